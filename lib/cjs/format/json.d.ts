import type { FileResult } from "../lint.js";
/**
 * SPEC §4: one JSON array, one element per file; streamed a message at a time, so a large report
 * never has to fit in one string.
 */
export declare function streamJson(results: readonly FileResult[]): Generator<string>;
/**
 * The JSON report: the array of file results, as SPEC §4 defines it.
 * @example
 * ```ts
 * JSON.parse(formatJson(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }])));
 * ```
 */
export declare function formatJson(results: readonly FileResult[]): string;
