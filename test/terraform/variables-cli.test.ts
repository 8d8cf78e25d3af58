/**
 * Terraform variables through the real binary (issue 35): --var and --var-file in command-line
 * order, TF_VAR_name, the root folder's terraform.tfvars read by itself, --var-file refused when
 * missing or outside the repository (exit 2), and a sensitive variable's value in no output.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-tfvars-"));
  dirs.push(dir);
  mkdirSync(join(dir, ".git"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function cli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...env }, timeout: 20_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const MAIN = `variable "ports" {
  type    = string
  default = "443"
}
variable "name" {
  type      = string
  sensitive = true
  default   = "ok-label"
}
resource "linode_firewall" "web" {
  label           = var.name
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  inbound {
    label    = "web-in"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = var.ports
    ipv4     = ["0.0.0.0/0"]
    ipv6     = ["::/0"]
  }
}
`;
/** The guarded ports the JSON report's firewall-exposed-port findings name. */
const exposed = (stdout: string) => (JSON.parse(stdout) as { messages: { ruleId: string; message: string }[] }[]).flatMap((r) => r.messages.filter((m) => m.ruleId === "firewall-exposed-port").map((m) => /port ([0-9]+)/.exec(m.message)?.[1]));

describe("cloudlint lint with Terraform variables", () => {
  it("--var and --var-file apply in command-line order; the default applies without them", () => {
    const dir = workspace({ "infra/main.tf": MAIN, "prod.tfvars": 'ports = "22"\n' });
    expect(cli(["lint", "infra", "-f", "json"], dir)).toMatchObject({ code: 0 });
    const a = cli(["lint", "infra", "-f", "json", "--var", "ports=3306", "--var-file", "prod.tfvars"], dir);
    expect(a.code).toBe(0); // a warning
    expect(exposed(a.stdout)).toEqual(["22"]);
    const b = cli(["lint", "infra", "-f", "json", "--var-file=prod.tfvars", "--var=ports=3306"], dir);
    expect(exposed(b.stdout)).toEqual(["3306"]);
    // Each takes one value: before the path, the path is linted, not read as a second value.
    const before = cli(["lint", "--var-file", "prod.tfvars", "--var", "ports=3306", "infra", "-f", "json"], dir);
    expect({ code: before.code, stderr: before.stderr }).toEqual({ code: 0, stderr: "" });
    expect(exposed(before.stdout)).toEqual(["3306"]);
  });

  it("reads TF_VAR_name, and the folder's terraform.tfvars over it", () => {
    const dir = workspace({ "infra/main.tf": MAIN });
    expect(exposed(cli(["lint", "infra", "-f", "json"], dir, { TF_VAR_ports: "5432" }).stdout)).toEqual(["5432"]);
    writeFileSync(join(dir, "infra/terraform.tfvars"), 'ports = "6379"\n');
    const r = cli(["lint", "infra", "-f", "json", "--debug"], dir, { TF_VAR_ports: "5432" });
    expect(exposed(r.stdout)).toEqual(["6379"]);
    expect(r.stderr).toContain("variables: read infra/terraform.tfvars");
  });

  it("refuses a --var-file that is missing or outside the repository, and a --var without =", () => {
    const outside = workspace({ "x.tfvars": 'ports = "22"\n' });
    const dir = workspace({ "infra/main.tf": MAIN });
    const missing = cli(["lint", "infra", "--var-file", "nope.tfvars"], dir);
    expect(missing).toMatchObject({ code: 2, stdout: "" });
    expect(missing.stderr).toContain("--var-file nope.tfvars: no such file");
    const out = cli(["lint", "infra", "--var-file", join(outside, "x.tfvars")], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain("is outside the repository");
    const bad = cli(["lint", "infra", "--var", "ports"], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("give NAME=VALUE");
  });

  it("never shows a sensitive variable's value, whatever gives it, in any format or --debug", () => {
    // Used, this label would be reported (too long, unsafe characters) and quoted in the message.
    const secret = "S3cr3t-V4lue-that-is-not-a-valid-label-because-it-is-far-too-long-!!";
    const dir = workspace({ "infra/main.tf": MAIN, "infra/terraform.tfvars": `name = "${secret}"\n`, "v.tfvars": `name = "${secret}"\n` });
    for (const format of ["stylish", "json", "sarif"]) {
      const r = cli(["lint", "infra", "-f", format, "--debug", "--var-file", "v.tfvars", "--var", `name=${secret}`], dir, { TF_VAR_name: secret });
      expect(r.code).toBe(0);
      expect(r.stdout + r.stderr).not.toContain("S3cr3t");
      expect(r.stderr).toContain("cloudlint: debug: infra/main.tf: var.name is unknown: sensitive");
    }
    // The same value in a variable not marked sensitive is used and reported (so the above is not vacuous).
    writeFileSync(join(dir, "infra/main.tf"), MAIN.replace("sensitive = true", "sensitive = false"));
    const shown = cli(["lint", "infra", "-f", "json", "--var-file", "v.tfvars"], dir);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toContain("S3cr3t");
  });

  it("cloudlint plan takes --var and the folder's terraform.tfvars as lint does", () => {
    const main = MAIN.replace("sensitive = true", "sensitive = false");
    const dir = workspace({ "infra/main.tf": main, "infra/terraform.tfvars": 'name = "from-tfvars"\n' });
    const subject = (args: string[]) => (JSON.parse(cli(["plan", "infra", "-f", "json", ...args], dir).stdout) as { operations: { subject: string }[] }).operations.map((o) => o.subject);
    expect(subject([])).toEqual(['firewall "from-tfvars"']);
    expect(subject(["--var", "name=from-var"])).toEqual(['firewall "from-var"']);
  });

  it("takes terraform.varFiles and terraform.vars from the config, before the command line's", () => {
    const dir = workspace({ "infra/main.tf": MAIN, "env/prod.tfvars": 'ports = "22"\n', ".cloudlintrc.yaml": "terraform:\n  varFiles: [env/prod.tfvars]\n" });
    expect(exposed(cli(["lint", "infra", "-f", "json"], dir).stdout)).toEqual(["22"]);
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "terraform:\n  varFiles: [env/prod.tfvars]\n  vars: { ports: '3306' }\n");
    expect(exposed(cli(["lint", "infra", "-f", "json"], dir).stdout)).toEqual(["3306"]);
    expect(exposed(cli(["lint", "infra", "-f", "json", "--var", "ports=5432"], dir).stdout)).toEqual(["5432"]);
    // A wrong key is a config error (exit 2), as every config key is checked.
    writeFileSync(join(dir, ".cloudlintrc.yaml"), "terraform:\n  varfiles: [env/prod.tfvars]\n");
    expect(cli(["lint", "infra"], dir).code).toBe(2);
  });
});
