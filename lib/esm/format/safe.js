import { eachItem } from "../util/data.js";
import { escapeCharacter, escapeText, plural, UNSAFE_BEYOND_C0 } from "../util/text.js";
const SEVERITIES = /* @__PURE__ */ new Set(["error", "warning", "info"]);
function safeString(value) {
  let text;
  if (typeof value === "string") text = value;
  else if (value === void 0 || value === null) text = "";
  else if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") text = String(value);
  else text = "";
  return escapeText(text);
}
const count = (n) => typeof n === "number" && Number.isFinite(n) ? n : 0;
const optionalInt = (n) => typeof n === "number" && Number.isFinite(n) ? n : void 0;
function safePath(path) {
  if (!Array.isArray(path)) return [];
  const out = [];
  for (const [, p] of eachItem(path)) out.push(typeof p === "number" && Number.isFinite(p) ? p : safeString(p));
  return out;
}
function safeRelated(r) {
  if (typeof r !== "object" || r === null) return void 0;
  const x = r;
  const out = { path: safePath(x.path), message: safeString(x.message) };
  if (typeof x.file === "string") out.file = safeString(x.file);
  const line = optionalInt(x.line);
  if (line !== void 0) {
    out.line = line;
    out.column = optionalInt(x.column) ?? 1;
  }
  return out;
}
function safeDiagnostic(m) {
  if (typeof m !== "object" || m === null) return void 0;
  const x = m;
  const severity = typeof x.severity === "string" && SEVERITIES.has(x.severity) ? x.severity : "error";
  const d = { ruleId: safeString(x.ruleId), severity, message: safeString(x.message), path: safePath(x.path) };
  const line = optionalInt(x.line);
  if (line !== void 0) {
    d.line = line;
    d.column = optionalInt(x.column) ?? 1;
    const endLine = optionalInt(x.endLine);
    const endColumn = optionalInt(x.endColumn);
    if (endLine !== void 0) d.endLine = endLine;
    if (endColumn !== void 0) d.endColumn = endColumn;
  }
  if (Array.isArray(x.related)) {
    const related = [];
    for (const [, r] of eachItem(x.related)) {
      const s = safeRelated(r);
      if (s) related.push(s);
    }
    if (related.length) d.related = related;
  }
  if (typeof x.fix === "object" && x.fix !== null) d.fix = x.fix;
  return d;
}
function* safeResults(results) {
  if (!Array.isArray(results)) return;
  for (const [, r] of eachItem(results)) {
    if (typeof r !== "object" || r === null) continue;
    const x = r;
    const messages = [];
    if (Array.isArray(x.messages)) {
      for (const [, m] of eachItem(x.messages)) {
        const d = safeDiagnostic(m);
        if (d) messages.push(d);
      }
    }
    const terraform = safeTerraform(x.terraform);
    yield { filePath: safeString(x.filePath), messages, errorCount: count(x.errorCount), warningCount: count(x.warningCount), infoCount: count(x.infoCount), ...terraform ? { terraform } : {} };
  }
}
function safeTerraform(t) {
  if (typeof t !== "object" || t === null) return void 0;
  const x = t;
  const unchecked = [];
  if (Array.isArray(x.unchecked)) {
    for (const [, u] of eachItem(x.unchecked)) {
      if (unchecked.length >= 50) break;
      if (typeof u !== "object" || u === null) continue;
      const n = u;
      unchecked.push({ filePath: safeString(n.filePath), address: safeString(n.address), ...typeof n.type === "string" ? { type: safeString(n.type) } : {}, attribute: safeString(n.attribute), reason: safeString(n.reason), whole: true });
    }
  }
  return { fully: count(x.fully), partly: count(x.partly), notAtAll: count(x.notAtAll), modulesNotRead: count(x.modulesNotRead), unchecked, unknown: [] };
}
function terraformTotals(results) {
  if (!Array.isArray(results)) return void 0;
  let totals;
  for (const [, r] of eachItem(results)) {
    const t = typeof r === "object" && r !== null ? safeTerraform(r.terraform) : void 0;
    if (t) totals = addTerraformCounts(totals, t);
  }
  return totals;
}
function addTerraformCounts(totals, t) {
  const sum = totals ?? { fully: 0, partly: 0, notAtAll: 0, modulesNotRead: 0 };
  sum.fully += t.fully;
  sum.partly += t.partly;
  sum.notAtAll += t.notAtAll;
  sum.modulesNotRead += t.modulesNotRead;
  return sum;
}
function terraformLine(totals, whole) {
  const labels = [];
  const modules = [];
  for (const u of whole) {
    if (u.type === void 0) {
      if (!modules.includes(u.address)) modules.push(u.address);
      continue;
    }
    const label = u.reason === "the mapping does not cover its type" ? `${u.type}: not covered` : `${u.address}: ${u.reason}`;
    if (!labels.includes(label)) labels.push(label);
  }
  const few = (list, sep) => list.length > 3 ? `${list.slice(0, 3).join(sep)}${sep}and ${list.length - 3} more` : list.join(sep);
  let line = `Terraform: ${plural(totals.fully + totals.partly + totals.notAtAll, "resource")} checked: ${totals.fully} fully, ${totals.partly} partly (unknown values), ${totals.notAtAll} not at all`;
  if (totals.notAtAll > 0 && labels.length) line += ` (${few(labels, "; ")})`;
  if (totals.modulesNotRead > 0) line += `; ${plural(totals.modulesNotRead, "module call")} not read${modules.length ? ` (${few(modules, ", ")})` : ""}`;
  return line + (totals.partly + totals.notAtAll + totals.modulesNotRead > 0 ? "; --debug names each unknown value" : "");
}
function safeJson(value, indent) {
  let text;
  try {
    text = JSON.stringify(value, (_key, v) => typeof v === "bigint" ? v.toString() : v, indent);
  } catch {
    text = "null";
  }
  return (text ?? "null").replace(UNSAFE_BEYOND_C0, escapeCharacter);
}
function joinChunks(chunks) {
  let out = "";
  for (const c of chunks) out += c;
  return out;
}
export {
  addTerraformCounts,
  joinChunks,
  safeJson,
  safeResults,
  safeString,
  safeTerraform,
  terraformLine,
  terraformTotals
};
