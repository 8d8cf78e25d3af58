import type { FileResult } from "../lint.js";
import { formatGithub, streamGithub } from "./github.js";
import { formatJson, streamJson } from "./json.js";
import { formatJunit, streamJunit } from "./junit.js";
import type { FormatName } from "./names.js";
import { formatSarif, streamSarif, type SarifOptions } from "./sarif.js";
import { formatStylish, streamStylish, type StylishOptions } from "./stylish.js";

export { formatGithub, formatJson, formatJunit, formatSarif, formatStylish };
export { FORMAT_NAMES, type FormatName } from "./names.js";

export type FormatOptions = StylishOptions & SarifOptions;

/** Every output format: a pure function of the results. */
export const FORMATTERS: Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => string> = {
  stylish: formatStylish,
  json: (results) => formatJson(results),
  sarif: formatSarif,
  junit: (results) => formatJunit(results),
  github: (results) => formatGithub(results),
};

/** The same formats as chunks of text, for writing a large report without holding it whole. */
export const FORMAT_STREAMS: Record<FormatName, (results: readonly FileResult[], options: FormatOptions) => Iterable<string>> = {
  stylish: streamStylish,
  json: (results) => streamJson(results),
  sarif: streamSarif,
  junit: (results) => streamJunit(results),
  github: (results) => streamGithub(results),
};
