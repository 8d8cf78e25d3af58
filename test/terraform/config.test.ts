/**
 * Terraform configurations (`.tf`, `.tf.json`) through the linter: the same rules and findings as
 * a state file with the same content, at the attribute's line and column; references by address;
 * unknowns never guessed; count/for_each over literals; local modules; suppressions; fixes.
 */
import { describe, expect, it } from "vitest";
import { fixText, lintSources, type Diagnostic, type SourceFile } from "../../src/index.js";
import { statesOfSources } from "../../src/lint.js";
import { moduleFolder } from "../../src/terraform/config.js";

const run = (files: Record<string, string>, options = {}) => lintSources(Object.entries(files).map(([filePath, text]): SourceFile => ({ filePath, text })), { today: "2026-11-25", ...options });
const found = (files: Record<string, string>, options = {}) => run(files, options).flatMap((r) => r.messages.map((m) => ({ file: r.filePath, ...m })));
const ids = (ds: readonly Diagnostic[]) => ds.map((d) => d.ruleId).sort();

const SUBNETS = `resource "linode_vpc" "main" {
  label  = "main"
  region = "us-east"
}

resource "linode_vpc_subnet" "a" {
  vpc_id = linode_vpc.main.id
  label  = "a"
  ipv4   = "10.0.1.5/24"
}

resource "linode_vpc_subnet" "b" {
  vpc_id = linode_vpc.main.id
  label  = "b"
  ipv4   = "10.0.1.0/25"
}
`;

describe(".tf files", () => {
  it("reports the state file's findings at the attribute's line and column, naming the address", () => {
    const ds = found({ "infra/main.tf": SUBNETS });
    const canonical = ds.find((d) => d.ruleId === "subnet-ipv4-canonical")!;
    expect(canonical).toMatchObject({ file: "infra/main.tf", line: 9, column: 12 });
    expect(canonical.message).toMatch(/^linode_vpc_subnet\.a\.ipv4: /);
    // The subnets are tied to their VPC by reference only: the overlap needs that.
    const overlap = ds.find((d) => d.ruleId === "subnet-overlap")!;
    expect(overlap).toMatchObject({ line: 15, column: 12 });
    expect(overlap.related?.[0]).toMatchObject({ file: "infra/main.tf", line: 9 });
  });

  it("gives the findings the same content as a state file gives", () => {
    const yaml = "vpcs:\n  - label: main\n    region: us-east\n    subnets:\n      - label: a\n        ipv4: 10.0.1.5/24\n      - label: b\n        ipv4: 10.0.1.0/25\n";
    expect(ids(found({ "infra/main.tf": SUBNETS }))).toEqual(ids(found({ "state.yaml": yaml })));
  });

  it("reads the files of one folder as one module, and routes each finding to the file that holds it", () => {
    const [vpc, subnets] = [SUBNETS.split("\n").slice(0, 5).join("\n"), SUBNETS.split("\n").slice(5).join("\n")];
    const results = run({ "infra/vpc.tf": vpc, "infra/subnets.tf": subnets });
    expect(results[0]!.messages).toEqual([]);
    expect(ids(results[1]!.messages)).toEqual(["subnet-ipv4-canonical", "subnet-overlap"]);
    expect(results[1]!.messages.find((m) => m.ruleId === "subnet-ipv4-canonical")).toMatchObject({ line: 4, column: 12 });
  });

  it("keeps each folder (root module) its own account: the same labels in two environments are not duplicates", () => {
    const fw = 'resource "linode_firewall" "web" {\n  label = "web-fw"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n}\n';
    expect(found({ "envs/prod/main.tf": fw, "envs/staging/main.tf": fw })).toEqual([]);
    // In one folder, two resources with one label are the duplicate the API refuses.
    expect(ids(found({ "envs/prod/main.tf": fw + fw.replace('"web"', '"web2"') }))).toContain("firewall-label-unique");
  });

  it("follows a module call to a local folder, with module.<name>. addresses and the module file's positions", () => {
    const ds = found({
      "env/main.tf": 'module "net" {\n  source = "../modules/net"\n}\n',
      "modules/net/fw.tf": 'resource "linode_firewall" "db" {\n  label = "db-fw"\n  inbound_policy = "drop"\n  outbound_policy = "ACCEPT"\n}\n',
    });
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ file: "modules/net/fw.tf", ruleId: "firewall-policy", line: 3, column: 20 });
    expect(ds[0]!.message).toMatch(/^module\.net\.linode_firewall\.db\.inbound_policy: /);
  });

  it("expands count and for_each over literals, with count.index, each.key and each.value", () => {
    const tf = `resource "linode_vpc" "env" {
  for_each = { prod = "us-east", dev = "mars-1" }
  label    = each.key
  region   = each.value
}
resource "linode_firewall" "fw" {
  count           = 2
  label           = "fw"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
}
`;
    const ds = found({ "m/main.tf": tf });
    // Two firewalls labelled "fw" from one block (count = 2): a duplicate, reported once per instance.
    expect(ds.filter((d) => d.ruleId === "firewall-label-unique").length).toBeGreaterThanOrEqual(1);
    expect(ds.filter((d) => d.ruleId === "firewall-label-unique").every((d) => d.line === 8)).toBe(true);
    const state = statesOfSources([{ filePath: "m/main.tf", text: tf }])[0]!.state as { vpcs: { label: string; region: string }[] };
    // Instances in the order of their keys, as Terraform orders a for_each's instances.
    expect(state.vpcs.map((v) => [v.label, v.region])).toEqual([
      ["dev", "mars-1"],
      ["prod", "us-east"],
    ]);
  });

  it("never guesses: variables, functions, conditionals, for, splats, dynamic blocks and unknown counts give no finding", () => {
    const tf = `variable "proto" {}
resource "linode_firewall" "web" {
  label           = var.label
  inbound_policy  = var.policy == "x" ? "ACCEPT" : "DROP"
  outbound_policy = upper("accept")
  inbound {
    label    = "ok-rule"
    action   = "ACCEPT"
    protocol = var.proto
    ports    = "22"
    ipv4     = [for a in var.cidrs : a]
  }
  dynamic "outbound" {
    for_each = var.rules
    content { label = "x" }
  }
  linodes = linode_instance.web[*].id
}
resource "linode_firewall" "counted" {
  count          = var.n
  label          = "x"
  inbound_policy = "nope"
}
`;
    expect(found({ "m/main.tf": tf })).toEqual([]);
    // The rest of the resource is still checked: a literal mistake beside the unknowns is found.
    const ds = found({ "m/main.tf": tf.replace('ports    = "22"', 'ports    = "22-"') });
    expect(ids(ds)).toEqual(["firewall-ports-syntax"]);
    // At the place in the string where the range is broken (after the "-"), as in YAML.
    expect(ds[0]).toMatchObject({ line: 10, column: 20 });
  });

  it("resolves locals over literals and leaves locals over variables unknown", () => {
    const tf = (region: string, label = '"main"') => `locals {\n  region = ${region}\n  label = ${label}\n}\nresource "linode_vpc" "main" {\n  label  = local.label\n  region = local.region\n}\n`;
    expect((statesOfSources([{ filePath: "a/main.tf", text: tf('"us-east"') }])[0]!.state as { vpcs: { region?: string }[] }).vpcs[0]!.region).toBe("us-east");
    expect((statesOfSources([{ filePath: "a/main.tf", text: tf("var.region") }])[0]!.state as { vpcs: { region?: string }[] }).vpcs[0]!.region).toBeUndefined();
    expect(found({ "a/main.tf": tf('"us-east"', '"not a label!"') }).map((d) => [d.ruleId, d.line])).toEqual([["vpc-label-syntax", 6]]);
  });

  it("reports a syntax error as a parse-error at its position, and still reads the rest", () => {
    const ds = found({ "m/main.tf": 'resource "linode_vpc" "a" {\n  label = "a"\n  region = \n}\nresource "linode_firewall" "f" {\n  label = "fw-f"\n  inbound_policy = "drop"\n  outbound_policy = "DROP"\n}\n' });
    expect(ds.find((d) => d.ruleId === "parse-error")).toMatchObject({ line: 3 });
    expect(ds.find((d) => d.ruleId === "firewall-policy")).toMatchObject({ line: 7 });
  });

  it("reads .tf.json the same way, at the JSON value's position", () => {
    const json = JSON.stringify({ resource: { linode_vpc: { main: { label: "main", region: "us-east" } }, linode_vpc_subnet: { a: { vpc_id: "${linode_vpc.main.id}", label: "a", ipv4: "10.0.1.5/24" }, b: { vpc_id: "${linode_vpc.main.id}", label: "b", ipv4: "10.0.1.0/25" } } } }, null, 2);
    const ds = found({ "infra/main.tf.json": json });
    expect(ids(ds)).toEqual(ids(found({ "infra/main.tf": SUBNETS })));
    expect(ds.find((d) => d.ruleId === "subnet-ipv4-canonical")!.line).toBe(json.split("\n").findIndex((l) => l.includes("10.0.1.5/24")) + 1);
  });
});

describe("the provider token (provider-token)", () => {
  const secret = "3f9c0a8e7b6d5c4b3a2f1e0d9c8b7a6fSECRET";
  it("reports a token written in the provider block, never showing it", () => {
    const ds = found({ "m/main.tf": `provider "linode" {\n  token = "${secret}"\n}\n` });
    expect(ds).toMatchObject([{ ruleId: "provider-token", line: 2, column: 11 }]);
    expect(JSON.stringify(ds)).not.toContain(secret);
    expect(JSON.stringify(found({ "m/main.tf.json": JSON.stringify({ provider: { linode: { token: secret } } }) }))).not.toContain(secret);
    expect(ids(found({ "m/main.tf.json": JSON.stringify({ provider: { linode: { token: secret } } }) }))).toEqual(["provider-token"]);
  });
  it("is quiet for a variable, the environment, or another provider's token", () => {
    expect(found({ "m/main.tf": 'provider "linode" {\n  token = var.linode_token\n}\nprovider "other" {\n  token = "abc"\n}\nprovider "linode" {}\n' })).toEqual([]);
  });
  it("reports only a value shaped like a token: a placeholder is not a leaked token", () => {
    const tf = (token: string) => found({ "m/main.tf": `provider "linode" {\n  token = ${JSON.stringify(token)}\n}\n` });
    for (const real of ["3f9c0a8e7b6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b", secret, "a1b2c3d4e5f6a7b8c9d0"]) expect(ids(tf(real)), real).toEqual(["provider-token"]);
    for (const placeholder of ["<linode token>", "x".repeat(64), "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "YOUR_LINODE_API_TOKEN", "changeme", "0".repeat(64), "REPLACE-WITH-YOUR-TOKEN-0000", "a1b2c3d4e5f6a7b8c9d", "${var.token}", "your-token-here-1234567890abcdef"]) {
      expect(tf(placeholder), placeholder).toEqual([]);
      expect(found({ "m/main.tf.json": JSON.stringify({ provider: { linode: { token: placeholder } } }) }), placeholder).toEqual([]);
    }
  });
  it("reports a token a plan's configuration holds", () => {
    const plan = { format_version: "1.2", resource_changes: [], configuration: { provider_config: { linode: { name: "linode", expressions: { token: { constant_value: secret } } } } } };
    const ds = found({ "plan.json": JSON.stringify(plan, null, 1) });
    expect(ids(ds)).toEqual(["provider-token"]);
    expect(JSON.stringify(ds)).not.toContain(secret);
  });
});

describe("suppressions in .tf comments", () => {
  const tf = (comment: string) => `resource "linode_firewall" "f" {\n  label = "fw-f"\n  ${comment}\n  inbound_policy = "drop"\n  outbound_policy = "DROP"\n}\n`;
  it.each(["# cloudlint-disable-next-line firewall-policy -- migrating", "// cloudlint-disable-next-line firewall-policy -- migrating", "/* cloudlint-disable-next-line firewall-policy -- migrating */"])("%s suppresses the next line", (comment) => {
    expect(found({ "m/main.tf": tf(comment) })).toEqual([]);
  });
  it("reports one that suppresses nothing, and one without a reason", () => {
    expect(ids(found({ "m/main.tf": tf("# cloudlint-disable-next-line firewall-label-unique -- x") }))).toEqual(["firewall-policy", "unused-suppression"]);
    expect(ids(found({ "m/main.tf": tf("# cloudlint-disable-next-line firewall-policy") }))).toEqual(["firewall-policy", "suppression-invalid"]);
  });
  it("does not take a # inside a string for a comment", () => {
    const text = `resource "linode_firewall" "f" {\n  label = "# cloudlint-disable-next-line firewall-policy -- x"\n  inbound_policy = "drop"\n  outbound_policy = "DROP"\n}\n`;
    expect(ids(found({ "m/main.tf": text }))).toContain("firewall-policy");
  });
});

describe("--fix on .tf (fixText)", () => {
  it("rewrites only the literal, keeping everything else byte for byte", () => {
    const text = SUBNETS.replace('ipv4   = "10.0.1.5/24"', 'ipv4   = "10.0.1.5/24" # the app subnet').replace('label  = "main"', 'label  =   "main"   // spaced');
    const [result] = run({ "infra/main.tf": text });
    const { output, applied } = fixText("infra/main.tf", text, result!.messages);
    expect(applied).toBe(1);
    expect(output).toBe(text.replace('"10.0.1.5/24" # the app subnet', '"10.0.1.0/24" # the app subnet'));
  });
  it("fixes a module's file through the module's finding, and an enum's case", () => {
    const files = { "env/main.tf": 'module "net" {\n  source = "../modules/net"\n}\n', "modules/net/fw.tf": 'resource "linode_firewall" "db" {\n  label = "db-fw"\n  inbound_policy = "drop"\n  outbound_policy = "ACCEPT"\n}\n' };
    const results = run(files);
    expect(fixText("modules/net/fw.tf", files["modules/net/fw.tf"], results[1]!.messages).output).toContain('inbound_policy = "DROP"');
  });
  it("never rewrites a heredoc or a value the mapping converted, and a plan carries no fix", () => {
    const text = 'resource "linode_vpc_subnet" "a" {\n  vpc_id = linode_vpc.main.id\n  label = "a"\n  ipv4 = <<EOT\n10.0.1.5/24\nEOT\n}\nresource "linode_vpc" "main" {\n  label = "main"\n  region = "us-east"\n}\n';
    const [result] = run({ "m/main.tf": text });
    expect(fixText("m/main.tf", text, result!.messages).applied).toBe(0);
  });
});

describe("module sources", () => {
  it("joins and normalises a local source; anything else is not followed", () => {
    expect(moduleFolder("envs/prod", "../../modules/net")).toBe("modules/net");
    expect(moduleFolder("envs/prod", "./net/")).toBe("envs/prod/net");
    expect(moduleFolder("a", "../../x")).toBe("../x");
    expect(moduleFolder("/repo/a", "../b")).toBe("/repo/b");
    expect(moduleFolder("a", "git::https://example.com/x.git")).toBeUndefined();
    expect(moduleFolder("a", "hashicorp/consul/aws")).toBeUndefined();
  });
  it("does not loop on modules that call each other, and a module called by two roots reports once per finding", () => {
    const fw = 'resource "linode_firewall" "db" {\n  label = "db-fw"\n  inbound_policy = "drop"\n  outbound_policy = "ACCEPT"\n}\nmodule "back" {\n  source = "../a"\n}\n';
    const ds = found({ "a/main.tf": 'module "b" {\n  source = "../b"\n}\n', "b/main.tf": fw });
    expect(ids(ds)).toEqual(["firewall-policy"]);
    const twice = found({ "p/main.tf": 'module "net" {\n  source = "../m"\n}\n', "s/main.tf": 'module "net" {\n  source = "../m"\n}\n', "m/fw.tf": fw.split("module")[0]! });
    expect(ids(twice)).toEqual(["firewall-policy"]);
  });
});

describe("terraform show -json of a state as the baseline of a configuration", () => {
  const state = JSON.stringify({
    format_version: "1.0",
    terraform_version: "1.9.8",
    values: {
      root_module: {
        resources: [
          { address: "linode_vpc.main", mode: "managed", type: "linode_vpc", name: "main", provider_name: "registry.terraform.io/linode/linode", schema_version: 0, values: { id: "101", label: "main", region: "us-east", description: "" }, sensitive_values: {} },
          { address: "linode_vpc_subnet.app", mode: "managed", type: "linode_vpc_subnet", name: "app", provider_name: "registry.terraform.io/linode/linode", schema_version: 0, values: { id: "202", vpc_id: "101", label: "app", ipv4: "10.0.1.0/24" }, sensitive_values: {} },
          { address: "linode_database_mysql_v2.db", mode: "managed", type: "linode_database_mysql_v2", name: "db", provider_name: "registry.terraform.io/linode/linode", schema_version: 0, values: { id: "303", label: "orders-db", engine_id: "mysql/8", region: "us-east", type: "g6-nanode-1", cluster_size: 1, status: "active", allow_list: ["10.0.0.0/8"] }, sensitive_values: { root_password: true } },
        ],
      },
    },
  });
  const tf = 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = "us-east"\n}\nresource "linode_vpc_subnet" "app" {\n  vpc_id = linode_vpc.main.id\n  label  = "app"\n  ipv4   = "10.0.2.0/24"\n}\n';

  it("reports the transitions: an ipv4 changed in place, a database deleted", () => {
    const [result] = lintSources([{ filePath: "infra/main.tf", text: tf }], { baseline: [{ filePath: "terraform.tfstate.json", text: state }] });
    expect(ids(result!.messages)).toEqual(["database-deleted", "subnet-ipv4-changed"]);
    expect(result!.messages.find((m) => m.ruleId === "subnet-ipv4-changed")).toMatchObject({ line: 8, column: 12 });
    // Without the baseline, nothing is wrong with the configuration itself.
    expect(found({ "infra/main.tf": tf })).toEqual([]);
  });
});

describe("values as Terraform converts them", () => {
  it("reads `ports = 22` as the string the provider's schema makes of it", () => {
    const tf = (ports: string) => `resource "linode_firewall" "f" {\n  label = "fw-f"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n  inbound {\n    label = "ssh-in"\n    action = "ACCEPT"\n    protocol = "TCP"\n    ports = ${ports}\n    ipv4 = ["10.0.0.0/8"]\n  }\n}\n`;
    expect(found({ "m/main.tf": tf("22") })).toEqual([]);
    expect(found({ "m/main.tf": tf('"22"') })).toEqual([]);
  });
});

describe("bounded cost: what a small configuration can expand to", () => {
  const limitFindings = (files: Record<string, string>) => found(files).filter((d) => d.ruleId === "input-limit");

  it("modules calling modules: every module instance counts, past the budget an input-limit finding", () => {
    // 4 calls per level, 12 levels: 4^12 = 16.7 million module instances from ~2 KB of text.
    const files: Record<string, string> = { "infra/main.tf": [0, 1, 2, 3].map((k) => `module "c${k}" {\n  source = "./m0"\n}\n`).join("") };
    for (let d = 0; d < 12; d++) {
      const calls = d < 11 ? [0, 1, 2, 3].map((k) => `module "c${k}" {\n  source = "../m${d + 1}"\n}\n`).join("") : "";
      files[`infra/m${d}/main.tf`] = `${calls}resource "linode_vpc" "v" {\n  label = "v${d}"\n  region = "us-east"\n}\n`;
    }
    const limits = limitFindings(files);
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({ file: "infra/main.tf", line: 1 });
  });

  it("locals doubling locals are evaluated once each and charged by size", () => {
    const locals = ["a0 = \"x\"", ...Array.from({ length: 30 }, (_, i) => `a${i + 1} = [local.a${i}, local.a${i}]`)].join("\n  ");
    const text = `locals {\n  ${locals}\n}\nresource "linode_vpc" "v" {\n  label = "v"\n  region = "us-east"\n  description = local.a30\n}\n`;
    expect(limitFindings({ "infra/main.tf": text })).toHaveLength(1);
    // Under the budget, a local reused is read as it is.
    const small = `locals {\n  a = "us-east"\n  b = [local.a, local.a]\n}\nresource "linode_vpc" "v" {\n  label = "v"\n  region = local.b[1]\n}\n`;
    expect(found({ "infra/main.tf": small })).toEqual([]);
    expect((statesOfSources([{ filePath: "infra/main.tf", text: small }])[0]!.state as { vpcs: { region: string }[] }).vpcs[0]!.region).toBe("us-east");
  });

  it("a count of 100,000 on a firewall of 25 rules stops at the value budget", () => {
    const rule = (i: number) => `  inbound {\n    label = "r${i}-rule"\n    action = "ACCEPT"\n    protocol = "TCP"\n    ports = "${1000 + i}"\n    ipv4 = ["10.0.${i}.0/24"]\n  }\n`;
    const text = `resource "linode_firewall" "f" {\n  count = 100000\n  label = "fw-\${count.index}"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n${Array.from({ length: 25 }, (_, i) => rule(i)).join("")}}\n`;
    expect(limitFindings({ "infra/main.tf": text })).toHaveLength(1);
  });
});

describe("compute-ssh-keys on a configuration", () => {
  const instance = (keys: string) => `resource "linode_instance" "web" {\n  label  = "web"\n  region = "us-east"\n  type   = "g6-standard-1"\n  image  = "linode/debian12"\n${keys}}\n`;
  it("fires when no key is written, and never when the keys are unknown (a variable, file(), a local over a variable)", () => {
    expect(ids(found({ "m/main.tf": instance("") }))).toEqual(["compute-ssh-keys"]);
    expect(found({ "m/main.tf": instance('  authorized_keys = ["ssh-ed25519 AAAA"]\n') })).toEqual([]);
    for (const keys of ["var.keys", '[chomp(file("~/.ssh/id.pub"))]', "[local.key]"]) {
      expect(found({ "m/main.tf": `locals {\n  key = var.key\n}\n${instance(`  authorized_keys = ${keys}\n`)}` }), keys).toEqual([]);
    }
  });
});

describe("compute-ssh-keys and cloud-init", () => {
  const instance = (extra: string) => `resource "linode_instance" "web" {\n  label  = "web"\n  region = "us-east"\n  type   = "g6-standard-1"\n  image  = "linode/debian12"\n${extra}}\n`;
  it("is quiet when metadata.user_data is set (known or not): keys may come from cloud-init", () => {
    for (const userData of ['"I2Nsb3VkLWNvbmZpZwo="', 'base64encode(file("cloud-init.yaml"))', "var.user_data"]) {
      expect(found({ "m/main.tf": instance(`  metadata {\n    user_data = ${userData}\n  }\n`) }), userData).toEqual([]);
    }
    // A metadata block without user_data, or an empty one, does not bring keys.
    expect(ids(found({ "m/main.tf": instance("  metadata {}\n") }))).toEqual(["compute-ssh-keys"]);
    expect(ids(found({ "m/main.tf": instance('  metadata {\n    user_data = ""\n  }\n') }))).toEqual(["compute-ssh-keys"]);
  });
});

describe("Terraform's conversions by the provider's schema", () => {
  it("reads cluster_size = \"3\", updates' numbers as strings and prefix_length = \"64\" as the numbers Terraform makes of them", () => {
    const db = `resource "linode_database_mysql_v2" "db" {\n  label        = "orders-db"\n  engine_id    = "mysql/8"\n  region       = "us-east"\n  type         = "g6-nanode-1"\n  cluster_size = "3"\n  allow_list   = ["10.0.0.0/8"]\n  updates = {\n    duration    = "3"\n    frequency   = "weekly"\n    hour_of_day = "22"\n    day_of_week = "2"\n  }\n}\n`;
    expect(found({ "m/main.tf": db })).toEqual([]);
    // The same with a value the API refuses is still found.
    expect(ids(found({ "m/main.tf": db.replace('cluster_size = "3"', 'cluster_size = "2"') }))).toEqual(["database-cluster-size"]);
  });
});

describe("a baseline of several root modules, or of what a configuration leaves unknown", () => {
  const prod = 'resource "linode_database_mysql_v2" "db" {\n  label = "orders-db"\n  engine_id = "mysql/8"\n  region = "us-east"\n  type = "g6-nanode-1"\n  cluster_size = 3\n  allow_list = ["10.0.0.0/8"]\n}\n';
  const staging = 'resource "linode_vpc" "main" {\n  label = "main"\n  region = "us-east"\n}\n';
  const files = [
    { filePath: "infra/prod/main.tf", text: prod },
    { filePath: "infra/staging/main.tf", text: staging },
  ];

  it("each root against its own earlier version: nothing changed, nothing reported", () => {
    expect(lintSources(files, { baseline: files }).flatMap((r) => r.messages)).toEqual([]);
  });

  it("a state as the baseline: what the configuration leaves unknown is not deleted; with two roots nothing is guessed", () => {
    const resource = (address: string, type: string, values: object) => ({ address, mode: "managed", type, name: address.split(".").pop(), provider_name: "registry.terraform.io/linode/linode", schema_version: 0, values, sensitive_values: {} });
    const state = JSON.stringify({
      format_version: "1.0",
      values: {
        root_module: {
          resources: [resource("linode_database_mysql_v2.db[0]", "linode_database_mysql_v2", { id: "303", label: "orders-db", engine_id: "mysql/8", region: "us-east", type: "g6-nanode-1", cluster_size: 3, status: "active", allow_list: ["10.0.0.0/8"] })],
          child_modules: [{ address: "module.fw", resources: [resource("module.fw.linode_firewall.f", "linode_firewall", { id: "9", label: "mod-fw", inbound_policy: "DROP", outbound_policy: "ACCEPT" })] }],
        },
      },
    });
    const env = prod.replace("resource \"linode_database_mysql_v2\" \"db\" {\n", "resource \"linode_database_mysql_v2\" \"db\" {\n  count = var.db_enabled ? 1 : 0\n") + 'module "fw" {\n  source = "linode/firewall/linode"\n}\n';
    // Only the note that the registry module is not installed (so its resources are not read).
    expect(lintSources([{ filePath: "env/main.tf", text: env }], { baseline: [{ filePath: "state.json", text: state }] }).flatMap((r) => r.messages.map((m) => m.ruleId))).toEqual(["terraform-module"]);
    // The same state against a configuration that really removed the database: its deletion is reported.
    const removed = lintSources([{ filePath: "env/main.tf", text: 'module "fw" {\n  source = "linode/firewall/linode"\n}\n' }], { baseline: [{ filePath: "state.json", text: state }] });
    expect(ids(removed.flatMap((r) => r.messages))).toEqual(["database-deleted", "terraform-module"]);
    // Two roots: which part of the state is whose is not known; no deletion is guessed.
    expect(lintSources([...files, { filePath: "env/main.tf", text: staging }], { baseline: [{ filePath: "state.json", text: state }] }).flatMap((r) => r.messages)).toEqual([]);
  });
});
