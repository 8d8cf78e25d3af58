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
var diagnostic_exports = {};
__export(diagnostic_exports, {
  SEVERITY_ORDER: () => SEVERITY_ORDER,
  mapFindingPaths: () => mapFindingPaths,
  toDiagnostic: () => toDiagnostic,
  toDiagnostics: () => toDiagnostics
});
module.exports = __toCommonJS(diagnostic_exports);
var import_text = require("./util/text.js");
const SEVERITY_ORDER = { error: 3, warning: 2, info: 1 };
function mapFindingPaths(f, move) {
  const moved = { ...f, path: move(f.path) };
  if (f.fix) moved.fix = { ...f.fix, path: move(f.fix.path) };
  if (f.related) moved.related = f.related.map((r) => ({ ...r, path: move(r.path) }));
  return moved;
}
function toDiagnostics(findings) {
  return findings.map(toDiagnostic);
}
function toDiagnostic(f) {
  const d = { ruleId: f.ruleId, severity: f.severity, message: (0, import_text.escapeText)(f.message), path: f.path };
  if (f.line !== void 0) {
    d.line = f.line;
    d.column = f.column;
    d.endLine = f.endLine;
    d.endColumn = f.endColumn;
  }
  if (f.related && f.related.length) {
    d.related = f.related.map((r) => {
      const { fileIndex: _omit, ...rest } = r;
      return { ...rest, message: (0, import_text.escapeText)(r.message) };
    });
  }
  if (f.fix) d.fix = f.fix;
  return d;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SEVERITY_ORDER,
  mapFindingPaths,
  toDiagnostic,
  toDiagnostics
});
