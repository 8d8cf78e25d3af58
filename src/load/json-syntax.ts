/**
 * Strict JSON syntax check (RFC 8259) that says where the text goes wrong, and what JSON.parse
 * read of a text that YAML reads the same way.
 *
 * `.json` state files are read by JSON.parse when YAML would read them the same (readsAsYaml);
 * otherwise they go through the YAML reader, and YAML accepts more than JSON (trailing commas,
 * bare words, comments), so they are first held to JSON itself. JSON.parse cannot say where a
 * text goes wrong: its messages do not reliably give an offset and may quote the whole input.
 * One pass, no recursion (an explicit stack), no regular expressions.
 */

/** JSON.parse's reading of a text: its data, or null when the text is not JSON. */
export type JsonReading = { readonly data: unknown } | null;

/**
 * JSON.parse of a text within the size limit (undefined over it, where nothing is parsed): read
 * once for every reader of a .json file (the Terraform check, then the loader). Never throws.
 */
export function readJsonWithin(text: string, limits: { readonly maxBytes: number }, byteLength?: number): JsonReading | undefined {
  if (typeof text !== "string" || Math.max(byteLength ?? 0, text.length) > limits.maxBytes) return undefined;
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

export interface JsonSyntaxError {
  readonly offset: number;
  readonly message: string;
}


const enum Expect {
  Value,
  ValueOrClose, // right after "["
  KeyOrClose, // right after "{"
  Key, // after "," in an object
  Colon,
  CommaOrClose,
}

/** JSON's white space: space, tab, line feed, carriage return. */
export function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
}

function describe(text: string, i: number): string {
  if (i >= text.length) return "the end of the file";
  const c = text[i]!;
  if (c === "\n" || c === "\r") return "a line break";
  return JSON.stringify(c);
}

/** Returns the end offset of the string starting at `i` (a quote), or an error. */
function scanString(text: string, i: number): number | JsonSyntaxError {
  i++;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return { offset: i, message: "control characters must be escaped inside strings" };
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === "u") {
        for (let k = 2; k < 6; k++) {
          if (!isHex(text.charCodeAt(i + k))) return { offset: i, message: "\\u must be followed by four hex digits" };
        }
        i += 6;
        continue;
      }
      if (e === undefined || !'"\\/bfnrt'.includes(e)) return { offset: i, message: `invalid escape ${JSON.stringify("\\" + (e ?? ""))}` };
      i += 2;
      continue;
    }
    i++;
  }
  return { offset: text.length, message: "unterminated string" };
}

function scanNumber(text: string, i: number): number | JsonSyntaxError {
  const start = i;
  if (text.charCodeAt(i) === 0x2d) i++;
  if (text.charCodeAt(i) === 0x30) {
    i++;
    if (isDigit(text.charCodeAt(i))) return { offset: start, message: "numbers must not have leading zeros" };
  } else if (isDigit(text.charCodeAt(i))) {
    while (isDigit(text.charCodeAt(i))) i++;
  } else {
    return { offset: start, message: `unexpected ${describe(text, start)}` };
  }
  if (text.charCodeAt(i) === 0x2e) {
    i++;
    if (!isDigit(text.charCodeAt(i))) return { offset: i, message: "a digit must follow the decimal point" };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  const e = text.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === 0x2d) i++;
    if (!isDigit(text.charCodeAt(i))) return { offset: i, message: "a digit must follow the exponent" };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

/** The first syntax error of `text` as JSON, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: number[] = []; // 0x7b for objects, 0x5b for arrays
  let expect: Expect = Expect.Value;
  let i = 0;
  let done = false;
  while (true) {
    while (isWhitespace(text.charCodeAt(i))) i++;
    if (done) return i < text.length ? { offset: i, message: `unexpected ${describe(text, i)} after the end of the document` } : undefined;
    if (i >= text.length) return { offset: i, message: stack.length ? `unexpected end of file: ${stack.length} unclosed bracket(s)` : "the file is empty" };
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    const closes = (c === 0x7d && top === 0x7b) || (c === 0x5d && top === 0x5b);
    if (expect === Expect.ValueOrClose) {
      if (c === 0x5d) {
        stack.pop();
        i++;
        expect = Expect.CommaOrClose;
        if (stack.length === 0) done = true;
        continue;
      }
      expect = Expect.Value;
    }
    switch (expect) {
      case Expect.Colon:
        if (c !== 0x3a) return { offset: i, message: `expected ":" after the key but found ${describe(text, i)}` };
        i++;
        expect = Expect.Value;
        continue;
      case Expect.CommaOrClose:
        if (c === 0x2c) {
          i++;
          expect = top === 0x7b ? Expect.Key : Expect.Value;
          continue;
        }
        if (closes) {
          stack.pop();
          i++;
          if (stack.length === 0) done = true;
          continue;
        }
        return { offset: i, message: `expected "," or "${top === 0x7b ? "}" : "]"}" but found ${describe(text, i)}` };
      case Expect.KeyOrClose:
      case Expect.Key:
        if (expect === Expect.KeyOrClose && c === 0x7d) {
          stack.pop();
          i++;
          expect = Expect.CommaOrClose;
          if (stack.length === 0) done = true;
          continue;
        }
        if (c !== 0x22) {
          const why = expect === Expect.Key && c === 0x7d ? "a trailing comma is not allowed" : `expected a double-quoted key but found ${describe(text, i)}`;
          return { offset: i, message: why };
        }
        {
          const end = scanString(text, i);
          if (typeof end !== "number") return end;
          i = end;
        }
        expect = Expect.Colon;
        continue;
      case Expect.Value: {
        if (c === 0x7b || c === 0x5b) {
          stack.push(c);
          i++;
          expect = c === 0x7b ? Expect.KeyOrClose : Expect.ValueOrClose;
          continue;
        }
        if (c === 0x5d && top === 0x5b) return { offset: i, message: "a trailing comma is not allowed" };
        let end: number | JsonSyntaxError;
        if (c === 0x22) end = scanString(text, i);
        else if (c === 0x2d || isDigit(c)) end = scanNumber(text, i);
        else {
          const word = ["true", "false", "null"].find((w) => text.startsWith(w, i));
          end = word ? i + word.length : { offset: i, message: `unexpected ${describe(text, i)}; expected a value` };
        }
        if (typeof end !== "number") return end;
        i = end;
        expect = Expect.CommaOrClose;
        if (stack.length === 0) done = true;
        continue;
      }
    }
  }
}

/** A key longer than this (in characters, as JSON.parse read it) may be longer than 1000 as written (`\u0041` is six characters for one). */
const LONGEST_SAFE_KEY = 166;

/**
 * Whether YAML reads `text`, which JSON.parse read into `data`, as the same data without a finding
 * (so that the loader may take JSON.parse's data, and leave the positions for later): within
 * `maxDepth` and `maxValues` (values as yaml's lexer counts them: keys and scalars), no key named
 * twice (JSON.parse keeps the last one; YAML reports it), no integer past 2^53 (YAML reports it),
 * no tab (tabs are white space to JSON; YAML refuses them in some places), no line break between a
 * key and its colon (YAML keys are on one line) and no key of more than 1000 characters (yaml
 * refuses one past 1024). A false answer is always safe: the loader then reads the text as YAML.
 *
 * One walk of the data and a search of the text for colons, no pass over its every character.
 * Keys named twice are found by counting: each key of the text is followed by one colon outside
 * strings, and a key lost to a repeated one is missing from the data with all it held, so the
 * colons of the text number the data's keys plus the colons inside its strings exactly when no key
 * is repeated (a colon written `\u003a` would break the count: such a text is read as YAML).
 */
export function readsAsYaml(text: string, data: unknown, maxDepth: number, maxValues: number): boolean {
  if (text.includes("\t") || /\\u003[aA]/.test(text)) return false;
  let colons = 0;
  for (let at = text.indexOf(":"); at >= 0; at = text.indexOf(":", at + 1)) {
    colons++;
    // A colon first on its line is a key's (strings hold no raw line break) and its key is on a line before.
    let before = at - 1;
    while (text.charCodeAt(before) === 0x20 || text.charCodeAt(before) === 0x0d) before--;
    if (text.charCodeAt(before) === 0x0a) return false;
  }
  let values = 0;
  // The containers left to read, with their depth (the outermost is 1).
  const stack: unknown[] = [data];
  const depths: number[] = [0];
  while (stack.length > 0) {
    const value = stack.pop();
    const depth = depths.pop()! + 1;
    if (Array.isArray(value)) {
      if (depth > maxDepth) return false;
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === "object" && item !== null) {
          stack.push(item);
          depths.push(depth);
        } else if (!scalar(item)) return false;
      }
    } else if (typeof value === "object" && value !== null) {
      if (depth > maxDepth) return false;
      // for-in reads the keys without making a list of them; JSON.parse's objects inherit no enumerable key.
      for (const key in value) {
        if (key.length > LONGEST_SAFE_KEY) return false;
        colons -= colonsIn(key) + 1;
        values++;
        const item: unknown = (value as Record<string, unknown>)[key];
        if (typeof item === "object" && item !== null) {
          stack.push(item);
          depths.push(depth);
        } else if (!scalar(item)) return false;
      }
    } else if (!scalar(value)) return false;
    if (values > maxValues) return false;
  }
  return colons === 0;

  /** Counts a scalar; false for an integer past 2^53. */
  function scalar(item: unknown): boolean {
    values++;
    if (typeof item === "string") colons -= colonsIn(item);
    else if (typeof item === "number" && Number.isInteger(item) && !Number.isSafeInteger(item)) return false;
    return true;
  }
}

function colonsIn(s: string): number {
  let n = 0;
  for (let at = s.indexOf(":"); at >= 0; at = s.indexOf(":", at + 1)) n++;
  return n;
}
