import { orderAutoTfvars, readTfvars } from "./variables.js";
import { folderOf, normFolder } from "./config.js";
import { appendAll } from "../util/data.js";
import { LineStarts } from "../load/positions.js";
const norm = normFolder;
const baseName = (p) => p.slice(Math.max(p.lastIndexOf("/"), p.lastIndexOf("\\")) + 1);
function lineColumn(text, offset) {
  const { line, col } = new LineStarts(text).linePos(offset);
  return `line ${line}, column ${col}`;
}
function safeMessage(message) {
  return message.replace(/,? found .*$/s, "").replace(/"[^"]*"/g, (q) => q.length <= 6 ? q : '"\u2026"');
}
function variableAssignments(inputs, limits) {
  const read = (f) => {
    if (f.problem !== void 0) return { values: /* @__PURE__ */ new Map(), problems: [{ ruleId: "input-limit", message: `variable definitions file ${f.filePath} was not read (${f.problem}); no variable of this root module is known` }] };
    const r = readTfvars(f.filePath, f.text, limits);
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
      appendAll(argProblems, r.problems);
      for (const [k, v] of r.values) args.push([k, { value: v }]);
    }
  }
  const byFolder = /* @__PURE__ */ new Map();
  for (const f of inputs?.autoFiles ?? []) {
    const folder = norm(folderOf(f.filePath));
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
    for (const name of orderAutoTfvars(files.map((f) => baseName(f.filePath)))) {
      const r = read(files.find((f) => baseName(f.filePath) === name));
      appendAll(problems, r.problems);
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
export {
  variableAssignments
};
