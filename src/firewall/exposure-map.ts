/**
 * What a firewall does, as a picture's data: for each direction and ported protocol (TCP, UDP),
 * each row of sources (all of IPv4, all of IPv6, the private ranges, and each network the rules
 * name) is cut into bands of ports, each decided by one rule (its first match) or by the policy.
 * A band's decision is what evaluateFirewall (and so `cloudlint explain`) answers for any port of
 * the band from the row's address: the same first-match model, computed per row by painting each
 * rule's ports in order over the ports not yet decided.
 *
 * Bounded: at most MAX_EXPOSURE_ROWS network rows (the rest are counted, not drawn) and
 * MAX_DRAWN_RULES rules per direction (the API allows 25 in all); the painting is near-linear in
 * the rules' port pieces.
 */
import { parseCidr, type Cidr } from "../net/cidr.js";
import { formatIp, parseIp, type IpAddress, type IpFamily } from "../net/ip.js";
import { isPlainObject } from "../util/text.js";
import { sensitivePortRanges, type AnalysisOptions } from "./analysis.js";
import { compileFirewallRules, contains, firstEndingAtOrAfter, type CompiledFirewall, type CompiledRule, type Direction } from "./model.js";

/** Network rows drawn at most (after the four fixed ones); the others are counted in `omittedRows`. */
export const MAX_EXPOSURE_ROWS = 48;
/** A direction of more rules than this is not drawn (the API allows 25 rules across both). */
export const MAX_DRAWN_RULES = 255;

/**
 * A row of the picture: the sources it stands for and the address that stands for them (the one
 * `cloudlint explain --address` takes to answer for the row).
 * @example
 * ```ts
 * const row: ExposureRow = { id: "all-ipv4", label: "all IPv4", family: 4, address: "8.8.8.8" };
 * ```
 */
export interface ExposureRow {
  id: string;
  label: string;
  family: IpFamily;
  address: string;
  /** The row is a network a rule names (its canonical text), not one of the fixed rows. */
  network?: string;
}

/**
 * Ports `from`–`to` (inclusive) of one row, direction and protocol, and what decides them: a rule
 * (its index in its direction's list) or the direction's policy (`rule: null`).
 * @example
 * ```ts
 * const band: ExposureBand = { direction: "inbound", protocol: "TCP", row: "all-ipv4", from: 1, to: 21, decision: "DROP", rule: null, sensitive: false };
 * ```
 */
export interface ExposureBand {
  direction: Direction;
  protocol: "TCP" | "UDP";
  row: string;
  from: number;
  to: number;
  decision: "ACCEPT" | "DROP";
  rule: { index: number; label?: string } | null;
  /** The band holds a sensitive port (firewall-exposed-port's). */
  sensitive: boolean;
}

/**
 * A firewall's picture (exposureBands).
 * @example
 * ```ts
 * const map: ExposureMap | { problem: string } = exposureBands({ inbound_policy: "DROP", outbound_policy: "ACCEPT" });
 * ```
 */
export interface ExposureMap {
  rows: ExposureRow[];
  bands: ExposureBand[];
  /** Network rows left out past MAX_EXPOSURE_ROWS. */
  omittedRows: number;
  /** Sensitive ports as sorted inclusive ranges. */
  sensitive: Array<[number, number]>;
  /** Rules the API would reject, left out of the model (as explain leaves them out). */
  skippedRules: number;
}

const PROTOCOLS = ["TCP", "UDP"] as const;
const DIRECTIONS: readonly Direction[] = ["inbound", "outbound"];

const v4 = (a: number, b: number, c: number, d: number): bigint => BigInt(((a << 24) >>> 0) + (b << 16) + (c << 8) + d);
/** Where "all of IPv4" is looked for (the unicast space), and the special ranges it must not fall in. */
const V4_PUBLIC: [bigint, bigint] = [v4(1, 0, 0, 0), v4(223, 255, 255, 255)];
const V6_PUBLIC: [bigint, bigint] = [0x2000n << 112n, (0x4000n << 112n) - 1n];
const SPECIAL = ["10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "2001::/32", "2001:db8::/32", "2002::/16"];
/** Familiar public addresses tried first, so that the row reads well; any other free one otherwise. */
const PREFERRED: Record<IpFamily, string[]> = { 4: ["8.8.8.8", "1.1.1.1", "9.9.9.9"], 6: ["2001:4860:4860::8888", "2606:4700:4700::1111"] };
const PRIVATE: Array<{ id: string; label: string; network: string }> = [
  { id: "private-10", label: "private 10.0.0.0/8", network: "10.0.0.0/8" },
  { id: "private-172", label: "private 172.16.0.0/12", network: "172.16.0.0/12" },
  { id: "private-192", label: "private 192.168.0.0/16", network: "192.168.0.0/16" },
  { id: "private-fc00", label: "private fc00::/7", network: "fc00::/7" },
];

const cidr = (text: string): Cidr => (parseCidr(text) as { ok: true; value: Cidr }).value;
const SPECIAL_CIDRS = SPECIAL.map(cidr);
const addressValue = (text: string): bigint => (parseIp(text) as { ok: true; value: IpAddress }).value.value;
const PREFERRED_VALUES: Record<IpFamily, bigint[]> = { 4: PREFERRED[4].map(addressValue), 6: PREFERRED[6].map(addressValue) };

/**
 * The first address of [first, last] outside every network of `avoid` (sorted, merged intervals),
 * preferring `preferred`; undefined when they cover it all. O(avoid).
 */
function freeAddress(first: bigint, last: bigint, avoid: ReadonlyArray<readonly [bigint, bigint]>, preferred: readonly bigint[]): bigint | undefined {
  const inside = (a: bigint) => avoid.some(([x, y]) => x <= a && a <= y);
  for (const p of preferred) if (p >= first && p <= last && !inside(p)) return p;
  let at = first;
  for (const [x, y] of avoid) {
    if (y < at) continue;
    if (x > at) break;
    at = y + 1n;
    if (at > last) return undefined;
  }
  return at <= last ? at : undefined;
}

function merged(list: Array<[bigint, bigint]>): Array<[bigint, bigint]> {
  list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const out: Array<[bigint, bigint]> = [];
  for (const [x, y] of list) {
    const top = out[out.length - 1];
    if (top && x <= top[1] + 1n) {
      if (y > top[1]) top[1] = y;
    } else out.push([x, y]);
  }
  return out;
}

/** The networks the rules name, each once (canonical text), in the order written. */
function namedNetworks(rules: unknown): Cidr[] {
  const seen = new Set<string>();
  const out: Cidr[] = [];
  if (!isPlainObject(rules)) return out;
  for (const direction of DIRECTIONS) {
    const list = rules[direction];
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length && i < MAX_DRAWN_RULES; i++) {
      const addresses = isPlainObject(list[i]) ? (list[i] as Record<string, unknown>).addresses : undefined;
      if (!isPlainObject(addresses)) continue;
      for (const family of ["ipv4", "ipv6"] as const) {
        const texts = addresses[family];
        if (!Array.isArray(texts)) continue;
        for (let j = 0; j < texts.length && j < 1024; j++) {
          const text = texts[j];
          if (typeof text !== "string") continue;
          const parsed = parseCidr(text, { family: family === "ipv4" ? 4 : 6, allowBareAddress: true });
          if (!parsed.ok || parsed.value.prefix === 0) continue;
          const key = `${parsed.value.family}/${parsed.value.first}/${parsed.value.prefix}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(parsed.value);
        }
      }
    }
  }
  return out;
}

const networkText = (c: Cidr): string => `${formatIp({ family: c.family, value: c.first })}/${c.prefix}`;

/** The rows: all of each family, the private ranges, each named network; each with an address no narrower row claims. */
function exposureRows(networks: readonly Cidr[]): { rows: ExposureRow[]; addresses: bigint[]; omitted: number } {
  const drawn = networks.slice(0, MAX_EXPOSURE_ROWS);
  // A row's address avoids the networks narrower than the row (they have rows of their own).
  const avoiding = (family: IpFamily, prefix: number, extra: readonly Cidr[]) =>
    merged([...drawn, ...extra].filter((c) => c.family === family && c.prefix > prefix).map((c): [bigint, bigint] => [c.first, c.last]));
  const rows: ExposureRow[] = [];
  /** Each row's address as a number, kept beside its text (the bands need the number). */
  const addresses: bigint[] = [];
  const add = (id: string, label: string, family: IpFamily, first: bigint, last: bigint, prefix: number, extra: readonly Cidr[], network?: string) => {
    const preferred = network === undefined ? PREFERRED_VALUES[family] : [];
    const address = freeAddress(first, last, avoiding(family, prefix, extra), preferred) ?? first;
    rows.push({ id, label, family, address: formatIp({ family, value: address }), ...(network !== undefined ? { network } : {}) });
    addresses.push(address);
  };
  add("all-ipv4", "all IPv4", 4, V4_PUBLIC[0], V4_PUBLIC[1], 0, SPECIAL_CIDRS);
  add("all-ipv6", "all IPv6", 6, V6_PUBLIC[0], V6_PUBLIC[1], 0, SPECIAL_CIDRS);
  for (const p of PRIVATE) {
    const c = cidr(p.network);
    add(p.id, p.label, c.family, c.first, c.last, c.prefix, []);
  }
  drawn.forEach((c, i) => add(`net-${i}`, networkText(c), c.family, c.first, c.last, c.prefix, [], networkText(c)));
  return { rows, addresses, omitted: networks.length - drawn.length };
}

/**
 * The bands of one row, direction and protocol: each rule whose protocol and addresses match the
 * row paints, in order, the ports no earlier rule decided; the policy decides the rest. Ports are
 * cut at the rules' piece boundaries, and a "next undecided cut" pointer array skips what is decided.
 */
function rowBands(rules: readonly CompiledRule[], protocol: "TCP" | "UDP", family: IpFamily, address: bigint, push: (from: number, to: number, rule: CompiledRule | null) => void): void {
  const matching = rules.filter((r) => r.protocol === protocol && (family === 4 ? contains(r.v4, Number(address)) : contains(r.v6, address)));
  const cuts = new Set<number>([1, 65536]);
  for (const r of matching) for (const [a, b] of r.ports) cuts.add(a).add(b + 1);
  const points = [...cuts].sort((a, b) => a - b);
  const n = points.length - 1; // pieces [points[k], points[k+1] - 1]
  const owner: (CompiledRule | null)[] = new Array<CompiledRule | null>(n).fill(null);
  const next = Int32Array.from({ length: n + 1 }, (_, k) => k);
  const find = (k: number): number => {
    let root = k;
    while (next[root] !== root) root = next[root]!;
    while (next[k] !== root) {
      const up = next[k]!;
      next[k] = root;
      k = up;
    }
    return root;
  };
  const pieceOf = (port: number): number => {
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (points[mid]! <= port) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  for (const r of matching) {
    for (const [a, b] of r.ports) {
      const end = pieceOf(b);
      for (let k = find(pieceOf(a)); k <= end; k = find(k)) {
        owner[k] = r;
        next[k] = k + 1;
      }
    }
  }
  let start = 0;
  for (let k = 1; k <= n; k++) {
    if (k < n && owner[k] === owner[start]) continue;
    push(points[start]!, points[k]! - 1, owner[start]!);
    start = k;
  }
}

/**
 * The picture of a firewall's rules object (as written: invalid rules are left out, as explain
 * leaves them out). Total: any value gives a map or a problem.
 * @example
 * ```ts
 * const map = exposureBands({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] });
 * if ("bands" in map) map.bands.find((b) => b.row === "all-ipv4" && b.from === 22)?.decision; // "ACCEPT"
 * ```
 */
export function exposureBands(rules: unknown, options: AnalysisOptions = {}): ExposureMap | { problem: string } {
  const compiled: CompiledFirewall = compileFirewallRules(rules);
  for (const direction of DIRECTIONS) {
    if (compiled[direction].rules.length > MAX_DRAWN_RULES) return { problem: `the firewall has ${compiled[direction].rules.length} ${direction} rules; more than ${MAX_DRAWN_RULES} are not drawn (the API allows 25 in all)` };
  }
  const sensitive = sensitivePortRanges(options).map(([a, b]): [number, number] => [a, b]);
  // Sorted, disjoint ranges: the first ending at or after `from` is the only one that can overlap first.
  const isSensitive = (from: number, to: number) => (sensitive[firstEndingAtOrAfter(sensitive, from)]?.[0] ?? Infinity) <= to;
  const { rows, addresses, omitted } = exposureRows(namedNetworks(rules));
  const bands: ExposureBand[] = [];
  for (const direction of DIRECTIONS) {
    const { rules: list, policy } = compiled[direction];
    for (const protocol of PROTOCOLS) {
      rows.forEach((row, r) => {
        rowBands(list, protocol, row.family, addresses[r]!, (from, to, rule) => {
          const decided = rule ? { decision: rule.action, rule: { index: rule.index, ...(rule.label !== undefined ? { label: rule.label } : {}) } } : { decision: policy, rule: null };
          bands.push({ direction, protocol, row: row.id, from, to, ...decided, sensitive: isSensitive(from, to) });
        });
      });
    }
  }
  const raw = (d: Direction) => (isPlainObject(rules) && Array.isArray(rules[d]) ? (rules[d] as unknown[]).length : 0);
  const skippedRules = raw("inbound") - compiled.inbound.rules.length + raw("outbound") - compiled.outbound.rules.length;
  return { rows, bands, omittedRows: omitted, sensitive, skippedRules };
}
