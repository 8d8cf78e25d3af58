import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cidrsOverlap, parseCidr, type Cidr } from "../../src/net/cidr.js";
import { findOverlappingCidrs } from "../../src/net/overlap.js";

const cidr = (s: string): Cidr => {
  const r = parseCidr(s);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};

function bruteForce(list: Array<Cidr | undefined>) {
  const pairs: { first: number; second: number }[] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      if (a && b && cidrsOverlap(a, b)) pairs.push({ first: i, second: j });
    }
  return pairs;
}

const sorted = (pairs: { first: number; second: number }[]) => [...pairs].sort((p, q) => p.first - q.first || p.second - q.second);

describe("findOverlappingCidrs", () => {
  it("reports nested, equal and no overlaps with both indexes", () => {
    const list = ["10.0.0.0/16", "10.1.0.0/16", "10.0.1.0/24", "10.0.1.0/24", "2001:db8::/32", "10.0.0.0/8"].map(cidr);
    expect(sorted(findOverlappingCidrs(list))).toEqual([
      { first: 0, second: 2 },
      { first: 0, second: 3 },
      { first: 0, second: 5 },
      { first: 1, second: 5 },
      { first: 2, second: 3 },
      { first: 2, second: 5 },
      { first: 3, second: 5 },
    ]);
  });

  it("never pairs different families, and skips holes", () => {
    expect(findOverlappingCidrs([cidr("0.0.0.0/0"), undefined, cidr("::/0")])).toEqual([]);
  });

  it("agrees with a brute-force check (property)", () => {
    // Small prefixes over a small space make overlaps common.
    const v4 = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 24 })).map(([a, b, p]) => cidr(`10.${a}.${b}.0/${Math.max(8, p)}`)),
      fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([a, p]) => cidr(`${a}/${p}`)),
    );
    const v6 = fc.tuple(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 16, max: 64 })).map(([g, p]) => cidr(`2001:${g.toString(16)}::/${p}`));
    fc.assert(
      fc.property(fc.array(fc.option(fc.oneof(v4, v6), { nil: undefined }), { maxLength: 60 }), (list) => {
        const found = findOverlappingCidrs(list);
        expect(found.every((p) => p.first < p.second)).toBe(true);
        expect(sorted(found)).toEqual(bruteForce(list));
      }),
      { numRuns: 300 },
    );
  });
});

import { findOverlapAnchors } from "../../src/net/overlap.js";

describe("findOverlapAnchors", () => {
  const v4 = fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 8, max: 24 })).map(([a, b, p]) => cidr(`10.${a * 16}.${b * 16}.0/${p}`));
  const v6 = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 16, max: 40 })).map(([g, p]) => cidr(`2001:${(g * 0x1000).toString(16)}::/${p}`));

  it("gives at most one anchor per network, each a real overlap, covering exactly the overlapping networks (property, against brute force)", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.oneof(v4, v6, fc.constant(cidr("10.0.0.0/16"))), { nil: undefined }), { maxLength: 60 }), (list) => {
        const anchors = findOverlapAnchors(list);
        expect(new Set(anchors.map((a) => a.index)).size).toBe(anchors.length);
        const covered = new Set<number>();
        for (const { index, anchor, equal } of anchors) {
          expect(cidrsOverlap(list[index]!, list[anchor]!)).toBe(true);
          const same = list[index]!.first === list[anchor]!.first && list[index]!.prefix === list[anchor]!.prefix;
          expect(equal).toBe(same);
          // Equal networks are anchored to the first of them in input order.
          if (equal) expect(anchor).toBe(list.findIndex((c) => c !== undefined && c.first === list[index]!.first && c.prefix === list[index]!.prefix));
          covered.add(index).add(anchor);
        }
        const overlapping = new Set<number>();
        for (const { first, second } of bruteForce(list)) overlapping.add(first).add(second);
        expect([...covered].sort((a, b) => a - b)).toEqual([...overlapping].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it("is linear in anchors on n equal networks (n - 1 anchors, not n(n-1)/2 pairs)", () => {
    const list = Array.from({ length: 50_000 }, () => cidr("10.0.0.0/24"));
    const anchors = findOverlapAnchors(list);
    expect(anchors).toHaveLength(49_999);
    expect(anchors.every((a) => a.anchor === 0 && a.equal)).toBe(true);
  });
});
