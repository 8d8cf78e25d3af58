/**
 * Terraform input variables: their type constraints, the conversion Terraform applies to a value
 * of each, the values of variable definitions files (`terraform.tfvars`, `*.auto.tfvars`,
 * `--var-file`, as HCL or JSON) and of `--var`/`TF_VAR_name` strings, and a variable's value from
 * them in Terraform's precedence (lowest first): `default`; `TF_VAR_name`; `terraform.tfvars`;
 * `terraform.tfvars.json`; `*.auto.tfvars` and `*.auto.tfvars.json` in lexical order of their
 * names; `--var-file` and `--var` in command-line order.
 *
 * What cannot be known stays UNKNOWN, never guessed: a variable with no value, a value its type
 * does not take, a value written as an expression (a function call in a tfvars file), and any
 * `sensitive` variable (so its value can never reach a message, a report or a debug line).
 */
import { parseHcl, type HclExpr } from "./hcl.js";
import { Ref, UNKNOWN, type TfValue } from "./resources.js";
import { isPlainObject } from "../util/text.js";
import { checkDataBounds, setOwn } from "../util/data.js";

/** A type constraint. `any` takes every value as it is. */
export type TypeConstraint =
  | { readonly k: "any" }
  | { readonly k: "string" | "number" | "bool" }
  | { readonly k: "list" | "set" | "map"; readonly of: TypeConstraint }
  | { readonly k: "tuple"; readonly items: readonly TypeConstraint[] }
  | { readonly k: "object"; readonly attrs: ReadonlyMap<string, { readonly type: TypeConstraint; readonly optional: boolean; readonly default?: TfValue }> };

const ANY: TypeConstraint = { k: "any" };

/** A variable as declared: what the evaluator needs of its block. */
export interface VariableDecl {
  readonly name: string;
  /** The type constraint (`any` when none is written or it cannot be read). */
  readonly type: TypeConstraint;
  /** `--var`/`TF_VAR_` strings are taken literally for a primitive type or no type; else parsed as an HCL expression. */
  readonly literal: boolean;
  /** The default, evaluated (undefined: no default; the variable is required). */
  readonly default?: TfValue;
  readonly sensitive: boolean;
  /** `nullable = false`: a null value means the default. */
  readonly nullable: boolean;
}

/** One value given to a variable: a value (tfvars, a module argument) or a string (`--var`, `TF_VAR_`). */
export type Assigned = { readonly value: TfValue } | { readonly raw: string };

/** Why a variable has no known value (for --debug): never its value. */
export type Unresolved = "no value" | "sensitive" | "not of its type" | "not a literal";

// ---------------------------------------------------------------------------------------------
// Type constraints, from their source text (`list(object({ port = optional(number, 22) }))`).

class TypeReader {
  i = 0;
  constructor(readonly s: string) {}
  ws(): void {
    for (;;) {
      while (this.i < this.s.length && /\s/.test(this.s[this.i]!)) this.i++;
      if (this.s.startsWith("#", this.i) || this.s.startsWith("//", this.i)) {
        while (this.i < this.s.length && this.s[this.i] !== "\n") this.i++;
      } else if (this.s.startsWith("/*", this.i)) {
        const end = this.s.indexOf("*/", this.i + 2);
        this.i = end < 0 ? this.s.length : end + 2;
      } else return;
    }
  }
  eat(c: string): boolean {
    this.ws();
    if (this.s[this.i] !== c) return false;
    this.i++;
    return true;
  }
  name(): string | undefined {
    this.ws();
    const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.s.slice(this.i, this.i + 200));
    if (!m) {
      // A quoted key of an object type.
      const q = /^"((?:[^"\\]|\\.)*)"/.exec(this.s.slice(this.i, this.i + 300));
      if (!q) return undefined;
      this.i += q[0].length;
      return q[1]!;
    }
    this.i += m[0].length;
    return m[0];
  }
  /** The text of one expression up to a `,` or a closing bracket at its own level. */
  expressionText(): string {
    const start = this.i;
    let level = 0;
    while (this.i < this.s.length) {
      const c = this.s[this.i]!;
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
  type(level = 0): TypeConstraint | undefined {
    if (level > 32) return undefined;
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
        // Bare `list`/`map` (Terraform 0.11's) is a collection of any.
        if (!this.eat("(")) return { k: n, of: ANY };
        const of = this.type(level + 1);
        return of && this.eat(")") ? { k: n, of } : undefined;
      }
      case "tuple": {
        if (!this.eat("(") || !this.eat("[")) return undefined;
        const items: TypeConstraint[] = [];
        while (!this.eat("]")) {
          const t = this.type(level + 1);
          if (!t) return undefined;
          items.push(t);
          if (!this.eat(",") && this.s[this.i] !== "]") {
            this.ws();
            if (this.s[this.i] !== "]") return undefined;
          }
        }
        return this.eat(")") ? { k: "tuple", items } : undefined;
      }
      case "object": {
        if (!this.eat("(") || !this.eat("{")) return undefined;
        const attrs = new Map<string, { type: TypeConstraint; optional: boolean; default?: TfValue }>();
        while (!this.eat("}")) {
          const key = this.name();
          if (key === undefined || !(this.eat("=") || this.eat(":"))) return undefined;
          this.ws();
          let entry: { type: TypeConstraint; optional: boolean; default?: TfValue } | undefined;
          if (this.s.startsWith("optional", this.i) && /^optional\s*\(/.test(this.s.slice(this.i, this.i + 40))) {
            this.name();
            this.eat("(");
            const t = this.type(level + 1);
            if (!t) return undefined;
            entry = { type: t, optional: true };
            if (this.eat(",")) {
              this.ws();
              entry.default = literalOf(this.expressionText());
            }
            if (!this.eat(")")) return undefined;
          } else {
            const t = this.type(level + 1);
            if (!t) return undefined;
            entry = { type: t, optional: false };
          }
          attrs.set(key, entry);
          this.eat(",");
        }
        return this.eat(")") ? { k: "object", attrs } : undefined;
      }
      default:
        return undefined;
    }
  }
}

/**
 * A type constraint from its source (`list(string)`; JSON syntax's `"list(string)"`; Terraform
 * 0.11's quoted `"string"`); undefined when it cannot be read.
 */
export function parseTypeConstraint(text: string): TypeConstraint | undefined {
  let s = text.trim();
  if (/^"[a-z]+"$/.test(s)) s = s.slice(1, -1);
  if (s.length > 10_000) return undefined;
  const r = new TypeReader(s);
  const t = r.type();
  r.ws();
  return t && r.i === s.length ? t : undefined;
}

/** Whether `--var`/`TF_VAR_` strings for a variable of this type are taken literally (Terraform: a primitive type, or none). */
export function takesLiteral(type: TypeConstraint | undefined): boolean {
  return type === undefined || type.k === "string" || type.k === "number" || type.k === "bool";
}

// ---------------------------------------------------------------------------------------------
// Values: HCL literals, JSON, and the conversion a type constraint applies.

/** An HCL expression's value when it is a literal (strings, numbers, bools, null, tuples, objects of them); UNKNOWN parts elsewhere. */
export function hclValue(x: HclExpr, depth = 0): TfValue {
  if (depth > 500) return UNKNOWN;
  switch (x.kind) {
    case "literal":
      return x.value;
    case "tuple":
      return x.items.map((i) => hclValue(i, depth + 1));
    case "object": {
      const out: { [key: string]: TfValue } = {};
      for (const item of x.items) setOwn(out, item.key, hclValue(item.value, depth + 1));
      return out;
    }
    default:
      return UNKNOWN;
  }
}

/** A JSON value as a TfValue (a `__proto__` key stays plain data). */
export function jsonValue(v: unknown, depth = 0): TfValue {
  if (depth > 500) return UNKNOWN;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean" || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => jsonValue(x, depth + 1));
  if (isPlainObject(v)) {
    const out: { [key: string]: TfValue } = {};
    for (const [k, x] of Object.entries(v)) setOwn(out, k, jsonValue(x, depth + 1));
    return out;
  }
  return UNKNOWN;
}


/** The value of one HCL expression's text (`["22"]`, `{ a = 1 }`), UNKNOWN when it is not a literal or does not parse. */
export function literalOf(text: string): TfValue {
  const parsed = parseHcl(`v = ${text}\n`, { maxDepth: 64, maxNodes: 1_000_000 });
  const a = parsed.body[0];
  if (parsed.errors.length > 0 || parsed.body.length !== 1 || a?.kind !== "attribute") return UNKNOWN;
  return hclValue(a.value);
}

/** A failed conversion. */
const FAIL: unique symbol = Symbol("fail");

const NUMBER = /^\s*-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\s*$/;

/** The lists that are Terraform sets (a `set(T)` variable's value): `for_each` takes a set of strings, never a list. */
const SETS = new WeakSet<readonly TfValue[]>();

/** Whether a value is a set (made by a `set(T)` type constraint), so that `for_each` may take it. */
export function isSetValue(v: unknown): v is readonly TfValue[] {
  return Array.isArray(v) && SETS.has(v);
}

/**
 * A set value made from items, as a `set(T)` type constraint makes it (asSet): what the function
 * library's toset, setunion, setproduct... build. The items are not changed; a new list is made.
 */
export function makeSetValue(items: readonly TfValue[]): TfValue[] {
  return asSet(Array.from(items));
}

/**
 * A set's order as Terraform gives it: strings and numbers sorted, duplicates once. An item that
 * holds an unknown value or a reference anywhere is never merged with another: they may differ.
 */
function asSet(items: TfValue[]): TfValue[] {
  const seen = new Set<string>();
  let out: TfValue[] = [];
  for (const x of items) {
    let key: string | undefined;
    if (typeof x === "string" || typeof x === "number" || typeof x === "boolean" || x === null) key = `${typeof x}:${String(x)}`;
    else if (x !== UNKNOWN && !(x instanceof Ref)) {
      let opaque = false;
      const json = JSON.stringify(x, (_k, v: unknown) => (v === UNKNOWN || v instanceof Ref ? ((opaque = true), null) : v));
      key = opaque ? undefined : json;
    }
    if (key !== undefined) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(x);
  }
  if (out.every((x) => typeof x === "string")) out = (out as string[]).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  else if (out.every((x) => typeof x === "number")) out = (out as number[]).sort((a, b) => a - b);
  SETS.add(out);
  return out;
}

function convertOr(v: TfValue, t: TypeConstraint, depth: number): TfValue | typeof FAIL {
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
      const items: TfValue[] = [];
      for (const x of v) {
        const c = convertOr(x, t.of, depth + 1);
        if (c === FAIL) return FAIL;
        items.push(c);
      }
      return t.k === "set" ? asSet(items) : items;
    }
    case "map": {
      if (!isPlainObject(v)) return FAIL;
      const out: { [key: string]: TfValue } = {};
      for (const k of Object.keys(v)) {
        const c = convertOr((v as { [key: string]: TfValue })[k]!, t.of, depth + 1);
        if (c === FAIL) return FAIL;
        setOwn(out, k, c);
      }
      return out;
    }
    case "tuple": {
      if (!Array.isArray(v) || v.length !== t.items.length) return FAIL;
      const items: TfValue[] = [];
      for (let i = 0; i < v.length; i++) {
        const c = convertOr(v[i]!, t.items[i]!, depth + 1);
        if (c === FAIL) return FAIL;
        items.push(c);
      }
      return items;
    }
    case "object": {
      if (!isPlainObject(v)) return FAIL;
      const o = v as { [key: string]: TfValue };
      const out: { [key: string]: TfValue } = {};
      for (const [k, a] of t.attrs) {
        const given = Object.prototype.hasOwnProperty.call(o, k) ? o[k]! : undefined;
        if (given === undefined && !a.optional) return FAIL;
        // An optional attribute left out, or null, takes its default (converted too).
        const x = given === undefined || given === null ? (a.optional ? (a.default ?? null) : null) : given;
        const c = convertOr(x, a.type, depth + 1);
        if (c === FAIL) return FAIL;
        setOwn(out, k, c);
      }
      return out;
    }
  }
}

/** A value converted by a type constraint as Terraform converts it; undefined when the type does not take it. */
export function convert(v: TfValue, t: TypeConstraint): TfValue | undefined {
  const c = convertOr(v, t, 0);
  return c === FAIL ? undefined : c;
}

// ---------------------------------------------------------------------------------------------
// Variable definitions files.

/** A variable definitions file's values, and its problems (a syntax error, a block, an expression). */
export interface TfvarsFile {
  readonly values: ReadonlyMap<string, TfValue>;
  readonly problems: readonly { readonly message: string; readonly offset: number }[];
}

/** Reads a variable definitions file: JSON (`.json`) or HCL attributes. Values that are not literals are UNKNOWN. */
export function readTfvars(filePath: string, text: string, limits: { maxDepth: number; maxValues: number }): TfvarsFile {
  const values = new Map<string, TfValue>();
  const problems: { message: string; offset: number }[] = [];
  if (/\.json$/i.test(filePath)) {
    let data: unknown;
    try {
      data = text.trim() === "" ? {} : JSON.parse(text);
    } catch (e) {
      problems.push({ message: `not valid JSON (${(e as Error).message})`, offset: 0 });
      return { values, problems };
    }
    if (!isPlainObject(data)) {
      problems.push({ message: "a .tfvars.json file's top level is an object of variable values", offset: 0 });
      return { values, problems };
    }
    // The loader's own bounds (util/data checkDataBounds): depth as the HCL reader counts it (the
    // file's object is level 0 there, level 1 here), and values, which the HCL reader also bounds.
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

/** Whether a file name is one Terraform reads by itself from a root module's folder, and its rank among them (lower first). */
export function autoTfvarsRank(name: string): number | undefined {
  if (name === "terraform.tfvars") return 0;
  if (name === "terraform.tfvars.json") return 1;
  if (name.endsWith(".auto.tfvars") || name.endsWith(".auto.tfvars.json")) return 2;
  return undefined;
}

/** The names of a folder's automatically read definitions files, in Terraform's order (lowest precedence first). */
export function orderAutoTfvars(names: readonly string[]): string[] {
  return names
    .filter((n) => autoTfvarsRank(n) !== undefined)
    .sort((a, b) => autoTfvarsRank(a)! - autoTfvarsRank(b)! || (a < b ? -1 : a > b ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// A variable's value.

/**
 * A declared variable's value from what is assigned to it (lowest precedence first; the last
 * wins), converted by its type; UNKNOWN with the reason when that cannot be known.
 */
export function variableValue(decl: VariableDecl, assigned: readonly Assigned[]): { value: TfValue; unresolved?: Unresolved } {
  if (decl.sensitive) return { value: UNKNOWN, unresolved: "sensitive" };
  const last = assigned[assigned.length - 1];
  let v: TfValue;
  if (last === undefined) {
    if (decl.default === undefined) return { value: UNKNOWN, unresolved: "no value" };
    v = decl.default;
  } else if ("raw" in last) {
    v = decl.literal ? last.raw : literalOf(last.raw);
    if (v === UNKNOWN) return { value: UNKNOWN, unresolved: "not a literal" };
  } else v = last.value;
  // An expression in a definitions file (a function call): not evaluated.
  if (v === UNKNOWN) return { value: UNKNOWN, unresolved: "not a literal" };
  // `nullable = false`: null stands for the default.
  if (v === null && !decl.nullable) {
    if (decl.default === undefined || decl.default === null) return { value: UNKNOWN, unresolved: "no value" };
    v = decl.default;
  }
  const c = convert(v, decl.type);
  if (c === undefined) return { value: UNKNOWN, unresolved: "not of its type" };
  return { value: c };
}
