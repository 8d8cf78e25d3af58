// Bundles the extension into out/extension.js (CommonJS, as VS Code loads it), with
// vscode-languageclient inside and `vscode` left to VS Code, so the .vsix carries no node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/extension.ts"],
  outfile: "out/extension.js",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node18",
  external: ["vscode"],
  minify: true,
  sourcemap: false,
  legalComments: "linked",
  logLevel: "warning",
});
