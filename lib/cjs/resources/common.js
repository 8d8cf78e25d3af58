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
var common_exports = {};
__export(common_exports, {
  optionsFindings: () => optionsFindings,
  profileSeverity: () => profileSeverity,
  profiledDiagnostics: () => profiledDiagnostics,
  splitPair: () => splitPair,
  withoutForbiddenFields: () => withoutForbiddenFields
});
module.exports = __toCommonJS(common_exports);
var import_diagnostic = require("../diagnostic.js");
var import_catalog = require("../rules/catalog.js");
var import_text = require("../util/text.js");
function withoutForbiddenFields(body, forbidden, ruleId, out) {
  if (!(0, import_text.isPlainObject)(body)) return body;
  const rest = {};
  for (const key of Object.keys(body)) {
    if (Object.prototype.hasOwnProperty.call(forbidden, key)) {
      out.report(ruleId, [key], forbidden[key], { anchor: "key" });
    } else {
      Object.defineProperty(rest, key, { value: body[key], enumerable: true, writable: true, configurable: true });
    }
  }
  return rest;
}
function splitPair(text) {
  const slash = text.indexOf("/");
  if (slash <= 0 || slash === text.length - 1 || text.indexOf("/", slash + 1) !== -1) return void 0;
  return [text.slice(0, slash), text.slice(slash + 1)];
}
const SETTINGS = ["error", "warning", "info", "off"];
function optionsFindings(options) {
  if (options === void 0 || options === null) return [];
  const out = [];
  const report = (path, message) => out.push({ ruleId: "request-options", severity: "error", message, path });
  if (!(0, import_text.isPlainObject)(options)) {
    report(["options"], `options are an object { profile?, rules?, \u2026 }, not ${(0, import_text.show)(options)}`);
    return out;
  }
  const { profile, rules } = options;
  if (profile !== void 0 && profile !== "reference" && profile !== "live") report(["options", "profile"], `profile is "reference" or "live", not ${(0, import_text.show)(profile)}`);
  if (rules === void 0) return out;
  if (!(0, import_text.isPlainObject)(rules)) {
    report(["options", "rules"], `rules is an object of rule ids to "error", "warning", "info" or "off", not ${(0, import_text.show)(rules)}`);
    return out;
  }
  for (const id of Object.keys(rules)) {
    if (out.length >= MAX_OPTION_FINDINGS) break;
    if (!(0, import_catalog.isRuleId)(id)) report(["options", "rules", id], `${(0, import_text.show)(id)} is not a rule id of cloudlint`);
    else if (!SETTINGS.includes(rules[id])) report(["options", "rules", id], `${id} is set to ${(0, import_text.show)(rules[id])}; a rule is "error", "warning", "info" or "off"`);
  }
  return out;
}
const MAX_OPTION_FINDINGS = 10;
function profileSeverity(ruleId, severity, options) {
  const rules = options?.rules;
  if (rules && Object.prototype.hasOwnProperty.call(rules, ruleId)) {
    const setting = rules[ruleId];
    if (setting === "off" || setting === "error" || setting === "warning" || setting === "info") return setting;
  }
  const meta = (0, import_catalog.isRuleId)(ruleId) ? import_catalog.RULES[ruleId] : void 0;
  if (meta?.defaultOff) return "off";
  if (meta === void 0 || !("live" in meta)) return severity;
  if (options?.profile === "live") return "error";
  return severity === "error" ? "warning" : severity;
}
function profiledDiagnostics(findings, options) {
  const problems = optionsFindings(options);
  if (problems.length > 0) return (0, import_diagnostic.toDiagnostics)(problems);
  const settings = options;
  const out = [];
  for (const f of findings) {
    const severity = profileSeverity(f.ruleId, f.severity, settings);
    if (severity === "off") continue;
    out.push((0, import_diagnostic.toDiagnostic)(severity === f.severity ? f : { ...f, severity }));
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  optionsFindings,
  profileSeverity,
  profiledDiagnostics,
  splitPair,
  withoutForbiddenFields
});
