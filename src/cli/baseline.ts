/**
 * The baseline of a change (`--baseline REVISION_OR_FOLDER`): the state files before it. One
 * resolution for `lint` and `plan` (the CLI is the only layer that runs git):
 *
 * 1. **What the value names.** A value that starts with `./`, `../` or `/` (or is `.` or `..`), or
 *    ends with `/`, is a folder, never asked of git. Otherwise a value git resolves to a commit is
 *    that revision, even when a folder of the same name exists (a pull request cannot supply its
 *    own "before" by adding a folder `origin/main/`); else an existing folder; else a usage error
 *    (a revision that is not in the clone says how to fetch it). An empty value is a usage error.
 * 2. **Which baseline file goes with which linted file.** A revision holds them at the same paths
 *    (`REV:<path in the repository>`). A folder is read first as a checkout of the folder cloudlint
 *    runs in (`FOLDER/<path from here>`); when that holds none of the linted files, as the earlier
 *    version of the linted paths' deepest common folder C (`FOLDER/<path from C>`), so
 *    `plan after/ --baseline before/` pairs `after/x.yaml` with `before/x.yaml`. The baseline's
 *    files under the linted paths (read the same way) that no linted file matches are the files
 *    the change deletes.
 * 3. **Never fail open.** A baseline that holds none of the linted files but does hold state files
 *    is a usage error naming what was looked up and what was found; one that holds no state file
 *    at all (the first state files of a repository) goes on, saying on stderr that every resource
 *    is new. A baseline file over the size limit or unreadable is a usage error that names it.
 *    From a revision only regular files are read, by object id with `git cat-file blob` (no
 *    textconv or filter driver runs); gitlinks and symbolic links are skipped (`--debug` says so).
 */
import { execFileSync } from "node:child_process";
import { posix, relative, resolve, sep } from "node:path";
import { notStateReason } from "../account/account.js";
import { isGlob, matchGlob } from "../config/glob.js";
import { CONFIG_FILE_NAMES, isSkippedFolderName } from "../config/names.js";
import { syntaxOf, type SourceFile } from "../lint.js";
import { DEFAULT_LIMITS, loadText } from "../load/load.js";
import { escapeText, isPlainObject } from "../util/text.js";
import { collectFiles, decodeSource, findRepository, isWithin, readSource, realpathSafe, statSafe, UsageError } from "./files.js";
import { startsAsTerraformJson } from "../terraform/plan.js";
import { autoTfvarsRank, orderAutoTfvars } from "../terraform/variables.js";
import { readdirSync } from "node:fs";

const STATE_FILE = /\.(ya?ml|json|tf)$/i;
const OWN_CONFIG_NAMES: ReadonlySet<string> = new Set(CONFIG_FILE_NAMES);
/** How many baseline files may be examined, and how many bytes read, to tell whether it holds state files at all. */
const EXAMINE_FILES = 1000;
/** How many paths a message lists before "and N more". */
const SHOWN = 3;

export interface BaselineRequest {
  /** The --baseline value. */
  readonly ref: string;
  /** The paths the command was given (files, folders or globs, relative to cwd); none for the config's files. */
  readonly paths: readonly string[];
  /** The linted (or planned) files' paths, relative to cwd: what the baseline's files are paired with. */
  readonly linted: readonly string[];
  /** One file's size limit: a larger baseline file is a usage error. */
  readonly maxBytes: number;
  /** A --debug line (the caller escapes and prefixes it). */
  readonly debug: (line: string) => void;
  /** Writes to stderr (a whole line, already formatted). */
  readonly warn: (text: string) => void;
  /**
   * Filled, when given, with the definitions files Terraform reads by itself (terraform.tfvars,
   * *.auto.tfvars and their .json) in the baseline's folders of `.tf` files, named as the linted
   * side names those folders: the baseline's configuration is evaluated with its own values.
   */
  readonly tfvars?: { filePath: string; text: string; problem?: string }[];
}

/** What a --baseline value names. */
type Located = { readonly kind: "folder"; readonly dir: string } | { readonly kind: "revision"; readonly ref: string; readonly oid: string; readonly prefix: string };

/** One baseline file found for a reading, by the linted path it stands for. */
interface Found {
  /** How messages and --debug name it: a path from cwd, or REV:path. */
  readonly display: string;
  /** Named one by one (a file path given to the command), not found by a walk. */
  readonly named: boolean;
  /** A revision's blob: its object id and size. */
  readonly blob?: { readonly oid: string; readonly size: number };
}

/** One way of reading the baseline: its files by linted path, and where each linted file's counterpart was looked for. */
interface Reading {
  readonly how: string;
  readonly files: Map<string, Found>;
  readonly problems: Array<{ readonly display: string; readonly reason: string }>;
  /** Where a linted path's counterpart is looked for (undefined: outside the baseline). */
  readonly lookup: (linted: string) => string | undefined;
}

interface Scope {
  /** The file or folder the scope covers (for a glob, its fixed leading folders), from cwd in / form; "." is cwd. */
  readonly root: string;
  readonly glob?: string;
}

const toPosix = (p: string): string => p.split(sep).join("/");
/** A path from cwd in / form; "." for cwd itself. */
const fromCwd = (cwd: string, p: string): string => toPosix(relative(cwd, resolve(cwd, p))) || ".";
/** The path of `child` inside `parent` ("." for itself), or undefined when it is not inside. */
function inside(parent: string, child: string): string | undefined {
  const rel = posix.relative(parent, child);
  return rel === ".." || rel.startsWith("../") || posix.isAbsolute(rel) ? undefined : rel || ".";
}
const joinPosix = (a: string, b: string): string => posix.normalize(posix.join(a, b)).replace(/\/$/, "") || ".";

function commonFolder(folders: readonly string[]): string {
  if (folders.length === 0) return ".";
  const split = (f: string) => (f === "." ? [] : f.split("/"));
  let common = split(folders[0]!);
  for (const folder of folders.slice(1)) {
    const parts = split(folder);
    let i = 0;
    while (i < common.length && i < parts.length && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.join("/") || ".";
}

/** Left out as the desired side's walk leaves them out: below hidden folders or node_modules, cloudlint's own config files. */
function walkSkips(root: string, path: string): boolean {
  const rel = inside(root, path) ?? path;
  const parts = rel.split("/");
  if (OWN_CONFIG_NAMES.has(parts[parts.length - 1]!)) return true;
  return parts.slice(0, -1).some(isSkippedFolderName);
}

/** A list for a message: the first few, and how many more. */
function some(list: readonly string[]): string {
  return list.length === 0 ? "nothing" : list.slice(0, SHOWN).join(", ") + (list.length > SHOWN ? ` (and ${list.length - SHOWN} more)` : "");
}

/** A value that can only be a folder: never asked of git. */
function spelledAsFolder(ref: string): boolean {
  return ref === "." || ref === ".." || ref.startsWith("./") || ref.startsWith("../") || ref.startsWith("/") || ref.endsWith("/");
}

function git(args: readonly string[], cwd: string, maxBuffer = 64 * 1024 * 1024): Buffer {
  return execFileSync("git", args, { cwd, maxBuffer, stdio: ["ignore", "pipe", "pipe"] });
}

const gitFailure = (e: unknown): string => {
  const stderr = (e as { stderr?: Buffer | string }).stderr?.toString().trim().split("\n")[0];
  return stderr || (e as NodeJS.ErrnoException).code || (e instanceof Error ? e.message.split("\n")[0]! : String(e));
};

/** The repository's prefix of cwd ("" at its root), or undefined outside a repository (or without git). */
function repositoryPrefix(ref: string, cwd: string): string | undefined {
  try {
    return git(["rev-parse", "--show-prefix"], cwd).toString("utf8").replace(/\n$/, "");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT" || /not a git repository/i.test(gitFailure(e))) return undefined;
    // Another failure (a repository git refuses to read): which of a folder and a revision is meant cannot be told.
    throw new UsageError(`cannot ask git whether --baseline ${ref} is a revision: ${gitFailure(e)}`);
  }
}

/** Decides what the value names (see the module comment). */
function locate(ref: string, cwd: string, debug: (line: string) => void): Located {
  const dir = resolve(cwd, ref);
  const stats = statSafe(dir);
  const isFolder = stats?.isDirectory() === true;
  if (spelledAsFolder(ref)) {
    if (!isFolder) throw new UsageError(`--baseline ${ref}: ${stats ? "not a folder" : "no such folder"} (a value starting with ./, ../ or / or ending with / is always a folder)`);
    debug(`baseline: ${ref} is a folder (spelled as one; git is not asked)`);
    return { kind: "folder", dir };
  }
  if (ref.startsWith("-")) throw new UsageError(`--baseline ${ref} is neither a folder nor a git revision`);
  const prefix = repositoryPrefix(ref, cwd);
  if (prefix !== undefined) {
    let oid: string | undefined;
    try {
      oid = git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd).toString("utf8").trim() || undefined;
    } catch {
      oid = undefined;
    }
    if (oid !== undefined) {
      debug(`baseline: ${ref} is the git revision ${oid}`);
      if (isFolder) debug(`baseline: the folder ${ref} was not used: a revision of that name wins (write ./${ref} for the folder)`);
      return { kind: "revision", ref, oid, prefix };
    }
  }
  if (isFolder) {
    debug(`baseline: ${ref} is a folder (${prefix === undefined ? "not in a git repository" : "no git revision has that name"})`);
    return { kind: "folder", dir };
  }
  if (prefix === undefined) throw new UsageError(`--baseline ${ref} is not a folder, and ${cwd} is not in a git repository to read a revision from`);
  if (stats) throw new UsageError(`--baseline ${ref} is a file; the baseline is a folder, a git revision, or the JSON of terraform show -json`);
  throw new UsageError(
    `the baseline revision ${ref} is not in this clone; fetch it first (in CI with a shallow clone: git fetch --depth=1 origin ${ref.replace(/^origin\//, "")}, or check out with fetch-depth: 0)`,
  );
}

/** The scopes the command's paths cover; with none, the linted files' deepest common folder. */
function scopesOf(paths: readonly string[], linted: readonly string[], cwd: string): Scope[] {
  if (paths.length === 0) return [{ root: commonFolder(linted.map((f) => posix.dirname(fromCwd(cwd, f)))) }];
  return paths.map((p) => {
    // As the desired side's walk: a path that does not exist and holds glob characters is a glob.
    if (statSafe(resolve(cwd, p)) === undefined && isGlob(p)) {
      const fixed: string[] = [];
      for (const part of p.split("/")) {
        if (isGlob(part)) break;
        fixed.push(part);
      }
      return { root: fromCwd(cwd, fixed.join("/") || "."), glob: p.replace(/^\.\//, "") };
    }
    return { root: fromCwd(cwd, p) };
  });
}

const covers = (scope: Scope, path: string): boolean => (scope.glob !== undefined ? matchGlob(scope.glob, path) : inside(scope.root, path) !== undefined);

/** A folder read with the linted paths taken from `from` (cwd, or the linted paths' common folder). */
function folderReading(dirPath: string, from: string, how: string, scopes: readonly Scope[], cwd: string): Reading {
  const lookup = (linted: string) => {
    const rel = inside(from, linted);
    return rel === undefined ? undefined : joinPosix(dirPath, rel);
  };
  const back = (path: string) => {
    const rel = inside(dirPath, fromCwd(cwd, path));
    return rel === undefined ? undefined : joinPosix(from, rel);
  };
  const reading: Reading = { how, files: new Map(), problems: [], lookup };
  for (const scope of scopes) {
    const mapped = lookup(scope.root);
    if (mapped === undefined || statSafe(resolve(cwd, mapped)) === undefined) continue;
    const collected = collectFiles([mapped], cwd, { allowEmpty: true });
    for (const file of collected.files) {
      const linted = back(file);
      if (linted === undefined || !covers(scope, linted) || reading.files.has(linted)) continue;
      reading.files.set(linted, { display: fromCwd(cwd, file), named: !collected.walked.has(file) });
    }
    for (const { path, reason } of collected.problems) {
      const linted = back(path);
      if (linted !== undefined && covers(scope, linted)) reading.problems.push({ display: fromCwd(cwd, path), reason });
    }
  }
  return reading;
}

interface TreeEntry {
  readonly mode: string;
  readonly oid: string;
  readonly size: number;
  /** The path in the repository. */
  readonly path: string;
}

/** `git ls-tree -r -l` with modes and sizes, NUL-separated (paths are never quoted). */
function listTree(at: Extract<Located, { kind: "revision" }>, args: readonly string[], cwd: string): TreeEntry[] {
  let out: string;
  try {
    out = git(["--literal-pathspecs", "ls-tree", "-r", "-z", "-l", ...args], cwd).toString("utf8");
  } catch (e) {
    throw new UsageError(`cannot list the files of ${at.ref}: ${gitFailure(e)}`);
  }
  const entries: TreeEntry[] = [];
  for (const record of out.split("\0")) {
    const m = /^(\d+) \S+ ([0-9a-f]+) +(\d+|-)\t([\s\S]*)$/.exec(record);
    if (m) entries.push({ mode: m[1]!, oid: m[2]!, size: m[3] === "-" ? 0 : Number(m[3]), path: m[4]! });
  }
  return entries;
}

const REGULAR = new Set(["100644", "100755"]);
const kindOfMode = (mode: string): string => (mode === "160000" ? "a gitlink (a submodule entry)" : mode === "120000" ? "a symbolic link" : `not a regular file (mode ${mode})`);

/** A revision, read at the same paths. */
function revisionReading(at: Extract<Located, { kind: "revision" }>, scopes: readonly Scope[], cwd: string, debug: (line: string) => void): Reading {
  const here = at.prefix.replace(/\/$/, "") || ".";
  const inRepository = (path: string) => {
    const full = joinPosix(here, path);
    return full === ".." || full.startsWith("../") ? undefined : full;
  };
  const lookup = (linted: string) => {
    const full = inRepository(linted);
    return full === undefined ? undefined : `${at.ref}:${full}`;
  };
  const reading: Reading = { how: `at ${at.ref} (the same paths)`, files: new Map(), problems: [], lookup };
  const specs = scopes.map((s) => inRepository(s.root)).filter((s): s is string => s !== undefined);
  if (specs.length === 0) return reading;
  for (const entry of listTree(at, ["--full-tree", at.oid, "--", ...specs], cwd)) {
    if (!STATE_FILE.test(entry.path)) continue;
    const linted = posix.relative(here, entry.path) || ".";
    const scope = scopes.find((s) => covers(s, linted));
    if (scope === undefined || walkSkips(scope.root, linted) || reading.files.has(linted)) continue;
    const display = `${at.ref}:${entry.path}`;
    if (!REGULAR.has(entry.mode)) {
      debug(`baseline: skipped ${display}: ${kindOfMode(entry.mode)}; only regular files are read from a revision`);
      continue;
    }
    reading.files.set(linted, { display, named: scope.glob === undefined && scope.root === linted, blob: { oid: entry.oid, size: entry.size } });
  }
  return reading;
}

/** A revision's blob, by object id (no textconv, no filter driver), at most the size limit. */
function readBlob(display: string, blob: { oid: string; size: number }, maxBytes: number, cwd: string): Buffer {
  if (blob.size > maxBytes) throw new UsageError(`the baseline file ${display} is ${blob.size} bytes, over the limit of ${maxBytes} bytes for one file; the change cannot be checked without it`);
  try {
    return git(["cat-file", "blob", blob.oid], cwd, maxBytes + 1);
  } catch (e) {
    throw new UsageError(`cannot read the baseline file ${display}: ${gitFailure(e)}`);
  }
}

/** The chosen reading's files, read whole (any that cannot be is a usage error naming it). */
function readFiles(at: Located, reading: Reading, maxBytes: number, cwd: string): SourceFile[] {
  const [problem, ...others] = reading.problems;
  if (problem) throw new UsageError(`cannot read the baseline file ${problem.display}: ${problem.reason}`, others.map((p) => `also ${p.display}: ${p.reason}`));
  const sources: SourceFile[] = [];
  for (const [linted, found] of reading.files) {
    let source: SourceFile;
    if (at.kind === "revision") {
      const bytes = readBlob(found.display, found.blob!, maxBytes, cwd);
      source = decodeSource(linted, bytes, { absolute: resolve(cwd, linted), identity: found.display, mode: 0o644 }, maxBytes).source;
    } else {
      const read = readSource(found.display, cwd, { maxBytes });
      if ("problem" in read) throw new UsageError(`cannot read the baseline file ${found.display}: ${read.problem}`);
      if (read.source.byteLength !== undefined && read.source.byteLength > maxBytes) {
        throw new UsageError(`the baseline file ${found.display} is ${read.source.byteLength} bytes, over the limit of ${maxBytes} bytes for one file; the change cannot be checked without it`);
      }
      source = read.source;
    }
    // Named as the linted file it stands for; found by a walk, it is left out when plainly not a state file, as a linted one is.
    sources.push({ ...source, filePath: linted, ...(found.named ? {} : { optional: true }) });
  }
  return sources;
}

/** Whether a file's text is a state file that holds something (not a package.json, a workflow, an empty file). */
function holdsState(name: string, bytes: Buffer, maxBytes: number): boolean {
  const text = bytes.toString("utf8");
  // A Terraform configuration is always part of the account (it may declare nothing yet).
  if (/\.(tf|tofu)(\.json)?$/i.test(name)) return true;
  const loaded = loadText(text, { ...DEFAULT_LIMITS, maxBytes }, bytes.length, syntaxOf(name));
  if (loaded.data === undefined) return notStateReason(undefined, text, false) === undefined;
  return isPlainObject(loaded.data) && Object.keys(loaded.data).some((k) => !k.startsWith("x-")) && notStateReason(loaded.data, text, true) === undefined;
}

/**
 * The baseline's state files anywhere (a folder walked whole, a revision's whole tree), examined
 * within a budget; files past it, over the size limit or unreadable count as state files (never
 * fail open).
 */
function stateFilesAnywhere(at: Located, maxBytes: number, cwd: string): { found: string[]; unexamined: number } {
  const candidates: Array<{ display: string; size: number; read: () => Buffer | undefined }> = [];
  if (at.kind === "folder") {
    const collected = collectFiles([fromCwd(cwd, at.dir)], cwd, { allowEmpty: true });
    // An entry the walk cannot read (a dangling link, a FIFO) may be a state file.
    for (const { path } of collected.problems) candidates.push({ display: fromCwd(cwd, path), size: Infinity, read: () => undefined });
    for (const file of collected.files) {
      const display = fromCwd(cwd, file);
      candidates.push({
        display,
        size: statSafe(resolve(cwd, file))?.size ?? Infinity,
        read: () => {
          const read = readSource(file, cwd, { maxBytes, keepBytes: true });
          return "problem" in read || read.source.byteLength !== undefined ? undefined : read.bytes;
        },
      });
    }
  } else {
    for (const entry of listTree(at, ["--full-tree", at.oid], cwd)) {
      if (!STATE_FILE.test(entry.path) || !REGULAR.has(entry.mode) || walkSkips(".", entry.path)) continue;
      candidates.push({
        display: `${at.ref}:${entry.path}`,
        size: entry.size,
        read: () => {
          try {
            return readBlob("", entry, maxBytes, cwd);
          } catch {
            return undefined;
          }
        },
      });
    }
  }
  const found: string[] = [];
  let unexamined = 0;
  let budget = DEFAULT_LIMITS.maxTotalBytes;
  for (const [i, c] of candidates.entries()) {
    const bytes = i < EXAMINE_FILES && c.size <= maxBytes && c.size <= budget ? c.read() : undefined;
    if (bytes === undefined) {
      unexamined++;
      found.push(c.display);
      continue;
    }
    budget -= bytes.length;
    if (holdsState(c.display, bytes, maxBytes)) found.push(c.display);
  }
  return { found, unexamined };
}

/** The baseline's state files, each named by the linted path it stands for (relative to cwd, as the linted files are). */
/**
 * A file given as the baseline that is Terraform's JSON (`terraform show -json` of a state, or of
 * a plan): the whole account before the change, whatever the linted files are (a .tf folder, a
 * plan). Any other file is not a baseline (see locate).
 */
function terraformStateBaseline(ref: string, maxBytes: number, cwd: string, debug: (line: string) => void): SourceFile[] | undefined {
  if (!/\.json$/i.test(ref) || statSafe(resolve(cwd, ref))?.isFile() !== true) return undefined;
  const read = readSource(ref, cwd, { maxBytes });
  if ("problem" in read) throw new UsageError(`cannot read the baseline file ${ref}: ${read.problem}`);
  if (read.source.byteLength !== undefined && read.source.byteLength > maxBytes) throw new UsageError(`the baseline file ${ref} is ${read.source.byteLength} bytes, over the limit of ${maxBytes} bytes for one file; the change cannot be checked without it`);
  if (!startsAsTerraformJson(read.source.text)) return undefined;
  debug(`baseline: ${ref} is Terraform's JSON (terraform show -json): the whole account before the change`);
  return [read.source];
}

export function readBaseline(request: BaselineRequest, cwd: string): SourceFile[] {
  const { ref, debug } = request;
  if (typeof ref !== "string" || ref.trim() === "") throw new UsageError("--baseline needs a git revision (origin/main) or a folder (./base); it was given an empty value");
  const state = terraformStateBaseline(ref, request.maxBytes, cwd, debug);
  if (state) return state;
  const at = locate(ref, cwd, debug);
  const linted = request.linted.map((f) => fromCwd(cwd, f));
  const scopes = scopesOf(request.paths, linted, cwd);
  const readings: Reading[] = [];
  if (at.kind === "revision") readings.push(revisionReading(at, scopes, cwd, debug));
  else {
    const dirPath = fromCwd(cwd, at.dir);
    readings.push(folderReading(dirPath, ".", `as a checkout of this folder (${dirPath}/<path from here>)`, scopes, cwd));
    // The linted paths' deepest common folder: the folder the baseline may be the earlier version of.
    const common = commonFolder(scopes.map((s) => (s.glob !== undefined || statSafe(resolve(cwd, s.root))?.isDirectory() ? s.root : posix.dirname(s.root))));
    if (common !== ".") readings.push(folderReading(dirPath, common, `as the earlier version of ${common} (${dirPath}/<path from ${common}>)`, scopes, cwd));
  }
  // A reading is right when it finds the earlier version of a linted file (or of a file the run
  // linted under another name: a link and its target are linted once).
  const lintedSet = new Set(linted);
  const chosen = readings.find((r) => [...r.files.keys()].some((f) => lintedSet.has(f) || statSafe(resolve(cwd, f))?.isFile() === true));
  if (chosen === undefined) {
    const name = at.kind === "revision" ? `revision ${ref}` : `folder ${fromCwd(cwd, at.dir)}`;
    const { found, unexamined } = stateFilesAnywhere(at, request.maxBytes, cwd);
    if (found.length === 0) {
      for (const f of linted) debug(`baseline: ${f} <- (none: new)`);
      request.warn(`cloudlint: warning: ${escapeText(`the baseline ${name} holds no state files: every resource counts as new`)}\n`);
      return [];
    }
    const lookedUp = readings.map((r) => `looked up ${r.how}: ${some(linted.map((f) => r.lookup(f) ?? `(${f} is outside it)`))}`);
    throw new UsageError(`--baseline ${ref} holds none of the linted files, but other state files: the change cannot be checked`, [
      ...lookedUp,
      `found ${found.length} state file${found.length === 1 ? "" : "s"} ${at.kind === "revision" ? "at" : "in"} ${at.kind === "revision" ? ref : fromCwd(cwd, at.dir)}: ${some(found)}${unexamined ? ` (${unexamined} of them too large or too many to examine)` : ""}`,
      at.kind === "revision"
        ? "the linted files are compared with the revision's files at the same paths; run from the same place in the repository, or give the paths as they are at the revision"
        : "give the folder that holds the earlier versions of the linted files (for cloudlint plan after/, a folder before/ with the same file names), or its path as a checkout of the folder you run in",
    ]);
  }
  if (readings.length > 1 && chosen !== readings[0]) debug(`baseline: read ${chosen.how}; ${readings[0]!.how} it holds none of the linted files`);
  else debug(`baseline: read ${chosen.how}`);
  const sources = readFiles(at, chosen, request.maxBytes, cwd);
  for (const f of linted) debug(`baseline: ${f} <- ${chosen.files.get(f)?.display ?? "(none: new)"}`);
  for (const [path, found] of chosen.files) if (!lintedSet.has(path)) debug(`baseline: (deleted or not linted) ${path} <- ${found.display}`);
  if (request.tfvars) for (const f of baselineTfvars(at, chosen, request.maxBytes, cwd, debug, request.warn)) request.tfvars.push(f);
  return sources;
}

/**
 * The baseline's own definitions files, in each of its folders of `.tf` files, in Terraform's
 * order, each named by the linted side's path (so that it applies to the root module of that
 * folder). One past the size limit is passed with its problem: no variable of its root is then known.
 */
function baselineTfvars(at: Located, reading: Reading, maxBytes: number, cwd: string, debug: (line: string) => void, warn: (text: string) => void): { filePath: string; text: string; problem?: string }[] {
  const folders = new Set<string>();
  for (const linted of reading.files.keys()) if (/\.(tf|tofu)(\.json)?$/i.test(linted)) folders.add(posix.dirname(linted));
  const out: { filePath: string; text: string; problem?: string }[] = [];
  for (const folder of folders) {
    const where = reading.lookup(posix.join(folder, "terraform.tfvars"));
    if (where === undefined) continue;
    const found = new Map<string, () => { text: string } | { problem: string }>();
    if (at.kind === "revision") {
      const dir = posix.dirname(where.slice(at.ref.length + 1));
      for (const entry of listTree(at, ["--full-tree", at.oid, ...(dir === "." ? [] : ["--", `${dir}/`])], cwd)) {
        const name = posix.basename(entry.path);
        if (posix.dirname(entry.path) !== dir || autoTfvarsRank(name) === undefined) continue;
        // A link (or anything but a file) is not followed in a revision: no variable of the root is then known there.
        if (!REGULAR.has(entry.mode)) {
          found.set(name, () => ({ problem: `${kindOfMode(entry.mode)} in ${at.ref}, not followed` }));
          continue;
        }
        found.set(name, () => {
          if (entry.size > maxBytes) return { problem: "past the size limit" };
          try {
            return { text: git(["cat-file", "blob", entry.oid], cwd, maxBytes + 1).toString("utf8") };
          } catch (e) {
            return { problem: gitFailure(e) };
          }
        });
        debug(`baseline: variables from ${at.ref}:${entry.path}`);
      }
    } else {
      const dir = resolve(cwd, posix.dirname(where));
      let names: string[] = [];
      try {
        names = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() || e.isSymbolicLink()).map((e) => e.name);
      } catch {
        names = [];
      }
      for (const name of names) {
        if (autoTfvarsRank(name) === undefined) continue;
        // A link is followed when it stays inside the repository, as the working side follows one.
        const real = realpathSafe(resolve(dir, name));
        if (real === undefined || !isWithin(findRepository(cwd).real, real)) {
          found.set(name, () => ({ problem: "it leads outside the repository" }));
          continue;
        }
        found.set(name, () => {
          const read = readSource(resolve(dir, name), cwd, { maxBytes });
          if ("problem" in read) return { problem: read.problem };
          return read.source.byteLength !== undefined && read.source.byteLength > maxBytes ? { problem: "past the size limit" } : { text: read.source.text };
        });
        debug(`baseline: variables from ${fromCwd(cwd, resolve(dir, name))}`);
      }
    }
    for (const name of orderAutoTfvars([...found.keys()])) {
      const filePath = folder === "." ? name : posix.join(folder, name);
      const got = found.get(name)!();
      if ("text" in got) out.push({ filePath, text: got.text });
      else {
        out.push({ filePath, text: "", problem: got.problem });
        warn(`cloudlint: warning: ${escapeText(`the baseline's ${filePath} was not read (${got.problem}): no variable of its root module is known in the baseline`)}\n`);
      }
    }
  }
  return out;
}
