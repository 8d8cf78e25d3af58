/**
 * The config file, validated against its JSON Schema: wrong keys and values are reported (the CLI
 * exits 2), never ignored. Pure: parsed data in, a normalised config or the problems out.
 */
import type { Finding } from "../diagnostic.js";
import type { LintOptions, RuleSetting } from "../lint.js";
import type { Path } from "../diagnostic.js";
import { loadText } from "../load/load.js";
import { configuredLimits } from "../load/limits.js";
import type { PolicySet } from "../policy/index.js";
import { isRuleId } from "../rules/catalog.js";
import { Reporter } from "../rules/report.js";
import { resourceValidators } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/config.generated.js";
import { isPlainObject, show, suggest } from "../util/text.js";
import { RULES } from "../rules/catalog.js";
import { matchesAny } from "./glob.js";

// A config may be anything a pull request made it (a link to a runner's secrets): its problems name
// keys and the expected types, never the values found.
const schemas = resourceValidators("config", { config: compiled.config }, { quoteValues: false });

export { CONFIG_FILE_NAMES } from "./names.js";

export interface Settings {
  allowedRegions?: string[];
  sensitivePorts?: number[];
  ipv6RangesPerRegion?: number;
}

/** The config's `limits:` (LIMIT_SETTINGS names each key's flag). */
export interface ConfigLimits {
  maxFileBytes?: number;
  maxTotalBytes?: number;
  maxValues?: number;
  maxDepth?: number;
  maxAliases?: number;
  maxTerraformInstances?: number;
  maxTerraformValues?: number;
  maxPolicyBytes?: number;
  maxPolicyConditions?: number;
}

export interface Config {
  files?: string[];
  ignores?: string[];
  /** Policy file globs, relative to the config's folder. */
  policies?: string[];
  rules?: Record<string, RuleSetting>;
  overrides?: Array<{ files: string[]; rules: Record<string, RuleSetting> }>;
  settings?: Settings;
  limits?: ConfigLimits;
  /** Terraform root modules' variables, as --var-file (relative to the config's folder) and --var give them, before the command line's. */
  terraform?: { varFiles?: string[]; vars?: Record<string, string> };
}

/**
 * Validates parsed config data; problems have paths inside the config (and key anchors). An id
 * with a slash names an organisation policy: it is checked against `policyIds` when they are
 * given (the CLI knows them once the policy files are compiled), and left alone otherwise.
 */
export function validateConfig(data: unknown, policyIds?: ReadonlySet<string>): { config: Config; problems: Finding[] } {
  const out = new Reporter();
  out.addAll(schemas.config(data));
  const config = (data ?? {}) as Config;
  const checkRuleIds = (rules: unknown, path: (string | number)[]) => {
    if (typeof rules !== "object" || rules === null) return;
    for (const id of Object.keys(rules)) {
      if (isRuleId(id)) continue;
      if (id.includes("/")) {
        if (!policyIds || policyIds.has(id)) continue;
        const guess = suggest(id, [...policyIds]);
        out.report("config-invalid", [...path, id], `no policy has the id ${show(id)}${guess ? `; did you mean "${guess}"?` : policyIds.size ? "" : " (no policy file was found)"}`, { anchor: "key" });
        continue;
      }
      const guess = suggest(id, Object.keys(RULES));
      out.report("config-invalid", [...path, id], `unknown rule id ${show(id)}${guess ? `; did you mean "${guess}"?` : ""}`, { anchor: "key" });
    }
  };
  // Every problem at once: unknown rule ids are reported beside the schema's findings.
  if (isPlainObject(data)) {
    if (isPlainObject(data.rules)) checkRuleIds(data.rules, ["rules"]);
    if (Array.isArray(data.overrides)) {
      data.overrides.forEach((o: unknown, i) => {
        if (isPlainObject(o) && isPlainObject(o.rules)) checkRuleIds(o.rules, ["overrides", i, "rules"]);
      });
    }
  }
  return { config, problems: out.findings };
}

/** The rule settings for one file: the config's rules, then every override whose files match, in order. */
export function rulesForFile(config: Config, relativePath: string): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = { ...config.rules };
  for (const o of config.overrides ?? []) if (matchesAny(o.files, relativePath)) Object.assign(rules, o.rules);
  return rules;
}

/**
 * A config file's text read and validated: its data, the config with its problems (paths in the
 * config; `locate` places them), or, when the text is not YAML or JSON, the loader's findings.
 * JSON when the name ends in .json. Pure; the CLI, the language server and lintFiles read it so.
 */
export function parseConfigText(path: string, text: string): { config: Config; problems: Finding[]; data: unknown; locate: (path: Path, anchor?: "key") => { line: number; column: number; endLine: number; endColumn: number } | undefined } | { syntax: Finding[] } {
  const loaded = loadText(typeof text === "string" ? text : "", undefined, undefined, typeof path === "string" && path.endsWith(".json") ? "json" : "yaml");
  if (loaded.data === undefined) return { syntax: loaded.findings };
  const data = loaded.data ?? {};
  const { config, problems } = validateConfig(data);
  return { config, problems, data, locate: (p, anchor) => loaded.positions.locate(p, anchor) };
}

/**
 * What a config and the organisation's policies add to a lint of an account's files: the config's
 * limits, the rules and overrides that apply to each file and the policies' `where.file` (both by
 * the file's path from the config's folder, `relativeOf`), and the config's settings.
 */
export function configLintOptions(config: Config | undefined, policies: PolicySet | undefined, relativeOf: (filePath: string) => string): LintOptions {
  const options: LintOptions = {};
  if (typeof config === "object" && config !== null) {
    if (config.limits) options.limits = configuredLimits(config.limits, {});
    const { settings } = config;
    options.rulesFor = (filePath) => rulesForFile(config, relativeOf(filePath));
    if (settings?.allowedRegions) options.allowedRegions = settings.allowedRegions;
    if (settings?.sensitivePorts) options.sensitivePorts = settings.sensitivePorts;
    if (settings?.ipv6RangesPerRegion) options.ipv6RangesPerRegion = settings.ipv6RangesPerRegion;
  }
  if (policies) {
    options.policies = policies;
    if (typeof relativeOf === "function") options.policyPath = relativeOf;
  }
  return options;
}
