/**
 * "Start from an existing account" (docs/import.md) is the tested path: its first shell block runs
 * here as written, with bash, against the local API server (only `npx --no-install cloudlint` becomes this
 * checkout's binary and https://api.example.com/v4 the server's 127.0.0.1 address; the token file
 * it reads is in a scratch HOME). The README's "An existing account" block is lines of it.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
// @ts-expect-error: plain .mjs fixture shared with bench/import.mjs
import { startApiServer } from "../import/api-server.mjs";
import { docText } from "../helpers/docs.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const page = docText("import");
const readme = readFileSync(join(root, "README.md"), "utf8");

function bash(script: string, cwd: string, home: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("bash", ["-euo", "pipefail", "-c", script], { cwd, env: { PATH: process.env.PATH ?? "", HOME: home } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

it("the README's import commands are the page's, which this test runs", () => {
  const section = readme.slice(readme.indexOf("### An existing account"));
  const door = /```sh\n([\s\S]*?)```/.exec(section)![1]!.trim().split("\n");
  const tested = /```sh\n([\s\S]*?)```/.exec(page)![1]!.split("\n");
  expect(door.length).toBeGreaterThan(0);
  for (const line of door) expect(tested).toContain(line);
});

it("runs the page's import, lint and plan commands against the local API", { timeout: 120_000 }, async () => {
  const section = page.slice(page.indexOf("# Start from an existing account"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  expect(block).toContain("npx --no-install cloudlint import --api-url https://api.example.com/v4 --out infra/");
  const server = await startApiServer();
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-readme-import-"));
  try {
    const home = join(dir, "home");
    mkdirSync(join(home, ".config/cloud"), { recursive: true });
    writeFileSync(join(home, ".config/cloud/token"), `${server.token}\n`);
    const work = join(dir, "work");
    mkdirSync(work);
    const script = block.replaceAll("npx --no-install cloudlint", `node ${JSON.stringify(join(root, "bin/cloudlint.js"))}`).replaceAll("https://api.example.com/v4", server.url);
    const r = await bash(script, work, home);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("cloudlint: imported 2 VPCs (4 subnets), 3 firewalls");
    expect(r.stderr).toContain("cloudlint: next: cloudlint lint infra/ (the live account's findings)");
    // lint reports the open SSH port; plan has nothing to do on an account just imported.
    expect(r.stdout).toContain("firewall-exposed-port");
    expect(r.stdout).toContain("0 operations, 0 errors, 0 warnings");
    // After an edit of infra/, the same plan command lists the call.
    const fw = join(work, "infra/firewalls.yaml");
    writeFileSync(fw, readFileSync(fw, "utf8").replace("198.51.100.2/32", "198.51.100.0/24"));
    const plan = await bash(script.split("\n").filter((l) => l.includes(" plan ") || l.startsWith("export")).join("\n"), work, home);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/^ {2}1\. PUT \/networking\/firewalls\/5002\/rules {2}firewall "fw-00002" \(rules\)$/m);
    expect(plan.stdout).toContain("1 operation, 0 errors");
    expect(plan.stdout + plan.stderr + r.stdout + r.stderr).not.toContain(server.token);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
