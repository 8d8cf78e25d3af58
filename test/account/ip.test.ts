import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkIpAssignment, checkIpShare, checkIpv6RangeCreate } from "../../src/account/ip.js";
import type { Diagnostic } from "../../src/diagnostic.js";
import { lint } from "../../src/lint.js";
import { validateIpAllocation, validateRdnsUpdate } from "../../src/resources/ip.js";

const ids = (d: Diagnostic[]) => d.map((x) => x.ruleId);

const inventory = {
  computes: [
    { label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10"], private: ["192.168.130.5"] }, ipv6_ranges: ["2600:3c03:e000:100::/64"], slaac: "2600:3c03::1" },
    { label: "web-2", id: 102, region: "us-east", ipv4: { public: ["203.0.113.11", "203.0.113.12"], private: ["192.168.130.6"] }, slaac: "2600:3c03::2" },
    { label: "web-3", id: 103, region: "us-east", ipv4: { public: ["203.0.113.13"], shared: ["203.0.113.12"] }, slaac: "2600:3c03::3" },
    {
      label: "nat-box",
      id: 104,
      region: "us-east",
      ipv4: { public: ["203.0.113.30", "203.0.113.31"] },
      configs: [{ interfaces: [{ purpose: "vpc", subnet: "prod/app", ipv4: { vpc: "10.0.1.9", nat_1_1: "203.0.113.30" } }] }],
    },
    { label: "eu-1", id: 201, region: "eu-west", ipv4: { public: ["198.51.100.5", "198.51.100.6"] }, slaac: "2a01:7e01::1" },
    { label: "moving", id: 301, region: "us-east", ipv4: { public: ["203.0.113.40", "203.0.113.41"] }, live_migration: true },
  ],
};
const assign = (assignments: { address: string; compute_id: number | string }[], region = "us-east") => checkIpAssignment(inventory, { region, assignments });

describe("checkIpAssignment", () => {
  it.each([
    ["a swap of public addresses", [{ address: "203.0.113.10", compute_id: 102 }, { address: "203.0.113.11", compute_id: 101 }], []],
    ["moving a spare public address", [{ address: "203.0.113.11", compute_id: 101 }], []],
    ["by label", [{ address: "203.0.113.11", compute_id: "web-1" }], []],
    ["the only public address away", [{ address: "203.0.113.10", compute_id: 102 }], ["ip-assign-result"]],
    ["a second private address", [{ address: "192.168.130.5", compute_id: 102 }], ["ip-assign-result"]],
    ["a second IPv6 range", [{ address: "2600:3c03:e000:100::/64", compute_id: 102 }], []],
    ["a range with the wrong prefix", [{ address: "2600:3c03:e000:100::/48", compute_id: 102 }], ["ip-address-syntax"]],
    ["an address with a mask", [{ address: "203.0.113.11/32", compute_id: 101 }], ["ip-address-syntax"]],
    ["an address not on the account", [{ address: "203.0.113.99", compute_id: 101 }], ["ip-not-on-account"]],
    ["an instance in another region", [{ address: "203.0.113.11", compute_id: 201 }], ["ip-region"]],
    ["an address in another region", [{ address: "198.51.100.6", compute_id: 101 }], ["ip-region"]],
    ["a shared address", [{ address: "203.0.113.12", compute_id: 101 }], ["ip-assign-shared"]],
    ["a 1:1 NAT address", [{ address: "203.0.113.30", compute_id: 101 }], ["ip-nat"]],
    ["an instance in live migration", [{ address: "203.0.113.41", compute_id: 101 }], ["ip-live-migration"]],
    ["an unknown instance label", [{ address: "203.0.113.11", compute_id: "web-9" }], ["unresolved-reference"]],
  ])("%s", (_name, assignments, expected) => {
    expect(ids(assign(assignments))).toEqual(expected);
  });

  it("applies every move before checking, and names the instance", () => {
    // web-1 gives away its only public address but receives another in the same request.
    expect(assign([{ address: "203.0.113.10", compute_id: 102 }, { address: "203.0.113.12", compute_id: 101 }]).map((d) => d.ruleId)).toEqual(["ip-assign-shared"]);
    const [d] = assign([{ address: "192.168.130.5", compute_id: 102 }]);
    expect(d!.message).toContain('"web-2" holds 2 private IPv4 addresses');
    expect(d!.path).toEqual(["assignments", 0]);
  });

  it("a second range on one instance is refused", () => {
    const inv = { computes: [...inventory.computes, { label: "r", id: 5, region: "us-east", ipv4: { public: ["203.0.113.50"] }, ipv6_ranges: ["2600:3c03:e000:200::/64"] }] };
    expect(ids(checkIpAssignment(inv, { region: "us-east", assignments: [{ address: "2600:3c03:e000:100::/64", compute_id: 5 }] }))).toEqual(["ip-assign-result"]);
  });

  it("checks the request's shape", () => {
    expect(ids(checkIpAssignment(inventory, { assignments: [] }))).toEqual(["ip-required-field", "ip-required-field"]);
    expect(ids(checkIpAssignment(inventory, { region: "us-east", assignments: [{ address: "203.0.113.11" }] }))).toEqual(["ip-required-field"]);
  });
});

describe("checkIpShare", () => {
  const share = (ips: string[], compute_id: number | string = 101) => checkIpShare(inventory, { compute_id, ips });
  it.each([
    [["203.0.113.11"], []],
    [["192.168.130.6"], []],
    [["2600:3c03:e000:100::"], []],
    [["2600:3c03:e000:100::/64"], ["ip-address-syntax"]],
    [["203.0.113.300"], ["ip-address-syntax"]],
    [["203.0.113.99"], ["ip-not-on-account"]],
    [["198.51.100.5"], ["ip-region"]],
    [["203.0.113.30"], ["ip-nat"]],
    [[], ["ip-share-empty"]],
  ])("%j", (ips, expected) => {
    expect(ids(share(ips))).toEqual(expected);
  });

  it("offers the range without its prefix as a fix", () => {
    expect(share(["2600:3c03:e000:100::/64"])[0]!.fix?.value).toBe("2600:3c03:e000:100::");
  });

  it("needs compute_id and ips", () => {
    expect(ids(checkIpShare(inventory, {}))).toEqual(["ip-required-field", "ip-required-field"]);
  });
});

describe("checkIpv6RangeCreate", () => {
  it.each([
    [{ prefix_length: 64, compute_id: 201 }, []],
    [{ prefix_length: 56, route_target: "2a01:7e01::1" }, []],
    [{ prefix_length: 64, compute_id: "eu-1" }, []],
    [{ prefix_length: 48, compute_id: 201 }, ["ipv6-range-prefix"]],
    [{ prefix_length: 64 }, ["ipv6-range-target"]],
    [{ prefix_length: 64, compute_id: 201, route_target: "2a01:7e01::1" }, ["ipv6-range-target"]],
    [{ prefix_length: 64, route_target: "2a01:7e01::1/128" }, ["ipv6-range-target"]],
    [{ prefix_length: 64, route_target: "2a01:7e01::99" }, ["unresolved-reference"]],
    [{ prefix_length: 64, compute_id: 101 }, ["ipv6-range-slaac-limit"]],
    [{ prefix_length: 64, compute_id: 102 }, ["ipv6-range-region-limit"]],
  ])("%j", (request, expected) => {
    expect(ids(checkIpv6RangeCreate(inventory, request))).toEqual(expected);
  });
});

describe("across the run", () => {
  it("counts other requests toward the one-range limits", () => {
    const state = {
      computes: [{ label: "eu-1", id: 201, region: "eu-west", ipv4: { public: ["198.51.100.5"] }, slaac: "2a01:7e01::1" }],
      ipv6_ranges: [
        { prefix_length: 64, compute_id: "eu-1" },
        { prefix_length: 56, route_target: "2a01:7e01::1" },
      ],
    };
    expect(lint(state).map((d) => [d.ruleId, d.path])).toEqual([["ipv6-range-slaac-limit", ["ipv6_ranges", 1]]]);
    state.computes.push({ label: "eu-2", id: 202, region: "eu-west", ipv4: { public: ["198.51.100.9"] }, slaac: "2a01:7e01::2" });
    state.ipv6_ranges[1] = { prefix_length: 56, route_target: "2a01:7e01::2" };
    expect(lint(state).map((d) => [d.ruleId, d.path])).toEqual([["ipv6-range-region-limit", ["ipv6_ranges", 1]]]);
  });

  it("honours a raised per-region limit (settings.ipv6RangesPerRegion)", () => {
    const state = {
      computes: [
        { label: "a", id: 1, region: "eu-west", ipv4: { public: ["198.51.100.5"] }, ipv6_ranges: ["2a01:7e01:1::/64"] },
        { label: "b", id: 2, region: "eu-west", ipv4: { public: ["198.51.100.6"] } },
        { label: "c", id: 3, region: "eu-west", ipv4: { public: ["198.51.100.7"] } },
      ],
      ipv6_ranges: [
        { prefix_length: 64, compute_id: "b" },
        { prefix_length: 64, compute_id: "c" },
      ],
    };
    expect(lint(state).map((d) => [d.ruleId, d.path[1]])).toEqual([
      ["ipv6-range-region-limit", 0],
      ["ipv6-range-region-limit", 1],
    ]);
    expect(lint(state, { ipv6RangesPerRegion: 2 }).map((d) => [d.ruleId, d.path[1]])).toEqual([["ipv6-range-region-limit", 1]]);
    expect(lint(state, { ipv6RangesPerRegion: 3 })).toEqual([]);
  });

  it("never throws on any request or inventory", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        checkIpAssignment(a, b);
        checkIpShare(inventory, b);
        checkIpv6RangeCreate(inventory, a);
        lint({ computes: inventory.computes, ip_assignments: [a, b], ip_shares: [a], ipv6_ranges: [b] });
      }),
    );
  });
});

describe("allocation and RDNS", () => {
  it.each([
    [{ compute_id: 101, public: true, type: "ipv4" }, []],
    [{ compute_id: 101, public: true, type: "ipv6" }, ["ip-field-type"]],
    [{ compute_id: "101", public: true, type: "ipv4" }, ["ip-field-type"]],
    [{ public: true, type: "ipv4" }, ["ip-required-field"]],
  ])("allocation %j", (body, expected) => {
    expect(ids(validateIpAllocation(body))).toEqual(expected);
  });

  it.each([
    [{ rdns: "web-1.example.com" }, []],
    [{ rdns: null }, []],
    [{}, ["ip-required-field"]],
    [{ rdns: 5 }, ["ip-field-type"]],
  ])("rdns %j", (body, expected) => {
    expect(ids(validateRdnsUpdate(body))).toEqual(expected);
  });
});
