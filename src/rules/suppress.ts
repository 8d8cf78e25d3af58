/**
 * Inline suppressions in YAML comments (and in a `.tf` file's `#`, `//` and block comments):
 *
 *   # cloudlint-disable-next-line RULE_ID[, RULE_ID] [until=YYYY-MM-DD] -- reason
 *   # cloudlint-disable RULE_ID[, RULE_ID] [until=YYYY-MM-DD] -- reason
 *   …
 *   # cloudlint-enable RULE_ID[, RULE_ID]
 *
 * RULE_ID is a built-in rule's id or an organisation policy's (acme/db-ha-in-prod). A reason is required; `until` makes a suppression expire (after that day the finding comes back,
 * noting the expiry). A suppression that suppresses nothing is reported, so they cannot rot.
 * Comments are found with yaml's lexer, so a `#` inside a string is never taken for one.
 */
import { Lexer } from "yaml";
import type { Diagnostic } from "../diagnostic.js";
import { isDateTime } from "../filter/fields.js";
import { isRuleId, RULES } from "./catalog.js";
import { escapeText } from "../util/text.js";

interface Directive {
  readonly kind: "next-line" | "disable" | "enable";
  readonly rules: string[];
  readonly until?: string;
  readonly reason?: string;
  /** 1-based line and column of the comment. */
  readonly line: number;
  readonly column: number;
  readonly endColumn: number;
}

interface Scope {
  readonly directive: Directive;
  readonly from: number;
  readonly to: number;
  used: boolean;
}

const PREFIX = "cloudlint-";

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(starts: number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

/** A comment of a text that is not YAML (a `.tf` file's `#`, `//` or block comment): its offset and source, markers included. */
export interface SourceComment {
  readonly offset: number;
  readonly text: string;
}

/** A YAML text's comments, found with yaml's lexer (a `#` inside a string is not one). */
function* yamlComments(text: string): Generator<SourceComment> {
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    // The lexer also yields zero-width control tokens (document start, scalar, flow end) that are
    // not source text.
    if (token.length === 1 && (token === "\x02" || token === "\x18" || token === "\x1f")) continue;
    const at = offset;
    offset += token.length;
    if (token[0] === "#") yield { offset: at, text: token };
  }
}

/** A comment's words without its markers. */
function commentBody(comment: string): string {
  if (comment.startsWith("#")) return comment.slice(1);
  if (comment.startsWith("//")) return comment.slice(2);
  if (comment.startsWith("/*")) return comment.slice(2, comment.endsWith("*/") ? -2 : undefined);
  return "";
}

/** The directives in a text's comments (a YAML text's, or those given), in order. */
export function parseDirectives(text: string, given?: readonly SourceComment[]): Directive[] {
  const directives: Directive[] = [];
  const starts = lineStarts(text);
  for (const comment of given ?? yamlComments(text)) {
    const token = comment.text;
    // A block comment over several lines: "next line" is the one after its end.
    const at = token.startsWith("/*") && token.includes("\n") ? comment.offset + token.lastIndexOf("\n") + 1 : comment.offset;
    const body = commentBody(token).trim();
    if (!body.startsWith(PREFIX)) continue;
    const [head = "", ...reasonParts] = body.split(" -- ");
    const reason = reasonParts.join(" -- ").trim();
    const words = head.split(/[\s,]+/).filter((w) => w.length > 0);
    const keyword = words.shift()!.slice(PREFIX.length);
    if (keyword !== "disable-next-line" && keyword !== "disable" && keyword !== "enable") continue;
    let until: string | undefined;
    const rules: string[] = [];
    for (const w of words) {
      if (w.startsWith("until=")) until = w.slice(6);
      else rules.push(w);
    }
    const { line, column } = position(starts, at);
    directives.push({
      kind: keyword === "disable-next-line" ? "next-line" : keyword,
      rules,
      ...(until !== undefined ? { until } : {}),
      ...(reason ? { reason } : {}),
      line,
      column,
      endColumn: column + token.length,
    });
  }
  return directives;
}

function finding(ruleId: "unused-suppression" | "suppression-invalid", d: Directive, message: string): Diagnostic {
  return { ruleId, severity: RULES[ruleId].severity, message: escapeText(message), path: [], line: d.line, column: d.column, endLine: d.line, endColumn: d.endColumn };
}

/** YYYY-MM-DD, valid as a calendar day. */
function isDay(s: string): boolean {
  return s.length === 10 && isDateTime(`${s}T00:00:00`);
}

/**
 * Applies the suppressions of one file to its diagnostics: suppressed ones are removed, expired
 * suppressions let theirs through with a note, and unused or malformed ones are reported.
 * `today` is YYYY-MM-DD.
 */
export function applySuppressions(
  text: string,
  diagnostics: Diagnostic[],
  today: string,
  alsoAt?: ReadonlyMap<Diagnostic, readonly number[]>,
  known: (id: string) => boolean = isRuleId,
  comments?: readonly SourceComment[],
): Diagnostic[] {
  if (!text.includes(PREFIX)) return diagnostics;
  const directives = parseDirectives(text, comments);
  if (directives.length === 0) return diagnostics;
  const problems: Diagnostic[] = [];
  const scopes: Scope[] = [];
  const open = new Map<string, Directive>();
  const valid = (d: Directive): boolean => {
    const unknown = d.rules.filter((r) => !known(r));
    if (d.rules.length === 0) problems.push(finding("suppression-invalid", d, `cloudlint-${d.kind === "next-line" ? "disable-next-line" : d.kind} needs the rule ids it applies to`));
    else if (unknown.length) problems.push(finding("suppression-invalid", d, `unknown rule id${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => JSON.stringify(u)).join(", ")} in a suppression`));
    else if (d.kind !== "enable" && !d.reason) problems.push(finding("suppression-invalid", d, 'a suppression needs a reason after " -- ", e.g. "-- accepted risk, see INC-123"'));
    else if (d.until !== undefined && !isDay(d.until)) problems.push(finding("suppression-invalid", d, `until=${d.until} is not a date YYYY-MM-DD`));
    else return true;
    return false;
  };
  const lastLine = text.split("\n").length;
  for (const d of directives) {
    if (!valid(d)) continue;
    if (d.kind === "next-line") scopes.push({ directive: d, from: d.line + 1, to: d.line + 1, used: false });
    else if (d.kind === "disable") for (const r of d.rules) open.set(r, d);
    else {
      for (const r of d.rules) {
        const start = open.get(r);
        if (!start) {
          problems.push(finding("suppression-invalid", d, `cloudlint-enable ${r} has no cloudlint-disable ${r} before it`));
          continue;
        }
        open.delete(r);
        scopes.push({ directive: { ...start, rules: [r] }, from: start.line + 1, to: d.line - 1, used: false });
      }
    }
  }
  for (const [r, start] of open) scopes.push({ directive: { ...start, rules: [r] }, from: start.line + 1, to: lastLine, used: false });

  // Scopes indexed so that each diagnostic costs O(log n): next-line scopes by rule and line; a
  // rule's block scopes are disjoint (a disable closes at its enable), sorted by start.
  const order = new Map<Scope, number>(scopes.map((s, i) => [s, i]));
  const nextLine = new Map<string, Scope>();
  const blocks = new Map<string, Scope[]>();
  for (const s of scopes) {
    if (s.directive.kind === "next-line") {
      for (const r of s.directive.rules) {
        const key = `${r}\u0000${s.from}`;
        if (!nextLine.has(key)) nextLine.set(key, s);
      }
    } else {
      const list = blocks.get(s.directive.rules[0]!) ?? [];
      list.push(s);
      blocks.set(s.directive.rules[0]!, list);
    }
  }
  for (const list of blocks.values()) list.sort((a, b) => a.from - b.from);
  const blockAt = (ruleId: string, line: number): Scope | undefined => {
    const list = blocks.get(ruleId);
    if (!list) return undefined;
    let lo = 0;
    let hi = list.length - 1;
    let found: Scope | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.from <= line) {
        found = list[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found && line <= found.to ? found : undefined;
  };
  const scopeFor = (ruleId: string, line: number): Scope | undefined => {
    const a = nextLine.get(`${ruleId}\u0000${line}`);
    const b = blockAt(ruleId, line);
    // The directive written first wins, as a scan in order would find it.
    return a && b ? (order.get(a)! < order.get(b)! ? a : b) : (a ?? b);
  };

  const kept: Diagnostic[] = [];
  for (const diag of diagnostics) {
    const line = diag.line;
    let scope = line === undefined ? undefined : scopeFor(diag.ruleId, line);
    for (const other of alsoAt?.get(diag) ?? []) {
      if (scope) break;
      scope = scopeFor(diag.ruleId, other);
    }
    if (!scope) {
      kept.push(diag);
      continue;
    }
    scope.used = true;
    const until = scope.directive.until;
    if (until !== undefined && today > until) {
      kept.push({ ...diag, message: `${diag.message} (the suppression at line ${scope.directive.line} expired on ${until})` });
    }
  }
  const reported = new Set<Directive>();
  for (const s of scopes) {
    const expired = s.directive.until !== undefined && today > s.directive.until;
    if (!s.used && !expired && !reported.has(s.directive)) {
      reported.add(s.directive);
      kept.push(finding("unused-suppression", s.directive, `this suppression of ${s.directive.rules.join(", ")} suppresses nothing; remove it`));
    }
  }
  return [...kept, ...problems];
}
