/**
 * A change's plan as text: `stylish` for a terminal, `json` (a stable shape, `version: 1`) for
 * tools, `markdown` for a pull-request comment (summary line, collapsible operation table,
 * findings). Pure; every piece of user data escaped.
 */
import type { ChangePlan } from "../change/index.js";
import { appendAll, definedItems } from "../util/data.js";
import { escapeText } from "../util/text.js";
import { safeJson } from "./safe.js";

/**
 * The formats of a plan.
 * @example
 * ```ts
 * PLAN_FORMATS.includes("markdown"); // true
 * ```
 */
export const PLAN_FORMATS = ["stylish", "json", "markdown"] as const;
/**
 * A plan's output format: stylish, json or markdown.
 * @example
 * ```ts
 * const format: PlanFormat = "markdown";
 * formatPlan(planChanges(undefined, {}), format);
 * ```
 */
export type PlanFormat = (typeof PLAN_FORMATS)[number];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function summary(plan: ChangePlan): string {
  const errors = plan.findings.filter((f) => f.severity === "error").length;
  const warnings = plan.findings.filter((f) => f.severity === "warning").length;
  const refused = plan.operations.filter((o) => o.findings.some((f) => f.severity === "error")).length;
  return `${plural(plan.operations.length, "operation")}${refused ? ` (${refused} the API would refuse)` : ""}, ${plural(errors, "error")}, ${plural(warnings, "warning")}; token scopes: ${escapeText(plan.scopes.join(" ")) || "none"}`;
}

/** A list's items as given (a sparse list costs what it holds, not its length). */
const items = (value: unknown): unknown[] => (Array.isArray(value) ? definedItems(value).map(([, v]) => v) : []);
const strings = (value: unknown): string[] => items(value).filter((v): v is string => typeof v === "string");
const objects = (value: unknown): Record<string, unknown>[] => items(value).filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function readFindings(value: unknown): ChangePlan["findings"] {
  return objects(value).map((f) => ({
    ruleId: text(f.ruleId) as ChangePlan["findings"][number]["ruleId"],
    severity: f.severity === "error" || f.severity === "warning" ? f.severity : "info",
    message: text(f.message),
    path: items(f.path).filter((p): p is string | number => typeof p === "string" || typeof p === "number"),
    ...(f.baseline === true ? { baseline: true as const } : {}),
  }));
}

/** A plan as given by any caller, read defensively (a formatter is total over any input). */
function readPlan(given: unknown): ChangePlan {
  const plan = typeof given === "object" && given !== null ? (given as Record<string, unknown>) : {};
  return {
    operations: objects(plan.operations).map((o) => ({
      endpoint: text(o.endpoint) as ChangePlan["operations"][number]["endpoint"],
      method: text(o.method) as ChangePlan["operations"][number]["method"],
      path: text(o.path),
      subject: text(o.subject),
      ...(typeof o.address === "string" ? { address: o.address } : {}),
      fields: strings(o.fields),
      scopes: strings(o.scopes),
      grants: strings(o.grants),
      events: strings(o.events),
      findings: readFindings(o.findings),
      details: strings(o.details),
      ...(o.drift === true ? { drift: true as const } : {}),
      ...(Array.isArray(o.driftFields) ? { driftFields: strings(o.driftFields) } : {}),
    })),
    scopes: strings(plan.scopes),
    events: strings(plan.events),
    findings: readFindings(plan.findings),
  };
}

/**
 * The most characters the markdown plan has: GitHub refuses a comment body longer than 65,536
 * characters ("Body is too long"). Counted in UTF-16 code units (a string's length), never fewer
 * than the characters GitHub counts, so the bound holds with any text.
 */
export const MARKDOWN_PLAN_LIMIT = 65_536;
/** One piece of user data in the markdown plan is cut at this many characters (a label, a message, a diff line). */
const MAX_SPAN = 2_000;
/** A rules update's behaviour diff shows this many lines in the table; the stylish and json plans have all of them. */
const MAX_DETAILS = 20;

function longestBacktickRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = text.charCodeAt(i) === 96 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * User data as a code span nothing in it can end or turn into markup: GitHub links no @mention,
 * URL, #reference or HTML inside one. The fence is one backtick longer than any run of backticks
 * in the text, and a text that starts or ends with a backtick or a space is padded with one space
 * each side (which the renderer takes off again). Unsafe characters (controls, newlines,
 * bidirectional and zero-width characters) are escapes (escapeText); in a table cell each `|` is
 * written `\|`, which GitHub's table reads as a pipe inside the cell (even after a backslash).
 */
function code(value: string, cell = false): string {
  let body = escapeText(value);
  if (body.length > MAX_SPAN) {
    const cut = /[\ud800-\udbff]/.test(body.charAt(MAX_SPAN - 1)) ? MAX_SPAN - 1 : MAX_SPAN;
    body = `${body.slice(0, cut)}…`;
  }
  if (body === "") return "";
  if (cell) body = body.replace(/\|/g, "\\|");
  const fence = "`".repeat(longestBacktickRun(body) + 1);
  const pad = /^[` ]|[` ]$/.test(body) && !/^ +$/.test(body) ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}

type PlanOperation = ChangePlan["operations"][number];
type PlanFinding = ChangePlan["findings"][number];

const refusals = (o: PlanOperation) => o.findings.filter((f) => f.severity === "error");

function operationRow(o: PlanOperation, n: number): string {
  const refused = refusals(o);
  const mark = [refused.length ? `refused: ${refused.map((f) => code(f.ruleId, true)).join(", ")}` : "", driftNote(o, (t) => code(t, true))].filter(Boolean).join("<br>");
  const details = o.details.length > MAX_DETAILS ? [...o.details.slice(0, MAX_DETAILS - 1), `… and ${o.details.length - MAX_DETAILS + 1} more changes`] : o.details;
  const changes = [o.fields.join(", "), ...details].filter(Boolean).map((c) => code(c, true)).join("<br>");
  const on = o.address !== undefined ? `${code(o.subject, true)}<br>${code(o.address, true)}` : code(o.subject, true);
  return `| ${n} | ${code(`${o.method} ${o.path}`, true)} | ${on} | ${changes} | ${code(o.scopes.join(" "), true)} | ${code(o.events.join(" "), true)} | ${mark} |`;
}

/** Why an operation exists only in part or whole because of the live account's drift (`--baseline api` with a revision). */
const driftNote = (o: PlanOperation, show: (text: string) => string): string =>
  o.drift ? "drift" : o.driftFields?.length ? `drift: ${show(o.driftFields.join(", "))}` : "";

const findingLine = (f: PlanFinding) => `- **${f.severity}** ${code(f.message)} (${code(f.ruleId)})`;
const moreFindings = (n: number) => `- … and ${plural(n, "more finding")}`;
const cutRow = (n: number) => `| … | and ${plural(n, "more operation")} | | | | | |`;
/** What lines cost in the joined text: each its length and a newline (the last line has none: the budget starts one higher). */
const cost = (lines: readonly string[]) => lines.reduce((n, l) => n + l.length + 1, 0);

/**
 * How many of a list's lines to show within a budget: all of them when they fit; else as many as
 * fit with room left for the line that says how many more there are (`reserve`). Lines are made
 * as they are weighed, and no further than the budget reaches.
 */
function fitLines(count: number, line: (i: number) => string, budget: number, reserve: number): string[] {
  const lines: string[] = [];
  let used = 0;
  let withRoom = 0;
  for (let i = 0; i < count; i++) {
    const text = line(i);
    used += text.length + 1;
    if (used > budget) return lines.slice(0, withRoom);
    lines.push(text);
    if (used <= budget - reserve) withRoom = lines.length;
  }
  return lines;
}

/**
 * The markdown plan, for a pull-request comment: the summary, the operations in a collapsible
 * table, the findings, the events; every piece of user data in a code span. Never longer than
 * MARKDOWN_PLAN_LIMIT: the summary and the error findings are placed first, then as many
 * operations as fit (the table then ends "… and N more operations"), then the other findings and
 * the events; a findings list that does not fit whole ends "… and N more findings".
 */
function markdownPlan(plan: ChangePlan): string {
  const errors = plan.findings.filter((f) => f.severity === "error");
  const others = plan.findings.filter((f) => f.severity !== "error");
  const refused = plan.operations.filter((o) => refusals(o).length > 0).length;
  const warnings = others.filter((f) => f.severity === "warning").length;
  const head = [
    `**cloudlint plan**: ${plural(plan.operations.length, "operation")}${refused ? ` (${refused} the API would refuse)` : ""}, ${plural(errors.length, "error")}, ${plural(warnings, "warning")}; token scopes: ${code(plan.scopes.join(" ")) || "none"}`,
    "",
  ];
  let left = MARKDOWN_PLAN_LIMIT + 1 - cost(head) - (plan.findings.length ? cost(["**Findings**", "", ""]) : 0);
  // The line saying how many findings were left out: held back while other findings may need it.
  const more = cost([moreFindings(plan.findings.length)]);
  const shownErrors = fitLines(errors.length, (i) => findingLine(errors[i]!), others.length ? left - more : left, more);
  left -= cost(shownErrors) + (others.length || shownErrors.length < errors.length ? more : 0);
  const table: string[] = [];
  if (plan.operations.length) {
    const open = ["<details><summary>Operations</summary>", "", "| # | Operation | On | Changes | Scopes | Events | |", "|---|---|---|---|---|---|---|"];
    const close = ["", "</details>", ""];
    const cut = cost([cutRow(plan.operations.length)]);
    if (cost(open) + cost(close) + cut <= left) {
      left -= cost(open) + cost(close);
      const rows = fitLines(plan.operations.length, (i) => operationRow(plan.operations[i]!, i + 1), left, cut);
      if (rows.length < plan.operations.length) rows.push(cutRow(plan.operations.length - rows.length));
      left -= cost(rows);
      appendAll(appendAll(appendAll(table, open), rows), close);
    }
  }
  // The other findings: all of them in the room held back for the line, else as many as leave it.
  const errorsCut = shownErrors.length < errors.length;
  const shownOthers = errorsCut ? fitLines(others.length, (i) => findingLine(others[i]!), left, 0) : fitLines(others.length, (i) => findingLine(others[i]!), left + more, more);
  left -= cost(shownOthers) - (others.length && !errorsCut && shownOthers.length === others.length ? more : 0);
  const lines = [...head, ...table];
  if (plan.findings.length) {
    const omitted = plan.findings.length - shownErrors.length - shownOthers.length;
    lines.push("**Findings**", "");
    appendAll(appendAll(lines, shownErrors), shownOthers);
    if (omitted) lines.push(moreFindings(omitted));
    lines.push("");
  }
  const events = [`Events: ${code(plan.events.join(", "))}`, ""];
  if (plan.events.length && cost(events) <= left) appendAll(lines, events);
  return lines.join("\n");
}

/**
 * A plan as text in a format: `json` is `{ version: 1, operations, scopes, events, findings }`;
 * an operation on a resource of Terraform input carries its `address`, and the stylish and
 * markdown plans show it under (or beside) what the operation acts on.
 * @example
 * ```ts
 * formatPlan(planChanges(undefined, { vpcs: [{ label: "prod", region: "us-east" }] }), "stylish"); // "  1. POST /vpcs  VPC \"prod\" (label, region)\n…"
 * ```
 */
export function formatPlan(given: ChangePlan, format: PlanFormat): string {
  const plan = readPlan(given);
  if (format === "json") return `${safeJson({ version: 1, ...plan }, 2)}\n`;
  if (format !== "stylish" && format !== "markdown") return formatPlan(plan, "stylish");
  if (format === "markdown") return markdownPlan(plan);
  const lines: string[] = [];
  plan.operations.forEach((o, i) => {
    const drift = driftNote(o, escapeText);
    lines.push(`${String(i + 1).padStart(3)}. ${escapeText(o.method)} ${escapeText(o.path)}  ${escapeText(o.subject)}${o.fields.length ? ` (${escapeText(o.fields.join(", "))})` : ""}${drift ? `  [${drift}]` : ""}`);
    if (o.address !== undefined) lines.push(`       address: ${escapeText(o.address)}`);
    if (o.scopes.length || o.grants.length) lines.push(`       scopes: ${escapeText(o.scopes.join(" ")) || "none"}${o.grants.length ? `; grants: ${escapeText(o.grants.join("; "))}` : ""}`);
    if (o.events.length) lines.push(`       events: ${escapeText(o.events.join(" "))}`);
    for (const d of o.details) lines.push(`       ${escapeText(d)}`);
    for (const f of o.findings) lines.push(`       ${f.severity}: ${escapeText(f.message)}  ${escapeText(f.ruleId)}`);
  });
  // Findings no operation shows (looked up by message and rule, so a large plan stays linear).
  const onOperations = new Set(plan.operations.flatMap((o) => o.findings.map((f) => `${f.ruleId}\u0000${f.message}`)));
  const other = plan.findings.filter((f) => !onOperations.has(`${f.ruleId}\u0000${f.message}`));
  for (const f of other) lines.push(`  ${f.severity}: ${escapeText(f.message)}  ${escapeText(f.ruleId)}`);
  lines.push("", summary(plan), "");
  return lines.join("\n");
}
