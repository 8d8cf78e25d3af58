/**
 * The documentation's CI workflows (the README and the docs/ pages: pre-commit and CI, a change,
 * Terraform): every ```yaml block whose first line names .github/workflows/ is
 * checked for what keeps a stranger's code out of the job, and its cloudlint steps run here.
 * - cloudlint is installed explicitly: a job runs it through this repository's action, or installs
 *   the project's locked dependencies (`npm ci`) before it runs `npx --no-install cloudlint`, which
 *   never downloads a package (test/e2e/npx-no-install.test.ts shows it against a registry that has
 *   one); a bare `npx cloudlint`, `npx -y`, `npm exec` or a `dlx` could fetch and run whatever is
 *   published under the name;
 * - every `uses:` is pinned to a full commit SHA with its version as a comment, except this
 *   repository's own action at the tag of this version;
 * - no `run:` script holds a `${{ }}` expression (script injection): values reach it through env.
 * Every `run:` step that calls cloudlint runs as written, with bash, in a git repository shaped
 * like a pull request (the base branch holds examples-change/before as infra/, the pull request's
 * commit examples-change/after; origin/main is the base as actions/checkout with fetch-depth: 0
 * leaves it), whose node_modules/ holds this checkout as cloudlint (what `npm ci` installs), and
 * with the env: of its job and step evaluated (`github.base_ref` is main). The action itself is
 * run by test/e2e/action.test.ts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { RULES } from "../../src/rules/catalog.js";
import { allDocs } from "../helpers/docs.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const readme = allDocs();
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.email=ci@example.invalid", "-c", "user.name=ci", ...args], { cwd, encoding: "utf8", env: gitEnv }).trim();

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
}
interface Job {
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  name: string;
  text: string;
  jobs: Record<string, Job>;
}

/** The workflows in the documentation (```yaml blocks whose first line names .github/workflows/). */
function workflows(): Workflow[] {
  return [...readme.matchAll(/```yaml\n(# \.github\/workflows\/[^\n]+\n[\s\S]*?)```/g)].map(([, text]) => ({
    name: /^# \.github\/workflows\/(\S+)/.exec(text!)![1]!,
    text: text!,
    jobs: (parse(text!) as { jobs: Record<string, Job> }).jobs,
  }));
}

const OWN_ACTION = `cloudlint/cloudlint@v${pkg.version}`;
const calls = (step: Step) => step.run !== undefined && /\bcloudlint\b/.test(step.run);

/** The expressions the README's cloudlint steps use; any other throws. */
function evaluate(text: string): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => {
    if (expression.trim() === "github.base_ref") return "main";
    throw new Error(`a workflow expression this test does not evaluate: ${expression}`);
  });
}

/** A pull request's clone, with this checkout installed as node_modules/cloudlint (what npm ci puts there). */
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
  // Untracked, as node_modules/ is in a real checkout after npm ci (and .gitignore'd there).
  mkdirSync(join(dir, "node_modules/.bin"), { recursive: true });
  symlinkSync(root, join(dir, "node_modules/cloudlint"));
  symlinkSync("../cloudlint/bin/cloudlint.js", join(dir, "node_modules/.bin/cloudlint"));
  return dir;
}

/** Runs one `run:` step as written, with bash, with its job's and its own env: evaluated. */
function step(job: Job, s: Step, cwd: string) {
  const env: Record<string, string> = { ...process.env, ...gitEnv, CI: "true" } as Record<string, string>;
  for (const [name, value] of Object.entries({ ...job.env, ...s.env })) env[name] = evaluate(String(value));
  return spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", s.run!], { cwd, encoding: "utf8", env });
}

describe("the documentation's CI workflows cannot run a stranger's code", () => {
  it("the documentation has the four workflows, each with its cloudlint steps", () => {
    expect(workflows().map((w) => w.name).sort()).toEqual(["cloudlint-change.yml", "cloudlint-sarif.yml", "cloudlint-terraform.yml", "cloudlint.yml"]);
    // No workflow escapes these checks by lacking the header line.
    const blocks = [...readme.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    for (const block of blocks.filter((b) => /^\s*(runs-on|jobs):/m.test(b))) expect(block).toMatch(/^# \.github\/workflows\//);
  });

  it.each(workflows().map((w) => [w.name, w] as const))("%s: installs cloudlint explicitly, runs it only with npx --no-install or the action, pins every action to a SHA, and puts no expression in a script", (_, workflow) => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const usesCloudlint = job.steps.some((s) => s.uses === OWN_ACTION) || job.steps.some(calls);
      expect(usesCloudlint, `job ${id} runs cloudlint`).toBe(true);
      job.steps.forEach((s, index) => {
        if (s.uses !== undefined) {
          if (s.uses.startsWith("cloudlint/cloudlint@")) expect(s.uses).toBe(OWN_ACTION);
          else {
            expect(s.uses, `${id}: ${s.uses} is pinned to a full commit SHA`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
            expect(workflow.text, `${s.uses}: its version as a comment`).toMatch(new RegExp(`uses: ${s.uses.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} # v\\d+(\\.\\d+)*\\n`));
          }
        }
        if (s.run === undefined) return;
        expect(s.run, `${id}: a script holds no expression; pass it through env:`).not.toContain("${{");
        expect(s.run).not.toMatch(/\bnpm\s+(exec|x)\b|\b(pnpm|yarn)\s+dlx\b|\bbunx\b/);
        for (const npx of s.run.matchAll(/\bnpx\b[^\n]*/g)) expect(npx[0], "npx only as npx --no-install cloudlint").toMatch(/^npx --no-install cloudlint /);
        if (calls(s)) {
          // Installed before: the project's lockfile (npm ci), cloudlint pinned in it.
          const before = job.steps.slice(0, index).filter((b) => b.run !== undefined).map((b) => b.run!.trim());
          expect(before.some((b) => /^npm ci\b/.test(b)), `${id}: npm ci before ${s.run}`).toBe(true);
        }
      });
    }
  });

  it("the action's workflow is three lines of steps: the checkout and this repository's action, with inputs it declares", () => {
    const workflow = workflows().find((w) => w.name === "cloudlint.yml")!;
    const steps = workflow.jobs.lint!.steps;
    expect(steps.map((s) => s.uses!.replace(/@.*/, ""))).toEqual(["actions/checkout", "cloudlint/cloudlint"]);
    const action = parse(readFileSync(join(root, "action.yml"), "utf8")) as { inputs: Record<string, unknown> };
    for (const input of Object.keys(steps[1]!.with ?? {})) expect(action.inputs).toHaveProperty(input);
    // The permissions the SARIF upload needs.
    expect(workflow.text).toContain("security-events: write");
  });
});

describe("the documentation's cloudlint steps run as written", () => {
  const job = (name: string) => Object.values(workflows().find((w) => w.name === name)!.jobs)[0]!;

  it("the SARIF workflow's step writes the SARIF report of the account, and fails on its errors", () => {
    const dir = pullRequest();
    const sarifJob = job("cloudlint-sarif.yml");
    const lint = sarifJob.steps.find(calls)!;
    const run = step(sarifJob, lint, dir);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toBe("");
    const sarif = JSON.parse(readFileSync(join(dir, "cloudlint.sarif"), "utf8")) as { runs: { results: { ruleId: string }[] }[] };
    expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
    // The upload step reads that file, even after the lint step failed.
    const upload = sarifJob.steps.find((s) => s.uses?.startsWith("github/codeql-action/upload-sarif@"))!;
    expect(upload.if).toBe("always()");
    expect(upload.with).toEqual({ sarif_file: "cloudlint.sarif" });
  });

  it("the pull-request workflow's steps report the change's findings as annotations and write the plan comment", () => {
    const dir = pullRequest();
    const changeJob = job("cloudlint-change.yml");
    const [lint, plan, ...rest] = changeJob.steps.filter(calls);
    const linted = step(changeJob, lint!, dir);
    expect(linted.status, linted.stderr).toBe(1);
    // The change rules fire: the baseline (origin/main, through $BASE) was read, not skipped.
    const changeRules = Object.entries(RULES).filter(([, meta]) => meta.resource === "change").map(([id]) => id);
    const annotated = new Set([...linted.stdout.matchAll(/^::(?:error|warning|notice) [^\n]*?title=cloudlint ([a-z0-9-]+)/gm)].map((m) => m[1]));
    expect(changeRules.filter((id) => annotated.has(id)).length).toBeGreaterThanOrEqual(5);
    const planned = step(changeJob, plan!, dir);
    expect(planned.status, planned.stderr).toBe(0); // `|| true`: the comment is posted even when the plan has errors
    expect(existsSync(join(dir, "plan.md"))).toBe(true);
    const comment = readFileSync(join(dir, "plan.md"), "utf8");
    expect(comment).toMatch(/delete/i);
    expect(comment.length).toBeLessThanOrEqual(65_536);
    expect(rest).toEqual([]);
    // The comment step reads the pull request's number from env, not from an expression in its script.
    const comment_ = changeJob.steps.find((s) => s.run?.startsWith("gh pr comment"))!;
    expect(comment_.run).toBe('gh pr comment "$PR" --body-file plan.md');
    expect(comment_.env?.PR).toBe("${{ github.event.pull_request.number }}");
  });
});
