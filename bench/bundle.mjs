// Bundle sizes (not a test of speed): what a browser application pays for importing cloudlint.
// Each entry is bundled from the built package (dist/esm, through package.json, so
// "sideEffects": false applies) with esbuild for the browser, minified; the gzipped size is
// what a web server sends. Targets from issue 12: validateFirewall alone <= 20 KB gzipped,
// validateRequest with every endpoint <= 60 KB gzipped. Exits 1 when a target is missed.
//
// `node bench/bundle.mjs` after `npm run compile`; also part of `npm run bench`. The same bundles
// are built and run by test/request/browser.test.ts.
import { gzipSync } from "node:zlib";
import { bundleEntry, ENTRIES } from "./bundle-entries.mjs";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let missed = 0;
console.log("browser bundles (esbuild, minified, ESM, platform browser)");
console.log(`  ${"entry".padEnd(34)} ${"minified".padStart(10)} ${"gzipped".padStart(10)}  target`);
for (const entry of ENTRIES) {
  const { code, inputs } = await bundleEntry(entry.imports);
  const gz = gzipSync(code, { level: 9 }).length;
  const ok = entry.targetGzip === undefined || gz <= entry.targetGzip;
  if (!ok) missed++;
  const target = entry.targetGzip === undefined ? "" : `<= ${kb(entry.targetGzip)} ${ok ? "met" : "MISSED"}`;
  console.log(`  ${entry.name.padEnd(34)} ${kb(code.length).padStart(10)} ${kb(gz).padStart(10)}  ${target}`);
  const forbidden = inputs.filter((i) => /node_modules\/(yaml|yargs)\/|\/cli\/|\/load\/|rules\/[^/]+\.md/.test(i));
  if (forbidden.length) {
    missed++;
    console.log(`    pulls in what a library bundle must not: ${forbidden.join(", ")}`);
  }
}
process.exit(missed ? 1 : 0);
