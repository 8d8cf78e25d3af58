// Loading (issue 24, "One-pass loading"): how fast a state file becomes data with positions, and
// what that does to a whole lint. `node bench/load.mjs` after `npm run compile`; part of
// `npm run bench`.
//
// The account: about 3 MB of YAML written as people write state files (the style of examples/:
// comments, flow lists, quoted ports, block-scalar StackScripts, blank lines between entries),
// 11,200 resources of seven kinds, generated with a fixed seed. Measured in this process, the old
// loader against the new one, each bundled from source by esbuild the same way:
//   - "old" is test/load/oracle-load.ts (the loader before the one-pass reader) and src/lint.ts
//     bundled with its loader replaced by that file;
//   - "new" is src/load/load.ts and src/lint.ts as they are.
// Rows: the parse stage alone (loadText), the whole lint (lintSources on the one file, every
// rule), the same account as a .json file (loadText and the whole lint, beside JSON.parse), and
// yaml's own Lexer for reference; for the .json, also its load with one finding placed (the
// position map a finding asks for). Interleaved rounds
// (old, new, old, new, ...) after a warm-up, a full garbage collection and a pause before each, median of
// BENCH_ROUNDS (7); then the CLI as a whole process on the .yaml and the .json, alternating (median of 5). Targets: parse at least 5 MB/s (moonshot 10 MB/s, the
// Lexer's own speed); a .json file's load close to JSON.parse's speed. Exits 1 below 5 MB/s.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { Lexer } from "yaml";
import { rng } from "./rng.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 11_200);

const random = rng(24);
const pick = (list) => list[Math.floor(random() * list.length)];
const REGIONS = ["us-east", "us-west", "eu-west", "ap-south"];

/** The account's YAML text: n resources, a seventh of each kind. */
function account(n) {
  const k = Math.floor(n / 7);
  const out = ["# Production account: every resource the platform team manages.\n# Generated for bench/load.mjs.\n\n"];
  out.push("computes:\n");
  for (let i = 0; i < k; i++) {
    out.push(
      `  - label: web-${i}\n    id: ${1000 + i}\n    region: ${pick(REGIONS)}\n    type: g6-standard-2\n    image: compute/debian12\n    ipv4:\n      public: [203.0.${(i >> 8) & 255}.${i & 255}]\n      private: [192.168.${(i >> 8) & 127}.${i & 255}]\n    ipv6_ranges: ["2600:3c03:e000:${(i & 0xfff).toString(16)}::/64"]\n    configs:\n      - label: boot\n        interfaces:\n          - purpose: public\n          - purpose: vpc\n            subnet: vpc-${i}/app\n            ipv4: { vpc: 10.${i % 250}.${(i >> 8) % 250}.5 }\n\n`,
    );
  }
  out.push("# Load balancers in front of the web tier.\nnodebalancers:\n");
  for (let i = 0; i < k; i++) out.push(`  - { label: lb-${i}, id: ${100_000 + i}, region: ${pick(REGIONS)} }\n`);
  out.push("\nvpcs:\n");
  for (let i = 0; i < k; i++) {
    out.push(
      `  - label: vpc-${i}\n    region: us-east\n    description: "network of team ${i % 40}"\n    subnets:\n      - { label: app, ipv4: 10.${i % 250}.${(i >> 8) % 250}.0/25 }\n      - { label: db, ipv4: 10.${i % 250}.${(i >> 8) % 250}.128/25 }\n`,
    );
  }
  out.push("\nfirewalls:\n");
  for (let i = 0; i < k; i++) {
    out.push(
      `  - label: web-fw-${i}\n    tags: [web, ${i % 2 ? "production" : "staging"}]\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - label: https\n          action: ACCEPT\n          protocol: TCP\n          ports: "80, 443"\n          addresses:\n            ipv4: [0.0.0.0/0]\n            ipv6: ["::/0"]\n        # Administrators only, from the office range.\n        - label: ssh\n          action: ACCEPT\n          protocol: TCP\n          ports: "22"\n          addresses:\n            ipv4: [198.51.100.${i % 250}/32]\n        - label: ping\n          action: ACCEPT\n          protocol: ICMP\n          addresses: { ipv4: [0.0.0.0/0] }\n      outbound: []\n    devices:\n      computes: [web-${i}]\n      nodebalancers: [${100_000 + i}]\n\n`,
    );
  }
  out.push("databases:\n");
  for (let i = 0; i < k; i++) {
    out.push(
      `  - label: db-${i}\n    engine: mysql/8.0.30\n    region: us-east\n    type: g6-dedicated-2\n    cluster_size: ${i % 50 ? 3 : 1}\n    replication_type: ${i % 50 ? "semi_synch" : "none"}\n    allow_list:\n      - 10.0.0.0/8\n      - 192.168.${i % 250}.0/24\n    updates: { frequency: weekly, duration: 1, hour_of_day: ${i % 6}, day_of_week: 7, week_of_month: null }\n`,
    );
  }
  out.push("\nstackscripts:\n");
  for (let i = 0; i < k; i++) {
    out.push(`  - label: bootstrap-${i}\n    images: [any/all]\n    is_public: false\n    script: |\n      #!/bin/bash\n      set -euo pipefail\n      apt-get update && apt-get install -y nginx\n      systemctl enable --now nginx\n`);
  }
  out.push("\nimages:\n");
  for (let i = 0; i < k; i++) out.push(`  - label: image-${i}\n    disk_id: ${i + 1}\n    description: 'golden image, build ${i}'\n`);
  return out.join("");
}

/** Bundles `entry` (a source file) to an ES module in `dir`, optionally with src/load/load.ts replaced by the oracle. */
async function bundle(dir, name, entry, oldLoader) {
  const outfile = join(dir, `${name}.mjs`);
  const plugins = oldLoader
    ? [
        {
          name: "old-loader",
          setup(b) {
            b.onResolve({ filter: /(^|\/)load\/load\.js$|^\.\/load\.js$/ }, (args) => (args.importer.includes("/src/") ? { path: join(root, "test/load/oracle-load.ts") } : undefined));
          },
        },
      ]
    : [];
  await build({ entryPoints: [join(root, entry)], bundle: true, platform: "node", format: "esm", outfile, plugins, logLevel: "error", packages: "external", absWorkingDir: root });
  return import(pathToFileURL(outfile).href);
}

// A full garbage collection (and a pause) before each timed stage, so that one stage's garbage
// (the old loader's is large) is not collected in the next one's time: the script runs itself
// with --expose-gc.
if (typeof globalThis.gc !== "function") {
  const again = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url)], { stdio: "inherit" });
  process.exit(again.status ?? 1);
}

// Inside the repository (bench/.results/ is ignored by git) so that the bundles find node_modules.
mkdirSync(join(root, "bench/.results"), { recursive: true });
const dir = mkdtempSync(join(root, "bench/.results/load-"));
try {
  const text = account(RESOURCES);
  const bytes = Buffer.byteLength(text);
  const MB = bytes / 1e6;
  const limits = { maxBytes: 64 << 20, maxTotalBytes: 64 << 20, maxValues: 10_000_000 };
  const [oldLoad, newLoad, oldLint, newLint] = await Promise.all([
    bundle(dir, "old-load", "test/load/oracle-load.ts", false),
    bundle(dir, "new-load", "src/load/load.ts", false),
    bundle(dir, "old-lint", "src/lint.ts", true),
    bundle(dir, "new-lint", "src/lint.ts", false),
  ]);
  const fullLimits = { ...newLoad.DEFAULT_LIMITS, ...limits };
  // The same account as JSON (its data, indented by two spaces as tools write it).
  const json = JSON.stringify(newLoad.loadText(text, fullLimits).data, null, 2);
  const jsonMB = Buffer.byteLength(json) / 1e6;

  // Both loaders must agree before their times mean anything.
  const a = oldLoad.loadText(text, fullLimits);
  const b = newLoad.loadText(text, fullLimits);
  if (JSON.stringify(a.data) !== JSON.stringify(b.data) || a.findings.length || b.findings.length) throw new Error("the loaders disagree on the bench account");
  const lintOf = (lib, t, filePath) => lib.lintSources([{ filePath, text: t }], { limits })[0].messages.length;
  const findings = lintOf(newLint, text, "account.yaml");
  if (lintOf(oldLint, text, "account.yaml") !== findings) throw new Error("the old and new lint disagree on the bench account");
  if (lintOf(newLint, json, "account.json") !== findings) throw new Error("the lint of the .json disagrees with the lint of the YAML");

  const stages = {
    "old loadText (yaml parser + composer + walk)": () => oldLoad.loadText(text, fullLimits),
    "new loadText (one pass)": () => newLoad.loadText(text, fullLimits),
    "old lint (lintSources, every rule)": () => lintOf(oldLint, text, "account.yaml"),
    "new lint (lintSources, every rule)": () => lintOf(newLint, text, "account.yaml"),
    "old loadText, the account as .json": () => oldLoad.loadText(json, fullLimits, undefined, "json"),
    "new loadText, the account as .json": () => newLoad.loadText(json, fullLimits, undefined, "json"),
    "new loadText .json, then one finding placed": () => newLoad.loadText(json, fullLimits, undefined, "json").positions.locate(["firewalls", 0, "rules"]),
    "JSON.parse of that .json": () => JSON.parse(json),
    "new lint, the account as .json": () => lintOf(newLint, json, "account.json"),
    "yaml's Lexer alone (reference)": () => {
      let n = 0;
      for (const _ of new Lexer().lex(text)) n++;
      return n;
    },
  };
  const names = Object.keys(stages);
  for (const name of names) stages[name](); // warm-up
  const times = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < ROUNDS; r++) {
    for (const name of names) {
      globalThis.gc();
      // The collector frees the old loader's large heap on background threads: let that finish
      // (this machine has two cores) so that it does not land in the next stage's time.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const start = process.hrtime.bigint();
      stages[name]();
      times[name].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const row = (name) => {
    const ms = median(times[name]);
    const size = name.includes("json") ? jsonMB : MB;
    return { ms, rate: size / (ms / 1000) };
  };
  console.log(`node ${process.version}, account of ${RESOURCES} resources: ${(bytes / 1e6).toFixed(2)} MB of YAML (${(jsonMB).toFixed(2)} MB as JSON), ${findings} findings; median of ${ROUNDS} interleaved rounds`);
  for (const name of names) {
    const { ms, rate } = row(name);
    console.log(`  ${name.padEnd(46)} ${ms.toFixed(1).padStart(8)} ms ${rate.toFixed(1).padStart(7)} MB/s`);
  }
  const parse = row("new loadText (one pass)");
  const oldParse = row("old loadText (yaml parser + composer + walk)");
  const lint = row("new lint (lintSources, every rule)");
  const oldLintRow = row("old lint (lintSources, every rule)");
  const jsonRow = row("new loadText, the account as .json");
  const jsonParse = row("JSON.parse of that .json");
  console.log(`  parse: ${(oldParse.ms / parse.ms).toFixed(1)}x faster; whole lint: ${(oldLintRow.ms / lint.ms).toFixed(1)}x faster`);
  console.log(`  .json: loadText at ${(jsonParse.ms / jsonRow.ms * 100).toFixed(0)}% of JSON.parse's speed (${(jsonRow.ms / jsonParse.ms).toFixed(2)}x its time); the whole lint of it ${(row("new lint, the account as .json").ms / jsonParse.ms).toFixed(1)}x JSON.parse's time, ${(row("new lint, the account as .json").ms / lint.ms).toFixed(2)}x the YAML's`);

  // The CLI as a whole process, on the account as .yaml and as .json, alternating: read, lint,
  // format (json to a file), exit.
  const files = { "account.yaml": [text, MB], "account.json": [json, jsonMB] };
  const cli = Object.fromEntries(Object.keys(files).map((name) => [name, []]));
  for (const [name, [t]] of Object.entries(files)) writeFileSync(join(dir, name), t);
  for (let r = 0; r < 5; r++) {
    for (const name of Object.keys(files)) {
      const start = process.hrtime.bigint();
      const run = spawnSync(process.execPath, [join(root, "bin/cloudlint.js"), "lint", join(dir, name), "--max-file-bytes", String(64 << 20), "--max-total-bytes", String(64 << 20), "--max-values", "10000000", "--format", "json", "--output", join(dir, "out.json")], { encoding: "utf8" });
      cli[name].push(Number(process.hrtime.bigint() - start) / 1e6);
      if (run.status !== 0 && run.status !== 1) throw new Error(`cloudlint lint exited ${run.status}: ${run.stderr}`);
    }
  }
  for (const [name, [, size]] of Object.entries(files)) {
    const ms = median(cli[name]);
    console.log(`  cloudlint lint ${name} (whole process, median of 5): ${ms.toFixed(0)} ms, ${(size / (ms / 1000)).toFixed(1)} MB/s`);
  }
  const met = parse.rate >= 5;
  console.log(`  target: parse at least 5 MB/s (moonshot 10): ${met ? "met" : "MISSED"} at ${parse.rate.toFixed(1)} MB/s`);
  process.exitCode = met ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
