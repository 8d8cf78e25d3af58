import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Two suites. `npm test` (project "fast") is a contributor's loop: every unit, property, CLI and
 * language-server test, a few minutes on two cores. `npm run test:slow` (project "slow") is what
 * drives real third-party tools or inputs too large for that loop: the pre-commit installs, the
 * packaging and installs of the package, the real editors, and the 200,000-entry robustness run.
 * `.ci/run` runs both; nothing is skipped in CI.
 */
const SLOW = ["test/e2e/**/*.test.ts", "test/robustness/large-lists.test.ts"];

export default defineConfig({
  test: {
    // CLI tests spawn the real binary; two cores on CI. vitest's default leaves one core idle
    // there (availableParallelism() - 1 workers); the spawned CLIs overlap the workers' waits.
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    pool: "forks",
    // The CLI's code cache goes to a folder of the run's, not the user's ~/.cache (test/global-setup.ts).
    globalSetup: ["test/global-setup.ts"],
    projects: [
      { extends: true, test: { name: "fast", include: ["test/**/*.test.ts"], exclude: [...SLOW, "test/oracle/**"] } },
      // The real-tool suites install and start editors, pre-commit and npm: one at a time, so two
      // installs never race for npm's cache, with a timeout that fits a cold install.
      { extends: true, test: { name: "slow", include: SLOW, testTimeout: 300_000, maxWorkers: 1, fileParallelism: false } },
      // Third parties' material the repository does not hold (Terraform's function tables, the corpus of
      // real configurations): `npm run test:oracle`, with them at $CLOUDLINT_ORACLE_DIR (test/oracle/README.md).
      { extends: true, test: { name: "oracle", include: ["test/oracle/**/*.test.ts"] } },
    ],
  },
});
