import { formatGithub, streamGithub } from "./github.js";
import { formatJson, streamJson } from "./json.js";
import { formatJunit, streamJunit } from "./junit.js";
import { FORMAT_NAMES } from "./names.js";
import { joinChunks } from "./safe.js";
import { formatSarif, streamSarif } from "./sarif.js";
import { formatStylish, streamStylish } from "./stylish.js";
import { FORMAT_NAMES as FORMAT_NAMES2 } from "./names.js";
const FORMAT_STREAMS = {
  stylish: streamStylish,
  json: (results) => streamJson(results),
  sarif: streamSarif,
  junit: (results) => streamJunit(results),
  github: (results) => streamGithub(results)
};
const FORMATTERS = Object.fromEntries(
  FORMAT_NAMES.map((name) => [name, (results, options) => joinChunks(FORMAT_STREAMS[name](results, options))])
);
export {
  FORMATTERS,
  FORMAT_NAMES2 as FORMAT_NAMES,
  FORMAT_STREAMS,
  formatGithub,
  formatJson,
  formatJunit,
  formatSarif,
  formatStylish
};
