/** The firewall semantics rules: findings from the exact analysis, relative to a firewall entry. */
import type { Finding, Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { isPlainObject, show } from "../util/text.js";
import { analyzeFirewall, type AnalysisOptions } from "./analysis.js";
import { compileFirewallRules, type Direction } from "./model.js";

function describeRule(rules: Record<string, unknown>, direction: Direction, index: number): string {
  const list = rules[direction];
  const rule = Array.isArray(list) && isPlainObject(list[index]) ? list[index] : undefined;
  const label = rule && typeof rule.label === "string" ? ` (${show(rule.label)})` : "";
  return `${direction}[${index}]${label}`;
}

function formatRanges(ranges: Array<[number, number]>): string {
  return ranges.map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)).join(", ");
}

/** Findings of the semantic rules for a firewall body (create or state). Runs only on rules that all compile. */
export function firewallSemanticFindings(body: unknown, options: AnalysisOptions = {}): Finding[] {
  const out = new Reporter();
  if (!isPlainObject(body) || !isPlainObject(body.rules)) return out.findings;
  const rules = body.rules;
  const compiled = compileFirewallRules(rules);
  for (const direction of ["inbound", "outbound"] as const) {
    const list = rules[direction];
    // The API rejects a ruleset with a bad rule; analysing the rest would mislead.
    if (Array.isArray(list) && compiled[direction].rules.length !== list.length) return out.findings;
  }
  const analysis = analyzeFirewall(compiled, options);
  const at = (direction: Direction, index: number): Path => ["rules", direction, index];
  const related = (direction: Direction, indexes: number[], message: (i: number) => string) => indexes.map((i) => ({ path: at(direction, i), message: message(i) }));

  for (const f of analysis.shadowed) {
    const by = f.related.map((i) => describeRule(rules, f.direction, i)).join(", ");
    const verb = f.related.length === 1 ? "decides" : "decide";
    out.report("firewall-rule-shadowed", at(f.direction, f.rule), `${describeRule(rules, f.direction, f.rule)} can never match: ${by || "earlier rules"} already ${verb} every packet it matches`, {
      related: related(f.direction, f.related, () => "decides its packets first"),
    });
  }
  for (const f of analysis.redundant) {
    out.report("firewall-rule-redundant", at(f.direction, f.rule), `removing ${describeRule(rules, f.direction, f.rule)} changes no decision: the packets it decides get the same result from the later rules or the ${f.direction}_policy`);
  }
  for (const f of analysis.conflicts) {
    const rule = (rules[f.direction] as Array<Record<string, unknown>>)[f.rule]!;
    const by = f.related.map((i) => describeRule(rules, f.direction, i)).join(", ");
    out.report("firewall-rule-conflict", at(f.direction, f.rule), `${describeRule(rules, f.direction, f.rule)} (${String(rule.action)}) only partly applies: earlier ${by} with the opposite action decide${f.related.length === 1 ? "s" : ""} some of its packets first`, {
      related: related(f.direction, f.related, () => "decides first, with the opposite action"),
    });
  }
  // One finding per deciding rule (or the policy) and port list, protocols and families combined.
  const exposures = new Map<string, { rule: number | null; ports: Array<[number, number]>; protocols: Set<string>; families: Set<4 | 6> }>();
  for (const e of analysis.exposures) {
    const key = `${e.rule}|${formatRanges(e.ports)}`;
    const group = exposures.get(key) ?? { rule: e.rule, ports: e.ports, protocols: new Set(), families: new Set() };
    group.protocols.add(e.protocol);
    group.families.add(e.family);
    exposures.set(key, group);
  }
  for (const g of exposures.values()) {
    const everyone = g.families.size === 2 ? "every IPv4 and IPv6 address" : g.families.has(4) ? "every IPv4 address (0.0.0.0/0)" : "every IPv6 address (::/0)";
    const single = g.ports.length === 1 && g.ports[0]![0] === g.ports[0]![1];
    const ports = `${[...g.protocols].join("/")} port${single ? "" : "s"} ${formatRanges(g.ports)}`;
    const who = g.rule === null ? "inbound_policy ACCEPT" : describeRule(rules, "inbound", g.rule);
    out.report("firewall-exposed-port", g.rule === null ? ["rules", "inbound_policy"] : at("inbound", g.rule), `${who} opens ${ports} to ${everyone}; administrative and database ports should be reachable only from known networks`);
  }
  if (compiled.inbound.policy === "ACCEPT" && !compiled.inbound.rules.some((r) => r.action === "DROP")) {
    out.report("firewall-open-policy", ["rules", "inbound_policy"], "inbound_policy is ACCEPT and no rule drops anything: every inbound packet is let in; prefer DROP with rules for what should reach the service");
  }
  for (const g of analysis.familyGaps) {
    const [open, closed] = g.openFamily === 4 ? ["IPv4", "IPv6"] : ["IPv6", "IPv4"];
    out.report(
      "firewall-family-gap",
      at(g.direction, g.rule),
      `${g.direction} ${g.protocol} ${formatRanges(g.ports)} ${g.direction === "inbound" ? "is open to" : "may reach"} every ${open} address but no ${closed} address; add ${g.openFamily === 4 ? '"::/0" to ipv6' : '"0.0.0.0/0" to ipv4'} if ${closed} should work too`,
    );
  }
  return out.findings;
}
