import { LIMIT_SETTINGS } from "../schemas/limits.js";
import { DATA_BOUNDS } from "../util/data.js";
const DEFAULT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxDepth: DATA_BOUNDS.maxDepth,
  maxAliases: 100,
  maxValues: DATA_BOUNDS.maxValues,
  maxTotalBytes: 8 * 1024 * 1024,
  maxTerraformInstances: 1e5,
  maxTerraformValues: 1e6,
  maxPolicyBytes: 1024 * 1024,
  maxPolicyConditions: 5e3
};
function raiseLimitHint(...keys) {
  const flags = keys.map((key) => LIMIT_SETTINGS[key].flag);
  const configKeys = keys.map((key) => `limits.${LIMIT_SETTINGS[key].configKey}`);
  return keys.length > 1 ? `raise them with ${flags.join(" and ")}, or ${configKeys.join(" and ")} in the config` : `raise it with ${flags[0]}, or ${configKeys[0]} in the config`;
}
function resolveLimits(given) {
  const out = { ...DEFAULT_LIMITS };
  if (typeof given === "object" && given !== null) {
    for (const key of Object.keys(DEFAULT_LIMITS)) {
      const v = given[key];
      if (typeof v === "number" && Number.isInteger(v) && v > 0) out[key] = Math.min(v, LIMIT_SETTINGS[key].ceiling);
    }
  }
  return out;
}
function configuredLimits(fromConfig, flags) {
  const given = {};
  for (const key of Object.keys(LIMIT_SETTINGS)) {
    const configured = typeof fromConfig === "object" && fromConfig !== null ? fromConfig[LIMIT_SETTINGS[key].configKey] : void 0;
    const value = flags[key] ?? (typeof configured === "number" ? configured : void 0);
    if (value !== void 0) given[key] = value;
  }
  return resolveLimits(given);
}
export {
  DEFAULT_LIMITS,
  LIMIT_SETTINGS,
  configuredLimits,
  raiseLimitHint,
  resolveLimits
};
