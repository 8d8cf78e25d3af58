/**
 * The default, human-readable output, in the style people know from ESLint: the file, then one
 * line per finding (line:column, severity, message, rule id), then a summary. Streamed line by
 * line; widths come from a plain loop (never a spread over the findings).
 */
import type { FileResult, TerraformNote } from "../lint.js";
import { plural } from "../util/text.js";
import { addTerraformCounts, joinChunks, safeResults, terraformLine, type TerraformCounts } from "./safe.js";

/**
 * Options of the stylish formatter: ANSI colours.
 * @example
 * ```ts
 * const options: StylishOptions = { color: true };
 * formatStylish([], options);
 * ```
 */
export interface StylishOptions {
  /** ANSI colours (the CLI turns them on only for a TTY without NO_COLOR). */
  color?: boolean;
}

const paint = (on: boolean, code: string, s: string): string => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

export function* streamStylish(results: readonly FileResult[], options: StylishOptions = {}): Generator<string> {
  const color = typeof options === "object" && options !== null && options.color === true;
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  // Terraform input: what was checked, summed over the results, with the resources not checked.
  let terraform: TerraformCounts | undefined;
  const whole: TerraformNote[] = [];
  for (const result of safeResults(results)) {
    if (result.terraform) {
      terraform = addTerraformCounts(terraform, result.terraform);
      for (const u of result.terraform.unchecked) if (whole.length < 50) whole.push(u);
    }
    if (result.messages.length === 0) continue;
    errors += result.errorCount;
    warnings += result.warningCount;
    infos += result.infoCount;
    let whereWidth = 0;
    let severityWidth = 0;
    for (const m of result.messages) {
      whereWidth = Math.max(whereWidth, `${m.line ?? 0}:${m.column ?? 0}`.length);
      severityWidth = Math.max(severityWidth, m.severity.length);
    }
    yield paint(color, "4", result.filePath) + "\n";
    for (const m of result.messages) {
      const where = `${m.line ?? 0}:${m.column ?? 0}`;
      const severity = m.severity === "error" ? paint(color, "31", "error") : m.severity === "warning" ? paint(color, "33", "warning") : paint(color, "36", "info");
      const pad = " ".repeat(severityWidth - m.severity.length);
      let lines = `  ${where.padEnd(whereWidth)}  ${severity}${pad}  ${m.message}  ${paint(color, "2", m.ruleId)}\n`;
      for (const rel of m.related ?? []) {
        const at = rel.line !== undefined ? `${rel.file && rel.file !== result.filePath ? rel.file + ":" : ""}${rel.line}:${rel.column}` : rel.path.join(".");
        lines += `  ${" ".repeat(whereWidth)}  ${" ".repeat(severityWidth)}  ${paint(color, "2", `↳ ${at} ${rel.message}`)}\n`;
      }
      yield lines;
    }
    yield "\n";
  }
  const total = errors + warnings + infos;
  if (total > 0) {
    const summary = `✖ ${plural(total, "problem")} (${plural(errors, "error")}, ${plural(warnings, "warning")}, ${plural(infos, "info", "infos")})`;
    yield paint(color, errors > 0 ? "31;1" : "33;1", summary) + "\n";
  }
  // Terraform input with none of the provider's resources (an empty file, another provider's only) has nothing to say.
  if (terraform && terraform.fully + terraform.partly + terraform.notAtAll + terraform.modulesNotRead > 0) yield paint(color, "2", terraformLine(terraform, whole)) + "\n";
}

/**
 * The stylish report (ESLint's default look): findings grouped by file, with a summary line. Pure: results in, text out.
 * @example
 * ```ts
 * formatStylish(lintSources([{ filePath: "fw.yaml", text: "firewalls:\n  - label: x\n" }]), { color: false });
 * ```
 */
export function formatStylish(results: readonly FileResult[], options: StylishOptions = {}): string {
  return joinChunks(streamStylish(results, options));
}
