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
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Diagnostic as LspDiagnostic } from "vscode-languageserver/node";
import type { Finding } from "../diagnostic.js";
import { LoadCache, type LintOptions, type SourceFile } from "../lint.js";
import { resolveLimits } from "../load/limits.js";
import type { PolicySet } from "../policy/index.js";
import { CONFIG_FILE_NAMES } from "../config/names.js";
import { accountLintOptions, gatherAccount, runLimits } from "../cli/account.js";
import { findConfig, parseConfig, readConfigText, type LoadedConfig } from "../cli/config.js";
import { findRepository, isWithin, lstatSafe, OutsideRepositoryError, readSource, realpathSafe, UsageError, type ReadFile } from "../cli/files.js";
import { readPolicySources } from "../cli/policies.js";
import { configVarArgs, moduleConfigurations, planConfigurations, terraformVariables } from "../cli/terraform.js";
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
  /**
   * The folder linted as `cloudlint lint` run in it. A client that names none (an editor opening a
   * lone file) gets the first opened file's repository, else that file alone (with the other files
   * opened beside it): never the server's own working folder.
   */
  private folder: string | undefined;
  /** Without a repository: the opened files linted (as `cloudlint lint FILE...`), by absolute path. */
  private lone: Set<string> | undefined;
  /** The account's files in the CLI's order. */
  private files: AccountFile[] = [];
  private byPath = new Map<string, AccountFile>();
  private configPath: string | undefined;
  private config: LoadedConfig | undefined;
  private policyPaths = new Set<string>();
  /**
   * The folders under this one holding a cloudlint config, as the walk last found them (absolute):
   * accounts of their own, whose files are no part of this one (see Accounts).
   */
  accountFolders: string[] = [];
  /** The last line logged about files outside the accounts (said once, not on every reload). */
  private said: string | undefined;
  /** Files of the account cut off by a folder that became a link out of the repository (see reportLinkedAway). */
  private linkedAway = new Set<string>();
  /** The lint options the config and policies give (rules by file, settings, policies). */
  options: LintOptions = {};
  /** Each state file's parse, kept between lints (a keystroke parses one file again). */
  readonly cache = new LoadCache();
  /** The config's and the policy files' own problems, by absolute path. */
  problems = new Map<string, LspDiagnostic[]>();

  constructor(
    root: string | undefined,
    /** An open editor's text of a file, if any. */
    private readonly textOf: (absolute: string) => string | undefined,
    private readonly log: (level: "error" | "warning" | "info", message: string) => void,
    /** The workspace folder, for an account under it (Accounts): links are looked for from there down. */
    private readonly workspaceFolder?: string,
  ) {
    this.folder = root;
  }

  /** The workspace folder (empty until a client without one opens a file). */
  get root(): string {
    return this.folder ?? "";
  }

  /**
   * A file the editor opened, for a workspace the client named no folder for: the first one's
   * repository becomes the folder, else it and the files opened beside it are the account. True
   * when that changes what is linted.
   */
  adopt(absolute: string): boolean {
    if (this.folder === undefined) {
      const repository = findRepository(dirname(absolute));
      this.folder = repository.inRepository ? repository.folder : dirname(absolute);
      if (!repository.inRepository) this.lone = new Set([absolute]);
      this.log("info", `no workspace folder was given: linting ${repository.inRepository ? `the repository ${escapeText(this.folder)}` : `${escapeText(absolute)} (in no repository)`}`);
      return true;
    }
    if (this.lone && dirname(absolute) === this.folder && !this.lone.has(absolute)) {
      this.lone.add(absolute);
      return true;
    }
    return false;
  }

  /** Finds and reads the config, the policies and the account's files again. */
  async reload(): Promise<void> {
    if (this.folder === undefined) return;
    const problems = new Map<string, LspDiagnostic[]>();
    const report = (path: string, d: LspDiagnostic) => problems.set(path, [...(problems.get(path) ?? []), d]);
    const config = await this.loadConfig(report);
    const { policies, policyPaths } = await this.loadPolicies(config, report);
    let files = this.gather(config, report).filter((f) => !policyPaths.has(f.absolute) && !this.accountFolders.some((folder) => isWithin(folder, f.absolute)));
    if (this.configPath === undefined && this.accountFolders.length > 0) {
      // No config says what this folder's account is, and folders under it say theirs: only they
      // are linted (a repository of several accounts, each with its config; what lies beside them,
      // fixtures or generated files, is no account).
      const said = files.length > 0 ? `${escapeText(this.root)} has no cloudlint config and holds ${this.accountFolders.length} folder${this.accountFolders.length === 1 ? "" : "s"} with one: each is linted as an account of its own, and the ${files.length} state file${files.length === 1 ? "" : "s"} outside them ${files.length === 1 ? "is" : "are"} not (a config here makes them an account)` : undefined;
      if (said !== undefined && said !== this.said) this.log("info", said);
      this.said = said;
      files = [];
    }
    this.reportLinkedAway(files, report);
    const options = await accountLintOptions(config, policies, files.map((f) => ({ filePath: f.source.filePath, absolute: f.absolute })), this.root);
    // Terraform variables as `cloudlint lint` with no flags reads them: TF_VAR_* of the server's
    // environment and the root folders' terraform.tfvars and *.auto.tfvars (read at each reload).
    try {
      const limits = runLimits(config, {});
      const used = files.reduce((n, f) => n + f.source.text.length, 0);
      options.terraform = terraformVariables(files, process.env, configVarArgs(config), this.root, { maxBytes: limits.maxBytes, maxTotalBytes: Math.max(0, limits.maxTotalBytes - used), debug: () => {} }).inputs;
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      this.log("warning", escapeText(e.message));
    }
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
    // A file that is now a link (a `git pull` can make it one) is for the walk to judge: it
    // refuses one that leads out of the repository.
    if (!file || !lstatSafe(absolute)?.isFile()) return false;
    // So is a file under a folder that is now a link (a checkout that turns `infra/` into one): the
    // file itself is no link, but reading it would read the link's target, perhaps out of the
    // repository. The walk does not enter links to folders; reload says so when it leads out.
    if (this.linkedFolder(absolute) !== undefined) return false;
    const read = readSource(absolute, this.root, { maxBytes: resolveLimits(this.options.limits).maxBytes });
    if ("problem" in read) return false;
    file.source = { ...read.source, filePath: file.source.filePath, ...(file.source.optional ? { optional: true } : {}), ...(file.source.terraformConfig ? { terraformConfig: true } : {}) };
    return true;
  }

  /**
   * The first folder between the workspace folder and the file that is a symbolic link now (the
   * file's own name aside), with where it leads; undefined when there is none. Each folder is
   * lstat'ed from the workspace folder down (at most the path's depth), so a link anywhere on the
   * way is seen, not only at the last component.
   */
  private linkedFolder(absolute: string): { link: string; target: string } | undefined {
    // From the workspace folder: an account's own folder may be the link.
    const top = this.workspaceFolder ?? this.root;
    const rel = relative(top, dirname(absolute));
    if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return undefined;
    let dir = top;
    for (const part of rel.split(sep)) {
      dir = join(dir, part);
      const stats = lstatSafe(dir);
      if (stats?.isSymbolicLink()) return { link: dir, target: realpathSafe(dir) ?? "(a dangling link)" };
      if (!stats?.isDirectory()) return undefined;
    }
    return undefined;
  }

  /**
   * Files of the account until now that the walk no longer finds because a folder on their way
   * became a link leading out of the repository: an error on each (and in the log), instead of
   * their findings quietly vanishing. Nothing under the link is read: only lstat and realpath.
   */
  private reportLinkedAway(files: readonly AccountFile[], report: (path: string, d: LspDiagnostic) => void): void {
    const now = new Set(files.map((f) => f.absolute));
    const before = [...this.files.map((f) => f.absolute), ...this.linkedAway];
    this.linkedAway = new Set();
    this.checkLinkedAway(before.filter((absolute) => !now.has(absolute)), report);
  }

  /**
   * Files of an account under this folder that is gone because its folder, or one above it, became
   * a link out of the repository (Accounts.reload): said here as reportLinkedAway says its own.
   */
  cutOff(files: readonly string[]): void {
    this.checkLinkedAway(files, (path, d) => this.problems.set(path, [...(this.problems.get(path) ?? []), d]));
  }

  /** An error on each of the files that a folder on its way, now a link, leads out of the repository. */
  private checkLinkedAway(files: readonly string[], report: (path: string, d: LspDiagnostic) => void): void {
    const repository = findRepository(this.root);
    const logged = new Set<string>();
    for (const absolute of files) {
      if (this.linkedAway.has(absolute)) continue;
      const linked = this.linkedFolder(absolute);
      if (!linked || isWithin(repository.real, linked.target)) continue;
      const base = this.workspaceFolder ?? this.root;
      const link = relative(base, linked.link);
      const message = `refusing to read ${relative(base, absolute)}: the folder ${link} is now a symbolic link that resolves outside the repository (to ${linked.target}); nothing of it is read`;
      report(absolute, problem(message, undefined));
      // Said again on each reload while the link stays (the file is no longer in the account).
      this.linkedAway.add(absolute);
      if (!logged.has(link)) this.log("error", escapeText(`not linted: the folder ${link} is a symbolic link that resolves outside the repository (to ${linked.target})`));
      logged.add(link);
    }
  }

  /** The absolute paths of the account's files. */
  fileList(): string[] {
    return this.files.map((f) => f.absolute);
  }

  /** The account's sources, an open editor's text in place of the disk's. */
  sources(): SourceFile[] {
    return this.files.map(({ absolute, source }) => {
      const text = this.textOf(absolute);
      // A file the CLI reads nothing else from (UTF-16, binary) stays as the disk has it, whatever an
      // editor decodes; one that is not UTF-8 keeps its finding while edited (the editor saves it in
      // the same encoding, and CI reads the bytes).
      if (text === undefined || text === source.text || source.encoding?.lint === false) return source;
      return { filePath: source.filePath, text, ...(source.encoding ? { encoding: source.encoding } : {}), ...(source.optional ? { optional: true } : {}), ...(source.terraformConfig ? { terraformConfig: true } : {}) };
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
      const limits = runLimits(config, {});
      const read = readPolicySources([], config, this.root, (line) => this.log("warning", line.trim()), this.textOf, limits.maxPolicyBytes);
      if (read) {
        for (const file of read.files) policyPaths.add(resolve(this.root, file));
        for (const u of read.unread) report(u.absolute, problem(u.message, undefined));
        const { compilePolicies } = await import("../policy/index.js");
        const compiled = compilePolicies(read.sources, limits);
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

  /**
   * The account's files as `cloudlint lint` with no paths finds them (else every state file of the
   * folder). Where the CLI would stop with exit 2 (a link out of the repository, `files` globs that
   * match nothing), nothing is linted, as there, and the reason is a diagnostic on what caused it.
   */
  private gather(config: LoadedConfig | undefined, report: (path: string, d: LspDiagnostic) => void): AccountFile[] {
    const configured = (config?.config.files?.length ?? 0) > 0;
    const paths = this.lone ? [...this.lone].map((f) => relative(this.root, f)) : configured ? [] : ["."];
    // The config's limits (limits: in the config file), as lint reads them.
    const limits = runLimits(config, {});
    let reads: ReadFile[] = [];
    try {
      const gathered = gatherAccount({ paths, config, usage: "", debug: () => {}, warn: (line) => this.log("warning", line.trim()), maxBytes: limits.maxBytes, maxTotalBytes: limits.maxTotalBytes }, this.root);
      reads = gathered.reads;
      // The configs the same walk met (no second walk: with its ignores, never into a link): each
      // one's folder under this one is an account of its own. A walk that fails keeps the last ones.
      if (!this.lone) this.accountFolders = [...new Set(gathered.configs.map((c) => dirname(resolve(this.root, c))))].filter((folder) => folder !== this.root && isWithin(this.root, folder));
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      if (e instanceof OutsideRepositoryError) {
        this.log("error", `nothing is linted: ${escapeText(e.message)}`);
        for (const link of e.details) report(resolve(this.root, link.split(" -> ")[0]!), problem(`${e.message}: ${link}`, undefined));
      } else if (configured && config) {
        this.log("error", `nothing is linted: ${escapeText(e.message)}`);
        report(config.path, problem(e.message, undefined, config.locate?.(["files"], "key")));
      } else this.log("info", `no state files: ${escapeText(e.message)}`); // an empty or wholly ignored folder, an unsaved file
    }
    try {
      // The modules the Terraform configuration calls, as lint reads them.
      appendAll(reads, moduleConfigurations(reads, this.root, { maxBytes: limits.maxBytes, maxTotalBytes: Math.max(0, limits.maxTotalBytes - reads.reduce((n, r) => n + r.byteLength, 0)), debug: () => {} }));
      // A Terraform plan's configuration, read to place its findings on the .tf lines (as lint does).
      const used = reads.reduce((n, r) => n + r.byteLength, 0);
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
