// validateRequest's cost over the resource validator it dispatches to, and beside the vendor's
// schemas (@linode/validation, Yup) on the same bodies: requests per second for a firewall create
// of 25 rules and for a subnet create. Target (issue 12): validateRequest adds under 10%. Then
// adversarial bodies against JSON.parse of the same text (issue 21: a small multiple), and the
// import time of cloudlint/request against cloudlint.
//
// `node bench/request.mjs` after `npm run compile`; part of `npm run bench`.
import { CreateFirewallSchema, createSubnetSchemaIPv4 } from "@linode/validation";
import { validateFirewall, validateRequest, validateSubnet } from "../dist/esm/index.js";

const BODIES = Number(process.env.BENCH_REQUESTS ?? 2000);

const rule = (i) => ({
  action: i % 3 === 0 ? "DROP" : "ACCEPT",
  protocol: i % 2 ? "TCP" : "UDP",
  ports: `${1000 + i}, ${2000 + i}-${2100 + i}`,
  addresses: { ipv4: [`203.0.${i}.0/24`, `198.51.${i}.0/24`, "192.0.2.0/24"], ipv6: [`2001:db8:${i.toString(16)}::/48`, "2600:3c03::/32"] },
  label: `rule-${i}`,
  description: "generated rule",
});
const firewall = (n) => ({
  label: `fw-${n}`,
  rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: Array.from({ length: 15 }, (_, i) => rule(i + (n % 7))), outbound: Array.from({ length: 10 }, (_, i) => rule(100 + i)) },
  devices: { computes: [101 + (n % 50)] },
  tags: ["bench"],
});
const subnet = (n) => ({ label: `app-${n}`, ipv4: `10.${n % 250}.${(n >> 8) % 250}.0/24` });

const firewalls = Array.from({ length: BODIES }, (_, n) => firewall(n));
const subnets = Array.from({ length: BODIES * 10 }, (_, n) => subnet(n));
// The requests are made beforehand (a service has them from its HTTP server): a path string of
// its own per request, decoded from bytes as a server hands one over, each VPC id distinct (so the
// 1,024-entry cache of matched paths does not flatter the figure).
const firewallRequests = new Map(firewalls.map((b) => [b, { method: "POST", path: Buffer.from("/networking/firewalls").toString("latin1"), body: b }]));
const EXPRESS_HEADERS = { host: "127.0.0.1:8080", "user-agent": "curl/8.5.0", accept: "*/*", "content-type": "application/json", "content-length": "48", authorization: "Bearer token" };
const subnetExpressRequests = new Map(subnets.map((b, n) => [b, { method: "POST", path: Buffer.from(`/vpcs/${n + 1}/subnets`).toString("latin1"), query: {}, headers: { ...EXPRESS_HEADERS }, body: b }]));
const subnetRequests = new Map(subnets.map((b, n) => [b, { method: "POST", path: Buffer.from(`/vpcs/${n + 1}/subnets`).toString("latin1"), body: b }]));

/** Wall time of one pass over the bodies, in ms. */
function pass(bodies, fn) {
  const start = process.hrtime.bigint();
  for (const b of bodies) fn(b);
  return Number(process.hrtime.bigint() - start) / 1e6;
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/**
 * The direct validator and validateRequest, pass by pass in alternation (the machine is shared:
 * alternating puts both under the same load), after warm-up passes of each: the median time of
 * each, and the median of the per-round ratios.
 */
function compare(bodies, direct, requests, rounds) {
  const requestList = bodies.map((b) => requests.get(b));
  const request = (r) => validateRequest(r);
  const directPass = () => pass(bodies, direct);
  const requestPass = () => pass(requestList, request);
  for (let i = 0; i < 3; i++) directPass(), requestPass();
  const d = [];
  const r = [];
  const ratios = [];
  for (let i = 0; i < rounds; i++) {
    d.push(directPass());
    r.push(requestPass());
    ratios.push(r[i] / d[i]);
  }
  return { direct: median(d), request: median(r), ratio: median(ratios) };
}

function check(name, ok) {
  if (!ok) {
    console.error(`bench/request.mjs: ${name} did not accept the generated bodies`);
    process.exit(1);
  }
}
check("validateRequest", firewalls.every((b) => validateRequest(firewallRequests.get(b)).ok));
check("validateRequest", subnets.every((b) => validateRequest(subnetRequests.get(b)).ok));
check("validateRequest", subnets.every((b) => validateRequest(subnetExpressRequests.get(b)).ok));

const rate = (count, ms) => `${Math.round((count / ms) * 1000).toLocaleString("en-US").padStart(9)} req/s`;
const cases = [
  {
    name: "firewall create (25 rules)",
    bodies: firewalls,
    directName: "validateFirewall (direct)",
    direct: (b) => validateFirewall(b, "create"),
    requests: firewallRequests,
    vendor: (b) => CreateFirewallSchema.validateSync(b, { abortEarly: false }),
    vendorName: "CreateFirewallSchema",
  },
  {
    name: "subnet create",
    bodies: subnets,
    directName: "validateSubnet (direct)",
    direct: (b) => validateSubnet(b, "create"),
    requests: subnetRequests,
    vendor: (b) => createSubnetSchemaIPv4.validateSync(b, { abortEarly: false }),
    vendorName: "createSubnetSchemaIPv4",
  },
  {
    // For information (no target): what the Express middleware passes, an empty query object and
    // the request's headers, which validateRequest reads (X-Filter, Content-Type).
    name: "subnet create, with Express's query and headers",
    bodies: subnets,
    directName: "validateSubnet (direct)",
    direct: (b) => validateSubnet(b, "create"),
    requests: subnetExpressRequests,
    informational: true,
  },
];

console.log(`node ${process.version}; 15 alternating rounds after warm-up (3 passes for the vendor's schemas); medians`);
let missed = 0;
for (const c of cases) {
  const { direct, request, ratio } = compare(c.bodies, c.direct, c.requests, 15);
  const overhead = (ratio - 1) * 100;
  if (overhead >= 10 && !c.informational) missed++;
  console.log(`${c.name}, ${c.bodies.length} bodies`);
  console.log(`  ${c.directName.padEnd(34)}${rate(c.bodies.length, direct)}`);
  const verdict = c.informational ? "(for information)" : `(target: under 10%) ${overhead < 10 ? "met" : "MISSED"}`;
  console.log(`  ${"validateRequest".padEnd(34)}${rate(c.bodies.length, request)}   overhead ${overhead.toFixed(1)}% ${verdict}`);
  if (c.vendor) {
    pass(c.bodies, c.vendor);
    const vendor = median([pass(c.bodies, c.vendor), pass(c.bodies, c.vendor), pass(c.bodies, c.vendor)]);
    console.log(`  ${`@linode/validation ${c.vendorName}`.padEnd(34)}${rate(c.bodies.length, vendor)}`);
  }
}
// Adversarial bodies (issue 21): each request's cost against JSON.parse of the same text (median
// of 5), which must stay a small multiple.
const unknownKeys = { label: "app", ipv4: "10.0.1.0/24" };
for (let i = 0; i < 160_000; i++) unknownKeys[`k${i.toString(36).padStart(6, "0")}`] = 1;
const portsRule = (ports) => ({ inbound: [{ action: "ACCEPT", protocol: "TCP", ports, addresses: { ipv4: ["0.0.0.0/0"] } }] });
const ADVERSARIAL = [
  { name: "160,000 unknown keys, as text", path: "/vpcs/12/subnets", body: JSON.stringify(unknownKeys), text: JSON.stringify(unknownKeys) },
  { name: "160,000 unknown keys, parsed", path: "/vpcs/12/subnets", body: unknownKeys },
  { name: "a 10 MB label, parsed", path: "/vpcs/12/subnets", body: { label: "a".repeat(10_000_000), ipv4: "10.0.1.0/24" } },
  { name: "a 1.9 MB port string, parsed", path: "/networking/firewalls/7/rules", body: portsRule("1,".repeat(950_000) + "1") },
];
const time = (fn) => {
  const list = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    fn();
    list.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(list);
};
console.log("adversarial bodies (median of 5): validateRequest against JSON.parse of the same text");
for (const a of ADVERSARIAL) {
  const text = a.text ?? JSON.stringify(a.body);
  const parse = time(() => JSON.parse(text));
  const request = time(() => validateRequest({ method: a.path.endsWith("rules") ? "PUT" : "POST", path: a.path, body: a.body }));
  console.log(`  ${a.name.padEnd(32)} ${(text.length / 1048576).toFixed(1).padStart(5)} MiB   JSON.parse ${parse.toFixed(0).padStart(5)} ms   validateRequest ${request.toFixed(0).padStart(5)} ms   x${(request / parse).toFixed(1)}`);
}

// Import time, each in a fresh process: the request entry against the whole package.
const { execFileSync } = await import("node:child_process");
const importTime = (entry) => {
  const list = [];
  for (let i = 0; i < 5; i++) {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", `const t = performance.now(); await import("${entry}"); process.stdout.write(String(performance.now() - t));`], { cwd: new URL("..", import.meta.url), encoding: "utf8" });
    list.push(Number(out));
  }
  return median(list);
};
console.log("import time (fresh process, median of 5)");
for (const entry of ["cloudlint/request", "cloudlint"]) console.log(`  import("${entry}")`.padEnd(32) + `${importTime(entry).toFixed(0).padStart(5)} ms`);
process.exit(missed ? 1 : 0);
