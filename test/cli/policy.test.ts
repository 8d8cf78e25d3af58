/** End-to-end: organisation policies through the real executable (lint, rules, SARIF, policy test, config). */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sarifValidator } from "../helpers/sarif.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function cli(args: string[], cwd = root) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-policy-"));
  mkdirSync(join(dir, ".git")); // a repository root: config discovery stops here
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const DB_POLICY = `policies:
  - id: acme/db-ha
    description: Databases run three nodes.
    severity: warning
    resource: databases
    assert: { field: cluster_size, equals: 3 }
    message: "database {{label}} has cluster_size {{value}}"
    tests:
      - { name: one node fails, state: { databases: [{ label: a, cluster_size: 1 }] }, expect: 1 }
`;
// A database the built-in rules find nothing wrong with but its single node (an info).
const DB = "    engine: mysql/8.0.30\n    region: us-east\n    type: g6-dedicated-2\n    allow_list: [10.0.1.0/24]\n";
const STATE = `databases:\n  - label: orders\n${DB}    cluster_size: 1\n`;

describe("organisation policies in the CLI", () => {
  it("the shipped examples: policy tests pass, examples/ is clean, examples-broken/ shows policy findings", () => {
    const tests = cli(["policy", "test", "examples/policies/"]);
    expect(tests.code).toBe(0);
    expect(tests.stdout).toMatch(/^\d+ passed, 0 failed, \d+ tests of \d+ policies$/m);
    expect(cli(["lint", "examples/", "--policy", "examples/policies/"])).toEqual({ code: 0, stdout: "", stderr: "" });
    const broken = cli(["lint", "examples-broken/", "--policy", "examples/policies/", "--format", "json"]);
    const ids = (JSON.parse(broken.stdout) as Array<{ messages: Array<{ ruleId: string }> }>).flatMap((f) => f.messages.map((m) => m.ruleId)).filter((id) => id.startsWith("acme/"));
    expect(new Set(ids)).toEqual(new Set(["acme/db-ha-in-prod", "acme/db-allow-list-internal", "acme/open-rules-web-ports-only"]));
  });

  it("finds .cloudlint/policies/*.yaml by default and reports at the field, with the policy's id and severity", () => {
    const dir = workspace({ ".cloudlint/policies/db.yaml": DB_POLICY, "state.yaml": STATE });
    const r = cli(["lint", "state.yaml"], dir);
    expect(r.code).toBe(0); // a warning
    expect(r.stdout).toMatch(/^ {2}7:19 +warning +database orders has cluster_size 1 +acme\/db-ha$/m);
  });

  it("reads the config's policies globs (relative to the config) and its severities for policy ids", () => {
    const dir = workspace({
      "org/policies/db.yaml": DB_POLICY,
      "infra/.cloudlintrc.yaml": "policies: ['../org/policies/*.yaml']\nrules:\n  acme/db-ha: error\n",
      "infra/state.yaml": STATE,
    });
    const r = cli(["lint", "state.yaml"], join(dir, "infra"));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/7:19 +error +database orders has cluster_size 1 +acme\/db-ha/);
  });

  it("a config that names a policy id no policy has is exit 2, at its line and column", () => {
    const dir = workspace({ ".cloudlint/policies/db.yaml": DB_POLICY, ".cloudlintrc.yaml": "rules:\n  acme/db-hq: off\n", "state.yaml": STATE });
    const r = cli(["lint", "state.yaml"], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('.cloudlintrc.yaml:2:3  no policy has the id "acme/db-hq"; did you mean "acme/db-ha"?');
  });

  it("a bad policy file is exit 2 with every problem at its line and column, and nothing is linted", () => {
    const dir = workspace({ "p.yaml": DB_POLICY.replace("severity: warning", "severity: fatal").replace("equals: 3", "equalz: 3"), "state.yaml": STATE });
    const r = cli(["lint", "state.yaml", "--policy", "p.yaml"], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("cloudlint: invalid policy file:");
    expect(r.stderr).toContain('p.yaml:4:15  severity must be error, warning or info, not "fatal"');
    expect(r.stderr).toContain('p.yaml:6:36  unknown key "equalz" in a condition; did you mean "equals"?');
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("the run's policy files are never linted as state files, even when named", () => {
    const dir = workspace({ "p.yaml": DB_POLICY, "state.yaml": STATE.replace("cluster_size: 1", "cluster_size: 3") });
    expect(cli(["lint", "state.yaml", "p.yaml", "--policy", "p.yaml"], dir)).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(cli(["lint", "p.yaml", "--policy", "p.yaml"], dir)).toEqual({ code: 0, stdout: "", stderr: "" });
    // Without --policy it is just a YAML file, and not a state file.
    expect(cli(["lint", "p.yaml"], dir).stdout).toContain("state-unknown-key");
  });

  it("--policy naming a missing file is exit 2", () => {
    expect(cli(["lint", "examples/", "--policy", "nope.yaml"]).code).toBe(2);
  });

  it("inline suppressions name policy ids", () => {
    const dir = workspace({ "p.yaml": DB_POLICY, "state.yaml": `databases:\n  - label: orders\n${DB}    # cloudlint-disable-next-line acme/db-ha, database-single-node -- migrating in Q1\n    cluster_size: 1\n` });
    expect(cli(["lint", "state.yaml", "--policy", "p.yaml", "--max-warnings", "0"], dir)).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("rules lists policies beside the built-in rules, prints a policy's page, and gives JSON", () => {
    const list = cli(["rules", "--policy", "examples/policies/"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^firewall-open-policy +/m);
    expect(list.stdout).toMatch(/^acme\/db-ha-in-prod +error +Production databases run as three-node clusters\. +\(examples\/policies\/databases\.yaml:7:5\)$/m);
    const page = cli(["rules", "acme/db-ha-in-prod", "--policy", "examples/policies/"]);
    expect(page.stdout).toContain("# acme/db-ha-in-prod\n");
    expect(page.stdout).toContain("| error | databases | examples/policies/databases.yaml:7:5 | 5 |");
    const json = JSON.parse(cli(["rules", "acme/db-ha-in-prod", "--format", "json", "--policy", "examples/policies/"]).stdout);
    expect(json).toEqual([{ id: "acme/db-ha-in-prod", severity: "error", resource: "databases", description: "Production databases run as three-node clusters.", policy: { file: "examples/policies/databases.yaml", line: 7, column: 5, tests: 5 } }]);
    expect(cli(["rules", "acme/db-ha-in-prd", "--policy", "examples/policies/"]).stderr).toContain('did you mean "acme/db-ha-in-prod"?');
  });

  it("SARIF carries the policies in tool.driver.rules, valid against the SARIF schema", () => {
    const r = cli(["lint", "examples-broken/", "--policy", "examples/policies/", "--format", "sarif"]);
    const log = JSON.parse(r.stdout);
    expect(sarifValidator()(log)).toBe(true);
    const rules = log.runs[0].tool.driver.rules as Array<{ id: string }>;
    expect(rules.map((x) => x.id)).toContain("acme/ssh-only-from-bastion-and-office");
    for (const result of log.runs[0].results as Array<{ ruleId: string; ruleIndex: number }>) expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
  });

  it("policy test: a failing case is exit 1 with what was expected and found; JSON for tools", () => {
    const dir = workspace({ "p.yaml": DB_POLICY.replace("expect: 1", "expect: pass") });
    const r = cli(["policy", "test", "p.yaml"], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("FAIL  acme/db-ha › one node fails\n      expected 0 findings, found 1 at databases[0].cluster_size\n        database a has cluster_size 1\n");
    expect(r.stdout).toContain("0 passed, 1 failed, 1 test of 1 policy");
    const json = JSON.parse(cli(["policy", "test", "p.yaml", "--format", "json"], dir).stdout);
    expect(json).toMatchObject({ passed: 0, failed: 1, results: [{ policy: "acme/db-ha", name: "one node fails", passed: false }] });
  });

  it("policy test reads state files relative to the policy file, and finds the default folder", () => {
    const dir = workspace({
      ".cloudlint/policies/db.yaml": DB_POLICY.replace("state: { databases: [{ label: a, cluster_size: 1 }] }", "state: fixtures/db.yaml"),
      ".cloudlint/policies/fixtures/db.yaml": "databases:\n  - { label: a, cluster_size: 1 }\n",
    });
    const r = cli(["policy", "test"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("PASS  acme/db-ha › one node fails");
  });

  it("policy test with no policy anywhere is exit 2 and says where they go", () => {
    const r = cli(["policy", "test"], workspace({}));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(".cloudlint/policies/");
  });

  it("policy test reads no state outside the repository: a ../ path, an absolute path and a link out each fail saying why, and nothing of them is printed", () => {
    const outside = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
    writeFileSync(join(outside, "prod.yaml"), "databases:\n  - { label: SECRET-prod-db, cluster_size: 1 }\n");
    const dir = workspace({
      "p.yaml": DB_POLICY.replace(
        "      - { name: one node fails, state: { databases: [{ label: a, cluster_size: 1 }] }, expect: 1 }\n",
        [`../${basename(outside)}/prod.yaml`, join(outside, "prod.yaml"), "fixtures/link.yaml"].map((state, i) => `      - { name: case ${i}, state: '${state}', expect: pass }\n`).join(""),
      ),
    });
    mkdirSync(join(dir, "fixtures"));
    symlinkSync(join(outside, "prod.yaml"), join(dir, "fixtures/link.yaml"));
    const r = cli(["policy", "test", "p.yaml"], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`FAIL  acme/db-ha › case 0\n      the state file ../${basename(outside)}/prod.yaml is not read: it resolves outside the repository (to `);
    expect(r.stdout).toContain(`FAIL  acme/db-ha › case 1\n      the state file ${join(outside, "prod.yaml")} is not read: it resolves outside the repository (to `);
    expect(r.stdout).toContain("FAIL  acme/db-ha › case 2\n      the state file fixtures/link.yaml is not read: it resolves outside the repository (to ");
    expect(r.stdout).toContain("; test states are read only from inside the repository\n");
    expect(r.stdout).toContain("0 passed, 3 failed, 3 tests of 1 policy");
    expect(r.stdout + r.stderr).not.toContain("SECRET");
  });

  it("policy test: a state with a misspelt section fails naming the key, where it passed as an empty account", () => {
    const dir = workspace({ "p.yaml": DB_POLICY.replace("state: { databases: [{ label: a, cluster_size: 1 }] }, expect: 1", "state: { database: [{ label: a, cluster_size: 1 }] }, expect: pass") });
    const r = cli(["policy", "test", "p.yaml"], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`FAIL  acme/db-ha › one node fails\n      the test's state is not a state file: unknown top-level key "database"; did you mean "databases"?\n`);
  });

  it("a policy file the config or the default folder yields outside the repository is refused unread, exit 2 naming it; --policy reads what it names", () => {
    const outside = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
    mkdirSync(join(outside, "policies"));
    // Not even its id may be quoted back.
    writeFileSync(join(outside, "policies/p.yaml"), "policies:\n  - id: SECRET-hunter2\n");
    writeFileSync(join(outside, "good.yaml"), DB_POLICY);
    const refused = (r: ReturnType<typeof cli>, file: string) => {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(`cloudlint: refusing to read the policy file ${file}: it resolves outside the repository (to `);
      expect(r.stderr).not.toContain("SECRET");
    };
    // The config's globs, relative to its folder.
    const viaConfig = workspace({ ".cloudlintrc.yaml": `policies: ['../${basename(outside)}/policies/*.yaml']\n`, "state.yaml": STATE });
    refused(cli(["lint", "state.yaml"], viaConfig), `../${basename(outside)}/policies/p.yaml`);
    refused(cli(["policy", "test"], viaConfig), `../${basename(outside)}/policies/p.yaml`);
    // .cloudlint itself a link to a folder elsewhere.
    const viaDefault = workspace({ "state.yaml": STATE });
    symlinkSync(outside, join(viaDefault, ".cloudlint"));
    refused(cli(["lint", "state.yaml"], viaDefault), ".cloudlint/policies/p.yaml");
    // A link in the default folder to a file elsewhere.
    const viaLink = workspace({ "state.yaml": STATE, ".cloudlint/policies/db.yaml": DB_POLICY });
    symlinkSync(join(outside, "policies/p.yaml"), join(viaLink, ".cloudlint/policies/evil.yaml"));
    const linked = cli(["lint", "state.yaml"], viaLink);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toContain("outside the repository");
    expect(linked.stderr).not.toContain("SECRET");
    // Named on the command line, it is the user's choice: read as given.
    expect(cli(["lint", "state.yaml", "--policy", join(outside, "good.yaml")], viaLink).stdout).toMatch(/database orders has cluster_size 1 +acme\/db-ha/);
  });

  it("outside a repository, a config found above the working folder brings the policies beside it", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-policy-"));
    mkdirSync(join(dir, ".cloudlint/policies"), { recursive: true });
    mkdirSync(join(dir, "infra"));
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "rules:\n  acme/db-ha: error\n");
    writeFileSync(join(dir, ".cloudlint/policies/db.yaml"), DB_POLICY);
    writeFileSync(join(dir, "infra/state.yaml"), STATE);
    const r = cli(["lint", "state.yaml"], join(dir, "infra"));
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/7:19 +error +database orders has cluster_size 1 +acme\/db-ha/);
  });

  it("a file a policy glob catches that is no policy file: nothing of its values is repeated", () => {
    const dir = workspace({
      "conf/secrets.yaml": "api_token: 98237498237498237498237\n",
      "conf/vault.yaml": "token: |hunter2x\n  a\n",
      "state.yaml": STATE,
    });
    const r = cli(["lint", "state.yaml", "--policy", "conf/*.yaml"], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("conf/secrets.yaml:1:1  unknown key \"api_token\" in a policy file");
    expect(r.stderr).toContain("conf/vault.yaml:1:9  not a policy file: it has no policies list, and is not valid YAML or JSON");
    expect(r.stderr).not.toContain("98237498237498237498237");
    expect(r.stderr).not.toContain("hunter2");
  });

  it("policy ids and descriptions are escaped in every output", () => {
    const dir = workspace({ "p.yaml": DB_POLICY.replace("Databases run three nodes.", '"Databases\\u001b[31m run\\u202e three nodes."') });
    const r = cli(["rules", "--policy", "p.yaml"], dir);
    expect(r.stdout).toContain("Databases\\u001b[31m run\\u202e three nodes.");
    expect(r.stdout).not.toContain("\u001b[31m");
  });
});
