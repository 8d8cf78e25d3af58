/**
 * The spool of an import (issue 23): every text the import makes (each entry's YAML, and each
 * firewall's list record while its rules and devices are awaited) is appended to one file inside
 * the staging folder as soon as it is made, and read back by offset when a file is written, so
 * that the import holds an offset and a length per text, not the text: its memory stays flat as
 * the account grows. The file lives and dies with the staging folder (only the owner may read it;
 * the texts in it have the token redacted already), which every failure path and Ctrl-C remove.
 */
import { closeSync, openSync, readSync, writeSync } from "node:fs";
import type { TextStore } from "../import/index.js";
import { NumberColumn } from "../util/column.js";
import { UsageError } from "./files.js";

/** Texts are gathered into writes of this size (one write a text would be a system call each). */
const CHUNK_BYTES = 64 * 1024;

const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? String(e);

export class Spool implements TextStore {
  private fd: number | undefined;
  private readonly offsets = new NumberColumn();
  private readonly lengths = new NumberColumn();
  /** The bytes in the file; those put since are in `pending`. */
  private written = 0;
  private readonly pending = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;

  /** A new spool file at `path` (it must not exist); `shown` names its folder in messages. */
  constructor(path: string, private readonly shown: string) {
    try {
      this.fd = openSync(path, "wx+", 0o600);
    } catch (e) {
      throw this.failure("create", e);
    }
  }

  put(text: string): number {
    const bytes = Buffer.byteLength(text, "utf8");
    if (this.used + bytes > this.pending.length) this.flush();
    const offset = this.written + this.used;
    if (bytes > this.pending.length) {
      this.write(Buffer.from(text, "utf8"));
    } else {
      this.pending.write(text, this.used, "utf8");
      this.used += bytes;
    }
    this.offsets.push(offset);
    return this.lengths.push(bytes);
  }

  get(handle: number): string {
    const offset = this.offsets.at(handle);
    const length = this.lengths.at(handle);
    if (!(length > 0)) return "";
    // Put since the last write: still in the buffer, whole (a text is never split between the two).
    if (offset >= this.written) return this.pending.toString("utf8", offset - this.written, offset - this.written + length);
    const out = Buffer.allocUnsafe(length);
    let read = 0;
    try {
      while (read < length) {
        const n = readSync(this.open(), out, read, length - read, offset + read);
        if (n === 0) throw Object.assign(new Error("the spool file is shorter than what was written to it"), { code: "EIO" });
        read += n;
      }
    } catch (e) {
      throw this.failure("read", e);
    }
    return out.toString("utf8");
  }

  bytes(handle: number): number {
    const length = this.lengths.at(handle);
    return length > 0 ? length : 0;
  }

  /** Closes the file (the staging folder's removal removes it). */
  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  private open(): number {
    if (this.fd === undefined) throw Object.assign(new Error("the spool is closed"), { code: "EBADF" });
    return this.fd;
  }

  private flush(): void {
    if (this.used === 0) return;
    const used = this.used;
    this.used = 0;
    this.write(this.pending.subarray(0, used));
  }

  private write(data: Buffer): void {
    let done = 0;
    try {
      while (done < data.length) done += writeSync(this.open(), data, done, data.length - done, this.written + done);
    } catch (e) {
      throw this.failure("write", e);
    }
    this.written += data.length;
  }

  private failure(what: string, e: unknown): UsageError {
    return new UsageError(`cannot ${what} the import's spool file in ${this.shown}: ${code(e)}; nothing was written`);
  }
}
