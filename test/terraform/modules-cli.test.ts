/**
 * OpenTofu files and module calls, through the real CLI binary in a scratch repository: `.tofu`
 * and `.tofu.json` read, a `.tofu` file replacing the `.tf` file of the same name; local modules
 * followed from the linted root when their folder is not among the paths; a source outside the
 * repository, a missing folder and a registry module without `terraform init` noted at the call's
 * `source` line; an installed registry module read through `.terraform/modules/modules.json`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lintSources } from "../../src/lint.js";

const bin = fileURLToPath(new URL("../../bin/cloudlint.js", import.meta.url));

/** An SSH rule open to the world: one firewall-exposed-port at line 5 of the file. */
const FIREWALL = (name: string) => `resource "linode_firewall" "${name}" {
  label           = "${name}-fw"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  inbound {
    label    = "ssh"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = "22"
    ipv4     = ["0.0.0.0/0"]
  }
}
`;

/** A scratch git repository (inside `outer`, so that something lies outside it) with the given files. */
function repository(files: Record<string, string>): { outer: string; repo: string } {
  const outer = mkdtempSync(join(tmpdir(), "cloudlint-tofu-"));
  const repo = join(outer, "repo");
  mkdirSync(repo);
  execFileSync("git", ["-c", "init.defaultBranch=main", "init", "-q"], { cwd: repo, env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" } });
  for (const [path, text] of Object.entries(files)) {
    const at = join(outer, path);
    mkdirSync(dirname(at), { recursive: true });
    writeFileSync(at, text);
  }
  return { outer, repo };
}

type Message = { ruleId: string; line: number; message: string };
function lint(cwd: string, ...args: string[]): { status: number | null; results: { filePath: string; messages: Message[] }[]; stderr: string } {
  const run = spawnSync(process.execPath, [bin, "lint", "--format", "json", ...args], { cwd, encoding: "utf8" });
  return { status: run.status, results: run.stdout ? (JSON.parse(run.stdout) as { filePath: string; messages: Message[] }[]) : [], stderr: run.stderr };
}
const found = (results: { filePath: string; messages: Message[] }[], ruleId: string) => results.flatMap((r) => r.messages.filter((m) => m.ruleId === ruleId).map((m) => ({ file: r.filePath, line: m.line, message: m.message })));

describe("OpenTofu files", () => {
  it("reads .tofu and .tofu.json files found by a walk", () => {
    const { repo } = repository({
      "repo/infra/main.tofu": FIREWALL("web"),
      "repo/infra/db.tofu.json": JSON.stringify({ resource: { linode_firewall: { db: { label: "db-fw", inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ label: "pg", action: "ACCEPT", protocol: "TCP", ports: "5432", ipv4: ["0.0.0.0/0"] }] } } } }, null, 2),
    });
    const run = lint(repo, "infra");
    expect(run.status, run.stderr).toBe(1); // the "pg" rule's label is too short: an error
    expect(found(run.results, "firewall-exposed-port").map((f) => f.file).sort()).toEqual(["infra/db.tofu.json", "infra/main.tofu"]);
  });

  it("a .tofu file replaces the .tf file of the same name (and --debug says so), not a file of another name", () => {
    const { repo } = repository({
      "repo/infra/main.tf": FIREWALL("old"),
      "repo/infra/main.tofu": FIREWALL("new"),
      "repo/infra/other.tf": FIREWALL("other"),
    });
    const run = lint(repo, "infra", "--debug");
    expect(run.status, run.stderr).toBe(0); // warnings and infos only
    const exposed = found(run.results, "firewall-exposed-port");
    expect(exposed.map((f) => f.file).sort()).toEqual(["infra/main.tofu", "infra/other.tf"]);
    expect(run.results.map((r) => r.filePath)).not.toContain("infra/main.tf");
    expect(run.stderr).toContain("skipped infra/main.tf: infra/main.tofu replaces it");
  });

  it("in the library too: main.tofu.json replaces main.tf.json; main.tofu does not replace main.tf.json", () => {
    const json = (n: string) => JSON.stringify({ resource: { linode_firewall: { [n]: { label: `${n}-fw`, inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ label: "ssh", action: "ACCEPT", protocol: "TCP", ports: "22", ipv4: ["0.0.0.0/0"] }] } } } });
    const results = lintSources([
      { filePath: "a/main.tf.json", text: json("old") },
      { filePath: "a/main.tofu.json", text: json("new") },
      { filePath: "b/main.tf.json", text: json("kept") },
      { filePath: "b/main.tofu", text: "" },
    ]);
    const withFindings = results.filter((r) => r.messages.some((m) => m.ruleId === "firewall-exposed-port")).map((r) => r.filePath);
    expect(withFindings.sort()).toEqual(["a/main.tofu.json", "b/main.tf.json"]);
    expect(results.find((r) => r.filePath === "a/main.tf.json")?.skipped).toContain("a/main.tofu.json replaces it");
  });
});

describe("module calls", () => {
  const ENV = `module "fw" {
  source = "../../modules/fw"
}

module "gone" {
  source = "../../modules/nope"
}

module "out" {
  source = "../../../elsewhere"
}

module "web" {
  source  = "linode/instance/linode"
  version = "1.0.0"
}

module "web2" {
  source = "git::https://example.com/fw.git"
}
`;
  const files = {
    "repo/envs/prod/main.tf": ENV,
    "repo/modules/fw/main.tf": FIREWALL("fw"),
    "elsewhere/main.tf": FIREWALL("outside"),
  };

  it("follows a local module outside the linted paths, and notes each module it cannot read at its source line", () => {
    const { repo } = repository(files);
    const run = lint(repo, "envs/prod");
    expect(run.status, run.stderr).toBe(0); // warnings and infos only
    // The module's firewall, addressed through the call, in the module's file.
    expect(found(run.results, "firewall-exposed-port")).toEqual([{ file: "modules/fw/main.tf", line: 5, message: expect.stringMatching(/^module\.fw\.linode_firewall\.fw\.inbound\[0\]/) }]);
    const notes = found(run.results, "terraform-module");
    expect(notes).toEqual([
      { file: "envs/prod/main.tf", line: 6, message: expect.stringContaining('module "gone": its source ../../modules/nope names modules/nope, which does not exist') },
      { file: "envs/prod/main.tf", line: 10, message: expect.stringContaining('module "out": its source ../../../elsewhere leads outside the repository') },
      { file: "envs/prod/main.tf", line: 14, message: expect.stringContaining('module "web": linode/instance/linode is not installed') },
      { file: "envs/prod/main.tf", line: 19, message: expect.stringContaining('module "web2": git::https://example.com/fw.git is not installed') },
    ]);
    // Nothing outside the repository was read.
    expect(run.results.map((r) => r.filePath).sort()).toEqual(["envs/prod/main.tf", "modules/fw/main.tf"]);
  });

  it("reads an installed registry module from .terraform/modules/modules.json; a call missing from it is noted once", () => {
    const { repo } = repository({
      ...files,
      "repo/envs/prod/.terraform/modules/modules.json": JSON.stringify({ Modules: [{ Key: "", Source: "", Dir: "." }, { Key: "web", Source: "registry.terraform.io/linode/instance/linode", Version: "1.0.0", Dir: ".terraform/modules/web" }] }),
      "repo/envs/prod/.terraform/modules/web/main.tf": FIREWALL("registry"),
    });
    const run = lint(repo, "envs/prod");
    expect(found(run.results, "firewall-exposed-port").map((f) => `${f.file}:${f.message.split(":")[0]}`).sort()).toEqual([
      "envs/prod/.terraform/modules/web/main.tf:module.web.linode_firewall.registry.inbound[0]",
      "modules/fw/main.tf:module.fw.linode_firewall.fw.inbound[0]",
    ]);
    const notes = found(run.results, "terraform-module");
    expect(notes.map((n) => n.line)).toEqual([6, 10, 19]);
    expect(notes[2]!.message).toContain('no entry "web2" in envs/prod/.terraform/modules/modules.json');
  });

  it("a registry call inside a linted module folder is looked up under the root's key (fw.web), as terraform init records it", () => {
    const { repo } = repository({
      "repo/envs/prod/main.tf": 'module "fw" {\n  source = "../../modules/fw"\n}\n',
      "repo/modules/fw/main.tf": `${FIREWALL("fw")}module "web" {\n  source = "linode/instance/linode"\n}\n`,
      "repo/envs/prod/.terraform/modules/modules.json": JSON.stringify({ Modules: [{ Key: "fw", Source: "../../modules/fw", Dir: "../../modules/fw" }, { Key: "fw.web", Source: "registry.terraform.io/linode/instance/linode", Dir: ".terraform/modules/fw.web" }] }),
      "repo/envs/prod/.terraform/modules/fw.web/main.tf": FIREWALL("inner"),
    });
    // The whole repository linted: modules/fw is among the paths, and still read as module.fw.
    const run = lint(repo, ".");
    expect(found(run.results, "terraform-module")).toEqual([]);
    expect(found(run.results, "firewall-exposed-port").map((f) => f.message.split(":")[0]).sort()).toEqual(["module.fw.linode_firewall.fw.inbound[0]", "module.fw.module.web.linode_firewall.inner.inbound[0]"]);
  });

  it("a link to a folder outside the repository, and an installed copy recorded outside it, are noted and not read", () => {
    const { outer, repo } = repository({
      "repo/envs/prod/main.tf": 'module "linked" {\n  source = "../../modules/linked"\n}\n\nmodule "web" {\n  source = "linode/instance/linode"\n}\n',
      "repo/envs/prod/.terraform/modules/modules.json": JSON.stringify({ Modules: [{ Key: "web", Source: "registry.terraform.io/linode/instance/linode", Dir: "../../../elsewhere" }] }),
      "elsewhere/main.tf": FIREWALL("outside"),
    });
    mkdirSync(join(repo, "modules"));
    symlinkSync(join(outer, "elsewhere"), join(repo, "modules/linked"));
    const run = lint(repo, "envs/prod");
    expect(found(run.results, "firewall-exposed-port")).toEqual([]);
    expect(found(run.results, "terraform-module")).toEqual([
      { file: "envs/prod/main.tf", line: 2, message: expect.stringContaining('module "linked": its source ../../modules/linked leads outside the repository') },
      { file: "envs/prod/main.tf", line: 6, message: expect.stringContaining('module "web": its installed copy ../elsewhere is outside the repository') },
    ]);
  });

  it("a module past the run's total byte limit is noted, not read", () => {
    const { repo } = repository({ "repo/envs/prod/main.tf": 'module "fw" {\n  source = "../../modules/fw"\n}\n', "repo/modules/fw/main.tf": FIREWALL("fw") });
    const run = lint(repo, "envs/prod", "--max-total-bytes", "100", "--debug");
    expect(found(run.results, "firewall-exposed-port")).toEqual([]);
    expect(found(run.results, "terraform-module")).toEqual([{ file: "envs/prod/main.tf", line: 2, message: expect.stringContaining('module "fw": the files of modules/fw were not read (past the run\'s size limits') }]);
    expect(run.stderr).toContain("not read: modules/fw/main.tf: past the size limits");
  });

  it("in a followed module, the calls of a .tf file its .tofu file replaces are not followed", () => {
    const { repo } = repository({
      "repo/envs/prod/main.tf": 'module "fw" {\n  source = "../../modules/fw"\n}\n',
      "repo/modules/fw/main.tf": 'module "old" {\n  source = "../old"\n}\n',
      "repo/modules/fw/main.tofu": FIREWALL("fw"),
      "repo/modules/old/main.tf": FIREWALL("old"),
    });
    const run = lint(repo, "envs/prod", "--debug");
    expect(found(run.results, "firewall-exposed-port").map((f) => f.message.split(":")[0])).toEqual(["module.fw.linode_firewall.fw.inbound[0]"]);
    expect(run.stderr).toContain("skipped modules/fw/main.tf: modules/fw/main.tofu replaces it");
    expect(run.stderr).not.toContain("modules/old");
  });

  it("cloudlint plan follows the same module calls", () => {
    const { repo } = repository({ "repo/envs/prod/main.tf": 'module "fw" {\n  source = "../../modules/fw"\n}\n', "repo/modules/fw/main.tf": FIREWALL("fw") });
    const run = spawnSync(process.execPath, [bin, "plan", "envs/prod"], { cwd: repo, encoding: "utf8" });
    expect(run.stdout).toContain("POST /networking/firewalls");
    expect(run.stdout).toContain("address: module.fw.linode_firewall.fw");
  });

  it("the library alone notes a registry call once and a local folder not given", () => {
    const [result] = lintSources([{ filePath: "main.tf", text: 'module "a" {\n  source = "linode/x/linode"\n}\nmodule "b" {\n  source = "./b"\n}\n' }]);
    expect(result!.messages.map((m) => [m.ruleId, m.line])).toEqual([["terraform-module", 2], ["terraform-module", 5]]);
  });
});
