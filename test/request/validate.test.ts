/**
 * validateRequest, endpoint by endpoint: for every route of the table a good request passes, wrong
 * path parameters are refused, and for every body endpoint each kind of bad body (no body, a wrong
 * type, a missing required field, an unknown field, the endpoint's own semantic rule) is refused
 * with the API's error body; for every list endpoint bad paging and, where the collection's fields
 * are known, a bad X-Filter are refused.
 */
import { describe, expect, it } from "vitest";
import { validateRequest, type ApiRequest, type RequestResult } from "../../src/request/validate.js";
import { routes } from "../../src/request/routes.js";
import { COLLECTIONS, RECORD_FIELDS, type Collection } from "../../src/filter/fields.js";
import { MAX_FIREWALL_RULES } from "../../src/resources/firewall.js";

const ids = (r: RequestResult) => r.diagnostics.map((d) => d.ruleId);
const errorIds = (r: RequestResult) => r.diagnostics.filter((d) => d.severity === "error").map((d) => d.ruleId);

const rule = (port: number) => ({ action: "ACCEPT", protocol: "TCP", ports: String(port), addresses: { ipv4: ["203.0.113.0/24"] } });
const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [rule(443)] };

/** A concrete path for each route's template, with valid parameters. */
const VALID_PARAMS: Record<string, string> = {
  vpcId: "12",
  vpcSubnetId: "34",
  engineId: "mysql/8.0.30",
  instanceId: "56",
  firewallId: "78",
  deviceId: "90",
  address: "203.0.113.10",
  range: "2600:3c03:e000:100::",
  stackscriptId: "1234",
  imageId: "private/15",
};
const concrete = (template: string, params: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? VALID_PARAMS[name]!);

/** Wrong forms of each parameter kind, with the rule that reports them. */
const INVALID_PARAMS: Record<string, [string, string][]> = {
  integer: [["abc", "request-path-parameter"], ["0", "request-path-parameter"], ["012", "request-path-parameter"], ["-3", "request-path-parameter"], ["1.5", "request-path-parameter"], ["99999999999999999", "request-path-parameter"]],
  engineId: [["mysql", "request-path-parameter"]],
  ipAddress: [["203.0.113.300", "request-path-parameter"], ["203.0.113.10/32", "request-path-parameter"], ["web-1", "request-path-parameter"]],
  ipv6Range: [["2600:3c03:e000:100::/64", "request-path-parameter"], ["203.0.113.10", "request-path-parameter"], ["2600:::1", "request-path-parameter"]],
  imageId: [["15", "image-id-syntax"], ["linode/debian12", "image-id-syntax"], ["private/x", "image-id-syntax"]],
};

/**
 * For each body endpoint: a good body, and bad bodies with the rules (errors) they must raise; a
 * constraint of the live API beyond the reference raises its error under `{ profile: "live" }` (the
 * fourth element) and is a warning by default (reference-corpus.test.ts).
 */
const LIVE = { profile: "live" } as const;
const BODIES: Record<string, { good: unknown; bad: [string, unknown, string[], typeof LIVE?][] }> = {
  "POST /vpcs": {
    good: { label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }] },
    bad: [
      ["wrong type", { label: "prod", region: 1 }, ["vpc-field-type"]],
      ["missing region", { label: "prod" }, ["vpc-required-field"]],
      ["unknown field", { label: "prod", region: "us-east", tags: [] }, ["vpc-unknown-field"]],
      ["overlapping subnets (live)", { label: "prod", region: "us-east", subnets: [{ label: "a", ipv4: "10.0.0.0/16" }, { label: "b", ipv4: "10.0.1.0/24" }] }, ["subnet-overlap"], LIVE],
      ["a public subnet (live)", { label: "prod", region: "us-east", subnets: [{ label: "a", ipv4: "203.0.113.0/24" }] }, ["subnet-ipv4-private"], LIVE],
    ],
  },
  "PUT /vpcs/{vpcId}": {
    good: { label: "prod-2", description: "the production VPC" },
    bad: [
      ["wrong type", { label: 5 }, ["vpc-field-type"]],
      ["a field update cannot change", { region: "us-west" }, ["vpc-update-field"]],
      ["a label with \"_\" (live)", { label: "prod_2" }, ["vpc-label-syntax"], LIVE],
      ["a label of 65 characters", { label: "v".repeat(65) }, ["vpc-label-length"]],
    ],
  },
  "POST /vpcs/{vpcId}/subnets": {
    good: { label: "db", ipv4: "10.0.2.0/24" },
    bad: [
      ["wrong type", { label: "db", ipv4: ["10.0.2.0/24"] }, ["vpc-field-type"]],
      ["missing ipv4", { label: "db" }, ["vpc-required-field"]],
      ["unknown field", { label: "db", ipv4: "10.0.2.0/24", ipv6: "2600::/64" }, ["vpc-unknown-field"]],
      ["host bits set", { label: "db", ipv4: "10.0.2.1/24" }, ["subnet-ipv4-canonical"]],
      ["a /30 (live)", { label: "db", ipv4: "10.0.2.0/30" }, ["subnet-ipv4-prefix"], LIVE],
    ],
  },
  "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}": {
    good: { label: "db-2" },
    bad: [
      ["wrong type", { label: null }, ["vpc-field-type"]],
      ["ipv4 cannot change", { label: "db", ipv4: "10.0.3.0/24" }, ["vpc-update-field"]],
    ],
  },
  "POST /databases/mysql/instances": {
    good: { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", cluster_size: 3, replication_type: "semi_synch", allow_list: ["203.0.113.0/24"] },
    bad: [
      ["wrong type", { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", encrypted: "yes", allow_list: ["203.0.113.0/24"] }, ["database-field-type"]],
      ["missing engine", { label: "orders", region: "us-east", type: "g6-dedicated-2", allow_list: ["203.0.113.0/24"] }, ["database-required-field"]],
      ["unknown field", { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", allow_list: ["203.0.113.0/24"], port: 3306 }, ["database-unknown-field"]],
      ["replication for one node (live)", { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", cluster_size: 1, replication_type: "asynch", allow_list: ["203.0.113.0/24"] }, ["database-replication"], LIVE],
      ["a replication type outside the enum: one error", { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", cluster_size: 1, replication_type: "sync", allow_list: ["203.0.113.0/24"] }, ["database-field-type"]],
      ["a bad allow-list entry", { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", allow_list: ["203.0.113.0/33"] }, ["database-allow-list-syntax"]],
    ],
  },
  "PUT /databases/mysql/instances/{instanceId}": {
    good: { label: "orders-2", allow_list: ["203.0.113.0/24"], updates: { frequency: "weekly", duration: 2, hour_of_day: 3, day_of_week: 7, week_of_month: null } },
    bad: [
      ["wrong type", { label: 7 }, ["database-field-type"]],
      ["a field update cannot change", { engine: "mysql/8.0.31" }, ["database-update-field"]],
      ["a bad window (live)", { updates: { frequency: "monthly", duration: 4, hour_of_day: 3, day_of_week: 7 } }, ["database-updates", "database-updates"], LIVE],
      ["a window with a duration that is not an integer", { updates: { frequency: "weekly", duration: "2", hour_of_day: 3, day_of_week: 7 } }, ["database-field-type"]],
    ],
  },
  "POST /networking/firewalls": {
    good: { label: "web-fw", rules, devices: { computes: [101] }, tags: ["prod"] },
    bad: [
      ["wrong type", { label: "web-fw", rules, tags: "prod" }, ["firewall-field-type"]],
      ["missing rules", { label: "web-fw" }, ["firewall-required-field"]],
      ["unknown field", { label: "web-fw", rules, status: "enabled" }, ["firewall-unknown-field"]],
      ["a bad port string", { label: "web-fw", rules: { ...rules, inbound: [{ ...rule(22), ports: "22-" }] } }, ["firewall-ports-syntax"]],
      ["a label with a digit first (live)", { label: "1-fw", rules }, ["firewall-label-letter-first"], LIVE],
      ["a label ending in a hyphen", { label: "web-", rules }, ["firewall-label-syntax"]],
    ],
  },
  "PUT /networking/firewalls/{firewallId}": {
    good: { label: "web-fw-2", status: "disabled", tags: [] },
    bad: [
      ["wrong type", { tags: [1] }, ["firewall-field-type"]],
      ["rules through update", { rules }, ["firewall-update-field"]],
      ["status deleted", { status: "deleted" }, ["firewall-status"]],
    ],
  },
  "POST /networking/firewalls/{firewallId}/devices": {
    good: { id: 101, type: "compute" },
    bad: [
      ["wrong type", { id: "101", type: "compute" }, ["firewall-field-type"]],
      ["missing type", { id: 101 }, ["firewall-required-field"]],
      ["unknown field", { id: 101, type: "compute", label: "web-1" }, ["firewall-unknown-field"]],
      ["an unknown device type", { id: 101, type: "linode" }, ["firewall-device-type"]],
    ],
  },
  "PUT /networking/firewalls/{firewallId}/rules": {
    good: { inbound: [rule(22)], outbound: [] },
    bad: [
      ["wrong type", { inbound: {} }, ["firewall-field-type"]],
      ["missing addresses", { inbound: [{ action: "ACCEPT", protocol: "TCP" }] }, ["firewall-required-field"]],
      ["unknown field", { inbound: [rule(22)], devices: {} }, ["firewall-unknown-field"]],
      ["ports on ICMP", { inbound: [{ ...rule(22), protocol: "ICMP" }] }, ["firewall-ports-protocol"]],
    ],
  },
  "POST /networking/ips": {
    good: { compute_id: 101, public: true, type: "ipv4" },
    bad: [
      ["wrong type", { compute_id: 101, public: "yes", type: "ipv4" }, ["ip-field-type"]],
      ["missing type", { compute_id: 101, public: true }, ["ip-required-field"]],
      ["unknown field", { compute_id: 101, public: true, type: "ipv4", region: "us-east" }, ["ip-unknown-field"]],
      ["ipv6", { compute_id: 101, public: true, type: "ipv6" }, ["ip-field-type"]],
    ],
  },
  "POST /networking/ips/assign": {
    good: { region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: 101 }] },
    bad: [
      ["an instance label (a state-file convenience)", { region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: "web-1" }] }, ["ip-field-type"]],
      ["missing assignments", { region: "us-east" }, ["ip-required-field"]],
      ["unknown field", { region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: 101, public: true }] }, ["ip-unknown-field"]],
      ["an address with a mask", { region: "us-east", assignments: [{ address: "203.0.113.11/32", compute_id: 101 }] }, ["ip-address-syntax"]],
    ],
  },
  "POST /networking/ips/share": {
    good: { compute_id: 101, ips: ["203.0.113.12"] },
    bad: [
      ["wrong type", { compute_id: 101, ips: "203.0.113.12" }, ["ip-field-type"]],
      ["missing ips", { compute_id: 101 }, ["ip-required-field"]],
      ["unknown field", { compute_id: 101, ips: [], region: "us-east" }, ["ip-unknown-field"]],
      ["a range with its prefix length", { compute_id: 101, ips: ["2600:3c03:e000:100::/64"] }, ["ip-address-syntax"]],
    ],
  },
  "PUT /networking/ips/{address}": {
    good: { rdns: "www.example.com" },
    bad: [
      ["wrong type", { rdns: 5 }, ["ip-field-type"]],
      ["missing rdns", {}, ["ip-required-field"]],
      ["unknown field", { rdns: null, ttl: 300 }, ["ip-unknown-field"]],
    ],
  },
  "POST /networking/ipv6/ranges": {
    good: { prefix_length: 64, compute_id: 101 },
    bad: [
      ["wrong type", { prefix_length: 64, compute_id: "101" }, ["ip-field-type"]],
      ["missing prefix_length", { compute_id: 101 }, ["ip-required-field"]],
      ["unknown field", { prefix_length: 64, compute_id: 101, region: "us-east" }, ["ip-unknown-field"]],
      ["a /48", { prefix_length: 48, compute_id: 101 }, ["ipv6-range-prefix"]],
      ["both targets", { prefix_length: 64, compute_id: 101, route_target: "2600:3c03::1" }, ["ipv6-range-target"]],
    ],
  },
  "POST /compute/stackscripts": {
    good: { label: "bootstrap", images: ["compute/debian12"], script: "#!/bin/bash\necho hi\n", is_public: false },
    bad: [
      ["wrong type", { label: "bootstrap", images: ["compute/debian12"], script: "#!/bin/bash\n", is_public: "no" }, ["stackscript-field-type"]],
      ["missing script", { label: "bootstrap", images: ["compute/debian12"] }, ["stackscript-required-field"]],
      ["unknown field", { label: "bootstrap", images: ["compute/debian12"], script: "#!/bin/bash\n", user: "me" }, ["stackscript-unknown-field"]],
      ["a bad image id", { label: "bootstrap", images: ["debian12"], script: "#!/bin/bash\n" }, ["image-id-syntax"]],
    ],
  },
  "PUT /compute/stackscripts/{stackscriptId}": {
    good: { rev_note: "fix", script: "#!/bin/sh\n" },
    bad: [
      ["wrong type", { rev_note: 1 }, ["stackscript-field-type"]],
      ["unknown field", { deployments_total: 5 }, ["stackscript-unknown-field"]],
      ["a short label", { label: "ab" }, ["stackscript-label-length"]],
    ],
  },
  "POST /images": {
    good: { disk_id: 42, label: "golden", cloud_init: true },
    bad: [
      ["wrong type", { disk_id: "42" }, ["image-field-type"]],
      ["missing disk_id", { label: "golden" }, ["image-required-field"]],
      ["an upload's body", { label: "golden", region: "us-east" }, ["image-required-field", "image-unknown-field"]],
      ["a long description", { disk_id: 42, description: "x".repeat(65001) }, ["image-description-length"]],
    ],
  },
  "POST /images/upload": {
    good: { label: "golden", region: "us-east", description: "built by CI" },
    bad: [
      ["wrong type", { label: "golden", region: "us-east", cloud_init: "yes" }, ["image-field-type"]],
      ["missing region", { label: "golden" }, ["image-required-field"]],
      ["a capture's body", { disk_id: 42, label: "golden" }, ["image-required-field", "image-unknown-field"]],
    ],
  },
  "PUT /images/{imageId}": {
    good: { label: "golden-2", description: null },
    bad: [
      ["wrong type", { label: ["x"] }, ["image-field-type"]],
      ["a field update cannot change", { region: "us-west" }, ["image-update-field"]],
      ["an empty description", { description: "" }, ["image-description-length"]],
    ],
  },
};
BODIES["POST /networking/ipv4/assign"] = BODIES["POST /networking/ips/assign"]!;
BODIES["POST /networking/ipv4/share"] = BODIES["POST /networking/ips/share"]!;

const bodyRoutes = routes.filter((r) => r.input.kind === "body");
const listRoutes = routes.filter((r) => r.input.kind === "list");
const paramRoutes = routes.filter((r) => Object.keys(r.params).length > 0);

describe("the route table", () => {
  it("has every endpoint of the reference once, with a body table entry for each that takes a body", () => {
    expect(routes).toHaveLength(57);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(bodyRoutes.map((r) => r.id).sort()).toEqual(Object.keys(BODIES).sort());
  });

  it("names a shipped JSON Schema for every body", async () => {
    const { SCHEMA_FILES } = await import("../../src/schemas/index.js");
    for (const r of bodyRoutes) expect(SCHEMA_FILES).toHaveProperty([(r.input as { schema: string }).schema]);
  });
});

describe.each(routes.map((r) => [r.id, r] as const))("%s", (id, route) => {
  const body = BODIES[id];
  const request = (extra: Partial<ApiRequest> = {}): ApiRequest => ({ method: route.method, path: concrete(route.path), ...(body ? { body: body.good } : {}), ...extra });

  it("accepts a good request", () => {
    const result = validateRequest(request());
    expect(errorIds(result)).toEqual([]);
    expect(result).toMatchObject({ ok: true, status: 200, endpoint: id, errors: [] });
    expect(result.route).toBe(route);
  });

  for (const [name, kind] of Object.entries(route.params)) {
    it.each(INVALID_PARAMS[kind] ?? [])(`refuses ${name} = %j`, (value, ruleId) => {
      const result = validateRequest(request({ path: concrete(route.path, { [name]: value }) }));
      expect(result).toMatchObject({ ok: false, status: 400, endpoint: id });
      expect(errorIds(result)).toEqual([ruleId]);
      expect(result.errors).toEqual([{ field: name, reason: expect.any(String) }]);
    });
  }

  if (body) {
    it("refuses a request without a body", () => {
      const result = validateRequest({ method: route.method, path: concrete(route.path) });
      expect(errorIds(result)).toEqual(["request-body"]);
      expect(result.errors).toEqual([{ reason: `${id} takes a JSON body; the request has none` }]);
    });

    it("refuses a body that is not an object", () => {
      expect(validateRequest(request({ body: [body.good] })).ok).toBe(false);
      expect(errorIds(validateRequest(request({ body: "{not json" })))).toEqual(["request-body"]);
    });

    it("reads a body given as JSON text or bytes", () => {
      expect(validateRequest(request({ body: JSON.stringify(body.good) })).ok).toBe(true);
      expect(validateRequest(request({ body: new TextEncoder().encode(JSON.stringify(body.good)) })).ok).toBe(true);
    });

    it.each(body.bad)("refuses %s", (_name, bad, expected, options) => {
      const result = validateRequest(request({ body: bad }), options);
      expect(result.ok).toBe(false);
      expect(errorIds(result).sort()).toEqual([...expected].sort());
      expect(result.errors).toHaveLength(expected.length);
    });
  }

  if (route.input.kind === "list") {
    it("checks page and page_size at their bounds", () => {
      const at = (query: string) => errorIds(validateRequest(request({ path: `${concrete(route.path)}?${query}` })));
      expect(at("page=1&page_size=25")).toEqual([]);
      expect(at("page=0")).toEqual(["paging-page"]);
      // 25..500 where the reference states it (Limits); elsewhere the live API's bounds, a warning by default.
      const bounded = route.input.kind === "list" && route.input.pageSizeBounded === true;
      expect(at("page_size=24")).toEqual(bounded ? ["paging-page-size"] : []);
      expect(at("page_size=500")).toEqual([]);
      expect(at("page_size=501")).toEqual(bounded ? ["paging-page-size"] : []);
      const live = (query: string) => errorIds(validateRequest(request({ path: `${concrete(route.path)}?${query}` }), { profile: "live" }));
      expect(live("page_size=24")).toEqual([bounded ? "paging-page-size" : "paging-page-size-unstated"]);
      expect(live("page_size=25")).toEqual([]);
      expect(at("page=two")).toEqual(["paging-page"]);
      expect(at("page=1&page=2")).toEqual(["request-query"]);
    });

    const collection = route.input.collection;
    if (collection && collection !== "ipv6-ranges") {
      it(`checks the X-Filter header against the fields of ${collection}`, () => {
        const withFilter = (filter: string) => validateRequest(request({ headers: { "X-Filter": filter } }));
        const record = RECORD_FIELDS[collection as Collection];
        // A key the filterable-field table (the live API's, SPEC §6) does not list: where the reference tabulates the
        // record, one of its fields; elsewhere (the record's fields "not shown") any key.
        const field = record ? record.find((f) => !(f in COLLECTIONS[collection as Collection]))! : "no_such_field";
        const value = JSON.stringify({ [field]: 1 });
        // The table blocks under the live profile only.
        expect(withFilter(value)).toMatchObject({ ok: true, diagnostics: [{ ruleId: "filter-field", severity: "warning" }] });
        const live = validateRequest(request({ headers: { "X-Filter": value } }), { profile: "live" });
        expect(errorIds(live)).toEqual(["filter-field"]);
        expect(live.errors[0]!.field).toBe(`X-Filter.${field}`);
        // A key that names no field of a tabulated record is refused by default, at the header, as the live API does (issue 36).
        if (record) expect(withFilter('{"no_such_field": 1}')).toMatchObject({ ok: false, errors: [{ field: "X-Filter", reason: "Cannot filter on no_such_field" }] });
        expect(errorIds(withFilter("{bad"))).toEqual(["filter-structure"]);
        expect(errorIds(withFilter('{"+order": "up"}'))).toContain("filter-order");
      });
    }
  } else {
    it("warns about a query parameter or X-Filter it does not take, without refusing", () => {
      const result = validateRequest(request({ path: `${concrete(route.path)}?page=2`, headers: { "x-filter": "{}", ...(body ? { "content-type": "application/json" } : {}) } }));
      expect(result.ok).toBe(true);
      expect(ids(result)).toEqual(["request-ignored-input", "request-ignored-input"]);
    });
  }
});

describe("routing", () => {
  it.each([
    ["/networking/firewall", 404],
    ["/", 404],
    ["", 404],
    ["/v4/nope/1", 404],
  ])("an unknown path %j is a 404 with one error", (path, status) => {
    const result = validateRequest({ method: "GET", path });
    expect(result).toMatchObject({ ok: false, status, errors: [{ reason: expect.stringContaining("no endpoint") }] });
    expect(result.endpoint).toBeUndefined();
  });

  it("an endpoint's path with another method is a 405 naming the methods it takes", () => {
    expect(validateRequest({ method: "PATCH", path: "/networking/firewalls/1" })).toMatchObject({
      ok: false,
      status: 405,
      errors: [{ reason: '"PATCH" is not a method of "/networking/firewalls/1"; it takes GET, PUT, DELETE' }],
    });
    // /images/upload is its own endpoint, not an image id.
    expect(validateRequest({ method: "GET", path: "/images/upload" })).toMatchObject({ status: 405 });
  });

  it("understands a base URL, /v4, a query string, a trailing slash, lower-case methods and percent-encoding", () => {
    for (const path of ["https://api.example.com/v4/networking/firewalls/7?x#y", "/v4/networking/firewalls/7", "networking/firewalls/7/", "/networking/firewalls/%37"]) {
      expect(validateRequest({ method: "get", path }), path).toMatchObject({ endpoint: "GET /networking/firewalls/{firewallId}", params: { firewallId: "7" } });
    }
    expect(validateRequest({ method: "GET", path: "/images/private%2F15" })).toMatchObject({ ok: true, params: { imageId: "private/15" } });
    expect(validateRequest({ method: "GET", path: "/vpcs/%E0%A4%A" })).toMatchObject({ ok: false, errors: [{ reason: expect.stringContaining("percent-encoding") }] });
  });

  it("takes the query as an object, a string or URLSearchParams", () => {
    for (const query of [{ page_size: "20" }, "page_size=20", "?page_size=20", new URLSearchParams({ page_size: "20" }), { page_size: 20 }, { page_size: ["20"] }]) {
      expect(errorIds(validateRequest({ method: "GET", path: "/networking/firewalls", query }))).toEqual(["paging-page-size"]);
    }
  });

  it("reads headers from a fetch Headers object, in any case", () => {
    const headers = new Headers({ "x-FILTER": '{"label": 1}' });
    expect(errorIds(validateRequest({ method: "GET", path: "/images", headers }))).toEqual(["filter-value-type"]);
  });

  it("refuses a body sent with another content type", () => {
    const result = validateRequest({ method: "PUT", path: "/vpcs/1", body: { label: "x" }, headers: { "Content-Type": "text/plain" } });
    expect(result.errors).toEqual([{ field: "Content-Type", reason: expect.stringContaining("application/json") }]);
    expect(validateRequest({ method: "PUT", path: "/vpcs/1", body: { label: "x" }, headers: { "content-type": "application/json; charset=utf-8" } }).ok).toBe(true);
  });
});

describe("the API's error body", () => {
  it("names fields the API's way, a missing field by itself", () => {
    const result = validateRequest({
      method: "POST",
      path: "/networking/firewalls",
      body: { rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [rule(22), { protocol: "TCP", addresses: { ipv4: ["10.0.0.0/8"] }, ports: "0" }] } },
    });
    expect(result.errors).toEqual([
      { field: "label", reason: 'the object is missing the required field "label"' },
      { field: "rules.inbound[1].action", reason: 'inbound[1] is missing the required field "action"' },
      { field: "rules.inbound[1].ports", reason: expect.stringContaining("ports") },
    ]);
    expect(JSON.parse(JSON.stringify({ errors: result.errors }))).toEqual({ errors: result.errors });
  });

  it("puts advice in diagnostics, not in errors", () => {
    const result = validateRequest({ method: "PUT", path: "/networking/firewalls/1/rules", body: { inbound: [{ ...rule(22), addresses: { ipv4: ["203.0.113.5/24"] } }] } });
    expect(result.ok).toBe(true);
    expect(result.errors).toEqual([]);
    expect(ids(result)).toEqual(["firewall-address-not-canonical"]);
  });

  it("blocks on a rule of the live API beyond the reference only when asked to (profile or per rule), and the caller can turn it off", () => {
    const request = { method: "POST", path: "/networking/firewalls", body: { label: "1-fw", rules } };
    expect(validateRequest(request)).toMatchObject({ ok: true, errors: [], diagnostics: [{ ruleId: "firewall-label-letter-first", severity: "warning" }] });
    expect(validateRequest(request, { profile: "live" })).toMatchObject({ ok: false, errors: [{ field: "label" }] });
    expect(validateRequest(request, { rules: { "firewall-label-letter-first": "error" } })).toMatchObject({ ok: false, errors: [{ field: "label" }] });
    expect(validateRequest(request, { rules: { "firewall-label-letter-first": "off" } })).toMatchObject({ ok: true, diagnostics: [] });
    expect(validateRequest(request, { profile: "live", rules: { "firewall-label-letter-first": "warning" } })).toMatchObject({ ok: true, diagnostics: [{ severity: "warning" }] });
  });

  it(`counts firewall rules at the boundary: ${MAX_FIREWALL_RULES - 1}/${MAX_FIREWALL_RULES}/${MAX_FIREWALL_RULES + 1}`, () => {
    const create = (n: number) =>
      validateRequest({ method: "POST", path: "/networking/firewalls", body: { label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: Array.from({ length: n }, (_, i) => rule(1000 + i)) } } });
    expect(create(MAX_FIREWALL_RULES - 1).ok).toBe(true);
    expect(create(MAX_FIREWALL_RULES).ok).toBe(true);
    expect(create(MAX_FIREWALL_RULES + 1)).toMatchObject({ ok: false, errors: [{ field: `rules.inbound[${MAX_FIREWALL_RULES}]`, reason: expect.stringContaining("at most 25") }] });
  });

  it("bounds the error body of a pathological request", () => {
    const ports = Array.from({ length: 10_000 }, () => ({ ...rule(1), ports: "0" }));
    const result = validateRequest({ method: "PUT", path: "/networking/firewalls/1/rules", body: { inbound: ports } });
    expect(result.errors.filter((e) => e.reason.includes("ports")).length).toBeLessThanOrEqual(51);
    expect(result.errors.some((e) => /^and \d+ more firewall-ports-syntax/.test(e.reason))).toBe(true);
  });

  it("escapes user data in every reason", () => {
    const result = validateRequest({ method: "PUT", path: "/vpcs/1", body: { label: "a\u001b[31mb\u202e" } });
    for (const e of result.errors) expect(e.reason).not.toMatch(/[\u001b\u202e]/);
  });
});

describe("IP requests and the inventory", () => {
  const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10", "203.0.113.11"] } }] };
  const assign = { method: "POST", path: "/networking/ips/assign", body: { region: "us-east", assignments: [{ address: "198.51.100.7", compute_id: 101 }] } };

  it("judges a request on its own without an inventory", () => {
    expect(validateRequest(assign).ok).toBe(true);
  });

  it("runs the account checks when one is passed", () => {
    const result = validateRequest(assign, { inventory });
    expect(errorIds(result)).toEqual(["ip-not-on-account"]);
    expect(result.errors[0]!.field).toBe("assignments[0].address");
  });
});

describe("totality", () => {
  it.each([undefined, null, 5, "GET /vpcs", [], { method: "GET" }, { path: 5 }, { method: 5, path: "/vpcs" }, { method: "GET", path: "x".repeat(10_000) }])("answers %j with a result, not a throw", (input) => {
    const result = validateRequest(input as ApiRequest);
    expect(result.ok).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it("survives hostile headers and queries", () => {
    const headers = { get: () => { throw new Error("boom"); } };
    expect(validateRequest({ method: "GET", path: "/images", headers: Object.create(headers) as unknown }).ok).toBe(true);
    expect(validateRequest({ method: "GET", path: "/images", query: Object.create(null) as unknown }).ok).toBe(true);
    expect(validateRequest({ method: "GET", path: "/images", headers: { "X-Filter": ["{}", "{}"] } }).ok).toBe(false);
  });
});

describe("accepted results", () => {
  it("share one frozen empty array for errors (and for diagnostics when there are none)", () => {
    const a = validateRequest({ method: "POST", path: "/vpcs/3/subnets", body: { label: "a", ipv4: "10.0.0.0/24" } });
    const b = validateRequest({ method: "GET", path: "/vpcs?page=2" });
    expect(Object.isFrozen(a.errors) && Object.isFrozen(a.diagnostics)).toBe(true);
    expect(b.errors).toBe(a.errors);
    const advised = validateRequest({ method: "PUT", path: "/networking/firewalls/1/rules", body: { inbound: [{ ...rule(22), addresses: { ipv4: ["203.0.113.5/24"] } }] } });
    expect(Object.isFrozen(advised.errors)).toBe(true);
    expect(Object.isFrozen(advised.diagnostics)).toBe(false);
  });

  it("gives the same answer whether the path was matched before or not", () => {
    const first = validateRequest({ method: "POST", path: "/vpcs/424242/subnets", body: { label: "a", ipv4: "10.0.0.1/24" } });
    const second = validateRequest({ method: "POST", path: "/vpcs/424242/subnets", body: { label: "a", ipv4: "10.0.0.1/24" } });
    expect(second).toEqual(first);
    expect(second.params).toEqual({ vpcId: "424242" });
    // A path remembered as good does not make a bad parameter pass.
    expect(validateRequest({ method: "POST", path: "/vpcs/0424242/subnets", body: { label: "a", ipv4: "10.0.0.0/24" } }).ok).toBe(false);
  });
});

describe("the route table as data", () => {
  it("is frozen, so that no caller can change what every other caller matches on", () => {
    expect(Object.isFrozen(routes)).toBe(true);
    for (const r of routes) expect(Object.isFrozen(r) && Object.isFrozen(r.params) && Object.isFrozen(r.scopes) && Object.isFrozen(r.input)).toBe(true);
  });

  it("lists each endpoint's scopes as the reference does", () => {
    expect(routes.find((r) => r.id === "POST /networking/ips/assign")!.scopes).toEqual(["ips:read_write", "compute:read_write"]);
    expect(routes.find((r) => r.id === "POST /images")!.scopes).toEqual(["images:read_write", "compute:read_only"]);
    expect(routes.find((r) => r.id === "GET /vpcs")!.scopes).toEqual([]);
  });
});

describe("the cache of matched paths", () => {
  it("stays correct past its bound (1,024 paths per method), for paths of every kind", () => {
    for (let id = 1; id <= 2100; id++) {
      const path = `/vpcs/${id}/subnets/${id + 1}`;
      for (let round = 0; round < 2; round++) expect(validateRequest({ method: "GET", path }).params).toEqual({ vpcId: String(id), vpcSubnetId: String(id + 1) });
    }
    for (const path of ["/compute/stackscripts/__proto__", "/compute/stackscripts/constructor", "/compute/stackscripts/toString"]) {
      for (let round = 0; round < 2; round++) expect(validateRequest({ method: "GET", path })).toMatchObject({ ok: true, params: { stackscriptId: path.split("/")[3] } });
    }
    expect(validateRequest({ method: "GET", path: "__proto__" }).status).toBe(404);
  });
});

describe("the fast path (a path matched before, a service's query and headers)", () => {
  const path = "/vpcs/31337/subnets";
  const body = { label: "app", ipv4: "10.0.0.0/24" };
  it("checks what the headers and query hold, in any case of names, even for a remembered path", () => {
    expect(validateRequest({ method: "POST", path, body }).ok).toBe(true);
    expect(validateRequest({ method: "POST", path, body, query: {}, headers: { "content-type": "application/json; charset=utf-8", host: "x" } }).ok).toBe(true);
    expect(validateRequest({ method: "POST", path, body, headers: { "CONTENT-TYPE": "text/plain" } }).errors).toEqual([{ field: "Content-Type", reason: expect.stringContaining("application/json") }]);
    expect(ids(validateRequest({ method: "POST", path, body, headers: { "X-Filter": "{}", "Content-Type": "application/json" } }))).toEqual(["request-ignored-input"]);
    expect(ids(validateRequest({ method: "POST", path, body, query: { page: "2" } }))).toEqual(["request-ignored-input"]);
    expect(validateRequest({ method: "POST", path, body: JSON.stringify(body), query: {} }).ok).toBe(true);
  });
});
