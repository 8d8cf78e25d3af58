import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { lint, lintSources, lintText } from "../src/lint.js";
import { RULES } from "../src/rules/catalog.js";

const FIREWALL = `
firewalls:
  - label: web-fw
    rules:
      inbound_policy: DROP
      outbound_policy: ACCEPT
      inbound:
        - action: ACCEPT
          protocol: TCP
          ports: "22, 080"
          addresses: { ipv4: [198.51.100.0/24] }
    devices:
      computes: [web-1]
`;

const INVENTORY = `
computes:
  - { label: web-1, id: 101, region: us-east }
  - { label: web-2, id: 102, region: us-east }
nodebalancers:
  - { label: lb-1, id: 900, region: us-east }
`;

describe("lintText", () => {
  it("positions a bad port piece at its exact column", () => {
    const d = lintText(INVENTORY + FIREWALL);
    expect(d.filter((x) => x.severity !== "info")).toMatchObject([{ ruleId: "firewall-ports-syntax", line: 16, column: 23, endLine: 16, endColumn: 26, path: ["firewalls", 0, "rules", "inbound", 0, "ports"] }]);
    // The rule it leaves out of the firewall analysis is named in one info finding.
    expect(d.filter((x) => x.severity === "info").map((x) => x.ruleId)).toEqual(["firewall-analysis-partial"]);
  });

  it("points an unknown key at the key", () => {
    expect(lintText("firewall: []\n")).toMatchObject([{ ruleId: "state-unknown-key", line: 1, column: 1, endColumn: 9, message: expect.stringContaining('did you mean "firewalls"') }]);
  });

  it("reports a parse error as a finding", () => {
    expect(lintText("firewalls: [\n")).toMatchObject([{ ruleId: "parse-error", line: 2 }]);
  });

  it("checks the state file's shape", () => {
    expect(lintText("- a\n- b\n").map((d) => d.ruleId)).toEqual(["state-structure"]);
    expect(lintText("firewalls: {label: x}\n").map((d) => d.ruleId)).toEqual(["state-structure"]);
    expect(lintText("firewalls: [42]\n").map((d) => d.ruleId)).toEqual(["state-structure"]);
    expect(lintText("firewalls:\n")).toEqual([]);
  });
});

describe("one account across files", () => {
  it("resolves references and finds conflicts across files, with related locations in the other file", () => {
    const second = `
firewalls:
  - label: web-fw
    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }
    devices: { computes: [101, web-9], nodebalancers: [lb-1, 901] }
`;
    const results = lintSources([
      { filePath: "inventory.yaml", text: INVENTORY },
      { filePath: "a.yaml", text: FIREWALL.replace('"22, 080"', '"22"') },
      { filePath: "b.yaml", text: second },
    ]);
    expect(results.map((r) => r.filePath)).toEqual(["inventory.yaml", "a.yaml", "b.yaml"]);
    expect(results[0]!.messages).toEqual([]);
    expect(results[1]!.messages.map((m) => m.ruleId)).toEqual(["firewall-single-active"]);
    const b = results[2]!.messages;
    expect(b.map((m) => m.ruleId)).toEqual(["firewall-label-unique", "firewall-single-active", "unresolved-reference", "firewall-nodebalancer-limit", "unknown-id-reference"]);
    expect(b[0]!.related).toEqual([{ path: ["firewalls", 0, "label"], file: "a.yaml", line: 3, column: 12, message: "first used here" }]);
    expect(b[1]!.related![0]).toMatchObject({ file: "a.yaml", line: 13 });
    expect(results[2]!.errorCount).toBe(4);
    expect(results[2]!.warningCount).toBe(1);
  });

  it("allows disabled firewalls beside the enabled one", () => {
    const text = `${INVENTORY}
firewalls:
  - { label: fw-a, rules: { inbound_policy: DROP, outbound_policy: DROP }, devices: { computes: [web-1] } }
  - { label: fw-b, status: disabled, rules: { inbound_policy: DROP, outbound_policy: DROP }, devices: { computes: [101] } }
`;
    expect(lintText(text)).toEqual([]);
    expect(lintText(text.replace("status: disabled", "status: enabled")).map((d) => d.ruleId)).toEqual(["firewall-single-active", "firewall-single-active"]);
  });

  it("treats a label and an id of the same instance as the same device", () => {
    const text = `${INVENTORY}
firewalls:
  - { label: fw-a, rules: { inbound_policy: DROP, outbound_policy: DROP }, devices: { computes: [web-2] } }
  - { label: fw-b, rules: { inbound_policy: DROP, outbound_policy: DROP }, devices: { computes: [102] } }
`;
    expect(lintText(text).map((d) => d.ruleId)).toEqual(["firewall-single-active", "firewall-single-active"]);
  });

  it("leaves integer references unchecked when there is no inventory", () => {
    const text = "firewalls:\n  - { label: fw-a, rules: { inbound_policy: DROP, outbound_policy: DROP }, devices: { computes: [5] } }\n";
    expect(lintText(text)).toEqual([]);
  });

  it("reports duplicate inventory labels and ids", () => {
    const text = "computes:\n  - { label: a, id: 1, region: r }\n  - { label: a, id: 1, region: r }\n";
    expect(lintText(text).map((d) => d.ruleId)).toEqual(["inventory-label-unique", "inventory-label-unique"]);
  });

  it("blocks firewall changes for a live-migrating instance", () => {
    const text = "computes:\n  - { label: a, region: r, live_migration: true }\nfirewalls:\n  - { label: fw-a, rules: { inbound_policy: DROP, outbound_policy: DROP }, devices: { computes: [a] } }\n";
    expect(lintText(text)).toMatchObject([{ ruleId: "firewall-live-migration", related: [{ line: 2 }] }]);
  });
});

describe("options", () => {
  it("turns rules off and changes severities", () => {
    const text = INVENTORY + FIREWALL;
    expect(lintText(text, { rules: { "firewall-ports-syntax": "off", "firewall-analysis-partial": "off" } })).toEqual([]);
    expect(lintText(text, { rules: { "firewall-ports-syntax": "warning" } }).find((d) => d.ruleId === "firewall-ports-syntax")!.severity).toBe("warning");
  });
});

describe("never throws", () => {
  it("lint returns diagnostics for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const d = lint(value);
        for (const x of d) expect(Object.keys(RULES)).toContain(x.ruleId);
      }),
      { numRuns: 500 },
    );
  });

  it("lint handles any value placed in any section", () => {
    const sections = ["computes", "nodebalancers", "firewalls", "vpcs", "bogus"];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...sections), fc.array(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom("label", "id", "devices", "rules", "status", "live_migration"), fc.jsonValue())))), (state) => {
        expect(Array.isArray(lint(state))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("lintText returns diagnostics for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."firewalls:- []{}&*!|>'\"#\n 0123abc,%@`\t") }), (text) => {
        expect(Array.isArray(lintText(text))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe(".json files", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** How many times JSON.parse read `text` itself while `run` ran. */
  function parsesOf(text: string, run: () => unknown): number {
    const parseSpy = vi.spyOn(JSON, "parse");
    run();
    return parseSpy.mock.calls.filter((call) => call[0] === text).length;
  }

  it("a state file is parsed once, and its findings sit where its text says", () => {
    const text = JSON.stringify(parse(INVENTORY + FIREWALL), null, 2);
    let messages: ReturnType<typeof lintSources>[number]["messages"] = [];
    expect(parsesOf(text, () => (messages = lintSources([{ filePath: "account.json", text }])[0]!.messages))).toBe(1);
    const ports = messages.find((d) => d.ruleId === "firewall-ports-syntax")!;
    // The piece "080" of "22, 080", by its line and its UTF-16 column.
    const at = text.indexOf('"22, 080"') + 5;
    const line = text.slice(0, at).split("\n").length;
    const column = at - text.lastIndexOf("\n", at - 1);
    expect(ports).toMatchObject({ line, column, endLine: line, endColumn: column + 3 });
  });
});
