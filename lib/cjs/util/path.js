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
var path_exports = {};
__export(path_exports, {
  MAX_FIELD_SEGMENT: () => MAX_FIELD_SEGMENT,
  dottedPath: () => dottedPath
});
module.exports = __toCommonJS(path_exports);
var import_text = require("./text.js");
const MAX_FIELD_SEGMENT = 64;
function dottedPath(path, from = 0) {
  let field = "";
  for (let i = from; i < path.length; i++) {
    const segment = path[i];
    if (typeof segment === "number") field += `[${segment}]`;
    else {
      const key = (0, import_text.escapeText)(segment.length > MAX_FIELD_SEGMENT ? segment.slice(0, MAX_FIELD_SEGMENT - 1) + "\u2026" : segment);
      field += field === "" ? key : `.${key}`;
    }
  }
  return field === "" ? void 0 : field;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_FIELD_SEGMENT,
  dottedPath
});
