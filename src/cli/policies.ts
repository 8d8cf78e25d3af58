/**
 * Finding, reading and compiling the organisation's policy files for the CLI: `--policy` (files,
 * folders or globs, relative to here), else the config's `policies` globs (relative to its
 * folder), else `.cloudlint/policies/*.yaml` beside the config or here. Any problem in a policy
 * file is a usage error (exit 2) with the file's line and column.
 *
 * A pull request can change the config, the policy folder and the tests' states, and commit links:
 * a policy file the config or the default folder yields, and a test's state file, are read only
 * when their real path lies in the repository (a file named with --policy is read as given, and a
 * link met walking a folder given there must stay in the repository or that folder).
 */
import { join, relative, resolve } from "node:path";
import { matchesAny } from "../config/glob.js";
import { DEFAULT_LIMITS, raiseLimitHint, type LoadLimits } from "../load/limits.js";
import type { PolicySet } from "../policy/index.js";
import { configRelative, type LoadedConfig } from "./config.js";
import { collectFiles, findRepository, isWithin, OutsideRepositoryError, problemLine, readSource, realpathSafe, statSafe, UsageError, type Repository } from "./files.js";

/** Where policies are looked for when neither --policy nor the config names any. */
export const DEFAULT_POLICY_GLOB = ".cloudlint/policies/*.yaml";
export interface LoadedPolicies {
  policies: PolicySet;
  /** The policy files read (relative to the working folder). */
  files: string[];
  /** Reads a test's state file (relative to the working folder) inside the repository, for testPolicies. */
  readFile: (path: string) => string | undefined | { problem: string };
}

/** The policy files a command uses: --policy, else the config's globs, else the default folder (which may be absent). */
function policyFiles(explicit: readonly string[], config: LoadedConfig | undefined, cwd: string, warn: (line: string) => void): string[] {
  const walk = { followSymlinks: true, ignoreFiles: false, allowEmpty: true };
  if (explicit.length > 0) return report(collectFiles(explicit, cwd, walk), warn);
  const folder = config ? relative(cwd, config.folder) : "";
  if (config?.config.policies?.length) {
    // A glob relative to the config's folder, made relative to here; negations take files back.
    const positive = config.config.policies.filter((p) => !p.startsWith("!"));
    const found = report(collectFiles(positive.map((p) => (folder ? join(folder, p) : p)), cwd, walk), warn);
    return found.filter((f) => matchesAny(config.config.policies, configRelative(config, cwd, f)));
  }
  const base = folder ? join(folder, ".cloudlint", "policies") : join(".cloudlint", "policies");
  if (!statSafe(resolve(cwd, base))?.isDirectory()) return [];
  try {
    return report(collectFiles([folder ? join(folder, DEFAULT_POLICY_GLOB) : DEFAULT_POLICY_GLOB], cwd, walk), warn);
  } catch (e) {
    // The folder holds no policy file: no policies. A link out of the repository is no "nothing".
    if (e instanceof UsageError && !(e instanceof OutsideRepositoryError)) return [];
    throw e;
  }
}

function report(collected: ReturnType<typeof collectFiles>, warn: (line: string) => void): string[] {
  for (const { path, reason } of collected.problems) warn(problemLine(path, reason));
  return collected.files;
}

/** A policy file of a run, read: its path relative to the working folder, absolute, and text. */
export interface PolicySource {
  filePath: string;
  absolute: string;
  text: string;
}

/**
 * The policy files a run uses, read (see policyFiles; each from where it may be read), and the
 * files that could not be read, each with the one-line reason (in the order found). `textOf` gives
 * a file's text in an editor, read instead of the disk's (the language server). Undefined: none.
 */
export function readPolicySources(
  explicit: readonly string[],
  config: LoadedConfig | undefined,
  cwd: string,
  warn: (line: string) => void,
  textOf?: (absolute: string) => string | undefined,
  /** A policy file is small: more than this (LoadLimits.maxPolicyBytes) is refused. */
  maxBytes: number = DEFAULT_LIMITS.maxPolicyBytes,
): { sources: PolicySource[]; files: string[]; unread: Array<{ file: string; absolute: string; message: string; outside: boolean }> } | undefined {
  const files = policyFiles(explicit, config, cwd, warn);
  if (files.length === 0) return undefined;
  // What the config or the default folder yields is the pull request's: only from inside the repository.
  const inRepository = explicit.length === 0;
  const allowed = boundaries(cwd, config);
  const sources: PolicySource[] = [];
  const unread: Array<{ file: string; absolute: string; message: string; outside: boolean }> = [];
  for (const file of files) {
    const absolute = resolve(cwd, file);
    const checked = inRepository ? inside(allowed, absolute) : { real: file };
    if ("outside" in checked) {
      unread.push({ file, absolute, outside: true, message: `refusing to read the policy file ${file}: ${checked.outside}; policy files the config or .cloudlint/policies/ yield are read only from inside the repository` });
      continue;
    }
    const filePath = relative(cwd, absolute) || file;
    const open = textOf?.(absolute);
    if (open !== undefined) {
      sources.push({ filePath, absolute, text: open });
      continue;
    }
    // The real path just checked is what is read (a link swapped meanwhile changes nothing).
    const read = readSource(checked.real, cwd, { maxBytes });
    const refuse = (message: string) => unread.push({ file, absolute, outside: false, message });
    if ("problem" in read) refuse(`cannot read the policy file ${file}: ${read.problem}`);
    else if (read.source.byteLength !== undefined) refuse(`the policy file ${file} is larger than ${maxBytes} bytes (${raiseLimitHint("maxPolicyBytes")})`);
    else if (read.source.encoding) refuse(`the policy file ${file}: ${read.source.encoding.message}`);
    else sources.push({ filePath, absolute, text: read.source.text });
  }
  return { sources, files, unread };
}

/**
 * Reads and compiles the policy files; any problem in them is a UsageError listing each at
 * file:line:column. `limits`: the run's (maxPolicyBytes, maxPolicyConditions).
 */
export async function loadPolicies(explicit: readonly string[], config: LoadedConfig | undefined, cwd: string, warn: (line: string) => void, limits: LoadLimits = DEFAULT_LIMITS): Promise<LoadedPolicies | undefined> {
  const read = readPolicySources(explicit, config, cwd, warn, undefined, limits.maxPolicyBytes);
  if (!read) return undefined;
  const first = read.unread[0];
  if (first) throw first.outside ? new OutsideRepositoryError(first.message) : new UsageError(first.message);
  const { compilePolicies } = await import("../policy/index.js");
  const { policies, problems } = compilePolicies(read.sources, limits);
  if (problems.length > 0) {
    const where = (p: (typeof problems)[number]) => `${p.file}${p.line !== undefined ? `:${p.line}:${p.column}` : ""}`;
    throw new UsageError(`invalid policy file${new Set(problems.map((p) => p.file)).size > 1 ? "s" : ""}:`, problems.map((p) => `${where(p)}  ${p.message}`));
  }
  const allowed = boundaries(cwd, config);
  const readFile = (path: string): string | undefined | { problem: string } => {
    // A test's state is whatever the policy file says: never a file outside the repository.
    const checked = inside(allowed, resolve(cwd, path));
    if ("outside" in checked) return { problem: `${checked.outside}; test states are read only from inside the repository` };
    // A test's state file: a state file, at most the run's file limit.
    const read = readSource(checked.real, cwd, { maxBytes: Math.max(limits.maxBytes, 10 * DEFAULT_LIMITS.maxPolicyBytes) });
    return "problem" in read || read.source.byteLength !== undefined ? undefined : read.source.text;
  };
  return { policies, files: read.files, readFile };
}

/**
 * The folders the files a run did not name may lie in: the repository and, when the config lies
 * outside it (typed with --config, or found above a working folder in no repository), the config's
 * folder, where its policies live: such a config is not the pull request's.
 */
function boundaries(cwd: string, config: LoadedConfig | undefined): Array<Pick<Repository, "folder" | "real">> {
  const repository = findRepository(cwd);
  const configReal = config ? realpathSafe(config.path) : undefined;
  if (!config || (configReal !== undefined && isWithin(repository.real, configReal))) return [repository];
  return [repository, { folder: config.folder, real: realpathSafe(config.folder) ?? config.folder }];
}

/**
 * A path's real path (links resolved) when it lies in one of the folders, else why not. A path
 * that does not resolve (nothing there, a dangling link) is given back as written when it is
 * written inside: reading it then fails on its own.
 */
function inside(folders: ReadonlyArray<Pick<Repository, "folder" | "real">>, absolute: string): { real: string } | { outside: string } {
  const real = realpathSafe(absolute);
  if (real !== undefined) return folders.some((f) => isWithin(f.real, real)) ? { real } : { outside: `it resolves outside the repository (to ${real})` };
  return folders.some((f) => isWithin(f.folder, absolute) || isWithin(f.real, absolute)) ? { real: absolute } : { outside: "it is outside the repository" };
}
