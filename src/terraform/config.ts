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
import { appendAll } from "../util/data.js";
import { isPlainObject } from "../util/text.js";
import { parseHcl, type HclAttribute, type HclBlock, type HclExpr } from "./hcl.js";
import { Ref, UNKNOWN, type TfResource, type TfValue, type UnknownWhy } from "./resources.js";
import { hclValue, isSetValue, jsonValue, parseTypeConstraint, takesLiteral, variableValue, type Assigned, type Unresolved, type VariableDecl } from "./variables.js";

/** A configuration expression, the same for both syntaxes. */
type Expr =
  | { readonly k: "lit"; readonly v: string | number | boolean | null }
  | { readonly k: "tuple"; readonly items: readonly Expr[] }
  | { readonly k: "object"; readonly items: readonly (readonly [string, Expr])[] }
  | { readonly k: "ref"; readonly root: string; readonly parts: readonly (string | number)[] }
  | { readonly k: "unknown"; readonly why?: string };

const UNKNOWN_EXPR: Expr = { k: "unknown" };

/** A resource's (or a nested block's) body: its attributes, its nested blocks in order. */
interface Body {
  readonly attrs: Map<string, Expr>;
  /** Nested blocks by type, in source order (a `dynamic "x"` block makes `x` unknown). */
  readonly blocks: Map<string, Body[]>;
  /** Types written as `dynamic` blocks: their content is not known. */
  readonly dynamic: Set<string>;
}

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
  readonly resources: readonly ConfigBlock[];
  readonly modules: readonly ConfigBlock[];
  readonly locals: ReadonlyMap<string, Expr>;
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

const norm = (folder: string) => moduleFolder(folder, ".") ?? folder;

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
      return x.kind === "unknown" ? { k: "unknown", why: x.why } : UNKNOWN_EXPR;
  }
}

function hclBody(items: readonly (HclAttribute | HclBlock)[], text: string, path: Path | undefined, pos: Positions): Body {
  const body: Body = { attrs: new Map(), blocks: new Map(), dynamic: new Set() };
  // Blocks of a type that also has `dynamic` ones are not placed by their index: a plan's list
  // holds the generated blocks too, so its index i is not the i-th block written here (a finding
  // about one is placed at the resource block instead).
  const generated = path ? new Set(items.flatMap((i) => (i.kind === "block" && i.type === "dynamic" && i.labels[0] !== undefined ? [i.labels[0]] : []))) : undefined;
  for (const item of items) {
    if (item.kind === "attribute") {
      const at = path && [...path, item.name];
      if (at) pos.key(at, item.nameSpan.start, item.nameSpan.end);
      body.attrs.set(item.name, fromHcl(item.value, text, at, pos));
      continue;
    }
    if (item.type === "dynamic") {
      if (item.labels[0] !== undefined) body.dynamic.add(item.labels[0]);
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

/** A `${...}` that is exactly one reference (`"${linode_vpc.main.id}"`): JSON syntax's way of writing one. */
const SOLE_REFERENCE = /^\$\{\s*([A-Za-z_][A-Za-z0-9_-]*)((?:\.[A-Za-z_][A-Za-z0-9_-]*|\[[0-9]+\]|\["[^"\\$%]*"\])*)\s*\}$/;

function fromJson(v: unknown, depth: number): Expr {
  if (depth > 64) return UNKNOWN_EXPR;
  if (typeof v === "string") {
    if (!v.includes("${") && !v.includes("%{")) return { k: "lit", v };
    const m = SOLE_REFERENCE.exec(v);
    if (!m) return UNKNOWN_EXPR;
    const parts: (string | number)[] = [];
    for (const p of m[2]!.matchAll(/\.([A-Za-z_][A-Za-z0-9_-]*)|\[([0-9]+)\]|\["([^"]*)"\]/g)) parts.push(p[1] ?? (p[2] !== undefined ? Number(p[2]) : p[3]!));
    return { k: "ref", root: m[1]!, parts };
  }
  if (typeof v === "number" || typeof v === "boolean" || v === null) return { k: "lit", v };
  if (Array.isArray(v)) return { k: "tuple", items: v.map((x) => fromJson(x, depth + 1)) };
  if (isPlainObject(v)) return { k: "object", items: Object.entries(v).filter(([k]) => k !== "//").map(([k, x]) => [k, fromJson(x, depth + 1)] as const) };
  return UNKNOWN_EXPR;
}

/** A JSON resource body: every key an attribute (a nested block reads the same as a list of objects), `dynamic` unknown. */
function jsonBody(v: unknown): Body {
  const body: Body = { attrs: new Map(), blocks: new Map(), dynamic: new Set() };
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
  return { data: undefined, positions: pos.map, findings, folder: norm(folderOf(filePath)), resources, modules, locals, variables, comments };
}

/** Every position of a `.tf` file's resources, by the paths its findings' fixes use (for --fix). */
export function hclPositions(filePath: string, text: string, limits: LoadLimits): PositionMap {
  const positions = readHclConfig(filePath, text, 0, limits).positions;
  return positions instanceof HclPositions ? positions.ensureAll() : positions;
}

/** Reads one `.tf.json` file already loaded as JSON (its data and positions). */
export function readJsonConfig(filePath: string, loaded: LoadedText, fileIndex: number): ConfigFile {
  const data = loaded.data;
  const findings = [...loaded.findings];
  const base = { data: undefined, positions: loaded.positions, folder: norm(folderOf(filePath)), comments: [] };
  if (!isPlainObject(data)) {
    if (data !== undefined && !loaded.empty) findings.push({ ruleId: "parse-error", severity: RULES["parse-error"].severity, message: "a .tf.json file's top level is an object of blocks (resource, module, provider, …)", path: [], ...WHOLE_FILE });
    return { ...base, findings, resources: [], modules: [], locals: new Map(), variables: new Map() };
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
  return { ...base, findings, resources, modules, locals, variables };
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

/** The local module sources a configuration file calls (`./modules/net`), as written. */
export function localModuleSources(file: ConfigFile): string[] {
  const out: string[] = [];
  for (const call of file.modules) {
    const source = call.body.attrs.get("source");
    if (source?.k === "lit" && typeof source.v === "string" && isLocalModuleSource(source.v)) out.push(source.v);
  }
  return out;
}

/** A module call's source as written (a literal string), else undefined. */
export function moduleSources(file: ConfigFile): { name: string; source: string | undefined }[] {
  return file.modules.map((call) => {
    const source = call.body.attrs.get("source");
    return { name: call.labels[0]!, source: source?.k === "lit" && typeof source.v === "string" ? source.v : undefined };
  });
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
    const source = call.body.attrs.get("source");
    const written = source?.k === "lit" && typeof source.v === "string" ? source.v : undefined;
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
/** Module calls nest at most this deep. */
const MAX_MODULE_DEPTH = 16;

interface Module {
  readonly folder: string;
  readonly files: number[];
  readonly resources: ConfigBlock[];
  readonly modules: ConfigBlock[];
  readonly locals: Map<string, Expr>;
  readonly variables: Map<string, VariableDecl>;
}

interface Ctx {
  /** `module.net.` (with instance keys) for a child module's resources. */
  readonly prefix: string;
  readonly module: Module;
  readonly count?: number;
  readonly each?: { readonly key: string; readonly value: TfValue };
  /** Locals being evaluated (a cycle is unknown). */
  readonly evaluating: Set<string>;
  /** Locals of this module instance, each evaluated once. */
  readonly locals: Map<string, TfValue>;
  /** The values of this module instance's variables (UNKNOWN where not known). */
  readonly vars: ReadonlyMap<string, TfValue>;
  readonly budget: Budget;
}

/**
 * What one root module may expand to: resource and module instances, and values built (a value
 * reused, a local or `each.value`, costs its size again: what reads it walks it whole). Past it,
 * nothing more is read and the root gets an input-limit finding: a small pull request cannot make
 * a run hang or run out of memory (modules calling modules, locals doubling locals, a large count).
 */
interface Budget {
  instances: number;
  values: number;
  /** What ran out first (false: nothing). */
  exhausted: false | "instances" | "values";
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

const newBudget = (limits: TerraformBudget = DEFAULT_LIMITS): Budget => ({ instances: limits.maxTerraformInstances, values: limits.maxTerraformValues, exhausted: false, unknown: new Set(), unresolved: [], why: new Map() });

/** Charges `n` values; false (and the budget marked exhausted) when that passes it. */
function charge(budget: Budget, n: number): boolean {
  budget.values -= n;
  if (budget.values >= 0) return true;
  budget.exhausted ||= "values";
  return false;
}

/** The number of values in `v` counted as a tree (a shared part as often as it is reached), at most `limit + 1`. */
function sizeOf(v: TfValue, limit: number): number {
  let n = 0;
  const stack: TfValue[] = [v];
  while (stack.length && n <= limit) {
    const x = stack.pop()!;
    n++;
    if (Array.isArray(x)) appendAll(stack, x);
    else if (typeof x === "object" && x !== null && !(x instanceof Ref)) appendAll(stack, Object.values(x));
  }
  return n;
}

/** Charges the size of a value used again; UNKNOWN when the budget cannot pay for it. */
function reuse(v: TfValue, budget: Budget): TfValue {
  return charge(budget, sizeOf(v, Math.max(0, budget.values))) ? v : UNKNOWN;
}

function index(v: TfValue, parts: readonly (string | number)[]): TfValue {
  let x: TfValue = v;
  for (const p of parts) {
    if (Array.isArray(x) && typeof p === "number") x = x[p] ?? UNKNOWN;
    else if (typeof x === "object" && x !== null && !Array.isArray(x) && !(x instanceof Ref) && typeof p === "string") x = Object.prototype.hasOwnProperty.call(x, p) ? x[p]! : UNKNOWN;
    else return UNKNOWN;
  }
  return x;
}

function evaluate(e: Expr, ctx: Ctx, depth = 0): TfValue {
  if (depth > 64 || !charge(ctx.budget, 1)) return UNKNOWN;
  switch (e.k) {
    case "lit":
      return e.v;
    case "tuple":
      return e.items.map((x) => evaluate(x, ctx, depth + 1));
    case "object": {
      const out: { [key: string]: TfValue } = {};
      for (const [k, x] of e.items) Object.defineProperty(out, k, { value: evaluate(x, ctx, depth + 1), enumerable: true, writable: true, configurable: true });
      return out;
    }
    case "ref":
      return reference(e.root, e.parts, ctx, depth);
    default:
      return UNKNOWN;
  }
}

/** What a reference names, when that can be known: see the file's comment. */
function reference(root: string, parts: readonly (string | number)[], ctx: Ctx, depth: number): TfValue {
  if (root === "count" && parts.length === 1 && parts[0] === "index") return ctx.count ?? UNKNOWN;
  if (root === "each" && ctx.each) {
    if (parts[0] === "key" && parts.length === 1) return ctx.each.key;
    if (parts[0] === "value") return reuse(index(ctx.each.value, parts.slice(1)), ctx.budget);
    return UNKNOWN;
  }
  if (root === "local" && typeof parts[0] === "string") {
    const name = parts[0];
    const known = ctx.locals.get(name);
    if (known !== undefined) return reuse(index(known, parts.slice(1)), ctx.budget);
    const expr = ctx.module.locals.get(name);
    if (!expr || ctx.evaluating.has(name)) return UNKNOWN;
    ctx.evaluating.add(name);
    // A local is evaluated once per module instance, without the resource's count/each: it cannot see them.
    const value = evaluate(expr, { prefix: ctx.prefix, module: ctx.module, evaluating: ctx.evaluating, locals: ctx.locals, vars: ctx.vars, budget: ctx.budget }, depth + 1);
    ctx.evaluating.delete(name);
    ctx.locals.set(name, value);
    return index(value, parts.slice(1));
  }
  if (root === "var" && typeof parts[0] === "string") {
    const value = ctx.vars.get(parts[0]);
    return value === undefined ? UNKNOWN : reuse(index(value, parts.slice(1)), ctx.budget);
  }
  if (root.startsWith("linode_") && typeof parts[0] === "string") {
    // `linode_x.name.id`, `linode_x.name[0].id`, `linode_x.name["key"].id` (the reader gives a
    // literal string index as a string part: before a final `id` nothing else can stand there).
    const rest = parts.slice(1);
    const key = rest.length === 2 ? rest[0] : undefined;
    if (rest.length === 1 && rest[0] === "id") return new Ref(`${ctx.prefix}${root}.${parts[0]}`, "id");
    if (rest.length === 2 && rest[1] === "id" && key !== undefined) return new Ref(`${ctx.prefix}${root}.${parts[0]}[${JSON.stringify(key)}]`, "id");
    return UNKNOWN;
  }
  return UNKNOWN;
}

/** The provider's number attributes among those the mapping reads (its schema's types). */
const NUMBERS = new Set(["cluster_size", "prefix_length", "duration", "hour_of_day", "day_of_week", "week_of_month"]);
/** The provider's boolean attributes among those the mapping reads. */
const BOOLEANS = new Set(["disabled", "is_public", "encrypted", "ssl_connection"]);

/**
 * A value as Terraform converts it by the provider's schema before anything sees it: `ports = 22`
 * is "22", `cluster_size = "3"` is 3, `disabled = "true"` is true (the attribute's name decides,
 * also inside an object attribute such as `updates`). Anything else is left as written.
 */
function bySchema(key: string, v: TfValue, depth: number): TfValue {
  if (key === "ports" && typeof v === "number") return String(v);
  if (NUMBERS.has(key) && typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?$/.test(v.trim())) return Number(v);
  if (BOOLEANS.has(key) && (v === "true" || v === "false")) return v === "true";
  if (depth < 4 && typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref)) {
    const out: { [key: string]: TfValue } = {};
    for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: bySchema(k, v[k]!, depth + 1), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}

/** The provider attributes of a body: its attributes and nested blocks (lists of objects); meta-arguments left out. */
function bodyValues(body: Body, ctx: Ctx, depth = 0, notes?: UnknownWhy[], at: Path = []): { [key: string]: TfValue } {
  const out: { [key: string]: TfValue } = {};
  const set = (k: string, v: TfValue) => Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const [k, x] of body.attrs) {
    if (META.has(k)) continue;
    const v = bySchema(k, evaluate(x, ctx), 0);
    set(k, v);
    if (notes) explainUnknown(x, v, [...at, k], ctx, notes);
  }
  for (const [k, list] of body.blocks) if (!META.has(k) && depth < 16) set(k, list.map((b, i) => bodyValues(b, ctx, depth + 1, notes, [...at, k, i])));
  for (const k of body.dynamic) {
    set(k, UNKNOWN);
    if (notes && notes.length < MAX_WHY) notes.push({ attribute: [...at, k], why: `dynamic "${k}" blocks are not expanded` });
  }
  return out;
}

/** At most this many unknown values are explained per resource (--debug shows fewer). */
const MAX_WHY = 64;

/** A reference as written: `var.region`, `data.http.my_ip.body`, `local.rules[0]`. */
function refText(root: string, parts: readonly (string | number)[]): string {
  return root + parts.map((p) => (typeof p === "number" ? `[${p}]` : /^[A-Za-z_][A-Za-z0-9_-]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join("");
}

/**
 * Each place of `v` (the value of `e`) that is unknown, under the provider attribute `at`, with
 * why: what the expression needs that cloudlint does not know (for --debug; names, never values).
 */
function explainUnknown(e: Expr, v: TfValue | undefined, at: Path, ctx: Ctx, notes: UnknownWhy[], depth = 0): void {
  if (notes.length >= MAX_WHY || v === undefined) return;
  if (v === UNKNOWN) {
    notes.push({ attribute: at, why: whyUnknown(e, ctx, 0) });
    return;
  }
  if (depth > 16 || typeof v !== "object" || v === null || v instanceof Ref) return;
  if (e.k === "tuple" && Array.isArray(v)) e.items.forEach((x, i) => explainUnknown(x, v[i], [...at, i], ctx, notes, depth + 1));
  else if (e.k === "object" && !Array.isArray(v)) {
    for (const [k, x] of e.items) if (Object.prototype.hasOwnProperty.call(v, k)) explainUnknown(x, v[k], [...at, k], ctx, notes, depth + 1);
  } else if (e.k === "ref") {
    // A value from a local or each.value with unknown parts: each part, named by the reference.
    const walk = (x: TfValue, p: Path, d: number): void => {
      if (notes.length >= MAX_WHY || d > 16) return;
      if (x === UNKNOWN) notes.push({ attribute: [...at, ...p], why: `part of ${refText(e.root, e.parts)} is unknown` });
      else if (Array.isArray(x)) x.forEach((y, i) => walk(y, [...p, i], d + 1));
      else if (typeof x === "object" && x !== null && !(x instanceof Ref)) for (const k of Object.keys(x)) walk(x[k]!, [...p, k], d + 1);
    };
    walk(v, [], 0);
  }
}

/** Why an expression's value is unknown, in a few words (see explainUnknown). */
function whyUnknown(e: Expr, ctx: Ctx, depth: number): string {
  if (ctx.budget.exhausted) return "not evaluated: the configuration passed its expansion budget";
  if (e.k === "unknown") return e.why ? `${e.why} not evaluated` : "an expression cloudlint does not evaluate";
  if (e.k !== "ref") return "not evaluated: nested too deep";
  const { root, parts } = e;
  const name = refText(root, parts);
  if (root === "var") return `no value for ${refText(root, parts.slice(0, 1))}`;
  if (root === "data") return `data source ${refText(root, parts.slice(0, 2))}`;
  if (root === "module") return `output of ${refText(root, parts.slice(0, 1))} (module outputs are not evaluated)`;
  if (root === "count") return ctx.count === undefined ? "count.index outside a block with a known count" : `${name} is not an attribute of count`;
  if (root === "each") return ctx.each ? `${name} is not in the for_each value` : `${name} outside a block with a known for_each`;
  if (root === "local" && typeof parts[0] === "string") {
    const expr = ctx.module.locals.get(parts[0]);
    if (!expr) return `local.${parts[0]} is not defined`;
    const value = ctx.locals.get(parts[0]);
    if (value === UNKNOWN) return depth < 8 ? `local.${parts[0]}: ${whyUnknown(expr, ctx, depth + 1)}` : `local.${parts[0]} is unknown`;
    return value === undefined ? `local.${parts[0]} refers to itself` : `${name} is not in the value of local.${parts[0]}`;
  }
  if (/^[A-Za-z][A-Za-z0-9_-]*_[A-Za-z0-9_-]+$/.test(root) && typeof parts[0] === "string") {
    return root.startsWith("linode_") ? `${name} is known only after apply` : `${name}: another provider's resource (known only after apply)`;
  }
  return `${name} is not evaluated`;
}

/** Why a resource block's or module call's `count`/`for_each` gives no instances cloudlint knows. */
function instancesWhy(body: Body, ctx: Ctx): { why: string; attribute: string } {
  const attribute = body.attrs.has("count") ? "count" : "for_each";
  const e = body.attrs.get(attribute);
  if (!e) return { why: "not evaluated", attribute };
  if (ctx.budget.exhausted) return { why: `${attribute} not expanded: the configuration passed its expansion budget`, attribute };
  const v = e.k === "lit" || e.k === "tuple" || e.k === "object" ? undefined : evaluate(e, ctx);
  if (v === UNKNOWN) return { why: `${attribute}: ${whyUnknown(e, ctx, 0)}`, attribute };
  return { why: attribute === "count" ? "count is not a whole number of 0 or more" : "for_each is not a map or a set of strings", attribute };
}

/** The instances a `count`/`for_each` asks for: `[undefined]` for neither, undefined when it is not known. */
function instances(body: Body, ctx: Ctx): { suffix: string; count?: number; each?: { key: string; value: TfValue } }[] | undefined {
  const count = body.attrs.get("count");
  const forEach = body.attrs.get("for_each");
  if (count) {
    const n = evaluate(count, ctx);
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) return undefined;
    // A literal count past what is left of the budget: the root says it was not read (see Budget).
    if (n > ctx.budget.instances) {
      ctx.budget.exhausted ||= "instances";
      return undefined;
    }
    return Array.from({ length: n }, (_, i) => ({ suffix: `[${i}]`, count: i }));
  }
  if (forEach) {
    const v = evaluate(forEach, ctx);
    // A set of strings (a set(string) variable): each string is its instance's key and value.
    if (isSetValue(v) && v.every((x) => typeof x === "string")) {
      if (v.length > ctx.budget.instances) {
        ctx.budget.exhausted ||= "instances";
        return undefined;
      }
      return (v as readonly string[]).map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: key } }));
    }
    if (typeof v !== "object" || v === null || Array.isArray(v) || v instanceof Ref) return undefined;
    const keys = Object.keys(v);
    if (keys.length > ctx.budget.instances) {
      ctx.budget.exhausted ||= "instances";
      return undefined;
    }
    return keys.map((key) => ({ suffix: `[${JSON.stringify(key)}]`, each: { key, value: v[key]! } }));
  }
  return [{ suffix: "" }];
}

/**
 * The resources of a module and of the local modules it calls (depth-first), with their addresses;
 * `blocks` gets where each resource block is, by its address without instance key.
 */
function moduleResources(ctx: Ctx, modules: ReadonlyMap<string, Module>, out: TfResource[], depth: number, visiting: Set<string>, blocks?: Map<string, TfResource["locate"]>): void {
  for (const block of ctx.module.resources) {
    const [type, name] = block.labels as [string, string];
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
    const module = `${ctx.prefix}${type}.${name}`;
    for (const inst of list) {
      if (ctx.budget.exhausted) return;
      const inner: Ctx = { ...ctx, ...(inst.count !== undefined ? { count: inst.count } : {}), ...(inst.each ? { each: inst.each } : {}) };
      const fileIndex = block.fileIndex;
      const unknownWhy: UnknownWhy[] = [];
      out.push({
        address: module + inst.suffix,
        module,
        type,
        values: bodyValues(block.body, inner, 0, unknownWhy),
        unknownWhy,
        locate: (attribute) => ({ fileIndex, path: ["resource", type, name, ...attribute] }),
        creating: true,
      });
    }
  }
  if (depth >= MAX_MODULE_DEPTH) return;
  for (const call of ctx.module.modules) {
    const folder = callFolder(ctx.module, call);
    const child = folder !== undefined ? modules.get(folder) : undefined;
    const callAddress = `${ctx.prefix}module.${call.labels[0]}`;
    if (!child || visiting.has(child.folder)) {
      ctx.budget.unknown.add(callAddress);
      const source = call.body.attrs.get("source");
      const written = source?.k === "lit" && typeof source.v === "string" ? source.v : undefined;
      const why =
        written === undefined ? "its source is not a literal string"
        : child ? "the module calls itself (a cycle)"
        : folder !== undefined ? `local module ${JSON.stringify(written)} is not among the linted files`
        : `module ${JSON.stringify(written)} is not a local folder (registry and git modules are not read)`;
      ctx.budget.why.set(callAddress, { why, fileIndex: call.fileIndex, path: ["module", call.labels[0]!, "source"] });
      continue;
    }
    if (ctx.budget.exhausted) return;
    const list = instances(call.body, ctx);
    if (!list) {
      ctx.budget.unknown.add(callAddress);
      const { why, attribute } = instancesWhy(call.body, ctx);
      ctx.budget.why.set(callAddress, { why, fileIndex: call.fileIndex, path: ["module", call.labels[0]!, attribute] });
      continue;
    }
    // A module instance counts as an instance: modules calling modules cannot multiply unbounded.
    if (!spend(ctx.budget, list.length)) return;
    visiting.add(child.folder);
    for (const inst of list) {
      const prefix = `${ctx.prefix}module.${call.labels[0]}${inst.suffix}.`;
      // The call's arguments, evaluated in the caller (with the call's count.index/each), are the child's variables.
      const inner: Ctx = { ...ctx, ...(inst.count !== undefined ? { count: inst.count } : {}), ...(inst.each ? { each: inst.each } : {}) };
      const args = new Map<string, Assigned[]>();
      for (const [k, x] of call.body.attrs) if (!META.has(k) && child.variables.has(k)) args.set(k, [{ value: evaluate(x, inner) }]);
      const vars = moduleVariables(child, args, prefix, ctx.budget);
      moduleResources({ prefix, module: child, evaluating: new Set(), locals: new Map(), vars, budget: ctx.budget }, modules, out, depth + 1, visiting, blocks);
    }
    visiting.delete(child.folder);
  }
}

/** At most this many unresolved variables are named per root module (for --debug). */
const MAX_UNRESOLVED = 1000;

/**
 * A module instance's variables: each from what is assigned to it (lowest precedence first), else
 * its default, converted by its type (see variables.ts); charged to the budget where built.
 * `assigned` "unreadable": a definitions file of the root could not be read, so no variable of it
 * is known (a value it holds would override any other).
 */
function moduleVariables(m: Module, assigned: ReadonlyMap<string, readonly Assigned[]> | "unreadable", prefix: string, budget: Budget): Map<string, TfValue> {
  const vars = new Map<string, TfValue>();
  for (const [name, decl] of m.variables) {
    const { value, unresolved } = assigned === "unreadable" ? { value: UNKNOWN as TfValue, unresolved: "definitions file not read" as const } : variableValue(decl, assigned.get(name) ?? []);
    if (unresolved && budget.unresolved.length < MAX_UNRESOLVED) budget.unresolved.push({ name: `${prefix}var.${name}`, why: unresolved });
    vars.set(name, value === UNKNOWN || charge(budget, sizeOf(value, Math.max(0, budget.values))) ? value : UNKNOWN);
  }
  return vars;
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
  const source = call.body.attrs.get("source");
  return source?.k === "lit" && typeof source.v === "string" ? moduleFolder(caller.folder, source.v) : undefined;
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

/** The configuration's modules, by folder. */
function modulesOf(files: readonly (ConfigFile & { fileIndex: number })[]): Map<string, Module> {
  const modules = new Map<string, Module>();
  for (const f of files) {
    let m = modules.get(f.folder);
    if (!m) modules.set(f.folder, (m = { folder: f.folder, files: [], resources: [], modules: [], locals: new Map(), variables: new Map() }));
    m.files.push(f.fileIndex);
    appendAll(m.resources, f.resources);
    appendAll(m.modules, f.modules);
    for (const [k, v] of f.locals) m.locals.set(k, v);
    for (const [k, v] of f.variables) m.variables.set(k, v);
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
  moduleResources({ prefix: "", module: root, evaluating: new Set(), locals: new Map(), vars: new Map(), budget: newBudget(limits) }, modules, resources, 0, new Set([root.folder]), blocks);
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
  readonly exhausted?: "instances" | "values";
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
export function rootModules(files: readonly (ConfigFile & { fileIndex: number })[], limits: TerraformBudget = DEFAULT_LIMITS, assignments?: RootAssignments): RootModule[] {
  const modules = modulesOf(files);
  const called = calledFolders(modules);
  const roots: RootModule[] = [];
  const reached = new Set<string>();
  const build = (m: Module) => {
    const resources: TfResource[] = [];
    const budget = newBudget(limits);
    const vars = moduleVariables(m, assignments?.(m.folder) ?? new Map(), "", budget);
    moduleResources({ prefix: "", module: m, evaluating: new Set(), locals: new Map(), vars, budget }, modules, resources, 0, new Set([m.folder]));
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
    // The folder's own files first: the first of them carries the account.
    const own = new Set(m.files);
    roots.push({ folder: m.folder, files: [...m.files, ...[...fileSet].filter((i) => !own.has(i)).sort((a, b) => a - b)], resources, unknown: budget.unknown, unresolved: budget.unresolved, unknownWhy: budget.why, ...(budget.exhausted ? { exhausted: budget.exhausted } : {}) });
  };
  for (const m of modules.values()) if (!called.has(m.folder)) build(m);
  for (const m of modules.values()) if (!reached.has(m.folder)) build(m);
  return roots;
}
