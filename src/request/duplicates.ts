/**
 * Duplicate keys in a JSON text. JSON.parse keeps the last of two equal keys; an upstream that
 * keeps the first would act on a value nobody checked, so a request body that names a field twice
 * is refused. One linear pass over text JSON.parse has already accepted.
 */
import type { Path } from "../diagnostic.js";

interface Container {
  /** The keys seen so far (objects only). */
  readonly keys: Set<string> | undefined;
  /** In an object: the next string is a key. */
  expectKey: boolean;
  /** The current key (objects) or index (arrays): where the next value sits. */
  key: string;
  index: number;
}

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * The path of the first key that an object of `text` holds twice (`["rules", "inbound", 0,
 * "ports"]`), or undefined when there is none. `text` must be JSON that JSON.parse accepted.
 * @example
 * ```ts
 * firstDuplicateKey('{"label": "a", "label": "b"}'); // ["label"]
 * ```
 */
export function firstDuplicateKey(text: string): Path | undefined {
  const stack: Container[] = [];
  const length = text.length;
  let i = 0;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      for (;;) {
        const d = text.charCodeAt(end);
        if (d === BACKSLASH) {
          escaped = true;
          end += 2;
        } else if (d === QUOTE || end >= length) break;
        else end++;
      }
      const top = stack[stack.length - 1];
      if (top !== undefined && top.keys !== undefined && top.expectKey) {
        const key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (top.keys.has(key)) return pathTo(stack, key);
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end + 1;
      continue;
    }
    if (c === 123 /* { */) stack.push({ keys: new Set(), expectKey: true, key: "", index: 0 });
    else if (c === 91 /* [ */) stack.push({ keys: undefined, expectKey: false, key: "", index: 0 });
    else if (c === 125 /* } */ || c === 93 /* ] */) stack.pop();
    else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top !== undefined) {
        if (top.keys !== undefined) top.expectKey = true;
        else top.index++;
      }
    }
    i++;
  }
  return undefined;
}

/**
 * Whether a JSON text that JSON.parse read into `parsed` names a key twice in one object, without
 * collecting keys: every key of the text is followed by one colon outside strings, and every key
 * lost to a duplicate (with whatever it held) is missing from the parsed value, so the text has
 * more colons than the value has keys exactly when some object names a key twice. A scan of the
 * text and a walk of the value, no allocation per key.
 * @example
 * ```ts
 * hasDuplicateKey('{"a": 1, "a": 2}', { a: 2 }); // true
 * ```
 */
export function hasDuplicateKey(text: string, parsed: unknown): boolean {
  return countColons(text) !== countKeys(parsed);
}

function countColons(text: string): number {
  let count = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i) + 1;
      continue;
    }
    if (c === 58 /* : */) count++;
    i++;
  }
  return count;
}

/** The index of the quote that closes the string opened at `start`. */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}

/** Keys of every object in a parsed JSON value (iterative: any depth). */
function countKeys(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === "object" && item !== null) stack.push(item);
      continue;
    }
    const values = Object.values(node);
    count += values.length;
    for (let i = 0; i < values.length; i++) {
      const item = values[i];
      if (typeof item === "object" && item !== null) stack.push(item);
    }
  }
  return count;
}

function pathTo(stack: readonly Container[], key: string): Path {
  const path: Path = [];
  for (let i = 0; i < stack.length - 1; i++) {
    const container = stack[i]!;
    path.push(container.keys !== undefined ? container.key : container.index);
  }
  path.push(key);
  return path;
}
