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
var caps_exports = {};
__export(caps_exports, {
  MAX_FINDINGS_PER_FILE: () => MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE: () => MAX_FINDINGS_PER_RESOURCE,
  capFindings: () => capFindings,
  capPerRule: () => capPerRule,
  moreFinding: () => moreFinding
});
module.exports = __toCommonJS(caps_exports);
const MAX_FINDINGS_PER_RESOURCE = 50;
const MAX_FINDINGS_PER_FILE = 1e3;
function resourceOf(f) {
  return f.path.length >= 2 && typeof f.path[1] === "number" ? f.path.slice(0, 2) : void 0;
}
function moreFinding(first, count, limit, where, path) {
  return {
    ruleId: first.ruleId,
    severity: first.severity,
    message: `and ${count - limit} more ${first.ruleId} findings in ${where}; only the first ${limit} are listed`,
    path,
    ...first.fileIndex !== void 0 ? { fileIndex: first.fileIndex } : {}
  };
}
function capFindings(findings) {
  const perResource = /* @__PURE__ */ new Map();
  const perFile = /* @__PURE__ */ new Map();
  const counted = (groups, key, f) => {
    const group = groups.get(key);
    if (group) return ++group.count;
    groups.set(key, { count: 1, first: f });
    return 1;
  };
  const kept = [];
  for (const f of findings) {
    const fileKey = `${f.ruleId}\0${f.fileIndex ?? 0}`;
    const resource = resourceOf(f);
    if (counted(perResource, `${fileKey}\0${resource ? resource.join("\0") : ""}`, f) > MAX_FINDINGS_PER_RESOURCE) continue;
    if (counted(perFile, fileKey, f) <= MAX_FINDINGS_PER_FILE) kept.push(f);
  }
  for (const { count, first } of perFile.values()) {
    if (count > MAX_FINDINGS_PER_FILE) kept.push(moreFinding(first, count, MAX_FINDINGS_PER_FILE, "this file", []));
  }
  for (const { count, first } of perResource.values()) {
    if (count <= MAX_FINDINGS_PER_RESOURCE) continue;
    const resource = resourceOf(first);
    kept.push(moreFinding(first, count, MAX_FINDINGS_PER_RESOURCE, resource ? `${String(resource[0])}[${resource[1]}]` : "this file", resource ?? []));
  }
  return kept;
}
function capPerRule(findings, path) {
  if (findings.length <= MAX_FINDINGS_PER_RESOURCE) return findings;
  const groups = /* @__PURE__ */ new Map();
  const kept = [];
  for (const f of findings) {
    const group = groups.get(f.ruleId);
    const count = group ? ++group.count : 1;
    if (!group) groups.set(f.ruleId, { count, first: f });
    if (count <= MAX_FINDINGS_PER_RESOURCE) kept.push(f);
  }
  for (const { count, first } of groups.values()) {
    if (count > MAX_FINDINGS_PER_RESOURCE) kept.push(moreFinding(first, count, MAX_FINDINGS_PER_RESOURCE, "the request", path));
  }
  return kept;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE,
  capFindings,
  capPerRule,
  moreFinding
});
