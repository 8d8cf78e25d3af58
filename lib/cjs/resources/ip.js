"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var ip_exports = {};
__export(ip_exports, {
  ipAllocateShape: () => ipAllocateShape,
  ipAssignRequestShape: () => ipAssignRequestShape,
  ipAssignShape: () => ipAssignShape,
  ipShareRequestShape: () => ipShareRequestShape,
  ipShareShape: () => ipShareShape,
  ipv6RangeRequestShape: () => ipv6RangeRequestShape,
  ipv6RangeShape: () => ipv6RangeShape,
  rdnsUpdateShape: () => rdnsUpdateShape,
  validateIpAllocation: () => validateIpAllocation,
  validateRdnsUpdate: () => validateRdnsUpdate
});
module.exports = __toCommonJS(ip_exports);
var import_diagnostic = require("../diagnostic.js");
var import_compile = require("../schemas/compile.js");
var compiled = __toESM(require("../schemas/validators/ip.generated.js"), 1);
const rules = (0, import_compile.resourceRules)("ip");
const ipAssignRequestShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.ipAssign, rules, import_compile.API_WORDS);
const ipShareRequestShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.ipShare, rules, import_compile.API_WORDS);
const ipv6RangeRequestShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.ipv6RangeCreate, rules, import_compile.API_WORDS);
const ipAllocateShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.ipAllocate, rules, import_compile.API_WORDS);
const rdnsUpdateShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.rdnsUpdate, rules, import_compile.API_WORDS);
const ipAssignShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.ipAssignState, rules);
const ipShareShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.ipShareState, rules);
const ipv6RangeShape = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.ipv6RangeState, rules);
function validateIpAllocation(body) {
  return (0, import_diagnostic.toDiagnostics)(ipAllocateShape(body));
}
function validateRdnsUpdate(body) {
  return (0, import_diagnostic.toDiagnostics)(rdnsUpdateShape(body));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ipAllocateShape,
  ipAssignRequestShape,
  ipAssignShape,
  ipShareRequestShape,
  ipShareShape,
  ipv6RangeRequestShape,
  ipv6RangeShape,
  rdnsUpdateShape,
  validateIpAllocation,
  validateRdnsUpdate
});
