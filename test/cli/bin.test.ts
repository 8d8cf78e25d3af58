/** The executable (src/cli/bin.ts): what it answers alone, before the CLI bundle is loaded. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function run(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("cloudlint --version", () => {
  it("is answered without loading the bundle, byte for byte as the parser answers it, with package.json's version", () => {
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const cache = mkdtempSync(join(tmpdir(), "cloudlint-xdg-"));
    const env = { XDG_CACHE_HOME: cache, CLOUDLINT_DEBUG: "1" };
    // No debug line about the code cache: the bundle was not loaded, and no cache was written.
    const alone = run(["--version"], env);
    expect(alone).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
    expect(readdirSync(cache)).toEqual([]);
    // -v, its alias, goes to the parser (yargs, in the bundle): the same bytes.
    const parsed = run(["-v"], env);
    expect(parsed.stderr).toMatch(/code cache: absent/);
    expect({ code: parsed.code, stdout: parsed.stdout }).toEqual({ code: alone.code, stdout: alone.stdout });
  });

  it("only alone: with anything else the parser reads the command line", () => {
    const env = { CLOUDLINT_NO_CACHE: "1", CLOUDLINT_DEBUG: "1" };
    for (const args of [["--version", "--version"], ["--version", "lint"], ["lint", "--version"], ["--version="]]) {
      expect(run(args, env).stderr, args.join(" ")).toMatch(/^cloudlint: debug: code cache: off\n/);
    }
  });
});
