/**
 * End-to-end: the real `cloudlint lsp --stdio` opened, by a real LSP client (test/lsp/client.ts),
 * on this repository itself, as a contributor's editor opens it. Each example account is linted
 * as the README shows it (its folder's config makes it an account of its own): the same findings,
 * at the same places, as `cloudlint lint` gives for that folder, and nothing from the test
 * fixtures, which are no account.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, start, type Session } from "../lsp/client.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const ACCOUNTS = ["examples", "examples-broken", "examples-change/after", "examples-change/before"];

/** `cloudlint lint` findings as folder/file:line:column rule: run from the root on the folder, or in the folder with no paths (its config's files). */
function cli(folder: string, where: "root" | "folder"): string[] {
  const args = where === "root" ? ["lint", `${folder}/`, "--format", "json"] : ["lint", "--format", "json"];
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: where === "root" ? root : join(root, folder), encoding: "utf8" });
  expect(r.status, r.stderr).toBeLessThan(2);
  const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; column: number }> }>;
  const prefix = where === "root" ? "" : `${folder}/`;
  return results.flatMap((f) => f.messages.map((m) => `${prefix}${f.filePath}:${m.line}:${m.column} ${m.ruleId}`)).sort();
}

let s: Session;
beforeAll(async () => {
  s = await start(root);
  await s.until("the first lint", () => s.logs.some((l) => l.message.startsWith("linted")), 60_000);
}, 90_000);
afterAll(() => s?.kill());

/** What the server published for the files directly in a folder's account. */
function published(folder: string): string[] {
  const prefix = s.uri(`${folder}/`);
  return [...s.diagnostics.entries()]
    .filter(([uri]) => uri.startsWith(prefix))
    .flatMap(([uri, p]) => p.diagnostics.map((d) => `${folder}/${uri.slice(prefix.length)}:${d.range.start.line + 1}:${d.range.start.character + 1} ${String(d.code)}`))
    .sort();
}

describe("the language server on this repository", () => {
  it("lints the example accounts apart, each as the README's cloudlint lint does", () => {
    expect(s.logs.find((l) => l.message.startsWith("linted"))!.message).toMatch(/^linted \d+ files of 5 accounts/);
    const counts: Record<string, number> = {};
    for (const folder of ACCOUNTS) {
      const fromServer = published(folder);
      counts[folder] = fromServer.length;
      expect(fromServer, folder).toEqual(cli(folder, "root"));
      expect(fromServer, folder).toEqual(cli(folder, "folder"));
    }
    // The README's quick start: examples/ clean, examples-broken/ 34 problems; examples-change/after/ 5 without its baseline.
    expect(counts).toEqual({ examples: 0, "examples-broken": 34, "examples-change/after": 5, "examples-change/before": 0 });
    // Nothing else: the test fixtures and the rest of the repository are no account.
    const elsewhere = [...s.diagnostics.entries()].filter(([uri, p]) => p.diagnostics.length > 0 && !ACCOUNTS.some((f) => uri.startsWith(s.uri(`${f}/`))));
    expect(elsewhere.map(([uri]) => uri)).toEqual([]);
    expect(s.logs.filter((l) => l.type === 1)).toEqual([]);
  });
});
