/** The executable (src/cli/bin.ts): what it answers alone, before the CLI bundle is loaded. */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function run(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("cloudlint --version", () => {
  it("is answered without loading the bundle, byte for byte as the parser answers it, with package.json's version", () => {
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const cache = mkdtempSync(join(tmpdir(), "cloudlint-xdg-"));
    const env = { XDG_CACHE_HOME: cache, CLOUDLINT_DEBUG: "1" };
    // No debug line about the code cache: the bundle was not loaded, and no cache was written.
    const alone = run(["--version"], env);
    expect(alone).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
    expect(readdirSync(cache)).toEqual([]);
    // -v, its alias, goes to the parser (yargs, in the bundle): the same bytes.
    const parsed = run(["-v"], env);
    expect(parsed.stderr).toMatch(/code cache: absent/);
    expect({ code: parsed.code, stdout: parsed.stdout }).toEqual({ code: alone.code, stdout: alone.stdout });
  });

  it.runIf(existsSync("/dev/full"))("a standard output that cannot be written: one line and exit 2, as through the parser", () => {
    const full = (args: string[]) => {
      const fd = openSync("/dev/full", "w");
      try {
        const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", stdio: ["ignore", fd, "pipe"], env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", CLOUDLINT_NO_CACHE: "1" } });
        return { code: r.status, stderr: r.stderr };
      } finally {
        closeSync(fd);
      }
    };
    const alone = full(["--version"]);
    expect(alone).toEqual({ code: 2, stderr: "cloudlint: cannot write the report to standard output: ENOSPC\n" });
    expect(full(["-v"])).toEqual(alone);
  });

  it("only alone: with anything else the parser reads the command line", () => {
    const env = { CLOUDLINT_NO_CACHE: "1", CLOUDLINT_DEBUG: "1" };
    for (const args of [["--version", "--version"], ["--version", "lint"], ["lint", "--version"], ["--version="]]) {
      expect(run(args, env).stderr, args.join(" ")).toMatch(/^cloudlint: debug: code cache: off\n/);
    }
  });
});

const hasPython = spawnSync("python3", ["--version"]).status === 0;

describe("standard output written straight to its descriptor (src/cli/stdout.ts)", () => {
  /**
   * A pipe whose writing end the parent made non-blocking (one shared with a parent Node process
   * that did so, for instance), its reader slow: a report larger than the pipe's 64 KiB makes
   * write(2) answer EAGAIN, and the rest must reach the reader whole and in order (through
   * process.stdout, which waits for the pipe). python3 makes the pipe: Node has no way to set
   * O_NONBLOCK on a descriptor it hands a child.
   */
  it.runIf(hasPython)("a non-blocking pipe with a slow reader gets the whole report, as a blocking one does", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-nonblocking-"));
    writeFileSync(join(dir, "fw.yaml"), "firewalls:\n  - label: x\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n");
    writeFileSync(
      join(dir, "slow-reader.py"),
      [
        "import fcntl, os, struct, subprocess, sys, termios, time",
        "r, w = os.pipe()",
        "os.set_blocking(w, False)",
        "p = subprocess.Popen(sys.argv[1:], stdout=w)",
        "os.close(w)",
        // Read nothing until the pipe is full (64 KiB on Linux): the writer has then met EAGAIN.
        "waited = 0",
        "while struct.unpack('i', fcntl.ioctl(r, termios.FIONREAD, b'0000'))[0] < 65536 and p.poll() is None and waited < 600:",
        "    time.sleep(0.05)",
        "    waited += 1",
        "full = struct.unpack('i', fcntl.ioctl(r, termios.FIONREAD, b'0000'))[0] >= 65536 and p.poll() is None",
        "time.sleep(0.2)",
        "chunks = []",
        "while True:",
        "    b = os.read(r, 65536)",
        "    if not b:",
        "        break",
        "    chunks.append(b)",
        "sys.stdout.buffer.write(b''.join(chunks))",
        "sys.stderr.write('the pipe was full while the writer ran\\n' if full else 'the pipe was never full\\n')",
        "sys.exit(p.wait())",
        "",
      ].join("\n"),
    );
    const env = { PATH: process.env.PATH ?? "", CLOUDLINT_NO_CACHE: "1" };
    const args = [bin, "lint", "fw.yaml", "--format", "sarif"];
    const blocking = spawnSync(process.execPath, args, { cwd: dir, env, maxBuffer: 1 << 26 });
    expect(blocking.status).toBe(1);
    expect(blocking.stdout.length).toBeGreaterThan(4 * 65536);
    const slow = spawnSync("python3", [join(dir, "slow-reader.py"), process.execPath, ...args], { cwd: dir, env, maxBuffer: 1 << 26 });
    // The pipe was full before the reader read (so the writer met EAGAIN), and nothing else was said.
    expect({ code: slow.status, stderr: slow.stderr.toString() }).toEqual({ code: 1, stderr: "the pipe was full while the writer ran\n" });
    expect(slow.stdout.equals(blocking.stdout)).toBe(true);
  });
});

describe("what a small lint loads (the bundle's lazy modules)", () => {
  /**
   * The CLI bundle as the build makes it but readable, each module's initialiser recording its
   * name when it runs (esbuild's __esm and __commonJS helpers), in a scratch folder with a runner
   * that starts it as bin/cloudlint.js does. Returns what a run initialised and which of Node's
   * modules it loaded.
   */
  async function instrumented() {
    const { buildCli } = await import("../../scripts/cli-bundle.mjs");
    const files = await buildCli(root, { minify: false });
    let text = Buffer.from(files["bin/cloudlint.cjs"]!).toString("utf8");
    let part = Buffer.from(files["bin/cloudlint-more.cjs"]!).toString("utf8");
    const hooks: Array<[string, string]> = [
      ["var __esm = (fn, res) => function __init() {\n  return fn && (", "globalThis.__inits.add(__getOwnPropNames(fn)[0]), "],
      ["var __commonJS = (cb, mod) => function __require() {\n  return mod || (", "globalThis.__inits.add(__getOwnPropNames(cb)[0]), "],
    ];
    for (const [at, add] of hooks) {
      expect(text.includes(at), `esbuild's helper changed: ${at}`).toBe(true);
      expect(part.includes(at), `esbuild's helper changed: ${at}`).toBe(true);
      text = text.replace(at, at + add);
      part = part.replace(at, at + add);
    }
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-lazy-"));
    writeFileSync(join(dir, "bundle.cjs"), text);
    // The part (scripts/cli-bundle.mjs), beside it under its own name, as the main bundle requires it.
    writeFileSync(join(dir, "cloudlint-more.cjs"), part);
    writeFileSync(
      join(dir, "run.cjs"),
      `globalThis.__inits = new Set();
process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(join(dir, "loaded.json"))}, JSON.stringify({ inits: [...globalThis.__inits], node: process.moduleLoadList })));
require("./bundle.cjs").run("0.0.0", ${JSON.stringify(root)});\n`,
    );
    return (args: string[], cwd: string) => {
      const r = spawnSync(process.execPath, [join(dir, "run.cjs"), ...args], { cwd, encoding: "utf8" });
      const loaded = JSON.parse(readFileSync(join(dir, "loaded.json"), "utf8")) as { inits: string[]; node: string[] };
      return { code: r.status, stdout: r.stdout, stderr: r.stderr, modules: loaded.inits.map((m) => m.replace(/^.*node_modules\//, "")), node: loaded.node };
    };
  }

  it("a lint without policies initialises neither re2js nor yargs' singleton, nor loads node:assert, nor creates an output stream for a pipe; a policy's pattern loads re2js", async () => {
    const run = await instrumented();
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-project-"));
    writeFileSync(join(dir, "fw.yaml"), "firewalls:\n  - label: x-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n");
    const plain = run(["lint", "fw.yaml"], dir);
    expect({ code: plain.code, stdout: plain.stdout, stderr: plain.stderr }).toEqual({ code: 0, stdout: "", stderr: "" });
    // The run did lint: the parser, the loader and the rules ran.
    expect(plain.modules).toEqual(expect.arrayContaining(["yargs/yargs.cjs", "yaml/dist/index.js", "src/lint.ts", "src/policy/regex.ts"]));
    expect(plain.modules.filter((m) => m.startsWith("re2js/") || m === "yargs/index.cjs")).toEqual([]);
    // Nor anything of the second bundle, which it did not read (the plan, the import, the language server).
    expect(plain.modules.filter((m) => ["src/change/index.ts", "src/cli/import.ts", "src/lsp/server.ts"].includes(m))).toEqual([]);
    expect(plain.node).not.toContain("NativeModule assert");
    // It wrote nothing; its outputs are pipes (as pre-commit and CI capture a run): neither output
    // stream was created, so neither node:net (a pipe's stream) nor node:tty was loaded.
    expect(plain.node.filter((m) => m === "NativeModule net" || m === "NativeModule tty")).toEqual([]);
    mkdirSync(join(dir, ".cloudlint/policies"), { recursive: true });
    writeFileSync(
      join(dir, ".cloudlint/policies/labels.yaml"),
      'policies:\n  - id: acme/labels\n    description: Labels name their role.\n    severity: error\n    resource: firewalls\n    assert: { field: label, matches: "^(web|db)-" }\n    message: "firewall {{label}} names no role"\n',
    );
    const policed = run(["lint", "fw.yaml"], dir);
    expect(policed.code).toBe(1);
    expect(policed.stdout).toContain("firewall x-fw names no role");
    expect(policed.modules.filter((m) => m.startsWith("re2js/"))).toEqual(["re2js/build/index.cjs"]);
    // From the second bundle, which holds it: only re2js, not the language server or the import beside it.
    expect(policed.modules.filter((m) => ["src/cli/import.ts", "src/lsp/server.ts"].includes(m))).toEqual([]);
    // Its report went to the pipe straight, without process.stdout's stream either.
    expect(policed.node.filter((m) => m === "NativeModule net" || m === "NativeModule tty")).toEqual([]);
    // A message on standard error does create that stream, for a pipe with node:net (the checks above can fail).
    const usage = run(["lint", "--no-such-flag"], dir);
    expect(usage.code).toBe(2);
    expect(usage.node).toContain("NativeModule net");
  });
});
