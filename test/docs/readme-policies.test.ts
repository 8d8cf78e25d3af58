/**
 * The documentation's policies are real: every ```yaml block of the README and the docs/ pages
 * that is a policy file compiles, its tests pass, and the side-by-side policy (docs/policies.md)
 * reports the firewall the page says it reports.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { compilePolicies, lintText, testPolicies } from "../../src/index.js";
import { allDocs } from "../helpers/docs.js";

const root = new URL("../../", import.meta.url);
const readme = allDocs();
const blocks = [...readme.matchAll(/```yaml\n(policies:\n[\s\S]*?)```/g)].map((m) => m[1]!);

it("every policy file in the documentation compiles and passes its own tests", () => {
  expect(blocks.length).toBeGreaterThanOrEqual(2);
  for (const text of blocks) {
    // As if written in examples/policies/, so relative state files resolve as the page shows.
    const { policies, problems } = compilePolicies([{ filePath: "examples/policies/readme.yaml", text }]);
    expect(problems).toEqual([]);
    expect(testPolicies(policies, { readFile: (path) => readFileSync(new URL(path, root), "utf8") }).filter((r) => !r.passed)).toEqual([]);
  }
});

it("the side-by-side policy reports the firewall of the comparison, with the rule that accepts", () => {
  const text = blocks.find((b) => b.includes("acme/postgres-from-office-only"))!;
  const { policies } = compilePolicies([{ filePath: "pg.yaml", text }]);
  const state = `firewalls:
  - label: db-fw
    rules:
      inbound_policy: DROP
      outbound_policy: ACCEPT
      inbound:
        - { action: ACCEPT, protocol: TCP, ports: "22, 5432", addresses: { ipv4: [0.0.0.0/0] } }
        - { action: ACCEPT, protocol: TCP, ports: "5432", addresses: { ipv4: [198.51.100.0/24] } }
        - { action: ACCEPT, protocol: TCP, ports: "5000-6000", addresses: { ipv4: [0.0.0.0/0] } }
        - { action: ACCEPT, protocol: TCP, addresses: { ipv4: [203.0.113.0/24] } }
`;
  const found = lintText(state, { filePath: "state.yaml", policies }).filter((d) => d.ruleId === "acme/postgres-from-office-only");
  expect(found.map((d) => [d.line, d.column, d.message, d.related?.[0]?.line])).toEqual([[4, 7, "firewall db-fw accepts PostgreSQL from outside the office", 7]]);
  // Without the first rule, the range 5000-6000 (which a pattern over port strings misses) still opens 5432.
  const withoutFirst = state.replace(/ {8}- \{ action: ACCEPT, protocol: TCP, ports: "22, 5432".*\n/, "");
  expect(lintText(withoutFirst, { filePath: "state.yaml", policies }).filter((d) => d.ruleId === "acme/postgres-from-office-only").map((d) => d.related?.[0]?.path)).toEqual([["firewalls", 0, "rules", "inbound", 1]]);
});
