"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var limits_exports = {};
__export(limits_exports, {
  LIMIT_SETTINGS: () => LIMIT_SETTINGS
});
module.exports = __toCommonJS(limits_exports);
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  LIMIT_SETTINGS
});
