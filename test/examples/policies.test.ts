/**
 * The shipped example policies (examples/policies/): at least eight an organisation would write,
 * each with tests that pass and fail, all passing; none reports on the clean examples/, and the
 * ones about what examples-broken/ gets wrong report there.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compilePolicies, lintSources, testPolicies } from "../../src/index.js";

const root = new URL("../../", import.meta.url);
const read = (dir: string) =>
  readdirSync(new URL(dir, root))
    .filter((n) => /\.ya?ml$/.test(n))
    .map((n) => ({ filePath: `${dir}${n}`, text: readFileSync(new URL(`${dir}${n}`, root), "utf8") }));
const { policies, problems } = compilePolicies(read("examples/policies/"));

describe("examples/policies", () => {
  it("compile, and are at least eight, each with a case that passes and one that fails", () => {
    expect(problems).toEqual([]);
    expect(policies.list.length).toBeGreaterThanOrEqual(8);
    const results = testPolicies(policies, { readFile: (path) => readFileSync(new URL(path, root), "utf8") });
    for (const p of policies.list) {
      const mine = results.filter((r) => r.policy === p.id);
      expect(mine.some((r) => r.expected.count === 0), `${p.id} has a passing case`).toBe(true);
      expect(mine.some((r) => r.expected.count > 0), `${p.id} has a failing case`).toBe(true);
    }
    expect(results.filter((r) => !r.passed)).toEqual([]);
  });

  it("report nothing on examples/ and, for what examples-broken/ gets wrong, report it there", () => {
    const ids = (dir: string) => new Set(lintSources(read(dir), { policies }).flatMap((r) => r.messages.map((m) => m.ruleId)).filter((id) => id.includes("/")));
    expect(ids("examples/")).toEqual(new Set());
    expect(ids("examples-broken/")).toEqual(new Set(["acme/db-ha-in-prod", "acme/db-allow-list-internal", "acme/open-rules-web-ports-only"]));
  });
});
