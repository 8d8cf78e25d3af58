/**
 * schemas/policy.schema.json, the policy file's schema for editors, held to the compiler: every
 * document the compiler accepts, the schema accepts (checked on random documents built from the
 * policy language's own words), and the structural mistakes the compiler reports, the schema
 * reports too. (What only the compiler can check: patterns, CIDRs, port strings, placeholders,
 * which predicate fits which resource.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { Ajv } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { compilePolicies } from "../../src/index.js";

// Strict, but for strictRequired: "exactly one kind of condition" names in oneOf branches the
// properties defined beside it, which ajv's strict mode cannot see.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
const validate = ajv.compile(JSON.parse(readFileSync(new URL("../../schemas/policy.schema.json", import.meta.url), "utf8")));
const compiles = (doc: unknown) => compilePolicies([{ filePath: "p.json", text: JSON.stringify(doc) }]).problems.length === 0;

/** Conditions any resource takes, and the predicates of some resources. */
const GENERIC: unknown[] = [
  { field: "cluster_size", equals: 3 },
  { field: "label", matches: "^web-" },
  { field: "allow_list", cidr_within: ["10.0.0.0/8"] },
  { field: "ipv4", cidr_outside: "192.168.0.0/16" },
  { field: "ipv4", overlaps: ["10.0.0.0/8", "2001:db8::/32"], address_in: "10.0.0.1" },
  { field: "region", in: ["us-east"], not_in: [] },
  { field: "x", min: 1, max: 3.5 },
  { field: "x", exists: false },
  { field: "x", family: "ipv6" },
  { field: "x", length: 2, min_length: 0, max_length: 9 },
  { field: ".", not_equals: null },
  { field: "a.0.b", equals: { k: [1] } },
];
const PREDICATES: Record<string, unknown[]> = {
  firewalls: [{ accepts: { protocol: "TCP", ports: "5432", from: "0.0.0.0/0" } }, { accepts: { direction: "outbound", protocol: ["UDP", "ICMP"] } }, { only_from: { ports: 22, addresses: ["10.0.0.0/8"] } }, { accepts: {} }],
  computes: [{ has_enabled_firewall: true }, { in_vpc: false }, { referenced_by: ["firewalls", "ip_shares"] }, { referenced_by: "ipv6_ranges" }],
  nodebalancers: [{ has_enabled_firewall: false }, { referenced_by: "firewalls" }],
  subnets: [{ referenced_by: "computes" }],
  vpcs: [{ referenced_by: ["computes"] }],
};
/** The mistakes a user makes. */
const BAD: unknown[] = [
  { field: "x" },
  { equals: 3 },
  { field: "x", equalz: 3 },
  { field: 5, equals: 3 },
  { field: "x", min: "1" },
  { field: "x", exists: "yes" },
  { field: "x", length: -1 },
  { field: "x", family: "v4" },
  { accepts: { protocol: "tcp" } },
  { accepts: { port: "22" } },
  { only_from: { ports: "22" } },
  { has_enabled_firewall: "yes" },
  { referenced_by: "nobody" },
  {},
  "field: x",
  null,
];
const RESOURCES = ["firewalls", "firewall_rules", "databases", "computes", "nodebalancers", "subnets", "vpcs", "stackscripts", "images", "ip_assignments"];
/** Mostly the valid value, sometimes a wrong one. */
const mostly = <T,>(good: T[], bad: unknown[]) => fc.oneof({ weight: 30, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: fc.constantFrom(...bad) });

function conditionFor(resource: string): fc.Arbitrary<unknown> {
  const leaf = mostly([...GENERIC, ...(PREDICATES[resource] ?? [])], [...BAD, ...Object.values(PREDICATES).flat()]);
  const element = mostly(GENERIC, BAD);
  return fc.letrec<{ c: unknown }>((tie) => ({
    c: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 100, arbitrary: leaf },
      { weight: 20, arbitrary: fc.record({ all: fc.array(tie("c"), { minLength: 1, maxLength: 3 }) }) },
      { weight: 20, arbitrary: fc.record({ any: fc.array(tie("c"), { minLength: 1, maxLength: 3 }) }) },
      { weight: 20, arbitrary: fc.record({ not: tie("c") }) },
      { weight: 10, arbitrary: fc.record({ every: mostly(["rules.inbound", "tags", "."], ["", 5]), assert: element }) },
      { weight: 10, arbitrary: fc.record({ some: fc.constantFrom("subnets", "allow_list"), assert: element }) },
      { weight: 10, arbitrary: fc.record({ none: fc.constant("tags"), assert: element }) },
      // mistakes of shape
      { weight: 1, arbitrary: fc.record({ all: fc.constant([]) }) },
      { weight: 1, arbitrary: fc.record({ none: fc.constant("tags"), assert: element, field: fc.constant("x") }) },
    ),
  })).c;
}

const policy = mostly(RESOURCES, ["database"]).chain((resource) => {
  const condition = conditionFor(String(resource));
  const where = fc.oneof(
    condition,
    fc.record(
      { file: mostly<unknown>(["prod/**", ["a", "!b"]], [[], ""]), region: mostly<unknown>(["us-east", ["us-east", "eu-west"]], [5]), tags: fc.constant(["prod"]), label: mostly<unknown>(["^(?P<team>[a-z]+)-"], [5]) },
      { requiredKeys: [] },
    ),
    ...(resource === "firewall_rules" ? [fc.record({ direction: mostly(["inbound"], ["up"]) })] : []),
  );
  const test = fc.record(
    {
      name: mostly(["a case"], [""]),
      state: mostly<unknown>([{ databases: [] }, "fixtures/x.yaml"], ["", 5]),
      file: mostly(["prod/a.yaml"], [""]),
      expect: mostly<unknown>(["pass", 0, 2, { paths: ["a"] }, { count: 1, paths: [] }], [-1, { count: 1 }, "fail"]),
    },
    { requiredKeys: ["name", "state", "expect"] },
  );
  const body = fc.oneof(
    { weight: 30, arbitrary: fc.record({ assert: condition }) },
    { weight: 10, arbitrary: fc.record({ count: mostly<unknown>([{ max: 3 }, { min: 1, max: 2 }, { min: 0 }], [{}, { max: -1 }, { most: 3 }, { min: 3, max: 1 }]) }) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.record({ assert: condition, count: fc.constant({ max: 1 }) }) },
  );
  return fc
    .tuple(
      fc.record(
        {
          id: mostly(["acme/x", "acme/db-ha-in-prod"], ["x", "Acme/x", "acme/x/y", "firewall-open-policy"]),
          description: mostly(["A policy."], ["", " ", 5]),
          severity: mostly(["error", "warning", "info"], ["fatal"]),
          where,
          message: mostly(["{{label}} fails", "plain", "{{value}} at {{path}} in {{file}}"], ["{{nope}}", ""]),
          tests: fc.array(test, { maxLength: 2 }).map((list) => list.map((t, i) => (t.name === "a case" ? { ...t, name: `case ${i}` } : t))),
          colour: fc.constant("red"),
        },
        { requiredKeys: ["id", "description"], noNullPrototype: true },
      ),
      body,
    )
    .map(([p, b]) => ({ ...p, resource, ...(b as object) }))
    .map((p) => (JSON.stringify(p).length % 31 === 0 ? p : (({ colour: _c, ...rest }) => rest)(p as Record<string, unknown>)));
});
const document = fc.oneof(
  { weight: 30, arbitrary: fc.record({ policies: fc.array(policy, { minLength: 1, maxLength: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ policies: fc.array(policy, { maxLength: 1 }), other: fc.constant(1) }) },
);

describe("schemas/policy.schema.json", () => {
  it.each(readdirSync(new URL("../../examples/policies/", import.meta.url)).filter((n) => n.endsWith(".yaml")))("examples/policies/%s validates", (name) => {
    const data = parse(readFileSync(new URL(`../../examples/policies/${name}`, import.meta.url), "utf8"));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  it("accepts every document the compiler accepts (random documents, valid and not)", () => {
    let accepted = 0;
    fc.assert(
      fc.property(document, (doc) => {
        if (!compiles(doc)) return;
        accepted++;
        expect(validate(doc), `${stringify(doc)}\n${JSON.stringify(validate.errors)}`).toBe(true);
      }),
      { numRuns: 5000, seed: 42 },
    );
    // The generator reaches valid documents often enough for the property to mean something.
    expect(accepted).toBeGreaterThan(1000);
  });

  it.each([
    ["an unknown top-level key", { policies: [], policy: [] }],
    ["a missing policies list", {}],
    ["an id without a prefix", { policies: [{ id: "x", description: "d", resource: "vpcs", assert: { field: "a", exists: true } }] }],
    ["an unknown policy key", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { field: "a", exists: true }, colour: 1 }] }],
    ["neither assert nor count", { policies: [{ id: "a/b", description: "d", resource: "vpcs" }] }],
    ["both assert and count", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { field: "a", exists: true }, count: { max: 1 } }] }],
    ["an operator without its field", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { equals: 1 } }] }],
    ["a field without an operator", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { field: "a" } }] }],
    ["two kinds in one condition", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { field: "a", exists: true, not: { field: "b", exists: true } } }] }],
    ["a quantifier without assert", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { every: "subnets" } }] }],
    ["assert without a quantifier", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { all: [{ field: "a", exists: true }], assert: { field: "a", exists: true } } }] }],
    ["a test without expect", { policies: [{ id: "a/b", description: "d", resource: "vpcs", assert: { field: "a", exists: true }, tests: [{ name: "t", state: {} }] }] }],
    ["a where with two kinds", { policies: [{ id: "a/b", description: "d", resource: "vpcs", where: { field: "a", exists: true, not: { field: "a", exists: true } }, assert: { field: "a", exists: true } }] }],
  ])("rejects %s, as the compiler does", (_what, doc) => {
    expect(compiles(doc)).toBe(false);
    expect(validate(doc)).toBe(false);
  });
});
