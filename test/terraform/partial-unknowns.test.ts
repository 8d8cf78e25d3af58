/**
 * Unknowns hide only what depends on them (issue 35), for firewalls: a finding is reported when no
 * value of the unknowns could make it false, and only then. `.tf` files take their unknowns from
 * variables without a value; plans from `after_unknown`. And the old provider's rule shape
 * (`addresses`, `ports = ["80"]`) gets one finding naming the attribute, and none of the others.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostic.js";
import { lintSources } from "../../src/lint.js";

const tf = (text: string): Diagnostic[] => lintSources([{ filePath: "main.tf", text }])[0]!.messages;

/** A firewall whose variables x, a, p, q, pol have no value (unknown), with these inbound blocks. */
const fw = (blocks: string[], policy = '"DROP"') =>
  `variable "x" {}\nvariable "a" {}\nvariable "p" {}\nvariable "q" {}\nvariable "pol" {}\nresource "linode_firewall" "web" {\n  label           = "web-fw"\n  inbound_policy  = ${policy}\n  outbound_policy = "ACCEPT"\n${blocks.join("")}}\n`;
const block = (name: string, fields: Record<string, string>) => `  inbound {\n    label = "${name}"\n${Object.entries(fields).map(([k, v]) => `    ${k} = ${v}\n`).join("")}  }\n`;
const rule = (name: string, action: string, protocol: string, ports: string, ipv4: string, ipv6?: string) => block(name, { action, protocol, ports, ipv4, ...(ipv6 ? { ipv6 } : {}) });

/** (rule id, state path) of the firewall analysis' findings. */
const ANALYSIS = /^firewall-(rule-shadowed|rule-redundant|rule-conflict|exposed-port|family-gap|open-policy|analysis-partial)$/;
const found = (ds: Diagnostic[]) => ds.filter((d) => ANALYSIS.test(d.ruleId)).map((d) => `${d.ruleId} ${d.path.slice(2).join(".")}`);

describe("address lists with unknown items", () => {
  it("ipv4 unknown, ipv6 ::/0: the IPv6 exposure is reported, at the rule, and no IPv4 one (the issue's example)", () => {
    const ds = tf(fw([rule("ssh-in", '"ACCEPT"', '"TCP"', '"1-65535"', "[var.x]", '["::/0"]')]));
    const exposed = ds.filter((d) => d.ruleId === "firewall-exposed-port");
    expect(exposed).toHaveLength(1);
    expect(exposed[0]!.message).toMatch(/^linode_firewall\.web\.inbound\[0\]: inbound\[0\] \("ssh-in"\) opens TCP ports 22-23, .* to every IPv6 address \(::\/0\);/);
    expect(exposed[0]!.line).toBe(10); // the `inbound {` line
  });

  it("a known item 0.0.0.0/0 next to an unknown one: the IPv4 exposure holds whatever the unknown is", () => {
    expect(found(tf(fw([rule("ssh-in", '"ACCEPT"', '"TCP"', '"22"', '[var.x, "0.0.0.0/0"]')])))).toEqual(["firewall-exposed-port rules.inbound.0"]);
  });

  it("known items short of the whole family next to an unknown one: no exposure (the unknown may or may not be 0.0.0.0/0)", () => {
    expect(found(tf(fw([rule("ssh-in", '"ACCEPT"', '"TCP"', '"22"', '[var.x, "10.0.0.0/8"]')])))).toEqual([]);
    expect(found(tf(fw([rule("ssh-in", '"ACCEPT"', '"TCP"', '"22"', "var.x")])))).toEqual([]);
  });

  it("a family gap needs both families known on its ports", () => {
    // 443 open to all of IPv4, IPv6 unknown: it may be ::/0.
    expect(found(tf(fw([rule("web", '"ACCEPT"', '"TCP"', '"443"', '["0.0.0.0/0"]', "[var.x]")])))).toEqual([]);
    expect(found(tf(fw([rule("web", '"ACCEPT"', '"TCP"', '"443"', '["0.0.0.0/0"]')])))).toEqual(["firewall-family-gap rules.inbound.0"]);
  });
});

describe("a rule with unknown action, protocol or ports: first-match order decides what is still known", () => {
  const open22 = rule("ssh-in", '"ACCEPT"', '"TCP"', '"22"', '["0.0.0.0/0"]');

  it("a rule before it is decided as usual", () => {
    expect(found(tf(fw([open22, rule("any", "var.a", "var.p", '"22"', '["0.0.0.0/0"]')])))).toEqual(["firewall-exposed-port rules.inbound.0"]);
  });

  it("a rule after it: undecided on the packets it may take, decided on the others", () => {
    // It may DROP port 22 first: not reported.
    expect(found(tf(fw([rule("maybe", "var.a", '"TCP"', '"22"', '["0.0.0.0/0"]'), open22])))).toEqual([]);
    // It takes only port 80: port 22 reaches the later rule whatever its action.
    expect(found(tf(fw([rule("maybe", "var.a", '"TCP"', '"80"', '["0.0.0.0/0"]'), open22])))).toEqual(["firewall-exposed-port rules.inbound.1"]);
    // UDP: it cannot match TCP packets at all.
    expect(found(tf(fw([rule("maybe", "var.a", '"UDP"', "var.q", '["0.0.0.0/0"]'), open22])))).toEqual(["firewall-exposed-port rules.inbound.1"]);
    // Unknown protocol: it may be TCP.
    expect(found(tf(fw([rule("maybe", '"DROP"', "var.p", '"22"', '["0.0.0.0/0"]'), open22])))).toEqual([]);
    // Unknown ports: it may hold 22.
    expect(found(tf(fw([rule("maybe", '"DROP"', '"TCP"', "var.q", '["0.0.0.0/0"]'), open22])))).toEqual([]);
  });

  it("its own shadowing, redundancy and conflicts are not decided", () => {
    const drop = rule("drop-all", '"DROP"', '"TCP"', '"1-65535"', '["0.0.0.0/0"]');
    // Known: the ACCEPT after the DROP can never match.
    expect(found(tf(fw([drop, rule("late", '"ACCEPT"', '"TCP"', '"22"', '["10.0.0.0/8"]')])))).toEqual(["firewall-rule-shadowed rules.inbound.1"]);
    // The same rule with an unknown action or ports: nothing about it.
    expect(found(tf(fw([drop, rule("late", "var.a", '"TCP"', '"22"', '["10.0.0.0/8"]')])))).toEqual([]);
    expect(found(tf(fw([drop, rule("late", '"ACCEPT"', '"TCP"', "var.q", '["10.0.0.0/8"]')])))).toEqual([]);
  });

  it("shadowing after an unknown rule: decided when the known rules before it already take every packet", () => {
    const drop22 = rule("drop-ssh", '"DROP"', '"TCP"', '"22"', '["0.0.0.0/0"]');
    const late = rule("late", '"ACCEPT"', '"TCP"', '"22"', '["10.0.0.0/8"]');
    expect(found(tf(fw([drop22, rule("maybe", '"ACCEPT"', '"TCP"', "var.q", '["10.0.0.0/8"]'), late])))).toEqual(["firewall-rule-shadowed rules.inbound.2"]);
    // An unknown rule between the covering rule and `late` can only take some of its packets first.
    expect(found(tf(fw([drop22, rule("maybe", "var.a", "var.p", "var.q", "var.x"), late])))).toEqual(["firewall-rule-shadowed rules.inbound.2"]);
    // A list's known item covers it, whatever the unknown item is.
    expect(found(tf(fw([rule("wide", '"ACCEPT"', '"TCP"', '"22"', '[var.x, "10.0.0.0/8"]'), late])))).toEqual(["firewall-rule-shadowed rules.inbound.1"]);
    // Without drop-ssh, whether `late` is shadowed is the unknown ports' to say: not reported.
    expect(found(tf(fw([rule("maybe", '"ACCEPT"', '"TCP"', "var.q", '["10.0.0.0/8"]'), late])))).toEqual([]);
  });

  it("a conflict is said only of a rule that packets reach whatever the unknowns are (else it may be shadowed instead)", () => {
    const acceptV6 = block("v6", { action: '"ACCEPT"', protocol: '"ICMP"', ipv6: '["::/0"]' });
    const drop = (v4: string) => block("drop", { action: '"DROP"', protocol: '"ICMP"', ipv4: v4, ipv6: '["::/0"]' });
    // Known: the DROP's IPv6 packets are the earlier ACCEPT's.
    expect(found(tf(fw([acceptV6, drop('["10.0.0.0/8"]')])))).toEqual(["firewall-rule-conflict rules.inbound.1", "firewall-rule-redundant rules.inbound.1"]);
    // An unknown rule between them may take all of its IPv4 packets: the DROP may be shadowed, not in conflict.
    const maybe = block("maybe", { action: "var.a", protocol: '"ICMP"', ipv4: '["10.0.0.0/8"]' });
    expect(found(tf(fw([acceptV6, maybe, drop('["10.0.0.0/8"]')])))).toEqual([]);
    // With more IPv4 than the unknown rule may take, packets reach it: the conflict holds.
    expect(found(tf(fw([acceptV6, maybe, drop('["0.0.0.0/0"]')])))).toEqual(["firewall-rule-conflict rules.inbound.2"]);
  });

  it("redundancy weighs every rule and the policy", () => {
    const narrow = rule("narrow", '"DROP"', '"TCP"', '"22"', '["10.0.0.0/8"]');
    // Known: a DROP under a DROP policy with nothing after it changes nothing.
    expect(found(tf(fw([narrow])))).toEqual(["firewall-rule-redundant rules.inbound.0"]);
    // A later rule that may ACCEPT those packets: undecided.
    expect(found(tf(fw([narrow, rule("maybe", "var.a", '"TCP"', '"22"', '["0.0.0.0/0"]')])))).toEqual([]);
    // A later rule on other ports: decided.
    expect(found(tf(fw([narrow, rule("maybe", "var.a", '"TCP"', '"80"', '["0.0.0.0/0"]')])))).toEqual(["firewall-rule-redundant rules.inbound.0"]);
    // The policy unknown: undecided.
    expect(found(tf(fw([narrow], "var.pol")))).toEqual([]);
  });
});

describe("policy-level findings", () => {
  it("inbound_policy ACCEPT with nothing dropping: reported when no rule may DROP", () => {
    expect(found(tf(fw([rule("web", '"ACCEPT"', '"TCP"', '"443"', "[var.x]")], '"ACCEPT"')))).toContain("firewall-open-policy rules.inbound_policy");
    // An unknown action may be DROP; a known DROP with unknown ports drops something.
    expect(found(tf(fw([rule("web", "var.a", '"TCP"', '"443"', '["10.0.0.0/8"]')], '"ACCEPT"')))).not.toContain("firewall-open-policy rules.inbound_policy");
    expect(found(tf(fw([rule("web", '"DROP"', '"TCP"', "var.q", '["10.0.0.0/8"]')], '"ACCEPT"')))).not.toContain("firewall-open-policy rules.inbound_policy");
  });

  it("an unknown policy: no exposure, gap, redundancy or open policy of that direction", () => {
    expect(found(tf(fw([rule("web", '"ACCEPT"', '"TCP"', '"22"', '["0.0.0.0/0"]')], "var.pol")))).toEqual([]);
  });

  it("the policy opens the ports where no rule may take them", () => {
    const ds = found(tf(fw([rule("maybe", "var.a", '"TCP"', '"22"', '["10.0.0.0/8"]')], '"ACCEPT"')));
    expect(ds).toContain("firewall-exposed-port rules.inbound_policy");
    const exposures = tf(fw([rule("maybe", "var.a", '"TCP"', '"22"', '["10.0.0.0/8"]')], '"ACCEPT"')).filter((d) => d.ruleId === "firewall-exposed-port");
    // TCP 22 over IPv4 is the unknown rule's: no message says it is open; each message's
    // protocols and families are open on every port it lists.
    const said = exposures.map((d) => /opens (\S+) ports (\S+?),.* to (every .*?);/.exec(d.message)!.slice(1, 4).join(" "));
    expect(said.sort()).toEqual(["TCP 22-23 every IPv6 address (::/0)", "TCP 23 every IPv4 address (0.0.0.0/0)", "UDP 22-23 every IPv4 and IPv6 address"]);
  });
});

describe("the analysis' note on rules the API would reject", () => {
  const bad = rule("bad", '"ACCEPT"', '"TCP"', '"22-"', '["10.0.0.0/8"]');
  it("is reported at the first rule left out when no uncertain rule comes before it", () => {
    expect(found(tf(fw([bad, rule("maybe", "var.a", '"TCP"', '"80"', '["10.0.0.0/8"]')])))).toEqual(["firewall-analysis-partial rules.inbound.0"]);
  });
  it("not when an uncertain rule before it may be left out too (the first would be another)", () => {
    expect(found(tf(fw([rule("maybe", "var.a", '"TCP"', '"80"', '["10.0.0.0/8"]'), bad])))).toEqual([]);
  });
  it("an uncertain rule itself is never one the API would reject", () => {
    expect(found(tf(fw([rule("maybe", "var.a", "var.p", "var.q", "var.x")])))).toEqual([]);
  });
});

const P = "registry.terraform.io/linode/linode";
function plan(after: Record<string, unknown>, afterUnknown: Record<string, unknown>): string {
  const full = { label: "web-fw", inbound_policy: "DROP", outbound_policy: "ACCEPT", disabled: false, tags: [], outbound: [], ...after };
  return JSON.stringify({
    format_version: "1.2",
    terraform_version: "1.9.8",
    resource_changes: [{ address: "linode_firewall.web", mode: "managed", type: "linode_firewall", name: "web", provider_name: P, change: { actions: ["create"], before: null, after: full, after_unknown: { id: true, ...afterUnknown }, before_sensitive: {}, after_sensitive: {} } }],
  });
}
const lintPlan = (text: string) => lintSources([{ filePath: "plan.json", text }])[0]!.messages;
const ssh = { label: "ssh-in", action: "ACCEPT", protocol: "TCP", ports: "22", ipv4: ["0.0.0.0/0"], ipv6: null, description: "" };

describe("plans", () => {
  it("an unknown item of ipv4 (after_unknown [false, true]) next to a known ::/0", () => {
    const text = plan({ inbound: [{ ...ssh, ipv4: ["10.0.0.0/8", null], ipv6: ["::/0"] }] }, { inbound: [{ ipv4: [false, true] }] });
    const exposed = lintPlan(text).filter((d) => d.ruleId === "firewall-exposed-port");
    expect(exposed.map((d) => d.message)).toEqual([expect.stringMatching(/^linode_firewall\.web\.inbound\[0\]: .*TCP port 22 to every IPv6 address/)]);
  });

  it("an unknown block (a dynamic block's) keeps its place: the rules before it are decided, those after it are not", () => {
    const text = plan({ inbound: [ssh, null, { ...ssh, label: "ssh-2", ports: "3306" }] }, { inbound: [{}, true, {}] });
    expect(found(lintPlan(text))).toEqual(["firewall-exposed-port rules.inbound.0"]);
  });

  it("a whole unknown list of rules: nothing of that direction is decided", () => {
    const text = plan({ inbound_policy: "ACCEPT", inbound: null }, { inbound: true });
    expect(found(lintPlan(text))).toEqual([]);
  });
});

describe("terraform-legacy-firewall-rule", () => {
  const legacy = (fields: string) => `resource "linode_firewall" "web" {\n  label           = "web-fw"\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n  inbound {\n    label    = "http-in"\n    action   = "ACCEPT"\n    protocol = "TCP"\n${fields}  }\n}\n`;

  it("addresses and a ports list: one finding, at addresses, naming both, and nothing else about the rule", () => {
    const ds = tf(legacy('    ports     = ["80", "443"]\n    addresses = ["0.0.0.0/0"]\n'));
    expect(ds.map((d) => d.ruleId)).toEqual(["terraform-legacy-firewall-rule"]);
    expect(ds[0]!.severity).toBe("error");
    expect([ds[0]!.line, ds[0]!.column]).toEqual([10, 17]);
    expect(ds[0]!.message).toBe(
      'linode_firewall.web.inbound[0].addresses: inbound[0] is in the shape of the linode/linode provider before 1.x, which the current provider refuses: replace `addresses` by the lists `ipv4` and `ipv6` (e.g. ipv4 = ["0.0.0.0/0"], ipv6 = ["::/0"]); write `ports` as one string of ports and ranges, such as "80", "80,443" or "1000-2000", not a list (here ports = "80,443")',
    );
  });

  it("a ports list alone: at ports", () => {
    const ds = tf(legacy('    ports    = ["22"]\n    ipv4     = ["10.0.0.0/8"]\n'));
    expect(ds.map((d) => [d.ruleId, d.line, d.column])).toEqual([["terraform-legacy-firewall-rule", 9, 16]]);
    expect(ds[0]!.message).not.toContain("`addresses`");
  });

  it("a ports list with an item not written out: no string is suggested for it", () => {
    const ds = tf(`variable "p" {}\n` + legacy('    ports    = ["80", var.p]\n    ipv4     = ["10.0.0.0/8"]\n'));
    expect(ds.map((d) => d.ruleId)).toEqual(["terraform-legacy-firewall-rule"]);
    expect(ds[0]!.message).not.toContain("here ports");
  });

  it("addresses alone: at addresses", () => {
    const ds = tf(legacy('    ports     = "80"\n    addresses = ["0.0.0.0/0"]\n'));
    expect(ds.map((d) => [d.ruleId, d.line])).toEqual([["terraform-legacy-firewall-rule", 10]]);
    expect(ds[0]!.message).not.toContain("`ports`");
  });

  it("the current shape is not reported", () => {
    expect(tf(legacy('    ports    = "80"\n    ipv4     = ["10.0.0.0/8"]\n'))).toEqual([]);
  });

  it("only that rule's findings are replaced: another rule's stay", () => {
    const text = legacy('    ports     = ["80"]\n    addresses = ["0.0.0.0/0"]\n  }\n  inbound {\n    label    = "x"\n    action   = "ACCEPT"\n    protocol = "TCP"\n    ports    = "80"\n    ipv4     = ["10.0.0.0/8"]\n');
    expect(tf(text).map((d) => d.ruleId).sort()).toEqual(["firewall-rule-label-length", "terraform-legacy-firewall-rule"]);
  });

  it("an outbound block, and in a plan", () => {
    const text = plan({ inbound: [], outbound: [{ label: "out", action: "ACCEPT", protocol: "TCP", ports: ["443"], ipv4: ["0.0.0.0/0"], description: "" }] }, {});
    const ds = lintPlan(text).filter((d) => d.ruleId.startsWith("firewall-") || d.ruleId.startsWith("terraform-"));
    expect(ds.map((d) => [d.ruleId, d.path.join(".")])).toEqual([["terraform-legacy-firewall-rule", "firewalls.0.rules.outbound.0.ports"]]);
    expect(ds[0]!.message).toContain("outbound[0]");
  });

  it("a state file's rules are never taken for the old shape (the mark is Terraform input's)", () => {
    const state = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - { action: ACCEPT, protocol: TCP, ports: [\"80\"], addresses: { ipv4: [10.0.0.0/8] } }\n";
    const ds = lintSources([{ filePath: "state.yaml", text: state }])[0]!.messages;
    expect(ds.map((d) => d.ruleId)).not.toContain("terraform-legacy-firewall-rule");
    expect(ds.map((d) => d.ruleId)).toContain("firewall-field-type");
  });
});
