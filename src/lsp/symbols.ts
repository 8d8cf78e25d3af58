/**
 * Document symbols, an outline of the file in the editor: a state file's sections, its resources
 * by label (else id), a VPC's subnets and a firewall's rules by label; a policy file's policies by
 * id; a config's keys; a `.tf` file's blocks by address (`linode_firewall.edge`, `module.net`) with
 * their nested blocks; a Terraform plan's resource changes by address. At most MAX_SYMBOLS.
 */
import { SymbolKind, type DocumentSymbol, type DocumentSymbolParams, type Range } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { SECTIONS } from "../account/account.js";
import type { Path } from "../diagnostic.js";
import { DEFAULT_LIMITS, loadText, type LoadedText, type Span } from "../load/load.js";
import { isTerraformConfigPath } from "../terraform/config.js";
import { parseHcl, type HclAttribute, type HclBlock } from "../terraform/hcl.js";
import { escapeText, isPlainObject } from "../util/text.js";
import { guard, pathOfUri, type ServerContext } from "./context.js";

/** An outline longer than this is cut: no one reads more, and it bounds the answer. */
export const MAX_SYMBOLS = 5000;

export const capabilities = { documentSymbolProvider: true };

export function register(context: ServerContext): void {
  context.connection.onDocumentSymbol(guard(context, "textDocument/documentSymbol", (params: DocumentSymbolParams) => documentSymbols(context, params), []));
}

function documentSymbols(context: ServerContext, params: DocumentSymbolParams): DocumentSymbol[] {
  const document = context.documents.get(params.textDocument.uri);
  const absolute = pathOfUri(params.textDocument.uri);
  if (!document || absolute === undefined) return [];
  const budget = { left: MAX_SYMBOLS };
  if (isTerraformConfigPath(absolute) && !/\.json$/i.test(absolute)) return hclSymbols(document, budget);
  const syntax = /\.json$/i.test(absolute) ? "json" : "yaml";
  const text = document.getText();
  // An account file's parse is the lint's (kept between lints), else the text is parsed here.
  const account = context.workspace.accountOf(absolute);
  const filePath = account.filePathOf(absolute);
  const loaded = filePath !== undefined ? account.cache.load({ filePath, text }, DEFAULT_LIMITS, syntax) : loadText(text, DEFAULT_LIMITS, undefined, syntax);
  return dataSymbols(document, loaded, budget);
}

const SECTION_NAMES: ReadonlySet<string> = new Set(SECTIONS);
const SEP = "\u0000";

/** A symbol's name: what people call the entry (label, id, a policy's id, a plan's address), else its index. */
function entryName(value: unknown, index: number): string {
  if (isPlainObject(value)) {
    for (const key of ["label", "id", "address", "name"]) {
      const v = value[key];
      if (typeof v === "string" && v !== "") return escapeText(v);
      if (typeof v === "number") return String(v);
    }
  }
  return `[${index}]`;
}

/** A firewall rule's gist: ACCEPT TCP 22. */
function ruleDetail(rule: unknown): string | undefined {
  if (!isPlainObject(rule)) return undefined;
  const words = [rule.action, rule.protocol, rule.ports].filter((w) => typeof w === "string" && w !== "");
  return words.length ? escapeText(words.join(" ")) : undefined;
}

function dataSymbols(document: TextDocument, loaded: LoadedText, budget: { left: number }): DocumentSymbol[] {
  if (!isPlainObject(loaded.data)) return [];
  const { values, keys } = loaded.positions;
  const range = (span: Span): Range => ({ start: document.positionAt(span.start), end: document.positionAt(span.end) });
  const valueSpan = (path: Path) => values.get(path.join(SEP));
  /** The symbol of the value at `path`, its range from its key (if any) to its end. */
  const symbol = (path: Path, name: string, kind: SymbolKind, detail: string | undefined, children: () => DocumentSymbol[]): DocumentSymbol | undefined => {
    const value = valueSpan(path);
    if (!value || budget.left <= 0) return undefined;
    budget.left--;
    const key = keys.get(path.join(SEP));
    const whole = range({ start: Math.min(key?.start ?? value.start, value.start), end: value.end });
    const label = valueSpan([...path, "label"]) ?? valueSpan([...path, "id"]);
    const selection = range(key ?? label ?? value);
    return { name: name || " ", kind, range: whole, selectionRange: selection, ...(detail ? { detail } : {}), children: children() };
  };
  const list = (path: Path, items: unknown, kind: SymbolKind, detail: (item: unknown) => string | undefined, children: (path: Path, item: unknown) => DocumentSymbol[]): DocumentSymbol[] => {
    if (!Array.isArray(items)) return [];
    const out: DocumentSymbol[] = [];
    for (let i = 0; i < items.length && budget.left > 0; i++) {
      const s = symbol([...path, i], entryName(items[i], i), kind, detail(items[i]), () => children([...path, i], items[i]));
      if (s) out.push(s);
    }
    return out;
  };
  const none = () => [];
  /** What an entry holds worth listing: a VPC's subnets, a firewall's rules by direction. */
  const inside = (section: string) => (path: Path, entry: unknown): DocumentSymbol[] => {
    if (!isPlainObject(entry)) return [];
    if (section === "vpcs") return list([...path, "subnets"], entry.subnets, SymbolKind.Field, (s) => (isPlainObject(s) && typeof s.ipv4 === "string" ? escapeText(s.ipv4) : undefined), none);
    if (section === "firewalls" && isPlainObject(entry.rules)) {
      const rules = entry.rules;
      return (["inbound", "outbound"] as const).flatMap((direction) => {
        const s = symbol([...path, "rules", direction], direction, SymbolKind.Namespace, undefined, () => list([...path, "rules", direction], rules[direction], SymbolKind.Event, ruleDetail, none));
        return s ? [s] : [];
      });
    }
    return [];
  };
  const out: DocumentSymbol[] = [];
  for (const [key, value] of Object.entries(loaded.data)) {
    if (budget.left <= 0) break;
    const section = SECTION_NAMES.has(key);
    const kind = section ? SymbolKind.Module : Array.isArray(value) ? SymbolKind.Array : isPlainObject(value) ? SymbolKind.Object : SymbolKind.Property;
    const children = () => {
      if (Array.isArray(value)) return list([key], value, SymbolKind.Object, () => (section ? key : undefined), inside(key));
      if (isPlainObject(value)) {
        // One level of a mapping (a config's settings, a .tf.json's resource types).
        return Object.keys(value).flatMap((k) => {
          const s = symbol([key, k], escapeText(k), SymbolKind.Property, undefined, none);
          return s ? [s] : [];
        });
      }
      return [];
    };
    const s = symbol([key], escapeText(key), kind, undefined, children);
    if (s) out.push(s);
  }
  return out;
}

/** A `.tf` block's name: a resource's or data source's address, a module's, else its type and labels. */
function blockName(block: HclBlock): string {
  const [a, b] = block.labels;
  if (block.type === "resource" && a !== undefined && b !== undefined) return `${a}.${b}`;
  if (block.type === "data" && a !== undefined && b !== undefined) return `data.${a}.${b}`;
  if (block.type === "module" && a !== undefined) return `module.${a}`;
  return [block.type, ...block.labels].join(" ");
}

function hclSymbols(document: TextDocument, budget: { left: number }): DocumentSymbol[] {
  const file = parseHcl(document.getText(), { maxDepth: DEFAULT_LIMITS.maxDepth, maxNodes: DEFAULT_LIMITS.maxValues * 4 });
  const range = (span: { start: number; end: number }): Range => ({ start: document.positionAt(span.start), end: document.positionAt(span.end) });
  const blocks = (body: readonly (HclAttribute | HclBlock)[], nested: boolean): DocumentSymbol[] => {
    const out: DocumentSymbol[] = [];
    for (const item of body) {
      if (item.kind !== "block" || budget.left <= 0) continue;
      budget.left--;
      // A nested block (a firewall's inbound rule) by its label attribute, when it has one.
      const label = item.body.find((a): a is HclAttribute => a.kind === "attribute" && a.name === "label");
      const name = nested && label?.value.kind === "literal" && typeof label.value.value === "string" ? `${item.type} ${label.value.value}` : blockName(item);
      const selection = item.labelSpans[item.labelSpans.length - 1] ?? { start: item.span.start, end: item.span.start + item.type.length };
      const kind = item.type === "resource" || item.type === "data" ? SymbolKind.Object : item.type === "module" ? SymbolKind.Module : nested ? SymbolKind.Field : SymbolKind.Namespace;
      out.push({ name: escapeText(name), kind, range: range(item.span), selectionRange: range(selection), children: blocks(item.body, true) });
    }
    return out;
  };
  return blocks(file.body, false);
}
