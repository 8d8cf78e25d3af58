/**
 * The output formats, apart from their implementations so the CLI can list them without loading them.
 * @example
 * ```ts
 * FORMAT_NAMES.includes("sarif"); // true
 * ```
 */
export declare const FORMAT_NAMES: readonly ["stylish", "json", "sarif", "junit", "github"];
/**
 * An output format: stylish, json, sarif, junit or github.
 * @example
 * ```ts
 * const format: FormatName = "sarif";
 * FORMATTERS[format]([], { version: "0.1.0" });
 * ```
 */
export type FormatName = (typeof FORMAT_NAMES)[number];
