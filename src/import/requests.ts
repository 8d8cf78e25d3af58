/**
 * Which requests an import makes, in which order (issue 23): the account's lists first (each read
 * to its end through the collection envelope), then one rules view and one devices list per
 * firewall and one view per StackScript the lists named. Pure: the CLI sends them (or reads the
 * saved bodies) and hands the responses back.
 */
import { routes, type EndpointId } from "../request/routes.js";
import { appendAll } from "../util/data.js";
import { pathSegment } from "../util/path-segment.js";
import { isPlainObject, plural } from "../util/text.js";

/** One request of an import: a list (read page by page) or a view. */
export interface ImportRequest {
  /** Where its response is kept (`firewalls`, `firewall-rules:5`). */
  readonly key: string;
  readonly endpoint: EndpointId;
  /** The path, ids percent-encoded as one segment each. */
  readonly path: string;
  /** A list read through the collection envelope (`page`, `pages`), or a single view. */
  readonly list: boolean;
  /** The page_size sent: the largest the reference allows for the lists it names; the API's default elsewhere (not sent). */
  readonly pageSize?: number;
  /** The X-Filter header's value, when the import narrows the list. */
  readonly filter?: Readonly<Record<string, unknown>>;
  /** The OAuth scopes the reference lists for the endpoint (what a 401/403 is missing). */
  readonly scopes: readonly string[];
  /** What the request reads, for messages and the progress line. */
  readonly what: string;
}

/** The reference's page_size bounds for the firewall, device, IPv6 pool and range, VLAN and StackScript lists: 25..500. */
export const LARGEST_PAGE_SIZE = 500;

const SCOPES: ReadonlyMap<string, readonly string[]> = new Map(routes.map((r) => [r.id, r.scopes]));

function request(key: string, endpoint: EndpointId, path: string, what: string, extra: { list?: boolean; pageSize?: number; filter?: Record<string, unknown> } = {}): ImportRequest {
  return { key, endpoint, path, list: extra.list ?? true, ...(extra.pageSize !== undefined ? { pageSize: extra.pageSize } : {}), ...(extra.filter ? { filter: extra.filter } : {}), scopes: SCOPES.get(endpoint) ?? [], what };
}

/**
 * The account's lists, in the order they are read. StackScripts and images are narrowed by
 * X-Filter to the account's own (`mine`, `is_public: false`): the unfiltered lists hold every
 * public one.
 */
export const ACCOUNT_LISTS: readonly ImportRequest[] = [
  request("vpcs", "GET /vpcs", "/vpcs", "VPCs"),
  request("firewalls", "GET /networking/firewalls", "/networking/firewalls", "firewalls", { pageSize: LARGEST_PAGE_SIZE }),
  request("databases", "GET /databases/mysql/instances", "/databases/mysql/instances", "MySQL databases"),
  request("stackscripts", "GET /compute/stackscripts", "/compute/stackscripts", "StackScripts", { pageSize: LARGEST_PAGE_SIZE, filter: { mine: true } }),
  request("images", "GET /images", "/images", "private images", { filter: { is_public: false } }),
  request("ips", "GET /networking/ips", "/networking/ips", "IP addresses"),
  request("ipv6-ranges", "GET /networking/ipv6/ranges", "/networking/ipv6/ranges", "IPv6 ranges", { pageSize: LARGEST_PAGE_SIZE }),
  request("vpc-ips", "GET /networking/vpcs/ips", "/networking/vpcs/ips", "VPC IP addresses"),
];

/** A record's integer id as one path segment, or undefined when it has none that can be one. */
export function idSegment(record: unknown): string | undefined {
  if (!isPlainObject(record)) return undefined;
  const id = record.id;
  return typeof id === "number" && Number.isSafeInteger(id) && id >= 0 ? pathSegment(String(id)) : undefined;
}

/**
 * The requests the lists call for: each firewall's rules (a view) and devices (a list), and each
 * StackScript's view (the view holds the script). A record without a usable id is skipped here
 * and left out of the import (buildImport says so).
 */
export function followUpRequests(lists: ReadonlyMap<string, readonly unknown[]>): ImportRequest[] {
  const out: ImportRequest[] = [];
  // An id listed twice (an account that changed while it was paged) is asked for once.
  const asked = new Set<string>();
  const once = (key: string) => {
    if (asked.has(key)) return false;
    asked.add(key);
    return true;
  };
  for (const firewall of lists.get("firewalls") ?? []) {
    const id = idSegment(firewall);
    if (id === undefined || !kept("firewalls", firewall) || !once(`firewall:${id}`)) continue;
    appendAll(out, firewallRequests(id));
  }
  for (const script of lists.get("stackscripts") ?? []) {
    const id = idSegment(script);
    if (id !== undefined && once(`stackscript:${id}`)) out.push(request(`stackscript:${id}`, "GET /compute/stackscripts/{stackscriptId}", `/compute/stackscripts/${id}`, "StackScripts", { list: false }));
  }
  return out;
}

/** A firewall's two follow-up requests, by its id's path segment: its rules (a view) and its devices (a list). */
export function firewallRequests(id: string): [ImportRequest, ImportRequest] {
  return [
    request(`firewall-rules:${id}`, "GET /networking/firewalls/{firewallId}/rules", `/networking/firewalls/${id}/rules`, "firewall rules", { list: false }),
    request(`firewall-devices:${id}`, "GET /networking/firewalls/{firewallId}/devices", `/networking/firewalls/${id}/devices`, "firewall devices", { pageSize: LARGEST_PAGE_SIZE }),
  ];
}

/** Records the import leaves out whatever their fields: a firewall the API shows as `deleted`. */
export function kept(section: string, record: unknown): boolean {
  return !(section === "firewalls" && isPlainObject(record) && record.status === "deleted");
}

/** The query string of a request's page: `?page=2&page_size=500` (the API's default page size is not sent). */
export function pageQuery(req: ImportRequest, page: number): string {
  if (!req.list) return "";
  return `?page=${page}${req.pageSize !== undefined ? `&page_size=${req.pageSize}` : ""}`;
}

/** One page of a collection, as the envelope gives it. */
export type Envelope = { readonly data: readonly unknown[]; readonly page: number; readonly pages: number; readonly results?: number } | { readonly problem: string };

/** The API's page size where the import sends none (the reference's default). */
export const DEFAULT_PAGE_SIZE = 100;

/**
 * How many pages of a list to read after its first page's envelope: the `pages` it claims, but
 * no more than `results` needs at the page size asked for, plus one (a record added while the
 * list is read); none when the first page is empty. `inconsistent` says when the claim was cut.
 */
export function pagesToRead(req: ImportRequest, first: { readonly data: readonly unknown[]; readonly pages: number; readonly results?: number }): { pages: number; inconsistent?: string } {
  const size = req.pageSize ?? DEFAULT_PAGE_SIZE;
  let pages = first.pages;
  if (first.results !== undefined && first.results >= 0) pages = Math.min(pages, Math.ceil(first.results / size) + 1);
  if (first.data.length === 0) pages = 1;
  if (pages >= first.pages) return { pages };
  return { pages, inconsistent: `the API answered pages ${first.pages} with ${first.results !== undefined ? `results ${first.results}` : "no results"} and ${plural(first.data.length, "record")} on page 1 (page size ${size}): read ${plural(pages, "page")}` };
}

/** The most pages a list may claim: beyond it the envelope is refused (a runaway or hostile answer). */
export const MAX_PAGES = 100_000;

/**
 * Reads a collection envelope (`data`, `page`, `pages`, `results`), checking that it is the page
 * asked for. Total: anything else is a problem, never an exception.
 */
export function readEnvelope(body: unknown, page: number): Envelope {
  if (!isPlainObject(body)) return { problem: "the response is not a collection envelope (a JSON object with data, page and pages)" };
  const { data, pages } = body;
  if (!Array.isArray(data)) return { problem: "the response's data is not a list" };
  if (typeof pages !== "number" || !Number.isSafeInteger(pages) || pages < 0 || pages > MAX_PAGES) return { problem: `the response's pages is not a whole number from 0 to ${MAX_PAGES}` };
  if (body.page !== page) return { problem: `the response is page ${typeof body.page === "number" ? body.page : "?"}, not the page ${page} asked for` };
  const results = typeof body.results === "number" && Number.isSafeInteger(body.results) ? { results: body.results } : {};
  return { data, page, pages: Math.max(pages, 1), ...results };
}
