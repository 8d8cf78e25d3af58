/**
 * Writing files safely: the new content goes to a temporary file in the same folder and is renamed
 * over the target, so a reader sees the old file or the new one, never a half-written or empty
 * one, a run killed mid-write leaves the original intact, and a symbolic link or hard link at the
 * target's name is replaced, never written through.
 *
 * - `--fix` rewrites the files it read: the file's mode is kept; a symbolic link the user named
 *   stays a link and its target is rewritten. A file whose bytes changed since they were read (an
 *   editor saved it meanwhile) is not written.
 * - `--output` and `cloudlint init` write where the user asked: a symbolic link there (also a
 *   dangling one, which would create a file anywhere) and anything but a regular file (a FIFO would
 *   block, a device or folder is no report) are refused, whatever --force says.
 */
import { lstatSync, readFileSync, realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { findRepository, isWithin, realpathSafe, UsageError, type ReadFile } from "./files.js";
import { replaceFile } from "./replace-file.js";

export { replaceFile };

export type WriteOutcome = { ok: true } | { ok: false; reason: string };

const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? String(e);

/**
 * A file's bytes from its text: the UTF-8 byte-order mark when it had one, then the text's UTF-8.
 * For a file read whole as valid UTF-8 (`fixable`) these are exactly the bytes read, so the text
 * read is what a file is checked against before it is overwritten: the bytes are not kept.
 */
function fileBytes(bom: boolean, text: string): Buffer {
  return Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, "utf8")]);
}

/** Writes `text` (with the original BOM, if it had one) over the file `read` describes. */
export function writeFixed(read: ReadFile, text: string): WriteOutcome {
  let target: string;
  try {
    target = realpathSync(read.absolute);
  } catch (e) {
    return { ok: false, reason: `cannot resolve the file (${code(e)})` };
  }
  let now: Buffer;
  try {
    now = readFileSync(target);
  } catch (e) {
    return { ok: false, reason: `cannot read it again before writing (${code(e)})` };
  }
  if (!now.equals(fileBytes(read.bom, read.source.text))) return { ok: false, reason: "it changed since cloudlint read it; not overwritten (run cloudlint again)" };
  const content = fileBytes(read.bom, text);
  const outcome = replaceFile(target, (write) => write(content), read.mode);
  return outcome.ok ? outcome : { ok: false, reason: `cannot write it (${outcome.code})` };
}

/**
 * Why cloudlint will not write a file at `path` (absolute), or undefined when it may: nothing is
 * there, or a regular file is.
 */
export function writeRefusal(path: string): string | undefined {
  let stats;
  try {
    stats = lstatSync(path);
  } catch (e) {
    return code(e) === "ENOENT" ? undefined : `it cannot be examined (${code(e)})`;
  }
  if (stats.isSymbolicLink()) return "it is a symbolic link; cloudlint does not write through links (remove it, or name another file)";
  if (stats.isDirectory()) return "it is a folder";
  if (!stats.isFile()) return "it is not a regular file (a FIFO, device or socket)";
  return undefined;
}

/** Where the report goes: a file (written by replaceFile), or a standard stream, or nowhere. */
export type ReportTarget = { path: string } | { stream: "stdout" | "stderr" | "none" };

/**
 * Where `--output` writes, refused with a UsageError before anything is linted when it may not:
 * `/dev/stdout`, `/dev/stderr` and `/dev/null` (written as such) are the process's streams or
 * nothing; any other path must be a regular file or absent, and when it lies in the repository as
 * written, its folder must really be there (not a committed link to a folder elsewhere). A path
 * outside the repository is the user's choice and written as given.
 */
export function reportTarget(given: string, cwd: string): ReportTarget {
  if (given === "/dev/stdout") return { stream: "stdout" };
  if (given === "/dev/stderr") return { stream: "stderr" };
  if (given === "/dev/null") return { stream: "none" };
  const path = resolve(cwd, given);
  const refusal = writeRefusal(path);
  if (refusal) throw new UsageError(`refusing to write the report to ${given}: ${refusal}`);
  const repository = findRepository(cwd);
  if (isWithin(repository.folder, path)) {
    const folder = realpathSafe(dirname(path));
    if (folder !== undefined && !isWithin(repository.real, folder)) {
      throw new UsageError(`refusing to write the report to ${given}: its folder resolves outside the repository (to ${folder})`);
    }
  }
  return { path };
}
