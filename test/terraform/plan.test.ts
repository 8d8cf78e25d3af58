/**
 * Terraform plans (`terraform show -json`, issue 25): the provider's resources are linted with the
 * same rules as a state file, each finding naming the resource's address and attribute at the
 * value's position in the plan; the plan's `change.before` is the baseline; unknown values are
 * never guessed; secrets never reach any output.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import { lintSources, stateOfText } from "../../src/lint.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const webPlan = "test/terraform/fixtures/plans/web.json";
const webText = readFileSync(join(root, webPlan), "utf8");
const SECRETS = ["db-Root-Pa55word-XYZ", "Instance-Root-Pass-123", "MIIBtopsecretcert", "Var-Secret-Key-77"];

function cli(args: string[], cwd = root) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const P = "registry.terraform.io/linode/linode";
/** A plan in terraform show -json's format with the given resource changes (and configuration resources). */
function plan(changes: object[], config: object[] = []): string {
  return JSON.stringify({ format_version: "1.2", terraform_version: "1.9.8", resource_changes: changes, configuration: { root_module: { resources: config } } }, null, 2);
}
function change(address: string, actions: string[], before: object | null, after: object | null, extra: Record<string, unknown> = {}) {
  const [type, name] = address.split(".");
  return { address, mode: "managed", type, name, provider_name: P, change: { actions, before, after, after_unknown: {}, before_sensitive: {}, after_sensitive: {}, ...extra } };
}
const lintPlan = (text: string) => lintSources([{ filePath: "plan.json", text }])[0]!.messages;
const fw = (label: string, ports: string) => ({ label, inbound_policy: "DROP", outbound_policy: "ACCEPT", disabled: false, tags: [], inbound: [{ label: "allow-web", action: "ACCEPT", protocol: "TCP", ports, ipv4: ["10.0.0.0/8"], ipv6: null, description: "" }], outbound: [] });

describe("a plan is linted with the state file's rules", () => {
  it("names each finding's address and attribute, at the value's line in the plan", () => {
    const messages = lintPlan(webText);
    const lines = webText.split("\n");
    const byRule = new Map(messages.map((m) => [m.ruleId, m]));
    const ports = byRule.get("firewall-ports-syntax")!;
    expect(ports.message).toMatch(/^linode_firewall\.web\.inbound\[1\]\.ports: ports "22-"/);
    expect(lines[ports.line! - 1]).toContain('"ports": "22-"');
    const subnet = byRule.get("subnet-ipv4-canonical")!;
    expect(subnet.message).toMatch(/^linode_vpc_subnet\.app\.ipv4: /);
    expect(lines[subnet.line! - 1]).toContain('"ipv4": "10.0.1.5/24"');
    // A module's resource, by its full address.
    expect(byRule.get("database-allow-list-open")!.message).toMatch(/^module\.db\.linode_database_mysql_v2\.main\.allow_list\[0\]: /);
    // The provider's default description "" is not the user's mistake.
    expect(messages.map((m) => m.ruleId)).not.toContain("firewall-rule-description-length");
    // Other providers' resources are not read.
    expect(messages.map((m) => m.message).join("\n")).not.toContain("aws_s3_bucket");
  });

  it("an instance the plan creates from an image with no SSH key is reported; an inventory entry of a state file is not", () => {
    const keys = lintPlan(webText).find((m) => m.ruleId === "compute-ssh-keys")!;
    expect(keys.message).toMatch(/^linode_instance\.web\.image: the instance is created from "compute\/debian12" with no authorized_keys/);
    const state = lintSources([{ filePath: "s.yaml", text: "computes:\n  - { label: web-1, region: us-east, image: compute/debian12 }\n" }])[0]!.messages;
    expect(state.map((m) => m.ruleId)).not.toContain("compute-ssh-keys");
  });

  it("reports the transitions of the change without --baseline: the plan's before is the baseline", () => {
    const allowList = lintPlan(webText).find((m) => m.ruleId === "database-allow-list-change")!;
    expect(allowList.message).toContain('before it admitted only "10.0.1.0/24"');
  });

  it("a replace is a delete and a create: the delete's rules apply, the update-only ones do not", () => {
    const db = { label: "orders-db", engine_id: "mysql/8", region: "us-east", type: "g6-dedicated-2", cluster_size: 3, allow_list: ["10.0.1.0/24"], id: "12", status: "active" };
    const replaced = lintPlan(plan([change("linode_database_mysql_v2.main", ["delete", "create"], db, { ...db, id: undefined, status: undefined, region: "us-west" })])).map((m) => m.ruleId);
    expect(replaced).toContain("database-deleted");
    expect(replaced).not.toContain("database-field-changed");
    // The same change as an update is refused: the region of a database cannot be updated.
    const updated = lintPlan(plan([change("linode_database_mysql_v2.main", ["update"], db, { ...db, region: "us-west" })])).map((m) => m.ruleId);
    expect(updated).not.toContain("database-deleted");
    expect(updated).toEqual(["database-field-changed"]);
  });

  it("resolves references unknown in after through the configuration, and never guesses the rest", () => {
    const instance = change("linode_instance.web", ["create"], null, { label: "web-1", region: "us-east", image: "linode/debian12", authorized_keys: ["ssh-ed25519 AAAA"] }, { after_unknown: { id: true } });
    const firewall = (linodes: object) => change("linode_firewall.web", ["create"], null, fw("web-fw", "443"), { after_unknown: { id: true, linodes: true } });
    const config = (linodes: object) => [{ address: "linode_firewall.web", mode: "managed", type: "linode_firewall", name: "web", expressions: { linodes } }];
    // linodes = [linode_instance.web.id]: the firewall protects web-1; a second enabled one on it is refused.
    const second = change("linode_firewall.other", ["create"], null, fw("other-fw", "443"), { after_unknown: { id: true, linodes: true } });
    const both = [...config({ references: ["linode_instance.web.id", "linode_instance.web"] }), { address: "linode_firewall.other", mode: "managed", type: "linode_firewall", name: "other", expressions: { linodes: { references: ["linode_instance.web.id", "linode_instance.web"] } } }];
    expect(lintPlan(plan([instance, firewall({}), second], both)).map((m) => m.ruleId)).toContain("firewall-single-active");
    // linodes = var.ids: unknown, so nothing about the devices is reported (no unresolved reference, no guess).
    const unknown = lintPlan(plan([instance, firewall({}), second], [...config({ references: ["var.ids"] }), { address: "linode_firewall.other", mode: "managed", type: "linode_firewall", name: "other", expressions: { linodes: { references: ["var.ids"] } } }]));
    expect(unknown.map((m) => m.ruleId)).not.toContain("firewall-single-active");
    expect(unknown.map((m) => m.ruleId)).not.toContain("unresolved-reference");
  });

  it("a reference resolves only where it is the resource's identity: a disk's id is not the instance", () => {
    // disk_id = linode_instance.bastion.disk.0.id: Terraform lists every prefix of the traversal.
    const instance = change("linode_instance.bastion", ["create"], null, { label: "bastion", region: "us-east", image: "linode/debian12", authorized_keys: ["ssh-ed25519 AAAA"] }, { after_unknown: { id: true, disk: true } });
    const image = change("linode_image.golden", ["create"], null, { label: "golden", description: "from the bastion's disk" }, { after_unknown: { id: true, disk_id: true } });
    const config = (references: string[]) => [{ address: "linode_image.golden", mode: "managed", type: "linode_image", name: "golden", expressions: { disk_id: { references } } }];
    const disk = lintPlan(plan([instance, image], config(["linode_instance.bastion.disk[0].id", "linode_instance.bastion.disk[0]", "linode_instance.bastion.disk", "linode_instance.bastion"])));
    expect(disk.map((m) => m.message).join("\n")).not.toMatch(/disk_id|bastion/);
    expect(disk.filter((m) => m.severity === "error")).toEqual([]);
    // The identity itself still resolves: `linode_instance.bastion.id` is the instance (an integer id once applied).
    const id = lintPlan(plan([instance, image], config(["linode_instance.bastion.id", "linode_instance.bastion"])));
    expect(id.map((m) => m.message).join("\n")).toMatch(/disk_id/);
  });

  it("a subnet whose VPC is unknown is not checked against a guessed VPC; a label left unknown is not a missing label", () => {
    const subnet = change("linode_vpc_subnet.app", ["create"], null, { label: "app", ipv4: "10.0.1.0/24" }, { after_unknown: { vpc_id: true, id: true } });
    expect(lintPlan(plan([subnet]))).toEqual([]);
    const vpc = change("linode_vpc.main", ["create"], null, { region: "us-east" }, { after_unknown: { label: true, id: true } });
    expect(lintPlan(plan([vpc])).map((m) => m.ruleId)).not.toContain("vpc-required-field");
    // Known and missing is still reported.
    expect(lintPlan(plan([change("linode_vpc.main", ["create"], null, { label: "prod" })])).map((m) => m.ruleId)).toContain("vpc-required-field");
  });

  it("reads a counted resource's instances, and does not take the bare address for one of them", () => {
    const changes = [0, 1].map((i) => ({ ...change(`linode_firewall.web[${i}]`, ["create"], null, fw(`web-fw-${i}`, i === 1 ? "80-" : "80")), name: "web", type: "linode_firewall", index: i }));
    const messages = lintPlan(plan(changes));
    expect(messages.filter((m) => m.ruleId === "firewall-ports-syntax").map((m) => m.message)).toEqual([expect.stringMatching(/^linode_firewall\.web\[1\]\.inbound\[0\]\.ports: /)]);
  });

  it("refuses another major format version with a clear finding", () => {
    const [message] = lintPlan(JSON.stringify({ format_version: "2.0", resource_changes: [] }));
    expect(message).toMatchObject({ ruleId: "parse-error", line: 1 });
    expect(message!.message).toContain("format 1.x");
  });
});

describe("Terraform's own show -json fixtures", () => {
  const dir = join(fixtures, "terraform-show-json");
  it.each(readdirSync(dir).filter((f) => f.endsWith(".json")))("%s is read as Terraform and lints with no finding", (file) => {
    const text = readFileSync(join(dir, file), "utf8");
    expect(stateOfText(file, text).state).toEqual({});
    expect(lintSources([{ filePath: file, text }])[0]!.messages).toEqual([]);
  });
});

describe("the CLI on a plan", () => {
  it("lints plan.json with its transitions and exits 1 on an error", () => {
    const r = cli(["lint", webPlan]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("linode_firewall.web.inbound[1].ports");
    expect(r.stdout).toContain("database-allow-list-change");
  });

  it("cloudlint plan plan.json lists the API calls of the change", () => {
    const r = cli(["plan", webPlan]);
    expect(r.stdout).toContain('POST /vpcs  VPC "prod"');
    expect(r.stdout).toContain("PUT /databases/mysql/instances/4411");
    expect(r.stdout).toContain("DELETE /compute/stackscripts/901");
  });

  it("never shows a secret of the plan: root passwords, certificates, sensitive values, variables", () => {
    // The plan with resources no rule checks, holding secrets of their own (listed with --debug),
    // and the same plan in another major format version (refused with exit 2).
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-secrets-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const plan = JSON.parse(webText) as { resource_changes: object[] };
    const unchecked = (address: string, after: Record<string, string>) => {
      const [type, name] = address.split(".");
      const sensitive = Object.fromEntries(Object.keys(after).map((k) => [k, true]));
      return { address, mode: "managed", type, name, provider_name: P, change: { actions: ["create"], before: null, after, after_unknown: {}, before_sensitive: false, after_sensitive: sensitive } };
    };
    plan.resource_changes.push(unchecked("linode_token.ci", { token: "Tok-Secret-Token-99" }), unchecked("linode_object_storage_key.k", { secret_key: "Obj-Secret-Key-88" }));
    writeFileSync(join(dir, "plan.json"), JSON.stringify(plan, null, 2));
    writeFileSync(join(dir, "v2.json"), JSON.stringify({ ...plan, format_version: "2.0" }, null, 2));
    const secrets = [...SECRETS, "Tok-Secret-Token-99", "Obj-Secret-Key-88"];
    const outputs = [
      ...["stylish", "json", "sarif", "junit", "github"].map((format) => cli(["lint", "plan.json", "--format", format, "--debug"], dir)),
      ...["stylish", "json", "markdown"].map((format) => cli(["plan", "plan.json", "--format", format, "--debug"], dir)),
      ...["lint", "plan"].map((command) => cli([command, "v2.json", "--debug"], dir)),
    ];
    // Each new output is there: the --debug lines, each operation's address, the exit-2 message.
    expect(outputs[0]!.stderr).toMatch(/cloudlint: debug: plan\.json:\d+: linode_token \(e\.g\. linode_token\.ci\) is not checked: the mapping does not cover it\n/);
    expect(outputs[5]!.stderr).toMatch(/cloudlint: debug: plan\.json:\d+: linode_object_storage_key \(e\.g\. linode_object_storage_key\.k\) is not checked/);
    expect(outputs[6]!.stdout).toContain('"address": "module.db.linode_database_mysql_v2.main"');
    for (const r of outputs.slice(-2)) expect(r).toMatchObject({ code: 2, stdout: "", stderr: expect.stringContaining('v2.json: format_version "2.0" of terraform show -json is not supported') });
    for (const r of outputs) for (const secret of secrets) expect(r.stdout + r.stderr).not.toContain(secret);
  });
});
