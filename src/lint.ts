/**
 * The linter pipeline: texts → data and positions → one account → checks → diagnostics with
 * positions attached by path. Pure: no file system, no console.
 */
import { buildAccount, notStateReason, type Account, type Section } from "./account/account.js";
import { checkFirewallsAcrossAccount } from "./account/firewalls.js";
import { checkIpRequestsAcrossAccount } from "./account/ip.js";
import { checkNetworkAcrossAccount } from "./account/network.js";
import { checkLabelCharacters } from "./account/labels.js";
import { firewallSemanticFindings } from "./firewall/checks.js";
import { withLegacyRules } from "./firewall/legacy.js";
import { ipAssignShape, ipShareShape, ipv6RangeShape } from "./resources/ip.js";
import { computeFindings, nodebalancerFindings } from "./resources/compute.js";
import { databaseStateFindings } from "./resources/database.js";
import { imageStateFindings } from "./resources/image.js";
import { stackscriptStateFindings } from "./resources/stackscript.js";
import { vpcStateFindings } from "./resources/vpc.js";
import { SEVERITY_ORDER, toDiagnostic, type Diagnostic, type Finding, type Path, type Severity } from "./diagnostic.js";
import { readJsonWithin } from "./load/json-syntax.js";
import { DEFAULT_LIMITS, emptyPositions, loadText, type LoadedText, type LoadLimits, type PositionMap } from "./load/load.js";
import { raiseLimitHint, resolveLimits } from "./load/limits.js";
import { RULES } from "./rules/catalog.js";
import { firewallStateFindings } from "./resources/firewall.js";
import { refusedData, Reporter } from "./rules/report.js";
import { compileFirewallRules, evaluateFirewall, firewallModels, type CompiledFirewall, type Packet } from "./firewall/model.js";
import { escapeText, isPlainObject, jsonType } from "./util/text.js";
import { appendAll, definedItems, setOwn } from "./util/data.js";
import { filterFindings, validatePaging } from "./filter/validate.js";
import { applySuppressions } from "./rules/suppress.js";
import { applyFixesAt, type FixResult } from "./rules/fix.js";
import { checkTransitions, type PlaceDeleted } from "./change/transitions.js";
import { capFindings } from "./rules/caps.js";
import { defaultSetting, isRuleId } from "./rules/catalog.js";
import { maxListLength } from "./policy/compile.js";
import { checkPolicies } from "./policy/evaluate.js";
import { compiledPolicies, type PolicySet } from "./policy/index.js";
import { loadTerraformText, readTerraformJson, terraformJsonKind, type TerraformSides } from "./terraform/plan.js";
import { BEFORE, terraformUnit, type CoverageNote, type TerraformUnit } from "./terraform/unit.js";
import { variableAssignments } from "./terraform/inputs.js";
import type { TfLocation } from "./terraform/resources.js";
import { UNPLACED } from "./terraform/mapping.js";
import { ADDRESS } from "./util/marks.js";
import { configFolders, configLocator, folderOf, hclPositions, isTerraformConfigPath, moduleCallNotes, moduleFolder, tofuOverrides, underUnknown, planTokenFindings, readHclConfig, readJsonConfig, rootModules, withModuleCalls, type ConfigFile, type RootModule } from "./terraform/config.js";

export { MAX_FINDINGS_PER_FILE, MAX_FINDINGS_PER_RESOURCE } from "./rules/caps.js";

/**
 * A severity override for a rule, or `off`.
 * @example
 * ```ts
 * const settings: Record<string, RuleSetting> = { "firewall-open-policy": "off", "subnet-ipv4-private": "error" };
 * ```
 */
export type RuleSetting = Severity | "off";

/**
 * Options of the linter: severity overrides, firewall-exposed-port's ports, allowed regions, inline suppressions, limits.
 * @example
 * ```ts
 * const options: LintOptions = { rules: { "database-single-node": "off" }, sensitivePorts: [22, 5432], allowedRegions: ["us-east"] };
 * ```
 */
export interface LintOptions {
  /** Per-rule severity overrides; `off` drops the rule's findings. */
  rules?: Record<string, RuleSetting>;
  /** Ports that firewall-exposed-port guards (default: administrative and database ports). */
  sensitivePorts?: number[];
  /** Honour `# cloudlint-disable…` comments (default true; false for audits). */
  inlineConfig?: boolean;
  /** Today as YYYY-MM-DD, for suppressions with `until=` (default: the current date). */
  today?: string;
  /** Per-file rule settings (a config's overrides), applied over `rules`. */
  rulesFor?: (filePath: string) => Record<string, RuleSetting>;
  /** Regions the account may use; region-not-allowed reports others. Unchecked when not given. */
  allowedRegions?: string[];
  /** The account's IPv6 range limit per region, if it was raised (default 1). */
  ipv6RangesPerRegion?: number;
  /** Loading limits for text input. */
  limits?: Partial<LoadLimits>;
  /**
   * The state files before the change (the base of a pull request), for lintSources and lintText:
   * the transition checks then run (a subnet's ipv4 changed, a database field its update does not
   * take, …). Resources are told apart by id, else by label. Problems of the baseline's own files
   * are not reported.
   */
  baseline?: SourceFile[];
  /**
   * Organisation policies (compiled once by compilePolicies), evaluated in the same pass: their
   * findings carry the policy id and obey `rules`, `rulesFor` and inline suppressions.
   */
  policies?: PolicySet;
  /**
   * The path a policy's `where.file` globs are matched against, for a file of the run (default:
   * its filePath). The CLI gives the path relative to the config file's folder.
   */
  policyPath?: (filePath: string) => string;
  /**
   * Values of Terraform root modules' variables: `TF_VAR_name` (env), the definitions files read
   * automatically from root folders (autoFiles: terraform.tfvars, *.auto.tfvars and their .json),
   * and `--var-file`/`--var` in command-line order (args). A variable without a value stays unknown.
   */
  terraform?: VariableInputs;
  /**
   * The baseline's own Terraform variable values, when they differ from the change's (its
   * definitions files at the baseline's revision): default `terraform`. The CLI gives the
   * baseline's terraform.tfvars and *.auto.tfvars files here, with the run's --var, --var-file
   * and TF_VAR_ values, so that a change to a .tfvars file is a change.
   */
  baselineTerraform?: VariableInputs;
}

/**
 * Values of Terraform root modules' variables (LintOptions.terraform), texts only: the caller
 * reads the files. Terraform's precedence, lowest first: `env`; each root folder's
 * terraform.tfvars, terraform.tfvars.json, then *.auto.tfvars and *.auto.tfvars.json in lexical
 * order (`autoFiles`, matched to a root module by their folder); `args` in command-line order.
 * @example
 * ```ts
 * const terraform: VariableInputs = { env: { region: "us-east" }, args: [{ filePath: "prod.tfvars", text: 'ports = "22"\n' }, { name: "label", value: "web" }] };
 * ```
 */
export interface VariableInputs {
  /** `TF_VAR_name` values from the environment, by variable name (without the prefix). */
  env?: Readonly<Record<string, string>>;
  /** Definitions files read automatically from root module folders; `problem` when one is there but could not be read (no variable of its root is then known). */
  autoFiles?: readonly { readonly filePath: string; readonly text: string; readonly problem?: string }[];
  /** `--var-file FILE` (its path and text) and `--var NAME=VALUE`, in command-line order, for every root module. */
  args?: readonly ({ readonly filePath: string; readonly text: string } | { readonly name: string; readonly value: string })[];
  /**
   * The text of a file a `file()`, `templatefile()` or `filebase64()` call names (its path from the
   * working directory), or undefined when it may not be read: the call's value is then unknown.
   * The CLI and the language server read files inside the repository, within the run's byte limits.
   */
  readFile?: (path: string) => string | undefined;
  /**
   * The workspace `terraform.workspace` names, by root module folder (the CLI reads TF_WORKSPACE,
   * else the folder's .terraform/environment, as Terraform does); "default" for a folder not named.
   */
  workspaces?: Readonly<Record<string, string>>;
}

/**
 * One state file of a run: its path (for messages and config overrides) and its text.
 * @example
 * ```ts
 * const file: SourceFile = { filePath: "infra/network.yaml", text: "vpcs: []\n" };
 * ```
 */
export interface SourceFile {
  filePath: string;
  text: string;
  /** Size of the file on disk, when the caller did not read an oversized file. */
  byteLength?: number;
  /**
   * Set by a reader whose bytes were not clean UTF-8: reported as one parse-error finding. With
   * `lint: false` (UTF-16, binary) nothing else is read from the file; with `lint: true` the text
   * (decoded with replacement characters) is still linted.
   */
  encoding?: { message: string; lint: boolean };
  /**
   * Found by walking a folder, not named: when it is plainly not a state file (package.json, a
   * workflow, a manifest) it is left out of the account and its result says why (`skipped`).
   */
  optional?: boolean;
  /**
   * A Terraform configuration file (`.tf`, `.tf.json`) given only to place the findings of a plan
   * of the run at their attribute's line (the plan's folder's files, and its local modules'): it
   * is read for positions and suppressions, not linted as an account of its own.
   */
  terraformConfig?: boolean;
  /**
   * A Terraform configuration file's module calls, by name, as the reader of the files found them
   * (the CLI and the language server): the folder of a registry or git module's installed copy
   * (from `.terraform/modules/modules.json`), or why the call's module is not read (a source
   * outside the repository, a folder that does not exist), reported at the call's `source` line.
   * A call not named here is read from the run's files (a local source), else noted as not read.
   */
  moduleCalls?: Record<string, { folder?: string; note?: string }>;
}

/**
 * The findings of one file of a run, sorted by position, with their counts by severity.
 * @example
 * ```ts
 * const [result]: FileResult[] = lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }]);
 * result?.messages; // Diagnostic[] with line and column
 * ```
 */
export interface FileResult {
  filePath: string;
  /** Set when an optional source was plainly not a state file: why it was left out (no messages). */
  skipped?: string;
  /**
   * Set when the file is input cloudlint does not read at all (`terraform show -json` output of
   * another major format version): why, in one line. Its messages say it too (a parse-error); the
   * CLI reports it as an error of the run (exit 2), not as a finding.
   */
  unsupported?: string;
  /**
   * Terraform input: the provider's resources that no rule checks, once per resource type with
   * one address as an example and why (a type the mapping does not cover; a subnet whose VPC is
   * not in the input). Addresses are the input's text: escape them for output. For --debug.
   */
  notChecked?: Array<{ type: string; address: string; reason: string; filePath?: string; line?: number }>;
  /**
   * Terraform configuration (on its root module's first file): the input variables whose value is
   * not known (`var.region`, `module.net.var.cidr`), and why ("no value", "sensitive", "not of its
   * type", "not a literal", "definitions file not read"). Never a value. For --debug.
   */
  unknownVariables?: Array<{ name: string; reason: string }>;
  /**
   * Terraform input, on the file that carries a root module's (or a plan's) account: how many of
   * the provider's resources its rules checked fully (every attribute they read is known), partly
   * (some unknown: the findings that depend on them are dropped) or not at all (a type the mapping
   * does not cover, a subnet whose VPC is not in the input, a block whose count/for_each is
   * unknown), and how many module calls were not read. `unknown` names, for --debug, each unknown
   * value of a resource checked partly and each resource or module call not checked, with where it
   * is written and why (names and reasons only, never a value). Addresses are the input's text:
   * escape them for output.
   */
  terraform?: TerraformChecked;
  messages: Diagnostic[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
}

/**
 * What a lint of Terraform input checked (FileResult's `terraform`): how many of the provider's
 * resources fully, partly or not at all, how many module calls were not read, and each unknown
 * value or resource not checked, where and why.
 * @example
 * ```ts
 * const [result] = lintSources([{ filePath: "main.tf", text: 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = var.region\n}\n' }]);
 * const checked: TerraformChecked | undefined = result?.terraform;
 * checked?.partly; // 1
 * checked?.unknown[0]?.reason; // "no value for var.region"
 * ```
 */
export interface TerraformChecked {
  /** Resources whose every attribute the rules read is known. */
  fully: number;
  /** Resources with some of those attributes unknown: the findings that depend on them are not reported. */
  partly: number;
  /** Resources no rule checks: a type the mapping does not cover, a subnet whose VPC is not in the input, a block whose count/for_each is unknown (one each). */
  notAtAll: number;
  /** Module calls not read (a registry or git source, a folder not linted, an unknown count): their resources are in no count. */
  modulesNotRead: number;
  /** Each resource (or module call) not checked, at its file and line, and why; `type` is the resource's (a module call has none). */
  unchecked: TerraformNote[];
  /** For --debug: each unknown value of a resource checked partly, at its file and line, and why (placed when first read). */
  unknown: TerraformNote[];
}

/**
 * A note of TerraformChecked: a resource, module call or value, where it is written and why it is not (fully) checked.
 * @example
 * ```ts
 * const [result] = lintSources([{ filePath: "main.tf", text: 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = var.region\n}\n' }]);
 * const note: TerraformNote | undefined = result?.terraform?.unknown[0];
 * note && `${note.filePath}:${note.line} ${note.address}.${note.attribute}: ${note.reason}`; // "main.tf:3 linode_vpc.main.region: no value for var.region"
 * ```
 */
export interface TerraformNote {
  filePath: string;
  line?: number;
  column?: number;
  /** The resource's (or module call's) Terraform address. */
  address: string;
  /** The resource's type; none for a module call. */
  type?: string;
  /** The provider attribute, dotted (`inbound[0].ipv4`); "" for the whole resource. */
  attribute: string;
  reason: string;
  /** The whole resource or module call (`unchecked`), not one value. */
  whole: boolean;
}

/** What a Terraform input says beside its findings (FileResult's `unsupported`, `notChecked` and `terraform`), each note at the file and line that hold it. */
function terraformNotes(loaded: Loaded | undefined, all: readonly Loaded[], sources: readonly SourceFile[]): Pick<FileResult, "unsupported" | "notChecked" | "terraform" | "unknownVariables"> {
  if (loaded?.unsupported !== undefined) return { unsupported: loaded.unsupported };
  const unknownVariables = loaded?.tfUnresolved?.length ? { unknownVariables: loaded.tfUnresolved.map((u) => ({ name: u.name, reason: u.why })) } : {};
  const unit = loaded?.terraform;
  if (!unit) return unknownVariables;
  const coverage = unit.coverage();
  const place = (at: TfLocation | undefined) => {
    const file = at ? sources[at.fileIndex]?.filePath : undefined;
    const pos = at && file !== undefined ? all[at.fileIndex]?.positions.locate(at.path) : undefined;
    return { ...(file !== undefined ? { filePath: file } : {}), ...(pos ? { line: pos.line, column: pos.column } : {}) };
  };
  const notes = (list: readonly CoverageNote[]): TerraformNote[] =>
    list
      .map((n) => ({ filePath: "", ...place(n.at), address: n.address, ...(n.type !== undefined ? { type: n.type } : {}), attribute: n.attribute, reason: n.why, whole: n.whole }))
      .sort((a, b) => (a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)));
  const unchecked = notes(coverage.unchecked);
  const terraform = { fully: coverage.fully, partly: coverage.partly, notAtAll: coverage.notAtAll, modulesNotRead: coverage.modulesNotRead, unchecked } as TerraformChecked;
  // Placing every unknown value costs its resource's positions: done once, when read (--debug).
  let unknown: TerraformNote[] | undefined;
  Object.defineProperty(terraform, "unknown", { get: () => (unknown ??= notes(coverage.unknown())), enumerable: true, configurable: true });
  const unmapped = unit.unmapped;
  if (!unmapped.size) return { terraform, ...unknownVariables };
  // Each type's example at the file and line of its resource (not the folder's first file).
  const whereOf = new Map(unchecked.map((u) => [u.address, u]));
  const notChecked = [...unmapped].map(([key, address]) => {
    const w = whereOf.get(address);
    const at = w?.filePath ? { filePath: w.filePath, ...(w.line !== undefined ? { line: w.line } : {}) } : {};
    return key.endsWith(UNPLACED) ? { type: key.slice(0, -UNPLACED.length), address, reason: UNPLACED.slice(2, -1), ...at } : { type: key, address, reason: "the mapping does not cover it", ...at };
  });
  return { notChecked: notChecked.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)), terraform, ...unknownVariables };
}

/** The baseline of a change, built into an account, and where findings about its deleted resources go. */
interface Baseline {
  readonly account: Account;
  readonly placeDeleted: PlaceDeleted;
}

/**
 * Runs every resource validator and account check over an account (and the transition checks,
 * given a baseline, and the organisation policies, given some); `names` are the files' paths.
 */
function checkAccount(files: readonly unknown[], options: LintOptions, baseline?: Baseline, names: readonly string[] = []): Finding[] {
  const { account, findings } = buildAccount(files);
  const out = new Reporter();
  out.addAll(findings);
  // Each firewall's rules are compiled once per run, for the built-in analysis and the policies;
  // without policies nothing reads a model twice, and keeping them all would hold a few kilobytes
  // a firewall until the run ends.
  const policies = compiledPolicies(options.policies);
  const firewallModel = policies?.length ? firewallModels() : compileFirewallRules;
  if (baseline) checkTransitions(baseline.account, account, out, baseline.placeDeleted, options.sensitivePorts ? { sensitivePorts: options.sensitivePorts } : {});
  checkResources(account, options, out, firewallModel);
  checkFirewallsAcrossAccount(account, out);
  checkNetworkAcrossAccount(account, out, options.allowedRegions);
  checkIpRequestsAcrossAccount(account, out, options.ipv6RangesPerRegion ?? 1);
  checkLabelCharacters(account, out);
  if (policies?.length) {
    const filePath = (i: number) => names[i] ?? "<state>";
    const policyPath = options.policyPath;
    // Lists as long as the run's --max-values lets a file hold are walked, never skipped.
    out.addAll(checkPolicies(account, policies, { filePath, relativePath: policyPath ? (i) => policyPath(filePath(i)) : filePath }, firewallModel, maxListLength(options.limits)));
  }
  return capFindings(out.findings);
}

type EntryValidator = (entry: unknown, options: LintOptions, firewallModel: (rules: unknown) => CompiledFirewall) => Finding[];

/** The checks of each state-file section's entries (what IP requests do is an account check). */
const SECTION_VALIDATORS: Record<Section, EntryValidator> = {
  computes: computeFindings,
  nodebalancers: nodebalancerFindings,
  vpcs: vpcStateFindings,
  firewalls: (entry, options, firewallModel) =>
    withLegacyRules(entry, [...firewallStateFindings(entry), ...firewallSemanticFindings(entry, options.sensitivePorts ? { sensitivePorts: options.sensitivePorts } : {}, firewallModel)]),
  databases: databaseStateFindings,
  stackscripts: stackscriptStateFindings,
  images: imageStateFindings,
  ip_assignments: ipAssignShape,
  ip_shares: ipShareShape,
  ipv6_ranges: ipv6RangeShape,
};

function checkResources(account: Account, options: LintOptions, out: Reporter, firewallModel: (rules: unknown) => CompiledFirewall): void {
  for (const [section, validate] of Object.entries(SECTION_VALIDATORS) as [Section, EntryValidator][]) {
    for (const entry of account.sections[section]) {
      out.addAll(validate(entry.value, options, firewallModel).map((f) => ({ ...f, fileIndex: entry.fileIndex })), entry.path);
    }
  }
}

/** Each finding at its rule's setting: dropped when `off`, or when an opt-in rule (defaultOff) is not set. */
function applySettings(findings: Finding[], rules: Record<string, RuleSetting> | undefined): Finding[] {
  const result: Finding[] = [];
  for (const f of findings) {
    const setting = rules && Object.prototype.hasOwnProperty.call(rules, f.ruleId) ? rules[f.ruleId] : undefined;
    if (setting === "off" || (setting === undefined && defaultSetting(f.ruleId) === "off")) continue;
    result.push(setting ? { ...f, severity: setting } : f);
  }
  return result;
}

function compareFindings(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity] ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

function summarize(filePath: string, messages: Diagnostic[]): FileResult {
  let errorCount = 0;
  let warningCount = 0;
  let infoCount = 0;
  for (const m of messages) {
    if (m.severity === "error") errorCount++;
    else if (m.severity === "warning") warningCount++;
    else infoCount++;
  }
  return { filePath, messages, errorCount, warningCount, infoCount };
}

/** `.json` files are held to JSON; everything else is YAML. */
export function syntaxOf(filePath: string): "json" | "yaml" {
  return /\.json$/i.test(filePath) ? "json" : "yaml";
}

const WHOLE_FILE = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/**
 * A loaded source: its data and positions, or, for Terraform input, the unit it maps onto. `group`
 * is the account it belongs to: "" for state files and plans (one account), `tf:<folder>` for a
 * Terraform configuration's root module (the first file of the folder carries the account); the
 * other files of a configuration belong to none (their findings come through the root's unit).
 */
type Loaded = LoadedText & { skipped?: string; terraform?: TerraformUnit; group?: string; config?: ConfigFile; unsupported?: string; plan?: TerraformSides; tfUnknown?: ReadonlySet<string>; tfUnresolved?: RootModule["unresolved"]; placesPlan?: boolean };

/** A source's text loaded: `terraform show -json` output by JSON.parse (loadTerraformText), anything else by loadText. */
function readText(s: SourceFile, limits: LoadLimits, syntax: "json" | "yaml"): LoadedText {
  if (syntax !== "json") return loadText(s.text, limits, s.byteLength, syntax);
  // One JSON.parse for both readers: it is most of a .json state file's load.
  const reading = readJsonWithin(s.text, limits, s.byteLength);
  return loadTerraformText(s.text, limits, s.byteLength, reading) ?? loadText(s.text, limits, s.byteLength, "json", reading);
}

/**
 * Each state file's parse kept between runs of lintSourcesCached: the language server lints the
 * whole account on every keystroke, and only the file that changed is parsed again (the checks
 * never modify what the loader returns). It holds the files of its latest run only.
 * @internal
 */
export class LoadCache {
  /** How many texts runs with this cache have parsed (for tests and the benchmark). */
  parsed = 0;
  #entries = new Map<string, { text: string; key: string; loaded: LoadedText }>();
  #used = new Set<string>();

  /** readText, or its result for the same path, text and limits last time. */
  load(s: SourceFile, limits: LoadLimits, syntax: "json" | "yaml"): LoadedText {
    const key = `${syntax}\u0000${s.byteLength ?? ""}\u0000${limits.maxBytes}\u0000${limits.maxDepth}\u0000${limits.maxAliases}\u0000${limits.maxValues}`;
    this.#used.add(s.filePath);
    const hit = this.#entries.get(s.filePath);
    if (hit && hit.text === s.text && hit.key === key) return hit.loaded;
    this.parsed++;
    const loaded = readText(s, limits, syntax);
    this.#entries.set(s.filePath, { text: s.text, key, loaded });
    return loaded;
  }

  /** Forgets the files the run that just ended did not have. */
  sweep(): void {
    for (const path of this.#entries.keys()) if (!this.#used.has(path)) this.#entries.delete(path);
    this.#used.clear();
  }
}

/** Loads each source within the per-file and the run's total limits. */
function loadSources(sources: readonly SourceFile[], limits: LoadLimits, cache?: LoadCache, inputs?: VariableInputs): Loaded[] {
  let total = 0;
  return finishTerraform(limits, inputs, sources, sources.map((s, fileIndex): Loaded => {
    const size = Math.max(s.byteLength ?? 0, s.text.length);
    // A plan's configuration, read only to place its findings: past a limit it is left out, never a
    // finding of its own (the plan's findings then point into the plan).
    if (s.terraformConfig && (size > limits.maxBytes || total + size > limits.maxTotalBytes)) return { data: undefined, positions: emptyPositions(), findings: [] };
    // A file over the per-file limit is refused alone (loadText says so) and takes nothing from the total.
    if (size <= limits.maxBytes) total += size;
    if (size <= limits.maxBytes && total > limits.maxTotalBytes) {
      const message = `the run's input passes the limit of ${limits.maxTotalBytes} bytes for all files together; this file (${size} bytes) was not linted (${raiseLimitHint("maxTotalBytes")})`;
      return { data: undefined, positions: emptyPositions(), findings: [{ ruleId: "input-limit" as const, severity: RULES["input-limit"].severity, message, path: [], ...WHOLE_FILE }] };
    }
    const encoding: Finding[] = s.encoding ? [{ ruleId: "parse-error", severity: RULES["parse-error"].severity, message: s.encoding.message, path: [], ...WHOLE_FILE }] : [];
    if (s.encoding && !s.encoding.lint) return { data: undefined, positions: emptyPositions(), findings: encoding };
    if (isTerraformConfigPath(s.filePath)) return loadConfig(s, fileIndex, limits, size, encoding);
    const loaded = cache ? cache.load(s, limits, syntaxOf(s.filePath)) : readText(s, limits, syntaxOf(s.filePath));
    // `terraform show -json` output, recognised by content: the provider's resources as an account.
    const terraform = syntaxOf(s.filePath) === "json" ? terraformJsonKind(loaded.data) : undefined;
    if (terraform?.kind === "unsupported") {
      return { data: undefined, positions: loaded.positions, findings: [{ ruleId: "parse-error", severity: RULES["parse-error"].severity, message: terraform.message, path: [], ...WHOLE_FILE }], unsupported: terraform.message };
    }
    if (terraform) {
      // The unit is built once every file is read: the plan's configuration may be among them.
      const plan = readTerraformJson(loaded.data as Record<string, unknown>, terraform.kind, fileIndex);
      return { data: undefined, positions: loaded.positions, findings: [...encoding, ...loaded.findings, ...planTokenFindings(loaded.data, loaded.positions)], plan, group: "" };
    }
    // A file refused by a limit is always reported: a hostile file must not pass unnoticed.
    if (s.optional && s.byteLength === undefined && !loaded.findings.some((f) => f.ruleId === "input-limit")) {
      const skipped = notStateReason(loaded.data, s.text, loaded.data !== undefined);
      if (skipped) return { data: undefined, positions: emptyPositions(), findings: [], skipped };
    }
    const findings: Finding[] = [...encoding, ...loaded.findings];
    // An empty file is an empty account; a document that says `null` is a mistake.
    if (loaded.data === null && !loaded.empty) {
      findings.push({ ruleId: "state-structure", severity: RULES["state-structure"].severity, message: "the document is null; a state file's top level is a mapping of resource sections (an empty file is an empty account)", path: [], ...WHOLE_FILE });
    }
    return { ...loaded, group: "", findings };
  }));
}

/** A Terraform configuration file (`.tf`, `.tf.json`), read within the per-file limit; its account is its root module's (see groupConfigs). */
function loadConfig(s: SourceFile, fileIndex: number, limits: LoadLimits, size: number, encoding: Finding[]): Loaded {
  if (size > limits.maxBytes) {
    const message = `the file is ${size} bytes, more than the limit of ${limits.maxBytes} (${raiseLimitHint("maxBytes")})`;
    return { data: undefined, positions: emptyPositions(), findings: [...encoding, { ruleId: "input-limit", severity: RULES["input-limit"].severity, message, path: [], ...WHOLE_FILE }] };
  }
  const read = /\.json$/i.test(s.filePath) ? readJsonConfig(s.filePath, loadText(s.text, limits, s.byteLength, "json"), fileIndex, s.text.length) : readHclConfig(s.filePath, s.text, fileIndex, limits);
  const config = withModuleCalls(read, s.moduleCalls);
  return { data: undefined, positions: config.positions, findings: [...encoding, ...config.findings], config };
}

/**
 * Terraform input once every file is read: each plan's unit, placed in its configuration when that
 * is given (SourceFile.terraformConfig); each root module of the configuration files linted for
 * themselves, one account carried by the module's first file.
 */
function finishTerraform(limits: LoadLimits, inputs: VariableInputs | undefined, sources: readonly SourceFile[], loaded: Loaded[]): Loaded[] {
  // A `.tofu` file replaces the `.tf` file of the same name, as OpenTofu reads a folder.
  for (const [tf, tofu] of tofuOverrides(sources.map((s) => s.filePath))) {
    if (!loaded[tf]?.config || !loaded[tofu]?.config) continue;
    loaded[tf] = { data: undefined, positions: emptyPositions(), findings: [], skipped: `${sources[tofu]!.filePath} replaces it (OpenTofu reads a .tofu file instead of the .tf file of the same name)` };
  }
  const configs = loaded.flatMap((l, fileIndex) => (l.config && !sources[fileIndex]?.terraformConfig ? [{ ...l.config, fileIndex }] : []));
  const variables = configs.length ? variableAssignments(inputs, limits) : undefined;
  const roots = configs.length ? rootModules(configs, limits, variables?.assignments, inputs?.readFile, inputs?.workspaces) : [];
  // Each module call whose module is not read is a note at its source line, never silence.
  const folders = configFolders(configs);
  for (const c of configs) appendAll(loaded[c.fileIndex]!.findings as Finding[], moduleCallNotes(c, folders));
  // A plan and its own configuration in one run (`lint infra/` where the CI job wrote
  // infra/plan.json): the plan is linted, the configuration places its findings; linting both
  // would report every finding twice.
  const planFolders = new Set(loaded.flatMap((l, i) => (l.plan ? [moduleFolder(folderOf(sources[i]!.filePath), ".") ?? ""] : [])));
  const placing = new Set(roots.filter((r) => planFolders.has(r.folder)).flatMap((r) => r.files));
  const ofPlans = loaded.flatMap((l, fileIndex) => (l.config && (sources[fileIndex]?.terraformConfig || placing.has(fileIndex)) ? [{ ...l.config, fileIndex }] : []));
  for (const c of ofPlans) loaded[c.fileIndex] = { ...loaded[c.fileIndex]!, placesPlan: true };
  loaded.forEach((l, i) => {
    if (!l.plan) return;
    const locate = ofPlans.length ? configLocator(ofPlans, folderOf(sources[i]!.filePath), limits) : undefined;
    const unit = terraformUnit(l.plan.after, l.plan.before, locate ? { relocate: (r) => locate(r.address, r.module) } : {});
    loaded[i] = { ...l, data: unit.data, terraform: unit };
  });
  for (const root of roots) {
    if (planFolders.has(root.folder)) continue;
    const carrier = root.files[0]!;
    const unit = terraformUnit(root.resources, undefined, { fixes: true }, root.unknownWhy);
    const findings = loaded[carrier]!.findings;
    for (const p of variables?.problems(root.folder) ?? []) findings.push({ ruleId: p.ruleId, severity: RULES[p.ruleId].severity, message: p.message, path: [], ...WHOLE_FILE });
    if (root.exhausted) {
      const past = root.exhausted === "instances" ? `${limits.maxTerraformInstances.toLocaleString("en-US")} resource and module instances` : `${root.valuesBudget.toLocaleString("en-US")} values`;
      // Past the bound of its files' sizes, raising the limit does not help: say so instead.
      const hint = root.exhausted === "values" && root.bySize ? "at most 250,000 values plus one per four characters of its files, whatever the limits: evaluation stays linear in the input" : raiseLimitHint(root.exhausted === "instances" ? "maxTerraformInstances" : "maxTerraformValues");
      const message =
        root.exhausted === "depth"
          ? "the configuration's expressions nest too deeply to evaluate: only the part read before that is checked"
          : `the configuration expands to more than ${past} (count, for_each, dynamic blocks, functions, modules calling modules, locals built from locals): only the part read before that is checked (${hint})`;
      findings.push({ ruleId: "input-limit", severity: RULES["input-limit"].severity, message, path: [], ...WHOLE_FILE });
    }
    loaded[carrier] = { ...loaded[carrier]!, data: unit.data, terraform: unit, group: `tf:${root.folder}`, findings, tfUnknown: root.unknown, tfUnresolved: root.unresolved };
  }
  return loaded;
}

/**
 * Options as given by any caller, read defensively: a value of the wrong type is left out (the
 * default applies), never trusted, so every entry point is total.
 */
function readOptions(given: unknown): LintOptions {
  if (typeof given !== "object" || given === null) return {};
  const o = given as Record<string, unknown>;
  const out: LintOptions = {};
  if (typeof o.rules === "object" && o.rules !== null) out.rules = readSettings(o.rules);
  if (Array.isArray(o.sensitivePorts)) out.sensitivePorts = definedItems(o.sensitivePorts).flatMap(([, p]) => (typeof p === "number" ? [p] : []));
  if (typeof o.inlineConfig === "boolean") out.inlineConfig = o.inlineConfig;
  if (typeof o.today === "string") out.today = o.today;
  if (typeof o.rulesFor === "function") {
    const rulesFor = o.rulesFor as (filePath: string) => unknown;
    out.rulesFor = (filePath) => readSettings(rulesFor(filePath));
  }
  if (Array.isArray(o.allowedRegions)) out.allowedRegions = definedItems(o.allowedRegions).flatMap(([, r]) => (typeof r === "string" ? [r] : []));
  if (typeof o.ipv6RangesPerRegion === "number" && Number.isInteger(o.ipv6RangesPerRegion) && o.ipv6RangesPerRegion >= 1) out.ipv6RangesPerRegion = o.ipv6RangesPerRegion;
  if (typeof o.limits === "object" && o.limits !== null) out.limits = o.limits as Partial<LoadLimits>;
  if (Array.isArray(o.baseline)) out.baseline = readSources(o.baseline);
  if (compiledPolicies(o.policies)) out.policies = o.policies as PolicySet;
  if (typeof o.terraform === "object" && o.terraform !== null) out.terraform = readVariableInputs(o.terraform as Record<string, unknown>);
  if (typeof o.baselineTerraform === "object" && o.baselineTerraform !== null) out.baselineTerraform = readVariableInputs(o.baselineTerraform as Record<string, unknown>);
  if (typeof o.policyPath === "function") {
    const policyPath = o.policyPath as (filePath: string) => unknown;
    out.policyPath = (filePath) => {
      const p = policyPath(filePath);
      return typeof p === "string" ? p : filePath;
    };
  }
  return out;
}

/** Terraform variable inputs as given by any caller: strings only, anything else left out. */
function readVariableInputs(o: Record<string, unknown>): VariableInputs {
  const file = (x: unknown) => {
    const f = typeof x === "object" && x !== null ? (x as Record<string, unknown>) : {};
    if (typeof f.filePath !== "string" || typeof f.text !== "string") return undefined;
    return typeof f.problem === "string" ? { filePath: f.filePath, text: f.text, problem: f.problem } : { filePath: f.filePath, text: f.text };
  };
  const env: Record<string, string> = {};
  if (typeof o.env === "object" && o.env !== null) for (const [k, v] of Object.entries(o.env)) if (typeof v === "string") setOwn(env, k, v);
  const autoFiles = Array.isArray(o.autoFiles) ? definedItems(o.autoFiles).flatMap(([, f]) => file(f) ?? []) : [];
  const args = Array.isArray(o.args)
    ? definedItems(o.args).flatMap(([, a]): ({ filePath: string; text: string } | { name: string; value: string })[] => {
        const x = typeof a === "object" && a !== null ? (a as Record<string, unknown>) : {};
        if (typeof x.name === "string" && typeof x.value === "string") return [{ name: x.name, value: x.value }];
        const f = file(a);
        return f ? [f] : [];
      })
    : [];
  const given = o.readFile;
  // A caller's reader is called defensively: anything but a string (or a throw) is "not readable".
  const readFile =
    typeof given === "function"
      ? (path: string): string | undefined => {
          try {
            const text: unknown = (given as (p: string) => unknown)(path);
            return typeof text === "string" ? text : undefined;
          } catch {
            return undefined;
          }
        }
      : undefined;
  const workspaces: Record<string, string> = {};
  if (typeof o.workspaces === "object" && o.workspaces !== null) for (const [k, v] of Object.entries(o.workspaces)) if (typeof v === "string") setOwn(workspaces, k, v);
  return { env, autoFiles, args, workspaces, ...(readFile ? { readFile } : {}) };
}

const SETTINGS: ReadonlySet<unknown> = new Set(["error", "warning", "info", "off"]);

/**
 * Rule settings as given by any caller: a value other than error, warning, info or off is left
 * out (the rule's default applies; an opt-in rule stays off). A `__proto__` key stays plain data.
 */
function readSettings(given: unknown): Record<string, RuleSetting> {
  const out: Record<string, RuleSetting> = {};
  if (typeof given !== "object" || given === null) return out;
  for (const [id, setting] of Object.entries(given)) {
    if (SETTINGS.has(setting)) Object.defineProperty(out, id, { value: setting, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** SourceFile.moduleCalls as given: each call's folder and note when they are strings, nothing else. */
function readModuleCalls(given: Record<string, unknown>): NonNullable<SourceFile["moduleCalls"]> {
  const out: NonNullable<SourceFile["moduleCalls"]> = Object.create(null) as NonNullable<SourceFile["moduleCalls"]>;
  for (const [name, c] of Object.entries(given)) {
    if (!isPlainObject(c)) continue;
    out[name] = { ...(typeof c.folder === "string" ? { folder: c.folder } : {}), ...(typeof c.note === "string" ? { note: c.note } : {}) };
  }
  return out;
}

/** Sources as given by any caller: each a { filePath, text }, anything else read as an empty text. */
function readSources(given: unknown): SourceFile[] {
  if (!Array.isArray(given)) return [];
  // The files as given, without a sparse list's holes (it costs what it holds, not its length).
  return definedItems(given).map(([i, s]) => {
    const o = typeof s === "object" && s !== null ? (s as Record<string, unknown>) : {};
    const source: SourceFile = { filePath: typeof o.filePath === "string" ? o.filePath : `<input ${i}>`, text: typeof o.text === "string" ? o.text : "" };
    if (typeof o.byteLength === "number" && Number.isFinite(o.byteLength)) source.byteLength = o.byteLength;
    if (o.optional === true) source.optional = true;
    if (o.terraformConfig === true) source.terraformConfig = true;
    if (isPlainObject(o.moduleCalls)) source.moduleCalls = readModuleCalls(o.moduleCalls);
    const e = o.encoding as Record<string, unknown> | undefined;
    if (typeof e === "object" && e !== null && typeof e.message === "string") source.encoding = { message: e.message, lint: e.lint === true };
    return source;
  });
}

/**
 * The account a text holds, for `cloudlint plan`: `before` for a Terraform plan (the account before
 * the change), and `unsupported` and `notChecked` as FileResult has them.
 * @example
 * ```ts
 * const { state, unsupported }: TextState = stateOfText("plan.json", '{"format_version": "2.0", "resource_changes": []}');
 * unsupported; // 'format_version "2.0" of terraform show -json is not supported; cloudlint reads format 1.x'
 * ```
 */
export type TextState = {
  state: unknown;
  before?: unknown;
  /** Why the text holds no account: it is past a loading limit (the input-limit finding's message). */
  refused?: string;
} & Pick<FileResult, "unsupported" | "notChecked" | "terraform" | "unknownVariables">;

/**
 * The account one text holds (a state file's data, or Terraform input mapped onto one) and, for a
 * Terraform plan, the account before the change that it carries. For `cloudlint plan`.
 * @example
 * ```ts
 * stateOfText("infra/vpc.yaml", "vpcs: []\n").state; // { vpcs: [] }
 * ```
 */
export function stateOfText(filePath: string, text: string, byteLength?: number): TextState {
  return statesOfSources([{ filePath: typeof filePath === "string" ? filePath : "", text: typeof text === "string" ? text : "", ...(typeof byteLength === "number" ? { byteLength } : {}) }])[0] ?? { state: undefined };
}

/**
 * The accounts several texts hold, one entry per text, as stateOfText; the `.tf` files of one root
 * module together (the first of its files holds the module's account, the others none).
 * @example
 * ```ts
 * statesOfSources([{ filePath: "infra/main.tf", text: 'resource "linode_vpc" "main" {\n  label = "main"\n  region = "us-east"\n}\n' }])[0]?.state; // { vpcs: [{ label: "main", region: "us-east" }], … }
 * ```
 */
export function statesOfSources(givenSources: readonly SourceFile[], limits?: Partial<LoadLimits>, terraform?: VariableInputs): TextState[] {
  const inputs = typeof terraform === "object" && terraform !== null ? readVariableInputs(terraform as Record<string, unknown>) : undefined;
  const sources = readSources(givenSources);
  const all = loadSources(sources, resolveLimits(limits), undefined, inputs);
  return all.map((l) => {
    const refused = l.data === undefined ? l.findings.find((f) => f.ruleId === "input-limit") : undefined;
    return { ...(l.terraform?.before ? { state: l.data, before: l.terraform.before } : { state: l.data }), ...(refused ? { refused: refused.message } : {}), ...terraformNotes(l, all, sources) };
  });
}

/**
 * Applies the certain fixes of a file's diagnostics to its text, in the file's own syntax (YAML,
 * JSON, or a `.tf` file's HCL: only quoted literals are rewritten, everything else stays byte for
 * byte). A plan (`terraform show -json`) carries no fixes.
 * @example
 * ```ts
 * const text = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
 * fixText("fw.yaml", text, lintText(text)).output.includes("inbound_policy: DROP"); // true
 * ```
 */
export function fixText(filePath: string, text: string, diagnostics: readonly Diagnostic[]): FixResult {
  const name = typeof filePath === "string" ? filePath : "";
  if (typeof text === "string" && isTerraformConfigPath(name) && !/\.json$/i.test(name)) {
    return applyFixesAt(text, diagnostics, false, hclPositions(name, text, DEFAULT_LIMITS));
  }
  return applyFixesAt(text, diagnostics, syntaxOf(name) === "json");
}

/**
 * Lints parsed state data (one account). Diagnostics carry paths, no positions.
 * @example
 * ```ts
 * lint({ firewalls: [{ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } }] } }] }, { rules: { "firewall-open-policy": "off" } }); // Diagnostic[] with paths, no positions
 * ```
 */
export function lint(state: unknown, givenOptions: LintOptions = {}): Diagnostic[] {
  const options = readOptions(givenOptions);
  // Data handed in as a value never met the loader: it is held to the same depth and value
  // limits before any check walks it (a list of 2^32−1 slots, a cycle), else refused.
  const refused = refusedData(state, resolveLimits(options.limits));
  if (refused) return applySettings([refused], options.rules).map(toDiagnostic);
  return applySettings(checkAccount([state], options), options.rules).map(toDiagnostic);
}

/**
 * Lints several state files as one account: uniqueness, references and overlaps are checked
 * across all of them. Returns one result per file, in input order, with positions.
 * @example
 * ```ts
 * const results = lintSources([{ filePath: "infra/fw.yaml", text: "firewalls: []\n" }, { filePath: "infra/vpc.yaml", text: "vpcs: []\n" }]);
 * results.map((r) => r.errorCount); // [0, 0]
 * ```
 */
export function lintSources(givenSources: readonly SourceFile[], givenOptions: LintOptions = {}): FileResult[] {
  return lintSourcesCached(givenSources, givenOptions, undefined);
}

/**
 * lintSources, keeping each state file's parse in `cache` for the next run (the language server).
 * @internal
 */
export function lintSourcesCached(givenSources: readonly SourceFile[], givenOptions: LintOptions, givenCache: LoadCache | undefined): FileResult[] {
  const sources = readSources(givenSources);
  const options = readOptions(givenOptions);
  const limits = resolveLimits(options.limits);
  const cache = givenCache instanceof LoadCache ? givenCache : undefined;
  const loaded = loadSources(sources, limits, cache, options.terraform);
  cache?.sweep();
  const baselineOf = options.baseline ? loadBaseline(options.baseline, sources, limits, loaded, options.baselineTerraform ?? options.terraform) : terraformBaseline(loaded);
  // One account per group: the state files and plans together, each Terraform root module alone.
  const groups = [...new Set(loaded.flatMap((l) => (l.group !== undefined ? [l.group] : [])))];
  const names = sources.map((s) => s.filePath);
  const checked = groups.flatMap((g) => checkAccount(loaded.map((l) => (l.group === g ? l.data : undefined)), options, baselineOf(g), names));
  // Terraform input: a finding that needs a value the input leaves unknown is not reported.
  const determined = loaded.some((l) => l.terraform) ? checked.filter((f) => !loaded[f.fileIndex ?? 0]?.terraform?.dependsOnUnknown(f)) : checked;
  const findings = [...capFindings(loaded.flatMap((l, fileIndex) => l.findings.map((f) => ({ ...f, fileIndex })))), ...determined];
  const positions = loaded.map((l): Locator => (l.terraform ? terraformLocator(l.terraform, loaded) : l.positions));
  const perFile: Diagnostic[][] = sources.map(() => []);
  // A module called by several roots is reported once per distinct finding.
  const seen = loaded.some((l) => l.config) ? new Set<string>() : undefined;
  // Findings a suppression at one of their related lines silences too.
  const alsoAt = new Map<Diagnostic, number[]>();
  const settings = sources.map((s) => (options.rulesFor ? { ...options.rules, ...options.rulesFor(s.filePath) } : options.rules));
  for (const f of findings) {
    const unit = loaded[f.fileIndex ?? 0]?.terraform;
    // A configuration's finding belongs to the file that holds the attribute (a module's, another file of the folder).
    const fileIndex = (unit && f.line === undefined ? unit.locate(f.path)?.fileIndex : undefined) ?? f.fileIndex ?? 0;
    for (const kept of applySettings([f], settings[fileIndex])) {
      const d = positioned(kept, sources, positions, loaded);
      if (unit) nameTerraformAddress(d, unit, kept.path, loaded[fileIndex]?.config !== undefined);
      if (seen) {
        const key = `${fileIndex}\u0000${d.ruleId}\u0000${d.line}\u0000${d.column}\u0000${d.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      perFile[fileIndex]!.push(d);
      if (kept.suppressibleAtRelated && d.related) {
        const lines = d.related.filter((r) => r.file === sources[fileIndex]?.filePath && r.line !== undefined).map((r) => r.line!);
        if (lines.length) alsoAt.set(d, lines);
      }
    }
  }
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const policyIds = new Set(options.policies?.list.map((p) => p.id));
  const known = (id: string) => isRuleId(id) || policyIds.has(id);
  return sources.map((s, i) => {
    let messages = perFile[i]!;
    const config = loaded[i]!.config;
    if (options.inlineConfig !== false && config && !/\.json$/i.test(s.filePath)) {
      messages = applySuppressions(s.text, messages, today, alsoAt, known, config.comments);
      // A plan's configuration: a suppression this plan does not reach (a resource it leaves
      // unchanged) is not unused; linting the .tf itself says so.
      if (loaded[i]!.placesPlan) messages = messages.filter((m) => m.ruleId !== "unused-suppression");
    }
    else if (options.inlineConfig !== false && !config && syntaxOf(s.filePath) === "yaml" && !loaded[i]!.skipped) messages = applySuppressions(s.text, messages, today, alsoAt, known);
    const result = summarize(s.filePath, messages.sort(compareFindings));
    const skipped = loaded[i]!.skipped;
    return skipped ? { ...result, skipped } : { ...result, ...terraformNotes(loaded[i], loaded, sources) };
  });
}

/**
 * The baseline's files as one account. A finding about a resource the change deletes goes to its
 * section in the desired file of the same path, or, when the change deletes that file too, to the
 * top of the first desired file.
 */
function loadBaseline(files: readonly SourceFile[], desired: readonly SourceFile[], limits: LoadLimits, desiredLoaded: readonly Loaded[], terraform?: VariableInputs): (group: string) => Baseline {
  // The same variable values on both sides: the command line's and the environment's are the run's.
  const loaded = loadSources(files, limits, undefined, terraform);
  const indexOf = new Map(desired.map((s, i) => [s.filePath, i]));
  const placeDeleted: PlaceDeleted = (side) => {
    const filePath = files[side.fileIndex]?.filePath ?? "";
    const fileIndex = indexOf.get(filePath);
    if (fileIndex !== undefined) return { fileIndex, path: side.path.slice(0, 1), where: `in ${filePath} before the change` };
    return { fileIndex: 0, path: [], where: `in ${filePath}, which the change deletes` };
  };
  // Each group of the change against the same group before it (a root module not there before is
  // all new); Terraform's JSON of a state (or plan) is the whole account before, for every group.
  // A Terraform state is one root module's: with several root modules in the run, which part is
  // whose is not known, and each is compared with nothing (no transition is guessed).
  const roots = desiredLoaded.filter((l) => l.group?.startsWith("tf:"));
  const whole = loaded.length > 0 && loaded.every((l) => l.plan !== undefined) && roots.length <= 1;
  const wholePlace: PlaceDeleted = (side) => ({ fileIndex: 0, path: [], where: `in ${files[side.fileIndex]?.filePath ?? ""}, the state before the change` });
  const accounts = new Map<string, Baseline>();
  return (group) => {
    let b = accounts.get(group);
    if (b) return b;
    if (whole) {
      // What the configuration leaves unknown (an unexpanded count, a module not read) is not deleted.
      const unknown = desiredLoaded.find((l) => l.group === group)?.tfUnknown;
      const data = loaded.map((l) => (unknown?.size ? withoutAddresses(l.data, unknown) : l.data));
      b = { account: buildAccount(data).account, placeDeleted: wholePlace };
    } else b = { account: buildAccount(loaded.map((l) => (l.group === group ? l.data : undefined))).account, placeDeleted };
    accounts.set(group, b);
    return b;
  };
}

/** Mapped Terraform data without the entries (and subnets) whose address falls under `unknown`. */
function withoutAddresses(data: unknown, unknown: ReadonlySet<string>): unknown {
  if (!isPlainObject(data)) return data;
  const kept = (e: unknown) => {
    const address = isPlainObject(e) ? (e as Record<symbol, unknown>)[ADDRESS] : undefined;
    return typeof address !== "string" || !underUnknown(address, unknown);
  };
  const out: Record<string, unknown> = {};
  for (const [section, list] of Object.entries(data)) {
    if (!Array.isArray(list)) {
      out[section] = list;
      continue;
    }
    out[section] = list.filter(kept).map((e) => {
      if (section !== "vpcs" || !isPlainObject(e) || !Array.isArray(e.subnets)) return e;
      const copy = { ...e, subnets: e.subnets.filter(kept) };
      for (const mark of Object.getOwnPropertySymbols(e)) Object.defineProperty(copy, mark, { value: (e as Record<symbol, unknown>)[mark], enumerable: false });
      return copy;
    });
  }
  return out;
}

/** What positions a finding: a file's position map, or a Terraform unit's translation of state paths into its input. */
interface Locator {
  locate(path: Path, anchor?: "key", valueRange?: [number, number]): ReturnType<PositionMap["locate"]>;
}

/** State paths of a Terraform unit located in the input they came from (a plan's JSON). */
function terraformLocator(unit: TerraformUnit, loaded: readonly Loaded[]): Locator {
  return {
    locate(path, anchor, valueRange) {
      const at = unit.locate(path);
      return at ? loaded[at.fileIndex]?.positions.locate(at.path, anchor, valueRange) : undefined;
    },
  };
}

/**
 * A finding on Terraform input names the resource's address and the provider attribute, in its
 * message. A fix is kept only where it can be written back: a `.tf` file's literal, at the path of
 * that file (a plan is not edited).
 */
function nameTerraformAddress(d: Diagnostic, unit: TerraformUnit, path: Path, config: boolean): void {
  if (d.fix) {
    const at = config ? unit.fixable(d.fix.path) : undefined;
    if (at) d.fix = { ...d.fix, path: at.path };
    else delete d.fix;
  }
  const where = unit.describe(path);
  if (!where) return;
  const name = where.attribute ? `${where.address}.${where.attribute}` : where.address;
  d.message = `${escapeText(name)}: ${d.message}`;
}

/** The account before the change that a plan carries (its `change.before`), as the run's baseline. */
function terraformBaseline(loaded: readonly Loaded[]): (group: string) => Baseline | undefined {
  if (!loaded.some((l) => l.terraform?.before)) return () => undefined;
  const { account } = buildAccount(loaded.map((l) => l.terraform?.before));
  const placeDeleted: PlaceDeleted = (side) => ({ fileIndex: side.fileIndex, path: [BEFORE, ...side.path], where: "in the plan's state before the change" });
  return (group) => (group === "" ? { account, placeDeleted } : undefined);
}

/** The public diagnostic of a finding, with source positions for it and its related locations. */
function positioned(f: Finding, sources: readonly SourceFile[], all: readonly Locator[], loaded: readonly Loaded[]): Diagnostic {
  const d = toDiagnostic(f);
  if (f.line === undefined) {
    const pos = all[f.fileIndex ?? 0]?.locate(f.path, f.anchor, f.valueRange);
    if (pos) Object.assign(d, pos);
  }
  if (f.related && d.related) {
    d.related = f.related.map((r) => {
      const own = r.fileIndex ?? f.fileIndex ?? 0;
      const pos = all[own]?.locate(r.path);
      // A Terraform configuration's related place is in the file that holds it.
      const fileIndex = loaded[own]?.terraform?.locate(r.path)?.fileIndex ?? own;
      const { fileIndex: _omit, ...rest } = r;
      return { ...rest, file: sources[fileIndex]?.filePath, ...(pos ? { line: pos.line, column: pos.column } : {}) };
    });
  }
  return d;
}

/**
 * Validates an X-Filter given as JSON text (the CLI's `filter` command), with positions inside
 * the text; optional paging parameters are checked too.
 * @example
 * ```ts
 * lintFilterText("images", '{"is_public": "yes"}').messages[0]?.ruleId; // "filter-value-type"
 * ```
 */
export function lintFilterText(collection: string, givenText: string, paging?: { page?: number; page_size?: number }, givenPath = "X-Filter"): FileResult {
  const text = typeof givenText === "string" ? givenText : "";
  const filePath = typeof givenPath === "string" ? givenPath : "X-Filter";
  const loaded = loadText(text, DEFAULT_LIMITS, undefined, "json");
  const messages: Diagnostic[] = loaded.findings.map(toDiagnostic);
  if (loaded.data !== undefined) {
    for (const f of filterFindings(collection, loaded.data)) {
      const pos = loaded.positions.locate(f.path, f.anchor, f.valueRange);
      messages.push({ ...toDiagnostic(f), ...pos });
    }
  }
  if (paging) appendAll(messages, validatePaging(paging));
  return summarize(filePath, messages.sort(compareFindings));
}

/**
 * What decides a packet: the firewall, its file, the decision, and the deciding rule or policy with its position.
 * @example
 * ```ts
 * const files = [{ filePath: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }];
 * const answer = explainPacket(files, "web-fw", { direction: "outbound", protocol: "UDP", port: 53, address: "192.0.2.1" });
 * if ("decision" in answer) { const e: Explanation = answer; e.rule; } // null: the outbound policy decided
 * ```
 */
export interface Explanation {
  firewall: string;
  filePath: string;
  packet: Packet;
  decision: "ACCEPT" | "DROP";
  /** The deciding rule, or null when the policy decided. */
  rule: { direction: "inbound" | "outbound"; index: number; label?: string; path: Path; line?: number; column?: number } | null;
  /** Where the deciding policy is written (when the policy decided). */
  policy?: { path: Path; line?: number; column?: number };
  /** Rules left out of the model because the API would reject them. */
  skippedRules: number;
}

/**
 * Why explainPacket could not answer: no such firewall, several of them, or a malformed packet.
 * @example
 * ```ts
 * const problem: ExplainProblem = { problem: "not-found", message: "no firewall is labelled \"web\"" };
 * ```
 */
export type ExplainProblem = { problem: "not-found" | "ambiguous" | "packet"; message: string };

/**
 * Which rule decides a packet for a firewall of the account (by label, across the files):
 * the `explain` command, with file positions. Pure.
 * @example
 * ```ts
 * const files = [{ filePath: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }];
 * const answer = explainPacket(files, "web-fw", { direction: "inbound", protocol: "TCP", port: 22, address: "203.0.113.9" });
 * if ("decision" in answer) answer.decision; // "DROP" (by the inbound policy)
 * ```
 */
export function explainPacket(givenSources: readonly SourceFile[], label: string, packet: Packet): Explanation | ExplainProblem {
  if (typeof label !== "string") return { problem: "not-found", message: "the firewall label must be a string" };
  const matches = firewallsOfSources(givenSources).filter((fw) => fw.label === label);
  const where = (fw: AccountFirewall) => {
    const pos = fw.locate(fw.path);
    return `${fw.filePath}${pos ? `:${pos.line}:${pos.column}` : ""}`;
  };
  if (matches.length === 0) return { problem: "not-found", message: `no firewall labelled ${JSON.stringify(label)} in the given files` };
  if (matches.length > 1) return { problem: "ambiguous", message: `${matches.length} firewalls are labelled ${JSON.stringify(label)}: ${matches.map(where).join(", ")}` };
  const fw = matches[0]!;
  const rules = fw.rules;
  const compiled = compileFirewallRules(rules);
  const result = evaluateFirewall(compiled, packet);
  if ("error" in result) return { problem: "packet", message: result.error };
  const locate = (path: Path) => {
    const pos = fw.locate(path);
    return pos ? { line: pos.line, column: pos.column } : {};
  };
  const raw = (d: "inbound" | "outbound") => (isPlainObject(rules) && Array.isArray(rules[d]) ? (rules[d] as unknown[]).length : 0);
  const skippedRules = raw("inbound") - compiled.inbound.rules.length + raw("outbound") - compiled.outbound.rules.length;
  const base = { firewall: label, filePath: fw.filePath, packet, decision: result.decision, skippedRules };
  if (result.rule === null) {
    const path = [...fw.path, "rules", `${packet.direction}_policy`];
    return { ...base, rule: null, policy: { path, ...locate(path) } };
  }
  const path = [...fw.path, "rules", packet.direction, result.rule];
  return { ...base, rule: { direction: packet.direction, index: result.rule, ...(result.label !== undefined ? { label: result.label } : {}), path, ...locate(path) } };
}

/**
 * A firewall of an account and where it is written (firewallsOfSources).
 * @internal
 */
export interface AccountFirewall {
  /** Its label as written (any value). */
  label: unknown;
  /** Its `rules` object as written (any value). */
  rules: unknown;
  /** The file that holds it (a Terraform resource's own file). */
  filePath: string;
  /** Its path in its account's data; `locate` places it, or a path under it, in the file. */
  path: Path;
  locate(path: Path): { line: number; column: number; endLine: number; endColumn: number } | undefined;
}

/**
 * Every firewall of the account the sources make (state files, plans, Terraform configurations with
 * their variable values), with where each is written: for explain and the playground's picture.
 * `givenCache`: the LoadCache of a lint of the same sources (lintSourcesCached), whose parses it reads.
 * @internal
 */
export function firewallsOfSources(givenSources: readonly SourceFile[], terraform?: VariableInputs, limits?: Partial<LoadLimits>, givenCache?: LoadCache): AccountFirewall[] {
  const sources = readSources(givenSources);
  const inputs = typeof terraform === "object" && terraform !== null ? readVariableInputs(terraform as Record<string, unknown>) : undefined;
  // A cache a lint of the same sources filled: their parses are read, not made again.
  const loaded = loadSources(sources, resolveLimits(limits), givenCache instanceof LoadCache ? givenCache : undefined, inputs);
  const { account } = buildAccount(loaded.map((l) => l.data));
  const locators = loaded.map((l): Locator => (l.terraform ? terraformLocator(l.terraform, loaded) : l.positions));
  return account.sections.firewalls.map((fw) => {
    const value = fw.value as Record<string, unknown>;
    // A Terraform resource is written in one file of its module: that file, not the root's first.
    const fileIndex = loaded[fw.fileIndex]?.terraform?.locate(fw.path)?.fileIndex ?? fw.fileIndex;
    const locator = locators[fw.fileIndex]!;
    return { label: value.label, rules: value.rules, filePath: sources[fileIndex]?.filePath ?? "", path: fw.path, locate: (path: Path) => locator.locate(path) };
  });
}

/**
 * Lints one YAML/JSON text, with source positions.
 * @example
 * ```ts
 * lintText("firewalls:\n  - label: x\n", { filePath: "fw.yaml" })[0]?.line; // 2
 * ```
 */
export function lintText(text: string, options: LintOptions & { filePath?: string } = {}): Diagnostic[] {
  const filePath = typeof options === "object" && options !== null && typeof options.filePath === "string" ? options.filePath : "<text>";
  if (typeof text !== "string") {
    return [{ ruleId: "parse-error", severity: "error", message: `lintText takes YAML or JSON text, not ${jsonType(text)}`, path: [] }];
  }
  return lintSources([{ filePath, text }], options)[0]!.messages;
}
