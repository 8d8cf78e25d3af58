/**
 * `cloudlint lsp --stdio`: the language server, the second shell around the same core as the CLI
 * (ARCHITECTURE: the two shells). This file only wires: the connection, the documents the client
 * opens, the workspace, and one module per feature (diagnostics, code actions, hover, symbols;
 * completion, definition/references/rename plug in as FEATURES entries of their own).
 *
 * Nothing a client or a file sends may stop it: every handler is guarded (an exception is logged
 * to the client with window/logMessage and the handler answers nothing), and so is the process
 * (an uncaught exception or rejection is logged, not fatal). Only `exit` ends it.
 */
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  TextDocuments,
  TextDocumentSyncKind,
  type ClientCapabilities,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type ServerCapabilities,
} from "vscode-languageserver/node";
import { isAbsolute } from "node:path";
import { TextDocument } from "vscode-languageserver-textdocument";
import * as codeActions from "./code-actions.js";
import * as completion from "./completion.js";
import { describeError, guard, pathOfUri, uriOfPath, type FileLint, type ServerContext } from "./context.js";
import { DEFAULT_DEBOUNCE_MS, DiagnosticsScheduler } from "./diagnostics.js";
import * as hover from "./hover.js";
import * as navigation from "./navigation.js";
import { RulePages } from "./rule-pages.js";
import * as symbols from "./symbols.js";
import { Accounts } from "./accounts.js";

export interface ServerOptions {
  version: string;
  /** Where the package is installed (rules/ pages, package.json). */
  packageRoot?: string;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
}

/** A feature: what it adds to the server's capabilities, and its handlers. */
interface Feature {
  readonly capabilities: ServerCapabilities;
  register(context: ServerContext): void;
}

const FEATURES: readonly Feature[] = [codeActions, hover, symbols, completion, navigation];

/** What the server watches on disk (when the client registers watchers for it). */
const WATCHED = ["**/*.{yaml,yml,json,tf,tofu,tfvars}", "**/.gitignore", "**/.cloudlintignore"];

/** The debounce a client may set: initializationOptions.debounceMs, 0 to 10,000 ms. */
function debounceOf(options: unknown): number {
  const value = typeof options === "object" && options !== null ? (options as Record<string, unknown>).debounceMs : undefined;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 10_000 ? value : DEFAULT_DEBOUNCE_MS;
}

/**
 * The workspace folder: the first one the client names, else its root; else none (never the
 * server's working folder, which may be anything: the workspace then starts from the first file
 * opened, see Workspace.adopt).
 */
function rootOf(params: InitializeParams): string | undefined {
  const candidates = [params.workspaceFolders?.[0]?.uri, params.rootUri];
  for (const uri of candidates) {
    const path = pathOfUri(uri);
    if (path !== undefined) return path;
  }
  return typeof params.rootPath === "string" && isAbsolute(params.rootPath) ? params.rootPath : undefined;
}

/** Starts the server on the given streams (standard input and output by default); it runs until `exit`. */
export function startServer(options: ServerOptions): Connection {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const connection = createConnection(input, output);
  const documents = new TextDocuments(TextDocument);
  /** Open documents by absolute path: the client's URI for each. */
  const openUris = new Map<string, string>();
  const log = (level: "error" | "warning" | "info", message: string) => {
    try {
      if (level === "error") connection.console.error(message);
      else if (level === "warning") connection.console.warn(message);
      else connection.console.info(message);
    } catch {
      // The connection is gone: nothing left to tell.
    }
  };
  // Standard output is the protocol: anything else written there would break it.
  console.log = console.info = console.debug = (...args: unknown[]) => log("info", args.map(String).join(" "));
  console.warn = (...args: unknown[]) => log("warning", args.map(String).join(" "));
  console.error = (...args: unknown[]) => log("error", args.map(String).join(" "));
  process.on("uncaughtException", (e) => log("error", `uncaught: ${describeError(e)}`));
  process.on("unhandledRejection", (e) => log("error", `unhandled rejection: ${describeError(e)}`));

  const textOf = (absolute: string): string | undefined => {
    const uri = openUris.get(absolute);
    return uri !== undefined ? documents.get(uri)?.getText() : undefined;
  };
  let context: ServerContext | undefined;
  let scheduler: DiagnosticsScheduler | undefined;

  connection.onInitialize(
    guard({ log }, "initialize", (params: InitializeParams): InitializeResult => {
      const workspace = new Accounts(rootOf(params), textOf, log);
      context = {
        connection,
        documents,
        workspace,
        lints: new Map<string, FileLint>(),
        rules: new RulePages(options.packageRoot),
        clientCapabilities: (params.capabilities ?? {}) as ClientCapabilities,
        log,
        uriOf: (absolute) => openUris.get(absolute) ?? uriOfPath(absolute),
      };
      scheduler = new DiagnosticsScheduler(context, debounceOf(params.initializationOptions));
      for (const feature of FEATURES) feature.register(context);
      const capabilities: ServerCapabilities = {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        ...Object.assign({}, ...FEATURES.map((f) => f.capabilities)),
      };
      return { capabilities, serverInfo: { name: "cloudlint", version: options.version } };
    }, { capabilities: {} }),
  );

  connection.onInitialized(
    guard({ log }, "initialized", () => {
      if (!context || !scheduler) return;
      if (context.clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
        void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: WATCHED.map((globPattern) => ({ globPattern })) }).catch((e: unknown) => log("warning", `watching files failed: ${describeError(e)}`));
      }
      scheduler.schedule(true, 0);
    }, undefined),
  );

  /** What a change to a file means: the workspace found again (config, policies, ignores), or a lint. */
  const changed = (absolute: string | undefined, fromDisk: boolean): void => {
    if (!context || !scheduler || absolute === undefined) return;
    const role = context.workspace.roleOf(absolute);
    // A Terraform variable definitions file changes what the account's variables hold: read again.
    if (role === "config" || role === "policy" || role === "ignore-file" || /\.tfvars(\.json)?$/i.test(absolute)) scheduler.schedule(true);
    else if (role === "account") {
      if (fromDisk && !context.workspace.refresh(absolute)) scheduler.schedule(true);
      else scheduler.schedule();
    }
  };

  documents.onDidOpen(guard({ log }, "textDocument/didOpen", (e) => {
    const absolute = pathOfUri(e.document.uri);
    if (absolute === undefined) return;
    openUris.set(absolute, e.document.uri);
    if (context?.workspace.adopt(absolute)) scheduler?.schedule(true);
  }, undefined));
  documents.onDidChangeContent(guard({ log }, "textDocument/didChange", (e) => changed(pathOfUri(e.document.uri), false), undefined));
  documents.onDidClose(guard({ log }, "textDocument/didClose", (e) => {
    const absolute = pathOfUri(e.document.uri);
    if (absolute === undefined) return;
    openUris.delete(absolute);
    // The disk's text applies again (the editor's may have been discarded).
    changed(absolute, true);
  }, undefined));
  documents.onDidSave(guard({ log }, "textDocument/didSave", (e) => {
    const absolute = pathOfUri(e.document.uri);
    if (!context || !scheduler || absolute === undefined) return;
    // For a client that does not watch files: a new file saved for the first time, and an ignore
    // file saved (the walk reads ignore files from the disk, so its edits apply once saved).
    const role = context.workspace.roleOf(absolute);
    if ((role === "other" && /\.(ya?ml|json|tf|tfvars)$/i.test(absolute)) || role === "ignore-file") scheduler.schedule(true);
  }, undefined));

  connection.onDidChangeWatchedFiles(
    guard({ log }, "workspace/didChangeWatchedFiles", (params) => {
      for (const change of params.changes ?? []) {
        const absolute = pathOfUri(change.uri);
        if (absolute === undefined) continue;
        // A file added or deleted may change what the account holds: found again.
        if (change.type === FileChangeType.Created || change.type === FileChangeType.Deleted) scheduler?.schedule(true);
        else if (!openUris.has(absolute) || context?.workspace.roleOf(absolute) !== "account") changed(absolute, true);
        // An open file changed on disk: the editor's text still wins; the disk's is read for when it closes
        // (or found again by the walk, when the file is now a link).
        else if (!context.workspace.refresh(absolute)) scheduler?.schedule(true);
      }
    }, undefined),
  );

  connection.onShutdown(guard({ log }, "shutdown", () => scheduler?.stop(), undefined));
  documents.listen(connection);
  connection.listen();
  return connection;
}
