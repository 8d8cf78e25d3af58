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
export declare const LIMIT_SETTINGS: {
    readonly [K in LimitKey]: {
        readonly flag: string;
        readonly configKey: string;
        readonly ceiling: number;
        readonly what: string;
    };
};
