#!/usr/bin/env node
// The cloudlint executable. The CLI runs from the CommonJS build: Node 20 loads it ~50 ms faster
// than the ES module build, and cloudlint runs on every commit.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let cli;
try {
  cli = require("../dist/cjs/cli/main.js");
} catch (error) {
  process.stderr.write(`cloudlint: cannot load the compiled CLI (${error.code ?? error.message}); run "npm run build" first.\n`);
  process.exitCode = 2;
}
if (cli) cli.run(require("../package.json").version, new URL("..", import.meta.url).pathname);
