/**
 * The Neovim and Emacs setups of the editor page (docs/editor.md), taken from the page itself and run in the real editors
 * (Debian 12's Neovim 0.7.2, and Emacs 28.2 with eglot 1.9 and yaml-mode), on a scratch project
 * with cloudlint installed from this package (npm pack, then npm install --save-dev of the
 * tarball). Each editor starts in a folder outside the project, opens a state file in a subfolder,
 * and must show the diagnostics `cloudlint lint --format json` gives for it (a cross-file one
 * among them, which only the whole account gives), from a server whose working folder is the
 * project's root; a project with no cloudlint installed gets the setup's message, not a crash.
 *
 * A missing editor skips its tests, with the reason, except under CI (.ci/run installs them), where
 * it fails.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTER_CONFIG } from "../../src/cli/init.js";
import { docText } from "../helpers/docs.js";
import { GIT_ENV } from "../lsp/client.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const fixtures = join(root, "test/e2e/fixtures");
const README = docText("editor");
/** How long an editor gets to show the diagnostics (it is killed after WAIT_MS + 30 s). */
const WAIT_MS = 30_000;

/** The code block that follows the editor page's paragraph starting with `label`. */
function readmeBlock(label: string, language: string): string {
  const at = README.indexOf(`\n${label}`);
  expect(at, `docs/editor.md has a paragraph starting with ${label}`).toBeGreaterThan(0);
  const block = new RegExp("```" + language + "\\n([\\s\\S]*?)\\n```").exec(README.slice(at));
  expect(block, `a ${language} block after ${label}`).not.toBeNull();
  return block![1]! + "\n";
}

const NEOVIM = readmeBlock("**Neovim** (0.7 or newer", "lua");
const LSPCONFIG = readmeBlock("**Neovim with [nvim-lspconfig]", "lua");
const EMACS = readmeBlock("**Emacs** with eglot", "elisp");

/** The editor's version line, or undefined when it is not installed. */
function version(command: string, args: string[]): string | undefined {
  const run = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
  return run.status === 0 ? run.stdout.split("\n")[0] : undefined;
}
const nvimVersion = version("nvim", ["--version"]);
const emacsVersion = version("emacs", ["--version"]);
/** Emacs with the eglot and yaml-mode packages (built in from 29, elpa-eglot and elpa-yaml-mode on Debian 12). */
const emacsPackages =
  emacsVersion !== undefined &&
  spawnSync("emacs", ["--batch", "--eval", "(progn (package-initialize) (require 'eglot) (require 'yaml-mode))"], { encoding: "utf8", timeout: 30_000 }).status === 0;
const CI = Boolean(process.env.CI);
const INSTALL = "apt-get install neovim emacs-nox elpa-eglot elpa-yaml-mode (.ci/run does)";

let base: string;
let tarball: string;

beforeAll(() => {
  // realpath: the editors and the server see /tmp's real path.
  base = realpathSync(mkdtempSync(join(tmpdir(), "cloudlint-editors-")));
  if (!nvimVersion && !(emacsVersion && emacsPackages)) return;
  const pack = spawnSync("npm", ["pack", "--pack-destination", base], { cwd: root, encoding: "utf8", timeout: 120_000 });
  expect(pack.status, pack.stderr).toBe(0);
  tarball = join(base, pack.stdout.trim().split("\n").pop()!);
}, 150_000);

afterAll(() => {
  // Each project holds an npm install: a busy machine takes a while to delete them.
  if (base) rmSync(base, { recursive: true, force: true });
}, 120_000);

/** A state file with a mistake of its own and a VPC label another file uses too (a cross-file finding). */
const NET = "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.7/24\n";
const MORE = "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: db\n        ipv4: 10.0.2.0/24\n";

interface ProjectOptions {
  /** The config's folder ("" the repository's root) and text (`cloudlint init`'s by default); none when undefined. */
  config?: { folder: string; text?: string };
  /** npm install --save-dev of this package (at the repository's root). */
  installed: boolean;
}

/** A scratch project in its own git repository: the state files in infra/. */
function project(options: ProjectOptions): string {
  const dir = mkdtempSync(join(base, "project-"));
  const git = spawnSync("git", ["init", "-q"], { cwd: dir, env: GIT_ENV, encoding: "utf8" });
  expect(git.status, git.stderr).toBe(0);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "infra", private: true }));
  mkdirSync(join(dir, "infra"));
  writeFileSync(join(dir, "infra/net.yaml"), NET);
  writeFileSync(join(dir, "infra/more.yaml"), MORE);
  if (options.config) writeFileSync(join(dir, options.config.folder, ".cloudlintrc.yaml"), options.config.text ?? STARTER_CONFIG);
  if (options.installed) {
    const install = spawnSync("npm", ["install", "--save-dev", "--prefer-offline", "--no-audit", "--no-fund", tarball], { cwd: dir, encoding: "utf8", timeout: 180_000 });
    expect(install.status, install.stdout + install.stderr).toBe(0);
  }
  return dir;
}

/** `cloudlint lint --format json [ARGS]` in the folder: the file's findings as "rule@line". */
function cliFindings(folder: string, file: string, args: string[] = []): string[] {
  const lint = spawnSync("npx", ["--no", "cloudlint", "lint", "--format", "json", ...args], { cwd: folder, encoding: "utf8", timeout: 60_000 });
  expect(lint.status, lint.stderr).toBe(1);
  const results = JSON.parse(lint.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number }> }>;
  return results
    .filter((r) => r.filePath === file)
    .flatMap((r) => r.messages.map((m) => `${m.ruleId}@${m.line}`))
    .sort();
}

/** A home of the test's, so the user's own editor config and state stay out of it. */
const home = () => mkdtempSync(join(base, "home-"));

function editorEnv(homeDir: string, out: string, file: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOME: homeDir,
    XDG_CONFIG_HOME: join(homeDir, ".config"),
    XDG_DATA_HOME: join(homeDir, ".local/share"),
    XDG_STATE_HOME: join(homeDir, ".local/state"),
    XDG_CACHE_HOME: join(homeDir, ".cache"),
    TERM: "xterm",
    PROBE_OUT: out,
    PROBE_FILE: file,
    PROBE_WAIT_MS: String(WAIT_MS),
  };
}

interface NeovimProbe {
  waited: boolean;
  filetype: string;
  cwd: string;
  diagnostics: Array<{ line: number; code: string | null; message: string }>;
  clients: Array<{ name: string; root_dir: string | null; cmd: string[]; cwd: string | null }>;
  messages: string;
}

/** Neovim, headless, in `cwd`, with `init` as its init.lua, on `file`: what the probe saw. */
function neovim(init: string, file: string, cwd: string): NeovimProbe {
  const homeDir = home();
  writeFileSync(join(homeDir, "init.lua"), init);
  const out = join(homeDir, "probe.json");
  const run = spawnSync("nvim", ["--headless", "-u", join(homeDir, "init.lua"), "-c", `luafile ${join(fixtures, "editors/probe.lua")}`, file], {
    cwd,
    env: editorEnv(homeDir, out, file),
    encoding: "utf8",
    timeout: WAIT_MS + 30_000,
    killSignal: "SIGKILL",
    stdio: ["ignore", "pipe", "pipe"],
  });
  expect(run.error, `nvim: ${run.error?.message}\n${run.stdout}${run.stderr}`).toBeUndefined();
  expect(run.status, `nvim exited ${run.status}: ${run.stdout}${run.stderr}`).toBe(0);
  expect(existsSync(out), `nvim wrote no probe result: ${run.stdout}${run.stderr}`).toBe(true);
  return JSON.parse(readFileSync(out, "utf8")) as NeovimProbe;
}

interface EmacsProbe {
  waited: boolean;
  mode: string | null;
  cwd: string;
  diagnostics: Array<{ line: number; message: string }>;
  server: string[] | null;
  root: string | null;
  serverCwd: string | null;
  messages: string;
}

/** Emacs in a terminal (script gives it one), in `cwd`, with the README's setup as init.el, on `file`. */
function emacs(file: string, cwd: string): EmacsProbe {
  const homeDir = home();
  mkdirSync(join(homeDir, ".emacs.d"));
  writeFileSync(join(homeDir, ".emacs.d/init.el"), EMACS);
  const out = join(homeDir, "probe.json");
  const command = ["emacs", "-nw", "-l", join(fixtures, "editors/probe.el"), file].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
  const run = spawnSync("script", ["-qec", command, "/dev/null"], {
    cwd,
    env: editorEnv(homeDir, out, file),
    encoding: "utf8",
    timeout: WAIT_MS + 30_000,
    killSignal: "SIGKILL",
    stdio: ["ignore", "pipe", "pipe"],
  });
  expect(run.error, `emacs: ${run.error?.message}`).toBeUndefined();
  expect(run.status, `emacs exited ${run.status}: ${run.stderr}`).toBe(0);
  expect(existsSync(out), `emacs wrote no probe result (init.el failed to load?): ${run.stdout.slice(-2000)}`).toBe(true);
  return JSON.parse(readFileSync(out, "utf8")) as EmacsProbe;
}

/** The rule id eglot puts in a diagnostic's text ("cloudlint [rule]: …" in 1.9, "[rule] …" later). */
const ruleOf = (text: string) => /\[([a-z0-9][a-z0-9/-]*)\]/.exec(text)?.[1];

describe.skipIf(!nvimVersion && !CI)(`Neovim (${nvimVersion ?? `not installed: ${INSTALL}`})`, () => {
  it.runIf(CI)("is installed (CI)", () => {
    expect(nvimVersion, `nvim is not installed: ${INSTALL}`).toBeDefined();
  });

  const lspconfigPrelude = `-- nvim-lspconfig 0.1.6 (test/e2e/fixtures/nvim-lspconfig), on the runtimepath as a plugin manager puts it.\nvim.opt.runtimepath:prepend(${JSON.stringify(join(fixtures, "nvim-lspconfig"))})\n`;

  it.each([
    ["the plain setup", NEOVIM],
    ["the nvim-lspconfig setup", LSPCONFIG],
  ])("%s: started outside the project, shows the project's diagnostics from a server in its root", (_, setup) => {
    const dir = project({ config: { folder: "" }, installed: true });
    const init = setup === LSPCONFIG ? lspconfigPrelude + setup : setup;
    const seen = neovim(init, join(dir, "infra/net.yaml"), base);
    expect(seen.cwd).toBe(base);
    expect(seen.filetype).toBe("yaml");
    expect(seen.waited, `no diagnostics in ${WAIT_MS} ms: ${JSON.stringify(seen)}`).toBe(true);
    expect(seen.clients).toHaveLength(1);
    expect(seen.clients[0]).toMatchObject({ name: "cloudlint", root_dir: dir, cmd: [join(dir, "node_modules/.bin/cloudlint"), "lsp", "--stdio"], cwd: dir });
    const expected = cliFindings(dir, "infra/net.yaml");
    expect(expected).toEqual(["subnet-ipv4-canonical@6", "vpc-label-unique@2"]);
    expect(seen.diagnostics.map((d) => `${d.code}@${d.line}`).sort()).toEqual(expected);
    expect(seen.messages).not.toMatch(/quit with exit code|Error|deprecated/);
  }, 120_000);

  it("the plain setup: without a config, the repository's root is the project", () => {
    const dir = project({ installed: true });
    const seen = neovim(NEOVIM, join(dir, "infra/net.yaml"), base);
    expect(seen.waited, JSON.stringify(seen)).toBe(true);
    expect(seen.clients.map((c) => [c.root_dir, c.cwd])).toEqual([[dir, dir]]);
    // As `cloudlint lint .` in the repository's root (without a config, the CLI wants the folder named).
    expect(seen.diagnostics.map((d) => `${d.code}@${d.line}`).sort()).toEqual(cliFindings(dir, "infra/net.yaml", ["."]));
    expect(seen.diagnostics.map((d) => d.code)).toContain("vpc-label-unique");
  }, 120_000);

  it("the plain setup: a config in a subfolder makes it the project, with the cloudlint installed above it", () => {
    const dir = project({ config: { folder: "infra", text: 'files: ["*.yaml"]\n' }, installed: true });
    const seen = neovim(NEOVIM, join(dir, "infra/net.yaml"), base);
    expect(seen.waited, JSON.stringify(seen)).toBe(true);
    const infra = join(dir, "infra");
    expect(seen.clients).toMatchObject([{ root_dir: infra, cwd: infra, cmd: [join(dir, "node_modules/.bin/cloudlint"), "lsp", "--stdio"] }]);
    // As `cloudlint lint` run in infra/: its files are net.yaml and more.yaml there.
    expect(seen.diagnostics.map((d) => `${d.code}@${d.line}`).sort()).toEqual(cliFindings(infra, "net.yaml"));
    expect(seen.diagnostics.map((d) => d.code)).toContain("vpc-label-unique");
  }, 120_000);

  it.each([
    ["a JSON state file", "infra/edge.json", "json", '{\n  "vpcs": [\n    { "label": "edge", "region": "us-east", "subnets": [{ "label": "x", "ipv4": "10.9.1.7/24" }] }\n  ]\n}\n'],
    ["a Terraform file", "infra/main.tf", "terraform", 'resource "linode_firewall" "edge" {\n  label           = "edge-fw"\n  inbound_policy  = "drop"\n  outbound_policy = "ACCEPT"\n}\n'],
  ])("the plain setup: %s gets its diagnostics too", (_, file, filetype, text) => {
    const dir = project({ config: { folder: "" }, installed: true });
    writeFileSync(join(dir, file), text);
    const seen = neovim(NEOVIM, join(dir, file), base);
    expect(seen.filetype).toBe(filetype);
    expect(seen.waited, JSON.stringify(seen)).toBe(true);
    const expected = cliFindings(dir, file);
    expect(expected.length).toBeGreaterThan(0);
    expect(seen.diagnostics.map((d) => `${d.code}@${d.line}`).sort()).toEqual(expected);
  }, 120_000);

  it.each([
    ["the plain setup", NEOVIM],
    ["the nvim-lspconfig setup", LSPCONFIG],
  ])("%s: a project with a config but no cloudlint installed gets a message saying so, and no server", (_, setup) => {
    const dir = project({ config: { folder: "" }, installed: false });
    const init = setup === LSPCONFIG ? lspconfigPrelude + setup : setup;
    const seen = neovim(init, join(dir, "infra/net.yaml"), base);
    expect(seen.waited, JSON.stringify(seen)).toBe(true);
    expect(seen.messages).toContain(`cloudlint is not installed in ${dir}: run \`npm install --save-dev cloudlint\` there, then open the file again`);
    expect(seen.messages).not.toMatch(/quit with exit code|Error/);
    expect(seen.clients).toEqual([]);
    expect(seen.diagnostics).toEqual([]);
  }, 120_000);
});

describe.skipIf(!(emacsVersion && emacsPackages) && !CI)(`Emacs with eglot (${emacsVersion ?? "not installed"}${emacsVersion && !emacsPackages ? ", without eglot or yaml-mode" : ""}: ${INSTALL})`, () => {
  it.runIf(CI)("is installed with eglot and yaml-mode (CI)", () => {
    expect(emacsVersion, `emacs is not installed: ${INSTALL}`).toBeDefined();
    expect(emacsPackages, `emacs lacks eglot or yaml-mode: ${INSTALL}`).toBe(true);
  });

  it("started outside the project, shows the project's diagnostics from a server in its root", () => {
    const dir = project({ config: { folder: "" }, installed: true });
    const seen = emacs(join(dir, "infra/net.yaml"), base);
    expect(seen.cwd).toBe(`${base}/`);
    expect(seen.mode).toBe("yaml-mode");
    expect(seen.waited, `no diagnostics in ${WAIT_MS} ms: ${JSON.stringify(seen)}`).toBe(true);
    expect(seen.server).toEqual([join(dir, "node_modules/.bin/cloudlint"), "lsp", "--stdio"]);
    expect(seen.root).toBe(`${dir}/`);
    expect(seen.serverCwd).toBe(dir);
    const expected = cliFindings(dir, "infra/net.yaml");
    expect(expected).toEqual(["subnet-ipv4-canonical@6", "vpc-label-unique@2"]);
    expect(seen.diagnostics.map((d) => `${ruleOf(d.message)}@${d.line}`).sort()).toEqual(expected);
  }, 120_000);

  it("a project with a config but no cloudlint installed gets a message saying so, and no server", () => {
    const dir = project({ config: { folder: "" }, installed: false });
    const seen = emacs(join(dir, "infra/net.yaml"), base);
    expect(seen.waited, JSON.stringify(seen)).toBe(true);
    expect(seen.messages).toContain(`cloudlint is not installed in ${dir}/: run npm install --save-dev cloudlint there, then open the file again`);
    expect(seen.messages).not.toMatch(/Error/);
    expect(seen.server).toBeNull();
    expect(seen.diagnostics).toEqual([]);
  }, 120_000);
});
