/** Identity across a change: by id where both sides have one, else by label (subnets within their VPC). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildAccount } from "../../src/account/account.js";
import { matchAccounts, type ResourceChange } from "../../src/change/identity.js";

const account = (state: unknown) => buildAccount([state]).account;
const summary = (changes: ResourceChange[]) =>
  changes.map((c) => `${c.section} ${c.how}${c.renamed ? " renamed" : ""}: ${String(c.before?.value.label ?? "-")} → ${String(c.after?.value.label ?? "-")}`);

describe("matchAccounts", () => {
  it("pairs by id, and a new label with the same id is a rename", () => {
    const changes = matchAccounts(account({ firewalls: [{ id: 7, label: "web" }] }), account({ firewalls: [{ id: 7, label: "web-2" }] }));
    expect(summary(changes)).toEqual(["firewalls id renamed: web → web-2"]);
  });

  it("pairs by label without ids; a new label without an id is a delete and a create", () => {
    expect(summary(matchAccounts(account({ databases: [{ label: "orders" }] }), account({ databases: [{ label: "orders" }] })))).toEqual(["databases label: orders → orders"]);
    expect(summary(matchAccounts(account({ databases: [{ label: "orders" }] }), account({ databases: [{ label: "orders-2" }] })))).toEqual([
      "databases created: - → orders-2",
      "databases deleted: orders → -",
    ]);
  });

  it("takes the label when only one side has an id, and two different ids for two resources", () => {
    expect(summary(matchAccounts(account({ images: [{ id: "private/15", label: "golden" }] }), account({ images: [{ label: "golden" }] })))).toEqual(["images label: golden → golden"]);
    expect(summary(matchAccounts(account({ images: [{ id: "private/15", label: "golden" }] }), account({ images: [{ id: "private/16", label: "golden" }] })))).toEqual([
      "images created: - → golden",
      "images deleted: golden → -",
    ]);
  });

  it("pairs subnets within their VPC, by id then label; a new or deleted VPC brings its subnets along", () => {
    const before = account({ vpcs: [{ id: 1, label: "prod", subnets: [{ id: 10, label: "app" }, { label: "db" }] }, { label: "old", subnets: [{ label: "x" }] }] });
    const after = account({ vpcs: [{ id: 1, label: "prod", subnets: [{ id: 10, label: "app-2" }, { label: "db" }, { label: "cache" }] }, { label: "new", subnets: [{ label: "y" }] }] });
    expect(summary(matchAccounts(before, after))).toEqual([
      "vpcs id: prod → prod",
      "vpcs created: - → new",
      "vpcs deleted: old → -",
      "subnets id renamed: app → app-2",
      "subnets label: db → db",
      "subnets created: - → cache",
      "subnets created: - → y",
      "subnets deleted: x → -",
    ]);
    const subnet = matchAccounts(before, after).find((c) => c.section === "subnets")!;
    expect(subnet.vpc?.after?.value.label).toBe("prod");
    expect(subnet.after?.path).toEqual(["vpcs", 0, "subnets", 0]);
  });

  it("matches a repeated label once (the uniqueness rules report the repeat)", () => {
    expect(summary(matchAccounts(account({ firewalls: [{ label: "a" }] }), account({ firewalls: [{ label: "a" }, { label: "a" }] })))).toEqual([
      "firewalls label: a → a",
      "firewalls created: - → a",
    ]);
  });

  it("puts every entry of either side in exactly one change, and pairs only within a section", () => {
    const entry = fc.record({ label: fc.constantFrom("a", "b", "c", "d"), id: fc.option(fc.constantFrom(1, 2, 3, 4), { nil: undefined }) }).map((e) => (e.id === undefined ? { label: e.label } : e));
    const state = fc.record({ firewalls: fc.array(entry, { maxLength: 6 }), databases: fc.array(entry, { maxLength: 6 }) });
    fc.assert(
      fc.property(state, state, (b, a) => {
        const changes = matchAccounts(account(b), account(a));
        for (const [side, data] of [["before", b], ["after", a]] as const) {
          for (const section of ["firewalls", "databases"] as const) {
            const seen = changes.filter((c) => c.section === section && c[side]).map((c) => c[side]!.path[1]);
            expect(seen.sort()).toEqual(data[section].map((_, i) => i));
          }
        }
        for (const c of changes) {
          if (c.how === "id") expect(c.before!.value.id).toBe(c.after!.value.id);
          if (c.how === "label") {
            expect(c.before!.value.label).toBe(c.after!.value.label);
            expect(c.before!.value.id === undefined || c.after!.value.id === undefined).toBe(true);
          }
        }
      }),
    );
  });
});
