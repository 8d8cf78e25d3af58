/**
 * src/import/merge.ts: importing over an edited repository (issue 23). The account's entries are
 * merged into the files an earlier import wrote: what the account did not change keeps every
 * byte (comments, key order, formatting, files the import does not own), a changed entry is
 * replaced in place, a new one added at its id-sorted place, a gone one removed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryYaml, sectionFilesOf, type Entry, type ImportedEntry, type ImportedSection } from "../../src/import/index.js";
import { planMerge, sameData, type MergePlan } from "../../src/import/merge.js";
import { sortById } from "../../src/import/records.js";
import { loadText } from "../../src/load/load.js";

type Repo = Record<string, string>;
type Account = Partial<Record<ImportedSection, Entry[]>>;
const SECTIONS: ImportedSection[] = ["vpcs", "firewalls", "databases", "stackscripts", "images", "computes"];

/** The live sections an import of this account holds (entries sorted by id, as text). */
function live(account: Account): Record<ImportedSection, ImportedEntry[]> {
  return Object.fromEntries(SECTIONS.map((s) => [s, sortById(account[s] ?? []).map((e) => ({ id: e.id, label: e.label, text: entryYaml(e) }))])) as Record<ImportedSection, ImportedEntry[]>;
}

/** The repository after the plan: every file rendered from its current text, the removed ones gone. */
function apply(plan: MergePlan, repo: Repo): Repo {
  expect(plan.problems).toEqual([]);
  const out: Repo = { ...repo };
  for (const name of plan.remove) delete out[name];
  for (const f of plan.files) {
    const r = f.render(repo[f.name]);
    if ("problem" in r) throw new Error(r.problem);
    out[f.name] = r.text;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const OWN = (text: string) => text.startsWith("# Imported by cloudlint import");
/** An import of `account` over `repo`: the files with the import's header are the owned ones. */
function importInto(account: Account, repo: Repo): Repo {
  const owned = Object.entries(repo).filter(([, t]) => OWN(t)).map(([name, text]) => ({ name, text }));
  const others = new Set(Object.keys(repo).filter((n) => !OWN(repo[n]!)));
  return apply(planMerge(live(account), owned, others), repo);
}

/** A fresh import's files (no repository). */
const fresh = (account: Account): Repo => Object.fromEntries(SECTIONS.flatMap((s) => sectionFilesOf(s, live(account)[s])).map((f) => [f.name, f.text]).sort(([a], [b]) => (a! < b! ? -1 : 1)));

/** The lines a change removed and added, as `git diff` shows them (an LCS diff of the lines). */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  const dp = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) (i++, j++);
    else if (j < b.length && (i === a.length || dp[i]![j + 1]! >= dp[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

const firewall = (id: number, ports = "22", more: Entry = {}): Entry => ({
  id,
  label: `fw-${id}`,
  status: "enabled",
  rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ label: "ssh", action: "ACCEPT", protocol: "TCP", ports, addresses: { ipv4: [`198.51.100.${id % 250}/32`] } }], outbound: [] },
  ...more,
});
const account = (ids: number[], extra: Account = {}): Account => ({ firewalls: ids.map((id) => firewall(id)), vpcs: [{ id: 1, label: "prod", region: "us-east", subnets: [{ id: 11, label: "app", ipv4: "10.0.1.0/24" }] }], ...extra });

/** The repository a user made of an import: comments, a reordered and a reformatted entry, a hand-written file. */
function edited(repo: Repo): Repo {
  let fw = repo["firewalls.yaml"]!;
  // A comment above an entry and one at the end of a line.
  fw = fw.replace("  - id: 2\n", "  # the office firewall: ask #netops before changing it\n  - id: 2\n");
  fw = fw.replace("    label: fw-3\n", "    label: fw-3   # production\n");
  // The keys of entry 4 reordered (status first), the same data.
  fw = fw.replace("  - id: 4\n    label: fw-4\n    status: enabled\n", "  - status: enabled\n    id: 4\n    label: fw-4\n");
  // Entry 5's rule written as a flow mapping, quoted differently.
  fw = fw.replace(/( {2}- id: 5\n[\s\S]*?)ports: "22"\n {10}addresses:\n {12}ipv4: \[198\.51\.100\.5\/32\]\n/, (_m, head: string) => `${head}ports: '22'\n          addresses: { ipv4: ["198.51.100.5/32"] }\n`);
  return { ...repo, "firewalls.yaml": fw, "staging.yaml": "# written by hand\nfirewalls:\n  - label: planned-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" };
}

describe("importing over an edited repository", () => {
  it("keeps every byte of an edited repository when the account did not change", () => {
    const acct = account([1, 2, 3, 4, 5, 6]);
    const repo = edited(fresh(acct));
    expect(repo["firewalls.yaml"]).toContain("- status: enabled\n    id: 4");
    expect(repo["firewalls.yaml"]).toContain("addresses: { ipv4: [\"198.51.100.5/32\"] }");
    expect(importInto(acct, repo)).toEqual(repo);
  });

  it("rewrites exactly the lines of the one firewall whose rule the account changed", () => {
    const acct = account([1, 2, 3, 4, 5, 6]);
    const repo = edited(fresh(acct));
    const changed = { ...acct, firewalls: acct.firewalls!.map((f) => (f.id === 3 ? firewall(3, "22, 2222") : f)) };
    const after = importInto(changed, repo);
    expect(Object.keys(after).filter((n) => after[n] !== repo[n])).toEqual(["firewalls.yaml"]);
    // Entry 3's lines, its end-of-line comment with them; nothing else.
    expect(lineDiff(repo["firewalls.yaml"]!, after["firewalls.yaml"]!)).toEqual({ removed: ["    label: fw-3   # production", '          ports: "22"'], added: ["    label: fw-3", "          ports: 22, 2222"] });
  });

  it("replaces an entry the account changed in place, however the user wrote it", () => {
    const acct = account([1, 2, 3, 4, 5, 6]);
    const repo = edited(fresh(acct));
    const changed = { ...acct, firewalls: acct.firewalls!.map((f) => (f.id === 4 || f.id === 5 ? { ...f, label: `renamed-${String(f.id)}` } : f)) };
    const after = importInto(changed, repo)["firewalls.yaml"]!;
    const { removed, added } = lineDiff(repo["firewalls.yaml"]!, after);
    expect(added).toEqual(["  - id: 4", "    label: renamed-4", "    status: enabled", "    label: renamed-5", '          ports: "22"', "          addresses:", "            ipv4: [198.51.100.5/32]"]);
    expect(removed).toEqual(["  - status: enabled", "    id: 4", "    label: fw-4", "    label: fw-5", "          ports: '22'", '          addresses: { ipv4: ["198.51.100.5/32"] }']);
    // The comments stay where they were.
    expect(after).toContain("  # the office firewall: ask #netops before changing it\n  - id: 2\n");
  });

  it("adds a new resource at its id-sorted place and removes a gone one's lines only", () => {
    const acct = account([10, 20, 30, 40]);
    const repo = edited(fresh(acct));
    const repoWithComment = { ...repo, "firewalls.yaml": repo["firewalls.yaml"]!.replace("  - id: 30\n", "  # thirty\n  - id: 30\n") };
    const changed = account([10, 25, 40, 50]);
    const after = importInto(changed, repoWithComment);
    const text = after["firewalls.yaml"]!;
    // 25 goes above 30's comment (which stays, with nothing under it but 40), 50 at the end; 20 and 30 are gone.
    expect([...text.matchAll(/^ {2}- id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual([10, 25, 40, 50]);
    const was = repoWithComment["firewalls.yaml"]!;
    expect(text).toBe(was.replace(entryYaml(firewall(20)), entryYaml(firewall(25))).replace(entryYaml(firewall(30)), "") + entryYaml(firewall(50)));
    expect(after["staging.yaml"]).toBe(repo["staging.yaml"]);
  });

  it("inserts after the last entry, before trailing comments, and into entries not in id order", () => {
    const repo = { "firewalls.yaml": "# Imported by cloudlint import: x\nfirewalls:\n  - id: 30\n    label: fw-30\n  - id: 10\n    label: fw-10\n  # - id: 99 (commented out)\n" };
    const entry = (id: number) => ({ id, label: `fw-${id}` });
    const after = importInto({ firewalls: [entry(5), entry(10), entry(20), entry(30), entry(40)] }, repo)["firewalls.yaml"];
    // 5 and 20 come before the first entry with a greater id (30); 40 after the last entry.
    expect(after).toBe("# Imported by cloudlint import: x\nfirewalls:\n  - id: 5\n    label: fw-5\n  - id: 20\n    label: fw-20\n  - id: 30\n    label: fw-30\n  - id: 10\n    label: fw-10\n  - id: 40\n    label: fw-40\n  # - id: 99 (commented out)\n");
  });

  it("finds an entry the user moved to another owned file, updates it there and does not add it again", () => {
    const acct = account([1, 2, 3]);
    const repo = fresh(acct);
    const two = entryYaml(acct.firewalls![1]!);
    const moved = { ...repo, "firewalls.yaml": repo["firewalls.yaml"]!.replace(two, ""), "prod.yaml": `# Imported by cloudlint import (moved here by hand)\nfirewalls:\n${two}` };
    expect(importInto(acct, moved)).toEqual(moved);
    const changed = { ...acct, firewalls: acct.firewalls!.map((f) => (f.id === 2 ? firewall(2, "2222") : f)) };
    const after = importInto(changed, moved);
    expect(after["firewalls.yaml"]).toBe(moved["firewalls.yaml"]);
    expect(after["prod.yaml"]).toBe(`# Imported by cloudlint import (moved here by hand)\nfirewalls:\n${entryYaml(firewall(2, "2222"))}`);
  });

  it("leaves an entry without an id alone, and a file without the header unread", () => {
    const repo = { ...fresh(account([1])), "firewalls.yaml": `# Imported by cloudlint import: x\nfirewalls:\n  - label: planned   # no id yet\n${entryYaml(firewall(1))}` };
    const after = importInto(account([2]), repo);
    expect(after["firewalls.yaml"]).toBe(`# Imported by cloudlint import: x\nfirewalls:\n  - label: planned   # no id yet\n${entryYaml(firewall(2))}`);
    // A file without the header that does not parse is not read at all.
    const withJunk = { ...repo, "notes.yaml": "{ not: yaml: at all" };
    expect(importInto(account([1]), withJunk)).toEqual(withJunk);
  });

  it("writes [] when the last entry goes, and turns [] into a list again when one comes", () => {
    const repo = fresh(account([1]));
    const emptied = importInto(account([]), repo);
    expect(emptied["firewalls.yaml"]).toBe(repo["firewalls.yaml"]!.replace(/firewalls:\n[\s\S]*$/, "firewalls: []\n"));
    expect(importInto(account([]), emptied)).toEqual(emptied);
    const back = importInto(account([7]), emptied);
    expect(back["firewalls.yaml"]).toBe(repo["firewalls.yaml"]!.replace(/firewalls:\n[\s\S]*$/, `firewalls:\n${entryYaml(firewall(7))}`));
    for (const empty of ["firewalls:\n", "firewalls: ~  # none yet\n", "firewalls: [ ]\n"]) {
      const r = importInto(account([7]), { "firewalls.yaml": `# Imported by cloudlint import\n${empty}` });
      expect(loadText(r["firewalls.yaml"]!).data).toEqual({ firewalls: [firewall(7)] });
    }
  });

  it("keeps a file's own indentation and line ends", () => {
    const entry = (id: number, label = `fw-${id}`) => ({ id, label });
    const column0 = "# Imported by cloudlint import\nfirewalls:\n- id: 1\n  label: fw-1\n- id: 3\n  label: fw-3\n";
    expect(importInto({ firewalls: [entry(1), entry(2), entry(3, "x")] }, { "firewalls.yaml": column0 })["firewalls.yaml"]).toBe("# Imported by cloudlint import\nfirewalls:\n- id: 1\n  label: fw-1\n- id: 2\n  label: fw-2\n- id: 3\n  label: x\n");
    const crlf = column0.replace(/\n/g, "\r\n");
    expect(importInto({ firewalls: [entry(1), entry(2)] }, { "firewalls.yaml": crlf })["firewalls.yaml"]).toBe("# Imported by cloudlint import\r\nfirewalls:\r\n- id: 1\r\n  label: fw-1\r\n- id: 2\r\n  label: fw-2\r\n");
  });

  it("appends a section to an owned file that lacks it, and creates a file a fresh import would write", () => {
    const repo = { "firewalls.yaml": "# Imported by cloudlint import\nvpcs: []" };
    const after = importInto({ firewalls: [firewall(1)] }, repo);
    expect(after["firewalls.yaml"]).toBe(`# Imported by cloudlint import\nvpcs: []\nfirewalls:\n${entryYaml(firewall(1))}`);
    // Every other section gets its file, as a fresh import writes it (vpcs is in firewalls.yaml).
    expect(Object.keys(after)).toEqual(["computes.yaml", "databases.yaml", "firewalls.yaml", "images.yaml", "stackscripts.yaml"]);
    expect(after["databases.yaml"]).toBe(fresh({})["databases.yaml"]);
  });

  it("refuses files it cannot merge into, naming them, and a hand-written file in the way", () => {
    const problems = (repo: Repo, acct: Account = account([1])) => {
      const owned = Object.entries(repo).filter(([, t]) => OWN(t)).map(([name, text]) => ({ name, text }));
      return planMerge(live(acct), owned, new Set(Object.keys(repo).filter((n) => !OWN(repo[n]!)))).problems;
    };
    expect(problems({ "firewalls.yaml": "# Imported by cloudlint import\nfirewalls:\n  - id: 1\n   label: [\n" })).toEqual([expect.stringMatching(/^firewalls\.yaml does not load \(line \d+: .+\): fix it, or remove its first line \(the import's header\) to make it yours$/)]);
    expect(problems({ "a.yaml": "# Imported by cloudlint import\n- 1\n" })).toEqual(["a.yaml is not a mapping of sections: fix it, or remove its first line (the import's header) to make it yours"]);
    expect(problems({ "firewalls.yaml": "# Imported by cloudlint import\nfirewalls: [{ id: 1 }]\n" })).toEqual(['firewalls.yaml: its firewalls is a flow list ([…]): write it as a block list (one "- " item a line) for the import to update it in place']);
    expect(problems({ "firewalls.yaml": "# Imported by cloudlint import\nfirewalls: { id: 1 }\n" })).toEqual(["firewalls.yaml: its firewalls is not a list"]);
    expect(problems({ "firewalls.yaml": "# written by hand\nfirewalls: []\n" })).toEqual([expect.stringMatching(/^firewalls\.yaml is in the way: the import would add an entry to it, but it does not start with the import's header/)]);
    // A name with control characters is escaped.
    expect(problems({ "fw\u001b[31m.yaml": "# Imported by cloudlint import\n{" })[0]).toMatch(/^fw\\u001b\[31m\.yaml does not load/);
  });

  it("refuses to write a file that changed after it was planned", () => {
    const repo = fresh(account([1]));
    const plan = planMerge(live(account([2])), [{ name: "firewalls.yaml", text: repo["firewalls.yaml"]! }], new Set());
    const render = plan.files.find((f) => f.name === "firewalls.yaml")!.render;
    expect(render(repo["firewalls.yaml"]! + "# edited meanwhile\n")).toEqual({ problem: "firewalls.yaml changed while the import ran: run it again" });
  });

  it("removes a part file left with no entry, and keeps a section's own file and the user's keys", () => {
    const entry = (id: number) => ({ id, label: `fw-${id}` });
    const part = (id: number) => `# Imported by cloudlint import\nfirewalls:\n${entryYaml(entry(id))}`;
    const repo = { "firewalls-1.yaml": part(1), "firewalls-2.yaml": part(2), "firewalls-3.yaml": `${part(3)}nodebalancers: []\n`, "firewalls.yaml": part(4) };
    const owned = Object.entries(repo).map(([name, text]) => ({ name, text }));
    const plan = planMerge(live({ firewalls: [entry(1)] }), owned, new Set());
    expect(plan.remove).toEqual(["firewalls-2.yaml"]);
    const after = apply(plan, repo);
    expect(after["firewalls-3.yaml"]).toBe("# Imported by cloudlint import\nfirewalls: []\nnodebalancers: []\n");
    expect(after["firewalls.yaml"]).toBe("# Imported by cloudlint import\nfirewalls: []\n");
  });

  it("compares data as the loader reads it: key order and quoting do not matter, types do", () => {
    expect(sameData({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: "1" })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    const repo = { "firewalls.yaml": '# Imported by cloudlint import\nfirewalls:\n  - id: "5"\n    label: fw-5\n' };
    // An id written as a string is the same resource, but not the same data: rewritten with the account's integer.
    expect(importInto({ firewalls: [{ id: 5, label: "fw-5" }] }, repo)["firewalls.yaml"]).toBe("# Imported by cloudlint import\nfirewalls:\n  - id: 5\n    label: fw-5\n");
  });
});

/** Edits that change no data: a comment above or after an entry, its keys in another order, blank lines. */
const noDataEdit = fc.oneof(
  fc.record({ kind: fc.constant("comment-above" as const), at: fc.nat(), text: fc.stringMatching(/^[a-z #:-]{0,20}$/) }),
  fc.record({ kind: fc.constant("comment-after" as const), at: fc.nat(), text: fc.stringMatching(/^[a-z #:-]{0,20}$/) }),
  fc.record({ kind: fc.constant("reorder" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("blank" as const), at: fc.nat() }),
);

/** Applies an edit to a section file's text (entries at "  - "). */
function editText(text: string, edit: { kind: string; at: number; text?: string }): string {
  const starts = [...text.matchAll(/^ {2}- /gm)].map((m) => m.index!);
  if (starts.length === 0) return text;
  const k = edit.at % starts.length;
  const from = starts[k]!;
  const to = starts[k + 1] ?? text.length;
  const entry = text.slice(from, to);
  switch (edit.kind) {
    case "comment-above":
      return `${text.slice(0, from)}  # ${edit.text}\n${text.slice(from)}`;
    case "comment-after": {
      const end = text.indexOf("\n", from);
      return `${text.slice(0, end)}  # ${edit.text}${text.slice(end)}`;
    }
    case "blank":
      return `${text.slice(0, from)}\n${text.slice(from)}`;
    default: {
      // The entry's top-level keys in reverse order (each key with its nested lines).
      const lines = entry.replace(/^ {2}- /, "    ").split("\n");
      const tail = lines[lines.length - 1] === "" ? lines.pop() : undefined;
      const blocks: string[][] = [];
      for (const line of lines) {
        if (/^ {4}\S/.test(line) || blocks.length === 0) blocks.push([line]);
        else blocks[blocks.length - 1]!.push(line);
      }
      if (blocks.some((b) => b.some((l) => /: [|>]/.test(l)))) return text;
      const reordered = blocks.reverse().flat().join("\n").replace(/^ {4}/, "  - ") + (tail !== undefined ? "\n" : "");
      return text.slice(0, from) + reordered + text.slice(to);
    }
  }
}

const arbitraryFirewall = (id: number) =>
  fc.record({
    label: fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
    status: fc.constantFrom("enabled", "disabled"),
    tags: fc.array(fc.constantFrom("web", "db", "prod"), { maxLength: 2 }),
    ports: fc.constantFrom("22", "80, 443", "1-1024"),
    computes: fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }),
  }).map((f): Entry => ({
    id,
    label: f.label,
    status: f.status,
    ...(f.tags.length ? { tags: f.tags } : {}),
    rules: { inbound_policy: "DROP", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: f.ports }] },
    ...(f.computes.length ? { devices: { computes: [...new Set(f.computes)].sort((a, b) => a - b) } } : {}),
  }));

const arbitraryAccount = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 10 }).chain((ids) => fc.tuple(...ids.map(arbitraryFirewall)).map((firewalls): Account => ({ firewalls })));

describe("properties", () => {
  it("an edit that changes no data leaves the repository byte for byte as the user left it", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(arbitraryAccount, fc.array(noDataEdit, { maxLength: 6 }), (acct, edits) => {
        const repo = fresh(acct);
        const user = { ...repo, "firewalls.yaml": edits.reduce((t, e) => editText(t, e), repo["firewalls.yaml"]!) };
        expect(loadText(user["firewalls.yaml"]!).data).toEqual(loadText(repo["firewalls.yaml"]!).data);
        expect(importInto(acct, user)).toEqual(user);
      }),
      { numRuns: 80 },
    );
  });

  it("over any edited repository and any account change, the result holds the account, and importing again changes nothing", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(arbitraryAccount, arbitraryAccount, fc.array(noDataEdit, { maxLength: 6 }), (before, after, edits) => {
        const repo = fresh(before);
        const user = { ...repo, "firewalls.yaml": edits.reduce((t, e) => editText(t, e), repo["firewalls.yaml"]!) };
        const merged = importInto(after, user);
        expect(loadText(merged["firewalls.yaml"]!).data).toEqual({ firewalls: sortById(after.firewalls!) });
        expect(importInto(after, merged)).toEqual(merged);
        // Without edits, the merge is what a fresh import of the account writes.
        if (edits.length === 0) expect(importInto(after, repo)).toEqual(fresh(after));
      }),
      { numRuns: 80 },
    );
  });
});
