/**
 * JSON Schemas of the firewall request bodies. These are the source of truth; `npm run compile`
 * writes them to `schemas/*.json` (shipped for editors and other tools) and a test keeps the two
 * in sync.
 *
 * Annotations read by cloudlint (ignored by other JSON Schema tools):
 * - `x-rule`: the rule id for a value-constraint failure (enum, length, item count) of this schema;
 * - `x-hints`: extra advice keyed by an offending value;
 * - `x-type-hint`: extra advice when the value has the wrong type.
 * Type, required and unknown-field failures use the resource-wide rule ids given at compile time.
 */

import { bodyId, DRAFT, ID_BASE, stateId } from "./common.js";

const policy = {
  type: "string",
  enum: ["ACCEPT", "DROP"],
  "x-rule": "firewall-policy",
  description: "Default behaviour for traffic in this direction that no rule matches.",
} as const;

const addressList = (family: "ipv4" | "ipv6") =>
  ({
    type: "array",
    minItems: 1,
    "x-rule": "firewall-rule-addresses",
    description:
      family === "ipv4"
        ? "IPv4 networks in IP/mask format; must not be empty; 0.0.0.0/0 means all IPv4."
        : "IPv6 networks in IP/mask format, no zone IDs; must not be empty; ::/0 means all IPv6.",
    items: { type: "string" },
  }) as const;

export const firewallRuleSchema = {
  type: "object",
  description: "One firewall rule. Rules apply in order; the first match wins over the policy.",
  required: ["action", "protocol", "addresses"],
  additionalProperties: false,
  properties: {
    action: {
      type: "string",
      enum: ["ACCEPT", "DROP"],
      "x-rule": "firewall-rule-action",
      description: "What happens to matching traffic. Overrides the policy of its direction.",
    },
    protocol: {
      type: "string",
      enum: ["TCP", "UDP", "ICMP", "IPENCAP"],
      "x-rule": "firewall-rule-protocol",
      "x-hints": { ALL: "the API has no ALL protocol: write one rule per protocol" },
      description: "The protocol the rule matches.",
    },
    ports: {
      type: ["string", "null"],
      "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"',
      description:
        "A port, a range or a comma-separated list (one space may follow each comma); 1..65535, no leading zeros; at most 15 pieces (a range counts 2). TCP and UDP only. Absent or null means all ports.",
    },
    addresses: {
      type: "object",
      minProperties: 1,
      additionalProperties: false,
      "x-rule": "firewall-rule-addresses",
      description: "The remote addresses the rule matches: ipv4, ipv6 or both.",
      properties: { ipv4: addressList("ipv4"), ipv6: addressList("ipv6") },
    },
    label: {
      type: "string",
      minLength: 3,
      maxLength: 32,
      "x-rule": "firewall-rule-label-length",
      description: "Display only, 3..32 characters.",
    },
    description: {
      type: "string",
      minLength: 1,
      maxLength: 100,
      "x-rule": "firewall-rule-description-length",
      description: "Display only, 1..100 characters.",
    },
  },
} as const;

const ruleList = (direction: string) =>
  ({ type: "array", items: firewallRuleSchema, description: `${direction} rules, applied in order.` }) as const;

/** The rules object; both policies are required on firewall create, optional on rules update. */
export function firewallRulesSchema(policiesRequired: boolean) {
  return {
    type: "object",
    description: "The firewall's rules and default policies.",
    ...(policiesRequired ? { required: ["inbound_policy", "outbound_policy"] } : {}),
    additionalProperties: false,
    properties: {
      inbound: ruleList("Inbound"),
      inbound_policy: policy,
      outbound: ruleList("Outbound"),
      outbound_policy: policy,
    },
  } as const;
}

const label = {
  type: "string",
  minLength: 3,
  maxLength: 32,
  "x-rule": "firewall-label-length",
  description:
    "3..32 characters: alphanumerics, hyphens, underscores and periods; begins and ends with an alphanumeric; no two separators in a row; unique.",
} as const;

const status = {
  type: "string",
  enum: ["enabled", "disabled"],
  "x-rule": "firewall-status",
  "x-hints": { deleted: "deleted cannot be set by update; delete the firewall instead" },
  description: "enabled (the default for a new firewall) or disabled.",
} as const;

const tags = { type: "array", items: { type: "string" }, description: "Organizational tags." } as const;

/** Device references: integer ids in API bodies; in state files also labels of inventory entries. */
function deviceRefs(allowLabels: boolean, what: string) {
  return {
    type: "array",
    items: allowLabels ? { type: ["integer", "string"], minimum: 1, maximum: Number.MAX_SAFE_INTEGER } : bodyId("An entity id."),
    description: allowLabels ? `${what}: integer ids or labels of entries in the state file.` : `${what}: integer ids.`,
  } as const;
}

function devices(allowLabels: boolean) {
  return {
    type: "object",
    additionalProperties: false,
    description: "Services the firewall is assigned to.",
    properties: {
      computes: deviceRefs(allowLabels, "Compute instances"),
      nodebalancers: deviceRefs(allowLabels, "NodeBalancers"),
    },
  } as const;
}

/** POST /networking/firewalls. In a state file (`state`), status may be set and devices may be labels. */
export function firewallCreateSchema(state: boolean) {
  return {
    $schema: DRAFT,
    $id: `${ID_BASE}${state ? "firewall-state" : "firewall-create"}.schema.json`,
    title: state ? "Firewall (state file entry)" : "Firewall create request",
    type: "object",
    required: ["label", "rules"],
    additionalProperties: false,
    properties: {
      ...(state ? { id: stateId } : {}),
      label,
      ...(state ? { status } : {}),
      tags,
      rules: firewallRulesSchema(true),
      devices: devices(state),
    },
  } as const;
}

/** PUT /networking/firewalls/{id}: label, status, tags only (rules and devices have their own endpoints). */
export const firewallUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}firewall-update.schema.json`,
  title: "Firewall update request",
  type: "object",
  additionalProperties: false,
  properties: { label, status, tags },
} as const;

/** PUT /networking/firewalls/{id}/rules: policies optional. */
export const firewallRulesUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}firewall-rules-update.schema.json`,
  title: "Firewall rules update request",
  ...firewallRulesSchema(false),
} as const;

/** The rules object of a firewall create body: policies required. */
export const firewallRulesCreateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}firewall-rules-create.schema.json`,
  title: "Firewall rules object (create)",
  ...firewallRulesSchema(true),
} as const;

/** POST /networking/firewalls/{id}/devices. */
export const firewallDeviceSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}firewall-device-create.schema.json`,
  title: "Firewall device create request",
  type: "object",
  required: ["id", "type"],
  additionalProperties: false,
  properties: {
    id: bodyId("The entity ID."),
    type: { type: "string", enum: ["compute", "nodebalancer"], "x-rule": "firewall-device-type", description: "compute or nodebalancer." },
  },
} as const;

/** Every schema file `npm run compile` writes to `schemas/`. */
export const FIREWALL_SCHEMA_FILES = {
  "firewall-create.schema.json": firewallCreateSchema(false),
  "firewall-state.schema.json": firewallCreateSchema(true),
  "firewall-update.schema.json": firewallUpdateSchema,
  "firewall-rules-create.schema.json": firewallRulesCreateSchema,
  "firewall-rules-update.schema.json": firewallRulesUpdateSchema,
  "firewall-device-create.schema.json": firewallDeviceSchema,
} as const;
