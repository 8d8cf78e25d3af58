// Build: compile TypeScript to dist/esm (ESM) and dist/cjs (CommonJS library, no CLI), then write
// the JSON Schemas from their TypeScript source into schemas/.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url));
const run = (...args) => execFileSync(process.execPath, [tsc, ...args], { cwd: root, stdio: "inherit" });

rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });
run("-p", "tsconfig.json");
run("-p", "tsconfig.cjs.json");
writeFileSync(new URL("../dist/cjs/package.json", import.meta.url), JSON.stringify({ type: "commonjs" }) + "\n");

const { SCHEMA_FILES } = await import("../dist/esm/schemas/index.js");
mkdirSync(new URL("../schemas", import.meta.url), { recursive: true });
for (const [name, schema] of Object.entries(SCHEMA_FILES)) {
  writeFileSync(new URL(`../schemas/${name}`, import.meta.url), JSON.stringify(schema, null, 2) + "\n");
}
console.log(`built dist/esm, dist/cjs and ${Object.keys(SCHEMA_FILES).length} schemas`);
