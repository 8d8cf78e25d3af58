/**
 * Replacing a file whole: the new content goes to a temporary file in the same folder, which is
 * renamed over the target. A reader sees the old file or the new one, never a half-written one; a
 * run killed mid-write leaves the target as it was; a link at the target's name is replaced, never
 * written through. Only Node's own modules here: the executable's code cache (code-cache.ts), which
 * runs before the CLI bundle is loaded, writes with it too.
 */
import { closeSync, fchmodSync, fsyncSync, lstatSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? String(e);

/**
 * Creates a new file beside `target`, lets `fill` write into it, and renames it over `target`. The
 * new file gets `mode` when given (exactly, whatever the umask), else the existing file's mode,
 * else the umask's. On failure the temporary file is removed and the target is untouched.
 */
export function replaceFile(target: string, fill: (write: (data: string | Buffer) => void) => void, mode?: number): { ok: true } | { ok: false; code: string } {
  let keep = mode;
  if (keep === undefined) {
    try {
      const stats = lstatSync(target);
      if (stats.isFile()) keep = stats.mode & 0o7777;
    } catch {
      // a new file
    }
  }
  const temporary = join(dirname(target), `.${basename(target)}.cloudlint-${process.pid}-${Date.now().toString(36)}.tmp`);
  let fd: number | undefined;
  try {
    // "wx": created here and now, never an existing file or a link someone put at this name.
    fd = openSync(temporary, "wx", keep ?? 0o666);
    if (keep !== undefined) fchmodSync(fd, keep);
    const out = fd;
    fill((data) => {
      const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(out, bytes, offset, bytes.length - offset);
    });
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
    // Only the file system's errors are "cannot write"; anything else is a bug and goes up.
    if (typeof (e as NodeJS.ErrnoException)?.code !== "string") throw e;
    return { ok: false, code: code(e) };
  }
}
