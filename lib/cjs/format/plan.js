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
var plan_exports = {};
__export(plan_exports, {
  MARKDOWN_PLAN_LIMIT: () => MARKDOWN_PLAN_LIMIT,
  PLAN_FORMATS: () => PLAN_FORMATS,
  formatPlan: () => formatPlan
});
module.exports = __toCommonJS(plan_exports);
var import_data = require("../util/data.js");
var import_text = require("../util/text.js");
var import_safe = require("./safe.js");
const PLAN_FORMATS = ["stylish", "json", "markdown"];
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function summary(plan) {
  const errors = plan.findings.filter((f) => f.severity === "error").length;
  const warnings = plan.findings.filter((f) => f.severity === "warning").length;
  const refused = plan.operations.filter((o) => o.findings.some((f) => f.severity === "error")).length;
  return `${plural(plan.operations.length, "operation")}${refused ? ` (${refused} the API would refuse)` : ""}, ${plural(errors, "error")}, ${plural(warnings, "warning")}; token scopes: ${(0, import_text.escapeText)(plan.scopes.join(" ")) || "none"}`;
}
const items = (value) => Array.isArray(value) ? (0, import_data.definedItems)(value).map(([, v]) => v) : [];
const strings = (value) => items(value).filter((v) => typeof v === "string");
const objects = (value) => items(value).filter((v) => typeof v === "object" && v !== null);
const text = (value) => typeof value === "string" ? value : "";
function readFindings(value) {
  return objects(value).map((f) => ({
    ruleId: text(f.ruleId),
    severity: f.severity === "error" || f.severity === "warning" ? f.severity : "info",
    message: text(f.message),
    path: items(f.path).filter((p) => typeof p === "string" || typeof p === "number"),
    ...f.baseline === true ? { baseline: true } : {}
  }));
}
function readPlan(given) {
  const plan = typeof given === "object" && given !== null ? given : {};
  return {
    operations: objects(plan.operations).map((o) => ({
      endpoint: text(o.endpoint),
      method: text(o.method),
      path: text(o.path),
      subject: text(o.subject),
      ...typeof o.address === "string" ? { address: o.address } : {},
      fields: strings(o.fields),
      scopes: strings(o.scopes),
      grants: strings(o.grants),
      events: strings(o.events),
      findings: readFindings(o.findings),
      details: strings(o.details),
      ...o.drift === true ? { drift: true } : {},
      ...Array.isArray(o.driftFields) ? { driftFields: strings(o.driftFields) } : {}
    })),
    scopes: strings(plan.scopes),
    events: strings(plan.events),
    findings: readFindings(plan.findings)
  };
}
const MARKDOWN_PLAN_LIMIT = 65536;
const MAX_SPAN = 2e3;
const MAX_DETAILS = 20;
function longestBacktickRun(text2) {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text2.length; i++) {
    run = text2.charCodeAt(i) === 96 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}
function code(value, cell = false) {
  let body = (0, import_text.escapeText)(value);
  if (body.length > MAX_SPAN) {
    const cut = /[\ud800-\udbff]/.test(body.charAt(MAX_SPAN - 1)) ? MAX_SPAN - 1 : MAX_SPAN;
    body = `${body.slice(0, cut)}\u2026`;
  }
  if (body === "") return "";
  if (cell) body = body.replace(/\|/g, "\\|");
  const fence = "`".repeat(longestBacktickRun(body) + 1);
  const pad = /^[` ]|[` ]$/.test(body) && !/^ +$/.test(body) ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}
const refusals = (o) => o.findings.filter((f) => f.severity === "error");
function operationRow(o, n) {
  const refused = refusals(o);
  const mark = [refused.length ? `refused: ${refused.map((f) => code(f.ruleId, true)).join(", ")}` : "", driftNote(o, (t) => code(t, true))].filter(Boolean).join("<br>");
  const details = o.details.length > MAX_DETAILS ? [...o.details.slice(0, MAX_DETAILS - 1), `\u2026 and ${o.details.length - MAX_DETAILS + 1} more changes`] : o.details;
  const changes = [o.fields.join(", "), ...details].filter(Boolean).map((c) => code(c, true)).join("<br>");
  const on = o.address !== void 0 ? `${code(o.subject, true)}<br>${code(o.address, true)}` : code(o.subject, true);
  return `| ${n} | ${code(`${o.method} ${o.path}`, true)} | ${on} | ${changes} | ${code(o.scopes.join(" "), true)} | ${code(o.events.join(" "), true)} | ${mark} |`;
}
const driftNote = (o, show) => o.drift ? "drift" : o.driftFields?.length ? `drift: ${show(o.driftFields.join(", "))}` : "";
const findingLine = (f) => `- **${f.severity}** ${code(f.message)} (${code(f.ruleId)})`;
const moreFindings = (n) => `- \u2026 and ${plural(n, "more finding")}`;
const cutRow = (n) => `| \u2026 | and ${plural(n, "more operation")} | | | | | |`;
const cost = (lines) => lines.reduce((n, l) => n + l.length + 1, 0);
function fitLines(count, line, budget, reserve) {
  const lines = [];
  let used = 0;
  let withRoom = 0;
  for (let i = 0; i < count; i++) {
    const text2 = line(i);
    used += text2.length + 1;
    if (used > budget) return lines.slice(0, withRoom);
    lines.push(text2);
    if (used <= budget - reserve) withRoom = lines.length;
  }
  return lines;
}
function markdownPlan(plan) {
  const errors = plan.findings.filter((f) => f.severity === "error");
  const others = plan.findings.filter((f) => f.severity !== "error");
  const refused = plan.operations.filter((o) => refusals(o).length > 0).length;
  const warnings = others.filter((f) => f.severity === "warning").length;
  const head = [
    `**cloudlint plan**: ${plural(plan.operations.length, "operation")}${refused ? ` (${refused} the API would refuse)` : ""}, ${plural(errors.length, "error")}, ${plural(warnings, "warning")}; token scopes: ${code(plan.scopes.join(" ")) || "none"}`,
    ""
  ];
  let left = MARKDOWN_PLAN_LIMIT + 1 - cost(head) - (plan.findings.length ? cost(["**Findings**", "", ""]) : 0);
  const more = cost([moreFindings(plan.findings.length)]);
  const shownErrors = fitLines(errors.length, (i) => findingLine(errors[i]), others.length ? left - more : left, more);
  left -= cost(shownErrors) + (others.length || shownErrors.length < errors.length ? more : 0);
  const table = [];
  if (plan.operations.length) {
    const open = ["<details><summary>Operations</summary>", "", "| # | Operation | On | Changes | Scopes | Events | |", "|---|---|---|---|---|---|---|"];
    const close = ["", "</details>", ""];
    const cut = cost([cutRow(plan.operations.length)]);
    if (cost(open) + cost(close) + cut <= left) {
      left -= cost(open) + cost(close);
      const rows = fitLines(plan.operations.length, (i) => operationRow(plan.operations[i], i + 1), left, cut);
      if (rows.length < plan.operations.length) rows.push(cutRow(plan.operations.length - rows.length));
      left -= cost(rows);
      (0, import_data.appendAll)((0, import_data.appendAll)((0, import_data.appendAll)(table, open), rows), close);
    }
  }
  const errorsCut = shownErrors.length < errors.length;
  const shownOthers = errorsCut ? fitLines(others.length, (i) => findingLine(others[i]), left, 0) : fitLines(others.length, (i) => findingLine(others[i]), left + more, more);
  left -= cost(shownOthers) - (others.length && !errorsCut && shownOthers.length === others.length ? more : 0);
  const lines = [...head, ...table];
  if (plan.findings.length) {
    const omitted = plan.findings.length - shownErrors.length - shownOthers.length;
    lines.push("**Findings**", "");
    (0, import_data.appendAll)((0, import_data.appendAll)(lines, shownErrors), shownOthers);
    if (omitted) lines.push(moreFindings(omitted));
    lines.push("");
  }
  const events = [`Events: ${code(plan.events.join(", "))}`, ""];
  if (plan.events.length && cost(events) <= left) (0, import_data.appendAll)(lines, events);
  return lines.join("\n");
}
function formatPlan(given, format) {
  const plan = readPlan(given);
  if (format === "json") return `${(0, import_safe.safeJson)({ version: 1, ...plan }, 2)}
`;
  if (format !== "stylish" && format !== "markdown") return formatPlan(plan, "stylish");
  if (format === "markdown") return markdownPlan(plan);
  const lines = [];
  plan.operations.forEach((o, i) => {
    const drift = driftNote(o, import_text.escapeText);
    lines.push(`${String(i + 1).padStart(3)}. ${(0, import_text.escapeText)(o.method)} ${(0, import_text.escapeText)(o.path)}  ${(0, import_text.escapeText)(o.subject)}${o.fields.length ? ` (${(0, import_text.escapeText)(o.fields.join(", "))})` : ""}${drift ? `  [${drift}]` : ""}`);
    if (o.address !== void 0) lines.push(`       address: ${(0, import_text.escapeText)(o.address)}`);
    if (o.scopes.length || o.grants.length) lines.push(`       scopes: ${(0, import_text.escapeText)(o.scopes.join(" ")) || "none"}${o.grants.length ? `; grants: ${(0, import_text.escapeText)(o.grants.join("; "))}` : ""}`);
    if (o.events.length) lines.push(`       events: ${(0, import_text.escapeText)(o.events.join(" "))}`);
    for (const d of o.details) lines.push(`       ${(0, import_text.escapeText)(d)}`);
    for (const f of o.findings) lines.push(`       ${f.severity}: ${(0, import_text.escapeText)(f.message)}  ${(0, import_text.escapeText)(f.ruleId)}`);
  });
  const onOperations = new Set(plan.operations.flatMap((o) => o.findings.map((f) => `${f.ruleId}\0${f.message}`)));
  const other = plan.findings.filter((f) => !onOperations.has(`${f.ruleId}\0${f.message}`));
  for (const f of other) lines.push(`  ${f.severity}: ${(0, import_text.escapeText)(f.message)}  ${(0, import_text.escapeText)(f.ruleId)}`);
  lines.push("", summary(plan), "");
  return lines.join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MARKDOWN_PLAN_LIMIT,
  PLAN_FORMATS,
  formatPlan
});
