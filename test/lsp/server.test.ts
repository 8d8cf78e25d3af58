/**
 * End-to-end: the real `cloudlint lsp --stdio` with a real LSP client on its pipes
 * (vscode-languageserver-protocol), in scratch git repositories.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CodeAction, Diagnostic, DocumentSymbol, Hover, Range } from "vscode-languageserver-protocol/node";
import { bin, sessionsPerTest, write } from "./client.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

const FW = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n    devices:\n      computes: [web-1]\n";
const INV = "computes:\n  - label: web-1\n    region: us-east\n";
const TF = 'resource "linode_firewall" "edge" {\n  label           = "edge-fw"\n  inbound_policy  = "drop"\n  outbound_policy = "ACCEPT"\n}\n';

const session = sessionsPerTest();

const codes = (ds: Diagnostic[]) => ds.map((d) => d.code);
const at = (line: number, character: number, endLine: number, endCharacter: number) => ({ start: { line, character }, end: { line: endLine, character: endCharacter } });

describe("cloudlint lsp --stdio", () => {
  it("initializes with what it implements, and exits 0 after shutdown", async () => {
    const s = await session({ "infra/fw.yaml": FW });
    expect(s.initialize?.serverInfo?.name).toBe("cloudlint");
    expect(s.initialize?.capabilities).toEqual({
      textDocumentSync: { openClose: true, change: 2, save: { includeText: false } },
      codeActionProvider: { codeActionKinds: ["quickfix", "source.fixAll.cloudlint"] },
      hoverProvider: true,
      documentSymbolProvider: true,
      completionProvider: { triggerCharacters: [":", " ", "/"] },
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
    });
    expect(await s.stop()).toBe(0);
  });

  it("lints the whole account: an edit in one file updates the diagnostics of the other, with positions and related locations", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV, "infra/fw2.yaml": "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" });
    s.open("infra/fw.yaml", FW);
    s.open("infra/inv.yaml", INV);
    const fw = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    expect(fw[0]).toMatchObject({ code: "firewall-policy", severity: 1, source: "cloudlint", range: at(3, 22, 3, 26), message: 'inbound_policy must be one of ACCEPT, DROP, not "drop"; did you mean "DROP"?' });
    // A file no editor has open is linted too: the duplicate label points at the first one, in another file.
    const fw2 = await s.diagnosticsOf("infra/fw2.yaml", (d) => d.length === 1);
    expect(fw2[0]).toMatchObject({ code: "firewall-label-unique", range: at(1, 11, 1, 17) });
    expect(fw2[0]!.relatedInformation).toEqual([{ location: { uri: s.uri("infra/fw.yaml"), range: at(1, 11, 1, 11) }, message: "first used here" }]);

    // The instance the firewall protects is renamed, twice: both files change.
    s.change("infra/inv.yaml", "computes:\n  - label: web-2\n    region: us-east\n  - label: web-2\n    region: us-east\n");
    const inv = await s.diagnosticsOf("infra/inv.yaml", (d) => d.length === 1);
    expect(inv[0]).toMatchObject({ code: "inventory-label-unique", range: at(3, 11, 3, 16) });
    expect(inv[0]!.relatedInformation?.[0]?.location).toEqual({ uri: s.uri("infra/inv.yaml"), range: at(1, 11, 1, 11) });
    expect(s.diagnostics.get(s.uri("infra/inv.yaml"))?.version).toBe(2);
    const after = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 2);
    expect(after.map((d) => [d.code, d.range])).toEqual([
      ["firewall-policy", at(3, 22, 3, 26)],
      ["unresolved-reference", at(6, 17, 6, 22)],
    ]);
    expect(after[1]!.message).toBe('no compute instance is labelled "web-1" under computes; did you mean "web-2"?');
    // The same diagnostics as `cloudlint lint` reports for the same files.
    write(s.dir, "infra/inv.yaml", s.text("infra/inv.yaml"));
    const cli = spawnSync(process.execPath, [bin, "lint", "infra", "--format", "json"], { cwd: s.dir, encoding: "utf8" });
    const report = JSON.parse(cli.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; column: number; message: string }> }>;
    expect(report.find((r) => r.filePath === "infra/fw.yaml")!.messages.map((m) => [m.ruleId, m.line - 1, m.column - 1, m.message])).toEqual(after.map((d) => [d.code, d.range.start.line, d.range.start.character, d.message]));
  });

  it("offers each certain fix as a quick fix and applies it to the editor's text", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV });
    s.open("infra/fw.yaml", FW);
    const [policy] = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    const actions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range: policy!.range, context: { diagnostics: [policy] } })) as CodeAction[];
    const fix = actions.find((a) => a.isPreferred)!;
    expect(fix).toMatchObject({ title: 'Fix: replace with "DROP" (firewall-policy)', kind: "quickfix", diagnostics: [policy] });
    // A versioned edit: a client refuses it once the document has moved on.
    expect(fix.edit?.documentChanges?.[0]).toMatchObject({ textDocument: { uri: s.uri("infra/fw.yaml"), version: 1 } });
    const fixed = s.applied("infra/fw.yaml", fix.edit!);
    expect(fixed).toBe(FW.replace("inbound_policy: drop", "inbound_policy: DROP"));
    s.change("infra/fw.yaml", fixed);
    expect(await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 0)).toEqual([]);
  });

  it("offers no action on a text typed since the last lint (its findings may have moved); the next lint's come", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV }, { initializationOptions: { debounceMs: 1000 } });
    s.open("infra/fw.yaml", FW);
    const [policy] = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    const moved = `# a comment line\n${FW}`;
    s.change("infra/fw.yaml", moved);
    const ask = (range: Range) => s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range, context: { diagnostics: [] } }) as Promise<CodeAction[]>;
    expect(await ask(policy!.range)).toEqual([]);
    const [later] = await s.diagnosticsOf("infra/fw.yaml", (d) => d[0]?.range.start.line === 4);
    const actions = await ask(later!.range);
    expect(s.applied("infra/fw.yaml", actions.find((a) => a.isPreferred)!.edit!)).toBe(moved.replace("drop", "DROP"));
  });

  it("fixes every certain fix of a file at once (source.fixAll.cloudlint, for fix on save)", async () => {
    const text = FW.replace("outbound_policy: ACCEPT", "outbound_policy: accept");
    const s = await session({ "infra/fw.yaml": text, "infra/inv.yaml": INV });
    s.open("infra/fw.yaml", text);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 2);
    const actions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range: at(0, 0, 0, 0), context: { diagnostics: [], only: ["source.fixAll"] } })) as CodeAction[];
    expect(actions.map((a) => a.kind)).toEqual(["source.fixAll.cloudlint"]);
    expect(s.applied("infra/fw.yaml", actions[0]!.edit!)).toBe(FW.replace("inbound_policy: drop", "inbound_policy: DROP"));
  });

  it("suppresses a finding on the next line: a snippet with the cursor on the reason, at the line's indentation", async () => {
    const s = await session({ "infra/fw.yaml": FW });
    s.open("infra/fw.yaml", FW);
    const ds = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 2);
    const reference = ds.find((d) => d.code === "unresolved-reference")!;
    const actions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range: reference.range, context: { diagnostics: [reference] } })) as CodeAction[];
    expect(actions.map((a) => a.title)).toEqual(["Suppress unresolved-reference on the next line"]);
    const edit = actions[0]!.edit!;
    expect(edit.documentChanges?.[0]).toMatchObject({ edits: [{ range: at(6, 0, 6, 0), snippet: { kind: "snippet", value: "      # cloudlint-disable-next-line unresolved-reference -- $0\n" } }] });
    // The user types the reason where the cursor is: the finding is gone, and nothing new is reported.
    const suppressed = s.applied("infra/fw.yaml", edit).replace("$0", "the instance is created by another team");
    expect(suppressed.split("\n")[6]).toBe("      # cloudlint-disable-next-line unresolved-reference -- the instance is created by another team");
    s.change("infra/fw.yaml", suppressed);
    expect(codes(await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1))).toEqual(["firewall-policy"]);

    // A second rule on a line a suppression already covers joins its list (a comment between would take the line from it).
    const policyLine = suppressed.replace("    devices:\n", "    devices:\n").replace("      inbound_policy: drop\n", "      # cloudlint-disable-next-line firewall-rule-action -- kept for the audit\n      inbound_policy: drop\n");
    s.change("infra/fw.yaml", policyLine);
    const policy = (await s.diagnosticsOf("infra/fw.yaml", (d) => d.some((x) => x.code === "firewall-policy" && x.range.start.line === 4))).find((x) => x.code === "firewall-policy");
    const join = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range: policy!.range, context: { diagnostics: [policy] } })) as CodeAction[];
    const suppress = join.find((a) => a.title === "Suppress firewall-policy on the next line")!;
    expect(s.applied("infra/fw.yaml", suppress.edit!).split("\n")[3]).toBe("      # cloudlint-disable-next-line firewall-rule-action, firewall-policy -- kept for the audit");
  });

  it("suppresses with plain text for a client that takes no snippets; JSON files have no comments to offer", async () => {
    const json = '{"firewalls": [{"label": "web-fw", "rules": {"inbound_policy": "drop", "outbound_policy": "ACCEPT"}}]}\n';
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV, "infra/fw.json": json.replace("web-fw", "json-fw") }, { capabilities: {} });
    s.open("infra/fw.yaml", FW);
    const [policy] = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    const actions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range: policy!.range, context: { diagnostics: [] } })) as CodeAction[];
    const suppress = actions.find((a) => a.title.startsWith("Suppress"))!;
    expect(suppress.edit).toEqual({ changes: { [s.uri("infra/fw.yaml")]: [{ range: at(3, 0, 3, 0), newText: "      # cloudlint-disable-next-line firewall-policy -- \n" }] } });
    s.open("infra/fw.json", json.replace("web-fw", "json-fw"), "json");
    const [inJson] = await s.diagnosticsOf("infra/fw.json", (d) => d.length === 1);
    const jsonActions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.json") }, range: inJson!.range, context: { diagnostics: [inJson] } })) as CodeAction[];
    expect(jsonActions.map((a) => a.title)).toEqual(['Fix: replace with "DROP" (firewall-policy)']);
    // A CRLF file's comment line ends as its lines do.
    const crlf = `# CRLF\n${FW}`.replace(/\n/g, "\r\n");
    s.change("infra/fw.yaml", crlf);
    const [inCrlf] = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1 && d[0]!.range.start.line === 4);
    const crlfActions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range: inCrlf!.range, context: { diagnostics: [] } })) as CodeAction[];
    const crlfSuppress = crlfActions.find((a) => a.title.startsWith("Suppress"))!;
    expect(s.applied("infra/fw.yaml", crlfSuppress.edit!)).toBe(crlf.replace("      inbound_policy", "      # cloudlint-disable-next-line firewall-policy -- \r\n      inbound_policy"));
  });

  it("shows the rule's page on hover over a diagnostic: what, why and the API sentence, not the examples", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV });
    s.open("infra/fw.yaml", FW);
    const [policy] = await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    const hover = (await s.connection.sendRequest("textDocument/hover", { textDocument: { uri: s.uri("infra/fw.yaml") }, position: { line: 3, character: 24 } })) as Hover;
    const page = readFileSync(join(root, "rules/firewall-policy.md"), "utf8");
    expect(hover.range).toEqual(policy!.range);
    // Then the link to the published page, from package.json's repository and version.
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const link = `[The rule's page](https://github.com/cloudlint/cloudlint/blob/v${version}/rules/firewall-policy.md)`;
    expect(hover.contents).toEqual({ kind: "markdown", value: `${page.slice(0, page.indexOf("## Bad")).trim()}\n\n${link}` });
    expect(policy!.codeDescription).toEqual({ href: link.slice(link.indexOf("(") + 1, -1) });
    expect((hover.contents as { value: string }).value).toContain("## Why");
    expect((hover.contents as { value: string }).value).toContain("## Reference");
    // Nowhere near a diagnostic: nothing.
    expect(await s.connection.sendRequest("textDocument/hover", { textDocument: { uri: s.uri("infra/fw.yaml") }, position: { line: 0, character: 2 } })).toBeNull();
  });

  it("outlines a state file (sections, resources by label, subnets, firewall rules) and a .tf file (blocks by address)", async () => {
    const state = [
      "vpcs:",
      "  - label: prod",
      "    region: us-east",
      "    subnets:",
      "      - { label: app, ipv4: 10.0.1.0/24 }",
      "firewalls:",
      "  - label: web-fw",
      "    rules:",
      "      inbound_policy: DROP",
      "      outbound_policy: ACCEPT",
      "      inbound:",
      "        - { label: https, action: ACCEPT, protocol: TCP, ports: '443', addresses: { ipv4: [0.0.0.0/0] } }",
      "computes:",
      "  - { id: 7, region: us-east }",
      "",
    ].join("\n");
    const s = await session({ "infra/state.yaml": state, "main.tf": TF });
    s.open("infra/state.yaml", state);
    const symbols = (await s.connection.sendRequest("textDocument/documentSymbol", { textDocument: { uri: s.uri("infra/state.yaml") } })) as DocumentSymbol[];
    const names = (list: DocumentSymbol[] | undefined): unknown => (list ?? []).map((x) => (x.children?.length ? [x.name, names(x.children)] : x.name));
    expect(names(symbols)).toEqual([
      ["vpcs", [["prod", ["app"]]]],
      ["firewalls", [["web-fw", [["inbound", ["https"]]]]]],
      ["computes", ["7"]],
    ]);
    expect(symbols[0]).toMatchObject({ kind: 2, range: at(0, 0, 5, 0), selectionRange: at(0, 0, 0, 4) });
    expect(symbols[0]!.children![0]).toMatchObject({ kind: 19, detail: "vpcs", selectionRange: at(1, 11, 1, 15) });
    expect(symbols[1]!.children![0]!.children![0]!.children![0]).toMatchObject({ detail: "ACCEPT TCP 443" });
    s.open("main.tf", TF, "terraform");
    const tf = (await s.connection.sendRequest("textDocument/documentSymbol", { textDocument: { uri: s.uri("main.tf") } })) as DocumentSymbol[];
    expect(tf).toEqual([{ name: "linode_firewall.edge", kind: 19, range: at(0, 0, 4, 1), selectionRange: at(0, 27, 0, 33), children: [] }]);
  });

  it("reports a policy file's problems at their positions; once it compiles, its policy's findings appear in the state files", async () => {
    const policy = (severity: string) =>
      `policies:\n  - id: acme/subnets-in-10-8\n    description: Subnets stay inside 10.0.0.0/8.\n    severity: ${severity}\n    resource: subnets\n    assert: { field: ipv4, cidr_within: [10.0.0.0/8] }\n`;
    const net = "vpcs:\n  - label: legacy\n    region: us-east\n    subnets:\n      - label: old\n        ipv4: 172.16.0.0/24\n";
    const s = await session({ ".cloudlint/policies/net.yaml": policy("fatal"), "infra/net.yaml": net });
    s.open(".cloudlint/policies/net.yaml", policy("fatal"));
    const [problem] = await s.diagnosticsOf(".cloudlint/policies/net.yaml", (d) => d.length === 1);
    expect(problem).toMatchObject({ severity: 1, source: "cloudlint", range: at(3, 14, 3, 14) });
    expect(problem!.message).toContain("fatal");
    // The policy file is no state file: it is not linted as one.
    expect(codes(s.diagnostics.get(s.uri(".cloudlint/policies/net.yaml"))!.diagnostics)).toEqual([undefined]);
    s.change(".cloudlint/policies/net.yaml", policy("warning"));
    await s.diagnosticsOf(".cloudlint/policies/net.yaml", (d) => d.length === 0);
    const [finding] = await s.diagnosticsOf("infra/net.yaml", (d) => d.length === 1);
    expect(finding).toMatchObject({ code: "acme/subnets-in-10-8", severity: 2, range: at(5, 14, 5, 27) });
    expect(finding!.codeDescription).toBeUndefined();
    s.open("infra/net.yaml", net);
    const hover = (await s.connection.sendRequest("textDocument/hover", { textDocument: { uri: s.uri("infra/net.yaml") }, position: { line: 5, character: 15 } })) as Hover;
    expect((hover.contents as { value: string }).value).toBe("**acme/subnets-in-10-8** (organisation policy, warning, on subnets)\n\nSubnets stay inside 10.0.0.0/8.\n\nDefined in .cloudlint/policies/net.yaml:2:5");
  });

  it("reports the config's problems at their positions, applies its rules, and keeps the last valid config while it is edited", async () => {
    const config = (rules: string) => `rules:\n${rules}`;
    const s = await session({ ".cloudlintrc.yaml": config("  firewall-policy: off\n  firewall-polcy: off\n  acme/none: off\n"), "infra/fw.yaml": FW, "infra/inv.yaml": INV });
    s.open(".cloudlintrc.yaml", config("  firewall-policy: off\n  firewall-polcy: off\n  acme/none: off\n"));
    const problems = await s.diagnosticsOf(".cloudlintrc.yaml", (d) => d.length === 1);
    expect(problems[0]).toMatchObject({ code: "config-invalid", range: at(2, 2, 2, 16), message: 'unknown rule id "firewall-polcy"; did you mean "firewall-policy"?' });
    // No valid config yet: the account is linted without one.
    expect(codes(await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1))).toEqual(["firewall-policy"]);
    // Schema-valid now; the policy id is checked against the workspace's policies (there are none).
    s.change(".cloudlintrc.yaml", config("  firewall-policy: off\n  acme/none: off\n"));
    const policyProblem = await s.diagnosticsOf(".cloudlintrc.yaml", (d) => d.length === 1 && (d[0]!.message as string).includes("acme/none"));
    expect(policyProblem[0]).toMatchObject({ code: "config-invalid", range: at(2, 2, 2, 11), message: 'no policy has the id "acme/none" (no policy file was found)' });
    s.change(".cloudlintrc.yaml", config("  firewall-policy: off\n"));
    await s.diagnosticsOf(".cloudlintrc.yaml", (d) => d.length === 0);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 0);
    // Half typed: a problem in the config, and the account keeps its last valid config (firewall-policy stays off).
    s.change(".cloudlintrc.yaml", config("  firewall-policy: off\n  firewall-rule-action: [\n"));
    const broken = await s.diagnosticsOf(".cloudlintrc.yaml", (d) => d.length > 0);
    expect(codes(broken)).toContain("parse-error");
    s.open("infra/fw.yaml", FW.replace("computes: [web-1]", "computes: [web-3]"));
    expect(codes(await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1))).toEqual(["unresolved-reference"]);
  });

  it("takes in files deleted, added and changed on disk (didChangeWatchedFiles)", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV + "  - label: web-1\n    region: us-east\n" });
    s.open("infra/fw.yaml", FW);
    await s.diagnosticsOf("infra/inv.yaml", (d) => codes(d).join() === "inventory-label-unique");
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    rmSync(join(s.dir, "infra/inv.yaml"));
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("infra/inv.yaml"), type: 3 }] });
    // Its diagnostics are cleared, and the firewall's device no longer resolves.
    await s.diagnosticsOf("infra/inv.yaml", (d) => d.length === 0);
    expect(codes(await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 2))).toEqual(["firewall-policy", "unresolved-reference"]);
    write(s.dir, "infra/more.yaml", INV);
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("infra/more.yaml"), type: 1 }] });
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    writeFileSync(join(s.dir, "infra/more.yaml"), INV.replace("web-1", "web-one"));
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("infra/more.yaml"), type: 2 }] });
    expect(codes(await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 2))).toEqual(["firewall-policy", "unresolved-reference"]);
  });

  it("lints a .tf file: the finding at the attribute, its fix rewriting the literal", async () => {
    const s = await session({ "main.tf": TF });
    s.open("main.tf", TF, "terraform");
    const [policy] = await s.diagnosticsOf("main.tf", (d) => d.length === 1);
    expect(policy).toMatchObject({ code: "firewall-policy", range: at(2, 20, 2, 26), message: 'linode_firewall.edge.inbound_policy: inbound_policy must be one of ACCEPT, DROP, not "drop"; did you mean "DROP"?' });
    const actions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("main.tf") }, range: policy!.range, context: { diagnostics: [policy] } })) as CodeAction[];
    expect(actions.map((a) => a.title)).toEqual(['Fix: replace with "DROP" (firewall-policy)', "Suppress firewall-policy on the next line"]);
    expect(s.applied("main.tf", actions[0]!.edit!)).toBe(TF.replace('"drop"', '"DROP"'));
    expect(s.applied("main.tf", actions[1]!.edit!).split("\n")[2]).toBe("  # cloudlint-disable-next-line firewall-policy -- $0");
  });

  it("lints a .tofu file in place of the .tf file of the same name, and notes a module call it cannot read", async () => {
    const tofu = `${TF}module "gone" {\n  source = "./nope"\n}\n`;
    const s = await session({ "main.tofu": tofu, "main.tf": TF.replace('"drop"', '"nope"') });
    s.open("main.tofu", tofu, "terraform");
    const diagnostics = await s.diagnosticsOf("main.tofu", (d) => d.length === 2);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["firewall-policy", 2], ["terraform-module", 6]]);
    expect(diagnostics[0]!.message).toContain('not "drop"');
    expect(diagnostics[1]!.message).toContain('module "gone": its source ./nope names nope, which does not exist');
  });

  it("reads a .tf root's terraform.tfvars as lint does, and again when it changes", async () => {
    const tf = 'variable "ports" {\n  type    = string\n  default = "443"\n}\nresource "linode_firewall" "edge" {\n  label           = "edge-fw"\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n  inbound {\n    label    = "ssh-in"\n    action   = "ACCEPT"\n    protocol = "TCP"\n    ports    = var.ports\n    ipv4     = ["0.0.0.0/0"]\n    ipv6     = ["::/0"]\n  }\n}\n';
    const s = await session({ "main.tf": tf, "terraform.tfvars": 'ports = "22"\n' });
    s.open("main.tf", tf, "terraform");
    expect(codes(await s.diagnosticsOf("main.tf", (d) => d.length === 1))).toEqual(["firewall-exposed-port"]);
    write(s.dir, "terraform.tfvars", 'ports = "443"\n');
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("terraform.tfvars"), type: 2 }] });
    expect(await s.diagnosticsOf("main.tf", (d) => d.length === 0)).toEqual([]);
  });

  it("leaves alone what `cloudlint lint` leaves alone: files .gitignore'd, and outside the config's files", async () => {
    for (const files of [{ ".gitignore": "generated/\n", "generated/fw.yaml": FW }, { ".cloudlintrc.yaml": "files: ['infra/**']\n", "generated/fw.yaml": FW }] as Array<Record<string, string>>) {
      const s = await session({ ...files, "infra/fw.yaml": FW });
      s.open("generated/fw.yaml", FW);
      s.open("infra/fw.yaml", FW);
      await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 2);
      s.change("infra/fw.yaml", FW.replace("drop", "DROP"));
      await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
      expect(s.diagnostics.get(s.uri("generated/fw.yaml"))?.diagnostics ?? []).toEqual([]);
    }
  });

  it("a clean file opened after the first lint gets its (empty) diagnostics, with its version, on the lint its opening starts", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV, "infra/clean.yaml": "vpcs: []\n" });
    // The first lint, with no document open: the clean file has nothing to show and is sent nothing.
    await s.until("the first lint", () => s.logs.some((l) => l.message.startsWith("linted 3 files")));
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length > 0);
    expect(s.published.filter((p) => p.uri === s.uri("infra/clean.yaml"))).toEqual([]);
    s.open("infra/clean.yaml", "vpcs: []\n");
    const opened = await s.until("the opened file's diagnostics", () => s.published.find((p) => p.uri === s.uri("infra/clean.yaml")));
    expect(opened).toEqual({ uri: s.uri("infra/clean.yaml"), version: 1, diagnostics: [] });
    // Sent once: the next lints, with nothing new for it, send it nothing more.
    const before = s.diagnostics.get(s.uri("infra/fw.yaml"))!.diagnostics;
    s.open("infra/fw.yaml", FW.replace("drop", "DROP"));
    await s.until("fw.yaml's diagnostics as opened", () => s.published.find((p) => p.uri === s.uri("infra/fw.yaml") && p.version === 1));
    expect(s.diagnostics.get(s.uri("infra/fw.yaml"))!.diagnostics.length).toBeLessThan(before.length);
    expect(s.published.filter((p) => p.uri === s.uri("infra/clean.yaml"))).toHaveLength(1);
    expect(await s.stop()).toBe(0);
  });

  it("never publishes an older result over a newer one: the last text's diagnostics come last, versions only grow", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV }, { initializationOptions: {} });
    s.open("infra/fw.yaml", FW);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    for (let k = 1; k <= 30; k++) s.change("infra/fw.yaml", FW.replace("drop", `bad${k}`));
    const [last] = await s.diagnosticsOf("infra/fw.yaml", (d) => (d[0]?.message as string | undefined)?.includes('"bad30"') === true);
    expect(last!.range).toEqual(at(3, 22, 3, 27));
    const versions = s.published.filter((p) => p.uri === s.uri("infra/fw.yaml")).map((p) => p.version ?? 0);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(versions[versions.length - 1]).toBe(31);
  });
});

describe("cloudlint lsp on bad input: diagnostics or nothing, never a crash", () => {
  it("a half-typed YAML file gets its parse error, and the server goes on", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV });
    s.open("infra/fw.yaml", FW);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    s.change("infra/fw.yaml", "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DR");
    expect(codes(await s.diagnosticsOf("infra/fw.yaml", (d) => d[0]?.code === "parse-error"))).toEqual(["parse-error"]);
    s.change("infra/fw.yaml", FW);
    expect(codes(await s.diagnosticsOf("infra/fw.yaml", (d) => d[0]?.code === "firewall-policy"))).toEqual(["firewall-policy"]);
  });

  it("a file of 100,000 lines is linted and the server still answers", async () => {
    const big = `computes:\n${Array.from({ length: 50_000 }, (_, i) => `  - label: c-${i}\n    region: us-east\n`).join("")}  - label: c-7\n    region: us-east\n`;
    const s = await session({ "infra/big.yaml": big, "infra/fw.yaml": FW });
    s.open("infra/big.yaml", big);
    const [duplicate] = await s.diagnosticsOf("infra/big.yaml", (d) => d.length === 1, 60_000);
    expect(duplicate).toMatchObject({ code: "inventory-label-unique", range: at(100_001, 11, 100_001, 14) });
    const symbols = (await s.connection.sendRequest("textDocument/documentSymbol", { textDocument: { uri: s.uri("infra/big.yaml") } })) as DocumentSymbol[];
    expect(symbols[0]!.children!.length).toBe(4999);
  }, 90_000);

  it("a binary file found in a folder is passed over as `cloudlint lint .` passes it over, a UTF-16 one is reported; a document never opened gets nothing", async () => {
    const binary = Buffer.from([0x00, 0xff, 0xfe, 0x41, 0x0a, 0xc3, 0x28, 0x00, 0x80, 0x0a]);
    const s = await session({ "infra/blob.yaml": binary, "infra/utf16.yaml": Buffer.from([0xff, 0xfe, 0x76, 0x00, 0x70, 0x00]), "infra/fw.yaml": FW });
    const [problem] = await s.diagnosticsOf("infra/utf16.yaml", (d) => d.length > 0);
    expect(problem).toMatchObject({ code: "parse-error", range: at(0, 0, 0, 0), message: "the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8" });
    // Opened in an editor, its bytes decoded with replacement characters: still no state file, and no crash.
    s.open("infra/blob.yaml", binary.toString("utf8"));
    s.open("infra/fw.yaml", FW.replace("drop", "DROP"));
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1 && d[0]!.code === "unresolved-reference");
    expect(s.diagnostics.get(s.uri("infra/blob.yaml"))?.diagnostics ?? []).toEqual([]);
    const nowhere = s.uri("infra/never.yaml");
    expect(await s.connection.sendRequest("textDocument/hover", { textDocument: { uri: nowhere }, position: { line: 0, character: 0 } })).toBeNull();
    expect(await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: nowhere }, range: at(0, 0, 0, 0), context: { diagnostics: [] } })).toEqual([]);
    expect(await s.connection.sendRequest("textDocument/documentSymbol", { textDocument: { uri: nowhere } })).toEqual([]);
    expect(await s.connection.sendRequest("textDocument/documentSymbol", { textDocument: { uri: "untitled:Untitled-1" } })).toEqual([]);
    expect(await s.stop()).toBe(0);
  });

  it("an exception inside a handler is logged to the client, and the server keeps serving", async () => {
    const s = await session({ "infra/fw.yaml": FW, "infra/inv.yaml": INV });
    s.open("infra/fw.yaml", FW);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 1);
    // A client that sends no position: the handler throws on it.
    expect(await s.connection.sendRequest("textDocument/hover", { textDocument: { uri: s.uri("infra/fw.yaml") }, position: null })).toBeNull();
    const logged = await s.until("a logged error", () => s.logs.find((l) => l.type === 1));
    expect(logged.message).toMatch(/^textDocument\/hover failed: /);
    const hover = (await s.connection.sendRequest("textDocument/hover", { textDocument: { uri: s.uri("infra/fw.yaml") }, position: { line: 3, character: 23 } })) as Hover;
    expect((hover.contents as { value: string }).value).toMatch(/^# firewall-policy/);
    s.change("infra/fw.yaml", FW.replace("drop", "DROP"));
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 0);
    expect(await s.stop()).toBe(0);
  });
});

describe("the lsp command", () => {
  it("without --stdio: one line, exit 2", () => {
    const r = spawnSync(process.execPath, [bin, "lsp"], { cwd: root, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe("cloudlint: cloudlint lsp talks over standard input and output: run cloudlint lsp --stdio (editors start it for you; see In the editor, docs/editor.md)\n");
  });

  it("costs cloudlint lint nothing: the CLI bundle holds none of the language server's libraries, and lint loads none", () => {
    const bundle = readFileSync(join(root, "bin/cloudlint.cjs"), "utf8");
    // vscode-jsonrpc's reader, vscode-languageserver's connection: required only when `cloudlint lsp` starts.
    expect(bundle).not.toContain("Header must provide a Content-Length property.");
    expect(bundle).not.toContain("Connection input stream is not set.");
    const count = join(root, "test/lsp/count-vscode-modules.cjs");
    const lint = spawnSync(process.execPath, ["--require", count, bin, "lint", "examples/"], { cwd: root, encoding: "utf8" });
    expect(lint.status).toBe(0);
    expect(lint.stderr).toBe("0 vscode modules\n");
    // The probe sees them when the server runs (it exits when its input ends).
    const lsp = spawnSync(process.execPath, ["--require", count, bin, "lsp", "--stdio"], { cwd: root, encoding: "utf8", input: "" });
    expect(lsp.stderr).toMatch(/^[1-9]\d* vscode modules\n$/);
  });
});
