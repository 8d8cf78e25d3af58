import { plural } from "../util/text.js";
import { joinChunks, safeResults } from "./safe.js";
const GITHUB_ANNOTATIONS_PER_KIND = 10;
const COMMAND = { error: "error", warning: "warning", info: "notice" };
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function* streamGithub(results) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const file of safeResults(results)) {
    for (const m of file.messages) {
      counts[m.severity]++;
      const props = file.filePath ? [`file=${escapeProperty(file.filePath)}`] : [];
      if (m.line !== void 0 && file.filePath) {
        props.push(`line=${m.line}`, `col=${m.column ?? 1}`);
        if (m.endLine !== void 0) props.push(`endLine=${m.endLine}`);
        if (m.endColumn !== void 0 && m.endLine === m.line) props.push(`endColumn=${m.endColumn}`);
      }
      props.push(`title=${escapeProperty(`cloudlint ${m.ruleId}`)}`);
      yield `::${COMMAND[m.severity]} ${props.join(",")}::${escapeData(m.message)}
`;
    }
  }
  const total = counts.error + counts.warning + counts.info;
  if (total > 0) {
    const over = Object.keys(counts).some((k) => counts[k] > GITHUB_ANNOTATIONS_PER_KIND);
    yield `cloudlint: ${plural(total, "problem")} (${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${plural(counts.info, "info", "infos")})` + (over ? `; GitHub shows at most ${GITHUB_ANNOTATIONS_PER_KIND} annotations of each kind per step, the full list is above in this log` : "") + "\n";
  }
}
function formatGithub(results) {
  return joinChunks(streamGithub(results));
}
export {
  GITHUB_ANNOTATIONS_PER_KIND,
  escapeData,
  escapeProperty,
  formatGithub,
  streamGithub
};
