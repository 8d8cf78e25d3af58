/**
 * Organisation policies: the library's face. `compilePolicies` turns policy files (texts) into a
 * PolicySet once, or says what is wrong with them at their line and column; the set is passed to
 * the linter (`LintOptions.policies`), which evaluates it in the same pass as the built-in rules;
 * `testPolicies` runs the cases the policies carry. Pure: the caller reads the files.
 */
import { buildAccount } from "../account/account.js";
import type { Path, Severity } from "../diagnostic.js";
import { loadText } from "../load/load.js";
import { DEFAULT_LIMITS, resolveLimits, type LoadLimits } from "../load/limits.js";
import { isPlainObject } from "../util/text.js";
import { compilePolicyFile, PolicySetCompiler, type CompiledPolicy, type PolicyResource } from "./compile.js";
import { checkPolicies, dottedPath } from "./evaluate.js";

export type { PolicyResource } from "./compile.js";
export { POLICY_RESOURCES } from "./compile.js";

/**
 * What a policy is, as `cloudlint rules` and SARIF list it: id, description, severity, resource and where it is written.
 * @example
 * ```ts
 * const { policies } = compilePolicies([{ filePath: "p.yaml", text: "policies:\n  - id: acme/x\n    description: Databases are replicated.\n    resource: databases\n    assert: { field: cluster_size, min: 3 }\n" }]);
 * const info: PolicyInfo | undefined = policies.list[0];
 * info?.line; // 2
 * ```
 */
export interface PolicyInfo {
  readonly id: string;
  readonly description: string;
  readonly severity: Severity;
  readonly resource: PolicyResource;
  /** The policy file, and the policy's position in it. */
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  /** How many test cases it carries. */
  readonly tests: number;
}

const sets = new WeakSet<object>();

/**
 * Policies compiled once (by compilePolicies), to pass to the linter as `LintOptions.policies` and to testPolicies.
 * @example
 * ```ts
 * const { policies } = compilePolicies([{ filePath: "p.yaml", text: "policies: []\n" }]);
 * const set: PolicySet = policies;
 * set.list.length; // 0
 * ```
 */
export interface PolicySet {
  /** Each policy's id, description, severity, resource and place. */
  readonly list: readonly PolicyInfo[];
}

interface PolicySetInternal extends PolicySet {
  readonly compiled: readonly CompiledPolicy[];
}

/** The compiled policies of a set made by compilePolicies (anything else has none). */
export function compiledPolicies(set: unknown): readonly CompiledPolicy[] | undefined {
  return typeof set === "object" && set !== null && sets.has(set) ? (set as PolicySetInternal).compiled : undefined;
}

/**
 * A problem in a policy file, at its line and column: the CLI prints these and exits 2.
 * @example
 * ```ts
 * const problem: PolicyFileProblem = { file: "policies/db.yaml", line: 4, column: 15, message: 'severity must be error, warning or info, not "fatal"', path: ["policies", 0, "severity"] };
 * ```
 */
export interface PolicyFileProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
  /** Where in the policy file's data. */
  path: Path;
}

/**
 * Compiles policy files (YAML or JSON texts): every policy's conditions, patterns (RE2, linear
 * time), networks and messages are checked and compiled once. Any problem in any file is
 * returned with its position; the set then holds the policies that compiled. Never throws.
 * @example
 * ```ts
 * const text = "policies:\n  - id: acme/db-ha\n    description: Databases run three nodes.\n    resource: databases\n    assert: { field: cluster_size, equals: 3 }\n    message: \"{{label}} has cluster_size {{value}}\"\n";
 * const { policies, problems } = compilePolicies([{ filePath: ".cloudlint/policies/db.yaml", text }]);
 * problems.length; // 0
 * lintText("databases:\n  - { label: orders, engine: mysql/8.0.30, region: us-east, type: g6-dedicated-2, cluster_size: 1 }\n", { policies })
 *   .filter((d) => d.ruleId === "acme/db-ha")[0]?.message; // "orders has cluster_size 1"
 * ```
 */
export function compilePolicies(sources: ReadonlyArray<{ filePath: string; text: string }>, limits?: Partial<LoadLimits>): { policies: PolicySet; problems: PolicyFileProblem[] } {
  // The loader's limits (a policy file may be as large as maxPolicyBytes) and the set's conditions.
  const resolved = resolveLimits(limits);
  const loadLimits: LoadLimits = { ...resolved, maxBytes: Math.max(resolved.maxBytes, resolved.maxPolicyBytes) };
  const compiled: CompiledPolicy[] = [];
  const list: PolicyInfo[] = [];
  const problems: PolicyFileProblem[] = [];
  const seen = new Map<string, string>();
  const given = Array.isArray(sources) ? sources : [];
  // A (sparse) list of 2^32 - 1 holes would take minutes to walk: far more than any run has files.
  if (given.length > MAX_POLICY_FILES) {
    problems.push({ file: "<policies>", message: `${given.length} policy files is more than ${MAX_POLICY_FILES}; none was compiled`, path: [] });
    return { policies: freeze([], []), problems };
  }
  // Shared by the set's files: each distinct pattern compiled once; patterns and conditions bounded all together.
  const shared = new PolicySetCompiler(resolved.maxPolicyConditions);
  for (let i = 0; i < given.length; i++) {
    const s: unknown = given[i];
    const o = typeof s === "object" && s !== null ? (s as Record<string, unknown>) : {};
    const file = typeof o.filePath === "string" ? o.filePath : `<policies ${i}>`;
    const text = typeof o.text === "string" ? o.text : "";
    const loaded = loadText(text, loadLimits, undefined, /\.json$/i.test(file) ? "json" : "yaml");
    // What the loader says may quote the file's text (a number out of range, a token): said only
    // of a policy file. Of any other file (a glob caught a secrets file) nothing of it is repeated.
    const policyFile = loaded.data === undefined ? POLICIES_KEY.test(text) : isPlainObject(loaded.data) && Object.prototype.hasOwnProperty.call(loaded.data, "policies");
    if (loaded.data === undefined && !policyFile) {
      const first = loaded.findings[0];
      problems.push({ file, ...(first?.line !== undefined ? { line: first.line, column: first.column } : {}), message: `not a policy file: it has no policies list, and ${first?.ruleId === "input-limit" ? "is past the loader's limits" : "is not valid YAML or JSON"}`, path: [] });
      continue;
    }
    if (policyFile) for (const f of loaded.findings) problems.push({ file, ...(f.line !== undefined ? { line: f.line, column: f.column } : {}), message: f.message, path: f.path });
    if (loaded.data === undefined || (policyFile && loaded.findings.length > 0)) continue;
    const at = (path: Path, anchor?: "key") => {
      const pos = loaded.positions.locate(path, anchor);
      return pos ? { line: pos.line, column: pos.column } : {};
    };
    // Of a file that is no policy file this says only that, and its top-level keys.
    const result = compilePolicyFile(loaded.data, file, shared);
    for (const p of result.problems) problems.push({ file, ...at(p.path, p.anchor), message: p.message, path: p.path });
    for (const policy of result.policies) {
      const first = seen.get(policy.id);
      if (first !== undefined) {
        problems.push({ file, ...at([...policy.path, "id"]), message: `policy id ${JSON.stringify(policy.id)} is already defined at ${first}`, path: [...policy.path, "id"] });
        continue;
      }
      const pos = at(policy.path);
      seen.set(policy.id, `${file}${pos.line !== undefined ? `:${pos.line}:${pos.column}` : ""}`);
      compiled.push(policy);
      list.push({ id: policy.id, description: policy.description, severity: policy.severity, resource: policy.resource, file, ...pos, tests: policy.tests.length });
    }
  }
  return { policies: freeze(list, compiled), problems };
}

/** More policy files than one set takes (a run has a handful). */
const MAX_POLICY_FILES = 10_000;
/** A text that fails to parse is taken for a policy file when a line starts with its key. */
const POLICIES_KEY = /(^|[{,])[ \t]*["']?policies["']?[ \t]*:/m;

function freeze(list: PolicyInfo[], compiled: CompiledPolicy[]): PolicySet {
  const set: PolicySetInternal = Object.freeze({ list: Object.freeze(list), compiled: Object.freeze(compiled) });
  sets.add(set);
  return set;
}

/**
 * The outcome of one test case of a policy: passed or not, and what was expected and found.
 * @example
 * ```ts
 * const result: PolicyTestResult = { policy: "acme/db-ha", name: "a single node fails", file: "policies/db.yaml", passed: true, expected: { count: 1 }, found: { count: 1, paths: ["databases[0].cluster_size"], messages: ["orders has cluster_size 1"] } };
 * ```
 */
export interface PolicyTestResult {
  policy: string;
  name: string;
  passed: boolean;
  /** The policy file and the test's position in it. */
  file: string;
  expected: { count: number; paths?: string[] };
  found: { count: number; paths: string[]; messages: string[] };
  /** Why the case could not run (its state file missing or not valid YAML), when it could not. */
  problem?: string;
}

/**
 * How testPolicies reads a test's state file: its path (relative to the working folder, made from
 * the policy file's folder and the test's `state`) to its text; undefined when it cannot be read,
 * or `{ problem }` to say why it is not read (the CLI reads nothing outside the repository).
 * @example
 * ```ts
 * const options: PolicyTestOptions = { readFile: (path) => (path === "policies/fixtures/prod.yaml" ? "databases: []\n" : { problem: "it is not a fixture" }) };
 * ```
 */
export interface PolicyTestOptions {
  /** Reads a test's state file (path relative to the working folder); undefined or `{ problem }` when it cannot or may not. */
  readFile?: (path: string) => string | undefined | { problem: string };
}

/** `a/b/../c` → `a/c`: the folder of a policy file joined with a test's relative path (pure, "/" separators). */
export function joinRelative(policyFile: string, relative: string): string {
  if (relative.startsWith("/")) return relative;
  const parts = policyFile.split(/[\\/]/).slice(0, -1);
  for (const p of relative.split("/")) {
    if (p === "" || p === ".") continue;
    if (p === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else parts.push(p);
  }
  return parts.join("/");
}

/**
 * Runs every policy's own test cases: each state is linted with that policy alone, and the
 * policy's findings are compared with `expect` (a count, and the paths when given). Never throws.
 * @example
 * ```ts
 * const text = "policies:\n  - id: acme/db-ha\n    description: Databases run three nodes.\n    resource: databases\n    assert: { field: cluster_size, equals: 3 }\n    tests:\n      - name: one node fails\n        state: { databases: [{ label: orders, cluster_size: 1 }] }\n        expect: 1\n";
 * const { policies } = compilePolicies([{ filePath: "db.yaml", text }]);
 * testPolicies(policies).every((r) => r.passed); // true
 * ```
 */
export function testPolicies(set: PolicySet, options: PolicyTestOptions = {}): PolicyTestResult[] {
  const policies = compiledPolicies(set) ?? [];
  const readFile = typeof options === "object" && options !== null && typeof options.readFile === "function" ? options.readFile : undefined;
  const results: PolicyTestResult[] = [];
  for (const policy of policies) {
    for (const t of policy.tests) {
      const expected = { count: t.expect.count, ...(t.expect.paths ? { paths: [...t.expect.paths] } : {}) };
      const base = { policy: policy.id, name: t.name, file: policy.file, expected };
      let data: unknown;
      let statePath = "test.yaml";
      if ("file" in t.state) {
        statePath = joinRelative(policy.file, t.state.file);
        let text: unknown;
        try {
          text = readFile?.(statePath);
        } catch {
          text = undefined;
        }
        if (typeof text !== "string") {
          const why = isPlainObject(text) && typeof text.problem === "string" ? text.problem : undefined;
          results.push({ ...base, passed: false, found: { count: 0, paths: [], messages: [] }, problem: why ? `the state file ${statePath} is not read: ${why}` : `cannot read the state file ${statePath}` });
          continue;
        }
        const loaded = loadText(text, DEFAULT_LIMITS, undefined, /\.json$/i.test(statePath) ? "json" : "yaml");
        if (loaded.data === undefined || loaded.findings.length > 0) {
          results.push({ ...base, passed: false, found: { count: 0, paths: [], messages: [] }, problem: `the state file ${statePath} is not valid: ${loaded.findings[0]?.message ?? "it could not be read"}` });
          continue;
        }
        data = loaded.data;
      } else data = t.state.data;
      const filePath = t.filePath ?? statePath;
      const built = buildAccount([data]);
      // A misspelt section (database:) or a mapping where a list of entries goes would make an
      // empty account, which passes any "expect: pass": the case fails instead, naming the key.
      const shape = built.findings.find((f) => f.ruleId === "state-unknown-key" || f.ruleId === "state-structure");
      if (shape) {
        const key = shape.path[0];
        const hint = !("file" in t.state) && (key === "file" || key === "path") ? " (to read a state file, write state: PATH)" : "";
        results.push({ ...base, passed: false, found: { count: 0, paths: [], messages: [] }, problem: `the test's state is not a state file: ${shape.message}${hint}` });
        continue;
      }
      const { account } = built;
      const findings = checkPolicies(account, [policy], { filePath: () => filePath, relativePath: () => filePath });
      const paths = findings.map((f) => dottedPath(f.path));
      const found = { count: findings.length, paths, messages: findings.map((f) => f.message) };
      const passed = found.count === expected.count && (!expected.paths || sameList(expected.paths, paths));
      results.push({ ...base, passed, found });
    }
  }
  return results;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
