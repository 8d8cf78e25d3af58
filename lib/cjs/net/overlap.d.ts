import { type Cidr } from "./cidr.js";
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
export declare function findOverlappingCidrs(cidrs: ReadonlyArray<Cidr | undefined>): OverlapPair[];
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
export declare function findOverlapAnchors(cidrs: ReadonlyArray<Cidr | undefined>): OverlapAnchor[];
