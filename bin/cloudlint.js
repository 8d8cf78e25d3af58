#!/usr/bin/env node
// The cloudlint executable. The CLI runs from bin/cloudlint.cjs, one bundled file committed to the
// repository (scripts/cli-bundle.mjs says why): a pre-commit hook installed straight from a clone
// needs no build, and Node loads one CommonJS file faster than a module graph.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let cli;
try {
  cli = require("./cloudlint.cjs");
} catch (error) {
  process.stderr.write(`cloudlint: cannot load the CLI bundle bin/cloudlint.cjs (${error.code ?? error.message}); run "npm run compile" first.\n`);
  process.exitCode = 2;
}
if (cli) cli.run(require("../package.json").version, new URL("..", import.meta.url).pathname);
