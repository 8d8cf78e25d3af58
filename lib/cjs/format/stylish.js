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
var stylish_exports = {};
__export(stylish_exports, {
  formatStylish: () => formatStylish,
  streamStylish: () => streamStylish
});
module.exports = __toCommonJS(stylish_exports);
var import_text = require("../util/text.js");
var import_safe = require("./safe.js");
const paint = (on, code, s) => on ? `\x1B[${code}m${s}\x1B[0m` : s;
function* streamStylish(results, options = {}) {
  const color = typeof options === "object" && options !== null && options.color === true;
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let terraform;
  const whole = [];
  for (const result of (0, import_safe.safeResults)(results)) {
    if (result.terraform) {
      terraform = (0, import_safe.addTerraformCounts)(terraform, result.terraform);
      for (const u of result.terraform.unchecked) if (whole.length < 50) whole.push(u);
    }
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    infos += result.infoCount;
    let whereWidth = 0;
    let severityWidth = 0;
    for (const m of result.messages) {
      whereWidth = Math.max(whereWidth, `${m.line ?? 0}:${m.column ?? 0}`.length);
      severityWidth = Math.max(severityWidth, m.severity.length);
    }
    yield paint(color, "4", result.filePath) + "\n";
    for (const m of result.messages) {
      const where = `${m.line ?? 0}:${m.column ?? 0}`;
      const severity = m.severity === "error" ? paint(color, "31", "error") : m.severity === "warning" ? paint(color, "33", "warning") : paint(color, "36", "info");
      const pad = " ".repeat(severityWidth - m.severity.length);
      let lines = `  ${where.padEnd(whereWidth)}  ${severity}${pad}  ${m.message}  ${paint(color, "2", m.ruleId)}
`;
      for (const rel of m.related ?? []) {
        const at = rel.line !== void 0 ? `${rel.file && rel.file !== result.filePath ? rel.file + ":" : ""}${rel.line}:${rel.column}` : rel.path.join(".");
        lines += `  ${" ".repeat(whereWidth)}  ${" ".repeat(severityWidth)}  ${paint(color, "2", `\u21B3 ${at} ${rel.message}`)}
`;
      }
      yield lines;
    }
    yield "\n";
  }
  const total = errors + warnings + infos;
  if (total > 0) {
    const summary = `\u2716 ${(0, import_text.plural)(total, "problem")} (${(0, import_text.plural)(errors, "error")}, ${(0, import_text.plural)(warnings, "warning")}, ${(0, import_text.plural)(infos, "info", "infos")})`;
    yield paint(color, errors > 0 ? "31;1" : "33;1", summary) + "\n";
  }
  if (terraform && terraform.fully + terraform.partly + terraform.notAtAll + terraform.modulesNotRead > 0) yield paint(color, "2", (0, import_safe.terraformLine)(terraform, whole)) + "\n";
}
function formatStylish(results, options = {}) {
  return (0, import_safe.joinChunks)(streamStylish(results, options));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  formatStylish,
  streamStylish
});
