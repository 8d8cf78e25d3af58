/**
 * validateRequest: one call per API request. The route is matched (path parameters checked), the
 * endpoint's own validator runs in its mode, list endpoints' paging and X-Filter are checked, and
 * the answer carries the API's error body (`{ errors: [{ field?, reason }] }`) beside every
 * finding. Pure and total: any input gives a result, nothing throws.
 */
import { toDiagnostic, type Diagnostic, type Finding, type Path, type Severity } from "../diagnostic.js";
import { checkAssignment, checkRangeCreate, checkShare, inventoryFrom, rangeCounters, type IpInventory } from "../account/ip.js";
import { filterFindings, pagingFindings } from "../filter/validate.js";
import { isCollection } from "../filter/fields.js";
import { parseIp, parseIpv6 } from "../net/ip.js";
import { databaseFindings } from "../resources/database.js";
import { firewallDeviceFindings, firewallFindings, firewallRulesFindings } from "../resources/firewall.js";
import { checkImageId, imageFindings } from "../resources/image.js";
import { ipAllocateShape, ipAssignRequestShape, ipShareRequestShape, ipv6RangeRequestShape, rdnsUpdateShape } from "../resources/ip.js";
import { stackscriptFindings } from "../resources/stackscript.js";
import { subnetFindings, vpcFindings } from "../resources/vpc.js";
import { optionsFindings, profileSeverity, splitPair, type ProfileOptions, type RequestProfile } from "../resources/common.js";
import { capPerRule } from "../rules/caps.js";
import { isCountedOnly } from "../schemas/compile.js";
import { RULES, type RuleId } from "../rules/catalog.js";
import { refusedData, Reporter } from "../rules/report.js";
import { isPlainObject, jsonType, show, suggest } from "../util/text.js";
import { firstDuplicateKey, hasDuplicateKey } from "./duplicates.js";
import { apiField } from "./field.js";
import { matchRoute, parametersOf } from "./match.js";
import { routes, type EndpointId, type HttpMethod, type PathParameterKind, type PathParams, type Route } from "./routes.js";
import type { RequestBodies } from "./bodies.js";

/**
 * What a service has of an API request: all of it is optional but the method and path.
 * @example
 * ```ts
 * const request: ApiRequest = { method: "GET", path: "/networking/firewalls?page=2", headers: { "X-Filter": '{"label": {"+contains": "web"}}' } };
 * validateRequest(request).ok; // true
 * ```
 */
export interface ApiRequest {
  /** `GET`, `POST`, `PUT` or `DELETE` (any case). */
  method: string;
  /**
   * The path after the base URL (`/networking/firewalls/123/rules`); a leading `/v4`, a full URL, a
   * query string and percent-encoding are all understood.
   */
  path: string;
  /** The JSON body: parsed, or as text (parsed here). */
  body?: unknown;
  /** Query parameters: an object (`req.query`), a query string or URLSearchParams. Default: the path's query string. */
  query?: unknown;
  /** Headers: an object (any case of names) or a fetch `Headers`. `X-Filter` and `Content-Type` are read. */
  headers?: unknown;
}

/**
 * Options of validateRequest: which constraints block (`profile`), per-rule settings (`off` drops a
 * rule; an `error` blocks), and the inventory for the IP checks that need the account. An unknown
 * profile, rule id or setting is refused (`request-options`), never ignored.
 * @example
 * ```ts
 * const options: ValidateRequestOptions = { profile: "live", rules: { "firewall-label-letter-first": "off" }, inventory: { computes: [{ label: "web-1", id: 101, region: "us-east" }] } };
 * validateRequest({ method: "POST", path: "/networking/ips/assign", body: { region: "us-east", assignments: [{ address: "203.0.113.10", compute_id: 101 }] } }, options);
 * ```
 */
export interface ValidateRequestOptions extends ProfileOptions {
  /**
   * `reference` (the default): `errors` holds what the API reference states the API refuses.
   * `live`: also what is known of the live API beyond the reference (rules marked `live` in the
   * registry: letter-first firewall labels, RFC 1918 subnets, the filterable-field table, …),
   * which are otherwise warnings in `diagnostics`.
   */
  profile?: RequestProfile;
  /**
   * The account's instances (`{ computes: [...] }`, as in a state file), for the checks of IP
   * requests that need them (addresses on the account, regions, the outcome of an assignment).
   * Without it those checks are skipped: a request is judged on its own.
   */
  inventory?: unknown;
  /** Per-rule settings by rule id (`off` drops a rule); an `error` blocks the request. */
  rules?: Partial<Record<RuleId, Severity | "off">>;
}

/**
 * One entry of the API's error body. `field` is absent for errors about the request as a whole.
 * @example
 * ```ts
 * const body: { errors: ApiError[] } = { errors: [{ field: "rules.inbound[2].ports", reason: 'ports "022": leading zero' }] };
 * ```
 */
export interface ApiError {
  field?: string;
  reason: string;
}

/**
 * What every result of validateRequest has.
 * @example
 * ```ts
 * const base: RequestResultBase = validateRequest({ method: "GET", path: "/vpcs/12" });
 * base.params; // { vpcId: "12" }
 * ```
 */
export interface RequestResultBase {
  /** Every finding, errors first-class among them; paths are relative to the request (`["body", "rules", …]`). */
  diagnostics: Diagnostic[];
  /** The path parameters, decoded (`{ firewallId: "123" }`). */
  params: Readonly<Record<string, string>>;
}

/**
 * A request the API would accept: `body` is typed for its endpoint (narrow on `endpoint`). Its
 * `errors` (and `diagnostics`, when there are none) is a shared frozen empty array.
 * @example
 * ```ts
 * const result = validateRequest({ method: "PUT", path: "/vpcs/12", body: { label: "prod-2" } });
 * if (result.ok && result.endpoint === "PUT /vpcs/{vpcId}") { const accepted: AcceptedRequest = result; result.body.label; }
 * ```
 */
export type AcceptedRequest = {
  [E in EndpointId]: Omit<RequestResultBase, "params"> & {
    ok: true;
    status: 200;
    endpoint: E;
    route: Route;
    errors: [];
    body: RequestBodies[E];
    /** The endpoint's path parameters by name (`{ vpcId: "12" }`), decoded. */
    params: PathParams<E>;
  };
}[EndpointId];

/**
 * A request the API would refuse: `errors` is its error body; `status` 404 (no such path), 405 (no
 * such method on it: `allow` is the content of the answer's `Allow` header), 413 (a body over
 * MAX_BODY_TEXT) or 400.
 * @example
 * ```ts
 * const result = validateRequest({ method: "PATCH", path: "/vpcs/12" });
 * if (!result.ok) { const refused: RefusedRequest = result; refused.status; } // 405
 * ```
 */
export interface RefusedRequest extends RequestResultBase {
  ok: false;
  status: 400 | 404 | 405 | 413;
  endpoint?: EndpointId;
  route?: Route;
  errors: ApiError[];
  body?: unknown;
  /** With a 405: the methods the path takes, as the `Allow` header writes them (`"GET, HEAD, PUT, DELETE, OPTIONS"`). */
  allow?: string;
}

/**
 * An `OPTIONS` request (a CORS preflight) to a path of the API: not refused, and not an endpoint's
 * request; `allow` is the content of an `Allow` header for the path. (`HEAD` is checked as `GET`.)
 * @example
 * ```ts
 * const result = validateRequest({ method: "OPTIONS", path: "/vpcs/12" });
 * if (result.ok && "preflight" in result) result.allow; // "GET, HEAD, PUT, DELETE, OPTIONS"
 * ```
 */
export interface PreflightRequest extends RequestResultBase {
  ok: true;
  status: 204;
  preflight: true;
  allow: string;
  endpoint?: undefined;
  route?: undefined;
  errors: [];
  body?: undefined;
}

/**
 * What validateRequest answers: an AcceptedRequest (ok, the typed body) or a RefusedRequest (the API's status and error body).
 * @example
 * ```ts
 * const result: RequestResult = validateRequest({ method: "DELETE", path: "/images/private/15" });
 * result.ok; // true
 * ```
 */
export type RequestResult = AcceptedRequest | RefusedRequest | PreflightRequest;

/**
 * A path longer than this is refused unread (404).
 * @example
 * ```ts
 * validateRequest({ method: "GET", path: "/" + "a".repeat(MAX_REQUEST_PATH) }).status; // 404
 * ```
 */
export const MAX_REQUEST_PATH = 8192;
/**
 * A body given as text is read up to this many characters (2 MiB); a longer one is refused unread (413).
 * @example
 * ```ts
 * validateRequest({ method: "POST", path: "/vpcs", body: " ".repeat(MAX_BODY_TEXT + 1) }).errors[0]?.reason; // "the body is over … characters; it is not read"
 * ```
 */
export const MAX_BODY_TEXT = 2 * 1024 * 1024;
const MAX_FILTER_TEXT = 64 * 1024;

type BodyCheck = (body: unknown, inventory: unknown) => Finding[];

/** An IP request: its shape, then what it does against the inventory (syntax alone without one). */
function ipRequest(shape: (body: unknown) => Finding[], check: (inv: IpInventory, body: unknown, out: Reporter) => void): BodyCheck {
  return (body, inventory) => {
    // The inventory is measured only by the requests that read it: a service passes the same
    // account with every request, and a firewall or VPC request need not walk it.
    const refused = inventory === undefined ? undefined : refusedData(inventory, undefined, "the inventory");
    if (refused) return [refused];
    const out = new Reporter();
    out.addAll(shape(body));
    check(inventoryFrom(inventory), body, out);
    // A request names instances by id: a label is a type error the schema reports, not a
    // reference to resolve. Related locations inside the inventory keep their paths (["computes", i, …]).
    return out.findings
      .filter((f) => !(f.ruleId === "unresolved-reference" && f.path[f.path.length - 1] === "compute_id"))
      .map((f) => (f.fileIndex === undefined ? f : { ...f, fileIndex: undefined }));
  };
}

/** The validator of every endpoint that takes a body. */
const BODY_CHECK_BY_ID: Partial<Record<EndpointId, BodyCheck>> = {
  "POST /vpcs": (b) => vpcFindings(b, "create"),
  "PUT /vpcs/{vpcId}": (b) => vpcFindings(b, "update"),
  "POST /vpcs/{vpcId}/subnets": (b) => subnetFindings(b, "create"),
  "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}": (b) => subnetFindings(b, "update"),
  "POST /databases/mysql/instances": (b) => databaseFindings(b, "create"),
  "PUT /databases/mysql/instances/{instanceId}": (b) => databaseFindings(b, "update"),
  "POST /networking/firewalls": (b) => firewallFindings(b, "create"),
  "PUT /networking/firewalls/{firewallId}": (b) => firewallFindings(b, "update"),
  "POST /networking/firewalls/{firewallId}/devices": (b) => firewallDeviceFindings(b),
  "PUT /networking/firewalls/{firewallId}/rules": (b) => firewallRulesFindings(b, "update"),
  "POST /networking/ips": ipAllocateShape,
  "POST /networking/ips/assign": ipRequest(ipAssignRequestShape, (inv, b, out) => checkAssignment(inv, b, [], 0, out)),
  "POST /networking/ips/share": ipRequest(ipShareRequestShape, (inv, b, out) => checkShare(inv, b, [], 0, out)),
  "PUT /networking/ips/{address}": rdnsUpdateShape,
  "POST /networking/ipv4/assign": ipRequest(ipAssignRequestShape, (inv, b, out) => checkAssignment(inv, b, [], 0, out)),
  "POST /networking/ipv4/share": ipRequest(ipShareRequestShape, (inv, b, out) => checkShare(inv, b, [], 0, out)),
  "POST /networking/ipv6/ranges": ipRequest(ipv6RangeRequestShape, (inv, b, out) => checkRangeCreate(inv, b, [], 0, out, rangeCounters(inv))),
  "POST /compute/stackscripts": (b) => stackscriptFindings(b, "create"),
  "PUT /compute/stackscripts/{stackscriptId}": (b) => stackscriptFindings(b, "update"),
  "POST /images": (b) => imageFindings(b, "create"),
  "POST /images/upload": (b) => imageFindings(b, "upload"),
  "PUT /images/{imageId}": (b) => imageFindings(b, "update"),
};
/**
 * A body check that first measures the body (refusedData): a list of 2^32−1 slots or a cycle is
 * one input-limit finding, never walked by the schema. (The IP requests measure the inventory.)
 */
const bounded =
  (check: BodyCheck): BodyCheck =>
  (body, inventory) => {
    const refused = refusedData(body);
    return refused ? [refused] : check(body, inventory);
  };
/** The same, by route object: the lookup on the hot path is by identity. */
const BODY_CHECKS = new Map<Route, BodyCheck>(routes.flatMap((r) => (BODY_CHECK_BY_ID[r.id] ? [[r, bounded(BODY_CHECK_BY_ID[r.id]!)] as const] : [])));

// ---- Path ----

/** Where the endpoint's path lies in the given text, and the query string if it has one. */
interface PathSpan {
  start: number;
  end: number;
  query?: string;
  /** Set when a segment holds percent-encoding. */
  decode?: (segment: string) => string;
}

const MALFORMED = Symbol("malformed");

/**
 * Finds the path between a base URL, `/v4`, a query string or fragment and a trailing slash, by
 * index: no copy of the path for the common case (`/networking/firewalls/123`).
 */
function locatePath(path: string): PathSpan | typeof MALFORMED {
  let start = 0;
  let end = path.length;
  let query: string | undefined;
  let percent = -1;
  // One pass for the characters that end the path (? #) or need decoding (%).
  for (let i = 0; i < end; i++) {
    const c = path.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) {
      if (c === 63) {
        const hash = path.indexOf("#", i + 1);
        query = path.slice(i + 1, hash === -1 ? path.length : hash);
      }
      end = i;
      break;
    }
    if (c === 37 /* % */ && percent === -1) percent = i;
  }
  if (path.charCodeAt(0) !== 47 /* / */) {
    const scheme = path.indexOf("://");
    if (scheme !== -1 && scheme < 8 && scheme < end) {
      const slash = path.indexOf("/", scheme + 3);
      start = slash === -1 || slash > end ? end : slash;
      if (percent !== -1 && percent < start) percent = path.indexOf("%", start);
    }
  }
  if (path.charCodeAt(start) === 47) start++;
  if (path.startsWith("v4", start) && (end - start === 2 || path.charCodeAt(start + 2) === 47)) start = Math.min(start + 3, end);
  if (end - start > 1 && path.charCodeAt(end - 1) === 47) end--;
  const span: PathSpan = query === undefined ? { start, end } : { start, end, query };
  if (percent !== -1 && percent < end) {
    // Validate every escape up front, so that decoding a segment cannot fail later.
    try {
      decodeURIComponent(path.slice(start, end));
    } catch {
      return MALFORMED;
    }
    span.decode = decodeURIComponent;
  }
  return span;
}

function isPositiveInteger(text: string): boolean {
  if (text.length === 0 || text.length > 16 || text[0] === "0") return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return text.length < 16 || Number(text) <= Number.MAX_SAFE_INTEGER;
}

function checkParameter(name: string, kind: PathParameterKind, value: string, out: Reporter, method: string): void {
  const at: Path = ["path", name];
  switch (kind) {
    case "integer":
      if (!isPositiveInteger(value)) out.report("request-path-parameter", at, `${name} must be a positive integer id, not ${show(value)}`);
      return;
    case "imageId":
      // "Update and delete apply to private images" (API reference: Images, rule 3).
      if ((method === "PUT" || method === "DELETE") && value.startsWith("compute/")) {
        out.report("request-path-parameter", at, `${name} ${show(value)} is a public image; update and delete apply to private images (private/<id>)`);
        return;
      }
      checkImageId(value, at, out);
      return;
    case "engineId":
      if (!splitPair(value)) out.report("request-path-parameter", at, `${name} must be <engine>/<version> (e.g. mysql/8.0.30), not ${show(value)}`);
      return;
    case "ipv6Range": {
      const slash = value.indexOf("/");
      if (slash !== -1) {
        out.report("request-path-parameter", at, `${name} is written without its prefix length: ${show(value.slice(0, slash))}, not ${show(value)}`);
        return;
      }
      const parsed = parseIpv6(value);
      if (!parsed.ok) out.report("request-path-parameter", at, `${name} ${show(value)} is not an IPv6 address: ${parsed.reason}`);
      return;
    }
    case "ipAddress": {
      const parsed = value.includes("/") ? undefined : parseIp(value);
      if (!parsed?.ok) out.report("request-path-parameter", at, `${name} ${show(value)} is not an IP address${parsed && !parsed.ok ? `: ${parsed.reason}` : " (no /mask)"}`);
      return;
    }
    case "string":
      if (value.length === 0) out.report("request-path-parameter", at, `${name} must not be empty`);
      return;
  }
}

// ---- Query and headers ----

/** The query as a plain object of string (or repeated: array) values; anything unreadable is empty. */
function readQuery(query: unknown, fromPath: string | undefined): Record<string, unknown> {
  const source = query === undefined ? fromPath : query;
  if (source === undefined || source === null) return {};
  if (typeof source === "string") return fromSearchParams(new URLSearchParams(source.startsWith("?") ? source.slice(1) : source));
  if (typeof URLSearchParams !== "undefined" && source instanceof URLSearchParams) return fromSearchParams(source);
  return isPlainObject(source) ? source : {};
}

function fromSearchParams(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  params.forEach((value, key) => {
    const prior = out[key];
    out[key] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
  });
  return out;
}

/** A header's value, by case-insensitive name, from an object or a fetch Headers. */
function readHeader(headers: unknown, name: string): unknown {
  if (headers === null || typeof headers !== "object") return undefined;
  const proto: unknown = Object.getPrototypeOf(headers);
  const get = (headers as { get?: unknown }).get;
  if (typeof get === "function" && proto !== Object.prototype && proto !== null) {
    try {
      const value: unknown = get.call(headers, name);
      return value === null ? undefined : value;
    } catch {
      return undefined;
    }
  }
  if (!isPlainObject(headers)) return undefined;
  // Node's own headers are lower-case: the direct read finds them; other spellings need a scan
  // (names of another length are skipped without lower-casing them).
  if (Object.prototype.hasOwnProperty.call(headers, name)) return headers[name];
  for (const key in headers) {
    if (key.length === name.length && Object.prototype.hasOwnProperty.call(headers, key) && key.toLowerCase() === name) return headers[key];
  }
  return undefined;
}

const INTEGER_TEXT = /^-?\d{1,16}$/;

/** Query values arrive as text: integers written as digits are read as numbers. */
function queryNumber(value: unknown): unknown {
  return typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) : value;
}

function checkQuery(route: Route, query: Record<string, unknown>, out: Reporter): void {
  const keys = Object.keys(query);
  if (keys.length === 0) return;
  const input = route.input;
  const known = input.kind === "list" ? ["page", "page_size", ...(input.query ?? [])] : [];
  const paging: Record<string, unknown> = {};
  for (const key of keys) {
    let value = query[key];
    if (Array.isArray(value)) {
      if (value.length !== 1) {
        out.report("request-query", ["query", key], `query parameter ${show(key)} is given ${value.length} times; give it once`);
        continue;
      }
      value = value[0];
    }
    if (!known.includes(key)) {
      const guess = suggest(key, known);
      const takes = known.length ? `it takes ${known.join(", ")}` : "it takes no query parameters";
      out.report("request-ignored-input", ["query", key], `${route.id} has no query parameter ${show(key)} (${takes})${guess ? `; did you mean "${guess}"?` : ""}`);
      continue;
    }
    if (key === "page" || key === "page_size") paging[key] = queryNumber(value);
    else if (key === "skip_ipv6_rdns" && !(value === true || value === false || value === "true" || value === "false")) {
      out.report("request-query", ["query", key], `skip_ipv6_rdns is true or false, not ${show(value)}`);
    }
  }
  const findings = pagingFindings(paging);
  // page_size bounds the reference leaves "not shown" are the live API's (SPEC §6): their own, live rule.
  const bounded = input.kind === "list" && input.pageSizeBounded === true;
  out.addAll(bounded ? findings : findings.map((f) => (f.ruleId === "paging-page-size" ? unstatedPageSize(f, paging.page_size) : f)), ["query"]);
}

function checkFilterHeader(route: Route, value: unknown, out: Reporter, live: boolean): void {
  const at: Path = ["headers", "X-Filter"];
  if (route.input.kind !== "list") {
    out.report("request-ignored-input", at, `${route.id} is not a list; the X-Filter header does not apply to it`);
    return;
  }
  let filter = value;
  if (Array.isArray(value)) {
    out.report("filter-structure", at, `the X-Filter header is given ${value.length} times; give one JSON object`);
    return;
  }
  if (typeof value === "string") {
    if (value.length > MAX_FILTER_TEXT) {
      out.report("filter-structure", at, `the X-Filter header is ${value.length} characters long; at most ${MAX_FILTER_TEXT} are read`);
      return;
    }
    try {
      filter = JSON.parse(value) as unknown;
    } catch (e) {
      out.report("filter-structure", at, `the X-Filter header is not JSON: ${e instanceof Error ? e.message : "unreadable"}`);
      return;
    }
  }
  const collection = route.input.collection;
  // A key that names no field of the record is refused at the header itself, as the live API does (field "X-Filter", "Cannot filter on foo").
  if (collection !== undefined && isCollection(collection)) out.addAll(filterFindings(collection, filter, { live }).map(({ anchor, ...f }) => (f.ruleId === "filter-field-unknown" ? { ...f, path: [] } : { ...f, ...(anchor ? { anchor } : {}) })), at);
  else if (!isPlainObject(filter)) out.report("filter-structure", at, `an X-Filter is a JSON object, not ${jsonType(filter)}`);
}

// ---- Body ----

const NO_BODY = Symbol("no body");
/** A body over MAX_BODY_TEXT: refused unread, with 413. */
const TOO_LARGE = Symbol("too large");
/** Where body findings sit in a request (a prefix: addAll copies it into each finding's path). */
const BODY_PATH: Path = ["body"];

/** The body as data: text is parsed as JSON, bytes decoded; NO_BODY when there is none. */
function readBody(body: unknown, out: Reporter): unknown {
  if (body === undefined || body === null || body === "") return NO_BODY;
  let text: string;
  if (typeof body === "string") text = body;
  else if (typeof Uint8Array !== "undefined" && body instanceof Uint8Array) {
    if (body.byteLength === 0) return NO_BODY;
    if (body.byteLength > MAX_BODY_TEXT) return tooLarge(out);
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      out.report("request-body", ["body"], "the body is not UTF-8 text");
      return undefined;
    }
  } else return body;
  if (text.length > MAX_BODY_TEXT) return tooLarge(out);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (e) {
    out.report("request-body", ["body"], `the body is not JSON: ${e instanceof Error ? e.message : "unreadable"}`);
    return undefined;
  }
  // JSON.parse keeps the last of two equal keys; an upstream that keeps the first would act on a
  // value nobody checked.
  const duplicate = hasDuplicateKey(text, parsed) ? firstDuplicateKey(text) : undefined;
  if (duplicate !== undefined) {
    out.report("request-body", ["body", ...duplicate], `the body gives ${show(duplicate[duplicate.length - 1])} twice in one object; give each field once`);
    return undefined;
  }
  return parsed;
}

function tooLarge(out: Reporter): typeof TOO_LARGE {
  out.report("request-body", ["body"], `the body is over ${MAX_BODY_TEXT} characters; it is not read`);
  return TOO_LARGE;
}

/**
 * A body validator's findings, moved under `body`; those that only stand for schema errors past the
 * cap stay as they are (the cap counts them by rule and drops them), so a body of 160,000 unknown
 * keys moves 50 findings, not 160,000.
 */
function addBodyFindings(findings: readonly Finding[], out: Reporter): void {
  for (const f of findings) {
    if (isCountedOnly(f)) out.findings.push(f);
    else out.addAll([f], BODY_PATH);
  }
}

function isEmptyObject(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).length === 0;
}

// ---- Result ----

function unstatedPageSize(f: Finding, size: unknown): Finding {
  return {
    ...f,
    ruleId: "paging-page-size-unstated",
    severity: RULES["paging-page-size-unstated"].severity,
    message: `page_size ${show(size)} is outside 25..500, the live API's bounds; the reference leaves this list's page size bounds unstated`,
  };
}

/** Longest `field` and `reason` of an error: user text echoed in them is cut, as values are in messages. */
const MAX_REASON = 1024;

function finish(
  findings: readonly Finding[],
  options: ValidateRequestOptions | undefined,
  base: { status?: 404 | 405 | 413; allow?: string; endpoint?: EndpointId; route?: Route; params: Readonly<Record<string, string>>; body?: unknown },
): RequestResult {
  // Results are built with one literal shape (no spreads): this is the hot path of a service.
  if (findings.length === 0 && base.route) {
    return { ok: true, status: 200, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors: ACCEPTED_NOTHING as [], diagnostics: ACCEPTED_NOTHING } as AcceptedRequest;
  }
  // The options were checked on the way in: a plain object, or undefined.
  const settings = isPlainObject(options) ? options : undefined;
  const diagnostics: Diagnostic[] = [];
  const errors: ApiError[] = [];
  // One error per field and cause: the API's body names each once (every finding stays in diagnostics).
  const seen = new Set<string>();
  for (const f of capPerRule(findings, [])) {
    const severity = profileSeverity(f.ruleId, f.severity, settings);
    if (severity === "off") continue;
    const d = toDiagnostic(severity === f.severity ? f : { ...f, severity });
    diagnostics.push(d);
    if (severity !== "error") continue;
    const field = fieldOf(d.path);
    const key = `${field ?? ""}\u0000${d.ruleId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const reason = d.message.length > MAX_REASON ? d.message.slice(0, MAX_REASON - 1) + "…" : d.message;
    errors.push(field === undefined ? { reason } : { field, reason });
  }
  if (errors.length === 0 && base.route) {
    return { ok: true, status: 200, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors: ACCEPTED_NOTHING as [], diagnostics } as AcceptedRequest;
  }
  const refused: RefusedRequest = { ok: false, status: base.status ?? 400, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors, diagnostics };
  if (base.allow !== undefined) refused.allow = base.allow;
  return refused;
}

/** The API's `field` of a request-relative path: body fields as the API writes them, parameters and headers by name. */
function fieldOf(path: Path): string | undefined {
  if (path.length < 2) return undefined;
  if (path[0] === "options") return apiField(path, 0);
  if (path[0] !== "headers") return apiField(path, 1);
  const name = String(path[1]);
  const inner = apiField(path, 2);
  return inner === undefined ? name : inner.startsWith("[") ? name + inner : `${name}.${inner}`;
}

/**
 * Validates one API request: the route, its path parameters, its query and X-Filter header (list
 * endpoints) and its body (with the endpoint's own validator, in its mode). Never throws.
 *
 * @example
 * ```ts
 * const result = validateRequest({ method: "POST", path: "/v4/vpcs/12/subnets", body: { label: "app", ipv4: "10.0.1.5/24" } });
 * if (!result.ok) result.errors; // [{ field: "ipv4", reason: "ipv4 \"10.0.1.5/24\" has host bits set; …" }]
 * ```
 */
export function validateRequest(request: ApiRequest, options?: ValidateRequestOptions): RequestResult {
  // Options that are not what the type says are the caller's mistake: said, never ignored.
  if (options !== undefined) {
    const problems = optionsFindings(options);
    if (problems.length > 0) return finish(problems, undefined, { params: {} });
  }
  // The common case of a service, kept small so that it stays cheap: a path matched before (no
  // query, no headers to read) and a parsed JSON body, or no body where the endpoint takes none.
  // (The cache holds only strings that matched, so a method or path of another type misses it.)
  // Express hands over an empty query object and its headers: those stay on the fast path when
  // there is nothing in them to check (no query, no X-Filter, a JSON content type).
  if (typeof request === "object" && request !== null) {
    const { method, path, body, query, headers } = request;
    if (!((query === undefined || isEmptyQuery(query)) && (headers === undefined || plainHeaders(headers, body !== undefined)))) return validateFully(request, options);
    const hit = cacheOf(method)?.get(path as string);
    if (hit) {
      const { check } = hit;
      if (check === undefined ? body === undefined : typeof body === "object" && body !== null && !ArrayBuffer.isView(body)) {
        const findings = check === undefined ? NO_FINDINGS : check(body, options === undefined ? undefined : isPlainObject(options) ? options.inventory : undefined);
        const endpoint = hit.route.id as EndpointId;
        if (findings.length === 0) return { ok: true, status: 200, endpoint, route: hit.route, params: hit.params, body, errors: ACCEPTED_NOTHING as [], diagnostics: ACCEPTED_NOTHING } as AcceptedRequest;
        const out = new Reporter();
        addBodyFindings(findings, out);
        return finish(out.findings, options, { endpoint, route: hit.route, params: hit.params, body });
      }
    }
  }
  return validateFully(request, options);
}

function isEmptyQuery(query: unknown): boolean {
  if (typeof query !== "object" || query === null || Object.getPrototypeOf(query) !== Object.prototype && Object.getPrototypeOf(query) !== null) return false;
  for (const _ in query) return false;
  return true;
}

/** Headers that leave nothing to check: a plain object without X-Filter whose Content-Type is JSON (or absent, with no body). */
function plainHeaders(headers: unknown, hasBody: boolean): boolean {
  if (typeof headers !== "object" || headers === null) return false;
  const proto: unknown = Object.getPrototypeOf(headers);
  if (proto !== Object.prototype && proto !== null) return false;
  // One pass over the names: only those of the two lengths are compared.
  let type: unknown;
  for (const key in headers) {
    if (key.length !== 8 && key.length !== 12) continue;
    const name = key.toLowerCase();
    if (name === "x-filter") return false;
    if (name === "content-type" && Object.prototype.hasOwnProperty.call(headers, key)) type = (headers as Record<string, unknown>)[key];
  }
  // No Content-Type is nothing to check without a body; with one, the full walk says so.
  return type === undefined ? !hasBody : typeof type === "string" && JSON_TYPE.test(type);
}

/** Everything validateRequest checks, for any request: the path walked, query, headers and any form of body. */
function validateFully(request: ApiRequest, options: ValidateRequestOptions | undefined): RequestResult {
  if (!isPlainObject(request)) {
    return refuse("request-route", [], `a request is an object { method, path, body?, query?, headers? }, not ${jsonType(request)}`, 404, options);
  }
  const { method, path } = request;
  if (typeof path !== "string" || path.length > MAX_REQUEST_PATH) {
    const message = typeof path === "string" ? `the path is ${path.length} characters long; at most ${MAX_REQUEST_PATH}` : `path must be a string, not ${show(path)}`;
    return refuse("request-route", ["path"], message, 404, options);
  }
  const given = method === "GET" || method === "POST" || method === "PUT" || method === "DELETE" ? method : typeof method === "string" ? method.toUpperCase() : "";
  if (given === "OPTIONS") return preflight(path, options);
  // HEAD is GET without the answer's body: the same endpoint, checked the same way.
  const verb = given === "HEAD" ? "GET" : given;
  const cache = cacheOf(verb);
  const out = new Reporter();
  let matched = cache?.get(path);
  let query: string | undefined;
  if (!matched) {
    const span = locatePath(path);
    if (span === MALFORMED) return refuse("request-route", ["path"], `the path ${show(path)} holds percent-encoding that is not valid UTF-8`, 404, options);
    const match = matchRoute(verb, path, span.start, span.end, span.decode);
    if (match.kind === "unknown") return refuse("request-route", ["path"], `no endpoint of the API has the path ${show(path)}`, 404, options);
    if (match.kind === "method") {
      return refuse("request-route", ["method"], `${show(method)} is not a method of ${show(path)}; it takes ${match.allowed.join(", ")}`, 405, options, allowHeader(match.allowed));
    }
    for (const { name, kind } of parametersOf(match.route)) checkParameter(name, kind, match.params[name]!, out, verb);
    matched = { route: match.route, params: match.params, check: BODY_CHECKS.get(match.route) };
    query = span.query;
    // A plain path that matched with good parameters is remembered (bounded), so that the next
    // request to it skips the walk; paths with a query or percent-encoding are not.
    if (cache && out.findings.length === 0 && query === undefined && !span.decode && path.length <= MAX_CACHED_PATH) {
      Object.freeze(matched.params);
      cache.set(path, matched);
    }
  }
  const { route: matchedRoute, params } = matched;
  const endpoint = matchedRoute.id as EndpointId;
  const { headers } = request;
  const { check } = matched;
  if (query !== undefined && query !== "" && request.query !== undefined && !isEmptyQuery(request.query) && !isEmptyQueryText(request.query)) {
    // Two queries: which one the upstream reads depends on how the caller builds the URL.
    out.report("request-query", ["query"], `the query is given twice, in the path (${show(`?${query}`)}) and as query; give it once`);
  } else if (request.query !== undefined || query !== undefined) checkQuery(matchedRoute, readQuery(isEmptyQuery(request.query) || isEmptyQueryText(request.query) ? undefined : request.query, query), out);
  const filter = headers === undefined ? undefined : readHeader(headers, "x-filter");
  if (filter !== undefined) checkFilterHeader(matchedRoute, filter, out, isPlainObject(options) && options.profile === "live");

  const body = readBody(request.body, out);
  if (body === TOO_LARGE) return finish(out.findings, options, { status: 413, endpoint, route: matchedRoute, params });
  if (!check) {
    if (body !== NO_BODY && body !== undefined && !isEmptyObject(body)) out.report("request-ignored-input", ["body"], `${matchedRoute.id} takes no body; the API ignores it`);
    return finish(out.findings, options, { endpoint, route: matchedRoute, params });
  }
  if (body === NO_BODY) {
    out.report("request-body", ["body"], `${matchedRoute.id} takes a JSON body; the request has none`);
    return finish(out.findings, options, { endpoint, route: matchedRoute, params });
  }
  // Without headers (a caller that has only the body) the type is not judged; headers without a
  // Content-Type are judged like a wrong one.
  const type = headers === undefined ? undefined : readHeader(headers, "content-type");
  if (headers !== undefined && !(typeof type === "string" && JSON_TYPE.test(type))) {
    const not = typeof type === "string" ? `not ${show(type)}` : "and this one has none";
    out.report("request-body", ["headers", "Content-Type"], `a request with a body carries Content-Type: application/json, ${not}`);
  }
  if (body !== undefined) addBodyFindings(check(body, isPlainObject(options) ? options.inventory : undefined), out);
  return finish(out.findings, options, { endpoint, route: matchedRoute, params, body });
}

interface Matched {
  readonly route: Route;
  /** Frozen once cached: results share it. */
  readonly params: Readonly<Record<string, string>>;
  readonly check: BodyCheck | undefined;
}

/**
 * Paths recently matched with good parameters, per method: a dictionary object without a
 * prototype (a lookup by a fresh path string is cheaper there than in a Map), emptied when full.
 */
class MatchCache {
  private entries: Record<string, Matched> = Object.create(null) as Record<string, Matched>;
  private size = 0;

  get(path: string): Matched | undefined {
    return this.entries[path];
  }

  set(path: string, matched: Matched): void {
    if (this.size >= MAX_CACHED_PATHS) {
      this.entries = Object.create(null) as Record<string, Matched>;
      this.size = 0;
    }
    this.entries[path] = matched;
    this.size++;
  }
}
const GET_CACHE = new MatchCache();
const POST_CACHE = new MatchCache();
const PUT_CACHE = new MatchCache();
const DELETE_CACHE = new MatchCache();
const NO_FINDINGS: readonly Finding[] = [];
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;
/**
 * The `errors` and `diagnostics` of a request accepted without a word: one frozen empty array
 * shared by all such results (two allocations less per request on a service's hot path).
 */
const ACCEPTED_NOTHING = Object.freeze([]) as unknown as never[];

function cacheOf(method: unknown): MatchCache | undefined {
  return method === "POST" ? POST_CACHE : method === "GET" ? GET_CACHE : method === "PUT" ? PUT_CACHE : method === "DELETE" ? DELETE_CACHE : undefined;
}
const MAX_CACHED_PATHS = 1024;
const MAX_CACHED_PATH = 256;

/** A request refused before any endpoint was found. */
function refuse(ruleId: RuleId, path: Path, message: string, status: 404 | 405, options: ValidateRequestOptions | undefined, allow?: string): RequestResult {
  return finish([{ ruleId, severity: RULES[ruleId].severity, message, path }], options, allow === undefined ? { status, params: {} } : { status, allow, params: {} });
}

/** The `Allow` header of a path whose endpoints take these methods: HEAD with GET, and OPTIONS. */
function allowHeader(methods: readonly string[]): string {
  const allowed: string[] = [];
  for (const m of ["GET", "POST", "PUT", "DELETE"]) {
    if (!methods.includes(m)) continue;
    allowed.push(m);
    if (m === "GET") allowed.push("HEAD");
  }
  allowed.push("OPTIONS");
  return allowed.join(", ");
}

/** OPTIONS (a CORS preflight): answered for any path of the API, with the path's methods. */
function preflight(path: string, options: ValidateRequestOptions | undefined): RequestResult {
  const span = locatePath(path);
  if (span === MALFORMED) return refuse("request-route", ["path"], `the path ${show(path)} holds percent-encoding that is not valid UTF-8`, 404, options);
  // No endpoint has the method OPTIONS, so the match says which methods the path takes.
  const match = matchRoute("OPTIONS", path, span.start, span.end, span.decode);
  if (match.kind !== "method") return refuse("request-route", ["path"], `no endpoint of the API has the path ${show(path)}`, 404, options);
  const result: PreflightRequest = { ok: true, status: 204, preflight: true, allow: allowHeader(match.allowed), params: {}, errors: ACCEPTED_NOTHING as [], diagnostics: ACCEPTED_NOTHING };
  return result;
}

function isEmptyQueryText(query: unknown): boolean {
  return query === "" || query === "?" || (typeof URLSearchParams !== "undefined" && query instanceof URLSearchParams && query.size === 0);
}

export type { HttpMethod };
