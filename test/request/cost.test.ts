/**
 * validateRequest's cost is bounded by the report's cap, not by the body (issue 21): past the cap
 * nothing is written (no did-you-mean, no message), and a string far longer than any the API takes
 * is judged by its length before it is scanned. Work is counted (calls of the did-you-mean), never
 * timed; the times are in bench/request.mjs.
 */
import { describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ suggest: 0 }));
vi.mock("../../src/util/text.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/util/text.js")>();
  return {
    ...actual,
    suggest: (...args: Parameters<typeof actual.suggest>) => {
      calls.suggest++;
      return actual.suggest(...args);
    },
  };
});

const { validateRequest } = await import("../../src/request/index.js");
const { MAX_FINDINGS_PER_RESOURCE } = await import("../../src/rules/caps.js");

/** A subnet create with n unknown keys beside its two fields. */
function unknownKeys(n: number): Record<string, unknown> {
  const body: Record<string, unknown> = { label: "app", ipv4: "10.0.1.0/24" };
  for (let i = 0; i < n; i++) body[`k${i.toString(36).padStart(6, "0")}`] = 1;
  return body;
}

describe("a body of 160,000 unknown keys (1.7 MiB of JSON)", () => {
  const body = unknownKeys(160_000);
  const text = JSON.stringify(body);

  it("is the size the issue names", () => {
    expect(text.length).toBeGreaterThan(1.7 * 1024 * 1024);
  });

  it.each([
    ["parsed", body],
    ["as text", text],
  ])("%s: the cap's errors and one 'and N more', with a did-you-mean asked only for those written", (_, given) => {
    calls.suggest = 0;
    const result = validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: given });
    expect(result.status).toBe(400);
    expect(result.errors).toHaveLength(MAX_FINDINGS_PER_RESOURCE + 1);
    expect(result.errors[MAX_FINDINGS_PER_RESOURCE]!.reason).toBe(`and ${160_000 - MAX_FINDINGS_PER_RESOURCE} more vpc-unknown-field findings in the request; only the first 50 are listed`);
    expect(result.diagnostics).toHaveLength(MAX_FINDINGS_PER_RESOURCE + 1);
    // One did-you-mean per written error (160,000 before the cap moved into the schema's wrapper).
    expect(calls.suggest).toBeLessThanOrEqual(MAX_FINDINGS_PER_RESOURCE);
    expect(JSON.stringify({ errors: result.errors }).length).toBeLessThan(10_000);
  });

  it("the cap stays exact at its boundary: 50 unknown keys are 50 errors, 51 are 50 and one more", () => {
    expect(validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: unknownKeys(50) }).errors).toHaveLength(50);
    const at51 = validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: unknownKeys(51) }).errors;
    expect(at51).toHaveLength(51);
    expect(at51[50]!.reason).toMatch(/^and 1 more vpc-unknown-field/);
    expect(at51[49]!.field).toBe(`k${(49).toString(36).padStart(6, "0")}`);
  });
});

describe("long strings are judged by their length", () => {
  it("a 10 MB label: one error, its length counted in code points (as maxLength counts), a bounded answer", () => {
    const result = validateRequest({ method: "POST", path: "/vpcs/12/subnets", body: { label: "a".repeat(10_000_000), ipv4: "10.0.1.0/24" } });
    expect(result.errors).toEqual([{ field: "label", reason: expect.stringContaining("has 10000000") }]);
    expect(JSON.stringify(result.errors).length).toBeLessThan(1_000);
    const astral = validateRequest({ method: "POST", path: "/vpcs", body: { label: "\u{1F600}".repeat(65), region: "us-east" } });
    expect(astral.errors.find((e) => e.field === "label")?.reason).toContain("has 65");
  });

  it("no length bound of a shipped schema reaches the length past which strings are not scanned", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { SCANNED_UP_TO, ucs2length } = await import("../../src/schemas/ucs2length.js");
    const dir = new URL("../../schemas/", import.meta.url);
    const bounds = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => [...readFileSync(new URL(f, dir), "utf8").matchAll(/"(?:max|min)Length": (\d+)/g)].map((m) => Number(m[1])));
    expect(bounds.length).toBeGreaterThan(10);
    expect(Math.max(...bounds) * 2).toBeLessThan(SCANNED_UP_TO);
    // Exact up to the threshold (surrogate pairs count once), a lower bound past it.
    expect(ucs2length("\u{1F600}".repeat(SCANNED_UP_TO / 2))).toBe(SCANNED_UP_TO / 2);
    expect(ucs2length("a".repeat(SCANNED_UP_TO + 1))).toBe(SCANNED_UP_TO / 2 + 1);
  });

  it("a port string over 1,024 characters is refused by its length, unparsed; at 1,024 it is parsed", () => {
    const rule = (ports: string) => ({ inbound: [{ action: "ACCEPT", protocol: "TCP", ports, addresses: { ipv4: ["0.0.0.0/0"] } }] });
    const long = "1,".repeat(950_000) + "1";
    const refused = validateRequest({ method: "PUT", path: "/networking/firewalls/7/rules", body: rule(long) });
    expect(refused.errors).toEqual([{ field: "inbound[0].ports", reason: `ports is ${long.length} characters long; within the API's 15 pieces a port string has at most 103: split the rule` }]);
    const atBound = "1, ".repeat(341) + "1";
    expect(atBound.length).toBe(1024);
    // Parsed: its syntax problem ("only one space" is not it; 342 pieces) is the piece count's message.
    expect(validateRequest({ method: "PUT", path: "/networking/firewalls/7/rules", body: rule(atBound) }).errors).toEqual([
      { field: "inbound[0].ports", reason: expect.stringContaining("has 342 pieces") },
    ]);
  });
});
