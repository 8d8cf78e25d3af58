/**
 * What policies decide, and where they point: each operator at its boundaries, absent fields,
 * quantifiers, scopes, the account predicates, count, and the finding's path, message and
 * position; policies obey the config's severities and inline suppressions like built-in rules.
 */
import { describe, expect, it } from "vitest";
import { compilePolicies, formatSarif, lintSources, lintText, testPolicies, type PolicySet } from "../../src/index.js";

function policySet(resource: string, assert: string, extra = ""): PolicySet {
  const text = `policies:\n  - id: acme/x\n    description: A policy.\n    resource: ${resource}\n    assert: ${assert}\n${extra}`;
  const { policies, problems } = compilePolicies([{ filePath: "p.yaml", text }]);
  expect(problems).toEqual([]);
  return policies;
}

/** The paths acme/x reports on a state, as dotted strings. */
function failing(resource: string, assert: string, state: object, extra = ""): string[] {
  const policies = policySet(resource, assert, extra);
  return lintText(JSON.stringify(state), { filePath: "s.json", policies })
    .filter((d) => d.ruleId === "acme/x")
    .map((d) => d.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${p}`)).join("").slice(1).replace(/\.\[/g, "["));
}

const dbs = (...values: object[]) => ({ databases: values.map((v, i) => ({ label: `db-${i}`, ...v })) });

describe("field operators", () => {
  it.each([
    // [assert, value of cluster_size (undefined: absent), holds]
    ["{ field: cluster_size, equals: 3 }", 3, true],
    ["{ field: cluster_size, equals: 3 }", 1, false],
    ["{ field: cluster_size, equals: 3 }", "3", false],
    ["{ field: cluster_size, equals: 3 }", undefined, false],
    ["{ field: cluster_size, not_equals: 1 }", 3, true],
    ["{ field: cluster_size, not_equals: 1 }", 1, false],
    ["{ field: cluster_size, not_equals: 1 }", undefined, false],
    ["{ field: cluster_size, in: [2, 3] }", 3, true],
    ["{ field: cluster_size, in: [2, 3] }", 1, false],
    ["{ field: cluster_size, not_in: [1] }", 3, true],
    ["{ field: cluster_size, not_in: [1] }", 1, false],
    ["{ field: cluster_size, min: 3 }", 2, false],
    ["{ field: cluster_size, min: 3 }", 3, true],
    ["{ field: cluster_size, min: 3 }", 4, true],
    ["{ field: cluster_size, max: 3 }", 2, true],
    ["{ field: cluster_size, max: 3 }", 3, true],
    ["{ field: cluster_size, max: 3 }", 4, false],
    ["{ field: cluster_size, min: 3 }", "4", false],
    ["{ field: cluster_size, exists: true }", undefined, false],
    ["{ field: cluster_size, exists: false }", undefined, true],
    ["{ field: cluster_size, exists: false }", 3, false],
    ["{ field: cluster_size, absent: true }", undefined, true],
    ["{ field: cluster_size, absent: true }", 3, false],
    ["{ field: cluster_size, absent: false }", 3, true],
  ])("%s on %j holds: %s", (assert, value, holds) => {
    expect(failing("databases", assert, dbs(value === undefined ? {} : { cluster_size: value }))).toEqual(holds ? [] : ["databases[0].cluster_size"]);
  });

  it.each([
    ["{ field: label, min_length: 3 }", "ab", false],
    ["{ field: label, min_length: 3 }", "abc", true],
    ["{ field: label, max_length: 3 }", "abc", true],
    ["{ field: label, max_length: 3 }", "abcd", false],
    ["{ field: label, length: 3 }", "abc", true],
    ["{ field: label, length: 3 }", "ab", false],
    ["{ field: label, max_length: 2 }", "é𝄞", true], // characters, not UTF-16 units
    ["{ field: label, matches: '^web-' }", "web-1", true],
    ["{ field: label, matches: '^web-' }", "api-1", false],
  ])("%s on %j holds: %s", (assert, label, holds) => {
    expect(failing("vpcs", assert, { vpcs: [{ label, region: "us-east" }] })).toEqual(holds ? [] : ["vpcs[0].label"]);
  });

  it("list lengths: min_length and max_length count items", () => {
    expect(failing("firewalls", "{ field: rules.inbound, max_length: 1 }", { firewalls: [{ label: "f", rules: { inbound: [{}, {}] } }] })).toEqual(["firewalls[0].rules.inbound"]);
    expect(failing("firewalls", "{ field: rules.inbound, max_length: 2 }", { firewalls: [{ label: "f", rules: { inbound: [{}, {}] } }] })).toEqual([]);
  });

  it.each([
    ["{ field: ipv4, cidr_within: [10.0.0.0/8] }", "10.255.255.0/24", true],
    ["{ field: ipv4, cidr_within: [10.0.0.0/8] }", "10.0.0.0/7", false],
    ["{ field: ipv4, cidr_within: [10.0.0.0/8] }", "11.0.0.0/24", false],
    ["{ field: ipv4, cidr_within: [10.0.0.0/8] }", "not a network", false],
    ["{ field: ipv4, cidr_outside: [10.0.0.0/8] }", "11.0.0.0/24", true],
    ["{ field: ipv4, cidr_outside: [10.0.0.0/8] }", "10.0.0.0/7", false],
    ["{ field: ipv4, overlaps: [10.0.0.0/8] }", "10.0.0.0/7", true],
    ["{ field: ipv4, overlaps: [10.0.0.0/8] }", "11.0.0.0/24", false],
    ["{ field: ipv4, family: ipv4 }", "10.0.0.0/24", true],
    ["{ field: ipv4, family: ipv6 }", "10.0.0.0/24", false],
  ])("%s on %s holds: %s", (assert, ipv4, holds) => {
    expect(failing("subnets", assert, { vpcs: [{ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4 }] }] })).toEqual(holds ? [] : ["vpcs[0].subnets[0].ipv4"]);
  });

  it("network operators on a list: every element (the first one outside is the path), some for overlaps", () => {
    expect(failing("databases", "{ field: allow_list, cidr_within: [10.0.0.0/8] }", dbs({ allow_list: ["10.0.0.1", "0.0.0.0/0", "1.2.3.4"] }))).toEqual(["databases[0].allow_list[1]"]);
    expect(failing("databases", "{ field: allow_list, address_in: [10.0.0.0/8] }", dbs({ allow_list: ["10.0.0.1", "10.0.0.0/24"] }))).toEqual(["databases[0].allow_list[1]"]);
    expect(failing("databases", "{ field: allow_list, address_in: [10.0.0.0/8] }", dbs({ allow_list: ["10.0.0.1", "10.0.0.2/32"] }))).toEqual([]);
    expect(failing("databases", "{ not: { field: allow_list, overlaps: [0.0.0.0/1] } }", dbs({ allow_list: ["10.0.0.1", "200.0.0.0/8"] }))).toEqual(["databases[0].allow_list"]);
    expect(failing("databases", "{ field: allow_list, cidr_within: ['2001:db8::/32'] }", dbs({ allow_list: ["2001:db8::1", "2001:db9::/48"] }))).toEqual(["databases[0].allow_list[1]"]);
  });
});

describe("combining and quantifiers", () => {
  const fw = (rules: object[]) => ({ firewalls: [{ label: "fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: rules } }] });
  const rule = (ports: string, action = "ACCEPT") => ({ action, protocol: "TCP", ports, addresses: { ipv4: ["10.0.0.0/8"] } });

  it("every points at the first element that fails, at the field it read", () => {
    expect(failing("firewalls", "{ every: rules.inbound, assert: { field: ports, not_equals: '22' } }", fw([rule("80"), rule("22"), rule("22")]))).toEqual(["firewalls[0].rules.inbound[1].ports"]);
  });

  it("some fails at the list; none fails at the element that matches", () => {
    expect(failing("firewalls", "{ some: rules.inbound, assert: { field: action, equals: DROP } }", fw([rule("80")]))).toEqual(["firewalls[0].rules.inbound"]);
    expect(failing("firewalls", "{ none: rules.inbound, assert: { field: ports, equals: '22' } }", fw([rule("80"), rule("22")]))).toEqual(["firewalls[0].rules.inbound[1].ports"]);
  });

  it("a missing list: every and none hold, some fails", () => {
    const state = { firewalls: [{ label: "fw" }] };
    expect(failing("firewalls", "{ every: rules.inbound, assert: { field: ports, equals: '1' } }", state)).toEqual([]);
    expect(failing("firewalls", "{ none: rules.inbound, assert: { field: ports, equals: '1' } }", state)).toEqual([]);
    expect(failing("firewalls", "{ some: rules.inbound, assert: { field: ports, equals: '1' } }", state)).toEqual(["firewalls[0].rules.inbound"]);
  });

  it("field: . is the element itself", () => {
    expect(failing("firewalls", "{ every: tags, assert: { field: ., matches: '^[a-z]+$' } }", { firewalls: [{ label: "fw", tags: ["web", "Prod"] }] })).toEqual(["firewalls[0].tags[1]"]);
  });

  it("all reports its first failing part; any, when all fail, the deepest path it read", () => {
    expect(failing("databases", "{ all: [{ field: label, exists: true }, { field: cluster_size, equals: 3 }, { field: region, exists: true }] }", dbs({ cluster_size: 1 }))).toEqual(["databases[0].cluster_size"]);
    expect(failing("databases", "{ any: [{ field: cluster_size, equals: 3 }, { field: updates.hour_of_day, max: 6 }] }", dbs({ cluster_size: 1, updates: { hour_of_day: 12 } }))).toEqual(["databases[0].updates.hour_of_day"]);
    expect(failing("databases", "{ any: [{ field: cluster_size, equals: 3 }, { field: updates.hour_of_day, max: 6 }] }", dbs({ cluster_size: 1, updates: { hour_of_day: 3 } }))).toEqual([]);
  });
});

describe("scopes", () => {
  it("where: region, tags, label pattern and a condition, all of them", () => {
    const state = {
      firewalls: [
        { label: "web-fw", tags: ["prod", "web"], rules: {} },
        { label: "web-fw-2", tags: ["web"], rules: {} },
        { label: "db-fw", tags: ["prod"], rules: {} },
      ],
    };
    expect(failing("firewalls", "{ field: status, exists: true }", state, "    where: { tags: [prod], label: '^web-' }\n")).toEqual(["firewalls[0].status"]);
    expect(failing("databases", "{ field: cluster_size, equals: 3 }", dbs({ region: "us-east" }, { region: "eu-west" }), "    where: { region: eu-west }\n")).toEqual(["databases[1].cluster_size"]);
    expect(failing("databases", "{ field: cluster_size, equals: 3 }", dbs({ region: "us-east", engine: "mysql/8.0.30" }, { region: "us-east" }), "    where: { field: engine, exists: true }\n")).toEqual(["databases[0].cluster_size"]);
  });

  it("where.file matches the policy path of each file (the CLI's is relative to the config)", () => {
    const policies = policySet("databases", "{ field: cluster_size, equals: 3 }", "    where: { file: 'prod/**' }\n");
    const text = "databases:\n  - { label: a, cluster_size: 1 }\n";
    const results = lintSources([{ filePath: "infra/prod/db.yaml", text }, { filePath: "infra/dev/db2.yaml", text: text.replace("label: a", "label: b") }], { policies, policyPath: (f) => f.replace(/^infra\//, "") });
    expect(results.map((r) => r.messages.filter((m) => m.ruleId === "acme/x").length)).toEqual([1, 0]);
  });

  it("subnets carry their VPC's region and label", () => {
    const policies = policySet("subnets", "{ field: ipv4, cidr_within: [10.0.0.0/8] }", "    where: { region: us-east }\n    message: '{{vpc}}/{{label}} is {{value}} at {{path}}'\n");
    const state = { vpcs: [{ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "172.16.0.0/24" }] }, { label: "eu", region: "eu-west", subnets: [{ label: "app", ipv4: "172.16.0.0/24" }] }] };
    expect(lintText(JSON.stringify(state), { filePath: "s.json", policies }).filter((d) => d.ruleId === "acme/x").map((d) => d.message)).toEqual(["prod/app is 172.16.0.0/24 at vpcs[0].subnets[0].ipv4"]);
  });

  it("firewall_rules: direction, and the firewall's label as {{firewall}}", () => {
    const policies = policySet("firewall_rules", "{ field: label, exists: true }", "    where: { direction: outbound }\n    message: 'a rule of {{firewall}} ({{direction}}) has no label'\n");
    const state = { firewalls: [{ label: "fw", rules: { inbound: [{ action: "ACCEPT" }], outbound: [{ action: "ACCEPT" }, { label: "x" }] } }] };
    const found = lintText(JSON.stringify(state), { filePath: "s.json", policies }).filter((d) => d.ruleId === "acme/x");
    expect(found.map((d) => [d.path, d.message])).toEqual([[["firewalls", 0, "rules", "outbound", 0, "label"], "a rule of fw (outbound) has no label"]]);
  });

  it("named groups of a pattern become placeholders", () => {
    const policies = policySet("vpcs", "{ field: description, exists: true }", "    where: { label: '^(?P<team>[a-z]+)-' }\n    message: 'team {{team}}: describe {{label}}'\n");
    expect(lintText(JSON.stringify({ vpcs: [{ label: "payments-prod", region: "us-east" }] }), { filePath: "s.json", policies }).filter((d) => d.ruleId === "acme/x")[0]?.message).toBe("team payments: describe payments-prod");
  });
});

describe("account predicates", () => {
  const account = {
    computes: [
      { label: "web-1", id: 101, region: "us-east", configs: [{ label: "boot", interfaces: [{ purpose: "vpc", subnet: "prod/app" }] }] },
      { label: "web-2", id: 102, region: "us-east" },
      { label: "web-3", id: 103, region: "us-east" },
    ],
    nodebalancers: [{ label: "lb", id: 900, region: "us-east" }],
    vpcs: [{ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }, { label: "data", ipv4: "10.0.2.0/24" }] }, { label: "spare", region: "us-east" }],
    firewalls: [
      { label: "a", devices: { computes: ["web-1"], nodebalancers: [900] } },
      { label: "b", status: "disabled", devices: { computes: [102] } },
    ],
    ip_shares: [{ compute_id: "web-3", ips: ["203.0.113.1"] }],
  };
  it("has_enabled_firewall: by label or id, disabled firewalls do not count", () => {
    expect(failing("computes", "{ has_enabled_firewall: true }", account)).toEqual(["computes[1]", "computes[2]"]);
    expect(failing("nodebalancers", "{ has_enabled_firewall: true }", account)).toEqual([]);
    expect(failing("computes", "{ has_enabled_firewall: false }", account)).toEqual(["computes[0]"]);
  });
  it("in_vpc: a vpc interface in some configuration profile", () => {
    expect(failing("computes", "{ in_vpc: true }", account)).toEqual(["computes[1]", "computes[2]"]);
  });
  it("referenced_by: devices, IP requests, interfaces (a subnet's VPC too)", () => {
    expect(failing("computes", "{ referenced_by: [firewalls, ip_shares] }", account)).toEqual([]);
    expect(failing("computes", "{ referenced_by: firewalls }", account)).toEqual(["computes[2]"]);
    expect(failing("subnets", "{ referenced_by: computes }", account)).toEqual(["vpcs[0].subnets[1]"]);
    expect(failing("vpcs", "{ referenced_by: computes }", account)).toEqual(["vpcs[1]"]);
  });
});

describe("firewall predicates in findings", () => {
  const fw = (inbound: object[], extra: object = {}) => ({ firewalls: [{ label: "fw", ...extra, rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound } }] });
  const open = { action: "ACCEPT", protocol: "TCP", ports: "5432", addresses: { ipv4: ["0.0.0.0/0"] } };
  const found = (assert: string, state: object) => lintText(JSON.stringify(state), { filePath: "s.json", policies: policySet("firewalls", assert) }).filter((d) => d.ruleId === "acme/x");

  it("carry the rule that accepts only when the firewall predicate decided", () => {
    expect(found("{ not: { accepts: { ports: '5432' } } }", fw([open])).map((d) => [d.path, d.related?.map((r) => r.path)])).toEqual([[["firewalls", 0, "rules"], [["firewalls", 0, "rules", "inbound", 0]]]]);
    // accepts holds, then a field fails: the finding is the field's, with no accepting rule beside it.
    expect(found("{ all: [{ accepts: { ports: '5432' } }, { field: tags, exists: true }] }", fw([open])).map((d) => [d.path, d.related])).toEqual([[["firewalls", 0, "tags"], undefined]]);
  });

  it("a firewall far past the API's limits is reported as not evaluated, not hung on", () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ action: "DROP", protocol: "TCP", ports: `${i + 1}`, addresses: { ipv4: ["10.0.0.0/8"] } }));
    // Negated or not, inside any or all: it is reported at the firewall's rules, never passed.
    for (const assert of ["{ not: { accepts: { ports: '5432' } } }", "{ accepts: { ports: '5432' } }", "{ any: [{ only_from: { addresses: [10.0.0.0/8] } }, { field: label, exists: true }] }"]) {
      const list = found(assert, fw(many));
      expect(list.map((d) => [d.path, d.message])).toEqual([[["firewalls", 0, "rules"], "A policy. (not evaluated: 1001 inbound rules is far more than the API takes)"]]);
    }
  });
});

describe("count", () => {
  const scripts = (n: number) => ({ stackscripts: Array.from({ length: n }, (_, i) => ({ label: `s${i}`, is_public: true })) });
  const count = (bounds: string, n: number) => {
    const text = `policies:\n  - id: acme/x\n    description: Few public scripts.\n    resource: stackscripts\n    where: { field: is_public, equals: true }\n    count: ${bounds}\n    message: '{{count}} public, at most {{max}}: {{label}}'\n`;
    const { policies } = compilePolicies([{ filePath: "p.yaml", text }]);
    return lintText(JSON.stringify(scripts(n)), { filePath: "s.json", policies }).filter((d) => d.ruleId === "acme/x");
  };
  it("max: each resource past it is reported (2, 3, 4 against a max of 3)", () => {
    expect(count("{ max: 3 }", 2)).toEqual([]);
    expect(count("{ max: 3 }", 3)).toEqual([]);
    expect(count("{ max: 3 }", 4).map((d) => [d.path, d.message])).toEqual([[["stackscripts", 3], "4 public, at most 3: s3"]]);
  });
  it("min: too few is one finding at the top of the first file", () => {
    expect(count("{ min: 2 }", 1).map((d) => [d.path, d.line])).toEqual([[[], 1]]);
    expect(count("{ min: 2 }", 2)).toEqual([]);
  });
});

describe("policies are rules", () => {
  const policies = () => policySet("databases", "{ field: cluster_size, equals: 3 }", "    severity: warning\n");
  const text = "databases:\n  - label: orders\n    # cloudlint-disable-next-line acme/x -- accepted until the migration\n    cluster_size: 1\n  - label: other\n    cluster_size: 1\n";

  it("carry their severity, point at the field's line and column, and obey inline suppressions", () => {
    const found = lintText(text, { filePath: "s.yaml", policies: policies() }).filter((d) => d.ruleId === "acme/x");
    expect(found.map((d) => [d.severity, d.line, d.column])).toEqual([["warning", 6, 19]]);
  });

  it("a suppression naming a policy id that does not exist is invalid", () => {
    const found = lintText("databases:\n  # cloudlint-disable-next-line acme/nope -- x\n  - { label: a, cluster_size: 3 }\n", { filePath: "s.yaml", policies: policies() });
    expect(found.map((d) => [d.ruleId, d.message])).toContainEqual(["suppression-invalid", 'unknown rule id "acme/nope" in a suppression']);
  });

  it("the config's severities apply: off drops them, a severity replaces theirs", () => {
    expect(lintText(text, { filePath: "s.yaml", policies: policies(), rules: { "acme/x": "off" } }).filter((d) => d.ruleId === "acme/x")).toEqual([]);
    expect(lintText(text, { filePath: "s.yaml", policies: policies(), rules: { "acme/x": "error" } }).filter((d) => d.ruleId === "acme/x").map((d) => d.severity)).toEqual(["error"]);
  });

  it("SARIF lists them in tool.driver.rules, and their results point there", () => {
    const set = policies();
    const sarif = JSON.parse(formatSarif(lintSources([{ filePath: "s.yaml", text }], { policies: set }), { policies: set.list }));
    const rules = sarif.runs[0].tool.driver.rules as Array<{ id: string; properties: { tags: string[] } }>;
    const index = rules.findIndex((r) => r.id === "acme/x");
    expect(rules[index]?.properties.tags).toEqual(["policy", "databases"]);
    expect(sarif.runs[0].results.filter((r: { ruleId: string }) => r.ruleId === "acme/x").map((r: { ruleIndex: number }) => r.ruleIndex)).toEqual([index]);
  });

  it("messages are escaped like every message: a label cannot write a terminal escape or a new line", () => {
    const set = policySet("vpcs", "{ field: description, exists: true }", "    message: 'vpc {{label}}'\n");
    const [d] = lintText(JSON.stringify({ vpcs: [{ label: "x\u001b[31m\n::error::pwned", region: "us-east" }] }), { filePath: "s.json", policies: set }).filter((m) => m.ruleId === "acme/x");
    expect(d?.message).toBe("vpc x\\u001b[31m\\u000a::error::pwned");
  });
});

describe("policy tests", () => {
  it("report what was expected and found, and read state files through the caller", () => {
    const text = `policies:
  - id: acme/x
    description: Three nodes.
    resource: databases
    assert: { field: cluster_size, equals: 3 }
    tests:
      - { name: right count, state: { databases: [{ label: a, cluster_size: 1 }] }, expect: 1 }
      - { name: wrong count, state: { databases: [{ label: a, cluster_size: 1 }] }, expect: pass }
      - { name: wrong path, state: { databases: [{ label: a, cluster_size: 1 }] }, expect: { paths: ["databases[0].label"] } }
      - { name: from a file, state: fixtures/db.yaml, file: prod/db.yaml, expect: 1 }
      - { name: a missing file, state: fixtures/none.yaml, expect: pass }
`;
    const { policies } = compilePolicies([{ filePath: "policies/db.yaml", text }]);
    const read: string[] = [];
    const results = testPolicies(policies, {
      readFile: (path) => {
        read.push(path);
        return path === "policies/fixtures/db.yaml" ? "databases:\n  - { label: b, cluster_size: 2 }\n" : undefined;
      },
    });
    expect(results.map((r) => [r.name, r.passed])).toEqual([
      ["right count", true],
      ["wrong count", false],
      ["wrong path", false],
      ["from a file", true],
      ["a missing file", false],
    ]);
    expect(results[1]?.found).toEqual({ count: 1, paths: ["databases[0].cluster_size"], messages: ["Three nodes."] });
    expect(results[4]?.problem).toBe("cannot read the state file policies/fixtures/none.yaml");
    expect(read).toEqual(["policies/fixtures/db.yaml", "policies/fixtures/none.yaml"]);
  });

  it("a state with an unknown section, or a mapping where a path goes, fails naming the key (it is no empty account that passes)", () => {
    const text = `policies:
  - id: acme/x
    description: Three nodes.
    resource: databases
    assert: { field: cluster_size, equals: 3 }
    tests:
      - { name: misspelt section, state: { database: [{ label: a, cluster_size: 1 }] }, expect: pass }
      - { name: a mapping for a path, state: { file: fixtures/db.yaml }, expect: pass }
      - { name: entries not a list, state: { databases: { label: a } }, expect: pass }
      - { name: in a file, state: fixtures/db.yaml, expect: pass }
      - { name: x- keys are the file's own, state: { x-anchors: [1], databases: [] }, expect: pass }
`;
    const { policies } = compilePolicies([{ filePath: "policies/db.yaml", text }]);
    const results = testPolicies(policies, { readFile: () => "databses:\n  - { label: a, cluster_size: 1 }\n" });
    expect(results.map((r) => [r.name, r.passed, r.problem])).toEqual([
      ["misspelt section", false, 'the test\'s state is not a state file: unknown top-level key "database"; did you mean "databases"?'],
      ["a mapping for a path", false, expect.stringMatching(/^the test's state is not a state file: unknown top-level key "file"; known sections: .* \(to read a state file, write state: PATH\)$/)],
      ["entries not a list", false, "the test's state is not a state file: databases must be a list of entries, not a mapping"],
      ["in a file", false, 'the test\'s state is not a state file: unknown top-level key "databses"; did you mean "databases"?'],
      ["x- keys are the file's own", true, undefined],
    ]);
  });

  it("a state file the caller will not read fails with the caller's reason", () => {
    const text = "policies:\n  - id: acme/x\n    description: D.\n    resource: vpcs\n    assert: { field: label, exists: true }\n    tests:\n      - { name: outside, state: ../../other/prod.yaml, expect: pass }\n";
    const { policies } = compilePolicies([{ filePath: "policies/db.yaml", text }]);
    const [result] = testPolicies(policies, { readFile: (path) => ({ problem: `${path} resolves outside the repository` }) });
    expect(result).toMatchObject({ passed: false, problem: "the state file ../other/prod.yaml is not read: ../other/prod.yaml resolves outside the repository", found: { count: 0, paths: [], messages: [] } });
  });
});
