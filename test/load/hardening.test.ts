/** Loading what a pull request may contain: each problem a clear finding at its place, nothing printed. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_LIMITS, loadText } from "../../src/load/load.js";
import { lintSources, lintText } from "../../src/lint.js";

const at = (text: string, syntax: "yaml" | "json" = "yaml") => loadText(text, undefined, undefined, syntax).findings.map((f) => [f.ruleId, f.line, f.column, f.message]);

afterEach(() => vi.restoreAllMocks());

describe("loader", () => {
  it("reports every duplicate key at the repeat, naming the first line", () => {
    const r = loadText("a: 1\nb: 2\na: 3\nc:\n  x: 1\n  x: 2\n");
    expect(r.data).toBeUndefined();
    expect(r.findings.map((f) => [f.ruleId, f.line, f.column, f.message])).toEqual([
      ["parse-error", 3, 1, 'duplicate key "a" (first at line 1); keys in a mapping must be unique'],
      ["parse-error", 6, 3, 'duplicate key "x" (first at line 5); keys in a mapping must be unique'],
    ]);
  });

  it("finds duplicates among 100,000 keys (linear: yaml's own check was quadratic)", () => {
    const keys = Array.from({ length: 100_000 }, (_, i) => `k${i}: ${i}`);
    keys.push("k5: again");
    const r = loadText(keys.join("\n") + "\n");
    expect(r.findings.map((f) => f.line)).toEqual([100_001]);
  });

  it("refuses keys that are collections with a finding, and prints nothing", () => {
    const warn = vi.spyOn(process, "emitWarning");
    const log = vi.spyOn(console, "warn");
    expect(at("? [a, b]\n: 1\n")).toEqual([["parse-error", 1, 3, "a mapping key must be a plain value, not a list"]]);
    expect(at("? {a: 1}\n: 1\n")[0]![3]).toBe("a mapping key must be a plain value, not a mapping");
    expect(warn).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("names unsupported YAML tags instead of calling them a mapping", () => {
    expect(at("x: !!omap [a: 1]\n")[0]![3]).toBe("the YAML tag !!omap is not supported in a state file; write plain mappings, lists and scalars");
    expect(at("x: !!set {a, b}\n")[0]![3]).toContain("!!set");
    expect(at("x: !!binary aGVsbG8=\n")[0]![3]).toContain("!!binary");
    expect(at("x: !custom y\n")[0]![3]).toContain("!custom");
    expect(at("x: !!str 5\ny: !!int 3\n")).toEqual([]);
  });

  it("reports an unresolved alias as a parse error at the alias", () => {
    expect(at("a: 1\nx: *nope\n")).toEqual([["parse-error", 2, 4, "unknown alias *nope: an anchor &nope must come before it"]]);
    expect(at("x: *later\ny: &later 1\n")[0]![1]).toBe(1);
    expect(at("y: &a 1\nx: *a\n")).toEqual([]);
  });

  it("reports integers beyond 2^53 as out of range instead of rounding them silently", () => {
    expect(at("x: 9007199254740991\n")).toEqual([]);
    expect(at("x: 9007199254740992\n")[0]![3]).toBe("the number 9007199254740992 is out of range: integers beyond ±(2^53 - 1) cannot be read exactly");
    expect(at('{"x": 9007199254740993}', "json")[0]![3]).toContain("9007199254740993 is out of range");
    expect(at("x: -9007199254740993\n")[0]![3]).toContain("-9007199254740993");
  });

  it("reads CR-only line endings as line breaks, with the right positions", () => {
    expect(loadText("a: 1\rb:\r  c: x\r").data).toEqual({ a: 1, b: { c: "x" } });
    const d = lintText("firewalls:\r  - label: x\r", { filePath: "a.yaml" });
    expect(d.find((m) => m.ruleId === "firewall-label-length")).toMatchObject({ line: 2, column: 12 });
  });
});

describe("empty and null documents agree across YAML and JSON", () => {
  const lint1 = (filePath: string, text: string) => lintSources([{ filePath, text }])[0]!.messages.map((m) => m.ruleId);
  it("an empty file is an empty account in both", () => {
    expect(lint1("a.yaml", "")).toEqual([]);
    expect(lint1("a.yaml", "# only a comment\n")).toEqual([]);
    expect(lint1("a.json", "")).toEqual([]);
    expect(lint1("a.json", "  \n")).toEqual([]);
  });
  it("a document that says null is a finding in both", () => {
    expect(lint1("a.yaml", "null\n")).toEqual(["state-structure"]);
    expect(lint1("a.yaml", "~\n")).toEqual(["state-structure"]);
    expect(lint1("a.json", "null")).toEqual(["state-structure"]);
  });
});

describe("values per file are capped before the document is composed", () => {
  it("at exactly maxValues a file loads; one more is an input-limit", () => {
    const list = (n: number) => `x: [${Array.from({ length: n }, () => "1").join(",")}]\n`;
    // "x" is a value too.
    expect(loadText(list(9), { ...DEFAULT_LIMITS, maxValues: 10 }).findings).toEqual([]);
    expect(loadText(list(10), { ...DEFAULT_LIMITS, maxValues: 10 }).findings.map((f) => [f.ruleId, f.message])).toEqual([["input-limit", "more than 10 values in one file; a state file never needs that many (raise it with --max-values, or limits.maxValues in the config)"]]);
  });
});

describe("the run's total input is bounded", () => {
  it("files past maxTotalBytes get one input-limit finding each and are not linted", () => {
    const file = (n: number) => ({ filePath: `f${n}.yaml`, text: `firewalls:\n  - label: x${n}\n` + "#".repeat(100) + "\n" });
    const size = file(0).text.length;
    const results = lintSources([file(1), file(2), file(3)], { limits: { maxTotalBytes: 2 * size } });
    expect(results.map((r) => r.messages.map((m) => m.ruleId))).toEqual([["firewall-required-field", "firewall-label-length"], ["firewall-required-field", "firewall-label-length"], ["input-limit"]]);
    expect(results[2]!.messages[0]!.message).toContain("--max-total-bytes");
    // A file over the per-file limit is refused alone and takes nothing from the run's total.
    const big = { filePath: "big.yaml", text: "#".repeat(3 * size) + "\n" };
    const mixed = lintSources([big, file(1), file(2)], { limits: { maxTotalBytes: 2 * size, maxBytes: 2 * size } });
    expect(mixed.map((r) => r.messages.map((m) => m.ruleId))).toEqual([["input-limit"], ["firewall-required-field", "firewall-label-length"], ["firewall-required-field", "firewall-label-length"]]);
    expect(mixed[0]!.messages[0]!.message).toContain("--max-file-bytes");
    // At exactly the limit everything is linted.
    expect(lintSources([file(1), file(2)], { limits: { maxTotalBytes: 2 * size } }).flatMap((r) => r.messages.map((m) => m.ruleId))).not.toContain("input-limit");
  });
});

describe("YAML merge keys and x- keys", () => {
  it("merges <<: *defaults and lints the merged entry; x- keys hold anchors and are not sections", () => {
    const text = [
      "x-rules: &rules",
      "  inbound_policy: DROP",
      "  outbound_policy: ACCEPT",
      "firewalls:",
      "  - label: web-fw",
      "    rules:",
      "      <<: *rules",
      "      inbound_policy: ACCEPT",
      "",
    ].join("\n");
    const d = lintText(text, { filePath: "a.yaml" });
    expect(d.map((m) => m.ruleId).sort()).toEqual(["firewall-exposed-port", "firewall-open-policy"]);
    expect(lintText("x-anything: [1, 2]\nfirewals: []\n").map((m) => m.ruleId)).toEqual(["state-unknown-key"]);
  });
});
