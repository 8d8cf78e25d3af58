/** The config file's JSON Schema (.cloudlintrc.yaml, .cloudlintrc.json, cloudlint.config.yaml). */
import { DRAFT, ID_BASE } from "./common.js";
import { LIMIT_SETTINGS, type LimitKey } from "./limits.js";

const severity = {
  type: "string",
  enum: ["error", "warning", "info", "off"],
  "x-rule": "config-invalid",
  description: "error, warning, info, or off.",
} as const;
const rules = {
  type: "object",
  description: "Severity per rule id or organisation policy id (cloudlint rules lists them).",
  additionalProperties: severity,
} as const;
/** A loading limit under `limits:`: a whole number from 1 to its ceiling. */
const limit = (key: LimitKey) => {
  const { flag, ceiling, what } = LIMIT_SETTINGS[key];
  return { type: "integer", minimum: 1, maximum: ceiling, description: `${what} at most (a whole number up to ${ceiling}); the ${flag} flag wins over it.` } as const;
};
const globs = (what: string) => ({ type: "array", items: { type: "string", minLength: 1 }, description: what }) as const;

export const configSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}config.schema.json`,
  title: "cloudlint configuration",
  type: "object",
  additionalProperties: false,
  properties: {
    files: globs("The files that make up the account, as globs relative to this file's folder (e.g. infra/**/*.yaml)."),
    ignores: globs("Globs of files never linted, even inside given directories."),
    policies: globs("Organisation policy files, as globs relative to this file's folder (default .cloudlint/policies/*.yaml)."),
    rules,
    overrides: {
      type: "array",
      description: "Rule severities for some files only; later overrides win.",
      items: {
        type: "object",
        required: ["files", "rules"],
        additionalProperties: false,
        properties: { files: globs("Globs the override applies to."), rules },
      },
    },
    settings: {
      type: "object",
      additionalProperties: false,
      description: "Account-wide settings rules need.",
      properties: {
        allowedRegions: { type: "array", items: { type: "string", minLength: 1 }, description: "Regions the account may use (region-not-allowed)." },
        sensitivePorts: {
          type: "array",
          maxItems: 65535,
          items: { type: "integer", minimum: 1, maximum: 65535 },
          description: "Ports firewall-exposed-port guards (at most 65535 entries; merged into ranges, so a long list costs no more than the ranges it makes).",
        },
        ipv6RangesPerRegion: { type: "integer", minimum: 1, description: "The account's IPv6 range limit per region, if it was raised (default 1)." },
      },
    },
    terraform: {
      type: "object",
      additionalProperties: false,
      description: "Terraform configurations: values of the root modules' variables, as the command line's --var-file and --var give them (those given on the command line win).",
      properties: {
        varFiles: globs("Variable definitions files (.tfvars, .tfvars.json), relative to this file's folder and inside the repository, in order: later ones win."),
        vars: { type: "object", additionalProperties: { type: "string" }, description: "Variable values by name, as --var NAME=VALUE takes them (a string; an HCL value such as [\"22\"] for a variable of a collection type)." },
      },
    },
    limits: {
      type: "object",
      additionalProperties: false,
      description: "Limits, for an account (or Terraform configuration, or set of policy files) larger than the defaults allow; what passes one is refused with a message that names its flag and key.",
      properties: {
        [LIMIT_SETTINGS.maxBytes.configKey]: limit("maxBytes"),
        [LIMIT_SETTINGS.maxTotalBytes.configKey]: limit("maxTotalBytes"),
        [LIMIT_SETTINGS.maxValues.configKey]: limit("maxValues"),
        [LIMIT_SETTINGS.maxDepth.configKey]: limit("maxDepth"),
        [LIMIT_SETTINGS.maxAliases.configKey]: limit("maxAliases"),
        [LIMIT_SETTINGS.maxTerraformInstances.configKey]: limit("maxTerraformInstances"),
        [LIMIT_SETTINGS.maxTerraformValues.configKey]: limit("maxTerraformValues"),
        [LIMIT_SETTINGS.maxPolicyBytes.configKey]: limit("maxPolicyBytes"),
        [LIMIT_SETTINGS.maxPolicyConditions.configKey]: limit("maxPolicyConditions"),
      },
    },
  },
} as const;

export const CONFIG_SCHEMA_FILES = { "config.schema.json": configSchema } as const;
