/**
 * The workspace as `cloudlint lint` sees it from its folder: the config (found from the folder up
 * to the repository root), the organisation's policies, and the account's files, gathered by the
 * CLI's own modules (gatherAccount, findConfig/parseConfig, readPolicySources, planConfigurations,
 * accountLintOptions): the config's `files`, else every state file under the folder, with its
 * ignores, .gitignore and .cloudlintignore, overrides and settings. An editor's text of a file
 * wins over the disk's.
 *
 * A config or a policy file with problems gets them as its own diagnostics (the CLI would exit 2):
 * the account is then linted with the last valid config, and with the policies that compiled.
 */
import { basename, resolve } from "node:path";
import type { Diagnostic as LspDiagnostic } from "vscode-languageserver/node";
import type { Finding } from "../diagnostic.js";
import { LoadCache, type LintOptions, type SourceFile } from "../lint.js";
import { resolveLimits } from "../load/limits.js";
import type { PolicySet } from "../policy/index.js";
import { CONFIG_FILE_NAMES } from "../config/names.js";
import { accountLintOptions, gatherAccount, runLimits } from "../cli/account.js";
import { findConfig, parseConfig, readConfigText, type LoadedConfig } from "../cli/config.js";
import { readSource, UsageError, type ReadFile } from "../cli/files.js";
import { readPolicySources } from "../cli/policies.js";
import { planConfigurations } from "../cli/terraform.js";
import { appendAll } from "../util/data.js";
import { escapeText } from "../util/text.js";
import { rangeOf } from "./context.js";

/** An account file as last read from the disk (its text, not its bytes). */
interface AccountFile {
  readonly absolute: string;
  source: SourceFile;
}

/** What a path is to the workspace, for the editor's and the disk's changes. */
export type FileRole = "config" | "policy" | "account" | "ignore-file" | "other";

const IGNORE_FILES = new Set([".gitignore", ".cloudlintignore"]);
const CONFIG_NAMES: ReadonlySet<string> = new Set(CONFIG_FILE_NAMES);

export class Workspace {
  /** The account's files in the CLI's order. */
  private files: AccountFile[] = [];
  private byPath = new Map<string, AccountFile>();
  private configPath: string | undefined;
  private config: LoadedConfig | undefined;
  private policyPaths = new Set<string>();
  /** The lint options the config and policies give (rules by file, settings, policies). */
  options: LintOptions = {};
  /** Each state file's parse, kept between lints (a keystroke parses one file again). */
  readonly cache = new LoadCache();
  /** The config's and the policy files' own problems, by absolute path. */
  problems = new Map<string, LspDiagnostic[]>();

  constructor(
    readonly root: string,
    /** An open editor's text of a file, if any. */
    private readonly textOf: (absolute: string) => string | undefined,
    private readonly log: (level: "error" | "warning" | "info", message: string) => void,
  ) {}

  /** Finds and reads the config, the policies and the account's files again. */
  async reload(): Promise<void> {
    const problems = new Map<string, LspDiagnostic[]>();
    const report = (path: string, d: LspDiagnostic) => problems.set(path, [...(problems.get(path) ?? []), d]);
    const config = await this.loadConfig(report);
    const { policies, policyPaths } = await this.loadPolicies(config, report);
    const files = this.gather(config).filter((f) => !policyPaths.has(f.absolute));
    const options = await accountLintOptions(config, policies, files.map((f) => ({ filePath: f.source.filePath, absolute: f.absolute })), this.root);
    this.config = config;
    this.policyPaths = policyPaths;
    this.files = files;
    this.byPath = new Map(files.map((f) => [f.absolute, f]));
    this.options = options;
    this.problems = problems;
  }

  /** Reads one account file from the disk again; false when it is not one (or cannot be read: reload). */
  refresh(absolute: string): boolean {
    const file = this.byPath.get(absolute);
    if (!file) return false;
    const read = readSource(absolute, this.root, { maxBytes: resolveLimits(this.options.limits).maxBytes });
    if ("problem" in read) return false;
    file.source = { ...read.source, filePath: file.source.filePath, ...(file.source.optional ? { optional: true } : {}), ...(file.source.terraformConfig ? { terraformConfig: true } : {}) };
    return true;
  }

  /** The account's sources, an open editor's text in place of the disk's. */
  sources(): SourceFile[] {
    return this.files.map(({ absolute, source }) => {
      const text = this.textOf(absolute);
      if (text === undefined) return source;
      return { filePath: source.filePath, text, ...(source.optional ? { optional: true } : {}), ...(source.terraformConfig ? { terraformConfig: true } : {}) };
    });
  }

  /** The absolute path of an account file's path as linted (relative to the workspace folder). */
  absoluteOf(filePath: string): string {
    return resolve(this.root, filePath);
  }

  /** The account file's path as linted, if the path is one. */
  filePathOf(absolute: string): string | undefined {
    return this.byPath.get(absolute)?.source.filePath;
  }

  roleOf(absolute: string): FileRole {
    if (absolute === this.configPath || (CONFIG_NAMES.has(basename(absolute)) && this.configPath === undefined)) return "config";
    if (this.policyPaths.has(absolute)) return "policy";
    if (this.byPath.has(absolute)) return "account";
    if (IGNORE_FILES.has(basename(absolute))) return "ignore-file";
    return "other";
  }

  /** The config (the last valid one), for tests of this module. */
  get configFile(): string | undefined {
    return this.configPath;
  }

  private async loadConfig(report: (path: string, d: LspDiagnostic) => void): Promise<LoadedConfig | undefined> {
    let path: string | undefined;
    try {
      path = await findConfig(undefined, this.root);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      this.log("warning", `no config is used: ${escapeText(e.message)}`);
    }
    this.configPath = path;
    if (path === undefined) return undefined;
    let parsed: Awaited<ReturnType<typeof parseConfig>> | undefined;
    try {
      parsed = await parseConfig(path, this.textOf(path) ?? readConfigText(path, this.root));
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      report(path, problem(e.message, undefined));
    }
    if (parsed && "syntax" in parsed) for (const f of parsed.syntax) report(path, problem(f.message, f.ruleId, f));
    if (parsed && "config" in parsed) {
      const { config, problems } = parsed;
      for (const p of problems) report(path, problem(p.message, p.ruleId, config.locate?.(p.path, p.anchor)));
      if (problems.length === 0) return config;
    }
    // A config being edited is often invalid for a moment: the account keeps the last valid one.
    if (this.config?.path === path) {
      this.log("info", "the config has problems (see its diagnostics); the account is linted with its last valid version");
      return this.config;
    }
    return undefined;
  }

  private async loadPolicies(config: LoadedConfig | undefined, report: (path: string, d: LspDiagnostic) => void): Promise<{ policies: PolicySet | undefined; policyPaths: Set<string> }> {
    const policyPaths = new Set<string>();
    let policies: PolicySet | undefined;
    try {
      const read = readPolicySources([], config, this.root, (line) => this.log("warning", line.trim()), this.textOf);
      if (read) {
        for (const file of read.files) policyPaths.add(resolve(this.root, file));
        for (const u of read.unread) report(u.absolute, problem(u.message, undefined));
        const { compilePolicies } = await import("../policy/index.js");
        const compiled = compilePolicies(read.sources);
        for (const p of compiled.problems) report(resolve(this.root, p.file), problem(p.message, undefined, p.line !== undefined ? { line: p.line, column: p.column } : undefined));
        policies = compiled.policies;
      }
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      // The config's policies globs name no file, or lead out of the repository: said at `policies`.
      if (config) report(config.path, problem(e.message, undefined, config.locate?.(["policies"], "key")));
      else this.log("warning", `no policies are used: ${escapeText(e.message)}`);
    }
    if (config?.data !== undefined) {
      // The config's rules may name policies: each must be one of the workspace's.
      const { validateConfig } = await import("../config/config.js");
      for (const p of validateConfig(config.data, new Set(policies?.list.map((x) => x.id))).problems) report(config.path, problem(p.message, p.ruleId, config.locate?.(p.path, p.anchor)));
    }
    return { policies, policyPaths };
  }

  /** The account's files as `cloudlint lint` with no paths finds them (else every state file of the folder). */
  private gather(config: LoadedConfig | undefined): AccountFile[] {
    const configured = (config?.config.files?.length ?? 0) > 0;
    // The config's limits (limits: in the config file), as lint reads them.
    const limits = runLimits(config, {});
    let reads: ReadFile[] = [];
    try {
      reads = gatherAccount({ paths: configured ? [] : ["."], config, usage: "", debug: () => {}, warn: (line) => this.log("warning", line.trim()), maxBytes: limits.maxBytes, maxTotalBytes: limits.maxTotalBytes }, this.root).reads;
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      this.log("info", `no state files: ${escapeText(e.message)}`);
    }
    try {
      // A Terraform plan's configuration, read to place its findings on the .tf lines (as lint does).
      const used = reads.reduce((n, r) => n + r.bytes.length, 0);
      appendAll(reads, planConfigurations(reads, this.root, { maxBytes: limits.maxBytes, maxTotalBytes: Math.max(0, limits.maxTotalBytes - used), debug: () => {} }));
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      this.log("warning", escapeText(e.message));
    }
    return reads.map((r) => ({ absolute: r.absolute, source: r.source }));
  }
}

/** A problem of the config or a policy file as a diagnostic (at its place, else the file's start). */
function problem(message: string, ruleId: string | undefined, at?: Pick<Finding, "line" | "column" | "endLine" | "endColumn">): LspDiagnostic {
  return { range: rangeOf(at ?? {}), severity: 1, source: "cloudlint", message: escapeText(message), ...(ruleId !== undefined ? { code: ruleId } : {}) };
}
