/** The output formats, apart from their implementations so the CLI can list them without loading them. */
export const FORMAT_NAMES = ["stylish", "json", "sarif", "junit", "github"] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];
