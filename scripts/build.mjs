// Build:
// 1. load the JSON Schemas from their TypeScript source (src/schemas/, transpiled on the fly);
// 2. write them to schemas/*.json (shipped for editors and other tools);
// 3. precompile them with ajv's standalone code generator into one module per resource
//    (src/schemas/validators/<resource>.generated.ts), so no schema is compiled at run time (and
//    ajv is not loaded at run time at all), and generate the request body types from them
//    (src/request/types.generated.ts);
// 4. emit dist/esm (ESM) and dist/cjs (CommonJS; the CLI runs from it because Node loads CommonJS
//    faster than ES modules, which matters for a tool run on every commit) with esbuild, and the
//    declarations with tsc (type checking is `npm run typecheck`);
// 5. bundle the CLI into bin/cloudlint.cjs and its executable into bin/cloudlint.js
//    (scripts/cli-bundle.mjs says why they are committed);
// 6. bundle the library's two entry points and their declarations into lib/, what the package
//    ships (scripts/lib-bundle.mjs says why it is committed). dist/ is the build's own tree, for
//    the tests and benchmarks; it is not shipped.
// Skipped when its inputs are unchanged since the last build; --force builds anyway.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (p) => join(root, p);
const started = Date.now();
// Everything goes to stderr: `npm pack` (which pre-commit runs) must print only the tarball's name.
const log = (line) => process.stderr.write(`cloudlint build: ${line}\n`);

function listFiles(dir, suffix) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, suffix));
    else if (entry.name.endsWith(suffix)) out.push(path);
  }
  return out.sort();
}
const listTs = (dir) => listFiles(dir, ".ts").filter((f) => !f.endsWith(".d.ts"));

// 0. Nothing to do when no input changed since the last build (npx and npm ci re-run it).
const stampPath = at("dist/.build-stamp");
const inputs = [
  ...listTs(at("src")).filter((f) => !f.includes(".generated.")),
  at("scripts/build.mjs"),
  at("scripts/cli-bundle.mjs"),
  at("scripts/lib-bundle.mjs"),
  at("tsconfig.json"),
  at("package.json"),
  // The CLI bundle carries the runtime dependencies: a change of their locked versions rebuilds it.
  at("package-lock.json"),
];
const hash = createHash("sha256");
for (const file of inputs) hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
const stamp = hash.digest("hex");
if (!process.argv.includes("--force") && existsSync(stampPath) && readFileSync(stampPath, "utf8") === stamp && existsSync(at("dist/cjs/cli/main.js")) && existsSync(at("bin/cloudlint.cjs")) && existsSync(at("bin/cloudlint-more.cjs")) && existsSync(at("bin/cloudlint.js")) && existsSync(at("lib/esm/index.js"))) {
  log("up to date");
  process.exit(0);
}

// The build's tools load only when there is something to build.
const [{ Ajv }, { default: standalone }, esbuild, { default: ts }, { compile: compileTypes }] = await Promise.all([
  import("ajv"),
  import("ajv/dist/standalone/index.js"),
  import("esbuild"),
  import("typescript"),
  import("json-schema-to-typescript"),
]);
rmSync(at("dist"), { recursive: true, force: true });

// 1. Schema sources: plain data modules with no imports outside src/schemas/.
const tmp = mkdtempSync(join(tmpdir(), "cloudlint-schemas-"));
writeFileSync(join(tmp, "package.json"), '{"type":"module"}');
const SCHEMA_SOURCES = readdirSync(at("src/schemas"))
  .filter((f) => f.endsWith(".ts") && f !== "compile.ts" && f !== "ucs2length.ts" && !f.includes(".generated."))
  .map((f) => f.slice(0, -3));
for (const name of SCHEMA_SOURCES) {
  const source = readFileSync(at(`src/schemas/${name}.ts`), "utf8");
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  writeFileSync(join(tmp, `${name}.js`), outputText);
}
const { SCHEMA_FILES, PRECOMPILED, REQUEST_TYPES, AJV_OPTIONS, ANNOTATION_KEYWORDS } = await import(pathToFileURL(join(tmp, "index.js")).href);
rmSync(tmp, { recursive: true, force: true });

// 2. schemas/*.json
mkdirSync(at("schemas"), { recursive: true });
for (const [name, schema] of Object.entries(SCHEMA_FILES)) {
  writeFileSync(at(`schemas/${name}`), JSON.stringify(schema, null, 2) + "\n");
}

// 3. Standalone validators, one module per resource. The compiled copies leave out what only
//    people read (title, description), which the shipped schemas keep: it would otherwise be
//    carried into every bundle (ajv's verbose errors keep references to the schema objects).
const forCode = (node) => {
  if (Array.isArray(node)) return node.map(forCode);
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "title" || key === "description") continue;
    out[key] = key === "properties" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forCode(v)])) : forCode(value);
  }
  return out;
};
const validatorsDir = at("src/schemas/validators");
rmSync(validatorsDir, { recursive: true, force: true });
mkdirSync(validatorsDir, { recursive: true });
let validatorCount = 0;
for (const [group, validators] of Object.entries(PRECOMPILED)) {
  const ajv = new Ajv({ ...AJV_OPTIONS, messages: false, code: { source: true, esm: true } });
  ajv.addVocabulary(ANNOTATION_KEYWORDS);
  const exportsById = {};
  for (const [exportName, file] of Object.entries(validators)) {
    const schema = SCHEMA_FILES[file];
    if (!schema) throw new Error(`PRECOMPILED names ${file}, which SCHEMA_FILES does not have`);
    ajv.addSchema(forCode(schema));
    exportsById[exportName] = schema.$id;
    validatorCount++;
  }
  // ESM output: each validator is a top-level function with its own export, so a bundler drops
  // the ones an application does not use. What compile.ts does not read (schemaPath, schema) is
  // taken out of every error object, and messages are off (ajv option): smaller code.
  const code = standalone
    .default(ajv, exportsById)
    .replace('"use strict";', "")
    .replace(/const (func\d+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g, "const $1 = ucs2length;")
    .replace(/schemaPath:"(?:[^"\\]|\\.)*",/g, "")
    .replace(/,schema:.*?,parentSchema:/g, ",parentSchema:");
  const requires = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
  if (requires.length) throw new Error(`standalone code needs runtime modules this build does not provide: ${requires.join(", ")}`);
  const exported = [...code.matchAll(/export const (\w+) = /g)].map((m) => m[1]);
  if (exported.sort().join() !== Object.keys(validators).sort().join()) throw new Error(`standalone code for ${group} exports ${exported.join(", ")}`);
  writeFileSync(
    join(validatorsDir, `${group}.generated.ts`),
    `// @ts-nocheck
/* Generated by scripts/build.mjs from src/schemas/ with ajv's standalone code. Do not edit. */
import { ucs2length } from "../ucs2length.js";

${code}
`,
  );
}

// 3b. Request body types from the same schemas (json-schema-to-typescript).
const typeSources = [];
for (const [file, { name: typeName, example }] of Object.entries(REQUEST_TYPES)) {
  const schema = SCHEMA_FILES[file];
  if (!schema) throw new Error(`REQUEST_TYPES names ${file}, which SCHEMA_FILES does not have`);
  const { title: _title, $id: _id, ...rest } = schema;
  const doc = `${schema.title}. JSON Schema: \`cloudlint/schemas/${file.replace(".schema.json", ".json")}\`.\n\n@example\n\`\`\`ts\nconst body: ${typeName} = ${JSON.stringify(example)};\n\`\`\``;
  typeSources.push(
    await compileTypes({ ...rest, description: doc }, typeName, {
      bannerComment: "",
      additionalProperties: false,
      format: true,
      strictIndexSignatures: true,
    }),
  );
}
writeFileSync(
  at("src/request/types.generated.ts"),
  `/* Generated by scripts/build.mjs from src/schemas/ with json-schema-to-typescript. Do not edit. */\n/* eslint-disable */\n\n${typeSources.join("\n")}`,
);

// 4. JavaScript with esbuild (one file per module, no bundling: the package keeps its module
//    graph, so a bundler downstream keeps only what is imported), declarations with tsc.
const sources = listTs(at("src"));
const common = { entryPoints: sources, outbase: at("src"), platform: "node", target: "node20", logLevel: "warning", sourcemap: false };
await Promise.all([
  esbuild.build({ ...common, outdir: at("dist/esm"), format: "esm" }),
  // import() becomes require() in the CommonJS build (as tsc wrote it): Node's ESM loader would
  // otherwise load each lazily imported module, ~70 ms more per run.
  esbuild.build({ ...common, outdir: at("dist/cjs"), format: "cjs", supported: { "dynamic-import": false } }),
]);
writeFileSync(at("dist/cjs/package.json"), JSON.stringify({ type: "commonjs" }) + "\n");
const tsc = at("node_modules/typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", "tsconfig.json", "--emitDeclarationOnly", "--outDir", at("dist/esm")], { cwd: root, stdio: ["ignore", 2, 2] });
for (const file of listFiles(at("dist/esm"), ".d.ts")) {
  const target = join(at("dist/cjs"), relative(at("dist/esm"), file));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}
// 5. The CLI bundle and the executable that loads it (committed: see scripts/cli-bundle.mjs).
//    The bundle first: the executable holds its SHA-256 and size.
const { buildCli } = await import("./cli-bundle.mjs");
for (const [file, bytes] of Object.entries(await buildCli(root))) writeFileSync(at(file), bytes);
// 6. The library as it is shipped, lib/ (committed: see scripts/lib-bundle.mjs), from what step 4 wrote.
const { buildLib } = await import("./lib-bundle.mjs");
const libFiles = await buildLib(root);
rmSync(at("lib"), { recursive: true, force: true });
for (const [file, bytes] of Object.entries(libFiles)) {
  mkdirSync(dirname(at(file)), { recursive: true });
  writeFileSync(at(file), bytes);
}
chmodSync(at("bin/cloudlint.js"), 0o755);
writeFileSync(stampPath, stamp);
log(`built ${Object.keys(SCHEMA_FILES).length} schemas, ${validatorCount} precompiled validators in ${Object.keys(PRECOMPILED).length} modules, ${Object.keys(REQUEST_TYPES).length} request types, dist/esm, dist/cjs and bin/cloudlint.cjs in ${Date.now() - started} ms`);
