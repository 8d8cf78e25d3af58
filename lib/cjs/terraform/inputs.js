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
var inputs_exports = {};
__export(inputs_exports, {
  variableAssignments: () => variableAssignments
});
module.exports = __toCommonJS(inputs_exports);
var import_variables = require("./variables.js");
var import_config = require("./config.js");
var import_data = require("../util/data.js");
var import_positions = require("../load/positions.js");
const norm = import_config.normFolder;
const baseName = (p) => p.slice(Math.max(p.lastIndexOf("/"), p.lastIndexOf("\\")) + 1);
function lineColumn(text, offset) {
  const { line, col } = new import_positions.LineStarts(text).linePos(offset);
  return `line ${line}, column ${col}`;
}
function safeMessage(message) {
  return message.replace(/,? found .*$/s, "").replace(/"[^"]*"/g, (q) => q.length <= 6 ? q : '"\u2026"');
}
function variableAssignments(inputs, limits) {
  const read = (f) => {
    if (f.problem !== void 0) return { values: /* @__PURE__ */ new Map(), problems: [{ ruleId: "input-limit", message: `variable definitions file ${f.filePath} was not read (${f.problem}); no variable of this root module is known` }] };
    const r = (0, import_variables.readTfvars)(f.filePath, f.text, limits);
    const problems = r.problems.slice(0, 5).map((p) => {
      const limit = /^(more than [0-9]+ (blocks|values)|nested more than|a list of [0-9]+ entries)/.test(p.message);
      return { ruleId: limit ? "input-limit" : "parse-error", message: `variable definitions file ${f.filePath} (${lineColumn(f.text, p.offset)}): ${safeMessage(p.message)}; no variable of this root module is known` };
    });
    return { values: r.values, problems };
  };
  const env = Object.entries(inputs?.env ?? {}).map(([k, v]) => [k, { raw: v }]);
  const args = [];
  const argProblems = [];
  for (const a of inputs?.args ?? []) {
    if ("name" in a) args.push([a.name, { raw: a.value }]);
    else {
      const r = read(a);
      (0, import_data.appendAll)(argProblems, r.problems);
      for (const [k, v] of r.values) args.push([k, { value: v }]);
    }
  }
  const byFolder = /* @__PURE__ */ new Map();
  for (const f of inputs?.autoFiles ?? []) {
    const folder = norm((0, import_config.folderOf)(f.filePath));
    const list = byFolder.get(folder) ?? [];
    list.push(f);
    byFolder.set(folder, list);
  }
  const cache = /* @__PURE__ */ new Map();
  const of = (folder) => {
    const hit = cache.get(folder);
    if (hit) return hit;
    const assigned = /* @__PURE__ */ new Map();
    const add = ([k, v]) => {
      const list = assigned.get(k) ?? [];
      list.push(v);
      assigned.set(k, list);
    };
    const problems = [...argProblems];
    env.forEach(add);
    const files = byFolder.get(folder) ?? [];
    for (const name of (0, import_variables.orderAutoTfvars)(files.map((f) => baseName(f.filePath)))) {
      const r = read(files.find((f) => baseName(f.filePath) === name));
      (0, import_data.appendAll)(problems, r.problems);
      for (const [k, v] of r.values) add([k, { value: v }]);
    }
    args.forEach(add);
    const entry = { assigned, problems };
    cache.set(folder, entry);
    return entry;
  };
  return {
    assignments: (folder) => {
      const e = of(norm(folder));
      return e.problems.length ? "unreadable" : e.assigned;
    },
    problems: (folder) => of(norm(folder)).problems
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  variableAssignments
});
