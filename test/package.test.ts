/** The built package: importable from ESM and CommonJS by its name, with types, schemas in sync. */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILES } from "../src/schemas/index.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });

describe("package", () => {
  it("imports from ESM", () => {
    const r = node(["--input-type=module", "-e", 'import { validatePorts, lintText } from "cloudlint"; console.log(validatePorts("22, 080")[0].ruleId, lintText("firewall: []")[0].line)']);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("firewall-ports-syntax 1\n");
  });

  it("requires from CommonJS", () => {
    const r = node(["-e", 'const c = require("cloudlint"); console.log(typeof c.lint, c.canonicalizeCidr("10.0.1.5/24").value)']);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("function 10.0.1.0/24\n");
  });

  it("ships type declarations for both", () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
    expect(existsSync(`${root}${pkg.exports["."].import.types}`)).toBe(true);
    expect(existsSync(`${root}${pkg.exports["."].require.types}`)).toBe(true);
  });

  it("exports the JSON Schemas as cloudlint/schemas/<name>.json, to ESM and CommonJS", () => {
    const esm = node(["--input-type=module", "-e", 'import s from "cloudlint/schemas/firewall-create.json" with { type: "json" }; console.log(s.title)']);
    expect(esm.stderr).toBe("");
    expect(esm.stdout).toBe("Firewall create request\n");
    const cjs = node(["-e", 'console.log(require("cloudlint/schemas/image-upload.json").required.join())']);
    expect(cjs.stderr).toBe("");
    expect(cjs.stdout).toBe("label,region\n");
  });

  it("is side-effect free for bundlers", () => {
    expect(JSON.parse(readFileSync(`${root}package.json`, "utf8")).sideEffects).toBe(false);
  });

  it("ships schemas/ exactly as the TypeScript source defines them", () => {
    for (const [name, schema] of Object.entries(SCHEMA_FILES)) {
      expect(JSON.parse(readFileSync(`${root}schemas/${name}`, "utf8")), name).toEqual(schema);
    }
  });
});

describe(".pre-commit-hooks.yaml", () => {
  it("defines the cloudlint hook (the account, not only the changed files), the policy test hook and the manual init hook", async () => {
    const { parse } = await import("yaml");
    const hooks = parse(readFileSync(`${root}.pre-commit-hooks.yaml`, "utf8"));
    expect(hooks).toEqual([
      expect.objectContaining({ id: "cloudlint", entry: "cloudlint lint", language: "node", pass_filenames: false, require_serial: true, types_or: ["yaml", "json", "terraform"] }),
      expect.objectContaining({ id: "cloudlint-policy-test", entry: "cloudlint policy test", language: "node", pass_filenames: false, files: "(^|/)\\.cloudlint/policies/.*\\.(ya?ml|json)$" }),
      // Only when asked (pre-commit run --hook-stage manual cloudlint-init), on no file.
      expect.objectContaining({ id: "cloudlint-init", entry: "cloudlint init", language: "node", pass_filenames: false, always_run: true, stages: ["manual"] }),
    ]);
    expect(hooks[2].entry).not.toContain("--force");
    // pre-commit's own file types (identify): .tf is terraform, .tf.json is json; no files regex beside them.
    expect(hooks[0].files).toBeUndefined();
    const policyFiles = new RegExp(hooks[1].files);
    expect([".cloudlint/policies/db.yaml", "infra/.cloudlint/policies/x.yml", "infra/db.yaml", "cloudlint/policies/db.yaml"].map((f) => policyFiles.test(f))).toEqual([true, true, false, false]);
    expect(JSON.parse(readFileSync(`${root}package.json`, "utf8")).bin.cloudlint).toBe("bin/cloudlint.js");
  });

  it("the committed CLI bundle and executable are the ones the sources build (pre-commit 4.6.1+ installs them without building)", async () => {
    const { buildCli } = await import("../scripts/cli-bundle.mjs");
    const files = await buildCli(root);
    // The main bundle, its part, and the executable (which holds both bundles' SHA-256 and size).
    expect(Object.keys(files).sort()).toEqual(["bin/cloudlint-more.cjs", "bin/cloudlint.cjs", "bin/cloudlint.js"]);
    for (const [file, bytes] of Object.entries(files)) {
      const committed = readFileSync(`${root}${file}`, "utf8");
      const fresh = Buffer.from(bytes).toString("utf8");
      // Equal to the byte: run `npm run compile` and commit bin/ when this fails.
      expect(committed.length, `${file} is out of date: npm run compile, then commit it`).toBe(fresh.length);
      expect(committed === fresh, `${file} is out of date: npm run compile, then commit it`).toBe(true);
      const tracked = spawnSync("git", ["ls-files", "--error-unmatch", file], { cwd: root, encoding: "utf8" });
      expect(tracked.status, `${file} is committed`).toBe(0);
    }
    // The executable is CommonJS (bin/package.json), and executable.
    expect(JSON.parse(readFileSync(`${root}bin/package.json`, "utf8"))).toEqual({ type: "commonjs" });
    expect(statSync(`${root}bin/cloudlint.js`).mode & 0o111).not.toBe(0);
  });

  it("the committed library (lib/, request/) is the one the build makes (every install ships it as it is, unbuilt)", async () => {
    const { buildLib, listLib } = await import("../scripts/lib-bundle.mjs");
    const files = await buildLib(root);
    // No file left over from an older build, none missing.
    expect(listLib(root)).toEqual(Object.keys(files).sort());
    const stale = Object.entries(files).filter(([file, text]) => readFileSync(`${root}${file}`, "utf8") !== text).map(([file]) => file);
    expect(stale, "lib/ is out of date: npm run compile, then commit lib/ and request/").toEqual([]);
    const tracked = spawnSync("git", ["ls-files", "--", "lib", "request"], { cwd: root, encoding: "utf8" });
    expect(tracked.stdout.split("\n").filter(Boolean).sort(), "lib/ and request/ are committed").toEqual(Object.keys(files).sort());
    // Both entry points, as ES modules and CommonJS, with declarations; the CLI is not in it.
    for (const file of ["lib/esm/index.js", "lib/esm/index.d.ts", "lib/esm/request/index.js", "lib/esm/request/index.d.ts", "lib/cjs/index.js", "lib/cjs/index.d.ts", "lib/cjs/request/index.js", "lib/cjs/request/index.d.ts"]) {
      expect(files[file], file).toBeDefined();
    }
    expect(Object.keys(files).filter((f) => /\/(cli|lsp)\//.test(f))).toEqual([]);
    // Not the schemas' literal types (what made the declarations slow to check).
    expect(Object.keys(files).filter((f) => /\/schemas\/(firewall|policy)\.d\.ts$/.test(f))).toEqual([]);
    expect(JSON.parse(files["lib/cjs/package.json"]!)).toEqual({ type: "commonjs" });
  }, 120_000);

  it("names where it is published in package.json, the one place the rule pages and cloudlint init read it from", async () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8"));
    expect(pkg.repository).toEqual({ type: "git", url: "git+https://github.com/cloudlint/cloudlint.git" });
    expect(pkg.homepage).toBe("https://github.com/cloudlint/cloudlint#readme");
    expect(pkg.bugs).toEqual({ url: "https://github.com/cloudlint/cloudlint/issues" });
    const { repositoryHelpUri } = await import("../src/format/sarif.js");
    expect(repositoryHelpUri(pkg)?.("subnet-overlap")).toBe(`https://github.com/cloudlint/cloudlint/blob/v${pkg.version}/rules/subnet-overlap.md`);
    const { preCommitSnippet, PRE_COMMIT_SNIPPET } = await import("../src/cli/init.js");
    const snippet = preCommitSnippet(pkg);
    expect(snippet).toContain(`  - repo: https://github.com/cloudlint/cloudlint\n    rev: v${pkg.version}\n`);
    expect(snippet).not.toContain("<");
    // A package.json that does not say keeps the placeholders.
    expect(preCommitSnippet({})).toBe(PRE_COMMIT_SNIPPET);
    expect(preCommitSnippet({ repository: "git@example.com:x.git", version: "not a version" })).toBe(PRE_COMMIT_SNIPPET);
  });

  it("npm installs no devDependency for a git install: no script that makes npm prepare a git dependency", () => {
    // pacote prepares a git dependency (npm install with devDependencies in the clone) when any of
    // these scripts exists; the hook needs none of them, as it runs the committed bundle.
    const scripts = JSON.parse(readFileSync(`${root}package.json`, "utf8")).scripts as Record<string, string>;
    for (const name of ["build", "prepare", "prepack", "preinstall", "install", "postinstall"]) expect(scripts[name], name).toBeUndefined();
    const files = JSON.parse(readFileSync(`${root}package.json`, "utf8")).files as string[];
    expect(files).toContain("bin/");
  });

  it("npm pack prints only the tarball's name (pre-commit before 4.6.1 reads it), and packs the CLI bundle", () => {
    const { version } = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { version: string };
    const npm = (args: string[]) => spawnSync("npm", ["pack", "--dry-run", "--ignore-scripts=false", ...args], { cwd: root, encoding: "utf8" });
    const pack = npm([]);
    expect(pack.status, pack.stderr).toBe(0);
    expect(pack.stdout).toBe(`cloudlint-${version}.tgz\n`);
    const [listing] = JSON.parse(npm(["--json"]).stdout) as [{ files: { path: string }[] }];
    const paths = listing.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["bin/cloudlint.js", "bin/cloudlint.cjs", "bin/cloudlint-more.cjs", "bin/package.json", "package.json", "rules/firewall-ports-syntax.md"]));
    expect(paths).toEqual(expect.arrayContaining(["lib/esm/index.js", "lib/esm/index.d.ts", "lib/cjs/index.js", "lib/cjs/request/index.d.ts", "lib/cjs/package.json", "request/package.json", "schemas/firewall-create.schema.json"]));
    // Only what a user runs or reads: not the build's own tree (dist/, its .build-stamp), nor sources.
    expect(paths.filter((p) => /^(src|test|scripts|bench|dist|editors|examples[^/]*|\.ci)\/|\.build-stamp|\.generated\.ts$/.test(p))).toEqual([]);
  });
});
