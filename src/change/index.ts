/**
 * planChanges: what a change from one account to another does, for a library user (pure: no git,
 * no file system): the ordered operations with scopes, grants and events, the least-privilege
 * token, and the transition findings, each operation carrying those about its resource.
 */
import { buildAccount } from "../account/account.js";
import { toDiagnostic, type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { refusedData, Reporter } from "../rules/report.js";
import type { HttpMethod } from "../request/routes.js";
import { planChange, type PlanEndpoint, type PlannedOperation } from "./plan.js";
import { CAUSE, checkTransitions, RANGE_CAUSE } from "./transitions.js";
import { diffFirewall } from "./firewall-diff.js";
import { RULES } from "../rules/catalog.js";
import { LIMIT_SETTINGS } from "../schemas/limits.js";
import { appendAll, DATA_BOUNDS, definedItems, eachItem, type DataBounds } from "../util/data.js";
import { ADDRESS } from "../util/marks.js";

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
  readonly details: string[];  /**
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
  readonly findings: Array<Diagnostic & { baseline?: true }>;
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
  readonly limits?: { readonly maxValues?: number; readonly maxDepth?: number };
}

/** The bounds of planChanges' states: the options' limits within their ceilings, else the defaults. */
function boundsOf(options: unknown): DataBounds {
  const given = typeof options === "object" && options !== null ? (options as PlanOptions).limits : undefined;
  const pick = (key: "maxValues" | "maxDepth"): number => {
    const v = typeof given === "object" && given !== null ? given[key] : undefined;
    return typeof v === "number" && Number.isInteger(v) && v > 0 ? Math.min(v, LIMIT_SETTINGS[key].ceiling) : DATA_BOUNDS[key];
  };
  return { maxValues: pick("maxValues"), maxDepth: pick("maxDepth") };
}

const states = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * States handed in as values never met the loader's limits: each is measured first
 * (checkDataBounds), so that a list of 2^32−1 slots, a cycle or data nested past the loader's
 * depth is refused with an input-limit finding instead of hanging or throwing.
 */
function refusedState(value: unknown, baseline: boolean, bounds: DataBounds): ChangePlan["findings"][number] | undefined {
  const list = Array.isArray(value) ? value : [value];
  let refused: Finding | undefined;
  if (list.length > bounds.maxValues) {
    const message = `a list of ${list.length} states, more than the ${bounds.maxValues} values data may hold`;
    refused = { ruleId: "input-limit", severity: RULES["input-limit"].severity, message, path: [] };
  }
  for (const [, state] of eachItem(list)) refused ??= refusedData(state, bounds);
  if (!refused) return undefined;
  return baseline ? { ...toDiagnostic(refused), baseline: true } : toDiagnostic(refused);
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
export function planChanges(before: unknown, after: unknown, options: PlanOptions = {}): ChangePlan {
  const bounds = boundsOf(options);
  const refused = refusedState(after, false, bounds) ?? (before === undefined ? undefined : refusedState(before, true, bounds));
  if (refused) return { operations: [], scopes: [], events: [], findings: [refused] };
  const afterStates = states(after);
  const beforeStates = before === undefined ? [] : states(before);
  const from = buildAccount(beforeStates).account;
  const to = buildAccount(afterStates).account;
  const out = new Reporter();
  // A deleted resource's findings point into the baseline: file indexes past the desired files.
  const offset = afterStates.length;
  const sensitivePorts =
    options !== null && typeof options === "object" && Array.isArray(options.sensitivePorts) ? definedItems(options.sensitivePorts).flatMap(([, p]) => (typeof p === "number" ? [p] : [])) : undefined;
  const changes = checkTransitions(from, to, out, (side) => ({ fileIndex: offset + side.fileIndex, path: side.path, where: "in the baseline" }), sensitivePorts ? { sensitivePorts } : {});
  const plan = planChange(from, to, changes);
  const located = out.findings.map((f) => ({ finding: f, inBaseline: (f.fileIndex ?? 0) >= offset }));
  // Findings indexed once, so that attaching them to operations is linear: by the change (or
  // range) they are about, else by the entry their path starts with (file, section, index).
  const byCause = new Map<object, Finding[]>();
  const byRange = new Map<string, Finding[]>();
  const byEntry = new Map<string, Finding[]>();
  const push = <K>(map: Map<K, Finding[]>, key: K, f: Finding) => {
    const list = map.get(key);
    if (list) list.push(f);
    else map.set(key, [f]);
  };
  // The entry a path is in: a subnet (vpcs, i, subnets, j) or a section entry (section, i).
  const entryKey = (fileIndex: number, path: Path) => {
    const depth = path[2] === "subnets" && typeof path[3] === "number" ? 4 : 2;
    return `${fileIndex}\u0000${path.slice(0, depth).map(String).join("\u0000")}`;
  };
  for (const { finding } of located) {
    const cause = CAUSE.get(finding);
    const range = RANGE_CAUSE.get(finding);
    if (cause) push(byCause, cause, finding);
    else if (range !== undefined) push(byRange, range, finding);
    else push(byEntry, entryKey(finding.fileIndex ?? 0, finding.path), finding);
  }
  const about = (op: PlannedOperation): Diagnostic[] => {
    const source = op.source;
    if (!("how" in source)) return source.range !== undefined ? (byRange.get(source.range) ?? []).map(publicFinding) : [];
    const found = [...(byCause.get(source) ?? [])];
    if (source.after) appendAll(found, byEntry.get(entryKey(source.after.fileIndex, source.after.path)) ?? []);
    if (source.before) appendAll(found, byEntry.get(entryKey(offset + source.before.fileIndex, source.before.path)) ?? []);
    return found.map(publicFinding);
  };
  return {
    operations: plan.operations.map((op) => ({
      endpoint: op.endpoint,
      method: op.method,
      path: op.path,
      subject: op.subject,
      ...addressOf(op),
      fields: op.fields,
      scopes: op.scopes,
      grants: op.grants,
      events: op.events,
      findings: about(op),
      details: detailsOf(op),
    })),
    scopes: plan.scopes,
    events: plan.events,
    findings: located.map(({ finding, inBaseline }) => (inBaseline ? { ...publicFinding(finding), baseline: true as const } : publicFinding(finding))),
  };
}

/** The Terraform address of the entry an operation acts on (its desired side, else its side before), when it has one. */
function addressOf(op: PlannedOperation): { address?: string } {
  const source = op.source;
  const side = "how" in source ? (source.after ?? source.before) : source.side;
  const address = (side?.value as { [ADDRESS]?: unknown } | undefined)?.[ADDRESS];
  return typeof address === "string" ? { address } : {};
}

/** A rules update's behaviour diff, one line per flipped region (exact, on the ordered-rule model). */
function detailsOf(op: PlannedOperation): string[] {
  if (op.endpoint !== "PUT /networking/firewalls/{firewallId}/rules" || !("how" in op.source)) return [];
  return diffFirewall(op.source.before?.value.rules, op.source.after?.value.rules).map((region) => region.text);
}

function publicFinding(f: Finding): Diagnostic {
  return toDiagnostic({ ...f, fileIndex: undefined });
}
