/**
 * The GitHub Action (action.yml), run as a runner runs a composite action: each `run:` step in
 * order with `bash --noprofile --norc -eo pipefail` (GitHub's `shell: bash`), GITHUB_ACTION_PATH a
 * fresh one-commit copy of this working tree (what `uses: cloudlint/cloudlint@<sha>` downloads: no
 * node_modules/, so the install step's npm ci is real), GITHUB_WORKSPACE and the working folder a
 * scratch git repository, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files of their own per step, and
 * each step's `env:` evaluated. Only the expression forms the action uses are implemented
 * (`inputs.NAME`, `steps.ID.outputs.NAME`, and `steps.ID.outputs.NAME != ''` as a `uses:` step's
 * condition): any other `${{ }}`, any expression inside a `run:` script (script injection), a `run:`
 * step with a condition or another shell fails the test, so the runner here cannot drift from the
 * action. `uses:` steps (setup-node, upload-sarif) do not run here (no network but npm's): each
 * must be pinned to a full commit SHA with its version as a comment, and the test checks what the
 * upload would be given.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { git, hookRepository } from "../../scripts/hook-repository.mjs";
import { RULES } from "../../src/rules/catalog.js";
import { sarifValidator } from "../helpers/sarif.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const actionText = readFileSync(join(root, "action.yml"), "utf8");

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  with?: Record<string, string>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  if?: string;
}
interface Action {
  inputs: Record<string, { default?: string; required?: boolean }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}
const action = parse(actionText) as Action;

interface Context {
  inputs: Record<string, string>;
  steps: Record<string, { outputs: Record<string, string> }>;
}

/** `${{ inputs.X }}` and `${{ steps.ID.outputs.X }}`, the forms the action uses; anything else throws. */
function evaluate(text: string, context: Context): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, body: string) => {
    const expression = body.trim();
    const input = /^inputs\.([A-Za-z0-9_-]+)$/.exec(expression);
    if (input) {
      if (!(input[1]! in context.inputs)) throw new Error(`the action reads an input it does not declare: ${input[1]}`);
      return context.inputs[input[1]!]!;
    }
    const output = /^steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)$/.exec(expression);
    if (output) return context.steps[output[1]!]?.outputs[output[2]!] ?? "";
    throw new Error(`an expression this runner does not implement: \${{ ${expression} }}`);
  });
}

/** A `uses:` step's condition: only `steps.ID.outputs.NAME != ''`. */
function condition(text: string, context: Context): boolean {
  const match = /^steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+) != ''$/.exec(text.trim());
  if (!match) throw new Error(`a condition this runner does not implement: ${text}`);
  return (context.steps[match[1]!]?.outputs[match[2]!] ?? "") !== "";
}

/** GITHUB_OUTPUT's two forms: name=value and name<<DELIMITER ... DELIMITER. */
function readOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n") : [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const value: string[] = [];
      while (++i < lines.length && lines[i] !== heredoc[2]) value.push(lines[i]!);
      outputs[heredoc[1]!] = value.join("\n");
    } else if (line.includes("=")) outputs[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
  }
  return outputs;
}

interface Run {
  /** The action's exit: the first failing step's status, else 0. */
  code: number;
  /** Every run step's output, in order. */
  log: string;
  summary: string;
  outputs: Record<string, string>;
  /** The `uses:` steps that would run, with their evaluated `with:`. */
  uses: Array<{ uses: string; with: Record<string, string> }>;
  temp: string;
}

let actionPath: string;

/** Runs the action's steps in `workspace` with `given` inputs, as the runner would. */
function runAction(workspace: string, given: Record<string, string> = {}): Run {
  for (const name of Object.keys(given)) expect(action.inputs, `input ${name}`).toHaveProperty(name);
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([name, spec]) => [name, given[name] ?? spec.default ?? ""]));
  const context: Context = { inputs, steps: {} };
  const temp = mkdtempSync(join(tmpdir(), "cloudlint-action-runner-"));
  const run: Run = { code: 0, log: "", summary: "", outputs: {}, uses: [], temp };
  action.runs.steps.forEach((step, index) => {
    if (run.code !== 0) return; // a step without a condition runs only after success
    if (step.uses !== undefined) {
      if (step.if !== undefined && !condition(step.if, context)) return;
      run.uses.push({ uses: step.uses, with: Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, evaluate(String(v), context)])) });
      return;
    }
    const output = join(temp, `output-${index}`);
    const summary = join(temp, `summary-${index}`);
    writeFileSync(output, "");
    writeFileSync(summary, "");
    const script = join(temp, `step-${index}.sh`);
    writeFileSync(script, step.run!);
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? temp,
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => /^npm_config_/i.test(k)) as [string, string][]),
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_ACTION_PATH: actionPath,
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: temp,
    };
    for (const [name, value] of Object.entries(step.env ?? {})) env[name] = evaluate(String(value), context);
    const ran = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], { cwd: workspace, env, encoding: "utf8", timeout: 240_000 });
    run.log += ran.stdout + ran.stderr;
    run.summary += readFileSync(summary, "utf8");
    if (step.id !== undefined) context.steps[step.id] = { outputs: readOutputs(output) };
    if (ran.status !== 0) run.code = ran.status ?? -1;
  });
  run.outputs = Object.fromEntries(Object.entries(action.outputs).map(([name, spec]) => [name, evaluate(spec.value, context)]));
  return run;
}

const BAD_NET = "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.7/24\n";
const GOOD_FW = "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n";

/** A git repository holding `files`, as actions/checkout leaves it. */
function repository(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-action-ws-"));
  git(dir, "init", "-q", "-b", "main");
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  git(dir, "add", "-A");
  git(dir, "commit", "-qm", "state", "--allow-empty");
  return dir;
}

describe("action.yml is a composite action whose steps run here as on a runner", () => {
  beforeAll(() => {
    actionPath = hookRepository().path;
  }, 60_000);

  it("is composite; its uses: steps are pinned to a full commit SHA with the version as a comment; its scripts hold no expression and take inputs only through env:", () => {
    expect(action.runs.using).toBe("composite");
    const used = action.runs.steps.filter((s) => s.uses !== undefined).map((s) => s.uses!);
    expect(used.map((u) => u.replace(/@.*/, "")).sort()).toEqual(["actions/setup-node", "github/codeql-action/upload-sarif"]);
    for (const uses of used) {
      expect(uses).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/);
      expect(actionText).toMatch(new RegExp(`uses: ${uses.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} # v\\d+\\.\\d+\\.\\d+\\n`));
    }
    for (const step of action.runs.steps.filter((s) => s.run !== undefined)) {
      expect(step.shell, step.name).toBe("bash");
      expect(step.run, step.name).not.toContain("${{");
      expect(step.if, `${step.name}: a run step's condition is not implemented by this runner`).toBeUndefined();
      // Installed from the action's own checkout and run as its file: never fetched by name.
      expect(step.run).not.toMatch(/\bnpx\b|npm (?:install|i|exec) /);
    }
    expect(action.runs.steps.some((s) => s.run?.includes("npm ci --omit=dev --ignore-scripts"))).toBe(true);
  });

  it("default inputs (SARIF): the findings go to a valid SARIF file the upload is given, the plan is the job summary, and the action fails with exit 1", () => {
    const workspace = repository({ "infra/net.yaml": BAD_NET, "infra/fw.yaml": GOOD_FW, "package.json": '{ "name": "shop" }\n' });
    const run = runAction(workspace);
    expect(run.code, run.log).toBe(1);
    expect(run.outputs["exit-code"]).toBe("1");
    const sarifFile = run.outputs["sarif-file"]!;
    expect(sarifFile).toBe(join(run.temp, "cloudlint.sarif"));
    const sarif = JSON.parse(readFileSync(sarifFile, "utf8"));
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(sarif.runs[0].results.map((r: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => [r.ruleId, r.locations[0]!.physicalLocation.artifactLocation.uri])).toEqual([["subnet-ipv4-canonical", "infra/net.yaml"]]);
    expect(run.log).toContain("cloudlint: 1 finding, sent to code scanning");
    // setup-node with the input's version, then the upload of that very file.
    expect(run.uses).toEqual([
      { uses: expect.stringMatching(/^actions\/setup-node@/), with: { "node-version": "20" } },
      { uses: expect.stringMatching(/^github\/codeql-action\/upload-sarif@/), with: { sarif_file: sarifFile, category: "cloudlint" } },
    ]);
    expect(run.summary).toMatch(/^\*\*cloudlint plan\*\*: 2 operations/);
    expect(run.summary).toContain("POST");
    // Nothing is written into the repository.
    expect(git(workspace, "status", "--porcelain", "--untracked-files=all")).toBe("");
  }, 240_000);

  it("a clean account passes (exit 0), with the plan in the summary and an empty SARIF report uploaded", () => {
    const workspace = repository({ "infra/fw.yaml": GOOD_FW });
    const run = runAction(workspace);
    expect(run.code, run.log).toBe(0);
    expect(run.outputs["exit-code"]).toBe("0");
    expect(JSON.parse(readFileSync(run.outputs["sarif-file"]!, "utf8")).runs[0].results).toEqual([]);
    expect(run.uses.map((u) => u.uses.replace(/@.*/, ""))).toEqual(["actions/setup-node", "github/codeql-action/upload-sarif"]);
    expect(run.summary).toMatch(/^\*\*cloudlint plan\*\*: 1 operation/);
  }, 240_000);

  it("format github and a baseline revision: the change's findings are annotations, the plan shows the change, no SARIF and no upload", () => {
    const workspace = repository({});
    cpSync(join(root, "examples-change/before"), join(workspace, "infra"), { recursive: true });
    git(workspace, "add", "-A");
    git(workspace, "commit", "-qm", "base");
    git(workspace, "update-ref", "refs/remotes/origin/main", "HEAD");
    git(workspace, "checkout", "-qb", "change");
    rmSync(join(workspace, "infra"), { recursive: true });
    cpSync(join(root, "examples-change/after"), join(workspace, "infra"), { recursive: true });
    git(workspace, "add", "-A");
    git(workspace, "commit", "-qm", "change");
    const run = runAction(workspace, { format: "github", baseline: "origin/main", paths: "infra/" });
    expect(run.code, run.log).toBe(1);
    const changeRules = Object.entries(RULES).filter(([, meta]) => meta.resource === "change").map(([id]) => id);
    const annotated = new Set([...run.log.matchAll(/^::(?:error|warning|notice) [^\n]*?title=cloudlint ([a-z0-9-]+)/gm)].map((m) => m[1]));
    expect(changeRules.filter((id) => annotated.has(id)).length).toBeGreaterThanOrEqual(5);
    expect(run.outputs["sarif-file"]).toBe("");
    expect(readdirSync(run.temp).filter((f) => f.endsWith(".sarif"))).toEqual([]);
    expect(run.uses.map((u) => u.uses.replace(/@.*/, ""))).toEqual(["actions/setup-node"]);
    expect(run.summary).toMatch(/^\*\*cloudlint plan\*\*: /);
    expect(run.summary).toMatch(/DELETE/);
  }, 240_000);

  it("fail-level warning fails on a warning; an unknown format or fail-level is exit 2 without linting", () => {
    const workspace = repository({ "fw.yaml": "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - { action: ACCEPT, protocol: TCP, ports: \"22\", addresses: { ipv4: [0.0.0.0/0] } }\n" });
    expect(runAction(workspace).code).toBe(0);
    const strict = runAction(workspace, { "fail-level": "warning" });
    expect(strict.code, strict.log).toBe(1);
    for (const bad of [{ format: "xml" }, { "fail-level": "fatal" }] as Record<string, string>[]) {
      const run = runAction(workspace, bad);
      expect(run.code, run.log).toBe(2);
      expect(run.outputs["exit-code"]).toBe("2");
      expect(run.log).toMatch(/the (format|fail-level) input is/);
    }
  }, 240_000);

  it("inputs are data, never code or options: a path or baseline with $(…), `…`, ; or a leading - runs nothing and is read as a path", () => {
    const workspace = repository({ "infra/fw.yaml": GOOD_FW });
    // Two runs: a shell that evaluated the second would stop at its syntax before running the first.
    const expanded = runAction(workspace, { paths: "infra/ $(touch pwned-dollar) `touch pwned-tick` ${HOME:+pwned-var}", baseline: "$(touch pwned-baseline)" });
    const run = runAction(workspace, { paths: "infra/ ;touch pwned-semi && touch pwned-and | --output=pwned-option 'infra/*.yaml'" });
    for (const dir of [workspace, run.temp, expanded.temp, actionPath]) expect(readdirSync(dir).filter((f) => f.includes("pwned")), dir).toEqual([]);
    expect(expanded.code, expanded.log).toBe(2);
    expect(expanded.log).toContain("cloudlint: no such file or directory: $(touch\n");
    // Each word is a path cloudlint cannot find: exit 2, and the plan's message (HTML-escaped) in the summary.
    expect(run.code, run.log).toBe(2);
    expect(run.log).toContain("cloudlint: no such file or directory: ;touch\n");
    expect(run.summary).toContain("**cloudlint plan**: not written (exit 2)");
    expect(run.summary).toMatch(/<pre>\ncloudlint: /);
    // A white-space separated list with a glob quoted for cloudlint, and a path that begins with -, are read as paths.
    const odd = repository({ "-infra/fw.yaml": GOOD_FW, "infra/net.yaml": BAD_NET });
    const globbed = runAction(odd, { paths: "-infra/\n  infra/*.yaml", format: "github" });
    expect(globbed.code, globbed.log).toBe(1);
    expect(globbed.log).toMatch(/^::error file=infra\/net\.yaml,line=6,col=15,[^\n]*title=cloudlint subnet-ipv4-canonical::/m);
    expect(globbed.summary).toMatch(/^\*\*cloudlint plan\*\*: 2 operations/);
  }, 240_000);
});
