/**
 * Code actions on a file's diagnostics:
 * - each certain fix (`--fix`'s: the diagnostic's `fix`, applied with fixText to the editor's
 *   text, so it lands on the value's current place even after edits) as a quick fix, and all of a
 *   file's at once (also as `source.fixAll.cloudlint`, for fix on save);
 * - "Suppress RULE on the next line": a `# cloudlint-disable-next-line RULE -- ` comment above the
 *   finding's line, at its indentation, with the cursor where the reason goes when the client
 *   takes snippets (LSP 3.18 snippet edits); a suppression directly above gets the rule added to
 *   its list instead (a comment put between would take its line away from it). YAML and `.tf`
 *   files only: JSON has no comments.
 */
import { CodeActionKind, type CodeAction, type CodeActionParams, type Diagnostic as LspDiagnostic, type TextEdit, type WorkspaceEdit } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Diagnostic } from "../diagnostic.js";
import { fixText } from "../lint.js";
import { escapeText } from "../util/text.js";
import { guard, overlaps, pathOfUri, type ServerContext } from "./context.js";

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.cloudlint`;

export const capabilities = { codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] } };

export function register(context: ServerContext): void {
  context.connection.onCodeAction(guard(context, "textDocument/codeAction", (params: CodeActionParams) => codeActions(context, params), []));
}

/** Rules whose findings are about the file or its comments, not a line a comment could silence. */
const NOT_SUPPRESSIBLE = new Set(["parse-error", "input-limit", "suppression-invalid", "unused-suppression"]);

function codeActions(context: ServerContext, params: CodeActionParams): CodeAction[] {
  const absolute = pathOfUri(params.textDocument.uri);
  const lint = absolute !== undefined ? context.lints.get(absolute) : undefined;
  const document = context.documents.get(params.textDocument.uri);
  if (!lint || !document) return [];
  const text = document.getText();
  // Typed since the last lint: its findings may no longer be where they were; the next lint offers them.
  if (text !== lint.text) return [];
  const only = params.context.only;
  const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const asked = params.context.diagnostics ?? [];
  const at = lint.messages
    .map((d, i) => ({ d, lsp: lint.published[i]! }))
    .filter(({ lsp }) => (asked.length ? asked.some((a) => same(a, lsp)) : overlaps(lsp.range, params.range)));
  const edit = (edits: TextEdit[]) => workspaceEdit(context, document, edits);
  const actions: CodeAction[] = [];
  if (wants(CodeActionKind.QuickFix)) {
    for (const { d, lsp } of at) {
      if (!d.fix) continue;
      const change = fixEdit(document, text, fixText(lint.filePath, text, [d]));
      if (change) actions.push({ title: `Fix: ${escapeText(d.fix.description)} (${d.ruleId})`, kind: CodeActionKind.QuickFix, diagnostics: [lsp], isPreferred: true, edit: edit([change]) });
    }
  }
  const fixable = lint.messages.filter((d) => d.fix);
  const fixAll = () => fixEdit(document, text, fixText(lint.filePath, text, fixable));
  const fixAllTitle = "Fix all the certain fixes in this file (cloudlint)";
  if (fixable.length > 1 && wants(CodeActionKind.QuickFix) && at.some(({ d }) => d.fix)) {
    const change = fixAll();
    if (change) actions.push({ title: fixAllTitle, kind: CodeActionKind.QuickFix, edit: edit([change]) });
  }
  // Asked for by kind only (fix on save, the Source Action menu).
  if (only && wants(FIX_ALL_KIND) && fixable.length > 0) {
    const change = fixAll();
    if (change) actions.push({ title: fixAllTitle, kind: FIX_ALL_KIND, edit: edit([change]) });
  }
  if (wants(CodeActionKind.QuickFix) && commentable(lint.filePath)) {
    const seen = new Set<string>();
    for (const { d, lsp } of at) {
      if (NOT_SUPPRESSIBLE.has(d.ruleId) || d.line === undefined) continue;
      const key = `${d.ruleId}\u0000${d.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const action = suppressAction(context, document, d, lsp);
      if (action) actions.push(action);
    }
  }
  return actions;
}

/** Whether the file's syntax has `#` comments (YAML, a `.tf` file), where suppressions are read. */
function commentable(filePath: string): boolean {
  return /\.(ya?ml|tf)$/i.test(filePath);
}

function same(a: LspDiagnostic, b: LspDiagnostic): boolean {
  return a.code === b.code && a.message === b.message && a.range.start.line === b.range.start.line && a.range.start.character === b.range.start.character;
}

/** The one edit that turns `text` into the fixed text (what lies between their common start and end), if any fix applied. */
function fixEdit(document: TextDocument, text: string, fixed: { output: string; applied: number }): TextEdit | undefined {
  if (fixed.applied === 0 || fixed.output === text) return undefined;
  const output = fixed.output;
  let start = 0;
  while (start < text.length && start < output.length && text.charCodeAt(start) === output.charCodeAt(start)) start++;
  let end = 0;
  while (end < text.length - start && end < output.length - start && text.charCodeAt(text.length - 1 - end) === output.charCodeAt(output.length - 1 - end)) end++;
  return { range: { start: document.positionAt(start), end: document.positionAt(text.length - end) }, newText: output.slice(start, output.length - end) };
}

/** A versioned edit of the document when the client takes them (a stale one is then refused), else a plain one. */
function workspaceEdit(context: ServerContext, document: TextDocument, edits: TextEdit[]): WorkspaceEdit {
  if (context.clientCapabilities.workspace?.workspaceEdit?.documentChanges) return { documentChanges: [{ textDocument: { uri: document.uri, version: document.version }, edits }] };
  return { changes: { [document.uri]: edits } };
}

const DIRECTIVE = "cloudlint-disable-next-line";

function suppressAction(context: ServerContext, document: TextDocument, d: Diagnostic, lsp: LspDiagnostic): CodeAction | undefined {
  const line = d.line! - 1;
  if (line < 0 || line >= document.lineCount) return undefined;
  const lineText = (n: number) => document.getText({ start: { line: n, character: 0 }, end: { line: n + 1, character: 0 } }).replace(/\r?\n$/, "");
  const title = `Suppress ${d.ruleId} on the next line`;
  const base = { title, kind: CodeActionKind.QuickFix, diagnostics: [lsp] };
  // A next-line suppression directly above: the rule joins its list (and its reason).
  const above = line > 0 ? lineText(line - 1) : "";
  const existing = /^(\s*#\s*cloudlint-disable-next-line\b)(.*?)(\s+--\s.*|\s+--)?$/.exec(above);
  if (existing) {
    const head = existing[1]! + existing[2]!;
    const listEnd = head.trimEnd().length;
    const rules = existing[2]!.split(/[\s,]+/).filter((w) => w && !w.startsWith("until="));
    if (rules.includes(d.ruleId)) return undefined;
    const insert = { line: line - 1, character: listEnd };
    return { ...base, edit: workspaceEdit(context, document, [{ range: { start: insert, end: insert }, newText: `, ${d.ruleId}` }]) };
  }
  const indent = /^[ \t]*/.exec(lineText(line))![0];
  // The line's own ending (a CRLF file stays CRLF).
  const eol = document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).endsWith("\r\n") ? "\r\n" : "\n";
  const at = { line, character: 0 };
  const comment = `${indent}# ${DIRECTIVE} ${d.ruleId} -- `;
  const snippets = context.clientCapabilities.workspace?.workspaceEdit?.snippetEditSupport === true && context.clientCapabilities.workspace?.workspaceEdit?.documentChanges === true;
  if (snippets) {
    const snippet = { range: { start: at, end: at }, snippet: { kind: "snippet" as const, value: `${escapeSnippet(comment)}$0${eol}` } };
    return { ...base, edit: { documentChanges: [{ textDocument: { uri: document.uri, version: document.version }, edits: [snippet] }] } };
  }
  return { ...base, edit: workspaceEdit(context, document, [{ range: { start: at, end: at }, newText: `${comment}${eol}` }]) };
}

/** Literal text inside a snippet: `$`, `}` and `\` escaped. */
function escapeSnippet(text: string): string {
  return text.replace(/[$}\\]/g, (c) => `\\${c}`);
}
