/**
 * JUnit XML for CI test reporters: one test suite per file, one test case per file and rule with
 * findings (a failure listing them), and one passing case for a clean file.
 */
import type { FileResult } from "../lint.js";

function xml(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped; the five special ones escaped.
  let out = "";
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000) out += ch;
  }
  return out.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function formatJunit(results: readonly FileResult[]): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  for (const file of results) {
    const byRule = new Map<string, typeof file.messages>();
    for (const m of file.messages) {
      const list = byRule.get(m.ruleId) ?? [];
      list.push(m);
      byRule.set(m.ruleId, list);
    }
    const cases: string[] = [];
    let failed = 0;
    for (const [ruleId, list] of byRule) {
      const worst = list.some((m) => m.severity === "error") ? "error" : list.some((m) => m.severity === "warning") ? "warning" : "info";
      const body = list.map((m) => `${file.filePath}:${m.line ?? 0}:${m.column ?? 0} ${m.severity} ${m.message}`).join("\n");
      const name = `    <testcase classname="${xml(file.filePath)}" name="${xml(ruleId)}">`;
      if (worst === "info") {
        // Advice, not a failure: shown as the case's output.
        cases.push(`${name}\n      <system-out>${xml(body)}</system-out>\n    </testcase>`);
        continue;
      }
      failed++;
      cases.push(`${name}\n      <failure type="${worst}" message="${xml(`${list.length} ${ruleId} finding${list.length === 1 ? "" : "s"}`)}">${xml(body)}</failure>\n    </testcase>`);
    }
    if (cases.length === 0) cases.push(`    <testcase classname="${xml(file.filePath)}" name="cloudlint"/>`);
    tests += cases.length;
    failures += failed;
    suites.push(`  <testsuite name="${xml(file.filePath)}" tests="${cases.length}" failures="${failed}" errors="0">\n${cases.join("\n")}\n  </testsuite>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="cloudlint" tests="${tests}" failures="${failures}" errors="0">\n${suites.join("\n")}\n</testsuites>\n`;
}
