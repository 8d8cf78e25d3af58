/**
 * The API operations a change implies (issue 13), in an order the reference allows: creates of
 * VPCs and subnets before what uses them, a firewall before its device adds, device removals
 * before a firewall delete, deletes last, IP requests after the instances exist. Each operation
 * carries its endpoint, a path (ids where known, else `<label>` of a resource the plan creates or
 * matched by label), the fields it changes, the OAuth scopes (from the route table), the grants a
 * restricted user needs and the events it emits. Pure: two accounts' changes in, a plan out.
 */
import { type EndpointId } from "../request/routes.js";
import type { Operation } from "./index.js";
import type { Account } from "../account/account.js";
import { type ResourceChange, type Side } from "./identity.js";
/**
 * Interfaces change through a compute instance's configuration profile: an endpoint the
 * reference names in prose (its shape "not shown"), so it is not in the route table.
 */
export declare const CONFIG_UPDATE: "PUT /compute/instances/{computeId}/configs/{configId}";
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
/**
 * The plan of a change between two accounts: its resources' operations, then its new IP requests
 * (`changes`: the accounts' pairing, when the caller has it already).
 */
export declare function planChange(before: Account, after: Account, changes?: readonly ResourceChange[]): Plan;
/**
 * The operations of a change, in phases; computes and NodeBalancers are inventory, not planned.
 * IP requests come last: they act on instances that must exist.
 */
export declare function planOperations(changes: readonly ResourceChange[], requests?: readonly IpRequest[]): Plan;
