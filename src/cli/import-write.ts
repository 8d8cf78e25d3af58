/**
 * Writing an import's files into `--out` all or nothing (issue 23): the new files are staged in a
 * hidden folder inside `--out` (same filesystem, so every move is a rename, also when `--out` is a
 * mount point), then in one step each file the import replaces or removes is moved aside into that
 * folder and the new files are moved in. Any failure of that step moves everything back; Ctrl-C or
 * SIGTERM is deferred while it runs (and stops the import before it, the folder untouched).
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync, chmodSync } from "node:fs";
import { join, resolve } from "node:path";
import { IMPORT_HEADER } from "../import/index.js";
import { MERGE_LIMITS, type Rendered } from "../import/merge.js";
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
}

/** A file to write: its name in --out, and its text from its current text (undefined when it does not exist), or a problem that stops the import. */
export interface FileToWrite {
  readonly name: string;
  readonly render: (current: string | undefined) => Rendered;
}

/** The staging folder of an import, inside --out: `new/` (the files to move in), `old/` (the files moved aside), and the spool. */
export interface Staging {
  readonly dir: string;
  /** --out, when the import created it (removed again if the import does not complete). */
  readonly created?: string;
  /** Removes the staging folder, and --out if the import created it. */
  discard(): void;
}

/**
 * Makes the staging folder inside `out` (and `out` itself first, 0777 less the umask, when it does
 * not exist): everything an import writes before its files are moved into place is inside it.
 */
export function openStaging(out: string): Staging {
  const target = resolve(out);
  const stats = checkOut(out, target);
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
  let dir: string;
  try {
    dir = mkdtempSync(join(target, STAGING_PREFIX));
  } catch (e) {
    discardCreated();
    throw new UsageError(`cannot create a temporary folder in ${out}: ${code(e)}; nothing was written`);
  }
  return {
    dir,
    ...(created !== undefined ? { created } : {}),
    discard: () => {
      rmSync(dir, { recursive: true, force: true });
      discardCreated();
    },
  };
}

export interface WriteOptions {
  /** The staging folder, made before (openStaging; the import's spool is in it); writeImported makes one when not given. Either way it is removed when writeImported ends, and a new --out with it if the files were not moved in. */
  staging?: Staging;
  /** Files of --out to remove (an earlier import's part files left empty); each must still start with the import's header. */
  remove?: readonly string[];
  /** The signal received so far, if any (checked between the staged writes, before the commit). */
  interrupted?: () => NodeJS.Signals | undefined;
  /** fs.renameSync, replaceable by the tests to make one move fail. */
  rename?: (from: string, to: string) => void;
}

const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? String(e);
/** Lets a pending signal's handler run between two steps of the staging. */
const turn = () => new Promise<void>((r) => setImmediate(r));

/**
 * The files of `out` (its own entries, not its subfolders') that start with the import's header,
 * handed to `each` one at a time with their text, and the names of every other entry (never read
 * past their first bytes). An `out` that does not exist has none.
 */
export function readOwnedFiles(out: string, each: (name: string, text: string) => void): Set<string> {
  const target = resolve(out);
  const stats = checkOut(out, target);
  const others = new Set<string>();
  if (!stats) return others;
  let names: string[];
  try {
    names = readdirSync(target).sort();
  } catch (e) {
    throw new UsageError(`cannot read the folder ${out}: ${code(e)}`);
  }
  for (const name of names) {
    const path = join(target, name);
    const file = lstatSafe(path);
    if (!file?.isFile() || !hasImportHeader(path)) {
      others.add(name);
      continue;
    }
    if (file.size > MERGE_LIMITS.maxBytes) throw new UsageError(`--out ${out}: ${escapeText(name)} is larger than ${MERGE_LIMITS.maxBytes} bytes; the import does not merge into it, and wrote nothing (split it, or remove its first line, the import's header, to make it yours)`);
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (e) {
      throw new UsageError(`cannot read ${escapeText(join(out, name))}: ${code(e)}; nothing was written`);
    }
    each(name, text);
  }
  return others;
}

/** --out's own checks: not a link, a folder if it exists. */
function checkOut(out: string, target: string) {
  const stats = lstatSafe(target);
  if (stats?.isSymbolicLink()) throw new UsageError(`--out ${out} is a symbolic link; cloudlint does not write through links (give the folder itself)`);
  if (stats && !stats.isDirectory()) throw new UsageError(`--out ${out} is not a folder`);
  return stats;
}

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
 * Writes the files into `out` only when all of them can be written: each file's text is made
 * (`render`, from its current text) and staged one at a time, so that no more than one file's text
 * is held. A file whose bytes are unchanged is left as it is (not even its modification time
 * changes); a replaced file keeps its mode; a new file gets 0666 and a new folder 0777, less the
 * umask. The files in `options.remove` are removed (each must still start with the import's
 * header). Every other file of `out` is left alone.
 */
export async function writeImported(out: string, files: readonly FileToWrite[], options: WriteOptions = {}): Promise<WriteOutcome> {
  const rename = options.rename ?? renameSync;
  const target = resolve(out);
  const stopIfInterrupted = () => {
    const signal = options.interrupted?.();
    if (signal) throw new Interrupted(signal);
  };
  try {
    const stats = checkOut(out, target);
    for (const f of files) {
      if (stats && lstatSafe(join(target, f.name))?.isDirectory()) throw new UsageError(`--out ${out}: ${f.name} there is a folder; nothing was written`);
    }
    stopIfInterrupted();
  } catch (e) {
    options.staging?.discard();
    throw e;
  }
  // A new --out is made now (0777 less the umask), and removed again if the import does not complete.
  const made = options.staging ?? openStaging(out);
  let created = made.created;
  const discardCreated = () => {
    if (created !== undefined) rmSync(created, { recursive: true, force: true });
  };
  const staging = made.dir;
  const fresh = join(staging, "new");
  const aside = join(staging, "old");
  const outcome: WriteOutcome = { written: [], unchanged: [], removed: [] };
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
      const next = f.render(now);
      if ("problem" in next) throw new UsageError(`--out ${out}: ${next.problem}`);
      if (now === next.text) {
        outcome.unchanged.push(f.name);
        continue;
      }
      const staged = join(fresh, f.name);
      writeFileSync(staged, next.text, { flag: "wx", mode: 0o666 });
      if (existing?.isFile()) chmodSync(staged, existing.mode & 0o7777);
      if (existing) replaced.push(f.name);
      outcome.written.push(f.name);
      await turn();
      stopIfInterrupted();
    }
    for (const n of options.remove ?? []) {
      const path = join(target, n);
      if (lstatSafe(path) === undefined) continue;
      if (!hasImportHeader(path)) throw new UsageError(`--out ${out}: ${escapeText(n)} changed while the import ran (it no longer starts with the import's header): run it again; nothing was written`);
      outcome.removed.push(n);
    }
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
 * Runs `work` with SIGINT and SIGTERM deferred: their handlers only record the signal (and call
 * `onSignal` once, which may abort what `work` waits for), which `work` reads to stop at a safe
 * point; the default behaviour is restored after.
 */
export async function withDeferredSignals<T>(work: (received: () => NodeJS.Signals | undefined) => Promise<T>, onSignal?: (signal: NodeJS.Signals) => void): Promise<{ result: T; signal?: NodeJS.Signals }> {
  let received: NodeJS.Signals | undefined;
  const handler = (signal: NodeJS.Signals) => {
    if (received !== undefined) return;
    received = signal;
    onSignal?.(signal);
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
