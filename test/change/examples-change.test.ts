/** examples-change/: the before/after pair shows every change rule, through the real binary. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { RULES } from "../../src/rules/catalog.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

it("examples-change shows every rule about a change, and the plan marks what the API would refuse", () => {
  const run = (args: string[]) => spawnSync(process.execPath, [join(root, "bin/cloudlint.js"), ...args], { cwd: join(root, "examples-change/after"), encoding: "utf8" });
  const lint = run(["lint", ".", "--baseline", "../before", "--format", "json"]);
  expect(lint.status).toBe(1);
  const reported = new Set((JSON.parse(lint.stdout) as { messages: { ruleId: string }[] }[]).flatMap((f) => f.messages.map((m) => m.ruleId)));
  const changeRules = Object.entries(RULES).filter(([, meta]) => meta.resource === "change").map(([id]) => id);
  expect(changeRules.length).toBeGreaterThanOrEqual(14);
  expect(changeRules.filter((id) => !reported.has(id))).toEqual([]);
  const plan = run(["plan", ".", "--baseline", "../before", "--format", "json"]);
  expect(plan.status).toBe(1);
  const { operations, scopes } = JSON.parse(plan.stdout) as { operations: { findings: { severity: string }[] }[]; scopes: string[] };
  expect(operations.filter((o) => o.findings.some((f) => f.severity === "error")).length).toBeGreaterThan(0);
  expect(scopes).toContain("vpc:read_write");
});
