/** End-to-end: the real executable on real files, checking stdout, stderr and exit codes. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sarifValidator } from "../helpers/sarif.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function cli(args: string[], cwd = root, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const GOOD_FW = "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n";

describe("cloudlint lint", () => {
  it("passes the shipped examples silently (the README quick start)", () => {
    const r = cli(["lint", "examples/"]);
    expect(r).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("reports the broken examples with positions, rule ids and a summary, exit 1", () => {
    const r = cli(["lint", "examples-broken/"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("examples-broken/firewalls.yaml\n");
    expect(r.stdout).toMatch(/^ {2}12:23 +error +ports "80, {2}443": only one space may follow a comma {2}firewall-ports-syntax$/m);
    expect(r.stdout).toMatch(/↳ 66:18 also assigned by firewall "web-maintenance-fw"/);
    expect(r.stdout).toMatch(/✖ 34 problems \(24 errors, 4 warnings, 6 infos\)\n$/);
    expect(r.stdout).toMatch(/^ {2}10:15 +error +subnet "data" \("10\.0\.1\.128\/25"\) overlaps subnet "app" \("10\.0\.1\.0\/24"\) of the same VPC {2}subnet-overlap$/m);
    expect(r.stdout).not.toContain("\u001b[");
  });

  it("writes the SPEC's JSON shape", () => {
    const r = cli(["lint", "examples-broken/", "--format", "json"]);
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout);
    expect(results.map((x: { filePath: string }) => x.filePath)).toEqual([
      "examples-broken/firewalls.yaml",
      "examples-broken/inventory.yaml",
      "examples-broken/network.yaml",
    ]);
    const fw = results[0];
    expect(Object.keys(fw)).toEqual(["filePath", "messages", "errorCount", "warningCount", "infoCount"]);
    expect([fw.errorCount, fw.warningCount, fw.infoCount]).toEqual([12, 1, 3]);
    expect(fw.messages[0]).toEqual({
      ruleId: "firewall-label-syntax",
      severity: "error",
      message: 'label "web--fw" has "--" at position 4; two hyphens in a row are not allowed',
      path: ["firewalls", 0, "label"],
      line: 3,
      column: 15,
      endLine: 3,
      endColumn: 17,
    });
    const fix = fw.messages.find((m: { ruleId: string }) => m.ruleId === "firewall-address-not-canonical");
    expect(fix.fix).toEqual({ path: ["firewalls", 1, "rules", "inbound", 0, "addresses", "ipv4", 0], value: "198.51.100.0/24", description: "replace with 198.51.100.0/24" });
  });

  it("lints several files as one account", () => {
    const dir = workspace({
      "a.yaml": GOOD_FW,
      "sub/b.json": JSON.stringify({ firewalls: [{ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "DROP" } }] }),
      ".hidden/c.yaml": "bogus: 1\n",
      "node_modules/d.yaml": "bogus: 1\n",
      "notes.txt": "bogus",
    });
    const r = cli(["lint", ".", "--format", "json"], dir);
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout);
    expect(results.map((x: { filePath: string }) => x.filePath)).toEqual(["a.yaml", "sub/b.json"]);
    expect(results[1].messages[0]).toMatchObject({ ruleId: "firewall-label-unique", related: [{ file: "a.yaml", line: 2 }] });
  });

  it("reports a syntax error as a finding at its position", () => {
    const dir = workspace({ "bad.yaml": "firewalls:\n  - label: [web\n", "bad.json": '{"firewalls": [,]}' });
    const r = cli(["lint", "bad.yaml", "bad.json", "--format", "json"], dir);
    expect(r.code).toBe(1);
    const [yaml, json] = JSON.parse(r.stdout);
    expect(yaml.messages[0]).toMatchObject({ ruleId: "parse-error", line: 3 });
    expect(json.messages[0]).toMatchObject({ ruleId: "parse-error", line: 1, column: 16 });
  });

  it("fails on warnings only past --max-warnings", () => {
    const dir = workspace({ "w.yaml": "firewalls:\n  - label: 1st-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" });
    expect(cli(["lint", "w.yaml"], dir).code).toBe(0);
    expect(cli(["lint", "w.yaml", "--max-warnings", "1"], dir).code).toBe(0);
    const r = cli(["lint", "w.yaml", "--max-warnings", "0"], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("1 warning, more than --max-warnings 0");
  });

  it("refuses hostile files with a finding, not a crash", () => {
    const dir = workspace({
      "deep.yaml": "[".repeat(200_000) + "]".repeat(200_000),
      "bomb.yaml": ["a: &a [x, x, x, x, x, x, x, x, x]", ...Array.from({ length: 120 }, (_, i) => `k${i}: *a`)].join("\n"),
      "proto.yaml": "__proto__: {polluted: true}\n",
    });
    writeFileSync(join(dir, "huge.yaml"), "#".repeat(6 * 1024 * 1024));
    // Named one by one: a walk would skip proto.yaml as plainly not a state file.
    const r = cli(["lint", "bomb.yaml", "deep.yaml", "huge.yaml", "proto.yaml", "--format", "json"], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    const walked = JSON.parse(cli(["lint", ".", "--format", "json"], dir).stdout).map((x: { filePath: string }) => x.filePath);
    expect(walked).toEqual(["bomb.yaml", "deep.yaml", "huge.yaml"]);
    const byFile = Object.fromEntries(JSON.parse(r.stdout).map((x: { filePath: string; messages: { ruleId: string }[] }) => [x.filePath, x.messages.map((m) => m.ruleId)]));
    expect(byFile).toEqual({ "bomb.yaml": ["input-limit"], "deep.yaml": ["input-limit"], "huge.yaml": ["input-limit"], "proto.yaml": ["state-unknown-key"] });
  });

  it("never writes to the files it lints", () => {
    const dir = workspace({ "a.yaml": "firewalls:\n  - label: x\n" });
    const before = statSync(join(dir, "a.yaml")).mtimeMs;
    cli(["lint", "a.yaml"], dir);
    expect(readFileSync(join(dir, "a.yaml"), "utf8")).toBe("firewalls:\n  - label: x\n");
    expect(statSync(join(dir, "a.yaml")).mtimeMs).toBe(before);
  });

  it("colours only when asked or on a terminal, never with NO_COLOR", () => {
    const dir = workspace({ "a.yaml": "firewalls:\n  - label: x\n" });
    expect(cli(["lint", "a.yaml", "--color"], dir).stdout).toContain("\u001b[31m");
    expect(cli(["lint", "a.yaml"], dir, { NO_COLOR: "1" }).stdout).not.toContain("\u001b[");
  });
});

describe("report formats and exit behaviour", () => {
  it("writes SARIF to --output, with the rule pages as help, and nothing to stdout", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-out-"));
    const out = join(dir, "cloudlint.sarif");
    const r = cli(["lint", "examples-broken/", "--format", "sarif", "--output", out]);
    expect(r).toMatchObject({ code: 1, stdout: "" });
    const log = JSON.parse(readFileSync(out, "utf8"));
    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(log.version).toBe("2.1.0");
    const rule = log.runs[0].tool.driver.rules.find((x: { id: string }) => x.id === "subnet-overlap");
    expect(rule.help.markdown).toBe(readFileSync(join(root, "rules/subnet-overlap.md"), "utf8"));
    expect(log.runs[0].results.length).toBe(34);
  });

  it("junit and github formats through the binary", () => {
    expect(cli(["lint", "examples-broken/", "--format", "junit"]).stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="cloudlint"/);
    expect(cli(["lint", "examples-broken/", "--format", "github"]).stdout.split("\n")[0]).toMatch(/^::error file=examples-broken\/firewalls.yaml,line=3,col=15,/);
  });

  it("--fail-level and --quiet", () => {
    const dir = workspace({ "w.yaml": "firewalls:\n  - label: 1st-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" });
    expect(cli(["lint", "w.yaml"], dir).code).toBe(0);
    expect(cli(["lint", "w.yaml", "--fail-level", "warning"], dir).code).toBe(1);
    expect(cli(["lint", "w.yaml", "--fail-level", "info"], dir).code).toBe(1);
    expect(cli(["lint", "w.yaml", "--quiet"], dir)).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(cli(["lint", "w.yaml", "--quiet", "--fail-level", "warning"], dir).code).toBe(0);
    expect(cli(["lint", "w.yaml", "--fail-level", "severe"], dir).code).toBe(2);
  });

  it("cannot write --output into a missing folder: exit 2", () => {
    const r = cli(["lint", "examples/", "--output", "/nonexistent-dir/x.txt"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cannot write /nonexistent-dir/x.txt: ENOENT");
  });
});

describe("--fix and --fix-dry-run", () => {
  const broken = () =>
    workspace(Object.fromEntries(["firewalls", "inventory", "network"].map((n) => [`${n}.yaml`, readFileSync(join(root, `examples-broken/${n}.yaml`), "utf8")])));

  it("--fix-dry-run prints the diff, writes nothing, and reports what would remain", () => {
    const dir = broken();
    const before = readFileSync(join(dir, "firewalls.yaml"), "utf8");
    const r = cli(["lint", "."], dir);
    const dry = cli(["lint", ".", "--fix-dry-run"], dir);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain("--- firewalls.yaml\n+++ firewalls.yaml\n");
    expect(dry.stdout).toContain('-          ports: "80,  443"            # only one space may follow a comma\n+          ports: "80, 443"            # only one space may follow a comma');
    expect(readFileSync(join(dir, "firewalls.yaml"), "utf8")).toBe(before);
    expect(dry.stdout).toMatch(/✖ 28 problems/);
    expect(r.stdout).toMatch(/✖ 34 problems/);
  });

  it("--fix edits the files in place, keeping comments, and reports only what remains", () => {
    const dir = broken();
    const r = cli(["lint", ".", "--fix", "--format", "json"], dir);
    expect(r.code).toBe(1);
    const after = readFileSync(join(dir, "firewalls.yaml"), "utf8");
    expect(after).toContain("ipv4: [203.0.113.20/32]       # no /mask");
    expect(after).toContain("inbound_policy: DROP             # enum values are upper case");
    const results = JSON.parse(r.stdout);
    expect(results.flatMap((f: { messages: { fix?: unknown }[] }) => f.messages.filter((m) => m.fix))).toEqual([]);
    expect(cli(["lint", ".", "--fix"], dir).stdout).toMatch(/✖ 28 problems/);
  });
});

describe("a reader that closes the pipe early", () => {
  it("ends quietly, without a stack trace", () => {
    const r = spawnSync("bash", ["-c", `"${process.execPath}" "${bin}" lint examples-broken/ --format github | head -1`], { cwd: root, encoding: "utf8" });
    expect(r.stdout.split("\n")[0]).toMatch(/^::error /);
    expect(r.stderr).toBe("");
  });
});

describe("--no-inline-config", () => {
  it("ignores suppressions for audits", () => {
    const text = 'firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        # cloudlint-disable-next-line firewall-exposed-port -- demo\n        - { label: ssh, action: ACCEPT, protocol: TCP, ports: "22", addresses: { ipv4: [0.0.0.0/0], ipv6: ["::/0"] } }\n';
    const dir = workspace({ "a.yaml": text });
    expect(cli(["lint", "a.yaml"], dir)).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(cli(["lint", "a.yaml", "--no-inline-config"], dir).stdout).toContain("firewall-exposed-port");
  });
});

describe("config file", () => {
  const STAGING = 'firewalls:\n  - label: staging-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - { label: ssh, action: ACCEPT, protocol: TCP, ports: "22", addresses: { ipv4: [0.0.0.0/0], ipv6: ["::/0"] } }\n';
  const account = (config: string) =>
    workspace({
      ".cloudlintrc.yaml": config,
      "infra/firewalls.yaml": readFileSync(join(root, "examples/firewalls.yaml"), "utf8"),
      "infra/inventory.yaml": readFileSync(join(root, "examples/inventory.yaml"), "utf8"),
      "infra/network.yaml": readFileSync(join(root, "examples/network.yaml"), "utf8"),
      "infra/staging/fw.yaml": STAGING,
      "infra/generated/broken.yaml": "bogus: [\n",
      "notes/other.yaml": "bogus: 1\n",
    });

  it("with files configured, lint with no arguments lints the account (from any subfolder), honouring ignores", () => {
    const dir = account('files: ["infra/**/*.yaml"]\nignores: ["infra/generated/**"]\n');
    const r = cli(["lint", "--format", "json"], dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).map((f: { filePath: string }) => f.filePath)).toEqual(["infra/firewalls.yaml", "infra/generated/broken.yaml", "infra/inventory.yaml", "infra/network.yaml", "infra/staging/fw.yaml"].filter((f) => !f.includes("generated")));
    const sub = cli(["lint", "--format", "json"], join(dir, "infra/staging"));
    expect(JSON.parse(sub.stdout).map((f: { filePath: string }) => f.filePath)).toContain("fw.yaml");
  });

  it("applies rule severities, per-glob overrides and settings", () => {
    const dir = account(
      'files: ["infra/**/*.yaml"]\nignores: ["infra/generated/**"]\nrules:\n  firewall-exposed-port: error\noverrides:\n  - files: ["infra/staging/**"]\n    rules: { firewall-exposed-port: info }\nsettings:\n  allowedRegions: [us-east]\n',
    );
    const results = JSON.parse(cli(["lint", "--format", "json"], dir).stdout);
    const all = results.flatMap((f: { filePath: string; messages: { ruleId: string; severity: string }[] }) => f.messages.map((m) => [f.filePath, m.ruleId, m.severity]));
    expect(all).toEqual([
      ["infra/inventory.yaml", "region-not-allowed", "error"],
      ["infra/staging/fw.yaml", "firewall-exposed-port", "info"],
    ]);
  });

  it("paths given on the command line win over files, and ignores still apply", () => {
    const dir = account('files: ["infra/firewalls.yaml"]\nignores: ["infra/generated/**"]\n');
    expect(cli(["lint", "infra/", "--format", "json"], dir).code).toBe(0);
    expect(cli(["lint", "infra/generated/broken.yaml"], dir)).toMatchObject({ code: 2, stderr: expect.stringContaining("every given file is ignored") });
  });

  it("refuses an invalid config with exit 2, listing every problem at its position", () => {
    const dir = account("rules:\n  firewall-exposed-port: eror\nsetings: {}\n");
    const r = cli(["lint", "infra/"], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("invalid config .cloudlintrc.yaml:");
    expect(r.stderr).toContain('.cloudlintrc.yaml:3:1  unknown field "setings"; did you mean "settings"?  (config-unknown-field)');
    expect(r.stderr).toContain(".cloudlintrc.yaml:2:26  firewall-exposed-port must be one of error, warning, info, off");
    const unknownRule = account("rules:\n  firewall-exposed-prot: off\n");
    expect(cli(["lint", "infra/"], unknownRule).stderr).toContain('unknown rule id "firewall-exposed-prot"; did you mean "firewall-exposed-port"?');
  });

  it("--config names the file; a missing one is exit 2; no files and no paths lints this folder, as lint . does", () => {
    const dir = account("{}\n");
    writeFileSync(join(dir, "ci.cloudlint.json"), JSON.stringify({ files: ["infra/staging/*.yaml"], rules: { "firewall-exposed-port": "off" } }));
    expect(cli(["lint", "--config", "ci.cloudlint.json"], dir)).toEqual({ code: 0, stdout: "", stderr: "" });
    expect(cli(["lint", "--config", "nope.yaml"], dir)).toMatchObject({ code: 2, stderr: expect.stringContaining("no such config file: nope.yaml") });
    // A config without files: this folder, as lint . reads it (the config's rules and ignores apply).
    const folder = cli(["lint", "--format", "json"], dir);
    expect(folder).toEqual(cli(["lint", ".", "--format", "json"], dir));
    expect(folder.code, folder.stderr).toBe(0);
    expect(JSON.parse(folder.stdout).map((f: { filePath: string }) => f.filePath)).toEqual(expect.arrayContaining(["infra/firewalls.yaml", "infra/network.yaml", "infra/staging/fw.yaml"]));
  });
});

describe("cloudlint rules", () => {
  it("lists every rule with its severity and description", () => {
    const r = cli(["rules"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines.length).toBe(readdirSync(join(root, "rules")).length);
    expect(lines.find((l) => l.startsWith("firewall-ports-limit "))).toMatch(/^firewall-ports-limit +error +A port string has at most 15 pieces/);
  });

  it("prints a rule's page, and suggests the id for a typo", () => {
    expect(cli(["rules", "subnet-overlap"]).stdout).toBe(readFileSync(join(root, "rules/subnet-overlap.md"), "utf8"));
    const r = cli(["rules", "subnet-overlaps"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('did you mean "subnet-overlap"');
  });
});

describe("cloudlint filter", () => {
  it("passes a valid filter silently", () => {
    expect(cli(["filter", "firewalls", '{"tags": {"+or": ["web", "db"]}, "+order_by": "label"}'])).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("reports problems at their column inside the filter, exit 1", () => {
    const r = cli(["filter", "vpcs", '{"lable": "prod", "created": {"+gt": "2026-01-01"}}', "--format", "json"]);
    expect(r.code).toBe(1);
    const [result] = JSON.parse(r.stdout);
    expect(result.filePath).toBe("X-Filter");
    expect(result.messages.map((m: { ruleId: string; column: number }) => [m.ruleId, m.column])).toEqual([
      // "lable" is no field of the VPC record: the live API's "Cannot filter on lable" (issue 36).
      ["filter-field-unknown", 2],
      ["filter-value-type", 38],
    ]);
  });

  it("reports invalid JSON as a parse-error finding and checks paging", () => {
    expect(JSON.parse(cli(["filter", "images", '{"label": [1,}', "--format", "json"]).stdout)[0].messages[0]).toMatchObject({ ruleId: "parse-error", column: 14 });
    const r = cli(["filter", "images", "{}", "--page", "0", "--page-size", "1000"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("paging-page-size");
  });

  it("refuses an unknown collection with exit 2", () => {
    const r = cli(["filter", "linodes", "{}"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown collection "linodes"; one of: vpcs');
  });
});

describe("cloudlint explain", () => {
  const args = (...extra: string[]) => ["explain", "examples/", "--firewall", "bastion-fw", "--direction", "inbound", "--protocol", "TCP", ...extra];

  it("names the deciding rule and its position", () => {
    const r = cli(args("--port", "22", "--address", "198.51.100.9"));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('ACCEPT  inbound TCP port 22 from 198.51.100.9 (firewall "bastion-fw")\n  decided by rule inbound[0] "ssh-from-office" at examples/firewalls.yaml:39:11\n');
  });

  it("names the policy when no rule matches, and writes JSON for programs", () => {
    expect(cli(args("--port", "23", "--address", "198.51.100.9")).stdout).toContain("decided by inbound_policy at examples/firewalls.yaml:36:23 (no rule matches)");
    const json = JSON.parse(cli(args("--port", "22", "--address", "2001:db8:4000::1", "--format", "json")).stdout);
    expect(json).toMatchObject({ decision: "ACCEPT", rule: { direction: "inbound", index: 0, line: 39 }, filePath: "examples/firewalls.yaml" });
  });

  it.each([
    [["explain", "examples/", "--firewall", "nope", "--direction", "inbound", "--protocol", "TCP", "--port", "22", "--address", "1.2.3.4"], "no firewall labelled"],
    [args("--address", "1.2.3.4"), "needs a port"],
    [args("--port", "22", "--address", "1.2.3"), "not an IP address"],
    [["explain", "examples/", "--direction", "inbound", "--protocol", "TCP", "--address", "1.2.3.4"], "Missing required argument: firewall"],
  ])("exit 2 for %j", (argv, message) => {
    const r = cli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  it("refuses an ambiguous label", () => {
    const dir = workspace({ "a.yaml": GOOD_FW, "b.yaml": GOOD_FW });
    const r = cli(["explain", ".", "--firewall", "web-fw", "--direction", "inbound", "--protocol", "ICMP", "--address", "10.0.0.1"], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("2 firewalls are labelled \"web-fw\": a.yaml:2:5, b.yaml:2:5");
  });
});

describe("exit 2: the tool could not do its job", () => {
  it.each([
    [["lint", "no/such/file.yaml"], "no such file or directory: no/such/file.yaml"],
    [["lint", "examples/", "--format", "xml"], "Invalid values"],
    [["lint", "examples/", "--frobnicate"], "Unknown argument: frobnicate"],
    [["lint", "examples/", "--max-warnings", "many"], "--max-warnings takes a whole number"],
    [["explode"], "Unknown argument: explode"],
    [[], "name a command"],
  ])("%j", (args, message) => {
    const r = cli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("an empty directory", () => {
    const dir = workspace({ "readme.txt": "x" });
    const r = cli(["lint", "."], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no state files");
  });

  it("plan with neither paths nor the config's files plans this folder, as lint does; explain is exit 2 naming what to give", () => {
    const dir = workspace({ "fw.yaml": GOOD_FW });
    const plan = cli(["plan", "--format", "json"], dir);
    expect(plan).toEqual(cli(["plan", ".", "--format", "json"], dir));
    expect(plan.code, plan.stderr).toBe(0);
    expect(JSON.parse(plan.stdout).operations.map((o: { method: string; path: string }) => `${o.method} ${o.path}`)).toEqual(["POST /networking/firewalls"]);
    // Nothing to plan in a folder with no state file: exit 2, as plan . is.
    expect(cli(["plan"], workspace({}))).toMatchObject({ code: 2, stdout: "", stderr: expect.stringContaining("no state files") });
    const explain = cli(["explain", "--firewall", "web-fw", "--direction", "inbound", "--protocol", "TCP", "--port", "22", "--address", "1.2.3.4"], dir);
    expect(explain).toMatchObject({ code: 2, stdout: "", stderr: expect.stringContaining("list them under files") });
  });
});

describe("cloudlint lint with no paths and no config files: this folder, as lint . (the pre-commit hook passes no file names)", () => {
  const BAD_NET = "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.7/24\n";

  it("lints every state and Terraform file a walk of the folder finds, as lint . does, with nothing extra printed", () => {
    const dir = workspace({ "infra/net.yaml": BAD_NET, "infra/fw.yaml": GOOD_FW, "package.json": "{\"name\": \"x\"}\n", "main.tf": 'resource "linode_firewall" "e" {\n  label = "edge-fw"\n  inbound_policy = "drop"\n  outbound_policy = "ACCEPT"\n}\n' });
    const r = cli(["lint"], dir);
    expect(r).toEqual(cli(["lint", "."], dir));
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("infra/net.yaml\n");
    expect(r.stdout).toMatch(/6:15 +error .*subnet-ipv4-canonical/);
    expect(r.stdout).toMatch(/main\.tf\n.*inbound_policy.*firewall-policy/);
    writeFileSync(join(dir, "infra/net.yaml"), BAD_NET.replace("10.0.1.7", "10.0.1.0"));
    writeFileSync(join(dir, "main.tf"), "");
    expect(cli(["lint"], dir)).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("honours .gitignore, .cloudlintignore and a config's ignores", () => {
    const dir = workspace({ "infra/net.yaml": BAD_NET, "gen/net.yaml": BAD_NET, "vendor/net.yaml": BAD_NET, "own/net.yaml": BAD_NET, ".gitignore": "gen/\n", ".cloudlintignore": "vendor/\n", ".cloudlintrc.yaml": "ignores: ['own/**']\nrules: { subnet-ipv4-canonical: warning }\n" });
    const r = cli(["lint", "--format", "json"], dir);
    expect(r.code, r.stderr).toBe(0); // the config's rules apply: a warning
    expect(JSON.parse(r.stdout).map((f: { filePath: string; warningCount: number }) => [f.filePath, f.warningCount])).toEqual([["infra/net.yaml", 1]]);
  });

  it("a folder with no state or Terraform file (an empty repository, only other files) is exit 0, and stderr says nothing was linted", () => {
    const said = "cloudlint: nothing to lint: no state or Terraform files in this folder (give the paths, or list them under files in a .cloudlintrc.yaml)\n";
    const empty = workspace({});
    expect(cli(["lint"], empty)).toEqual({ code: 0, stdout: "", stderr: said });
    const others = workspace({ "package.json": "{\"name\": \"x\"}\n", "README.md": "# x\n", ".gitignore": "infra/\n", "infra/net.yaml": BAD_NET });
    expect(cli(["lint"], others)).toEqual({ code: 0, stdout: "", stderr: said });
    // A machine format still writes its (empty) report.
    const sarif = cli(["lint", "--format", "sarif"], empty);
    expect(sarif.code).toBe(0);
    const validate = sarifValidator();
    expect(validate(JSON.parse(sarif.stdout)), JSON.stringify(validate.errors)).toBe(true);
    expect(JSON.parse(sarif.stdout).runs[0].results).toEqual([]);
    // A named folder with none is still exit 2: the user asked for it.
    expect(cli(["lint", "."], empty).code).toBe(2);
  });

  it("-- ends the options: what follows is paths (lint, plan), never an option, and never dropped for this folder", () => {
    const dir = workspace({ "infra/net.yaml": BAD_NET, "-odd.yaml": GOOD_FW });
    const linted = cli(["lint", "--format", "json", "--", "infra/net.yaml", "-odd.yaml"], dir);
    expect(linted.code, linted.stderr).toBe(1);
    expect(JSON.parse(linted.stdout).map((f: { filePath: string }) => f.filePath)).toEqual(["infra/net.yaml", "-odd.yaml"]);
    expect(cli(["lint", "--", "--format=json"], dir)).toMatchObject({ code: 2, stdout: "", stderr: expect.stringContaining("no such file or directory: --format=json") });
    const planned = cli(["plan", "--format", "json", "--", "-odd.yaml"], dir);
    expect(planned.code, planned.stderr).toBe(0);
    expect(JSON.parse(planned.stdout).operations.map((o: { path: string }) => o.path)).toEqual(["/networking/firewalls"]);
  });

  it("a state file found but unreadable (a dangling link) is exit 2, not an empty success", () => {
    const dir = workspace({});
    symlinkSync("nowhere.yaml", join(dir, "dangling.yaml"));
    expect(cli(["lint"], dir)).toEqual({ code: 2, stdout: "", stderr: "cloudlint: warning: dangling.yaml: skipped, a dangling symbolic link\ncloudlint: no state file could be read (see the warnings above)\n" });
  });
});

describe("one argument parser (yargs) for every invocation", () => {
  it.each([
    [["lint", "examples/", "--format", "json", "--format", "stylish"], "--format"],
    [["lint", "examples/", "-f", "json", "--format", "stylish"], "--format"],
    [["lint", "examples/", "--config", "a.yaml", "--config", "b.yaml"], "--config"],
    [["lint", "examples/", "--output", "a.txt", "--output", "b.txt"], "--output"],
    [["lint", "examples/", "--max-warnings", "1", "--max-warnings", "2"], "--max-warnings"],
    [["filter", "vpcs", "{}", "--page", "1", "--page", "2"], "--page"],
  ])("%j: an option that takes one value, given twice, is a usage error", (argv, flag) => {
    expect(cli(argv)).toEqual({ code: 2, stdout: "", stderr: `cloudlint: ${flag} is given more than once; give it once\nRun "cloudlint --help" for usage.\n` });
  });

  it("takes yargs' every form of an option (--format=json, options before the paths)", () => {
    const r = cli(["lint", "--format=json", "--max-warnings=0", "examples/"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).map((f: { filePath: string; errorCount: number }) => [f.filePath, f.errorCount])).toEqual([
      ["examples/firewalls.yaml", 0],
      ["examples/inventory.yaml", 0],
      ["examples/network.yaml", 0],
    ]);
  });
});

describe("meta", () => {
  it("--version and --help", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    expect(cli(["--version"])).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
    const help = cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("cloudlint lint [paths..]");
  });
});
