/**
 * Terraform input variables (issue 35): a variable's value from its default, `TF_VAR_name`,
 * terraform.tfvars, terraform.tfvars.json, *.auto.tfvars(.json) in lexical order, then --var-file
 * and --var in command-line order (Terraform's documented precedence, lowest first); type
 * constraints converting values as Terraform does; `nullable = false`; `sensitive` values never
 * used (so never shown); local module arguments feeding the module's variables; and the property
 * that a configuration written with literals and the same written through variables give the
 * same findings.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixText, lintSources, type Diagnostic, type LintOptions, type SourceFile, type VariableInputs } from "../../src/index.js";
import { parseHcl, type HclExpr } from "../../src/terraform/hcl.js";
import { UNKNOWN } from "../../src/terraform/resources.js";
import { convert, orderAutoTfvars, parseTypeConstraint, readTfvars, variableValue, type VariableDecl } from "../../src/terraform/variables.js";
import { model } from "./support/arbitraries.js";
import { providerResources, toTf } from "./support/render.js";

const OPTIONS: LintOptions = { today: "2026-11-25" };
const run = (files: Record<string, string>, terraform?: VariableInputs) =>
  lintSources(
    Object.entries(files).map(([filePath, text]): SourceFile => ({ filePath, text })),
    { ...OPTIONS, ...(terraform ? { terraform } : {}) },
  );
const found = (files: Record<string, string>, terraform?: VariableInputs) => run(files, terraform).flatMap((r) => r.messages.map((m) => ({ file: r.filePath, ...m })));

/** A firewall whose inbound rule's ports come from `var.ports` (declared by `decl`): firewall-exposed-port fires for 22, not for 443. */
const fw = (decl: string) => `${decl}
resource "linode_firewall" "web" {
  label           = "web-fw"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  inbound {
    label    = "ssh-in"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = var.ports
    ipv4     = ["0.0.0.0/0"]
    ipv6     = ["::/0"]
  }
}
`;
/** The ports firewall-exposed-port reports as open to the world (its message names them). */
const exposed = (ds: readonly Diagnostic[]) => ds.filter((d) => d.ruleId === "firewall-exposed-port").map((d) => /port ([0-9]+)/.exec(d.message)?.[1]);

describe("precedence: each source overrides the ones below it", () => {
  // Terraform's order, lowest first; each level sets var.ports to its own guarded port, so the
  // port firewall-exposed-port names says which level won.
  const PORTS = ["22", "23", "3306", "3389", "5432", "6379", "9200", "27017"];
  const levels: ((port: string) => VariableInputs)[] = [
    () => ({}), // the default (written in the declaration)
    (p) => ({ env: { ports: p } }),
    (p) => ({ autoFiles: [{ filePath: "infra/terraform.tfvars", text: `ports = "${p}"\n` }] }),
    (p) => ({ autoFiles: [{ filePath: "infra/terraform.tfvars.json", text: `{"ports": "${p}"}` }] }),
    (p) => ({ autoFiles: [{ filePath: "infra/a.auto.tfvars", text: `ports = "${p}"\n` }] }),
    (p) => ({ autoFiles: [{ filePath: "infra/b.auto.tfvars.json", text: `{"ports": "${p}"}` }] }),
    (p) => ({ args: [{ filePath: "prod.tfvars", text: `ports = "${p}"\n` }] }),
    (p) => ({ args: [{ name: "ports", value: p }] }),
  ];
  const NAMES = ["default", "TF_VAR_ports", "terraform.tfvars", "terraform.tfvars.json", "a.auto.tfvars", "b.auto.tfvars.json", "--var-file", "--var"];
  const files = { "infra/main.tf": fw(`variable "ports" {\n  type    = string\n  default = "${PORTS[0]}"\n}`) };
  /** The inputs of levels 1..n, given in a shuffled order (the precedence is the levels', not the list's, except for args). */
  const upTo = (n: number): VariableInputs => {
    const parts = levels.slice(1, n + 1).map((f, i) => f(PORTS[i + 1]!));
    return { env: Object.assign({}, ...parts.map((p) => p.env ?? {})), autoFiles: parts.flatMap((p) => p.autoFiles ?? []).reverse(), args: parts.flatMap((p) => p.args ?? []) };
  };

  it.each(NAMES.map((name, i) => [name, i] as const))("%s overrides every source below it", (_name, i) => {
    expect(exposed(found(files, upTo(i)))).toEqual([PORTS[i]]);
  });

  it("--var-file and --var apply in the order given: the last wins", () => {
    const files = { "infra/main.tf": fw('variable "ports" { type = string }') };
    const file = { filePath: "prod.tfvars", text: 'ports = "22"\n' };
    expect(exposed(found(files, { args: [file, { name: "ports", value: "3306" }] }))).toEqual(["3306"]);
    expect(exposed(found(files, { args: [{ name: "ports", value: "3306" }, file] }))).toEqual(["22"]);
  });

  it("orders the automatic files as Terraform does: terraform.tfvars, terraform.tfvars.json, then *.auto.tfvars(.json) by name", () => {
    expect(orderAutoTfvars(["z.auto.tfvars", "terraform.tfvars.json", "a.auto.tfvars.json", "main.tf", "terraform.tfvars", "b.auto.tfvars", "x.tfvars"])).toEqual(["terraform.tfvars", "terraform.tfvars.json", "a.auto.tfvars.json", "b.auto.tfvars", "z.auto.tfvars"]);
  });

  it("a folder's automatic files apply to that root module only", () => {
    const files = { "envs/prod/main.tf": fw('variable "ports" { type = string }'), "envs/dev/main.tf": fw('variable "ports" { type = string }') };
    const ds = found(files, { autoFiles: [{ filePath: "envs/prod/terraform.tfvars", text: 'ports = "22"\n' }] });
    expect(ds.filter((d) => d.ruleId === "firewall-exposed-port").map((d) => d.file)).toEqual(["envs/prod/main.tf"]);
  });
});

describe("values from the command line and the environment", () => {
  it("takes a string for a primitive type (or none) literally, and parses an HCL value for any other type", () => {
    const list = `variable "v4" { type = list(string) }\n` + fw('variable "ports" {}').replace('["0.0.0.0/0"]', "var.v4");
    expect(exposed(found({ "infra/main.tf": list }, { args: [{ name: "ports", value: "22" }, { name: "v4", value: '["0.0.0.0/0"]' }] }))).toEqual(["22"]);
    // Not an HCL value of the list type: unknown, so nothing that needs it is reported: the rule's
    // IPv6 exposure (its ipv6 is known) is, its IPv4 one is not (issue 35: unknowns hide only what depends on them).
    const unknownV4 = found({ "infra/main.tf": list }, { args: [{ name: "ports", value: "22" }, { name: "v4", value: "0.0.0.0/0" }] }).filter((d) => d.ruleId === "firewall-exposed-port");
    expect(unknownV4.map((d) => d.message)).toEqual([expect.stringContaining("to every IPv6 address (::/0)")]);
  });

  it("ignores values for undeclared variables", () => {
    expect(exposed(found({ "infra/main.tf": fw('variable "ports" { default = "443" }') }, { env: { other: "22" }, args: [{ name: "nope", value: "22" }] }))).toEqual([]);
  });
});

describe("type constraints convert as Terraform does", () => {
  const t = (s: string) => parseTypeConstraint(s)!;
  it.each([
    ["number", "3", 3],
    ["number", " 1.5e2 ", 150],
    ["bool", "true", true],
    ["bool", "0", false],
    ["string", 22, "22"],
    ["string", false, "false"],
    ["list(string)", [1, "a", true], ["1", "a", "true"]],
    ["set(string)", ["b", "a", "b"], ["a", "b"]],
    ["set(number)", ["10", 2], [2, 10]],
    ["map(number)", { a: "1", b: 2 }, { a: 1, b: 2 }],
    ["tuple([string, number])", [1, "2"], ["1", 2]],
    ["object({ port = number, name = optional(string, \"web\"), tags = optional(list(string)) })", { port: "22", extra: 1 }, { port: 22, name: "web", tags: null }],
    ["list(object({ p = optional(number, 22) }))", [{}, { p: null }, { p: "80" }], [{ p: 22 }, { p: 22 }, { p: 80 }]],
    ["any", { a: [1] }, { a: [1] }],
    ["list", ["x"], ["x"]],
    ['"string"', 1, "1"],
  ] as const)("%s takes %j as %j", (type, value, expected) => {
    expect(convert(value as never, t(type))).toEqual(expected);
  });

  it.each([
    ["number", "three"],
    ["bool", "yes"],
    ["string", [1]],
    ["list(string)", { a: "b" }],
    ["map(string)", ["a"]],
    ["tuple([string])", ["a", "b"]],
    ["object({ port = number })", { name: "x" }],
  ] as const)("%s refuses %j", (type, value) => {
    expect(convert(value as never, t(type))).toBeUndefined();
  });

  it("reads no type it does not know (the value then stays as written)", () => {
    expect(parseTypeConstraint("list(strin)")).toBeUndefined();
    expect(parseTypeConstraint("object({a = number")).toBeUndefined();
  });

  it("a value its type refuses leaves the variable unknown: no finding that needs it", () => {
    const text = fw('variable "ports" {\n  type = number\n}');
    expect(exposed(found({ "infra/main.tf": text }, { args: [{ name: "ports", value: "22" }] }))).toEqual(["22"]);
    expect(exposed(found({ "infra/main.tf": text }, { args: [{ name: "ports", value: "twenty-two" }] }))).toEqual([]);
  });
});

describe("sets", () => {
  it("a set never merges items that hold an unknown or a reference: they may differ", () => {
    const t = parseTypeConstraint("set(object({ port = number, cidr = string }))")!;
    const set = convert([{ port: 22, cidr: UNKNOWN }, { port: 22, cidr: UNKNOWN }, { port: 80, cidr: "10.0.0.0/8" }, { port: 80, cidr: "10.0.0.0/8" }] as never, t) as unknown[];
    expect(set).toHaveLength(3);
    expect(set.filter((x) => (x as { cidr: unknown }).cidr === UNKNOWN)).toHaveLength(2);
    // A nested unknown is not written away as null: [[null], [unknown]] keeps its unknown item.
    const lists = convert([[null], [UNKNOWN]] as never, parseTypeConstraint("set(list(string))")!) as unknown[][];
    expect(lists).toHaveLength(2);
    expect(lists.some((l) => l[0] === UNKNOWN)).toBe(true);
  });

  it("for_each over a set(string) variable expands an instance per string, keyed by it", () => {
    const tf = 'variable "names" {\n  type    = set(string)\n  default = ["web", "db", "web"]\n}\nresource "linode_firewall" "fw" {\n  for_each        = var.names\n  label           = "${each.key}"\n  inbound_policy  = "drop"\n  outbound_policy = "ACCEPT"\n}\n';
    const ds = found({ "infra/main.tf": tf });
    expect(ds.filter((d) => d.ruleId === "firewall-policy").map((d) => d.message.split(": ")[0]).sort()).toEqual(['linode_firewall.fw["db"].inbound_policy', 'linode_firewall.fw["web"].inbound_policy']);
    // A list is not a set: Terraform refuses for_each over it, and so nothing is expanded.
    expect(found({ "infra/main.tf": tf.replace("set(string)", "list(string)") }).filter((d) => d.ruleId === "firewall-policy")).toEqual([]);
  });
});

describe("nullable, no value, sensitive", () => {
  const decl = (extra: Partial<VariableDecl>): VariableDecl => ({ name: "v", type: { k: "string" }, literal: true, sensitive: false, nullable: true, ...extra });
  it("null means the default when nullable = false, and null otherwise", () => {
    expect(variableValue(decl({ default: "443", nullable: false }), [{ value: null }])).toEqual({ value: "443" });
    expect(variableValue(decl({ default: "443" }), [{ value: null }])).toEqual({ value: null });
  });

  it("a variable with no value is unknown, and says why", () => {
    expect(variableValue(decl({}), [])).toEqual({ value: UNKNOWN, unresolved: "no value" });
    // An expression in a definitions file is not evaluated: unknown, not the default below it.
    expect(variableValue(decl({ default: "443" }), [{ value: UNKNOWN }])).toEqual({ value: UNKNOWN, unresolved: "not a literal" });
    expect(exposed(found({ "infra/main.tf": fw('variable "ports" { type = string }') }))).toEqual([]);
    // The result names it for --debug (on the root module's first file), and a module's too.
    const results = run({ "infra/main.tf": fw('variable "ports" { type = string }') + 'module "m" {\n  source = "./m"\n}\n', "infra/m/main.tf": 'variable "cidr" {}\nvariable "n" {\n  type = number\n  default = "x"\n}\n' });
    expect(results[0]!.unknownVariables).toEqual([
      { name: "var.ports", reason: "no value" },
      { name: "module.m.var.cidr", reason: "no value" },
      { name: "module.m.var.n", reason: "not of its type" },
    ]);
  });

  it("a sensitive variable is never used, whatever its value", () => {
    expect(variableValue(decl({ default: "22", sensitive: true }), [{ raw: "22" }])).toEqual({ value: UNKNOWN, unresolved: "sensitive" });
    const text = fw('variable "ports" {\n  type      = string\n  sensitive = true\n  default   = "22"\n}');
    expect(exposed(found({ "infra/main.tf": text }, { args: [{ name: "ports", value: "22" }] }))).toEqual([]);
    expect(run({ "infra/main.tf": text })[0]!.unknownVariables).toEqual([{ name: "var.ports", reason: "sensitive" }]);
  });

  it("nullable = false in a .tf file: a null from tfvars takes the default", () => {
    const text = fw('variable "ports" {\n  type     = string\n  nullable = false\n  default  = "5432"\n}');
    expect(exposed(found({ "infra/main.tf": text }, { autoFiles: [{ filePath: "infra/terraform.tfvars", text: "ports = null\n" }] }))).toEqual(["5432"]);
  });
});

describe("definitions files", () => {
  it("reads HCL attributes and JSON; an expression is unknown; a block is a problem", () => {
    const r = readTfvars("a.tfvars", 'a = "x"\nb = [1, { c = true }]\nc = upper("x")\nblk {\n}\n', { maxDepth: 64, maxValues: 1000 });
    expect(r.values.get("a")).toBe("x");
    expect(r.values.get("b")).toEqual([1, { c: true }]);
    expect(r.values.get("c")).toBe(UNKNOWN);
    expect(r.problems).toHaveLength(1);
    const j = readTfvars("a.tfvars.json", '{"__proto__": {"x": 1}, "a": [1]}', { maxDepth: 64, maxValues: 1000 });
    expect(Object.getPrototypeOf(j.values.get("__proto__"))).toBe(Object.prototype);
    expect(j.values.get("a")).toEqual([1]);
  });

  it("a .tfvars.json file is held to the same depth and value bounds as a .tfvars file", () => {
    const nested = (levels: number) => `{"a": ${"[".repeat(levels)}${"]".repeat(levels)}}`;
    const limits = { maxDepth: 4, maxValues: 10 };
    // The file's object, then `a`'s lists: 4 levels of lists are within a maxDepth of 4, 5 are not.
    expect(readTfvars("a.tfvars.json", nested(4), limits).problems).toEqual([]);
    expect(readTfvars("a.tfvars.json", nested(5), limits).problems.map((p) => p.message)).toEqual(["nested more than 4 deep"]);
    // Values: the file's object and its entries count, as the loader counts them.
    const list = (n: number) => `{"a": [${Array.from({ length: n }, (_, i) => i).join(",")}]}`;
    expect(readTfvars("a.tfvars.json", list(8), limits).problems).toEqual([]);
    for (const n of [9, 5000]) expect(readTfvars("a.tfvars.json", list(n), limits).problems.map((p) => p.message), String(n)).toEqual([expect.stringMatching(/more than (the )?10 values/)]);
  });

  it("a broken definitions file is a finding on its root, and leaves the root's variables unknown (never a lower value), without quoting it", () => {
    const text = fw('variable "ports" { default = "22" }');
    const results = run({ "infra/main.tf": text }, { autoFiles: [{ filePath: "infra/terraform.tfvars", text: 'ports = "22"\nsecret = "hunter2hunter2" oops\n' }] });
    const ds = results.flatMap((r) => r.messages);
    expect(exposed(ds)).toEqual([]);
    const problem = ds.find((d) => d.ruleId === "parse-error")!;
    expect(problem.message).toMatch(/^variable definitions file infra\/terraform\.tfvars \(line 2, column/);
    expect(problem.message).not.toContain("hunter2");
  });

  it("a hostile definitions file is an input-limit finding, not a hang", () => {
    // Past the nesting limit; past the parser's node bound (4 per value of the per-file limit).
    const deep = `v = ${"[".repeat(400)}${"]".repeat(400)}\n`;
    const huge = `v = [${Array.from({ length: 60_000 }, (_, i) => i).join(",")}]\n`;
    const text = fw('variable "v" {}\nvariable "ports" { default = "22" }');
    for (const t of [deep, huge]) {
      const start = Date.now();
      const results = lintSources([{ filePath: "infra/main.tf", text }], { ...OPTIONS, limits: { maxValues: 10_000 }, terraform: { autoFiles: [{ filePath: "infra/terraform.tfvars", text: t }] } });
      expect(Date.now() - start).toBeLessThan(3000);
      const ds = results.flatMap((r) => r.messages);
      expect(ds.find((d) => d.ruleId === "input-limit")?.message).toMatch(/^variable definitions file infra\/terraform\.tfvars \(line 1, column [0-9]+\): (nested more than|more than [0-9]+ blocks)/);
      // Its variables are unknown, so the rule that needs var.ports says nothing.
      expect(exposed(ds)).toEqual([]);
    }
  });

  it("a large value in a file within the parser's limits is charged to the run's budget: input-limit", () => {
    const text = `variable "v" {}\n` + fw('variable "ports" { default = "22" }').replace('["0.0.0.0/0"]', "var.v");
    const big = `v = [${Array.from({ length: 3000 }, () => '"0.0.0.0/0"').join(",")}]\n`;
    const results = lintSources([{ filePath: "infra/main.tf", text }], { ...OPTIONS, limits: { maxTerraformValues: 1000 }, terraform: { autoFiles: [{ filePath: "infra/terraform.tfvars", text: big }] } });
    expect(results.flatMap((r) => r.messages).some((d) => d.ruleId === "input-limit")).toBe(true);
  });
});

describe("fixes", () => {
  it("never rewrite a reference to a variable: the literal is elsewhere (a default, a tfvars file, the command line)", () => {
    const text = 'variable "policy" {\n  default = "drop"\n}\nresource "linode_firewall" "web" {\n  label           = "ok-label"\n  inbound_policy  = var.policy\n  outbound_policy = "drop"\n}\n';
    const results = run({ "infra/main.tf": text });
    // Both values are reported, each at its attribute.
    expect(results[0]!.messages.filter((d) => d.ruleId === "firewall-policy").map((d) => d.line)).toEqual([6, 7]);
    // --fix (and the editor's quick fix, which applies fixText too) rewrites the literal only.
    expect(fixText("infra/main.tf", text, results[0]!.messages).output).toBe(text.replace('outbound_policy = "drop"', 'outbound_policy = "DROP"'));
  });
});

describe("local module arguments", () => {
  const child = `variable "ports" { type = string }
variable "v4" {
  type    = list(string)
  default = ["10.0.0.0/8"]
}
resource "linode_firewall" "m" {
  label           = "mod-fw"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  inbound {
    label    = "db-in"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = var.ports
    ipv4     = var.v4
  }
}
`;
  it("feed the module's variables (converted by their type; defaults for the rest)", () => {
    const root = 'module "db" {\n  source = "./modules/db"\n  ports  = 5432\n  v4     = ["0.0.0.0/0"]\n}\nmodule "safe" {\n  source = "./modules/db"\n  ports  = 5432\n}\n';
    const ds = found({ "infra/main.tf": root, "infra/modules/db/main.tf": child });
    const hits = ds.filter((d) => d.ruleId === "firewall-exposed-port");
    expect(hits.map((d) => d.message.split(":")[0])).toEqual(["module.db.linode_firewall.m.inbound[0]"]);
    expect(hits[0]!.message).toContain("5432");
  });

  it("pass the root's variables through, with the call's count.index and each", () => {
    const root = 'variable "open" { default = ["0.0.0.0/0"] }\nmodule "db" {\n  for_each = { a = "3306", b = "443" }\n  source   = "./modules/db"\n  ports    = each.value\n  v4       = var.open\n}\n';
    const ds = found({ "infra/main.tf": root, "infra/modules/db/main.tf": child });
    expect(ds.filter((d) => d.ruleId === "firewall-exposed-port").map((d) => d.message.split(":")[0])).toEqual(['module.db["a"].linode_firewall.m.inbound[0]']);
  });

  it("a module variable with no argument and no default is unknown", () => {
    const root = 'module "db" {\n  source = "./modules/db"\n  v4     = ["0.0.0.0/0"]\n}\n';
    expect(found({ "infra/main.tf": root, "infra/modules/db/main.tf": child }).filter((d) => d.ruleId === "firewall-exposed-port")).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The property: literals and the same values through variables give the same findings.

type Route = "default" | "tfvars" | "tfvarsJson" | "auto" | "env" | "var" | "varFile" | "layered";
const ROUTES: readonly Route[] = ["default", "tfvars", "tfvarsJson", "auto", "env", "var", "varFile", "layered"];

/** Whether an expression is a literal value (no reference, function or template inside). */
function literal(x: HclExpr): boolean {
  if (x.kind === "literal") return true;
  if (x.kind === "tuple") return x.items.every(literal);
  if (x.kind === "object") return x.items.every((i) => literal(i.value));
  return false;
}

function valueOf(x: HclExpr): unknown {
  if (x.kind === "literal") return x.value;
  if (x.kind === "tuple") return x.items.map(valueOf);
  if (x.kind === "object") return Object.fromEntries(x.items.map((i) => [i.key, valueOf(i.value)]));
  return undefined;
}

/**
 * The configuration `text` with each literal attribute value (of resources and their nested
 * blocks) replaced by `var.vN`, each variable given its value by the route chosen for it; and,
 * for `module`, the whole written as a local module whose variables the root passes.
 */
function throughVariables(text: string, routes: (i: number) => Route, asModule: boolean): { files: Record<string, string>; inputs: VariableInputs } {
  const file = parseHcl(text);
  const spans: { start: number; end: number; text: string; value: unknown }[] = [];
  const visit = (items: typeof file.body, top: boolean) => {
    for (const item of items) {
      if (item.kind === "attribute") {
        if (!top && literal(item.value)) spans.push({ start: item.value.span.start, end: item.value.span.end, text: text.slice(item.value.span.start, item.value.span.end), value: valueOf(item.value) });
      } else visit(item.body, false);
    }
  };
  visit(file.body, true);
  let out = "";
  let at = 0;
  const decls: string[] = [];
  const tfvars: string[] = [];
  const json: Record<string, unknown> = {};
  const auto: string[] = [];
  const varFile: string[] = [];
  const env: Record<string, string> = {};
  const args: ({ filePath: string; text: string } | { name: string; value: string })[] = [];
  const moduleArgs: string[] = [];
  spans.forEach((s, i) => {
    out += text.slice(at, s.start) + `var.v${i}`;
    at = s.end;
    const name = `v${i}`;
    const route = asModule ? "default" : routes(i);
    // A string's raw form is taken literally for a string variable; anything else is an HCL value for `any`.
    const isString = typeof s.value === "string";
    const type = isString ? "string" : "any";
    const raw = isString ? (s.value as string) : s.text;
    if (asModule) {
      decls.push(`variable "${name}" {\n  type = ${type}\n}`);
      moduleArgs.push(`  ${name} = ${s.text}`);
      return;
    }
    switch (route) {
      case "default":
        decls.push(`variable "${name}" {\n  type    = ${type}\n  default = ${s.text}\n}`);
        break;
      case "tfvars":
        decls.push(`variable "${name}" { type = ${type} }`);
        tfvars.push(`${name} = ${s.text}`);
        break;
      case "tfvarsJson":
        decls.push(`variable "${name}" { type = ${type} }`);
        json[name] = s.value;
        break;
      case "auto":
        decls.push(`variable "${name}" { type = ${type} }`);
        auto.push(`${name} = ${s.text}`);
        break;
      case "env":
        decls.push(`variable "${name}" { type = ${type} }`);
        env[name] = raw;
        break;
      case "var":
        decls.push(`variable "${name}" { type = ${type} }`);
        args.push({ name, value: raw });
        break;
      case "varFile":
        decls.push(`variable "${name}" { type = ${type} }`);
        varFile.push(`${name} = ${s.text}`);
        break;
      case "layered":
        // Decoys at every lower level; the --var-file given last holds the value.
        decls.push(`variable "${name}" {\n  default = "decoy-default"\n}`);
        env[name] = "decoy-env";
        tfvars.push(`${name} = "decoy-tfvars"`);
        auto.push(`${name} = "decoy-auto"`);
        args.unshift({ name, value: "decoy-var" });
        varFile.push(`${name} = ${s.text}`);
        break;
    }
  });
  out += text.slice(at);
  if (asModule) {
    return { files: { "infra/main.tf": `module "m" {\n  source = "./mod"\n${moduleArgs.join("\n")}\n}\n`, "infra/mod/main.tf": `${decls.join("\n")}\n${out}` }, inputs: {} };
  }
  const autoFiles = [
    { filePath: "infra/terraform.tfvars", text: tfvars.join("\n") + "\n" },
    { filePath: "infra/terraform.tfvars.json", text: JSON.stringify(json) },
    { filePath: "infra/x.auto.tfvars", text: auto.join("\n") + "\n" },
  ];
  return { files: { "infra/main.tf": `${decls.join("\n")}\n${out}` }, inputs: { env, autoFiles, args: [...args, { filePath: "prod.tfvars", text: varFile.join("\n") + "\n" }] } };
}

type Key = string;
const keyOf = (d: Diagnostic): Key => `${d.ruleId} ${JSON.stringify(d.path)}`;
const keysOf = (results: ReturnType<typeof run>) => results.flatMap((r) => r.messages.map(keyOf)).sort();
/** (rule id, address and attribute): the message's subject, before its first ": ". */
const subjects = (results: ReturnType<typeof run>) => results.flatMap((r) => r.messages.map((m) => `${m.ruleId} ${m.message.split(": ")[0]}`)).sort();

describe("a configuration written with literals and the same through variables give the same findings", () => {
  it("through defaults, tfvars (HCL, JSON, auto), TF_VAR_, --var-file and --var, with decoys below the winner", () => {
    let nonEmpty = 0;
    fc.assert(
      fc.property(model, fc.array(fc.constantFrom(...ROUTES), { minLength: 1, maxLength: 32 }), (m, routes) => {
        const text = toTf(providerResources(m), { heredocs: false });
        const literals = run({ "infra/main.tf": text });
        const { files, inputs } = throughVariables(text, (i) => routes[i % routes.length]!, false);
        const viaVars = run(files, inputs);
        if (literals.some((r) => r.messages.length > 0)) nonEmpty++;
        expect(subjects(viaVars)).toEqual(subjects(literals));
        expect(keysOf(viaVars)).toEqual(keysOf(literals));
      }),
      { numRuns: 40 },
    );
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it("through a local module's arguments", () => {
    fc.assert(
      fc.property(model, (m) => {
        const text = toTf(providerResources(m), { heredocs: false });
        const literals = run({ "infra/mod/main.tf": text, "infra/main.tf": 'module "m" {\n  source = "./mod"\n}\n' });
        const { files } = throughVariables(text, () => "default", true);
        expect(keysOf(run(files))).toEqual(keysOf(literals));
      }),
      { numRuns: 25 },
    );
  });
});
