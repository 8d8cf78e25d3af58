/** A library diagnostic as the language server publishes it. */
import { describe, expect, it } from "vitest";
import { toLspDiagnostic } from "../../src/lsp/diagnostics.js";
import { markdownText, rangeOf } from "../../src/lsp/context.js";

const uriOf = (file: string | undefined) => `file:///w/${file}`;

describe("toLspDiagnostic", () => {
  it("carries the rule id as code, its published page, the range and the related locations in their files", () => {
    const d = toLspDiagnostic(
      {
        ruleId: "subnet-overlap",
        severity: "warning",
        message: "overlaps",
        path: ["vpcs", 0, "subnets", 1, "ipv4"],
        line: 10,
        column: 15,
        endLine: 10,
        endColumn: 30,
        related: [{ path: ["vpcs", 0, "subnets", 0, "ipv4"], file: "infra/other.yaml", line: 4, column: 9, message: "this subnet" }],
      },
      uriOf,
      (id) => `https://example.com/rules/${id}.md`,
    );
    expect(d).toEqual({
      range: { start: { line: 9, character: 14 }, end: { line: 9, character: 29 } },
      severity: 2,
      code: "subnet-overlap",
      codeDescription: { href: "https://example.com/rules/subnet-overlap.md" },
      source: "cloudlint",
      message: "overlaps",
      relatedInformation: [{ location: { uri: "file:///w/infra/other.yaml", range: { start: { line: 3, character: 8 }, end: { line: 3, character: 8 } } }, message: "this subnet" }],
    });
  });

  it("links no page for a policy, nor without a published location; marks an unused suppression unnecessary", () => {
    const policy = toLspDiagnostic({ ruleId: "acme/db-ha", severity: "info", message: "m", path: [], line: 1, column: 1 }, uriOf, (id) => `https://example.com/${id}`);
    expect(policy.codeDescription).toBeUndefined();
    expect(policy.severity).toBe(3);
    expect(toLspDiagnostic({ ruleId: "subnet-overlap", severity: "error", message: "m", path: [] }, uriOf).codeDescription).toBeUndefined();
    expect(toLspDiagnostic({ ruleId: "unused-suppression", severity: "warning", message: "m", path: [], line: 2, column: 3 }, uriOf).tags).toEqual([1]);
  });

  it("places a diagnostic without a position at the file's start, and never ends a range before it starts", () => {
    expect(rangeOf({})).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
    expect(rangeOf({ line: 3, column: 5, endLine: 2, endColumn: 1 })).toEqual({ start: { line: 2, character: 4 }, end: { line: 2, character: 4 } });
  });
});

describe("markdownText", () => {
  it("shows a policy's text as written, not as Markdown or terminal codes", () => {
    expect(markdownText("[click](https://x) *now* <b>\u001b[31m")).toBe("\\[click\\]\\(https://x\\) \\*now\\* \\<b\\>\\\\u001b\\[31m");
  });
});
