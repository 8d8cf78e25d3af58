/**
 * validateRequest: one call per API request. The route is matched (path parameters checked), the
 * endpoint's own validator runs in its mode, list endpoints' paging and X-Filter are checked, and
 * the answer carries the API's error body (`{ errors: [{ field?, reason }] }`) beside every
 * finding. Pure and total: any input gives a result, nothing throws.
 */
import { type Diagnostic, type Severity } from "../diagnostic.js";
import { type ProfileOptions, type RequestProfile } from "../resources/common.js";
import { type RuleId } from "../rules/catalog.js";
import { type EndpointId, type HttpMethod, type PathParams, type Route } from "./routes.js";
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
export declare const MAX_REQUEST_PATH = 8192;
/**
 * A body given as text is read up to this many characters (2 MiB); a longer one is refused unread (413).
 * @example
 * ```ts
 * validateRequest({ method: "POST", path: "/vpcs", body: " ".repeat(MAX_BODY_TEXT + 1) }).errors[0]?.reason; // "the body is over … characters; it is not read"
 * ```
 */
export declare const MAX_BODY_TEXT: number;
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
export declare function validateRequest(request: ApiRequest, options?: ValidateRequestOptions): RequestResult;
export type { HttpMethod };
