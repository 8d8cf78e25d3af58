/**
 * The playground's picture of a firewall: every band's decision is explain's (explainPacket, the
 * `cloudlint explain` command) for every port of the band from the row's address, and the bands of
 * each row, direction and protocol cover ports 1–65535 exactly once.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { exposureMap, firewallsOf } from "../../src/files/lint-files.js";
import { exposureBands, MAX_DRAWN_RULES, MAX_EXPOSURE_ROWS, type ExposureMap } from "../../src/firewall/exposure-map.js";
import { explainPacket } from "../../src/lint.js";

const networks4 = ["0.0.0.0/0", "10.0.0.0/8", "10.1.0.0/16", "8.8.8.0/24", "192.168.1.0/24", "203.0.113.0/24", "198.51.100.9/32", "128.0.0.0/1", "1.0.0.0/8"];
const networks6 = ["::/0", "2001:db8::/32", "fd00::/8", "2001:4860::/32", "2606:4700:4700::1111/128"];
const ports = ["22", "80", "443", "1-1024", "3306, 5432", "1024-65535", "65535", "1", "8000-8080, 22"];
const rule = fc.record({
  action: fc.constantFrom("ACCEPT", "DROP"),
  protocol: fc.constantFrom("TCP", "UDP", "ICMP"),
  ports: fc.option(fc.constantFrom(...ports), { nil: undefined }),
  addresses: fc.record({ ipv4: fc.subarray(networks4), ipv6: fc.subarray(networks6) }),
  label: fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{2,10}$/), { nil: undefined }),
});
const rules = fc.record({
  inbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  outbound_policy: fc.constantFrom("ACCEPT", "DROP"),
  inbound: fc.array(rule, { maxLength: 6 }),
  outbound: fc.array(rule, { maxLength: 3 }),
});
const clean = (r: object): object => JSON.parse(JSON.stringify(r, (_k, v) => (v === undefined || (Array.isArray(v) && v.length === 0 && _k !== "inbound" && _k !== "outbound") ? undefined : v)));

function coverage(map: Pick<ExposureMap, "rows" | "bands">): void {
  const groups = new Map<string, [number, number][]>();
  for (const b of map.bands) {
    const key = `${b.direction}/${b.protocol}/${b.row}`;
    groups.set(key, [...(groups.get(key) ?? []), [b.from, b.to]]);
  }
  expect(groups.size).toBe(2 * 2 * map.rows.length);
  for (const list of groups.values()) {
    let next = 1;
    for (const [from, to] of list) {
      expect(from).toBe(next);
      expect(to).toBeGreaterThanOrEqual(from);
      next = to + 1;
    }
    expect(next).toBe(65536);
  }
}

describe("exposureMap", () => {
  it("every band is explain's answer at its first, last and a middle port, from the row's address", () => {
    fc.assert(
      fc.property(rules, fc.nat(), (raw, pick) => {
        const text = stringify({ firewalls: [{ label: "fw", rules: clean(raw) }] });
        const files = [{ path: "fw.yaml", text }];
        const map = exposureMap(files, "fw");
        if ("problem" in map) throw new Error(map.problem);
        coverage(map);
        const rowOf = new Map(map.rows.map((r) => [r.id, r]));
        const band = map.bands[pick % map.bands.length]!;
        for (const port of [band.from, band.to, (band.from + band.to) >> 1]) {
          const answer = explainPacket([{ filePath: "fw.yaml", text }], "fw", { direction: band.direction, protocol: band.protocol, port, address: rowOf.get(band.row)!.address });
          if (!("decision" in answer)) throw new Error(answer.message);
          expect([answer.decision, answer.rule?.index ?? null, answer.rule?.line]).toEqual([band.decision, band.rule?.index ?? null, band.rule?.line]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("rows: all of each family from an address no rule network holds, the private ranges, each network once", () => {
    const map = exposureBands({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["8.8.8.8/32", "0.0.0.0/0", "10.0.0.0/8", "10.0.0.0/8"], ipv6: ["2001:4860:4860::8888/128"] } }] });
    if ("problem" in map) throw new Error(map.problem);
    expect(map.rows.map((r) => [r.id, r.address])).toEqual([
      ["all-ipv4", "1.1.1.1"],
      ["all-ipv6", "2606:4700:4700::1111"],
      ["private-10", "10.0.0.0"],
      ["private-172", "172.16.0.0"],
      ["private-192", "192.168.0.0"],
      ["private-fc00", "fc00::"],
      ["net-0", "8.8.8.8"],
      ["net-1", "10.0.0.0"],
      ["net-2", "2001:4860:4860::8888"],
    ]);
    const ssh = map.bands.find((b) => b.row === "all-ipv4" && b.direction === "inbound" && b.protocol === "TCP" && b.from <= 22 && b.to >= 22)!;
    expect([ssh.from, ssh.to, ssh.decision, ssh.rule?.index, ssh.sensitive]).toEqual([22, 22, "ACCEPT", 0, true]);
  });

  it(`draws ${MAX_EXPOSURE_ROWS} networks and counts the rest`, () => {
    const hosts = (n: number) => Array.from({ length: n }, (_, i) => `203.0.${i >> 8}.${i & 255}/32`);
    for (const [n, drawn, omitted] of [[MAX_EXPOSURE_ROWS - 1, MAX_EXPOSURE_ROWS - 1, 0], [MAX_EXPOSURE_ROWS, MAX_EXPOSURE_ROWS, 0], [MAX_EXPOSURE_ROWS + 1, MAX_EXPOSURE_ROWS, 1]] as const) {
      const map = exposureBands({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: hosts(n) } }] });
      if ("problem" in map) throw new Error(map.problem);
      expect([map.rows.length - 6, map.omittedRows]).toEqual([drawn, omitted]);
    }
  });

  it(`draws at most ${MAX_DRAWN_RULES} rules in a direction`, () => {
    const many = (n: number) => ({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: Array.from({ length: n }, (_, i) => ({ action: "ACCEPT", protocol: "TCP", ports: String(i + 1), addresses: { ipv4: ["0.0.0.0/0"] } })) });
    expect("bands" in exposureBands(many(MAX_DRAWN_RULES - 1))).toBe(true);
    expect("bands" in exposureBands(many(MAX_DRAWN_RULES))).toBe(true);
    expect(exposureBands(many(MAX_DRAWN_RULES + 1))).toEqual({ problem: `the firewall has ${MAX_DRAWN_RULES + 1} inbound rules; more than ${MAX_DRAWN_RULES} are not drawn (the API allows 25 in all)` });
  });

  it("is total, and names the firewall it cannot find", () => {
    for (const value of [undefined, null, 3, "x", [], { inbound: "x" }]) expect("bands" in exposureBands(value)).toBe(true);
    expect(exposureMap([{ path: "a.yaml", text: "firewalls: []\n" }], "web")).toEqual({ problem: 'no firewall labelled "web"' });
  });

  it("finds the firewalls and their lines, in YAML and in a .tf file", () => {
    const yaml = "firewalls:\n  - label: a\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n  - label: b\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n";
    const tf = 'resource "linode_firewall" "web" {\n  label = "c"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n}\n';
    expect(firewallsOf([{ path: "fw.yaml", text: yaml }, { path: "main.tf", text: tf }]).map((f) => [f.label, f.path, f.line, f.endLine])).toEqual([
      ["a", "fw.yaml", 2, 3],
      ["b", "fw.yaml", 4, 7],
      ["c", "main.tf", 1, 5],
    ]);
  });
});
