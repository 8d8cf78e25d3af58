/**
 * The `cloudlint` executable (built into bin/cloudlint.js; scripts/cli-bundle.mjs): loads the CLI
 * bundle, bin/cloudlint.cjs, through the V8 code cache (code-cache.ts) and runs it. It holds only
 * what must come before the bundle, and uses nothing but Node's own modules.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cacheFolder, cacheKind, loadBundle, type BuiltBundle, type LoadedBundle } from "./code-cache.js";
import { keepYoungGenerationSmall } from "./heap.js";

/** The bundle's SHA-256 and size: written here by the build (scripts/cli-bundle.mjs); absent in dist/. */
declare const CLOUDLINT_BUNDLE: BuiltBundle | undefined;

const debug = (line: string) => {
  if (process.env.CLOUDLINT_DEBUG) process.stderr.write(`cloudlint: debug: ${line}\n`);
};

/** The package's version, from its package.json. */
function packageVersion(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: unknown };
  if (typeof version !== "string") throw new Error("no version");
  return version;
}

/** Runs the CLI from the package folder `root` (the folder holding package.json and bin/). */
export function start(root: string): void {
  const args = process.argv.slice(2);
  const file = join(root, "bin", "cloudlint.cjs");
  let loaded: LoadedBundle;
  try {
    const kind = cacheKind(args);
    // Before the code cache is read or made: V8 keeps a hash of its flags in the cache and rejects
    // a cache made under other flags, so the flag is set at the same point of every run of a kind.
    // Not for the language server, a long-running process whose young generation may grow.
    if (kind !== "lsp") keepYoungGenerationSmall();
    const built = typeof CLOUDLINT_BUNDLE === "undefined" ? undefined : CLOUDLINT_BUNDLE;
    loaded = loadBundle(file, { folder: cacheFolder(process.env), kind, ...(built !== undefined ? { built } : {}) });
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    process.stderr.write(`cloudlint: cannot load the CLI bundle bin/cloudlint.cjs (${e.code ?? e.message}); run "npm run compile" first.\n`);
    process.exitCode = 2;
    return;
  }
  debug(`code cache: ${loaded.status}${loaded.path !== undefined ? ` (${loaded.path})` : ""}`);
  // Written when the run is done, so that it holds what the run compiled.
  process.once("exit", () => {
    const outcome = loaded.save();
    debug(outcome.written ? "code cache: written" : `code cache: not written: ${outcome.reason}`);
  });
  (loaded.exports.run as (version: string, packageRoot: string) => Promise<void>)(packageVersion(root), root + "/");
}
