/**
 * End-to-end, over stdio with the real server: the workspace at its edges, where a review found
 * the server parting from `cloudlint lint` — links leading out of the repository (a pull request
 * is an attacker), gathering that fails, a client that names no folder, ignore files saved by a
 * client that watches nothing, files that are not UTF-8 — and navigation by id, duplicated
 * labels and large firewalls.
 */
import { mkdtempSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { CodeAction, Diagnostic, Hover, Location, ResponseError, WorkspaceEdit } from "vscode-languageserver-protocol/node";
import { repository, sessionsPerTest, start, write, type Session } from "./client.js";

const FW = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n    devices:\n      computes: [web-1]\n";
const INV = "computes:\n  - label: web-1\n    region: us-east\n";
const REFUSED = "refusing to read a symbolic link found in a folder";

const session = sessionsPerTest();
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder outside every repository of the test, holding a file a link may point at. */
function outside(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
  scratch.push(dir);
  writeFileSync(join(dir, "secret.yaml"), text);
  return join(dir, "secret.yaml");
}

const SECRET = "computes:\n  - label: leaked-label\n    region: us-east\n    root_pass: hunter2-not-for-you\n";
const messages = (s: Session) => [...s.diagnostics.values()].flatMap((p) => p.diagnostics.map((d) => d.message)).join("\n");

function request<T>(s: Session, method: string, name: string, line: number, character: number, extra: Record<string, unknown> = {}): Promise<T> {
  return s.connection.sendRequest(method, { textDocument: { uri: s.uri(name) }, position: { line, character }, ...extra }) as Promise<T>;
}

describe("links out of the repository", () => {
  it("a file replaced on disk by a link out of the repository is refused, as the walk refuses it: nothing of its target is read", async () => {
    const s = await session({ "infra/inv.yaml": INV, "infra/fw.yaml": FW });
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length > 0);
    // A `git pull` turns the file into a link; the editor reports the change.
    unlinkSync(join(s.dir, "infra/inv.yaml"));
    symlinkSync(outside(SECRET), join(s.dir, "infra/inv.yaml"));
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("infra/inv.yaml"), type: 2 }] });
    const refused = await s.diagnosticsOf("infra/inv.yaml", (d) => d.some((x) => String(x.message).includes(REFUSED)));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.severity).toBe(1);
    // Nothing is linted (as `cloudlint lint .` exits 2), and nothing of the target shows anywhere.
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.length === 0);
    const completion = await request<Array<{ label: string }>>(s, "textDocument/completion", "infra/fw.yaml", 6, 17);
    expect(JSON.stringify(completion)).not.toContain("leaked");
    expect(messages(s)).not.toMatch(/leaked|hunter2|root_pass/);
  });

  it("a folder replaced by a link out of the repository after start: refresh reads nothing under it, and the link is said", async () => {
    const s = await session({ "infra/inv.yaml": INV, "infra/fw.yaml": FW, "other/db.yaml": "databases: []\n" });
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.some((x) => x.code === "firewall-policy"));
    // A checkout turns infra/ into a link to a folder out of the repository, whose inv.yaml has a finding of its own.
    const away = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
    scratch.push(away);
    writeFileSync(join(away, "inv.yaml"), SECRET.replace("us-east", "mars-north-1"));
    writeFileSync(join(away, "fw.yaml"), FW);
    rmSync(join(s.dir, "infra"), { recursive: true });
    symlinkSync(away, join(s.dir, "infra"));
    const before = s.published.length;
    // Only a change to a file under it is reported (an editor watches files, not folders).
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("infra/inv.yaml"), type: 2 }] });
    const refused = await s.diagnosticsOf("infra/inv.yaml", (d) => d.some((x) => String(x.message).includes("is now a symbolic link that resolves outside the repository")));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.severity).toBe(1);
    expect(String(refused[0]!.message)).toBe(`refusing to read infra/inv.yaml: the folder infra is now a symbolic link that resolves outside the repository (to ${realpathSync(away)}); nothing of it is read`);
    expect(s.logs.some((l) => l.type === 1 && l.message.startsWith("not linted: the folder infra is a symbolic link that resolves outside the repository"))).toBe(true);
    // Nothing of the outside files was read: no finding of theirs, in any publication since.
    const since = s.published.slice(before).flatMap((p) => p.diagnostics);
    expect(since.map((d) => d.code)).not.toContain("compute-unknown-field"); // the outside inv.yaml's root_pass
    expect(since.map((d) => d.code)).not.toContain("firewall-policy");
    expect(messages(s)).not.toMatch(/leaked|hunter2|mars-north/);
    // It stays said on the next reload (another file of the workspace changes), and goes when infra/ is a folder again.
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("other/new.yaml"), type: 1 }] });
    writeFileSync(join(s.dir, "other/new.yaml"), "vpcs: []\n");
    await s.until("a second reload", () => s.logs.filter((l) => l.message.startsWith("not linted: the folder infra")).length >= 2);
    expect(s.diagnostics.get(s.uri("infra/inv.yaml"))!.diagnostics).toHaveLength(1);
    unlinkSync(join(s.dir, "infra"));
    write(s.dir, "infra/inv.yaml", INV);
    write(s.dir, "infra/fw.yaml", FW);
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("infra/inv.yaml"), type: 1 }] });
    await s.diagnosticsOf("infra/inv.yaml", (d) => d.length === 0);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.some((x) => x.code === "firewall-policy"));
  });

  it("an open file under a folder that became a link out of the repository: its disk text is not read when it changes or closes", async () => {
    const s = await session({ "infra/inv.yaml": INV, "infra/fw.yaml": FW });
    s.open("infra/inv.yaml", INV);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.some((x) => x.code === "firewall-policy"));
    const away = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
    scratch.push(away);
    writeFileSync(join(away, "inv.yaml"), SECRET.replace("us-east", "mars-north-1"));
    rmSync(join(s.dir, "infra"), { recursive: true });
    symlinkSync(away, join(s.dir, "infra"));
    s.close("infra/inv.yaml");
    await s.diagnosticsOf("infra/inv.yaml", (d) => d.some((x) => String(x.message).includes("is now a symbolic link that resolves outside the repository")));
    expect(messages(s)).not.toMatch(/leaked|hunter2|mars-north/);
  });

  it("a link out of the repository found by the walk stops the lint loudly: an error on the link, not an empty workspace", async () => {
    const s = await session({ "infra/fw.yaml": FW });
    symlinkSync(outside(SECRET), join(s.dir, "infra/zz-link.yaml"));
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("infra/zz-link.yaml"), type: 1 }] });
    const onLink = await s.diagnosticsOf("infra/zz-link.yaml", (d) => d.length > 0);
    expect(String(onLink[0]!.message)).toContain(REFUSED);
    expect(s.logs.some((l) => l.type === 1 && l.message.startsWith("nothing is linted: refusing"))).toBe(true);
    expect(messages(s)).not.toMatch(/leaked|hunter2/);
  });

  it("a config whose files globs match nothing says so at `files`, instead of a clean workspace", async () => {
    const s = await session({ ".cloudlintrc.yaml": "files: ['infr/**']\n", "infra/fw.yaml": FW });
    const problems = await s.diagnosticsOf(".cloudlintrc.yaml", (d) => d.length > 0);
    expect(problems.map((d) => [d.message, d.range.start.line])).toEqual([["the files globs of .cloudlintrc.yaml match no state file", 0]]);
  });
});

describe("a client that names no workspace folder", () => {
  let lone: Session | undefined;
  afterEach(() => lone?.kill());

  it("lints the opened file's repository, never the server's working folder", async () => {
    // The server runs in a folder full of state files (a home folder, say) that is no workspace of the client's.
    const cwd = mkdtempSync(join(tmpdir(), "cloudlint-cwd-"));
    scratch.push(cwd);
    write(cwd, "stray.yaml", FW);
    const repo = repository({ "infra/fw.yaml": FW, "infra/inv.yaml": INV });
    scratch.push(repo);
    lone = await start(cwd, { rootless: true });
    const uri = pathToFileURL(join(repo, "infra/fw.yaml")).href;
    lone.notify("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version: 1, text: FW } });
    const found = await lone.until("the opened file's diagnostics", () => lone!.diagnostics.get(uri)?.diagnostics);
    expect(found.map((d: Diagnostic) => d.code)).toContain("firewall-policy");
    expect(lone.diagnostics.has(pathToFileURL(join(cwd, "stray.yaml")).href)).toBe(false);
    expect(lone.logs.some((l) => l.message.includes("no workspace folder was given: linting the repository"))).toBe(true);
  });

  it("without a repository, lints the opened files alone", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "cloudlint-cwd-"));
    const elsewhere = mkdtempSync(join(tmpdir(), "cloudlint-lone-"));
    scratch.push(cwd, elsewhere);
    write(cwd, "stray.yaml", FW);
    write(elsewhere, "fw.yaml", FW);
    write(elsewhere, "other.yaml", FW.replace("web-fw", "other-fw"));
    lone = await start(cwd, { rootless: true });
    const uri = pathToFileURL(join(elsewhere, "fw.yaml")).href;
    lone.notify("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version: 1, text: FW } });
    await lone.until("the opened file's diagnostics", () => lone!.diagnostics.get(uri)?.diagnostics.length);
    expect([...lone.diagnostics.keys()]).toEqual([uri]);
  });
});

describe("ignore files and encodings", () => {
  it("a .gitignore saved by a client that watches no files applies on save", async () => {
    const s = await session({ "infra/fw.yaml": FW, "generated/fw.yaml": FW.replace("web-fw", "gen-fw") }, { capabilities: {} });
    await s.diagnosticsOf("generated/fw.yaml", (d) => d.length > 0);
    s.open(".gitignore", "");
    s.change(".gitignore", "generated/\n");
    // Typed, not saved: the walk (which reads ignore files from the disk) finds the file again and still lints it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(s.diagnostics.get(s.uri("generated/fw.yaml"))?.diagnostics.length).toBeGreaterThan(0);
    write(s.dir, ".gitignore", "generated/\n");
    s.notify("textDocument/didSave", { textDocument: { uri: s.uri(".gitignore") } });
    await s.diagnosticsOf("generated/fw.yaml", (d) => d.length === 0);
  });

  it("a file that is not UTF-8 keeps its finding while open in the editor, as CI reads its bytes", async () => {
    const latin1 = Buffer.from("computes:\n  - label: caf\xe9-1\n    region: us-east\n", "latin1");
    const s = await session({ "infra/inv.yaml": latin1 });
    const closed = await s.diagnosticsOf("infra/inv.yaml", (d) => d.some((x) => x.code === "parse-error"));
    // The editor decodes it as Latin-1: a text that differs from the replacement-character one.
    s.open("infra/inv.yaml", latin1.toString("latin1"));
    s.change("infra/inv.yaml", latin1.toString("latin1") + "# edited\n");
    await s.until("a lint of the edited text", () => s.published.length > 1 || undefined);
    const open = await s.diagnosticsOf("infra/inv.yaml", (d) => d.length > 0);
    expect(open.filter((d) => d.code === "parse-error").map((d) => d.message)).toEqual(closed.filter((d) => d.code === "parse-error").map((d) => d.message));
  });
});

describe("navigation by id, duplicated labels, large firewalls", () => {
  const BY_ID = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n    devices:\n      computes: [12]\n";
  const WITH_ID = "computes:\n  - label: web-1\n    id: 12\n    region: us-east\n";

  it("goes from a reference by id to the resource, and finds its references; hover shows it", async () => {
    const s = await session({ "infra/inv.yaml": WITH_ID, "infra/fw.yaml": BY_ID });
    s.open("infra/fw.yaml", BY_ID);
    s.open("infra/inv.yaml", WITH_ID);
    await s.until("the first lint", () => s.logs.some((l) => l.message.startsWith("linted")));
    const definition = await request<Location[]>(s, "textDocument/definition", "infra/fw.yaml", 6, 17);
    expect(definition).toEqual([{ uri: s.uri("infra/inv.yaml"), range: { start: { line: 1, character: 11 }, end: { line: 1, character: 16 } } }]);
    const references = await request<Location[]>(s, "textDocument/references", "infra/inv.yaml", 2, 9, { context: { includeDeclaration: false } });
    expect(references.map((r) => [r.uri, r.range.start.line, r.range.start.character])).toEqual([[s.uri("infra/fw.yaml"), 6, 17]]);
    const hover = await request<Hover>(s, "textDocument/hover", "infra/fw.yaml", 6, 17);
    expect((hover.contents as { value: string }).value).toContain("compute instance **web-1**");
  });

  it("renames the entry under the cursor when two share its label, and refuses to guess from a reference", async () => {
    const dup = "computes:\n  - label: web-1\n    region: us-west\n";
    const s = await session({ "infra/a-dup.yaml": dup, "infra/inv.yaml": INV, "infra/fw.yaml": FW });
    for (const [name, text] of [["infra/a-dup.yaml", dup], ["infra/inv.yaml", INV], ["infra/fw.yaml", FW]] as const) s.open(name, text);
    await s.until("the first lint", () => s.logs.some((l) => l.message.startsWith("linted")));
    // The second of the two (inv.yaml; a-dup.yaml sorts first): it alone, references untouched.
    const edit = await request<WorkspaceEdit>(s, "textDocument/rename", "infra/inv.yaml", 1, 12, { newName: "web-9" });
    const uris = (edit.documentChanges ?? []).map((c) => ("textDocument" in c ? c.textDocument.uri : ""));
    expect(uris).toEqual([s.uri("infra/inv.yaml")]);
    expect(s.applied("infra/inv.yaml", edit)).toBe(INV.replace("web-1", "web-9"));
    const refused = await request<WorkspaceEdit>(s, "textDocument/rename", "infra/fw.yaml", 6, 18, { newName: "web-9" }).catch((e: ResponseError) => e);
    expect((refused as ResponseError).message).toBe('"web-1" is the label of more than one compute instance: rename one of them at its label first');
  });

  it("a firewall whose rules the API would reject: the hover names them beside 'nothing', and the partial-analysis info sits on the first of them", async () => {
    const text = [
      "firewalls:",
      "  - label: half-fw",
      "    rules:",
      "      inbound_policy: DROP",
      "      outbound_policy: ACCEPT",
      "      inbound:",
      '        - {label: https, action: ACCEPT, protocol: TCP, ports: "443, 8443-", addresses: {ipv4: [0.0.0.0/0]}}',
      '        - {label: office, action: ACCEPT, protocol: TCP, ports: "22", addresses: {ipv4: [198.51.100.0/24]}}',
      '        - {label: "*bad*", action: ACCEPT, protocol: TCP, ports: "80,  81", addresses: {ipv4: [0.0.0.0/0]}}',
      "",
    ].join("\n");
    const s = await session({ "infra/fw.yaml": text });
    s.open("infra/fw.yaml", text);
    const ds = await s.diagnosticsOf("infra/fw.yaml", (d) => d.some((x) => x.code === "firewall-analysis-partial"));
    const partial = ds.find((d) => d.code === "firewall-analysis-partial")!;
    // On the first rule left out (line 7), not the whole rules: block (lines 3 to 9).
    expect(partial.range.start.line).toBe(6);
    expect(partial.range.end.line).toBe(6);
    expect(partial.relatedInformation?.map((r) => [r.location.range.start.line, r.message])).toEqual([[8, "also left out of the analysis"]]);
    // The firewall's label and the rules above the one left out are not covered by it: a hover on the policy shows no partial-analysis page.
    const onPolicy = await request<Hover | null>(s, "textDocument/hover", "infra/fw.yaml", 3, 24);
    expect(JSON.stringify(onPolicy ?? "")).not.toContain("firewall-analysis-partial");
    const hover = await request<Hover>(s, "textDocument/hover", "infra/fw.yaml", 1, 12);
    const lines = (hover.contents as { value: string }).value.split("\n");
    expect(lines).toContain("- open inbound to every IPv4 address: nothing");
    expect(lines).toContain('- partial: rules inbound[0] ("https"), inbound[2] ("\\*bad\\*") are invalid and were left out; what they would open is not shown');
    // "Suppress" lands above the rule left out.
    const actions = (await s.connection.sendRequest("textDocument/codeAction", { textDocument: { uri: s.uri("infra/fw.yaml") }, range: partial.range, context: { diagnostics: [partial] } })) as CodeAction[];
    const suppress = actions.find((a) => a.title === "Suppress firewall-analysis-partial on the next line")!;
    const applied = s.applied("infra/fw.yaml", suppress.edit!).replace("$0", "fixed in the next change").split("\n");
    expect(applied[6]).toBe("        # cloudlint-disable-next-line firewall-analysis-partial -- fixed in the next change");
    expect(applied[7]).toBe(text.split("\n")[6]);

    // One rule left out: said in the singular; none left out: no caveat.
    const one = text.replace('"80,  81"', '"80, 81"');
    s.change("infra/fw.yaml", one);
    await s.diagnosticsOf("infra/fw.yaml", (d) => d.some((x) => x.code === "firewall-analysis-partial" && !x.relatedInformation?.length));
    const single = ((await request<Hover>(s, "textDocument/hover", "infra/fw.yaml", 1, 12)).contents as { value: string }).value;
    expect(single).toContain('- partial: rule inbound[0] ("https") is invalid and was left out; what it would open is not shown');
    s.change("infra/fw.yaml", one.replace('"443, 8443-"', '"443, 8443"'));
    await s.diagnosticsOf("infra/fw.yaml", (d) => !d.some((x) => x.code === "firewall-analysis-partial"));
    const whole = ((await request<Hover>(s, "textDocument/hover", "infra/fw.yaml", 1, 12)).contents as { value: string }).value;
    expect(whole).toContain("- open inbound to every IPv4 address: TCP 80-81; TCP 443, 8443");
    expect(whole).not.toContain("partial");
  });

  it("a firewall past the rules the exposure analysis reads is said to be not analysed, never to expose nothing", async () => {
    const rule = (i: number) => `        - {label: rule-${i}, action: ACCEPT, protocol: TCP, ports: "22", addresses: {ipv4: [0.0.0.0/0]}}\n`;
    const firewall = (n: number) => `firewalls:\n  - label: big-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n${Array.from({ length: n }, (_, i) => rule(i)).join("")}`;
    for (const [n, expected] of [[31, "open inbound to every IPv4 address: TCP 22"], [32, "not analysed: 32 inbound rules, more than the 31 the exposure analysis reads"]] as const) {
      const s = await session({ "infra/fw.yaml": firewall(n) });
      s.open("infra/fw.yaml", firewall(n));
      await s.until("the first lint", () => s.logs.some((l) => l.message.startsWith("linted")));
      const hover = await request<Hover>(s, "textDocument/hover", "infra/fw.yaml", 1, 12);
      expect((hover.contents as { value: string }).value).toContain(expected);
    }
  });
});
