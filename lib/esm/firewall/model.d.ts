/**
 * A direction of traffic: inbound (the remote address is the source) or outbound (the destination).
 * @example
 * ```ts
 * const direction: Direction = "inbound";
 * ```
 */
export type Direction = "inbound" | "outbound";
/**
 * What a rule or policy does with a packet.
 * @example
 * ```ts
 * const action: Action = "DROP";
 * ```
 */
export type Action = "ACCEPT" | "DROP";
/**
 * A rule's protocol: TCP, UDP, ICMP or IPENCAP (the API has no ALL).
 * @example
 * ```ts
 * const protocol: Protocol = "IPENCAP";
 * ```
 */
export type Protocol = "TCP" | "UDP" | "ICMP" | "IPENCAP";
export declare const PROTOCOLS: readonly Protocol[];
/**
 * One rule as match sets: protocol, port intervals and address intervals per family.
 * @example
 * ```ts
 * const [rule]: CompiledRule[] = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }).inbound.rules;
 * rule?.v4; // [[3405803776, 3405804031]]
 * ```
 */
export interface CompiledRule {
    /** Index of the rule in its direction's list. */
    readonly index: number;
    readonly action: Action;
    readonly protocol: Protocol;
    /** Inclusive port intervals, sorted and disjoint; [[0, 0]] for ICMP and IPENCAP. */
    readonly ports: Array<[number, number]>;
    /** Inclusive address intervals per family, sorted, disjoint and merged (IPv4 as numbers, exact below 2^32). */
    readonly v4: Array<[number, number]>;
    readonly v6: Array<[bigint, bigint]>;
    readonly label?: string;
}
/**
 * One direction of a compiled firewall: its policy and the rules that compiled, in order.
 * @example
 * ```ts
 * const inbound: CompiledDirection = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }).inbound;
 * inbound.policy; // "DROP"
 * ```
 */
export interface CompiledDirection {
    readonly direction: Direction;
    readonly policy: Action;
    /** Rules that compiled, in order. Rules the API would reject are left out (syntax rules report them). */
    readonly rules: CompiledRule[];
}
/**
 * A rules object compiled into exact match sets per direction (the model evaluateFirewall and analyzeFirewall use).
 * @example
 * ```ts
 * const model: CompiledFirewall = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] });
 * analyzeFirewall(model).openPolicies; // []
 * ```
 */
export interface CompiledFirewall {
    readonly inbound: CompiledDirection;
    readonly outbound: CompiledDirection;
}
/** Sorts intervals (in place) and merges those that overlap or touch (`next` is the value after one). */
export declare function mergeIntervals<T extends number | bigint>(list: Array<[T, T]>, next: (v: T) => T): Array<[T, T]>;
/**
 * Compiles a rules object. Total: anything that does not compile is left out (a missing or
 * invalid policy is taken as DROP, the safe reading), so analysis runs on what the API would
 * evaluate while the syntax rules report the rest.
 * @example
 * ```ts
 * const model = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] });
 * model.inbound.rules[0]?.ports; // [[22, 22]]
 * ```
 */
export declare function compileFirewallRules(rules: unknown): CompiledFirewall;
/**
 * The parts of sorted, disjoint, inclusive port ranges `from` that no range of `less` covers
 * (`less` in any order, overlapping or not): one sort of `less`, then one pass over both.
 * @example
 * ```ts
 * subtractRanges([[1, 100]], [[22, 23], [50, 60]]); // [[1, 21], [24, 49], [61, 100]]
 * ```
 */
export declare function subtractRanges(from: ReadonlyArray<readonly [number, number]>, less: ReadonlyArray<readonly [number, number]>): Array<[number, number]>;
/** Whether a value lies in sorted, disjoint intervals (a binary search). */
export declare function contains<T extends number | bigint>(intervals: ReadonlyArray<readonly [T, T]>, value: T): boolean;
/** The index of the first of sorted, disjoint intervals that ends at or after `value` (the length when none does). */
export declare function firstEndingAtOrAfter<T extends number | bigint>(intervals: ReadonlyArray<readonly [T, T]>, value: T): number;
/**
 * A packet to decide: direction, protocol, port (TCP and UDP) and remote address.
 * @example
 * ```ts
 * const packet: Packet = { direction: "inbound", protocol: "TCP", port: 5432, address: "198.51.100.7" };
 * evaluateFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }), packet); // { decision: "DROP", rule: null, … }
 * ```
 */
export interface Packet {
    direction: Direction;
    protocol: Protocol | string;
    /** Required for TCP and UDP; ignored for ICMP and IPENCAP. */
    port?: number;
    /** The remote address: the source for inbound traffic, the destination for outbound. */
    address: string;
}
/**
 * The decision for a packet: the action, the deciding rule's index (null for the policy) and label.
 * @example
 * ```ts
 * const result = evaluateFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }), { direction: "outbound", protocol: "UDP", port: 53, address: "192.0.2.1" });
 * if (!("error" in result)) { const decision: Decision = result; decision.rule; } // null: the policy decided
 * ```
 */
export interface Decision {
    decision: Action;
    /** Index of the deciding rule in its direction's list, or null when the policy decided. */
    rule: number | null;
    direction: Direction;
    label?: string;
}
/**
 * Why a packet could not be evaluated (a malformed address, a missing port).
 * @example
 * ```ts
 * const result = evaluateFirewall(compileFirewallRules({}), { direction: "inbound", protocol: "TCP", address: "not-an-ip" });
 * if ("error" in result) { const problem: PacketProblem = result; problem.error; }
 * ```
 */
export type PacketProblem = {
    error: string;
};
/** Does this compiled rule match the packet? */
export declare function ruleMatches(rule: CompiledRule, protocol: string, port: number, family: 4 | 6, address: bigint): boolean;
/**
 * The decision for a packet: the first matching rule's action, else the policy. Accepts a rules
 * object or a compiled firewall. Returns { error } for a packet that is not well formed.
 * @example
 * ```ts
 * const model = compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] });
 * evaluateFirewall(model, { direction: "inbound", protocol: "TCP", port: 22, address: "203.0.113.9" }); // { decision: "ACCEPT", rule: 0, direction: "inbound" }
 * ```
 */
export declare function evaluateFirewall(rules: unknown, packet: Packet): Decision | PacketProblem;
/**
 * A compiler of rules objects that compiles each (by identity) once: one per run, so that the
 * built-in analysis and the organisation policies share the models and a later run sees edits.
 */
export declare function firewallModels(): (rules: unknown) => CompiledFirewall;
/**
 * A value is used as a compiled firewall only when it has the whole shape, down to each interval
 * and without holes (else it is compiled as rules): a hand-made one that does not would make the
 * analysis read what is not there.
 */
export declare function isCompiledFirewall(value: unknown): value is CompiledFirewall;
