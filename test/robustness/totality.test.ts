/** The inputs the hardening issue found throwing or looping, each with its documented result. */
import { describe, expect, it } from "vitest";
import {
  analyzeFirewall,
  applyFilter,
  applyFixes,
  checkIpAssignment,
  checkIpShare,
  checkIpv6RangeCreate,
  compileFirewallRules,
  diffFirewall,
  evaluateFirewall,
  findOverlappingCidrs,
  formatGithub,
  formatJson,
  formatJunit,
  formatPlan,
  formatPorts,
  formatSarif,
  formatStylish,
  lint,
  lintSources,
  lintText,
  matchesFilter,
  parseCidr,
  parseIp,
  parsePorts,
  planChanges,
  validateDatabase,
  validateFilter,
  validateFirewall,
  validateFirewallDevice,
  validateFirewallRule,
  validateFirewallRules,
  validateImage,
  validateRequest,
  validateStackScript,
  validateSubnet,
  validateVpc,
  xFilterHeader,
} from "../../src/index.js";

describe("wrong types get the documented failure, never a throw or a loop", () => {
  it("parsePorts on a number or null: one problem, no pieces", () => {
    for (const v of [22, null, undefined, {}]) {
      expect(parsePorts(v as never)).toEqual({ pieces: [], pieceCount: 0, problems: [{ message: 'ports must be a string, e.g. "22" or "80, 443"', offset: 0, length: 0 }] });
    }
  });

  it("parseIp on a number or undefined: not ok", () => {
    expect(parseIp(5 as never)).toEqual({ ok: false, reason: "not a string" });
    expect(parseIp(undefined as never)).toEqual({ ok: false, reason: "not a string" });
  });

  it("evaluateFirewall with a null packet or null rules", () => {
    const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] };
    expect(evaluateFirewall(rules, null as never)).toEqual({ error: "the packet must be an object { direction, protocol, port, address }" });
    const packet = { direction: "inbound" as const, protocol: "TCP", port: 22, address: "1.2.3.4" };
    expect(evaluateFirewall({ inbound: null, outbound: null }, packet)).toEqual({ decision: "DROP", rule: null, direction: "inbound" });
    expect(evaluateFirewall(rules, packet)).toMatchObject({ decision: "ACCEPT", rule: 0 });
  });

  it("validateStackScript with an unknown mode validates as create (no prototype lookup)", () => {
    const body = { label: "x", images: ["compute/debian12"], script: "#!/bin/bash\n" };
    const create = validateStackScript(body, "create");
    for (const mode of ["bogus", "toString", "constructor", "__proto__"]) {
      const d = validateStackScript(body, mode as never);
      expect(d).toEqual(create);
      for (const x of d) expect(x.message.length).toBeGreaterThan(0);
    }
  });

  it("lint and lintText with null options; lintText with a non-string", () => {
    expect(lint({ firewalls: [] }, null as never)).toEqual([]);
    expect(lintText("firewalls: []\n", null as never)).toEqual([]);
    expect(lintText(5 as never)).toEqual([{ ruleId: "parse-error", severity: "error", message: "lintText takes YAML or JSON text, not an integer", path: [] }]);
  });

  it("validateFilter with a null-prototype collection; xFilterHeader on a filter nested 100,000 deep or holding a BigInt", () => {
    expect(validateFilter(Object.create(null), {}).map((d) => d.ruleId)).toEqual(["filter-collection"]);
    let deep: unknown = { label: "x" };
    for (let i = 0; i < 100_000; i++) deep = { "+and": [deep] };
    expect(xFilterHeader(deep)).toBe("");
    expect(validateFilter("vpcs", deep).some((d) => d.ruleId.startsWith("filter-"))).toBe(true);
    expect(xFilterHeader({ a: 10n })).toBe("");
    expect(xFilterHeader({ label: "prod" })).toBe('{"label":"prod"}');
  });

  it("formatJson with a BigInt in a path writes it as a string", () => {
    const out = formatJson([{ filePath: "a", messages: [{ ruleId: "x" as never, severity: "error", message: "m", path: [10n as never] }], errorCount: 1, warningCount: 0, infoCount: 0 }]);
    expect(JSON.parse(out)[0].messages[0].path).toEqual(["10"]);
  });
});

/** A list of 2^32 − 1 slots that holds `items` at its first indexes: walking it slot by slot takes minutes. */
function sparse(...items: unknown[]): unknown[] {
  const list: unknown[] = [...items];
  list.length = 2 ** 32 - 1;
  return list;
}
const rulesWith = (inbound: unknown) => ({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound });
const sshRule = { action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } };

describe("values no state holds: lists of 2^32 − 1 slots, cycles, BigInts, throwing getters (issue 26)", () => {
  it("planChanges: a BigInt is a field value like another; a cycle, a getter that throws, a sparse list or nesting past 64 levels is one input-limit finding", () => {
    const before = { vpcs: [{ id: 1, label: "prod", region: "us-east" }] };
    const withBigInt = planChanges(before, { vpcs: [{ id: 1, label: "prod", region: "us-east", description: 10n }] });
    expect(withBigInt.operations.map((o) => [o.path, o.fields])).toEqual([["/vpcs/1", ["description"]]]);

    const cyclic: Record<string, unknown> = { id: 1, label: "prod", region: "us-east" };
    cyclic.description = cyclic;
    const throwing = { id: 1, label: "prod", get region(): string { throw new Error("no"); } };
    let deep: unknown = "x";
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const cases: Array<[unknown, unknown, string, unknown[], boolean?]> = [
      [before, { vpcs: [cyclic] }, "contains itself", ["vpcs", 0, "description"]],
      [before, { vpcs: [throwing] }, "could not be read", ["vpcs", 0, "region"]],
      [before, { vpcs: sparse() }, "a list of 4294967295 entries", ["vpcs"]],
      [before, { vpcs: [{ id: 1, label: "prod", region: "us-east", description: deep }] }, "nesting deeper than 64 levels", ["vpcs", 0, "description", ...Array(61).fill("a")]],
      [{ vpcs: sparse() }, {}, "a list of 4294967295 entries", ["vpcs"], true],
      [undefined, sparse(), "a list of 4294967295 states", []],
    ];
    for (const [b, a, message, path, baseline] of cases) {
      const plan = planChanges(b, a);
      expect(plan.operations).toEqual([]);
      expect(plan.findings).toHaveLength(1);
      expect(plan.findings[0]).toMatchObject({ ruleId: "input-limit", severity: "error", path, ...(baseline ? { baseline: true } : {}) });
      expect(plan.findings[0]!.message).toContain(message);
    }
    // Options read what their lists hold.
    expect(planChanges(undefined, { vpcs: [] }, { sensitivePorts: sparse(22) as number[] }).operations).toEqual([]);
  });

  it("lint: a list of 2^32 − 1 slots anywhere is one input-limit finding at it; sparse option lists are read by what they hold", () => {
    expect(lint({ vpcs: sparse() })).toEqual([{ ruleId: "input-limit", severity: "error", message: "a list of 4294967295 entries, more than the 250000 values data may hold", path: ["vpcs"] }]);
    expect(lint({ firewalls: [{ label: "fw", rules: rulesWith(sparse(sshRule)) }] }).map((d) => [d.ruleId, d.path])).toEqual([["input-limit", ["firewalls", 0, "rules", "inbound"]]]);
    // The limits are the loader's, and raise the same way: these 32 values (the state, the list,
    // ten entries of two values) pass at 32, not at 31.
    const ten = { vpcs: Array.from({ length: 10 }, (_, i) => ({ label: `v${i}`, region: "us-east" })) };
    expect(lint(ten, { limits: { maxValues: 31 } }).map((d) => [d.ruleId, d.path])).toEqual([["input-limit", ["vpcs", 9, "region"]]]);
    expect(lint(ten, { limits: { maxValues: 32 } })).toEqual([]);
    expect(lint({ vpcs: [[[]]] }, { limits: { maxDepth: 3 } }).map((d) => d.message)).toEqual(["nesting deeper than 3 levels"]);
    expect(lint({ vpcs: [[]] }, { limits: { maxDepth: 3 } }).map((d) => d.ruleId)).toEqual(["state-structure"]);
    expect(lint({ vpcs: [] }, { sensitivePorts: sparse(22) as number[], allowedRegions: sparse("us-east") as string[] })).toEqual([]);
  });

  it("the bounds walk reads a mapping's own keys, as Object.keys gives them: not an inherited one, and a proxy that throws is unreadable", () => {
    // An inherited enumerable value is not walked (it holds a cycle, and nesting past any depth).
    const inherited: Record<string, unknown> = {};
    inherited.self = inherited;
    const firewall = Object.assign(Object.create(inherited) as Record<string, unknown>, { label: "fw", rules: rulesWith([sshRule]) });
    expect(validateFirewall(firewall).map((d) => d.ruleId)).not.toContain("input-limit");
    expect(lint({ vpcs: [Object.assign(Object.create({ deep: { a: { a: { a: {} } } } }) as object, { label: "v", region: "us-east" })] }, { limits: { maxDepth: 3 } }).map((d) => d.ruleId)).not.toContain("input-limit");
    // Own keys are walked in Object.keys' order: the first problem found is the first key's.
    const two = { label: "fw", rules: rulesWith([sshRule]), b: sparse(), a: sparse() };
    expect(validateFirewall(two).filter((d) => d.ruleId === "input-limit").map((d) => d.path)).toEqual([["b"]]);
    const keysThrow = new Proxy({}, { ownKeys: () => { throw new Error("no"); } });
    expect(validateFirewall({ label: "fw", rules: keysThrow }).map((d) => [d.ruleId, d.message])).toEqual([["input-limit", expect.stringContaining("could not be read")]]);
  });

  it("validateFirewallRules (and the other validators) refuse a list of 2^32 − 1 slots before the schema walks it", () => {
    expect(validateFirewallRules(rulesWith(sparse(sshRule))).map((d) => [d.ruleId, d.path])).toEqual([["input-limit", ["inbound"]]]);
    expect(validateFirewallRules(rulesWith([{ ...sshRule, addresses: { ipv4: sparse("0.0.0.0/0") } }])).map((d) => [d.ruleId, d.path])).toEqual([["input-limit", ["inbound", 0, "addresses", "ipv4"]]]);
    expect(validateFirewall({ label: "fw", rules: rulesWith(sparse()) }).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(validateFirewallRule({ ...sshRule, addresses: { ipv4: sparse() } }).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(validateVpc({ label: "prod", region: "us-east", subnets: sparse() }).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(validateSubnet(sparse()).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(validateDatabase({ label: "orders", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", allow_list: sparse() }).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(validateStackScript({ label: "boot", images: sparse(), script: "#!/bin/sh\n" }).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(validateImage(sparse()).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(validateFirewallDevice(sparse()).map((d) => d.ruleId)).toEqual(["input-limit"]);
    const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10"] } }] };
    expect(checkIpAssignment(inventory, { region: "us-east", assignments: sparse() }).map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(checkIpShare({ computes: sparse() }, { compute_id: 101, ips: ["203.0.113.10"] }).map((d) => [d.ruleId, d.message.startsWith("the inventory: ")])).toEqual([["input-limit", true]]);
    expect(checkIpv6RangeCreate(inventory, { prefix_length: 64, compute_id: 101, extra: sparse() }).map((d) => d.ruleId)).toEqual(["input-limit"]);
    const request = validateRequest({ method: "PUT", path: "/networking/firewalls/1/rules", body: rulesWith(sparse(sshRule)) });
    expect([request.status, request.diagnostics.map((d) => [d.ruleId, d.path])]).toEqual([400, [["input-limit", ["body", "inbound"]]]]);
  });

  it("exports that read a list as given read what it holds: the firewall model, the formatters, filters, fixes, overlaps, ports", () => {
    const model = compileFirewallRules(rulesWith(sparse(sshRule)));
    expect(model.inbound.rules.map((r) => [r.index, r.v4])).toEqual([[0, [[0, 2 ** 32 - 1]]]]);
    expect(compileFirewallRules(rulesWith([{ ...sshRule, addresses: { ipv4: sparse("10.0.0.0/8") } }])).inbound.rules[0]!.v4).toEqual([[167772160, 184549375]]);
    expect(evaluateFirewall(rulesWith(sparse(sshRule)), { direction: "inbound", protocol: "TCP", port: 22, address: "1.2.3.4" })).toMatchObject({ decision: "ACCEPT", rule: 0 });
    expect(analyzeFirewall(rulesWith(sparse(sshRule)) as never, { sensitivePorts: sparse(22) as number[] }).exposures).toHaveLength(1);
    expect(analyzeFirewall({ inbound: { policy: "DROP", rules: sparse() }, outbound: { policy: "ACCEPT", rules: [] } } as never).exposures).toEqual([]);
    expect(diffFirewall(rulesWith(sparse(sshRule)), rulesWith([])).map((r) => r.text)).toEqual(["inbound TCP 22 from 0.0.0.0/0: ACCEPT → DROP (inbound policy)"]);
    const message = { ruleId: "x", severity: "error", message: "m", path: sparse("vpcs"), related: sparse({ path: [], message: "r" }) };
    const results = sparse({ filePath: "a.yaml", messages: sparse(message), errorCount: 1, warningCount: 0, infoCount: 0 }) as never;
    for (const format of [formatStylish, formatJson, formatJunit, formatGithub]) expect(format(results)).toContain("m");
    expect(formatSarif(results, { policies: sparse() as never })).toContain('"m"');
    expect(formatPlan({ operations: sparse({ method: "POST", path: "/vpcs", subject: "s", fields: sparse("label") }), scopes: sparse(), events: sparse(), findings: sparse() } as never, "markdown")).toContain("`POST /vpcs`");
    expect(applyFilter(sparse({ label: "a", tags: sparse("t") }, { label: "b" }), { tags: "t" })).toEqual([{ label: "a", tags: expect.any(Array) }]);
    expect(matchesFilter({ label: "a" }, { "+or": sparse({ label: "a" }) })).toBe(true);
    expect(validateFilter("vpcs", { "+or": sparse({ label: "a" }) })).toEqual([]);
    expect(applyFixes("a: 1\n", sparse({ ruleId: "x", message: "m", path: [], fix: { path: sparse(), value: "2", description: "d" } }) as never).output).toBe("a: 1\n");
    const cidr = parseCidr("10.0.0.0/8");
    expect(findOverlappingCidrs(sparse(cidr.ok ? cidr.value : undefined, cidr.ok ? cidr.value : undefined) as never)).toEqual([{ first: 0, second: 1 }]);
    expect(formatPorts(sparse({ start: 22, end: 22 }) as never)).toBe("22");
    expect(lintSources(sparse({ filePath: "a.yaml", text: "vpcs: []\n" }) as never).map((r) => r.filePath)).toEqual(["a.yaml"]);
  });
});
