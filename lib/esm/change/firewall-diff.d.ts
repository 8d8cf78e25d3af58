import { type Action, type Direction, type Protocol } from "../firewall/model.js";
/**
 * Rules beyond this many of one protocol in one direction are not diffed (the API allows 25 in
 * all; the masks have 31 bits).
 * @example
 * ```ts
 * const many = Array(MAX_DIFFED_RULES + 1).fill({ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["10.0.0.0/8"] } });
 * diffFirewall({ inbound_policy: "DROP", outbound_policy: "ACCEPT" }, { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: many }); // [] (not diffed)
 * ```
 */
export declare const MAX_DIFFED_RULES = 31;
/**
 * Packets whose decision a change flips: a direction, protocol and family, the ports (inclusive
 * ranges; `[[0, 0]]` for ICMP and IPENCAP), the remote addresses (an exact cover by networks),
 * the decision before and after, and the rule that decides after (null: the policy).
 * @example
 * ```ts
 * const before = { inbound_policy: "DROP", outbound_policy: "ACCEPT" };
 * const after = { ...before, inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "5432", label: "db", addresses: { ipv4: ["0.0.0.0/0"] } }] };
 * const [flip]: FlippedRegion[] = diffFirewall(before, after);
 * flip?.text; // 'inbound TCP 5432 from 0.0.0.0/0: DROP → ACCEPT (inbound[0] "db")'
 * ```
 */
export interface FlippedRegion {
    readonly direction: Direction;
    readonly protocol: Protocol;
    readonly family: 4 | 6;
    readonly ports: Array<[number, number]>;
    readonly addresses: string[];
    readonly before: Action;
    readonly after: Action;
    /** The deciding rule after the change (its index in its direction's list), or null for the policy. */
    readonly rule: {
        readonly index: number;
        readonly label?: string;
    } | null;
    /** One line: `inbound TCP 5432 from 0.0.0.0/0: DROP → ACCEPT (inbound[4] "db")`. */
    readonly text: string;
}
/**
 * The packets whose decision changes from `before` to `after` (rules objects, or firewalls
 * compiled by compileFirewallRules), as few regions as the merging finds, in direction,
 * protocol and family order. Total: rules that do not compile are left out on both sides, as the
 * model does; a direction with more than MAX_DIFFED_RULES rules of one protocol is not diffed.
 * @example
 * ```ts
 * const before = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] };
 * diffFirewall(before, { ...before, inbound: [] }).map((f) => f.text); // ["inbound TCP 22 from 203.0.113.0/24: ACCEPT → DROP (inbound policy)"]
 * ```
 */
export declare function diffFirewall(before: unknown, after: unknown): FlippedRegion[];
