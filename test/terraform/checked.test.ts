/**
 * "Say what was checked" (issue 35): every lint of Terraform input says how many of the provider's
 * resources it checked fully, partly or not at all (FileResult.terraform; one stylish line; the
 * JSON file result's `terraform`; SARIF's run properties), and --debug names each unknown value
 * with its file, line and why; the note on a type no rule checks is at the file that holds it.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { lintSources, statesOfSources } from "../../src/lint.js";
import { formatStylish } from "../../src/format/stylish.js";
import { formatJson } from "../../src/format/json.js";
import { formatSarif } from "../../src/format/sarif.js";
import { sarifValidator } from "../helpers/sarif.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const fixture = (path: string) => ({ filePath: path, text: readFileSync(join(root, "test/terraform/fixtures", path), "utf8") });
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-tf-checked-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function cli(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" }, timeout: 20_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const counts = (t: { fully: number; partly: number; notAtAll: number; modulesNotRead: number } | undefined) => t && { fully: t.fully, partly: t.partly, notAtAll: t.notAtAll, modulesNotRead: t.modulesNotRead };

/** A module of two files: the resources no rule fully checks are in the second, below its first lines. */
const twoFiles = {
  "infra/a.tf": 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = "us-east"\n}\n',
  "infra/b.tf": [
    "# the second file",
    "",
    'resource "linode_sshkey" "admin" {',
    '  label   = "admin"',
    "}",
    "",
    'resource "linode_firewall" "web" {',
    '  label           = "web-fw"',
    '  inbound_policy  = "DROP"',
    '  outbound_policy = "ACCEPT"',
    "  inbound {",
    '    label    = "ssh"',
    '    action   = "ACCEPT"',
    '    protocol = "TCP"',
    '    ports    = "22"',
    "    ipv4     = [var.admin_cidr]",
    "  }",
    "}",
    "",
    'resource "linode_instance" "web" {',
    "  count  = var.enabled ? 1 : 0",
    '  label  = "web"',
    '  region = "us-east"',
    "}",
    "",
    'module "dns" {',
    '  source = "example/dns/linode"',
    "}",
    "",
  ].join("\n"),
};

describe("the counts, on the repository's fixtures", () => {
  it("provider-example.tf: 7 fully, 3 partly (a file not given, a range known after apply), 1 module call not read", () => {
    const [r] = lintSources([fixture("hcl/provider-example.tf")]);
    // Evaluated: the variables' defaults (var.region "us-ord", var.web_count 2), the firewall's for
    // expressions and splat, web's template, concat and the bastion device's toset(). Partly: web[0]
    // and web[1] (file() of a key the library is not given) and the database (a subnet's range
    // known after apply).
    expect(counts(r!.terraform)).toEqual({ fully: 7, partly: 3, notAtAll: 0, modulesNotRead: 1 });
    const whole = r!.terraform!.unchecked.map((u) => `${u.line}: ${u.address}: ${u.reason}`);
    expect(whole).toEqual(['216: module.dns: local module "./modules/dns" is not among the linted files']);
    expect(r!.terraform!.unknown.every((u) => !u.whole)).toBe(true);
    const partly = r!.terraform!.unknown.map((u) => `${u.line}: ${u.address}.${u.attribute}: ${u.reason}`);
    expect(partly.filter((p) => p.includes("var.region") || p.includes("var.web_count"))).toEqual([]);
    expect(partly).toEqual([
      '118: linode_instance.web[0].authorized_keys[0]: file("~/.ssh/id_ed25519.pub"): the file is not read (outside the repository, past the size limits, or not given to the library)',
      '118: linode_instance.web[1].authorized_keys[0]: file("~/.ssh/id_ed25519.pub"): the file is not read (outside the repository, past the size limits, or not given to the library)',
      "180: linode_database_mysql_v2.main.allow_list[0]: linode_vpc_subnet.db.ipv4 is known only after apply",
    ]);
    // Never a value: var.linode_token is a name here, never what it holds.
    for (const u of [...r!.terraform!.unchecked, ...r!.terraform!.unknown]) expect(u.filePath).toBe("hcl/provider-example.tf");
  });

  it("the CI fixture (a root and its local module): every resource fully; a plan: every resource fully", () => {
    const ci = ["ci/main.tf", "ci/modules/net/vpc.tf", "ci/modules/net/firewall.tf"].flatMap((p) => {
      try {
        return [fixture(p)];
      } catch {
        return [];
      }
    });
    const results = lintSources(ci);
    expect(counts(results[0]!.terraform)).toEqual({ fully: 3, partly: 0, notAtAll: 0, modulesNotRead: 0 });
    expect(results.slice(1).every((r) => r.terraform === undefined)).toBe(true);
    const [plan] = lintSources([fixture("plans/web.json")]);
    expect(counts(plan!.terraform)).toEqual({ fully: 6, partly: 0, notAtAll: 0, modulesNotRead: 0 });
  });

  it("a plan's values unknown until apply make a resource partly checked, with the plan's reason; state files say nothing", () => {
    const plan = JSON.stringify({
      format_version: "1.2",
      resource_changes: [
        {
          address: "linode_firewall.web",
          mode: "managed",
          type: "linode_firewall",
          name: "web",
          change: {
            actions: ["create"],
            before: null,
            after: { label: "web-fw", inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ label: "ssh", action: "ACCEPT", protocol: "TCP", ports: "22" }] },
            after_unknown: { id: true, inbound: [{ ipv4: true }] },
            after_sensitive: {},
          },
        },
        { address: "linode_vpc.main", mode: "managed", type: "linode_vpc", name: "main", change: { actions: ["create"], before: null, after: { label: "main", region: "us-east" }, after_unknown: { id: true }, after_sensitive: {} } },
      ],
    });
    const [r, state] = lintSources([{ filePath: "plan.json", text: plan }, { filePath: "vpc.yaml", text: "vpcs: []\n" }]);
    expect(counts(r!.terraform)).toEqual({ fully: 1, partly: 1, notAtAll: 0, modulesNotRead: 0 });
    expect(r!.terraform!.unknown.map((u) => `${u.address}.${u.attribute}: ${u.reason}`)).toEqual(["linode_firewall.web.inbound[0].ipv4: the plan leaves it unknown (known only after apply, or sensitive)"]);
    expect(state!.terraform).toBeUndefined();
    expect(formatStylish([state!])).not.toContain("Terraform:");
  });
});

describe("a module of two files: each note at the file and line that hold it", () => {
  it("the library: counts on the first file, notes in the second with their lines", () => {
    const [a, b] = lintSources(Object.entries(twoFiles).map(([filePath, text]) => ({ filePath, text })));
    expect(counts(a!.terraform)).toEqual({ fully: 1, partly: 1, notAtAll: 2, modulesNotRead: 1 });
    expect(b!.terraform).toBeUndefined();
    expect(a!.notChecked).toEqual([{ type: "linode_sshkey", address: "linode_sshkey.admin", reason: "the mapping does not cover it", filePath: "infra/b.tf", line: 3 }]);
    const note = (u: { filePath: string; line?: number; address: string; attribute: string; reason: string }) => `${u.filePath}:${u.line} ${u.address} ${u.attribute} | ${u.reason}`;
    expect(a!.terraform!.unchecked.map(note)).toEqual([
      "infra/b.tf:3 linode_sshkey.admin  | the mapping does not cover its type",
      "infra/b.tf:21 linode_instance.web  | count: no value for var.enabled",
      'infra/b.tf:27 module.dns  | module "example/dns/linode" is not a local folder (registry and git modules are not read)',
    ]);
    expect(a!.terraform!.unchecked.map((u) => u.type)).toEqual(["linode_sshkey", "linode_instance", undefined]);
    expect(a!.terraform!.unknown.map(note)).toEqual(["infra/b.tf:16 linode_firewall.web inbound[0].ipv4[0] | no value for var.admin_cidr"]);
    // cloudlint plan's reading of the same files carries the same notes.
    expect(counts(statesOfSources(Object.entries(twoFiles).map(([filePath, text]) => ({ filePath, text })))[0]!.terraform)).toEqual(counts(a!.terraform));
  });

  it("a local module's resource: its notes at the module's file, the counts on the root's first file", () => {
    const files = [
      // No argument and no default for region: unknown however variables are evaluated.
      { filePath: "live/main.tf", text: 'module "net" {\n  source = "../modules/net"\n}\n' },
      { filePath: "modules/net/variables.tf", text: 'variable "region" {}\n' },
      { filePath: "modules/net/vpc.tf", text: '\n\nresource "linode_vpc" "main" {\n  label  = "main"\n  region = var.region\n}\n' },
    ];
    const results = lintSources(files);
    expect(counts(results[0]!.terraform)).toEqual({ fully: 0, partly: 1, notAtAll: 0, modulesNotRead: 0 });
    expect(results.slice(1).map((r) => r.terraform)).toEqual([undefined, undefined]);
    expect(results[0]!.terraform!.unknown.map((u) => `${u.filePath}:${u.line}:${u.column} ${u.address}.${u.attribute}: ${u.reason}`)).toEqual(["modules/net/vpc.tf:5:12 module.net.linode_vpc.main.region: no value for module.net.var.region"]);
  });

  it("the CLI: one stylish line, the JSON file result's terraform, SARIF's run properties, and --debug at b.tf's lines", () => {
    const dir = workspace(twoFiles);
    const stylish = cli(["lint", "infra"], dir);
    expect(stylish.code).toBe(0);
    // The registry module's call is also a terraform-module note at its source line (it is not installed).
    expect(stylish.stdout).toBe(
      'infra/b.tf\n  27:12  info  module "dns": example/dns/linode is not installed (no infra/.terraform/modules/modules.json; run terraform init); its resources are not checked  terraform-module\n\n✖ 1 problem (0 errors, 0 warnings, 1 info)\n' +
      "Terraform: 4 resources checked: 1 fully, 1 partly (unknown values), 2 not at all (linode_sshkey: not covered; linode_instance.web: count: no value for var.enabled); 1 module call not read (module.dns); --debug names each unknown value\n",
    );
    expect(stylish.stderr).toBe("");
    const json = JSON.parse(cli(["lint", "infra", "--format", "json"], dir).stdout) as Array<Record<string, unknown>>;
    expect(json.map((f) => f.terraform)).toEqual([{ fully: 1, partly: 1, notAtAll: 2, modulesNotRead: 1 }, undefined]);
    // SPEC §4's shape is kept: every element has its filePath, messages and counts.
    for (const f of json) expect(Object.keys(f)).toEqual(expect.arrayContaining(["filePath", "messages", "errorCount", "warningCount", "infoCount"]));
    const sarif = JSON.parse(cli(["lint", "infra", "--format", "sarif"], dir).stdout) as { runs: Array<{ properties?: unknown }> };
    expect(sarif.runs[0]!.properties).toEqual({ terraform: { fully: 1, partly: 1, notAtAll: 2, modulesNotRead: 1 } });
    // Still a valid SARIF 2.1.0 log (a run's properties are a property bag).
    const validate = sarifValidator();
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const debug = cli(["lint", "infra", "--debug"], dir).stderr.split("\n").filter((l) => /infra[\\/]b\.tf|infra[\\/]a\.tf/.test(l));
    expect(debug).toEqual([
      "cloudlint: debug: infra/b.tf:3: linode_sshkey (e.g. linode_sshkey.admin) is not checked: the mapping does not cover it",
      "cloudlint: debug: infra/b.tf:16:17: linode_firewall.web.inbound[0].ipv4[0] is unknown: no value for var.admin_cidr",
      "cloudlint: debug: infra/b.tf:21:12: linode_instance.web is not checked: count: no value for var.enabled",
      'cloudlint: debug: infra/b.tf:27:12: module.dns is not read: module "example/dns/linode" is not a local folder (registry and git modules are not read)',
    ]);
  });

  it("--debug names at most 50 unknown values, then how many more", () => {
    const rules = Array.from({ length: 60 }, (_, i) => `  inbound {\n    label    = "r${i}"\n    action   = "ACCEPT"\n    protocol = "TCP"\n    ports    = var.port_${i}\n    ipv4     = ["10.0.0.0/8"]\n  }`).join("\n");
    const dir = workspace({ "main.tf": `resource "linode_firewall" "web" {\n  label = "web-fw"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n${rules}\n}\n` });
    const lines = cli(["lint", ".", "--debug"], dir).stderr.split("\n");
    const named = lines.filter((l) => / is unknown: no value for var\.port_/.test(l));
    // The first 50 of the resource's 60 (a resource explains at most 64), in file order, then the rest counted.
    expect(named.length).toBe(50);
    expect(named[0]).toBe("cloudlint: debug: main.tf:9:16: linode_firewall.web.inbound[0].ports is unknown: no value for var.port_0");
    expect(lines).toContain("cloudlint: debug: … and 10 more unknown Terraform values not listed");
  });
});

describe("--debug escapes the input's names", () => {
  it("a module name, a module source and a resource name with a terminal escape and a forged workflow command", () => {
    const evil = "x\u001b]0;owned\u0007\n::error file=evil.tf,line=1::injected\u202e";
    const dir = workspace({ "main.tf.json": JSON.stringify({ resource: { linode_instance: { [evil]: { count: "${var.n}" } } }, module: { [evil]: { source: evil } } }) });
    const r = cli(["lint", ".", "--debug"], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("cloudlint: debug: main.tf.json:1:");
    expect(r.stderr).toContain("is not checked: count: no value for var.n");
    expect(r.stderr).toContain("is not a local folder (registry and git modules are not read)");
    expect(r.stdout + r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    for (const line of (r.stdout + r.stderr).split("\n")) expect(line).not.toMatch(/^\s*::/);
  });
});

describe("the formatters read the counts defensively", () => {
  it("a result's terraform of the wrong shape is read as zeros; no count is ever a string", () => {
    const bad = [{ filePath: "x.tf", messages: [], errorCount: 0, warningCount: 0, infoCount: 0, terraform: { fully: "3", partly: null, unchecked: "x", unknown: 7 } }];
    // Nothing of the provider's to speak of: the stylish report stays silent, as on a clean run.
    expect(formatStylish(bad as never)).toBe("");
    const some = [{ ...bad[0], terraform: { fully: 2, partly: -0, notAtAll: Infinity, modulesNotRead: "1" } }];
    expect(formatStylish(some as never)).toBe("Terraform: 2 resources checked: 2 fully, 0 partly (unknown values), 0 not at all\n");
    expect((JSON.parse(formatJson(bad as never)) as Array<{ terraform: unknown }>)[0]!.terraform).toEqual({ fully: 0, partly: 0, notAtAll: 0, modulesNotRead: 0 });
    expect((JSON.parse(formatSarif(bad as never)) as { runs: Array<{ properties: unknown }> }).runs[0]!.properties).toEqual({ terraform: { fully: 0, partly: 0, notAtAll: 0, modulesNotRead: 0 } });
  });
});
