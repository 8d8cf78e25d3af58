import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchGlob } from "../src/config/glob.js";

describe("matchGlob", () => {
  it.each([
    ["infra/*.yaml", "infra/a.yaml", true],
    ["infra/*.yaml", "infra/sub/a.yaml", false],
    ["infra/**/*.yaml", "infra/a.yaml", true],
    ["infra/**/*.yaml", "infra/x/y/a.yaml", true],
    ["infra/**", "infra/x/y/a.yaml", true],
    ["**/*.json", "a.json", true],
    ["**/*.json", "x/a.json", true],
    ["**/generated/**", "infra/generated/x.yaml", true],
    ["**/generated/**", "infra/gen/x.yaml", false],
    ["infra/?.yaml", "infra/a.yaml", true],
    ["infra/?.yaml", "infra/ab.yaml", false],
    ["./infra/*.yml", "infra/a.yml", true],
    ["*", "a", true],
    ["*", "a/b", false],
    ["a*b*c", "axxbyyc", true],
    ["a*b*c", "axxbyy", false],
  ])("%s vs %s", (pattern, path, expected) => {
    expect(matchGlob(pattern, path)).toBe(expected);
  });

  it("matches path segments: an empty path (no file) matches no pattern but the empty one", () => {
    expect(matchGlob("*", "")).toBe(false);
    expect(matchGlob("**", "")).toBe(true);
    expect(matchGlob("", "")).toBe(true);
  });

  it("is fast on patterns that make backtracking regexes explode", () => {
    expect(matchGlob("*a*a*a*a*a*a*a*a*b", "a".repeat(5000))).toBe(false);
    expect(matchGlob("**/**/**/**/**/x", "a/".repeat(2000) + "y")).toBe(false);
  });

  it("agrees with a straightforward recursive matcher (property)", () => {
    const reference = (p: string, t: string): boolean => {
      if (p === "") return t === "";
      if (p[0] === "*") return reference(p.slice(1), t) || (t !== "" && t[0] !== "/" && reference(p, t.slice(1)));
      if (t === "") return false;
      if (p[0] === "?") return t[0] !== "/" && reference(p.slice(1), t.slice(1));
      return p[0] === t[0] && reference(p.slice(1), t.slice(1));
    };
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "b", "*", "?"), maxLength: 6 }), fc.string({ unit: fc.constantFrom("a", "b"), minLength: 1, maxLength: 6 }), (p, t) => {
        expect(matchGlob(p, t)).toBe(reference(p, t));
      }),
    );
  });
});
