/** planChanges (the library) and `cloudlint plan` (the real binary): operations, token, events, findings, formats. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { planChanges } from "../../src/change/index.js";
import { formatPlan } from "../../src/format/plan.js";

const db = (status: string, extra = "") => ({ id: 5, label: "orders", status, engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", allow_list: ["10.0.0.0/8"], ...(extra ? { description: extra } : {}) });

describe("planChanges", () => {
  it("marks an operation the API would refuse with its transition finding", () => {
    const plan = planChanges({ databases: [db("backing_up")] }, { databases: [] });
    expect(plan.operations).toHaveLength(1);
    expect(plan.operations[0]!.findings.map((f) => f.ruleId)).toEqual(["database-status-transition", "database-deleted"]);
    expect(plan.findings.every((f) => f.baseline === true)).toBe(true);
    expect(plan.findings[0]!.path).toEqual(["databases", 0]);
  });

  it("with no baseline, creates everything; the token is the union of the scopes", () => {
    const plan = planChanges(undefined, [{ vpcs: [{ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }] }] }, { images: [{ label: "golden", region: "us-east" }] }]);
    expect(plan.operations.map((o) => o.endpoint)).toEqual(["POST /vpcs", "POST /images/upload"]);
    expect(plan.scopes).toEqual(["images:read_write", "vpc:read_write"]);
    expect(plan.events).toEqual(["vpc_create", "subnet_create"]);
    expect(plan.findings).toEqual([]);
  });

  it("is total", () => {
    for (const value of [null, 5, "x", [null], { vpcs: "x" }]) expect(planChanges(value, value).operations).toEqual([]);
  });
});

describe("formatPlan", () => {
  const plan = planChanges({ firewalls: [{ id: 7, label: "a|b`c", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }] }, { firewalls: [{ id: 7, label: "a|b`c\u202e", status: "disabled", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }] });

  it("json is a stable shape with a version", () => {
    const json = JSON.parse(formatPlan(plan, "json"));
    expect(Object.keys(json)).toEqual(["version", "operations", "scopes", "events", "findings"]);
    expect(json.version).toBe(1);
    expect(json.operations[0]).toMatchObject({ endpoint: "PUT /networking/firewalls/{firewallId}", path: "/networking/firewalls/7", fields: ["label", "status"], events: ["firewall_disable"] });
  });

  it("markdown has a summary line and a collapsible table, and user data cannot break out of it", () => {
    const text = formatPlan(plan, "markdown");
    expect(text.split("\n")[0]).toBe("**cloudlint plan**: 1 operation, 0 errors, 0 warnings; token scopes: `firewall:read_write`");
    expect(text).toContain("<details><summary>Operations</summary>");
    const row = text.split("\n").find((l) => l.startsWith("| 1 |"))!;
    expect(row.split(/(?<!\\)\|/).length).toBe(9); // 7 cells: no pipe of user data ends one
    expect(text).not.toMatch(/[\u202e]/);
  });

  it("stylish lists the operations with scopes, grants and events", () => {
    expect(formatPlan(plan, "stylish")).toContain("PUT /networking/firewalls/7");
  });
});

describe("cloudlint plan", () => {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  it("prints the plan against a folder baseline, exit 1 when the API would refuse an operation", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-plan-"));
    try {
      for (const [name, text] of Object.entries({
        "base/infra/db.yaml": "databases:\n  - { id: 5, label: orders, status: restoring, engine: mysql/8.0.30, region: us-east, type: g6-dedicated-2, allow_list: [10.0.0.0/8] }\n",
        "work/infra/db.yaml": "databases: []\n",
      })) {
        mkdirSync(join(dir, name, ".."), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
      const run = (args: string[]) => spawnSync(process.execPath, [join(root, "bin/cloudlint.js"), "plan", ...args], { cwd: join(dir, "work"), encoding: "utf8" });
      const r = run(["infra", "--baseline", "../base"]);
      expect(r.status).toBe(1);
      expect(r.stdout).toContain("DELETE /databases/mysql/instances/5");
      expect(r.stdout).toContain("database-status-transition");
      const md = run(["infra", "--baseline", "../base", "--format", "markdown"]);
      expect(md.stdout.startsWith("**cloudlint plan**: 1 operation (1 the API would refuse)")).toBe(true);
      expect(run(["infra"]).status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("planChanges describes a rules update by its behaviour diff", () => {
  it("lists every flipped region of a firewall whose rules change", () => {
    const rules = (ports: string) => ({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports, label: "web", addresses: { ipv4: ["0.0.0.0/0"] } }] });
    const plan = planChanges({ firewalls: [{ id: 3, label: "web-fw", rules: rules("80") }] }, { firewalls: [{ id: 3, label: "web-fw", rules: rules("443") }] });
    expect(plan.operations.map((o) => [o.endpoint, o.details])).toEqual([
      ["PUT /networking/firewalls/{firewallId}/rules", ["inbound TCP 80 from 0.0.0.0/0: ACCEPT → DROP (inbound policy)", 'inbound TCP 443 from 0.0.0.0/0: DROP → ACCEPT (inbound[0] "web")']],
    ]);
    expect(formatPlan(plan, "markdown")).toContain("`rules`<br>`inbound TCP 80 from 0.0.0.0/0: ACCEPT → DROP (inbound policy)`<br>");
  });
});

describe("planChanges attaches a finding that sits elsewhere to the operation it is about", () => {
  it("a subnet delete refused for an interface, and a shared range's delete", () => {
    const before = {
      vpcs: [{ id: 1, label: "prod", region: "us-east", subnets: [{ id: 7, label: "app", ipv4: "10.0.1.0/24" }, { id: 8, label: "db", ipv4: "10.0.2.0/24" }] }],
      computes: [
        { id: 201, label: "web-1", region: "us-east", ipv4: { public: ["203.0.113.10"] }, ipv6_ranges: ["2600:3c03:e000:100::/64"], configs: [{ label: "boot", interfaces: [{ purpose: "vpc", subnet: "prod/db" }] }] },
        { id: 202, label: "web-2", region: "us-east", ipv4: { public: ["203.0.113.11"] } },
      ],
      ip_shares: [{ compute_id: 202, ips: ["2600:3c03:e000:100::"] }],
    };
    const after = {
      vpcs: [{ id: 1, label: "prod", region: "us-east", subnets: [{ id: 7, label: "app", ipv4: "10.0.1.0/24" }] }],
      computes: [
        { id: 201, label: "web-1", region: "us-east", ipv4: { public: ["203.0.113.10"] }, configs: [{ label: "boot", interfaces: [{ purpose: "vpc", subnet: "prod/db" }] }] },
        { id: 202, label: "web-2", region: "us-east", ipv4: { public: ["203.0.113.11"] } },
      ],
    };
    const plan = planChanges(before, after);
    const byPath = Object.fromEntries(plan.operations.map((o) => [`${o.method} ${o.path}`, o.findings.map((f) => f.ruleId)]));
    expect(byPath).toEqual({
      "DELETE /networking/ipv6/ranges/2600:3c03:e000:100::": ["ipv6-range-shared-delete"],
      "DELETE /vpcs/1/subnets/8": ["subnet-delete-in-use"],
    });
  });
});
