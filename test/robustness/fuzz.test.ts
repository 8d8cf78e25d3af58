/**
 * Every exported function is total over any input (SPEC §5): on arbitrary values — wrong types,
 * BigInts, Maps, null prototypes, sparse arrays — it returns its documented result and never
 * throws, and no call takes long enough to look like a loop. Each export runs in a worker thread
 * against the built package; a call that does not finish within its budget fails the test with
 * that input instead of hanging the suite.
 */
import { Worker } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as lib from "../../dist/esm/index.js";

const entry = new URL("../../dist/esm/index.js", import.meta.url).href;
const worker = fileURLToPath(new URL("./fuzz-worker.mjs", import.meta.url));
// A hang detector, not a speed test: a call that loops never returns, while a trivial call on a
// machine loaded past its cores has been seen to take over 3 s (xFilterHeader on {"a":10n}).
const CALL_BUDGET_MS = 10_000;
const STARTUP_BUDGET_MS = 20_000;

/** A filter nested n levels deep (built in the worker). */
const deep = (n: number) => ({ $deep: n });
const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] };
/** A sparse list of length 2^32 - 1 (no elements): walking it index by index takes minutes. */
const sparseList = (): unknown[] => {
  const list: unknown[] = [];
  list.length = 2 ** 32 - 1;
  return list;
};

/** Inputs the issue found throwing or looping, run first for every export they fit. */
const EXTRA: Record<string, unknown[][]> = {
  parsePorts: [[22], [null], [undefined], [{}], [65536]],
  validatePorts: [[22], [null]],
  parseIp: [[5], [undefined], [null]],
  parseIpv4: [[5]],
  parseIpv6: [[5]],
  parseCidr: [[5, null], ["10.0.0.0/8", 5]],
  evaluateFirewall: [[rules, null], [{ inbound: null, outbound: null }, { direction: "inbound", protocol: "TCP", port: 22, address: "1.2.3.4" }], [null, null]],
  compileFirewallRules: [[{ inbound: null }], [null]],
  validateStackScript: [[{}, "bogus"], [{}, "toString"], [{}, "__proto__"], [{}, "constructor"]],
  validateFirewall: [[{}, "toString"], [{}, "bogus"]],
  validateVpc: [[{}, "hasOwnProperty"]],
  validateDatabase: [[{}, "valueOf"]],
  validateImage: [[{}, "toString"]],
  lint: [[{}, null], [null, null]],
  lintSources: [[null], [[{ filePath: 5, text: null }]], [[null], null]],
  validateFilter: [[Object.create(null), {}], ["vpcs", deep(100_000)]],
  matchesFilter: [[{}, deep(100_000)]],
  xFilterHeader: [[deep(100_000)], [{ a: 10n }]],
  formatJson: [[[{ filePath: "a", messages: [{ ruleId: "x", severity: "error", message: "m", path: [10n] }] }]]],
  formatStylish: [[[{ filePath: "a", messages: Array.from({ length: 200_000 }, () => ({ ruleId: "x", severity: "error", message: "m", path: [] })) }]]],
  explainPacket: [[[{ filePath: "a.yaml", text: "firewalls: []" }], "x", { direction: "inbound", protocol: "TCP", port: 10n, address: "1.2.3.4" }], [null, null, null]],
  analyzeFirewall: [[null, null], [{ inbound: null }, { sensitivePorts: "x" }]],
  applyFixes: [[null, null, null], ["a: 1", [{ fix: { path: null, value: 10n } }]]],
  compilePolicies: [
    [[{ filePath: "p.yaml", text: `policies:\n  - id: a/b\n    description: d\n    resource: vpcs\n    assert: ${"{ not: ".repeat(5000)}{}${" }".repeat(5000)}\n` }]],
    [[{ filePath: "p.yaml", text: "policies:\n  - id: a/b\n    description: d\n    resource: vpcs\n    assert: { field: label, matches: '((a{1000}){1000}){1000}' }\n" }]],
    [[{ filePath: "p.json", text: "[".repeat(100_000) }]],
    [[{ filePath: "p.yaml", text: "policies:\n  - id: a/b\n    description: '{{'\n    resource: vpcs\n    count: { max: 1 }\n" }]],
    [sparseList()],
    [[{ filePath: "p.yaml", text: `policies:\n  - id: a/b\n    description: d\n    resource: vpcs\n    assert: { any: [${Array.from({ length: 3000 }, (_, i) => `{ field: label, matches: '(?s:.{0,1000}.{0,1000}.{0,1000}.{0,${500 + i}})' }`).join(", ")}] }\n` }]],
  ],
  testPolicies: [[{ list: [] }, { readFile: 5 }], [null, null]],
  lintText: [["firewalls: []", null], [5, 5], ["vpcs: []", { policies: { list: [{ id: "a/b" }], compiled: [null] } }]],
};

/** A list of 2^32 − 1 slots holding `items` at its first indexes. */
const sparseOf = (...items: unknown[]): unknown[] => {
  const list: unknown[] = [...items];
  list.length = 2 ** 32 - 1;
  return list;
};
/** A state entry that contains itself. */
const cyclic = (): Record<string, unknown> => {
  const entry: Record<string, unknown> = { id: 1, label: "prod", region: "us-east" };
  entry.description = entry;
  return entry;
};
const vpc = { id: 1, label: "prod", region: "us-east" };
const ssh = { action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } };
const sparseRules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: sparseOf(ssh), outbound: [{ ...ssh, addresses: { ipv4: sparseOf("10.0.0.0/8") } }] };
const sparseResults = sparseOf({ filePath: "a.yaml", messages: sparseOf({ ruleId: "x", severity: "error", message: "m", path: sparseOf("a"), related: sparseOf({ path: [], message: "r" }) }) });
/**
 * Issue 26 (a pull request is untrusted input): lists of 2^32 − 1 slots where each export reads a
 * list, values that contain themselves, BigInts where a plan compares values. Run first, with EXTRA.
 */
const UNTRUSTED: Record<string, unknown[][]> = {
  planChanges: [
    [{ vpcs: [vpc] }, { vpcs: [cyclic()] }],
    [{ vpcs: [vpc] }, { vpcs: [{ ...vpc, description: 10n }] }],
    [undefined, { vpcs: sparseOf() }],
    [{ firewalls: [{ id: 2, label: "fw", rules: sparseRules }] }, { firewalls: [{ id: 2, label: "fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }] }],
    [undefined, sparseOf()],
    [undefined, {}, { sensitivePorts: sparseOf(22) }],
  ],
  lint: [[{ vpcs: sparseOf() }], [{ firewalls: [{ label: "fw", rules: sparseRules }] }], [{ vpcs: [cyclic()] }], [{}, { sensitivePorts: sparseOf(), allowedRegions: sparseOf() }]],
  lintSources: [[sparseOf({ filePath: "a.yaml", text: "vpcs: []" })], [[], { baseline: sparseOf() }]],
  explainPacket: [[sparseOf({ filePath: "a.yaml", text: "firewalls: []" }), "x", { direction: "inbound", protocol: "TCP", port: 22, address: "1.2.3.4" }]],
  validateFirewallRules: [[sparseRules], [{ inbound: sparseOf() }]],
  validateFirewallRule: [[{ ...ssh, addresses: { ipv4: sparseOf() } }]],
  validateFirewall: [[{ label: "fw", rules: sparseRules, devices: { computes: sparseOf() } }]],
  validateFirewallDevice: [[sparseOf()]],
  validateVpc: [[{ label: "prod", region: "us-east", subnets: sparseOf() }]],
  validateSubnet: [[sparseOf()]],
  validateDatabase: [[{ label: "orders", allow_list: sparseOf() }]],
  validateStackScript: [[{ label: "boot", images: sparseOf(), script: "#!/bin/sh" }]],
  validateImage: [[sparseOf()]],
  validateRequest: [[{ method: "PUT", path: "/networking/firewalls/1/rules", body: sparseRules }]],
  checkIpAssignment: [[{ computes: sparseOf() }, { region: "us-east", assignments: sparseOf() }]],
  checkIpShare: [[{ computes: sparseOf() }, { compute_id: 1, ips: sparseOf() }]],
  checkIpv6RangeCreate: [[{ computes: sparseOf() }, { prefix_length: 64, compute_id: 1 }]],
  compileFirewallRules: [[sparseRules]],
  evaluateFirewall: [[sparseRules, { direction: "inbound", protocol: "TCP", port: 22, address: "1.2.3.4" }], [{ inbound: { policy: "DROP", rules: sparseOf() }, outbound: { policy: "DROP", rules: [] } }, { direction: "inbound", protocol: "TCP", port: 22, address: "1.2.3.4" }]],
  analyzeFirewall: [[sparseRules, { sensitivePorts: sparseOf(22) }], [{ inbound: { policy: "DROP", rules: [{ index: 0, action: "ACCEPT", protocol: "TCP", ports: [5], v4: [], v6: [] }] }, outbound: { policy: "DROP", rules: [] } }]],
  diffFirewall: [[sparseRules, { inbound_policy: "DROP", outbound_policy: "ACCEPT" }]],
  formatStylish: [[sparseResults]],
  formatJson: [[sparseResults]],
  formatJunit: [[sparseResults]],
  formatGithub: [[sparseResults]],
  formatSarif: [[sparseResults, { policies: sparseOf() }]],
  formatPlan: [[{ operations: sparseOf({ method: "POST", path: "/vpcs", fields: sparseOf("label") }), scopes: sparseOf(), events: sparseOf(), findings: sparseOf() }, "markdown"]],
  formatPorts: [[sparseOf({ start: 22, end: 22 })]],
  findOverlappingCidrs: [[sparseOf()]],
  applyFilter: [[sparseOf({ label: "a", tags: sparseOf("t") }), { tags: "t" }]],
  matchesFilter: [[{ label: "a", tags: sparseOf() }, { "+or": sparseOf({ label: "a" }), tags: { "+contains": "x" } }]],
  validateFilter: [["vpcs", { "+or": sparseOf({ label: "a" }) }], ["images", { tags: { "+or": sparseOf("a") } }]],
  applyFixes: [["a: 1", sparseOf({ fix: { path: sparseOf(), value: "2" } })], ["a: 1", [{ fix: { path: [10n], value: "2" } }]]],
};

function fuzz(name: string, runs: number): Promise<{ calls?: number; threw?: string; hung?: string }> {
  return new Promise((resolveResult) => {
    const w = new Worker(worker, { workerData: { entry, name, runs, seed: 20261123, extra: [...(UNTRUSTED[name] ?? []), ...(EXTRA[name] ?? [])] }, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
    let last = "(start-up: loading the library and sampling arguments)";
    let timer: NodeJS.Timeout;
    const arm = (budget: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void w.terminate();
        resolveResult({ hung: last });
      }, budget);
    };
    // Start-up has a budget of its own (a busy CI machine loads slowly); each call then has CALL_BUDGET_MS.
    arm(STARTUP_BUDGET_MS);
    w.on("message", (m: { type: string; args?: string; error?: string; calls?: number }) => {
      if (m.type === "call") {
        last = m.args ?? "";
        arm(CALL_BUDGET_MS);
      } else {
        clearTimeout(timer);
        void w.terminate();
        resolveResult(m.type === "done" ? { calls: m.calls! } : { threw: `${m.args} → ${m.error}` });
      }
    });
    w.on("error", (e) => {
      clearTimeout(timer);
      resolveResult({ threw: `${last} → worker error ${String(e)}` });
    });
  });
}

const functions = Object.entries(lib)
  .filter(([, v]) => typeof v === "function")
  .map(([k]) => k)
  .sort();

describe("every export is total (fc.anything, worker with a per-call time budget)", () => {
  it("covers every exported function", () => {
    expect(functions.length).toBeGreaterThan(40);
  });
  for (const name of functions) {
    it(name, async () => {
      const result = await fuzz(name, 300);
      expect(result.hung, `${name} did not return within ${CALL_BUDGET_MS} ms on ${result.hung}`).toBeUndefined();
      expect(result.threw, `${name} threw`).toBeUndefined();
      expect(result.calls).toBeGreaterThanOrEqual(300);
    }, 120_000);
  }
});
