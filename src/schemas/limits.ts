/**
 * The limits a user can raise (LoadLimits in src/load/limits.ts): loading, the Terraform
 * expansion budget and the policy files. Plain data, here so that the config file's schema
 * (config.ts) and the CLI read one table.
 */

/** A LoadLimits key. */
export type LimitKey = "maxBytes" | "maxTotalBytes" | "maxValues" | "maxDepth" | "maxAliases" | "maxTerraformInstances" | "maxTerraformValues" | "maxPolicyBytes" | "maxPolicyConditions";

/**
 * How a user raises each limit: its `lint` (and `plan`) flag, its key under `limits:` in the config
 * file, and the most it may be raised to. The ceilings keep a raised limit within what the process
 * can do: a string holds at most 2^29 characters, and the YAML parser recurses once per level of
 * nesting (at 1,000 levels it overflows Node's stack).
 * @example
 * ```ts
 * LIMIT_SETTINGS.maxValues.flag; // "--max-values"
 * LIMIT_SETTINGS.maxValues.configKey; // "maxValues": `limits: { maxValues: 400000 }` in .cloudlintrc.yaml
 * ```
 */
export const LIMIT_SETTINGS: { readonly [K in LimitKey]: { readonly flag: string; readonly configKey: string; readonly ceiling: number; readonly what: string } } = {
  maxBytes: { flag: "--max-file-bytes", configKey: "maxFileBytes", ceiling: 256 * 1024 * 1024, what: "One file's size in bytes" },
  maxTotalBytes: { flag: "--max-total-bytes", configKey: "maxTotalBytes", ceiling: 1024 * 1024 * 1024, what: "The run's input in bytes, all files together" },
  maxValues: { flag: "--max-values", configKey: "maxValues", ceiling: 50_000_000, what: "Values (scalars) in one file" },
  maxDepth: { flag: "--max-depth", configKey: "maxDepth", ceiling: 256, what: "Nesting depth of mappings and lists" },
  maxAliases: { flag: "--max-aliases", configKey: "maxAliases", ceiling: 100_000, what: "YAML aliases in one file" },
  maxTerraformInstances: { flag: "--max-terraform-instances", configKey: "maxTerraformInstances", ceiling: 10_000_000, what: "Resource and module instances one Terraform root module expands to (count, for_each, module calls)" },
  maxTerraformValues: { flag: "--max-terraform-values", configKey: "maxTerraformValues", ceiling: 100_000_000, what: "Values one Terraform root module's expansion builds" },
  maxPolicyBytes: { flag: "--max-policy-bytes", configKey: "maxPolicyBytes", ceiling: 64 * 1024 * 1024, what: "One policy file's size in bytes" },
  maxPolicyConditions: { flag: "--max-policy-conditions", configKey: "maxPolicyConditions", ceiling: 1_000_000, what: "Conditions and policies of all the policy files together" },
};
