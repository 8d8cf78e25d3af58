/** The entry points added after the validators never throw, on any input (each returns its result shape). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchGlob } from "../src/config/glob.js";
import { rulesForFile, validateConfig } from "../src/config/config.js";
import { applyFixes } from "../src/rules/fix.js";
import { explainPacket, lintFilterText, lintText } from "../src/lint.js";
import { applySuppressions, parseDirectives } from "../src/rules/suppress.js";

const yamlish = fc.string({
  unit: fc.constantFrom(..."firewalls:- []{}&*!|>'\"#\n 0123abc,%@`\t", "cloudlint-disable-next-line ", "cloudlint-enable ", "firewall-exposed-port", " -- ", "until=2026-01-01"),
  maxLength: 200,
});
const path = fc.array(fc.oneof(fc.string(), fc.nat()), { maxLength: 4 });

describe("never throws", () => {
  it("validateConfig and rulesForFile, on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const { config, problems } = validateConfig(v);
        expect(Array.isArray(problems)).toBe(true);
        if (problems.length === 0) expect(typeof rulesForFile(config, "infra/a.yaml")).toBe("object");
      }),
      { numRuns: 1000 },
    );
  });

  it("suppressions and fixes, on any YAML-ish text", () => {
    fc.assert(
      fc.property(yamlish, (t) => {
        expect(Array.isArray(parseDirectives(t))).toBe(true);
        expect(Array.isArray(applySuppressions(t, lintText(t, { inlineConfig: false }), "2026-11-22"))).toBe(true);
        expect(typeof applyFixes(t, lintText(t)).output).toBe("string");
      }),
      { numRuns: 1000 },
    );
  });

  it("applyFixes with arbitrary fixes, in YAML and JSON", () => {
    const diagnostic = fc.record({ ruleId: fc.string(), severity: fc.constant("error" as const), message: fc.string(), path, fix: fc.record({ path, value: fc.jsonValue(), description: fc.string() }) });
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(diagnostic, { maxLength: 5 }), (v, generated) => {
        const json = JSON.stringify(v) ?? "null";
        // Any rule id and any fix value, as a caller's own diagnostics may hold.
        const ds = generated as unknown as Parameters<typeof applyFixes>[1];
        expect(typeof applyFixes(json, ds, { json: true }).output).toBe("string");
        expect(typeof applyFixes(json, ds).output).toBe("string");
      }),
      { numRuns: 1000 },
    );
  });

  it("lintFilterText and explainPacket, on any strings and packets", () => {
    fc.assert(fc.property(fc.string(), fc.string(), (c, t) => {
        expect(typeof lintFilterText(c, t).errorCount).toBe("number");
      }), { numRuns: 1000 });
    const packet = fc.record({ direction: fc.constantFrom("inbound", "outbound", "x"), protocol: fc.string(), port: fc.oneof(fc.integer(), fc.double()), address: fc.string() });
    fc.assert(
      fc.property(yamlish, fc.string(), packet, (t, label, p) => {
        const r = explainPacket([{ filePath: "a.yaml", text: t }], label, p as never);
        expect("problem" in r || "decision" in r).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("matchGlob, on any strings", () => {
    fc.assert(fc.property(fc.string(), fc.string(), (p, t) => {
        expect(typeof matchGlob(p, t)).toBe("boolean");
      }), { numRuns: 1000 });
  });
});
