// Preloaded (node --require) by test/lsp/server.test.ts: says at exit how many modules of the
// language server's libraries (vscode-languageserver and its dependencies) the process loaded.
const { sep } = require("node:path");
process.on("exit", () => process.stderr.write(`${Object.keys(require.cache).filter((k) => k.includes(`${sep}node_modules${sep}vscode-`)).length} vscode modules\n`));
