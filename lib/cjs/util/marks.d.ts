/**
 * Hidden marks an input puts on a state entry (as symbol-keyed properties, which no schema, copy
 * or output sees): what a state file cannot say but Terraform input can.
 */
/**
 * An entry's identity across a change, set by an input that names its resources itself: a
 * Terraform address. Matched before ids and labels; a replace gives the new resource another
 * identity than the old, so that it is a delete and a create.
 */
export declare const IDENTITY: unique symbol;
/** Set on an entry the input asks to create, for the rules about create requests. */
export declare const CREATE_REQUEST: unique symbol;
/**
 * The Terraform address of the resource an entry comes from (`module.net.linode_firewall.web["prod"]`),
 * set by Terraform input: each operation of a plan names the resource it acts on.
 */
export declare const ADDRESS: unique symbol;
/**
 * Set on an inventory entry whose addresses the input does not know (Terraform computes an
 * instance's addresses at apply): no check may conclude that an address is not the account's.
 */
export declare const ADDRESSES_UNKNOWN: unique symbol;
