#!/usr/bin/env node
// The cloudlint executable: everything lives in dist/esm/cli/main.js.
import("../dist/esm/cli/main.js").then(
  (cli) => cli.run(),
  (error) => {
    process.stderr.write(`cloudlint: cannot load the compiled CLI (${error.code ?? error.message}); run "npm run build" first.\n`);
    process.exitCode = 2;
  },
);
