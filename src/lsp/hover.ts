/**
 * Hover. Each provider answers with Markdown for a position or nothing; the answers are joined.
 * Today: on a diagnostic's range, its rule's page (what it checks, why, the API sentence: the page
 * up to its examples) or, for an organisation policy, its description and where it is defined.
 * On a reference, the resource it resolves to; on a firewall's label, what it exposes
 * (resource-hover.ts).
 */
import type { Hover, HoverParams, Range } from "vscode-languageserver/node";
import type { LintOptions } from "../lint.js";
import { RULES } from "../rules/catalog.js";
import { contains, guard, markdownText, pathOfUri, type ServerContext } from "./context.js";
import { resourceHover } from "./resource-hover.js";

/** One answer: Markdown and the range it is about. */
interface HoverPart {
  readonly markdown: string;
  readonly range: Range;
}

type HoverProvider = (context: ServerContext, absolute: string, params: HoverParams) => HoverPart[];

export const capabilities = { hoverProvider: true };

export function register(context: ServerContext): void {
  context.connection.onHover(guard(context, "textDocument/hover", (params: HoverParams) => hover(context, params), null));
}

function hover(context: ServerContext, params: HoverParams): Hover | null {
  const absolute = pathOfUri(params.textDocument.uri);
  if (absolute === undefined) return null;
  const parts = HOVER_PROVIDERS.flatMap((provide) => provide(context, absolute, params));
  if (parts.length === 0) return null;
  return { contents: { kind: "markdown", value: parts.map((p) => p.markdown).join("\n\n---\n\n") }, range: parts[0]!.range };
}

/** The rules of the diagnostics under the cursor, once each. */
const diagnosticHover: HoverProvider = (context, absolute, params) => {
  const lint = context.lints.get(absolute);
  if (!lint) return [];
  const parts: HoverPart[] = [];
  const seen = new Set<string>();
  lint.published.forEach((lsp, i) => {
    const ruleId = lint.messages[i]!.ruleId;
    if (!contains(lsp.range, params.position) || seen.has(ruleId)) return;
    seen.add(ruleId);
    parts.push({ markdown: ruleMarkdown(context, ruleId, context.workspace.accountOf(absolute).options), range: lsp.range });
  });
  return parts;
};

const HOVER_PROVIDERS: readonly HoverProvider[] = [diagnosticHover, resourceHover];

/** A built-in rule's page up to its examples, with a link to it when published; a policy's description. */
export function ruleMarkdown(context: Pick<ServerContext, "rules">, ruleId: string, options: Pick<LintOptions, "policies">): string {
  const page = context.rules.page(ruleId);
  if (page !== undefined) {
    const cut = page.search(/^## (Bad|Good)\b/m);
    const summary = (cut >= 0 ? page.slice(0, cut) : page).trim();
    const link = context.rules.helpUri ? `\n\n[The rule's page](${context.rules.helpUri(ruleId)})` : "";
    return `${summary}${link}`;
  }
  const policy = options.policies?.list.find((p) => p.id === ruleId);
  if (policy) {
    const where = `${policy.file}${policy.line !== undefined ? `:${policy.line}:${policy.column}` : ""}`;
    return `**${markdownText(policy.id)}** (organisation policy, ${policy.severity}, on ${markdownText(policy.resource)})\n\n${markdownText(policy.description)}\n\nDefined in ${markdownText(where)}`;
  }
  const meta = (RULES as Record<string, { description: string } | undefined>)[ruleId];
  return meta ? `**${ruleId}**\n\n${meta.description}` : `**${markdownText(ruleId)}**`;
}
