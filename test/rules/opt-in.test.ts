/**
 * Opt-in rules (the registry's `defaultOff`, issue 25): firewall-open-outbound-policy is off unless
 * a setting turns it on, in every place a rule's default applies: the linter's entry points, the
 * config file and its overrides, the request validators' settings, `cloudlint rules`,
 * `--print-config` and SARIF's rule descriptors.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatSarif } from "../../src/format/sarif.js";
import { lint, lintSources, lintText, type RuleSetting } from "../../src/lint.js";
import { profileSeverity } from "../../src/resources/common.js";
import { defaultSetting, RULES } from "../../src/rules/catalog.js";
import { sarifValidator } from "../helpers/sarif.js";

const ID = "firewall-open-outbound-policy";
const ON = { rules: { [ID]: "warning" as const } };

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
function cli(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-optin-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** A firewall with the given outbound policy; the policy is on line 5. */
const firewall = (outbound: string) => `firewalls:\n  - label: db-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ${outbound}\n      inbound: []\n`;
const ids = (messages: readonly { ruleId: string }[]) => messages.map((m) => m.ruleId);

describe("the registry", () => {
  it("marks the rule off by default, with the severity it has once on", () => {
    expect(RULES[ID]).toMatchObject({ severity: "warning", resource: "firewall", defaultOff: true });
    expect(defaultSetting(ID)).toBe("off");
    expect(defaultSetting("firewall-open-policy")).toBe("info");
    expect(defaultSetting("acme/some-policy")).toBeUndefined();
  });
});

describe("the linter", () => {
  it("reports nothing by default: lintText, lintSources and lint", () => {
    expect(lintText(firewall("ACCEPT"), { filePath: "fw.yaml" })).toEqual([]);
    expect(lintSources([{ filePath: "fw.yaml", text: firewall("ACCEPT") }])[0]!.messages).toEqual([]);
    const state = { firewalls: [{ label: "db-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [] } }] };
    expect(lint(state)).toEqual([]);
    // Other settings given do not turn it on.
    expect(lint(state, { rules: { "firewall-open-policy": "error" } })).toEqual([]);
  });

  it("turned on, reports outbound_policy ACCEPT at the policy's value", () => {
    const [d, ...rest] = lintText(firewall("ACCEPT"), { filePath: "fw.yaml", ...ON });
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ ruleId: ID, severity: "warning", path: ["firewalls", 0, "rules", "outbound_policy"], line: 5, column: 24 });
    expect(d!.message).toMatch(/^outbound_policy is ACCEPT/);
    expect(ids(lint({ firewalls: [{ label: "db-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }] }, { rules: { [ID]: "error" } }))).toEqual([ID]);
    expect(lintText(firewall("ACCEPT"), { rules: { [ID]: "error" } })[0]?.severity).toBe("error");
  });

  it("boundary: DROP, or a policy the API refuses, gives no finding even when on", () => {
    expect(lintText(firewall("DROP"), ON)).toEqual([]);
    // "accept" is not ACCEPT: firewall-policy reports it, and the model reads it as DROP.
    expect(ids(lintText(firewall("accept"), ON))).toEqual(["firewall-policy"]);
    expect(ids(lint({ firewalls: [{ label: "db-fw", rules: { inbound_policy: "DROP" } }] }, ON))).toEqual(["firewall-required-field"]);
  });

  it("a config override (rulesFor) turns it on for its files only, and off again", () => {
    const sources = [
      { filePath: "prod/fw.yaml", text: firewall("ACCEPT") },
      { filePath: "dev/fw.yaml", text: firewall("ACCEPT").replace("db-fw", "dev-fw") },
    ];
    const rulesFor = (file: string): Record<string, RuleSetting> => (file.startsWith("prod/") ? { [ID]: "error" } : {});
    expect(lintSources(sources, { rulesFor }).map((r) => ids(r.messages))).toEqual([[ID], []]);
    expect(lintSources(sources, { ...ON, rulesFor: (file): Record<string, RuleSetting> => (file.startsWith("dev/") ? { [ID]: "off" } : {}) }).map((r) => ids(r.messages))).toEqual([[ID], []]);
  });

  it("a setting that is not a severity is ignored: the default applies (off here, the rule's severity elsewhere)", () => {
    expect(lintText(firewall("ACCEPT"), { rules: { [ID]: true } as never })).toEqual([]);
    expect(lintText(firewall("ACCEPT"), { rules: { [ID]: "on" } as never })).toEqual([]);
    const open = "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: ACCEPT, outbound_policy: DROP }\n";
    const policy = lintText(open, { rules: { "firewall-open-policy": "bogus", "firewall-exposed-port": 3 } as never });
    expect(policy.map((d) => [d.ruleId, d.severity])).toContainEqual(["firewall-open-policy", "info"]);
    expect(policy.every((d) => ["error", "warning", "info"].includes(d.severity))).toBe(true);
  });

  it("on a Terraform plan: off by default; turned on, it names the resource's attribute at its line in the plan", () => {
    const after = { label: "db-fw", inbound_policy: "DROP", outbound_policy: "ACCEPT", disabled: false, tags: [], inbound: [], outbound: [] };
    const plan = JSON.stringify(
      {
        format_version: "1.2",
        resource_changes: [{ address: "linode_firewall.db", mode: "managed", type: "linode_firewall", name: "db", provider_name: "registry.terraform.io/linode/linode", change: { actions: ["create"], before: null, after, after_unknown: { id: true } } }],
      },
      null,
      2,
    );
    expect(lintSources([{ filePath: "plan.json", text: plan }])[0]!.messages).toEqual([]);
    const [d] = lintSources([{ filePath: "plan.json", text: plan }], ON)[0]!.messages;
    expect(d?.ruleId).toBe(ID);
    expect(d?.message).toMatch(/^linode_firewall\.db\.outbound_policy: outbound_policy is ACCEPT/);
    expect(plan.split("\n")[d!.line! - 1]).toContain('"outbound_policy": "ACCEPT"');
  });
});

describe("the request validators' settings", () => {
  it("an opt-in rule is off unless the options set it", () => {
    expect(profileSeverity(ID, "warning", undefined)).toBe("off");
    expect(profileSeverity(ID, "warning", { profile: "live" })).toBe("off");
    expect(profileSeverity(ID, "warning", { rules: { [ID]: "error" } })).toBe("error");
    expect(profileSeverity("firewall-open-policy", "info", undefined)).toBe("info");
  });
});

describe("SARIF", () => {
  it("describes the rule as disabled by default, at the level it reports once on; the log is valid SARIF", () => {
    const results = lintSources([{ filePath: "fw.yaml", text: firewall("ACCEPT") }], ON);
    const log = JSON.parse(formatSarif(results));
    const rules = log.runs[0].tool.driver.rules as Array<{ id: string; defaultConfiguration: object }>;
    expect(rules.find((r) => r.id === ID)?.defaultConfiguration).toEqual({ enabled: false, level: "warning" });
    expect(rules.find((r) => r.id === "firewall-open-policy")?.defaultConfiguration).toEqual({ level: "note" });
    expect(log.runs[0].results.map((r: { ruleId: string; level: string }) => [r.ruleId, r.level])).toEqual([[ID, "warning"]]);
    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe("the CLI (the built binary)", () => {
  it("lint: nothing by default; the config's rules turn it on; cloudlint rules and --print-config show it off until then", () => {
    const off = workspace({ "fw.yaml": firewall("ACCEPT") });
    expect(cli(["lint", "fw.yaml"], off)).toEqual({ code: 0, stdout: "", stderr: "" });
    const listed = cli(["rules"], off);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${ID} +off +outbound_policy is ACCEPT`, "m"));
    const json = JSON.parse(cli(["rules", ID, "--format", "json"], off).stdout);
    expect(json).toEqual([expect.objectContaining({ id: ID, severity: "warning", defaultOff: true })]);
    expect(JSON.parse(cli(["lint", "--print-config", "fw.yaml"], off).stdout).rules[ID]).toBe("off");

    const on = workspace({ "fw.yaml": firewall("ACCEPT"), ".cloudlintrc.yaml": `rules:\n  ${ID}: warning\n` });
    const r = cli(["lint", "fw.yaml"], on);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^ {2}5:24 +warning +outbound_policy is ACCEPT.* {2}${ID}$`, "m"));
    expect(JSON.parse(cli(["lint", "--print-config", "fw.yaml"], on).stdout).rules[ID]).toBe("warning");
    const sarif = JSON.parse(cli(["lint", "fw.yaml", "--format", "sarif"], on).stdout);
    expect(sarif.runs[0].tool.driver.rules.find((x: { id: string }) => x.id === ID).defaultConfiguration).toEqual({ enabled: false, level: "warning" });
    expect(sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).toEqual([ID]);
  });
});
