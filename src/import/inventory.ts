/**
 * The compute inventory, rebuilt from what the networking endpoints show: the IP address list
 * (public IPv4 and SLAAC addresses by instance), the IPv6 ranges (routed to an instance, or to its
 * SLAAC address) and the VPC IP records (each VPC interface of each configuration profile), with
 * the labels firewall devices name. The reference lists no compute endpoint: an instance's type,
 * image, its other interfaces and its profiles' labels are not shown, and stay out.
 */
import { isPlainObject } from "../util/text.js";
import { sortById, type Device, type Entry } from "./records.js";

interface Instance {
  readonly id: number;
  label?: string;
  region?: string;
  readonly public: Set<string>;
  readonly private: Set<string>;
  readonly ranges: Set<string>;
  slaac?: string;
  /** config_id → interface_id → the interface. */
  readonly configs: Map<number, Map<number, Entry>>;
}

const isId = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);
const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
/** Texts in code-unit order (the order of the imported files). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A field that is absent, null or of the expected type (anything else makes its record malformed). */
const fits = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || v === null || ok(v);
const isText = (v: unknown) => typeof v === "string";

/**
 * The records of a list that are objects whose fields the inventory reads have the expected types,
 * in a stable order (by the given key), whatever order the pages came in; `malformed` counts the others.
 */
function records(list: readonly unknown[], key: (r: Entry) => string, shape: Readonly<Record<string, (v: unknown) => boolean>>, malformed: { count: number }): Entry[] {
  const usable = list.filter((r): r is Entry => isPlainObject(r) && Object.entries(shape).every(([field, ok]) => fits(r[field], ok)));
  malformed.count += list.length - usable.length;
  return usable
    .map((r) => ({ r, k: key(r) }))
    .sort((a, b) => compareText(a.k, b.k))
    .map((x) => x.r);
}

export interface InventoryInput {
  readonly ips: readonly unknown[];
  readonly ranges: readonly unknown[];
  readonly vpcIps: readonly unknown[];
  readonly devices: readonly Device[];
}

export interface Inventory {
  readonly computes: Entry[];
  /** Instances named only by a firewall device or a range, with no region shown: left out. */
  readonly withoutRegion: number;
  /** Instances written with a `compute-<id>` placeholder label (no device named them). */
  readonly placeholderLabels: number;
  /** VPC interfaces configured with an address range: the state file has no field for it. */
  readonly addressRanges: number;
  /** Records that are not objects, or whose ids or address have an unexpected type: left out. */
  readonly malformed: number;
}

const pad = (n: number) => String(n).padStart(20, "0");

export function buildInventory(input: InventoryInput): Inventory {
  const instances = new Map<number, Instance>();
  const instance = (id: number): Instance => {
    let i = instances.get(id);
    if (!i) instances.set(id, (i = { id, public: new Set(), private: new Set(), ranges: new Set(), configs: new Map() }));
    return i;
  };
  for (const d of [...input.devices].sort((a, b) => a.id - b.id || compareText(a.label ?? "", b.label ?? ""))) {
    if (d.type === "compute" && d.label !== undefined) instance(d.id).label ??= d.label;
  }
  const bySlaac = new Map<string, Instance>();
  const malformed = { count: 0 };
  for (const ip of records(input.ips, (r) => String(r.address), { address: isText, compute_id: isId, region: isText, type: isText }, malformed)) {
    const address = text(ip.address);
    if (!isId(ip.compute_id) || address === undefined) continue;
    const i = instance(ip.compute_id);
    i.region ??= text(ip.region);
    if (ip.type === "ipv4") (ip.public === false ? i.private : i.public).add(address);
    else if (ip.type === "ipv6" && i.slaac === undefined) {
      i.slaac = address;
      bySlaac.set(address, i);
    }
  }
  for (const r of records(input.ranges, (r) => String(r.range), { range: isText, prefix_length: isId, compute_id: isId, route_target: isText }, malformed)) {
    const base = text(r.range);
    if (base === undefined) continue;
    const range = base.includes("/") ? base : isId(r.prefix_length) ? `${base}/${r.prefix_length}` : undefined;
    if (range === undefined) continue;
    const target = isId(r.compute_id) ? instance(r.compute_id) : typeof r.route_target === "string" ? bySlaac.get(r.route_target.replace(/\/128$/, "")) : undefined;
    target?.ranges.add(range);
  }
  let addressRanges = 0;
  for (const v of records(input.vpcIps, (r) => `${pad(isId(r.config_id) ? r.config_id : 0)}:${pad(isId(r.interface_id) ? r.interface_id : 0)}:${String(r.address)}`, { address: isText, compute_id: isId, config_id: isId, interface_id: isId, subnet_id: isId, nat_1_1: isText, region: isText }, malformed)) {
    if (!isId(v.compute_id) || !isId(v.config_id) || !isId(v.interface_id)) continue;
    const i = instance(v.compute_id);
    i.region ??= text(v.region);
    let config = i.configs.get(v.config_id);
    if (!config) i.configs.set(v.config_id, (config = new Map()));
    if (config.has(v.interface_id)) continue; // the same interface listed again
    const iface: Entry = { purpose: "vpc" };
    if (isId(v.subnet_id)) iface.subnet = v.subnet_id;
    const address = text(v.address);
    const nat = text(v.nat_1_1);
    if (address !== undefined || nat !== undefined) iface.ipv4 = { ...(address !== undefined ? { vpc: address } : {}), ...(nat !== undefined ? { nat_1_1: nat } : {}) };
    if (text(v.address_range) !== undefined) addressRanges++;
    config.set(v.interface_id, iface);
  }
  const computes: Entry[] = [];
  let withoutRegion = 0;
  let placeholderLabels = 0;
  for (const i of instances.values()) {
    if (i.region === undefined) {
      withoutRegion++;
      continue;
    }
    if (i.label === undefined) placeholderLabels++;
    const entry: Entry = { label: i.label ?? `compute-${i.id}`, id: i.id, region: i.region };
    const sorted = (s: Set<string>) => [...s].sort(compareText);
    if (i.public.size || i.private.size) entry.ipv4 = { ...(i.public.size ? { public: sorted(i.public) } : {}), ...(i.private.size ? { private: sorted(i.private) } : {}) };
    if (i.ranges.size) entry.ipv6_ranges = sorted(i.ranges);
    if (i.slaac !== undefined) entry.slaac = i.slaac;
    if (i.configs.size) {
      entry.configs = [...i.configs.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([, ifaces]) => ({ interfaces: [...ifaces.entries()].sort((a, b) => a[0] - b[0]).map(([, iface]) => iface) }));
    }
    computes.push(entry);
  }
  return { computes: sortById(computes), withoutRegion, placeholderLabels, addressRanges, malformed: malformed.count };
}
