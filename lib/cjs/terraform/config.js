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
  MAX_MODULE_DEPTH: () => MAX_MODULE_DEPTH,
  MAX_VALUES: () => MAX_VALUES,
  SIZE_FLOOR: () => SIZE_FLOOR,
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
  normFolder: () => normFolder,
  planTokenFindings: () => planTokenFindings,
  readHclConfig: () => readHclConfig,
  readJsonConfig: () => readJsonConfig,
  rootModules: () => rootModules,
  sizeBudget: () => sizeBudget,
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
var import_text2 = require("../util/text.js");
var import_functions = require("./functions.js");
var import_hcl = require("./hcl.js");
var import_resources = require("./resources.js");
var import_variables = require("./variables.js");
function operation(x) {
  switch (x.kind) {
    case "literal":
      return { k: "lit", v: x.value };
    case "tuple":
      return { k: "tuple", items: x.items.map(operation) };
    case "object":
      return { k: "object", items: x.items.map((i) => [i.key, operation(i.value)]) };
    case "traversal":
      return { k: "ref", root: x.root, parts: x.parts };
    case "unknown":
      return { k: "unknown", why: x.why };
    case "template":
      return { k: "tpl", parts: templateParts(x.parts) };
    case "conditional":
      return { k: "cond", c: operation(x.cond), t: operation(x.then), f: operation(x.else) };
    case "binary":
      return { k: "bin", op: x.op, l: operation(x.left), r: operation(x.right) };
    case "unary":
      return { k: "un", op: x.op, x: operation(x.operand) };
    case "call":
      return { k: "call", name: x.name, args: x.args.map(operation), expand: x.expand };
    case "for":
      return { k: "for", kv: x.keyVar, vv: x.valueVar, coll: operation(x.collection), key: x.key && operation(x.key), val: operation(x.value), group: x.group, cond: x.cond && operation(x.cond) };
    case "index":
      return { k: "index", x: operation(x.target), key: operation(x.key) };
    case "getattr":
      return { k: "attr", x: operation(x.target), name: x.name };
    case "splat":
      return { k: "splat", x: operation(x.target), each: operation(x.each) };
    case "splatItem":
      return { k: "item" };
    case "paren":
      return operation(x.inner);
    case "dynamicObject":
      return { k: "dobj", items: x.items.map((i) => [operation(i.key), operation(i.value)]) };
  }
}
function templateParts(parts) {
  return parts.map((p) => {
    switch (p.kind) {
      case "text":
        return { k: "text", s: p.text };
      case "interp":
        return { k: "interp", e: operation(p.expr) };
      case "if":
        return { k: "if", c: operation(p.cond), t: templateParts(p.then), f: templateParts(p.else) };
      default:
        return { k: "for", kv: p.keyVar, vv: p.valueVar, coll: operation(p.collection), body: templateParts(p.body) };
    }
  });
}
const UNKNOWN_EXPR = { k: "unknown" };
const NO_TYPES = /* @__PURE__ */ new Set();
function addDynamic(body, type) {
  if (body.dynamic === NO_TYPES) body.dynamic = /* @__PURE__ */ new Set();
  body.dynamic.add(type);
}
const isDynamic = (b) => "forEach" in b;
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
const MAX_MODULE_DEPTH = 16;
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
const normFolder = (folder) => moduleFolder(folder, ".") ?? folder;
const norm = normFolder;
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
      return operation(x);
  }
}
function hclBody(items, text, path, pos) {
  const body = { attrs: /* @__PURE__ */ new Map(), blocks: /* @__PURE__ */ new Map(), dynamic: NO_TYPES, generates: false };
  let generated;
  let ordinals;
  for (const item of items) {
    if (item.kind === "attribute") {
      const at2 = path && [...path, item.name];
      if (at2) pos.key(at2, item.nameSpan.start, item.nameSpan.end);
      body.attrs.set(item.name, fromHcl(item.value, text, at2, pos));
      continue;
    }
    if (item.type === "dynamic") {
      const label = item.labels[0];
      if (label === void 0) continue;
      if (path) (generated ??= /* @__PURE__ */ new Set()).add(label);
      const forEach = item.body.find((a) => a.kind === "attribute" && a.name === "for_each");
      const iterator = item.body.find((a) => a.kind === "attribute" && a.name === "iterator");
      const content = item.body.find((b) => b.kind === "block" && b.type === "content");
      const name = iterator?.value.kind === "traversal" && iterator.value.parts.length === 0 ? iterator.value.root : label;
      if (!forEach || !content || iterator && name === label && iterator.value.kind !== "traversal") {
        addDynamic(body, label);
        continue;
      }
      ordinals ??= /* @__PURE__ */ new Map();
      const ordinal = ordinals.get(label) ?? 0;
      ordinals.set(label, ordinal + 1);
      body.generates = true;
      const at2 = path && [...path, "dynamic", label, ordinal];
      if (at2) pos.value(at2, content.span.start, content.span.end);
      const list2 = body.blocks.get(label) ?? [];
      list2.push({ forEach: fromHcl(forEach.value, text, void 0, pos), iterator: name, content: hclBody(content.body, text, at2, pos), ordinal });
      body.blocks.set(label, list2);
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
function fromJson(v, depth) {
  if (depth > 64) return UNKNOWN_EXPR;
  if (typeof v === "string") {
    if (!v.includes("${") && !v.includes("%{")) return { k: "lit", v };
    const parsed = (0, import_hcl.parseTemplate)(v, { maxDepth: 64, maxNodes: 1e5 });
    return parsed.kind === "unknown" ? { k: "unknown", why: parsed.why } : operation(parsed);
  }
  if (typeof v === "number" || typeof v === "boolean" || v === null) return { k: "lit", v };
  if (Array.isArray(v)) return { k: "tuple", items: v.map((x) => fromJson(x, depth + 1)) };
  if ((0, import_text.isPlainObject)(v)) return { k: "object", items: Object.entries(v).filter(([k]) => k !== "//").map(([k, x]) => [k, fromJson(x, depth + 1)]) };
  return UNKNOWN_EXPR;
}
function jsonBody(v) {
  const body = { attrs: /* @__PURE__ */ new Map(), blocks: /* @__PURE__ */ new Map(), dynamic: NO_TYPES, generates: false };
  if (!(0, import_text.isPlainObject)(v)) return body;
  for (const [k, x] of Object.entries(v)) {
    if (k === "//") continue;
    if (k === "dynamic") {
      if ((0, import_text.isPlainObject)(x)) for (const name of Object.keys(x)) addDynamic(body, name);
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
  const outputs = /* @__PURE__ */ new Map();
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
    } else if (item.type === "output" && item.labels.length === 1) {
      const value = item.body.find((a) => a.kind === "attribute" && a.name === "value");
      const sensitive = item.body.find((a) => a.kind === "attribute" && a.name === "sensitive");
      if (value) outputs.set(item.labels[0], { value: fromHcl(value.value, text, void 0, pos), sensitive: !(sensitive?.value.kind === "literal" && sensitive.value.value === false) && sensitive !== void 0 });
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
  return { data: void 0, positions: pos.map, findings, folder: norm(folderOf(filePath)), size: text.length, resources, modules, locals, outputs, variables, comments };
}
function hclPositions(filePath, text, limits) {
  const positions = readHclConfig(filePath, text, 0, limits).positions;
  return positions instanceof HclPositions ? positions.ensureAll() : positions;
}
function readJsonConfig(filePath, loaded, fileIndex, size = 0) {
  const data = loaded.data;
  const findings = [...loaded.findings];
  const base = { data: void 0, positions: loaded.positions, folder: norm(folderOf(filePath)), size, comments: [] };
  if (!(0, import_text.isPlainObject)(data)) {
    if (data !== void 0 && !loaded.empty) findings.push({ ruleId: "parse-error", severity: import_catalog.RULES["parse-error"].severity, message: "a .tf.json file's top level is an object of blocks (resource, module, provider, \u2026)", path: [], ...WHOLE_FILE });
    return { ...base, findings, resources: [], modules: [], locals: /* @__PURE__ */ new Map(), outputs: /* @__PURE__ */ new Map(), variables: /* @__PURE__ */ new Map() };
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
  const outputs = /* @__PURE__ */ new Map();
  each(data.output, (o) => {
    for (const [name, v] of Object.entries(o)) if (name !== "//" && (0, import_text.isPlainObject)(v) && "value" in v) outputs.set(name, { value: fromJson(v.value, 0), sensitive: v.sensitive === true });
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
  return { ...base, findings, resources, modules, locals, outputs, variables };
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
function writtenSource(call2) {
  const source = call2.body.attrs.get("source");
  return source?.k === "lit" && typeof source.v === "string" ? source.v : void 0;
}
function localModuleSources(file) {
  const out = [];
  for (const call2 of file.modules) {
    const source = writtenSource(call2);
    if (source !== void 0 && isLocalModuleSource(source)) out.push(source);
  }
  return out;
}
function moduleSources(file) {
  return file.modules.map((call2) => ({ name: call2.labels[0], source: writtenSource(call2) }));
}
function withModuleCalls(file, calls) {
  if (!calls || file.modules.length === 0) return file;
  const modules = file.modules.map((m) => {
    const call2 = Object.hasOwn(calls, m.labels[0]) ? calls[m.labels[0]] : void 0;
    if (!call2) return m;
    return { ...m, ...typeof call2.folder === "string" ? { installed: norm(call2.folder) } : {}, ...typeof call2.note === "string" ? { note: call2.note } : {} };
  });
  return { ...file, modules };
}
function moduleCallNotes(file, folders) {
  const out = [];
  for (const call2 of file.modules) {
    const name = call2.labels[0];
    const written = writtenSource(call2);
    let message;
    if (call2.note !== void 0) message = call2.note;
    else if (written === void 0) message = `module "${name}": its source is not a literal string; the module is not read`;
    else if (call2.installed !== void 0) {
      if (!folders.has(call2.installed)) message = `module "${name}": its installed copy (${call2.installed}) was not read; its resources are not checked`;
    } else if (isLocalModuleSource(written)) {
      const folder = moduleFolder(file.folder, written);
      if (folder === void 0 || !folders.has(folder)) message = `module "${name}": the folder ${folder ?? written} is not among the files read; its resources are not checked`;
    } else message = `module "${name}": ${written} is not installed (run terraform init, which records it in .terraform/modules/modules.json); its resources are not checked`;
    if (message !== void 0) out.push({ ruleId: "terraform-module", severity: import_catalog.RULES["terraform-module"].severity, message, path: [], ...call2.at ?? WHOLE_FILE });
  }
  return out;
}
function configFolders(files) {
  return new Set(files.map((f) => f.folder));
}
const MAX_INSTANCES = import_limits.DEFAULT_LIMITS.maxTerraformInstances;
class Fail {
  why;
  constructor(why, names = false) {
    this.why = names ? why : why.replace(/"(?:[^"\\]|\\.)*(?:"|\u2026|$)/g, (q) => q.length <= 6 && q.endsWith('"') ? q : '"\u2026"');
  }
}
const MAX_VALUES = import_limits.DEFAULT_LIMITS.maxTerraformValues;
function spend(budget, n) {
  budget.instances -= n;
  if (budget.instances >= 0) return true;
  budget.exhausted ||= "instances";
  return false;
}
const SIZE_FLOOR = 25e4;
const sizeBudget = (bytes) => SIZE_FLOOR + Math.max(0, Math.floor(bytes / 4));
const newBudget = (limits = import_limits.DEFAULT_LIMITS, bytes) => {
  const bySize = bytes === void 0 ? Infinity : sizeBudget(bytes);
  return { instances: limits.maxTerraformInstances, values: Math.min(limits.maxTerraformValues, bySize), bySize: limits.maxTerraformValues > bySize, exhausted: false, unknown: /* @__PURE__ */ new Set(), unresolved: [], why: /* @__PURE__ */ new Map() };
};
function charge(budget, n) {
  budget.values -= n;
  if (budget.values >= 0) return true;
  budget.exhausted ||= "values";
  return false;
}
const BUDGET_WHY = "not evaluated: the configuration passed its expansion budget";
function sizeOf(v, limit) {
  let n = 0;
  const stack = [v];
  while (stack.length && n <= limit) {
    const x = stack.pop();
    n++;
    if (Array.isArray(x)) (0, import_data.appendAll)(stack, x);
    else if (typeof x === "object" && x !== null && !(x instanceof import_resources.Ref)) (0, import_data.appendAll)(stack, Object.values(x));
    else if (typeof x === "string" && x.length > 64) n += x.length >> 6;
  }
  return n;
}
function reuse(v, c) {
  const budget = c.inst.run.budget;
  if (typeof v !== "object" || v === null || v instanceof import_resources.Ref) return v;
  return charge(budget, sizeOf(v, Math.max(0, budget.values))) ? v : unknown(c, BUDGET_WHY);
}
function unknown(c, why) {
  const run = c.inst.run;
  if (run.cause === "") run.cause = why;
  return import_resources.UNKNOWN;
}
const RESOURCE_OBJECTS = /* @__PURE__ */ new WeakSet();
function resourceObject(run, address) {
  let o = run.resourceObjects.get(address);
  if (!o) {
    o = { id: new import_resources.Ref(address, "id") };
    RESOURCE_OBJECTS.add(o);
    run.resourceObjects.set(address, o);
  }
  return o;
}
const typeName = (v) => v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "an object" : typeof v === "string" ? "a string" : typeof v === "number" ? "a number" : "a bool";
function byCodePoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 55296 && x <= 57343;
    const ys = y >= 55296 && y <= 57343;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
const isSet = (v) => (0, import_variables.isSetValue)(v);
function step(v, key, c, attr) {
  if (v === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  if (v instanceof import_resources.Ref) return unknown(c, `${v.address}.${v.attribute} is known only after apply`);
  if (v === null) throw new Fail(attr ? `attempt to get attribute ${(0, import_text2.show)(String(key))} of null` : "attempt to index null", attr);
  if (Array.isArray(v)) {
    if (attr && !(typeof key === "string" && /^(0|[1-9][0-9]*)$/.test(key))) throw new Fail(`a list has no attribute ${(0, import_text2.show)(String(key))}`, true);
    const i = typeof key === "number" ? key : /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : NaN;
    if (!Number.isInteger(i)) throw new Fail(`a list index must be a whole number, not ${(0, import_text2.show)(String(key))}`);
    if (isSet(v)) throw new Fail("elements of a set are not indexed; use tolist() or a for expression");
    if (i < 0 || i >= v.length) throw new Fail(`index ${i} is out of range for a list of ${v.length}`);
    return v[i];
  }
  if (typeof v === "object") {
    const k = String(key);
    if (Object.prototype.hasOwnProperty.call(v, k)) return v[k];
    if (RESOURCE_OBJECTS.has(v)) return unknown(c, attr ? `${v.id.address}.${k} is known only after apply` : `${v.id.address}: an attribute known only after apply`);
    throw new Fail(attr ? `no attribute ${(0, import_text2.show)(k)}` : `no key ${(0, import_text2.show)(k)}`, attr);
  }
  throw new Fail(`${typeName(v)} has no attributes or elements`);
}
function walk(v, parts, c) {
  let x = v;
  for (const p of parts) x = step(x, p, c, typeof p === "string");
  return x;
}
function refText(root, parts) {
  return root + parts.map((p) => typeof p === "number" ? `[${p}]` : /^[A-Za-z_][A-Za-z0-9_-]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`).join("");
}
const MAX_EVAL_DEPTH = 128;
const MAX_STRING = 16 * 1024 * 1024;
function ev(e, c, d) {
  if (d > MAX_EVAL_DEPTH) return unknown(c, "not evaluated: nested too deep");
  if (!charge(c.inst.run.budget, 1)) return unknown(c, BUDGET_WHY);
  switch (e.k) {
    case "lit":
      return e.v;
    case "tuple": {
      const out = [];
      for (const x of e.items) out.push(ev(x, c, d + 1));
      return out;
    }
    case "object": {
      const out = {};
      for (const [k, x] of e.items) (0, import_data.setOwn)(out, k, ev(x, c, d + 1));
      return out;
    }
    case "dobj": {
      const out = {};
      let whole;
      for (const [kx, x] of e.items) {
        const key = keyString(ev(kx, c, d + 1), c, "an object key");
        const value = ev(x, c, d + 1);
        if (key === import_resources.UNKNOWN) whole = import_resources.UNKNOWN;
        else (0, import_data.setOwn)(out, key, value);
      }
      return whole ?? out;
    }
    case "ref":
      return reference(e.root, e.parts, c, d);
    case "unknown":
      return unknown(c, e.why ? `${e.why}: not evaluated` : "an expression cloudlint does not evaluate");
    case "tpl":
      return template(e.parts, c, d);
    case "cond": {
      const t = truth(ev(e.c, c, d + 1), c, "the condition");
      if (t === import_resources.UNKNOWN) return import_resources.UNKNOWN;
      return ev(t ? e.t : e.f, c, d + 1);
    }
    case "bin":
      return binary(e.op, ev(e.l, c, d + 1), ev(e.r, c, d + 1), c);
    case "un": {
      const v = ev(e.x, c, d + 1);
      if (e.op === "!") {
        const t = truth(v, c, 'the operand of "!"');
        return t === import_resources.UNKNOWN ? import_resources.UNKNOWN : !t;
      }
      const n = num(v, c, 'the operand of "-"');
      return n === import_resources.UNKNOWN ? import_resources.UNKNOWN : n === 0 ? 0 : -n;
    }
    case "call":
      return call(e, c, d);
    case "for":
      return forExpr(e, c, d);
    case "index": {
      const target = ev(e.x, c, d + 1);
      const key = ev(e.key, c, d + 1);
      if (key === import_resources.UNKNOWN || target === import_resources.UNKNOWN) return import_resources.UNKNOWN;
      if (key instanceof import_resources.Ref) return unknown(c, "an index known only after apply");
      if (typeof key !== "string" && typeof key !== "number") throw new Fail(`an index must be a number or a string, not ${typeName(key)}`);
      return step(target, key, c, false);
    }
    case "attr":
      return step(ev(e.x, c, d + 1), e.name, c, true);
    case "splat": {
      const target = ev(e.x, c, d + 1);
      if (target === import_resources.UNKNOWN) return import_resources.UNKNOWN;
      if (target === null) return [];
      const items = Array.isArray(target) ? target : [target];
      const out = [];
      for (const item of items) out.push(ev(e.each, { ...c, item }, d + 1));
      return out;
    }
    case "item":
      return c.item === void 0 ? unknown(c, "a splat's item outside a splat") : c.item;
  }
}
function truth(v, c, what) {
  if (typeof v === "boolean") return v;
  if (v === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  if (v instanceof import_resources.Ref) return unknown(c, `${what} is known only after apply`);
  if (v === "true" || v === "false") return v === "true";
  throw new Fail(`${what} must be a bool, not ${typeName(v)}`);
}
function num(v, c, what) {
  if (typeof v === "number") return v;
  if (v === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  if (v instanceof import_resources.Ref) return unknown(c, `${what} is known only after apply`);
  if (typeof v === "string" && /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(v)) return Number(v);
  throw new Fail(`${what} must be a number, not ${typeName(v)}`);
}
function keyString(v, c, what) {
  if (v === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  if (v instanceof import_resources.Ref) return unknown(c, `${what} is known only after apply`);
  if (v === null) throw new Fail(`${what} is null`);
  const s = (0, import_functions.toStringValue)(v);
  if (s === void 0) throw new Fail(`${what} must be a string, not ${typeName(v)}`);
  return s;
}
function equal(a, b, depth = 0) {
  if (a === import_resources.UNKNOWN || b === import_resources.UNKNOWN || a instanceof import_resources.Ref || b instanceof import_resources.Ref) {
    if (a instanceof import_resources.Ref && b instanceof import_resources.Ref && a.address === b.address && a.attribute === b.attribute) return true;
    return import_resources.UNKNOWN;
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (depth > 64) return import_resources.UNKNOWN;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  let unknownPart = false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const r = equal(a[i], b[i], depth + 1);
      if (r === false) return false;
      if (r === import_resources.UNKNOWN) unknownPart = true;
    }
    return unknownPart ? import_resources.UNKNOWN : true;
  }
  const ao = a;
  const bo = b;
  const ka = Object.keys(ao);
  if (ka.length !== Object.keys(bo).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(bo, k)) return false;
    const r = equal(ao[k], bo[k], depth + 1);
    if (r === false) return false;
    if (r === import_resources.UNKNOWN) unknownPart = true;
  }
  return unknownPart ? import_resources.UNKNOWN : true;
}
function binary(op, l, r, c) {
  switch (op) {
    case "==":
    case "!=": {
      const eq = equal(l, r);
      return eq === import_resources.UNKNOWN ? import_resources.UNKNOWN : op === "==" ? eq : !eq;
    }
    case "&&":
    case "||": {
      const a2 = truth(l, c, `the left operand of "${op}"`);
      const b2 = truth(r, c, `the right operand of "${op}"`);
      if (op === "&&") return a2 === false || b2 === false ? false : a2 === import_resources.UNKNOWN || b2 === import_resources.UNKNOWN ? import_resources.UNKNOWN : true;
      return a2 === true || b2 === true ? true : a2 === import_resources.UNKNOWN || b2 === import_resources.UNKNOWN ? import_resources.UNKNOWN : false;
    }
  }
  const a = num(l, c, `the left operand of "${op}"`);
  const b = num(r, c, `the right operand of "${op}"`);
  if (a === import_resources.UNKNOWN || b === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  switch (op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      if (b === 0) throw new Fail("division by zero");
      return a / b;
    case "%":
      if (b === 0) throw new Fail("modulo by zero");
      return a % b;
    case "<":
      return a < b;
    case ">":
      return a > b;
    case "<=":
      return a <= b;
    default:
      return a >= b;
  }
}
function iterate(v, c, what) {
  if (v === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  if (v instanceof import_resources.Ref) return unknown(c, `${what} is known only after apply`);
  if (Array.isArray(v)) {
    const set = (0, import_variables.isSetValue)(v);
    return v.map((x, i) => [set && (typeof x === "string" || typeof x === "number") ? x : i, x]);
  }
  if (typeof v === "object" && v !== null) {
    if (RESOURCE_OBJECTS.has(v)) return unknown(c, `${what} is a resource's attributes, known only after apply`);
    return Object.keys(v).sort(byCodePoints).map((k) => [k, v[k]]);
  }
  throw new Fail(`${what} must be a list, a set or a map, not ${typeName(v)}`);
}
function bind(name, value, up) {
  return name === void 0 ? up : { name, value, up };
}
function forExpr(e, c, d) {
  const items = iterate(ev(e.coll, c, d + 1), c, "the collection of a for expression");
  if (items === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  const list = e.key ? void 0 : [];
  const obj = {};
  let whole = false;
  for (const [k, v] of items) {
    if (!charge(c.inst.run.budget, 1)) return unknown(c, BUDGET_WHY);
    const inner = { ...c, scope: bind(e.vv, v, bind(e.kv, k, c.scope)) };
    if (e.cond) {
      const keep = truth(ev(e.cond, inner, d + 1), inner, "the condition of a for expression");
      if (keep === import_resources.UNKNOWN) whole = true;
      if (keep !== true) continue;
    }
    if (list) {
      list.push(ev(e.val, inner, d + 1));
      continue;
    }
    const key = keyString(ev(e.key, inner, d + 1), inner, "a for expression's key");
    const value = ev(e.val, inner, d + 1);
    if (key === import_resources.UNKNOWN) {
      whole = true;
      continue;
    }
    if (e.group) {
      const had = Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : void 0;
      if (Array.isArray(had)) had.push(value);
      else (0, import_data.setOwn)(obj, key, [value]);
    } else {
      if (Object.prototype.hasOwnProperty.call(obj, key)) throw new Fail(`two items of a for expression have the key ${(0, import_text2.show)(key)}; add "..." after the value to group them`);
      (0, import_data.setOwn)(obj, key, value);
    }
  }
  if (whole) return import_resources.UNKNOWN;
  return list ?? obj;
}
function template(parts, c, d) {
  if (parts.length === 1 && parts[0].k === "interp") return ev(parts[0].e, c, d + 1);
  const out = [];
  const length = { n: 0 };
  const r = render(parts, c, d, out, length);
  return r === import_resources.UNKNOWN ? import_resources.UNKNOWN : out.join("");
}
function render(parts, c, d, out, length) {
  if (d > MAX_EVAL_DEPTH) return unknown(c, "not evaluated: nested too deep");
  let unknownPart = false;
  const add = (s) => {
    length.n += s.length;
    if (length.n > MAX_STRING || !charge(c.inst.run.budget, 1 + (s.length >> 6))) return false;
    out.push(s);
    return true;
  };
  for (const p of parts) {
    if (p.k === "text") {
      if (!add(p.s)) return unknown(c, BUDGET_WHY);
    } else if (p.k === "interp") {
      const s = keyString(ev(p.e, c, d + 1), c, "a template's interpolated value");
      if (s === import_resources.UNKNOWN) unknownPart = true;
      else if (!add(s)) return unknown(c, BUDGET_WHY);
    } else if (p.k === "if") {
      const t = truth(ev(p.c, c, d + 1), c, "the condition of %{ if }");
      if (t === import_resources.UNKNOWN) return import_resources.UNKNOWN;
      if (render(t ? p.t : p.f, c, d + 1, out, length) === import_resources.UNKNOWN) unknownPart = true;
    } else {
      const items = iterate(ev(p.coll, c, d + 1), c, "the collection of %{ for }");
      if (items === import_resources.UNKNOWN) return import_resources.UNKNOWN;
      for (const [k, v] of items) {
        const inner = { ...c, scope: bind(p.vv, v, bind(p.kv, k, c.scope)) };
        if (render(p.body, inner, d + 1, out, length) === import_resources.UNKNOWN) unknownPart = true;
      }
    }
  }
  return unknownPart ? import_resources.UNKNOWN : true;
}
function call(e, c, d) {
  if (e.name === "try") {
    let last = "no argument";
    for (const x of e.args) {
      const cause = c.inst.run.cause;
      try {
        return ev(x, c, d + 1);
      } catch (err) {
        if (!(err instanceof Fail)) throw err;
        last = err.why;
        c.inst.run.cause = cause;
      }
    }
    throw new Fail(`try(): no argument could be evaluated (the last: ${last})`);
  }
  if (e.name === "can") {
    if (e.args.length !== 1) throw new Fail("can() takes one argument");
    try {
      const v2 = ev(e.args[0], c, d + 1);
      return wholly(v2) ? true : import_resources.UNKNOWN;
    } catch (err) {
      if (!(err instanceof Fail)) throw err;
      return false;
    }
  }
  if (e.name.includes("::")) return unknown(c, `provider function ${e.name}() is not evaluated`);
  const args = [];
  for (const x of e.args) args.push(ev(x, c, d + 1));
  if (e.expand) {
    const last = args.pop();
    if (last === import_resources.UNKNOWN) return import_resources.UNKNOWN;
    if (!Array.isArray(last)) throw new Fail(`the argument before "..." must be a list, not ${typeName(last ?? null)}`);
    (0, import_data.appendAll)(args, last);
  }
  if (e.name === "templatestring") {
    if (args.length !== 2) throw new Fail("templatestring() takes a template and an object of variables");
    return templateText(args[0], args[1], c, d);
  }
  const run = c.inst.run;
  const host = { ...run.host, template: (text, vars) => templateText(text, vars, c, d) };
  const v = (0, import_functions.callFunction)(e.name, args, host);
  if (v instanceof import_functions.FnError) throw new Fail(`${e.name}(): ${v.message}`);
  if (v === import_resources.UNKNOWN) {
    if (!args.every((a) => wholly(a))) return unknown(c, `${e.name}() of a value not known`);
    if (import_functions.FILE_FUNCTIONS.has(e.name)) return unknown(c, `${e.name}(${typeof args[0] === "string" ? (0, import_text2.show)(args[0]) : ""}): the file is not read (outside the repository, past the size limits, or not given to the library)`);
    if (import_functions.NEVER_KNOWN.has(e.name)) return unknown(c, `${e.name}() is known only when Terraform runs`);
    run.budget.exhausted ||= "values";
    return unknown(c, BUDGET_WHY);
  }
  return v;
}
function templateText(text, vars, c, d) {
  if (text === import_resources.UNKNOWN || vars === import_resources.UNKNOWN) return import_resources.UNKNOWN;
  if (typeof text !== "string") throw new Fail(`a template must be a string, not ${typeName(text)}`);
  if (typeof vars !== "object" || vars === null || Array.isArray(vars) || vars instanceof import_resources.Ref) throw new Fail("a template's variables must be an object");
  if (!charge(c.inst.run.budget, 1 + (text.length >> 6))) return unknown(c, BUDGET_WHY);
  const parsed = (0, import_hcl.parseTemplate)(text, { maxDepth: 64, maxNodes: Math.max(1, c.inst.run.budget.values) });
  if (parsed.kind === "unknown") throw new Fail(parsed.why);
  let scope;
  for (const k of Object.keys(vars)) scope = { name: k, value: vars[k], up: scope };
  return ev(operation(parsed), { inst: c.inst, ...scope ? { scope } : {}, bare: true }, d + 1);
}
function wholly(v, depth = 0) {
  if (v === import_resources.UNKNOWN || v instanceof import_resources.Ref) return false;
  if (typeof v !== "object" || v === null) return true;
  if (depth > 64) return false;
  return Array.isArray(v) ? v.every((x) => wholly(x, depth + 1)) : Object.keys(v).every((k) => wholly(v[k], depth + 1));
}
function guarded(c, f) {
  try {
    return f();
  } catch (err) {
    if (!(err instanceof Fail)) throw err;
    return unknown(c, `Terraform would report an error: ${err.why}`);
  }
}
function evaluate(e, c, d = 0) {
  return guarded(c, () => ev(e, c, d));
}
function reference(root, parts, c, d) {
  for (let s = c.scope; s; s = s.up) if (s.name === root) return reuse(walk(s.value, parts, c), c);
  if (c.bare) throw new Fail(`${(0, import_text2.show)(refText(root, parts.slice(0, 1)))} is not among the template's variables`);
  const inst = c.inst;
  switch (root) {
    case "count":
      if (parts.length !== 1 || parts[0] !== "index") throw new Fail(`${refText(root, parts)} is not an attribute of count`);
      if (c.count === void 0) return unknown(c, "count.index outside a block with a known count");
      return c.count;
    case "each":
      if (!c.each) return unknown(c, `${refText(root, parts)} outside a block with a known for_each`);
      if (parts[0] === "key") return walk(c.each.key, parts.slice(1), c);
      if (parts[0] === "value") return reuse(walk(c.each.value, parts.slice(1), c), c);
      throw new Fail(`${refText(root, parts)}: each has key and value`);
    case "path": {
      const which = parts[0];
      if (which === "module" || which === "root") return walk(which === "module" ? relativeFolder(rootFolder(inst), inst.module.folder) : ".", parts.slice(1), c);
      return unknown(c, `${refText(root, parts.slice(0, 1))} depends on where Terraform runs`);
    }
    case "terraform":
      if (parts[0] === "workspace") return walk(inst.run.workspace, parts.slice(1), c);
      return unknown(c, `${refText(root, parts)} is not evaluated`);
    case "local": {
      const name = parts[0];
      if (typeof name !== "string") throw new Fail("local needs a name: local.<name>");
      return reuse(walk(localValue(inst, name, c, d), parts.slice(1), c), c);
    }
    case "var": {
      const name = parts[0];
      if (typeof name !== "string") throw new Fail("var needs a name: var.<name>");
      const value = inst.vars.get(name);
      if (value === void 0) return unknown(c, `no value for var.${name}`);
      if (value === import_resources.UNKNOWN) return unknown(c, inst.varWhy.get(name) ?? `no value for var.${name}`);
      return reuse(walk(value, parts.slice(1), c), c);
    }
    case "data":
      return unknown(c, `data source ${refText(root, parts.slice(0, 2))}`);
    case "module": {
      const name = parts[0];
      if (typeof name !== "string") throw new Fail("module needs a name: module.<name>");
      return moduleReference(c, name, parts.slice(1), d);
    }
    case "self":
      return unknown(c, "self is not evaluated");
  }
  if (/^[A-Za-z][A-Za-z0-9_-]*_[A-Za-z0-9_-]+$/.test(root) && typeof parts[0] === "string") {
    if (!root.startsWith("linode_")) return unknown(c, `${refText(root, parts.slice(0, 2))}: another provider's resource (known only after apply)`);
    return walk(resourceValue(c, root, parts[0], d), parts.slice(1), c);
  }
  throw new Fail(`${(0, import_text2.show)(refText(root, parts.slice(0, 1)))} is not a name Terraform knows here`);
}
function relativeFolder(from, to) {
  const a = from.split("/").filter((p) => p !== "" && p !== ".");
  const b = to.split("/").filter((p) => p !== "" && p !== ".");
  if (from.startsWith("/") !== to.startsWith("/")) return to || ".";
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const parts = [...a.slice(i).map(() => ".."), ...b.slice(i)];
  return parts.length ? parts.join("/") : ".";
}
function fromRoot(root, path) {
  if (path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path)) return path;
  return moduleFolder(root, `./${path}`) ?? path;
}
function rootFolder(inst) {
  for (const f of inst.path) return f;
  return inst.module.folder;
}
function localValue(inst, name, c, d) {
  const expr = inst.module.locals.get(name);
  if (!inst.locals.has(name) && !expr) return unknown(c, `local.${name} is not defined in the files read`);
  return once(inst, inst.locals, inst.localWhy, name, `local.${name}`, expr, c, d);
}
function once(inst, values, whys, name, label, expr, c, d) {
  const known = values.get(name);
  if (known !== void 0 || !expr) {
    const v = known ?? import_resources.UNKNOWN;
    const why2 = whys.get(name);
    if (v === import_resources.UNKNOWN || why2 !== void 0) unknown(c, why2 ?? `${label} is unknown`);
    return v;
  }
  if (inst.evaluating.has(label)) return unknown(c, `${label} refers to itself`);
  inst.evaluating.add(label);
  const run = inst.run;
  const outer = run.cause;
  run.cause = "";
  const value = evaluate(expr, { inst }, d + 1);
  inst.evaluating.delete(label);
  const why = run.cause;
  run.cause = outer;
  values.set(name, value);
  const partly = value === import_resources.UNKNOWN || !wholly(value);
  if (partly) whys.set(name, `${label}: ${why || "a part of it is unknown"}`);
  if (partly) unknown(c, whys.get(name));
  return value;
}
function resourceValue(c, type, name, d) {
  const inst = c.inst;
  const base = `${inst.prefix}${type}.${name}`;
  const block = inst.module.byName.get(`${type}.${name}`);
  if (!block) return resourceObject(inst.run, base);
  const exp = expansion(inst, `resource.${type}.${name}`, block.body, d);
  if ("why" in exp) return unknown(c, `${type}.${name}: ${exp.why}`);
  const keyed = block.body.attrs.has("count") ? "count" : block.body.attrs.has("for_each") ? "for_each" : void 0;
  if (!keyed) return resourceObject(inst.run, base);
  if (!charge(inst.run.budget, exp.list.length)) return unknown(c, BUDGET_WHY);
  if (keyed === "count") return exp.list.map((k) => resourceObject(inst.run, base + k.suffix));
  const out = {};
  for (const k of exp.list) (0, import_data.setOwn)(out, k.each.key, resourceObject(inst.run, base + k.suffix));
  return out;
}
function moduleReference(c, name, rest, d) {
  const inst = c.inst;
  const call2 = inst.module.modules.find((m) => m.labels[0] === name);
  if (!call2) throw new Fail(`no module call named ${(0, import_text2.show)(name)}`);
  const children = childInstances(inst, call2, d);
  if ("why" in children) return unknown(c, `module.${name}: ${children.why}`);
  const outputs = (child, more) => {
    const out = more[0];
    if (typeof out === "string") return walk(outputValue(child, out, c, d), more.slice(1), c);
    if (more.length > 0) throw new Fail(`module.${name} has outputs, not elements`);
    const o2 = {};
    for (const k of child.module.outputs.keys()) (0, import_data.setOwn)(o2, k, outputValue(child, k, c, d));
    return o2;
  };
  if (!children.keyed) return outputs(children.list[0].inst, rest);
  const key = rest[0];
  if (key !== void 0) {
    const hit = children.list.find((x) => children.keyed === "count" ? x.key.count === key : x.key.each?.key === key);
    if (!hit) throw new Fail(`module.${name} has no instance ${(0, import_text2.show)(String(key))}`);
    return outputs(hit.inst, rest.slice(1));
  }
  if (!charge(inst.run.budget, children.list.length)) return unknown(c, BUDGET_WHY);
  if (children.keyed === "count") return children.list.map((x) => outputs(x.inst, []));
  const o = {};
  for (const x of children.list) (0, import_data.setOwn)(o, x.key.each.key, outputs(x.inst, []));
  return o;
}
function outputValue(inst, name, c, d) {
  const decl = inst.module.outputs.get(name);
  const label = `${inst.prefix}output.${name}`;
  if (!decl) throw new Fail(`the module has no output ${(0, import_text2.show)(name)}`, true);
  if (decl.sensitive && !inst.outputs.has(name)) {
    inst.outputs.set(name, import_resources.UNKNOWN);
    inst.outputWhy.set(name, `${label} is sensitive`);
  }
  return once(inst, inst.outputs, inst.outputWhy, name, label, decl.value, c, d);
}
function expansion(inst, key, body, d) {
  const known = inst.expansions.get(key);
  if (known) return known;
  if (inst.evaluating.has(key)) return { why: "its count or for_each refers to itself", attribute: body.attrs.has("count") ? "count" : "for_each" };
  inst.evaluating.add(key);
  const run = inst.run;
  const outer = run.cause;
  run.cause = "";
  const exp = expand(body, { inst }, d);
  run.cause = outer;
  inst.evaluating.delete(key);
  inst.expansions.set(key, exp);
  return exp;
}
function expand(body, c, d) {
  const budget = c.inst.run.budget;
  const count = body.attrs.get("count");
  const forEach = body.attrs.get("for_each");
  const attribute = count ? "count" : "for_each";
  const why = (fallback) => ({ why: budget.exhausted ? `${attribute} not expanded: the configuration passed its expansion budget` : `${attribute}: ${c.inst.run.cause || fallback}`, attribute });
  const e = count ?? forEach;
  if (!e) return spend(budget, 1) ? { list: [{ suffix: "" }] } : why("");
  let v = evaluate(e, c, d + 1);
  if (v === import_resources.UNKNOWN || v instanceof import_resources.Ref) return why("not known");
  let list;
  if (count) {
    if (typeof v === "string" && /^[0-9]+$/.test(v.trim())) v = Number(v);
    list = typeof v !== "number" || !Number.isInteger(v) || v < 0 ? "count is not a whole number of 0 or more" : v > budget.instances ? [] : Array.from({ length: v }, (_, i) => ({ suffix: `[${i}]`, count: i }));
    if (typeof v === "number" && v > budget.instances) budget.exhausted ||= "instances";
  } else if ((0, import_variables.isSetValue)(v)) {
    list = !v.every((x) => typeof x === "string") ? v.some((x) => x === import_resources.UNKNOWN || x instanceof import_resources.Ref) ? "a key of for_each is not known" : "for_each is not a map or a set of strings" : v.length > budget.instances ? [] : v.map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: key } }));
    if (v.length > budget.instances) budget.exhausted ||= "instances";
  } else if (typeof v !== "object" || v === null || Array.isArray(v) || RESOURCE_OBJECTS.has(v)) {
    list = "for_each is not a map or a set of strings (a list must go through toset())";
  } else {
    const map = v;
    const keys = Object.keys(map);
    if (keys.length > budget.instances) budget.exhausted ||= "instances";
    list = keys.length > budget.instances ? [] : keys.sort(byCodePoints).map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: map[key] } }));
  }
  if (typeof list === "string") return why(list);
  if (budget.exhausted || !spend(budget, list.length)) return why("");
  return { list };
}
function childInstances(inst, call2, d) {
  const name = call2.labels[0];
  const known = inst.children.get(name);
  if (known) return known;
  if (inst.evaluating.has(`call.${name}`)) return { why: "its arguments refer to its own outputs (a cycle)", attribute: "source" };
  inst.evaluating.add(`call.${name}`);
  const result = (() => {
    const folder = callFolder(inst.module, call2);
    const child = folder !== void 0 ? inst.run.modules.get(folder) : void 0;
    const written = writtenSource(call2);
    if (!child || inst.path.has(child.folder) || inst.depth >= MAX_MODULE_DEPTH) {
      const why = written === void 0 ? "its source is not a literal string" : child && inst.depth >= MAX_MODULE_DEPTH ? `modules nest more than ${MAX_MODULE_DEPTH} deep` : child ? "the module calls itself (a cycle)" : folder !== void 0 ? `local module ${JSON.stringify(written)} is not among the linted files` : `module ${JSON.stringify(written)} is not a local folder (registry and git modules are not read)`;
      return { why, attribute: "source" };
    }
    const exp = expansion(inst, `module.${name}`, call2.body, d);
    if ("why" in exp) return exp;
    const keyed = call2.body.attrs.has("count") ? "count" : call2.body.attrs.has("for_each") ? "for_each" : void 0;
    const path = new Set(inst.path);
    path.add(child.folder);
    const list = exp.list.map((key) => {
      const prefix = `${inst.prefix}module.${name}${key.suffix}.`;
      const c = { inst, ...key.count !== void 0 ? { count: key.count } : {}, ...key.each ? { each: key.each } : {} };
      const args = /* @__PURE__ */ new Map();
      const run = inst.run;
      const outer = run.cause;
      const argWhy = /* @__PURE__ */ new Map();
      for (const [k, x] of call2.body.attrs) {
        if (META.has(k) || !child.variables.has(k)) continue;
        run.cause = "";
        const value = evaluate(x, c, d + 1);
        if (run.cause) argWhy.set(k, `the argument ${k} of module.${name}: ${run.cause}`);
        args.set(k, [{ value }]);
      }
      run.cause = outer;
      const { vars, varWhy } = moduleVariables(child, args, prefix, run.budget);
      for (const [k, w] of argWhy) if (vars.get(k) === import_resources.UNKNOWN || !wholly(vars.get(k) ?? null)) varWhy.set(k, w);
      return { key, inst: newInstance(run, prefix, child, vars, varWhy, path, inst.depth + 1) };
    });
    return { list, keyed };
  })();
  inst.evaluating.delete(`call.${name}`);
  inst.children.set(name, result);
  return result;
}
function newInstance(run, prefix, module2, vars, varWhy, path, depth) {
  return { run, prefix, module: module2, vars, varWhy, locals: /* @__PURE__ */ new Map(), localWhy: /* @__PURE__ */ new Map(), outputs: /* @__PURE__ */ new Map(), outputWhy: /* @__PURE__ */ new Map(), evaluating: /* @__PURE__ */ new Set(), expansions: /* @__PURE__ */ new Map(), children: /* @__PURE__ */ new Map(), path, depth };
}
const NUMBERS = /* @__PURE__ */ new Set(["cluster_size", "prefix_length", "duration", "hour_of_day", "day_of_week", "week_of_month"]);
const STRINGS = /* @__PURE__ */ new Set(["label", "region", "type", "image", "engine_id", "description", "action", "protocol", "ports", "inbound_policy", "outbound_policy", "route_target", "script", "rev_note", "frequency", "purpose", "ipam_address", "address", "group", "engine", "version", "replication_type", "cluster_ip", "ip_address", "vpc", "nat_1_1", "linode_ipv4", "root_pass"]);
const STRING_LISTS = /* @__PURE__ */ new Set(["ipv4", "ipv6", "allow_list", "tags", "images", "authorized_keys", "authorized_users", "addresses"]);
const BOOLEANS = /* @__PURE__ */ new Set(["disabled", "is_public", "encrypted", "ssl_connection"]);
function bySchema(key, v, depth) {
  if ((typeof v === "number" || typeof v === "boolean") && STRINGS.has(key)) return (0, import_functions.toStringValue)(v);
  if (Array.isArray(v) && STRING_LISTS.has(key) && v.some((x) => typeof x === "number" || typeof x === "boolean")) {
    const out = v.map((x) => typeof x === "number" || typeof x === "boolean" ? (0, import_functions.toStringValue)(x) : x);
    return (0, import_variables.isSetValue)(v) ? (0, import_variables.makeSetValue)(out) : out;
  }
  if (NUMBERS.has(key) && typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?$/.test(v.trim())) return Number(v);
  if (BOOLEANS.has(key) && (v === "true" || v === "false")) return v === "true";
  if (depth < 4 && typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof import_resources.Ref)) {
    const out = {};
    for (const k of Object.keys(v)) (0, import_data.setOwn)(out, k, bySchema(k, v[k], depth + 1));
    return out;
  }
  return v;
}
const UNKNOWN_IN_PLACE = /* @__PURE__ */ new Set(["inbound", "outbound"]);
const MAX_WHY = 64;
const pathOf = (at) => {
  const out = [];
  for (let a = at; a; a = a.up) out.push(a.key);
  return out.reverse();
};
function noteUnknowns(v, at, why, notes, depth = 0) {
  if (notes.length >= MAX_WHY) return;
  if (v === import_resources.UNKNOWN) notes.push({ attribute: at, why: why || "its value is not known to cloudlint" });
  else if (depth > 16 || typeof v !== "object" || v === null || v instanceof import_resources.Ref) return;
  else if (Array.isArray(v)) v.forEach((x, i) => noteUnknowns(x, [...at, i], why, notes, depth + 1));
  else for (const k of Object.keys(v)) noteUnknowns(v[k], [...at, k], why, notes, depth + 1);
}
function bodyValues(body, c, depth = 0, notes, at, generated) {
  const out = {};
  const run = c.inst.run;
  for (const [k, x] of body.attrs) {
    if (META.has(k)) continue;
    run.cause = "";
    const v = bySchema(k, evaluate(x, c), 0);
    (0, import_data.setOwn)(out, k, v);
    if (notes && notes.length < MAX_WHY && (run.cause !== "" || !wholly(v))) noteUnknowns(v, pathOf({ up: at, key: k }), run.cause, notes);
  }
  for (const [k, list] of body.blocks) {
    if (META.has(k) || depth >= 16) continue;
    const items = [];
    let whole;
    for (const b of list) {
      if (!isDynamic(b)) {
        items.push(bodyValues(b, c, depth + 1, notes, { up: { up: at, key: k }, key: items.length }));
        continue;
      }
      run.cause = "";
      const coll = guarded(c, () => iterate(ev(b.forEach, c, 0), c, `the for_each of dynamic "${k}"`));
      if (coll === import_resources.UNKNOWN) {
        if (notes && notes.length < MAX_WHY) notes.push({ attribute: pathOf({ up: at, key: k }), why: `dynamic "${k}": ${run.cause || "its for_each is not known"}` });
        if (UNKNOWN_IN_PLACE.has(k)) {
          items.push(import_resources.UNKNOWN);
          continue;
        }
        whole = import_resources.UNKNOWN;
        break;
      }
      for (const [key, value] of coll) {
        if (!charge(run.budget, 1)) {
          whole = import_resources.UNKNOWN;
          break;
        }
        const iterator = {};
        (0, import_data.setOwn)(iterator, "key", key);
        (0, import_data.setOwn)(iterator, "value", value);
        if (generated && depth === 0) generated.set(`${k}${SEP}${items.length}`, b.ordinal);
        items.push(bodyValues(b.content, { ...c, scope: { name: b.iterator, value: iterator, up: c.scope } }, depth + 1, notes, { up: { up: at, key: k }, key: items.length }));
      }
      if (whole !== void 0) break;
    }
    (0, import_data.setOwn)(out, k, whole ?? items);
  }
  for (const k of body.dynamic) {
    (0, import_data.setOwn)(out, k, import_resources.UNKNOWN);
    if (notes && notes.length < MAX_WHY) notes.push({ attribute: pathOf({ up: at, key: k }), why: `dynamic "${k}" blocks of JSON syntax are not expanded` });
  }
  return out;
}
function moduleResources(inst, out, blocks) {
  const budget = inst.run.budget;
  const prefix = inst.prefix;
  for (const block of inst.module.resources) {
    const [type, name] = block.labels;
    if (!type.startsWith("linode_")) continue;
    const blockFile = block.fileIndex;
    const module2 = `${prefix}${type}.${name}`;
    if (blocks && !blocks.has(module2)) blocks.set(module2, (attribute) => ({ fileIndex: blockFile, path: ["resource", type, name, ...attribute] }));
    if (budget.exhausted) return;
    const exp = expansion(inst, `resource.${type}.${name}`, block.body, 0);
    if ("why" in exp) {
      budget.unknown.add(module2);
      budget.why.set(module2, { why: exp.why, type, fileIndex: blockFile, path: ["resource", type, name, exp.attribute] });
      continue;
    }
    for (const key of exp.list) {
      if (budget.exhausted || !charge(budget, 1)) return;
      const c = { inst, ...key.count !== void 0 ? { count: key.count } : {}, ...key.each ? { each: key.each } : {} };
      const unknownWhy = [];
      const generated = block.body.generates ? /* @__PURE__ */ new Map() : void 0;
      const values = bodyValues(block.body, c, 0, unknownWhy, void 0, generated);
      out.push({
        address: module2 + key.suffix,
        module: module2,
        type,
        values,
        unknownWhy,
        locate: (attribute) => {
          const ordinal = generated?.size && attribute.length >= 2 ? generated.get(`${String(attribute[0])}${SEP}${String(attribute[1])}`) : void 0;
          if (ordinal !== void 0) return { fileIndex: blockFile, path: ["resource", type, name, "dynamic", attribute[0], ordinal, ...attribute.slice(2)] };
          return { fileIndex: blockFile, path: ["resource", type, name, ...attribute] };
        },
        creating: true
      });
    }
  }
  for (const call2 of inst.module.modules) {
    if (budget.exhausted) return;
    const callAddress = `${prefix}module.${call2.labels[0]}`;
    const children = childInstances(inst, call2, 0);
    if ("why" in children) {
      budget.unknown.add(callAddress);
      budget.why.set(callAddress, { why: children.why, fileIndex: call2.fileIndex, path: ["module", call2.labels[0], children.attribute] });
      continue;
    }
    for (const child of children.list) moduleResources(child.inst, out, blocks);
  }
}
const MAX_UNRESOLVED = 1e3;
const UNRESOLVED_WHY = {
  "no value": (n) => `no value for ${n}`,
  sensitive: (n) => `${n} is sensitive (its value is never used)`,
  "not of its type": (n) => `the value given for ${n} is not of its type`,
  "not a literal": (n) => `the value given for ${n} is not a literal`,
  "definitions file not read": (n) => `no value for ${n}: a definitions file could not be read`
};
function moduleVariables(m, assigned, prefix, budget) {
  const vars = /* @__PURE__ */ new Map();
  const varWhy = /* @__PURE__ */ new Map();
  for (const [name, decl] of m.variables) {
    const { value, unresolved } = assigned === "unreadable" ? { value: import_resources.UNKNOWN, unresolved: "definitions file not read" } : (0, import_variables.variableValue)(decl, assigned.get(name) ?? []);
    if (unresolved) {
      if (budget.unresolved.length < MAX_UNRESOLVED) budget.unresolved.push({ name: `${prefix}var.${name}`, why: unresolved });
      varWhy.set(name, UNRESOLVED_WHY[unresolved](`${prefix}var.${name}`));
    }
    vars.set(name, value === import_resources.UNKNOWN || charge(budget, sizeOf(value, Math.max(0, budget.values))) ? value : import_resources.UNKNOWN);
  }
  return { vars, varWhy };
}
function underUnknown(address, unknown2) {
  if (unknown2.size === 0) return false;
  if (unknown2.has(address.replace(/\[[^\]]*\]$/, ""))) return true;
  for (const m of address.matchAll(/(?:^|\.)module\.[^.[]+(\[[^\]]*\])?/g)) {
    const prefix = address.slice(0, m.index + m[0].length);
    if (unknown2.has(prefix) || m[1] !== void 0 && unknown2.has(prefix.slice(0, -m[1].length))) return true;
  }
  return false;
}
function callFolder(caller, call2) {
  if (call2.installed !== void 0) return call2.installed;
  const source = writtenSource(call2);
  return source !== void 0 ? moduleFolder(caller.folder, source) : void 0;
}
function calledFolders(modules) {
  const called = /* @__PURE__ */ new Set();
  for (const m of modules.values()) {
    for (const call2 of m.modules) {
      const folder = callFolder(m, call2);
      if (folder !== void 0 && folder !== m.folder && modules.has(folder)) called.add(folder);
    }
  }
  return called;
}
function newRun(budget, modules, given, root = "", workspace = "default") {
  const readFile = given && ((path) => typeof path === "string" && path !== "" && !path.includes("\0") ? given(fromRoot(root, path)) : void 0);
  const host = {
    charge: (n) => charge(budget, n),
    ...readFile ? {
      readFile: (path) => {
        const text = readFile(path);
        if (text !== void 0 && !charge(budget, 1 + (text.length >> 6))) return void 0;
        return text;
      },
      fileExists: (path) => readFile(path) !== void 0 || void 0
    } : {}
  };
  return { budget, modules, readFile, cause: "", host, resourceObjects: /* @__PURE__ */ new Map(), workspace };
}
function modulesOf(files) {
  const modules = /* @__PURE__ */ new Map();
  for (const f of files) {
    let m = modules.get(f.folder);
    if (!m) modules.set(f.folder, m = { folder: f.folder, files: [], resources: [], modules: [], locals: /* @__PURE__ */ new Map(), variables: /* @__PURE__ */ new Map(), outputs: /* @__PURE__ */ new Map(), byName: /* @__PURE__ */ new Map() });
    m.files.push(f.fileIndex);
    (0, import_data.appendAll)(m.resources, f.resources);
    (0, import_data.appendAll)(m.modules, f.modules);
    for (const r of f.resources) if (r.labels.length === 2 && !m.byName.has(`${r.labels[0]}.${r.labels[1]}`)) m.byName.set(`${r.labels[0]}.${r.labels[1]}`, r);
    for (const [k, v] of f.locals) m.locals.set(k, v);
    for (const [k, v] of f.variables) m.variables.set(k, v);
    for (const [k, v] of f.outputs) m.outputs.set(k, v);
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
  const run = newRun(newBudget(limits), modules, void 0);
  const vars = new Map([...root.variables.keys()].map((k) => [k, import_resources.UNKNOWN]));
  try {
    moduleResources(newInstance(run, "", root, vars, /* @__PURE__ */ new Map(), /* @__PURE__ */ new Set([root.folder]), 0), resources, blocks);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  const byAddress = new Map(resources.map((r) => [r.address, r.locate]));
  return (address, module2) => byAddress.get(address) ?? blocks.get(module2);
}
function rootModules(files, limits = import_limits.DEFAULT_LIMITS, assignments, readFile, workspaces) {
  const modules = modulesOf(files);
  const called = calledFolders(modules);
  const roots = [];
  const sizes = new Map(files.map((f) => [f.fileIndex, f.size]));
  const reached = /* @__PURE__ */ new Set();
  const build = (m) => {
    const resources = [];
    const fileSet = new Set(m.files);
    const walk2 = (x, seen) => {
      for (const call2 of x.modules) {
        const folder = callFolder(x, call2);
        const child = folder !== void 0 ? modules.get(folder) : void 0;
        if (!child || seen.has(child.folder)) continue;
        seen.add(child.folder);
        reached.add(child.folder);
        for (const i of child.files) fileSet.add(i);
        walk2(child, seen);
      }
    };
    walk2(m, /* @__PURE__ */ new Set([m.folder]));
    reached.add(m.folder);
    let bytes = 0;
    for (const i of fileSet) bytes += sizes.get(i) ?? 0;
    const budget = newBudget(limits, bytes);
    const { vars, varWhy } = moduleVariables(m, assignments?.(m.folder) ?? /* @__PURE__ */ new Map(), "", budget);
    try {
      const workspace = workspaces && Object.hasOwn(workspaces, m.folder) ? workspaces[m.folder] : "default";
      moduleResources(newInstance(newRun(budget, modules, readFile, m.folder, workspace), "", m, vars, varWhy, /* @__PURE__ */ new Set([m.folder]), 0), resources);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      budget.exhausted = "depth";
    }
    const own = new Set(m.files);
    roots.push({ folder: m.folder, files: [...m.files, ...[...fileSet].filter((i) => !own.has(i)).sort((a, b) => a - b)], resources, unknown: budget.unknown, unresolved: budget.unresolved, unknownWhy: budget.why, valuesBudget: Math.min(limits.maxTerraformValues, sizeBudget(bytes)), bySize: budget.bySize, ...budget.exhausted ? { exhausted: budget.exhausted } : {} });
  };
  for (const m of modules.values()) if (!called.has(m.folder)) build(m);
  for (const m of modules.values()) if (!reached.has(m.folder)) build(m);
  return roots;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_INSTANCES,
  MAX_MODULE_DEPTH,
  MAX_VALUES,
  SIZE_FLOOR,
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
  normFolder,
  planTokenFindings,
  readHclConfig,
  readJsonConfig,
  rootModules,
  sizeBudget,
  tofuOverrides,
  underUnknown,
  withModuleCalls
});
