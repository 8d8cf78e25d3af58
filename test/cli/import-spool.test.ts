/**
 * The import's spool (src/cli/import-spool.ts, issue 23): every text put is read back as put,
 * wherever it falls against the write buffer, and an import built on it writes the same bytes as
 * one built in memory, with no token in the spool file.
 */
import fc from "fast-check";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Spool } from "../../src/cli/import-spool.js";
import { ACCOUNT_LISTS, buildImport, IMPORTED_SECTIONS, ImportBuilder, sectionFilesOf, type ImportedSection, type ImportResponses } from "../../src/import/index.js";
// @ts-expect-error: plain .mjs fixture shared with bench/import.mjs
import { makeAccount } from "../import/api-server.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});
const spoolIn = () => {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-spool-"));
  folders.push(dir);
  return { path: join(dir, "spool"), spool: new Spool(join(dir, "spool"), "out/") };
};
/** What a text is once written as UTF-8 (a lone surrogate becomes U+FFFD, as in any file the import writes). */
const asWritten = (text: string) => Buffer.from(text, "utf8").toString("utf8");
const CHUNK = 64 * 1024;

describe("Spool", () => {
  it("reads every text back as put, in any order, in the buffer or in the file", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 3000 }), fc.nat({ max: 3 * CHUNK }).map((n) => "é".repeat(n / 2))), { maxLength: 60 }), fc.nat(), (texts, seed) => {
        const { path, spool } = spoolIn();
        try {
          const handles = texts.map((t) => spool.put(t));
          expect(handles).toEqual(texts.map((_, i) => i));
          const order = handles.map((h, i) => [(h * 7919 + seed) % (texts.length + 1), i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          for (const [, i] of order) {
            expect(spool.get(i)).toBe(asWritten(texts[i]!));
            expect(spool.bytes(i)).toBe(Buffer.byteLength(texts[i]!, "utf8"));
          }
          // The file holds what was written out, in order: the texts that did not fit the buffer's rest.
          expect(asWritten(texts.join("")).startsWith(readFileSync(path, "utf8"))).toBe(true);
        } finally {
          spool.close();
        }
      }),
      { numRuns: 60 },
    );
  });

  it("keeps a text whole at the buffer's edge: one byte short of it, exactly it, one byte past it", () => {
    for (const size of [CHUNK - 1, CHUNK, CHUNK + 1]) {
      const { path, spool } = spoolIn();
      const first = "a".repeat(10);
      const big = "b".repeat(size - 1) + "c";
      const last = "d";
      expect([spool.put(first), spool.put(big), spool.put(last)]).toEqual([0, 1, 2]);
      expect([spool.get(0), spool.get(1), spool.get(2)]).toEqual([first, big, last]);
      // The first went to the file when the second did not fit beside it; the second when the third did not fit beside it (or at once, larger than the buffer).
      expect(readFileSync(path, "utf8")).toBe(size === CHUNK - 1 ? first : first + big);
      spool.close();
    }
  });

  it("answers an empty text and a handle it never gave without reading", () => {
    const { spool } = spoolIn();
    expect(spool.put("")).toBe(0);
    expect([spool.get(0), spool.bytes(0), spool.get(5), spool.bytes(-1)]).toEqual(["", 0, "", 0]);
    spool.close();
    expect(spool.get(0)).toBe("");
  });

  it("says so in one line when the file cannot be made (a folder that does not exist)", () => {
    expect(() => new Spool(join(tmpdir(), "cloudlint-no-such-folder", "x", "spool"), "infra/")).toThrow(/^cannot create the import's spool file in infra\/: ENOENT; nothing was written$/);
  });
});

describe("an import on the spool", () => {
  /** The responses of the fixture account, as the CLI gets them (every record whole). */
  function responses(account: ReturnType<typeof makeAccount>): ImportResponses {
    const lists = new Map<string, unknown[]>([
      ["vpcs", account.vpcs],
      ["firewalls", account.firewalls],
      ["databases", account.databases],
      ["stackscripts", account.stackscripts.filter((s: { mine: boolean }) => s.mine)],
      ["images", account.images.filter((i: { is_public: boolean }) => !i.is_public)],
      ["ips", account.ips],
      ["ipv6-ranges", account.ranges],
      ["vpc-ips", account.vpcIps],
    ]);
    const views = new Map<string, unknown>();
    for (const f of account.firewalls) {
      views.set(`firewall-rules:${f.id}`, account.rules.get(f.id));
      lists.set(`firewall-devices:${f.id}`, account.devices.get(f.id) ?? []);
    }
    for (const s of account.stackscripts) views.set(`stackscript:${s.id}`, s);
    return { lists, views };
  }

  it("writes the same bytes as an import in memory, split sections included, and spools no token", () => {
    const token = "tok-0123456789abcdef";
    const account = makeAccount({ firewalls: 2000, computes: 40, vpcs: 5 });
    account.firewalls[3].label = `fw-${token}`;
    account.stackscripts[0].script = `#!/bin/sh\necho ${token}\n`;
    const r = responses(account);
    const inMemory = buildImport(r, { secret: token });
    const { path, spool } = spoolIn();
    // Fed as the CLI feeds it: the account's lists, then the follow-ups in their order.
    const builder = new ImportBuilder({ secret: token, store: spool });
    for (const req of ACCOUNT_LISTS) builder.list(req.key, r.lists.get(req.key) ?? []);
    const follow = builder.followUps();
    for (let i = 0; i < follow.length; i++) {
      const q = follow.at(i)!;
      if (q.list) builder.list(q.key, r.lists.get(q.key) ?? []);
      else builder.view(q.key, r.views.get(q.key));
    }
    const result = builder.finish();
    const files = (Object.keys(IMPORTED_SECTIONS) as ImportedSection[]).flatMap((s) => sectionFilesOf(s, result.sections[s]));
    expect(files.filter((f) => f.name.startsWith("firewalls-")).length).toBeGreaterThan(1);
    expect(files).toEqual(inMemory.files);
    expect([result.redacted, result.unexpectedRecords]).toEqual([inMemory.redacted, inMemory.unexpectedRecords]);
    spool.close();
    const spooled = readFileSync(path, "utf8");
    expect(spooled).toContain("fw-[redacted]");
    expect(spooled).not.toContain(token);
  });
});
