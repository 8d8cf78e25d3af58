/**
 * The folder bench/tf-config.mjs lints (a smaller one: 32 environments, each of the generator's
 * variants met) keeps every finding as it was: rule, file, line, column, message and the
 * Terraform coverage notes, exactly. The expected findings were written by the linter before its
 * Terraform path was made faster (the mapping's paths in a tree instead of joined keys): a change
 * of speed must change none of them. Regenerate (and judge every difference) with
 * CLOUDLINT_WRITE_BENCH_FOLDER=1.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generate } from "../../bench/tf-folder.mjs";
import { lintSources } from "../../src/lint.js";

const expectedPath = fileURLToPath(new URL("fixtures/bench-folder/findings.json", import.meta.url));

/** What a result says, in a stable, readable form. */
function summary(files: Array<{ filePath: string; text: string }>) {
  return lintSources(files, { today: "2026-11-25" }).flatMap((r) => [
    ...r.messages.map((m) => ({ file: r.filePath, ruleId: m.ruleId, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, message: m.message, ...(m.related ? { related: m.related } : {}), ...(m.fix ? { fix: m.fix } : {}) })),
    ...(r.terraform ? [{ file: r.filePath, terraform: JSON.parse(JSON.stringify(r.terraform)) as unknown }] : []),
  ]);
}

describe("the bench's Terraform folder", () => {
  it("lints to the same findings, positions and coverage as before", () => {
    const files = generate(120_000);
    expect(files.length).toBeGreaterThan(90); // 32 environments: the variants at i % 7, 11 and 13 met more than once
    const got = summary(files);
    if (process.env.CLOUDLINT_WRITE_BENCH_FOLDER === "1") writeFileSync(expectedPath, `${JSON.stringify(got, null, 1)}\n`);
    const expected = JSON.parse(readFileSync(expectedPath, "utf8"));
    expect(got.length).toBeGreaterThan(10);
    expect(got).toEqual(expected);
  });
});
