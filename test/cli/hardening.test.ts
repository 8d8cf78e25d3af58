/**
 * The CLI on what a pull request may contain: hostile file-system entries, output that must not be
 * rewritten by input, and --fix writing atomically. The real executable on real files.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, closeSync, linkSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readAtMost, readSource, type ReadFile } from "../../src/cli/files.js";
import { writeFixed } from "../../src/cli/write.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function cli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...env }, timeout: 20_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function workspace(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-hard-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const FW = (label: string) => `firewalls:\n  - label: ${label}\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n`;
const BAD_CIDR = "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.7/24\n";

describe("reading files", () => {
  it("reads a file into one buffer of its size and keeps no copy of its bytes beside its text", () => {
    const content = `# ${"é".repeat(10)}\n` + FW("web-fw").repeat(4000);
    const size = Buffer.byteLength(content);
    const dir = workspace({ "big.yaml": content });
    const read = readSource("big.yaml", dir, { maxBytes: 1 << 20 }) as ReadFile;
    expect(read.source.text).toBe(content);
    expect(read.byteLength).toBe(size);
    expect(read.bytes).toBeUndefined();
    // Asked for (the baseline's discovery reads them), the bytes are the file's.
    expect((readSource("big.yaml", dir, { maxBytes: 1 << 20, keepBytes: true }) as ReadFile).bytes?.equals(Buffer.from(content))).toBe(true);
    const readWith = (limit: number, hint: number) => {
      const fd = openSync(join(dir, "big.yaml"), "r");
      try {
        return readAtMost(fd, limit, hint);
      } finally {
        closeSync(fd);
      }
    };
    // Its size known: one allocation of the size and one byte (to see that it grew), not chunks copied together.
    const whole = readWith(size + 1, size);
    expect(whole.equals(Buffer.from(content))).toBe(true);
    expect(whole.buffer.byteLength).toBe(size + 1);
    // The limit at N-1, N, N+1 bytes, with the size hint and without it.
    for (const hint of [size, 0]) {
      for (const limit of [size - 1, size, size + 1]) expect(readWith(limit, hint).equals(Buffer.from(content).subarray(0, Math.min(limit, size)))).toBe(true);
    }
    // A file that grew or shrank since its size was taken is read as it is now.
    expect(readWith(size + 1, 1000).equals(Buffer.from(content))).toBe(true);
    expect(readWith(size + 1, size + 5000).equals(Buffer.from(content))).toBe(true);
  });

  it("a link to /dev/zero and a link to a FIFO are skipped with one line each; the rest is linted", () => {
    const dir = workspace({ "good.yaml": FW("web-fw") });
    symlinkSync("/dev/zero", join(dir, "zero.yaml"));
    execFileSync("mkfifo", [join(dir, "pipe.fifo")]);
    symlinkSync(join(dir, "pipe.fifo"), join(dir, "pipe.yaml"));
    const r = cli(["lint", "."], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("cloudlint: warning: zero.yaml: skipped, a link to something that is not a regular file");
    expect(r.stderr).toContain("cloudlint: warning: pipe.yaml: skipped, a link to something that is not a regular file");
    // Named directly, the same entries are refused without blocking or reading without bound.
    const direct = cli(["lint", "zero.yaml", "pipe.yaml", "good.yaml"], dir);
    expect(direct.code).toBe(0);
    expect(direct.stderr.split("\n").filter((l) => l.includes("not a regular file")).length).toBe(2);
  });

  it("a dangling link, a link loop and a link to a folder named x.yaml are reported; the rest is linted", () => {
    const dir = workspace({ "a.yaml": FW("web-fw"), "sub/b.yaml": BAD_CIDR });
    symlinkSync(join(dir, "missing.yaml"), join(dir, "dangling.yaml"));
    symlinkSync(join(dir, "loop.yaml"), join(dir, "loop.yaml"));
    symlinkSync(join(dir, "sub"), join(dir, "folder.yaml"));
    const r = cli(["lint", "."], dir);
    expect(r.code).toBe(1); // sub/b.yaml's finding, so the rest was linted
    expect(r.stdout).toContain("sub/b.yaml");
    expect(r.stderr).toContain("dangling.yaml: skipped, a dangling symbolic link");
    expect(r.stderr).toContain("loop.yaml: skipped, a symbolic link loop");
    expect(r.stderr).toContain("folder.yaml: skipped, a link to a folder, not a state file");
  });

  it("a file reached twice (symlink, hard link) is linted once, under the path given first", () => {
    const dir = workspace({ "v3.yaml": FW("web-fw") });
    symlinkSync("v3.yaml", join(dir, "current.yaml"));
    linkSync(join(dir, "v3.yaml"), join(dir, "z-hard.yaml"));
    const r = cli(["lint", ".", "--format", "json", "--debug"], dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).map((f: { filePath: string }) => f.filePath)).toEqual(["current.yaml"]);
    expect(r.stderr).toContain("skipped v3.yaml: the same file as current.yaml");
    expect(r.stdout).not.toContain("firewall-label-unique");
  });

  it("a walk follows links inside the folder, refuses one pointing outside it (outside a repository); --no-follow-symlinks skips both", () => {
    const outside = workspace({ "secret.yaml": BAD_CIDR });
    const dir = workspace({ "a.yaml": FW("web-fw"), "real/fw.yaml": FW("other-fw") });
    symlinkSync("real/fw.yaml", join(dir, "inside.yaml"));
    expect(cli(["lint", ".", "--format", "json"], dir).stdout).toContain('"filePath":"inside.yaml"'); // followed, as ESLint does
    symlinkSync(join(outside, "secret.yaml"), join(dir, "linked.yaml"));
    const refused = cli(["lint", "."], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`  linked.yaml -> ${join(realpathSync(outside), "secret.yaml")}\n`);
    expect(cli(["lint", "linked.yaml"], dir).code).toBe(1); // named on the command line: read as given
    const r = cli(["lint", ".", "--no-follow-symlinks", "--debug"], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("skipped linked.yaml: symbolic link (--no-follow-symlinks)");
  });

  it("a config-driven run never enters an ignored folder", () => {
    const dir = workspace({ ".cloudlintrc.yaml": "files: ['**/*.yaml']\nignores: ['legacy/**']\n", "infra/a.yaml": FW("web-fw"), "legacy/deep/b.yaml": BAD_CIDR });
    mkdirSync(join(dir, ".git"));
    // A link loop inside the ignored folder would be reported if it were read.
    symlinkSync(join(dir, "legacy/loop.yaml"), join(dir, "legacy/loop.yaml"));
    const r = cli(["lint", "--debug"], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("skipped legacy: ignored by the config (folder not entered)");
    expect(r.stderr).not.toContain("loop.yaml");
  });

  it("config discovery stops at the repository root and --debug says which config was used", () => {
    const outer = workspace({ ".cloudlintrc.yaml": "rules: { subnet-ipv4-canonical: off }\n", "repo/infra/net.yaml": BAD_CIDR });
    mkdirSync(join(outer, "repo/.git"));
    const r = cli(["lint", "infra", "--debug"], join(outer, "repo"));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("subnet-ipv4-canonical");
    expect(r.stderr).toContain("config file: none");
    // Without the .git boundary the outer config applies, and --debug names it.
    const plain = workspace({ ".cloudlintrc.yaml": "rules: { subnet-ipv4-canonical: off }\n", "sub/infra/net.yaml": BAD_CIDR });
    const q = cli(["lint", "infra", "--debug"], join(plain, "sub"));
    expect(q.stderr).toContain("config file: ../.cloudlintrc.yaml");
    const printed = JSON.parse(cli(["lint", "--print-config", "infra/net.yaml"], join(plain, "sub")).stdout);
    expect(printed).toMatchObject({ configFile: "../.cloudlintrc.yaml", rules: { "subnet-ipv4-canonical": "off", "subnet-overlap": "error" } });
  });

  it("a UTF-16 file is one clear finding; a file that is not UTF-8 is reported and linted", () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(FW("web-fw"), "utf16le")]);
    const latin1 = Buffer.concat([Buffer.from("# caf"), Buffer.from([0xe9]), Buffer.from("\n" + BAD_CIDR)]);
    const dir = workspace({ "u16.yaml": utf16, "latin.yaml": latin1 });
    const r = cli(["lint", ".", "--format", "json"], dir);
    const byFile = Object.fromEntries(JSON.parse(r.stdout).map((f: { filePath: string; messages: { ruleId: string; message: string }[] }) => [f.filePath, f.messages]));
    expect(byFile["u16.yaml"]).toMatchObject([{ ruleId: "parse-error", message: expect.stringContaining("UTF-16") }]);
    expect(byFile["latin.yaml"].map((m: { ruleId: string }) => m.ruleId)).toEqual(["parse-error", "subnet-ipv4-canonical"]);
    expect(byFile["latin.yaml"][0].message).toContain("not valid UTF-8 (first invalid byte on line 1)");
  });

  it("--max-total-bytes bounds the run as a whole", () => {
    const dir = workspace({ "a.yaml": FW("fw-a"), "b.yaml": FW("fw-b"), "c.yaml": FW("fw-c") });
    const size = statSync(join(dir, "a.yaml")).size;
    const r = cli(["lint", ".", "--max-total-bytes", String(2 * size), "--format", "json"], dir);
    const messages = JSON.parse(r.stdout).map((f: { messages: { ruleId: string }[] }) => f.messages.map((m) => m.ruleId));
    expect(messages).toEqual([[], [], ["input-limit"]]);
    expect(cli(["lint", ".", "--max-total-bytes", "0"], dir).code).toBe(2);
  });
});

describe("output cannot be rewritten by input", () => {
  it("--output naming a linted file is refused and the file is untouched", () => {
    const dir = workspace({ "a.yaml": BAD_CIDR });
    const r = cli(["lint", "a.yaml", "--output", "./a.yaml"], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--output ./a.yaml is one of the linted files");
    expect(readFileSync(join(dir, "a.yaml"), "utf8")).toBe(BAD_CIDR);
  });

  it("a key holding a terminal escape or a forged workflow command reaches no output raw", () => {
    const dir = workspace({ "a.json": JSON.stringify({ "\u001b]0;PWNED\u0007": 1, "x\n::error file=forged.yaml,line=1::PWNED": 2, "\u202eevil": 3 }) });
    for (const format of ["stylish", "json", "github", "junit", "sarif"]) {
      const r = cli(["lint", "a.json", "--format", format], dir);
      expect(r.code).toBe(1);
      expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
      for (const line of r.stdout.split("\n")) if (format !== "github") expect(line).not.toMatch(/^\s*::/);
      expect(r.stdout).not.toMatch(/^::error file=forged/m);
    }
    expect(cli(["lint", "a.json"], dir).stdout).toContain('unknown top-level key "\\u001b]0;PWNED\\u0007"');
  });

  it("explain escapes rule labels and firewall labels", () => {
    const fw = { firewalls: [{ label: "x\n::error::forged", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", label: "a\u001b[2J\n::warning::b", addresses: { ipv4: ["0.0.0.0/0"] } }] } }] };
    const dir = workspace({ "fw.json": JSON.stringify(fw) });
    const r = cli(["explain", "fw.json", "--firewall", "x\n::error::forged", "--direction", "inbound", "--protocol", "TCP", "--port", "22", "--address", "1.2.3.4"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n").some((l) => l.startsWith("::"))).toBe(false);
    expect(r.stdout).not.toContain("\u001b");
    expect(r.stdout).toContain("\\u001b[2J");
  });

  it("error messages on stderr escape user data too", () => {
    const dir = workspace({});
    const r = cli(["lint", "nope\n::error::forged.yaml"], dir);
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n").some((l) => l.startsWith("::"))).toBe(false);
  });
});

describe("--fix writes atomically and keeps the file's bytes", () => {
  it("keeps the BOM, CRLF line endings, the final newline, the mode and a symlink; leaves no temporary file", () => {
    const crlf = "\ufeff" + BAD_CIDR.replace(/\n/g, "\r\n");
    const dir = workspace({ "real/net.yaml": crlf });
    chmodSync(join(dir, "real/net.yaml"), 0o640);
    symlinkSync("real/net.yaml", join(dir, "net.yaml"));
    const r = cli(["lint", "net.yaml", "--fix"], dir);
    expect(r.code).toBe(0);
    const after = readFileSync(join(dir, "real/net.yaml"));
    expect([...after.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(after.toString("utf8")).toBe(crlf.replace("10.0.1.7/24", "10.0.1.0/24"));
    expect(statSync(join(dir, "real/net.yaml")).mode & 0o777).toBe(0o640);
    expect(statSync(join(dir, "net.yaml"), { throwIfNoEntry: true }).isFile()).toBe(true);
    expect(readdirSync(join(dir, "real"))).toEqual(["net.yaml"]);
    expect(readdirSync(dir).sort()).toEqual(["net.yaml", "real"]);
  });

  it("never rewrites a file that is not valid UTF-8", () => {
    const latin1 = Buffer.concat([Buffer.from("# caf"), Buffer.from([0xe9]), Buffer.from("\n" + BAD_CIDR)]);
    const dir = workspace({ "net.yaml": latin1 });
    const r = cli(["lint", "net.yaml", "--fix"], dir);
    expect(r.code).toBe(1);
    expect(readFileSync(join(dir, "net.yaml")).equals(latin1)).toBe(true);
  });

  it("refuses to write over a file that changed since it was read", () => {
    const dir = workspace({ "net.yaml": BAD_CIDR });
    const read = readSource("net.yaml", dir) as ReadFile;
    writeFileSync(join(dir, "net.yaml"), BAD_CIDR + "# edited meanwhile\n");
    expect(writeFixed(read, "replaced")).toEqual({ ok: false, reason: "it changed since cloudlint read it; not overwritten (run cloudlint again)" });
    expect(readFileSync(join(dir, "net.yaml"), "utf8")).toBe(BAD_CIDR + "# edited meanwhile\n");
    expect(writeFixed(readSource("net.yaml", dir) as ReadFile, "replaced\n")).toEqual({ ok: true });
    expect(readFileSync(join(dir, "net.yaml"), "utf8")).toBe("replaced\n");
  });

  it("checks a file against the text it read, not a copy of its bytes: a BOM or a same-length edit is a change", () => {
    const text = "# café, naïve\r\n" + BAD_CIDR;
    const withBom = "\ufeff" + text;
    // Unchanged (BOM, CRLF, characters of two bytes): written.
    let dir = workspace({ "net.yaml": withBom });
    expect(writeFixed(readSource("net.yaml", dir) as ReadFile, "replaced\n")).toEqual({ ok: true });
    expect(readFileSync(join(dir, "net.yaml"), "utf8")).toBe("\ufeffreplaced\n");
    const refused = { ok: false, reason: "it changed since cloudlint read it; not overwritten (run cloudlint again)" };
    // Only the BOM removed, only a BOM added, one character changed for another of as many bytes: refused, file untouched.
    for (const [before, after] of [
      [withBom, text],
      [text, withBom],
      [text, text.replace("café", "cafè")],
      [text, text.replace("10.0.1.7/24", "10.0.1.8/24")],
    ] as const) {
      dir = workspace({ "net.yaml": before });
      const read = readSource("net.yaml", dir) as ReadFile;
      writeFileSync(join(dir, "net.yaml"), after);
      expect(writeFixed(read, "replaced\n")).toEqual(refused);
      expect(readFileSync(join(dir, "net.yaml"), "utf8")).toBe(after);
    }
  });

  it("--fix with --fix-dry-run is a usage error", () => {
    expect(cli(["lint", ".", "--fix", "--fix-dry-run"], workspace({ "a.yaml": BAD_CIDR })).code).toBe(2);
  });
});

describe("flags that used to be ignored in combination", () => {
  it("--quiet hides warnings but --max-warnings still counts them (as ESLint)", () => {
    const dir = workspace({ "w.yaml": "firewalls:\n  - label: 1st-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" });
    const r = cli(["lint", "w.yaml", "--quiet", "--max-warnings", "0"], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("cloudlint: 1 warning, more than --max-warnings 0 (counted though --quiet hides them)\n");
  });

  it("FORCE_COLOR forces colours on (and 0 off), the --color flag wins", () => {
    const dir = workspace({ "a.yaml": BAD_CIDR });
    expect(cli(["lint", "a.yaml"], dir, { FORCE_COLOR: "1" }).stdout).toContain("\u001b[31m");
    expect(cli(["lint", "a.yaml"], dir, { FORCE_COLOR: "" }).stdout).toContain("\u001b[31m");
    expect(cli(["lint", "a.yaml"], dir, { FORCE_COLOR: "0" }).stdout).not.toContain("\u001b[");
    expect(cli(["lint", "a.yaml", "--no-color"], dir, { FORCE_COLOR: "1" }).stdout).not.toContain("\u001b[");
  });

  it("standard input: --stdin with --stdin-filename (config and report name), and -", () => {
    const dir = workspace({ ".cloudlintrc.yaml": "overrides:\n  - files: ['infra/**']\n    rules: { subnet-ipv4-canonical: warning }\n" });
    const run = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: dir, input: BAD_CIDR, encoding: "utf8" });
    const named = run(["lint", "--stdin", "--stdin-filename", "infra/net.yaml", "--format", "json"]);
    expect(named.status).toBe(0); // the override made it a warning
    expect(JSON.parse(named.stdout)[0]).toMatchObject({ filePath: "infra/net.yaml", warningCount: 1 });
    const dash = run(["lint", "-"]);
    expect(dash.status).toBe(1);
    expect(dash.stdout).toContain("<stdin>\n");
    expect(run(["lint", "--stdin", "--fix"]).status).toBe(2);
    expect(run(["lint", "--stdin", "a.yaml"]).status).toBe(2);
    const big = spawnSync(process.execPath, [bin, "lint", "--stdin", "--max-file-bytes", "100"], { cwd: dir, input: "#".repeat(1000), encoding: "utf8" });
    expect(big.stdout).toContain("input-limit");
  });

  it("explain takes the protocol in any case, offers only stylish and json, and reads --config's files", () => {
    const dir = workspace({
      ".cloudlintrc.yaml": "files: ['infra/*.yaml']\n",
      "infra/fw.yaml": "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - { action: ACCEPT, protocol: TCP, ports: '22', addresses: { ipv4: [0.0.0.0/0] } }\n",
    });
    const r = cli(["explain", "--firewall", "web-fw", "--direction", "inbound", "--protocol", "tcp", "--port", "22", "--address", "1.2.3.4"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("ACCEPT  inbound TCP port 22 from 1.2.3.4");
    expect(cli(["explain", "infra", "--firewall", "web-fw", "--direction", "inbound", "--protocol", "TCP", "--port", "22", "--address", "1.2.3.4", "--format", "sarif"], dir).code).toBe(2);
  });

  it("init writes a starter config (never over one) whose pre-commit snippet is the README's and docs/ci.md's, with this package's repository and version", () => {
    const dir = workspace({});
    const r = cli(["init"], dir);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, ".cloudlintrc.yaml"), "utf8")).toMatch(/^# yaml-language-server: \$schema=/);
    expect(cli(["init"], dir).code).toBe(2);
    const snippet = r.stdout.slice(r.stdout.indexOf("# .pre-commit-config.yaml"));
    // The documentation's snippet, its placeholders filled from package.json (where the package is
    // published, and the tag of the installed version).
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const template = snippet.replace("repo: https://github.com/cloudlint/cloudlint\n", "repo: <this repository's URL>\n").replace(`rev: v${version}\n`, "rev: <a tag or commit>\n");
    expect(template).not.toBe(snippet);
    for (const page of ["README.md", "docs/ci.md"]) expect(readFileSync(join(root, page), "utf8"), page).toContain(template);
    // The starter config is valid: linting with it finds its infra/ globs match nothing yet.
    expect(cli(["lint"], dir).stderr).toContain("match no state file");
  });

  it("rules --format json lists every rule for tools", () => {
    const list = JSON.parse(cli(["rules", "--format", "json"], root).stdout);
    expect(list.find((r: { id: string }) => r.id === "subnet-overlap")).toEqual({ id: "subnet-overlap", severity: "error", resource: "vpc", description: expect.any(String), page: "rules/subnet-overlap.md" });
  });
});

describe("linting a repository", () => {
  const repo = () => {
    const dir = workspace({
      ".cloudlintrc.yaml": "rules: {}\n",
      "package.json": JSON.stringify({ name: "x", version: "1.0.0", scripts: { test: "x" } }),
      ".pre-commit-config.yaml": "repos: []\n",
      ".github/workflows/ci.yaml": "on: push\njobs: {}\n",
      "k8s/deploy.yaml": "apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web }\nspec: {}\n",
      "k8s/kustomization.yaml": "apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [deploy.yaml]\nimages: [{ name: web }]\n",
      "infra/net.yaml": BAD_CIDR,
      "infra/typo.yaml": "firewals:\n  - label: web-fw\n",
      "infra/generated/out.yaml": BAD_CIDR,
      "infra/scratch.tmp.yaml": BAD_CIDR,
      "vendor/x.yaml": BAD_CIDR,
      ".gitignore": "vendor/\n*.tmp.yaml\n",
      "infra/.cloudlintignore": "generated/\n",
    });
    mkdirSync(join(dir, ".git"));
    return dir;
  };

  it("lint . reports the state files, and not package.json, workflows, manifests or cloudlint's config", () => {
    const dir = repo();
    const r = cli(["lint", ".", "--format", "json", "--debug"], dir);
    const files = JSON.parse(r.stdout).map((f: { filePath: string }) => f.filePath);
    expect(files).toEqual(["infra/net.yaml", "infra/typo.yaml"]);
    expect(JSON.parse(r.stdout)[1].messages.map((m: { ruleId: string; message: string }) => m.message)).toContain('unknown top-level key "firewals"; did you mean "firewalls"?');
    expect(r.stderr).toContain("skipped k8s/deploy.yaml: its top-level keys");
    expect(r.stderr).toContain("skipped package.json: its top-level keys");
    expect(r.stderr).toContain("skipped infra/generated: ignored by infra/.cloudlintignore (folder not entered)");
    expect(r.stderr).toContain("skipped vendor: ignored by .gitignore (folder not entered)");
    expect(r.stderr).toContain("skipped infra/scratch.tmp.yaml: ignored by .gitignore");
    expect(r.stderr).toContain("skipped .cloudlintrc.yaml: cloudlint's own config file");
    // --no-ignore lints what the ignore files left out; a file named one by one is always linted.
    const all = JSON.parse(cli(["lint", ".", "--format", "json", "--no-ignore"], dir).stdout).map((f: { filePath: string }) => f.filePath);
    expect(all).toEqual(["infra/generated/out.yaml", "infra/net.yaml", "infra/scratch.tmp.yaml", "infra/typo.yaml", "vendor/x.yaml"]);
    expect(cli(["lint", "package.json"], dir).code).toBe(1);
  });

  it("globs on the command line and --ignore-pattern", () => {
    const dir = repo();
    const globbed = JSON.parse(cli(["lint", "infra/**/*.yaml", "--format", "json"], dir).stdout).map((f: { filePath: string }) => f.filePath);
    expect(globbed).toEqual(["infra/net.yaml", "infra/typo.yaml"]);
    const braces = JSON.parse(cli(["lint", "{infra,vendor}/*.yaml", "--format", "json", "--no-ignore"], dir).stdout).map((f: { filePath: string }) => f.filePath);
    expect(braces).toEqual(["infra/net.yaml", "infra/scratch.tmp.yaml", "infra/typo.yaml", "vendor/x.yaml"]);
    const ignored = JSON.parse(cli(["lint", ".", "--ignore-pattern", "infra/typo.yaml", "--format", "json"], dir).stdout).map((f: { filePath: string }) => f.filePath);
    expect(ignored).toEqual(["infra/net.yaml"]);
    const r = cli(["lint", "nothing/**/*.yaml"], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no files match the pattern nothing/**/*.yaml");
  });
});

describe("filter in the github format", () => {
  it("points at no file (an X-Filter is not one)", () => {
    const r = cli(["filter", "vpcs", '{"lable": "prod"}', "--format", "github"], root);
    expect(r.code).toBe(1);
    const [annotation] = r.stdout.split("\n");
    expect(annotation).toMatch(/^::error title=cloudlint filter-field-unknown::/);
    expect(annotation).not.toContain("file=");
  });
});

describe("--fix-dry-run escapes the file's lines in its diff", () => {
  it("an escape sequence in a comment of a fixed file reaches the terminal escaped", () => {
    const dir = workspace({ "net.yaml": BAD_CIDR.replace("10.0.1.7/24", "10.0.1.7/24 # \u001b]0;PWNED\u0007 title") });
    const r = cli(["lint", "net.yaml", "--fix-dry-run"], dir);
    expect(r.stdout).toContain("+        ipv4: 10.0.1.0/24 # ");
    expect(r.stdout).not.toContain("\u001b");
    expect(r.stdout).toContain("\\u001b]0;PWNED\\u0007");
  });
});
