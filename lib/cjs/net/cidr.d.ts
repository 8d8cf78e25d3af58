/**
 * CIDR ("IP/mask") parsing, canonical form and containment.
 */
import { type IpAddress, type IpFamily, type ParseResult } from "./ip.js";
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
export declare function parseCidr(text: string, givenOptions?: CidrOptions): ParseResult<Cidr>;
/**
 * Fast path for IPv4 networks as plain numbers (exact below 2^32): [first, last] of a strict
 * `a.b.c.d/len`, or undefined for anything parseCidr would reject. No BigInt, no allocation but
 * the result.
 */
export declare function scanIpv4Network(text: string): [number, number] | undefined;
/** True for a well-formed Cidr value (what parseCidr returns). */
export declare function isCidr(value: unknown): value is Cidr;
/**
 * Canonical text of a network: host bits cleared, canonical address text, explicit prefix ("" for anything that is not a Cidr).
 * @example
 * ```ts
 * const parsed = parseCidr("10.0.1.5/24");
 * if (parsed.ok) formatCidr(parsed.value); // "10.0.1.0/24"
 * ```
 */
export declare function formatCidr(cidr: Cidr): string;
/**
 * Parses and returns the canonical text (`10.0.1.5/24` → `10.0.1.0/24`).
 * @example
 * ```ts
 * canonicalizeCidr("2001:DB8::1/64"); // { ok: true, value: "2001:db8::/64" }
 * ```
 */
export declare function canonicalizeCidr(text: string, options?: CidrOptions): ParseResult<string>;
/**
 * True when `outer` contains every address of `inner` (same family).
 * @example
 * ```ts
 * const outer = parseCidr("10.0.0.0/8");
 * const inner = parseCidr("10.1.0.0/16");
 * if (outer.ok && inner.ok) cidrContains(outer.value, inner.value); // true
 * ```
 */
export declare function cidrContains(outer: Cidr, inner: Cidr): boolean;
/**
 * True when two networks share an address (they are of one family and one contains the other).
 * @example
 * ```ts
 * const a = parseCidr("10.0.0.0/16");
 * const b = parseCidr("10.0.255.0/24");
 * if (a.ok && b.ok) cidrsOverlap(a.value, b.value); // true
 * ```
 */
export declare function cidrsOverlap(a: Cidr, b: Cidr): boolean;
/**
 * True when the address lies in the network (same family).
 * @example
 * ```ts
 * const address = parseIp("10.0.1.9");
 * const network = parseCidr("10.0.1.0/24");
 * if (address.ok && network.ok) addressInCidr(address.value, network.value); // true
 * ```
 */
export declare function addressInCidr(address: IpAddress, cidr: Cidr): boolean;
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
export declare class NetworkWords {
    prefix: number;
    readonly words: Uint32Array<ArrayBuffer>;
    /** Scratch for the eight 16-bit groups of an IPv6 address. */
    readonly groups: Uint16Array<ArrayBuffer>;
}
/** scanNetwork's results: not a strict network of the family (the detailed parser says why), canonical, or with host bits set. */
export declare const NETWORK_INVALID = -1;
export declare const NETWORK_CANONICAL = 0;
export declare const NETWORK_HOST_BITS = 1;
/**
 * Fast path: a strict `address/prefix` of one family, read once into numbers (`out`): whether it
 * is valid, whether its host bits are set, and its network's words for comparing networks. The
 * same reading serves the syntax, canonical-form and duplicate checks of a rule's addresses. No
 * BigInt and no allocation; on NETWORK_INVALID, parseCidr gives the reason.
 */
export declare function scanNetwork(text: string, family: IpFamily, out: NetworkWords): number;
