import { FIREWALL_SCHEMA_FILES } from "./firewall.js";

/** Every JSON Schema shipped under `schemas/`, by file name. */
export const SCHEMA_FILES: Record<string, object> = { ...FIREWALL_SCHEMA_FILES };

/**
 * The validators the build precompiles with ajv's standalone code generator, by export name of
 * `validators.generated.ts` → schema file. Nothing compiles a schema at run time.
 */
export const PRECOMPILED: Record<string, string> = {
  firewallCreate: "firewall-create.schema.json",
  firewallState: "firewall-state.schema.json",
  firewallUpdate: "firewall-update.schema.json",
  firewallRulesCreate: "firewall-rules-create.schema.json",
  firewallRulesUpdate: "firewall-rules-update.schema.json",
  firewallDevice: "firewall-device-create.schema.json",
};

/** ajv options shared by the build (and anything that compiles these schemas the same way). */
export const AJV_OPTIONS = { allErrors: true, verbose: true, strict: true, allowUnionTypes: true } as const;
export const ANNOTATION_KEYWORDS = ["x-rule", "x-hints", "x-type-hint"];
