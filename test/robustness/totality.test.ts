/** The inputs the hardening issue found throwing or looping, each with its documented result. */
import { describe, expect, it } from "vitest";
import {
  evaluateFirewall,
  formatJson,
  lint,
  lintText,
  parseIp,
  parsePorts,
  validateFilter,
  validateStackScript,
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
    const out = formatJson([{ filePath: "a", messages: [{ ruleId: "x", severity: "error", message: "m", path: [10n as never] }], errorCount: 1, warningCount: 0, infoCount: 0 }]);
    expect(JSON.parse(out)[0].messages[0].path).toEqual(["10"]);
  });
});
