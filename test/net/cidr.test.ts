import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalizeCidr, cidrContains, formatCidr, parseCidr } from "../../src/net/cidr.js";

describe("parseCidr", () => {
  it.each([
    ["10.0.0.0/8", 4, 8],
    ["0.0.0.0/0", 4, 0],
    ["203.0.113.10/32", 4, 32],
    ["::/0", 6, 0],
    ["2001:db8::/32", 6, 32],
    ["2600:3c03::1/128", 6, 128],
  ])("accepts %s", (text, family, prefix) => {
    const r = parseCidr(text);
    expect(r.ok && [r.value.family, r.value.prefix]).toEqual([family, prefix]);
  });

  it.each([
    ["10.0.0.0/33", /out of range/],
    ["2001:db8::/129", /out of range/],
    ["10.0.0.0/08", /leading zero/],
    ["10.0.0.0/", /empty/],
    ["10.0.0.0/ 8", /not a decimal/],
    ["10.0.0.0/8 ", /not a decimal/],
    ["10.0.0.0/-1", /not a decimal/],
    ["10.0.0.0", /mask is missing/],
    ["fe80::1%eth0/64", /zone IDs/],
    ["010.0.0.0/8", /leading zero/],
    ["10.1/16", /four octets/],
  ])("rejects %j", (text, reason) => {
    const r = parseCidr(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });

  it("rejects the wrong family for the list it is in", () => {
    const r = parseCidr("2001:db8::/32", { family: 4 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/IPv6 value where IPv4 is expected/);
    expect(parseCidr("10.0.0.0/8", { family: 6 }).ok).toBe(false);
  });

  it("accepts a bare address as a host network only when asked", () => {
    const r = parseCidr("203.0.113.10", { allowBareAddress: true });
    expect(r.ok && formatCidr(r.value)).toBe("203.0.113.10/32");
    const v6 = parseCidr("2001:db8::1", { allowBareAddress: true });
    expect(v6.ok && formatCidr(v6.value)).toBe("2001:db8::1/128");
  });

  it("reports host bits and canonicalises to the masked network", () => {
    const r = parseCidr("10.0.1.5/24");
    expect(r.ok && r.value.hostBitsSet).toBe(true);
    expect(canonicalizeCidr("10.0.1.5/24")).toEqual({ ok: true, value: "10.0.1.0/24" });
    expect(canonicalizeCidr("2001:DB8:0::1/32")).toEqual({ ok: true, value: "2001:db8::/32" });
    expect(parseCidr("10.0.1.0/24").ok && (parseCidr("10.0.1.0/24") as { value: { hostBitsSet: boolean } }).value.hostBitsSet).toBe(false);
  });

  it("contains", () => {
    const a = parseCidr("10.0.0.0/8");
    const b = parseCidr("10.2.3.0/24");
    expect(a.ok && b.ok && cidrContains(a.value, b.value)).toBe(true);
    expect(a.ok && b.ok && cidrContains(b.value, a.value)).toBe(false);
  });
});

describe("properties", () => {
  const v4cidr = fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([a, p]) => `${a}/${p}`);
  const v6cidr = fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 128 })).map(([a, p]) => `${a}/${p}`);

  it("canonicalising twice changes nothing", () => {
    fc.assert(
      fc.property(fc.oneof(v4cidr, v6cidr), (text) => {
        const once = canonicalizeCidr(text);
        expect(once.ok).toBe(true);
        if (!once.ok) return;
        expect(canonicalizeCidr(once.value)).toEqual(once);
        const parsed = parseCidr(once.value);
        expect(parsed.ok && parsed.value.hostBitsSet).toBe(false);
      }),
    );
  });

  it("the canonical network contains the address it came from", () => {
    fc.assert(
      fc.property(fc.oneof(v4cidr, v6cidr), (text) => {
        const original = parseCidr(text);
        const canonical = canonicalizeCidr(text);
        if (!original.ok || !canonical.ok) throw new Error("generated CIDR did not parse");
        const c = parseCidr(canonical.value);
        expect(c.ok && cidrContains(c.value, original.value)).toBe(true);
      }),
    );
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        parseCidr(s);
        parseCidr(s, { family: 4, allowBareAddress: true });
      }),
    );
  });
});
