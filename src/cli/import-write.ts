/**
 * Writing an import's files into `--out` all or nothing (issue 23): the new files are staged in a
 * hidden folder inside `--out` (same filesystem, so every move is a rename, also when `--out` is a
 * mount point), then in one step each file the import replaces or removes is moved aside into that
 * folder and the new files are moved in. Any failure of that step moves everything back; Ctrl-C or
 * SIGTERM is deferred while it runs (and stops the import before it, the folder untouched).
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { join, resolve } from "node:path";
import { IMPORT_HEADER, isImportedFileName } from "../import/index.js";
import { escapeText } from "../util/text.js";
import { lstatSafe, UsageError } from "./files.js";

/** The staging folder's name starts with this (inside --out, hidden). */
export const STAGING_PREFIX = ".cloudlint-import-";

/** A signal that arrived while the files were being written. */
export class Interrupted extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`interrupted (${signal})`);
  }
}

export interface WriteOutcome {
  written: string[];
  unchanged: string[];
  removed: string[];
  /** Files with an imported file's name that this import no longer writes, left because they lack the import's header. */
  keptUnmarked: string[];
}

export interface WriteOptions {
  /** The signal received so far, if any (checked between the staged writes, before the commit). */
  interrupted?: () => NodeJS.Signals | undefined;
  /** fs.renameSync, replaceable by the tests to make one move fail. */
  rename?: (from: string, to: string) => void;
}

const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? String(e);
/** Lets a pending signal's handler run between two steps of the staging. */
const turn = () => new Promise<void>((r) => setImmediate(r));

/** Whether the file starts with the header an import writes (only its first bytes are read). */
function hasImportHeader(path: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const head = Buffer.alloc(IMPORT_HEADER.length);
    const n = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, n).toString("utf8") === IMPORT_HEADER;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Writes the files into `out` only when all of them can be written. A file whose bytes are
 * unchanged is left as it is (not even its modification time changes); a replaced file keeps its
 * mode; a new file gets 0666 and a new folder 0777, less the umask. A part file an earlier import
 * wrote and this one does not (`firewalls-3.yaml` when the section now has two parts) is removed
 * when it starts with the import's header; a file of that name without it is the user's and is
 * left (and listed in `keptUnmarked`). Every other file of `out` is left alone.
 */
export async function writeImported(out: string, files: ReadonlyArray<{ name: string; text: string }>, options: WriteOptions = {}): Promise<WriteOutcome> {
  const rename = options.rename ?? renameSync;
  const target = resolve(out);
  const stats = lstatSafe(target);
  if (stats?.isSymbolicLink()) throw new UsageError(`--out ${out} is a symbolic link; cloudlint does not write through links (give the folder itself)`);
  if (stats && !stats.isDirectory()) throw new UsageError(`--out ${out} is not a folder`);
  for (const f of files) {
    if (stats && lstatSafe(join(target, f.name))?.isDirectory()) throw new UsageError(`--out ${out}: ${f.name} there is a folder; nothing was written`);
  }
  const stopIfInterrupted = () => {
    const signal = options.interrupted?.();
    if (signal) throw new Interrupted(signal);
  };
  stopIfInterrupted();
  // A new --out is made now (0777 less the umask), and removed again if the import does not complete.
  let created: string | undefined;
  if (!stats) {
    try {
      created = mkdirSync(target, { recursive: true }) ?? target;
    } catch (e) {
      throw new UsageError(`cannot create the folder ${out}: ${code(e)}`);
    }
  }
  const discardCreated = () => {
    if (created !== undefined) rmSync(created, { recursive: true, force: true });
  };
  let staging: string;
  try {
    staging = mkdtempSync(join(target, STAGING_PREFIX));
  } catch (e) {
    discardCreated();
    throw new UsageError(`cannot create a temporary folder in ${out}: ${code(e)}; nothing was written`);
  }
  const fresh = join(staging, "new");
  const aside = join(staging, "old");
  const outcome: WriteOutcome = { written: [], unchanged: [], removed: [], keptUnmarked: [] };
  let keepStaging = false;
  try {
    mkdirSync(fresh);
    mkdirSync(aside);
    // Stage: every file that changes, in its final mode.
    const replaced: string[] = [];
    for (const f of files) {
      const path = join(target, f.name);
      const existing = lstatSafe(path);
      let now: string | undefined;
      if (existing?.isFile()) {
        try {
          now = readFileSync(path, "utf8");
        } catch {
          now = undefined;
        }
      }
      if (now === f.text) {
        outcome.unchanged.push(f.name);
        continue;
      }
      const staged = join(fresh, f.name);
      writeFileSync(staged, f.text, { flag: "wx", mode: 0o666 });
      if (existing?.isFile()) chmodSync(staged, existing.mode & 0o7777);
      if (existing) replaced.push(f.name);
      outcome.written.push(f.name);
      await turn();
      stopIfInterrupted();
    }
    const names = new Set(files.map((f) => f.name));
    const candidates = stats ? readdirSync(target).filter((n) => isImportedFileName(n) && !names.has(n) && lstatSafe(join(target, n))?.isFile() === true).sort() : [];
    for (const n of candidates) (hasImportHeader(join(target, n)) ? outcome.removed : outcome.keptUnmarked).push(n);
    await turn();
    stopIfInterrupted();
    // Commit: synchronous, so no signal handler runs in the middle of it.
    const movedAside: string[] = [];
    const movedIn: string[] = [];
    try {
      for (const n of [...replaced, ...outcome.removed]) {
        rename(join(target, n), join(aside, n));
        movedAside.push(n);
      }
      // A rename replaces a link at that name; it never writes through it.
      for (const n of outcome.written) {
        rename(join(fresh, n), join(target, n));
        movedIn.push(n);
      }
    } catch (e) {
      const failed: string[] = [];
      for (const n of movedIn.reverse()) {
        try {
          rmSync(join(target, n));
        } catch {
          failed.push(n);
        }
      }
      for (const n of movedAside.reverse()) {
        try {
          rename(join(aside, n), join(target, n));
        } catch {
          failed.push(n);
        }
      }
      if (failed.length > 0) {
        keepStaging = true;
        throw new UsageError(`cannot write the imported files to ${out} (${code(e)}), and could not put back ${failed.map(escapeText).join(", ")}: the earlier files are in ${escapeText(join(out, staging.slice(target.length + 1), "old"))}`);
      }
      throw new UsageError(`cannot write the imported files to ${out}: ${code(e)}; the folder was left as it was`);
    }
    return outcome;
  } catch (e) {
    if (created !== undefined && !keepStaging) {
      discardCreated();
      created = undefined;
    }
    if (e instanceof UsageError || e instanceof Interrupted) throw e;
    throw new UsageError(`cannot write the imported files to ${out}: ${code(e)}; nothing was written`);
  } finally {
    if (!keepStaging) rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Runs `work` with SIGINT and SIGTERM deferred: their handlers only record the signal, which
 * `work` reads to stop at a safe point; the default behaviour is restored after.
 */
export async function withDeferredSignals<T>(work: (received: () => NodeJS.Signals | undefined) => Promise<T>): Promise<{ result: T; signal?: NodeJS.Signals }> {
  let received: NodeJS.Signals | undefined;
  const handler = (signal: NodeJS.Signals) => {
    received ??= signal;
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  try {
    const result = await work(() => received);
    // A signal that arrived during the last synchronous step is handled on this turn.
    await turn();
    return { result, ...(received ? { signal: received } : {}) };
  } finally {
    process.off("SIGINT", handler);
    process.off("SIGTERM", handler);
  }
}
