/**
 * Issue 24 (memory of a whole lint): the CLI keeps V8's young generation from growing during a
 * lint (src/cli/heap.ts), instead of letting the loaded data grow it to 32 MiB. Through the real
 * binary, with a preloaded probe that reads the young generation's size when the process starts
 * and when it exits.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

const setFlags = vi.hoisted(() => vi.fn());
vi.mock("node:v8", async (original) => ({ ...(await original<typeof import("node:v8")>()), setFlagsFromString: setFlags }));
const { LINT_V8_FLAGS, setLintFlags } = await import("../../src/cli/heap.js");

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

describe("V8's flags for a lint", () => {
  it("are set on Node 20's V8 (11.x), in one call, and on no other", () => {
    setFlags.mockClear();
    setLintFlags("11.3.244.8-node.33");
    expect(setFlags.mock.calls).toEqual([[LINT_V8_FLAGS]]);
    setFlags.mockClear();
    for (const other of ["12.4.254.21-node.33", "10.2.154.26-node.26", "", "1.11"]) setLintFlags(other);
    expect(setFlags).not.toHaveBeenCalled();
  });

  it("keep the young generation at its size and ask TurboFan for less: each flag is one this V8 knows", () => {
    const flags = LINT_V8_FLAGS.split(" ");
    expect(flags).toEqual(["--semi-space-growth-factor=1", "--interrupt-budget=540672", "--max-inlined-bytecode-size-cumulative=200"]);
    // V8 answers an unknown flag on stderr and ignores the ones after it: the run below checks that
    // stderr stays empty; this checks each name against the flags V8 lists.
    if (!process.versions.v8.startsWith("11.")) return;
    const known = spawnSync(process.execPath, ["--v8-options"], { encoding: "utf8" }).stdout;
    for (const flag of flags) expect(known).toContain(`  ${flag.split("=")[0]} (`);
  });
});

// The flags are set on the V8 they were measured on (src/cli/heap.ts).
describe.runIf(process.versions.v8.startsWith("11."))("the young generation during a lint", () => {
  it("does not grow through a 1.8 MB lint, with nothing on stderr", () => {
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-heap-"));
    try {
      const probe = join(dir, "probe.cjs");
      writeFileSync(
        probe,
        `const v8 = require("node:v8");
const young = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
const start = young();
process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(join(dir, "young.json"))}, JSON.stringify({ start, end: young() })));
`,
      );
      // 30,000 entries: about 1.8 MB, under the default file limit, several MB of loaded data.
      const lines = Array.from({ length: 30_000 }, (_, i) => `  - { label: web-${i}, region: us-east, type: g6-standard-2 }\n`);
      writeFileSync(join(dir, "state.yaml"), `computes:\n${lines.join("")}`);
      const r = spawnSync(process.execPath, ["--require", probe, bin, "lint", "state.yaml", "--format", "json"], { cwd: dir, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" } });
      expect(r.stderr).toBe("");
      expect([0, 1]).toContain(r.status);
      const young = JSON.parse(readFileSync(join(dir, "young.json"), "utf8")) as { start: number; end: number };
      // Loading the CLI's code doubles it once (1 to 2 MiB on Node 20); the lint's data grew it to 32 MiB.
      expect(young.end).toBeLessThanOrEqual(2 * young.start);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
