/**
 * Unknowns hide only what depends on them (issue 35): a firewall of a plan whose values are partly
 * unknown reports only findings that every completion of the unknowns reports too (no false
 * finding), compared as (rule id, path). Oracle: the same plan with every unknown replaced by a
 * value from the same small sets: the plan's own values (the truth) and random others.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintSources } from "../../src/lint.js";

const V4 = ["0.0.0.0/0", "10.0.0.0/8", "192.168.1.0/24"] as const;
const V6 = ["::/0", "2001:db8::/32"] as const;
const PORTS = [null, "22", "80", "22,80", "1-1000", "3306"] as const;
const PROTOCOLS = ["TCP", "UDP", "ICMP"] as const;
const ACTIONS = ["ACCEPT", "DROP"] as const;

interface Rule {
  action: string;
  protocol: string;
  ports: string | null;
  ipv4: string[] | null;
  ipv6: string[] | null;
}

/** Which values of a rule are unknown: fields, whole address lists, or single items. */
interface RuleMask {
  whole: boolean;
  action: boolean;
  protocol: boolean;
  ports: boolean;
  ipv4: boolean;
  ipv6: boolean;
  ipv4Items: boolean[];
  ipv6Items: boolean[];
}

const ruleArb: fc.Arbitrary<Rule> = fc
  .record({
    action: fc.constantFrom(...ACTIONS),
    protocol: fc.constantFrom(...PROTOCOLS),
    ports: fc.constantFrom(...PORTS),
    ipv4: fc.option(fc.subarray([...V4], { minLength: 1 }), { nil: null }),
    ipv6: fc.option(fc.subarray([...V6], { minLength: 1 }), { nil: null }),
  })
  .map((r) => ({ ...r, ports: r.protocol === "ICMP" ? null : r.ports, ipv4: r.ipv4 === null && r.ipv6 === null ? ["10.0.0.0/8"] : r.ipv4 }));

const often = (p: number) => fc.integer({ min: 0, max: 99 }).map((n) => n < p);
const maskArb: fc.Arbitrary<RuleMask> = fc.record({
  whole: often(5),
  action: often(15),
  protocol: often(10),
  ports: often(15),
  ipv4: often(10),
  ipv6: often(10),
  ipv4Items: fc.array(often(20), { minLength: 3, maxLength: 3 }),
  ipv6Items: fc.array(often(20), { minLength: 2, maxLength: 2 }),
});

interface Case {
  /** The direction the rules and the policy are of (the other: DROP, no rules). */
  direction: "inbound" | "outbound";
  policy: string;
  policyUnknown: boolean;
  rules: Rule[];
  masks: RuleMask[];
  /** For each completion, a rule per position to take unknown values from, and a policy. */
  completions: Array<{ policy: string; rules: Rule[] }>;
}

const caseArb: fc.Arbitrary<Case> = fc.integer({ min: 0, max: 6 }).chain((n) =>
  fc.record({
    direction: fc.constantFrom("inbound" as const, "outbound" as const),
    policy: fc.constantFrom(...ACTIONS),
    policyUnknown: often(10),
    rules: fc.array(ruleArb, { minLength: n, maxLength: n }),
    masks: fc.array(maskArb, { minLength: n, maxLength: n }),
    completions: fc.array(fc.record({ policy: fc.constantFrom(...ACTIONS), rules: fc.array(ruleArb, { minLength: n, maxLength: n }) }), { minLength: 6, maxLength: 6 }),
  }),
);

/** The rule with its unknown values taken from `alt` (kept valid: no ports on ICMP). */
function complete(rule: Rule, mask: RuleMask, alt: Rule): Rule {
  if (mask.whole) return alt;
  const items = (list: string[] | null, whole: boolean, items: boolean[], altList: string[] | null, pool: readonly string[]) => {
    // An absent list is known to be absent (the plan's after_unknown marks only what it has).
    if (list === null) return null;
    if (whole) return altList ?? [pool[0]!];
    return list.map((x, i) => (items[i] ? (altList?.[i % altList.length] ?? pool[i % pool.length]!) : x));
  };
  let protocol = mask.protocol ? alt.protocol : rule.protocol;
  let ports = mask.ports ? alt.ports : rule.ports;
  if (protocol === "ICMP" && ports !== null) {
    if (mask.ports) ports = null;
    else protocol = "TCP"; // the known ports decide: an unknown protocol is TCP or UDP
  }
  return { action: mask.action ? alt.action : rule.action, protocol, ports, ipv4: items(rule.ipv4, mask.ipv4, mask.ipv4Items, alt.ipv4, V4), ipv6: items(rule.ipv6, mask.ipv6, mask.ipv6Items, alt.ipv6, V6) };
}

/** A plan creating one firewall; `unknown` marks values as `after_unknown` does (their after is null). */
function plan(policy: string | null, rules: Rule[], unknown?: { policy: boolean; masks: RuleMask[] }, direction: "inbound" | "outbound" = "inbound"): string {
  const inbound: unknown[] = [];
  const inboundUnknown: unknown[] = [];
  rules.forEach((r, i) => {
    const m = unknown?.masks[i];
    if (m?.whole) {
      inbound.push(null);
      inboundUnknown.push(true);
      return;
    }
    const block: Record<string, unknown> = { label: `rule-${i}`, description: "", ...r };
    const marks: Record<string, unknown> = {};
    for (const f of ["action", "protocol", "ports"] as const) {
      if (m?.[f]) {
        block[f] = null;
        marks[f] = true;
      }
    }
    for (const [f, items] of [["ipv4", m?.ipv4Items], ["ipv6", m?.ipv6Items]] as const) {
      const list = r[f];
      if (list === null || !m) continue;
      if (m[f]) {
        block[f] = null;
        marks[f] = true;
      } else if (items!.slice(0, list.length).some(Boolean)) {
        block[f] = list.map((x, j) => (items![j] ? null : x));
        marks[f] = list.map((_, j) => items![j] === true);
      }
    }
    inbound.push(block);
    inboundUnknown.push(marks);
  });
  const other = direction === "inbound" ? "outbound" : "inbound";
  const after = { label: "web-fw", [`${direction}_policy`]: unknown?.policy ? null : policy, [`${other}_policy`]: "DROP", disabled: false, tags: [], [direction]: inbound, [other]: [] };
  const afterUnknown = { [direction]: inboundUnknown, ...(unknown?.policy ? { [`${direction}_policy`]: true } : {}), id: true };
  return JSON.stringify({
    format_version: "1.2",
    terraform_version: "1.9.8",
    resource_changes: [{ address: "linode_firewall.web", mode: "managed", type: "linode_firewall", name: "web", provider_name: "registry.terraform.io/linode/linode", change: { actions: ["create"], before: null, after, after_unknown: afterUnknown, before_sensitive: {}, after_sensitive: {} } }],
  });
}

/** The firewall analysis' findings (and the legacy shape's) as (rule id, path). */
const ANALYSIS = /^firewall-(rule-shadowed|rule-redundant|rule-conflict|exposed-port|family-gap|open-policy|analysis-partial)$/;
function findings(text: string): Set<string> {
  const messages = lintSources([{ filePath: "plan.json", text }])[0]!.messages;
  return new Set(messages.filter((m) => ANALYSIS.test(m.ruleId)).map((m) => `${m.ruleId} ${m.path.join(".")}`));
}

describe("a firewall with unknowns reports only what every completion reports", () => {
  it("never a finding that a value of the unknowns could make false", () => {
    let decidedSome = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const withUnknowns = findings(plan(c.policy, c.rules, { policy: c.policyUnknown, masks: c.masks }, c.direction));
        // The plan's own values are one completion; the others take random values from the same sets.
        const completions = [{ policy: c.policy, rules: c.rules }, ...c.completions.map((alt) => ({ policy: c.policyUnknown ? alt.policy : c.policy, rules: c.rules.map((r, i) => complete(r, c.masks[i]!, alt.rules[i]!)) }))];
        for (const completion of completions) {
          const known = findings(plan(completion.policy, completion.rules, undefined, c.direction));
          for (const f of withUnknowns) expect(known, `${f} with the unknowns, not in the completion ${JSON.stringify(completion)}`).toContain(f);
        }
        if (withUnknowns.size > 0) decidedSome++;
      }),
      { numRuns: 600 },
    );
    // Not vacuous: findings are reported with unknowns in many cases.
    expect(decidedSome).toBeGreaterThan(30);
  });

  it("a rule whose ipv4 is unknown but whose ipv6 is ::/0 reports its IPv6 exposure (the issue's example)", () => {
    const rule: Rule = { action: "ACCEPT", protocol: "TCP", ports: "1-65535", ipv4: ["10.0.0.0/8"], ipv6: ["::/0"] };
    const mask: RuleMask = { whole: false, action: false, protocol: false, ports: false, ipv4: true, ipv6: false, ipv4Items: [false], ipv6Items: [false] };
    const text = plan("DROP", [rule], { policy: false, masks: [mask] });
    const messages = lintSources([{ filePath: "plan.json", text }])[0]!.messages.filter((m) => m.ruleId === "firewall-exposed-port");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain("every IPv6 address (::/0)");
    expect(messages[0]!.message).not.toContain("IPv4");
    expect(messages[0]!.path).toEqual(["firewalls", 0, "rules", "inbound", 0]);
  });
});
