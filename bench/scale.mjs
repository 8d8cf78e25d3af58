// Scale benchmark (not a test): `node bench/scale.mjs` after `npm run build`.
//
// 1. Growth: each cross-entry check on hostile data (identical entries, one shared target, many
//    keys...) at N, 2N, 4N, 8N. Each point runs in a fresh process through the real CLI code
//    (read, lint, format to a sink; V8's flags set first, as the executable sets them) and prints wall time, CPU time, peak memory (max RSS) and the
//    growth factor per doubling, which must stay at or below 2.5 (O(n log n) grows by a little
//    over 2). The growth is taken from the CPU time of the best of three runs: the work, which
//    waiting for a core on a loaded machine does not inflate (wall time did, up to 2.7x).
//    `SCALE_ONLY=growth node bench/scale.mjs` runs this section alone (SCALE_CASE=text: the cases whose name holds it).
// 2. The reproductions of the hardening issue at the sizes it gave, through the same CLI code:
//    each must finish in a few seconds and under 1 GB.
// 3. Every check at just under the file size limit.
// 4. Policy files under their 1 MiB limit built to be slow (issue 26), each with a state it applies
//    to: the run with the policy file against the run without it, which must stay a small multiple.
//    `SCALE_ONLY=policies node bench/scale.mjs` runs this section alone.
// 5. Issue 24: the exposure analysis of maximum-size firewalls of several shapes (bench/firewall-shapes.mjs,
//    bound 10 ms each), the issue's eight adversarial firewalls in one file, planChanges on a change of
//    80,000 resources, and a whole lint's memory against its input (bench/accounts.mjs), through
//    the executable as a user runs it, beside the live heap of the loaded account and of
//    JSON.parse's data for it.
//    `SCALE_ONLY=issue24 node bench/scale.mjs` runs this section alone.
// Exit code 1 when a bound is broken, so the numbers in bench/README.md are checked ones.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const { SHAPES, adversarialFirewall } = await import("./firewall-shapes.mjs");
const { realisticAccount } = await import("./accounts.mjs");

const yamlList = (key, items) => `${key}:\n${items.join("")}`;
const CASES = {
  "identical subnets (subnet-overlap)": (n) =>
    yamlList("vpcs", [`  - label: prod\n    region: us-east\n    subnets:\n${Array.from({ length: n }, (_, i) => `      - { label: s${i}, ipv4: 10.0.0.0/24 }\n`).join("")}`]),
  "identical allow_list entries": (n) =>
    `databases:\n  - label: db-1\n    engine: mysql/8.0.30\n    region: us-east\n    type: g6-dedicated-2\n    allow_list:\n${"      - 10.0.0.0/24\n".repeat(n)}`,
  "identical addresses in one rule": (n) =>
    `firewalls:\n  - label: fw-1\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - action: ACCEPT\n          protocol: TCP\n          ports: "22"\n          addresses:\n            ipv4:\n${"              - 10.0.0.0/24\n".repeat(n)}`,
  "enabled firewalls on one instance": (n) =>
    `computes:\n  - { label: web-1, region: us-east }\nfirewalls:\n${Array.from({ length: n }, (_, i) => `  - label: fw-${i}\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n    devices: { computes: [web-1] }\n`).join("")}`,
  "unresolved device labels": (n) =>
    `computes:\n${Array.from({ length: n }, (_, i) => `  - { label: host-${i}, region: us-east }\n`).join("")}firewalls:\n  - label: fw-1\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n    devices:\n      computes:\n${Array.from({ length: n }, (_, i) => `        - missing-${i}\n`).join("")}`,
  // One finding per entry (its own resource, so none is capped), each suppressed by its own directive.
  "inline suppressions": (n) => `computes:\n${Array.from({ length: n }, (_, i) => `  # cloudlint-disable-next-line compute-address-kind -- r\n  - { label: c${i}, region: r, slaac: x }\n`).join("")}`,
  "a list of scalars where entries belong": (n) => `computes: [${Array.from({ length: n }, () => "1").join(",")}]\n`,
  "many keys in one mapping": (n) => `x-keys:\n${Array.from({ length: n }, (_, i) => `  k${i}: ${i}\n`).join("")}`,
  "IP moves onto one instance": (n) =>
    `computes:\n  - { label: target, region: us-east, ipv4: { public: [203.0.113.1] } }\n  - label: donor\n    region: us-east\n    ipv4:\n      public: [203.0.113.2]\n      private:\n${Array.from({ length: n }, (_, i) => `        - 192.168.${(i >> 8) & 127}.${i & 255}\n`).join("")}ip_assignments:\n  - region: us-east\n    assignments:\n${Array.from({ length: n }, (_, i) => `      - { address: 192.168.${(i >> 8) & 127}.${i & 255}, compute_id: target }\n`).join("")}`,
  "unresolved subnet references": (n) =>
    `vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n${Array.from({ length: n }, (_, i) => `      - { label: s-${i}, ipv4: 10.${(i >> 8) & 255}.${i & 255}.0/29 }\n`).join("")}computes:\n  - label: web-1\n    region: us-east\n    configs:\n      - label: boot\n        interfaces:\n${Array.from({ length: n }, (_, i) => `          - { purpose: vpc, subnet: prod/t-${i} }\n`).join("")}`,
};

/** Starting N per check where the work per entry is small, so that the growth factor measures work, not start-up jitter. */
const BASE = {
  "identical allow_list entries": 10000,
  "identical addresses in one rule": 10000,
  "a list of scalars where entries belong": 40000,
  "many keys in one mapping": 10000,
};

/** The issue's reproductions, at its sizes. `config` is written beside the file when given. */
const REPRODUCTIONS = [
  ["3,000 identical subnets", () => CASES["identical subnets (subnet-overlap)"](3000)],
  ["20,000 identical allow_list entries", () => CASES["identical allow_list entries"](20000)],
  ["100,000 identical addresses in one rule", () => CASES["identical addresses in one rule"](100000)],
  ["1,000 enabled firewalls on one instance", () => CASES["enabled firewalls on one instance"](1000)],
  ["10,000 enabled firewalls on one instance", () => CASES["enabled firewalls on one instance"](10000)],
  ["8,000 unresolved device labels", () => CASES["unresolved device labels"](8000)],
  ["20,000 suppressed findings, a directive each", () => CASES["inline suppressions"](20000)],
  ["computes: [1,1,…] with 125,000 items", () => CASES["a list of scalars where entries belong"](125000)],
  ["40,000 keys in one mapping", () => CASES["many keys in one mapping"](40000)],
  ["100,000 keys in one mapping", () => CASES["many keys in one mapping"](100000)],
  ["40,000 IP moves onto one instance", () => CASES["IP moves onto one instance"](40000)],
  ["4,000 unresolved subnet references", () => CASES["unresolved subnet references"](4000)],
  [
    "sensitivePorts of 65,535 ports, 3 firewalls",
    () =>
      `firewalls:\n${[1, 2, 3]
        .map(
          (i) =>
            `  - label: fw-${i}\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n${Array.from({ length: 25 }, (_, r) => `        - { action: ${r % 2 ? "DROP" : "ACCEPT"}, protocol: TCP, ports: "${r * 1000 + 1}-${r * 1000 + 999}", addresses: { ipv4: ["${r}.0.0.0/8", "0.0.0.0/0"], ipv6: ["::/0"] } }\n`).join("")}`,
        )
        .join("")}`,
    `settings:\n  sensitivePorts: [${Array.from({ length: 65535 }, (_, i) => i + 1).join(", ")}]\n`,
  ],
];

/**
 * Child: lint one file through the CLI's own code, print "ms maxRSS-KiB exit rssBefore-KiB cpu-ms"
 * (cpu: the process's user + system time over the lint, all its threads).
 */
async function child(file, extra) {
  // As the executable does before it loads the CLI (src/cli/bin.ts): a user's run has these flags.
  const { setLintFlags } = await import(join(root, "dist/esm/cli/heap.js"));
  setLintFlags();
  const { main } = await import(join(root, "dist/esm/cli/main.js"));
  const rssBefore = process.memoryUsage().rss / 1024;
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const code = await main(["lint", file, "--format", "stylish", ...extra], {
    version: "bench",
    stdout: () => {},
    stderr: () => {},
    cwd: process.cwd(),
    isTTY: false,
    env: {},
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(c0);
  process.stdout.write(`${ms.toFixed(1)} ${process.resourceUsage().maxRSS} ${code} ${rssBefore.toFixed(0)} ${((cpu.user + cpu.system) / 1000).toFixed(1)}\n`);
}

/** Child: the live heap (MiB, after a full collection) of loadText's result for the file, and of JSON.parse's data for the same account. */
async function liveChild(file) {
  const { readFileSync } = await import("node:fs");
  const { loadText, DEFAULT_LIMITS } = await import(join(root, "dist/esm/load/load.js"));
  const limits = { ...DEFAULT_LIMITS, maxBytes: 64 << 20, maxValues: 10_000_000 };
  const text = readFileSync(file, "utf8");
  const json = JSON.stringify(loadText(text, limits).data);
  loadText("a: [1, x]\n", limits);
  const live = () => {
    globalThis.gc();
    globalThis.gc();
    const m = process.memoryUsage();
    return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
  };
  const h0 = live();
  const loaded = loadText(text, limits);
  const h1 = live();
  const parsed = JSON.parse(json);
  const h2 = live();
  globalThis.kept = [loaded, parsed];
  process.stdout.write(`${h1 - h0} ${h2 - h1}\n`);
}

/** The live heap of a loaded account and of JSON.parse's data for it, from liveChild. */
function liveHeap(text) {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-scale-"));
  try {
    writeFileSync(join(dir, "state.yaml"), text);
    const r = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--live-child", join(dir, "state.yaml")], { encoding: "utf8", timeout: 120_000 });
    const [loaded, parsed] = r.stdout.trim().split(" ").map(Number);
    return { loaded, parsed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A whole lint as a user runs it: the executable (bin/cloudlint.js, with its flags and its code
 * cache, from a scratch cache folder the first run fills), with a --require'd probe that notes the
 * RSS when Node has started, before any of cloudlint's code, and prints it with the peak RSS and
 * the CPU time when the process exits. `args` null: bare Node (`node -e 0`) under the same probe.
 * Median of `runs` by peak. MiB.
 */
function wholeRun(scratch, text, args, runs = 3) {
  const probe = join(scratch, "rss.cjs");
  writeFileSync(probe, 'const start = process.memoryUsage().rss;\nprocess.on("exit", () => { const u = process.resourceUsage(); require("node:fs").writeSync(2, `\\nbench-rss ${start} ${u.maxRSS * 1024} ${(u.userCPUTime + u.systemCPUTime) / 1000}\\n`); });\n');
  writeFileSync(join(scratch, "state.yaml"), text);
  const results = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    const argv = args === null ? ["--require", probe, "-e", "0"] : ["--require", probe, join(root, "bin/cloudlint.js"), "lint", "state.yaml", ...args];
    const p = spawnSync(process.execPath, argv, { cwd: scratch, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, XDG_CACHE_HOME: join(scratch, "cache") }, timeout: 300_000 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const m = /bench-rss (\d+) (\d+) ([\d.]+)/.exec(p.stderr ?? "");
    if (!m || (p.status !== 0 && p.status !== 1)) return { error: (p.stderr || p.error?.message || `exit ${p.status}`).trim().split("\n").slice(-1)[0] };
    const [start, peak, cpu] = m.slice(1).map(Number);
    results.push({ ms, cpu, start: start / 2 ** 20, mb: peak / 2 ** 20, addedMb: (peak - start) / 2 ** 20, code: p.status, bytes: Buffer.byteLength(text) });
  }
  results.sort((a, b) => a.mb - b.mb);
  return results[results.length >> 1];
}

/** Sections 1 and 2 measure the checks, so the size limits are raised there; section 3 keeps them. */
const RAISED = ["--max-file-bytes", String(64 << 20), "--max-total-bytes", String(64 << 20)];

function measure(text, config, extra = RAISED, policy = undefined) {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-scale-"));
  try {
    writeFileSync(join(dir, "state.yaml"), text);
    if (config) writeFileSync(join(dir, ".cloudlintrc.yaml"), config);
    if (policy) writeFileSync(join(dir, "policy.yaml"), policy);
    const r = spawnSync(process.execPath, ["--max-old-space-size=4096", fileURLToPath(import.meta.url), "--child", "state.yaml", ...extra], { cwd: dir, encoding: "utf8", timeout: 120_000 });
    if (r.status !== 0) return { error: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split("\n").slice(-1)[0] };
    const [ms, rss, code, before, cpu] = r.stdout.trim().split(" ").map(Number);
    return { ms, cpu, mb: rss / 1024, addedMb: (rss - before) / 1024, code, bytes: Buffer.byteLength(text) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A policy file of one policy (the rest of its text given), and a state with `n` entries. */
const onePolicy = (body) => `policies:\n  - id: acme/slow\n    description: Built to be slow.\n${body}`;
const databases = (n, extra = "") => `databases:\n${Array.from({ length: n }, (_, i) => `  - { label: db-${i}, engine: mysql/8.0.30, region: us-east, type: g6-dedicated-2, cluster_size: 3, replication_type: semi_synch, updates: { frequency: weekly, duration: 1, hour_of_day: 3, day_of_week: 7, week_of_month: null }${extra} }\n`).join("")}`;
const SCRIPT = JSON.stringify("#!/bin/bash\n" + "apt-get install -y nginx postgresql-client curl jq # comment here\n".repeat(3000));
const stackscript = `stackscripts:\n  - label: bootstrap\n    images: [any/all]\n    script: ${SCRIPT}\n`;
const SLOW_PATTERN = "(?P<cmd>(?s:.{0,1000}.{0,1000}.{0,1000}.{0,1000}.{0,900}))[A-Z]{2}";
/** Issue 26's reproductions (each took 30 s to minutes before), and the shapes next to them. */
const POLICY_CASES = [
  ["not_in: 90,000 mappings, 5,000 databases", () => databases(5000), () => onePolicy(`    resource: databases\n    assert: { field: updates, not_in: [${Array.from({ length: 90_000 }, (_, i) => `{f: ${i}}`).join(",")}] }\n`)],
  [
    "cidr_outside: 66,000 CIDRs, 40,000 allow list",
    () => `databases:\n  - label: db-1\n    engine: mysql/8.0.30\n    region: us-east\n    type: g6-dedicated-2\n    allow_list:\n${Array.from({ length: 40_000 }, (_, i) => `      - 172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}\n`).join("")}`,
    () => onePolicy(`    resource: databases\n    assert: { field: allow_list, cidr_outside: [${Array.from({ length: 66_000 }, (_, i) => `${10 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}.0/25`).join(",")}] }\n`),
  ],
  ["67-character pattern, 200 KB StackScript", () => stackscript, () => onePolicy(`    resource: stackscripts\n    assert: { not: { field: script, matches: '${SLOW_PATTERN}' } }\n`)],
  [
    "1,000 policies of 50 patterns, 200 KB script",
    () => stackscript,
    () => `policies:\n${Array.from({ length: 1000 }, (_, i) => `  - { id: acme/p${i}, description: P., resource: stackscripts, assert: { not: { field: script, matches: '(?P<x>curl[^|]{0,${40 + (i % 50)}}[|] *(ba)?sh)' } } }\n`).join("")}`,
  ],
  [
    "100 patterns of 3 Unicode classes, 5,000 labels",
    () => databases(5000),
    () => onePolicy(`    resource: databases\n    assert: { any: [${Array.from({ length: 100 }, (_, i) => `{ field: label, matches: '(?i)[\\p{L}\\p{M}\\p{N}]{3}x${i}' }`).join(", ")}] }\n`),
  ],
  ["2,500 policies (5,000 conditions), 5,000 dbs", () => databases(5000), () => `policies:\n${Array.from({ length: 2500 }, (_, i) => `  - { id: acme/p${i}, description: P., resource: databases, assert: { field: label, not_equals: x${i} } }\n`).join("")}`],
];

/** Section 4: each policy case with and without its policy file (default limits), best of two each. */
function policySection() {
  let failed = false;
  console.log(`\nPolicy files built to be slow, each under the 1 MiB policy limit (bound: the run with it at most ${POLICY_BOUND}x the run without it, or within 2 s of it)\n`);
  console.log(`${"policy file".padEnd(44)} ${"bytes".padStart(8)} ${"without ms".padStart(10)} ${"with ms".padStart(8)} ${"peak MB".padStart(8)} ${"ratio".padStart(6)}  findings`);
  for (const [name, makeState, makePolicy] of POLICY_CASES) {
    const state = makeState();
    const policy = makePolicy();
    const best = (extra, p) => {
      const a = measure(state, undefined, extra, p);
      const b = a.error ? a : measure(state, undefined, extra, p);
      return a.error || b.error ? a : a.ms <= b.ms ? a : b;
    };
    const without = best([]);
    const withPolicy = best(["--policy", "policy.yaml"], policy);
    const bytes = Buffer.byteLength(policy);
    if (without.error || withPolicy.error) {
      console.log(`${name.padEnd(44)} FAILED: ${without.error ?? withPolicy.error}`);
      failed = true;
      continue;
    }
    const ratio = withPolicy.ms / without.ms;
    const over = bytes > 1024 * 1024 || (ratio > POLICY_BOUND && withPolicy.ms - without.ms > 2000) ? "  <-- over the bound" : "";
    if (over) failed = true;
    console.log(`${name.padEnd(44)} ${String(bytes).padStart(8)} ${without.ms.toFixed(0).padStart(10)} ${withPolicy.ms.toFixed(0).padStart(8)} ${withPolicy.mb.toFixed(0).padStart(8)} ${ratio.toFixed(2).padStart(6)}  exit ${withPolicy.code}${over}`);
  }
  return failed;
}
const POLICY_BOUND = 3;

/**
 * Child: planChanges on a change of `n` resources (a tenth changed, a tenth of the databases
 * deleted, as bench/change.mjs), the states split into files of 10,000 resources as a repository
 * holds them; print "ms maxRSS-KiB operations findings".
 */
async function planChild(n) {
  const { planChanges } = await import(join(root, "dist/esm/index.js"));
  const rules = (open) => ({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22, 5432", addresses: { ipv4: [open ? "0.0.0.0/0" : "10.0.0.0/8"] } }] });
  const states = (changed) => {
    const files = [];
    for (let from = 0; from < n; from += 10_000) {
      const k = Math.min(10_000, n - from) / 5;
      const id = (i) => from / 5 + i + 1;
      const edit = (i) => changed && i % 10 === 0;
      files.push({
        vpcs: Array.from({ length: k }, (_, i) => ({ id: id(i), label: `vpc-${id(i)}`, region: "us-east", description: edit(i) ? "changed" : "vpc", subnets: [{ id: id(i), label: "app", ipv4: `10.${id(i) % 250}.${(id(i) >> 8) % 250}.0/25` }] })),
        firewalls: Array.from({ length: k }, (_, i) => ({ id: id(i), label: `fw-${id(i)}`, rules: rules(edit(i)), devices: { computes: [id(i)] } })),
        databases: Array.from({ length: changed ? k - k / 10 : k }, (_, i) => ({ id: id(i), label: `db-${id(i)}`, status: "active", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", cluster_size: 3, replication_type: "semi_synch", allow_list: edit(i) ? ["10.0.0.0/8", "192.168.0.0/16"] : ["10.0.0.0/8"] })),
        stackscripts: Array.from({ length: k }, (_, i) => ({ id: id(i), label: `script-${id(i)}`, images: ["any/all"], script: edit(i) ? "#!/bin/bash\nset -e\n" : "#!/bin/bash\n", is_public: false })),
        images: Array.from({ length: k }, (_, i) => ({ label: `image-${id(i)}`, disk_id: id(i) })),
      });
    }
    return files;
  };
  const before = states(false);
  const after = states(true);
  const t0 = process.hrtime.bigint();
  let plan;
  try {
    plan = planChanges(before, after);
  } catch (e) {
    process.stdout.write(`error ${String(e.message).replace(/\s+/g, "_")}\n`);
    return;
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  process.stdout.write(`${ms.toFixed(1)} ${process.resourceUsage().maxRSS} ${plan.operations.length} ${plan.findings.length}\n`);
}

/** Issue 24: maximum-size firewalls of every shape, the issue's adversarial file, an 80,000-resource plan, a whole lint's memory. */
async function issue24Section() {
  let failed = false;
  const { analyzeFirewall, compileFirewallRules } = await import(join(root, "dist/esm/index.js"));
  // Ten calls before the timed ones: V8 optimizes the analysis over its first calls, on a thread
  // that a loaded machine delays (a lint of an account analyses many firewalls); the first call of
  // each shape is shown beside them.
  console.log(`\nThe exposure analysis of a maximum-size firewall (25 rules x 255 addresses, 15 port pieces a rule), in process; the first call of the shape, then median and best of 9 after 10 warm-up calls, in wall and CPU time (bound: the CPU median <= 10 ms)\n`);
  console.log(`${"shape".padEnd(52)} ${"first ms".padStart(8)} ${"median ms".padStart(9)} ${"best ms".padStart(8)} ${"cpu ms".padStart(7)}`);
  const every = Array.from({ length: 65535 }, (_, i) => i + 1);
  for (const [sensitive, options] of [["default sensitive ports", {}], ["every port sensitive", { sensitivePorts: every }]]) {
    for (const [name, make] of Object.entries(SHAPES)) {
      const model = compileFirewallRules(make().rules);
      const f0 = process.hrtime.bigint();
      analyzeFirewall(model, options);
      const first = Number(process.hrtime.bigint() - f0) / 1e6;
      for (let w = 0; w < 9; w++) analyzeFirewall(model, options);
      const wall = [];
      const cpu = [];
      for (let r = 0; r < 9; r++) {
        const c0 = process.cpuUsage();
        const t0 = process.hrtime.bigint();
        analyzeFirewall(model, options);
        wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
      wall.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      // The bound is on the CPU time (this process's, every thread): on a shared machine the wall
      // time also counts the other tenants' turns; both are shown.
      const over = cpu[4] > 10 ? "  <-- over 10 ms" : "";
      if (over) failed = true;
      console.log(`${`${name}, ${sensitive}`.slice(0, 52).padEnd(52)} ${first.toFixed(2).padStart(8)} ${wall[4].toFixed(2).padStart(9)} ${wall[0].toFixed(2).padStart(8)} ${cpu[4].toFixed(2).padStart(7)}${over}`);
    }
  }
  // The issue's file: eight adversarial firewalls in one file under the 2 MiB limit.
  const eight = `firewalls:\n${Array.from({ length: 8 }, (_, k) => {
    const fw = adversarialFirewall(`adversarial-${k}`);
    return `  - label: ${fw.label}\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n${fw.rules.inbound.map((r) => `        - action: ${r.action}\n          protocol: ${r.protocol}\n          ports: "${r.ports}"\n          addresses:\n            ipv4: [${r.addresses.ipv4.join(", ")}]\n`).join("")}`;
  }).join("")}`;
  const file = measure(eight, undefined, []);
  console.log(`\nEight adversarial firewalls in one file (${(file.bytes / 2 ** 20).toFixed(2)} MiB, under the 2 MiB limit): lint through the CLI's code, ${file.error ? `FAILED: ${file.error}` : `${file.ms.toFixed(0)} ms, ${file.mb.toFixed(0)} MB peak, exit ${file.code}`}`);
  if (file.error) failed = true;
  // A change of 80,000 resources.
  const r = spawnSync(process.execPath, ["--max-old-space-size=4096", fileURLToPath(import.meta.url), "--plan-child", "80000"], { encoding: "utf8", timeout: 300_000 });
  const [ms, rss, ops, findings] = r.stdout.trim().split(" ");
  if (r.status !== 0 || ms === "error") {
    console.log(`planChanges, 80,000 resources a side: FAILED: ${(findings ?? rss ?? r.stderr).trim().split("\n").slice(-1)[0]}`);
    failed = true;
  } else console.log(`planChanges, 80,000 resources a side (8 files of 10,000, one in ten changed): ${Number(ms).toFixed(0)} ms, ${ops} operations, ${findings} findings, ${(Number(rss) / 1024).toFixed(0)} MB peak`);
  // The memory of a whole lint of a realistic account, against its size, as a user runs it.
  console.log(`\nA whole lint of a realistic account (bench/accounts.mjs), limits raised by the flags, through the executable (bin/cloudlint.js, its code cache warm), median of 3 runs by peak: its peak RSS, what the process adds to the RSS Node has when it starts (before cloudlint's code; bound: <= 10x the input), and that less what the lint of an empty file adds (the linter's code); what it adds from the row before, against what the input grew by (step); then, in another child, the live heap (after a full collection) of the loaded data and positions, and of JSON.parse's data for the same account (the floor: a lint can hardly hold less than the data it checks). MB are MiB; x is against the input's size\n`);
  console.log(`${"account".padEnd(16)} ${"bytes".padStart(9)} ${"ms".padStart(6)} ${"cpu ms".padStart(6)} ${"peak".padStart(5)} ${"added".padStart(6)} ${"x".padStart(6)} ${"- empty".padStart(8)} ${"x".padStart(6)} ${"step x".padStart(6)} ${"loaded".padStart(7)} ${"x".padStart(5)} ${"JSON.parse".padStart(10)} ${"x".padStart(5)}`);
  const raised = ["--max-file-bytes", String(64 << 20), "--max-total-bytes", String(64 << 20), "--max-values", "5000000"];
  const scratch = mkdtempSync(join(tmpdir(), "cloudlint-scale-"));
  try {
    // The first lint fills the scratch code cache (a user's first run); the runs measured read it.
    const warm = wholeRun(scratch, realisticAccount(100), raised, 1);
    const node = wholeRun(scratch, "", null);
    const empty = wholeRun(scratch, "vpcs: []\n", raised);
    for (const row of [warm, node, empty]) if (row.error) {
      console.log(`FAILED: ${row.error}`);
      return true;
    }
    const fixed = (name, m) => `${name.padEnd(16)} ${String(m.bytes).padStart(9)} ${m.ms.toFixed(0).padStart(6)} ${m.cpu.toFixed(0).padStart(6)} ${m.mb.toFixed(0).padStart(5)} ${m.addedMb.toFixed(1).padStart(6)}`;
    console.log(fixed("node -e 0", node));
    console.log(fixed("an empty file", empty));
    // "step x": what the lint adds from the row before to this one, against what the input grew by
    // (the memory a lint spends per byte of input, once its fixed costs are paid).
    let before;
    for (const n of [2500, 5000, 10000, 40000]) {
      const text = realisticAccount(n);
      const m = wholeRun(scratch, text, raised);
      if (m.error) {
        console.log(`${n} resources: FAILED: ${m.error}`);
        failed = true;
        continue;
      }
      const inputMb = m.bytes / 2 ** 20;
      const ratio = m.addedMb / inputMb;
      const live = liveHeap(text);
      const over = ratio > 10 ? "  <-- over 10x" : "";
      // A bound like the others: the section's exit code says when it is broken.
      if (over) failed = true;
      const x = (mb) => `${(mb / inputMb).toFixed(1)}x`;
      const step = before ? `${((m.addedMb - before.addedMb) / (inputMb - before.inputMb)).toFixed(1)}x` : "";
      before = { addedMb: m.addedMb, inputMb };
      console.log(
        `${fixed(`${n} resources`, m)} ${x(m.addedMb).padStart(6)} ${(m.addedMb - empty.addedMb).toFixed(1).padStart(8)} ${x(m.addedMb - empty.addedMb).padStart(6)} ${step.padStart(6)} ${live.loaded.toFixed(1).padStart(7)} ${x(live.loaded).padStart(5)} ${live.parsed.toFixed(1).padStart(10)} ${x(live.parsed).padStart(5)}${over}`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failed;
}

/** Section 1: growth per doubling of each case (SCALE_CASE: only the cases whose name contains it). */
function growthSection() {
  const base = Number(process.env.SCALE_BASE ?? 2500);
  const steps = Number(process.env.SCALE_STEPS ?? 4);
  let failed = false;
  // The fixed cost of one run (loading yaml and the linter) on an empty file: subtracted from the
  // growth factor so that it measures the work that depends on N.
  const bestOf = (text, runs = 3) => {
    let best;
    for (let r = 0; r < runs; r++) {
      const m = measure(text);
      if (m.error) return m;
      if (!best || m.cpu < best.cpu) best = m;
    }
    return best;
  };
  const startup = bestOf("firewalls: []\n").cpu;
  console.log(`Growth per doubling (fresh process per point, best of three by CPU time; read + lint + stylish report; bound: <= 2.5, on the CPU time)\n`);
  console.log(`fixed CPU cost of a run on an empty file: ${startup.toFixed(0)} ms\n`);
  console.log(`${"check".padEnd(42)} ${"N".padStart(7)} ${"bytes".padStart(10)} ${"ms".padStart(9)} ${"cpu ms".padStart(9)} ${"peak MB".padStart(8)} ${"growth".padStart(7)}`);
  for (const [name, make] of Object.entries(CASES)) {
    if (process.env.SCALE_CASE && !name.includes(process.env.SCALE_CASE)) continue;
    let previous;
    for (let k = 0; k < steps; k++) {
      const n = (BASE[name] ?? base) * 2 ** k;
      const text = make(n);
      const m = bestOf(text);
      if (m.error) {
        console.log(`${name.padEnd(42)} ${String(n).padStart(7)}  FAILED: ${m.error}`);
        failed = true;
        break;
      }
      // Growth on the part that depends on N: the fixed start-up (loading the CLI) is subtracted.
      const growth = previous ? (m.cpu - startup) / Math.max(1, previous.cpu - startup) : undefined;
      const flag = growth !== undefined && growth > 2.5 ? "  <-- over 2.5" : "";
      if (flag) failed = true;
      console.log(`${(k === 0 ? name : "").padEnd(42)} ${String(n).padStart(7)} ${String(m.bytes).padStart(10)} ${m.ms.toFixed(0).padStart(9)} ${m.cpu.toFixed(0).padStart(9)} ${m.mb.toFixed(0).padStart(8)} ${growth === undefined ? "".padStart(7) : growth.toFixed(2).padStart(7)}${flag}`);
      previous = m;
    }
  }
  return failed;
}

if (process.argv[2] === "--child") {
  await child(process.argv[3], process.argv.slice(4));
} else if (process.argv[2] === "--live-child") {
  await liveChild(process.argv[3]);
} else if (process.argv[2] === "--plan-child") {
  await planChild(Number(process.argv[3]));
} else if (process.env.SCALE_ONLY === "policies") {
  process.exitCode = policySection() ? 1 : 0;
} else if (process.env.SCALE_ONLY === "issue24") {
  process.exitCode = (await issue24Section()) ? 1 : 0;
} else if (process.env.SCALE_ONLY === "growth") {
  process.exitCode = growthSection() ? 1 : 0;
} else {
  let failed = growthSection();
  const { DEFAULT_LIMITS } = await import(join(root, "dist/esm/load/limits.js"));
  console.log(`\nThe hardening issue's reproductions at its sizes, file limits raised (bound for files under the default ${DEFAULT_LIMITS.maxBytes}-byte limit: a few seconds, < 1 GB)\n`);
  console.log(`${"input".padEnd(46)} ${"bytes".padStart(10)} ${"ms".padStart(8)} ${"peak MB".padStart(8)}  exit`);
  for (const [name, make, config] of REPRODUCTIONS) {
    const m = measure(make(), config);
    if (m.error) {
      console.log(`${name.padEnd(46)} FAILED: ${m.error}`);
      failed = true;
      continue;
    }
    const overLimit = m.bytes > DEFAULT_LIMITS.maxBytes;
    const over = !overLimit && (m.ms > 5000 || m.mb > 1024) ? "  <-- over the bound" : "";
    if (over) failed = true;
    console.log(`${(name + (overLimit ? " *" : "")).padEnd(46)} ${String(m.bytes).padStart(10)} ${m.ms.toFixed(0).padStart(8)} ${m.mb.toFixed(0).padStart(8)}  ${m.code}${over}`);
  }
  console.log(`\n* over the default file limit: refused with input-limit unless --max-file-bytes raises it; shown to prove the checks themselves are bounded`);
  // 3. Every check at the file size limit: the worst a file under the limit can do.
  const LIMIT = DEFAULT_LIMITS.maxBytes;
  console.log(`\nEach check at just under the file size limit (${LIMIT} bytes; bound: a few seconds, < 1 GB)\n`);
  console.log(`${"check".padEnd(42)} ${"N".padStart(7)} ${"bytes".padStart(10)} ${"ms".padStart(8)} ${"peak MB".padStart(8)}`);
  for (const [name, make] of Object.entries(CASES)) {
    const per = Buffer.byteLength(make(2000)) / 2000;
    let n = Math.floor((LIMIT * 0.98) / per);
    while (n > 1 && Buffer.byteLength(make(n)) >= LIMIT) n = Math.floor(n * 0.97);
    const m = measure(make(n), undefined, []);
    if (m.error) {
      console.log(`${name.padEnd(42)} FAILED: ${m.error}`);
      failed = true;
      continue;
    }
    const over = m.ms > 5000 || m.mb > 1024 ? "  <-- over the bound" : "";
    if (over) failed = true;
    console.log(`${name.padEnd(42)} ${String(n).padStart(7)} ${String(m.bytes).padStart(10)} ${m.ms.toFixed(0).padStart(8)} ${m.mb.toFixed(0).padStart(8)}${over}`);
  }
  if (policySection()) failed = true;
  if (await issue24Section()) failed = true;
  process.exitCode = failed ? 1 : 0;
}
