import fc from "fast-check";
import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";
import { addressRange, formatIp, parseIp, parseIpv4, parseIpv4Number, parseIpv6, parseIpv6Value, scanIpv4, scanIpv6 } from "../../src/net/ip.js";

const value = (r: ReturnType<typeof parseIp>) => (r.ok ? r.value.value : undefined);

describe("parseIpv4", () => {
  it.each([
    ["0.0.0.0", 0n],
    ["10.0.0.1", 0x0a000001n],
    ["192.168.1.254", 0xc0a801fen],
    ["192.168.1.255", 0xc0a801ffn],
    ["255.255.255.255", 0xffffffffn],
  ])("accepts %s", (text, expected) => {
    expect(value(parseIpv4(text))).toBe(expected);
  });

  it.each([
    ["192.168.1.256", /greater than 255/],
    ["010.0.0.1", /leading zero/],
    ["10.0.0.01", /leading zero/],
    ["10.1", /four octets/],
    ["10", /four octets/],
    ["167772161", /more than three digits/],
    ["0x0a.0.0.1", /unexpected "x"/],
    ["10.0.0.1.5", /exactly four octets/],
    ["10..0.1", /unexpected "."/],
    [" 10.0.0.1", /whitespace/],
    ["10.0.0.1 ", /whitespace/],
    ["10.0.0.", /octet 4 is missing/],
    ["", /empty/],
    ["1000.0.0.1", /more than three digits/],
  ])("rejects %j", (text, reason) => {
    const r = parseIpv4(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });
});

describe("parseIpv6", () => {
  it.each([
    ["::", 0n],
    ["::1", 1n],
    ["2001:db8::1", 0x20010db8000000000000000000000001n],
    ["2001:DB8:0:0:0:0:0:1", 0x20010db8000000000000000000000001n],
    ["::ffff:192.0.2.128", 0xffffc0000280n],
    ["1::", 1n << 112n],
    ["ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", (1n << 128n) - 1n],
  ])("accepts %s", (text, expected) => {
    expect(value(parseIpv6(text))).toBe(expected);
  });

  it.each([
    ["fe80::1%eth0", /zone IDs/],
    ["2001:db8::1::2", /only once/],
    ["2001:db8:::1", /":::"/],
    [":1::2", /leading colon/],
    ["1:2:3:4:5:6:7", /eight groups/],
    ["1:2:3:4:5:6:7:8:9", /eight groups/],
    ["1:2:3:4::5:6:7:8", /at least one group/],
    ["12345::", /more than four/],
    ["2001:db8::g", /unexpected "g"/],
    ["1:", /single colon/],
    ["::ffff:010.0.0.1", /leading zero/],
    [" ::1", /whitespace/],
    ["", /empty/],
  ])("rejects %j", (text, reason) => {
    const r = parseIpv6(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });
});

describe("parseIp dispatches on family", () => {
  it("uses the IPv6 parser for text with a colon and IPv4 otherwise", () => {
    expect(parseIp("::1")).toEqual({ ok: true, value: { family: 6, value: 1n } });
    expect(parseIp("0.0.0.1")).toEqual({ ok: true, value: { family: 4, value: 1n } });
  });
});

describe("formatIp", () => {
  it("writes RFC 5952 text for IPv6", () => {
    const r = parseIpv6("2001:0DB8:0000:0000:0001:0000:0000:0001");
    expect(r.ok && formatIp(r.value)).toBe("2001:db8::1:0:0:1");
  });

  it("classifies ranges through ipaddr.js", () => {
    const r = parseIpv4("192.168.1.1");
    expect(r.ok && addressRange(r.value)).toBe("private");
    const p = parseIpv4("203.0.113.10");
    expect(p.ok && addressRange(p.value)).toBe("reserved");
  });
});

describe("properties", () => {
  const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join("."));
  const ipv6 = fc.ipV6();

  it("IPv6: the embedded-IPv4 form means the low 32 bits (RFC 4291)", () => {
    expect(parseIpv6("::0.0.0.0")).toEqual({ ok: true, value: { family: 6, value: 0n } });
    expect(parseIpv6("::1.2.3.4")).toEqual({ ok: true, value: { family: 6, value: 0x01020304n } });
  });

  it("IPv4: format(parse(x)) === x for canonical dotted quads, and agrees with ipaddr.js", () => {
    fc.assert(
      fc.property(ipv4, (text) => {
        const r = parseIpv4(text);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(formatIp(r.value)).toBe(text);
        expect(Number(r.value.value)).toBe(ipaddr.IPv4.parse(text).toByteArray().reduce((a, b) => a * 256 + b, 0));
      }),
    );
  });

  it("IPv6: value and canonical text agree with the WHATWG URL host parser, and formatting is a fixed point", () => {
    // Not ipaddr.js: it reads "::a.b.c.d" as IPv4-mapped (::ffff:a.b.c.d), where RFC 4291 means
    // zeros in the upper 96 bits. The URL parser follows the RFC and serialises like RFC 5952.
    fc.assert(
      fc.property(ipv6, (text) => {
        const r = parseIpv6(text);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const canonical = formatIp(r.value);
        expect(canonical).toBe(new URL(`http://[${text}]/`).hostname.slice(1, -1));
        const again = parseIpv6(canonical);
        expect(again.ok && formatIp(again.value)).toBe(canonical);
      }),
    );
  });

  it("the allocation-free scanners accept exactly what the detailed parsers accept, with the same value", () => {
    const text = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.ipV4Extended(),
      fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF.:%") }),
      fc.ipV6().map((a) => a.replace(/:/, ":0")),
      fc.ipV6().map((a) => a + ":1"),
    );
    fc.assert(
      fc.property(text, (s) => {
        const v4 = parseIpv4Number(s);
        expect(scanIpv4(s, 0, s.length)).toBe(v4.ok ? v4.value : -1);
        const v6 = parseIpv6Value(s);
        expect(scanIpv6(s, 0, s.length)).toBe(v6.ok ? v6.value : -1n);
      }),
      { numRuns: 5000 },
    );
  });

  it("never throws, on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF.:%/ x-") }), (s) => {
        parseIp(s);
        parseIpv4(s);
        parseIpv6(s);
      }),
    );
  });

  it("rejects an IPv4 octet with a leading zero anywhere", () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)), fc.nat(3), (octets, at) => {
        const parts = octets.map(String);
        parts[at] = "0" + parts[at];
        expect(parseIpv4(parts.join(".")).ok).toBe(false);
      }),
    );
  });
});
