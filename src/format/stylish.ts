/**
 * The default, human-readable output, in the style people know from ESLint: the file, then one
 * line per finding (line:column, severity, message, rule id), then a summary.
 */
import type { FileResult } from "../lint.js";
import { plural } from "../util/text.js";

export interface StylishOptions {
  /** ANSI colours (the CLI turns them on only for a TTY without NO_COLOR). */
  color?: boolean;
}

const paint = (on: boolean, code: string, s: string): string => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

export function formatStylish(results: readonly FileResult[], options: StylishOptions = {}): string {
  const color = options.color ?? false;
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const result of results) {
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    infos += result.infoCount;
    lines.push(paint(color, "4", result.filePath));
    const rows = result.messages.map((m) => {
      const where = `${m.line ?? 0}:${m.column ?? 0}`;
      const severity = m.severity === "error" ? paint(color, "31", "error") : m.severity === "warning" ? paint(color, "33", "warning") : paint(color, "36", "info");
      return { where, severity, plainSeverity: m.severity, message: m.message, ruleId: m.ruleId, related: m.related ?? [] };
    });
    const whereWidth = Math.max(...rows.map((r) => r.where.length));
    const severityWidth = Math.max(...rows.map((r) => r.plainSeverity.length));
    for (const r of rows) {
      const pad = " ".repeat(severityWidth - r.plainSeverity.length);
      lines.push(`  ${r.where.padEnd(whereWidth)}  ${r.severity}${pad}  ${r.message}  ${paint(color, "2", r.ruleId)}`);
      for (const rel of r.related) {
        const at = rel.line !== undefined ? `${rel.file && rel.file !== result.filePath ? rel.file + ":" : ""}${rel.line}:${rel.column}` : rel.path.join(".");
        lines.push(`  ${" ".repeat(whereWidth)}  ${" ".repeat(severityWidth)}  ${paint(color, "2", `↳ ${at} ${rel.message}`)}`);
      }
    }
    lines.push("");
  }
  const total = errors + warnings + infos;
  if (total === 0) return "";
  const summary = `✖ ${plural(total, "problem")} (${plural(errors, "error")}, ${plural(warnings, "warning")}, ${plural(infos, "info", "infos")})`;
  lines.push(paint(color, errors > 0 ? "31;1" : "33;1", summary));
  return lines.join("\n") + "\n";
}
