/**
 * lintFiles against its oracle, the real CLI, on random sets of files: whatever a folder holds
 * (configs with files, ignores, rules, overrides and policies globs; ignore files at the top and in
 * folders, with negations and folder patterns; state files at the top, in folders, in a hidden
 * folder and in node_modules; policies; a Terraform root calling a local module, present or not,
 * and its variables; a file that is not state), lintFiles reports what `cloudlint lint --format json`
 * reports run in that folder. The example tests (lint-files.test.ts) pin the cases a review named;
 * this finds the ones nobody named, in the combinations of the pieces. When the CLI stops with a
 * usage error (exit 2: a config it refuses, or files globs that match no state file) nothing is
 * linted, and lintFiles says so with a config-invalid finding on the config: those cases are
 * compared by that, not by findings. The four differences it found first (a policies glob matching
 * no file, files globs whose matches are all ignored or are only policy files, a policy id named in
 * the rules of a set without policies) are fixed in src/ and compared like every other run.
 *
 * LINT_FILES_RUNS sets the number of runs (each spawns the CLI, ~0.3 s); LINT_FILES_SEED the seed.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { lintFiles, type WorkspaceFile } from "../../src/files/lint-files.js";
import { cliOracle, ours, type CliRun } from "../helpers/lint-files.js";

const oracle = cliOracle("cloudlint-lint-files-property-");
afterAll(oracle.remove);

const RUNS = Number(process.env.LINT_FILES_RUNS ?? 40);
const SEED = Number(process.env.LINT_FILES_SEED ?? 20261129);

// ---- the pieces -------------------------------------------------------------------------------

const firewall = (label: string, ports: string) =>
  `firewalls:\n  - label: ${label}\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - label: web\n          action: ACCEPT\n          protocol: TCP\n          ports: "${ports}"\n          addresses: { ipv4: [192.168.255.0/24] }\n`;
const vpc = (label: string) => `vpcs:\n  - label: ${label}\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.0/24\n`;
const vpcJson = (label: string) => `{ "vpcs": [{ "label": "${label}", "region": "us-east" }] }\n`;

/** A state file: a firewall or a VPC, with or without a mistake, somewhere in the folder. */
const stateFile: fc.Arbitrary<WorkspaceFile> = fc
  .record({
    folder: fc.constantFrom("", "", "infra/", "app/", "legacy/", "infra/sub/", ".x/", "node_modules/pkg/"),
    kind: fc.constantFrom("firewall", "vpc", "json"),
    name: fc.constantFrom("fw", "keep", "old", "net"),
    label: fc.constantFrom("web-fw", "web--fw", "prod", "-bad"),
    ports: fc.constantFrom("80, 443", "80,  443", "080"),
  })
  .map(({ folder, kind, name, label, ports }) =>
    kind === "firewall" ? { path: `${folder}${name}.yaml`, text: firewall(label, ports) } : kind === "vpc" ? { path: `${folder}${name}.yml`, text: vpc(label) } : { path: `${folder}${name}.json`, text: vpcJson(label) },
  );

const list = (xs: readonly string[]) => `[${xs.map((x) => JSON.stringify(x)).join(", ")}]`;

const POLICY = 'policies:\n  - id: acme/web-prefix\n    description: Firewall labels start with web.\n    severity: warning\n    resource: firewalls\n    assert: { field: label, matches: "^web-" }\n    message: "firewall {{label}} does not start with web-"\n';

/** Where a policies glob of a config finds its policy file (given with the config, or not). */
const POLICY_PATH: Record<string, string> = {
  ".cloudlint/policies/*.yaml": ".cloudlint/policies/p.yaml",
  "policies/*.yaml": "policies/p.yaml",
  "**/p.yaml": "policies/p.yaml",
  "**/*.policy.yaml": "infra/p.policy.yaml",
};

/** A config's text (some of files, ignores, rules, overrides and policies, each with random values), and the policy file its glob needs. */
const configText: fc.Arbitrary<{ text: string; policy?: string }> = fc
  .record({
    files: fc.option(fc.subarray(["**/*.yaml", "*.yaml", "infra/**", "infra/", "app/**", "**/*.tf", "**/*.yml", "**/*.json", "nothing/**", "**"], { minLength: 1, maxLength: 3 }), { nil: undefined, freq: 2 }),
    ignores: fc.option(fc.subarray(["legacy/**", "legacy/", "**/old.yaml", "infra/old.yaml", "app/", "*.json", "infra/modules/**", "infra/sub/**", "policies/**", "infra/main.tf"], { minLength: 1, maxLength: 3 }), { nil: undefined, freq: 2 }),
    rules: fc.option(fc.subarray(["firewall-label-syntax: off", "firewall-ports-syntax: off", "vpc-label-syntax: warning", "terraform-module: off", "firewall-label-letter-first: off", "firewall-rule-label-length: info"], { minLength: 1, maxLength: 2 }), { nil: undefined, freq: 2 }),
    // Now and then a rule the config may not name (no such rule, a policy's id, a misspelt severity): a config the CLI refuses.
    unknownRule: fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary: fc.constantFrom("no-such-rule: off", "acme/web-prefix: off", "vpc-label-syntax: warn"), weight: 1 }),
    overrides: fc.option(fc.record({ files: fc.constantFrom("infra/**", "app/*.yaml", "**/keep.yaml", "infra/modules/**"), rule: fc.constantFrom("firewall-label-syntax: off", "vpc-label-syntax: off", "firewall-ports-syntax: error") }), { nil: undefined, freq: 2 }),
    policies: fc.option(fc.record({ glob: fc.constantFrom(...Object.keys(POLICY_PATH)), withFile: fc.constantFrom(true, true, true, false) }), { nil: undefined, freq: 3 }),
  })
  .map((c) => {
    let text = "";
    if (c.files) text += `files: ${list(c.files)}\n`;
    if (c.ignores) text += `ignores: ${list(c.ignores)}\n`;
    const rules = [...(c.rules ?? []), ...(c.unknownRule ? [c.unknownRule] : [])];
    if (rules.length > 0) text += `rules:\n${rules.map((r) => `  ${r}\n`).join("")}`;
    if (c.overrides) text += `overrides:\n  - files: ${list([c.overrides.files])}\n    rules:\n      ${c.overrides.rule}\n`;
    if (c.policies) text += `policies: ${list([c.policies.glob])}\n`;
    return { text: text || "rules: {}\n", ...(c.policies?.withFile ? { policy: POLICY_PATH[c.policies.glob]! } : {}) };
  });

/** An ignore file at the top or in a folder: some patterns, in random order (a negation may come before or after what it takes back). */
const ignoreFile: fc.Arbitrary<WorkspaceFile> = fc
  .record({
    folder: fc.constantFrom("", "", "infra/", "app/"),
    name: fc.constantFrom(".gitignore", ".cloudlintignore"),
    lines: fc.shuffledSubarray(["old.yaml", "legacy/", "*.yaml", "!keep.yaml", "infra/", "/fw.yaml", "modules/", "*.tf", "sub/", "*.json", "!old.yaml", "node_modules/", "p.yaml", "main.tf", "*.tfvars"], { minLength: 1, maxLength: 4 }),
  })
  .map(({ folder, name, lines }) => ({ path: `${folder}${name}`, text: `${lines.join("\n")}\n` }));

const policyFile: fc.Arbitrary<WorkspaceFile> = fc.constantFrom(".cloudlint/policies/p.yaml", "policies/p.yaml", "infra/p.policy.yaml").map((path) => ({ path, text: POLICY }));

const MAIN_TF =
  'variable "ports" {\n  default = "443"\n}\n\nmodule "net" {\n  source = "./modules/net"\n  ports  = var.ports\n}\n\nresource "linode_firewall" "root" {\n  label           = "root-fw"\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n}\n';
const MODULE_TF =
  'variable "ports" {}\n\nresource "linode_firewall" "net" {\n  label           = "net--fw"\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n\n  inbound {\n    label    = "in"\n    action   = "ACCEPT"\n    protocol = "TCP"\n    ports    = var.ports\n    ipv4     = ["0.0.0.0/0"]\n  }\n}\n';

/** The pieces a set is made of, each chosen or not. */
const pieces = fc.record({
  rc: fc.option(configText, { nil: undefined, freq: 2 }),
  configYaml: fc.option(configText, { nil: undefined, freq: 2 }),
  nestedConfig: fc.option(fc.constant({ path: "infra/.cloudlintrc.yaml", text: 'files: ["nothing/**"]\n' }), { nil: undefined, freq: 4 }),
  ignores: fc.array(ignoreFile, { maxLength: 2 }),
  states: fc.array(stateFile, { maxLength: 5 }),
  policy: fc.option(policyFile, { nil: undefined }),
  mainTf: fc.boolean(),
  moduleTf: fc.boolean(),
  tfvars: fc.constantFrom(undefined, "infra/terraform.tfvars", "terraform.tfvars", "infra/x.auto.tfvars"),
  notes: fc.option(fc.constantFrom("notes.md", "infra/notes.md"), { nil: undefined }),
});

/** A set: the chosen pieces, one file per path (the first given), in random order. */
const fileSet: fc.Arbitrary<WorkspaceFile[]> = pieces
  .map((p) => {
    const files: WorkspaceFile[] = [];
    for (const [path, config] of [[".cloudlintrc.yaml", p.rc], ["cloudlint.config.yaml", p.configYaml]] as const) {
      if (config === undefined) continue;
      files.push({ path, text: config.text });
      if (config.policy !== undefined) files.push({ path: config.policy, text: POLICY });
    }
    if (p.nestedConfig) files.push(p.nestedConfig);
    files.push(...p.ignores, ...p.states);
    if (p.policy) files.push(p.policy);
    if (p.mainTf) files.push({ path: "infra/main.tf", text: MAIN_TF });
    if (p.moduleTf) files.push({ path: "infra/modules/net/main.tf", text: MODULE_TF });
    if (p.tfvars !== undefined) files.push({ path: p.tfvars, text: 'ports = "22"\n' });
    if (p.notes !== undefined) files.push({ path: p.notes, text: "# notes\n\nfirewalls: not state\n" });
    const seen = new Set<string>();
    return files.filter((f) => !seen.has(f.path) && seen.add(f.path));
  })
  .chain((files) => fc.shuffledSubarray(files, { minLength: files.length, maxLength: files.length }));

// ---- known differences ------------------------------------------------------------------------

// ---- the property -----------------------------------------------------------------------------

/** lintFiles' config-invalid findings on the config or a policy file: what the CLI's exit 2 is to lintFiles. */
const refused = (files: readonly WorkspaceFile[]) =>
  lintFiles(files)
    .files.filter((f) => f.role === "config" || f.role === "policy")
    .flatMap((f) => f.messages.filter((m) => m.ruleId === "config-invalid").map((m) => `${f.path} ${m.line}:${m.column} ${m.message}`));

describe("lintFiles reports what cloudlint lint reports, on random sets of files", () => {
  it(`the same findings, or the same refusal (${RUNS} runs, seed ${SEED})`, () => {
    fc.assert(
      fc.property(fileSet, (files) => {
        const run = oracle.run(files);
        const said = refused(files);
        const why = `files:\n${files.map((f) => `--- ${f.path}\n${f.text}`).join("")}\nCLI (exit ${run.status}): ${run.stderr}`;
        if (run.status === 2) {
          // A usage error: nothing linted. lintFiles must say so on the config.
          expect(said, why).not.toEqual([]);
        } else {
          expect([0, 1], why).toContain(run.status);
          expect(said, why).toEqual([]);
          expect(ours(files), why).toEqual(run.findings);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, Math.max(60_000, RUNS * 3_000));
});
