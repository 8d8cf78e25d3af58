/** Bounded reports: per rule and resource, and per rule and file, at the exact boundaries. */
import { describe, expect, it } from "vitest";
import { lint, lintSources, MAX_FINDINGS_PER_FILE, MAX_FINDINGS_PER_RESOURCE } from "../src/lint.js";

describe("a rule reports a bounded number of findings", () => {
  const allowList = (n: number) => ({ databases: [{ label: "db-1", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", allow_list: Array.from({ length: n }, () => "10.0.0.0/24") }] });
  const dupes = (n: number) => lint(allowList(n)).filter((d) => d.ruleId === "database-allow-list-duplicate");

  it(`per resource: ${MAX_FINDINGS_PER_RESOURCE} findings, then one "and N more" (boundary ${MAX_FINDINGS_PER_RESOURCE - 1}/${MAX_FINDINGS_PER_RESOURCE}/${MAX_FINDINGS_PER_RESOURCE + 1})`, () => {
    // n equal entries are n - 1 duplicates.
    expect(dupes(MAX_FINDINGS_PER_RESOURCE)).toHaveLength(MAX_FINDINGS_PER_RESOURCE - 1);
    expect(dupes(MAX_FINDINGS_PER_RESOURCE + 1)).toHaveLength(MAX_FINDINGS_PER_RESOURCE);
    const over = dupes(MAX_FINDINGS_PER_RESOURCE + 2);
    expect(over).toHaveLength(MAX_FINDINGS_PER_RESOURCE + 1);
    expect(over[over.length - 1]).toMatchObject({ path: ["databases", 0], message: `and 1 more database-allow-list-duplicate findings in databases[0]; only the first ${MAX_FINDINGS_PER_RESOURCE} are listed` });
    expect(dupes(20_000)).toHaveLength(MAX_FINDINGS_PER_RESOURCE + 1);
  });

  it(`per file: ${MAX_FINDINGS_PER_FILE} findings of a rule, then one "and N more"`, () => {
    const scalars = (n: number) => lintSources([{ filePath: "a.yaml", text: `computes: [${Array.from({ length: n }, () => "1").join(",")}]\n` }])[0]!.messages;
    expect(scalars(MAX_FINDINGS_PER_FILE)).toHaveLength(MAX_FINDINGS_PER_FILE);
    const over = scalars(MAX_FINDINGS_PER_FILE + 1);
    expect(over).toHaveLength(MAX_FINDINGS_PER_FILE + 1);
    expect(over.filter((m) => m.message.startsWith("and 1 more state-structure findings in this file"))).toHaveLength(1);
    expect(scalars(200_000)).toHaveLength(MAX_FINDINGS_PER_FILE + 1);
  });

  it("the file size limit is exact and configurable", () => {
    const text = "firewalls: []\n" + "#".repeat(100) + "\n";
    const ids = (maxBytes: number) => lintSources([{ filePath: "a.yaml", text }], { limits: { maxBytes } })[0]!.messages.map((m) => m.ruleId);
    expect(ids(text.length)).toEqual([]);
    expect(ids(text.length - 1)).toEqual(["input-limit"]);
  });
});
