// `cloudlint import` of a 10,000-firewall account from the local API server (issue 23): the
// rules and the devices are one request per firewall each, so the import is ~20,000 round trips.
// Reports the wall time of the real binary (start-up, requests, writing the files) and requests
// per second at --concurrency 1, 4 and 8 (interleaved rounds, medians), and the CLI process's peak
// resident memory as the account grows (2,500 / 5,000 / 10,000 firewalls). A second table adds a
// 10 ms round trip to every answer (2,000 firewalls), where concurrency pays.
// The server runs in this process, the CLI in a child: on a 2-core machine they share the cores.
// `node bench/import.mjs` after `npm run compile`; part of `npm run bench`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeAccount, startApiServer } from "../test/import/api-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const FIREWALLS = Number(process.env.BENCH_FIREWALLS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const scratch = mkdtempSync(join(tmpdir(), "cloudlint-bench-import-"));
// Loaded into the CLI with --require: prints the process's peak resident memory when it exits.
const probe = join(scratch, "rss.cjs");
writeFileSync(probe, 'process.on("exit", () => require("node:fs").writeSync(2, `bench-maxrss ${process.resourceUsage().maxRSS}\\n`));\n');

const accountOf = (n) => makeAccount({ firewalls: n, computes: Math.floor(n / 4), vpcs: Math.max(1, Math.floor(n / 100)), databases: 20, stackscripts: 20, images: 20 });

function importOnce(server, concurrency, heapMb) {
  const before = server.requests.length;
  const out = join(scratch, `out-${concurrency}`);
  rmSync(out, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(heapMb ? [`--max-old-space-size=${heapMb}`] : []), "--require", probe, join(root, "bin/cloudlint.js"), "import", "--api-url", server.url, "--out", out, "--concurrency", String(concurrency)], {
      env: { PATH: process.env.PATH ?? "", CLOUDLINT_TOKEN: server.token },
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) return reject(new Error(`import exited ${code}: ${stderr}`));
      const rss = Number(/bench-maxrss (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
      resolve({ ms, requests: server.requests.length - before, rss });
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  console.log(`node ${process.version}; cloudlint import from the local API server (127.0.0.1), ${FIREWALLS} firewalls, median of ${ROUNDS} interleaved rounds`);
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
  // V8 collects lazily: the peak RSS grows with the garbage a run leaves, not only with what it
  // holds. What it holds is bounded by running it again with the old space capped at HEAP_CAP MB.
  const HEAP_CAP = 64;
  console.log(`\n  memory of the CLI as the account grows (--concurrency 8, median of the rounds; then once with --max-old-space-size=${HEAP_CAP})`);
  console.log(`  firewalls  requests  wall time  peak RSS  peak RSS, heap capped at ${HEAP_CAP} MB`);
  for (const n of [FIREWALLS / 4, FIREWALLS / 2, FIREWALLS].map(Math.floor)) {
    const s = await startApiServer({ account: accountOf(n) });
    const r = [];
    for (let round = 0; round < ROUNDS; round++) r.push(await importOnce(s, 8));
    const capped = await importOnce(s, 8, HEAP_CAP).then((x) => `${x.rss.toFixed(0)} MB (completed)`, () => "did not complete");
    await s.close();
    console.log(`  ${String(n).padStart(9)}  ${String(r[0].requests).padStart(8)}  ${(median(r.map((x) => x.ms)) / 1000).toFixed(1).padStart(7)} s  ${median(r.map((x) => x.rss)).toFixed(0).padStart(5)} MB  ${capped}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
