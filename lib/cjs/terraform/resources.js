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
var resources_exports = {};
__export(resources_exports, {
  Ref: () => Ref,
  UNKNOWN: () => UNKNOWN,
  isTfObject: () => isTfObject,
  isUnknown: () => isUnknown
});
module.exports = __toCommonJS(resources_exports);
const UNKNOWN = Symbol("unknown");
class Ref {
  constructor(address, attribute) {
    this.address = address;
    this.attribute = attribute;
  }
}
function isUnknown(v) {
  return v === UNKNOWN;
}
function isTfObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Ref,
  UNKNOWN,
  isTfObject,
  isUnknown
});
