/** The state file's inventory: compute instances and NodeBalancers (SPEC §2). See firewall.ts for the annotations. */
import { DRAFT, ID_BASE } from "./common.js";

const addressList = (what: string) => ({ type: "array", items: { type: "string" }, description: what }) as const;

const vpcIpv4 = {
  type: "object",
  additionalProperties: false,
  description: "Addresses of a vpc interface.",
  properties: {
    vpc: { type: "string", description: "The interface's address inside the subnet (not its network or broadcast address)." },
    nat_1_1: { type: "string", description: "A public IPv4 address for 1:1 NAT, or any." },
  },
} as const;

const iface = {
  type: "object",
  required: ["purpose"],
  additionalProperties: false,
  description: "A configuration profile interface.",
  properties: {
    purpose: { type: "string", enum: ["public", "vlan", "vpc"], "x-rule": "compute-interface-purpose", description: "public, vlan or vpc." },
    label: { type: "string", description: "VLAN label (vlan interfaces)." },
    ipam_address: { type: ["string", "null"], description: "VLAN address in CIDR form (vlan interfaces)." },
    subnet: { type: ["string", "integer"], description: 'vpc interfaces: "<vpc label>/<subnet label>" or an integer subnet id.' },
    ipv4: vpcIpv4,
  },
} as const;

/** What every inventory entry has: references resolve by label and id. */
const inventoryEntry = {
  label: { type: "string", minLength: 1, "x-rule": "compute-required-field", description: "Unique label." },
  id: { type: "integer", description: "Integer references resolve against it." },
  region: { type: "string", minLength: 1, "x-rule": "compute-required-field", description: "Region ID." },
} as const;

export const computeSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}compute-state.schema.json`,
  title: "Compute instance (state file inventory entry)",
  type: "object",
  required: ["label", "region"],
  additionalProperties: false,
  properties: {
    ...inventoryEntry,
    type: { type: "string", description: "Instance type." },
    image: { type: "string", description: "Image ID: compute/<name> or private/<id>." },
    ipv4: {
      type: "object",
      additionalProperties: false,
      description: "IPv4 addresses the instance holds.",
      properties: {
        public: addressList("Public IPv4 addresses it holds."),
        private: addressList("Private (RFC 1918) IPv4 addresses it holds."),
        shared: addressList("Addresses shared to it from other instances."),
      },
    },
    ipv6_ranges: addressList("Routed IPv6 ranges it holds (CIDR)."),
    authorized_keys: { type: "array", items: { type: "string" }, description: "Public SSH keys the root user starts with (an instance created from an image)." },
    authorized_users: { type: "array", items: { type: "string" }, description: "Users whose SSH keys the root user starts with." },
    slaac: { type: "string", description: "Its SLAAC IPv6 address." },
    live_migration: { type: "boolean", description: "True while a live migration runs (blocks firewall and IP changes)." },
    configs: {
      type: "array",
      description: "Configuration profiles.",
      items: {
        type: "object",
        additionalProperties: false,
        properties: {
          label: { type: "string", description: "Profile label." },
          interfaces: { type: "array", items: iface, description: "Interfaces, in order." },
        },
      },
    },
  },
} as const;

export const nodebalancerSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}nodebalancer-state.schema.json`,
  title: "NodeBalancer (state file inventory entry)",
  type: "object",
  required: ["label", "region"],
  additionalProperties: false,
  properties: inventoryEntry,
} as const;

export const INVENTORY_SCHEMA_FILES = {
  "compute-state.schema.json": computeSchema,
  "nodebalancer-state.schema.json": nodebalancerSchema,
} as const;
