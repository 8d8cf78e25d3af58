import { RULES, isRuleId } from "../rules/catalog.js";
import { MAX_FINDINGS_PER_RESOURCE } from "../rules/caps.js";
import { codePoints, jsonType, show, suggest } from "../util/text.js";
function resourceRules(resource) {
  return { type: `${resource}-field-type`, required: `${resource}-required-field`, unknown: `${resource}-unknown-field` };
}
function resourceValidators(resource, validators, options = {}) {
  const rules = resourceRules(resource);
  const wrapped = {};
  for (const key of Object.keys(validators)) wrapped[key] = schemaValidator(validators[key], rules, options);
  return wrapped;
}
function schemaValidator(validate, rules, options = {}) {
  return (data) => {
    if (validate(data)) return [];
    const errors = validate.errors ?? [];
    const quote = options.quoteValues !== false;
    const api = options.apiWords === true;
    if (errors.length <= MAX_FINDINGS_PER_RESOURCE) return errors.map((e) => toFinding(e, data, rules, quote, api));
    const counts = /* @__PURE__ */ new Map();
    const counted = /* @__PURE__ */ new Map();
    const findings = [];
    for (const e of errors) {
      const ruleId = ruleOfError(e, rules);
      const count = (counts.get(ruleId) ?? 0) + 1;
      counts.set(ruleId, count);
      if (count <= MAX_FINDINGS_PER_RESOURCE) findings.push(toFinding(e, data, rules, quote, api));
      else {
        let stand = counted.get(ruleId);
        if (stand === void 0) counted.set(ruleId, stand = countedFinding(ruleId));
        findings.push(stand);
      }
    }
    return findings;
  };
}
const COUNTED_ONLY = /* @__PURE__ */ new WeakSet();
function countedFinding(ruleId) {
  const finding = { ruleId, severity: RULES[ruleId].severity, message: `one more ${ruleId} finding past the cap`, path: [] };
  COUNTED_ONLY.add(finding);
  return finding;
}
function isCountedOnly(finding) {
  return COUNTED_ONLY.has(finding);
}
function ruleOfError(e, rules) {
  switch (e.keyword) {
    case "type":
      return rules.type;
    case "required":
      return rules.required;
    case "additionalProperties":
      return rules.unknown;
    default:
      return ruleOf(e.parentSchema, rules.type);
  }
}
function pointerToPath(pointer, data) {
  if (pointer === "") return [];
  const path = [];
  let node = data;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) {
      const index = Number(key);
      path.push(index);
      node = node[index];
    } else {
      path.push(key);
      node = node !== null && typeof node === "object" ? node[key] : void 0;
    }
  }
  return path;
}
function fieldName(path) {
  let i = path.length - 1;
  while (i >= 0 && typeof path[i] === "number") i--;
  if (i < 0) return path.length ? `item ${path.map((p) => `[${p}]`).join("")}` : "the value";
  let name = String(path[i]);
  for (let j = i + 1; j < path.length; j++) name += `[${path[j]}]`;
  return name;
}
function typeWords(type, api) {
  const words = {
    string: "a string",
    integer: "an integer",
    number: "a number",
    boolean: "a boolean",
    object: api ? "an object" : "a mapping",
    array: api ? "an array" : "a list",
    null: "null"
  };
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => words[String(t)] ?? String(t)).join(" or ");
}
function valueType(value, api) {
  if (!api) return jsonType(value);
  return Array.isArray(value) ? "an array" : value !== null && typeof value === "object" ? "an object" : jsonType(value);
}
function ruleOf(schema, fallback) {
  const id = schema?.["x-rule"];
  return id !== void 0 && isRuleId(id) ? id : fallback;
}
function toFinding(e, data, rules, quote, api = false) {
  const path = pointerToPath(e.instancePath, data);
  const parent = e.parentSchema;
  const value = e.data;
  const name = fieldName(path);
  const make = (ruleId, message, extra = {}, at = path) => ({
    ruleId,
    severity: RULES[ruleId].severity,
    message,
    path: at,
    ...extra
  });
  switch (e.keyword) {
    case "type": {
      const hint = parent?.["x-type-hint"];
      const scalar = value === null || typeof value !== "object";
      return make(rules.type, `${name} must be ${typeWords(e.params.type, api)}, not ${valueType(value, api)}${quote && (scalar || !api) ? ` (${show(value)})` : ""}${hint ? `; ${hint}` : ""}`);
    }
    case "required": {
      const missing = String(e.params.missingProperty);
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
      const allowed = e.params.allowedValues ?? [];
      const ruleId = ruleOf(parent, rules.type);
      const hints = parent?.["x-hints"];
      const hint = typeof value === "string" && hints && Object.prototype.hasOwnProperty.call(hints, value) ? hints[value] : void 0;
      const caseMatch = typeof value === "string" ? allowed.find((a) => typeof a === "string" && a.toLowerCase() === value.toLowerCase()) : void 0;
      const strings = allowed.filter((a) => typeof a === "string");
      const guess = caseMatch === void 0 && typeof value === "string" && value.length > 0 ? (value.length >= 3 ? strings.find((a) => a.startsWith(value.toLowerCase())) : void 0) ?? suggest(value, strings) : void 0;
      let message = `${name} must be one of ${allowed.map((a) => String(a)).join(", ")}${quote ? `, not ${show(value)}` : ""}`;
      if (hint) message += `: ${hint}`;
      else if (caseMatch !== void 0) message += `; did you mean ${show(caseMatch)}?`;
      else if (guess !== void 0) message += `; did you mean ${show(guess)}?`;
      const extra = caseMatch !== void 0 ? { fix: { path, value: caseMatch, description: `replace with ${show(caseMatch)}` } } : {};
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
const API_WORDS = Object.freeze({ apiWords: true });
export {
  API_WORDS,
  fieldName,
  isCountedOnly,
  resourceRules,
  resourceValidators,
  schemaValidator
};
