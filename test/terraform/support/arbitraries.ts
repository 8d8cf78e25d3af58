/**
 * Random accounts (Model, see render.ts) for the state file = .tf = plan property: mostly sound
 * values with the mistakes the rules exist for mixed in (bad ports, host bits, overlapping
 * subnets, duplicate labels, bad policies, 24/25/26 rules, long labels, unsafe characters, …).
 */
import fc from "fast-check";
import { normaliseModel, type Attach, type Compute, type Database, type DeviceRef, type Firewall, type Image, type Interface, type IpAssignment, type IpShare, type Ipv6Range, type Model, type NodeBalancer, type Rule, type StackScript, type Vpc } from "./render.js";

/** Mostly one of `good`, sometimes one of `bad`. */
const mostly = <T>(good: readonly T[], bad: readonly T[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: fc.constantFrom(...bad) });
const maybe = <T>(a: fc.Arbitrary<T>, freq = 0.85) => fc.option(a, { nil: undefined, freq: Math.round(1 / (1 - freq)) });

const LONG = "x".repeat(70);
const label = mostly(["web-1", "web-2", "db-fw", "prod", "app", "backend"], ["1st", "has space", "a--b", "under_score", LONG, "", "web\u202e1", "ünïcode", "x${y}", 'q"uote', "%{ if }"]);
const region = mostly(["us-east", "us-west"], ["mars-1", ""]);
const ipv4 = mostly(["10.0.0.0/8", "198.51.100.0/24", "203.0.113.20/32", "0.0.0.0/0"], ["192.168.1.5/24", "10.0.0.1", "300.1.1.1/32", "10.0.0.0/33", "not-an-ip", "198.51.100.0/24"]);
const ipv6 = mostly(["2001:db8::/32", "::/0", "2001:db8:4000::/48"], ["2001:db8::1/32", "gggg::/16", "2001:db8::/129"]);
const ports = mostly(["22", "80, 443", "1-65535", "5432"], ["22-", "0", "70000", "80-79", "22,22", " 443", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16", "a"]);

const rule: fc.Arbitrary<Rule> = fc
  .record({
    label: maybe(mostly(["allow-web", "ssh", "db"], [LONG, "", "x"])),
    action: maybe(mostly(["ACCEPT", "DROP"], ["allow", "accept"]), 0.95),
    protocol: maybe(mostly(["TCP", "UDP", "ICMP"], ["ALL", "tcp", "IPENCAP", "GRE"]), 0.95),
    ports: maybe(ports, 0.8),
    description: fc.option(mostly(["web traffic", "from the office"], ["d".repeat(120)]), { nil: undefined, freq: 4 }),
    ipv4: maybe(fc.array(ipv4, { minLength: 0, maxLength: 3 }), 0.8),
    ipv6: fc.option(fc.array(ipv6, { maxLength: 2 }), { nil: undefined, freq: 2 }),
  })
  .map((r) => {
    // The provider writes an unset description or port list as "" and drops it: a rule has none or a real one.
    const out = { ...r } as Rule;
    for (const k of Object.keys(out) as (keyof Rule)[]) if (out[k] === undefined) delete out[k];
    return out;
  });

/** Rules of one direction: usually a few, sometimes exactly around the API's limit of 25 rules per firewall. */
const rules = fc.oneof({ weight: 8, arbitrary: fc.array(rule, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.constantFrom(12, 13, 24, 25, 26).chain((n) => fc.array(rule, { minLength: n, maxLength: n })) });

const deviceRef: fc.Arbitrary<DeviceRef> = fc.oneof({ weight: 6, arbitrary: fc.nat(5).map((ref) => ({ ref })) }, { weight: 1, arbitrary: fc.constantFrom(101, 4242, 777777).map((id) => ({ id })) });
const ref: fc.Arbitrary<DeviceRef> = fc.nat(5).map((r) => ({ ref: r }));

const firewall: fc.Arbitrary<Firewall> = fc.record({
  label: maybe(label, 0.95),
  disabled: fc.option(fc.constant(true), { nil: undefined, freq: 5 }),
  tags: fc.option(fc.array(mostly(["web", "prod"], ["t".repeat(60), ""]), { maxLength: 3 }), { nil: undefined, freq: 2 }),
  inbound_policy: maybe(mostly(["DROP", "ACCEPT"], ["drop", "ALLOW"]), 0.95),
  outbound_policy: maybe(mostly(["ACCEPT", "DROP"], ["accept"]), 0.95),
  inbound: rules,
  outbound: fc.oneof({ weight: 3, arbitrary: fc.constant<Rule[]>([]) }, { weight: 1, arbitrary: rules }),
  computes: fc.array(deviceRef, { maxLength: 3 }),
  nodebalancers: fc.array(deviceRef, { maxLength: 2 }),
  attach: fc.constantFrom<Attach>("list", "list", "device", "firewall_id"),
});

const iface: fc.Arbitrary<Interface> = fc.oneof(
  fc.constant({ purpose: "public" }),
  fc.record({ purpose: fc.constant("vpc"), subnet: maybe(fc.tuple(fc.nat(3), fc.nat(3)), 0.9), ipv4: maybe(fc.record({ vpc: maybe(mostly(["10.0.1.5", "10.0.2.9"], ["10.0.1", "x"])), nat_1_1: maybe(mostly(["any", "203.0.113.10"], ["10.1.1.1", "bad"]), 0.5) }), 0.6) }),
  fc.record({ purpose: fc.constant("vlan"), label: maybe(mostly(["backend", "vlan-1"], [""])), ipam_address: maybe(mostly(["10.9.0.1/24"], ["10.9.0.1", "x/1"]), 0.6) }),
  fc.constant({ purpose: "wifi" }),
).map((i) => JSON.parse(JSON.stringify(i)) as Interface);

const compute: fc.Arbitrary<Compute> = fc.record({
  label,
  region: maybe(region, 0.95),
  type: maybe(fc.constantFrom("g6-standard-2", "g6-nanode-1")),
  image: maybe(mostly(["compute/debian12", "compute/ubuntu24.04"], ["debian12", "private/12"]), 0.7),
  authorized_keys: fc.option(fc.constant(["ssh-ed25519 AAAAC3Nza user@host"]), { nil: undefined, freq: 2 }),
  style: fc.constantFrom("top" as const, "config" as const),
  configs: fc.array(fc.record({ label: mostly(["boot", "rescue"], [""]), interfaces: fc.array(iface, { maxLength: 3 }) }), { maxLength: 2 }),
});

const nodebalancer: fc.Arbitrary<NodeBalancer> = fc.record({ label: mostly(["lb-1", "lb-2"], ["lb 1", LONG]), region: maybe(region, 0.95) });

const vpc: fc.Arbitrary<Vpc> = fc.record({
  label,
  region: maybe(region, 0.95),
  description: fc.option(mostly(["production network"], ["d".repeat(300)]), { nil: undefined, freq: 2 }),
  subnets: fc.array(fc.record({ label: maybe(mostly(["app", "db", "web"], ["a--b", "", LONG]), 0.95), ipv4: maybe(mostly(["10.0.1.0/24", "10.0.2.0/24", "10.1.0.0/16"], ["10.0.1.5/24", "10.0.1.0/25", "8.8.8.0/24", "192.168.200.0/24", "10.0.0.0/30", "10.0.0.0/8", "bad"]), 0.95) }), { maxLength: 4 }),
});

const database: fc.Arbitrary<Database> = fc
  .record({
    older: fc.boolean(),
    label: maybe(mostly(["orders-db", "users-db"], ["db", LONG, "a b"]), 0.95),
    engine: maybe(mostly(["mysql/8.0.30", "mysql/8"], ["postgresql/14", "mysql"]), 0.95),
    region: maybe(region, 0.95),
    type: maybe(fc.constantFrom("g6-dedicated-2", "g6-nanode-1"), 0.95),
    // Not "3": a string where the provider's schema says number is converted by Terraform (3), so a
    // state file's type mistake has no configuration or plan that says the same.
    cluster_size: maybe(mostly([1, 3], [2]), 0.9),
    replication_type: maybe(mostly(["none", "asynch", "semi_synch"], ["sync"]), 0.6),
    ssl_connection: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
    encrypted: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
    allow_list: maybe(fc.array(mostly(["10.0.0.0/8", "203.0.113.10", "198.51.100.0/24"], ["0.0.0.0/0", "10.0.0.5/8", "2001:db8::/32", "bad", "10.0.0.0/16", ""]), { maxLength: 4 }), 0.8),
    updates: maybe(
      fc.record({
        frequency: maybe(mostly(["weekly", "monthly"], ["daily"]), 0.95),
        duration: maybe(mostly([1, 3], [0, 4]), 0.95),
        hour_of_day: maybe(mostly([3, 23], [24, -1]), 0.95),
        day_of_week: maybe(mostly([1, 7], [0, 8]), 0.95),
        week_of_month: fc.option(mostly<number | null>([null, 2], [5]), { nil: undefined, freq: 2 }),
      }),
      0.6,
    ),
  })
  .map((d) => {
    // The v2 resource has no replication_type, ssl_connection or encrypted.
    const out = JSON.parse(JSON.stringify(d)) as Database;
    if (!out.older) for (const k of ["replication_type", "ssl_connection", "encrypted"] as const) delete out[k];
    return out;
  });

const stackscript: fc.Arbitrary<StackScript> = fc.record({
  label: maybe(mostly(["bootstrap", "web-init"], [LONG, "ab"]), 0.95),
  script: maybe(mostly(["#!/bin/bash\napt-get update\n", "#!/bin/sh\necho ${HOME}\n"], ["echo no shebang\n", "", "#!/bin/bash\nEOT\n", "#!/bin/bash\r\necho crlf"]), 0.95),
  images: maybe(fc.array(mostly(["compute/debian12", "any/all"], ["debian12", ""]), { maxLength: 2 }), 0.95),
  is_public: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
  description: fc.option(mostly(["sets up a web server"], ["d".repeat(300)]), { nil: undefined, freq: 2 }),
  rev_note: fc.option(mostly(["first"], [""]), { nil: undefined, freq: 3 }),
}).map((s) => JSON.parse(JSON.stringify(s)) as StackScript);

const image: fc.Arbitrary<Image> = fc.oneof(
  fc.record({ label: maybe(mostly(["golden-web"], [LONG]), 0.95), description: fc.option(mostly(["hardened base"], ["d".repeat(70_000)]), { nil: undefined, freq: 2 }), disk_id: mostly([4242], [0, -1]) }),
  fc.record({ label: maybe(mostly(["uploaded-base"], [""]), 0.95), description: fc.option(fc.constant("uploaded"), { nil: undefined, freq: 2 }), region: maybe(region), cloud_init: fc.option(fc.boolean(), { nil: undefined, freq: 2 }) }),
).map((i) => JSON.parse(JSON.stringify(i)) as Image);

const ipv6Range: fc.Arbitrary<Ipv6Range> = fc.oneof(
  fc.record({ prefix_length: maybe(mostly([64, 56], [48, 65]), 0.95), compute: ref }),
  fc.record({ prefix_length: maybe(mostly([64], [63]), 0.95), route_target: mostly(["2001:db8::1"], ["nope"]) }),
  fc.record({ prefix_length: fc.constant(64) }),
).map((r) => JSON.parse(JSON.stringify(r)) as Ipv6Range);

const address = mostly(["203.0.113.10", "198.51.100.7"], ["10.0.0.1", "bad", "2001:db8::1"]);
const ipAssignment: fc.Arbitrary<IpAssignment> = fc.record({ region: maybe(region, 0.9), assignments: fc.array(fc.record({ address, compute: deviceRef }), { maxLength: 3 }) }).map((a) => JSON.parse(JSON.stringify(a)) as IpAssignment);
const ipShare: fc.Arbitrary<IpShare> = fc.record({ compute: deviceRef, ips: fc.array(address, { maxLength: 3 }) });

/** A random account, normalised (see normaliseModel): every reference names a resource that exists. */
export const model: fc.Arbitrary<Model> = fc
  .record({
    computes: fc.array(compute, { maxLength: 4 }),
    nodebalancers: fc.array(nodebalancer, { maxLength: 2 }),
    vpcs: fc.array(vpc, { maxLength: 3 }),
    firewalls: fc.array(firewall, { maxLength: 3 }),
    databases: fc.array(database, { maxLength: 2 }),
    stackscripts: fc.array(stackscript, { maxLength: 2 }),
    images: fc.array(image, { maxLength: 2 }),
    ipv6_ranges: fc.array(ipv6Range, { maxLength: 2 }),
    ip_assignments: fc.array(ipAssignment, { maxLength: 2 }),
    ip_shares: fc.array(ipShare, { maxLength: 2 }),
  })
  .map((m) => normaliseModel(JSON.parse(JSON.stringify(m)) as Model));
