import type { FileResult } from "../lint.js";

/** SPEC §4: one JSON array, one element per file. */
export function formatJson(results: readonly FileResult[]): string {
  return JSON.stringify(results) + "\n";
}
