/**
 * The `accepts` predicate on the exact ordered-rule model: does a firewall accept *any* packet of a
 * set (direction × protocols × ports × remote addresses)? First match wins, then the direction's
 * policy. Exact, never sampled: the port axis is cut where a rule's ports begin or end, so every
 * piece meets the same rules; on each distinct piece the rules are walked in order over the
 * remote addresses still undecided (interval sets, per family).
 */
import type { CompiledFirewall, CompiledRule, Direction, Protocol } from "../firewall/model.js";

type Interval<T> = [T, T];

/** A set of packets: one direction, some protocols, port intervals (TCP/UDP) and remote addresses per family. */
export interface PacketSet {
  readonly direction: Direction;
  readonly protocols: readonly Protocol[];
  /** Inclusive, sorted, disjoint port intervals (ignored for ICMP and IPENCAP, which have no ports). */
  readonly ports: ReadonlyArray<Interval<number>>;
  /** Inclusive, sorted, disjoint address intervals per family. */
  readonly v4: ReadonlyArray<Interval<number>>;
  readonly v6: ReadonlyArray<Interval<bigint>>;
}

/** What accepted a packet of the set: a rule (its index) or the direction's policy. */
export type Acceptance = { readonly by: "rule"; readonly index: number } | { readonly by: "policy" } | { readonly by: "too-large"; readonly rules: number };

/**
 * Work allowed for one question (port pieces × rules): far above any firewall the API takes (25
 * rules of 15 port pieces), so only a file the API would refuse reaches it, and gets an answer
 * that says so instead of a hang.
 */
export const ACCEPTS_BUDGET = 2_000_000;
/** Rules and address intervals of one direction beyond which the question is not walked (see ACCEPTS_BUDGET). */
const MAX_RULES = 1000;
const MAX_INTERVALS = 100_000;

const PORTED: ReadonlySet<string> = new Set(["TCP", "UDP"]);

/** a + b and a - b for either kind of number (TypeScript has no operator over number | bigint). */
export const plus = <T extends number | bigint>(a: T, b: T): T => ((a as unknown as number) + (b as unknown as number)) as unknown as T;
const minus = <T extends number | bigint>(a: T, b: T): T => ((a as unknown as number) - (b as unknown as number)) as unknown as T;

/** a ∩ b for sorted disjoint interval lists. */
export function intersect<T extends number | bigint>(a: ReadonlyArray<Interval<T>>, b: ReadonlyArray<Interval<T>>): Array<Interval<T>> {
  const out: Array<Interval<T>> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [a0, a1] = a[i]!;
    const [b0, b1] = b[j]!;
    const lo = a0 > b0 ? a0 : b0;
    const hi = a1 < b1 ? a1 : b1;
    if (lo <= hi) out.push([lo, hi]);
    if (a1 < b1) i++;
    else j++;
  }
  return out;
}

/** Whether some point of `a` lies outside `covered` (both sorted and disjoint). */
function notCovered<T extends number | bigint>(a: ReadonlyArray<Interval<T>>, covered: ReadonlyArray<Interval<T>>, one: T): boolean {
  let j = 0;
  for (const [lo, hi] of a) {
    let from = lo;
    while (j < covered.length && covered[j]![1] < from) j++;
    let k = j;
    while (from <= hi) {
      const c = covered[k];
      if (c === undefined || c[0] > from) return true;
      if (c[1] >= hi) break;
      from = plus(c[1], one);
      k++;
    }
  }
  return false;
}

/** a ∪ b for sorted disjoint interval lists (adjacent intervals are merged). */
function union<T extends number | bigint>(a: ReadonlyArray<Interval<T>>, b: ReadonlyArray<Interval<T>>, one: T): Array<Interval<T>> {
  const all = [...a, ...b].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  const out: Array<Interval<T>> = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last && lo <= plus(last[1], one)) {
      if (hi > last[1]) last[1] = hi;
    } else out.push([lo, hi]);
  }
  return out;
}

/** The complement of a sorted disjoint interval list within [min, max]. */
export function complement<T extends number | bigint>(a: ReadonlyArray<Interval<T>>, min: T, max: T, one: T): Array<Interval<T>> {
  const out: Array<Interval<T>> = [];
  let from = min;
  let done = false;
  for (const [lo, hi] of a) {
    if (lo > from) out.push([from, minus(lo, one)]);
    if (hi >= max) {
      done = true;
      break;
    }
    from = plus(hi, one);
  }
  if (!done) out.push([from, max]);
  return out;
}

/**
 * Walks the rules that match one piece of the port axis, in order, over the remote addresses
 * still undecided: the first rule that decides some of them with ACCEPT answers.
 */
function acceptsOnPiece(rules: readonly CompiledRule[], set: PacketSet, policy: "ACCEPT" | "DROP"): Acceptance | undefined {
  let covered4: Array<Interval<number>> = [];
  let covered6: Array<Interval<bigint>> = [];
  for (const rule of rules) {
    const mine4 = set.v4.length && rule.v4.length ? intersect(rule.v4, set.v4) : [];
    const mine6 = set.v6.length && rule.v6.length ? intersect(rule.v6, set.v6) : [];
    if (rule.action === "ACCEPT" && (notCovered(mine4, covered4, 1) || notCovered(mine6, covered6, 1n))) return { by: "rule", index: rule.index };
    if (mine4.length) covered4 = union(covered4, mine4, 1);
    if (mine6.length) covered6 = union(covered6, mine6, 1n);
  }
  if (policy === "ACCEPT" && (notCovered(set.v4, covered4, 1) || notCovered(set.v6, covered6, 1n))) return { by: "policy" };
  return undefined;
}

/**
 * Whether the firewall accepts any packet of the set, and what accepts the first one found
 * (undefined: every packet of the set is dropped).
 */
export function firewallAccepts(model: CompiledFirewall, set: PacketSet): Acceptance | undefined {
  const direction = model[set.direction];
  if (set.v4.length === 0 && set.v6.length === 0) return undefined;
  let intervals = 0;
  for (const r of direction.rules) intervals += r.v4.length + r.v6.length;
  if (direction.rules.length > MAX_RULES || intervals > MAX_INTERVALS) return { by: "too-large", rules: direction.rules.length };
  for (const protocol of set.protocols) {
    const rules = direction.rules.filter((r) => r.protocol === protocol);
    if (!PORTED.has(protocol)) {
      const found = acceptsOnPiece(rules, set, direction.policy);
      if (found) return found;
      continue;
    }
    if (set.ports.length === 0) continue;
    // Cut points: where a rule's port interval starts, or ends (+1), inside the set's ports.
    const cuts = new Set<number>();
    for (const [lo] of set.ports) cuts.add(lo);
    for (const rule of rules) for (const [lo, hi] of rule.ports) {
      cuts.add(lo);
      cuts.add(hi + 1);
    }
    const starts = [...cuts].sort((a, b) => a - b);
    if (starts.length * rules.length > ACCEPTS_BUDGET) return { by: "too-large", rules: direction.rules.length };
    // Pieces meeting the same rules decide the same way: each distinct list of rules is walked once.
    const seen = new Set<string>();
    for (let i = 0; i < starts.length; i++) {
      const port = starts[i]!;
      if (!inIntervals(set.ports, port)) continue;
      const matching = rules.filter((r) => inIntervals(r.ports, port));
      const key = matching.map((r) => r.index).join(",");
      if (seen.has(key)) continue;
      seen.add(key);
      const found = acceptsOnPiece(matching, set, direction.policy);
      if (found) return found;
    }
  }
  return undefined;
}

function inIntervals(list: ReadonlyArray<Interval<number>>, value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = list[mid]!;
    if (value < a) hi = mid - 1;
    else if (value > b) lo = mid + 1;
    else return true;
  }
  return false;
}
