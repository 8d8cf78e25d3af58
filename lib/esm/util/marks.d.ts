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
/**
 * What Terraform input leaves unknown of a firewall rule (a state rule object's mark): the fields
 * that are unknown, and for an address list whether it is wholly unknown ("all") or holds unknown
 * items next to known ones ("some"). `whole`: the rule itself is unknown (an unknown block, a
 * `dynamic` block's, a legacy rule): it may match anything, with either action. The firewall
 * analysis (src/firewall/checks.ts) reports only what no value of the unknowns could make false.
 */
export declare const RULE_UNKNOWN: unique symbol;
/** The shape of RULE_UNKNOWN's value. */
export interface RuleUnknowns {
    readonly whole?: boolean;
    readonly action?: boolean;
    readonly protocol?: boolean;
    readonly ports?: boolean;
    readonly ipv4?: "all" | "some";
    readonly ipv6?: "all" | "some";
}
/**
 * What Terraform input leaves unknown of a firewall's `rules` object (its mark): a policy, or a
 * direction's whole list of rules (the list's unknown items are rules marked `whole`).
 */
export declare const RULES_UNKNOWN: unique symbol;
/** The shape of RULES_UNKNOWN's value. */
export interface RulesUnknowns {
    readonly inbound_policy?: boolean;
    readonly outbound_policy?: boolean;
    readonly inbound?: boolean;
    readonly outbound?: boolean;
}
/**
 * Set on a firewall rule written in the old provider's shape (`addresses = [...]`, `ports = ["80"]`):
 * a LegacyRule.
 */
export declare const LEGACY_RULE: unique symbol;
/** The shape of LEGACY_RULE's value. */
export interface LegacyRule {
    /** The attributes of the old shape the rule uses, in the order they are reported. */
    readonly attributes: ReadonlyArray<"addresses" | "ports">;
    /** The ports list as the current provider's string, when every item is a literal. */
    readonly ports?: string;
}
