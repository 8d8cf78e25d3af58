// The library as the package ships it, lib/, committed to the repository.
//
// Whatever way a user installs cloudlint (from the registry, `npm install git+https://…`, a
// tarball, or as the pre-commit hook, which installs a clone with `npm install -g
// --install-links git+file://…` and builds nothing), npm packs the repository as it is: a
// library that must be compiled first would be missing, and a `prepare` script would make npm
// install every devDependency into a temporary clone to build it, for the hook too (see
// test/package.test.ts). So the library's JavaScript and declarations are committed build output
// that CI proves up to date with the sources, as bin/ is (scripts/cli-bundle.mjs): `node
// scripts/build.mjs` writes them; test/package.test.ts rebuilds them in memory and fails when the
// committed files differ, and .ci/run fails when `git status` shows lib/ changed after a build.
//
// What is in it, stable so that it diffs well:
// - lib/esm/ and lib/cjs/: the modules the two entry points (package.json "exports": index.js and
//   request/index.js) reach, as the build compiled them to dist/esm and dist/cjs (one file per
//   module, not minified; lib/cjs/package.json says they are CommonJS), and nothing else: not the
//   CLI's, the language server's or the build's own modules. One file per module, not a bundle per
//   entry: with a bundle, a browser application's bundler can no longer drop whole modules it does
//   not use ("sideEffects": false works per file), and validateFirewall alone grew from 21 KB to
//   55 KB gzipped, with the YAML parser (bench/bundle.mjs measured it); and a CommonJS service
//   that requires cloudlint/request loads only the request validator's modules.
// - their declarations: tsc's, only the files the two entries' declarations reach (not the
//   schemas' literal types), once under lib/esm (ES module declarations) and once under lib/cjs
//   (the same text, read as CommonJS there, as TypeScript requires for a `require` condition).
// - request/package.json (at the package's root): `cloudlint/request` for resolvers that do not
//   read "exports" (TypeScript's node10 resolution, `module: commonjs`; old bundlers).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The library's entry points: their path under lib/<format>/ without extension, and their source. */
export const LIB_ENTRIES = { index: "src/index.ts", "request/index": "src/request/index.ts" };

const toPosix = (p) => p.split(sep).join("/");

/**
 * Builds lib/ in memory from what the build wrote to dist/ (scripts/build.mjs, step 4). Returns
 * each file's path from the root and its text.
 */
export async function buildLib(root) {
  const esbuild = await import("esbuild");
  const { default: ts } = await import("typescript");
  const files = {};
  // The modules the entries reach, static and dynamic imports alike (esbuild follows both).
  const graph = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.values(LIB_ENTRIES).map((src) => join(root, src)),
    bundle: true,
    packages: "external",
    platform: "neutral",
    format: "esm",
    splitting: true,
    outdir: join(root, "dist/.lib-graph"),
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  const modules = Object.keys(graph.metafile.inputs)
    .map(toPosix)
    .filter((input) => {
      if (!input.startsWith("src/") || !input.endsWith(".ts")) throw new Error(`the library reaches ${input}, which is not a module of src/`);
      return true;
    })
    .map((input) => input.slice("src/".length, -".ts".length))
    .sort();
  for (const format of ["esm", "cjs"]) {
    for (const module of modules) files[`lib/${format}/${module}.js`] = readFileSync(join(root, "dist", format, `${module}.js`), "utf8");
  }
  files["lib/cjs/package.json"] = JSON.stringify({ type: "commonjs" }) + "\n";

  // Declarations: the files the entries' declarations reach.
  const dts = join(root, "dist/esm");
  const rootNames = Object.keys(LIB_ENTRIES).map((name) => join(dts, `${name}.d.ts`));
  const program = ts.createProgram({ rootNames, options: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, types: [], noEmit: true } });
  const reached = program
    .getSourceFiles()
    .map((f) => f.fileName)
    .filter((f) => !relative(dts, f).startsWith("..") && f.endsWith(".d.ts"))
    .map((f) => toPosix(relative(dts, f)))
    .sort();
  for (const name of Object.keys(LIB_ENTRIES)) if (!reached.includes(`${name}.d.ts`)) throw new Error(`tsc wrote no dist/esm/${name}.d.ts`);
  for (const file of reached) {
    const text = readFileSync(join(dts, file), "utf8");
    if (/^\/\/\/ <reference types=/m.test(text)) throw new Error(`dist/esm/${file} references a types package: the public declarations must need nothing a user may not have`);
    files[`lib/esm/${file}`] = text;
    files[`lib/cjs/${file}`] = text;
  }
  files["request/package.json"] =
    JSON.stringify(
      {
        main: "../lib/cjs/request/index.js",
        module: "../lib/esm/request/index.js",
        types: "../lib/cjs/request/index.d.ts",
        sideEffects: false,
      },
      null,
      2,
    ) + "\n";
  return files;
}

/** Every file under lib/ and request/ now (paths from the root), to compare with buildLib's. */
export function listLib(root) {
  const out = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) (e.isDirectory() ? walk : (f) => out.push(f))(`${dir}/${e.name}`);
  };
  walk("lib");
  walk("request");
  return out.sort();
}
