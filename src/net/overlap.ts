/**
 * Overlap detection for a list of networks in O(n log n + k) for k reported pairs.
 *
 * Two CIDR networks either nest or are disjoint, so after sorting by (first address ascending,
 * prefix ascending) every network that overlaps the current one is one of the networks enclosing
 * it, and those form a stack: pop what ended before the current network starts, and everything
 * left on the stack contains it. Families never overlap, so each is swept on its own; IPv4
 * networks sort on an exact numeric key (first address and prefix fit in a double), IPv6 on their
 * 128-bit values.
 */
import { eachItem } from "../util/data.js";
import { isCidr, type Cidr } from "./cidr.js";

/**
 * Two overlapping networks, by their indexes in the input list (first < second).
 * @example
 * ```ts
 * const pairs: OverlapPair[] = findOverlappingCidrs([]);
 * pairs.length; // 0
 * ```
 */
export interface OverlapPair {
  /** Index of the earlier network in the input list. */
  readonly first: number;
  /** Index of the later network in the input list. */
  readonly second: number;
}

function sweep(cidrs: ReadonlyArray<Cidr | undefined>, order: number[], pairs: OverlapPair[]): void {
  const stack: number[] = [];
  for (const index of order) {
    const current = cidrs[index]!;
    while (stack.length > 0 && cidrs[stack[stack.length - 1]!]!.last < current.first) stack.pop();
    for (const enclosing of stack) {
      pairs.push(enclosing < index ? { first: enclosing, second: index } : { first: index, second: enclosing });
    }
    stack.push(index);
  }
}

/**
 * Returns every pair of overlapping networks (same family), each pair once with
 * `first < second` as input indexes. Pairs come in sweep order (by the address of the network
 * they end at), which is deterministic for a given input. Entries that are `undefined`
 * (unparseable input) are skipped, so callers can pass a list aligned with their source.
 * @example
 * ```ts
 * const cidrs = ["10.0.0.0/16", "10.1.0.0/16", "10.0.4.0/24"].map((t) => { const p = parseCidr(t); return p.ok ? p.value : undefined; });
 * findOverlappingCidrs(cidrs); // [{ first: 0, second: 2 }]
 * ```
 */
export function findOverlappingCidrs(cidrs: ReadonlyArray<Cidr | undefined>): OverlapPair[] {
  if (!Array.isArray(cidrs)) return [];
  const pairs: OverlapPair[] = [];
  for (const order of sweepOrders(cidrs)) sweep(cidrs, order, pairs);
  return pairs;
}

/**
 * The valid networks' indexes per family in sweep order: first address ascending, then prefix
 * (enclosing networks first), then input index. IPv4 sorts on an exact numeric key (first
 * address × 64 + prefix < 2^38), IPv6 on its 128-bit values.
 */
function sweepOrders(cidrs: ReadonlyArray<Cidr | undefined>): [number[], number[]] {
  const v4: number[] = [];
  const v6: number[] = [];
  // Keys by position among the IPv4 networks: a sparse list of 2^32−1 slots costs what it holds.
  const keys: number[] = [];
  for (const [i, c] of eachItem(cidrs)) {
    if (!isCidr(c)) continue;
    if (c.family === 4) {
      keys.push(Number(c.first) * 64 + c.prefix);
      v4.push(i);
    } else v6.push(i);
  }
  const sortedV4 = Array.from(v4.keys())
    .sort((a, b) => keys[a]! - keys[b]! || v4[a]! - v4[b]!)
    .map((k) => v4[k]!);
  v6.sort((a, b) => {
    const x = cidrs[a]!;
    const y = cidrs[b]!;
    if (x.first !== y.first) return x.first < y.first ? -1 : 1;
    return x.prefix - y.prefix || a - b;
  });
  return [sortedV4, v6];
}

export interface OverlapAnchor {
  /** Index of a network that overlaps one swept before it. */
  readonly index: number;
  /**
   * The network it is reported against: the innermost network enclosing it (or, among equal
   * networks, the first of them in input order).
   */
  readonly anchor: number;
  /** The two networks are the same network. */
  readonly equal: boolean;
}

/**
 * At most one anchor per network, in O(n log n) whatever the data: every network that overlaps
 * another is either given an anchor or is the anchor of one, so checks can report each overlap
 * group without materialising its pairs (a list of n equal networks has n(n-1)/2 pairs, n-1
 * anchors). Equal networks sweep in input order, so each is anchored to the first of them.
 */
export function findOverlapAnchors(cidrs: ReadonlyArray<Cidr | undefined>): OverlapAnchor[] {
  if (!Array.isArray(cidrs)) return [];
  const anchors: OverlapAnchor[] = [];
  const leader = new Int32Array(cidrs.length);
  for (const order of sweepOrders(cidrs)) {
    const stack: number[] = [];
    for (const index of order) {
      const current = cidrs[index]!;
      while (stack.length > 0 && cidrs[stack[stack.length - 1]!]!.last < current.first) stack.pop();
      leader[index] = index;
      if (stack.length > 0) {
        const top = stack[stack.length - 1]!;
        const enclosing = cidrs[top]!;
        const equal = enclosing.first === current.first && enclosing.prefix === current.prefix;
        if (equal) leader[index] = leader[top]!;
        anchors.push({ index, anchor: leader[top]!, equal });
      }
      stack.push(index);
    }
  }
  return anchors;
}
