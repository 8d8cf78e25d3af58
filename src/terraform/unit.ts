/**
 * Terraform input as the linter takes it: the desired account's state data (and, for a plan, the
 * account before the change), where each state path sits in the input, which Terraform address
 * and provider attribute it is, and which paths hold values the input leaves unknown.
 */
import type { Finding, Path } from "../diagnostic.js";
import { mapResources, pathKey, type MappedAccount, type Origin } from "./mapping.js";
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
}

/**
 * The origin of a path: its own (recorded, or derived from an ancestor copied verbatim: the same
 * suffix under the ancestor's attribute; `exact`), else its closest ancestor's.
 */
export function originOf(mapped: MappedAccount, path: Path): (Origin & { exact: boolean }) | undefined {
  for (let n = path.length; n >= 0; n--) {
    const key = pathKey(path.slice(0, n));
    const o = mapped.origins.get(key);
    if (!o) continue;
    if (n === path.length) return { ...o, exact: true };
    if (mapped.verbatim.has(key)) return { resource: o.resource, attribute: [...o.attribute, ...path.slice(n)], exact: true };
    return { ...o, exact: false };
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
export function terraformUnit(after: readonly TfResource[], before?: readonly TfResource[], options: UnitOptions = {}): TerraformUnit {
  const relocated = new Map<TfResource, TfResource["locate"]>();
  const place = (r: TfResource): TfResource["locate"] => {
    if (!options.relocate) return r.locate;
    let l = relocated.get(r);
    if (!l) relocated.set(r, (l = options.relocate(r) ?? r.locate));
    return l;
  };
  const desired = mapResources(after);
  const prior = before ? mapResources(before) : undefined;
  const sideOf = (path: Path): [MappedAccount | undefined, Path] => (path[0] === BEFORE ? [prior, path.slice(1)] : [desired, path]);
  const unknownPrefixes = desired.unknown;
  // Every value that holds an unknown one (an entry, a list, a rule), from the entry down.
  const holders = new Set<string>();
  for (const u of unknownPrefixes) {
    const parts = u.split("\u0000");
    // Every resource a plan creates has its id (a database, its status) unknown: no check about a
    // whole resource reads them, so they do not make it a holder (a finding at them is still dropped).
    const last = parts[parts.length - 1];
    if (last === "id" || last === "status") continue;
    for (let n = 2; n < parts.length; n++) holders.add(parts.slice(0, n).join("\u0000"));
  }
  return {
    data: desired.data,
    ...(prior ? { before: prior.data } : {}),
    locate(path) {
      const [side, p] = sideOf(path);
      const o = side && originOf(side, p);
      if (!o) return undefined;
      return side === desired ? place(o.resource)(o.attribute) : o.resource.locate(o.attribute);
    },
    fixable(path) {
      if (!options.fixes || path[0] === BEFORE || desired.converted.has(pathKey(path))) return undefined;
      const o = originOf(desired, path);
      return o?.exact ? o.resource.locate(o.attribute) : undefined;
    },
    describe(path) {
      const [side, p] = sideOf(path);
      const o = side && originOf(side, p);
      return o ? { address: o.resource.address, attribute: dottedPath(o.attribute) ?? "" } : undefined;
    },
    dependsOnUnknown(f) {
      if (unknownPrefixes.size === 0) return false;
      // At or under an unknown value, or about a value (a list, an object) that holds one.
      for (let n = f.path.length; n >= 1; n--) if (unknownPrefixes.has(pathKey(f.path.slice(0, n)))) return true;
      return holders.has(pathKey(f.path));
    },
    unmapped: new Map([...desired.unmapped, ...(prior?.unmapped ?? [])]),
  };
}
