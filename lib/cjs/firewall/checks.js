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
var checks_exports = {};
__export(checks_exports, {
  firewallSemanticFindings: () => firewallSemanticFindings
});
module.exports = __toCommonJS(checks_exports);
var import_report = require("../rules/report.js");
var import_text = require("../util/text.js");
var import_analysis = require("./analysis.js");
var import_model = require("./model.js");
var import_unknowns = require("./unknowns.js");
function describeRule(rules, direction, index) {
  const list = rules[direction];
  const rule = Array.isArray(list) && (0, import_text.isPlainObject)(list[index]) ? list[index] : void 0;
  const label = rule && typeof rule.label === "string" ? ` (${(0, import_text.show)(rule.label)})` : "";
  return `${direction}[${index}]${label}`;
}
function formatRanges(ranges) {
  return ranges.map(([a, b]) => a === b ? String(a) : `${a}-${b}`).join(", ");
}
function firewallSemanticFindings(body, options = {}, modelOf = import_model.compileFirewallRules) {
  const out = new import_report.Reporter();
  if (!(0, import_text.isPlainObject)(body) || !(0, import_text.isPlainObject)(body.rules)) return out.findings;
  const rules = body.rules;
  const given = modelOf(rules);
  const partial = (0, import_unknowns.firewallUnknowns)(rules, given);
  const compiled = partial?.core ?? given;
  const unknowns = partial?.unknowns;
  const at = (direction, index) => ["rules", direction, index];
  const leftOut = [];
  for (const direction of ["inbound", "outbound"]) {
    const list = rules[direction];
    if (!Array.isArray(list) || given[direction].rules.length === list.length) continue;
    const kept = new Set(given[direction].rules.map((r) => r.index));
    for (let i = 0; i < list.length; i++) if (!kept.has(i) && !unknowns?.[direction].uncertain.has(i)) leftOut.push({ direction, index: i });
  }
  const firstIsSure = () => {
    if (!unknowns) return true;
    const first = leftOut[0];
    if (unknowns.inbound.list || unknowns[first.direction].list) return false;
    const before = (d, i) => d === "inbound" && (first.direction === "outbound" || i < first.index);
    const earlier = (d) => [...unknowns[d].uncertain].some((i) => first.direction === d ? i < first.index : before(d, i));
    return !earlier("inbound") && !earlier("outbound");
  };
  if (leftOut.length > 0 && firstIsSure()) {
    const names = leftOut.map((r) => describeRule(rules, r.direction, r.index));
    const shown = names.length > 5 ? `${names.slice(0, 5).join(", ")} and ${names.length - 5} more` : names.join(", ");
    const [first, ...others] = leftOut;
    out.report(
      "firewall-analysis-partial",
      at(first.direction, first.index),
      `the analysis of what this firewall accepts left out ${shown}, which the API would reject; fixing ${leftOut.length === 1 ? "it" : "them"} may bring new findings about exposure and shadowing`,
      others.length > 0 ? { related: others.map((r) => ({ path: at(r.direction, r.index), message: "also left out of the analysis" })) } : {}
    );
  }
  const analysis = (0, import_analysis.analyzeFirewall)(compiled, options);
  if (unknowns) decidedOnly(analysis, compiled, unknowns);
  const related = (direction, indexes, message) => indexes.map((i) => ({ path: at(direction, i), message: message(i) }));
  for (const f of analysis.shadowed) {
    const by = f.related.map((i) => describeRule(rules, f.direction, i)).join(", ");
    const verb = f.related.length === 1 ? "decides" : "decide";
    out.report("firewall-rule-shadowed", at(f.direction, f.rule), `${describeRule(rules, f.direction, f.rule)} can never match: ${by || "earlier rules"} already ${verb} every packet it matches`, {
      related: related(f.direction, f.related, () => "decides its packets first")
    });
  }
  for (const f of analysis.redundant) {
    out.report("firewall-rule-redundant", at(f.direction, f.rule), `removing ${describeRule(rules, f.direction, f.rule)} changes no decision: the packets it decides get the same result from the later rules or the ${f.direction}_policy`);
  }
  for (const f of analysis.conflicts) {
    if (isAllowlistBeforeDrop(compiled, f.direction, f.rule, f.related)) continue;
    const rule = rules[f.direction][f.rule];
    const by = f.related.map((i) => describeRule(rules, f.direction, i)).join(", ");
    out.report("firewall-rule-conflict", at(f.direction, f.rule), `${describeRule(rules, f.direction, f.rule)} (${String(rule.action)}) only partly applies: earlier ${by} with the opposite action decide${f.related.length === 1 ? "s" : ""} some of its packets first`, {
      related: related(f.direction, f.related, () => "decides first, with the opposite action")
    });
  }
  const exposures = /* @__PURE__ */ new Map();
  const familiesOf = /* @__PURE__ */ new Map();
  for (const e of analysis.exposures) {
    const key = `${e.rule}|${formatRanges(e.ports)}|${e.protocol}`;
    familiesOf.set(key, `${familiesOf.get(key) ?? ""}${e.family}`);
  }
  for (const e of analysis.exposures) {
    const families = [...familiesOf.get(`${e.rule}|${formatRanges(e.ports)}|${e.protocol}`) ?? ""].sort().join("");
    const key = `${e.rule}|${formatRanges(e.ports)}|${families}`;
    const group = exposures.get(key) ?? { rule: e.rule, ports: e.ports, protocols: /* @__PURE__ */ new Set(), families: /* @__PURE__ */ new Set(), contributors: /* @__PURE__ */ new Set() };
    group.protocols.add(e.protocol);
    group.families.add(e.family);
    for (const c of e.contributors) group.contributors.add(c);
    exposures.set(key, group);
  }
  for (const g of exposures.values()) {
    const everyone = g.families.size === 2 ? "every IPv4 and IPv6 address" : g.families.has(4) ? "every IPv4 address (0.0.0.0/0)" : "every IPv6 address (::/0)";
    const single = g.ports.length === 1 && g.ports[0][0] === g.ports[0][1];
    const ports = `${[...g.protocols].join("/")} port${single ? "" : "s"} ${formatRanges(g.ports)}`;
    const who = g.rule === null ? "inbound_policy ACCEPT" : describeRule(rules, "inbound", g.rule);
    const others = [...g.contributors].sort((a, b) => a - b);
    const withOthers = others.length ? ` (with ${others.map((i) => describeRule(rules, "inbound", i)).join(", ")})` : "";
    out.report(
      "firewall-exposed-port",
      g.rule === null ? ["rules", "inbound_policy"] : at("inbound", g.rule),
      `${who}${withOthers} opens ${ports} to ${everyone}; administrative and database ports should be reachable only from known networks`,
      { related: related("inbound", others, () => "also opens part of it"), suppressibleAtRelated: true }
    );
  }
  const inboundUnknown = unknowns?.inbound;
  const openPolicyDecided = !inboundUnknown || !inboundUnknown.policy && !inboundUnknown.list && !inboundUnknown.anyAction && !inboundUnknown.uncertainDrop;
  if (openPolicyDecided && compiled.inbound.policy === "ACCEPT" && !compiled.inbound.rules.some((r) => r.action === "DROP")) {
    out.report("firewall-open-policy", ["rules", "inbound_policy"], "inbound_policy is ACCEPT and no rule drops anything: every inbound packet is let in; prefer DROP with rules for what should reach the service");
  }
  if (compiled.outbound.policy === "ACCEPT") {
    out.report("firewall-open-outbound-policy", ["rules", "outbound_policy"], "outbound_policy is ACCEPT: the service may connect anywhere not dropped by a rule; prefer DROP with rules for the destinations it needs");
  }
  const sensitive = (0, import_analysis.sensitivePortRanges)(options);
  for (const g of analysis.familyGaps) {
    const ports = g.direction === "inbound" && (g.protocol === "TCP" || g.protocol === "UDP") ? (0, import_model.subtractRanges)(g.ports, sensitive) : g.ports;
    if (ports.length === 0) continue;
    const [open, closed] = g.openFamily === 4 ? ["IPv4", "IPv6"] : ["IPv6", "IPv4"];
    out.report(
      "firewall-family-gap",
      at(g.direction, g.rule),
      `${g.direction} ${g.protocol} ${formatRanges(ports)} ${g.direction === "inbound" ? "is open to" : "may reach"} every ${open} address but no ${closed} address; add ${g.openFamily === 4 ? '"::/0" to ipv6' : '"0.0.0.0/0" to ipv4'} if ${closed} should work too`,
      { related: related(g.direction, g.contributors, () => "also opens part of it"), suppressibleAtRelated: true }
    );
  }
  return out.findings;
}
function decidedOnly(analysis, compiled, unknowns) {
  const ruleOf = (direction, index) => compiled[direction].rules.find((r) => r.index === index);
  const decidedConflict = (f) => {
    const { direction, rule: index } = f;
    const d = unknowns[direction];
    const rule = ruleOf(direction, index);
    if (!rule || d.list || d.uncertain.has(index)) return [];
    if ((0, import_unknowns.ruleDecided)(d, rule, true)) return [f];
    const first = (0, import_unknowns.firstUncertainMeeting)(d, rule);
    if (first === void 0) return [];
    const dir = compiled[direction];
    const prefix = { ...dir, rules: dir.rules.filter((r) => r.index < first || r.index === index) };
    const other = direction === "inbound" ? "outbound" : "inbound";
    const again = (0, import_analysis.analyzeFirewall)({ [direction]: prefix, [other]: { direction: other, policy: "DROP", rules: [] } });
    const found = again.conflicts.filter((g) => g.direction === direction && g.rule === index);
    if (found.length === 0) return [];
    const widest = [...dir.rules.filter((r) => r.index < index), ...(0, import_unknowns.undecidedRules)(d, index)].sort((a, b) => a.index - b.index);
    if (widest.length + 1 > import_analysis.MAX_ANALYSED_RULES) return [];
    const reach = (0, import_analysis.analyzeFirewall)({ [direction]: { ...dir, rules: [...widest, rule] }, [other]: { direction: other, policy: "DROP", rules: [] } });
    return reach.shadowed.some((g) => g.direction === direction && g.rule === index) ? [] : found;
  };
  analysis.shadowed = analysis.shadowed.filter((f) => !unknowns[f.direction].list && !unknowns[f.direction].uncertain.has(f.rule));
  analysis.conflicts = analysis.conflicts.flatMap((f) => unknowns[f.direction].policy ? [] : decidedConflict(f));
  analysis.redundant = analysis.redundant.filter((f) => (0, import_unknowns.ruleDecided)(unknowns[f.direction], ruleOf(f.direction, f.rule), false));
  const cache = /* @__PURE__ */ new Map();
  const undecided = (direction, protocol, family) => {
    const key = `${direction}|${protocol}|${family}`;
    let found = cache.get(key);
    if (!found) cache.set(key, found = (0, import_unknowns.undecidedPorts)(unknowns[direction], compiled[direction], protocol, family));
    return found;
  };
  const whole = (direction) => unknowns[direction].list || unknowns[direction].policy;
  analysis.exposures = analysis.exposures.flatMap((e) => {
    if (whole(e.direction)) return [];
    const ports = (0, import_model.subtractRanges)(e.ports, undecided(e.direction, e.protocol, e.family));
    return ports.length ? [{ ...e, ports }] : [];
  });
  analysis.familyGaps = analysis.familyGaps.flatMap((g) => {
    if (whole(g.direction)) return [];
    const ports = (0, import_model.subtractRanges)((0, import_model.subtractRanges)(g.ports, undecided(g.direction, g.protocol, 4)), undecided(g.direction, g.protocol, 6));
    return ports.length ? [{ ...g, ports }] : [];
  });
}
function within(inner, outer) {
  let j = 0;
  for (const [from, to] of inner) {
    while (j < outer.length && outer[j][1] < from) j++;
    if (j === outer.length || outer[j][0] > from || outer[j][1] < to) return false;
  }
  return true;
}
function isAllowlistBeforeDrop(compiled, direction, index, earlier) {
  const dir = compiled[direction];
  if (dir.policy !== "ACCEPT") return false;
  const byIndex = (i) => dir.rules.find((r) => r.index === i);
  const drop = byIndex(index);
  if (!drop || drop.action !== "DROP") return false;
  return earlier.every((i) => {
    const accept = byIndex(i);
    return accept !== void 0 && accept.action === "ACCEPT" && accept.protocol === drop.protocol && within(accept.ports, drop.ports) && within(accept.v4, drop.v4) && within(accept.v6, drop.v6);
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  firewallSemanticFindings
});
