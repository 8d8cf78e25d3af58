import type { FileResult } from "../lint.js";
import { formatGithub } from "./github.js";
import { formatJson } from "./json.js";
import { formatJunit } from "./junit.js";
import { type FormatName } from "./names.js";
import { formatSarif, type SarifOptions } from "./sarif.js";
import { formatStylish, type StylishOptions } from "./stylish.js";
export { formatGithub, formatJson, formatJunit, formatSarif, formatStylish };
export { FORMAT_NAMES, type FormatName } from "./names.js";
export type { SarifOptions, StylishOptions };
/**
 * Options of every formatter together (each reads its own).
 * @example
 * ```ts
 * const options: FormatOptions = { color: false, version: "0.1.0" };
 * FORMATTERS.stylish([], options);
 * ```
 */
export type FormatOptions = StylishOptions & SarifOptions;
/**
 * Every output format as chunks of text, for writing a large report without holding it whole.
 * @example
 * ```ts
 * let report = "";
 * for (const chunk of FORMAT_STREAMS.json([], {})) report += chunk;
 * ```
 */
export declare const FORMAT_STREAMS: Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => Iterable<string>>;
/**
 * Every output format as one string: a pure function of the results.
 * @example
 * ```ts
 * FORMATTERS.json(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }]), {});
 * ```
 */
export declare const FORMATTERS: Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => string>;
