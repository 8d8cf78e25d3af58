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
var github_exports = {};
__export(github_exports, {
  GITHUB_ANNOTATIONS_PER_KIND: () => GITHUB_ANNOTATIONS_PER_KIND,
  escapeData: () => escapeData,
  escapeProperty: () => escapeProperty,
  formatGithub: () => formatGithub,
  streamGithub: () => streamGithub
});
module.exports = __toCommonJS(github_exports);
var import_text = require("../util/text.js");
var import_safe = require("./safe.js");
const GITHUB_ANNOTATIONS_PER_KIND = 10;
const COMMAND = { error: "error", warning: "warning", info: "notice" };
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function* streamGithub(results) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const file of (0, import_safe.safeResults)(results)) {
    for (const m of file.messages) {
      counts[m.severity]++;
      const props = file.filePath ? [`file=${escapeProperty(file.filePath)}`] : [];
      if (m.line !== void 0 && file.filePath) {
        props.push(`line=${m.line}`, `col=${m.column ?? 1}`);
        if (m.endLine !== void 0) props.push(`endLine=${m.endLine}`);
        if (m.endColumn !== void 0 && m.endLine === m.line) props.push(`endColumn=${m.endColumn}`);
      }
      props.push(`title=${escapeProperty(`cloudlint ${m.ruleId}`)}`);
      yield `::${COMMAND[m.severity]} ${props.join(",")}::${escapeData(m.message)}
`;
    }
  }
  const total = counts.error + counts.warning + counts.info;
  if (total > 0) {
    const over = Object.keys(counts).some((k) => counts[k] > GITHUB_ANNOTATIONS_PER_KIND);
    yield `cloudlint: ${(0, import_text.plural)(total, "problem")} (${(0, import_text.plural)(counts.error, "error")}, ${(0, import_text.plural)(counts.warning, "warning")}, ${(0, import_text.plural)(counts.info, "info", "infos")})` + (over ? `; GitHub shows at most ${GITHUB_ANNOTATIONS_PER_KIND} annotations of each kind per step, the full list is above in this log` : "") + "\n";
  }
}
function formatGithub(results) {
  return (0, import_safe.joinChunks)(streamGithub(results));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  GITHUB_ANNOTATIONS_PER_KIND,
  escapeData,
  escapeProperty,
  formatGithub,
  streamGithub
});
