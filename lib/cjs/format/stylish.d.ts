/**
 * The default, human-readable output, in the style people know from ESLint: the file, then one
 * line per finding (line:column, severity, message, rule id), then a summary. Streamed line by
 * line; widths come from a plain loop (never a spread over the findings).
 */
import type { FileResult } from "../lint.js";
/**
 * Options of the stylish formatter: ANSI colours.
 * @example
 * ```ts
 * const options: StylishOptions = { color: true };
 * formatStylish([], options);
 * ```
 */
export interface StylishOptions {
    /** ANSI colours (the CLI turns them on only for a TTY without NO_COLOR). */
    color?: boolean;
}
export declare function streamStylish(results: readonly FileResult[], options?: StylishOptions): Generator<string>;
/**
 * The stylish report (ESLint's default look): findings grouped by file, with a summary line. Pure: results in, text out.
 * @example
 * ```ts
 * formatStylish(lintSources([{ filePath: "fw.yaml", text: "firewalls:\n  - label: x\n" }]), { color: false });
 * ```
 */
export declare function formatStylish(results: readonly FileResult[], options?: StylishOptions): string;
