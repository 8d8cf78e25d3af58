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
var junit_exports = {};
__export(junit_exports, {
  formatJunit: () => formatJunit,
  streamJunit: () => streamJunit
});
module.exports = __toCommonJS(junit_exports);
var import_safe = require("./safe.js");
function xml(text) {
  let out = "";
  for (const ch of text) {
    const c = ch.codePointAt(0);
    if (c === 9 || c === 10 || c === 13 || c >= 32 && c <= 55295 || c >= 57344 && c <= 65533 || c >= 65536) out += ch;
  }
  return out.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
function* streamJunit(results) {
  let tests = 0;
  let failures = 0;
  const suites = [];
  for (const file of (0, import_safe.safeResults)(results)) {
    const byRule = /* @__PURE__ */ new Map();
    for (const m of file.messages) {
      let list = byRule.get(m.ruleId);
      if (!list) byRule.set(m.ruleId, list = []);
      list.push(m);
    }
    const cases = [...byRule].map(([ruleId, messages]) => ({
      ruleId,
      messages,
      worst: messages.some((m) => m.severity === "error") ? "error" : messages.some((m) => m.severity === "warning") ? "warning" : "info"
    }));
    tests += Math.max(1, cases.length);
    failures += cases.filter((c) => c.worst !== "info").length;
    suites.push({ filePath: file.filePath, cases });
  }
  yield `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="cloudlint" tests="${tests}" failures="${failures}" errors="0">
`;
  for (const { filePath, cases } of suites) {
    const failed = cases.filter((c) => c.worst !== "info").length;
    yield `  <testsuite name="${xml(filePath)}" tests="${Math.max(1, cases.length)}" failures="${failed}" errors="0">
`;
    if (cases.length === 0) yield `    <testcase classname="${xml(filePath)}" name="cloudlint"/>
`;
    for (const { ruleId, messages, worst } of cases) {
      let body = "";
      for (const m of messages) body += `${body ? "\n" : ""}${filePath}:${m.line ?? 0}:${m.column ?? 0} ${m.severity} ${m.message}`;
      const name = `    <testcase classname="${xml(filePath)}" name="${xml(ruleId)}">`;
      if (worst === "info") yield `${name}
      <system-out>${xml(body)}</system-out>
    </testcase>
`;
      else yield `${name}
      <failure type="${worst}" message="${xml(`${messages.length} ${ruleId} finding${messages.length === 1 ? "" : "s"}`)}">${xml(body)}</failure>
    </testcase>
`;
    }
    yield "  </testsuite>\n";
  }
  yield "</testsuites>\n";
}
function formatJunit(results) {
  return (0, import_safe.joinChunks)(streamJunit(results));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  formatJunit,
  streamJunit
});
