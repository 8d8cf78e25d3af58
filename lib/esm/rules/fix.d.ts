import type { Diagnostic } from "../diagnostic.js";
import { PositionMap } from "../load/load.js";
/**
 * The text with fixes applied, and how many applied.
 * @example
 * ```ts
 * const { output, applied }: FixResult = applyFixes("vpcs: []\n", []);
 * applied; // 0
 * ```
 */
export interface FixResult {
    /** The fixed text (the input when nothing applied). */
    output: string;
    /** How many fixes were applied. */
    applied: number;
}
/**
 * Applies the string-valued fixes of `diagnostics` to `text`. Fixes whose path does not lead to a
 * scalar in the text, or whose spans overlap an earlier one, are skipped.
 * @example
 * ```ts
 * const text = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
 * applyFixes(text, lintText(text)).output.includes("inbound_policy: DROP"); // true
 * ```
 */
export declare function applyFixes(text: string, diagnostics: readonly Diagnostic[], givenOptions?: {
    json?: boolean;
}): FixResult;
/**
 * applyFixes, for a `.tf` file too: `hcl` is its positions from the HCL reader, by the same paths
 * as its findings' fixes (internal: lint.ts's fixText).
 * @internal
 */
export declare function applyFixesAt(text: string, diagnostics: readonly Diagnostic[], json: boolean, hcl?: PositionMap): FixResult;
/**
 * A unified diff of two texts (for --fix-dry-run), three lines of context.
 * @example
 * ```ts
 * unifiedDiff("fw.yaml", "ports: \"22,  80\"\n", "ports: \"22, 80\"\n"); // "--- fw.yaml", "+++ fw.yaml", one hunk
 * ```
 */
export declare function unifiedDiff(filePath: string, before: string, after: string): string;
