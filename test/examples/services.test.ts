/**
 * The service examples, run for real: an upstream HTTP server on 127.0.0.1 that records every
 * request reaching it stands in for the API; the Express gateway (examples/services/proxy.mjs
 * with refuse-invalid.mjs) and the fetch wrapper (validated-fetch.mjs) sit in front of it. Bad
 * requests are answered with the API's error body and nothing invalid reaches the upstream.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validateRequest } from "../../src/index.js";
// @ts-expect-error: plain .mjs examples
import { createProxy } from "../../examples/services/proxy.mjs";
// @ts-expect-error: plain .mjs examples
import { validatedFetch } from "../../examples/services/validated-fetch.mjs";

interface Received {
  method: string;
  url: string;
  body: string;
  filter?: string;
}

const received: Received[] = [];
let upstream: Server;
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
    received.push({ method: req.method!, url: req.url!, body, ...(req.headers["x-filter"] ? { filter: String(req.headers["x-filter"]) } : {}) });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ upstream: true }));
  });
  upstreamUrl = await listen(upstream);
  gateway = createProxy(upstreamUrl).listen(0, "127.0.0.1");
  await new Promise((resolve) => gateway.once("listening", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
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
  { name: "a filter on a field that is not filterable", method: "GET", path: "/networking/firewalls", filter: '{"status": "enabled"}', ok: false },
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
    const api = validatedFetch(`${upstreamUrl}/v4/`, { rules: { "firewall-label-letter-first": "off" } });
    const response: Response = await api("/networking/firewalls", { method: "POST", body: JSON.stringify({ label: "1-fw", rules }) });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
  });
});
