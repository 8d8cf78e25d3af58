/**
 * What every formatter shares: results read defensively (a formatter is total over any input) and
 * every piece of user data escaped, so that no output line can be read as a terminal escape or a
 * CI workflow command.
 */
import type { Diagnostic, RelatedLocation, Severity } from "../diagnostic.js";
import type { FileResult } from "../lint.js";
import { eachItem } from "../util/data.js";
import { escapeCharacter, escapeText, UNSAFE_BEYOND_C0 } from "../util/text.js";

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
    yield { filePath: safeString(x.filePath), messages, errorCount: count(x.errorCount), warningCount: count(x.warningCount), infoCount: count(x.infoCount) };
  }
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
