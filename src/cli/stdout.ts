/**
 * What a run does when writing to standard output fails, shared by the CLI's run() and the
 * executable's own `--version` answer (bin.ts), so both end alike: a reader that stops early
 * (`| head`) closes the pipe, and the run ends quietly, not with a stack trace; any other failure
 * (a full disk, an I/O error) means the output was not delivered: one line and exit 2, never exit
 * 1, which would read as "findings".
 */
import { fstatSync, writeSync } from "node:fs";
import { escapeText } from "../util/text.js";

export function stdoutFailed(error: NodeJS.ErrnoException): never {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`cloudlint: cannot write the report to standard output: ${escapeText(error.code ?? error.message)}\n`);
  process.exit(2);
}

/**
 * Whether file descriptor 1 (standard output) or 2 (standard error) is a terminal, without
 * creating process.stdout or process.stderr for a descriptor that cannot be one: the stream of a
 * pipe (as pre-commit and CI capture a run's output) loads node:net and node:stream, ~6 ms of a
 * small lint that writes nothing. Only a character device can be a terminal; for one (a terminal,
 * /dev/null) the stream itself answers, as before.
 */
export function isTerminal(fd: 1 | 2): boolean {
  try {
    if (!fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    return false; // closed
  }
  return Boolean((fd === 1 ? process.stdout : process.stderr).isTTY);
}

/**
 * The writer of standard output for a run (the report, help, --version): straight to file
 * descriptor 1 for a pipe, a socket or a file, without process.stdout, whose stream for a pipe
 * loads node:net and node:stream (~6 ms of every run that prints, as pre-commit and CI capture
 * its output); through process.stdout for a character device (a terminal, whose stream handles
 * Windows consoles and colours; /dev/null; /dev/full) and on Windows. Writes are whole and in
 * order, as process.stdout's are for pipes and files on Linux (synchronous). A descriptor that
 * would block (EAGAIN: one shared with a parent that made it non-blocking) hands the rest of
 * that write and every later one to process.stdout, which waits for it. A closed pipe (a reader
 * that stopped early, `| head`) takes nothing more and the run ends quietly with its own exit
 * code; any other failure ends it as stdoutFailed says: one line and exit 2.
 */
export function stdoutWriter(platform: NodeJS.Platform = process.platform): (text: string) => void {
  let direct: boolean | undefined;
  // A reader that stopped early (EPIPE): the rest of the report goes nowhere, and the run ends
  // with its own exit code, as with the stream, whose failure arrives after the run has set it.
  let closed = false;
  const toStream = (text: string | Uint8Array) => {
    try {
      process.stdout.write(text);
    } catch (e) {
      stdoutFailed(e as NodeJS.ErrnoException);
    }
  };
  return (text) => {
    if (direct === undefined) {
      direct = platform !== "win32" && isFileOrPipe(1);
      if (!direct) process.stdout.on("error", stdoutFailed);
    }
    if (!direct) return toStream(text);
    if (closed) return;
    const bytes = Buffer.from(text, "utf8");
    let at = 0;
    try {
      while (at < bytes.length) at += writeSync(1, bytes, at, bytes.length - at);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "EPIPE") {
        closed = true;
        return;
      }
      if (code !== "EAGAIN") stdoutFailed(e as NodeJS.ErrnoException);
      direct = false;
      process.stdout.on("error", stdoutFailed);
      toStream(bytes.subarray(at));
    }
  };
}

/** fd is open and not a character device (a pipe, a socket or a file). */
function isFileOrPipe(fd: number): boolean {
  try {
    return !fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}
