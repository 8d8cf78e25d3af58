/**
 * JUnit XML for CI test reporters: one test suite per file, one test case per file and rule with
 * findings (a failure listing them), and one passing case for a clean file.
 */
import type { FileResult } from "../lint.js";
import { joinChunks, safeResults } from "./safe.js";

function xml(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped; the five special ones escaped.
  let out = "";
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000) out += ch;
  }
  return out.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Streamed a test suite at a time; the totals come first in XML, so they are counted in a first pass. */
export function* streamJunit(results: readonly FileResult[]): Generator<string> {
  let tests = 0;
  let failures = 0;
  const suites: Array<{ filePath: string; cases: Array<{ ruleId: string; worst: "error" | "warning" | "info"; messages: FileResult["messages"] }> }> = [];
  for (const file of safeResults(results)) {
    const byRule = new Map<string, FileResult["messages"]>();
    for (const m of file.messages) {
      let list = byRule.get(m.ruleId);
      if (!list) byRule.set(m.ruleId, (list = []));
      list.push(m);
    }
    const cases = [...byRule].map(([ruleId, messages]) => ({
      ruleId,
      messages,
      worst: messages.some((m) => m.severity === "error") ? ("error" as const) : messages.some((m) => m.severity === "warning") ? ("warning" as const) : ("info" as const),
    }));
    tests += Math.max(1, cases.length);
    failures += cases.filter((c) => c.worst !== "info").length;
    suites.push({ filePath: file.filePath, cases });
  }
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="cloudlint" tests="${tests}" failures="${failures}" errors="0">\n`;
  for (const { filePath, cases } of suites) {
    const failed = cases.filter((c) => c.worst !== "info").length;
    yield `  <testsuite name="${xml(filePath)}" tests="${Math.max(1, cases.length)}" failures="${failed}" errors="0">\n`;
    if (cases.length === 0) yield `    <testcase classname="${xml(filePath)}" name="cloudlint"/>\n`;
    for (const { ruleId, messages, worst } of cases) {
      let body = "";
      for (const m of messages) body += `${body ? "\n" : ""}${filePath}:${m.line ?? 0}:${m.column ?? 0} ${m.severity} ${m.message}`;
      const name = `    <testcase classname="${xml(filePath)}" name="${xml(ruleId)}">`;
      // Advice, not a failure: shown as the case's output.
      if (worst === "info") yield `${name}\n      <system-out>${xml(body)}</system-out>\n    </testcase>\n`;
      else yield `${name}\n      <failure type="${worst}" message="${xml(`${messages.length} ${ruleId} finding${messages.length === 1 ? "" : "s"}`)}">${xml(body)}</failure>\n    </testcase>\n`;
    }
    yield "  </testsuite>\n";
  }
  yield "</testsuites>\n";
}

/**
 * The JUnit XML report: one test case per file, a failure per error.
 * @example
 * ```ts
 * formatJunit(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }])).startsWith("<?xml"); // true
 * ```
 */
export function formatJunit(results: readonly FileResult[]): string {
  return joinChunks(streamJunit(results));
}
