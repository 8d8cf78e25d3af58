/**
 * Why the README's CI runs `npx --no-install cloudlint` and never a bare `npx cloudlint`: against
 * a registry (a local one, here) where a stranger has published a package named cloudlint whose
 * executable leaves a mark, in a project that does not have cloudlint installed,
 * - a bare `npx cloudlint` in CI (no terminal: npm does not ask) downloads it and runs it;
 * - `npx --no-install cloudlint` refuses, and runs nothing;
 * and in a project that has it (node_modules/, what `npm ci` installs), `npx --no-install
 * cloudlint` runs that one and asks the registry nothing. The limit: `--no-install` does run a
 * package that an earlier bare `npx` left in npm's cache (a saved ~/.npm), which is why no README
 * workflow runs a bare npx and the action runs no npx at all.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };

let registry: string;
const requests: string[] = [];
let close: () => Promise<void>;

/** Runs npm or npx in `cwd`, with no terminal (as in a CI job), the local registry and npm cache `npmCache` (default: a fresh one, as on a fresh runner). */
function run(command: string, args: string[], cwd: string, npmCache = mkdtempSync(join(tmpdir(), "cloudlint-npx-cache-"))): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: cwd,
      CI: "true",
      npm_config_registry: registry,
      npm_config_cache: npmCache,
      npm_config_update_notifier: "false",
      npm_config_audit: "false",
      npm_config_fund: "false",
    };
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  const work = mkdtempSync(join(tmpdir(), "cloudlint-npx-"));
  // The stranger's package: its executable leaves a file where it runs.
  const stranger = join(work, "stranger");
  mkdirSync(stranger);
  writeFileSync(join(stranger, "package.json"), JSON.stringify({ name: "cloudlint", version: "99.0.0", bin: { cloudlint: "bin.js" } }));
  writeFileSync(join(stranger, "bin.js"), '#!/usr/bin/env node\nrequire("fs").writeFileSync("STRANGER-RAN", process.argv.slice(2).join(" "));\n');
  let packument = "";
  let tarball = Buffer.alloc(0);
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url === "/cloudlint") {
      res.setHeader("content-type", "application/json");
      res.end(packument);
    } else if (req.url === "/cloudlint/-/cloudlint-99.0.0.tgz") res.end(tarball);
    else {
      res.statusCode = 404;
      res.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const packed = await run("npm", ["pack", "--silent", "--pack-destination", work], stranger);
  expect(packed.code, packed.stderr).toBe(0);
  tarball = readFileSync(join(work, "cloudlint-99.0.0.tgz"));
  const manifest = {
    name: "cloudlint",
    version: "99.0.0",
    bin: { cloudlint: "bin.js" },
    dist: {
      tarball: `${registry}cloudlint/-/cloudlint-99.0.0.tgz`,
      shasum: createHash("sha1").update(tarball).digest("hex"),
      integrity: `sha512-${createHash("sha512").update(tarball).digest("base64")}`,
    },
  };
  packument = JSON.stringify({ name: "cloudlint", "dist-tags": { latest: "99.0.0" }, versions: { "99.0.0": manifest } });
}, 60_000);

afterAll(async () => {
  await close?.();
});

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-npx-project-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "shop", private: true }));
  return dir;
}

it("without cloudlint installed, a bare npx cloudlint in CI downloads and runs the stranger's package", async () => {
  const dir = project();
  const r = await run("npx", ["cloudlint", "lint", "infra/"], dir);
  expect(r.code, r.stderr).toBe(0);
  expect(readFileSync(join(dir, "STRANGER-RAN"), "utf8")).toBe("lint infra/");
}, 60_000);

it("without cloudlint installed (a fresh runner's empty npm cache), npx --no-install cloudlint refuses and runs nothing", async () => {
  const dir = project();
  requests.length = 0;
  const r = await run("npx", ["--no-install", "cloudlint", "lint", "infra/"], dir);
  expect(r.code).not.toBe(0);
  expect(r.stderr).toMatch(/npx canceled due to missing packages and no YES option/);
  expect(existsSync(join(dir, "STRANGER-RAN"))).toBe(false);
  expect(readdirSync(dir)).toEqual(["package.json"]);
  // It may read the package's metadata, never its code.
  expect(requests.filter((url) => url.endsWith(".tgz"))).toEqual([]);
}, 60_000);

it("with cloudlint installed in node_modules/, npx --no-install cloudlint runs that one and asks the registry nothing", async () => {
  const dir = project();
  mkdirSync(join(dir, "node_modules/.bin"), { recursive: true });
  symlinkSync(root, join(dir, "node_modules/cloudlint"));
  symlinkSync("../cloudlint/bin/cloudlint.js", join(dir, "node_modules/.bin/cloudlint"));
  requests.length = 0;
  const r = await run("npx", ["--no-install", "cloudlint", "--version"], dir);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout.trim()).toBe(version);
  expect(existsSync(join(dir, "STRANGER-RAN"))).toBe(false);
  expect(requests).toEqual([]);
}, 60_000);

it("npx --no-install does run a package a bare npx left in npm's cache: why no workflow here runs a bare npx, and the action runs no npx at all", async () => {
  const cache = mkdtempSync(join(tmpdir(), "cloudlint-npx-cache-"));
  const earlier = project();
  expect((await run("npx", ["cloudlint"], earlier, cache)).code).toBe(0);
  const dir = project();
  const r = await run("npx", ["--no-install", "cloudlint", "lint"], dir, cache);
  expect(r.code, r.stderr).toBe(0);
  expect(readFileSync(join(dir, "STRANGER-RAN"), "utf8")).toBe("lint");
}, 60_000);
