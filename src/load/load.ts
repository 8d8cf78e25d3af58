/**
 * Loading: YAML or JSON text → plain data and a map from data paths to source spans.
 *
 * State files come from pull requests, so loading is defensive: a size cap before parsing, a
 * nesting-depth cap and an alias cap while walking, and `__proto__` / `constructor` keys stay
 * plain own data.
 *
 * Depth must be capped before yaml composes the document: its composer is recursive, and running
 * out of stack there can take the whole process down (V8 aborts when the stack runs out while it
 * compiles a regular expression). yaml's lexer and parser are iterative, so the parser is driven
 * token by token and abandoned as soon as its stack passes the cap; the exact depth is checked
 * again on the composed nodes. Pretty error formatting is off for the same reason; positions are
 * computed here instead.
 */
import { Composer, isAlias, isMap, isPair, isScalar, isSeq, Lexer, LineCounter, Parser, Scalar, type Document, type Node } from "yaml";
import type { Finding } from "../diagnostic.js";
import { findJsonSyntaxError, readJsonWithin, readsAsYaml, type JsonReading } from "./json-syntax.js";
import { jsonTreePositions } from "./json-tree.js";
import { DEFAULT_LIMITS, raiseLimitHint, type LoadLimits } from "./limits.js";
import { readPlainYaml } from "./plain-yaml.js";
import { DeferredPositions, limitFinding, PositionMap, SEP, unsafeIntegerFinding, type SourcePosition } from "./positions.js";
import { show } from "../util/text.js";

export { DEFAULT_LIMITS, type LoadLimits };
export { emptyPositions, PositionMap, type ScalarSource, type SourcePosition, type Span } from "./positions.js";

export interface LoadedText {
  /** The parsed data; `undefined` when the text could not be loaded (see findings). */
  readonly data: unknown;
  readonly positions: PositionMap;
  /** parse-error / input-limit findings, already positioned. */
  readonly findings: Finding[];
  /** The text holds no document at all (only white space and comments): an empty account, not a `null`. */
  readonly empty?: boolean;
}

interface WalkState {
  readonly text: string;
  readonly map: PositionMap;
  readonly limits: LoadLimits;
  aliases: number;
  /** A problem that stops the walk (a limit). */
  problem?: Finding;
  /** Problems that make the data unusable (duplicate or collection keys, unsupported tags, unknown aliases), all reported. */
  readonly errors: Finding[];
  /** Problems reported beside usable data (integers past 2^53). */
  readonly notes: Finding[];
  /** Anchors defined so far, in document order. */
  readonly anchors: Set<string>;
}

/** The tags of YAML's core schema; any other explicit tag (!!omap, !!set, !!binary, !custom) is not state-file data. */
const CORE_TAGS: ReadonlySet<string> = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

function tagName(tag: string): string {
  return tag.startsWith("tag:yaml.org,2002:") ? `!!${tag.slice("tag:yaml.org,2002:".length)}` : tag;
}

function nodeProblem(state: WalkState, node: { range?: [number, number, number] | null } | null | undefined, message: string): Finding {
  const range = node?.range;
  return limitFinding("parse-error", message, range ? state.map.position(range[0], range[1]) : undefined);
}

function keyText(node: unknown): string {
  if (isScalar(node)) return String(node.value);
  if (node === null || node === undefined) return "";
  return String(node);
}

function recordScalar(node: Scalar, key: string, state: WalkState): void {
  const range = node.range;
  if (!range || typeof node.value !== "string") return;
  const value = node.value;
  let valueStart = range[0];
  if (node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) valueStart += 1;
  const verbatim =
    (node.type === Scalar.PLAIN || node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE) &&
    state.text.startsWith(value, valueStart);
  state.map.scalars.set(key, { valueStart, verbatim });
}

/**
 * Records spans for every node; enforces the depth and alias caps (returns false to stop) and
 * collects what yaml would accept but a state file cannot hold: duplicate keys (found here with a
 * Set per mapping, in linear time; yaml's own check is quadratic), keys that are collections,
 * tags outside the core schema, aliases to anchors not yet defined, integers past 2^53.
 */
function walk(node: Node | null | undefined, key: string, depth: number, state: WalkState): boolean {
  if (!node) return true;
  const range = node.range;
  if (range) state.map.values.set(key, { start: range[0], end: range[1] });
  if (isAlias(node)) {
    state.aliases++;
    if (state.aliases > state.limits.maxAliases) {
      const pos = range ? state.map.position(range[0], range[1]) : undefined;
      state.problem = limitFinding("input-limit", `more than ${state.limits.maxAliases} YAML aliases; the file is refused to avoid alias expansion attacks (${raiseLimitHint("maxAliases")})`, pos);
      return false;
    }
    if (!state.anchors.has(node.source)) {
      // Messages are escaped where every finding leaves (toDiagnostic), not here.
      state.errors.push(nodeProblem(state, node, `unknown alias *${node.source}: an anchor &${node.source} must come before it`));
    }
    return true;
  }
  if (node.anchor) state.anchors.add(node.anchor);
  if (node.tag && !CORE_TAGS.has(node.tag)) {
    state.errors.push(nodeProblem(state, node, `the YAML tag ${tagName(node.tag)} is not supported in a state file; write plain mappings, lists and scalars`));
  }
  if (isScalar(node)) {
    recordScalar(node, key, state);
    if (typeof node.value === "number" && Number.isInteger(node.value) && !Number.isSafeInteger(node.value)) {
      const source = range ? state.text.slice(range[0], Math.min(range[1], range[0] + 40)) : String(node.value);
      state.notes.push(unsafeIntegerFinding(source, range ? state.map.position(range[0], range[1]) : undefined));
    }
    return true;
  }
  if (depth >= state.limits.maxDepth) {
    const pos = range ? state.map.position(range[0], range[1]) : undefined;
    state.problem = limitFinding("input-limit", `nesting deeper than ${state.limits.maxDepth} levels; a state file never needs that many (${raiseLimitHint("maxDepth")})`, pos);
    return false;
  }
  if (isMap(node)) {
    const seen = new Map<string, Node | null>();
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const keyNode = pair.key as Node | null;
      if (isMap(keyNode) || isSeq(keyNode)) {
        state.errors.push(nodeProblem(state, keyNode, `a mapping key must be a plain value, not ${isMap(keyNode) ? "a mapping" : "a list"}`));
        continue;
      }
      const name = keyText(pair.key);
      const first = seen.get(name);
      if (first !== undefined) {
        const at = first?.range ? ` (first at line ${state.map.position(first.range[0], first.range[0]).line})` : "";
        state.errors.push(nodeProblem(state, keyNode, `duplicate key ${show(name)}${at}; keys in a mapping must be unique`));
        continue;
      }
      seen.set(name, keyNode);
      // Position keys are built as the walk descends (one concatenation per node, no path arrays).
      const childKey = depth === 0 ? name : key + SEP + name;
      if (keyNode && typeof keyNode === "object" && "range" in keyNode && keyNode.range) {
        state.map.keys.set(childKey, { start: keyNode.range[0], end: keyNode.range[1] });
      }
      if (isScalar(keyNode)) {
        if (keyNode.anchor) state.anchors.add(keyNode.anchor);
        if (keyNode.tag && !CORE_TAGS.has(keyNode.tag)) state.errors.push(nodeProblem(state, keyNode, `the YAML tag ${tagName(keyNode.tag)} is not supported in a state file`));
      }
      if (!walk(pair.value as Node | null, childKey, depth + 1, state)) return false;
    }
    return true;
  }
  if (isSeq(node)) {
    for (let i = 0; i < node.items.length; i++) {
      if (!walk(node.items[i] as Node | null, depth === 0 ? String(i) : key + SEP + i, depth + 1, state)) return false;
    }
  }
  return true;
}

function offsetPosition(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = end - lineStart + 1;
  return { line, column, endLine: line, endColumn: column + 1 };
}

/**
 * yaml's parseDocument, driven by hand so that nesting is capped before the recursive composer
 * runs. The parser's stack grows by one or two entries per nesting level.
 */
function parseGuarded(
  text: string,
  lines: LineCounter,
  maxDepth: number,
  maxValues: number,
): { tooDeepAt: number } | { tooManyAt: number } | { doc: Document.Parsed; extraDocumentAt?: number } {
  const parser = new Parser(lines.addNewLine);
  lines.addNewLine(0); // Parser.parse() registers the first line itself; next() does not.
  const maxStack = 2 * maxDepth + 4;
  const tokens = [];
  let values = 0;
  for (const lexeme of new Lexer().lex(text)) {
    // "\x1f" starts every scalar: values are counted before anything is composed.
    if (lexeme === "\x1f" && ++values > maxValues) return { tooManyAt: parser.offset };
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (parser.stack.length > maxStack) return { tooDeepAt: parser.offset };
  }
  for (const token of parser.end()) tokens.push(token);
  // uniqueKeys off: yaml's check compares every key with every other (quadratic); walk() finds
  // duplicates with a Set. logLevel "error": yaml would print warnings to the console.
  // merge: YAML 1.1 merge keys (`<<: *defaults`), which users write; their aliases count against
  // the alias cap like any other.
  const composer = new Composer({ prettyErrors: false, uniqueKeys: false, merge: true, version: "1.2", logLevel: "error" });
  let first: Document.Parsed | undefined;
  for (const doc of composer.compose(tokens, true, text.length)) {
    if (!first) first = doc;
    else return { doc: first, extraDocumentAt: doc.range[0] };
  }
  return { doc: first! };
}

/**
 * Parses YAML or JSON text. Never throws; problems come back as findings. `reading`: for JSON,
 * JSON.parse's reading of the same text when the caller already has one (readJsonWithin), so that
 * a file is parsed once.
 */
export function loadText(input: string, limits: LoadLimits = DEFAULT_LIMITS, byteLength?: number, syntax: "yaml" | "json" = "yaml", reading?: JsonReading): LoadedText {
  // A lone CR is a line break (old Mac files); yaml reads only LF and CRLF. Replaced one for one,
  // so every offset still points into the original text.
  const text = typeof input !== "string" ? "" : input.includes("\r") ? input.replace(/\r(?!\n)/g, "\n") : input;
  const lines = new LineCounter();
  const positions = new PositionMap(lines);
  const size = Math.max(byteLength ?? 0, text.length);
  if (size > limits.maxBytes) {
    return {
      data: undefined,
      positions,
      findings: [limitFinding("input-limit", `the file is ${size} bytes, more than the limit of ${limits.maxBytes} (${raiseLimitHint("maxBytes")})`, undefined)],
    };
  }
  if (syntax === "json") {
    // An empty file is an empty account, in JSON as in YAML.
    if (text.trim().length === 0) return { data: null, positions, findings: [], empty: true };
    // A lone CR reads as white space to JSON.parse, as the line feed it became does: the reading of
    // the text as given is the reading of `text`. Not JSON: said below, with its position.
    const read = reading !== undefined ? reading : readJsonWithin(text, limits);
    const parsed = read !== null && read !== undefined;
    const data = read?.data;
    // JSON.parse's data when YAML reads the text the same way, and the positions the YAML reader
    // gives, computed only when they are first asked for (a clean file asks for none): by one scan
    // of the JSON text (json-tree.ts), which fills the map the YAML reader would fill.
    if (parsed && readsAsYaml(text, data, limits.maxDepth, limits.maxValues)) {
      return { data, positions: new DeferredPositions(() => jsonTreePositions(text) ?? (readPlainYaml(text, limits) ?? loadFully(text, limits)).positions), findings: [] };
    }
    // YAML accepts more than JSON (trailing commas, bare words); a .json file must be JSON.
    const problem = parsed ? undefined : findJsonSyntaxError(text);
    if (problem) {
      return { data: undefined, positions, findings: [{ ...limitFinding("parse-error", `invalid JSON: ${problem.message}`, undefined), ...offsetPosition(text, problem.offset) }] };
    }
  }
  // Most state files are plain YAML, read in one pass; anything else is read the full way below.
  return readPlainYaml(text, limits) ?? loadFully(text, limits);
}

/** yaml's parser and composer, then a walk for positions and limits and toJS: every construct, every error. */
function loadFully(text: string, limits: LoadLimits): LoadedText {
  const lines = new LineCounter();
  const positions = new PositionMap(lines);
  const parsed = parseGuarded(text, lines, limits.maxDepth, limits.maxValues);
  if ("tooManyAt" in parsed) {
    const pos = positions.position(parsed.tooManyAt, parsed.tooManyAt);
    return { data: undefined, positions, findings: [limitFinding("input-limit", `more than ${limits.maxValues} values in one file; a state file never needs that many (${raiseLimitHint("maxValues")})`, pos)] };
  }
  if ("tooDeepAt" in parsed) {
    const pos = positions.position(parsed.tooDeepAt, parsed.tooDeepAt);
    return { data: undefined, positions, findings: [limitFinding("input-limit", `nesting deeper than ${limits.maxDepth} levels; a state file never needs that many (${raiseLimitHint("maxDepth")})`, pos)] };
  }
  const doc = parsed.doc;
  if (parsed.extraDocumentAt !== undefined) {
    const pos = positions.position(parsed.extraDocumentAt, parsed.extraDocumentAt);
    return { data: undefined, positions, findings: [limitFinding("parse-error", "a state file holds one YAML document; split the others into their own files", pos)] };
  }
  if (doc.errors.length > 0) {
    const findings = doc.errors.map((e) => limitFinding("parse-error", e.message.split("\n")[0]!, positions.position(e.pos[0], e.pos[1])));
    return { data: undefined, positions, findings };
  }
  const state: WalkState = { text, map: positions, limits, aliases: 0, errors: [], notes: [], anchors: new Set() };
  if (!walk(doc.contents as Node | null, "", 0, state)) {
    return { data: undefined, positions, findings: [state.problem!] };
  }
  if (state.errors.length > 0) return { data: undefined, positions, findings: state.errors };
  const empty = doc.contents === null || doc.contents === undefined;
  let data: unknown;
  try {
    // Not a hot path: toJS is the one place yaml signals alias-expansion abuse, by throwing.
    // yaml weighs alias expansion (which also stops nested alias chains) and counts the anchored
    // node itself once, so the budget is one more than the alias-node cap enforced by walk().
    data = doc.toJS({ maxAliasCount: limits.maxAliases + 1 });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { data: undefined, positions, findings: [limitFinding("input-limit", `the file could not be expanded: ${message}`, undefined)] };
  }
  return { data, positions, findings: state.notes, ...(empty ? { empty } : {}) };
}
