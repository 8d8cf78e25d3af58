import { type Diagnostic } from "../diagnostic.js";
import type { HttpMethod } from "../request/routes.js";
import { type PlanEndpoint } from "./plan.js";
/**
 * One API operation of a plan, with the transition findings about its resource.
 * @example
 * ```ts
 * const [op]: Operation[] = planChanges(undefined, { vpcs: [{ label: "prod", region: "us-east" }] }).operations;
 * op?.endpoint; // "POST /vpcs"
 * op?.grants; // ["add_vpc"]
 * ```
 */
export interface Operation {
    /** The endpoint (a route table id; interface changes use the configuration profile update). */
    readonly endpoint: PlanEndpoint;
    readonly method: HttpMethod;
    /**
     * The path with ids where they are known, else `<label>` placeholders (resolved when applied);
     * each id and name percent-encoded, so that none adds a segment, a query or a fragment.
     */
    readonly path: string;
    /** What it acts on: `VPC "prod"`, `subnet "prod/app"`, `firewall "web-fw" device compute "web-1"`. */
    readonly subject: string;
    /**
     * The Terraform address of the resource it acts on (`module.net.linode_firewall.web["prod"]`),
     * when the state came from Terraform input (a plan); absent for a state file's resources.
     */
    readonly address?: string;
    /** Top-level fields whose value changes (updates), or that the body sets (creates). */
    readonly fields: readonly string[];
    readonly scopes: readonly string[];
    /** What a restricted user needs beyond the scopes. */
    readonly grants: readonly string[];
    readonly events: readonly string[];
    /** Transition findings about the operation's resource; an error means the API refuses it. */
    readonly findings: Diagnostic[];
    /** What the operation does beyond its fields: for a rules update, the behaviour diff's lines. */
    readonly details: string[]; /**
     * Set by `cloudlint plan --baseline api --baseline REVISION`: the operation exists only because
     * the live account differs from the revision (drift).
     */
    readonly drift?: true;
    /** Like drift, for an operation both plans have: the fields only the live account's drift changes. */
    readonly driftFields?: readonly string[];
}
/**
 * A change's plan: the operations in order, the least-privilege token's scopes, the events, and
 * every transition finding (paths into the desired state; for a deleted resource, into the
 * baseline, with `baseline: true`).
 * @example
 * ```ts
 * const plan: ChangePlan = planChanges(undefined, { firewalls: [{ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }] });
 * plan.scopes; // ["firewall:read_write"]: the least-privilege token
 * plan.events; // ["firewall_create"]
 * ```
 */
export interface ChangePlan {
    readonly operations: Operation[];
    readonly scopes: string[];
    readonly events: string[];
    readonly findings: Array<Diagnostic & {
        baseline?: true;
    }>;
}
/**
 * Options of planChanges: the ports firewall-change-exposes-port guards.
 * @example
 * ```ts
 * const options: PlanOptions = { sensitivePorts: [22, 5432, 8443] };
 * planChanges(undefined, {}, options).operations; // []
 * ```
 */
export interface PlanOptions {
    /** The ports firewall-change-exposes-port guards. */
    readonly sensitivePorts?: readonly number[];
    /**
     * How much data each state may hold (the loader's value and depth limits, which `cloudlint plan`
     * takes from --max-values and --max-depth): each a whole number up to its ceiling, else the default.
     */
    readonly limits?: {
        readonly maxValues?: number;
        readonly maxDepth?: number;
    };
}
/**
 * Plans the change from `before` to `after` (each a parsed state, or a list of them for several
 * files; `undefined` before: everything is created). Total over any input.
 * @example
 * ```ts
 * const before = { databases: [{ id: 5, label: "orders", status: "active", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2", allow_list: ["10.0.0.0/8"] }] };
 * const plan = planChanges(before, { databases: [] });
 * plan.operations.map((o) => `${o.method} ${o.path}`); // ["DELETE /databases/mysql/instances/5"]
 * plan.findings[0]?.ruleId; // "database-deleted"
 * ```
 */
export declare function planChanges(before: unknown, after: unknown, options?: PlanOptions): ChangePlan;
