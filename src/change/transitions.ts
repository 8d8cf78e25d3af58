/**
 * Transition checks (issue 13): what the API refuses, or what puts data at risk, in a *change*
 * from a baseline account to the desired one. Each is a rule of the registry; findings point at
 * the desired state (a deleted resource: at its section in the file it was in, when that file is
 * still there).
 */
import type { Path } from "../diagnostic.js";
import { analyzeFirewall, DEFAULT_SENSITIVE_PORTS } from "../firewall/analysis.js";
import { compileFirewallRules, subtractRanges } from "../firewall/model.js";
import { diffFirewall } from "./firewall-diff.js";
import type { Account } from "../account/account.js";
import type { Reporter } from "../rules/report.js";
import { isPlainObject, show } from "../util/text.js";
import { LEGACY_RULE, RULE_UNKNOWN, RULES_UNKNOWN, type RulesUnknowns } from "../util/marks.js";
import { firewallDevices, heldRanges, json, matchAccounts, sideLabel, type ResourceChange, type Side } from "./identity.js";

/**
 * The change a finding is about, when the finding sits elsewhere (an interface that uses a deleted
 * subnet, a deleted firewall reported at its section): the plan attaches it to that change's
 * operations. Weak: findings are not kept alive by it.
 */
export const CAUSE = new WeakMap<object, ResourceChange>();
/** For a shared range the change deletes: the range (lower case CIDR), so the plan finds its delete. */
export const RANGE_CAUSE = new WeakMap<object, string>();

/** Records the cause of the finding just reported. */
function caused(out: Reporter, change: ResourceChange | undefined): void {
  const finding = out.findings[out.findings.length - 1];
  if (finding && change) CAUSE.set(finding, change);
}

/** Where a finding about a deleted resource goes: a desired file's index and a path in it. */
export type PlaceDeleted = (baseline: Side) => { fileIndex: number; path: Path; where: string };

/** Database fields its update does not take (it takes label, allow_list, type and updates). */
const DATABASE_FIXED = ["engine", "region", "cluster_size", "encrypted", "ssl_connection", "replication_type"] as const;

const label = sideLabel;

/** Database statuses that allow a delete; an update needs `active`. */
const DELETABLE = new Set(["active", "failed", "degraded"]);
/** Fields a database update takes. */
const DATABASE_UPDATED = ["label", "allow_list", "type", "updates"] as const;

export interface TransitionOptions {
  /** The ports firewall-change-exposes-port guards (default: firewall-exposed-port's). */
  readonly sensitivePorts?: readonly number[];
}

/** Every transition check over the changes between two accounts. */
export function checkTransitions(before: Account, after: Account, out: Reporter, placeDeleted: PlaceDeleted, options: TransitionOptions = {}): ResourceChange[] {
  const changes = matchAccounts(before, after);
  const at = (side: Side, field?: string): { fileIndex: number; path: Path } => ({ fileIndex: side.fileIndex, path: field === undefined ? side.path : [...side.path, field] });
  let current: ResourceChange | undefined;
  const deleted = (side: Side, ruleId: "database-deleted" | "image-deleted" | "database-status-transition" | "stackscript-public-change" | "image-public-change", message: string) => {
    const { fileIndex, path } = placeDeleted(side);
    out.report(ruleId, path, message, { fileIndex });
    caused(out, current);
  };
  for (const change of changes) {
    current = change;
    const { before: b, after: a } = change;
    if (b && !a) {
      const name = show(label(b));
      if (change.section === "databases") {
        const status = b.value.status;
        if (typeof status === "string" && !DELETABLE.has(status)) deleted(b, "database-status-transition", `database ${name} is deleted while ${show(status)}; the API deletes a database only while active, failed or degraded`);
        deleted(b, "database-deleted", `database ${name} is deleted, with its data and backups: this cannot be undone`);
      }
      if (change.section === "images") {
        if (isPublicImage(b)) deleted(b, "image-public-change", `image ${name} (${show(b.value.id)}) is a public image: it cannot be deleted`);
        else deleted(b, "image-deleted", `image ${name} is deleted: this cannot be undone`);
      }
      if (change.section === "stackscripts" && b.value.is_public === true) deleted(b, "stackscript-public-change", `StackScript ${name} is public and cannot be deleted`);
    }
    if (b && a) {
      if (change.section === "databases" && typeof b.value.status === "string" && b.value.status !== "active") {
        const edited = DATABASE_UPDATED.filter((f) => json(b.value[f]) !== json(a.value[f]));
        if (edited.length) {
          out.report("database-status-transition", [...a.path, edited[0]!], `database ${show(label(a))} is updated (${edited.join(", ")}) while ${show(b.value.status)}; the API updates a database only while active`, { fileIndex: a.fileIndex });
        }
      }
      if (change.section === "images" && isPublicImage(b) && json(b.value) !== json(a.value)) {
        out.report("image-public-change", [...a.path, "id"], `image ${show(label(a))} (${show(b.value.id)}) is a public image: it cannot be updated`, { fileIndex: a.fileIndex });
      }
      if (change.section === "databases") checkAllowListChange(b, a, out);
      if (change.section === "stackscripts" && b.value.is_public === true && a.value.is_public === false) {
        out.report("stackscript-public-change", [...a.path, "is_public"], `StackScript ${show(label(a))} is public and cannot be made private`, { fileIndex: a.fileIndex });
      }
      if (change.section === "firewalls" && json(b.value.rules) !== json(a.value.rules)) checkNewExposures(b, a, options, out);
      if (change.section === "subnets" && b.value.ipv4 !== undefined && json(b.value.ipv4) !== json(a.value.ipv4)) {
        const { fileIndex, path } = at(a, "ipv4");
        out.report("subnet-ipv4-changed", path, `subnet ${show(label(a))}: ipv4 ${show(b.value.ipv4)} → ${show(a.value.ipv4)}; a subnet's ipv4 is not changeable by update (create a new subnet and move the interfaces)`, { fileIndex });
      }
      if (change.section === "vpcs" && b.value.region !== undefined && json(b.value.region) !== json(a.value.region)) {
        const { fileIndex, path } = at(a, "region");
        out.report("vpc-region-changed", path, `VPC ${show(label(a))}: region ${show(b.value.region)} → ${show(a.value.region)}; VPC update takes only label and description (a VPC in another region is a new VPC)`, { fileIndex });
      }
      if (change.section === "databases") {
        for (const field of DATABASE_FIXED) {
          if (json(b.value[field]) === json(a.value[field])) continue;
          const { fileIndex, path } = at(a, field);
          out.report("database-field-changed", path, `database ${show(label(a))}: ${field} ${show(b.value[field])} → ${show(a.value[field])}; database update takes only label, allow_list, type and updates`, { fileIndex });
        }
      }
    }
  }
  reportIdentityGuesses(changes, out, placeDeleted);
  checkSubnetsInUse(changes, after, out);
  checkProtectionRemoved(changes, out, placeDeleted);
  checkEnableConflicts(changes, out);
  checkSharedRangesDeleted(before, after, out, placeDeleted);
  return changes;
}

/** The services a firewall entry is assigned to, as `compute instance "web-1"` / `NodeBalancer 7`. */
function servicesOf(side: Side | undefined): string[] {
  return firewallDevices(side).map(({ type, ref }) => `${type === "compute" ? "compute instance" : "NodeBalancer"} ${show(ref)}`);
}

/** A firewall the change enables (it was disabled) while another enabled firewall of the desired state shares a service. */
function checkEnableConflicts(changes: readonly ResourceChange[], out: Reporter): void {
  const firewalls = changes.filter((c) => c.section === "firewalls" && c.after);
  const enabledOn = new Map<string, Side[]>();
  for (const c of firewalls) {
    if (c.after!.value.status === "disabled") continue;
    for (const service of servicesOf(c.after)) {
      const list = enabledOn.get(service);
      if (list) list.push(c.after!);
      else enabledOn.set(service, [c.after!]);
    }
  }
  for (const c of firewalls) {
    if (c.before?.value.status !== "disabled" || c.after!.value.status === "disabled") continue;
    for (const service of servicesOf(c.after)) {
      const other = enabledOn.get(service)?.find((s) => s !== c.after);
      if (!other) continue;
      out.report("firewall-enable-conflict", [...c.after!.path, "status"], `enabling firewall ${show(label(c.after))} while firewall ${show(label(other))} is enabled on ${service}; the API refuses it (disable or unassign the other first)`, {
        fileIndex: c.after!.fileIndex,
      });
      break;
    }
  }
}

/** IPv6 ranges the baseline holds and shares that the desired state no longer holds: a shared range cannot be deleted. */
function checkSharedRangesDeleted(before: Account, after: Account, out: Reporter, placeDeleted: PlaceDeleted): void {
  const kept = heldRanges(after);
  const shared = new Set<string>();
  for (const share of before.sections.ip_shares) {
    const ips = share.value.ips;
    if (Array.isArray(ips)) for (const ip of ips) if (typeof ip === "string") shared.add(ip.toLowerCase());
  }
  for (const compute of before.sections.computes) {
    const v4 = compute.value.ipv4;
    const list = isPlainObject(v4) ? v4.shared : undefined;
    if (Array.isArray(list)) for (const ip of list) if (typeof ip === "string") shared.add(ip.toLowerCase());
  }
  const computesByLabel = new Map<string, Side>();
  for (const c of after.sections.computes) if (!computesByLabel.has(label(c))) computesByLabel.set(label(c), c);
  for (const [range, { holder }] of heldRanges(before)) {
    if (kept.has(range)) continue;
    const address = range.split("/")[0]!;
    if (!shared.has(address) && !shared.has(range)) continue;
    // At the instance that held it, when it is still there; else where it was.
    const now = computesByLabel.get(label(holder));
    const { fileIndex, path } = now ? { fileIndex: now.fileIndex, path: [...now.path, "ipv6_ranges"] } : placeDeleted(holder);
    out.report("ipv6-range-shared-delete", path, `IPv6 range ${show(range)} of ${show(label(holder))} is shared and goes away in this change; a shared range cannot be deleted (remove the share first)`, { fileIndex });
    RANGE_CAUSE.set(out.findings[out.findings.length - 1]!, range);
  }
}

const isPublicImage = (side: Side) => typeof side.value.id === "string" && side.value.id.startsWith("compute/");

/** The allow list opened to everyone or emptied, or changed together with other fields. */
function checkAllowListChange(b: Side, a: Side, out: Reporter): void {
  const was = b.value.allow_list;
  const now = a.value.allow_list;
  if (json(was) === json(now) || !Array.isArray(now)) return;
  const at = [...a.path, "allow_list"];
  const name = show(label(a));
  const open = now.some((entry) => entry === "0.0.0.0/0");
  if (open && !(Array.isArray(was) && was.includes("0.0.0.0/0"))) {
    out.report("database-allow-list-change", at, `database ${name}: the allow list now admits every address (0.0.0.0/0); before it admitted only ${Array.isArray(was) && was.length ? was.map((e) => show(e)).join(", ") : "no one"}`, { fileIndex: a.fileIndex });
  } else if (now.length === 0) {
    out.report("database-allow-list-change", at, `database ${name}: the allow list is emptied, which locks every client out`, { fileIndex: a.fileIndex });
  }
  const others = DATABASE_UPDATED.filter((f) => f !== "allow_list" && json(b.value[f]) !== json(a.value[f]));
  if (others.length) {
    out.report("database-allow-list-with-edits", at, `database ${name}: the allow list changes in the same change as ${others.join(", ")}; setting allow_list takes a while, so successive updates of it are inappropriate: change it on its own`, { fileIndex: a.fileIndex });
  }
}

/** Subnets the change deletes (alone or with their VPC) that interfaces of the desired state still use. */
function checkSubnetsInUse(changes: readonly ResourceChange[], after: Account, out: Reporter): void {
  const gone = new Map<string, string>(); // "<vpc>/<subnet>" or "#<id>" → what deletes it
  const causeOf = new Map<string, ResourceChange>();
  for (const c of changes) {
    if (c.section !== "subnets" || !c.before) continue;
    const vpcDeleted = c.vpc?.how === "deleted";
    if (c.how !== "deleted" && !vpcDeleted) continue;
    const vpcName = label(c.vpc?.before);
    const what = vpcDeleted ? `VPC ${show(vpcName)} is deleted` : `subnet ${show(`${vpcName}/${label(c.before)}`)} is deleted`;
    gone.set(`${vpcName}/${label(c.before)}`, what);
    causeOf.set(`${vpcName}/${label(c.before)}`, vpcDeleted ? c.vpc! : c);
    if (typeof c.before.value.id === "number") {
      gone.set(`#${c.before.value.id}`, what);
      causeOf.set(`#${c.before.value.id}`, vpcDeleted ? c.vpc! : c);
    }
  }
  if (gone.size === 0) return;
  for (const compute of after.sections.computes) {
    const configs = compute.value.configs;
    if (!Array.isArray(configs)) continue;
    configs.forEach((config: unknown, i) => {
      const interfaces = isPlainObject(config) ? config.interfaces : undefined;
      if (!Array.isArray(interfaces)) return;
      interfaces.forEach((iface: unknown, j) => {
        if (!isPlainObject(iface)) return;
        const ref = typeof iface.subnet === "number" ? `#${iface.subnet}` : typeof iface.subnet === "string" ? iface.subnet : undefined;
        const what = ref === undefined ? undefined : gone.get(ref);
        if (!what) return;
        out.report("subnet-delete-in-use", [...compute.path, "configs", i, "interfaces", j, "subnet"], `${what} while ${show(label(compute))} still has an interface on ${show(iface.subnet)}; delete the interface first (the API refuses to delete a subnet with interfaces)`, { fileIndex: compute.fileIndex });
        caused(out, causeOf.get(ref!));
      });
    });
  }
}

/** Services that had an enabled firewall before the change and have none after it. */
function checkProtectionRemoved(changes: readonly ResourceChange[], out: Reporter, placeDeleted: PlaceDeleted): void {
  const protect = (side: Side | undefined, into: Map<string, string>) => {
    if (side && side.value.status !== "disabled") for (const service of servicesOf(side)) into.set(service, label(side));
  };
  const firewalls = changes.filter((c) => c.section === "firewalls");
  const before = new Map<string, string>();
  const after = new Map<string, string>();
  for (const c of firewalls) {
    protect(c.before, before);
    protect(c.after, after);
  }
  const byLabel = new Map<string, ResourceChange>();
  for (const c of firewalls) if (c.before && !byLabel.has(label(c.before))) byLabel.set(label(c.before), c);
  for (const [service, firewall] of before) {
    if (after.has(service)) continue;
    const c = byLabel.get(firewall)!;
    const cause = !c.after ? "is deleted" : c.after.value.status === "disabled" ? "is disabled" : `no longer lists ${service}`;
    const message = `${service} is left with no enabled firewall: firewall ${show(firewall)} ${cause}`;
    if (!c.after) {
      const { fileIndex, path } = placeDeleted(c.before!);
      out.report("firewall-protection-removed", path, message, { fileIndex });
      caused(out, c);
    } else {
      const field = c.after.value.status === "disabled" ? "status" : "devices";
      out.report("firewall-protection-removed", [...c.after.path, field], message, { fileIndex: c.after.fileIndex });
    }
  }
}

/**
 * Sensitive ports a rules change opens to every address of a family, where they were not open
 * before: one warning per flipped region that opens them, its line the message.
 */
function checkNewExposures(b: Side, a: Side, options: TransitionOptions, out: Reporter): void {
  // A baseline of Terraform input with an unknown rule or policy in a direction (a variable with
  // no value at that revision): what was open before in that direction is not known, so nothing
  // there is said to be newly opened; the other direction is decided as usual.
  const undecided = unknownDirections(b.value.rules);
  const sensitivePorts = options.sensitivePorts ?? DEFAULT_SENSITIVE_PORTS;
  const beforeModel = compileFirewallRules(b.value.rules);
  const afterModel = compileFirewallRules(a.value.rules);
  const exposedBefore = analyzeFirewall(beforeModel, { sensitivePorts }).exposures;
  // What is exposed after and was not before: each exposure's port ranges less the same
  // direction, protocol and family's ranges before (interval subtraction, no per-port work).
  const fresh = analyzeFirewall(afterModel, { sensitivePorts }).exposures.flatMap((e) => {
    const was = exposedBefore.filter((x) => x.direction === e.direction && x.protocol === e.protocol && x.family === e.family).flatMap((x) => x.ports);
    if (undecided.has(e.direction)) return [];
    return subtractRanges(e.ports, was).map((ports) => ({ direction: e.direction, protocol: e.protocol, family: e.family, ports }));
  });
  if (fresh.length === 0) return;
  const reported = new Set<string>();
  for (const region of diffFirewall(beforeModel, afterModel)) {
    if (region.after !== "ACCEPT" || reported.has(region.text)) continue;
    const opens = fresh.some((f) => f.direction === region.direction && f.protocol === region.protocol && f.family === region.family && region.ports.some(([l, h]) => f.ports[0] <= h && f.ports[1] >= l));
    if (!opens) continue;
    reported.add(region.text);
    out.report("firewall-change-exposes-port", [...a.path, "rules"], `firewall ${show(label(a))}: ${region.text}`, { fileIndex: a.fileIndex });
  }
}

/**
 * A resource deleted and another created in the same section, neither with an id: if it is a
 * rename, the plan will delete and recreate it. Said once per created resource (info).
 */
function reportIdentityGuesses(changes: readonly ResourceChange[], out: Reporter, placeDeleted: PlaceDeleted): void {
  const deletedWithoutId = new Map<string, Side[]>();
  for (const c of changes) {
    if (c.how === "deleted" && c.before && c.before.value.id === undefined) {
      const key = c.section === "subnets" ? `subnets:${label(c.vpc?.after ?? c.vpc?.before)}` : c.section;
      const list = deletedWithoutId.get(key);
      if (list) list.push(c.before);
      else deletedWithoutId.set(key, [c.before]);
    }
  }
  for (const c of changes) {
    if (c.how !== "created" || !c.after || c.after.value.id !== undefined || c.section === "computes" || c.section === "nodebalancers") continue;
    const key = c.section === "subnets" ? `subnets:${label(c.vpc?.after ?? c.vpc?.before)}` : c.section;
    const gone = deletedWithoutId.get(key);
    if (!gone?.length) continue;
    const old = gone[0]!;
    const { where } = placeDeleted(old);
    out.report(
      "change-identity",
      [...c.after.path, "label"],
      `${show(label(c.after))} is new and ${show(label(old))} (${where}) is gone, and neither has an id: if this is a rename, the change deletes and recreates it; add the id to update it in place`,
      { fileIndex: c.after.fileIndex },
    );
  }
}

/**
 * The directions of a firewall's rules that hold a value Terraform input left unknown: a policy or
 * a list (RULES_UNKNOWN), or a rule (RULE_UNKNOWN; not a rule of the old provider's shape, which
 * is known input reported by its own rule). See src/util/marks.ts.
 */
function unknownDirections(rules: unknown): Set<string> {
  const out = new Set<string>();
  if (typeof rules !== "object" || rules === null) return out;
  const marks = (rules as Record<symbol, unknown>)[RULES_UNKNOWN] as RulesUnknowns | undefined;
  for (const direction of ["inbound", "outbound"] as const) {
    if (marks?.[direction] || marks?.[`${direction}_policy`]) out.add(direction);
    const list = (rules as Record<string, unknown>)[direction];
    const unknownRule = (r: unknown) => typeof r === "object" && r !== null && (r as Record<symbol, unknown>)[RULE_UNKNOWN] !== undefined && (r as Record<symbol, unknown>)[LEGACY_RULE] === undefined;
    if (Array.isArray(list) && list.some(unknownRule)) out.add(direction);
  }
  return out;
}
