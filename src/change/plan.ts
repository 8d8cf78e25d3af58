/**
 * The API operations a change implies (issue 13), in an order the reference allows: creates of
 * VPCs and subnets before what uses them, a firewall before its device adds, device removals
 * before a firewall delete, deletes last, IP requests after the instances exist. Each operation
 * carries its endpoint, a path (ids where known, else `<label>` of a resource the plan creates or
 * matched by label), the fields it changes, the OAuth scopes (from the route table), the grants a
 * restricted user needs and the events it emits. Pure: two accounts' changes in, a plan out.
 */
import { routes, type EndpointId, type HttpMethod } from "../request/routes.js";
import type { Operation } from "./index.js";
import { isPlainObject } from "../util/text.js";
import { encodeSegment, pathSegment } from "../util/path-segment.js";
import type { Account } from "../account/account.js";
import { firewallDevices, heldRanges, json, matchAccounts, sideLabel, type ResourceChange, type Side } from "./identity.js";

/**
 * Interfaces change through a compute instance's configuration profile: an endpoint the
 * reference names in prose (its shape "not shown"), so it is not in the route table.
 */
export const CONFIG_UPDATE: "PUT /compute/instances/{computeId}/configs/{configId}" = "PUT /compute/instances/{computeId}/configs/{configId}";
/**
 * The endpoint of a planned operation: a route of the table, or the configuration profile update
 * through which interfaces change.
 * @example
 * ```ts
 * const endpoint: PlanEndpoint = "PUT /compute/instances/{computeId}/configs/{configId}";
 * ```
 */
export type PlanEndpoint = EndpointId | "PUT /compute/instances/{computeId}/configs/{configId}";

/** An operation as the planner orders it: the public Operation's call (without its findings and details), and where it comes from. */
export type PlannedOperation = Omit<Operation, "findings" | "details"> & {
  /** The resource change it comes from, or the IP request of the desired state. */
  readonly source: ResourceChange | IpRequest;
};

export interface Plan {
  readonly operations: PlannedOperation[];
  /** The least-privilege token: every scope an operation needs, sorted. */
  readonly scopes: string[];
  /** The events applying the plan emits, in order. */
  readonly events: string[];
}

const SCOPES = new Map<string, readonly string[]>(routes.map((r) => [r.id, r.scopes]));
/** Read-only or structural fields that are not part of an update body (a firewall's status is its own). */
const NOT_UPDATED = new Set(["id", "status", "subnets", "rules", "devices", "created", "updated"]);
/** Fields the API assigns: never in a create body. */
const READ_ONLY = new Set(["id", "status", "created", "updated"]);


/** A `<name>` placeholder, resolved when the plan is applied: the name encoded, so that it stays inside its segment. */
const placeholder = (name: string): string => `<${encodeSegment(name)}>`;

/**
 * The id of a resource as path segments, or a `<label>` placeholder when it has none that can be
 * one. Each segment is percent-encoded, so that no id adds a segment, a query or a fragment; an
 * image id is the two segments the API's path takes (`private/<id>`, each encoded).
 */
function ref(change: ResourceChange | undefined): string {
  const side = change?.before ?? change?.after;
  const id = change?.before?.value.id ?? change?.after?.value.id;
  const text = typeof id === "number" ? String(id) : typeof id === "string" ? id : undefined;
  if (text !== undefined) {
    const slash = change?.section === "images" ? text.indexOf("/") : -1;
    const segments = (slash === -1 ? [text] : [text.slice(0, slash), text.slice(slash + 1)]).map(pathSegment);
    if (segments.every((s) => s !== undefined)) return segments.join("/");
  }
  return placeholder(sideLabel(side));
}

/** Top-level fields set (a create) or changed (an update), in the desired order. */
function changedFields(change: ResourceChange): string[] {
  const after = change.after?.value ?? {};
  const before = change.before?.value;
  const keys = new Set([...Object.keys(after), ...(before ? Object.keys(before) : [])]);
  // A create body sets everything but what the API assigns; an update changes what differs and
  // its endpoint takes (rules, devices and subnets have their own operations).
  if (!before) return [...keys].filter((k) => !READ_ONLY.has(k));
  const updatable = (k: string) => !NOT_UPDATED.has(k) || (k === "status" && change.section === "firewalls");
  return [...keys].filter((k) => updatable(k) && json(before[k]) !== json(after[k]));
}

/** Device references of a firewall entry, as `compute:<ref>` / `nodebalancer:<ref>` keys. */
function deviceKeys(side: Side | undefined): Map<string, { type: "compute" | "nodebalancer"; ref: string }> {
  return new Map(firewallDevices(side).map(({ type, ref }) => [`${type}:${String(ref)}`, { type, ref: String(ref) }]));
}

type Phase = "create" | "subnet-create" | "interface-add" | "update" | "device-add" | "device-remove" | "interface-remove" | "delete" | "subnet-delete" | "vpc-delete" | "ip";
const PHASES: readonly Phase[] = ["create", "subnet-create", "interface-add", "update", "device-add", "device-remove", "interface-remove", "delete", "subnet-delete", "vpc-delete", "ip"];

/** The VPC subnets a configuration profile's interfaces use, as written (`"prod/app"` or an id). */
function vpcInterfaces(config: unknown): Set<string> {
  const out = new Set<string>();
  const interfaces = isPlainObject(config) ? config.interfaces : undefined;
  if (!Array.isArray(interfaces)) return out;
  for (const i of interfaces) if (isPlainObject(i) && i.purpose === "vpc" && (typeof i.subnet === "string" || typeof i.subnet === "number")) out.add(String(i.subnet));
  return out;
}

const SUBJECT: Record<string, string> = {
  vpcs: "VPC",
  firewalls: "firewall",
  databases: "database",
  stackscripts: "StackScript",
  images: "image",
};

/**
 * IP requests of the desired state that the baseline does not already hold (the same request,
 * field for field), and IPv6 ranges the baseline's instances hold that no instance holds after
 * (`range`: a delete).
 */
export interface IpRequest {
  readonly section: "ip_assignments" | "ip_shares" | "ipv6_ranges";
  readonly side: Side;
  /** Set for a range the change deletes (lower case CIDR). */
  readonly range?: string;
}

const IP_ENDPOINTS: Record<IpRequest["section"], EndpointId> = {
  ip_assignments: "POST /networking/ips/assign",
  ip_shares: "POST /networking/ips/share",
  ipv6_ranges: "POST /networking/ipv6/ranges",
};

/**
 * The plan of a change between two accounts: its resources' operations, then its new IP requests
 * (`changes`: the accounts' pairing, when the caller has it already).
 */
export function planChange(before: Account, after: Account, changes: readonly ResourceChange[] = matchAccounts(before, after)): Plan {
  const requests: IpRequest[] = [];
  for (const section of ["ip_assignments", "ip_shares", "ipv6_ranges"] as const) {
    const held = new Set(before.sections[section].map((e) => json(e.value)));
    for (const e of after.sections[section]) if (!held.has(json(e.value))) requests.push({ section, side: e });
  }
  const kept = heldRanges(after);
  for (const [range, { at }] of heldRanges(before)) if (!kept.has(range)) requests.push({ section: "ipv6_ranges", side: at, range });
  return planOperations(changes, requests);
}

/**
 * The operations of a change, in phases; computes and NodeBalancers are inventory, not planned.
 * IP requests come last: they act on instances that must exist.
 */
export function planOperations(changes: readonly ResourceChange[], requests: readonly IpRequest[] = []): Plan {
  const byPhase = new Map<Phase, PlannedOperation[]>(PHASES.map((p) => [p, []]));
  const add = (phase: Phase, endpoint: PlanEndpoint, path: string, subject: string, source: ResourceChange | IpRequest, fields: readonly string[], grants: readonly string[], events: readonly string[]) => {
    const method = endpoint.slice(0, endpoint.indexOf(" ")) as HttpMethod;
    const scopes = endpoint === CONFIG_UPDATE ? ["compute:read_write"] : (SCOPES.get(endpoint) ?? []);
    byPhase.get(phase)!.push({ endpoint, method, path, subject, fields, scopes, grants, events, source });
  };
  for (const change of changes) {
    const name = sideLabel(change.after ?? change.before);
    const what = SUBJECT[change.section];
    switch (change.section) {
      case "vpcs": {
        const subject = `VPC ${json(name)}`;
        const subnets = Array.isArray(change.after?.value.subnets) ? change.after!.value.subnets.length : 0;
        const deleted = Array.isArray(change.before?.value.subnets) ? change.before!.value.subnets.length : 0;
        if (change.how === "created") add("create", "POST /vpcs", "/vpcs", subject, change, changedFields(change), ["add_vpc"], ["vpc_create", ...Array(subnets).fill("subnet_create")]);
        else if (change.how === "deleted") add("vpc-delete", "DELETE /vpcs/{vpcId}", `/vpcs/${ref(change)}`, subject, change, [], [`read_write on ${subject}`], ["vpc_delete", ...Array(deleted).fill("subnet_delete")]);
        else {
          const fields = changedFields(change);
          if (fields.length) add("update", "PUT /vpcs/{vpcId}", `/vpcs/${ref(change)}`, subject, change, fields, [`read_write on ${subject}`], ["vpc_update"]);
        }
        break;
      }
      case "subnets": {
        // Subnets of a created or deleted VPC go with it.
        if (!change.vpc || change.vpc.how === "created" || change.vpc.how === "deleted") break;
        const vpcName = sideLabel(change.vpc.after ?? change.vpc.before);
        const subject = `subnet ${json(`${vpcName}/${name}`)}`;
        const base = `/vpcs/${ref(change.vpc)}/subnets`;
        const grants = [`read_write on VPC ${json(vpcName)}`];
        if (change.how === "created") add("subnet-create", "POST /vpcs/{vpcId}/subnets", base, subject, change, changedFields(change), grants, ["subnet_create"]);
        else if (change.how === "deleted") add("subnet-delete", "DELETE /vpcs/{vpcId}/subnets/{vpcSubnetId}", `${base}/${ref(change)}`, subject, change, [], grants, ["subnet_delete"]);
        else {
          const fields = changedFields(change);
          if (fields.length) add("update", "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}", `${base}/${ref(change)}`, subject, change, fields, grants, ["subnet_update"]);
        }
        break;
      }
      case "firewalls": {
        const subject = `firewall ${json(name)}`;
        const path = `/networking/firewalls/${ref(change)}`;
        const grants = [`read_write on ${subject}`];
        if (change.how === "created") {
          const devices = [...deviceKeys(change.after).values()].map((d) => `read_write on ${d.type} ${json(d.ref)}`);
          add("create", "POST /networking/firewalls", "/networking/firewalls", subject, change, changedFields(change), devices, ["firewall_create"]);
          break;
        }
        const before = deviceKeys(change.before);
        const after = deviceKeys(change.after);
        if (change.how === "deleted") {
          for (const d of before.values()) add("device-remove", "DELETE /networking/firewalls/{firewallId}/devices/{deviceId}", `${path}/devices/<${d.type} ${encodeSegment(d.ref)}>`, `${subject} device ${d.type} ${json(d.ref)}`, change, [], grants, ["firewall_device_remove"]);
          add("delete", "DELETE /networking/firewalls/{firewallId}", path, subject, change, [], grants, ["firewall_delete"]);
          break;
        }
        const fields = changedFields(change);
        if (fields.length) {
          const status = change.after?.value.status;
          const toggled = fields.includes("status") ? [status === "disabled" ? "firewall_disable" : "firewall_enable"] : [];
          add("update", "PUT /networking/firewalls/{firewallId}", path, subject, change, fields, grants, toggled);
        }
        if (json(change.before?.value.rules) !== json(change.after?.value.rules)) add("update", "PUT /networking/firewalls/{firewallId}/rules", `${path}/rules`, subject, change, ["rules"], grants, []);
        for (const [key, d] of after) {
          if (!before.has(key)) add("device-add", "POST /networking/firewalls/{firewallId}/devices", `${path}/devices`, `${subject} device ${d.type} ${json(d.ref)}`, change, ["id", "type"], [...grants, `read_write on ${d.type} ${json(d.ref)}`], ["firewall_device_add"]);
        }
        for (const [key, d] of before) {
          if (!after.has(key)) add("device-remove", "DELETE /networking/firewalls/{firewallId}/devices/{deviceId}", `${path}/devices/<${d.type} ${encodeSegment(d.ref)}>`, `${subject} device ${d.type} ${json(d.ref)}`, change, [], grants, ["firewall_device_remove"]);
        }
        break;
      }
      case "databases":
      case "stackscripts":
      case "images": {
        const subject = `${what} ${json(name)}`;
        const [collection, create, one] =
          change.section === "databases"
            ? ["/databases/mysql/instances", "POST /databases/mysql/instances", "/databases/mysql/instances/{instanceId}"]
            : change.section === "stackscripts"
              ? ["/compute/stackscripts", "POST /compute/stackscripts", "/compute/stackscripts/{stackscriptId}"]
              : change.after?.value.region !== undefined
                ? ["/images/upload", "POST /images/upload", "/images/{imageId}"]
                : ["/images", "POST /images", "/images/{imageId}"];
        const base = collection.endsWith("/upload") ? "/images" : collection;
        const path = `${base}/${ref(change)}`;
        const grants = [`read_write on ${subject}`];
        if (change.how === "created") add("create", create as EndpointId, collection, subject, change, changedFields(change), change.section === "databases" ? ["add_databases"] : [], []);
        else if (change.how === "deleted") add("delete", `DELETE ${one}` as EndpointId, path, subject, change, [], change.section === "databases" ? ["an unrestricted user"] : grants, []);
        else {
          const fields = changedFields(change);
          if (fields.length) add("update", `PUT ${one}` as EndpointId, path, subject, change, fields, grants, []);
        }
        break;
      }
      case "computes": {
        // Instances are inventory; what the plan changes on them is which VPC subnets their
        // configuration profiles' interfaces use: added after the subnets exist, removed before
        // the subnets go.
        if (!change.before || !change.after) break;
        const before = Array.isArray(change.before.value.configs) ? change.before.value.configs : [];
        const after = Array.isArray(change.after.value.configs) ? change.after.value.configs : [];
        for (let i = 0; i < Math.max(before.length, after.length); i++) {
          const was = vpcInterfaces(before[i]);
          const now = vpcInterfaces(after[i]);
          const added = [...now].filter((s) => !was.has(s));
          const removed = [...was].filter((s) => !now.has(s));
          if (!added.length && !removed.length) continue;
          const config = after[i] ?? before[i];
          const configName = isPlainObject(config) && typeof config.label === "string" ? config.label : String(i);
          const what = [...added.map((s) => `+ vpc interface on ${s}`), ...removed.map((s) => `- vpc interface on ${s}`)];
          add(added.length ? "interface-add" : "interface-remove", CONFIG_UPDATE, `/compute/instances/${ref(change)}/configs/${placeholder(configName)}`, `compute instance ${json(name)} profile ${json(configName)}`, change, what, [`read_write on compute instance ${json(name)}`], []);
        }
        break;
      }
      default:
        break; // NodeBalancers: inventory the plan does not change
    }
  }
  for (const request of requests) {
    if (request.range !== undefined) {
      const address = request.range.split("/")[0]!;
      add("delete", "DELETE /networking/ipv6/ranges/{range}", `/networking/ipv6/ranges/${pathSegment(address) ?? placeholder(address)}`, `IPv6 range ${json(request.range)}`, request, [], ["read_write on the range"], []);
      continue;
    }
    const endpoint = IP_ENDPOINTS[request.section];
    const subject = `${request.section.replace("_", " ").replace(/s$/, "")} ${String(request.side.path[0])}[${String(request.side.path[1])}]`;
    add("ip", endpoint, endpoint.slice(endpoint.indexOf(" ") + 1), subject, request, Object.keys(request.side.value), ["read_write on the addresses and instances involved"], []);
  }
  // A service has one enabled firewall at a time: disables go before enables.
  const updates = byPhase.get("update")!;
  byPhase.set("update", [...updates.filter((o) => o.events.includes("firewall_disable")), ...updates.filter((o) => !o.events.includes("firewall_disable"))]);
  const operations = PHASES.flatMap((p) => byPhase.get(p)!);
  const scopes = [...new Set(operations.flatMap((o) => o.scopes))].sort();
  const events = operations.flatMap((o) => o.events);
  return { operations, scopes, events };
}
