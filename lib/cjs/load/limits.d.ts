import { LIMIT_SETTINGS } from "../schemas/limits.js";
/**
 * Safety limits for loading state files. Kept apart from the loader so the CLI can read them without loading yaml.
 * @example
 * ```ts
 * const limits: Partial<LoadLimits> = { maxBytes: 1024 * 1024, maxDepth: 32 };
 * lintText("vpcs: []\n", { limits });
 * ```
 */
export interface LoadLimits {
    /** Maximum file size in bytes (characters for text passed in directly). */
    readonly maxBytes: number;
    /** Maximum nesting depth of mappings and lists. */
    readonly maxDepth: number;
    /** Maximum number of YAML alias nodes. */
    readonly maxAliases: number;
    /**
     * Maximum number of values (scalars) in one file, counted while lexing, before the document is
     * composed: a 2 MiB list of a million one-character values would otherwise cost the parser
     * many seconds and more than a gigabyte. A real 2 MiB state file holds about 170,000.
     */
    readonly maxValues: number;
    /**
     * Maximum input of one run, all files together (bytes; characters for text passed in): files past
     * it are not read and each gets an input-limit finding, so a run is bounded as a whole.
     */
    readonly maxTotalBytes: number;
    /**
     * Resource and module instances one Terraform root module may expand to (`count`, `for_each`,
     * modules calling modules): past it the rest is not read and the root gets an input-limit finding.
     */
    readonly maxTerraformInstances: number;
    /** Values one Terraform root module's expansion may build (a value read again counts again). */
    readonly maxTerraformValues: number;
    /** One policy file's size in bytes (the CLI and the language server read policy files). */
    readonly maxPolicyBytes: number;
    /** Conditions and policies of all the policy files together: each is evaluated on every resource it selects. */
    readonly maxPolicyConditions: number;
}
/**
 * 2 MiB a file: a file the yaml parser reads (anchors, tags, multi-line scalars: what the one-pass
 * reader leaves to it) takes seconds on 5 MiB (bench/README.md), and a file under
 * the limit must lint in a few seconds whatever its shape. A real state file is far smaller (2 MiB
 * is about 500 firewalls of 25 rules); --max-file-bytes (or limits.maxFileBytes in the config) raises it.
 * @example
 * ```ts
 * lintText("vpcs: []\n", { limits: { ...DEFAULT_LIMITS, maxBytes: 512 * 1024 } });
 * ```
 */
export declare const DEFAULT_LIMITS: LoadLimits;
export { LIMIT_SETTINGS };
/**
 * What a limit's message says to raise it: the flag and the config key, e.g. "raise it with
 * --max-values, or limits.maxValues in the config".
 * @example
 * ```ts
 * raiseLimitHint("maxDepth"); // "raise it with --max-depth, or limits.maxDepth in the config"
 * ```
 */
export declare function raiseLimitHint(...keys: Array<keyof LoadLimits>): string;
/**
 * Limits from user options: each given value used when it is a positive whole number (at most its
 * ceiling in LIMIT_SETTINGS), else the default.
 */
export declare function resolveLimits(given: unknown): LoadLimits;
/**
 * A run's loading limits: each one given in `flags`, else in a config's `limits:` key (by its
 * config name, the schema has checked it), else the default.
 * @example
 * ```ts
 * configuredLimits({ maxFileBytes: 1_000_000 }, {}).maxBytes; // 1000000
 * ```
 */
export declare function configuredLimits(fromConfig: object | undefined, flags: Partial<LoadLimits>): LoadLimits;
