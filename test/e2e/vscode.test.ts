/**
 * The VS Code extension (editors/vscode/): which cloudlint it starts (locateServer, pure, tested
 * without VS Code), and the .vsix `npm --prefix editors/vscode run package` builds.
 *
 * CLOUDLINT_VSIX names the built .vsix (.ci/run builds it and sets it: there it must exist). Without
 * it, editors/vscode/cloudlint-<version>.vsix is checked when it was built, and skipped when not.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CONFIG_FILE_NAMES } from "../../src/config/names.js";
import { locateServer, type LocateInput } from "../../editors/vscode/src/locate.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const extensionDir = join(root, "editors/vscode");
const manifest = JSON.parse(readFileSync(join(extensionDir, "package.json"), "utf8"));

/** locateServer over a fake disk holding exactly these files. */
const locate = (files: string[], rest: Partial<LocateInput> = {}) =>
  locateServer({ folder: "/ws", configuredPath: undefined, platform: "linux", isFile: (f) => files.includes(f), ...rest });

describe("locateServer: the workspace's installed cloudlint, else cloudlint.path, else an error", () => {
  it("runs the folder's node_modules/.bin/cloudlint first, in the folder", () => {
    const r = locate(["/ws/node_modules/.bin/cloudlint", "/ws/node_modules/cloudlint/bin/cloudlint.js", "/opt/cloudlint"], { configuredPath: "/opt/cloudlint" });
    expect(r).toEqual({ ok: true, server: { command: "/ws/node_modules/.bin/cloudlint", args: ["lsp", "--stdio"], cwd: "/ws", source: "workspace" } });
  });

  it("else the package's bin/cloudlint.js with node", () => {
    expect(locate(["/ws/node_modules/cloudlint/bin/cloudlint.js"], { configuredPath: "/opt/cloudlint" })).toEqual({
      ok: true,
      server: { command: "node", args: ["/ws/node_modules/cloudlint/bin/cloudlint.js", "lsp", "--stdio"], cwd: "/ws", source: "workspace" },
    });
    expect(locate(["/ws/node_modules/cloudlint/bin/cloudlint.js"], { node: "/usr/local/bin/node" })).toMatchObject({ ok: true, server: { command: "/usr/local/bin/node" } });
  });

  it("on Windows, never the .bin shim (a .cmd only a shell runs): the package's script with node", () => {
    const files = ["C:\\ws\\node_modules\\.bin\\cloudlint", "C:\\ws\\node_modules\\.bin\\cloudlint.cmd", "C:\\ws\\node_modules\\cloudlint\\bin\\cloudlint.js"];
    expect(locate(files, { folder: "C:\\ws", platform: "win32" })).toEqual({
      ok: true,
      server: { command: "node", args: ["C:\\ws\\node_modules\\cloudlint\\bin\\cloudlint.js", "lsp", "--stdio"], cwd: "C:\\ws", source: "workspace" },
    });
    const none = locate(files.slice(0, 2), { folder: "C:\\ws", platform: "win32" });
    expect(none.ok).toBe(false);
  });

  it("else the cloudlint.path setting: an executable, a .js with node, relative to the folder", () => {
    expect(locate(["/opt/bin/cloudlint"], { configuredPath: "/opt/bin/cloudlint" })).toEqual({
      ok: true,
      server: { command: "/opt/bin/cloudlint", args: ["lsp", "--stdio"], cwd: "/ws", source: "setting" },
    });
    expect(locate(["/ws/tools/cloudlint/bin/cloudlint.js"], { configuredPath: "tools/cloudlint/bin/cloudlint.js" })).toEqual({
      ok: true,
      server: { command: "node", args: ["/ws/tools/cloudlint/bin/cloudlint.js", "lsp", "--stdio"], cwd: "/ws", source: "setting" },
    });
    expect(locate(["C:\\tools\\cloudlint.cjs"], { folder: "C:\\ws", platform: "win32", configuredPath: "..\\tools\\cloudlint.cjs" })).toMatchObject({
      ok: true,
      server: { command: "node", args: ["C:\\tools\\cloudlint.cjs", "lsp", "--stdio"], source: "setting" },
    });
  });

  it("nothing installed and no setting: a clear error, and no bundled fallback", () => {
    for (const configuredPath of [undefined, null, ""]) {
      const r = locate([], { configuredPath });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.message).toBe(
        'cloudlint: no cloudlint is installed in the workspace folder "/ws" (no node_modules/.bin/cloudlint nor node_modules/cloudlint/bin/cloudlint.js). ' +
          "Install it there (npm install --save-dev cloudlint), or set cloudlint.path to a cloudlint executable. " +
          "The extension bundles no cloudlint of its own, so that the editor lints with the same version as CI.",
      );
    }
    // A cloudlint elsewhere on the disk (the extension's own folder, a global install) is not looked at.
    const looked: string[] = [];
    locate([], { isFile: (f) => (looked.push(f), false) });
    expect(looked).toEqual(["/ws/node_modules/.bin/cloudlint", "/ws/node_modules/cloudlint/bin/cloudlint.js"]);
  });

  it("a setting that names no file, or is not a string, is an error naming the setting (escaped)", () => {
    const missing = locate([], { configuredPath: "/opt/clou\u202edlint\nx" });
    expect(missing).toEqual({
      ok: false,
      message:
        'cloudlint: the setting cloudlint.path names "/opt/clou\\u202edlint\\nx", which is not a file. Point it at a cloudlint executable or at a cloudlint package\'s bin/cloudlint.js.',
    });
    for (const configuredPath of [42, ["/opt/cloudlint"], { path: "x" }, "   "]) {
      expect(locate(["/opt/cloudlint"], { configuredPath })).toEqual({
        ok: false,
        message: "cloudlint: the setting cloudlint.path must be the path of a cloudlint executable or of its bin/cloudlint.js.",
      });
    }
    // A folder is not a file: the setting must name the executable.
    expect(locate([], { configuredPath: "/ws" }).ok).toBe(false);
  });

  it("no folder open (or not a path on disk): says to open one", () => {
    for (const folder of [undefined, "", "relative/ws", 7]) {
      expect(locate(["/ws/node_modules/.bin/cloudlint"], { folder })).toEqual({
        ok: false,
        message: "cloudlint: open a folder (File > Open Folder): the language server runs the cloudlint installed in the workspace folder.",
      });
    }
  });

  it("never throws: an isFile that throws counts as no file", () => {
    const r = locateServer({ folder: "/ws", configuredPath: "/opt/cloudlint", platform: "linux", isFile: () => { throw new Error("EACCES"); } });
    expect(r.ok).toBe(false);
  });

  it("finds a real installation on disk (the same check the extension uses)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-vscode-"));
    try {
      const isFile = (f: string) => statSync(f, { throwIfNoEntry: false })?.isFile() === true;
      expect(locateServer({ folder: dir, configuredPath: undefined, platform: "linux", isFile }).ok).toBe(false);
      mkdirSync(join(dir, "node_modules/cloudlint/bin"), { recursive: true });
      writeFileSync(join(dir, "node_modules/cloudlint/bin/cloudlint.js"), "");
      expect(locateServer({ folder: dir, configuredPath: undefined, platform: "linux", isFile })).toMatchObject({ ok: true, server: { command: "node", cwd: dir } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The entries of a zip archive (stored or deflated), read from its central directory. */
function readZip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip archive");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("bad central directory");
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const vsixPath = process.env.CLOUDLINT_VSIX || join(extensionDir, `cloudlint-${manifest.version}.vsix`);
const vsixRequired = Boolean(process.env.CLOUDLINT_VSIX);

describe.skipIf(!vsixRequired && !existsSync(vsixPath))("the built .vsix", () => {
  const entries = () => readZip(readFileSync(vsixPath));

  it("is named cloudlint-<version>.vsix and holds the bundled extension, its manifest, README and licence, and nothing else", () => {
    expect(vsixPath.endsWith(`cloudlint-${manifest.version}.vsix`)).toBe(true);
    expect([...entries().keys()].sort()).toEqual([
      "[Content_Types].xml",
      "extension.vsixmanifest",
      "extension/LICENSE.txt",
      "extension/out/extension.js",
      "extension/package.json",
      "extension/readme.md",
    ]);
  });

  it("carries no cloudlint and no node_modules: the bundle is the client only, requiring vscode from VS Code", () => {
    const files = entries();
    expect([...files.keys()].filter((f) => /node_modules|(^|\/)(dist|bin|src|rules|schemas)\//.test(f))).toEqual([]);
    const bundle = files.get("extension/out/extension.js")!.toString("utf8");
    // vscode-languageclient is inside, vscode is left to VS Code, the locate messages are there.
    expect(bundle).toContain("LanguageClient");
    expect(bundle).toMatch(/require\("vscode"\)/);
    expect(bundle).toContain("The extension bundles no cloudlint of its own");
    // None of cloudlint's lint (a rule id, the loader) went into the bundle.
    expect(bundle).not.toContain("firewall-ports-syntax");
    expect(bundle).not.toContain("cloudlint-disable-next-line");
  });

  it("its package.json: main, activation events, contributions, engine, Restricted Mode off", () => {
    const pkg = JSON.parse(entries().get("extension/package.json")!.toString("utf8"));
    expect(pkg.name).toBe("cloudlint");
    expect(pkg.version).toBe(manifest.version);
    expect(pkg.main).toBe("./out/extension.js");
    expect(pkg.engines.vscode).toBe("^1.91.0");
    expect(pkg.activationEvents).toEqual([
      "onLanguage:yaml",
      "onLanguage:json",
      "onLanguage:jsonc",
      "onLanguage:terraform",
      "onLanguage:opentofu",
      ...CONFIG_FILE_NAMES.map((name) => `workspaceContains:${name}`),
      "workspaceContains:**/*.tf",
      "workspaceContains:**/*.tofu",
    ]);
    expect(Object.keys(pkg.contributes.configuration.properties)).toEqual(["cloudlint.path", "cloudlint.debounceMs", "cloudlint.trace.server"]);
    expect(pkg.contributes.commands.map((c: { command: string }) => c.command)).toEqual(["cloudlint.restartServer", "cloudlint.showOutput"]);
    expect(pkg.capabilities.untrustedWorkspaces.supported).toBe(false);
    const xml = entries().get("extension.vsixmanifest")!.toString("utf8");
    expect(xml).toContain(`<Identity Language="en-US" Id="cloudlint" Version="${manifest.version}" Publisher="cloudlint" />`);
  });

  it("loads in a stand-in VS Code: activate with no cloudlint installed shows the error and starts nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-vsix-"));
    try {
      const extension = join(dir, "extension.js");
      writeFileSync(extension, entries().get("extension/out/extension.js")!);
      const workspace = join(dir, "ws");
      mkdirSync(workspace);
      // A stand-in \`vscode\` module: one workspace folder with no node_modules, errors recorded;
      // anything else vscode-languageclient touches while loading is an empty class.
      const script = `
        const Module = require("node:module");
        const errors = [];
        const stub = () => new Proxy(class {}, { get: (t, k) => (k in t || k === "then" || k === "__esModule" ? t[k] : stub()) });
        const api = {
          __esModule: true,
          workspace: {
            workspaceFolders: [{ uri: { scheme: "file", fsPath: ${JSON.stringify(workspace)} } }],
            getConfiguration: () => ({ get: () => undefined }),
            onDidChangeConfiguration: () => ({ dispose() {} }),
          },
          window: {
            createOutputChannel: () => ({ error() {}, info() {}, appendLine() {}, show() {} }),
            showErrorMessage: (m) => { errors.push(m); return Promise.resolve(); },
          },
          commands: { registerCommand: (id) => ({ id, dispose() {} }) },
        };
        const vscode = new Proxy(api, { get: (t, k) => (k in t || k === "then" || k === "__esModule" ? t[k] : stub()) });
        const load = Module._load;
        Module._load = function (request, ...rest) { return request === "vscode" ? vscode : load.call(this, request, ...rest); };
        const ext = require(${JSON.stringify(extension)});
        const context = { subscriptions: [] };
        ext.activate(context).then(() => {
          console.log(JSON.stringify({ exports: Object.keys(ext).sort(), errors, commands: context.subscriptions.map((s) => s.id).filter(Boolean) }));
        });`;
      const run = spawnSync(process.execPath, ["-e", script], { cwd: dir, encoding: "utf8", timeout: 20_000 });
      // The end of stderr only: the bundle is one long line.
      expect(run.stderr.slice(-1000)).toBe("");
      expect(JSON.parse(run.stdout)).toEqual({
        exports: ["activate", "deactivate"],
        errors: [expect.stringContaining(`cloudlint: no cloudlint is installed in the workspace folder ${JSON.stringify(workspace)}`)],
        commands: ["cloudlint.restartServer", "cloudlint.showOutput"],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the root package", () => {
  it("the READMEs install the .vsix the package script builds (cloudlint-<version>.vsix)", () => {
    for (const readme of ["README.md", "editors/vscode/README.md"]) {
      const text = readFileSync(join(root, readme), "utf8");
      expect(text, readme).toContain(`code --install-extension editors/vscode/cloudlint-${manifest.version}.vsix`);
      expect([...text.matchAll(/cloudlint-(\d+\.\d+\.\d+)\.vsix/g)].map((m) => m[1]).filter((v) => v !== manifest.version), readme).toEqual([]);
    }
  });


  it("does not ship editors/ (npm pack)", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    expect(pkg.files.some((f: string) => f.startsWith("editors"))).toBe(false);
    const packed = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: root, encoding: "utf8", shell: process.platform === "win32" });
    expect(packed.status, packed.stderr).toBe(0);
    const files: string[] = JSON.parse(packed.stdout)[0].files.map((f: { path: string }) => f.path);
    expect(files).toContain("bin/cloudlint.js");
    expect(files.filter((f) => f.startsWith("editors/"))).toEqual([]);
  });
});
