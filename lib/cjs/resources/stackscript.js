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
var stackscript_exports = {};
__export(stackscript_exports, {
  stackscriptFindings: () => stackscriptFindings,
  stackscriptStateFindings: () => stackscriptStateFindings,
  validateStackScript: () => validateStackScript
});
module.exports = __toCommonJS(stackscript_exports);
var import_report = require("../rules/report.js");
var import_compile = require("../schemas/compile.js");
var compiled = __toESM(require("../schemas/validators/stackscript.generated.js"), 1);
var import_text = require("../util/text.js");
var import_common = require("./common.js");
var import_image = require("./image.js");
const rules = (0, import_compile.resourceRules)("stackscript");
const createSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.stackscriptCreate, rules, import_compile.API_WORDS);
const stateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.stackscriptState, rules);
const updateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.stackscriptUpdate, rules, import_compile.API_WORDS);
function stackscriptFindings(body, mode) {
  return stackscriptEntryFindings(body, mode === "update" ? updateSchema : createSchema);
}
function stackscriptStateFindings(entry) {
  return stackscriptEntryFindings(entry, stateSchema);
}
function stackscriptEntryFindings(body, shape) {
  const out = new import_report.Reporter();
  out.addAll(shape(body));
  if (!(0, import_text.isPlainObject)(body)) return out.findings;
  if (Array.isArray(body.images)) {
    if (body.images.length === 0) out.report("stackscript-images", ["images"], "images is empty; the live API takes a StackScript with at least one image ID (or any/all)");
    body.images.forEach((id, i) => (0, import_image.checkImageId)(id, ["images", i], out, true));
  }
  if (body.script === "") out.report("stackscript-script", ["script"], "script must not be empty");
  const { script } = body;
  if (typeof script === "string" && script.length > 0 && !script.startsWith("#!")) {
    const firstLine = script.slice(0, Math.min(script.length, 40)).split("\n")[0];
    out.report("stackscript-interpreter", ["script"], `script starts with ${(0, import_text.show)(firstLine)}, not an interpreter line such as "#!/bin/bash"; without one it may not run`);
  }
  return out.findings;
}
function validateStackScript(body, mode = "create", options) {
  return (0, import_common.profiledDiagnostics)((0, import_report.withinBounds)(body, () => stackscriptFindings(body, mode)), options);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  stackscriptFindings,
  stackscriptStateFindings,
  validateStackScript
});
