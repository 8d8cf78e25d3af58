/**
 * validateRequest answers as an HTTP service expects (issue 21): a 405 carries the Allow header's
 * content; HEAD is GET and an OPTIONS preflight is not refused; a body over the limit is a 413; a
 * body whose headers have no Content-Type is judged like a wrong one; a query given twice and a
 * JSON text naming a field twice are refused, never silently resolved.
 */
import { describe, expect, it } from "vitest";
import { MAX_BODY_TEXT, validateRequest } from "../../src/request/index.js";
import { firstDuplicateKey, hasDuplicateKey } from "../../src/request/duplicates.js";

const subnet = { label: "app", ipv4: "10.0.1.0/24" };
const JSON_HEADERS = { "content-type": "application/json" };

describe("methods", () => {
  it("a 405 says which methods the path takes, as the Allow header writes them", () => {
    const result = validateRequest({ method: "PATCH", path: "/vpcs/12" });
    expect(result).toMatchObject({ ok: false, status: 405, allow: "GET, HEAD, PUT, DELETE, OPTIONS" });
    expect(validateRequest({ method: "GET", path: "/images/upload" })).toMatchObject({ status: 405, allow: "POST, OPTIONS" });
    // Other refusals carry no allow.
    expect("allow" in validateRequest({ method: "GET", path: "/no/such/path" })).toBe(false);
  });

  it("HEAD is checked as GET: accepted where GET is, a 405 where there is no GET", () => {
    expect(validateRequest({ method: "HEAD", path: "/vpcs/12" })).toMatchObject({ ok: true, status: 200, endpoint: "GET /vpcs/{vpcId}" });
    expect(validateRequest({ method: "head", path: "/vpcs?page=2" })).toMatchObject({ ok: true, endpoint: "GET /vpcs" });
    expect(validateRequest({ method: "HEAD", path: "/vpcs/abc" })).toMatchObject({ ok: false, status: 400, errors: [{ field: "vpcId" }] });
    expect(validateRequest({ method: "HEAD", path: "/networking/ips/assign" })).toMatchObject({ ok: false, status: 405, allow: "POST, OPTIONS" });
  });

  it("an OPTIONS preflight to a path of the API is not refused: 204 with the path's methods", () => {
    expect(validateRequest({ method: "OPTIONS", path: "/v4/networking/firewalls?page=1" })).toEqual({
      ok: true,
      status: 204,
      preflight: true,
      allow: "GET, HEAD, POST, OPTIONS",
      params: {},
      errors: [],
      diagnostics: [],
    });
    expect(validateRequest({ method: "OPTIONS", path: "/networking/ips/share" })).toMatchObject({ ok: true, status: 204, allow: "POST, OPTIONS" });
    expect(validateRequest({ method: "OPTIONS", path: "/networking/firewall" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the body", () => {
  it("a body over MAX_BODY_TEXT is a 413, at the limit it is read", () => {
    const over = JSON.stringify({ label: "app", ipv4: "10.0.1.0/24", description: "x".repeat(MAX_BODY_TEXT) }).slice(0, MAX_BODY_TEXT + 1);
    expect(over.length).toBe(MAX_BODY_TEXT + 1);
    expect(validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: over })).toMatchObject({ ok: false, status: 413, errors: [{ reason: expect.stringContaining("over") }] });
    expect(validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: new TextEncoder().encode(over) })).toMatchObject({ status: 413 });
    const atLimit = JSON.stringify(subnet).padEnd(MAX_BODY_TEXT, " ");
    expect(atLimit.length).toBe(MAX_BODY_TEXT);
    expect(validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: atLimit })).toMatchObject({ ok: true, status: 200 });
  });

  it("headers without a Content-Type, with a body, are judged like a wrong one; without headers the type is not judged", () => {
    const path = "/vpcs/12/subnets";
    const none = validateRequest({ method: "POST", path, body: subnet, headers: { host: "x" } });
    expect(none).toMatchObject({ ok: false, status: 400, errors: [{ field: "Content-Type", reason: expect.stringContaining("has none") }] });
    expect(validateRequest({ method: "POST", path, body: JSON.stringify(subnet), headers: new Headers() })).toMatchObject({ ok: false, errors: [{ field: "Content-Type" }] });
    expect(validateRequest({ method: "POST", path, body: subnet, headers: { "Content-Type": "text/plain" } })).toMatchObject({ ok: false, errors: [{ field: "Content-Type" }] });
    expect(validateRequest({ method: "POST", path, body: subnet, headers: JSON_HEADERS }).ok).toBe(true);
    expect(validateRequest({ method: "POST", path, body: subnet }).ok).toBe(true);
    // No body, no type needed.
    expect(validateRequest({ method: "GET", path: "/vpcs/12", headers: { host: "x" } }).ok).toBe(true);
  });

  it("a JSON text that names a field twice is a 400 at that field, wherever the object sits", () => {
    expect(validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: '{"label": "app", "ipv4": "10.0.1.0/24", "label": "db"}' })).toMatchObject({
      ok: false,
      status: 400,
      errors: [{ field: "label", reason: expect.stringContaining("twice") }],
    });
    const rules = '{"inbound_policy": "DROP", "outbound_policy": "ACCEPT", "inbound": [{"action": "ACCEPT", "protocol": "TCP", "addresses": {"ipv4": ["0.0.0.0/0"]}}, {"action": "ACCEPT", "protocol": "TCP", "ports": "22", "ports": "443", "addresses": {"ipv4": ["0.0.0.0/0"]}}]}';
    expect(validateRequest({ method: "PUT", path: "/networking/firewalls/7/rules", body: new TextEncoder().encode(rules) }).errors).toEqual([
      { field: "inbound[1].ports", reason: expect.stringContaining('"ports" twice') },
    ]);
    // The same key in two objects, or inside strings, is no duplicate.
    expect(validateRequest({ method: "PUT", path: "/networking/firewalls/7/rules", body: rules.replace('"ports": "22", ', "") }).ok).toBe(true);
  });

  it("firstDuplicateKey reads keys as JSON does: escapes, quotes and brackets inside strings", () => {
    expect(firstDuplicateKey('{"a": 1, "\\u0061": 2}')).toEqual(["a"]);
    expect(firstDuplicateKey('{"a": "\\"a\\": {[", "b": ["a", "a"], "c": {"a": 1}}')).toBeUndefined();
    expect(firstDuplicateKey('[{"x": 1}, {"y": [0, {"z": 1, "z": 2}]}]')).toEqual([1, "y", 1, "z"]);
    expect(firstDuplicateKey('"a"')).toBeUndefined();
  });

  it("hasDuplicateKey (the cheap test run first) agrees with firstDuplicateKey", () => {
    const texts = [
      '{"a": 1, "b": 2}',
      '{"a": 1, "a": 2}',
      '{"a": {"x": 1, "y": {"z": 2}}, "a": 3}',
      '{"a": 1, "b": {"a": 1}, "c": [{"a": 1}, {"a": 2}]}',
      '{"a:b": "c:d", "e": "\\\":"}',
      '{"a": "\\\\", "a\\\\": 1}',
      '[{"k": 1, "k": 1}]',
      '{"__proto__": 1, "b": 2}',
      '{"1": 1, "0": 2, "1": 3}',
      "[]",
      '"x:y"',
    ];
    for (const text of texts) expect([text, hasDuplicateKey(text, JSON.parse(text))]).toEqual([text, firstDuplicateKey(text) !== undefined]);
    expect(texts.filter((t) => hasDuplicateKey(t, JSON.parse(t)))).toHaveLength(4);
  });
});

describe("the query", () => {
  it("a query string in the path and a query given too is an error, not one of them ignored", () => {
    const result = validateRequest({ method: "GET", path: "/vpcs?page_size=50", query: { page: "2" } });
    expect(result).toMatchObject({ ok: false, status: 400, errors: [{ reason: expect.stringContaining("given twice") }] });
    expect(validateRequest({ method: "GET", path: "/vpcs?page=2", query: "page=3" }).ok).toBe(false);
    expect(validateRequest({ method: "GET", path: "/vpcs?page=2", query: new URLSearchParams("page=3") }).ok).toBe(false);
  });

  it("an empty query (Express's {}) beside the path's query string is no conflict, and the path's query is checked", () => {
    expect(validateRequest({ method: "GET", path: "/vpcs?page=2", query: {} }).ok).toBe(true);
    expect(validateRequest({ method: "GET", path: "/vpcs?page=0", query: {} })).toMatchObject({ ok: false, errors: [{ field: "page" }] });
    expect(validateRequest({ method: "GET", path: "/vpcs?page=0", query: "" })).toMatchObject({ ok: false, errors: [{ field: "page" }] });
  });
});
