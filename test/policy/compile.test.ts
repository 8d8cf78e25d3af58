/**
 * Policy files: every problem is found in one pass and reported at its line and column, with a
 * message a user can act on; nothing in a policy file runs as code, and patterns run in linear time.
 */
import { describe, expect, it } from "vitest";
import { compilePolicies, lintText } from "../../src/index.js";

const policy = (body: string) => `policies:\n  - id: acme/x\n    description: A policy.\n${body}`;
const problemsOf = (text: string) => compilePolicies([{ filePath: "p.yaml", text }]).problems.map((p) => `${p.line}:${p.column} ${p.message}`);

describe("compiling policy files", () => {
  it("accepts a complete policy and lists it with its position", () => {
    const { policies, problems } = compilePolicies([{ filePath: "p.yaml", text: policy("    resource: databases\n    assert: { field: cluster_size, equals: 3 }\n") }]);
    expect(problems).toEqual([]);
    expect(policies.list).toEqual([{ id: "acme/x", description: "A policy.", severity: "error", resource: "databases", file: "p.yaml", line: 2, column: 5, tests: 0 }]);
  });

  it.each([
    ["an unknown top-level key", "policies: []\npolicy: []\n", ['2:1 unknown key "policy" in a policy file; known keys: policies']],
    ["policies not a list", "policies: {}\n", ["1:11 policies must be a list, not a mapping"]],
    ["a scalar document", "just text\n", ["1:1 a policy file is a mapping with a policies list, not a string"]],
    ["an id without a prefix", "policies:\n  - id: db-ha\n    description: x\n    resource: vpcs\n    assert: { field: label, exists: true }\n", [expect.stringMatching(/^2:9 id "db-ha" must be an organisation prefix/)]],
    ["an id with capitals", "policies:\n  - id: Acme/DB\n    description: x\n    resource: vpcs\n    assert: { field: label, exists: true }\n", [expect.stringMatching(/^2:9 id "Acme\/DB" must be/)]],
    ["a misspelt resource", policy("    resource: database\n    assert: { field: label, exists: true }\n"), [expect.stringMatching(/^4:15 resource must be one of .* not "database"; did you mean "databases"\?$/)]],
    ["a bad severity", policy("    severity: fatal\n    resource: vpcs\n    assert: { field: label, exists: true }\n"), ['4:15 severity must be error, warning or info, not "fatal"']],
    ["neither assert nor count", policy("    resource: vpcs\n"), [expect.stringMatching(/^2:5 a policy needs assert .* or count/)]],
    ["both assert and count", policy("    resource: vpcs\n    assert: { field: label, exists: true }\n    count: { max: 1 }\n"), [expect.stringMatching(/^6:5 a policy has either assert .* or count/)]],
    ["an unknown operator", policy("    resource: vpcs\n    assert: { field: label, equal: x }\n"), ['5:29 unknown key "equal" in a condition; did you mean "equals"?', expect.stringMatching(/^5:13 field "label" needs an operator/)]],
    ["an operator without its field", policy("    resource: vpcs\n    assert: { equals: x }\n"), ["5:13 equals needs the field it reads: { field: PATH, equals: … }"]],
    ["two kinds in one condition", policy("    resource: vpcs\n    assert: { field: label, exists: true, not: { field: region, exists: true } }\n"), [expect.stringMatching(/^5:13 a condition is one of .* not several \(field, not\); combine them with all or any$/)]],
    ["an empty all", policy("    resource: vpcs\n    assert: { all: [] }\n"), ["5:20 all takes a non-empty list of conditions, not a list of 0"]],
    ["a quantifier without assert", policy("    resource: vpcs\n    assert: { every: subnets }\n"), [expect.stringMatching(/^5:13 every needs assert/)]],
    ["a bad CIDR", policy("    resource: subnets\n    assert: { field: ipv4, cidr_within: [10.0.0.0/33] }\n"), [expect.stringMatching(/^5:42 "10.0.0.0\/33" is not a CIDR: mask \/33 is out of range/)]],
    ["a bad port string", policy("    resource: firewalls\n    assert: { not: { accepts: { ports: \"022\" } } }\n"), [expect.stringMatching(/^5:40 ports is a port string .* not "022": .*leading zero/)]],
    ["a lower-case protocol", policy("    resource: firewalls\n    assert: { not: { accepts: { protocol: tcp } } }\n"), [expect.stringMatching(/^5:43 protocol is one of TCP, UDP, ICMP, IPENCAP/)]],
    ["accepts on a database", policy("    resource: databases\n    assert: { not: { accepts: { ports: \"5432\" } } }\n"), ["5:31 accepts applies to firewalls, not databases"]],
    ["has_enabled_firewall on a VPC", policy("    resource: vpcs\n    assert: { has_enabled_firewall: true }\n"), ["5:37 has_enabled_firewall applies to computes and nodebalancers, not vpcs"]],
    ["a predicate inside a quantifier", policy("    resource: computes\n    assert: { every: configs, assert: { in_vpc: true } }\n"), [expect.stringMatching(/^5:49 in_vpc is about the computes itself; it cannot be used inside every, some or none$/)]],
    ["referenced_by a section that never references it", policy("    resource: subnets\n    assert: { referenced_by: firewalls }\n"), ['5:30 subnets are referenced by computes; not by "firewalls"']],
    ["where.region on firewalls", policy("    resource: firewalls\n    where: { region: us-east }\n    assert: { field: label, exists: true }\n"), ["5:22 firewalls have no region; where.region would never match"]],
    ["where.direction off firewall_rules", policy("    resource: firewalls\n    where: { direction: inbound }\n    assert: { field: label, exists: true }\n"), ["5:25 where.direction scopes firewall_rules only"]],
    ["an unknown placeholder", policy("    resource: vpcs\n    assert: { field: label, exists: true }\n    message: \"{{lable}} is bad\"\n"), ["6:14 unknown placeholder {{lable}}; did you mean {{label}}?"]],
    ["{{vpc}} outside subnets", policy("    resource: vpcs\n    assert: { field: label, exists: true }\n    message: \"{{vpc}}\"\n"), [expect.stringMatching(/^6:14 unknown placeholder \{\{vpc\}\}/)]],
    ["count with min above max", policy("    resource: vpcs\n    count: { min: 3, max: 2 }\n"), ["5:12 count.min (3) is more than count.max (2)"]],
    ["a test without expect", policy("    resource: vpcs\n    assert: { field: label, exists: true }\n    tests:\n      - name: a\n        state: {}\n"), [expect.stringMatching(/^7:9 a test needs expect/)]],
    ["two tests with one name", policy("    resource: vpcs\n    assert: { field: label, exists: true }\n    tests:\n      - { name: a, state: {}, expect: pass }\n      - { name: a, state: {}, expect: pass }\n"), ['8:17 two tests of this policy are named "a"']],
  ])("reports %s at its position", (_what, text, expected) => {
    expect(problemsOf(text)).toEqual(expected);
  });

  it("refuses patterns that need backtracking, and names the RE2 syntax", () => {
    expect(problemsOf(policy("    resource: vpcs\n    assert: { field: label, matches: \"^(a)\\\\1$\" }\n"))).toEqual([expect.stringMatching(/^5:38 pattern .* does not compile: invalid escape sequence: `\\1` \(patterns use RE2 syntax, which runs in linear time: no backreferences or lookaround\)$/)]);
    expect(problemsOf(policy("    resource: vpcs\n    assert: { field: label, matches: \"(?=x)\" }\n"))).toEqual([expect.stringMatching(/does not compile: invalid or unsupported Perl syntax/)]);
  });

  it("runs a pattern that backtracks in other engines in linear time", () => {
    const { policies } = compilePolicies([{ filePath: "p.yaml", text: policy("    resource: vpcs\n    assert: { field: label, matches: \"^(a+)+$\" }\n") }]);
    const label = "a".repeat(200_000) + "!";
    const found = lintText(JSON.stringify({ vpcs: [{ label, region: "us-east" }] }), { filePath: "s.json", policies }).filter((d) => d.ruleId === "acme/x");
    expect(found).toHaveLength(1);
  });

  it("reports a duplicate id across files at the second definition", () => {
    const text = policy("    resource: vpcs\n    assert: { field: label, exists: true }\n");
    const { policies, problems } = compilePolicies([{ filePath: "a.yaml", text }, { filePath: "b.yaml", text }]);
    expect(problems).toEqual([{ file: "b.yaml", line: 2, column: 9, message: 'policy id "acme/x" is already defined at a.yaml:2:5', path: ["policies", 0, "id"] }]);
    expect(policies.list.map((p) => p.file)).toEqual(["a.yaml"]);
  });

  it("reports a YAML syntax error as a problem of the policy file", () => {
    expect(compilePolicies([{ filePath: "p.yaml", text: "policies: [\n" }]).problems[0]).toMatchObject({ file: "p.yaml", line: expect.any(Number) });
  });

  it("quotes nothing of a file that is no policy file: the loader's words only for a file with a policies key", () => {
    const messages = (filePath: string, text: string) => compilePolicies([{ filePath, text }]).problems.map((p) => p.message);
    // A policy file that does not parse (YAML, or JSON on one line): the loader's message, which may quote it.
    expect(messages("p.yaml", "policies:\n  - id: |hunter2x\n")).toEqual(["Block scalar header includes extra characters: |hunter2x"]);
    expect(messages("p.json", '{"policies": [}')[0]).toMatch(/^invalid JSON: /);
    // Anything else: that it is none, and its keys.
    expect(messages("s.yaml", "token: |hunter2x\n  a\n")).toEqual(["not a policy file: it has no policies list, and is not valid YAML or JSON"]);
    expect(messages("s.yaml", "api_token: 98237498237498237498237\n")).toEqual(['unknown key "api_token" in a policy file; known keys: policies', "a policy file needs a policies list"]);
    expect(messages("s.yaml", "x".repeat(3 * 1024 * 1024))).toEqual(["not a policy file: it has no policies list, and is past the loader's limits"]);
  });

  it("refuses conditions nested past 32 levels instead of recursing without end", () => {
    let condition = "{ field: label, exists: true }";
    for (let i = 0; i < 40; i++) condition = `{ not: ${condition} }`;
    expect(problemsOf(policy(`    resource: vpcs\n    assert: ${condition}\n`))).toEqual([expect.stringMatching(/conditions are nested more than 32 deep/)]);
  });

  it("is total: any input gives problems, never a throw", () => {
    for (const input of [null, undefined, 5, "x", [null], [{ filePath: 5, text: null }], [{ filePath: "a.yaml", text: "policies: [1, null, {id: 5}]" }]]) {
      const result = compilePolicies(input as never);
      expect(Array.isArray(result.problems)).toBe(true);
    }
  });
});
