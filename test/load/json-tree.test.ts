/**
 * The JSON scanner's position tree (src/load/json-tree.ts) against the YAML path it stands in for:
 * on random JSON documents and on the hostile inputs of the hardening suites, every value's and
 * key's span, every string's start and verbatim flag, the line and column of every offset and what
 * locate() says of every path are those of the YAML reader (readPlainYaml) and of yaml itself (the
 * loader before the one-pass reader, test/load/oracle-load.ts); and a .json file loaded by
 * JSON.parse gives the data, findings and positions that the YAML path gives the same text.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { readsAsYaml } from "../../src/load/json-syntax.js";
import { jsonTreePositions } from "../../src/load/json-tree.js";
import { DEFAULT_LIMITS, loadText, type LoadLimits } from "../../src/load/load.js";
import { readPlainYaml } from "../../src/load/plain-yaml.js";
import * as plainYaml from "../../src/load/plain-yaml.js";
import { DeferredPositions } from "../../src/load/positions.js";
import { lookups, snapshot } from "./compare.js";
import { loadText as oracleLoadText } from "./oracle-load.js";

// The YAML reader, watched: a .json file's positions must not come from it when the scanner can give them.
vi.mock("../../src/load/plain-yaml.js", async (original) => {
  const actual = await original<typeof import("../../src/load/plain-yaml.js")>();
  return { ...actual, readPlainYaml: vi.fn(actual.readPlainYaml) };
});

/** loadText's own line-break rule: a lone CR is a line break, replaced one for one. */
const normalized = (text: string): string => text.replace(/\r(?!\n)/g, "\n");

/**
 * The scanner's map for `text` equals the YAML path's, in lookups (asked before any map is read,
 * so that the tree's own walk is compared) and in the maps themselves. Returns whether the scanner
 * answered (false: it left the text to the YAML reader).
 */
function expectSameAsYaml(raw: string, limits: LoadLimits = DEFAULT_LIMITS): boolean {
  const text = normalized(raw);
  const tree = jsonTreePositions(text);
  const yaml = oracleLoadText(text, limits, undefined, "json");
  if (!tree) return false;
  const paths = [...yaml.positions.values.keys()];
  const plain = readPlainYaml(text, limits);
  const mine = { positions: tree };
  expect(lookups(mine, paths), JSON.stringify(text)).toEqual(lookups(yaml, paths));
  if (plain) expect(lookups({ positions: plain.positions }, paths)).toEqual(lookups(yaml, paths));
  const positionsOnly = (r: Parameters<typeof snapshot>[0]) => ({ ...snapshot({ positions: r.positions }, text.length) });
  expect(positionsOnly(mine), JSON.stringify(text)).toEqual(positionsOnly(yaml));
  return true;
}

/** A .json file through loadText: the YAML path's data, findings and positions, whichever way it was read. */
function expectLoadSameAsYaml(raw: string, limits: LoadLimits = DEFAULT_LIMITS): ReturnType<typeof loadText> {
  const now = loadText(raw, limits, undefined, "json");
  const before = oracleLoadText(raw, limits, undefined, "json");
  const paths = [...before.positions.values.keys()];
  expect(lookups(now, paths), JSON.stringify(raw)).toEqual(lookups(before, paths));
  expect(snapshot(now, raw.length), JSON.stringify(raw)).toEqual(snapshot(before, raw.length));
  return now;
}

/** JSON texts that the YAML reader and JSON.parse read the same way, and what each is there for. */
const HOSTILE: Array<[string, string]> = [
  ["escapes in keys and strings, verbatim or not", '{"a\\u0041": "x\\/y", "\\\\": "a\\\\", "k": "\\u2028", "\\"": "\\"q\\"", "t": "a\\tb"}'],
  ["a raw U+2028 and U+2029, and astral characters", '{"a": "x\u2028y", "\u2029": ["😀", "a😀b"], "😀": 1}'],
  ["a key holding NUL (the maps' separator): ambiguous", '{"a\\u0000b": 1, "a": {"b": 2}}'],
  ["an empty key at the top: ambiguous", '{"": 1, "a": {"": 2}}'],
  ["an empty key below the top only", '{"a": {"": 2, "b": [{"": 3}]}}'],
  ["-0, exponents and long fractions", '{"a": [-0, 1e5, 1E+5, -1.25e-7, 0.30000000000000004, 1e400, -1e400, 123456789012345]}'],
  ["true, false, null and empty collections", '[true, false, null, {}, [], [{}], {"a": []}, {"b": {}}]'],
  ["white space everywhere", ' \n\r\n  {  "a"  :  [ 1 ,\r\n  2 ] ,\n\n "b" :{ } }  \r\n\n '],
  ["lone CRs as line breaks", '{\r"a": [1,\r2],\r"b": "c"\r}\r'],
  ["a top-level list of lists", '[[1, [2, [3]]], [], "x"]'],
  ["__proto__ and constructor keys", '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}'],
  ["a huge string", `{"a": "${"x".repeat(200_000)}", "b": "${"\\u0041".repeat(10_000)}"}`],
  ["a key of 166 characters (the longest readsAsYaml lets through)", `{"${"k".repeat(166)}": 1}`],
  ["nesting at the default depth limit", `${"[".repeat(63)}1${"]".repeat(63)}`],
  ["many keys", `{${Array.from({ length: 5000 }, (_, i) => `"k${i}": ${i}`).join(", ")}}`],
  ["strings that look like numbers, booleans and nulls", '{"1": "1", "true": "true", "null": "null", "0x1F": "1.50", "~": "~"}'],
];

describe("the JSON scanner's position tree is the YAML reader's", () => {
  it.each(HOSTILE)("%s", (_name, text) => {
    expect(readsAsYaml(normalized(text), JSON.parse(normalized(text)), DEFAULT_LIMITS.maxDepth, DEFAULT_LIMITS.maxValues), "a text the scanner serves").toBe(true);
    expect(expectSameAsYaml(text)).toBe(true);
    const loaded = expectLoadSameAsYaml(text);
    expect(loaded.positions).toBeInstanceOf(DeferredPositions);
  });

  it("past the YAML reader's own nesting ceiling (1,000 levels, where yaml's composer takes over)", () => {
    const limits = { ...DEFAULT_LIMITS, maxDepth: 2000 };
    for (const depth of [999, 1000, 1001]) {
      const text = `${'{"a": '.repeat(depth - 1)}[1]${"}".repeat(depth - 1)}`;
      expect(readPlainYaml(text, limits) === undefined, `depth ${depth}`).toBe(depth > 1000);
      expect(expectSameAsYaml(text, limits)).toBe(true);
    }
  });

  it("on random JSON documents: compact or indented, LF, CRLF or CR, escaped or not", () => {
    const key = fc.oneof(fc.constantFrom("a", "b", "0", "", "__proto__", "constructor", 'q"uote', "back\\slash", "\u0000", "é", "😀", "\u2028", "a/b", "x".repeat(170)), fc.string({ maxLength: 4 }));
    const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(9007199254740993, -0, 1e21, 1e-7, 123456789012345));
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: "small" }, fc.constant(null), fc.boolean(), number, fc.string({ maxLength: 6 }), fc.constantFrom("\u0000", "\\", "a\nb", "\ud800", "😀", "a/b", "é", "\u2028", "::1", "#x"), tie("list"), tie("map")),
      list: fc.array(tie("any"), { maxLength: 4 }),
      map: fc.dictionary(key, tie("any"), { maxKeys: 4 }),
    }));
    // A state file is an object; a list or a scalar at the top now and then.
    const document = fc.oneof({ weight: 6, arbitrary: value.map }, { weight: 2, arbitrary: value.list }, { weight: 1, arbitrary: value.any });
    const layout = fc.record({
      indent: fc.constantFrom(undefined, 1, 2, "\t"),
      eol: fc.constantFrom("\n", "\r\n", "\r"),
      // Escapes JSON.stringify does not write: "\/", "\u00e9", "\u2028", "\u0023" (only strings hold these characters).
      escapes: fc.subarray(["/", "é", "\u2028", "#"]),
      around: fc.constantFrom("", " \n", "\r\n\r\n  "),
      colonSpace: fc.boolean(),
    });
    let served = 0;
    let runs = 0;
    let yamlReads = 0;
    fc.assert(
      fc.property(document, layout, (v, l) => {
        let text = JSON.stringify(v, null, l.indent);
        for (const c of l.escapes) text = text.replaceAll(c, c === "/" ? "\\/" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
        if (l.colonSpace) text = text.replace(/":/g, '" :');
        text = l.around + text.replace(/\n/g, l.eol) + l.around;
        runs++;
        const data: unknown = JSON.parse(text);
        const yamlReadsIt = readsAsYaml(normalized(text), data, DEFAULT_LIMITS.maxDepth, DEFAULT_LIMITS.maxValues);
        const answered = expectSameAsYaml(text);
        // The scanner answers every object or list that JSON.parse read; the loader asks it only when YAML reads the same.
        expect(answered).toBe(typeof data === "object" && data !== null);
        if (yamlReadsIt) yamlReads++;
        if (answered && yamlReadsIt) served++;
        const loaded = expectLoadSameAsYaml(text);
        expect(loaded.positions instanceof DeferredPositions).toBe(yamlReadsIt);
      }),
      { numRuns: 1500 },
    );
    // The property means something only if many documents are served by the scanner, and some are left to YAML.
    expect(served / runs).toBeGreaterThan(0.4);
    expect(yamlReads / runs).toBeLessThan(0.9);
  });

  it("leaves what is not one JSON object or list to the YAML reader", () => {
    for (const text of ["", "  ", "1", '"a"', "null", "{", "[1,]", '{"a": 1,}', '{"a" 1}', '{"a": 1} x', '{"a": 1}}', "[1 2]", '{"a": "b}', "{a: 1}", "[,1]", '{"a":}']) {
      expect(jsonTreePositions(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it("a .json file's findings are placed by the scanner, without reading the text as YAML", () => {
    const reader = vi.mocked(plainYaml.readPlainYaml);
    const text = '{\n  "firewalls": [\n    {"label": "fw", "rules": {"inbound": []}}\n  ]\n}\n';
    const loaded = loadText(text, DEFAULT_LIMITS, undefined, "json");
    reader.mockClear();
    expect(loaded.positions.locate(["firewalls", 0, "rules", "inbound"])).toEqual({ line: 3, column: 42, endLine: 3, endColumn: 44 });
    expect(loaded.positions.locate(["firewalls", 0, "label"], "key")).toEqual({ line: 3, column: 6, endLine: 3, endColumn: 13 });
    expect(reader).not.toHaveBeenCalled();
  });
});
