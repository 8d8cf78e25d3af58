/**
 * Issue 24: a rule's addresses are read once, into numbers (scanNetwork), and that reading serves
 * the syntax, canonical-form and duplicate checks. Differential properties: the findings of
 * checkRuleAddresses are identical to the previous implementation's (parseCidr per address,
 * BigInt networks, the overlap sweep for long lists) on random address lists; and scanNetwork
 * agrees with parseCidr, the detailed parser, on every text.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NETWORK_CANONICAL, NETWORK_HOST_BITS, NETWORK_INVALID, NetworkWords, parseCidr, scanNetwork } from "../../src/net/cidr.js";
import { checkRuleAddresses, validateFirewallRule } from "../../src/resources/firewall.js";
import { Reporter } from "../../src/rules/report.js";
import { previousCheckRuleAddresses } from "./firewall-addresses-previous.js";

const octet = fc.oneof(fc.integer({ min: 0, max: 255 }).map(String), fc.constantFrom("256", "01", "00", "1a", ""));
const v4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join("."));
const group = fc.oneof(fc.integer({ min: 0, max: 0xffff }).map((g) => g.toString(16)), fc.constantFrom("0", "ABCD", "12345", "g", ""));
const v6 = fc.oneof(
  fc.array(group, { minLength: 8, maxLength: 8 }).map((g) => g.join(":")),
  fc.tuple(fc.array(group, { maxLength: 4 }), fc.array(group, { maxLength: 4 })).map(([a, b]) => `${a.join(":")}::${b.join(":")}`),
  fc.tuple(fc.array(group, { minLength: 6, maxLength: 6 }), v4).map(([g, v]) => `${g.join(":")}:${v}`),
  fc.constantFrom("::", "::1", "fe80::1%eth0", ":::", "1::2::3", "2001:db8::"),
);
const prefix = fc.oneof(fc.integer({ min: 0, max: 130 }).map(String), fc.constantFrom("", "08", "1a", "999", "-1", "32/8"));
/** Texts near the valid ones: every shape the strict parser accepts or refuses for a reason. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(v4, prefix).map(([a, p]) => `${a}/${p}`) },
  { weight: 4, arbitrary: fc.tuple(v6, prefix).map(([a, p]) => `${a}/${p}`) },
  { weight: 1, arbitrary: fc.oneof(v4, v6) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
/** A small pool of networks, so that lists repeat them (duplicates, host-bit variants of one network). */
const pooled = fc.constantFrom("10.0.0.0/8", "10.1.2.3/8", "10.0.0.0/16", "0.0.0.0/0", "192.168.1.0/24", "192.168.1.7/24", "2001:db8::/32", "2001:DB8::1/32", "2001:db8:0:0::/32", "::/0", "::1/128", "10.0.0.0/8 ");
const entry = fc.oneof({ weight: 3, arbitrary: pooled }, { weight: 2, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom(5, null, ["x"]) });
const list = fc.oneof(fc.array(entry, { maxLength: 18 }), fc.array(entry, { minLength: 15, maxLength: 300 }));

function findings(check: (addresses: unknown, path: (string | number)[], out: Reporter) => void, addresses: unknown) {
  const out = new Reporter();
  check(addresses, ["rules", "inbound", 0, "addresses"], out);
  return out.findings;
}

describe("a rule's addresses read once (differential, issue 24)", () => {
  it("checkRuleAddresses gives the previous implementation's findings", () => {
    fc.assert(
      fc.property(fc.record({ ipv4: fc.option(list, { nil: undefined }), ipv6: fc.option(list, { nil: undefined }) }), (addresses) => {
        expect(findings(checkRuleAddresses, addresses)).toEqual(findings(previousCheckRuleAddresses, addresses));
      }),
      { numRuns: 3000 },
    );
  });

  it("at 255 addresses and past them (the limit), with repeats across the boundary", () => {
    for (const n of [16, 17, 254, 255, 256, 300]) {
      const ipv4 = Array.from({ length: n }, (_, i) => (i % 7 === 0 ? "10.0.0.0/8" : `10.${i >> 8}.${i & 255}.0/24`));
      const ipv6 = ["2001:db8::/32", "2001:db8::/32"];
      expect(findings(checkRuleAddresses, { ipv4, ipv6 })).toEqual(findings(previousCheckRuleAddresses, { ipv4, ipv6 }));
    }
  });

  it("scanNetwork agrees with parseCidr on every text: valid or not, host bits, the network", () => {
    const out = new NetworkWords();
    fc.assert(
      fc.property(text, fc.constantFrom(4 as const, 6 as const), (t, family) => {
        const scanned = scanNetwork(t, family, out);
        const parsed = parseCidr(t, { family });
        expect(scanned === NETWORK_INVALID).toBe(!parsed.ok);
        if (!parsed.ok) return;
        expect(scanned).toBe(parsed.value.hostBitsSet ? NETWORK_HOST_BITS : NETWORK_CANONICAL);
        expect(out.prefix).toBe(parsed.value.prefix);
        const first = family === 4 ? BigInt(out.words[0]!) : out.words.reduce((v, w) => (v << 32n) | BigInt(w), 0n);
        expect(first).toBe(parsed.value.first);
      }),
      { numRuns: 20_000 },
    );
  });

  it("the boundaries of the reading: prefixes 0, 32 and 33, 128 and 129; a slash anywhere else", () => {
    const out = new NetworkWords();
    expect(scanNetwork("10.0.0.1/0", 4, out)).toBe(NETWORK_HOST_BITS);
    expect(scanNetwork("0.0.0.0/0", 4, out)).toBe(NETWORK_CANONICAL);
    expect(scanNetwork("10.0.0.1/32", 4, out)).toBe(NETWORK_CANONICAL);
    expect(scanNetwork("10.0.0.1/33", 4, out)).toBe(NETWORK_INVALID);
    expect(scanNetwork("::1/128", 6, out)).toBe(NETWORK_CANONICAL);
    expect(scanNetwork("::1/129", 6, out)).toBe(NETWORK_INVALID);
    expect(scanNetwork("::1/127", 6, out)).toBe(NETWORK_HOST_BITS);
    for (const t of ["/8", "10.0.0.0/", "10.0.0.0", "10.0.0.0/8/8", "10.0.0.0//8", "10.0.0.0/08", "2001:db8::/032"]) expect(scanNetwork(t, 4, out), t).toBe(NETWORK_INVALID);
  });

  it("what a user sees is unchanged: the messages and fixes of each address finding", () => {
    const d = validateFirewallRule({ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["10.0.0.5/8", "10.0.0.0/8", "010.0.0.0/8", "10.0.0.1"], ipv6: ["2001:DB8::/32", "2001:db8::/32"] } });
    expect(d.map((x) => [x.ruleId, x.message, x.fix?.value])).toEqual([
      ["firewall-address-not-canonical", '"10.0.0.5/8" has host bits set; the API matches the whole network 10.0.0.0/8 (write that, or /32 for the single address)', "10.0.0.0/8"],
      ["firewall-address-syntax", '"010.0.0.0/8" is not a valid IPv4 network: octet "010" has a leading zero', undefined],
      ["firewall-address-syntax", '"10.0.0.1" has no /mask; rule addresses are IP/mask, write 10.0.0.1/32 for the single address', "10.0.0.1/32"],
      // A list's duplicates come after its other findings, as before.
      ["firewall-address-duplicate", '"10.0.0.0/8" repeats ipv4[0] (10.0.0.0/8); remove one', undefined],
      ["firewall-address-duplicate", '"2001:db8::/32" repeats ipv6[0] (2001:db8::/32); remove one', undefined],
    ]);
  });
});
