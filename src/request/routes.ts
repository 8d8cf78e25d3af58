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
  | { readonly kind: "body"; readonly schema: string }
  /**
   * A list: `page`/`page_size` and, when the collection's filterable fields are known, `X-Filter`.
   * `pageSizeBounded`: the reference bounds its `page_size` to 25..500 (firewall, device, IPv6 pool,
   * IPv6 range, VLAN and StackScript lists); on the others the bounds are "not shown".
   */
  | { readonly kind: "list"; readonly collection?: Collection; readonly query?: readonly string[]; readonly pageSizeBounded?: true }
  /** Nothing but the path (reads of one item, deletes). */
  | { readonly kind: "none" };

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

const body = (schema: string): RouteInput => ({ kind: "body", schema });
const list = (collection?: Collection, query?: readonly string[]): RouteInput => ({ kind: "list", ...(collection ? { collection } : {}), ...(query ? { query } : {}) });
/** A list whose page_size the reference bounds (Limits: "firewall, device, IPv6 pool, IPv6 range, VLAN and StackScript lists"). */
const boundedList = (collection?: Collection): RouteInput => ({ kind: "list", ...(collection ? { collection } : {}), pageSizeBounded: true });
const none: RouteInput = { kind: "none" };

/** One route, frozen: the table is shared by every caller and matched on, so nobody may change it. */
function route<const I extends string>(id: I, params: Record<string, PathParameterKind>, scopes: readonly string[], input: RouteInput, summary: string) {
  const space = id.indexOf(" ");
  return Object.freeze({
    id,
    method: id.slice(0, space) as HttpMethod,
    path: id.slice(space + 1),
    params: Object.freeze({ ...params }),
    scopes: Object.freeze([...scopes]),
    input: Object.freeze({ ...input }),
    summary,
  });
}

const VPC = { vpcId: "integer" } as const;
const SUBNET = { vpcId: "integer", vpcSubnetId: "integer" } as const;
const DB = { instanceId: "integer" } as const;
const FW = { firewallId: "integer" } as const;
const DEVICE = { firewallId: "integer", deviceId: "integer" } as const;
const IMAGE = { imageId: "imageId" } as const;
const SCRIPT = { stackscriptId: "string" } as const;
const VPC_RW = ["vpc:read_write"];
const IPS_RW = ["ips:read_write", "compute:read_write"];

/**
 * Every endpoint of the API reference, in its order.
 * @example
 * ```ts
 * routes.filter((r) => r.input.kind === "body").map((r) => r.id); // ["POST /vpcs", "PUT /vpcs/{vpcId}", …]
 * ```
 */
export const routes = [
  route("GET /vpcs", {}, [], list("vpcs"), "List VPCs."),
  route("POST /vpcs", {}, VPC_RW, body("vpc-create.schema.json"), "Create a VPC, with its subnets."),
  route("GET /vpcs/{vpcId}", VPC, [], none, "View a VPC."),
  route("PUT /vpcs/{vpcId}", VPC, VPC_RW, body("vpc-update.schema.json"), "Update a VPC's label or description."),
  route("DELETE /vpcs/{vpcId}", VPC, VPC_RW, none, "Delete a VPC and its subnets."),
  route("GET /networking/vpcs/ips", {}, ["ips:read_only"], list("vpc-ips"), "List the VPC IP addresses of the account."),
  route("GET /vpcs/{vpcId}/ips", VPC, ["ips:read_only"], list("vpc-ips"), "List the IP addresses of one VPC."),
  route("GET /vpcs/{vpcId}/subnets", VPC, [], list("subnets"), "List a VPC's subnets."),
  route("POST /vpcs/{vpcId}/subnets", VPC, VPC_RW, body("subnet-create.schema.json"), "Create a subnet."),
  route("GET /vpcs/{vpcId}/subnets/{vpcSubnetId}", SUBNET, [], none, "View a subnet."),
  route("PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}", SUBNET, VPC_RW, body("subnet-update.schema.json"), "Update a subnet's label."),
  route("DELETE /vpcs/{vpcId}/subnets/{vpcSubnetId}", SUBNET, VPC_RW, none, "Delete a subnet."),

  route("GET /databases/engines", {}, [], list("database-engines"), "List database engines."),
  route("GET /databases/engines/{engineId}", { engineId: "engineId" }, [], list(), "View a database engine."),
  route("GET /databases/instances", {}, ["databases:read_only"], list("databases"), "List databases of every engine."),
  route("GET /databases/mysql/instances", {}, ["databases:read_only"], list("databases"), "List MySQL databases."),
  route("POST /databases/mysql/instances", {}, ["databases:read_write"], body("database-create.schema.json"), "Create a MySQL database."),
  route("GET /databases/mysql/instances/{instanceId}", DB, ["databases:read_only"], none, "View a MySQL database."),
  route("PUT /databases/mysql/instances/{instanceId}", DB, ["databases:read_write"], body("database-update.schema.json"), "Update a MySQL database."),
  route("DELETE /databases/mysql/instances/{instanceId}", DB, ["databases:read_write"], none, "Delete a MySQL database."),

  route("GET /networking/firewalls", {}, ["firewall:read_only"], boundedList("firewalls"), "List firewalls."),
  route("POST /networking/firewalls", {}, ["firewall:read_write"], body("firewall-create.schema.json"), "Create a firewall."),
  route("GET /networking/firewalls/{firewallId}", FW, ["firewall:read_only"], none, "View a firewall."),
  route("PUT /networking/firewalls/{firewallId}", FW, ["firewall:read_write"], body("firewall-update.schema.json"), "Update a firewall's label, status or tags."),
  route("DELETE /networking/firewalls/{firewallId}", FW, ["firewall:read_write"], none, "Delete a firewall."),
  route("GET /networking/firewalls/{firewallId}/devices", FW, ["firewall:read_only"], boundedList("firewall-devices"), "List a firewall's devices."),
  route("POST /networking/firewalls/{firewallId}/devices", FW, ["firewall:read_write"], body("firewall-device-create.schema.json"), "Assign a firewall to a service."),
  route("GET /networking/firewalls/{firewallId}/devices/{deviceId}", DEVICE, ["firewall:read_only"], none, "View a firewall device."),
  route("DELETE /networking/firewalls/{firewallId}/devices/{deviceId}", DEVICE, ["firewall:read_write"], none, "Remove a firewall from a service."),
  route("GET /networking/firewalls/{firewallId}/rules", FW, ["firewall:read_only"], none, "View a firewall's rules."),
  route("PUT /networking/firewalls/{firewallId}/rules", FW, ["firewall:read_write"], body("firewall-rules-update.schema.json"), "Replace a firewall's rules."),

  route("GET /networking/ips", {}, ["ips:read_only"], list("ips", ["skip_ipv6_rdns"]), "List the account's IP addresses."),
  route("POST /networking/ips", {}, IPS_RW, body("ip-allocate.schema.json"), "Allocate an IPv4 address."),
  route("POST /networking/ips/assign", {}, IPS_RW, body("ip-assign.schema.json"), "Assign addresses to instances."),
  route("POST /networking/ips/share", {}, IPS_RW, body("ip-share.schema.json"), "Share addresses with an instance."),
  route("GET /networking/ips/{address}", { address: "ipAddress" }, ["ips:read_only"], none, "View an IP address."),
  route("PUT /networking/ips/{address}", { address: "ipAddress" }, ["ips:read_write"], body("ip-rdns-update.schema.json"), "Update an address's reverse DNS."),
  route("POST /networking/ipv4/assign", {}, IPS_RW, body("ip-assign.schema.json"), "Assign addresses to instances (IPv4 path)."),
  route("POST /networking/ipv4/share", {}, IPS_RW, body("ip-share.schema.json"), "Share addresses with an instance (IPv4 path)."),

  route("GET /networking/ipv6/pools", {}, ["ips:read_only"], boundedList("ipv6-pools"), "List IPv6 pools."),
  route("GET /networking/ipv6/ranges", {}, ["ips:read_only"], boundedList("ipv6-ranges"), "List IPv6 ranges."),
  route("POST /networking/ipv6/ranges", {}, IPS_RW, body("ipv6-range-create.schema.json"), "Create an IPv6 range."),
  route("GET /networking/ipv6/ranges/{range}", { range: "ipv6Range" }, ["ips:read"], none, "View an IPv6 range."),
  route("DELETE /networking/ipv6/ranges/{range}", { range: "ipv6Range" }, ["ips:read_write"], none, "Delete an IPv6 range."),
  route("GET /networking/vlans", {}, ["compute:read_only"], boundedList(), "List VLANs."),

  route("GET /compute/stackscripts", {}, ["stackscripts:read_only"], boundedList("stackscripts"), "List StackScripts."),
  route("POST /compute/stackscripts", {}, ["stackscripts:read_write"], body("stackscript-create.schema.json"), "Create a StackScript."),
  route("GET /compute/stackscripts/{stackscriptId}", SCRIPT, ["stackscripts:read_only"], none, "View a StackScript."),
  route("PUT /compute/stackscripts/{stackscriptId}", SCRIPT, ["stackscripts:read_write"], body("stackscript-update.schema.json"), "Update a StackScript."),
  route("DELETE /compute/stackscripts/{stackscriptId}", SCRIPT, ["stackscripts:read_write"], none, "Delete a private StackScript."),

  route("GET /images", {}, ["images:read_only"], list("images"), "List images."),
  route("POST /images", {}, ["images:read_write", "compute:read_only"], body("image-create.schema.json"), "Capture an image from a disk."),
  route("POST /images/upload", {}, ["images:read_write"], body("image-upload.schema.json"), "Create an image to upload."),
  route("GET /images/{imageId}", IMAGE, ["images:read_only"], none, "View an image."),
  route("PUT /images/{imageId}", IMAGE, ["images:read_write"], body("image-update.schema.json"), "Update a private image."),
  route("DELETE /images/{imageId}", IMAGE, ["images:read_write"], none, "Delete a private image."),

  route("GET /compute/kernels", {}, [], list(), "List kernels."),
] as const satisfies readonly Route[];
Object.freeze(routes);

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
export type PathParams<E extends string> = { readonly [K in PathParameterName<E>]: string };
