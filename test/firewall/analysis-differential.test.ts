/**
 * Issue 24: the exposure analysis reads each distinct port mask once against the distinct address
 * masks, instead of every port range against every address segment. Its output must be identical
 * to the previous implementation's (analysis-previous.ts) on every firewall: random rulesets of up
 * to 25 rules, in small address and port spaces (so that rules overlap, nest and split each other)
 * and in wide ones, with random sensitive ports; and the maximum-size shapes of bench/.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeFirewall } from "../../src/firewall/analysis.js";
import { compileFirewallRules } from "../../src/firewall/model.js";
// @ts-expect-error: a benchmark module in plain JavaScript, without declarations
import { SHAPES } from "../../bench/firewall-shapes.mjs";
import { analyzeFirewall as previousAnalyzeFirewall } from "./analysis-previous.js";

const small4 = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 26, max: 32 })).map(([h, p]) => `10.0.0.${h}/${p}`) },
  { weight: 1, arbitrary: fc.constantFrom("0.0.0.0/0", "10.0.0.0/8", "0.0.0.0/1", "128.0.0.0/1") },
);
const wide4 = fc.tuple(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 32 })).map(([v, p]) => `${v >>> 24}.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}/${p}`);
const small6 = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 124, max: 128 })).map(([h, p]) => `2001:db8::${h.toString(16)}/${p}`) },
  { weight: 1, arbitrary: fc.constantFrom("::/0", "2001:db8::/32", "::/1", "8000::/1") },
);
const wide6 = fc.tuple(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), fc.integer({ min: 0, max: 128 })).map(([g, p]) => `${g.map((x) => x.toString(16)).join(":")}/${p}`);
const portPiece = (max: number) =>
  fc.oneof(
    fc.integer({ min: 1, max }).map(String),
    fc.tuple(fc.integer({ min: 1, max: max - 1 }), fc.integer({ min: 2, max })).filter(([a, b]) => b > a).map(([a, b]) => `${a}-${b}`),
  );

const ruleOf = (v4: fc.Arbitrary<string>, v6: fc.Arbitrary<string>, maxPort: number, maxAddresses: number) =>
  fc
    .record({
      action: fc.constantFrom("ACCEPT", "DROP"),
      protocol: fc.constantFrom("TCP", "TCP", "UDP", "ICMP", "IPENCAP"),
      ports: fc.option(fc.array(portPiece(maxPort), { minLength: 1, maxLength: 7 }).map((p) => p.join(", ")), { nil: undefined }),
      ipv4: fc.option(fc.array(v4, { minLength: 1, maxLength: maxAddresses }), { nil: undefined }),
      ipv6: fc.option(fc.array(v6, { minLength: 1, maxLength: maxAddresses }), { nil: undefined }),
    })
    .map(({ action, protocol, ports, ipv4, ipv6 }) => ({
      action,
      protocol,
      ...(protocol === "TCP" || protocol === "UDP" ? { ports } : {}),
      addresses: { ...(ipv4 ? { ipv4 } : {}), ...(ipv6 ? { ipv6 } : {}) },
    }));

const rulesetOf = (rule: fc.Arbitrary<unknown>) =>
  fc.record({
    inbound_policy: fc.constantFrom("ACCEPT", "DROP"),
    outbound_policy: fc.constantFrom("ACCEPT", "DROP"),
    inbound: fc.array(rule, { maxLength: 20 }),
    outbound: fc.array(rule, { maxLength: 5 }),
  });

const sensitive = fc.option(
  fc.oneof(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 65535 }), { maxLength: 30 })),
  { nil: undefined },
);

function same(rules: unknown, sensitivePorts: number[] | undefined): void {
  const model = compileFirewallRules(rules);
  const options = sensitivePorts ? { sensitivePorts } : {};
  expect(analyzeFirewall(model, options)).toEqual(previousAnalyzeFirewall(model, options));
}

describe("analyzeFirewall gives the previous implementation's output (differential)", () => {
  it("small spaces: rules that overlap, nest and split each other's ports and addresses", () => {
    fc.assert(
      fc.property(rulesetOf(ruleOf(small4, small6, 40, 8)), sensitive, (rules, ports) => same(rules, ports)),
      { numRuns: 1500 },
    );
  });

  it("wide spaces: any network of either family, any port", () => {
    fc.assert(
      fc.property(rulesetOf(ruleOf(fc.oneof(small4, wide4), fc.oneof(small6, wide6), 65535, 12)), sensitive, (rules, ports) => same(rules, ports)),
      { numRuns: 700 },
    );
  });

  it("IPv6-heavy: many networks a rule, so close together that their boundaries' doubles tie (the BigInts decide), and at the top of the space", () => {
    // 2001:db8::/96 and ff..ff/112: below the 2^73 resolution of a double at that height, so every
    // comparison of the merged boundary lists falls to the BigInts; the top networks end at 2^128.
    const tied6 = fc.oneof(
      { weight: 5, arbitrary: fc.tuple(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 100, max: 128 })).map(([a, b, p]) => `2001:db8::${a.toString(16)}:${b.toString(16)}/${p}`) },
      { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 112, max: 128 })).map(([a, p]) => `ffff:ffff:ffff:ffff:ffff:ffff:ffff:${a.toString(16)}/${p}`) },
      { weight: 1, arbitrary: fc.constantFrom("::/0", "2001:db8::/96", "2001:db8::/32", "8000::/1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:0/112") },
    );
    const rule = ruleOf(small4, tied6, 200, 40).map((r) => ({ ...r, addresses: { ipv6: (r.addresses as { ipv6?: string[] }).ipv6 ?? ["2001:db8::/120"] } }));
    fc.assert(
      fc.property(fc.record({ inbound_policy: fc.constantFrom("ACCEPT", "DROP"), outbound_policy: fc.constantFrom("ACCEPT", "DROP"), inbound: fc.array(rule, { maxLength: 25 }), outbound: fc.array(rule, { maxLength: 4 }) }), sensitive, (rules, ports) => same(rules, ports)),
      { numRuns: 300 },
    );
  });

  it("a hand-made compiled model whose intervals are out of order or overlap is analysed as before", () => {
    const bigPair = fc.tuple(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }));
    const numPair = fc.tuple(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }));
    const compiledRule = fc.record({
      action: fc.constantFrom("ACCEPT" as const, "DROP" as const),
      protocol: fc.constantFrom("TCP" as const, "UDP" as const, "ICMP" as const),
      ports: fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 })), { minLength: 1, maxLength: 3 }),
      v4: fc.array(numPair, { maxLength: 4 }),
      v6: fc.array(fc.oneof(bigPair, fc.tuple(fc.bigInt({ min: 0n, max: 64n }), fc.bigInt({ min: 0n, max: 64n }))), { maxLength: 6 }),
    });
    const direction = (name: "inbound" | "outbound") =>
      fc.record({ policy: fc.constantFrom("ACCEPT" as const, "DROP" as const), rules: fc.array(compiledRule, { maxLength: 8 }) }).map(({ policy, rules }) => ({ direction: name, policy, rules: rules.map((r, index) => ({ ...r, index })) }));
    fc.assert(
      fc.property(direction("inbound"), direction("outbound"), sensitive, (inbound, outbound, ports) => {
        const model = { inbound, outbound };
        const options = ports ? { sensitivePorts: ports } : {};
        expect(analyzeFirewall(model, options)).toEqual(previousAnalyzeFirewall(model, options));
      }),
      { numRuns: 500 },
    );
  });

  it("the maximum-size shapes of bench/firewall-shapes.mjs, with the default and with every port sensitive", () => {
    const every = Array.from({ length: 65535 }, (_, i) => i + 1);
    for (const make of Object.values(SHAPES) as Array<() => { rules: unknown }>) {
      const { rules } = make();
      same(rules, undefined);
      same(rules, every);
    }
  }, 120_000);

  it("a list of more than 256 sensitive ports (read as runs of a bitmap): as before, at 255/256/257 items and at both ends of the port range", () => {
    // Runs that touch 1 and 65535, ports outside 1..65535 that are ignored, repeats.
    const ends = fc.oneof(fc.integer({ min: -2, max: 6 }), fc.integer({ min: 65530, max: 65537 }), fc.integer({ min: 1, max: 65535 }));
    fc.assert(
      fc.property(rulesetOf(ruleOf(small4, small6, 65535, 6)), fc.array(ends, { minLength: 255, maxLength: 600 }), (rules, ports) => same(rules, ports)),
      { numRuns: 150 },
    );
    const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "1-10, 65530-65535", addresses: { ipv4: ["0.0.0.0/0"] } }] };
    for (const n of [255, 256, 257]) {
      const ports = Array.from({ length: n }, (_, i) => (i % 2 ? 65535 - (i >> 1) : 1 + (i >> 1)));
      same(rules, ports);
      const exposed = analyzeFirewall(compileFirewallRules(rules), { sensitivePorts: ports }).exposures[0]!.ports;
      expect(exposed).toEqual([[1, 10], [65530, 65535]]);
    }
  });

  it("a hand-made model whose rules share an index names each contributor once, as before", () => {
    const rule = (ipv4: string[]) => ({ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4, ipv6: ["::/0"] } });
    const model = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [rule(["0.0.0.0/1"]), rule(["128.0.0.0/2"]), rule(["192.0.0.0/2"])] });
    (model.inbound.rules[2] as { index: number }).index = 1;
    const exposures = analyzeFirewall(model, { sensitivePorts: [22] }).exposures.filter((e) => e.family === 4);
    expect(exposures).toHaveLength(1);
    expect(exposures[0]!.contributors).toEqual([1]);
    expect(exposures).toEqual(previousAnalyzeFirewall(model, { sensitivePorts: [22] }).exposures.filter((e) => e.family === 4));
  });
});
