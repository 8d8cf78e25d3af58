/**
 * The cloudlint extension: starts the workspace folder's installed `cloudlint lsp --stdio` (see
 * locate.ts for which one) and connects VS Code to it. It bundles no cloudlint: without one
 * installed (or named by `cloudlint.path`) it says so and starts nothing.
 */
import { statSync } from "node:fs";
import * as vscode from "vscode";
import { LanguageClient, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { locateServer } from "./locate.js";

/** The files the server reads: state, policy and config files, Terraform files and plans. */
const DOCUMENT_SELECTOR = [
  { scheme: "file", language: "yaml" },
  { scheme: "file", language: "json" },
  { scheme: "file", language: "jsonc" },
  { scheme: "file", language: "terraform" },
  { scheme: "file", language: "opentofu" },
  { scheme: "file", pattern: "**/*.tf" },
  { scheme: "file", pattern: "**/*.tf.json" },
  { scheme: "file", pattern: "**/*.tofu" },
  { scheme: "file", pattern: "**/*.tofu.json" },
];

let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel | undefined;

const isFile = (file: string): boolean => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

async function start(context: vscode.ExtensionContext): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  const settings = vscode.workspace.getConfiguration("cloudlint", folder);
  const located = locateServer({
    folder: folder?.uri.scheme === "file" ? folder.uri.fsPath : undefined,
    configuredPath: settings.get<unknown>("path"),
    platform: process.platform,
    isFile,
  });
  output ??= vscode.window.createOutputChannel("cloudlint", { log: true });
  if (!located.ok) {
    output.error(located.message);
    void vscode.window.showErrorMessage(located.message);
    return;
  }
  const { command, args, cwd, source } = located.server;
  output.info(`Starting ${[command, ...args].join(" ")} in ${cwd} (${source === "workspace" ? "the workspace's cloudlint" : "cloudlint.path"})`);
  const serverOptions: ServerOptions = { command, args, options: { cwd, shell: false } };
  const debounceMs = settings.get<unknown>("debounceMs");
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    outputChannel: output,
    initializationOptions: typeof debounceMs === "number" && Number.isFinite(debounceMs) ? { debounceMs } : {},
    ...(folder ? { workspaceFolder: folder } : {}),
  };
  client = new LanguageClient("cloudlint", "cloudlint", serverOptions, clientOptions);
  context.subscriptions.push(client);
  try {
    await client.start();
  } catch (error) {
    const message = `cloudlint: the language server did not start (${String(error)}). Is node on the PATH VS Code was started with?`;
    output.error(message);
    void vscode.window.showErrorMessage(message);
  }
}

async function stop(): Promise<void> {
  const running = client;
  client = undefined;
  if (running) await running.dispose().catch(() => undefined);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.commands.registerCommand("cloudlint.restartServer", async () => {
      await stop();
      await start(context);
    }),
    vscode.commands.registerCommand("cloudlint.showOutput", () => output?.show()),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("cloudlint.path") || event.affectsConfiguration("cloudlint.debounceMs")) {
        await stop();
        await start(context);
      }
    }),
  );
  await start(context);
}

export function deactivate(): Promise<void> {
  return stop();
}
