/**
 * One account from one or more state files: the structure of each file checked, its resource
 * entries collected with the file and path they came from, and indexes of the inventory
 * (compute instances, NodeBalancers) by label and id for references.
 */
import type { Finding, Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { Suggester } from "../util/text.js";
export declare const SECTIONS: readonly ["computes", "nodebalancers", "vpcs", "firewalls", "databases", "stackscripts", "images", "ip_assignments", "ip_shares", "ipv6_ranges"];
export type Section = (typeof SECTIONS)[number];
export { CREATE_REQUEST, IDENTITY } from "../util/marks.js";
export interface Entry {
    readonly fileIndex: number;
    /** Path of the entry in its file, e.g. `["firewalls", 2]`. */
    readonly path: Path;
    readonly value: Record<string, unknown>;
}
export interface InventoryIndex {
    readonly kind: "compute instance" | "NodeBalancer";
    readonly section: "computes" | "nodebalancers";
    readonly entries: Entry[];
    readonly byLabel: Map<string, Entry>;
    readonly byId: Map<number, Entry>;
    /** "Did you mean" for unresolved labels, made on first use; one budget for the whole index. */
    suggester?: Suggester;
}
export interface Account {
    readonly sections: Record<Section, Entry[]>;
    readonly computes: InventoryIndex;
    readonly nodebalancers: InventoryIndex;
}
/** Visits each rule (a mapping) of a firewall entry, inbound then outbound, with its index in its list. */
export declare function eachFirewallRule(fw: Entry, visit: (rule: Record<string, unknown>, direction: "inbound" | "outbound", index: number) => void): void;
/**
 * Why a file found by walking a folder is plainly not a state file, or undefined when it may be
 * one. A state file's top level is a mapping of sections; a file is taken for one when at least
 * half of its top-level keys (x- keys aside) are sections or near misses of one, so `firewals:`
 * is still linted while package.json, CI workflows, Kubernetes manifests and the like are not. An
 * empty file is an empty account. For a file that did not parse, its text must show a section.
 */
export declare function notStateReason(data: unknown, text: string, parsed: boolean): string | undefined;
export declare function buildAccount(files: readonly unknown[]): {
    account: Account;
    findings: Finding[];
};
/** What a reference resolved to: an inventory entry, an id the inventory does not list, or nothing. */
export type Resolution = {
    readonly entry: Entry;
    readonly key: string;
} | {
    readonly entry?: undefined;
    readonly key: string;
} | undefined;
/**
 * Resolves a label or integer id against an inventory (SPEC §2): a label that names nothing is an
 * error; an integer that matches nothing is a warning when the account has an inventory of that
 * kind, and unchecked when it has none.
 */
export declare function resolveReference(index: InventoryIndex, ref: unknown, at: Path, fileIndex: number, out: Reporter): Resolution;
