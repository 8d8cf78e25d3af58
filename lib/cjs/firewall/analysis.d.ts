import { type CompiledFirewall, type CompiledRule, type Direction, type Protocol } from "./model.js";
/** Rules beyond this many in one direction are not analysed (the API allows 25 in all). */
export declare const MAX_ANALYSED_RULES = 31;
/**
 * A rule the analysis reports (shadowed, redundant, in conflict), with the rules that cause it.
 * @example
 * ```ts
 * const shadowed: RuleFinding[] = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "DROP", protocol: "TCP", addresses: { ipv4: ["0.0.0.0/0"] } }, { action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["10.0.0.0/8"] } }] })).shadowed;
 * shadowed[0]?.rule; // 1, shadowed by rule 0
 * ```
 */
export interface RuleFinding {
    readonly direction: Direction;
    /** Index of the rule in its direction's list. */
    readonly rule: number;
    /** Indexes of the other rules involved (covering, or conflicting earlier rules). */
    readonly related: number[];
}
/**
 * A sensitive port open inbound to every address of a family: the widest contributing rule, every contributor, the ports.
 * @example
 * ```ts
 * const [exposure]: ExposureFinding[] = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] })).exposures;
 * exposure?.ports; // [[22, 22]]
 * ```
 */
export interface ExposureFinding {
    readonly direction: Direction;
    /**
     * The rule that opens the most addresses of the exposure (the widest contributor), or null when
     * the policy opens the ports.
     */
    readonly rule: number | null;
    /** The other rules that accept part of the exposed packets (their indexes). */
    readonly contributors: number[];
    readonly protocol: Protocol;
    readonly family: 4 | 6;
    /** The exposed sensitive ports, as sorted, disjoint, inclusive ranges. */
    readonly ports: Array<[number, number]>;
}
/**
 * Ports open to every address of one family and to none of the other.
 * @example
 * ```ts
 * const gaps: FamilyGapFinding[] = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] })).familyGaps;
 * gaps[0]?.openFamily; // 4: open to all of IPv4, none of IPv6
 * ```
 */
export interface FamilyGapFinding {
    readonly direction: Direction;
    /** The rule that opens the most addresses of the open family (the widest contributor). */
    readonly rule: number;
    /** The other rules that accept part of it. */
    readonly contributors: number[];
    readonly protocol: Protocol;
    /** The family that is fully open; the other is fully closed for these ports. */
    readonly openFamily: 4 | 6;
    readonly ports: Array<[number, number]>;
}
/**
 * What analyzeFirewall finds: shadowed, redundant and conflicting rules, exposures, family gaps, open policies.
 * @example
 * ```ts
 * const analysis: FirewallAnalysis = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["0.0.0.0/0"] } }] }));
 * analysis.shadowed.length; // 0
 * ```
 */
export interface FirewallAnalysis {
    shadowed: RuleFinding[];
    redundant: RuleFinding[];
    conflicts: RuleFinding[];
    exposures: ExposureFinding[];
    familyGaps: FamilyGapFinding[];
    /** Directions whose policy is ACCEPT with no DROP rule at all. */
    openPolicies: Direction[];
}
/**
 * Options of analyzeFirewall: the ports that count as sensitive.
 * @example
 * ```ts
 * const options: AnalysisOptions = { sensitivePorts: [22, 3389, 5432] };
 * analyzeFirewall(compileFirewallRules({}), options);
 * ```
 */
export interface AnalysisOptions {
    /**
     * Ports that must not be open to every address inbound (administrative and database ports).
     * Any number of them: they are merged into ranges, so the cost grows with the ranges, not the ports.
     */
    sensitivePorts?: readonly number[];
}
/**
 * The sensitive ports of the options (the defaults when none are given) as sorted, merged,
 * inclusive ranges; the defaults' are made once, not per firewall.
 */
export declare function sensitivePortRanges(options?: AnalysisOptions): ReadonlyArray<readonly [number, number]>;
/**
 * The ports firewall-exposed-port guards by default: administrative and database ports (SSH, RDP, MySQL, PostgreSQL, Redis, …).
 * @example
 * ```ts
 * DEFAULT_SENSITIVE_PORTS.includes(5432); // true
 * analyzeFirewall(compileFirewallRules({}), { sensitivePorts: [...DEFAULT_SENSITIVE_PORTS, 8443] });
 * ```
 */
export declare const DEFAULT_SENSITIVE_PORTS: readonly number[];
/** The index of a mask's lowest set bit: the first matching rule of a cell. */
export declare const lowestBit: (mask: number) => number;
/** Address segments of one family: boundaries in order, with the rule mask from each boundary on. */
export interface Segments {
    /** Numbers for IPv4 (exact), BigInts for IPv6; compared against BigInt limits, which JS allows. */
    readonly starts: Array<number | bigint>;
    readonly masks: number[];
}
/**
 * IPv4: each boundary event packed as position * 32 + rule position (exact below 2^38) and sorted
 * natively; the rule's bit toggles there (its intervals are disjoint and merged).
 */
export declare function v4Segments(rules: readonly CompiledRule[], positions: readonly number[]): Segments;
export declare function v6Segments(rules: readonly CompiledRule[], positions: readonly number[]): Segments;
/**
 * Analyses a compiled firewall: shadowed, redundant and conflicting rules, exposures, family gaps.
 * @example
 * ```ts
 * const analysis = analyzeFirewall(compileFirewallRules({ inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "22", addresses: { ipv4: ["203.0.113.0/24"] } }] }), { sensitivePorts: [22] });
 * analysis.exposures; // [] (port 22 is open to 203.0.113.0/24 only)
 * ```
 */
export declare function analyzeFirewall(given: CompiledFirewall, options?: AnalysisOptions): FirewallAnalysis;
