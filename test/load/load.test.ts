import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, loadText } from "../../src/load/load.js";

describe("loadText", () => {
  it("maps paths to spans for values and keys", () => {
    const text = "firewalls:\n  - label: web\n    rules:\n      inbound_policy: DROP\n";
    const { data, positions, findings } = loadText(text);
    expect(findings).toEqual([]);
    expect(data).toEqual({ firewalls: [{ label: "web", rules: { inbound_policy: "DROP" } }] });
    // "  - label: web": the key spans columns 5-9, the value 12-14 (end columns are exclusive).
    expect(positions.locate(["firewalls", 0, "label"])).toEqual({ line: 2, column: 12, endLine: 2, endColumn: 15 });
    expect(positions.locate(["firewalls", 0, "label"], "key")).toEqual({ line: 2, column: 5, endLine: 2, endColumn: 10 });
    // A missing path falls back to its nearest ancestor.
    expect(positions.locate(["firewalls", 0, "rules", "outbound_policy"])?.line).toBe(4);
  });

  it("positions a range inside a quoted or plain scalar", () => {
    const { positions } = loadText('a: "22, 080"\nb: 22, 080\n');
    expect(positions.locate(["a"], undefined, [4, 3])).toMatchObject({ line: 1, column: 9, endColumn: 12 });
    expect(positions.locate(["b"], undefined, [4, 3])).toMatchObject({ line: 2, column: 8, endColumn: 11 });
  });

  it("falls back to the whole scalar when the source does not spell the value verbatim", () => {
    const { positions } = loadText('a: "\\x32\\x32, 080"\n');
    expect(positions.locate(["a"], undefined, [4, 3])).toMatchObject({ line: 1, column: 4, endColumn: 19 });
  });

  it.each([
    ["a: [1, 2\nb: 3\n", 2],
    ["a: 1\na: 2\n", 2],
    ["a:\n  - b\n c: 1\n", 3],
    ["---\na: 1\n---\nb: 2\n", 3],
  ])("reports a syntax error with its position: %j", (text, line) => {
    const { data, findings } = loadText(text);
    expect(data).toBeUndefined();
    expect(findings[0]).toMatchObject({ ruleId: "parse-error", severity: "error", line });
  });

  it("caps nesting depth without crashing, even far past the parser's own stack", () => {
    for (const depth of [DEFAULT_LIMITS.maxDepth + 1, 1000, 100_000]) {
      const { data, findings } = loadText("[".repeat(depth) + "]".repeat(depth));
      expect(data).toBeUndefined();
      expect(findings[0]!.ruleId).toBe("input-limit");
    }
    const ok = loadText("[".repeat(DEFAULT_LIMITS.maxDepth) + "]".repeat(DEFAULT_LIMITS.maxDepth));
    expect(ok.findings).toEqual([]);
  });

  it("caps block nesting too", () => {
    const text = Array.from({ length: 200 }, (_, i) => " ".repeat(i) + "a:").join("\n") + " 1\n";
    expect(loadText(text).findings[0]!.ruleId).toBe("input-limit");
  });

  it("refuses alias bombs", () => {
    const lines = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 10; i++) lines.push(`${"abcdefghij"[i]}: &${"abcdefghij"[i]} [${Array(9).fill(`*${"abcdefghij"[i - 1]}`).join(", ")}]`);
    const { data, findings } = loadText(lines.join("\n") + "\n");
    expect(data).toBeUndefined();
    expect(findings[0]!.ruleId).toBe("input-limit");
  });

  it("allows exactly the alias cap and refuses one more", () => {
    const doc = (n: number) => ["a: &a x", ...Array.from({ length: n }, (_, i) => `k${i}: *a`)].join("\n") + "\n";
    expect(loadText(doc(DEFAULT_LIMITS.maxAliases)).findings).toEqual([]);
    expect(loadText(doc(DEFAULT_LIMITS.maxAliases + 1)).findings[0]).toMatchObject({ ruleId: "input-limit", message: expect.stringContaining("more than 100 YAML aliases") });
  });

  it("allows a file of exactly the size cap and refuses one byte more", () => {
    const limits = { ...DEFAULT_LIMITS, maxBytes: 5 };
    expect(loadText("a: 1\n", limits).findings).toEqual([]);
    expect(loadText("a: 12\n", limits).findings[0]!.ruleId).toBe("input-limit");
  });

  it("refuses oversized input before parsing", () => {
    const { findings } = loadText("a: 1\n", { ...DEFAULT_LIMITS, maxBytes: 3 });
    expect(findings[0]).toMatchObject({ ruleId: "input-limit", message: expect.stringContaining("more than the limit") });
    expect(loadText("", DEFAULT_LIMITS, 10 * 1024 * 1024).findings[0]!.ruleId).toBe("input-limit");
  });

  it("keeps __proto__ and constructor as own data keys", () => {
    const { data } = loadText("__proto__: {polluted: 1}\nconstructor: {prototype: {x: 1}}\n");
    expect(Object.keys(data as object)).toEqual(["__proto__", "constructor"]);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['{"a": 1,}', 1, 9],
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3],
    ["{a: 1}", 1, 2],
    ['{"a": 1} x', 1, 10],
  ])("holds .json files to JSON: %j", (text, line, column) => {
    const { data, findings } = loadText(text, DEFAULT_LIMITS, undefined, "json");
    expect(data).toBeUndefined();
    expect(findings[0]).toMatchObject({ ruleId: "parse-error", line, column });
  });

  it("reads JSON as well as YAML, and an empty file as null", () => {
    expect(loadText('{"firewalls": []}').data).toEqual({ firewalls: [] });
    expect(loadText("").data).toBeNull();
    expect(loadText("# only a comment\n").data).toBeNull();
  });
});
