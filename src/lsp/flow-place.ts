/**
 * Where a cursor is inside a flow collection: a JSON document, or a YAML flow mapping or sequence
 * (`{label: web, rules: {inbound_policy: D|`, `computes: [web-1, |`), for completion. One forward
 * scan of the text from the collection's opening bracket to the cursor, tolerant of what is half
 * typed (an unclosed string, a missing value): a stack of the open collections, each object's
 * current key and the keys it already has. Bounded by the text scanned; never throws.
 */

/** One open collection. */
interface Frame {
  readonly kind: "{" | "[";
  /** An object's key whose value is being written (after its `:`). */
  key: string | undefined;
  afterColon: boolean;
  /** The keys the object has before the cursor. */
  readonly keys: Set<string>;
  /** The current slot (key or value) holds a finished scalar or collection. */
  done: boolean;
}

export interface FlowPlace {
  /** The path below the opening bracket's own place: "[]" for a list's items, a key for its value. */
  readonly path: string[];
  readonly mode: "key" | "value";
  /** Value mode in an object: the key whose value is typed. */
  readonly key?: string;
  /** What is typed so far (inside its quotes, if it has one). */
  readonly prefix: string;
  /** The offsets of the text an item replaces: from the opening quote (or the prefix) to the cursor, and over a closing quote right after it. */
  readonly start: number;
  readonly end: number;
  /** The quote the typed text opened, if any. */
  readonly quote?: '"' | "'";
  /** The object's keys already present, before and after the cursor (key mode). */
  readonly present: ReadonlySet<string>;
}

/** The scan reached a bracket closing the collection before the cursor: `at` is the offset after it. */
export interface FlowClosed {
  readonly closedAt: number;
}

const SPACE = /\s/;

/** Whether a YAML `:` at `i` is a key indicator in flow context (followed by a space, a flow indicator or the end; or right after a quoted key). */
function isYamlColon(text: string, i: number, afterQuoted: boolean): boolean {
  const next = text[i + 1];
  return afterQuoted || next === undefined || SPACE.test(next) || next === "," || next === "}" || next === "]" || next === "{" || next === "[";
}

/** The offset of the quote closing a string opened at `open`, or -1 when it is not closed before `limit`. */
function closingQuote(text: string, open: number, limit: number): number {
  const quote = text[open];
  for (let i = open + 1; i < limit; i++) {
    const c = text[i];
    if (quote === '"' && c === "\\") i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

/** A quoted scalar's value: JSON's escapes in double quotes (YAML's common ones are the same), `''` in single quotes. */
function unquote(text: string, open: number, close: number): string {
  const raw = text.slice(open + 1, close);
  if (text[open] === "'") return raw.replace(/''/g, "'");
  if (!raw.includes("\\")) return raw;
  try {
    const value: unknown = JSON.parse(text.slice(open, close + 1));
    return typeof value === "string" ? value : raw;
  } catch {
    return raw; // an escape JSON does not have (YAML's \x41, \N, …): as written
  }
}

/**
 * The place of the cursor (offset `to`) in the flow collection whose opening bracket is at
 * `from`: a FlowPlace, a FlowClosed when the collection ends before the cursor, or undefined
 * when the cursor is where nothing can be offered (in a comment, after a finished value, past a
 * key without its colon).
 */
export function flowPlace(text: string, from: number, to: number, yaml: boolean): FlowPlace | FlowClosed | undefined {
  if (!(from >= 0 && from < to && to <= text.length) || (text[from] !== "{" && text[from] !== "[")) return undefined;
  const stack: Frame[] = [];
  /** The scalar just finished (a quoted one's content, or a plain one trimmed), for a key. */
  let scalar: string | undefined;
  let scalarQuoted = false;
  /** Where the plain scalar being written starts (-1: none). */
  let plainStart = -1;
  const endPlain = (at: number) => {
    if (plainStart < 0) return;
    scalar = text.slice(plainStart, at).trim();
    scalarQuoted = false;
    plainStart = -1;
    const top = stack[stack.length - 1];
    if (top) top.done = true;
  };
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    const top = stack[stack.length - 1];
    if (c === '"' || (yaml && c === "'" && plainStart < 0)) {
      if (plainStart >= 0) continue; // a quote inside a plain scalar is its text
      const close = closingQuote(text, i, to);
      if (close < 0) return placeAt(text, stack, i + 1, to, c as '"' | "'", i, yaml);
      scalar = unquote(text, i, close);
      scalarQuoted = true;
      if (top) top.done = true;
      i = close;
      continue;
    }
    if (yaml && c === "#" && (i === from || SPACE.test(text[i - 1]!))) {
      const eol = text.indexOf("\n", i);
      if (eol < 0 || eol >= to) return undefined; // the cursor is in a comment
      endPlain(i);
      i = eol;
      continue;
    }
    if (c === "{" || c === "[") {
      if (plainStart >= 0) continue;
      if (top && top.kind === "{" && !top.afterColon) return undefined; // a collection as a key
      stack.push({ kind: c, key: undefined, afterColon: false, keys: new Set(), done: false });
      scalar = undefined;
      continue;
    }
    if (c === "}" || c === "]") {
      endPlain(i);
      stack.pop();
      if (stack.length === 0) return { closedAt: i + 1 };
      stack[stack.length - 1]!.done = true;
      scalar = undefined;
      continue;
    }
    if (c === ",") {
      endPlain(i);
      if (top) {
        top.key = undefined;
        top.afterColon = false;
        top.done = false;
      }
      scalar = undefined;
      continue;
    }
    if (c === ":" && top?.kind === "{" && !top.afterColon && (!yaml || isYamlColon(text, i, plainStart < 0 && scalarQuoted))) {
      endPlain(i);
      if (scalar === undefined) return undefined;
      top.key = scalar;
      top.keys.add(scalar);
      top.afterColon = true;
      top.done = false;
      scalar = undefined;
      continue;
    }
    if (SPACE.test(c)) continue;
    if (plainStart < 0) {
      if (top?.done) return undefined; // a second value in one slot: not what we can read
      plainStart = i;
    }
  }
  return placeAt(text, stack, plainStart >= 0 ? plainStart : to, to, undefined, plainStart >= 0 ? plainStart : to, yaml);
}

function placeAt(text: string, stack: Frame[], prefixStart: number, to: number, quote: '"' | "'" | undefined, start: number, yaml: boolean): FlowPlace | undefined {
  const top = stack[stack.length - 1];
  if (!top || (quote === undefined && top.done && prefixStart === to)) return undefined;
  if (top.done && quote !== undefined) return undefined;
  const path: string[] = [];
  for (let f = 0; f < stack.length - 1; f++) {
    const frame = stack[f]!;
    if (frame.kind === "[") path.push("[]");
    else if (frame.key !== undefined) path.push(frame.key);
    else return undefined;
  }
  const prefix = text.slice(prefixStart, to);
  // A plain scalar ends at these; a quoted one being typed stays on its line.
  if (quote === undefined ? /[\s,:{}[\]]/.test(prefix) : prefix.includes("\n")) return undefined;
  const end = quote !== undefined && text[to] === quote ? to + 1 : to;
  const common = { prefix, start, end, ...(quote !== undefined ? { quote } : {}) };
  if (top.kind === "[") return { path: [...path, "[]"], mode: "value", present: new Set(), ...common };
  if (top.afterColon) return { path, mode: "value", key: top.key!, present: new Set(), ...common };
  // At a slot's start with nothing typed, the key right after the cursor is another key already there.
  return { path, mode: "key", present: new Set([...top.keys, ...keysAfter(text, end, yaml, prefix === "" && quote === undefined)]), ...common };
}

/** The keys of the object the cursor is in that come after it (to the object's end, at its own depth). */
function keysAfter(text: string, from: number, yaml: boolean, atSlotStart: boolean): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectingKey = atSlotStart;
  let scalar: string | undefined;
  let plainStart = -1;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || (yaml && c === "'" && plainStart < 0)) {
      if (plainStart >= 0) continue;
      const close = closingQuote(text, i, text.length);
      if (close < 0) break;
      scalar = unquote(text, i, close);
      i = close;
      continue;
    }
    if (yaml && c === "#" && SPACE.test(text[i - 1] ?? " ")) {
      const eol = text.indexOf("\n", i);
      if (eol < 0) break;
      i = eol;
      continue;
    }
    if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && c === ",") {
      expectingKey = true;
      scalar = undefined;
      plainStart = -1;
    } else if (depth === 0 && c === ":" && expectingKey && (!yaml || isYamlColon(text, i, plainStart < 0))) {
      const key = plainStart >= 0 ? text.slice(plainStart, i).trim() : scalar;
      if (key !== undefined && key !== "") keys.push(key);
      expectingKey = false;
      plainStart = -1;
    } else if (depth === 0 && expectingKey && plainStart < 0 && !SPACE.test(c)) plainStart = i;
  }
  return keys;
}
