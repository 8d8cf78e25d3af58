import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  validateFirewall,
  validateFirewallDevice,
  validateFirewallRule,
  validateFirewallRules,
  validatePorts,
} from "../../src/resources/firewall.js";
import type { Diagnostic } from "../../src/diagnostic.js";

type Rule = Record<string, unknown>;
const rule = (extra: Rule = {}): Rule => ({ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["198.51.100.0/24"] }, ...extra });
const firewall = (extra: Record<string, unknown> = {}, rules: Record<string, unknown> = {}) => ({
  label: "web-fw",
  rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [rule()], outbound: [], ...rules },
  ...extra,
});
const ids = (d: Diagnostic[]) => d.map((x) => x.ruleId);
const only = (d: Diagnostic[], ruleId: string) => d.filter((x) => x.ruleId === ruleId);

describe("a valid firewall", () => {
  it("has no findings", () => {
    expect(validateFirewall(firewall({ tags: ["web"], devices: { computes: [101], nodebalancers: [900] } }))).toEqual([]);
  });
});

describe("label", () => {
  it.each([
    ["ab", ["firewall-label-length"]],
    ["abc", []],
    ["a".repeat(32), []],
    ["a".repeat(33), ["firewall-label-length"]],
    ["web_fw.1-a", []],
    ["web-_fw", []],
    ["web--fw", ["firewall-label-syntax"]],
    ["web__fw", ["firewall-label-syntax"]],
    ["web..fw", ["firewall-label-syntax"]],
    ["-web", ["firewall-label-syntax"]],
    ["web.", ["firewall-label-syntax"]],
    ["web fw", ["firewall-label-syntax"]],
    ["wéb-fw", ["firewall-label-syntax"]],
    ["1web", ["firewall-label-letter-first"]],
  ])("%j", (label, expected) => {
    expect(ids(validateFirewall(firewall({ label })))).toEqual(expected);
  });

  it("must be a string and is required on create", () => {
    expect(ids(validateFirewall(firewall({ label: 42 })))).toEqual(["firewall-field-type"]);
    const { label: _drop, ...noLabel } = firewall();
    expect(validateFirewall(noLabel)).toMatchObject([{ ruleId: "firewall-required-field", path: ["label"], message: expect.stringContaining('"label"') }]);
  });
});

describe("status and update mode", () => {
  it("create bodies carry no status", () => {
    expect(ids(validateFirewall(firewall({ status: "enabled" })))).toEqual(["firewall-unknown-field"]);
  });

  it.each([
    [{ status: "enabled" }, []],
    [{ status: "disabled" }, []],
    [{ status: "deleted" }, ["firewall-status"]],
    [{ status: "Enabled" }, ["firewall-status"]],
    [{ label: "new-label", tags: ["a"] }, []],
    [{}, []],
    [{ rules: {} }, ["firewall-update-field"]],
    [{ devices: {} }, ["firewall-update-field"]],
    [{ label: "x" }, ["firewall-label-length"]],
    [{ label: "a--b" }, ["firewall-label-syntax"]],
    [{ colour: "red" }, ["firewall-unknown-field"]],
  ])("update %j", (body, expected) => {
    expect(ids(validateFirewall(body, "update"))).toEqual(expected);
  });

  it("explains deleted, and offers a case fix", () => {
    expect(validateFirewall({ status: "deleted" }, "update")[0]!.message).toMatch(/deleted cannot be set/);
    expect(validateFirewall({ status: "Enabled" }, "update")[0]!.fix).toEqual({ path: ["status"], value: "enabled", description: 'replace with "enabled"' });
  });
});

describe("policies", () => {
  it("are required on create and optional on rules update", () => {
    const d = validateFirewall(firewall({}, { inbound_policy: undefined }));
    expect(d).toMatchObject([{ ruleId: "firewall-required-field", path: ["rules", "inbound_policy"], message: expect.stringContaining("inbound_policy") }]);
    expect(validateFirewallRules({ inbound: [rule()] }, "update")).toEqual([]);
    expect(ids(validateFirewallRules({ inbound: [rule()] }, "create"))).toEqual(["firewall-required-field", "firewall-required-field"]);
  });

  it("are ACCEPT or DROP", () => {
    expect(ids(validateFirewallRules({ inbound_policy: "REJECT" }))).toEqual(["firewall-policy"]);
  });
});

describe("rule count across inbound and outbound", () => {
  const withRules = (inbound: number, outbound: number) =>
    validateFirewall(firewall({}, { inbound: Array.from({ length: inbound }, () => rule()), outbound: Array.from({ length: outbound }, () => rule()) }));
  it.each([
    [24, 0, 0],
    [25, 0, 0],
    [26, 0, 1],
    [13, 12, 0],
    [13, 13, 1],
    [20, 10, 1],
  ])("%i inbound + %i outbound", (inbound, outbound, findings) => {
    const d = only(withRules(inbound, outbound), "firewall-rules-limit");
    expect(d).toHaveLength(findings);
  });

  it("points at the first rule over the limit", () => {
    expect(only(withRules(20, 10), "firewall-rules-limit")[0]!.path).toEqual(["rules", "outbound", 5]);
  });
});

describe("rule fields", () => {
  it.each([
    [{ action: "ALLOW" }, ["firewall-rule-action"]],
    [{ action: undefined }, ["firewall-required-field"]],
    [{ protocol: "ALL" }, ["firewall-rule-protocol"]],
    [{ protocol: "tcp" }, ["firewall-rule-protocol"]],
    [{ protocol: "ICMP", ports: undefined }, []],
    [{ protocol: "IPENCAP", ports: null }, []],
    [{ addresses: undefined }, ["firewall-required-field"]],
    [{ addresses: {} }, ["firewall-rule-addresses"]],
    [{ addresses: { ipv4: [] } }, ["firewall-rule-addresses"]],
    [{ addresses: { ipv6: [] } }, ["firewall-rule-addresses"]],
    [{ addresses: { ipv4: "10.0.0.0/8" } }, ["firewall-field-type"]],
    [{ addresses: { ipv4: ["10.0.0.0/8"], ipx: [] } }, ["firewall-unknown-field"]],
    [{ label: "ab" }, ["firewall-rule-label-length"]],
    [{ label: "abc" }, []],
    [{ label: "a".repeat(32) }, []],
    [{ label: "a".repeat(33) }, ["firewall-rule-label-length"]],
    [{ description: "" }, ["firewall-rule-description-length"]],
    [{ description: "x" }, []],
    [{ description: "x".repeat(100) }, []],
    [{ description: "x".repeat(101) }, ["firewall-rule-description-length"]],
    [{ comment: "x" }, ["firewall-unknown-field"]],
  ])("%j", (patch, expected) => {
    expect(ids(validateFirewallRule(rule(patch)))).toEqual(expected);
  });

  it("suggests the field a typo meant", () => {
    expect(validateFirewallRule(rule({ protcol: "TCP" })).map((d) => d.message)).toContain('unknown field "protcol"; did you mean "protocol"?');
  });
});

describe("protocol and ports", () => {
  it.each([
    ["TCP", "22", []],
    ["UDP", "53", []],
    ["TCP", null, []],
    ["UDP", undefined, []],
    ["ICMP", "8", ["firewall-ports-protocol"]],
    ["IPENCAP", "1-100", ["firewall-ports-protocol"]],
    ["ICMP", null, []],
    ["IPENCAP", undefined, []],
    ["TCP", "", ["firewall-ports-syntax"]],
    ["TCP", 22, ["firewall-field-type"]],
  ])("%s with ports %j", (protocol, ports, expected) => {
    const r = rule({ protocol });
    if (ports === undefined) delete r.ports;
    else r.ports = ports;
    expect(ids(validateFirewallRule(r))).toEqual(expected);
  });

  it("counts pieces at 14/15/16", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i)).join(", ");
    expect(validatePorts(list(14))).toEqual([]);
    expect(validatePorts(list(15))).toEqual([]);
    expect(ids(validatePorts(list(16)))).toEqual(["firewall-ports-limit"]);
    expect(ids(validatePorts(`${list(13)}, 2000-2001`))).toEqual([]);
    expect(ids(validatePorts(`${list(14)}, 2000-2001`))).toEqual(["firewall-ports-limit"]);
  });

  it.each(["0", "65536", "022", "80-80", "90-80", "22,", "22,,80", "22,  80", "22 ,80", " 22", "22 ", "a"])("rejects %j", (ports) => {
    expect(ids(validatePorts(ports))).toEqual(["firewall-ports-syntax"]);
  });

  it("validatePorts names the type problem", () => {
    expect(ids(validatePorts(22))).toEqual(["firewall-field-type"]);
    expect(validatePorts(null)).toEqual([]);
    expect(ids(validatePorts("22", "ICMP"))).toEqual(["firewall-ports-protocol"]);
  });
});

describe("addresses", () => {
  const v4 = (list: unknown[]) => validateFirewallRule(rule({ addresses: { ipv4: list } }));
  const v6 = (list: unknown[]) => validateFirewallRule(rule({ addresses: { ipv6: list } }));
  it.each([
    ["0.0.0.0/0", []],
    ["203.0.113.10/32", []],
    ["192.168.1.254/32", []],
    ["192.168.1.255/32", []],
    ["192.168.1.256/32", ["firewall-address-syntax"]],
    ["010.0.0.1/32", ["firewall-address-syntax"]],
    ["10.1/16", ["firewall-address-syntax"]],
    ["0x0a.0.0.1/32", ["firewall-address-syntax"]],
    ["167772161/32", ["firewall-address-syntax"]],
    ["10.0.0.0/33", ["firewall-address-syntax"]],
    ["10.0.0.0/08", ["firewall-address-syntax"]],
    [" 10.0.0.0/8", ["firewall-address-syntax"]],
    ["10.0.0.0/8 ", ["firewall-address-syntax"]],
    ["2001:db8::/32", ["firewall-address-syntax"]],
    ["203.0.113.10", ["firewall-address-syntax"]],
    ["10.0.1.5/24", ["firewall-address-not-canonical"]],
  ])("ipv4 %j", (address, expected) => {
    expect(ids(v4([address]))).toEqual(expected);
  });

  it.each([
    ["::/0", []],
    ["2001:db8::/32", []],
    ["2600:3c03::f03c:91ff:fe24:3a2f/128", []],
    ["fe80::1%eth0/64", ["firewall-address-syntax"]],
    ["10.0.0.0/8", ["firewall-address-syntax"]],
    ["2001:db8::/129", ["firewall-address-syntax"]],
    ["2001:db8::1/32", ["firewall-address-not-canonical"]],
  ])("ipv6 %j", (address, expected) => {
    expect(ids(v6([address]))).toEqual(expected);
  });

  it("offers /32 for a bare address, and the network for host bits", () => {
    expect(v4(["203.0.113.10"])[0]!.fix?.value).toBe("203.0.113.10/32");
    expect(v4(["10.0.1.5/24"])[0]!.fix).toEqual({ path: ["addresses", "ipv4", 0], value: "10.0.1.0/24", description: "replace with 10.0.1.0/24" });
  });

  it("reports a duplicate network with the first as related", () => {
    const d = v4(["10.0.0.0/8", "10.0.0.0/8"]);
    expect(d).toMatchObject([{ ruleId: "firewall-address-duplicate", path: ["addresses", "ipv4", 1], related: [{ path: ["addresses", "ipv4", 0] }] }]);
  });

  it("finds duplicates in long lists too (sorted path), each against its first occurrence", () => {
    const list = Array.from({ length: 40 }, (_, i) => `10.0.${i % 30}.0/24`);
    const d = v4(list);
    expect(d.map((x) => x.path[x.path.length - 1])).toEqual(Array.from({ length: 10 }, (_, i) => 30 + i));
    expect(d.map((x) => x.related![0]!.path)).toEqual(Array.from({ length: 10 }, (_, i) => ["addresses", "ipv4", i]));
  });

  it("reports each repeat against its first occurrence, for short and long lists alike (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.constantFrom(24, 25)), { maxLength: 40 }), (items) => {
        const list = items.map(([n, p]) => `10.0.${n}.0/${p}`);
        const expected: Array<[number, number]> = [];
        list.forEach((a, i) => {
          const j = list.indexOf(a);
          if (j < i) expected.push([i, j]);
        });
        const found = v4(list).filter((d) => d.ruleId === "firewall-address-duplicate").map((d) => [d.path[2], d.related![0]!.path[2]]);
        expect(found).toEqual(expected);
      }),
    );
  });

  const addresses = (n4: number, n6: number) => ({
    ipv4: n4 ? Array.from({ length: n4 }, (_, i) => `10.${i >> 8}.${i & 255}.0/24`) : undefined,
    ipv6: n6 ? Array.from({ length: n6 }, (_, i) => `2001:db8:${i.toString(16)}::/48`) : undefined,
  });
  it.each([
    [254, 0, 0],
    [255, 0, 0],
    [256, 0, 1],
    [200, 55, 0],
    [200, 56, 1],
    [0, 256, 1],
  ])("%i ipv4 + %i ipv6 addresses", (n4, n6, findings) => {
    const a = addresses(n4, n6);
    const body = { ...(a.ipv4 ? { ipv4: a.ipv4 } : {}), ...(a.ipv6 ? { ipv6: a.ipv6 } : {}) };
    const d = validateFirewallRule(rule({ addresses: body }));
    expect(only(d, "firewall-rule-addresses-limit")).toHaveLength(findings);
    expect(d.filter((x) => x.ruleId !== "firewall-rule-addresses-limit")).toEqual([]);
  });
});

describe("devices", () => {
  it("takes integer ids in API bodies", () => {
    expect(ids(validateFirewall(firewall({ devices: { computes: ["web-1"] } })))).toEqual(["firewall-field-type"]);
    expect(ids(validateFirewall(firewall({ devices: { linodes: [1] } })))).toEqual(["firewall-unknown-field"]);
  });

  it("allows one NodeBalancer on create", () => {
    expect(validateFirewall(firewall({ devices: { nodebalancers: [1] } }))).toEqual([]);
    expect(validateFirewall(firewall({ devices: { nodebalancers: [1, 2] } }))).toMatchObject([
      { ruleId: "firewall-nodebalancer-limit", path: ["devices", "nodebalancers", 1] },
    ]);
  });

  it("warns on a device listed twice", () => {
    expect(ids(validateFirewall(firewall({ devices: { computes: [1, 2, 1] } })))).toEqual(["firewall-device-duplicate"]);
  });

  it.each([
    [{ id: 1, type: "compute" }, []],
    [{ id: 1, type: "nodebalancer" }, []],
    [{ id: 1, type: "linode" }, ["firewall-device-type"]],
    [{ id: "1", type: "compute" }, ["firewall-field-type"]],
    [{ type: "compute" }, ["firewall-required-field"]],
  ])("device create %j", (body, expected) => {
    expect(ids(validateFirewallDevice(body))).toEqual(expected);
  });
});

describe("robustness", () => {
  it("returns diagnostics, never throws, for any JSON value in every entry point", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const mode of ["create", "update"] as const) {
          expect(Array.isArray(validateFirewall(value, mode))).toBe(true);
          expect(Array.isArray(validateFirewallRules(value, mode))).toBe(true);
        }
        validateFirewallRule(value);
        validatePorts(value);
        validateFirewallDevice(value);
      }),
    );
  });

  it("never throws on random firewall-shaped objects, alone or through lint, and every finding has a registered rule id", async () => {
    const { RULES } = await import("../../src/rules/catalog.js");
    const { lint } = await import("../../src/lint.js");
    const anything = fc.oneof(fc.jsonValue(), fc.constantFrom("TCP", "ICMP", "ACCEPT", "22, 80", "10.0.0.0/8", "::/0", "1-65535"));
    const shapedRule = fc.record(
      {
        action: fc.oneof(fc.constantFrom("ACCEPT", "DROP", "allow"), anything),
        protocol: fc.oneof(fc.constantFrom("TCP", "UDP", "ICMP", "IPENCAP", "ALL"), anything),
        ports: fc.oneof(fc.constantFrom("22", "80-90", "0", "1,2, 3", null), fc.string(), anything),
        addresses: fc.oneof(fc.record({ ipv4: fc.array(fc.oneof(fc.ipV4(), fc.string(), anything)), ipv6: fc.array(fc.oneof(fc.ipV6(), anything)) }, { requiredKeys: [] }), anything),
        label: anything,
        description: anything,
      },
      { requiredKeys: [] },
    );
    const shaped = fc.record(
      {
        label: fc.oneof(fc.string(), anything),
        status: anything,
        tags: anything,
        rules: fc.oneof(fc.record({ inbound: fc.array(shapedRule), outbound: fc.array(shapedRule), inbound_policy: anything, outbound_policy: anything }, { requiredKeys: [] }), anything),
        devices: fc.oneof(fc.record({ computes: fc.array(anything), nodebalancers: fc.array(anything) }, { requiredKeys: [] }), anything),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(shaped, fc.constantFrom("create", "update"), (body, mode) => {
        const inventory = { computes: [{ label: "web-1", id: 1 }, { label: "web-2", live_migration: true }], nodebalancers: [{ label: "lb-1", id: 9 }] };
        const viaLint = lint({ ...inventory, firewalls: [body, body] });
        for (const d of [...validateFirewall(body, mode as "create" | "update"), ...viaLint]) {
          expect(Object.keys(RULES)).toContain(d.ruleId);
          expect(typeof d.message).toBe("string");
          expect(Array.isArray(d.path)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("treats __proto__ and constructor keys as plain data", () => {
    const body = JSON.parse('{"label":"web-fw","rules":{"inbound_policy":"DROP","outbound_policy":"DROP"},"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}');
    const d = validateFirewall(body);
    expect(ids(d)).toEqual(["firewall-unknown-field", "firewall-unknown-field"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(ids(validateFirewall(JSON.parse('{"__proto__":{"status":"x"},"rules":{}}'), "update"))).toEqual(["firewall-update-field", "firewall-unknown-field"]);
  });
});
