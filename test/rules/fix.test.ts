import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { applyFixes, unifiedDiff } from "../../src/rules/fix.js";
import { lintText } from "../../src/lint.js";

const fw = (line: string) => `firewalls:
  - label: web-fw   # the front door
    rules:
      inbound_policy: DROP
      outbound_policy: ACCEPT
      inbound:
        - action: ACCEPT
          protocol: TCP
${line}
`;
const fixText = (text: string, json = false) => applyFixes(text, lintText(text, { filePath: json ? "a.json" : "a.yaml" }), { json }).output;

describe("applyFixes", () => {
  it.each([
    ['          ports: "22"\n          addresses: { ipv4: [198.51.100.7/24] }', "addresses: { ipv4: [198.51.100.0/24] }"],
    ["          ports: \"22\"\n          addresses: { ipv4: ['198.51.100.7/24'] }", "addresses: { ipv4: ['198.51.100.0/24'] }"],
    ['          ports: "22"\n          addresses: { ipv4: ["203.0.113.10"] }', 'addresses: { ipv4: ["203.0.113.10/32"] }'],
    ['          ports: "22"\n          addresses:\n            ipv4:\n              - 203.0.113.10   # office', "- 203.0.113.10/32   # office"],
    ['          ports: "22,  80 ,443"\n          addresses: { ipv4: [198.51.100.0/24] }', 'ports: "22, 80, 443"'],
  ])("%j", (line, expected) => {
    const out = fixText(fw(line));
    expect(out).toContain(expected);
    expect(out).toContain("# the front door");
    expect(lintText(out)).toEqual([]);
  });

  it("fixes enum case and keeps the file otherwise byte for byte", () => {
    const text = fw('          ports: "22"\n          addresses: { ipv4: [198.51.100.0/24] }').replace("inbound_policy: DROP", "inbound_policy: drop");
    const out = fixText(text);
    expect(out).toBe(text.replace("inbound_policy: drop", "inbound_policy: DROP"));
  });

  it("does not offer a ports fix unless spacing is the only problem", () => {
    const text = fw('          ports: "22,  080"\n          addresses: { ipv4: [198.51.100.0/24] }');
    expect(fixText(text)).toBe(text);
  });

  it("writes JSON strings in JSON files", () => {
    const text = JSON.stringify({ databases: [{ label: "orders-db", engine: "mysql/8", region: "r", type: "t", cluster_size: 3, allow_list: ["203.0.113.10"] }] }, null, 2);
    const out = fixText(text, true);
    expect(JSON.parse(out).databases[0].allow_list).toEqual(["203.0.113.10/32"]);
  });

  it("quotes a value only when plain text would not read back as the same string", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab01:/.- #,[]{}'\"truefalsnx\t") , maxLength: 12 }), (value) => {
        const text = "a: x\n";
        const out = applyFixes(text, [{ ruleId: "r" as never, severity: "error", message: "m", path: ["a"], fix: { path: ["a"], value, description: "d" } }]).output;
        expect(parse(out)).toEqual({ a: value });
      }),
    );
  });

  it("skips fixes whose path is not a scalar in the text", () => {
    const text = "a: [1, 2]\n";
    expect(applyFixes(text, [{ ruleId: "r" as never, severity: "error", message: "m", path: ["a"], fix: { path: ["a"], value: "x", description: "d" } }])).toEqual({ output: text, applied: 0 });
  });
});

describe("unifiedDiff", () => {
  it("shows changed lines with context", () => {
    const before = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"].join("\n");
    const after = before.replace("5", "five");
    expect(unifiedDiff("f.yaml", before, after)).toBe("--- f.yaml\n+++ f.yaml\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
    expect(unifiedDiff("f.yaml", before, before)).toBe("");
  });
});
