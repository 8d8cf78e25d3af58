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
var json_exports = {};
__export(json_exports, {
  formatJson: () => formatJson,
  streamJson: () => streamJson
});
module.exports = __toCommonJS(json_exports);
var import_safe = require("./safe.js");
function* streamJson(results) {
  yield "[";
  let firstFile = true;
  for (const file of (0, import_safe.safeResults)(results)) {
    const t = file.terraform;
    const terraform = t ? `,"terraform":${(0, import_safe.safeJson)({ fully: t.fully, partly: t.partly, notAtAll: t.notAtAll, modulesNotRead: t.modulesNotRead })}` : "";
    yield `${firstFile ? "" : ","}{"filePath":${(0, import_safe.safeJson)(file.filePath)}${terraform},"messages":[`;
    firstFile = false;
    let first = true;
    for (const m of file.messages) {
      yield (first ? "" : ",") + (0, import_safe.safeJson)(m);
      first = false;
    }
    yield `],"errorCount":${file.errorCount},"warningCount":${file.warningCount},"infoCount":${file.infoCount}}`;
  }
  yield "]\n";
}
function formatJson(results) {
  return (0, import_safe.joinChunks)(streamJson(results));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  formatJson,
  streamJson
});
