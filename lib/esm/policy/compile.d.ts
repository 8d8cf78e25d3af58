import type { Path, PathSegment, RelatedLocation, Severity } from "../diagnostic.js";
import { type CompiledFirewall } from "../firewall/model.js";
import { type LoadLimits } from "../load/limits.js";
import { PatternCompiler, type PatternBudget, type PolicyRegex } from "./regex.js";
/**
 * What a policy selects: a section of the state file, or the subnets of VPCs and the rules of firewalls.
 * @example
 * ```ts
 * const resource: PolicyResource = "subnets"; // each vpcs[i].subnets[j], with its VPC's label as {{vpc}}
 * ```
 */
export type PolicyResource = (typeof POLICY_RESOURCES)[number];
/**
 * The kinds of resource a policy can select (its `resource`).
 * @example
 * ```ts
 * POLICY_RESOURCES.includes("databases"); // true
 * ```
 */
export declare const POLICY_RESOURCES: readonly ["computes", "nodebalancers", "vpcs", "firewalls", "databases", "stackscripts", "images", "ip_assignments", "ip_shares", "ipv6_ranges", "subnets", "firewall_rules"];
/** A policy id: an organisation prefix, a slash and a kebab-case name (`acme/db-ha-in-prod`). */
export declare const POLICY_ID: RegExp;
/** A problem in a policy file, at its path in that file. */
export interface PolicyProblem {
    path: Path;
    message: string;
    anchor?: "key";
}
/** What the account gives the predicates that look beyond one resource (built once per run, lazily). */
export interface PolicyWorld {
    hasEnabledFirewall(value: object): boolean;
    referencedBy(value: object, section: string): boolean;
    firewallModel(rules: unknown): CompiledFirewall;
}
/** Where a condition decided, and what it saw there: the finding's path and {{value}}. */
export interface EvalContext {
    world: PolicyWorld;
    base: Path;
    rel: readonly PathSegment[];
    value: unknown;
    /** The rule or policy that accepts, when a firewall predicate decided (rel is RULES_PATH). */
    related: RelatedLocation[] | undefined;
    /** Named groups of the patterns that matched (made on the first one). */
    captures: Map<string, string> | undefined;
    /**
     * Why a condition could not answer (a firewall far past the API's limits, a list longer than any
     * file holds, a match past the run's budget for patterns), and where: the resource is reported
     * there whatever the conditions around it would have made of it. The first one found stands.
     */
    note: string | undefined;
    noteAt: {
        readonly path: Path;
        readonly value: unknown;
    } | undefined;
    /** The work the run's pattern matches may still do. */
    patterns: PatternBudget;
    /** The longest list a condition walks (maxListLength); a longer one cannot be answered. */
    maxList: number;
}
/** A compiled condition: true when the value (at path `base`) meets it; sets where it decided in `ctx`. */
export type Condition = (value: unknown, base: Path, ctx: EvalContext) => boolean;
/** A compiled message: literal text and placeholder names, alternating (even indexes are text). */
export type Template = readonly string[];
/** One named case of a policy's own tests. */
export interface PolicyTestCase {
    readonly name: string;
    /** The state inline, or the path of a state file relative to the policy file. */
    readonly state: {
        readonly data: unknown;
    } | {
        readonly file: string;
    };
    /** The path the state stands for (for `where.file` and {{file}}). */
    readonly filePath?: string;
    readonly expect: {
        readonly count: number;
        readonly paths?: readonly string[];
    };
    /** Where the case is written in the policy file. */
    readonly path: Path;
}
/** A scope: the files, regions, tags and labels a policy applies to, and any condition. */
export interface Scope {
    readonly files?: readonly string[];
    readonly regions?: readonly string[];
    readonly tags?: readonly string[];
    readonly label?: PolicyRegex;
    readonly direction?: "inbound" | "outbound";
    readonly condition?: Condition;
}
/** A policy compiled once: what it selects, its scope, its assertion (or count), message and tests. */
export interface CompiledPolicy {
    readonly id: string;
    readonly description: string;
    readonly severity: Severity;
    readonly resource: PolicyResource;
    readonly where?: Scope;
    readonly assert?: Condition;
    readonly count?: {
        readonly min?: number;
        readonly max?: number;
    };
    readonly message: Template;
    readonly tests: readonly PolicyTestCase[];
    /** The policy file, and the policy's path in it. */
    readonly file: string;
    readonly path: Path;
}
/** Keys that make a condition what it is: exactly one per condition. */
export declare const CONDITION_KINDS: readonly ["field", "all", "any", "not", "every", "some", "none", "accepts", "only_from", "has_enabled_firewall", "in_vpc", "referenced_by"];
/** For referenced_by: what may reference each kind of resource. */
export declare const REFERENCES: Partial<Record<PolicyResource, readonly string[]>>;
/**
 * Where a firewall predicate decided: the firewall's `rules` (one array, so a finding can tell that
 * a firewall predicate, not a field condition, decided, and carry the rule that accepts).
 */
export declare const RULES_PATH: readonly PathSegment[];
/** Reads a dotted field path (`rules.inbound_policy`, `configs.0.label`; `.` is the value itself). */
export declare function parseFieldPath(text: string): PathSegment[] | string;
/** The value at a relative path, or undefined. */
export declare function readPath(value: unknown, path: readonly PathSegment[]): unknown;
/**
 * The longest list a condition walks by default: no state file under the default limits holds a
 * longer one (a library caller may pass a sparse list of 2^32 - 1 elements, which would take
 * minutes). A run whose --max-values is raised walks lists up to that limit (EvalContext.maxList),
 * so that a file the loader accepted is never skipped by the policies.
 */
export declare const MAX_LIST_LENGTH: number;
/** The longest list the policies of a run with these limits walk: the default, or --max-values when raised. */
export declare const maxListLength: (limits: Partial<LoadLimits> | undefined) => number;
/** Records that a condition could not answer, and where (the first reason found stands). */
export declare function cannotAnswer(ctx: EvalContext, note: string, path: Path, value: unknown): void;
/** Whether a list is too long to walk: then the condition cannot answer, at the list. */
export declare function tooLong(list: readonly unknown[], ctx: EvalContext, path: Path): boolean;
/**
 * Conditions of one set of policy files together by default (a policy counts as one, and each
 * condition in it): every one is evaluated on each resource its policy selects, so this bounds what
 * a run costs beyond the lint, whatever the files say (a few hundred policies of a few conditions
 * is typical). An organisation with more raises it (LoadLimits.maxPolicyConditions).
 */
export declare const MAX_CONDITIONS: number;
/** What the files of one set share while compiling: their patterns, and the count of their conditions (at most `maxConditions`). */
export declare class PolicySetCompiler {
    readonly maxConditions: number;
    readonly patterns: PatternCompiler;
    conditions: number;
    constructor(maxConditions?: number);
}
/**
 * Compiles one policy file's data. Paths of problems are inside the file. The files of one set
 * share `set`: each distinct pattern is compiled once, and patterns and conditions are bounded all
 * together.
 */
export declare function compilePolicyFile(data: unknown, file: string, set?: PolicySetCompiler): {
    policies: CompiledPolicy[];
    problems: PolicyProblem[];
};
