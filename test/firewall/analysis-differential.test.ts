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

  it("the maximum-size shapes of bench/firewall-shapes.mjs, with the default and with every port sensitive", () => {
    const every = Array.from({ length: 65535 }, (_, i) => i + 1);
    for (const make of Object.values(SHAPES) as Array<() => { rules: unknown }>) {
      const { rules } = make();
      same(rules, undefined);
      same(rules, every);
    }
  }, 120_000);
});
