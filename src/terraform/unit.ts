/**
 * Terraform input as the linter takes it: the desired account's state data (and, for a plan, the
 * account before the change), where each state path sits in the input, which Terraform address
 * and provider attribute it is, and which paths hold values the input leaves unknown.
 */
import type { WholeUnknown } from "./config.js";
import type { Finding, Path } from "../diagnostic.js";
import { mapResources, type MappedAccount, type Origin } from "./mapping.js";
import type { TfLocation, TfResource } from "./resources.js";
import { dottedPath } from "../util/path.js";

/** The path prefix under which a plan's account before the change is located (placeDeleted). */
export const BEFORE = "$before";

export interface TerraformUnit {
  /** The desired account, as state-file data. */
  readonly data: Record<string, unknown[]>;
  /** The account before the change (a plan's), as state-file data. */
  readonly before?: Record<string, unknown[]>;
  /** Where a state path (of the desired account, or of `before` under BEFORE) sits in the input. */
  locate(path: Path): TfLocation | undefined;
  /** Where a fix at this state path can be written: the value's own place, when it is the provider's value as written. */
  fixable(path: Path): TfLocation | undefined;
  /** The Terraform address and the provider attribute (`inbound[2].ports`) of a state path. */
  describe(path: Path): { address: string; attribute: string } | undefined;
  /** True when a finding at this path depends on a value the input leaves unknown. */
  dependsOnUnknown(finding: Finding): boolean;
  /** Provider types the mapping does not cover, one address each (for --debug). */
  readonly unmapped: Map<string, string>;
  /** How many of the provider's resources it checks fully, partly or not at all, and each unknown value with why and where. */
  coverage(): Coverage;
}

/**
 * What a lint of Terraform input checked. A provider resource (of the desired side) is checked
 * `fully` when every attribute the rules read is known, `partly` when some are unknown (the
 * findings that depend on them are dropped), `notAtAll` when no rule checks it (a type the
 * mapping does not cover, a subnet whose VPC is not in the input). A resource block whose
 * `count`/`for_each` is unknown is one resource `notAtAll` (how many instances it has is not
 * known); a module call not read (a registry or git source, a folder outside the run) is counted
 * in `modulesNotRead`, its resources in none of the others.
 */
export interface Coverage {
  fully: number;
  partly: number;
  notAtAll: number;
  modulesNotRead: number;
  /** Each resource (or module call) not checked, with why and where. */
  unchecked: CoverageNote[];
  /** Each unknown value of a resource checked partly, with why and where (built when called: for --debug). */
  unknown(): CoverageNote[];
}

export interface CoverageNote {
  /** The resource's address (a module call's, for one not read). */
  readonly address: string;
  /** The provider attribute, dotted (`inbound[0].ports`); "" for the whole resource. */
  readonly attribute: string;
  readonly why: string;
  /** Where it is written, when known. */
  readonly at: TfLocation | undefined;
  /** The whole resource (or module call) is not checked. */
  readonly whole: boolean;
  /** The resource's type; undefined for a module call not read. */
  readonly type?: string;
}

/** A resource block or module call the configuration leaves unexpanded, with why and where (config.ts' WholeUnknown). */
export type WholeUnknownNote = WholeUnknown;

/**
 * Rules that weigh a firewall's unknowns themselves (src/firewall/unknowns.ts: they report only
 * what no value of the unknowns could make false), and the legacy rule shape's finding (about the
 * shape as written, not its values): not dropped for holding an unknown value.
 */
const DECIDED_BY_ANALYSIS = new Set(["firewall-rule-shadowed", "firewall-rule-redundant", "firewall-rule-conflict", "firewall-exposed-port", "firewall-family-gap", "firewall-open-policy", "firewall-analysis-partial", "terraform-legacy-firewall-rule"]);

/** At most this many notes of unknown values per unit (the counts are always complete). */
const MAX_NOTES = 1000;

const isPrefix = (a: Path, b: Path): boolean => a.length <= b.length && a.every((p, i) => String(p) === String(b[i]));

/**
 * The origin of a path: its own (recorded, or derived from an ancestor copied verbatim: the same
 * suffix under the ancestor's attribute; `exact`), else its closest ancestor's.
 */
export function originOf(mapped: MappedAccount, path: Path, from = 0): (Origin & { exact: boolean }) | undefined {
  for (let node: ReturnType<MappedAccount["index"]["deepest"]> | undefined = mapped.index.deepest(path, from); node; node = node.parent) {
    const resource = node.resource;
    const attribute = node.attribute;
    if (!resource || !attribute) continue;
    const n = from + node.depth;
    if (n === path.length) return { resource, attribute, exact: true };
    if (node.verbatim) return { resource, attribute: attribute.concat(path.slice(n)), exact: true };
    return { resource, attribute, exact: false };
  }
  return undefined;
}

/** How a unit places and fixes what it reports. */
export interface UnitOptions {
  /**
   * Where a desired resource is written in a configuration at hand (a plan's `.tf` files), for
   * positions there instead of in the plan; undefined keeps the input's own.
   */
  readonly relocate?: (resource: TfResource) => TfResource["locate"] | undefined;
  /** The input is the text a fix is written to (a configuration's literals; never a plan). */
  readonly fixes?: boolean;
}

/** Builds the unit of one Terraform input: the desired side and, for a plan, the side before. */
export function terraformUnit(after: readonly TfResource[], before?: readonly TfResource[], options: UnitOptions = {}, whole?: ReadonlyMap<string, WholeUnknownNote>): TerraformUnit {
  const relocated = new Map<TfResource, TfResource["locate"]>();
  const place = (r: TfResource): TfResource["locate"] => {
    if (!options.relocate) return r.locate;
    let l = relocated.get(r);
    if (!l) relocated.set(r, (l = options.relocate(r) ?? r.locate));
    return l;
  };
  const desired = mapResources(after);
  const prior = before ? mapResources(before) : undefined;
  // A path of the account before the change is under BEFORE.
  const sideOf = (path: Path): MappedAccount | undefined => (path[0] === BEFORE ? prior : desired);
  const skip = (path: Path): number => (path[0] === BEFORE ? 1 : 0);
  const unknowns = desired.index.unknowns;
  // Every value that holds an unknown one (an entry, a list, a rule), from the entry down. Every
  // resource a plan creates has its id (a database, its status) unknown: no check about a whole
  // resource reads them, so they do not make it a holder (a finding at them is still dropped).
  desired.index.markHolders();
  return {
    data: desired.data,
    ...(prior ? { before: prior.data } : {}),
    locate(path) {
      const side = sideOf(path);
      const o = side && originOf(side, path, skip(path));
      if (!o) return undefined;
      return side === desired ? place(o.resource)(o.attribute) : o.resource.locate(o.attribute);
    },
    fixable(path) {
      if (!options.fixes || path[0] === BEFORE || desired.index.find(path)?.converted) return undefined;
      const o = originOf(desired, path);
      return o?.exact ? o.resource.locate(o.attribute) : undefined;
    },
    describe(path) {
      const side = sideOf(path);
      const o = side && originOf(side, path, skip(path));
      return o ? { address: o.resource.address, attribute: dottedPath(o.attribute) ?? "" } : undefined;
    },
    dependsOnUnknown(f) {
      if (unknowns.length === 0 || DECIDED_BY_ANALYSIS.has(f.ruleId)) return false;
      // At or under an unknown value, or about a value (a list, an object) that holds one.
      let node = desired.index.root;
      for (let i = 0; i < f.path.length; i++) {
        const next = node.find(f.path[i]!);
        if (!next) return false;
        if (next.unknown) return true;
        node = next;
      }
      return node.holder;
    },
    unmapped: new Map([...desired.unmapped, ...(prior?.unmapped ?? [])]),
    coverage() {
      const unchecked: CoverageNote[] = [];
      const note = (list: CoverageNote[], n: CoverageNote) => {
        if (list.length < MAX_NOTES) list.push(n);
      };
      let notAtAll = 0;
      let modulesNotRead = 0;
      for (const [r, why] of desired.notChecked) {
        notAtAll++;
        note(unchecked, { address: r.address, attribute: "", why, at: place(r)([]), whole: true, type: r.type });
      }
      for (const [address, w] of whole ?? []) {
        if (w.type === undefined) modulesNotRead++;
        else notAtAll++;
        note(unchecked, { address, attribute: "", why: w.why, at: { fileIndex: w.fileIndex, path: w.path }, whole: true, ...(w.type !== undefined ? { type: w.type } : {}) });
      }
      // The unknown attributes of each resource, as the mapping met them.
      const unknownOf = new Map<TfResource, Path[]>();
      for (const u of unknowns) {
        const parts = u.path();
        const last = u.key;
        const o = originOf(desired, parts);
        if (!o || desired.notChecked.has(o.resource)) continue;
        // A plan leaves every created resource's id (a database's status) unknown: no rule reads them.
        if (last === "id" || (last === "status" && !o.resource.unknownWhy)) continue;
        let list = unknownOf.get(o.resource);
        if (!list) unknownOf.set(o.resource, (list = []));
        list.push(o.attribute);
      }
      const total = after.filter((r) => r.type.startsWith("linode_")).length;
      // The notes on unknown values are built (and placed) only when asked for: --debug.
      const unknown = (): CoverageNote[] => {
        const notes: CoverageNote[] = [];
        // A state path's list index is a number again ("*", a list's unknown items, is left out).
        const asPath = (a: Path): Path => a.filter((p) => p !== "*").map((p) => (typeof p === "string" && /^(0|[1-9][0-9]{0,8})$/.test(p) ? Number(p) : p));
        for (const [r, given] of unknownOf) {
          const attributes = given.map(asPath);
          const own = r.unknownWhy?.filter((n) => attributes.some((a) => isPrefix(a, n.attribute) || isPrefix(n.attribute, a))) ?? [];
          for (const n of own) note(notes, { address: r.address, attribute: dottedPath(n.attribute) ?? "", why: n.why, at: place(r)(n.attribute), whole: false, type: r.type });
          if (own.length) continue;
          const why = r.unknownWhy ? "its value is not known to cloudlint" : "the plan leaves it unknown (known only after apply, or sensitive)";
          for (const a of attributes) note(notes, { address: r.address, attribute: dottedPath(a) ?? "", why, at: place(r)(a), whole: false, type: r.type });
        }
        return notes;
      };
      return { fully: Math.max(0, total - unknownOf.size - desired.notChecked.size), partly: unknownOf.size, notAtAll, modulesNotRead, unchecked, unknown };
    },
  };
}
