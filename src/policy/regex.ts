/**
 * Regular expressions from policy files, run by RE2JS (a JavaScript port of RE2): matching takes
 * time linear in the text whatever the pattern, so a policy cannot hang a run with a pattern that
 * backtracks; constructs that need backtracking (backreferences, lookaround) are refused when the
 * policy is compiled.
 */
import { RE2JS } from "re2js";

/** Longest pattern a policy may hold, and the largest compiled program (RE2's own measure). */
export const MAX_PATTERN_LENGTH = 1000;
const MAX_PROGRAM_SIZE = 10_000;
/** The memo of a pattern's answers: texts up to this long, this many of them. */
const MEMO_TEXT_LENGTH = 256;
const MEMO_ENTRIES = 4096;
/** What a match of a pattern without named groups yields (never written to). */
const NO_CAPTURES: ReadonlyMap<string, string> = new Map();

/** A compiled pattern: the named groups it defines, and a search that yields their values (or null: no match). */
export interface PolicyRegex {
  readonly source: string;
  readonly names: readonly string[];
  search(text: string): ReadonlyMap<string, string> | null;
}

/** Compiles a pattern (RE2 syntax; `(?<name>…)` and `(?P<name>…)` both name a group), or says why not. */
export function compileRegex(pattern: string): { ok: true; regex: PolicyRegex } | { ok: false; reason: string } {
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `the pattern is longer than ${MAX_PATTERN_LENGTH} characters` };
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    const message = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : "invalid pattern";
    return { ok: false, reason: `${message} (patterns use RE2 syntax, which runs in linear time: no backreferences or lookaround)` };
  }
  if (re.programSize() > MAX_PROGRAM_SIZE) return { ok: false, reason: "the pattern is too large once its repetitions are expanded" };
  const groups = re.namedGroups() as Record<string, number>;
  const names = Object.keys(groups);
  // Labels, regions and rule names recur across resources: each distinct short text is matched
  // once (a bounded memo; cleared when full, so hostile input cannot grow it).
  const memo = new Map<string, ReadonlyMap<string, string> | null>();
  const run = (text: string): ReadonlyMap<string, string> | null => {
    // Without named groups only whether it matches counts: RE2's test needs no matcher.
    if (names.length === 0) return re.test(text) ? NO_CAPTURES : null;
    const m = re.matcher(text);
    if (!m.find()) return null;
    const captures = new Map<string, string>();
    for (const name of names) {
      const value = m.group(groups[name]!);
      if (typeof value === "string") captures.set(name, value);
    }
    return captures;
  };
  const regex: PolicyRegex = {
    source: pattern,
    names,
    search(text: string): ReadonlyMap<string, string> | null {
      if (text.length > MEMO_TEXT_LENGTH) return run(text);
      const known = memo.get(text);
      if (known !== undefined) return known;
      const found = run(text);
      if (memo.size >= MEMO_ENTRIES) memo.clear();
      memo.set(text, found);
      return found;
    },
  };
  return { ok: true, regex };
}
