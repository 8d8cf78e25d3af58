import type { FileResult } from "../lint.js";
import { joinChunks, safeJson, safeResults } from "./safe.js";

/**
 * SPEC §4: one JSON array, one element per file; streamed a message at a time, so a large report
 * never has to fit in one string.
 */
export function* streamJson(results: readonly FileResult[]): Generator<string> {
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

/**
 * The JSON report: the array of file results, as SPEC §4 defines it.
 * @example
 * ```ts
 * JSON.parse(formatJson(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }])));
 * ```
 */
export function formatJson(results: readonly FileResult[]): string {
  return joinChunks(streamJson(results));
}
