/**
 * The service examples, run for real: an upstream HTTP server on 127.0.0.1 that records every
 * request reaching it stands in for the API; the Express gateway (examples/services/proxy.mjs
 * with refuse-invalid.mjs) and the fetch wrapper (validated-fetch.mjs) sit in front of it. Bad
 * requests are answered with the API's error body and nothing invalid reaches the upstream.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validateRequest, type ApiRequest } from "../../src/index.js";
import { ALLOWED, REFUSED } from "../request/corpus.js";
// @ts-expect-error: plain .mjs examples
import { createProxy } from "../../examples/services/proxy.mjs";
// @ts-expect-error: plain .mjs examples
import { validatedFetch } from "../../examples/services/validated-fetch.mjs";

interface Received {
  method: string;
  url: string;
  body: string;
  filter?: string;
  authorization?: string;
  type?: string;
}

const received: Received[] = [];
let upstream: Server;
/** Another origin on 127.0.0.1, which must never be sent anything. */
let attacker: Server;
let attackerUrl = "";
const attackerReceived: string[] = [];
let gateway: Server;
let upstreamUrl = "";
let gatewayUrl = "";

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const readAll = async (req: IncomingMessage) => {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
};

beforeAll(async () => {
  upstream = createServer(async (req, res) => {
    const body = await readAll(req);
    received.push({
      method: req.method!,
      url: req.url!,
      body,
      ...(req.headers["x-filter"] ? { filter: String(req.headers["x-filter"]) } : {}),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      ...(req.headers["content-type"] ? { type: req.headers["content-type"] } : {}),
    });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ upstream: true }));
  });
  upstreamUrl = await listen(upstream);
  attacker = createServer((req, res) => {
    attackerReceived.push(`${req.method} ${req.url} ${req.headers.authorization ?? ""}`);
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  attackerUrl = await listen(attacker);
  gateway = createProxy(upstreamUrl).listen(0, "127.0.0.1");
  await new Promise((resolve) => gateway.once("listening", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
  await new Promise((resolve) => attacker.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } }] };
/** Requests and what the API would answer; `ok` ones must reach the upstream, the others never. */
const CASES: { name: string; method: string; path: string; body?: unknown; raw?: string; filter?: string; ok: boolean }[] = [
  { name: "a good firewall create", method: "POST", path: "/networking/firewalls", body: { label: "web-fw", rules }, ok: true },
  { name: "a firewall with a bad port", method: "POST", path: "/networking/firewalls", body: { label: "web-fw", rules: { ...rules, inbound: [{ ...rules.inbound[0], ports: "22-" }] } }, ok: false },
  { name: "a good subnet create", method: "POST", path: "/vpcs/12/subnets", body: { label: "app", ipv4: "10.0.1.0/24" }, ok: true },
  { name: "a subnet with host bits set", method: "POST", path: "/vpcs/12/subnets", body: { label: "app", ipv4: "10.0.1.5/24" }, ok: false },
  { name: "a bad path parameter", method: "PUT", path: "/vpcs/twelve", body: { label: "prod" }, ok: false },
  { name: "a body that is not JSON", method: "POST", path: "/vpcs", raw: "{label: prod}", ok: false },
  { name: "an upload's body on POST /images", method: "POST", path: "/images", body: { label: "golden", region: "us-east" }, ok: false },
  { name: "a good list with a filter", method: "GET", path: "/images?page=2&page_size=50", filter: '{"is_public": true}', ok: true },
  // The filterable-field table is the live API's, beyond the reference: not refused by default (SPEC §5).
  { name: "a filter on a field the reference never marks unfilterable", method: "GET", path: "/networking/firewalls", filter: '{"status": "enabled"}', ok: true },
  { name: "page_size under 25", method: "GET", path: "/compute/stackscripts?page_size=10", ok: false },
  { name: "an unknown path", method: "GET", path: "/networking/firewall", ok: false },
  { name: "a good delete", method: "DELETE", path: "/networking/ipv6/ranges/2600:3c03:e000:100::", ok: true },
];

describe("the Express gateway (examples/services/proxy.mjs)", () => {
  it.each(CASES)("$name", async ({ method, path, body, raw, filter, ok }) => {
    const headers: Record<string, string> = { "content-type": "application/json", ...(filter ? { "x-filter": filter } : {}) };
    const response = await fetch(`${gatewayUrl}/v4${path}`, { method, headers, ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const answer = (await response.json()) as { errors?: { field?: string; reason: string }[]; upstream?: boolean };
    if (ok) {
      expect(response.status).toBe(200);
      expect(answer).toEqual({ upstream: true });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ method, url: `/v4${path}`, ...(filter ? { filter } : {}) });
      if (body !== undefined) expect(JSON.parse(received[0]!.body)).toEqual(body);
    } else {
      const expected = validateRequest({ method, path: `/v4${path}`, body: raw ?? body, headers });
      expect(response.status).toBe(expected.status);
      expect(answer).toEqual({ errors: expected.errors });
      expect(answer.errors!.length).toBeGreaterThan(0);
      expect(received).toEqual([]);
    }
  });
});

describe("the fetch wrapper (examples/services/validated-fetch.mjs)", () => {
  it.each(CASES.filter((c) => c.raw === undefined))("$name", async ({ method, path, body, filter, ok }) => {
    const api = validatedFetch(`${upstreamUrl}/v4/`);
    const headers = filter ? new Headers({ "X-Filter": filter }) : undefined;
    const response: Response = await api(path, { method, ...(headers ? { headers } : {}), ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    if (ok) {
      expect(response.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.url).toBe(`/v4${path}`);
    } else {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(((await response.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
      expect(received).toEqual([]);
    }
  });

  it("passes options through (a rule turned off lets the request go)", async () => {
    const api = validatedFetch(`${upstreamUrl}/v4/`, { profile: "live", rules: { "firewall-label-letter-first": "off" } });
    const response: Response = await api("/networking/firewalls", { method: "POST", body: JSON.stringify({ label: "1-fw", rules }) });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it("never sends a URL of another origin, nor the token with it", async () => {
    const api = validatedFetch(`${upstreamUrl}/v4/`);
    const authorization = "Bearer secret-token";
    for (const url of [`${attackerUrl}/v4/vpcs/12`, `//127.0.0.1:${new URL(attackerUrl).port}/v4/vpcs/12`, `${upstreamUrl}/elsewhere/vpcs/12`, "/v4/../elsewhere/vpcs/12"]) {
      const response: Response = await api(url, { headers: { authorization } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { reason: string }[] }).errors[0]!.reason).toContain("is not sent");
    }
    expect(attackerReceived).toEqual([]);
    expect(received).toEqual([]);
    // Its own origin, as a full URL, is sent.
    expect((await api(`${upstreamUrl}/v4/vpcs/12`, { headers: { authorization } })).status).toBe(200);
    expect(received).toMatchObject([{ url: "/v4/vpcs/12", authorization }]);
  });

  it("does not double the base's path: /v4/vpcs/12, /vpcs/12 and vpcs/12 are the same request", async () => {
    const api = validatedFetch(`${upstreamUrl}/v4/`);
    for (const path of ["/v4/vpcs/12", "/vpcs/12", "vpcs/12"]) expect((await api(path)).status).toBe(200);
    expect(received.map((r) => r.url)).toEqual(["/v4/vpcs/12", "/v4/vpcs/12", "/v4/vpcs/12"]);
  });

  it("sends an object body as JSON, with its Content-Type", async () => {
    const api = validatedFetch(`${upstreamUrl}/v4`);
    const body = { label: "app", ipv4: "10.0.1.0/24" };
    expect((await api("/vpcs/12/subnets", { method: "POST", body })).status).toBe(200);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual(body);
    expect(received[0]!.type).toBe("application/json");
  });
});

/**
 * The reference corpus of validateRequest's own test (issue 21), through each gateway: what the
 * reference allows reaches the upstream unchanged, what it says the API refuses is answered with
 * the API's error naming the field, and nothing of it leaves.
 */
describe("the reference corpus through each gateway", () => {
  const headersOf = (request: ApiRequest): Record<string, string> => {
    const given = (request.headers ?? {}) as Record<string, string>;
    return { ...(request.body !== undefined ? { "content-type": "application/json" } : {}), ...given };
  };
  const init = (request: ApiRequest): RequestInit => ({
    method: request.method,
    headers: headersOf(request),
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  });
  const expectReached = (request: ApiRequest) => {
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: request.method, url: `/v4${request.path}` });
    if (request.body !== undefined) expect(JSON.parse(received[0]!.body)).toEqual(request.body);
  };
  const expectRefused = async (response: Response, field: string | undefined) => {
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { field?: string }[] };
    expect(errors.map((e) => e.field)).toContain(field);
    expect(received).toEqual([]);
  };
  const viaExpress = (request: ApiRequest) => fetch(`${gatewayUrl}/v4${request.path}`, init(request));
  const viaFetch = (request: ApiRequest) => validatedFetch(`${upstreamUrl}/v4/`)(request.path, init(request)) as Promise<Response>;

  for (const [name, send] of [["the Express gateway", viaExpress], ["the fetch wrapper", viaFetch]] as const) {
    it.each(ALLOWED)(`${name} lets through: %s`, async (_sentence, request) => {
      const response = await send(request);
      expect(response.status).toBe(200);
      expectReached(request);
    });
    it.each(REFUSED)(`${name} refuses: %s`, async (_sentence, request, field) => {
      await expectRefused(await send(request), field);
    });
  }
});

describe("the Express gateway answers HTTP as the API would", () => {
  it("a 405 carries the Allow header; HEAD and an OPTIONS preflight go through", async () => {
    const refused = await fetch(`${gatewayUrl}/v4/vpcs/12`, { method: "PATCH", headers: { "content-type": "application/json" }, body: "{}" });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD, PUT, DELETE, OPTIONS");
    expect(((await refused.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    expect((await fetch(`${gatewayUrl}/v4/vpcs/12`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${gatewayUrl}/v4/networking/firewalls`, { method: "OPTIONS", headers: { origin: "https://console.example", "access-control-request-method": "POST" } })).status).toBe(200);
    expect(received.map((r) => r.method)).toEqual(["HEAD", "OPTIONS"]);
  });

  it("Express's own 413 (a body over its limit) comes back as the API's error body; nothing is sent", async () => {
    const response = await fetch(`${gatewayUrl}/v4/vpcs/12/subnets`, { method: "POST", headers: { "content-type": "application/json" }, body: " ".repeat(2 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ errors: [{ reason: "the body is over the size limit; it is not read" }] });
    expect(received).toEqual([]);
  });

  it("a JSON body that names a field twice, or has no Content-Type, is refused before it leaves", async () => {
    const twice = await fetch(`${gatewayUrl}/v4/vpcs/12/subnets`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"label": "app", "ipv4": "10.0.1.0/24", "ipv4": "10.0.2.0/24"}' });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { errors: { field?: string }[] }).errors).toMatchObject([{ field: "ipv4" }]);
    const untyped = await fetch(`${gatewayUrl}/v4/vpcs/12/subnets`, { method: "POST", body: new Blob(['{"label": "app", "ipv4": "10.0.1.0/24"}']) });
    expect(untyped.status).toBe(400);
    expect(((await untyped.json()) as { errors: { field?: string }[] }).errors).toMatchObject([{ field: "Content-Type" }]);
    expect(received).toEqual([]);
  });
});

describe("the services page (docs/services.md) shows the tested examples", () => {
  it("holds the middleware and the fetch wrapper as they are", async () => {
    const { readFileSync } = await import("node:fs");
    const readme = readFileSync(new URL("../../docs/services.md", import.meta.url), "utf8");
    for (const file of ["refuse-invalid.mjs", "validated-fetch.mjs"]) {
      const text = readFileSync(new URL(`../../examples/services/${file}`, import.meta.url), "utf8");
      expect(readme).toContain("```js\n" + text + "```");
    }
  });
});
