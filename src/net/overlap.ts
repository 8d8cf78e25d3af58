/**
 * Overlap detection for a list of networks in O(n log n + k) for k reported pairs.
 *
 * Two CIDR networks either nest or are disjoint, so after sorting by (first address ascending,
 * prefix ascending) every network that overlaps the current one is one of the networks enclosing
 * it, and those form a stack: pop what ended before the current network starts, and everything
 * left on the stack contains it.
 */
import type { Cidr } from "./cidr.js";

export interface OverlapPair {
  /** Index of the earlier network in the input list. */
  readonly first: number;
  /** Index of the later network in the input list. */
  readonly second: number;
}

/**
 * Returns every pair of overlapping networks (same family), each pair once, with
 * `first < second` as input indexes, sorted by (first, second). Entries that are `undefined`
 * (unparseable input) are skipped, so callers can pass a list aligned with their source.
 */
export function findOverlappingCidrs(cidrs: ReadonlyArray<Cidr | undefined>): OverlapPair[] {
  const order: number[] = [];
  for (let i = 0; i < cidrs.length; i++) if (cidrs[i] !== undefined) order.push(i);
  order.sort((a, b) => {
    const x = cidrs[a]!;
    const y = cidrs[b]!;
    if (x.family !== y.family) return x.family - y.family;
    if (x.first !== y.first) return x.first < y.first ? -1 : 1;
    if (x.prefix !== y.prefix) return x.prefix - y.prefix;
    return a - b;
  });
  const pairs: OverlapPair[] = [];
  const stack: number[] = [];
  for (const index of order) {
    const current = cidrs[index]!;
    while (stack.length > 0) {
      const top = cidrs[stack[stack.length - 1]!]!;
      if (top.family === current.family && top.last >= current.first) break;
      stack.pop();
    }
    for (const enclosing of stack) {
      pairs.push(enclosing < index ? { first: enclosing, second: index } : { first: index, second: enclosing });
    }
    stack.push(index);
  }
  pairs.sort((p, q) => p.first - q.first || p.second - q.second);
  return pairs;
}
