/**
 * Completion in a YAML state file of the account:
 * - field names of the entry (or nested mapping) at the cursor, from the state file's JSON Schema
 *   for that section and nesting level, those already present left out;
 * - enum values from the JSON Schemas (a firewall's policies, a rule's action and protocol, …);
 * - names for references, from the account's index: a firewall's devices (instance and
 *   NodeBalancer labels), an IP request's compute_id, an interface's `subnet` as `vpc/subnet`,
 *   a StackScript's and an instance's image (`private/<id>` of the account's images, and any/all).
 *
 * The place of the cursor is read from the text's indentation, not from a parse, so a half-typed
 * document (`    inb` under a firewall's rules does not parse) still gets answers. Block YAML
 * only (flow mappings and JSON files get none); the scan is bounded by MAX_SCAN_LINES.
 */
import { CompletionItemKind, type CompletionItem, type CompletionParams, type Range } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { stateFileSchema } from "../schemas/state.js";
import { isPlainObject } from "../util/text.js";
import { accountIndex, type AccountIndex } from "./account-index.js";
import { guard, pathOfUri, type ServerContext } from "./context.js";

export const capabilities = { completionProvider: { triggerCharacters: [":", " ", "/"] } };

export function register(context: ServerContext): void {
  context.connection.onCompletion(guard(context, "textDocument/completion", (params: CompletionParams) => complete(context, params), []));
}

/** Lines above the cursor read to place it (an entry's key is never further up than this). */
export const MAX_SCAN_LINES = 2000;
/** Items in one answer at most. */
export const MAX_ITEMS = 500;

/** Where the cursor is: the path of the mapping or list it types in ("[]" for a list item), and what it types. */
export interface CursorPlace {
  readonly path: string[];
  /** A key of the mapping at `path`, or a value of `path` (`key` given: the value of that key). */
  readonly mode: "key" | "value";
  readonly key?: string;
  /** What is typed so far, and its range (replaced by the item). */
  readonly prefix: string;
  readonly range: Range;
  /** The mapping's keys already present (key mode). */
  readonly present: ReadonlySet<string>;
}

function complete(context: ServerContext, params: CompletionParams): CompletionItem[] {
  const absolute = pathOfUri(params.textDocument.uri);
  const document = context.documents.get(params.textDocument.uri);
  if (!document || absolute === undefined || /\.json$/i.test(absolute) || context.workspace.roleOf(absolute) !== "account") return [];
  const place = cursorPlace(document, params.position);
  if (!place) return [];
  return itemsFor(place, () => accountIndex(context.workspace)).slice(0, MAX_ITEMS);
}

/** A line's leading structure: its indentation, the columns of its `- ` markers, and its key (if it has one). */
interface LineShape {
  readonly dashes: number[];
  readonly keyColumn?: number;
  readonly key?: string;
  /** The first column that holds content (after indentation and dashes). */
  readonly contentColumn: number;
  readonly blank: boolean;
}

const KEY = /^([A-Za-z_][\w.-]*|"[^"]*"|'[^']*')[ \t]*:(?=[ \t]|$)/;

function shapeOf(line: string): LineShape {
  let i = 0;
  while (i < line.length && line[i] === " ") i++;
  const dashes: number[] = [];
  while (line[i] === "-" && (line[i + 1] === " " || i + 1 === line.length)) {
    dashes.push(i);
    i++;
    while (i < line.length && line[i] === " ") i++;
  }
  const rest = line.slice(i);
  if (rest === "" || rest.startsWith("#")) return { dashes, contentColumn: i, blank: dashes.length === 0 };
  const m = KEY.exec(rest);
  const key = m ? m[1]!.replace(/^["']|["']$/g, "") : undefined;
  return { dashes, contentColumn: i, blank: false, ...(key !== undefined ? { key, keyColumn: i } : {}) };
}

/** The place of the cursor in block YAML, read from the indentation of the lines above (and below, for the keys present). */
export function cursorPlace(document: TextDocument, position: { line: number; character: number }): CursorPlace | undefined {
  if (!Number.isInteger(position.line) || position.line < 0 || position.line >= document.lineCount) return undefined;
  const lineText = (n: number) => document.getText({ start: { line: n, character: 0 }, end: { line: n + 1, character: 0 } }).replace(/\r?\n$/, "");
  const current = lineText(position.line);
  const character = Math.min(Math.max(0, position.character), current.length);
  const before = current.slice(0, character);
  if (before.includes("#")) return undefined;
  const shape = shapeOf(before);
  const range = (start: number): Range => ({ start: { line: position.line, character: start }, end: { line: position.line, character } });
  let mode: CursorPlace["mode"];
  let key: string | undefined;
  let prefix: string;
  let column: number;
  let prefixStart: number;
  let inFlowList = false;
  const valueMatch = shape.key !== undefined ? /^(\s*)(?:\[([^\]]*,)?\s*)?["']?([^"',\[\]]*)$/.exec(before.slice(before.indexOf(":", shape.keyColumn) + 1)) : null;
  if (shape.key !== undefined) {
    // `key: val|` or `key: [a, b|`
    if (!valueMatch) return undefined;
    mode = "value";
    key = shape.key;
    prefix = valueMatch[3]!;
    inFlowList = before.slice(before.indexOf(":", shape.keyColumn) + 1).includes("[");
    prefixStart = character - prefix.length;
    column = shape.keyColumn!;
  } else {
    const rest = before.slice(shape.contentColumn);
    if (!/^["']?[\w./-]*$/.test(rest)) return undefined;
    prefix = rest.replace(/^["']/, "");
    prefixStart = character - prefix.length;
    mode = "key";
    column = shape.contentColumn;
  }
  // The ancestors: up from the line above, each element (key, dash) left of the current column.
  const path: string[] = [];
  // This line's own dashes are ancestors of what it types.
  for (let d = shape.dashes.length - 1; d >= 0; d--) {
    path.unshift("[]");
    column = shape.dashes[d]!;
  }
  const siblingsColumn = mode === "key" ? shape.contentColumn : (shape.keyColumn ?? 0);
  const present = new Set<string>();
  let sameMapping = shape.dashes.length === 0;
  const stop = Math.max(0, position.line - MAX_SCAN_LINES);
  for (let n = position.line - 1; n >= stop && (column > 0 || (sameMapping && path.length === 0)); n--) {
    const s = shapeOf(lineText(n));
    if (s.blank && s.key === undefined) continue;
    if (s.contentColumn > column && s.key === undefined && s.dashes.length === 0) continue;
    if (s.key !== undefined && s.keyColumn === siblingsColumn && sameMapping && path.length === 0) present.add(s.key);
    if (s.key !== undefined && s.keyColumn! < column) {
      path.unshift(s.key);
      column = s.keyColumn!;
      sameMapping = false;
    }
    for (let d = s.dashes.length - 1; d >= 0; d--) {
      if (s.dashes[d]! < column) {
        path.unshift("[]");
        column = s.dashes[d]!;
        sameMapping = false;
      }
    }
    if (s.contentColumn <= column && s.key === undefined && s.dashes.length === 0) break; // a scalar at a parent's level: not block YAML we can read
  }
  if (column > 0) return undefined;
  if (mode === "key") {
    // The keys below the cursor in the same mapping.
    for (let n = position.line + 1; n < Math.min(document.lineCount, position.line + MAX_SCAN_LINES); n++) {
      const s = shapeOf(lineText(n));
      if (s.blank) continue;
      const first = s.dashes[0] ?? s.contentColumn;
      if (first < siblingsColumn) break;
      if (s.dashes.length === 0 && s.key !== undefined && s.keyColumn === siblingsColumn) present.add(s.key);
    }
  }
  if (inFlowList) path.push(key!, "[]");
  return { path, mode: inFlowList ? "value" : mode, ...(key !== undefined && !inFlowList ? { key } : {}), prefix, range: range(prefixStart), present };
}

type Schema = Record<string, unknown>;

/** The schema of a path of the state file ("[]" for a list's items), following `$ref`s to its definitions. */
export function schemaAt(path: readonly string[]): Schema | undefined {
  let schema: Schema | undefined = stateFileSchema as unknown as Schema;
  for (const step of path) {
    schema = resolve(schema);
    if (!schema) return undefined;
    if (step === "[]") schema = isPlainObject(schema.items) ? schema.items : undefined;
    else schema = isPlainObject(schema.properties) && isPlainObject(schema.properties[step]) ? (schema.properties[step] as Schema) : undefined;
  }
  return resolve(schema);
}

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  const ref = schema.$ref;
  if (typeof ref === "string" && ref.startsWith("#/definitions/")) {
    const definitions = (stateFileSchema as unknown as Schema).definitions as Record<string, Schema>;
    return definitions[ref.slice("#/definitions/".length)];
  }
  return schema;
}

function isObjectSchema(schema: Schema | undefined): boolean {
  if (!schema) return false;
  const type = schema.type;
  return type === "object" || (Array.isArray(type) && type.includes("object")) || isPlainObject(schema.properties);
}

/** What the items of a reference-valued place are: the account's names for it. */
function referenceNames(path: readonly string[], key: string | undefined, index: AccountIndex): { names: string[]; detail: string } | undefined {
  const at = [...path, ...(key !== undefined ? [key] : [])].filter((s) => s !== "[]").join("/");
  const labels = (kind: string) => [...index.definitions.keys()].filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1));
  if (at === "firewalls/devices/computes" || /^(ip_assignments\/assignments|ip_shares|ipv6_ranges)\/compute_id$/.test(at)) return { names: labels("computes"), detail: "compute instance" };
  if (at === "firewalls/devices/nodebalancers") return { names: labels("nodebalancers"), detail: "NodeBalancer" };
  if (at === "computes/configs/interfaces/subnet") return { names: labels("subnets"), detail: "subnet (vpc/subnet)" };
  if (at === "stackscripts/images" || at === "computes/image") {
    const ids = [...index.definitions.keys()].filter((k) => k.startsWith("images#")).map((k) => k.slice("images#".length));
    return { names: at === "stackscripts/images" ? [...ids, "any/all"] : ids, detail: "image" };
  }
  return undefined;
}

function itemsFor(place: CursorPlace, index: () => AccountIndex): CompletionItem[] {
  const edit = (newText: string) => ({ range: place.range, newText });
  if (place.mode === "key") {
    const schema = schemaAt(place.path);
    if (!isObjectSchema(schema)) {
      // A list item that is a value (`- web|` under devices.computes): its names or its enum.
      if (place.path[place.path.length - 1] === "[]") return valueItems(place, place.path.slice(0, -1), undefined, index);
      return [];
    }
    const properties = isPlainObject(schema!.properties) ? (schema!.properties as Record<string, Schema>) : {};
    const required = new Set(Array.isArray(schema!.required) ? (schema!.required as string[]) : []);
    return Object.entries(properties)
      .filter(([name]) => !place.present.has(name) && name.startsWith(place.prefix))
      .map(([name, s]) => {
        const nested = resolve(s);
        const block = isObjectSchema(nested) || (nested && (nested.type === "array" || (Array.isArray(nested.type) && nested.type.includes("array"))));
        return {
          label: name,
          kind: CompletionItemKind.Property,
          ...(typeof nested?.description === "string" ? { documentation: nested.description } : {}),
          detail: required.has(name) ? "required" : "optional",
          sortText: `${required.has(name) ? "0" : "1"}${name}`,
          textEdit: edit(block ? `${name}:` : `${name}: `),
        };
      });
  }
  return valueItems(place, place.path, place.key, index);
}

function valueItems(place: CursorPlace, path: readonly string[], key: string | undefined, index: () => AccountIndex): CompletionItem[] {
  const edit = (newText: string) => ({ range: place.range, newText });
  let schema = schemaAt(key !== undefined ? [...path, key] : path);
  if (schema && key === undefined && isPlainObject(schema.items)) schema = resolve(schema.items as Schema);
  const values = new Set<string>();
  const enums = schema && Array.isArray(schema.enum) ? schema.enum : schema && isPlainObject(schema.items) && Array.isArray((schema.items as Schema).enum) ? ((schema.items as Schema).enum as unknown[]) : [];
  const items: CompletionItem[] = [];
  for (const value of enums) {
    if (typeof value !== "string" || values.has(value) || !value.startsWith(place.prefix)) continue;
    values.add(value);
    items.push({ label: value, kind: CompletionItemKind.EnumMember, textEdit: edit(value) });
  }
  const references = referenceNames(path, key, index());
  for (const name of references?.names ?? []) {
    if (values.has(name) || !name.startsWith(place.prefix)) continue;
    values.add(name);
    items.push({ label: name, kind: CompletionItemKind.Reference, detail: references!.detail, textEdit: edit(name) });
  }
  return items;
}
