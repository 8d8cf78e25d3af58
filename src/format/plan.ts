/**
 * A change's plan as text: `stylish` for a terminal, `json` (a stable shape, `version: 1`) for
 * tools, `markdown` for a pull-request comment (summary line, collapsible operation table,
 * findings). Pure; every piece of user data escaped.
 */
import type { ChangePlan } from "../change/index.js";
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
  return `${plural(plan.operations.length, "operation")}${refused ? ` (${refused} the API would refuse)` : ""}, ${plural(errors, "error")}, ${plural(warnings, "warning")}; token scopes: ${plan.scopes.join(" ") || "none"}`;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const objects = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null) : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

function readFindings(value: unknown): ChangePlan["findings"] {
  return objects(value).map((f) => ({
    ruleId: text(f.ruleId) as ChangePlan["findings"][number]["ruleId"],
    severity: f.severity === "error" || f.severity === "warning" ? f.severity : "info",
    message: text(f.message),
    path: Array.isArray(f.path) ? f.path.filter((p): p is string | number => typeof p === "string" || typeof p === "number") : [],
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
      fields: strings(o.fields),
      scopes: strings(o.scopes),
      grants: strings(o.grants),
      events: strings(o.events),
      findings: readFindings(o.findings),
      details: strings(o.details),
    })),
    scopes: strings(plan.scopes),
    events: strings(plan.events),
    findings: readFindings(plan.findings),
  };
}

/** A code span: backslashes are literal there, so only a backtick (which would end it) and a pipe (which would end the cell) are replaced. */
function code(text: string): string {
  return `\`${escapeText(text).replace(/`/g, "'").replace(/\|/g, "¦").replace(/\r?\n/g, " ")}\``;
}

/** Markdown text: the characters that would start markup or break a table cell written as escapes. */
function md(text: string): string {
  return escapeText(text).replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

/**
 * A plan as text in a format: `json` is `{ version: 1, operations, scopes, events, findings }`.
 * @example
 * ```ts
 * formatPlan(planChanges(undefined, { vpcs: [{ label: "prod", region: "us-east" }] }), "stylish"); // "  1. POST /vpcs  VPC \"prod\" (label, region)\n…"
 * ```
 */
export function formatPlan(given: ChangePlan, format: PlanFormat): string {
  const plan = readPlan(given);
  if (format === "json") return `${safeJson({ version: 1, ...plan }, 2)}\n`;
  if (format !== "stylish" && format !== "markdown") return formatPlan(plan, "stylish");
  if (format === "markdown") {
    const lines = [`**cloudlint plan**: ${md(summary(plan))}`, ""];
    if (plan.operations.length) {
      lines.push("<details><summary>Operations</summary>", "", "| # | Operation | On | Changes | Scopes | Events | |", "|---|---|---|---|---|---|---|");
      plan.operations.forEach((o, i) => {
        const mark = o.findings.some((f) => f.severity === "error") ? "refused: " + o.findings.filter((f) => f.severity === "error").map((f) => md(f.ruleId)).join(", ") : "";
        const changes = [o.fields.join(", "), ...o.details].filter(Boolean).map(md).join("<br>");
        lines.push(`| ${i + 1} | ${code(`${o.method} ${o.path}`)} | ${md(o.subject)} | ${changes} | ${md(o.scopes.join(" "))} | ${md(o.events.join(" "))} | ${mark} |`);
      });
      lines.push("", "</details>", "");
    }
    if (plan.findings.length) {
      lines.push("**Findings**", "");
      for (const f of plan.findings) lines.push(`- **${f.severity}** ${md(f.message)} (${code(f.ruleId)})`);
      lines.push("");
    }
    if (plan.events.length) lines.push(`Events: ${md(plan.events.join(", "))}`, "");
    return lines.join("\n");
  }
  const lines: string[] = [];
  plan.operations.forEach((o, i) => {
    lines.push(`${String(i + 1).padStart(3)}. ${escapeText(o.method)} ${escapeText(o.path)}  ${escapeText(o.subject)}${o.fields.length ? ` (${escapeText(o.fields.join(", "))})` : ""}`);
    if (o.scopes.length || o.grants.length) lines.push(`       scopes: ${o.scopes.join(" ") || "none"}${o.grants.length ? `; grants: ${escapeText(o.grants.join("; "))}` : ""}`);
    if (o.events.length) lines.push(`       events: ${o.events.join(" ")}`);
    for (const d of o.details) lines.push(`       ${escapeText(d)}`);
    for (const f of o.findings) lines.push(`       ${f.severity}: ${escapeText(f.message)}  ${f.ruleId}`);
  });
  const other = plan.findings.filter((f) => !plan.operations.some((o) => o.findings.some((g) => g.message === f.message && g.ruleId === f.ruleId)));
  for (const f of other) lines.push(`  ${f.severity}: ${escapeText(f.message)}  ${f.ruleId}`);
  lines.push("", summary(plan), "");
  return lines.join("\n");
}
