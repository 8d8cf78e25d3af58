/**
 * Which resource of a baseline account is which resource of the desired one (issue 13): by `id`
 * where both sides have one, else by label within the section (subnets within their VPC). A
 * label change with the same id is a rename, an update; without ids, a new label is a delete and
 * a create. Linear in the number of entries (one index per side and section).
 */
import { IDENTITY, type Account, type Entry } from "../account/account.js";
import { appendAll } from "../util/data.js";
import { isPlainObject } from "../util/text.js";

/** The sections whose entries are resources that live across changes (IP requests are not). */
export const RESOURCE_SECTIONS = ["vpcs", "firewalls", "databases", "stackscripts", "images", "computes", "nodebalancers"] as const;
export type ResourceSection = (typeof RESOURCE_SECTIONS)[number];

/** One entry of one side: an account's entry, or a subnet inside its VPC (the same shape). */
export type Side = Entry;

/**
 * A resource across the change: `matched` by id or by label, `created` (only after) or `deleted`
 * (only before). `renamed` when matched by id with another label.
 */
export interface ResourceChange {
  readonly section: ResourceSection | "subnets";
  readonly before?: Side;
  readonly after?: Side;
  readonly how: "id" | "label" | "created" | "deleted";
  readonly renamed: boolean;
  /** For a subnet: the change of its VPC. */
  readonly vpc?: ResourceChange;
}

/** An id usable for identity: an integer, or a non-empty string (image ids are `private/<n>`). */
function idOf(value: Record<string, unknown>): string | undefined {
  const identity = (value as { [IDENTITY]?: unknown })[IDENTITY];
  if (typeof identity === "string") return `@${identity}`;
  const id = value.id;
  if (typeof id === "number" && Number.isInteger(id)) return `#${id}`;
  if (typeof id === "string" && id.length > 0) return `#${id}`;
  return undefined;
}

function labelOf(value: Record<string, unknown>): string | undefined {
  return typeof value.label === "string" ? value.label : undefined;
}

/** Pairs two lists of one section: by id first, then by label among those left without an id match. */
function pair(section: ResourceChange["section"], before: readonly Side[], after: readonly Side[], vpc?: ResourceChange): ResourceChange[] {
  const changes: ResourceChange[] = [];
  const byId = new Map<string, Side>();
  for (const b of before) {
    const id = idOf(b.value);
    if (id !== undefined && !byId.has(id)) byId.set(id, b);
  }
  const taken = new Set<Side>();
  const pending: Side[] = [];
  const extra = vpc ? { vpc } : {};
  for (const a of after) {
    const id = idOf(a.value);
    const b = id === undefined ? undefined : byId.get(id);
    if (b && !taken.has(b)) {
      taken.add(b);
      changes.push({ section, before: b, after: a, how: "id", renamed: labelOf(b.value) !== labelOf(a.value), ...extra });
    } else pending.push(a);
  }
  // By label: a baseline entry whose id another entry took, or whose id differs from the desired
  // one's, is another resource.
  const byLabel = new Map<string, Side>();
  for (const b of before) {
    const label = labelOf(b.value);
    if (taken.has(b) || label === undefined || byLabel.has(label)) continue;
    byLabel.set(label, b);
  }
  for (const a of pending) {
    const label = labelOf(a.value);
    const b = label === undefined ? undefined : byLabel.get(label);
    const ids = b ? [idOf(b.value), idOf(a.value)] : [];
    if (b && !taken.has(b) && !(ids[0] !== undefined && ids[1] !== undefined)) {
      taken.add(b);
      changes.push({ section, before: b, after: a, how: "label", renamed: false, ...extra });
    } else changes.push({ section, after: a, how: "created", renamed: false, ...extra });
  }
  for (const b of before) if (!taken.has(b)) changes.push({ section, before: b, how: "deleted", renamed: false, ...extra });
  return changes;
}

function subnetsOf(vpc: Side | undefined): Side[] {
  if (!vpc || !Array.isArray(vpc.value.subnets)) return [];
  const out: Side[] = [];
  vpc.value.subnets.forEach((subnet: unknown, i) => {
    if (isPlainObject(subnet)) out.push({ fileIndex: vpc.fileIndex, path: [...vpc.path, "subnets", i], value: subnet });
  });
  return out;
}

/**
 * Every resource of either account, paired across the change, in section order (then desired
 * order, then what was deleted); subnets follow, paired within their VPC's change.
 */
export function matchAccounts(before: Account, after: Account): ResourceChange[] {
  const changes: ResourceChange[] = [];
  const entries = (list: readonly Entry[]): Side[] => list.filter((e) => isPlainObject(e.value));
  for (const section of RESOURCE_SECTIONS) appendAll(changes, pair(section, entries(before.sections[section]), entries(after.sections[section])));
  for (const vpc of changes.filter((c) => c.section === "vpcs")) appendAll(changes, pair("subnets", subnetsOf(vpc.before), subnetsOf(vpc.after), vpc));
  return changes;
}

// ---- Small readings of a side, shared by the transition checks and the plan. ----

/** JSON has no BigInt: one is written as a mapping no state holds, so that it compares as itself. */
const bigints = (_key: string, v: unknown): unknown => (typeof v === "bigint" ? { "\u0000bigint": v.toString() } : v);

/**
 * A value as JSON text, for comparing two sides' fields ("undefined" for a missing one). Total on
 * the data planChanges admits (no cycles, bounded depth: checkDataBounds): a BigInt is written too.
 */
export function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "undefined";
  } catch {
    return JSON.stringify(value, bigints) ?? "undefined";
  }
}

/** A side's label, or "?" when it has none. */
export const sideLabel = (side: Side | undefined): string => (typeof side?.value.label === "string" ? side.value.label : "?");

/** The services a firewall entry lists under `devices`, as written (a label or an id). */
export function firewallDevices(side: Side | undefined): Array<{ type: "compute" | "nodebalancer"; ref: string | number }> {
  const devices = side?.value.devices;
  if (!isPlainObject(devices)) return [];
  const out: Array<{ type: "compute" | "nodebalancer"; ref: string | number }> = [];
  for (const [list, type] of [["computes", "compute"], ["nodebalancers", "nodebalancer"]] as const) {
    const refs = devices[list];
    if (Array.isArray(refs)) for (const ref of refs) if (typeof ref === "string" || typeof ref === "number") out.push({ type, ref });
  }
  return out;
}

/** The IPv6 ranges an account's instances hold (lower case CIDR → the instance, and the range's own place). */
export function heldRanges(account: Account): Map<string, { holder: Side; at: Side }> {
  const ranges = new Map<string, { holder: Side; at: Side }>();
  for (const compute of account.sections.computes) {
    const list = compute.value.ipv6_ranges;
    if (!Array.isArray(list)) continue;
    list.forEach((r: unknown, i) => {
      if (typeof r === "string") ranges.set(r.toLowerCase(), { holder: compute, at: { fileIndex: compute.fileIndex, path: [...compute.path, "ipv6_ranges", i], value: { range: r } } });
    });
  }
  return ranges;
}
