import { escapeText } from "./util/text.js";
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
  const d = { ruleId: f.ruleId, severity: f.severity, message: escapeText(f.message), path: f.path };
  if (f.line !== void 0) {
    d.line = f.line;
    d.column = f.column;
    d.endLine = f.endLine;
    d.endColumn = f.endColumn;
  }
  if (f.related && f.related.length) {
    d.related = f.related.map((r) => {
      const { fileIndex: _omit, ...rest } = r;
      return { ...rest, message: escapeText(r.message) };
    });
  }
  if (f.fix) d.fix = f.fix;
  return d;
}
export {
  SEVERITY_ORDER,
  mapFindingPaths,
  toDiagnostic,
  toDiagnostics
};
