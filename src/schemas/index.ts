import { CONFIG_SCHEMA_FILES } from "./config.js";
import { DATABASE_SCHEMA_FILES } from "./database.js";
import { FIREWALL_SCHEMA_FILES } from "./firewall.js";
import { INVENTORY_SCHEMA_FILES } from "./inventory.js";
import { IP_SCHEMA_FILES } from "./ip.js";
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
 * `src/request/types.generated.ts`: schema file → exported type name.
 */
export const REQUEST_TYPES: Record<string, string> = {
  "vpc-create.schema.json": "VpcCreateRequest",
  "vpc-update.schema.json": "VpcUpdateRequest",
  "subnet-create.schema.json": "SubnetCreateRequest",
  "subnet-update.schema.json": "SubnetUpdateRequest",
  "database-create.schema.json": "DatabaseMySqlCreateRequest",
  "database-update.schema.json": "DatabaseMySqlUpdateRequest",
  "firewall-create.schema.json": "FirewallCreateRequest",
  "firewall-update.schema.json": "FirewallUpdateRequest",
  "firewall-rules-update.schema.json": "FirewallRulesUpdateRequest",
  "firewall-device-create.schema.json": "FirewallDeviceCreateRequest",
  "ip-allocate.schema.json": "IpAllocateRequest",
  "ip-assign.schema.json": "IpAssignRequest",
  "ip-share.schema.json": "IpShareRequest",
  "ip-rdns-update.schema.json": "IpRdnsUpdateRequest",
  "ipv6-range-create.schema.json": "Ipv6RangeCreateRequest",
  "stackscript-create.schema.json": "StackScriptCreateRequest",
  "stackscript-update.schema.json": "StackScriptUpdateRequest",
  "image-create.schema.json": "ImageCreateRequest",
  "image-upload.schema.json": "ImageUploadRequest",
  "image-update.schema.json": "ImageUpdateRequest",
};

/** ajv options shared by the build (and anything that compiles these schemas the same way). */
export const AJV_OPTIONS = { allErrors: true, verbose: true, strict: true, allowUnionTypes: true } as const;
export const ANNOTATION_KEYWORDS = ["x-rule", "x-hints", "x-type-hint"];
