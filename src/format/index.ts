import type { FileResult } from "../lint.js";
import { formatGithub, streamGithub } from "./github.js";
import { formatJson, streamJson } from "./json.js";
import { formatJunit, streamJunit } from "./junit.js";
import { FORMAT_NAMES, type FormatName } from "./names.js";
import { joinChunks } from "./safe.js";
import { formatSarif, streamSarif, type SarifOptions } from "./sarif.js";
import { formatStylish, streamStylish, type StylishOptions } from "./stylish.js";

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
export const FORMAT_STREAMS: Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => Iterable<string>> = {
  stylish: streamStylish,
  json: (results) => streamJson(results),
  sarif: streamSarif,
  junit: (results) => streamJunit(results),
  github: (results) => streamGithub(results),
};

/**
 * Every output format as one string: a pure function of the results.
 * @example
 * ```ts
 * FORMATTERS.json(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }]), {});
 * ```
 */
export const FORMATTERS = Object.fromEntries(
  FORMAT_NAMES.map((name) => [name, (results: readonly FileResult[], options: FormatOptions) => joinChunks(FORMAT_STREAMS[name](results, options))]),
) as Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => string>;
