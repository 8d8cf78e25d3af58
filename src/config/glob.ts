/**
 * One glob dialect for the config (`files`, `ignores`, overrides), ignore files and command-line
 * globs: `*` any characters but "/", `?` one such character, `[abc]` `[a-z]` `[!a]` one character
 * of a class, `**` any number of whole path segments, `{a,b}` alternatives (nested, expanded up to
 * MAX_BRACE_EXPANSIONS), and in a list, `!pattern` takes back what earlier patterns matched. Dot
 * files match like any other (ESLint's `dot: true`). Paths use "/" and are relative.
 *
 * Matching is by hand, in O(pattern × path) whatever the pattern: globs come from the pull
 * request (config, ignore files, CI arguments), and regex-based matchers backtrack exponentially
 * on patterns like `*a*a*a*b` (picomatch takes seconds on a 300-character name).
 */

/** At most this many alternatives from one pattern's braces; past it the braces are literal text. */
export const MAX_BRACE_EXPANSIONS = 256;

type Token = { kind: "star" } | { kind: "any" } | { kind: "char"; ch: string } | { kind: "class"; negated: boolean; ranges: Array<[string, string]> };

/** A segment pattern as tokens; a "[" without its "]" is a literal "[". */
function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*") {
      if (tokens[tokens.length - 1]?.kind !== "star") tokens.push({ kind: "star" });
    } else if (c === "?") tokens.push({ kind: "any" });
    else if (c === "\\" && i + 1 < pattern.length) tokens.push({ kind: "char", ch: pattern[++i]! });
    else if (c === "[") {
      let j = i + 1;
      const negated = pattern[j] === "!" || pattern[j] === "^";
      if (negated) j++;
      const ranges: Array<[string, string]> = [];
      let first = true;
      for (; j < pattern.length && (pattern[j] !== "]" || first); j++) {
        first = false;
        const lo = pattern[j]!;
        if (pattern[j + 1] === "-" && j + 2 < pattern.length && pattern[j + 2] !== "]") {
          ranges.push([lo, pattern[j + 2]!]);
          j += 2;
        } else ranges.push([lo, lo]);
      }
      if (j >= pattern.length) tokens.push({ kind: "char", ch: "[" });
      else {
        tokens.push({ kind: "class", negated, ranges });
        i = j;
      }
    } else tokens.push({ kind: "char", ch: c });
  }
  return tokens;
}

function matchesToken(t: Token, ch: string): boolean {
  if (t.kind === "any") return true;
  if (t.kind === "char") return t.ch === ch;
  if (t.kind === "class") return t.ranges.some(([lo, hi]) => lo <= ch && ch <= hi) !== t.negated;
  return false;
}

/** The classic two-pointer wildcard algorithm over tokens: O(n × m) at worst, never exponential. */
function matchSegment(tokens: readonly Token[], text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    const token = tokens[p];
    if (token && token.kind !== "star" && matchesToken(token, text[t]!)) {
      p++;
      t++;
    } else if (token?.kind === "star") {
      star = p++;
      mark = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (tokens[p]?.kind === "star") p++;
  return p === tokens.length;
}

/** Splits a path into segments, ignoring "./" and repeated slashes; "\\" separates too (Windows). */
function segments(s: string): string[] {
  return s
    .split("\\")
    .join("/")
    .split("/")
    .filter((x) => x.length > 0 && x !== ".");
}

/** Splits a pattern into segments: only "/" separates ("\\" escapes the next character). */
function patternSegments(s: string): string[] {
  return s.split("/").filter((x) => x.length > 0 && x !== ".");
}

/** `{a,b}` alternatives, nested, in order; past `limit` results the pattern is kept as written. */
export function expandBraces(pattern: string, limit = MAX_BRACE_EXPANSIONS): string[] {
  const open = findBrace(pattern);
  if (!open) return [pattern];
  const { start, end, parts } = open;
  const out: string[] = [];
  for (const part of parts) {
    for (const expanded of expandBraces(pattern.slice(0, start) + part + pattern.slice(end + 1), limit)) {
      out.push(expanded);
      if (out.length > limit) return [pattern];
    }
  }
  return out;
}

/** The first top-level `{…,…}` with at least one comma: its span and alternatives. */
function findBrace(pattern: string): { start: number; end: number; parts: string[] } | undefined {
  for (let start = 0; start < pattern.length; start++) {
    if (pattern[start] === "\\") {
      start++;
      continue;
    }
    if (pattern[start] !== "{") continue;
    let depth = 0;
    const parts: string[] = [];
    let from = start + 1;
    for (let i = start; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === "\\") {
        i++;
        continue;
      }
      if (c === "{") depth++;
      else if (c === "}") {
        depth--;
        if (depth === 0) {
          parts.push(pattern.slice(from, i));
          if (parts.length > 1) return { start, end: i, parts };
          break;
        }
      } else if (c === "," && depth === 1) {
        parts.push(pattern.slice(from, i));
        from = i + 1;
      }
    }
  }
  return undefined;
}

interface Compiled {
  readonly alternatives: ReadonlyArray<ReadonlyArray<Token[] | "**">>;
}

const cache = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  let compiled = cache.get(pattern);
  if (!compiled) {
    compiled = { alternatives: expandBraces(pattern).map((p) => patternSegments(p).map((s) => (s === "**" ? "**" : tokenize(s)))) };
    if (cache.size > 10_000) cache.clear();
    cache.set(pattern, compiled);
  }
  return compiled;
}

function matchSegments(ps: ReadonlyArray<Token[] | "**">, ts: readonly string[]): boolean {
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

/** Does the glob match the path? (A leading "!" is part of the pattern here; lists use it to negate.) */
export function matchGlob(pattern: string, path: string): boolean {
  if (typeof pattern !== "string" || typeof path !== "string") return false;
  const ts = segments(path);
  return compile(pattern).alternatives.some((ps) => matchSegments(ps, ts));
}

/** In order: a pattern that matches includes the path, a `!pattern` that matches takes it back. */
export function matchesAny(patterns: readonly string[] | undefined, path: string): boolean {
  if (!Array.isArray(patterns)) return false;
  let matched = false;
  for (const p of patterns) {
    if (typeof p !== "string") continue;
    if (p.startsWith("!")) {
      if (matched && matchGlob(p.slice(1), path)) matched = false;
    } else if (!matched && matchGlob(p, path)) matched = true;
  }
  return matched;
}

/** True when the text holds glob syntax (for command-line arguments). */
export function isGlob(text: string): boolean {
  return /[*?[{]/.test(text);
}

/** Whether patterns of the form `folder/**` or `folder/` (not taken back by a later `!`) cover a folder (relative path). */
export function folderCovered(patterns: readonly string[], rel: string, match: (pattern: string, path: string) => boolean = matchGlob): boolean {
  let covered = false;
  for (const pattern of patterns) {
    if (pattern.startsWith("!")) {
      // A later exception inside the folder means the folder must be read.
      if (covered && match(pattern.slice(1), `${rel}/x`)) covered = false;
      if (covered && pattern.slice(1).startsWith(`${rel}/`)) covered = false;
      continue;
    }
    const folder = pattern.endsWith("/**") ? pattern.slice(0, -3) : pattern.endsWith("/") ? pattern.slice(0, -1) : undefined;
    if (folder !== undefined && folder.length > 0 && match(folder, rel)) covered = true;
  }
  return covered;
}

