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
    expect(paths.filter((p) => /^(src|test|scripts|bench|\.ci)\//.test(p))).toEqual([]);
  });
});
