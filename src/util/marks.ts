/**
 * Hidden marks an input puts on a state entry (as symbol-keyed properties, which no schema, copy
 * or output sees): what a state file cannot say but Terraform input can.
 */

/**
 * An entry's identity across a change, set by an input that names its resources itself: a
 * Terraform address. Matched before ids and labels; a replace gives the new resource another
 * identity than the old, so that it is a delete and a create.
 */
export const IDENTITY: unique symbol = Symbol("cloudlint.identity");

/** Set on an entry the input asks to create, for the rules about create requests. */
export const CREATE_REQUEST: unique symbol = Symbol("cloudlint.create");
