/**
 * Issue 24: no spread of an input-sized list anywhere in src/. `push(...x)`, `Math.max(...x)` and
 * `f(...x)` pass every item as an argument, and past about 120,000 items that overflows the stack
 * ("Maximum call stack size exceeded": planChanges died that way on a change of 130,000 images).
 * Two checks: src/ holds no call spread but the two of fixed size, and every exported function that
 * takes a list is run with 200,000 entries in each list (each section of a state) and returns its
 * result shape.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as lib from "../../src/index.js";

const N = 200_000;
const range = <T>(make: (i: number) => T, n = N): T[] => Array.from({ length: n }, (_, i) => make(i));
const SRC = fileURLToPath(new URL("../../src/", import.meta.url));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (p.endsWith(".ts") && !p.includes(".generated.")) out.push(p);
  }
  return out;
}

/** Spreads into a call whose list has a fixed size (a handler's own parameters, the LSP feature table). */
const FIXED_SIZE_SPREADS = new Set(["src/lsp/context.ts: handler(...params)", "src/lsp/server.ts: Object.assign({}, ...FEATURES.map((f) => f.capabilities))"]);

describe("no spread of a list into a call in src/", () => {
  it("every call spread is one of the fixed-size ones", () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isSpreadElement(node) && (ts.isCallExpression(node.parent) || ts.isNewExpression(node.parent))) {
          found.push(`src/${file.slice(SRC.length).split("\\").join("/")}: ${node.parent.getText().replace(/\s+/g, " ")}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
    expect(found.filter((f) => !FIXED_SIZE_SPREADS.has(f))).toEqual([]);
  });
});

const ssh = { action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } };
const v4 = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}/32`;
const bigRules = () => ({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: range(() => ssh), outbound: [{ ...ssh, addresses: { ipv4: range(v4) } }] });
const message = (i: number) => ({ ruleId: "vpc-label-syntax", severity: "error" as const, message: `m${i}`, path: ["vpcs", i, "label"], line: i + 1, column: 1 });
const results = () => [{ filePath: "a.yaml", messages: range(message) as never, errorCount: N, warningCount: 0, infoCount: 0 }, ...range((i) => ({ filePath: `f${i}.yaml`, messages: [], errorCount: 0, warningCount: 0, infoCount: 0 }))];
const inventory = () => ({ computes: range((i) => ({ id: i + 1, label: `c${i}`, region: "us-east", ipv4: { public: [`203.0.${(i >> 8) & 255}.${i & 255}`] } })) });
const sources = () => range((i) => ({ filePath: `f${i}.yaml`, text: "" }));
const orFilter = () => ({ "+or": range((i) => ({ label: `a${i}` })) });
const state = (section: string, make: (i: number) => unknown) => ({ [section]: range(make) });
/** A state of 200,000 entries in one section, as text (a flow list keeps it small). */
const stateText = `images: [${range((i) => `{label: i${i}}`).join(",")}]\n`;
const RAISED = { limits: { maxValues: 10_000_000, maxBytes: 64 << 20, maxTotalBytes: 64 << 20 } };

/** Each section of a state, 200,000 small entries. */
const SECTIONS: Record<string, (i: number) => unknown> = {
  vpcs: (i) => ({ label: `v${i}`, region: "us-east", subnets: [{ label: "app", ipv4: "10.0.0.0/24" }] }),
  firewalls: (i) => ({ label: `fw${i}`, rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" }, devices: { computes: [`c${i}`] } }),
  databases: (i) => ({ label: `db${i}` }),
  stackscripts: (i) => ({ label: `s${i}` }),
  images: (i) => ({ label: `i${i}` }),
  computes: (i) => ({ label: `c${i}`, region: "us-east" }),
  nodebalancers: (i) => ({ label: `n${i}` }),
  ip_assignments: () => ({ region: "us-east" }),
  ip_shares: (i) => ({ compute_id: i }),
  ipv6_ranges: () => ({ prefix_length: 64 }),
};

/**
 * Every exported function that takes a list (or data holding lists), with 200,000 entries in each,
 * and what it must return. planChanges and lint get every section in turn; the validators' data
 * past the values bound is refused by its size (one input-limit finding), which is a result too.
 */
const CALLS: Record<string, Array<() => unknown>> = {
  analyzeFirewall: [() => lib.analyzeFirewall(lib.compileFirewallRules(bigRules()), { sensitivePorts: range((i) => (i % 65535) + 1) })],
  applyFilter: [() => lib.applyFilter(range((i) => ({ label: `a${i}`, tags: ["t"] })), { tags: "t" })],
  applyFixes: [() => lib.applyFixes(`a: ${"x".repeat(10)}\n`, range(() => ({ ruleId: "x" as never, severity: "error" as const, message: "m", path: ["a"], fix: { path: ["a"], value: "y", description: "d" } })))],
  checkIpAssignment: [() => lib.checkIpAssignment(inventory(), { region: "us-east", assignments: range((i) => ({ address: `203.0.${(i >> 8) & 255}.${i & 255}`, compute_id: `c${(i + 1) % N}` })) })],
  checkIpShare: [() => lib.checkIpShare(inventory(), { compute_id: 1, ips: range((i) => `203.0.${(i >> 8) & 255}.${i & 255}`) })],
  checkIpv6RangeCreate: [() => lib.checkIpv6RangeCreate({ computes: range((i) => ({ id: i + 1, label: `c${i}`, region: "us-east", ipv6_ranges: ["2600:3c03::/64"] })) }, { prefix_length: 64, compute_id: 1 })],
  compileFirewallRules: [() => lib.compileFirewallRules(bigRules())],
  compilePolicies: [() => lib.compilePolicies(sources())],
  diffFirewall: [() => lib.diffFirewall(bigRules(), { inbound_policy: "DROP", outbound_policy: "ACCEPT", outbound: [{ ...ssh, addresses: { ipv4: range(v4) } }] })],
  evaluateFirewall: [() => lib.evaluateFirewall(bigRules(), { direction: "outbound", protocol: "TCP", port: 22, address: "10.0.0.9" })],
  explainPacket: [() => lib.explainPacket(sources(), "fw", { direction: "inbound", protocol: "TCP", port: 22, address: "1.2.3.4" })],
  // 200,000 single addresses inside one /8 (200,000 pairs), and 200,000 unparsed slots.
  findOverlappingCidrs: [() => lib.findOverlappingCidrs([...range((i) => { const p = lib.parseCidr(i === 0 ? "10.0.0.0/8" : v4(i)); return p.ok ? p.value : undefined; }), ...range(() => undefined)])],
  fixText: [() => lib.fixText("a.yaml", stateText, range((i) => ({ ruleId: "x" as never, severity: "error" as const, message: "m", path: ["images", i, "label"], fix: { path: ["images", i, "label"], value: `j${i}`, description: "d" } })))],
  formatGithub: [() => lib.formatGithub(results())],
  formatJson: [() => lib.formatJson(results())],
  formatJunit: [() => lib.formatJunit(results())],
  formatSarif: [() => lib.formatSarif(results())],
  formatStylish: [() => lib.formatStylish(results())],
  formatPlan: [
    () => lib.formatPlan(lib.planChanges(undefined, [state("images", SECTIONS.images!)]), "markdown"),
    () => lib.formatPlan(lib.planChanges(undefined, [state("images", SECTIONS.images!)]), "stylish"),
  ],
  formatPorts: [() => lib.formatPorts(range((i) => ({ start: (i % 65535) + 1, end: (i % 65535) + 1 })))],
  lint: Object.entries(SECTIONS).map(([section, make]) => () => lib.lint(state(section, make), RAISED)),
  lintSources: [() => lib.lintSources(sources(), RAISED)],
  lintText: [() => lib.lintText(stateText, RAISED)],
  matchesFilter: [() => lib.matchesFilter({ label: "a", tags: range((i) => `t${i}`) }, orFilter())],
  // Several state files a side, each within the values bound, so that the account holds 200,000 a section.
  planChanges: Object.entries(SECTIONS).map(([section, make]) => () => lib.planChanges(undefined, [0, 1, 2, 3].map((k) => ({ [section]: range((i) => make(k * 50_000 + i), 50_000) })))),
  testPolicies: [() => lib.testPolicies(lib.compilePolicies(sources()).policies)],
  unifiedDiff: [() => lib.unifiedDiff("a", range((i) => `l${i}`).join("\n"), range((i) => `l${i}`).join("\n") + "\nextra")],
  validateDatabase: [() => lib.validateDatabase({ label: "orders", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", allow_list: range((i) => v4(i)) })],
  validateFilter: [() => lib.validateFilter("vpcs", orFilter())],
  validateFirewall: [() => lib.validateFirewall({ label: "fw-1", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ ...ssh, addresses: { ipv4: range(v4) } }] }, devices: { computes: range((i) => i) } })],
  validateFirewallRule: [() => lib.validateFirewallRule({ ...ssh, addresses: { ipv4: range(v4) } })],
  validateFirewallRules: [() => lib.validateFirewallRules({ inbound: range(() => "x") })],
  validateRequest: [() => lib.validateRequest({ method: "POST", path: "/networking/ips/share", body: { compute_id: 1, ips: range((i) => `203.0.${(i >> 8) & 255}.${i & 255}`) } })],
  validateStackScript: [() => lib.validateStackScript({ label: "boot", images: range((i) => `private/${i}`), script: "#!/bin/sh" })],
  validateVpc: [() => lib.validateVpc({ label: "prod", region: "us-east", subnets: range(() => "x") })],
  xFilterHeader: [() => lib.xFilterHeader(orFilter())],
};

describe("every exported function that takes a list, with 200,000 entries in each (issue 24)", () => {
  it("covers every exported function that takes a list", () => {
    // The others take strings, numbers or single values (parsers, formatters of one value, single-body validators).
    const noList = ["addressInCidr", "addressRange", "canonicalizeCidr", "cidrContains", "cidrsOverlap", "escapeText", "formatCidr", "formatIp", "lintFilterText", "parseCidr", "parseIp", "parseIpv4", "parseIpv6", "parsePorts", "validateFirewallDevice", "validateImage", "validateImageId", "validateIpAllocation", "validatePaging", "validatePorts", "validateRdnsUpdate", "validateSubnet"];
    const exported = Object.entries(lib).filter(([, v]) => typeof v === "function").map(([k]) => k);
    expect(exported.filter((k) => !noList.includes(k) && !(k in CALLS))).toEqual([]);
  });
  for (const [name, calls] of Object.entries(CALLS)) {
    it(name, () => {
      for (const call of calls) {
        const result = call();
        expect(result === undefined || result === null).toBe(false);
        if (Array.isArray(result)) expect(result.length).toBeGreaterThanOrEqual(0);
      }
    }, 120_000);
  }
});
