/**
 * The README's CI jobs are the tested ones: every `run:` step of a GitHub Actions workflow in the
 * README that calls cloudlint runs here, as written (only `npx cloudlint` becomes this checkout's
 * binary and `${{ github.base_ref }}` the base branch), with bash, in a git repository shaped like
 * a pull request: the base branch holds examples-change/before as infra/, the pull request's
 * commit examples-change/after, and origin/main is the base as actions/checkout with fetch-depth: 0
 * leaves it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { RULES } from "../../src/rules/catalog.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const readme = readFileSync(join(root, "README.md"), "utf8");
const env = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.email=ci@example.invalid", "-c", "user.name=ci", ...args], { cwd, encoding: "utf8", env }).trim();

/** The workflows in the README (```yaml blocks whose first line names .github/workflows/), by file name. */
function workflows(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, body] of readme.matchAll(/```yaml\n(# \.github\/workflows\/[^\n]+\n[\s\S]*?)```/g)) {
    const name = /^# \.github\/workflows\/(\S+)/.exec(body!)![1]!;
    const runs = [...body!.matchAll(/^\s*- run: (.*cloudlint.*)$/gm)].map((m) => m[1]!);
    found.set(name, runs);
  }
  return found;
}

function pullRequest(): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-readme-ci-"));
  git(dir, "init", "-q", "-b", "main");
  cpSync(join(root, "examples-change/before"), join(dir, "infra"), { recursive: true });
  git(dir, "add", "-A");
  git(dir, "commit", "-qm", "base");
  git(dir, "update-ref", "refs/remotes/origin/main", "HEAD");
  git(dir, "checkout", "-qb", "change");
  rmSync(join(dir, "infra"), { recursive: true });
  cpSync(join(root, "examples-change/after"), join(dir, "infra"), { recursive: true });
  git(dir, "add", "-A");
  git(dir, "commit", "-qm", "change");
  return dir;
}

/** Runs one `run:` step with bash, as a runner does, with this checkout's binary for npx cloudlint. */
function step(command: string, cwd: string) {
  const script = command.replaceAll("npx cloudlint", `node ${JSON.stringify(join(root, "bin/cloudlint.js"))}`).replaceAll("${{ github.base_ref }}", "main");
  expect(script).not.toContain("${{");
  return spawnSync("bash", ["-eo", "pipefail", "-c", script], { cwd, encoding: "utf8", env });
}

it("the README has the three workflows, and their cloudlint steps are these", () => {
  const found = workflows();
  // The Terraform job's steps are named (not `- run:`); test/terraform/ci.test.ts runs its cloudlint step.
  expect([...found.keys()].sort()).toEqual(["cloudlint-change.yml", "cloudlint-terraform.yml", "cloudlint.yml"]);
  expect(found.get("cloudlint.yml")!.length).toBeGreaterThanOrEqual(1);
  expect(found.get("cloudlint-change.yml")!.length).toBeGreaterThanOrEqual(2);
});

it("the push workflow's step writes the SARIF report of the account, and fails on its errors", () => {
  const dir = pullRequest();
  const [lint] = workflows().get("cloudlint.yml")!;
  const run = step(lint!, dir);
  expect(run.status, run.stderr).toBe(1);
  expect(run.stderr).toBe("");
  const sarif = JSON.parse(readFileSync(join(dir, "cloudlint.sarif"), "utf8")) as { runs: { results: { ruleId: string }[] }[] };
  expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
});

it("the pull-request workflow's steps report the change's findings as annotations and write the plan comment", () => {
  const dir = pullRequest();
  const [lint, plan, ...rest] = workflows().get("cloudlint-change.yml")!;
  const linted = step(lint!, dir);
  expect(linted.status, linted.stderr).toBe(1);
  // The change rules fire: the baseline (origin/main) was read, not skipped.
  const changeRules = Object.entries(RULES).filter(([, meta]) => meta.resource === "change").map(([id]) => id);
  const annotated = new Set([...linted.stdout.matchAll(/^::(?:error|warning|notice) [^\n]*?title=cloudlint ([a-z0-9-]+)/gm)].map((m) => m[1]));
  expect(changeRules.filter((id) => annotated.has(id)).length).toBeGreaterThanOrEqual(5);
  const planned = step(plan!, dir);
  expect(planned.status, planned.stderr).toBe(0); // `|| true`: the comment is posted even when the plan has errors
  expect(existsSync(join(dir, "plan.md"))).toBe(true);
  const comment = readFileSync(join(dir, "plan.md"), "utf8");
  expect(comment).toMatch(/delete/i);
  expect(comment.length).toBeLessThanOrEqual(65_536);
  expect(rest).toEqual([]);
});
