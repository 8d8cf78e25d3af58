// Terraform input at scale (issue 25): `node bench/terraform.mjs` after `npm run compile`.
//
// Each case is a function that builds its input and says how to lint it and what to compare the
// lint against; the runner measures, for every case:
// - time: the lint against the reference (for a plan, JSON.parse of the same text), median of
//   RUNS after one warm-up run; target: at most TIME_TARGET times the reference;
// - memory: the peak resident memory the lint adds (max RSS after the lint less the RSS before it),
//   in a fresh process (`--expose-gc`) that reads the input from a file, so that building the input
//   costs the measured process nothing; target: at most MEMORY_TARGET times the input's size.
// A case without targets is measured for information. `node bench/terraform.mjs plan` runs one
// case; `node bench/terraform.mjs --write plan FILE` writes its input, to profile a run on it
// (`node --cpu-prof bin/cloudlint.js lint FILE --max-file-bytes … --max-total-bytes …`). Exit code 1
// when a target is missed, so the figures in bench/README.md are checked ones.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const RUNS = 5;
const TIME_TARGET = 10;
const MEMORY_TARGET = 10;

const P = "registry.terraform.io/linode/linode";

/** A deterministic pseudo-random sequence (the same plan every run). */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * One environment i of the plan: a VPC with two subnets, a firewall of 12 rules protecting the
 * environment's instances, four instances (count = 4) with a public and a VPC interface, and a
 * database: 9 resources, as `terraform show -json` writes them. Most are updated (a tag, a rule)
 * or left as they are; every fifth environment is created, its ids and references unknown until
 * apply and resolved through the configuration.
 */
function environment(i, rnd) {
  const created = i % 5 === 0;
  const net = `10.${i % 250}.${Math.floor(i / 250) % 250}`;
  const stamp = "2024-11-05T10:20:30";
  const id = (k) => String(100000 + i * 10 + k);
  const tags = ["managed", `env-${i}`];
  const rule = (n, direction) => ({
    action: direction === "inbound" ? "ACCEPT" : "DROP",
    description: n % 3 === 0 ? `rule ${n} of environment ${i}` : "",
    ipv4: [`${net}.0/24`, `198.51.${n}.0/24`, `203.0.113.${(i + n) % 250}/32`],
    ipv6: n % 2 === 0 ? [`2001:db8:${(i % 65535).toString(16)}::/48`] : null,
    label: `${direction}-${n}`,
    ports: n % 4 === 0 ? "80,443" : `${8000 + n}-${8010 + n}`,
    protocol: "TCP",
  });
  const instance = (k) => ({
    alerts: [{ cpu: 180, io: 10000, network_in: 10, network_out: 10, transfer_quota: 80 }],
    authorized_keys: [`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${String(i * 4 + k).padStart(8, "0")}example ops@example.com`],
    authorized_users: null,
    backup_id: null,
    backups: [{ available: false, enabled: false, schedule: [{ day: "", window: "" }] }],
    backups_enabled: false,
    boot_config_label: null,
    booted: true,
    config: [],
    disk: [],
    firewall_id: null,
    group: "",
    host_uuid: created ? null : `a1b2c3d4e5f6${String(i * 4 + k).padStart(28, "0")}`,
    id: created ? null : id(3 + k),
    image: "linode/debian12",
    interface: [
      { id: created ? null : 500000 + i * 8 + k * 2, ipam_address: "", label: "", primary: false, purpose: "public", subnet_id: null, vpc_id: null, ipv4: [] },
      { id: created ? null : 500001 + i * 8 + k * 2, ipam_address: "", label: "", primary: true, purpose: "vpc", subnet_id: created ? null : 300000 + i * 2, vpc_id: created ? null : 200000 + i, ipv4: [{ nat_1_1: "any", vpc: `${net}.${10 + k}` }] },
    ],
    ip_address: created ? null : `172.105.${i % 250}.${10 + k}`,
    ipv4: created ? null : [`172.105.${i % 250}.${10 + k}`],
    ipv6: created ? null : `2600:3c03::f03c:${(i % 65535).toString(16)}:${k}/128`,
    label: `web-${i}-${k}`,
    metadata: [],
    migration_type: "cold",
    placement_group: [],
    private_ip: false,
    private_ip_address: null,
    region: "us-ord",
    resize_disk: false,
    root_pass: `root-pass-${i}-${k}`,
    shared_ipv4: [],
    specs: [{ disk: 81920, gpus: 0, memory: 4096, transfer: 4000, vcpus: 2 }],
    stackscript_data: null,
    stackscript_id: null,
    status: created ? null : "running",
    swap_size: 512,
    tags,
    timeouts: null,
    type: "g6-standard-2",
    watchdog_enabled: true,
  });
  const resources = [
    { type: "linode_vpc", name: `vpc_${i}`, after: { created: created ? null : stamp, description: `network of environment ${i}`, id: created ? null : id(0), label: `vpc-${i}`, region: "us-ord", updated: created ? null : stamp }, refs: {} },
    ...[0, 1].map((s) => ({
      type: "linode_vpc_subnet",
      name: `subnet_${i}_${s}`,
      after: { created: created ? null : stamp, id: created ? null : String(300000 + i * 2 + s), ipv4: `${net}.${s * 128}/25`, label: `app-${s}`, linodes: [], updated: created ? null : stamp, vpc_id: created ? null : 200000 + i },
      refs: { vpc_id: [`linode_vpc.vpc_${i}.id`, `linode_vpc.vpc_${i}`] },
    })),
    {
      type: "linode_firewall",
      name: `fw_${i}`,
      after: {
        created: created ? null : stamp,
        devices: [],
        disabled: false,
        id: created ? null : id(2),
        inbound: Array.from({ length: 8 }, (_, n) => rule(n, "inbound")),
        inbound_policy: "DROP",
        label: `fw-${i}`,
        linodes: created ? null : [0, 1, 2, 3].map((k) => Number(id(3 + k))),
        nodebalancers: [],
        outbound: Array.from({ length: 4 }, (_, n) => rule(n, "outbound")),
        outbound_policy: "ACCEPT",
        status: created ? null : "enabled",
        tags,
        updated: created ? null : stamp,
      },
      refs: { linodes: [`linode_instance.web_${i}`] },
    },
    ...[0, 1, 2, 3].map((k) => ({ type: "linode_instance", name: `web_${i}`, index: k, after: instance(k), refs: { interface: [{}, { subnet_id: { references: [`linode_vpc_subnet.subnet_${i}_0.id`, `linode_vpc_subnet.subnet_${i}_0`] } }] } })),
    {
      type: "linode_database_mysql_v2",
      name: `db_${i}`,
      after: {
        allow_list: [`${net}.0/24`, `203.0.113.${i % 250}/32`],
        ca_cert: `-----BEGIN CERTIFICATE-----MIIB${i}-----END CERTIFICATE-----`,
        cluster_size: 3,
        created: created ? null : stamp,
        encrypted: true,
        engine: "mysql",
        engine_id: "mysql/8",
        fork_restore_time: null,
        fork_source: null,
        host_primary: created ? null : `a${i}-mysql-primary.servers.example.net`,
        host_secondary: created ? null : `a${i}-mysql-primary-private.servers.example.net`,
        id: created ? null : id(7),
        label: `db-${i}`,
        members: created ? null : { [`172.105.${i % 250}.40`]: "primary", [`172.105.${i % 250}.41`]: "failover" },
        oldest_restore_time: created ? null : stamp,
        pending_updates: [],
        platform: "rdbms-default",
        port: 3306,
        region: "us-ord",
        root_password: `db-root-${i}`,
        root_username: "linroot",
        ssl_connection: true,
        status: created ? null : "active",
        type: "g6-dedicated-2",
        updated: created ? null : stamp,
        updates: { day_of_week: (i % 7) + 1, duration: 4, frequency: "weekly", hour_of_day: 22 },
        version: "8.0.35",
      },
      refs: {},
    },
  ];
  return resources.map((r) => {
    const address = `${r.type}.${r.name}${r.index === undefined ? "" : `[${r.index}]`}`;
    const unknown = {};
    if (created) for (const [k, v] of Object.entries(r.after)) if (v === null && k !== "stackscript_data" && k !== "authorized_users" && k !== "backup_id") unknown[k] = true;
    const sensitive = {};
    for (const k of ["root_pass", "root_password", "ca_cert"]) if (k in r.after) sensitive[k] = true;
    // An update changes a tag (and every third firewall one rule's ports); the rest are no-ops.
    const before = created ? null : structuredClone(r.after);
    const kind = created ? "create" : rnd() < 0.3 ? "update" : "no-op";
    if (kind === "update") {
      before.tags = ["managed"];
      if (r.type === "linode_firewall" && i % 3 === 0) before.inbound[0].ports = "80";
    }
    return { address, type: r.type, name: r.name, index: r.index, kind, before, after: r.after, unknown, sensitive, refs: r.refs };
  });
}

/** A `terraform show -json` plan of `count` provider resources (environments of 9, the last one cut), as compact text as Terraform writes it. */
export function generatePlan(count) {
  const rnd = random(25);
  const resources = [];
  for (let i = 0; resources.length < count; i++) resources.push(...environment(i, rnd));
  resources.length = count;
  const planned = [];
  const changes = [];
  const prior = [];
  const config = new Map();
  for (const r of resources) {
    const base = { address: r.address, mode: "managed", type: r.type, name: r.name, ...(r.index === undefined ? {} : { index: r.index }), provider_name: P };
    planned.push({ ...base, schema_version: 0, values: r.after, sensitive_values: r.sensitive });
    if (r.before) prior.push({ ...base, schema_version: 0, values: r.before, sensitive_values: r.sensitive });
    changes.push({
      ...base,
      change: { actions: [r.kind], before: r.before, after: r.after, after_unknown: r.unknown, before_sensitive: r.before ? r.sensitive : false, after_sensitive: r.sensitive },
    });
    const configAddress = `${r.type}.${r.name}`;
    if (!config.has(configAddress)) {
      const expressions = {};
      for (const [k, v] of Object.entries(r.after)) if (typeof v === "string" && k !== "root_pass" && k !== "root_password" && k !== "ca_cert" && k !== "created" && k !== "updated") expressions[k] = { constant_value: v };
      for (const [k, v] of Object.entries(r.refs)) expressions[k] = Array.isArray(v) && typeof v[0] === "string" ? { references: v } : v;
      config.set(configAddress, { address: configAddress, mode: "managed", type: r.type, name: r.name, provider_config_key: "linode", expressions, schema_version: 0, ...(r.index === undefined ? {} : { count_expression: { constant_value: 4 } }) });
    }
  }
  const plan = {
    format_version: "1.2",
    terraform_version: "1.9.8",
    planned_values: { root_module: { resources: planned } },
    resource_changes: changes,
    prior_state: { format_version: "1.0", terraform_version: "1.9.8", values: { root_module: { resources: prior } } },
    configuration: { provider_config: { linode: { name: "linode", full_name: P } }, root_module: { resources: [...config.values()] } },
    timestamp: "2024-11-05T10:20:30Z",
    applyable: true,
    complete: true,
    errored: false,
  };
  return { text: JSON.stringify(plan), resources: resources.length };
}

// ---- The cases: each builds its input and names its lint and its reference. ----

/**
 * A plan of 5,000 provider resources (~20 MB) linted by lintSources, against JSON.parse of the
 * same text (which any reader of it pays at least).
 */
async function planCase() {
  const { lintSources } = await import(pathToFileURL(join(root, "dist/esm/lint.js")).href);
  return {
    title: "a plan of 5,000 provider resources",
    generate: () => generatePlan(5000).text,
    // For the memory child's warm-up: the same code run on a small input before the measure.
    sample: () => generatePlan(90).text,
    referenceName: "JSON.parse",
    reference: (input) => JSON.parse(input),
    lint: (input) => lintPlan(lintSources, input),
    targets: true,
  };
}

/**
 * For information (no target): a plan of the same size made only of firewalls of 25 rules, the
 * densest input for the mapping (every rule's every value is copied and remembered where it
 * came from); a real plan is mostly attributes no rule reads.
 */
async function densePlanCase() {
  const { lintSources } = await import(pathToFileURL(join(root, "dist/esm/lint.js")).href);
  const dense = (count) => {
    const changes = Array.from({ length: count }, (_, i) => {
      const rules = (direction, n) =>
        Array.from({ length: n }, (_, k) => ({ action: "ACCEPT", description: "", ipv4: [`10.${k}.${i % 250}.0/24`, `192.0.2.${k}/32`], ipv6: [`2001:db8:${k.toString(16)}::/48`], label: `${direction}-${k}`, ports: String(1000 + k), protocol: "TCP" }));
      const after = { disabled: false, id: String(100000 + i), inbound: rules("in", 15), inbound_policy: "DROP", label: `fw-${i}`, linodes: [], nodebalancers: [], outbound: rules("out", 10), outbound_policy: "ACCEPT", status: "enabled", tags: ["managed"] };
      return { address: `linode_firewall.fw[${i}]`, mode: "managed", type: "linode_firewall", name: "fw", index: i, provider_name: P, change: { actions: ["no-op"], before: after, after, after_unknown: {}, before_sensitive: {}, after_sensitive: {} } };
    });
    return JSON.stringify({ format_version: "1.2", terraform_version: "1.9.8", resource_changes: changes });
  };
  return {
    title: "for information: a plan of the same size, firewalls of 25 rules only",
    // About as large as the plan case's text.
    generate: () => dense(2800),
    sample: () => dense(50),
    referenceName: "JSON.parse",
    reference: (input) => JSON.parse(input),
    lint: (input) => lintPlan(lintSources, input),
    targets: false,
  };
}

/** lintSources on a plan's text with the size limits raised to it, as a user would with --max-file-bytes and --max-total-bytes. */
function lintPlan(lintSources, input) {
  const limits = { maxBytes: input.length, maxTotalBytes: input.length };
  const [result] = lintSources([{ filePath: "plan.json", text: input }], { limits });
  if (result.messages.some((m) => m.ruleId === "input-limit" || m.ruleId === "parse-error")) throw new Error(`the plan was not linted: ${result.messages[0].message}`);
  return `${result.messages.length} findings`;
}

const CASES = { plan: planCase, dense: densePlanCase };

// ---- The runner. ----

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);

function timed(fn, input) {
  const start = process.hrtime.bigint();
  const out = fn(input);
  return { ms: ms(start), out };
}

/** Child process: the case's lint (or reference) on the input file, and the peak RSS it added. */
async function memoryChild(name, which, file) {
  const c = await CASES[name]();
  // Modules loaded and code compiled before the measure, by a run on a small input.
  c[which](c.sample());
  const input = readFileSync(file, "utf8");
  globalThis.gc();
  const before = process.memoryUsage();
  const out = c[which](input);
  const peak = process.resourceUsage().maxRSS * 1024;
  const after = process.memoryUsage();
  process.stdout.write(JSON.stringify({ rssBefore: before.rss, peakRss: peak, heapBefore: before.heapUsed, heapAfter: after.heapUsed, out: String(out).slice(0, 80) }) + "\n");
}

async function measure(name) {
  const c = await CASES[name]();
  const input = c.generate();
  const size = Buffer.byteLength(input);
  c.lint(input); // warm-up
  c.reference(input);
  const lintTimes = [];
  const referenceTimes = [];
  let findings = "";
  for (let r = 0; r < RUNS; r++) {
    const l = timed(c.lint, input);
    lintTimes.push(l.ms);
    findings = l.out;
    referenceTimes.push(timed(c.reference, input).ms);
  }
  const lintMs = median(lintTimes);
  const referenceMs = median(referenceTimes);
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-bench-tf-"));
  const file = join(dir, "input");
  writeFileSync(file, input);
  const child = (which) => {
    const r = spawnSync(process.execPath, ["--expose-gc", "--max-old-space-size=4096", fileURLToPath(import.meta.url), "--memory", name, which, file], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`memory child failed: ${r.stderr}`);
    return JSON.parse(r.stdout);
  };
  const lintMemory = child("lint");
  const referenceMemory = child("reference");
  rmSync(dir, { recursive: true, force: true });
  const added = (m) => m.peakRss - m.rssBefore;
  const timeRatio = lintMs / referenceMs;
  const memoryRatio = added(lintMemory) / size;
  console.log(`${c.title}: ${mib(size)} MiB of text; median of ${RUNS} runs after a warm-up`);
  console.log(`  lint:             ${lintMs.toFixed(0).padStart(6)} ms  (${findings})`);
  console.log(`  ${c.referenceName.padEnd(16)}  ${referenceMs.toFixed(0).padStart(6)} ms`);
  const verdict = (ok, target) => (c.targets ? ` (target: at most ${target}x) ${ok ? "met" : "MISSED"}` : "");
  console.log(`  time: ${timeRatio.toFixed(1)}x ${c.referenceName}${verdict(timeRatio <= TIME_TARGET, TIME_TARGET)}`);
  console.log(
    `  memory: the lint adds ${mib(added(lintMemory))} MiB of peak RSS, ${memoryRatio.toFixed(1)}x the text${verdict(memoryRatio <= MEMORY_TARGET, MEMORY_TARGET)}; ${c.referenceName} adds ${mib(added(referenceMemory))} MiB`,
  );
  return !c.targets || (timeRatio <= TIME_TARGET && memoryRatio <= MEMORY_TARGET);
}

const args = process.argv.slice(2);
if (args[0] === "--memory") await memoryChild(args[1], args[2], args[3]);
else if (args[0] === "--write") writeFileSync(args[2], (await CASES[args[1]]()).generate());
else {
  const names = args.length ? args : Object.keys(CASES);
  let ok = true;
  console.log(`node ${process.version}`);
  for (const name of names) {
    if (!CASES[name]) throw new Error(`no case ${name}; the cases are ${Object.keys(CASES).join(", ")}`);
    ok = (await measure(name)) && ok;
  }
  process.exit(ok ? 0 : 1);
}
