/**
 * GitHub Actions workflow commands: one annotation per finding, with the escaping the runner
 * requires, and a summary line when there are more findings than a step shows as annotations.
 */
import type { FileResult } from "../lint.js";
import { plural } from "../util/text.js";
import { joinChunks, safeResults } from "./safe.js";

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

/** One workflow command per finding; every field is escaped (safeResults) before the runner's own escaping. */
export function* streamGithub(results: readonly FileResult[]): Generator<string> {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const file of safeResults(results)) {
    for (const m of file.messages) {
      counts[m.severity]++;
      const props = file.filePath ? [`file=${escapeProperty(file.filePath)}`] : [];
      if (m.line !== undefined && file.filePath) {
        props.push(`line=${m.line}`, `col=${m.column ?? 1}`);
        if (m.endLine !== undefined) props.push(`endLine=${m.endLine}`);
        if (m.endColumn !== undefined && m.endLine === m.line) props.push(`endColumn=${m.endColumn}`);
      }
      props.push(`title=${escapeProperty(`cloudlint ${m.ruleId}`)}`);
      yield `::${COMMAND[m.severity]} ${props.join(",")}::${escapeData(m.message)}\n`;
    }
  }
  const total = counts.error + counts.warning + counts.info;
  if (total > 0) {
    const over = (Object.keys(counts) as (keyof typeof counts)[]).some((k) => counts[k] > GITHUB_ANNOTATIONS_PER_KIND);
    yield `cloudlint: ${plural(total, "problem")} (${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${plural(counts.info, "info", "infos")})` +
      (over ? `; GitHub shows at most ${GITHUB_ANNOTATIONS_PER_KIND} annotations of each kind per step, the full list is above in this log` : "") +
      "\n";
  }
}

/**
 * GitHub Actions workflow commands (::error, ::warning, ::notice), every piece of user data escaped so that none can be read as another command.
 * @example
 * ```ts
 * formatGithub(lintSources([{ filePath: "fw.yaml", text: "firewalls:\n  - label: x\n" }])); // "::error file=fw.yaml,line=2,…"
 * ```
 */
export function formatGithub(results: readonly FileResult[]): string {
  return joinChunks(streamGithub(results));
}
