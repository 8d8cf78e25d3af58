/**
 * Regular expressions from policy files, run by RE2JS (a JavaScript port of RE2): matching takes
 * time linear in the text whatever the pattern, so a policy cannot hang a run with a pattern that
 * backtracks; constructs that need backtracking (backreferences, lookaround) are refused when the
 * policy is compiled.
 *
 * Linear is not cheap: RE2 may walk every instruction of the program at every character (text ×
 * program), and compiling a pattern costs time and memory of its own. So a set of policy files may
 * hold at most MAX_PATTERNS distinct patterns of MAX_TOTAL_PROGRAM instructions together (each
 * compiled once however often it is written), and the matches of one run share a PatternBudget
 * that grows with the text they read: a policy file cannot make a run cost more than a small
 * multiple of reading its state, and a match past the budget is reported, never passed.
 */
import { RE2JS } from "re2js";

/**
 * A pattern compiled by RE2JS (throws as RE2JS.compile does). The one way into re2js for the rest
 * of src/ (Terraform's regex functions too): the CLI bundle loads re2js on the first call (see
 * lazyRe2js in scripts/cli-bundle.mjs), so a run that compiles no pattern never loads it.
 */
export function compileRe2(pattern: string): RE2JS {
  return RE2JS.compile(pattern);
}

/** Longest pattern a policy may hold, and the largest compiled program (RE2's own measure). */
export const MAX_PATTERN_LENGTH = 1000;
const MAX_PROGRAM_SIZE = 10_000;
/**
 * Distinct patterns of one set of policy files, their programs' instructions together, and their
 * weight together: what compiling them and preparing their first match costs, in characters of
 * pattern, where a Unicode class (`\p{L}`, `\P{Greek}`) weighs UNICODE_CLASS_WEIGHT (it expands to
 * hundreds of ranges: ~300 times what a plain character costs to compile and to prepare).
 */
export const MAX_PATTERNS = 2000;
export const MAX_TOTAL_PROGRAM = 50_000;
export const MAX_PATTERN_WEIGHT = 100_000;
export const UNICODE_CLASS_WEIGHT = 300;

/** What a pattern weighs toward MAX_PATTERN_WEIGHT (a `\p` written after an escaped backslash counts too: an overestimate). */
export function patternWeight(pattern: string): number {
  let classes = 0;
  for (let i = pattern.indexOf("\\"); i >= 0 && i + 1 < pattern.length; i = pattern.indexOf("\\", i + 1)) {
    const next = pattern[i + 1];
    if (next === "p" || next === "P") classes++;
  }
  return pattern.length + UNICODE_CLASS_WEIGHT * classes;
}
/**
 * A run's work for patterns, in steps of RE2's slowest engine (one instruction at one character;
 * some 20 ns each on the reference machine): a floor, this much more for each resource of the
 * account, and this much more for each character of each distinct text the patterns read. Linting
 * a resource costs about 350 µs and a character of dense state about 1.5 µs, so the patterns stay
 * within a small multiple of the lint, and an honest set fits: a resource's label may be matched
 * by some 50 typical patterns (10 to 50 instructions), each character of a StackScript by patterns
 * of 64 instructions together (a few typical ones; `{0,40}` alone expands to 80). The estimate is
 * RE2's worst case; most matches cost less.
 */
export const PATTERN_WORK_FLOOR = 10_000_000;
export const PATTERN_WORK_PER_RESOURCE = 20_000;
export const PATTERN_WORK_PER_CHARACTER = 64;
/** What one match costs beyond its characters (setting up the engine), in the same steps. */
export const PATTERN_MATCH_OVERHEAD = 64;
/** The memo of a pattern's answers: texts up to this long, this many of them. */
const MEMO_TEXT_LENGTH = 256;
const MEMO_ENTRIES = 4096;
/** What a match of a pattern without named groups yields (never written to). */
const NO_CAPTURES: ReadonlyMap<string, string> = new Map();

/** What search() returns when the match would pass the run's budget: not evaluated. */
export const OVER_BUDGET = Symbol("over budget");

/**
 * The work the matches of one run may do: `floor` (by default PATTERN_WORK_FLOOR and
 * PATTERN_WORK_PER_RESOURCE for each of the account's resources), plus PATTERN_WORK_PER_CHARACTER
 * for each character of each distinct text matched. A match costs its text's length (+ 1) times its
 * program's size, plus PATTERN_MATCH_OVERHEAD; an answer remembered from an earlier match, nothing.
 */
export class PatternBudget {
  private spent = 0;
  private allowance: number;
  private readonly seen = new Set<string>();

  constructor(floor = PATTERN_WORK_FLOOR) {
    this.allowance = floor;
  }

  /** The budget of a run over an account of `resources` resources. */
  static forAccount(resources: number): PatternBudget {
    return new PatternBudget(PATTERN_WORK_FLOOR + PATTERN_WORK_PER_RESOURCE * resources);
  }

  /** Charges one match; false (nothing charged) when it would pass the budget. */
  charge(text: string, programSize: number): boolean {
    if (!this.seen.has(text)) {
      this.seen.add(text);
      this.allowance += PATTERN_WORK_PER_CHARACTER * text.length;
    }
    const cost = (text.length + 1) * programSize + PATTERN_MATCH_OVERHEAD;
    if (this.spent + cost > this.allowance) return false;
    this.spent += cost;
    return true;
  }

  /** Work charged so far (for tests and benchmarks). */
  get work(): number {
    return this.spent;
  }
}

/** A compiled pattern: the named groups it defines, and a search that yields their values (or null: no match). */
export interface PolicyRegex {
  readonly source: string;
  readonly names: readonly string[];
  /** Instructions of the compiled program (what a match costs per character). */
  readonly programSize: number;
  /** The named groups of the first match, null for no match, OVER_BUDGET when the budget given would be passed. */
  search(text: string, budget?: PatternBudget): ReadonlyMap<string, string> | null | typeof OVER_BUDGET;
}

type Compiled = { ok: true; regex: PolicyRegex } | { ok: false; reason: string; programSize?: number };

/** Compiles a pattern (RE2 syntax; `(?<name>…)` and `(?P<name>…)` both name a group), or says why not. */
export function compileRegex(pattern: string): Compiled {
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `the pattern is longer than ${MAX_PATTERN_LENGTH} characters` };
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    const message = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : "invalid pattern";
    return { ok: false, reason: `${message} (patterns use RE2 syntax, which runs in linear time: no backreferences or lookaround)` };
  }
  const programSize = re.programSize();
  if (programSize > MAX_PROGRAM_SIZE) return { ok: false, reason: "the pattern is too large once its repetitions are expanded", programSize };
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
    programSize,
    search(text: string, budget?: PatternBudget): ReadonlyMap<string, string> | null | typeof OVER_BUDGET {
      const short = text.length <= MEMO_TEXT_LENGTH;
      if (short) {
        const known = memo.get(text);
        if (known !== undefined) return known;
      }
      if (budget && !budget.charge(text, programSize)) return OVER_BUDGET;
      const found = run(text);
      if (short) {
        if (memo.size >= MEMO_ENTRIES) memo.clear();
        memo.set(text, found);
      }
      return found;
    },
  };
  return { ok: true, regex };
}

/**
 * Compiles the patterns of one set of policy files: each distinct pattern once (the same text in
 * two policies is one program), at most MAX_PATTERNS of them, MAX_PATTERN_WEIGHT of weight and
 * MAX_TOTAL_PROGRAM instructions together; patterns past a limit are refused without being compiled.
 */
export class PatternCompiler {
  private readonly compiled = new Map<string, Compiled>();
  private program = 0;
  private weight = 0;

  compile(pattern: string): Compiled {
    const known = this.compiled.get(pattern);
    if (known) return known;
    if (this.compiled.size >= MAX_PATTERNS) return { ok: false, reason: `the policy files hold more than ${MAX_PATTERNS} distinct patterns` };
    if (this.program > MAX_TOTAL_PROGRAM) return { ok: false, reason: `the policy files' patterns together pass ${MAX_TOTAL_PROGRAM} instructions once compiled` };
    const weight = patternWeight(pattern);
    if (this.weight + weight > MAX_PATTERN_WEIGHT) {
      return { ok: false, reason: `the policy files' patterns together pass ${MAX_PATTERN_WEIGHT} characters (a Unicode class such as \\p{L} counts as ${UNICODE_CLASS_WEIGHT})` };
    }
    this.weight += weight;
    const result = compileRegex(pattern);
    this.program += result.ok ? result.regex.programSize : (result.programSize ?? 0);
    const kept: Compiled = result.ok && this.program > MAX_TOTAL_PROGRAM ? { ok: false, reason: `the policy files' patterns together pass ${MAX_TOTAL_PROGRAM} instructions once compiled` } : result;
    this.compiled.set(pattern, kept);
    return kept;
  }
}
