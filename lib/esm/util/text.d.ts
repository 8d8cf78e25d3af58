/** Small helpers for messages. */
export declare const UNSAFE_CHARACTERS: RegExp;
/** The unsafe characters JSON.stringify leaves raw (it escapes C0 itself inside strings). */
export declare const UNSAFE_BEYOND_C0: RegExp;
/** One character as a `\\u001b`-style escape. */
export declare const escapeCharacter: (c: string) => string;
/**
 * The text with every unsafe character written as a `\u001b`-style escape. Safe text comes back
 * as it is (the same string), so escaping twice changes nothing.
 * @example
 * ```ts
 * escapeText("web\u202e1"); // "web\\u202e1": the bidirectional override is shown, not obeyed
 * ```
 */
export declare function escapeText(text: string): string;
/** True when the text holds a character escapeText would rewrite. */
export declare function hasUnsafeCharacters(text: string): boolean;
/** A short, quoted rendering of any JSON value for a message. */
export declare function show(value: unknown, max?: number): string;
/** The JSON type name of a value, as a user would say it. */
export declare function jsonType(value: unknown): string;
/** The closest candidate to a misspelt word, if one is close enough to be a likely typo. */
export declare function suggest(word: string, candidates: readonly string[]): string | undefined;
/**
 * "Did you mean" against one set of candidates, for many words: candidates are bucketed by length
 * (a likely typo differs in length by at most its edit allowance), each distinct word is answered
 * once, and the total work is capped by a budget of character comparisons, after which no more
 * suggestions are made. So suggesting for n references against m labels costs at most the budget,
 * never n × m × label length.
 */
export declare class Suggester {
    private readonly byLength;
    private readonly cache;
    private budget;
    constructor(candidates: Iterable<string>, budget?: number);
    suggest(word: string): string | undefined;
}
export declare function plural(n: number, one: string, many?: string): string;
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/**
 * A string's length in code points (as JSON Schema's maxLength and the API count characters),
 * without an array of its characters.
 * @example
 * ```ts
 * codePoints("a😀"); // 2
 * ```
 */
export declare function codePoints(text: string): number;
