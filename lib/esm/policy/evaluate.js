import { eachFirewallRule } from "../account/account.js";
import { firewallDevices } from "../change/identity.js";
import { matchesAny } from "../config/glob.js";
import { firewallModels } from "../firewall/model.js";
import { appendAll } from "../util/data.js";
import { isPlainObject, show } from "../util/text.js";
import { cannotAnswer, MAX_LIST_LENGTH, RULES_PATH, tooLong } from "./compile.js";
import { OVER_BUDGET, PatternBudget } from "./regex.js";
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
        if (isPlainObject(s)) items.push({ value: s, fileIndex: vpc.fileIndex, path: [...vpc.path, "subnets", j], region: vpc.value.region, vars: { label: label(s), vpc: label(vpc.value) } });
      }
    }
    return items;
  }
  if (resource === "firewall_rules") {
    const items = [];
    for (const fw of account.sections.firewalls) {
      eachFirewallRule(fw, (r, direction, j) => {
        items.push({ value: r, fileIndex: fw.fileIndex, path: [...fw.path, "rules", direction, j], region: void 0, vars: { label: label(r), firewall: label(fw.value), direction }, direction });
      });
    }
    return items;
  }
  return account.sections[resource].map(fromEntry);
}
class AccountWorld {
  /** `model`: the run's compiler of firewall rules, shared with the built-in analysis (else one of its own); `maxList`: the longest list walked. */
  constructor(account, model, maxList = MAX_LIST_LENGTH) {
    this.account = account;
    this.maxList = maxList;
    this.model = model ?? firewallModels();
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
        for (const { type, ref } of firewallDevices(fw)) {
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
      for (const fw of sections.firewalls) for (const { type, ref } of firewallDevices(fw)) add(this.resolve(type === "compute" ? "computes" : "nodebalancers", ref));
    } else if (section === "ip_assignments") {
      for (const request of sections.ip_assignments) {
        for (const a of walkable(request.value.assignments, this.maxList)) if (isPlainObject(a)) add(this.resolve("computes", a.compute_id));
      }
    } else if (section === "ip_shares" || section === "ipv6_ranges") {
      for (const request of sections[section]) add(this.resolve("computes", request.value.compute_id));
    } else if (section === "computes") {
      const subnets = /* @__PURE__ */ new Map();
      for (const vpc of sections.vpcs) {
        for (const s of walkable(vpc.value.subnets, this.maxList)) {
          if (!isPlainObject(s)) continue;
          if (typeof s.label === "string" && typeof vpc.value.label === "string") subnets.set(`${vpc.value.label}/${s.label}`, { subnet: s, vpc: vpc.value });
          if (typeof s.id === "number") subnets.set(s.id, { subnet: s, vpc: vpc.value });
        }
      }
      for (const compute of sections.computes) {
        for (const c of walkable(compute.value.configs, this.maxList)) {
          if (!isPlainObject(c)) continue;
          for (const i of walkable(c.interfaces, this.maxList)) {
            if (!isPlainObject(i) || typeof i.subnet !== "string" && typeof i.subnet !== "number") continue;
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
  if (scope.files && !matchesAny(scope.files, files.relativePath(item.fileIndex))) return false;
  if (scope.regions && (typeof item.region !== "string" || !scope.regions.includes(item.region))) return false;
  if (scope.direction && item.direction !== scope.direction) return false;
  if (scope.tags) {
    const tags = item.value.tags;
    if (!Array.isArray(tags) || tooLong(tags, ctx, [...item.path, "tags"]) || !scope.tags.every((t) => tags.includes(t))) return false;
  }
  if (scope.label) {
    const text = item.value.label;
    const found = typeof text === "string" ? scope.label.search(text, ctx.patterns) : null;
    if (found === OVER_BUDGET) {
      if (ctx.note === void 0) cannotAnswer(ctx, `not evaluated: matching where.label ${show(scope.label.source, 40)} against ${text.length} characters would pass the run's budget for patterns (text length \xD7 program size ${scope.label.programSize})`, [...item.path, "label"], text);
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
function checkPolicies(account, policies, files, firewallModel, maxList = MAX_LIST_LENGTH) {
  const findings = [];
  if (policies.length === 0) return findings;
  const world = new AccountWorld(account, firewallModel, maxList);
  const selections = /* @__PURE__ */ new Map();
  let resources = 0;
  for (const section of Object.values(account.sections)) resources += section.length;
  const ctx = { world, base: [], rel: [], value: void 0, captures: void 0, related: void 0, note: void 0, noteAt: void 0, patterns: PatternBudget.forAccount(resources), maxList };
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
      const related = !note && ctx.rel === RULES_PATH ? ctx.related : void 0;
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
    if (policy.count) appendAll(findings, countFindings(policy, chosen, files));
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
      return at.value === void 0 ? "nothing" : typeof at.value === "string" ? at.value.length > 200 ? `${at.value.slice(0, 199)}\u2026` : at.value : show(at.value);
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
export {
  AccountWorld,
  checkPolicies,
  dottedPath
};
