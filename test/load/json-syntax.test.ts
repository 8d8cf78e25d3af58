import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findJsonSyntaxError } from "../../src/load/json-syntax.js";

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
