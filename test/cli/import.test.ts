/**
 * `cloudlint import` and `--baseline api` end to end (issue 23): the real binary against the local
 * API server (test/import/api-server.mjs, 127.0.0.1 only, stopped after each test). The binary is
 * spawned asynchronously: the server answers from this process.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { writeImported } from "../../src/cli/import.js";
import { Interrupted } from "../../src/cli/import-write.js";
import { ACCOUNT_LISTS, followUpRequests, pageQuery, readEnvelope, type ImportRequest } from "../../src/import/index.js";
// @ts-expect-error: plain .mjs fixture shared with bench/import.mjs
import { makeAccount, startApiServer } from "../import/api-server.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const GIT_ENV = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

interface Server {
  url: string;
  token: string;
  requests: Array<{ path: string; query: string; filter?: string; authorization: boolean }>;
  account: ReturnType<typeof makeAccount>;
  failures: Array<Record<string, unknown>>;
  close: () => Promise<void>;
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function server(options: Record<string, unknown> = {}): Promise<Server> {
  const s = (await startApiServer(options)) as Server;
  cleanups.push(() => s.close());
  return s;
}

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-import-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The real binary, asynchronously; env holds only PATH, git's isolation and what is given. */
function cli(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...GIT_ENV, CLOUDLINT_RETRY_BASE_MS: "5", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const importArgs = (s: Server, out = "infra", ...more: string[]) => ["import", "--api-url", s.url, "--out", out, ...more];
const tokenEnv = (s: Server) => ({ CLOUDLINT_TOKEN: s.token });
/** A file to write whose text does not depend on the file it replaces. */
const fixed = (name: string, text: string) => ({ name, render: () => ({ text }) });
const files = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((n) => [n, readFileSync(join(dir, n), "utf8")]));
const git = (args: string[], cwd: string) => {
  const r = spawnSync("git", ["-c", "user.email=ci@example.com", "-c", "user.name=ci", "-c", "init.defaultBranch=main", ...args], { cwd, encoding: "utf8", env: { ...process.env, ...GIT_ENV } });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
};

describe("cloudlint import", () => {
  it("imports a 2,000-resource account, reading every list to its end, and the result lints", { timeout: 120_000 }, async () => {
    const s = await server({ account: makeAccount({ firewalls: 1200, computes: 500, vpcs: 100, databases: 60, stackscripts: 70, images: 70 }), extraFields: true });
    const dir = scratch();
    const r = await cli(importArgs(s), dir, tokenEnv(s));
    expect(r.stdout).toBe("");
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("cloudlint: imported 100 VPCs (200 subnets), 1200 firewalls, 60 databases, 70 StackScripts, 70 private images, 500 compute instances into infra/");
    expect(r.stderr.match(/cloudlint: not shown by the API/g)).toHaveLength(1);
    // Firewalls in pages of 500 (3 pages), IPs at the default 100 (10 pages: a public IPv4 and a SLAAC address per instance).
    // Pages after the first are read concurrently: in any order.
    const asked = (path: string) => s.requests.filter((q) => q.path === `/v4${path}`).map((q) => q.query).sort((a, b) => Number(/page=(\d+)/.exec(a)?.[1]) - Number(/page=(\d+)/.exec(b)?.[1]));
    expect(asked("/networking/firewalls")).toEqual(["?page=1&page_size=500", "?page=2&page_size=500", "?page=3&page_size=500"]);
    expect(asked("/networking/ips")).toEqual(Array.from({ length: 10 }, (_, i) => `?page=${i + 1}`));
    expect(s.requests.filter((q) => q.path.endsWith("/rules"))).toHaveLength(1200);
    expect(s.requests.find((q) => q.path === "/v4/compute/stackscripts")?.filter).toBe('{"mine":true}');
    expect(s.requests.every((q) => q.authorization)).toBe(true);
    const written = files(join(dir, "infra"));
    expect(Object.keys(written)).toEqual(["computes.yaml", "databases.yaml", "firewalls.yaml", "images.yaml", "stackscripts.yaml", "vpcs.yaml"]);
    expect(written["firewalls.yaml"]!.match(/^ {2}- id: /gm)).toHaveLength(1200);
    expect(Object.values(written).join("")).not.toContain("hunter2");
    // The live account's findings: SSH open to the world on the first firewall (a warning), nothing invented.
    const lint = await cli(["lint", "infra/", "--format", "json"], dir);
    expect(lint.code).toBe(0);
    const findings = (JSON.parse(lint.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number }> }>).flatMap((f) => f.messages.map((m) => `${f.filePath}:${m.line} ${m.ruleId}`));
    // (No firewall-family-gap beside it: adding ::/0 to an SSH rule is not advice cloudlint gives.)
    expect(findings).toEqual(["infra/firewalls.yaml:20 firewall-exposed-port"]);
  });

  it("imports an unchanged account byte for byte, and an account's change rewrites one file", async () => {
    const s = await server();
    const dir = scratch();
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    const first = files(join(dir, "infra"));
    const mtimes = Object.keys(first).map((n) => statSync(join(dir, "infra", n)).mtimeMs);
    const again = await cli(importArgs(s), dir, tokenEnv(s));
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("wrote nothing; unchanged vpcs.yaml, firewalls.yaml, databases.yaml, stackscripts.yaml, images.yaml, computes.yaml");
    expect(files(join(dir, "infra"))).toEqual(first);
    expect(Object.keys(first).map((n) => statSync(join(dir, "infra", n)).mtimeMs)).toEqual(mtimes);
    // Someone opens a port by hand in the console.
    s.account.rules.get(5002).inbound[0].ports = "443, 8443";
    const changed = await cli(importArgs(s), dir, tokenEnv(s));
    expect(changed.stderr).toContain("wrote firewalls.yaml; unchanged vpcs.yaml, databases.yaml, stackscripts.yaml, images.yaml, computes.yaml");
    const now = files(join(dir, "infra"));
    expect(Object.keys(now).filter((n) => now[n] !== first[n])).toEqual(["firewalls.yaml"]);
    expect(now["firewalls.yaml"]!.replace("ports: 443, 8443", 'ports: "443"')).toBe(first["firewalls.yaml"]);
    // Other files in the folder are the user's: left alone, and no temporary folder remains.
    writeFileSync(join(dir, "infra", "README.md"), "mine\n");
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    expect(readFileSync(join(dir, "infra", "README.md"), "utf8")).toBe("mine\n");
    expect(readdirSync(dir)).toEqual(["infra"]);
  });

  it("over an edited repository rewrites only what the account changed: git diff shows exactly those entries' lines", { timeout: 120_000 }, async () => {
    const s = await server({ account: makeAccount({ firewalls: 6 }) });
    const dir = scratch();
    git(["init", "-q"], dir);
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    // The team's edits: a comment, an entry's keys reordered, a hand-written file beside the imported ones.
    const fw = join(dir, "infra", "firewalls.yaml");
    let text = readFileSync(fw, "utf8");
    text = text.replace("  - id: 5002\n", "  # the office: ask #netops first\n  - id: 5002\n");
    text = text.replace("  - id: 5004\n    label: fw-00004\n    status: enabled\n", "  - status: enabled\n    id: 5004\n    label: fw-00004\n");
    writeFileSync(fw, text);
    writeFileSync(join(dir, "infra", "staging.yaml"), "# written by hand\nfirewalls:\n  - label: staging-fw\n");
    git(["add", "."], dir);
    git(["commit", "-qm", "imported and edited"], dir);
    // Nothing changed in the account: nothing changes in the repository.
    const again = await cli(importArgs(s), dir, tokenEnv(s));
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("wrote nothing; unchanged vpcs.yaml, firewalls.yaml, databases.yaml, stackscripts.yaml, images.yaml, computes.yaml");
    expect(git(["status", "--porcelain"], dir)).toBe("");
    // Someone opens a port on 5003 in the console, deletes 5005 and creates 5007.
    s.account.rules.get(5003).inbound[0].ports = "443, 8443";
    s.account.firewalls.splice(4, 1);
    s.account.firewalls.push({ ...s.account.firewalls[0], id: 5007, label: "fw-00007" });
    s.account.rules.set(5007, structuredClone(s.account.rules.get(5003)));
    s.account.devices.set(5007, []);
    const changed = await cli(importArgs(s), dir, tokenEnv(s));
    expect(changed.code, changed.stderr).toBe(0);
    expect(git(["status", "--porcelain"], dir)).toBe(" M infra/firewalls.yaml\n");
    // The file is the committed one with 5003's ports changed, 5005's lines gone and 5007 at its place (the end).
    const old = git(["show", "HEAD:infra/firewalls.yaml"], dir);
    const entries = (t: string) => t.split(/^(?= {2}- |\s*#)/m);
    const entry = (t: string, id: number) => entries(t).find((e) => e.startsWith(`  - id: ${id}\n`))!;
    const now = readFileSync(fw, "utf8");
    expect(now).toBe(old.replace(entry(old, 5003), entry(old, 5003).replace('ports: "443"', "ports: 443, 8443")).replace(entry(old, 5005), "") + entry(now, 5007));
    // git diff counts those lines, and (aligning entries by their unique id lines, --histogram) its hunks touch those entries' lines only.
    const size = (t: string, id: number) => entry(t, id).split("\n").length - 1;
    expect(git(["diff", "--numstat", "--histogram", "--", "infra/firewalls.yaml"], dir)).toBe(`${size(now, 5007) + 1}\t${size(old, 5005) + 1}\tinfra/firewalls.yaml\n`);
    const lines = (t: string, id: number) => {
      const from = t.slice(0, t.indexOf(entry(t, id))).split("\n").length;
      return [from, from + entry(t, id).split("\n").length - 2];
    };
    const inside = (a: number, n: number, ranges: number[][]) => n === 0 || ranges.some(([from, to]) => a >= from! && a + n - 1 <= to!);
    const hunks = [...git(["diff", "-U0", "--histogram", "--", "infra/firewalls.yaml"], dir).matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)];
    expect(hunks.length).toBeGreaterThan(0);
    for (const h of hunks) {
      expect(inside(Number(h[1]), Number(h[2] ?? 1), [lines(old, 5003), lines(old, 5005)]), h[0]).toBe(true);
      expect(inside(Number(h[3]), Number(h[4] ?? 1), [lines(now, 5003), lines(now, 5007)]), h[0]).toBe(true);
    }
    expect(readFileSync(fw, "utf8")).toContain("  # the office: ask #netops first\n  - id: 5002\n");
    expect(readFileSync(fw, "utf8")).toContain("  - status: enabled\n    id: 5004\n");
    expect(readFileSync(join(dir, "infra", "staging.yaml"), "utf8")).toBe("# written by hand\nfirewalls:\n  - label: staging-fw\n");
  });

  it("refuses to import into an imported file that does not load, naming it, and writes nothing", async () => {
    const s = await server();
    const dir = scratch();
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    const fw = join(dir, "infra", "firewalls.yaml");
    writeFileSync(fw, readFileSync(fw, "utf8").replace("    label: fw-00002\n", "    label: [fw-00002\n"));
    const before = files(join(dir, "infra"));
    s.account.vpcs[0].label = "vpc-renamed";
    const r = await cli(importArgs(s), dir, tokenEnv(s));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\ncloudlint: cannot import into infra\/, so nothing was written: infra\/firewalls\.yaml does not load \(line \d+: [^\n]+\): fix it, or remove its first line \(the import's header\) to make it yours\n$/);
    expect(files(join(dir, "infra"))).toEqual(before);
    expect(readdirSync(dir)).toEqual(["infra"]);
  });

  it("removes the part files it is told to (those that still start with its header), and leaves every other file", async () => {
    const dir = scratch();
    const out = join(dir, "infra");
    mkdirSync(out);
    const imported = "# Imported by cloudlint import: firewalls.\nfirewalls: []\n";
    for (const name of ["firewalls-1.yaml", "firewalls-2.yaml", "firewalls-3.yaml"]) writeFileSync(join(out, name), imported);
    for (const name of ["network.yaml", "README.md"]) writeFileSync(join(out, name), "x\n");
    const r = await writeImported(out, [fixed("firewalls-1.yaml", imported), fixed("firewalls-2.yaml", "firewalls: []\n")], { remove: ["firewalls-3.yaml"] });
    expect(r).toEqual({ written: ["firewalls-2.yaml"], unchanged: ["firewalls-1.yaml"], removed: ["firewalls-3.yaml"] });
    expect(readdirSync(out).sort()).toEqual(["README.md", "firewalls-1.yaml", "firewalls-2.yaml", "network.yaml"]);
    expect(readdirSync(dir)).toEqual(["infra"]);
    // A file to remove that lost the header meanwhile is someone's edit: nothing is written.
    writeFileSync(join(out, "firewalls-1.yaml"), "# ours now\nfirewalls: []\n");
    await expect(writeImported(out, [fixed("firewalls-2.yaml", "changed\n")], { remove: ["firewalls-1.yaml"] })).rejects.toThrow("firewalls-1.yaml changed while the import ran (it no longer starts with the import's header): run it again; nothing was written");
    expect(readFileSync(join(out, "firewalls-2.yaml"), "utf8")).toBe("firewalls: []\n");
    expect(readdirSync(dir)).toEqual(["infra"]);
  });

  it("leaves --out as it was when a move fails part-way, the removals included", async () => {
    const dir = scratch();
    const out = join(dir, "infra");
    mkdirSync(out);
    const old = { "vpcs.yaml": "# Imported by cloudlint import: old vpcs\n", "databases.yaml": "# Imported by cloudlint import: old databases\n", "firewalls-9.yaml": "# Imported by cloudlint import: old part\n", "notes.md": "mine\n" };
    for (const [n, t] of Object.entries(old)) writeFileSync(join(out, n), t);
    const texts = { "vpcs.yaml": "# Imported by cloudlint import: new vpcs\n", "databases.yaml": "# Imported by cloudlint import: new databases\n", "firewalls.yaml": "# Imported by cloudlint import: new firewalls\n" };
    const next = Object.entries(texts).map(([name, text]) => fixed(name, text));
    // Each move in turn fails (EPERM: an immutable file, another owner's, a quota): every time, the folder is as it was.
    for (let failAt = 1; failAt <= 6; failAt++) {
      let moves = 0;
      const rename = (from: string, to: string) => {
        if (++moves === failAt) throw Object.assign(new Error("EPERM"), { code: "EPERM" });
        renameSync(from, to);
      };
      await expect(writeImported(out, next, { rename, remove: ["firewalls-9.yaml"] }), `move ${failAt}`).rejects.toThrow("EPERM; the folder was left as it was");
      expect(files(out), `move ${failAt}`).toEqual(old);
      expect(readdirSync(dir)).toEqual(["infra"]);
    }
    // 6 moves in all (2 replaced and 1 removed aside, 3 in); with none failing, the new files are in place.
    await writeImported(out, next, { remove: ["firewalls-9.yaml"] });
    expect(files(out)).toEqual({ ...texts, "notes.md": "mine\n" });
  });

  it("moves files only inside --out (a mount point works), gives a new folder and new files the umask's modes, and keeps a replaced file's mode", async () => {
    const dir = scratch();
    mkdirSync(join(dir, "probe"));
    writeFileSync(join(dir, "probe", "f"), "");
    const folderMode = statSync(join(dir, "probe")).mode & 0o777;
    const fileMode = statSync(join(dir, "probe", "f")).mode & 0o777;
    const out = join(dir, "new", "infra");
    const moves: string[] = [];
    const rename = (from: string, to: string) => {
      moves.push(from, to);
      renameSync(from, to);
    };
    await writeImported(out, [fixed("vpcs.yaml", "a\n"), fixed("firewalls.yaml", "b\n")], { rename });
    expect(moves.every((p) => p.startsWith(`${out}/`))).toBe(true);
    expect(statSync(join(dir, "new")).mode & 0o777).toBe(folderMode);
    expect(statSync(out).mode & 0o777).toBe(folderMode);
    expect(statSync(join(out, "vpcs.yaml")).mode & 0o777).toBe(fileMode);
    chmodSync(join(out, "vpcs.yaml"), 0o640);
    await writeImported(out, [fixed("vpcs.yaml", "changed\n"), fixed("firewalls.yaml", "b\n")], { rename });
    expect(readFileSync(join(out, "vpcs.yaml"), "utf8")).toBe("changed\n");
    expect(statSync(join(out, "vpcs.yaml")).mode & 0o777).toBe(0o640);
    expect(readdirSync(out).sort()).toEqual(["firewalls.yaml", "vpcs.yaml"]);
  });

  it("stops before the moves when interrupted while staging: --out as it was, a new one not created", async () => {
    const dir = scratch();
    const out = join(dir, "infra");
    mkdirSync(out);
    writeFileSync(join(out, "vpcs.yaml"), "old\n");
    let asked = 0;
    const interrupted = () => (++asked >= 2 ? ("SIGINT" as const) : undefined);
    await expect(writeImported(out, [fixed("vpcs.yaml", "new\n"), fixed("firewalls.yaml", "b\n")], { interrupted })).rejects.toBeInstanceOf(Interrupted);
    expect(files(out)).toEqual({ "vpcs.yaml": "old\n" });
    asked = 0;
    await expect(writeImported(join(dir, "fresh"), [fixed("vpcs.yaml", "new\n"), fixed("firewalls.yaml", "b\n")], { interrupted })).rejects.toBeInstanceOf(Interrupted);
    expect(readdirSync(dir)).toEqual(["infra"]);
  });

  it.each([
    ["a 429 with Retry-After", { status: 429, retryAfter: "0" }, "GET /networking/firewalls?page=1&page_size=500: 429: Too Many Requests; retrying in 0.0 s (Retry-After)"],
    ["a 500 then success", { status: 500 }, "GET /networking/firewalls?page=1&page_size=500: 500: failed (injected); retrying in"],
    ["a dropped connection", { drop: true }, "GET /networking/firewalls?page=1&page_size=500 failed after"],
    ["a slow answer (past --timeout)", { delayMs: 3000 }, "GET /networking/firewalls?page=1&page_size=500 failed after"],
  ])("retries %s and succeeds", async (_name, failure, debugLine) => {
    const s = await server({ failures: [{ path: /^\/v4\/networking\/firewalls\?/, ...failure }] });
    const dir = scratch();
    const r = await cli(importArgs(s, "infra", "--debug", "--timeout", "0.5"), dir, tokenEnv(s));
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`cloudlint: debug: ${debugLine}`);
    expect(r.stderr).toMatch(/cloudlint: debug: GET \/networking\/firewalls\?page=1&page_size=500 200 \d+ ms/);
    expect(files(join(dir, "infra"))["firewalls.yaml"]).toContain("fw-00003");
  });

  it("honours a Retry-After of one second", async () => {
    const s = await server({ failures: [{ path: /^\/v4\/vpcs\?/, status: 429, retryAfter: "1" }] });
    const dir = scratch();
    const r = await cli(importArgs(s, "infra", "--debug"), dir, tokenEnv(s));
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("cloudlint: debug: GET /vpcs?page=1: 429: Too Many Requests; retrying in 1.0 s (Retry-After)");
  });

  it("exits 2 when a failure outlasts the retries, and leaves the output folder as it was", async () => {
    const s = await server({ failures: [{ path: /\/devices/, status: 503, times: 100 }] });
    const dir = scratch();
    mkdirSync(join(dir, "infra"));
    writeFileSync(join(dir, "infra", "firewalls.yaml"), "firewalls: []\n");
    const r = await cli(importArgs(s, "infra", "--retries", "2"), dir, tokenEnv(s));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cloudlint: GET \/networking\/firewalls\/500\d\/devices\?page=1&page_size=500: 503: failed \(injected\), after 3 attempts$/m);
    expect(r.stderr).not.toContain("imported");
    expect(files(join(dir, "infra"))).toEqual({ "firewalls.yaml": "firewalls: []\n" });
    expect(readdirSync(dir)).toEqual(["infra"]);
    // A new folder is not created either.
    expect((await cli(importArgs(s, "new", "--retries", "0"), dir, tokenEnv(s))).code).toBe(2);
    expect(existsSync(join(dir, "new"))).toBe(false);
  });

  const root = process.getuid?.() === 0;
  const hasChattr = root && spawnSync("chattr", ["--help"]).error === undefined;
  it.skipIf(!hasChattr)("leaves --out as it was when a file cannot be replaced (chattr +i), as root", async () => {
    const s = await server();
    const dir = scratch();
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    const before = files(join(dir, "infra"));
    s.account.vpcs[0].label = "vpc-renamed";
    s.account.databases[0].label = "db-renamed";
    const locked = join(dir, "infra", "databases.yaml");
    if (spawnSync("chattr", ["+i", locked]).status !== 0) return; // a filesystem without the attribute
    try {
      const r = await cli(importArgs(s), dir, tokenEnv(s));
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/cloudlint: cannot write the imported files to .*infra: EPERM; the folder was left as it was\n$/);
      expect(files(join(dir, "infra"))).toEqual(before);
      expect(readdirSync(join(dir, "infra")).filter((n) => n.startsWith("."))).toEqual([]);
    } finally {
      spawnSync("chattr", ["-i", locked]);
    }
  });

  it.skipIf(!root)("writes into --out at a mount point (a container's volume), as root", async () => {
    const s = await server();
    const dir = scratch();
    const mnt = join(dir, "mnt");
    mkdirSync(mnt);
    if (spawnSync("mount", ["-t", "tmpfs", "none", mnt]).status !== 0) return; // no mount permitted here
    try {
      writeFileSync(join(mnt, "README.txt"), "mine\n");
      const r = await cli(importArgs(s, "mnt"), dir, tokenEnv(s));
      expect(r.stderr).not.toContain("EXDEV");
      expect(r.code).toBe(0);
      expect(readdirSync(mnt).sort()).toEqual(["README.txt", "computes.yaml", "databases.yaml", "firewalls.yaml", "images.yaml", "stackscripts.yaml", "vpcs.yaml"]);
      expect(readdirSync(dir)).toEqual(["mnt"]);
    } finally {
      spawnSync("umount", [mnt]);
    }
  });

  it("on Ctrl-C while the files are written, leaves no temporary folder and either the old or the whole new files", { timeout: 120_000 }, async () => {
    const s = await server({ account: makeAccount({ firewalls: 3000 }) });
    const dir = scratch();
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    const before = files(join(dir, "infra"));
    for (const f of s.account.firewalls) f.label += "-x";
    s.account.vpcs[0].label = "vpc-renamed";
    const reference = scratch();
    expect((await cli(importArgs(s), reference, tokenEnv(s))).code).toBe(0);
    const after = files(join(reference, "infra"));
    // SIGINT as soon as the staging folder appears in --out.
    const child = spawn(process.execPath, [bin, ...importArgs(s)], { cwd: dir, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", CLOUDLINT_TOKEN: s.token } });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    // Once: the watcher also reports the staging folder's removal, and a second Ctrl-C after the
    // handler is gone ends the process by the signal itself (no exit code), as a shell's would.
    let sent = false;
    const watcher = watch(join(dir, "infra"), (_event, name) => {
      if (!sent && name?.startsWith(".cloudlint-import-")) {
        sent = true;
        child.kill("SIGINT");
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    watcher.close();
    expect(code, stderr).toBe(130);
    expect(stderr).toMatch(/cloudlint: interrupted \(SIGINT\) (before the files were moved into place: infra\/ is as it was|after the files were moved into place)\n/);
    expect(readdirSync(join(dir, "infra")).filter((n) => n.startsWith("."))).toEqual([]);
    expect(files(join(dir, "infra"))).toEqual(stderr.includes("before the files") ? before : after);
  });

  /** The staging folders in a folder, and the spool file's bytes in each (read while the import runs). */
  const spools = (out: string) =>
    (existsSync(out) ? readdirSync(out) : []).filter((n) => n.startsWith(".cloudlint-import-")).map((n) => {
      try {
        return readFileSync(join(out, n, "spool"), "utf8");
      } catch {
        return "";
      }
    });

  it("spools the entries' texts inside the staging folder only, never the token, and leaves nothing behind", { timeout: 120_000 }, async () => {
    // Slow answers, so that the reading can be watched.
    const s = await server({ account: makeAccount({ firewalls: 150 }), latencyMs: 15 });
    s.account.firewalls[0].label = `fw-${s.token}`;
    s.account.stackscripts[0].script = `#!/bin/sh\ncurl -H "Authorization: Bearer ${s.token}"\n`;
    const dir = scratch();
    const tmp = scratch();
    const run = cli(importArgs(s), dir, { ...tokenEnv(s), TMPDIR: tmp });
    let seen = "";
    let done = false;
    void run.then(() => (done = true));
    while (!done) {
      for (const text of spools(join(dir, "infra"))) if (text.length > seen.length) seen = text;
      await new Promise((r) => setTimeout(r, 20));
    }
    const r = await run;
    expect(r.code, r.stderr).toBe(0);
    // The spool held the firewalls' list records and entries as they were made, redacted.
    expect(seen).toContain("fw-[redacted]");
    expect(seen).toMatch(/^ {2}- id: 5001$/m);
    expect(seen).not.toContain(s.token.slice(0, 12));
    // Afterwards: the six files in --out, no staging folder, nothing in TMPDIR, nothing else in the working folder.
    expect(readdirSync(join(dir, "infra")).sort()).toEqual(["computes.yaml", "databases.yaml", "firewalls.yaml", "images.yaml", "stackscripts.yaml", "vpcs.yaml"]);
    expect(readdirSync(dir)).toEqual(["infra"]);
    expect(readdirSync(tmp)).toEqual([]);
  });

  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
    it(`on ${signal} while the account is read, stops the requests and removes the staging folder, its spool and a new --out`, { timeout: 120_000 }, async () => {
      const s = await server({ account: makeAccount({ firewalls: 400 }), latencyMs: 15 });
      const dir = scratch();
      const child = spawn(process.execPath, [bin, ...importArgs(s)], { cwd: dir, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", CLOUDLINT_TOKEN: s.token } });
      let stderr = "";
      child.stderr.on("data", (d) => (stderr += d));
      const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
      // Once the spool holds a firewall's entry: the follow-up requests are under way.
      let spooled = "";
      for (let i = 0; i < 3000 && !/^ {2}- id: /m.test(spooled); i++) {
        await new Promise((r) => setTimeout(r, 10));
        spooled = spools(join(dir, "infra")).join("");
      }
      expect(spooled).toMatch(/^ {2}- id: /m);
      const asked = s.requests.length;
      child.kill(signal);
      expect(await closed, stderr).toBe(code);
      expect(stderr).toMatch(new RegExp(`cloudlint: interrupted \\(${signal}\\) before the files were moved into place: infra/ is as it was\n$`));
      // The rules and devices of 400 firewalls were not all asked for: the requests stopped.
      expect(asked).toBeLessThan(800);
      expect(s.requests.length).toBeLessThan(800);
      expect(readdirSync(dir)).toEqual([]);
    });
  }

  it("writes a token the API echoes inside records as [redacted], and says so without it", async () => {
    const s = await server();
    s.account.firewalls[0].label = `fw-${s.token}`;
    s.account.stackscripts[0].script = `#!/bin/sh\ncurl -H "Authorization: Bearer ${s.token}"\n`;
    const dir = scratch();
    const r = await cli(importArgs(s), dir, tokenEnv(s));
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("cloudlint: the API's answers held the token in 2 values: written as [redacted]\n");
    const written = Object.values(files(join(dir, "infra"))).join("");
    expect(written).toContain("label: fw-[redacted]");
    for (const text of [r.stdout, r.stderr, written]) expect(text).not.toContain(s.token.slice(0, 12));
  });

  it("reads no more pages than the results need when the API claims 100,000, and says so", async () => {
    const s = await server({ claimPages: 100_000 });
    const dir = scratch();
    const r = await cli(importArgs(s), dir, tokenEnv(s));
    expect(r.code).toBe(0);
    // 3 firewalls at page_size 500: page 1, and one more in case a record was added meanwhile (it is empty).
    expect(s.requests.filter((q) => q.path === "/v4/networking/firewalls").map((q) => q.query)).toEqual(["?page=1&page_size=500", "?page=2&page_size=500"]);
    expect(s.requests.length).toBeLessThan(60);
    expect(r.stderr).toContain("cloudlint: inconsistent collection envelopes: GET /vpcs: the API answered pages 100000 with results 2 and 2 records on page 1 (page size 100): read 2 pages;");
    expect(files(join(dir, "infra"))["firewalls.yaml"]).toContain("fw-00003");
  });

  it("prints no MaxListenersExceededWarning at --concurrency 16", async () => {
    const s = await server({ account: makeAccount({ firewalls: 60 }), failures: [{ path: /\/rules$/, status: 503, times: 20 }] });
    const dir = scratch();
    const r = await cli(importArgs(s, "infra", "--concurrency", "16"), dir, tokenEnv(s));
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain("MaxListeners");
    expect(r.stderr).not.toContain("Warning");
  });

  it("names the connection's error code when it is refused, or the cause's message when there is no code", async () => {
    const s = await server();
    const url = s.url;
    await s.close();
    const dir = scratch();
    const r = await cli(["import", "--api-url", url, "--out", "infra", "--retries", "0"], dir, { CLOUDLINT_TOKEN: "x" });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cloudlint: GET \/[^ ]+: the connection failed \(ECONNREFUSED\), after 1 attempt$/m);
    // Port 9 is one fetch refuses to connect to: its error has a cause, and no code.
    const bad = await cli(["import", "--api-url", "http://127.0.0.1:9/v4", "--out", "infra", "--retries", "0"], dir, { CLOUDLINT_TOKEN: "x" });
    expect(bad.stderr).toMatch(/^cloudlint: GET \/[^ ]+: the connection failed \(fetch failed: bad port\), after 1 attempt$/m);
  });

  it("never touches a file without its header: one in the way of a file it writes stops it (exit 2, nothing written), any other is left", async () => {
    const s = await server();
    const dir = scratch();
    mkdirSync(join(dir, "infra"));
    const handWritten = "# our staging firewalls, written by hand\nfirewalls:\n  - label: staging-fw\n";
    writeFileSync(join(dir, "infra", "firewalls-2.yaml"), handWritten);
    const r = await cli(importArgs(s), dir, tokenEnv(s));
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, "infra", "firewalls-2.yaml"), "utf8")).toBe(handWritten);
    expect(r.stderr).not.toContain("firewalls-2.yaml");
    // A hand-written firewalls.yaml where the import writes its firewalls.
    rmSync(join(dir, "infra", "firewalls.yaml"));
    writeFileSync(join(dir, "infra", "firewalls.yaml"), handWritten);
    const before = files(join(dir, "infra"));
    s.account.vpcs[0].label = "vpc-renamed";
    const blocked = await cli(importArgs(s), dir, tokenEnv(s));
    expect(blocked.code).toBe(2);
    expect(blocked.stderr.split("\n").slice(-2)).toEqual([`cloudlint: cannot import into infra/, so nothing was written: infra/firewalls.yaml is in the way: the import would add 3 entries to it, but it does not start with the import's header, so it is not the import's to write: move it, or make its first line the header of a file the import wrote ("# Imported by cloudlint import: …") to let the import update it in place`, ""]);
    expect(files(join(dir, "infra"))).toEqual(before);
  });

  it("says which scope a 403 is missing, and what a 401 means", async () => {
    const s = await server({ scopes: ["firewall:read_only", "databases:read_only", "stackscripts:read_only", "images:read_only"] });
    const dir = scratch();
    const forbidden = await cli(importArgs(s), dir, tokenEnv(s));
    expect(forbidden.code).toBe(2);
    expect(forbidden.stderr).toMatch(/^cloudlint: GET \/networking\/(ips|ipv6\/ranges|vpcs\/ips)\?page=1(&page_size=500)?: 403: the token lacks what this endpoint needs; the endpoint needs ips:read_only: Your OAuth token is not authorized to use this endpoint\.$/m);
    const unauthorized = await cli(importArgs(s), dir, { CLOUDLINT_TOKEN: "wrong-token" });
    expect(unauthorized.code).toBe(2);
    expect(unauthorized.stderr).toContain("401: the token is missing, expired or not valid");
    expect(existsSync(join(dir, "infra"))).toBe(false);
  });

  it("never lets the token reach any output: stdout, stderr, debug lines, errors, files", async () => {
    const s = await server({ failures: [{ path: /\/rules$/, status: 400, echoToken: true }] });
    const dir = scratch();
    const failed = await cli(importArgs(s, "infra", "--debug"), dir, tokenEnv(s));
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain("400: failed (Bearer [redacted])");
    const ok = await cli(importArgs(s, "infra", "--debug"), dir, tokenEnv(s));
    expect(ok.code).toBe(0);
    const plan = await cli(["plan", "infra/", "--baseline", "api", "--api-url", s.url, "--debug", "--format", "json"], dir, tokenEnv(s));
    expect(plan.code).toBe(0);
    const written = Object.values(files(join(dir, "infra"))).join("");
    for (const text of [failed.stdout, failed.stderr, ok.stdout, ok.stderr, plan.stdout, plan.stderr, written]) expect(text).not.toContain(s.token);
  });

  it("refuses a token on the command line without echoing it", async () => {
    const dir = scratch();
    const secret = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
    const cases = [
      ["import", "--api-url", "https://api.example.com/v4", "--out", "infra", "--token", secret],
      ["import", "--api-url", "https://api.example.com/v4", "--out", "infra", `--token=${secret}`],
      ["import", "--api-url", "https://api.example.com/v4", "--out", "infra", secret],
      ["lint", "infra/", "--baseline", "api", "--token", secret],
      ["import", "--api-url", `https://me:${secret}@api.example.com/v4`, "--out", "infra"],
      ["import", "--api-url", `https://api.example.com/v4?token=${secret}`, "--out", "infra"],
      ["import", "--api-url", `http://api.example.com/v4`, "--out", "infra"],
      ["import", "--api-url", "https://api.example.com/v4", "--out", "infra", "--token-env", secret],
      ["import", "--api-url", "https://api.example.com/v4", "--out", "infra", "--token-env", "tok-9f8e7d6c5b4a39281706f5e4d3c2b1a0"],
    ];
    for (const args of cases) {
      const r = await cli(args, dir);
      expect(r.code, args.join(" ")).toBe(2);
      // One line (two with yargs' "Run cloudlint --help"), never a stack trace.
      expect(r.stderr.split("\n").filter(Boolean).length, args.join(" ")).toBeLessThanOrEqual(2);
      expect(r.stderr, args.join(" ")).toMatch(/^cloudlint: /);
      expect(r.stderr, args.join(" ")).not.toMatch(/\n\s+at /);
      expect(r.stderr + r.stdout, args.join(" ")).not.toContain("9f8e7d6c5b4a");
    }
    expect((await cli(cases[6]!, dir)).stderr).toContain("--api-url must be https (plain http only to a loopback address such as 127.0.0.1)");
    expect(existsSync(join(dir, "infra"))).toBe(false);
  });

  it("--from DIR imports the saved responses (curl's bodies) into the same files", async () => {
    const s = await server();
    const dir = scratch();
    expect((await cli(importArgs(s, "live"), dir, tokenEnv(s))).code).toBe(0);
    // Save every body the import reads, as `curl -o DIR/<path>.json` would.
    const saved = join(dir, "saved");
    const save = async (req: ImportRequest) => {
      for (let page = 1, pages = 1; page <= pages; page++) {
        const response = await fetch(`${s.url}${req.path}${pageQuery(req, page)}`, { headers: { Authorization: `Bearer ${s.token}`, ...(req.filter ? { "X-Filter": JSON.stringify(req.filter) } : {}) } });
        const body = (await response.json()) as unknown;
        const file = join(saved, `${req.path.slice(1)}${page > 1 ? `.page-${page}` : ""}.json`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(body));
        const envelope = req.list ? readEnvelope(body, page) : undefined;
        if (envelope && "pages" in envelope) pages = envelope.pages;
      }
      return req.list ? undefined : null;
    };
    const lists = new Map<string, unknown[]>();
    for (const req of ACCOUNT_LISTS) {
      await save(req);
      lists.set(req.key, (JSON.parse(readFileSync(join(saved, `${req.path.slice(1)}.json`), "utf8")) as { data: unknown[] }).data);
    }
    for (const req of followUpRequests(lists)) await save(req);
    const r = await cli(["import", "--from", "saved", "--out", "audit"], dir);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("from 16 saved responses");
    expect(files(join(dir, "audit"))).toEqual(files(join(dir, "live")));
    // A missing body names the file and the request to save there.
    rmSync(join(saved, "networking/firewalls/5002/rules.json"));
    const missing = await cli(["import", "--from", "saved", "--out", "audit2"], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr.split("\n").slice(-2)).toEqual(["cloudlint: --from saved: saved/networking/firewalls/5002/rules.json is missing: save the JSON body of GET /networking/firewalls/5002/rules there", ""]);
    expect(existsSync(join(dir, "audit2"))).toBe(false);
  });
});

describe("--baseline api", () => {
  it("plan shows exactly the operation an edit in the repository makes, and lint sees the live statuses", async () => {
    const s = await server();
    const dir = scratch();
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    const api = ["--baseline", "api", "--api-url", s.url];
    const unchanged = await cli(["plan", "infra/", ...api, "--format", "json"], dir, tokenEnv(s));
    expect(unchanged.code).toBe(0);
    expect(JSON.parse(unchanged.stdout).operations).toEqual([]);
    const path = join(dir, "infra", "firewalls.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace("198.51.100.2/32", "198.51.100.0/24"));
    const plan = await cli(["plan", "infra/", ...api, "--format", "json"], dir, tokenEnv(s));
    expect(plan.code).toBe(0);
    const ops = (JSON.parse(plan.stdout) as { operations: Array<{ method: string; path: string; details: string[] }> }).operations;
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(["PUT /networking/firewalls/5002/rules"]);
    // The second database is backing_up in the live account: an update of it is refused.
    const db = join(dir, "infra", "databases.yaml");
    writeFileSync(db, readFileSync(db, "utf8").replace("label: db-002", "label: db-002-renamed"));
    const lint = await cli(["lint", "infra/", ...api, "--format", "json"], dir, tokenEnv(s));
    expect(lint.code).toBe(1);
    const found = (JSON.parse(lint.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; severity: string }> }>).flatMap((f) => f.messages.filter((m) => m.severity === "error").map((m) => `${f.filePath} ${m.ruleId}`));
    expect(found).toEqual(["infra/databases.yaml database-status-transition"]);
  });

  it("marks the operations only the live account's drift causes, given a revision too", async () => {
    const s = await server();
    const dir = scratch();
    git(["init", "-q"], dir);
    expect((await cli(importArgs(s), dir, tokenEnv(s))).code).toBe(0);
    git(["add", "."], dir);
    git(["commit", "-qm", "imported"], dir);
    // The repository changes a rule; someone renames a firewall in the console.
    const path = join(dir, "infra", "firewalls.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace("198.51.100.2/32", "198.51.100.0/24"));
    s.account.firewalls[2].label = "renamed-by-hand";
    const r = await cli(["plan", "infra/", "--baseline", "api", "--baseline", "HEAD", "--api-url", s.url, "--format", "json"], dir, tokenEnv(s));
    expect(r.code).toBe(0);
    const ops = (JSON.parse(r.stdout) as { operations: Array<{ method: string; path: string; fields: string[]; drift?: boolean }> }).operations;
    expect(ops.map((o) => ({ op: `${o.method} ${o.path}`, fields: o.fields, drift: o.drift ?? false }))).toEqual([
      { op: "PUT /networking/firewalls/5002/rules", fields: ["rules"], drift: false },
      { op: "PUT /networking/firewalls/5003", fields: ["label"], drift: true },
    ]);
    const stylish = await cli(["plan", "infra/", "--baseline", "api", "--baseline", "HEAD", "--api-url", s.url], dir, tokenEnv(s));
    expect(stylish.stdout).toMatch(/PUT \/networking\/firewalls\/5003 .*\[drift\]/);
    // Two baselines without api are still a usage error.
    expect((await cli(["plan", "infra/", "--baseline", "HEAD", "--baseline", "HEAD"], dir)).code).toBe(2);
  });
});
