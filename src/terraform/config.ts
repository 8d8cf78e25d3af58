/**
 * Terraform configurations (`.tf` in HCL's native syntax, `.tf.json`) → the provider's resources,
 * as a plan would give them: the files of one folder are one module, and a module's calls to a
 * local folder (`source = "./modules/net"`) bring in that folder's resources under
 * `module.<name>.`. Only what can be read without running Terraform is known: literals,
 * references to the provider's resources by address (`linode_vpc.main.id`), `count`/`for_each`
 * over literals with their `count.index`/`each.key`/`each.value`, and locals over those.
 * Input variables (their default, definitions files, `--var`, `TF_VAR_`, module arguments:
 * see variables.ts and inputs.ts) are known where a value is given. Data sources, functions,
 * conditionals, `for`, `dynamic` blocks and splats are
 * UNKNOWN: never guessed, so no check that needs them reports anything.
 *
 * Positions: every value of a resource is registered at the path `["resource", type, name,
 * ...attribute]` of its file (nested blocks counted per type, as the provider's lists are), the
 * same path a `.tf.json` file's own JSON positions give; so a finding points at the attribute, or
 * at the resource block when the value came from elsewhere.
 */
import type { Finding, Path } from "../diagnostic.js";
import { PositionMap, type LoadedText } from "../load/load.js";
import { LineStarts } from "../load/positions.js";
import { DEFAULT_LIMITS, type LoadLimits } from "../load/limits.js";
import { RULES } from "../rules/catalog.js";
import { appendAll, setOwn } from "../util/data.js";
import { isPlainObject } from "../util/text.js";
import { show } from "../util/text.js";
import { callFunction, FILE_FUNCTIONS, FnError, NEVER_KNOWN, toStringValue, type FnHost } from "./functions.js";
import { parseHcl, parseTemplate, type HclAttribute, type HclBlock, type HclExpr, type TemplatePart } from "./hcl.js";
import { Ref, UNKNOWN, type TfResource, type TfValue, type UnknownWhy } from "./resources.js";
import { hclValue, isSetValue, jsonValue, makeSetValue, parseTypeConstraint, takesLiteral, variableValue, type Assigned, type Unresolved, type VariableDecl } from "./variables.js";

/** A configuration expression, the same for both syntaxes (see HclExpr for what each is). */
type Expr =
  | { readonly k: "lit"; readonly v: string | number | boolean | null }
  | { readonly k: "tuple"; readonly items: readonly Expr[] }
  | { readonly k: "object"; readonly items: readonly (readonly [string, Expr])[] }
  | { readonly k: "ref"; readonly root: string; readonly parts: readonly (string | number)[] }
  | { readonly k: "unknown"; readonly why?: string }
  | { readonly k: "tpl"; readonly parts: readonly TplPart[] }
  | { readonly k: "cond"; readonly c: Expr; readonly t: Expr; readonly f: Expr }
  | { readonly k: "bin"; readonly op: string; readonly l: Expr; readonly r: Expr }
  | { readonly k: "un"; readonly op: "-" | "!"; readonly x: Expr }
  | { readonly k: "call"; readonly name: string; readonly args: readonly Expr[]; readonly expand: boolean }
  | { readonly k: "for"; readonly kv: string | undefined; readonly vv: string; readonly coll: Expr; readonly key: Expr | undefined; readonly val: Expr; readonly group: boolean; readonly cond: Expr | undefined }
  | { readonly k: "index"; readonly x: Expr; readonly key: Expr }
  | { readonly k: "attr"; readonly x: Expr; readonly name: string }
  | { readonly k: "splat"; readonly x: Expr; readonly each: Expr }
  | { readonly k: "item" }
  | { readonly k: "dobj"; readonly items: readonly (readonly [Expr, Expr])[] };

type TplPart =
  | { readonly k: "text"; readonly s: string }
  | { readonly k: "interp"; readonly e: Expr }
  | { readonly k: "if"; readonly c: Expr; readonly t: readonly TplPart[]; readonly f: readonly TplPart[] }
  | { readonly k: "for"; readonly kv: string | undefined; readonly vv: string; readonly coll: Expr; readonly body: readonly TplPart[] };

/** An HCL expression that needs evaluation, as an Expr (no positions: its value is not written anywhere a fix could reach). */
function operation(x: HclExpr): Expr {
  switch (x.kind) {
    case "literal":
      return { k: "lit", v: x.value };
    case "tuple":
      return { k: "tuple", items: x.items.map(operation) };
    case "object":
      return { k: "object", items: x.items.map((i) => [i.key, operation(i.value)] as const) };
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
      return { k: "dobj", items: x.items.map((i) => [operation(i.key), operation(i.value)] as const) };
  }
}

function templateParts(parts: readonly TemplatePart[]): TplPart[] {
  return parts.map((p): TplPart => {
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

const UNKNOWN_EXPR: Expr = { k: "unknown" };

/** A resource's (or a nested block's) body: its attributes, its nested blocks in order. */
interface Body {
  readonly attrs: Map<string, Expr>;
  /** Nested blocks by type, in source order, `dynamic "x"` blocks among the `x` blocks where they are written. */
  readonly blocks: Map<string, (Body | DynamicBlock)[]>;
  /** Types written as `dynamic` blocks whose content cannot be read (JSON syntax's): NO_TYPES when none. */
  dynamic: ReadonlySet<string>;
  /** Whether a `dynamic` block is among `blocks` (its generated blocks need placing). */
  generates: boolean;
}

/** The `dynamic` set of a body that has none, shared (most bodies). */
const NO_TYPES: ReadonlySet<string> = new Set();

/** Adds a type to a body's `dynamic` set, making the body its own set first. */
function addDynamic(body: Body, type: string): void {
  if (body.dynamic === NO_TYPES) body.dynamic = new Set();
  (body.dynamic as Set<string>).add(type);
}

/** `dynamic "x" { for_each = ..., iterator = it, content { ... } }`: one `x` block per item of `for_each`. */
interface DynamicBlock {
  readonly forEach: Expr;
  /** The iterator's name (the block's label unless `iterator` names another). */
  readonly iterator: string;
  readonly content: Body;
  /** Which `dynamic` block of its label it is in the body (0 for the first): where its generated blocks are placed. */
  readonly ordinal: number;
}

const isDynamic = (b: Body | DynamicBlock): b is DynamicBlock => "forEach" in b;

/** A `resource`, `module` or `locals` block of a file, with the file it is in. */
interface ConfigBlock {
  readonly fileIndex: number;
  readonly labels: readonly string[];
  readonly body: Body;
  /** A module call's `source` line (else its block's), for the notes about the call. */
  readonly at?: Position;
  /** A module call whose source is not a local folder: the folder of its installed copy (see ModuleCall). */
  readonly installed?: string;
  /** A module call the caller could not read, and why (see ModuleCall). */
  readonly note?: string;
}

type Position = { readonly line: number; readonly column: number; readonly endLine: number; readonly endColumn: number };

/**
 * What the reader of the files (the CLI, the language server) found out about one module call of
 * a file, by the call's name: the folder its installed copy is in (a registry or git source that
 * `terraform init` wrote under `.terraform/modules/`), or why its module is not read (a source
 * outside the repository, a folder that does not exist, a module not installed).
 */
export interface ModuleCall {
  /** The installed module's folder, as the files' paths write it. */
  readonly folder?: string;
  /** Why the module is not read: reported at the call's `source` line. */
  readonly note?: string;
}

/** One configuration file, read: its folder (module), blocks, positions and problems. */
export interface ConfigFile extends LoadedText {
  readonly folder: string;
  /** The length of its text (UTF-16 units): what the evaluation of its root may build is bounded by its files' sizes (see rootModules). */
  readonly size: number;
  readonly resources: readonly ConfigBlock[];
  readonly modules: readonly ConfigBlock[];
  readonly locals: ReadonlyMap<string, Expr>;
  /** Its `output` blocks, by name. */
  readonly outputs: ReadonlyMap<string, OutputDecl>;
  /** Its `variable` blocks, by name. */
  readonly variables: ReadonlyMap<string, VariableDecl>;
  /** For suppressions: the file's comments (offset and source text, markers included). */
  readonly comments: readonly { readonly offset: number; readonly text: string }[];
}

/** Meta-arguments of a resource or module block: not the provider's attributes. */
const META = new Set(["count", "for_each", "depends_on", "provider", "lifecycle", "provisioner", "connection", "source", "version", "providers"]);

/** `.tf` and `.tf.json` files are Terraform configuration, and OpenTofu's `.tofu` and `.tofu.json`. */
export function isTerraformConfigPath(filePath: string): boolean {
  return /\.(tf|tofu)(\.json)?$/i.test(filePath);
}

/**
 * The `.tf` files of a run that a `.tofu` file of the same name in the same folder replaces
 * (`main.tofu` replaces `main.tf`, `main.tofu.json` replaces `main.tf.json`), as OpenTofu loads a
 * folder: by index, the index of the `.tofu` file that replaces it.
 */
export function tofuOverrides(filePaths: readonly string[]): Map<number, number> {
  const tofu = new Map<string, number>();
  filePaths.forEach((p, i) => {
    const m = /^(.*)\.tofu(\.json)?$/.exec(p);
    if (m) tofu.set(`${norm(folderOf(m[1]!))}${SEP}${m[1]!.slice(folderOf(m[1]!).length)}${SEP}${m[2] ?? ""}`, i);
  });
  const out = new Map<number, number>();
  if (tofu.size === 0) return out;
  filePaths.forEach((p, i) => {
    const m = /^(.*)\.tf(\.json)?$/.exec(p);
    const by = m ? tofu.get(`${norm(folderOf(m[1]!))}${SEP}${m[1]!.slice(folderOf(m[1]!).length)}${SEP}${m[2] ?? ""}`) : undefined;
    if (by !== undefined) out.set(i, by);
  });
  return out;
}

/** Whether a module source is a local folder (`./x`, `../x`), as Terraform tells them apart. */
export function isLocalModuleSource(source: string): boolean {
  return /^\.\.?(\/|\\|$)/.test(source);
}

/** The folder of a path (forward or back slashes), "" for a bare name. */
export function folderOf(filePath: string): string {
  const i = Math.max(filePath.lastIndexOf("/"), filePath.lastIndexOf("\\"));
  return i < 0 ? "" : filePath.slice(0, i);
}

/** Module calls nest at most this deep: in the evaluator, and as the CLI and lintFiles follow local modules and a plan's. */
export const MAX_MODULE_DEPTH = 16;

/** A folder joined with a relative module source and normalised (`a/b` + `../c` → `a/c`), or undefined when it climbs above the run's paths. */
export function moduleFolder(folder: string, source: string): string | undefined {
  if (!isLocalModuleSource(source)) return undefined;
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

/** A folder normalised as the evaluator names folders (`a/./b/../c` → `a/c`, "" for the working folder). */
export const normFolder = (folder: string): string => moduleFolder(folder, ".") ?? folder;
const norm = normFolder;

// ---------------------------------------------------------------------------------------------
// Reading: HCL and JSON into Expr/Body, with positions.

const SEP = "\u0000";


/**
 * A `.tf` file's positions, registered per resource block on the first lookup inside it: reading
 * a file costs no position work, a finding costs its resource's.
 */
class HclPositions extends PositionMap {
  private readonly pending = new Map<string, HclBlock>();
  constructor(private readonly text: string) {
    // Line starts found on the first position asked for: a file without findings never pays for them.
    super(new LineStarts(text));
  }
  /** A resource block whose values are located at ["resource", type, name, ...attribute]. */
  defer(type: string, name: string, block: HclBlock): void {
    this.pending.set(`resource${SEP}${type}${SEP}${name}`, block);
  }
  private ensure(path: Path): void {
    if (this.pending.size === 0 || path[0] !== "resource" || path.length < 3) return;
    const key = `resource${SEP}${String(path[1])}${SEP}${String(path[2])}`;
    const block = this.pending.get(key);
    if (!block) return;
    this.pending.delete(key);
    this.register(block);
  }
  private register(block: HclBlock): void {
    const path: Path = ["resource", block.labels[0]!, block.labels[1]!];
    const pos = new Positions(this);
    pos.value(path, block.span.start, block.span.end);
    pos.key(path, block.labelSpans[1]!.start, block.labelSpans[1]!.end);
    hclBody(block.body, this.text, path, pos);
  }
  /** Every deferred resource's positions, for a caller that reads the maps directly (fixes). */
  ensureAll(): this {
    for (const block of this.pending.values()) this.register(block);
    this.pending.clear();
    return this;
  }
  override locate(path: Path, anchor?: "key", valueRange?: [number, number]): ReturnType<PositionMap["locate"]> {
    this.ensure(path);
    return super.locate(path, anchor, valueRange);
  }
}

/** Records spans into a position map by path. */
class Positions {
  constructor(readonly map: PositionMap) {}
  value(path: Path, start: number, end: number): void {
    this.map.values.set(path.join(SEP), { start, end });
  }
  key(path: Path, start: number, end: number): void {
    this.map.keys.set(path.join(SEP), { start, end });
  }
  scalar(path: Path, valueStart: number): void {
    this.map.scalars.set(path.join(SEP), { valueStart, verbatim: true });
  }
}

function fromHcl(x: HclExpr, text: string, path: Path | undefined, pos: Positions): Expr {
  if (path) pos.value(path, x.span.start, x.span.end);
  switch (x.kind) {
    case "literal":
      if (path && x.verbatim && typeof x.value === "string") {
        // A quoted string's value starts after its quote, a heredoc's on the line after its marker.
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
          return [item.key, fromHcl(item.value, text, path && [...path, item.key], pos)] as const;
        }),
      };
    case "traversal":
      return { k: "ref", root: x.root, parts: x.parts };
    default:
      return operation(x);
  }
}

function hclBody(items: readonly (HclAttribute | HclBlock)[], text: string, path: Path | undefined, pos: Positions): Body {
  const body: Body = { attrs: new Map(), blocks: new Map(), dynamic: NO_TYPES, generates: false };
  // Blocks of a type written after a `dynamic` block of that type are not placed by their index:
  // the list holds the generated blocks too, so its index i is not the i-th block written here (a
  // finding about one is placed at the resource block instead). Those before it are.
  let generated: Set<string> | undefined;
  let ordinals: Map<string, number> | undefined;
  for (const item of items) {
    if (item.kind === "attribute") {
      const at = path && [...path, item.name];
      if (at) pos.key(at, item.nameSpan.start, item.nameSpan.end);
      body.attrs.set(item.name, fromHcl(item.value, text, at, pos));
      continue;
    }
    if (item.type === "dynamic") {
      const label = item.labels[0];
      if (label === undefined) continue;
      if (path) (generated ??= new Set()).add(label);
      const forEach = item.body.find((a): a is HclAttribute => a.kind === "attribute" && a.name === "for_each");
      const iterator = item.body.find((a): a is HclAttribute => a.kind === "attribute" && a.name === "iterator");
      const content = item.body.find((b): b is HclBlock => b.kind === "block" && b.type === "content");
      const name = iterator?.value.kind === "traversal" && iterator.value.parts.length === 0 ? iterator.value.root : label;
      if (!forEach || !content || (iterator && name === label && iterator.value.kind !== "traversal")) {
        addDynamic(body, label);
        continue;
      }
      ordinals ??= new Map();
      const ordinal = ordinals.get(label) ?? 0;
      ordinals.set(label, ordinal + 1);
      body.generates = true;
      // The blocks it generates are placed at its content (see moduleResources' locate).
      const at = path && [...path, "dynamic", label, ordinal];
      if (at) pos.value(at, content.span.start, content.span.end);
      const list = body.blocks.get(label) ?? [];
      list.push({ forEach: fromHcl(forEach.value, text, undefined, pos), iterator: name, content: hclBody(content.body, text, at, pos), ordinal });
      body.blocks.set(label, list);
      continue;
    }
    const list = body.blocks.get(item.type) ?? [];
    const at = path && !META.has(item.type) && !generated?.has(item.type) ? [...path, item.type, list.length] : undefined;
    if (at) pos.value(at, item.span.start, item.span.end);
    list.push(hclBody(item.body, text, at, pos));
    body.blocks.set(item.type, list);
  }
  return body;
}

function fromJson(v: unknown, depth: number): Expr {
  if (depth > 64) return UNKNOWN_EXPR;
  if (typeof v === "string") {
    if (!v.includes("${") && !v.includes("%{")) return { k: "lit", v };
    // JSON syntax's strings are templates (a lone "${linode_vpc.main.id}" is the reference itself).
    const parsed = parseTemplate(v, { maxDepth: 64, maxNodes: 100_000 });
    return parsed.kind === "unknown" ? { k: "unknown", why: parsed.why } : operation(parsed);
  }
  if (typeof v === "number" || typeof v === "boolean" || v === null) return { k: "lit", v };
  if (Array.isArray(v)) return { k: "tuple", items: v.map((x) => fromJson(x, depth + 1)) };
  if (isPlainObject(v)) return { k: "object", items: Object.entries(v).filter(([k]) => k !== "//").map(([k, x]) => [k, fromJson(x, depth + 1)] as const) };
  return UNKNOWN_EXPR;
}

/** A JSON resource body: every key an attribute (a nested block reads the same as a list of objects), `dynamic` unknown. */
function jsonBody(v: unknown): Body {
  const body: Body = { attrs: new Map(), blocks: new Map(), dynamic: NO_TYPES, generates: false };
  if (!isPlainObject(v)) return body;
  for (const [k, x] of Object.entries(v)) {
    if (k === "//") continue;
    if (k === "dynamic") {
      if (isPlainObject(x)) for (const name of Object.keys(x)) addDynamic(body, name);
      continue;
    }
    body.attrs.set(k, fromJson(x, 0));
  }
  return body;
}

/** `{ type: { name: body } }` of a `.tf.json` file's `resource` (or `module`) key, as blocks. */
function jsonBlocks(v: unknown, fileIndex: number, twoLabels: boolean): ConfigBlock[] {
  const out: ConfigBlock[] = [];
  const each = (x: unknown, f: (o: Record<string, unknown>) => void) => (Array.isArray(x) ? x.forEach((o) => isPlainObject(o) && f(o)) : isPlainObject(x) && f(x));
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

/** Words of the placeholders real configurations write where a token goes (`<linode token>`, `YOUR_TOKEN_HERE`). */
const PLACEHOLDER_WORDS = /your|token|replace|change|example|placeholder|insert|dummy|fake|redacted|here|xxxx/i;

/**
 * A value shaped like an API token (the API's are 64 hexadecimal characters): at least 20
 * characters of a token's alphabet, letters and digits mixed, not one character repeated and no
 * placeholder word. A placeholder (`"<linode token>"`, `"xxxx…"`, `"YOUR_LINODE_TOKEN"`) is not a
 * leaked token: reporting it would teach users to suppress the rule.
 */
export function looksLikeToken(value: string): boolean {
  if (value.length < 20 || value.length > 512 || !/^[A-Za-z0-9_.~+/=-]+$/.test(value) || PLACEHOLDER_WORDS.test(value)) return false;
  let digits = 0;
  let letters = 0;
  const distinct = new Set<string>();
  for (const c of value) {
    if (c >= "0" && c <= "9") digits++;
    else if (/[A-Za-z]/.test(c)) letters++;
    distinct.add(c);
  }
  return digits >= 4 && letters >= 4 && distinct.size >= 8;
}

/** A hard-coded API token: the rule's finding, at the token's position; the token is never shown. */
function tokenFinding(position: { line: number; column: number; endLine: number; endColumn: number } | undefined): Finding {
  return {
    ruleId: "provider-token",
    severity: RULES["provider-token"].severity,
    message: 'an API token is written in the provider "linode" block; anyone who can read the repository can use it. Leave `token` out and set LINODE_TOKEN in the environment, or pass a sensitive variable',
    path: [],
    ...(position ?? WHOLE_FILE),
  };
}

/** A plan's (`terraform show -json`) tokens written in a `provider "linode"` block of its configuration (aliases too). */
export function planTokenFindings(data: unknown, positions: PositionMap): Finding[] {
  if (!isPlainObject(data) || !isPlainObject(data.configuration) || !isPlainObject(data.configuration.provider_config)) return [];
  const out: Finding[] = [];
  for (const [key, p] of Object.entries(data.configuration.provider_config)) {
    if (!isPlainObject(p) || (p.name !== "linode" && key !== "linode" && !key.startsWith("linode.")) || !isPlainObject(p.expressions) || !isPlainObject(p.expressions.token)) continue;
    const token = p.expressions.token.constant_value;
    if (typeof token === "string" && looksLikeToken(token)) out.push(tokenFinding(positions.locate(["configuration", "provider_config", key, "expressions", "token", "constant_value"])));
  }
  return out;
}

/**
 * Reads one `.tf` (HCL) file: its resource, module and locals blocks with positions, syntax errors
 * as parse-error findings at their position, and a token written in a `provider "linode"` block.
 */
export function readHclConfig(filePath: string, text: string, fileIndex: number, limits: LoadLimits): ConfigFile {
  const positions = new HclPositions(text);
  const pos = new Positions(positions);
  const file = parseHcl(text, { maxDepth: limits.maxDepth, maxNodes: Math.max(1, limits.maxValues * 4) });
  const findings: Finding[] = file.errors.map((e) => ({ ruleId: "parse-error" as const, severity: RULES["parse-error"].severity, message: `HCL: ${e.message}`, path: [], ...pos.map.position(e.span.start, e.span.end) }));
  const resources: ConfigBlock[] = [];
  const modules: ConfigBlock[] = [];
  const locals = new Map<string, Expr>();
  const outputs = new Map<string, OutputDecl>();
  const variables = new Map<string, VariableDecl>();
  for (const item of file.body) {
    if (item.kind !== "block") continue;
    if (item.type === "resource" && item.labels.length === 2) {
      if (item.labels[0]!.startsWith("linode_")) positions.defer(item.labels[0]!, item.labels[1]!, item);
      resources.push({ fileIndex, labels: item.labels, body: hclBody(item.body, text, undefined, pos) });
    } else if (item.type === "module" && item.labels.length === 1) {
      // Where a module call is (for --debug's note on a call not read): the block and its source.
      pos.value(["module", item.labels[0]!], item.span.start, item.span.end);
      for (const a of item.body) if (a.kind === "attribute" && a.name === "source") pos.value(["module", item.labels[0]!, "source"], a.value.span.start, a.value.span.end);
      const source = item.body.find((a): a is HclAttribute => a.kind === "attribute" && a.name === "source");
      const span = source ? source.value.span : item.labelSpans[0] ?? item.span;
      modules.push({ fileIndex, labels: item.labels, body: hclBody(item.body, text, undefined, pos), at: pos.map.position(span.start, span.end) });
    } else if (item.type === "locals") {
      for (const a of item.body) if (a.kind === "attribute") locals.set(a.name, fromHcl(a.value, text, undefined, pos));
    } else if (item.type === "output" && item.labels.length === 1) {
      const value = item.body.find((a): a is HclAttribute => a.kind === "attribute" && a.name === "value");
      const sensitive = item.body.find((a): a is HclAttribute => a.kind === "attribute" && a.name === "sensitive");
      if (value) outputs.set(item.labels[0]!, { value: fromHcl(value.value, text, undefined, pos), sensitive: !(sensitive?.value.kind === "literal" && sensitive.value.value === false) && sensitive !== undefined });
    } else if (item.type === "variable" && item.labels.length === 1) {
      const attrs = new Map(item.body.flatMap((a) => (a.kind === "attribute" ? [[a.name, a.value] as const] : [])));
      const type = attrs.get("type");
      const flag = (name: string) => {
        const x = attrs.get(name);
        return x?.kind === "literal" && typeof x.value === "boolean" ? x.value : undefined;
      };
      const def = attrs.get("default");
      variables.set(item.labels[0]!, declare(item.labels[0]!, type ? text.slice(type.span.start, type.span.end) : undefined, def ? hclValue(def) : undefined, flag("sensitive"), flag("nullable")));
    } else if (item.type === "provider" && item.labels[0] === "linode") {
      for (const a of item.body) {
        if (a.kind === "attribute" && a.name === "token" && a.value.kind === "literal" && typeof a.value.value === "string" && looksLikeToken(a.value.value)) {
          findings.push(tokenFinding(pos.map.position(a.value.span.start, a.value.span.end)));
        }
      }
    }
  }
  const comments = file.comments.map((c) => ({ offset: c.span.start, text: c.text }));
  return { data: undefined, positions: pos.map, findings, folder: norm(folderOf(filePath)), size: text.length, resources, modules, locals, outputs, variables, comments };
}

/** Every position of a `.tf` file's resources, by the paths its findings' fixes use (for --fix). */
export function hclPositions(filePath: string, text: string, limits: LoadLimits): PositionMap {
  const positions = readHclConfig(filePath, text, 0, limits).positions;
  return positions instanceof HclPositions ? positions.ensureAll() : positions;
}

/** Reads one `.tf.json` file already loaded as JSON (its data and positions). */
export function readJsonConfig(filePath: string, loaded: LoadedText, fileIndex: number, size = 0): ConfigFile {
  const data = loaded.data;
  const findings = [...loaded.findings];
  const base = { data: undefined, positions: loaded.positions, folder: norm(folderOf(filePath)), size, comments: [] };
  if (!isPlainObject(data)) {
    if (data !== undefined && !loaded.empty) findings.push({ ruleId: "parse-error", severity: RULES["parse-error"].severity, message: "a .tf.json file's top level is an object of blocks (resource, module, provider, …)", path: [], ...WHOLE_FILE });
    return { ...base, findings, resources: [], modules: [], locals: new Map(), outputs: new Map(), variables: new Map() };
  }
  const resources = jsonBlocks(data.resource, fileIndex, true);
  const modules = jsonBlocks(data.module, fileIndex, false).map((m) => {
    const at = loaded.positions.locate(["module", m.labels[0]!, "source"]) ?? loaded.positions.locate(["module", m.labels[0]!]);
    return at ? { ...m, at } : m;
  });
  const locals = new Map<string, Expr>();
  const each = (x: unknown, f: (o: Record<string, unknown>, i?: number) => void) => (Array.isArray(x) ? x.forEach((o, i) => isPlainObject(o) && f(o, i)) : isPlainObject(x) && f(x));
  each(data.locals, (o) => {
    for (const [k, v] of Object.entries(o)) if (k !== "//") locals.set(k, fromJson(v, 0));
  });
  const outputs = new Map<string, OutputDecl>();
  each(data.output, (o) => {
    for (const [name, v] of Object.entries(o)) if (name !== "//" && isPlainObject(v) && "value" in v) outputs.set(name, { value: fromJson(v.value, 0), sensitive: v.sensitive === true });
  });
  const variables = new Map<string, VariableDecl>();
  each(data.variable, (o) => {
    for (const [name, v] of Object.entries(o)) {
      if (name === "//" || !isPlainObject(v)) continue;
      const flag = (x: unknown) => (typeof x === "boolean" ? x : undefined);
      // JSON syntax writes the type constraint as a string of its native syntax: "list(string)".
      const type = typeof v.type === "string" ? v.type : v.type === undefined ? undefined : "";
      variables.set(name, declare(name, type, "default" in v ? jsonValue(v.default) : undefined, flag(v.sensitive), flag(v.nullable)));
    }
  });
  if (isPlainObject(data.provider)) {
    each(data.provider.linode, (o, i) => {
      const token = o.token;
      if (typeof token === "string" && looksLikeToken(token)) findings.push(tokenFinding(loaded.positions.locate(["provider", "linode", ...(i === undefined ? [] : [i]), "token"])));
    });
  }
  return { ...base, findings, resources, modules, locals, outputs, variables };
}

/** A variable's declaration from its block's attributes (a type that cannot be read takes any value as it is, and strings parsed as HCL). */
function declare(name: string, typeText: string | undefined, def: TfValue | undefined, sensitive: boolean | undefined, nullable: boolean | undefined): VariableDecl {
  const parsed = typeText === undefined ? undefined : parseTypeConstraint(typeText);
  return {
    name,
    type: parsed ?? { k: "any" },
    literal: typeText === undefined || (parsed !== undefined && takesLiteral(parsed)),
    ...(def !== undefined ? { default: def } : {}),
    sensitive: sensitive === true,
    nullable: nullable !== false,
  };
}

/** A module call's `source` as written, when it is a literal string. */
function writtenSource(call: ConfigBlock): string | undefined {
  const source = call.body.attrs.get("source");
  return source?.k === "lit" && typeof source.v === "string" ? source.v : undefined;
}

/** The local module sources a configuration file calls (`./modules/net`), as written. */
export function localModuleSources(file: ConfigFile): string[] {
  const out: string[] = [];
  for (const call of file.modules) {
    const source = writtenSource(call);
    if (source !== undefined && isLocalModuleSource(source)) out.push(source);
  }
  return out;
}

/** A module call's source as written (a literal string), else undefined. */
export function moduleSources(file: ConfigFile): { name: string; source: string | undefined }[] {
  return file.modules.map((call) => ({ name: call.labels[0]!, source: writtenSource(call) }));
}

/** A configuration file with what its reader found out about its module calls (see ModuleCall). */
export function withModuleCalls<F extends ConfigFile>(file: F, calls: Readonly<Record<string, ModuleCall>> | undefined): F {
  if (!calls || file.modules.length === 0) return file;
  const modules = file.modules.map((m) => {
    const call = Object.hasOwn(calls, m.labels[0]!) ? calls[m.labels[0]!] : undefined;
    if (!call) return m;
    return { ...m, ...(typeof call.folder === "string" ? { installed: norm(call.folder) } : {}), ...(typeof call.note === "string" ? { note: call.note } : {}) };
  });
  return { ...file, modules };
}

/**
 * The notes about a file's module calls whose module is not read: one info finding per call at
 * its `source` line (the reader's reason when it gave one), never silence. `folders` are the
 * folders whose configuration the run holds.
 */
export function moduleCallNotes(file: ConfigFile, folders: ReadonlySet<string>): Finding[] {
  const out: Finding[] = [];
  for (const call of file.modules) {
    const name = call.labels[0]!;
    const written = writtenSource(call);
    let message: string | undefined;
    if (call.note !== undefined) message = call.note;
    else if (written === undefined) message = `module "${name}": its source is not a literal string; the module is not read`;
    else if (call.installed !== undefined) {
      if (!folders.has(call.installed)) message = `module "${name}": its installed copy (${call.installed}) was not read; its resources are not checked`;
    } else if (isLocalModuleSource(written)) {
      const folder = moduleFolder(file.folder, written);
      if (folder === undefined || !folders.has(folder)) message = `module "${name}": the folder ${folder ?? written} is not among the files read; its resources are not checked`;
    } else message = `module "${name}": ${written} is not installed (run terraform init, which records it in .terraform/modules/modules.json); its resources are not checked`;
    if (message !== undefined) out.push({ ruleId: "terraform-module", severity: RULES["terraform-module"].severity, message, path: [], ...(call.at ?? WHOLE_FILE) });
  }
  return out;
}

/** The folders a run's configuration files make up. */
export function configFolders(files: readonly ConfigFile[]): Set<string> {
  return new Set(files.map((f) => f.folder));
}

// ---------------------------------------------------------------------------------------------
// Evaluating: modules, instances and references.

/**
 * At most this many resource instances (and module instances) per root module by default:
 * `count = 1e9` is unknown, not a hang. LoadLimits.maxTerraformInstances raises it.
 */
export const MAX_INSTANCES = DEFAULT_LIMITS.maxTerraformInstances;
interface Module {
  readonly folder: string;
  readonly files: number[];
  readonly resources: ConfigBlock[];
  readonly modules: ConfigBlock[];
  readonly locals: Map<string, Expr>;
  readonly variables: Map<string, VariableDecl>;
  readonly outputs: Map<string, OutputDecl>;
  /** Resource blocks by `type.name`. */
  readonly byName: Map<string, ConfigBlock>;
}

/** One run of the evaluator over a root module: its budget, the configuration's modules, the files it may read. */
interface Run {
  readonly budget: Budget;
  readonly modules: ReadonlyMap<string, Module>;
  readonly readFile: ((path: string) => string | undefined) | undefined;
  /** Why the last UNKNOWN of the value being evaluated is unknown (the first cause met): for --debug. */
  cause: string;
  readonly host: FnHost;
  /** See resourceObject. */
  readonly resourceObjects: Map<string, { [key: string]: TfValue }>;
  /** What `terraform.workspace` is: the root folder's selected workspace, else Terraform's "default". */
  readonly workspace: string;
}

/** One module instance: its variables and, evaluated once each, its locals, outputs and expansions. */
interface Instance {
  readonly run: Run;
  /** `module.net.` (with instance keys) for a child module's resources; "" for the root. */
  readonly prefix: string;
  readonly module: Module;
  readonly vars: ReadonlyMap<string, TfValue>;
  /** Why a variable has no known value. */
  readonly varWhy: ReadonlyMap<string, string>;
  readonly locals: Map<string, TfValue>;
  readonly localWhy: Map<string, string>;
  readonly outputs: Map<string, TfValue>;
  readonly outputWhy: Map<string, string>;
  /** What is being evaluated (a cycle is unknown): `local.x`, `output.x`, `resource.t.n`, `module.m`. */
  readonly evaluating: Set<string>;
  /** Resource blocks' and module calls' instances, by `resource.t.n` / `module.m`. */
  readonly expansions: Map<string, Expansion>;
  /** The instances of each module call, by its name. */
  readonly children: Map<string, ChildInstances>;
  /** Module folders from the root to this one (a module calling itself is a cycle). */
  readonly path: ReadonlySet<string>;
  readonly depth: number;
}

/** A resource block's or module call's instances, or why they are not known (and the attribute that says). */
type Expansion = { readonly list: readonly InstanceKey[] } | { readonly why: string; readonly attribute: string };
interface InstanceKey {
  readonly suffix: string;
  readonly count?: number;
  readonly each?: { readonly key: string; readonly value: TfValue };
}
type ChildInstances = { readonly list: readonly { readonly key: InstanceKey; readonly inst: Instance }[]; readonly keyed: "count" | "for_each" | undefined } | { readonly why: string; readonly attribute: string };

/** Names a `for` expression, a `dynamic` block's iterator or a template binds, innermost first. */
interface Scope {
  readonly name: string;
  readonly value: TfValue;
  readonly up: Scope | undefined;
}

interface Ctx {
  readonly inst: Instance;
  readonly count?: number;
  readonly each?: { readonly key: string; readonly value: TfValue };
  readonly scope?: Scope;
  /** The item a splat applies its traversal to. */
  readonly item?: TfValue;
  /** A template file's own scope: nothing but its variables (and functions) is visible. */
  readonly bare?: boolean;
}

/** An output block: its value and whether it is sensitive (then its value is never used: UNKNOWN). */
interface OutputDecl {
  readonly value: Expr;
  readonly sensitive: boolean;
}

/**
 * An evaluation error, as Terraform would report it: thrown to the nearest `try`/`can` or
 * attribute. Its text reaches --debug, so a quoted value in it (a map key, a function's argument:
 * possibly a secret of a .tfvars file) is left out unless `names` says the quotes hold only names
 * written in the configuration.
 */
class Fail {
  readonly why: string;
  constructor(why: string, names = false) {
    // A quoted value, closed or cut short by show() (which ends a long one with "…" and no quote).
    this.why = names ? why : why.replace(/"(?:[^"\\]|\\.)*(?:"|\u2026|$)/g, (q) => (q.length <= 6 && q.endsWith('"') ? q : '"…"'));
  }
}

/**
 * What one root module may expand to: resource and module instances, and values built (a value
 * reused, a local or `each.value`, costs its size again: what reads it walks it whole; a string
 * built costs one value per 64 characters). Past it, nothing more is read and the root gets an
 * input-limit finding: a small pull request cannot make a run hang or run out of memory (modules
 * calling modules, locals doubling locals, a large count, a function building a large value).
 */
interface Budget {
  instances: number;
  values: number;
  /** The values are bounded by the files' sizes (sizeBudget), not by the limit. */
  readonly bySize: boolean;
  /** What ran out first (false: nothing). */
  exhausted: false | "instances" | "values" | "depth";
  /**
   * Addresses whose instances the configuration does not say: a resource block with an unknown
   * `count`/`for_each` (`module.net.linode_vpc.main`), and module calls not read (a registry or
   * git source, an unknown count), as `module.x.` prefixes.
   */
  readonly unknown: Set<string>;
  /** Variables whose value is not known (`module.net.var.region`), and why: for --debug. Never a value. */
  readonly unresolved: { name: string; why: Unresolved | "definitions file not read" }[];
  /** Why each address of `unknown` is not read, and where (for --debug). */
  readonly why: Map<string, WholeUnknown>;
}

/** A resource block or module call whose instances the configuration does not say: why, and where it is written. */
export interface WholeUnknown {
  readonly why: string;
  /** The resource type of a resource block; undefined for a module call. */
  readonly type?: string;
  readonly fileIndex: number;
  /** The path of its `count`/`for_each`/`source` in its file's positions. */
  readonly path: Path;
}

/** At most this many values per root module by default (LoadLimits.maxTerraformValues raises it). */
export const MAX_VALUES = DEFAULT_LIMITS.maxTerraformValues;

/** The expansion budget of one root module (LoadLimits' Terraform keys). */
export type TerraformBudget = Pick<LoadLimits, "maxTerraformInstances" | "maxTerraformValues">;

/** Spends `n` instances; false (and the budget marked exhausted) when that passes it. */
function spend(budget: Budget, n: number): boolean {
  budget.instances -= n;
  if (budget.instances >= 0) return true;
  budget.exhausted ||= "instances";
  return false;
}

/**
 * Whatever limits a config sets, one root module builds at most SIZE_FLOOR values plus one per
 * four characters of its files (the root's and the modules it calls): a 300-byte file cannot
 * expand to a hundred million values, so evaluating and checking a root costs time linear in its
 * text. Real configurations build far fewer (bench/tf-config.mjs's 1 MiB folder: 56,175, one per
 * 19 characters).
 */
export const SIZE_FLOOR = 250_000;
export const sizeBudget = (bytes: number): number => SIZE_FLOOR + Math.max(0, Math.floor(bytes / 4));

const newBudget = (limits: TerraformBudget = DEFAULT_LIMITS, bytes?: number): Budget => {
  const bySize = bytes === undefined ? Infinity : sizeBudget(bytes);
  return { instances: limits.maxTerraformInstances, values: Math.min(limits.maxTerraformValues, bySize), bySize: limits.maxTerraformValues > bySize, exhausted: false, unknown: new Set(), unresolved: [], why: new Map() };
};

/** Charges `n` values; false (and the budget marked exhausted) when that passes it. */
function charge(budget: Budget, n: number): boolean {
  budget.values -= n;
  if (budget.values >= 0) return true;
  budget.exhausted ||= "values";
  return false;
}

const BUDGET_WHY = "not evaluated: the configuration passed its expansion budget";

/** The number of values in `v` counted as a tree (a shared part as often as it is reached), at most `limit + 1`. */
function sizeOf(v: TfValue, limit: number): number {
  let n = 0;
  const stack: TfValue[] = [v];
  while (stack.length && n <= limit) {
    const x = stack.pop()!;
    n++;
    if (Array.isArray(x)) appendAll(stack, x);
    else if (typeof x === "object" && x !== null && !(x instanceof Ref)) appendAll(stack, Object.values(x));
    else if (typeof x === "string" && x.length > 64) n += x.length >> 6;
  }
  return n;
}

/** Charges the size of a value used again; UNKNOWN when the budget cannot pay for it. */
function reuse(v: TfValue, c: Ctx): TfValue {
  const budget = c.inst.run.budget;
  if (typeof v !== "object" || v === null || v instanceof Ref) return v;
  return charge(budget, sizeOf(v, Math.max(0, budget.values))) ? v : unknown(c, BUDGET_WHY);
}

/** UNKNOWN, remembering why when nothing else was the cause of the value being evaluated. */
function unknown(c: Ctx, why: string): TfValue {
  const run = c.inst.run;
  if (run.cause === "") run.cause = why;
  return UNKNOWN;
}

/** The objects that stand for a resource of the provider (`linode_vpc.main`): only their `id` is known, any other attribute is known after apply. */
const RESOURCE_OBJECTS = new WeakSet<object>();

/** The object that stands for a resource instance, one per address of a run (references to it are many). */
function resourceObject(run: Run, address: string): TfValue {
  let o = run.resourceObjects.get(address);
  if (!o) {
    o = { id: new Ref(address, "id") };
    RESOURCE_OBJECTS.add(o);
    run.resourceObjects.set(address, o);
  }
  return o;
}


const typeName = (v: TfValue): string =>
  v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "an object" : typeof v === "string" ? "a string" : typeof v === "number" ? "a number" : "a bool";

/**
 * Terraform's order of map keys: Go's byte order of their UTF-8, which is code point order (a
 * string's UTF-16 units put U+E000..U+FFFF after the astral planes; Go does not).
 */
function byCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (an astral code point) sorts after every BMP unit.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** Whether a list is a set (without narrowing what it is tested on). */
const isSet = (v: unknown): boolean => isSetValue(v);

/** `v[key]` or `v.key`, as Terraform indexes: a missing key or index is an error, a resource's attribute other than `id` unknown. */
function step(v: TfValue, key: string | number, c: Ctx, attr: boolean): TfValue {
  if (v === UNKNOWN) return UNKNOWN;
  if (v instanceof Ref) return unknown(c, `${v.address}.${v.attribute} is known only after apply`);
  if (v === null) throw new Fail(attr ? `attempt to get attribute ${show(String(key))} of null` : "attempt to index null", attr);
  if (Array.isArray(v)) {
    // A traversal's string part that is all digits was written ["1"] (a name cannot start with a digit): an index.
    if (attr && !(typeof key === "string" && /^(0|[1-9][0-9]*)$/.test(key))) throw new Fail(`a list has no attribute ${show(String(key))}`, true);
    const i = typeof key === "number" ? key : /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : NaN;
    if (!Number.isInteger(i)) throw new Fail(`a list index must be a whole number, not ${show(String(key))}`);
    if (isSet(v)) throw new Fail("elements of a set are not indexed; use tolist() or a for expression");
    if (i < 0 || i >= v.length) throw new Fail(`index ${i} is out of range for a list of ${v.length}`);
    return v[i]!;
  }
  if (typeof v === "object") {
    const k = String(key);
    if (Object.prototype.hasOwnProperty.call(v, k)) return v[k]!;
    if (RESOURCE_OBJECTS.has(v)) return unknown(c, attr ? `${(v.id as Ref).address}.${k} is known only after apply` : `${(v.id as Ref).address}: an attribute known only after apply`);
    // An attribute is a name the configuration writes; an index may be any value.
    throw new Fail(attr ? `no attribute ${show(k)}` : `no key ${show(k)}`, attr);
  }
  throw new Fail(`${typeName(v)} has no attributes or elements`);
}

function walk(v: TfValue, parts: readonly (string | number)[], c: Ctx): TfValue {
  let x = v;
  for (const p of parts) x = step(x, p, c, typeof p === "string");
  return x;
}

/** A reference as written: `var.region`, `data.http.my_ip.body`, `local.rules[0]`. */
function refText(root: string, parts: readonly (string | number)[]): string {
  return root + parts.map((p) => (typeof p === "number" ? `[${p}]` : /^[A-Za-z_][A-Za-z0-9_-]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join("");
}

const MAX_EVAL_DEPTH = 128;
/** The longest string an evaluation builds (16 MiB): longer is UNKNOWN. */
const MAX_STRING = 16 * 1024 * 1024;

/** An expression's value; throws Fail where Terraform would report an error. */
function ev(e: Expr, c: Ctx, d: number): TfValue {
  if (d > MAX_EVAL_DEPTH) return unknown(c, "not evaluated: nested too deep");
  if (!charge(c.inst.run.budget, 1)) return unknown(c, BUDGET_WHY);
  switch (e.k) {
    case "lit":
      return e.v;
    case "tuple": {
      const out: TfValue[] = [];
      for (const x of e.items) out.push(ev(x, c, d + 1));
      return out;
    }
    case "object": {
      const out: { [key: string]: TfValue } = {};
      for (const [k, x] of e.items) setOwn(out, k, ev(x, c, d + 1));
      return out;
    }
    case "dobj": {
      const out: { [key: string]: TfValue } = {};
      let whole: TfValue | undefined;
      for (const [kx, x] of e.items) {
        const key = keyString(ev(kx, c, d + 1), c, "an object key");
        const value = ev(x, c, d + 1);
        if (key === UNKNOWN) whole = UNKNOWN;
        else setOwn(out, key, value);
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
      if (t === UNKNOWN) return UNKNOWN;
      return ev(t ? e.t : e.f, c, d + 1);
    }
    case "bin":
      return binary(e.op, ev(e.l, c, d + 1), ev(e.r, c, d + 1), c);
    case "un": {
      const v = ev(e.x, c, d + 1);
      if (e.op === "!") {
        const t = truth(v, c, 'the operand of "!"');
        return t === UNKNOWN ? UNKNOWN : !t;
      }
      const n = num(v, c, 'the operand of "-"');
      return n === UNKNOWN ? UNKNOWN : n === 0 ? 0 : -n;
    }
    case "call":
      return call(e, c, d);
    case "for":
      return forExpr(e, c, d);
    case "index": {
      const target = ev(e.x, c, d + 1);
      const key = ev(e.key, c, d + 1);
      if (key === UNKNOWN || target === UNKNOWN) return UNKNOWN;
      if (key instanceof Ref) return unknown(c, "an index known only after apply");
      if (typeof key !== "string" && typeof key !== "number") throw new Fail(`an index must be a number or a string, not ${typeName(key)}`);
      return step(target, key, c, false);
    }
    case "attr":
      return step(ev(e.x, c, d + 1), e.name, c, true);
    case "splat": {
      const target = ev(e.x, c, d + 1);
      if (target === UNKNOWN) return UNKNOWN;
      if (target === null) return [];
      const items = Array.isArray(target) ? target : [target];
      const out: TfValue[] = [];
      for (const item of items) out.push(ev(e.each, { ...c, item }, d + 1));
      return out;
    }
    case "item":
      return c.item === undefined ? unknown(c, "a splat's item outside a splat") : c.item;
  }
}

/** A value as a bool (`"true"`/`"false"` convert); UNKNOWN when unknown. */
function truth(v: TfValue, c: Ctx, what: string): boolean | typeof UNKNOWN {
  if (typeof v === "boolean") return v;
  if (v === UNKNOWN) return UNKNOWN;
  if (v instanceof Ref) return unknown(c, `${what} is known only after apply`) as typeof UNKNOWN;
  if (v === "true" || v === "false") return v === "true";
  throw new Fail(`${what} must be a bool, not ${typeName(v)}`);
}

/** A value as a number (a numeric string converts, as Terraform converts it); UNKNOWN when unknown. */
function num(v: TfValue, c: Ctx, what: string): number | typeof UNKNOWN {
  if (typeof v === "number") return v;
  if (v === UNKNOWN) return UNKNOWN;
  if (v instanceof Ref) return unknown(c, `${what} is known only after apply`) as typeof UNKNOWN;
  // cty's number syntax: no space around it.
  if (typeof v === "string" && /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(v)) return Number(v);
  throw new Fail(`${what} must be a number, not ${typeName(v)}`);
}

/** A value as an object key or template text: strings, numbers and bools as Terraform converts them to strings. */
function keyString(v: TfValue, c: Ctx, what: string): string | typeof UNKNOWN {
  if (v === UNKNOWN) return UNKNOWN;
  if (v instanceof Ref) return unknown(c, `${what} is known only after apply`) as typeof UNKNOWN;
  if (v === null) throw new Fail(`${what} is null`);
  const s = toStringValue(v);
  if (s === undefined) throw new Fail(`${what} must be a string, not ${typeName(v)}`);
  return s;
}

/** Whether two values are equal (UNKNOWN when it depends on an unknown part). */
function equal(a: TfValue, b: TfValue, depth = 0): boolean | typeof UNKNOWN {
  if (a === UNKNOWN || b === UNKNOWN || a instanceof Ref || b instanceof Ref) {
    if (a instanceof Ref && b instanceof Ref && a.address === b.address && a.attribute === b.attribute) return true;
    return UNKNOWN;
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (depth > 64) return UNKNOWN;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  let unknownPart = false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const r = equal(a[i]!, b[i]!, depth + 1);
      if (r === false) return false;
      if (r === UNKNOWN) unknownPart = true;
    }
    return unknownPart ? UNKNOWN : true;
  }
  const ao = a as { [key: string]: TfValue };
  const bo = b as { [key: string]: TfValue };
  const ka = Object.keys(ao);
  if (ka.length !== Object.keys(bo).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(bo, k)) return false;
    const r = equal(ao[k]!, bo[k]!, depth + 1);
    if (r === false) return false;
    if (r === UNKNOWN) unknownPart = true;
  }
  return unknownPart ? UNKNOWN : true;
}

function binary(op: string, l: TfValue, r: TfValue, c: Ctx): TfValue {
  switch (op) {
    case "==":
    case "!=": {
      const eq = equal(l, r);
      return eq === UNKNOWN ? UNKNOWN : op === "==" ? eq : !eq;
    }
    case "&&":
    case "||": {
      const a = truth(l, c, `the left operand of "${op}"`);
      const b = truth(r, c, `the right operand of "${op}"`);
      if (op === "&&") return a === false || b === false ? false : a === UNKNOWN || b === UNKNOWN ? UNKNOWN : true;
      return a === true || b === true ? true : a === UNKNOWN || b === UNKNOWN ? UNKNOWN : false;
    }
  }
  const a = num(l, c, `the left operand of "${op}"`);
  const b = num(r, c, `the right operand of "${op}"`);
  if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
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

/** The items of a collection a `for`, `dynamic` or `%{ for }` iterates: [key, value] pairs (a map's keys sorted, as Terraform orders them). */
function iterate(v: TfValue, c: Ctx, what: string): readonly (readonly [string | number, TfValue])[] | typeof UNKNOWN {
  if (v === UNKNOWN) return UNKNOWN;
  if (v instanceof Ref) return unknown(c, `${what} is known only after apply`) as typeof UNKNOWN;
  if (Array.isArray(v)) {
    // A set's key is its element (as Terraform iterates a set); a list's its index.
    const set = isSetValue(v);
    return v.map((x, i) => [set && (typeof x === "string" || typeof x === "number") ? x : i, x] as const);
  }
  if (typeof v === "object" && v !== null) {
    if (RESOURCE_OBJECTS.has(v)) return unknown(c, `${what} is a resource's attributes, known only after apply`) as typeof UNKNOWN;
    return Object.keys(v)
      .sort(byCodePoints)
      .map((k) => [k, v[k]!] as const);
  }
  throw new Fail(`${what} must be a list, a set or a map, not ${typeName(v)}`);
}

function bind(name: string | undefined, value: TfValue, up: Scope | undefined): Scope | undefined {
  return name === undefined ? up : { name, value, up };
}

function forExpr(e: Extract<Expr, { k: "for" }>, c: Ctx, d: number): TfValue {
  const items = iterate(ev(e.coll, c, d + 1), c, "the collection of a for expression");
  if (items === UNKNOWN) return UNKNOWN;
  const list: TfValue[] | undefined = e.key ? undefined : [];
  const obj: { [key: string]: TfValue } = {};
  let whole = false;
  for (const [k, v] of items) {
    if (!charge(c.inst.run.budget, 1)) return unknown(c, BUDGET_WHY);
    const inner: Ctx = { ...c, scope: bind(e.vv, v, bind(e.kv, k, c.scope)) };
    if (e.cond) {
      const keep = truth(ev(e.cond, inner, d + 1), inner, "the condition of a for expression");
      if (keep === UNKNOWN) whole = true;
      if (keep !== true) continue;
    }
    if (list) {
      list.push(ev(e.val, inner, d + 1));
      continue;
    }
    const key = keyString(ev(e.key!, inner, d + 1), inner, "a for expression's key");
    const value = ev(e.val, inner, d + 1);
    if (key === UNKNOWN) {
      whole = true;
      continue;
    }
    if (e.group) {
      const had = Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
      if (Array.isArray(had)) had.push(value);
      else setOwn(obj, key, [value]);
    } else {
      if (Object.prototype.hasOwnProperty.call(obj, key)) throw new Fail(`two items of a for expression have the key ${show(key)}; add "..." after the value to group them`);
      setOwn(obj, key, value);
    }
  }
  if (whole) return UNKNOWN;
  return list ?? obj;
}

/** A string template's value: a sole `${...}` is its value as it is; anything else a string. */
function template(parts: readonly TplPart[], c: Ctx, d: number): TfValue {
  if (parts.length === 1 && parts[0]!.k === "interp") return ev(parts[0]!.e, c, d + 1);
  const out: string[] = [];
  const length = { n: 0 };
  const r = render(parts, c, d, out, length);
  return r === UNKNOWN ? UNKNOWN : out.join("");
}

function render(parts: readonly TplPart[], c: Ctx, d: number, out: string[], length: { n: number }): true | typeof UNKNOWN {
  if (d > MAX_EVAL_DEPTH) return unknown(c, "not evaluated: nested too deep") as typeof UNKNOWN;
  let unknownPart = false;
  const add = (s: string): boolean => {
    length.n += s.length;
    if (length.n > MAX_STRING || !charge(c.inst.run.budget, 1 + (s.length >> 6))) return false;
    out.push(s);
    return true;
  };
  for (const p of parts) {
    if (p.k === "text") {
      if (!add(p.s)) return unknown(c, BUDGET_WHY) as typeof UNKNOWN;
    } else if (p.k === "interp") {
      const s = keyString(ev(p.e, c, d + 1), c, "a template's interpolated value");
      if (s === UNKNOWN) unknownPart = true;
      else if (!add(s)) return unknown(c, BUDGET_WHY) as typeof UNKNOWN;
    } else if (p.k === "if") {
      const t = truth(ev(p.c, c, d + 1), c, "the condition of %{ if }");
      if (t === UNKNOWN) return UNKNOWN;
      if (render(t ? p.t : p.f, c, d + 1, out, length) === UNKNOWN) unknownPart = true;
    } else {
      const items = iterate(ev(p.coll, c, d + 1), c, "the collection of %{ for }");
      if (items === UNKNOWN) return UNKNOWN;
      for (const [k, v] of items) {
        const inner: Ctx = { ...c, scope: bind(p.vv, v, bind(p.kv, k, c.scope)) };
        if (render(p.body, inner, d + 1, out, length) === UNKNOWN) unknownPart = true;
      }
    }
  }
  return unknownPart ? UNKNOWN : true;
}

/** Functions whose arguments are expressions, not values: `try`, `can`, `templatestring`. */
function call(e: Extract<Expr, { k: "call" }>, c: Ctx, d: number): TfValue {
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
      const v = ev(e.args[0]!, c, d + 1);
      return wholly(v) ? true : UNKNOWN;
    } catch (err) {
      if (!(err instanceof Fail)) throw err;
      return false;
    }
  }
  if (e.name.includes("::")) return unknown(c, `provider function ${e.name}() is not evaluated`);
  const args: TfValue[] = [];
  for (const x of e.args) args.push(ev(x, c, d + 1));
  if (e.expand) {
    const last = args.pop();
    if (last === UNKNOWN) return UNKNOWN;
    if (!Array.isArray(last)) throw new Fail(`the argument before "..." must be a list, not ${typeName(last ?? null)}`);
    appendAll(args, last);
  }
  if (e.name === "templatestring") {
    if (args.length !== 2) throw new Fail("templatestring() takes a template and an object of variables");
    return templateText(args[0]!, args[1]!, c, d);
  }
  const run = c.inst.run;
  const host: FnHost = { ...run.host, template: (text, vars) => templateText(text, vars, c, d) };
  const v = callFunction(e.name, args, host);
  if (v instanceof FnError) throw new Fail(`${e.name}(): ${v.message}`);
  if (v === UNKNOWN) {
    if (!args.every((a) => wholly(a))) return unknown(c, `${e.name}() of a value not known`);
    if (FILE_FUNCTIONS.has(e.name)) return unknown(c, `${e.name}(${typeof args[0] === "string" ? show(args[0]) : ""}): the file is not read (outside the repository, past the size limits, or not given to the library)`);
    if (NEVER_KNOWN.has(e.name)) return unknown(c, `${e.name}() is known only when Terraform runs`);
    // A pure function that refused to build its value (a product of many sets, a string past 16 MiB):
    // the budget's end, said by the root's input-limit finding, never a silent unknown.
    run.budget.exhausted ||= "values";
    return unknown(c, BUDGET_WHY);
  }
  return v;
}

/** A template's text rendered with only `vars` in scope (templatefile, templatestring). */
function templateText(text: TfValue, vars: TfValue, c: Ctx, d: number): TfValue {
  if (text === UNKNOWN || vars === UNKNOWN) return UNKNOWN;
  if (typeof text !== "string") throw new Fail(`a template must be a string, not ${typeName(text)}`);
  if (typeof vars !== "object" || vars === null || Array.isArray(vars) || vars instanceof Ref) throw new Fail("a template's variables must be an object");
  if (!charge(c.inst.run.budget, 1 + (text.length >> 6))) return unknown(c, BUDGET_WHY);
  const parsed = parseTemplate(text, { maxDepth: 64, maxNodes: Math.max(1, c.inst.run.budget.values) });
  if (parsed.kind === "unknown") throw new Fail(parsed.why);
  let scope: Scope | undefined;
  for (const k of Object.keys(vars)) scope = { name: k, value: vars[k]!, up: scope };
  return ev(operation(parsed), { inst: c.inst, ...(scope ? { scope } : {}), bare: true }, d + 1);
}

/** Whether a value holds no unknown part. */
function wholly(v: TfValue, depth = 0): boolean {
  if (v === UNKNOWN || v instanceof Ref) return false;
  if (typeof v !== "object" || v === null) return true;
  if (depth > 64) return false;
  return Array.isArray(v) ? v.every((x) => wholly(x, depth + 1)) : Object.keys(v).every((k) => wholly(v[k]!, depth + 1));
}

/** What `f` gives, where an error Terraform would report is UNKNOWN, with the error as why. */
function guarded<T>(c: Ctx, f: () => T): T | typeof UNKNOWN {
  try {
    return f();
  } catch (err) {
    if (!(err instanceof Fail)) throw err;
    return unknown(c, `Terraform would report an error: ${err.why}`) as typeof UNKNOWN;
  }
}

/** An expression's value at the top of an attribute, a count or an argument (see guarded). */
function evaluate(e: Expr, c: Ctx, d = 0): TfValue {
  return guarded(c, () => ev(e, c, d));
}

/** What a reference names, when that can be known: see the file's comment. */
function reference(root: string, parts: readonly (string | number)[], c: Ctx, d: number): TfValue {
  for (let s = c.scope; s; s = s.up) if (s.name === root) return reuse(walk(s.value, parts, c), c);
  if (c.bare) throw new Fail(`${show(refText(root, parts.slice(0, 1)))} is not among the template's variables`);
  const inst = c.inst;
  switch (root) {
    case "count":
      if (parts.length !== 1 || parts[0] !== "index") throw new Fail(`${refText(root, parts)} is not an attribute of count`);
      if (c.count === undefined) return unknown(c, "count.index outside a block with a known count");
      return c.count;
    case "each":
      if (!c.each) return unknown(c, `${refText(root, parts)} outside a block with a known for_each`);
      if (parts[0] === "key") return walk(c.each.key, parts.slice(1), c);
      if (parts[0] === "value") return reuse(walk(c.each.value, parts.slice(1), c), c);
      throw new Fail(`${refText(root, parts)}: each has key and value`);
    case "path": {
      const which = parts[0];
      // As Terraform gives them: relative to the root module's folder, where it runs.
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
      // Declared in a file not read (a file linted alone): unknown, not an error.
      if (value === undefined) return unknown(c, `no value for var.${name}`);
      if (value === UNKNOWN) return unknown(c, inst.varWhy.get(name) ?? `no value for var.${name}`);
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
  throw new Fail(`${show(refText(root, parts.slice(0, 1)))} is not a name Terraform knows here`);
}

/** The path from folder `from` to folder `to` ("." when they are one), both as the run's paths write them. */
function relativeFolder(from: string, to: string): string {
  const a = from.split("/").filter((p) => p !== "" && p !== ".");
  const b = to.split("/").filter((p) => p !== "" && p !== ".");
  if (from.startsWith("/") !== to.startsWith("/")) return to || ".";
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const parts = [...a.slice(i).map(() => ".."), ...b.slice(i)];
  return parts.length ? parts.join("/") : ".";
}

/** A path a configuration gives a file function, from the root module's folder (an absolute one as it is). */
function fromRoot(root: string, path: string): string {
  if (path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path)) return path;
  return moduleFolder(root, `./${path}`) ?? path;
}

function rootFolder(inst: Instance): string {
  for (const f of inst.path) return f;
  return inst.module.folder;
}

/** A local's value, evaluated once per module instance (without any count/each: a local cannot see them). */
function localValue(inst: Instance, name: string, c: Ctx, d: number): TfValue {
  const expr = inst.module.locals.get(name);
  if (!inst.locals.has(name) && !expr) return unknown(c, `local.${name} is not defined in the files read`);
  return once(inst, inst.locals, inst.localWhy, name, `local.${name}`, expr, c, d);
}

/**
 * A local's or an output's value (`label` names it), evaluated once per module instance in the
 * instance's own scope, with its own cause (kept for every later reader); a cycle is unknown.
 */
function once(inst: Instance, values: Map<string, TfValue>, whys: Map<string, string>, name: string, label: string, expr: Expr | undefined, c: Ctx, d: number): TfValue {
  const known = values.get(name);
  if (known !== undefined || !expr) {
    const v = known ?? UNKNOWN;
    // A value holding an unknown has its why (set where it was evaluated): no walk on every read.
    const why = whys.get(name);
    if (v === UNKNOWN || why !== undefined) unknown(c, why ?? `${label} is unknown`);
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
  // Walked once, here: does the value hold an unknown (then it keeps a why for every reader)?
  const partly = value === UNKNOWN || !wholly(value);
  if (partly) whys.set(name, `${label}: ${why || "a part of it is unknown"}`);
  if (partly) unknown(c, whys.get(name)!);
  return value;
}

/** `linode_x.name`: its instances' identities (an object, or a list/map of them under count/for_each). */
function resourceValue(c: Ctx, type: string, name: string, d: number): TfValue {
  const inst = c.inst;
  const base = `${inst.prefix}${type}.${name}`;
  const block = inst.module.byName.get(`${type}.${name}`);
  if (!block) return resourceObject(inst.run, base);
  const exp = expansion(inst, `resource.${type}.${name}`, block.body, d);
  if ("why" in exp) return unknown(c, `${type}.${name}: ${exp.why}`);
  const keyed = block.body.attrs.has("count") ? "count" : block.body.attrs.has("for_each") ? "for_each" : undefined;
  if (!keyed) return resourceObject(inst.run, base);
  if (!charge(inst.run.budget, exp.list.length)) return unknown(c, BUDGET_WHY);
  if (keyed === "count") return exp.list.map((k) => resourceObject(inst.run, base + k.suffix));
  const out: { [key: string]: TfValue } = {};
  for (const k of exp.list) setOwn(out, k.each!.key, resourceObject(inst.run, base + k.suffix));
  return out;
}

/** `module.name...`: the outputs of a module call's instances. */
function moduleReference(c: Ctx, name: string, rest: readonly (string | number)[], d: number): TfValue {
  const inst = c.inst;
  const call = inst.module.modules.find((m) => m.labels[0] === name);
  if (!call) throw new Fail(`no module call named ${show(name)}`);
  const children = childInstances(inst, call, d);
  if ("why" in children) return unknown(c, `module.${name}: ${children.why}`);
  const outputs = (child: Instance, more: readonly (string | number)[]): TfValue => {
    const out = more[0];
    if (typeof out === "string") return walk(outputValue(child, out, c, d), more.slice(1), c);
    if (more.length > 0) throw new Fail(`module.${name} has outputs, not elements`);
    // The whole object of outputs.
    const o: { [key: string]: TfValue } = {};
    for (const k of child.module.outputs.keys()) setOwn(o, k, outputValue(child, k, c, d));
    return o;
  };
  if (!children.keyed) return outputs(children.list[0]!.inst, rest);
  const key = rest[0];
  if (key !== undefined) {
    const hit = children.list.find((x) => (children.keyed === "count" ? x.key.count === key : x.key.each?.key === key));
    if (!hit) throw new Fail(`module.${name} has no instance ${show(String(key))}`);
    return outputs(hit.inst, rest.slice(1));
  }
  if (!charge(inst.run.budget, children.list.length)) return unknown(c, BUDGET_WHY);
  if (children.keyed === "count") return children.list.map((x) => outputs(x.inst, []));
  const o: { [key: string]: TfValue } = {};
  for (const x of children.list) setOwn(o, x.key.each!.key, outputs(x.inst, []));
  return o;
}

/** A module instance's output, evaluated once; a sensitive output is never used. */
function outputValue(inst: Instance, name: string, c: Ctx, d: number): TfValue {
  const decl = inst.module.outputs.get(name);
  const label = `${inst.prefix}output.${name}`;
  if (!decl) throw new Fail(`the module has no output ${show(name)}`, true);
  if (decl.sensitive && !inst.outputs.has(name)) {
    inst.outputs.set(name, UNKNOWN);
    inst.outputWhy.set(name, `${label} is sensitive`);
  }
  return once(inst, inst.outputs, inst.outputWhy, name, label, decl.value, c, d);
}

/** The instances a block's `count`/`for_each` asks for (once per module instance), or why they are not known. */
function expansion(inst: Instance, key: string, body: Body, d: number): Expansion {
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

function expand(body: Body, c: Ctx, d: number): Expansion {
  const budget = c.inst.run.budget;
  const count = body.attrs.get("count");
  const forEach = body.attrs.get("for_each");
  const attribute = count ? "count" : "for_each";
  const why = (fallback: string): Expansion => ({ why: budget.exhausted ? `${attribute} not expanded: the configuration passed its expansion budget` : `${attribute}: ${c.inst.run.cause || fallback}`, attribute });
  const e = count ?? forEach;
  if (!e) return spend(budget, 1) ? { list: [{ suffix: "" }] } : why("");
  let v = evaluate(e, c, d + 1);
  if (v === UNKNOWN || v instanceof Ref) return why("not known");
  let list: InstanceKey[] | string;
  if (count) {
    if (typeof v === "string" && /^[0-9]+$/.test(v.trim())) v = Number(v);
    list = typeof v !== "number" || !Number.isInteger(v) || v < 0 ? "count is not a whole number of 0 or more" : v > budget.instances ? [] : Array.from({ length: v }, (_, i) => ({ suffix: `[${i}]`, count: i }));
    if (typeof v === "number" && v > budget.instances) budget.exhausted ||= "instances";
  } else if (isSetValue(v)) {
    // A set of strings: each string is its instance's key and value.
    list = !v.every((x) => typeof x === "string") ? (v.some((x) => x === UNKNOWN || x instanceof Ref) ? "a key of for_each is not known" : "for_each is not a map or a set of strings") : v.length > budget.instances ? [] : (v as readonly string[]).map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: key } }));
    if (v.length > budget.instances) budget.exhausted ||= "instances";
  } else if (typeof v !== "object" || v === null || Array.isArray(v) || RESOURCE_OBJECTS.has(v)) {
    list = "for_each is not a map or a set of strings (a list must go through toset())";
  } else {
    const map = v;
    const keys = Object.keys(map);
    if (keys.length > budget.instances) budget.exhausted ||= "instances";
    list = keys.length > budget.instances ? [] : keys.sort(byCodePoints).map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: map[key]! } }));
  }
  if (typeof list === "string") return why(list);
  // A count past what is left of the budget: the root says it was not read (see Budget).
  if (budget.exhausted || !spend(budget, list.length)) return why("");
  return { list };
}

/** A module call's instances (once per calling instance): each a child module instance with its variables from the call's arguments. */
function childInstances(inst: Instance, call: ConfigBlock, d: number): ChildInstances {
  const name = call.labels[0]!;
  const known = inst.children.get(name);
  if (known) return known;
  // A call's arguments that read its own outputs: a cycle Terraform refuses; unknown here.
  if (inst.evaluating.has(`call.${name}`)) return { why: "its arguments refer to its own outputs (a cycle)", attribute: "source" };
  inst.evaluating.add(`call.${name}`);
  const result = ((): ChildInstances => {
    const folder = callFolder(inst.module, call);
    const child = folder !== undefined ? inst.run.modules.get(folder) : undefined;
    const written = writtenSource(call);
    if (!child || inst.path.has(child.folder) || inst.depth >= MAX_MODULE_DEPTH) {
      const why =
        written === undefined ? "its source is not a literal string"
        : child && inst.depth >= MAX_MODULE_DEPTH ? `modules nest more than ${MAX_MODULE_DEPTH} deep`
        : child ? "the module calls itself (a cycle)"
        : folder !== undefined ? `local module ${JSON.stringify(written)} is not among the linted files`
        : `module ${JSON.stringify(written)} is not a local folder (registry and git modules are not read)`;
      return { why, attribute: "source" };
    }
    const exp = expansion(inst, `module.${name}`, call.body, d);
    if ("why" in exp) return exp;
    const keyed = call.body.attrs.has("count") ? "count" : call.body.attrs.has("for_each") ? "for_each" : undefined;
    const path = new Set(inst.path);
    path.add(child.folder);
    const list = exp.list.map((key) => {
      const prefix = `${inst.prefix}module.${name}${key.suffix}.`;
      // The call's arguments, evaluated in the caller (with the call's count.index/each), are the child's variables.
      const c: Ctx = { inst, ...(key.count !== undefined ? { count: key.count } : {}), ...(key.each ? { each: key.each } : {}) };
      const args = new Map<string, Assigned[]>();
      const run = inst.run;
      const outer = run.cause;
      const argWhy = new Map<string, string>();
      for (const [k, x] of call.body.attrs) {
        if (META.has(k) || !child.variables.has(k)) continue;
        run.cause = "";
        const value = evaluate(x, c, d + 1);
        if (run.cause) argWhy.set(k, `the argument ${k} of module.${name}: ${run.cause}`);
        args.set(k, [{ value }]);
      }
      run.cause = outer;
      const { vars, varWhy } = moduleVariables(child, args, prefix, run.budget);
      for (const [k, w] of argWhy) if (vars.get(k) === UNKNOWN || !wholly(vars.get(k) ?? null)) varWhy.set(k, w);
      return { key, inst: newInstance(run, prefix, child, vars, varWhy, path, inst.depth + 1) };
    });
    return { list, keyed };
  })();
  inst.evaluating.delete(`call.${name}`);
  inst.children.set(name, result);
  return result;
}

function newInstance(run: Run, prefix: string, module: Module, vars: ReadonlyMap<string, TfValue>, varWhy: ReadonlyMap<string, string>, path: ReadonlySet<string>, depth: number): Instance {
  return { run, prefix, module, vars, varWhy, locals: new Map(), localWhy: new Map(), outputs: new Map(), outputWhy: new Map(), evaluating: new Set(), expansions: new Map(), children: new Map(), path, depth };
}

/** The provider's number attributes among those the mapping reads (its schema's types). */
const NUMBERS = new Set(["cluster_size", "prefix_length", "duration", "hour_of_day", "day_of_week", "week_of_month"]);
/** The provider's string attributes among those the mapping reads (a number or bool given is converted). */
const STRINGS = new Set(["label", "region", "type", "image", "engine_id", "description", "action", "protocol", "ports", "inbound_policy", "outbound_policy", "route_target", "script", "rev_note", "frequency", "purpose", "ipam_address", "address", "group", "engine", "version", "replication_type", "cluster_ip", "ip_address", "vpc", "nat_1_1", "linode_ipv4", "root_pass"]);
/** The provider's attributes that are lists or sets of strings, among those the mapping reads. */
const STRING_LISTS = new Set(["ipv4", "ipv6", "allow_list", "tags", "images", "authorized_keys", "authorized_users", "addresses"]);
/** The provider's boolean attributes among those the mapping reads. */
const BOOLEANS = new Set(["disabled", "is_public", "encrypted", "ssl_connection"]);

/**
 * A value as Terraform converts it by the provider's schema before anything sees it: `ports = 22`
 * is "22", `cluster_size = "3"` is 3, `disabled = "true"` is true (the attribute's name decides,
 * also inside an object attribute such as `updates`). Anything else is left as written.
 */
function bySchema(key: string, v: TfValue, depth: number): TfValue {
  // A number or bool given to a string attribute is its string, as Terraform converts it ("${local.n}" is 3, label "3").
  if ((typeof v === "number" || typeof v === "boolean") && STRINGS.has(key)) return toStringValue(v)!;
  if (Array.isArray(v) && STRING_LISTS.has(key) && v.some((x) => typeof x === "number" || typeof x === "boolean")) {
    const out = v.map((x) => (typeof x === "number" || typeof x === "boolean" ? toStringValue(x)! : x));
    return isSetValue(v) ? makeSetValue(out) : out;
  }
  if (NUMBERS.has(key) && typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?$/.test(v.trim())) return Number(v);
  if (BOOLEANS.has(key) && (v === "true" || v === "false")) return v === "true";
  if (depth < 4 && typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref)) {
    const out: { [key: string]: TfValue } = {};
    for (const k of Object.keys(v)) setOwn(out, k, bySchema(k, v[k]!, depth + 1));
    return out;
  }
  return v;
}

/** Nested blocks whose unknown `dynamic` blocks stand in their place in the list (the firewall's rules). */
const UNKNOWN_IN_PLACE = new Set(["inbound", "outbound"]);

/** At most this many unknown values are explained per resource (--debug shows fewer). */
const MAX_WHY = 64;

/** A provider attribute's path, built only when a note needs it: the parent's, and one more step. */
interface At {
  readonly up: At | undefined;
  readonly key: string | number;
}
const pathOf = (at: At | undefined): Path => {
  const out: (string | number)[] = [];
  for (let a = at; a; a = a.up) out.push(a.key);
  return out.reverse();
};

/** Each unknown place of `v` under the provider attribute `at`, with why (names, never values). */
function noteUnknowns(v: TfValue, at: Path, why: string, notes: UnknownWhy[], depth = 0): void {
  if (notes.length >= MAX_WHY) return;
  if (v === UNKNOWN) notes.push({ attribute: at, why: why || "its value is not known to cloudlint" });
  else if (depth > 16 || typeof v !== "object" || v === null || v instanceof Ref) return;
  else if (Array.isArray(v)) v.forEach((x, i) => noteUnknowns(x, [...at, i], why, notes, depth + 1));
  else for (const k of Object.keys(v)) noteUnknowns(v[k]!, [...at, k], why, notes, depth + 1);
}

/** The provider attributes of a body: its attributes and nested blocks (lists of objects); meta-arguments left out. */
function bodyValues(body: Body, c: Ctx, depth = 0, notes?: UnknownWhy[], at?: At, generated?: Map<string, number>): { [key: string]: TfValue } {
  const out: { [key: string]: TfValue } = {};
  const run = c.inst.run;
  for (const [k, x] of body.attrs) {
    if (META.has(k)) continue;
    run.cause = "";
    const v = bySchema(k, evaluate(x, c), 0);
    setOwn(out, k, v);
    if (notes && notes.length < MAX_WHY && (run.cause !== "" || !wholly(v))) noteUnknowns(v, pathOf({ up: at, key: k }), run.cause, notes);
  }
  for (const [k, list] of body.blocks) {
    if (META.has(k) || depth >= 16) continue;
    const items: TfValue[] = [];
    let whole: TfValue | undefined;
    for (const b of list) {
      if (!isDynamic(b)) {
        items.push(bodyValues(b, c, depth + 1, notes, { up: { up: at, key: k }, key: items.length }));
        continue;
      }
      run.cause = "";
      const coll = guarded(c, () => iterate(ev(b.forEach, c, 0), c, `the for_each of dynamic "${k}"`));
      if (coll === UNKNOWN) {
        if (notes && notes.length < MAX_WHY) notes.push({ attribute: pathOf({ up: at, key: k }), why: `dynamic "${k}": ${run.cause || "its for_each is not known"}` });
        // A firewall's rule blocks keep their order: the unknown ones stand in their place as one
        // unknown rule (the analysis weighs it as any rules at all: see src/firewall/unknowns.ts).
        // Any other block list is unknown as a whole.
        if (UNKNOWN_IN_PLACE.has(k)) {
          items.push(UNKNOWN);
          continue;
        }
        whole = UNKNOWN;
        break;
      }
      for (const [key, value] of coll) {
        if (!charge(run.budget, 1)) {
          whole = UNKNOWN;
          break;
        }
        const iterator: { [key: string]: TfValue } = {};
        setOwn(iterator, "key", key);
        setOwn(iterator, "value", value);
        // A resource's own blocks (not a nested block's): placed at the dynamic block's content.
        if (generated && depth === 0) generated.set(`${k}${SEP}${items.length}`, b.ordinal);
        items.push(bodyValues(b.content, { ...c, scope: { name: b.iterator, value: iterator, up: c.scope } }, depth + 1, notes, { up: { up: at, key: k }, key: items.length }));
      }
      if (whole !== undefined) break;
    }
    setOwn(out, k, whole ?? items);
  }
  for (const k of body.dynamic) {
    setOwn(out, k, UNKNOWN);
    if (notes && notes.length < MAX_WHY) notes.push({ attribute: pathOf({ up: at, key: k }), why: `dynamic "${k}" blocks of JSON syntax are not expanded` });
  }
  return out;
}

/**
 * The resources of a module instance and of the local modules it calls (depth-first), with their
 * addresses; `blocks` gets where each resource block is, by its address without instance key.
 */
function moduleResources(inst: Instance, out: TfResource[], blocks?: Map<string, TfResource["locate"]>): void {
  const budget = inst.run.budget;
  const prefix = inst.prefix;
  for (const block of inst.module.resources) {
    const [type, name] = block.labels as [string, string];
    if (!type.startsWith("linode_")) continue;
    const blockFile = block.fileIndex;
    const module = `${prefix}${type}.${name}`;
    if (blocks && !blocks.has(module)) blocks.set(module, (attribute) => ({ fileIndex: blockFile, path: ["resource", type, name, ...attribute] }));
    if (budget.exhausted) return;
    const exp = expansion(inst, `resource.${type}.${name}`, block.body, 0);
    if ("why" in exp) {
      budget.unknown.add(module);
      budget.why.set(module, { why: exp.why, type, fileIndex: blockFile, path: ["resource", type, name, exp.attribute] });
      continue;
    }
    for (const key of exp.list) {
      // An instance costs a value however empty its body: a count of millions of empty blocks is bounded too.
      if (budget.exhausted || !charge(budget, 1)) return;
      const c: Ctx = { inst, ...(key.count !== undefined ? { count: key.count } : {}), ...(key.each ? { each: key.each } : {}) };
      const unknownWhy: UnknownWhy[] = [];
      const generated = block.body.generates ? new Map<string, number>() : undefined;
      const values = bodyValues(block.body, c, 0, unknownWhy, undefined, generated);
      out.push({
        address: module + key.suffix,
        module,
        type,
        values,
        unknownWhy,
        locate: (attribute) => {
          // A block a `dynamic` block generated is written at that block's content.
          const ordinal = generated?.size && attribute.length >= 2 ? generated.get(`${String(attribute[0])}${SEP}${String(attribute[1])}`) : undefined;
          if (ordinal !== undefined) return { fileIndex: blockFile, path: ["resource", type, name, "dynamic", attribute[0]!, ordinal, ...attribute.slice(2)] };
          return { fileIndex: blockFile, path: ["resource", type, name, ...attribute] };
        },
        creating: true,
      });
    }
  }
  for (const call of inst.module.modules) {
    if (budget.exhausted) return;
    const callAddress = `${prefix}module.${call.labels[0]}`;
    const children = childInstances(inst, call, 0);
    if ("why" in children) {
      budget.unknown.add(callAddress);
      budget.why.set(callAddress, { why: children.why, fileIndex: call.fileIndex, path: ["module", call.labels[0]!, children.attribute] });
      continue;
    }
    for (const child of children.list) moduleResources(child.inst, out, blocks);
  }
}

/** At most this many unresolved variables are named per root module (for --debug). */
const MAX_UNRESOLVED = 1000;

const UNRESOLVED_WHY: Record<Unresolved | "definitions file not read", (name: string) => string> = {
  "no value": (n) => `no value for ${n}`,
  sensitive: (n) => `${n} is sensitive (its value is never used)`,
  "not of its type": (n) => `the value given for ${n} is not of its type`,
  "not a literal": (n) => `the value given for ${n} is not a literal`,
  "definitions file not read": (n) => `no value for ${n}: a definitions file could not be read`,
};

/**
 * A module instance's variables: each from what is assigned to it (lowest precedence first), else
 * its default, converted by its type (see variables.ts); charged to the budget where built.
 * `assigned` "unreadable": a definitions file of the root could not be read, so no variable of it
 * is known (a value it holds would override any other).
 */
function moduleVariables(m: Module, assigned: ReadonlyMap<string, readonly Assigned[]> | "unreadable", prefix: string, budget: Budget): { vars: Map<string, TfValue>; varWhy: Map<string, string> } {
  const vars = new Map<string, TfValue>();
  const varWhy = new Map<string, string>();
  for (const [name, decl] of m.variables) {
    const { value, unresolved } = assigned === "unreadable" ? { value: UNKNOWN as TfValue, unresolved: "definitions file not read" as const } : variableValue(decl, assigned.get(name) ?? []);
    if (unresolved) {
      if (budget.unresolved.length < MAX_UNRESOLVED) budget.unresolved.push({ name: `${prefix}var.${name}`, why: unresolved });
      varWhy.set(name, UNRESOLVED_WHY[unresolved](`${prefix}var.${name}`));
    }
    vars.set(name, value === UNKNOWN || charge(budget, sizeOf(value, Math.max(0, budget.values))) ? value : UNKNOWN);
  }
  return { vars, varWhy };
}

/**
 * Whether a Terraform address falls under one the configuration leaves unknown (an instance of an
 * unexpanded block, or anything inside a module call not read).
 */
export function underUnknown(address: string, unknown: ReadonlySet<string>): boolean {
  if (unknown.size === 0) return false;
  if (unknown.has(address.replace(/\[[^\]]*\]$/, ""))) return true;
  // Each `module.x` prefix of the address, with and without its instance key.
  for (const m of address.matchAll(/(?:^|\.)module\.[^.[]+(\[[^\]]*\])?/g)) {
    const prefix = address.slice(0, m.index + m[0].length);
    if (unknown.has(prefix) || (m[1] !== undefined && unknown.has(prefix.slice(0, -m[1].length)))) return true;
  }
  return false;
}

/** The folder a module call's literal local source names, from the calling module's folder; undefined for any other source. */
function callFolder(caller: { readonly folder: string }, call: ConfigBlock): string | undefined {
  if (call.installed !== undefined) return call.installed;
  const source = writtenSource(call);
  return source !== undefined ? moduleFolder(caller.folder, source) : undefined;
}

/** The folders of the configuration that another of its folders calls. */
function calledFolders(modules: ReadonlyMap<string, Module>): Set<string> {
  const called = new Set<string>();
  for (const m of modules.values()) {
    for (const call of m.modules) {
      const folder = callFolder(m, call);
      if (folder !== undefined && folder !== m.folder && modules.has(folder)) called.add(folder);
    }
  }
  return called;
}

function newRun(budget: Budget, modules: ReadonlyMap<string, Module>, given: ((path: string) => string | undefined) | undefined, root = "", workspace = "default"): Run {
  // Terraform reads a relative path from where it runs: the root module's folder.
  const readFile = given && ((path: string) => (typeof path === "string" && path !== "" && !path.includes("\u0000") ? given(fromRoot(root, path)) : undefined));
  const host: FnHost = {
    charge: (n) => charge(budget, n),
    ...(readFile
      ? {
          readFile: (path: string) => {
            const text = readFile(path);
            if (text !== undefined && !charge(budget, 1 + (text.length >> 6))) return undefined;
            return text;
          },
          fileExists: (path: string) => readFile(path) !== undefined || undefined,
        }
      : {}),
  };
  return { budget, modules, readFile, cause: "", host, resourceObjects: new Map(), workspace };
}

/** The configuration's modules, by folder. */
function modulesOf(files: readonly (ConfigFile & { fileIndex: number })[]): Map<string, Module> {
  const modules = new Map<string, Module>();
  for (const f of files) {
    let m = modules.get(f.folder);
    if (!m) modules.set(f.folder, (m = { folder: f.folder, files: [], resources: [], modules: [], locals: new Map(), variables: new Map(), outputs: new Map(), byName: new Map() }));
    m.files.push(f.fileIndex);
    appendAll(m.resources, f.resources);
    appendAll(m.modules, f.modules);
    for (const r of f.resources) if (r.labels.length === 2 && !m.byName.has(`${r.labels[0]}.${r.labels[1]}`)) m.byName.set(`${r.labels[0]}.${r.labels[1]}`, r);
    for (const [k, v] of f.locals) m.locals.set(k, v);
    for (const [k, v] of f.variables) m.variables.set(k, v);
    for (const [k, v] of f.outputs) m.outputs.set(k, v);
  }
  return modules;
}

/**
 * Where a plan's resource is written in its configuration (the `.tf` files of the plan's folder
 * and of the local modules they call): by the plan resource's address, else by its block's
 * address (an instance of a `count` the configuration leaves unknown). Undefined when the
 * configuration does not hold the resource.
 */
export function configLocator(files: readonly (ConfigFile & { fileIndex: number })[], folder: string, limits: TerraformBudget = DEFAULT_LIMITS): (address: string, module: string) => TfResource["locate"] | undefined {
  const modules = modulesOf(files);
  // The plan's own folder, else the one folder of the configuration no other calls (--terraform-dir).
  const uncalled = () => {
    const called = calledFolders(modules);
    const roots = [...modules.values()].filter((m) => !called.has(m.folder));
    return roots.length === 1 ? roots[0] : undefined;
  };
  const root = modules.get(norm(folder)) ?? uncalled();
  if (!root) return () => undefined;
  const resources: TfResource[] = [];
  const blocks = new Map<string, TfResource["locate"]>();
  // The plan holds the values: its configuration is read for positions alone, its variables unknown.
  const run = newRun(newBudget(limits), modules, undefined);
  const vars = new Map([...root.variables.keys()].map((k) => [k, UNKNOWN as TfValue]));
  try {
    moduleResources(newInstance(run, "", root, vars, new Map(), new Set([root.folder]), 0), resources, blocks);
  } catch (e) {
    // See rootModules: what was placed before stays placed.
    if (!(e instanceof RangeError)) throw e;
  }
  const byAddress = new Map(resources.map((r) => [r.address, r.locate]));
  return (address, module) => byAddress.get(address) ?? blocks.get(module);
}

/** A root module of the run: the folder, its resources (its local modules' included) and every file they come from. */
export interface RootModule {
  readonly folder: string;
  /** The files of the folder and of the local modules it calls, in run order; the first carries the account. */
  readonly files: readonly number[];
  readonly resources: readonly TfResource[];
  /** It expands past the budget (see Budget), its instances or its values: only the resources read before are here. */
  readonly exhausted?: "instances" | "values" | "depth";
  /** The values it may build: the limit, or its files' sizes' bound when that is lower (see sizeBudget). */
  readonly valuesBudget: number;
  readonly bySize: boolean;
  /** Addresses (blocks and module calls) whose instances it does not say: see Budget.unknown. */
  readonly unknown: ReadonlySet<string>;
  /** Variables without a known value and why (`var.region`: "no value"); never a value. */
  readonly unresolved: readonly { readonly name: string; readonly why: string }[];
  /** Why each address of `unknown` is not read, and where (for --debug). */
  readonly unknownWhy: ReadonlyMap<string, WholeUnknown>;
}

/**
 * What is assigned to a root module's variables (tfvars, `--var`, `TF_VAR_`), lowest precedence
 * first, by the root's folder; "unreadable" when a definitions file of it could not be read.
 */
export type RootAssignments = (folder: string) => ReadonlyMap<string, readonly Assigned[]> | "unreadable";

/**
 * The run's configuration files as root modules. A folder is a module; one that another folder of
 * the run calls is linted through its callers (with their addresses), not alone; a folder no other
 * calls (or one only a cycle reaches) is a root.
 */
export function rootModules(files: readonly (ConfigFile & { fileIndex: number })[], limits: TerraformBudget = DEFAULT_LIMITS, assignments?: RootAssignments, readFile?: (path: string) => string | undefined, workspaces?: Readonly<Record<string, string>>): RootModule[] {
  const modules = modulesOf(files);
  const called = calledFolders(modules);
  const roots: RootModule[] = [];
  const sizes = new Map(files.map((f) => [f.fileIndex, f.size]));
  const reached = new Set<string>();
  const build = (m: Module) => {
    const resources: TfResource[] = [];
    const fileSet = new Set(m.files);
    // Every file of every module it reaches.
    const walk = (x: Module, seen: Set<string>) => {
      for (const call of x.modules) {
        const folder = callFolder(x, call);
        const child = folder !== undefined ? modules.get(folder) : undefined;
        if (!child || seen.has(child.folder)) continue;
        seen.add(child.folder);
        reached.add(child.folder);
        for (const i of child.files) fileSet.add(i);
        walk(child, seen);
      }
    };
    walk(m, new Set([m.folder]));
    reached.add(m.folder);
    // What the root may build is bounded by its files' sizes too, whatever the limit says: the
    // evaluation stays linear in its input (see sizeBudget).
    let bytes = 0;
    for (const i of fileSet) bytes += sizes.get(i) ?? 0;
    const budget = newBudget(limits, bytes);
    const { vars, varWhy } = moduleVariables(m, assignments?.(m.folder) ?? new Map(), "", budget);
    try {
      const workspace = workspaces && Object.hasOwn(workspaces, m.folder) ? workspaces[m.folder]! : "default";
      moduleResources(newInstance(newRun(budget, modules, readFile, m.folder, workspace), "", m, vars, varWhy, new Set([m.folder]), 0), resources);
    } catch (e) {
      // Every path of the evaluation is bounded in depth; should one still pass the stack, the
      // root says so (what was read before stays checked), never an internal error.
      if (!(e instanceof RangeError)) throw e;
      budget.exhausted = "depth";
    }
    // The folder's own files first: the first of them carries the account.
    const own = new Set(m.files);
    roots.push({ folder: m.folder, files: [...m.files, ...[...fileSet].filter((i) => !own.has(i)).sort((a, b) => a - b)], resources, unknown: budget.unknown, unresolved: budget.unresolved, unknownWhy: budget.why, valuesBudget: Math.min(limits.maxTerraformValues, sizeBudget(bytes)), bySize: budget.bySize, ...(budget.exhausted ? { exhausted: budget.exhausted } : {}) });
  };
  for (const m of modules.values()) if (!called.has(m.folder)) build(m);
  for (const m of modules.values()) if (!reached.has(m.folder)) build(m);
  return roots;
}
