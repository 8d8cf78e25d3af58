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
export type FormatOptions = StylishOptions & SarifOptions;

/** Every output format as chunks of text, for writing a large report without holding it whole. */
export const FORMAT_STREAMS: Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => Iterable<string>> = {
  stylish: streamStylish,
  json: (results) => streamJson(results),
  sarif: streamSarif,
  junit: (results) => streamJunit(results),
  github: (results) => streamGithub(results),
};

/** Every output format as one string: a pure function of the results. */
export const FORMATTERS = Object.fromEntries(
  FORMAT_NAMES.map((name) => [name, (results: readonly FileResult[], options: FormatOptions) => joinChunks(FORMAT_STREAMS[name](results, options))]),
) as Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => string>;
