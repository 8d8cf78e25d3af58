import { PositionMap } from "../load/load.js";
import { LineStarts } from "../load/positions.js";
import { DEFAULT_LIMITS } from "../load/limits.js";
import { RULES } from "../rules/catalog.js";
import { appendAll } from "../util/data.js";
import { isPlainObject } from "../util/text.js";
import { parseHcl } from "./hcl.js";
import { Ref, UNKNOWN } from "./resources.js";
const UNKNOWN_EXPR = { k: "unknown" };
const META = /* @__PURE__ */ new Set(["count", "for_each", "depends_on", "provider", "lifecycle", "provisioner", "connection", "source", "version", "providers"]);
function isTerraformConfigPath(filePath) {
  return /\.tf(\.json)?$/i.test(filePath);
}
function folderOf(filePath) {
  const i = Math.max(filePath.lastIndexOf("/"), filePath.lastIndexOf("\\"));
  return i < 0 ? "" : filePath.slice(0, i);
}
function moduleFolder(folder, source) {
  if (!/^\.\.?(\/|\\|$)/.test(source)) return void 0;
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
class HclPositions extends PositionMap {
  constructor(text) {
    super(new LineStarts(text));
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
      return UNKNOWN_EXPR;
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
  if (isPlainObject(v)) return { k: "object", items: Object.entries(v).filter(([k]) => k !== "//").map(([k, x]) => [k, fromJson(x, depth + 1)]) };
  return UNKNOWN_EXPR;
}
function jsonBody(v) {
  const body = { attrs: /* @__PURE__ */ new Map(), blocks: /* @__PURE__ */ new Map(), dynamic: /* @__PURE__ */ new Set() };
  if (!isPlainObject(v)) return body;
  for (const [k, x] of Object.entries(v)) {
    if (k === "//") continue;
    if (k === "dynamic") {
      if (isPlainObject(x)) for (const name of Object.keys(x)) body.dynamic.add(name);
      continue;
    }
    body.attrs.set(k, fromJson(x, 0));
  }
  return body;
}
function jsonBlocks(v, fileIndex, twoLabels) {
  const out = [];
  const each = (x, f) => Array.isArray(x) ? x.forEach((o) => isPlainObject(o) && f(o)) : isPlainObject(x) && f(x);
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
    severity: RULES["provider-token"].severity,
    message: 'an API token is written in the provider "linode" block; anyone who can read the repository can use it. Leave `token` out and set LINODE_TOKEN in the environment, or pass a sensitive variable',
    path: [],
    ...position ?? WHOLE_FILE
  };
}
function planTokenFindings(data, positions) {
  if (!isPlainObject(data) || !isPlainObject(data.configuration) || !isPlainObject(data.configuration.provider_config)) return [];
  const out = [];
  for (const [key, p] of Object.entries(data.configuration.provider_config)) {
    if (!isPlainObject(p) || p.name !== "linode" && key !== "linode" && !key.startsWith("linode.") || !isPlainObject(p.expressions) || !isPlainObject(p.expressions.token)) continue;
    const token = p.expressions.token.constant_value;
    if (typeof token === "string" && looksLikeToken(token)) out.push(tokenFinding(positions.locate(["configuration", "provider_config", key, "expressions", "token", "constant_value"])));
  }
  return out;
}
function readHclConfig(filePath, text, fileIndex, limits) {
  const positions = new HclPositions(text);
  const pos = new Positions(positions);
  const file = parseHcl(text, { maxDepth: limits.maxDepth, maxNodes: Math.max(1, limits.maxValues * 4) });
  const findings = file.errors.map((e) => ({ ruleId: "parse-error", severity: RULES["parse-error"].severity, message: `HCL: ${e.message}`, path: [], ...pos.map.position(e.span.start, e.span.end) }));
  const resources = [];
  const modules = [];
  const locals = /* @__PURE__ */ new Map();
  for (const item of file.body) {
    if (item.kind !== "block") continue;
    if (item.type === "resource" && item.labels.length === 2) {
      if (item.labels[0].startsWith("linode_")) positions.defer(item.labels[0], item.labels[1], item);
      resources.push({ fileIndex, labels: item.labels, body: hclBody(item.body, text, void 0, pos) });
    } else if (item.type === "module" && item.labels.length === 1) {
      modules.push({ fileIndex, labels: item.labels, body: hclBody(item.body, text, void 0, pos) });
    } else if (item.type === "locals") {
      for (const a of item.body) if (a.kind === "attribute") locals.set(a.name, fromHcl(a.value, text, void 0, pos));
    } else if (item.type === "provider" && item.labels[0] === "linode") {
      for (const a of item.body) {
        if (a.kind === "attribute" && a.name === "token" && a.value.kind === "literal" && typeof a.value.value === "string" && looksLikeToken(a.value.value)) {
          findings.push(tokenFinding(pos.map.position(a.value.span.start, a.value.span.end)));
        }
      }
    }
  }
  const comments = file.comments.map((c) => ({ offset: c.span.start, text: c.text }));
  return { data: void 0, positions: pos.map, findings, folder: norm(folderOf(filePath)), resources, modules, locals, comments };
}
function hclPositions(filePath, text, limits) {
  const positions = readHclConfig(filePath, text, 0, limits).positions;
  return positions instanceof HclPositions ? positions.ensureAll() : positions;
}
function readJsonConfig(filePath, loaded, fileIndex) {
  const data = loaded.data;
  const findings = [...loaded.findings];
  const base = { data: void 0, positions: loaded.positions, folder: norm(folderOf(filePath)), comments: [] };
  if (!isPlainObject(data)) {
    if (data !== void 0 && !loaded.empty) findings.push({ ruleId: "parse-error", severity: RULES["parse-error"].severity, message: "a .tf.json file's top level is an object of blocks (resource, module, provider, \u2026)", path: [], ...WHOLE_FILE });
    return { ...base, findings, resources: [], modules: [], locals: /* @__PURE__ */ new Map() };
  }
  const resources = jsonBlocks(data.resource, fileIndex, true);
  const modules = jsonBlocks(data.module, fileIndex, false);
  const locals = /* @__PURE__ */ new Map();
  const each = (x, f) => Array.isArray(x) ? x.forEach((o, i) => isPlainObject(o) && f(o, i)) : isPlainObject(x) && f(x);
  each(data.locals, (o) => {
    for (const [k, v] of Object.entries(o)) if (k !== "//") locals.set(k, fromJson(v, 0));
  });
  if (isPlainObject(data.provider)) {
    each(data.provider.linode, (o, i) => {
      const token = o.token;
      if (typeof token === "string" && looksLikeToken(token)) findings.push(tokenFinding(loaded.positions.locate(["provider", "linode", ...i === void 0 ? [] : [i], "token"])));
    });
  }
  return { ...base, findings, resources, modules, locals };
}
function localModuleSources(file) {
  const out = [];
  for (const call of file.modules) {
    const source = call.body.attrs.get("source");
    if (source?.k === "lit" && typeof source.v === "string" && /^\.\.?(\/|\\|$)/.test(source.v)) out.push(source.v);
  }
  return out;
}
const MAX_INSTANCES = DEFAULT_LIMITS.maxTerraformInstances;
const MAX_MODULE_DEPTH = 16;
const MAX_VALUES = DEFAULT_LIMITS.maxTerraformValues;
function spend(budget, n) {
  budget.instances -= n;
  if (budget.instances >= 0) return true;
  budget.exhausted ||= "instances";
  return false;
}
const newBudget = (limits = DEFAULT_LIMITS) => ({ instances: limits.maxTerraformInstances, values: limits.maxTerraformValues, exhausted: false, unknown: /* @__PURE__ */ new Set() });
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
    if (Array.isArray(x)) appendAll(stack, x);
    else if (typeof x === "object" && x !== null && !(x instanceof Ref)) appendAll(stack, Object.values(x));
  }
  return n;
}
function reuse(v, budget) {
  return charge(budget, sizeOf(v, Math.max(0, budget.values))) ? v : UNKNOWN;
}
function index(v, parts) {
  let x = v;
  for (const p of parts) {
    if (Array.isArray(x) && typeof p === "number") x = x[p] ?? UNKNOWN;
    else if (typeof x === "object" && x !== null && !Array.isArray(x) && !(x instanceof Ref) && typeof p === "string") x = Object.prototype.hasOwnProperty.call(x, p) ? x[p] : UNKNOWN;
    else return UNKNOWN;
  }
  return x;
}
function evaluate(e, ctx, depth = 0) {
  if (depth > 64 || !charge(ctx.budget, 1)) return UNKNOWN;
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
      return UNKNOWN;
  }
}
function reference(root, parts, ctx, depth) {
  if (root === "count" && parts.length === 1 && parts[0] === "index") return ctx.count ?? UNKNOWN;
  if (root === "each" && ctx.each) {
    if (parts[0] === "key" && parts.length === 1) return ctx.each.key;
    if (parts[0] === "value") return reuse(index(ctx.each.value, parts.slice(1)), ctx.budget);
    return UNKNOWN;
  }
  if (root === "local" && typeof parts[0] === "string") {
    const name = parts[0];
    const known = ctx.locals.get(name);
    if (known !== void 0) return reuse(index(known, parts.slice(1)), ctx.budget);
    const expr = ctx.module.locals.get(name);
    if (!expr || ctx.evaluating.has(name)) return UNKNOWN;
    ctx.evaluating.add(name);
    const value = evaluate(expr, { prefix: ctx.prefix, module: ctx.module, evaluating: ctx.evaluating, locals: ctx.locals, budget: ctx.budget }, depth + 1);
    ctx.evaluating.delete(name);
    ctx.locals.set(name, value);
    return index(value, parts.slice(1));
  }
  if (root.startsWith("linode_") && typeof parts[0] === "string") {
    const rest = parts.slice(1);
    const key = rest.length === 2 ? rest[0] : void 0;
    if (rest.length === 1 && rest[0] === "id") return new Ref(`${ctx.prefix}${root}.${parts[0]}`, "id");
    if (rest.length === 2 && rest[1] === "id" && key !== void 0) return new Ref(`${ctx.prefix}${root}.${parts[0]}[${JSON.stringify(key)}]`, "id");
    return UNKNOWN;
  }
  return UNKNOWN;
}
const NUMBERS = /* @__PURE__ */ new Set(["cluster_size", "prefix_length", "duration", "hour_of_day", "day_of_week", "week_of_month"]);
const BOOLEANS = /* @__PURE__ */ new Set(["disabled", "is_public", "encrypted", "ssl_connection"]);
function bySchema(key, v, depth) {
  if (key === "ports" && typeof v === "number") return String(v);
  if (NUMBERS.has(key) && typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?$/.test(v.trim())) return Number(v);
  if (BOOLEANS.has(key) && (v === "true" || v === "false")) return v === "true";
  if (depth < 4 && typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref)) {
    const out = {};
    for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: bySchema(k, v[k], depth + 1), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}
function bodyValues(body, ctx, depth = 0) {
  const out = {};
  const set = (k, v) => Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const [k, x] of body.attrs) {
    if (META.has(k)) continue;
    set(k, bySchema(k, evaluate(x, ctx), 0));
  }
  for (const [k, list] of body.blocks) if (!META.has(k) && depth < 16) set(k, list.map((b) => bodyValues(b, ctx, depth + 1)));
  for (const k of body.dynamic) set(k, UNKNOWN);
  return out;
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
    if (typeof v !== "object" || v === null || Array.isArray(v) || v instanceof Ref) return void 0;
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
      continue;
    }
    if (!spend(ctx.budget, list.length)) return;
    const module = `${ctx.prefix}${type}.${name}`;
    for (const inst of list) {
      if (ctx.budget.exhausted) return;
      const inner = { ...ctx, ...inst.count !== void 0 ? { count: inst.count } : {}, ...inst.each ? { each: inst.each } : {} };
      const fileIndex = block.fileIndex;
      out.push({
        address: module + inst.suffix,
        module,
        type,
        values: bodyValues(block.body, inner),
        locate: (attribute) => ({ fileIndex, path: ["resource", type, name, ...attribute] }),
        creating: true
      });
    }
  }
  if (depth >= MAX_MODULE_DEPTH) return;
  for (const call of ctx.module.modules) {
    const folder = callFolder(ctx.module, call);
    const child = folder !== void 0 ? modules.get(folder) : void 0;
    if (!child || visiting.has(child.folder)) {
      ctx.budget.unknown.add(`${ctx.prefix}module.${call.labels[0]}`);
      continue;
    }
    if (ctx.budget.exhausted) return;
    const list = instances(call.body, ctx);
    if (!list) {
      ctx.budget.unknown.add(`${ctx.prefix}module.${call.labels[0]}`);
      continue;
    }
    if (!spend(ctx.budget, list.length)) return;
    visiting.add(child.folder);
    for (const inst of list) moduleResources({ prefix: `${ctx.prefix}module.${call.labels[0]}${inst.suffix}.`, module: child, evaluating: /* @__PURE__ */ new Set(), locals: /* @__PURE__ */ new Map(), budget: ctx.budget }, modules, out, depth + 1, visiting, blocks);
    visiting.delete(child.folder);
  }
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
    if (!m) modules.set(f.folder, m = { folder: f.folder, files: [], resources: [], modules: [], locals: /* @__PURE__ */ new Map() });
    m.files.push(f.fileIndex);
    appendAll(m.resources, f.resources);
    appendAll(m.modules, f.modules);
    for (const [k, v] of f.locals) m.locals.set(k, v);
  }
  return modules;
}
function configLocator(files, folder, limits = DEFAULT_LIMITS) {
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
  moduleResources({ prefix: "", module: root, evaluating: /* @__PURE__ */ new Set(), locals: /* @__PURE__ */ new Map(), budget: newBudget(limits) }, modules, resources, 0, /* @__PURE__ */ new Set([root.folder]), blocks);
  const byAddress = new Map(resources.map((r) => [r.address, r.locate]));
  return (address, module) => byAddress.get(address) ?? blocks.get(module);
}
function rootModules(files, limits = DEFAULT_LIMITS) {
  const modules = modulesOf(files);
  const called = calledFolders(modules);
  const roots = [];
  const reached = /* @__PURE__ */ new Set();
  const build = (m) => {
    const resources = [];
    const budget = newBudget(limits);
    moduleResources({ prefix: "", module: m, evaluating: /* @__PURE__ */ new Set(), locals: /* @__PURE__ */ new Map(), budget }, modules, resources, 0, /* @__PURE__ */ new Set([m.folder]));
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
    roots.push({ folder: m.folder, files: [...m.files, ...[...fileSet].filter((i) => !own.has(i)).sort((a, b) => a - b)], resources, unknown: budget.unknown, ...budget.exhausted ? { exhausted: budget.exhausted } : {} });
  };
  for (const m of modules.values()) if (!called.has(m.folder)) build(m);
  for (const m of modules.values()) if (!reached.has(m.folder)) build(m);
  return roots;
}
export {
  MAX_INSTANCES,
  MAX_VALUES,
  configLocator,
  folderOf,
  hclPositions,
  isTerraformConfigPath,
  localModuleSources,
  looksLikeToken,
  moduleFolder,
  planTokenFindings,
  readHclConfig,
  readJsonConfig,
  rootModules,
  underUnknown
};
