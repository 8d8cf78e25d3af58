/**
 * Issue 35's property: a configuration written with its values as literals, and the same
 * configuration written through what Terraform evaluates — variables with defaults, a
 * terraform.tfvars file, locals, templates, conditionals, `for` expressions, `try`, built-in
 * functions, `count`/`for_each` of one instance, `dynamic` blocks, and the whole of it moved into a
 * local module called with its values as arguments — give the same findings as the state file
 * (and so as its create plan: see equivalence.test.ts), compared as (rule id, state path).
 * fast-check chooses, value by value, how each is written.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintSources, type Diagnostic, type SourceFile } from "../../src/index.js";
import { model } from "./support/arbitraries.js";
import { Blocks, hclString, providerResources, toPlan, toState, TfRef, type Attrs, type Model, type ProviderResource, type TfVal } from "./support/render.js";

const OPTIONS = { today: "2026-11-25" };
type Found = { ruleId: string; path: (string | number)[] };
// The same input-specific findings as equivalence.test.ts leaves out (SSH keys at create, an instance's addresses).
const INPUT_SPECIFIC: readonly { ruleId: string; only: "terraform" | "state"; at?: string }[] = [
  { ruleId: "compute-ssh-keys", only: "terraform" },
  { ruleId: "ip-not-on-account", only: "state" },
  { ruleId: "unresolved-reference", only: "state", at: "route_target" },
];
const keys = (ds: readonly Found[], input: "terraform" | "state") =>
  ds
    .filter((d) => !INPUT_SPECIFIC.some((x) => x.ruleId === d.ruleId && x.only === input && (x.at === undefined || d.path.at(-1) === x.at)))
    .map((d) => `${d.ruleId} ${JSON.stringify(d.path)}`)
    .sort();
const messages = (results: { messages: Diagnostic[] }[]) => results.flatMap((r) => r.messages);

/** How one value is written: a choice fast-check makes per value. */
type Way = "literal" | "default" | "tfvars" | "local" | "template" | "conditional" | "try" | "for" | "function";
const WAYS: readonly Way[] = ["literal", "default", "tfvars", "local", "template", "conditional", "try", "for", "function"];

/** Writes resources through Terraform's evaluation, taking each choice from `pick`. */
class Indirect {
  readonly variables: string[] = [];
  readonly tfvars: string[] = [];
  readonly locals: string[] = [];
  private n = 0;
  constructor(
    private readonly pick: () => number,
    /** Addresses of resources written with count = 1 or a one-key for_each: how references name their instance. */
    private readonly instance: Map<string, string>,
  ) {}

  private way(): Way {
    return WAYS[this.pick() % WAYS.length]!;
  }

  /** A literal value in HCL (no references inside). */
  literal(v: TfVal): string {
    if (v instanceof TfRef) return `${v.address}${this.instance.get(v.address) ?? ""}.id`;
    if (typeof v === "string") return hclString(v);
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    if (v === null) return "null";
    if (Array.isArray(v)) return `[${v.map((x) => this.literal(x)).join(", ")}]`;
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    return `{ ${entries.map(([k, x]) => `${k} = ${this.literal(x)}`).join(", ")} }`;
  }

  private holdsRef(v: TfVal): boolean {
    return v instanceof TfRef || (Array.isArray(v) ? v.some((x) => this.holdsRef(x)) : typeof v === "object" && v !== null ? Object.values(v).some((x) => this.holdsRef(x)) : false);
  }

  /** The expression of one value, written one of the ways. */
  value(v: TfVal): string {
    const lit = this.literal(v);
    const way = this.way();
    const id = `v${this.n++}`;
    // A reference cannot be a variable's default or a tfvars value (Terraform takes literals there).
    const refs = this.holdsRef(v);
    switch (way) {
      case "default":
        if (refs) return lit;
        this.variables.push(`variable "${id}" {\n  default = ${lit}\n}`);
        return `var.${id}`;
      case "tfvars":
        if (refs) return lit;
        this.variables.push(`variable "${id}" {}`);
        this.tfvars.push(`${id} = ${lit}`);
        return `var.${id}`;
      case "local":
        this.locals.push(`  ${id} = ${lit}`);
        return `local.${id}`;
      case "template":
        // A string split in two interpolations; anything else as one lone interpolation (its value as it is).
        if (typeof v === "string" && v.length >= 2) return `"\${${hclString(v.slice(0, 1))}}\${${hclString(v.slice(1))}}"`;
        return `"\${${lit}}"`;
      case "conditional":
        return this.pick() % 2 ? `1 + 1 == 2 ? ${lit} : null` : `length("ab") != 2 ? null : ${lit}`;
      case "try":
        // A key the object does not have: an error, which try() passes over.
        return `try(local.none.missing_${id}, ${lit})`;
      case "for":
        if (Array.isArray(v)) return `[for x in ${lit} : x]`;
        return `[for x in [${lit}] : x][0]`;
      case "function":
        if (typeof v === "string") return `format("%s", ${lit})`;
        if (Array.isArray(v)) return `concat(${lit}, [])`;
        if (typeof v === "object" && v !== null && !(v instanceof TfRef)) return `merge(${lit}, {})`;
        // coalesce() of nothing but nulls is an error in Terraform: a null stays a literal.
        return v === null ? lit : `coalesce(null, ${lit})`;
      default:
        return lit;
    }
  }

  /** A resource body: attributes through `value`, nested blocks written as blocks or as one `dynamic` block. */
  body(attrs: Attrs, indent: string): string {
    let out = "";
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined) continue;
      if (!(v instanceof Blocks)) {
        out += `${indent}${k} = ${this.value(v)}\n`;
        continue;
      }
      if (this.pick() % 2 === 0 || v.items.length === 0) {
        for (const b of v.items) out += `${indent}${k} {\n${this.body(b, indent + "  ")}${indent}}\n`;
        continue;
      }
      // One dynamic block over a local list of the blocks' values; a missing attribute is null (unset).
      const id = `b${this.n++}`;
      const names = [...new Set(v.items.flatMap((b) => Object.keys(b).filter((a) => b[a] !== undefined)))];
      const nested = v.items.some((b) => Object.values(b).some((x) => x instanceof Blocks));
      if (nested) {
        for (const b of v.items) out += `${indent}${k} {\n${this.body(b, indent + "  ")}${indent}}\n`;
        continue;
      }
      this.locals.push(`  ${id} = [${v.items.map((b) => `{ ${names.map((a) => `${a} = ${b[a] === undefined ? "null" : this.literal(b[a] as TfVal)}`).join(", ")} }`).join(", ")}]`);
      out += `${indent}dynamic "${k}" {\n${indent}  for_each = local.${id}\n${indent}  iterator = it\n${indent}  content {\n`;
      for (const a of names) out += `${indent}    ${a} = it.value.${a}\n`;
      out += `${indent}  }\n${indent}}\n`;
    }
    return out;
  }
}

/** The configuration: the resources' files (as a root, or as a module the root calls), variables, tfvars, locals. */
function indirect(resources: readonly ProviderResource[], choices: readonly number[], asModule: boolean): Record<string, string> {
  let i = 0;
  const pick = () => choices[i++ % choices.length]!;
  // count = 1 or a one-key for_each on some resources; references name their instance.
  const instance = new Map<string, string>();
  const meta = new Map<string, string>();
  for (const r of resources) {
    const c = pick() % 4;
    if (c === 1) {
      instance.set(`${r.type}.${r.name}`, "[0]");
      meta.set(`${r.type}.${r.name}`, "  count = 1\n");
    } else if (c === 2) {
      instance.set(`${r.type}.${r.name}`, '["only"]');
      meta.set(`${r.type}.${r.name}`, '  for_each = toset(["only"])\n');
    }
  }
  const w = new Indirect(pick, instance);
  const main = resources.map((r) => `resource "${r.type}" "${r.name}" {\n${meta.get(`${r.type}.${r.name}`) ?? ""}${w.body(r.attrs, "  ")}}\n`).join("\n");
  const locals = `locals {\n  none = {}\n${w.locals.join("\n")}\n}\n`;
  if (!asModule) return { "infra/main.tf": main, "infra/variables.tf": `${w.variables.join("\n")}\n${locals}`, "infra/terraform.tfvars": `${w.tfvars.join("\n")}\n` };
  // The module's variables are given by the call's arguments (the tfvars values, as literals), its defaults the rest.
  const args = w.tfvars.map((l) => `  ${l}`).join("\n");
  return {
    "infra/main.tf": `module "all" {\n  source = "../modules/all"\n${args}\n}\n`,
    "modules/all/main.tf": main,
    "modules/all/variables.tf": `${w.variables.join("\n")}\n${locals}`,
  };
}

/** A plain tfvars-less run needs the CLI to read terraform.tfvars: the library is given it as an automatic file. */
function lintIndirect(files: Record<string, string>): Diagnostic[] {
  const tfvars = files["infra/terraform.tfvars"];
  const sources = Object.entries(files)
    .filter(([p]) => !p.endsWith(".tfvars"))
    .map(([filePath, text]): SourceFile => ({ filePath, text }));
  return messages(lintSources(sources, { ...OPTIONS, terraform: { autoFiles: tfvars === undefined ? [] : [{ filePath: "infra/terraform.tfvars", text: tfvars }] } }));
}

describe("values written through Terraform's evaluation give the findings of the same values as literals", () => {
  for (const asModule of [false, true]) {
    it(asModule ? "inside a local module called with its values as arguments" : "in the root module", () => {
      const seen = new Set<string>();
      fc.assert(
        fc.property(model, fc.array(fc.nat(1000), { minLength: 1, maxLength: 64 }), (m: Model, choices) => {
          const resources = providerResources(m);
          const state = messages(lintSources([{ filePath: "state.json", text: JSON.stringify(toState(m), null, 2) }], OPTIONS));
          for (const d of state) seen.add(d.ruleId);
          const files = indirect(resources, choices, asModule);
          const got = lintIndirect(files);
          expect(got.filter((d) => d.ruleId === "parse-error" || d.ruleId === "input-limit")).toEqual([]);
          expect(keys(got, "terraform")).toEqual(keys(state, "state"));
        }),
        { numRuns: Number(process.env.EQ_RUNS ?? 60), ...(process.env.EQ_SEED ? { seed: Number(process.env.EQ_SEED) } : {}) },
      );
      // Not vacuous: the random accounts made many rules report.
      expect(seen.size).toBeGreaterThanOrEqual(30);
    });
  }

  it("and the same as the create plan of those values", () => {
    fc.assert(
      fc.property(model, fc.array(fc.nat(1000), { minLength: 1, maxLength: 32 }), (m: Model, choices) => {
        const resources = providerResources(m);
        const plan = messages(lintSources([{ filePath: "plan.json", text: JSON.stringify(toPlan(resources), null, 2) }], OPTIONS));
        expect(keys(lintIndirect(indirect(resources, choices, false)), "terraform")).toEqual(keys(plan, "terraform"));
      }),
      { numRuns: 30, ...(process.env.EQ_SEED ? { seed: Number(process.env.EQ_SEED) } : {}) },
    );
  });
});
