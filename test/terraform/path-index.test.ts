/**
 * The mapping's tree of state paths (PathIndex) against the joined keys it replaced: a path is the
 * same key as its segments joined by NUL, so a list index and its text are one key (3 and "3"),
 * and "03" or "-1" are keys of their own. Property: for any paths recorded and any path asked,
 * the tree finds what a Map of joined keys finds, and originOf derives what the joined-key
 * originOf derived.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Path } from "../../src/diagnostic.js";
import { PathIndex, type MappedAccount } from "../../src/terraform/mapping.js";
import { originOf } from "../../src/terraform/unit.js";
import type { TfResource } from "../../src/terraform/resources.js";

// (undefined and null: a path typed wrongly at run time; a joined key wrote them as "".)
const segment = fc.oneof(
  fc.constantFrom<string | number>("a", "b", "rules", "*", "0", "1", "03", "-1", "1.5", "999999999", "1000000000", ""),
  fc.nat(4),
  fc.constantFrom(999_999_999, 1_000_000_000, -1, 1.5),
  fc.constantFrom(undefined as unknown as string, null as unknown as string),
);
// (The one pair of paths joined keys could not tell apart, [] and [""], is no pair of state paths:
// every state path below the root starts with a section's name, never "".)
const path = fc.array(segment, { maxLength: 5 }).filter((p) => p[0] !== "" && p[0] !== undefined && p[0] !== null);
const key = (p: Path) => p.join("\u0000");
const resource = (n: number): TfResource => ({ address: `r${n}`, module: `r${n}`, type: "linode_vpc", values: {}, locate: (attribute) => ({ fileIndex: 0, path: attribute }), creating: false });

/** The joined-key originOf the tree replaced. */
function joinedOriginOf(origins: Map<string, { resource: TfResource; attribute: Path }>, verbatim: Set<string>, p: Path) {
  for (let n = p.length; n >= 0; n--) {
    const k = key(p.slice(0, n));
    const o = origins.get(k);
    if (!o) continue;
    if (n === p.length) return { ...o, exact: true };
    if (verbatim.has(k)) return { resource: o.resource, attribute: [...o.attribute, ...p.slice(n)], exact: true };
    return { ...o, exact: false };
  }
  return undefined;
}

describe("PathIndex", () => {
  it("finds, flags and derives origins as joined keys did", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(path, fc.boolean(), fc.boolean()), { maxLength: 30 }), fc.array(path, { maxLength: 20 }), (recorded, asked) => {
        const index = new PathIndex();
        const origins = new Map<string, { resource: TfResource; attribute: Path }>();
        const verbatim = new Set<string>();
        const unknown = new Set<string>();
        recorded.forEach(([p, isVerbatim, isUnknown], n) => {
          const node = index.root.under(p);
          const r = resource(n);
          index.origin(node, r, [`attr${n}`]);
          origins.set(key(p), { resource: r, attribute: [`attr${n}`] });
          if (isVerbatim) {
            node.flags |= 2;
            verbatim.add(key(p));
          }
          if (isUnknown) {
            index.unknown(node);
            unknown.add(key(p));
          }
        });
        const mapped: MappedAccount = { data: {}, index, unmapped: new Map(), notChecked: new Map() };
        for (const p of [...asked, ...recorded.map(([p]) => p)]) {
          const node = index.find(p);
          expect(node?.origin?.resource).toBe(origins.get(key(p))?.resource);
          expect(node?.unknown ?? false).toBe(unknown.has(key(p)));
          expect(originOf(mapped, p)).toEqual(joinedOriginOf(origins, verbatim, p));
        }
        // Each unknown once, in the order first met; its path is the same key.
        expect(index.unknowns.map((u) => key(u.path()))).toEqual([...unknown]);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps many keys of one node apart (past the few it searches in order)", () => {
    const index = new PathIndex();
    for (let i = 0; i < 100; i++) index.origin(index.root.at(`k${i}`), resource(i), [i]);
    for (let i = 0; i < 100; i++) expect(index.find([`k${i}`])?.attribute).toEqual([i]);
    expect(index.find(["k100"])).toBeUndefined();
    expect([...index.origins()]).toHaveLength(100);
  });
});
