/**
 * What every feature of the language server is handed: the connection, the open documents, the
 * workspace (its files, config and policies), the latest lint of the account, and how to log.
 * A feature module (diagnostics, code actions, hover, symbols; completion, definition, references
 * and rename come next) exports a `capabilities` part and a `register(context)`; server.ts wires
 * them. No feature lints on its own: they read the latest results the diagnostics feature keeps.
 */
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ClientCapabilities, Connection, Diagnostic as LspDiagnostic, Position, Range, TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Diagnostic } from "../diagnostic.js";
import { escapeText } from "../util/text.js";
import type { RulePages } from "./rule-pages.js";
import type { Accounts } from "./accounts.js";

/** One file's latest lint: the library's diagnostics and what was published for them. */
export interface FileLint {
  /** The account file's path as linted (relative to its account's folder). */
  readonly filePath: string;
  /** The text it was linted from: actions are offered only while the document still holds it. */
  readonly text: string;
  readonly messages: readonly Diagnostic[];
  /** The same, as published (index for index). */
  readonly published: readonly LspDiagnostic[];
}

export interface ServerContext {
  readonly connection: Connection;
  readonly documents: TextDocuments<TextDocument>;
  /** The workspace folder's accounts (accounts.ts): a file's is `workspace.accountOf(absolute)`. */
  readonly workspace: Accounts;
  /** The latest lint of each account file, by absolute path. */
  readonly lints: Map<string, FileLint>;
  /** The rule pages the package ships, and where they are published. */
  readonly rules: RulePages;
  /** The client's capabilities (from initialize). */
  clientCapabilities: ClientCapabilities;
  /** Logs a line to the client (window/logMessage); never throws. */
  log(level: "error" | "warning" | "info", message: string): void;
  /** The URI a file is known by: an open document's as the client wrote it, else a file: URI. */
  uriOf(absolute: string): string;
}

/** A `file:` URI's absolute path; undefined for any other scheme or a malformed URI. */
export function pathOfUri(uri: unknown): string | undefined {
  if (typeof uri !== "string" || !uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export function uriOfPath(path: string): string {
  return pathToFileURL(path).href;
}

/** The LSP position (0-based line and UTF-16 character) of a library line and column (1-based). */
export function toPosition(line: number | undefined, column: number | undefined): Position {
  return { line: Math.max(0, (line ?? 1) - 1), character: Math.max(0, (column ?? 1) - 1) };
}

/** A diagnostic's range (the whole of its value, or a point at its start). */
export function rangeOf(d: Pick<Diagnostic, "line" | "column" | "endLine" | "endColumn">): Range {
  const start = toPosition(d.line, d.column);
  const end = d.endLine !== undefined && d.endColumn !== undefined ? toPosition(d.endLine, d.endColumn) : start;
  return { start, end: end.line < start.line || (end.line === start.line && end.character < start.character) ? start : end };
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

/** Whether two ranges share a position (an empty range touching another counts). */
export function overlaps(a: Range, b: Range): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** Whether a position lies in a range (its end included, so a point range can be hovered). */
export function contains(range: Range, position: Position): boolean {
  return !before(position, range.start) && !before(range.end, position);
}

/**
 * Runs a handler; an exception is logged to the client (not thrown into the connection, which
 * would answer with an error some clients show as a pop-up on every keystroke) and `fallback`
 * is returned: the server keeps serving.
 */
export function guard<P extends unknown[], R>(context: Pick<ServerContext, "log">, name: string, handler: (...params: P) => R, fallback: Awaited<R>): (...params: P) => R | Awaited<R> {
  return (...params: P) => {
    try {
      const result = handler(...params);
      if (result instanceof Promise) {
        return result.catch((e: unknown) => {
          context.log("error", `${name} failed: ${describeError(e)}`);
          return fallback;
        }) as R;
      }
      return result;
    } catch (e) {
      context.log("error", `${name} failed: ${describeError(e)}`);
      return fallback;
    }
  };
}

/** An exception in one line (and its stack's first frames), escaped. */
export function describeError(e: unknown): string {
  if (e instanceof Error) {
    const frames = (e.stack ?? "").split("\n").slice(1, 4).map((l) => l.trim());
    return escapeText([e.message, ...frames].join(" | "));
  }
  return escapeText(String(e));
}

/**
 * Text for Markdown, shown as written: Markdown's punctuation escaped and control characters made
 * visible (a policy's description is the organisation's text, not ours).
 */
export function markdownText(text: string): string {
  return escapeText(text).replace(/[\\`*_{}[\]()<>#+!|~]/g, (c) => `\\${c}`);
}
