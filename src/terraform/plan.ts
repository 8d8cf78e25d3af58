/**
 * `terraform show -json` output: a plan (format_version 1.x with `resource_changes` or
 * `planned_values`) or a state (`values`). A plan gives two sides, the resources after the change
 * and, from `change.before`, the account before it; a state gives one. Unknown values
 * (`after_unknown`) and sensitive ones (`*_sensitive`) become UNKNOWN: never checked, never shown.
 * References unknown in `after` resolve through `configuration` (its `references`).
 */
import type { Finding, Path } from "../diagnostic.js";
import { JsonPositions } from "../load/json-positions.js";
import { readJsonWithin, type JsonReading } from "../load/json-syntax.js";
import type { LoadedText, LoadLimits } from "../load/load.js";
import { raiseLimitHint } from "../load/limits.js";
import { RULES } from "../rules/catalog.js";
import { isPlainObject } from "../util/text.js";
import { setOwn } from "../util/data.js";
import { Ref, UNKNOWN, type TfResource, type TfValue } from "./resources.js";

/**
 * Whether a text starts as `terraform show -json` output (it writes `format_version` first):
 * enough to pick out a plan or state among files before parsing it; terraformJsonKind decides.
 */
export function startsAsTerraformJson(text: string): boolean {
  return typeof text === "string" && /^\uFEFF?\s*\{\s*"format_version"\s*:/.test(text.slice(0, 256));
}

/** What a JSON document is, seen from Terraform. */
export type TerraformJsonKind = { kind: "plan" | "state" } | { kind: "unsupported"; message: string } | undefined;

/** Recognises `terraform show -json` output by content; undefined for anything else (a state file). */
export function terraformJsonKind(data: unknown): TerraformJsonKind {
  if (!isPlainObject(data) || typeof data.format_version !== "string") return undefined;
  const planned = "resource_changes" in data || "planned_values" in data;
  const state = "values" in data;
  if (!planned && !state && !("terraform_version" in data)) return undefined;
  const major = /^(\d+)\./.exec(data.format_version)?.[1];
  if (major !== "1") return { kind: "unsupported", message: `format_version ${JSON.stringify(data.format_version.slice(0, 20))} of terraform show -json is not supported; cloudlint reads format 1.x` };
  return { kind: planned ? "plan" : "state" };
}

/**
 * A `.json` text read as `terraform show -json` output when it is one: JSON.parse (a plan of 20 MB
 * holds a million values, which the YAML loader would take seconds and gigabytes to map) and
 * positions found on demand (JsonPositions). Undefined for any other text, over the size limit or
 * not valid JSON (the YAML loader then reads it and says what is wrong). `reading`: JSON.parse's,
 * when the caller has it (readJsonWithin), to be handed on to the loader. Nesting past the limit is
 * an input-limit finding: the data is never walked.
 */
export function loadTerraformText(text: string, limits: LoadLimits, byteLength?: number, reading: JsonReading | undefined = readJsonWithin(text, limits, byteLength)): LoadedText | undefined {
  if (!reading) return undefined;
  const data = reading.data;
  if (terraformJsonKind(data) === undefined) return undefined;
  const positions = new JsonPositions(text);
  const deep = tooDeepAt(text, limits.maxDepth);
  if (deep === undefined) return { data, positions, findings: [] };
  const finding: Finding = { ruleId: "input-limit", severity: RULES["input-limit"].severity, message: `nesting deeper than ${limits.maxDepth} levels; terraform show -json never needs that many (${raiseLimitHint("maxDepth")})`, path: [], ...positions.position(deep, deep + 1) };
  return { data: undefined, positions, findings: [finding] };
}

/**
 * In valid JSON text, the offset of the first bracket that opens a container at level `maxDepth`
 * or deeper (the top container is level 0, as the YAML loader counts); undefined when none does.
 */
function tooDeepAt(text: string, maxDepth: number): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Jump over the string: to its closing quote (an escaped character is skipped with its backslash).
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/** The two sides of a plan (or the one of a state). */
export interface TerraformSides {
  readonly after: TfResource[];
  /** The account before the change (a plan's `change.before`); undefined for a state. */
  readonly before?: TfResource[];
}

/** True when a marks value (after_unknown, *_sensitive) marks nothing at or below its place. */
function marksNothing(marks: unknown): boolean {
  if (marks === undefined || marks === null || marks === false) return true;
  if (Array.isArray(marks)) return marks.length === 0;
  return isPlainObject(marks) && Object.keys(marks).length === 0;
}

/**
 * Values with the unknown and sensitive paths of `marks` (true at a path) replaced by UNKNOWN. A
 * value with nothing marked at or below it is returned as it is (JSON is a TfValue; nothing
 * downstream changes it), so that the bulk of a plan is not copied.
 */
function mark(value: unknown, unknown: unknown, sensitive: unknown): TfValue {
  if (unknown === true || sensitive === true) return UNKNOWN;
  if (value === undefined) return null;
  if (marksNothing(unknown) && marksNothing(sensitive)) return value as TfValue;
  if (Array.isArray(value)) {
    const u = Array.isArray(unknown) ? unknown : [];
    const s = Array.isArray(sensitive) ? sensitive : [];
    return value.map((v, i) => mark(v, u[i], s[i]));
  }
  if (isPlainObject(value)) {
    const u = isPlainObject(unknown) ? unknown : {};
    const s = isPlainObject(sensitive) ? sensitive : {};
    const out: { [key: string]: TfValue } = {};
    // Own keys only, and set as own properties: a `__proto__` key is data, never the prototype.
    const own = (o: Record<string, unknown>, k: string) => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
    for (const [k, v] of Object.entries(value)) setOwn(out, k, mark(v, own(u, k), own(s, k)));
    // An attribute unknown in after is absent (or null) from after itself.
    for (const [k, flag] of Object.entries(u)) if (!Object.prototype.hasOwnProperty.call(out, k) || out[k] === null) if (flag === true || isPlainObject(flag) || Array.isArray(flag)) setOwn(out, k, flag === true ? UNKNOWN : mark(own(out, k) ?? null, flag, own(s, k)));
    return out;
  }
  return value as TfValue;
}

/** A configuration's resources by their full address (module path + `type.name`), with the module prefix. */
interface ConfigResource {
  readonly expressions: Record<string, unknown>;
  readonly module: string;
}

function configResources(config: unknown): Map<string, ConfigResource> {
  const out = new Map<string, ConfigResource>();
  const walk = (module: unknown, prefix: string, depth: number) => {
    if (!isPlainObject(module) || depth > 32) return;
    if (Array.isArray(module.resources)) {
      for (const r of module.resources) {
        if (!isPlainObject(r) || r.mode !== "managed" || typeof r.address !== "string") continue;
        out.set(prefix + r.address, { expressions: isPlainObject(r.expressions) ? r.expressions : {}, module: prefix });
      }
    }
    if (isPlainObject(module.module_calls)) {
      for (const [name, call] of Object.entries(module.module_calls)) if (isPlainObject(call)) walk(call.module, `${prefix}module.${name}.`, depth + 1);
    }
  };
  if (isPlainObject(config)) walk(config.root_module, "", 0);
  return out;
}

/**
 * The resource a configuration reference names as its identity (`linode_vpc.main.id` and
 * `linode_vpc.main` → `linode_vpc.main`), or undefined: anything else, and any other attribute of
 * it (`linode_instance.web.disk.0.id` is a disk's id, not the instance's).
 */
function referencedResource(ref: string): string | undefined {
  const m = /^(linode_[a-z0-9_]+\.[A-Za-z_][A-Za-z0-9_-]*)(\[[^\]]*\])?(\.id)?$/.exec(ref);
  return m ? m[1]! + (m[2] ?? "") : undefined;
}

/**
 * An expression's references as one Ref (a scalar naming one resource), a list of Refs (a list
 * naming only resources), or undefined (anything else: a variable, a function of them, …).
 */
function refsOf(expression: unknown, prefix: string, list: boolean): TfValue | undefined {
  if (!isPlainObject(expression) || !Array.isArray(expression.references)) return undefined;
  const names = new Set<string>();
  for (const r of expression.references) {
    if (typeof r !== "string") return undefined;
    const name = referencedResource(r);
    if (name === undefined) return undefined;
    names.add(name);
  }
  // `x.id` and `x` are both listed for one reference: keep the most specific per resource (`x[0]`
  // over `x`). Linear: a name is `type.name` or `type.name[key]`, so only a bare one has a more specific one.
  const indexed = new Set<string>();
  for (const n of names) if (n.includes("[")) indexed.add(n.slice(0, n.indexOf("[")));
  const resources = [...names].filter((n) => n.includes("[") || !indexed.has(n));
  if (resources.length === 0) return undefined;
  if (!list) return resources.length === 1 ? new Ref(prefix + resources[0]!, "id") : undefined;
  return resources.map((n) => new Ref(prefix + n, "id"));
}

/** Replaces the unknown values of `values` that the configuration ties to other resources by Refs. */
function resolveReferences(values: TfValue, expressions: unknown, prefix: string, depth = 0): TfValue {
  if (depth > 16 || !isPlainObject(values) || !isPlainObject(expressions)) return values;
  const out = { ...values } as { [key: string]: TfValue };
  for (const [key, expression] of Object.entries(expressions)) {
    const current = out[key];
    if (Array.isArray(expression)) {
      // Nested blocks: a list of objects of expressions, one per block.
      if (Array.isArray(current)) setOwn(out, key, current.map((block, i) => resolveReferences(block, expression[i], prefix, depth + 1)));
      continue;
    }
    const list = key === "linodes" || key === "nodebalancers";
    // Terraform writes `linodes = [linode_instance.web.id]` of a create as [null] with after_unknown
    // [true]: a list whose items are unknown is the configuration's references when there is one
    // per item (`[123, linode_instance.web.id]` keeps its known item; the other stays unknown).
    const unknownItems = list && Array.isArray(current) && current.some((x) => x === UNKNOWN);
    if (!unknownItems && current !== UNKNOWN && current !== undefined && current !== null) continue;
    const refs = refsOf(expression, prefix, list);
    if (refs === undefined) continue;
    if (!unknownItems) setOwn(out, key, refs);
    else if (Array.isArray(refs)) {
      const items = current as TfValue[];
      const unknowns = items.filter((x) => x === UNKNOWN).length;
      // One reference per item; or one per unknown item, the known ones being literal ids.
      if (refs.length === items.length) setOwn(out, key, refs);
      else if (refs.length === unknowns) {
        let next = 0;
        setOwn(out, key, items.map((x) => (x === UNKNOWN ? refs[next++]! : x)));
      }
    }
  }
  return out;
}

/** The index part of an address (`["prod"]`, `[0]`), from a resource change's `index`. */
export function indexSuffix(index: unknown): string {
  if (typeof index === "number") return `[${index}]`;
  if (typeof index === "string") return `[${JSON.stringify(index)}]`;
  return "";
}

/**
 * The provider's resources of a `terraform show -json` document, each side with its locations
 * (paths inside the document, for positions) in file `fileIndex`.
 */
export function readTerraformJson(data: Record<string, unknown>, kind: "plan" | "state", fileIndex: number): TerraformSides {
  const config = configResources(data.configuration);
  const make = (r: Record<string, unknown>, values: TfValue, at: Path, creating: boolean, replacing = false): TfResource => {
    const address = r.address as string;
    const type = r.type as string;
    const suffix = indexSuffix(r.index);
    const module = suffix && address.endsWith(suffix) ? address.slice(0, -suffix.length) : address;
    const c = config.get(module);
    const resolved = c ? resolveReferences(values, c.expressions, c.module) : values;
    return {
      address,
      module,
      type,
      values: isPlainObject(resolved) ? (resolved as { [key: string]: TfValue }) : {},
      locate: (attribute) => ({ fileIndex, path: [...at, ...attribute] }),
      creating,
      ...(replacing ? { replacing } : {}),
    };
  };
  const isProvider = (r: Record<string, unknown>) => r.mode === "managed" && typeof r.type === "string" && r.type.startsWith("linode_") && typeof r.address === "string";

  if (kind === "state") {
    const after: TfResource[] = [];
    walkModules(isPlainObject(data.values) ? data.values.root_module : undefined, ["values", "root_module"], (r, at) => {
      if (!isProvider(r)) return;
      after.push(make(r, mark(r.values, undefined, r.sensitive_values), [...at, "values"], false));
    });
    return { after };
  }

  const after: TfResource[] = [];
  const before: TfResource[] = [];
  if (Array.isArray(data.resource_changes)) {
    data.resource_changes.forEach((rc: unknown, k) => {
      if (!isPlainObject(rc) || !isProvider(rc) || !isPlainObject(rc.change)) return;
      const change = rc.change;
      const acts = Array.isArray(change.actions) ? change.actions.filter((a): a is string => typeof a === "string") : [];
      const replace = acts.includes("delete") && acts.includes("create");
      if (change.before !== null && change.before !== undefined && !acts.every((a) => a === "create")) {
        before.push(make(rc, mark(change.before, undefined, change.before_sensitive), ["resource_changes", k, "change", "before"], false));
      }
      if (!(acts.length === 1 && acts[0] === "delete") && change.after !== null && change.after !== undefined) {
        const creating = acts.includes("create");
        after.push(make(rc, mark(change.after, change.after_unknown, change.after_sensitive), ["resource_changes", k, "change", "after"], creating, replace));
      }
    });
    return { after, before };
  }
  // planned_values alone (no resource_changes): the desired side only.
  walkModules(isPlainObject(data.planned_values) ? data.planned_values.root_module : undefined, ["planned_values", "root_module"], (r, at) => {
    if (!isProvider(r)) return;
    after.push(make(r, mark(r.values, undefined, r.sensitive_values), [...at, "values"], true));
  });
  return { after, before: [] };
}

/** Visits each resource of a `root_module` and its `child_modules`, with its path in the document. */
function walkModules(module: unknown, at: Path, visit: (resource: Record<string, unknown>, at: Path) => void, depth = 0): void {
  if (!isPlainObject(module) || depth > 32) return;
  if (Array.isArray(module.resources)) module.resources.forEach((r: unknown, i) => isPlainObject(r) && visit(r, [...at, "resources", i]));
  if (Array.isArray(module.child_modules)) module.child_modules.forEach((m: unknown, i) => walkModules(m, [...at, "child_modules", i], visit, depth + 1));
}

