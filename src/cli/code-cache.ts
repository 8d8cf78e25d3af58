/**
 * Loading the CLI bundle (bin/cloudlint.cjs) with a V8 code cache, so that a run deserialises the
 * code an earlier run compiled instead of parsing and compiling it again (issue 24, "Start in a
 * blink": a third to a half of a small lint's time over bare Node was compiling the bundle). Node
 * 20 has no `module.enableCompileCache`; this is what it does, with `vm.Script`'s `cachedData`.
 *
 * Where: the user's cache folder (`$XDG_CACHE_HOME/cloudlint`, else `~/.cache/cloudlint`;
 * `~/Library/Caches/cloudlint` on macOS, `%LOCALAPPDATA%\cloudlint\Cache` on Windows), never the
 * working folder or the repository. `CLOUDLINT_NO_CACHE=1` turns it off: nothing is read or written.
 * A cache shipped with the package was not an option: V8 accepts a cache only from the same V8
 * version, flags and CPU features, and the committed bin/ must be what every build produces.
 *
 * Safe by construction:
 * - the file name holds the bundle's SHA-256, size and modification time, the Node version, the
 *   architecture and V8's own cache tag (version, flags, CPU features): another bundle, another
 *   Node (two versions sharing a checkout or a home folder) or other V8 flags use another file,
 *   never this one. The SHA-256 is the build's (written into bin/cloudlint.js, which is generated
 *   with the bundle), so a run hashes nothing; a bundle whose size is not the one the build wrote
 *   (edited or replaced without rebuilding) is hashed as before, and one edited in place to the
 *   same size has another modification time (V8's own check, the source's length, would not see it);
 * - each file starts with a checksum of the data after it, checked before V8 sees it (release
 *   builds of V8 do not check a code cache's integrity; a corrupt one could crash or run wrong
 *   code): a corrupt or truncated file is not used, and is rewritten. The checksum is a CRC-32
 *   (zlib's, Node 20.15 and later; a SHA-256 on older Nodes): it guards against truncation and
 *   corruption (a disk, a killed writer, another program's bytes), which a CRC detects as surely
 *   as a digest; not against an attacker, who would need to write the user's own files in the
 *   user's own 0700 folder (the owner is checked below) and could then change the bundle itself;
 * - a cache V8 rejects (`cachedDataRejected`) is not used either, and is rewritten;
 * - a file not owned by the user running cloudlint is never used;
 * - the folder is created 0700 and a file written 0600 to a temporary name and renamed into place,
 *   so concurrent runs (a pre-commit hook in two terminals) each write a whole file and the last
 *   rename wins; a read-only or missing home folder, a full disk, anything else: no cache, no
 *   message (with `CLOUDLINT_DEBUG` set, one line on stderr says why), and the run goes on.
 *
 * A cache holds the functions compiled by the run that wrote it (it is written when the process
 * exits), so each command keeps its own file: `cloudlint --version` run first would otherwise fill
 * the cache that every lint reads with its own little code. A part of the bundle that a run loads
 * (bin/cloudlint-more.cjs, see scripts/cli-bundle.mjs) is a second script with a file of its own
 * for that command (`<command>+more-...`).
 */
import { closeSync, constants, fstatSync, mkdirSync, openSync, readdirSync, readSync, statSync, unlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, dirname, isAbsolute, join } from "node:path";
import { cachedDataVersionTag } from "node:v8";
import { Script } from "node:vm";
import { replaceFile } from "./replace-file.js";

/** The environment variable that turns the code cache off ("1", or any value but "0" and "false"). */
export const NO_CACHE_VARIABLE = "CLOUDLINT_NO_CACHE";

/** Files in the folder at most; the least recently written beyond it are removed when one is written. */
export const MAX_CACHE_FILES = 24;

/** A file not written for this long is removed when another is written (an old version's). */
export const MAX_CACHE_AGE_MS = 30 * 24 * 3600 * 1000;

const SUFFIX = ".v8cache";
/** A cache file larger than this is not read: the bundle's whole code cache is under 2 MB. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** The folder the code cache lives in, or undefined when there is none (turned off, no home). */
export function cacheFolder(env: Record<string, string | undefined>, platform: NodeJS.Platform = process.platform, home: () => string = homedir): string | undefined {
  const off = env[NO_CACHE_VARIABLE];
  if (off !== undefined && off !== "" && off !== "0" && off !== "false") return undefined;
  // The XDG base directory specification: a relative value is invalid and ignored.
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, "cloudlint");
  if (platform === "win32" && env.LOCALAPPDATA && isAbsolute(env.LOCALAPPDATA)) return join(env.LOCALAPPDATA, "cloudlint", "Cache");
  let folder: string;
  try {
    folder = home();
  } catch {
    return undefined; // no home folder (a user without a passwd entry)
  }
  if (!folder || !isAbsolute(folder)) return undefined;
  return platform === "darwin" ? join(folder, "Library", "Caches", "cloudlint") : join(folder, ".cache", "cloudlint");
}

/** The commands whose runs compile different code, each with its own cache file; anything else is "cli". */
const KINDS = new Set(["lint", "plan", "filter", "rules", "policy", "init", "explain", "import", "lsp"]);

/** Which cache file a run with these arguments uses (a name, not a parse: any answer is correct, a wrong one only slower). */
export function cacheKind(argv: readonly string[]): string {
  const first = argv[0];
  return first !== undefined && KINDS.has(first) ? first : "cli";
}

/** What V8 and Node a cache is for: part of its file name. */
export interface Runtime {
  version: string;
  arch: string;
  /** v8.cachedDataVersionTag(): the V8 version, its flags and the CPU's features. */
  tag: number;
}

export const currentRuntime = (): Runtime => ({ version: process.version, arch: process.arch, tag: cachedDataVersionTag() });

/** What tells one bundle file from another: its bytes' SHA-256 (hex), size and modification time. */
export interface BundleKey {
  sha256: string;
  size: number;
  /** The modification time in nanoseconds (fstat's, as a decimal string). */
  mtime: string;
}

/** The bundle's SHA-256 and size as the build wrote them into the executable. */
export interface BuiltBundle {
  sha256: string;
  size: number;
  /**
   * The bundle's parts by name, each bin/cloudlint-<name>.cjs beside it, which the bundle loads
   * with `require("./cloudlint-<name>.cjs")` when it needs them (scripts/cli-bundle.mjs): loaded
   * through the code cache as well, each with its own file.
   */
  parts?: Readonly<Record<string, { sha256: string; size: number }>>;
}

/**
 * The cache file's name: the kind, then the bundle's key and the runtime, in plain text (nothing to
 * hash: the fields are short). The characters outside [A-Za-z0-9._-] a Node version could hold
 * become "_".
 */
export function cacheFileName(kind: string, bundle: BundleKey, runtime: Runtime): string {
  const fields = [bundle.sha256.slice(0, 40), bundle.size, bundle.mtime, runtime.version, runtime.arch, runtime.tag];
  return `${kind}-${fields.join("-").replace(/[^A-Za-z0-9._-]/g, "_")}${SUFFIX}`;
}

/**
 * The checksum at the start of a cache file (see the module comment): zlib's CRC-32 where Node has
 * it (20.15 and later), else a SHA-256. Node's modules are required only here, when needed: loading
 * node:crypto took ~7 ms of every run. A file is only ever read by the Node that wrote it (the
 * version is in its name), so both ends use the same checksum.
 */
interface Checksum {
  bytes: number;
  of(data: Uint8Array): Buffer;
}

function checksum(require: NodeJS.Require): Checksum {
  const { crc32 } = require("node:zlib") as { crc32?: (data: Uint8Array) => number };
  if (typeof crc32 === "function") {
    return {
      bytes: 4,
      of(data) {
        const out = Buffer.allocUnsafe(4);
        out.writeUInt32BE(crc32(data));
        return out;
      },
    };
  }
  return { bytes: 32, of: (data) => sha256(require, data) };
}

const sha256 = (require: NodeJS.Require, data: Uint8Array): Buffer => (require("node:crypto") as typeof import("node:crypto")).createHash("sha256").update(data).digest();

/** What happened to the cache in a load: used, or why not. */
export type CacheStatus = "used" | "off" | "absent" | "unreadable" | "not owned" | "corrupt" | "rejected";

export interface LoadedBundle {
  /** The bundle's module.exports. */
  exports: Record<string, unknown>;
  /** What happened to the cache file. */
  status: CacheStatus;
  /** The cache file's path (undefined when off). */
  path: string | undefined;
  /**
   * Writes the cache when the load did not use one (absent, corrupt, rejected): the code compiled
   * so far, so call it when the run is done. Never throws; says what it did.
   */
  save(): { written: true } | { written: false; reason: string };
}

/** V8's wrapper of a CommonJS module, as Node's own loader compiles it. */
const WRAPPER_START = "(function (exports, require, module, __filename, __dirname) { ";
const WRAPPER_END = "\n});";

/** Reads `size` bytes of the open file `fd` from its start: fewer when it ends sooner. */
function readAll(fd: number, size: number): Buffer {
  const bytes = Buffer.allocUnsafe(size);
  let offset = 0;
  while (offset < size) {
    const n = readSync(fd, bytes, offset, size - offset, offset);
    if (n === 0) break;
    offset += n;
  }
  return offset === size ? bytes : bytes.subarray(0, offset);
}

/** Reads a cache file: its data when the checksum at its start matches, else why not. */
function readCache(path: string, check: () => Checksum): { data: Buffer } | { status: CacheStatus } {
  let fd: number;
  try {
    // Non-blocking: a FIFO put at this name must not hang the run (it is then refused as no file).
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { status: (e as NodeJS.ErrnoException).code === "ENOENT" ? "absent" : "unreadable" };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.size > MAX_CACHE_BYTES) return { status: "unreadable" };
    // Code another user could have written is never run (a shared or badly set XDG_CACHE_HOME).
    if (typeof process.getuid === "function" && stats.uid !== process.getuid()) return { status: "not owned" };
    const bytes = readAll(fd, stats.size);
    const { bytes: checkBytes, of } = check();
    if (bytes.length !== stats.size || bytes.length <= checkBytes) return { status: "corrupt" };
    const data = bytes.subarray(checkBytes);
    if (!of(data).equals(bytes.subarray(0, checkBytes))) return { status: "corrupt" };
    return { data };
  } catch {
    return { status: "unreadable" };
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the bundle and what tells it from another (its key), and its source text. `built` is its
 * SHA-256 and size as the build wrote them into the executable: taken as the key's digest when the
 * file has that size, else (a bundle edited or replaced without rebuilding the executable, or none
 * given) the bytes are hashed. The build's bundle is ASCII (esbuild escapes every other character;
 * the build checks it), and ASCII decoded as Latin-1 is the same string, made without UTF-8's
 * decoding; any other file is decoded as UTF-8.
 */
function readBundle(file: string, built: Omit<BuiltBundle, "parts"> | undefined, require: NodeJS.Require): { source: string; key: BundleKey } {
  const fd = openSync(file, "r");
  try {
    const stats = fstatSync(fd, { bigint: true });
    const bytes = readAll(fd, Number(stats.size));
    const isBuilt = built !== undefined && built.size === bytes.length;
    const sha = isBuilt ? built.sha256 : sha256(require, bytes).toString("hex");
    return { source: bytes.toString(isBuilt ? "latin1" : "utf8"), key: { sha256: sha, size: bytes.length, mtime: String(stats.mtimeNs) } };
  } finally {
    closeSync(fd);
  }
}

/** Removes stray temporary files, files not written for MAX_CACHE_AGE_MS, and the oldest beyond MAX_CACHE_FILES. */
function prune(folder: string, keep: string, now: number): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  const files: Array<{ path: string; mtime: number }> = [];
  for (const name of names) {
    if (name === keep || !(name.endsWith(SUFFIX) || name.endsWith(".tmp"))) continue;
    const path = join(folder, name);
    try {
      const mtime = statSync(path).mtimeMs;
      // A temporary file is some writer's for a moment; one an hour old was left by a killed run.
      if (name.endsWith(".tmp") ? now - mtime > 3600 * 1000 : now - mtime > MAX_CACHE_AGE_MS) unlinkSync(path);
      else if (name.endsWith(SUFFIX)) files.push({ path, mtime });
    } catch {
      // gone meanwhile (another run pruned it)
    }
  }
  files.sort((a, b) => b.mtime - a.mtime);
  for (const f of files.slice(MAX_CACHE_FILES - 1)) {
    try {
      unlinkSync(f.path);
    } catch {
      // gone meanwhile
    }
  }
}

/**
 * Creates `folder` and its missing parents, 0700 (as the XDG specification asks). Not with
 * mkdirSync's `recursive`: Node 20's loops forever where mkdir answers ENOENT under a folder that
 * exists (XDG_CACHE_HOME=/proc/x).
 */
function makeFolder(folder: string): void {
  const missing: string[] = [];
  for (let at = folder; ; ) {
    try {
      mkdirSync(at, 0o700);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EEXIST") break;
      const parent = dirname(at);
      if ((e as NodeJS.ErrnoException).code !== "ENOENT" || parent === at) throw e;
      missing.push(at);
      at = parent;
    }
  }
  for (const at of missing.reverse()) {
    try {
      mkdirSync(at, 0o700);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
  }
}

/**
 * Loads the CommonJS bundle at `file` as Node's `require` would (same wrapper, its own `require`
 * for Node's modules and the bundle's external dependencies), with the code cache of `folder`
 * (none when undefined). `built`: the bundle's SHA-256 and size as the build wrote them (see
 * readBundle); without it the bundle is hashed.
 */
export function loadBundle(file: string, options: { folder: string | undefined; kind: string; runtime?: Runtime; built?: BuiltBundle }): LoadedBundle {
  const require = createRequire(file);
  let check: Checksum | undefined;
  const checks = () => (check ??= checksum(require));
  const runtime = options.runtime ?? currentRuntime();
  const parts = new Map<string, LoadedBundle>();
  // The bundle's require: its parts through the cache (each loaded once), anything else as Node's.
  const partNames = new Map(Object.keys(options.built?.parts ?? {}).map((name) => [`./cloudlint-${name}.cjs`, name]));
  const bundleRequire = Object.assign((id: string): unknown => {
    const name = partNames.get(id);
    if (name === undefined) return require(id);
    let part = parts.get(name);
    if (part === undefined) {
      part = loadScript(join(dirname(file), `cloudlint-${name}.cjs`), options.folder, `${options.kind}+${name}`, runtime, options.built?.parts?.[name], require, require, checks);
      parts.set(name, part);
    }
    return part.exports;
  }, require) as NodeJS.Require;
  const main = loadScript(file, options.folder, options.kind, runtime, options.built, require, bundleRequire, checks);
  return {
    ...main,
    save() {
      const outcome = main.save();
      for (const part of parts.values()) part.save();
      return outcome;
    },
  };
}

/** Loads one CommonJS script (the bundle or a part) with its code cache: see loadBundle. */
function loadScript(file: string, folder: string | undefined, kind: string, runtime: Runtime, built: Omit<BuiltBundle, "parts"> | undefined, require: NodeJS.Require, scriptRequire: NodeJS.Require, checks: () => Checksum): LoadedBundle {
  const { source, key } = readBundle(file, built, require);
  const path = folder === undefined ? undefined : join(folder, cacheFileName(kind, key, runtime));
  const cached = path === undefined ? { status: "off" as const } : readCache(path, checks);
  const script = new Script(WRAPPER_START + source + WRAPPER_END, {
    filename: file,
    ...("data" in cached ? { cachedData: cached.data } : {}),
  });
  const status: CacheStatus = "data" in cached ? (script.cachedDataRejected ? "rejected" : "used") : cached.status;
  const scriptModule = { exports: {} as Record<string, unknown> };
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  wrapper.call(scriptModule.exports, scriptModule.exports, scriptRequire, scriptModule, file, dirname(file));
  let saved = false;
  return {
    exports: scriptModule.exports,
    status,
    path,
    save() {
      if (path === undefined) return { written: false, reason: "the cache is off" };
      if (status === "used") return { written: false, reason: "the cache was used" };
      if (saved) return { written: false, reason: "already written" };
      saved = true;
      try {
        const data = script.createCachedData();
        const cacheFolder = dirname(path);
        makeFolder(cacheFolder);
        const written = replaceFile(path, (write) => {
          write(checks().of(data));
          write(data);
        }, 0o600);
        if (!written.ok) return { written: false, reason: written.code };
        prune(cacheFolder, basename(path), Date.now());
        return { written: true };
      } catch (e) {
        return { written: false, reason: (e as NodeJS.ErrnoException)?.code ?? String(e) };
      }
    },
  };
}
