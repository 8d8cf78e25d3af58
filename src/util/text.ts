/** Small helpers for messages. */

/** A short, quoted rendering of any JSON value for a message. */
export function show(value: unknown, max = 60): string {
  let text: string;
  if (value === undefined) text = "undefined";
  else if (typeof value === "string") text = JSON.stringify(value);
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

/** The closest candidate to a misspelt word, if one is close enough to be a likely typo. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > 64) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  // Allowed edits grow with the word: none for one or two letters (anything would be "close").
  const maxEdits = word.length <= 2 ? 0 : Math.max(1, Math.floor(word.length / 3));
  let bestDistance = maxEdits + 1;
  for (const c of candidates) {
    const d = distance(lower, c.toLowerCase(), bestDistance - 1);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

export function plural(n: number, one: string, many = one + "s"): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
