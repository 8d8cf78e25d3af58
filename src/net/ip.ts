/**
 * Strict IPv4 / IPv6 address parsing.
 *
 * The API's "IP/mask" notation means plain dotted-quad IPv4 and RFC 4291 IPv6 text. Many parsers
 * (ipaddr.js, inet_aton) also accept legacy forms: leading-zero (octal) octets, short forms like
 * `10.1`, hex and integer forms, IPv6 zone IDs. Those are ambiguous or rejected by the API, so these
 * parsers are hand-written, total (they return a result and never throw on data) and dispatch on
 * the address family by looking for `:` instead of trying one parser and catching its failure.
 * ipaddr.js is used on top of them for RFC 5952 text and range classification.
 */
import ipaddr from "ipaddr.js";

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
export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = <T>(reason: string): ParseResult<T> => ({ ok: false, reason });

export const IPV4_BITS = 32;
export const IPV6_BITS = 128;

export function familyBits(family: IpFamily): number {
  return family === 4 ? IPV4_BITS : IPV6_BITS;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

function describeChar(s: string, i: number): string {
  const c = s[i] ?? "";
  if (c === " " || c === "\t" || c === "\n" || c === "\r") return "whitespace";
  return JSON.stringify(c);
}

/** Parses dotted-quad IPv4 text into a 32-bit number. No leading zeros, exactly four octets. */
export function parseIpv4Number(s: string): ParseResult<number> {
  if (s.length === 0) return fail("the address is empty");
  let value = 0;
  let octets = 0;
  let i = 0;
  while (true) {
    const start = i;
    let octet = 0;
    while (i < s.length && isDigit(s.charCodeAt(i))) {
      octet = octet * 10 + (s.charCodeAt(i) - 48);
      i++;
      if (i - start > 3) return fail(`octet ${octets + 1} has more than three digits`);
    }
    if (i === start) {
      if (i < s.length) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
      return fail(octets === 0 ? "the address is empty" : `octet ${octets + 1} is missing`);
    }
    if (i - start > 1 && s.charCodeAt(start) === 48) {
      return fail(`octet ${JSON.stringify(s.slice(start, i))} has a leading zero`);
    }
    if (octet > 255) return fail(`octet ${octet} is greater than 255`);
    value = value * 256 + octet;
    octets++;
    if (i === s.length) break;
    if (s.charCodeAt(i) !== 46 /* . */) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
    if (octets === 4) return fail("an IPv4 address has exactly four octets");
    i++;
  }
  if (octets !== 4) return fail(`an IPv4 address has four octets, not ${octets} (short forms like "10.1" are not accepted)`);
  return ok(value);
}

/** Parses RFC 4291 IPv6 text (with optional trailing dotted-quad) into a 128-bit bigint. */
export function parseIpv6Value(s: string): ParseResult<bigint> {
  if (s.length === 0) return fail("the address is empty");
  const zone = s.indexOf("%");
  if (zone !== -1) return fail(`zone IDs ("${s.slice(zone)}") are not accepted (RFC 4007 notation)`);
  const groups: number[] = [];
  let compressAt = -1;
  let i = 0;
  if (s.startsWith("::")) {
    compressAt = 0;
    i = 2;
    if (i === s.length) return ok(0n);
  } else if (s.charCodeAt(0) === 58 /* : */) {
    return fail("a single leading colon is not allowed");
  }
  while (i < s.length) {
    const start = i;
    let group = 0;
    while (i < s.length) {
      const h = hexValue(s.charCodeAt(i));
      if (h < 0) break;
      group = group * 16 + h;
      i++;
    }
    if (i < s.length && s.charCodeAt(i) === 46 /* . */) {
      // Embedded IPv4 in the last 32 bits.
      const v4 = parseIpv4Number(s.slice(start));
      if (!v4.ok) return fail(`embedded IPv4 part: ${v4.reason}`);
      groups.push(Math.floor(v4.value / 65536), v4.value % 65536);
      i = s.length;
      break;
    }
    if (i === start) {
      if (i < s.length) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
      return fail("the address ends with a single colon");
    }
    if (i - start > 4) return fail(`group ${JSON.stringify(s.slice(start, i))} has more than four hex digits`);
    groups.push(group);
    if (i === s.length) break;
    if (s.charCodeAt(i) !== 58) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
    i++;
    if (i < s.length && s.charCodeAt(i) === 58) {
      if (compressAt !== -1) return fail('"::" may appear only once');
      compressAt = groups.length;
      i++;
      if (i < s.length && s.charCodeAt(i) === 58) return fail('":::" is not valid');
    } else if (i === s.length) {
      return fail("the address ends with a single colon");
    }
  }
  if (compressAt === -1) {
    if (groups.length !== 8) return fail(`an IPv6 address has eight groups, not ${groups.length}`);
  } else {
    if (groups.length > 7) return fail('"::" must stand for at least one group');
    // At most 7 groups: the zeros "::" stands for are inserted one by one.
    for (let k = groups.length; k < 8; k++) groups.splice(compressAt, 0, 0);
  }
  // Four 32-bit words, then one BigInt each: far fewer BigInt operations than eight shifts.
  const word = (i: number) => BigInt(groups[i]! * 65536 + groups[i + 1]!);
  return ok((word(0) << 96n) | (word(2) << 64n) | (word(4) << 32n) | word(6));
}

/**
 * Fast path: the IPv4 value of `s[start, end)`, or -1 when it is not a strict dotted quad. No
 * allocation; callers that need the reason call parseIpv4Number on failure.
 */
export function scanIpv4(s: string, start: number, end: number): number {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (digits === 0 || dots === 3) return -1;
      value = value * 256 + octet;
      dots++;
      octet = 0;
      digits = 0;
      continue;
    }
    const d = c - 48;
    if (d < 0 || d > 9) return -1;
    if (digits === 1 && octet === 0) return -1; // a leading zero: "0" followed by another digit
    octet = octet * 10 + d;
    digits++;
    if (octet > 255) return -1; // also bounds the digits, since there is no leading zero
  }
  if (digits === 0 || dots !== 3) return -1;
  return value * 256 + octet;
}

// Scratch space for scanIpv6 (single-threaded, never escapes).
const GROUPS = new Array<number>(8).fill(0);

/**
 * Fast path: the eight 16-bit groups of the IPv6 text `s[start, end)` into `groups` (true), or
 * false when it is not valid RFC 4291 text (zone IDs included). No allocation; callers that need
 * the reason call parseIpv6Value on failure.
 */
export function scanIpv6Groups(s: string, start: number, end: number, groups: { [k: number]: number }): boolean {
  let count = 0;
  let compressAt = -1;
  let i = start;
  if (end - start >= 2 && s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 58) {
    compressAt = 0;
    i += 2;
  }
  while (i < end) {
    const groupStart = i;
    let group = 0;
    while (i < end) {
      const h = hexValue(s.charCodeAt(i));
      if (h < 0) break;
      group = group * 16 + h;
      i++;
    }
    if (i < end && s.charCodeAt(i) === 46) {
      if (count > 6) return false;
      const v4 = scanIpv4(s, groupStart, end);
      if (v4 < 0) return false;
      groups[count++] = Math.floor(v4 / 65536);
      groups[count++] = v4 % 65536;
      i = end;
      break;
    }
    const digits = i - groupStart;
    if (digits === 0 || digits > 4 || count === 8) return false;
    groups[count++] = group;
    if (i === end) break;
    if (s.charCodeAt(i) !== 58) return false;
    i++;
    if (i < end && s.charCodeAt(i) === 58) {
      if (compressAt !== -1) return false;
      compressAt = count;
      i++;
      if (i === end) break;
    } else if (i === end) {
      return false;
    }
  }
  if (compressAt === -1) {
    if (count !== 8) return false;
  } else {
    if (count > 7) return false;
    const gap = 8 - count;
    for (let k = count - 1; k >= compressAt; k--) groups[k + gap] = groups[k]!;
    for (let k = compressAt; k < compressAt + gap; k++) groups[k] = 0;
  }
  return true;
}

/**
 * Fast path: the IPv6 value of `s[start, end)`, or -1n when it is not valid RFC 4291 text (zone
 * IDs included). Callers that need the reason call parseIpv6Value on failure.
 */
export function scanIpv6(s: string, start: number, end: number): bigint {
  if (!scanIpv6Groups(s, start, end, GROUPS)) return -1n;
  return (
    (BigInt(GROUPS[0]! * 65536 + GROUPS[1]!) << 96n) |
    (BigInt(GROUPS[2]! * 65536 + GROUPS[3]!) << 64n) |
    (BigInt(GROUPS[4]! * 65536 + GROUPS[5]!) << 32n) |
    BigInt(GROUPS[6]! * 65536 + GROUPS[7]!)
  );
}

const NOT_A_STRING = { ok: false, reason: "not a string" } as const;
const V4_END = 1n << 32n;
const V6_END = 1n << 128n;

/** True for a well-formed IpAddress value (what the parsers return). */
export function isIpAddress(value: unknown): value is IpAddress {
  if (typeof value !== "object" || value === null) return false;
  const { family, value: v } = value as { family?: unknown; value?: unknown };
  return typeof v === "bigint" && v >= 0n && ((family === 4 && v < V4_END) || (family === 6 && v < V6_END));
}

/**
 * Parses a dotted-quad IPv4 address strictly: four decimal octets, no leading zeros, no short or hex forms. Never throws.
 * @example
 * ```ts
 * parseIpv4("10.0.0.1").ok; // true
 * parseIpv4("010.0.0.1").ok; // false: no leading zeros (octal in other parsers)
 * ```
 */
export function parseIpv4(s: string): ParseResult<IpAddress> {
  if (typeof s !== "string") return NOT_A_STRING;
  const r = parseIpv4Number(s);
  return r.ok ? ok({ family: 4, value: BigInt(r.value) }) : r;
}

/**
 * Parses an IPv6 address strictly (RFC 4291 text forms, embedded IPv4 allowed, no zone IDs). Never throws.
 * @example
 * ```ts
 * parseIpv6("2001:db8::1").ok; // true
 * parseIpv6("fe80::1%eth0").ok; // false: zone IDs are not addresses
 * ```
 */
export function parseIpv6(s: string): ParseResult<IpAddress> {
  if (typeof s !== "string") return NOT_A_STRING;
  const r = parseIpv6Value(s);
  return r.ok ? ok({ family: 6, value: r.value }) : r;
}

/** Which family a piece of address text claims to be: a colon means IPv6. */
export function guessFamily(s: string): IpFamily {
  return s.includes(":") ? 6 : 4;
}

/**
 * Parses an address of either family, choosing the parser by the text's shape.
 * @example
 * ```ts
 * parseIp("2001:db8::1"); // { ok: true, value: { family: 6, value: 42540766411282592856903984951653826561n } }
 * ```
 */
export function parseIp(s: string): ParseResult<IpAddress> {
  if (typeof s !== "string") return NOT_A_STRING;
  return guessFamily(s) === 6 ? parseIpv6(s) : parseIpv4(s);
}

function ipv4Text(v: number): string {
  return `${(v >>> 24) & 255}.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}`;
}

function ipv6Bytes(value: bigint): number[] {
  const bytes = new Array<number>(16);
  let v = value;
  for (let i = 15; i >= 0; i--) {
    bytes[i] = Number(v & 255n);
    v >>= 8n;
  }
  return bytes;
}

/**
 * Canonical text: dotted quad for IPv4, RFC 5952 for IPv6 ("" for anything that is not an IpAddress).
 * @example
 * ```ts
 * const parsed = parseIp("2001:0db8:0:0::1");
 * if (parsed.ok) formatIp(parsed.value); // "2001:db8::1"
 * ```
 */
export function formatIp(address: IpAddress): string {
  if (!isIpAddress(address)) return "";
  if (address.family === 4) return ipv4Text(Number(address.value));
  return ipaddr.fromByteArray(ipv6Bytes(address.value)).toString();
}

/**
 * The special-purpose range an address lies in, as ipaddr.js names it: "unicast" for public
 * addresses, "private" for RFC 1918, "loopback", "linkLocal", "carrierGradeNat", "uniqueLocal", ...
 * @example
 * ```ts
 * const parsed = parseIp("192.168.1.10");
 * if (parsed.ok) addressRange(parsed.value); // "private"
 * ```
 */
export function addressRange(address: IpAddress): string {
  if (!isIpAddress(address)) return "";
  if (address.family === 4) return ipaddr.fromByteArray(ipv4Bytes(Number(address.value))).range();
  return ipaddr.fromByteArray(ipv6Bytes(address.value)).range();
}

function ipv4Bytes(v: number): number[] {
  return [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
}
