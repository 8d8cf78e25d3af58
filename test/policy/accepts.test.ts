/**
 * The accepts and only_from predicates against brute force: on random rulesets over a small
 * universe (a /28 of IPv4, a /124 of IPv6, ports 1..12 and the four protocols), every packet of
 * the set is decided by evaluateFirewall one at a time; the predicate must agree exactly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileFirewallRules, evaluateFirewall, type Protocol } from "../../src/firewall/model.js";
import { ACCEPTS_BUDGET, complement, firewallAccepts, intersect, type PacketSet } from "../../src/policy/accepts.js";
import { compilePolicies, lintText } from "../../src/index.js";

const V4_BASE = 0x0a000000; // 10.0.0.0
const V6_BASE = 0x20010db8n << 96n; // 2001:db8::
const v4Text = (n: number) => `10.0.0.${n}`;
const v6Text = (n: number) => `2001:db8::${n.toString(16)}`;
const PORT_MAX = 12;
const PROTOCOLS: Protocol[] = ["TCP", "UDP", "ICMP", "IPENCAP"];

/** A network of the small universe: a 0..15 host range aligned to its prefix. */
const v4Net = fc.integer({ min: 28, max: 32 }).chain((prefix) => {
  const size = 2 ** (32 - prefix);
  return fc.integer({ min: 0, max: 16 / size - 1 }).map((k) => `${v4Text(k * size)}/${prefix}`);
});
const v6Net = fc.integer({ min: 124, max: 128 }).chain((prefix) => {
  const size = 2 ** (128 - prefix);
  return fc.integer({ min: 0, max: 16 / size - 1 }).map((k) => `${v6Text(k * size)}/${prefix}`);
});
const portRange = fc.tuple(fc.integer({ min: 1, max: PORT_MAX }), fc.integer({ min: 0, max: 4 })).map(([a, d]) => (d === 0 || a + d > PORT_MAX ? `${a}` : `${a}-${a + d}`));
const rule = fc.record({
  action: fc.constantFrom("ACCEPT", "DROP"),
  protocol: fc.constantFrom(...PROTOCOLS),
  ports: fc.option(fc.uniqueArray(portRange, { minLength: 1, maxLength: 3 }).map((p) => p.join(", ")), { nil: undefined }),
  addresses: fc.record({ ipv4: fc.array(v4Net, { maxLength: 3 }), ipv6: fc.array(v6Net, { maxLength: 2 }) }),
});
const rules = fc.record({
  inbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  outbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  inbound: fc.array(rule, { maxLength: 6 }),
  outbound: fc.array(rule, { maxLength: 3 }),
});
/** The set asked about: a direction, some protocols, a port interval, some hosts of the universe per family. */
const question = fc.record({
  direction: fc.constantFrom("inbound" as const, "outbound" as const),
  protocols: fc.subarray(PROTOCOLS, { minLength: 1 }),
  ports: fc.tuple(fc.integer({ min: 1, max: PORT_MAX }), fc.integer({ min: 0, max: PORT_MAX })).map(([a, d]) => [a, Math.min(PORT_MAX, a + d)] as [number, number]),
  v4: fc.option(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 })), { nil: undefined }),
  v6: fc.option(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 })), { nil: undefined }),
});

/** Only the tested protocols: ICMP and IPENCAP have no ports (and their rules take none). */
function apiShaped(r: { action: string; protocol: Protocol; ports: string | undefined; addresses: { ipv4: string[]; ipv6: string[] } }) {
  return r.protocol === "TCP" || r.protocol === "UDP" ? r : { ...r, ports: undefined };
}

function bruteForce(model: ReturnType<typeof compileFirewallRules>, q: typeof question extends fc.Arbitrary<infer T> ? T : never): boolean {
  const hosts: string[] = [];
  if (q.v4) for (let h = Math.min(...q.v4); h <= Math.max(...q.v4); h++) hosts.push(v4Text(h));
  if (q.v6) for (let h = Math.min(...q.v6); h <= Math.max(...q.v6); h++) hosts.push(v6Text(h));
  for (const protocol of q.protocols) {
    const ported = protocol === "TCP" || protocol === "UDP";
    for (let port = ported ? q.ports[0] : 0; port <= (ported ? q.ports[1] : 0); port++) {
      for (const address of hosts) {
        const d = evaluateFirewall(model, { direction: q.direction, protocol, port: ported ? port : undefined, address });
        if ("error" in d) throw new Error(d.error);
        if (d.decision === "ACCEPT") return true;
      }
    }
  }
  return false;
}

function packetSet(q: typeof question extends fc.Arbitrary<infer T> ? T : never): PacketSet {
  const span = (t: [number, number] | undefined) => (t ? [Math.min(...t), Math.max(...t)] : undefined);
  const a4 = span(q.v4);
  const a6 = span(q.v6);
  return {
    direction: q.direction,
    protocols: q.protocols,
    ports: [q.ports],
    v4: a4 ? [[V4_BASE + a4[0]!, V4_BASE + a4[1]!]] : [],
    v6: a6 ? [[V6_BASE + BigInt(a6[0]!), V6_BASE + BigInt(a6[1]!)]] : [],
  };
}

describe("accepts on the exact model", () => {
  it("agrees with deciding every packet of the set one by one (random rulesets)", () => {
    fc.assert(
      fc.property(rules, question, (r, q) => {
        const shaped = { ...r, inbound: r.inbound.map(apiShaped), outbound: r.outbound.map(apiShaped) };
        const model = compileFirewallRules(shaped);
        const found = firewallAccepts(model, packetSet(q));
        expect(found?.by === "too-large").toBe(false);
        expect(found !== undefined).toBe(bruteForce(model, q));
        // What it names does accept a packet of the set: the rule (ACCEPT) or the direction's policy.
        if (found?.by === "rule") expect(shaped[q.direction][found.index]?.action).toBe("ACCEPT");
        if (found?.by === "policy") expect(shaped[`${q.direction}_policy`]).toBe("ACCEPT");
      }),
      { numRuns: 600, seed: 20261123 },
    );
  });

  it("through a policy file: accepts and only_from agree with brute force on the same firewall", () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 1, max: PORT_MAX }), fc.integer({ min: 0, max: 15 }), (r, port, host) => {
        const shaped = { ...r, inbound: r.inbound.map(apiShaped), outbound: r.outbound.map(apiShaped) };
        const model = compileFirewallRules(shaped);
        // from one host, to one TCP port: exactly one packet.
        const accepted = evaluateFirewall(model, { direction: "inbound", protocol: "TCP", port, address: v4Text(host) });
        const text = `policies:
  - id: t/accepts
    description: x
    resource: firewalls
    assert: { not: { accepts: { protocol: TCP, ports: "${port}", from: ${v4Text(host)}/32 } } }
  - id: t/only-from
    description: x
    resource: firewalls
    assert: { only_from: { protocol: TCP, ports: "${port}", addresses: [${v4Text(host)}/32] } }
`;
        const { policies, problems } = compilePolicies([{ filePath: "p.yaml", text }]);
        expect(problems).toEqual([]);
        const state = JSON.stringify({ firewalls: [{ label: "fw", rules: shaped }] });
        const ids = lintText(state, { filePath: "s.json", policies }).map((d) => d.ruleId);
        expect(ids.includes("t/accepts")).toBe(!("error" in accepted) && accepted.decision === "ACCEPT");
        // only_from: no other packet of TCP port `port` (any other address, both families) is accepted.
        let other = false;
        for (let h = 0; h < 16 && !other; h++) {
          for (const address of [v4Text(h), v6Text(h), "192.0.2.1", "2001:db9::1"]) {
            if (address === v4Text(host)) continue;
            const d = evaluateFirewall(model, { direction: "inbound", protocol: "TCP", port, address });
            if (!("error" in d) && d.decision === "ACCEPT") other = true;
          }
        }
        // Every rule's networks lie inside the universe, so any address outside it is decided by the
        // inbound policy: with ACCEPT some outside packet is accepted; with DROP only the universe's
        // hosts (all tried above) can be.
        if (shaped.inbound_policy === "DROP") expect(ids.includes("t/only-from")).toBe(other);
        else expect(ids.includes("t/only-from")).toBe(true);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it("interval helpers: intersection and complement at the edges of the address space", () => {
    expect(intersect([[0, 5], [10, 20]], [[3, 12]])).toEqual([[3, 5], [10, 12]]);
    expect(complement([[0, 5]], 0, 10, 1)).toEqual([[6, 10]]);
    expect(complement([], 0, 10, 1)).toEqual([[0, 10]]);
    expect(complement([[0, 10]], 0, 10, 1)).toEqual([]);
    expect(complement([[0n, 1n], [5n, (1n << 128n) - 1n]], 0n, (1n << 128n) - 1n, 1n)).toEqual([[2n, 4n]]);
  });

  it("a firewall far past the API's limits gets an answer that says so, not a hang", () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ action: "DROP", protocol: "TCP", ports: `${(i % 60000) + 1}`, addresses: { ipv4: ["10.0.0.0/8"] } }));
    const model = compileFirewallRules({ inbound_policy: "ACCEPT", outbound_policy: "ACCEPT", inbound: many });
    expect(firewallAccepts(model, { direction: "inbound", protocols: ["TCP"], ports: [[1, 65535]], v4: [[0, 2 ** 32 - 1]], v6: [] })).toEqual({ by: "too-large", rules: 1001 });
    expect(ACCEPTS_BUDGET).toBeGreaterThan(25 * 15 * 25); // far above what the API accepts
  });
});
