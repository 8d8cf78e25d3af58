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
import { readFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";

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
 * a policy's first pattern is compiled, not by every lint. src/policy/regex.ts imports it
 * statically, as the pure core must (an ES module has no synchronous lazy import); in this bundle
 * its `RE2JS` is a stand-in whose `compile` requires the real module on first use (esbuild turns
 * that require into an on-demand initialiser), so a lint without policies never runs, compiles or
 * caches it. regex.ts uses nothing of re2js but `RE2JS.compile` (and its type); the build fails
 * if that changes (see the check in onLoad).
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
          contents: 'let re2js;\nexport const RE2JS = { compile: (pattern, flags) => (re2js ??= require("re2js")).RE2JS.compile(pattern, flags) };\n',
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

/** esbuild options for the CLI bundle (the build writes it; the package test compares). */
export function cliBundleOptions(root) {
  return {
    absWorkingDir: root,
    entryPoints: [join(root, "src/cli/main.ts")],
    outfile: join(root, "bin/cloudlint.cjs"),
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
    plugins: [yargsCommonJs(root), lazyRe2js(root), yargsAssert(root), yargsLazyColumns(root)],
    minify: true,
    legalComments: "none",
    banner: { js: "/* cloudlint CLI bundle: generated by scripts/build.mjs from src/ and the locked runtime dependencies. Do not edit. */" },
    logLevel: "warning",
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
  if (at !== -1) throw new Error(`bin/cloudlint.cjs holds a non-ASCII byte at offset ${at}`);
  return { sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length };
}

/**
 * esbuild options for the executable, bin/cloudlint.js (not minified: a few readable lines), which
 * holds builtBundle(the CLI bundle's bytes).
 */
export function binOptions(root, built) {
  return {
    define: { CLOUDLINT_BUNDLE: JSON.stringify({ sha256: built.sha256, size: built.size }) },
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
