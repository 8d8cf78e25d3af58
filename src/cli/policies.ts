/**
 * Finding, reading and compiling the organisation's policy files for the CLI: `--policy` (files,
 * folders or globs, relative to here), else the config's `policies` globs (relative to its
 * folder), else `.cloudlint/policies/*.yaml` beside the config or here. Any problem in a policy
 * file is a usage error (exit 2) with the file's line and column.
 */
import { join, relative, resolve } from "node:path";
import { matchesAny } from "../config/glob.js";
import type { PolicySet } from "../policy/index.js";
import { configRelative, type LoadedConfig } from "./config.js";
import { collectFiles, problemLine, readSource, statSafe, UsageError } from "./files.js";

/** Where policies are looked for when neither --policy nor the config names any. */
export const DEFAULT_POLICY_GLOB = ".cloudlint/policies/*.yaml";
/** A policy file is small: more than this is refused. */
const MAX_POLICY_BYTES = 1024 * 1024;

export interface LoadedPolicies {
  policies: PolicySet;
  /** The policy files read (relative to the working folder). */
  files: string[];
  /** Reads a test's state file (relative to the working folder), for testPolicies. */
  readFile: (path: string) => string | undefined;
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
    if (e instanceof UsageError) return []; // the folder holds no policy file: no policies
    throw e;
  }
}

function report(collected: ReturnType<typeof collectFiles>, warn: (line: string) => void): string[] {
  for (const { path, reason } of collected.problems) warn(problemLine(path, reason));
  return collected.files;
}

/** Reads and compiles the policy files; any problem in them is a UsageError listing each at file:line:column. */
export async function loadPolicies(explicit: readonly string[], config: LoadedConfig | undefined, cwd: string, warn: (line: string) => void): Promise<LoadedPolicies | undefined> {
  const files = policyFiles(explicit, config, cwd, warn);
  if (files.length === 0) return undefined;
  const sources: Array<{ filePath: string; text: string }> = [];
  for (const file of files) {
    const read = readSource(file, cwd, { maxBytes: MAX_POLICY_BYTES });
    if ("problem" in read) throw new UsageError(`cannot read the policy file ${file}: ${read.problem}`);
    if (read.source.byteLength !== undefined) throw new UsageError(`the policy file ${file} is larger than ${MAX_POLICY_BYTES} bytes`);
    if (read.source.encoding) throw new UsageError(`the policy file ${file}: ${read.source.encoding.message}`);
    sources.push(read.source);
  }
  const { compilePolicies } = await import("../policy/index.js");
  const { policies, problems } = compilePolicies(sources);
  if (problems.length > 0) {
    const where = (p: (typeof problems)[number]) => `${p.file}${p.line !== undefined ? `:${p.line}:${p.column}` : ""}`;
    throw new UsageError(`invalid policy file${new Set(problems.map((p) => p.file)).size > 1 ? "s" : ""}:`, problems.map((p) => `${where(p)}  ${p.message}`));
  }
  const readFile = (path: string): string | undefined => {
    const read = readSource(path, cwd, { maxBytes: MAX_POLICY_BYTES * 10 });
    return "problem" in read || read.source.byteLength !== undefined ? undefined : read.source.text;
  };
  return { policies, files, readFile };
}
