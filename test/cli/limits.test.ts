/**
 * Issue 24: every loading limit has a flag and a config key (`limits:`), and its finding names
 * both. Through the real binary, each limit at N (loads), N+1 (input-limit naming its flag and
 * key), raised by the flag, raised by the config, the flag winning over the config; out-of-range
 * values are exit 2 with one line; `plan` takes the same flags and refuses a file past a limit
 * instead of planning it as empty.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { LIMIT_SETTINGS, resolveLimits } from "../../src/load/limits.js";
import { planChanges } from "../../src/change/index.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function cli(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const dirs: string[] = [];
function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-limits-"));
  dirs.push(dir);
  mkdirSync(join(dir, ".git")); // a repository root: config discovery stops here
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The input-limit messages of a JSON report. */
function limitMessages(stdout: string): string[] {
  return (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>).flatMap((f) => f.messages.filter((m) => m.ruleId === "input-limit").map((m) => m.message));
}

/** A file holding exactly n values (a flow list of n - 1 scalars under one key counts n: the key and each item). */
const values = (n: number) => `x-list: [${Array.from({ length: n - 1 }, () => "1").join(",")}]\n`;
/** A file nested exactly n levels (mappings). */
const nested = (n: number) => `x-deep:\n${Array.from({ length: n - 1 }, (_, i) => `${" ".repeat(i + 1)}k:\n`).join("")}${" ".repeat(n)}v\n`;
/** A file with exactly n aliases. */
const aliases = (n: number) => `x-anchor: &a 1\nx-uses: [${Array.from({ length: n }, () => "*a").join(",")}]\n`;
/** A file of exactly n bytes. */
const bytes = (n: number) => `# ${"x".repeat(n - 3)}\n`;

/**
 * Each limit: a file exactly at `at` (within a limit of `at`) and one past it, and the limit as a
 * flag value. Values and depth are counted the loader's way; the boundary cases below pin them.
 */
const CASES = [
  { key: "maxValues", flagValue: 50, file: values },
  { key: "maxDepth", flagValue: 20, file: nested },
  { key: "maxAliases", flagValue: 5, file: aliases },
  { key: "maxBytes", flagValue: 300, file: bytes },
] as const;

describe("each loading limit: its flag, its config key, and a message naming both (issue 24)", () => {
  for (const { key, flagValue, file } of CASES) {
    const { flag, configKey } = LIMIT_SETTINGS[key];
    it(`${key}: ${flag} and limits.${configKey}, at N and N+1`, () => {
      const hint = `(raise it with ${flag}, or limits.${configKey} in the config)`;
      // Find the loader's boundary for this shape: the largest size that passes at the flag value.
      const dir = workspace({ "at.yaml": file(flagValue), "past.yaml": file(flagValue + 1) });
      const at = cli(["lint", "at.yaml", "--format", "json", flag, String(flagValue)], dir);
      const past = cli(["lint", "past.yaml", "--format", "json", flag, String(flagValue)], dir);
      expect(limitMessages(at.stdout)).toEqual([]);
      const messages = limitMessages(past.stdout);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(hint);
      expect(past.code).toBe(1);
      // The config key sets it; the flag wins over the config.
      writeFileSync(join(dir, ".cloudlintrc.yaml"), `limits:\n  ${configKey}: ${flagValue}\n`);
      expect(limitMessages(cli(["lint", "at.yaml", "--format", "json"], dir).stdout)).toEqual([]);
      expect(limitMessages(cli(["lint", "past.yaml", "--format", "json"], dir).stdout)).toHaveLength(1);
      expect(limitMessages(cli(["lint", "past.yaml", "--format", "json", flag, String(flagValue + 1)], dir).stdout)).toEqual([]);
      writeFileSync(join(dir, ".cloudlintrc.yaml"), `limits:\n  ${configKey}: ${flagValue + 1}\n`);
      expect(limitMessages(cli(["lint", "past.yaml", "--format", "json"], dir).stdout)).toEqual([]);
      expect(limitMessages(cli(["lint", "past.yaml", "--format", "json", flag, String(flagValue)], dir).stdout)).toHaveLength(1);
    }, 60_000);
  }

  it("the default limits hold at their values and name their flag and key one past them", () => {
    const dir = workspace({ "deep.yaml": nested(64), "deeper.yaml": nested(65), "many.yaml": values(250_000), "more.yaml": values(250_001) });
    const r = cli(["lint", ".", "--format", "json"], dir);
    const byFile = Object.fromEntries((JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; message: string }> }>).map((f) => [f.filePath, f.messages.filter((m) => m.ruleId === "input-limit").map((m) => m.message)]));
    expect(byFile["deep.yaml"]).toEqual([]);
    expect(byFile["many.yaml"]).toEqual([]);
    expect(byFile["deeper.yaml"]).toEqual(["nesting deeper than 64 levels; a state file never needs that many (raise it with --max-depth, or limits.maxDepth in the config)"]);
    expect(byFile["more.yaml"]).toEqual(["more than 250000 values in one file; a state file never needs that many (raise it with --max-values, or limits.maxValues in the config)"]);
  }, 60_000);

  it("--max-total-bytes and limits.maxTotalBytes: the run's total, at N and N+1", () => {
    const dir = workspace({ "a.yaml": bytes(100), "b.yaml": bytes(100) });
    expect(limitMessages(cli(["lint", ".", "--format", "json", "--max-total-bytes", "200"], dir).stdout)).toEqual([]);
    const past = limitMessages(cli(["lint", ".", "--format", "json", "--max-total-bytes", "199"], dir).stdout);
    expect(past).toHaveLength(1);
    expect(past[0]).toContain("(raise it with --max-total-bytes, or limits.maxTotalBytes in the config)");
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "limits:\n  maxTotalBytes: 199\n");
    expect(limitMessages(cli(["lint", "a.yaml", "b.yaml", "--format", "json"], dir).stdout)).toHaveLength(1);
    expect(limitMessages(cli(["lint", "a.yaml", "b.yaml", "--format", "json", "--max-total-bytes", "200"], dir).stdout)).toEqual([]);
  }, 60_000);

  it("a flag out of range is exit 2 with one line; a config value out of range or a misspelt key is exit 2 naming it", () => {
    const dir = workspace({ "a.yaml": "vpcs: []\n" });
    for (const [key, { flag, ceiling }] of Object.entries(LIMIT_SETTINGS)) {
      for (const bad of ["0", String(ceiling + 1), "1.5", "-3"]) {
        const r = cli(["lint", "a.yaml", flag, bad], dir);
        expect(r.code, `${key} ${bad}`).toBe(2);
        expect(r.stderr).toBe(`cloudlint: ${flag} takes a whole number from 1 to ${ceiling}, not ${Number(bad)}\n`);
      }
      expect(cli(["lint", "a.yaml", flag, String(ceiling)], dir).code).toBe(0);
    }
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "limits:\n  maxDepth: 257\n");
    const over = cli(["lint", "a.yaml"], dir);
    expect([over.code, over.stderr]).toEqual([2, "cloudlint: invalid config .cloudlintrc.yaml:\n  .cloudlintrc.yaml:2:13  maxDepth must be at most 256  (config-field-type)\n"]);
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "limits:\n  maxDepht: 10\n");
    const misspelt = cli(["lint", "a.yaml"], dir);
    expect(misspelt.code).toBe(2);
    expect(misspelt.stderr).toContain('unknown field "maxDepht"; did you mean "maxDepth"?');
  }, 120_000);

  it("plan takes the same flags, and refuses a file past a limit instead of planning it as empty", () => {
    const dir = workspace({ "big.yaml": `images: [${Array.from({ length: 30 }, (_, i) => `{label: image-${i}, disk_id: ${i + 1}}`).join(", ")}]\n` });
    const refused = cli(["plan", "big.yaml", "--max-values", "50"], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe("cloudlint: big.yaml: more than 50 values in one file; a state file never needs that many (raise it with --max-values, or limits.maxValues in the config); cloudlint plan cannot plan a change without it\n");
    const planned = cli(["plan", "big.yaml", "--max-values", "200", "--format", "json"], dir);
    expect(planned.code).toBe(0);
    expect((JSON.parse(planned.stdout) as { operations: unknown[] }).operations).toHaveLength(30);
    const tooLarge = cli(["plan", "big.yaml", "--max-file-bytes", "100"], dir);
    expect(tooLarge.code).toBe(2);
    expect(tooLarge.stderr).toContain("(raise it with --max-file-bytes, or limits.maxFileBytes in the config)");
  }, 60_000);
});

describe("the library's limits", () => {
  it("resolveLimits keeps each limit within its ceiling", () => {
    expect(resolveLimits({ maxDepth: 10_000, maxValues: 300_000 })).toMatchObject({ maxDepth: LIMIT_SETTINGS.maxDepth.ceiling, maxValues: 300_000 });
  });

  it("planChanges takes the value limit from its options", () => {
    const state = { images: Array.from({ length: 100 }, (_, i) => ({ label: `image-${i}` })) };
    expect(planChanges(undefined, state, { limits: { maxValues: 200 } }).findings.map((f) => f.ruleId)).toEqual(["input-limit"]);
    expect(planChanges(undefined, state, { limits: { maxValues: 202 } }).operations).toHaveLength(100);
  });
});

/**
 * The limits beyond loading (issue 24: "every limit gets its flag and its config key"): the
 * Terraform expansion budget and the policy files' size and conditions, through the real binary,
 * each at N and N+1 (or N-1 and N), raised by the flag and by the config key, the flag winning.
 */
describe("the Terraform budget and the policy files' limits: flag, config key, and a message naming both", () => {
  /** A root module whose one resource asks for n instances (a firewall device per instance). */
  const devices = (n: number) => `resource "linode_firewall_device" "d" {\n  count     = ${n}\n  entity_id = 1\n}\n`;
  const policy = (body: string) => `policies:\n  - id: acme/x\n    description: A policy.\n    resource: vpcs\n    assert: ${body}\n`;
  /** A policy file holding n conditions and policies in all (the policy, its any, n - 2 in it). */
  const conditions = (n: number) => policy(`{ any: [${Array.from({ length: n - 2 }, (_, i) => `{ field: label, not_equals: x${i} }`).join(", ")}] }`);
  /** A policy file of exactly n bytes. */
  const policyOfBytes = (n: number) => {
    const text = policy("{ field: label, exists: true }");
    return `${text}# ${"x".repeat(n - text.length - 3)}\n`;
  };

  it("--max-terraform-instances and limits.maxTerraformInstances: a count of N is read, N + 1 is an input-limit finding naming both", () => {
    const hint = "(raise it with --max-terraform-instances, or limits.maxTerraformInstances in the config)";
    const dir = workspace({});
    mkdirSync(join(dir, "at"));
    mkdirSync(join(dir, "past"));
    writeFileSync(join(dir, "at/main.tf"), devices(40));
    writeFileSync(join(dir, "past/main.tf"), devices(41));
    const at = (args: string[]) => limitMessages(cli(["lint", "at", "--format", "json", ...args], dir).stdout);
    const past = (args: string[]) => limitMessages(cli(["lint", "past", "--format", "json", ...args], dir).stdout);
    expect(at(["--max-terraform-instances", "40"])).toEqual([]);
    const messages = past(["--max-terraform-instances", "40"]);
    expect(messages).toEqual([`the configuration expands to more than 40 resource and module instances (count, for_each, dynamic blocks, functions, modules calling modules, locals built from locals): only the part read before that is checked ${hint}`]);
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "limits:\n  maxTerraformInstances: 40\n");
    expect(at([])).toEqual([]);
    expect(past([])).toHaveLength(1);
    expect(past(["--max-terraform-instances", "41"])).toEqual([]);
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "limits:\n  maxTerraformInstances: 41\n");
    expect(past([])).toEqual([]);
    expect(past(["--max-terraform-instances", "40"])).toHaveLength(1);
  }, 60_000);

  it("--max-terraform-values and limits.maxTerraformValues: the values a root module builds, at N - 1 and N", async () => {
    const hint = "(raise it with --max-terraform-values, or limits.maxTerraformValues in the config)";
    // Locals built from locals: the values grow with the depth; the boundary found through the library.
    const text = `locals {\n  a = ["x", "y", "z", "w"]\n  b = [local.a, local.a, local.a]\n  c = [local.b, local.b, local.b]\n}\nresource "linode_vpc" "v" {\n  count  = 3\n  label  = "v"\n  region = "us-east"\n  tags   = local.c\n}\n`;
    const { lintSources } = await import("../../src/lint.js");
    const limited = (n: number) => lintSources([{ filePath: "m/main.tf", text }], { limits: { maxTerraformValues: n } }).some((f) => f.messages.some((d) => d.ruleId === "input-limit"));
    let lo = 1;
    let hi = 100_000;
    expect(limited(hi)).toBe(false);
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (limited(mid)) lo = mid + 1;
      else hi = mid;
    }
    const n = lo; // the fewest values this configuration reads whole with
    expect(n).toBeGreaterThan(100); // the locals, read for each of the three instances
    const dir = workspace({});
    mkdirSync(join(dir, "m"));
    writeFileSync(join(dir, "m/main.tf"), text);
    const run = (args: string[]) => limitMessages(cli(["lint", "m", "--format", "json", ...args], dir).stdout);
    expect(run(["--max-terraform-values", String(n)])).toEqual([]);
    expect(run(["--max-terraform-values", String(n - 1)])).toEqual([`the configuration expands to more than ${n - 1} values (count, for_each, dynamic blocks, functions, modules calling modules, locals built from locals): only the part read before that is checked ${hint}`]);
    writeFileSync(join(dir, ".cloudlintrc.yaml"), `limits:\n  maxTerraformValues: ${n - 1}\n`);
    expect(run([])).toHaveLength(1);
    expect(run(["--max-terraform-values", String(n)])).toEqual([]);
  }, 60_000);

  /** A workspace with one empty state file and the path of its one policy file (not written yet). */
  const policyWorkspace = () => {
    const dir = workspace({ "a.yaml": "vpcs: []\n" });
    mkdirSync(join(dir, ".cloudlint/policies"), { recursive: true });
    return { dir, file: join(dir, ".cloudlint/policies/p.yaml") };
  };

  it("--max-policy-bytes and limits.maxPolicyBytes: a policy file of N bytes is read, N + 1 is exit 2 naming both", () => {
    const { dir, file } = policyWorkspace();
    writeFileSync(file, policyOfBytes(400));
    expect(cli(["lint", "a.yaml", "--max-policy-bytes", "400"], dir).code).toBe(0);
    writeFileSync(file, policyOfBytes(401));
    const past = cli(["lint", "a.yaml", "--max-policy-bytes", "400"], dir);
    expect([past.code, past.stderr]).toEqual([2, "cloudlint: the policy file .cloudlint/policies/p.yaml is larger than 400 bytes (raise it with --max-policy-bytes, or limits.maxPolicyBytes in the config)\n"]);
    expect(cli(["lint", "a.yaml", "--max-policy-bytes", "401"], dir).code).toBe(0);
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "limits:\n  maxPolicyBytes: 400\n");
    expect(cli(["lint", "a.yaml"], dir).code).toBe(2);
    expect(cli(["lint", "a.yaml", "--max-policy-bytes", "401"], dir).code).toBe(0);
    // Past the state-file limit too: the policy file is loaded within its own limit.
    writeFileSync(file, policyOfBytes(3 * 1024 * 1024));
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "");
    expect(cli(["lint", "a.yaml"], dir).stderr).toContain("is larger than 1048576 bytes (raise it with --max-policy-bytes");
    expect(cli(["lint", "a.yaml", "--max-policy-bytes", String(3 * 1024 * 1024)], dir).code).toBe(0);
  }, 60_000);

  it("--max-policy-conditions and limits.maxPolicyConditions: N conditions compile, N + 1 are exit 2 naming both", () => {
    const { dir, file } = policyWorkspace();
    writeFileSync(file, conditions(30));
    expect(cli(["lint", "a.yaml", "--max-policy-conditions", "30"], dir).code).toBe(0);
    writeFileSync(file, conditions(31));
    const past = cli(["lint", "a.yaml", "--max-policy-conditions", "30"], dir);
    expect(past.code).toBe(2);
    expect(past.stderr).toContain("the policy files hold more than 30 conditions and policies in all; each is evaluated on every resource it selects (raise it with --max-policy-conditions, or limits.maxPolicyConditions in the config)");
    expect(cli(["lint", "a.yaml", "--max-policy-conditions", "31"], dir).code).toBe(0);
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "limits:\n  maxPolicyConditions: 30\n");
    expect(cli(["lint", "a.yaml"], dir).code).toBe(2);
    expect(cli(["lint", "a.yaml", "--max-policy-conditions", "31"], dir).code).toBe(0);
    // The default: 5000 in all.
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "");
    writeFileSync(file, conditions(5000));
    expect(cli(["lint", "a.yaml"], dir).code).toBe(0);
    writeFileSync(file, conditions(5001));
    expect(cli(["lint", "a.yaml"], dir).stderr).toContain("more than 5000 conditions and policies in all");
  }, 60_000);
});
