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
var evaluate_exports = {};
__export(evaluate_exports, {
  AccountWorld: () => AccountWorld,
  checkPolicies: () => checkPolicies,
  dottedPath: () => dottedPath
});
module.exports = __toCommonJS(evaluate_exports);
var import_account = require("../account/account.js");
var import_identity = require("../change/identity.js");
var import_glob = require("../config/glob.js");
var import_model = require("../firewall/model.js");
var import_data = require("../util/data.js");
var import_text = require("../util/text.js");
var import_compile = require("./compile.js");
var import_regex = require("./regex.js");
const label = (value) => typeof value.label === "string" ? value.label : "";
function walkable(value, maxList) {
  return Array.isArray(value) && value.length <= maxList ? value : [];
}
function select(account, resource, maxList) {
  const fromEntry = (e) => ({ value: e.value, fileIndex: e.fileIndex, path: e.path, region: e.value.region, vars: { label: label(e.value) } });
  if (resource === "subnets") {
    const items = [];
    for (const vpc of account.sections.vpcs) {
      const subnets = walkable(vpc.value.subnets, maxList);
      for (let j = 0; j < subnets.length; j++) {
        const s = subnets[j];
        if ((0, import_text.isPlainObject)(s)) items.push({ value: s, fileIndex: vpc.fileIndex, path: [...vpc.path, "subnets", j], region: vpc.value.region, vars: { label: label(s), vpc: label(vpc.value) } });
      }
    }
    return items;
  }
  if (resource === "firewall_rules") {
    const items = [];
    for (const fw of account.sections.firewalls) {
      (0, import_account.eachFirewallRule)(fw, (r, direction, j) => {
        items.push({ value: r, fileIndex: fw.fileIndex, path: [...fw.path, "rules", direction, j], region: void 0, vars: { label: label(r), firewall: label(fw.value), direction }, direction });
      });
    }
    return items;
  }
  return account.sections[resource].map(fromEntry);
}
class AccountWorld {
  /** `model`: the run's compiler of firewall rules, shared with the built-in analysis (else one of its own); `maxList`: the longest list walked. */
  constructor(account, model, maxList = import_compile.MAX_LIST_LENGTH) {
    this.account = account;
    this.maxList = maxList;
    this.model = model ?? (0, import_model.firewallModels)();
  }
  protectedSet;
  references = /* @__PURE__ */ new Map();
  model;
  resolve(kind, ref) {
    const index = this.account[kind];
    if (typeof ref === "string") return index.byLabel.get(ref)?.value;
    if (typeof ref === "number") return index.byId.get(ref)?.value;
    return void 0;
  }
  hasEnabledFirewall(value) {
    if (!this.protectedSet) {
      this.protectedSet = /* @__PURE__ */ new Set();
      for (const fw of this.account.sections.firewalls) {
        if (fw.value.status === "disabled") continue;
        for (const { type, ref } of (0, import_identity.firewallDevices)(fw)) {
          const target = this.resolve(type === "compute" ? "computes" : "nodebalancers", ref);
          if (target) this.protectedSet.add(target);
        }
      }
    }
    return this.protectedSet.has(value);
  }
  referencedBy(value, section) {
    let set = this.references.get(section);
    if (!set) {
      set = this.referenced(section);
      this.references.set(section, set);
    }
    return set.has(value);
  }
  /** Everything a section references: instances and NodeBalancers, subnets and their VPCs. */
  referenced(section) {
    const set = /* @__PURE__ */ new Set();
    const add = (o) => {
      if (o) set.add(o);
    };
    const { sections } = this.account;
    if (section === "firewalls") {
      for (const fw of sections.firewalls) for (const { type, ref } of (0, import_identity.firewallDevices)(fw)) add(this.resolve(type === "compute" ? "computes" : "nodebalancers", ref));
    } else if (section === "ip_assignments") {
      for (const request of sections.ip_assignments) {
        for (const a of walkable(request.value.assignments, this.maxList)) if ((0, import_text.isPlainObject)(a)) add(this.resolve("computes", a.compute_id));
      }
    } else if (section === "ip_shares" || section === "ipv6_ranges") {
      for (const request of sections[section]) add(this.resolve("computes", request.value.compute_id));
    } else if (section === "computes") {
      const subnets = /* @__PURE__ */ new Map();
      for (const vpc of sections.vpcs) {
        for (const s of walkable(vpc.value.subnets, this.maxList)) {
          if (!(0, import_text.isPlainObject)(s)) continue;
          if (typeof s.label === "string" && typeof vpc.value.label === "string") subnets.set(`${vpc.value.label}/${s.label}`, { subnet: s, vpc: vpc.value });
          if (typeof s.id === "number") subnets.set(s.id, { subnet: s, vpc: vpc.value });
        }
      }
      for (const compute of sections.computes) {
        for (const c of walkable(compute.value.configs, this.maxList)) {
          if (!(0, import_text.isPlainObject)(c)) continue;
          for (const i of walkable(c.interfaces, this.maxList)) {
            if (!(0, import_text.isPlainObject)(i) || typeof i.subnet !== "string" && typeof i.subnet !== "number") continue;
            const found = subnets.get(i.subnet);
            if (found) {
              set.add(found.subnet);
              set.add(found.vpc);
            }
          }
        }
      }
    }
    return set;
  }
  firewallModel(rules) {
    return this.model(rules);
  }
}
function dottedPath(path) {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : out ? `.${p}` : p;
  return out;
}
function render(template, vars) {
  let out = "";
  for (let i = 0; i < template.length; i++) out += i % 2 === 0 ? template[i] : vars(template[i]);
  return out;
}
function inScope(policy, item, files, ctx) {
  const scope = policy.where;
  if (!scope) return true;
  if (scope.files && !(0, import_glob.matchesAny)(scope.files, files.relativePath(item.fileIndex))) return false;
  if (scope.regions && (typeof item.region !== "string" || !scope.regions.includes(item.region))) return false;
  if (scope.direction && item.direction !== scope.direction) return false;
  if (scope.tags) {
    const tags = item.value.tags;
    if (!Array.isArray(tags) || (0, import_compile.tooLong)(tags, ctx, [...item.path, "tags"]) || !scope.tags.every((t) => tags.includes(t))) return false;
  }
  if (scope.label) {
    const text = item.value.label;
    const found = typeof text === "string" ? scope.label.search(text, ctx.patterns) : null;
    if (found === import_regex.OVER_BUDGET) {
      if (ctx.note === void 0) (0, import_compile.cannotAnswer)(ctx, `not evaluated: matching where.label ${(0, import_text.show)(scope.label.source, 40)} against ${text.length} characters would pass the run's budget for patterns (text length \xD7 program size ${scope.label.programSize})`, [...item.path, "label"], text);
      return false;
    }
    if (!found) return false;
    if (found.size) {
      ctx.captures ??= /* @__PURE__ */ new Map();
      for (const [k, v] of found) ctx.captures.set(k, v);
    }
  }
  return scope.condition ? scope.condition(item.value, item.path, ctx) : true;
}
function checkPolicies(account, policies, files, firewallModel, maxList = import_compile.MAX_LIST_LENGTH) {
  const findings = [];
  if (policies.length === 0) return findings;
  const world = new AccountWorld(account, firewallModel, maxList);
  const selections = /* @__PURE__ */ new Map();
  let resources = 0;
  for (const section of Object.values(account.sections)) resources += section.length;
  const ctx = { world, base: [], rel: [], value: void 0, captures: void 0, related: void 0, note: void 0, noteAt: void 0, patterns: import_regex.PatternBudget.forAccount(resources), maxList };
  for (const policy of policies) {
    let items = selections.get(policy.resource);
    if (!items) selections.set(policy.resource, items = select(account, policy.resource, maxList));
    const chosen = [];
    for (const item of items) {
      ctx.captures = void 0;
      ctx.related = void 0;
      ctx.note = void 0;
      ctx.noteAt = void 0;
      if (!inScope(policy, item, files, ctx) && ctx.note === void 0) continue;
      if (policy.count) {
        chosen.push({ item, captures: ctx.captures });
        continue;
      }
      if (!policy.assert || policy.assert(item.value, item.path, ctx) && ctx.note === void 0) continue;
      const note = ctx.note;
      const noteAt = ctx.noteAt;
      const path = noteAt ? noteAt.path : ctx.rel.length ? [...ctx.base, ...ctx.rel] : ctx.base;
      const related = !note && ctx.rel === import_compile.RULES_PATH ? ctx.related : void 0;
      const value = noteAt ? noteAt.value : ctx.value;
      const captures = ctx.captures;
      const message = render(policy.message, (name) => placeholder(name, policy, item, files, captures, { path, value }));
      findings.push({
        ruleId: policy.id,
        severity: policy.severity,
        message: note ? `${message} (${note})` : message,
        path,
        fileIndex: item.fileIndex,
        ...related ? { related: related.map((r) => ({ ...r, fileIndex: item.fileIndex })) } : {}
      });
    }
    if (policy.count) (0, import_data.appendAll)(findings, countFindings(policy, chosen, files));
  }
  return findings;
}
function countFindings(policy, chosen, files) {
  const { min, max } = policy.count;
  const counts = Object.assign(/* @__PURE__ */ Object.create(null), { count: String(chosen.length), min: min === void 0 ? "" : String(min), max: max === void 0 ? "" : String(max) });
  const out = [];
  if (max !== void 0 && chosen.length > max) {
    for (const { item, captures } of chosen.slice(max)) {
      const message = render(policy.message, (name) => counts[name] ?? placeholder(name, policy, item, files, captures, { path: item.path, value: item.value }));
      out.push({ ruleId: policy.id, severity: policy.severity, message, path: item.path, fileIndex: item.fileIndex });
    }
  }
  if (min !== void 0 && chosen.length < min) {
    const message = render(policy.message, (name) => counts[name] ?? (name === "file" ? files.filePath(0) : name === "id" ? policy.id : name === "resource" ? policy.resource : ""));
    out.push({ ruleId: policy.id, severity: policy.severity, message, path: [], fileIndex: 0 });
  }
  return out;
}
function placeholder(name, policy, item, files, captures, at) {
  switch (name) {
    case "value":
      return at.value === void 0 ? "nothing" : typeof at.value === "string" ? at.value.length > 200 ? `${at.value.slice(0, 199)}\u2026` : at.value : (0, import_text.show)(at.value);
    case "path":
      return dottedPath(at.path);
    case "file":
      return files.filePath(item.fileIndex);
    case "id":
      return policy.id;
    case "resource":
      return policy.resource;
    default:
      return (Object.prototype.hasOwnProperty.call(item.vars, name) ? item.vars[name] : void 0) ?? captures?.get(name) ?? "";
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  AccountWorld,
  checkPolicies,
  dottedPath
});
