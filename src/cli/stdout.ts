/**
 * What a run does when writing to standard output fails, shared by the CLI's run() and the
 * executable's own `--version` answer (bin.ts), so both end alike: a reader that stops early
 * (`| head`) closes the pipe, and the run ends quietly, not with a stack trace; any other failure
 * (a full disk, an I/O error) means the output was not delivered: one line and exit 2, never exit
 * 1, which would read as "findings".
 */
import { fstatSync } from "node:fs";
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
