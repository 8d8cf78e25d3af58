import { SECTIONS } from "../account/account.js";
import { firstEndingAtOrAfter, mergeIntervals, PROTOCOLS } from "../firewall/model.js";
import { DEFAULT_LIMITS, raiseLimitHint, resolveLimits } from "../load/limits.js";
import { parseCidr } from "../net/cidr.js";
import { parsePorts } from "../net/ports.js";
import { isPlainObject, jsonType, show, suggest } from "../util/text.js";
import { complement, firewallAccepts } from "./accepts.js";
import { valueSet } from "./membership.js";
import { OVER_BUDGET, PatternCompiler } from "./regex.js";
const POLICY_RESOURCES = [...SECTIONS, "subnets", "firewall_rules"];
const POLICY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 100;
const SEVERITIES = ["error", "warning", "info"];
const POLICY_KEYS = ["id", "description", "severity", "resource", "where", "assert", "count", "message", "tests"];
const FIELD_OPS = [
  "equals",
  "not_equals",
  "in",
  "not_in",
  "matches",
  "min",
  "max",
  "min_length",
  "max_length",
  "length",
  "exists",
  "absent",
  "cidr_within",
  "cidr_outside",
  "overlaps",
  "address_in",
  "family"
];
const QUANTIFIERS = ["every", "some", "none"];
const DOMAIN = ["accepts", "only_from", "has_enabled_firewall", "in_vpc", "referenced_by"];
const CONDITION_KINDS = ["field", "all", "any", "not", ...QUANTIFIERS, ...DOMAIN];
const CONDITION_KEYS = [...CONDITION_KINDS, "assert", ...FIELD_OPS];
const SCOPE_KEYS = ["file", "region", "tags", "label", "direction"];
const DOMAIN_RESOURCES = {
  accepts: ["firewalls"],
  only_from: ["firewalls"],
  has_enabled_firewall: ["computes", "nodebalancers"],
  in_vpc: ["computes"],
  referenced_by: ["computes", "nodebalancers", "subnets", "vpcs"]
};
const REFERENCES = {
  computes: ["firewalls", "ip_assignments", "ip_shares", "ipv6_ranges"],
  nodebalancers: ["firewalls"],
  subnets: ["computes"],
  vpcs: ["computes"]
};
const RULES_PATH = Object.freeze(["rules"]);
const NO_REGION = /* @__PURE__ */ new Set(["firewalls", "firewall_rules", "stackscripts", "ip_shares", "ipv6_ranges"]);
const BASE_PLACEHOLDERS = ["label", "value", "path", "file", "id", "resource"];
const EXTRA_PLACEHOLDERS = { subnets: ["vpc"], firewall_rules: ["firewall", "direction"] };
const COUNT_PLACEHOLDERS = ["count", "min", "max"];
function parseFieldPath(text) {
  if (text === ".") return [];
  if (text.length === 0) return "the field path is empty (use . for the value itself)";
  const parts = text.split(".");
  if (parts.some((p) => p.length === 0)) return `field path ${show(text)} has an empty segment`;
  return parts.map((p) => /^(0|[1-9][0-9]{0,8})$/.test(p) ? Number(p) : p);
}
function readPath(value, path) {
  let node = value;
  for (const segment of path) {
    if (typeof segment === "number") {
      if (!Array.isArray(node)) return void 0;
      node = node[segment];
    } else {
      if (!isPlainObject(node) || !Object.prototype.hasOwnProperty.call(node, segment)) return void 0;
      node = node[segment];
    }
  }
  return node;
}
const netCache = /* @__PURE__ */ new Map();
function readNet(value) {
  if (typeof value !== "string") return void 0;
  const hit = netCache.get(value);
  if (hit !== void 0) return hit ?? void 0;
  const r = parseCidr(value, { allowBareAddress: true });
  const net = r.ok ? { family: r.value.family, first: r.value.first, last: r.value.last, bare: !value.includes("/") } : null;
  if (netCache.size > 1e5) netCache.clear();
  netCache.set(value, net);
  return net ?? void 0;
}
function mergedIntervals(nets, family) {
  return mergeIntervals(
    nets.filter((n) => n.family === family).map((n) => [n.first, n.last]),
    (v) => v + 1n
  );
}
const MAX_LIST_LENGTH = DEFAULT_LIMITS.maxValues;
const maxListLength = (limits) => Math.max(MAX_LIST_LENGTH, resolveLimits(limits).maxValues);
function cannotAnswer(ctx, note, path, value) {
  if (ctx.note !== void 0) return;
  ctx.note = note;
  ctx.noteAt = { path, value };
}
function tooLong(list, ctx, path) {
  if (list.length <= ctx.maxList) return false;
  cannotAnswer(ctx, `not evaluated: a list of ${list.length} elements is longer than any state file holds (${ctx.maxList})`, path, list);
  return true;
}
function inVpc(v, base, ctx) {
  const configs = v.configs;
  if (!Array.isArray(configs) || tooLong(configs, ctx, [...base, "configs"])) return false;
  for (let i = 0; i < configs.length; i++) {
    const c = configs[i];
    if (!isPlainObject(c) || !Array.isArray(c.interfaces)) continue;
    const interfaces = c.interfaces;
    if (tooLong(interfaces, ctx, [...base, "configs", i, "interfaces"])) return false;
    for (let j = 0; j < interfaces.length; j++) {
      const face = interfaces[j];
      if (isPlainObject(face) && face.purpose === "vpc") return true;
    }
  }
  return false;
}
const MAX_CONDITIONS = DEFAULT_LIMITS.maxPolicyConditions;
class PolicySetCompiler {
  constructor(maxConditions = MAX_CONDITIONS) {
    this.maxConditions = maxConditions;
  }
  patterns = new PatternCompiler();
  conditions = 0;
}
function compilePolicyFile(data, file, set = new PolicySetCompiler()) {
  const problems = [];
  const policies = [];
  if (!isPlainObject(data)) {
    problems.push({ path: [], message: `a policy file is a mapping with a policies list, not ${jsonType(data)}` });
    return { policies, problems };
  }
  for (const key of Object.keys(data)) {
    if (key !== "policies") problems.push({ path: [key], message: unknownKey(key, ["policies"], "a policy file"), anchor: "key" });
  }
  const list = data.policies;
  if (!Array.isArray(list)) {
    problems.push({ path: ["policies"], message: list === void 0 ? "a policy file needs a policies list" : `policies must be a list, not ${jsonType(list)}` });
    return { policies, problems };
  }
  list.forEach((entry, i) => {
    const compiled = new PolicyCompiler(file, ["policies", i], problems, set).policy(entry);
    if (compiled) policies.push(compiled);
  });
  return { policies, problems };
}
function unknownKey(key, known, where) {
  const guess = suggest(key, known);
  return `unknown key ${show(key)} in ${where}${guess ? `; did you mean "${guess}"?` : `; known keys: ${known.join(", ")}`}`;
}
class PolicyCompiler {
  constructor(file, at, problems, set) {
    this.file = file;
    this.at = at;
    this.problems = problems;
    this.set = set;
    this.before = problems.length;
  }
  resource;
  captureNames = /* @__PURE__ */ new Set();
  overLimit = false;
  before;
  /** Counts one more condition of the set; false (said once per policy) past its maxConditions. */
  counted(path) {
    if (++this.set.conditions <= this.set.maxConditions) return true;
    if (!this.overLimit) this.problem(path, `the policy files hold more than ${this.set.maxConditions} conditions and policies in all; each is evaluated on every resource it selects (${raiseLimitHint("maxPolicyConditions")})`);
    this.overLimit = true;
    return false;
  }
  problem(path, message, anchor) {
    this.problems.push({ path, message, ...anchor ? { anchor } : {} });
  }
  policy(entry) {
    const at = this.at;
    if (!isPlainObject(entry)) {
      this.problem(at, `each policy is a mapping, not ${jsonType(entry)}`);
      return void 0;
    }
    for (const key of Object.keys(entry)) if (!POLICY_KEYS.includes(key)) this.problem([...at, key], unknownKey(key, POLICY_KEYS, "a policy"), "key");
    this.counted(at);
    const { id, description, severity = "error", resource, where, assert, count, message, tests } = entry;
    if (typeof id !== "string") this.problem([...at, "id"], id === void 0 ? "a policy needs an id, e.g. acme/db-ha-in-prod" : `id must be a string, not ${jsonType(id)}`);
    else if (id.length > MAX_ID_LENGTH || !POLICY_ID.test(id)) {
      this.problem([...at, "id"], `id ${show(id)} must be an organisation prefix and a kebab-case name, e.g. acme/db-ha-in-prod (lower-case letters, digits and dashes, one slash, at most ${MAX_ID_LENGTH} characters)`);
    }
    if (typeof description !== "string" || description.trim() === "") this.problem([...at, "description"], description === void 0 ? "a policy needs a description (one sentence: what it requires)" : "description must be a non-empty string");
    if (typeof severity !== "string" || !SEVERITIES.includes(severity)) this.problem([...at, "severity"], `severity must be error, warning or info, not ${show(severity)}`);
    if (typeof resource !== "string" || !POLICY_RESOURCES.includes(resource)) {
      const guess = typeof resource === "string" ? suggest(resource, POLICY_RESOURCES) : void 0;
      this.problem([...at, "resource"], resource === void 0 ? `a policy needs a resource: one of ${POLICY_RESOURCES.join(", ")}` : `resource must be one of ${POLICY_RESOURCES.join(", ")}, not ${show(resource)}${guess ? `; did you mean "${guess}"?` : ""}`);
    } else this.resource = resource;
    const scope = where === void 0 ? void 0 : this.scope(where, [...at, "where"]);
    let condition;
    let bounds;
    if (assert !== void 0 && count !== void 0) this.problem([...at, "count"], "a policy has either assert (each resource) or count (how many), not both", "key");
    else if (assert !== void 0) condition = this.condition(assert, [...at, "assert"], 0);
    else if (count !== void 0) bounds = this.count(count, [...at, "count"]);
    else this.problem(at, "a policy needs assert (the conditions every selected resource meets) or count (how many may be selected)");
    const template = this.template(message === void 0 ? description : message, message === void 0 ? [...at, "description"] : [...at, "message"], count !== void 0);
    const cases = tests === void 0 ? [] : this.tests(tests, [...at, "tests"]);
    if (this.problems.length > this.before || typeof id !== "string" || typeof description !== "string" || !this.resource || !template) return void 0;
    return {
      id,
      description,
      severity,
      resource: this.resource,
      ...scope ? { where: scope } : {},
      ...condition ? { assert: condition } : {},
      ...bounds ? { count: bounds } : {},
      message: template,
      tests: cases,
      file: this.file,
      path: at
    };
  }
  count(value, path) {
    if (!isPlainObject(value)) {
      this.problem(path, `count is a mapping { min, max }, not ${jsonType(value)}`);
      return void 0;
    }
    const out = {};
    for (const key of Object.keys(value)) {
      if (key !== "min" && key !== "max") {
        this.problem([...path, key], unknownKey(key, ["min", "max"], "count"), "key");
        continue;
      }
      const n = value[key];
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0) this.problem([...path, key], `count.${key} must be a whole number >= 0, not ${show(n)}`);
      else out[key] = n;
    }
    if (out.min === void 0 && out.max === void 0 && Object.keys(value).length === 0) this.problem(path, "count needs min, max or both");
    if (out.min !== void 0 && out.max !== void 0 && out.min > out.max) this.problem(path, `count.min (${out.min}) is more than count.max (${out.max})`);
    return out;
  }
  strings(value, path, what) {
    const list = typeof value === "string" ? [value] : value;
    if (!Array.isArray(list) || list.length === 0 || list.some((s) => typeof s !== "string" || s.length === 0)) {
      this.problem(path, `${what} is a non-empty string or a non-empty list of them, not ${show(value)}`);
      return void 0;
    }
    return list;
  }
  scope(value, path) {
    if (!isPlainObject(value)) {
      this.problem(path, `where is a mapping (file, region, tags, label, or a condition), not ${jsonType(value)}`);
      return void 0;
    }
    const scope = {};
    const rest = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === "file") scope.files = this.strings(v, [...path, key], "where.file");
      else if (key === "region") {
        scope.regions = this.strings(v, [...path, key], "where.region");
        if (this.resource && NO_REGION.has(this.resource)) this.problem([...path, key], `${this.resource} have no region; where.region would never match`);
      } else if (key === "tags") scope.tags = this.strings(v, [...path, key], "where.tags");
      else if (key === "label") {
        if (typeof v !== "string") this.problem([...path, key], `where.label is a regular expression (a string), not ${jsonType(v)}`);
        else scope.label = this.regex(v, [...path, key]);
      } else if (key === "direction") {
        if (v !== "inbound" && v !== "outbound") this.problem([...path, key], `where.direction is inbound or outbound, not ${show(v)}`);
        else if (this.resource !== "firewall_rules") this.problem([...path, key], "where.direction scopes firewall_rules only");
        else scope.direction = v;
      } else if (CONDITION_KEYS.includes(key)) rest[key] = v;
      else this.problem([...path, key], unknownKey(key, [...SCOPE_KEYS, ...CONDITION_KINDS], "where"), "key");
    }
    if (Object.keys(rest).length > 0) scope.condition = this.condition(rest, path, 0);
    return scope;
  }
  regex(pattern, path) {
    const r = this.set.patterns.compile(pattern);
    if (!r.ok) {
      this.problem(path, `pattern ${show(pattern)} does not compile: ${r.reason}`);
      return void 0;
    }
    for (const name of r.regex.names) this.captureNames.add(name);
    return r.regex;
  }
  nets(value, path, what) {
    const list = typeof value === "string" ? [value] : value;
    if (!Array.isArray(list) || list.length === 0) {
      this.problem(path, `${what} takes a CIDR or a non-empty list of CIDRs, not ${show(value)}`);
      return void 0;
    }
    const nets = [];
    list.forEach((item, i) => {
      const r = typeof item === "string" ? parseCidr(item, { allowBareAddress: true }) : void 0;
      const at = Array.isArray(value) ? [...path, i] : path;
      if (!r) this.problem(at, `${what} takes CIDRs (strings), not ${jsonType(item)}`);
      else if (!r.ok) this.problem(at, `${show(item)} is not a CIDR: ${r.reason}`);
      else nets.push({ family: r.value.family, first: r.value.first, last: r.value.last, bare: !item.includes("/") });
    });
    return nets.length === list.length ? nets : void 0;
  }
  condition(value, path, depth, inElement = false) {
    const never = () => false;
    if (!this.counted(path)) return never;
    if (depth > 32) {
      this.problem(path, "conditions are nested more than 32 deep");
      return never;
    }
    if (!isPlainObject(value)) {
      this.problem(path, `a condition is a mapping (field and an operator, all, any, not, every, some, none, or a predicate), not ${jsonType(value)}`);
      return never;
    }
    const keys = Object.keys(value);
    for (const key of keys) if (!CONDITION_KEYS.includes(key)) this.problem([...path, key], unknownKey(key, [...CONDITION_KINDS, ...FIELD_OPS], "a condition"), "key");
    const kinds = keys.filter((k) => CONDITION_KINDS.includes(k));
    if (kinds.length !== 1) {
      const ops = keys.filter((k) => FIELD_OPS.includes(k));
      this.problem(
        path,
        kinds.length === 0 ? ops.length > 0 ? `${ops[0]} needs the field it reads: { field: PATH, ${ops[0]}: \u2026 }` : "an empty condition: give field and an operator, all, any, not, every, some, none, or a predicate" : `a condition is one of field, all, any, not, every, some, none or a predicate, not several (${kinds.join(", ")}); combine them with all or any`
      );
      return never;
    }
    const kind = kinds[0];
    const extra = keys.filter((k) => k !== kind && !(kind === "field" && FIELD_OPS.includes(k)) && !(QUANTIFIERS.includes(kind) && k === "assert"));
    for (const k of extra) if (CONDITION_KEYS.includes(k)) this.problem([...path, k], `${k} does not go with ${kind}`, "key");
    switch (kind) {
      case "field":
        return this.field(value, path);
      case "all":
      case "any":
        return this.combine(kind, value[kind], [...path, kind], depth, inElement);
      case "not": {
        const inner = this.condition(value.not, [...path, "not"], depth + 1, inElement);
        return (v, base, ctx) => !inner(v, base, ctx);
      }
      case "every":
      case "some":
      case "none":
        return this.quantifier(kind, value, path, depth);
      default:
        if (inElement) {
          this.problem([...path, kind], `${kind} is about the ${this.resource ?? "resource"} itself; it cannot be used inside every, some or none`);
          return never;
        }
        return this.domain(kind, value[kind], [...path, kind]);
    }
  }
  combine(kind, list, path, depth, inElement) {
    if (!Array.isArray(list) || list.length === 0) {
      this.problem(path, `${kind} takes a non-empty list of conditions, not ${show(list)}`);
      return () => false;
    }
    const parts = list.map((c, i) => this.condition(c, [...path, i], depth + 1, inElement));
    const wanted = kind === "all";
    return (v, base, ctx) => {
      let bestBase = base;
      let bestRel = [];
      let bestValue = v;
      let bestDepth = -1;
      for (const part of parts) {
        if (part(v, base, ctx) !== wanted) return !wanted;
        if (ctx.note !== void 0) return !wanted;
        const depth2 = ctx.base.length + ctx.rel.length;
        if (depth2 > bestDepth) {
          bestDepth = depth2;
          bestBase = ctx.base;
          bestRel = ctx.rel;
          bestValue = ctx.value;
        }
      }
      ctx.base = bestBase;
      ctx.rel = bestRel;
      ctx.value = bestValue;
      return wanted;
    };
  }
  quantifier(kind, value, path, depth) {
    const where = value[kind];
    const rel = typeof where === "string" ? parseFieldPath(where) : `${kind} takes the path of a list field, not ${show(where)}`;
    if (typeof rel === "string") this.problem([...path, kind], rel);
    if (!Object.prototype.hasOwnProperty.call(value, "assert")) this.problem(path, `${kind} needs assert: the condition ${kind === "every" ? "every" : kind === "some" ? "some" : "no"} element meets`);
    if (!Object.prototype.hasOwnProperty.call(value, "assert")) return () => false;
    const inner = this.condition(value.assert, [...path, "assert"], depth + 1, true);
    if (typeof rel === "string") return () => false;
    return (v, base, ctx) => {
      const list = readPath(v, rel);
      ctx.base = base;
      ctx.rel = rel;
      ctx.value = list;
      if (!Array.isArray(list)) return kind !== "some";
      if (tooLong(list, ctx, [...base, ...rel])) return false;
      const at = [...base, ...rel, 0];
      const last = at.length - 1;
      for (let i = 0; i < list.length; i++) {
        at[last] = i;
        const ok = inner(list[i], at, ctx);
        if (ctx.note !== void 0) return false;
        if (kind === "every" && !ok || kind !== "every" && ok) {
          if (ctx.base === at) ctx.base = at.slice();
          return kind === "some";
        }
      }
      ctx.base = base;
      ctx.rel = rel;
      ctx.value = list;
      return kind !== "some";
    };
  }
  field(value, path) {
    const rel = typeof value.field === "string" ? parseFieldPath(value.field) : `field is a dotted path (a string), not ${show(value.field)}`;
    if (typeof rel === "string") this.problem([...path, "field"], rel);
    const ops = Object.keys(value).filter((k) => FIELD_OPS.includes(k));
    if (ops.length === 0) this.problem(path, `field ${show(value.field)} needs an operator: one of ${FIELD_OPS.join(", ")}`);
    const tests = ops.map((op) => this.op(op, value[op], [...path, op]));
    if (typeof rel === "string" || tests.some((t) => t === void 0)) return () => false;
    const checks = tests;
    return (v, base, ctx) => {
      const found = readPath(v, rel);
      ctx.base = base;
      ctx.rel = rel;
      ctx.value = found;
      for (const check of checks) if (!check(found, ctx)) return false;
      return true;
    };
  }
  /** One operator of a field condition, as a test of the value (undefined: the value is absent). */
  op(op, arg, path) {
    const bad = (what) => {
      this.problem(path, `${op} takes ${what}, not ${show(arg)}`);
      return void 0;
    };
    switch (op) {
      case "exists":
      case "absent":
        if (typeof arg !== "boolean") return bad("true or false");
        return op === "exists" ? (v) => v !== void 0 === arg : (v) => v === void 0 === arg;
      case "equals":
      case "not_equals":
      case "in":
      case "not_in": {
        const list = op === "equals" || op === "not_equals" ? [arg] : arg;
        if (!Array.isArray(list)) return bad("a list of values");
        const set = valueSet(list);
        return op === "equals" || op === "in" ? (v) => v !== void 0 && set.has(v) : (v) => v !== void 0 && !set.has(v);
      }
      case "matches": {
        if (typeof arg !== "string") return bad("a regular expression (a string)");
        const regex = this.regex(arg, path);
        if (!regex) return void 0;
        return (v, ctx) => {
          if (typeof v !== "string") return false;
          const found = regex.search(v, ctx.patterns);
          if (found === OVER_BUDGET) {
            if (ctx.note === void 0) cannotAnswer(ctx, `not evaluated: matching ${show(regex.source, 40)} against ${v.length} characters would pass the run's budget for patterns (text length \xD7 program size ${regex.programSize})`, [...ctx.base, ...ctx.rel], v);
            return false;
          }
          if (!found) return false;
          if (found.size) {
            ctx.captures ??= /* @__PURE__ */ new Map();
            for (const [k, s] of found) ctx.captures.set(k, s);
          }
          return true;
        };
      }
      case "min":
        if (typeof arg !== "number") return bad("a number");
        return (v) => typeof v === "number" && v >= arg;
      case "max":
        if (typeof arg !== "number") return bad("a number");
        return (v) => typeof v === "number" && v <= arg;
      case "min_length":
      case "max_length":
      case "length": {
        if (typeof arg !== "number" || !Number.isInteger(arg) || arg < 0) return bad("a whole number >= 0");
        const size = (v) => typeof v === "string" ? [...v].length : Array.isArray(v) ? v.length : isPlainObject(v) ? Object.keys(v).length : void 0;
        if (op === "length") return (v) => size(v) === arg;
        if (op === "min_length") return (v) => (size(v) ?? -1) >= arg;
        return (v) => {
          const n = size(v);
          return n !== void 0 && n <= arg;
        };
      }
      case "family": {
        if (arg !== "ipv4" && arg !== "ipv6") return bad("ipv4 or ipv6");
        const family = arg === "ipv4" ? 4 : 6;
        return (v, ctx) => eachNet(v, (n) => n.family === family, ctx);
      }
      default: {
        const nets = this.nets(arg, path, op);
        if (!nets) return void 0;
        const merged = { 4: mergedIntervals(nets, 4), 6: mergedIntervals(nets, 6) };
        const within = (n) => {
          const list = merged[n.family];
          const i = firstEndingAtOrAfter(list, n.first);
          return i < list.length && list[i][0] <= n.first && n.last <= list[i][1];
        };
        const touches = (n) => {
          const list = merged[n.family];
          const i = firstEndingAtOrAfter(list, n.first);
          return i < list.length && list[i][0] <= n.last;
        };
        if (op === "cidr_within") return (v, ctx) => eachNet(v, within, ctx);
        if (op === "cidr_outside") return (v, ctx) => eachNet(v, (n) => !touches(n), ctx);
        if (op === "address_in") return (v, ctx) => eachNet(v, (n) => (n.bare || n.first === n.last) && within(n), ctx);
        return (v, ctx) => someNet(v, touches, ctx);
      }
    }
  }
  domain(kind, arg, path) {
    const fail = (message) => {
      this.problem(path, message);
      return () => false;
    };
    const resource = this.resource;
    if (resource && !DOMAIN_RESOURCES[kind].includes(resource)) return fail(`${kind} applies to ${DOMAIN_RESOURCES[kind].join(" and ")}, not ${resource}`);
    switch (kind) {
      case "has_enabled_firewall":
      case "in_vpc": {
        if (typeof arg !== "boolean") return fail(`${kind} takes true or false, not ${show(arg)}`);
        return (v, base, ctx) => {
          ctx.base = base;
          ctx.rel = [];
          ctx.value = v;
          if (!isPlainObject(v)) return false;
          return (kind === "in_vpc" ? inVpc(v, base, ctx) : ctx.world.hasEnabledFirewall(v)) === arg;
        };
      }
      case "referenced_by": {
        const allowed = resource ? REFERENCES[resource] ?? [] : [];
        const sections = typeof arg === "string" ? [arg] : arg;
        if (!Array.isArray(sections) || sections.length === 0 || sections.some((s) => typeof s !== "string")) return fail(`referenced_by takes a section or a list of sections, not ${show(arg)}`);
        for (const s of sections) if (resource && !allowed.includes(s)) return fail(`${resource} are referenced by ${allowed.join(", ")}; not by ${show(s)}`);
        return (v, base, ctx) => {
          ctx.base = base;
          ctx.rel = [];
          ctx.value = v;
          return isPlainObject(v) && sections.some((s) => ctx.world.referencedBy(v, s));
        };
      }
      default:
        return this.firewallPredicate(kind, arg, path);
    }
  }
  /** accepts and only_from: questions about the packets a firewall accepts, on the exact model. */
  firewallPredicate(kind, arg, path) {
    const fail = (at, message) => {
      this.problem(at, message);
      return () => false;
    };
    if (!isPlainObject(arg)) return fail(path, `${kind} is a mapping { direction, ${kind === "accepts" ? "from" : "addresses"}, protocol, ports }, not ${jsonType(arg)}`);
    const keys = kind === "accepts" ? ["direction", "from", "protocol", "ports"] : ["direction", "addresses", "protocol", "ports"];
    let ok = true;
    for (const key of Object.keys(arg)) {
      if (!keys.includes(key)) {
        this.problem([...path, key], unknownKey(key, keys, kind), "key");
        ok = false;
      }
    }
    const direction = arg.direction ?? "inbound";
    if (direction !== "inbound" && direction !== "outbound") {
      this.problem([...path, "direction"], `direction is inbound or outbound, not ${show(direction)}`);
      ok = false;
    }
    let protocols = [...PROTOCOLS];
    if (arg.protocol !== void 0) {
      const list = typeof arg.protocol === "string" ? [arg.protocol] : arg.protocol;
      if (!Array.isArray(list) || list.length === 0 || list.some((p) => typeof p !== "string" || !PROTOCOLS.includes(p))) {
        this.problem([...path, "protocol"], `protocol is one of ${PROTOCOLS.join(", ")} or a list of them, not ${show(arg.protocol)}`);
        ok = false;
      } else protocols = [...new Set(list)];
    }
    let ports = [[1, 65535]];
    if (arg.ports !== void 0) {
      const text = typeof arg.ports === "number" ? String(arg.ports) : arg.ports;
      const parsed = typeof text === "string" ? parsePorts(text) : void 0;
      if (!parsed || parsed.problems.length > 0) {
        this.problem([...path, "ports"], `ports is a port string such as "5432" or "1-1024, 3306", not ${show(arg.ports)}${parsed?.problems[0] ? `: ${parsed.problems[0].message}` : ""}`);
        ok = false;
      } else ports = mergeIntervals(parsed.pieces.map((p) => [p.start, p.end]), (v) => v + 1);
    }
    const addressKey = kind === "accepts" ? "from" : "addresses";
    let v4 = [[0, 2 ** 32 - 1]];
    let v6 = [[0n, (1n << 128n) - 1n]];
    const given = arg[addressKey];
    if (given === void 0 && kind === "only_from") {
      this.problem(path, "only_from needs addresses: the networks the ports may be reached from");
      ok = false;
    } else if (given !== void 0) {
      const nets = this.nets(given, [...path, addressKey], `${kind}.${addressKey}`);
      if (!nets) ok = false;
      else {
        v4 = mergeIntervals(nets.filter((n) => n.family === 4).map((n) => [Number(n.first), Number(n.last)]), (v) => v + 1);
        v6 = mergeIntervals(nets.filter((n) => n.family === 6).map((n) => [n.first, n.last]), (v) => v + 1n);
        if (kind === "only_from") {
          v4 = complement(v4, 0, 2 ** 32 - 1, 1);
          v6 = complement(v6, 0n, (1n << 128n) - 1n, 1n);
        }
      }
    }
    if (!ok) return () => false;
    const set = { direction, protocols, ports, v4, v6 };
    const wantAccepted = kind === "accepts";
    return (v, base, ctx) => {
      ctx.base = base;
      ctx.rel = RULES_PATH;
      const rules = isPlainObject(v) ? v.rules : void 0;
      ctx.value = rules;
      const found = firewallAccepts(ctx.world.firewallModel(rules), set);
      ctx.related = void 0;
      if (found?.by === "too-large") {
        cannotAnswer(ctx, `not evaluated: ${found.rules} ${set.direction} rules is far more than the API takes`, [...base, ...RULES_PATH], rules);
        return false;
      }
      if (found) {
        const where = found.by === "rule" ? [...base, "rules", set.direction, found.index] : [...base, "rules", `${set.direction}_policy`];
        ctx.related = [{ path: where, message: found.by === "rule" ? `this rule accepts such packets` : `the ${set.direction} policy accepts such packets` }];
      }
      return found !== void 0 === wantAccepted;
    };
  }
  template(text, path, isCount) {
    if (typeof text !== "string" || text.length === 0) {
      if (text !== void 0) this.problem(path, `message must be a non-empty string, not ${show(text)}`);
      return void 0;
    }
    const allowed = /* @__PURE__ */ new Set([...BASE_PLACEHOLDERS, ...this.resource ? EXTRA_PLACEHOLDERS[this.resource] ?? [] : [], ...isCount ? COUNT_PLACEHOLDERS : [], ...this.captureNames]);
    const parts = [];
    const re = /\{\{\s*([^{}]*?)\s*\}\}/g;
    let last = 0;
    let bad = false;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const name = m[1];
      if (!allowed.has(name)) {
        const guess = suggest(name, [...allowed]);
        this.problem(path, `unknown placeholder {{${name}}}${guess ? `; did you mean {{${guess}}}?` : `; known: ${[...allowed].map((a) => `{{${a}}}`).join(", ")}`}`);
        bad = true;
      }
      parts.push(text.slice(last, m.index), name);
      last = m.index + m[0].length;
    }
    parts.push(text.slice(last));
    return bad ? void 0 : parts;
  }
  tests(value, path) {
    if (!Array.isArray(value)) {
      this.problem(path, `tests is a list of cases { name, state, expect }, not ${jsonType(value)}`);
      return [];
    }
    const cases = [];
    const names = /* @__PURE__ */ new Set();
    value.forEach((t, i) => {
      const at = [...path, i];
      if (!isPlainObject(t)) {
        this.problem(at, `each test is a mapping { name, state, expect }, not ${jsonType(t)}`);
        return;
      }
      const keys = ["name", "state", "file", "expect"];
      for (const key of Object.keys(t)) if (!keys.includes(key)) this.problem([...at, key], unknownKey(key, keys, "a test"), "key");
      const { name, state, file, expect } = t;
      let ok = true;
      if (typeof name !== "string" || name.length === 0) {
        this.problem([...at, "name"], "a test needs a name (a non-empty string)");
        ok = false;
      } else if (names.has(name)) {
        this.problem([...at, "name"], `two tests of this policy are named ${show(name)}`);
        ok = false;
      } else names.add(name);
      if (!isPlainObject(state) && (typeof state !== "string" || state.length === 0)) {
        this.problem([...at, "state"], state === void 0 ? "a test needs a state: a mapping of resource sections, or the path of a state file" : `state is a mapping of resource sections or a file path, not ${jsonType(state)}`);
        ok = false;
      }
      if (file !== void 0 && (typeof file !== "string" || file.length === 0)) {
        this.problem([...at, "file"], `file (the path the state stands for) is a non-empty string, not ${show(file)}`);
        ok = false;
      }
      const expected = this.expect(expect, [...at, "expect"]);
      if (!ok || !expected) return;
      cases.push({
        name,
        state: typeof state === "string" ? { file: state } : { data: state },
        ...typeof file === "string" ? { filePath: file } : {},
        expect: expected,
        path: at
      });
    });
    return cases;
  }
  expect(value, path) {
    if (value === "pass") return { count: 0 };
    if (typeof value === "number" && Number.isInteger(value) && value >= 0) return { count: value };
    if (isPlainObject(value) && Array.isArray(value.paths) && value.paths.every((p) => typeof p === "string") && Object.keys(value).every((k) => k === "paths" || k === "count")) {
      const paths = value.paths;
      const count = value.count ?? paths.length;
      if (typeof count === "number" && Number.isInteger(count) && count >= 0) return { count, paths };
    }
    this.problem(path, value === void 0 ? "a test needs expect: pass, a count of findings, or { paths: [...] }" : `expect is pass, a count of findings, or { count?, paths: ["databases[0].cluster_size", ...] }, not ${show(value)}`);
    return void 0;
  }
}
function eachNet(v, test, ctx) {
  if (Array.isArray(v)) {
    if (tooLong(v, ctx, [...ctx.base, ...ctx.rel])) return false;
    for (let i = 0; i < v.length; i++) {
      const n2 = readNet(v[i]);
      if (!n2 || !test(n2)) {
        ctx.rel = [...ctx.rel, i];
        ctx.value = v[i];
        return false;
      }
    }
    return true;
  }
  const n = readNet(v);
  return n !== void 0 && test(n);
}
function someNet(v, test, ctx) {
  if (Array.isArray(v)) {
    if (tooLong(v, ctx, [...ctx.base, ...ctx.rel])) return false;
    for (let i = 0; i < v.length; i++) {
      const n2 = readNet(v[i]);
      if (n2 !== void 0 && test(n2)) return true;
    }
    return false;
  }
  const n = readNet(v);
  return n !== void 0 && test(n);
}
export {
  CONDITION_KINDS,
  MAX_CONDITIONS,
  MAX_LIST_LENGTH,
  POLICY_ID,
  POLICY_RESOURCES,
  PolicySetCompiler,
  REFERENCES,
  RULES_PATH,
  cannotAnswer,
  compilePolicyFile,
  maxListLength,
  parseFieldPath,
  readPath,
  tooLong
};
