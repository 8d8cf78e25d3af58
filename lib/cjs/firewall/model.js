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
var model_exports = {};
__export(model_exports, {
  PROTOCOLS: () => PROTOCOLS,
  compileFirewallRules: () => compileFirewallRules,
  contains: () => contains,
  evaluateFirewall: () => evaluateFirewall,
  firewallModels: () => firewallModels,
  firstEndingAtOrAfter: () => firstEndingAtOrAfter,
  isCompiledFirewall: () => isCompiledFirewall,
  mergeIntervals: () => mergeIntervals,
  ruleMatches: () => ruleMatches,
  subtractRanges: () => subtractRanges
});
module.exports = __toCommonJS(model_exports);
var import_cidr = require("../net/cidr.js");
var import_ip = require("../net/ip.js");
var import_ports = require("../net/ports.js");
var import_data = require("../util/data.js");
var import_text = require("../util/text.js");
const PROTOCOLS = ["TCP", "UDP", "ICMP", "IPENCAP"];
const PORTED = /* @__PURE__ */ new Set(["TCP", "UDP"]);
const NO_PORT = [[0, 0]];
const ALL_PORTS = [[1, 65535]];
function mergeIntervals(list, next) {
  list.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const merged = [];
  for (const [lo, hi] of list) {
    const last = merged[merged.length - 1];
    if (last && lo <= next(last[1])) {
      if (hi > last[1]) last[1] = hi;
    } else merged.push([lo, hi]);
  }
  return merged;
}
const CACHE_LIMIT = 1e5;
const v4Cache = /* @__PURE__ */ new Map();
const v6Cache = /* @__PURE__ */ new Map();
function cached(cache, text, parse) {
  const hit = cache.get(text);
  if (hit !== void 0) return hit ?? void 0;
  const value = parse(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, value ?? null);
  return value;
}
const parseV6 = (t) => {
  const r = (0, import_cidr.parseCidr)(t, { family: 6 });
  return r.ok ? [r.value.first, r.value.last] : void 0;
};
function compileV4(list) {
  if (!Array.isArray(list) || list.length === 0) return [];
  const found = [];
  for (const [, entry] of (0, import_data.eachItem)(list)) {
    if (typeof entry !== "string") continue;
    const net = cached(v4Cache, entry, import_cidr.scanIpv4Network);
    if (net) found.push(net);
  }
  if (found.length < 2 || found.length >= 2 ** 20) return found.length < 2 ? found.map((n) => [n[0], n[1]]) : mergeIntervals(found.map((n) => [n[0], n[1]]), (v) => v + 1);
  const keys = new Float64Array(found.length);
  for (let i = 0; i < found.length; i++) keys[i] = found[i][0] * 1048576 + i;
  keys.sort();
  const merged = [];
  for (let k = 0; k < keys.length; k++) {
    const [lo, hi] = found[keys[k] % 1048576];
    const last = merged[merged.length - 1];
    if (last && lo <= last[1] + 1) {
      if (hi > last[1]) last[1] = hi;
    } else merged.push([lo, hi]);
  }
  return merged;
}
function compileV6(list) {
  if (!Array.isArray(list)) return [];
  const intervals = [];
  for (const [, entry] of (0, import_data.eachItem)(list)) {
    if (typeof entry !== "string") continue;
    const net = cached(v6Cache, entry, parseV6);
    if (net) intervals.push([net[0], net[1]]);
  }
  return mergeIntervals(intervals, (v) => v + 1n);
}
function compileRule(rule, index) {
  if (!(0, import_text.isPlainObject)(rule)) return void 0;
  const { action, protocol, ports, addresses, label } = rule;
  if (action !== "ACCEPT" && action !== "DROP" || typeof protocol !== "string" || !PROTOCOLS.includes(protocol)) return void 0;
  let portSet;
  if (!PORTED.has(protocol)) {
    if (ports !== void 0 && ports !== null) return void 0;
    portSet = NO_PORT;
  } else if (ports === void 0 || ports === null) {
    portSet = ALL_PORTS;
  } else {
    if (typeof ports !== "string") return void 0;
    const parsed = (0, import_ports.parsePorts)(ports);
    if (parsed.problems.length > 0) return void 0;
    portSet = mergeIntervals(
      parsed.pieces.map((p) => [p.start, p.end]),
      (v) => v + 1
    );
  }
  if (!(0, import_text.isPlainObject)(addresses)) return void 0;
  return {
    index,
    action,
    protocol,
    ports: portSet,
    v4: compileV4(addresses.ipv4),
    v6: compileV6(addresses.ipv6),
    ...typeof label === "string" ? { label } : {}
  };
}
function compileDirection(rules, direction) {
  const policyValue = rules[`${direction}_policy`];
  const list = rules[direction];
  const compiled = [];
  if (Array.isArray(list)) {
    for (const [i, rule] of (0, import_data.eachItem)(list)) {
      const c = compileRule(rule, i);
      if (c) compiled.push(c);
    }
  }
  return { direction, policy: policyValue === "ACCEPT" ? "ACCEPT" : "DROP", rules: compiled };
}
function compileFirewallRules(rules) {
  const r = (0, import_text.isPlainObject)(rules) ? rules : {};
  return { inbound: compileDirection(r, "inbound"), outbound: compileDirection(r, "outbound") };
}
function subtractRanges(from, less) {
  const removed = [...less].sort((a, b) => a[0] - b[0]);
  const out = [];
  let j = 0;
  for (const [lo, hi] of from) {
    let start = lo;
    while (j < removed.length && removed[j][1] < start) j++;
    for (let k = j; start <= hi && k < removed.length && removed[k][0] <= hi; k++) {
      const [a, b] = removed[k];
      if (a > start) out.push([start, a - 1]);
      start = Math.max(start, b + 1);
    }
    if (start <= hi) out.push([start, hi]);
  }
  return out;
}
function contains(intervals, value) {
  const i = firstEndingAtOrAfter(intervals, value);
  return i < intervals.length && intervals[i][0] <= value;
}
function firstEndingAtOrAfter(intervals, value) {
  let lo = 0;
  let hi = intervals.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (intervals[mid][1] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function ruleMatches(rule, protocol, port, family, address) {
  if (rule.protocol !== protocol) return false;
  if (PORTED.has(protocol) && !contains(rule.ports, port)) return false;
  return family === 4 ? contains(rule.v4, Number(address)) : contains(rule.v6, address);
}
function evaluateFirewall(rules, packet) {
  if (typeof packet !== "object" || packet === null) return { error: "the packet must be an object { direction, protocol, port, address }" };
  const compiled = isCompiledFirewall(rules) ? rules : compileFirewallRules(rules);
  if (packet.direction !== "inbound" && packet.direction !== "outbound") return { error: `direction must be inbound or outbound, not ${describeValue(packet.direction)}` };
  if (!PROTOCOLS.includes(packet.protocol)) return { error: `protocol must be one of ${PROTOCOLS.join(", ")}, not ${describeValue(packet.protocol)}` };
  const ported = PORTED.has(packet.protocol);
  if (ported && !(typeof packet.port === "number" && Number.isInteger(packet.port) && packet.port >= 1 && packet.port <= 65535)) return { error: `a ${packet.protocol} packet needs a port from 1 to 65535` };
  const address = typeof packet.address === "string" ? (0, import_ip.parseIp)(packet.address) : void 0;
  if (!address?.ok) return { error: `address ${describeValue(packet.address)} is not an IP address${address && !address.ok ? `: ${address.reason}` : ""}` };
  const direction = compiled[packet.direction];
  const port = ported ? packet.port : 0;
  for (const rule of direction.rules) {
    if (ruleMatches(rule, packet.protocol, port, address.value.family, address.value.value)) {
      return { decision: rule.action, rule: rule.index, direction: packet.direction, ...rule.label !== void 0 ? { label: rule.label } : {} };
    }
  }
  return { decision: direction.policy, rule: null, direction: packet.direction };
}
function firewallModels() {
  const models = /* @__PURE__ */ new WeakMap();
  return (rules) => {
    if (!(0, import_text.isPlainObject)(rules)) return compileFirewallRules(rules);
    let model = models.get(rules);
    if (!model) models.set(rules, model = compileFirewallRules(rules));
    return model;
  };
}
function isIntervals(value, type) {
  if (!Array.isArray(value)) return false;
  let n = 0;
  const whole = (0, import_data.everyItem)(value, (pair) => {
    n++;
    return Array.isArray(pair) && pair.length === 2 && typeof pair[0] === type && typeof pair[1] === type;
  });
  return whole && n === value.length;
}
function isCompiledFirewall(value) {
  if (!(0, import_text.isPlainObject)(value)) return false;
  return ["inbound", "outbound"].every((d) => {
    const dir = value[d];
    if (!(0, import_text.isPlainObject)(dir) || dir.policy !== "ACCEPT" && dir.policy !== "DROP" || !Array.isArray(dir.rules)) return false;
    let n = 0;
    for (const [, r] of (0, import_data.eachItem)(dir.rules)) {
      const ok = (0, import_text.isPlainObject)(r) && typeof r.index === "number" && isIntervals(r.ports, "number") && isIntervals(r.v4, "number") && isIntervals(r.v6, "bigint") && typeof r.protocol === "string";
      if (!ok) return false;
      n++;
    }
    return n === dir.rules.length;
  });
}
function describeValue(value) {
  return typeof value === "string" ? JSON.stringify(value) : typeof value === "object" && value !== null ? "an object" : String(typeof value === "symbol" ? "a symbol" : value);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  PROTOCOLS,
  compileFirewallRules,
  contains,
  evaluateFirewall,
  firewallModels,
  firstEndingAtOrAfter,
  isCompiledFirewall,
  mergeIntervals,
  ruleMatches,
  subtractRanges
});
