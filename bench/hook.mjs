// The pre-commit hook's install time (not a test): the first `pre-commit run` from an empty
// cache, which is what a user waits for the first time they commit, under both of the ways
// pre-commit installs a node hook (Debian's 3.0.4: npm install + npm pack + npm install -g;
// 4.6.1 and later: npm install -g --install-links git+file://). The hook repository is this
// working tree as one commit; the project is three small state files. Then a second run, from the
// warm cache (the hook's own cost on every commit).
//
// `node bench/hook.mjs` after `npm run compile`, with CLOUDLINT_PRE_COMMITS naming the pre-commit
// executables (path-delimited; .ci/run sets it up), else the pre-commit on PATH. Not part of
// `npm run bench`: a cold install downloads packages from the npm registry.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { git, HOOK_GIT_ENV, hookRepository } from "../scripts/hook-repository.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = { ...HOOK_GIT_ENV, PRE_COMMIT_COLOR: "never" };
const rounds = Number(process.env.ROUNDS ?? 3);
const { path: hook, rev } = hookRepository();

const project = mkdtempSync(join(tmpdir(), "cloudlint-bench-project-"));
git(project, "init", "-q");
mkdirSync(join(project, "infra"));
for (const name of ["network.yaml", "firewalls.yaml", "inventory.yaml"]) copyFileSync(join(root, "examples", name), join(project, "infra", name));
writeFileSync(join(project, ".pre-commit-config.yaml"), `repos:\n  - repo: ${hook}\n    rev: ${rev}\n    hooks:\n      - id: cloudlint\n        args: [infra/]\n`);
git(project, "add", "-A");

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const executables = (process.env.CLOUDLINT_PRE_COMMITS ?? "pre-commit").split(delimiter).filter(Boolean);
console.log(`node ${process.version}, ${rounds} rounds each, medians`);
for (const preCommit of executables) {
  const version = spawnSync(preCommit, ["--version"], { encoding: "utf8" }).stdout.trim();
  const cold = [];
  const warm = [];
  for (let round = 0; round < rounds; round++) {
    const home = mkdtempSync(join(tmpdir(), "cloudlint-bench-cache-"));
    const run = () => {
      const started = process.hrtime.bigint();
      const r = spawnSync(preCommit, ["run", "--all-files"], { cwd: project, encoding: "utf8", env: { ...env, PRE_COMMIT_HOME: home } });
      if (r.status !== 0) throw new Error(`${preCommit} run failed (${r.status}):\n${r.stdout}${r.stderr}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    cold.push(run());
    warm.push(run());
    rmSync(home, { recursive: true, force: true });
  }
  console.log(`  ${version.padEnd(18)} first run (install + lint): ${String(Math.round(median(cold))).padStart(6)} ms   next runs: ${String(Math.round(median(warm))).padStart(5)} ms`);
}
rmSync(hook, { recursive: true, force: true });
rmSync(project, { recursive: true, force: true });
