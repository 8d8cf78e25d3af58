/**
 * A corpus of requests built from the API reference's own sentences (issue 21), in both
 * directions: what the reference allows (or leaves "not shown") passes validateRequest by default,
 * and what it states the API refuses is refused, with the `field` the API would name. The
 * constraints known of the live API beyond the reference stay in `diagnostics` as warnings by
 * default and block under `{ profile: "live" }`.
 */
import { describe, expect, it } from "vitest";
import { validateRequest } from "../../src/request/validate.js";
import { ALLOWED, REFUSED, database, rules } from "./corpus.js";

describe("what the reference allows passes validateRequest by default", () => {
  it.each(ALLOWED)("%s", (_sentence, request, live) => {
    const result = validateRequest(request);
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    if (live) expect(result.diagnostics.filter((d) => d.ruleId === live).map((d) => d.severity)).toContain("warning");
  });
});

describe("the live profile blocks what the live API is known to refuse beyond the reference", () => {
  it.each(ALLOWED.filter(([, , live]) => live !== undefined))("%s", (_sentence, request, live) => {
    const result = validateRequest(request, { profile: "live" });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.ruleId)).toContain(live);
  });

  it("or per rule, with the rest left at the reference", () => {
    const body = { label: "1-web", rules };
    expect(validateRequest({ method: "POST", path: "/networking/firewalls", body }, { rules: { "firewall-label-letter-first": "error" } })).toMatchObject({ ok: false, errors: [{ field: "label" }] });
    const subnet = { label: "app_1", ipv4: "10.0.2.0/30" };
    const one = validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: subnet }, { rules: { "subnet-ipv4-prefix": "error" } });
    expect(one.errors.map((e) => e.field)).toEqual(["ipv4"]);
    // and the live profile with one rule turned off
    const off = validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: subnet }, { profile: "live", rules: { "vpc-label-syntax": "off" } });
    expect(off.errors.map((e) => e.field)).toEqual(["ipv4"]);
  });
});

describe("what the reference says the API refuses is refused, naming the field", () => {
  it.each(REFUSED)("%s", (_sentence, request, field) => {
    const result = validateRequest(request);
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.field)).toContain(field);
  });
});

describe("error bodies a service can pass to its own users", () => {
  const firewall = (body: unknown) => validateRequest({ method: "POST", path: "/networking/firewalls", body });

  it("speak the API's vocabulary: an object, an array; no advice about state files", () => {
    expect(firewall({ label: "web-fw", rules: [] }).errors).toEqual([{ field: "rules", reason: "rules must be an object, not an array" }]);
    expect(firewall({ label: "web-fw", rules: { ...rules, inbound: {} } }).errors).toEqual([{ field: "rules.inbound", reason: "inbound must be an array, not an object" }]);
    const deleted = validateRequest({ method: "PUT", path: "/networking/firewalls/78", body: { status: "deleted" } });
    expect(deleted.errors).toHaveLength(1);
    expect(deleted.errors[0]!.reason).not.toMatch(/state|mapping/);
  });

  it("give one error per field and cause", () => {
    // An enum error, not a second one derived from the same value.
    const replication = validateRequest({ method: "POST", path: "/databases/mysql/instances", body: { ...database, cluster_size: 1, replication_type: "sync" } }, { profile: "live" });
    expect(replication.errors.filter((e) => e.field === "replication_type")).toHaveLength(1);
    // Two problems in one port string: one error for the field (both stay in diagnostics).
    const ports = validateRequest({ method: "PUT", path: "/networking/firewalls/78/rules", body: { inbound: [{ ...rules.inbound[0], ports: "22,  080" }] } });
    expect(ports.errors.map((e) => e.field)).toEqual(["inbound[0].ports"]);
    expect(ports.diagnostics.filter((d) => d.ruleId === "firewall-ports-syntax")).toHaveLength(2);
  });

  it("cut user text echoed in field and reason, as values are: a 1 MB unknown key is not a 2 MB body", () => {
    const key = "k".repeat(1024 * 1024);
    const result = validateRequest({ method: "POST", path: "/vpcs", body: { label: "prod", region: "us-east", [key]: 1 } });
    expect(result.ok).toBe(false);
    expect(JSON.stringify({ errors: result.errors }).length).toBeLessThan(1024);
    expect(result.errors[0]!.field!.length).toBeLessThanOrEqual(64);
    const hostile = validateRequest({ method: "POST", path: "/vpcs", body: { label: "prod", region: "us-east", "a\u202eb\u0000": 1 } });
    expect(hostile.errors[0]!.field).toBe("a\\u202eb\\u0000");
  });
});

describe("the vendor's own live requests (issue 36)", () => {
  const get = (path: string, filter: string) => ({ method: "GET", path, headers: { "X-Filter": filter } });

  it("the web console's subnet search, +contains on the integer id, passes under both profiles with a warning", () => {
    const request = get("/vpcs/12/subnets", '{"+or":[{"label":{"+contains":"app"}},{"id":{"+contains":"app"}}]}');
    for (const options of [undefined, { profile: "live" as const }]) {
      const result = validateRequest(request, options);
      expect(result.ok).toBe(true);
      expect(result.errors).toEqual([]);
      expect(result.diagnostics.map((d) => [d.ruleId, d.severity, d.path])).toEqual([["filter-operator-type", "warning", ["headers", "X-Filter", "+or", 1, "id", "+contains"]]]);
    }
  });

  it("a key that names no field of the record is refused at X-Filter with the live API's reason, under both profiles", () => {
    for (const options of [undefined, { profile: "live" as const }]) {
      const result = validateRequest(get("/images", '{"foo":"bar"}'), options);
      expect(result.ok).toBe(false);
      expect(result.errors).toEqual([{ field: "X-Filter", reason: "Cannot filter on foo" }]);
    }
    // A field of the record the table does not mark filterable stays a warning by default.
    const created = validateRequest(get("/images", '{"created_by":"me"}'));
    expect(created.ok).toBe(true);
    expect(created.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([["filter-field", "warning"]]);
  });

  it("a field a later API version adds (vpc_type on VPCs): refused by the reference's record, a warning under the live profile", () => {
    const request = get("/vpcs", '{"vpc_type":"standard"}');
    expect(validateRequest(request).errors).toEqual([{ field: "X-Filter", reason: "Cannot filter on vpc_type" }]);
    const live = validateRequest(request, { profile: "live" });
    expect(live.ok).toBe(true);
    expect(live.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([["filter-field-later", "warning"]]);
  });
});
