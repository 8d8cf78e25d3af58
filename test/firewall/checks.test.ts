import { describe, expect, it } from "vitest";
import { lint, lintText } from "../../src/lint.js";

type Rule = Record<string, unknown>;
const state = (inbound: Rule[], extra: Record<string, unknown> = {}, policy = "DROP") => ({
  firewalls: [{ label: "web-fw", rules: { inbound_policy: policy, outbound_policy: "ACCEPT", inbound, outbound: [] }, ...extra }],
});
const rule = (action: string, ports: string | undefined, ipv4?: string[], ipv6?: string[], protocol = "TCP"): Rule => ({
  action,
  protocol,
  ...(ports ? { ports } : {}),
  addresses: { ...(ipv4 ? { ipv4 } : {}), ...(ipv6 ? { ipv6 } : {}) },
});
const ruleIds = (s: unknown, options = {}) => lint(s, options).map((d) => [d.ruleId, d.path.slice(3).join(".")]);
const OFFICE = ["198.51.100.0/24"];
/** A firewall "web-fw" (DROP in, ACCEPT out) as YAML text, with these inbound rules from line 7 on. */
const firewallYaml = (...inbound: string[]) =>
  `firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n${inbound.map((r) => `        - ${r}\n`).join("")}`;
const ALL = { v4: ["0.0.0.0/0"], v6: ["::/0"] };

describe("firewall semantics through the linter", () => {
  it("is quiet on a sensible ruleset", () => {
    expect(ruleIds(state([rule("ACCEPT", "22", OFFICE), rule("ACCEPT", "80, 443", ALL.v4, ALL.v6)]))).toEqual([]);
  });

  it.each([
    ["shadowed by a union", [rule("ACCEPT", "443", ["0.0.0.0/1", "128.0.0.0/1"], ALL.v6), rule("DROP", "443", ["203.0.113.0/24"])], [["firewall-rule-shadowed", "inbound.1"]]],
    ["shadowed by port ranges", [rule("ACCEPT", "1-100", OFFICE), rule("ACCEPT", "101-200", OFFICE), rule("ACCEPT", "50-150", ["198.51.100.0/25"])], [["firewall-rule-shadowed", "inbound.2"]]],
    ["not shadowed when one port escapes", [rule("ACCEPT", "1-100", OFFICE), rule("ACCEPT", "102-200", OFFICE), rule("ACCEPT", "50-150", ["198.51.100.0/25"])], []],
    ["redundant DROP under DROP", [rule("ACCEPT", "443", OFFICE), rule("DROP", undefined, ["203.0.113.0/24"], undefined, "UDP")], [["firewall-rule-redundant", "inbound.1"]]],
    ["conflict", [rule("DROP", "443", ["198.51.100.0/25"]), rule("ACCEPT", "443", OFFICE)], [["firewall-rule-conflict", "inbound.1"]]],
    ["exposure", [rule("ACCEPT", "22", ALL.v4, ALL.v6)], [["firewall-exposed-port", "inbound.0"]]],
    [
      "an earlier DROP of part of IPv4: IPv6 still exposed, and the ACCEPT conflicts",
      [rule("DROP", "22", ["203.0.113.0/24"]), rule("ACCEPT", "22", ALL.v4, ALL.v6)],
      [
        ["firewall-exposed-port", "inbound.1"],
        ["firewall-rule-conflict", "inbound.1"],
      ],
    ],
    ["family gap", [rule("ACCEPT", "443", ALL.v4)], [["firewall-family-gap", "inbound.0"]]],
    // "add ::/0" would open SSH to every IPv6 address too: the exposure alone is reported.
    ["a sensitive port open to all of IPv4 only: the exposure, no advice to open it to IPv6", [rule("ACCEPT", "22", ALL.v4)], [["firewall-exposed-port", "inbound.0"]]],
    ["a sensitive port open to all of IPv6 only: the exposure, no advice to open it to IPv4", [rule("ACCEPT", "3306", undefined, ALL.v6)], [["firewall-exposed-port", "inbound.0"]]],
  ])("%s", (_name, inbound, expected) => {
    const found = ruleIds(state(inbound)).sort();
    expect(found).toEqual([...expected].sort());
  });

  it("a family gap over a range names only its ports that are not sensitive", () => {
    const gaps = lint(state([rule("ACCEPT", "20-25, 443", ALL.v4)])).filter((d) => d.ruleId === "firewall-family-gap");
    // 22 (SSH) and 23 (telnet) are among the default sensitive ports.
    expect(gaps.map((d) => d.message)).toEqual(['inbound TCP 20-21, 24-25, 443 is open to every IPv4 address but no IPv6 address; add "::/0" to ipv6 if IPv6 should work too']);
    // Outbound has no sensitive ports: the gap is the whole range.
    const out = lint({ firewalls: [{ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "DROP", inbound: [], outbound: [rule("ACCEPT", "20-25", ALL.v4)] } }] }).filter((d) => d.ruleId === "firewall-family-gap");
    expect(out.map((d) => d.message)).toEqual(['outbound TCP 20-25 may reach every IPv4 address but no IPv6 address; add "::/0" to ipv6 if IPv6 should work too']);
  });

  it("accept from a network, then drop everyone, under an ACCEPT policy: the intent, not a conflict", () => {
    const tailnet = ["100.64.0.0/10"];
    const allowThenDrop = state([rule("ACCEPT", "22", tailnet), rule("DROP", "22", ALL.v4, ALL.v6)], {}, "ACCEPT");
    expect(ruleIds(allowThenDrop).filter(([id]) => id === "firewall-rule-conflict")).toEqual([]);
    // Two allowlisted networks and a DROP of a port range that holds their port: still the intent.
    expect(ruleIds(state([rule("ACCEPT", "22", tailnet), rule("ACCEPT", "22", OFFICE, ["2001:db8::/32"]), rule("DROP", "1-1024", ALL.v4, ALL.v6)], {}, "ACCEPT")).filter(([id]) => id === "firewall-rule-conflict")).toEqual([]);
    // An ACCEPT that reaches beyond the DROP (another port) is a conflict again: the rules overlap only in part.
    expect(ruleIds(state([rule("ACCEPT", "22-23", tailnet), rule("DROP", "22", ALL.v4, ALL.v6)], {}, "ACCEPT"))).toContainEqual(["firewall-rule-conflict", "inbound.1"]);
    // The rule page's bad example (a DROP before an ACCEPT under a DROP policy) stays one.
    expect(ruleIds(state([rule("DROP", "443", ["198.51.100.0/25"]), rule("ACCEPT", "443", OFFICE)]))).toContainEqual(["firewall-rule-conflict", "inbound.1"]);
    // Under a DROP policy the DROP closes nothing the policy opens: the pattern is not that intent, and stays reported.
    expect(ruleIds(state([rule("ACCEPT", "22", tailnet), rule("DROP", "22", ALL.v4, ALL.v6)], {}, "DROP"))).toContainEqual(["firewall-rule-conflict", "inbound.1"]);
  });

  it("an earlier DROP of part of one family leaves only the other exposed, and says which", () => {
    const [v6] = lint(state([rule("DROP", "22", ["203.0.113.0/24"]), rule("ACCEPT", "22", ALL.v4, ALL.v6)])).filter((x) => x.ruleId === "firewall-exposed-port");
    expect(v6!.message).toContain("every IPv6 address (::/0)");
    const [d] = lint(state([rule("DROP", "22", undefined, ["2001:db8::/32"]), rule("ACCEPT", "22", ALL.v4, ALL.v6)])).filter((x) => x.ruleId === "firewall-exposed-port");
    expect(d!.message).toContain("every IPv4 address (0.0.0.0/0)");
  });

  it("reports an open inbound policy, and its exposure on the policy", () => {
    expect(ruleIds(state([], {}, "ACCEPT")).sort()).toEqual([
      ["firewall-exposed-port", "inbound_policy"],
      ["firewall-open-policy", "inbound_policy"],
    ]);
  });

  it("takes the sensitive ports as an option", () => {
    const s = state([rule("ACCEPT", "8080", ALL.v4, ALL.v6)]);
    expect(ruleIds(s)).toEqual([]);
    expect(ruleIds(s, { sensitivePorts: [8080] })).toEqual([["firewall-exposed-port", "inbound.0"]]);
  });

  it("analyses the valid rules while one is invalid, and says which it left out", () => {
    const s = state([rule("ACCEPT", "443", ["0.0.0.0/1", "128.0.0.0/1"], ALL.v6), rule("DROP", "443", ["203.0.113.0/24"]), rule("ACCEPT", "022", OFFICE)]);
    expect(ruleIds(s).sort()).toEqual([
      ["firewall-analysis-partial", "inbound.2"],
      ["firewall-ports-syntax", "inbound.2.ports"],
      ["firewall-rule-shadowed", "inbound.1"],
    ]);
    const [partial] = lint(s).filter((d) => d.ruleId === "firewall-analysis-partial");
    expect(partial).toMatchObject({ severity: "info", path: ["firewalls", 0, "rules", "inbound", 2], message: expect.stringContaining("left out inbound[2], which the API would reject") });
    expect(partial!.related).toBeUndefined();
  });

  it("puts the partial analysis on the first rule left out, the others as related locations", () => {
    const s = state([rule("ACCEPT", "443", OFFICE), rule("ACCEPT", "80,  443", OFFICE), rule("ACCEPT", "022", OFFICE)]);
    const [partial] = lint(s).filter((d) => d.ruleId === "firewall-analysis-partial");
    expect(partial).toMatchObject({ path: ["firewalls", 0, "rules", "inbound", 1], message: expect.stringContaining("left out inbound[1], inbound[2], which") });
    expect(partial!.related).toEqual([expect.objectContaining({ path: ["firewalls", 0, "rules", "inbound", 2], message: "also left out of the analysis" })]);
  });

  it("blames the widest rule that opens a port, names every contributor, and a suppression on any of them silences it", () => {
    const text = firewallYaml(
      '{ label: lb-web, action: ACCEPT, protocol: TCP, ports: "22, 80, 443", addresses: { ipv4: [192.168.255.0/24] } }',
      '{ label: ssh-any, action: ACCEPT, protocol: TCP, ports: "22", addresses: { ipv4: [0.0.0.0/0] } }',
    );
    const [exposed] = lintText(text, { filePath: "fw.yaml" }).filter((d) => d.ruleId === "firewall-exposed-port");
    expect(exposed).toMatchObject({ path: ["firewalls", 0, "rules", "inbound", 1], line: 8 });
    expect(exposed!.message).toBe('inbound[1] ("ssh-any") (with inbound[0] ("lb-web")) opens TCP port 22 to every IPv4 address (0.0.0.0/0); administrative and database ports should be reachable only from known networks');
    expect(exposed!.related).toEqual([{ path: ["firewalls", 0, "rules", "inbound", 0], file: "fw.yaml", line: 7, column: 11, message: "also opens part of it" }]);
    for (const at of [6, 7]) {
      const lines = text.split("\n");
      lines.splice(at, 0, "        # cloudlint-disable-next-line firewall-exposed-port -- office VPN only");
      const found = lintText(lines.join("\n"), { filePath: "fw.yaml" }).map((d) => d.ruleId);
      expect(found, `suppression before line ${at + 1}`).not.toContain("firewall-exposed-port");
      expect(found).not.toContain("unused-suppression");
    }
  });

  it("names the covering rules as related, with positions", () => {
    const text = firewallYaml(
      '{ label: all-web, action: ACCEPT, protocol: TCP, ports: "443", addresses: { ipv4: [0.0.0.0/0], ipv6: ["::/0"] } }',
      '{ label: block, action: DROP, protocol: TCP, ports: "443", addresses: { ipv4: [203.0.113.0/24] } }',
    );
    expect(lintText(text)).toMatchObject([{ ruleId: "firewall-rule-shadowed", line: 8, related: [{ line: 7, message: "decides its packets first" }] }]);
  });
});

describe("NodeBalancers", () => {
  const lb = { nodebalancers: [{ label: "lb-1", id: 900, region: "us-east" }] };
  const fw = (devices: Record<string, unknown>) => ({
    ...lb,
    computes: [{ label: "web-1", region: "us-east" }],
    firewalls: [
      {
        label: "lb-fw",
        rules: {
          inbound_policy: "DROP",
          outbound_policy: "DROP",
          inbound: [rule("ACCEPT", "443", ALL.v4, ALL.v6), rule("ACCEPT", undefined, OFFICE, undefined, "ICMP")],
          outbound: [rule("ACCEPT", "443", OFFICE)],
        },
        devices,
      },
    ],
  });
  it("reports outbound and non-TCP rules of a firewall assigned only to NodeBalancers", () => {
    expect(ruleIds(fw({ nodebalancers: ["lb-1"] }))).toEqual([
      ["firewall-nodebalancer-ineffective", "inbound.1"],
      ["firewall-nodebalancer-ineffective", "outbound.0"],
    ]);
    expect(lint(fw({ nodebalancers: [900] }))[0]!.message).toContain('NodeBalancer "lb-1"');
  });
  it("is silent when the firewall also protects compute instances", () => {
    expect(ruleIds(fw({ nodebalancers: ["lb-1"], computes: ["web-1"] }))).toEqual([]);
  });
});
