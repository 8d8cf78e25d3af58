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
var report_exports = {};
__export(report_exports, {
  MAX_RELATED: () => MAX_RELATED,
  Reporter: () => Reporter,
  refusedData: () => refusedData,
  withinBounds: () => withinBounds
});
module.exports = __toCommonJS(report_exports);
var import_diagnostic = require("../diagnostic.js");
var import_data = require("../util/data.js");
var import_catalog = require("./catalog.js");
const MAX_RELATED = 10;
class Reporter {
  findings = [];
  report(ruleId, path, message, extras = {}) {
    this.findings.push({ ruleId, severity: import_catalog.RULES[ruleId].severity, message, path, ...extras });
  }
  /**
   * Each of `keys` given as "" (field-empty): the reference states these fields' type but no
   * length, and the live API refuses an empty region, type or label, so this is a live rule.
   */
  reportEmpty(body, keys, at = []) {
    for (const key of keys) if (body[key] === "") this.report("field-empty", [...at, key], `${key} must not be empty`);
  }
  /** Adds findings produced relative to `prefix` (e.g. a validator's output); all their paths move. */
  addAll(findings, prefix = []) {
    for (const f of findings) this.findings.push(prefix.length ? (0, import_diagnostic.mapFindingPaths)(f, (p) => [...prefix, ...p]) : f);
  }
}
function refusedData(data, bounds, what) {
  const problem = (0, import_data.checkDataBounds)(data, bounds);
  if (!problem) return void 0;
  return { ruleId: "input-limit", severity: import_catalog.RULES["input-limit"].severity, message: what ? `${what}: ${problem.message}` : problem.message, path: what ? [] : problem.path };
}
function withinBounds(data, check) {
  const refused = refusedData(data);
  return refused ? [refused] : check();
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_RELATED,
  Reporter,
  refusedData,
  withinBounds
});
