/**
 * The files of the account a command names (lint, explain): its paths, else the config's `files`;
 * the config's ignores and --ignore-pattern applied to what is walked and to what is named; each
 * real file read once, within the file and run limits.
 */
import { relative, resolve, sep } from "node:path";
import { matchesAny, matchGlob } from "../config/glob.js";
import type { LintOptions } from "../lint.js";
import { configuredLimits, DEFAULT_LIMITS, type LoadLimits } from "../load/limits.js";
import type { PolicySet } from "../policy/index.js";
import { configRelative, folderCovered, folderIgnored, type LoadedConfig } from "./config.js";
import { collectFiles, problemLine, readSource, UsageError, type Collected, type ReadFile, type WalkOptions } from "./files.js";

export interface AccountRequest {
  paths: readonly string[];
  config: LoadedConfig | undefined;
  /** What to say when neither paths nor the config's files name anything. */
  usage: string;
  /** A folder given (or implied) with no state file in it is no error: nothing is read. */
  allowEmpty?: boolean;
  ignorePatterns?: readonly string[];
  /** Honour .gitignore and .cloudlintignore (default true). */
  ignoreFiles?: boolean;
  followSymlinks?: boolean;
  maxBytes?: number;
  maxTotalBytes?: number;
  debug: (line: string) => void;
  warn: (line: string) => void;
}

/** Why a path (relative to cwd) is not linted, or undefined: the config's ignores, then the ignore patterns. */
function ignoredBy(request: AccountRequest, cwd: string): (path: string, isFolder: boolean) => string | undefined {
  const { config } = request;
  const patterns = request.ignorePatterns ?? [];
  const fromCwd = (path: string) => relative(cwd, resolve(cwd, path)).split(sep).join("/");
  return (path, isFolder) => {
    if (isFolder) {
      if (config && folderIgnored(config, cwd, path, matchGlob)) return "ignored by the config";
      if (folderCovered(patterns, fromCwd(path), matchGlob)) return "ignored by --ignore-pattern";
      return undefined;
    }
    if (config && matchesAny(config.config.ignores, configRelative(config, cwd, path))) return "ignored by the config";
    if (matchesAny(patterns, fromCwd(path))) return "ignored by --ignore-pattern";
    return undefined;
  };
}

/** The account's files, read: each real file once (by device and inode), under the path given first. */
export function gatherAccount(request: AccountRequest, cwd: string): { reads: ReadFile[]; total: number; configs: string[] } {
  const { config } = request;
  const ignored = ignoredBy(request, cwd);
  const walkOptions: WalkOptions = { followSymlinks: request.followSymlinks !== false, ignoreFiles: request.ignoreFiles !== false, ignored };
  let collected: Collected;
  if (request.paths.length > 0) collected = collectFiles(request.paths, cwd, request.allowEmpty ? { ...walkOptions, allowEmpty: true } : walkOptions);
  else if (config?.config.files?.length) {
    // The configured account: every state file under the config's folder that `files` matches.
    collected = collectFiles([relative(cwd, config.folder) || "."], cwd, { ...walkOptions, allowEmpty: true });
    collected.files = collected.files.filter((f) => matchesAny(config.config.files, configRelative(config, cwd, f)));
    if (collected.files.length === 0) throw new UsageError(`the files globs of ${relative(cwd, config.path)} match no state file`);
  } else throw new UsageError(request.usage);
  // The config's ignores and --ignore-pattern apply to files named one by one too.
  const files = collected.files.filter((f) => {
    if (collected.walked.has(f)) return true; // checked during the walk
    const why = ignored(f, false);
    if (why) collected.skipped.push({ path: f, reason: why });
    return !why;
  });
  for (const { path, reason } of collected.skipped) request.debug(`skipped ${path}: ${reason}`);
  for (const { path, reason } of collected.problems) request.warn(problemLine(path, reason));
  if (files.length === 0 && collected.problems.length === 0 && !request.allowEmpty) throw new UsageError("every given file is ignored by the config");

  const maxBytes = request.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const maxTotalBytes = request.maxTotalBytes ?? DEFAULT_LIMITS.maxTotalBytes;
  const reads: ReadFile[] = [];
  const firstPathOf = new Map<string, string>();
  let total = 0;
  for (const file of files) {
    const read = readSource(file, cwd, { budgetLeft: Math.max(0, maxTotalBytes - total), maxBytes });
    if ("problem" in read) {
      request.warn(problemLine(file, read.problem));
      continue;
    }
    const first = firstPathOf.get(read.identity);
    if (first !== undefined) {
      request.debug(`skipped ${file}: the same file as ${first} (a link); linted once`);
      continue;
    }
    firstPathOf.set(read.identity, file);
    if (collected.walked.has(file)) read.source.optional = true;
    // As the loader counts: a file over the per-file limit is refused alone and takes nothing from the run's total.
    const size = read.source.byteLength ?? read.byteLength;
    if (size <= maxBytes) total += size;
    reads.push(read);
  }
  return { reads, total, configs: collected.configs };
}

/**
 * The run's loading limits: each one given by its flag, else by the config's `limits:` key (the
 * schema has checked it), else the default.
 */
export function runLimits(config: LoadedConfig | undefined, flags: Partial<LoadLimits>): LoadLimits {
  return configuredLimits(config?.config.limits, flags);
}

/**
 * What the config and the organisation's policies add to a lint of the account's files (the CLI's
 * lint and the language server): the rules and overrides that apply to each file and the
 * policies' `where.file`, both by its path from the config's folder, and the config's settings.
 */
export async function accountLintOptions(
  config: LoadedConfig | undefined,
  policies: PolicySet | undefined,
  files: ReadonlyArray<{ readonly filePath: string; readonly absolute: string }>,
  cwd: string,
): Promise<LintOptions> {
  const { configLintOptions } = await import("../config/config.js");
  // Globs (the config's overrides, policies' where.file) read paths from the config's folder.
  const relativeOf = new Map(files.map((f) => [f.filePath, config ? configRelative(config, cwd, f.absolute) : f.filePath]));
  return configLintOptions(config?.config, policies, (filePath) => relativeOf.get(filePath) ?? filePath);
}
