/** Safety limits for loading state files. Kept apart from the loader so the CLI can read them without loading yaml. */
export interface LoadLimits {
  /** Maximum file size in bytes (characters for text passed in directly). */
  readonly maxBytes: number;
  /** Maximum nesting depth of mappings and lists. */
  readonly maxDepth: number;
  /** Maximum number of YAML alias nodes. */
  readonly maxAliases: number;
}

export const DEFAULT_LIMITS: LoadLimits = { maxBytes: 5 * 1024 * 1024, maxDepth: 64, maxAliases: 100 };
