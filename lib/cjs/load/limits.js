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
  DEFAULT_LIMITS: () => DEFAULT_LIMITS,
  LIMIT_SETTINGS: () => import_limits.LIMIT_SETTINGS,
  configuredLimits: () => configuredLimits,
  raiseLimitHint: () => raiseLimitHint,
  resolveLimits: () => resolveLimits
});
module.exports = __toCommonJS(limits_exports);
var import_limits = require("../schemas/limits.js");
var import_data = require("../util/data.js");
const DEFAULT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxDepth: import_data.DATA_BOUNDS.maxDepth,
  maxAliases: 100,
  maxValues: import_data.DATA_BOUNDS.maxValues,
  maxTotalBytes: 8 * 1024 * 1024,
  maxTerraformInstances: 1e5,
  maxTerraformValues: 1e6,
  maxPolicyBytes: 1024 * 1024,
  maxPolicyConditions: 5e3
};
function raiseLimitHint(...keys) {
  const flags = keys.map((key) => import_limits.LIMIT_SETTINGS[key].flag);
  const configKeys = keys.map((key) => `limits.${import_limits.LIMIT_SETTINGS[key].configKey}`);
  return keys.length > 1 ? `raise them with ${flags.join(" and ")}, or ${configKeys.join(" and ")} in the config` : `raise it with ${flags[0]}, or ${configKeys[0]} in the config`;
}
function resolveLimits(given) {
  const out = { ...DEFAULT_LIMITS };
  if (typeof given === "object" && given !== null) {
    for (const key of Object.keys(DEFAULT_LIMITS)) {
      const v = given[key];
      if (typeof v === "number" && Number.isInteger(v) && v > 0) out[key] = Math.min(v, import_limits.LIMIT_SETTINGS[key].ceiling);
    }
  }
  return out;
}
function configuredLimits(fromConfig, flags) {
  const given = {};
  for (const key of Object.keys(import_limits.LIMIT_SETTINGS)) {
    const configured = typeof fromConfig === "object" && fromConfig !== null ? fromConfig[import_limits.LIMIT_SETTINGS[key].configKey] : void 0;
    const value = flags[key] ?? (typeof configured === "number" ? configured : void 0);
    if (value !== void 0) given[key] = value;
  }
  return resolveLimits(given);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_LIMITS,
  LIMIT_SETTINGS,
  configuredLimits,
  raiseLimitHint,
  resolveLimits
});
