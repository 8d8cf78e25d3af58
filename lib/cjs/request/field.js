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
var field_exports = {};
__export(field_exports, {
  MAX_FIELD_SEGMENT: () => import_path2.MAX_FIELD_SEGMENT,
  apiField: () => apiField
});
module.exports = __toCommonJS(field_exports);
var import_path = require("../util/path.js");
var import_path2 = require("../util/path.js");
function apiField(path, from = 0) {
  return (0, import_path.dottedPath)(path, from);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_FIELD_SEGMENT,
  apiField
});
