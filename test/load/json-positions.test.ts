/**
 * JsonPositions (positions in a JSON text found on demand, for Terraform plans read with
 * JSON.parse) gives every path the position the YAML loader's map gives it: values, keys, a
 * range inside a string, and the nearest ancestor for a missing path.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Path } from "../../src/diagnostic.js";
import { JsonPositions } from "../../src/load/json-positions.js";
import { DEFAULT_LIMITS, loadText } from "../../src/load/load.js";

/** Every path of a JSON value with the value there, the value's own first. */
function paths(value: unknown, at: Path = [], out: Array<[Path, unknown]> = []): Array<[Path, unknown]> {
  out.push([at, value]);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

/** Both maps agree on every path of the text's data, on keys, on ranges in strings and on missing paths. */
function expectSamePositions(text: string): void {
  const yaml = loadText(text, { ...DEFAULT_LIMITS, maxBytes: text.length + 1, maxValues: 1_000_000 }, undefined, "json");
  expect(yaml.findings).toEqual([]);
  const json = new JsonPositions(text);
  for (const [path, value] of paths(JSON.parse(text))) {
    expect(json.locate(path), JSON.stringify(path)).toEqual(yaml.positions.locate(path));
    expect(json.locate(path, "key")).toEqual(yaml.positions.locate(path, "key"));
    // A range inside a string is compared when the string has no escapes: the YAML loader takes a
    // string for escape-free when its value is a prefix of its source, which a lone backslash
    // (written "\\" in JSON) fools.
    if (typeof value !== "string" || JSON.stringify(value) === `"${value}"`) expect(json.locate(path, undefined, [1, 2])).toEqual(yaml.positions.locate(path, undefined, [1, 2]));
    expect(json.locate([...path, "no such key"])).toEqual(yaml.positions.locate([...path, "no such key"]));
    expect(json.locate([...path, 10_000])).toEqual(yaml.positions.locate([...path, 10_000]));
  }
}

const fixtures = fileURLToPath(new URL("../terraform/fixtures/", import.meta.url));

describe("JsonPositions locates what the YAML loader's map locates", () => {
  it.each([join(fixtures, "plans/web.json"), ...readdirSync(join(fixtures, "terraform-show-json")).filter((f) => f.endsWith(".json")).map((f) => join(fixtures, "terraform-show-json", f))])("%s", (file) => {
    expectSamePositions(readFileSync(file, "utf8"));
  });

  it("on any JSON value, compact, indented, with CRLF or lone CR line breaks, escapes and repeated keys", () => {
    // Numbers within ±2^53: past it the YAML loader adds a finding (and its own reading) that plans
    // never need. No empty key: the YAML loader's map files a top-level "" under the document's own path.
    const key = fc.oneof(fc.constantFrom("a", "b", "0", "1", "__proto__", 'q"uote', "back\\slash", "é", "\u2028"), fc.string({ minLength: 1, maxLength: 4 }));
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: "small" }, fc.constant(null), fc.boolean(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), fc.string({ maxLength: 6 }), tie("list"), tie("map")),
      list: fc.array(tie("any"), { maxLength: 4 }),
      map: fc.dictionary(key, tie("any"), { maxKeys: 4 }),
    })).any;
    fc.assert(
      fc.property(value, fc.constantFrom(undefined, 2, "\t"), fc.constantFrom("\n", "\r\n", "\r"), (v, indent, eol) => {
        expectSamePositions(JSON.stringify(v, null, indent).replace(/\n/g, eol));
      }),
      { numRuns: 300 },
    );
    // A repeated key: the last one is the value, as JSON.parse reads it.
    const text = '{"a": 1, "a": [2, 3]}';
    expect(new JsonPositions(text).locate(["a", 1])).toEqual({ line: 1, column: 19, endLine: 1, endColumn: 20 });
  });

  it("finds a path 10,000 containers deep without overflowing the stack", () => {
    const depth = 10_000;
    const text = `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;
    expect(new JsonPositions(text).locate(Array(depth).fill(0))).toEqual({ line: 1, column: depth + 1, endLine: 1, endColumn: depth + 4 });
  });
});
