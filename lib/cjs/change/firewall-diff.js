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
var firewall_diff_exports = {};
__export(firewall_diff_exports, {
  MAX_DIFFED_RULES: () => MAX_DIFFED_RULES,
  diffFirewall: () => diffFirewall
});
module.exports = __toCommonJS(firewall_diff_exports);
var import_analysis = require("../firewall/analysis.js");
var import_model = require("../firewall/model.js");
var import_cidr = require("../net/cidr.js");
const MAX_DIFFED_RULES = 31;
const PROTOCOLS = ["TCP", "UDP", "ICMP", "IPENCAP"];
const PORTED = /* @__PURE__ */ new Set(["TCP", "UDP"]);
const V4_END = 2 ** 32;
const V6_END = 1n << 128n;
function mergeAxes(b, a, end) {
  const starts = [0n];
  const before = [0];
  const after = [0];
  let i = 0;
  let j = 0;
  let mb = 0;
  let ma = 0;
  while (i < b.starts.length || j < a.starts.length) {
    const nb = i < b.starts.length ? BigInt(b.starts[i]) : end;
    const na = j < a.starts.length ? BigInt(a.starts[j]) : end;
    const at = nb < na ? nb : na;
    if (at >= end) break;
    if (nb === at) mb = b.masks[i++];
    if (na === at) ma = a.masks[j++];
    if (starts[starts.length - 1] === at) {
      before[before.length - 1] = mb;
      after[after.length - 1] = ma;
    } else {
      starts.push(at);
      before.push(mb);
      after.push(ma);
    }
  }
  return { starts, before, after };
}
function portAxis(protocol, before, after) {
  const [lo, hi] = PORTED.has(protocol) ? [1, 65535] : [0, 0];
  const events = [];
  before.forEach((r, k) => r.ports.forEach(([from, to]) => events.push([from, 1 << k, 0], [to + 1, 1 << k, 0])));
  after.forEach((r, k) => r.ports.forEach(([from, to]) => events.push([from, 0, 1 << k], [to + 1, 0, 1 << k])));
  events.sort((x, y) => x[0] - y[0]);
  const segments = [];
  let mb = 0;
  let ma = 0;
  let at = lo;
  let e = 0;
  while (at <= hi) {
    while (e < events.length && events[e][0] <= at) {
      mb ^= events[e][1];
      ma ^= events[e][2];
      e++;
    }
    const next = e < events.length ? Math.min(events[e][0] - 1, hi) : hi;
    segments.push([at, next, mb, ma]);
    at = next + 1;
  }
  return segments;
}
function cover(from, to, family) {
  const bits = family === 4 ? 32 : 128;
  const out = [];
  let lo = from;
  while (lo < to) {
    let size = 1n;
    let prefix = bits;
    while (prefix > 0 && lo % (size * 2n) === 0n && lo + size * 2n <= to) {
      size *= 2n;
      prefix--;
    }
    const cidr = { family, prefix, first: lo, last: lo + size - 1n, hostBitsSet: false };
    out.push((0, import_cidr.formatCidr)(cidr));
    lo += size;
  }
  return out;
}
function complement(intervals, end) {
  const out = [];
  let at = 0n;
  for (const [lo, hi] of [...intervals].sort((x, y) => x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)) {
    if (lo > at) out.push([at, lo]);
    if (hi > at) at = hi;
  }
  if (at < end) out.push([at, end]);
  return out;
}
function mergePorts(ports) {
  ports.sort((x, y) => x[0] - y[0]);
  const merged = [];
  for (const [from, to] of ports) {
    const last = merged[merged.length - 1];
    if (last && last[1] + 1 >= from) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
function portText(ports, protocol) {
  if (!PORTED.has(protocol)) return "";
  if (ports.length === 1 && ports[0][0] === 1 && ports[0][1] === 65535) return " all ports";
  return ` ${ports.map(([a, b]) => a === b ? String(a) : `${a}-${b}`).join(", ")}`;
}
function diffFamily(direction, protocol, family, b, a, bRules, aRules, out) {
  const positions = (rules) => rules.map((_, k) => k);
  const segs = family === 4 ? [(0, import_analysis.v4Segments)(bRules, positions(bRules)), (0, import_analysis.v4Segments)(aRules, positions(aRules))] : [(0, import_analysis.v6Segments)(bRules, positions(bRules)), (0, import_analysis.v6Segments)(aRules, positions(aRules))];
  const end = family === 4 ? BigInt(V4_END) : V6_END;
  const axis = mergeAxes(segs[0], segs[1], end);
  const ports = portAxis(protocol, bRules, aRules);
  const byOutcome = /* @__PURE__ */ new Map();
  const outcomes = new Array(33 * 33);
  const portsByPair = /* @__PURE__ */ new Map();
  for (const segment of ports) {
    const pair = `${segment[2]}:${segment[3]}`;
    const list = portsByPair.get(pair);
    if (list) list.push(segment);
    else portsByPair.set(pair, [segment]);
  }
  for (const segments of portsByPair.values()) {
    const [, , pb, pa] = segments[0];
    let current;
    const intervals = /* @__PURE__ */ new Map();
    const flush = () => {
      if (!current) return;
      const list = intervals.get(current.key);
      if (list) list.push([current.lo, current.hi]);
      else intervals.set(current.key, [[current.lo, current.hi]]);
      current = void 0;
    };
    for (let i = 0; i < axis.starts.length; i++) {
      const cb = pb & axis.before[i];
      const ca = pa & axis.after[i];
      const first = cb ? (0, import_analysis.lowestBit)(cb) + 1 : 0;
      const second = ca ? (0, import_analysis.lowestBit)(ca) + 1 : 0;
      let key = outcomes[first * 33 + second];
      if (key === void 0) {
        const before = first ? bRules[first - 1].action : b.policy;
        const after = second ? aRules[second - 1].action : a.policy;
        key = before === after ? null : `${before}>${after}>${second - 1}`;
        outcomes[first * 33 + second] = key;
      }
      const lo = axis.starts[i];
      const hi = i + 1 < axis.starts.length ? axis.starts[i + 1] : end;
      if (key === null) {
        flush();
        continue;
      }
      if (current && current.key === key && current.hi === lo) current.hi = hi;
      else {
        flush();
        current = { key, lo, hi };
      }
    }
    flush();
    for (const [key, addresses] of intervals) {
      const merged = `${key}|${addresses.map(([x, y]) => `${x}-${y}`).join(",")}`;
      let group = byOutcome.get(merged);
      if (!group) {
        const [before, after, rule] = key.split(">");
        group = { ports: [], addresses, before, after, rule: Number(rule) < 0 ? null : Number(rule) };
        byOutcome.set(merged, group);
      }
      for (const [from, to] of segments) group.ports.push([from, to]);
    }
  }
  for (const g of byOutcome.values()) {
    g.ports = mergePorts(g.ports);
    const ruleIndex = g.rule === null ? null : aRules[g.rule];
    const rule = ruleIndex === null ? null : { index: ruleIndex.index, ...ruleIndex.label !== void 0 ? { label: ruleIndex.label } : {} };
    const addresses = g.addresses.flatMap(([lo, hi]) => cover(lo, hi, family));
    const rest = complement(g.addresses, end).flatMap(([lo, hi]) => cover(lo, hi, family));
    const where = rest.length > 0 && rest.length < addresses.length ? `${family === 4 ? "0.0.0.0/0" : "::/0"} except ${rest.join(", ")}` : addresses.join(", ");
    const decider = rule === null ? `${direction} policy` : `${direction}[${rule.index}]${rule.label !== void 0 ? ` ${JSON.stringify(rule.label)}` : ""}`;
    const text = `${direction} ${protocol}${portText(g.ports, protocol)} ${direction === "inbound" ? "from" : "to"} ${where}: ${g.before} \u2192 ${g.after} (${decider})`;
    out.push({ direction, protocol, family, ports: PORTED.has(protocol) ? g.ports : [[0, 0]], addresses, before: g.before, after: g.after, rule, text });
  }
}
function diffFirewall(before, after) {
  const b = (0, import_model.isCompiledFirewall)(before) ? before : (0, import_model.compileFirewallRules)(before);
  const a = (0, import_model.isCompiledFirewall)(after) ? after : (0, import_model.compileFirewallRules)(after);
  const out = [];
  for (const direction of ["inbound", "outbound"]) {
    for (const protocol of PROTOCOLS) {
      const bRules = b[direction].rules.filter((r) => r.protocol === protocol);
      const aRules = a[direction].rules.filter((r) => r.protocol === protocol);
      if (bRules.length > MAX_DIFFED_RULES || aRules.length > MAX_DIFFED_RULES) continue;
      for (const family of [4, 6]) diffFamily(direction, protocol, family, b[direction], a[direction], bRules, aRules, out);
    }
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_DIFFED_RULES,
  diffFirewall
});
