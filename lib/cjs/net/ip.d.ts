/**
 * An address family: 4 or 6.
 * @example
 * ```ts
 * const family: IpFamily = 6;
 * parseCidr("::/0", { family }).ok; // true
 * ```
 */
export type IpFamily = 4 | 6;
/**
 * A parsed address: its family and its value as an unsigned integer.
 * @example
 * ```ts
 * const parsed = parseIp("203.0.113.9");
 * if (parsed.ok) { const address: IpAddress = parsed.value; address.family; } // 4
 * ```
 */
export interface IpAddress {
    readonly family: IpFamily;
    /** The address as an unsigned integer (32 or 128 bits). */
    readonly value: bigint;
}
/**
 * What a parser returns: the value, or the reason it could not be read. Parsers never throw.
 * @example
 * ```ts
 * const result: ParseResult<string> = canonicalizeCidr("10.0.1.5/24");
 * if (result.ok) result.value; else result.reason; // "10.0.1.0/24"
 * ```
 */
export type ParseResult<T> = {
    readonly ok: true;
    readonly value: T;
} | {
    readonly ok: false;
    readonly reason: string;
};
export declare const IPV4_BITS = 32;
export declare const IPV6_BITS = 128;
export declare function familyBits(family: IpFamily): number;
/** Parses dotted-quad IPv4 text into a 32-bit number. No leading zeros, exactly four octets. */
export declare function parseIpv4Number(s: string): ParseResult<number>;
/** Parses RFC 4291 IPv6 text (with optional trailing dotted-quad) into a 128-bit bigint. */
export declare function parseIpv6Value(s: string): ParseResult<bigint>;
/**
 * Fast path: the IPv4 value of `s[start, end)`, or -1 when it is not a strict dotted quad. No
 * allocation; callers that need the reason call parseIpv4Number on failure.
 */
export declare function scanIpv4(s: string, start: number, end: number): number;
/**
 * Fast path: the eight 16-bit groups of the IPv6 text `s[start, end)` into `groups` (true), or
 * false when it is not valid RFC 4291 text (zone IDs included). No allocation; callers that need
 * the reason call parseIpv6Value on failure.
 */
export declare function scanIpv6Groups(s: string, start: number, end: number, groups: {
    [k: number]: number;
}): boolean;
/**
 * Fast path: the IPv6 value of `s[start, end)`, or -1n when it is not valid RFC 4291 text (zone
 * IDs included). Callers that need the reason call parseIpv6Value on failure.
 */
export declare function scanIpv6(s: string, start: number, end: number): bigint;
/** True for a well-formed IpAddress value (what the parsers return). */
export declare function isIpAddress(value: unknown): value is IpAddress;
/**
 * Parses a dotted-quad IPv4 address strictly: four decimal octets, no leading zeros, no short or hex forms. Never throws.
 * @example
 * ```ts
 * parseIpv4("10.0.0.1").ok; // true
 * parseIpv4("010.0.0.1").ok; // false: no leading zeros (octal in other parsers)
 * ```
 */
export declare function parseIpv4(s: string): ParseResult<IpAddress>;
/**
 * Parses an IPv6 address strictly (RFC 4291 text forms, embedded IPv4 allowed, no zone IDs). Never throws.
 * @example
 * ```ts
 * parseIpv6("2001:db8::1").ok; // true
 * parseIpv6("fe80::1%eth0").ok; // false: zone IDs are not addresses
 * ```
 */
export declare function parseIpv6(s: string): ParseResult<IpAddress>;
/** Which family a piece of address text claims to be: a colon means IPv6. */
export declare function guessFamily(s: string): IpFamily;
/**
 * Parses an address of either family, choosing the parser by the text's shape.
 * @example
 * ```ts
 * parseIp("2001:db8::1"); // { ok: true, value: { family: 6, value: 42540766411282592856903984951653826561n } }
 * ```
 */
export declare function parseIp(s: string): ParseResult<IpAddress>;
/**
 * Canonical text: dotted quad for IPv4, RFC 5952 for IPv6 ("" for anything that is not an IpAddress).
 * @example
 * ```ts
 * const parsed = parseIp("2001:0db8:0:0::1");
 * if (parsed.ok) formatIp(parsed.value); // "2001:db8::1"
 * ```
 */
export declare function formatIp(address: IpAddress): string;
/**
 * The special-purpose range an address lies in, as ipaddr.js names it: "unicast" for public
 * addresses, "private" for RFC 1918, "loopback", "linkLocal", "carrierGradeNat", "uniqueLocal", ...
 * @example
 * ```ts
 * const parsed = parseIp("192.168.1.10");
 * if (parsed.ok) addressRange(parsed.value); // "private"
 * ```
 */
export declare function addressRange(address: IpAddress): string;
