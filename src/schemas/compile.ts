/**
 * The translation of JSON Schema errors into findings with rule ids and messages a user can act
 * on. The validators themselves are ajv's standalone code, generated at build time
 * (`validators/<resource>.generated.ts`), so nothing is compiled, and ajv is not even loaded, at run time.
 */
import type { Finding, Path } from "../diagnostic.js";
import { RULES, isRuleId, type RuleId } from "../rules/catalog.js";
import { jsonType, show, suggest } from "../util/text.js";

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
}

/** Wraps a precompiled validator so that it returns findings. */
export function schemaValidator(validate: CompiledValidator, rules: SchemaRuleIds, options: MessageOptions = {}): SchemaValidator {
  return (data: unknown): Finding[] => {
    if (validate(data)) return [];
    return (validate.errors ?? []).map((e) => toFinding(e, data, rules, options.quoteValues !== false));
  };
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

function typeWords(type: unknown): string {
  const words: Record<string, string> = {
    string: "a string",
    integer: "an integer",
    number: "a number",
    boolean: "a boolean",
    object: "a mapping",
    array: "a list",
    null: "null",
  };
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => words[String(t)] ?? String(t)).join(" or ");
}

function ruleOf(schema: AnnotatedSchema | undefined, fallback: RuleId): RuleId {
  const id = schema?.["x-rule"];
  return id !== undefined && isRuleId(id) ? id : fallback;
}

function toFinding(e: SchemaError, data: unknown, rules: SchemaRuleIds, quote: boolean): Finding {
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
      return make(rules.type, `${name} must be ${typeWords(e.params.type)}, not ${jsonType(value)}${quote ? ` (${show(value)})` : ""}${hint ? `; ${hint}` : ""}`);
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
      return make(rules.unknown, `unknown field "${key}"${advice}`, { anchor: "key" }, [...path, key]);
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
      const length = typeof value === "string" ? [...value].length : 0;
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
