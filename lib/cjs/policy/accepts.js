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
var accepts_exports = {};
__export(accepts_exports, {
  ACCEPTS_BUDGET: () => ACCEPTS_BUDGET,
  complement: () => complement,
  firewallAccepts: () => firewallAccepts,
  intersect: () => intersect
});
module.exports = __toCommonJS(accepts_exports);
var import_model = require("../firewall/model.js");
const ACCEPTS_BUDGET = 2e6;
const MAX_RULES = 1e3;
const MAX_INTERVALS = 1e5;
const PORTED = /* @__PURE__ */ new Set(["TCP", "UDP"]);
const plus = (a, b) => a + b;
const minus = (a, b) => a - b;
function intersect(a, b) {
  if (a.length > 0 && b.length === 1 && b[0][0] <= a[0][0] && b[0][1] >= a[a.length - 1][1]) return a;
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [a0, a1] = a[i];
    const [b0, b1] = b[j];
    const lo = a0 > b0 ? a0 : b0;
    const hi = a1 < b1 ? a1 : b1;
    if (lo <= hi) out.push([lo, hi]);
    if (a1 < b1) i++;
    else j++;
  }
  return out;
}
function notCovered(a, covered, one) {
  let j = 0;
  for (const [lo, hi] of a) {
    let from = lo;
    while (j < covered.length && covered[j][1] < from) j++;
    let k = j;
    while (from <= hi) {
      const c = covered[k];
      if (c === void 0 || c[0] > from) return true;
      if (c[1] >= hi) break;
      from = plus(c[1], one);
      k++;
    }
  }
  return false;
}
function union(a, b, one) {
  return a.length === 0 ? b : (0, import_model.mergeIntervals)([...a, ...b], (v) => plus(v, one));
}
function complement(a, min, max, one) {
  const out = [];
  let from = min;
  let done = false;
  for (const [lo, hi] of a) {
    if (lo > from) out.push([from, minus(lo, one)]);
    if (hi >= max) {
      done = true;
      break;
    }
    from = plus(hi, one);
  }
  if (!done) out.push([from, max]);
  return out;
}
function acceptsOnPiece(rules, set, policy) {
  let covered4 = [];
  let covered6 = [];
  for (const rule of rules) {
    const mine4 = set.v4.length && rule.v4.length ? intersect(rule.v4, set.v4) : NONE4;
    const mine6 = set.v6.length && rule.v6.length ? intersect(rule.v6, set.v6) : NONE6;
    if (rule.action === "ACCEPT" && (notCovered(mine4, covered4, 1) || notCovered(mine6, covered6, 1n))) return { by: "rule", index: rule.index };
    if (mine4.length) covered4 = union(covered4, mine4, 1);
    if (mine6.length) covered6 = union(covered6, mine6, 1n);
  }
  if (policy === "ACCEPT" && (notCovered(set.v4, covered4, 1) || notCovered(set.v6, covered6, 1n))) return { by: "policy" };
  return void 0;
}
const plans = /* @__PURE__ */ new WeakMap();
function planDirection(direction) {
  let plan = plans.get(direction);
  if (plan) return plan;
  let intervals = 0;
  for (const r of direction.rules) intervals += r.v4.length + r.v6.length;
  plan = direction.rules.length > MAX_RULES || intervals > MAX_INTERVALS ? { tooLarge: direction.rules.length } : { byProtocol: /* @__PURE__ */ new Map() };
  plans.set(direction, plan);
  return plan;
}
function groupsOf(direction, byProtocol, protocol) {
  const known = byProtocol.get(protocol);
  if (known !== void 0) return known;
  const rules = direction.rules.filter((r) => r.protocol === protocol);
  let result;
  if (!PORTED.has(protocol)) result = [{ rules, pieces: [[0, 0]] }];
  else {
    const cuts = [1, 65536];
    for (const rule of rules) {
      for (const [lo, hi] of rule.ports) cuts.push(lo, hi + 1);
    }
    cuts.sort((a, b) => a - b);
    const starts = [];
    for (const c of cuts) if (c !== starts[starts.length - 1]) starts.push(c);
    if ((starts.length - 1) * rules.length > ACCEPTS_BUDGET) result = direction.rules.length;
    else {
      const groups = /* @__PURE__ */ new Map();
      const small = rules.length <= 30;
      for (let i = 0; i + 1 < starts.length; i++) {
        const port = starts[i];
        let mask = 0;
        const matching = [];
        for (let r = 0; r < rules.length; r++) {
          if ((0, import_model.contains)(rules[r].ports, port)) {
            matching.push(rules[r]);
            if (small) mask |= 1 << r;
          }
        }
        const key = small ? mask : matching.map((r) => r.index).join(",");
        let group = groups.get(key);
        if (!group) groups.set(key, group = { rules: matching, pieces: [] });
        group.pieces.push([port, starts[i + 1] - 1]);
      }
      result = [...groups.values()];
    }
  }
  byProtocol.set(protocol, result);
  return result;
}
function meets(a, b) {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i][1] < b[j][0]) i++;
    else if (b[j][1] < a[i][0]) j++;
    else return true;
  }
  return false;
}
const ANY_PORT = [[0, 0]];
const NONE4 = [];
const NONE6 = [];
function firewallAccepts(model, set) {
  const direction = model[set.direction];
  if (set.v4.length === 0 && set.v6.length === 0) return void 0;
  const plan = planDirection(direction);
  if ("tooLarge" in plan) return { by: "too-large", rules: plan.tooLarge };
  for (const protocol of set.protocols) {
    const ports = PORTED.has(protocol) ? set.ports : ANY_PORT;
    const groups = groupsOf(direction, plan.byProtocol, protocol);
    if (typeof groups === "number") return { by: "too-large", rules: groups };
    for (const group of groups) {
      if (!meets(group.pieces, ports)) continue;
      const found = acceptsOnPiece(group.rules, set, direction.policy);
      if (found) return found;
    }
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ACCEPTS_BUDGET,
  complement,
  firewallAccepts,
  intersect
});
