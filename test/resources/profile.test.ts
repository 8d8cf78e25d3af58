/**
 * The resource validators and validateRequest agree on what blocks (issue 21, SPEC §5): by default
 * what the reference states the API refuses; the live API's constraints beyond it (rules marked
 * `live` in the registry) are warnings unless the profile is `live` or the rule is set to error.
 * Options that are not what the type says are an error, not ignored.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostic.js";
import { validateRequest } from "../../src/request/validate.js";
import { validateDatabase } from "../../src/resources/database.js";
import { validateFirewall, validateFirewallRules } from "../../src/resources/firewall.js";
import { validateStackScript } from "../../src/resources/stackscript.js";
import { validateImage } from "../../src/resources/image.js";
import { validateSubnet, validateVpc } from "../../src/resources/vpc.js";
import { RULES, type RuleId } from "../../src/rules/catalog.js";
import { lint } from "../../src/lint.js";

const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["203.0.113.0/24"] } }] };
const errors = (d: Diagnostic[]) => d.filter((x) => x.severity === "error").map((x) => x.ruleId);
const severityOf = (d: Diagnostic[], id: string) => d.find((x) => x.ruleId === id)?.severity;

/** [validator call with options, request with options, the live rule]. */
const CASES: [string, (o?: object) => Diagnostic[], (o?: object) => boolean, RuleId][] = [
  ["firewall label 1-web", (o) => validateFirewall({ label: "1-web", rules }, "create", o), (o) => validateRequest({ method: "POST", path: "/networking/firewalls", body: { label: "1-web", rules } }, o).ok, "firewall-label-letter-first"],
  ["VPC label my_vpc.1", (o) => validateVpc({ label: "my_vpc.1", region: "us-east" }, "create", o), (o) => validateRequest({ method: "POST", path: "/vpcs", body: { label: "my_vpc.1", region: "us-east" } }, o).ok, "vpc-label-syntax"],
  ["subnet 10.0.0.0/30", (o) => validateSubnet({ label: "app", ipv4: "10.0.0.0/30" }, "create", o), (o) => validateRequest({ method: "POST", path: "/vpcs/1/subnets", body: { label: "app", ipv4: "10.0.0.0/30" } }, o).ok, "subnet-ipv4-prefix"],
  ["subnet 203.0.113.0/24", (o) => validateSubnet({ label: "app", ipv4: "203.0.113.0/24" }, "create", o), (o) => validateRequest({ method: "POST", path: "/vpcs/1/subnets", body: { label: "app", ipv4: "203.0.113.0/24" } }, o).ok, "subnet-ipv4-private"],
  ["allow_list IPv6", (o) => validateDatabase({ allow_list: ["2001:db8::/64"] }, "update", o), (o) => validateRequest({ method: "PUT", path: "/databases/mysql/instances/1", body: { allow_list: ["2001:db8::/64"] } }, o).ok, "database-allow-list-ipv4"],
  ["updates frequency daily", (o) => validateDatabase({ updates: { frequency: "daily", duration: 1, hour_of_day: 1, day_of_week: 1 } }, "update", o), (o) => validateRequest({ method: "PUT", path: "/databases/mysql/instances/1", body: { updates: { frequency: "daily", duration: 1, hour_of_day: 1, day_of_week: 1 } } }, o).ok, "database-updates"],
  ["VPC region \"\"", (o) => validateVpc({ label: "prod", region: "" }, "create", o), (o) => validateRequest({ method: "POST", path: "/vpcs", body: { label: "prod", region: "" } }, o).ok, "field-empty"],
  ["database type \"\"", (o) => validateDatabase({ type: "" }, "update", o), (o) => validateRequest({ method: "PUT", path: "/databases/mysql/instances/1", body: { type: "" } }, o).ok, "field-empty"],
  ["image upload label \"\"", (o) => validateImage({ label: "", region: "us-east" }, "upload", o), (o) => validateRequest({ method: "POST", path: "/images/upload", body: { label: "", region: "us-east" } }, o).ok, "field-empty"],
  ["IP assign region \"\"", (o) => (validateRequest({ method: "POST", path: "/networking/ips/assign", body: { region: "", assignments: [] } }, o).diagnostics), (o) => validateRequest({ method: "POST", path: "/networking/ips/assign", body: { region: "", assignments: [] } }, o).ok, "field-empty"],
  ["StackScript script \"\"", (o) => validateStackScript({ label: "boot", images: ["any/all"], script: "" }, "create", o), (o) => validateRequest({ method: "POST", path: "/compute/stackscripts", body: { label: "boot", images: ["any/all"], script: "" } }, o).ok, "stackscript-script"],
  ["engine mysql/latest", (o) => validateDatabase({ label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/latest", cluster_size: 3, replication_type: "asynch", allow_list: ["10.0.0.0/24"] }, "create", o), (o) => validateRequest({ method: "POST", path: "/databases/mysql/instances", body: { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/latest", cluster_size: 3, replication_type: "asynch", allow_list: ["10.0.0.0/24"] } }, o).ok, "database-engine-version"],
  ["StackScript images []", (o) => validateStackScript({ label: "boot", images: [], script: "#!/bin/sh\n" }, "create", o), (o) => validateRequest({ method: "POST", path: "/compute/stackscripts", body: { label: "boot", images: [], script: "#!/bin/sh\n" } }, o).ok, "stackscript-images"],
];

describe("the resource validators block on what validateRequest blocks on", () => {
  it.each(CASES)("%s: a warning by default, an error under the live profile or per rule", (_name, validate, accepts, id) => {
    expect(RULES[id]).toHaveProperty("live", true);
    expect(errors(validate())).toEqual([]);
    expect(severityOf(validate(), id)).toBe("warning");
    expect(accepts()).toBe(true);
    expect(errors(validate({ profile: "live" }))).toEqual([id]);
    expect(accepts({ profile: "live" })).toBe(false);
    expect(errors(validate({ rules: { [id]: "error" } }))).toEqual([id]);
    expect(accepts({ rules: { [id]: "error" } })).toBe(false);
    expect(validate({ profile: "live", rules: { [id]: "off" } }).map((d) => d.ruleId)).not.toContain(id);
    expect(accepts({ profile: "live", rules: { [id]: "off" } })).toBe(true);
  });

  it("a reference rule blocks under both profiles", () => {
    for (const profile of ["reference", "live"] as const) {
      expect(errors(validateFirewallRules({ inbound: [{ ...rules.inbound[0], ports: "0" }] }, "update", { profile }))).toEqual(["firewall-ports-syntax"]);
      expect(errors(validateFirewall({ label: "web-", rules }, "create", { profile }))).toEqual(["firewall-label-syntax"]);
    }
  });

  it("the linter keeps the live rules at their registry severities", () => {
    const found = lint({ vpcs: [{ label: "my_vpc", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.0.0/30" }] }] });
    expect(severityOf(found, "vpc-label-syntax")).toBe(RULES["vpc-label-syntax"].severity);
    expect(severityOf(found, "subnet-ipv4-prefix")).toBe("error");
    expect(severityOf(lint({ firewalls: [{ label: "1-web", rules }] }), "firewall-label-letter-first")).toBe("warning");
  });
});

describe("options that are not what the type says are an error, never ignored", () => {
  it.each([
    ["an unknown rule id", { rules: { "firewall-label-first-letter": "off" } }, "options.rules.firewall-label-first-letter"],
    ["an unknown setting", { rules: { "firewall-label-letter-first": "ignore" } }, "options.rules.firewall-label-letter-first"],
    ["an unknown profile", { profile: "strict" }, "options.profile"],
    ["rules that are not an object", { rules: ["firewall-label-letter-first"] }, "options.rules"],
    ["options that are not an object", "live", undefined],
  ])("%s", (_name, options, field) => {
    const result = validateRequest({ method: "GET", path: "/vpcs" }, options as never);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.field).toBe(field);
    expect(result.diagnostics.map((d) => d.ruleId)).toEqual(["request-options"]);
    expect(validateFirewall({ label: "web-fw", rules }, "create", options as never).map((d) => d.ruleId)).toEqual(["request-options"]);
  });

  it("the known settings are taken", () => {
    for (const setting of ["error", "warning", "info", "off"] as const) expect(validateRequest({ method: "GET", path: "/vpcs" }, { profile: "reference", rules: { "filter-field": setting } }).ok).toBe(true);
  });
});
