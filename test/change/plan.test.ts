/** The operations a change implies: endpoints, paths, fields, scopes, grants, events, and their order. */
import { describe, expect, it } from "vitest";
import { buildAccount } from "../../src/account/account.js";
import { matchAccounts } from "../../src/change/identity.js";
import { planChange, planOperations } from "../../src/change/plan.js";

const plan = (before: unknown, after: unknown) => planOperations(matchAccounts(buildAccount([before]).account, buildAccount([after]).account));
const lines = (p: ReturnType<typeof plan>) => p.operations.map((o) => `${o.method} ${o.path} ${o.subject}${o.fields.length ? ` [${o.fields.join(", ")}]` : ""}`);
const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT" };

describe("planOperations", () => {
  it("with no baseline, creates everything: the token to mint and the events", () => {
    const p = plan(undefined, {
      vpcs: [{ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }, { label: "db", ipv4: "10.0.2.0/24" }] }],
      firewalls: [{ label: "web-fw", rules, devices: { computes: ["web-1"] } }],
      databases: [{ label: "orders", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2" }],
    });
    expect(lines(p)).toEqual([
      'POST /vpcs VPC "prod" [label, region, subnets]',
      'POST /networking/firewalls firewall "web-fw" [label, rules, devices]',
      'POST /databases/mysql/instances database "orders" [label, engine, region, type]',
    ]);
    expect(p.scopes).toEqual(["databases:read_write", "firewall:read_write", "vpc:read_write"]);
    expect(p.events).toEqual(["vpc_create", "subnet_create", "subnet_create", "firewall_create"]);
    expect(p.operations[0]!.grants).toEqual(["add_vpc"]);
    expect(p.operations[1]!.grants).toEqual(['read_write on compute "web-1"']);
    expect(p.operations[2]!.grants).toEqual(["add_databases"]);
  });

  it("orders creates, updates, device adds, device removals, deletes, then VPC deletes", () => {
    const before = {
      vpcs: [{ id: 1, label: "prod", region: "us-east", subnets: [{ id: 10, label: "app", ipv4: "10.0.1.0/24" }, { id: 11, label: "old", ipv4: "10.0.9.0/24" }] }, { id: 2, label: "gone", region: "us-east" }],
      firewalls: [
        { id: 7, label: "web-fw", status: "enabled", rules, devices: { computes: [101, 102] } },
        { id: 8, label: "legacy", rules, devices: { computes: [103] } },
      ],
      databases: [{ id: 5, label: "orders", allow_list: ["203.0.113.0/24"] }],
    };
    const after = {
      vpcs: [{ id: 1, label: "prod", description: "production", region: "us-east", subnets: [{ id: 10, label: "app", ipv4: "10.0.1.0/24" }, { label: "cache", ipv4: "10.0.3.0/24" }] }],
      firewalls: [{ id: 7, label: "web-fw", status: "disabled", rules: { ...rules, inbound_policy: "ACCEPT" }, devices: { computes: [101, 104] } }],
      databases: [{ id: 5, label: "orders", allow_list: ["203.0.113.0/24", "198.51.100.0/24"] }],
    };
    const p = plan(before, after);
    expect(lines(p)).toEqual([
      'POST /vpcs/1/subnets subnet "prod/cache" [label, ipv4]',
      'PUT /networking/firewalls/7 firewall "web-fw" [status]',
      'PUT /vpcs/1 VPC "prod" [description]',
      'PUT /networking/firewalls/7/rules firewall "web-fw" [rules]',
      'PUT /databases/mysql/instances/5 database "orders" [allow_list]',
      'POST /networking/firewalls/7/devices firewall "web-fw" device compute "104" [id, type]',
      'DELETE /networking/firewalls/7/devices/<compute 102> firewall "web-fw" device compute "102"',
      'DELETE /networking/firewalls/8/devices/<compute 103> firewall "legacy" device compute "103"',
      'DELETE /networking/firewalls/8 firewall "legacy"',
      'DELETE /vpcs/1/subnets/11 subnet "prod/old"',
      'DELETE /vpcs/2 VPC "gone"',
    ]);
    expect(p.events).toEqual(["subnet_create", "firewall_disable", "vpc_update", "firewall_device_add", "firewall_device_remove", "firewall_device_remove", "firewall_delete", "subnet_delete", "vpc_delete"]);
    expect(p.scopes).toEqual(["databases:read_write", "firewall:read_write", "vpc:read_write"]);
  });

  it("names resources without ids by label, and plans nothing when nothing changes", () => {
    const state = { firewalls: [{ label: "web-fw", rules }], stackscripts: [{ label: "boot", images: ["any/all"], script: "#!/bin/sh\n" }] };
    expect(plan(state, state).operations).toEqual([]);
    const p = plan(state, { ...state, stackscripts: [{ ...state.stackscripts[0], script: "#!/bin/bash\n" }] });
    expect(lines(p)).toEqual(['PUT /compute/stackscripts/<boot> StackScript "boot" [script]']);
    expect(p.operations[0]!.scopes).toEqual(["stackscripts:read_write"]);
  });

  it("tells an image upload from a capture", () => {
    const p = plan(undefined, { images: [{ label: "golden", region: "us-east" }, { label: "disk", disk_id: 42 }] });
    expect(p.operations.map((o) => o.endpoint)).toEqual(["POST /images/upload", "POST /images"]);
    expect(p.scopes).toEqual(["compute:read_only", "images:read_write"]);
  });
});

describe("planChange", () => {
  it("adds the new IP requests last, after the resources exist", () => {
    const before = { ip_shares: [{ compute_id: 101, ips: ["203.0.113.12"] }] };
    const after = {
      vpcs: [{ label: "prod", region: "us-east" }],
      ip_shares: [{ compute_id: 101, ips: ["203.0.113.12"] }],
      ip_assignments: [{ region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: 102 }] }],
    };
    const p = planChange(buildAccount([before]).account, buildAccount([after]).account);
    expect(p.operations.map((o) => o.endpoint)).toEqual(["POST /vpcs", "POST /networking/ips/assign"]);
    expect(p.scopes).toEqual(["compute:read_write", "ips:read_write", "vpc:read_write"]);
  });
});

describe("planOperations ordering of firewall status changes", () => {
  it("disables before it enables: a service has one enabled firewall at a time", () => {
    const fw = (label: string, status: string, id: number) => ({ id, label, status, rules, devices: { computes: [101] } });
    const p = plan({ firewalls: [fw("a", "disabled", 1), fw("b", "enabled", 2)] }, { firewalls: [fw("a", "enabled", 1), fw("b", "disabled", 2)] });
    expect(p.operations.map((o) => `${o.path} ${o.events.join()}`)).toEqual(["/networking/firewalls/2 firewall_disable", "/networking/firewalls/1 firewall_enable"]);
  });
});

describe("planOperations on interfaces", () => {
  it("moves an interface after the new subnet exists and before the old one is deleted", () => {
    const state = (subnets: string[], uses: string) => ({
      vpcs: [{ id: 1, label: "prod", region: "us-east", subnets: subnets.map((label, i) => ({ label, ipv4: `10.0.${i + 1}.0/24` })) }],
      computes: [{ id: 201, label: "web-1", region: "us-east", configs: [{ label: "boot", interfaces: [{ purpose: "public" }, { purpose: "vpc", subnet: uses }] }] }],
    });
    const p = plan(state(["app", "old"], "prod/old"), state(["app", "new"], "prod/new"));
    expect(lines(p)).toEqual([
      'POST /vpcs/1/subnets subnet "prod/new" [label, ipv4]',
      'PUT /compute/instances/201/configs/<boot> compute instance "web-1" profile "boot" [+ vpc interface on prod/new, - vpc interface on prod/old]',
      'DELETE /vpcs/1/subnets/<old> subnet "prod/old"',
    ]);
    expect(p.operations[1]!.scopes).toEqual(["compute:read_write"]);
    // Only a removal: before the subnet goes, after the other updates.
    const q = plan(state(["app", "old"], "prod/old"), { ...state(["app"], "prod/app"), computes: [{ id: 201, label: "web-1", region: "us-east", configs: [{ label: "boot", interfaces: [{ purpose: "public" }] }] }] });
    expect(lines(q)).toEqual(['PUT /compute/instances/201/configs/<boot> compute instance "web-1" profile "boot" [- vpc interface on prod/old]', 'DELETE /vpcs/1/subnets/<old> subnet "prod/old"']);
  });
});
