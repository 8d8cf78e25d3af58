// `cloudlint import` of a 10,000-firewall account from the local API server (issue 23): the
// rules and the devices are one request per firewall each, so the import is ~20,000 round trips.
// Reports the wall time of the real binary (start-up, requests, writing the files) and requests
// per second at --concurrency 1, 4 and 8 (interleaved rounds, medians); a second table adds a
// 10 ms round trip to every answer (2,000 firewalls), where concurrency pays. Then memory as the
// account grows (a 3-firewall account for Node's own floor, then 2,500 / 5,000 / 10,000 / 20,000
// firewalls), for a fresh import and for an import over the files of the first (the merge path,
// an unchanged account): the peak resident set of a plain run, and the largest heap that survives
// a full collection, from a second run with --expose-gc whose --require'd probe collects every
// 500 ms, before each staged file is written, and as the process exits (an unchanged account over
// its own files writes nothing and may end within 500 ms: it had no sample, and showed 0 MB).
// The server runs in this process, the CLI in a child: on a 2-core machine they share the cores.
// `node bench/import.mjs` after `npm run compile`; part of `npm run bench`. Knobs: BENCH_FIREWALLS
// (10,000: the account of the first table; the memory table runs 3, a quarter, a half, all and
// twice as many), BENCH_ROUNDS (3), BENCH_ONLY=memory (the memory table alone), BENCH_ONLY=pages
// (the last table alone: peak memory against a server sending 30 MB pages of one list, issue 36).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeAccount, startApiServer } from "../test/import/api-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const FIREWALLS = Number(process.env.BENCH_FIREWALLS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY_MEMORY = process.env.BENCH_ONLY === "memory";
const scratch = mkdtempSync(join(tmpdir(), "cloudlint-bench-import-"));
// Loaded into the CLI with --require: prints the process's peak resident memory when it exits.
const probe = join(scratch, "rss.cjs");
writeFileSync(probe, 'process.on("exit", () => require("node:fs").writeSync(2, `bench-maxrss ${process.resourceUsage().maxRSS}\\n`));\n');
// With --expose-gc: the largest heap left after a full collection, sampled every 500 ms and before
// each of the first writes and renames of the staging (when the import holds everything it writes).
const heapProbe = join(scratch, "heap.cjs");
writeFileSync(
  heapProbe,
  `const fs = require("node:fs");
let peak = 0;
const sample = () => { global.gc(); peak = Math.max(peak, process.memoryUsage().heapUsed); };
setInterval(sample, 500).unref();
for (const name of ["writeFileSync", "renameSync"]) { const f = fs[name]; let n = 0; fs[name] = function (...a) { if (n++ < 3) sample(); return f.apply(this, a); }; }
process.on("exit", () => { sample(); fs.writeSync(2, "bench-heap " + peak + "\\n"); });
`,
);

const accountOf = (n) => makeAccount({ firewalls: n, computes: Math.floor(n / 4), vpcs: Math.max(1, Math.floor(n / 100)), databases: 20, stackscripts: 20, images: 20 });

/** One import; `over` keeps the output folder of the last run (an import over an earlier one); `heap` runs the heap probe. */
function importOnce(server, concurrency, { over = false, heap = false, extra = [] } = {}) {
  const before = server.requests.length;
  const out = join(scratch, `out-${concurrency}`);
  if (!over) rmSync(out, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(heap ? ["--expose-gc", "--require", heapProbe] : []), "--require", probe, join(root, "bin/cloudlint.js"), "import", "--api-url", server.url, "--out", out, "--concurrency", String(concurrency), ...extra], {
      env: { PATH: process.env.PATH ?? "", CLOUDLINT_TOKEN: server.token },
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) return reject(new Error(`import exited ${code}: ${stderr}`));
      const rss = Number(/bench-maxrss (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
      const heapMb = Number(/bench-heap (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024 / 1024;
      resolve({ ms, requests: server.requests.length - before, rss, heap: heapMb, unchanged: /wrote nothing/.test(stderr) });
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Wall time and requests per second at --concurrency 1, 4 and 8, on the local server and with a round trip added. */
async function throughput() {
  const server = await startApiServer({ account: accountOf(FIREWALLS) });
  const levels = [1, 4, 8];
  const runs = new Map(levels.map((c) => [c, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // Rotated each round, so no level always runs first (or right after the slowest).
    for (const c of [...levels.slice(round % 3), ...levels.slice(0, round % 3)]) runs.get(c).push(await importOnce(server, c));
  }
  console.log("  concurrency  requests  wall time  requests/s  peak RSS");
  for (const c of levels) {
    const r = runs.get(c);
    const ms = median(r.map((x) => x.ms));
    console.log(`  ${String(c).padStart(11)}  ${String(r[0].requests).padStart(8)}  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(Math.round(r[0].requests / (ms / 1000))).padStart(10)}  ${median(r.map((x) => x.rss)).toFixed(0).padStart(5)} MB`);
  }
  await server.close();
  // Against a real API each request waits for a round trip: with LATENCY ms added to every answer
  // (a timer, no CPU), on a smaller account, concurrency shows what it is for.
  const LATENCY = 10;
  const LATENCY_FIREWALLS = Math.floor(FIREWALLS / 5);
  const distant = await startApiServer({ account: accountOf(LATENCY_FIREWALLS), latencyMs: LATENCY });
  const far = new Map(levels.map((c) => [c, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of [...levels.slice(round % 3), ...levels.slice(0, round % 3)]) far.get(c).push(await importOnce(distant, c));
  }
  await distant.close();
  console.log(`\n  with ${LATENCY} ms added to every answer, ${LATENCY_FIREWALLS} firewalls`);
  console.log("  concurrency  requests  wall time  requests/s");
  for (const c of levels) {
    const r = far.get(c);
    const ms = median(r.map((x) => x.ms));
    console.log(`  ${String(c).padStart(11)}  ${String(r[0].requests).padStart(8)}  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(Math.round(r[0].requests / (ms / 1000))).padStart(10)}`);
  }
}

/**
 * Peak memory against a server that sends 30 MB pages of one list (issue 36): N pages of 100 VPCs,
 * each with a 300 KB region (a field the import keeps, whose length the reference does not
 * state), under `pages: N` and honest `results`. The import hands each page to the builder and the
 * spool as it comes, so the peak should not grow with N (it did: every page was kept until the
 * list ended). --max-list-bytes is raised past the lists' size; --concurrency 1 and 4.
 */
async function bigPages() {
  console.log("\n  a list of 30 MB pages (100 VPCs of 300 KB each): time and peak RSS of the CLI, and the largest heap after a full GC (probe run)");
  console.log("  pages  list bytes  --concurrency 1: time  peak RSS  live heap   --concurrency 4: time  peak RSS  live heap");
  for (const pages of [2, 4, 8, 16]) {
    const body = (page) => {
      const data = Array.from({ length: 100 }, (_, i) => {
        const id = page * 1000 + i;
        return { id, label: `vpc-${id}`, region: `r${id}-${"x".repeat(300_000)}`, subnets: [] };
      });
      return JSON.stringify({ data, page, pages, results: pages * 100 });
    };
    const server = await startApiServer({ respond: (path, url) => (path === "/vpcs" ? body(Number(url.searchParams.get("page") ?? 1)) : undefined) });
    const row = [];
    let bytes = 0;
    for (let p = 1; p <= pages; p++) bytes += Buffer.byteLength(body(p));
    const extra = ["--max-list-bytes", String(64 * 1024 ** 3)];
    for (const c of [1, 4]) row.push({ ...(await importOnce(server, c, { extra })), heap: (await importOnce(server, c, { extra, heap: true })).heap });
    await server.close();
    const mb = (x) => `${x.toFixed(0).padStart(5)} MB`;
    console.log(`  ${String(pages).padStart(5)}  ${mb(bytes / 1024 / 1024)}  ${(row[0].ms / 1000).toFixed(1).padStart(19)} s  ${mb(row[0].rss)}   ${mb(row[0].heap)}  ${(row[1].ms / 1000).toFixed(1).padStart(20)} s  ${mb(row[1].rss)}   ${mb(row[1].heap)}`);
  }
}

try {
  console.log(`node ${process.version}; cloudlint import from the local API server (127.0.0.1), ${FIREWALLS} firewalls, median of ${ROUNDS} interleaved rounds`);
  if (process.env.BENCH_ONLY === "pages") await bigPages();
  else await allTables();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

async function allTables() {
  if (!ONLY_MEMORY) await throughput();
  // Memory as the account grows: a fresh import, then one over its files (the merge path; the
  // account unchanged, so every entry is compared and none written). Peak RSS from a plain run;
  // the live heap (largest after a full collection) from a second run with the probe.
  console.log("\n  memory of the CLI as the account grows (--concurrency 8; plain run: time and peak RSS; probe run: largest heap after a full GC)");
  console.log("  firewalls  requests  fresh: time  peak RSS  live heap   over the files: time  peak RSS  live heap");
  for (const n of [3, FIREWALLS / 4, FIREWALLS / 2, FIREWALLS, FIREWALLS * 2].map(Math.floor)) {
    const s = await startApiServer({ account: accountOf(n) });
    const fresh = await importOnce(s, 8);
    const freshHeap = await importOnce(s, 8, { heap: true });
    const over = await importOnce(s, 8, { over: true });
    const overHeap = await importOnce(s, 8, { over: true, heap: true });
    await s.close();
    if (!over.unchanged || !overHeap.unchanged) throw new Error("the import over an unchanged account's files wrote something");
    const mb = (x) => `${x.toFixed(x < 100 ? 1 : 0).padStart(5)} MB`;
    console.log(`  ${String(n).padStart(9)}  ${String(fresh.requests).padStart(8)}  ${(fresh.ms / 1000).toFixed(1).padStart(9)} s  ${mb(fresh.rss)}  ${mb(freshHeap.heap)}  ${(over.ms / 1000).toFixed(1).padStart(18)} s  ${mb(over.rss)}  ${mb(overHeap.heap)}`);
  }
  await bigPages();
}
