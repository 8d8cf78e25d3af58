/**
 * Compiling a policy file once: every policy's conditions become closures over the data, its
 * patterns RE2 programs, its CIDRs interval sets and its message a template; every problem in the
 * file is found in one pass and reported at its path (the CLI exits 2 with line and column).
 * Nothing in a policy file is ever run as code.
 */
import { SECTIONS } from "../account/account.js";
import type { Path, PathSegment, RelatedLocation, Severity } from "../diagnostic.js";
import { firstEndingAtOrAfter, mergeIntervals, PROTOCOLS, type CompiledFirewall, type Protocol } from "../firewall/model.js";
import { DEFAULT_LIMITS, raiseLimitHint, resolveLimits, type LoadLimits } from "../load/limits.js";
import { parseCidr } from "../net/cidr.js";
import { parsePorts } from "../net/ports.js";
import { isPlainObject, jsonType, show, suggest } from "../util/text.js";
import { complement, firewallAccepts, type PacketSet } from "./accepts.js";
import { valueSet } from "./membership.js";
import { OVER_BUDGET, PatternCompiler, type PatternBudget, type PolicyRegex } from "./regex.js";

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
export const POLICY_RESOURCES = [...SECTIONS, "subnets", "firewall_rules"] as const;

/** A policy id: an organisation prefix, a slash and a kebab-case name (`acme/db-ha-in-prod`). */
export const POLICY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 100;

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
  noteAt: { readonly path: Path; readonly value: unknown } | undefined;
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
  readonly state: { readonly data: unknown } | { readonly file: string };
  /** The path the state stands for (for `where.file` and {{file}}). */
  readonly filePath?: string;
  readonly expect: { readonly count: number; readonly paths?: readonly string[] };
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
  readonly count?: { readonly min?: number; readonly max?: number };
  readonly message: Template;
  readonly tests: readonly PolicyTestCase[];
  /** The policy file, and the policy's path in it. */
  readonly file: string;
  readonly path: Path;
}

const SEVERITIES = ["error", "warning", "info"];
const POLICY_KEYS = ["id", "description", "severity", "resource", "where", "assert", "count", "message", "tests"];
const FIELD_OPS = [
  "equals",
  "not_equals",
  "in",
  "not_in",
  "matches",
  "min",
  "max",
  "min_length",
  "max_length",
  "length",
  "exists",
  "absent",
  "cidr_within",
  "cidr_outside",
  "overlaps",
  "address_in",
  "family",
] as const;
type FieldOp = (typeof FIELD_OPS)[number];
const QUANTIFIERS = ["every", "some", "none"] as const;
const DOMAIN = ["accepts", "only_from", "has_enabled_firewall", "in_vpc", "referenced_by"] as const;
/** Keys that make a condition what it is: exactly one per condition. */
export const CONDITION_KINDS = ["field", "all", "any", "not", ...QUANTIFIERS, ...DOMAIN] as const;
const CONDITION_KEYS: readonly string[] = [...CONDITION_KINDS, "assert", ...FIELD_OPS];
const SCOPE_KEYS = ["file", "region", "tags", "label", "direction"];

/** Which resources a domain predicate applies to. */
const DOMAIN_RESOURCES: Record<(typeof DOMAIN)[number], readonly PolicyResource[]> = {
  accepts: ["firewalls"],
  only_from: ["firewalls"],
  has_enabled_firewall: ["computes", "nodebalancers"],
  in_vpc: ["computes"],
  referenced_by: ["computes", "nodebalancers", "subnets", "vpcs"],
};

/** For referenced_by: what may reference each kind of resource. */
export const REFERENCES: Partial<Record<PolicyResource, readonly string[]>> = {
  computes: ["firewalls", "ip_assignments", "ip_shares", "ipv6_ranges"],
  nodebalancers: ["firewalls"],
  subnets: ["computes"],
  vpcs: ["computes"],
};

/**
 * Where a firewall predicate decided: the firewall's `rules` (one array, so a finding can tell that
 * a firewall predicate, not a field condition, decided, and carry the rule that accepts).
 */
export const RULES_PATH: readonly PathSegment[] = Object.freeze(["rules"]);

/** Resources with no region of their own (where.region could never match them). */
const NO_REGION: ReadonlySet<PolicyResource> = new Set(["firewalls", "firewall_rules", "stackscripts", "ip_shares", "ipv6_ranges"]);

/** Placeholders every message may use; some resources and count policies add their own. */
const BASE_PLACEHOLDERS = ["label", "value", "path", "file", "id", "resource"];
const EXTRA_PLACEHOLDERS: Partial<Record<PolicyResource, readonly string[]>> = { subnets: ["vpc"], firewall_rules: ["firewall", "direction"] };
const COUNT_PLACEHOLDERS = ["count", "min", "max"];

/** Reads a dotted field path (`rules.inbound_policy`, `configs.0.label`; `.` is the value itself). */
export function parseFieldPath(text: string): PathSegment[] | string {
  if (text === ".") return [];
  if (text.length === 0) return "the field path is empty (use . for the value itself)";
  const parts = text.split(".");
  if (parts.some((p) => p.length === 0)) return `field path ${show(text)} has an empty segment`;
  return parts.map((p) => (/^(0|[1-9][0-9]{0,8})$/.test(p) ? Number(p) : p));
}

/** The value at a relative path, or undefined. */
export function readPath(value: unknown, path: readonly PathSegment[]): unknown {
  let node = value;
  for (const segment of path) {
    if (typeof segment === "number") {
      if (!Array.isArray(node)) return undefined;
      node = node[segment];
    } else {
      if (!isPlainObject(node) || !Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
      node = node[segment];
    }
  }
  return node;
}

interface Net {
  readonly family: 4 | 6;
  readonly first: bigint;
  readonly last: bigint;
  readonly bare: boolean;
}

const netCache = new Map<string, Net | null>();
/** An address or CIDR of the data (cached: the same networks recur across resources). */
function readNet(value: unknown): Net | undefined {
  if (typeof value !== "string") return undefined;
  const hit = netCache.get(value);
  if (hit !== undefined) return hit ?? undefined;
  const r = parseCidr(value, { allowBareAddress: true });
  const net = r.ok ? { family: r.value.family, first: r.value.first, last: r.value.last, bare: !value.includes("/") } : null;
  if (netCache.size > 100_000) netCache.clear();
  netCache.set(value, net);
  return net ?? undefined;
}

/** The networks of one family merged into sorted, disjoint intervals (adjacent ones joined). */
function mergedIntervals(nets: readonly Net[], family: 4 | 6): Array<[bigint, bigint]> {
  return mergeIntervals(
    nets.filter((n) => n.family === family).map((n): [bigint, bigint] => [n.first, n.last]),
    (v) => v + 1n,
  );
}

/**
 * The longest list a condition walks by default: no state file under the default limits holds a
 * longer one (a library caller may pass a sparse list of 2^32 - 1 elements, which would take
 * minutes). A run whose --max-values is raised walks lists up to that limit (EvalContext.maxList),
 * so that a file the loader accepted is never skipped by the policies.
 */
export const MAX_LIST_LENGTH = DEFAULT_LIMITS.maxValues;

/** The longest list the policies of a run with these limits walk: the default, or --max-values when raised. */
export const maxListLength = (limits: Partial<LoadLimits> | undefined): number => Math.max(MAX_LIST_LENGTH, resolveLimits(limits).maxValues);

/** Records that a condition could not answer, and where (the first reason found stands). */
export function cannotAnswer(ctx: EvalContext, note: string, path: Path, value: unknown): void {
  if (ctx.note !== undefined) return;
  ctx.note = note;
  ctx.noteAt = { path, value };
}

/** Whether a list is too long to walk: then the condition cannot answer, at the list. */
export function tooLong(list: readonly unknown[], ctx: EvalContext, path: Path): boolean {
  if (list.length <= ctx.maxList) return false;
  cannotAnswer(ctx, `not evaluated: a list of ${list.length} elements is longer than any state file holds (${ctx.maxList})`, path, list);
  return true;
}

/** Whether an instance has a vpc interface in some configuration profile (a list too long to walk: cannot answer). */
function inVpc(v: Record<string, unknown>, base: Path, ctx: EvalContext): boolean {
  const configs = v.configs;
  if (!Array.isArray(configs) || tooLong(configs, ctx, [...base, "configs"])) return false;
  for (let i = 0; i < configs.length; i++) {
    const c: unknown = configs[i];
    if (!isPlainObject(c) || !Array.isArray(c.interfaces)) continue;
    const interfaces: unknown[] = c.interfaces;
    if (tooLong(interfaces, ctx, [...base, "configs", i, "interfaces"])) return false;
    for (let j = 0; j < interfaces.length; j++) {
      const face: unknown = interfaces[j];
      if (isPlainObject(face) && face.purpose === "vpc") return true;
    }
  }
  return false;
}

/**
 * Conditions of one set of policy files together by default (a policy counts as one, and each
 * condition in it): every one is evaluated on each resource its policy selects, so this bounds what
 * a run costs beyond the lint, whatever the files say (a few hundred policies of a few conditions
 * is typical). An organisation with more raises it (LoadLimits.maxPolicyConditions).
 */
export const MAX_CONDITIONS = DEFAULT_LIMITS.maxPolicyConditions;

/** What the files of one set share while compiling: their patterns, and the count of their conditions (at most `maxConditions`). */
export class PolicySetCompiler {
  readonly patterns = new PatternCompiler();
  conditions = 0;
  constructor(readonly maxConditions: number = MAX_CONDITIONS) {}
}

/**
 * Compiles one policy file's data. Paths of problems are inside the file. The files of one set
 * share `set`: each distinct pattern is compiled once, and patterns and conditions are bounded all
 * together.
 */
export function compilePolicyFile(data: unknown, file: string, set = new PolicySetCompiler()): { policies: CompiledPolicy[]; problems: PolicyProblem[] } {
  const problems: PolicyProblem[] = [];
  const policies: CompiledPolicy[] = [];
  if (!isPlainObject(data)) {
    problems.push({ path: [], message: `a policy file is a mapping with a policies list, not ${jsonType(data)}` });
    return { policies, problems };
  }
  for (const key of Object.keys(data)) {
    if (key !== "policies") problems.push({ path: [key], message: unknownKey(key, ["policies"], "a policy file"), anchor: "key" });
  }
  const list = data.policies;
  if (!Array.isArray(list)) {
    problems.push({ path: ["policies"], message: list === undefined ? "a policy file needs a policies list" : `policies must be a list, not ${jsonType(list)}` });
    return { policies, problems };
  }
  list.forEach((entry: unknown, i) => {
    const compiled = new PolicyCompiler(file, ["policies", i], problems, set).policy(entry);
    if (compiled) policies.push(compiled);
  });
  return { policies, problems };
}

function unknownKey(key: string, known: readonly string[], where: string): string {
  const guess = suggest(key, known);
  return `unknown key ${show(key)} in ${where}${guess ? `; did you mean "${guess}"?` : `; known keys: ${known.join(", ")}`}`;
}

/** Compiles one policy, reporting every problem it finds (a policy with problems yields nothing). */
class PolicyCompiler {
  private resource: PolicyResource | undefined;
  private readonly captureNames = new Set<string>();
  private overLimit = false;
  private readonly before: number;

  constructor(
    private readonly file: string,
    private readonly at: Path,
    private readonly problems: PolicyProblem[],
    private readonly set: PolicySetCompiler,
  ) {
    this.before = problems.length;
  }

  /** Counts one more condition of the set; false (said once per policy) past its maxConditions. */
  private counted(path: Path): boolean {
    if (++this.set.conditions <= this.set.maxConditions) return true;
    if (!this.overLimit) this.problem(path, `the policy files hold more than ${this.set.maxConditions} conditions and policies in all; each is evaluated on every resource it selects (${raiseLimitHint("maxPolicyConditions")})`);
    this.overLimit = true;
    return false;
  }

  private problem(path: Path, message: string, anchor?: "key"): void {
    this.problems.push({ path, message, ...(anchor ? { anchor } : {}) });
  }

  policy(entry: unknown): CompiledPolicy | undefined {
    const at = this.at;
    if (!isPlainObject(entry)) {
      this.problem(at, `each policy is a mapping, not ${jsonType(entry)}`);
      return undefined;
    }
    for (const key of Object.keys(entry)) if (!POLICY_KEYS.includes(key)) this.problem([...at, key], unknownKey(key, POLICY_KEYS, "a policy"), "key");
    this.counted(at);
    const { id, description, severity = "error", resource, where, assert, count, message, tests } = entry;
    if (typeof id !== "string") this.problem([...at, "id"], id === undefined ? "a policy needs an id, e.g. acme/db-ha-in-prod" : `id must be a string, not ${jsonType(id)}`);
    else if (id.length > MAX_ID_LENGTH || !POLICY_ID.test(id)) {
      // The slash is what keeps policy ids apart from built-in ones, which have none.
      this.problem([...at, "id"], `id ${show(id)} must be an organisation prefix and a kebab-case name, e.g. acme/db-ha-in-prod (lower-case letters, digits and dashes, one slash, at most ${MAX_ID_LENGTH} characters)`);
    }
    if (typeof description !== "string" || description.trim() === "") this.problem([...at, "description"], description === undefined ? "a policy needs a description (one sentence: what it requires)" : "description must be a non-empty string");
    if (typeof severity !== "string" || !SEVERITIES.includes(severity)) this.problem([...at, "severity"], `severity must be error, warning or info, not ${show(severity)}`);
    if (typeof resource !== "string" || !(POLICY_RESOURCES as readonly string[]).includes(resource)) {
      const guess = typeof resource === "string" ? suggest(resource, POLICY_RESOURCES) : undefined;
      this.problem([...at, "resource"], resource === undefined ? `a policy needs a resource: one of ${POLICY_RESOURCES.join(", ")}` : `resource must be one of ${POLICY_RESOURCES.join(", ")}, not ${show(resource)}${guess ? `; did you mean "${guess}"?` : ""}`);
    } else this.resource = resource as PolicyResource;
    const scope = where === undefined ? undefined : this.scope(where, [...at, "where"]);
    let condition: Condition | undefined;
    let bounds: { min?: number; max?: number } | undefined;
    if (assert !== undefined && count !== undefined) this.problem([...at, "count"], "a policy has either assert (each resource) or count (how many), not both", "key");
    else if (assert !== undefined) condition = this.condition(assert, [...at, "assert"], 0);
    else if (count !== undefined) bounds = this.count(count, [...at, "count"]);
    else this.problem(at, "a policy needs assert (the conditions every selected resource meets) or count (how many may be selected)");
    const template = this.template(message === undefined ? description : message, message === undefined ? [...at, "description"] : [...at, "message"], count !== undefined);
    const cases = tests === undefined ? [] : this.tests(tests, [...at, "tests"]);
    if (this.problems.length > this.before || typeof id !== "string" || typeof description !== "string" || !this.resource || !template) return undefined;
    return {
      id,
      description,
      severity: severity as Severity,
      resource: this.resource,
      ...(scope ? { where: scope } : {}),
      ...(condition ? { assert: condition } : {}),
      ...(bounds ? { count: bounds } : {}),
      message: template,
      tests: cases,
      file: this.file,
      path: at,
    };
  }

  private count(value: unknown, path: Path): { min?: number; max?: number } | undefined {
    if (!isPlainObject(value)) {
      this.problem(path, `count is a mapping { min, max }, not ${jsonType(value)}`);
      return undefined;
    }
    const out: { min?: number; max?: number } = {};
    for (const key of Object.keys(value)) {
      if (key !== "min" && key !== "max") {
        this.problem([...path, key], unknownKey(key, ["min", "max"], "count"), "key");
        continue;
      }
      const n = value[key];
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0) this.problem([...path, key], `count.${key} must be a whole number >= 0, not ${show(n)}`);
      else out[key] = n;
    }
    if (out.min === undefined && out.max === undefined && Object.keys(value).length === 0) this.problem(path, "count needs min, max or both");
    if (out.min !== undefined && out.max !== undefined && out.min > out.max) this.problem(path, `count.min (${out.min}) is more than count.max (${out.max})`);
    return out;
  }

  private strings(value: unknown, path: Path, what: string): string[] | undefined {
    const list = typeof value === "string" ? [value] : value;
    if (!Array.isArray(list) || list.length === 0 || list.some((s) => typeof s !== "string" || s.length === 0)) {
      this.problem(path, `${what} is a non-empty string or a non-empty list of them, not ${show(value)}`);
      return undefined;
    }
    return list as string[];
  }

  private scope(value: unknown, path: Path): Scope | undefined {
    if (!isPlainObject(value)) {
      this.problem(path, `where is a mapping (file, region, tags, label, or a condition), not ${jsonType(value)}`);
      return undefined;
    }
    const scope: { -readonly [K in keyof Scope]: Scope[K] } = {};
    const rest: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === "file") scope.files = this.strings(v, [...path, key], "where.file");
      else if (key === "region") {
        scope.regions = this.strings(v, [...path, key], "where.region");
        if (this.resource && NO_REGION.has(this.resource)) this.problem([...path, key], `${this.resource} have no region; where.region would never match`);
      } else if (key === "tags") scope.tags = this.strings(v, [...path, key], "where.tags");
      else if (key === "label") {
        if (typeof v !== "string") this.problem([...path, key], `where.label is a regular expression (a string), not ${jsonType(v)}`);
        else scope.label = this.regex(v, [...path, key]);
      } else if (key === "direction") {
        if (v !== "inbound" && v !== "outbound") this.problem([...path, key], `where.direction is inbound or outbound, not ${show(v)}`);
        else if (this.resource !== "firewall_rules") this.problem([...path, key], "where.direction scopes firewall_rules only");
        else scope.direction = v;
      } else if (CONDITION_KEYS.includes(key)) rest[key] = v;
      else this.problem([...path, key], unknownKey(key, [...SCOPE_KEYS, ...CONDITION_KINDS], "where"), "key");
    }
    if (Object.keys(rest).length > 0) scope.condition = this.condition(rest, path, 0);
    return scope;
  }

  private regex(pattern: string, path: Path): PolicyRegex | undefined {
    const r = this.set.patterns.compile(pattern);
    if (!r.ok) {
      this.problem(path, `pattern ${show(pattern)} does not compile: ${r.reason}`);
      return undefined;
    }
    for (const name of r.regex.names) this.captureNames.add(name);
    return r.regex;
  }

  private nets(value: unknown, path: Path, what: string): Net[] | undefined {
    const list = typeof value === "string" ? [value] : value;
    if (!Array.isArray(list) || list.length === 0) {
      this.problem(path, `${what} takes a CIDR or a non-empty list of CIDRs, not ${show(value)}`);
      return undefined;
    }
    const nets: Net[] = [];
    list.forEach((item: unknown, i) => {
      const r = typeof item === "string" ? parseCidr(item, { allowBareAddress: true }) : undefined;
      const at = Array.isArray(value) ? [...path, i] : path;
      if (!r) this.problem(at, `${what} takes CIDRs (strings), not ${jsonType(item)}`);
      else if (!r.ok) this.problem(at, `${show(item)} is not a CIDR: ${r.reason}`);
      else nets.push({ family: r.value.family, first: r.value.first, last: r.value.last, bare: !(item as string).includes("/") });
    });
    return nets.length === list.length ? nets : undefined;
  }

  condition(value: unknown, path: Path, depth: number, inElement = false): Condition {
    const never: Condition = () => false;
    if (!this.counted(path)) return never;
    if (depth > 32) {
      this.problem(path, "conditions are nested more than 32 deep");
      return never;
    }
    if (!isPlainObject(value)) {
      this.problem(path, `a condition is a mapping (field and an operator, all, any, not, every, some, none, or a predicate), not ${jsonType(value)}`);
      return never;
    }
    const keys = Object.keys(value);
    for (const key of keys) if (!CONDITION_KEYS.includes(key)) this.problem([...path, key], unknownKey(key, [...CONDITION_KINDS, ...FIELD_OPS], "a condition"), "key");
    const kinds = keys.filter((k) => (CONDITION_KINDS as readonly string[]).includes(k));
    if (kinds.length !== 1) {
      const ops = keys.filter((k) => (FIELD_OPS as readonly string[]).includes(k));
      this.problem(
        path,
        kinds.length === 0
          ? ops.length > 0
            ? `${ops[0]} needs the field it reads: { field: PATH, ${ops[0]}: … }`
            : "an empty condition: give field and an operator, all, any, not, every, some, none, or a predicate"
          : `a condition is one of field, all, any, not, every, some, none or a predicate, not several (${kinds.join(", ")}); combine them with all or any`,
      );
      return never;
    }
    const kind = kinds[0] as (typeof CONDITION_KINDS)[number];
    const extra = keys.filter((k) => k !== kind && !(kind === "field" && (FIELD_OPS as readonly string[]).includes(k)) && !((QUANTIFIERS as readonly string[]).includes(kind) && k === "assert"));
    for (const k of extra) if (CONDITION_KEYS.includes(k)) this.problem([...path, k], `${k} does not go with ${kind}`, "key");
    switch (kind) {
      case "field":
        return this.field(value, path);
      case "all":
      case "any":
        return this.combine(kind, value[kind], [...path, kind], depth, inElement);
      case "not": {
        const inner = this.condition(value.not, [...path, "not"], depth + 1, inElement);
        return (v, base, ctx) => !inner(v, base, ctx);
      }
      case "every":
      case "some":
      case "none":
        return this.quantifier(kind, value, path, depth);
      default:
        if (inElement) {
          this.problem([...path, kind], `${kind} is about the ${this.resource ?? "resource"} itself; it cannot be used inside every, some or none`);
          return never;
        }
        return this.domain(kind, value[kind], [...path, kind]);
    }
  }

  private combine(kind: "all" | "any", list: unknown, path: Path, depth: number, inElement: boolean): Condition {
    if (!Array.isArray(list) || list.length === 0) {
      this.problem(path, `${kind} takes a non-empty list of conditions, not ${show(list)}`);
      return () => false;
    }
    const parts = list.map((c: unknown, i) => this.condition(c, [...path, i], depth + 1, inElement));
    const wanted = kind === "all";
    return (v, base, ctx) => {
      // The deciding part when one decides; else (all true, or all false for any) the deepest read.
      let bestBase = base;
      let bestRel: readonly PathSegment[] = [];
      let bestValue: unknown = v;
      let bestDepth = -1;
      for (const part of parts) {
        if (part(v, base, ctx) !== wanted) return !wanted;
        // A part that could not answer decides: the resource is reported there, the rest is moot.
        if (ctx.note !== undefined) return !wanted;
        const depth = ctx.base.length + ctx.rel.length;
        if (depth > bestDepth) {
          bestDepth = depth;
          bestBase = ctx.base;
          bestRel = ctx.rel;
          bestValue = ctx.value;
        }
      }
      ctx.base = bestBase;
      ctx.rel = bestRel;
      ctx.value = bestValue;
      return wanted;
    };
  }

  private quantifier(kind: "every" | "some" | "none", value: Record<string, unknown>, path: Path, depth: number): Condition {
    const where = value[kind];
    const rel = typeof where === "string" ? parseFieldPath(where) : `${kind} takes the path of a list field, not ${show(where)}`;
    if (typeof rel === "string") this.problem([...path, kind], rel);
    if (!Object.prototype.hasOwnProperty.call(value, "assert")) this.problem(path, `${kind} needs assert: the condition ${kind === "every" ? "every" : kind === "some" ? "some" : "no"} element meets`);
    if (!Object.prototype.hasOwnProperty.call(value, "assert")) return () => false;
    const inner = this.condition(value.assert, [...path, "assert"], depth + 1, true);
    if (typeof rel === "string") return () => false;
    return (v, base, ctx) => {
      const list = readPath(v, rel);
      ctx.base = base;
      ctx.rel = rel;
      ctx.value = list;
      // A missing list has no elements: every holds, some fails, none holds.
      if (!Array.isArray(list)) return kind !== "some";
      if (tooLong(list, ctx, [...base, ...rel])) return false;
      // One path array for every element, its last segment the index: where a decision leaves it
      // in ctx, it is copied (so walking a list allocates nothing per element).
      const at: Path = [...base, ...rel, 0];
      const last = at.length - 1;
      for (let i = 0; i < list.length; i++) {
        at[last] = i;
        const ok = inner(list[i], at, ctx);
        if (ctx.note !== undefined) return false; // could not answer: reported where it said
        if ((kind === "every" && !ok) || (kind !== "every" && ok)) {
          if (ctx.base === at) ctx.base = at.slice();
          return kind === "some";
        }
      }
      ctx.base = base;
      ctx.rel = rel;
      ctx.value = list;
      return kind !== "some";
    };
  }

  private field(value: Record<string, unknown>, path: Path): Condition {
    const rel = typeof value.field === "string" ? parseFieldPath(value.field) : `field is a dotted path (a string), not ${show(value.field)}`;
    if (typeof rel === "string") this.problem([...path, "field"], rel);
    const ops = Object.keys(value).filter((k): k is FieldOp => (FIELD_OPS as readonly string[]).includes(k));
    if (ops.length === 0) this.problem(path, `field ${show(value.field)} needs an operator: one of ${FIELD_OPS.join(", ")}`);
    const tests = ops.map((op) => this.op(op, value[op], [...path, op]));
    if (typeof rel === "string" || tests.some((t) => t === undefined)) return () => false;
    const checks = tests as Array<(v: unknown, ctx: EvalContext) => boolean>;
    return (v, base, ctx) => {
      const found = readPath(v, rel);
      ctx.base = base;
      ctx.rel = rel;
      ctx.value = found;
      for (const check of checks) if (!check(found, ctx)) return false;
      return true;
    };
  }

  /** One operator of a field condition, as a test of the value (undefined: the value is absent). */
  private op(op: FieldOp, arg: unknown, path: Path): ((v: unknown, ctx: EvalContext) => boolean) | undefined {
    const bad = (what: string) => {
      this.problem(path, `${op} takes ${what}, not ${show(arg)}`);
      return undefined;
    };
    switch (op) {
      case "exists":
      case "absent":
        if (typeof arg !== "boolean") return bad("true or false");
        return op === "exists" ? (v) => (v !== undefined) === arg : (v) => (v === undefined) === arg;
      case "equals":
      case "not_equals":
      case "in":
      case "not_in": {
        const list = op === "equals" || op === "not_equals" ? [arg] : arg;
        if (!Array.isArray(list)) return bad("a list of values");
        // One set, keyed by canonical form, made here: a lookup per value however long the list.
        const set = valueSet(list);
        return op === "equals" || op === "in" ? (v) => v !== undefined && set.has(v) : (v) => v !== undefined && !set.has(v);
      }
      case "matches": {
        if (typeof arg !== "string") return bad("a regular expression (a string)");
        const regex = this.regex(arg, path);
        if (!regex) return undefined;
        return (v, ctx) => {
          if (typeof v !== "string") return false;
          const found = regex.search(v, ctx.patterns);
          if (found === OVER_BUDGET) {
            if (ctx.note === undefined) cannotAnswer(ctx, `not evaluated: matching ${show(regex.source, 40)} against ${v.length} characters would pass the run's budget for patterns (text length × program size ${regex.programSize})`, [...ctx.base, ...ctx.rel], v);
            return false;
          }
          if (!found) return false;
          if (found.size) {
            ctx.captures ??= new Map();
            for (const [k, s] of found) ctx.captures.set(k, s);
          }
          return true;
        };
      }
      case "min":
        if (typeof arg !== "number") return bad("a number");
        return (v) => typeof v === "number" && v >= arg;
      case "max":
        if (typeof arg !== "number") return bad("a number");
        return (v) => typeof v === "number" && v <= arg;
      case "min_length":
      case "max_length":
      case "length": {
        if (typeof arg !== "number" || !Number.isInteger(arg) || arg < 0) return bad("a whole number >= 0");
        const size = (v: unknown) => (typeof v === "string" ? [...v].length : Array.isArray(v) ? v.length : isPlainObject(v) ? Object.keys(v).length : undefined);
        if (op === "length") return (v) => size(v) === arg;
        if (op === "min_length") return (v) => (size(v) ?? -1) >= arg;
        return (v) => {
          const n = size(v);
          return n !== undefined && n <= arg;
        };
      }
      case "family": {
        if (arg !== "ipv4" && arg !== "ipv6") return bad("ipv4 or ipv6");
        const family = arg === "ipv4" ? 4 : 6;
        return (v, ctx) => eachNet(v, (n) => n.family === family, ctx);
      }
      default: {
        const nets = this.nets(arg, path, op);
        if (!nets) return undefined;
        // The list's networks merged once into sorted intervals per family: a binary search per value.
        const merged = { 4: mergedIntervals(nets, 4), 6: mergedIntervals(nets, 6) };
        const within = (n: Net) => {
          const list = merged[n.family];
          const i = firstEndingAtOrAfter(list, n.first);
          return i < list.length && list[i]![0] <= n.first && n.last <= list[i]![1];
        };
        const touches = (n: Net) => {
          const list = merged[n.family];
          const i = firstEndingAtOrAfter(list, n.first);
          return i < list.length && list[i]![0] <= n.last;
        };
        if (op === "cidr_within") return (v, ctx) => eachNet(v, within, ctx);
        if (op === "cidr_outside") return (v, ctx) => eachNet(v, (n) => !touches(n), ctx);
        if (op === "address_in") return (v, ctx) => eachNet(v, (n) => (n.bare || n.first === n.last) && within(n), ctx);
        return (v, ctx) => someNet(v, touches, ctx); // overlaps
      }
    }
  }

  private domain(kind: (typeof DOMAIN)[number], arg: unknown, path: Path): Condition {
    const fail = (message: string): Condition => {
      this.problem(path, message);
      return () => false;
    };
    const resource = this.resource;
    if (resource && !DOMAIN_RESOURCES[kind].includes(resource)) return fail(`${kind} applies to ${DOMAIN_RESOURCES[kind].join(" and ")}, not ${resource}`);
    switch (kind) {
      case "has_enabled_firewall":
      case "in_vpc": {
        if (typeof arg !== "boolean") return fail(`${kind} takes true or false, not ${show(arg)}`);
        return (v, base, ctx) => {
          ctx.base = base;
          ctx.rel = [];
          ctx.value = v;
          if (!isPlainObject(v)) return false;
          return (kind === "in_vpc" ? inVpc(v, base, ctx) : ctx.world.hasEnabledFirewall(v)) === arg;
        };
      }
      case "referenced_by": {
        const allowed = resource ? (REFERENCES[resource] ?? []) : [];
        const sections = typeof arg === "string" ? [arg] : arg;
        if (!Array.isArray(sections) || sections.length === 0 || sections.some((s) => typeof s !== "string")) return fail(`referenced_by takes a section or a list of sections, not ${show(arg)}`);
        for (const s of sections as string[]) if (resource && !allowed.includes(s)) return fail(`${resource} are referenced by ${allowed.join(", ")}; not by ${show(s)}`);
        return (v, base, ctx) => {
          ctx.base = base;
          ctx.rel = [];
          ctx.value = v;
          return isPlainObject(v) && (sections as string[]).some((s) => ctx.world.referencedBy(v, s));
        };
      }
      default:
        return this.firewallPredicate(kind, arg, path);
    }
  }

  /** accepts and only_from: questions about the packets a firewall accepts, on the exact model. */
  private firewallPredicate(kind: "accepts" | "only_from", arg: unknown, path: Path): Condition {
    const fail = (at: Path, message: string): Condition => {
      this.problem(at, message);
      return () => false;
    };
    if (!isPlainObject(arg)) return fail(path, `${kind} is a mapping { direction, ${kind === "accepts" ? "from" : "addresses"}, protocol, ports }, not ${jsonType(arg)}`);
    const keys = kind === "accepts" ? ["direction", "from", "protocol", "ports"] : ["direction", "addresses", "protocol", "ports"];
    let ok = true;
    for (const key of Object.keys(arg)) {
      if (!keys.includes(key)) {
        this.problem([...path, key], unknownKey(key, keys, kind), "key");
        ok = false;
      }
    }
    const direction = arg.direction ?? "inbound";
    if (direction !== "inbound" && direction !== "outbound") {
      this.problem([...path, "direction"], `direction is inbound or outbound, not ${show(direction)}`);
      ok = false;
    }
    let protocols: Protocol[] = [...PROTOCOLS];
    if (arg.protocol !== undefined) {
      const list = typeof arg.protocol === "string" ? [arg.protocol] : arg.protocol;
      if (!Array.isArray(list) || list.length === 0 || list.some((p) => typeof p !== "string" || !(PROTOCOLS as readonly string[]).includes(p))) {
        this.problem([...path, "protocol"], `protocol is one of ${PROTOCOLS.join(", ")} or a list of them, not ${show(arg.protocol)}`);
        ok = false;
      } else protocols = [...new Set(list as Protocol[])];
    }
    let ports: Array<[number, number]> = [[1, 65535]];
    if (arg.ports !== undefined) {
      const text = typeof arg.ports === "number" ? String(arg.ports) : arg.ports;
      const parsed = typeof text === "string" ? parsePorts(text) : undefined;
      if (!parsed || parsed.problems.length > 0) {
        this.problem([...path, "ports"], `ports is a port string such as "5432" or "1-1024, 3306", not ${show(arg.ports)}${parsed?.problems[0] ? `: ${parsed.problems[0].message}` : ""}`);
        ok = false;
      } else ports = mergeIntervals(parsed.pieces.map((p): [number, number] => [p.start, p.end]), (v) => v + 1);
    }
    const addressKey = kind === "accepts" ? "from" : "addresses";
    let v4: Array<[number, number]> = [[0, 2 ** 32 - 1]];
    let v6: Array<[bigint, bigint]> = [[0n, (1n << 128n) - 1n]];
    const given = arg[addressKey];
    if (given === undefined && kind === "only_from") {
      this.problem(path, "only_from needs addresses: the networks the ports may be reached from");
      ok = false;
    } else if (given !== undefined) {
      const nets = this.nets(given, [...path, addressKey], `${kind}.${addressKey}`);
      if (!nets) ok = false;
      else {
        v4 = mergeIntervals(nets.filter((n) => n.family === 4).map((n): [number, number] => [Number(n.first), Number(n.last)]), (v) => v + 1);
        v6 = mergeIntervals(nets.filter((n) => n.family === 6).map((n): [bigint, bigint] => [n.first, n.last]), (v) => v + 1n);
        if (kind === "only_from") {
          // Only from these: no packet from anywhere else is accepted.
          v4 = complement(v4, 0, 2 ** 32 - 1, 1);
          v6 = complement(v6, 0n, (1n << 128n) - 1n, 1n);
        }
      }
    }
    if (!ok) return () => false;
    const set: PacketSet = { direction: direction as "inbound" | "outbound", protocols, ports, v4, v6 };
    const wantAccepted = kind === "accepts";
    return (v, base, ctx) => {
      ctx.base = base;
      ctx.rel = RULES_PATH;
      const rules = isPlainObject(v) ? v.rules : undefined;
      ctx.value = rules;
      const found = firewallAccepts(ctx.world.firewallModel(rules), set);
      ctx.related = undefined;
      if (found?.by === "too-large") {
        cannotAnswer(ctx, `not evaluated: ${found.rules} ${set.direction} rules is far more than the API takes`, [...base, ...RULES_PATH], rules);
        return false;
      }
      if (found) {
        const where = found.by === "rule" ? [...base, "rules", set.direction, found.index] : [...base, "rules", `${set.direction}_policy`];
        ctx.related = [{ path: where, message: found.by === "rule" ? `this rule accepts such packets` : `the ${set.direction} policy accepts such packets` }];
      }
      return (found !== undefined) === wantAccepted;
    };
  }

  private template(text: unknown, path: Path, isCount: boolean): Template | undefined {
    if (typeof text !== "string" || text.length === 0) {
      if (text !== undefined) this.problem(path, `message must be a non-empty string, not ${show(text)}`);
      return undefined;
    }
    const allowed = new Set([...BASE_PLACEHOLDERS, ...(this.resource ? (EXTRA_PLACEHOLDERS[this.resource] ?? []) : []), ...(isCount ? COUNT_PLACEHOLDERS : []), ...this.captureNames]);
    const parts: string[] = [];
    const re = /\{\{\s*([^{}]*?)\s*\}\}/g;
    let last = 0;
    let bad = false;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const name = m[1]!;
      if (!allowed.has(name)) {
        const guess = suggest(name, [...allowed]);
        this.problem(path, `unknown placeholder {{${name}}}${guess ? `; did you mean {{${guess}}}?` : `; known: ${[...allowed].map((a) => `{{${a}}}`).join(", ")}`}`);
        bad = true;
      }
      parts.push(text.slice(last, m.index), name);
      last = m.index + m[0].length;
    }
    parts.push(text.slice(last));
    return bad ? undefined : parts;
  }

  private tests(value: unknown, path: Path): PolicyTestCase[] {
    if (!Array.isArray(value)) {
      this.problem(path, `tests is a list of cases { name, state, expect }, not ${jsonType(value)}`);
      return [];
    }
    const cases: PolicyTestCase[] = [];
    const names = new Set<string>();
    value.forEach((t: unknown, i) => {
      const at = [...path, i];
      if (!isPlainObject(t)) {
        this.problem(at, `each test is a mapping { name, state, expect }, not ${jsonType(t)}`);
        return;
      }
      const keys = ["name", "state", "file", "expect"];
      for (const key of Object.keys(t)) if (!keys.includes(key)) this.problem([...at, key], unknownKey(key, keys, "a test"), "key");
      const { name, state, file, expect } = t;
      let ok = true;
      if (typeof name !== "string" || name.length === 0) {
        this.problem([...at, "name"], "a test needs a name (a non-empty string)");
        ok = false;
      } else if (names.has(name)) {
        this.problem([...at, "name"], `two tests of this policy are named ${show(name)}`);
        ok = false;
      } else names.add(name);
      if (!isPlainObject(state) && (typeof state !== "string" || state.length === 0)) {
        this.problem([...at, "state"], state === undefined ? "a test needs a state: a mapping of resource sections, or the path of a state file" : `state is a mapping of resource sections or a file path, not ${jsonType(state)}`);
        ok = false;
      }
      if (file !== undefined && (typeof file !== "string" || file.length === 0)) {
        this.problem([...at, "file"], `file (the path the state stands for) is a non-empty string, not ${show(file)}`);
        ok = false;
      }
      const expected = this.expect(expect, [...at, "expect"]);
      if (!ok || !expected) return;
      cases.push({
        name: name as string,
        state: typeof state === "string" ? { file: state } : { data: state },
        ...(typeof file === "string" ? { filePath: file } : {}),
        expect: expected,
        path: at,
      });
    });
    return cases;
  }

  private expect(value: unknown, path: Path): PolicyTestCase["expect"] | undefined {
    if (value === "pass") return { count: 0 };
    if (typeof value === "number" && Number.isInteger(value) && value >= 0) return { count: value };
    if (isPlainObject(value) && Array.isArray(value.paths) && value.paths.every((p) => typeof p === "string") && Object.keys(value).every((k) => k === "paths" || k === "count")) {
      const paths = value.paths as string[];
      const count = value.count ?? paths.length;
      if (typeof count === "number" && Number.isInteger(count) && count >= 0) return { count, paths };
    }
    this.problem(path, value === undefined ? "a test needs expect: pass, a count of findings, or { paths: [...] }" : `expect is pass, a count of findings, or { count?, paths: ["databases[0].cluster_size", ...] }, not ${show(value)}`);
    return undefined;
  }
}

/**
 * Every network of a value (a string, or each string of a list) passes; false when any is not one.
 * For a list, the first failing element becomes where the condition decided (its path and value).
 */
function eachNet(v: unknown, test: (n: Net) => boolean, ctx: EvalContext): boolean {
  if (Array.isArray(v)) {
    if (tooLong(v, ctx, [...ctx.base, ...ctx.rel])) return false;
    for (let i = 0; i < v.length; i++) {
      const n = readNet(v[i]);
      if (!n || !test(n)) {
        ctx.rel = [...ctx.rel, i];
        ctx.value = v[i];
        return false;
      }
    }
    return true;
  }
  const n = readNet(v);
  return n !== undefined && test(n);
}

/** Some network of a value passes. */
function someNet(v: unknown, test: (n: Net) => boolean, ctx: EvalContext): boolean {
  if (Array.isArray(v)) {
    if (tooLong(v, ctx, [...ctx.base, ...ctx.rel])) return false;
    for (let i = 0; i < v.length; i++) {
      const n = readNet(v[i]);
      if (n !== undefined && test(n)) return true;
    }
    return false;
  }
  const n = readNet(v);
  return n !== undefined && test(n);
}
