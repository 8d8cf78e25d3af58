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

/** A compiled pattern: the named groups it defines, and a search that yields their values (or null: no match). */
export interface PolicyRegex {
  readonly source: string;
  readonly names: readonly string[];
  search(text: string): Map<string, string> | null;
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
  const regex: PolicyRegex = {
    source: pattern,
    names,
    search(text: string) {
      const m = re.matcher(text);
      if (!m.find()) return null;
      const captures = new Map<string, string>();
      for (const name of names) {
        const value = m.group(groups[name]!);
        if (typeof value === "string") captures.set(name, value);
      }
      return captures;
    },
  };
  return { ok: true, regex };
}
