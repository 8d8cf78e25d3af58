/**
 * End-to-end: completion, go to definition, find references, rename and hover on the account's
 * names, over stdio with the real `cloudlint lsp --stdio` and a real client (client.ts).
 */
import { describe, expect, it } from "vitest";
import type { CompletionItem, CompletionList, Hover, Location, WorkspaceEdit } from "vscode-languageserver-protocol/node";
import { sessionsPerTest, type Session } from "./client.js";

const INV = [
  "computes:",
  "  - label: web-1",
  "    region: us-east",
  "    type: g6-standard-2",
  "    configs:",
  "      - label: boot",
  "        interfaces:",
  "          - purpose: vpc",
  "            subnet: prod/app",
  "  - label: db-1",
  "    region: us-east",
  "vpcs:",
  "  - label: prod",
  "    region: us-east",
  "    subnets:",
  "      - label: app",
  "        ipv4: 10.0.0.0/24",
  "images:",
  "  - id: private/42",
  "    label: golden",
  "    disk_id: 7",
  "",
].join("\n");

const FW = [
  "firewalls:",
  "  - label: web-fw",
  "    rules:",
  "      inbound_policy: DROP",
  "      outbound_policy: ACCEPT",
  "      inbound:",
  "        - action: ACCEPT",
  "          protocol: TCP",
  '          ports: "22, 443"',
  "          addresses:",
  "            ipv4: [0.0.0.0/0]",
  "    devices:",
  "      computes: [web-1, db-1]",
  "",
].join("\n");

const session = sessionsPerTest();

const at = (line: number, character: number, endLine: number, endCharacter: number) => ({ start: { line, character }, end: { line: endLine, character: endCharacter } });

/** A session with both files open and linted once (the account is known). */
async function opened(files: Record<string, string> = { "infra/inv.yaml": INV, "infra/fw.yaml": FW }): Promise<Session> {
  const s = await session(files);
  for (const [name, text] of Object.entries(files)) s.open(name, text);
  await s.until("the first lint", () => s.diagnostics.has(s.uri("infra/fw.yaml")) || s.logs.some((l) => l.message.startsWith("linted")));
  return s;
}

function request<T>(s: Session, method: string, name: string, line: number, character: number, extra: Record<string, unknown> = {}): Promise<T> {
  return s.connection.sendRequest(method, { textDocument: { uri: s.uri(name) }, position: { line, character }, ...extra }) as Promise<T>;
}

const labels = (result: CompletionItem[] | CompletionList | null) => (Array.isArray(result) ? result : (result?.items ?? [])).map((i) => i.label);

describe("completion", () => {
  it("offers a key's enum values from the JSON Schema, replacing what is typed", async () => {
    const text = FW.replace("inbound_policy: DROP", "inbound_policy: D");
    const s = await opened({ "infra/inv.yaml": INV, "infra/fw.yaml": text });
    const items = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.yaml", 3, 23);
    expect(labels(items)).toEqual(["DROP"]);
    expect(items[0]!.textEdit).toEqual({ range: at(3, 22, 3, 23), newText: "DROP" });
    // A rule's protocol, at an empty value: every one.
    const protocols = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.yaml", 7, 20);
    expect(labels(protocols)).toEqual(["TCP", "UDP", "ICMP", "IPENCAP"]);
  });

  it("offers the field names of the entry at the cursor that it lacks, in a half-typed document", async () => {
    // `    st` under a firewall entry does not parse: the place is read from the indentation.
    const text = FW.replace("    devices:\n", "    st\n    devices:\n");
    const s = await opened({ "infra/inv.yaml": INV, "infra/fw.yaml": text });
    const items = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.yaml", 11, 6);
    expect(labels(items)).toEqual(["status"]);
    expect(items[0]!.textEdit).toEqual({ range: at(11, 4, 11, 6), newText: "status: " });
    // At an empty key of the same entry: every field but label, rules and devices (present above and below).
    const all = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.yaml", 11, 4);
    const names = labels(all);
    expect(names).toContain("tags");
    expect(names).toContain("status");
    expect(names).not.toContain("label");
    expect(names).not.toContain("rules");
    expect(names).not.toContain("devices");
    // Inside a rule (a list item two levels down): the rule's fields.
    const rule = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.yaml", 9, 10);
    expect(labels(rule)).toEqual(expect.arrayContaining(["label", "description"]));
    expect(labels(rule)).not.toContain("action");
  });

  it("offers the account's labels for references: devices, subnets as vpc/subnet, StackScript images", async () => {
    const fw = FW.replace("computes: [web-1, db-1]", "computes: [web-1, ");
    const script = "stackscripts:\n  - label: setup\n    script: \"#!/bin/bash\"\n    images:\n      - \n";
    const inv = INV.replace("subnet: prod/app", "subnet: ");
    const s = await opened({ "infra/inv.yaml": inv, "infra/fw.yaml": fw, "infra/script.yaml": script });
    expect(labels(await request(s, "textDocument/completion", "infra/fw.yaml", 12, 24))).toEqual(["web-1", "db-1"]);
    const subnet = await request<CompletionItem[]>(s, "textDocument/completion", "infra/inv.yaml", 8, 20);
    expect(subnet.map((i) => [i.label, i.detail])).toEqual([["prod/app", "subnet (vpc/subnet)"]]);
    expect(labels(await request(s, "textDocument/completion", "infra/script.yaml", 4, 8))).toEqual(["private/42", "any/all"]);
  });

  it("completes in JSON state files: keys and values written as JSON, inside the quote typed", async () => {
    const fw = '{\n  "firewalls": [\n    {"label": "web-fw", "rules": {"inbound_policy": "D", "in"}, "devices": {"computes": ["web-1", ]}}\n  ]\n}\n';
    const s = await opened({ "infra/inv.yaml": INV, "infra/fw.json": fw });
    // `"D|"`: the value replaced with its quotes, the closing one included.
    const policy = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.json", 2, 54);
    expect(policy.map((i) => [i.label, i.textEdit, i.filterText])).toEqual([["DROP", { range: at(2, 52, 2, 55), newText: '"DROP"' }, '"DROP"']]);
    // `"in|"`: the rules' keys it lacks, as JSON keys.
    const keys = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.json", 2, 60);
    expect(labels(keys)).toEqual(["inbound"]);
    expect(keys[0]!.textEdit).toEqual({ range: at(2, 57, 2, 61), newText: '"inbound": ' });
    // A device list's next item: the account's instances, as JSON strings.
    const devices = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.json", 2, 98);
    expect(devices.map((i) => [i.label, i.textEdit?.newText])).toEqual([["web-1", '"web-1"'], ["db-1", '"db-1"']]);
  });

  it("completes in YAML flow mappings and sequences, on one line or several", async () => {
    const fw = ["firewalls:", "  - {label: web-fw, rules: {inbound_policy: A, outbound_policy: DROP,", "      inb}}", "  - label: db-fw", "    devices: {computes: [web-1, d]}", ""].join("\n");
    const s = await opened({ "infra/inv.yaml": INV, "infra/fw.yaml": fw });
    const policy = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.yaml", 1, 45);
    expect(policy.map((i) => [i.label, i.textEdit])).toEqual([["ACCEPT", { range: at(1, 44, 1, 45), newText: "ACCEPT" }]]);
    // The second line of a flow mapping opened on the first: the rules' keys it lacks.
    const keys = await request<CompletionItem[]>(s, "textDocument/completion", "infra/fw.yaml", 2, 9);
    expect(labels(keys)).toEqual(["inbound"]);
    expect(keys[0]!.textEdit).toEqual({ range: at(2, 6, 2, 9), newText: "inbound: " });
    // Back in block YAML after the flow mapping closed, then a flow sequence's item.
    expect(labels(await request(s, "textDocument/completion", "infra/fw.yaml", 4, 33))).toEqual(["db-1"]);
  });

  it("answers nothing, or something valid, on nothing, past the end, in a comment and in a 100,000-line file", async () => {
    const huge = `computes:\n${"  - label: x\n    region: us-east\n".repeat(50_000)}`;
    const s = await opened({ "infra/inv.yaml": INV, "infra/fw.yaml": FW, "infra/huge.yaml": huge });
    s.open("infra/huge.yaml", huge);
    expect(labels(await request(s, "textDocument/completion", "infra/fw.yaml", 0, 0))).toEqual(expect.any(Array));
    expect(await request(s, "textDocument/completion", "infra/fw.yaml", 500, 3)).toEqual([]);
    expect(await request(s, "textDocument/completion", "infra/fw.yaml", -1, 3)).toEqual([]);
    expect(await request(s, "textDocument/completion", "infra/nowhere.yaml", 1, 3)).toEqual([]);
    const deep = await request<CompletionItem[]>(s, "textDocument/completion", "infra/huge.yaml", 99_999, 4);
    expect(Array.isArray(deep)).toBe(true);
    // Still serving.
    expect(labels(await request(s, "textDocument/completion", "infra/fw.yaml", 3, 22))).toEqual(["ACCEPT", "DROP"]);
  });
});

describe("go to definition and find references", () => {
  it("goes from a device to the instance, from an interface's subnet to the subnet (its VPC part to the VPC), across files", async () => {
    const s = await opened();
    expect(await request<Location[]>(s, "textDocument/definition", "infra/fw.yaml", 12, 19)).toEqual([{ uri: s.uri("infra/inv.yaml"), range: at(1, 11, 1, 16) }]);
    expect(await request<Location[]>(s, "textDocument/definition", "infra/inv.yaml", 8, 27)).toEqual([{ uri: s.uri("infra/inv.yaml"), range: at(15, 15, 15, 18) }]);
    expect(await request<Location[]>(s, "textDocument/definition", "infra/inv.yaml", 8, 21)).toEqual([{ uri: s.uri("infra/inv.yaml"), range: at(12, 11, 12, 15) }]);
    // On nothing: no answer.
    expect(await request(s, "textDocument/definition", "infra/fw.yaml", 3, 8)).toBeNull();
  });

  it("finds every place that names a resource, with or without its declaration", async () => {
    const s = await opened();
    const refs = await request<Location[]>(s, "textDocument/references", "infra/inv.yaml", 1, 12, { context: { includeDeclaration: true } });
    expect(refs).toEqual([
      { uri: s.uri("infra/inv.yaml"), range: at(1, 11, 1, 16) },
      { uri: s.uri("infra/fw.yaml"), range: at(12, 17, 12, 22) },
    ]);
    const vpc = await request<Location[]>(s, "textDocument/references", "infra/inv.yaml", 12, 12, { context: { includeDeclaration: false } });
    expect(vpc).toEqual([{ uri: s.uri("infra/inv.yaml"), range: at(8, 20, 8, 24) }]);
  });
});

describe("rename", () => {
  it("renames an instance's label and every reference to it, in both files, as one workspace edit", async () => {
    const s = await opened();
    expect(await request(s, "textDocument/prepareRename", "infra/fw.yaml", 12, 19)).toEqual({ range: at(12, 17, 12, 22), placeholder: "web-1" });
    const edit = await request<WorkspaceEdit>(s, "textDocument/rename", "infra/fw.yaml", 12, 19, { newName: "web-9" });
    expect(edit.documentChanges?.map((c) => ("textDocument" in c ? c.textDocument.uri : ""))).toEqual([s.uri("infra/inv.yaml"), s.uri("infra/fw.yaml")]);
    const inv = s.applied("infra/inv.yaml", edit);
    const fw = s.applied("infra/fw.yaml", edit);
    expect(inv).toBe(INV.replace("label: web-1", "label: web-9"));
    expect(fw).toBe(FW.replace("[web-1, db-1]", "[web-9, db-1]"));
    // Applied, the reference resolves to the renamed instance (the index follows the editor's text).
    s.change("infra/inv.yaml", inv);
    s.change("infra/fw.yaml", fw);
    expect(await request<Location[]>(s, "textDocument/definition", "infra/fw.yaml", 12, 19)).toEqual([{ uri: s.uri("infra/inv.yaml"), range: at(1, 11, 1, 16) }]);
    expect(await request(s, "textDocument/prepareRename", "infra/fw.yaml", 12, 19)).toEqual({ range: at(12, 17, 12, 22), placeholder: "web-9" });
    expect((await s.diagnosticsOf("infra/fw.yaml", () => true)).map((d) => d.code)).not.toContain("unresolved-reference");
  });

  it("renames a VPC in its label and in each subnet reference's VPC part; a subnet in its part", async () => {
    const s = await opened();
    const vpc = await request<WorkspaceEdit>(s, "textDocument/rename", "infra/inv.yaml", 12, 12, { newName: "main" });
    expect(s.applied("infra/inv.yaml", vpc)).toBe(INV.replace("label: prod", "label: main").replace("subnet: prod/app", "subnet: main/app"));
    const subnet = await request<WorkspaceEdit>(s, "textDocument/rename", "infra/inv.yaml", 8, 27, { newName: "web" });
    expect(s.applied("infra/inv.yaml", subnet)).toBe(INV.replace("label: app", "label: web").replace("subnet: prod/app", "subnet: prod/web"));
  });

  it("renames inside a JSON file's quotes and a YAML quoted reference", async () => {
    const json = '{ "computes": [{ "label": "web-1", "region": "us-east" }] }\n';
    const fw = FW.replace("computes: [web-1, db-1]", "computes: ['web-1']");
    const s = await opened({ "infra/inv.json": json, "infra/fw.yaml": fw });
    const edit = await request<WorkspaceEdit>(s, "textDocument/rename", "infra/fw.yaml", 12, 20, { newName: "web-9" });
    expect(s.applied("infra/inv.json", edit)).toBe(json.replace("web-1", "web-9"));
    expect(s.applied("infra/fw.yaml", edit)).toBe(fw.replace("'web-1'", "'web-9'"));
  });

  it("refuses a label that is taken or invalid, and answers prepareRename on labels only", async () => {
    const s = await opened();
    await expect(request(s, "textDocument/rename", "infra/inv.yaml", 1, 12, { newName: "db-1" })).rejects.toThrow('"db-1" is already the label of another compute instance (infra/inv.yaml:10)');
    await expect(request(s, "textDocument/rename", "infra/fw.yaml", 1, 12, { newName: "a b" })).rejects.toThrow(/"a b" is not a valid label: .*\(firewall-label/);
    // A key, a policy value: nothing to rename.
    expect(await request(s, "textDocument/prepareRename", "infra/fw.yaml", 3, 8)).toBeNull();
    expect(await request(s, "textDocument/prepareRename", "infra/fw.yaml", 3, 23)).toBeNull();
    await expect(request(s, "textDocument/rename", "infra/fw.yaml", 3, 23, { newName: "x" })).rejects.toThrow(/renames a resource's label/);
  });
});

describe("hover", () => {
  it("on a reference: the resource it resolves to, where, and a few fields", async () => {
    const s = await opened();
    const hover = await request<Hover>(s, "textDocument/hover", "infra/fw.yaml", 12, 19);
    expect(hover.range).toEqual(at(12, 17, 12, 22));
    expect((hover.contents as { value: string }).value).toBe("compute instance **web-1** — infra/inv.yaml:2\n- region: us-east\n- type: g6-standard-2");
    const subnet = await request<Hover>(s, "textDocument/hover", "infra/inv.yaml", 8, 27);
    expect((subnet.contents as { value: string }).value).toBe("subnet **app** of VPC **prod** — infra/inv.yaml:16\n- ipv4: 10.0.0.0/24");
  });

  it("on a firewall's label: its policies and what it opens to every address, per family", async () => {
    const s = await opened();
    const hover = await request<Hover>(s, "textDocument/hover", "infra/fw.yaml", 1, 12);
    expect((hover.contents as { value: string }).value).toBe(
      [
        "firewall **web-fw** — infra/fw.yaml:2",
        "",
        "Policies: inbound DROP, outbound ACCEPT",
        "- open inbound to every IPv4 address: TCP 22, 443",
        "  - sensitive: TCP 22",
        "- open inbound to every IPv6 address: nothing",
        "- devices: 2 compute instance(s), 0 NodeBalancer(s)",
      ].join("\n"),
    );
  });

  it("answers nothing off the names, and survives a half-typed document", async () => {
    const s = await opened();
    expect(await request(s, "textDocument/hover", "infra/fw.yaml", 0, 3)).toBeNull();
    s.change("infra/fw.yaml", `${FW}  - label: [unclosed\n`);
    expect(await request(s, "textDocument/hover", "infra/fw.yaml", 12, 19)).toBeNull();
    expect(await request(s, "textDocument/definition", "infra/fw.yaml", 12, 19)).toBeNull();
    expect(await request(s, "textDocument/references", "infra/fw.yaml", 12, 19, { context: { includeDeclaration: true } })).toBeNull();
    expect(await request(s, "textDocument/hover", "infra/inv.yaml", 8, 27)).not.toBeNull();
  });
});
