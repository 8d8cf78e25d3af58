import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findJsonSyntaxError, readsAsYaml } from "../../src/load/json-syntax.js";
import { firstDuplicateKey } from "../../src/request/duplicates.js";

describe("findJsonSyntaxError", () => {
  it.each([
    ['{"a": 1,}', 8, /trailing comma/],
    ['[1, 2,]', 6, /trailing comma/],
    ['{"firewalls": [,]}', 15, /expected a value/],
    ["{a: 1}", 1, /double-quoted key/],
    ['{"a" 1}', 5, /expected ":"/],
    ['{"a": 1} x', 9, /after the end/],
    ['{"a": 01}', 6, /leading zeros/],
    ['{"a": 1.}', 8, /decimal point/],
    ['{"a": "x\ny"}', 8, /control characters/],
    ['{"a": "\\q"}', 7, /invalid escape/],
    ['{"a": tru}', 6, /expected a value/],
    ['[1 2]', 3, /expected ","/],
    ['{"a": [1}', 8, /expected "," or "\]"/],
    ["", 0, /empty/],
    ['{"a": 1', 7, /unclosed/],
    ["// c\n{}", 0, /unexpected "\/"/],
  ])("%j", (text, offset, message) => {
    const e = findJsonSyntaxError(text);
    expect(e?.offset).toBe(offset);
    expect(e?.message).toMatch(message);
  });

  it("accepts every serialised JSON value", () => {
    fc.assert(fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2), (v, indent) => {
        expect(findJsonSyntaxError(JSON.stringify(v, null, indent))).toBeUndefined();
      }));
  });

  it("agrees with JSON.parse on what is valid", () => {
    const text = fc.string({ unit: fc.constantFrom(..."{}[]:,\"\\ 0123-.eE+truefalsn\nu") , maxLength: 30 });
    fc.assert(
      fc.property(fc.oneof(text, fc.json()), (t) => {
        let valid = true;
        try {
          JSON.parse(t);
        } catch {
          valid = false;
        }
        expect(findJsonSyntaxError(t) === undefined).toBe(valid);
      }),
      { numRuns: 3000 },
    );
  });

  it("handles deep nesting without recursion", () => {
    expect(findJsonSyntaxError("[".repeat(1_000_000) + "]".repeat(1_000_000))).toBeUndefined();
  });
});

describe("readsAsYaml: when JSON.parse's data is the loader's", () => {
  const reads = (text: string, maxDepth = 64, maxValues = 250_000) => readsAsYaml(text, JSON.parse(text), maxDepth, maxValues);

  it.each([
    ['{"a": 1, "b": [true, null, "x", -0, 1.5, 1e5]}', true],
    ['"x"', true],
    ["[]", true],
    ['{"a": 1, "a": 2}', false],
    ['{"a": {"x": "1:2"}, "b": [{"c": 1, "c": "::1"}]}', false],
    // A colon inside strings is not a key's; one written as an escape would hide a repeated key from the count.
    ['{"a:b": "c:d", "e": "::1", "f": ["2600:3c03::/64"]}', true],
    ['{"a": 1, "a": 2, "b": "\\u003a"}', false],
    ['{"a": 1, "a": 2, "b": "\\u003A"}', false],
    ['{"a": "\\u0041\\n\\"", "b": "\\\\"}', true],
    // A line break between a key and its colon (YAML keys are on one line); after the colon is fine.
    ['{"a"\n: 1}', false],
    ['{"a"\r\n  : 1}', false],
    ['{"a":\n 1, "b"  :  2}', true],
    ['{"a":\t1}', false],
    // Integers past 2^53, which YAML reports.
    ["[9007199254740991, -9007199254740991]", true],
    ["[9007199254740992]", false],
    ["[-9007199254740992]", false],
    ['{"a": {"b": [1e300]}}', false],
    [`{"${"k".repeat(166)}": 1}`, true],
    [`{"${"k".repeat(167)}": 1}`, false],
  ])("%j: %s", (text, expected) => {
    expect(reads(text)).toBe(expected);
  });

  it("holds the depth and value limits, one under, at and over", () => {
    expect([reads("[[1]]", 3), reads("[[[1]]]", 3), reads("[[[[1]]]]", 3)]).toEqual([true, true, false]);
    expect([reads('{"a": {}}', 2), reads('{"a": {"b": {}}}', 2), reads('{"a": [{}]}', 2)]).toEqual([true, false, false]);
    // Values as yaml's lexer counts them: keys and scalars.
    expect([reads('{"a": [1, 2]}', 64, 4), reads('{"a": [1, 2, 3]}', 64, 4), reads('{"a": [1, 2, 3, 4]}', 64, 4)]).toEqual([true, true, false]);
  });

  it("is false for every text that names a key twice in one object (firstDuplicateKey decides)", () => {
    // Few key names, so that objects repeat them; strings with colons, written plainly or escaped.
    const key = fc.constantFrom("a", "b", "a:b", ":", "");
    const text = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, fc.constantFrom('"x"', '"::1"', '"\\u003a"', '"\\u003Ab"', "1", "null"), tie("list"), tie("object")),
      list: fc.array(tie("value"), { maxLength: 3 }).map((items) => `[${items.join(", ")}]`),
      object: fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}: ${v}`).join(", ")}}`),
    })).object as fc.Arbitrary<string>;
    let repeated = 0;
    fc.assert(
      fc.property(text, (t) => {
        const twice = firstDuplicateKey(t) !== undefined;
        if (twice) {
          repeated++;
          expect(reads(t), t).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
    expect(repeated).toBeGreaterThan(200);
  });
});
