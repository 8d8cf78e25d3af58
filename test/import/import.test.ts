/**
 * src/import/: API records → state files (issue 23). Pure: the responses are handed in. The
 * imported account lints as any other; the output does not depend on the order records or pages
 * arrived in; fields the requests do not name never reach a file; any response is total.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ACCOUNT_LISTS, buildImport, entriesOf, entryYaml, ImportBuilder, memoryStore, trimRecord, followUpRequests, isImportedFileName, pageQuery, pagesToRead, readEnvelope, sectionFiles, sectionFilesOf, sectionYaml, type ImportResponses } from "../../src/import/index.js";
import { MergePlanner } from "../../src/import/merge.js";
import { lintSources } from "../../src/lint.js";
import { imageStateFindings } from "../../src/resources/image.js";
// @ts-expect-error: plain .mjs fixture shared with bench/import.mjs
import { EXTRA_FIELDS, makeAccount } from "./api-server.mjs";

interface Account {
  vpcs: unknown[];
  firewalls: Array<{ id: number }>;
  rules: Map<number, unknown>;
  devices: Map<number, unknown[]>;
  databases: unknown[];
  stackscripts: Array<{ id: number; mine: boolean }>;
  images: Array<{ is_public: boolean }>;
  ips: unknown[];
  ranges: unknown[];
  vpcIps: unknown[];
}

/** The responses an import of the fixture account gets (filters applied as the API applies them). */
function responsesOf(account: Account, extra = false): ImportResponses {
  const x = <T,>(r: T): T => (extra ? { ...r, ...EXTRA_FIELDS } : r);
  const lists = new Map<string, unknown[]>([
    ["vpcs", account.vpcs.map(x)],
    ["firewalls", account.firewalls.map(x)],
    ["databases", account.databases.map(x)],
    ["stackscripts", account.stackscripts.filter((s) => s.mine).map(({ script: _s, ...rest }: { script?: string } & Record<string, unknown>) => x(rest))],
    ["images", account.images.filter((i) => !i.is_public).map(x)],
    ["ips", account.ips.map(x)],
    ["ipv6-ranges", account.ranges.map(x)],
    ["vpc-ips", account.vpcIps.map(x)],
  ]);
  const views = new Map<string, unknown>();
  for (const f of account.firewalls) {
    views.set(`firewall-rules:${f.id}`, x(account.rules.get(f.id)));
    lists.set(`firewall-devices:${f.id}`, (account.devices.get(f.id) ?? []).map(x));
  }
  for (const s of account.stackscripts) views.set(`stackscript:${s.id}`, x(s));
  return { lists, views };
}

const lintFiles = (files: ReadonlyArray<{ name: string; text: string }>) =>
  lintSources(files.map((f) => ({ filePath: `infra/${f.name}`, text: f.text }))).flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId}`));

describe("buildImport", () => {
  it("writes one file per section, sorted by id, that lints with only the live account's own findings", () => {
    const result = buildImport(responsesOf(makeAccount()));
    expect(result.files.map((f) => f.name)).toEqual(["vpcs.yaml", "firewalls.yaml", "databases.yaml", "stackscripts.yaml", "images.yaml", "computes.yaml"]);
    expect(result.counts).toEqual({ vpcs: 2, firewalls: 3, databases: 2, stackscripts: 2, images: 2, computes: 4 });
    // The fixture's first firewall leaves SSH open to the world: that, and nothing the import made up.
    expect(lintFiles(result.files)).toEqual(["infra/firewalls.yaml:20 firewall-exposed-port"]);
  });

  it("reads the fields the create and update requests name, plus id and status, and nothing else", () => {
    const result = buildImport(responsesOf(makeAccount(), true));
    const text = result.files.map((f) => f.text).join("\n");
    for (const word of ["root_pass", "hunter2", "future_field", "created", "updated", "hosts", "port", "fingerprint", "mine", "deployments_total", "entity", "gateway", "rdns", "capabilities", "version"]) expect(text).not.toMatch(new RegExp(`\\b${word}:`));
    expect(result.state.databases![0]).toEqual({
      id: 301,
      label: "db-001",
      status: "active",
      engine: "mysql/8.0.30",
      region: "us-east",
      type: "g6-dedicated-2",
      cluster_size: 3,
      encrypted: true,
      ssl_connection: true,
      replication_type: "semi_synch",
      allow_list: ["10.1.1.0/24", "203.0.113.10/32"],
      updates: { frequency: "weekly", duration: 1, hour_of_day: 3, day_of_week: 7, week_of_month: null },
    });
    // The StackScript's script comes from its view; the list record has none.
    expect(result.state.stackscripts![0]).toMatchObject({ id: 401, script: "#!/bin/bash\nset -euo pipefail\necho 1\n" });
    // An image's cloud_init from its capabilities; how it was made is not shown.
    expect(result.state.images).toEqual([
      { id: "private/701", label: "golden-1", status: "available", description: "hardened base", cloud_init: true },
      { id: "private/702", label: "golden-2", status: "available", description: "hardened base" },
    ]);
  });

  it("rebuilds the compute inventory from IPs, ranges, VPC IP records and device labels", () => {
    const { state, notShown } = buildImport(responsesOf(makeAccount()));
    expect(state.computes![0]).toEqual({
      label: "web-00001",
      id: 1001,
      region: "us-east",
      ipv4: { public: ["203.0.0.1"] },
      ipv6_ranges: ["2600:3c03:e000:1::/64"],
      slaac: "2600:3c03::f03c:91ff:fe01:1",
      configs: [{ interfaces: [{ purpose: "vpc", subnet: 101, ipv4: { vpc: "10.1.1.3" } }] }],
    });
    expect(state.computes![2]).toMatchObject({ id: 1003, configs: [{ interfaces: [{ ipv4: { vpc: "10.1.1.5", nat_1_1: "203.0.0.3" } }] }] });
    // No device names instance 1004: its label is a placeholder, and said so.
    expect(state.computes![3]).toMatchObject({ label: "compute-1004", id: 1004 });
    expect(notShown).toEqual([
      expect.stringContaining("compute instances' type, image"),
      "the labels of 1 compute instance no firewall device names (written compute-<id>)",
      expect.stringContaining("NodeBalancers' regions"),
      "how each private image was made (disk_id or region)",
    ]);
    expect(state.firewalls![1]).toMatchObject({ devices: { computes: [1002], nodebalancers: [900] } });
  });

  it("gives byte-identical files whatever order the records and pages came in", () => {
    const account = makeAccount({ firewalls: 12, computes: 9, vpcs: 3 });
    const once = buildImport(responsesOf(account)).files;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const shuffled = responsesOf(account);
        let s = seed;
        const random = () => ((s = (s * 48271) % 2147483647) / 2147483647);
        const lists = new Map([...shuffled.lists].map(([k, v]) => [k, [...v].sort(() => random() - 0.5)]));
        expect(buildImport({ lists, views: shuffled.views }).files).toEqual(once);
      }),
      { numRuns: 30 },
    );
  });

  it("gives the same import whatever order the lists and views arrive in (the builder, fed as the requests answer)", () => {
    const account = makeAccount({ firewalls: 12, computes: 9, vpcs: 3 });
    const responses = responsesOf(account, true);
    const once = buildImport(responses);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        let s = seed;
        const random = () => ((s = (s * 48271) % 2147483647) / 2147483647);
        // Follow-ups may answer before the lists in a test; in the CLI the lists come first.
        const arrivals = [...[...responses.lists].map(([k, v]) => () => builder.list(k, v)), ...[...responses.views].map(([k, v]) => () => builder.view(k, v))].sort(() => random() - 0.5);
        const builder = new ImportBuilder({ keepState: true });
        for (const arrive of arrivals) arrive();
        const result = builder.finish();
        expect(Object.fromEntries(Object.entries(result.sections).map(([k, v]) => [k, entriesOf(v)]))).toEqual(once.sections);
        expect(result.state).toEqual(once.state);
        expect([result.leftOut, result.unexpected, result.notShown]).toEqual([once.leftOut, once.unexpected, once.notShown]);
      }),
      { numRuns: 30 },
    );
  });

  it("imports the same from records cut to the fields it reads (trimRecord) as from whole ones", () => {
    const cut = (responses: ImportResponses): ImportResponses => ({
      lists: new Map([...responses.lists].map(([k, v]) => [k, v.map((r) => trimRecord(k, r))])),
      views: new Map([...responses.views].map(([k, v]) => [k, trimRecord(k, v)])),
    });
    const whole = responsesOf(makeAccount({ firewalls: 12, computes: 9, vpcs: 3 }), true);
    expect(buildImport(cut(whole))).toEqual(buildImport(whole));
    // The fields it does not read are gone: the secret-looking extra field of every record, the device's entity URL.
    expect(JSON.stringify([...cut(whole).lists.values()])).not.toMatch(/hunter2|future_field|created|\/v4\/compute/);
    // Any records, of any shape, under any key.
    const key = fc.constantFrom("vpcs", "firewalls", "databases", "stackscripts", "images", "ips", "ipv6-ranges", "vpc-ips", "firewall-devices:1");
    fc.assert(
      fc.property(fc.dictionary(key, fc.array(fc.oneof(fc.jsonValue(), fc.record({ id: fc.integer({ min: 1, max: 3 }), entity: fc.jsonValue(), subnets: fc.array(fc.jsonValue()) }, { requiredKeys: [] })), { maxLength: 4 })), fc.jsonValue(), fc.jsonValue(), (lists, rules, script) => {
        const responses = { lists: new Map(Object.entries(lists)), views: new Map([["firewall-rules:1", rules], ["stackscript:1", script]]) };
        expect(buildImport(cut(responses))).toEqual(buildImport(responses));
      }),
      { numRuns: 300 },
    );
  });

  it("an account's change touches only its section's file", () => {
    const account = makeAccount();
    const before = buildImport(responsesOf(account)).files;
    (account.rules.get(5002) as { inbound: Array<{ ports: string }> }).inbound[0]!.ports = "443, 8443";
    const after = buildImport(responsesOf(account)).files;
    expect(after.filter((f, i) => f.text !== before[i]!.text).map((f) => f.name)).toEqual(["firewalls.yaml"]);
  });

  it("leaves out deleted firewalls and records with no usable id, and says so", () => {
    const responses: ImportResponses = {
      lists: new Map<string, unknown[]>([
        ["firewalls", [{ id: 1, label: "gone-fw", status: "deleted" }, { id: "../x", label: "odd" }, { id: 2, label: "kept-fw", status: "enabled" }]],
        ["vpcs", [{ label: "no-id", region: "us-east" }]],
      ]),
      views: new Map(),
    };
    const result = buildImport(responses);
    expect(result.state.firewalls!.map((f) => f.label)).toEqual(["kept-fw"]);
    expect(result.state.vpcs).toEqual([]);
    // In the sections' order, whatever order the lists came in.
    expect(result.leftOut).toEqual(["1 record of vpcs without a usable id", "1 record of firewalls without a usable id", "1 deleted firewall"]);
  });

  it("keeps each id once when pages overlap (an account that changed while it was paged), and asks its rules once", () => {
    const lists = new Map<string, unknown[]>([["firewalls", [{ id: 5001, label: "fw-a" }, { id: 5002, label: "fw-b" }, { id: 5002, label: "fw-b" }, { id: 5003, label: "fw-c" }]], ["stackscripts", [{ id: 7, label: "s" }, { id: 7, label: "s" }]]]);
    expect(followUpRequests(lists).map((r) => r.path)).toEqual(["/networking/firewalls/5001/rules", "/networking/firewalls/5001/devices", "/networking/firewalls/5002/rules", "/networking/firewalls/5002/devices", "/networking/firewalls/5003/rules", "/networking/firewalls/5003/devices", "/compute/stackscripts/7"]);
    const result = buildImport({ lists, views: new Map() });
    expect(result.state.firewalls!.map((f) => f.label)).toEqual(["fw-a", "fw-b", "fw-c"]);
    expect(result.state.stackscripts).toHaveLength(1);
    expect(result.leftOut).toEqual(["1 record of firewalls listed again under an id already read (the account changed while it was paged; the first kept)", "1 record of stackscripts listed again under an id already read (the account changed while it was paged; the first kept)"]);
    expect(lintFiles(result.files).filter((f) => f.includes("unique"))).toEqual([]);
  });

  it("counts records that are not objects, and writes a field of an unexpected type as given (lint reports it), saying so", () => {
    const responses: ImportResponses = {
      lists: new Map<string, unknown[]>([
        ["firewalls", [null, [1], { id: 5001, label: "fw", status: "enabled" }]],
        ["ips", [null, { address: "203.0.113.1", type: "ipv4", compute_id: "1001", region: "us-east" }]],
      ]),
      views: new Map([["firewall-rules:5001", { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [null, { action: "ACCEPT", protocol: "TCP", ports: 22, addresses: { ipv4: ["0.0.0.0/0"] } }], outbound: [] }]]),
    };
    const result = buildImport(responses);
    expect(result.leftOut).toEqual(["2 records of firewalls that are not objects (null, a list or a scalar)", "2 records of IP addresses, IPv6 ranges and VPC IP records that are not objects or have an id or address of an unexpected type"]);
    expect((result.state.firewalls![0]!.rules as { inbound: unknown[] }).inbound).toEqual([null, { action: "ACCEPT", protocol: "TCP", ports: 22, addresses: { ipv4: ["0.0.0.0/0"] } }]);
    expect(result.unexpected).toEqual(["firewalls 5001: rules.inbound[0], rules.inbound[1].ports"]);
    // The rule keeps its place and its ports: lint says what is wrong with it.
    expect(lintFiles(result.files).some((f) => f.startsWith("infra/firewalls.yaml:"))).toBe(true);
  });

  it("keeps the list's id: a StackScript view that answers for another id is ignored, and said", () => {
    const lists = new Map<string, unknown[]>([["stackscripts", [{ id: 7, label: "s", images: ["x"] }, { id: 8, label: "t", images: ["x"] }]]]);
    const views = new Map<string, unknown>([["stackscript:7", { id: 999, label: "other", images: ["y"], script: "echo other" }], ["stackscript:8", { id: 8, label: "t", images: ["x"], script: "echo t" }]]);
    const result = buildImport({ lists, views });
    expect(result.state.stackscripts).toEqual([{ id: 7, label: "s", images: ["x"] }, { id: 8, label: "t", images: ["x"], script: "echo t" }]);
    expect(result.leftOut).toEqual(["the view of 1 StackScript (7) answered for another id: ignored, so its script is left out"]);
  });

  it("writes the token, wherever the responses echo it, as [redacted], and counts it", () => {
    const token = "tok_SECRET_abcdef0123456789";
    const lists = new Map<string, unknown[]>([["firewalls", [{ id: 5001, label: `fw-${token}`, tags: [token, "web"] }]], ["stackscripts", [{ id: 1, label: "s" }]]]);
    const views = new Map<string, unknown>([["stackscript:1", { id: 1, label: "s", script: `#!/bin/sh\ncurl -H "Authorization: Bearer ${token}" -H 'X: "${token}"'\n` }]]);
    const result = buildImport({ lists, views }, { secret: token });
    const text = result.files.map((f) => f.text).join("");
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.slice(0, 12));
    expect(JSON.stringify(result.state)).not.toContain(token);
    expect(result.redacted).toBe(3);
    expect(result.state.firewalls![0]).toMatchObject({ label: "fw-[redacted]", tags: ["[redacted]", "web"] });
    expect(buildImport({ lists, views }).redacted).toBe(0);
  });

  it("writes bidirectional, zero-width and C1 characters of labels as escapes in double quotes", () => {
    const yaml = entryYaml({ id: 1, label: "web\u202e1\u200bx\u0085", description: "a\u001bb", script: "echo \u2066hi\u2069\n" });
    expect(yaml).toBe('  - id: 1\n    label: "web\\u202e1\\u200bx\\u0085"\n    description: "a\\eb"\n    script: "echo \\u2066hi\\u2069\\n"\n');
    expect(yaml).not.toMatch(/[\u0080-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/);
    // And they read back as the same strings.
    expect(parse(`x:\n${yaml}`)).toEqual({ x: [{ id: 1, label: "web\u202e1\u200bx\u0085", description: "a\u001bb", script: "echo \u2066hi\u2069\n" }] });
  });

  it("is total: any responses give files that load", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("vpcs", "firewalls", "databases", "stackscripts", "images", "ips", "ipv6-ranges", "vpc-ips", "firewall-devices:1"), fc.array(fc.jsonValue(), { maxLength: 4 })), fc.jsonValue(), (lists, rules) => {
        const result = buildImport({ lists: new Map(Object.entries(lists)), views: new Map([["firewall-rules:1", rules]]) });
        expect(result.files).toHaveLength(6);
        for (const r of lintSources(result.files.map((f) => ({ filePath: f.name, text: f.text })))) expect(r.messages.filter((m) => m.ruleId === "parse-error")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("writes scalar lists in flow style and keeps a multi-line script a block", () => {
    expect(sectionYaml("stackscripts", [{ id: 1, label: "s", images: ["compute/debian12"], script: "#!/bin/sh\necho 1\n" }])).toBe(
      [
        "# Imported by cloudlint import: the account's own StackScripts (GET /compute/stackscripts, X-Filter mine, and each one's view).",
        "# Sorted by id; importing again changes only the entries the account changed, and keeps the rest as it is.",
        "",
        "stackscripts:",
        "  - id: 1",
        "    label: s",
        "    images: [compute/debian12]",
        "    script: |",
        "      #!/bin/sh",
        "      echo 1",
        "",
      ].join("\n"),
    );
  });
});

describe("large sections", () => {
  const entries = [1, 2, 3, 4, 5].map((id) => ({ id, label: `fw-${id}` }));
  const size = Buffer.byteLength(entryYaml(entries[0]!));

  it("split into parts of at most maxBytes of entries, exactly at the boundary, named after their first id", () => {
    expect(entries.every((e) => Buffer.byteLength(entryYaml(e)) === size)).toBe(true);
    // A spacing no id's hash meets: only the size cuts.
    const names = (max: number) => sectionFiles("firewalls", entries, max, 2 ** 33).map((f) => `${f.name}:${(f.text.match(/^ {2}- id: (\d+)$/gm) ?? []).length}`);
    expect(names(5 * size)).toEqual(["firewalls.yaml:5"]);
    expect(names(5 * size - 1)).toEqual(["firewalls-1.yaml:4", "firewalls-5.yaml:1"]);
    expect(names(2 * size + 1)).toEqual(["firewalls-1.yaml:2", "firewalls-3.yaml:2", "firewalls-5.yaml:1"]);
    expect(names(2 * size)).toEqual(["firewalls-1.yaml:2", "firewalls-3.yaml:2", "firewalls-5.yaml:1"]);
    expect(names(2 * size - 1)).toEqual(["firewalls-1.yaml:1", "firewalls-2.yaml:1", "firewalls-3.yaml:1", "firewalls-4.yaml:1", "firewalls-5.yaml:1"]);
    // An entry larger than the limit is alone in its file.
    expect(names(1)).toHaveLength(5);
    // The parts together are the section, and each part lints as a file of its own.
    const parts = sectionFiles("firewalls", entries, 2 * size, 2 ** 33);
    expect(parts[1]!.text).toContain("# Sorted by id; importing again changes only the entries the account changed, and keeps the rest as it is. One part of the section, from id 3 (a part ends where an id's hash says, so an edit rewrites one part).\n");
    expect(lintSources(parts.map((f) => ({ filePath: f.name, text: f.text }))).flatMap((r) => r.messages.map((m) => m.ruleId)).filter((id) => id !== "firewall-required-field")).toEqual([]);
  });

  it("cuts parts where the ids' hashes say, so an edit, an addition or a deletion changes one part", () => {
    // Small entries, a spacing of 16 and a limit no run of entries between two cut points reaches.
    const make = (ids: number[], label = (id: number) => `fw-${id}`) => ids.map((id) => ({ id, label: label(id) }));
    let aloneSeen = 0;
    const property = fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 800, maxLength: 1500 }), fc.nat(), fc.constantFrom("edit", "delete", "add"), (raw, pick, change) => {
      const ids = [...raw].sort((a, b) => a - b);
      const before = sectionFiles("firewalls", make(ids), 8 * 1024, 16);
      expect(before.length).toBeGreaterThan(2);
      const target = ids[pick % ids.length]!;
      const changed = change === "edit" ? make(ids, (id) => (id === target ? "renamed" : `fw-${id}`)) : change === "delete" ? make(ids.filter((id) => id !== target)) : make([...ids, 10_000_001 + pick].sort((a, b) => a - b));
      const after = sectionFiles("firewalls", changed, 8 * 1024, 16);
      const key = (f: { name: string; text: string }) => `${f.name}\n${f.text}`;
      const old = new Set(before.map(key));
      const now = new Set(after.map(key));
      const written = after.filter((f) => !old.has(key(f)));
      const removed = before.filter((f) => !now.has(key(f)));
      if (change === "delete" && written.length === 0) {
        // The deleted entry was a part of its own (it followed a cut point and was one): that part goes, nothing else changes.
        expect(removed.map((f) => f.name)).toEqual([`firewalls-${target}.yaml`]);
        aloneSeen++;
      } else {
        // One file written; at most one other removed (the part a deleted cut point or first entry ended or named).
        expect(written.length).toBe(1);
        expect(removed.length).toBeLessThanOrEqual(change === "delete" ? 2 : 1);
      }
    });
    fc.assert(property, { numRuns: 60 });
    // The case that found a part of one entry (its deletion writes nothing), replayed every run.
    aloneSeen = 0;
    fc.assert(property, { seed: -180542021, path: "446", endOnFailure: true });
    expect(aloneSeen).toBe(1);
  });

  it("keeps every part under the limit whatever the entries' size; an entry over it alone", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 60 }), fc.integer({ min: 200, max: 4000 }), (lengths, max) => {
        const list = lengths.map((n, i) => ({ id: i + 1, label: "x".repeat(n) }));
        const files = sectionFiles("firewalls", list, max, 4);
        expect(files.flatMap((f) => [...f.text.matchAll(/^ {2}- id: (\d+)$/gm)].map((m) => Number(m[1])))).toEqual(list.map((e) => e.id));
        if (files.length === 1) return;
        for (const f of files) {
          const body = f.text.slice(f.text.indexOf("firewalls:\n") + "firewalls:\n".length);
          const count = (body.match(/^ {2}- id: /gm) ?? []).length;
          if (count > 1) expect(Buffer.byteLength(body)).toBeLessThanOrEqual(max);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("counts bytes, not characters", () => {
    const wide = [{ id: 1, label: "é".repeat(100) }, { id: 2, label: "é".repeat(100) }];
    const bytes = Buffer.byteLength(entryYaml(wide[0]!));
    expect(bytes).toBeGreaterThan(entryYaml(wide[0]!).length);
    expect(sectionFiles("firewalls", wide, 2 * bytes)).toHaveLength(1);
    expect(sectionFiles("firewalls", wide, 2 * bytes - 1)).toHaveLength(2);
  });

  it("names the files an import owns", () => {
    expect(["firewalls.yaml", "firewalls-1.yaml", "computes-12.yaml"].every(isImportedFileName)).toBe(true);
    expect(["firewalls-0.yaml", "firewalls-01.yaml", "network.yaml", "firewalls.yml", "README.md", "constructor.yaml", "firewalls-1.yaml.bak"].some(isImportedFileName)).toBe(false);
  });
});

describe("the requests of an import", () => {
  it("reads the named lists at page_size 500, the others at the API's default, and narrows StackScripts and images", () => {
    expect(ACCOUNT_LISTS.map((r) => `${r.path}${pageQuery(r, 1)}${r.filter ? ` ${JSON.stringify(r.filter)}` : ""}`)).toEqual([
      "/vpcs?page=1",
      "/networking/firewalls?page=1&page_size=500",
      "/databases/mysql/instances?page=1",
      '/compute/stackscripts?page=1&page_size=500 {"mine":true}',
      '/images?page=1 {"is_public":false}',
      "/networking/ips?page=1",
      "/networking/ipv6/ranges?page=1&page_size=500",
      "/networking/vpcs/ips?page=1",
    ]);
    expect(ACCOUNT_LISTS.find((r) => r.key === "firewalls")!.scopes).toEqual(["firewall:read_only"]);
  });

  it("asks each firewall's rules and devices and each StackScript's view; never an id that is no integer", () => {
    const follow = followUpRequests(
      new Map<string, unknown[]>([
        ["firewalls", [{ id: 7 }, { id: "7/../../account" }, { id: 8, status: "deleted" }, { id: -1 }, { id: 1.5 }]],
        ["stackscripts", [{ id: 9 }]],
      ]),
    );
    expect(follow.map((r) => `${r.path}${pageQuery(r, 2)}`)).toEqual(["/networking/firewalls/7/rules", "/networking/firewalls/7/devices?page=2&page_size=500", "/compute/stackscripts/9"]);
  });

  it("reads no more pages than results needs (plus one), and none past an empty first page", () => {
    const firewalls = ACCOUNT_LISTS.find((r) => r.key === "firewalls")!; // page_size 500
    const vpcs = ACCOUNT_LISTS.find((r) => r.key === "vpcs")!; // the default, 100
    const data = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));
    expect(pagesToRead(firewalls, { data: data(500), pages: 3, results: 1200 })).toEqual({ pages: 3 });
    expect(pagesToRead(firewalls, { data: data(500), pages: 100_000, results: 1000 }).pages).toBe(3);
    expect(pagesToRead(firewalls, { data: data(500), pages: 100_000, results: 1001 }).pages).toBe(4);
    expect(pagesToRead(firewalls, { data: data(500), pages: 100_000, results: 999 }).pages).toBe(3);
    expect(pagesToRead(vpcs, { data: data(100), pages: 100_000, results: 200 }).pages).toBe(3);
    expect(pagesToRead(vpcs, { data: data(100), pages: 100_000, results: 201 }).pages).toBe(4);
    expect(pagesToRead(vpcs, { data: [], pages: 100_000, results: 0 })).toEqual({ pages: 1, inconsistent: "the API answered pages 100000 with results 0 and 0 records on page 1 (page size 100): read 1 page" });
    expect(pagesToRead(vpcs, { data: [], pages: 50 }).pages).toBe(1);
    expect(pagesToRead(vpcs, { data: data(100), pages: 50 })).toEqual({ pages: 50 });
  });

  it("reads a collection envelope, and refuses anything else", () => {
    expect(readEnvelope({ data: [1], page: 2, pages: 3, results: 201 }, 2)).toEqual({ data: [1], page: 2, pages: 3, results: 201 });
    expect(readEnvelope({ data: [], page: 1, pages: 0, results: 0 }, 1)).toMatchObject({ pages: 1 });
    expect(readEnvelope({ data: [], page: 1, pages: 1 }, 2)).toEqual({ problem: "the response is page 1, not the page 2 asked for" });
    expect(readEnvelope({ data: {}, page: 1, pages: 1 }, 1)).toHaveProperty("problem");
    expect(readEnvelope({ data: [], page: 1, pages: 100_000 }, 1)).toMatchObject({ pages: 100_000 });
    expect(readEnvelope({ data: [], page: 1, pages: 100_001 }, 1)).toHaveProperty("problem");
    expect(readEnvelope([], 1)).toHaveProperty("problem");
  });
});

describe("image-source and imported images", () => {
  it("needs no disk_id or region for an image that exists (has an id); both are still an error", () => {
    const rules = (body: unknown) => imageStateFindings(body).map((f) => f.ruleId);
    expect(rules({ id: "private/12", label: "golden", status: "available" })).toEqual([]);
    expect(rules({ label: "golden" })).toEqual(["image-source"]);
    expect(rules({ id: "private/12", label: "golden", disk_id: 1, region: "us-east" })).toEqual(["image-source"]);
  });
});

describe("what an import holds", () => {
  /**
   * Every value reachable from `root` but through `skip` (the store): its strings, and how many
   * objects, lists, maps and sets (a typed array counts once, whatever its length; a function's
   * closure cannot be seen, and the builder holds none but the store's).
   */
  function held(root: object, skip: object): { strings: string[]; objects: number } {
    const seen = new Set<object>([skip]);
    const strings: string[] = [];
    let objects = 0;
    const stack: unknown[] = [root];
    while (stack.length > 0) {
      const v = stack.pop();
      if (typeof v === "string") strings.push(v);
      if (v === null || (typeof v !== "object" && typeof v !== "function") || seen.has(v)) continue;
      seen.add(v);
      objects++;
      if (ArrayBuffer.isView(v)) continue;
      if (v instanceof Map) for (const [k, x] of v) stack.push(k, x);
      else if (v instanceof Set) for (const x of v) stack.push(x);
      else for (const k of Object.getOwnPropertyNames(v)) stack.push((v as Record<string, unknown>)[k]);
    }
    return { strings, objects };
  }

  /** A builder fed as the CLI feeds it (the lists, then each follow-up in order) with `firewalls` firewalls and a fixed rest, and every text its store was given. */
  function fed(firewalls: number) {
    const texts: string[] = [];
    const inner = memoryStore();
    const store = { put: (t: string) => (texts.push(t), inner.put(t)), get: inner.get, bytes: inner.bytes };
    const builder = new ImportBuilder({ store, secret: "tok-0123456789" });
    const r = responsesOf(makeAccount({ firewalls, computes: 8, vpcs: 2 }));
    for (const req of ACCOUNT_LISTS) builder.list(req.key, r.lists.get(req.key) ?? []);
    const follow = builder.followUps();
    expect(follow.length).toBe(2 * firewalls + 2);
    for (let i = 0; i < follow.length; i++) {
      const q = follow.at(i)!;
      if (q.list) builder.list(q.key, r.lists.get(q.key) ?? []);
      else builder.view(q.key, r.views.get(q.key));
    }
    return { builder, store, texts };
  }

  it("the builder keeps no entry's text and nothing per firewall but numbers in columns: the same values for 50 firewalls as for 500", () => {
    const small = fed(50);
    const large = fed(500);
    const a = held(small.builder, small.store);
    const b = held(large.builder, large.store);
    // Every firewall's entry went to the store (and its list record before it: 2 texts a firewall).
    expect(large.texts.filter((t) => /^ {2}- id: 5\d{3}\n/.test(t))).toHaveLength(500);
    expect(b.objects).toBe(a.objects);
    expect(b.strings.length).toBe(a.strings.length);
    const stored = new Set(large.texts);
    expect(b.strings.filter((s) => stored.has(s) || s.includes("\n  "))).toEqual([]);
    // Every firewall has a field of an unexpected type (an ICMP rule's ports: null): the first ten are named, all counted.
    const result = large.builder.finish();
    expect([result.unexpected.length, result.unexpectedRecords]).toEqual([10, 500]);
    expect(result.unexpected[0]).toBe("firewalls 5001: rules.inbound[2].ports");
    expect(result.counts.firewalls).toBe(500);
  });

  it("the merge planner keeps no entry's text and nothing per entry but numbers in columns", () => {
    const planned = (firewalls: number) => {
      const { builder, store } = fed(firewalls);
      const result = builder.finish();
      const planner = new MergePlanner(result.sections);
      // An earlier import's files, each planned and let go (the CLI reads them one at a time).
      for (const section of Object.keys(result.sections) as Array<keyof typeof result.sections>) for (const f of sectionFilesOf(section, result.sections[section])) planner.add(f.name, f.text);
      return held(planner, store);
    };
    const a = planned(50);
    const b = planned(500);
    expect(b.objects).toBe(a.objects);
    expect(b.strings.length).toBe(a.strings.length);
    expect(b.strings.filter((s) => s.includes("\n  "))).toEqual([]);
  });
});

describe("a list given page by page (issue 36)", () => {
  /** Every file of a builder fed the account's lists, each cut into pages of `size` records (whole when size is 0), then the follow-ups. */
  function filesOf(size: number, r: ImportResponses) {
    const builder = new ImportBuilder({ secret: "tok-0123456789" });
    const give = (key: string, list: readonly unknown[]) => {
      if (size === 0) return builder.list(key, list);
      for (let i = 0; i < list.length; i += size) builder.listPage(key, list.slice(i, i + size).map((x) => trimRecord(key, x)));
      builder.listEnd(key);
    };
    for (const req of ACCOUNT_LISTS) give(req.key, (r.lists.get(req.key) ?? []).map((x) => trimRecord(req.key, x)));
    const follow = builder.followUps();
    for (let i = 0; i < follow.length; i++) {
      const q = follow.at(i)!;
      if (q.list) give(q.key, r.lists.get(q.key) ?? []);
      else builder.view(q.key, r.views.get(q.key));
    }
    const result = builder.finish();
    return { files: Object.keys(result.sections).flatMap((s) => sectionFilesOf(s as keyof typeof result.sections, result.sections[s as keyof typeof result.sections])), leftOut: result.leftOut, counts: result.counts };
  }

  it("gives the files, the counts and what was left out byte for byte as the whole list does", () => {
    const r = responsesOf(makeAccount({ firewalls: 40, computes: 30, vpcs: 7, databases: 5, stackscripts: 4, images: 4 }), true);
    // Records the import leaves out, spread over the pages: one not an object, one without an id, one listed again.
    const firewalls = r.lists.get("firewalls") as unknown[];
    firewalls.splice(3, 0, null, { label: "no-id" }, { ...(firewalls[10] as object) });
    (r.lists.get("vpcs") as unknown[]).push({ ...(r.lists.get("vpcs")![0] as object) });
    const whole = filesOf(0, r);
    expect(whole.leftOut.join("\n")).toContain("listed again under an id already read");
    for (const size of [1, 3, 25]) {
      const paged = filesOf(size, r);
      expect(paged.files).toEqual(whole.files);
      expect(paged.leftOut).toEqual(whole.leftOut);
      expect(paged.counts).toEqual(whole.counts);
    }
  });
});
