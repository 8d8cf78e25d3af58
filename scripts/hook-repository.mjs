// This working tree (tracked and untracked, not ignored files) as a one-commit git repository: the
// hook repository a pre-commit config points at. Used by the end-to-end test of the hook
// (test/e2e/pre-commit.test.ts) and by its install benchmark (bench/hook.mjs). git's global and
// system config are ignored, in these git calls and in pre-commit's (pass HOOK_GIT_ENV on).
import { execFileSync } from "node:child_process";
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The environment for git and pre-commit: git's global and system config left out. */
export const HOOK_GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** Runs git in `cwd` with a fixed identity and HOOK_GIT_ENV; its output, trimmed. */
export const git = (cwd, ...args) => execFileSync("git", ["-c", "user.email=ci@example.invalid", "-c", "user.name=ci", ...args], { cwd, encoding: "utf8", env: HOOK_GIT_ENV }).trim();

/** Copies the working tree into a new git repository of one commit; its path and that commit. */
export function hookRepository() {
  const path = mkdtempSync(join(tmpdir(), "cloudlint-hook-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    const from = join(root, file);
    let stats;
    try {
      stats = lstatSync(from);
    } catch {
      continue; // deleted in the working tree
    }
    mkdirSync(dirname(join(path, file)), { recursive: true });
    if (stats.isSymbolicLink()) symlinkSync(readlinkSync(from), join(path, file));
    else copyFileSync(from, join(path, file));
  }
  git(path, "init", "-q");
  git(path, "add", "-A");
  git(path, "commit", "-qm", "hook");
  return { path, rev: git(path, "rev-parse", "HEAD") };
}
