/**
 * The pre-commit hook, for real: pre-commit installs this repository as a node hook the way it
 * does for any user, from an empty cache, and runs it on a scratch git repository with the
 * .pre-commit-config.yaml snippet the README and `cloudlint init` give. pre-commit has two ways of
 * installing a node hook, and users have both:
 * - before 4.6.1 (Debian's 3.0.4): npm install in the clone, npm pack, npm install -g of the tarball;
 * - since 4.6.1 (pip's 4.6.2): npm install -g --install-links git+file://<clone>, which builds
 *   nothing and installs only the runtime dependencies: the CLI runs from the committed bundle.
 * CLOUDLINT_PRE_COMMITS lists the pre-commit executables to test (path-delimited; .ci/run installs
 * both and sets it); without it, the pre-commit on PATH. On CI both flows must be there.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PRE_COMMIT_SNIPPET, STARTER_CONFIG } from "../../src/cli/init.js";
import { git, HOOK_GIT_ENV as gitEnv, hookRepository } from "../../scripts/hook-repository.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

const preCommits = (process.env.CLOUDLINT_PRE_COMMITS ?? "pre-commit").split(delimiter).filter(Boolean);

/** pre-commit's version as [major, minor, patch]; undefined when it does not run. */
function versionOf(executable: string): [number, number, number] | undefined {
  const run = spawnSync(executable, ["--version"], { encoding: "utf8" });
  const match = /^pre-commit (\d+)\.(\d+)\.(\d+)/.exec(run.stdout ?? "");
  return run.status === 0 && match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** Since 4.6.1 pre-commit installs a node hook with npm install -g git+file://, not npm pack. */
const installsFromGit = ([major, minor, patch]: [number, number, number]) => major > 4 || (major === 4 && (minor > 6 || (minor === 6 && patch >= 1)));

/** Every folder named `name` under `dir` (node_modules trees included). */
function foldersNamed(dir: string, name: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    if (entry.name === name) found.push(path);
    else foldersNamed(path, name, found);
  }
  return found;
}

describe("pre-commit installs and runs the hook", () => {
  it("the README and the pre-commit and CI page (docs/ci.md) give the snippet the test uses", () => {
    for (const page of ["README.md", "docs/ci.md"]) expect(readFileSync(join(root, page), "utf8"), page).toContain(PRE_COMMIT_SNIPPET);
  });

  it.runIf(process.env.CI)("CI has both ways of installing a node hook: pre-commit before 4.6.1 and since", () => {
    const versions = preCommits.map(versionOf);
    expect(versions.every(Boolean), `each of ${preCommits.join(", ")} runs`).toBe(true);
    expect(versions.some((v) => v && !installsFromGit(v))).toBe(true);
    expect(versions.some((v) => v && installsFromGit(v))).toBe(true);
  });

  it.each(preCommits)("with %s: fails on a broken state file with its finding, passes once it is fixed", (preCommit) => {
    const version = versionOf(preCommit);
    expect(version, `${preCommit} is not installed (.ci/run installs Debian's pre-commit and pip's pre-commit 4.6.2)`).toBeDefined();
    const hook = hookRepository();
    const project = mkdtempSync(join(tmpdir(), "cloudlint-project-"));
    git(project, "init", "-q");
    writeFileSync(join(project, ".cloudlintrc.yaml"), STARTER_CONFIG);
    mkdirSync(join(project, "infra"));
    writeFileSync(join(project, "infra/net.yaml"), "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.7/24\n");
    writeFileSync(join(project, "infra/fw.yaml"), "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n");
    // A Terraform configuration beside the state files: the hook lints .tf files too.
    const tf = (policy: string) => `resource "linode_firewall" "edge" {\n  label           = "edge-fw"\n  inbound_policy  = "${policy}"\n  outbound_policy = "ACCEPT"\n}\n`;
    writeFileSync(join(project, "infra/main.tf"), tf("DROP"));
    // An organisation policy in the default place: the lint hook applies it, the test hook runs its cases.
    const policy = (expect: string) =>
      `policies:\n  - id: acme/subnets-in-10-8\n    description: Subnets stay inside 10.0.0.0/8.\n    resource: subnets\n    assert: { field: ipv4, cidr_within: [10.0.0.0/8] }\n    tests:\n      - { name: outside fails, state: { vpcs: [{ label: p, region: us-east, subnets: [{ label: a, ipv4: 172.16.0.0/24 }] }] }, expect: ${expect} }\n`;
    mkdirSync(join(project, ".cloudlint/policies"), { recursive: true });
    writeFileSync(join(project, ".cloudlint/policies/net.yaml"), policy("pass"));
    writeFileSync(join(project, "infra/legacy.yaml"), "vpcs:\n  - label: legacy\n    region: us-east\n    subnets:\n      - label: old\n        ipv4: 172.16.0.0/24\n");
    writeFileSync(join(project, ".pre-commit-config.yaml"), PRE_COMMIT_SNIPPET.replace("<this repository's URL>", hook.path).replace("<a tag or commit>", hook.rev));
    git(project, "add", "-A");
    const env = { ...gitEnv, PRE_COMMIT_HOME: join(project, ".cache"), PRE_COMMIT_COLOR: "never" };
    const run = () => spawnSync(preCommit, ["run", "--all-files"], { cwd: project, encoding: "utf8", env, timeout: 280_000 });
    const broken = run();
    expect(broken.stdout + broken.stderr).toContain("subnet-ipv4-canonical");
    expect(broken.stdout).toContain("infra/net.yaml");
    expect(broken.stdout).toMatch(/6:15 +error +Subnets stay inside 10\.0\.0\.0\/8\. +acme\/subnets-in-10-8/);
    expect(broken.stdout).toContain("FAIL  acme/subnets-in-10-8 › outside fails");
    expect(broken.stdout).toMatch(/cloudlint policy test\.+Failed/);
    expect(broken.status, broken.stdout + broken.stderr).toBe(1);
    if (installsFromGit(version!)) {
      // npm install -g git+file:// installs the runtime dependencies only: no build tool, no test runner.
      const installed = foldersNamed(join(project, ".cache"), "node_modules");
      expect(installed.length).toBeGreaterThan(0);
      for (const devOnly of ["esbuild", "typescript", "vitest", "ajv"]) expect(installed.filter((dir) => existsSync(join(dir, devOnly)))).toEqual([]);
    }
    writeFileSync(join(project, "infra/net.yaml"), "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.0/24\n");
    writeFileSync(join(project, "infra/legacy.yaml"), "vpcs:\n  - label: legacy\n    region: us-east\n    subnets:\n      - label: old\n        ipv4: 10.16.0.0/24\n");
    writeFileSync(join(project, ".cloudlint/policies/net.yaml"), policy("1"));
    git(project, "add", "-A");
    const clean = run();
    expect(clean.status, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/cloudlint\.+Passed/);
    expect(clean.stdout).toMatch(/cloudlint policy test\.+Passed/);
    // A commit that changes only a .tf file runs the hook (types_or: terraform), which finds the mistake in it.
    git(project, "commit", "-q", "--no-verify", "-m", "clean");
    writeFileSync(join(project, "infra/main.tf"), tf("drop"));
    git(project, "add", "infra/main.tf");
    const tfOnly = spawnSync(preCommit, ["run"], { cwd: project, encoding: "utf8", env, timeout: 280_000 });
    expect(tfOnly.stdout).toMatch(/infra\/main\.tf\n +3:21 +error +linode_firewall\.edge\.inbound_policy: .*firewall-policy/);
    expect(tfOnly.stdout).toMatch(/cloudlint\.+Failed/);
    expect(tfOnly.status, tfOnly.stdout + tfOnly.stderr).toBe(1);
  }, 300_000);
});
