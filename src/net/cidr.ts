/**
 * CIDR ("IP/mask") parsing, canonical form and containment.
 */
import { familyBits, formatIp, guessFamily, isIpAddress, parseIpv4Number, parseIpv6Value, scanIpv4, scanIpv6, scanIpv6Groups, type IpAddress, type IpFamily, type ParseResult } from "./ip.js";

/**
 * A parsed network: its family, prefix length, first and last address as integers, and whether the text had host bits set.
 * @example
 * ```ts
 * const parsed = parseCidr("10.0.1.0/24");
 * if (parsed.ok) { const network: Cidr = parsed.value; network.prefix; } // 24
 * ```
 */
export interface Cidr {
  readonly family: IpFamily;
  readonly prefix: number;
  /** First address of the network (host bits cleared). */
  readonly first: bigint;
  /** Last address of the network (host bits set). */
  readonly last: bigint;
  /** True when the text had host bits set (`10.0.1.5/24`): legal but not canonical. */
  readonly hostBitsSet: boolean;
}

/**
 * How parseCidr reads its input: one family only, or a bare address as a single-host network.
 * @example
 * ```ts
 * const options: CidrOptions = { family: 6 };
 * parseCidr("10.0.0.0/8", options).ok; // false: not IPv6
 * ```
 */
export interface CidrOptions {
  /** Only accept this family; the other one is reported as the wrong family. */
  readonly family?: IpFamily;
  /** Accept a bare address as a single-host network (/32 or /128). Default false. */
  readonly allowBareAddress?: boolean;
}

const familyName = (f: IpFamily): string => (f === 4 ? "IPv4" : "IPv6");

// Host masks for every prefix length, computed once: BigInt arithmetic is the cost in hot loops.
const HOST_MASKS: Record<IpFamily, bigint[]> = {
  4: Array.from({ length: 33 }, (_, p) => (1n << BigInt(32 - p)) - 1n),
  6: Array.from({ length: 129 }, (_, p) => (1n << BigInt(128 - p)) - 1n),
};

const NETWORK_MASKS: Record<IpFamily, bigint[]> = {
  4: HOST_MASKS[4].map((m) => ((1n << 32n) - 1n) ^ m),
  6: HOST_MASKS[6].map((m) => ((1n << 128n) - 1n) ^ m),
};

function networkOf(family: IpFamily, value: bigint, prefix: number): Cidr {
  const host = HOST_MASKS[family][prefix]!;
  const first = value & NETWORK_MASKS[family][prefix]!;
  return { family, prefix, first, last: first | host, hostBitsSet: first !== value };
}


function parsePrefix(text: string, maxBits: number): ParseResult<number> {
  if (text.length === 0) return { ok: false, reason: "the mask after '/' is empty" };
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return { ok: false, reason: `mask ${JSON.stringify(text)} is not a decimal number` };
    n = n * 10 + (c - 48);
    if (n > 999) break;
  }
  if (text.length > 1 && text.charCodeAt(0) === 48) return { ok: false, reason: `mask ${JSON.stringify(text)} has a leading zero` };
  if (n > maxBits) return { ok: false, reason: `mask /${text} is out of range (0..${maxBits})` };
  return { ok: true, value: n };
}

/** The reason an address part failed, from the detailed parsers (error path only). */
function addressFailure(family: IpFamily, text: string): ParseResult<never> {
  const r = family === 6 ? parseIpv6Value(text) : parseIpv4Number(text);
  return r.ok ? { ok: false, reason: "invalid address" } : r;
}

/**
 * Parses `address/prefix` strictly. Never throws. The family is taken from the text (a colon means
 * IPv6); `options.family` turns the other family into an error that says so. The common, valid
 * case runs without allocating anything but the result.
 * @example
 * ```ts
 * parseCidr("10.0.1.5/24", { family: 4 }); // ok, with hostBitsSet: true
 * parseCidr("10.0.1.0", { allowBareAddress: true }); // ok: 10.0.1.0/32
 * ```
 */
export function parseCidr(text: string, givenOptions: CidrOptions = {}): ParseResult<Cidr> {
  if (typeof text !== "string") return { ok: false, reason: "not a string" };
  const options: CidrOptions = typeof givenOptions === "object" && givenOptions !== null ? givenOptions : {};
  const family = guessFamily(text);
  if (options.family !== undefined && options.family !== family) {
    return { ok: false, reason: `it is ${family === 6 ? "an IPv6" : "an IPv4"} value where ${familyName(options.family)} is expected` };
  }
  const slash = text.indexOf("/");
  const addressEnd = slash === -1 ? text.length : slash;
  let value: bigint;
  if (family === 6) {
    value = scanIpv6(text, 0, addressEnd);
    if (value < 0n) return addressFailure(6, text.slice(0, addressEnd));
  } else {
    const v4 = scanIpv4(text, 0, addressEnd);
    if (v4 < 0) return addressFailure(4, text.slice(0, addressEnd));
    value = BigInt(v4);
  }
  const bits = familyBits(family);
  if (slash === -1) {
    if (!options.allowBareAddress) return { ok: false, reason: `the /mask is missing (write ${text}/${bits} for a single address)` };
    return { ok: true, value: networkOf(family, value, bits) };
  }
  const prefix = parsePrefix(text.slice(slash + 1), bits);
  if (!prefix.ok) return prefix;
  return { ok: true, value: networkOf(family, value, prefix.value) };
}

/**
 * Fast path for IPv4 networks as plain numbers (exact below 2^32): [first, last] of a strict
 * `a.b.c.d/len`, or undefined for anything parseCidr would reject. No BigInt, no allocation but
 * the result.
 */
export function scanIpv4Network(text: string): [number, number] | undefined {
  const slash = text.indexOf("/");
  if (slash <= 0 || slash === text.length - 1 || slash < text.length - 3) return undefined;
  const value = scanIpv4(text, 0, slash);
  if (value < 0) return undefined;
  let prefix = 0;
  for (let i = slash + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
    prefix = prefix * 10 + (c - 48);
  }
  if (prefix > 32 || (text.length - slash - 1 > 1 && text.charCodeAt(slash + 1) === 48)) return undefined;
  const size = 2 ** (32 - prefix);
  const first = Math.floor(value / size) * size;
  return [first, first + size - 1];
}

const V4_END = 1n << 32n;
const V6_END = 1n << 128n;

/** True for a well-formed Cidr value (what parseCidr returns). */
export function isCidr(value: unknown): value is Cidr {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Partial<Record<keyof Cidr, unknown>>;
  const bits = c.family === 4 ? 32 : c.family === 6 ? 128 : 0;
  return (
    bits > 0 &&
    typeof c.prefix === "number" &&
    Number.isInteger(c.prefix) &&
    c.prefix >= 0 &&
    c.prefix <= bits &&
    typeof c.first === "bigint" &&
    typeof c.last === "bigint" &&
    c.first >= 0n &&
    c.first <= c.last &&
    c.last < (bits === 32 ? V4_END : V6_END)
  );
}

/**
 * Canonical text of a network: host bits cleared, canonical address text, explicit prefix ("" for anything that is not a Cidr).
 * @example
 * ```ts
 * const parsed = parseCidr("10.0.1.5/24");
 * if (parsed.ok) formatCidr(parsed.value); // "10.0.1.0/24"
 * ```
 */
export function formatCidr(cidr: Cidr): string {
  if (!isCidr(cidr)) return "";
  return `${formatIp({ family: cidr.family, value: cidr.first })}/${cidr.prefix}`;
}

/**
 * Parses and returns the canonical text (`10.0.1.5/24` → `10.0.1.0/24`).
 * @example
 * ```ts
 * canonicalizeCidr("2001:DB8::1/64"); // { ok: true, value: "2001:db8::/64" }
 * ```
 */
export function canonicalizeCidr(text: string, options: CidrOptions = {}): ParseResult<string> {
  const r = parseCidr(text, options);
  return r.ok ? { ok: true, value: formatCidr(r.value) } : r;
}

/**
 * True when `outer` contains every address of `inner` (same family).
 * @example
 * ```ts
 * const outer = parseCidr("10.0.0.0/8");
 * const inner = parseCidr("10.1.0.0/16");
 * if (outer.ok && inner.ok) cidrContains(outer.value, inner.value); // true
 * ```
 */
export function cidrContains(outer: Cidr, inner: Cidr): boolean {
  if (!isCidr(outer) || !isCidr(inner)) return false;
  return outer.family === inner.family && outer.first <= inner.first && inner.last <= outer.last;
}

/**
 * True when two networks share an address (they are of one family and one contains the other).
 * @example
 * ```ts
 * const a = parseCidr("10.0.0.0/16");
 * const b = parseCidr("10.0.255.0/24");
 * if (a.ok && b.ok) cidrsOverlap(a.value, b.value); // true
 * ```
 */
export function cidrsOverlap(a: Cidr, b: Cidr): boolean {
  if (!isCidr(a) || !isCidr(b)) return false;
  return a.family === b.family && a.first <= b.last && b.first <= a.last;
}

/**
 * True when the address lies in the network (same family).
 * @example
 * ```ts
 * const address = parseIp("10.0.1.9");
 * const network = parseCidr("10.0.1.0/24");
 * if (address.ok && network.ok) addressInCidr(address.value, network.value); // true
 * ```
 */
export function addressInCidr(address: IpAddress, cidr: Cidr): boolean {
  if (!isIpAddress(address) || !isCidr(cidr)) return false;
  return address.family === cidr.family && cidr.first <= address.value && address.value <= cidr.last;
}

/**
 * What scanNetwork reads from a network's text, as plain numbers: the prefix length and the
 * network's first address (host bits cleared) as 32-bit words, most significant first (IPv4: one
 * word). Reused from call to call: no object is made per address.
 * @example
 * ```ts
 * const out = new NetworkWords();
 * scanNetwork("10.0.1.5/24", 4, out); // NETWORK_HOST_BITS
 * out.prefix; // 24
 * out.words[0]; // 167772416 (10.0.1.0)
 * ```
 */
export class NetworkWords {
  prefix = 0;
  readonly words = new Uint32Array(4);
  /** Scratch for the eight 16-bit groups of an IPv6 address. */
  readonly groups = new Uint16Array(8);
}

/** scanNetwork's results: not a strict network of the family (the detailed parser says why), canonical, or with host bits set. */
export const NETWORK_INVALID = -1;
export const NETWORK_CANONICAL = 0;
export const NETWORK_HOST_BITS = 1;

/**
 * Fast path: a strict `address/prefix` of one family, read once into numbers (`out`): whether it
 * is valid, whether its host bits are set, and its network's words for comparing networks. The
 * same reading serves the syntax, canonical-form and duplicate checks of a rule's addresses. No
 * BigInt and no allocation; on NETWORK_INVALID, parseCidr gives the reason.
 */
export function scanNetwork(text: string, family: IpFamily, out: NetworkWords): number {
  // The prefix has 1 to 3 digits: the slash is among the last four characters (an earlier one
  // leaves a slash in the address part, which the address scan refuses).
  let slash = -1;
  for (let k = text.length - 2; k >= text.length - 4 && k > 0; k--) {
    if (text.charCodeAt(k) === 47) {
      slash = k;
      break;
    }
  }
  if (slash <= 0) return NETWORK_INVALID;
  const bits = family === 4 ? 32 : 128;
  // The prefix: decimal, no leading zero, at most `bits`.
  const digits = text.length - slash - 1;
  if (digits < 1 || digits > 3 || (digits > 1 && text.charCodeAt(slash + 1) === 48)) return NETWORK_INVALID;
  let prefix = 0;
  for (let i = slash + 1; i < text.length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NETWORK_INVALID;
    prefix = prefix * 10 + d;
  }
  if (prefix > bits) return NETWORK_INVALID;
  out.prefix = prefix;
  const words = out.words;
  if (family === 4) {
    const value = scanIpv4(text, 0, slash);
    if (value < 0) return NETWORK_INVALID;
    words[0] = value;
    words[1] = words[2] = words[3] = 0;
  } else {
    const groups = out.groups;
    if (!scanIpv6Groups(text, 0, slash, groups)) return NETWORK_INVALID;
    for (let k = 0; k < 4; k++) words[k] = groups[2 * k]! * 65536 + groups[2 * k + 1]!;
  }
  // Clear the host bits word by word; any that was set makes the text not canonical.
  let hostBits = false;
  for (let k = 0, kept = prefix; k < bits / 32; k++, kept -= 32) {
    const mask = WORD_MASKS[kept < 0 ? 0 : kept > 32 ? 32 : kept]!;
    const word = words[k]!;
    const network = (word & mask) >>> 0;
    if (network !== word) hostBits = true;
    words[k] = network;
  }
  return hostBits ? NETWORK_HOST_BITS : NETWORK_CANONICAL;
}

/** The mask that keeps the first `n` bits of a 32-bit word, for n = 0..32. */
const WORD_MASKS = Uint32Array.from({ length: 33 }, (_, n) => (n === 0 ? 0 : (0xffffffff << (32 - n)) >>> 0));
