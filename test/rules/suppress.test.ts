import { describe, expect, it } from "vitest";
import { lintText } from "../../src/lint.js";
import { parseDirectives } from "../../src/rules/suppress.js";

const rule = (label: string, port: string) =>
  `        - { label: ${label}, action: ACCEPT, protocol: TCP, ports: "${port}", addresses: { ipv4: [0.0.0.0/0], ipv6: ["::/0"] } }`;
const fw = (...lines: string[]) => `firewalls:
  - label: web-fw
    rules:
      inbound_policy: DROP
      outbound_policy: ACCEPT
      inbound:
${lines.join("\n")}
`;
const ids = (text: string, today = "2026-11-22") => lintText(text, { today }).map((d) => [d.ruleId, d.line]);

describe("inline suppressions", () => {
  it("disable-next-line with a reason suppresses the finding on the next line only", () => {
    expect(ids(fw(rule("ssh", "22")))).toEqual([["firewall-exposed-port", 7]]);
    expect(ids(fw("        # cloudlint-disable-next-line firewall-exposed-port -- demo env, see OPS-12", rule("ssh", "22")))).toEqual([]);
    expect(ids(fw("        # cloudlint-disable-next-line firewall-exposed-port -- demo", "        # another comment", rule("ssh", "22")))).toEqual([
      ["unused-suppression", 7],
      ["firewall-exposed-port", 9],
    ]);
  });

  it("takes several rule ids", () => {
    expect(ids(fw("        # cloudlint-disable-next-line firewall-exposed-port, firewall-rule-label-length -- demo", rule("ss", "22")))).toEqual([]);
  });

  it("disable ... enable covers a block, and an unterminated block runs to the end", () => {
    const block = fw("        # cloudlint-disable firewall-exposed-port -- legacy, migrating", rule("ssh", "22"), rule("rdp", "3389"), "        # cloudlint-enable firewall-exposed-port", rule("pg1", "5432"));
    expect(ids(block)).toEqual([["firewall-exposed-port", 11]]);
    expect(ids(fw("        # cloudlint-disable firewall-exposed-port -- legacy", rule("ssh", "22"), rule("rdp", "3389")))).toEqual([]);
  });

  it("expires: after the until date the finding comes back with a note, and is not unused", () => {
    const text = fw("        # cloudlint-disable-next-line firewall-exposed-port until=2026-11-30 -- temporary", rule("ssh", "22"));
    expect(ids(text, "2026-11-30")).toEqual([]);
    const later = lintText(text, { today: "2026-12-01" });
    expect(later.map((d) => d.ruleId)).toEqual(["firewall-exposed-port"]);
    expect(later[0]!.message).toContain("(the suppression at line 7 expired on 2026-11-30)");
  });

  it.each([
    ["        # cloudlint-disable-next-line firewall-exposed-port", "needs a reason"],
    ["        # cloudlint-disable-next-line -- no rules", "needs the rule ids"],
    ["        # cloudlint-disable-next-line firewall-exposed-prot -- typo", 'unknown rule id "firewall-exposed-prot"'],
    ["        # cloudlint-disable-next-line firewall-exposed-port until=2026-13-01 -- bad date", "until=2026-13-01 is not a date"],
    ["        # cloudlint-enable firewall-exposed-port", "has no cloudlint-disable"],
  ])("reports a malformed suppression: %s", (comment, message) => {
    const d = lintText(fw(comment, rule("ssh", "22")), { today: "2026-11-22" });
    expect(d.map((x) => x.ruleId)).toEqual(["suppression-invalid", "firewall-exposed-port"]);
    expect(d[0]!.message).toContain(message);
    expect(d[0]).toMatchObject({ line: 7, column: 9 });
  });

  it("--no-inline-config (inlineConfig: false) ignores them all, for audits", () => {
    const text = fw("        # cloudlint-disable-next-line firewall-exposed-port -- demo", rule("ssh", "22"), "        # cloudlint-disable-next-line firewall-rule-shadowed -- unused");
    expect(lintText(text, { inlineConfig: false }).map((d) => d.ruleId)).toEqual(["firewall-exposed-port"]);
  });

  it("finds only real comments, with their positions", () => {
    const text = 'a: "# cloudlint-disable-next-line x -- y"\nb: 1 # cloudlint-disable-next-line parse-error -- r\n';
    expect(parseDirectives(text)).toEqual([{ kind: "next-line", rules: ["parse-error"], reason: "r", line: 2, column: 6, endColumn: 52 }]);
  });
});
