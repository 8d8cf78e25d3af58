import type { FileResult } from "../lint.js";
import { formatGithub } from "./github.js";
import { formatJson } from "./json.js";
import { formatJunit } from "./junit.js";
import type { FormatName } from "./names.js";
import { formatSarif, type SarifOptions } from "./sarif.js";
import { formatStylish, type StylishOptions } from "./stylish.js";

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
