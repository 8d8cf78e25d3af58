/**
 * The `cloudlint` executable (built into bin/cloudlint.js; scripts/cli-bundle.mjs): loads the CLI
 * bundle, bin/cloudlint.cjs, through the V8 code cache (code-cache.ts) and runs it. It holds only
 * what must come before the bundle: Node's own modules, and of ours only the small ones it shares
 * with the bundle (code-cache.ts, heap.ts, stdout.ts and escapeText; no module of the lint).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cacheFolder, cacheKind, loadBundle, type BuiltBundle, type LoadedBundle } from "./code-cache.js";
import { setLintFlags } from "./heap.js";
import { stdoutWriter } from "./stdout.js";

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

/**
 * Prints the version as the CLI's parser does for `cloudlint --version` (yargs: the version and a
 * newline on standard output, exit 0), without loading the bundle: the one answer the executable
 * can give alone (issue 24: --version within 30 ms of bare Node). The command line still has one
 * parser, in the bundle; this is only the executable noticing that the whole command line is
 * exactly `--version` (test/cli/bin.test.ts checks both paths print the same bytes). Any other
 * command line, `-v` or `--version --help` included, goes to the parser.
 */
function printVersion(root: string): void {
  let version: string;
  try {
    version = packageVersion(root);
  } catch (error) {
    // Not the parser's message, which may quote the file.
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof SyntaxError ? "not JSON" : "no version");
    process.stderr.write(`cloudlint: cannot read the package's version from package.json (${reason}).\n`);
    process.exitCode = 2;
    return;
  }
  stdoutWriter()(`${version}\n`);
}

/** Runs the CLI from the package folder `root` (the folder holding package.json and bin/). */
export function start(root: string): void {
  const args = process.argv.slice(2);
  if (args.length === 1 && args[0] === "--version") return printVersion(root);
  const file = join(root, "bin", "cloudlint.cjs");
  let loaded: LoadedBundle;
  try {
    const kind = cacheKind(args);
    // Before the code cache is read or made: V8 keeps a hash of its flags in the cache and rejects
    // a cache made under other flags, so the flags are set at the same point of every run of a kind.
    // Not for the language server, a long-running process whose young generation may grow and
    // whose code V8 should optimize as it always does.
    if (kind !== "lsp") setLintFlags();
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
