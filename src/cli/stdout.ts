/**
 * What a run does when writing to standard output fails, shared by the CLI's run() and the
 * executable's own `--version` answer (bin.ts), so both end alike: a reader that stops early
 * (`| head`) closes the pipe, and the run ends quietly, not with a stack trace; any other failure
 * (a full disk, an I/O error) means the output was not delivered: one line and exit 2, never exit
 * 1, which would read as "findings".
 */
import { escapeText } from "../util/text.js";

export function stdoutFailed(error: NodeJS.ErrnoException): never {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  process.stderr.write(`cloudlint: cannot write the report to standard output: ${escapeText(error.code ?? error.message)}\n`);
  process.exit(2);
}
