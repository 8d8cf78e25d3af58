/**
 * Evaluating compiled policies on an account, in the linter's pass: each policy selects its
 * resources (the same entries, with the same paths, the built-in rules see), keeps those in its
 * scope, and reports each one that fails its assertion at the path the assertion read. What looks
 * beyond one resource (enabled firewalls, references, compiled firewall models) is built once per
 * run, on first use.
 */
import { eachFirewallRule, type Account, type Entry } from "../account/account.js";
import type { Finding, Path } from "../diagnostic.js";
import { firewallDevices } from "../change/identity.js";
import { matchesAny } from "../config/glob.js";
import { firewallModels, type CompiledFirewall } from "../firewall/model.js";
import { appendAll } from "../util/data.js";
import { isPlainObject, show } from "../util/text.js";
import { cannotAnswer, MAX_LIST_LENGTH, RULES_PATH, tooLong, type CompiledPolicy, type EvalContext, type PolicyResource, type PolicyWorld, type Template } from "./compile.js";
import { OVER_BUDGET, PatternBudget } from "./regex.js";

/** One selected resource: its value, where it sits, and the names its messages may use. */
interface Item {
  readonly value: Record<string, unknown>;
  readonly fileIndex: number;
  readonly path: Path;
  readonly region: unknown;
  readonly vars: Readonly<Record<string, string>>;
  readonly direction?: "inbound" | "outbound";
}

/** How the run names its files: for {{file}}, and the path where.file globs are matched against. */
export interface PolicyFiles {
  filePath(fileIndex: number): string;
  relativePath(fileIndex: number): string;
}

const label = (value: Record<string, unknown>): string => (typeof value.label === "string" ? value.label : "");

/**
 * A list of the data to walk for the account-wide facts and selections: the list itself, or none
 * when it is not a list or longer than any state file holds (a library caller's sparse list of 2^32
 * - 1 elements would take minutes to walk; no state file holds one).
 */
function walkable(value: unknown, maxList: number): readonly unknown[] {
  return Array.isArray(value) && value.length <= maxList ? value : [];
}

/** The resources of a kind, in file order. */
function select(account: Account, resource: PolicyResource, maxList: number): Item[] {
  const fromEntry = (e: Entry): Item => ({ value: e.value, fileIndex: e.fileIndex, path: e.path, region: e.value.region, vars: { label: label(e.value) } });
  if (resource === "subnets") {
    const items: Item[] = [];
    for (const vpc of account.sections.vpcs) {
      const subnets = walkable(vpc.value.subnets, maxList);
      for (let j = 0; j < subnets.length; j++) {
        const s: unknown = subnets[j];
        if (isPlainObject(s)) items.push({ value: s, fileIndex: vpc.fileIndex, path: [...vpc.path, "subnets", j], region: vpc.value.region, vars: { label: label(s), vpc: label(vpc.value) } });
      }
    }
    return items;
  }
  if (resource === "firewall_rules") {
    const items: Item[] = [];
    for (const fw of account.sections.firewalls) {
      eachFirewallRule(fw, (r, direction, j) => {
        items.push({ value: r, fileIndex: fw.fileIndex, path: [...fw.path, "rules", direction, j], region: undefined, vars: { label: label(r), firewall: label(fw.value), direction }, direction });
      });
    }
    return items;
  }
  return account.sections[resource].map(fromEntry);
}

/** The account-wide facts predicates read, each computed on first use. */
export class AccountWorld implements PolicyWorld {
  private protectedSet: Set<object> | undefined;
  private readonly references = new Map<string, Set<object>>();
  private readonly model: (rules: unknown) => CompiledFirewall;

  /** `model`: the run's compiler of firewall rules, shared with the built-in analysis (else one of its own); `maxList`: the longest list walked. */
  constructor(
    private readonly account: Account,
    model?: (rules: unknown) => CompiledFirewall,
    private readonly maxList: number = MAX_LIST_LENGTH,
  ) {
    this.model = model ?? firewallModels();
  }

  private resolve(kind: "computes" | "nodebalancers", ref: unknown): object | undefined {
    const index = this.account[kind];
    if (typeof ref === "string") return index.byLabel.get(ref)?.value;
    if (typeof ref === "number") return index.byId.get(ref)?.value;
    return undefined;
  }

  hasEnabledFirewall(value: object): boolean {
    if (!this.protectedSet) {
      this.protectedSet = new Set();
      for (const fw of this.account.sections.firewalls) {
        if (fw.value.status === "disabled") continue;
        for (const { type, ref } of firewallDevices(fw)) {
          const target = this.resolve(type === "compute" ? "computes" : "nodebalancers", ref);
          if (target) this.protectedSet.add(target);
        }
      }
    }
    return this.protectedSet.has(value);
  }

  referencedBy(value: object, section: string): boolean {
    let set = this.references.get(section);
    if (!set) {
      set = this.referenced(section);
      this.references.set(section, set);
    }
    return set.has(value);
  }

  /** Everything a section references: instances and NodeBalancers, subnets and their VPCs. */
  private referenced(section: string): Set<object> {
    const set = new Set<object>();
    const add = (o: object | undefined) => {
      if (o) set.add(o);
    };
    const { sections } = this.account;
    if (section === "firewalls") {
      for (const fw of sections.firewalls) for (const { type, ref } of firewallDevices(fw)) add(this.resolve(type === "compute" ? "computes" : "nodebalancers", ref));
    } else if (section === "ip_assignments") {
      for (const request of sections.ip_assignments) {
        for (const a of walkable(request.value.assignments, this.maxList)) if (isPlainObject(a)) add(this.resolve("computes", a.compute_id));
      }
    } else if (section === "ip_shares" || section === "ipv6_ranges") {
      for (const request of sections[section]) add(this.resolve("computes", request.value.compute_id));
    } else if (section === "computes") {
      // Subnets by "<vpc>/<subnet>" and by id, with their VPCs.
      const subnets = new Map<string | number, { subnet: object; vpc: object }>();
      for (const vpc of sections.vpcs) {
        for (const s of walkable(vpc.value.subnets, this.maxList)) {
          if (!isPlainObject(s)) continue;
          if (typeof s.label === "string" && typeof vpc.value.label === "string") subnets.set(`${vpc.value.label}/${s.label}`, { subnet: s, vpc: vpc.value });
          if (typeof s.id === "number") subnets.set(s.id, { subnet: s, vpc: vpc.value });
        }
      }
      for (const compute of sections.computes) {
        for (const c of walkable(compute.value.configs, this.maxList)) {
          if (!isPlainObject(c)) continue;
          for (const i of walkable(c.interfaces, this.maxList)) {
            if (!isPlainObject(i) || (typeof i.subnet !== "string" && typeof i.subnet !== "number")) continue;
            const found = subnets.get(i.subnet);
            if (found) {
              set.add(found.subnet);
              set.add(found.vpc);
            }
          }
        }
      }
    }
    return set;
  }

  firewallModel(rules: unknown): CompiledFirewall {
    return this.model(rules);
  }

}

/** `databases[0].cluster_size`: a path as the API and the README write it. */
export function dottedPath(path: Path): string {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

function render(template: Template, vars: (name: string) => string): string {
  let out = "";
  for (let i = 0; i < template.length; i++) out += i % 2 === 0 ? template[i] : vars(template[i]!);
  return out;
}

function inScope(policy: CompiledPolicy, item: Item, files: PolicyFiles, ctx: EvalContext): boolean {
  const scope = policy.where;
  if (!scope) return true;
  if (scope.files && !matchesAny(scope.files, files.relativePath(item.fileIndex))) return false;
  if (scope.regions && (typeof item.region !== "string" || !scope.regions.includes(item.region))) return false;
  if (scope.direction && item.direction !== scope.direction) return false;
  if (scope.tags) {
    const tags = item.value.tags;
    if (!Array.isArray(tags) || tooLong(tags, ctx, [...item.path, "tags"]) || !scope.tags.every((t) => tags.includes(t))) return false;
  }
  if (scope.label) {
    const text = item.value.label;
    const found = typeof text === "string" ? scope.label.search(text, ctx.patterns) : null;
    if (found === OVER_BUDGET) {
      if (ctx.note === undefined) cannotAnswer(ctx, `not evaluated: matching where.label ${show(scope.label.source, 40)} against ${(text as string).length} characters would pass the run's budget for patterns (text length × program size ${scope.label.programSize})`, [...item.path, "label"], text);
      return false;
    }
    if (!found) return false;
    if (found.size) {
      ctx.captures ??= new Map();
      for (const [k, v] of found) ctx.captures.set(k, v);
    }
  }
  return scope.condition ? scope.condition(item.value, item.path, ctx) : true;
}

/**
 * Runs policies over an account; findings carry the policy's id and severity, the file and the
 * path the failing assertion read (and, for firewall predicates, the rule that accepts as related).
 */
export function checkPolicies(account: Account, policies: readonly CompiledPolicy[], files: PolicyFiles, firewallModel?: (rules: unknown) => CompiledFirewall, maxList: number = MAX_LIST_LENGTH): Finding[] {
  const findings: Finding[] = [];
  if (policies.length === 0) return findings;
  const world = new AccountWorld(account, firewallModel, maxList);
  const selections = new Map<PolicyResource, Item[]>();
  let resources = 0;
  for (const section of Object.values(account.sections)) resources += section.length;
  const ctx: EvalContext = { world, base: [], rel: [], value: undefined, captures: undefined, related: undefined, note: undefined, noteAt: undefined, patterns: PatternBudget.forAccount(resources), maxList };
  for (const policy of policies) {
    let items = selections.get(policy.resource);
    if (!items) selections.set(policy.resource, (items = select(account, policy.resource, maxList)));
    const chosen: Array<{ item: Item; captures: Map<string, string> | undefined }> = [];
    for (const item of items) {
      ctx.captures = undefined;
      ctx.related = undefined;
      ctx.note = undefined;
      ctx.noteAt = undefined;
      // A predicate that could not answer (ctx.note) never lets a resource pass unseen: it is in
      // scope, and reported, whichever way the conditions around it would have turned.
      if (!inScope(policy, item, files, ctx) && ctx.note === undefined) continue;
      if (policy.count) {
        chosen.push({ item, captures: ctx.captures });
        continue;
      }
      if (!policy.assert || (policy.assert(item.value, item.path, ctx) && ctx.note === undefined)) continue;
      const note = ctx.note as EvalContext["note"];
      const noteAt = ctx.noteAt as EvalContext["noteAt"];
      const path = noteAt ? noteAt.path : ctx.rel.length ? [...ctx.base, ...ctx.rel] : ctx.base;
      // The accepting rule belongs to the finding only when a firewall predicate decided it.
      const related = !note && ctx.rel === RULES_PATH ? (ctx.related as EvalContext["related"]) : undefined;
      const value = noteAt ? noteAt.value : ctx.value;
      const captures = ctx.captures;
      const message = render(policy.message, (name) => placeholder(name, policy, item, files, captures, { path, value }));
      findings.push({
        ruleId: policy.id as Finding["ruleId"],
        severity: policy.severity,
        message: note ? `${message} (${note})` : message,
        path,
        fileIndex: item.fileIndex,
        ...(related ? { related: related.map((r) => ({ ...r, fileIndex: item.fileIndex })) } : {}),
      });
    }
    if (policy.count) appendAll(findings, countFindings(policy, chosen, files));
  }
  return findings;
}

function countFindings(policy: CompiledPolicy, chosen: ReadonlyArray<{ item: Item; captures: Map<string, string> | undefined }>, files: PolicyFiles): Finding[] {
  const { min, max } = policy.count!;
  const counts: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, { count: String(chosen.length), min: min === undefined ? "" : String(min), max: max === undefined ? "" : String(max) });
  const out: Finding[] = [];
  if (max !== undefined && chosen.length > max) {
    // The ones past the limit, in file order: the resources a user would remove or change.
    for (const { item, captures } of chosen.slice(max)) {
      const message = render(policy.message, (name) => counts[name] ?? placeholder(name, policy, item, files, captures, { path: item.path, value: item.value }));
      out.push({ ruleId: policy.id as Finding["ruleId"], severity: policy.severity, message, path: item.path, fileIndex: item.fileIndex });
    }
  }
  if (min !== undefined && chosen.length < min) {
    // Too few: nothing to point at but the account itself (the top of the first file).
    const message = render(policy.message, (name) => counts[name] ?? (name === "file" ? files.filePath(0) : name === "id" ? policy.id : name === "resource" ? policy.resource : ""));
    out.push({ ruleId: policy.id as Finding["ruleId"], severity: policy.severity, message, path: [], fileIndex: 0 });
  }
  return out;
}

function placeholder(name: string, policy: CompiledPolicy, item: Item, files: PolicyFiles, captures: Map<string, string> | undefined, at: { path: Path; value: unknown }): string {
  switch (name) {
    case "value":
      return at.value === undefined ? "nothing" : typeof at.value === "string" ? (at.value.length > 200 ? `${at.value.slice(0, 199)}…` : at.value) : show(at.value);
    case "path":
      return dottedPath(at.path);
    case "file":
      return files.filePath(item.fileIndex);
    case "id":
      return policy.id;
    case "resource":
      return policy.resource;
    default:
      return (Object.prototype.hasOwnProperty.call(item.vars, name) ? item.vars[name] : undefined) ?? captures?.get(name) ?? "";
  }
}
