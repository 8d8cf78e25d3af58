/**
 * IP address management request bodies: assign, share, IPv6 range create, allocation and RDNS
 * update. Instance references are integer ids in the API; a state file (and the account checks)
 * also take inventory labels. See firewall.ts for the annotations.
 */
import { bodyId, DRAFT, ID_BASE } from "./common.js";

const computeId = bodyId("A compute instance's id.");
const computeRef = { type: ["integer", "string"], minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "A compute instance: integer id, or the label of an entry under computes." } as const;
/** A request names instances by integer id; a state file may also use an inventory label. */
const instance = (state: boolean) => (state ? computeRef : computeId);
const fileName = (name: string, state: boolean) => `${ID_BASE}${name}${state ? "-state" : ""}.schema.json`;
const titled = (title: string, state: boolean) => (state ? `${title}, as a state-file entry (instances by id or label)` : title);

export const ipAssignSchema = (state: boolean) => ({
  $schema: DRAFT,
  $id: fileName("ip-assign", state),
  title: titled("IP assign request (POST /networking/ips/assign, /networking/ipv4/assign)", state),
  type: "object",
  required: ["region", "assignments"],
  additionalProperties: false,
  properties: {
    region: { type: "string", "x-rule": "ip-required-field", description: "Every address and instance must be in this region." },
    assignments: {
      type: "array",
      // The reference states a required array; an empty one is refused only in a state file, where it is a slip.
      ...(state ? { minItems: 1, "x-rule": "ip-required-field" } : {}),
      description: "Moves applied together.",
      items: {
        type: "object",
        required: ["address", "compute_id"],
        additionalProperties: false,
        properties: {
          address: { type: "string", description: "An IPv4 address, or an IPv6 range with prefix /56 or /64." },
          compute_id: instance(state),
        },
      },
    },
  },
}) as const;

export const ipShareSchema = (state: boolean) => ({
  $schema: DRAFT,
  $id: fileName("ip-share", state),
  title: titled("IP share request (POST /networking/ips/share, /networking/ipv4/share)", state),
  type: "object",
  required: ["compute_id", "ips"],
  additionalProperties: false,
  properties: {
    compute_id: instance(state),
    ips: {
      type: "array",
      items: { type: "string" },
      description: "Secondary addresses: IPv4 addresses, IPv6 ranges without their prefix length; [] removes all shares.",
    },
  },
}) as const;

export const ipv6RangeCreateSchema = (state: boolean) => ({
  $schema: DRAFT,
  $id: fileName("ipv6-range-create", state),
  title: titled("IPv6 range create request (POST /networking/ipv6/ranges)", state),
  type: "object",
  required: ["prefix_length"],
  additionalProperties: false,
  properties: {
    prefix_length: { type: "integer", enum: [56, 64], "x-rule": "ipv6-range-prefix", description: "56 or 64." },
    compute_id: instance(state),
    route_target: { type: "string", description: "An instance's SLAAC address, without /128. Exactly one of compute_id and route_target." },
  },
}) as const;

export const ipAllocateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}ip-allocate.schema.json`,
  title: "IP allocation request (POST /networking/ips)",
  type: "object",
  required: ["compute_id", "public", "type"],
  additionalProperties: false,
  properties: {
    compute_id: bodyId("The instance (already configured for additional addresses)."),
    public: { type: "boolean", description: "Public or private address." },
    type: { type: "string", enum: ["ipv4"], "x-rule": "ip-field-type", description: "ipv4." },
  },
} as const;

export const rdnsUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}ip-rdns-update.schema.json`,
  title: "RDNS update request (PUT /networking/ips/{address})",
  type: "object",
  required: ["rdns"],
  additionalProperties: false,
  properties: {
    rdns: { type: ["string", "null"], description: "The reverse DNS name; forward DNS must already exist. null resets it to the default." },
  },
} as const;

export const IP_SCHEMA_FILES = {
  "ip-assign.schema.json": ipAssignSchema(false),
  "ip-assign-state.schema.json": ipAssignSchema(true),
  "ip-share.schema.json": ipShareSchema(false),
  "ip-share-state.schema.json": ipShareSchema(true),
  "ipv6-range-create.schema.json": ipv6RangeCreateSchema(false),
  "ipv6-range-state.schema.json": ipv6RangeCreateSchema(true),
  "ip-allocate.schema.json": ipAllocateSchema,
  "ip-rdns-update.schema.json": rdnsUpdateSchema,
} as const;
