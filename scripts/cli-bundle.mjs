// The CLI as one ready-to-run file, bin/cloudlint.cjs, committed to the repository.
//
// pre-commit installs a node hook straight from a clone of this repository. Since pre-commit
// 4.6.1 that is `npm install -g --install-links git+file://<clone>`: npm packs the clone as it is,
// runs no build, and installs only the runtime dependencies, so a CLI that must be compiled first
// is not there. Hook repositories of TypeScript tools either depend on a published package or keep
// a bundled CLI in the repository that CI proves up to date with the sources, as GitHub Actions
// keep dist/; this is the second. The file is esbuild's bundle of src/cli/main.ts with its runtime
// dependencies (yaml, yargs, re2js, ipaddr.js), minified: one file also loads faster than the
// module graph; the language server's libraries stay outside it (see `external`). `node
// scripts/build.mjs` writes it; test/package.test.ts rebuilds it in memory and fails when the
// committed file differs.
//
// bin/cloudlint.js, the executable, is built here too, from src/cli/bin.ts: it loads the bundle
// through a V8 code cache (src/cli/code-cache.ts says where and how), which halves a small lint's
// start-up over bare Node, and holds the bundle's SHA-256 and size (builtBundle), so that a run
// names its cache without hashing the bundle. It is CommonJS (bin/package.json says so): Node starts an ES module entry
// a few milliseconds slower.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

/**
 * yargs' CommonJS build, not its ES module one, which `import("yargs/yargs")` would pick. The ES module
 * build finds its own folder through import.meta.url, which a CommonJS bundle does not have, and
 * falls back to the working folder: on every run, yargs then looked for a package.json from the
 * user's working folder up (reading each folder on the way, /tmp's thousands of entries here:
 * ~3 ms) to guess a version we give it anyway. The CommonJS build starts from the executable,
 * require.main, whose folder holds bin/package.json: one small folder read.
 */
function yargsCommonJs(root) {
  const require = createRequire(join(root, "package.json"));
  return {
    name: "yargs-commonjs",
    setup(build) {
      build.onResolve({ filter: /^yargs(\/yargs)?$/ }, (args) => ({ path: require.resolve(args.path) }));
    },
  };
}

/**
 * re2js (151 KB, the bundle's largest module: its top level builds Unicode tables) is loaded when
 * a policy's first pattern is compiled, not by every lint, from the second bundle (see PART).
 * src/policy/regex.ts imports it statically, as the pure core must (an ES module has no
 * synchronous lazy import); in this bundle its `RE2JS` is a stand-in whose `compile` loads the
 * second bundle on first use and takes re2js from it, so a lint without policies never reads,
 * runs, compiles or caches it. regex.ts uses nothing of re2js but `RE2JS.compile` (and its type);
 * the build fails if that changes (see the check in onLoad).
 */
function lazyRe2js(root) {
  const regex = join(root, "src/policy/regex.ts");
  return {
    name: "lazy-re2js",
    setup(build) {
      build.onResolve({ filter: /^re2js$/ }, (args) => (args.importer === regex ? { path: "re2js-on-demand", namespace: "cloudlint-lazy" } : undefined));
      build.onLoad({ filter: /^re2js-on-demand$/, namespace: "cloudlint-lazy" }, async () => {
        const source = await readFile(regex, "utf8");
        const used = [...new Set(source.match(/\bRE2JS\.\w+/g) ?? [])];
        if (used.join() !== "RE2JS.compile") throw new Error(`src/policy/regex.ts uses ${used.join(", ")} of re2js: the lazy stand-in in scripts/cli-bundle.mjs has only RE2JS.compile`);
        return {
          contents: `import load from ${JSON.stringify(PART_LOADER)};\nlet re2js;\nexport const RE2JS = { compile: (pattern, flags) => (re2js ??= load()["re2js"]).RE2JS.compile(pattern, flags) };\n`,
          resolveDir: root,
          loader: "js",
        };
      });
    },
  };
}

/**
 * yargs requires node:assert (~4 ms to load, with its error classes) for two checks of its own
 * state, `strictEqual` and `notStrictEqual` (its CommonJS shim's `assert`); this bundle gives it
 * those two, with node:assert's comparison (Object.is) and error code. The build fails if yargs
 * uses anything else of it.
 */
function yargsAssert(root) {
  const require = createRequire(join(root, "package.json"));
  return {
    name: "yargs-assert",
    setup(build) {
      build.onResolve({ filter: /^assert$/ }, (args) => (args.importer.includes(`${sep}yargs${sep}`) ? { path: "assert", namespace: "cloudlint-yargs-assert" } : undefined));
      build.onLoad({ filter: /^assert$/, namespace: "cloudlint-yargs-assert" }, async () => {
        // yargs' build binds node:assert once and passes on only these two (its shim's assert), which it calls as .assert.<name>.
        const yargs = await readFile(join(dirname(require.resolve("yargs")), "build/index.cjs"), "utf8");
        const calls = new Set(yargs.match(/\.assert\.\w+/g));
        if (yargs.split('require("assert")').length !== 2 || !yargs.includes("assert:{notStrictEqual:t.notStrictEqual,strictEqual:t.strictEqual}") || [...calls].some((c) => c !== ".assert.strictEqual" && c !== ".assert.notStrictEqual")) {
          throw new Error("yargs uses node:assert in a way the stand-in in scripts/cli-bundle.mjs does not cover: update it");
        }
        return {
          contents: [
            "const fail = (message, actual, expected, operator) => { const e = new Error(message ?? `Expected values to be ${operator}: ${String(actual)} ${String(expected)}`); e.name = 'AssertionError'; e.code = 'ERR_ASSERTION'; throw e; };",
            "exports.strictEqual = (actual, expected, message) => { if (!Object.is(actual, expected)) fail(message, actual, expected, 'strictly equal'); };",
            "exports.notStrictEqual = (actual, expected, message) => { if (Object.is(actual, expected)) fail(message, actual, expected, 'not strictly equal'); };",
          ].join("\n"),
          loader: "js",
        };
      });
    },
  };
}

/**
 * yargs' platform shim reads `process.stdout.columns` when its module loads, which creates
 * process.stdout: for a pipe (pre-commit and CI capture a run's output) that loads node:net and
 * node:stream, ~6 ms of every run, also of a lint that writes nothing. yargs reads the value only
 * to wrap help text when no width was given (the CLI gives one) and in `terminalWidth()`; here it
 * is read then, by a getter, with the same expression. The build fails if yargs' text changes.
 */
const YARGS_COLUMNS = "stdColumns:void 0!==process.stdout.columns?process.stdout.columns:null";

function yargsLazyColumns(root) {
  const require = createRequire(join(root, "package.json"));
  return {
    name: "yargs-lazy-columns",
    setup(build) {
      const file = join(dirname(require.resolve("yargs")), "build/index.cjs");
      build.onLoad({ filter: /[\\/]yargs[\\/]build[\\/]index\.cjs$/ }, async (args) => {
        if (args.path !== file) return undefined;
        const source = await readFile(file, "utf8");
        if (source.split(YARGS_COLUMNS).length !== 2 || source.split("process.stdout").length !== 4) {
          throw new Error("yargs reads process.stdout in a way the lazy getter in scripts/cli-bundle.mjs does not cover: update it");
        }
        return { contents: source.replace(YARGS_COLUMNS, `get ${YARGS_COLUMNS.replace(":", "(){return ")}}`), loader: "js" };
      });
    },
  };
}

/**
 * The CLI in two files. bin/cloudlint.cjs holds what a lint runs; bin/cloudlint-more.cjs (the
 * part) holds the modules main.ts loads with import() that a lint never runs (the import, the
 * language server, the plan and its formatter, --baseline's reader, init) and re2js. On this
 * machine a cached run's cost grows with the bytes it reads, decodes and deserialises (a 1 MB
 * read takes ~7 ms): the part is 0.3 MB that a lint no longer touches (~10 ms of its start-up,
 * issue 24).
 *
 * One instance of each module: the part does not bundle a module the main bundle holds, it takes
 * the main bundle's (its `require` of that module, initialised when first asked), through a
 * table the main bundle hands it while the part loads (`globalThis[Symbol.for(SHARED)]`, which the
 * part keeps and the loader then deletes). So the part's code sees the same rule catalogue, caches and classes as
 * the lint's. In the main bundle each part entry is a stand-in whose exports are the part's (the
 * part is loaded, once, when main.ts first imports one of them); `require("./cloudlint-more.cjs")`
 * is what bin.ts's loader answers with the part through its own code cache, and plain Node's
 * require answers too.
 */
const PART = "cloudlint-more.cjs";
const PART_ENTRIES = ["src/cli/import.ts", "src/lsp/server.ts", "src/change/index.ts", "src/format/plan.ts", "src/cli/baseline.ts", "src/change/drift.ts", "src/cli/init.ts"];
const PART_LOADER = "cloudlint-part-loader";
const SHARED = "cloudlint.bundle.shared";
const SHARED_TABLE = "cloudlint-shared-table";

/**
 * A module's id: its path from the root with forward slashes, as in esbuild's metafile, and a
 * dependency's from its node_modules folder on (the same wherever node_modules is, a link
 * included), since ids are written into both bundles.
 */
const idOf = (fromRoot) => {
  const id = fromRoot.split(sep).join("/");
  // The first node_modules/: a nested copy (node_modules/a/node_modules/b) keeps its own id.
  const at = id.indexOf("node_modules/");
  return at === -1 ? id : id.slice(at);
};
const moduleId = (root, path) => idOf(relative(root, path));

/**
 * The main bundle's side: the part's entries become stand-ins, and the loader hands the part
 * `shared`, the modules it takes from the main bundle (a Map of id to file; none in the first pass).
 */
function partStandIns(root, shared) {
  return {
    name: "cloudlint-part-stand-ins",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const id = moduleId(root, join(args.resolveDir, args.path)).replace(/\.js$/, ".ts");
        return PART_ENTRIES.includes(id) ? { path: id, namespace: "cloudlint-part-entry" } : undefined;
      });
      build.onResolve({ filter: new RegExp(`^${PART_LOADER}$`) }, () => ({ path: PART_LOADER, namespace: "cloudlint-part-loader" }));
      build.onResolve({ filter: new RegExp(`^\\./${PART.replace(".", "\\.")}$`) }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: "cloudlint-part-entry" }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(PART_LOADER)}).default()[${JSON.stringify(args.path)}];\n`,
        resolveDir: root,
        loader: "js",
      }));
      build.onLoad({ filter: /.*/, namespace: "cloudlint-part-loader" }, () => ({
        contents: [
          `const shared = {${[...shared].map(([id, file]) => `\n  ${JSON.stringify(id)}: () => require(${JSON.stringify(file)}),`).join("")}\n};`,
          "let part;",
          `export default () => {`,
          `  if (part === undefined) {`,
          `    globalThis[Symbol.for(${JSON.stringify(SHARED)})] = shared;`,
          `    try {`,
          `      part = require(${JSON.stringify(`./${PART}`)});`,
          `    } finally {`,
          `      delete globalThis[Symbol.for(${JSON.stringify(SHARED)})];`,
          `    }`,
          `  }`,
          `  return part;`,
          `};`,
          "",
        ].join("\n"),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/** The part's side: a module the main bundle holds (`inMain`, ids) is taken from it; `used` collects which (id to file). */
function partShared(root, inMain, used) {
  return {
    name: "cloudlint-part-shared",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === "entry-point" || args.pluginData?.cloudlintResolving || args.path === SHARED_TABLE) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { cloudlintResolving: true } });
        if (resolved.errors.length > 0 || resolved.external || !resolved.path) return undefined;
        const id = moduleId(root, resolved.path);
        if (!inMain.has(id)) return undefined;
        used.set(id, resolved.path);
        return { path: id, namespace: "cloudlint-shared" };
      });
      // The table, kept when the part loads (its entry requires it first): a module taken from the
      // main bundle is asked for when first imported, after the loader has deleted the global.
      build.onResolve({ filter: new RegExp(`^${SHARED_TABLE}$`) }, () => ({ path: SHARED_TABLE, namespace: "cloudlint-shared-table" }));
      build.onLoad({ filter: /.*/, namespace: "cloudlint-shared-table" }, () => ({
        contents: [
          `const table = globalThis[Symbol.for(${JSON.stringify(SHARED)})];`,
          `if (table === undefined) throw new Error("bin/${PART} is loaded by bin/cloudlint.cjs, which hands it its modules; it cannot run alone");`,
          "module.exports = table;",
          "",
        ].join("\n"),
        loader: "js",
      }));
      build.onLoad({ filter: /.*/, namespace: "cloudlint-shared" }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(SHARED_TABLE)})[${JSON.stringify(args.path)}]();\n`,
        loader: "js",
      }));
    },
  };
}

/** esbuild options for the part (its own entry: a table of the part's entries' modules and re2js, each initialised when first read). */
function partOptions(root, inMain, used, minify) {
  return {
    absWorkingDir: root,
    stdin: {
      // Getters: each entry's modules are initialised when it is first asked for (a policy's pattern loads the part for re2js, not the language server).
      contents: `require(${JSON.stringify(SHARED_TABLE)});\nmodule.exports = {${PART_ENTRIES.map((id) => `\n  get ${JSON.stringify(id)}() { return require(${JSON.stringify(`./${id}`)}); },`).join("")}\n  get re2js() { return require("re2js"); },\n};\n`,
      resolveDir: root,
      sourcefile: "cloudlint-more-entry.js",
      loader: "js",
    },
    outfile: join(root, "bin", PART),
    ...BUNDLE_OPTIONS,
    plugins: [partShared(root, inMain, used)],
    minify,
    banner: { js: "/* cloudlint CLI bundle, second part (see scripts/cli-bundle.mjs): generated by scripts/build.mjs. Do not edit. */" },
    metafile: true,
  };
}

/**
 * Builds the CLI's three files in memory: bin/cloudlint.cjs, bin/cloudlint-more.cjs and the
 * executable bin/cloudlint.js, which holds both bundles' SHA-256 and size. `minify: false` for
 * tests that read the bundles: the two bundles only (not ASCII, with esbuild's comments), no
 * executable. Returns each file's path from the root and its bytes.
 */
export async function buildCli(givenRoot, { minify = true } = {}) {
  // esbuild reports real paths: a root reached through a link would match no id.
  const root = realpathSync(givenRoot);
  const esbuild = await import("esbuild");
  const main = (shared) => esbuild.build({ ...cliBundleOptions(root, shared), minify, write: false, metafile: true });
  // What the main bundle holds with no module shared, then which of those the part imports.
  const first = await main(new Map());
  const inMain = new Set(Object.keys(first.metafile.inputs).map(idOf));
  const used = new Map();
  const part = await esbuild.build({ ...partOptions(root, inMain, used, minify), write: false });
  for (const id of PART_ENTRIES) {
    if (inMain.has(id)) throw new Error(`${id} is in the main CLI bundle (a lint imports it): take it out of PART_ENTRIES in scripts/cli-bundle.mjs`);
  }
  // One instance of each module, and of each package: a dependency whose modules were split
  // between the bundles (a subpath the main bundle does not hold) would have two states.
  const packageOf = (id) => (id.startsWith("node_modules/") ? id.split("/").slice(0, id.startsWith("node_modules/@") ? 3 : 2).join("/") : undefined);
  const mainPackages = new Set([...inMain].map(packageOf).filter(Boolean));
  for (const id of Object.keys(part.metafile.inputs).filter((key) => !key.startsWith("cloudlint-")).map(idOf)) {
    if (inMain.has(id) || mainPackages.has(packageOf(id))) throw new Error(`${id} would be in both CLI bundles: see PART in scripts/cli-bundle.mjs`);
  }
  const final = await main(new Map([...used].sort(([a], [b]) => (a < b ? -1 : 1))));
  const bundle = final.outputFiles[0].contents;
  const more = part.outputFiles[0].contents;
  if (!minify) return { "bin/cloudlint.cjs": bundle, [`bin/${PART}`]: more };
  const bin = await esbuild.build({ ...binOptions(root, builtBundle(bundle), { more: builtBundle(more) }), write: false });
  return { "bin/cloudlint.cjs": bundle, [`bin/${PART}`]: more, "bin/cloudlint.js": bin.outputFiles[0].contents };
}

/** What both CLI bundles are built with. */
const BUNDLE_OPTIONS = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  // import() stays lazy: esbuild turns each into an on-demand initialiser inside the bundle.
  supported: { "dynamic-import": false },
  // The language server's libraries are required from node_modules when `cloudlint lsp` starts
  // (they are runtime dependencies, installed in every flow): inside the bundle, every lint would
  // pay ~15 ms to compile 220 KB it never runs.
  external: ["vscode-languageserver", "vscode-languageserver/*", "vscode-languageserver-textdocument"],
  legalComments: "none",
  logLevel: "warning",
};

/** esbuild options for the main CLI bundle, taking `shared` (ids) to the part (see PART). */
function cliBundleOptions(root, shared) {
  return {
    absWorkingDir: root,
    entryPoints: [join(root, "src/cli/main.ts")],
    outfile: join(root, "bin/cloudlint.cjs"),
    ...BUNDLE_OPTIONS,
    plugins: [partStandIns(root, shared), yargsCommonJs(root), lazyRe2js(root), yargsAssert(root), yargsLazyColumns(root)],
    minify: true,
    banner: { js: "/* cloudlint CLI bundle: generated by scripts/build.mjs from src/ and the locked runtime dependencies. Do not edit. */" },
  };
}

/**
 * What the executable knows of the bundle (`bundle`: its bytes, as built): its SHA-256 and size,
 * so that a run hashes nothing to name its code cache (src/cli/code-cache.ts). Throws when the
 * bundle is not ASCII: the executable decodes it as Latin-1, cheaper than UTF-8 and the same for
 * ASCII (esbuild escapes non-ASCII characters unless told otherwise: `charset` stays unset).
 */
export function builtBundle(bundle) {
  const bytes = Buffer.from(bundle);
  const at = bytes.findIndex((b) => b > 0x7f);
  if (at !== -1) throw new Error(`a CLI bundle holds a non-ASCII byte at offset ${at}`);
  return { sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length };
}

/**
 * esbuild options for the executable, bin/cloudlint.js (not minified: a few readable lines), which
 * holds builtBundle(the main bundle's bytes) and, by name, the parts' (`more`: bin/cloudlint-more.cjs).
 */
function binOptions(root, built, parts) {
  return {
    define: { CLOUDLINT_BUNDLE: JSON.stringify({ sha256: built.sha256, size: built.size, parts: Object.fromEntries(Object.entries(parts).map(([name, p]) => [name, { sha256: p.sha256, size: p.size }])) }) },
    absWorkingDir: root,
    stdin: {
      contents: 'import { start } from "./src/cli/bin.ts";\nstart(require("node:path").join(__dirname, ".."));\n',
      resolveDir: root,
      sourcefile: "bin-entry.ts",
      loader: "ts",
    },
    outfile: join(root, "bin/cloudlint.js"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    legalComments: "none",
    banner: { js: "#!/usr/bin/env node\n/* The cloudlint executable: generated by scripts/build.mjs from src/cli/bin.ts. Do not edit. */" },
    logLevel: "warning",
  };
}
