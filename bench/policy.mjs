// Organisation policies (issue 14): 50 policies over a 10,000-resource account must add less than
// the built-in rules cost on the same account. `node bench/policy.mjs` after `npm run build`; part
// of `npm run bench`. The policies are of every kind the language has: field operators, patterns,
// networks, quantifiers over firewall rules, the exact-model firewall predicates, account
// predicates and a count, each scoped like an organisation would scope it.
import { compilePolicies, lint } from "../dist/esm/index.js";

const N = Number(process.env.BENCH_RESOURCES ?? 10_000);
const k = Math.floor(N / 7);
const rules = (i) => ({
  inbound_policy: "DROP",
  outbound_policy: "ACCEPT",
  inbound: [
    { label: "web", action: "ACCEPT", protocol: "TCP", ports: "80, 443", addresses: { ipv4: ["0.0.0.0/0"], ipv6: ["::/0"] } },
    { label: "ssh", action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: [`198.51.100.${i % 250}/32`] } },
    { label: "db", action: "ACCEPT", protocol: "TCP", ports: "3306, 5432", addresses: { ipv4: ["10.0.0.0/8"] } },
    { label: "ping", action: "ACCEPT", protocol: "ICMP", addresses: { ipv4: ["0.0.0.0/0"] } },
  ],
  outbound: [],
});
/** An account of N resources: a seventh each instances, NodeBalancers, VPCs (2 subnets), firewalls, databases, StackScripts, images. */
const state = {
  computes: Array.from({ length: k }, (_, i) => ({ label: `web-${i}`, id: i + 1, region: i % 3 ? "us-east" : "eu-west", type: "g6-standard-2", configs: [{ label: "boot", interfaces: [{ purpose: "public" }, { purpose: "vpc", subnet: `vpc-${i}/app` }] }] })),
  nodebalancers: Array.from({ length: k }, (_, i) => ({ label: `lb-${i}`, id: 100_000 + i, region: "us-east" })),
  vpcs: Array.from({ length: k }, (_, i) => ({ label: `vpc-${i}`, region: "us-east", description: "network", subnets: [{ label: "app", ipv4: `10.${i % 250}.${(i >> 8) % 250}.0/25` }, { label: "db", ipv4: `10.${i % 250}.${(i >> 8) % 250}.128/25` }] })),
  firewalls: Array.from({ length: k }, (_, i) => ({ label: `web-fw-${i}`, tags: ["web", i % 2 ? "prod" : "dev"], rules: rules(i), devices: { computes: [`web-${i}`], nodebalancers: [100_000 + i] } })),
  databases: Array.from({ length: k }, (_, i) => ({ label: `db-${i}`, engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", cluster_size: i % 50 ? 3 : 1, replication_type: i % 50 ? "semi_synch" : "none", allow_list: ["10.0.0.0/8", `192.168.${i % 250}.0/24`], updates: { frequency: "weekly", duration: 1, hour_of_day: i % 50 ? i % 6 : 12, day_of_week: 7, week_of_month: null } })),
  stackscripts: Array.from({ length: k }, (_, i) => ({ label: `script-${i}`, images: ["any/all"], script: "#!/bin/bash\n", is_public: i < 2 })),
  images: Array.from({ length: k }, (_, i) => ({ label: `image-${i}`, disk_id: i + 1, description: "base" })),
};
const resources = Object.values(state).reduce((n, list) => n + list.length, 0) + k * 2; // subnets count too

// Ten kinds of policy, five variants each (different values, scopes and messages): 50 policies.
const kinds = [
  (v) => `resource: databases\n    where: { region: [us-east, us-west${v}] }\n    assert: { field: cluster_size, min: ${3 - (v % 2)} }\n    message: "{{label}} has {{value}} nodes"`,
  (v) => `resource: databases\n    assert: { field: allow_list, cidr_within: [10.0.0.0/8, 192.168.0.0/16, 172.${16 + v}.0.0/16] }`,
  (v) => `resource: databases\n    where: { field: updates, exists: true }\n    assert: { field: updates.hour_of_day, max: ${6 + v} }`,
  (v) => `resource: firewalls\n    where: { tags: [prod] }\n    assert: { only_from: { protocol: TCP, ports: "${3306 + v}, 5432", addresses: [10.0.0.0/8, 192.168.0.0/16] } }`,
  (v) => `resource: firewalls\n    assert: { not: { accepts: { protocol: TCP, ports: "${2222 + v}", from: 0.0.0.0/0 } } }`,
  (v) => `resource: firewall_rules\n    where: { direction: inbound, field: action, equals: ACCEPT }\n    assert: { any: [{ field: protocol, in: [ICMP] }, { field: ports, in: ["80, 443", "44${v}"] }, { none: addresses.ipv4, assert: { field: ., equals: 0.0.0.0/0 } }] }`,
  (v) => `resource: firewalls\n    assert: { every: rules.inbound, assert: { all: [{ field: label, matches: "^[a-z]+${v > 2 ? "[0-9]*" : ""}$" }, { field: addresses.ipv4, max_length: ${10 + v} }] } }`,
  (v) => `resource: computes\n    where: { region: us-east, label: "^web-${v}" }\n    assert: { all: [{ has_enabled_firewall: true }, { in_vpc: true }] }\n    message: "{{label}} unprotected"`,
  (v) => `resource: subnets\n    where: { region: [us-east, eu-west${v}] }\n    assert: { field: ipv4, cidr_within: [10.0.0.0/8, 172.${16 + v}.0.0/16] }\n    message: "{{vpc}}/{{label}} is {{value}}"`,
  (v) => `resource: stackscripts\n    where: { field: is_public, equals: true }\n    count: { max: ${3 + v} }`,
];
const text = `policies:\n${kinds.flatMap((kind, i) => [0, 1, 2, 3, 4].map((v) => `  - id: acme/p${i}-${v}\n    description: Policy ${i}.${v}.\n    ${kind(v)}\n`)).join("")}`;
const compileStart = process.hrtime.bigint();
const { policies, problems } = compilePolicies([{ filePath: "policies.yaml", text }]);
const compileMs = Number(process.hrtime.bigint() - compileStart) / 1e6;
if (problems.length) throw new Error(JSON.stringify(problems.slice(0, 3)));

/** Medians of 9 runs of each, after a warm-up, interleaved (A, B, A, B, …) so that a noisy machine's drift falls on both. */
function compare(a, b) {
  a();
  b();
  const times = [[], []];
  const last = [];
  for (let r = 0; r < 9; r++) {
    [a, b].forEach((run, i) => {
      const start = process.hrtime.bigint();
      last[i] = run();
      times[i].push(Number(process.hrtime.bigint() - start) / 1e6);
    });
  }
  return times.map((t, i) => ({ ms: t.sort((x, y) => x - y)[4], last: last[i] }));
}
const [builtIn, both] = compare(() => lint(state), () => lint(state, { policies }));
// The same policies on an account where every database, subnet and firewall fails several of
// them (tens of thousands of findings): cost stays linear in resources and findings.
const failing = {
  ...state,
  databases: state.databases.map((d) => ({ ...d, cluster_size: 1, allow_list: ["0.0.0.0/0"], updates: { ...d.updates, hour_of_day: 23 } })),
  vpcs: state.vpcs.map((v) => ({ ...v, subnets: v.subnets.map((x) => ({ ...x, ipv4: x.ipv4.replace(/^10\./, "11.") })) })),
  firewalls: state.firewalls.map((f) => ({ ...f, rules: { ...f.rules, inbound_policy: "ACCEPT" } })),
};
const [heavyBuiltIn, heavy] = compare(() => lint(failing), () => lint(failing, { policies }));
const policyFindings = both.last.filter((d) => d.ruleId.includes("/")).length;
const added = both.ms - builtIn.ms;
console.log(`node ${process.version}; ${resources} resources, ${policies.list.length} policies (compiled once in ${compileMs.toFixed(1)} ms); medians of 9 interleaved runs after a warm-up`);
console.log(`  built-in rules alone:        ${builtIn.ms.toFixed(0)} ms (${builtIn.last.length} findings)`);
console.log(`  built-in rules and policies: ${both.ms.toFixed(0)} ms (${policyFindings} policy findings)`);
console.log(`  policies add ${added.toFixed(0)} ms, ${((added / builtIn.ms) * 100).toFixed(0)}% of the built-in rules' cost (target: less than 100%) ${added < builtIn.ms ? "met" : "MISSED"}`);
const heavyFindings = heavy.last.filter((d) => d.ruleId.includes("/")).length;
console.log(`  an account failing them everywhere: built-in rules ${heavyBuiltIn.ms.toFixed(0)} ms, with policies ${heavy.ms.toFixed(0)} ms (${heavyFindings} policy findings after the per-file cap); policies add ${(heavy.ms - heavyBuiltIn.ms).toFixed(0)} ms`);
