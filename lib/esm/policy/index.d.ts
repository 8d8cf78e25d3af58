import type { Path, Severity } from "../diagnostic.js";
import { type LoadLimits } from "../load/limits.js";
import { type CompiledPolicy, type PolicyResource } from "./compile.js";
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
/** The compiled policies of a set made by compilePolicies (anything else has none). */
export declare function compiledPolicies(set: unknown): readonly CompiledPolicy[] | undefined;
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
export declare function compilePolicies(sources: ReadonlyArray<{
    filePath: string;
    text: string;
}>, limits?: Partial<LoadLimits>): {
    policies: PolicySet;
    problems: PolicyFileProblem[];
};
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
    expected: {
        count: number;
        paths?: string[];
    };
    found: {
        count: number;
        paths: string[];
        messages: string[];
    };
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
    readFile?: (path: string) => string | undefined | {
        problem: string;
    };
}
/** `a/b/../c` → `a/c`: the folder of a policy file joined with a test's relative path (pure, "/" separators). */
export declare function joinRelative(policyFile: string, relative: string): string;
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
export declare function testPolicies(set: PolicySet, options?: PolicyTestOptions): PolicyTestResult[];
