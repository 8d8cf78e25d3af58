/**
 * Command-line options through the real binary: every repeatable option takes exactly one value
 * per occurrence, so it may come before or after the paths (`lint --policy org.yaml infra/`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function cli(args: string[], cwd = root) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const dirs: string[] = [];
function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-options-"));
  dirs.push(dir);
  mkdirSync(join(dir, ".git")); // a repository root: config discovery stops here
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const policy = (id: string, field: string, value: string | number) => `policies:
  - id: ${id}
    description: ${id} holds.
    severity: warning
    resource: databases
    assert: { field: ${field}, equals: ${JSON.stringify(value)} }
    message: "database {{label}} breaks ${id}"
    tests:
      - { name: breaks it, state: { databases: [{ label: a, ${field}: ${JSON.stringify(field === "cluster_size" ? 1 : "nowhere")} }] }, expect: 1 }
`;
// A database both policies report (one node, us-east); the built-in rules report nothing at or above a warning.
const STATE = "databases:\n  - label: orders\n    engine: mysql/8.0.30\n    region: us-east\n    type: g6-dedicated-2\n    allow_list: [10.0.1.0/24]\n    cluster_size: 1\n";
const FILES = {
  "org/ha.yaml": policy("acme/db-ha", "cluster_size", 3),
  "org/region.yaml": policy("acme/db-region", "region", "eu-west"),
  "infra/db.yaml": STATE,
  // Only --ignore-pattern keeps these out: each is an error.
  "infra/tmp/scratch.yaml": "firewalls:\n  - label: a--b\n",
  "infra/old/legacy.yaml": "vpcs:\n  - label: x--y\n    region: us-east\n",
};

/** The findings of a JSON report, as "file ruleId". */
function findings(stdout: string): string[] {
  return (JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>).flatMap((f) => f.messages.map((m) => `${f.filePath} ${m.ruleId}`)).sort();
}

describe("repeatable options take one value each, before or after the paths", () => {
  const dir = workspace(FILES);
  const both = ["infra/db.yaml acme/db-ha", "infra/db.yaml acme/db-region"];

  it("lint --policy: before the paths, after them, and around them", () => {
    for (const args of [
      ["lint", "--policy", "org/ha.yaml", "--policy", "org/region.yaml", "infra/db.yaml", "--format", "json"],
      ["lint", "infra/db.yaml", "--policy", "org/ha.yaml", "--policy", "org/region.yaml", "--format", "json"],
      ["lint", "--policy", "org/ha.yaml", "infra/db.yaml", "--policy", "org/region.yaml", "--format", "json"],
      ["lint", "--policy=org/ha.yaml", "--policy=org/region.yaml", "infra/db.yaml", "--format", "json"],
    ]) {
      const r = cli(args, dir);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: "" });
      expect(findings(r.stdout).filter((f) => f.includes("acme/"))).toEqual(both);
    }
    // One policy before a folder: the folder is linted, not read as a second policy file.
    const one = cli(["lint", "--policy", "org/ha.yaml", "infra/db.yaml", "--format", "json"], dir);
    expect(one.code).toBe(0);
    expect(findings(one.stdout).filter((f) => f.includes("acme/"))).toEqual(["infra/db.yaml acme/db-ha"]);
  });

  it("lint --ignore-pattern: before the paths and after them, once or twice", () => {
    for (const args of [
      ["lint", "--ignore-pattern", "infra/tmp/**", "--ignore-pattern", "infra/old/**", "infra/", "--quiet"],
      ["lint", "infra/", "--ignore-pattern", "infra/tmp/**", "--ignore-pattern", "infra/old/**", "--quiet"],
      ["lint", "--ignore-pattern", "infra/tmp/**", "infra/", "--ignore-pattern", "infra/old/**", "--quiet"],
    ]) {
      expect({ args, ...cli(args, dir) }).toEqual({ args, code: 0, stdout: "", stderr: "" });
    }
    // One pattern before the folder: the folder is linted (and the other broken file found).
    const one = cli(["lint", "--ignore-pattern", "infra/tmp/**", "infra/", "--format", "json", "--quiet"], dir);
    expect(one.code).toBe(1);
    expect(findings(one.stdout).map((f) => f.split(" ")[0])).toContain("infra/old/legacy.yaml");
    expect(one.stdout).not.toContain("scratch");
  });

  it("rules --policy: before the rule id and after it", () => {
    for (const args of [
      ["rules", "--policy", "org/ha.yaml", "--policy", "org/region.yaml", "acme/db-region"],
      ["rules", "acme/db-region", "--policy", "org/ha.yaml", "--policy", "org/region.yaml"],
      ["rules", "--policy", "org/region.yaml", "acme/db-region"],
    ]) {
      const r = cli(args, dir);
      expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: "" });
      expect(r.stdout.startsWith("# acme/db-region\n")).toBe(true);
    }
  });

  it("a repeatable option with no value is a one-line usage error (exit 2)", () => {
    for (const args of [["lint", "infra/", "--policy"], ["lint", "infra/", "--ignore-pattern"], ["rules", "--policy"]]) {
      const r = cli(args, dir);
      expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: "" });
      expect(r.stderr).toMatch(/^cloudlint: Not enough arguments following: (policy|ignore-pattern)\n/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it("the audit: --policy (lint, rules), --ignore-pattern (lint), --var-file and --var (lint, plan; test/terraform/variables-cli.test.ts) are every repeatable option of every command", () => {
    const repeatable: string[] = [];
    for (const command of [["lint"], ["rules"], ["policy", "test"], ["plan"], ["explain"], ["filter"], ["init"]]) {
      const help = cli([...command, "--help"]);
      expect(help.code).toBe(0);
      // An option's entry runs from its "--name" line to the next option's; an array option is marked [array].
      const entries = help.stdout.split(/\n(?=\s+(?:-\w, )?--[\w-]+)/);
      for (const entry of entries) {
        const name = /^\s+(?:-\w, )?(--[\w-]+)/.exec(entry)?.[1];
        if (name && entry.includes("[array]")) repeatable.push(`${command.join(" ")} ${name}`);
      }
    }
    expect(repeatable).toEqual(["lint --var-file", "lint --var", "lint --ignore-pattern", "lint --policy", "rules --policy", "plan --var-file", "plan --var"]);
  });
});
