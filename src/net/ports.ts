/**
 * Firewall port strings, exactly as the API reference states them:
 *
 *   "a single port, a range, or a comma-separated list of ports and ranges (a space may follow each
 *   comma); ranges are inclusive and the end must be greater than the start; ports are 1..65535
 *   with no leading zeros; at most 15 pieces (a single port is one piece, a range is two)"
 *
 * Hand-written and linear: one pass over the characters, no regular expression (port-list
 * grammars written as backtracking regexes have a ReDoS history in other tools).
 */
import { eachItem } from "../util/data.js";

/**
 * The highest port (65535); ports start at 1.
 * @example
 * ```ts
 * parsePorts(String(MAX_PORT + 1)).problems.length; // 1
 * ```
 */
export const MAX_PORT = 65535;
/**
 * The most pieces a port string has (15; a range counts two).
 * @example
 * ```ts
 * parsePorts("1-2, 3-4, 5-6, 7-8, 9-10, 11-12, 13-14, 15").pieceCount > MAX_PORT_PIECES; // true
 * ```
 */
export const MAX_PORT_PIECES = 15;

/**
 * One port or range of a port string, with where it is in the string.
 * @example
 * ```ts
 * const [piece]: PortPiece[] = parsePorts("8000-8080").pieces;
 * piece?.start; // 8000
 * ```
 */
export interface PortPiece {
  /** First port of the piece. */
  readonly start: number;
  /** Last port (inclusive); equal to `start` for a single port. */
  readonly end: number;
  /** Offset of the piece in the string, and its length, for precise positions. */
  readonly offset: number;
  readonly length: number;
}

/**
 * A syntax problem of a port string, with the offset and length of the offending text.
 * @example
 * ```ts
 * const [problem]: PortProblem[] = parsePorts("022").problems;
 * problem?.offset; // 0
 * ```
 */
export interface PortProblem {
  readonly message: string;
  /** Offset and length of the offending part of the string. */
  readonly offset: number;
  readonly length: number;
}

/**
 * A parsed port string: its pieces, the API's piece count and the syntax problems.
 * @example
 * ```ts
 * const { pieces, problems }: PortParse = parsePorts("22, 8000-8080");
 * pieces.length; // 2
 * problems; // []
 * ```
 */
export interface PortParse {
  readonly pieces: PortPiece[];
  /** Pieces as the API counts them: a single port 1, a range 2. */
  readonly pieceCount: number;
  /** Syntax problems, in string order. Empty when the string is well formed. */
  readonly problems: PortProblem[];
}

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COMMA = 44;
const SPACE = 32;
const DASH = 45;

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

function describe(c: string): string {
  if (c === " ") return "a space";
  if (c === "\t") return "a tab";
  if (c === "\n" || c === "\r") return "a line break";
  return JSON.stringify(c);
}

/** Reads one port number at `i`; returns its end offset and value, or a problem. */
function readPort(s: string, i: number, problems: PortProblem[]): { next: number; value: number | undefined } {
  const start = i;
  let value = 0;
  while (i < s.length && isDigit(s.charCodeAt(i))) {
    if (value <= MAX_PORT) value = value * 10 + (s.charCodeAt(i) - DIGIT_0);
    i++;
  }
  if (i === start) {
    const what = i < s.length ? describe(s[i]!) : "the end of the string";
    problems.push({ message: `expected a port number but found ${what}`, offset: i, length: i < s.length ? 1 : 0 });
    return { next: i, value: undefined };
  }
  const text = s.slice(start, i);
  if (text.length > 1 && s.charCodeAt(start) === DIGIT_0) {
    problems.push({ message: `port "${text}" has a leading zero`, offset: start, length: i - start });
    return { next: i, value: undefined };
  }
  if (value < 1 || value > MAX_PORT) {
    problems.push({ message: `port ${text.length > 6 ? text.slice(0, 6) + "…" : text} is outside 1..${MAX_PORT}`, offset: start, length: i - start });
    return { next: i, value: undefined };
  }
  return { next: i, value };
}

/** Skips to the next comma, so one bad piece does not hide the problems of later pieces. */
function skipToComma(s: string, i: number): number {
  while (i < s.length && s.charCodeAt(i) !== COMMA) i++;
  return i;
}

/**
 * Parses a firewall port string in one pass: its pieces with offsets, the API's piece count, and every syntax problem. Never throws.
 * @example
 * ```ts
 * const parsed: PortParse = parsePorts("22, 80-90");
 * parsed.pieceCount; // 3 (a range counts 2)
 * ```
 */
export function parsePorts(s: string): PortParse {
  const pieces: PortPiece[] = [];
  const problems: PortProblem[] = [];
  let pieceCount = 0;
  if (typeof s !== "string") {
    problems.push({ message: 'ports must be a string, e.g. "22" or "80, 443"', offset: 0, length: 0 });
    return { pieces, pieceCount, problems };
  }
  if (s.length === 0) {
    problems.push({ message: "the port string is empty (omit ports, or set it to null, to mean all ports)", offset: 0, length: 0 });
    return { pieces, pieceCount, problems };
  }
  let i = 0;
  while (true) {
    const pieceStart = i;
    const problemsBefore = problems.length;
    const first = readPort(s, i, problems);
    i = first.next;
    let last = first;
    let isRange = false;
    if (problems.length === problemsBefore && i < s.length && s.charCodeAt(i) === DASH) {
      isRange = true;
      last = readPort(s, i + 1, problems);
      i = last.next;
    }
    if (problems.length === problemsBefore && i < s.length && s.charCodeAt(i) !== COMMA) {
      const c = s[i]!;
      const hint = c === " " && s[i + 1] === "," ? " (a space may follow a comma, not precede it)" : "";
      // "unexpected space", not "unexpected a space".
      problems.push({ message: `unexpected ${describe(c).replace(/^an? /, "")} after "${s.slice(pieceStart, i)}"${hint}`, offset: i, length: 1 });
    }
    if (problems.length === problemsBefore && first.value !== undefined && last.value !== undefined) {
      if (isRange && last.value <= first.value) {
        problems.push({
          message: `range "${s.slice(pieceStart, i)}" must end above its start`,
          offset: pieceStart,
          length: i - pieceStart,
        });
      } else {
        pieces.push({ start: first.value, end: last.value, offset: pieceStart, length: i - pieceStart });
      }
    }
    pieceCount += isRange ? 2 : 1;
    i = skipToComma(s, i);
    if (i >= s.length) break;
    // At a comma: one optional space, then the next piece.
    i++;
    if (i < s.length && s.charCodeAt(i) === SPACE) {
      i++;
      if (i < s.length && s.charCodeAt(i) === SPACE) {
        let j = i;
        while (j < s.length && s.charCodeAt(j) === SPACE) j++;
        problems.push({ message: "only one space may follow a comma", offset: i, length: j - i });
        i = j;
      }
    }
    if (i >= s.length) {
      problems.push({ message: "the list ends with a comma", offset: s.length - 1, length: 1 });
      break;
    }
  }
  return { pieces, pieceCount, problems };
}

/**
 * The canonical text of parsed pieces: `22, 80, 8000-8080`.
 * @example
 * ```ts
 * formatPorts(parsePorts("80,22").pieces); // "80, 22"
 * ```
 */
export function formatPorts(pieces: ReadonlyArray<Pick<PortPiece, "start" | "end">>): string {
  if (!Array.isArray(pieces)) return "";
  const valid = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n);
  const parts: string[] = [];
  for (const [, p] of eachItem(pieces as unknown[])) {
    if (typeof p !== "object" || p === null) continue;
    const { start, end } = p as { start?: unknown; end?: unknown };
    if (!valid(start) || !valid(end)) continue;
    parts.push(start === end ? String(start) : `${start}-${end}`);
  }
  return parts.join(", ");
}
