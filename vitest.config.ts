import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // CLI tests spawn the real binary; two cores on CI.
    testTimeout: 30_000,
    pool: "forks",
    // The CLI's code cache goes to a folder of the run's, not the user's ~/.cache (test/global-setup.ts).
    globalSetup: ["test/global-setup.ts"],
  },
});
