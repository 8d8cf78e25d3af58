/** Finding, reading and validating the config file for the CLI. */
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Config } from "../config/config.js";
import { folderCovered } from "../config/glob.js";

export { folderCovered };
import type { Finding } from "../diagnostic.js";
import { findRepository, foldersUpToRepositoryRoot, isWithin, lstatSafe, readSource, realpathSafe, statSafe, UsageError } from "./files.js";

/** A config is small: more than this is refused unread. */
const MAX_CONFIG_BYTES = 1024 * 1024;

export interface LoadedConfig {
  path: string;
  folder: string;
  config: Config;
  /** The config's data and where its values are written, to check policy ids once policies are known. */
  data?: unknown;
  locate?: (path: (string | number)[], anchor?: "key") => { line: number; column: number; endLine?: number; endColumn?: number } | undefined;
}

/**
 * The config: --config, else the first config file found from the working folder upward, stopping
 * at the repository root (the first folder holding .git): a config outside the repository must not
 * change what a pull request's run reports.
 *
 * A config a pull request could have made a symbolic link to a runner's ~/.npmrc is refused unread
 * when it resolves outside the repository (outside a repository: outside the folder it was found
 * in). A --config path the user typed is trusted as typed: it is refused only when it lies in the
 * repository as written and a link there leads out of it.
 */
export async function loadConfig(explicit: string | undefined, cwd: string): Promise<LoadedConfig | undefined> {
  const path = await findConfig(explicit, cwd);
  if (!path) return undefined;
  const display = relative(cwd, path) || path;
  const parsed = await parseConfig(path, readConfigText(path, cwd));
  if ("syntax" in parsed) throw new UsageError(`invalid config ${display}:`, parsed.syntax.map((f) => `${display}:${f.line}:${f.column} ${f.message}`));
  throwConfigProblems(display, parsed.problems, parsed.config.locate!);
  return parsed.config;
}

/**
 * Where the config is (see loadConfig), checked to be a regular file it may read; undefined when
 * there is none. Used by the CLI and the language server (which reads an open editor's text).
 */
export async function findConfig(explicit: string | undefined, cwd: string): Promise<string | undefined> {
  const { CONFIG_FILE_NAMES } = await import("../config/names.js");
  const repository = findRepository(cwd);
  let path: string | undefined;
  /** The real folder the config must resolve inside, if any. */
  let boundary: string | undefined;
  if (explicit !== undefined) {
    path = resolve(cwd, explicit);
    if (!lstatSafe(path)) throw new UsageError(`no such config file: ${explicit}`);
    if (isWithin(repository.folder, path)) boundary = repository.real;
  } else {
    for (const dir of foldersUpToRepositoryRoot(resolve(cwd)).folders) {
      // Any entry with a config's name is the config (a dangling link is an error, not a pass).
      path = CONFIG_FILE_NAMES.map((n) => join(dir, n)).find((p) => lstatSafe(p) !== undefined);
      if (path) {
        boundary = repository.inRepository ? repository.real : (realpathSafe(dir) ?? dir);
        break;
      }
    }
  }
  if (!path) return undefined;
  const display = relative(cwd, path) || path;
  const real = realpathSafe(path);
  if (real === undefined) throw new UsageError(`cannot read config ${display}: ${lstatSafe(path)?.isSymbolicLink() ? "a dangling symbolic link (or a link loop)" : "it cannot be resolved"}`);
  if (boundary !== undefined && !isWithin(boundary, real)) {
    throw new UsageError(`refusing to read config ${display}: it resolves outside the repository (to ${real})`);
  }
  const stats = statSafe(real);
  if (!stats?.isFile()) throw new UsageError(`cannot read config ${display}: ${stats?.isDirectory() ? "a folder" : "not a regular file (a FIFO, device or socket)"}`);
  return path;
}

/** The config file's text (at most MAX_CONFIG_BYTES, decodable), else a UsageError saying why not. */
export function readConfigText(path: string, cwd: string): string {
  const display = relative(cwd, path) || path;
  const read = readSource(path, cwd, { maxBytes: MAX_CONFIG_BYTES });
  if ("problem" in read) throw new UsageError(`cannot read config ${display}: ${read.problem}`);
  if (read.source.byteLength !== undefined) throw new UsageError(`cannot read config ${display}: larger than ${MAX_CONFIG_BYTES} bytes`);
  if (read.source.encoding && !read.source.encoding.lint) throw new UsageError(`invalid config ${display}: ${read.source.encoding.message}`);
  return read.source.text;
}

/**
 * A config file's text, parsed and validated: the config with its problems (paths in the config;
 * `locate` places them), or, when the text is not YAML or JSON, the loader's findings (positioned).
 */
export async function parseConfig(path: string, text: string): Promise<{ config: LoadedConfig; problems: Finding[] } | { syntax: Finding[] }> {
  const { parseConfigText } = await import("../config/config.js");
  const parsed = parseConfigText(path, text);
  if ("syntax" in parsed) return parsed;
  return { config: { path, folder: dirname(path), config: parsed.config, data: parsed.data, locate: parsed.locate }, problems: parsed.problems };
}

function throwConfigProblems(display: string, problems: Finding[], locate: NonNullable<LoadedConfig["locate"]>): void {
  if (problems.length === 0) return;
  const at = (p: Finding) => {
    const pos = locate(p.path, p.anchor);
    return pos ? `${display}:${pos.line}:${pos.column}` : display;
  };
  throw new UsageError(`invalid config ${display}:`, problems.map((p) => `${at(p)}  ${p.message}  (${p.ruleId})`));
}

/** The config's rules and overrides may name policies: each must be one of the run's (else exit 2, at its line). */
export async function checkConfigPolicyIds(config: LoadedConfig | undefined, policyIds: ReadonlySet<string>, cwd: string): Promise<void> {
  if (!config?.locate) return;
  const { validateConfig } = await import("../config/config.js");
  throwConfigProblems(relative(cwd, config.path) || config.path, validateConfig(config.data, policyIds).problems, config.locate);
}

/**
 * Whether a folder can be skipped unread: an ignore pattern ending in "/**" (or "/") whose folder
 * part matches it covers everything inside, so pruning it changes nothing but what is read.
 */
export function folderIgnored(config: LoadedConfig, cwd: string, dir: string, matchGlob: (pattern: string, path: string) => boolean): boolean {
  const rel = configRelative(config, cwd, dir);
  return !rel.startsWith("..") && folderCovered(config.config.ignores ?? [], rel, matchGlob);
}

/** A path relative to the config's folder, with "/" separators, for glob matching. */
export function configRelative(config: LoadedConfig, cwd: string, file: string): string {
  return relative(config.folder, resolve(cwd, file)).split(sep).join("/");
}

