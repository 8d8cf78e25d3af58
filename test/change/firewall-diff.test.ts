/**
 * diffFirewall: the packets whose decision a rules change flips, checked by example and, on
 * random rulesets, against brute-force evaluation of both rulesets packet by packet.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffFirewall, type FlippedRegion } from "../../src/change/firewall-diff.js";
import { evaluateFirewall, type Packet } from "../../src/firewall/model.js";
import { addressInCidr, parseCidr, parseIp } from "../../src/net/index.js";

const rule = (action: string, protocol: string, ports: string | undefined, ipv4: string[], label?: string) => ({
  action,
  protocol,
  ...(ports !== undefined ? { ports } : {}),
  addresses: { ipv4 },
  ...(label ? { label } : {}),
});
const base = { inbound_policy: "DROP", outbound_policy: "ACCEPT" };

describe("diffFirewall", () => {
  it("is empty when nothing changes, whatever the rules", () => {
    const rules = { ...base, inbound: [rule("ACCEPT", "TCP", "22", ["203.0.113.0/24"]), rule("DROP", "UDP", undefined, ["0.0.0.0/0"])] };
    expect(diffFirewall(rules, rules)).toEqual([]);
    // Reordering rules that do not overlap changes nothing either.
    expect(diffFirewall(rules, { ...rules, inbound: [...rules.inbound].reverse() })).toEqual([]);
  });

  it("names a newly exposed port in one line, with the rule that opens it", () => {
    const after = { ...base, inbound: [rule("ACCEPT", "TCP", "443", ["0.0.0.0/0"]), rule("ACCEPT", "TCP", "5432", ["0.0.0.0/0"], "db")] };
    const before = { ...base, inbound: [after.inbound[0]] };
    expect(diffFirewall(before, after).map((f) => f.text)).toEqual(['inbound TCP 5432 from 0.0.0.0/0: DROP → ACCEPT (inbound[1] "db")']);
  });

  it("a policy change flips everything no rule decides, per protocol and family, merged", () => {
    const before = { ...base, inbound: [rule("ACCEPT", "TCP", "22", ["10.0.0.0/8"])] };
    const after = { ...before, inbound_policy: "ACCEPT" };
    const flips = diffFirewall(before, after);
    expect(flips.filter((f) => f.protocol === "TCP" && f.family === 4).map((f) => f.text)).toEqual([
      "inbound TCP 1-21, 23-65535 from 0.0.0.0/0: DROP → ACCEPT (inbound policy)",
      "inbound TCP 22 from 0.0.0.0/0 except 10.0.0.0/8: DROP → ACCEPT (inbound policy)",
    ]);
    expect(flips.find((f) => f.protocol === "ICMP" && f.family === 6)?.text).toBe("inbound ICMP from ::/0: DROP → ACCEPT (inbound policy)");
    expect(flips.every((f) => f.direction === "inbound")).toBe(true);
  });

  it("is total over anything", () => {
    for (const value of [undefined, null, 5, "x", [], { inbound: "x" }, { inbound: [{ action: "ACCEPT" }] }]) {
      expect(Array.isArray(diffFirewall(value, base))).toBe(true);
    }
  });
});

// ---- Against brute force ----

const PORT_TEXTS = ["22", "80", "443", "5432", "21-23", "1-1024", "1024-65535", "80, 443", "65535"];
const V4 = ["0.0.0.0/0", "10.0.0.0/8", "10.1.0.0/16", "10.1.2.0/24", "192.0.2.0/24", "192.0.2.128/25", "203.0.113.7/32", "128.0.0.0/1"];
const V6 = ["::/0", "2001:db8::/32", "2001:db8:1::/48", "2001:db8:1::5/128", "fe80::/10"];

const ruleArb = fc.record({
  action: fc.constantFrom("ACCEPT", "DROP"),
  protocol: fc.constantFrom("TCP", "UDP", "ICMP"),
  ports: fc.option(fc.constantFrom(...PORT_TEXTS), { nil: undefined }),
  ipv4: fc.subarray(V4, { minLength: 0, maxLength: 3 }),
  ipv6: fc.subarray(V6, { minLength: 0, maxLength: 2 }),
}).map(({ action, protocol, ports, ipv4, ipv6 }) => ({
  action,
  protocol,
  ...(ports !== undefined && protocol !== "ICMP" ? { ports } : {}),
  addresses: { ...(ipv4.length ? { ipv4 } : {}), ...(ipv6.length || !ipv4.length ? { ipv6: ipv6.length ? ipv6 : ["::/0"] } : {}) },
}));
const rulesArb = fc.record({
  inbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  outbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  inbound: fc.array(ruleArb, { maxLength: 6 }),
  outbound: fc.array(ruleArb, { maxLength: 3 }),
});

/** Packets at and around every boundary the rulesets can have. */
const ADDRESSES = ["0.0.0.0", "9.255.255.255", "10.0.0.0", "10.1.1.255", "10.1.2.0", "10.1.2.255", "10.255.255.255", "11.0.0.0", "127.255.255.255", "128.0.0.0", "192.0.2.127", "192.0.2.128", "192.0.2.255", "203.0.113.6", "203.0.113.7", "203.0.113.8", "255.255.255.255", "::", "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff", "2001:db8::", "2001:db8:1::4", "2001:db8:1::5", "2001:db8:1::6", "2001:db8:2::", "fe80::1", "ffff::1"];
const PORTS = [1, 20, 21, 22, 23, 24, 79, 80, 81, 442, 443, 444, 1023, 1024, 1025, 5432, 65534, 65535];
const packetArb = fc.record({
  direction: fc.constantFrom("inbound", "outbound"),
  protocol: fc.constantFrom("TCP", "UDP", "ICMP"),
  port: fc.constantFrom(...PORTS),
  address: fc.constantFrom(...ADDRESSES),
}) as fc.Arbitrary<Packet>;

function contains(region: FlippedRegion, packet: Packet): boolean {
  if (region.direction !== packet.direction || region.protocol !== packet.protocol) return false;
  const address = parseIp(packet.address);
  if (!address.ok || address.value.family !== region.family) return false;
  if (region.protocol === "TCP" || region.protocol === "UDP") {
    if (!region.ports.some(([lo, hi]) => packet.port! >= lo && packet.port! <= hi)) return false;
  }
  return region.addresses.some((text) => {
    const cidr = parseCidr(text);
    return cidr.ok && addressInCidr(address.value, cidr.value);
  });
}

describe("diffFirewall against brute force", () => {
  it("a packet lies in a region exactly when its decision flips, with the decisions and the deciding rule of the region", () => {
    fc.assert(
      fc.property(rulesArb, rulesArb, fc.array(packetArb, { minLength: 20, maxLength: 40 }), (before, after, packets) => {
        const regions = diffFirewall(before, after);
        for (const packet of packets) {
          const b = evaluateFirewall(before, packet);
          const a = evaluateFirewall(after, packet);
          if ("error" in b || "error" in a) throw new Error("a generated packet is malformed");
          const holding = regions.filter((r) => contains(r, packet));
          expect(holding.length, JSON.stringify(packet)).toBeLessThanOrEqual(1);
          if (b.decision === a.decision) expect(holding, JSON.stringify(packet)).toEqual([]);
          else {
            expect(holding, JSON.stringify(packet)).toHaveLength(1);
            expect(holding[0]).toMatchObject({ before: b.decision, after: a.decision, rule: a.rule === null ? null : { index: a.rule } });
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
