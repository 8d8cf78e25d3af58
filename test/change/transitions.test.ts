/** The transition checks, through lintSources with a baseline: what they report, where, and when not. */
import { describe, expect, it } from "vitest";
import { lintSources, lintText } from "../../src/lint.js";

const CHANGE_RULES = new Set([
  "subnet-ipv4-changed",
  "vpc-region-changed",
  "database-field-changed",
  "change-identity",
  "database-status-transition",
  "stackscript-public-change",
  "database-deleted",
  "image-deleted",
  "firewall-change-exposes-port",
  "image-public-change",
  "subnet-delete-in-use",
  "firewall-protection-removed",
  "database-allow-list-change",
  "database-allow-list-with-edits",
  "firewall-enable-conflict",
  "ipv6-range-shared-delete",
]);
const changes = (before: string, after: string, filePath = "infra.yaml") =>
  lintText(after, { filePath, baseline: [{ filePath, text: before }] }).filter((d) => CHANGE_RULES.has(d.ruleId));

const db = (fields: string) => `databases:\n  - { label: orders, engine: mysql/8.0.30, region: us-east, type: g6-dedicated-2, cluster_size: 3, replication_type: semi_synch, allow_list: [10.0.0.0/8]${fields} }\n`;

describe("transition checks", () => {
  it("report nothing without a baseline, or when nothing changes", () => {
    const state = "vpcs:\n  - label: prod\n    region: us-east\n    subnets: [{ label: app, ipv4: 10.0.1.0/24 }]\n";
    expect(lintText(state).filter((d) => CHANGE_RULES.has(d.ruleId))).toEqual([]);
    expect(changes(state, state)).toEqual([]);
  });

  it("subnet-ipv4-changed: at the desired ipv4, matched by label within the VPC or by id", () => {
    const vpc = (ipv4: string, id = "") => `vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - { ${id}label: app, ipv4: ${ipv4} }\n`;
    expect(changes(vpc("10.0.1.0/24"), vpc("10.0.1.0/24"))).toEqual([]);
    expect(changes(vpc("10.0.1.0/24"), vpc("10.0.1.0/25"))).toMatchObject([{ ruleId: "subnet-ipv4-changed", path: ["vpcs", 0, "subnets", 0, "ipv4"], line: 5 }]);
    // Renamed by id: still the same subnet.
    expect(changes(vpc("10.0.1.0/24", "id: 9, "), vpc("10.0.2.0/24", "id: 9, ").replace("label: app", "label: web")).map((d) => d.ruleId)).toEqual(["subnet-ipv4-changed"]);
    // Another VPC's subnet of the same label is another subnet.
    expect(changes(vpc("10.0.1.0/24"), vpc("10.0.2.0/24").replace("label: prod", "label: stage")).map((d) => d.ruleId)).toEqual(["change-identity"]);
  });

  it("vpc-region-changed", () => {
    expect(changes("vpcs:\n  - { label: prod, region: us-east }\n", "vpcs:\n  - { label: prod, region: us-east }\n")).toEqual([]);
    expect(changes("vpcs:\n  - { label: prod, region: us-east }\n", "vpcs:\n  - { label: prod, region: us-west }\n")).toMatchObject([{ ruleId: "vpc-region-changed", path: ["vpcs", 0, "region"] }]);
  });

  it("database-field-changed: each field its update does not take, and none of those it takes", () => {
    expect(changes(db(""), db(", updates: { frequency: weekly, duration: 1, hour_of_day: 2, day_of_week: 3 }").replace("g6-dedicated-2", "g6-dedicated-4"))).toEqual([]);
    expect(changes(db(""), db("").replace("10.0.0.0/8", "10.1.0.0/16"))).toEqual([]);
    for (const [from, to, field] of [
      ["mysql/8.0.30", "mysql/8.0.31", "engine"],
      ["us-east", "us-west", "region"],
      ["semi_synch", "asynch", "replication_type"],
    ] as const) {
      expect(changes(db(""), db("").replace(from, to)), field).toMatchObject([{ ruleId: "database-field-changed", path: ["databases", 0, field] }]);
    }
    expect(changes(db(""), db(", encrypted: true, ssl_connection: false")).map((d) => d.path[2])).toEqual(["encrypted", "ssl_connection"]);
  });

  it("change-identity: once per new resource, only when something of the section is gone and neither side has an id", () => {
    const fw = (label: string, id = "") => `firewalls:\n  - { ${id}label: ${label}, rules: { inbound_policy: DROP, outbound_policy: ACCEPT } }\n`;
    expect(changes(fw("web-fw"), fw("web-2"))).toMatchObject([{ ruleId: "change-identity", severity: "info", path: ["firewalls", 0, "label"], message: expect.stringContaining('"web-fw" (in infra.yaml before the change)') }]);
    expect(changes(fw("web-fw", "id: 4, "), fw("web-2", "id: 4, "))).toEqual([]);
    expect(changes("", fw("web-2"))).toEqual([]);
  });

  it("names a file the change deletes", () => {
    const results = lintSources([{ filePath: "b.yaml", text: "firewalls:\n  - { label: new-fw, rules: { inbound_policy: DROP, outbound_policy: ACCEPT } }\n" }], {
      baseline: [{ filePath: "a.yaml", text: "firewalls:\n  - { label: old-fw, rules: { inbound_policy: DROP, outbound_policy: ACCEPT } }\n" }],
    });
    expect(results.map((r) => r.filePath)).toEqual(["b.yaml"]);
    expect(results[0]!.messages.find((d) => d.ruleId === "change-identity")?.message).toContain("in a.yaml, which the change deletes");
  });

  it("never reports the baseline's own problems, and reads any baseline defensively", () => {
    const after = "vpcs:\n  - { label: prod, region: us-east }\n";
    expect(lintText(after, { baseline: [{ filePath: "x.yaml", text: "vpcs: [ {{{" }] })).toEqual([]);
    for (const baseline of [[5], [null], [{ filePath: 3 }], "x"] as unknown[]) expect(lintText(after, { baseline } as never)).toEqual([]);
  });
});

describe("transition checks on deletes, statuses, public StackScripts and exposures", () => {
  const withStatus = (status: string, allow = "10.0.0.0/8") => `databases:\n  - { id: 5, label: orders, status: ${status}, engine: mysql/8.0.30, region: us-east, type: g6-dedicated-2, cluster_size: 3, replication_type: semi_synch, allow_list: [${allow}] }\n`;

  it("database-status-transition: an update needs active, a delete active, failed or degraded", () => {
    expect(changes(withStatus("active"), withStatus("active", "10.1.0.0/16"))).toEqual([]);
    expect(changes(withStatus("resizing".replace("resizing", "updating")), withStatus("updating", "10.1.0.0/16"))).toMatchObject([{ ruleId: "database-status-transition", path: ["databases", 0, "allow_list"] }]);
    // Nothing the update takes changed: no update, nothing to refuse.
    expect(changes(withStatus("updating"), withStatus("updating"))).toEqual([]);
    for (const status of ["active", "failed", "degraded"]) expect(changes(withStatus(status), "databases: []\n").map((d) => d.ruleId), status).toEqual(["database-deleted"]);
    for (const status of ["provisioning", "backing_up", "restoring"]) expect(changes(withStatus(status), "databases: []\n").map((d) => d.ruleId), status).toEqual(["database-status-transition", "database-deleted"]);
  });

  it("database-deleted and image-deleted sit at the section of the file that held them", () => {
    expect(changes("images:\n  - { label: golden, disk_id: 42 }\n", "images: []\n")).toMatchObject([{ ruleId: "image-deleted", path: ["images"], line: 1 }]);
    expect(changes(db(""), "vpcs: []\n")).toMatchObject([{ ruleId: "database-deleted", path: ["databases"], line: 1, column: 1 }]);
  });

  it("stackscript-public-change: made private or deleted while public; a private one may go", () => {
    const script = (visibility: string) => `stackscripts:\n  - { label: boot, images: [any/all], script: "#!/bin/sh\\n", is_public: ${visibility} }\n`;
    expect(changes(script("true"), script("true"))).toEqual([]);
    expect(changes(script("false"), script("true"))).toEqual([]);
    expect(changes(script("true"), script("false"))).toMatchObject([{ ruleId: "stackscript-public-change", path: ["stackscripts", 0, "is_public"] }]);
    expect(changes(script("true"), "stackscripts: []\n").map((d) => d.ruleId)).toEqual(["stackscript-public-change"]);
    expect(changes(script("false"), "stackscripts: []\n")).toEqual([]);
  });

  it("firewall-change-exposes-port: only a port newly open to a whole family, with the diff's line", () => {
    const fw = (ipv4: string, ports = "5432") => `firewalls:\n  - label: db-fw\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n        - { action: ACCEPT, protocol: TCP, ports: "${ports}", label: postgres, addresses: { ipv4: [${ipv4}] } }\n`;
    expect(changes(fw("10.0.0.0/8"), fw("10.0.0.0/8, 172.16.0.0/12"))).toEqual([]);
    expect(changes(fw("10.0.0.0/8"), fw("0.0.0.0/0"))).toMatchObject([
      { ruleId: "firewall-change-exposes-port", path: ["firewalls", 0, "rules"], message: 'firewall "db-fw": inbound TCP 5432 from 0.0.0.0/0 except 10.0.0.0/8: DROP → ACCEPT (inbound[0] "postgres")' },
    ]);
    // Already open before: the change exposes nothing new.
    expect(changes(fw("0.0.0.0/0", "5432"), fw("0.0.0.0/0", "5432, 8080"))).toEqual([]);
    // A port that is not sensitive is the plan's business, not a warning.
    expect(changes(fw("10.0.0.0/8", "8080"), fw("0.0.0.0/0", "8080"))).toEqual([]);
    // The config's ports.
    expect(lintText(fw("0.0.0.0/0", "8080"), { sensitivePorts: [8080], baseline: [{ filePath: "<text>", text: fw("10.0.0.0/8", "8080") }] }).map((d) => d.ruleId)).toContain("firewall-change-exposes-port");
  });
});

describe("transition checks on public images, subnets in use, firewall protection and allow lists", () => {
  it("image-public-change: a public image updated or deleted; a private one may be", () => {
    const image = (id: string, extra = "") => `images:\n  - { id: ${id}, label: base, disk_id: 1${extra} }\n`;
    expect(changes(image("compute/debian12"), image("compute/debian12"))).toEqual([]);
    expect(changes(image("compute/debian12"), image("compute/debian12", ", description: x"))).toMatchObject([{ ruleId: "image-public-change", path: ["images", 0, "id"] }]);
    expect(changes(image("compute/debian12"), "images: []\n").map((d) => d.ruleId)).toEqual(["image-public-change"]);
    expect(changes(image("private/15"), image("private/15", ", description: x"))).toEqual([]);
    expect(changes(image("private/15"), "images: []\n").map((d) => d.ruleId)).toEqual(["image-deleted"]);
  });

  it("subnet-delete-in-use: by label or id, for a subnet deleted alone or with its VPC; not for one kept", () => {
    const state = (subnets: string, ref: string, vpcs = true) =>
      `${vpcs ? `vpcs:\n  - label: prod\n    region: us-east\n    subnets: [${subnets}]\n` : "vpcs: []\n"}computes:\n  - label: web-1\n    region: us-east\n    configs:\n      - interfaces:\n          - { purpose: vpc, subnet: ${ref} }\n`;
    const both = "{ id: 7, label: app, ipv4: 10.0.1.0/24 }, { id: 8, label: db, ipv4: 10.0.2.0/24 }";
    expect(changes(state(both, "prod/db"), state("{ id: 7, label: app, ipv4: 10.0.1.0/24 }, { id: 8, label: db, ipv4: 10.0.2.0/24 }", "prod/db"))).toEqual([]);
    expect(changes(state(both, "prod/db"), state("{ id: 7, label: app, ipv4: 10.0.1.0/24 }", "prod/db"))).toMatchObject([{ ruleId: "subnet-delete-in-use", path: ["computes", 0, "configs", 0, "interfaces", 0, "subnet"] }]);
    expect(changes(state(both, "8"), state("{ id: 7, label: app, ipv4: 10.0.1.0/24 }", "8")).map((d) => d.ruleId)).toEqual(["subnet-delete-in-use"]);
    expect(changes(state(both, "prod/app"), state("", "prod/app", false))).toMatchObject([{ ruleId: "subnet-delete-in-use", message: expect.stringContaining('VPC "prod" is deleted') }]);
    expect(changes(state(both, "prod/app"), state("{ id: 7, label: app, ipv4: 10.0.1.0/24 }", "prod/app"))).toEqual([]);
  });

  it("firewall-protection-removed: by a disable, a device removal or a delete; not while another enabled firewall stays", () => {
    const fw = (label: string, extra: string) => `  - { label: ${label}, rules: { inbound_policy: DROP, outbound_policy: ACCEPT }${extra} }\n`;
    const state = (...firewalls: string[]) => `computes:\n  - { label: web-1, region: us-east }\nfirewalls:\n${firewalls.join("") || "  []\n"}`.replace("firewalls:\n  []", "firewalls: []");
    const on = ", devices: { computes: [web-1] }";
    expect(changes(state(fw("a", on)), state(fw("a", on)))).toEqual([]);
    expect(changes(state(fw("a", on)), state(fw("a", `${on}, status: disabled`)))).toMatchObject([{ ruleId: "firewall-protection-removed", path: ["firewalls", 0, "status"] }]);
    expect(changes(state(fw("a", on)), state(fw("a", ", devices: { computes: [] }")))).toMatchObject([{ ruleId: "firewall-protection-removed", path: ["firewalls", 0, "devices"] }]);
    expect(changes(state(fw("a", on)), state())).toMatchObject([{ ruleId: "firewall-protection-removed", path: ["firewalls"], message: expect.stringContaining('firewall "a" is deleted') }]);
    // Another enabled firewall takes over: nothing is left unprotected.
    expect(changes(state(fw("a", on)), state(fw("b", on))).map((d) => d.ruleId)).toEqual(["change-identity"]);
  });

  it("database-allow-list-change and database-allow-list-with-edits", () => {
    const db = (allow: string, type = "g6-dedicated-2") => `databases:\n  - { label: orders, engine: mysql/8.0.30, region: us-east, type: ${type}, cluster_size: 3, replication_type: semi_synch, allow_list: [${allow}] }\n`;
    expect(changes(db("10.0.0.0/8"), db("10.0.0.0/8, 198.51.100.0/24"))).toEqual([]);
    expect(changes(db("10.0.0.0/8"), db("0.0.0.0/0"))).toMatchObject([{ ruleId: "database-allow-list-change", path: ["databases", 0, "allow_list"], message: expect.stringContaining('"10.0.0.0/8"') }]);
    expect(changes(db("0.0.0.0/0"), db("0.0.0.0/0, 10.0.0.0/8"))).toEqual([]);
    expect(changes(db("10.0.0.0/8"), db("")).map((d) => d.ruleId)).toEqual(["database-allow-list-change"]);
    expect(changes(db("10.0.0.0/8"), db("10.1.0.0/16", "g6-dedicated-4")).map((d) => d.ruleId)).toEqual(["database-allow-list-with-edits"]);
    expect(changes(db("10.0.0.0/8"), db("10.0.0.0/8", "g6-dedicated-4"))).toEqual([]);
  });
});

describe("transition checks on enabling a firewall and deleting a shared range", () => {
  const fws = (a: string, b: string) => `computes:\n  - { label: web-1, region: us-east }\nfirewalls:\n  - { label: a, status: ${a}, rules: { inbound_policy: DROP, outbound_policy: ACCEPT }, devices: { computes: [web-1] } }\n  - { label: b, status: ${b}, rules: { inbound_policy: DROP, outbound_policy: ACCEPT }, devices: { computes: [web-1] } }\n`;

  it("firewall-enable-conflict: enabling one while the other stays enabled on the service; not when the other is disabled in the same change", () => {
    expect(changes(fws("disabled", "enabled"), fws("enabled", "enabled"))).toMatchObject([{ ruleId: "firewall-enable-conflict", path: ["firewalls", 0, "status"] }]);
    expect(changes(fws("disabled", "enabled"), fws("enabled", "disabled")).map((d) => d.ruleId)).toEqual([]);
    expect(changes(fws("enabled", "enabled"), fws("enabled", "enabled"))).toEqual([]);
  });

  it("ipv6-range-shared-delete: a shared range no instance holds any more; an unshared one may go", () => {
    const computes = (range: boolean) => `computes:\n  - { label: web-1, id: 201, region: us-east, ipv4: { public: [203.0.113.10] }${range ? ', ipv6_ranges: ["2600:3c03:e000:100::/64"]' : ""} }\n  - { label: web-2, id: 202, region: us-east, ipv4: { public: [203.0.113.11] } }\n`;
    const share = 'ip_shares:\n  - { compute_id: 202, ips: ["2600:3c03:e000:100::"] }\n';
    expect(changes(computes(true) + share, computes(false))).toMatchObject([{ ruleId: "ipv6-range-shared-delete", path: ["computes", 0, "ipv6_ranges"] }]);
    expect(changes(computes(true), computes(false))).toEqual([]);
    expect(changes(computes(true) + share, computes(true) + share)).toEqual([]);
  });
});
