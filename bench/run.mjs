// Benchmarks (not tests): `npm run bench` after `npm run build`.
//
// 1. Validating the same 10,000 firewalls of 25 rules with cloudlint's validateFirewall and with
//    @linode/validation's CreateFirewallSchema (the API vendor's Yup schemas), and the ratio.
// 2. What each one rejects among typical mistakes: cloudlint must check strictly more.
// 3. The CLI's wall time for `--version` and for linting the shipped examples.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { CreateFirewallSchema } from "@linode/validation";
import { validateFirewall } from "../dist/esm/index.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const FIREWALLS = Number(process.env.BENCH_FIREWALLS ?? 10_000);

// A deterministic generator (mulberry32) so every run validates the same data.
function rng(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
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

function yupErrors(body) {
  try {
    CreateFirewallSchema.validateSync(body, { abortEarly: false });
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
const ours = time(cloudlintRun, 7);
const theirs = time(yupRun, 3);
console.log(`  cloudlint validateFirewall:              ${ours.toFixed(0).padStart(6)} ms  (${findings} findings)`);
console.log(`  @linode/validation CreateFirewallSchema: ${theirs.toFixed(0).padStart(6)} ms  (${yupFindings} errors)`);
console.log(`  ratio: cloudlint is ${(theirs / ours).toFixed(1)}x faster (target: at least 20x)`);

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

// CLI wall time, median of 9 runs each.
function wall(args) {
  return time(() => spawnSync(process.execPath, ["bin/cloudlint.js", ...args], { cwd: root }), 9);
}
console.log("\n  CLI wall time (median of 9, includes node start-up):");
console.log(`  node -e 0 (baseline):          ${time(() => spawnSync(process.execPath, ["-e", "0"]), 9).toFixed(0).padStart(4)} ms`);
console.log(`  cloudlint --version:           ${wall(["--version"]).toFixed(0).padStart(4)} ms`);
console.log(`  cloudlint lint examples/:      ${wall(["lint", "examples/"]).toFixed(0).padStart(4)} ms  (target: under 200 ms)`);
