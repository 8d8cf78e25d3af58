/**
 * The CLI on Terraform plans (issue 25), through the real binary: another major format version is
 * an error of the run (exit 2, one line, no report); --debug lists the provider's resource types
 * no rule checks; `cloudlint plan --format json` names each operation's Terraform address.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const webText = readFileSync(join(root, "test/terraform/fixtures/plans/web.json"), "utf8");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-plan-cli-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function cli(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" }, timeout: 20_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const P = "registry.terraform.io/linode/linode";
function change(address: string, type: string, after: object, mode = "managed") {
  return { address, mode, type, name: address.split(".").pop(), provider_name: type.startsWith("linode_") ? P : "registry.terraform.io/hashicorp/aws", change: { actions: ["create"], before: null, after, after_unknown: {}, before_sensitive: false, after_sensitive: {} } };
}
const withVersion = (version: string) => webText.replace(/"format_version": "1\.2"/, `"format_version": ${JSON.stringify(version)}`);

describe("another major format version is an error of the run", () => {
  const refusal = (file: string, version: string) => `cloudlint: ${file}: format_version "${version}" of terraform show -json is not supported; cloudlint reads format 1.x\n`;

  it.each([
    ["lint", "stylish"],
    ["lint", "json"],
    ["lint", "sarif"],
    ["plan", "stylish"],
    ["plan", "json"],
  ])("cloudlint %s --format %s: exit 2, one line naming the file and both versions, nothing on stdout", (command, format) => {
    const dir = workspace({ "plan.json": withVersion("2.0"), "good.json": webText });
    const r = cli([command!, "good.json", "plan.json", "--format", format!], dir);
    expect(r).toEqual({ code: 2, stdout: "", stderr: refusal("plan.json", "2.0") });
  });

  it("at the boundary: 1.0 and 1.99 are read, 0.9 and 10.0 are not", () => {
    const dir = workspace({ "a.json": withVersion("1.0"), "b.json": withVersion("1.99"), "c.json": withVersion("0.9"), "d.json": withVersion("10.0") });
    for (const file of ["a.json", "b.json"]) expect(cli(["lint", file], dir).code).toBe(1); // the fixture's findings
    expect(cli(["lint", "c.json"], dir)).toEqual({ code: 2, stdout: "", stderr: refusal("c.json", "0.9") });
    expect(cli(["plan", "d.json"], dir)).toEqual({ code: 2, stdout: "", stderr: refusal("d.json", "10.0") });
  });

  it("the version found is escaped, as any text of the file", () => {
    const dir = workspace({ "plan.json": withVersion("2.0\u009b2J\u202e") });
    const r = cli(["lint", "plan.json"], dir);
    expect(r).toEqual({ code: 2, stdout: "", stderr: refusal("plan.json", "2.0\\u009b2J\\u202e") });
  });
});

describe("--debug lists the provider's resources no rule checks", () => {
  const plan = JSON.stringify({
    format_version: "1.2",
    resource_changes: [
      change("linode_domain.b", "linode_domain", { domain: "b.example" }),
      change("linode_domain.a", "linode_domain", { domain: "a.example" }),
      change("module.dns.linode_domain_record.www", "linode_domain_record", { name: "www" }),
      change("linode_vpc_subnet.orphan", "linode_vpc_subnet", { label: "app", ipv4: "10.0.0.0/24", vpc_id: 77 }),
      change("data.linode_instances.all", "linode_instances", {}, "data"),
      change("aws_instance.web", "aws_instance", { ami: "ami-1" }),
      change("linode_vpc.main", "linode_vpc", { label: "prod", region: "us-east" }),
    ],
  });
  const expected = [
    // Each at the file and line of its example resource (the plan is one line of JSON here).
    "cloudlint: debug: plan.json:1: linode_domain (e.g. linode_domain.b) is not checked: the mapping does not cover it",
    "cloudlint: debug: plan.json:1: linode_domain_record (e.g. module.dns.linode_domain_record.www) is not checked: the mapping does not cover it",
    "cloudlint: debug: plan.json:1: linode_vpc_subnet (e.g. linode_vpc_subnet.orphan) is not checked: its VPC is not in this input",
  ];

  it("cloudlint lint: once per type, with its first address; never a data source or another provider's resource", () => {
    const dir = workspace({ "plan.json": plan });
    const r = cli(["lint", "plan.json", "--debug"], dir);
    expect(r.code).toBe(0);
    expect(r.stderr.split("\n").filter((l) => l.includes(" is not checked: "))).toEqual(expected);
    expect(r.stderr).not.toMatch(/linode_instances|aws_instance|linode_vpc\.main/);
    // Without --debug, nothing.
    expect(cli(["lint", "plan.json"], dir).stderr).toBe("");
  });

  it("cloudlint plan: the same lines", () => {
    const dir = workspace({ "plan.json": plan });
    const r = cli(["plan", "plan.json", "--debug"], dir);
    expect(r.code).toBe(0);
    expect(r.stderr.split("\n").filter((l) => l.includes(" is not checked: "))).toEqual(expected);
    expect(cli(["plan", "plan.json"], dir).stderr).toBe("");
  });
});

describe("each operation of a plan names the Terraform address it acts on", () => {
  it("cloudlint plan --format json: the address of every operation, the deleted side's for a delete", () => {
    const dir = workspace({ "plan.json": webText });
    const r = cli(["plan", "plan.json", "--format", "json"], dir);
    expect(r.code).toBe(0);
    const operations = (JSON.parse(r.stdout) as { operations: Array<{ method: string; path: string; address?: string }> }).operations;
    expect(operations.map((o) => `${o.method} ${o.path} ${o.address}`)).toEqual([
      "POST /vpcs linode_vpc.main",
      "POST /networking/firewalls linode_firewall.web",
      "POST /compute/stackscripts linode_stackscript.boot",
      "PUT /databases/mysql/instances/4411 module.db.linode_database_mysql_v2.main",
      "DELETE /compute/stackscripts/901 linode_stackscript.boot",
    ]);
  });

  it("the stylish and markdown plans show it too", () => {
    const dir = workspace({ "plan.json": webText });
    expect(cli(["plan", "plan.json"], dir).stdout).toContain('  4. PUT /databases/mysql/instances/4411  database "orders-db" (allow_list)\n       address: module.db.linode_database_mysql_v2.main\n');
    expect(cli(["plan", "plan.json", "--format", "markdown"], dir).stdout).toContain('| 4 | `PUT /databases/mysql/instances/4411` | `database "orders-db"`<br>`module.db.linode_database_mysql_v2.main` |');
  });

  it("a state file's operations have no address", () => {
    const dir = workspace({ "state.yaml": "vpcs:\n  - label: prod\n    region: us-east\n" });
    const r = cli(["plan", "state.yaml", "--format", "json"], dir);
    const [operation] = (JSON.parse(r.stdout) as { operations: object[] }).operations;
    expect(operation).toMatchObject({ method: "POST", path: "/vpcs" });
    expect(operation).not.toHaveProperty("address");
    expect(cli(["plan", "state.yaml"], dir).stdout).not.toContain("address:");
  });
});
