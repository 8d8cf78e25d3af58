/**
 * End-to-end, over stdio with the real server: a workspace folder holding several accounts. Each
 * folder with a cloudlint config is an account of its own, linted as `cloudlint lint` run there;
 * cross-file findings, references and rename stay within one account; a workspace folder with no
 * config of its own and account folders under it lints only them.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Diagnostic, Location, WorkspaceEdit } from "vscode-languageserver-protocol/node";
import { bin, repository, sessionsPerTest, start, type Session } from "./client.js";

/** One account's state: an instance and the firewall on it (the same labels in every account). */
const FW = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n    devices:\n      computes: [web-1]\n";
const INV = "computes:\n  - label: web-1\n    region: us-east\n    type: g6-standard-2\n";
const CONFIG = 'files: ["*.yaml"]\n';

const session = sessionsPerTest();
const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const codes = (d: Diagnostic[]) => d.map((x) => x.code).sort();

function request<T>(s: Session, method: string, name: string, line: number, character: number, extra: Record<string, unknown> = {}): Promise<T> {
  return s.connection.sendRequest(method, { textDocument: { uri: s.uri(name) }, position: { line, character }, ...extra }) as Promise<T>;
}

/** `cloudlint lint` run in a folder of the session's repository (its config's files, else the paths given): each finding as file:line:column rule (paths from the repository). */
function cliFindings(s: Session, folder: string, paths: string[] = []): string[] {
  const r = spawnSync(process.execPath, [bin, "lint", ...paths, "--format", "json"], { cwd: join(s.dir, folder), encoding: "utf8" });
  expect(r.status, r.stderr).toBeLessThan(2);
  const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; column: number }> }>;
  return results.flatMap((f) => f.messages.map((m) => `${folder}/${f.filePath}:${m.line}:${m.column} ${m.ruleId}`)).sort();
}

/** What the server published, in the same form, for the files under a folder. */
function serverFindings(s: Session, folder: string): string[] {
  const prefix = s.uri(`${folder}/`);
  return [...s.diagnostics.entries()]
    .filter(([uri]) => uri.startsWith(prefix))
    .flatMap(([uri, p]) => p.diagnostics.map((d) => `${folder}/${uri.slice(prefix.length)}:${d.range.start.line + 1}:${d.range.start.character + 1} ${String(d.code)}`))
    .sort();
}

async function linted(s: Session): Promise<void> {
  await s.until("the first lint", () => s.logs.some((l) => l.message.startsWith("linted")));
}

describe("a workspace folder holding several accounts", () => {
  it("lints each folder with a config as its own account, as `cloudlint lint` there does; files outside them are not linted", async () => {
    const s = await session({
      "prod/.cloudlintrc.yaml": CONFIG,
      "prod/fw.yaml": FW,
      "prod/inv.yaml": INV,
      // The same labels in another account: no "label already used", no "2 enabled firewalls".
      "staging/.cloudlintrc.yaml": CONFIG,
      "staging/fw.yaml": FW.replace("inbound_policy: DROP", "inbound_policy: drop"),
      "staging/inv.yaml": INV,
      // Fixtures beside the accounts: no account.
      "test/fixtures/broken.yaml": FW.replace("web-fw", "web--fw"),
    });
    await linted(s);
    expect(s.logs.map((l) => l.message)).toContain(`linted 4 files of 3 accounts in ${/in (\d+) ms/.exec(s.logs.find((l) => l.message.startsWith("linted"))!.message)![1]} ms`);
    expect(s.logs.some((l) => l.type === 3 && l.message.includes("has no cloudlint config and holds 2 folders with one") && l.message.includes("the 1 state file outside them is not"))).toBe(true);
    await s.diagnosticsOf("staging/fw.yaml", (d) => d.length > 0);
    expect(serverFindings(s, "prod")).toEqual([]);
    expect(serverFindings(s, "staging")).toEqual(cliFindings(s, "staging"));
    expect(serverFindings(s, "staging")).toEqual(["staging/fw.yaml:4:23 firewall-policy"]);
    expect(cliFindings(s, "prod")).toEqual([]);
    expect(s.diagnostics.has(s.uri("test/fixtures/broken.yaml"))).toBe(false);

    // References, definition and rename stay within the account of the file.
    const refs = await request<Location[]>(s, "textDocument/references", "prod/inv.yaml", 1, 12, { context: { includeDeclaration: true } });
    expect(refs.map((l) => l.uri).sort()).toEqual([s.uri("prod/fw.yaml"), s.uri("prod/inv.yaml")]);
    const definition = await request<Location[]>(s, "textDocument/definition", "staging/fw.yaml", 6, 18);
    expect(definition.map((l) => l.uri)).toEqual([s.uri("staging/inv.yaml")]);
    s.open("prod/inv.yaml", INV);
    const edit = await request<WorkspaceEdit>(s, "textDocument/rename", "prod/inv.yaml", 1, 12, { newName: "web-9" });
    expect((edit.documentChanges ?? []).map((c) => ("textDocument" in c ? c.textDocument.uri : "")).sort()).toEqual([s.uri("prod/fw.yaml"), s.uri("prod/inv.yaml")]);
    // An edit in one account changes nothing in the other: a second web-1 in prod is prod's duplicate alone.
    s.change("prod/inv.yaml", `${INV}  - label: web-1\n    region: us-east\n`);
    expect(codes(await s.diagnosticsOf("prod/inv.yaml", (d) => d.length > 0))).toContain("inventory-label-unique");
    expect(s.diagnostics.get(s.uri("staging/inv.yaml"))?.diagnostics ?? []).toEqual([]);
  });

  it("a workspace folder with a config lints its own account less the account folders under it; the nearest config's folder owns a file", async () => {
    const s = await session({
      ".cloudlintrc.yaml": "rules:\n  firewall-policy: warning\n",
      "fw.yaml": FW.replace("inbound_policy: DROP", "inbound_policy: drop"),
      "inv.yaml": INV,
      "accounts/a/.cloudlintrc.yaml": CONFIG,
      "accounts/a/fw.yaml": FW.replace("inbound_policy: DROP", "inbound_policy: drop"),
      "accounts/a/inv.yaml": INV,
      "accounts/a/deeper/.cloudlintrc.yaml": "{}\n",
      "accounts/a/deeper/fw.yaml": FW,
    });
    await linted(s);
    // The root's config makes the finding a warning there only; `a` is linted with its own config (an error).
    expect((await s.diagnosticsOf("fw.yaml", (d) => d.length > 0)).map((d) => [d.code, d.severity])).toEqual([["firewall-policy", 2]]);
    expect((await s.diagnosticsOf("accounts/a/fw.yaml", (d) => d.length > 0)).map((d) => [d.code, d.severity])).toEqual([["firewall-policy", 1]]);
    expect(serverFindings(s, "accounts/a").filter((f) => !f.startsWith("accounts/a/deeper/"))).toEqual(cliFindings(s, "accounts/a"));
    // deeper/ is its own account: its firewall's device is not a's web-1.
    expect(codes(await s.diagnosticsOf("accounts/a/deeper/fw.yaml", (d) => d.length > 0))).toEqual(["unresolved-reference"]);
    // A config without files: every state file under its folder (as `cloudlint lint .` there).
    expect(serverFindings(s, "accounts/a/deeper")).toEqual(cliFindings(s, "accounts/a/deeper", ["."]));
  });

  it("a config added, or removed, makes or ends an account (the editor reports the file)", async () => {
    const s = await session({ "one/fw.yaml": FW, "two/fw.yaml": FW, "two/inv.yaml": INV });
    // One account: two firewalls with the same label, both on web-1.
    const all = () => [...s.diagnostics.values()].flatMap((p) => p.diagnostics.map((d) => d.code));
    await s.until("the duplicate label", () => all().includes("firewall-label-unique"));
    expect(codes(s.diagnostics.get(s.uri("one/fw.yaml"))!.diagnostics)).toContain("firewall-single-active");
    writeFileSync(join(s.dir, "two/.cloudlintrc.yaml"), CONFIG);
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("two/.cloudlintrc.yaml"), type: 1 }] });
    // two/ is an account; one/ is outside every account (the root has no config): no longer linted.
    await s.diagnosticsOf("one/fw.yaml", (d) => d.length === 0);
    await s.diagnosticsOf("two/fw.yaml", (d) => d.length === 0);
    rmSync(join(s.dir, "two/.cloudlintrc.yaml"));
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("two/.cloudlintrc.yaml"), type: 3 }] });
    expect(codes(await s.diagnosticsOf("one/fw.yaml", (d) => d.length > 0))).toContain("firewall-single-active");
    await s.until("the duplicate label again", () => all().includes("firewall-label-unique"));
  });

  it("an account folder a checkout turns into a link out of the repository: nothing under it is read, and its files say why", async () => {
    const s = await session({ "prod/.cloudlintrc.yaml": CONFIG, "prod/fw.yaml": FW.replace("DROP", "drop"), "prod/inv.yaml": INV, "staging/.cloudlintrc.yaml": CONFIG, "staging/fw.yaml": FW, "staging/inv.yaml": INV });
    await s.diagnosticsOf("prod/fw.yaml", (d) => d.some((x) => x.code === "firewall-policy"));
    const away = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
    scratch.push(away);
    writeFileSync(join(away, ".cloudlintrc.yaml"), CONFIG);
    writeFileSync(join(away, "fw.yaml"), "firewalls:\n  - label: leaked--fw\n");
    writeFileSync(join(away, "inv.yaml"), INV);
    rmSync(join(s.dir, "prod"), { recursive: true });
    symlinkSync(away, join(s.dir, "prod"));
    s.notify("workspace/didChangeWatchedFiles", { changes: [{ uri: s.uri("prod/fw.yaml"), type: 2 }] });
    const refused = await s.diagnosticsOf("prod/fw.yaml", (d) => d.some((x) => String(x.message).includes("is now a symbolic link that resolves outside the repository")));
    expect(refused.map((d) => [d.severity, d.code])).toEqual([[1, undefined]]);
    expect(String(refused[0]!.message)).toMatch(/^refusing to read prod\/fw\.yaml: the folder prod is now a symbolic link/);
    expect(JSON.stringify([...s.diagnostics.values()])).not.toContain("leaked");
    expect(s.diagnostics.get(s.uri("staging/fw.yaml"))?.diagnostics ?? []).toEqual([]);
  });

  it("finds account folders with the walk's own rules: not in an ignored folder, nor through a link to a folder", async () => {
    const dir = repository({
      ".gitignore": "generated/\n",
      "prod/.cloudlintrc.yaml": CONFIG,
      "prod/fw.yaml": FW,
      "prod/inv.yaml": INV,
      "generated/.cloudlintrc.yaml": CONFIG,
      "generated/fw.yaml": FW.replace("DROP", "drop"),
    });
    scratch.push(dir);
    // A folder out of the repository holding a config and a state file, linked into it before the server starts.
    const away = mkdtempSync(join(tmpdir(), "cloudlint-outside-"));
    scratch.push(away);
    mkdirSync(join(away, "acct"));
    writeFileSync(join(away, "acct/.cloudlintrc.yaml"), CONFIG);
    writeFileSync(join(away, "acct/fw.yaml"), "firewalls:\n  - label: leaked--fw\n");
    symlinkSync(join(away, "acct"), join(dir, "linked"));
    const s = await start(dir);
    try {
      await linted(s);
      // prod/ alone (and the workspace folder's own account, empty): generated/ is ignored, linked/ is a link.
      expect(s.logs.find((l) => l.message.startsWith("linted"))!.message).toMatch(/^linted 2 files of 2 accounts/);
      expect(s.diagnostics.has(s.uri("generated/fw.yaml"))).toBe(false);
      expect(s.diagnostics.has(s.uri("linked/fw.yaml"))).toBe(false);
      expect(JSON.stringify([...s.diagnostics.values()])).not.toContain("leaked");
    } finally {
      s.kill();
    }
  });
});
