/**
 * What a ruleset actually does, computed exactly.
 *
 * Within one direction, protocol and address family, the port axis and the address axis are cut
 * at every rule boundary into elementary segments, and each segment gets the bitmask of the rules
 * covering it (a rule's intervals are disjoint, so its bit toggles at each boundary). Every
 * non-empty (port mask & address mask) is a cell: a non-empty region of packets matched by exactly
 * those rules. In a cell the first matching rule is the lowest bit, and the decision without any
 * one rule is the next bit (or the policy). Shadowing, redundancy and conflicts are read off the
 * cells, so they are exact, including coverage by a union of earlier rules; the cost grows with
 * the number of boundaries and distinct masks, never with the square of the address count.
 */
import { eachItem, everyItem } from "../util/data.js";
import { compileFirewallRules, isCompiledFirewall, type CompiledDirection, type CompiledFirewall, type CompiledRule, type Direction, type Protocol } from "./model.js";

/** Rules beyond this many in one direction are not analysed (the API allows 25 in all). */
export const MAX_ANALYSED_RULES = 31;

/**
 * A rule the analysis reports (shadowed, redundant, in conflict), with the rules that cause it.
 * @example
 * ```ts
 * const shadowed: RuleFinding[] = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "DROP", protocol: "TCP", addresses: { ipv4: ["0.0.0.0/0"] } }, { action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["10.0.0.0/8"] } }] })).shadowed;
 * shadowed[0]?.rule; // 1, shadowed by rule 0
 * ```
 */
export interface RuleFinding {
  readonly direction: Direction;
  /** Index of the rule in its direction's list. */
  readonly rule: number;
  /** Indexes of the other rules involved (covering, or conflicting earlier rules). */
  readonly related: number[];
}

/**
 * A sensitive port open inbound to every address of a family: the widest contributing rule, every contributor, the ports.
 * @example
 * ```ts
 * const [exposure]: ExposureFinding[] = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] })).exposures;
 * exposure?.ports; // [[22, 22]]
 * ```
 */
export interface ExposureFinding {
  readonly direction: Direction;
  /**
   * The rule that opens the most addresses of the exposure (the widest contributor), or null when
   * the policy opens the ports.
   */
  readonly rule: number | null;
  /** The other rules that accept part of the exposed packets (their indexes). */
  readonly contributors: number[];
  readonly protocol: Protocol;
  readonly family: 4 | 6;
  /** The exposed sensitive ports, as sorted, disjoint, inclusive ranges. */
  readonly ports: Array<[number, number]>;
}

/**
 * Ports open to every address of one family and to none of the other.
 * @example
 * ```ts
 * const gaps: FamilyGapFinding[] = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] })).familyGaps;
 * gaps[0]?.openFamily; // 4: open to all of IPv4, none of IPv6
 * ```
 */
export interface FamilyGapFinding {
  readonly direction: Direction;
  /** The rule that opens the most addresses of the open family (the widest contributor). */
  readonly rule: number;
  /** The other rules that accept part of it. */
  readonly contributors: number[];
  readonly protocol: Protocol;
  /** The family that is fully open; the other is fully closed for these ports. */
  readonly openFamily: 4 | 6;
  readonly ports: Array<[number, number]>;
}

/**
 * What analyzeFirewall finds: shadowed, redundant and conflicting rules, exposures, family gaps, open policies.
 * @example
 * ```ts
 * const analysis: FirewallAnalysis = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] }));
 * analysis.shadowed.length; // 0
 * ```
 */
export interface FirewallAnalysis {
  shadowed: RuleFinding[];
  redundant: RuleFinding[];
  conflicts: RuleFinding[];
  exposures: ExposureFinding[];
  familyGaps: FamilyGapFinding[];
  /** Directions whose policy is ACCEPT with no DROP rule at all. */
  openPolicies: Direction[];
}

/**
 * Options of analyzeFirewall: the ports that count as sensitive.
 * @example
 * ```ts
 * const options: AnalysisOptions = { sensitivePorts: [22, 3389, 5432] };
 * analyzeFirewall(compileFirewallRules({}), options);
 * ```
 */
export interface AnalysisOptions {
  /**
   * Ports that must not be open to every address inbound (administrative and database ports).
   * Any number of them: they are merged into ranges, so the cost grows with the ranges, not the ports.
   */
  sensitivePorts?: readonly number[];
}

let defaultSensitiveRanges: ReadonlyArray<readonly [number, number]> | undefined;

/**
 * The sensitive ports of the options (the defaults when none are given) as sorted, merged,
 * inclusive ranges; the defaults' are made once, not per firewall.
 */
export function sensitivePortRanges(options?: AnalysisOptions): ReadonlyArray<readonly [number, number]> {
  const ports = typeof options === "object" && options !== null ? options.sensitivePorts : undefined;
  if (Array.isArray(ports)) return portRanges(ports);
  return (defaultSensitiveRanges ??= portRanges(DEFAULT_SENSITIVE_PORTS));
}

/** Sorted, merged, inclusive ranges of the valid ports (1..65535) of a list; anything else is ignored. */
function portRanges(ports: readonly unknown[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (ports.length > 256) {
    // A long list (every port, as a config may give): marked in a bitmap, read off in port order,
    // instead of sorted (a list of 65,535 ports cost ~15 ms for every firewall analysed).
    // (everyItem: no pair per item, which was most of the cost of a list of every port.)
    const marked = new Uint8Array(65537);
    everyItem(ports, (p) => {
      if (typeof p === "number" && Number.isInteger(p) && p >= 1 && p <= 65535) marked[p] = 1;
      return true;
    });
    // Each run of marked ports is one range (marked[65536] stays 0 and ends the last one).
    for (let p = 1; p <= 65535; p++) {
      if (!marked[p]) continue;
      const from = p;
      while (marked[p + 1]) p++;
      ranges.push([from, p]);
    }
    return ranges;
  }
  const valid: number[] = [];
  for (const [, p] of eachItem(ports)) if (typeof p === "number" && Number.isInteger(p) && p >= 1 && p <= 65535) valid.push(p);
  valid.sort((a, b) => a - b);
  for (const p of valid) pushRange(ranges, p, p);
  return ranges;
}

/** Appends an inclusive range, merging it with the last one when they touch. */
function pushRange(ranges: Array<[number, number]>, from: number, to: number): void {
  const last = ranges[ranges.length - 1];
  if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
  else ranges.push([from, to]);
}

/**
 * The sensitive ranges cut by the rules' port segments: [from, to, mask of the rules covering
 * them] (mask 0 where no rule of the protocol covers the ports). Both lists are sorted and
 * disjoint, so this is one merge, O(ranges + segments).
 */
function sensitivePieces(sensitive: ReadonlyArray<readonly [number, number]>, segments: ReadonlyArray<[number, number, number]>): Array<[number, number, number]> {
  const pieces: Array<[number, number, number]> = [];
  let j = 0;
  for (const [lo, hi] of sensitive) {
    let p = lo;
    while (p <= hi) {
      while (j < segments.length && segments[j]![1] < p) j++;
      const seg = segments[j];
      if (seg && seg[0] <= p) {
        const end = Math.min(hi, seg[1]);
        pieces.push([p, end, seg[2]]);
        p = end + 1;
      } else {
        const end = seg ? Math.min(hi, seg[0] - 1) : hi;
        pieces.push([p, end, 0]);
        p = end + 1;
      }
    }
  }
  return pieces;
}

/**
 * The ports firewall-exposed-port guards by default: administrative and database ports (SSH, RDP, MySQL, PostgreSQL, Redis, …).
 * @example
 * ```ts
 * DEFAULT_SENSITIVE_PORTS.includes(5432); // true
 * analyzeFirewall(compileFirewallRules({}), { sensitivePorts: [...DEFAULT_SENSITIVE_PORTS, 8443] });
 * ```
 */
export const DEFAULT_SENSITIVE_PORTS: readonly number[] = [22, 23, 135, 445, 1433, 2375, 2376, 3306, 3389, 5432, 5900, 5984, 6379, 9042, 9200, 9300, 11211, 27017];

/** The index of a mask's lowest set bit: the first matching rule of a cell. */
export const lowestBit = (mask: number): number => 31 - Math.clz32(mask & -mask);



/** Address segments of one family: boundaries in order, with the rule mask from each boundary on. */
export interface Segments {
  /** Numbers for IPv4 (exact), BigInts for IPv6; compared against BigInt limits, which JS allows. */
  readonly starts: Array<number | bigint>;
  readonly masks: number[];
}

/**
 * What the analysis reads of a family's segments: the masks, each start as a double (exact for
 * IPv4; `Number()` of the BigInt for IPv6, as the widths have always been summed), and how many
 * segments start within the family's addresses (the last boundary may be 2^32 or 2^128).
 */
interface AxisSegments {
  readonly masks: number[];
  readonly numbers: ArrayLike<number>;
  readonly valid: number;
}

/**
 * The sweep over boundary events sorted by position: at each distinct position, every rule whose
 * boundary it is toggles its bit (a rule's intervals are disjoint and merged).
 */
function sweep<T extends number | bigint>(count: number, at: (i: number) => T, bit: (i: number) => number): Segments {
  const starts: T[] = [];
  const masks: number[] = [];
  let mask = 0;
  for (let i = 0; i < count; ) {
    const position = at(i);
    while (i < count && at(i) === position) mask ^= bit(i++);
    starts.push(position);
    masks.push(mask);
  }
  return { starts, masks };
}

/**
 * IPv4: each boundary event packed as position * 32 + rule position (exact below 2^38) and sorted
 * natively; the rule's bit toggles there (its intervals are disjoint and merged).
 */
export function v4Segments(rules: readonly CompiledRule[], positions: readonly number[]): Segments {
  let count = 0;
  for (const r of rules) count += r.v4.length * 2;
  const keys = new Float64Array(count);
  let k = 0;
  for (let r = 0; r < rules.length; r++) {
    for (const [lo, hi] of rules[r]!.v4) {
      keys[k++] = lo * 32 + positions[r]!;
      keys[k++] = (hi + 1) * 32 + positions[r]!;
    }
  }
  keys.sort();
  return sweep(keys.length, (i) => Math.floor(keys[i]! / 32), (i) => 1 << keys[i]! % 32);
}

function v4Axis(seg: Segments): AxisSegments {
  const starts = seg.starts as number[];
  let valid = 0;
  while (valid < starts.length && starts[valid]! < V4_END) valid++;
  return { masks: seg.masks, numbers: starts, valid };
}

/** IPv6 segments with each start also as a double, and how many start within the family. */
interface V6Sweep extends Segments {
  readonly starts: bigint[];
  readonly numbers: ArrayLike<number>;
  readonly valid: number;
}

/**
 * IPv6, without sorting BigInts: each rule's boundaries (lo, hi + 1 of its sorted, disjoint,
 * merged intervals) are already in order, so the rules' lists are merged through a heap, compared
 * by their doubles (`Number()` rounds monotonically) and by the BigInts only where the doubles
 * tie. A hand-made model whose intervals are not in order is swept as before, by a full sort.
 */
function v6Sweep(rules: readonly CompiledRule[], positions: readonly number[]): V6Sweep {
  let count = 0;
  for (const r of rules) count += r.v6.length * 2;
  if (count === 0) return { starts: [], numbers: [], masks: [], valid: 0 };
  const events: V6Events = { big: new Array<bigint>(count), num: new Float64Array(count), from: new Int32Array(rules.length + 1) };
  return fillV6Events(rules, events) ? v6Merge(events, positions) : v6SweepSorted(rules, positions);
}

/** Each rule's boundaries in order, as BigInts and doubles: rule r's are [from[r], from[r + 1]). */
interface V6Events {
  readonly big: bigint[];
  readonly num: Float64Array;
  readonly from: Int32Array;
}

/**
 * Fills in the rules' boundaries; false when some rule's intervals are not sorted and disjoint.
 * (Plain index loops, and nothing after them but a constant: V8 compiles this long loop on the
 * stack, and an iterator's exit or code after the loop without type feedback threw that compiled
 * code away on every call.)
 */
function fillV6Events(rules: readonly CompiledRule[], { big, num, from }: V6Events): boolean {
  let k = 0;
  for (let r = 0; r < rules.length; r++) {
    const intervals = rules[r]!.v6;
    for (let i = 0; i < intervals.length; i++) {
      const lo = intervals[i]![0];
      const end = intervals[i]![1] + 1n;
      const loNumber = Number(lo);
      const endNumber = Number(end);
      // Strictly increasing within the rule: lo < hi + 1, and after the previous interval's end
      // (the doubles decide unless they tie).
      if (!(loNumber < endNumber || (loNumber === endNumber && lo < end))) return false;
      if (k > from[r]! && !(num[k - 1]! < loNumber || (num[k - 1] === loNumber && big[k - 1]! < lo))) return false;
      big[k] = lo;
      num[k++] = loNumber;
      big[k] = end;
      num[k++] = endNumber;
    }
    from[r + 1] = k;
  }
  return true;
}

/**
 * The sweep over the rules' boundary lists, merged pairwise (a merge sort whose runs are the rules'
 * lists): by the doubles, and by the BigInts where the doubles tie.
 */
function v6Merge({ big, num, from }: V6Events, positions: readonly number[]): V6Sweep {
  const count = big.length;
  const bit = new Int32Array(count);
  for (let r = 0; r + 1 < from.length; r++) for (let e = from[r]!; e < from[r + 1]!; e++) bit[e] = 1 << positions[r]!;
  let order = new Int32Array(count);
  for (let e = 0; e < count; e++) order[e] = e;
  let merged = new Int32Array(count);
  let runs = Array.from(from);
  while (runs.length > 2) {
    const next = [0];
    for (let r = 0; r + 1 < runs.length; r += 2) {
      const end = r + 2 < runs.length ? runs[r + 2]! : runs[r + 1]!;
      mergeRuns(order, merged, runs[r]!, runs[r + 1]!, end, num, big);
      next.push(end);
    }
    [order, merged] = [merged, order];
    runs = next;
  }
  const starts: bigint[] = [];
  const numbers: number[] = [];
  const masks: number[] = [];
  let mask = 0;
  let valid = 0;
  for (let i = 0; i < count; ) {
    const e = order[i]!;
    const at = big[e]!;
    const atNumber = num[e]!;
    // Every rule whose boundary is here toggles its bit.
    mask ^= bit[e]!;
    for (i++; i < count && num[order[i]!] === atNumber && big[order[i]!] === at; i++) mask ^= bit[order[i]!]!;
    if (at <= V6_MAX) valid++;
    numbers.push(atNumber);
    starts.push(at);
    masks.push(mask);
  }
  return { starts, numbers, masks, valid };
}

/** Merges the sorted runs [lo, mid) and [mid, end) of `from` into `to`, stably (when mid = end, copies). */
function mergeRuns(from: Int32Array, to: Int32Array, lo: number, mid: number, end: number, num: Float64Array, big: readonly bigint[]): void {
  let i = lo;
  let j = mid;
  let k = lo;
  while (i < mid && j < end) {
    const a = from[i]!;
    const b = from[j]!;
    const x = num[a]!;
    const y = num[b]!;
    if (x < y || (x === y && big[a]! <= big[b]!)) {
      to[k++] = a;
      i++;
    } else {
      to[k++] = b;
      j++;
    }
  }
  while (i < mid) to[k++] = from[i++]!;
  while (j < end) to[k++] = from[j++]!;
}

/** The sweep of any intervals, sorted as BigInts (the general case; compiled models never need it). */
function v6SweepSorted(rules: readonly CompiledRule[], positions: readonly number[]): V6Sweep {
  const events: Array<{ at: bigint; bit: number }> = [];
  for (let r = 0; r < rules.length; r++) {
    for (const [lo, hi] of rules[r]!.v6) {
      events.push({ at: lo, bit: 1 << positions[r]! });
      events.push({ at: hi + 1n, bit: 1 << positions[r]! });
    }
  }
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const { starts, masks } = sweep(events.length, (i) => events[i]!.at, (i) => events[i]!.bit);
  const numbers = Float64Array.from(starts as bigint[], (s) => Number(s));
  let valid = 0;
  while (valid < starts.length && (starts[valid] as bigint) <= V6_MAX) valid++;
  return { starts: starts as bigint[], numbers, masks, valid };
}

export function v6Segments(rules: readonly CompiledRule[], positions: readonly number[]): Segments {
  const { starts, masks } = v6Sweep(rules, positions);
  return { starts, masks };
}

/** Port segments: distinct masks, and for a given port, the mask of the rules covering it. */
function portMasks(rules: readonly CompiledRule[], bits: readonly number[]): { distinct: Set<number>; segments: Array<[number, number, number]> } {
  const events: Array<[number, number]> = [];
  for (let r = 0; r < rules.length; r++) for (const [lo, hi] of rules[r]!.ports) events.push([lo, bits[r]!], [hi + 1, bits[r]!]);
  events.sort((a, b) => a[0] - b[0]);
  const segments: Array<[number, number, number]> = []; // [from, to, mask]
  let mask = 0;
  for (let i = 0; i < events.length; ) {
    const at = events[i]![0];
    while (i < events.length && events[i]![0] === at) mask ^= events[i++]![1];
    const next = i < events.length ? events[i]![0] - 1 : at;
    if (mask !== 0 && next >= at) segments.push([at, next, mask]);
  }
  const distinct = new Set(segments.map((s) => s[2]));
  return { distinct, segments };
}

/** Whether every address of a family is accepted for a port mask, or none is; when all are, the rules deciding them with their widths. */
interface Outcome {
  readonly all: boolean;
  readonly none: boolean;
  /** When `all`, the widest of the deciding rules and the others (undefined when none: the policy decides); computed when first read. */
  blamed(): Blamed | undefined;
}

/** The widest of the rules deciding an outcome (ties: the first), and the others. */
interface Blamed {
  readonly widest: number;
  /** The other deciding rules' bits: a union of contributors is an OR, whatever the order. */
  readonly others: number;
}

interface Accumulator {
  reachable: number;
  notRedundant: number;
  /** Per rule bit f: the other rules of every cell whose first rule is f. */
  after: number[];
}

const V4_END = 2 ** 32;
const V6_MAX = (1n << 128n) - 1n;
const V6_END = Number(V6_MAX) + 1;
/** Bit 31 of `accepting` stands for the policy: no rule has it (at most 31 are analysed). */
const POLICY_BIT = 31;

/**
 * Masks turned around: for each rule bit f, the set of masks (by their index in a list) that have
 * it, as `words` 32-bit words. What a ruleset does in a set of cells is then read 32 masks at a
 * time: "the masks whose first rule is f" is f's set less the sets of the rules before it.
 */
interface RuleSets {
  readonly words: number;
  /** Rule f's set is words [f * words, (f + 1) * words). */
  readonly sets: Int32Array;
}

function ruleSets(masks: ArrayLike<number>, rules: number): RuleSets {
  const words = (masks.length + 31) >>> 5;
  const sets = new Int32Array(rules * words);
  for (let k = 0; k < masks.length; k++) {
    for (let m = masks[k]!; m !== 0; m &= m - 1) sets[lowestBit(m) * words + (k >>> 5)]! |= 1 << (k & 31);
  }
  return { words, sets };
}

/** The distinct port masks of a protocol group, and their rule sets. */
interface PortAxis {
  readonly masks: Int32Array;
  readonly byRule: RuleSets;
}

/**
 * One address family of one protocol group. What a ruleset does at a (port, address) depends on
 * the port only through the mask of the rules covering it, and on the address only through the
 * mask of the rules covering it: a cell is a (port mask, address mask) pair, and its first rule is
 * the lowest bit of their AND. Both axes keep their distinct masks, turned into rule sets (see
 * RuleSets), so that no pair is visited one by one:
 * - `accumulate` reads, for each address mask and each of its rules f, the set of port masks that
 *   make f the cell's first rule (a few word operations over the port masks, 32 at a time), and
 *   from it shadowing, redundancy and conflicts;
 * - `outcome` reads, for one port mask and each of its rules in order, the set of address masks
 *   whose first rule it is (32 address masks at a time): whether every address, or none, is
 *   accepted, and when all are, each deciding rule's width.
 * The cost is about (distinct masks x rules per mask x the other axis' masks / 32) word operations.
 */
class FamilyAxis {
  /** Distinct masks of the segments, then 0 for a leading stretch no rule covers when there is one. */
  private readonly masks: number[] = [];
  /** The masks that decide addresses of the family (a segment that starts within it, or the leading stretch). */
  private readonly decided: Int32Array;
  /** Each segment's slot in `masks`, for the widths (computed only when an outcome needs them). */
  private readonly slots: number[] = [];
  private readonly byRule: RuleSets;
  private widthsOfMasks?: Float64Array;
  private readonly outcomes = new Map<number, Outcome>();
  /** The accepting rules' bits, and POLICY_BIT when the policy accepts. */
  private readonly accepting: number;
  /** Scratch of `decide` and `deciders`: the address masks with a rule of the port mask before the current one. */
  private before?: Int32Array;

  constructor(
    private readonly seg: AxisSegments,
    private readonly family: 4 | 6,
    rules: number,
    /** Bits of the ACCEPT rules. */
    acceptBits: number,
    policyAccepts: boolean,
  ) {
    this.accepting = acceptBits | (policyAccepts ? 1 << POLICY_BIT : 0);
    const { masks, slots } = this;
    const index = new Map<number, number>();
    const slot = (m: number): number => {
      let k = index.get(m);
      if (k === undefined) {
        index.set(m, (k = masks.length));
        masks.push(m);
      }
      return k;
    };
    const count = seg.masks.length;
    for (let i = 0; i < count; i++) slots.push(slot(seg.masks[i]!));
    const leading = count === 0 || seg.numbers[0]! > 0 ? slot(0) : -1;
    this.byRule = ruleSets(masks, rules);
    const decided = (this.decided = new Int32Array(this.byRule.words));
    for (let i = 0; i < seg.valid; i++) decided[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
    if (leading >= 0) decided[leading >>> 5]! |= 1 << (leading & 31);
  }

  /**
   * The cells of every port mask with every address mask, into `acc` (each accumulation is an OR,
   * so the order does not matter). For an address mask and its rule f, W is the set of port masks
   * that have f and none of the address mask's rules before f: the cells whose first rule is f.
   * f is reachable when W is not empty; a later rule g of the address mask is in a cell after f
   * when W meets g's port masks; and f is not redundant when, in one of those cells, the next rule
   * (or the policy, when none is left) acts otherwise. What is already known is not looked for again.
   */
  accumulate(ports: PortAxis, acc: Accumulator): void {
    const { masks, accepting } = this;
    const { words, sets } = ports.byRule;
    let k = 0;
    while (k < masks.length && masks[k] === 0) k++;
    if (k === masks.length || ports.masks.length === 0) return; // no cell of a rule (a firewall without such rules)
    const seen = new Int32Array(words);
    const first = new Int32Array(words);
    const open = new Int32Array(words);
    const order: number[] = [];
    const policy = accepting >>> POLICY_BIT;
    const after = acc.after;
    for (; k < masks.length; k++) {
      const am = masks[k]!;
      if (am === 0) continue;
      let c = 0;
      for (let m = am; m !== 0; m &= m - 1) order[c++] = lowestBit(m);
      seen.fill(0);
      for (let i = 0; i < c; i++) {
        const f = order[i]!;
        const fo = f * words;
        let any = 0;
        for (let w = 0; w < words; w++) {
          const set = sets[fo + w]!;
          const x = set & ~seen[w]!;
          first[w] = x;
          any |= x;
          seen[w]! |= set;
        }
        if (any === 0) continue;
        acc.reachable |= 1 << f;
        const acts = (accepting >>> f) & 1;
        // The rules after f in this address mask; those that act otherwise, and whether the policy does.
        const later = i + 1 < c ? (am >>> (f + 1)) << (f + 1) : 0;
        const otherwise = later & (acts ? ~accepting : accepting);
        const wantAfter = later & ~after[f]!;
        let wantNext = ((acc.notRedundant >>> f) & 1) === 0 && (otherwise !== 0 || policy !== acts);
        if (wantAfter === 0 && !wantNext) continue;
        // `open`: the port masks of W with none of the later rules seen so far (the next rule is still to come).
        if (wantNext) open.set(first);
        for (let j = i + 1; j < c && (wantNext || (wantAfter >>> order[j]!) !== 0); j++) {
          const g = order[j]!;
          const go = g * words;
          if ((wantAfter >>> g) & 1) {
            let meets = 0;
            for (let w = 0; w < words; w++) meets |= first[w]! & sets[go + w]!;
            if (meets !== 0) after[f]! |= 1 << g;
          }
          if (wantNext) {
            let next = 0;
            for (let w = 0; w < words; w++) {
              const set = sets[go + w]!;
              next |= open[w]! & set;
              open[w]! &= ~set;
            }
            if (next !== 0 && ((accepting >>> g) & 1) !== acts) {
              acc.notRedundant |= 1 << f;
              wantNext = false;
            }
          }
        }
        if (wantNext && policy !== acts) {
          let none = 0;
          for (let w = 0; w < words; w++) none |= open[w]!;
          if (none !== 0) acc.notRedundant |= 1 << f;
        }
      }
    }
  }

  /**
   * Whether every address, or none, is accepted for the port mask: its rules in order, each taking
   * the decided address masks that have it and no rule before it; what none takes, the policy
   * decides. Stops as soon as it is neither.
   */
  private decide(pm: number): Outcome {
    const { accepting, decided } = this;
    const { words, sets } = this.byRule;
    const before = (this.before ??= new Int32Array(words));
    before.fill(0);
    let accepted = 0;
    let refused = 0;
    for (let m = pm; m !== 0 && (accepted & refused) === 0; m &= m - 1) {
      const f = lowestBit(m);
      const fo = f * words;
      let any = 0;
      for (let w = 0; w < words; w++) {
        const set = sets[fo + w]!;
        any |= set & ~before[w]! & decided[w]!;
        before[w]! |= set;
      }
      if (any !== 0) {
        if ((accepting >>> f) & 1) accepted = 1;
        else refused = 1;
      }
    }
    if ((accepted & refused) === 0) {
      let rest = 0;
      for (let w = 0; w < words; w++) rest |= decided[w]! & ~before[w]!;
      if (rest !== 0) {
        if (accepting >>> POLICY_BIT) accepted = 1;
        else refused = 1;
      }
    }
    const all = refused === 0;
    let blamed: Blamed | null | undefined;
    const blamedOnce = (): Blamed | null => {
      if (blamed === undefined) {
        const deciders = all ? this.deciders(pm) : undefined;
        blamed = deciders && deciders.size > 0 ? blame(deciders) : null;
      }
      return blamed;
    };
    return { all, none: accepted === 0, blamed: () => blamedOnce() ?? undefined };
  }

  /**
   * How many addresses each deciding rule of the port mask decides (to blame the widest): each
   * rule's widths summed in mask order, as they always were (the doubles come out the same).
   */
  private deciders(pm: number): Map<number, number> {
    const { decided } = this;
    const { words, sets } = this.byRule;
    const before = (this.before ??= new Int32Array(words));
    const widths = this.widths();
    const deciders = new Map<number, number>();
    before.fill(0);
    for (let m = pm; m !== 0; m &= m - 1) {
      const f = lowestBit(m);
      const fo = f * words;
      let sum = 0;
      let any = false;
      for (let w = 0; w < words; w++) {
        const set = sets[fo + w]!;
        for (let x = set & ~before[w]! & decided[w]!; x !== 0; x &= x - 1) {
          sum += widths[(w << 5) + lowestBit(x)]!;
          any = true;
        }
        before[w]! |= set;
      }
      if (any) deciders.set(f, sum);
    }
    return deciders;
  }

  /** How many addresses each mask covers, summed in address order as doubles (exact for IPv4): converted once, when first needed. */
  private widths(): Float64Array {
    if (this.widthsOfMasks) return this.widthsOfMasks;
    const { numbers, valid } = this.seg;
    const end = this.family === 4 ? V4_END : V6_END;
    const widths = new Float64Array(this.masks.length);
    for (let i = 0; i < valid; i++) widths[this.slots[i]!]! += (i + 1 < numbers.length ? Math.min(numbers[i + 1]!, end) : end) - numbers[i]!;
    return (this.widthsOfMasks = widths);
  }

  /** The outcome for the rules covering a port (mask): decided once per mask. */
  outcome(pm: number): Outcome {
    let found = this.outcomes.get(pm);
    if (!found) this.outcomes.set(pm, (found = this.decide(pm)));
    return found;
  }
}

/** The widest of the deciding rules (ties: the first), and the others' bits. */
function blame(deciders: ReadonlyMap<number, number>): Blamed {
  let widest = -1;
  let width = -1;
  for (const [rule, w] of [...deciders].sort((a, b) => a[0] - b[0])) {
    if (w > width) {
      widest = rule;
      width = w;
    }
  }
  let others = 0;
  for (const rule of deciders.keys()) if (rule !== widest) others |= 1 << rule;
  return { widest, others };
}

/** The rules of a set of bits, by their index in the direction, in bit order. */
function indexesOf(rules: readonly CompiledRule[], bits: number): number[] {
  const out: number[] = [];
  for (let m = bits; m !== 0; m &= m - 1) out.push(rules[lowestBit(m)]!.index);
  return out;
}

/**
 * A finding's contributors: the rules of a set of bits by index, sorted, each once, less the
 * finding's own rule (a hand-made model may give two rules one index; compiled ones never do).
 */
function contributorsOf(dir: CompiledDirection, bits: number, except: number | null): number[] {
  const indexes = indexesOf(dir.rules, bits).sort((a, b) => a - b);
  return indexes.filter((index, i) => index !== except && (i === 0 || index !== indexes[i - 1]));
}

interface ResolvedOptions {
  readonly sensitivePorts: ReadonlyArray<readonly [number, number]>;
}

/** For each rule bit, the OR of the masks containing it. */
function orByBit(masks: Iterable<number>, n: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (const mask of masks) for (let m = mask; m; m &= m - 1) out[lowestBit(m)]! |= mask;
  return out;
}

function analyzeDirection(dir: CompiledDirection, options: ResolvedOptions, result: FirewallAnalysis): void {
  const rules = dir.rules;
  if (rules.length > MAX_ANALYSED_RULES) return;
  if (dir.policy === "ACCEPT" && !rules.some((r) => r.action === "DROP")) result.openPolicies.push(dir.direction);
  const n = rules.length;
  const acc: Accumulator = { reachable: 0, notRedundant: 0, after: new Array(n).fill(0) };
  const coveredBy = new Array<number>(n).fill(0);
  const actions = rules.map((r) => r.action);
  const hasMatches = rules.map((r) => r.v4.length + r.v6.length > 0);
  let acceptBits = 0;
  for (let i = 0; i < n; i++) if (actions[i] === "ACCEPT") acceptBits |= 1 << i;
  const policyAccepts = dir.policy === "ACCEPT";

  for (const protocol of ["TCP", "UDP", "ICMP", "IPENCAP"] as const) {
    const members: number[] = [];
    for (let i = 0; i < n; i++) if (rules[i]!.protocol === protocol) members.push(i);
    // With no rule for TCP or UDP the policy still decides whether ports are open.
    if (members.length === 0 && protocol !== "TCP" && protocol !== "UDP") continue;
    const group = members.map((i) => rules[i]!);
    const bits = members.map((i) => 1 << i);
    const ports = portMasks(group, bits);
    const byPort = orByBit(ports.distinct, n);
    const ported = protocol === "TCP" || protocol === "UDP";
    const portMaskList = Int32Array.from(ports.distinct);
    const portAxis: PortAxis = { masks: portMaskList, byRule: ruleSets(portMaskList, n) };
    const segments = { 4: v4Axis(v4Segments(group, members)), 6: v6Sweep(group, members) };
    const axes = { 4: new FamilyAxis(segments[4], 4, n, acceptBits, policyAccepts), 6: new FamilyAxis(segments[6], 6, n, acceptBits, policyAccepts) };
    for (const family of [4, 6] as const) {
      // The cells, for shadowing, redundancy and conflicts.
      axes[family].accumulate(portAxis, acc);
      // A rule i of a cell is covered by the cell's rules below it: over every cell (every pair of
      // masks), the rules j < i that share a port mask with i and an address mask with i.
      const byAddress = orByBit(segments[family].masks, n);
      for (let i = 0; i < n; i++) coveredBy[i]! |= byPort[i]! & byAddress[i]! & ((1 << i) - 1);
    }
    if (ported) checkOpenPorts(dir, protocol, ports, axes, options, result);
  }

  // A rule conflicts with the first rule of a cell it is in when their actions differ.
  const conflictWith = new Array<number>(n).fill(0);
  for (let f = 0; f < n; f++) for (let m = acc.after[f]!; m; m &= m - 1) if (actions[lowestBit(m)] !== actions[f]) conflictWith[lowestBit(m)]! |= 1 << f;

  for (let i = 0; i < n; i++) {
    const rule = rules[i]!.index;
    const bit = 1 << i;
    if (!hasMatches[i]) continue;
    if (!(acc.reachable & bit)) {
      result.shadowed.push({ direction: dir.direction, rule, related: indexesOf(rules, coveredBy[i]!) });
      continue;
    }
    if (!(acc.notRedundant & bit)) result.redundant.push({ direction: dir.direction, rule, related: [] });
    if (conflictWith[i]) result.conflicts.push({ direction: dir.direction, rule, related: indexesOf(rules, conflictWith[i]!) });
  }
}

/** Exposure (inbound, sensitive ports open to a whole family) and family gaps (open to one family, closed to the other). */
function checkOpenPorts(dir: CompiledDirection, protocol: Protocol, ports: ReturnType<typeof portMasks>, axes: Record<4 | 6, FamilyAxis>, options: ResolvedOptions, result: FirewallAnalysis): void {
  const ruleIndex = (bit: number) => dir.rules[bit]!.index;
  if (dir.direction === "inbound") {
    const pieces = sensitivePieces(options.sensitivePorts, ports.segments);
    for (const family of [4, 6] as const) {
      // Per deciding rule, the ports and the other contributors' bits (an OR per piece, not a set of rules).
      const byDecider = new Map<number | null, { ports: Array<[number, number]>; others: number }>();
      for (const [from, to, pm] of pieces) {
        if (pm === 0 && dir.policy === "DROP") continue;
        const outcome = axes[family].outcome(pm);
        if (!outcome.all) continue;
        const blamed = outcome.blamed();
        const decider = blamed ? ruleIndex(blamed.widest) : null;
        let group = byDecider.get(decider);
        if (!group) byDecider.set(decider, (group = { ports: [], others: 0 }));
        pushRange(group.ports, from, to);
        if (blamed) group.others |= blamed.others;
      }
      for (const [rule, group] of byDecider) {
        result.exposures.push({ direction: dir.direction, rule, contributors: contributorsOf(dir, group.others, rule), protocol, family, ports: group.ports });
      }
    }
  }
  // Family gaps: for each port segment some rule covers, one family fully open and the other fully closed.
  const gaps = new Map<string, { rule: number; openFamily: 4 | 6; ports: Array<[number, number]>; others: number }>();
  for (const [from, to, pm] of ports.segments) {
    const v4 = axes[4].outcome(pm);
    const v6 = axes[6].outcome(pm);
    const open = v4.all && v6.none ? 4 : v6.all && v4.none ? 6 : undefined;
    if (open === undefined) continue;
    const blamed = open === 4 ? v4.blamed() : v6.blamed();
    if (!blamed) continue; // the policy, not a rule, decides: nothing to point at
    const rule = ruleIndex(blamed.widest);
    const key = `${rule}:${open}`;
    let gap = gaps.get(key);
    if (!gap) gaps.set(key, (gap = { rule, openFamily: open, ports: [], others: 0 }));
    gap.ports.push([from, to]);
    gap.others |= blamed.others;
  }
  for (const { rule, openFamily, ports: gapPorts, others } of gaps.values()) {
    result.familyGaps.push({ direction: dir.direction, rule, contributors: contributorsOf(dir, others, rule), protocol, openFamily, ports: gapPorts });
  }
}

/**
 * Analyses a compiled firewall: shadowed, redundant and conflicting rules, exposures, family gaps.
 * @example
 * ```ts
 * const analysis = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }), { sensitivePorts: [22] });
 * analysis.exposures; // [] (port 22 is open to 203.0.113.0/24 only)
 * ```
 */
export function analyzeFirewall(given: CompiledFirewall, options: AnalysisOptions = {}): FirewallAnalysis {
  // A rules object (or anything else) is compiled first, as evaluateFirewall does.
  const compiled = isCompiledFirewall(given) ? given : compileFirewallRules(given);
  const result: FirewallAnalysis = { shadowed: [], redundant: [], conflicts: [], exposures: [], familyGaps: [], openPolicies: [] };
  const full: ResolvedOptions = { sensitivePorts: sensitivePortRanges(options) };
  analyzeDirection(compiled.inbound, full, result);
  analyzeDirection(compiled.outbound, full, result);
  return result;
}
