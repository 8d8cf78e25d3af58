"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var format_exports = {};
__export(format_exports, {
  FORMATTERS: () => FORMATTERS,
  FORMAT_NAMES: () => import_names2.FORMAT_NAMES,
  FORMAT_STREAMS: () => FORMAT_STREAMS,
  formatGithub: () => import_github.formatGithub,
  formatJson: () => import_json.formatJson,
  formatJunit: () => import_junit.formatJunit,
  formatSarif: () => import_sarif.formatSarif,
  formatStylish: () => import_stylish.formatStylish
});
module.exports = __toCommonJS(format_exports);
var import_github = require("./github.js");
var import_json = require("./json.js");
var import_junit = require("./junit.js");
var import_names = require("./names.js");
var import_safe = require("./safe.js");
var import_sarif = require("./sarif.js");
var import_stylish = require("./stylish.js");
var import_names2 = require("./names.js");
const FORMAT_STREAMS = {
  stylish: import_stylish.streamStylish,
  json: (results) => (0, import_json.streamJson)(results),
  sarif: import_sarif.streamSarif,
  junit: (results) => (0, import_junit.streamJunit)(results),
  github: (results) => (0, import_github.streamGithub)(results)
};
const FORMATTERS = Object.fromEntries(
  import_names.FORMAT_NAMES.map((name) => [name, (results, options) => (0, import_safe.joinChunks)(FORMAT_STREAMS[name](results, options))])
);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  FORMATTERS,
  FORMAT_NAMES,
  FORMAT_STREAMS,
  formatGithub,
  formatJson,
  formatJunit,
  formatSarif,
  formatStylish
});
