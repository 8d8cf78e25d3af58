/**
 * The oracle of lintFiles (src/files/lint-files.ts): the real CLI, `cloudlint lint --format json`
 * with no paths, run in a folder of its own holding the same files (an empty `.git` at its top, so
 * the folder is the repository root: config discovery and ignore files stop there). Findings of
 * both compared as "path line:column ruleId message", sorted.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { lintFiles, type WorkspaceFile } from "../../src/files/lint-files.js";

export const root = join(import.meta.dirname, "..", "..");
export const bin = join(root, "bin", "cloudlint.js");

/** One run of the CLI: its exit code, its output, and its findings (none when it printed no JSON, as on exit 2). */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
  findings: string[];
}

/** Writes the files to `dir` with an empty `.git` at its top. */
export function writeSet(dir: string, files: readonly WorkspaceFile[]): void {
  mkdirSync(dir, { recursive: true });
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.text);
  }
  mkdirSync(join(dir, ".git"), { recursive: true });
}

/** The CLI's JSON report as the compared lines. */
export function findingsOfReport(stdout: string): string[] {
  const results = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string; line?: number; column?: number; message: string }[] }[];
  return results.flatMap((r) => r.messages.map((m) => `${r.filePath} ${m.line}:${m.column} ${m.ruleId} ${m.message}`)).sort();
}

/** A scratch folder of CLI runs, each set in a folder of its own; `remove` at the end of the file. */
export function cliOracle(prefix = "cloudlint-lint-files-") {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  let n = 0;
  return {
    scratch,
    /** Runs `cloudlint lint --format json` (and `extra`) in a new folder holding the files. */
    run(files: readonly WorkspaceFile[], extra: readonly string[] = []): CliRun {
      const dir = join(scratch, `set-${n++}`);
      writeSet(dir, files);
      const run = spawnSync(process.execPath, [bin, "lint", "--format", "json", ...extra], { cwd: dir, encoding: "utf8" });
      // Exit 2 prints no report; nor does a folder whose only state files are the run's policy files (exit 0, nothing linted).
      const findings = run.status === 2 || (run.status === 0 && run.stdout === "") ? [] : findingsOfReport(run.stdout);
      return { status: run.status, stdout: run.stdout, stderr: run.stderr, findings };
    },
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
}

/** lintFiles' findings as the compared lines. */
export const ours = (files: readonly WorkspaceFile[]): string[] =>
  lintFiles(files)
    .files.flatMap((r) => r.messages.map((m) => `${r.path} ${m.line}:${m.column} ${m.ruleId} ${m.message}`))
    .sort();
