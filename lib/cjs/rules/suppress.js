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
var suppress_exports = {};
__export(suppress_exports, {
  applySuppressions: () => applySuppressions,
  parseDirectives: () => parseDirectives
});
module.exports = __toCommonJS(suppress_exports);
var import_yaml = require("yaml");
var import_fields = require("../filter/fields.js");
var import_catalog = require("./catalog.js");
var import_text = require("../util/text.js");
const PREFIX = "cloudlint-";
function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}
function position(starts, offset) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}
function* yamlComments(text) {
  let offset = 0;
  for (const token of new import_yaml.Lexer().lex(text)) {
    if (token.length === 1 && (token === "" || token === "" || token === "")) continue;
    const at = offset;
    offset += token.length;
    if (token[0] === "#") yield { offset: at, text: token };
  }
}
function commentBody(comment) {
  if (comment.startsWith("#")) return comment.slice(1);
  if (comment.startsWith("//")) return comment.slice(2);
  if (comment.startsWith("/*")) return comment.slice(2, comment.endsWith("*/") ? -2 : void 0);
  return "";
}
function parseDirectives(text, given) {
  const directives = [];
  const starts = lineStarts(text);
  for (const comment of given ?? yamlComments(text)) {
    const token = comment.text;
    const at = token.startsWith("/*") && token.includes("\n") ? comment.offset + token.lastIndexOf("\n") + 1 : comment.offset;
    const body = commentBody(token).trim();
    if (!body.startsWith(PREFIX)) continue;
    const [head = "", ...reasonParts] = body.split(" -- ");
    const reason = reasonParts.join(" -- ").trim();
    const words = head.split(/[\s,]+/).filter((w) => w.length > 0);
    const keyword = words.shift().slice(PREFIX.length);
    if (keyword !== "disable-next-line" && keyword !== "disable" && keyword !== "enable") continue;
    let until;
    const rules = [];
    for (const w of words) {
      if (w.startsWith("until=")) until = w.slice(6);
      else rules.push(w);
    }
    const { line, column } = position(starts, at);
    directives.push({
      kind: keyword === "disable-next-line" ? "next-line" : keyword,
      rules,
      ...until !== void 0 ? { until } : {},
      ...reason ? { reason } : {},
      line,
      column,
      endColumn: column + token.length
    });
  }
  return directives;
}
function finding(ruleId, d, message) {
  return { ruleId, severity: import_catalog.RULES[ruleId].severity, message: (0, import_text.escapeText)(message), path: [], line: d.line, column: d.column, endLine: d.line, endColumn: d.endColumn };
}
function isDay(s) {
  return s.length === 10 && (0, import_fields.isDateTime)(`${s}T00:00:00`);
}
function applySuppressions(text, diagnostics, today, alsoAt, known = import_catalog.isRuleId, comments) {
  if (!text.includes(PREFIX)) return diagnostics;
  const directives = parseDirectives(text, comments);
  if (directives.length === 0) return diagnostics;
  const problems = [];
  const scopes = [];
  const open = /* @__PURE__ */ new Map();
  const valid = (d) => {
    const unknown = d.rules.filter((r) => !known(r));
    if (d.rules.length === 0) problems.push(finding("suppression-invalid", d, `cloudlint-${d.kind === "next-line" ? "disable-next-line" : d.kind} needs the rule ids it applies to`));
    else if (unknown.length) problems.push(finding("suppression-invalid", d, `unknown rule id${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => JSON.stringify(u)).join(", ")} in a suppression`));
    else if (d.kind !== "enable" && !d.reason) problems.push(finding("suppression-invalid", d, 'a suppression needs a reason after " -- ", e.g. "-- accepted risk, see INC-123"'));
    else if (d.until !== void 0 && !isDay(d.until)) problems.push(finding("suppression-invalid", d, `until=${d.until} is not a date YYYY-MM-DD`));
    else return true;
    return false;
  };
  const lastLine = text.split("\n").length;
  for (const d of directives) {
    if (!valid(d)) continue;
    if (d.kind === "next-line") scopes.push({ directive: d, from: d.line + 1, to: d.line + 1, used: false });
    else if (d.kind === "disable") for (const r of d.rules) open.set(r, d);
    else {
      for (const r of d.rules) {
        const start = open.get(r);
        if (!start) {
          problems.push(finding("suppression-invalid", d, `cloudlint-enable ${r} has no cloudlint-disable ${r} before it`));
          continue;
        }
        open.delete(r);
        scopes.push({ directive: { ...start, rules: [r] }, from: start.line + 1, to: d.line - 1, used: false });
      }
    }
  }
  for (const [r, start] of open) scopes.push({ directive: { ...start, rules: [r] }, from: start.line + 1, to: lastLine, used: false });
  const order = new Map(scopes.map((s, i) => [s, i]));
  const nextLine = /* @__PURE__ */ new Map();
  const blocks = /* @__PURE__ */ new Map();
  for (const s of scopes) {
    if (s.directive.kind === "next-line") {
      for (const r of s.directive.rules) {
        const key = `${r}\0${s.from}`;
        if (!nextLine.has(key)) nextLine.set(key, s);
      }
    } else {
      const list = blocks.get(s.directive.rules[0]) ?? [];
      list.push(s);
      blocks.set(s.directive.rules[0], list);
    }
  }
  for (const list of blocks.values()) list.sort((a, b) => a.from - b.from);
  const blockAt = (ruleId, line) => {
    const list = blocks.get(ruleId);
    if (!list) return void 0;
    let lo = 0;
    let hi = list.length - 1;
    let found;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      if (list[mid].from <= line) {
        found = list[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found && line <= found.to ? found : void 0;
  };
  const scopeFor = (ruleId, line) => {
    const a = nextLine.get(`${ruleId}\0${line}`);
    const b = blockAt(ruleId, line);
    return a && b ? order.get(a) < order.get(b) ? a : b : a ?? b;
  };
  const kept = [];
  for (const diag of diagnostics) {
    const line = diag.line;
    let scope = line === void 0 ? void 0 : scopeFor(diag.ruleId, line);
    for (const other of alsoAt?.get(diag) ?? []) {
      if (scope) break;
      scope = scopeFor(diag.ruleId, other);
    }
    if (!scope) {
      kept.push(diag);
      continue;
    }
    scope.used = true;
    const until = scope.directive.until;
    if (until !== void 0 && today > until) {
      kept.push({ ...diag, message: `${diag.message} (the suppression at line ${scope.directive.line} expired on ${until})` });
    }
  }
  const reported = /* @__PURE__ */ new Set();
  for (const s of scopes) {
    const expired = s.directive.until !== void 0 && today > s.directive.until;
    if (!s.used && !expired && !reported.has(s.directive)) {
      reported.add(s.directive);
      kept.push(finding("unused-suppression", s.directive, `this suppression of ${s.directive.rules.join(", ")} suppresses nothing; remove it`));
    }
  }
  return [...kept, ...problems];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  applySuppressions,
  parseDirectives
});
