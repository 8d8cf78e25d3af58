/**
 * `cloudlint lint --baseline`: the real binary against a baseline read from git (a temporary
 * repository, real `git`) or from a folder; a revision that is not in the clone is exit 2 with
 * how to fetch it.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const cli = (args: string[], cwd: string) => {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const git = (args: string[], cwd: string) => {
  const r = spawnSync("git", ["-c", "user.email=ci@example.com", "-c", "user.name=ci", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
};
const write = (dir: string, files: Record<string, string>) => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
};

const VPC = (ipv4: string) => `vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - { label: app, ipv4: ${ipv4} }\n`;
const DB = "databases:\n  - { label: orders, engine: mysql/8.0.30, region: us-east, type: g6-dedicated-2, cluster_size: 3, replication_type: semi_synch, allow_list: [10.0.0.0/8] }\n";

describe("cloudlint lint --baseline", () => {
  it("reads the baseline from a git revision at the same paths: changed, new and deleted files", () => {
    const repo = mkdtempSync(join(tmpdir(), "cloudlint-git-"));
    try {
      git(["init", "-q"], repo);
      write(repo, { "infra/network.yaml": VPC("10.0.1.0/24"), "infra/db.yaml": DB });
      git(["add", "."], repo);
      git(["commit", "-qm", "base"], repo);
      git(["checkout", "-qb", "change"], repo);
      write(repo, { "infra/network.yaml": VPC("10.0.9.0/24"), "infra/new.yaml": "firewalls: []\n" });
      rmSync(join(repo, "infra/db.yaml"));

      const r = cli(["lint", "infra/", "--baseline", "main", "--format", "json"], repo);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(1);
      const messages = (JSON.parse(r.stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[]).flatMap((f) => f.messages.map((m) => `${f.filePath}:${m.line} ${m.ruleId}`));
      expect(messages.sort()).toEqual(["infra/network.yaml:1 database-deleted", "infra/network.yaml:5 subnet-ipv4-changed"]);
      // From a subfolder the same paths are read.
      const sub = cli(["lint", ".", "--baseline", "main"], join(repo, "infra"));
      expect(sub.stdout).toContain("subnet-ipv4-changed");
      // Without a baseline the change checks do not run.
      expect(cli(["lint", "infra/"], repo)).toMatchObject({ code: 0, stdout: "" });
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  }, 30_000);

  it("says how to fetch a revision the clone does not have (exit 2)", () => {
    const repo = mkdtempSync(join(tmpdir(), "cloudlint-git-"));
    try {
      git(["init", "-q"], repo);
      write(repo, { "state.yaml": VPC("10.0.1.0/24") });
      git(["add", "."], repo);
      git(["commit", "-qm", "base"], repo);
      const r = cli(["lint", "state.yaml", "--baseline", "origin/main"], repo);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain("the baseline revision origin/main is not in this clone; fetch it first (in CI with a shallow clone: git fetch --depth=1 origin main");
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  }, 30_000);

  it("reads the baseline from a folder with the same paths", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-dir-"));
    try {
      write(dir, { "base/infra/network.yaml": VPC("10.0.1.0/24"), "work/infra/network.yaml": VPC("10.0.1.0/24").replace("us-east", "eu-west") });
      const r = cli(["lint", "infra", "--baseline", "../base"], join(dir, "work"));
      expect(r.code).toBe(1);
      expect(r.stdout).toContain("vpc-region-changed");
      expect(cli(["lint", "infra", "--baseline", "../base", "--stdin"], join(dir, "work")).code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("outside a repository, a baseline that is no folder is exit 2", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-nogit-"));
    try {
      write(dir, { "state.yaml": VPC("10.0.1.0/24") });
      const r = cli(["lint", "state.yaml", "--baseline", "main"], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("is not a folder");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
