/**
 * The README's "A pull request" example runs as written (from the repository root, as the quick
 * start does), and says what it prints: the lint's count of problems, and the plan's first operation.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const readme = readFileSync(join(root, "README.md"), "utf8");

it("the README's pull-request commands print what their comments say", () => {
  const section = readme.slice(readme.indexOf("### A pull request"));
  const lines = /```sh\n([\s\S]*?)```/.exec(section)![1]!.trim().split("\n");
  expect(lines).toHaveLength(2);
  const run = (line: string) => {
    const [command, comment] = line.split(/\s+# /) as [string, string];
    const args = command.trim().split(/\s+/);
    expect(args.slice(0, 2)).toEqual(["npx", "cloudlint"]);
    const r = spawnSync(process.execPath, [join(root, "bin/cloudlint.js"), ...args.slice(2)], { cwd: root, encoding: "utf8" });
    return { ...r, comment };
  };
  const lint = run(lines[0]!);
  expect(lint.status).toBe(1);
  const count = /^(\d+) problems/.exec(lint.comment)![1];
  expect(lint.stdout).toMatch(new RegExp(`^✖ ${count} problems `, "m"));
  // The transition findings are among them.
  expect(lint.stdout).toContain("subnet-ipv4-changed");
  const plan = run(lines[1]!);
  // Exit 1 as lint: the plan holds error findings (a subnet's ipv4 changed, …).
  expect(plan.status, plan.stderr).toBe(1);
  const first = plan.comment.replace(/ …$/, "");
  expect(plan.stdout.split("\n")[0]!.trim()).toBe(first);
});
