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
var ucs2length_exports = {};
__export(ucs2length_exports, {
  SCANNED_UP_TO: () => SCANNED_UP_TO,
  ucs2length: () => ucs2length
});
module.exports = __toCommonJS(ucs2length_exports);
const SCANNED_UP_TO = 1 << 20;
function ucs2length(str) {
  const len = str.length;
  if (len > SCANNED_UP_TO) return Math.ceil(len / 2);
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 55296 && value <= 56319 && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 64512) === 56320) pos++;
    }
  }
  return length;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SCANNED_UP_TO,
  ucs2length
});
