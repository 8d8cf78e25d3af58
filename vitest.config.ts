import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // CLI tests spawn the real binary; two cores on CI.
    testTimeout: 30_000,
    pool: "forks",
  },
});
