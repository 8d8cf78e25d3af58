/**
 * JUnit XML for CI test reporters: one test suite per file, one test case per file and rule with
 * findings (a failure listing them), and one passing case for a clean file.
 */
import type { FileResult } from "../lint.js";
/** Streamed a test suite at a time; the totals come first in XML, so they are counted in a first pass. */
export declare function streamJunit(results: readonly FileResult[]): Generator<string>;
/**
 * The JUnit XML report: one test case per file, a failure per error.
 * @example
 * ```ts
 * formatJunit(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }])).startsWith("<?xml"); // true
 * ```
 */
export declare function formatJunit(results: readonly FileResult[]): string;
