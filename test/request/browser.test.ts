/**
 * The library in a browser: validateRequest and validateFirewall bundled by esbuild for the
 * browser platform (which fails on any Node built-in), run in a bare V8 context that has only
 * what a browser has (no require, process, Buffer), on a few bodies; and the bundle size targets.
 */
import { gzipSync } from "node:zlib";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs helper shared with bench/bundle.mjs
import { bundleEntry, ENTRIES } from "../../bench/bundle-entries.mjs";

type Lib = typeof import("../../src/index.js");

async function browserLibrary(): Promise<Pick<Lib, "validateRequest" | "validateFirewall">> {
  const { code } = (await bundleEntry(["validateRequest", "validateFirewall"], { format: "iife", globalName: "cloudlint" })) as { code: Uint8Array };
  // Only the web platform's own globals; nothing of Node.
  const context = { TextEncoder, TextDecoder, URLSearchParams, console: { log() {}, warn() {}, error() {} } };
  runInNewContext(`${new TextDecoder().decode(code)}\nglobalThis.cloudlint = cloudlint;`, context);
  return (context as unknown as { cloudlint: Pick<Lib, "validateRequest" | "validateFirewall"> }).cloudlint;
}

describe("the browser bundle", () => {
  it("validates requests with no Node built-ins", async () => {
    const lib = await browserLibrary();
    const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"], ipv6: ["::/0"] } }] };
    expect(lib.validateRequest({ method: "POST", path: "/networking/firewalls", body: { label: "web-fw", rules } })).toMatchObject({ ok: true });
    expect(lib.validateRequest({ method: "POST", path: "/networking/firewalls", body: JSON.stringify({ label: "w", rules }) })).toMatchObject({
      ok: false,
      errors: [{ field: "label", reason: expect.stringContaining("3 characters") }],
    });
    expect(lib.validateRequest({ method: "POST", path: "/vpcs/1/subnets", body: { label: "app", ipv4: "10.0.1.5/24" } }).errors).toEqual([
      { field: "ipv4", reason: expect.stringContaining("10.0.1.0/24") },
    ]);
    expect(lib.validateRequest({ method: "GET", path: "/compute/stackscripts?page_size=10", headers: { "X-Filter": '{"is_public": "yes"}' } }).errors.map((e) => e.field)).toEqual(["page_size", "X-Filter.is_public"]);
    expect(lib.validateRequest({ method: "DELETE", path: "/networking/ipv6/ranges/2600:3c03::/64" }).status).toBe(400);
    expect(lib.validateFirewall({ label: "web-fw", rules: { ...rules, inbound: [{ ...rules.inbound[0], ports: "22,  80" }] } }).map((d) => d.ruleId)).toEqual(["firewall-ports-syntax"]);
  });

  it.each((ENTRIES as { name: string; imports: string[]; targetGzip?: number }[]).filter((e) => e.targetGzip !== undefined))("$name stays within its size target", async (entry) => {
    const { code, inputs } = (await bundleEntry(entry.imports)) as { code: Uint8Array; inputs: string[] };
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(entry.targetGzip!);
    // A library bundle holds no YAML parser, no CLI, no rule pages.
    expect(inputs.filter((i) => /node_modules\/(yaml|yargs)\/|\/cli\/|\/load\//.test(i))).toEqual([]);
  });
});
