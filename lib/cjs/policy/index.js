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
var policy_exports = {};
__export(policy_exports, {
  POLICY_RESOURCES: () => import_compile2.POLICY_RESOURCES,
  compilePolicies: () => compilePolicies,
  compiledPolicies: () => compiledPolicies,
  joinRelative: () => joinRelative,
  testPolicies: () => testPolicies
});
module.exports = __toCommonJS(policy_exports);
var import_account = require("../account/account.js");
var import_load = require("../load/load.js");
var import_limits = require("../load/limits.js");
var import_text = require("../util/text.js");
var import_compile = require("./compile.js");
var import_evaluate = require("./evaluate.js");
var import_compile2 = require("./compile.js");
const sets = /* @__PURE__ */ new WeakSet();
function compiledPolicies(set) {
  return typeof set === "object" && set !== null && sets.has(set) ? set.compiled : void 0;
}
function compilePolicies(sources, limits) {
  const resolved = (0, import_limits.resolveLimits)(limits);
  const loadLimits = { ...resolved, maxBytes: Math.max(resolved.maxBytes, resolved.maxPolicyBytes) };
  const compiled = [];
  const list = [];
  const problems = [];
  const seen = /* @__PURE__ */ new Map();
  const given = Array.isArray(sources) ? sources : [];
  if (given.length > MAX_POLICY_FILES) {
    problems.push({ file: "<policies>", message: `${given.length} policy files is more than ${MAX_POLICY_FILES}; none was compiled`, path: [] });
    return { policies: freeze([], []), problems };
  }
  const shared = new import_compile.PolicySetCompiler(resolved.maxPolicyConditions);
  for (let i = 0; i < given.length; i++) {
    const s = given[i];
    const o = typeof s === "object" && s !== null ? s : {};
    const file = typeof o.filePath === "string" ? o.filePath : `<policies ${i}>`;
    const text = typeof o.text === "string" ? o.text : "";
    const loaded = (0, import_load.loadText)(text, loadLimits, void 0, /\.json$/i.test(file) ? "json" : "yaml");
    const policyFile = loaded.data === void 0 ? POLICIES_KEY.test(text) : (0, import_text.isPlainObject)(loaded.data) && Object.prototype.hasOwnProperty.call(loaded.data, "policies");
    if (loaded.data === void 0 && !policyFile) {
      const first = loaded.findings[0];
      problems.push({ file, ...first?.line !== void 0 ? { line: first.line, column: first.column } : {}, message: `not a policy file: it has no policies list, and ${first?.ruleId === "input-limit" ? "is past the loader's limits" : "is not valid YAML or JSON"}`, path: [] });
      continue;
    }
    if (policyFile) for (const f of loaded.findings) problems.push({ file, ...f.line !== void 0 ? { line: f.line, column: f.column } : {}, message: f.message, path: f.path });
    if (loaded.data === void 0 || policyFile && loaded.findings.length > 0) continue;
    const at = (path, anchor) => {
      const pos = loaded.positions.locate(path, anchor);
      return pos ? { line: pos.line, column: pos.column } : {};
    };
    const result = (0, import_compile.compilePolicyFile)(loaded.data, file, shared);
    for (const p of result.problems) problems.push({ file, ...at(p.path, p.anchor), message: p.message, path: p.path });
    for (const policy of result.policies) {
      const first = seen.get(policy.id);
      if (first !== void 0) {
        problems.push({ file, ...at([...policy.path, "id"]), message: `policy id ${JSON.stringify(policy.id)} is already defined at ${first}`, path: [...policy.path, "id"] });
        continue;
      }
      const pos = at(policy.path);
      seen.set(policy.id, `${file}${pos.line !== void 0 ? `:${pos.line}:${pos.column}` : ""}`);
      compiled.push(policy);
      list.push({ id: policy.id, description: policy.description, severity: policy.severity, resource: policy.resource, file, ...pos, tests: policy.tests.length });
    }
  }
  return { policies: freeze(list, compiled), problems };
}
const MAX_POLICY_FILES = 1e4;
const POLICIES_KEY = /(^|[{,])[ \t]*["']?policies["']?[ \t]*:/m;
function freeze(list, compiled) {
  const set = Object.freeze({ list: Object.freeze(list), compiled: Object.freeze(compiled) });
  sets.add(set);
  return set;
}
function joinRelative(policyFile, relative) {
  if (relative.startsWith("/")) return relative;
  const parts = policyFile.split(/[\\/]/).slice(0, -1);
  for (const p of relative.split("/")) {
    if (p === "" || p === ".") continue;
    if (p === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else parts.push(p);
  }
  return parts.join("/");
}
function testPolicies(set, options = {}) {
  const policies = compiledPolicies(set) ?? [];
  const readFile = typeof options === "object" && options !== null && typeof options.readFile === "function" ? options.readFile : void 0;
  const results = [];
  for (const policy of policies) {
    for (const t of policy.tests) {
      const expected = { count: t.expect.count, ...t.expect.paths ? { paths: [...t.expect.paths] } : {} };
      const base = { policy: policy.id, name: t.name, file: policy.file, expected };
      let data;
      let statePath = "test.yaml";
      if ("file" in t.state) {
        statePath = joinRelative(policy.file, t.state.file);
        let text;
        try {
          text = readFile?.(statePath);
        } catch {
          text = void 0;
        }
        if (typeof text !== "string") {
          const why = (0, import_text.isPlainObject)(text) && typeof text.problem === "string" ? text.problem : void 0;
          results.push({ ...base, passed: false, found: { count: 0, paths: [], messages: [] }, problem: why ? `the state file ${statePath} is not read: ${why}` : `cannot read the state file ${statePath}` });
          continue;
        }
        const loaded = (0, import_load.loadText)(text, import_limits.DEFAULT_LIMITS, void 0, /\.json$/i.test(statePath) ? "json" : "yaml");
        if (loaded.data === void 0 || loaded.findings.length > 0) {
          results.push({ ...base, passed: false, found: { count: 0, paths: [], messages: [] }, problem: `the state file ${statePath} is not valid: ${loaded.findings[0]?.message ?? "it could not be read"}` });
          continue;
        }
        data = loaded.data;
      } else data = t.state.data;
      const filePath = t.filePath ?? statePath;
      const built = (0, import_account.buildAccount)([data]);
      const shape = built.findings.find((f) => f.ruleId === "state-unknown-key" || f.ruleId === "state-structure");
      if (shape) {
        const key = shape.path[0];
        const hint = !("file" in t.state) && (key === "file" || key === "path") ? " (to read a state file, write state: PATH)" : "";
        results.push({ ...base, passed: false, found: { count: 0, paths: [], messages: [] }, problem: `the test's state is not a state file: ${shape.message}${hint}` });
        continue;
      }
      const { account } = built;
      const findings = (0, import_evaluate.checkPolicies)(account, [policy], { filePath: () => filePath, relativePath: () => filePath });
      const paths = findings.map((f) => (0, import_evaluate.dottedPath)(f.path));
      const found = { count: findings.length, paths, messages: findings.map((f) => f.message) };
      const passed = found.count === expected.count && (!expected.paths || sameList(expected.paths, paths));
      results.push({ ...base, passed, found });
    }
  }
  return results;
}
function sameList(a, b) {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  POLICY_RESOURCES,
  compilePolicies,
  compiledPolicies,
  joinRelative,
  testPolicies
});
