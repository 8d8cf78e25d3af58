import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostic.js";
import { validateDatabase } from "../../src/resources/database.js";

const ids = (d: Diagnostic[]) => d.map((x) => x.ruleId);
const db = (extra: Record<string, unknown> = {}) => ({
  label: "orders-db",
  engine: "mysql/8.0.30",
  region: "us-east",
  type: "g6-dedicated-2",
  cluster_size: 3,
  replication_type: "semi_synch",
  allow_list: ["10.0.1.0/24"],
  ...extra,
});

describe("validateDatabase (create)", () => {
  it("accepts a valid database", () => {
    expect(validateDatabase(db())).toEqual([]);
  });

  it.each([
    ["ab", ["database-label-length"]],
    ["abc", []],
    ["a".repeat(32), []],
    ["a".repeat(33), ["database-label-length"]],
  ])("label %j", (label, expected) => {
    expect(ids(validateDatabase(db({ label })))).toEqual(expected);
  });

  it.each([
    ["mysql/8.0.30", []],
    ["mysql/8", []],
    ["mysql", ["database-engine"]],
    ["mysql/", ["database-engine"]],
    ["postgresql/15", ["database-engine"]],
    ["mysql/8..0", ["database-engine-version"]],
    ["mysql/latest", ["database-engine-version"]],
    ["mysql/8.0/1", ["database-engine"]],
  ])("engine %j", (engine, expected) => {
    expect(ids(validateDatabase(db({ engine })))).toEqual(expected);
  });

  it.each([
    [1, "none", ["database-single-node"]],
    [1, undefined, ["database-single-node"]],
    [1, "asynch", ["database-single-node", "database-replication"]],
    [3, "asynch", []],
    [3, "semi_synch", []],
    [3, undefined, []],
    [3, "none", ["database-replication"]],
    [2, "asynch", ["database-cluster-size"]],
    // A value outside the enum is one error (the enum's), not a second one derived from it.
    [3, "sync", ["database-field-type"]],
    [1, "sync", ["database-field-type", "database-single-node"]],
  ])("cluster_size %j with replication_type %j", (cluster_size, replication_type, expected) => {
    const body: Record<string, unknown> = db({ cluster_size, replication_type });
    if (replication_type === undefined) delete body.replication_type;
    expect(ids(validateDatabase(body)).sort()).toEqual([...expected].sort());
  });

  it("treats an absent cluster_size as one node", () => {
    const { cluster_size: _a, replication_type: _b, ...body } = db();
    expect(validateDatabase(body)).toMatchObject([{ ruleId: "database-single-node", path: [] }]);
  });

  it("requires label, engine, region and type; rejects update-only and unknown fields on create", () => {
    expect(ids(validateDatabase({}))).toEqual(["database-required-field", "database-required-field", "database-required-field", "database-required-field", "database-allow-list-empty", "database-single-node"]);
    expect(ids(validateDatabase(db({ updates: { frequency: "weekly", duration: 1, hour_of_day: 1, day_of_week: 1 } })))).toEqual(["database-unknown-field"]);
  });
});

describe("allow_list", () => {
  const allow = (allow_list: unknown[]) => validateDatabase(db({ allow_list }));
  it.each([
    [["203.0.113.10/32"], []],
    [["203.0.113.10"], ["database-allow-list-canonical"]],
    [["10.0.1.5/24"], ["database-allow-list-host-bits"]],
    [["0.0.0.0/0"], ["database-allow-list-open"]],
    [["010.0.0.1"], ["database-allow-list-syntax"]],
    [["10.0.0.0/33"], ["database-allow-list-syntax"]],
    // "a single IP address or a CIDR range" (the reference); IPv4 only is the live API's (SPEC §7).
    [["2001:db8::/32"], ["database-allow-list-ipv4"]],
    [["2001:db8::1"], ["database-allow-list-ipv4"]],
    [["2001:db8::/129"], ["database-allow-list-syntax"]],
    [["db.example.com"], ["database-allow-list-syntax"]],
    [["10.0.0.0/24", "10.0.0.0/24"], ["database-allow-list-duplicate"]],
    [["10.0.0.0/16", "10.0.5.0/24"], ["database-allow-list-contained"]],
    [["10.0.5.0/24", "10.0.0.0/16"], ["database-allow-list-contained"]],
    [["10.0.0.0/24", "10.0.1.0/24"], []],
    [[], ["database-allow-list-empty"]],
  ])("%j", (list, expected) => {
    expect(ids(allow(list))).toEqual(expected);
  });

  it("writes a bare address with /32 in its fix, and names the covering entry", () => {
    expect(allow(["203.0.113.10"])[0]!.fix).toEqual({ path: ["allow_list", 0], value: "203.0.113.10/32", description: "replace with 203.0.113.10/32" });
    expect(allow(["10.0.5.0/24", "10.0.0.0/16"])[0]).toMatchObject({ path: ["allow_list", 0], related: [{ path: ["allow_list", 1] }] });
  });

  it("reports one finding per redundant entry", () => {
    const d = allow(["0.0.0.0/0", "10.0.0.0/8", "10.0.0.0/8", "10.1.0.0/16"]);
    expect(d.map((x) => [x.ruleId, x.path[1]])).toEqual([
      ["database-allow-list-open", 0],
      ["database-allow-list-duplicate", 2],
      ["database-allow-list-contained", 1],
      ["database-allow-list-contained", 3],
    ]);
  });

  it("warns when the allow list is absent (its default blocks everything) and on ssl_connection false", () => {
    const { allow_list: _x, ...body } = db();
    expect(ids(validateDatabase(body))).toEqual(["database-allow-list-empty"]);
    expect(ids(validateDatabase(db({ ssl_connection: false })))).toEqual(["database-ssl-disabled"]);
    expect(validateDatabase(db({ ssl_connection: true, encrypted: true }))).toEqual([]);
  });
});

describe("update", () => {
  const window = (extra: Record<string, unknown>) => validateDatabase({ updates: { frequency: "weekly", duration: 1, hour_of_day: 3, day_of_week: 7, week_of_month: null, ...extra } }, "update");
  it.each([
    [{}, []],
    [{ duration: 0 }, ["database-updates"]],
    [{ duration: 3 }, []],
    [{ duration: 4 }, ["database-updates"]],
    [{ hour_of_day: 0 }, []],
    [{ hour_of_day: 23 }, []],
    [{ hour_of_day: 24 }, ["database-updates"]],
    [{ day_of_week: 0 }, ["database-updates"]],
    [{ day_of_week: 1 }, []],
    [{ day_of_week: 8 }, ["database-updates"]],
    [{ frequency: "daily" }, ["database-updates"]],
    [{ frequency: "monthly", week_of_month: 1 }, []],
    [{ frequency: "monthly", week_of_month: 4 }, []],
    [{ frequency: "monthly", week_of_month: 5 }, ["database-updates"]],
    [{ frequency: "monthly", week_of_month: 0 }, ["database-updates"]],
    [{ frequency: "monthly", week_of_month: null }, ["database-updates"]],
    [{ frequency: "weekly", week_of_month: 2 }, ["database-updates"]],
    [{ duration: 1.5 }, ["database-field-type"]],
  ])("updates %j", (patch, expected) => {
    expect(ids(window(patch))).toEqual(expected);
  });

  it("takes only label, allow_list, type and updates", () => {
    expect(validateDatabase({ label: "new-name", allow_list: ["10.0.0.0/24"], type: "g6-dedicated-4" }, "update")).toEqual([]);
    expect(ids(validateDatabase({ cluster_size: 3, engine: "mysql/8" }, "update"))).toEqual(["database-update-field", "database-update-field"]);
  });
});

describe("robustness", () => {
  it("never throws on any JSON value, alone or in the fields", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (v, w) => {
        validateDatabase(v);
        validateDatabase(v, "update");
        validateDatabase(db({ allow_list: [v, w], updates: v, cluster_size: w, replication_type: v }));
      }),
    );
  });
});
