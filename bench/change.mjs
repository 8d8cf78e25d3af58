// Planning a change of a 10,000-resource account (issue 13): planChanges (identity, transition
// checks, the firewall behaviour diff, the ordered operations) on top of what lint costs. Target:
// under a second. `node bench/change.mjs` after `npm run compile`; part of `npm run bench`.
import { planChanges } from "../dist/esm/index.js";

const N = Number(process.env.BENCH_RESOURCES ?? 10_000);
const rules = (open) => ({
  inbound_policy: "DROP",
  outbound_policy: "ACCEPT",
  inbound: [
    { action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"], ipv6: ["::/0"] } },
    { action: "ACCEPT", protocol: "TCP", ports: "22, 5432", addresses: { ipv4: [open ? "0.0.0.0/0" : "10.0.0.0/8"] } },
  ],
});
/** An account of n resources: a fifth each VPCs (with 2 subnets), firewalls, databases, StackScripts and images. */
function account(n, changed) {
  const k = Math.floor(n / 5);
  const edit = (i) => changed && i % 10 === 0; // one resource in ten changes
  return {
    vpcs: Array.from({ length: k }, (_, i) => ({ id: i + 1, label: `vpc-${i}`, region: "us-east", description: edit(i) ? "changed" : "vpc", subnets: [{ id: 2 * i + 1, label: "app", ipv4: `10.${i % 250}.${(i >> 8) % 250}.0/25` }, { id: 2 * i + 2, label: "db", ipv4: `10.${i % 250}.${(i >> 8) % 250}.128/25` }] })),
    firewalls: Array.from({ length: k }, (_, i) => ({ id: i + 1, label: `fw-${i}`, rules: rules(edit(i)), devices: { computes: [i + 1] } })),
    databases: Array.from({ length: changed ? k - k / 10 : k }, (_, i) => ({ id: i + 1, label: `db-${i}`, status: "active", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", cluster_size: 3, replication_type: "semi_synch", allow_list: edit(i) ? ["10.0.0.0/8", "192.168.0.0/16"] : ["10.0.0.0/8"] })),
    stackscripts: Array.from({ length: k }, (_, i) => ({ id: i + 1, label: `script-${i}`, images: ["any/all"], script: edit(i) ? "#!/bin/bash\nset -e\n" : "#!/bin/bash\n", is_public: false })),
    images: Array.from({ length: k + (changed ? k / 10 : 0) }, (_, i) => ({ label: `image-${i}`, disk_id: i + 1 })),
  };
}

const before = account(N, false);
const after = account(N, true);
planChanges(before, after); // warm-up
const times = [];
let plan;
for (let r = 0; r < 5; r++) {
  const start = process.hrtime.bigint();
  plan = planChanges(before, after);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
const median = times.sort((a, b) => a - b)[2];
console.log(`node ${process.version}; ${N} resources a side, one in ten changed (median of 5 after a warm-up)`);
console.log(`  planChanges: ${median.toFixed(0)} ms (target: under 1000 ms) ${median < 1000 ? "met" : "MISSED"}; ${plan.operations.length} operations, ${plan.findings.length} findings, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`);

// Hostile: every firewall deleted (each leaving a service unprotected), every database renamed
// without ids, every shared IPv6 range dropped, 10,000 subnets of one VPC changed. Linear work:
// one finding per change, each attached to its operation through an index.
const rulesOnly = { inbound_policy: "DROP", outbound_policy: "ACCEPT" };
const hostileBefore = {
  firewalls: Array.from({ length: N }, (_, i) => ({ label: `fw-${i}`, rules: rulesOnly, devices: { computes: [i + 1] } })),
  databases: Array.from({ length: N }, (_, i) => ({ label: `db-${i}`, engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", allow_list: ["10.0.0.0/8"] })),
  computes: Array.from({ length: N }, (_, i) => ({ label: `c-${i}`, region: "us-east", ipv6_ranges: [`2600:3c03:${(i % 65535).toString(16)}::/64`] })),
  ip_shares: [{ compute_id: 1, ips: Array.from({ length: N }, (_, i) => `2600:3c03:${(i % 65535).toString(16)}::`) }],
  vpcs: [{ label: "big", region: "us-east", subnets: Array.from({ length: N }, (_, i) => ({ label: `s-${i}`, ipv4: `10.${i >> 8}.${i & 255}.0/29` })) }],
};
const hostileAfter = {
  databases: hostileBefore.databases.map((d, i) => ({ ...d, label: `db2-${i}` })),
  computes: hostileBefore.computes.map((c) => ({ label: c.label, region: c.region })),
  vpcs: [{ label: "big", region: "us-east", subnets: hostileBefore.vpcs[0].subnets.map((s) => ({ ...s, ipv4: s.ipv4.replace("/29", "/28") })) }],
};
const hostileStart = process.hrtime.bigint();
const hostile = planChanges(hostileBefore, hostileAfter);
const hostileMs = Number(process.hrtime.bigint() - hostileStart) / 1e6;
console.log(`  hostile (${N} of each kind of change): ${hostileMs.toFixed(0)} ms (target: under 5000 ms) ${hostileMs < 5000 ? "met" : "MISSED"}; ${hostile.operations.length} operations, ${hostile.findings.length} findings`);
process.exit(median < 1000 && hostileMs < 5000 ? 0 : 1);
