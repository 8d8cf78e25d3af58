/**
 * The one-pass loader against the loader it replaced (test/load/oracle-load.ts, today's code
 * before the change) and against yaml itself: on random YAML documents and on the hostile inputs
 * of the hardening suites, the same data, the same findings, the same position map (every value's
 * and key's span, every scalar's start and verbatim flag, the line and column of every offset) and, where the text
 * loads, the same data as `yaml.parse`.
 */
import fc from "fast-check";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, loadText, type LoadLimits } from "../../src/load/load.js";
import { readPlainYaml } from "../../src/load/plain-yaml.js";
import { DeferredPositions } from "../../src/load/positions.js";
import { loadText as oracleLoadText } from "./oracle-load.js";
import { lookups, snapshot, type Loaded } from "./compare.js";
import { yamlText } from "./yaml-arbitrary.js";

function expectSameAsBefore(text: string, limits: LoadLimits = DEFAULT_LIMITS, syntax: "yaml" | "json" = "yaml"): ReturnType<typeof loadText> {
  const now = loadText(text, limits, undefined, syntax);
  const before = oracleLoadText(text, limits, undefined, syntax);
  const paths = [...before.positions.values.keys()];
  expect(lookups(now, paths), JSON.stringify(text)).toEqual(lookups(before, paths));
  expect(snapshot(now, text.length), JSON.stringify(text)).toEqual(snapshot(before, text.length));
  if (now.data !== undefined && !now.empty && now.findings.every((f) => f.ruleId !== "parse-error" || f.message.includes("out of range"))) {
    expect(now.data, JSON.stringify(text)).toEqual(parse(text.replace(/\r(?!\n)/g, "\n"), { merge: true, uniqueKeys: false, maxAliasCount: -1, logLevel: "silent" }));
  }
  return now;
}

/** Inputs of the hardening suites (test/load/hardening.test.ts, test/load/load.test.ts, bench/scale.mjs's shapes). */
const HOSTILE: string[] = [
  "a: 1\nb: 2\na: 3\nc:\n  x: 1\n  x: 2\n",
  Array.from({ length: 2000 }, (_, i) => `k${i}: ${i}`).join("\n") + "\nk5: again\n",
  "? [a, b]\n: 1\n",
  "? {a: 1}\n: 1\n",
  "x: !!omap [a: 1]\n",
  "x: !!set {a, b}\n",
  "x: !!binary aGVsbG8=\n",
  "x: !custom y\n",
  "x: !!str 5\ny: !!int 3\n",
  "a: 1\nx: *nope\n",
  "x: *later\ny: &later 1\n",
  "y: &a 1\nx: *a\n",
  "x: 9007199254740991\n",
  "x: 9007199254740992\n",
  '{"x": 9007199254740993}',
  "x: -9007199254740993\n",
  "a: 1\rb:\r  c: x\r",
  "firewalls:\r  - label: x\r",
  "",
  "# only a comment\n",
  "null\n",
  "~\n",
  "  \n",
  "a: [1, 2\nb: 3\n",
  "a: 1\na: 2\n",
  "a:\n  - b\n c: 1\n",
  "---\na: 1\n---\nb: 2\n",
  "[".repeat(65) + "]".repeat(65),
  "[".repeat(64) + "]".repeat(64),
  "[".repeat(1000) + "]".repeat(1000),
  "[".repeat(100_000) + "]".repeat(100_000),
  "{a: ".repeat(70) + "1" + "}".repeat(70),
  Array.from({ length: 200 }, (_, i) => " ".repeat(i) + "a:").join("\n") + " 1\n",
  Array.from({ length: 63 }, (_, i) => " ".repeat(i) + "a:").join("\n") + " 1\n",
  Array.from({ length: 64 }, (_, i) => " ".repeat(i) + "- ").join("\n") + "x\n",
  ["a: &a [x, x, x, x, x, x, x, x, x]", ...Array.from({ length: 9 }, (_, i) => `${"bcdefghij"[i]}: &${"bcdefghij"[i]} [${Array(9).fill(`*${"abcdefghij"[i]}`).join(", ")}]`)].join("\n") + "\n",
  ["a: &a x", ...Array.from({ length: 100 }, (_, i) => `k${i}: *a`)].join("\n") + "\n",
  ["a: &a x", ...Array.from({ length: 101 }, (_, i) => `k${i}: *a`)].join("\n") + "\n",
  "__proto__: {polluted: 1}\nconstructor: {prototype: {x: 1}}\n",
  "__proto__:\n  polluted: 1\n",
  '{"a": 1,}',
  '{\n  "a": 1\n  "b": 2\n}',
  "{a: 1}",
  '{"a": 1} x',
  '{"firewalls": []}',
  "x-rules: &rules\n  inbound_policy: DROP\n  outbound_policy: ACCEPT\nfirewalls:\n  - label: web-fw\n    rules:\n      <<: *rules\n      inbound_policy: ACCEPT\n",
  "x-anything: [1, 2]\nfirewals: []\n",
  'a: "\\x32\\x32, 080"\n',
  'a: "22, 080"\nb: 22, 080\n',
  "firewalls:\n  - label: web\n    rules:\n      inbound_policy: DROP\n",
  "computes: [" + Array.from({ length: 3000 }, () => "1").join(",") + "]\n",
  "firewalls:\n  - label: fw-1\n    rules:\n      inbound: [{ action: ACCEPT, protocol: TCP, ports: \"1-999\", addresses: { ipv4: [\"0.0.0.0/0\"], ipv6: [\"::/0\"] } }]\n",
  "computes:\n" + Array.from({ length: 50 }, (_, i) => `  # cloudlint-disable-next-line compute-address-kind -- r\n  - { label: c${i}, region: r, slaac: x }\n`).join(""),
  "\ufeffa: 1\r\nb:\r\n  - x # c\r\n  - 'y'\r\n",
  "a: \u001b[2J\n",
  'a: "\\u001b[2J\\n::error::x"\n',
  "k: \"\\U0001F600\"\nl: 😀\n",
  "a:\tb\n",
  "a:\n\t- b\n",
  "a: b\n\t# c\n",
  "key with spaces: 1\n",
  "x" + "y".repeat(1100) + ": 1\n",
  "- a\n- - b\n  - c\n-\n- {}\n",
  "a:\n- 1\n- 2\nb: 3\n",
  "a: # c\nb: 1 # d\n",
  "a: 1\n  b: 2\n",
  "a: b\n  c\n",
  "a: 'x\n  y'\n",
  "a: [x,\ny]\n",
  "a: [x,\n  y]\n",
  "[a,\nb]\n",
  "{a: 1,\n b: [2,\n  3], c: \"d\" }  # e\n",
  // Comment lines before an empty list item: yaml ends the item, and its list, past the line break
  // after it (found by the random property below, with seed -2101065355).
  "---\n# noe\t\n- >-\n  ? # 😀\n# note\n- \n...\n",
  "- a\n# note\n- \n",
  "- a\n# note\n-\n...\n",
  "x:\n  - a\n  # note\n  - \n\ny: 1\n",
  "x:\n  - a\n# note\n  - \n...\n",
  "- a\n# note\n- \n- b\n",
];

/**
 * Texts the one-pass reader reads itself (each is checked to be), for what its position tree and
 * its shared strings must get right.
 */
const ONE_PASS: string[] = [
  // Keys the position tree names by their text, inside their quotes, or apart (escapes, `1.50` for "1.5").
  "1.50: a\n0x1F: b\nTRUE: c\n'it''s': d\n\"e\\u0041\": e\n\"q\": f\n'': g\n",
  "m: {1.50: a, 'b': b, \"c\\td\": c, 'e''f': d, g: e, \"\": f}\n",
  // One string shared by every repetition of a text: plain and quoted texts apart, and plain ones that are not strings.
  "a: [x, 'x', \"x\", true, 'true', \"true\", 1, '1', x, '', \"\", null, 'null']\nb: {x: x, 'y': y, true: 'x', 'null': 1}\nx: true\ny: 1\nz: null\n" +
    [0, 1, 2].map((i) => `c${i}: [us-east, "us-east", 'us-east', us-east]\n`).join(""),
  `v: [${Array.from({ length: 40 }, (_, i) => ["abcdefghijklmnopqrstuvwxyz0123456789abc", `k${i % 7}`, "'k1'", `"${i % 3}"`, `${i % 3}`][i % 5]).join(", ")}]\n`,
  // More texts of one length than the tables have slots: texts that share a slot must not share a string.
  `v: [${Array.from({ length: 5000 }, (_, i) => `k${String(i).padStart(4, "0")}`).join(", ")}]\n`,
  // Empty collections beside full ones: a collection's first child is the node after it only when it has one.
  "- {}\n- []\n- {a: []}\n- [[], {}, [{}]]\n- a: {}\n  b: []\n  c: x\n",
];

describe("the one-pass loader gives what the loader before it gave", () => {
  it.each(ONE_PASS.map((text) => [JSON.stringify(text).slice(0, 60), text]))("read in one pass: %s", (_name, text) => {
    expect(readPlainYaml(text, DEFAULT_LIMITS), text).toBeDefined();
    expectSameAsBefore(text);
  });

  it.each(HOSTILE.map((text) => [text.length > 60 ? `${JSON.stringify(text.slice(0, 60))}… (${text.length} characters)` : JSON.stringify(text), text]))("hostile input %s", (_name, text) => {
    expectSameAsBefore(text);
  });

  it("on random YAML documents: data, findings and positions", () => {
    let plain = 0;
    let runs = 0;
    fc.assert(
      fc.property(yamlText, (text) => {
        runs++;
        if (readPlainYaml(text.replace(/\r(?!\n)/g, "\n"), DEFAULT_LIMITS)) plain++;
        expectSameAsBefore(text);
      }),
      { numRuns: 3000 },
    );
    // The property means something only if many documents take the one-pass way and many do not.
    expect(plain / runs).toBeGreaterThan(0.2);
    expect(plain / runs).toBeLessThan(0.9);
  });

  it("on random JSON texts: compact, indented by spaces or tabs, CRLF, with escapes and repeated keys", () => {
    // Keys and strings with escapes, the separator of position map keys, "" and __proto__; numbers
    // of every size (past 2^53, with exponents); nesting around the depth limit.
    const key = fc.oneof(fc.constantFrom("a", "b", "0", "", "__proto__", "constructor", 'q"uote', "back\\slash", "\u0000", "tab\t", "é", "😀", "\u2028", "x".repeat(1001)), fc.string({ maxLength: 4 }));
    const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(9007199254740993, -0, 1e21, 1e-7, 123456789012345));
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: "small" }, fc.constant(null), fc.boolean(), number, fc.string({ maxLength: 6 }), fc.constantFrom("\u0000", "\\", "a\nb", "\ud800", "😀"), tie("list"), tie("map")),
      list: fc.array(tie("any"), { maxLength: 4 }),
      map: fc.dictionary(key, tie("any"), { maxKeys: 4 }),
    })).any;
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2, "\t"), fc.constantFrom("\n", "\r\n", "\r"), fc.boolean(), fc.nat(6), (v, indent, eol, repeat, depth) => {
        let text = JSON.stringify(v, null, indent).replace(/\n/g, eol);
        // A repeated key, a line break before a colon.
        if (repeat && text.startsWith("{") && text.length > 2) text = `{"r": 1, "r": 2,${text.slice(1)}`;
        if (depth === 5) text = `${"[".repeat(62)}${text}${"]".repeat(62)}`;
        if (depth === 6) text = text.replace(/":/, '"\n:');
        expectSameAsBefore(text, DEFAULT_LIMITS, "json");
        expectSameAsBefore(text, { ...DEFAULT_LIMITS, maxValues: 12, maxDepth: 3 }, "json");
      }),
      { numRuns: 1500 },
    );
  });

  // .json texts that JSON.parse reads, where the loader takes its data only when YAML would read
  // the same (readsAsYaml): a key named twice (its colon escaped, or colons inside strings around
  // it), a line break before a colon, an integer past 2^53, a key of 167 characters.
  it.each([
    ['{"a": 1, "b": {"c": "::1", "d:e": ["x:y"]}}', true],
    ['{"a": 1, "a": 2, "b": "\\u003a"}', false],
    ['{"a": "::1", "b": {"c": 1, "c": "2600:3c03::/64"}}', false],
    ['{\r\n  "a"\r\n  : 1\r\n}', false],
    ['{"a": [1e5, 1.25e-7, -0, 0.30000000000000004]}', true],
    ['{"a": [9007199254740993]}', false],
    [`{"${"k".repeat(167)}": 1}`, false],
    ['{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"x": 1}}}', true],
  ])("a .json file is JSON.parse's data exactly when YAML reads it the same: %j", (text, byJsonParse) => {
    const now = expectSameAsBefore(text, DEFAULT_LIMITS, "json");
    expect(now.positions instanceof DeferredPositions).toBe(byJsonParse);
  });

  it("a .json file at its limits, one under, at and one over", () => {
    // 3 levels, 5 values (yaml's lexer counts the plain scalars; readsAsYaml counts quoted ones and keys too, and leaves more than the limit to it)
    const text = "[[1, 2], [[3]], 4, 5]";
    for (const limits of [{ maxDepth: 2 }, { maxDepth: 3 }, { maxDepth: 4 }, { maxValues: 4 }, { maxValues: 5 }, { maxValues: 6 }]) {
      const now = expectSameAsBefore(text, { ...DEFAULT_LIMITS, ...limits }, "json");
      const within = (limits.maxDepth ?? 3) >= 3 && (limits.maxValues ?? 5) >= 5;
      expect([limits, now.positions instanceof DeferredPositions, now.findings.length > 0]).toEqual([limits, within, !within]);
    }
  });

  it("at the limits: depth, values and aliases, one under and one over", () => {
    const limits = fc.record({ maxDepth: fc.integer({ min: 1, max: 6 }), maxValues: fc.integer({ min: 1, max: 40 }), maxAliases: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(yamlText, limits, (text, l) => {
        expectSameAsBefore(text, { ...DEFAULT_LIMITS, ...l });
      }),
      { numRuns: 1500 },
    );
  });
});
