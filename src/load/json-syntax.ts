/**
 * Strict JSON syntax check (RFC 8259) that says where the text goes wrong.
 *
 * `.json` state files go through the YAML parser for positions, but YAML accepts more than JSON
 * (trailing commas, bare words, comments), so they are first held to JSON itself. JSON.parse
 * cannot be used for this: its messages do not reliably give an offset and may quote the whole
 * input. One pass, no recursion (an explicit stack), no regular expressions.
 */

export interface JsonSyntaxError {
  readonly offset: number;
  readonly message: string;
}

/** What the check saw of a JSON text, for the loader's JSON.parse way (load.ts). */
export interface JsonShape {
  /** Strings (keys included), numbers, true, false and null: the values yaml's lexer would count. */
  values: number;
  /** Object keys, repeated ones included. */
  keys: number;
  /** The deepest nesting of brackets. */
  depth: number;
  /**
   * False when the text holds something the one-pass YAML reader or yaml reads apart from
   * JSON.parse: a tab between tokens, a line break between a key and its colon, a key of more
   * than 1000 characters, a number of more than 15 characters or with an exponent (it may be an
   * integer past 2^53, which yaml reports).
   */
  plain: boolean;
}

/** A shape to fill. */
export const emptyJsonShape = (): JsonShape => ({ values: 0, keys: 0, depth: 0, plain: true });

const enum Expect {
  Value,
  ValueOrClose, // right after "["
  KeyOrClose, // right after "{"
  Key, // after "," in an object
  Colon,
  CommaOrClose,
}

function isWhitespace(c: number): boolean {
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

function hasExponent(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if ((text.charCodeAt(i) | 0x20) === 0x65) return true;
  return false;
}

/** The first syntax error of `text` as JSON, or undefined when it is valid JSON; `shape` (when given) is filled on the way. */
export function findJsonSyntaxError(text: string, shape: JsonShape = emptyJsonShape()): JsonSyntaxError | undefined {
  const stack: number[] = []; // 0x7b for objects, 0x5b for arrays
  let expect: Expect = Expect.Value;
  let i = 0;
  let done = false;
  while (true) {
    for (let c = text.charCodeAt(i); isWhitespace(c); c = text.charCodeAt(++i)) {
      if (c === 0x09 || (expect === Expect.Colon && (c === 0x0a || c === 0x0d))) shape.plain = false;
    }
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
          if (end - i > 1002) shape.plain = false;
          shape.keys++;
          shape.values++;
          i = end;
        }
        expect = Expect.Colon;
        continue;
      case Expect.Value: {
        if (c === 0x7b || c === 0x5b) {
          stack.push(c);
          if (stack.length > shape.depth) shape.depth = stack.length;
          i++;
          expect = c === 0x7b ? Expect.KeyOrClose : Expect.ValueOrClose;
          continue;
        }
        if (c === 0x5d && top === 0x5b) return { offset: i, message: "a trailing comma is not allowed" };
        let end: number | JsonSyntaxError;
        if (c === 0x22) end = scanString(text, i);
        else if (c === 0x2d || isDigit(c)) {
          end = scanNumber(text, i);
          if (typeof end === "number" && (end - i > 15 || hasExponent(text, i, end))) shape.plain = false;
        } else {
          const word = ["true", "false", "null"].find((w) => text.startsWith(w, i));
          end = word ? i + word.length : { offset: i, message: `unexpected ${describe(text, i)}; expected a value` };
        }
        if (typeof end !== "number") return end;
        shape.values++;
        i = end;
        expect = Expect.CommaOrClose;
        if (stack.length === 0) done = true;
        continue;
      }
    }
  }
}
