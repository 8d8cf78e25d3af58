/** Small helpers for messages. */

/**
 * Characters that must never reach a terminal, a CI log or a reader raw: C0 and C1 controls
 * (escape sequences, newlines that start a forged workflow command), DEL, the line and paragraph
 * separators, bidirectional overrides and isolates (they make a message read as something else)
 * and zero-width characters (they hide a difference between two equal-looking labels).
 */
const BEYOND_C0 = "\\u007f-\\u009f\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb";
export const UNSAFE_CHARACTERS = new RegExp(`[\\u0000-\\u001f${BEYOND_C0}]`, "g");
/** The unsafe characters JSON.stringify leaves raw (it escapes C0 itself inside strings). */
export const UNSAFE_BEYOND_C0 = new RegExp(`[${BEYOND_C0}]`, "g");
const UNSAFE_TEST = new RegExp(UNSAFE_CHARACTERS.source);

/** One character as a `\\u001b`-style escape. */
export const escapeCharacter = (c: string): string => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");

/**
 * The text with every unsafe character written as a `\u001b`-style escape. Safe text comes back
 * as it is (the same string), so escaping twice changes nothing.
 * @example
 * ```ts
 * escapeText("web\u202e1"); // "web\\u202e1": the bidirectional override is shown, not obeyed
 * ```
 */
export function escapeText(text: string): string {
  if (typeof text !== "string") return "";
  return UNSAFE_TEST.test(text) ? text.replace(UNSAFE_CHARACTERS, escapeCharacter) : text;
}

/** True when the text holds a character escapeText would rewrite. */
export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_TEST.test(text);
}

/** A short, quoted rendering of any JSON value for a message. */
export function show(value: unknown, max = 60): string {
  let text: string;
  if (value === undefined) text = "undefined";
  else if (typeof value === "string") text = escapeText(JSON.stringify(value.length > max * 4 ? value.slice(0, max * 4) : value));
  else if (typeof value === "number" || typeof value === "boolean" || value === null) text = String(value);
  else if (Array.isArray(value)) text = `a list of ${value.length}`;
  else if (typeof value === "object") text = "a mapping";
  else text = typeof value;
  return text.length > max ? text.slice(0, max - 1) + "…" : text;
}

/** The JSON type name of a value, as a user would say it. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "number") return Number.isInteger(value) ? "an integer" : "a number";
  if (typeof value === "string") return "a string";
  if (typeof value === "boolean") return "a boolean";
  return typeof value;
}

/**
 * Edit distance with adjacent transpositions counted as one edit (optimal string alignment), so
 * "lable" is one edit from "label". Bounded: returns max+1 as soon as the distance exceeds max.
 */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Edits allowed for a word to count as a likely typo: none for one or two letters (anything would be "close"). */
function maxEditsFor(word: string): number {
  return word.length <= 2 ? 0 : Math.max(1, Math.floor(word.length / 3));
}

/** The closest candidate to a misspelt word, if one is close enough to be a likely typo. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  return new Suggester(candidates).suggest(word);
}

/**
 * "Did you mean" against one set of candidates, for many words: candidates are bucketed by length
 * (a likely typo differs in length by at most its edit allowance), each distinct word is answered
 * once, and the total work is capped by a budget of character comparisons, after which no more
 * suggestions are made. So suggesting for n references against m labels costs at most the budget,
 * never n × m × label length.
 */
export class Suggester {
  private readonly byLength = new Map<number, Array<[number, string]>>();
  private readonly cache = new Map<string, string | undefined>();
  private budget: number;

  constructor(candidates: Iterable<string>, budget = 20_000_000) {
    this.budget = budget;
    let index = 0;
    for (const c of candidates) {
      index++;
      if (typeof c !== "string") continue;
      let bucket = this.byLength.get(c.length);
      if (!bucket) this.byLength.set(c.length, (bucket = []));
      bucket.push([index, c]);
    }
  }

  suggest(word: string): string | undefined {
    if (typeof word !== "string" || word.length > 64) return undefined;
    if (this.cache.has(word)) return this.cache.get(word);
    if (this.budget <= 0) return undefined;
    const lower = word.toLowerCase();
    const maxEdits = maxEditsFor(word);
    let best: string | undefined;
    let bestDistance = maxEdits + 1;
    // Candidates in input order among the lengths in reach, the same answer a plain scan gives.
    let near: Array<[number, string]> = [];
    for (let len = Math.max(0, word.length - maxEdits); len <= word.length + maxEdits; len++) {
      const bucket = this.byLength.get(len);
      if (bucket) near = near.concat(bucket);
    }
    near.sort((a, b) => a[0] - b[0]);
    for (const [, c] of near) {
      if (this.budget <= 0) break;
      this.budget -= (word.length + 1) * (c.length + 1);
      const d = distance(lower, c.toLowerCase(), bestDistance - 1);
      if (d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    if (this.budget > 0 || best !== undefined) this.cache.set(word, best);
    return best;
  }
}

export function plural(n: number, one: string, many = one + "s"): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A string's length in code points (as JSON Schema's maxLength and the API count characters),
 * without an array of its characters.
 * @example
 * ```ts
 * codePoints("a😀"); // 2
 * ```
 */
export function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}
