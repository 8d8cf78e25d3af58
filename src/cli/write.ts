/**
 * Writing fixes back, safely: the new content goes to a temporary file in the same folder and is
 * renamed over the original, so a reader sees the old file or the new one, never a half-written
 * or empty one, and a run killed mid-write leaves the original intact. The file's mode is kept; a
 * symbolic link stays a link and its target is rewritten. A file whose bytes changed since they
 * were read (an editor saved it meanwhile) is not written.
 */
import { closeSync, fchmodSync, fsyncSync, openSync, readFileSync, realpathSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { ReadFile } from "./files.js";

export type WriteOutcome = { ok: true } | { ok: false; reason: string };

const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? String(e);

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
  if (!now.equals(read.bytes)) return { ok: false, reason: "it changed since cloudlint read it; not overwritten (run cloudlint again)" };
  const content = Buffer.concat([read.bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, "utf8")]);
  const temporary = join(dirname(target), `.${basename(target)}.cloudlint-${process.pid}-${Date.now().toString(36)}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temporary, "wx", read.mode);
    fchmodSync(fd, read.mode); // exactly the original mode, whatever the umask
    let offset = 0;
    while (offset < content.length) offset += writeSync(fd, content, offset, content.length - offset);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, target);
    return { ok: true };
  } catch (e) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
    }
    try {
      unlinkSync(temporary);
    } catch {
      // never created
    }
    return { ok: false, reason: `cannot write it (${code(e)})` };
  }
}
