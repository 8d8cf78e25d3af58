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

  it("reports exactly the overlapping pairs a brute-force check finds (property)", () => {
    const subnet = fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 12, max: 24 })).map(([n, p]) => {
      const cidr = parseCidr(`10.${n * 16}.0.0/${p}`);
      return cidr.ok ? `10.${n * 16}.0.0/${p}` : "10.0.0.0/8";
    });
    fc.assert(
      fc.property(fc.array(subnet, { maxLength: 30 }), (ranges) => {
        const subnets = ranges.map((ipv4, i) => ({ label: `s${i}`, ipv4 }));
        const found = validateVpc(vpc({ subnets })).filter((d) => d.ruleId === "subnet-overlap").length;
        let expected = 0;
        const cidrs = ranges.map((r) => (parseCidr(r) as { ok: true; value: Parameters<typeof cidrsOverlap>[0] }).value);
        for (let i = 0; i < cidrs.length; i++) for (let j = i + 1; j < cidrs.length; j++) if (cidrsOverlap(cidrs[i]!, cidrs[j]!)) expected++;
        expect(found).toBe(expected);
      }),
    );
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
