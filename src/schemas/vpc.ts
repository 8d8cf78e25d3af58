/** VPCs and subnets (POST/PUT /vpcs, POST/PUT /vpcs/{id}/subnets). See firewall.ts for the annotations. */
import { DRAFT, ID_BASE, stateId } from "./common.js";

const label = (what: string) =>
  ({
    type: "string",
    minLength: 1,
    maxLength: 64,
    "x-rule": "vpc-label-length",
    description: `${what} label, 1..64 characters; the live API allows ASCII letters, digits and "-" (no "--").`,
  }) as const;

const description = { type: "string", maxLength: 255, "x-rule": "vpc-description-length", description: "At most 255 characters." } as const;

function subnet(state: boolean) {
  return {
    type: "object",
    description: "A subnet: a label and an IPv4 range in canonical CIDR form.",
    required: ["label", "ipv4"],
    additionalProperties: false,
    properties: {
      ...(state ? { id: stateId } : {}),
      label: label("Subnet"),
      ipv4: { type: "string", description: "IPv4 range in CIDR canonical form. Not changeable by update. (The live API also wants it inside RFC 1918 space, at most /29, not overlapping 192.168.128.0/17.)" },
    },
  } as const;
}

export function vpcCreateSchema(state: boolean) {
  return {
    $schema: DRAFT,
    $id: `${ID_BASE}${state ? "vpc-state" : "vpc-create"}.schema.json`,
    title: state ? "VPC (state file entry)" : "VPC create request",
    type: "object",
    required: ["label", "region"],
    additionalProperties: false,
    properties: {
      ...(state ? { id: stateId } : {}),
      label: label("VPC"),
      region: { type: "string", "x-rule": "vpc-required-field", description: "Region ID." },
      description,
      subnets: { type: "array", items: subnet(state), description: "Subnets created with the VPC." },
    },
  } as const;
}

export const vpcUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}vpc-update.schema.json`,
  title: "VPC update request",
  type: "object",
  additionalProperties: false,
  properties: { label: label("VPC"), description },
} as const;

export const subnetCreateSchema = { $schema: DRAFT, $id: `${ID_BASE}subnet-create.schema.json`, title: "Subnet create request", ...subnet(false) } as const;

export const subnetUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}subnet-update.schema.json`,
  title: "Subnet update request",
  type: "object",
  additionalProperties: false,
  properties: { label: label("Subnet") },
} as const;

export const VPC_SCHEMA_FILES = {
  "vpc-create.schema.json": vpcCreateSchema(false),
  "vpc-state.schema.json": vpcCreateSchema(true),
  "vpc-update.schema.json": vpcUpdateSchema,
  "subnet-create.schema.json": subnetCreateSchema,
  "subnet-update.schema.json": subnetUpdateSchema,
} as const;
