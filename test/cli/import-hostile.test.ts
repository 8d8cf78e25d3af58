/**
 * `cloudlint import` against a server that lies (issue 36): the real binary against the local API
 * server (test/import/api-server.mjs, 127.0.0.1 only, closed after each test) answering one list
 * the way a broken proxy, a test double or a hostile deployment would. Each test is bounded in
 * requests (it counts them) and in time (the import ends by itself with exit 2, or the test's
 * timeout fails it). The progress line is tested in-process with a fake terminal and a fake clock.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { runImport, type ProgressClock } from "../../src/cli/import.js";
// @ts-expect-error: plain .mjs fixture shared with bench/import.mjs
import { makeAccount, startApiServer } from "../import/api-server.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

interface Server {
  url: string;
  token: string;
  requests: Array<{ path: string; query: string }>;
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
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-hostile-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The real binary, asynchronously (the server answers from this process); `node` holds Node's own options. */
export function cli(args: string[], cwd: string, env: Record<string, string>, node: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...node, bin, ...args], { cwd, env: { PATH: process.env.PATH ?? "", CLOUDLINT_RETRY_BASE_MS: "5", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const pageOf = (url: URL) => Number(url.searchParams.get("page") ?? 1);
const vpcRequests = (s: Server) => s.requests.filter((q) => q.path === "/v4/vpcs").length;
/** `n` VPC records with ids from `from`. */
const vpcs = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, label: `vpc-${from + i}`, region: "us-east", subnets: [] }));

/** An --out folder with an earlier import's file in it: a failed import must leave it byte for byte. */
function earlierOut(dir: string): () => Record<string, string> {
  const out = join(dir, "infra");
  mkdirSync(out);
  writeFileSync(join(out, "vpcs.yaml"), "# Imported by cloudlint import: VPCs with their subnets (GET /vpcs).\nvpcs: []\n");
  const snapshot = () => Object.fromEntries(readdirSync(out).sort().map((n) => [n, readFileSync(join(out, n), "utf8")]));
  const before = snapshot();
  return () => {
    expect(snapshot()).toEqual(before);
    return before;
  };
}

describe("cloudlint import against a lying server", () => {
  it("ends a list whose first page is short but claims 100,000 pages and no results: exit 2 after one request, --out as it was", async () => {
    const s = await server({ respond: (path: string, url: URL) => (path === "/vpcs" ? { data: vpcs(1, 2), page: pageOf(url), pages: 100_000 } : undefined) });
    const dir = scratch();
    const unchanged = earlierOut(dir);
    const r = await cli(["import", "--api-url", s.url, "--out", "infra"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cloudlint: GET /vpcs?page=1: inconsistent collection envelope: page 1 holds 2 records, fewer than the page size 100, yet the list claims 100,000 pages and gives no results");
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(vpcRequests(s)).toBe(1);
    unchanged();
  });

  it.each([
    ["no results", undefined],
    ["results of 10 million", 10_000_000],
  ])("ends a list whose pages repeat page 1's ids (%s): exit 2 within the concurrency's look-ahead", async (_name, results) => {
    // Every page is page 1's 100 VPCs again, under the page number asked for.
    const s = await server({ respond: (path: string, url: URL) => (path === "/vpcs" ? { data: vpcs(1, 100), page: pageOf(url), pages: 100_000, ...(results !== undefined ? { results } : {}) } : undefined) });
    const dir = scratch();
    const unchanged = earlierOut(dir);
    const r = await cli(["import", "--api-url", s.url, "--out", "infra", "--concurrency", "4"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cloudlint: GET /vpcs?page=2: inconsistent collection envelope: page 2 of the 100,000 the list claims brings 100 records, none of them new (all read on the pages before)");
    // Page 1, then at most 4 pages ahead of the last one checked.
    expect(vpcRequests(s)).toBeLessThanOrEqual(5);
    expect(s.requests.length).toBeLessThan(20);
    unchanged();
  });

  it("ends a list whose second page is short, yet claims more pages and no results, whatever page 3 would bring", async () => {
    // Page 1 full, page 2 short, and from page 3 on new records for ever.
    const s = await server({ respond: (path: string, url: URL) => (path === "/vpcs" ? { data: vpcs(pageOf(url) * 1000, pageOf(url) === 2 ? 2 : 100), page: pageOf(url), pages: 100_000 } : undefined) });
    const dir = scratch();
    const unchanged = earlierOut(dir);
    const r = await cli(["import", "--api-url", s.url, "--out", "infra", "--concurrency", "4"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cloudlint: GET /vpcs?page=2: inconsistent collection envelope: page 2 holds 2 records, fewer than the page size 100, yet the list claims 100,000 pages and gives no results");
    expect(vpcRequests(s)).toBeLessThanOrEqual(5);
    unchanged();
  });

  it("stops a list whose pages pass --max-list-bytes, naming the list and the flag (30 MB pages)", { timeout: 60_000 }, async () => {
    // 30 MB pages of new VPCs, each with a 300 KB region (a field whose length the reference does not state).
    const big = (from: number) => vpcs(from, 100).map((v) => ({ ...v, region: `r${v.id}-${"x".repeat(300_000)}` }));
    const s = await server({ respond: (path: string, url: URL) => (path === "/vpcs" ? JSON.stringify({ data: big(pageOf(url) * 1000), page: pageOf(url), pages: 50, results: 5000 }) : undefined) });
    const dir = scratch();
    const unchanged = earlierOut(dir);
    const r = await cli(["import", "--api-url", s.url, "--out", "infra", "--concurrency", "1", "--max-list-bytes", "50000000"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cloudlint: GET \/vpcs\?page=2: the pages of VPCs came to more than 50,000,000 bytes by page 2 \(of the 50 claimed\): not read further, and nothing was written; if the account's list is that large, raise --max-list-bytes\n/);
    expect(vpcRequests(s)).toBe(2);
    unchanged();
  });

  it("refuses a 300 KB VPC description (the reference allows 255 characters), naming the record and the field", async () => {
    const s = await server({ respond: (path: string, url: URL) => (path === "/vpcs" ? { data: [...vpcs(1, 2), { ...vpcs(3, 1)[0], description: "d".repeat(300_000) }], page: pageOf(url), pages: 1, results: 3 } : undefined) });
    const dir = scratch();
    const unchanged = earlierOut(dir);
    const r = await cli(["import", "--api-url", s.url, "--out", "infra"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cloudlint: GET /vpcs?page=1: the record of VPCs with id 3: description is 300,000 characters long, more than the 255 the API allows: refused, not written");
    const files = unchanged();
    expect(Object.values(files).join("")).not.toContain("ddddd");
  });

  it("refuses an over-long rule label in a firewall's rules view, and a subnet label over 64 characters", async () => {
    const account = makeAccount({ firewalls: 2 });
    account.rules.get(5002).inbound[0].label = "l".repeat(33);
    const s = await server({ account });
    const dir = scratch();
    const r = await cli(["import", "--api-url", s.url, "--out", "infra"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cloudlint: GET /networking/firewalls/5002/rules: the rules of firewall 5002: inbound[0].label is 33 characters long, more than the 32 the API allows");
    const subnets = makeAccount();
    subnets.vpcs[1].subnets[1].label = "s".repeat(65);
    const t = await server({ account: subnets });
    const again = await cli(["import", "--api-url", t.url, "--out", "infra"], dir, { CLOUDLINT_TOKEN: t.token });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("the record of VPCs with id 2: subnets[1].label is 65 characters long, more than the 64 the API allows");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps the honest server's import as it was: an empty page ends a list early, with its note", async () => {
    const s = await server({ claimPages: 3 });
    const dir = scratch();
    const r = await cli(["import", "--api-url", s.url, "--out", "infra"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("cloudlint: imported 2 VPCs (4 subnets), 3 firewalls");
    // Not a terminal: no progress line, only the line each phase ends with.
    expect(r.stderr).not.toContain("\r");
    expect(r.stderr).toContain("cloudlint: read the account's lists (");
  });

  it("--quiet drops the phase lines and keeps the summary", async () => {
    const s = await server();
    const dir = scratch();
    const r = await cli(["import", "--api-url", s.url, "--out", "infra", "--quiet"], dir, { CLOUDLINT_TOKEN: s.token });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain("read the account's lists");
    expect(r.stderr).toContain("cloudlint: imported 2 VPCs");
  });
});

describe("the progress line", () => {
  /** A clock the test moves (and that moves `step` ms each time it is read), and the timer callbacks it holds. */
  function fakeClock(step: number): ProgressClock & { at: number; tick: () => void } {
    const timers = new Set<() => void>();
    const clock = {
      at: 1_000_000,
      now: () => (clock.at += step),
      every: (_ms: number, fn: () => void) => {
        timers.add(fn);
        return () => timers.delete(fn);
      },
      tick: () => {
        for (const fn of timers) fn();
      },
    };
    return clock;
  }

  async function run(options: { tty: boolean; columns?: number; quiet?: boolean; hold?: Promise<void>; onHeld?: (s: Server, clock: ReturnType<typeof fakeClock>, stderr: () => string) => Promise<void> }) {
    const failures = options.hold ? [{ path: /\/networking\/firewalls\/5003\/rules$/, hold: options.hold }] : [];
    const s = await server({ account: makeAccount({ firewalls: 3 }), failures });
    const dir = scratch();
    // Read without a hold, the clock moves past the redraw's 100 ms at every read; with one, only when the test moves it.
    const clock = fakeClock(options.hold ? 0 : 101);
    let stderr = "";
    const io = { stderr: (t: string) => void (stderr += t), env: { CLOUDLINT_TOKEN: s.token, CLOUDLINT_RETRY_BASE_MS: "5" }, version: "0.0.0-test", cwd: dir, stderrIsTTY: options.tty, clock, stderrColumns: options.columns ?? 200 };
    const done = runImport({ apiUrl: s.url, out: "infra", ...(options.quiet ? { quiet: true } : {}) }, io);
    if (options.onHeld) await options.onHeld(s, clock, () => stderr);
    const code = await done;
    return { code, stderr };
  }

  it("on a terminal: one line rewritten in place with what it reads, requests done of an estimate and lists finished, cleared at the end", async () => {
    const { code, stderr } = await run({ tty: true });
    expect(code).toBe(0);
    const narrow = await run({ tty: true, columns: 60 });
    expect(narrow.code).toBe(0);
    const cut = narrow.stderr.split("\r").filter((l) => l.startsWith("cloudlint: ") && l.includes(" requests, "));
    expect(cut.length).toBeGreaterThan(4);
    // Never wider than the terminal: a wrapped line could not be redrawn in place.
    for (const line of cut) expect(line.replace("\x1b[K", "").length).toBeLessThanOrEqual(59);
    expect(cut.some((l) => l.endsWith("…\x1b[K"))).toBe(true);
    const lines = stderr.split("\r").filter((l) => l.startsWith("cloudlint: ") && l.includes(" requests, "));
    expect(lines.length).toBeGreaterThan(4);
    expect(stderr).toContain("\rcloudlint: 0 of ~8 requests, 0 of 8 lists finished; reading the account's lists\x1b[K");
    expect(stderr).toMatch(/\rcloudlint: \d of ~8 requests, \d of 8 lists finished; reading the account's lists: GET \/networking\/firewalls\?page=1&page_size=500\x1b\[K/);
    // The second phase's estimate: 3 firewalls' rules and devices and 2 StackScripts' views; its lists are the devices'.
    expect(stderr).toMatch(/\rcloudlint: \d of ~8 requests, \d of 3 lists finished; reading firewall rules and devices, StackScripts: GET \/networking\/firewalls\/500\d\/rules\x1b\[K/);
    // The line is cleared before each phase's own line and the summary.
    expect(stderr).toContain("\r\x1b[Kcloudlint: read firewalls' rules and devices and StackScripts' views (8 requests)\ncloudlint: imported 2 VPCs");
  });

  it("says which request it waits for when one is unanswered for 3 s", async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const { code, stderr } = await run({
      tty: true,
      hold,
      onHeld: async (s, clock, text) => {
        // Wait (by polling, not by time) until the held request reached the server.
        while (!s.requests.some((q) => q.path === "/v4/networking/firewalls/5003/rules")) await new Promise((r) => setTimeout(r, 10));
        clock.at += 2000;
        clock.tick();
        expect(text()).not.toContain("waiting");
        clock.at += 3000;
        // The other requests in flight are answered in their time: redrawn until the held one is the only one waiting.
        for (let i = 0; i < 500 && !/waiting 5 s for GET \/networking\/firewalls\/5003\/rules\x1b\[K$/.test(text()); i++) {
          clock.tick();
          await new Promise((r) => setTimeout(r, 10));
        }
        expect(text()).toMatch(/\rcloudlint: \d+ of ~\d+ requests, \d of 3 lists finished; waiting 5 s for GET \/networking\/firewalls\/5003\/rules\x1b\[K$/);
        release();
      },
    });
    expect(code).toBe(0);
    expect(stderr).toContain("cloudlint: imported");
  });

  it("draws nothing when standard error is not a terminal, and nothing at all with --quiet", async () => {
    const plain = await run({ tty: false });
    expect(plain.code).toBe(0);
    expect(plain.stderr).not.toContain("\r");
    expect(plain.stderr).not.toContain("cloudlint: reading");
    const quiet = await run({ tty: true, quiet: true });
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toContain("\r");
    expect(quiet.stderr).not.toContain("read the account's lists");
    expect(quiet.stderr).toContain("cloudlint: imported 2 VPCs");
  });
});
