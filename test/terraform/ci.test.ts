/**
 * The Terraform page's (docs/terraform.md) CI job, as a user copies it: its steps make the plan JSON the way
 * Terraform does, and its cloudlint step, run by the real binary from a repository's root on a
 * plan and its configuration (test/terraform/fixtures/ci: a plan as `terraform show -json` writes
 * it, with the .tf files it was planned from), annotates the .tf lines of the pull request.
 * Terraform itself does not install here; the plan fixture follows its format.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { docText } from "../helpers/docs.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const fixture = fileURLToPath(new URL("./fixtures/ci/", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

const readme = docText("terraform");
const block = /<!-- terraform-ci-job -->\n```yaml\n([\s\S]*?)```\n<!-- \/terraform-ci-job -->/.exec(readme)?.[1];

type Step = { run?: string; uses?: string; "working-directory"?: string; env?: Record<string, string> };

/** A scratch repository holding the fixture's configuration and plan under infra/, as the job leaves them. */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-tf-ci-"));
  execFileSync("git", ["-c", "init.defaultBranch=main", "init", "-q"], { cwd: dir, env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" } });
  cpSync(fixture, join(dir, "infra"), { recursive: true });
  return dir;
}

describe("the Terraform page's CI job", () => {
  const steps = (parse(block ?? "") as { jobs: { terraform: { steps: Step[] } } }).jobs.terraform.steps;

  it("plans with Terraform, writes the plan JSON, and lints it", () => {
    expect(block).toBeDefined();
    const plan = steps.find((s) => s.run?.includes("terraform plan"))!;
    expect(plan["working-directory"]).toBe("infra");
    expect(plan.run).toContain("terraform plan -input=false -out tfplan");
    expect(plan.run).toContain("terraform show -json tfplan > plan.json");
    // The token comes from the secrets, never from a file.
    expect(plan.env?.LINODE_TOKEN).toBe("${{ secrets.LINODE_TOKEN }}");
    expect(steps.at(-1)!.run).toBe("npx --no-install cloudlint lint infra/plan.json --format github");
  });

  it("its cloudlint step puts the plan's findings on the .tf lines, with the suppressions there applied", () => {
    const dir = repository();
    const args = steps.at(-1)!.run!.split(" ").slice(3); // after "npx --no-install cloudlint"
    const run = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(1);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(/^::notice file=infra\/main\.tf,line=17,col=3,.*firewall-analysis-partial::linode_firewall\.web\.inbound\[0\]: /),
      expect.stringMatching(/^::error file=infra\/main\.tf,line=21,col=27,.*firewall-ports-syntax::linode_firewall\.web\.inbound\[0\]\.ports: ports "443, 8443-"/),
      expect.stringMatching(/^::error file=infra\/modules\/net\/vpc\.tf,line=9,col=12,.*subnet-ipv4-canonical::module\.net\.linode_vpc_subnet\.app\.ipv4: /),
      "cloudlint: 3 problems (2 errors, 0 warnings, 1 info)",
    ]);
  });

  it("without the configuration at hand, points into the plan JSON instead", () => {
    const dir = repository();
    cpSync(join(dir, "infra/plan.json"), join(dir, "plan.json"));
    // The plan alone in its folder: its findings stay in plan.json.
    const run = spawnSync(process.execPath, [bin, "lint", "plan.json", "--format", "json"], { cwd: dir, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(1);
    const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[];
    const inPlan = results.find((r) => r.filePath === "plan.json")!;
    expect(inPlan.messages.map((m) => m.ruleId).sort()).toEqual(["firewall-address-not-canonical", "firewall-analysis-partial", "firewall-ports-syntax", "subnet-ipv4-canonical"]);
    expect(results.filter((r) => r.filePath !== "plan.json")).toEqual([]);
  });

  it("--terraform-dir names the configuration when the plan was written elsewhere", () => {
    const dir = repository();
    cpSync(join(dir, "infra/plan.json"), join(dir, "plan.json"));
    const run = spawnSync(process.execPath, [bin, "lint", "plan.json", "--terraform-dir", "infra", "--format", "github"], { cwd: dir, encoding: "utf8" });
    expect(run.stdout).toContain("::error file=infra/main.tf,line=21,col=27,");
    expect(run.stdout).toContain("::error file=infra/modules/net/vpc.tf,line=9,col=12,");
    // A folder that is not there is a mistake in the command, not a run without positions.
    const typo = spawnSync(process.execPath, [bin, "lint", "plan.json", "--terraform-dir", "infar"], { cwd: dir, encoding: "utf8" });
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain("--terraform-dir infar is not a folder");
  });

  it("never reads a module folder outside the repository", () => {
    const dir = repository();
    const outside = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
    cpSync(join(fixture, "modules"), join(outside, "modules"), { recursive: true });
    const main = readFileSync(join(dir, "infra/main.tf"), "utf8").replace('source = "./modules/net"', `source = "${"../".repeat(12)}${outside.slice(1)}/modules/net"`);
    execFileSync("sh", ["-c", 'cat > infra/main.tf && rm -r infra/modules'], { cwd: dir, input: main });
    const run = spawnSync(process.execPath, [bin, "lint", "infra/plan.json", "--format", "github", "--debug"], { cwd: dir, encoding: "utf8" });
    expect(run.stderr).toMatch(/not read: .*a Terraform module folder outside the repository/);
    expect(run.stdout).not.toContain(outside);
    // The module's finding stays in the plan JSON.
    expect(run.stdout).toMatch(/::error file=infra\/plan\.json,line=\d+,.*subnet-ipv4-canonical/);
  });

  it("--baseline takes terraform show -json of a state: lint and plan report the change against it", () => {
    const dir = repository();
    mkdirSync(join(dir, "env"));
    writeFileSync(join(dir, "env/main.tf"), 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = "us-east"\n}\nresource "linode_vpc_subnet" "app" {\n  vpc_id = linode_vpc.main.id\n  label  = "app"\n  ipv4   = "10.0.2.0/24"\n}\n');
    const resource = (type: string, name: string, values: object) => ({ address: `${type}.${name}`, mode: "managed", type, name, provider_name: "registry.terraform.io/linode/linode", schema_version: 0, values, sensitive_values: {} });
    const state = { format_version: "1.0", terraform_version: "1.9.8", values: { root_module: { resources: [resource("linode_vpc", "main", { id: "101", label: "main", region: "us-east" }), resource("linode_vpc_subnet", "app", { id: "202", vpc_id: "101", label: "app", ipv4: "10.0.1.0/24" })] } } };
    writeFileSync(join(dir, "state.json"), JSON.stringify(state));
    const lint = spawnSync(process.execPath, [bin, "lint", "env/", "--baseline", "state.json", "--format", "github"], { cwd: dir, encoding: "utf8" });
    expect(lint.stdout).toMatch(/::error file=env\/main\.tf,line=8,col=12,.*subnet-ipv4-changed::linode_vpc_subnet\.app\.ipv4: /);
    expect(lint.status).toBe(1);
    const plan = spawnSync(process.execPath, [bin, "plan", "env/", "--baseline", "state.json", "--format", "json"], { cwd: dir, encoding: "utf8" });
    expect(plan.stderr).toBe("");
    const operations = (JSON.parse(plan.stdout) as { operations: { method: string; path: string }[] }).operations.map((o) => `${o.method} ${o.path}`);
    expect(operations).toContain("PUT /vpcs/101/subnets/202");
    // Not a Terraform JSON file: a usage error that says what a baseline is.
    writeFileSync(join(dir, "other.json"), '{"vpcs": []}');
    const other = spawnSync(process.execPath, [bin, "lint", "env/", "--baseline", "other.json"], { cwd: dir, encoding: "utf8" });
    expect(other.status).toBe(2);
    expect(other.stderr).toContain("the baseline is a folder, a git revision, or the JSON of terraform show -json");
  });

  it("cloudlint plan refuses a file too large to read, rather than planning without it", () => {
    const dir = repository();
    const plan = readFileSync(join(dir, "infra/plan.json"), "utf8");
    writeFileSync(join(dir, "big.json"), plan.replace('"timestamp"', `"padding": "${"x".repeat(2 * 1024 * 1024)}", "timestamp"`));
    const run = spawnSync(process.execPath, [bin, "plan", "big.json"], { cwd: dir, encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/big\.json is \d+ bytes, over the limit of 2097152 bytes for one file \(raise it with --max-file-bytes, or limits\.maxFileBytes in the config\); cloudlint plan cannot plan a change without it/);
  });

  it("a plan and its .tf files in one run (lint infra/): each finding once, on the .tf lines, the suppressions there applied", () => {
    const dir = repository();
    const run = spawnSync(process.execPath, [bin, "lint", "infra/", "--format", "github"], { cwd: dir, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^::notice file=infra\/main\.tf,line=17,col=3,.*firewall-analysis-partial::linode_firewall\.web\.inbound\[0\]: /),
      expect.stringMatching(/^::error file=infra\/main\.tf,line=21,col=27,.*firewall-ports-syntax/),
      expect.stringMatching(/^::error file=infra\/modules\/net\/vpc\.tf,line=9,col=12,.*subnet-ipv4-canonical/),
      "cloudlint: 3 problems (2 errors, 0 warnings, 1 info)",
    ]);
  });

  it("the plan's .tf files: each read once however many links name it, and never an input-limit finding of their own", () => {
    const dir = repository();
    for (let i = 0; i < 50; i++) execFileSync("ln", ["-s", "main.tf", join(dir, `infra/l${i}.tf`)]);
    writeFileSync(join(dir, "infra/huge.tf"), `# ${"x".repeat(3 * 1024 * 1024)}\n`);
    const run = spawnSync(process.execPath, [bin, "lint", "infra/plan.json", "--format", "github", "--debug"], { cwd: dir, encoding: "utf8" });
    expect(run.stdout).not.toContain("input-limit");
    expect(run.stderr).toMatch(/not read: infra\/huge\.tf: past the size limits/);
    expect(run.stderr).toMatch(/read 2 Terraform configuration files/);
    expect(run.stdout).toContain("::error file=infra/main.tf,line=21,col=27,");
  });

  it("a resource with dynamic blocks: a plan's finding about one of its rules is placed at the resource block; a suppression the plan does not reach is not unused", () => {
    const dir = repository();
    const main = readFileSync(join(dir, "infra/main.tf"), "utf8")
      .replace('  inbound {\n    label    = "https"', '  dynamic "inbound" {\n    for_each = var.public_ports\n    content {\n      label = "x"\n    }\n  }\n\n  inbound {\n    label    = "https"')
      .replace("resource \"linode_firewall\" \"web\" {", "# cloudlint-disable-next-line compute-ssh-keys -- an instance this plan leaves alone\nresource \"linode_firewall\" \"web\" {");
    writeFileSync(join(dir, "infra/main.tf"), main);
    const run = spawnSync(process.execPath, [bin, "lint", "infra/plan.json", "--format", "json"], { cwd: dir, encoding: "utf8" });
    const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string; line: number }[] }[];
    const tf = results.find((r) => r.filePath === "infra/main.tf")!;
    const block = main.split("\n").findIndex((l) => l.startsWith('resource "linode_firewall"')) + 1;
    expect(tf.messages.find((m) => m.ruleId === "firewall-ports-syntax")?.line).toBe(block);
    expect(tf.messages.map((m) => m.ruleId)).not.toContain("unused-suppression");
  });
});
