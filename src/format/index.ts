import type { FileResult } from "../lint.js";
import type { FormatName } from "./names.js";
import { formatJson } from "./json.js";
import { formatStylish, type StylishOptions } from "./stylish.js";

export { formatJson, formatStylish };

export { FORMAT_NAMES, type FormatName } from "./names.js";

/** Every output format: a pure function of the results. */
export const FORMATTERS: Record<FormatName, (results: readonly FileResult[], options: StylishOptions) => string> = {
  stylish: formatStylish,
  json: (results) => formatJson(results),
};
