/**
 * One account, written three ways: as a state file (SPEC §2), as a `.tf` configuration in the
 * `linode/linode` provider's own form, and as a create plan in `terraform show -json`'s format.
 * For the equivalence property of issue 25 (test/terraform/equivalence.test.ts): all three must
 * lint to the same findings.
 *
 * The account is a Model: the state file's content with every reference to another resource
 * held as an index (so that the state file can write a label and Terraform an address). The
 * renderers follow what src/terraform/mapping.ts reads; where Terraform's own semantics decide
 * a detail (set-typed attributes hold each value once, in cty's order), the Model is assumed to
 * be normalised already (see normaliseModel).
 */

/** An instance or NodeBalancer named by a resource (its index in the model) or by a literal id. */
export type DeviceRef = { ref: number } | { id: number };

export interface Rule {
  label?: string;
  action?: string;
  protocol?: string;
  ports?: string;
  description?: string;
  ipv4?: string[];
  ipv6?: string[];
}

/** How a firewall's devices are attached in Terraform: its own `linodes`/`nodebalancers`, `linode_firewall_device` resources, or each device's `firewall_id`. */
export type Attach = "list" | "device" | "firewall_id";

export interface Firewall {
  label?: string;
  disabled?: boolean;
  tags?: string[];
  inbound_policy?: string;
  outbound_policy?: string;
  inbound: Rule[];
  outbound: Rule[];
  computes: DeviceRef[];
  nodebalancers: DeviceRef[];
  attach: Attach;
}

export interface Interface {
  purpose: string;
  label?: string;
  ipam_address?: string;
  /** [vpc index, subnet index] */
  subnet?: [number, number];
  ipv4?: { vpc?: string; nat_1_1?: string };
}

export interface Compute {
  label: string;
  region?: string;
  type?: string;
  image?: string;
  authorized_keys?: string[];
  /** "top": the instance's own `interface` blocks (the state's one config labelled "interfaces"); "config": `config` blocks. */
  style: "top" | "config";
  configs: { label: string; interfaces: Interface[] }[];
}

export interface NodeBalancer {
  label: string;
  region?: string;
}

export interface Vpc {
  label: string;
  region?: string;
  description?: string;
  subnets: { label?: string; ipv4?: string }[];
}

export interface Database {
  /** The older `linode_database_mysql` (with `replication_type`, `ssl_connection`, `encrypted`, an `updates` block and day names) rather than `linode_database_mysql_v2`. */
  older: boolean;
  label?: string;
  engine?: string;
  region?: string;
  type?: string;
  cluster_size?: number | string;
  replication_type?: string;
  ssl_connection?: boolean;
  encrypted?: boolean;
  allow_list?: string[];
  updates?: { frequency?: string; duration?: number; hour_of_day?: number; day_of_week?: number; week_of_month?: number | null };
}

export interface StackScript {
  label?: string;
  script?: string;
  images?: string[];
  is_public?: boolean;
  description?: string;
  rev_note?: string;
}

export interface Image {
  label?: string;
  description?: string;
  disk_id?: number;
  region?: string;
  cloud_init?: boolean;
}

export interface Ipv6Range {
  prefix_length?: number;
  compute?: DeviceRef;
  route_target?: string;
}

export interface IpAssignment {
  region?: string;
  assignments: { address: string; compute: DeviceRef }[];
}

export interface IpShare {
  compute: DeviceRef;
  ips: string[];
}

export interface Model {
  computes: Compute[];
  nodebalancers: NodeBalancer[];
  vpcs: Vpc[];
  firewalls: Firewall[];
  databases: Database[];
  stackscripts: StackScript[];
  images: Image[];
  ipv6_ranges: Ipv6Range[];
  ip_assignments: IpAssignment[];
  ip_shares: IpShare[];
}

export const emptyModel = (): Model => ({ computes: [], nodebalancers: [], vpcs: [], firewalls: [], databases: [], stackscripts: [], images: [], ipv6_ranges: [], ip_assignments: [], ip_shares: [] });

// ---------------------------------------------------------------------------------------------
// Normalising: what Terraform's semantics make of the model, so the state file says the same.

/** Go's string order (bytes of UTF-8), as cty orders a set of strings. */
export const goStringOrder = (a: string, b: string): number => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
const uniqueSorted = (list: string[]): string[] => [...new Set(list)].sort(goStringOrder);
const sameDevice = (a: DeviceRef, b: DeviceRef) => ("ref" in a && "ref" in b && a.ref === b.ref) || ("id" in a && "id" in b && a.id === b.id);

/**
 * The model as Terraform can hold it:
 * - set-typed provider attributes (a firewall's `tags`, `linodes`, `nodebalancers`; a database's
 *   `allow_list`; shared IPs' `addresses`) hold each value once, known values first in cty's order
 *   (strings byte-wise, numbers ascending), then the unknown ones (references) in source order;
 * - references name what exists: an index out of range is taken modulo, a subnet reference needs
 *   labels on both sides (the state file writes "vpc/subnet");
 * - `firewall_id` attaches one firewall per device and only resources: a firewall that cannot use
 *   it uses its own lists; its devices are then in resource order (the mapping attaches them so).
 */
export function normaliseModel(m: Model): Model {
  const fix = (r: DeviceRef, n: number): DeviceRef | undefined => ("id" in r ? r : n === 0 ? undefined : { ref: r.ref % n });
  const refs = (list: DeviceRef[], n: number) => list.flatMap((r) => fix(r, n) ?? []);
  const setOrder = (list: DeviceRef[]): DeviceRef[] => {
    const unique: DeviceRef[] = [];
    for (const r of list) if (!unique.some((u) => sameDevice(u, r))) unique.push(r);
    const ids = unique.filter((r): r is { id: number } => "id" in r).sort((a, b) => a.id - b.id);
    return [...ids, ...unique.filter((r) => "ref" in r)];
  };
  const out: Model = structuredClone(m);
  const claimed = { computes: new Set<number>(), nodebalancers: new Set<number>() };
  for (const fw of out.firewalls) {
    fw.computes = refs(fw.computes, out.computes.length);
    fw.nodebalancers = refs(fw.nodebalancers, out.nodebalancers.length);
    if (fw.tags) fw.tags = uniqueSorted(fw.tags);
    if (fw.attach === "firewall_id") {
      const byIndex = (list: DeviceRef[]) => [...new Set(list.map((r) => ("ref" in r ? r.ref : -1)))].sort((a, b) => a - b);
      const c = byIndex(fw.computes);
      const n = byIndex(fw.nodebalancers);
      if (c.includes(-1) || n.includes(-1) || c.some((i) => claimed.computes.has(i)) || n.some((i) => claimed.nodebalancers.has(i))) fw.attach = "list";
      else {
        c.forEach((i) => claimed.computes.add(i));
        n.forEach((i) => claimed.nodebalancers.add(i));
        fw.computes = c.map((ref) => ({ ref }));
        fw.nodebalancers = n.map((ref) => ({ ref }));
      }
    }
    if (fw.attach === "list") {
      fw.computes = setOrder(fw.computes);
      fw.nodebalancers = setOrder(fw.nodebalancers);
    }
  }
  for (const c of out.computes) {
    if (c.style === "top") c.configs = c.configs.slice(0, 1).map((x) => ({ ...x, label: "interfaces" }));
    for (const config of c.configs) {
      for (const iface of config.interfaces) {
        if (!iface.subnet) continue;
        const vpc = out.vpcs.length ? out.vpcs[iface.subnet[0] % out.vpcs.length] : undefined;
        const j = vpc && vpc.subnets.length ? iface.subnet[1] % vpc.subnets.length : -1;
        if (!vpc || j < 0 || vpc.subnets[j]!.label === undefined) delete iface.subnet;
        else iface.subnet = [out.vpcs.indexOf(vpc), j];
      }
    }
  }
  for (const db of out.databases) if (db.allow_list) db.allow_list = uniqueSorted(db.allow_list);
  for (const r of out.ipv6_ranges) if (r.compute) r.compute = fix(r.compute, out.computes.length);
  for (const a of out.ip_assignments) a.assignments = a.assignments.flatMap((x) => (fix(x.compute, out.computes.length) ? [{ ...x, compute: fix(x.compute, out.computes.length)! }] : []));
  out.ip_shares = out.ip_shares.flatMap((s) => (fix(s.compute, out.computes.length) ? [{ compute: fix(s.compute, out.computes.length)!, ips: uniqueSorted(s.ips) }] : []));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The state file.

const defined = <T extends Record<string, unknown>>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The model as a state file's data (SPEC §2). */
export function toState(m: Model): Record<string, unknown[]> {
  const device = (kind: "computes" | "nodebalancers") => (r: DeviceRef) => ("id" in r ? r.id : m[kind][r.ref]!.label);
  const iface = (i: Interface) =>
    defined({
      purpose: i.purpose,
      label: i.label,
      ipam_address: i.ipam_address,
      subnet: i.subnet ? `${m.vpcs[i.subnet[0]]!.label}/${m.vpcs[i.subnet[0]]!.subnets[i.subnet[1]]!.label}` : undefined,
      ipv4: i.ipv4 && Object.keys(defined(i.ipv4)).length ? defined(i.ipv4) : undefined,
    });
  const rule = (r: Rule) => defined({ action: r.action, protocol: r.protocol, ports: r.ports, label: r.label, description: r.description, addresses: defined({ ipv4: r.ipv4, ipv6: r.ipv6 }) });
  const state: Record<string, unknown[]> = {
    computes: m.computes.map((c) =>
      defined({
        label: c.label,
        region: c.region,
        type: c.type,
        image: c.image,
        authorized_keys: c.authorized_keys,
        configs: (c.style === "top" ? c.configs.filter((x) => x.interfaces.length) : c.configs).map((x) => ({ label: x.label, interfaces: x.interfaces.map(iface) })),
      }),
    ),
    nodebalancers: m.nodebalancers.map((n) => defined({ label: n.label, region: n.region })),
    vpcs: m.vpcs.map((v) => defined({ label: v.label, region: v.region, description: v.description, subnets: v.subnets.length ? v.subnets.map((s) => defined({ label: s.label, ipv4: s.ipv4 })) : undefined })),
    firewalls: m.firewalls.map((f) => {
      const devices = defined({ computes: f.computes.length ? f.computes.map(device("computes")) : undefined, nodebalancers: f.nodebalancers.length ? f.nodebalancers.map(device("nodebalancers")) : undefined });
      return defined({
        label: f.label,
        status: f.disabled ? "disabled" : undefined,
        tags: f.tags,
        rules: defined({ inbound_policy: f.inbound_policy, outbound_policy: f.outbound_policy, inbound: f.inbound.map(rule), outbound: f.outbound.map(rule) }),
        devices: Object.keys(devices).length ? devices : undefined,
      });
    }),
    databases: m.databases.map((d) => defined({ label: d.label, engine: d.engine, region: d.region, type: d.type, cluster_size: d.cluster_size, replication_type: d.replication_type, ssl_connection: d.ssl_connection, encrypted: d.encrypted, allow_list: d.allow_list, updates: d.updates && defined(d.updates) })),
    stackscripts: m.stackscripts.map((s) => defined({ ...s })),
    images: m.images.map((i) => defined({ ...i })),
    ipv6_ranges: m.ipv6_ranges.map((r) => defined({ prefix_length: r.prefix_length, compute_id: r.compute && device("computes")(r.compute), route_target: r.route_target })),
    ip_assignments: m.ip_assignments.map((a) => defined({ region: a.region, assignments: a.assignments.map((x) => ({ address: x.address, compute_id: device("computes")(x.compute) })) })),
    ip_shares: m.ip_shares.map((s) => ({ compute_id: device("computes")(s.compute), ips: s.ips })),
  };
  for (const k of Object.keys(state)) if (state[k]!.length === 0) delete state[k];
  return state;
}

// ---------------------------------------------------------------------------------------------
// The provider's resources: one description both the .tf and the plan are written from.

/** A reference to another resource's `id` (`linode_vpc.v0.id`). */
export class TfRef {
  constructor(readonly address: string) {}
}
/** Nested blocks (`inbound { ... }`), as the provider's lists of objects. */
export class Blocks {
  constructor(readonly items: Attrs[]) {}
}
export type TfVal = string | number | boolean | null | TfRef | TfVal[] | { [k: string]: TfVal };
export type Attrs = { [k: string]: TfVal | Blocks | undefined };

export interface ProviderResource {
  type: string;
  name: string;
  attrs: Attrs;
  /** Attributes the provider computes (unknown in a create plan): `id` and the like. */
  computed: string[];
  /** Set-typed attributes (cty orders and dedupes them). */
  sets?: string[];
  /** Attributes a plan marks sensitive. */
  sensitive?: string[];
}

const DAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const providerImage = (id: string) => (id.startsWith("compute/") ? `linode/${id.slice(8)}` : id);

/** The model as the provider's resources, in an order a person would write them (the mapping orders by type itself). */
export function providerResources(m: Model): ProviderResource[] {
  const out: ProviderResource[] = [];
  const computeRef = (r: DeviceRef): TfVal => ("id" in r ? r.id : new TfRef(`linode_instance.c${r.ref}`));
  const nbRef = (r: DeviceRef): TfVal => ("id" in r ? r.id : new TfRef(`linode_nodebalancer.n${r.ref}`));
  // firewall_id of the devices of a firewall attached that way.
  const firewallOf = { computes: new Map<number, number>(), nodebalancers: new Map<number, number>() };
  m.firewalls.forEach((f, i) => {
    if (f.attach !== "firewall_id") return;
    for (const r of f.computes) if ("ref" in r) firewallOf.computes.set(r.ref, i);
    for (const r of f.nodebalancers) if ("ref" in r) firewallOf.nodebalancers.set(r.ref, i);
  });
  const iface = (i: Interface): Attrs => ({
    purpose: i.purpose,
    label: i.label,
    ipam_address: i.ipam_address,
    subnet_id: i.subnet ? new TfRef(`linode_vpc_subnet.s${i.subnet[0]}_${i.subnet[1]}`) : undefined,
    ipv4: i.ipv4 && Object.keys(defined(i.ipv4)).length ? new Blocks([{ vpc: i.ipv4.vpc, nat_1_1: i.ipv4.nat_1_1 }]) : undefined,
  });
  m.computes.forEach((c, i) => {
    const fw = firewallOf.computes.get(i);
    out.push({
      type: "linode_instance",
      name: `c${i}`,
      attrs: {
        label: c.label,
        region: c.region,
        type: c.type,
        image: c.image === undefined ? undefined : providerImage(c.image),
        authorized_keys: c.authorized_keys,
        root_pass: c.image === undefined ? undefined : `Generated-Root-Pass-${i}`,
        interface: c.style === "top" && c.configs[0]?.interfaces.length ? new Blocks(c.configs[0].interfaces.map(iface)) : undefined,
        config: c.style === "config" && c.configs.length ? new Blocks(c.configs.map((x) => ({ label: x.label, kernel: "linode/latest-64bit", interface: x.interfaces.length ? new Blocks(x.interfaces.map(iface)) : undefined }))) : undefined,
        firewall_id: fw === undefined ? undefined : new TfRef(`linode_firewall.f${fw}`),
      },
      computed: ["id", "ip_address", "private_ip_address", "status"],
      sensitive: ["root_pass"],
    });
  });
  m.nodebalancers.forEach((n, i) => {
    const fw = firewallOf.nodebalancers.get(i);
    out.push({ type: "linode_nodebalancer", name: `n${i}`, attrs: { label: n.label, region: n.region, firewall_id: fw === undefined ? undefined : new TfRef(`linode_firewall.f${fw}`) }, computed: ["id", "hostname", "ipv4"] });
  });
  m.vpcs.forEach((v, i) => {
    out.push({ type: "linode_vpc", name: `v${i}`, attrs: { label: v.label, region: v.region, description: v.description }, computed: ["id", "created", "updated"] });
    v.subnets.forEach((s, j) => out.push({ type: "linode_vpc_subnet", name: `s${i}_${j}`, attrs: { vpc_id: new TfRef(`linode_vpc.v${i}`), label: s.label, ipv4: s.ipv4 }, computed: ["id", "linodes", "created", "updated"] }));
  });
  const rule = (r: Rule): Attrs => ({ label: r.label, action: r.action, protocol: r.protocol, ports: r.ports, ipv4: r.ipv4, ipv6: r.ipv6, description: r.description });
  m.firewalls.forEach((f, i) => {
    const list = f.attach === "list";
    out.push({
      type: "linode_firewall",
      name: `f${i}`,
      attrs: {
        label: f.label,
        disabled: f.disabled,
        tags: f.tags,
        inbound_policy: f.inbound_policy,
        outbound_policy: f.outbound_policy,
        inbound: f.inbound.length ? new Blocks(f.inbound.map(rule)) : undefined,
        outbound: f.outbound.length ? new Blocks(f.outbound.map(rule)) : undefined,
        linodes: list && f.computes.length ? f.computes.map(computeRef) : undefined,
        nodebalancers: list && f.nodebalancers.length ? f.nodebalancers.map(nbRef) : undefined,
      },
      computed: ["id", "status", "devices", "created", "updated"],
      sets: ["tags", "linodes", "nodebalancers"],
    });
    if (f.attach === "device") {
      const device = (kind: "linode" | "nodebalancer", entity: TfVal, k: number) => out.push({ type: "linode_firewall_device", name: `f${i}_${kind}${k}`, attrs: { firewall_id: new TfRef(`linode_firewall.f${i}`), entity_id: entity, entity_type: kind }, computed: ["id", "created", "updated"] });
      f.computes.forEach((r, k) => device("linode", computeRef(r), k));
      f.nodebalancers.forEach((r, k) => device("nodebalancer", nbRef(r), k));
    }
  });
  m.databases.forEach((d, i) => {
    const updates = d.updates && defined(d.updates);
    const attrs: Attrs = { label: d.label, engine_id: d.engine, region: d.region, type: d.type, cluster_size: d.cluster_size, allow_list: d.allow_list };
    if (d.older) {
      Object.assign(attrs, { replication_type: d.replication_type, ssl_connection: d.ssl_connection, encrypted: d.encrypted });
      if (updates) {
        const day = updates.day_of_week;
        attrs.updates = new Blocks([{ ...updates, day_of_week: typeof day === "number" && day >= 1 && day <= 7 && Number.isInteger(day) ? DAY_NAMES[day - 1]! : day }]);
      }
    } else if (updates) attrs.updates = updates as { [k: string]: TfVal };
    out.push({ type: d.older ? "linode_database_mysql" : "linode_database_mysql_v2", name: `d${i}`, attrs, computed: ["id", "status", "host_primary", "created"], sets: ["allow_list"], sensitive: ["root_password", "ca_cert"] });
  });
  m.stackscripts.forEach((s, i) => out.push({ type: "linode_stackscript", name: `ss${i}`, attrs: { ...s, images: s.images?.map(providerImage) }, computed: ["id", "deployments_total", "created"] }));
  m.images.forEach((im, i) =>
    out.push({
      type: "linode_image",
      name: `im${i}`,
      attrs: im.disk_id !== undefined ? { label: im.label, description: im.description, disk_id: im.disk_id, linode_id: m.computes.length ? new TfRef("linode_instance.c0") : 123 } : { label: im.label, description: im.description, region: im.region, cloud_init: im.cloud_init, file_path: "image.img.gz" },
      computed: ["id", "status", "size", "created"],
    }),
  );
  m.ipv6_ranges.forEach((r, i) => out.push({ type: "linode_ipv6_range", name: `r${i}`, attrs: { prefix_length: r.prefix_length, linode_id: r.compute && computeRef(r.compute), route_target: r.route_target }, computed: ["id", "range", "region"] }));
  m.ip_assignments.forEach((a, i) => out.push({ type: "linode_networking_ip_assignment", name: `a${i}`, attrs: { region: a.region, assignments: a.assignments.length ? new Blocks(a.assignments.map((x) => ({ address: x.address, linode_id: computeRef(x.compute) }))) : undefined }, computed: ["id"] }));
  m.ip_shares.forEach((s, i) => out.push({ type: "linode_instance_shared_ips", name: `sh${i}`, attrs: { linode_id: computeRef(s.compute), addresses: s.ips }, computed: ["id"], sets: ["addresses"] }));
  return out;
}

// ---------------------------------------------------------------------------------------------
// `.tf`

/** A string as an HCL quoted string: escapes, and `${`/`%{` doubled so they stay literal. */
export function hclString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (c < 0x20 || c === 0x7f) out += `\\u${c.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return out.replace(/\$\{/g, () => "$${").replace(/%\{/g, () => "%%{") + '"';
}

function hclValue(v: TfVal, indent: string): string {
  if (v instanceof TfRef) return `${v.address}.id`;
  if (typeof v === "string") return hclString(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v === null) return "null";
  if (Array.isArray(v)) return `[${v.map((x) => hclValue(x, indent)).join(", ")}]`;
  const entries = Object.entries(v).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([k, x]) => `${indent}  ${k} = ${hclValue(x, indent + "  ")}`).join("\n")}\n${indent}}`;
}

/** A script as a heredoc when it can be one (every line ends with a line break, none is the marker). */
function heredoc(s: string): string | undefined {
  if (!s.endsWith("\n") || s.includes("\r") || s.split("\n").some((l) => l.trim() === "EOT")) return undefined;
  return `<<EOT\n${s.replace(/\$\{/g, () => "$${").replace(/%\{/g, () => "%%{")}EOT`;
}

function hclBody(attrs: Attrs, indent: string, heredocs: boolean): string {
  let out = "";
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    if (v instanceof Blocks) for (const b of v.items) out += `${indent}${k} {\n${hclBody(b, indent + "  ", heredocs)}${indent}}\n`;
    else out += `${indent}${k} = ${(heredocs && k === "script" && typeof v === "string" && heredoc(v)) || hclValue(v, indent)}\n`;
  }
  return out;
}

/** The resources as one `.tf` file (a heredoc for a StackScript's script when `heredocs` and it can be one). */
export function toTf(resources: readonly ProviderResource[], options: { heredocs?: boolean } = {}): string {
  return resources.map((r) => `resource "${r.type}" "${r.name}" {\n${hclBody(r.attrs, "  ", options.heredocs ?? true)}}\n`).join("\n");
}

// ---------------------------------------------------------------------------------------------
// `terraform show -json` of a create plan.

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const P = "registry.terraform.io/linode/linode";

/** A set-typed list as cty holds it: each known value once, in order (strings byte-wise, numbers ascending), unknowns after. */
function ctySet(list: TfVal[]): TfVal[] {
  const known: TfVal[] = [];
  for (const x of list) if (!(x instanceof TfRef) && !known.some((k) => k === x)) known.push(x);
  known.sort((a, b) => (typeof a === "number" && typeof b === "number" ? a - b : goStringOrder(String(a), String(b))));
  return [...known, ...list.filter((x) => x instanceof TfRef)];
}

/**
 * `after` (unknowns left out of objects, null in lists: jsonplan's omitUnknowns), `after_unknown`
 * (jsonplan's unknownAsBool: true where unknown, lists item by item, objects without their false
 * members) and the configuration's `expressions` of one value.
 */
function planValue(v: TfVal): { after: Json | undefined; unknown: Json; expression: Json } {
  if (v instanceof TfRef) return { after: undefined, unknown: true, expression: { references: [`${v.address}.id`, v.address] } };
  if (Array.isArray(v)) {
    const items = v.map(planValue);
    const refs = v.flatMap((x) => (x instanceof TfRef ? [`${x.address}.id`, x.address] : []));
    return { after: items.map((x) => x.after ?? null), unknown: items.map((x) => x.unknown), expression: refs.length ? { references: refs } : { constant_value: v as Json } };
  }
  if (typeof v === "object" && v !== null) {
    const after: { [k: string]: Json } = {};
    const unknown: { [k: string]: Json } = {};
    for (const [k, x] of Object.entries(v)) {
      const p = planValue(x);
      if (p.after !== undefined) after[k] = p.after;
      if (p.unknown !== false) unknown[k] = p.unknown;
    }
    return { after, unknown, expression: { constant_value: v as Json } };
  }
  return { after: v, unknown: false, expression: { constant_value: v } };
}

function planBody(attrs: Attrs, sets: readonly string[]): { after: { [k: string]: Json }; unknown: { [k: string]: Json }; expressions: { [k: string]: Json } } {
  const after: { [k: string]: Json } = {};
  const unknown: { [k: string]: Json } = {};
  const expressions: { [k: string]: Json } = {};
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    if (v instanceof Blocks) {
      const items = v.items.map((b) => planBody(b, []));
      after[k] = items.map((b) => b.after);
      unknown[k] = items.map((b) => b.unknown);
      expressions[k] = items.map((b) => b.expressions);
      continue;
    }
    const p = planValue(Array.isArray(v) && sets.includes(k) ? ctySet(v) : v);
    if (p.after !== undefined) after[k] = p.after;
    if (p.unknown !== false) unknown[k] = p.unknown;
    // The configuration's expression is the source's (source order), not the planned value's.
    expressions[k] = planValue(v).expression;
  }
  return { after, unknown, expressions };
}

/** Provider defaults a plan shows for attributes the configuration leaves out (not the user's values). */
function withDefaults(r: ProviderResource, after: { [k: string]: Json }): void {
  if (r.type === "linode_firewall") {
    after.disabled ??= false;
    for (const direction of ["inbound", "outbound"]) {
      after[direction] ??= [];
      for (const rule of after[direction] as { [k: string]: Json }[]) {
        rule.description ??= "";
        rule.ports ??= "";
        rule.ipv4 ??= null;
        rule.ipv6 ??= null;
      }
    }
  }
  if (r.type === "linode_instance" && Array.isArray(after.interface)) for (const i of after.interface as { [k: string]: Json }[]) (i.label ??= null), (i.ipam_address ??= null);
}

/** The resources as the JSON of `terraform show -json` of a plan that creates them all. */
export function toPlan(resources: readonly ProviderResource[]): Record<string, unknown> {
  const changes: Json[] = [];
  const planned: Json[] = [];
  const config: Json[] = [];
  for (const r of resources) {
    const address = `${r.type}.${r.name}`;
    const body = planBody(r.attrs, r.sets ?? []);
    withDefaults(r, body.after);
    for (const c of r.computed) if (!(c in body.after)) body.unknown[c] = true;
    const sensitive: { [k: string]: Json } = {};
    for (const s of r.sensitive ?? []) if (s in body.after) sensitive[s] = true;
    const head = { address, mode: "managed", type: r.type, name: r.name, provider_name: P };
    changes.push({ ...head, change: { actions: ["create"], before: null, after: body.after, after_unknown: body.unknown, before_sensitive: false, after_sensitive: sensitive } });
    planned.push({ ...head, schema_version: 0, values: body.after, sensitive_values: sensitive });
    config.push({ address, mode: "managed", type: r.type, name: r.name, provider_config_key: "linode", expressions: body.expressions, schema_version: 0 });
  }
  return {
    format_version: "1.2",
    terraform_version: "1.9.8",
    planned_values: { root_module: { resources: planned } },
    resource_changes: changes,
    configuration: { provider_config: { linode: { name: "linode", full_name: P } }, root_module: { resources: config } },
    timestamp: "2026-11-25T10:00:00Z",
    applyable: true,
    complete: true,
    errored: false,
  };
}
