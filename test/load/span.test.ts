/**
 * PositionMap.span (the exact path's offsets, for the import's splicing): the one-pass reader's
 * tree answers it without building the string-keyed maps, and gives what those maps hold for
 * every path, and nothing for a path that is not there.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEP } from "../../src/load/positions.js";
import { loadText } from "../../src/load/load.js";
import { yamlText } from "./yaml-arbitrary.js";

describe("PositionMap.span", () => {
  it("gives every path the spans of the values and keys maps, on random YAML documents", () => {
    fc.assert(
      fc.property(yamlText, (text) => {
        // Asked first, before anything fills the maps, then compared with the maps.
        const probe = loadText(text).positions;
        const maps = loadText(text).positions;
        const values = [...maps.values];
        const asked = values.map(([key]) => probe.span(key === "" ? [] : key.split(SEP)));
        const keys = [...maps.keys].map(([key]) => [key, probe.span(key.split(SEP), "key")] as const);
        expect(asked).toEqual(values.map(([, span]) => span));
        for (const [key, span] of keys) expect(span, key).toEqual(maps.keys.get(key));
        expect(probe.span(["no such key", 99])).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it("finds a list item and a key in a large file without filling the maps", () => {
    const text = `firewalls:\n${Array.from({ length: 2000 }, (_, i) => `  - id: ${i}\n    label: fw-${i}\n`).join("")}`;
    const { positions } = loadText(text);
    const span = positions.span(["firewalls", 1234])!;
    expect(text.slice(span.start, span.end)).toBe("id: 1234\n    label: fw-1234\n");
    const key = positions.span(["firewalls", 1234, "label"], "key")!;
    expect(text.slice(key.start, key.end)).toBe("label");
    expect(positions.span(["firewalls", 2000])).toBeUndefined();
    expect(positions.span(["firewalls", "x"])).toBeUndefined();
  });
});
