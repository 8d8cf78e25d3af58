/**
 * The command-line interface: the only code that touches the file system, the process and the
 * console. Exit codes (SPEC §4): 0 nothing at or above the fail level, 1 findings, 2 the tool could
 * not do its job (bad arguments, unreadable path).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { FORMAT_NAMES, type FormatName } from "../format/names.js";
import type { FileResult } from "../lint.js";
import { DEFAULT_LIMITS, LIMIT_SETTINGS, raiseLimitHint, type LoadLimits } from "../load/limits.js";
import { escapeText } from "../util/text.js";
import { checkConfigPolicyIds, configRelative, loadConfig, type LoadedConfig } from "./config.js";
import type { LoadedPolicies } from "./policies.js";
import { isTerminal, stdoutFailed, stdoutWriter } from "./stdout.js";
import { collectFiles, decodeSource, readAtMost, statSafe, UsageError, type ReadFile } from "./files.js";
import { replaceFile, reportTarget, writeFixed } from "./write.js";
import type { ApiArgs } from "./import.js";

export { collectFiles, UsageError };

// The linter (yaml, validators) is loaded only when a command needs it, so --version and
// --help start fast.

export interface CliIO {
  /** The package version, for --version. */
  version: string;
  /** Where the package is installed (for the rule pages under rules/). */
  packageRoot?: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  isTTY: boolean;
  /** Standard error is a terminal (the import's progress line is redrawn in place). */
  stderrIsTTY?: boolean;
  /** Standard error's terminal width, when it is one (the progress line is cut to it). */
  stderrColumns?: number;
  env: Record<string, string | undefined>;
  /** Reads standard input, at most `limit` bytes (more means "too large"). */
  readStdin?: (limit: number) => Buffer;
}


interface LintArgs extends ApiArgs {
  paths: string[];
  /** The state before the change: a folder or a git revision (--baseline). */
  baseline?: string;
  /** An explicit config file (--config). */
  config?: string;
  format: FormatName;
  maxWarnings?: number;
  color?: boolean;
  /** Fail (exit 1) on findings at or above this severity; default error. */
  failLevel?: "error" | "warning" | "info";
  /** Report errors only. */
  quiet?: boolean;
  /** Write the report to this file instead of standard output. */
  output?: string;
  version?: string;
  /** Apply the certain fixes to the files, then report what remains. */
  fix?: boolean;
  /** Print the fixes as a diff instead of writing them, then report what would remain. */
  fixDryRun?: boolean;
  /** Honour inline suppressions (false with --no-inline-config). */
  inlineConfig?: boolean;
  /** Follow symbolic links to files (false with --no-follow-symlinks). */
  followSymlinks?: boolean;
  /** Say on stderr which config, files and timings the run used. */
  debug?: boolean;
  /** The run's total input limit in bytes. */
  maxTotalBytes?: number;
  /** One file's size limit in bytes. */
  maxFileBytes?: number;
  /** Values in one file at most. */
  maxValues?: number;
  /** Nesting depth at most. */
  maxDepth?: number;
  /** YAML aliases in one file at most. */
  maxAliases?: number;
  /** Instances one Terraform root module expands to at most. */
  maxTerraformInstances?: number;
  /** Values one Terraform root module's expansion builds at most. */
  maxTerraformValues?: number;
  /** One policy file's size limit in bytes. */
  maxPolicyBytes?: number;
  /** Conditions and policies of all the policy files at most. */
  maxPolicyConditions?: number;
  /** The folder of a Terraform plan's configuration (default: the plan's own folder). */
  terraformDir?: string;
  /** --var-file and --var, in command-line order: values of Terraform root modules' variables. */
  varArgs?: import("./terraform.js").VarArg[];
  /** Print the config that applies to this file, and lint nothing. */
  printConfig?: string;
  /** Lint standard input (also `lint -`). */
  stdin?: boolean;
  /** Globs (relative to the working folder) of files and folders not to lint. */
  ignorePatterns?: string[];
  /** Honour .gitignore, .cloudlintignore and --ignore-pattern (false with --no-ignore). */
  ignore?: boolean;
  /** The path standard input stands for: its config, overrides and report name. */
  stdinFilename?: string;
  /** Policy files, folders or globs (--policy, repeatable); else the config's policies, else .cloudlint/policies/. */
  policy?: string[];
}

/**
 * Colours: --color/--no-color; else FORCE_COLOR as chalk reads it ("0" or "false" off, any other
 * value, even empty, on); else only on a terminal and never with NO_COLOR set.
 */
export function useColor(io: Pick<CliIO, "isTTY" | "env">, flag: boolean | undefined): boolean {
  if (flag !== undefined) return flag;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force !== "false";
  return io.isTTY && !("NO_COLOR" in io.env && io.env.NO_COLOR !== "");
}

/** The rule pages shipped in the package (rules/*.md), by id; empty when they are not there. */
function rulePages(packageRoot: string | undefined): Record<string, string> {
  const pages: Record<string, string> = {};
  if (packageRoot === undefined) return pages;
  const dir = join(packageRoot, "rules");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".md"));
  } catch {
    return pages;
  }
  for (const name of names) pages[name.slice(0, -3)] = readFileSync(join(dir, name), "utf8");
  return pages;
}


/** Writes a formatter's chunks in blocks of about 64 KiB (a large report is never one string). */
function writeChunks(chunks: Iterable<string>, write: (s: string) => void): void {
  let buffer = "";
  for (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length >= 65536) {
      write(buffer);
      buffer = "";
    }
  }
  if (buffer) write(buffer);
}

async function runLint(args: LintArgs, io: CliIO): Promise<number> {
  if (args.maxWarnings !== undefined && (!Number.isInteger(args.maxWarnings) || args.maxWarnings < 0)) {
    throw new UsageError(`--max-warnings takes a whole number >= 0, not ${args.maxWarnings}`);
  }
  checkLimitFlags(args);
  if (args.fix && args.fixDryRun) throw new UsageError("--fix and --fix-dry-run exclude each other: --fix-dry-run prints what --fix would write");
  const clock = Date.now();
  const debug = (line: string) => {
    if (args.debug) io.stderr(`cloudlint: debug: ${escapeText(line)}\n`);
  };
  const config = await loadConfig(args.config, io.cwd);
  debug(config ? `config file: ${relative(io.cwd, config.path) || config.path}` : "config file: none (looked from here up to the repository root)");
  const policies = await runPolicies(args.policy ?? [], config, io, limitFlags(args));
  debug(policies ? `policies: ${policies.policies.list.length} from ${policies.files.join(", ")}` : "policies: none");
  if (args.printConfig !== undefined) return printConfig(args.printConfig, config, policies, io);
  if (args.stdin && args.paths.length > 0) throw new UsageError("--stdin (or -) lints standard input alone; give no other paths");
  if (args.stdinFilename !== undefined && !args.stdin) throw new UsageError("--stdin-filename goes with --stdin");
  if (args.stdin && args.fix) throw new UsageError("--fix cannot write to standard input; use --fix-dry-run to see the fixes as a diff");
  if (args.stdin && args.baseline !== undefined) throw new UsageError("--baseline compares files at their paths; give the paths, not --stdin");
  const { gatherAccount, accountLintOptions, runLimits } = await import("./account.js");
  const limits = runLimits(config, limitFlags(args));
  const maxBytes = limits.maxBytes;
  // No paths and no config `files`: the working folder, as `cloudlint lint .` (ESLint 9 and tflint
  // with no arguments, and the language server, do the same). The pre-commit hook passes no file
  // names, so a repository without a config is linted whole; one with no state file at all is no
  // error (stderr says so), as a commit of other files must not fail.
  const whole = !args.stdin && args.paths.length === 0 && !config?.config.files?.length;
  const paths = whole ? ["."] : args.paths;
  let warned = false;
  const { reads, total: readBytes } = args.stdin
    ? { reads: [] as ReadFile[], total: 0 }
    : gatherAccount(
        {
          paths,
          config,
          usage: "give the state files or directories to lint, e.g. cloudlint lint infra/, or list them under files in a .cloudlintrc.yaml",
          allowEmpty: whole,
          ignorePatterns: args.ignore === false ? [] : (args.ignorePatterns ?? []),
          ignoreFiles: args.ignore !== false,
          followSymlinks: args.followSymlinks !== false,
          maxBytes,
          maxTotalBytes: limits.maxTotalBytes,
          debug,
          warn: (line) => {
            warned = true;
            io.stderr(line);
          },
        },
        io.cwd,
      );
  let total = readBytes;
  // --output: refused before linting when it is a link, not a regular file, or one of the linted files.
  const report = args.output !== undefined ? reportTarget(args.output, io.cwd) : undefined;
  const output = report && "path" in report ? statSafe(report.path) : undefined;
  if (output && reads.some((r) => r.identity === `${output.dev}:${output.ino}`)) {
    throw new UsageError(`--output ${args.output} is one of the linted files; the report would overwrite it`);
  }
  if (args.stdin) {
    let bytes: Buffer;
    try {
      bytes = io.readStdin ? io.readStdin(maxBytes + 1) : Buffer.alloc(0);
    } catch (e) {
      throw new UsageError(`cannot read standard input: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    const name = args.stdinFilename ?? "<stdin>";
    reads.push(decodeSource(args.stdinFilename !== undefined ? relative(io.cwd, resolve(io.cwd, name)) || name : name, bytes, { absolute: resolve(io.cwd, name), identity: "stdin", mode: 0o644 }, maxBytes));
    total += bytes.length;
  }
  // The run's own policy files are not state (a folder or glob given to lint may hold them).
  if (policies) {
    const own = new Set(policies.files.map((f) => resolve(io.cwd, f)));
    const kept = reads.filter((r) => !own.has(r.absolute));
    if (kept.length < reads.length) {
      for (const r of reads) if (own.has(r.absolute)) debug(`skipped ${r.source.filePath}: a policy file of this run`);
      if (kept.length === 0) return 0; // only policy files were named: nothing to lint
      reads.length = 0;
      for (const r of kept) reads.push(r);
    }
  }
  if (reads.length === 0 && !(whole && !warned)) throw new UsageError("no state file could be read (see the warnings above)");
  // The modules the Terraform configuration calls, read from the root even when not among the paths.
  if (reads.some((r) => /\.(tf|tofu)(\.json)?$/i.test(r.source.filePath))) {
    const { moduleConfigurations } = await import("./terraform.js");
    for (const r of moduleConfigurations(reads, io.cwd, { maxBytes, maxTotalBytes: Math.max(0, limits.maxTotalBytes - total), debug })) {
      reads.push(r);
      total += r.byteLength;
    }
  }
  // A Terraform plan's configuration, read only to place its findings on the .tf lines.
  if (!args.stdin || args.terraformDir !== undefined) {
    const { planConfigurations } = await import("./terraform.js");
    for (const r of planConfigurations(reads, io.cwd, { ...(args.terraformDir !== undefined ? { dir: args.terraformDir } : {}), maxBytes, maxTotalBytes: Math.max(0, limits.maxTotalBytes - total), debug })) {
      reads.push(r);
      total += r.byteLength;
    }
  }
  // Terraform variables: TF_VAR_*, the root folders' terraform.tfvars and *.auto.tfvars, --var-file,
  // --var (a run without .tf files and without these flags loads nothing for them).
  let variables: { inputs: import("../terraform/inputs.js").VariableInputs } | undefined;
  const varArgs = [...(config?.config.terraform ? (await import("./terraform.js")).configVarArgs(config) : []), ...(args.varArgs ?? [])];
  if (varArgs.length > 0 || reads.some((r) => /\.(tf|tofu)(\.json)?$/i.test(r.source.filePath))) {
    const read = (await import("./terraform.js")).terraformVariables(reads, io.env, varArgs, io.cwd, { maxBytes, maxTotalBytes: Math.max(0, limits.maxTotalBytes - total), debug });
    total += read.bytes;
    variables = read;
  }
  const sources = reads.map((r) => r.source);
  debug(`read ${reads.length} file${reads.length === 1 ? "" : "s"} (${total} bytes) in ${Date.now() - clock} ms`);

  // The young generation is kept small from the executable's start (bin.ts, heap.ts).
  const [{ lintSources }, { FORMAT_STREAMS }] = await Promise.all([import("../lint.js"), import("../format/index.js")]);
  const lintOptions: import("../lint.js").LintOptions = args.inlineConfig === false ? { inlineConfig: false, limits } : { limits };
  // The config's rules, overrides and settings, and the policies (as the language server gives them).
  Object.assign(lintOptions, await accountLintOptions(config, policies?.policies, reads.map((r) => ({ filePath: r.source.filePath, absolute: r.absolute })), io.cwd), { limits, ...(variables ? { terraform: variables.inputs } : {}) });
  if (args.baseline === API_BASELINE) {
    lintOptions.baseline = (await liveBaseline(args, sources, io)).sources;
  } else if (args.baseline !== undefined) {
    const { readBaseline } = await import("./baseline.js");
    // The baseline's configuration takes its own definitions files (a change to terraform.tfvars is a change).
    const tfvars: { filePath: string; text: string; problem?: string }[] = [];
    lintOptions.baseline = readBaseline({ ref: args.baseline, paths, linted: sources.map((s) => s.filePath), maxBytes, debug, warn: io.stderr, tfvars }, io.cwd);
    if (variables || tfvars.length > 0) lintOptions.baselineTerraform = { ...(variables?.inputs ?? {}), autoFiles: tfvars };
  }
  let lintClock = Date.now();
  let results: FileResult[] = lintSources(sources, lintOptions);
  debug(`linted in ${Date.now() - lintClock} ms`);
  // Files a walk found that are plainly not state files leave the report (--debug says which).
  for (const r of results) if (r.skipped) debug(`skipped ${r.filePath}: ${r.skipped}`);
  if (args.debug) debugTerraform(results, debug);
  for (const r of results) debugUnknownVariables(r.filePath, r.unknownVariables, debug);
  if (refuseUnsupported(results, io)) return 2;
  const kept = (list: FileResult[]) => list.filter((r) => !r.skipped);
  const writeFailures: string[] = [];
  if (args.fix || args.fixDryRun) {
    const [{ unifiedDiff }, { fixText }] = await Promise.all([import("../rules/fix.js"), import("../lint.js")]);
    // Every file's edits are computed before any file is written.
    const planned: Array<{ index: number; output: string }> = [];
    for (let i = 0; i < reads.length; i++) {
      const read = reads[i]!;
      if (!read.fixable) continue; // not read whole, or not valid UTF-8: never rewritten
      const { output, applied } = fixText(read.source.filePath, read.source.text, results[i]!.messages);
      if (applied > 0) planned.push({ index: i, output });
    }
    for (const { index, output } of planned) {
      const read = reads[index]!;
      // The diff carries the file's own lines: each is escaped like any user data.
      if (args.fixDryRun) io.stdout(unifiedDiff(read.source.filePath, read.source.text, output).split("\n").map(escapeText).join("\n"));
      else {
        const outcome = writeFixed(read, output);
        if (!outcome.ok) {
          writeFailures.push(`cloudlint: cannot write the fixes to ${escapeText(read.source.filePath)}: ${outcome.reason}\n`);
          continue;
        }
      }
      sources[index] = { ...read.source, text: output };
    }
    if (planned.length > 0) {
      lintClock = Date.now();
      results = lintSources(sources, lintOptions);
      debug(`fixed ${planned.length - writeFailures.length} file(s), linted again in ${Date.now() - lintClock} ms`);
    }
  }
  results = kept(results);
  if (whole && results.length === 0 && !warned) {
    io.stderr("cloudlint: nothing to lint: no state or Terraform files in this folder (give the paths, or list them under files in a .cloudlintrc.yaml)\n");
  }
  // Counted before --quiet hides warnings: --max-warnings still counts them, as ESLint's CLI does;
  // the fail level applies to what is reported.
  const counts = { error: 0, warning: 0, info: 0 };
  for (const r of results) for (const m of r.messages) counts[m.severity]++;
  const shown = args.quiet ? { error: counts.error, warning: 0, info: 0 } : counts;
  if (args.quiet) {
    results = results.map((r) => ({ ...r, messages: r.messages.filter((m) => m.severity === "error"), warningCount: 0, infoCount: 0 }));
  }
  const color = args.output === undefined && useColor(io, args.color);
  const chunks = FORMAT_STREAMS[args.format](results, {
    color: args.format === "stylish" && color,
    ...(args.format === "sarif"
      ? { version: args.version, rulePages: rulePages(io.packageRoot), ...(await sarifHelpUri(io.packageRoot)), ...(policies ? { policies: policies.policies.list } : {}) }
      : {}),
  });
  if (report && "path" in report) {
    // A new file renamed into place: a link put at that name meanwhile is replaced, not followed.
    const written = replaceFile(report.path, (write) => writeChunks(chunks, write));
    if (!written.ok) throw new UsageError(`cannot write ${args.output}: ${written.code}`);
  } else writeChunks(chunks, report?.stream === "stderr" ? io.stderr : report?.stream === "none" ? () => {} : io.stdout);
  debug(`done in ${Date.now() - clock} ms`);
  for (const failure of writeFailures) io.stderr(failure);
  if (writeFailures.length > 0) return 2;
  const order = ["info", "warning", "error"] as const;
  const failFrom = order.indexOf(args.failLevel ?? "error");
  if (order.slice(failFrom).some((severity) => shown[severity] > 0)) return 1;
  if (args.maxWarnings !== undefined && counts.warning > args.maxWarnings) {
    io.stderr(`cloudlint: ${counts.warning} warning${counts.warning === 1 ? "" : "s"}, more than --max-warnings ${args.maxWarnings}${args.quiet ? " (counted though --quiet hides them)" : ""}\n`);
    return 1;
  }
  return 0;
}

/** The run's organisation policies (undefined: none), with the config's policy ids checked against them. */
async function runPolicies(explicit: readonly string[], config: LoadedConfig | undefined, io: CliIO, flags: Partial<LoadLimits> = {}): Promise<LoadedPolicies | undefined> {
  const { loadPolicies } = await import("./policies.js");
  const { runLimits } = await import("./account.js");
  const loaded = await loadPolicies(explicit, config, io.cwd, io.stderr, runLimits(config, flags));
  await checkConfigPolicyIds(config, new Set(loaded?.policies.list.map((p) => p.id)), io.cwd);
  return loaded;
}

/** --print-config FILE: the config that applies to that file, as JSON (ESLint's --print-config). */
async function printConfig(file: string, config: LoadedConfig | undefined, policies: LoadedPolicies | undefined, io: CliIO): Promise<number> {
  const { RULES, defaultSetting } = await import("../rules/catalog.js");
  const rules: Record<string, string> = {};
  // An opt-in rule is "off" until the config turns it on.
  for (const id of Object.keys(RULES)) rules[id] = defaultSetting(id)!;
  for (const p of policies?.policies.list ?? []) rules[p.id] = p.severity;
  let ignored = false;
  if (config) {
    const [{ rulesForFile }, { matchesAny }] = await Promise.all([import("../config/config.js"), import("../config/glob.js")]);
    const rel = configRelative(config, io.cwd, file);
    Object.assign(rules, rulesForFile(config.config, rel));
    ignored = matchesAny(config.config.ignores, rel);
  }
  const printed = {
    file,
    configFile: config ? relative(io.cwd, config.path) || config.path : null,
    policyFiles: policies?.files ?? [],
    ignored,
    rules,
    settings: config?.config.settings ?? {},
  };
  const { safeJson } = await import("../format/safe.js");
  io.stdout(safeJson(printed, 2) + "\n");
  return 0;
}

/** The package's own package.json (where it is published, its version), undefined when unreadable. */
function ownPackage(packageRoot: string | undefined): Record<string, unknown> | undefined {
  if (packageRoot === undefined) return undefined;
  try {
    const pkg: unknown = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8"));
    return typeof pkg === "object" && pkg !== null ? (pkg as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The rule pages' published location, from the package's own package.json `repository`. */
async function sarifHelpUri(packageRoot: string | undefined): Promise<{ helpUri?: (id: string) => string }> {
  if (packageRoot === undefined) return {};
  try {
    const { repositoryHelpUri } = await import("../format/sarif.js");
    const helpUri = repositoryHelpUri(JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as Record<string, unknown>);
    return helpUri ? { helpUri } : {};
  } catch {
    return {};
  }
}

/** `cloudlint rules`: the catalogue and the organisation's policies; `cloudlint rules ID`: that rule's page; `--format json` for tools. */
async function runRules(id: string | undefined, format: "stylish" | "json", io: CliIO, policyArgs: { policy?: string[]; config?: string } = {}): Promise<number> {
  const { RULES, defaultSetting } = await import("../rules/catalog.js");
  const { suggest } = await import("../util/text.js");
  const config = await loadConfig(policyArgs.config, io.cwd);
  const loaded = await runPolicies(policyArgs.policy ?? [], config, io);
  const policies = loaded?.policies.list ?? [];
  const policyOf = new Map(policies.map((p) => [p.id, p]));
  const allIds = [...Object.keys(RULES), ...policies.map((p) => p.id)];
  const unknown = (given: string) => {
    const guess = suggest(given, allIds);
    return new UsageError(`unknown rule ${JSON.stringify(given)}${guess ? `; did you mean "${guess}"?` : ""}; "cloudlint rules" lists them`);
  };
  const where = (p: (typeof policies)[number]) => `${p.file}${p.line !== undefined ? `:${p.line}:${p.column}` : ""}`;
  if (format === "json") {
    const pages = rulePages(io.packageRoot);
    const list: object[] = Object.entries(RULES)
      .filter(([ruleId]) => id === undefined || ruleId === id)
      .map(([ruleId, meta]) => ({ id: ruleId, severity: meta.severity, ...("defaultOff" in meta ? { defaultOff: true } : {}), resource: meta.resource, description: meta.description, ...(pages[ruleId] !== undefined ? { page: `rules/${ruleId}.md` } : {}) }));
    for (const p of policies) {
      if (id === undefined || p.id === id) list.push({ id: p.id, severity: p.severity, resource: p.resource, description: p.description, policy: { file: p.file, line: p.line, column: p.column, tests: p.tests } });
    }
    if (id !== undefined && list.length === 0) throw unknown(id);
    const { safeJson } = await import("../format/safe.js");
    io.stdout(safeJson(list, 2) + "\n");
    return 0;
  }
  if (id === undefined) {
    const width = allIds.reduce((w, i) => Math.max(w, i.length), 0);
    // An opt-in rule is listed as off (its description says how it reports once turned on).
    const lines = Object.keys(RULES).map((i) => `${i.padEnd(width)}  ${defaultSetting(i)!.padEnd(7)}  ${RULES[i as keyof typeof RULES].description}`);
    // Policies are the organisation's text: escaped like any user data.
    if (policies.length > 0) {
      lines.push("", `Organisation policies (${policies.length}):`);
      for (const p of policies) lines.push(escapeText(`${p.id.padEnd(width)}  ${p.severity.padEnd(7)}  ${p.description}  (${where(p)})`));
    }
    io.stdout(lines.join("\n") + "\n");
    return 0;
  }
  const policy = policyOf.get(id);
  if (policy) {
    const page = [`# ${policy.id}`, "", policy.description, "", `| Severity | Resource | Defined in | Tests |`, `|---|---|---|---|`, `| ${policy.severity} | ${policy.resource} | ${where(policy)} | ${policy.tests} |`, ""];
    io.stdout(page.map(escapeText).join("\n"));
    return 0;
  }
  if (!Object.prototype.hasOwnProperty.call(RULES, id)) throw unknown(id);
  const page = rulePages(io.packageRoot)[id];
  if (page === undefined) throw new UsageError(`the page of ${id} is not installed (rules/${id}.md)`);
  io.stdout(page.endsWith("\n") ? page : page + "\n");
  return 0;
}

interface PolicyTestArgs {
  paths: string[];
  config?: string;
  format: "stylish" | "json";
}

/** `cloudlint policy test [files..]`: every policy's own cases; exit 0 only when all pass (1 otherwise, 2 for a bad policy file). */
async function runPolicyTest(args: PolicyTestArgs, io: CliIO): Promise<number> {
  const config = await loadConfig(args.config, io.cwd);
  const loaded = await runPolicies(args.paths, config, io);
  if (!loaded) {
    throw new UsageError(args.paths.length ? "no policy files found" : "no policy files: give them (cloudlint policy test policies/), list them under policies in the config, or put them in .cloudlint/policies/");
  }
  const { testPolicies } = await import("../policy/index.js");
  const results = testPolicies(loaded.policies, { readFile: loaded.readFile });
  const failed = results.filter((r) => !r.passed);
  if (args.format === "json") {
    const { safeJson } = await import("../format/safe.js");
    io.stdout(safeJson({ passed: results.length - failed.length, failed: failed.length, results }, 2) + "\n");
    return failed.length ? 1 : 0;
  }
  const lines: string[] = [];
  const untested = loaded.policies.list.filter((p) => p.tests === 0);
  for (const r of results) {
    lines.push(`${r.passed ? "PASS" : "FAIL"}  ${r.policy} › ${r.name}`);
    if (r.passed) continue;
    if (r.problem) lines.push(`      ${r.problem}`);
    else {
      lines.push(`      expected ${r.expected.count} finding${r.expected.count === 1 ? "" : "s"}${r.expected.paths ? ` at ${r.expected.paths.join(", ") || "nothing"}` : ""}, found ${r.found.count}${r.found.count ? ` at ${r.found.paths.join(", ")}` : ""}`);
      for (const m of r.found.messages.slice(0, 5)) lines.push(`        ${m}`);
    }
    lines.push(`      (${r.file})`);
  }
  for (const p of untested) lines.push(`NONE  ${p.id} has no tests (${p.file})`);
  lines.push("", `${results.length - failed.length} passed, ${failed.length} failed, ${results.length} test${results.length === 1 ? "" : "s"} of ${loaded.policies.list.length} polic${loaded.policies.list.length === 1 ? "y" : "ies"}`);
  io.stdout(lines.map(escapeText).join("\n") + "\n");
  return failed.length ? 1 : 0;
}

interface FilterArgs {
  collection: string;
  filter: string;
  format: FormatName;
  page?: number;
  pageSize?: number;
  color?: boolean;
}

async function runFilter(args: FilterArgs, io: CliIO): Promise<number> {
  const [{ lintFilterText }, { FORMATTERS }, { COLLECTION_NAMES, isCollection }] = await Promise.all([
    import("../lint.js"),
    import("../format/index.js"),
    import("../filter/fields.js"),
  ]);
  if (!isCollection(args.collection)) {
    throw new UsageError(`unknown collection "${args.collection}"; one of: ${COLLECTION_NAMES.join(", ")}`);
  }
  const paging = args.page !== undefined || args.pageSize !== undefined ? { page: args.page, page_size: args.pageSize } : undefined;
  // An X-Filter is no file: in the github format its findings are annotations without file=.
  const result = lintFilterText(args.collection, args.filter, paging, args.format === "github" ? "" : "X-Filter");
  const color = useColor(io, args.color);
  io.stdout(FORMATTERS[args.format]([result], { color: args.format === "stylish" && color }));
  return result.errorCount > 0 ? 1 : 0;
}

/** The account's files for a command that only reads them (plan, explain): default walk, no debug output. */
async function readAccount(paths: string[], config: LoadedConfig | undefined, usage: string, io: CliIO, limits?: LoadLimits): Promise<ReadFile[]> {
  const { gatherAccount } = await import("./account.js");
  const reads = gatherAccount({ paths, config, usage, debug: () => {}, warn: io.stderr, ...(limits ? { maxBytes: limits.maxBytes, maxTotalBytes: limits.maxTotalBytes } : {}) }, io.cwd).reads;
  // The modules the Terraform configuration calls, as lint reads them.
  if (reads.some((r) => /\.(tf|tofu)(\.json)?$/i.test(r.source.filePath))) {
    const { moduleConfigurations } = await import("./terraform.js");
    const { maxBytes, maxTotalBytes } = limits ?? DEFAULT_LIMITS;
    const used = reads.reduce((n, r) => n + r.byteLength, 0);
    for (const r of moduleConfigurations(reads, io.cwd, { maxBytes, maxTotalBytes: Math.max(0, maxTotalBytes - used), debug: () => {} })) reads.push(r);
  }
  return reads;
}

/**
 * A command's paths: the positional ones, then every argument after \`--\` (which ends the options,
 * so a path may begin with "-"); yargs leaves the latter in \`_\` after the command's name.
 */
function operands(a: { paths?: string[] | undefined; _: ReadonlyArray<string | number> }): string[] {
  return [...(a.paths ?? []), ...a._.slice(1).map(String)];
}

/** The limit flags of lint and plan, by the LoadLimits key each one sets. */
type LimitFlags = Pick<LintArgs, "maxFileBytes" | "maxTotalBytes" | "maxValues" | "maxDepth" | "maxAliases" | "maxTerraformInstances" | "maxTerraformValues" | "maxPolicyBytes" | "maxPolicyConditions">;
const LIMIT_FLAG_ARGS = {
  maxBytes: "maxFileBytes",
  maxTotalBytes: "maxTotalBytes",
  maxValues: "maxValues",
  maxDepth: "maxDepth",
  maxAliases: "maxAliases",
  maxTerraformInstances: "maxTerraformInstances",
  maxTerraformValues: "maxTerraformValues",
  maxPolicyBytes: "maxPolicyBytes",
  maxPolicyConditions: "maxPolicyConditions",
} as const satisfies Record<keyof LoadLimits, keyof LimitFlags>;

/** Each limit flag given is a whole number from 1 to its ceiling, else a usage error that says so. */
function checkLimitFlags(args: LimitFlags): void {
  for (const [key, arg] of Object.entries(LIMIT_FLAG_ARGS) as Array<[keyof LoadLimits, keyof LimitFlags]>) {
    const value = args[arg];
    const { flag, ceiling } = LIMIT_SETTINGS[key];
    if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > ceiling)) throw new UsageError(`${flag} takes a whole number from 1 to ${ceiling}, not ${value}`);
  }
}

/** The limits the flags give (LoadLimits keys), for runLimits. */
function limitFlags(args: LimitFlags): Partial<LoadLimits> {
  const out: Partial<Record<keyof LoadLimits, number>> = {};
  for (const [key, arg] of Object.entries(LIMIT_FLAG_ARGS) as Array<[keyof LoadLimits, keyof LimitFlags]>) if (args[arg] !== undefined) out[key] = args[arg];
  return out;
}

const limitOption = (key: keyof LoadLimits, extra: string) =>
  ({ type: "number", describe: `${LIMIT_SETTINGS[key].what} at most (default ${DEFAULT_LIMITS[key]}, at most ${LIMIT_SETTINGS[key].ceiling}; config: limits.${LIMIT_SETTINGS[key].configKey}); ${extra}` }) as const;
/** The limit flags as yargs options (lint and plan). */
const limitOptions = {
  "max-total-bytes": limitOption("maxTotalBytes", "files past it get an input-limit finding"),
  "max-file-bytes": limitOption("maxBytes", "a larger file gets an input-limit finding"),
  "max-values": limitOption("maxValues", "a file with more gets an input-limit finding"),
  "max-depth": limitOption("maxDepth", "a file nested deeper gets an input-limit finding"),
  "max-aliases": limitOption("maxAliases", "a file with more gets an input-limit finding"),
  "max-terraform-instances": limitOption("maxTerraformInstances", "past it the rest of the root module is not read, with an input-limit finding"),
  "max-terraform-values": limitOption("maxTerraformValues", "past it the rest of the root module is not read, with an input-limit finding"),
  "max-policy-bytes": limitOption("maxPolicyBytes", "a larger policy file is refused (exit 2)"),
  "max-policy-conditions": limitOption("maxPolicyConditions", "policy files holding more are refused (exit 2)"),
};
/** The limit flags of plan, which reads no policy file. */
const { "max-policy-bytes": _policyBytes, "max-policy-conditions": _policyConditions, ...planLimitOptions } = limitOptions;

/** The limit flags yargs parsed, those given. */
function pickLimitFlags(a: LimitFlags): LimitFlags {
  const out: LimitFlags = {};
  for (const arg of Object.values(LIMIT_FLAG_ARGS)) if (a[arg] !== undefined) out[arg] = a[arg];
  return out;
}

interface PlanArgs extends ApiArgs, LimitFlags {
  paths: string[];
  config?: string;
  /** --baseline: none, one, or `api` and a revision or folder (operations only the live account's drift causes are marked). */
  baselines?: string[];
  /** Say on stderr how the baseline was resolved and which baseline file each planned file was paired with. */
  debug?: boolean;
  format: "stylish" | "json" | "markdown";
  /** --var-file and --var, in command-line order. */
  varArgs?: import("./terraform.js").VarArg[];
}

/** --debug: the Terraform resources of a file that no rule checks, once per type, at the file and line of the example. */
function debugNotChecked(filePath: string, notChecked: FileResult["notChecked"], debug: (line: string) => void): void {
  for (const n of notChecked ?? []) debug(`${n.filePath ?? filePath}${n.line !== undefined ? `:${n.line}` : ""}: ${n.type} (e.g. ${n.address}) is not checked: ${n.reason}`);
}

/** At most this many unknown values are named by --debug (then how many more). */
const MAX_DEBUG_UNKNOWN = 50;

/**
 * --debug on Terraform input: each type no rule checks (debugNotChecked), then each resource or
 * module call not checked and each unknown value of a resource checked partly, at its file and
 * line, and why (names and reasons, never a value); the first MAX_DEBUG_UNKNOWN, then how many more.
 */
function debugTerraform(results: ReadonlyArray<Pick<FileResult, "filePath" | "notChecked" | "terraform">>, debug: (line: string) => void): void {
  let shown = 0;
  let more = 0;
  for (const r of results) {
    debugNotChecked(r.filePath, r.notChecked, debug);
    // A resource no rule checks (its type, a subnet without its VPC) is named above, once per type.
    const perType = new Set((r.notChecked ?? []).map((n) => n.reason));
    perType.add("the mapping does not cover its type");
    const t = r.terraform;
    const notes = t ? [...t.unchecked, ...t.unknown].sort((a, b) => (a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))) : [];
    for (const u of notes) {
      if (u.whole && perType.has(u.reason)) continue;
      if (shown >= MAX_DEBUG_UNKNOWN) {
        more++;
        continue;
      }
      shown++;
      const at = `${u.filePath || r.filePath}${u.line !== undefined ? `:${u.line}:${u.column ?? 1}` : ""}`;
      debug(u.whole ? `${at}: ${u.address} is not ${u.type === undefined ? "read" : "checked"}: ${u.reason}` : `${at}: ${u.address}${u.attribute ? `.${u.attribute}` : ""} is unknown: ${u.reason}`);
    }
  }
  if (more) debug(`… and ${more} more unknown Terraform ${more === 1 ? "value" : "values"} not listed`);
}

/** --debug: the Terraform variables a root module leaves unknown, and why (never a value). */
function debugUnknownVariables(filePath: string, unknown: FileResult["unknownVariables"], debug: (line: string) => void): void {
  for (const u of unknown ?? []) debug(`${filePath}: ${u.name} is unknown: ${u.reason}`);
}

/**
 * Input cloudlint does not read at all (a `terraform show -json` document of another major format
 * version) is an error of the run, not a finding: one line per such file on stderr, no report, and
 * true (the caller exits 2).
 */
function refuseUnsupported(files: ReadonlyArray<{ filePath: string; unsupported?: string | undefined }>, io: CliIO): boolean {
  const refused = files.filter((f) => f.unsupported !== undefined);
  for (const f of refused) io.stderr(`cloudlint: ${escapeText(f.filePath)}: ${escapeText(f.unsupported!)}\n`);
  return refused.length > 0;
}

/** The --baseline value that names the live account: a folder or revision named api is written ./api. */
const API_BASELINE = "api";

/**
 * `--baseline api`: the live account read through the API (as cloudlint import reads it), limited
 * to the sections the desired files hold, each section named after the first file holding it.
 */
async function liveBaseline(args: ApiArgs, desired: readonly import("../lint.js").SourceFile[], io: CliIO): Promise<{ sources: import("../lint.js").SourceFile[]; states: unknown[] }> {
  const [{ readLiveAccount, apiBaseline }, { statesOfSources }] = await Promise.all([import("./import.js"), import("../lint.js")]);
  const { result } = await readLiveAccount(args, io);
  const states = statesOfSources(desired);
  const baseline = apiBaseline(result, desired.map((d, i) => ({ filePath: d.filePath, state: states[i]?.state })));
  if (baseline.left.length) io.stderr(`cloudlint: --baseline api: the live account's ${baseline.left.join(", ")} are not compared: no given file holds those sections\n`);
  return baseline;
}

/** `cloudlint plan`: the API operations a change implies, its token and events, and the transition findings. */
async function runPlan(args: PlanArgs, io: CliIO): Promise<number> {
  checkLimitFlags(args);
  const config = await loadConfig(args.config, io.cwd);
  const limits = (await import("./account.js")).runLimits(config, limitFlags(args));
  // No paths and no config `files`: this folder, as lint reads it (a folder with no state file is exit 2: nothing to plan).
  const paths = args.paths.length === 0 && !config?.config.files?.length ? ["."] : args.paths;
  const reads = await readAccount(paths, config, "give the state files or directories of the desired state, e.g. cloudlint plan infra/ --baseline origin/main, or list them under files in a .cloudlintrc.yaml", io, limits);
  // A file too large to read would plan as if it were empty: refused, never planned around.
  const tooLarge = reads.find((r) => r.source.byteLength !== undefined && r.source.byteLength > limits.maxBytes);
  if (tooLarge) throw new UsageError(`${tooLarge.source.filePath} is ${tooLarge.source.byteLength} bytes, over the limit of ${limits.maxBytes} bytes for one file (${raiseLimitHint("maxBytes")}); cloudlint plan cannot plan a change without it`);
  const [{ statesOfSources }, { planChanges }, { formatPlan }, { terraformVariables }] = await Promise.all([import("../lint.js"), import("../change/index.js"), import("../format/plan.js"), import("./terraform.js")]);
  const { configVarArgs } = await import("./terraform.js");
  const debug = (line: string) => {
    if (args.debug) io.stderr(`cloudlint: debug: ${escapeText(line)}\n`);
  };
  // Terraform variables as lint reads them; the same values for the baseline (the run's command line and environment).
  const total = reads.reduce((n, r) => n + r.byteLength, 0);
  const { inputs } = terraformVariables(reads, io.env, [...configVarArgs(config), ...(args.varArgs ?? [])], io.cwd, { maxBytes: limits.maxBytes, maxTotalBytes: Math.max(0, limits.maxTotalBytes - total), debug });
  // The .tf files of one folder are one module: read together, as lint reads them.
  const desired = statesOfSources(reads.map((r) => r.source), limits, inputs);
  if (args.debug) debugTerraform(desired.map((d, i) => ({ filePath: reads[i]!.source.filePath, ...d })), debug);
  desired.forEach((d, i) => debugUnknownVariables(reads[i]!.source.filePath, d.unknownVariables, debug));
  // A file past a loading limit would plan as if it were empty: refused, as a file too large is.
  const refusedAt = desired.findIndex((d) => d.refused !== undefined);
  if (refusedAt !== -1) throw new UsageError(`${reads[refusedAt]!.source.filePath}: ${desired[refusedAt]!.refused}; cloudlint plan cannot plan a change without it`);
  if (refuseUnsupported(desired.map((d, i) => ({ filePath: reads[i]!.source.filePath, unsupported: d.unsupported })), io)) return 2;
  // A Terraform plan carries the account before it: its own baseline, unless one is given.
  const carried = desired.filter((d) => d.before !== undefined);
  let before: unknown[] | undefined = carried.length ? carried.map((d) => d.before) : undefined;
  const baselines = args.baselines ?? [];
  const revisionRef = baselines.find((b) => b !== API_BASELINE);
  let revision: unknown[] | undefined;
  if (revisionRef !== undefined) {
    const { readBaseline } = await import("./baseline.js");
    // The baseline's configuration takes its own definitions files (a change to terraform.tfvars is a change).
    const tfvars: { filePath: string; text: string; problem?: string }[] = [];
    const baselineSources = readBaseline({ ref: revisionRef, paths, linted: reads.map((r) => r.source.filePath), maxBytes: limits.maxBytes, debug, warn: io.stderr, tfvars }, io.cwd);
    before = revision = statesOfSources(baselineSources, limits, { ...inputs, autoFiles: tfvars }).map((s) => s.state);
  }
  if (baselines.includes(API_BASELINE)) before = (await liveBaseline(args, reads.map((r) => r.source), io)).states;
  const sensitivePorts = config?.config.settings?.sensitivePorts;
  const options = { ...(sensitivePorts ? { sensitivePorts } : {}), limits };
  let plan = planChanges(before, desired.map((d) => d.state), options);
  if (revision !== undefined && baselines.includes(API_BASELINE)) {
    const { markDrift } = await import("../change/drift.js");
    plan = markDrift(plan, planChanges(revision, desired.map((d) => d.state), options));
  }
  io.stdout(formatPlan(plan, args.format));
  return plan.findings.some((f) => f.severity === "error") ? 1 : 0;
}

interface ExplainArgs {
  paths: string[];
  config?: string;
  firewall: string;
  direction: string;
  protocol: string;
  port?: number;
  address: string;
  format: "stylish" | "json";
}

async function runExplain(args: ExplainArgs, io: CliIO): Promise<number> {
  const protocol = args.protocol.toUpperCase();
  if (!["TCP", "UDP", "ICMP", "IPENCAP"].includes(protocol)) throw new UsageError(`--protocol is TCP, UDP, ICMP or IPENCAP, not ${JSON.stringify(args.protocol)}`);
  const config = await loadConfig(args.config, io.cwd);
  const reads = await readAccount(args.paths, config, "give the state files or directories that hold the firewall, e.g. cloudlint explain infra/ --firewall web-fw ..., or list them under files in a .cloudlintrc.yaml", io);
  const sources = reads.map((r) => r.source);
  const { explainPacket } = await import("../lint.js");
  const packet = { direction: args.direction as "inbound" | "outbound", protocol, ...(args.port !== undefined ? { port: args.port } : {}), address: args.address };
  const result = explainPacket(sources, args.firewall, packet);
  if ("problem" in result) throw new UsageError(result.message);
  if (args.format === "json") {
    const { safeJson } = await import("../format/safe.js");
    io.stdout(safeJson(result) + "\n");
    return 0;
  }
  const { direction, port, address } = result.packet;
  const what = `${direction} ${protocol}${port !== undefined && (protocol === "TCP" || protocol === "UDP") ? ` port ${port}` : ""} ${direction === "inbound" ? "from" : "to"} ${address}`;
  const at = (p: { line?: number; column?: number }) => (p.line !== undefined ? `${result.filePath}:${p.line}:${p.column}` : result.filePath);
  const by = result.rule
    ? `rule ${result.rule.direction}[${result.rule.index}]${result.rule.label !== undefined ? ` ${JSON.stringify(result.rule.label)}` : ""} at ${at(result.rule)}`
    : `${direction}_policy at ${at(result.policy ?? {})} (no rule matches)`;
  // Labels and paths are user data: escaped, so a label cannot print a terminal escape or a workflow command.
  io.stdout(escapeText(`${result.decision}  ${what} (firewall ${JSON.stringify(result.firewall)})`) + "\n  " + escapeText(`decided by ${by}`) + "\n");
  if (result.skippedRules > 0) io.stdout(`  note: ${result.skippedRules} rule(s) the API would reject were left out; run cloudlint lint for details\n`);
  return 0;
}

/**
 * yargs check, of every command: an option that takes one value is given once. yargs collects a
 * repeated one into a list (`--format json --format sarif`, `--config a --config b`), which no
 * command reads. --baseline says more itself (baselineValueCheck: plan takes api and a revision).
 */
function givenOnce(argv: Record<string, unknown>, options: { key?: Record<string, unknown>; array?: string[] }): true {
  const lists = new Set(options.array ?? []);
  for (const key of Object.keys(options.key ?? {})) {
    if (key !== "baseline" && !lists.has(key) && Array.isArray(argv[key])) throw new UsageError(`${key.length === 1 ? "-" : "--"}${key} is given more than once; give it once`);
  }
  return true;
}

/**
 * yargs check of --baseline (lint and plan): given once, and not empty (`--baseline ""`, an unset
 * CI variable, `--baseline --format json`), which would compare the files with themselves.
 */
function baselineValueCheck(argv: { baseline?: unknown }, twoWithApi = false): true {
  const value = argv.baseline;
  if (value === undefined) return true;
  if (Array.isArray(value)) {
    // plan: the live account and a revision, to mark the operations only drift causes.
    if (twoWithApi && value.length === 2 && value.filter((v) => v === API_BASELINE).length === 1) {
      for (const v of value) baselineValueCheck({ baseline: v });
      return true;
    }
    throw new UsageError(`--baseline is given more than once; give one git revision or folder${twoWithApi ? ", or api and one revision or folder (to mark the operations that only the live account's drift causes)" : ""}`);
  }
  if (typeof value !== "string" || value.trim() === "") throw new UsageError("--baseline needs a git revision (origin/main) or a folder (./base); it was given an empty value");
  return true;
}

/** The options of the API client (import, and --baseline api of lint and plan). */
function apiOptions<T>(y: import("yargs").Argv<T>) {
  return y
    .option("api-url", { type: "string", describe: "The API's base URL, ending with its version (https://…/v4; plain http only to a loopback address); default CLOUDLINT_API_URL. The token is read from CLOUDLINT_TOKEN, never from the command line" })
    .option("token-env", { type: "string", describe: "The environment variable holding the API token (default CLOUDLINT_TOKEN)" })
    .option("concurrency", { type: "number", describe: `Requests in flight at once, 1..${16} (default 4)` })
    .option("timeout", { type: "number", describe: "Seconds one request may take before it is retried (default 30)" })
    .option("retries", { type: "number", describe: "Retries of a request after a 429, a 5xx, a dropped connection or a timeout, 0..10 (default 5), with backoff and jitter; Retry-After is honoured" })
    .option("max-list-bytes", { type: "number", describe: "Bytes one list's pages may come to together (default 268435456, 256 MiB); past it the run stops with exit 2 naming the list" });
}

/** The API options as the commands take them. */
function apiArgs(a: { apiUrl?: string | undefined; tokenEnv?: string | undefined; concurrency?: number | undefined; timeout?: number | undefined; retries?: number | undefined; maxListBytes?: number | undefined; debug?: boolean | undefined }): ApiArgs {
  return {
    ...(a.apiUrl !== undefined ? { apiUrl: a.apiUrl } : {}),
    ...(a.tokenEnv !== undefined ? { tokenEnv: a.tokenEnv } : {}),
    ...(a.concurrency !== undefined ? { concurrency: a.concurrency } : {}),
    ...(a.timeout !== undefined ? { timeout: a.timeout } : {}),
    ...(a.retries !== undefined ? { retries: a.retries } : {}),
    ...(a.maxListBytes !== undefined ? { maxListBytes: a.maxListBytes } : {}),
    ...(a.debug !== undefined ? { debug: a.debug } : {}),
  };
}

/** Options that take a value, of the import command (to tell its positionals apart). */
const IMPORT_VALUE_OPTIONS = new Set(["--out", "-o", "--api-url", "--from", "--token-env", "--concurrency", "--timeout", "--retries", "--max-list-bytes"]);

/**
 * The token never comes from the command line, where ps shows it: a --token option does not
 * exist, and `cloudlint import` takes no positional (a pasted token would be one). Both are refused
 * without echoing the value, before yargs (whose messages would).
 */
function refuseTokenArguments(argv: readonly string[]): void {
  for (const a of argv) {
    if (a === "--") break;
    if (a === "--token" || a.startsWith("--token=")) throw new UsageError("there is no --token option: the token is read from the environment (CLOUDLINT_TOKEN, or the variable --token-env names), never from the command line, where ps shows it");
  }
  if (argv[0] !== "import") return;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (IMPORT_VALUE_OPTIONS.has(a)) i++;
    else if (!a.startsWith("-")) throw new UsageError("cloudlint import takes no positional arguments (the one given is not shown: it may be a token); the token is read from CLOUDLINT_TOKEN or the variable --token-env names");
  }
}

/**
 * yargs 17 formats a command's whole help text after running its handler, in case an asynchronous
 * handler fails later and its failure message wants the help (usage.cacheHelpMessage): with lint's
 * 35 options that was half of yargs' parse, ~5 ms of every lint on this machine. Our handlers only
 * record what to run, and failures print no help, so nothing reads that text: the call is made a
 * no-op. Internal API, hence the checks: if a yargs release moves it, this does nothing and the run
 * is as before, only slower.
 */
function skipHelpCache(parser: unknown): void {
  const internal = (parser as { getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: unknown } } }).getInternalMethods?.();
  const usage = internal?.getUsageInstance?.();
  if (usage && typeof usage.cacheHelpMessage === "function") usage.cacheHelpMessage = () => {};
}

/** --var-file and --var in command-line order (see orderedVarArgs), without loading the Terraform module when neither is given. */
function varArgsOf(argv: readonly string[], files: unknown, vars: unknown): { file: string }[] | { var: string }[] | ({ file: string } | { var: string })[] {
  const list = (x: unknown) => (Array.isArray(x) ? x.map(String) : typeof x === "string" ? [x] : []);
  const f = list(files);
  const v = list(vars);
  if (f.length === 0 && v.length === 0) return [];
  const out: ({ file: string } | { var: string })[] = [];
  let fi = 0;
  let vi = 0;
  for (let i = 0; i < argv.length && argv[i] !== "--"; i++) {
    const a = argv[i]!;
    if ((a === "--var-file" || a.startsWith("--var-file=")) && fi < f.length) out.push({ file: f[fi++]! });
    else if ((a === "--var" || a.startsWith("--var=")) && vi < v.length) out.push({ var: v[vi++]! });
    if (a === "--var-file" || a === "--var") i++;
  }
  for (; fi < f.length; fi++) out.push({ file: f[fi]! });
  for (; vi < v.length; vi++) out.push({ var: v[vi]! });
  return out;
}

/** Runs the CLI; resolves to the exit code. Never throws. */
export async function main(givenArgv: readonly string[], io: CliIO): Promise<number> {
  // `lint -` is standard input, as in most linters (yargs would drop a bare "-").
  const argv = givenArgv[0] === "lint" ? givenArgv.map((a, i) => (i > 0 && a === "-" ? "--stdin" : a)) : givenArgv;
  try {
    refuseTokenArguments(argv);
    // yargs' factory (yargs/yargs), not its main module, which builds a parser of process.argv on
    // load (the "singleton" we never use) and binds each of its methods again at each call.
    const { default: yargs } = await import("yargs/yargs");
    let usageFailure: string | undefined;
    // Handlers only record what to run: yargs may report a validation failure after calling a
    // handler, and nothing may run when the arguments are wrong.
    let pending: (() => Promise<number>) | undefined;
    const parser = yargs([...argv])
      .scriptName("cloudlint")
      .usage("$0 <command> [options]")
      .command(
        "lint [paths..]",
        "Lint state files and directories as one account",
        (y) =>
          apiOptions(y)
            .positional("paths", { type: "string", array: true, default: [] as string[], describe: "State files, directories searched for *.yaml, *.yml, *.json, *.tf, *.tofu, or quoted globs ('infra/**/*.yaml'); - for standard input. None: the config's files, else this folder (as lint .; none found is exit 0)" })
            .option("format", { alias: "f", choices: [...FORMAT_NAMES], default: "stylish" as FormatName, describe: "Output format" })
            .option("config", { alias: "c", type: "string", describe: "Config file (default: .cloudlintrc.yaml, .cloudlintrc.json or cloudlint.config.yaml, from here up to the repository root)" })
            .option("baseline", { type: "string", describe: "The state before the change (adds the transition checks): api for the live account (read through the API, see --api-url; a folder or revision named api is then written ./api); a git revision (main, origin/main, a commit), even when a folder has that name; or a folder (always when written ./x, ../x, /x or x/); or a .json file of terraform show -json (a state), the whole account before. A folder's files are paired as a checkout of this folder (FOLDER/<path from here>), else as the earlier version of the given paths' common folder C (FOLDER/<path from C>). A baseline holding none of the linted files but other state files is exit 2" })
            .option("max-warnings", { type: "number", describe: "Also fail (exit 1) on more than this many warnings" })
            .option("fail-level", { choices: ["error", "warning", "info"] as const, describe: "Fail (exit 1) on findings at or above this severity (default: error)" })
            .option("quiet", { type: "boolean", describe: "Report errors only" })
            .option("output", { alias: "o", type: "string", describe: "Write the report to this file instead of standard output" })
            .option("fix", { type: "boolean", describe: "Apply the certain fixes to the files (keeping comments, order, quoting), then report what remains" })
            .option("fix-dry-run", { type: "boolean", describe: "Print the fixes as a diff instead of writing them" })
            .option("inline-config", { type: "boolean", default: true, describe: "Honour # cloudlint-disable comments (--no-inline-config ignores them, for audits)" })
            .option("follow-symlinks", { type: "boolean", default: true, describe: "Follow symbolic links to state files inside the repository or the linted folder; a walked link leading elsewhere is refused (--no-follow-symlinks skips them all)" })
            .option("terraform-dir", { type: "string", describe: "The folder of a Terraform plan's .tf files (default: the plan's own folder): its findings point at their lines there, and its suppression comments apply" })
            .option("var-file", { type: "string", array: true, nargs: 1, describe: "A Terraform variable definitions file (.tfvars, or .tfvars.json) for the root modules, relative to here and inside the repository; repeatable. With --var, later ones win, as in Terraform: TF_VAR_name < terraform.tfvars < *.auto.tfvars < --var-file/--var in the order given" })
            .option("var", { type: "string", array: true, nargs: 1, describe: "A Terraform root module variable, NAME=VALUE (a string for a string, number or bool variable, else an HCL value such as [\"22\"]); repeatable" })
            .option("ignore-pattern", { type: "string", array: true, nargs: 1, describe: "Do not lint files (or enter folders) matching this glob, relative to here; repeatable" })
            .option("ignore", { type: "boolean", default: true, describe: "Honour .gitignore, .cloudlintignore and --ignore-pattern (--no-ignore lints everything found)" })
            .option("stdin", { type: "boolean", describe: "Lint standard input (also: lint -)" })
            .option("stdin-filename", { type: "string", describe: "The path standard input stands for (config, overrides, report)" })
            .option("print-config", { type: "string", describe: "Print the config that applies to this file (config file, rule severities after overrides) and lint nothing" })
            .option("policy", { type: "string", array: true, nargs: 1, describe: "An organisation policy file, folder or glob (repeatable; default: the config's policies, else .cloudlint/policies/*.yaml)" })
            .option("debug", { type: "boolean", describe: "Say on stderr which config file, files read and skipped, and timings the run used, and which resource types of Terraform input no rule checks" })
            .option("color", { type: "boolean", describe: "Force colours on or off (default: FORCE_COLOR, else on for a terminal, off with NO_COLOR)" })
            .options(limitOptions)
            .check((a) => baselineValueCheck(a)),
        (a) => {
          pending = () =>
            runLint(
              {
                paths: operands(a),
                ...(a.config !== undefined ? { config: a.config } : {}),
                ...(a.baseline !== undefined ? { baseline: a.baseline } : {}),
                format: a.format,
                maxWarnings: a.maxWarnings,
                color: a.color,
                failLevel: a.failLevel,
                quiet: a.quiet,
                output: a.output,
                version: io.version,
                fix: a.fix,
                fixDryRun: a.fixDryRun,
                inlineConfig: a.inlineConfig,
                followSymlinks: a.followSymlinks,
                debug: a.debug,
                ...pickLimitFlags(a),
                ...(a.terraformDir !== undefined ? { terraformDir: a.terraformDir } : {}),
                varArgs: varArgsOf(argv, a.varFile, a.var),
                printConfig: a.printConfig,
                stdin: a.stdin,
                ...(a.ignorePattern !== undefined ? { ignorePatterns: a.ignorePattern } : {}),
                ignore: a.ignore,
                stdinFilename: a.stdinFilename,
                ...(a.policy !== undefined ? { policy: a.policy } : {}),
                ...apiArgs(a),
              },
              io,
            );
        },
      )
      .command(
        "filter <collection> <filter>",
        "Validate an X-Filter expression (JSON) for a collection",
        (y) =>
          y
            .positional("collection", { type: "string", demandOption: true, describe: "vpcs, subnets, vpc-ips, firewalls, firewall-devices, images, stackscripts, databases, database-engines, ips, ipv6-ranges, ipv6-pools" })
            .positional("filter", { type: "string", demandOption: true, describe: "The filter as JSON, e.g. '{\"label\": \"prod\"}'" })
            .option("format", { alias: "f", choices: [...FORMAT_NAMES], default: "stylish" as FormatName, describe: "Output format" })
            .option("page", { type: "number", describe: "Also check a page parameter (integer >= 1)" })
            .option("page-size", { type: "number", describe: "Also check a page_size parameter (25..500)" })
            .option("color", { type: "boolean", describe: "Force colours on or off" }),
        (a) => {
          pending = () => runFilter({ collection: a.collection, filter: a.filter, format: a.format, page: a.page, pageSize: a.pageSize, color: a.color }, io);
        },
      )
      .command(
        "rules [id]",
        "List every rule, or print one rule's page",
        (y) =>
          y
            .positional("id", { type: "string", describe: "A rule id, e.g. firewall-ports-syntax, or a policy id" })
            .option("format", { alias: "f", choices: ["stylish", "json"] as const, default: "stylish" as const, describe: "stylish for people, json for tools" })
            .option("policy", { type: "string", array: true, nargs: 1, describe: "Policy files, folders or globs to list beside the built-in rules (default: the config's, else .cloudlint/policies/*.yaml)" })
            .option("config", { alias: "c", type: "string", describe: "Config file (its policies)" }),
        (a) => {
          pending = () => runRules(a.id, a.format, io, { ...(a.policy !== undefined ? { policy: a.policy } : {}), ...(a.config !== undefined ? { config: a.config } : {}) });
        },
      )
      .command(
        "policy test [files..]",
        "Run the organisation policies' own tests (exit 0 only when every case passes)",
        (y) =>
          y
            .positional("files", { type: "string", array: true, default: [] as string[], describe: "Policy files, folders or globs (default: the config's policies, else .cloudlint/policies/*.yaml)" })
            .option("config", { alias: "c", type: "string", describe: "Config file (its policies)" })
            .option("format", { alias: "f", choices: ["stylish", "json"] as const, default: "stylish" as const, describe: "stylish for people, json for tools" }),
        (a) => {
          pending = () => runPolicyTest({ paths: a.files ?? [], format: a.format, ...(a.config !== undefined ? { config: a.config } : {}) }, io);
        },
      )
      .command(
        "init",
        "Write a starter .cloudlintrc.yaml here and print the pre-commit snippet",
        (y) => y.option("force", { type: "boolean", describe: "Overwrite an existing .cloudlintrc.yaml" }),
        (a) => {
          pending = async () => {
            const { runInit } = await import("./init.js");
            io.stdout(runInit(io.cwd, a.force === true, ownPackage(io.packageRoot)));
            return 0;
          };
        },
      )
      .command(
        "explain [paths..]",
        "Show which rule of a firewall decides a packet",
        (y) =>
          y
            .positional("paths", { type: "string", array: true, default: [] as string[], describe: "State files or directories" })
            .option("firewall", { type: "string", demandOption: true, describe: "The firewall's label" })
            .option("direction", { choices: ["inbound", "outbound"], demandOption: true, describe: "Traffic direction" })
            .option("protocol", { type: "string", demandOption: true, describe: "Protocol: TCP, UDP, ICMP or IPENCAP (any case)" })
            .option("port", { type: "number", describe: "Port (TCP and UDP)" })
            .option("address", { type: "string", demandOption: true, describe: "Remote address: the source inbound, the destination outbound" })
            .option("config", { alias: "c", type: "string", describe: "Config file; its files are the account when no paths are given" })
            .option("format", { alias: "f", choices: ["stylish", "json"] as const, default: "stylish" as const, describe: "Output format" }),
        (a) => {
          pending = () =>
            runExplain(
              { paths: operands(a), firewall: a.firewall, direction: a.direction, protocol: a.protocol, port: a.port, address: a.address, format: a.format, ...(a.config !== undefined ? { config: a.config } : {}) },
              io,
            );
        },
      )
      .command(
        "plan [paths..]",
        "The API operations a change implies (with --baseline; without, the creation of everything): scopes, grants, events, and what the API would refuse",
        (y) =>
          apiOptions(y)
            .positional("paths", { type: "string", array: true, default: [] as string[], describe: "State files or directories of the desired state (none: the config's files, else this folder)" })
            .option("baseline", { type: "string", describe: "The state before the change: api for the live account (read through the API, see --api-url; a folder or revision named api is then written ./api), given with a revision or folder too to mark the operations only drift causes; a git revision (main, origin/main, a commit), even when a folder has that name; or a folder (always when written ./x, ../x, /x or x/); or a .json file of terraform show -json (a state), the whole account before. A folder's files are paired as a checkout of this folder (FOLDER/<path from here>), else as the earlier version of the given paths' common folder C (FOLDER/<path from C>). A baseline holding none of the linted files but other state files is exit 2" })
            .option("config", { alias: "c", type: "string", describe: "Config file; its files are the account when no paths are given" })
            .option("format", { alias: "f", choices: ["stylish", "json", "markdown"] as const, default: "stylish" as const, describe: "stylish for a terminal, json for tools, markdown for a pull-request comment" })
            .option("debug", { type: "boolean", describe: "Say on stderr what --baseline named and which baseline file each file was paired with, and which resource types of Terraform input no rule checks" })
            .option("var-file", { type: "string", array: true, nargs: 1, describe: "A Terraform variable definitions file for the root modules (as lint takes it); repeatable" })
            .option("var", { type: "string", array: true, nargs: 1, describe: "A Terraform root module variable, NAME=VALUE (as lint takes it); repeatable" })
            .options(planLimitOptions)
            .check((a) => baselineValueCheck(a, true)),
        (a) => {
          pending = () =>
            runPlan(
              {
                paths: operands(a),
                format: a.format,
                debug: a.debug,
                varArgs: varArgsOf(argv, a.varFile, a.var),
                ...pickLimitFlags(a),
                ...(a.config !== undefined ? { config: a.config } : {}),
                ...(a.baseline !== undefined ? { baselines: ([] as unknown[]).concat(a.baseline).map(String) } : {}),
                ...apiArgs(a),
              },
              io,
            );
        },
      )
      .command(
        "import",
        "Write the live account's state files from the API (the token from CLOUDLINT_TOKEN), or from saved responses (--from)",
        (y) =>
          apiOptions(y)
            .option("out", { alias: "o", type: "string", describe: "The folder to write the state files to (one file per section; other files there are left alone)" })
            .option("from", { type: "string", describe: "Read the responses from this folder (the JSON bodies as curl saves them: <path>.json, <path>.page-N.json) instead of the API" })
            .option("debug", { type: "boolean", describe: "Say on stderr each request's method, path, status and time, and each retry" })
            .option("quiet", { type: "boolean", describe: "No progress line and no line per phase; the summary and the warnings stay" }),
        (a) => {
          pending = async () => {
            const { runImport } = await import("./import.js");
            return runImport({ ...(a.out !== undefined ? { out: a.out } : {}), ...(a.from !== undefined ? { from: a.from } : {}), ...(a.quiet === true ? { quiet: true } : {}), ...apiArgs(a) }, io);
          };
        },
      )
      .command(
        "lsp",
        "Start the language server for editors (speaks LSP over standard input and output)",
        (y) =>
          y
            .option("stdio", { type: "boolean", describe: "Talk over standard input and output (the only transport)" })
            .option("clientProcessId", { type: "number", hidden: true, describe: "The editor's process id: the server exits when it is gone" }),
        (a) => {
          pending = async () => {
            if (!a.stdio) throw new UsageError("cloudlint lsp talks over standard input and output: run cloudlint lsp --stdio (editors start it for you; see In the editor, docs/editor.md)");
            // Loaded only here: lint and every other command pay nothing for the server.
            const { startServer } = await import("../lsp/server.js");
            // The server writes to process.stdout itself: a closed or failing output ends it as it ends a lint.
            process.stdout.on("error", stdoutFailed);
            startServer({ version: io.version, ...(io.packageRoot !== undefined ? { packageRoot: io.packageRoot } : {}) });
            // It runs until the client's exit notification, which ends the process.
            return new Promise<number>(() => {});
          };
        },
      )
      .demandCommand(1, "name a command: cloudlint lint <paths..>, cloudlint plan <paths..>, cloudlint filter <collection> <filter>, cloudlint explain <paths..> --firewall ... or cloudlint policy test")
      .strict()
      .check(givenOnce, true)
      .version(io.version)
      .help()
      .alias("h", "help")
      .alias("v", "version")
      // A terminal's width; process.stdout is not created for a pipe or a file, which have none.
      .wrap(Math.min(100, (isTerminal(1) && process.stdout.columns) || 100))
      .exitProcess(false)
      .fail((message, error) => {
        // yargs' own validation errors (YError: a repeatable option with no value) are usage errors too.
        if (error && !(error instanceof UsageError) && error.name !== "YError") throw error;
        usageFailure = error ? error.message : message;
      });
    skipHelpCache(parser);
    let helpText = "";
    await parser.parse([...argv], {}, (_err, _argv, output) => {
      helpText = output;
    });
    if (usageFailure !== undefined) {
      io.stderr(`cloudlint: ${escapeText(usageFailure)}\nRun "cloudlint --help" for usage.\n`);
      return 2;
    }
    if (helpText) {
      io.stdout(helpText.endsWith("\n") ? helpText : helpText + "\n");
      return 0;
    }
    return pending ? await pending() : 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`cloudlint: ${escapeText(e.message)}\n${e.details.map((d) => `  ${escapeText(d)}\n`).join("")}`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr(`cloudlint: internal error: ${escapeText(message)}\nThis is a bug in cloudlint; please report it with the input that caused it.\n`);
    if (io.env.CLOUDLINT_DEBUG && e instanceof Error && e.stack) io.stderr(e.stack + "\n");
    return 2;
  }
}

/** Entry point used by bin/cloudlint.js. */
export async function run(version: string, packageRoot?: string): Promise<void> {
  // process.stdout and process.stderr are created when needed, not up front: a run that writes
  // its report to a pipe or a file, or nothing (the usual pre-commit run), never loads the
  // streams' modules (see isTerminal and stdoutWriter).
  const terminals: { stdout?: boolean; stderr?: boolean } = {};
  const code = await main(process.argv.slice(2), {
    version,
    ...(packageRoot !== undefined ? { packageRoot } : {}),
    stdout: stdoutWriter(),
    stderr: (s) => process.stderr.write(s),
    cwd: process.cwd(),
    get isTTY() {
      return (terminals.stdout ??= isTerminal(1));
    },
    get stderrIsTTY() {
      return (terminals.stderr ??= isTerminal(2));
    },
    get stderrColumns() {
      return process.stderr.columns;
    },
    env: process.env,
    readStdin: (limit) => readAtMost(0, limit),
  });
  process.exitCode = code;
}
