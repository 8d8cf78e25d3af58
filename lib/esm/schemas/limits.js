const LIMIT_SETTINGS = {
  maxBytes: { flag: "--max-file-bytes", configKey: "maxFileBytes", ceiling: 256 * 1024 * 1024, what: "One file's size in bytes" },
  maxTotalBytes: { flag: "--max-total-bytes", configKey: "maxTotalBytes", ceiling: 1024 * 1024 * 1024, what: "The run's input in bytes, all files together" },
  maxValues: { flag: "--max-values", configKey: "maxValues", ceiling: 5e7, what: "Values (scalars) in one file" },
  maxDepth: { flag: "--max-depth", configKey: "maxDepth", ceiling: 256, what: "Nesting depth of mappings and lists" },
  maxAliases: { flag: "--max-aliases", configKey: "maxAliases", ceiling: 1e5, what: "YAML aliases in one file" },
  maxTerraformInstances: { flag: "--max-terraform-instances", configKey: "maxTerraformInstances", ceiling: 1e7, what: "Resource and module instances one Terraform root module expands to (count, for_each, module calls)" },
  maxTerraformValues: { flag: "--max-terraform-values", configKey: "maxTerraformValues", ceiling: 1e8, what: "Values one Terraform root module's expansion builds" },
  maxPolicyBytes: { flag: "--max-policy-bytes", configKey: "maxPolicyBytes", ceiling: 64 * 1024 * 1024, what: "One policy file's size in bytes" },
  maxPolicyConditions: { flag: "--max-policy-conditions", configKey: "maxPolicyConditions", ceiling: 1e6, what: "Conditions and policies of all the policy files together" }
};
export {
  LIMIT_SETTINGS
};
