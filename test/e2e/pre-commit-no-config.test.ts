/**
 * The pre-commit hook in a project with no .cloudlintrc.yaml, for real: the README's
 * .pre-commit-config.yaml snippet (its repository and rev pointed at a one-commit copy of this
 * working tree), `pre-commit install`, and real `git commit`s, under each pre-commit of
 * CLOUDLINT_PRE_COMMITS (.ci/run installs Debian's 3.0.4 and pip's 4.6.2; without it, the
 * pre-commit on PATH). With no config the hook lints the repository as `cloudlint lint .` does:
 * - a repository with no state file yet commits (nothing to lint is no failure);
 * - a broken state file fails the commit with its finding; fixed, the commit goes through;
 * - a file .gitignore names is not linted;
 * - the manual init hook writes the starter config, and never over an existing one; the config's
 *   account is then what the hook lints.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { git, HOOK_GIT_ENV, hookRepository } from "../../scripts/hook-repository.mjs";
import { PRE_COMMIT_SNIPPET, repositorySchema, starterConfig } from "../../src/cli/init.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const preCommits = (process.env.CLOUDLINT_PRE_COMMITS ?? "pre-commit").split(delimiter).filter(Boolean);
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };

const net = (ipv4: string) => `vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: ${ipv4}\n`;

it("the README's and docs/ci.md's pre-commit snippet is the one this test installs", () => {
  for (const page of ["README.md", "docs/ci.md"]) expect(readFileSync(join(root, page), "utf8"), page).toContain(PRE_COMMIT_SNIPPET);
});

it.each(preCommits)("with %s and no config: the hook lints the repository at each commit; the manual init hook writes the config", (preCommit) => {
  const version = spawnSync(preCommit, ["--version"], { encoding: "utf8" });
  expect(version.status, `${preCommit} is not installed (.ci/run installs Debian's pre-commit and pip's pre-commit 4.6.2)`).toBe(0);
  const hook = hookRepository();
  const project = mkdtempSync(join(tmpdir(), "cloudlint-no-config-"));
  const env = { ...HOOK_GIT_ENV, PRE_COMMIT_HOME: join(project, ".cache"), PRE_COMMIT_COLOR: "never" };
  const run = (command: string, ...args: string[]) => spawnSync(command, args, { cwd: project, encoding: "utf8", env, timeout: 280_000 });
  const commit = (message: string) => run("git", "-c", "user.email=ci@example.invalid", "-c", "user.name=ci", "commit", "-m", message);
  // git gives a hook's standard output to its own standard error: both are read.
  const out = (r: { stdout: string; stderr: string }) => r.stdout + r.stderr;

  git(project, "init", "-q");
  writeFileSync(join(project, ".gitignore"), ".cache/\ngenerated/\n");
  writeFileSync(join(project, ".pre-commit-config.yaml"), PRE_COMMIT_SNIPPET.replace("<this repository's URL>", hook.path).replace("<a tag or commit>", hook.rev));
  writeFileSync(join(project, "package.json"), '{ "name": "shop", "private": true }\n');
  const installed = run(preCommit, "install");
  expect(installed.status, out(installed)).toBe(0);

  // No state file yet: the commit of a yaml and a json file runs the hook, which passes.
  git(project, "add", "-A");
  const first = commit("pre-commit");
  expect(first.status, out(first)).toBe(0);
  expect(out(first)).toMatch(/^cloudlint\.+Passed$/m);
  expect(out(first)).not.toContain("give the state files");

  // A broken state file (and a broken one .gitignore names, never linted): the commit fails with the finding.
  mkdirSync(join(project, "infra"));
  writeFileSync(join(project, "infra/net.yaml"), net("10.0.1.7/24"));
  mkdirSync(join(project, "generated"));
  writeFileSync(join(project, "generated/net.yaml"), net("10.9.9.9/8"));
  git(project, "add", "infra/net.yaml");
  const broken = commit("broken");
  expect(broken.status, out(broken)).toBe(1);
  expect(out(broken)).toMatch(/^cloudlint\.+Failed$/m);
  expect(out(broken)).toMatch(/infra\/net\.yaml\n +6:15 +error +ipv4 "10\.0\.1\.7\/24" has host bits set.* subnet-ipv4-canonical/);
  expect(out(broken)).not.toContain("generated/net.yaml");
  expect(git(project, "log", "--format=%s")).toBe("pre-commit");

  // Fixed: the commit goes through.
  writeFileSync(join(project, "infra/net.yaml"), net("10.0.1.0/24"));
  git(project, "add", "infra/net.yaml");
  const fixed = commit("infra");
  expect(fixed.status, out(fixed)).toBe(0);
  expect(out(fixed)).toMatch(/^cloudlint\.+Passed$/m);
  expect(git(project, "log", "-1", "--format=%s")).toBe("infra");

  // The init hook runs only when asked, writes the starter config (with the published schema:
  // pre-commit installed cloudlint in its cache, not in node_modules/), and never overwrites it.
  const init = run(preCommit, "run", "--hook-stage", "manual", "cloudlint-init");
  expect(init.status, out(init)).toBe(0);
  expect(init.stdout).toContain("wrote .cloudlintrc.yaml");
  const written = readFileSync(join(project, ".cloudlintrc.yaml"), "utf8");
  expect(written).toBe(starterConfig(repositorySchema({ repository: "git+https://github.com/cloudlint/cloudlint.git", version: pkg.version })!));
  writeFileSync(join(project, ".cloudlintrc.yaml"), written.replace("rules: {}", "rules: { subnet-ipv4-canonical: warning }"));
  const again = run(preCommit, "run", "--hook-stage", "manual", "cloudlint-init");
  expect(again.status, out(again)).toBe(1);
  expect(again.stdout).toContain(".cloudlintrc.yaml already exists; remove it or run cloudlint init --force");
  expect(readFileSync(join(project, ".cloudlintrc.yaml"), "utf8")).toContain("subnet-ipv4-canonical: warning");

  // With the config, the hook lints the account it names: a finding outside infra/ is not in it,
  // and its severity is the config's.
  writeFileSync(join(project, "scratch.yaml"), net("10.7.7.7/8"));
  writeFileSync(join(project, "infra/net.yaml"), net("10.0.1.7/24"));
  git(project, "add", "-A");
  const configured = commit("config");
  expect(configured.status, out(configured)).toBe(0);
  expect(out(configured)).toMatch(/^cloudlint\.+Passed$/m);
  expect(git(project, "log", "-1", "--format=%s")).toBe("config");
}, 300_000);
