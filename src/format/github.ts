/**
 * GitHub Actions workflow commands: one annotation per finding, with the escaping the runner
 * requires, and a summary line when there are more findings than a step shows as annotations.
 */
import type { FileResult } from "../lint.js";

/** The runner shows at most this many annotations of each kind per step. */
export const GITHUB_ANNOTATIONS_PER_KIND = 10;

const COMMAND = { error: "error", warning: "warning", info: "notice" } as const;

/** Escaping for the message part of a workflow command. */
export function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escaping for property values (file, title, …): also ":" and ",". */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export function formatGithub(results: readonly FileResult[]): string {
  const lines: string[] = [];
  const counts = { error: 0, warning: 0, info: 0 };
  for (const file of results) {
    for (const m of file.messages) {
      counts[m.severity]++;
      const props = [`file=${escapeProperty(file.filePath)}`];
      if (m.line !== undefined) {
        props.push(`line=${m.line}`, `col=${m.column ?? 1}`);
        if (m.endLine !== undefined) props.push(`endLine=${m.endLine}`);
        if (m.endColumn !== undefined && m.endLine === m.line) props.push(`endColumn=${m.endColumn}`);
      }
      props.push(`title=${escapeProperty(`cloudlint ${m.ruleId}`)}`);
      lines.push(`::${COMMAND[m.severity]} ${props.join(",")}::${escapeData(m.message)}`);
    }
  }
  const total = counts.error + counts.warning + counts.info;
  if (total > 0) {
    const over = (Object.keys(counts) as (keyof typeof counts)[]).some((k) => counts[k] > GITHUB_ANNOTATIONS_PER_KIND);
    lines.push(
      `cloudlint: ${total} problem${total === 1 ? "" : "s"} (${counts.error} errors, ${counts.warning} warnings, ${counts.info} infos)` +
        (over ? `; GitHub shows at most ${GITHUB_ANNOTATIONS_PER_KIND} annotations of each kind per step, the full list is above in this log` : ""),
    );
  }
  return lines.length ? lines.join("\n") + "\n" : "";
}
