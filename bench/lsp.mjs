// The language server's latency and memory (not a test): `node bench/lsp.mjs` after `npm run compile`.
//
// The real `bin/cloudlint.js lsp --stdio` in a scratch git repository holding an account of
// 500 resources in 20 files (VPCs with a subnet, firewalls of two rules protecting an instance,
// instances), driven by a real LSP client (vscode-languageserver-protocol) over its pipes:
// 1. Latency: a keystroke (didChange of one open file: a firewall's inbound_policy retyped, which
//    changes that file's diagnostics) until that file's publishDiagnostics arrives, minus the
//    debounce (the default 150 ms); median and 90th percentile over 200 edits spread over the
//    20 files. Target: a median of at most 50 ms.
// 2. Growth: the same at 125, 2,000 and 5,000 resources (25 per file).
// 3. Memory over 1,000 edits (with no debounce, so that they take seconds, not minutes), every 100
//    edits: the server's live heap after a full garbage collection (the server is started with
//    --expose-gc and a preload, written here, that collects and reports on SIGUSR2) and its
//    resident set (/proc/<pid>/status): flat, or not.
// 4. What the parse cache saves, in this process: lintSources over the whole account against
//    lintSourcesCached after an edit of one file (the server's lint), median of 30.
// LSP_EDITS overrides the number of latency edits (200).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from "vscode-languageserver-protocol/node";

const root = fileURLToPath(new URL("..", import.meta.url));
const DEBOUNCE = 150;
const EDITS = Number(process.env.LSP_EDITS ?? 200);

/** File `f` of a workspace: 25 resources (5 VPCs, 5 firewalls each protecting the next instance, 15 instances). */
function stateFile(f, perFile) {
  const vpcs = [];
  const firewalls = [];
  const computes = [];
  for (let r = 0; r < perFile; r++) {
    const n = f * perFile + r;
    if (r % 5 === 0) vpcs.push(`  - label: vpc-${n}\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.${(n >> 8) & 255}.${n & 255}.0/24\n`);
    else if (r % 5 === 1)
      firewalls.push(
        `  - label: fw-${n}\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - label: https\n          action: ACCEPT\n          protocol: TCP\n          ports: "443"\n          addresses:\n            ipv4: [0.0.0.0/0]\n            ipv6: ["::/0"]\n        - label: ssh\n          action: ACCEPT\n          protocol: TCP\n          ports: "22"\n          addresses:\n            ipv4: [203.0.113.0/24]\n    devices:\n      computes: [web-${n + 1}]\n`,
      );
    else computes.push(`  - label: web-${n}\n    region: us-east\n    type: g6-standard-2\n    image: compute/debian12\n    ipv4:\n      public: [198.51.${(n >> 8) & 255}.${n & 255}]\n`);
  }
  return `vpcs:\n${vpcs.join("")}firewalls:\n${firewalls.join("")}computes:\n${computes.join("")}`;
}

function workspace(files, perFile) {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-bench-lsp-"));
  spawnSync("git", ["init", "-q"], { cwd: dir, env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" } });
  mkdirSync(join(dir, "infra"));
  const names = [];
  for (let f = 0; f < files; f++) {
    const name = `infra/part-${String(f).padStart(3, "0")}.yaml`;
    writeFileSync(join(dir, name), stateFile(f, perFile));
    names.push(name);
  }
  return { dir, names };
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

/** Starts the server in `dir`, opens every file, waits for the first lint. */
async function server(dir, names, debounceMs) {
  // The benchmark's own probe: on SIGUSR2, a full collection, then the live heap to a file.
  const probe = join(dir, "..", `${dir.split("/").pop()}-heap.cjs`);
  const heapFile = `${probe}.out`;
  writeFileSync(probe, `process.on("SIGUSR2", () => { global.gc(); require("fs").writeFileSync(${JSON.stringify(heapFile)}, String(process.memoryUsage().heapUsed)); });\n`);
  const child = spawn(process.execPath, ["--expose-gc", "--require", probe, join(root, "bin/cloudlint.js"), "lsp", "--stdio"], { cwd: dir, stdio: ["pipe", "pipe", "inherit"] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  let waiting;
  connection.onNotification("textDocument/publishDiagnostics", (p) => {
    if (waiting && waiting.check(p)) {
      const w = waiting;
      waiting = undefined;
      w.resolve(performance.now());
    }
  });
  connection.onNotification("window/logMessage", () => {});
  connection.onRequest("client/registerCapability", () => null);
  connection.listen();
  const uri = (name) => pathToFileURL(join(dir, name)).href;
  await connection.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(dir).href, capabilities: {}, initializationOptions: { debounceMs } });
  const texts = new Map(names.map((n) => [n, { text: readFileSync(join(dir, n), "utf8"), version: 1 }]));
  // The first lint publishes the first file's diagnostics (it is open, so even none are published).
  const first = new Promise((resolve) => (waiting = { check: (p) => p.uri === uri(names[0]), resolve }));
  await connection.sendNotification("initialized", {});
  for (const n of names) await connection.sendNotification("textDocument/didOpen", { textDocument: { uri: uri(n), languageId: "yaml", version: 1, text: texts.get(n).text } });
  await first;
  await new Promise((r) => setTimeout(r, debounceMs + 300));
  let k = 0;
  /** One keystroke in file `name`: the time from sending it to its diagnostics, in ms. */
  const edit = async (name) => {
    k++;
    const doc = texts.get(name);
    doc.text = doc.text.replace(/inbound_policy: \S+/, `inbound_policy: drop${k}`);
    doc.version++;
    const target = uri(name);
    const arrived = new Promise((resolve) => (waiting = { check: (p) => p.uri === target && p.version === doc.version, resolve }));
    const sent = performance.now();
    await connection.sendNotification("textDocument/didChange", { textDocument: { uri: target, version: doc.version }, contentChanges: [{ text: doc.text }] });
    return (await arrived) - sent;
  };
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))[1]) / 1024;
  /** The live heap after a full collection, in MiB. */
  const heap = async () => {
    rmSync(heapFile, { force: true });
    child.kill("SIGUSR2");
    for (;;) {
      await new Promise((r) => setTimeout(r, 20));
      try {
        const text = readFileSync(heapFile, "utf8");
        if (text) return Number(text) / 1024 / 1024;
      } catch {
        // not written yet
      }
    }
  };
  const stop = async () => {
    await connection.sendRequest("shutdown");
    await connection.sendNotification("exit");
    await new Promise((r) => child.on("exit", r));
    connection.dispose();
    rmSync(probe, { force: true });
    rmSync(heapFile, { force: true });
  };
  return { edit, rss, heap, stop };
}

async function latency(files, perFile, edits) {
  const { dir, names } = workspace(files, perFile);
  const s = await server(dir, names, DEBOUNCE);
  const times = [];
  for (let i = 0; i < edits; i++) times.push((await s.edit(names[(i * 7) % names.length])) - DEBOUNCE);
  await s.stop();
  rmSync(dir, { recursive: true, force: true });
  return times;
}

console.log(`node ${process.version}, ${EDITS} edits, debounce ${DEBOUNCE} ms subtracted`);
console.log("\n  keystroke → publishDiagnostics of the edited file, after the debounce:");
for (const [files, edits] of [[5, EDITS], [20, EDITS], [80, Math.ceil(EDITS / 2)], [200, Math.ceil(EDITS / 4)]]) {
  const t = await latency(files, 25, edits);
  const mark = files === 20 ? "  (target: median ≤ 50 ms)" : "";
  console.log(`  ${String(files * 25).padStart(5)} resources in ${String(files).padStart(3)} files: median ${quantile(t, 0.5).toFixed(1).padStart(6)} ms, p90 ${quantile(t, 0.9).toFixed(1).padStart(6)} ms, min ${quantile(t, 0).toFixed(1).padStart(6)} ms${mark}`);
}

{
  const { dir, names } = workspace(20, 25);
  const s = await server(dir, names, 0);
  const heaps = [await s.heap()];
  const sets = [s.rss()];
  for (let i = 1; i <= 1000; i++) {
    await s.edit(names[(i * 7) % names.length]);
    if (i % 100 === 0) {
      heaps.push(await s.heap());
      sets.push(s.rss());
    }
  }
  await s.stop();
  rmSync(dir, { recursive: true, force: true });
  console.log(`\n  memory after 0, 100, …, 1,000 edits (500 resources, no debounce), MiB:`);
  console.log(`  live heap after a full GC: ${heaps.map((m) => m.toFixed(1)).join(" ")}`);
  console.log(`  resident set:              ${sets.map((m) => m.toFixed(0)).join(" ")}`);
  console.log(`  live heap growth from edit 100 to edit 1,000: ${(heaps[10] - heaps[1]).toFixed(2)} MiB`);
}

{
  const { lintSources, lintSourcesCached, LoadCache } = await import(pathToFileURL(join(root, "dist/esm/lint.js")).href);
  const files = Array.from({ length: 20 }, (_, f) => ({ filePath: `infra/part-${f}.yaml`, text: stateFile(f, 25) }));
  const cache = new LoadCache();
  lintSourcesCached(files, {}, cache);
  const time = (fn) => {
    for (let i = 0; i < 5; i++) fn(i);
    const t = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      fn(i);
      t.push(performance.now() - start);
    }
    return quantile(t, 0.5);
  };
  const whole = time(() => lintSources(files));
  const cached = time((i) => {
    files[i % 20] = { ...files[i % 20], text: files[i % 20].text.replace(/inbound_policy: \S+/, `inbound_policy: drop${i}`) };
    lintSourcesCached(files, {}, cache);
  });
  console.log(`\n  one lint of 500 resources in 20 files, in process, median of 30:\n  lintSources (every file parsed):            ${whole.toFixed(1).padStart(6)} ms\n  lintSourcesCached after one file's edit:    ${cached.toFixed(1).padStart(6)} ms`);
}
