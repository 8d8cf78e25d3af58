/**
 * lintFiles: a set of files in memory linted as `cloudlint lint` lints the folder holding them.
 * The oracle is the real CLI on the same files written to a folder.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_MODULE_DEPTH } from "../../src/terraform/config.js";
import { applyFix, exposureMap, firewallsOf, inspectFiles, lintFiles, normalizePath, type WorkspaceFile } from "../../src/files/lint-files.js";
import { bin, cliOracle, ours, root } from "../helpers/lint-files.js";

const oracle = cliOracle();
const scratch = oracle.scratch;
afterAll(oracle.remove);

/** Every file under a folder of the repository, with its path from that folder. */
function folder(name: string): WorkspaceFile[] {
  const top = join(root, name);
  const out: WorkspaceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push({ path: relative(top, full).split("\\").join("/"), text: readFileSync(full, "utf8") });
    }
  };
  walk(top);
  return out;
}

/** The CLI's findings of the same files in a folder of their own (not a usage error). */
function cli(files: readonly WorkspaceFile[], extra: string[] = []): string[] {
  const run = oracle.run(files, extra);
  expect(run.status, run.stderr).not.toBe(2);
  return run.findings;
}

describe("lintFiles reports what cloudlint lint reports for the same folder", () => {
  it.each(["examples", "examples-broken", "examples-change/after"])("%s", (name) => {
    const files = folder(name).filter((f) => !f.path.endsWith(".mjs"));
    const expected = cli(files);
    expect(ours(files)).toEqual(expected);
    if (name === "examples-broken") expect(expected.length).toBeGreaterThan(20);
  });

  it("in any order the files come in: the CLI's walk order decides where a finding lands", () => {
    // Strings doubled 60 times: the evaluator's size bound ends it with an input-limit finding.
    let bomb = 'locals {\n  l0 = "xxxxxxxxxx"\n';
    for (let k = 1; k <= 60; k++) bomb += `  l${k} = "\${local.l${k - 1}}\${local.l${k - 1}}"\n`;
    bomb += '}\n\nresource "linode_firewall" "web" {\n  label           = local.l60\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n}\n';
    const files = [
      { path: "z/main.tf", text: 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = "us-east"\n}\n' },
      { path: "z/bomb.tf", text: bomb },
      ...folder("examples-broken").filter((f) => f.path !== ".cloudlintrc.yaml").reverse(),
      { path: ".github/workflow.yaml", text: "on: [push]\n" },
    ];
    const expected = cli(files);
    expect(expected.filter((l) => l.startsWith("z/")).map((l) => l.split(" ").slice(0, 3).join(" "))).toEqual(["z/bomb.tf 1:1 input-limit"]);
    expect(ours(files)).toEqual(expected);
  });

  it("a config's rules and overrides, and its problems at their line", () => {
    const fw = "firewalls:\n  - label: web--fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n";
    const off = [{ path: ".cloudlintrc.yaml", text: "rules:\n  firewall-label-syntax: off\n" }, { path: "fw.yaml", text: fw }];
    expect(ours(off)).toEqual(cli(off));
    expect(ours(off).some((l) => l.includes("firewall-label-syntax"))).toBe(false);
    const bad = lintFiles([{ path: ".cloudlintrc.yaml", text: "rules:\n  no-such-rule: off\n" }, { path: "fw.yaml", text: fw }]);
    const config = bad.files[0]!;
    expect(config.role).toBe("config");
    expect(config.messages.map((m) => [m.ruleId, m.line, m.column])).toEqual([["config-invalid", 2, 3]]);
    // A config with problems is not used (the CLI stops): the file's own finding stays.
    expect(bad.files[1]!.messages.some((m) => m.ruleId === "firewall-label-syntax")).toBe(true);
  });

  it("the config's files and ignores, and files that are not state files", () => {
    const result = lintFiles([
      { path: ".cloudlintrc.yaml", text: 'files: ["infra/**"]\nignores: ["infra/old.yaml"]\n' },
      { path: "infra/net.yaml", text: "vpcs: []\n" },
      { path: "infra/old.yaml", text: "vpcs: [\n" },
      { path: "other.yaml", text: "vpcs: [\n" },
      { path: "notes.md", text: "# hi\n" },
    ]);
    expect(result.files.map((f) => [f.path, f.role, f.skipped])).toEqual([
      [".cloudlintrc.yaml", "config", undefined],
      ["infra/net.yaml", "account", undefined],
      ["infra/old.yaml", "skipped", "ignored by the config"],
      ["other.yaml", "skipped", "not in the config's files"],
      ["notes.md", "skipped", "not a state file (*.yaml, *.yml, *.json, *.tf, *.tofu)"],
    ]);
  });

  it("policies from the default folder: their findings, and a policy file's problem at its line", () => {
    const files = [...folder("examples").filter((f) => f.path.endsWith(".yaml") && !f.path.startsWith("policies/")), ...folder("examples").filter((f) => f.path.startsWith("policies/")).map((f) => ({ path: `.cloudlint/${f.path}`, text: f.text }))];
    const open = files.map((f) => (f.path === "firewalls.yaml" ? { ...f, text: f.text.replace(/198\.51\.100\.0\/24/g, "0.0.0.0/0") } : f));
    const result = lintFiles(open);
    expect(result.files.filter((f) => f.role === "policy").length).toBe(3);
    expect(ours(open)).toEqual(cli(open));
    const broken = lintFiles([{ path: ".cloudlint/policies/p.yaml", text: "policies:\n  - id: nope\n" }, { path: "fw.yaml", text: "firewalls: []\n" }]);
    expect(broken.files[0]!.role).toBe("policy");
    expect(broken.files[0]!.messages[0]?.ruleId).toBe("config-invalid");
    expect(broken.files[0]!.messages[0]?.line).toBeGreaterThan(0);
  });

  it("Terraform: terraform.tfvars gives the variables, as the CLI reads them", () => {
    const files = [
      { path: "main.tf", text: 'variable "ports" {}\nresource "linode_firewall" "web" {\n  label = "web"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n  inbound {\n    label = "ssh"\n    action = "ACCEPT"\n    protocol = "TCP"\n    ports = var.ports\n    ipv4 = ["0.0.0.0/0"]\n  }\n}\n' },
      { path: "terraform.tfvars", text: 'ports = "22"\n' },
    ];
    const result = lintFiles(files);
    expect(result.files[1]!.role).toBe("terraform-variables");
    expect(ours(files)).toEqual(cli(files));
    expect(ours(files).some((l) => l.includes("firewall-exposed-port"))).toBe(true);
    // Without the tfvars the port is unknown: no exposure is claimed.
    expect(ours(files.slice(0, 1)).some((l) => l.includes("firewall-exposed-port"))).toBe(false);
  });
});

describe("lintFiles reads a folder's files as the CLI's walk does (the review's cases)", () => {
  const fw = (label: string) => `firewalls:\n  - label: ${label}\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n`;
  const same = (files: WorkspaceFile[]) => {
    const expected = cli(files);
    expect(ours(files)).toEqual(expected);
    return expected;
  };
  it("two configs at the top: .cloudlintrc.yaml before cloudlint.config.yaml, in any order given", () => {
    const got = same([{ path: "cloudlint.config.yaml", text: "rules: { firewall-label-syntax: off }\n" }, { path: ".cloudlintrc.yaml", text: "rules: {}\n" }, { path: "fw.yaml", text: fw("web--fw") }]);
    expect(got.some((l) => l.includes("firewall-label-syntax"))).toBe(true);
  });
  it(".gitignore and .cloudlintignore, at the top and in a folder, with a negation", () => {
    const got = same([
      { path: ".cloudlintignore", text: "old.yaml\nlegacy/\n" },
      { path: "infra/.gitignore", text: "*.yaml\n!keep.yaml\n" },
      { path: "old.yaml", text: fw("old--fw") },
      { path: "legacy/a.yaml", text: fw("legacy--fw") },
      { path: "infra/drop.yaml", text: fw("drop--fw") },
      { path: "infra/keep.yaml", text: fw("keep--fw") },
      { path: "new.yaml", text: fw("new--fw") },
    ]);
    expect(got.map((l) => l.split(" ")[0])).toEqual(["infra/keep.yaml", "new.yaml"]);
  });
  it("a config's ignores of a folder (legacy/**) and files globs that match nothing", () => {
    same([{ path: ".cloudlintrc.yaml", text: 'ignores: ["legacy/**"]\n' }, { path: "legacy/a.yaml", text: fw("a--b") }, { path: "b.yaml", text: fw("b--c") }]);
    const none = lintFiles([{ path: ".cloudlintrc.yaml", text: 'files: ["infra/"]\n' }, { path: "fw.yaml", text: fw("web--fw") }]);
    expect(none.files.map((f) => f.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([["1:1 config-invalid the files globs of .cloudlintrc.yaml match no state file"], []]);
    const dir = join(scratch, "none");
    mkdirSync(join(dir, ".git"), { recursive: true });
    writeFileSync(join(dir, ".cloudlintrc.yaml"), 'files: ["infra/"]\n');
    writeFileSync(join(dir, "fw.yaml"), fw("web--fw"));
    const run = spawnSync(process.execPath, [bin, "lint"], { cwd: dir, encoding: "utf8" });
    expect([run.status, run.stderr]).toEqual([2, "cloudlint: the files globs of .cloudlintrc.yaml match no state file\n"]);
  });
  it("a local module outside the config's files, in a hidden folder, and one that does not exist: read as the CLI reads them", () => {
    const module = 'variable "name" {}\nresource "linode_firewall" "x" {\n  label = "bad--label"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n}\n';
    const got = same([
      { path: ".cloudlintrc.yaml", text: 'files: ["main.tf"]\n' },
      { path: "main.tf", text: 'module "net" {\n  source = "./modules/net"\n  name = "a"\n}\nmodule "hid" {\n  source = "./.mods/hid"\n  name = "b"\n}\nmodule "gone" {\n  source = "./nowhere"\n}\nmodule "up" {\n  source = "../../up"\n}\n' },
      { path: "modules/net/main.tf", text: module },
      { path: ".mods/hid/main.tf", text: module },
    ]);
    expect(got.filter((l) => l.includes("firewall-label-syntax")).map((l) => l.split(" ")[0])).toEqual([".mods/hid/main.tf", "modules/net/main.tf"]);
    expect(got.filter((l) => l.includes("terraform-module")).length).toBe(2);
    // The module files the configuration calls are read as the account's, whatever the config's files say.
    const roles = lintFiles([{ path: ".cloudlintrc.yaml", text: 'files: ["main.tf"]\n' }, { path: "main.tf", text: 'module "net" {\n  source = "./modules/net"\n}\n' }, { path: "modules/net/main.tf", text: module }]).files;
    expect(roles.map((f) => [f.path, f.role, f.skipped])).toEqual([[".cloudlintrc.yaml", "config", undefined], ["main.tf", "account", undefined], ["modules/net/main.tf", "account", undefined]]);
  });
  it("a plan's configuration outside the config's files places the plan's findings on its lines", () => {
    const plan = readFileSync(join(root, "site/playground/examples/plan/plan.json"), "utf8");
    const tf = readFileSync(join(root, "test/terraform/fixtures/ci/main.tf"), "utf8");
    const got = same([{ path: ".cloudlintrc.yaml", text: 'files: ["plan.json"]\n' }, { path: "plan.json", text: plan }, { path: "main.tf", text: tf }]);
    expect(got.some((l) => l.startsWith("main.tf "))).toBe(true);
  });
  it("policy globs do not enter hidden folders past their literal part", () => {
    const policy = (id: string) => `policies:\n  - id: acme/${id}\n    description: x\n    resource: firewalls\n    assert: { field: status, equals: enabled }\n    message: "{{label}} is not enabled"\n`;
    same([
      { path: ".cloudlintrc.yaml", text: 'policies: ["**/*.policy.yaml"]\n' },
      { path: "p/a.policy.yaml", text: policy("one") },
      { path: ".hidden/b.policy.yaml", text: policy("other") },
      { path: "fw.yaml", text: fw("web") },
    ]);
  });
  it("the property's first finds: where the CLI stops (exit 2), lintFiles says why on the config; where it lints nothing, nothing", () => {
    const policy = 'policies:\n  - id: acme/web-prefix\n    description: x\n    resource: firewalls\n    assert: { field: label, matches: "^web-" }\n    message: "{{label}} does not start with web-"\n';
    const refusals: [WorkspaceFile[], string][] = [
      [[{ path: ".cloudlintrc.yaml", text: 'policies: ["policies/*.yaml"]\n' }, { path: "fw.yaml", text: "vpcs: []\n" }], "no files match the pattern policies/*.yaml"],
      [[{ path: ".cloudlintrc.yaml", text: 'files: ["*.yaml"]\nignores: ["fw.yaml"]\n' }, { path: "fw.yaml", text: "vpcs: []\n" }], "the files globs of .cloudlintrc.yaml match no state file"],
      [[{ path: ".cloudlintrc.yaml", text: 'files: ["*.yaml"]\n' }, { path: ".cloudlintignore", text: "fw.yaml\n" }, { path: "fw.yaml", text: "vpcs: []\n" }], "the files globs of .cloudlintrc.yaml match no state file"],
      [[{ path: ".cloudlintrc.yaml", text: "rules:\n  acme/web-prefix: off\n" }, { path: "fw.yaml", text: "vpcs: []\n" }], 'no policy has the id "acme/web-prefix" (no policy file was found)'],
    ];
    for (const [files, message] of refusals) {
      const run = oracle.run(files);
      expect([run.status, run.stderr.includes(message)], run.stderr).toEqual([2, true]);
      expect(lintFiles(files).files[0]!.messages.map((m) => [m.ruleId, m.message])).toEqual([["config-invalid", message]]);
    }
    const onlyPolicies = [{ path: ".cloudlintrc.yaml", text: 'files: ["**/*.yaml"]\npolicies: ["policies/*.yaml"]\n' }, { path: "policies/p.yaml", text: policy }];
    expect(oracle.run(onlyPolicies).status).toBe(0);
    expect(lintFiles(onlyPolicies).counts).toEqual({ errors: 0, warnings: 0, infos: 0 });
  });

  it(`local modules are followed ${MAX_MODULE_DEPTH} calls deep, as the CLI follows them`, () => {
    // A chain m0 -> m1 -> ... each with a mistake: the CLI reads modules down to its depth bound.
    const chain = (n: number): WorkspaceFile[] => [
      { path: "main.tf", text: 'module "m0" {\n  source = "./m0"\n}\n' },
      ...Array.from({ length: n }, (_, k) => ({
        path: `m${k}/main.tf`,
        text: `resource "linode_firewall" "f" {\n  label = "m${k}--fw"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n}\n${k + 1 < n ? `module "m${k + 1}" {\n  source = "../m${k + 1}"\n}\n` : ""}`,
      })),
    ];
    for (const n of [MAX_MODULE_DEPTH, MAX_MODULE_DEPTH + 1, MAX_MODULE_DEPTH + 2]) {
      const files = chain(n);
      const expected = cli(files);
      expect(ours(files)).toEqual(expected);
      // Modules past the bound are not read: one finding per module read, MAX_MODULE_DEPTH at most.
      expect(expected.filter((l) => l.includes("firewall-label-syntax")).length).toBe(Math.min(n, MAX_MODULE_DEPTH));
    }
  });

  it("inspectFiles answers what lintFiles, firewallsOf and exposureMap answer, from one reading", () => {
    const files = folder("examples-broken");
    const { result, firewalls, exposure } = inspectFiles(files, { firewall: { label: "web-maintenance-fw", path: "firewalls.yaml" } });
    expect(result).toEqual(lintFiles(files));
    expect(firewalls).toEqual(firewallsOf(files));
    expect(exposure).toEqual(exposureMap(files, "web-maintenance-fw", "firewalls.yaml"));
    // A firewall not among them: the first one's picture; no firewall at all: none.
    expect(inspectFiles(files, { firewall: { label: "gone", path: "x.yaml" } }).exposure).toEqual(exposureMap(files, firewalls[0]!.label, firewalls[0]!.path));
    expect(inspectFiles([{ path: "net.yaml", text: "vpcs: []\n" }]).exposure).toBeNull();
    expect(inspectFiles(null as never).result.files).toEqual([]);
  });

  it("normalizePath: one name per file, and the names it refuses", () => {
    expect(["./x.yaml", "a/./b.yaml", "a//b.yaml", "x.yaml"].map(normalizePath)).toEqual(["x.yaml", "a/b.yaml", "a/b.yaml", "x.yaml"]);
    for (const bad of ["", "/etc/passwd.yaml", "../x.yaml", "a/../../x", "a\\b.yaml", "a\u202Egnp.yaml", "a\u0000.yaml", ".", "./", "x".repeat(1025)]) expect(normalizePath(bad)).toBeUndefined();
    expect(lintFiles([{ path: "./fw.yaml", text: fw("web--fw") }]).files[0]!.path).toBe("fw.yaml");
    // One file per name: a second spelling of a name given before is left out, not linted twice.
    expect(lintFiles([{ path: "fw.yaml", text: fw("web-fw") }, { path: "./fw.yaml", text: fw("b--c") }]).files.map((f) => [f.path, f.messages.length])).toEqual([["fw.yaml", 0]]);
  });
});

describe("lintFiles with a baseline", () => {
  it("reports the transition findings and the plan cloudlint plan prints", () => {
    const before = folder("examples-change/before");
    const after = folder("examples-change/after");
    const result = lintFiles(after, { baseline: before });
    const dir = join(scratch, "change");
    for (const [side, files] of [["before", before], ["after", after]] as const) {
      for (const f of files) {
        mkdirSync(dirname(join(dir, side, f.path)), { recursive: true });
        writeFileSync(join(dir, side, f.path), f.text);
      }
    }
    mkdirSync(join(dir, ".git"));
    const lint = spawnSync(process.execPath, [bin, "lint", "--format", "json", "--baseline", "../before", "."], { cwd: join(dir, "after"), encoding: "utf8" });
    const expected = (JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string; line?: number }[] }[]).flatMap((r) => r.messages.map((m) => `${r.filePath} ${m.line} ${m.ruleId}`)).sort();
    expect(result.files.flatMap((r) => r.messages.map((m) => `${r.path} ${m.line} ${m.ruleId}`)).sort()).toEqual(expected);
    const plan = spawnSync(process.execPath, [bin, "plan", "--baseline", "../before", "."], { cwd: join(dir, "after"), encoding: "utf8" });
    expect(result.plan?.text).toBe(plan.stdout);
    expect(plan.stdout.length).toBeGreaterThan(50);
  });
});

describe("applyFix", () => {
  it("applies one finding's certain fix and the finding is gone", () => {
    const text = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
    const finding = lintFiles([{ path: "fw.yaml", text }]).files[0]!.messages.find((m) => m.fix)!;
    expect(finding.ruleId).toBe("firewall-policy");
    const fixed = applyFix("fw.yaml", text, finding);
    expect(fixed).toBe(text.replace("drop", "DROP"));
    expect(lintFiles([{ path: "fw.yaml", text: fixed }]).files[0]!.messages.some((m) => m.ruleId === "firewall-policy")).toBe(false);
  });
  it("is total: no fix, or anything that is not a finding, leaves the text", () => {
    expect(applyFix("fw.yaml", "a: 1\n", { ruleId: "parse-error", severity: "error", message: "x", path: [] })).toBe("a: 1\n");
    expect(applyFix("fw.yaml", "a: 1\n", null as never)).toBe("a: 1\n");
    expect(lintFiles(null as never)).toEqual({ files: [], counts: { errors: 0, warnings: 0, infos: 0 } });
    expect(lintFiles([{ path: 3, text: "x" }, "y"] as never).files).toEqual([]);
  });
});
