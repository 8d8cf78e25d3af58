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
import { splitPair } from "../resources/common.js";
import { capPerRule } from "../rules/caps.js";
import { RULES, isRuleId, type RuleId } from "../rules/catalog.js";
import { Reporter } from "../rules/report.js";
import { isPlainObject, jsonType, show, suggest } from "../util/text.js";
import { apiField } from "./field.js";
import { matchRoute, parametersOf } from "./match.js";
import { routes, type EndpointId, type HttpMethod, type PathParameterKind, type Route } from "./routes.js";
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
 * Options of validateRequest: the inventory for the IP checks that need the account, and severity overrides (`off` drops a rule; an error blocks).
 * @example
 * ```ts
 * const options: ValidateRequestOptions = { rules: { "firewall-label-letter-first": "off" }, inventory: { computes: [{ label: "web-1", id: 101, region: "us-east" }] } };
 * validateRequest({ method: "POST", path: "/networking/ips/assign", body: { region: "us-east", assignments: [{ address: "203.0.113.10", compute_id: 101 }] } }, options);
 * ```
 */
export interface ValidateRequestOptions {
  /**
   * The account's instances (`{ computes: [...] }`, as in a state file), for the checks of IP
   * requests that need them (addresses on the account, regions, the outcome of an assignment).
   * Without it those checks are skipped: a request is judged on its own.
   */
  inventory?: unknown;
  /** Per-rule severity overrides (`off` drops a rule); an `error` blocks the request. */
  rules?: Record<string, Severity | "off">;
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
  [E in EndpointId]: RequestResultBase & { ok: true; status: 200; endpoint: E; route: Route; errors: []; body: RequestBodies[E] };
}[EndpointId];

/**
 * A request the API would refuse: `errors` is its error body; `status` 404 (no such path), 405 (no such method on it) or 400.
 * @example
 * ```ts
 * const result = validateRequest({ method: "PATCH", path: "/vpcs/12" });
 * if (!result.ok) { const refused: RefusedRequest = result; refused.status; } // 405
 * ```
 */
export interface RefusedRequest extends RequestResultBase {
  ok: false;
  status: 400 | 404 | 405;
  endpoint?: EndpointId;
  route?: Route;
  errors: ApiError[];
  body?: unknown;
}

/**
 * What validateRequest answers: an AcceptedRequest (ok, the typed body) or a RefusedRequest (the API's status and error body).
 * @example
 * ```ts
 * const result: RequestResult = validateRequest({ method: "DELETE", path: "/images/private/15" });
 * result.ok; // true
 * ```
 */
export type RequestResult = AcceptedRequest | RefusedRequest;

/**
 * A path longer than this is refused unread (404).
 * @example
 * ```ts
 * validateRequest({ method: "GET", path: "/" + "a".repeat(MAX_REQUEST_PATH) }).status; // 404
 * ```
 */
export const MAX_REQUEST_PATH = 8192;
/**
 * A body given as text is read up to this many characters (2 MiB); a longer one is refused unread.
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
/** The same, by route object: the lookup on the hot path is by identity. */
const BODY_CHECKS = new Map<Route, BodyCheck>(routes.flatMap((r) => (BODY_CHECK_BY_ID[r.id] ? [[r, BODY_CHECK_BY_ID[r.id]!] as const] : [])));

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

function checkParameter(name: string, kind: PathParameterKind, value: string, out: Reporter): void {
  const at: Path = ["path", name];
  switch (kind) {
    case "integer":
      if (!isPositiveInteger(value)) out.report("request-path-parameter", at, `${name} must be a positive integer id, not ${show(value)}`);
      return;
    case "imageId":
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
  out.addAll(pagingFindings(paging), ["query"]);
}

function checkFilterHeader(route: Route, value: unknown, out: Reporter): void {
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
  if (collection !== undefined && isCollection(collection)) out.addAll(filterFindings(collection, filter), at);
  else if (!isPlainObject(filter)) out.report("filter-structure", at, `an X-Filter is a JSON object, not ${jsonType(filter)}`);
}

// ---- Body ----

const NO_BODY = Symbol("no body");
/** Where body findings sit in a request (a prefix: addAll copies it into each finding's path). */
const BODY_PATH: Path = ["body"];

/** The body as data: text is parsed as JSON, bytes decoded; NO_BODY when there is none. */
function readBody(body: unknown, out: Reporter): unknown {
  if (body === undefined || body === null || body === "") return NO_BODY;
  let text: string;
  if (typeof body === "string") text = body;
  else if (typeof Uint8Array !== "undefined" && body instanceof Uint8Array) {
    if (body.byteLength === 0) return NO_BODY;
    if (body.byteLength > MAX_BODY_TEXT) return tooLong(out);
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      out.report("request-body", ["body"], "the body is not UTF-8 text");
      return undefined;
    }
  } else return body;
  if (text.length > MAX_BODY_TEXT) return tooLong(out);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    out.report("request-body", ["body"], `the body is not JSON: ${e instanceof Error ? e.message : "unreadable"}`);
    return undefined;
  }
}

function tooLong(out: Reporter): undefined {
  out.report("request-body", ["body"], `the body is over ${MAX_BODY_TEXT} characters; it is not read`);
  return undefined;
}

function isEmptyObject(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).length === 0;
}

// ---- Result ----

/** In a request, every rule the API enforces blocks it; then the caller's overrides apply. */
function requestSeverity(ruleId: string, severity: Severity, rules: Record<string, Severity | "off"> | undefined): Severity | "off" {
  const setting = rules && Object.prototype.hasOwnProperty.call(rules, ruleId) ? rules[ruleId] : undefined;
  if (setting === "off" || setting === "error" || setting === "warning" || setting === "info") return setting;
  const meta = isRuleId(ruleId) ? RULES[ruleId as RuleId] : undefined;
  return meta && "refusedByApi" in meta ? "error" : severity;
}

function finish(
  findings: readonly Finding[],
  options: ValidateRequestOptions | undefined,
  base: { status?: 404 | 405; endpoint?: EndpointId; route?: Route; params: Readonly<Record<string, string>>; body?: unknown },
): RequestResult {
  // Results are built with one literal shape (no spreads): this is the hot path of a service.
  if (findings.length === 0 && base.route) {
    return { ok: true, status: 200, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors: ACCEPTED_NOTHING as [], diagnostics: ACCEPTED_NOTHING } as AcceptedRequest;
  }
  const rules = isPlainObject(options) && isPlainObject(options.rules) ? (options.rules as Record<string, Severity | "off">) : undefined;
  const diagnostics: Diagnostic[] = [];
  const errors: ApiError[] = [];
  for (const f of capPerRule(findings, [])) {
    const severity = requestSeverity(f.ruleId, f.severity, rules);
    if (severity === "off") continue;
    const d = toDiagnostic(severity === f.severity ? f : { ...f, severity });
    diagnostics.push(d);
    if (severity !== "error") continue;
    const field = fieldOf(d.path);
    errors.push(field === undefined ? { reason: d.message } : { field, reason: d.message });
  }
  if (errors.length === 0 && base.route) {
    return { ok: true, status: 200, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors: ACCEPTED_NOTHING as [], diagnostics } as AcceptedRequest;
  }
  return { ok: false, status: base.status ?? 400, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors, diagnostics };
}

/** The API's `field` of a request-relative path: body fields as the API writes them, parameters and headers by name. */
function fieldOf(path: Path): string | undefined {
  if (path.length < 2) return undefined;
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
  // The common case of a service, kept small so that it stays cheap: a path matched before (no
  // query, no headers to read) and a parsed JSON body, or no body where the endpoint takes none.
  // (The cache holds only strings that matched, so a method or path of another type misses it.)
  // Express hands over an empty query object and its headers: those stay on the fast path when
  // there is nothing in them to check (no query, no X-Filter, a JSON content type).
  if (typeof request === "object" && request !== null) {
    const { method, path, body, query, headers } = request;
    if (!((query === undefined || isEmptyQuery(query)) && (headers === undefined || plainHeaders(headers)))) return validateFully(request, options);
    const hit = cacheOf(method)?.get(path as string);
    if (hit) {
      const { check } = hit;
      if (check === undefined ? body === undefined : typeof body === "object" && body !== null && !ArrayBuffer.isView(body)) {
        const findings = check === undefined ? NO_FINDINGS : check(body, options === undefined ? undefined : isPlainObject(options) ? options.inventory : undefined);
        const endpoint = hit.route.id as EndpointId;
        if (findings.length === 0) return { ok: true, status: 200, endpoint, route: hit.route, params: hit.params, body, errors: ACCEPTED_NOTHING as [], diagnostics: ACCEPTED_NOTHING } as AcceptedRequest;
        const out = new Reporter();
        out.addAll(findings, BODY_PATH);
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

/** Headers that leave nothing to check: a plain object without X-Filter whose Content-Type (if any) is JSON. */
function plainHeaders(headers: unknown): boolean {
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
  return type === undefined || (typeof type === "string" && JSON_TYPE.test(type));
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
  const verb = method === "GET" || method === "POST" || method === "PUT" || method === "DELETE" ? method : typeof method === "string" ? method.toUpperCase() : "";
  const cache = cacheOf(verb);
  const out = new Reporter();
  let matched = cache?.get(path);
  let query: string | undefined;
  if (!matched) {
    const span = locatePath(path);
    if (span === MALFORMED) return refuse("request-route", ["path"], `the path ${show(path)} holds percent-encoding that is not valid UTF-8`, 404, options);
    const match = matchRoute(verb, path, span.start, span.end, span.decode);
    if (match.kind === "unknown") return refuse("request-route", ["path"], `no endpoint of the API has the path ${show(path)}`, 404, options);
    if (match.kind === "method") return refuse("request-route", ["method"], `${show(method)} is not a method of ${show(path)}; it takes ${match.allowed.join(", ")}`, 405, options);
    for (const { name, kind } of parametersOf(match.route)) checkParameter(name, kind, match.params[name]!, out);
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
  const given = request.body;
  if (request.query !== undefined || query !== undefined) checkQuery(matchedRoute, readQuery(request.query, query), out);
  const filter = headers === undefined ? undefined : readHeader(headers, "x-filter");
  if (filter !== undefined) checkFilterHeader(matchedRoute, filter, out);

  const body = readBody(given, out);
  if (!check) {
    if (body !== NO_BODY && body !== undefined && !isEmptyObject(body)) out.report("request-ignored-input", ["body"], `${matchedRoute.id} takes no body; the API ignores it`);
    return finish(out.findings, options, { endpoint, route: matchedRoute, params });
  }
  if (body === NO_BODY) {
    out.report("request-body", ["body"], `${matchedRoute.id} takes a JSON body; the request has none`);
    return finish(out.findings, options, { endpoint, route: matchedRoute, params });
  }
  const type = headers === undefined ? undefined : readHeader(headers, "content-type");
  if (typeof type === "string" && !JSON_TYPE.test(type)) {
    out.report("request-body", ["headers", "Content-Type"], `a request with a body carries Content-Type: application/json, not ${show(type)}`);
  }
  if (body !== undefined) out.addAll(check(body, isPlainObject(options) ? options.inventory : undefined), BODY_PATH);
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
function refuse(ruleId: RuleId, path: Path, message: string, status: 404 | 405, options: ValidateRequestOptions | undefined): RequestResult {
  return finish([{ ruleId, severity: RULES[ruleId].severity, message, path }], options, { status, params: {} });
}

export type { HttpMethod };
