// Benchmarks (not tests): `npm run bench` after `npm run compile`.
//
// 1. Validating the same 10,000 firewalls of 25 rules with cloudlint's validateFirewall and with
//    @linode/validation's CreateFirewallSchema (the API vendor's Yup schemas), and the ratio.
// 2. What each one rejects among typical mistakes: cloudlint must check strictly more.
import { CreateFirewallSchema, createDatabaseSchema, createImageSchema, createVPCSchema, stackScriptSchema } from "@linode/validation";
import {
  analyzeFirewall,
  compileFirewallRules,
  findOverlappingCidrs,
  parseCidr,
  validateDatabase,
  validateFirewall,
  validateImage,
  validateStackScript,
  validateVpc,
} from "../dist/esm/index.js";
import { rng } from "./rng.mjs";

const FIREWALLS = Number(process.env.BENCH_FIREWALLS ?? 10_000);

const random = rng(42);
const pick = (list) => list[Math.floor(random() * list.length)];
const PORTS = ["22", "80, 443", "8000-8080", "22, 80, 443, 8443", "3306", "5432, 6379", "1-1024", "53"];

function rule(i) {
  const icmp = i % 7 === 6;
  const r = {
    action: pick(["ACCEPT", "DROP"]),
    protocol: icmp ? "ICMP" : pick(["TCP", "UDP"]),
    addresses: {
      ipv4: Array.from({ length: 3 }, () => `${Math.floor(random() * 223) + 1}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.0/24`),
      ipv6: [`2001:db8:${Math.floor(random() * 0xffff).toString(16)}::/48`, "2600:3c03::/32"],
    },
    label: `rule-${i}`,
    description: "generated rule",
  };
  if (!icmp) r.ports = pick(PORTS);
  return r;
}

function firewall(n) {
  return {
    label: `fw-${n}`,
    tags: ["bench"],
    rules: {
      inbound_policy: "DROP",
      outbound_policy: "ACCEPT",
      inbound: Array.from({ length: 15 }, (_, i) => rule(i)),
      outbound: Array.from({ length: 10 }, (_, i) => rule(15 + i)),
    },
  };
}

function time(fn, runs) {
  const samples = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

function yupErrors(body, schema = CreateFirewallSchema) {
  try {
    schema.validateSync(body, { abortEarly: false });
    return 0;
  } catch (e) {
    return e.errors?.length ?? 1;
  }
}

const firewalls = Array.from({ length: FIREWALLS }, (_, n) => firewall(n));
let findings = 0;
const cloudlintRun = () => {
  findings = 0;
  for (const fw of firewalls) findings += validateFirewall(fw, "create").length;
};
let yupFindings = 0;
const yupRun = () => {
  yupFindings = 0;
  for (const fw of firewalls) yupFindings += yupErrors(fw);
};

console.log(`node ${process.version}, ${FIREWALLS} firewalls x 25 rules (5 addresses each)`);
cloudlintRun(); // warm-up (and compiles the schema once)
yupRun();
// Interleaved rounds (the machine is shared: both sides see the same load); the ratio is the
// median of the per-round ratios.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const rounds = [];
for (let r = 0; r < ROUNDS; r++) rounds.push([time(cloudlintRun, 1), time(yupRun, 1)]);
const median = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const ours = median(rounds.map(([a]) => a));
const theirs = median(rounds.map(([, b]) => b));
const ratio = median(rounds.map(([a, b]) => b / a));
console.log(`  cloudlint validateFirewall:              ${ours.toFixed(0).padStart(6)} ms  (${findings} findings)`);
console.log(`  @linode/validation CreateFirewallSchema: ${theirs.toFixed(0).padStart(6)} ms  (${yupFindings} errors)`);
console.log(`  ratio: cloudlint is ${ratio.toFixed(1)}x faster (median of ${ROUNDS} interleaved rounds; target: at least 50x) ${ratio >= 50 ? "met" : "MISSED"}`);

// What each rejects: cloudlint must check strictly more.
const base = firewall(0);
const variant = (patch) => {
  const fw = structuredClone(base);
  Object.assign(fw.rules.inbound[0], patch);
  return fw;
};
const cases = [
  ["ports with a leading zero (\"022\")", variant({ ports: "022", protocol: "TCP" })],
  ["reversed range (\"90-80\")", variant({ ports: "90-80", protocol: "TCP" })],
  ["16 port pieces", variant({ ports: "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16", protocol: "TCP" })],
  ["two spaces after a comma", variant({ ports: "22,  80", protocol: "TCP" })],
  ["protocol ALL", variant({ protocol: "ALL", ports: undefined })],
  ["octet with a leading zero", variant({ addresses: { ipv4: ["010.0.0.1/32"] } })],
  ["IPv6 zone ID", variant({ addresses: { ipv6: ["fe80::1%eth0/64"] } })],
  ["IPv6 network in the ipv4 list", variant({ addresses: { ipv4: ["2001:db8::/32"] } })],
  ["empty ipv4 list", variant({ addresses: { ipv4: [] } })],
  ["label with \"--\"", { ...structuredClone(base), label: "web--fw" }],
  ["26 rules", { ...structuredClone(base), rules: { ...base.rules, outbound: [...base.rules.outbound, rule(1)] } }],
  ["rule label of 2 characters", variant({ label: "ab" })],
];
console.log("\n  typical mistake                       cloudlint  @linode/validation");
let onlyOurs = 0;
let onlyTheirs = 0;
for (const [name, body] of cases) {
  const a = validateFirewall(body, "create").length > 0;
  const b = yupErrors(body) > 0;
  if (a && !b) onlyOurs++;
  if (b && !a) onlyTheirs++;
  console.log(`  ${name.padEnd(38)}${(a ? "rejects" : "accepts").padEnd(11)}${b ? "rejects" : "accepts"}`);
}
console.log(`  cloudlint rejects ${onlyOurs} that @linode/validation accepts; @linode/validation rejects ${onlyTheirs} that cloudlint accepts`);

// Overlap detection: sort and sweep, O(n log n + k) for k reported pairs, must grow like
// n log n (100k under 20x the 10k time). The density of subnets is held constant (the address
// space grows with n), so k grows linearly; at a fixed space, k itself would grow quadratically.
// Like real VPCs, most subnets are disjoint: /28s with one /24 in twenty.
console.log("\n  findOverlappingCidrs, /28 subnets with 5% /24s at constant density in 10.0.0.0/8, parsed beforehand, median of 7:");
const overlapTimes = {};
for (const n of [1_000, 10_000, 100_000]) {
  const slots = n * 8; // /28 blocks to draw from
  const cidrs = Array.from({ length: n }, () => {
    const start = 0x0a000000 + Math.floor(random() * slots) * 16;
    const text = `${start >>> 24}.${(start >>> 16) & 255}.${(start >>> 8) & 255}.${start & 255}/${random() < 0.05 ? 24 : 28}`;
    const r = parseCidr(text);
    return r.ok ? r.value : undefined;
  });
  let pairs = 0;
  overlapTimes[n] = time(() => {
    pairs = findOverlappingCidrs(cidrs).length;
  }, 7);
  console.log(`  ${String(n).padStart(7)} subnets: ${overlapTimes[n].toFixed(1).padStart(7)} ms  (${pairs} overlapping pairs)`);
}
const growth = overlapTimes[100_000] / overlapTimes[10_000];
console.log(`  growth 10k -> 100k: ${growth.toFixed(1)}x (n log n predicts ~12.5x; quadratic would be 100x; target under 20x)`);

// The other resources, where the vendor's package has a schema.
const N = 10_000;
const resources = [
  [
    "VPC with 8 subnets",
    (i) => ({ label: `vpc-${i}`, region: "us-east", description: "bench", subnets: Array.from({ length: 8 }, (_, k) => ({ label: `s${k}`, ipv4: `10.${i % 200}.${k * 16}.0/20` })) }),
    (b) => validateVpc(b, "create"),
    createVPCSchema,
  ],
  [
    "MySQL database",
    (i) => ({ label: `db-${i % 1000}`, engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", cluster_size: 3, replication_type: "semi_synch", allow_list: ["10.0.1.0/24", "203.0.113.10/32"] }),
    (b) => validateDatabase(b, "create"),
    createDatabaseSchema,
  ],
  [
    "StackScript",
    (i) => ({ label: `script-${i}`, images: ["compute/debian12", "private/123"], script: "#!/bin/bash\napt-get update\n", description: "bench", is_public: false }),
    (b) => validateStackScript(b, "create"),
    stackScriptSchema,
  ],
  ["Image (from disk)", (i) => ({ label: `img-${i}`, disk_id: i + 1, description: "bench", cloud_init: true }), (b) => validateImage(b, "create"), createImageSchema],
];
console.log(`\n  ${N} bodies each, median of 5 (cloudlint) and 3 (@linode/validation):`);
for (const [name, make, ours, schema] of resources) {
  const bodies = Array.from({ length: N }, (_, i) => make(i));
  let found = 0;
  let theirsFound = 0;
  const oursRun = () => {
    found = 0;
    for (const b of bodies) found += ours(b).length;
  };
  const theirsRun = () => {
    theirsFound = 0;
    for (const b of bodies) theirsFound += yupErrors(b, schema);
  };
  oursRun();
  theirsRun();
  const a = time(oursRun, 5);
  const b = time(theirsRun, 3);
  console.log(`  ${name.padEnd(20)} cloudlint ${a.toFixed(0).padStart(5)} ms (${found} findings)   @linode/validation ${b.toFixed(0).padStart(5)} ms (${theirsFound} errors)   ${(b / a).toFixed(1)}x`);
}

// Firewall semantics: compile and analyse (shadowing, redundancy, conflicts, exposure, family
// gaps) firewalls of 25 rules with many addresses. Address strings come from a pool (firewalls
// reuse networks), but every rule gets its own array, as a parsed state file gives it. Generated
// and analysed in batches so memory stays bounded; only compile + analyse is timed.
function semanticsFirewall(addresses, pool, v6pool) {
  const ports = ["22", "80, 443", "8000-8080", "3306", "5432, 6379", "1-1024", "53", "25, 465, 587"];
  const take = (list, n) => Array.from({ length: n }, () => list[Math.floor(random() * list.length)]);
  return {
    inbound_policy: "DROP",
    outbound_policy: "ACCEPT",
    inbound: Array.from({ length: 15 }, (_, i) => ({
      action: i % 5 === 4 ? "DROP" : "ACCEPT",
      protocol: i % 3 === 2 ? "UDP" : "TCP",
      ports: ports[i % ports.length],
      addresses: { ipv4: take(pool, addresses - 15), ipv6: take(v6pool, 15) },
    })),
    outbound: Array.from({ length: 10 }, (_, i) => ({ action: "DROP", protocol: "TCP", ports: ports[i % ports.length], addresses: { ipv4: take(pool, addresses) } })),
  };
}
function semantics(firewalls, addresses) {
  const pool = Array.from({ length: 20000 }, () => `${1 + Math.floor(random() * 222)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${Math.floor(random() * 64) * 4}/${30 - Math.floor(random() * 8)}`);
  const v6pool = Array.from({ length: 2000 }, (_, i) => `2001:db8:${i.toString(16)}::/48`);
  let ms = 0;
  let findings = 0;
  for (let done = 0; done < firewalls; done += 500) {
    const batch = Array.from({ length: Math.min(500, firewalls - done) }, () => semanticsFirewall(addresses, pool, v6pool));
    const t0 = process.hrtime.bigint();
    for (const fw of batch) {
      const a = analyzeFirewall(compileFirewallRules(fw));
      findings += a.shadowed.length + a.redundant.length + a.conflicts.length + a.exposures.length + a.familyGaps.length;
    }
    ms += Number(process.hrtime.bigint() - t0) / 1e6;
  }
  return { ms, findings };
}
const SEMANTICS_FIREWALLS = Number(process.env.BENCH_SEMANTICS_FIREWALLS ?? 10_000);
console.log(`\n  Firewall semantics (compile + analyse), firewalls of 25 rules:`);
semantics(200, 255); // warm-up
const perFirewall = {};
for (const addresses of [64, 128, 255]) {
  const n = addresses === 255 ? SEMANTICS_FIREWALLS : 1000;
  const { ms, findings } = semantics(n, addresses);
  perFirewall[addresses] = ms / n;
  console.log(`  ${String(n).padStart(6)} firewalls x ${String(addresses).padStart(3)} addresses per rule: ${ms.toFixed(0).padStart(6)} ms  (${(perFirewall[addresses] * 1000).toFixed(0)} us per firewall, ${findings} findings)${addresses === 255 ? "  (target: under 2,000 ms for 10,000)" : ""}`);
}
console.log(`  cost per firewall 64 -> 128 -> 255 addresses: x${(perFirewall[128] / perFirewall[64]).toFixed(2)}, x${(perFirewall[255] / perFirewall[128]).toFixed(2)} (linear would be x2.0 and x2.0; quadratic x4.0 and x4.0)`);

// The CLI's start-up, as whole processes against bare Node: bench/startup.mjs.
