"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var config_exports = {};
__export(config_exports, {
  MAX_INSTANCES: () => MAX_INSTANCES,
  MAX_VALUES: () => MAX_VALUES,
  configFolders: () => configFolders,
  configLocator: () => configLocator,
  folderOf: () => folderOf,
  hclPositions: () => hclPositions,
  isLocalModuleSource: () => isLocalModuleSource,
  isTerraformConfigPath: () => isTerraformConfigPath,
  localModuleSources: () => localModuleSources,
  looksLikeToken: () => looksLikeToken,
  moduleCallNotes: () => moduleCallNotes,
  moduleFolder: () => moduleFolder,
  moduleSources: () => moduleSources,
  planTokenFindings: () => planTokenFindings,
  readHclConfig: () => readHclConfig,
  readJsonConfig: () => readJsonConfig,
  rootModules: () => rootModules,
  tofuOverrides: () => tofuOverrides,
  underUnknown: () => underUnknown,
  withModuleCalls: () => withModuleCalls
});
module.exports = __toCommonJS(config_exports);
var import_load = require("../load/load.js");
var import_positions = require("../load/positions.js");
var import_limits = require("../load/limits.js");
var import_catalog = require("../rules/catalog.js");
var import_data = require("../util/data.js");
var import_text = require("../util/text.js");
var import_hcl = require("./hcl.js");
var import_resources = require("./resources.js");
var import_variables = require("./variables.js");
const UNKNOWN_EXPR = { k: "unknown" };
const META = /* @__PURE__ */ new Set(["count", "for_each", "depends_on", "provider", "lifecycle", "provisioner", "connection", "source", "version", "providers"]);
function isTerraformConfigPath(filePath) {
  return /\.(tf|tofu)(\.json)?$/i.test(filePath);
}
function tofuOverrides(filePaths) {
  const tofu = /* @__PURE__ */ new Map();
  filePaths.forEach((p, i) => {
    const m = /^(.*)\.tofu(\.json)?$/.exec(p);
    if (m) tofu.set(`${norm(folderOf(m[1]))}${SEP}${m[1].slice(folderOf(m[1]).length)}${SEP}${m[2] ?? ""}`, i);
  });
  const out = /* @__PURE__ */ new Map();
  if (tofu.size === 0) return out;
  filePaths.forEach((p, i) => {
    const m = /^(.*)\.tf(\.json)?$/.exec(p);
    const by = m ? tofu.get(`${norm(folderOf(m[1]))}${SEP}${m[1].slice(folderOf(m[1]).length)}${SEP}${m[2] ?? ""}`) : void 0;
    if (by !== void 0) out.set(i, by);
  });
  return out;
}
function isLocalModuleSource(source) {
  return /^\.\.?(\/|\\|$)/.test(source);
}
function folderOf(filePath) {
  const i = Math.max(filePath.lastIndexOf("/"), filePath.lastIndexOf("\\"));
  return i < 0 ? "" : filePath.slice(0, i);
}
function moduleFolder(folder, source) {
  if (!isLocalModuleSource(source)) return void 0;
  const absolute = folder.startsWith("/");
  const parts = folder.split(/[\\/]+/).filter((p) => p !== "" && p !== ".");
  for (const p of source.split(/[\\/]+/)) {
    if (p === "" || p === ".") continue;
    if (p === "..") {
      if (parts.length === 0 || parts[parts.length - 1] === "..") parts.push("..");
      else parts.pop();
    } else parts.push(p);
  }
  return (absolute ? "/" : "") + parts.join("/");
}
const norm = (folder) => moduleFolder(folder, ".") ?? folder;
const SEP = "\0";
class HclPositions extends import_load.PositionMap {
  constructor(text) {
    super(new import_positions.LineStarts(text));
    this.text = text;
  }
  pending = /* @__PURE__ */ new Map();
  /** A resource block whose values are located at ["resource", type, name, ...attribute]. */
  defer(type, name, block) {
    this.pending.set(`resource${SEP}${type}${SEP}${name}`, block);
  }
  ensure(path) {
    if (this.pending.size === 0 || path[0] !== "resource" || path.length < 3) return;
    const key = `resource${SEP}${String(path[1])}${SEP}${String(path[2])}`;
    const block = this.pending.get(key);
    if (!block) return;
    this.pending.delete(key);
    this.register(block);
  }
  register(block) {
    const path = ["resource", block.labels[0], block.labels[1]];
    const pos = new Positions(this);
    pos.value(path, block.span.start, block.span.end);
    pos.key(path, block.labelSpans[1].start, block.labelSpans[1].end);
    hclBody(block.body, this.text, path, pos);
  }
  /** Every deferred resource's positions, for a caller that reads the maps directly (fixes). */
  ensureAll() {
    for (const block of this.pending.values()) this.register(block);
    this.pending.clear();
    return this;
  }
  locate(path, anchor, valueRange) {
    this.ensure(path);
    return super.locate(path, anchor, valueRange);
  }
}
class Positions {
  constructor(map) {
    this.map = map;
  }
  value(path, start, end) {
    this.map.values.set(path.join(SEP), { start, end });
  }
  key(path, start, end) {
    this.map.keys.set(path.join(SEP), { start, end });
  }
  scalar(path, valueStart) {
    this.map.scalars.set(path.join(SEP), { valueStart, verbatim: true });
  }
}
function fromHcl(x, text, path, pos) {
  if (path) pos.value(path, x.span.start, x.span.end);
  switch (x.kind) {
    case "literal":
      if (path && x.verbatim && typeof x.value === "string") {
        const quoted = text.charCodeAt(x.span.start) === 34;
        pos.scalar(path, quoted ? x.span.start + 1 : text.indexOf("\n", x.span.start) + 1);
      }
      return { k: "lit", v: x.value };
    case "tuple":
      return { k: "tuple", items: x.items.map((item, i) => fromHcl(item, text, path && [...path, i], pos)) };
    case "object":
      return {
        k: "object",
        items: x.items.map((item) => {
          if (path) pos.key([...path, item.key], item.keySpan.start, item.keySpan.end);
          return [item.key, fromHcl(item.value, text, path && [...path, item.key], pos)];
        })
      };
    case "traversal":
      return { k: "ref", root: x.root, parts: x.parts };
    default:
      return x.kind === "unknown" ? { k: "unknown", why: x.why } : UNKNOWN_EXPR;
  }
}
function hclBody(items, text, path, pos) {
  const body = { attrs: /* @__PURE__ */ new Map(), blocks: /* @__PURE__ */ new Map(), dynamic: /* @__PURE__ */ new Set() };
  const generated = path ? new Set(items.flatMap((i) => i.kind === "block" && i.type === "dynamic" && i.labels[0] !== void 0 ? [i.labels[0]] : [])) : void 0;
  for (const item of items) {
    if (item.kind === "attribute") {
      const at2 = path && [...path, item.name];
      if (at2) pos.key(at2, item.nameSpan.start, item.nameSpan.end);
      body.attrs.set(item.name, fromHcl(item.value, text, at2, pos));
      continue;
    }
    if (item.type === "dynamic") {
      if (item.labels[0] !== void 0) body.dynamic.add(item.labels[0]);
      continue;
    }
    const list = body.blocks.get(item.type) ?? [];
    const at = path && !META.has(item.type) && !generated?.has(item.type) ? [...path, item.type, list.length] : void 0;
    if (at) pos.value(at, item.span.start, item.span.end);
    list.push(hclBody(item.body, text, at, pos));
    body.blocks.set(item.type, list);
  }
  return body;
}
const SOLE_REFERENCE = /^\$\{\s*([A-Za-z_][A-Za-z0-9_-]*)((?:\.[A-Za-z_][A-Za-z0-9_-]*|\[[0-9]+\]|\["[^"\\$%]*"\])*)\s*\}$/;
function fromJson(v, depth) {
  if (depth > 64) return UNKNOWN_EXPR;
  if (typeof v === "string") {
    if (!v.includes("${") && !v.includes("%{")) return { k: "lit", v };
    const m = SOLE_REFERENCE.exec(v);
    if (!m) return UNKNOWN_EXPR;
    const parts = [];
    for (const p of m[2].matchAll(/\.([A-Za-z_][A-Za-z0-9_-]*)|\[([0-9]+)\]|\["([^"]*)"\]/g)) parts.push(p[1] ?? (p[2] !== void 0 ? Number(p[2]) : p[3]));
    return { k: "ref", root: m[1], parts };
  }
  if (typeof v === "number" || typeof v === "boolean" || v === null) return { k: "lit", v };
  if (Array.isArray(v)) return { k: "tuple", items: v.map((x) => fromJson(x, depth + 1)) };
  if ((0, import_text.isPlainObject)(v)) return { k: "object", items: Object.entries(v).filter(([k]) => k !== "//").map(([k, x]) => [k, fromJson(x, depth + 1)]) };
  return UNKNOWN_EXPR;
}
function jsonBody(v) {
  const body = { attrs: /* @__PURE__ */ new Map(), blocks: /* @__PURE__ */ new Map(), dynamic: /* @__PURE__ */ new Set() };
  if (!(0, import_text.isPlainObject)(v)) return body;
  for (const [k, x] of Object.entries(v)) {
    if (k === "//") continue;
    if (k === "dynamic") {
      if ((0, import_text.isPlainObject)(x)) for (const name of Object.keys(x)) body.dynamic.add(name);
      continue;
    }
    body.attrs.set(k, fromJson(x, 0));
  }
  return body;
}
function jsonBlocks(v, fileIndex, twoLabels) {
  const out = [];
  const each = (x, f) => Array.isArray(x) ? x.forEach((o) => (0, import_text.isPlainObject)(o) && f(o)) : (0, import_text.isPlainObject)(x) && f(x);
  each(v, (o) => {
    for (const [a, x] of Object.entries(o)) {
      if (a === "//") continue;
      if (!twoLabels) out.push({ fileIndex, labels: [a], body: jsonBody(Array.isArray(x) ? x[0] : x) });
      else each(x, (named) => {
        for (const [b, y] of Object.entries(named)) if (b !== "//") out.push({ fileIndex, labels: [a, b], body: jsonBody(Array.isArray(y) ? y[0] : y) });
      });
    }
  });
  return out;
}
const WHOLE_FILE = { line: 1, column: 1, endLine: 1, endColumn: 1 };
const PLACEHOLDER_WORDS = /your|token|replace|change|example|placeholder|insert|dummy|fake|redacted|here|xxxx/i;
function looksLikeToken(value) {
  if (value.length < 20 || value.length > 512 || !/^[A-Za-z0-9_.~+/=-]+$/.test(value) || PLACEHOLDER_WORDS.test(value)) return false;
  let digits = 0;
  let letters = 0;
  const distinct = /* @__PURE__ */ new Set();
  for (const c of value) {
    if (c >= "0" && c <= "9") digits++;
    else if (/[A-Za-z]/.test(c)) letters++;
    distinct.add(c);
  }
  return digits >= 4 && letters >= 4 && distinct.size >= 8;
}
function tokenFinding(position) {
  return {
    ruleId: "provider-token",
    severity: import_catalog.RULES["provider-token"].severity,
    message: 'an API token is written in the provider "linode" block; anyone who can read the repository can use it. Leave `token` out and set LINODE_TOKEN in the environment, or pass a sensitive variable',
    path: [],
    ...position ?? WHOLE_FILE
  };
}
function planTokenFindings(data, positions) {
  if (!(0, import_text.isPlainObject)(data) || !(0, import_text.isPlainObject)(data.configuration) || !(0, import_text.isPlainObject)(data.configuration.provider_config)) return [];
  const out = [];
  for (const [key, p] of Object.entries(data.configuration.provider_config)) {
    if (!(0, import_text.isPlainObject)(p) || p.name !== "linode" && key !== "linode" && !key.startsWith("linode.") || !(0, import_text.isPlainObject)(p.expressions) || !(0, import_text.isPlainObject)(p.expressions.token)) continue;
    const token = p.expressions.token.constant_value;
    if (typeof token === "string" && looksLikeToken(token)) out.push(tokenFinding(positions.locate(["configuration", "provider_config", key, "expressions", "token", "constant_value"])));
  }
  return out;
}
function readHclConfig(filePath, text, fileIndex, limits) {
  const positions = new HclPositions(text);
  const pos = new Positions(positions);
  const file = (0, import_hcl.parseHcl)(text, { maxDepth: limits.maxDepth, maxNodes: Math.max(1, limits.maxValues * 4) });
  const findings = file.errors.map((e) => ({ ruleId: "parse-error", severity: import_catalog.RULES["parse-error"].severity, message: `HCL: ${e.message}`, path: [], ...pos.map.position(e.span.start, e.span.end) }));
  const resources = [];
  const modules = [];
  const locals = /* @__PURE__ */ new Map();
  const variables = /* @__PURE__ */ new Map();
  for (const item of file.body) {
    if (item.kind !== "block") continue;
    if (item.type === "resource" && item.labels.length === 2) {
      if (item.labels[0].startsWith("linode_")) positions.defer(item.labels[0], item.labels[1], item);
      resources.push({ fileIndex, labels: item.labels, body: hclBody(item.body, text, void 0, pos) });
    } else if (item.type === "module" && item.labels.length === 1) {
      pos.value(["module", item.labels[0]], item.span.start, item.span.end);
      for (const a of item.body) if (a.kind === "attribute" && a.name === "source") pos.value(["module", item.labels[0], "source"], a.value.span.start, a.value.span.end);
      const source = item.body.find((a) => a.kind === "attribute" && a.name === "source");
      const span = source ? source.value.span : item.labelSpans[0] ?? item.span;
      modules.push({ fileIndex, labels: item.labels, body: hclBody(item.body, text, void 0, pos), at: pos.map.position(span.start, span.end) });
    } else if (item.type === "locals") {
      for (const a of item.body) if (a.kind === "attribute") locals.set(a.name, fromHcl(a.value, text, void 0, pos));
    } else if (item.type === "variable" && item.labels.length === 1) {
      const attrs = new Map(item.body.flatMap((a) => a.kind === "attribute" ? [[a.name, a.value]] : []));
      const type = attrs.get("type");
      const flag = (name) => {
        const x = attrs.get(name);
        return x?.kind === "literal" && typeof x.value === "boolean" ? x.value : void 0;
      };
      const def = attrs.get("default");
      variables.set(item.labels[0], declare(item.labels[0], type ? text.slice(type.span.start, type.span.end) : void 0, def ? (0, import_variables.hclValue)(def) : void 0, flag("sensitive"), flag("nullable")));
    } else if (item.type === "provider" && item.labels[0] === "linode") {
      for (const a of item.body) {
        if (a.kind === "attribute" && a.name === "token" && a.value.kind === "literal" && typeof a.value.value === "string" && looksLikeToken(a.value.value)) {
          findings.push(tokenFinding(pos.map.position(a.value.span.start, a.value.span.end)));
        }
      }
    }
  }
  const comments = file.comments.map((c) => ({ offset: c.span.start, text: c.text }));
  return { data: void 0, positions: pos.map, findings, folder: norm(folderOf(filePath)), resources, modules, locals, variables, comments };
}
function hclPositions(filePath, text, limits) {
  const positions = readHclConfig(filePath, text, 0, limits).positions;
  return positions instanceof HclPositions ? positions.ensureAll() : positions;
}
function readJsonConfig(filePath, loaded, fileIndex) {
  const data = loaded.data;
  const findings = [...loaded.findings];
  const base = { data: void 0, positions: loaded.positions, folder: norm(folderOf(filePath)), comments: [] };
  if (!(0, import_text.isPlainObject)(data)) {
    if (data !== void 0 && !loaded.empty) findings.push({ ruleId: "parse-error", severity: import_catalog.RULES["parse-error"].severity, message: "a .tf.json file's top level is an object of blocks (resource, module, provider, \u2026)", path: [], ...WHOLE_FILE });
    return { ...base, findings, resources: [], modules: [], locals: /* @__PURE__ */ new Map(), variables: /* @__PURE__ */ new Map() };
  }
  const resources = jsonBlocks(data.resource, fileIndex, true);
  const modules = jsonBlocks(data.module, fileIndex, false).map((m) => {
    const at = loaded.positions.locate(["module", m.labels[0], "source"]) ?? loaded.positions.locate(["module", m.labels[0]]);
    return at ? { ...m, at } : m;
  });
  const locals = /* @__PURE__ */ new Map();
  const each = (x, f) => Array.isArray(x) ? x.forEach((o, i) => (0, import_text.isPlainObject)(o) && f(o, i)) : (0, import_text.isPlainObject)(x) && f(x);
  each(data.locals, (o) => {
    for (const [k, v] of Object.entries(o)) if (k !== "//") locals.set(k, fromJson(v, 0));
  });
  const variables = /* @__PURE__ */ new Map();
  each(data.variable, (o) => {
    for (const [name, v] of Object.entries(o)) {
      if (name === "//" || !(0, import_text.isPlainObject)(v)) continue;
      const flag = (x) => typeof x === "boolean" ? x : void 0;
      const type = typeof v.type === "string" ? v.type : v.type === void 0 ? void 0 : "";
      variables.set(name, declare(name, type, "default" in v ? (0, import_variables.jsonValue)(v.default) : void 0, flag(v.sensitive), flag(v.nullable)));
    }
  });
  if ((0, import_text.isPlainObject)(data.provider)) {
    each(data.provider.linode, (o, i) => {
      const token = o.token;
      if (typeof token === "string" && looksLikeToken(token)) findings.push(tokenFinding(loaded.positions.locate(["provider", "linode", ...i === void 0 ? [] : [i], "token"])));
    });
  }
  return { ...base, findings, resources, modules, locals, variables };
}
function declare(name, typeText, def, sensitive, nullable) {
  const parsed = typeText === void 0 ? void 0 : (0, import_variables.parseTypeConstraint)(typeText);
  return {
    name,
    type: parsed ?? { k: "any" },
    literal: typeText === void 0 || parsed !== void 0 && (0, import_variables.takesLiteral)(parsed),
    ...def !== void 0 ? { default: def } : {},
    sensitive: sensitive === true,
    nullable: nullable !== false
  };
}
function localModuleSources(file) {
  const out = [];
  for (const call of file.modules) {
    const source = call.body.attrs.get("source");
    if (source?.k === "lit" && typeof source.v === "string" && isLocalModuleSource(source.v)) out.push(source.v);
  }
  return out;
}
function moduleSources(file) {
  return file.modules.map((call) => {
    const source = call.body.attrs.get("source");
    return { name: call.labels[0], source: source?.k === "lit" && typeof source.v === "string" ? source.v : void 0 };
  });
}
function withModuleCalls(file, calls) {
  if (!calls || file.modules.length === 0) return file;
  const modules = file.modules.map((m) => {
    const call = Object.hasOwn(calls, m.labels[0]) ? calls[m.labels[0]] : void 0;
    if (!call) return m;
    return { ...m, ...typeof call.folder === "string" ? { installed: norm(call.folder) } : {}, ...typeof call.note === "string" ? { note: call.note } : {} };
  });
  return { ...file, modules };
}
function moduleCallNotes(file, folders) {
  const out = [];
  for (const call of file.modules) {
    const name = call.labels[0];
    const source = call.body.attrs.get("source");
    const written = source?.k === "lit" && typeof source.v === "string" ? source.v : void 0;
    let message;
    if (call.note !== void 0) message = call.note;
    else if (written === void 0) message = `module "${name}": its source is not a literal string; the module is not read`;
    else if (call.installed !== void 0) {
      if (!folders.has(call.installed)) message = `module "${name}": its installed copy (${call.installed}) was not read; its resources are not checked`;
    } else if (isLocalModuleSource(written)) {
      const folder = moduleFolder(file.folder, written);
      if (folder === void 0 || !folders.has(folder)) message = `module "${name}": the folder ${folder ?? written} is not among the files read; its resources are not checked`;
    } else message = `module "${name}": ${written} is not installed (run terraform init, which records it in .terraform/modules/modules.json); its resources are not checked`;
    if (message !== void 0) out.push({ ruleId: "terraform-module", severity: import_catalog.RULES["terraform-module"].severity, message, path: [], ...call.at ?? WHOLE_FILE });
  }
  return out;
}
function configFolders(files) {
  return new Set(files.map((f) => f.folder));
}
const MAX_INSTANCES = import_limits.DEFAULT_LIMITS.maxTerraformInstances;
const MAX_MODULE_DEPTH = 16;
const MAX_VALUES = import_limits.DEFAULT_LIMITS.maxTerraformValues;
function spend(budget, n) {
  budget.instances -= n;
  if (budget.instances >= 0) return true;
  budget.exhausted ||= "instances";
  return false;
}
const newBudget = (limits = import_limits.DEFAULT_LIMITS) => ({ instances: limits.maxTerraformInstances, values: limits.maxTerraformValues, exhausted: false, unknown: /* @__PURE__ */ new Set(), unresolved: [], why: /* @__PURE__ */ new Map() });
function charge(budget, n) {
  budget.values -= n;
  if (budget.values >= 0) return true;
  budget.exhausted ||= "values";
  return false;
}
function sizeOf(v, limit) {
  let n = 0;
  const stack = [v];
  while (stack.length && n <= limit) {
    const x = stack.pop();
    n++;
    if (Array.isArray(x)) (0, import_data.appendAll)(stack, x);
    else if (typeof x === "object" && x !== null && !(x instanceof import_resources.Ref)) (0, import_data.appendAll)(stack, Object.values(x));
  }
  return n;
}
function reuse(v, budget) {
  return charge(budget, sizeOf(v, Math.max(0, budget.values))) ? v : import_resources.UNKNOWN;
}
function index(v, parts) {
  let x = v;
  for (const p of parts) {
    if (Array.isArray(x) && typeof p === "number") x = x[p] ?? import_resources.UNKNOWN;
    else if (typeof x === "object" && x !== null && !Array.isArray(x) && !(x instanceof import_resources.Ref) && typeof p === "string") x = Object.prototype.hasOwnProperty.call(x, p) ? x[p] : import_resources.UNKNOWN;
    else return import_resources.UNKNOWN;
  }
  return x;
}
function evaluate(e, ctx, depth = 0) {
  if (depth > 64 || !charge(ctx.budget, 1)) return import_resources.UNKNOWN;
  switch (e.k) {
    case "lit":
      return e.v;
    case "tuple":
      return e.items.map((x) => evaluate(x, ctx, depth + 1));
    case "object": {
      const out = {};
      for (const [k, x] of e.items) Object.defineProperty(out, k, { value: evaluate(x, ctx, depth + 1), enumerable: true, writable: true, configurable: true });
      return out;
    }
    case "ref":
      return reference(e.root, e.parts, ctx, depth);
    default:
      return import_resources.UNKNOWN;
  }
}
function reference(root, parts, ctx, depth) {
  if (root === "count" && parts.length === 1 && parts[0] === "index") return ctx.count ?? import_resources.UNKNOWN;
  if (root === "each" && ctx.each) {
    if (parts[0] === "key" && parts.length === 1) return ctx.each.key;
    if (parts[0] === "value") return reuse(index(ctx.each.value, parts.slice(1)), ctx.budget);
    return import_resources.UNKNOWN;
  }
  if (root === "local" && typeof parts[0] === "string") {
    const name = parts[0];
    const known = ctx.locals.get(name);
    if (known !== void 0) return reuse(index(known, parts.slice(1)), ctx.budget);
    const expr = ctx.module.locals.get(name);
    if (!expr || ctx.evaluating.has(name)) return import_resources.UNKNOWN;
    ctx.evaluating.add(name);
    const value = evaluate(expr, { prefix: ctx.prefix, module: ctx.module, evaluating: ctx.evaluating, locals: ctx.locals, vars: ctx.vars, budget: ctx.budget }, depth + 1);
    ctx.evaluating.delete(name);
    ctx.locals.set(name, value);
    return index(value, parts.slice(1));
  }
  if (root === "var" && typeof parts[0] === "string") {
    const value = ctx.vars.get(parts[0]);
    return value === void 0 ? import_resources.UNKNOWN : reuse(index(value, parts.slice(1)), ctx.budget);
  }
  if (root.startsWith("linode_") && typeof parts[0] === "string") {
    const rest = parts.slice(1);
    const key = rest.length === 2 ? rest[0] : void 0;
    if (rest.length === 1 && rest[0] === "id") return new import_resources.Ref(`${ctx.prefix}${root}.${parts[0]}`, "id");
    if (rest.length === 2 && rest[1] === "id" && key !== void 0) return new import_resources.Ref(`${ctx.prefix}${root}.${parts[0]}[${JSON.stringify(key)}]`, "id");
    return import_resources.UNKNOWN;
  }
  return import_resources.UNKNOWN;
}
const NUMBERS = /* @__PURE__ */ new Set(["cluster_size", "prefix_length", "duration", "hour_of_day", "day_of_week", "week_of_month"]);
const BOOLEANS = /* @__PURE__ */ new Set(["disabled", "is_public", "encrypted", "ssl_connection"]);
function bySchema(key, v, depth) {
  if (key === "ports" && typeof v === "number") return String(v);
  if (NUMBERS.has(key) && typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?$/.test(v.trim())) return Number(v);
  if (BOOLEANS.has(key) && (v === "true" || v === "false")) return v === "true";
  if (depth < 4 && typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof import_resources.Ref)) {
    const out = {};
    for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: bySchema(k, v[k], depth + 1), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}
function bodyValues(body, ctx, depth = 0, notes, at = []) {
  const out = {};
  const set = (k, v) => Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const [k, x] of body.attrs) {
    if (META.has(k)) continue;
    const v = bySchema(k, evaluate(x, ctx), 0);
    set(k, v);
    if (notes) explainUnknown(x, v, [...at, k], ctx, notes);
  }
  for (const [k, list] of body.blocks) if (!META.has(k) && depth < 16) set(k, list.map((b, i) => bodyValues(b, ctx, depth + 1, notes, [...at, k, i])));
  for (const k of body.dynamic) {
    set(k, import_resources.UNKNOWN);
    if (notes && notes.length < MAX_WHY) notes.push({ attribute: [...at, k], why: `dynamic "${k}" blocks are not expanded` });
  }
  return out;
}
const MAX_WHY = 64;
function refText(root, parts) {
  return root + parts.map((p) => typeof p === "number" ? `[${p}]` : /^[A-Za-z_][A-Za-z0-9_-]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`).join("");
}
function explainUnknown(e, v, at, ctx, notes, depth = 0) {
  if (notes.length >= MAX_WHY || v === void 0) return;
  if (v === import_resources.UNKNOWN) {
    notes.push({ attribute: at, why: whyUnknown(e, ctx, 0) });
    return;
  }
  if (depth > 16 || typeof v !== "object" || v === null || v instanceof import_resources.Ref) return;
  if (e.k === "tuple" && Array.isArray(v)) e.items.forEach((x, i) => explainUnknown(x, v[i], [...at, i], ctx, notes, depth + 1));
  else if (e.k === "object" && !Array.isArray(v)) {
    for (const [k, x] of e.items) if (Object.prototype.hasOwnProperty.call(v, k)) explainUnknown(x, v[k], [...at, k], ctx, notes, depth + 1);
  } else if (e.k === "ref") {
    const walk = (x, p, d) => {
      if (notes.length >= MAX_WHY || d > 16) return;
      if (x === import_resources.UNKNOWN) notes.push({ attribute: [...at, ...p], why: `part of ${refText(e.root, e.parts)} is unknown` });
      else if (Array.isArray(x)) x.forEach((y, i) => walk(y, [...p, i], d + 1));
      else if (typeof x === "object" && x !== null && !(x instanceof import_resources.Ref)) for (const k of Object.keys(x)) walk(x[k], [...p, k], d + 1);
    };
    walk(v, [], 0);
  }
}
function whyUnknown(e, ctx, depth) {
  if (ctx.budget.exhausted) return "not evaluated: the configuration passed its expansion budget";
  if (e.k === "unknown") return e.why ? `${e.why} not evaluated` : "an expression cloudlint does not evaluate";
  if (e.k !== "ref") return "not evaluated: nested too deep";
  const { root, parts } = e;
  const name = refText(root, parts);
  if (root === "var") return `no value for ${refText(root, parts.slice(0, 1))}`;
  if (root === "data") return `data source ${refText(root, parts.slice(0, 2))}`;
  if (root === "module") return `output of ${refText(root, parts.slice(0, 1))} (module outputs are not evaluated)`;
  if (root === "count") return ctx.count === void 0 ? "count.index outside a block with a known count" : `${name} is not an attribute of count`;
  if (root === "each") return ctx.each ? `${name} is not in the for_each value` : `${name} outside a block with a known for_each`;
  if (root === "local" && typeof parts[0] === "string") {
    const expr = ctx.module.locals.get(parts[0]);
    if (!expr) return `local.${parts[0]} is not defined`;
    const value = ctx.locals.get(parts[0]);
    if (value === import_resources.UNKNOWN) return depth < 8 ? `local.${parts[0]}: ${whyUnknown(expr, ctx, depth + 1)}` : `local.${parts[0]} is unknown`;
    return value === void 0 ? `local.${parts[0]} refers to itself` : `${name} is not in the value of local.${parts[0]}`;
  }
  if (/^[A-Za-z][A-Za-z0-9_-]*_[A-Za-z0-9_-]+$/.test(root) && typeof parts[0] === "string") {
    return root.startsWith("linode_") ? `${name} is known only after apply` : `${name}: another provider's resource (known only after apply)`;
  }
  return `${name} is not evaluated`;
}
function instancesWhy(body, ctx) {
  const attribute = body.attrs.has("count") ? "count" : "for_each";
  const e = body.attrs.get(attribute);
  if (!e) return { why: "not evaluated", attribute };
  if (ctx.budget.exhausted) return { why: `${attribute} not expanded: the configuration passed its expansion budget`, attribute };
  const v = e.k === "lit" || e.k === "tuple" || e.k === "object" ? void 0 : evaluate(e, ctx);
  if (v === import_resources.UNKNOWN) return { why: `${attribute}: ${whyUnknown(e, ctx, 0)}`, attribute };
  return { why: attribute === "count" ? "count is not a whole number of 0 or more" : "for_each is not a map or a set of strings", attribute };
}
function instances(body, ctx) {
  const count = body.attrs.get("count");
  const forEach = body.attrs.get("for_each");
  if (count) {
    const n = evaluate(count, ctx);
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return void 0;
    if (n > ctx.budget.instances) {
      ctx.budget.exhausted ||= "instances";
      return void 0;
    }
    return Array.from({ length: n }, (_, i) => ({ suffix: `[${i}]`, count: i }));
  }
  if (forEach) {
    const v = evaluate(forEach, ctx);
    if ((0, import_variables.isSetValue)(v) && v.every((x) => typeof x === "string")) {
      if (v.length > ctx.budget.instances) {
        ctx.budget.exhausted ||= "instances";
        return void 0;
      }
      return v.map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: key } }));
    }
    if (typeof v !== "object" || v === null || Array.isArray(v) || v instanceof import_resources.Ref) return void 0;
    const keys = Object.keys(v);
    if (keys.length > ctx.budget.instances) {
      ctx.budget.exhausted ||= "instances";
      return void 0;
    }
    return keys.map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: v[key] } }));
  }
  return [{ suffix: "" }];
}
function moduleResources(ctx, modules, out, depth, visiting, blocks) {
  for (const block of ctx.module.resources) {
    const [type, name] = block.labels;
    if (!type.startsWith("linode_")) continue;
    const blockFile = block.fileIndex;
    if (blocks && !blocks.has(`${ctx.prefix}${type}.${name}`)) blocks.set(`${ctx.prefix}${type}.${name}`, (attribute) => ({ fileIndex: blockFile, path: ["resource", type, name, ...attribute] }));
    if (ctx.budget.exhausted) return;
    const list = instances(block.body, ctx);
    if (!list) {
      ctx.budget.unknown.add(`${ctx.prefix}${type}.${name}`);
      const { why, attribute } = instancesWhy(block.body, ctx);
      ctx.budget.why.set(`${ctx.prefix}${type}.${name}`, { why, type, fileIndex: blockFile, path: ["resource", type, name, attribute] });
      continue;
    }
    if (!spend(ctx.budget, list.length)) return;
    const module2 = `${ctx.prefix}${type}.${name}`;
    for (const inst of list) {
      if (ctx.budget.exhausted) return;
      const inner = { ...ctx, ...inst.count !== void 0 ? { count: inst.count } : {}, ...inst.each ? { each: inst.each } : {} };
      const fileIndex = block.fileIndex;
      const unknownWhy = [];
      out.push({
        address: module2 + inst.suffix,
        module: module2,
        type,
        values: bodyValues(block.body, inner, 0, unknownWhy),
        unknownWhy,
        locate: (attribute) => ({ fileIndex, path: ["resource", type, name, ...attribute] }),
        creating: true
      });
    }
  }
  if (depth >= MAX_MODULE_DEPTH) return;
  for (const call of ctx.module.modules) {
    const folder = callFolder(ctx.module, call);
    const child = folder !== void 0 ? modules.get(folder) : void 0;
    const callAddress = `${ctx.prefix}module.${call.labels[0]}`;
    if (!child || visiting.has(child.folder)) {
      ctx.budget.unknown.add(callAddress);
      const source = call.body.attrs.get("source");
      const written = source?.k === "lit" && typeof source.v === "string" ? source.v : void 0;
      const why = written === void 0 ? "its source is not a literal string" : child ? "the module calls itself (a cycle)" : folder !== void 0 ? `local module ${JSON.stringify(written)} is not among the linted files` : `module ${JSON.stringify(written)} is not a local folder (registry and git modules are not read)`;
      ctx.budget.why.set(callAddress, { why, fileIndex: call.fileIndex, path: ["module", call.labels[0], "source"] });
      continue;
    }
    if (ctx.budget.exhausted) return;
    const list = instances(call.body, ctx);
    if (!list) {
      ctx.budget.unknown.add(callAddress);
      const { why, attribute } = instancesWhy(call.body, ctx);
      ctx.budget.why.set(callAddress, { why, fileIndex: call.fileIndex, path: ["module", call.labels[0], attribute] });
      continue;
    }
    if (!spend(ctx.budget, list.length)) return;
    visiting.add(child.folder);
    for (const inst of list) {
      const prefix = `${ctx.prefix}module.${call.labels[0]}${inst.suffix}.`;
      const inner = { ...ctx, ...inst.count !== void 0 ? { count: inst.count } : {}, ...inst.each ? { each: inst.each } : {} };
      const args = /* @__PURE__ */ new Map();
      for (const [k, x] of call.body.attrs) if (!META.has(k) && child.variables.has(k)) args.set(k, [{ value: evaluate(x, inner) }]);
      const vars = moduleVariables(child, args, prefix, ctx.budget);
      moduleResources({ prefix, module: child, evaluating: /* @__PURE__ */ new Set(), locals: /* @__PURE__ */ new Map(), vars, budget: ctx.budget }, modules, out, depth + 1, visiting, blocks);
    }
    visiting.delete(child.folder);
  }
}
const MAX_UNRESOLVED = 1e3;
function moduleVariables(m, assigned, prefix, budget) {
  const vars = /* @__PURE__ */ new Map();
  for (const [name, decl] of m.variables) {
    const { value, unresolved } = assigned === "unreadable" ? { value: import_resources.UNKNOWN, unresolved: "definitions file not read" } : (0, import_variables.variableValue)(decl, assigned.get(name) ?? []);
    if (unresolved && budget.unresolved.length < MAX_UNRESOLVED) budget.unresolved.push({ name: `${prefix}var.${name}`, why: unresolved });
    vars.set(name, value === import_resources.UNKNOWN || charge(budget, sizeOf(value, Math.max(0, budget.values))) ? value : import_resources.UNKNOWN);
  }
  return vars;
}
function underUnknown(address, unknown) {
  if (unknown.size === 0) return false;
  if (unknown.has(address.replace(/\[[^\]]*\]$/, ""))) return true;
  for (const m of address.matchAll(/(?:^|\.)module\.[^.[]+(\[[^\]]*\])?/g)) {
    const prefix = address.slice(0, m.index + m[0].length);
    if (unknown.has(prefix) || m[1] !== void 0 && unknown.has(prefix.slice(0, -m[1].length))) return true;
  }
  return false;
}
function callFolder(caller, call) {
  if (call.installed !== void 0) return call.installed;
  const source = call.body.attrs.get("source");
  return source?.k === "lit" && typeof source.v === "string" ? moduleFolder(caller.folder, source.v) : void 0;
}
function calledFolders(modules) {
  const called = /* @__PURE__ */ new Set();
  for (const m of modules.values()) {
    for (const call of m.modules) {
      const folder = callFolder(m, call);
      if (folder !== void 0 && folder !== m.folder && modules.has(folder)) called.add(folder);
    }
  }
  return called;
}
function modulesOf(files) {
  const modules = /* @__PURE__ */ new Map();
  for (const f of files) {
    let m = modules.get(f.folder);
    if (!m) modules.set(f.folder, m = { folder: f.folder, files: [], resources: [], modules: [], locals: /* @__PURE__ */ new Map(), variables: /* @__PURE__ */ new Map() });
    m.files.push(f.fileIndex);
    (0, import_data.appendAll)(m.resources, f.resources);
    (0, import_data.appendAll)(m.modules, f.modules);
    for (const [k, v] of f.locals) m.locals.set(k, v);
    for (const [k, v] of f.variables) m.variables.set(k, v);
  }
  return modules;
}
function configLocator(files, folder, limits = import_limits.DEFAULT_LIMITS) {
  const modules = modulesOf(files);
  const uncalled = () => {
    const called = calledFolders(modules);
    const roots = [...modules.values()].filter((m) => !called.has(m.folder));
    return roots.length === 1 ? roots[0] : void 0;
  };
  const root = modules.get(norm(folder)) ?? uncalled();
  if (!root) return () => void 0;
  const resources = [];
  const blocks = /* @__PURE__ */ new Map();
  moduleResources({ prefix: "", module: root, evaluating: /* @__PURE__ */ new Set(), locals: /* @__PURE__ */ new Map(), vars: /* @__PURE__ */ new Map(), budget: newBudget(limits) }, modules, resources, 0, /* @__PURE__ */ new Set([root.folder]), blocks);
  const byAddress = new Map(resources.map((r) => [r.address, r.locate]));
  return (address, module2) => byAddress.get(address) ?? blocks.get(module2);
}
function rootModules(files, limits = import_limits.DEFAULT_LIMITS, assignments) {
  const modules = modulesOf(files);
  const called = calledFolders(modules);
  const roots = [];
  const reached = /* @__PURE__ */ new Set();
  const build = (m) => {
    const resources = [];
    const budget = newBudget(limits);
    const vars = moduleVariables(m, assignments?.(m.folder) ?? /* @__PURE__ */ new Map(), "", budget);
    moduleResources({ prefix: "", module: m, evaluating: /* @__PURE__ */ new Set(), locals: /* @__PURE__ */ new Map(), vars, budget }, modules, resources, 0, /* @__PURE__ */ new Set([m.folder]));
    const fileSet = new Set(m.files);
    const walk = (x, seen) => {
      for (const call of x.modules) {
        const folder = callFolder(x, call);
        const child = folder !== void 0 ? modules.get(folder) : void 0;
        if (!child || seen.has(child.folder)) continue;
        seen.add(child.folder);
        reached.add(child.folder);
        for (const i of child.files) fileSet.add(i);
        walk(child, seen);
      }
    };
    walk(m, /* @__PURE__ */ new Set([m.folder]));
    reached.add(m.folder);
    const own = new Set(m.files);
    roots.push({ folder: m.folder, files: [...m.files, ...[...fileSet].filter((i) => !own.has(i)).sort((a, b) => a - b)], resources, unknown: budget.unknown, unresolved: budget.unresolved, unknownWhy: budget.why, ...budget.exhausted ? { exhausted: budget.exhausted } : {} });
  };
  for (const m of modules.values()) if (!called.has(m.folder)) build(m);
  for (const m of modules.values()) if (!reached.has(m.folder)) build(m);
  return roots;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_INSTANCES,
  MAX_VALUES,
  configFolders,
  configLocator,
  folderOf,
  hclPositions,
  isLocalModuleSource,
  isTerraformConfigPath,
  localModuleSources,
  looksLikeToken,
  moduleCallNotes,
  moduleFolder,
  moduleSources,
  planTokenFindings,
  readHclConfig,
  readJsonConfig,
  rootModules,
  tofuOverrides,
  underUnknown,
  withModuleCalls
});
