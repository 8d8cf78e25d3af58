/**
 * An exact model of what a firewall's rules do. The API evaluates rules in order and the first
 * matching rule decides, over the direction's default policy. Each rule is compiled into a match
 * set: a protocol, a set of port intervals and, per address family, a set of address intervals
 * (sorted, disjoint, merged), so membership is a binary search and set algebra is a sweep.
 */
import { parseCidr, scanIpv4Network } from "../net/cidr.js";
import { parseIp } from "../net/ip.js";
import { parsePorts } from "../net/ports.js";
import { eachItem, everyItem } from "../util/data.js";
import { isPlainObject } from "../util/text.js";

/**
 * A direction of traffic: inbound (the remote address is the source) or outbound (the destination).
 * @example
 * ```ts
 * const direction: Direction = "inbound";
 * ```
 */
export type Direction = "inbound" | "outbound";
/**
 * What a rule or policy does with a packet.
 * @example
 * ```ts
 * const action: Action = "DROP";
 * ```
 */
export type Action = "ACCEPT" | "DROP";
/**
 * A rule's protocol: TCP, UDP, ICMP or IPENCAP (the API has no ALL).
 * @example
 * ```ts
 * const protocol: Protocol = "IPENCAP";
 * ```
 */
export type Protocol = "TCP" | "UDP" | "ICMP" | "IPENCAP";

export const PROTOCOLS: readonly Protocol[] = ["TCP", "UDP", "ICMP", "IPENCAP"];
const PORTED = new Set<string>(["TCP", "UDP"]);
/** Ports of protocols that have none: one pseudo-port, so every rule of them spans the axis. */
const NO_PORT: Array<[number, number]> = [[0, 0]];
const ALL_PORTS: Array<[number, number]> = [[1, 65535]];

/**
 * One rule as match sets: protocol, port intervals and address intervals per family.
 * @example
 * ```ts
 * const [rule]: CompiledRule[] = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }).inbound.rules;
 * rule?.v4; // [[3405803776, 3405804031]]
 * ```
 */
export interface CompiledRule {
  /** Index of the rule in its direction's list. */
  readonly index: number;
  readonly action: Action;
  readonly protocol: Protocol;
  /** Inclusive port intervals, sorted and disjoint; [[0, 0]] for ICMP and IPENCAP. */
  readonly ports: Array<[number, number]>;
  /** Inclusive address intervals per family, sorted, disjoint and merged (IPv4 as numbers, exact below 2^32). */
  readonly v4: Array<[number, number]>;
  readonly v6: Array<[bigint, bigint]>;
  readonly label?: string;
}

/**
 * One direction of a compiled firewall: its policy and the rules that compiled, in order.
 * @example
 * ```ts
 * const inbound: CompiledDirection = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }).inbound;
 * inbound.policy; // "DROP"
 * ```
 */
export interface CompiledDirection {
  readonly direction: Direction;
  readonly policy: Action;
  /** Rules that compiled, in order. Rules the API would reject are left out (syntax rules report them). */
  readonly rules: CompiledRule[];
}

/**
 * A rules object compiled into exact match sets per direction (the model evaluateFirewall and analyzeFirewall use).
 * @example
 * ```ts
 * const model: CompiledFirewall = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] });
 * analyzeFirewall(model).openPolicies; // []
 * ```
 */
export interface CompiledFirewall {
  readonly inbound: CompiledDirection;
  readonly outbound: CompiledDirection;
}

/** Sorts intervals (in place) and merges those that overlap or touch (`next` is the value after one). */
export function mergeIntervals<T extends number | bigint>(list: Array<[T, T]>, next: (v: T) => T): Array<[T, T]> {
  list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const merged: Array<[T, T]> = [];
  for (const [lo, hi] of list) {
    const last = merged[merged.length - 1];
    if (last && lo <= next(last[1])) {
      if (hi > last[1]) last[1] = hi;
    } else merged.push([lo, hi]);
  }
  return merged;
}

// Parsed networks by text. Real rulesets repeat the same office and partner networks across rules
// and firewalls; bounded so that hostile input cannot grow it without limit.
const CACHE_LIMIT = 100_000;
const v4Cache = new Map<string, [number, number] | null>();
const v6Cache = new Map<string, [bigint, bigint] | null>();

function cached<T>(cache: Map<string, T | null>, text: string, parse: (t: string) => T | undefined): T | undefined {
  const hit = cache.get(text);
  if (hit !== undefined) return hit ?? undefined;
  const value = parse(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, value ?? null);
  return value;
}

const parseV6 = (t: string): [bigint, bigint] | undefined => {
  const r = parseCidr(t, { family: 6 });
  return r.ok ? [r.value.first, r.value.last] : undefined;
};

/** IPv4 networks merged with a native numeric sort of packed keys (start * 2^20 + index, exact). */
function compileV4(list: unknown): Array<[number, number]> {
  if (!Array.isArray(list) || list.length === 0) return [];
  const found: Array<[number, number]> = [];
  for (const [, entry] of eachItem(list)) {
    if (typeof entry !== "string") continue;
    const net = cached(v4Cache, entry, scanIpv4Network);
    if (net) found.push(net);
  }
  if (found.length < 2 || found.length >= 2 ** 20) return found.length < 2 ? found.map((n) => [n[0], n[1]]) : mergeIntervals(found.map((n) => [n[0], n[1]]), (v) => v + 1);
  const keys = new Float64Array(found.length);
  for (let i = 0; i < found.length; i++) keys[i] = found[i]![0] * 1048576 + i;
  keys.sort();
  const merged: Array<[number, number]> = [];
  for (let k = 0; k < keys.length; k++) {
    const [lo, hi] = found[keys[k]! % 1048576]!;
    const last = merged[merged.length - 1];
    if (last && lo <= last[1] + 1) {
      if (hi > last[1]) last[1] = hi;
    } else merged.push([lo, hi]);
  }
  return merged;
}

function compileV6(list: unknown): Array<[bigint, bigint]> {
  if (!Array.isArray(list)) return [];
  const intervals: Array<[bigint, bigint]> = [];
  for (const [, entry] of eachItem(list)) {
    if (typeof entry !== "string") continue;
    const net = cached(v6Cache, entry, parseV6);
    if (net) intervals.push([net[0], net[1]]);
  }
  return mergeIntervals(intervals, (v) => v + 1n);
}

function compileRule(rule: unknown, index: number): CompiledRule | undefined {
  if (!isPlainObject(rule)) return undefined;
  const { action, protocol, ports, addresses, label } = rule;
  if ((action !== "ACCEPT" && action !== "DROP") || typeof protocol !== "string" || !(PROTOCOLS as readonly string[]).includes(protocol)) return undefined;
  let portSet: Array<[number, number]>;
  if (!PORTED.has(protocol)) {
    if (ports !== undefined && ports !== null) return undefined; // refused by the API
    portSet = NO_PORT;
  } else if (ports === undefined || ports === null) {
    portSet = ALL_PORTS;
  } else {
    if (typeof ports !== "string") return undefined;
    const parsed = parsePorts(ports);
    if (parsed.problems.length > 0) return undefined;
    portSet = mergeIntervals(
      parsed.pieces.map((p): [number, number] => [p.start, p.end]),
      (v) => v + 1,
    );
  }
  if (!isPlainObject(addresses)) return undefined;
  return {
    index,
    action,
    protocol: protocol as Protocol,
    ports: portSet,
    v4: compileV4(addresses.ipv4),
    v6: compileV6(addresses.ipv6),
    ...(typeof label === "string" ? { label } : {}),
  };
}

function compileDirection(rules: Record<string, unknown>, direction: Direction): CompiledDirection {
  const policyValue = rules[`${direction}_policy`];
  const list = rules[direction];
  const compiled: CompiledRule[] = [];
  // The rules a list holds (a sparse list costs what it holds, not its length).
  if (Array.isArray(list)) {
    for (const [i, rule] of eachItem(list)) {
      const c = compileRule(rule, i);
      if (c) compiled.push(c);
    }
  }
  return { direction, policy: policyValue === "ACCEPT" ? "ACCEPT" : "DROP", rules: compiled };
}

/**
 * Compiles a rules object. Total: anything that does not compile is left out (a missing or
 * invalid policy is taken as DROP, the safe reading), so analysis runs on what the API would
 * evaluate while the syntax rules report the rest.
 * @example
 * ```ts
 * const model = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] });
 * model.inbound.rules[0]?.ports; // [[22, 22]]
 * ```
 */
export function compileFirewallRules(rules: unknown): CompiledFirewall {
  const r = isPlainObject(rules) ? rules : {};
  return { inbound: compileDirection(r, "inbound"), outbound: compileDirection(r, "outbound") };
}

/**
 * The parts of sorted, disjoint, inclusive port ranges `from` that no range of `less` covers
 * (`less` in any order, overlapping or not): one sort of `less`, then one pass over both.
 * @example
 * ```ts
 * subtractRanges([[1, 100]], [[22, 23], [50, 60]]); // [[1, 21], [24, 49], [61, 100]]
 * ```
 */
export function subtractRanges(from: ReadonlyArray<readonly [number, number]>, less: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const removed = [...less].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  let j = 0;
  for (const [lo, hi] of from) {
    let start = lo;
    while (j < removed.length && removed[j]![1] < start) j++;
    for (let k = j; start <= hi && k < removed.length && removed[k]![0] <= hi; k++) {
      const [a, b] = removed[k]!;
      if (a > start) out.push([start, a - 1]);
      start = Math.max(start, b + 1);
    }
    if (start <= hi) out.push([start, hi]);
  }
  return out;
}

/** Whether a value lies in sorted, disjoint intervals (a binary search). */
export function contains<T extends number | bigint>(intervals: ReadonlyArray<readonly [T, T]>, value: T): boolean {
  const i = firstEndingAtOrAfter(intervals, value);
  return i < intervals.length && intervals[i]![0] <= value;
}

/** The index of the first of sorted, disjoint intervals that ends at or after `value` (the length when none does). */
export function firstEndingAtOrAfter<T extends number | bigint>(intervals: ReadonlyArray<readonly [T, T]>, value: T): number {
  let lo = 0;
  let hi = intervals.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (intervals[mid]![1] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A packet to decide: direction, protocol, port (TCP and UDP) and remote address.
 * @example
 * ```ts
 * const packet: Packet = { direction: "inbound", protocol: "TCP", port: 5432, address: "198.51.100.7" };
 * evaluateFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }), packet); // { decision: "DROP", rule: null, … }
 * ```
 */
export interface Packet {
  direction: Direction;
  protocol: Protocol | string;
  /** Required for TCP and UDP; ignored for ICMP and IPENCAP. */
  port?: number;
  /** The remote address: the source for inbound traffic, the destination for outbound. */
  address: string;
}

/**
 * The decision for a packet: the action, the deciding rule's index (null for the policy) and label.
 * @example
 * ```ts
 * const result = evaluateFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }), { direction: "outbound", protocol: "UDP", port: 53, address: "192.0.2.1" });
 * if (!("error" in result)) { const decision: Decision = result; decision.rule; } // null: the policy decided
 * ```
 */
export interface Decision {
  decision: Action;
  /** Index of the deciding rule in its direction's list, or null when the policy decided. */
  rule: number | null;
  direction: Direction;
  label?: string;
}

/**
 * Why a packet could not be evaluated (a malformed address, a missing port).
 * @example
 * ```ts
 * const result = evaluateFirewall(compileFirewallRules({}), { direction: "inbound", protocol: "TCP", address: "not-an-ip" });
 * if ("error" in result) { const problem: PacketProblem = result; problem.error; }
 * ```
 */
export type PacketProblem = { error: string };

/** Does this compiled rule match the packet? */
export function ruleMatches(rule: CompiledRule, protocol: string, port: number, family: 4 | 6, address: bigint): boolean {
  if (rule.protocol !== protocol) return false;
  if (PORTED.has(protocol) && !contains(rule.ports, port)) return false;
  return family === 4 ? contains(rule.v4, Number(address)) : contains(rule.v6, address);
}

/**
 * The decision for a packet: the first matching rule's action, else the policy. Accepts a rules
 * object or a compiled firewall. Returns { error } for a packet that is not well formed.
 * @example
 * ```ts
 * const model = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] });
 * evaluateFirewall(model, { direction: "inbound", protocol: "TCP", port: 22, address: "203.0.113.9" }); // { decision: "ACCEPT", rule: 0, direction: "inbound" }
 * ```
 */
export function evaluateFirewall(rules: unknown, packet: Packet): Decision | PacketProblem {
  if (typeof packet !== "object" || packet === null) return { error: "the packet must be an object { direction, protocol, port, address }" };
  const compiled = isCompiledFirewall(rules) ? rules : compileFirewallRules(rules);
  if (packet.direction !== "inbound" && packet.direction !== "outbound") return { error: `direction must be inbound or outbound, not ${describeValue(packet.direction)}` };
  if (!(PROTOCOLS as readonly unknown[]).includes(packet.protocol)) return { error: `protocol must be one of ${PROTOCOLS.join(", ")}, not ${describeValue(packet.protocol)}` };
  const ported = PORTED.has(packet.protocol);
  if (ported && !(typeof packet.port === "number" && Number.isInteger(packet.port) && packet.port >= 1 && packet.port! <= 65535)) return { error: `a ${packet.protocol} packet needs a port from 1 to 65535` };
  const address = typeof packet.address === "string" ? parseIp(packet.address) : undefined;
  if (!address?.ok) return { error: `address ${describeValue(packet.address)} is not an IP address${address && !address.ok ? `: ${address.reason}` : ""}` };
  const direction = compiled[packet.direction];
  const port = ported ? packet.port! : 0;
  for (const rule of direction.rules) {
    if (ruleMatches(rule, packet.protocol, port, address.value.family, address.value.value)) {
      return { decision: rule.action, rule: rule.index, direction: packet.direction, ...(rule.label !== undefined ? { label: rule.label } : {}) };
    }
  }
  return { decision: direction.policy, rule: null, direction: packet.direction };
}

/**
 * A compiler of rules objects that compiles each (by identity) once: one per run, so that the
 * built-in analysis and the organisation policies share the models and a later run sees edits.
 */
export function firewallModels(): (rules: unknown) => CompiledFirewall {
  const models = new WeakMap<object, CompiledFirewall>();
  return (rules) => {
    if (!isPlainObject(rules)) return compileFirewallRules(rules);
    let model = models.get(rules);
    if (!model) models.set(rules, (model = compileFirewallRules(rules)));
    return model;
  };
}

/** A list of [from, to] intervals of one type, every slot filled (what the analysis walks). */
function isIntervals(value: unknown, type: "number" | "bigint"): boolean {
  if (!Array.isArray(value)) return false;
  let n = 0;
  const whole = everyItem(value, (pair) => {
    n++;
    return Array.isArray(pair) && pair.length === 2 && typeof pair[0] === type && typeof pair[1] === type;
  });
  return whole && n === value.length;
}

/**
 * A value is used as a compiled firewall only when it has the whole shape, down to each interval
 * and without holes (else it is compiled as rules): a hand-made one that does not would make the
 * analysis read what is not there.
 */
export function isCompiledFirewall(value: unknown): value is CompiledFirewall {
  if (!isPlainObject(value)) return false;
  return (["inbound", "outbound"] as const).every((d) => {
    const dir = value[d];
    if (!isPlainObject(dir) || (dir.policy !== "ACCEPT" && dir.policy !== "DROP") || !Array.isArray(dir.rules)) return false;
    let n = 0;
    for (const [, r] of eachItem(dir.rules as unknown[])) {
      const ok = isPlainObject(r) && typeof r.index === "number" && isIntervals(r.ports, "number") && isIntervals(r.v4, "number") && isIntervals(r.v6, "bigint") && typeof r.protocol === "string";
      if (!ok) return false;
      n++;
    }
    return n === dir.rules.length;
  });
}

/** A value named in a message, whatever it is (never throws: BigInts, symbols, objects). */
function describeValue(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : typeof value === "object" && value !== null ? "an object" : String(typeof value === "symbol" ? "a symbol" : value);
}
