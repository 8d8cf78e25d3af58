/** The executable's V8 code cache (src/cli/code-cache.ts): where it lives, and that no bad cache is ever run. */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Script } from "node:vm";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import * as zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { cacheFileName, cacheFolder, cacheKind, currentRuntime, loadBundle, MAX_CACHE_FILES } from "../../src/cli/code-cache.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** A folder holding a small CommonJS "bundle" that uses its require, and an empty cache folder. */
function fixture(source = 'exports.answer = function answer() { return require("node:path").basename("/a/b.txt", ".txt") + 42; };\n') {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-cache-"));
  writeFileSync(join(dir, "bundle.cjs"), source);
  return { dir, file: join(dir, "bundle.cjs"), folder: join(dir, "cache") };
}

/** What code-cache.ts writes before a cache's data: its CRC-32 (big-endian) where Node has zlib's, else its SHA-256. */
const crc32 = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
function checksumOf(data: Uint8Array): Buffer {
  if (typeof crc32 !== "function") return createHash("sha256").update(data).digest();
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(data));
  return out;
}

const answer = (loaded: { exports: Record<string, unknown> }) => (loaded.exports.answer as () => string)();

/** The one cache file of the folder. */
function cacheFile(folder: string): string {
  const files = readdirSync(folder).filter((n) => n.endsWith(".v8cache"));
  expect(files).toHaveLength(1);
  return join(folder, files[0]!);
}

describe("the cache folder", () => {
  const home = () => "/home/ada";
  it("is XDG_CACHE_HOME/cloudlint, else the platform's cache folder in the home folder", () => {
    expect(cacheFolder({ XDG_CACHE_HOME: "/var/cache/ada" }, "linux", home)).toBe("/var/cache/ada/cloudlint");
    expect(cacheFolder({}, "linux", home)).toBe("/home/ada/.cache/cloudlint");
    expect(cacheFolder({}, "darwin", home)).toBe("/home/ada/Library/Caches/cloudlint");
    // A relative XDG_CACHE_HOME is invalid (the XDG specification): never a folder under the working folder.
    expect(cacheFolder({ XDG_CACHE_HOME: "cache" }, "linux", home)).toBe("/home/ada/.cache/cloudlint");
    expect(cacheFolder({ XDG_CACHE_HOME: "" }, "linux", home)).toBe("/home/ada/.cache/cloudlint");
  });

  it("is none without a home folder, or with CLOUDLINT_NO_CACHE", () => {
    expect(cacheFolder({}, "linux", () => "")).toBeUndefined();
    expect(cacheFolder({}, "linux", () => "relative")).toBeUndefined();
    expect(cacheFolder({}, "linux", () => {
      throw new Error("no passwd entry");
    })).toBeUndefined();
    for (const value of ["1", "true", "yes"]) expect(cacheFolder({ CLOUDLINT_NO_CACHE: value, XDG_CACHE_HOME: "/c" }, "linux", home), value).toBeUndefined();
    for (const value of ["", "0", "false"]) expect(cacheFolder({ CLOUDLINT_NO_CACHE: value, XDG_CACHE_HOME: "/c" }, "linux", home), value).toBe("/c/cloudlint");
  });

  it("has a file per command, per bundle and per runtime", () => {
    expect(cacheKind(["lint", "a.yaml"])).toBe("lint");
    expect(cacheKind(["plan"])).toBe("plan");
    expect(cacheKind(["--version"])).toBe("cli");
    expect(cacheKind(["lintx"])).toBe("cli");
    expect(cacheKind([])).toBe("cli");
    const runtime = currentRuntime();
    const bundle = { sha256: "ab".repeat(32), size: 957336, mtime: "1764061810123456789" };
    const name = cacheFileName("lint", bundle, runtime);
    expect(name).toBe(`lint-${"ab".repeat(20)}-957336-1764061810123456789-${runtime.version}-${runtime.arch}-${runtime.tag}.v8cache`);
    // Another bundle; the same one edited to the same length (V8's own check, the source's length,
    // would not see it: the modification time does); another runtime.
    expect(cacheFileName("lint", { ...bundle, sha256: "cd".repeat(32) }, runtime)).not.toBe(name);
    expect(cacheFileName("lint", { ...bundle, size: 957337 }, runtime)).not.toBe(name);
    expect(cacheFileName("lint", { ...bundle, mtime: "1764061810123456790" }, runtime)).not.toBe(name);
    expect(cacheFileName("lint", bundle, { ...runtime, version: "v22.0.0" })).not.toBe(name);
    expect(cacheFileName("lint", bundle, { ...runtime, arch: runtime.arch === "x64" ? "arm64" : "x64" })).not.toBe(name);
    expect(cacheFileName("lint", bundle, { ...runtime, tag: runtime.tag + 1 })).not.toBe(name);
    // Only file-name characters: a Node version with a slash or a space cannot leave the folder.
    expect(cacheFileName("lint", bundle, { ...runtime, version: "v20.0.0-pre/../x y" })).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(cacheFileName("plan", bundle, runtime)).not.toBe(name);
  });
});

describe("loading the bundle with the cache", () => {
  it("writes a cache after the first load (0600 in a 0700 folder) and uses it on the next", () => {
    const { file, folder } = fixture();
    const first = loadBundle(file, { folder, kind: "lint" });
    expect(first.status).toBe("absent");
    expect(answer(first)).toBe("b42");
    expect(first.save()).toEqual({ written: true });
    expect(first.save()).toEqual({ written: false, reason: "already written" });
    const path = cacheFile(folder);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const second = loadBundle(file, { folder, kind: "lint" });
    expect(second.status).toBe("used");
    expect(second.path).toBe(path);
    expect(answer(second)).toBe("b42");
    expect(second.save()).toEqual({ written: false, reason: "the cache was used" });
  });

  it("a part the bundle requires (./cloudlint-<name>.cjs) is loaded once, through a cache file of its own; anything else as Node requires it", () => {
    const { dir, file, folder } = fixture('exports.answer = function answer() { return require("./cloudlint-more.cjs").more() + require("./cloudlint-more.cjs").count + require("node:path").sep; };\n');
    writeFileSync(join(dir, "cloudlint-more.cjs"), 'exports.count = (globalThis.partLoads = (globalThis.partLoads ?? 0) + 1); exports.more = () => "more";\n');
    const parts = { more: { sha256: "cd".repeat(32), size: statSync(join(dir, "cloudlint-more.cjs")).size } };
    const built = { sha256: "ab".repeat(32), size: statSync(file).size, parts };
    const g = globalThis as { partLoads?: number };
    delete g.partLoads;
    const first = loadBundle(file, { folder, kind: "lint", built });
    expect([answer(first), answer(first)]).toEqual(["more1/", "more1/"]);
    expect(first.save()).toEqual({ written: true });
    const names = readdirSync(folder).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(new RegExp(`^lint\\+more-${"cd".repeat(20)}-`));
    expect(names[1]).toMatch(new RegExp(`^lint-${"ab".repeat(20)}-`));
    // The next run uses both caches (a V8-rejected or absent part cache would be written again).
    const second = loadBundle(file, { folder, kind: "lint", built });
    expect(second.status).toBe("used");
    expect(answer(second)).toBe("more2/");
    const before = names.map((n) => statSync(join(folder, n)).mtimeMs);
    expect(second.save()).toEqual({ written: false, reason: "the cache was used" });
    expect(names.map((n) => statSync(join(folder, n)).mtimeMs)).toEqual(before);
    // A part the executable does not name is required as Node requires it (no cache file).
    const plain = loadBundle(file, { folder: join(dir, "other"), kind: "lint" });
    expect(answer(plain)).toBe("more3/");
    plain.save();
    expect(readdirSync(join(dir, "other"))).toHaveLength(1);
    delete g.partLoads;
  });

  it("reads and writes nothing when the cache is off", () => {
    const { file, folder } = fixture();
    const loaded = loadBundle(file, { folder: undefined, kind: "lint" });
    expect(loaded.status).toBe("off");
    expect(answer(loaded)).toBe("b42");
    expect(loaded.save()).toEqual({ written: false, reason: "the cache is off" });
    expect(() => readdirSync(folder)).toThrow();
  });

  it.each([
    ["a flipped byte in the data", (b: Buffer) => Buffer.concat([b.subarray(0, b.length - 10), Buffer.from([b[b.length - 10]! ^ 0xff]), b.subarray(b.length - 9)])],
    ["a flipped byte in the digest", (b: Buffer) => Buffer.concat([Buffer.from([b[0]! ^ 1]), b.subarray(1)])],
    ["truncated", (b: Buffer) => b.subarray(0, b.length >> 1)],
    ["the digest alone", (b: Buffer) => b.subarray(0, 32)],
    ["empty", () => Buffer.alloc(0)],
  ])("a corrupt cache (%s) is never given to V8, and is rewritten", (_name, corrupt) => {
    const { file, folder } = fixture();
    loadBundle(file, { folder, kind: "lint" }).save();
    const path = cacheFile(folder);
    writeFileSync(path, corrupt(readFileSync(path)));
    const loaded = loadBundle(file, { folder, kind: "lint" });
    expect(loaded.status).toBe("corrupt");
    expect(answer(loaded)).toBe("b42");
    expect(loaded.save()).toEqual({ written: true });
    expect(loadBundle(file, { folder, kind: "lint" }).status).toBe("used");
  });

  it("another Node version (a mismatching key) uses its own file beside this one", () => {
    const { file, folder } = fixture();
    loadBundle(file, { folder, kind: "lint" }).save();
    const older = { ...currentRuntime(), version: "v20.0.0" };
    const loaded = loadBundle(file, { folder, kind: "lint", runtime: older });
    expect(loaded.status).toBe("absent");
    expect(loaded.save()).toEqual({ written: true });
    expect(readdirSync(folder).filter((n) => n.endsWith(".v8cache"))).toHaveLength(2);
    expect(loadBundle(file, { folder, kind: "lint" }).status).toBe("used");
  });

  it("an edited bundle of the same length never runs the old cache", () => {
    const { file, folder } = fixture();
    loadBundle(file, { folder, kind: "lint" }).save();
    const mtime = statSync(file).mtime;
    writeFileSync(file, readFileSync(file, "utf8").replace("+ 42", "+ 43"));
    // Even with the modification time put back: the bytes are hashed when the build's figures are not given.
    utimesSync(file, mtime, mtime);
    const loaded = loadBundle(file, { folder, kind: "lint" });
    expect(loaded.status).toBe("absent");
    expect(answer(loaded)).toBe("b43");
  });

  it("takes the build's SHA-256 for a bundle of the build's size, and hashes one of any other size", () => {
    const { file, folder } = fixture();
    const size = statSync(file).size;
    const sha256 = createHash("sha256").update(readFileSync(file)).digest("hex");
    const given = "ab".repeat(32);
    const named = (built: { sha256: string; size: number }) => loadBundle(file, { folder, kind: "lint", built }).path!.slice(folder.length + 1);
    expect(named({ sha256: given, size })).toMatch(new RegExp(`^lint-${given.slice(0, 40)}-${size}-`));
    for (const other of [size - 1, size + 1]) expect(named({ sha256: given, size: other })).toMatch(new RegExp(`^lint-${sha256.slice(0, 40)}-${size}-`));
  });

  it("decodes a bundle of the build's size as the build's ASCII, any other as UTF-8", () => {
    const { file, folder } = fixture('exports.answer = function answer() { return "caf\u00e9 \u2192 ok"; };\n');
    expect(answer(loadBundle(file, { folder, kind: "lint" }))).toBe("caf\u00e9 \u2192 ok");
    expect(answer(loadBundle(file, { folder, kind: "lint", built: { sha256: "ab".repeat(32), size: statSync(file).size + 1 } }))).toBe("caf\u00e9 \u2192 ok");
  });

  it("a bundle edited in place to the same size, the executable not rebuilt, never runs the old cache", () => {
    const { file, folder } = fixture();
    const built = { sha256: createHash("sha256").update(readFileSync(file)).digest("hex"), size: statSync(file).size };
    const first = loadBundle(file, { folder, kind: "lint", built });
    first.save();
    expect(loadBundle(file, { folder, kind: "lint", built }).status).toBe("used");
    writeFileSync(file, readFileSync(file, "utf8").replace("+ 42", "+ 43"));
    // Another modification time, whatever the file system's resolution.
    const later = new Date(statSync(file).mtimeMs + 5000);
    utimesSync(file, later, later);
    const loaded = loadBundle(file, { folder, kind: "lint", built });
    expect(loaded.status).toBe("absent");
    expect(loaded.path).not.toBe(first.path);
    expect(answer(loaded)).toBe("b43");
  });

  it.runIf(typeof crc32 === "function")("each file starts with the CRC-32 of the data after it (Node 20.15+)", () => {
    const { file, folder } = fixture();
    loadBundle(file, { folder, kind: "lint" }).save();
    const bytes = readFileSync(cacheFile(folder));
    expect(bytes.readUInt32BE(0)).toBe(crc32!(bytes.subarray(4)));
    expect(loadBundle(file, { folder, kind: "lint" }).status).toBe("used");
  });

  it("a cache folder that cannot be created or written: no cache, no error, the bundle runs", () => {
    const { dir, file } = fixture();
    writeFileSync(join(dir, "a-file"), "");
    const folders = [join(dir, "a-file", "cache")];
    if (!isRoot) {
      // Only an unprivileged user is refused a read-only folder (root writes anyway).
      mkdirSync(join(dir, "read-only"), { mode: 0o500 });
      folders.push(join(dir, "read-only", "cache"), join(dir, "read-only"));
    }
    for (const folder of folders) {
      const loaded = loadBundle(file, { folder, kind: "lint" });
      expect(["absent", "unreadable"], folder).toContain(loaded.status);
      expect(answer(loaded)).toBe("b42");
      const saved = loaded.save();
      expect(saved.written, folder).toBe(false);
      expect(saved).toHaveProperty("reason", expect.stringMatching(/^E[A-Z]+$/));
    }
  });

  it.runIf(isRoot)("never uses a cache file another user owns", () => {
    const { file, folder } = fixture();
    loadBundle(file, { folder, kind: "lint" }).save();
    const path = cacheFile(folder);
    chownSync(path, 65534, 65534);
    const loaded = loadBundle(file, { folder, kind: "lint" });
    expect(loaded.status).toBe("not owned");
    expect(answer(loaded)).toBe("b42");
  });

  it("a cache that is not a regular file is not read", () => {
    const { file, folder } = fixture();
    mkdirSync(loadBundle(file, { folder, kind: "lint" }).path!, { recursive: true });
    const loaded = loadBundle(file, { folder, kind: "lint" });
    expect(loaded.status).toBe("unreadable");
    expect(answer(loaded)).toBe("b42");
  });

  it(`keeps at most ${MAX_CACHE_FILES} files, none older than 30 days, and removes temporary files a killed run left`, () => {
    const { file, folder } = fixture();
    mkdirSync(folder);
    const now = Date.now() / 1000;
    const old = (name: string, ageSeconds: number) => {
      writeFileSync(join(folder, name), "x");
      utimesSync(join(folder, name), now - ageSeconds, now - ageSeconds);
    };
    for (let i = 0; i < 30; i++) old(`lint-${String(i).padStart(40, "0")}.v8cache`, 60 + i);
    old("plan-old.v8cache", 31 * 24 * 3600);
    old(".x.v8cache.cloudlint-1-a.tmp", 2 * 3600);
    old(".y.v8cache.cloudlint-2-b.tmp", 60);
    old("notes.txt", 400 * 24 * 3600);
    const loaded = loadBundle(file, { folder, kind: "lint" });
    expect(loaded.save()).toEqual({ written: true });
    const left = readdirSync(folder);
    const caches = left.filter((n) => n.endsWith(".v8cache"));
    expect(caches).toHaveLength(MAX_CACHE_FILES);
    expect(caches).toContain(loaded.path!.slice(folder.length + 1));
    // The most recently written are kept.
    expect(caches).toContain(`lint-${"0".repeat(40)}.v8cache`);
    expect(caches).not.toContain(`lint-${"0".repeat(38)}29.v8cache`);
    expect(caches).not.toContain("plan-old.v8cache");
    expect(left).not.toContain(".x.v8cache.cloudlint-1-a.tmp");
    expect(left).toContain(".y.v8cache.cloudlint-2-b.tmp");
    expect(left).toContain("notes.txt");
  });
});

describe("the executable and its cache", () => {
  function run(args: string[], cwd: string, env: Record<string, string>) {
    const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  }
  const project = () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-project-"));
    spawnSync("git", ["init", "-q", dir]);
    writeFileSync(join(dir, "fw.yaml"), "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n");
    return dir;
  };
  /** A project, and a cache folder a first lint there has filled; that cache file's path. */
  const warmed = () => {
    const dir = project();
    const env = { XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), "cloudlint-xdg-")), CLOUDLINT_DEBUG: "1" };
    run(["lint", "fw.yaml"], dir, env);
    return { dir, env, path: cacheFile(join(env.XDG_CACHE_HOME, "cloudlint")) };
  };

  it("writes its cache under XDG_CACHE_HOME, one file per command, and nothing in the project", () => {
    const dir = project();
    const cache = mkdtempSync(join(tmpdir(), "cloudlint-xdg-"));
    const env = { XDG_CACHE_HOME: cache, CLOUDLINT_DEBUG: "1" };
    const first = run(["lint", "fw.yaml"], dir, env);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/^cloudlint: debug: code cache: absent \(.*\/cloudlint\/lint-[0-9a-f]{40}-\d+-\d+-v[^/]*\.v8cache\)\ncloudlint: debug: code cache: written\n$/);
    const second = run(["lint", "fw.yaml"], dir, env);
    expect(second).toEqual({ code: 0, stdout: "", stderr: expect.stringMatching(/^cloudlint: debug: code cache: used .*\ncloudlint: debug: code cache: not written: the cache was used\n$/) });
    expect(run(["--help"], dir, env).stderr).toMatch(/code cache: absent \(.*\/cli-[0-9a-f]{40}-\d+-\d+-v[^/]*\.v8cache\)/);
    // --version is answered without the bundle: no cache read or written.
    expect(run(["--version"], dir, env)).toEqual({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+.*\n$/), stderr: "" });
    expect(readdirSync(join(cache, "cloudlint")).filter((n) => n.endsWith(".v8cache")).map((n) => n.split("-")[0]).sort()).toEqual(["cli", "lint"]);
    expect(readdirSync(dir).sort()).toEqual([".git", "fw.yaml"]);
  });

  it("with CLOUDLINT_NO_CACHE writes no cache and lints the same", () => {
    const dir = project();
    const cache = mkdtempSync(join(tmpdir(), "cloudlint-xdg-"));
    const r = run(["lint", "fw.yaml", "--format", "json"], dir, { XDG_CACHE_HOME: cache, CLOUDLINT_NO_CACHE: "1" });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([{ filePath: "fw.yaml", messages: [], errorCount: 0, warningCount: 0, infoCount: 0 }]);
    expect(readdirSync(cache)).toEqual([]);
  });

  it("runs from a corrupt cache file as from none, and repairs it", () => {
    const { dir, env, path } = warmed();
    const bytes = readFileSync(path);
    bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0xff;
    writeFileSync(path, bytes);
    const r = run(["lint", "examples-broken/"], root, env);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/✖ 34 problems \(24 errors, 4 warnings, 6 infos\)\n$/);
    expect(r.stderr).toMatch(/code cache: corrupt .*\n.*code cache: written\n$/);
    expect(run(["lint", "fw.yaml"], dir, env).stderr).toMatch(/code cache: used/);
  });

  it("a FIFO at the cache file's name does not hang the run", () => {
    const { dir, env, path } = warmed();
    unlinkSync(path);
    expect(spawnSync("mkfifo", [path]).status).toBe(0);
    const r = spawnSync(process.execPath, [bin, "lint", "fw.yaml"], { cwd: dir, encoding: "utf8", timeout: 60_000, env: { PATH: process.env.PATH ?? "", ...env } });
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/code cache: unreadable .*\n.*code cache: written\n$/);
    expect(run(["lint", "fw.yaml"], dir, env).stderr).toMatch(/code cache: used/);
  });

  it("a cache V8 rejects (whole, but for other code) is not used, and is rewritten", () => {
    // In a fresh process: within one, V8 may answer a second compile of the same source from its
    // own in-memory cache without looking at the data given.
    const { dir, env, path } = warmed();
    // Another script's cache under this file's name, with a correct digest: only V8 can tell.
    const other = new Script("(function () { return 'another script, another length'; })").createCachedData();
    writeFileSync(path, Buffer.concat([checksumOf(other), other]));
    const r = run(["lint", "fw.yaml"], dir, env);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/code cache: rejected .*\n.*code cache: written\n$/);
    expect(run(["lint", "fw.yaml"], dir, env).stderr).toMatch(/code cache: used/);
  });

  it("concurrent runs each write a whole file: one valid cache, no temporary file left", async () => {
    const dir = project();
    const cache = mkdtempSync(join(tmpdir(), "cloudlint-xdg-"));
    const env = { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: cache };
    const codes = await Promise.all(
      Array.from({ length: 6 }, () => new Promise<number | null>((done) => spawn(process.execPath, [bin, "lint", "fw.yaml"], { cwd: dir, env, stdio: "ignore" }).on("close", done))),
    );
    expect(codes).toEqual([0, 0, 0, 0, 0, 0]);
    expect(readdirSync(join(cache, "cloudlint"))).toEqual([expect.stringMatching(/^lint-[0-9a-f]{40}-\d+-\d+-v[^/]*\.v8cache$/)]);
    expect(run(["lint", "fw.yaml"], dir, { XDG_CACHE_HOME: cache, CLOUDLINT_DEBUG: "1" }).stderr).toMatch(/code cache: used/);
  });

  it("a read-only cache folder: the run is not slowed by errors, and says nothing", () => {
    const dir = project();
    const cache = mkdtempSync(join(tmpdir(), "cloudlint-xdg-"));
    chmodSync(cache, 0o500);
    if (!isRoot) {
      expect(run(["lint", "fw.yaml"], dir, { XDG_CACHE_HOME: cache })).toEqual({ code: 0, stdout: "", stderr: "" });
    } else {
      // Root writes into a read-only folder anyway: CI (root) runs the case as the unprivileged
      // user nobody, from a copy of the executable that user can read wherever the clone is.
      const copy = mkdtempSync(join(tmpdir(), "cloudlint-copy-"));
      cpSync(join(root, "bin"), join(copy, "bin"), { recursive: true });
      cpSync(join(root, "package.json"), join(copy, "package.json"));
      for (const folder of [copy, dir]) chmodSync(folder, 0o755);
      const r = spawnSync(process.execPath, [join(copy, "bin/cloudlint.js"), "lint", "fw.yaml"], { cwd: dir, encoding: "utf8", uid: 65534, gid: 65534, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: cache } });
      expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ code: 0, stdout: "", stderr: "" });
      // The same run with debug says why nothing was written: the folder refused the user.
      const debug = spawnSync(process.execPath, [join(copy, "bin/cloudlint.js"), "lint", "fw.yaml"], { cwd: dir, encoding: "utf8", uid: 65534, gid: 65534, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: cache, CLOUDLINT_DEBUG: "1" } });
      expect(debug.stderr).toMatch(/code cache: not written: EACCES\n$/);
    }
    expect(readdirSync(cache)).toEqual([]);
  });

  it("a cache folder that cannot be created: the run says nothing (one debug line with the reason)", () => {
    const dir = project();
    writeFileSync(join(dir, "..", `not-a-folder-${process.pid}`), "");
    const blocked = join(dir, "..", `not-a-folder-${process.pid}`);
    expect(run(["lint", "fw.yaml"], dir, { XDG_CACHE_HOME: blocked })).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(run(["lint", "fw.yaml"], dir, { XDG_CACHE_HOME: blocked, CLOUDLINT_DEBUG: "1" }).stderr).toMatch(/code cache: not written: ENOTDIR\n$/);
    // Where mkdir answers ENOENT under a folder that exists (Node's own recursive mkdir loops forever there).
    const proc = spawnSync(process.execPath, [bin, "lint", "fw.yaml"], { cwd: dir, encoding: "utf8", timeout: 60_000, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: "/proc/cloudlint-cache-test" } });
    expect({ code: proc.status, stderr: proc.stderr }).toEqual({ code: 0, stderr: "" });
  });
});
