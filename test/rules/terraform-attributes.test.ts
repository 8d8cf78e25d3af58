/**
 * Each rule page says which attributes of the vendor provider's Terraform resources the rule
 * reads (issue 25): a `| Terraform |` row in its header table, either
 *
 *   `linode_firewall`: `inbound[].ports`, `outbound[].ports`; `linode_x`, `linode_y`: `a`, …
 *
 * (nested blocks and lists as `inbound[]`; words such as "a delete" may stand beside the
 * attributes) or `none: <why>` for a rule no provider attribute feeds. The attributes are checked
 * against what src/terraform/mapping.ts really copies into the account (the origins it records
 * for a resource holding every attribute), never against a hand-kept list; and each page's bad
 * example, written out as a plan, is reported at an attribute its row names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lintSources } from "../../src/lint.js";
import { RULES } from "../../src/rules/catalog.js";
import { mapResources } from "../../src/terraform/mapping.js";
import { originOf } from "../../src/terraform/unit.js";
import { Ref, type TfResource, type TfValue } from "../../src/terraform/resources.js";
import { stateAsPlan } from "./state-as-plan.js";

const dir = new URL("../../rules/", import.meta.url);
const pages = readdirSync(dir)
  .filter((f) => f.endsWith(".md"))
  .map((f) => ({ id: f.slice(0, -3), text: readFileSync(new URL(f, dir), "utf8") }));

const resource = (address: string, values: { [key: string]: TfValue }): TfResource => ({
  address,
  module: address,
  type: address.slice(0, address.indexOf(".")),
  values,
  locate: (attribute) => ({ fileIndex: 0, path: attribute }),
  creating: true,
});
const rule = (label: string): { [key: string]: TfValue } => ({ label, action: "ACCEPT", protocol: "TCP", ports: "22", description: "ssh", ipv4: ["10.0.0.0/8"], ipv6: ["2001:db8::/32"] });
const iface = (): { [key: string]: TfValue } => ({ purpose: "vpc", label: "vlan-1", ipam_address: "10.0.0.1/24", subnet_id: new Ref("linode_vpc_subnet.app", "id"), ipv4: [{ vpc: "10.0.1.5", nat_1_1: "any" }] });
const updates = { frequency: "weekly", duration: 4, hour_of_day: 3, day_of_week: "sunday", week_of_month: 1 };

/** One resource of every type the mapping reads, each holding every attribute the provider has for what the state file checks. */
const EVERY_ATTRIBUTE: TfResource[] = [
  resource("linode_instance.web", {
    label: "web-1",
    id: "101",
    region: "us-east",
    type: "g6-standard-2",
    image: "linode/debian12",
    authorized_keys: ["ssh-ed25519 AAAA"],
    authorized_users: ["admin"],
    ip_address: "203.0.113.10",
    private_ip_address: "192.168.130.5",
    ipv6: "2600:3c03::f03c:91ff:fe24:3a2f/128",
    interface: [iface()],
    config: [{ label: "boot", interface: [iface()] }],
    firewall_id: new Ref("linode_firewall.web", "id"),
  }),
  resource("linode_instance_ip.extra", { address: "203.0.113.11", public: true, linode_id: new Ref("linode_instance.web", "id") }),
  resource("linode_nodebalancer.lb", { label: "lb-1", id: "900", region: "us-east", firewall_id: new Ref("linode_firewall.lb", "id") }),
  resource("linode_vpc.main", { label: "prod", id: "7", region: "us-east", description: "production" }),
  resource("linode_vpc_subnet.app", { label: "app", id: "8", ipv4: "10.0.1.0/24", vpc_id: new Ref("linode_vpc.main", "id") }),
  resource("linode_firewall.web", {
    label: "web-fw",
    id: "31",
    tags: ["prod"],
    disabled: true,
    inbound_policy: "DROP",
    outbound_policy: "ACCEPT",
    inbound: [rule("in")],
    outbound: [rule("out")],
    linodes: [new Ref("linode_instance.web", "id")],
    nodebalancers: [new Ref("linode_nodebalancer.lb", "id")],
  }),
  resource("linode_firewall.lb", { label: "lb-fw", inbound_policy: "DROP", outbound_policy: "ACCEPT" }),
  resource("linode_firewall_device.web", { firewall_id: new Ref("linode_firewall.lb", "id"), entity_id: new Ref("linode_instance.web", "id"), entity_type: "linode" }),
  resource("linode_database_mysql_v2.main", {
    label: "orders-db",
    id: "12",
    engine_id: "mysql/8",
    region: "us-east",
    type: "g6-dedicated-2",
    cluster_size: 3,
    encrypted: true,
    ssl_connection: true,
    replication_type: "semi_synch",
    allow_list: ["10.0.1.0/24"],
    status: "active",
    updates,
  }),
  resource("linode_database_mysql.old", {
    label: "old-db",
    id: "13",
    engine_id: "mysql/8.0.30",
    region: "us-east",
    type: "g6-dedicated-2",
    cluster_size: 1,
    encrypted: false,
    ssl_connection: true,
    replication_type: "none",
    allow_list: ["10.0.1.0/24"],
    status: "active",
    updates: [updates],
  }),
  resource("linode_stackscript.boot", { label: "bootstrap", id: "55", script: "#!/bin/bash\n", images: ["linode/debian12"], description: "boot", is_public: false, rev_note: "first" }),
  resource("linode_image.captured", { label: "golden", id: "private/15", description: "golden", disk_id: "25" }),
  resource("linode_image.uploaded", { label: "golden-2", id: "private/16", description: "golden", region: "us-east", cloud_init: true }),
  resource("linode_ipv6_range.one", { prefix_length: 64, linode_id: new Ref("linode_instance.web", "id"), route_target: "2600:3c03::f03c:91ff:fe24:3a2f" }),
  resource("linode_instance_shared_ips.share", { linode_id: new Ref("linode_instance.web", "id"), addresses: ["203.0.113.11"] }),
  resource("linode_networking_ip_assignment.move", { region: "us-east", assignments: [{ address: "203.0.113.10", linode_id: new Ref("linode_instance.web", "id") }] }),
];

/** `["inbound", 0, "ports"]` as `inbound[].ports`. */
const render = (attribute: readonly (string | number)[]) => attribute.map((k, i) => (typeof k === "number" ? "[]" : i === 0 ? k : `.${k}`)).join("");

/** The provider attributes the mapping reads, by resource type: the origin of every value of the account it builds (recorded or derived). */
function attributesRead(): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  const mapped = mapResources(EVERY_ATTRIBUTE);
  const add = (path: (string | number)[]) => {
    const o = originOf(mapped, path);
    if (!o?.exact) return;
    if (!read.has(o.resource.type)) read.set(o.resource.type, new Set());
    if (o.attribute.length > 0) read.get(o.resource.type)!.add(render(o.attribute));
  };
  const walk = (v: unknown, path: (string | number)[]) => {
    add(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  for (const [section, list] of Object.entries(mapped.data)) list.forEach((entry, i) => walk(entry, [section, i]));
  // Values the mapping reads without copying them as they are (a rules block, the devices a firewall gets).
  for (const { resource: r, attribute } of mapped.index.origins()) {
    if (!read.has(r.type)) read.set(r.type, new Set());
    if (attribute.length > 0) read.get(r.type)!.add(render(attribute));
  }
  return read;
}
const READ = attributesRead();

interface Group {
  types: string[];
  attributes: string[];
}
const terraformRow = (page: string) => [...page.matchAll(/^\| Terraform \| (.*) \|$/gm)].map((m) => m[1]!);
const ticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** A row's groups, or "none"; undefined when it has neither form. */
function groupsOf(row: string): Group[] | "none" | undefined {
  if (/^none: \S/.test(row)) return "none";
  const groups: Group[] = [];
  for (const part of row.split("; ")) {
    const m = /^((?:`linode_[a-z0-9_]+`(?:, )?)+): (.+)$/.exec(part);
    if (!m) return undefined;
    groups.push({ types: ticked(m[1]!), attributes: ticked(m[2]!) });
  }
  return groups;
}

/** The registry's resource kinds that a state file's sections, and so the mapping, feed. */
const FED = new Set(["state", "inventory", "firewall", "vpc", "database", "stackscript", "image", "ip", "change"]);

describe("the mapping's attributes (what the pages are checked against)", () => {
  it("every type of the fixture maps, nested blocks and lists included", () => {
    expect([...READ.keys()].sort()).toEqual([...new Set(EVERY_ATTRIBUTE.map((r) => r.type))].sort());
    for (const [type, attribute] of [
      ["linode_firewall", "inbound[].ports"],
      ["linode_firewall", "outbound[].ipv6[]"],
      ["linode_firewall", "disabled"],
      ["linode_database_mysql_v2", "updates.day_of_week"],
      ["linode_database_mysql", "updates[].day_of_week"],
      ["linode_instance", "config[].interface[].ipv4[].nat_1_1"],
      ["linode_firewall_device", "entity_id"],
    ] as const) {
      expect(READ.get(type)?.has(attribute), `${type} ${attribute}`).toBe(true);
    }
    // What it does not read is not an attribute a page may name.
    expect(READ.get("linode_instance")?.has("root_pass")).toBe(false);
    expect(READ.get("linode_firewall_device")?.has("entity_type")).toBe(false);
  });
});

describe("rule pages name the provider attributes their rule reads", () => {
  it("every page has one Terraform row, in one of the two forms", () => {
    for (const { id, text } of pages) {
      const rows = terraformRow(text);
      expect(rows, id).toHaveLength(1);
      expect(groupsOf(rows[0]!), `${id}: ${rows[0]}`).toBeDefined();
    }
  });

  it("a rule about files, X-Filter expressions or requests reads no provider attribute", () => {
    for (const { id, text } of pages) {
      const meta = RULES[id as keyof typeof RULES];
      if (FED.has(meta.resource)) continue;
      expect(groupsOf(terraformRow(text)[0] ?? ""), id).toBe("none");
    }
  });

  it("every attribute a page names is one mapping.ts reads, of each type named with it", () => {
    let named = 0;
    for (const { id, text } of pages) {
      const groups = groupsOf(terraformRow(text)[0] ?? "");
      if (groups === undefined || groups === "none") continue;
      for (const g of groups) {
        for (const type of g.types) {
          expect(READ.has(type), `${id}: ${type} is not a type the mapping reads`).toBe(true);
          for (const attribute of g.attributes) {
            expect(READ.get(type)?.has(attribute), `${id}: ${type} has no mapped attribute ${attribute}`).toBe(true);
            named++;
          }
        }
      }
    }
    expect(named).toBeGreaterThan(300);
  });

  it("each page's bad example, written out as a plan, is reported at an attribute the page names", () => {
    let checked = 0;
    for (const { id, text } of pages) {
      const section = (heading: string) => /```yaml\n([\s\S]*?)```/.exec(text.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? "")?.[1];
      const bad = section("Bad");
      if (bad === undefined || id === "parse-error") continue;
      const before = section("Before");
      const settings = /^\| Settings \| `(.*)` \|$/m.exec(text);
      const plan = stateAsPlan(parse(bad), before === undefined ? undefined : parse(before));
      const reported = lintSources([{ filePath: "plan.json", text: plan }], settings ? JSON.parse(settings[1]!) : {})[0]!.messages.filter((m) => m.ruleId === id);
      if (reported.length === 0) continue;
      checked++;
      const groups = groupsOf(terraformRow(text)[0] ?? "");
      expect(groups, `${id} is reported on a plan but its page says none`).not.toBe("none");
      for (const m of reported) {
        const at = /^(linode_[a-z0-9_]+)\.[A-Za-z0-9_-]+(?:\.([^:]+))?: /.exec(m.message);
        expect(at, `${id}: ${m.message}`).not.toBeNull();
        const [, type, attribute] = at!;
        const listed = (groups as Group[]).filter((g) => g.types.includes(type!)).flatMap((g) => g.attributes);
        expect(listed.length || (groups as Group[]).some((g) => g.types.includes(type!)), `${id}: reported on ${type}, which its page does not name`).toBeTruthy();
        if (attribute === undefined) continue;
        // At the attribute, or at the block or list holding the attributes the page names.
        const a = attribute.replace(/\[\d+\]/g, "[]");
        expect(
          listed.some((l) => l === a || l.startsWith(`${a}.`) || l.startsWith(`${a}[`)),
          `${id}: reported at ${type} ${a}; the page names ${listed.join(", ")}`,
        ).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(90);
  });
});

describe("the Terraform page's (docs/terraform.md) mapping table", () => {
  const page = readFileSync(new URL("../../docs/terraform.md", import.meta.url), "utf8");
  const start = page.indexOf("## Terraform mapping\n");
  const end = page.indexOf("\n## ", start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("| `linode_"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map((cells) => ({ type: ticked(cells[1]!)[0]!, attributes: ticked(cells[3]!) }));

  it("has a row for exactly the types the mapping reads", () => {
    expect(rows.map((r) => r.type).sort()).toEqual([...READ.keys()].sort());
  });

  it("lists every attribute the mapping reads, and only those", () => {
    for (const { type, attributes } of rows) {
      const read = READ.get(type) ?? new Set<string>();
      for (const a of attributes) expect(read.has(a), `${type}: the mapping does not read ${a}`).toBe(true);
      // A block or list the mapping reads is listed through the attributes inside it.
      for (const r of read) expect(attributes.some((a) => a === r || a.startsWith(`${r}.`) || a.startsWith(`${r}[`)), `${type}: ${r} is read but not listed`).toBe(true);
    }
  });
});
