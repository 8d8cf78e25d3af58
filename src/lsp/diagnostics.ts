/**
 * Diagnostics for the whole account: after each change (debounced) the account is linted once, as
 * `cloudlint lint` lints it (lintSources, with the workspace's config and policies; each state
 * file's parse kept between runs, so a keystroke parses one file again), and every file whose
 * diagnostics changed is published: an edit in one file updates the cross-file findings shown in
 * the others. The config's and the policy files' problems are published with them.
 *
 * The lint is synchronous over the texts the server holds when it starts, so a result is never
 * older than any change received before it; each publication carries the version of the document
 * it was computed from, and the versions a client sees for a file only grow.
 */
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic as LspDiagnostic } from "vscode-languageserver/node";
import type { Diagnostic } from "../diagnostic.js";
import { lintSourcesCached } from "../lint.js";
import { isRuleId } from "../rules/catalog.js";
import { describeError, rangeOf, type ServerContext } from "./context.js";

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

/** The debounce when the client sets none (initializationOptions.debounceMs). */
export const DEFAULT_DEBOUNCE_MS = 150;

/**
 * A library diagnostic as an LSP one: the rule id as `code` (with its published page when the
 * package knows it), related locations as relatedInformation (`uriOf` maps a linted path to its
 * URI), an unused suppression marked unnecessary.
 */
export function toLspDiagnostic(d: Diagnostic, uriOf: (filePath: string | undefined) => string, helpUri?: (ruleId: string) => string): LspDiagnostic {
  const lsp: LspDiagnostic = { range: rangeOf(d), severity: SEVERITY[d.severity] ?? DiagnosticSeverity.Error, code: d.ruleId, source: "cloudlint", message: d.message };
  if (helpUri && isRuleId(d.ruleId)) lsp.codeDescription = { href: helpUri(d.ruleId) };
  if (d.ruleId === "unused-suppression") lsp.tags = [DiagnosticTag.Unnecessary];
  if (d.related?.length) {
    lsp.relatedInformation = d.related.map((r) => ({ location: { uri: uriOf(r.file), range: rangeOf({ line: r.line, column: r.column }) }, message: r.message }));
  }
  return lsp;
}

export class DiagnosticsScheduler {
  private timer: NodeJS.Timeout | undefined;
  private reloadWanted = false;
  private running = false;
  private again = false;
  private stopped = false;
  /** What was last published for each file (JSON), by absolute path. */
  private readonly published = new Map<string, string>();
  /** Runs so far (for the log). */
  private runs = 0;

  constructor(
    private readonly context: ServerContext,
    private readonly debounceMs: number,
  ) {}

  /** A change: lint the account after the debounce (finding the workspace's files again first, with `reload`). */
  schedule(reload = false, delay = this.debounceMs): void {
    if (this.stopped) return;
    if (reload) this.reloadWanted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delay);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        if (this.reloadWanted) {
          this.reloadWanted = false;
          await this.context.workspace.reload();
        }
        if (!this.stopped) this.lintAndPublish();
      } while (this.again && !this.stopped);
    } catch (e) {
      this.context.log("error", `linting the workspace failed: ${describeError(e)}`);
    } finally {
      this.running = false;
    }
  }

  /** One lint of the account; publishes each file whose diagnostics changed. */
  private lintAndPublish(): void {
    const { lints, rules, documents, connection } = this.context;
    const started = Date.now();
    const next = new Map<string, LspDiagnostic[]>();
    lints.clear();
    const accounts = this.context.workspace.list();
    let files = 0;
    // Each account on its own: its files, config and policies; its findings stay within it.
    for (const workspace of accounts) {
      const sources = workspace.sources();
      const results = lintSourcesCached(sources, workspace.options, workspace.cache);
      files += results.length;
      const uriOfFile = (filePath: string | undefined) => this.context.uriOf(workspace.absoluteOf(filePath ?? ""));
      results.forEach((r, i) => {
        const absolute = workspace.absoluteOf(r.filePath);
        if (r.skipped) return;
        const published = r.messages.map((d) => toLspDiagnostic(d, (file) => uriOfFile(file ?? r.filePath), rules.helpUri));
        lints.set(absolute, { filePath: r.filePath, text: sources[i]!.text, messages: r.messages, published });
        next.set(absolute, [...(next.get(absolute) ?? []), ...published]);
      });
      for (const [absolute, problems] of workspace.problems) next.set(absolute, [...(next.get(absolute) ?? []), ...problems]);
    }
    // A file with diagnostics before and none now (fixed, deleted, no longer in the account) is cleared.
    for (const absolute of this.published.keys()) if (!next.has(absolute)) next.set(absolute, []);
    for (const [absolute, diagnostics] of next) {
      const json = JSON.stringify(diagnostics);
      const before = this.published.get(absolute);
      const uri = this.context.uriOf(absolute);
      const document = documents.get(uri);
      const send = before !== json && (before !== undefined || diagnostics.length > 0 || document !== undefined);
      if (send) void connection.sendDiagnostics({ uri, ...(document ? { version: document.version } : {}), diagnostics });
      // What is remembered is what the client was sent, bounded by the account and the open
      // documents: an empty result is kept only for an open document, or for a file of the account
      // the client has heard about. A clean file nobody has open is sent nothing and remembered as
      // nothing, so that opening it later gets its (empty) diagnostics on the lint that follows.
      const heardOf = send || before !== undefined;
      if (diagnostics.length === 0 && !document && !(lints.has(absolute) && heardOf)) this.published.delete(absolute);
      else this.published.set(absolute, json);
    }
    if (++this.runs === 1) this.context.log("info", `linted ${files} file${files === 1 ? "" : "s"} of ${accounts.length === 1 ? "the account" : `${accounts.length} accounts`} in ${Date.now() - started} ms`);
  }
}
