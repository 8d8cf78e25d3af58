/**
 * A set of files held in memory, linted as `cloudlint lint` lints the folder that holds them: the
 * config (`.cloudlintrc.yaml`, `.cloudlintrc.json` or `cloudlint.config.yaml` at the top), the
 * organisation's policies (the config's `policies` globs, else `.cloudlint/policies/*.yaml`), the
 * Terraform variable files, and the account (every other state file, `.tf` and plan, filtered by
 * the config's `files` and `ignores`). What the playground (site/) hands the core instead of a disk.
 * Pure: paths are names, nothing is read.
 */
import { folderCovered, matchesAny, matchGlob } from "../config/glob.js";
import { ignoredByLevels, parseIgnoreFile, type IgnoreRule } from "../config/ignore-file.js";
import { CONFIG_FILE_NAMES, IGNORE_FILE_NAMES, isSkippedFolderName, isStateFileName } from "../config/names.js";
import { configLintOptions, parseConfigText, validateConfig, type Config } from "../config/config.js";
import { toDiagnostic, type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { exposureBands, type ExposureBand, type ExposureRow } from "../firewall/exposure-map.js";
import { firewallsOfSources, fixText, LoadCache, lintSourcesCached, statesOfSources, type AccountFirewall, type FileResult, type LintOptions, type SourceFile, type VariableInputs } from "../lint.js";
import { DEFAULT_LIMITS, loadText, type LoadLimits } from "../load/load.js";
import { configuredLimits } from "../load/limits.js";
import { compilePolicies, type PolicySet } from "../policy/index.js";
import { planChanges } from "../change/index.js";
import { formatPlan } from "../format/plan.js";
import { isPlainObject } from "../util/text.js";
import { folderOf, isLocalModuleSource, isTerraformConfigPath, MAX_MODULE_DEPTH, moduleFolder, moduleSources, readHclConfig, readJsonConfig } from "../terraform/config.js";
import { startsAsTerraformJson } from "../terraform/plan.js";

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
const TFVARS = /\.tfvars(\.json)?$/i;
const AUTO_TFVARS = /(^|\/)(terraform\.tfvars(\.json)?|[^/]*\.auto\.tfvars(\.json)?)$/i;

/** Characters a file name may not hold: controls, and the bidirectional overrides that make a name read as another. */
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A file's path in the set as lintFiles reads it ("./x.yaml" and "x.yaml" are one file; "a/./b",
 * "a//b" are "a/b"), or undefined for a path it refuses: empty, absolute, leading out of the set
 * (".."), or holding control or bidirectional-override characters, or a backslash.
 * @example
 * ```ts
 * normalizePath("./infra//net.yaml"); // "infra/net.yaml"
 * normalizePath("../x.yaml"); // undefined
 * ```
 */
export function normalizePath(path: string): string | undefined {
  if (typeof path !== "string" || path.length === 0 || path.length > 1024 || path.startsWith("/") || path.includes("\\") || REFUSED_CHARACTERS.test(path)) return undefined;
  const parts = path.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.length === 0 || parts.includes("..")) return undefined;
  return parts.join("/");
}

/**
 * The files given, as their values: anything that is not a { path, text } of strings, whose path is
 * refused (normalizePath), or that names a file given before it ("./x.yaml" after "x.yaml"), is left out.
 */
function readFiles(given: unknown): WorkspaceFile[] {
  if (!Array.isArray(given)) return [];
  const out: WorkspaceFile[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < given.length; i++) {
    const f: unknown = given[i];
    const path = isPlainObject(f) && typeof f.path === "string" && typeof f.text === "string" ? normalizePath(f.path) : undefined;
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    out.push({ path, text: (f as { text: string }).text });
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
  // The CLI's order when one folder holds several: .cloudlintrc.yaml, .cloudlintrc.json, cloudlint.config.yaml.
  const index = CONFIG_FILE_NAMES.map((name) => files.findIndex((f) => f.path === name)).find((i) => i !== -1);
  if (index === undefined) return undefined;
  const parsed = parseConfigText(files[index]!.path, files[index]!.text);
  if ("syntax" in parsed) return { index, config: undefined, data: undefined, messages: parsed.syntax.map(toDiagnostic), locate: () => undefined };
  const { config, problems, data, locate } = parsed;
  // A config with problems is not used (the CLI stops with exit 2): its problems are its findings.
  return { index, config: problems.length === 0 ? config : undefined, data, messages: problems.map((f) => placed(f, locate)), locate };
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
function readPolicies(files: readonly WorkspaceFile[], config: Config | undefined, roles: FileRole[], messages: Diagnostic[][], unmatched: Diagnostic[]): PolicySet | undefined {
  const globs = config?.policies?.length ? config.policies : DEFAULT_POLICIES;
  const sources: { filePath: string; text: string }[] = [];
  files.forEach((f, i) => {
    if (roles[i] === undefined && walkedMatch(globs, f.path)) {
      roles[i] = "policy";
      sources.push({ filePath: f.path, text: f.text });
    }
  });
  if (config?.policies?.length) {
    // As the CLI: a positive glob of the config's policies that finds no file stops the run (exit 2).
    config.policies.forEach((glob, k) => {
      if (glob.startsWith("!") || files.some((f) => walkedMatch([glob], f.path))) return;
      unmatched.push({ ruleId: "config-invalid", severity: "error", message: `no files match the pattern ${glob}`, path: ["policies", k] });
    });
  }
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

interface Gathered {
  files: WorkspaceFile[];
  roles: FileRole[];
  skipped: (string | undefined)[];
  messages: Diagnostic[][];
  config: ReadConfig | undefined;
  options: LintOptions;
  account: number[];
  /** The core's sources for the set, once made (setSources). */
  sources?: { sources: SourceFile[]; indices: number[] };
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
      skipped[i] = f.path.includes("/") ? "a config in a folder of the set: only the top folder's config is used here" : `a second config: ${files[config!.index]!.path} is the one used (as the CLI picks)`;
    }
  });
  const terraform = variableInputs(files, config?.config, roles);
  const unmatched: Diagnostic[] = [];
  const policies = readPolicies(files, config?.config, roles, messages, unmatched);
  for (const d of unmatched) messages[config!.index]!.push({ ...d, ...(config!.locate(d.path) ?? {}) });
  if (config?.config && config.data !== undefined) {
    // The config's rules may name policies: each must be one of the set's (none when it has none).
    const ids = new Set(policies?.list.map((p) => p.id));
    for (const p of validateConfig(config.data, ids).problems) messages[config.index]!.push(placed(p, config.locate));
  }
  const account: number[] = [];
  const settings = config?.config;
  const levels = ignoreLevels(files);
  /** Why the walk leaves a file out, if it does (policy files are walked: the run drops them later). */
  const unwalked = (path: string): string | undefined => {
    const name = path.slice(path.lastIndexOf("/") + 1);
    if (IGNORE_FILES.has(name)) return "an ignore file: it says which files are not linted";
    if (!isStateFileName(path)) return "not a state file (*.yaml, *.yml, *.json, *.tf, *.tofu)";
    if (path.split("/").slice(0, -1).some(isSkippedFolderName)) return "in a hidden folder or node_modules";
    return configIgnores(settings?.ignores, path) ?? ignoredByFiles(levels, path);
  };
  const walked = files.map((f, i) => (CONFIG_NAMES.has(f.path.slice(f.path.lastIndexOf("/") + 1)) || roles[i] === "terraform-variables" ? "not walked" : unwalked(f.path)));
  const configured = settings?.files?.length ? settings.files : undefined;
  // The CLI stops (exit 2) when the files globs match none of the files its walk finds: nothing is
  // linted, and the config says why at its `files`.
  const none = configured !== undefined && config !== undefined && !files.some((f, i) => walked[i] === undefined && matchesAny(configured, f.path));
  if (none) messages[config!.index]!.push({ ruleId: "config-invalid", severity: "error", message: `the files globs of ${files[config!.index]!.path} match no state file`, path: ["files"], ...(config!.locate(["files"], "key") ?? {}) });
  files.forEach((f, i) => {
    if (roles[i] !== undefined) return;
    roles[i] = "skipped";
    const why = walked[i] ?? (configured && (none || !matchesAny(configured, f.path)) ? "not in the config's files" : undefined);
    if (why !== undefined) skipped[i] = why;
    else {
      roles[i] = "account";
      account.push(i);
    }
  });
  // The CLI's walk order (each folder's entries by name, depth first): where a finding of the
  // whole account or of a Terraform module lands depends on it, not on the order the files came in.
  account.sort((i, j) => walkOrder(files[i]!.path, files[j]!.path));
  return { files, roles, skipped, messages, config, options: { ...configLintOptions(config?.config, policies, (path) => path), terraform, ...(today !== undefined ? { today } : {}) }, account };
}

const IGNORE_FILES: ReadonlySet<string> = new Set(IGNORE_FILE_NAMES);
/** The folders above a path, from the top ("a/b/c.yaml": "a", "a/b"). */
const foldersOf = (path: string): string[] => {
  const parts = path.split("/");
  return parts.slice(0, -1).map((_, k) => parts.slice(0, k + 1).join("/"));
};

/** Each folder's ignore rules (its .gitignore, then its .cloudlintignore, whose lines win), by folder ("" the top). */
function ignoreLevels(files: readonly WorkspaceFile[]): Map<string, IgnoreLevel> {
  const levels = new Map<string, IgnoreLevel>();
  for (const name of IGNORE_FILE_NAMES) {
    for (const f of files) {
      if (f.path.slice(f.path.lastIndexOf("/") + 1) !== name) continue;
      const folder = folderOf(f.path);
      const level = levels.get(folder) ?? { folder, rules: [], file: "" };
      for (const rule of parseIgnoreFile(f.text)) level.rules.push(rule);
      level.file = level.file ? `${level.file} and ${f.path}` : f.path;
      levels.set(folder, level);
    }
  }
  return levels;
}

interface IgnoreLevel {
  folder: string;
  rules: IgnoreRule[];
  file: string;
}

/** Why the walk leaves a path out by the ignore files: each folder on the way, then the file, as the CLI's walk decides. */
function ignoredByFiles(levels: ReadonlyMap<string, IgnoreLevel>, path: string): string | undefined {
  if (levels.size === 0) return undefined;
  const decide = (target: string, isFolder: boolean): string | undefined => {
    const above = ["", ...foldersOf(target)].flatMap((folder) => levels.get(folder) ?? []);
    return ignoredByLevels(above, (level) => (level.folder === "" ? target : target.slice(level.folder.length + 1)), isFolder);
  };
  for (const folder of foldersOf(path)) {
    const why = decide(folder, true);
    if (why !== undefined) return why;
  }
  return decide(path, false);
}

/** The config's ignores as the walk applies them: a folder a `folder/**` pattern covers, then the file. */
function configIgnores(ignores: readonly string[] | undefined, path: string): string | undefined {
  if (!ignores?.length) return undefined;
  if (foldersOf(path).some((folder) => folderCovered(ignores, folder)) || matchesAny(ignores, path)) return "ignored by the config";
  return undefined;
}

/**
 * A glob of policy files matches as the CLI's walk finds files: past the glob's literal folders,
 * hidden folders and node_modules are not entered (`.cloudlint/policies/*.yaml` names its hidden
 * folder; `**\/*.yaml` finds nothing in one). Negations take files back, in order.
 */
function walkedMatch(globs: readonly string[], path: string): boolean {
  if (!matchesAny(globs, path)) return false;
  const folders = path.split("/").slice(0, -1);
  return globs.some((glob) => {
    if (glob.startsWith("!") || !matchGlob(glob, path)) return false;
    const literal = glob.split("/").findIndex((part) => /[*?[{]/.test(part));
    const fixed = literal === -1 ? folders.length : literal;
    return !folders.slice(fixed).some(isSkippedFolderName);
  });
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

/**
 * The Terraform files the CLI reads beside the account (cli/terraform.ts, from a folder): the local
 * modules its configuration calls, wherever they are in the set (linted, and said at the call when
 * missing or outside the set), then a plan's folder's configuration and its local modules (read to
 * place the plan's findings on their lines). Each file once; in the order the CLI reads them.
 */
function terraformSources(set: Gathered): SourceFile[] {
  const { files } = set;
  const limits: LoadLimits = { ...DEFAULT_LIMITS, ...set.options.limits };
  const read = new Set(set.account);
  const byFolder = new Map<string, number[]>();
  files.forEach((f, i) => {
    if (!isTerraformConfigPath(f.path) || (set.roles[i] !== "account" && set.roles[i] !== "skipped")) return;
    const list = byFolder.get(folderOf(f.path));
    if (list) list.push(i);
    else byFolder.set(folderOf(f.path), [i]);
  });
  for (const list of byFolder.values()) list.sort((a, b) => walkOrder(files[a]!.path, files[b]!.path));
  const calls = new Map<number, { name: string; source: string | undefined }[]>();
  const callsOf = (i: number) => {
    let got = calls.get(i);
    if (got) return got;
    const { path, text } = files[i]!;
    got = text === "" || !/\bmodule\b/.test(text) ? [] : moduleSources(/\.json$/i.test(path) ? readJsonConfig(path, loadText(text, limits, undefined, "json"), 0) : readHclConfig(path, text, 0, limits));
    calls.set(i, got);
    return got;
  };
  const notes = new Map<number, Record<string, { note: string }>>();
  const modules: number[] = [];
  const seen = new Set<string>();
  const visitModules = (i: number, depth: number) => {
    for (const { name, source } of callsOf(i)) {
      if (source === undefined || !isLocalModuleSource(source)) continue;
      // moduleFolder keeps a leading ".." (out of the set): named as the CLI names a folder it cannot find.
      const written = moduleFolder(folderOf(files[i]!.path), source)!;
      const target = written.startsWith("..") ? undefined : written;
      const note = (text: string) => notes.set(i, { ...notes.get(i), [name]: { note: text } });
      const here = target === undefined ? undefined : byFolder.get(target);
      if (target === undefined || !here) {
        // Nothing of the set is there (out of the set, nothing is): as the CLI says of a folder it cannot find.
        note(`module "${name}": its source ${source} names ${written || "."}, which does not exist; its resources are not checked`);
        continue;
      }
      if (depth >= MAX_MODULE_DEPTH || seen.has(target)) continue;
      seen.add(target);
      for (const k of here) {
        if (!read.has(k)) {
          read.add(k);
          modules.push(k);
        }
        visitModules(k, depth + 1);
      }
    }
  };
  for (const i of set.account) if (isTerraformConfigPath(files[i]!.path)) visitModules(i, 0);
  // A plan's configuration: its folder's files and their local modules, not linted, only read.
  const placing: number[] = [];
  const planSeen = new Set<string>();
  const visitPlanFolder = (folder: string, depth: number) => {
    if (planSeen.has(folder)) return;
    planSeen.add(folder);
    for (const k of byFolder.get(folder) ?? []) {
      if (read.has(k)) continue;
      read.add(k);
      placing.push(k);
      if (depth >= MAX_MODULE_DEPTH) continue;
      for (const { source } of callsOf(k)) {
        const target = source !== undefined ? moduleFolder(folder, source) : undefined;
        if (target !== undefined && !target.startsWith("..")) visitPlanFolder(target, depth + 1);
      }
    }
  };
  for (const i of set.account) if (/\.json$/i.test(files[i]!.path) && startsAsTerraformJson(files[i]!.text)) visitPlanFolder(folderOf(files[i]!.path), 0);
  const source = (i: number, extra: Partial<SourceFile>): SourceFile => {
    const moduleCalls = notes.get(i);
    return { filePath: files[i]!.path, text: files[i]!.text, ...extra, ...(moduleCalls ? { moduleCalls } : {}) };
  };
  for (const i of [...modules, ...placing]) {
    set.roles[i] = "account";
    set.skipped[i] = undefined;
  }
  return [...set.account.map((i) => source(i, { optional: true })), ...modules.map((i) => source(i, {})), ...placing.map((i) => source(i, { terraformConfig: true }))];
}

/** The sources of the set (terraformSources) and, for each, the index of its file. */
function setSources(set: Gathered): { sources: SourceFile[]; indices: number[] } {
  if (set.sources) return set.sources;
  const sources = terraformSources(set);
  const indexOf = new Map(set.files.map((f, i) => [f.path, i]));
  return (set.sources = { sources, indices: sources.map((s) => indexOf.get(s.filePath)!) });
}

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
  return lintSet(gather(files, today), given, today, undefined);
}

/** lintFiles of a gathered set; `cache` keeps the parses for a later look at the same set (inspectFiles). */
function lintSet(set: Gathered, given: LintFilesOptions, today: string | undefined, cache: LoadCache | undefined): LintFilesResult {
  const { sources, indices } = setSources(set);
  const baseline = given.baseline !== undefined ? gather(given.baseline, today) : undefined;
  const baselineSources = baseline ? setSources(baseline).sources : undefined;
  const options = { ...set.options, ...(baselineSources ? { baseline: baselineSources, baselineTerraform: baseline!.options.terraform! } : {}) };
  const results: FileResult[] = sources.length > 0 ? lintSourcesCached(sources, options, cache) : [];
  results.forEach((r, k) => {
    const i = indices[k]!;
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
 * What the playground asks on every pause in typing, from one reading of the files: lintFiles'
 * result, the firewalls (firewallsOf), and the picture of `firewall` (exposureMap; the first
 * firewall when it is not among them or not given; null when there is none). Each state file is
 * parsed once for all three.
 * @example
 * ```ts
 * const files = [{ path: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }];
 * const { result, firewalls, exposure } = inspectFiles(files);
 * [result.counts.errors, firewalls[0]?.label, exposure && "bands" in exposure]; // [0, "web-fw", true]
 * ```
 */
export function inspectFiles(
  files: readonly WorkspaceFile[],
  options: LintFilesOptions & { firewall?: { label: string; path: string } | null } = {},
): { result: LintFilesResult; firewalls: FirewallRef[]; exposure: FirewallExposure | { problem: string } | null } {
  const given = isPlainObject(options) ? options : {};
  const today = typeof given.today === "string" ? given.today : undefined;
  const set = gather(files, today);
  const cache = new LoadCache();
  const result = lintSet(set, given, today, cache);
  const all = accountFirewalls(set, cache);
  const firewalls = refsOf(all);
  const wanted = isPlainObject(given.firewall) ? given.firewall : undefined;
  const chosen = (wanted && firewalls.find((r) => r.label === wanted.label && r.path === wanted.path)) ?? firewalls[0];
  return { result, firewalls, exposure: chosen ? exposureOf(set, all, chosen.label, chosen.path) : null };
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
  return refsOf(accountFirewalls(set, undefined));
}

function refsOf(all: readonly AccountFirewall[]): FirewallRef[] {
  return all.flatMap((fw) => (typeof fw.label === "string" ? [{ label: fw.label, path: fw.filePath, ...lines(fw.locate(fw.path)) }] : []));
}

/** The lines a span covers: a block's span ends at the start of the line after it. */
function lines(at: { line: number; column: number; endLine: number; endColumn: number } | undefined): { line: number; endLine: number } {
  if (!at) return { line: 1, endLine: 1 };
  return { line: at.line, endLine: at.endColumn === 1 && at.endLine > at.line ? at.endLine - 1 : at.endLine };
}

function accountFirewalls(set: Gathered, cache: LoadCache | undefined): AccountFirewall[] {
  return firewallsOfSources(setSources(set).sources, set.options.terraform, set.options.limits, cache);
}

/**
 * A firewall's picture as the playground draws it (exposureMap): its rows and bands, each band's
 * deciding rule with its line, and the lines of the policies.
 * @example
 * ```ts
 * const map: FirewallExposure | { problem: string } = exposureMap([{ path: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }], "web-fw");
 * ```
 */
export interface FirewallExposure {
  firewall: FirewallRef;
  rows: ExposureRow[];
  bands: Array<ExposureBand & { rule: (ExposureBand["rule"] & { line?: number; column?: number }) | null }>;
  omittedRows: number;
  sensitivePorts: Array<[number, number]>;
  policyLine: { inbound?: number; outbound?: number };
  skippedRules: number;
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
export function exposureMap(files: readonly WorkspaceFile[], label: string, path?: string): FirewallExposure | { problem: string } {
  const set = gather(files, undefined);
  return exposureOf(set, accountFirewalls(set, undefined), label, path);
}

function exposureOf(set: Gathered, all: readonly AccountFirewall[], label: string, path: string | undefined): FirewallExposure | { problem: string } {
  const matches = all.filter((fw) => fw.label === label && (path === undefined || fw.filePath === path));
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
