/**
 * A firewall whose rules Terraform input leaves partly unknown (RULE_UNKNOWN, RULES_UNKNOWN marks):
 * what the analysis may still say. Every finding reported must hold whatever values the unknowns
 * take (no false finding); the reasoning is per packet and cheap:
 *
 * - The known core: the compiled rules less those whose action, protocol or ports are unknown (or
 *   that are unknown as a whole); a rule whose only unknowns are address items keeps its known
 *   items (each is matched whatever the unknown items are).
 * - Each uncertain rule U has an undecided region D(U): the packets it may match but is not known
 *   to match (or, when its action is unknown, every packet it may match). An unknown address item
 *   may be anything (0.0.0.0/0 included), an unknown port list any ports, an unknown protocol any.
 * - A packet outside every D(U) of the rules before the one that decides it is decided, by the same
 *   rule, in every completion of the unknowns. So a finding whose packets are all outside the D(U)
 *   that matter is decided: for a rule's shadowing or conflict, the uncertain rules before it; for
 *   its redundancy, all of them (and the policy); for an exposure or a family gap on a port, every
 *   uncertain rule whose D(U) reaches that port, less the ports that an earlier known rule matches
 *   for every address of the family (those packets never reach U).
 *
 * Findings about an uncertain rule's own shadowing, redundancy or conflict are not decided; its
 * exposures and family gaps are, on the ports where its known parts decide (an `ipv4` of unknown
 * items next to `ipv6 = ["::/0"]`: its IPv6 exposure).
 */
import { RULE_UNKNOWN, RULES_UNKNOWN, type RuleUnknowns, type RulesUnknowns } from "../util/marks.js";
import { eachItem, someItem } from "../util/data.js";
import { isPlainObject } from "../util/text.js";
import { compileFirewallRules, PROTOCOLS, subtractRanges, type CompiledDirection, type CompiledFirewall, type CompiledRule, type Direction, type Protocol } from "./model.js";

const ALL_PORTS: ReadonlyArray<readonly [number, number]> = [[1, 65535]];
const ALL_V4: ReadonlyArray<readonly [number, number]> = [[0, 2 ** 32 - 1]];
const ALL_V6: ReadonlyArray<readonly [bigint, bigint]> = [[0n, (1n << 128n) - 1n]];

/** The undecided region of an uncertain rule (a superset of it): protocols × ports × (v4 ∪ v6). */
interface Undecided {
  /** The rule's index in its direction's list. */
  readonly index: number;
  readonly protocols: ReadonlySet<Protocol>;
  /** Port intervals (TCP and UDP; the other protocols have none). */
  readonly ports: ReadonlyArray<readonly [number, number]>;
  readonly v4: ReadonlyArray<readonly [number, number]>;
  readonly v6: ReadonlyArray<readonly [bigint, bigint]>;
}

/** What is unknown of one direction. */
export interface DirectionUnknowns {
  /** The policy is unknown. */
  readonly policy: boolean;
  /** The whole list of rules is unknown. */
  readonly list: boolean;
  /** The indexes of the rules that are uncertain in any way (address items included). */
  readonly uncertain: ReadonlySet<number>;
  /** The undecided regions, in rule order. */
  readonly undecided: readonly Undecided[];
  /** Some rule's action is unknown (or a whole rule is). */
  readonly anyAction: boolean;
  /** Some uncertain rule is known to DROP. */
  readonly uncertainDrop: boolean;
}

/** What is unknown of a firewall's rules, per direction; undefined when nothing is. */
export interface FirewallUnknowns {
  readonly inbound: DirectionUnknowns;
  readonly outbound: DirectionUnknowns;
}

const ruleMark = (rule: unknown): RuleUnknowns | undefined => {
  if (!isPlainObject(rule)) return undefined;
  const m = (rule as Record<symbol, unknown>)[RULE_UNKNOWN];
  return typeof m === "object" && m !== null ? (m as RuleUnknowns) : undefined;
};

/** Whether sorted, disjoint intervals cover [lo, hi] in one interval (merged lists: one is enough). */
function coversAll<T extends number | bigint>(intervals: ReadonlyArray<readonly [T, T]>, whole: readonly [T, T]): boolean {
  return intervals.some(([a, b]) => a <= whole[0] && b >= whole[1]);
}

/** Whether two sorted, disjoint interval lists meet: one pass over both. */
export function intersects<T extends number | bigint>(a: ReadonlyArray<readonly [T, T]>, b: ReadonlyArray<readonly [T, T]>): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [alo, ahi] = a[i]!;
    const [blo, bhi] = b[j]!;
    if (alo <= bhi && blo <= ahi) return true;
    if (ahi < bhi) i++;
    else j++;
  }
  return false;
}

/** One rule compiled alone (undefined when the API would reject it). */
function compileOne(rule: Record<string, unknown>): CompiledRule | undefined {
  return compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "DROP", inbound: [rule] }).inbound.rules[0];
}

/** The undecided region of a rule with unknowns, or undefined when it has none (its known items decide everything). */
function undecidedOf(rule: Record<string, unknown>, index: number, m: RuleUnknowns, compiled: CompiledRule | undefined): Undecided | undefined {
  const everything: Undecided = { index, protocols: new Set(PROTOCOLS), ports: ALL_PORTS, v4: ALL_V4, v6: ALL_V6 };
  if (m.whole) return everything;
  if (m.action || m.protocol || m.ports) {
    // Every packet it may match: its known parts, anything for the unknown ones.
    const probe: Record<string, unknown> = { ...rule, action: "ACCEPT" };
    if (m.protocol) probe.protocol = "TCP";
    if (m.ports) delete probe.ports;
    const may = compileOne(probe);
    if (!may) return everything;
    return {
      index,
      protocols: m.protocol ? new Set(PROTOCOLS) : new Set([may.protocol]),
      ports: m.ports || m.protocol ? ALL_PORTS : may.ports,
      v4: m.ipv4 ? ALL_V4 : may.v4,
      v6: m.ipv6 ? ALL_V6 : may.v6,
    };
  }
  // Only address items are unknown: undecided where the known items do not already match everything.
  if (!compiled) return undefined; // rejected by the API whatever the unknowns are: matches nothing
  const v4 = m.ipv4 && !coversAll(compiled.v4, ALL_V4[0]!) ? ALL_V4 : [];
  const v6 = m.ipv6 && !coversAll(compiled.v6, ALL_V6[0]!) ? ALL_V6 : [];
  if (v4.length === 0 && v6.length === 0) return undefined;
  return { index, protocols: new Set([compiled.protocol]), ports: compiled.ports, v4, v6 };
}

/**
 * What is unknown of a rules object (from its marks), and the known core of its compiled model;
 * undefined when nothing is unknown (the analysis is the usual one).
 */
export function firewallUnknowns(rules: Record<string, unknown>, compiled: CompiledFirewall): { unknowns: FirewallUnknowns; core: CompiledFirewall } | undefined {
  const top = (rules as Record<symbol, unknown>)[RULES_UNKNOWN];
  const rulesMark: RulesUnknowns = typeof top === "object" && top !== null ? (top as RulesUnknowns) : {};
  // A state file's rules carry no marks: one pass over them, nothing built.
  const marked = (d: Direction) => {
    const list = rules[d];
    return Array.isArray(list) && someItem(list as unknown[], (rule) => ruleMark(rule) !== undefined);
  };
  if (Object.keys(rulesMark).length === 0 && !marked("inbound") && !marked("outbound")) return undefined;
  let any = Object.keys(rulesMark).length > 0;
  const byDirection = {} as Record<Direction, { unknowns: DirectionUnknowns; core: CompiledDirection }>;
  for (const direction of ["inbound", "outbound"] as const) {
    const list = rules[direction];
    const uncertain = new Set<number>();
    const undecided: Undecided[] = [];
    const dropped = new Set<number>();
    let anyAction = false;
    let uncertainDrop = false;
    const byIndex = new Map(compiled[direction].rules.map((r) => [r.index, r]));
    if (Array.isArray(list)) {
      for (const [i, rule] of eachItem(list as unknown[])) {
        const m = ruleMark(rule);
        if (!m || !isPlainObject(rule)) continue;
        any = true;
        uncertain.add(i);
        if (m.whole || m.action || m.protocol || m.ports) dropped.add(i);
        if (m.whole || m.action) anyAction = true;
        else if (rule.action === "DROP") uncertainDrop = true;
        const u = undecidedOf(rule, i, m, byIndex.get(i));
        if (u) undecided.push(u);
      }
    }
    const dir = compiled[direction];
    byDirection[direction] = {
      unknowns: { policy: rulesMark[`${direction}_policy`] === true, list: rulesMark[direction] === true, uncertain, undecided, anyAction, uncertainDrop },
      core: dropped.size ? { ...dir, rules: dir.rules.filter((r) => !dropped.has(r.index)) } : dir,
    };
  }
  if (!any) return undefined;
  return {
    unknowns: { inbound: byDirection.inbound.unknowns, outbound: byDirection.outbound.unknowns },
    core: { inbound: byDirection.inbound.core, outbound: byDirection.outbound.core },
  };
}

/** Whether a region meets a compiled rule's packets. */
function meets(u: Undecided, r: CompiledRule): boolean {
  if (!u.protocols.has(r.protocol)) return false;
  if ((r.protocol === "TCP" || r.protocol === "UDP") && !intersects(u.ports, r.ports)) return false;
  return intersects(u.v4, r.v4) || intersects(u.v6, r.v6);
}

/**
 * Whether the analysis' verdict on a known rule (shadowed, in conflict: `earlierOnly`; redundant:
 * all rules and the policy) holds whatever the unknowns are.
 */
export function ruleDecided(d: DirectionUnknowns, rule: CompiledRule | undefined, earlierOnly: boolean): boolean {
  if (!rule || d.list || d.uncertain.has(rule.index)) return false;
  if (!earlierOnly && d.policy) return false;
  return !d.undecided.some((u) => (!earlierOnly || u.index < rule.index) && meets(u, rule));
}

/**
 * The ports of a protocol on which some packet of the family may be decided otherwise than the
 * known core decides it: each uncertain rule's undecided ports for that family, less the ports an
 * earlier rule of the core matches for every address of the family (no packet of them reaches it).
 */
export function undecidedPorts(d: DirectionUnknowns, core: CompiledDirection, protocol: Protocol, family: 4 | 6): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const u of d.undecided) {
    if (!u.protocols.has(protocol) || (family === 4 ? u.v4.length === 0 : u.v6.length === 0)) continue;
    const before: Array<[number, number]> = [];
    for (const r of core.rules) {
      if (r.index >= u.index || r.protocol !== protocol) continue;
      if (family === 4 ? coversAll(r.v4, ALL_V4[0]!) : coversAll(r.v6, ALL_V6[0]!)) for (const p of r.ports) before.push([p[0], p[1]]);
    }
    for (const p of subtractRanges(u.ports, before)) out.push(p);
  }
  return out;
}

/** The index of the first uncertain rule before a known rule that may match its packets otherwise than known. */
export function firstUncertainMeeting(d: DirectionUnknowns, rule: CompiledRule): number | undefined {
  for (const u of d.undecided) if (u.index < rule.index && meets(u, rule)) return u.index;
  return undefined;
}

/**
 * Rules that match at least every packet the uncertain rules before `before` may match otherwise
 * than known (one per protocol of each region; the action is no matter): with the known core's
 * rules, a model in which a rule that is reachable is reachable whatever the unknowns are.
 */
export function undecidedRules(d: DirectionUnknowns, before: number): CompiledRule[] {
  const out: CompiledRule[] = [];
  for (const u of d.undecided) {
    if (u.index >= before) continue;
    for (const protocol of PROTOCOLS) {
      if (!u.protocols.has(protocol)) continue;
      const ported = protocol === "TCP" || protocol === "UDP";
      out.push({ index: u.index, action: "DROP", protocol, ports: ported ? u.ports.map(([a, b]): [number, number] => [a, b]) : [[0, 0]], v4: u.v4.map(([a, b]): [number, number] => [a, b]), v6: u.v6.map(([a, b]): [bigint, bigint] => [a, b]) });
    }
  }
  return out;
}
