/**
 * Values written into a URL path (a plan's operation paths): each one segment, whatever it holds.
 */

/** A lone surrogate cannot be percent-encoded (encodeURIComponent throws): written as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A value percent-encoded as one path segment: `/`, `?`, `#`, `%` and everything else outside
 * RFC 3986's unreserved set are encoded (`:` and `@`, which a segment may hold, stay as they are,
 * so an IPv6 address reads as one). Never throws.
 * @example
 * ```ts
 * encodeSegment("1/../users?x="); // "1%2F..%2Fusers%3Fx%3D"
 * ```
 */
export function encodeSegment(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, "\ufffd")).replace(/%3A/g, ":").replace(/%40/g, "@");
}

/**
 * A value as one path segment, or undefined when it cannot be one: empty, or `.` / `..`, which a
 * URL parser takes as a step (even percent-encoded, `%2E%2E` is `..` to the WHATWG URL parser).
 * @example
 * ```ts
 * pathSegment("2600:3c03::"); // "2600:3c03::"
 * pathSegment(".."); // undefined
 * ```
 */
export function pathSegment(value: string): string | undefined {
  const encoded = encodeSegment(value);
  return encoded === "" || encoded === "." || encoded === ".." ? undefined : encoded;
}
