/**
 * The exposure analysis as it was before issue 24 (commit c6eefe5, src/firewall/analysis.ts),
 * kept verbatim but for its imports, as the reference of the differential property test in
 * analysis-differential.test.ts: the rewrite must give identical output on every firewall.
 */
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
import { eachItem } from "../../src/util/data.js";
import { compileFirewallRules, isCompiledFirewall, type Action, type CompiledDirection, type CompiledFirewall, type CompiledRule, type Direction, type Protocol } from "../../src/firewall/model.js";

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

/** Sorted, merged, inclusive ranges of the valid ports (1..65535) of a list; anything else is ignored. */
function portRanges(ports: readonly unknown[]): Array<[number, number]> {
  const valid: number[] = [];
  for (const [, p] of eachItem(ports)) if (typeof p === "number" && Number.isInteger(p) && p >= 1 && p <= 65535) valid.push(p);
  valid.sort((a, b) => a - b);
  const ranges: Array<[number, number]> = [];
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
function sensitivePieces(sensitive: ReadonlyArray<[number, number]>, segments: ReadonlyArray<[number, number, number]>): Array<[number, number, number]> {
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



const V4_MAX = (1n << 32n) - 1n;
const V6_MAX = (1n << 128n) - 1n;

/** Address segments of one family: boundaries in order, with the rule mask from each boundary on. */
export interface Segments {
  /** Numbers for IPv4 (exact), BigInts for IPv6; compared against BigInt limits, which JS allows. */
  readonly starts: Array<number | bigint>;
  readonly masks: number[];
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

export function v6Segments(rules: readonly CompiledRule[], positions: readonly number[]): Segments {
  const events: Array<{ at: bigint; bit: number }> = [];
  for (let r = 0; r < rules.length; r++) {
    for (const [lo, hi] of rules[r]!.v6) {
      events.push({ at: lo, bit: 1 << positions[r]! });
      events.push({ at: hi + 1n, bit: 1 << positions[r]! });
    }
  }
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return sweep(events.length, (i) => events[i]!.at, (i) => events[i]!.bit);
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

/**
 * Whether every address of a family is accepted, or none is, for rules covering a port (mask).
 * When all are, also how many addresses each accepting rule decides (its width, to blame the
 * widest): a second pass, only then, so the common case stays one cheap loop.
 */
function familyOutcome(seg: Segments, portMask: number, actions: readonly Action[], policy: Action, family: 4 | 6): { all: boolean; none: boolean; deciders: Map<number, number> } {
  const deciders = new Map<number, number>();
  let all = true;
  let none = true;
  const max = family === 4 ? V4_MAX : V6_MAX;
  const accepts = (mask: number) => {
    const cell = mask & portMask;
    return (cell ? actions[lowestBit(cell)]! : policy) === "ACCEPT";
  };
  const decide = (mask: number) => {
    if (accepts(mask)) none = false;
    else all = false;
  };
  // The stretch before the first boundary (if any) matches no rule.
  if (seg.starts.length === 0 || seg.starts[0]! > 0) decide(0);
  for (let i = 0; i < seg.starts.length; i++) {
    if (seg.starts[i]! > max) break;
    decide(seg.masks[i]!);
    if (!all && !none) break;
  }
  if (all) {
    // Widths as doubles: exact for IPv4, close enough for IPv6 to tell the widest rule.
    const end = Number(max) + 1;
    for (let i = 0; i < seg.starts.length; i++) {
      const cell = seg.masks[i]! & portMask;
      if (!cell || seg.starts[i]! > max) continue;
      const from = Number(seg.starts[i]!);
      const to = i + 1 < seg.starts.length ? Math.min(Number(seg.starts[i + 1]!), end) : end;
      const rule = lowestBit(cell);
      deciders.set(rule, (deciders.get(rule) ?? 0) + (to - from));
    }
  }
  return { all, none, deciders };
}

/** The widest of the deciding rules (ties: the first), and the others in rule order. */
function blame(deciders: ReadonlyMap<number, number>): { widest: number; others: number[] } {
  let widest = -1;
  let width = -1;
  for (const [rule, w] of [...deciders].sort((a, b) => a[0] - b[0])) {
    if (w > width) {
      widest = rule;
      width = w;
    }
  }
  return { widest, others: [...deciders.keys()].filter((r) => r !== widest).sort((a, b) => a - b) };
}

interface Accumulator {
  reachable: number;
  coveredBy: number[];
  notRedundant: number;
  conflictWith: number[];
}

interface ResolvedOptions {
  readonly sensitivePorts: ReadonlyArray<[number, number]>;
}

function analyzeDirection(dir: CompiledDirection, options: ResolvedOptions, result: FirewallAnalysis): void {
  const rules = dir.rules;
  if (rules.length > MAX_ANALYSED_RULES) return;
  if (dir.policy === "ACCEPT" && !rules.some((r) => r.action === "DROP")) result.openPolicies.push(dir.direction);
  const n = rules.length;
  const acc: Accumulator = { reachable: 0, coveredBy: new Array(n).fill(0), notRedundant: 0, conflictWith: new Array(n).fill(0) };
  const actions = rules.map((r) => r.action);
  const hasMatches = rules.map((r) => r.v4.length + r.v6.length > 0);

  for (const protocol of ["TCP", "UDP", "ICMP", "IPENCAP"] as const) {
    const members: number[] = [];
    for (let i = 0; i < n; i++) if (rules[i]!.protocol === protocol) members.push(i);
    // With no rule for TCP or UDP the policy still decides whether ports are open.
    if (members.length === 0 && protocol !== "TCP" && protocol !== "UDP") continue;
    const group = members.map((i) => rules[i]!);
    const bits = members.map((i) => 1 << i);
    const ports = portMasks(group, bits);
    const segs = { 4: v4Segments(group, members), 6: v6Segments(group, members) };
    for (const family of [4, 6] as const) {
      const addressMasks = new Set(segs[family].masks.filter((m) => m !== 0));
      const cells = new Set<number>();
      for (const pm of ports.distinct) for (const am of addressMasks) if (pm & am) cells.add(pm & am);
      for (const cell of cells) {
        const first = lowestBit(cell);
        acc.reachable |= 1 << first;
        for (let rest = cell & ~(1 << first); rest; rest &= rest - 1) {
          const i = lowestBit(rest);
          acc.coveredBy[i]! |= cell & ((1 << i) - 1);
          if (actions[i] !== actions[first]) acc.conflictWith[i]! |= 1 << first;
        }
        const rest = cell & ~(1 << first);
        const without = rest ? actions[lowestBit(rest)] : dir.policy;
        if (without !== actions[first]) acc.notRedundant |= 1 << first;
      }
    }
    if (protocol === "TCP" || protocol === "UDP") checkOpenPorts(dir, protocol, ports, segs, actions, options, result);
  }

  const indexes = (mask: number) => {
    const out: number[] = [];
    for (let m = mask; m; m &= m - 1) out.push(rules[lowestBit(m)]!.index);
    return out;
  };
  for (let i = 0; i < n; i++) {
    const rule = rules[i]!.index;
    const bit = 1 << i;
    if (!hasMatches[i]) continue;
    if (!(acc.reachable & bit)) {
      result.shadowed.push({ direction: dir.direction, rule, related: indexes(acc.coveredBy[i]!) });
      continue;
    }
    if (!(acc.notRedundant & bit)) result.redundant.push({ direction: dir.direction, rule, related: [] });
    if (acc.conflictWith[i]) result.conflicts.push({ direction: dir.direction, rule, related: indexes(acc.conflictWith[i]!) });
  }
}

/** Exposure (inbound, sensitive ports open to a whole family) and family gaps (open to one family, closed to the other). */
function checkOpenPorts(
  dir: CompiledDirection,
  protocol: Protocol,
  ports: ReturnType<typeof portMasks>,
  segs: Record<4 | 6, Segments>,
  actions: readonly Action[],
  options: ResolvedOptions,
  result: FirewallAnalysis,
): void {
  const ruleIndex = (bit: number) => dir.rules[bit]!.index;
  if (dir.direction === "inbound") {
    const pieces = sensitivePieces(options.sensitivePorts, ports.segments);
    for (const family of [4, 6] as const) {
      // The outcome depends on the port only through the mask of rules covering it: once per mask.
      const outcomes = new Map<number, ReturnType<typeof familyOutcome>>();
      const byDecider = new Map<number | null, { ports: Array<[number, number]>; contributors: Set<number> }>();
      for (const [from, to, pm] of pieces) {
        if (pm === 0 && dir.policy === "DROP") continue;
        let outcome = outcomes.get(pm);
        if (!outcome) outcomes.set(pm, (outcome = familyOutcome(segs[family], pm, actions, dir.policy, family)));
        if (!outcome.all) continue;
        const blamed = outcome.deciders.size ? blame(outcome.deciders) : undefined;
        const decider = blamed ? ruleIndex(blamed.widest) : null;
        let group = byDecider.get(decider);
        if (!group) byDecider.set(decider, (group = { ports: [], contributors: new Set() }));
        pushRange(group.ports, from, to);
        for (const other of blamed?.others ?? []) group.contributors.add(ruleIndex(other));
      }
      for (const [rule, group] of byDecider) {
        result.exposures.push({ direction: dir.direction, rule, contributors: [...group.contributors].filter((r) => r !== rule).sort((a, b) => a - b), protocol, family, ports: group.ports });
      }
    }
  }
  // Family gaps: for each port segment some rule covers, one family fully open and the other fully closed.
  const gaps = new Map<string, FamilyGapFinding>();
  for (const [from, to, pm] of ports.segments) {
    const v4 = familyOutcome(segs[4], pm, actions, dir.policy, 4);
    const v6 = familyOutcome(segs[6], pm, actions, dir.policy, 6);
    const open = v4.all && v6.none ? 4 : v6.all && v4.none ? 6 : undefined;
    if (open === undefined) continue;
    const deciders = open === 4 ? v4.deciders : v6.deciders;
    if (deciders.size === 0) continue; // the policy, not a rule, decides: nothing to point at
    const blamed = blame(deciders);
    const rule = ruleIndex(blamed.widest);
    const key = `${rule}:${open}`;
    const gap = gaps.get(key) ?? { direction: dir.direction, rule, contributors: [] as number[], protocol, openFamily: open, ports: [] };
    gap.ports.push([from, to]);
    for (const other of blamed.others) if (!gap.contributors.includes(ruleIndex(other))) gap.contributors.push(ruleIndex(other));
    gaps.set(key, gap);
  }
  for (const gap of gaps.values()) gap.contributors.sort((a, b) => a - b);
  result.familyGaps.push(...gaps.values());
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
  const ports = typeof options === "object" && options !== null ? options.sensitivePorts : undefined;
  const full: ResolvedOptions = { sensitivePorts: portRanges(Array.isArray(ports) ? ports : DEFAULT_SENSITIVE_PORTS) };
  analyzeDirection(compiled.inbound, full, result);
  analyzeDirection(compiled.outbound, full, result);
  return result;
}
