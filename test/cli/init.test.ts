/**
 * `cloudlint init`'s starter config for the two kinds of project: with cloudlint installed
 * (node_modules/cloudlint holds the schema) and without it (pre-commit only: the schema of this
 * version, published in the repository package.json names). The README's copy-paste config is
 * the second, exactly.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { LOCAL_SCHEMA, repositorySchema, starterConfig, STARTER_CONFIG } from "../../src/cli/init.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { repository: unknown; version: string };
const init = (cwd: string, ...args: string[]) => spawnSync(process.execPath, [join(root, "bin/cloudlint.js"), "init", ...args], { cwd, encoding: "utf8" });

it("the published schema is the repository's file at the version's tag; only a GitHub https repository and a semver version give one", () => {
  expect(repositorySchema(pkg)).toBe(`https://raw.githubusercontent.com/cloudlint/cloudlint/v${pkg.version}/schemas/config.schema.json`);
  expect(repositorySchema({ repository: { type: "git", url: "https://github.com/acme/lint" }, version: "1.2.3" })).toBe("https://raw.githubusercontent.com/acme/lint/v1.2.3/schemas/config.schema.json");
  for (const bad of [
    { repository: "git+ssh://git@github.com/acme/lint.git", version: "1.2.3" },
    { repository: "https://gitlab.com/acme/lint", version: "1.2.3" },
    { repository: "https://github.com/acme/lint/../../x", version: "1.2.3" },
    { repository: "https://github.com/acme/lint", version: "1.2.3/../../x" },
    { version: "1.2.3" },
  ]) {
    expect(repositorySchema(bad)).toBeUndefined();
  }
});

it("without node_modules/cloudlint the config names the published schema; with it, the installed one", () => {
  const bare = mkdtempSync(join(tmpdir(), "cloudlint-init-"));
  expect(init(bare).status).toBe(0);
  expect(readFileSync(join(bare, ".cloudlintrc.yaml"), "utf8")).toBe(starterConfig(repositorySchema(pkg)!));
  const installed = mkdtempSync(join(tmpdir(), "cloudlint-init-"));
  mkdirSync(join(installed, "node_modules/cloudlint/schemas"), { recursive: true });
  writeFileSync(join(installed, LOCAL_SCHEMA), "{}\n");
  expect(init(installed).status).toBe(0);
  expect(readFileSync(join(installed, ".cloudlintrc.yaml"), "utf8")).toBe(STARTER_CONFIG);
  expect(STARTER_CONFIG).toContain(`$schema=${LOCAL_SCHEMA}\n`);
});

it("never overwrites a config without --force", () => {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-init-"));
  writeFileSync(join(dir, ".cloudlintrc.yaml"), "rules: {}\n");
  const again = init(dir);
  expect({ status: again.status, stdout: again.stdout, stderr: again.stderr }).toEqual({ status: 2, stdout: "", stderr: expect.stringContaining(".cloudlintrc.yaml already exists; remove it or run cloudlint init --force") });
  expect(readFileSync(join(dir, ".cloudlintrc.yaml"), "utf8")).toBe("rules: {}\n");
});

it("the pre-commit and CI page's (docs/ci.md) copy-paste config is the starter config with the published schema, and the published schema is a file of this repository", () => {
  const readme = readFileSync(join(root, "docs/ci.md"), "utf8");
  const block = /<!-- starter-config -->\n```yaml\n([\s\S]*?)```\n<!-- \/starter-config -->/.exec(readme);
  expect(block?.[1]).toBe(starterConfig(repositorySchema(pkg)!));
  expect(block![1]).not.toContain("node_modules");
  // The path after the tag is the schema the package ships.
  expect(JSON.parse(readFileSync(join(root, "schemas/config.schema.json"), "utf8")).title).toBe("cloudlint configuration");
});
