/**
 * file(), templatefile() and filebase64() through the real binary (issue 35): files inside the
 * repository are read, from the root module's folder as Terraform reads them (`path.module` in a
 * module); a file outside the repository (a link included) or missing is never read, and the
 * value is unknown with --debug saying why; a template's own references are its variables only.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-tffiles-"));
  dirs.push(dir);
  mkdirSync(join(dir, "repo", ".git"), { recursive: true });
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

const FIREWALL = (ports: string) => `resource "linode_firewall" "web" {
  label           = "web"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  inbound {
    label    = "from-file"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = ${ports}
    ipv4     = ["0.0.0.0/0"]
  }
}
`;

describe("file functions read inside the repository only", () => {
  it("templatefile() and file() from the root's folder and a module's path.module", () => {
    const dir = workspace({
      "repo/infra/main.tf": `${FIREWALL('trimspace(templatefile("ports.tpl", { admin = "22" }))')}\nmodule "m" {\n  source = "../modules/m"\n}\n`,
      "repo/infra/ports.tpl": "%{ for p in [admin, \"443\"] ~}${p},%{ endfor ~}\n",
      "repo/modules/m/main.tf": FIREWALL('trimspace(file("${path.module}/port.txt"))').replace('"web"', '"mod"').replace('label           = "web"', 'label           = "mod"'),
      "repo/modules/m/port.txt": "3306\n",
    });
    const r = cli(["lint", "infra", "--format", "json", "--debug"], join(dir, "repo"));
    const messages = (JSON.parse(r.stdout) as { messages: { ruleId: string; message: string }[] }[]).flatMap((f) => f.messages);
    const exposed = messages.filter((m) => m.ruleId === "firewall-exposed-port" || m.ruleId === "firewall-ports-syntax").map((m) => `${m.ruleId} ${m.message.split(":")[0]}`);
    // "22,443," is not a valid port list (a trailing comma): the template's value is checked as written.
    expect(exposed).toEqual(["firewall-ports-syntax linode_firewall.web.inbound[0].ports", "firewall-exposed-port module.m.linode_firewall.mod.inbound[0]"]);
    expect(r.stderr).toContain("cloudlint: debug: terraform: read infra/ports.tpl for file()/templatefile()");
    expect(r.stderr).toContain("cloudlint: debug: terraform: read modules/m/port.txt for file()/templatefile()");
  });

  it("a file outside the repository, through a link or a path, is not read: the value is unknown and --debug says why", () => {
    const dir = workspace({ "outside/secret.txt": "22\n", "repo/infra/main.tf": FIREWALL('trimspace(file("../../outside/secret.txt"))') });
    symlinkSync(join(dir, "outside/secret.txt"), join(dir, "repo/infra/link.txt"));
    for (const path of ["../../outside/secret.txt", "link.txt", "missing.txt"]) {
      writeFileSync(join(dir, "repo/infra/main.tf"), FIREWALL(`trimspace(file("${path}"))`));
      const r = cli(["lint", "infra", "--format", "json", "--debug"], join(dir, "repo"));
      expect(r.code, r.stderr).toBe(0);
      const messages = (JSON.parse(r.stdout) as { messages: unknown[] }[]).flatMap((f) => f.messages);
      expect(messages).toEqual([]);
      expect(r.stderr).toMatch(path === "missing.txt" ? /terraform: file infra\/missing\.txt not found/ : /is outside the repository; file\(\)\/templatefile\(\) of it is unknown/);
      expect(r.stderr).toMatch(/linode_firewall\.web\.inbound\[0\]\.ports is unknown: file\(".*"\): the file is not read/);
      expect(r.stderr).not.toContain("22\n");
    }
  });
});

describe("terraform.workspace, as terraform plan would see it", () => {
  const tf = 'resource "linode_vpc" "v" {\n  label  = terraform.workspace == "prod" ? "prod--bad" : "fine"\n  region = "us-east"\n}\n';
  const ids = (stdout: string) => (JSON.parse(stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId));
  it('"default" without a selection; TF_WORKSPACE; the workspace terraform workspace select recorded in .terraform/environment', () => {
    const dir = workspace({ "repo/infra/main.tf": tf });
    const at = join(dir, "repo");
    expect(ids(cli(["lint", "infra", "--format", "json"], at).stdout)).toEqual([]);
    const r = spawnSync(process.execPath, [bin, "lint", "infra", "--format", "json", "--debug"], { cwd: at, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", TF_WORKSPACE: "prod" }, timeout: 20_000 });
    expect(ids(r.stdout)).toEqual(["vpc-label-syntax"]);
    expect(r.stderr).toContain("cloudlint: debug: terraform: workspace of infra: prod");
    mkdirSync(join(at, "infra/.terraform"));
    writeFileSync(join(at, "infra/.terraform/environment"), "prod");
    expect(ids(cli(["lint", "infra", "--format", "json"], at).stdout)).toEqual(["vpc-label-syntax"]);
  });
});
