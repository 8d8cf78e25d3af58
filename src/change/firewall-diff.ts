/**
 * What a change to a firewall's rules does: the packets whose decision flips, computed exactly on
 * the ordered-rule model (src/firewall/model.ts), merged into a few readable regions.
 *
 * Per direction, protocol and family, the port axis and the address axis are cut at every
 * boundary of a rule of either ruleset into elementary segments; each segment carries two masks,
 * the rules before and the rules after that cover it. A (port segment, address segment) pair is
 * a cell in which both decisions are constant: the lowest bit of each cell mask, or the policy.
 * Cells are evaluated once per distinct pair of masks, then the flipped ones are merged: addresses
 * of one port segment, then ports sharing the same addresses and outcome.
 */
import { lowestBit, v4Segments, v6Segments, type Segments } from "../firewall/analysis.js";
import { compileFirewallRules, isCompiledFirewall, type Action, type CompiledDirection, type CompiledFirewall, type CompiledRule, type Direction, type Protocol } from "../firewall/model.js";
import { formatCidr, type Cidr } from "../net/cidr.js";

/**
 * Rules beyond this many of one protocol in one direction are not diffed (the API allows 25 in
 * all; the masks have 31 bits).
 * @example
 * ```ts
 * const many = Array(MAX_DIFFED_RULES + 1).fill({ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["10.0.0.0/8"] } });
 * diffFirewall({ inbound_policy: "DROP", outbound_policy: "ACCEPT" }, { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: many }); // [] (not diffed)
 * ```
 */
export const MAX_DIFFED_RULES = 31;

/**
 * Packets whose decision a change flips: a direction, protocol and family, the ports (inclusive
 * ranges; `[[0, 0]]` for ICMP and IPENCAP), the remote addresses (an exact cover by networks),
 * the decision before and after, and the rule that decides after (null: the policy).
 * @example
 * ```ts
 * const before = { inbound_policy: "DROP", outbound_policy: "ACCEPT" };
 * const after = { ...before, inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "5432", label: "db", addresses: { ipv4: ["0.0.0.0/0"] } }] };
 * const [flip]: FlippedRegion[] = diffFirewall(before, after);
 * flip?.text; // 'inbound TCP 5432 from 0.0.0.0/0: DROP → ACCEPT (inbound[0] "db")'
 * ```
 */
export interface FlippedRegion {
  readonly direction: Direction;
  readonly protocol: Protocol;
  readonly family: 4 | 6;
  readonly ports: Array<[number, number]>;
  readonly addresses: string[];
  readonly before: Action;
  readonly after: Action;
  /** The deciding rule after the change (its index in its direction's list), or null for the policy. */
  readonly rule: { readonly index: number; readonly label?: string } | null;
  /** One line: `inbound TCP 5432 from 0.0.0.0/0: DROP → ACCEPT (inbound[4] "db")`. */
  readonly text: string;
}

const PROTOCOLS: readonly Protocol[] = ["TCP", "UDP", "ICMP", "IPENCAP"];
const PORTED = new Set<Protocol>(["TCP", "UDP"]);
const V4_END = 2 ** 32;
const V6_END = 1n << 128n;

/** A family's address axis as elementary segments [from, to) with the rule masks of both sides. */
interface Axis {
  readonly starts: bigint[];
  readonly before: number[];
  readonly after: number[];
}

/** Merges two sweeps into segments covering the whole address space, each with both masks. */
function mergeAxes(b: Segments, a: Segments, end: bigint): Axis {
  const starts: bigint[] = [0n];
  const before: number[] = [0];
  const after: number[] = [0];
  let i = 0;
  let j = 0;
  let mb = 0;
  let ma = 0;
  while (i < b.starts.length || j < a.starts.length) {
    const nb = i < b.starts.length ? BigInt(b.starts[i]!) : end;
    const na = j < a.starts.length ? BigInt(a.starts[j]!) : end;
    const at = nb < na ? nb : na;
    if (at >= end) break;
    if (nb === at) mb = b.masks[i++]!;
    if (na === at) ma = a.masks[j++]!;
    if (starts[starts.length - 1] === at) {
      before[before.length - 1] = mb;
      after[after.length - 1] = ma;
    } else {
      starts.push(at);
      before.push(mb);
      after.push(ma);
    }
  }
  return { starts, before, after };
}

/** Port segments covering the whole port axis ([1, 65535], or the one point 0 without ports), with both masks. */
function portAxis(protocol: Protocol, before: readonly CompiledRule[], after: readonly CompiledRule[]): Array<[number, number, number, number]> {
  const [lo, hi] = PORTED.has(protocol) ? [1, 65535] : [0, 0];
  const events: Array<[number, number, number]> = []; // [position, before bit, after bit]
  before.forEach((r, k) => r.ports.forEach(([from, to]) => events.push([from, 1 << k, 0], [to + 1, 1 << k, 0])));
  after.forEach((r, k) => r.ports.forEach(([from, to]) => events.push([from, 0, 1 << k], [to + 1, 0, 1 << k])));
  events.sort((x, y) => x[0] - y[0]);
  const segments: Array<[number, number, number, number]> = [];
  let mb = 0;
  let ma = 0;
  let at = lo;
  let e = 0;
  while (at <= hi) {
    while (e < events.length && events[e]![0] <= at) {
      mb ^= events[e]![1];
      ma ^= events[e]![2];
      e++;
    }
    const next = e < events.length ? Math.min(events[e]![0] - 1, hi) : hi;
    segments.push([at, next, mb, ma]);
    at = next + 1;
  }
  return segments;
}

/** The fewest networks that cover [from, to) exactly. */
function cover(from: bigint, to: bigint, family: 4 | 6): string[] {
  const bits = family === 4 ? 32 : 128;
  const out: string[] = [];
  let lo = from;
  while (lo < to) {
    let size = 1n;
    let prefix = bits;
    // The largest aligned block at lo that fits.
    while (prefix > 0 && lo % (size * 2n) === 0n && lo + size * 2n <= to) {
      size *= 2n;
      prefix--;
    }
    const cidr: Cidr = { family, prefix, first: lo, last: lo + size - 1n, hostBitsSet: false };
    out.push(formatCidr(cidr));
    lo += size;
  }
  return out;
}

/** The parts of [0, end) that sorted, disjoint half-open intervals leave out. */
function complement(intervals: ReadonlyArray<[bigint, bigint]>, end: bigint): Array<[bigint, bigint]> {
  const out: Array<[bigint, bigint]> = [];
  let at = 0n;
  for (const [lo, hi] of [...intervals].sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0))) {
    if (lo > at) out.push([at, lo]);
    if (hi > at) at = hi;
  }
  if (at < end) out.push([at, end]);
  return out;
}

/** Sorted, adjacent ranges joined. */
function mergePorts(ports: Array<[number, number]>): Array<[number, number]> {
  ports.sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of ports) {
    const last = merged[merged.length - 1];
    if (last && last[1] + 1 >= from) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

function portText(ports: ReadonlyArray<[number, number]>, protocol: Protocol): string {
  if (!PORTED.has(protocol)) return "";
  if (ports.length === 1 && ports[0]![0] === 1 && ports[0]![1] === 65535) return " all ports";
  return ` ${ports.map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)).join(", ")}`;
}

function diffFamily(direction: Direction, protocol: Protocol, family: 4 | 6, b: CompiledDirection, a: CompiledDirection, bRules: CompiledRule[], aRules: CompiledRule[], out: FlippedRegion[]): void {
  const positions = (rules: readonly CompiledRule[]) => rules.map((_, k) => k);
  const segs = family === 4 ? [v4Segments(bRules, positions(bRules)), v4Segments(aRules, positions(aRules))] : [v6Segments(bRules, positions(bRules)), v6Segments(aRules, positions(aRules))];
  const end = family === 4 ? BigInt(V4_END) : V6_END;
  const axis = mergeAxes(segs[0]!, segs[1]!, end);
  const ports = portAxis(protocol, bRules, aRules);
  // Flipped address intervals per port segment, keyed by outcome; each distinct mask pair once.
  const byOutcome = new Map<string, { ports: Array<[number, number]>; addresses: Array<[bigint, bigint]>; before: Action; after: Action; rule: number | null }>();
  // Outcome of a cell by (first rule before + 1, first rule after + 1): null when nothing flips.
  const outcomes: Array<string | null | undefined> = new Array(33 * 33);
  // Port segments with the same pair of masks flip the same addresses: each distinct pair once.
  const portsByPair = new Map<string, Array<[number, number, number, number]>>();
  for (const segment of ports) {
    const pair = `${segment[2]}:${segment[3]}`;
    const list = portsByPair.get(pair);
    if (list) list.push(segment);
    else portsByPair.set(pair, [segment]);
  }
  for (const segments of portsByPair.values()) {
    const [, , pb, pa] = segments[0]!;
    let current: { key: string; lo: bigint; hi: bigint } | undefined;
    const intervals = new Map<string, Array<[bigint, bigint]>>();
    const flush = () => {
      if (!current) return;
      const list = intervals.get(current.key);
      if (list) list.push([current.lo, current.hi]);
      else intervals.set(current.key, [[current.lo, current.hi]]);
      current = undefined;
    };
    for (let i = 0; i < axis.starts.length; i++) {
      // A cell's outcome depends only on the first matching rule of each side (or none).
      const cb = pb & axis.before[i]!;
      const ca = pa & axis.after[i]!;
      const first = cb ? lowestBit(cb) + 1 : 0;
      const second = ca ? lowestBit(ca) + 1 : 0;
      let key = outcomes[first * 33 + second];
      if (key === undefined) {
        const before = first ? bRules[first - 1]!.action : b.policy;
        const after = second ? aRules[second - 1]!.action : a.policy;
        key = before === after ? null : `${before}>${after}>${second - 1}`;
        outcomes[first * 33 + second] = key;
      }
      const lo = axis.starts[i]!;
      const hi = i + 1 < axis.starts.length ? axis.starts[i + 1]! : end;
      if (key === null) {
        flush();
        continue;
      }
      if (current && current.key === key && current.hi === lo) current.hi = hi;
      else {
        flush();
        current = { key, lo, hi };
      }
    }
    flush();
    for (const [key, addresses] of intervals) {
      const merged = `${key}|${addresses.map(([x, y]) => `${x}-${y}`).join(",")}`;
      let group = byOutcome.get(merged);
      if (!group) {
        const [before, after, rule] = key.split(">");
        group = { ports: [], addresses, before: before as Action, after: after as Action, rule: Number(rule) < 0 ? null : Number(rule) };
        byOutcome.set(merged, group);
      }
      for (const [from, to] of segments) group.ports.push([from, to]);
    }
  }
  for (const g of byOutcome.values()) {
    g.ports = mergePorts(g.ports);
    const ruleIndex = g.rule === null ? null : aRules[g.rule]!;
    const rule = ruleIndex === null ? null : { index: ruleIndex.index, ...(ruleIndex.label !== undefined ? { label: ruleIndex.label } : {}) };
    const addresses = g.addresses.flatMap(([lo, hi]) => cover(lo, hi, family));
    // "All but a few networks" reads better as such than as the networks around them.
    const rest = complement(g.addresses, end).flatMap(([lo, hi]) => cover(lo, hi, family));
    const where = rest.length > 0 && rest.length < addresses.length ? `${family === 4 ? "0.0.0.0/0" : "::/0"} except ${rest.join(", ")}` : addresses.join(", ");
    const decider = rule === null ? `${direction} policy` : `${direction}[${rule.index}]${rule.label !== undefined ? ` ${JSON.stringify(rule.label)}` : ""}`;
    const text = `${direction} ${protocol}${portText(g.ports, protocol)} ${direction === "inbound" ? "from" : "to"} ${where}: ${g.before} → ${g.after} (${decider})`;
    out.push({ direction, protocol, family, ports: PORTED.has(protocol) ? g.ports : [[0, 0]], addresses, before: g.before, after: g.after, rule, text });
  }
}

/**
 * The packets whose decision changes from `before` to `after` (rules objects, or firewalls
 * compiled by compileFirewallRules), as few regions as the merging finds, in direction,
 * protocol and family order. Total: rules that do not compile are left out on both sides, as the
 * model does; a direction with more than MAX_DIFFED_RULES rules of one protocol is not diffed.
 * @example
 * ```ts
 * const before = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] };
 * diffFirewall(before, { ...before, inbound: [] }).map((f) => f.text); // ["inbound TCP 22 from 203.0.113.0/24: ACCEPT → DROP (inbound policy)"]
 * ```
 */
export function diffFirewall(before: unknown, after: unknown): FlippedRegion[] {
  const b: CompiledFirewall = isCompiledFirewall(before) ? before : compileFirewallRules(before);
  const a: CompiledFirewall = isCompiledFirewall(after) ? after : compileFirewallRules(after);
  const out: FlippedRegion[] = [];
  for (const direction of ["inbound", "outbound"] as const) {
    for (const protocol of PROTOCOLS) {
      const bRules = b[direction].rules.filter((r) => r.protocol === protocol);
      const aRules = a[direction].rules.filter((r) => r.protocol === protocol);
      if (bRules.length > MAX_DIFFED_RULES || aRules.length > MAX_DIFFED_RULES) continue;
      for (const family of [4, 6] as const) diffFamily(direction, protocol, family, b[direction], a[direction], bRules, aRules, out);
    }
  }
  return out;
}
