/**
 * A real LSP client for the end-to-end tests (as vscode-eslint and yaml-language-server test
 * their servers): vscode-languageserver-protocol's connection on the pipes of the real
 * `bin/cloudlint.js lsp --stdio`, started in a scratch git repository.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { afterEach } from "vitest";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TextDocument } from "vscode-languageserver-textdocument";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type Diagnostic,
  type InitializeResult,
  type LogMessageParams,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type TextEdit,
  type WorkspaceEdit,
} from "vscode-languageserver-protocol/node";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const bin = join(root, "bin/cloudlint.js");

/** git with the user's and the system's config ignored. */
export const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

/** A scratch git repository holding the files. */
export function repository(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-lsp-"));
  const init = spawnSync("git", ["-c", "user.email=test@example.com", "-c", "user.name=test", "init", "-q"], { cwd: dir, env: GIT_ENV, encoding: "utf8" });
  if (init.status !== 0) throw new Error(`git init failed: ${init.stderr}`);
  for (const [name, text] of Object.entries(files)) write(dir, name, text);
  return dir;
}

export function write(dir: string, name: string, text: string | Buffer): void {
  mkdirSync(join(dir, name, ".."), { recursive: true });
  writeFileSync(join(dir, name), text);
}

export interface SessionOptions {
  capabilities?: ClientCapabilities;
  initializationOptions?: unknown;
  /** The command that starts the server (in the folder); the repository's bin/cloudlint.js by default. */
  command?: readonly [string, ...string[]];
  /** Initialize without a workspace folder (rootUri null), as an editor opening a lone file does; the server still runs in the folder. */
  rootless?: boolean;
}

export class Session {
  /** The latest diagnostics published for each URI. */
  readonly diagnostics = new Map<string, PublishDiagnosticsParams>();
  /** Every publication, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  readonly logs: LogMessageParams[] = [];
  readonly texts = new Map<string, { text: string; version: number }>();
  stderr = "";
  initialize: InitializeResult | undefined;
  private waiters: Array<() => void> = [];
  readonly exited: Promise<number | null>;

  constructor(
    readonly dir: string,
    readonly child: ChildProcess,
    readonly connection: ProtocolConnection,
  ) {
    child.stderr!.on("data", (chunk: Buffer) => (this.stderr += chunk.toString("utf8")));
    this.exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
    connection.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
      this.diagnostics.set(p.uri, p);
      this.published.push(p);
      this.wake();
    });
    connection.onNotification("window/logMessage", (p: LogMessageParams) => {
      this.logs.push(p);
      this.wake();
    });
    connection.onRequest("client/registerCapability", () => null);
    connection.onRequest("workspace/configuration", () => []);
    // A server killed at the end of a test: its pipes close; nothing to report.
    connection.onError(() => {});
    child.stdin!.on("error", () => {});
    connection.listen();
  }

  /** Sends a notification (one the server can no longer take, after kill(), is dropped). */
  notify(method: string, params: unknown): void {
    this.connection.sendNotification(method, params).catch(() => {});
  }

  uri(name: string): string {
    return pathToFileURL(join(this.dir, name)).href;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves once `check` holds (checked now and after each notification), else fails after `ms`. */
  async until<T>(what: string, check: () => T | undefined | false, ms = 15_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = check();
      if (value !== undefined && value !== false) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; last diagnostics: ${JSON.stringify([...this.diagnostics.values()].map((p) => [p.uri, p.diagnostics.map((d) => d.code)]))}; logs: ${JSON.stringify(this.logs.map((l) => l.message))}; stderr: ${this.stderr}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1000));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The latest diagnostics of a file once `check` holds for them. */
  diagnosticsOf(name: string, check: (d: Diagnostic[]) => boolean, ms?: number): Promise<Diagnostic[]> {
    const uri = this.uri(name);
    return this.until(`diagnostics of ${name}`, () => {
      const p = this.diagnostics.get(uri);
      return p && check(p.diagnostics) ? p.diagnostics : undefined;
    }, ms);
  }

  open(name: string, text: string, languageId = "yaml"): void {
    this.texts.set(name, { text, version: 1 });
    this.notify("textDocument/didOpen", { textDocument: { uri: this.uri(name), languageId, version: 1, text } });
  }

  /** Replaces the whole text of an open document. */
  change(name: string, text: string): void {
    const doc = this.texts.get(name)!;
    doc.text = text;
    doc.version++;
    this.notify("textDocument/didChange", { textDocument: { uri: this.uri(name), version: doc.version }, contentChanges: [{ text }] });
  }

  close(name: string): void {
    this.texts.delete(name);
    this.notify("textDocument/didClose", { textDocument: { uri: this.uri(name) } });
  }

  text(name: string): string {
    return this.texts.get(name)!.text;
  }

  /** The text of an open document after a workspace edit's edits to it (plain, or snippets with their markers). */
  applied(name: string, edit: WorkspaceEdit): string {
    const uri = this.uri(name);
    const edits: TextEdit[] = [];
    for (const change of edit.documentChanges ?? []) {
      if (!("textDocument" in change) || change.textDocument.uri !== uri) continue;
      for (const e of change.edits) edits.push("snippet" in e ? { range: e.range, newText: e.snippet.value } : e);
    }
    edits.push(...(edit.changes?.[uri] ?? []));
    return TextDocument.applyEdits(TextDocument.create(uri, "yaml", 1, this.text(name)), edits);
  }

  /** shutdown, exit, and the process's exit code. */
  async stop(): Promise<number | null> {
    await this.connection.sendRequest("shutdown");
    this.notify("exit", undefined);
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }

  kill(): void {
    this.connection.dispose();
    this.child.kill();
  }
}

/** The capabilities of a modern client: versioned and snippet edits, watched files, Markdown hovers. */
export const FULL_CLIENT: ClientCapabilities = {
  workspace: { workspaceEdit: { documentChanges: true, snippetEditSupport: true }, didChangeWatchedFiles: { dynamicRegistration: true } },
  textDocument: { hover: { contentFormat: ["markdown", "plaintext"] }, documentSymbol: { hierarchicalDocumentSymbolSupport: true }, publishDiagnostics: { relatedInformation: true, versionSupport: true } },
};

/** Starts the real server in `dir` and initializes it (debounce 20 ms unless given). */
export async function start(dir: string, options: SessionOptions = {}): Promise<Session> {
  const [command, ...args] = options.command ?? [process.execPath, bin, "lsp", "--stdio"];
  // A command of an editor's setup (npx) needs HOME for its own cache; the server itself needs only PATH.
  const home = options.command && process.env.HOME !== undefined ? { HOME: process.env.HOME } : {};
  const child = spawn(command, args, { cwd: dir, stdio: ["pipe", "pipe", "pipe"], env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...home } });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const session = new Session(dir, child, connection);
  session.initialize = await connection.sendRequest("initialize", {
    processId: process.pid,
    rootUri: options.rootless ? null : pathToFileURL(dir).href,
    workspaceFolders: options.rootless ? null : [{ uri: pathToFileURL(dir).href, name: "test" }],
    capabilities: options.capabilities ?? FULL_CLIENT,
    initializationOptions: options.initializationOptions ?? { debounceMs: 20 },
  });
  session.notify("initialized", {});
  return session;
}

/**
 * A session per call, each killed and its folder removed after the test that opened it (call once
 * at the top of a test file).
 */
export function sessionsPerTest(): (files: Record<string, string | Buffer>, options?: SessionOptions) => Promise<Session> {
  const sessions: Session[] = [];
  afterEach(() => {
    for (const s of sessions.splice(0)) {
      s.kill();
      rmSync(s.dir, { recursive: true, force: true });
    }
  });
  return async (files, options) => {
    const s = await start(repository(files), options);
    sessions.push(s);
    return s;
  };
}
