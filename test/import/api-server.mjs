// A local stand-in for the API's list and view endpoints that `cloudlint import` and `--baseline
// api` read (issue 23), for the tests and bench/import.mjs. It listens on 127.0.0.1 only, on a
// port the system picks, and is unref'd: it never keeps a test process alive, and close() ends it.
//
// - Real paging: `page` (>= 1), `page_size` (25..500 on the lists the reference names — firewall,
//   device, IPv6 range, StackScript — default 100; elsewhere the default, and the same bounds if
//   given), the collection envelope (`data`, `page`, `pages`, `results`); a bad value is a 400 with
//   the API's error body (`{ errors: [{ field, reason }] }`).
// - X-Filter: plain equality keys (what the importer sends: StackScripts `mine`, images
//   `is_public`); an operator is refused with a 400, so a test notices if the importer sends one.
// - Authentication: `Authorization: Bearer <token>`, else 401; a token lacking an endpoint's scope
//   (the reference's scopes) is a 403.
// - Injected failures, each consumed once per matching request, in order: 429 with Retry-After,
//   5xx, a dropped connection (the socket destroyed before any answer), a slow answer, 401, 403.
// - Records carry fields the importer must ignore (created, hosts, root_pass, a future field…).
import { createServer } from "node:http";

const NAMED = new Set(["firewalls", "devices", "ipv6-ranges", "stackscripts"]);
const pad = (n, w = 3) => String(n).padStart(w, "0");

/**
 * A deterministic account: `firewalls` firewalls (each with 3 inbound rules; the first `computes` of
 * them, but every tenth, assigned to one instance each, and the second to a NodeBalancer too),
 * `vpcs` VPCs of 2 subnets, `computes` instances (a public IPv4, a SLAAC address, a VPC interface;
 * one in four with an IPv6 range), `databases`, `stackscripts` (plus 3 public ones of other users)
 * and `images` (plus 2 public ones).
 */
export function makeAccount({ firewalls = 3, vpcs = 2, computes = 4, databases = 2, stackscripts = 2, images = 2, nodebalancers = 1 } = {}) {
  const stamp = "2024-05-01T10:00:00";
  const account = { vpcs: [], firewalls: [], rules: new Map(), devices: new Map(), databases: [], stackscripts: [], images: [], ips: [], ranges: [], vpcIps: [] };
  for (let v = 1; v <= vpcs; v++) {
    account.vpcs.push({
      id: v,
      label: `vpc-${pad(v)}`,
      description: v === 1 ? "production network" : "",
      region: "us-east",
      subnets: [1, 2].map((s) => ({ id: v * 100 + s, label: `subnet-${s}`, ipv4: `10.${v % 250}.${s}.0/24`, computes: [], created: stamp, updated: null })),
      created: stamp,
      updated: null,
    });
  }
  for (let c = 1; c <= computes; c++) {
    const id = 1000 + c;
    account.ips.push({ address: `203.0.${Math.floor(c / 250)}.${c % 250}`, type: "ipv4", public: true, compute_id: id, region: "us-east", rdns: `c${c}.example.com`, gateway: "203.0.0.1", prefix: 24, subnet_mask: "255.255.255.0" });
    const slaac = `2600:3c03::f03c:91ff:fe${pad(c % 100, 2)}:${(c % 65536).toString(16)}`;
    account.ips.push({ address: slaac, type: "ipv6", public: true, compute_id: id, region: "us-east", rdns: null, gateway: "fe80::1", prefix: 64, subnet_mask: "ffff:ffff:ffff:ffff::" });
    if (c % 4 === 1) account.ranges.push({ range: `2600:3c03:e000:${(c % 65536).toString(16)}::`, prefix_length: 64, route_target: slaac, region: "us-east", created: stamp });
    if (vpcs > 0) {
      const vpc = ((c - 1) % vpcs) + 1;
      account.vpcIps.push({ active: true, address: `10.${vpc % 250}.1.${(c % 250) + 2}`, address_range: null, config_id: 50000 + c, gateway: `10.${vpc % 250}.1.1`, interface_id: 60000 + c, compute_id: id, nat_1_1: c % 3 === 0 ? account.ips[account.ips.length - 2].address : "", prefix: 24, region: "us-east", subnet_id: vpc * 100 + 1, subnet_mask: "255.255.255.0", vpc_id: vpc });
    }
  }
  for (let f = 1; f <= firewalls; f++) {
    const id = 5000 + f;
    const open = f === 1; // the first firewall leaves SSH open to the world: the finding a new user should see
    account.firewalls.push({ id, label: `fw-${pad(f, 5)}`, status: f % 10 === 0 ? "disabled" : "enabled", tags: f % 2 ? ["web"] : [], rules: { note: "firewall records carry their rules; the importer reads GET …/rules" }, created: stamp, updated: stamp, entities: [] });
    account.rules.set(id, {
      inbound_policy: "DROP",
      outbound_policy: "ACCEPT",
      inbound: [
        { label: "https", action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"], ipv6: ["::/0"] } },
        { label: "ssh", description: "SSH from the office", action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: [open ? "0.0.0.0/0" : `198.51.100.${f % 250}/32`] } },
        { label: "ping", action: "ACCEPT", protocol: "ICMP", ports: null, addresses: { ipv4: ["0.0.0.0/0"] } },
      ],
      outbound: [],
      fingerprint: `fp${id}`,
      version: 1,
    });
    const devices = [];
    // An instance has one firewall (at most one enabled firewall per service); every tenth firewall has none.
    if (f <= computes && f % 10 !== 0) {
      const c = f;
      devices.push({ id: 70000 + f, entity: { id: 1000 + c, type: "compute", label: `web-${pad(c, 5)}`, url: `/v4/compute/instances/${1000 + c}` }, created: stamp, updated: stamp });
    }
    if (nodebalancers > 0 && f === 2) devices.push({ id: 80000 + f, entity: { id: 900, type: "nodebalancer", label: "lb-web", url: "/v4/nodebalancers/900" }, created: stamp, updated: stamp });
    account.devices.set(id, devices);
  }
  for (let d = 1; d <= databases; d++) {
    account.databases.push({
      id: 300 + d,
      label: `db-${pad(d)}`,
      engine: "mysql",
      version: "8.0.30",
      region: "us-east",
      type: "g6-dedicated-2",
      cluster_size: 3,
      replication_type: "semi_synch",
      encrypted: true,
      ssl_connection: true,
      allow_list: ["10.1.1.0/24", "203.0.113.10/32"],
      hosts: { primary: `db${d}.example.com`, secondary: null },
      port: 3306,
      status: d === 1 ? "active" : "backing_up",
      total_disk_size_gb: 80,
      used_disk_size_gb: 3,
      updates: { frequency: "weekly", duration: 1, hour_of_day: 3, day_of_week: 7, week_of_month: null },
      created: stamp,
      updated: stamp,
    });
  }
  for (let s = 1; s <= stackscripts + 3; s++) {
    const mine = s <= stackscripts;
    account.stackscripts.push({
      id: 400 + s,
      label: mine ? `bootstrap-${s}` : `public-${s}`,
      description: mine ? "Installs the web stack" : "someone else's",
      images: ["compute/debian12"],
      is_public: !mine,
      mine,
      rev_note: "",
      deployments_total: 3,
      username: mine ? "me" : "other",
      user_gravatar_id: "x",
      script: `#!/bin/bash\nset -euo pipefail\necho ${s}\n`,
      created: stamp,
      updated: stamp,
    });
  }
  for (let i = 1; i <= images + 2; i++) {
    const mine = i <= images;
    account.images.push({
      id: mine ? `private/${700 + i}` : `compute/debian${10 + i}`,
      label: mine ? `golden-${i}` : `Debian ${10 + i}`,
      description: mine ? "hardened base" : null,
      is_public: !mine,
      status: "available",
      type: "manual",
      size: 2500,
      capabilities: i % 2 ? ["cloud-init"] : [],
      created: stamp,
      created_by: mine ? "me" : "service",
      updated: stamp,
      expiry: null,
      eol: null,
      deprecated: false,
      vendor: mine ? null : "Debian",
    });
  }
  return account;
}

/** Extra fields no response record of the reference names: the importer must leave every one out. */
export const EXTRA_FIELDS = { root_pass: "hunter2-not-for-files", future_field: { nested: [1, 2] }, created_by_robot: true };

const SCOPES = [
  [/^\/vpcs$/, []],
  [/^\/networking\/firewalls(\/\d+\/(rules|devices))?$/, ["firewall:read_only"]],
  [/^\/databases\/mysql\/instances$/, ["databases:read_only"]],
  [/^\/compute\/stackscripts(\/\d+)?$/, ["stackscripts:read_only"]],
  [/^\/images$/, ["images:read_only"]],
  [/^\/networking\/(ips|ipv6\/ranges|vpcs\/ips)$/, ["ips:read_only"]],
];

/**
 * Starts the server. `token`: the accepted bearer token; `scopes`: what it may read (default all);
 * `extraFields`: add EXTRA_FIELDS to every record; `latencyMs`: a delay before every answer (a
 * round trip to a distant API, for the benchmark); `claimPages`: the `pages` every list claims,
 * whatever it holds (a lying server); `failures`: injected failures, each
 * `{ path: RegExp, status?: number, retryAfter?: string, drop?: true, delayMs?: number, hold?: Promise, times?: number }`
 * (`hold`: the answer waits until the promise settles); `respond`: a lying server's answers,
 * `(path, url) => body | string | undefined` (a string is sent as it is; undefined: the account's
 * answer), asked after the token was checked.
 * Resolves to `{ url, requests, account, failures, close }`; `requests` logs each request.
 */
export async function startApiServer({ account = makeAccount(), token = "test-token-0123456789abcdef", scopes, extraFields = false, failures = [], latencyMs = 0, claimPages, respond } = {}) {
  const requests = [];
  const timers = new Set();
  const extra = (r) => (extraFields ? { ...r, ...EXTRA_FIELDS } : r);
  const error = (res, status, reason, field) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ errors: [{ ...(field ? { field } : {}), reason }] }));
  };
  const json = (res, body) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const list = (res, url, req, name, records) => {
    const page = url.searchParams.has("page") ? Number(url.searchParams.get("page")) : 1;
    const size = url.searchParams.has("page_size") ? Number(url.searchParams.get("page_size")) : 100;
    if (!Number.isInteger(page) || page < 1) return error(res, 400, "Must be an integer >= 1", "page");
    if (url.searchParams.has("page_size") && (!Number.isInteger(size) || size < 25 || size > 500)) return error(res, 400, "Must be 25-500", "page_size");
    if (url.searchParams.has("page_size") && !NAMED.has(name)) return error(res, 400, "this test server takes page_size only on the lists the reference names", "page_size");
    let items = records;
    const header = req.headers["x-filter"];
    if (header !== undefined) {
      let filter;
      try {
        filter = JSON.parse(header);
      } catch {
        return error(res, 400, "Invalid JSON", "X-Filter");
      }
      for (const [key, value] of Object.entries(filter)) {
        if (key.startsWith("+") || (typeof value === "object" && value !== null)) return error(res, 400, `operator not supported by the test server: ${key}`, "X-Filter");
        items = items.filter((r) => r[key] === value);
      }
    }
    // claimPages: a server that lies about how many pages a list has (its extra pages answer empty).
    const pages = claimPages ?? Math.max(1, Math.ceil(items.length / size));
    json(res, { data: items.slice((page - 1) * size, page * size).map(extra), page, pages, results: items.length });
  };
  const route = (res, url, req) => {
    const path = url.pathname.replace(/^\/v4/, "");
    const scope = SCOPES.find(([re]) => re.test(path));
    if (!scope) return error(res, 404, "Not found");
    if (req.headers.authorization !== `Bearer ${token}`) return error(res, 401, "Invalid Token");
    if (scopes && !scope[1].every((s) => scopes.includes(s))) return error(res, 403, "Your OAuth token is not authorized to use this endpoint.");
    const lie = respond?.(path, url);
    if (lie !== undefined) {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(typeof lie === "string" ? lie : JSON.stringify(lie));
    }
    let m;
    if (path === "/vpcs") return list(res, url, req, "vpcs", account.vpcs);
    if (path === "/networking/firewalls") return list(res, url, req, "firewalls", account.firewalls);
    if ((m = /^\/networking\/firewalls\/(\d+)\/rules$/.exec(path))) {
      const rules = account.rules.get(Number(m[1]));
      return rules ? json(res, extra(rules)) : error(res, 404, "Not found");
    }
    if ((m = /^\/networking\/firewalls\/(\d+)\/devices$/.exec(path))) {
      const devices = account.devices.get(Number(m[1]));
      return devices ? list(res, url, req, "devices", devices) : error(res, 404, "Not found");
    }
    if (path === "/databases/mysql/instances") return list(res, url, req, "databases", account.databases);
    if (path === "/compute/stackscripts") return list(res, url, req, "stackscripts", account.stackscripts.map(({ script: _script, ...rest }) => rest));
    if ((m = /^\/compute\/stackscripts\/(\d+)$/.exec(path))) {
      const script = account.stackscripts.find((s) => s.id === Number(m[1]));
      return script ? json(res, extra(script)) : error(res, 404, "Not found");
    }
    if (path === "/images") return list(res, url, req, "images", account.images);
    if (path === "/networking/ips") return list(res, url, req, "ips", account.ips);
    if (path === "/networking/ipv6/ranges") return list(res, url, req, "ipv6-ranges", account.ranges);
    if (path === "/networking/vpcs/ips") return list(res, url, req, "vpc-ips", account.vpcIps);
    return error(res, 404, "Not found");
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ method: req.method, path: url.pathname, query: url.search, filter: req.headers["x-filter"], authorization: req.headers.authorization !== undefined });
    if (req.method !== "GET") return error(res, 405, "Method not allowed");
    const failure = failures.find((f) => (f.times ?? 1) > 0 && f.path.test(url.pathname + url.search));
    if (failure) {
      failure.times = (failure.times ?? 1) - 1;
      if (failure.drop) return req.socket.destroy();
      if (failure.hold !== undefined) {
        failure.hold.then(() => route(res, url, req), () => route(res, url, req));
        return;
      }
      if (failure.delayMs !== undefined) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (failure.status) error(res, failure.status, "slow and failing");
          else route(res, url, req);
        }, failure.delayMs);
        timers.add(timer);
        return;
      }
      if (failure.status === 429) {
        res.writeHead(429, { "Content-Type": "application/json", ...(failure.retryAfter !== undefined ? { "Retry-After": failure.retryAfter } : {}) });
        return res.end(JSON.stringify({ errors: [{ reason: "Too Many Requests" }] }));
      }
      // A failure body that echoes the request's token: the importer must never print it.
      return error(res, failure.status ?? 500, `failed (${failure.echoToken ? req.headers.authorization : "injected"})`);
    }
    if (latencyMs > 0) {
      // A round trip to a real API: every answer waits, without using the CPU.
      const timer = setTimeout(() => {
        timers.delete(timer);
        route(res, url, req);
      }, latencyMs);
      timers.add(timer);
      return;
    }
    route(res, url, req);
  });
  let connections = 0;
  server.on("connection", () => connections++);
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/v4`,
    token,
    requests,
    account,
    failures,
    /** TCP connections accepted so far (a client that keeps them alive opens few). */
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
