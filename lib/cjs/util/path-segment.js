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
var path_segment_exports = {};
__export(path_segment_exports, {
  encodeSegment: () => encodeSegment,
  pathSegment: () => pathSegment
});
module.exports = __toCommonJS(path_segment_exports);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function encodeSegment(value) {
  return encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD")).replace(/%3A/g, ":").replace(/%40/g, "@");
}
function pathSegment(value) {
  const encoded = encodeSegment(value);
  return encoded === "" || encoded === "." || encoded === ".." ? void 0 : encoded;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  encodeSegment,
  pathSegment
});
