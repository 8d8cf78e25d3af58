/**
 * Bounds on how many findings one rule reports, so that a pathological input (a million bad
 * entries) gives a readable report in bounded time and memory.
 */
import type { Finding, Path } from "../diagnostic.js";
/**
 * A rule reports at most this many findings on one resource (a section entry); then one "and N more".
 * @example
 * ```ts
 * MAX_FINDINGS_PER_RESOURCE; // 50: then one "and N more" finding
 * ```
 */
export declare const MAX_FINDINGS_PER_RESOURCE = 50;
/**
 * And at most this many in one file, whatever the resources (a list of a million scalars); then one "and N more".
 * @example
 * ```ts
 * lint({ databases: [] }).length <= MAX_FINDINGS_PER_FILE; // true, per rule and file
 * ```
 */
export declare const MAX_FINDINGS_PER_FILE = 1000;
/** The "and N more" finding that stands for what a cap left out. */
export declare function moreFinding(first: Finding, count: number, limit: number, where: string, path: Path): Finding;
/**
 * Bounds the report, in one pass: per rule and resource (the section entry a path starts with; the
 * file for top-level findings) at most MAX_FINDINGS_PER_RESOURCE, and per rule and file at most
 * MAX_FINDINGS_PER_FILE; each cap that left findings out adds one "and N more".
 */
export declare function capFindings(findings: readonly Finding[]): Finding[];
/**
 * For one request body: per rule at most MAX_FINDINGS_PER_RESOURCE findings, then one "and N more"
 * at the body (`path`).
 */
export declare function capPerRule(findings: readonly Finding[], path: Path): Finding[];
