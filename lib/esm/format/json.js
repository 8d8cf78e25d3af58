import { joinChunks, safeJson, safeResults } from "./safe.js";
function* streamJson(results) {
  yield "[";
  let firstFile = true;
  for (const file of safeResults(results)) {
    const t = file.terraform;
    const terraform = t ? `,"terraform":${safeJson({ fully: t.fully, partly: t.partly, notAtAll: t.notAtAll, modulesNotRead: t.modulesNotRead })}` : "";
    yield `${firstFile ? "" : ","}{"filePath":${safeJson(file.filePath)}${terraform},"messages":[`;
    firstFile = false;
    let first = true;
    for (const m of file.messages) {
      yield (first ? "" : ",") + safeJson(m);
      first = false;
    }
    yield `],"errorCount":${file.errorCount},"warningCount":${file.warningCount},"infoCount":${file.infoCount}}`;
  }
  yield "]\n";
}
function formatJson(results) {
  return joinChunks(streamJson(results));
}
export {
  formatJson,
  streamJson
};
