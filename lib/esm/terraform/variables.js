import { parseHcl } from "./hcl.js";
import { Ref, UNKNOWN } from "./resources.js";
import { isPlainObject } from "../util/text.js";
import { checkDataBounds, setOwn } from "../util/data.js";
const ANY = { k: "any" };
class TypeReader {
  constructor(s) {
    this.s = s;
  }
  i = 0;
  ws() {
    for (; ; ) {
      while (this.i < this.s.length && /\s/.test(this.s[this.i])) this.i++;
      if (this.s.startsWith("#", this.i) || this.s.startsWith("//", this.i)) {
        while (this.i < this.s.length && this.s[this.i] !== "\n") this.i++;
      } else if (this.s.startsWith("/*", this.i)) {
        const end = this.s.indexOf("*/", this.i + 2);
        this.i = end < 0 ? this.s.length : end + 2;
      } else return;
    }
  }
  eat(c) {
    this.ws();
    if (this.s[this.i] !== c) return false;
    this.i++;
    return true;
  }
  name() {
    this.ws();
    const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.s.slice(this.i, this.i + 200));
    if (!m) {
      const q = /^"((?:[^"\\]|\\.)*)"/.exec(this.s.slice(this.i, this.i + 300));
      if (!q) return void 0;
      this.i += q[0].length;
      return q[1];
    }
    this.i += m[0].length;
    return m[0];
  }
  /** The text of one expression up to a `,` or a closing bracket at its own level. */
  expressionText() {
    const start = this.i;
    let level = 0;
    while (this.i < this.s.length) {
      const c = this.s[this.i];
      if (c === '"') {
        this.i++;
        while (this.i < this.s.length && this.s[this.i] !== '"') this.i += this.s[this.i] === "\\" ? 2 : 1;
      } else if (c === "(" || c === "[" || c === "{") level++;
      else if (c === ")" || c === "]" || c === "}") {
        if (level === 0) break;
        level--;
      } else if (c === "," && level === 0) break;
      this.i++;
    }
    return this.s.slice(start, this.i);
  }
  type(level = 0) {
    if (level > 32) return void 0;
    const n = this.name();
    switch (n) {
      case "any":
      case "string":
      case "number":
      case "bool":
        return n === "any" ? ANY : { k: n };
      case "list":
      case "set":
      case "map": {
        if (!this.eat("(")) return { k: n, of: ANY };
        const of = this.type(level + 1);
        return of && this.eat(")") ? { k: n, of } : void 0;
      }
      case "tuple": {
        if (!this.eat("(") || !this.eat("[")) return void 0;
        const items = [];
        while (!this.eat("]")) {
          const t = this.type(level + 1);
          if (!t) return void 0;
          items.push(t);
          if (!this.eat(",") && this.s[this.i] !== "]") {
            this.ws();
            if (this.s[this.i] !== "]") return void 0;
          }
        }
        return this.eat(")") ? { k: "tuple", items } : void 0;
      }
      case "object": {
        if (!this.eat("(") || !this.eat("{")) return void 0;
        const attrs = /* @__PURE__ */ new Map();
        while (!this.eat("}")) {
          const key = this.name();
          if (key === void 0 || !(this.eat("=") || this.eat(":"))) return void 0;
          this.ws();
          let entry;
          if (this.s.startsWith("optional", this.i) && /^optional\s*\(/.test(this.s.slice(this.i, this.i + 40))) {
            this.name();
            this.eat("(");
            const t = this.type(level + 1);
            if (!t) return void 0;
            entry = { type: t, optional: true };
            if (this.eat(",")) {
              this.ws();
              entry.default = literalOf(this.expressionText());
            }
            if (!this.eat(")")) return void 0;
          } else {
            const t = this.type(level + 1);
            if (!t) return void 0;
            entry = { type: t, optional: false };
          }
          attrs.set(key, entry);
          this.eat(",");
        }
        return this.eat(")") ? { k: "object", attrs } : void 0;
      }
      default:
        return void 0;
    }
  }
}
function parseTypeConstraint(text) {
  let s = text.trim();
  if (/^"[a-z]+"$/.test(s)) s = s.slice(1, -1);
  if (s.length > 1e4) return void 0;
  const r = new TypeReader(s);
  const t = r.type();
  r.ws();
  return t && r.i === s.length ? t : void 0;
}
function takesLiteral(type) {
  return type === void 0 || type.k === "string" || type.k === "number" || type.k === "bool";
}
function hclValue(x, depth = 0) {
  if (depth > 500) return UNKNOWN;
  switch (x.kind) {
    case "literal":
      return x.value;
    case "tuple":
      return x.items.map((i) => hclValue(i, depth + 1));
    case "object": {
      const out = {};
      for (const item of x.items) setOwn(out, item.key, hclValue(item.value, depth + 1));
      return out;
    }
    default:
      return UNKNOWN;
  }
}
function jsonValue(v, depth = 0) {
  if (depth > 500) return UNKNOWN;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean" || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => jsonValue(x, depth + 1));
  if (isPlainObject(v)) {
    const out = {};
    for (const [k, x] of Object.entries(v)) setOwn(out, k, jsonValue(x, depth + 1));
    return out;
  }
  return UNKNOWN;
}
function literalOf(text) {
  const parsed = parseHcl(`v = ${text}
`, { maxDepth: 64, maxNodes: 1e6 });
  const a = parsed.body[0];
  if (parsed.errors.length > 0 || parsed.body.length !== 1 || a?.kind !== "attribute") return UNKNOWN;
  return hclValue(a.value);
}
const FAIL = Symbol("fail");
const NUMBER = /^\s*-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\s*$/;
const SETS = /* @__PURE__ */ new WeakSet();
function isSetValue(v) {
  return Array.isArray(v) && SETS.has(v);
}
function makeSetValue(items) {
  return asSet(Array.from(items));
}
function asSet(items) {
  const seen = /* @__PURE__ */ new Set();
  let out = [];
  for (const x of items) {
    let key;
    if (typeof x === "string" || typeof x === "number" || typeof x === "boolean" || x === null) key = `${typeof x}:${String(x)}`;
    else if (x !== UNKNOWN && !(x instanceof Ref)) {
      let opaque = false;
      const json = JSON.stringify(x, (_k, v) => v === UNKNOWN || v instanceof Ref ? (opaque = true, null) : v);
      key = opaque ? void 0 : json;
    }
    if (key !== void 0) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(x);
  }
  if (out.every((x) => typeof x === "string")) out = out.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  else if (out.every((x) => typeof x === "number")) out = out.sort((a, b) => a - b);
  SETS.add(out);
  return out;
}
function convertOr(v, t, depth) {
  if (v === UNKNOWN || depth > 64) return UNKNOWN;
  if (v === null) return null;
  if (v instanceof Ref) return t.k === "any" || t.k === "string" || t.k === "number" ? v : FAIL;
  switch (t.k) {
    case "any":
      return v;
    case "string":
      if (typeof v === "string") return v;
      if (typeof v === "number") return String(v);
      if (typeof v === "boolean") return v ? "true" : "false";
      return FAIL;
    case "number":
      if (typeof v === "number") return v;
      if (typeof v === "string" && NUMBER.test(v)) return Number(v);
      return FAIL;
    case "bool":
      if (typeof v === "boolean") return v;
      if (v === "true" || v === "1") return true;
      if (v === "false" || v === "0") return false;
      return FAIL;
    case "list":
    case "set": {
      if (!Array.isArray(v)) return FAIL;
      const items = [];
      for (const x of v) {
        const c = convertOr(x, t.of, depth + 1);
        if (c === FAIL) return FAIL;
        items.push(c);
      }
      return t.k === "set" ? asSet(items) : items;
    }
    case "map": {
      if (!isPlainObject(v)) return FAIL;
      const out = {};
      for (const k of Object.keys(v)) {
        const c = convertOr(v[k], t.of, depth + 1);
        if (c === FAIL) return FAIL;
        setOwn(out, k, c);
      }
      return out;
    }
    case "tuple": {
      if (!Array.isArray(v) || v.length !== t.items.length) return FAIL;
      const items = [];
      for (let i = 0; i < v.length; i++) {
        const c = convertOr(v[i], t.items[i], depth + 1);
        if (c === FAIL) return FAIL;
        items.push(c);
      }
      return items;
    }
    case "object": {
      if (!isPlainObject(v)) return FAIL;
      const o = v;
      const out = {};
      for (const [k, a] of t.attrs) {
        const given = Object.prototype.hasOwnProperty.call(o, k) ? o[k] : void 0;
        if (given === void 0 && !a.optional) return FAIL;
        const x = given === void 0 || given === null ? a.optional ? a.default ?? null : null : given;
        const c = convertOr(x, a.type, depth + 1);
        if (c === FAIL) return FAIL;
        setOwn(out, k, c);
      }
      return out;
    }
  }
}
function convert(v, t) {
  const c = convertOr(v, t, 0);
  return c === FAIL ? void 0 : c;
}
function readTfvars(filePath, text, limits) {
  const values = /* @__PURE__ */ new Map();
  const problems = [];
  if (/\.json$/i.test(filePath)) {
    let data;
    try {
      data = text.trim() === "" ? {} : JSON.parse(text);
    } catch (e) {
      problems.push({ message: `not valid JSON (${e.message})`, offset: 0 });
      return { values, problems };
    }
    if (!isPlainObject(data)) {
      problems.push({ message: "a .tfvars.json file's top level is an object of variable values", offset: 0 });
      return { values, problems };
    }
    const bound = checkDataBounds(data, { maxDepth: limits.maxDepth + 1, maxValues: limits.maxValues });
    if (bound) {
      problems.push({ message: bound.message.startsWith("nesting deeper") ? `nested more than ${limits.maxDepth} deep` : bound.message, offset: 0 });
      return { values, problems };
    }
    for (const [k, v] of Object.entries(data)) values.set(k, jsonValue(v));
    return { values, problems };
  }
  const file = parseHcl(text, { maxDepth: limits.maxDepth, maxNodes: Math.max(1, limits.maxValues * 4) });
  for (const e of file.errors) problems.push({ message: e.message, offset: e.span.start });
  for (const item of file.body) {
    if (item.kind === "attribute") values.set(item.name, hclValue(item.value));
    else problems.push({ message: `a variable definitions file holds only attributes (name = value), not a ${item.type} block`, offset: item.span.start });
  }
  return { values, problems };
}
function autoTfvarsRank(name) {
  if (name === "terraform.tfvars") return 0;
  if (name === "terraform.tfvars.json") return 1;
  if (name.endsWith(".auto.tfvars") || name.endsWith(".auto.tfvars.json")) return 2;
  return void 0;
}
function orderAutoTfvars(names) {
  return names.filter((n) => autoTfvarsRank(n) !== void 0).sort((a, b) => autoTfvarsRank(a) - autoTfvarsRank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
function variableValue(decl, assigned) {
  if (decl.sensitive) return { value: UNKNOWN, unresolved: "sensitive" };
  const last = assigned[assigned.length - 1];
  let v;
  if (last === void 0) {
    if (decl.default === void 0) return { value: UNKNOWN, unresolved: "no value" };
    v = decl.default;
  } else if ("raw" in last) {
    v = decl.literal ? last.raw : literalOf(last.raw);
    if (v === UNKNOWN) return { value: UNKNOWN, unresolved: "not a literal" };
  } else v = last.value;
  if (v === UNKNOWN) return { value: UNKNOWN, unresolved: "not a literal" };
  if (v === null && !decl.nullable) {
    if (decl.default === void 0 || decl.default === null) return { value: UNKNOWN, unresolved: "no value" };
    v = decl.default;
  }
  const c = convert(v, decl.type);
  if (c === void 0) return { value: UNKNOWN, unresolved: "not of its type" };
  return { value: c };
}
export {
  autoTfvarsRank,
  convert,
  hclValue,
  isSetValue,
  jsonValue,
  literalOf,
  makeSetValue,
  orderAutoTfvars,
  parseTypeConstraint,
  readTfvars,
  takesLiteral,
  variableValue
};
