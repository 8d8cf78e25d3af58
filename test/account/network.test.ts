import { describe, expect, it } from "vitest";
import { lintSources, lintText } from "../../src/lint.js";

const VPCS = `
vpcs:
  - label: prod
    region: us-east
    subnets:
      - { label: app, id: 7, ipv4: 10.0.1.0/24 }
`;

const compute = (iface: string, extra = "") => `
computes:
  - label: web-1
    region: us-east
${extra}    configs:
      - label: boot
        interfaces:
          - ${iface}
`;

const ruleIds = (text: string) => lintText(text).map((d) => d.ruleId);

describe("compute interfaces against subnets", () => {
  it.each([
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.1.5 } }", []],
    ["{ purpose: vpc, subnet: 7, ipv4: { vpc: 10.0.1.254 } }", []],
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.1.255 } }", ["compute-interface-vpc-address"]],
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.1.0 } }", ["compute-interface-vpc-address"]],
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.2.5 } }", ["compute-interface-vpc-address"]],
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.1.256 } }", ["compute-interface-vpc-address"]],
    ["{ purpose: vpc, subnet: prod/web }", ["unresolved-reference"]],
    ["{ purpose: vpc, subnet: 8 }", ["unknown-id-reference"]],
    ["{ purpose: vpc, subnet: prod }", ["compute-interface-subnet"]],
    ["{ purpose: vpc }", ["compute-interface-subnet"]],
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.1.5, nat_1_1: any } }", []],
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.1.5, nat_1_1: 203.0.113.10 } }", []],
    ["{ purpose: vpc, subnet: prod/app, ipv4: { vpc: 10.0.1.5, nat_1_1: 10.0.0.1 } }", ["compute-interface-nat"]],
    ["{ purpose: public, subnet: prod/app }", ["compute-interface-subnet"]],
    ["{ purpose: vlan, label: backend, ipam_address: 10.9.0.1/24 }", []],
    ["{ purpose: vlan, ipam_address: 10.9.0.1/24 }", ["compute-interface-vlan"]],
    ["{ purpose: vlan, label: backend, ipam_address: 10.9.0.1 }", ["compute-interface-vlan"]],
    ["{ purpose: wifi }", ["compute-interface-purpose"]],
  ])("%s", (iface, expected) => {
    expect(ruleIds(VPCS + compute(iface))).toEqual(expected);
  });

  it("an instance attaches only to VPCs in its region", () => {
    const d = lintText(VPCS + compute("{ purpose: vpc, subnet: prod/app }").replace("region: us-east\n    configs", "region: eu-west\n    configs"));
    expect(d).toMatchObject([{ ruleId: "compute-interface-region", related: [{ path: ["vpcs", 0, "region"], line: 4 }] }]);
  });

  it("integer subnet ids are unchecked when no subnet has an id", () => {
    expect(ruleIds(VPCS.replace("id: 7, ", "") + compute("{ purpose: vpc, subnet: 99 }"))).toEqual([]);
  });

  it("allows one public interface per profile", () => {
    const text = `computes:\n  - label: a\n    region: r\n    configs:\n      - interfaces: [{ purpose: public }, { purpose: public }]\n      - interfaces: [{ purpose: public }]\n`;
    expect(ruleIds(text)).toEqual(["compute-interface-public-limit"]);
  });
});

describe("inventory entries", () => {
  it.each([
    ["ipv4: { public: [203.0.113.10], private: [192.168.130.5], shared: [10.0.0.1] }", []],
    ["ipv4: { public: [192.168.1.1] }", ["compute-address-kind"]],
    ["ipv4: { public: [127.0.0.1] }", ["compute-address-kind"]],
    ["ipv4: { public: [100.64.0.1] }", ["compute-address-kind"]],
    ["ipv4: { private: [203.0.113.10] }", ["compute-address-kind"]],
    ["ipv4: { public: [203.0.113] }", ["compute-address-kind"]],
    ['ipv6_ranges: ["2600:3c03:e000:100::/64"]', []],
    ['ipv6_ranges: ["10.0.0.0/8"]', ["compute-address-kind"]],
    ['slaac: "2600:3c03::f03c:91ff:fe24:3a2f"', []],
    ['slaac: "2600:3c03::/64"', ["compute-address-kind"]],
    ["image: compute/debian12", []],
    ["image: debian12", ["image-id-syntax"]],
    ["colour: red", ["compute-unknown-field"]],
  ])("%s", (line, expected) => {
    expect(ruleIds(`computes:\n  - label: a\n    region: r\n    ${line}\n`)).toEqual(expected);
  });

  it("requires label and region for instances and NodeBalancers", () => {
    expect(ruleIds("computes:\n  - { id: 1 }\nnodebalancers:\n  - { label: lb }\n")).toEqual(["compute-required-field", "compute-required-field", "compute-required-field"]);
  });
});

describe("VPCs", () => {
  it("may reuse address space across VPCs, but not within one", () => {
    const two = "vpcs:\n  - { label: a, region: r, subnets: [{ label: app, ipv4: 10.0.1.0/24 }] }\n  - { label: b, region: r, subnets: [{ label: app, ipv4: 10.0.1.0/24 }] }\n";
    expect(ruleIds(two)).toEqual([]);
    expect(ruleIds("vpcs:\n  - { label: a, region: r, subnets: [{ label: app, ipv4: 10.0.1.0/24 }, { label: db, ipv4: 10.0.1.0/25 }] }\n")).toEqual(["subnet-overlap"]);
  });
});

describe("labels unique across the account", () => {
  it("VPCs and databases, across files", () => {
    const a = `vpcs:\n  - { label: prod, region: r }\ndatabases:\n  - { label: orders, engine: mysql/8, region: r, type: t, cluster_size: 3, allow_list: [10.0.0.0/8] }\n`;
    const results = lintSources([
      { filePath: "a.yaml", text: a },
      { filePath: "b.yaml", text: a },
    ]);
    expect(results[0]!.messages).toEqual([]);
    expect(results[1]!.messages.map((m) => [m.ruleId, m.related?.[0]?.file])).toEqual([
      ["vpc-label-unique", "a.yaml"],
      ["database-label-unique", "a.yaml"],
    ]);
  });
});
