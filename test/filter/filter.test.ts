import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostic.js";
import { applyFilter, matchesFilter, xFilterHeader } from "../../src/filter/evaluate.js";
import { COLLECTIONS, isDateTime, type Collection, type FieldSpec } from "../../src/filter/fields.js";
import { MAX_FILTER_DEPTH, validateFilter, validatePaging } from "../../src/filter/validate.js";

const ids = (d: Diagnostic[]) => d.map((x) => x.ruleId);

describe("validateFilter", () => {
  it.each([
    ["vpcs", { label: "prod" }],
    ["vpcs", { "subnets.label": "app", region: "us-east" }],
    ["vpcs", { created: { "+gte": "2026-01-01T00:00:00", "+lt": "2026-02-01T00:00:00" } }],
    ["firewalls", { tags: "web" }],
    ["firewalls", { tags: { "+or": ["web", "db"] } }],
    ["firewalls", { tags: { "+contains": "prod" } }],
    ["images", { "+or": [{ vendor: "Debian" }, { vendor: "Ubuntu" }], is_public: true, "+order_by": "size", "+order": "desc" }],
    ["images", { size: { "+lte": 5000 }, vendor: null }],
    ["stackscripts", { "+and": [{ mine: true }, { "+or": [{ label: { "+contains": "web" } }, { deployments_total: { "+gt": 10 } }] }] }],
    ["databases", { engine: "mysql", status: { "+neq": "failed" } }],
    ["ipv6-ranges", {}],
    ["vpc-ips", { active: true, vpc_id: 7 }],
  ])("accepts %s %j", (collection, filter) => {
    expect(validateFilter(collection, filter)).toEqual([]);
  });

  it.each([
    ["linodes", { label: "x" }, "filter-collection", []],
    ["vpcs", ["label"], "filter-structure", []],
    ["vpcs", "label", "filter-structure", []],
    ["vpcs", { "+and": [] }, "filter-structure", ["+and"]],
    ["vpcs", { "+or": [] }, "filter-structure", ["+or"]],
    ["vpcs", { "+or": [{ label: "a" }, "b"] }, "filter-structure", ["+or", 1]],
    ["vpcs", { "+not": { label: "a" } }, "filter-operator", ["+not"]],
    ["vpcs", { "+gt": 5 }, "filter-operator", ["+gt"]],
    ["vpcs", { label: { "+like": "a" } }, "filter-operator", ["label", "+like"]],
    ["vpcs", { label: { "+and": [] } }, "filter-operator", ["label", "+and"]],
    // An operator on a field of another type: the reference lists no operators, so a warning (issue 36).
    ["vpcs", { label: { "+gt": "a" } }, "filter-operator-type", ["label", "+gt"]],
    ["images", { is_public: { "+contains": "t" } }, "filter-operator-type", ["is_public", "+contains"]],
    ["subnets", { id: { "+contains": "app" } }, "filter-operator-type", ["id", "+contains"]],
    ["vpcs", { id: { "+contains": 5 } }, "filter-value-type", ["id", "+contains"]],
    // A key that names no field of the listed record (issue 36): the live API's "Cannot filter on foo".
    ["images", { foo: "bar" }, "filter-field-unknown", ["foo"]],
    ["vpcs", { vpc_type: "standard" }, "filter-field-unknown", ["vpc_type"]],
    ["images", { created_by: "me" }, "filter-field", ["created_by"]],
    ["vpcs", { id: { "+gt": "5" } }, "filter-value-type", ["id", "+gt"]],
    ["vpcs", { created: { "+gt": "2026-01-01" } }, "filter-value-type", ["created", "+gt"]],
    ["vpcs", { created: { "+gt": "2026-02-30T00:00:00" } }, "filter-value-type", ["created", "+gt"]],
    ["vpcs", { id: "7" }, "filter-value-type", ["id"]],
    ["images", { is_public: "true" }, "filter-value-type", ["is_public"]],
    ["vpcs", { label: { "+contains": 5 } }, "filter-value-type", ["label", "+contains"]],
    ["databases", { status: { "+neq": 1 } }, "filter-value-type", ["status", "+neq"]],
    ["vpcs", { label: ["a", "b"] }, "filter-value-type", ["label"]],
    ["vpcs", { description: "x" }, "filter-field", ["description"]],
    ["vpcs", { "subnets.description": "x" }, "filter-field", ["subnets.description"]],
    ["subnets", { ipv4: "10.0.0.0/24" }, "filter-field", ["ipv4"]],
    ["firewalls", { status: "enabled" }, "filter-field", ["status"]],
    ["ipv6-ranges", { range: "x" }, "filter-field", ["range"]],
    ["vpcs", { "+order": "asc" }, "filter-order", ["+order"]],
    ["vpcs", { "+order_by": "label", "+order": "up" }, "filter-order", ["+order"]],
    // The filterable-field table is the live API's (SPEC §6): an unknown field is filter-field, whatever the key.
    ["vpcs", { "+order_by": "description" }, "filter-field", ["+order_by"]],
    ["images", { "+order_by": "status" }, "filter-order", ["+order_by"]],
    ["vpcs", { "+or": [{ "+order_by": "label" }] }, "filter-order", ["+or", 0, "+order_by"]],
    ["firewalls", { tags: ["web"] }, "filter-tags", ["tags"]],
    ["firewalls", { tags: { "+neq": "web" } }, "filter-tags", ["tags", "+neq"]],
    ["vpcs", { label: {} }, "filter-structure", ["label"]],
  ])("rejects %s %j", (collection, filter, ruleId, path) => {
    const d = validateFilter(collection, filter);
    expect(ids(d)).toEqual([ruleId]);
    expect(d[0]!.path).toEqual(path);
  });

  it("gives the live API's reason for a key that names no field, and its severities: a warning for an operator of another type", () => {
    expect(validateFilter("images", { foo: "bar" })).toMatchObject([{ ruleId: "filter-field-unknown", severity: "error", message: "Cannot filter on foo" }]);
    expect(validateFilter("subnets", { id: { "+contains": "app" } })).toMatchObject([{ ruleId: "filter-operator-type", severity: "warning" }]);
  });

  it("explains what to do", () => {
    expect(validateFilter("vpcs", { lable: "x" })[0]!.message).toContain('did you mean "label"');
    expect(validateFilter("vpcs", { description: "x" })[0]!.message).toContain("VPC description is not filterable");
    expect(validateFilter("firewalls", { tags: ["web"] })[0]!.message).toContain('{"tags": {"+or": [...]}}');
  });

  it("allows +and/+or nested up to the cap and refuses one level more", () => {
    const nest = (n: number) => {
      let f: Record<string, unknown> = { label: "x" };
      for (let i = 0; i < n; i++) f = { "+and": [f] };
      return f;
    };
    expect(validateFilter("vpcs", nest(MAX_FILTER_DEPTH))).toEqual([]);
    expect(matchesFilter({ label: "x" }, nest(MAX_FILTER_DEPTH))).toBe(true);
    expect(ids(validateFilter("vpcs", nest(MAX_FILTER_DEPTH + 1)))).toEqual(["filter-structure"]);
  });

  it("caps nesting without overflowing the stack", () => {
    let filter: Record<string, unknown> = { label: "x" };
    for (let i = 0; i < 10_000; i++) filter = { "+and": [filter] };
    expect(ids(validateFilter("vpcs", filter))).toEqual(["filter-structure"]);
    expect(matchesFilter({ label: "x" }, filter)).toBe(false);
  });
});

describe("validatePaging", () => {
  it.each([
    [{}, []],
    [{ page: 1, page_size: 25 }, []],
    [{ page: 7, page_size: 500 }, []],
    [{ page: 0 }, ["paging-page"]],
    [{ page: 1.5 }, ["paging-page"]],
    [{ page: "2" }, ["paging-page"]],
    [{ page_size: 24 }, ["paging-page-size"]],
    [{ page_size: 501 }, ["paging-page-size"]],
    [{ page_size: 100.5 }, ["paging-page-size"]],
    [{ per_page: 50 }, ["paging-page"]],
    [null, ["paging-page"]],
  ])("%j", (params, expected) => {
    expect(ids(validatePaging(params))).toEqual(expected);
  });
});

describe("isDateTime", () => {
  it.each([
    ["2026-11-22T00:31:00", true],
    ["2024-02-29T23:59:59", true],
    ["2023-02-29T00:00:00", false],
    ["2026-13-01T00:00:00", false],
    ["2026-11-22T24:00:00", false],
    ["2026-11-22 00:31:00", false],
    ["2026-11-22T00:31:00Z", false],
    ["2026-11-22", false],
  ])("%s", (s, ok) => expect(isDateTime(s)).toBe(ok));
});

describe("matchesFilter and applyFilter", () => {
  const vpcs = [
    { id: 1, label: "prod", region: "us-east", created: "2026-01-05T10:00:00", subnets: [{ id: 11, label: "app" }, { id: 12, label: "db" }] },
    { id: 2, label: "staging", region: "us-east", created: "2026-03-01T00:00:00", subnets: [] },
    { id: 3, label: "prod-eu", region: "eu-west", created: "2025-12-31T23:59:59", subnets: [{ id: 31, label: "app" }] },
  ];

  it.each([
    [{ label: "prod" }, [1]],
    [{ region: "us-east" }, [1, 2]],
    [{ region: "us-east", label: "staging" }, [2]],
    [{ label: { "+or": ["prod", "prod-eu"] } }, [1, 3]],
    [{ "+or": [{ label: "staging" }, { region: "eu-west" }] }, [2, 3]],
    [{ "+and": [{ region: "us-east" }, { "+or": [{ id: 1 }, { id: 3 }] }] }, [1]],
    [{ id: { "+gte": 2 } }, [2, 3]],
    [{ id: { "+gt": 1, "+lt": 3 } }, [2]],
    [{ created: { "+lt": "2026-01-01T00:00:00" } }, [3]],
    [{ label: { "+contains": "prod" } }, [1, 3]],
    [{ region: { "+neq": "us-east" } }, [3]],
    [{ "subnets.label": "app" }, [1, 3]],
    [{ "subnets.id": { "+gt": 20 } }, [3]],
    [{}, [1, 2, 3]],
  ])("%j", (filter, expected) => {
    expect(applyFilter(vpcs, filter).map((v) => v.id)).toEqual(expected);
  });

  it("matches tags by membership", () => {
    const fw = { label: "a", tags: ["web", "prod"] };
    expect(matchesFilter(fw, { tags: "web" })).toBe(true);
    expect(matchesFilter(fw, { tags: "db" })).toBe(false);
    expect(matchesFilter(fw, { tags: { "+or": ["db", "prod"] } })).toBe(true);
    expect(matchesFilter(fw, { tags: { "+contains": "pro" } })).toBe(true);
  });

  it("sorts by +order_by, asc by default, records without the field last", () => {
    const images = [{ label: "b", size: 3 }, { label: "a", size: 1 }, { label: "c" }, { label: "d", size: 2 }];
    expect(applyFilter(images, { "+order_by": "size" }).map((i) => i.label)).toEqual(["a", "d", "b", "c"]);
    expect(applyFilter(images, { "+order_by": "size", "+order": "desc" }).map((i) => i.label)).toEqual(["b", "d", "a", "c"]);
    expect(applyFilter(images, { "+order_by": "label", "+order": "desc" }).map((i) => i.label)).toEqual(["d", "c", "b", "a"]);
  });

  it("never throws and matches nothing for a filter that is not an object", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (item, filter) => {
        const r = matchesFilter(item, filter);
        expect(typeof r).toBe("boolean");
        if (typeof filter !== "object" || filter === null || Array.isArray(filter)) expect(r).toBe(false);
        validateFilter("vpcs", filter);
      }),
    );
  });

  it("builds the header value", () => {
    expect(xFilterHeader({ label: "prod", "+order_by": "id" })).toBe('{"label":"prod","+order_by":"id"}');
  });
});

// ---- Properties: valid filters from a generator, and agreement with a reference evaluator. ----

const dateTime = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T23:59:59Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 19));
function valueOf(spec: FieldSpec): fc.Arbitrary<unknown> {
  switch (spec.type) {
    case "number":
      return fc.integer({ min: 0, max: 20 });
    case "boolean":
      return fc.boolean();
    case "datetime":
      return dateTime;
    default:
      return fc.constantFrom("a", "b", "ab", "web", "prod");
  }
}
function fieldFilter(spec: FieldSpec): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [valueOf(spec), fc.array(valueOf(spec), { minLength: 1, maxLength: 3 }).map((v) => ({ "+or": v }))];
  if (spec.type === "number" || spec.type === "datetime") {
    options.push(fc.tuple(fc.constantFrom("+gt", "+gte", "+lt", "+lte"), valueOf(spec)).map(([op, v]) => ({ [op]: v })));
  }
  if (spec.type === "string" || spec.type === "tags") options.push(valueOf(spec).map((v) => ({ "+contains": v })));
  if (spec.type === "string") options.push(valueOf(spec).map((v) => ({ "+neq": v })));
  return fc.oneof(...options);
}
function filterFor(collection: Collection): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(COLLECTIONS[collection]) as [string, FieldSpec][];
  const flat: fc.Arbitrary<Record<string, unknown>> = fields.length
    ? fc.uniqueArray(fc.constantFrom(...fields), { selector: ([name]) => name, maxLength: 3 }).chain((chosen) =>
        fc.tuple(...chosen.map(([, spec]) => fieldFilter(spec))).map((values) => Object.fromEntries(chosen.map(([name], i) => [name, values[i]]))),
      )
    : fc.constant({});
  const { tree } = fc.letrec<{ tree: Record<string, unknown> }>((tie) => ({
    tree: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      flat,
      fc.tuple(fc.constantFrom("+and", "+or"), fc.array(tie("tree"), { minLength: 1, maxLength: 3 })).map(([op, subs]) => ({ [op]: subs })),
    ),
  }));
  const sortable = fields.filter(([, spec]) => spec.sortable).map(([name]) => name);
  return fc.tuple(tree, sortable.length ? fc.option(fc.tuple(fc.constantFrom(...sortable), fc.option(fc.constantFrom("asc", "desc"), { nil: undefined })), { nil: undefined }) : fc.constant(undefined)).map(([t, order]) => {
    if (!order) return t;
    const [by, dir] = order;
    return { ...t, "+order_by": by, ...(dir ? { "+order": dir } : {}) };
  });
}

/** A straightforward reference evaluator, written apart from src/filter/evaluate.ts. */
function reference(item: Record<string, unknown>, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (key === "+order_by" || key === "+order") return true;
    if (key === "+and") return (wanted as Record<string, unknown>[]).every((f) => reference(item, f));
    if (key === "+or") return (wanted as Record<string, unknown>[]).some((f) => reference(item, f));
    const candidates = key.includes(".") ? ((item[key.split(".")[0]!] as Record<string, unknown>[] | undefined) ?? []).map((e) => e[key.split(".")[1]!]) : [item[key]];
    return candidates.some((actual) => {
      const is = (w: unknown) => (Array.isArray(actual) ? actual.includes(w) : actual === w);
      if (wanted === null || typeof wanted !== "object") return is(wanted);
      return Object.entries(wanted as Record<string, unknown>).every(([op, w]) => {
        if (op === "+or") return (w as unknown[]).some(is);
        if (op === "+neq") return actual !== w;
        if (op === "+contains") return Array.isArray(actual) ? actual.some((a) => String(a).includes(w as string)) : typeof actual === "string" && actual.includes(w as string);
        if (actual === undefined || actual === null || typeof actual !== typeof w) return false;
        if (op === "+gt") return (actual as number) > (w as number);
        if (op === "+gte") return (actual as number) >= (w as number);
        if (op === "+lt") return (actual as number) < (w as number);
        return (actual as number) <= (w as number);
      });
    });
  });
}

function recordFor(collection: Collection): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(COLLECTIONS[collection]) as [string, FieldSpec][];
  const plain = fields.filter(([n]) => !n.includes("."));
  const nested = fields.filter(([n]) => n.includes("."));
  const value = (spec: FieldSpec) => (spec.type === "tags" ? fc.array(valueOf({ type: "string", sortable: true }), { maxLength: 3 }) : fc.option(valueOf(spec), { nil: undefined, freq: 6 }));
  const base = fc.record(Object.fromEntries(plain.map(([n, spec]) => [n, value(spec)])), { requiredKeys: [] });
  if (!nested.length) return base as fc.Arbitrary<Record<string, unknown>>;
  const sub = fc.record(Object.fromEntries(nested.map(([n, spec]) => [n.split(".")[1]!, value(spec)])), { requiredKeys: [] });
  return fc.tuple(base, fc.array(sub, { maxLength: 3 })).map(([b, subs]) => ({ ...b, subnets: subs }));
}

describe("properties", () => {
  const collections = Object.keys(COLLECTIONS) as Collection[];

  it.each(collections)("every generated valid filter for %s validates clean", (collection) => {
    fc.assert(
      fc.property(filterFor(collection), (filter) => {
        expect(validateFilter(collection, filter)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it.each(collections)("applyFilter agrees with the reference evaluation on %s", (collection) => {
    fc.assert(
      fc.property(fc.array(recordFor(collection), { maxLength: 12 }), filterFor(collection), (records, filter) => {
        const expected = records.filter((r) => reference(r, filter));
        const got = applyFilter(records, filter);
        expect(new Set(got)).toEqual(new Set(expected));
        expect(got.length).toBe(expected.length);
        const by = filter["+order_by"];
        if (typeof by === "string") {
          const values = got.map((r) => r[by]).filter((v) => v !== undefined && v !== null);
          const sorted = [...values].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
          expect(values).toEqual(filter["+order"] === "desc" ? sorted.reverse() : sorted);
        }
      }),
      { numRuns: 200 },
    );
  });
});
