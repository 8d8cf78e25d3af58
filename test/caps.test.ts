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

describe("firewall-single-active stays small however many firewalls share a service", () => {
  const state = (n: number) => ({
    computes: [{ label: "web-1", region: "us-east" }],
    firewalls: Array.from({ length: n }, (_, i) => ({ label: `fw-${i}`, rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" }, devices: { computes: ["web-1"] } })),
  });
  const single = (n: number) => lint(state(n)).filter((d) => d.ruleId === "firewall-single-active");
  it("names at most three firewalls and three related locations (boundary 3/4 others)", () => {
    const four = single(4);
    expect(four).toHaveLength(4);
    expect(four.every((d) => d.related!.length === 3)).toBe(true);
    expect(four[0]!.message).toContain('4 enabled firewalls ("fw-0", "fw-1", "fw-2" and 1 more)');
    const three = single(3);
    expect(three[0]!.message).toContain('3 enabled firewalls ("fw-0", "fw-1", "fw-2")');
    expect(three.every((d) => d.related!.length === 2)).toBe(true);
    // 2,000 findings: the per-file cap keeps the first 1,000 and says how many more.
    const many = single(2000);
    expect(many).toHaveLength(MAX_FINDINGS_PER_FILE + 1);
    expect(many.slice(0, -1).every((d) => d.related!.length === 3 && d.message.length < 300)).toBe(true);
  });
});
