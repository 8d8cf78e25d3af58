/**
 * Hostile `.tf` input (issue 25): huge, deep, broken, self-referential or oddly encoded
 * configurations each give a finding or a clean result within the limits — never a crash, a hang
 * or a stack trace. Through lintSources, and for a few through the real executable.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { lintSources, type LintOptions } from "../../src/lint.js";
import { DEFAULT_LIMITS } from "../../src/load/limits.js";

type Row = { file: string; ruleId: string; line?: number; column?: number; message: string };
function lint(files: Record<string, string>, options: LintOptions = {}): Row[] {
  const results = lintSources(
    Object.entries(files).map(([filePath, text]) => ({ filePath, text })),
    { today: "2026-11-25", ...options },
  );
  return results.flatMap((r) => r.messages.map((m) => ({ file: r.filePath, ruleId: m.ruleId, line: m.line, column: m.column, message: m.message })));
}
const brief = (rows: Row[]) => rows.map((r) => [r.ruleId, r.line, r.column]);

const vpc = (name: string, label: string) => `resource "linode_vpc" "${name}" {\n  label  = "${label}"\n  region = "us-east"\n}\n`;
/** 100,000 resource blocks (4 lines each), all sound: about 7.6 MB. */
const HUNDRED_THOUSAND = Array.from({ length: 100_000 }, (_, i) => vpc(`v${i}`, `v${i}`)).join("");
const BIG = { maxBytes: 16 * 1024 * 1024, maxTotalBytes: 16 * 1024 * 1024 };

describe("size", () => {
  it("a .tf of 100,000 blocks is an input-limit finding at the default limit", () => {
    expect(lint({ "m/main.tf": HUNDRED_THOUSAND })).toEqual([
      { file: "m/main.tf", ruleId: "input-limit", line: 1, column: 1, message: `the file is ${HUNDRED_THOUSAND.length} bytes, more than the limit of ${DEFAULT_LIMITS.maxBytes} (raise it with --max-file-bytes, or limits.maxFileBytes in the config)` },
    ]);
  });

  it("with the limit raised it is read to its end: a duplicate of the first label, after 99,999 blocks, is found", () => {
    // 100,000 resources: the most one root module expands to (see "expansion").
    const rows = lint({ "m/main.tf": Array.from({ length: 99_999 }, (_, i) => vpc(`v${i}`, `v${i}`)).join("") + vpc("again", "v0") }, { limits: BIG });
    expect(rows).toEqual([{ file: "m/main.tf", ruleId: "vpc-label-unique", line: 399_998, column: 12, message: 'linode_vpc.again.label: VPC label "v0" is already used; labels are unique in the account' }]);
  });

  it("the per-file limit is exact: a file of exactly maxBytes is read, one byte more is refused", () => {
    const text = vpc("v", "a--b");
    expect(brief(lint({ "m/main.tf": text }, { limits: { maxBytes: text.length } }))).toEqual([["vpc-label-syntax", 2, 14]]);
    expect(brief(lint({ "m/main.tf": text }, { limits: { maxBytes: text.length - 1 } }))).toEqual([["input-limit", 1, 1]]);
  });

  it("2,000 files in one folder are one module; each finding is in the file that holds it", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 2000; i++) files[`m/f${i}.tf`] = `resource "linode_firewall" "f${i}" {\n  label           = "fw-${i}"\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n}\n`;
    files["m/f1999.tf"] = files["m/f1999.tf"]!.replace('"DROP"', '"drop"');
    // One module: a label used in another file of the folder is a duplicate.
    files["m/f7.tf"] = files["m/f7.tf"]!.replace('"fw-7"', '"fw-1500"');
    const results = lintSources(Object.entries(files).map(([filePath, text]) => ({ filePath, text })));
    expect(results).toHaveLength(2000);
    const rows = results.flatMap((r) => r.messages.map((m) => [r.filePath, m.ruleId, m.line, m.column]));
    expect(rows.sort()).toEqual([
      ["m/f1500.tf", "firewall-label-unique", 2, 21],
      ["m/f1999.tf", "firewall-policy", 3, 21],
    ]);
  });
});

describe("nesting", () => {
  const deep = 10_000;
  it.each([
    ["brackets", `resource "linode_vpc" "v" {\n  label = ${"[".repeat(deep)}${"]".repeat(deep)}\n}\n`, 2, 74],
    ["objects", `resource "linode_vpc" "v" {\n  label = ${"{a = ".repeat(deep)}1${"}".repeat(deep)}\n}\n`, 2, 322],
    ["blocks", `resource "linode_vpc" "v" {\n${"a {\n".repeat(deep)}${"}\n".repeat(deep)}}\n`, 65, 4],
    ["parentheses", `locals {\n  x = ${"(".repeat(deep)}1${")".repeat(deep)}\n}\n`, 2, 70],
  ])("%s 10,000 deep: one parse-error where the limit is passed, the rest not read", (_, text, line, column) => {
    expect(lint({ "m/main.tf": text })).toEqual([{ file: "m/main.tf", ruleId: "parse-error", line, column, message: "HCL: nested more than 64 levels deep; the rest of the file was not read" }]);
  });

  it("the depth limit is exact: 64 levels are read (a block and 63 brackets), 65 are refused", () => {
    const brackets = (n: number) => `resource "linode_vpc" "v" {\n  label  = ${"[".repeat(n)}${"]".repeat(n)}\n  region = "us-east"\n}\n`;
    expect(brief(lint({ "m/main.tf": brackets(63) }))).toEqual([["vpc-field-type", 2, 12]]);
    expect(brief(lint({ "m/main.tf": brackets(64) }))).toEqual([["parse-error", 2, 75]]);
  });
});

describe("text that never ends", () => {
  it("a heredoc that never ends: a parse-error at its marker, and its block never closed", () => {
    const text = 'resource "linode_stackscript" "s" {\n  label  = "boot-script"\n  images = ["linode/debian12"]\n  script = <<EOT\n#!/bin/bash\necho hi\n';
    expect(brief(lint({ "m/main.tf": text }))).toEqual([
      ["stackscript-required-field", 1, 1], // the unterminated script is never read, so it counts as missing
      ["parse-error", 1, 35],
      ["parse-error", 4, 12],
    ]);
    expect(lint({ "m/main.tf": text }).find((r) => r.line === 4)!.message).toBe('HCL: unterminated heredoc: no line "EOT" closes the "<<EOT" that starts here');
  });

  it("an unterminated string: a parse-error at its quote; the next line is read", () => {
    const rows = lint({ "m/main.tf": 'resource "linode_vpc" "v" {\n  label  = "abc\n  region = "mars-1"\n}\n' });
    expect(rows.map((r) => [r.ruleId, r.line, r.column, r.message])).toEqual([
      ["vpc-required-field", 1, 1, 'linode_vpc.v: the object is missing the required field "label"'],
      ["parse-error", 2, 12, "HCL: unterminated string: a quoted string must end on the line it starts (a heredoc can span lines)"],
    ]);
  });

  it("a string unterminated at the end of the file", () => {
    expect(brief(lint({ "m/main.tf": 'resource "linode_vpc" "v" {\n  region = "us-east"\n  label = "abc' }))).toEqual([
      ["vpc-required-field", 1, 1],
      ["parse-error", 1, 27],
      ["parse-error", 3, 11],
    ]);
  });

  it("a block comment that never ends: a parse-error at its start; what comes before is linted", () => {
    const rows = lint({ "m/main.tf": `${vpc("v", "a--b")}/* never closed\n${vpc("w", "c--d")}` });
    expect(rows.map((r) => [r.ruleId, r.line, r.column, r.message])).toEqual([
      ["vpc-label-syntax", 2, 14, 'linode_vpc.v.label: label "a--b" has "--" at position 2; two hyphens in a row are not allowed'],
      ["parse-error", 5, 1, 'HCL: unterminated comment: no "*/" closes this "/*"'],
    ]);
  });
});

describe("expansion", () => {
  it("count = -1, 1.5 or a word is unknown: no instance, no finding; \"2\" converts to 2 as Terraform converts it; count = 1e9 is past the budget: an input-limit finding, no time", () => {
    const text = ["-1", "1.5", '"two"'].map((n, i) => `resource "linode_firewall" "f${i}" {\n  count = ${n}\n  label = "x y"\n}\n`).join("");
    expect(lint({ "m/main.tf": text })).toEqual([]);
    const two = lint({ "m/main.tf": `resource "linode_firewall" "f" {\n  count = "2"\n  label = "x y"\n}\n` });
    expect([...new Set(two.map((r) => r.message.split(/[:.]/)[1]))]).toEqual(["f[0]", "f[1]"]);
    expect(brief(lint({ "m/main.tf": `resource "linode_firewall" "f" {\n  count = 1e9\n  label = "x y"\n}\n` }))).toEqual([["input-limit", 1, 1]]);
  });

  it("100,000 instances per root module: the one past the budget is not read, and the root says so, exactly at the bound", () => {
    const text = (devices: number) => `resource "linode_firewall_device" "d" {\n  count     = ${devices}\n  entity_id = 1\n}\n${vpc("v", "a--b").replace("{\n", "{\n  count  = 1\n")}`;
    expect(brief(lint({ "m/main.tf": text(99_999) }))).toEqual([["vpc-label-syntax", 7, 14]]);
    expect(brief(lint({ "m/main.tf": text(100_000) }))).toEqual([["input-limit", 1, 1]]);
  });

  it("for_each over an object of 200,000 keys is past the budget: no instance, an input-limit finding", () => {
    const keys = Array.from({ length: 200_000 }, (_, i) => `k${i} = 1`).join("\n");
    const text = `resource "linode_vpc" "v" {\n  for_each = {\n${keys}\n  }\n  label  = "a--b"\n  region = each.value\n}\n`;
    expect(brief(lint({ "m/main.tf": text }, { limits: BIG }))).toEqual([["input-limit", 1, 1]]);
  });
});

describe("modules", () => {
  const calls = (source: string, extra = "") => `module "next" {\n  source = "${source}"\n}\n${extra}`;
  it("a cycle of three modules is followed once around: one finding, under the address of the way in", () => {
    const rows = lint({ "a/main.tf": calls("../b"), "b/main.tf": calls("../c"), "c/main.tf": calls("../a", vpc("v", "a--b")) });
    expect(rows.map((r) => [r.file, r.ruleId, r.line, r.column, r.message.split(":")[0]])).toEqual([["c/main.tf", "vpc-label-syntax", 5, 14, "module.next.module.next.linode_vpc.v.label"]]);
  });

  it("a module that calls its own folder is read once", () => {
    expect(brief(lint({ "a/main.tf": calls("./", vpc("v", "a--b")) }))).toEqual([["vpc-label-syntax", 5, 14]]);
    expect(brief(lint({ "a/main.tf": calls(".", vpc("v", "a--b")) }))).toEqual([["vpc-label-syntax", 5, 14]]);
  });

  it("module calls are followed 16 deep: the 17th module's resources are not read", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) files[`m${i}/main.tf`] = calls(`../m${i + 1}`, vpc("v", `a--${i}`));
    const all = lint(files);
    const reported = all.filter((r) => r.ruleId !== "terraform-module").map((r) => r.file);
    expect(reported).toEqual(Array.from({ length: 17 }, (_, i) => `m${i}/main.tf`));
    // The last call names a folder the run does not hold: a note, not silence.
    expect(all.filter((r) => r.ruleId === "terraform-module").map((r) => r.file)).toEqual(["m19/main.tf"]);
  });

  it("a source climbing out of the run (../../../../etc) is not followed: nothing is read there", () => {
    // Only the note at the call that its module is not read.
    expect(lint({ "infra/main.tf": calls("../../../../etc", vpc("v", "ok")) }).map((r) => [r.file, r.ruleId])).toEqual([["infra/main.tf", "terraform-module"]]);
    // Even when a file of the run sits at the folder it names, a source that climbs above the run's paths is not it.
    expect(lint({ "infra/main.tf": calls("../../../../etc"), "etc/main.tf": vpc("v", "a--b") }).map((r) => [r.file, r.ruleId])).toEqual([["infra/main.tf", "terraform-module"], ["etc/main.tf", "vpc-label-syntax"]]);
  });
});

describe("bytes", () => {
  it("a NUL inside a string is the label's mistake, shown escaped; a NUL between tokens is a parse-error at its place", () => {
    const inString = lint({ "m/main.tf": vpc("v", "a\u0000b") });
    expect(brief(inString)).toEqual([["vpc-label-syntax", 2, 14]]);
    expect(inString[0]!.message).toContain('"a\\u0000b"');
    expect(inString[0]!.message).not.toContain("\u0000");
    const between = lint({ "m/main.tf": vpc("v", "a--b").replace('"a--b"', '"a--b"\u0000') });
    expect(between.map((r) => [r.ruleId, r.line, r.column, r.message])).toEqual([
      ["vpc-label-syntax", 2, 14, 'linode_vpc.v.label: label "a--b" has "--" at position 2; two hyphens in a row are not allowed'],
      ["parse-error", 2, 18, "HCL: unexpected character U+0000"],
    ]);
  });

  it("a byte-order mark does not move positions", () => {
    expect(brief(lint({ "m/main.tf": "\uFEFF" + vpc("v", "a--b") }))).toEqual([["vpc-label-syntax", 2, 14]]);
  });

  it("CRLF line ends give the positions LF gives, heredocs included", () => {
    const text = `resource "linode_stackscript" "s" {\n  label  = "boot-script"\n  images = ["linode/debian12"]\n  script = <<EOT\necho no shebang\nEOT\n}\n${vpc("v", "ok")}resource "linode_vpc_subnet" "s" {\n  vpc_id = linode_vpc.v.id\n  label  = "s"\n  ipv4   = "10.0.1.5/24"\n}\n`;
    const lf = brief(lint({ "m/main.tf": text }));
    expect(lf).toEqual([
      ["stackscript-interpreter", 4, 12],
      ["subnet-ipv4-canonical", 15, 12],
    ]);
    expect(brief(lint({ "m/main.tf": text.replace(/\n/g, "\r\n") }))).toEqual(lf);
  });
});

// ---------------------------------------------------------------------------------------------
// The real executable (build first: node scripts/build.mjs).

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function workspace(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-tf-hostile-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
function cli(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" }, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = (stdout: string) => (JSON.parse(stdout) as { filePath: string; messages: { ruleId: string; line?: number; column?: number; message: string }[] }[]).map((f) => ({ file: f.filePath, messages: f.messages.map((m) => [m.ruleId, m.line, m.column]) }));

describe("the CLI on hostile .tf files", () => {
  it("invalid UTF-8 in a .tf file: one parse-error naming the line, and the file is still linted", () => {
    const text = Buffer.concat([Buffer.from('# caf'), Buffer.from([0xe9]), Buffer.from(`\n${vpc("v", "a--b")}`)]);
    const inLabel = Buffer.concat([Buffer.from('resource "linode_vpc" "w" {\n  label  = "x'), Buffer.from([0xff, 0xfe]), Buffer.from('y"\n  region = "us-east"\n}\n')]);
    const dir = workspace({ "infra/main.tf": text, "other/main.tf": inLabel });
    const r = cli(["lint", ".", "--format", "json"], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(json(r.stdout)).toEqual([
      { file: "infra/main.tf", messages: [["parse-error", 1, 1], ["vpc-label-syntax", 3, 14]] },
      { file: "other/main.tf", messages: [["parse-error", 1, 1], ["vpc-label-syntax", 2, 14]] },
    ]);
    expect(JSON.parse(r.stdout)[0].messages[0].message).toBe("the file is not valid UTF-8 (first invalid byte on line 1); save it as UTF-8. It is linted with the invalid bytes replaced, and --fix never rewrites it");
    // --fix leaves a file it could not decode byte for byte.
    expect(cli(["lint", ".", "--fix"], dir).code).toBe(1);
  });

  it("100,000 blocks at the default limit: an input-limit finding, exit 1, no stack trace (lintSources reads it with the limit raised, above)", () => {
    const dir = workspace({ "infra/main.tf": HUNDRED_THOUSAND });
    const r = cli(["lint", "infra", "--format", "json"], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(json(r.stdout)).toEqual([{ file: "infra/main.tf", messages: [["input-limit", 1, 1]] }]);
    expect(JSON.parse(r.stdout)[0].messages[0].message).toBe(`the file is ${HUNDRED_THOUSAND.length} bytes, more than the limit of ${DEFAULT_LIMITS.maxBytes} (raise it with --max-file-bytes, or limits.maxFileBytes in the config)`);
  });

  it("a plan's configuration with a heredoc that never ends and a module source climbing out of the repository: findings, exit 1, nothing read outside", () => {
    const plan = JSON.stringify({ format_version: "1.2", terraform_version: "1.9.8", resource_changes: [], configuration: { root_module: {} } });
    const source = "../../../../../../etc";
    const dir = workspace({
      "repo/.git/HEAD": "ref: refs/heads/main\n",
      "repo/infra/plan.json": plan,
      "repo/infra/main.tf": `module "etc" {\n  source = "${source}"\n}\nresource "linode_stackscript" "s" {\n  script = <<EOT\n`,
    });
    // Only the plan is named: its folder's .tf files are read to place its findings, and their modules followed.
    const cwd = join(dir, "repo");
    const r = cli(["lint", "infra/plan.json", "--format", "json", "--debug"], cwd);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(r.stderr).toContain(`cloudlint: debug: not read: ${relative(cwd, resolve(cwd, "infra", source))}, a Terraform module folder outside the repository\n`);
    expect(json(r.stdout)).toEqual([
      { file: "infra/plan.json", messages: [] },
      { file: "infra/main.tf", messages: [["parse-error", 4, 35], ["parse-error", 5, 12]] },
    ]);
  });

});
