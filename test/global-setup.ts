/**
 * The test run's own code-cache folder (src/cli/code-cache.ts): the CLI the tests spawn writes its
 * V8 code cache under XDG_CACHE_HOME, else the user's ~/.cache/cloudlint, which a test run must
 * not touch. One temporary folder for the run, removed at its end; the workers and the processes
 * they spawn inherit it (a spawn given its own environment passes it on: see the tests' `env`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), "cloudlint-test-cache-"));
  process.env.XDG_CACHE_HOME = folder;
  // The same folder holds what the run builds once for all its workers (test/browser/harness.ts: the site).
  process.env.CLOUDLINT_TEST_RUN_DIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
