/**
 * A set of files held in memory, linted as `cloudlint lint` lints the folder that holds them: the
 * config (`.cloudlintrc.yaml`, `.cloudlintrc.json` or `cloudlint.config.yaml` at the top), the
 * organisation's policies (the config's `policies` globs, else `.cloudlint/policies/*.yaml`), the
 * Terraform variable files, and the account (every other state file, `.tf` and plan, filtered by
 * the config's `files` and `ignores`). What the playground (site/) hands the core instead of a disk.
 * Pure: paths are names, nothing is read.
 */
import { matchesAny } from "../config/glob.js";
import { CONFIG_FILE_NAMES } from "../config/names.js";
import { rulesForFile, validateConfig, type Config } from "../config/config.js";
import { toDiagnostic, type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { exposureBands, type ExposureBand, type ExposureRow } from "../firewall/exposure-map.js";
import { firewallsOfSources, fixText, lintSources, statesOfSources, type FileResult, type LintOptions, type SourceFile, type VariableInputs } from "../lint.js";
import { DEFAULT_LIMITS, loadText } from "../load/load.js";
import { configuredLimits } from "../load/limits.js";
import { compilePolicies, type PolicySet } from "../policy/index.js";
import { planChanges } from "../change/index.js";
import { formatPlan } from "../format/plan.js";
import { isPlainObject } from "../util/text.js";

/**
 * One file of the set: its path from the set's top folder ("/" separators) and its text.
 * @example
 * ```ts
 * const file: WorkspaceFile = { path: "infra/network.yaml", text: "vpcs: []\n" };
 * ```
 */
export interface WorkspaceFile {
  path: string;
  text: string;
}

/**
 * Options of lintFiles: the files before the change (a baseline), and today's date (suppressions' `until=`).
 * @example
 * ```ts
 * const options: LintFilesOptions = { baseline: [{ path: "net.yaml", text: "vpcs: []\n" }], today: "2026-01-01" };
 * ```
 */
export interface LintFilesOptions {
  baseline?: readonly WorkspaceFile[];
  today?: string;
}

/** What a file is to the set. */
export type FileRole = "account" | "config" | "policy" | "terraform-variables" | "skipped";

/**
 * The result of lintFiles: one entry per file given, in that order, with its findings (a state
 * file's, a `.tf` file's, a plan's, or the config's and policies' own problems); with a baseline,
 * the change's plan as `cloudlint plan` prints it.
 * @example
 * ```ts
 * const result: LintFilesResult = lintFiles([{ path: "fw.yaml", text: "firewalls: []\n" }]);
 * result.counts.errors; // 0
 * ```
 */
export interface LintFilesResult {
  files: Array<{ path: string; role: FileRole; messages: Diagnostic[]; skipped?: string }>;
  plan?: { text: string; markdown: string };
  counts: { errors: number; warnings: number; infos: number };
}

const CONFIG_NAMES: ReadonlySet<string> = new Set(CONFIG_FILE_NAMES);
const DEFAULT_POLICIES = [".cloudlint/policies/*.yaml"];
const STATE_FILE = /\.(ya?ml|json|tf|tofu)$/i;
const TFVARS = /\.tfvars(\.json)?$/i;
const AUTO_TFVARS = /(^|\/)(terraform\.tfvars(\.json)?|[^/]*\.auto\.tfvars(\.json)?)$/i;

/** The files given, as their values: anything that is not a { path, text } of strings is left out. */
function readFiles(given: unknown): WorkspaceFile[] {
  if (!Array.isArray(given)) return [];
  const out: WorkspaceFile[] = [];
  for (let i = 0; i < given.length; i++) {
    const f: unknown = given[i];
    if (isPlainObject(f) && typeof f.path === "string" && typeof f.text === "string") out.push({ path: f.path.replace(/^\.\//, ""), text: f.text });
  }
  return out;
}

/** A finding of the config or a policy file, placed in its text. */
function placed(f: Finding, locate: (path: Path, anchor?: "key") => { line: number; column: number; endLine: number; endColumn: number } | undefined): Diagnostic {
  return { ...toDiagnostic(f), ...(f.line === undefined ? locate(f.path, f.anchor) : {}) };
}

interface ReadConfig {
  index: number;
  config: Config | undefined;
  data: unknown;
  messages: Diagnostic[];
  locate: (path: Path, anchor?: "key") => { line: number; column: number; endLine: number; endColumn: number } | undefined;
}

function readConfig(files: readonly WorkspaceFile[]): ReadConfig | undefined {
  const index = files.findIndex((f) => CONFIG_NAMES.has(f.path));
  if (index === -1) return undefined;
  const file = files[index]!;
  const loaded = loadText(file.text, DEFAULT_LIMITS, undefined, file.path.endsWith(".json") ? "json" : "yaml");
  const locate = (path: Path, anchor?: "key") => loaded.positions.locate(path, anchor);
  if (loaded.data === undefined) return { index, config: undefined, data: undefined, messages: loaded.findings.map((f) => placed(f, locate)), locate };
  const { config, problems } = validateConfig(loaded.data ?? {});
  // A config with problems is not used (the CLI stops with exit 2): its problems are its findings.
  return { index, config: problems.length === 0 ? config : undefined, data: loaded.data ?? {}, messages: problems.map((f) => placed(f, locate)), locate };
}

/** The Terraform variable values the set gives: its auto-loaded files, then the config's varFiles and vars. */
function variableInputs(files: readonly WorkspaceFile[], config: Config | undefined, roles: FileRole[]): VariableInputs {
  const autoFiles: { filePath: string; text: string }[] = [];
  const args: ({ filePath: string; text: string } | { name: string; value: string })[] = [];
  files.forEach((f, i) => {
    if (!TFVARS.test(f.path)) return;
    roles[i] = "terraform-variables";
    if (AUTO_TFVARS.test(f.path)) autoFiles.push({ filePath: f.path, text: f.text });
  });
  autoFiles.sort((a, b) => (a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : 0));
  const byPath = new Map(files.map((f) => [f.path, f]));
  for (const path of config?.terraform?.varFiles ?? []) {
    const f = byPath.get(path.replace(/^\.\//, ""));
    if (f) args.push({ filePath: f.path, text: f.text });
  }
  for (const [name, value] of Object.entries(config?.terraform?.vars ?? {})) args.push({ name, value });
  return { autoFiles, args, readFile: (path) => byPath.get(path.replace(/^\.\//, ""))?.text };
}

/** The set's policies: the config's globs, else the default folder; each file's problems placed. */
function readPolicies(files: readonly WorkspaceFile[], config: Config | undefined, roles: FileRole[], messages: Diagnostic[][]): PolicySet | undefined {
  const globs = config?.policies?.length ? config.policies : DEFAULT_POLICIES;
  const sources: { filePath: string; text: string }[] = [];
  files.forEach((f, i) => {
    if (roles[i] === undefined && matchesAny(globs, f.path)) {
      roles[i] = "policy";
      sources.push({ filePath: f.path, text: f.text });
    }
  });
  if (sources.length === 0) return undefined;
  const limits = configuredLimits(config?.limits, {});
  const { policies, problems } = compilePolicies(sources, limits);
  const indexOf = new Map(files.map((f, i) => [f.path, i]));
  for (const p of problems) {
    const i = indexOf.get(p.file);
    if (i === undefined) continue;
    messages[i]!.push({ ruleId: "config-invalid", severity: "error", message: `policy file: ${p.message}`, path: p.path, ...(p.line !== undefined ? { line: p.line, column: p.column ?? 1 } : {}) });
  }
  return policies;
}

/**
 * The lint options the config and the policies give (the CLI's accountLintOptions for files whose
 * paths are already relative to the config's folder).
 */
function lintOptions(config: Config | undefined, policies: PolicySet | undefined, terraform: VariableInputs, today: string | undefined): LintOptions {
  const options: LintOptions = { terraform, ...(today !== undefined ? { today } : {}) };
  if (config) {
    options.limits = configuredLimits(config.limits, {});
    options.rulesFor = (filePath) => rulesForFile(config, filePath);
    const { settings } = config;
    if (settings?.allowedRegions) options.allowedRegions = settings.allowedRegions;
    if (settings?.sensitivePorts) options.sensitivePorts = settings.sensitivePorts;
    if (settings?.ipv6RangesPerRegion) options.ipv6RangesPerRegion = settings.ipv6RangesPerRegion;
  }
  if (policies) options.policies = policies;
  return options;
}

interface Gathered {
  files: WorkspaceFile[];
  roles: FileRole[];
  skipped: (string | undefined)[];
  messages: Diagnostic[][];
  config: ReadConfig | undefined;
  options: LintOptions;
  account: number[];
}

/** Every file's role and the lint options, as the CLI gathers a folder. */
function gather(given: unknown, today: string | undefined): Gathered {
  const files = readFiles(given);
  const roles: FileRole[] = new Array<FileRole>(files.length);
  const skipped: (string | undefined)[] = files.map(() => undefined);
  const messages: Diagnostic[][] = files.map(() => []);
  const config = readConfig(files);
  if (config) {
    roles[config.index] = "config";
    appendTo(messages[config.index]!, config.messages);
  }
  files.forEach((f, i) => {
    if (roles[i] === undefined && CONFIG_NAMES.has(f.path.slice(f.path.lastIndexOf("/") + 1))) {
      roles[i] = "skipped";
      skipped[i] = "a config in a folder of the set: only the top folder's config is used here";
    }
  });
  const terraform = variableInputs(files, config?.config, roles);
  const policies = readPolicies(files, config?.config, roles, messages);
  if (config?.config && config.data !== undefined && policies) {
    // The config's rules may name policies: each must be one of the set's.
    const ids = new Set(policies.list.map((p) => p.id));
    for (const p of validateConfig(config.data, ids).problems) messages[config.index]!.push(placed(p, config.locate));
  }
  const account: number[] = [];
  const settings = config?.config;
  files.forEach((f, i) => {
    if (roles[i] !== undefined) return;
    roles[i] = "skipped";
    if (!STATE_FILE.test(f.path)) skipped[i] = "not a state file (*.yaml, *.yml, *.json, *.tf, *.tofu)";
    else if (f.path.split("/").slice(0, -1).some((folder) => folder.startsWith(".") || folder === "node_modules")) skipped[i] = "in a hidden folder or node_modules";
    else if (settings?.files?.length && !matchesAny(settings.files, f.path)) skipped[i] = "not in the config's files";
    else if (matchesAny(settings?.ignores, f.path)) skipped[i] = "ignored by the config";
    else {
      roles[i] = "account";
      account.push(i);
    }
  });
  // The CLI's walk order (each folder's entries by name, depth first): where a finding of the
  // whole account or of a Terraform module lands depends on it, not on the order the files came in.
  account.sort((i, j) => walkOrder(files[i]!.path, files[j]!.path));
  return { files, roles, skipped, messages, config, options: lintOptions(config?.config, policies, terraform, today), account };
}

function walkOrder(a: string, b: string): number {
  const x = a.split("/");
  const y = b.split("/");
  for (let k = 0; k < x.length && k < y.length; k++) if (x[k] !== y[k]) return x[k]! < y[k]! ? -1 : 1;
  return x.length - y.length;
}

function appendTo<T>(to: T[], from: readonly T[]): void {
  for (const x of from) to.push(x);
}

/** The account's files as the core's sources: found by a walk (optional), as `cloudlint lint DIR` finds them. */
const sourcesOf = (files: readonly WorkspaceFile[], indices: readonly number[]): SourceFile[] => indices.map((i) => ({ filePath: files[i]!.path, text: files[i]!.text, optional: true }));

/**
 * Lints a set of files held in memory as `cloudlint lint` lints the folder holding them (see the
 * module's comment); with `baseline`, as `--baseline` does, and the change's plan. Total: any
 * input gives a result.
 * @example
 * ```ts
 * const result = lintFiles([{ path: "fw.yaml", text: "firewalls:\n  - label: web--fw\n" }]);
 * result.files[0]?.messages[0]?.ruleId; // "firewall-label-syntax"
 * ```
 */
export function lintFiles(files: readonly WorkspaceFile[], options: LintFilesOptions = {}): LintFilesResult {
  const given = isPlainObject(options) ? options : {};
  const today = typeof given.today === "string" ? given.today : undefined;
  const set = gather(files, today);
  const sources = sourcesOf(set.files, set.account);
  const baseline = given.baseline !== undefined ? gather(given.baseline, today) : undefined;
  const baselineSources = baseline ? sourcesOf(baseline.files, baseline.account) : undefined;
  const results: FileResult[] = sources.length > 0 ? lintSources(sources, { ...set.options, ...(baselineSources ? { baseline: baselineSources, baselineTerraform: baseline!.options.terraform! } : {}) }) : [];
  results.forEach((r, k) => {
    const i = set.account[k]!;
    appendTo(set.messages[i]!, r.messages);
    if (r.skipped !== undefined) {
      set.roles[i] = "skipped";
      set.skipped[i] = r.skipped;
    }
  });
  const counts = { errors: 0, warnings: 0, infos: 0 };
  const out = set.files.map((f, i) => {
    const messages = set.messages[i]!;
    for (const m of messages) {
      if (m.severity === "error") counts.errors++;
      else if (m.severity === "warning") counts.warnings++;
      else counts.infos++;
    }
    return { path: f.path, role: set.roles[i]!, messages, ...(set.skipped[i] !== undefined ? { skipped: set.skipped[i] } : {}) };
  });
  if (!baseline || !baselineSources) return { files: out, counts };
  // The plan as `cloudlint plan --baseline` makes it: the same states, the config's sensitive ports and limits.
  const limits = set.options.limits ?? {};
  const desired = statesOfSources(sources, limits, set.options.terraform).map((s) => s.state);
  const before = statesOfSources(baselineSources, limits, baseline.options.terraform).map((s) => s.state);
  const sensitivePorts = set.config?.config?.settings?.sensitivePorts;
  const plan = planChanges(before, desired, { ...(sensitivePorts ? { sensitivePorts } : {}), limits });
  return { files: out, counts, plan: { text: formatPlan(plan, "stylish"), markdown: formatPlan(plan, "markdown") } };
}

/**
 * A file's text with the certain fix of one of its findings applied (the text unchanged when the
 * finding has none, or it no longer applies).
 * @example
 * ```ts
 * const text = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
 * const finding = lintFiles([{ path: "fw.yaml", text }]).files[0]!.messages.find((m) => m.fix)!;
 * applyFix("fw.yaml", text, finding).includes("inbound_policy: DROP"); // true
 * ```
 */
export function applyFix(path: string, text: string, diagnostic: Diagnostic): string {
  if (typeof text !== "string") return "";
  if (!isPlainObject(diagnostic) || !diagnostic.fix) return text;
  return fixText(typeof path === "string" ? path : "", text, [diagnostic]).output;
}

/**
 * A firewall of the set and where it is written (its label's line and the lines it spans).
 * @example
 * ```ts
 * const ref: FirewallRef = { label: "web-fw", path: "firewalls.yaml", line: 2, endLine: 20 };
 * ```
 */
export interface FirewallRef {
  label: string;
  path: string;
  line: number;
  endLine: number;
}

/**
 * The firewalls of the set's account, each with where it is written (for the playground's picture:
 * the firewall under the cursor). Firewalls without a string label are left out.
 * @example
 * ```ts
 * firewallsOf([{ path: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }])[0]?.label; // "web-fw"
 * ```
 */
export function firewallsOf(files: readonly WorkspaceFile[]): FirewallRef[] {
  const set = gather(files, undefined);
  return accountFirewalls(set).flatMap((fw) => {
    if (typeof fw.label !== "string") return [];
    return [{ label: fw.label, path: fw.filePath, ...lines(fw.locate(fw.path)) }];
  });
}

/** The lines a span covers: a block's span ends at the start of the line after it. */
function lines(at: { line: number; column: number; endLine: number; endColumn: number } | undefined): { line: number; endLine: number } {
  if (!at) return { line: 1, endLine: 1 };
  return { line: at.line, endLine: at.endColumn === 1 && at.endLine > at.line ? at.endLine - 1 : at.endLine };
}

function accountFirewalls(set: Gathered) {
  return firewallsOfSources(sourcesOf(set.files, set.account), set.options.terraform, set.options.limits);
}

/**
 * What a firewall does, as the playground draws it (see exposureBands): its rows and bands, each
 * band's deciding rule with its line, and the lines of the policies. `path` picks one of several
 * firewalls of the same label. A problem when there is no such firewall or it cannot be drawn.
 * @example
 * ```ts
 * const map = exposureMap([{ path: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }], "web-fw");
 * if ("bands" in map) map.bands[0]?.decision; // "DROP"
 * ```
 */
export function exposureMap(
  files: readonly WorkspaceFile[],
  label: string,
  path?: string,
): { firewall: FirewallRef; rows: ExposureRow[]; bands: Array<ExposureBand & { rule: (ExposureBand["rule"] & { line?: number; column?: number }) | null }>; omittedRows: number; sensitivePorts: Array<[number, number]>; policyLine: { inbound?: number; outbound?: number }; skippedRules: number } | { problem: string } {
  const set = gather(files, undefined);
  const matches = accountFirewalls(set).filter((fw) => fw.label === label && (path === undefined || fw.filePath === path));
  if (matches.length === 0) return { problem: `no firewall labelled ${JSON.stringify(String(label))}${path !== undefined ? ` in ${JSON.stringify(String(path))}` : ""}` };
  if (matches.length > 1) return { problem: `${matches.length} firewalls are labelled ${JSON.stringify(label)}: pick one by its file` };
  const fw = matches[0]!;
  const sensitivePorts = set.options.sensitivePorts;
  const map = exposureBands(fw.rules, sensitivePorts ? { sensitivePorts } : {});
  if ("problem" in map) return map;
  const lineOf = (p: Path) => {
    const pos = fw.locate([...fw.path, ...p]);
    return pos ? { line: pos.line, column: pos.column } : {};
  };
  const ruleLines = new Map<string, { line?: number; column?: number }>();
  const bands = map.bands.map((b) => {
    if (!b.rule) return b;
    const key = `${b.direction}/${b.rule.index}`;
    let pos = ruleLines.get(key);
    if (!pos) ruleLines.set(key, (pos = lineOf(["rules", b.direction, b.rule.index])));
    return { ...b, rule: { ...b.rule, ...pos } };
  });
  const policyLine = { inbound: lineOf(["rules", "inbound_policy"]).line, outbound: lineOf(["rules", "outbound_policy"]).line };
  return {
    firewall: { label: fw.label as string, path: fw.filePath, ...lines(fw.locate(fw.path)) },
    rows: map.rows,
    bands,
    omittedRows: map.omittedRows,
    sensitivePorts: map.sensitive,
    policyLine,
    skippedRules: map.skippedRules,
  };
}
