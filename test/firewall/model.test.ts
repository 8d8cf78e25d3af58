import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeFirewall } from "../../src/firewall/analysis.js";
import { compileFirewallRules, evaluateFirewall, subtractRanges, type Decision } from "../../src/firewall/model.js";
import { addressInCidr, parseCidr } from "../../src/net/cidr.js";
import { parseIp } from "../../src/net/ip.js";
import { parsePorts } from "../../src/net/ports.js";

type Rule = { action: string; protocol: string; ports?: string | null; addresses: { ipv4?: string[]; ipv6?: string[] } };
type Rules = { inbound_policy: string; outbound_policy: string; inbound: Rule[]; outbound: Rule[] };

/** The oracle: rule by rule, parsing every entry itself. */
function naive(rules: Rules, direction: "inbound" | "outbound", protocol: string, port: number, address: string, skip = -1): { decision: string; rule: number | null } {
  const ip = parseIp(address);
  if (!ip.ok) throw new Error("bad packet");
  const list = rules[direction];
  for (let i = 0; i < list.length; i++) {
    if (i === skip) continue;
    const r = list[i]!;
    if (r.protocol !== protocol) continue;
    if (protocol === "TCP" || protocol === "UDP") {
      if (r.ports !== undefined && r.ports !== null && !parsePorts(r.ports).pieces.some((p) => port >= p.start && port <= p.end)) continue;
    }
    const entries = ip.value.family === 4 ? r.addresses.ipv4 : r.addresses.ipv6;
    if (!(entries ?? []).some((e) => {
      const c = parseCidr(e);
      return c.ok && addressInCidr(ip.value, c.value);
    })) continue;
    return { decision: r.action, rule: i };
  }
  return { decision: rules[`${direction}_policy`], rule: null };
}

// A small universe that holds a representative of every cell: ports 1..12 (and 13 for "beyond"),
// 10.0.0.0/28 (and 192.0.2.1 beyond), 2001:db8::/126 (and 2001:db9::1 beyond).
const V4 = [...Array.from({ length: 16 }, (_, i) => `10.0.0.${i}`), "192.0.2.1"];
const V6 = ["2001:db8::", "2001:db8::1", "2001:db8::2", "2001:db8::3", "2001:db9::1"];
const PORTS = Array.from({ length: 13 }, (_, i) => i + 1);
const PROTOCOLS = ["TCP", "UDP", "ICMP"];

const v4cidr = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 28, max: 32 })).map(([h, p]) => `10.0.0.${h}/${p}`) },
  { weight: 1, arbitrary: fc.constant("0.0.0.0/0") },
);
const v6cidr = fc.oneof(fc.constantFrom("2001:db8::/126", "2001:db8::/127", "2001:db8::2/127", "2001:db8::1/128", "2001:db8::3/128"), fc.constant("::/0"));
const portPiece = fc.oneof(
  fc.integer({ min: 1, max: 12 }).map(String),
  fc.tuple(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 12 })).filter(([a, b]) => b > a).map(([a, b]) => `${a}-${b}`),
);
const rule: fc.Arbitrary<Rule> = fc
  .record({
    action: fc.constantFrom("ACCEPT", "DROP"),
    protocol: fc.constantFrom(...PROTOCOLS),
    ports: fc.option(fc.array(portPiece, { minLength: 1, maxLength: 3 }).map((p) => p.join(", ")), { nil: undefined }),
    v4: fc.option(fc.array(v4cidr, { minLength: 1, maxLength: 4 }), { nil: undefined }),
    v6: fc.option(fc.array(v6cidr, { minLength: 1, maxLength: 2 }), { nil: undefined }),
  })
  .map(({ action, protocol, ports, v4, v6 }) => ({
    action,
    protocol,
    ...(protocol === "ICMP" || ports === undefined ? {} : { ports }),
    addresses: { ...(v4 ? { ipv4: v4 } : {}), ...(v6 || !v4 ? { ipv6: v6 ?? ["::/0"] } : {}) },
  }));
const ruleset: fc.Arbitrary<Rules> = fc.record({
  inbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  outbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  inbound: fc.array(rule, { maxLength: 8 }),
  outbound: fc.array(rule, { maxLength: 4 }),
});

function* packets(direction: "inbound" | "outbound") {
  for (const protocol of PROTOCOLS) {
    const ports = protocol === "ICMP" ? [1] : PORTS;
    for (const port of ports) for (const address of [...V4, ...V6]) yield { direction, protocol, port, address };
  }
}

describe("evaluateFirewall", () => {
  it("agrees with the naive rule-by-rule evaluator on random rulesets and packets", () => {
    fc.assert(
      fc.property(ruleset, (rules) => {
        const compiled = compileFirewallRules(rules);
        for (const direction of ["inbound", "outbound"] as const) {
          for (const p of packets(direction)) {
            const got = evaluateFirewall(compiled, p) as Decision;
            const want = naive(rules, direction, p.protocol, p.port, p.address);
            expect([got.decision, got.rule]).toEqual([want.decision, want.rule]);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("explains a decision and rejects malformed packets", () => {
    const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] }, label: "ssh" }], outbound: [] };
    expect(evaluateFirewall(rules, { direction: "inbound", protocol: "TCP", port: 22, address: "203.0.113.9" })).toEqual({ decision: "ACCEPT", rule: 0, direction: "inbound", label: "ssh" });
    expect(evaluateFirewall(rules, { direction: "inbound", protocol: "TCP", port: 23, address: "203.0.113.9" })).toEqual({ decision: "DROP", rule: null, direction: "inbound" });
    expect(evaluateFirewall(rules, { direction: "outbound", protocol: "UDP", port: 53, address: "::1" })).toEqual({ decision: "ACCEPT", rule: null, direction: "outbound" });
    expect(evaluateFirewall(rules, { direction: "inbound", protocol: "TCP", address: "203.0.113.9" })).toMatchObject({ error: expect.stringContaining("port") });
    expect(evaluateFirewall(rules, { direction: "inbound", protocol: "TCP", port: 22, address: "010.0.0.1" })).toMatchObject({ error: expect.stringContaining("leading zero") });
    expect(evaluateFirewall(rules, { direction: "inbound", protocol: "ALL", port: 22, address: "10.0.0.1" })).toMatchObject({ error: expect.stringContaining("protocol") });
  });
});

describe("analyzeFirewall is exact (brute force over the universe)", () => {
  it("shadowed, redundant and conflicting rules", () => {
    fc.assert(
      fc.property(ruleset, (rules) => {
        const analysis = analyzeFirewall(compileFirewallRules(rules), { sensitivePorts: [3, 7] });
        for (const direction of ["inbound", "outbound"] as const) {
          const list = rules[direction];
          const all = [...packets(direction)];
          const firsts = all.map((p) => naive(rules, direction, p.protocol, p.port, p.address));
          for (let i = 0; i < list.length; i++) {
            const matches = all.filter((p) => naive({ ...rules, [direction]: [list[i]!] } as Rules, direction, p.protocol, p.port, p.address).rule === 0);
            const reachable = firsts.some((f) => f.rule === i);
            const shadowed = matches.length > 0 && !reachable;
            const redundant = reachable && all.every((p, k) => naive(rules, direction, p.protocol, p.port, p.address, i).decision === firsts[k]!.decision);
            const conflict =
              reachable &&
              all.some((p, k) => {
                const inRule = matches.includes(p);
                const f = firsts[k]!;
                return inRule && f.rule !== null && f.rule < i && list[f.rule]!.action !== list[i]!.action;
              });
            const has = (l: { direction: string; rule: number }[]) => l.some((x) => x.direction === direction && x.rule === i);
            expect([i, direction, "shadowed", has(analysis.shadowed)]).toEqual([i, direction, "shadowed", shadowed]);
            expect([i, direction, "redundant", has(analysis.redundant)]).toEqual([i, direction, "redundant", redundant]);
            expect([i, direction, "conflict", has(analysis.conflicts)]).toEqual([i, direction, "conflict", conflict]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("exposure: a sensitive port accepted from every address of a family, inbound", () => {
    fc.assert(
      fc.property(ruleset, (rules) => {
        // Unsorted, repeated and adjacent ports: merged into ranges before the analysis.
        const analysis = analyzeFirewall(compileFirewallRules(rules), { sensitivePorts: [7, 3, 4, 3, 5] });
        for (const protocol of ["TCP", "UDP"]) {
          for (const port of [3, 4, 5, 7]) {
            for (const [family, universe] of [
              [4, V4],
              [6, V6],
            ] as const) {
              const open = universe.every((a) => naive(rules, "inbound", protocol, port, a).decision === "ACCEPT");
              const reported = analysis.exposures.some((e) => e.protocol === protocol && e.family === family && e.ports.some(([a, b]) => a <= port && port <= b));
              expect([protocol, port, family, reported]).toEqual([protocol, port, family, open]);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("exposure blame: the reported rule's own matches include exposed packets, and every contributor decides some", () => {
    fc.assert(
      fc.property(ruleset, (rules) => {
        const analysis = analyzeFirewall(compileFirewallRules(rules), { sensitivePorts: [3, 7] });
        for (const e of analysis.exposures) {
          if (e.rule === null) continue;
          const universe = e.family === 4 ? V4 : V6;
          const exposedPorts = [3, 7].filter((port) => e.ports.some(([a, b]) => a <= port && port <= b));
          const decidedBy = (r: number) => exposedPorts.some((port) => universe.some((a) => naive(rules, "inbound", e.protocol, port, a).rule === r));
          // The blamed rule is the first match for some exposed packet: its own matches include the exposed region.
          expect(decidedBy(e.rule)).toBe(true);
          for (const c of e.contributors) expect(decidedBy(c)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("family gaps: ports open to every address of one family and none of the other", () => {
    fc.assert(
      fc.property(ruleset, (rules) => {
        const analysis = analyzeFirewall(compileFirewallRules(rules));
        for (const direction of ["inbound", "outbound"] as const) {
          for (const protocol of ["TCP", "UDP"]) {
            for (const port of PORTS) {
              const d4 = V4.map((a) => naive(rules, direction, protocol, port, a));
              const d6 = V6.map((a) => naive(rules, direction, protocol, port, a));
              const all = (d: typeof d4) => d.every((x) => x.decision === "ACCEPT");
              const none = (d: typeof d4) => d.every((x) => x.decision === "DROP");
              const byRule = (d: typeof d4) => d.some((x) => x.rule !== null);
              const gap = (all(d4) && none(d6) && byRule(d4)) || (all(d6) && none(d4) && byRule(d6));
              const reported = analysis.familyGaps.some((g) => g.direction === direction && g.protocol === protocol && g.ports.some(([a, b]) => port >= a && port <= b));
              expect([direction, protocol, port, reported]).toEqual([direction, protocol, port, gap]);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("subtractRanges", () => {
  /** Sorted, disjoint, inclusive ranges of the ports in 1..64 a set holds. */
  const rangesOf = (ports: ReadonlySet<number>): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (let p = 1; p <= 64; p++) {
      if (!ports.has(p)) continue;
      const last = out[out.length - 1];
      if (last && last[1] === p - 1) last[1] = p;
      else out.push([p, p]);
    }
    return out;
  };
  const range = fc.tuple(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 20 })).map(([a, n]): [number, number] => [a, Math.min(64, a + n)]);

  it("is the port-by-port difference (ranges to remove in any order, overlapping)", () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 6 }), fc.array(range, { maxLength: 6 }), (fromList, less) => {
        const from = rangesOf(new Set(fromList.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i))));
        const removed = new Set(less.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)));
        const expected = rangesOf(new Set(from.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)).filter((p) => !removed.has(p))));
        expect(subtractRanges(from, less)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("at the edges: a range removed whole, from its first port, to its last, and around it", () => {
    expect(subtractRanges([[22, 22]], [[22, 22]])).toEqual([]);
    expect(subtractRanges([[20, 25]], [[20, 21]])).toEqual([[22, 25]]);
    expect(subtractRanges([[20, 25]], [[25, 30]])).toEqual([[20, 24]]);
    expect(subtractRanges([[20, 25]], [[1, 19], [26, 65535]])).toEqual([[20, 25]]);
    expect(subtractRanges([[1, 65535]], [[22, 23], [1, 1], [65535, 65535]])).toEqual([[2, 21], [24, 65534]]);
  });
});
