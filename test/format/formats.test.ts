import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { escapeData, escapeProperty, formatGithub } from "../../src/format/github.js";
import { formatJunit } from "../../src/format/junit.js";
import { formatSarif, repositoryHelpUri } from "../../src/format/sarif.js";
import { lintSources, type FileResult } from "../../src/lint.js";
import { sarifValidator } from "../helpers/sarif.js";

const broken = ["firewalls", "inventory", "network"].map((n) => {
  const filePath = `examples-broken/${n}.yaml`;
  return { filePath, text: readFileSync(new URL(`../../${filePath}`, import.meta.url), "utf8") };
});
const results = lintSources(broken);

describe("SARIF", () => {
  const validate = sarifValidator();

  it("validates against the SARIF 2.1.0 schema, with the rule catalogue and regions", () => {
    const log = JSON.parse(formatSarif(results, { version: "1.2.3", rulePages: { "firewall-ports-syntax": "# firewall-ports-syntax\n" } }));
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const run = log.runs[0];
    expect(run.tool.driver.rules.find((r: { id: string }) => r.id === "firewall-ports-syntax")).toMatchObject({
      shortDescription: { text: expect.any(String) },
      help: { markdown: "# firewall-ports-syntax\n" },
      defaultConfiguration: { level: "error" },
    });
    const result = run.results.find((r: { ruleId: string }) => r.ruleId === "firewall-ports-syntax");
    expect(result.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: "examples-broken/firewalls.yaml", uriBaseId: "%SRCROOT%" }, region: { startLine: 12, startColumn: 23, endLine: 12, endColumn: 24 } });
    expect(run.results.filter((r: { level: string }) => r.level === "note").length).toBe(results.reduce((n, r) => n + r.infoCount, 0));
  });

  it("keeps fingerprints when unrelated lines move, and changes them when the finding changes", () => {
    const fingerprints = (files: { filePath: string; text: string }[]) =>
      JSON.parse(formatSarif(lintSources(files))).runs[0].results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints["cloudlint/v1"]);
    const before = fingerprints(broken);
    const moved = broken.map((f) => ({ ...f, text: "# a comment that moves every line down\n\n" + f.text }));
    expect(fingerprints(moved)).toEqual(before);
    expect(new Set(before).size).toBe(before.length);
    const changed = broken.map((f) => ({ ...f, text: f.text.replace('"80,  443"', '"80,   443"') }));
    expect(fingerprints(changed)).not.toEqual(before);
  });

  it("links each rule's published page when package.json names the repository", () => {
    const helpUri = repositoryHelpUri({ repository: { type: "git", url: "git+https://github.com/acme/cloudlint.git" }, version: "1.2.3" });
    expect(helpUri?.("subnet-overlap")).toBe("https://github.com/acme/cloudlint/blob/v1.2.3/rules/subnet-overlap.md");
    expect(repositoryHelpUri({ version: "1.2.3" })).toBeUndefined();
    expect(repositoryHelpUri({ repository: "git@github.com:acme/cloudlint.git", version: "1" })).toBeUndefined();
    const log = JSON.parse(formatSarif(results, { helpUri: helpUri! }));
    expect(validate(log)).toBe(true);
    expect(log.runs[0].tool.driver.rules[0].helpUri).toMatch(/^https:\/\/github.com\/acme\/cloudlint\/blob\/v1.2.3\/rules\/.+\.md$/);
  });

  it("is valid for a clean run too", () => {
    expect(validate(JSON.parse(formatSarif([{ filePath: "a.yaml", messages: [], errorCount: 0, warningCount: 0, infoCount: 0 }])))).toBe(true);
  });
});

describe("JUnit", () => {
  const xml = formatJunit(results);
  it("has one test case per file and rule, failures for errors and warnings only", () => {
    const cases = [...xml.matchAll(/<testcase classname="([^"]*)" name="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const expected = new Set(results.flatMap((r) => r.messages.map((m) => `${r.filePath} ${m.ruleId}`)));
    expect(new Set(cases)).toEqual(expected);
    expect(cases.length).toBe(expected.size);
    const failing = new Set(results.flatMap((r) => r.messages.filter((m) => m.severity !== "info").map((m) => `${r.filePath} ${m.ruleId}`)));
    expect(Number(/<testsuites [^>]*failures="(\d+)"/.exec(xml)![1])).toBe(failing.size);
  });

  it("is well formed: balanced elements and escaped text", () => {
    for (const tag of ["testsuites", "testsuite", "testcase"]) {
      const open = xml.match(new RegExp(`<${tag}[ >]`, "g"))?.length ?? 0;
      const selfClosing = xml.match(new RegExp(`<${tag} [^>]*/>`, "g"))?.length ?? 0;
      const close = xml.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0;
      expect(open - selfClosing).toBe(close);
    }
    const tricky: FileResult = { filePath: 'a<&>".yaml', messages: [{ ruleId: "parse-error", severity: "error", message: "bad <x> & \"y\" \u0001", path: [] }], errorCount: 1, warningCount: 0, infoCount: 0 };
    const out = formatJunit([tricky]);
    expect(out).toContain('classname="a&lt;&amp;&gt;&quot;.yaml"');
    expect(out).toContain("bad &lt;x&gt; &amp; &quot;y&quot; \\u0001</failure>");
    expect(formatJunit([{ ...tricky, messages: [], errorCount: 0 }])).toContain('name="cloudlint"/>');
  });
});

describe("GitHub workflow commands", () => {
  it("escapes data and properties as the runner requires", () => {
    expect(escapeData("100% done\r\nnext")).toBe("100%25 done%0D%0Anext");
    expect(escapeProperty("a:b,c%\n")).toBe("a%3Ab%2Cc%25%0A");
  });

  it("writes one annotation per finding and a summary past the per-step limit", () => {
    const out = formatGithub(results).trimEnd().split("\n");
    const annotations = out.filter((l) => l.startsWith("::"));
    expect(annotations.length).toBe(results.reduce((n, r) => n + r.messages.length, 0));
    expect(annotations[0]).toBe('::error file=examples-broken/firewalls.yaml,line=3,col=15,endLine=3,endColumn=17,title=cloudlint firewall-label-syntax::label "web--fw" has "--" at position 4; two hyphens in a row are not allowed');
    expect(out.filter((l) => l.startsWith("::notice")).length).toBe(results.reduce((n, r) => n + r.infoCount, 0));
    expect(out[out.length - 1]).toMatch(/^cloudlint: 34 problems \(24 errors, 4 warnings, 6 infos\); GitHub shows at most 10 annotations of each kind per step/);
    expect(formatGithub([{ filePath: "a", messages: [], errorCount: 0, warningCount: 0, infoCount: 0 }])).toBe("");
  });
});
