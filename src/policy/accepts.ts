/**
 * The `accepts` predicate on the exact ordered-rule model: does a firewall accept *any* packet of a
 * set (direction × protocols × ports × remote addresses)? First match wins, then the direction's
 * policy. Exact, never sampled: the port axis is cut where a rule's ports begin or end, so every
 * piece meets the same rules; on each distinct piece the rules are walked in order over the
 * remote addresses still undecided (interval sets, per family).
 */
import { contains, mergeIntervals, type CompiledDirection, type CompiledFirewall, type CompiledRule, type Direction, type Protocol } from "../firewall/model.js";

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
const plus = <T extends number | bigint>(a: T, b: T): T => ((a as unknown as number) + (b as unknown as number)) as unknown as T;
const minus = <T extends number | bigint>(a: T, b: T): T => ((a as unknown as number) - (b as unknown as number)) as unknown as T;

/** a ∩ b for sorted disjoint interval lists. */
export function intersect<T extends number | bigint>(a: ReadonlyArray<Interval<T>>, b: ReadonlyArray<Interval<T>>): ReadonlyArray<Interval<T>> {
  // b one interval holding all of a (a question about every address): a itself, nothing allocated.
  if (a.length > 0 && b.length === 1 && b[0]![0] <= a[0]![0] && b[0]![1] >= a[a.length - 1]![1]) return a;
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
function union<T extends number | bigint>(a: ReadonlyArray<Interval<T>>, b: ReadonlyArray<Interval<T>>, one: T): ReadonlyArray<Interval<T>> {
  return a.length === 0 ? b : mergeIntervals([...a, ...b], (v) => plus(v, one));
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
  let covered4: ReadonlyArray<Interval<number>> = [];
  let covered6: ReadonlyArray<Interval<bigint>> = [];
  for (const rule of rules) {
    const mine4 = set.v4.length && rule.v4.length ? intersect(rule.v4, set.v4) : NONE4;
    const mine6 = set.v6.length && rule.v6.length ? intersect(rule.v6, set.v6) : NONE6;
    if (rule.action === "ACCEPT" && (notCovered(mine4, covered4, 1) || notCovered(mine6, covered6, 1n))) return { by: "rule", index: rule.index };
    if (mine4.length) covered4 = union(covered4, mine4, 1);
    if (mine6.length) covered6 = union(covered6, mine6, 1n);
  }
  if (policy === "ACCEPT" && (notCovered(set.v4, covered4, 1) || notCovered(set.v6, covered6, 1n))) return { by: "policy" };
  return undefined;
}

/**
 * The rules of one direction and protocol, grouped by the port pieces they meet: the port axis is
 * cut where a rule's ports begin or end, and pieces meeting the same rules form one group (so each
 * distinct list of rules is walked once). Built once per compiled firewall, on first question.
 */
interface PortGroup {
  readonly rules: readonly CompiledRule[];
  /** Sorted, disjoint pieces of the port axis ([[0, 0]] for protocols without ports). */
  readonly pieces: ReadonlyArray<Interval<number>>;
}
/** A direction too large to walk (see ACCEPTS_BUDGET), or its groups per protocol, each made on first use. */
type DirectionPlan = { readonly tooLarge: number } | { readonly byProtocol: Map<string, readonly PortGroup[] | number> };
const plans = new WeakMap<CompiledDirection, DirectionPlan>();

function planDirection(direction: CompiledDirection): DirectionPlan {
  let plan = plans.get(direction);
  if (plan) return plan;
  let intervals = 0;
  for (const r of direction.rules) intervals += r.v4.length + r.v6.length;
  plan = direction.rules.length > MAX_RULES || intervals > MAX_INTERVALS ? { tooLarge: direction.rules.length } : { byProtocol: new Map() };
  plans.set(direction, plan);
  return plan;
}

/** The port groups of one protocol's rules, or the rule count when walking them would pass the budget. */
function groupsOf(direction: CompiledDirection, byProtocol: Map<string, readonly PortGroup[] | number>, protocol: string): readonly PortGroup[] | number {
  const known = byProtocol.get(protocol);
  if (known !== undefined) return known;
  const rules = direction.rules.filter((r) => r.protocol === protocol);
  let result: readonly PortGroup[] | number;
  if (!PORTED.has(protocol)) result = [{ rules, pieces: [[0, 0]] }];
  else {
    // Cut points, sorted and distinct: 1, where each rule's ports begin and end (+1), 65536.
    const cuts: number[] = [1, 65536];
    for (const rule of rules) {
      for (const [lo, hi] of rule.ports) cuts.push(lo, hi + 1);
    }
    cuts.sort((a, b) => a - b);
    const starts: number[] = [];
    for (const c of cuts) if (c !== starts[starts.length - 1]) starts.push(c);
    if ((starts.length - 1) * rules.length > ACCEPTS_BUDGET) result = direction.rules.length;
    else {
      // Pieces are grouped by the rules they meet: a bit mask as the key for up to 30 rules, their indexes beyond.
      const groups = new Map<number | string, { rules: CompiledRule[]; pieces: Array<Interval<number>> }>();
      const small = rules.length <= 30;
      for (let i = 0; i + 1 < starts.length; i++) {
        const port = starts[i]!;
        let mask = 0;
        const matching: CompiledRule[] = [];
        for (let r = 0; r < rules.length; r++) {
          if (contains(rules[r]!.ports, port)) {
            matching.push(rules[r]!);
            if (small) mask |= 1 << r;
          }
        }
        const key = small ? mask : matching.map((r) => r.index).join(",");
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { rules: matching, pieces: [] }));
        group.pieces.push([port, starts[i + 1]! - 1]);
      }
      result = [...groups.values()];
    }
  }
  byProtocol.set(protocol, result);
  return result;
}

/** Whether two sorted, disjoint interval lists share a point. */
function meets(a: ReadonlyArray<Interval<number>>, b: ReadonlyArray<Interval<number>>): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]![1] < b[j]![0]) i++;
    else if (b[j]![1] < a[i]![0]) j++;
    else return true;
  }
  return false;
}

const ANY_PORT: ReadonlyArray<Interval<number>> = [[0, 0]];
const NONE4: ReadonlyArray<Interval<number>> = [];
const NONE6: ReadonlyArray<Interval<bigint>> = [];

/**
 * Whether the firewall accepts any packet of the set, and what accepts the first one found
 * (undefined: every packet of the set is dropped).
 */
export function firewallAccepts(model: CompiledFirewall, set: PacketSet): Acceptance | undefined {
  const direction = model[set.direction];
  if (set.v4.length === 0 && set.v6.length === 0) return undefined;
  const plan = planDirection(direction);
  if ("tooLarge" in plan) return { by: "too-large", rules: plan.tooLarge };
  for (const protocol of set.protocols) {
    const ports = PORTED.has(protocol) ? set.ports : ANY_PORT;
    const groups = groupsOf(direction, plan.byProtocol, protocol);
    if (typeof groups === "number") return { by: "too-large", rules: groups };
    for (const group of groups) {
      if (!meets(group.pieces, ports)) continue;
      const found = acceptsOnPiece(group.rules, set, direction.policy);
      if (found) return found;
    }
  }
  return undefined;
}
