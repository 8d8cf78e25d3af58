import { describe, expect, it } from "vitest";
import { ignoredBy, parseIgnoreFile } from "../../src/config/ignore-file.js";

describe("ignore files follow git's rules", () => {
  const rules = parseIgnoreFile(["# generated output", "", "dist/", "*.tmp.yaml", "/root-only.yaml", "infra/legacy/**", "!infra/legacy/keep.yaml", "\\#literal.yaml", "  "].join("\n"));
  it.each([
    ["dist", true, true],
    ["dist", false, undefined], // folder-only pattern, a file named dist
    ["a/b/dist", true, true], // no slash: any depth
    ["x.tmp.yaml", false, true],
    ["deep/x.tmp.yaml", false, true],
    ["root-only.yaml", false, true],
    ["sub/root-only.yaml", false, undefined], // anchored
    ["infra/legacy/old.yaml", false, true],
    ["infra/legacy/keep.yaml", false, false], // taken back
    ["#literal.yaml", false, true],
    ["infra/prod.yaml", false, undefined],
  ])("%s (folder: %s) → %s", (path, folder, expected) => {
    expect(ignoredBy(rules, path, folder)).toBe(expected);
  });
});
