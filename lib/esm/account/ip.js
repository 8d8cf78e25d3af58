import { toDiagnostics } from "../diagnostic.js";
import { formatCidr, parseCidr } from "../net/cidr.js";
import { formatIp, parseIpv4, parseIpv6 } from "../net/ip.js";
import { isPublicIpv4 } from "../resources/compute.js";
import { ipAssignShape, ipShareShape, ipv6RangeShape } from "../resources/ip.js";
import { refusedData, Reporter } from "../rules/report.js";
import { ADDRESSES_UNKNOWN } from "../util/marks.js";
import { isPlainObject, show } from "../util/text.js";
import { buildAccount, resolveReference } from "./account.js";
function label(entry, fallback) {
  return entry && typeof entry.value.label === "string" ? show(entry.value.label) : show(fallback);
}
function buildIpInventory(account) {
  const inv = { account, holdings: /* @__PURE__ */ new Map(), owners: /* @__PURE__ */ new Map(), rangeByNetwork: /* @__PURE__ */ new Map(), nat: /* @__PURE__ */ new Map(), shared: /* @__PURE__ */ new Map(), bySlaac: /* @__PURE__ */ new Map() };
  for (const entry of account.computes.entries) {
    const holding = { public: /* @__PURE__ */ new Set(), private: /* @__PURE__ */ new Set(), range: /* @__PURE__ */ new Set() };
    inv.holdings.set(entry, holding);
    const { ipv4, ipv6_ranges: ranges, slaac, configs } = entry.value;
    if (isPlainObject(ipv4)) {
      for (const kind of ["public", "private"]) {
        const list = ipv4[kind];
        if (!Array.isArray(list)) continue;
        list.forEach((text, i) => {
          const parsed = typeof text === "string" ? parseIpv4(text) : void 0;
          if (!parsed?.ok) return;
          const key = formatIp(parsed.value);
          holding[kind].add(key);
          if (!inv.owners.has(key)) inv.owners.set(key, { entry, path: [...entry.path, "ipv4", kind, i], kind });
        });
      }
      if (Array.isArray(ipv4.shared)) {
        ipv4.shared.forEach((text, i) => {
          const parsed = typeof text === "string" ? parseIpv4(text) : void 0;
          if (parsed?.ok) inv.shared.set(formatIp(parsed.value), { entry, path: [...entry.path, "ipv4", "shared", i] });
        });
      }
    }
    if (Array.isArray(ranges)) {
      ranges.forEach((text, i) => {
        const parsed = typeof text === "string" ? parseCidr(text, { family: 6 }) : void 0;
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
      configs.forEach((config, c) => {
        if (!isPlainObject(config) || !Array.isArray(config.interfaces)) return;
        config.interfaces.forEach((iface, i) => {
          if (!isPlainObject(iface) || iface.purpose !== "vpc" || !isPlainObject(iface.ipv4)) return;
          const parsed = typeof iface.ipv4.nat_1_1 === "string" ? parseIpv4(iface.ipv4.nat_1_1) : void 0;
          if (parsed?.ok) inv.nat.set(formatIp(parsed.value), { entry, path: [...entry.path, "configs", c, "interfaces", i, "ipv4", "nat_1_1"] });
        });
      });
    }
  }
  return inv;
}
const hasInventory = (inv) => inv.account.computes.entries.length > 0 && !inv.account.computes.entries.some((e) => e.value[ADDRESSES_UNKNOWN] === true);
function regionOf(entry) {
  return entry && typeof entry.value.region === "string" ? entry.value.region : void 0;
}
function kindOfIpv4(address) {
  return isPublicIpv4(address) ? "public" : "private";
}
function checkAssignment(inv, request, path, fileIndex, out) {
  if (isPlainObject(request) && request.region === "") out.report("field-empty", [...path, "region"], "region must not be empty", { fileIndex });
  if (!isPlainObject(request) || !Array.isArray(request.assignments)) return;
  const region = typeof request.region === "string" ? request.region : void 0;
  const moves = [];
  const migrating = /* @__PURE__ */ new Set();
  const report = (...args) => out.report(args[0], args[1], args[2], { fileIndex, ...args[3] });
  request.assignments.forEach((item, i) => {
    if (!isPlainObject(item) || typeof item.address !== "string") return;
    const at = [...path, "assignments", i];
    const text = item.address;
    let key;
    let kind;
    if (text.includes(":")) {
      const cidr = parseCidr(text, { family: 6 });
      if (!cidr.ok || cidr.value.prefix !== 56 && cidr.value.prefix !== 64) {
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
    if (region !== void 0) {
      if (target && regionOf(target) !== void 0 && regionOf(target) !== region) {
        report("ip-region", [...at, "compute_id"], `instance ${label(target, item.compute_id)} is in ${show(regionOf(target))}, not the assignment's region ${show(region)}`, {
          related: [{ path: [...target.path, "region"], fileIndex: target.fileIndex, message: "the instance's region" }]
        });
      }
      if (owner && regionOf(owner.entry) !== void 0 && regionOf(owner.entry) !== region) {
        report("ip-region", [...at, "address"], `${show(text)} belongs to ${label(owner.entry, "")} in ${show(regionOf(owner.entry))}, not the assignment's region ${show(region)}`, {
          related: [{ path: owner.path, fileIndex: owner.entry.fileIndex, message: "held here" }]
        });
      }
    }
    const shared = inv.shared.get(key);
    if (shared) {
      report("ip-assign-shared", [...at, "address"], `${show(text)} is shared to ${label(shared.entry, "")}; shared addresses cannot be swapped (remove the share first)`, {
        related: [{ path: shared.path, fileIndex: shared.entry.fileIndex, message: "shared here" }]
      });
    }
    const nat = inv.nat.get(key);
    if (nat && target && nat.entry !== target) {
      report("ip-nat", [...at, "address"], `${show(text)} has an active 1:1 NAT to a VPC interface of ${label(nat.entry, "")}; it cannot be assigned to another instance`, {
        related: [{ path: nat.path, fileIndex: nat.entry.fileIndex, message: "1:1 NAT here" }]
      });
    }
    for (const involved of [owner?.entry, target]) {
      if (involved?.value.live_migration === true && !migrating.has(involved)) {
        migrating.add(involved);
        report("ip-live-migration", at, `instance ${label(involved, "")} has a live migration in progress; the API refuses IP assignment until it ends`, {
          related: [{ path: [...involved.path, "live_migration"], fileIndex: involved.fileIndex, message: "live migration in progress" }]
        });
      }
    }
    if (target) moves.push({ index: i, key, kind, ...owner ? { from: owner.entry } : {}, to: target });
  });
  checkOutcome(inv, moves, path, fileIndex, out);
}
function checkOutcome(inv, moves, path, fileIndex, out) {
  const after = /* @__PURE__ */ new Map();
  const holdingOf = (entry) => {
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
  const last = /* @__PURE__ */ new Map();
  const lastOf = (entry) => {
    let l = last.get(entry);
    if (!l) last.set(entry, l = { toKind: {} });
    return l;
  };
  for (let m = moves.length - 1; m >= 0; m--) {
    const move = moves[m];
    if (move.from) {
      const l2 = lastOf(move.from);
      if (move.kind === "public") l2.fromPublic ??= move;
      l2.touching ??= move;
    }
    const l = lastOf(move.to);
    l.touching ??= move;
    l.toKind[move.kind] ??= move;
  }
  for (const [entry, holding] of after) {
    const name = label(entry, "");
    const at = (m) => [...path, "assignments", m?.index ?? 0];
    const moved = last.get(entry);
    if (holding.public.size === 0) {
      out.report("ip-assign-result", at(moved?.fromPublic ?? moved?.touching), `after this assignment instance ${name} has no public IPv4 address; every instance involved keeps at least one`, { fileIndex });
    }
    for (const [kind, what] of [
      ["private", "private IPv4 addresses"],
      ["range", "IPv6 ranges"]
    ]) {
      const held = holding[kind];
      if (held.size > 1) {
        const shown = [];
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
function checkShare(inv, request, path, fileIndex, out) {
  if (!isPlainObject(request)) return;
  const primary = resolveReference(inv.account.computes, request.compute_id, [...path, "compute_id"], fileIndex, out)?.entry;
  const { ips } = request;
  if (!Array.isArray(ips)) return;
  if (ips.length === 0) {
    out.report("ip-share-empty", [...path, "ips"], `an empty list removes every address shared to ${label(primary, request.compute_id)}`, { fileIndex });
    return;
  }
  ips.forEach((text, i) => {
    if (typeof text !== "string") return;
    const at = [...path, "ips", i];
    let key;
    let owner;
    if (text.includes(":")) {
      if (text.includes("/")) {
        const cidr = parseCidr(text, { family: 6 });
        const network = cidr.ok ? formatIp({ family: 6, value: cidr.value.first }) : void 0;
        out.report("ip-address-syntax", at, `write IPv6 ranges without their prefix length when sharing${network ? `: ${network}` : ""}`, {
          fileIndex,
          ...network ? { fix: { path: at, value: network, description: `replace with ${network}` } } : {}
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
      owner = range ? inv.owners.get(range) : void 0;
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
          related: [{ path: nat.path, fileIndex: nat.entry.fileIndex, message: "1:1 NAT here" }]
        });
      }
    }
    if (!owner) {
      if (hasInventory(inv)) out.report("ip-not-on-account", at, `${show(text)} is not held by any instance under computes; only the account's addresses can be shared`, { fileIndex });
      return;
    }
    const from = regionOf(owner.entry);
    const to = regionOf(primary);
    if (from !== void 0 && to !== void 0 && from !== to) {
      out.report("ip-region", at, `${show(text)} is in ${show(from)} (held by ${label(owner.entry, "")}) but ${label(primary, request.compute_id)} is in ${show(to)}; shared addresses must be in the primary instance's region`, {
        fileIndex,
        related: [{ path: owner.path, fileIndex: owner.entry.fileIndex, message: "held here" }]
      });
    }
  });
}
function rangeCounters(inv, perRegion = 1) {
  const counters = { byRegion: /* @__PURE__ */ new Map(), byInstance: /* @__PURE__ */ new Map(), perRegion };
  for (const owner of inv.owners.values()) {
    if (owner.kind !== "range") continue;
    const region = regionOf(owner.entry);
    if (region !== void 0) {
      const list = counters.byRegion.get(region);
      if (list) list.push(owner);
      else counters.byRegion.set(region, [owner]);
    }
    if (!counters.byInstance.has(owner.entry)) counters.byInstance.set(owner.entry, owner);
  }
  return counters;
}
function checkRangeCreate(inv, request, path, fileIndex, out, counters) {
  if (!isPlainObject(request)) return;
  const { compute_id: computeId, route_target: routeTarget } = request;
  if (computeId === void 0 === (routeTarget === void 0)) {
    out.report(
      "ipv6-range-target",
      [...path, computeId === void 0 ? "compute_id" : "route_target"],
      computeId === void 0 ? "give exactly one of compute_id and route_target" : "compute_id and route_target together are an error; give exactly one",
      { fileIndex }
    );
    return;
  }
  let target;
  if (computeId !== void 0) {
    target = resolveReference(inv.account.computes, computeId, [...path, "compute_id"], fileIndex, out)?.entry;
  } else if (typeof routeTarget === "string") {
    const at = [...path, "route_target"];
    const address = routeTarget.includes("/") ? void 0 : parseIpv6(routeTarget);
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
  const here = { entry: target, path };
  const region = regionOf(target);
  const existing = counters.byInstance.get(target);
  const regionRanges = region !== void 0 ? counters.byRegion.get(region) ?? [] : [];
  const inRegion = regionRanges.length >= counters.perRegion ? regionRanges[0] : void 0;
  if (existing) {
    out.report("ipv6-range-slaac-limit", path, `instance ${label(target, computeId)} already has a range targeting its SLAAC address; one per instance`, {
      fileIndex,
      related: [{ path: existing.path, fileIndex: existing.entry.fileIndex, message: "the existing range" }]
    });
  } else if (inRegion) {
    const limit = counters.perRegion === 1 ? "one range per region" : `${counters.perRegion} ranges per region (as configured)`;
    out.report("ipv6-range-region-limit", path, `the account already has ${regionRanges.length === 1 ? "an IPv6 range" : `${regionRanges.length} IPv6 ranges`} in ${show(region)} (on ${label(inRegion.entry, "")}); an account can have ${limit}`, {
      fileIndex,
      related: [{ path: inRegion.path, fileIndex: inRegion.entry.fileIndex, message: "the existing range" }]
    });
  }
  if (!existing) counters.byInstance.set(target, here);
  if (region !== void 0 && !inRegion && !existing) {
    if (counters.byRegion.has(region)) regionRanges.push(here);
    else counters.byRegion.set(region, [here]);
  }
}
function checkIpRequestsAcrossAccount(account, out, rangesPerRegion = 1) {
  const { ip_assignments: assignments, ip_shares: shares, ipv6_ranges: ranges } = account.sections;
  if (assignments.length + shares.length + ranges.length === 0) return;
  const inv = buildIpInventory(account);
  for (const e of assignments) checkAssignment(inv, e.value, e.path, e.fileIndex, out);
  for (const e of shares) checkShare(inv, e.value, e.path, e.fileIndex, out);
  const counters = rangeCounters(inv, rangesPerRegion);
  for (const e of ranges) checkRangeCreate(inv, e.value, e.path, e.fileIndex, out, counters);
}
let emptyInventory;
function inventoryFrom(inventory) {
  const computes = isPlainObject(inventory) && Array.isArray(inventory.computes) ? inventory.computes : void 0;
  if (!computes) return emptyInventory ??= buildIpInventory(buildAccount([{ computes: [] }]).account);
  return buildIpInventory(buildAccount([{ computes }]).account);
}
function runAgainstInventory(inventory, request, shape, check) {
  const refused = refusedData(request) ?? refusedData(inventory, void 0, "the inventory");
  if (refused) return toDiagnostics([refused]);
  const out = new Reporter();
  out.addAll(shape(request));
  check(inventoryFrom(inventory), out);
  return toDiagnostics(out.findings.map((f) => ({ ...f, fileIndex: void 0 })));
}
function checkIpAssignment(inventory, request) {
  return runAgainstInventory(inventory, request, ipAssignShape, (inv, out) => checkAssignment(inv, request, [], 0, out));
}
function checkIpShare(inventory, request) {
  return runAgainstInventory(inventory, request, ipShareShape, (inv, out) => checkShare(inv, request, [], 0, out));
}
function checkIpv6RangeCreate(inventory, request) {
  return runAgainstInventory(inventory, request, ipv6RangeShape, (inv, out) => checkRangeCreate(inv, request, [], 0, out, rangeCounters(inv)));
}
export {
  buildIpInventory,
  checkAssignment,
  checkIpAssignment,
  checkIpRequestsAcrossAccount,
  checkIpShare,
  checkIpv6RangeCreate,
  checkRangeCreate,
  checkShare,
  inventoryFrom,
  rangeCounters
};
