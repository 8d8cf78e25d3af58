/** markDrift: the operations of the live plan that the revision's plan lacks (issue 23). */
import { describe, expect, it } from "vitest";
import { markDrift } from "../../src/change/drift.js";
import { planChanges } from "../../src/change/index.js";
import { formatPlan } from "../../src/format/plan.js";

const rules = (ports: string) => ({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports, addresses: { ipv4: ["198.51.100.0/24"] } }], outbound: [] });
const fw = (extra: Record<string, unknown> = {}) => ({ id: 5, label: "web-fw", rules: rules("22"), ...extra });

describe("markDrift", () => {
  it("marks an operation only the live account calls for, and the fields only drift changes", () => {
    const desired = { firewalls: [fw({ label: "web-fw-2", rules: rules("443") })] };
    const revision = { firewalls: [fw({ rules: rules("443") })] }; // the repository already had the ports; it renames
    const live = { firewalls: [fw({ label: "hand-made", tags: ["x"] })] }; // by hand: another label, tags, the old ports
    const plan = markDrift(planChanges(live, desired), planChanges(revision, desired));
    expect(plan.operations.map((o) => ({ path: `${o.method} ${o.path}`, fields: o.fields, drift: o.drift, driftFields: o.driftFields }))).toEqual([
      { path: "PUT /networking/firewalls/5", fields: ["label", "tags"], drift: undefined, driftFields: ["tags"] },
      { path: "PUT /networking/firewalls/5/rules", fields: ["rules"], drift: true, driftFields: undefined },
    ]);
    expect(formatPlan(plan, "stylish")).toContain("PUT /networking/firewalls/5/rules  firewall \"web-fw-2\" (rules)  [drift]");
    expect(formatPlan(plan, "stylish")).toContain("(label, tags)  [drift: tags]");
    expect(JSON.parse(formatPlan(plan, "json")).operations.map((o: { drift?: boolean; driftFields?: string[] }) => [o.drift, o.driftFields])).toEqual([[undefined, ["tags"]], [true, undefined]]);
    expect(formatPlan(plan, "markdown")).toContain("| drift |");
  });

  it("marks nothing when the live account is the revision", () => {
    const before = { firewalls: [fw()] };
    const desired = { firewalls: [fw({ rules: rules("443") })] };
    expect(markDrift(planChanges(before, desired), planChanges(before, desired)).operations.every((o) => o.drift === undefined && o.driftFields === undefined)).toBe(true);
  });
});
