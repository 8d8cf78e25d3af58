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

import { expandBraces, matchesAny, MAX_BRACE_EXPANSIONS } from "../src/config/glob.js";

describe("the glob dialect users expect", () => {
  it.each([
    ["infra/{prod,staging}/*.yaml", "infra/prod/a.yaml", true],
    ["infra/{prod,staging}/*.yaml", "infra/dev/a.yaml", false],
    ["**/*.{yaml,yml}", "a/b.yml", true],
    ["**/*.{yaml,yml}", "a/b.json", false],
    ["{a,{b,c}}/x", "c/x", true],
    ["infra/[ab].yaml", "infra/b.yaml", true],
    ["infra/[!ab].yaml", "infra/b.yaml", false],
    ["infra/[a-c]*.yaml", "infra/core.yaml", true],
    ["infra/[a-c]*.yaml", "infra/dns.yaml", false],
    ["**/*.yaml", ".github/ci.yaml", true],
    ["infra/[x.yaml", "infra/[x.yaml", true],
    ["\\*.yaml", "*.yaml", true],
    ["\\*.yaml", "a.yaml", false],
  ])("%s vs %s", (pattern, path, expected) => {
    expect(matchGlob(pattern, path)).toBe(expected);
  });

  it("negation in a list takes back what earlier patterns matched, in order", () => {
    const list = ["legacy/**", "!legacy/keep.yaml"];
    expect(matchesAny(list, "legacy/old.yaml")).toBe(true);
    expect(matchesAny(list, "legacy/keep.yaml")).toBe(false);
    expect(matchesAny(["!x.yaml", "*.yaml"], "x.yaml")).toBe(true);
  });

  it(`brace expansion is bounded: past ${MAX_BRACE_EXPANSIONS} alternatives the braces are literal`, () => {
    expect(expandBraces("{a,b}{c,d}")).toEqual(["ac", "ad", "bc", "bd"]);
    const many = "{a,b}".repeat(8); // 2^8 = 256: expanded
    expect(expandBraces(many)).toHaveLength(256);
    const tooMany = "{a,b}".repeat(9); // 512: kept as written
    expect(expandBraces(tooMany)).toEqual([tooMany]);
  });

  it("is fast on patterns that make backtracking regexes explode, with classes too", () => {
    expect(matchGlob("*[a]*[a]*[a]*[a]*[a]*b", "a".repeat(5000))).toBe(false);
    expect(matchGlob("{*a*a*a*b,*a*a*c}", "a".repeat(5000))).toBe(false);
  });
});
