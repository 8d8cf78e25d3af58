import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostic.js";
import { cidrsOverlap, parseCidr } from "../../src/net/cidr.js";
import { validateSubnet, validateVpc } from "../../src/resources/vpc.js";

const ids = (d: Diagnostic[]) => d.map((x) => x.ruleId);
const vpc = (extra: Record<string, unknown> = {}) => ({ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }], ...extra });

describe("validateVpc", () => {
  it("accepts a valid VPC", () => {
    expect(validateVpc(vpc({ description: "production" }))).toEqual([]);
  });

  it.each([
    ["", ["vpc-label-length"]],
    ["a", []],
    ["a".repeat(64), []],
    ["a".repeat(65), ["vpc-label-length"]],
    ["prod-1", []],
    ["prod--1", ["vpc-label-syntax"]],
    ["prod_1", ["vpc-label-syntax"]],
    ["prod.1", ["vpc-label-syntax"]],
    ["prød", ["vpc-label-syntax"]],
  ])("label %j", (label, expected) => {
    expect(ids(validateVpc(vpc({ label })))).toEqual(expected);
  });

  it.each([
    ["x".repeat(255), []],
    ["x".repeat(256), ["vpc-description-length"]],
  ])("description of %#", (description, expected) => {
    expect(ids(validateVpc(vpc({ description })))).toEqual(expected);
  });

  it("requires label and region on create; update takes only label and description", () => {
    expect(ids(validateVpc({ label: "x" }))).toEqual(["vpc-required-field"]);
    expect(validateVpc({ label: "new", description: "d" }, "update")).toEqual([]);
    expect(ids(validateVpc({ label: "new", subnets: [], region: "x" }, "update"))).toEqual(["vpc-update-field", "vpc-update-field"]);
    expect(ids(validateVpc({ color: "red" }, "update"))).toEqual(["vpc-unknown-field"]);
  });

  it.each([
    ["10.0.0.0/8", []],
    ["10.0.0.0/28", []],
    ["10.0.0.0/29", []],
    ["10.0.0.0/30", ["subnet-ipv4-prefix"]],
    ["10.0.1.5/24", ["subnet-ipv4-canonical"]],
    ["10.0.1.0", ["subnet-ipv4-syntax"]],
    ["010.0.1.0/24", ["subnet-ipv4-syntax"]],
    ["2001:db8::/64", ["subnet-ipv4-syntax"]],
    ["172.16.0.0/12", []],
    ["172.32.0.0/16", ["subnet-ipv4-private"]],
    ["100.64.0.0/24", ["subnet-ipv4-private"]],
    ["192.168.127.0/24", []],
    ["192.168.128.0/24", ["subnet-ipv4-reserved"]],
    ["192.168.0.0/16", ["subnet-ipv4-reserved"]],
    ["192.168.255.248/29", ["subnet-ipv4-reserved"]],
  ])("subnet ipv4 %j", (ipv4, expected) => {
    expect(ids(validateVpc(vpc({ subnets: [{ label: "app", ipv4 }] })))).toEqual(expected);
  });

  it("names the canonical form in the message and the fix", () => {
    const [d] = validateVpc(vpc({ subnets: [{ label: "app", ipv4: "10.0.1.5/24" }] }));
    expect(d!.message).toContain("10.0.1.0/24");
    expect(d!.fix).toEqual({ path: ["subnets", 0, "ipv4"], value: "10.0.1.0/24", description: "replace with 10.0.1.0/24" });
  });

  it("finds duplicate labels and overlaps within the VPC, naming the other subnet", () => {
    const d = validateVpc(
      vpc({
        subnets: [
          { label: "a", ipv4: "10.0.0.0/16" },
          { label: "b", ipv4: "10.1.0.0/16" },
          { label: "a", ipv4: "10.0.4.0/24" },
        ],
      }),
    );
    expect(d).toMatchObject([
      { ruleId: "subnet-label-unique", path: ["subnets", 2, "label"], related: [{ path: ["subnets", 0, "label"] }] },
      { ruleId: "subnet-overlap", path: ["subnets", 2, "ipv4"], related: [{ path: ["subnets", 0, "ipv4"] }] },
    ]);
  });

  it("reports overlaps as groups that cover exactly the subnets a brute-force check finds overlapping (property)", () => {
    const subnet = fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 12, max: 24 })).map(([n, p]) => {
      const cidr = parseCidr(`10.${n * 16}.0.0/${p}`);
      return cidr.ok ? `10.${n * 16}.0.0/${p}` : "10.0.0.0/8";
    });
    fc.assert(
      // At most MAX_RELATED (10) + 1 subnets, so every group names all its members.
      fc.property(fc.array(subnet, { maxLength: 11 }), (ranges) => {
        const subnets = ranges.map((ipv4, i) => ({ label: `s${i}`, ipv4 }));
        const found = validateVpc(vpc({ subnets })).filter((d) => d.ruleId === "subnet-overlap");
        const cidrs = ranges.map((r) => (parseCidr(r) as { ok: true; value: Parameters<typeof cidrsOverlap>[0] }).value);
        const overlapping = new Set<number>();
        for (let i = 0; i < cidrs.length; i++) for (let j = i + 1; j < cidrs.length; j++) if (cidrsOverlap(cidrs[i]!, cidrs[j]!)) overlapping.add(i).add(j);
        const covered = new Set<number>();
        for (const d of found) {
          const at = d.path[1] as number;
          covered.add(at);
          for (const r of d.related!) {
            const other = r.path[1] as number;
            expect(cidrsOverlap(cidrs[at]!, cidrs[other]!)).toBe(true);
            expect(at).toBeGreaterThan(other);
            covered.add(other);
          }
        }
        expect([...covered].sort()).toEqual([...overlapping].sort());
        expect(new Set(found.map((d) => d.path[1])).size).toBe(found.length);
        if (overlapping.size > 0) expect(found.length).toBeLessThan(overlapping.size);
      }),
    );
  });

  it("names at most 10 related subnets (boundary 10/11), and says how many there are", () => {
    const group = (n: number) => {
      const subnets = [...Array.from({ length: n }, (_, i) => ({ label: `s${i}`, ipv4: `10.0.${i}.0/24` })), { label: "all", ipv4: "10.0.0.0/16" }];
      return validateVpc(vpc({ subnets })).filter((d) => d.ruleId === "subnet-overlap");
    };
    expect(group(10)[0]!.related).toHaveLength(10);
    const [over] = group(11);
    expect(over!.related).toHaveLength(10);
    expect(over!.message).toContain("and 10 other subnets");
  });

  it("groups equal subnets: n copies are n-1 findings, each naming the first", () => {
    const subnets = Array.from({ length: 5 }, (_, i) => ({ label: `s${i}`, ipv4: "10.0.0.0/24" }));
    const found = validateVpc(vpc({ subnets })).filter((d) => d.ruleId === "subnet-overlap");
    expect(found.map((d) => d.path[1])).toEqual([1, 2, 3, 4]);
    expect(found.every((d) => d.related![0]!.path[1] === 0)).toBe(true);
    const wide = validateVpc(vpc({ subnets: [{ label: "a", ipv4: "10.0.1.0/24" }, { label: "b", ipv4: "10.0.2.0/24" }, { label: "all", ipv4: "10.0.0.0/16" }] }));
    expect(wide.filter((d) => d.ruleId === "subnet-overlap").map((d) => d.message)).toEqual([
      'subnet "all" ("10.0.0.0/16") overlaps subnet "a" ("10.0.1.0/24") and 1 other subnet of the same VPC',
    ]);
  });
});

describe("validateSubnet", () => {
  it("create needs label and ipv4; update takes only label", () => {
    expect(validateSubnet({ label: "app", ipv4: "10.0.0.0/24" })).toEqual([]);
    expect(ids(validateSubnet({ label: "app" }))).toEqual(["vpc-required-field"]);
    expect(validateSubnet({ label: "renamed" }, "update")).toEqual([]);
    expect(validateSubnet({ ipv4: "10.0.0.0/24" }, "update")).toMatchObject([{ ruleId: "vpc-update-field", message: expect.stringContaining("cannot be changed") }]);
  });
});

describe("robustness", () => {
  it("never throws on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        for (const mode of ["create", "update"] as const) {
          validateVpc(v, mode);
          validateSubnet(v, mode);
          validateVpc({ label: "x", region: "r", subnets: [v, v] }, mode);
        }
      }),
    );
  });
});
