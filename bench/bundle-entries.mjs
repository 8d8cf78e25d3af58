// The browser bundles measured by bench/bundle.mjs and run by test/request/browser.test.ts.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

export const ENTRIES = [
  { name: "validateFirewall", imports: ["validateFirewall"], targetGzip: 22 * 1024 },
  { name: "validateRequest (every endpoint)", imports: ["validateRequest"], targetGzip: 60 * 1024 },
  { name: "routes (the table alone)", imports: ["routes"] },
  { name: "validateVpc + validateSubnet", imports: ["validateVpc", "validateSubnet"] },
  { name: "validateDatabase", imports: ["validateDatabase"] },
];

/**
 * Bundles `import { …names } from "cloudlint"` for the browser, resolving "cloudlint" as a
 * package (a scratch node_modules links to this checkout), and returns the code and the inputs
 * that made it. esbuild fails the build if anything imports a Node built-in.
 */
export async function bundleEntry(names, { format = "esm", globalName } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-bundle-"));
  try {
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(root, join(dir, "node_modules", "cloudlint"), "dir");
    const contents = `export { ${names.join(", ")} } from "cloudlint";\n`;
    const result = await esbuild.build({
      stdin: { contents, resolveDir: dir, loader: "js" },
      bundle: true,
      minify: true,
      platform: "browser",
      format,
      ...(globalName ? { globalName } : {}),
      target: "es2020",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const output = Object.values(result.metafile.outputs)[0];
    return { code: result.outputFiles[0].contents, inputs: Object.keys(output.inputs) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
