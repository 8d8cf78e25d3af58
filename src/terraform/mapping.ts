/**
 * The provider's resources onto the state file's account (SPEC §2, §9): `linode_firewall` is a
 * `firewalls` entry, `linode_vpc_subnet` a subnet inside its VPC, `linode_instance` a `computes`
 * entry, and so on. Every state value remembers the provider attribute it came from (for
 * positions and for the attribute a finding names); every value the input leaves unknown is left
 * out and remembered, so that no check that needs it reports anything.
 */
import { CREATE_REQUEST, IDENTITY } from "../account/account.js";
import { ADDRESSES_UNKNOWN, LEGACY_RULE, RULE_UNKNOWN, RULES_UNKNOWN, type LegacyRule, type RuleUnknowns, type RulesUnknowns } from "../util/marks.js";
import { ADDRESS } from "../util/marks.js";
import { setOwn } from "../util/data.js";
import type { Path, PathSegment } from "../diagnostic.js";
import { isTfObject, isUnknown, Ref, type TfResource, type TfValue } from "./resources.js";

/** Where a state path came from: its resource and the provider attribute path. */
export interface Origin {
  readonly resource: TfResource;
  readonly attribute: Path;
}

/** A PathNode's flags. */
const IS_UNKNOWN = 1;
const IS_VERBATIM = 2;
const IS_CONVERTED = 4;
const IS_HOLDER = 8;

/**
 * A list index as a path segment keys it: 3 and "3" are one segment (as they are one in a state
 * path written out); other numbers and strings key by their text.
 */
const MAX_INDEX = 999_999_999;
/** A segment's text, as a joined key wrote it (a path typed wrongly at run time included: nothing throws). */
const segmentText = (k: PathSegment): string => (typeof k === "string" ? k : k === undefined || k === null ? "" : String(k));
/** Children at keys a node keeps in a list before it keeps them in a Map. */
const FEW_FIELDS = 12;
const INDEX_TEXT = /^(0|[1-9][0-9]{0,8})$/;
function indexOf(k: PathSegment): number {
  if (typeof k === "number") return Number.isInteger(k) && k >= 0 && k <= MAX_INDEX ? k : -1;
  if (typeof k !== "string") return -1;
  const c = k.charCodeAt(0);
  return c >= 48 && c <= 57 && INDEX_TEXT.test(k) ? Number(k) : -1;
}

/**
 * One state path of a mapped account, in a tree of them (a path's parent is its prefix): what
 * the mapping recorded of it. The tree replaces keys built per value (a path joined into a
 * string): a path is found by walking it, and a value's node is its parent's child.
 */
export class PathNode {
  /** The recorded origin (resource and provider attribute), when there is one. */
  resource: TfResource | undefined = undefined;
  attribute: Path | undefined = undefined;
  flags = 0;
  private items: (PathNode | undefined)[] | undefined = undefined;
  /** The children at keys other than list indexes: a few, searched in order; a Map once there are many. */
  private fields: PathNode[] | Map<string, PathNode> | undefined = undefined;
  constructor(
    readonly parent: PathNode | undefined,
    readonly key: PathSegment,
    /** The length of its path. */
    readonly depth: number,
  ) {}

  /** The child at `k`, made when missing. */
  at(k: PathSegment): PathNode {
    const i = indexOf(k);
    if (i >= 0) {
      const items = (this.items ??= []);
      let n = items[i];
      if (!n) items[i] = n = new PathNode(this, i, this.depth + 1);
      return n;
    }
    const key = segmentText(k);
    const found = this.field(key);
    if (found) return found;
    const n = new PathNode(this, key, this.depth + 1);
    const fields = (this.fields ??= []);
    if (!Array.isArray(fields)) fields.set(key, n);
    else if (fields.length < FEW_FIELDS) fields.push(n);
    else {
      const map = new Map<string, PathNode>();
      for (const f of fields) map.set(f.key as string, f);
      map.set(key, n);
      this.fields = map;
    }
    return n;
  }

  private field(key: string): PathNode | undefined {
    const fields = this.fields;
    if (!fields) return undefined;
    if (!Array.isArray(fields)) return fields.get(key);
    for (let i = 0; i < fields.length; i++) if (fields[i]!.key === key) return fields[i];
    return undefined;
  }

  /** The child at `k`, if any. */
  find(k: PathSegment): PathNode | undefined {
    const i = indexOf(k);
    if (i >= 0) return this.items?.[i];
    return this.field(segmentText(k));
  }

  /** The descendant at the relative path `p`, made when missing. */
  under(p: Path): PathNode {
    let n: PathNode = this;
    for (let i = 0; i < p.length; i++) n = n.at(p[i]!);
    return n;
  }

  /** Its path (list indexes as numbers). */
  path(): Path {
    const out: Path = new Array<PathSegment>(this.depth);
    for (let n: PathNode | undefined = this; n && n.depth > 0; n = n.parent) out[n.depth - 1] = n.key;
    return out;
  }

  get origin(): Origin | undefined {
    return this.resource && this.attribute ? { resource: this.resource, attribute: this.attribute } : undefined;
  }
  get unknown(): boolean {
    return (this.flags & IS_UNKNOWN) !== 0;
  }
  get verbatim(): boolean {
    return (this.flags & IS_VERBATIM) !== 0;
  }
  get converted(): boolean {
    return (this.flags & IS_CONVERTED) !== 0;
  }
  get holder(): boolean {
    return (this.flags & IS_HOLDER) !== 0;
  }

  /** Every node below it, depth first. */
  *descendants(): Generator<PathNode> {
    for (const n of this.items ?? []) {
      if (!n) continue;
      yield n;
      yield* n.descendants();
    }
    for (const n of this.fields?.values() ?? []) {
      yield n;
      yield* n.descendants();
    }
  }
}

/** The recorded facts of one mapped account's state paths. */
export class PathIndex {
  readonly root = new PathNode(undefined, "", 0);
  /** The nodes of the paths whose value is unknown, in the order met. */
  readonly unknowns: PathNode[] = [];

  /** The node at `path`, if any. */
  find(path: Path, from = 0): PathNode | undefined {
    let n: PathNode | undefined = this.root;
    for (let i = from; i < path.length && n; i++) n = n.find(path[i]!);
    return n;
  }

  /** The deepest node along `path` (the root when none). */
  deepest(path: Path, from = 0): PathNode {
    let n = this.root;
    for (let i = from; i < path.length; i++) {
      const next = n.find(path[i]!);
      if (!next) break;
      n = next;
    }
    return n;
  }

  /** Records the origin of a state path. */
  origin(node: PathNode, resource: TfResource, attribute: Path): void {
    node.resource = resource;
    node.attribute = attribute;
  }

  /** Notes a state path's value as unknown. */
  unknown(node: PathNode): void {
    if (node.flags & IS_UNKNOWN) return;
    node.flags |= IS_UNKNOWN;
    this.unknowns.push(node);
  }

  /**
   * Marks every value that holds an unknown one (an entry, a list, a rule), from the entry down:
   * the ancestors of each unknown at depth 2 and more, except that an unknown id or status (of
   * every resource a plan creates) makes no holder.
   */
  markHolders(): void {
    for (const u of this.unknowns) {
      if (u.key === "id" || u.key === "status") continue;
      for (let n = u.parent; n && n.depth >= 2; n = n.parent) n.flags |= IS_HOLDER;
    }
  }

  /** Every recorded origin (for tests and tools; in no particular order). */
  *origins(): Generator<Origin> {
    for (const n of this.root.descendants()) {
      const o = n.origin;
      if (o) yield o;
    }
  }
}

/** The account built from one side (desired or before) of Terraform input. */
export interface MappedAccount {
  /** State-file data: `{ firewalls: [...], vpcs: [...], … }`. */
  readonly data: Record<string, unknown[]>;
  /**
   * What is recorded of each state path: its origin, whether its value is unknown (left out; a
   * list with unknown items has the child "*"), converted (not the provider's value as written:
   * an image id, a day name, an id string) or verbatim (a list or object copied item for item
   * and key for key: a path below one that has no origin of its own has its parent's attribute
   * path with the same suffix).
   */
  readonly index: PathIndex;
  /** The provider types met that the mapping does not cover (with one address each), for --debug. */
  readonly unmapped: Map<string, string>;
  /** Every provider resource no rule checks (a type not covered, a subnet whose VPC is not in the input), with why. */
  readonly notChecked: Map<TfResource, string>;
}

/** The suffix of an `unmapped` key for resources of a covered type that this input leaves unchecked (a subnet whose VPC is not in it). */
export const UNPLACED = " (its VPC is not in this input)";

/** A value as it is (the conversion of most values). */
const same = (v: unknown): unknown => v;

/** Day names of the older database resource's maintenance window, as the API's 1..7 (Monday 1). */
const DAYS: Record<string, number> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 };

/** The provider's image ids (`linode/debian12`) as the API's (`compute/debian12`). */
function imageId(v: unknown): unknown {
  return typeof v === "string" && v.startsWith("linode/") ? `compute/${v.slice(7)}` : v;
}

/** An id as the state file writes it: the provider keeps ids as strings ("12345"). */
function stateId(v: unknown): unknown {
  if (typeof v === "string" && /^[1-9][0-9]{0,15}$/.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : v;
  }
  return v;
}

const SECTIONS = ["computes", "nodebalancers", "vpcs", "firewalls", "databases", "stackscripts", "images", "ip_assignments", "ip_shares", "ipv6_ranges"] as const;
type Section = (typeof SECTIONS)[number];

/** Descriptors of an entry's marks (its identity, its address; a created resource's create-request mark), filled in per entry. */
const ENTRY_MARKS = { [IDENTITY]: { value: undefined as unknown, enumerable: false }, [ADDRESS]: { value: undefined as unknown, enumerable: false } };
const CREATING_MARKS = { [IDENTITY]: { value: undefined as unknown, enumerable: false }, [ADDRESS]: { value: undefined as unknown, enumerable: false }, [CREATE_REQUEST]: { value: true, enumerable: false, configurable: true } };

/** Builds one state entry, recording each value's provider attribute and each unknown. */
class EntryBuilder {
  readonly value: Record<string, unknown> = {};
  constructor(
    private readonly account: Builder,
    readonly resource: TfResource,
    /** The entry's state path. */
    readonly node: PathNode,
  ) {
    account.index.origin(node, resource, []);
    account.current = this.value;
    // The entry's hidden marks, defined at once from descriptors kept for it (none made per entry).
    const marks = resource.creating ? CREATING_MARKS : ENTRY_MARKS;
    marks[IDENTITY].value = resource.replacing ? `${resource.address} (replacement)` : resource.address;
    marks[ADDRESS].value = resource.address;
    Object.defineProperties(this.value, marks);
    marks[IDENTITY].value = marks[ADDRESS].value = undefined;
  }

  /** Copies the provider attribute `from` to the state field `to` (relative to the entry); null and absent are left out. */
  copy(to: Path, from: Path, convert?: (v: unknown) => unknown, resolver?: Resolver): void {
    const v = get(this.resource.values, from);
    if (v === undefined || v === null) return;
    const plain = this.value_(to, from, v, convert, resolver);
    if (plain !== undefined) setIn(this.value, to, plain);
  }

  /**
   * A provider value as JSON for the state field `to` (relative to the entry), recording the
   * origin of it and of each item; an unknown value (or item) is left out and noted; a Ref is a
   * Pending placeholder that `settle` resolves once every entry exists.
   */
  value_(to: Path, from: Path, v: TfValue, convert: (v: unknown) => unknown = same, resolver: Resolver = byLabelOrId): unknown {
    return this.valueAt(this.node.under(to), from, v, convert, resolver);
  }

  /** value_ at the state path `node` (below the entry's). */
  valueAt(node: PathNode, from: Path, v: TfValue, convert: (v: unknown) => unknown = same, resolver: Resolver = byLabelOrId): unknown {
    this.account.current = this.value;
    return this.account.plain(v, node, from, this.resource, convert, resolver);
  }
}

function get(values: TfValue, path: Path): TfValue | undefined {
  let v: TfValue | undefined = values;
  for (const k of path) {
    if (v === undefined || v === null || isUnknown(v) || v instanceof Ref) return v === null ? undefined : v;
    if (Array.isArray(v)) v = typeof k === "number" ? v[k] : undefined;
    else if (isTfObject(v)) v = typeof k === "string" && Object.prototype.hasOwnProperty.call(v, k) ? v[k] : undefined;
    else return undefined;
  }
  return v;
}

function setIn(target: Record<string, unknown>, path: Path, value: unknown): void {
  let o = target;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i] as string;
    if (typeof o[k] !== "object" || o[k] === null) o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  o[path[path.length - 1] as string] = value;
}

/** A list of nested blocks (the provider's `inbound`, `interface`, …): an empty list when absent. */
function blocks(v: TfValue | undefined): TfValue[] | undefined {
  if (v === undefined || v === null) return [];
  if (isUnknown(v)) return undefined;
  return Array.isArray(v) ? v : [v];
}

/** What a reference can name: a state entry (an instance, a VPC, a firewall, …). */
interface Target {
  readonly section: Section | "subnets";
  readonly value: Record<string, unknown>;
  readonly node: PathNode;
  /** For a subnet: its VPC's entry. */
  readonly vpc?: Target;
}

class Builder {
  readonly data: Record<Section, Record<string, unknown>[]> = Object.fromEntries(SECTIONS.map((s) => [s, []])) as unknown as Record<Section, Record<string, unknown>[]>;
  readonly index = new PathIndex();
  readonly unmapped = new Map<string, string>();
  /** The entries (and subnets) holding a Pending reference, for `settle`. */
  readonly pending = new Set<object>();
  /** The entry being built (whose values a Pending is in). */
  current: object | undefined = undefined;
  /** Subnets whose VPC is not in this input, by type (one address each). */
  readonly unplaced = new Map<string, string>();
  readonly notChecked = new Map<TfResource, string>();
  /** Entries by the addresses that name them (with and without the instance key). */
  readonly targets = new Map<string, Target>();
  entry(section: Section, resource: TfResource): EntryBuilder {
    const list = this.data[section];
    const e = new EntryBuilder(this, resource, this.index.root.at(section).at(list.length));
    list.push(e.value);
    this.addTarget(resource, { section, value: e.value, node: e.node });
    return e;
  }

  addTarget(resource: TfResource, target: Target): void {
    this.targets.set(resource.address, target);
    // A counted resource (`web[0]`) is not named by its bare address: which instance would be a guess.
    if (resource.module !== resource.address) this.targets.set(resource.module, AMBIGUOUS);
  }

  /**
   * See EntryBuilder.value_. The origin of a value is recorded only where it cannot be derived:
   * the items of a list copied item for item and the fields of an object copied key for key are
   * found from their parent's (see `verbatim`), which keeps a plan's values from costing a map
   * entry each. `record` is false for such a child.
   */
  plain(v: TfValue, node: PathNode, from: Path, resource: TfResource, convert: (v: unknown) => unknown, resolver: Resolver, record = true): unknown {
    if (record) this.index.origin(node, resource, from);
    if (isUnknown(v)) {
      this.index.unknown(node);
      return undefined;
    }
    if (v instanceof Ref) {
      if (this.current) this.pending.add(this.current);
      return new Pending(v, node, resolver);
    }
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      let fromIndex: number[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const p = this.child(v[i]!, node, out.length, from, i, resource, convert, resolver);
        if (p === undefined) {
          this.index.unknown(node.at("*"));
          fromIndex ??= out.map((_, j) => j);
        } else {
          // A reference may still be left out when it is settled: its neighbours' places may move.
          if (p instanceof Pending) fromIndex ??= out.map((_, j) => j);
          out.push(p);
          fromIndex?.push(i);
        }
      }
      if (!fromIndex) node.flags |= IS_VERBATIM;
      else for (let j = 0; j < fromIndex.length; j++) this.index.origin(node.at(j), resource, [...from, fromIndex[j]!]);
      return out;
    }
    if (isTfObject(v)) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v)) {
        const item = v[k]!;
        if (item === null) continue;
        const p = this.child(item, node, k, from, k, resource, convert, resolver);
        if (p !== undefined) setOwn(out, k, p);
      }
      node.flags |= IS_VERBATIM;
      return out;
    }
    const c = convert(v);
    if (c !== v) node.flags |= IS_CONVERTED;
    return c;
  }

  /** plain() of an item or field whose origin is derived: a scalar copied as it is costs no path. */
  child(v: TfValue, node: PathNode, stateKey: string | number, from: Path, fromKey: string | number, resource: TfResource, convert: (v: unknown) => unknown, resolver: Resolver): unknown {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") {
      const c = convert(v);
      if (c === v) return c;
    }
    return this.plain(v, node.at(stateKey), [...from, fromKey], resource, convert, resolver, false);
  }
}

/** A reference waiting for resolution inside a built value. */
class Pending {
  constructor(
    readonly ref: Ref,
    readonly node: PathNode,
    readonly resolver: Resolver,
  ) {}
}

/** What the bare address of a counted resource names: no one instance. */
const AMBIGUOUS: Target = { section: "computes", value: {}, node: new PathNode(undefined, "", 0) };

/** What a reference to `target` is written as in the state field at hand. */
type Resolver = (target: Target | undefined) => unknown;

/** An instance, NodeBalancer or firewall by its label (or id); a VPC or subnet by id. */
const byLabelOrId: Resolver = (t) => {
  if (!t || t === AMBIGUOUS) return undefined;
  if (typeof t.value.label === "string") return t.value.label;
  return typeof t.value.id === "number" ? t.value.id : undefined;
};
const subnetRef: Resolver = (t) => {
  if (!t || t.section !== "subnets" || !t.vpc) return undefined;
  const vpc = t.vpc.value.label;
  const subnet = t.value.label;
  return typeof vpc === "string" && typeof subnet === "string" ? `${vpc}/${subnet}` : typeof t.value.id === "number" ? t.value.id : undefined;
};

/**
 * Replaces the Pending placeholders of a value, in place, by what they resolve to; one that
 * resolves to nothing is left out and its path noted as unknown (a list's as the child "*").
 */
function settle(b: Builder, value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Pending) {
    const r = value.resolver(b.targets.get(value.ref.address));
    if (r === undefined) {
      b.index.unknown(value.node);
      return undefined;
    }
    return r;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const s = settle(b, item);
      if (s === undefined) {
        if (item instanceof Pending) b.index.unknown((item.node.parent ?? b.index.root).at("*"));
        value.splice(i, 1);
        i--;
      } else value[i] = s;
    }
    return value;
  }
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    const s = settle(b, o[k]);
    if (s === undefined) delete o[k];
    else setOwn(o, k, s);
  }
  return value;
}

/** Sets `value` (when defined) at `key` of `target`. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined) target[key] = value;
}

/** A value the input leaves unknown (or a reference, unknown to a rule's analysis). */
const unknownValue = (x: TfValue | undefined): boolean => x !== undefined && (isUnknown(x) || x instanceof Ref);
/** A list the input leaves unknown ("all"), or with unknown items ("some"). */
const unknownList = (x: TfValue | undefined): "all" | "some" | undefined =>
  unknownValue(x) ? "all" : Array.isArray(x) && x.some((item) => isUnknown(item) || item instanceof Ref) ? "some" : undefined;
const RULE_SCALARS = ["action", "protocol", "ports"] as const;
const RULE_FIELDS = ["action", "protocol", "ports", "label", "description"] as const;
const FAMILIES = ["ipv4", "ipv6"] as const;

/** The provider's firewall rule block as the state file's rule (`rulePath`: its state path). */
function firewallRule(b: Builder, e: EntryBuilder, block: TfValue, from: Path, rulePath: PathNode): Record<string, unknown> | undefined {
  if (isUnknown(block) || block instanceof Ref) {
    // An unknown block (a `dynamic` block's): it keeps its place, so that the analysis knows
    // which rules come before it and which after (RULE_UNKNOWN), and no check reads its fields.
    b.index.unknown(rulePath);
    b.index.origin(rulePath, e.resource, from);
    const placeholder: Record<string, unknown> = {};
    mark(placeholder, RULE_UNKNOWN, { whole: true });
    return placeholder;
  }
  if (!isTfObject(block)) return undefined;
  const rule: Record<string, unknown> = {};
  // The rule's fields, and its addresses' families, carry the block's attribute names: their
  // origins are derived (a firewall of 25 rules would otherwise record hundreds of paths).
  b.index.origin(rulePath, e.resource, from);
  rulePath.flags |= IS_VERBATIM;
  // What the input leaves unknown of the rule, for the analysis to decide only what does not depend on it.
  // The old provider's shape (`addresses = [...]`, `ports = ["80"]`): one finding names it, and
  // nothing else is said of the rule (its other findings follow from the shape).
  const legacy: Array<"addresses" | "ports"> = [];
  if (block.addresses !== undefined && block.addresses !== null) legacy.push("addresses");
  const oldPorts = block.ports;
  if (Array.isArray(oldPorts)) legacy.push("ports");
  let unknowns: { -readonly [K in keyof RuleUnknowns]: RuleUnknowns[K] } | undefined;
  if (legacy.length) (unknowns ??= {}).whole = true;
  for (const field of RULE_SCALARS) if (unknownValue(block[field])) (unknowns ??= {})[field] = true;
  for (const family of FAMILIES) {
    const u = unknownList(block[family]);
    if (u) (unknowns ??= {})[family] = u;
  }
  if (unknowns) mark(rule, RULE_UNKNOWN, unknowns);
  if (legacy.length) {
    // The list as one string, when every item is written out (a few: a longer one is not spelled out).
    const literal = Array.isArray(oldPorts) && oldPorts.length > 0 && oldPorts.length <= 15 && oldPorts.every((p) => typeof p === "string" || (typeof p === "number" && Number.isInteger(p)));
    const value: LegacyRule = { attributes: legacy, ...(literal ? { ports: oldPorts.map((p) => String(p).trim()).join(",") } : {}) };
    mark(rule, LEGACY_RULE, value);
  }
  for (const field of RULE_FIELDS) {
    const v = block[field];
    // The provider writes an unset description or port list as "" (its default, not the user's).
    if (v === undefined || v === null || (v === "" && (field === "description" || field === "ports"))) continue;
    put(rule, field, b.child(v, rulePath, field, from, field, e.resource, same, byLabelOrId));
  }
  const addresses: Record<string, unknown> = {};
  const addressesPath = rulePath.at("addresses");
  // A legacy `addresses` attribute is where its finding points.
  b.index.origin(addressesPath, e.resource, legacy.includes("addresses") ? [...from, "addresses"] : from);
  addressesPath.flags |= IS_VERBATIM;
  for (const family of FAMILIES) {
    const v = block[family];
    if (v === undefined || v === null) continue;
    put(addresses, family, b.child(v, addressesPath, family, from, family, e.resource, same, byLabelOrId));
  }
  rule.addresses = addresses;
  return rule;
}

/** Sets a hidden mark (a symbol-keyed property no copy, schema or output sees) on a state value. */
function mark(target: object, key: symbol, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: false, configurable: true });
}

const INTERFACE_FIELDS = ["purpose", "label", "ipam_address"] as const;
const INTERFACE_IPV4_FIELDS = ["vpc", "nat_1_1"] as const;

/** An instance's interface blocks (`from`: their provider path) as a configuration profile's interfaces (`to`). */
function interfaces(b: Builder, e: EntryBuilder, list: TfValue | undefined, from: Path, to: Path): unknown[] | undefined {
  const items = blocks(list);
  if (!items) {
    b.index.unknown(e.node.under(to));
    return undefined;
  }
  const out: unknown[] = [];
  const base = e.node.under(to);
  items.forEach((item, i) => {
    if (!isTfObject(item)) return;
    const at = base.at(out.length);
    const iface: Record<string, unknown> = {};
    const fromItem = [...from, i];
    b.index.origin(at, e.resource, fromItem);
    for (const f of INTERFACE_FIELDS) {
      const x = item[f];
      if (x === undefined || x === null || (x === "" && f !== "purpose")) continue;
      put(iface, f, e.valueAt(at.at(f), [...fromItem, f], x));
    }
    const subnet = item.subnet_id;
    if (subnet !== undefined && subnet !== null) put(iface, "subnet", e.valueAt(at.at("subnet"), [...fromItem, "subnet_id"], subnet, stateId, subnetRef));
    const ipv4 = blocks(item.ipv4)?.[0];
    if (isTfObject(ipv4)) {
      const addr: Record<string, unknown> = {};
      for (const f of INTERFACE_IPV4_FIELDS) {
        const x = ipv4[f];
        if (x === undefined || x === null || x === "") continue;
        put(addr, f, e.valueAt(at.at("ipv4").at(f), [...fromItem, "ipv4", 0, f], x));
      }
      if (Object.keys(addr).length) iface.ipv4 = addr;
    }
    out.push(iface);
  });
  return out;
}

/** An inventory entry's label, or its address when the label is computed (then nothing about the name is checked). */
function labelOrAddress(b: Builder, e: EntryBuilder): void {
  e.copy(["label"], ["label"]);
  if (e.value.label === undefined) {
    e.value.label = e.resource.address;
    b.index.unknown(e.node.at("label"));
  }
}

/**
 * Maps one side's resources onto an account. References resolve by address within the side;
 * what they cannot name stays unknown.
 */
export function mapResources(resources: readonly TfResource[]): MappedAccount {
  const b = new Builder();
  const later: (() => void)[] = [];
  // Instances, NodeBalancers and VPCs first: the others refer to them.
  // (Three lists in input order, one after the other: what a stable sort by that order gives.)
  const order = (t: string) => (t === "linode_instance" || t === "linode_nodebalancer" || t === "linode_vpc" ? 0 : t === "linode_firewall" || t === "linode_vpc_subnet" ? 1 : 2);
  const ranks: [TfResource[], TfResource[], TfResource[]] = [[], [], []];
  for (const r of resources) ranks[order(r.type)].push(r);
  const sorted = ranks[0].concat(ranks[1], ranks[2]);
  for (const r of sorted) {
    const v = r.values;
    switch (r.type) {
      case "linode_instance": {
        const e = b.entry("computes", r);
        labelOrAddress(b, e);
        e.copy(["id"], ["id"], stateId);
        e.copy(["region"], ["region"]);
        e.copy(["type"], ["type"]);
        e.copy(["image"], ["image"], imageId);
        for (const field of ["authorized_keys", "authorized_users"] as const) e.copy([field], [field]);
        // Keys the input leaves unknown (a variable, file(), a key made at apply): what the create
        // request holds cannot be judged, so it is not held to the rules about create requests.
        const unknownKeys = (x: TfValue | undefined) => isUnknown(x) || (Array.isArray(x) && x.some((k) => isUnknown(k) || k instanceof Ref));
        // Keys may also come from cloud-init (`metadata { user_data = … }`): the request's key fields are not the whole story.
        const userData = blocks(v.metadata);
        const cloudInit = userData === undefined || userData.some((m) => isUnknown(m) || (isTfObject(m) && m.user_data !== undefined && m.user_data !== null && m.user_data !== ""));
        if (unknownKeys(v.authorized_keys) || unknownKeys(v.authorized_users) || cloudInit) delete (e.value as Record<symbol, unknown>)[CREATE_REQUEST];
        const ipv4: Record<string, unknown> = {};
        for (const [attr, kind] of [["ip_address", "public"], ["private_ip_address", "private"]] as const) {
          const x = v[attr];
          if (typeof x === "string" && x !== "") put(ipv4, kind, [e.value_(["ipv4", kind, 0], [attr], x)]);
        }
        if (Object.keys(ipv4).length) e.value.ipv4 = ipv4;
        // The SLAAC address (the provider writes it with /128), what an IPv6 range's route_target names.
        const ipv6 = v.ipv6;
        if (typeof ipv6 === "string" && ipv6 !== "") put(e.value, "slaac", e.value_(["slaac"], ["ipv6"], ipv6.replace(/\/128$/, "")));
        // Addresses computed at apply (a create, any configuration): none may be said not to be the account's.
        if (typeof v.ip_address !== "string" || v.ip_address === "" || typeof ipv6 !== "string" || ipv6 === "") Object.defineProperty(e.value, ADDRESSES_UNKNOWN, { value: true, enumerable: false });
        // Interfaces: the instance's own `interface` blocks, or each `config` block's.
        const configs: Record<string, unknown>[] = [];
        if (v.interface !== undefined && v.interface !== null) {
          const list = interfaces(b, e, v.interface, ["interface"], ["configs", 0, "interfaces"]);
          if (list) configs.push({ label: "interfaces", interfaces: list });
        }
        blocks(v.config)?.forEach((cfg, c) => {
          if (!isTfObject(cfg)) return;
          const at = configs.length;
          const config: Record<string, unknown> = {};
          if (typeof cfg.label === "string") config.label = cfg.label;
          b.index.origin(e.node.at("configs").at(at), r, ["config", c]);
          put(config, "interfaces", interfaces(b, e, cfg.interface, ["config", c, "interface"], ["configs", at, "interfaces"]));
          configs.push(config);
        });
        if (configs.length) e.value.configs = configs;
        const firewall = v.firewall_id;
        if (firewall !== undefined && firewall !== null) later.push(() => attachDevice(b, r, ["firewall_id"], firewall, new Ref(r.address, "id"), "computes"));
        break;
      }
      case "linode_nodebalancer": {
        const e = b.entry("nodebalancers", r);
        labelOrAddress(b, e);
        e.copy(["id"], ["id"], stateId);
        e.copy(["region"], ["region"]);
        const firewall = v.firewall_id;
        if (firewall !== undefined && firewall !== null) later.push(() => attachDevice(b, r, ["firewall_id"], firewall, new Ref(r.address, "id"), "nodebalancers"));
        break;
      }
      case "linode_vpc": {
        const e = b.entry("vpcs", r);
        for (const f of ["label", "region"] as const) e.copy([f], [f]);
        e.copy(["id"], ["id"], stateId);
        if (v.description !== "") e.copy(["description"], ["description"]);
        break;
      }
      case "linode_vpc_subnet": {
        const vpcRef = v.vpc_id;
        const vpc = vpcRef instanceof Ref ? b.targets.get(vpcRef.address) : typeof vpcRef === "number" || typeof vpcRef === "string" ? findById(b, "vpcs", stateId(vpcRef)) : undefined;
        // A subnet whose VPC is not in this input (a literal id of another, a variable): nothing
        // to check it against, and its own fields are checked nowhere else. Listed with --debug.
        if (!vpc || vpc.section !== "vpcs") {
          if (!b.unplaced.has(r.type)) b.unplaced.set(r.type, r.address);
          b.notChecked.set(r, UNPLACED.slice(2, -1));
          break;
        }
        const subnets = (vpc.value.subnets ??= []) as unknown[];
        const e = new EntryBuilder(b, r, vpc.node.at("subnets").at(subnets.length));
        subnets.push(e.value);
        for (const f of ["label", "ipv4"] as const) e.copy([f], [f]);
        e.copy(["id"], ["id"], stateId);
        b.addTarget(r, { section: "subnets", value: e.value, node: e.node, vpc });
        break;
      }
      case "linode_firewall": {
        const e = b.entry("firewalls", r);
        e.copy(["label"], ["label"]);
        e.copy(["id"], ["id"], stateId);
        e.copy(["tags"], ["tags"]);
        if (v.disabled === true) {
          e.value.status = "disabled";
          b.index.origin(e.node.at("status"), r, ["disabled"]);
        } else if (isUnknown(v.disabled)) b.index.unknown(e.node.at("status"));
        const rules: Record<string, unknown> = {};
        e.value.rules = rules;
        const rulesNode = e.node.at("rules");
        b.index.origin(rulesNode, r, []);
        const rulesUnknown: { -readonly [K in keyof RulesUnknowns]: RulesUnknowns[K] } = {};
        for (const policy of ["inbound_policy", "outbound_policy"] as const) {
          e.copy(["rules", policy], [policy]);
          if (isUnknown(v[policy]!) || v[policy] instanceof Ref) rulesUnknown[policy] = true;
        }
        for (const direction of ["inbound", "outbound"] as const) {
          const list = blocks(v[direction]);
          if (!list) {
            b.index.unknown(rulesNode.at(direction));
            rulesUnknown[direction] = true;
            continue;
          }
          const out: unknown[] = [];
          const directionNode = rulesNode.at(direction);
          list.forEach((block, i) => {
            const rule = firewallRule(b, e, block, [direction, i], directionNode.at(out.length));
            if (rule) out.push(rule);
          });
          rules[direction] = out;
          b.index.origin(rulesNode.at(direction), r, [direction]);
        }
        if (Object.keys(rulesUnknown).length) mark(rules, RULES_UNKNOWN, rulesUnknown);
        e.value.devices = {};
        b.index.origin(e.node.at("devices"), r, []);
        for (const [attr, kind] of [["linodes", "computes"], ["nodebalancers", "nodebalancers"]] as const) {
          const list = v[attr];
          if (list === undefined || list === null) continue;
          later.push(() => {
            if (isUnknown(list)) {
              b.index.unknown(e.node.at("devices").at(kind).at("*"));
              return;
            }
            (Array.isArray(list) ? list : [list]).forEach((item, i) => addDevice(b, e.value, e.node, kind, item, { resource: r, attribute: [attr, i] }));
          });
        }
        break;
      }
      case "linode_firewall_device": {
        const kind = v.entity_type === "nodebalancer" ? "nodebalancers" : "computes";
        const firewall = v.firewall_id;
        const entity = v.entity_id;
        if (firewall !== undefined && firewall !== null && entity !== undefined && entity !== null) later.push(() => attachDevice(b, r, ["entity_id"], firewall, entity, kind));
        break;
      }
      case "linode_database_mysql_v2":
      case "linode_database_mysql": {
        const e = b.entry("databases", r);
        e.copy(["label"], ["label"]);
        e.copy(["id"], ["id"], stateId);
        e.copy(["engine"], ["engine_id"]);
        for (const f of ["region", "type", "cluster_size", "encrypted", "ssl_connection", "replication_type", "allow_list", "status"] as const) e.copy([f], [f]);
        const older = r.type === "linode_database_mysql";
        const updates = older ? blocks(v.updates)?.[0] : v.updates;
        const from: Path = older ? ["updates", 0] : ["updates"];
        if (isUnknown(updates) || (older && blocks(v.updates) === undefined)) b.index.unknown(e.node.at("updates"));
        else if (isTfObject(updates)) {
          const window: Record<string, unknown> = {};
          b.index.origin(e.node.at("updates"), r, from);
          for (const f of ["frequency", "duration", "hour_of_day", "day_of_week", "week_of_month"] as const) {
            const x = updates[f];
            if (x === undefined || (x === null && f !== "week_of_month")) continue;
            const day = (d: unknown) => (typeof d === "string" && DAYS[d.toLowerCase()] !== undefined ? DAYS[d.toLowerCase()] : d);
            if (x === null) window[f] = null;
            else put(window, f, e.value_(["updates", f], [...from, f], x, f === "day_of_week" ? day : undefined));
          }
          e.value.updates = window;
        }
        break;
      }
      case "linode_stackscript": {
        const e = b.entry("stackscripts", r);
        for (const f of ["label", "script", "is_public", "rev_note"] as const) e.copy([f], [f]);
        e.copy(["id"], ["id"], stateId);
        if (v.description !== "") e.copy(["description"], ["description"]);
        e.copy(["images"], ["images"], imageId);
        break;
      }
      case "linode_image": {
        const e = b.entry("images", r);
        e.copy(["label"], ["label"]);
        e.copy(["id"], ["id"]);
        if (v.description !== "") e.copy(["description"], ["description"]);
        if (v.disk_id !== undefined && v.disk_id !== null) e.copy(["disk_id"], ["disk_id"], stateId);
        else {
          e.copy(["region"], ["region"]);
          e.copy(["cloud_init"], ["cloud_init"]);
        }
        break;
      }
      case "linode_ipv6_range": {
        const e = b.entry("ipv6_ranges", r);
        for (const f of ["prefix_length", "route_target"] as const) e.copy([f], [f]);
        e.copy(["compute_id"], ["linode_id"], stateId);
        break;
      }
      case "linode_instance_shared_ips": {
        const e = b.entry("ip_shares", r);
        e.copy(["compute_id"], ["linode_id"], stateId);
        e.copy(["ips"], ["addresses"]);
        break;
      }
      case "linode_networking_ip_assignment": {
        const e = b.entry("ip_assignments", r);
        e.copy(["region"], ["region"]);
        const list = blocks(v.assignments);
        if (!list) {
          b.index.unknown(e.node.at("assignments"));
          break;
        }
        const out: unknown[] = [];
        list.forEach((item, i) => {
          if (!isTfObject(item)) return;
          const at = ["assignments", out.length];
          const a: Record<string, unknown> = {};
          b.index.origin(e.node.under(at), r, ["assignments", i]);
          if (item.address !== undefined && item.address !== null) put(a, "address", e.value_([...at, "address"], ["assignments", i, "address"], item.address));
          if (item.linode_id !== undefined && item.linode_id !== null) put(a, "compute_id", e.value_([...at, "compute_id"], ["assignments", i, "linode_id"], item.linode_id, stateId));
          out.push(a);
        });
        e.value.assignments = out;
        b.index.origin(e.node.at("assignments"), r, ["assignments"]);
        break;
      }
      case "linode_instance_ip": {
        // An address is added to its instance's inventory once it is known (after apply).
        later.push(() => {
          const address = v.address;
          const linode = v.linode_id;
          const target = linode instanceof Ref ? b.targets.get(linode.address) : typeof linode === "number" || typeof linode === "string" ? findById(b, "computes", stateId(linode)) : undefined;
          if (typeof address !== "string" || !target || target === AMBIGUOUS || target.section !== "computes") return;
          const ipv4 = (target.value.ipv4 ??= {}) as Record<string, unknown[]>;
          const kind = v.public === false ? "private" : "public";
          const list = (ipv4[kind] ??= []);
          b.index.origin(target.node.at("ipv4").at(kind).at(list.length), r, ["address"]);
          list.push(address);
        });
        break;
      }
      default:
        if (r.type.startsWith("linode_") && !b.unmapped.has(r.type)) b.unmapped.set(r.type, r.address);
        if (r.type.startsWith("linode_")) b.notChecked.set(r, "the mapping does not cover its type");
    }
  }
  for (const step of later) step();
  // Only the entries that hold a reference have anything to settle (in the same order as a walk of them all).
  if (b.pending.size) {
    for (const section of SECTIONS) {
      for (const value of b.data[section]) {
        if (b.pending.has(value)) settle(b, value);
        else if (section === "vpcs" && Array.isArray(value.subnets)) for (const subnet of value.subnets) if (b.pending.has(subnet as object)) settle(b, subnet);
      }
    }
  }
  const data: Record<string, unknown[]> = {};
  for (const section of SECTIONS) if (b.data[section].length) data[section] = b.data[section];
  for (const [type, address] of b.unplaced) if (!b.unmapped.has(type)) b.unmapped.set(`${type}${UNPLACED}`, address);
  return { data, index: b.index, unmapped: b.unmapped, notChecked: b.notChecked };
}

function findById(b: Builder, section: Section, id: unknown): Target | undefined {
  if (id === undefined) return undefined;
  const list = b.data[section];
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return { section, value: list[i]!, node: b.index.root.at(section).at(i) };
  return undefined;
}

/** Adds a device (an instance or NodeBalancer: a literal id or a Ref) to a firewall's devices. */
function addDevice(b: Builder, firewall: Record<string, unknown>, firewallNode: PathNode, kind: "computes" | "nodebalancers", item: TfValue, origin: Origin): void {
  const devices = (firewall.devices ??= {}) as Record<string, unknown[]>;
  const list = (devices[kind] ??= []);
  const target = item instanceof Ref ? b.targets.get(item.address) : undefined;
  const value = item instanceof Ref ? (target?.section === kind ? byLabelOrId(target) : undefined) : stateId(item);
  if (typeof value !== "string" && typeof value !== "number") {
    b.index.unknown(firewallNode.at("devices").at(kind).at("*"));
    return;
  }
  b.index.origin(firewallNode.at("devices").at(kind).at(list.length), origin.resource, origin.attribute);
  list.push(value);
}

/** A device attached from elsewhere: an instance's `firewall_id`, or a `linode_firewall_device`. */
function attachDevice(b: Builder, r: TfResource, attribute: Path, firewall: TfValue, device: TfValue, kind: "computes" | "nodebalancers"): void {
  const target = firewall instanceof Ref ? b.targets.get(firewall.address) : typeof firewall === "number" || typeof firewall === "string" ? findById(b, "firewalls", stateId(firewall)) : undefined;
  // A firewall outside this input (a literal id of another's, a data source): nothing to add it to.
  if (!target || target.section !== "firewalls") return;
  addDevice(b, target.value, target.node, kind, device, { resource: r, attribute });
}
