import { plural } from "../util/text.js";
import { addTerraformCounts, joinChunks, safeResults, terraformLine } from "./safe.js";
const paint = (on, code, s) => on ? `\x1B[${code}m${s}\x1B[0m` : s;
function* streamStylish(results, options = {}) {
  const color = typeof options === "object" && options !== null && options.color === true;
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let terraform;
  const whole = [];
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
      let lines = `  ${where.padEnd(whereWidth)}  ${severity}${pad}  ${m.message}  ${paint(color, "2", m.ruleId)}
`;
      for (const rel of m.related ?? []) {
        const at = rel.line !== void 0 ? `${rel.file && rel.file !== result.filePath ? rel.file + ":" : ""}${rel.line}:${rel.column}` : rel.path.join(".");
        lines += `  ${" ".repeat(whereWidth)}  ${" ".repeat(severityWidth)}  ${paint(color, "2", `\u21B3 ${at} ${rel.message}`)}
`;
      }
      yield lines;
    }
    yield "\n";
  }
  const total = errors + warnings + infos;
  if (total > 0) {
    const summary = `\u2716 ${plural(total, "problem")} (${plural(errors, "error")}, ${plural(warnings, "warning")}, ${plural(infos, "info", "infos")})`;
    yield paint(color, errors > 0 ? "31;1" : "33;1", summary) + "\n";
  }
  if (terraform && terraform.fully + terraform.partly + terraform.notAtAll + terraform.modulesNotRead > 0) yield paint(color, "2", terraformLine(terraform, whole)) + "\n";
}
function formatStylish(results, options = {}) {
  return joinChunks(streamStylish(results, options));
}
export {
  formatStylish,
  streamStylish
};
