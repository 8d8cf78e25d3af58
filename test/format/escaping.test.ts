/**
 * Safe output: no piece of user data reaches any formatter's output raw. Every C0 and C1 control
 * character, DEL, the line separators, bidirectional and zero-width characters are fed through
 * every rule that quotes input and every formatter; the output must hold none of them, and no
 * output line may be read as a GitHub Actions workflow command unless the github formatter wrote it.
 */
import { describe, expect, it } from "vitest";
import { FORMATTERS } from "../../src/format/index.js";
import { lint, lintSources, type FileResult } from "../../src/lint.js";
import { escapeText, UNSAFE_CHARACTERS } from "../../src/util/text.js";

const DANGEROUS: string[] = [];
for (let c = 0; c <= 0x1f; c++) DANGEROUS.push(String.fromCharCode(c));
for (let c = 0x7f; c <= 0x9f; c++) DANGEROUS.push(String.fromCharCode(c));
DANGEROUS.push("\u061c", "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u2028", "\u2029", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2060", "\u2066", "\u2067", "\u2068", "\u2069", "\ufeff");
const RAW = new RegExp(UNSAFE_CHARACTERS.source.replace("\\u0000-\\u001f", "\\u0000-\\u0009\\u000b-\\u001f"));

/** A forged annotation and a terminal title escape, with the character under test inside. */
const payload = (ch: string) => `x${ch}\n::error file=forged.yaml,line=1::PWNED\u001b]0;PWNED\u0007${ch}`;

/** One state file in which each place that quotes input holds the payload. */
function hostileState(ch: string): string {
  const p = JSON.stringify(payload(ch));
  return JSON.stringify({
    [payload(ch)]: 1, // unknown top-level key
    computes: [{ label: payload(ch), region: "us-east", [payload(ch)]: true, ipv4: { public: [payload(ch)] }, slaac: `fe80::1%${payload(ch)}` }],
    vpcs: [{ label: payload(ch), region: payload(ch), subnets: [{ label: payload(ch), ipv4: payload(ch) }] }],
    firewalls: [
      {
        label: payload(ch),
        rules: { inbound_policy: payload(ch), outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: payload(ch), label: payload(ch), addresses: { ipv4: [payload(ch)] } }] },
        devices: { computes: [payload(ch)] },
      },
    ],
    databases: [{ label: payload(ch), engine: payload(ch), region: "us-east", type: "g6-dedicated-2", allow_list: [payload(ch)] }],
    ip_shares: [{ compute_id: payload(ch), ips: [payload(ch)] }],
  }).replace(/^/, "") + (p ? "" : "");
}

describe("every formatter escapes user data", () => {
  it("escapeText rewrites each dangerous character as a \\u escape, and is idempotent", () => {
    for (const ch of DANGEROUS) {
      const e = escapeText(`a${ch}b`);
      expect(e).toBe(`a\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}b`);
      expect(escapeText(e)).toBe(e);
    }
    expect(escapeText("plain text ✓ é")).toBe("plain text ✓ é");
  });

  for (const ch of DANGEROUS) {
    const code = `U+${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
    it(`no raw ${code} and no forged workflow command in any format`, () => {
      const results: FileResult[] = lintSources([{ filePath: `dir/${payload(ch)}.json`, text: hostileState(ch) }, { filePath: "b.yaml", text: `${payload(ch)}: [\n` }]);
      expect(results[0]!.messages.length).toBeGreaterThan(10);
      // The library's own messages are escaped too, before any formatter.
      for (const d of [...lint(JSON.parse(hostileState(ch))), ...results.flatMap((r) => r.messages)]) {
        expect(RAW.test(d.message), `${d.ruleId}: ${d.message}`).toBe(false);
        for (const r of d.related ?? []) expect(RAW.test(r.message)).toBe(false);
      }
      for (const [name, format] of Object.entries(FORMATTERS)) {
        const out = format(results, { color: true });
        // Colour codes are ours; strip them before looking for user escapes.
        const text = out.replace(/\u001b\[[0-9;]*m/g, "");
        expect(RAW.test(text), `${name} output holds a raw ${code}`).toBe(false);
        for (const line of text.split("\n")) {
          if (name === "github" && line.startsWith("::")) {
            // Ours: "::kind props::message" with props split on raw commas, each a key we write.
            const m = /^::(error|warning|notice) ([^:]*)::(.*)$/.exec(line);
            expect(m, line).not.toBeNull();
            for (const prop of m![2]!.split(",")) expect(prop).toMatch(/^(file|line|col|endLine|endColumn|title)=/);
            expect(m![2]!.split(",").filter((p) => p.startsWith("file=")).length).toBeLessThanOrEqual(1);
            continue;
          }
          expect(line, `${name} line reads as a workflow command`).not.toMatch(/^\s*::/);
        }
      }
    });
  }
});

describe("labels that can pass for other labels are flagged", () => {
  it("a Cyrillic letter, a zero-width space and a bidi override in compute, database and rule labels", () => {
    const state = {
      computes: [{ label: "w\u0435b-1", region: "us-east" }, { label: "web\u200b-2", region: "us-east" }, { label: "web-3", region: "us-east" }],
      databases: [{ label: "db\u202e-x", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", allow_list: ["10.0.0.0/8"] }],
    };
    const flagged = lint(state).filter((d) => d.ruleId === "label-unsafe-characters");
    expect(flagged.map((d) => d.path.join("."))).toEqual(["computes.0.label", "computes.1.label", "databases.0.label"]);
    expect(flagged[0]!.message).toContain("the non-ASCII character U+0435 (е) at position 2");
    expect(flagged[1]!.message).toContain("the invisible or control character U+200B at position 4");
    expect(flagged[2]!.message).toMatch(/^label "db\\u202e-x" has the invisible or control character U\+202E/);
  });
});

describe("the Terraform line (what was checked) escapes the input's names", () => {
  for (const ch of ["\u001b", "\n", "\u009b", "\u202e", "\u200b", "\u2028"]) {
    const code = `U+${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
    it(`no raw ${code} and no forged workflow command in any format, from resource, module and source names`, () => {
      // A .tf.json file: its names and sources are any JSON string.
      const config = JSON.stringify({
        resource: { linode_instance: { [payload(ch)]: { count: "${var.n}", label: "web" } }, linode_sshkey: { [payload(ch)]: { label: "k" } } },
        module: { [payload(ch)]: { source: payload(ch) } },
      });
      const results: FileResult[] = lintSources([{ filePath: `dir/${payload(ch)}.tf.json`, text: config }]);
      expect(results[0]!.terraform).toMatchObject({ fully: 0, partly: 0, notAtAll: 2, modulesNotRead: 1 });
      for (const [name, format] of Object.entries(FORMATTERS)) {
        const text = format(results, { color: true }).replace(/\u001b\[[0-9;]*m/g, "");
        expect(RAW.test(text), `${name} output holds a raw ${code}`).toBe(false);
        if (name === "stylish") {
          // The line is there, one line, naming the escaped resource and module names.
          const line = text.split("\n").find((l) => l.startsWith("Terraform: "));
          expect(line).toMatch(/^Terraform: 2 resources checked: 0 fully, 0 partly \(unknown values\), 2 not at all \(linode_instance\.x\\u[0-9a-f]{4}.*: count: no value for var\.n; linode_sshkey: not covered\); 1 module call not read \(module\.x\\u[0-9a-f]{4}/);
        }
        for (const line of text.split("\n")) if (!(name === "github" && /^::(error|warning|notice) /.test(line))) expect(line, `${name} line reads as a workflow command`).not.toMatch(/^\s*::/);
      }
    });
  }
});
