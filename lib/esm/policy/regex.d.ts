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
export declare function compileRe2(pattern: string): RE2JS;
/** Longest pattern a policy may hold, and the largest compiled program (RE2's own measure). */
export declare const MAX_PATTERN_LENGTH = 1000;
/**
 * Distinct patterns of one set of policy files, their programs' instructions together, and their
 * weight together: what compiling them and preparing their first match costs, in characters of
 * pattern, where a Unicode class (`\p{L}`, `\P{Greek}`) weighs UNICODE_CLASS_WEIGHT (it expands to
 * hundreds of ranges: ~300 times what a plain character costs to compile and to prepare).
 */
export declare const MAX_PATTERNS = 2000;
export declare const MAX_TOTAL_PROGRAM = 50000;
export declare const MAX_PATTERN_WEIGHT = 100000;
export declare const UNICODE_CLASS_WEIGHT = 300;
/** What a pattern weighs toward MAX_PATTERN_WEIGHT (a `\p` written after an escaped backslash counts too: an overestimate). */
export declare function patternWeight(pattern: string): number;
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
export declare const PATTERN_WORK_FLOOR = 10000000;
export declare const PATTERN_WORK_PER_RESOURCE = 20000;
export declare const PATTERN_WORK_PER_CHARACTER = 64;
/** What one match costs beyond its characters (setting up the engine), in the same steps. */
export declare const PATTERN_MATCH_OVERHEAD = 64;
/** What search() returns when the match would pass the run's budget: not evaluated. */
export declare const OVER_BUDGET: unique symbol;
/**
 * The work the matches of one run may do: `floor` (by default PATTERN_WORK_FLOOR and
 * PATTERN_WORK_PER_RESOURCE for each of the account's resources), plus PATTERN_WORK_PER_CHARACTER
 * for each character of each distinct text matched. A match costs its text's length (+ 1) times its
 * program's size, plus PATTERN_MATCH_OVERHEAD; an answer remembered from an earlier match, nothing.
 */
export declare class PatternBudget {
    private spent;
    private allowance;
    private readonly seen;
    constructor(floor?: number);
    /** The budget of a run over an account of `resources` resources. */
    static forAccount(resources: number): PatternBudget;
    /** Charges one match; false (nothing charged) when it would pass the budget. */
    charge(text: string, programSize: number): boolean;
    /** Work charged so far (for tests and benchmarks). */
    get work(): number;
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
type Compiled = {
    ok: true;
    regex: PolicyRegex;
} | {
    ok: false;
    reason: string;
    programSize?: number;
};
/** Compiles a pattern (RE2 syntax; `(?<name>…)` and `(?P<name>…)` both name a group), or says why not. */
export declare function compileRegex(pattern: string): Compiled;
/**
 * Compiles the patterns of one set of policy files: each distinct pattern once (the same text in
 * two policies is one program), at most MAX_PATTERNS of them, MAX_PATTERN_WEIGHT of weight and
 * MAX_TOTAL_PROGRAM instructions together; patterns past a limit are refused without being compiled.
 */
export declare class PatternCompiler {
    private readonly compiled;
    private program;
    private weight;
    compile(pattern: string): Compiled;
}
export {};
