import { CONFIG_SCHEMA_FILES } from "./config.js";
import { DATABASE_SCHEMA_FILES } from "./database.js";
import { FIREWALL_SCHEMA_FILES } from "./firewall.js";
import { INVENTORY_SCHEMA_FILES } from "./inventory.js";
import { IP_SCHEMA_FILES } from "./ip.js";
import { POLICY_SCHEMA_FILES } from "./policy.js";
import { STATE_SCHEMA_FILES } from "./state.js";
import { STACKSCRIPT_IMAGE_SCHEMA_FILES } from "./stackscript.js";
import { VPC_SCHEMA_FILES } from "./vpc.js";

/** Every JSON Schema shipped under `schemas/`, by file name. */
export const SCHEMA_FILES: Record<string, object> = {
  ...FIREWALL_SCHEMA_FILES,
  ...VPC_SCHEMA_FILES,
  ...DATABASE_SCHEMA_FILES,
  ...STACKSCRIPT_IMAGE_SCHEMA_FILES,
  ...INVENTORY_SCHEMA_FILES,
  ...IP_SCHEMA_FILES,
  ...STATE_SCHEMA_FILES,
  ...CONFIG_SCHEMA_FILES,
  ...POLICY_SCHEMA_FILES,
};

/**
 * The validators the build precompiles with ajv's standalone code generator: one module per
 * resource (`validators/<resource>.generated.ts`, export name → schema file), so a bundler keeps
 * only the resources an application imports. Nothing compiles a schema at run time.
 */
export const PRECOMPILED: Record<string, Record<string, string>> = {
  firewall: {
    firewallCreate: "firewall-create.schema.json",
    firewallState: "firewall-state.schema.json",
    firewallUpdate: "firewall-update.schema.json",
    firewallRulesCreate: "firewall-rules-create.schema.json",
    firewallRulesUpdate: "firewall-rules-update.schema.json",
    firewallDevice: "firewall-device-create.schema.json",
  },
  vpc: {
    vpcCreate: "vpc-create.schema.json",
    vpcState: "vpc-state.schema.json",
    vpcUpdate: "vpc-update.schema.json",
    subnetCreate: "subnet-create.schema.json",
    subnetUpdate: "subnet-update.schema.json",
  },
  database: {
    databaseCreate: "database-create.schema.json",
    databaseState: "database-state.schema.json",
    databaseUpdate: "database-update.schema.json",
  },
  stackscript: {
    stackscriptCreate: "stackscript-create.schema.json",
    stackscriptState: "stackscript-state.schema.json",
    stackscriptUpdate: "stackscript-update.schema.json",
  },
  image: {
    imageCreate: "image-create.schema.json",
    imageUpload: "image-upload.schema.json",
    imageState: "image-state.schema.json",
    imageUpdate: "image-update.schema.json",
  },
  compute: {
    computeState: "compute-state.schema.json",
    nodebalancerState: "nodebalancer-state.schema.json",
  },
  ip: {
    ipAssign: "ip-assign.schema.json",
    ipAssignState: "ip-assign-state.schema.json",
    ipShare: "ip-share.schema.json",
    ipShareState: "ip-share-state.schema.json",
    ipv6RangeCreate: "ipv6-range-create.schema.json",
    ipv6RangeState: "ipv6-range-state.schema.json",
    ipAllocate: "ip-allocate.schema.json",
    rdnsUpdate: "ip-rdns-update.schema.json",
  },
  config: {
    config: "config.schema.json",
  },
};

/**
 * Request body types the build generates from the schemas (json-schema-to-typescript) into
 * `src/request/types.generated.ts`: schema file → exported type name, and an example body (shown
 * in the type's documentation; a test checks that validateRequest accepts it).
 */
export const REQUEST_TYPES: Record<string, { name: string; example: object }> = {
  "vpc-create.schema.json": { name: "VpcCreateRequest", example: { label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }] } },
  "vpc-update.schema.json": { name: "VpcUpdateRequest", example: { description: "production" } },
  "subnet-create.schema.json": { name: "SubnetCreateRequest", example: { label: "app", ipv4: "10.0.1.0/24" } },
  "subnet-update.schema.json": { name: "SubnetUpdateRequest", example: { label: "app-2" } },
  "database-create.schema.json": { name: "DatabaseMySqlCreateRequest", example: { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", cluster_size: 3, replication_type: "semi_synch", allow_list: ["203.0.113.0/24"] } },
  "database-update.schema.json": { name: "DatabaseMySqlUpdateRequest", example: { allow_list: ["203.0.113.0/24"], updates: { frequency: "weekly", duration: 2, hour_of_day: 3, day_of_week: 7, week_of_month: null } } },
  "firewall-create.schema.json": { name: "FirewallCreateRequest", example: { label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } }] } } },
  "firewall-update.schema.json": { name: "FirewallUpdateRequest", example: { status: "disabled" } },
  "firewall-rules-update.schema.json": { name: "FirewallRulesUpdateRequest", example: { inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }], inbound_policy: "DROP" } },
  "firewall-device-create.schema.json": { name: "FirewallDeviceCreateRequest", example: { id: 101, type: "compute" } },
  "ip-allocate.schema.json": { name: "IpAllocateRequest", example: { compute_id: 101, public: true, type: "ipv4" } },
  "ip-assign.schema.json": { name: "IpAssignRequest", example: { region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: 102 }] } },
  "ip-share.schema.json": { name: "IpShareRequest", example: { compute_id: 102, ips: ["203.0.113.11"] } },
  "ip-rdns-update.schema.json": { name: "IpRdnsUpdateRequest", example: { rdns: "www.example.com" } },
  "ipv6-range-create.schema.json": { name: "Ipv6RangeCreateRequest", example: { prefix_length: 64, compute_id: 101 } },
  "stackscript-create.schema.json": { name: "StackScriptCreateRequest", example: { label: "bootstrap", images: ["compute/debian12"], script: "#!/bin/bash\necho hi\n" } },
  "stackscript-update.schema.json": { name: "StackScriptUpdateRequest", example: { rev_note: "fix the mirror" } },
  "image-create.schema.json": { name: "ImageCreateRequest", example: { disk_id: 42, label: "golden", cloud_init: true } },
  "image-upload.schema.json": { name: "ImageUploadRequest", example: { label: "golden", region: "us-east" } },
  "image-update.schema.json": { name: "ImageUpdateRequest", example: { description: null } },
};

/** ajv options shared by the build (and anything that compiles these schemas the same way). */
export const AJV_OPTIONS = { allErrors: true, verbose: true, strict: true, allowUnionTypes: true } as const;
export const ANNOTATION_KEYWORDS = ["x-rule", "x-hints", "x-type-hint"];
