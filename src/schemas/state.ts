/**
 * The whole state file's JSON Schema, for editors: with a `# yaml-language-server: $schema=…`
 * line, the YAML language server gives completion and hover from the resource schemas'
 * descriptions. Composed from the resource schemas; a test keeps its sections equal to the
 * linter's.
 */
import { DRAFT, ID_BASE } from "./common.js";
import { databaseCreateSchema } from "./database.js";
import { firewallCreateSchema } from "./firewall.js";
import { computeSchema, nodebalancerSchema } from "./inventory.js";
import { ipAssignSchema, ipShareSchema, ipv6RangeCreateSchema } from "./ip.js";
import { imageStateSchema, stackscriptCreateSchema } from "./stackscript.js";
import { vpcCreateSchema } from "./vpc.js";

/** A resource schema as a definition: without the keys that only a top-level schema has. */
function definition(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

const SECTIONS = {
  computes: ["compute", computeSchema, "Compute instances: the inventory that references resolve against."],
  nodebalancers: ["nodebalancer", nodebalancerSchema, "NodeBalancers of the account."],
  vpcs: ["vpc", vpcCreateSchema(true), "VPCs and their subnets."],
  firewalls: ["firewall", firewallCreateSchema(true), "Firewalls: rules, policies and the devices they are assigned to."],
  databases: ["database", databaseCreateSchema(true), "Managed MySQL databases."],
  stackscripts: ["stackscript", stackscriptCreateSchema(true), "StackScripts."],
  images: ["image", imageStateSchema, "Private images, captured from a disk or uploaded."],
  ip_assignments: ["ipAssignment", ipAssignSchema(true), "IP assign requests, checked against the inventory."],
  ip_shares: ["ipShare", ipShareSchema(true), "IP share requests."],
  ipv6_ranges: ["ipv6Range", ipv6RangeCreateSchema(true), "IPv6 range create requests."],
} as const;

export const stateFileSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}state-file.schema.json`,
  title: "cloudlint state file",
  description: "An account's desired state: resource sections, each a list of entries written like the API's create request bodies.",
  type: "object",
  additionalProperties: false,
  // x- keys hold anchors for the rest of the file (`x-defaults: &defaults {…}`); never linted.
  patternProperties: { "^x-": {} },
  properties: Object.fromEntries(
    Object.entries(SECTIONS).map(([section, [name, , description]]) => [section, { type: ["array", "null"], description, items: { $ref: `#/definitions/${name}` } }]),
  ),
  definitions: Object.fromEntries(Object.values(SECTIONS).map(([name, schema]) => [name, definition(schema as unknown as Record<string, unknown>)])),
};

export const STATE_SCHEMA_FILES = { "state-file.schema.json": stateFileSchema } as const;
