/**
 * The baseline of a change (`--baseline REF_OR_DIR`): the state files before it. A directory
 * holds them at the same relative paths (a checkout of the base branch); anything else is a git
 * revision, whose files under the same paths are read with `git ls-tree` and `git show` (the CLI
 * is the only layer that runs git). A revision that is not in the clone is a usage error that
 * says how to fetch it.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { SourceFile } from "../lint.js";
import { collectFiles, decodeSource, readSource, UsageError } from "./files.js";

const STATE_FILE = /\.(ya?ml|json)$/i;

export interface BaselineRequest {
  readonly ref: string;
  /** The paths the command was given (files or folders, relative to cwd); "." when none. */
  readonly paths: readonly string[];
  readonly maxBytes: number;
  readonly debug: (line: string) => void;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The baseline's state files, each named by its path relative to cwd (as the desired files are). */
export function readBaseline(request: BaselineRequest, cwd: string): SourceFile[] {
  const paths = request.paths.length ? request.paths : ["."];
  const dir = resolve(cwd, request.ref);
  return isDirectory(dir) ? fromDirectory(dir, paths, request, cwd) : fromRevision(request.ref, paths, request, cwd);
}

function fromDirectory(dir: string, paths: readonly string[], request: BaselineRequest, cwd: string): SourceFile[] {
  const inputs = paths.map((p) => relative(cwd, join(dir, relative(cwd, resolve(cwd, p)))) || ".");
  const existing = inputs.filter((p) => {
    try {
      statSync(resolve(cwd, p));
      return true;
    } catch {
      return false;
    }
  });
  if (existing.length === 0) return [];
  const collected = collectFiles(existing, cwd, { allowEmpty: true });
  const sources: SourceFile[] = [];
  for (const file of collected.files) {
    const read = readSource(file, cwd, { maxBytes: request.maxBytes });
    if ("problem" in read) continue;
    // Named as the desired file at the same place is.
    const filePath = relative(cwd, resolve(cwd, relative(dir, resolve(cwd, file)))) || file;
    sources.push({ ...read.source, filePath });
  }
  request.debug(`baseline: ${sources.length} state files under ${relative(cwd, dir) || "."}`);
  return sources;
}

function git(args: readonly string[], cwd: string, maxBuffer = 64 * 1024 * 1024): Buffer {
  return execFileSync("git", args, { cwd, maxBuffer, stdio: ["ignore", "pipe", "pipe"] });
}

function fromRevision(ref: string, paths: readonly string[], request: BaselineRequest, cwd: string): SourceFile[] {
  if (ref.startsWith("-")) throw new UsageError(`--baseline ${ref} is neither a folder nor a git revision`);
  let prefix: string;
  try {
    prefix = git(["rev-parse", "--show-prefix"], cwd).toString("utf8").trim();
  } catch {
    throw new UsageError(`--baseline ${ref} is not a folder, and ${cwd} is not in a git repository to read a revision from`);
  }
  try {
    git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd);
  } catch {
    throw new UsageError(
      `the baseline revision ${ref} is not in this clone; fetch it first (in CI with a shallow clone: git fetch --depth=1 origin ${ref.replace(/^origin\//, "")}, or check out with fetch-depth: 0)`,
    );
  }
  const specs = paths.map((p) => relative(cwd, resolve(cwd, p)).split(sep).join("/") || ".");
  let listed: string[];
  try {
    listed = git(["ls-tree", "-r", "-z", "--full-name", "--name-only", ref, "--", ...specs], cwd).toString("utf8").split("\0").filter(Boolean);
  } catch (e) {
    throw new UsageError(`cannot list the files of ${ref}: ${(e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message.split("\n")[0] : String(e))}`);
  }
  const sources: SourceFile[] = [];
  for (const full of listed) {
    if (!STATE_FILE.test(full)) continue;
    const fromCwd = relative(cwd, resolve(cwd, relative(prefix, full)));
    let bytes: Buffer;
    try {
      bytes = git(["show", `${ref}:${full}`], cwd, request.maxBytes + 1);
    } catch {
      // Over the size limit (or unreadable): the file is left out of the baseline, as a desired one would be refused.
      request.debug(`baseline: ${full} at ${ref} is over the size limit or unreadable; left out`);
      continue;
    }
    sources.push(decodeSource(fromCwd, bytes, { absolute: resolve(cwd, fromCwd), identity: `${ref}:${full}`, mode: 0o644 }, request.maxBytes).source);
  }
  request.debug(`baseline: ${sources.length} state files at ${ref}`);
  return sources;
}
