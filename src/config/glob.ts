/**
 * Glob matching for config `files`, `ignores` and overrides, by hand (no regular expressions):
 * `*` any characters but "/", `?` one such character, `**` any number of whole path segments.
 * Paths use "/" and are relative to the config file's folder. Segment matching is the classic
 * two-pointer wildcard algorithm (O(n*m) at worst); `**` is a dynamic programme over segments.
 */

function matchSegment(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      mark = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}

/** Splits a glob or path into segments, ignoring "./" and repeated slashes. */
function segments(s: string): string[] {
  return s
    .split("\\").join("/")
    .split("/")
    .filter((x) => x.length > 0 && x !== ".");
}

export function matchGlob(pattern: string, path: string): boolean {
  const ps = segments(pattern);
  const ts = segments(path);
  // reach[j]: the first i pattern segments can match the first j path segments.
  let reach = new Array<boolean>(ts.length + 1).fill(false);
  reach[0] = true;
  for (const seg of ps) {
    const next = new Array<boolean>(ts.length + 1).fill(false);
    if (seg === "**") {
      let any = false;
      for (let j = 0; j <= ts.length; j++) {
        any = any || reach[j]!;
        next[j] = any;
      }
    } else {
      for (let j = 1; j <= ts.length; j++) next[j] = reach[j - 1]! && matchSegment(seg, ts[j - 1]!);
    }
    reach = next;
  }
  return reach[ts.length]!;
}

export function matchesAny(patterns: readonly string[] | undefined, path: string): boolean {
  return patterns !== undefined && patterns.some((p) => matchGlob(p, path));
}
