/**
 * The policy file's JSON Schema (schemas/policy.schema.json), for editors: completion and checking
 * of every key. The policy compiler (src/policy/compile.ts) is the authority and checks what a
 * schema cannot (patterns, CIDRs, port strings, placeholders, which predicate fits which
 * resource); a test holds the two together: what the compiler accepts, the schema accepts.
 */
import { DRAFT, ID_BASE } from "./common.js";

const ref = (name: string) => ({ $ref: `#/definitions/${name}` }) as const;
const nonEmpty = { type: "string", minLength: 1 } as const;
const stringOrList = (description: string) => ({ description, oneOf: [nonEmpty, { type: "array", minItems: 1, items: nonEmpty }] }) as const;
const cidrs = (description: string) => stringOrList(`${description} A CIDR or a list of CIDRs (a bare address is one host).`);

const FIELD_OPS = {
  equals: { description: "The field equals this value (lists in order, mappings by key)." },
  not_equals: { description: "The field is present and differs from this value." },
  in: { type: "array", description: "The field equals one of these values." },
  not_in: { type: "array", description: "The field is present and equals none of these values." },
  matches: { type: "string", description: "The field is a string this regular expression (RE2 syntax, linear time) finds a match in; named groups become placeholders." },
  min: { type: "number", description: "The field is a number at least this." },
  max: { type: "number", description: "The field is a number at most this." },
  min_length: { type: "integer", minimum: 0, description: "The field (string, list or mapping) has at least this many characters or items." },
  max_length: { type: "integer", minimum: 0, description: "The field (string, list or mapping) has at most this many characters or items." },
  length: { type: "integer", minimum: 0, description: "The field (string, list or mapping) has exactly this many characters or items." },
  exists: { type: "boolean", description: "true: the field is present; false: it is absent." },
  absent: { type: "boolean", description: "true: the field is absent; false: it is present (exists, the other way round)." },
  cidr_within: cidrs("The field (an address or CIDR, or every one of a list) lies inside one of these networks."),
  cidr_outside: cidrs("The field (an address or CIDR, or every one of a list) shares no address with these networks."),
  overlaps: cidrs("The field (an address or CIDR, or some one of a list) shares an address with one of these networks."),
  address_in: cidrs("The field (a single address, or every one of a list) lies inside one of these networks."),
  family: { enum: ["ipv4", "ipv6"], description: "The field (an address or CIDR, or every one of a list) is of this family." },
} as const;

const PROTOCOL = { enum: ["TCP", "UDP", "ICMP", "IPENCAP"] } as const;
const packetSet = (addressKey: "from" | "addresses", addressText: string) => ({
  type: "object",
  additionalProperties: false,
  ...(addressKey === "addresses" ? { required: ["addresses"] } : {}),
  properties: {
    direction: { enum: ["inbound", "outbound"], description: "Traffic direction (default inbound)." },
    [addressKey]: cidrs(addressText),
    protocol: { description: "A protocol or a list of them (default all four).", oneOf: [PROTOCOL, { type: "array", minItems: 1, items: PROTOCOL }] },
    ports: { description: 'A port string, e.g. "5432" or "1-1024, 3306" (default all ports).', type: ["string", "integer"] },
  },
});

const KINDS = ["field", "all", "any", "not", "every", "some", "none", "accepts", "only_from", "has_enabled_firewall", "in_vpc", "referenced_by"] as const;

const CONDITION_PROPERTIES = {
  field: { type: "string", minLength: 1, description: "A dotted path inside the resource (rules.inbound_policy, updates.hour_of_day); . is the value itself." },
  ...FIELD_OPS,
  all: { type: "array", minItems: 1, items: ref("condition"), description: "Every condition holds." },
  any: { type: "array", minItems: 1, items: ref("condition"), description: "At least one condition holds." },
  not: { ...ref("condition"), description: "The condition does not hold." },
  every: { type: "string", minLength: 1, description: "A list field: every element meets assert (a missing list has none)." },
  some: { type: "string", minLength: 1, description: "A list field: some element meets assert." },
  none: { type: "string", minLength: 1, description: "A list field: no element meets assert." },
  assert: { ...ref("condition"), description: "With every, some or none: the condition for an element (field paths relative to it)." },
  accepts: { ...packetSet("from", "The remote addresses (default every address)."), description: "Firewalls: true when the exact ordered-rule model accepts any packet of this set." },
  only_from: { ...packetSet("addresses", "The networks the ports may be reached from."), description: "Firewalls: no packet of this set from outside these addresses is accepted." },
  has_enabled_firewall: { type: "boolean", description: "Computes and NodeBalancers: an enabled firewall lists it among its devices." },
  in_vpc: { type: "boolean", description: "Computes: an interface of a configuration profile is a vpc interface." },
  referenced_by: {
    description: "Some resource of this section (or of one of these) references it: firewalls (devices), ip_assignments, ip_shares, ipv6_ranges (computes), computes (subnets and VPCs, by interface).",
    oneOf: [{ enum: ["firewalls", "ip_assignments", "ip_shares", "ipv6_ranges", "computes"] }, { type: "array", minItems: 1, items: { enum: ["firewalls", "ip_assignments", "ip_shares", "ipv6_ranges", "computes"] } }],
  },
} as const;

/** Operators need their field, assert its quantifier, a quantifier its assert, field an operator. */
const CONDITION_DEPENDENCIES = {
  ...Object.fromEntries(Object.keys(FIELD_OPS).map((op) => [op, ["field"]])),
  field: { anyOf: Object.keys(FIELD_OPS).map((op) => ({ required: [op] })) },
  assert: { anyOf: [{ required: ["every"] }, { required: ["some"] }, { required: ["none"] }] },
  every: ["assert"],
  some: ["assert"],
  none: ["assert"],
};
const oneKind = KINDS.map((k) => ({ required: [k] }));

export const policySchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}policy.schema.json`,
  title: "cloudlint organisation policies",
  description: "A policy file: organisation policies evaluated with the built-in rules (cloudlint lint) and tested with cloudlint policy test.",
  type: "object",
  additionalProperties: false,
  required: ["policies"],
  properties: {
    policies: { type: "array", items: ref("policy"), description: "The policies of this file." },
  },
  definitions: {
    condition: {
      type: "object",
      description: "One condition: field and operators, all, any, not, every/some/none with assert, or a domain predicate.",
      additionalProperties: false,
      properties: CONDITION_PROPERTIES,
      dependencies: CONDITION_DEPENDENCIES,
      oneOf: oneKind,
    },
    policy: {
      type: "object",
      additionalProperties: false,
      required: ["id", "description", "resource"],
      oneOf: [{ required: ["assert"] }, { required: ["count"] }],
      properties: {
        id: { type: "string", maxLength: 100, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*$", description: "An organisation prefix, a slash and a kebab-case name, e.g. acme/db-ha-in-prod." },
        description: { type: "string", pattern: "\\S", description: "What the policy requires, in one sentence (also the message when message is not given)." },
        severity: { enum: ["error", "warning", "info"], description: "error (default), warning or info; the config's rules can change it." },
        resource: {
          enum: ["firewalls", "firewall_rules", "vpcs", "subnets", "databases", "computes", "nodebalancers", "stackscripts", "images", "ip_assignments", "ip_shares", "ipv6_ranges"],
          description: "What the policy selects: a section of the state file, or subnets (each VPC's) and firewall_rules (each firewall's, inbound and outbound).",
        },
        where: {
          type: "object",
          description: "The scope: file globs, regions, tags, a label pattern, and any condition (all must hold).",
          additionalProperties: false,
          properties: {
            file: stringOrList("Globs of the state files it applies to, relative to the config file's folder."),
            region: stringOrList("Regions it applies to (a subnet's is its VPC's)."),
            tags: stringOrList("Tags a resource must all carry."),
            label: { type: "string", description: "A regular expression the label must match; named groups become placeholders." },
            direction: { enum: ["inbound", "outbound"], description: "firewall_rules: one direction only." },
            ...CONDITION_PROPERTIES,
          },
          dependencies: CONDITION_DEPENDENCIES,
          oneOf: [...oneKind, { not: { anyOf: oneKind } }],
        },
        assert: { ...ref("condition"), description: "What every selected resource must meet." },
        count: {
          type: "object",
          additionalProperties: false,
          minProperties: 1,
          description: "Instead of assert: how many resources may be selected (past max, each one more is reported).",
          properties: { min: { type: "integer", minimum: 0 }, max: { type: "integer", minimum: 0 } },
        },
        message: {
          type: "string",
          minLength: 1,
          description: "The finding's message: {{label}}, {{value}}, {{path}}, {{file}}, {{id}}, {{resource}}, {{vpc}} (subnets), {{firewall}} and {{direction}} (firewall_rules), {{count}}, {{min}}, {{max}} (count), and named groups of matches.",
        },
        tests: {
          type: "array",
          description: "The policy's own test cases, run by cloudlint policy test.",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["name", "state", "expect"],
            properties: {
              name: nonEmpty,
              state: { description: "A small state inline, or the path of a state file relative to this file.", oneOf: [{ type: "object" }, nonEmpty] },
              file: { ...nonEmpty, description: "The path the state stands for (for where.file and {{file}})." },
              expect: {
                description: "pass, a count of findings of this policy, or { count?, paths } with paths such as databases[0].cluster_size.",
                oneOf: [
                  { const: "pass" },
                  { type: "integer", minimum: 0 },
                  {
                    type: "object",
                    additionalProperties: false,
                    required: ["paths"],
                    properties: { count: { type: "integer", minimum: 0 }, paths: { type: "array", items: { type: "string" } } },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
} as const;

export const POLICY_SCHEMA_FILES = { "policy.schema.json": policySchema } as const;
