import { JsonPositions } from "../load/json-positions.js";
import { readJsonWithin } from "../load/json-syntax.js";
import { raiseLimitHint } from "../load/limits.js";
import { RULES } from "../rules/catalog.js";
import { isPlainObject } from "../util/text.js";
import { setOwn } from "../util/data.js";
import { Ref, UNKNOWN } from "./resources.js";
function startsAsTerraformJson(text) {
  return typeof text === "string" && /^\uFEFF?\s*\{\s*"format_version"\s*:/.test(text.slice(0, 256));
}
function terraformJsonKind(data) {
  if (!isPlainObject(data) || typeof data.format_version !== "string") return void 0;
  const planned = "resource_changes" in data || "planned_values" in data;
  const state = "values" in data;
  if (!planned && !state && !("terraform_version" in data)) return void 0;
  const major = /^(\d+)\./.exec(data.format_version)?.[1];
  if (major !== "1") return { kind: "unsupported", message: `format_version ${JSON.stringify(data.format_version.slice(0, 20))} of terraform show -json is not supported; cloudlint reads format 1.x` };
  return { kind: planned ? "plan" : "state" };
}
function loadTerraformText(text, limits, byteLength, reading = readJsonWithin(text, limits, byteLength)) {
  if (!reading) return void 0;
  const data = reading.data;
  if (terraformJsonKind(data) === void 0) return void 0;
  const positions = new JsonPositions(text);
  const deep = tooDeepAt(text, limits.maxDepth);
  if (deep === void 0) return { data, positions, findings: [] };
  const finding = { ruleId: "input-limit", severity: RULES["input-limit"].severity, message: `nesting deeper than ${limits.maxDepth} levels; terraform show -json never needs that many (${raiseLimitHint("maxDepth")})`, path: [], ...positions.position(deep, deep + 1) };
  return { data: void 0, positions, findings: [finding] };
}
function tooDeepAt(text, maxDepth) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth > maxDepth) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return void 0;
}
function marksNothing(marks) {
  if (marks === void 0 || marks === null || marks === false) return true;
  if (Array.isArray(marks)) return marks.length === 0;
  return isPlainObject(marks) && Object.keys(marks).length === 0;
}
function mark(value, unknown, sensitive) {
  if (unknown === true || sensitive === true) return UNKNOWN;
  if (value === void 0) return null;
  if (marksNothing(unknown) && marksNothing(sensitive)) return value;
  if (Array.isArray(value)) {
    const u = Array.isArray(unknown) ? unknown : [];
    const s = Array.isArray(sensitive) ? sensitive : [];
    return value.map((v, i) => mark(v, u[i], s[i]));
  }
  if (isPlainObject(value)) {
    const u = isPlainObject(unknown) ? unknown : {};
    const s = isPlainObject(sensitive) ? sensitive : {};
    const out = {};
    const own = (o, k) => Object.prototype.hasOwnProperty.call(o, k) ? o[k] : void 0;
    for (const [k, v] of Object.entries(value)) setOwn(out, k, mark(v, own(u, k), own(s, k)));
    for (const [k, flag] of Object.entries(u)) if (!Object.prototype.hasOwnProperty.call(out, k) || out[k] === null) {
      if (flag === true || isPlainObject(flag) || Array.isArray(flag)) setOwn(out, k, flag === true ? UNKNOWN : mark(own(out, k) ?? null, flag, own(s, k)));
    }
    return out;
  }
  return value;
}
function configResources(config) {
  const out = /* @__PURE__ */ new Map();
  const walk = (module, prefix, depth) => {
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
function referencedResource(ref) {
  const m = /^(linode_[a-z0-9_]+\.[A-Za-z_][A-Za-z0-9_-]*)(\[[^\]]*\])?(\.id)?$/.exec(ref);
  return m ? m[1] + (m[2] ?? "") : void 0;
}
function refsOf(expression, prefix, list) {
  if (!isPlainObject(expression) || !Array.isArray(expression.references)) return void 0;
  const names = /* @__PURE__ */ new Set();
  for (const r of expression.references) {
    if (typeof r !== "string") return void 0;
    const name = referencedResource(r);
    if (name === void 0) return void 0;
    names.add(name);
  }
  const indexed = /* @__PURE__ */ new Set();
  for (const n of names) if (n.includes("[")) indexed.add(n.slice(0, n.indexOf("[")));
  const resources = [...names].filter((n) => n.includes("[") || !indexed.has(n));
  if (resources.length === 0) return void 0;
  if (!list) return resources.length === 1 ? new Ref(prefix + resources[0], "id") : void 0;
  return resources.map((n) => new Ref(prefix + n, "id"));
}
function resolveReferences(values, expressions, prefix, depth = 0) {
  if (depth > 16 || !isPlainObject(values) || !isPlainObject(expressions)) return values;
  const out = { ...values };
  for (const [key, expression] of Object.entries(expressions)) {
    const current = out[key];
    if (Array.isArray(expression)) {
      if (Array.isArray(current)) setOwn(out, key, current.map((block, i) => resolveReferences(block, expression[i], prefix, depth + 1)));
      continue;
    }
    const list = key === "linodes" || key === "nodebalancers";
    const unknownItems = list && Array.isArray(current) && current.some((x) => x === UNKNOWN);
    if (!unknownItems && current !== UNKNOWN && current !== void 0 && current !== null) continue;
    const refs = refsOf(expression, prefix, list);
    if (refs === void 0) continue;
    if (!unknownItems) setOwn(out, key, refs);
    else if (Array.isArray(refs)) {
      const items = current;
      const unknowns = items.filter((x) => x === UNKNOWN).length;
      if (refs.length === items.length) setOwn(out, key, refs);
      else if (refs.length === unknowns) {
        let next = 0;
        setOwn(out, key, items.map((x) => x === UNKNOWN ? refs[next++] : x));
      }
    }
  }
  return out;
}
function indexSuffix(index) {
  if (typeof index === "number") return `[${index}]`;
  if (typeof index === "string") return `[${JSON.stringify(index)}]`;
  return "";
}
function readTerraformJson(data, kind, fileIndex) {
  const config = configResources(data.configuration);
  const make = (r, values, at, creating, replacing = false) => {
    const address = r.address;
    const type = r.type;
    const suffix = indexSuffix(r.index);
    const module = suffix && address.endsWith(suffix) ? address.slice(0, -suffix.length) : address;
    const c = config.get(module);
    const resolved = c ? resolveReferences(values, c.expressions, c.module) : values;
    return {
      address,
      module,
      type,
      values: isPlainObject(resolved) ? resolved : {},
      locate: (attribute) => ({ fileIndex, path: [...at, ...attribute] }),
      creating,
      ...replacing ? { replacing } : {}
    };
  };
  const isProvider = (r) => r.mode === "managed" && typeof r.type === "string" && r.type.startsWith("linode_") && typeof r.address === "string";
  if (kind === "state") {
    const after2 = [];
    walkModules(isPlainObject(data.values) ? data.values.root_module : void 0, ["values", "root_module"], (r, at) => {
      if (!isProvider(r)) return;
      after2.push(make(r, mark(r.values, void 0, r.sensitive_values), [...at, "values"], false));
    });
    return { after: after2 };
  }
  const after = [];
  const before = [];
  if (Array.isArray(data.resource_changes)) {
    data.resource_changes.forEach((rc, k) => {
      if (!isPlainObject(rc) || !isProvider(rc) || !isPlainObject(rc.change)) return;
      const change = rc.change;
      const acts = Array.isArray(change.actions) ? change.actions.filter((a) => typeof a === "string") : [];
      const replace = acts.includes("delete") && acts.includes("create");
      if (change.before !== null && change.before !== void 0 && !acts.every((a) => a === "create")) {
        before.push(make(rc, mark(change.before, void 0, change.before_sensitive), ["resource_changes", k, "change", "before"], false));
      }
      if (!(acts.length === 1 && acts[0] === "delete") && change.after !== null && change.after !== void 0) {
        const creating = acts.includes("create");
        after.push(make(rc, mark(change.after, change.after_unknown, change.after_sensitive), ["resource_changes", k, "change", "after"], creating, replace));
      }
    });
    return { after, before };
  }
  walkModules(isPlainObject(data.planned_values) ? data.planned_values.root_module : void 0, ["planned_values", "root_module"], (r, at) => {
    if (!isProvider(r)) return;
    after.push(make(r, mark(r.values, void 0, r.sensitive_values), [...at, "values"], true));
  });
  return { after, before: [] };
}
function walkModules(module, at, visit, depth = 0) {
  if (!isPlainObject(module) || depth > 32) return;
  if (Array.isArray(module.resources)) module.resources.forEach((r, i) => isPlainObject(r) && visit(r, [...at, "resources", i]));
  if (Array.isArray(module.child_modules)) module.child_modules.forEach((m, i) => walkModules(m, [...at, "child_modules", i], visit, depth + 1));
}
export {
  indexSuffix,
  loadTerraformText,
  readTerraformJson,
  startsAsTerraformJson,
  terraformJsonKind
};
