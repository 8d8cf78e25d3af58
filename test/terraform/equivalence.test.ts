/**
 * Issue 25's property: a state file, written out as a `.tf` configuration and as a create plan
 * (`terraform show -json`), gives the same findings — rule ids on the same resources and
 * attributes, i.e. the same multiset of (ruleId, path), paths being state paths in the mapped
 * account — as the state file itself. The three inputs come from one Model (support/render.ts);
 * resources are written in the state file's order, so paths compare directly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintSources, type Diagnostic } from "../../src/index.js";
import { model } from "./support/arbitraries.js";
import { emptyModel, normaliseModel, providerResources, toPlan, toState, toTf, type Firewall, type Model, type Rule } from "./support/render.js";

/**
 * Findings that are genuinely specific to one kind of input, left out of the comparison. Keep
 * this list minimal and say why; a mismatch not explained here is a bug.
 */
const INPUT_SPECIFIC: readonly { ruleId: string; only: "terraform" | "state"; at?: string; why: string }[] = [
  // Terraform creates every instance of a configuration or a create plan; a state file's
  // `computes` are an inventory of instances that already exist (SSH keys are a create-time matter).
  { ruleId: "compute-ssh-keys", only: "terraform", why: "fires only on instances the input creates" },
  // A state file's inventory lists each instance's addresses; Terraform computes them at apply, so
  // a configuration or a create plan cannot say that an address is not the account's.
  { ruleId: "ip-not-on-account", only: "state", why: "an instance's addresses are known only in a state file (or a plan of existing instances)" },
  // The same for an instance's SLAAC address, which an IPv6 range's route_target names.
  { ruleId: "unresolved-reference", only: "state", at: "route_target", why: "an instance's SLAAC address is known only in a state file" },
];

type Found = { ruleId: string; path: (string | number)[] };
const key = (d: Found) => `${d.ruleId} ${JSON.stringify(d.path)}`;
const keys = (ds: readonly Found[], input: "terraform" | "state") => ds.filter((d) => !INPUT_SPECIFIC.some((x) => x.ruleId === d.ruleId && x.only === input && (x.at === undefined || d.path.at(-1) === x.at))).map(key).sort();
const OPTIONS = { today: "2026-11-25" };
const messages = (results: { messages: Diagnostic[] }[]) => results.flatMap((r) => r.messages);

const lintState = (m: Model) => messages(lintSources([{ filePath: "state.json", text: JSON.stringify(toState(m), null, 2) }], OPTIONS));
const lintTf = (m: Model) => messages(lintSources([{ filePath: "infra/main.tf", text: toTf(providerResources(m)) }], OPTIONS));
const lintPlan = (m: Model) => messages(lintSources([{ filePath: "plan.json", text: JSON.stringify(toPlan(providerResources(m)), null, 2) }], OPTIONS));

/** Rule ids the random accounts made the state file report: the property must not be vacuous. */
function coverage() {
  const seen = new Set<string>();
  return { seen, note: (ds: readonly Found[]) => ds.forEach((d) => seen.add(d.ruleId)) };
}

describe("a state file and its .tf configuration give the same findings", () => {
  it("on random accounts with mistakes", () => {
    const c = coverage();
    fc.assert(
      fc.property(model, (m) => {
        const state = lintState(m);
        c.note(state);
        expect(keys(lintTf(m), "terraform")).toEqual(keys(state, "state"));
      }),
      { numRuns: 80 },
    );
    expect(c.seen.size).toBeGreaterThanOrEqual(40);
  });
});

describe("a state file and its create plan give the same findings", () => {
  it("on random accounts with mistakes", () => {
    const c = coverage();
    fc.assert(
      fc.property(model, (m) => {
        const state = lintState(m);
        c.note(state);
        expect(keys(lintPlan(m), "terraform")).toEqual(keys(state, "state"));
      }),
      { numRuns: 80 },
    );
    expect(c.seen.size).toBeGreaterThanOrEqual(40);
  });
});

// ---------------------------------------------------------------------------------------------
// Hand-written accounts: each compared three ways, and each shown to hold the mistakes it is about.

const rule = (r: Partial<Rule> = {}): Rule => ({ label: "allow-web", action: "ACCEPT", protocol: "TCP", ports: "443", ipv4: ["198.51.100.0/24"], ...r });
const fw = (f: Partial<Firewall> = {}): Firewall => ({ label: "web-fw", inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [], outbound: [], computes: [], nodebalancers: [], attach: "list", ...f });
const account = (m: Partial<Model>): Model => normaliseModel({ ...emptyModel(), ...m });

function threeWays(m: Model) {
  const state = lintState(m);
  return { state: keys(state, "state"), tf: keys(lintTf(m), "terraform"), plan: keys(lintPlan(m), "terraform"), ids: new Set(state.map((d) => d.ruleId)) };
}

describe("hand-written accounts, three ways", () => {
  it("a firewall with 26 rules, a broken port range, host bits and an open policy", () => {
    const inbound = [rule({ ports: "22-" }), rule({ ipv4: ["192.168.1.5/24"] }), ...Array.from({ length: 24 }, (_, i) => rule({ label: `r${i}`, ports: String(1000 + i) }))];
    const r = threeWays(account({ firewalls: [fw({ inbound, outbound_policy: "ACCEPT", inbound_policy: "ACCEPT" })] }));
    for (const id of ["firewall-rules-limit", "firewall-ports-syntax", "firewall-address-not-canonical", "firewall-open-policy"]) expect(r.ids).toContain(id);
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });

  it("two enabled firewalls on one instance, one by `linodes`, one by the instance's `firewall_id`", () => {
    const computes = [{ label: "web-1", region: "us-east", type: "g6-standard-2", style: "top" as const, configs: [] }];
    const r = threeWays(account({ computes, firewalls: [fw({ label: "a-fw", computes: [{ ref: 0 }] }), fw({ label: "b-fw", computes: [{ ref: 0 }], attach: "firewall_id" })] }));
    expect(r.ids).toContain("firewall-single-active");
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });

  it("firewalls' devices by `linode_firewall_device`: an instance twice, a NodeBalancer's non-TCP rule", () => {
    const m = account({
      computes: [{ label: "web-1", region: "us-east", style: "top", configs: [] }],
      nodebalancers: [{ label: "lb-1", region: "us-east" }],
      firewalls: [fw({ computes: [{ ref: 0 }, { ref: 0 }], attach: "device" }), fw({ label: "lb-fw", nodebalancers: [{ ref: 0 }], inbound: [rule({ protocol: "UDP", ports: "53" })], attach: "device" })],
    });
    const r = threeWays(m);
    for (const id of ["firewall-device-duplicate", "firewall-nodebalancer-ineffective"]) expect(r.ids).toContain(id);
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });

  it("subnets tied to their VPC by reference only: overlap, host bits, reserved range; an interface naming one", () => {
    const m = account({
      vpcs: [{ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.5/24" }, { label: "db", ipv4: "10.0.1.0/25" }, { label: "res", ipv4: "192.168.200.0/24" }] }],
      computes: [{ label: "web-1", region: "us-west", style: "config", configs: [{ label: "boot", interfaces: [{ purpose: "public" }, { purpose: "public" }, { purpose: "vpc", subnet: [0, 0], ipv4: { vpc: "10.0.1.7", nat_1_1: "10.1.1.1" } }] }] }],
    });
    const r = threeWays(m);
    for (const id of ["subnet-overlap", "subnet-ipv4-canonical", "subnet-ipv4-reserved", "compute-interface-region", "compute-interface-public-limit", "compute-interface-nat"]) expect(r.ids).toContain(id);
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });

  it("databases: the older resource's day names and replication, the v2 resource's open allow list", () => {
    const m = account({
      databases: [
        { older: true, label: "orders-db", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", cluster_size: 3, replication_type: "none", ssl_connection: false, allow_list: ["10.0.0.0/8"], updates: { frequency: "weekly", duration: 1, hour_of_day: 3, day_of_week: 7, week_of_month: null } },
        { older: false, label: "users-db", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", cluster_size: 3, allow_list: ["0.0.0.0/0", "10.0.0.5/8"], updates: { frequency: "monthly", duration: 4, hour_of_day: 24, day_of_week: 8 } },
      ],
    });
    const r = threeWays(m);
    for (const id of ["database-replication", "database-ssl-disabled", "database-allow-list-open", "database-allow-list-host-bits", "database-updates"]) expect(r.ids).toContain(id);
    // Sunday is the API's 7: the older resource's day name is not a finding.
    expect(r.state.filter((k) => k.startsWith("database-updates") && k.includes('"databases",0'))).toEqual([]);
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });

  it("labels: duplicates, too long, unsafe characters, characters HCL must escape", () => {
    const m = account({ firewalls: [fw({ label: "web-fw" }), fw({ label: "web-fw" }), fw({ label: "x".repeat(70) }), fw({ label: "web\u202e1" }), fw({ label: 'x${y}"%{z}\\' })] });
    const r = threeWays(m);
    for (const id of ["firewall-label-unique", "firewall-label-length", "firewall-label-syntax"]) expect(r.ids).toContain(id);
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });

  it("IP requests and StackScripts and images, naming instances by reference", () => {
    const m = account({
      computes: [{ label: "web-1", region: "us-east", style: "top", configs: [] }],
      ip_assignments: [{ region: "us-west", assignments: [{ address: "203.0.113.10", compute: { ref: 0 } }] }],
      ip_shares: [{ compute: { ref: 0 }, ips: [] }],
      ipv6_ranges: [{ prefix_length: 48, compute: { ref: 0 } }],
      stackscripts: [{ label: "boot", script: "echo no shebang\n", images: ["debian12"], is_public: false }],
      images: [{ label: "golden-web", disk_id: 4242, description: "d".repeat(70_000) }],
    });
    const r = threeWays(m);
    for (const id of ["ip-not-on-account", "ip-region", "ip-share-empty", "ipv6-range-prefix", "stackscript-interpreter", "image-id-syntax", "image-description-length"]) expect(r.ids).toContain(id);
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });

  it("findings about a whole resource: an image with neither a disk nor a region, a database with no allow list or size", () => {
    const m = account({ images: [{ label: "golden-web" }], databases: [{ older: false, label: "orders-db", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2" }] });
    const r = threeWays(m);
    for (const id of ["image-source", "database-allow-list-empty", "database-single-node"]) expect(r.ids).toContain(id);
    expect(r.state.filter((k) => / \["(images|databases)",0\]$/.test(k))).toHaveLength(3);
    expect(r.tf).toEqual(r.state);
    expect(r.plan).toEqual(r.state);
  });
});
