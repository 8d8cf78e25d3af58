/**
 * Which resource of a baseline account is which resource of the desired one (issue 13): by `id`
 * where both sides have one, else by label within the section (subnets within their VPC). A
 * label change with the same id is a rename, an update; without ids, a new label is a delete and
 * a create. Linear in the number of entries (one index per side and section).
 */
import { type Account, type Entry } from "../account/account.js";
/** The sections whose entries are resources that live across changes (IP requests are not). */
export declare const RESOURCE_SECTIONS: readonly ["vpcs", "firewalls", "databases", "stackscripts", "images", "computes", "nodebalancers"];
export type ResourceSection = (typeof RESOURCE_SECTIONS)[number];
/** One entry of one side: an account's entry, or a subnet inside its VPC (the same shape). */
export type Side = Entry;
/**
 * A resource across the change: `matched` by id or by label, `created` (only after) or `deleted`
 * (only before). `renamed` when matched by id with another label.
 */
export interface ResourceChange {
    readonly section: ResourceSection | "subnets";
    readonly before?: Side;
    readonly after?: Side;
    readonly how: "id" | "label" | "created" | "deleted";
    readonly renamed: boolean;
    /** For a subnet: the change of its VPC. */
    readonly vpc?: ResourceChange;
}
/**
 * Every resource of either account, paired across the change, in section order (then desired
 * order, then what was deleted); subnets follow, paired within their VPC's change.
 */
export declare function matchAccounts(before: Account, after: Account): ResourceChange[];
/**
 * A value as JSON text, for comparing two sides' fields ("undefined" for a missing one). Total on
 * the data planChanges admits (no cycles, bounded depth: checkDataBounds): a BigInt is written too.
 */
export declare function json(value: unknown): string;
/** A side's label, or "?" when it has none. */
export declare const sideLabel: (side: Side | undefined) => string;
/** The services a firewall entry lists under `devices`, as written (a label or an id). */
export declare function firewallDevices(side: Side | undefined): Array<{
    type: "compute" | "nodebalancer";
    ref: string | number;
}>;
/** The IPv6 ranges an account's instances hold (lower case CIDR → the instance, and the range's own place). */
export declare function heldRanges(account: Account): Map<string, {
    holder: Side;
    at: Side;
}>;
