/**
 * What every formatter shares: results read defensively (a formatter is total over any input) and
 * every piece of user data escaped, so that no output line can be read as a terminal escape or a
 * CI workflow command.
 */
import type { Diagnostic, RelatedLocation, Severity } from "../diagnostic.js";
import type { FileResult, TerraformChecked, TerraformNote } from "../lint.js";

/** The counts of TerraformChecked. */
export type TerraformCounts = Pick<TerraformChecked, "fully" | "partly" | "notAtAll" | "modulesNotRead">;
import { eachItem } from "../util/data.js";
import { escapeCharacter, escapeText, plural, UNSAFE_BEYOND_C0 } from "../util/text.js";

const SEVERITIES: ReadonlySet<string> = new Set(["error", "warning", "info"]);

/** A string for output: any value made text (never throwing), then escaped. */
export function safeString(value: unknown): string {
  let text: string;
  if (typeof value === "string") text = value;
  else if (value === undefined || value === null) text = "";
  else if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") text = String(value);
  else text = "";
  return escapeText(text);
}

const count = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) ? n : 0);
const optionalInt = (n: unknown): number | undefined => (typeof n === "number" && Number.isFinite(n) ? n : undefined);

function safePath(path: unknown): (string | number)[] {
  if (!Array.isArray(path)) return [];
  const out: (string | number)[] = [];
  for (const [, p] of eachItem(path)) out.push(typeof p === "number" && Number.isFinite(p) ? p : safeString(p));
  return out;
}

function safeRelated(r: unknown): RelatedLocation | undefined {
  if (typeof r !== "object" || r === null) return undefined;
  const x = r as Record<string, unknown>;
  const out: RelatedLocation = { path: safePath(x.path), message: safeString(x.message) };
  if (typeof x.file === "string") out.file = safeString(x.file);
  const line = optionalInt(x.line);
  if (line !== undefined) {
    out.line = line;
    out.column = optionalInt(x.column) ?? 1;
  }
  return out;
}

function safeDiagnostic(m: unknown): Diagnostic | undefined {
  if (typeof m !== "object" || m === null) return undefined;
  const x = m as Record<string, unknown>;
  const severity: Severity = typeof x.severity === "string" && SEVERITIES.has(x.severity) ? (x.severity as Severity) : "error";
  // Formatters print whatever rule id they are given (results may come from elsewhere, as JSON).
  const d: Diagnostic = { ruleId: safeString(x.ruleId) as Diagnostic["ruleId"], severity, message: safeString(x.message), path: safePath(x.path) };
  const line = optionalInt(x.line);
  if (line !== undefined) {
    d.line = line;
    d.column = optionalInt(x.column) ?? 1;
    const endLine = optionalInt(x.endLine);
    const endColumn = optionalInt(x.endColumn);
    if (endLine !== undefined) d.endLine = endLine;
    if (endColumn !== undefined) d.endColumn = endColumn;
  }
  if (Array.isArray(x.related)) {
    const related: RelatedLocation[] = [];
    for (const [, r] of eachItem(x.related)) {
      const s = safeRelated(r);
      if (s) related.push(s);
    }
    if (related.length) d.related = related;
  }
  if (typeof x.fix === "object" && x.fix !== null) d.fix = x.fix as Diagnostic["fix"];
  return d;
}

/**
 * The results as formatters read them: one element per file, strings escaped, anything malformed
 * dropped (a message) or defaulted (a count). Lazily, one file at a time, so a large report is
 * never copied whole.
 */
export function* safeResults(results: unknown): Generator<FileResult> {
  if (!Array.isArray(results)) return;
  // Lists as given are read by what they hold (a sparse list of 2^32−1 slots is not walked slot by slot).
  for (const [, r] of eachItem(results)) {
    if (typeof r !== "object" || r === null) continue;
    const x = r as Record<string, unknown>;
    const messages: Diagnostic[] = [];
    if (Array.isArray(x.messages)) {
      for (const [, m] of eachItem(x.messages)) {
        const d = safeDiagnostic(m);
        if (d) messages.push(d);
      }
    }
    const terraform = safeTerraform(x.terraform);
    yield { filePath: safeString(x.filePath), messages, errorCount: count(x.errorCount), warningCount: count(x.warningCount), infoCount: count(x.infoCount), ...(terraform ? { terraform } : {}) };
  }
}

/**
 * The counts of a result's `terraform` (what a lint of Terraform input checked), read
 * defensively, and the first of its resources not checked (for the stylish line), escaped; its
 * notes on unknown values (for --debug) are not read.
 */
export function safeTerraform(t: unknown): TerraformChecked | undefined {
  if (typeof t !== "object" || t === null) return undefined;
  const x = t as Record<string, unknown>;
  const unchecked: TerraformNote[] = [];
  if (Array.isArray(x.unchecked)) {
    for (const [, u] of eachItem(x.unchecked)) {
      if (unchecked.length >= 50) break;
      if (typeof u !== "object" || u === null) continue;
      const n = u as Record<string, unknown>;
      unchecked.push({ filePath: safeString(n.filePath), address: safeString(n.address), ...(typeof n.type === "string" ? { type: safeString(n.type) } : {}), attribute: safeString(n.attribute), reason: safeString(n.reason), whole: true });
    }
  }
  return { fully: count(x.fully), partly: count(x.partly), notAtAll: count(x.notAtAll), modulesNotRead: count(x.modulesNotRead), unchecked, unknown: [] };
}

/** The sum of the results' Terraform counts, undefined when no result is Terraform input. */
export function terraformTotals(results: unknown): TerraformCounts | undefined {
  if (!Array.isArray(results)) return undefined;
  let totals: TerraformCounts | undefined;
  for (const [, r] of eachItem(results)) {
    const t = typeof r === "object" && r !== null ? safeTerraform((r as Record<string, unknown>).terraform) : undefined;
    if (t) totals = addTerraformCounts(totals, t);
  }
  return totals;
}

/** `totals` (new when undefined) with the counts of `t` added. */
export function addTerraformCounts(totals: TerraformCounts | undefined, t: TerraformCounts): TerraformCounts {
  const sum = totals ?? { fully: 0, partly: 0, notAtAll: 0, modulesNotRead: 0 };
  sum.fully += t.fully;
  sum.partly += t.partly;
  sum.notAtAll += t.notAtAll;
  sum.modulesNotRead += t.modulesNotRead;
  return sum;
}

/**
 * The stylish report's line on Terraform input: how many of the provider's resources were checked
 * fully, partly or not at all, and why not (a few, named), and the module calls not read.
 */
export function terraformLine(totals: TerraformCounts, whole: readonly TerraformNote[]): string {
  const labels: string[] = [];
  const modules: string[] = [];
  for (const u of whole) {
    if (u.type === undefined) {
      if (!modules.includes(u.address)) modules.push(u.address);
      continue;
    }
    const label = u.reason === "the mapping does not cover its type" ? `${u.type}: not covered` : `${u.address}: ${u.reason}`;
    if (!labels.includes(label)) labels.push(label);
  }
  const few = (list: string[], sep: string) => (list.length > 3 ? `${list.slice(0, 3).join(sep)}${sep}and ${list.length - 3} more` : list.join(sep));
  let line = `Terraform: ${plural(totals.fully + totals.partly + totals.notAtAll, "resource")} checked: ${totals.fully} fully, ${totals.partly} partly (unknown values), ${totals.notAtAll} not at all`;
  if (totals.notAtAll > 0 && labels.length) line += ` (${few(labels, "; ")})`;
  if (totals.modulesNotRead > 0) line += `; ${plural(totals.modulesNotRead, "module call")} not read${modules.length ? ` (${few(modules, ", ")})` : ""}`;
  return line + (totals.partly + totals.notAtAll + totals.modulesNotRead > 0 ? "; --debug names each unknown value" : "");
}

/** JSON.stringify that never throws on data (BigInts become strings, cycles and the rest null) and escapes what JSON leaves raw (C1, bidi, zero-width, U+2028). */
export function safeJson(value: unknown, indent?: number): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v), indent);
  } catch {
    text = "null";
  }
  // C0 is left to JSON.stringify (inside strings it escapes it; outside, newlines are its indentation).
  return (text ?? "null").replace(UNSAFE_BEYOND_C0, escapeCharacter);
}

/** Joins a formatter's chunks into one string (the library's string-returning formatters). */
export function joinChunks(chunks: Iterable<string>): string {
  let out = "";
  for (const c of chunks) out += c;
  return out;
}
