/**
 * `cloudlint lint --baseline`: the real binary against a baseline read from git (a temporary
 * repository, real `git`) or from a folder; a revision that is not in the clone is exit 2 with
 * how to fetch it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
// git's global and system config are ignored, in the tests' git calls and in cloudlint's.
const GIT_ENV = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const cli = (args: string[], cwd: string) => {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...GIT_ENV } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const git = (args: string[], cwd: string) => {
  const r = spawnSync("git", ["-c", "user.email=ci@example.com", "-c", "user.name=ci", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8", env: { ...process.env, ...GIT_ENV } });
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

/** A repository whose main branch holds `base` (one commit), checked out on a branch "pr". */
function repository(base: Record<string, string>, before?: (dir: string) => void): string {
  const repo = mkdtempSync(join(tmpdir(), "cloudlint-git-"));
  git(["init", "-q"], repo);
  write(repo, base);
  before?.(repo);
  git(["add", "."], repo);
  git(["commit", "-qm", "base"], repo);
  git(["checkout", "-qb", "pr"], repo);
  return repo;
}
const ruleIds = (stdout: string) => (JSON.parse(stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId));
const USAGE_EMPTY = 'cloudlint: --baseline needs a git revision (origin/main) or a folder (./base); it was given an empty value\nRun "cloudlint --help" for usage.\n';

describe("--baseline: one way of resolving a baseline (lint and plan)", () => {
  it("pairs a folder as the earlier version of the linted folder: plan examples-change/after --baseline examples-change/before from the repository root", () => {
    const plan = cli(["plan", "examples-change/after", "--baseline", "examples-change/before"], root);
    expect(plan.code).toBe(1);
    expect(plan.stdout).toMatch(/^\d+ operations \(9 the API would refuse\), 9 errors, /m);
    const debug = cli(["plan", "examples-change/after", "--baseline", "examples-change/before", "--debug"], root);
    expect(debug.stdout).toBe(plan.stdout);
    expect(debug.stderr).toContain("cloudlint: debug: baseline: examples-change/after/network.yaml <- examples-change/before/network.yaml\n");
    expect(debug.stderr).toContain("cloudlint: debug: baseline: examples-change/after/data.yaml <- examples-change/before/data.yaml\n");
    // The same plan as from inside examples-change/, where the folder is a checkout of the linted one.
    expect(cli(["plan", ".", "--baseline", "../before"], join(root, "examples-change/after")).stdout).toBe(plan.stdout);
    const lint = cli(["lint", "examples-change/after", "--baseline", "examples-change/before", "--format", "json"], root);
    expect(lint.code).toBe(1);
    expect(ruleIds(lint.stdout)).toEqual(expect.arrayContaining(["subnet-ipv4-changed", "vpc-region-changed", "database-field-changed", "stackscript-public-change"]));
  }, 30_000);

  it("a folder that holds none of the linted files but other state files is exit 2 naming what was looked up and found", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-dir-"));
    try {
      write(dir, { "after/net.yaml": VPC("10.0.9.0/24"), "elsewhere/other.yaml": VPC("10.0.1.0/24"), "elsewhere/package.json": '{"name": "x"}\n' });
      for (const command of ["lint", "plan"]) {
        const r = cli([command, "after", "--baseline", "elsewhere"], dir);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr).toBe(
          [
            "cloudlint: --baseline elsewhere holds none of the linted files, but other state files: the change cannot be checked",
            "  looked up as a checkout of this folder (elsewhere/<path from here>): elsewhere/after/net.yaml",
            "  looked up as the earlier version of after (elsewhere/<path from after>): elsewhere/net.yaml",
            "  found 1 state file in elsewhere: elsewhere/other.yaml",
            "  give the folder that holds the earlier versions of the linted files (for cloudlint plan after/, a folder before/ with the same file names), or its path as a checkout of the folder you run in",
            "",
          ].join("\n"),
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a revision that holds none of the linted files but other state files is exit 2 naming the paths", () => {
    const repo = repository({ "infra/net.yaml": VPC("10.0.1.0/24") });
    try {
      git(["mv", "infra", "moved"], repo);
      for (const command of ["lint", "plan"]) {
        const r = cli([command, "moved", "--baseline", "main"], repo);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr).toContain("cloudlint: --baseline main holds none of the linted files, but other state files: the change cannot be checked\n");
        expect(r.stderr).toContain("  looked up at main (the same paths): main:moved/net.yaml\n");
        expect(r.stderr).toContain("  found 1 state file at main: main:infra/net.yaml\n");
      }
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  }, 30_000);

  it("a baseline with no state files at all (the first state files of a repository): every resource is new, said on stderr", () => {
    // Files named like state files that plainly are not: a package.json, a workflow, a config of another tool.
    const repo = repository({ "package.json": '{"name": "x", "private": true}\n', ".github/workflows/ci.yml": "on: push\njobs: {}\n", "docs/mkdocs.yml": "site_name: x\n" });
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-dir-"));
    try {
      write(repo, { "infra/net.yaml": VPC("10.0.1.0/24") });
      for (const command of ["lint", "plan"]) {
        const r = cli([command, "infra", "--baseline", "main"], repo);
        expect(r.code).toBe(0);
        expect(r.stderr).toBe("cloudlint: warning: the baseline revision main holds no state files: every resource counts as new\n");
      }
      // A folder alike.
      write(dir, { "work/infra/net.yaml": VPC("10.0.1.0/24"), "base/README.md": "nothing yet\n" });
      const r = cli(["plan", "infra", "--baseline", "../base", "--debug"], join(dir, "work"));
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('POST /vpcs  VPC "prod"');
      expect(r.stderr).toContain("cloudlint: debug: baseline: infra/net.yaml <- (none: new)\n");
      expect(r.stderr).toContain("cloudlint: warning: the baseline folder ../base holds no state files: every resource counts as new\n");
    } finally {
      rmSync(repo, { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("a revision wins over a folder of the same name that the pull request adds; ./origin/main and origin/main/ are the folder", () => {
    const repo = repository({ "infra/net.yaml": VPC("10.0.1.0/24") });
    try {
      git(["update-ref", "refs/remotes/origin/main", "main"], repo);
      // The pull request changes the subnet and brings its own "before" that agrees with it.
      write(repo, { "infra/net.yaml": VPC("10.0.9.0/24"), "origin/main/infra/net.yaml": VPC("10.0.9.0/24") });
      const lint = cli(["lint", "infra", "--baseline", "origin/main", "--debug"], repo);
      expect(lint.code).toBe(1);
      expect(lint.stdout).toContain("subnet-ipv4-changed");
      expect(lint.stderr).toContain("cloudlint: debug: baseline: the folder origin/main was not used: a revision of that name wins (write ./origin/main for the folder)\n");
      expect(lint.stderr).toContain("cloudlint: debug: baseline: infra/net.yaml <- origin/main:infra/net.yaml\n");
      const plan = cli(["plan", "infra", "--baseline", "origin/main"], repo);
      expect(plan.code).toBe(1);
      expect(plan.stdout).toContain("subnet-ipv4-changed");
      for (const folder of ["./origin/main", "origin/main/"]) {
        expect(cli(["lint", "infra", "--baseline", folder], repo)).toEqual({ code: 0, stdout: "", stderr: "" });
        const asFolder = cli(["plan", "infra", "--baseline", folder, "--debug"], repo);
        expect(asFolder.code).toBe(0);
        expect(asFolder.stderr).toContain("cloudlint: debug: baseline: infra/net.yaml <- origin/main/infra/net.yaml\n");
      }
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  }, 30_000);

  it("an empty --baseline is a usage error (exit 2), not a comparison of the files with themselves", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-dir-"));
    try {
      write(dir, { "state.yaml": VPC("10.0.1.0/24") });
      for (const command of ["lint", "plan"]) {
        for (const args of [["--baseline", ""], ["--baseline", "  "], ["--baseline", "--format", "json"], ["--format", "json", "--baseline"]]) {
          expect({ args, ...cli([command, "state.yaml", ...args], dir) }).toEqual({ args, code: 2, stdout: "", stderr: USAGE_EMPTY });
        }
        const twice = cli([command, "state.yaml", "--baseline", "a", "--baseline", "b"], dir);
        expect(twice).toMatchObject({ code: 2, stdout: "" });
        expect(twice.stderr).toContain("--baseline is given more than once");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a baseline file over the size limit or unreadable is exit 2 naming it, from a folder or a revision", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-dir-"));
    const padded = VPC("10.0.1.0/24") + `# ${"x".repeat(300)}\n`;
    const repo = repository({ "infra/net.yaml": padded, "infra/z-big.yaml": `${"#".repeat(2 * 1024 * 1024)}\nvpcs: []\n` });
    try {
      write(dir, { "work/infra/net.yaml": VPC("10.0.9.0/24"), "base/infra/net.yaml": padded });
      const size = Buffer.byteLength(padded);
      const folder = cli(["lint", "infra", "--baseline", "../base", "--max-file-bytes", "300"], join(dir, "work"));
      expect(folder).toEqual({ code: 2, stdout: "", stderr: `cloudlint: the baseline file ../base/infra/net.yaml is ${size} bytes, over the limit of 300 bytes for one file; the change cannot be checked without it\n` });

      write(repo, { "infra/net.yaml": VPC("10.0.9.0/24"), "infra/z-big.yaml": "vpcs: []\n" });
      const revision = cli(["lint", "infra", "--baseline", "main", "--max-file-bytes", "300"], repo);
      expect(revision.code).toBe(2);
      expect(revision.stderr).toContain(`cloudlint: the baseline file main:infra/net.yaml is ${size} bytes, over the limit of 300 bytes for one file`);
      // plan: the default limit (2 MiB), from a revision.
      const plan = cli(["plan", "infra", "--baseline", "main"], repo);
      expect(plan).toMatchObject({ code: 2, stdout: "" });
      expect(plan.stderr).toContain(`cloudlint: the baseline file main:infra/z-big.yaml is ${2 * 1024 * 1024 + 10} bytes, over the limit of ${2 * 1024 * 1024} bytes for one file`);

      // Unreadable: a dangling link in the baseline folder.
      write(dir, { "base/infra/net.yaml": VPC("10.0.9.0/24") });
      symlinkSync("nowhere.yaml", join(dir, "base/infra/gone.yaml"));
      for (const command of ["lint", "plan"]) {
        expect(cli([command, "infra", "--baseline", "../base"], join(dir, "work"))).toEqual({ code: 2, stdout: "", stderr: "cloudlint: cannot read the baseline file ../base/infra/gone.yaml: a dangling symbolic link\n" });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(repo, { recursive: true, force: true });
    }
  }, 30_000);

  it("from a revision only regular files are read, by object id: a gitlink named *.yaml runs no textconv driver, symbolic links are skipped", () => {
    const marker = join(mkdtempSync(join(tmpdir(), "cloudlint-marker-")), "textconv-ran");
    const repo = repository({ "infra/net.yaml": VPC("10.0.1.0/24"), ".gitattributes": "*.yaml diff=spy\n" }, (dir) => {
      git(["config", "diff.spy.textconv", `sh -c 'touch "${marker}"; cat "$1"' -`], dir);
    });
    try {
      // On main: a gitlink (submodule entry) named like a state file, pointing at the base commit, and a symbolic link.
      git(["checkout", "-q", "main"], repo);
      const base = git(["rev-parse", "HEAD"], repo).trim();
      git(["update-index", "--add", "--cacheinfo", `160000,${base},infra/sub.yaml`], repo);
      symlinkSync("net.yaml", join(repo, "infra/link.yaml"));
      git(["add", "infra/link.yaml"], repo);
      git(["commit", "-qm", "gitlink and symlink"], repo);
      git(["checkout", "-q", "pr"], repo);
      git(["merge", "-q", "main"], repo);
      // The driver is live: a diff of the base commit runs it.
      git(["show", base, "--", "infra/net.yaml"], repo);
      expect(existsSync(marker)).toBe(true);
      rmSync(marker);

      write(repo, { "infra/net.yaml": VPC("10.0.9.0/24") });
      for (const command of ["lint", "plan"]) {
        const r = cli([command, "infra", "--baseline", "main"], repo);
        expect(existsSync(marker)).toBe(false);
        expect(r.code).toBe(1);
        expect(r.stdout).toContain("subnet-ipv4-changed");
        const debug = cli([command, "infra", "--baseline", "main", "--debug"], repo);
        expect(debug.stderr).toContain("cloudlint: debug: baseline: skipped main:infra/sub.yaml: a gitlink (a submodule entry); only regular files are read from a revision\n");
        expect(debug.stderr).toContain("cloudlint: debug: baseline: skipped main:infra/link.yaml: a symbolic link; only regular files are read from a revision\n");
        expect(existsSync(marker)).toBe(false);
      }
    } finally {
      rmSync(repo, { recursive: true, force: true });
      rmSync(join(marker, ".."), { recursive: true, force: true });
    }
  }, 30_000);
});
