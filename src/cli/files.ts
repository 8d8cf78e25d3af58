/**
 * The CLI's file access: which state files an invocation names, and reading them safely.
 *
 * - A walk never aborts on one bad entry: a dangling link, a link loop, a link to a folder named
 *   like a state file, a FIFO or a device is reported (one line) and the rest is linted.
 * - A file is opened once, its descriptor checked to be a regular file (FIFOs are opened
 *   non-blocking, so they cannot hang the run) and at most the size limit + 1 bytes are read.
 * - A file reached twice (a symlink or hard link to a file of the same run) is linted once, by
 *   device and inode, under the path given first.
 * - Symbolic links to files are followed (as ESLint does) when they resolve inside the repository
 *   or the folder being walked; a link a walk meets that resolves anywhere else is not read and the
 *   run stops (exit 2, naming it): a pull request may commit a link to a runner's secrets, and
 *   skipping it silently would turn checks off. A path named on the command line is read as given.
 *   With `followSymlinks: false` links are skipped. Links to folders are never followed (no cycles).
 */
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, statSync, type Stats } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { isGlob, matchGlob } from "../config/glob.js";
import { ignoredByLevels, parseIgnoreFile, type IgnoreRule } from "../config/ignore-file.js";
import { CONFIG_FILE_NAMES, IGNORE_FILE_NAMES, isSkippedFolderName, isStateFileName } from "../config/names.js";
import type { SourceFile } from "../lint.js";
import { DEFAULT_LIMITS } from "../load/limits.js";
import { appendAll } from "../util/data.js";
import { escapeText } from "../util/text.js";

/**
 * Raised for problems that mean exit 2: the message is for the user, no stack trace. The message
 * and each detail line are printed escaped, each on its own line, so no user data in them can
 * start a line of its own.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** cloudlint's own config files: never state, never walked into the account. */
const OWN_CONFIG_NAMES: ReadonlySet<string> = new Set(CONFIG_FILE_NAMES);


const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? String(e);

export interface WalkOptions {
  /** Follow symbolic links to files (default true). */
  followSymlinks?: boolean;
  /**
   * Why a walked path (relative to cwd) is not linted, or undefined: the config's ignores,
   * --ignore-pattern. An ignored folder is pruned: never read.
   */
  ignored?: (path: string, isFolder: boolean) => string | undefined;
  /** Honour .gitignore and .cloudlintignore files (default true; --no-ignore turns them off). */
  ignoreFiles?: boolean;
  /** A folder with no state files is not an error (a config-driven run says what matched). */
  allowEmpty?: boolean;
}

export interface Collected {
  /** State files, as given or as found (relative to cwd for walked ones), in order. */
  files: string[];
  /** Files found by walking a folder or expanding a glob (not named one by one): skipped when plainly not state files. */
  walked: Set<string>;
  /** Entries passed over with a reason the user should see (one line each, the run goes on). */
  problems: Array<{ path: string; reason: string }>;
  /** Entries passed over on purpose (for --debug). */
  skipped: Array<{ path: string; reason: string }>;
  /**
   * cloudlint config files the walk met (relative to cwd) and no ignore excludes: never state, but
   * the language server makes each one's folder an account of its own.
   */
  configs: string[];
}


interface IgnoreLevel {
  /** Absolute folder the rules are relative to. */
  readonly base: string;
  readonly rules: IgnoreRule[];
  readonly file: string;
}

/** The ignore rules a folder holds (.gitignore, then .cloudlintignore, whose lines win). */
function ignoreLevel(folder: string, cwd: string): IgnoreLevel | undefined {
  const rules: IgnoreRule[] = [];
  const names: string[] = [];
  for (const name of IGNORE_FILE_NAMES) {
    const text = readSmallText(join(folder, name));
    if (text === undefined) continue;
    appendAll(rules, parseIgnoreFile(text));
    names.push(relative(cwd, join(folder, name)) || name);
  }
  return rules.length ? { base: folder, rules, file: names.join(" and ") } : undefined;
}

/**
 * The folders from `start` (absolute) up to the repository root, the first holding .git, inclusive;
 * up to the file-system root when there is no repository. Config discovery and ignore files stop
 * there: what lies above a repository must not change what its pull requests report.
 */
export function foldersUpToRepositoryRoot(start: string): { folders: string[]; inRepository: boolean } {
  const folders: string[] = [];
  for (let dir = start; ; dir = dirname(dir)) {
    folders.push(dir);
    if (existsSync(join(dir, ".git"))) return { folders, inRepository: true };
    if (dirname(dir) === dir) return { folders, inRepository: false };
  }
}

/** What a run may read through symbolic links: the repository of the working folder, as found from it and after realpath. */
export interface Repository {
  /** The top-level folder (the first from the working folder up holding .git), else the working folder, as written. */
  readonly folder: string;
  /** Its real path (symbolic links resolved): what real paths are compared with. */
  readonly real: string;
  readonly inRepository: boolean;
}

export function findRepository(cwd: string): Repository {
  const { folders, inRepository } = foldersUpToRepositoryRoot(resolve(cwd));
  const folder = inRepository ? folders[folders.length - 1]! : resolve(cwd);
  return { folder, real: realpathSafe(folder) ?? folder, inRepository };
}

/** Whether `path` is `folder` or lies inside it (both absolute, compared as written). */
export function isWithin(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

export function realpathSafe(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Raised when a file found (not typed) resolves outside the repository: the file is not read. Its
 * own class, so that no caller mistakes it for "nothing matched" and goes on without the file.
 */
export class OutsideRepositoryError extends UsageError {}

/** The levels that apply at `folder`: from the repository root down (only the folder's own without a repository). */
function ignoreLevelsAbove(folder: string, cwd: string): IgnoreLevel[] {
  const { folders, inRepository } = foldersUpToRepositoryRoot(folder);
  return (inRepository ? folders : folders.slice(0, 1))
    .reverse()
    .map((dir) => ignoreLevel(dir, cwd))
    .filter((l): l is IgnoreLevel => l !== undefined);
}

/** Deepest level first: the first that decides wins. */
function ignoredByFiles(levels: readonly IgnoreLevel[], absolute: string, isFolder: boolean): string | undefined {
  return ignoredByLevels(levels, (level) => {
    const rel = relative(level.base, absolute).split(sep).join("/");
    return rel.startsWith("..") ? undefined : rel;
  }, isFolder);
}

/** Expands the arguments into state files: files as given, directories recursively (sorted), globs. */
export function collectFiles(inputs: readonly string[], cwd: string, options: WalkOptions = {}): Collected {
  const follow = options.followSymlinks !== false;
  const useIgnoreFiles = options.ignoreFiles !== false;
  const out: Collected = { files: [], walked: new Set(), problems: [], skipped: [], configs: [] };
  const seen = new Set<string>();
  let repository: Repository | undefined;
  /** Links a walk met that resolve outside the repository and the walked folder, by path: never read. */
  const outsideTargets = new Map<string, string>();
  const outside = new Set<string>();
  const add = (file: string, walked: boolean) => {
    const target = walked ? outsideTargets.get(file) : undefined;
    if (target !== undefined) {
      outside.add(`${file} -> ${target}`);
      return;
    }
    const key = resolve(cwd, file);
    if (!seen.has(key)) {
      seen.add(key);
      out.files.push(file);
      if (walked) out.walked.add(file);
    }
  };
  const excluded = (path: string, isFolder: boolean, levels: readonly IgnoreLevel[]): string | undefined =>
    options.ignored?.(path, isFolder) ?? (useIgnoreFiles ? ignoredByFiles(levels, resolve(cwd, path), isFolder) : undefined);
  const walk = (dir: string, found: string[], levels: readonly IgnoreLevel[], walkedReal: string | undefined) => {
    let entries;
    try {
      entries = readdirSync(resolve(cwd, dir), { withFileTypes: true });
    } catch (e) {
      out.problems.push({ path: dir, reason: `cannot read the folder (${code(e)})` });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // Hidden folders and node_modules are never state.
        if (isSkippedFolderName(entry.name)) {
          out.skipped.push({ path, reason: "hidden folder or node_modules" });
          continue;
        }
        const why = excluded(path, true, levels);
        if (why) {
          out.skipped.push({ path, reason: `${why} (folder not entered)` });
          continue;
        }
        const own = useIgnoreFiles ? ignoreLevel(resolve(cwd, path), cwd) : undefined;
        walk(path, found, own ? [...levels, own] : levels, walkedReal);
        continue;
      }
      if (!isStateFileName(entry.name)) continue;
      if (OWN_CONFIG_NAMES.has(entry.name)) {
        out.skipped.push({ path, reason: "cloudlint's own config file" });
        if (!excluded(path, false, levels)) out.configs.push(path);
        continue;
      }
      const why = excluded(path, false, levels);
      if (why) {
        out.skipped.push({ path, reason: why });
        continue;
      }
      if (entry.isSymbolicLink()) {
        if (!follow) {
          out.skipped.push({ path, reason: "symbolic link (--no-follow-symlinks)" });
          continue;
        }
        let target: Stats;
        try {
          target = statSync(resolve(cwd, path));
        } catch (e) {
          const c = code(e);
          out.problems.push({ path, reason: c === "ENOENT" ? "a dangling symbolic link" : c === "ELOOP" ? "a symbolic link loop" : `cannot follow the link (${c})` });
          continue;
        }
        if (target.isDirectory()) out.problems.push({ path, reason: "a link to a folder, not a state file" });
        else if (!target.isFile()) out.problems.push({ path, reason: "a link to something that is not a regular file (a FIFO, device or socket)" });
        else {
          // Only where the repository or the folder named lies: a committed link to a runner's
          // ~/.npmrc must not be read, and skipping it quietly would drop its checks.
          const real = realpathSafe(resolve(cwd, path)) ?? resolve(cwd, path);
          repository ??= findRepository(cwd);
          if (!isWithin(repository.real, real) && !(walkedReal !== undefined && isWithin(walkedReal, real))) outsideTargets.set(path, real);
          found.push(path);
        }
      } else if (entry.isFile()) found.push(path);
      else out.problems.push({ path, reason: "not a regular file (a FIFO, device or socket)" });
    }
  };
  const walkFolder = (folder: string): string[] => {
    const found: string[] = [];
    walk(folder, found, useIgnoreFiles ? ignoreLevelsAbove(resolve(cwd, folder), cwd) : [], realpathSafe(resolve(cwd, folder)));
    return found;
  };
  for (const input of inputs) {
    let stats: Stats;
    try {
      stats = statSync(resolve(cwd, input));
    } catch (e) {
      const c = code(e);
      if (c === "ENOENT" && isGlob(input)) {
        // A glob: walk from its fixed leading folders, keep what it matches (relative to cwd).
        const parts = input.split("/");
        const fixed: string[] = [];
        for (const part of parts) {
          if (isGlob(part)) break;
          fixed.push(part);
        }
        const base = fixed.join("/") || ".";
        if (!statSafe(resolve(cwd, base))?.isDirectory()) throw new UsageError(`no files match the pattern ${input}`);
        const pattern = input.replace(/^\.\//, "");
        const matched = walkFolder(base).filter((f) => matchGlob(pattern, f.split(sep).join("/")));
        if (matched.length === 0) throw new UsageError(`no files match the pattern ${input}`);
        matched.forEach((f) => add(f, true));
        continue;
      }
      throw new UsageError(c === "ENOENT" ? `no such file or directory: ${input}` : c === "ELOOP" ? `cannot read ${input}: a symbolic link loop` : `cannot read ${input}: ${c}`);
    }
    if (stats.isDirectory()) {
      const why = options.ignored?.(input, true);
      if (why) {
        out.skipped.push({ path: input, reason: `${why} (folder not entered)` });
        continue;
      }
      const found = walkFolder(input);
      if (found.length === 0 && out.problems.length === 0 && !options.allowEmpty) throw new UsageError(`no state files (*.yaml, *.yml, *.json, *.tf, *.tofu) in directory ${input}`);
      found.forEach((f) => add(f, true));
    } else if (!follow && lstatSafe(resolve(cwd, input))?.isSymbolicLink()) {
      out.skipped.push({ path: input, reason: "symbolic link (--no-follow-symlinks)" });
    } else {
      // Named one by one: always linted (ignore files and patterns are for what a walk finds).
      add(input, false);
    }
  }
  if (outside.size > 0) {
    const one = outside.size === 1;
    throw new OutsideRepositoryError(
      `refusing to read ${one ? "a symbolic link" : `${outside.size} symbolic links`} found in a folder: ${one ? "it resolves" : "they resolve"} outside the repository (remove ${one ? "it" : "them"}, or name ${one ? "the file" : "the files"} on the command line to read ${one ? "it" : "them"} as given)`,
      [...outside],
    );
  }
  return out;
}

/** A small text file (an ignore file), read safely: a regular file, at most 1 MiB; else undefined. */
function readSmallText(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    if (!fstatSync(fd).isFile()) return undefined;
    return readAtMost(fd, 1024 * 1024).toString("utf8");
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

export function statSafe(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

export function lstatSafe(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** What the CLI knows of a source beyond the text: to lint it once, and to write fixes back safely. */
export interface ReadFile {
  source: SourceFile;
  /** Absolute path as given (a symlink stays a symlink; --fix writes its target). */
  absolute: string;
  /** Device and inode: the file's identity. */
  identity: string;
  /** How many bytes were read (0 for a file not read). */
  byteLength: number;
  /**
   * The bytes as read, only when the reader asked for them (`keepBytes`): a lint does not keep a
   * second copy of its input beside the text; --fix checks that a file did not change since it was
   * read against its text (write.ts: a fixable file's bytes are its text's UTF-8, after its BOM).
   */
  bytes?: Buffer;
  /** The file began with a UTF-8 byte-order mark (kept by --fix). */
  bom: boolean;
  /** Whether --fix may rewrite it (valid UTF-8, read whole). */
  fixable: boolean;
  mode: number;
}

/**
 * Reads at most `limit` bytes from an open descriptor (waiting out EAGAIN on a non-blocking pipe).
 * `sizeHint` (a regular file's size, from fstat) lets the file be read into one buffer of that
 * size and one byte more (to see that it grew), instead of chunks copied together at the end: a
 * 3 MB file would otherwise be held twice while it is read.
 */
export function readAtMost(fd: number, limit: number, sizeHint = 0): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  let buffer: Buffer | undefined;
  let filled = 0;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    if (buffer === undefined) {
      const want = Math.min(chunks.length === 0 && sizeHint > 0 ? sizeHint + 1 : 64 * 1024, limit - total);
      if (want <= 0) break;
      buffer = Buffer.allocUnsafe(want);
      filled = 0;
    }
    let n: number;
    try {
      n = readSync(fd, buffer, filled, buffer.length - filled, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") {
        Atomics.wait(pause, 0, 0, 10);
        continue;
      }
      if ((e as NodeJS.ErrnoException).code === "EOF") break;
      throw e;
    }
    if (n <= 0) break;
    filled += n;
    total += n;
    if (filled === buffer.length) {
      chunks.push(buffer);
      buffer = undefined;
    }
  }
  if (buffer !== undefined && filled > 0) chunks.push(buffer.subarray(0, filled));
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
}

/** The line (1-based) of the first byte that is not UTF-8, or undefined when the bytes are valid. */
function firstInvalidUtf8Line(bytes: Buffer, decoded: string): number | undefined {
  if (!decoded.includes("\ufffd")) return undefined;
  const again = Buffer.from(decoded, "utf8");
  if (again.equals(bytes)) return undefined; // real U+FFFD characters, valid UTF-8
  let i = 0;
  while (i < bytes.length && i < again.length && bytes[i] === again[i]) i++;
  let line = 1;
  for (let k = 0; k < i; k++) if (bytes[k] === 10) line++;
  return line;
}

/**
 * Decodes a file's bytes as readSource does (BOM, UTF-16, invalid UTF-8), for any source of bytes.
 */
export function decodeSource(display: string, bytes: Buffer, base: { absolute: string; identity: string; mode: number }, maxBytes: number, keepBytes = false): ReadFile {
  if (bytes.length > maxBytes) return { ...base, source: { filePath: display, text: "", byteLength: bytes.length }, byteLength: 0, bom: false, fixable: false };
  const read = { ...base, byteLength: bytes.length, ...(keepBytes ? { bytes } : {}) };
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const source: SourceFile = { filePath: display, text: "", encoding: { message: "the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8", lint: false } };
    return { ...read, source, bom: false, fixable: false };
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const text = body.toString("utf8");
  const badLine = firstInvalidUtf8Line(body, text);
  if (badLine !== undefined) {
    const source: SourceFile = {
      filePath: display,
      text,
      encoding: { message: `the file is not valid UTF-8 (first invalid byte on line ${badLine}); save it as UTF-8. It is linted with the invalid bytes replaced, and --fix never rewrites it`, lint: true },
    };
    return { ...read, source, bom, fixable: false };
  }
  return { ...read, source: { filePath: display, text }, bom, fixable: true };
}

/**
 * Opens, checks and reads one state file. Problems that make it unreadable are a UsageError for a
 * path the user named, and `{ problem }` for the caller to report and go on.
 */
export function readSource(file: string, cwd: string, options: { maxBytes?: number; budgetLeft?: number; keepBytes?: boolean } = {}): ReadFile | { problem: string } {
  const absolute = resolve(cwd, file);
  const display = relative(cwd, absolute) || file;
  const maxBytes = options.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  let fd: number;
  try {
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer forever.
    fd = openSync(absolute, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return { problem: `cannot open (${code(e)})` };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { problem: stats.isDirectory() ? "a folder, not a state file" : "not a regular file (a FIFO, device or socket)" };
    const identity = `${stats.dev}:${stats.ino}`;
    const base = { absolute, identity, mode: stats.mode & 0o7777 };
    // Past the run's budget or the file limit: not read; the loader reports the limit as a finding.
    if (stats.size > maxBytes || (options.budgetLeft !== undefined && stats.size > options.budgetLeft)) {
      return { ...base, source: { filePath: display, text: "", byteLength: stats.size }, byteLength: 0, bom: false, fixable: false };
    }
    return decodeSource(display, readAtMost(fd, maxBytes + 1, stats.size), base, maxBytes, options.keepBytes);
  } catch (e) {
    return { problem: `cannot read (${code(e)})` };
  } finally {
    closeSync(fd);
  }
}

/** One line for stderr about a path passed over; the path is escaped like any user data. */
export function problemLine(path: string, reason: string): string {
  return `cloudlint: warning: ${escapeText(path)}: skipped, ${reason}\n`;
}
