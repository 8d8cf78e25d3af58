/**
 * The package as a user gets it (issue 38): a fresh `git clone` of this repository's HEAD, packed
 * by `npm pack` and installed into an empty project with the README's install command (the tarball
 * in place of the registry's name: cloudlint is not published yet), and installed from git the way
 * the README says until then (`git+file://` of the clone in place of the GitHub URL: CI cannot
 * reach GitHub). In each, the real tools: Node imports and requires both entry points and calls
 * them, `npx --no-install cloudlint lint` lints, TypeScript type-checks consumers under module
 * node16 (CommonJS and ES module files), bundler and commonjs (node10) resolution without
 * skipLibCheck, and publint and arethetypeswrong pass the tarball.
 *
 * A clone of HEAD, not the work tree: what is not committed is not in the package. Commit (lib/
 * with it) before running this.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const tsc = join(root, "node_modules/typescript/bin/tsc");

let work: string;
let clone: string;
let tarball: string;

function run(command: string, args: string[], cwd: string, timeout = 300_000): SpawnSyncReturns<string> {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", timeout, env: { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false" } });
  if (r.error) throw r.error;
  return r;
}
function ok(command: string, args: string[], cwd: string): string {
  const r = run(command, args, cwd);
  expect(r.status, `${command} ${args.join(" ")}\n${r.stdout}\n${r.stderr}`).toBe(0);
  return r.stdout;
}

/** The README's Install section's commands: the registry one and the git one. */
function readmeInstallCommands(): { registry: string[]; git: string[] } {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const start = readme.indexOf("\n## Install\n");
  expect(start, "README has an Install section").toBeGreaterThan(-1);
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const commands = [...section.matchAll(/^npm install [^\n]+$/gm)].map((m) => m[0].split(/\s+/));
  const registry = commands.find((c) => c.some((a) => a.startsWith("cloudlint@")));
  const git = commands.find((c) => c.some((a) => a.startsWith("git+https://")));
  expect(registry, "the README's registry install command").toBeDefined();
  expect(git, "the README's git install command").toBeDefined();
  return { registry: registry!, git: git! };
}

/** An empty project in `dir`, into which `args` (the README's npm install) installs cloudlint. */
function installInto(dir: string, args: string[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "empty-project", version: "1.0.0", private: true }, null, 2) + "\n");
  ok("npm", args.slice(1), dir);
}

const BAD_FIREWALL = `{ label: "web--fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }`;
const ESM = `
import { validateFirewall, lintText } from "cloudlint";
import { validateRequest } from "cloudlint/request";
const d = validateFirewall(${BAD_FIREWALL});
const r = validateRequest({ method: "POST", path: "/networking/firewalls", body: ${BAD_FIREWALL} });
console.log(JSON.stringify([d.map((x) => x.ruleId), r.ok, r.status, lintText("firewalls: []\\n").length]));
`;
const CJS = `
const { validateFirewall, lintText } = require("cloudlint");
const { validateRequest } = require("cloudlint/request");
const d = validateFirewall(${BAD_FIREWALL});
const r = validateRequest({ method: "POST", path: "/networking/firewalls", body: ${BAD_FIREWALL} });
console.log(JSON.stringify([d.map((x) => x.ruleId), r.ok, r.status, lintText("firewalls: []\\n").length]));
`;
const EXPECTED = `${JSON.stringify([["firewall-label-syntax"], false, 400, 0])}\n`;
const STATE = "firewalls:\n  - label: web--fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n";

/** Node and the CLI, in a project where cloudlint is installed. */
function checkRuntime(project: string): void {
  const esm = run(process.execPath, ["--input-type=module", "-e", ESM], project);
  expect(esm.stderr).toBe("");
  expect(esm.stdout).toBe(EXPECTED);
  const cjs = run(process.execPath, ["-e", CJS], project);
  expect(cjs.stderr).toBe("");
  expect(cjs.stdout).toBe(EXPECTED);
  // Where they came from: the installed package, not this checkout.
  const where = run(process.execPath, ["-e", 'console.log(require.resolve("cloudlint"), require.resolve("cloudlint/request"))'], project);
  expect(where.stdout).toBe(`${join(project, "node_modules/cloudlint/lib/cjs/index.js")} ${join(project, "node_modules/cloudlint/lib/cjs/request/index.js")}\n`);
  writeFileSync(join(project, "fw.yaml"), STATE);
  const lint = run("npx", ["--no-install", "cloudlint", "lint", "fw.yaml", "--no-color"], project);
  expect(lint.stdout).toContain("firewall-label-syntax");
  expect(lint.stdout).toContain("fw.yaml");
  expect(lint.status, lint.stderr).toBe(1);
  const version = run("npx", ["--no-install", "cloudlint", "--version"], project);
  expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(project, "node_modules/cloudlint/package.json"), "utf8")).version);
  // Runtime dependencies only: none of the build's tools.
  for (const dev of ["typescript", "esbuild", "vitest", "ajv", "json-schema-to-typescript"]) expect(existsSync(join(project, "node_modules", dev)), dev).toBe(false);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cloudlint-e2e-package-"));
  clone = join(work, "clone");
  ok("git", ["clone", "--quiet", root, clone], work);
  // The clone is of HEAD: this test packs what is committed.
  expect(ok("git", ["rev-parse", "HEAD"], clone)).toBe(ok("git", ["rev-parse", "HEAD"], root));
  // The release tag the README's git command names, on the commit under test (as on a release).
  ok("git", ["-c", "user.email=ci@example.com", "-c", "user.name=ci", "tag", "-f", `v${version}`, "HEAD"], clone);
  const packed = ok("npm", ["pack", "--pack-destination", work], clone);
  // npm pack prints only the tarball's name (pre-commit before 4.6.1 reads it).
  expect(packed).toBe(`cloudlint-${version}.tgz\n`);
  tarball = join(work, packed.trim());
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the README's install step, into an empty project", () => {
  it("names the current version, and installs the tarball of a fresh clone: both entry points from ESM and CommonJS, and the CLI", () => {
    const { registry } = readmeInstallCommands();
    expect(registry).toEqual(["npm", "install", "--save-dev", `cloudlint@${version}`]);
    const project = join(work, "from-tarball");
    installInto(project, registry.map((a) => (a === `cloudlint@${version}` ? tarball : a)));
    expect(JSON.parse(readFileSync(join(project, "package.json"), "utf8")).devDependencies.cloudlint).toMatch(/cloudlint-.*\.tgz$/);
    checkRuntime(project);
  }, 300_000);

  it("installs from git at the release tag (the README's command, the URL of a fresh clone in place of GitHub's): the same entry points work", () => {
    const { git } = readmeInstallCommands();
    const spec = git.find((a) => a.startsWith("git+https://"))!;
    expect(spec).toBe(`git+https://github.com/cloudlint/cloudlint.git#v${version}`);
    const project = join(work, "from-git");
    installInto(
      project,
      git.map((a) => (a === spec ? a.replace(/^git\+https:\/\/[^#]+/, `git+file://${clone}`) : a)),
    );
    expect(JSON.parse(readFileSync(join(project, "package.json"), "utf8")).devDependencies.cloudlint).toBe(`git+file://${clone}#v${version}`);
    checkRuntime(project);
  }, 300_000);
});

describe("TypeScript consumers of the installed package, without skipLibCheck", () => {
  const CONSUMER = `import { validateFirewall, lintText, type Diagnostic } from "cloudlint";
import { validateRequest, type FirewallCreateRequest, type RequestBodies } from "cloudlint/request";

const body: FirewallCreateRequest = { label: "web", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } };
const found: Diagnostic[] = validateFirewall(body);
const subnet: RequestBodies["POST /vpcs/{vpcId}/subnets"] = { label: "app", ipv4: "10.0.1.0/24" };
const r = validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: subnet });
const lines: Array<number | undefined> = lintText("firewalls: []\\n").map((d) => d.line);
const status: number = r.ok ? 200 : r.status;
export const results = [found, lines, status];
`;
  // A request body with a wrong field type: the body types are exact, not any.
  const BAD = `import type { FirewallCreateRequest } from "cloudlint/request";
export const body: FirewallCreateRequest = { label: "web", rules: { inbound_policy: "DROP", outbound_policy: 7 } };
`;
  const CONFIGS = {
    node16: { module: "node16" },
    bundler: { module: "esnext", moduleResolution: "bundler" },
    commonjs: { module: "commonjs" },
  } as const;
  const base = { strict: true, noEmit: true, target: "es2022", lib: ["es2022"], types: [] as string[] };

  function check(project: string, name: string, options: object, files: string[]): { status: number | null; output: string; types: number; checkTime: string } {
    const config = join(project, `tsconfig.${name}.json`);
    writeFileSync(config, JSON.stringify({ compilerOptions: { ...base, ...options }, files }, null, 2));
    const r = run(process.execPath, [tsc, "-p", config, "--extendedDiagnostics"], project);
    const types = Number(/^Types:\s+(\d+)$/m.exec(r.stdout)?.[1]);
    const checkTime = /^Check time:\s+(\S+)$/m.exec(r.stdout)?.[1] ?? "?";
    return { status: r.status, output: r.stdout.split("\n").filter((l) => / error TS\d+/.test(l)).join("\n"), types, checkTime };
  }

  it("type-check under module node16 (a CommonJS and an ES module file), bundler and commonjs; a wrong body type is reported; the declarations cost little", () => {
    const project = join(work, "from-tarball");
    expect(existsSync(join(project, "node_modules/cloudlint/package.json")), "the tarball's install ran").toBe(true);
    writeFileSync(join(project, "consumer.ts"), CONSUMER);
    writeFileSync(join(project, "consumer.mts"), CONSUMER);
    writeFileSync(join(project, "bad.ts"), BAD);
    writeFileSync(join(project, "empty.ts"), "export const nothing = 0;\n");
    const report: string[] = [];
    for (const [name, options] of Object.entries(CONFIGS)) {
      const files = name === "node16" ? ["consumer.ts", "consumer.mts"] : ["consumer.ts"];
      const good = check(project, name, options, files);
      expect(good.output, name).toBe("");
      expect(good.status, name).toBe(0);
      // What the package's declarations add to an empty program's types (lib es2022 alone).
      const empty = check(project, `${name}-empty`, options, ["empty.ts"]);
      expect(empty.status).toBe(0);
      report.push(`${name}: ${good.types - empty.types} types from cloudlint (${good.types} in all), check time ${good.checkTime}`);
      // 52,000 before (issue 38): the schemas' literal types; about 3,000 now.
      expect(good.types - empty.types, name).toBeLessThan(8_000);
      const bad = check(project, `${name}-bad`, options, ["bad.ts"]);
      expect(bad.status, name).not.toBe(0);
      expect(bad.output, name).toMatch(/^bad\.ts\(2,\d+\): error TS2322: Type 'number' is not assignable to type '"ACCEPT" \| "DROP"'\.$/);
    }
    console.log(report.join("\n"));
  }, 300_000);
});

describe("the packed tarball of a fresh clone", () => {
  it("ships the library, the CLI, the schemas and the rule pages, and nothing of the build's", () => {
    const list = ok("tar", ["-tzf", tarball], work).split("\n").filter(Boolean);
    expect(list).toEqual(expect.arrayContaining(["package/lib/esm/index.js", "package/lib/esm/index.d.ts", "package/lib/cjs/request/index.js", "package/request/package.json", "package/bin/cloudlint.js", "package/schemas/firewall-create.schema.json", "package/rules/firewall-policy.md"]));
    expect(list.filter((p) => /^package\/(dist|src|test|scripts|bench|\.ci)\/|\.build-stamp/.test(p))).toEqual([]);
  });

  it("publint finds nothing (strict: warnings too)", () => {
    const r = run(process.execPath, [join(root, "node_modules/publint/src/cli.js"), "--strict", tarball], work);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain("All good!");
  }, 120_000);

  it("arethetypeswrong finds no problem for either entry point under node10, node16 (CJS and ESM) and bundler", () => {
    const r = run(process.execPath, [join(root, "node_modules/@arethetypeswrong/cli/dist/index.js"), tarball, "--format", "json"], work);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const result = JSON.parse(r.stdout) as { analysis: { problems: unknown[]; entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName?: string } }> }> } };
    expect(result.analysis.problems).toEqual([]);
    for (const entry of [".", "./request"]) {
      const resolutions = result.analysis.entrypoints[entry]!.resolutions;
      expect(Object.keys(resolutions).sort(), entry).toEqual(["bundler", "node10", "node16-cjs", "node16-esm"]);
      for (const [kind, { resolution }] of Object.entries(resolutions)) expect(resolution?.fileName, `${entry} under ${kind}`).toMatch(/\/lib\/(esm|cjs)\/(request\/)?index\.d\.ts$/);
    }
  }, 120_000);
});
