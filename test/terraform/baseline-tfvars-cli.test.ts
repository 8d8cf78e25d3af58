/**
 * A change to a .tfvars file is a change: with --baseline REV (lint and plan), the baseline's
 * configuration is evaluated with the definitions files of REV, not with the working tree's.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const MAIN = `variable "ports" {
  type = string
}
resource "linode_firewall" "web" {
  label           = "web"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  inbound {
    label    = "public"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = var.ports
    ipv4     = ["0.0.0.0/0"]
    ipv6     = ["::/0"]
  }
}
`;

function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-tfvars-baseline-"));
  dirs.push(dir);
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", ...args], { cwd: dir, stdio: "pipe" });
  git("init", "-q");
  mkdirSync(join(dir, "infra"));
  writeFileSync(join(dir, "infra/main.tf"), MAIN);
  writeFileSync(join(dir, "infra/terraform.tfvars"), 'ports = "443"\n');
  git("add", "-A");
  git("commit", "-qm", "before");
  // The change: only the definitions file.
  writeFileSync(join(dir, "infra/terraform.tfvars"), 'ports = "22, 443"\n');
  return dir;
}

const cli = (args: string[], cwd: string) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" }, timeout: 20_000 });

describe("--baseline takes the baseline's own terraform.tfvars", () => {
  it("lint: opening SSH through terraform.tfvars alone is a change that exposes a port", () => {
    const dir = repository();
    const r = cli(["lint", "infra", "--baseline", "HEAD", "--format", "json", "--debug"], dir);
    const ids = (JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId));
    expect(ids).toContain("firewall-change-exposes-port");
    expect(r.stderr).toContain("cloudlint: debug: baseline: variables from HEAD:infra/terraform.tfvars");
    // Without the change to the file, the baseline and the change agree: no transition.
    writeFileSync(join(dir, "infra/terraform.tfvars"), 'ports = "443"\n');
    const same = cli(["lint", "infra", "--baseline", "HEAD", "--format", "json"], dir);
    expect((JSON.parse(same.stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId))).not.toContain("firewall-change-exposes-port");
  });

  it("plan: the rules update is planned, with the port it opens", () => {
    const dir = repository();
    const r = cli(["plan", "infra", "--baseline", "HEAD", "--format", "json"], dir);
    expect(r.stdout).toContain("firewall-change-exposes-port");
  });
});

describe("a baseline whose variable has no value", () => {
  it("says nothing is newly exposed: what was open before is not known", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-tfvars-baseline-"));
    dirs.push(dir);
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", ...args], { cwd: dir, stdio: "pipe" });
    git("init", "-q");
    mkdirSync(join(dir, "infra"));
    // The sources come from a variable that has no value at the baseline.
    writeFileSync(join(dir, "infra/main.tf"), MAIN.replace('variable "ports" {\n  type = string\n}', 'variable "sources" {\n  type = list(string)\n}').replace("ports    = var.ports", 'ports    = "22"').replace('ipv4     = ["0.0.0.0/0"]\n    ipv6     = ["::/0"]', "ipv4     = var.sources"));
    git("add", "-A");
    git("commit", "-qm", "before");
    writeFileSync(join(dir, "infra/terraform.tfvars"), 'sources = ["0.0.0.0/0"]\n');
    const r = cli(["lint", "infra", "--baseline", "HEAD", "--format", "json"], dir);
    const ids = (JSON.parse(r.stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId));
    expect(ids).toContain("firewall-exposed-port");
    expect(ids).not.toContain("firewall-change-exposes-port");
  });
});

describe("review: the baseline's unknowns and links", () => {
  const git = (dir: string, ...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", ...args], { cwd: dir, stdio: "pipe" });
  const ids = (stdout: string) => (JSON.parse(stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId));
  it("an unknown in the outbound rules does not hide an inbound port the change opens", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-tfvars-baseline-"));
    dirs.push(dir);
    git(dir, "init", "-q");
    const fw = (extra: string) => `variable "office" {\n  type = string\n}\nresource "linode_firewall" "web" {\n  label = "web"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n  inbound {\n    label = "https"\n    action = "ACCEPT"\n    protocol = "TCP"\n    ports = "443"\n    ipv4 = ["0.0.0.0/0"]\n  }\n${extra}  outbound {\n    label = "office"\n    action = "DROP"\n    protocol = "TCP"\n    ports = "25"\n    ipv4 = [var.office]\n  }\n}\n`;
    writeFileSync(join(dir, "main.tf"), fw(""));
    git(dir, "add", "-A");
    git(dir, "commit", "-qm", "before");
    writeFileSync(join(dir, "terraform.tfvars"), 'office = "10.0.0.0/8"\n');
    writeFileSync(join(dir, "main.tf"), fw('  inbound {\n    label = "db"\n    action = "ACCEPT"\n    protocol = "TCP"\n    ports = "5432"\n    ipv4 = ["0.0.0.0/0"]\n  }\n'));
    expect(ids(cli(["lint", ".", "--baseline", "HEAD", "--format", "json"], dir).stdout)).toContain("firewall-change-exposes-port");
  });

  it("a terraform.tfvars that is a link in the revision is not followed: the baseline's variables are unknown, with a warning, and no false change", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-tfvars-baseline-"));
    dirs.push(dir);
    git(dir, "init", "-q");
    writeFileSync(join(dir, "main.tf"), 'variable "src" {\n  default = "10.0.0.0/8"\n}\nresource "linode_firewall" "web" {\n  label = "web"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n  inbound {\n    label = "ssh"\n    action = "ACCEPT"\n    protocol = "TCP"\n    ports = "22"\n    ipv4 = [var.src]\n  }\n}\n');
    mkdirSync(join(dir, "shared"));
    writeFileSync(join(dir, "shared/common.tfvars"), 'src = "0.0.0.0/0"\n');
    symlinkSync("shared/common.tfvars", join(dir, "terraform.tfvars"));
    git(dir, "add", "-A");
    git(dir, "commit", "-qm", "before");
    const r = cli(["lint", ".", "--baseline", "HEAD", "--format", "json"], dir);
    expect(ids(r.stdout)).toContain("firewall-exposed-port");
    expect(ids(r.stdout)).not.toContain("firewall-change-exposes-port");
    expect(r.stderr).toContain("cloudlint: warning: the baseline's terraform.tfvars was not read (a symbolic link in HEAD, not followed)");
  });
});
