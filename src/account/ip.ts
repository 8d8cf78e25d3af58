/**
 * IP address management against the inventory: assignments (applied together, then every
 * instance involved checked), shares and IPv6 range creation, as the API reference states them.
 * The same functions serve the linter (every request of the run) and the library
 * (checkIpAssignment & co., for a service with no file at all).
 */
import { toDiagnostics, type Diagnostic, type Path } from "../diagnostic.js";
import { formatCidr, parseCidr } from "../net/cidr.js";
import { formatIp, parseIpv4, parseIpv6, type IpAddress } from "../net/ip.js";
import { isPublicIpv4 } from "../resources/compute.js";
import { ipAssignShape, ipShareShape, ipv6RangeShape } from "../resources/ip.js";
import { refusedData, Reporter } from "../rules/report.js";
import { ADDRESSES_UNKNOWN } from "../util/marks.js";
import { isPlainObject, show } from "../util/text.js";
import { buildAccount, resolveReference, type Account, type Entry } from "./account.js";

type Kind = "public" | "private" | "range";

interface Holding {
  readonly public: Set<string>;
  readonly private: Set<string>;
  readonly range: Set<string>;
}

interface Located {
  readonly entry: Entry;
  readonly path: Path;
}

/** Who holds what, built once per account from the `computes` inventory. */
export interface IpInventory {
  readonly account: Account;
  readonly holdings: Map<Entry, Holding>;
  /** Canonical address (IPv4) or range (IPv6 CIDR) → its holder. */
  readonly owners: Map<string, Located & { kind: Kind }>;
  /** Canonical IPv6 network address of each held range → the range's canonical CIDR. */
  readonly rangeByNetwork: Map<string, string>;
  /** IPv4 addresses configured for 1:1 NAT on a vpc interface. */
  readonly nat: Map<string, Located>;
  /** Addresses shared to instances. */
  readonly shared: Map<string, Located>;
  readonly bySlaac: Map<string, Entry>;
}

function label(entry: Entry | undefined, fallback: unknown): string {
  return entry && typeof entry.value.label === "string" ? show(entry.value.label) : show(fallback);
}

export function buildIpInventory(account: Account): IpInventory {
  const inv: IpInventory = { account, holdings: new Map(), owners: new Map(), rangeByNetwork: new Map(), nat: new Map(), shared: new Map(), bySlaac: new Map() };
  for (const entry of account.computes.entries) {
    const holding: Holding = { public: new Set(), private: new Set(), range: new Set() };
    inv.holdings.set(entry, holding);
    const { ipv4, ipv6_ranges: ranges, slaac, configs } = entry.value;
    if (isPlainObject(ipv4)) {
      for (const kind of ["public", "private"] as const) {
        const list = ipv4[kind];
        if (!Array.isArray(list)) continue;
        list.forEach((text: unknown, i) => {
          const parsed = typeof text === "string" ? parseIpv4(text) : undefined;
          if (!parsed?.ok) return;
          const key = formatIp(parsed.value);
          holding[kind].add(key);
          if (!inv.owners.has(key)) inv.owners.set(key, { entry, path: [...entry.path, "ipv4", kind, i], kind });
        });
      }
      if (Array.isArray(ipv4.shared)) {
        ipv4.shared.forEach((text: unknown, i) => {
          const parsed = typeof text === "string" ? parseIpv4(text) : undefined;
          if (parsed?.ok) inv.shared.set(formatIp(parsed.value), { entry, path: [...entry.path, "ipv4", "shared", i] });
        });
      }
    }
    if (Array.isArray(ranges)) {
      ranges.forEach((text: unknown, i) => {
        const parsed = typeof text === "string" ? parseCidr(text, { family: 6 }) : undefined;
        if (!parsed?.ok) return;
        const key = formatCidr(parsed.value);
        holding.range.add(key);
        if (!inv.owners.has(key)) inv.owners.set(key, { entry, path: [...entry.path, "ipv6_ranges", i], kind: "range" });
        inv.rangeByNetwork.set(formatIp({ family: 6, value: parsed.value.first }), key);
      });
    }
    if (typeof slaac === "string") {
      const parsed = parseIpv6(slaac);
      if (parsed.ok) inv.bySlaac.set(formatIp(parsed.value), entry);
    }
    if (Array.isArray(configs)) {
      configs.forEach((config: unknown, c) => {
        if (!isPlainObject(config) || !Array.isArray(config.interfaces)) return;
        config.interfaces.forEach((iface: unknown, i) => {
          if (!isPlainObject(iface) || iface.purpose !== "vpc" || !isPlainObject(iface.ipv4)) return;
          const parsed = typeof iface.ipv4.nat_1_1 === "string" ? parseIpv4(iface.ipv4.nat_1_1) : undefined;
          if (parsed?.ok) inv.nat.set(formatIp(parsed.value), { entry, path: [...entry.path, "configs", c, "interfaces", i, "ipv4", "nat_1_1"] });
        });
      });
    }
  }
  return inv;
}

/** The account lists its instances, and knows all their addresses (Terraform input may not: ADDRESSES_UNKNOWN). */
const hasInventory = (inv: IpInventory) => inv.account.computes.entries.length > 0 && !inv.account.computes.entries.some((e) => (e.value as Record<symbol, unknown>)[ADDRESSES_UNKNOWN] === true);

function regionOf(entry: Entry | undefined): string | undefined {
  return entry && typeof entry.value.region === "string" ? entry.value.region : undefined;
}

function kindOfIpv4(address: IpAddress): Kind {
  return isPublicIpv4(address) ? "public" : "private";
}

interface Move {
  readonly index: number;
  readonly key: string;
  readonly kind: Kind;
  readonly from?: Entry;
  readonly to: Entry;
}

/**
 * An assignment request: every address and instance in the region, addresses on the account, no
 * shared or 1:1 NAT addresses moved; then all moves applied together and every instance involved
 * left with a public IPv4, at most one private IPv4 and at most one IPv6 range.
 */
export function checkAssignment(inv: IpInventory, request: unknown, path: Path, fileIndex: number, out: Reporter): void {
  if (isPlainObject(request) && request.region === "") out.report("field-empty", [...path, "region"], "region must not be empty", { fileIndex });
  if (!isPlainObject(request) || !Array.isArray(request.assignments)) return;
  const region = typeof request.region === "string" ? request.region : undefined;
  const moves: Move[] = [];
  const migrating = new Set<Entry>();
  const report = (...args: Parameters<Reporter["report"]>) => out.report(args[0], args[1], args[2], { fileIndex, ...args[3] });
  request.assignments.forEach((item: unknown, i) => {
    if (!isPlainObject(item) || typeof item.address !== "string") return;
    const at = [...path, "assignments", i];
    const text = item.address;
    let key: string;
    let kind: Kind;
    if (text.includes(":")) {
      const cidr = parseCidr(text, { family: 6 });
      if (!cidr.ok || (cidr.value.prefix !== 56 && cidr.value.prefix !== 64)) {
        report("ip-address-syntax", [...at, "address"], `${show(text)} is not an IPv6 range with prefix /56 or /64${cidr.ok ? "" : `: ${cidr.reason}`}`);
        return;
      }
      key = formatCidr(cidr.value);
      kind = "range";
    } else {
      const address = parseIpv4(text);
      if (!address.ok) {
        report("ip-address-syntax", [...at, "address"], `${show(text)} is not an IPv4 address${text.includes("/") ? " (assign takes single addresses, without a mask)" : `: ${address.reason}`}`);
        return;
      }
      key = formatIp(address.value);
      kind = kindOfIpv4(address.value);
    }
    const target = resolveReference(inv.account.computes, item.compute_id, [...at, "compute_id"], fileIndex, out)?.entry;
    const owner = inv.owners.get(key);
    if (!owner && hasInventory(inv)) report("ip-not-on-account", [...at, "address"], `${show(text)} is not held by any instance under computes; only the account's addresses can be assigned`);
    if (region !== undefined) {
      if (target && regionOf(target) !== undefined && regionOf(target) !== region) {
        report("ip-region", [...at, "compute_id"], `instance ${label(target, item.compute_id)} is in ${show(regionOf(target))}, not the assignment's region ${show(region)}`, {
          related: [{ path: [...target.path, "region"], fileIndex: target.fileIndex, message: "the instance's region" }],
        });
      }
      if (owner && regionOf(owner.entry) !== undefined && regionOf(owner.entry) !== region) {
        report("ip-region", [...at, "address"], `${show(text)} belongs to ${label(owner.entry, "")} in ${show(regionOf(owner.entry))}, not the assignment's region ${show(region)}`, {
          related: [{ path: owner.path, fileIndex: owner.entry.fileIndex, message: "held here" }],
        });
      }
    }
    const shared = inv.shared.get(key);
    if (shared) {
      report("ip-assign-shared", [...at, "address"], `${show(text)} is shared to ${label(shared.entry, "")}; shared addresses cannot be swapped (remove the share first)`, {
        related: [{ path: shared.path, fileIndex: shared.entry.fileIndex, message: "shared here" }],
      });
    }
    const nat = inv.nat.get(key);
    if (nat && target && nat.entry !== target) {
      report("ip-nat", [...at, "address"], `${show(text)} has an active 1:1 NAT to a VPC interface of ${label(nat.entry, "")}; it cannot be assigned to another instance`, {
        related: [{ path: nat.path, fileIndex: nat.entry.fileIndex, message: "1:1 NAT here" }],
      });
    }
    for (const involved of [owner?.entry, target]) {
      if (involved?.value.live_migration === true && !migrating.has(involved)) {
        migrating.add(involved);
        report("ip-live-migration", at, `instance ${label(involved, "")} has a live migration in progress; the API refuses IP assignment until it ends`, {
          related: [{ path: [...involved.path, "live_migration"], fileIndex: involved.fileIndex, message: "live migration in progress" }],
        });
      }
    }
    if (target) moves.push({ index: i, key, kind, ...(owner ? { from: owner.entry } : {}), to: target });
  });
  checkOutcome(inv, moves, path, fileIndex, out);
}

/** Applies every move together, then checks each instance involved. */
function checkOutcome(inv: IpInventory, moves: Move[], path: Path, fileIndex: number, out: Reporter): void {
  const after = new Map<Entry, Holding>();
  const holdingOf = (entry: Entry): Holding => {
    let h = after.get(entry);
    if (!h) {
      const before = inv.holdings.get(entry);
      h = { public: new Set(before?.public), private: new Set(before?.private), range: new Set(before?.range) };
      after.set(entry, h);
    }
    return h;
  };
  for (const move of moves) {
    if (move.from) holdingOf(move.from)[move.kind].delete(move.key);
    holdingOf(move.to)[move.kind].add(move.key);
  }
  // The last move touching each instance, by what it did, found in one pass from the end.
  const last = new Map<Entry, { fromPublic?: Move; touching?: Move; toKind: Partial<Record<Kind, Move>> }>();
  const lastOf = (entry: Entry) => {
    let l = last.get(entry);
    if (!l) last.set(entry, (l = { toKind: {} }));
    return l;
  };
  for (let m = moves.length - 1; m >= 0; m--) {
    const move = moves[m]!;
    if (move.from) {
      const l = lastOf(move.from);
      if (move.kind === "public") l.fromPublic ??= move;
      l.touching ??= move;
    }
    const l = lastOf(move.to);
    l.touching ??= move;
    l.toKind[move.kind] ??= move;
  }
  for (const [entry, holding] of after) {
    const name = label(entry, "");
    const at = (m: Move | undefined) => [...path, "assignments", m?.index ?? 0];
    const moved = last.get(entry);
    if (holding.public.size === 0) {
      out.report("ip-assign-result", at(moved?.fromPublic ?? moved?.touching), `after this assignment instance ${name} has no public IPv4 address; every instance involved keeps at least one`, { fileIndex });
    }
    for (const [kind, what] of [
      ["private", "private IPv4 addresses"],
      ["range", "IPv6 ranges"],
    ] as const) {
      const held = holding[kind];
      if (held.size > 1) {
        const shown: string[] = [];
        for (const key of held) {
          if (shown.length === 5) break;
          shown.push(key);
        }
        const list = held.size > 5 ? `${shown.join(", ")} and ${held.size - 5} more` : shown.join(", ");
        out.report("ip-assign-result", at(moved?.toKind[kind]), `after this assignment instance ${name} holds ${held.size} ${what} (${list}); at most one`, { fileIndex });
      }
    }
  }
}

/** A share request: addresses of the account, in the primary's region, not used for 1:1 NAT. */
export function checkShare(inv: IpInventory, request: unknown, path: Path, fileIndex: number, out: Reporter): void {
  if (!isPlainObject(request)) return;
  const primary = resolveReference(inv.account.computes, request.compute_id, [...path, "compute_id"], fileIndex, out)?.entry;
  const { ips } = request;
  if (!Array.isArray(ips)) return;
  if (ips.length === 0) {
    out.report("ip-share-empty", [...path, "ips"], `an empty list removes every address shared to ${label(primary, request.compute_id)}`, { fileIndex });
    return;
  }
  ips.forEach((text: unknown, i) => {
    if (typeof text !== "string") return;
    const at = [...path, "ips", i];
    let key: string | undefined;
    let owner: (Located & { kind: Kind }) | undefined;
    if (text.includes(":")) {
      if (text.includes("/")) {
        const cidr = parseCidr(text, { family: 6 });
        const network = cidr.ok ? formatIp({ family: 6, value: cidr.value.first }) : undefined;
        out.report("ip-address-syntax", at, `write IPv6 ranges without their prefix length when sharing${network ? `: ${network}` : ""}`, {
          fileIndex,
          ...(network ? { fix: { path: at, value: network, description: `replace with ${network}` } } : {}),
        });
        return;
      }
      const address = parseIpv6(text);
      if (!address.ok) {
        out.report("ip-address-syntax", at, `${show(text)} is not an IPv6 range address: ${address.reason}`, { fileIndex });
        return;
      }
      key = formatIp(address.value);
      const range = inv.rangeByNetwork.get(key);
      owner = range ? inv.owners.get(range) : undefined;
    } else {
      const address = parseIpv4(text);
      if (!address.ok) {
        out.report("ip-address-syntax", at, `${show(text)} is not an IPv4 address: ${address.reason}`, { fileIndex });
        return;
      }
      key = formatIp(address.value);
      owner = inv.owners.get(key);
      const nat = inv.nat.get(key);
      if (nat && isPublicIpv4(address.value)) {
        out.report("ip-nat", at, `${show(text)} is configured for 1:1 NAT on a VPC interface of ${label(nat.entry, "")}; it cannot be shared`, {
          fileIndex,
          related: [{ path: nat.path, fileIndex: nat.entry.fileIndex, message: "1:1 NAT here" }],
        });
      }
    }
    if (!owner) {
      if (hasInventory(inv)) out.report("ip-not-on-account", at, `${show(text)} is not held by any instance under computes; only the account's addresses can be shared`, { fileIndex });
      return;
    }
    const from = regionOf(owner.entry);
    const to = regionOf(primary);
    if (from !== undefined && to !== undefined && from !== to) {
      out.report("ip-region", at, `${show(text)} is in ${show(from)} (held by ${label(owner.entry, "")}) but ${label(primary, request.compute_id)} is in ${show(to)}; shared addresses must be in the primary instance's region`, {
        fileIndex,
        related: [{ path: owner.path, fileIndex: owner.entry.fileIndex, message: "held here" }],
      });
    }
  });
}

/** What already counts against the range limits: ranges held, then requests as they are checked. */
export interface RangeCounters {
  /** Ranges per region, in order (the first is named in findings). */
  readonly byRegion: Map<string, Located[]>;
  readonly byInstance: Map<Entry, Located>;
  /** Ranges allowed per region (1 unless the account's limit was raised). */
  readonly perRegion: number;
}

export function rangeCounters(inv: IpInventory, perRegion = 1): RangeCounters {
  const counters: RangeCounters = { byRegion: new Map(), byInstance: new Map(), perRegion };
  for (const owner of inv.owners.values()) {
    if (owner.kind !== "range") continue;
    const region = regionOf(owner.entry);
    if (region !== undefined) {
      const list = counters.byRegion.get(region);
      if (list) list.push(owner);
      else counters.byRegion.set(region, [owner]);
    }
    if (!counters.byInstance.has(owner.entry)) counters.byInstance.set(owner.entry, owner);
  }
  return counters;
}

/** An IPv6 range create request: one target, and the one-per-region and one-per-SLAAC limits. */
export function checkRangeCreate(inv: IpInventory, request: unknown, path: Path, fileIndex: number, out: Reporter, counters: RangeCounters): void {
  if (!isPlainObject(request)) return;
  const { compute_id: computeId, route_target: routeTarget } = request;
  if ((computeId === undefined) === (routeTarget === undefined)) {
    // A cross-field error names a field (the API's error does): route_target when both are given, compute_id when neither.
    out.report(
      "ipv6-range-target",
      [...path, computeId === undefined ? "compute_id" : "route_target"],
      computeId === undefined ? "give exactly one of compute_id and route_target" : "compute_id and route_target together are an error; give exactly one",
      { fileIndex },
    );
    return;
  }
  let target: Entry | undefined;
  if (computeId !== undefined) {
    target = resolveReference(inv.account.computes, computeId, [...path, "compute_id"], fileIndex, out)?.entry;
  } else if (typeof routeTarget === "string") {
    const at = [...path, "route_target"];
    const address = routeTarget.includes("/") ? undefined : parseIpv6(routeTarget);
    if (!address?.ok) {
      out.report("ipv6-range-target", at, `route_target ${show(routeTarget)} must be an instance's SLAAC address without /128${address && !address.ok ? `: ${address.reason}` : ""}`, { fileIndex });
      return;
    }
    target = inv.bySlaac.get(formatIp(address.value));
    if (!target && hasInventory(inv)) {
      out.report("unresolved-reference", at, `no instance under computes has SLAAC address ${show(routeTarget)}`, { fileIndex });
    }
  }
  if (!target) return;
  // One cause, one finding: a range already targeting this instance breaks the SLAAC limit; one
  // on another instance of the same region breaks the per-region limit.
  const here: Located = { entry: target, path };
  const region = regionOf(target);
  const existing = counters.byInstance.get(target);
  const regionRanges = region !== undefined ? (counters.byRegion.get(region) ?? []) : [];
  const inRegion = regionRanges.length >= counters.perRegion ? regionRanges[0] : undefined;
  if (existing) {
    out.report("ipv6-range-slaac-limit", path, `instance ${label(target, computeId)} already has a range targeting its SLAAC address; one per instance`, {
      fileIndex,
      related: [{ path: existing.path, fileIndex: existing.entry.fileIndex, message: "the existing range" }],
    });
  } else if (inRegion) {
    const limit = counters.perRegion === 1 ? "one range per region" : `${counters.perRegion} ranges per region (as configured)`;
    out.report("ipv6-range-region-limit", path, `the account already has ${regionRanges.length === 1 ? "an IPv6 range" : `${regionRanges.length} IPv6 ranges`} in ${show(region)} (on ${label(inRegion.entry, "")}); an account can have ${limit}`, {
      fileIndex,
      related: [{ path: inRegion.path, fileIndex: inRegion.entry.fileIndex, message: "the existing range" }],
    });
  }
  if (!existing) counters.byInstance.set(target, here);
  if (region !== undefined && !inRegion && !existing) {
    if (counters.byRegion.has(region)) regionRanges.push(here);
    else counters.byRegion.set(region, [here]);
  }
}

/** Every IP request of the run, against the account's inventory. */
export function checkIpRequestsAcrossAccount(account: Account, out: Reporter, rangesPerRegion = 1): void {
  const { ip_assignments: assignments, ip_shares: shares, ipv6_ranges: ranges } = account.sections;
  if (assignments.length + shares.length + ranges.length === 0) return;
  const inv = buildIpInventory(account);
  for (const e of assignments) checkAssignment(inv, e.value, e.path, e.fileIndex, out);
  for (const e of shares) checkShare(inv, e.value, e.path, e.fileIndex, out);
  const counters = rangeCounters(inv, rangesPerRegion);
  for (const e of ranges) checkRangeCreate(inv, e.value, e.path, e.fileIndex, out, counters);
}

// ---- Library entry points: a service passes its inventory ({ computes: [...] }) and a request. ----

let emptyInventory: IpInventory | undefined;

/**
 * The IP inventory of a service's `{ computes: [...] }` (anything else is an empty one, built
 * once: the checks only read an inventory).
 */
export function inventoryFrom(inventory: unknown): IpInventory {
  const computes = isPlainObject(inventory) && Array.isArray(inventory.computes) ? inventory.computes : undefined;
  if (!computes) return (emptyInventory ??= buildIpInventory(buildAccount([{ computes: [] }]).account));
  return buildIpInventory(buildAccount([{ computes }]).account);
}

function runAgainstInventory(inventory: unknown, request: unknown, shape: (body: unknown) => Reporter["findings"], check: (inv: IpInventory, out: Reporter) => void): Diagnostic[] {
  // Values handed in are measured before any check walks them (a list of 2^32−1 slots, a cycle).
  const refused = refusedData(request) ?? refusedData(inventory, undefined, "the inventory");
  if (refused) return toDiagnostics([refused]);
  const out = new Reporter();
  out.addAll(shape(request));
  check(inventoryFrom(inventory), out);
  // Related locations inside the inventory keep their paths (["computes", i, …]).
  return toDiagnostics(out.findings.map((f) => ({ ...f, fileIndex: undefined })));
}

/**
 * Checks an assign request (POST /networking/ips/assign) against an inventory `{ computes: [...] }`.
 * @example
 * ```ts
 * const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10", "203.0.113.11"] } }, { label: "web-2", id: 102, region: "us-east", ipv4: { public: ["203.0.113.12"] } }] };
 * checkIpAssignment(inventory, { region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: 102 }] }); // []
 * ```
 */
export function checkIpAssignment(inventory: unknown, request: unknown): Diagnostic[] {
  return runAgainstInventory(inventory, request, ipAssignShape, (inv, out) => checkAssignment(inv, request, [], 0, out));
}

/**
 * Checks a share request (POST /networking/ips/share) against an inventory `{ computes: [...] }`.
 * @example
 * ```ts
 * const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10", "203.0.113.11"] } }, { label: "web-2", id: 102, region: "us-east", ipv4: { public: ["203.0.113.12"] } }] };
 * checkIpShare(inventory, { compute_id: 102, ips: ["203.0.113.11"] }); // []
 * ```
 */
export function checkIpShare(inventory: unknown, request: unknown): Diagnostic[] {
  return runAgainstInventory(inventory, request, ipShareShape, (inv, out) => checkShare(inv, request, [], 0, out));
}

/**
 * Checks an IPv6 range create request (POST /networking/ipv6/ranges) against an inventory `{ computes: [...] }`.
 * @example
 * ```ts
 * const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10", "203.0.113.11"] } }, { label: "web-2", id: 102, region: "us-east", ipv4: { public: ["203.0.113.12"] } }] };
 * checkIpv6RangeCreate(inventory, { prefix_length: 64, compute_id: 101, route_target: "2600:3c03::1" })[0]?.ruleId; // "ipv6-range-target"
 * ```
 */
export function checkIpv6RangeCreate(inventory: unknown, request: unknown): Diagnostic[] {
  return runAgainstInventory(inventory, request, ipv6RangeShape, (inv, out) => checkRangeCreate(inv, request, [], 0, out, rangeCounters(inv)));
}
