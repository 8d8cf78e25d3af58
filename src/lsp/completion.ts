/**
 * Completion in a YAML state file of the account:
 * - field names of the entry (or nested mapping) at the cursor, from the state file's JSON Schema
 *   for that section and nesting level, those already present left out;
 * - enum values from the JSON Schemas (a firewall's policies, a rule's action and protocol, …);
 * - names for references, from the account's index: a firewall's devices (instance and
 *   NodeBalancer labels), an IP request's compute_id, an interface's `subnet` as `vpc/subnet`,
 *   a StackScript's and an instance's image (`private/<id>` of the account's images, and any/all).
 *
 * The place of the cursor is read from the text, not from a parse, so a half-typed document
 * (`    inb` under a firewall's rules does not parse) still gets answers: in block YAML from the
 * indentation of the lines above; in a flow collection (a JSON file, or YAML's `{…}` and `[…]`)
 * by one scan from its opening bracket (flow-place.ts). Items are written as the place writes
 * them: `name: ` in YAML, `"name": ` and `"VALUE"` in JSON. The scan is bounded by MAX_SCAN_LINES
 * in YAML and by the file's size in JSON.
 */
import { CompletionItemKind, type CompletionItem, type CompletionParams, type Range } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { stateFileSchema } from "../schemas/state.js";
import { startsAsTerraformJson } from "../terraform/plan.js";
import { isPlainObject } from "../util/text.js";
import { accountIndex, type AccountIndex } from "./account-index.js";
import { guard, pathOfUri, type ServerContext } from "./context.js";
import { flowPlace, type FlowPlace } from "./flow-place.js";

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
  /** How the place writes keys and values: block YAML, a YAML flow collection, or JSON. */
  readonly style: "block" | "flow" | "json";
  /** The quote the typed text opened (flow and JSON), which the item's text keeps. */
  readonly quote?: '"' | "'";
}

function complete(context: ServerContext, params: CompletionParams): CompletionItem[] {
  const absolute = pathOfUri(params.textDocument.uri);
  const document = context.documents.get(params.textDocument.uri);
  if (!document || absolute === undefined || context.workspace.roleOf(absolute) !== "account") return [];
  const json = /\.json$/i.test(absolute);
  // .tf files and plans are not state files: no state file's schema applies to them.
  if (!json && !/\.ya?ml$/i.test(absolute)) return [];
  if (json && startsAsTerraformJson(document.getText())) return [];
  const place = json ? jsonPlace(document, params.position) : cursorPlace(document, params.position);
  if (!place) return [];
  return itemsFor(place, () => accountIndex(context.workspace.accountOf(absolute))).slice(0, MAX_ITEMS);
}

/** A line's leading structure: its indentation, the columns of its `- ` markers, and its key (if it has one). */
interface LineShape {
  readonly dashes: number[];
  readonly keyColumn?: number;
  readonly key?: string;
  /** The first column that holds content (after indentation and dashes). */
  readonly contentColumn: number;
  /** Where the line's value starts: after a key's colon and spaces, else the content column. */
  readonly valueColumn: number;
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
  if (rest === "" || rest.startsWith("#")) return { dashes, contentColumn: i, valueColumn: i, blank: dashes.length === 0 };
  const m = KEY.exec(rest);
  const key = m ? m[1]!.replace(/^["']|["']$/g, "") : undefined;
  let valueColumn = i;
  if (m) {
    valueColumn = i + m[0].length;
    while (line[valueColumn] === " " || line[valueColumn] === "\t") valueColumn++;
  }
  return { dashes, contentColumn: i, valueColumn, blank: false, ...(key !== undefined ? { key, keyColumn: i } : {}) };
}

type Position = { line: number; character: number };

const lineOf = (document: TextDocument, n: number) => document.getText({ start: { line: n, character: 0 }, end: { line: n + 1, character: 0 } }).replace(/\r?\n$/, "");

function validPosition(document: TextDocument, position: Position): boolean {
  return Number.isInteger(position?.line) && Number.isInteger(position?.character) && position.line >= 0 && position.line < document.lineCount;
}

/** The place of the cursor in a YAML state file: in a flow collection if it is in one, else in block YAML. */
export function cursorPlace(document: TextDocument, position: Position): CursorPlace | undefined {
  if (!validPosition(document, position)) return undefined;
  const flow = yamlFlowPlace(document, position);
  return flow === "block" ? blockPlace(document, position) : flow;
}

/** The place of the cursor in a JSON state file (its top-level object is a flow collection). */
export function jsonPlace(document: TextDocument, position: Position): CursorPlace | undefined {
  if (!validPosition(document, position)) return undefined;
  const text = document.getText();
  const from = text.search(/\S/);
  if (from < 0) return undefined;
  const result = flowPlace(text, from, document.offsetAt(position), false);
  if (!result || "closedAt" in result) return undefined;
  return fromFlow(document, [], result, "json");
}

/**
 * A YAML cursor inside a flow collection: found by one pass over the lines above (at most
 * MAX_SCAN_LINES), from each collection opened at a value's place in block context (`key: {`,
 * `- [`, a document's `{`) to where it closes, skipping block scalars' text. "block" when the
 * cursor is in none.
 */
function yamlFlowPlace(document: TextDocument, position: Position): CursorPlace | undefined | "block" {
  const text = document.getText();
  const cursor = document.offsetAt(position);
  /** The column lines of a block scalar are indented past (-1: not in one). */
  let scalarColumn = -1;
  for (let n = Math.max(0, position.line - MAX_SCAN_LINES); n <= position.line; n++) {
    const line = lineOf(document, n);
    const shape = shapeOf(line);
    if (scalarColumn >= 0) {
      if (shape.blank || (shape.dashes[0] ?? shape.contentColumn) > scalarColumn || line.trim() === "") continue;
      scalarColumn = -1;
    }
    const opener = line[shape.valueColumn];
    if (shape.key !== undefined && (opener === "|" || opener === ">")) {
      scalarColumn = shape.dashes[0] ?? shape.keyColumn!;
      continue;
    }
    if ((opener !== "{" && opener !== "[") || (n === position.line && shape.valueColumn >= position.character)) continue;
    const result = flowPlace(text, document.offsetAt({ line: n, character: shape.valueColumn }), cursor, true);
    if (result === undefined) return undefined;
    if ("closedAt" in result) {
      n = document.positionAt(result.closedAt).line;
      continue;
    }
    const base = blockPlace(document, { line: n, character: shape.valueColumn });
    if (!base) return undefined;
    return fromFlow(document, base.mode === "value" ? [...base.path, base.key!] : base.path, result, "flow");
  }
  return "block";
}

function fromFlow(document: TextDocument, base: readonly string[], flow: FlowPlace, style: "flow" | "json"): CursorPlace {
  return {
    path: [...base, ...flow.path],
    mode: flow.mode,
    ...(flow.key !== undefined ? { key: flow.key } : {}),
    prefix: flow.prefix,
    range: { start: document.positionAt(flow.start), end: document.positionAt(flow.end) },
    present: flow.present,
    style,
    ...(flow.quote !== undefined ? { quote: flow.quote } : {}),
  };
}

/** The place of the cursor in block YAML, read from the indentation of the lines above (and below, for the keys present). */
function blockPlace(document: TextDocument, position: Position): CursorPlace | undefined {
  const lineText = (n: number) => lineOf(document, n);
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
  const valueMatch = shape.key !== undefined ? /^\s*["']?([^"',[\]{}]*)$/.exec(before.slice(before.indexOf(":", shape.keyColumn) + 1)) : null;
  if (shape.key !== undefined) {
    // `key: val|` (a flow collection's value is read by yamlFlowPlace)
    if (!valueMatch) return undefined;
    mode = "value";
    key = shape.key;
    prefix = valueMatch[1]!;
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
  return { path, mode, ...(key !== undefined ? { key } : {}), prefix, range: range(prefixStart), present, style: "block" };
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

/** A key's text at the place: `name:` (a block YAML collection follows on the next lines) or `name: `, `"name": ` in JSON. */
function keyText(place: CursorPlace, name: string, block: boolean): string {
  if (place.style === "json") return `${JSON.stringify(name)}: `;
  if (place.style === "flow") return `${place.quote !== undefined ? `${place.quote}${name}${place.quote}` : name}: `;
  return block ? `${name}:` : `${name}: `;
}

/** A value's text at the place: as it is in YAML (inside the quote typed, if any), a JSON string in JSON. */
function valueText(place: CursorPlace, value: string): string {
  if (place.style === "json") return JSON.stringify(value);
  return place.style === "flow" && place.quote !== undefined ? `${place.quote}${value}${place.quote}` : value;
}

/** What a client filters an item by: the text as typed in the range, quote included. */
function filterText(place: CursorPlace, name: string): { filterText?: string } {
  return place.quote !== undefined ? { filterText: `${place.quote}${name}${place.quote}` } : {};
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
          textEdit: edit(keyText(place, name, !!block)),
          ...filterText(place, name),
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
    items.push({ label: value, kind: CompletionItemKind.EnumMember, textEdit: edit(valueText(place, value)), ...filterText(place, value) });
  }
  const references = referenceNames(path, key, index());
  for (const name of references?.names ?? []) {
    if (values.has(name) || !name.startsWith(place.prefix)) continue;
    values.add(name);
    items.push({ label: name, kind: CompletionItemKind.Reference, detail: references!.detail, textEdit: edit(valueText(place, name)), ...filterText(place, name) });
  }
  return items;
}
