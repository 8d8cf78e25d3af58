/**
 * The translation of JSON Schema errors into findings with rule ids and messages a user can act
 * on. The validators themselves are ajv's standalone code, generated at build time
 * (`validators/<resource>.generated.ts`), so nothing is compiled, and ajv is not even loaded, at run time.
 */
import type { Finding, Path } from "../diagnostic.js";
import { RULES, isRuleId, type RuleId } from "../rules/catalog.js";
import { MAX_FINDINGS_PER_RESOURCE } from "../rules/caps.js";
import { codePoints, jsonType, show, suggest } from "../util/text.js";

/** The subset of ajv's error object this module reads (ajv runs with `verbose: true`). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: unknown;
  data?: unknown;
}

/** A precompiled ajv validator: returns true or sets `errors`. */
export type CompiledValidator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

/** Resource-wide rule ids for failures that are not tied to one field's constraint. */
export interface SchemaRuleIds {
  readonly type: RuleId;
  readonly required: RuleId;
  readonly unknown: RuleId;
}

export interface SchemaValidator {
  (data: unknown): Finding[];
}

type AnnotatedSchema = {
  "x-rule"?: string;
  "x-hints"?: Record<string, string>;
  "x-type-hint"?: string;
  properties?: Record<string, unknown>;
  enum?: unknown[];
};

/** Resources whose schemas report type, required and unknown-field failures under `<resource>-…` ids. */
export type SchemaResource = "firewall" | "vpc" | "compute" | "database" | "stackscript" | "image" | "ip" | "config";

/** The rule ids a resource's schemas report type, required and unknown-field failures under. */
export function resourceRules(resource: SchemaResource): SchemaRuleIds {
  return { type: `${resource}-field-type`, required: `${resource}-required-field`, unknown: `${resource}-unknown-field` };
}

/**
 * Wraps a resource's precompiled validators, each reporting under the resource's rule ids. (A
 * module whose validators are used apart, such as a request body's and a state-file entry's,
 * wraps each with schemaValidator instead, so that a bundler keeps only those used.)
 */
export function resourceValidators<K extends string>(resource: SchemaResource, validators: Record<K, CompiledValidator>, options: MessageOptions = {}): Record<K, SchemaValidator> {
  const rules = resourceRules(resource);
  const wrapped = {} as Record<K, SchemaValidator>;
  for (const key of Object.keys(validators) as K[]) wrapped[key] = schemaValidator(validators[key], rules, options);
  return wrapped;
}

export interface MessageOptions {
  /**
   * false: messages never quote the value found (only its type, and the schema's own words), for
   * data that may not be what it claims to be (a config file that is really someone's secrets).
   */
  quoteValues?: boolean;
  /**
   * true: types in the API's (JSON's) words, "an object", "an array", for request bodies whose
   * errors a service passes on; otherwise a state file's (YAML's) words, "a mapping", "a list".
   */
  apiWords?: boolean;
}

/**
 * Wraps a precompiled validator so that it returns findings. Past MAX_FINDINGS_PER_RESOURCE errors
 * of one rule, the report's cap (rules/caps.ts) drops every further one: those are only counted
 * for its "and N more", so they are not written (no path, no message, no did-you-mean), and a body
 * of 160,000 unknown keys costs 50 messages, not 160,000.
 */
export function schemaValidator(validate: CompiledValidator, rules: SchemaRuleIds, options: MessageOptions = {}): SchemaValidator {
  return (data: unknown): Finding[] => {
    if (validate(data)) return [];
    const errors = validate.errors ?? [];
    const quote = options.quoteValues !== false;
    const api = options.apiWords === true;
    if (errors.length <= MAX_FINDINGS_PER_RESOURCE) return errors.map((e) => toFinding(e, data, rules, quote, api));
    const counts = new Map<RuleId, number>();
    const counted = new Map<RuleId, Finding>();
    const findings: Finding[] = [];
    for (const e of errors) {
      const ruleId = ruleOfError(e, rules);
      const count = (counts.get(ruleId) ?? 0) + 1;
      counts.set(ruleId, count);
      if (count <= MAX_FINDINGS_PER_RESOURCE) findings.push(toFinding(e, data, rules, quote, api));
      else {
        let stand = counted.get(ruleId);
        if (stand === undefined) counted.set(ruleId, (stand = countedFinding(ruleId)));
        findings.push(stand);
      }
    }
    return findings;
  };
}

/** The findings that stand for errors past the cap: counted by it, never shown. */
const COUNTED_ONLY = new WeakSet<Finding>();

/**
 * A finding past the cap, one object per rule and validation standing for all of them: the cap
 * counts them by rule, and always drops them, since the rule's first MAX_FINDINGS_PER_RESOURCE
 * findings on the same value come before. Its path is the value itself (the same resource).
 */
function countedFinding(ruleId: RuleId): Finding {
  const finding: Finding = { ruleId, severity: RULES[ruleId].severity, message: `one more ${ruleId} finding past the cap`, path: [] };
  COUNTED_ONLY.add(finding);
  return finding;
}

/**
 * Whether a finding only stands for a schema error past the cap (its path need not be moved: the
 * cap drops it).
 */
export function isCountedOnly(finding: Finding): boolean {
  return COUNTED_ONLY.has(finding);
}

/** The rule a schema error is reported under (what toFinding picks, without writing the finding). */
function ruleOfError(e: SchemaError, rules: SchemaRuleIds): RuleId {
  switch (e.keyword) {
    case "type":
      return rules.type;
    case "required":
      return rules.required;
    case "additionalProperties":
      return rules.unknown;
    default:
      return ruleOf(e.parentSchema as AnnotatedSchema | undefined, rules.type);
  }
}

/** Turns a JSON Pointer into a path, using the data to tell array indexes from keys. */
function pointerToPath(pointer: string, data: unknown): Path {
  if (pointer === "") return [];
  const path: Path = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) {
      const index = Number(key);
      path.push(index);
      node = node[index];
    } else {
      path.push(key);
      node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
    }
  }
  return path;
}

/** `ipv4[3]`, `ports`, `rules.inbound[0]`: the field a message talks about. */
export function fieldName(path: Path): string {
  let i = path.length - 1;
  while (i >= 0 && typeof path[i] === "number") i--;
  if (i < 0) return path.length ? `item ${path.map((p) => `[${p}]`).join("")}` : "the value";
  let name = String(path[i]);
  for (let j = i + 1; j < path.length; j++) name += `[${path[j]}]`;
  return name;
}

function typeWords(type: unknown, api: boolean): string {
  const words: Record<string, string> = {
    string: "a string",
    integer: "an integer",
    number: "a number",
    boolean: "a boolean",
    object: api ? "an object" : "a mapping",
    array: api ? "an array" : "a list",
    null: "null",
  };
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => words[String(t)] ?? String(t)).join(" or ");
}

/** A value's type: in the API's words ("an object", "an array") or a state file's (jsonType: "a mapping", "a list"). */
function valueType(value: unknown, api: boolean): string {
  if (!api) return jsonType(value);
  return Array.isArray(value) ? "an array" : value !== null && typeof value === "object" ? "an object" : jsonType(value);
}

function ruleOf(schema: AnnotatedSchema | undefined, fallback: RuleId): RuleId {
  const id = schema?.["x-rule"];
  return id !== undefined && isRuleId(id) ? id : fallback;
}

function toFinding(e: SchemaError, data: unknown, rules: SchemaRuleIds, quote: boolean, api = false): Finding {
  const path = pointerToPath(e.instancePath, data);
  const parent = e.parentSchema as AnnotatedSchema | undefined;
  const value = e.data;
  const name = fieldName(path);
  const make = (ruleId: RuleId, message: string, extra: Partial<Finding> = {}, at: Path = path): Finding => ({
    ruleId,
    severity: RULES[ruleId].severity,
    message,
    path: at,
    ...extra,
  });
  switch (e.keyword) {
    case "type": {
      const hint = parent?.["x-type-hint"];
      // In the API's words a value is quoted only when it is a scalar ("not an object (a mapping)" says nothing).
      const scalar = value === null || typeof value !== "object";
      return make(rules.type, `${name} must be ${typeWords(e.params.type, api)}, not ${valueType(value, api)}${quote && (scalar || !api) ? ` (${show(value)})` : ""}${hint ? `; ${hint}` : ""}`);
    }
    case "required": {
      const missing = String(e.params.missingProperty);
      // The finding names the missing field itself (the API's error does), so its path ends with it;
      // positions fall back to the enclosing mapping, which is where the field belongs.
      return make(rules.required, `${path.length ? fieldName(path) : "the object"} is missing the required field "${missing}"`, {}, [...path, missing]);
    }
    case "additionalProperties": {
      const key = String(e.params.additionalProperty);
      const known = Object.keys(parent?.properties ?? {});
      const guess = suggest(key, known);
      const advice = guess ? `; did you mean "${guess}"?` : known.length ? `; known fields: ${known.join(", ")}` : "";
      return make(rules.unknown, `unknown field ${show(key)}${advice}`, { anchor: "key" }, [...path, key]);
    }
    case "enum": {
      const allowed = (e.params.allowedValues as unknown[]) ?? [];
      const ruleId = ruleOf(parent, rules.type);
      const hints = parent?.["x-hints"];
      const hint = typeof value === "string" && hints && Object.prototype.hasOwnProperty.call(hints, value) ? hints[value] : undefined;
      const caseMatch = typeof value === "string" ? allowed.find((a) => typeof a === "string" && a.toLowerCase() === value.toLowerCase()) : undefined;
      // Not certain enough for a fix, but worth saying: a prefix ("warn" for "warning") or a near miss.
      const strings = allowed.filter((a): a is string => typeof a === "string");
      const guess =
        caseMatch === undefined && typeof value === "string" && value.length > 0
          ? (value.length >= 3 ? strings.find((a) => a.startsWith(value.toLowerCase())) : undefined) ?? suggest(value, strings)
          : undefined;
      let message = `${name} must be one of ${allowed.map((a) => String(a)).join(", ")}${quote ? `, not ${show(value)}` : ""}`;
      if (hint) message += `: ${hint}`;
      else if (caseMatch !== undefined) message += `; did you mean ${show(caseMatch)}?`;
      else if (guess !== undefined) message += `; did you mean ${show(guess)}?`;
      const extra: Partial<Finding> =
        caseMatch !== undefined ? { fix: { path, value: caseMatch, description: `replace with ${show(caseMatch)}` } } : {};
      return make(ruleId, message, extra);
    }
    case "minLength":
    case "maxLength": {
      const limit = Number(e.params.limit);
      if (e.keyword === "minLength" && limit === 1) return make(ruleOf(parent, rules.type), `${name} must not be empty`);
      const length = typeof value === "string" ? codePoints(value) : 0;
      const bound = e.keyword === "minLength" ? `at least ${limit}` : `at most ${limit}`;
      return make(ruleOf(parent, rules.type), `${name} must be ${bound} characters long; ${quote ? show(value) : "it"} has ${length}`);
    }
    case "minimum":
    case "maximum": {
      const bound = e.keyword === "minimum" ? "at least" : "at most";
      return make(ruleOf(parent, rules.type), `${name} must be ${bound} ${String(e.params.limit)}${quote ? `, not ${show(value)}` : ""}`);
    }
    case "minItems":
      return make(ruleOf(parent, rules.type), `${name} must not be empty`);
    case "minProperties": {
      const keys = Object.keys(parent?.properties ?? {});
      const wanted = keys.length === 2 ? `${keys[0]}, ${keys[1]} or both` : keys.join(", ") || "at least one field";
      return make(ruleOf(parent, rules.type), `${name} must contain ${wanted}`);
    }
    default:
      return make(ruleOf(parent, rules.type), `${name} ${e.message ?? "is invalid"}`);
  }
}

/**
 * The message options of a request body's schema: the API's words ("must be an object"), for
 * errors a service passes on to its users.
 */
export const API_WORDS: MessageOptions = Object.freeze({ apiWords: true });
