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
var unknowns_exports = {};
__export(unknowns_exports, {
  firewallUnknowns: () => firewallUnknowns,
  firstUncertainMeeting: () => firstUncertainMeeting,
  intersects: () => intersects,
  ruleDecided: () => ruleDecided,
  undecidedPorts: () => undecidedPorts,
  undecidedRules: () => undecidedRules
});
module.exports = __toCommonJS(unknowns_exports);
var import_marks = require("../util/marks.js");
var import_data = require("../util/data.js");
var import_text = require("../util/text.js");
var import_model = require("./model.js");
const ALL_PORTS = [[1, 65535]];
const ALL_V4 = [[0, 2 ** 32 - 1]];
const ALL_V6 = [[0n, (1n << 128n) - 1n]];
const ruleMark = (rule) => {
  if (!(0, import_text.isPlainObject)(rule)) return void 0;
  const m = rule[import_marks.RULE_UNKNOWN];
  return typeof m === "object" && m !== null ? m : void 0;
};
function coversAll(intervals, whole) {
  return intervals.some(([a, b]) => a <= whole[0] && b >= whole[1]);
}
function intersects(a, b) {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [alo, ahi] = a[i];
    const [blo, bhi] = b[j];
    if (alo <= bhi && blo <= ahi) return true;
    if (ahi < bhi) i++;
    else j++;
  }
  return false;
}
function compileOne(rule) {
  return (0, import_model.compileFirewallRules)({ inbound_policy: "DROP", outbound_policy: "DROP", inbound: [rule] }).inbound.rules[0];
}
function undecidedOf(rule, index, m, compiled) {
  const everything = { index, protocols: new Set(import_model.PROTOCOLS), ports: ALL_PORTS, v4: ALL_V4, v6: ALL_V6 };
  if (m.whole) return everything;
  if (m.action || m.protocol || m.ports) {
    const probe = { ...rule, action: "ACCEPT" };
    if (m.protocol) probe.protocol = "TCP";
    if (m.ports) delete probe.ports;
    const may = compileOne(probe);
    if (!may) return everything;
    return {
      index,
      protocols: m.protocol ? new Set(import_model.PROTOCOLS) : /* @__PURE__ */ new Set([may.protocol]),
      ports: m.ports || m.protocol ? ALL_PORTS : may.ports,
      v4: m.ipv4 ? ALL_V4 : may.v4,
      v6: m.ipv6 ? ALL_V6 : may.v6
    };
  }
  if (!compiled) return void 0;
  const v4 = m.ipv4 && !coversAll(compiled.v4, ALL_V4[0]) ? ALL_V4 : [];
  const v6 = m.ipv6 && !coversAll(compiled.v6, ALL_V6[0]) ? ALL_V6 : [];
  if (v4.length === 0 && v6.length === 0) return void 0;
  return { index, protocols: /* @__PURE__ */ new Set([compiled.protocol]), ports: compiled.ports, v4, v6 };
}
function firewallUnknowns(rules, compiled) {
  const top = rules[import_marks.RULES_UNKNOWN];
  const rulesMark = typeof top === "object" && top !== null ? top : {};
  const marked = (d) => {
    const list = rules[d];
    return Array.isArray(list) && (0, import_data.someItem)(list, (rule) => ruleMark(rule) !== void 0);
  };
  if (Object.keys(rulesMark).length === 0 && !marked("inbound") && !marked("outbound")) return void 0;
  let any = Object.keys(rulesMark).length > 0;
  const byDirection = {};
  for (const direction of ["inbound", "outbound"]) {
    const list = rules[direction];
    const uncertain = /* @__PURE__ */ new Set();
    const undecided = [];
    const dropped = /* @__PURE__ */ new Set();
    let anyAction = false;
    let uncertainDrop = false;
    const byIndex = new Map(compiled[direction].rules.map((r) => [r.index, r]));
    if (Array.isArray(list)) {
      for (const [i, rule] of (0, import_data.eachItem)(list)) {
        const m = ruleMark(rule);
        if (!m || !(0, import_text.isPlainObject)(rule)) continue;
        any = true;
        uncertain.add(i);
        if (m.whole || m.action || m.protocol || m.ports) dropped.add(i);
        if (m.whole || m.action) anyAction = true;
        else if (rule.action === "DROP") uncertainDrop = true;
        const u = undecidedOf(rule, i, m, byIndex.get(i));
        if (u) undecided.push(u);
      }
    }
    const dir = compiled[direction];
    byDirection[direction] = {
      unknowns: { policy: rulesMark[`${direction}_policy`] === true, list: rulesMark[direction] === true, uncertain, undecided, anyAction, uncertainDrop },
      core: dropped.size ? { ...dir, rules: dir.rules.filter((r) => !dropped.has(r.index)) } : dir
    };
  }
  if (!any) return void 0;
  return {
    unknowns: { inbound: byDirection.inbound.unknowns, outbound: byDirection.outbound.unknowns },
    core: { inbound: byDirection.inbound.core, outbound: byDirection.outbound.core }
  };
}
function meets(u, r) {
  if (!u.protocols.has(r.protocol)) return false;
  if ((r.protocol === "TCP" || r.protocol === "UDP") && !intersects(u.ports, r.ports)) return false;
  return intersects(u.v4, r.v4) || intersects(u.v6, r.v6);
}
function ruleDecided(d, rule, earlierOnly) {
  if (!rule || d.list || d.uncertain.has(rule.index)) return false;
  if (!earlierOnly && d.policy) return false;
  return !d.undecided.some((u) => (!earlierOnly || u.index < rule.index) && meets(u, rule));
}
function undecidedPorts(d, core, protocol, family) {
  const out = [];
  for (const u of d.undecided) {
    if (!u.protocols.has(protocol) || (family === 4 ? u.v4.length === 0 : u.v6.length === 0)) continue;
    const before = [];
    for (const r of core.rules) {
      if (r.index >= u.index || r.protocol !== protocol) continue;
      if (family === 4 ? coversAll(r.v4, ALL_V4[0]) : coversAll(r.v6, ALL_V6[0])) for (const p of r.ports) before.push([p[0], p[1]]);
    }
    for (const p of (0, import_model.subtractRanges)(u.ports, before)) out.push(p);
  }
  return out;
}
function firstUncertainMeeting(d, rule) {
  for (const u of d.undecided) if (u.index < rule.index && meets(u, rule)) return u.index;
  return void 0;
}
function undecidedRules(d, before) {
  const out = [];
  for (const u of d.undecided) {
    if (u.index >= before) continue;
    for (const protocol of import_model.PROTOCOLS) {
      if (!u.protocols.has(protocol)) continue;
      const ported = protocol === "TCP" || protocol === "UDP";
      out.push({ index: u.index, action: "DROP", protocol, ports: ported ? u.ports.map(([a, b]) => [a, b]) : [[0, 0]], v4: u.v4.map(([a, b]) => [a, b]), v6: u.v6.map(([a, b]) => [a, b]) });
    }
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  firewallUnknowns,
  firstUncertainMeeting,
  intersects,
  ruleDecided,
  undecidedPorts,
  undecidedRules
});
