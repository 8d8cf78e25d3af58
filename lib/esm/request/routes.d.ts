/**
 * The route table: every endpoint of the API reference, as plain data a framework can mount
 * (method, path template, path parameters, OAuth scopes, what the request carries). Which
 * validator runs for each is in validate.ts, so importing the table alone costs a few kilobytes.
 */
import type { Collection } from "../filter/fields.js";
/**
 * An HTTP method the API's endpoints use.
 * @example
 * ```ts
 * const method: HttpMethod = "DELETE";
 * routes.filter((r) => r.method === method).length;
 * ```
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/**
 * How a path parameter is checked:
 * - `integer`: a positive integer id (`vpcId`, `firewallId`, …);
 * - `imageId`: `compute/<name>` or `private/<id>` (it spans two path segments);
 * - `engineId`: `<engine>/<version>` (two segments);
 * - `ipv6Range`: an IPv6 range's address, written without its prefix length;
 * - `ipAddress`: an IPv4 or IPv6 address;
 * - `string`: any non-empty segment (the reference types `stackscriptId` as a string).
 * @example
 * ```ts
 * const kinds: PathParameterKind[] = routes.flatMap((r) => Object.values(r.params));
 * ```
 */
export type PathParameterKind = "integer" | "imageId" | "engineId" | "ipv6Range" | "ipAddress" | "string";
/**
 * What a route's request carries besides its path.
 * @example
 * ```ts
 * const input: RouteInput | undefined = routes.find((r) => r.id === "GET /images")?.input;
 * if (input?.kind === "list") input.collection; // "images"
 * ```
 */
export type RouteInput = 
/** A JSON body, checked by the endpoint's validator (`schema` names its JSON Schema under `schemas/`). */
{
    readonly kind: "body";
    readonly schema: string;
}
/**
 * A list: `page`/`page_size` and, when the collection's filterable fields are known, `X-Filter`.
 * `pageSizeBounded`: the reference bounds its `page_size` to 25..500 (firewall, device, IPv6 pool,
 * IPv6 range, VLAN and StackScript lists); on the others the bounds are "not shown".
 */
 | {
    readonly kind: "list";
    readonly collection?: Collection;
    readonly query?: readonly string[];
    readonly pageSizeBounded?: true;
}
/** Nothing but the path (reads of one item, deletes). */
 | {
    readonly kind: "none";
};
/**
 * One endpoint of the route table: its id, method, path template, path parameters, OAuth scopes and what its request carries.
 * @example
 * ```ts
 * const route: Route | undefined = routes.find((r) => r.id === "POST /networking/firewalls");
 * route?.scopes; // ["firewall:read_write"]
 * ```
 */
export interface Route {
    /** `"POST /networking/firewalls"`: the method and the path template, as the reference writes them. */
    readonly id: string;
    readonly method: HttpMethod;
    /** The path template relative to the base URL (which ends in `/v4`), with `{name}` parameters. */
    readonly path: string;
    readonly params: Readonly<Record<string, PathParameterKind>>;
    /** OAuth scopes the reference lists (all of them are needed); empty when it lists none. */
    readonly scopes: readonly string[];
    readonly input: RouteInput;
    readonly summary: string;
}
/**
 * Every endpoint of the API reference, in its order.
 * @example
 * ```ts
 * routes.filter((r) => r.input.kind === "body").map((r) => r.id); // ["POST /vpcs", "PUT /vpcs/{vpcId}", …]
 * ```
 */
export declare const routes: readonly [Readonly<{
    id: "GET /vpcs";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /vpcs";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /vpcs/{vpcId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /vpcs/{vpcId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /vpcs/{vpcId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/vpcs/ips";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /vpcs/{vpcId}/ips";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /vpcs/{vpcId}/subnets";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /vpcs/{vpcId}/subnets";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /vpcs/{vpcId}/subnets/{vpcSubnetId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /vpcs/{vpcId}/subnets/{vpcSubnetId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /databases/engines";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /databases/engines/{engineId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /databases/instances";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /databases/mysql/instances";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /databases/mysql/instances";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /databases/mysql/instances/{instanceId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /databases/mysql/instances/{instanceId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /databases/mysql/instances/{instanceId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/firewalls";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/firewalls";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/firewalls/{firewallId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /networking/firewalls/{firewallId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /networking/firewalls/{firewallId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/firewalls/{firewallId}/devices";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/firewalls/{firewallId}/devices";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/firewalls/{firewallId}/devices/{deviceId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /networking/firewalls/{firewallId}/devices/{deviceId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/firewalls/{firewallId}/rules";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /networking/firewalls/{firewallId}/rules";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/ips";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/ips";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/ips/assign";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/ips/share";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/ips/{address}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /networking/ips/{address}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/ipv4/assign";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/ipv4/share";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/ipv6/pools";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/ipv6/ranges";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /networking/ipv6/ranges";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/ipv6/ranges/{range}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /networking/ipv6/ranges/{range}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /networking/vlans";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /compute/stackscripts";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /compute/stackscripts";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /compute/stackscripts/{stackscriptId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /compute/stackscripts/{stackscriptId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /compute/stackscripts/{stackscriptId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /images";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /images";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "POST /images/upload";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /images/{imageId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "PUT /images/{imageId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "DELETE /images/{imageId}";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>, Readonly<{
    id: "GET /compute/kernels";
    method: HttpMethod;
    path: string;
    params: Readonly<{
        [x: string]: PathParameterKind;
    }>;
    scopes: readonly string[];
    input: Readonly<{
        kind: "body";
        schema: string;
    } | {
        kind: "list";
        collection?: Collection;
        query?: readonly string[];
        pageSizeBounded?: true;
    } | {
        kind: "none";
    }>;
    summary: string;
}>];
/**
 * An endpoint's id: `"PUT /networking/firewalls/{firewallId}/rules"`.
 * @example
 * ```ts
 * const id: EndpointId = "PUT /networking/firewalls/{firewallId}/rules";
 * ```
 */
export type EndpointId = (typeof routes)[number]["id"];
/**
 * The names of a path template's parameters: `"GET /vpcs/{vpcId}/subnets/{vpcSubnetId}"` → `"vpcId" | "vpcSubnetId"`.
 * @example
 * ```ts
 * const name: PathParameterName<"GET /vpcs/{vpcId}"> = "vpcId";
 * ```
 */
export type PathParameterName<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParameterName<Rest> : never;
/**
 * An endpoint's path parameters, decoded, by name (none: an empty object).
 * @example
 * ```ts
 * const params: PathParams<"PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}"> = { vpcId: "12", vpcSubnetId: "34" };
 * ```
 */
export type PathParams<E extends string> = {
    readonly [K in PathParameterName<E>]: string;
};
