/**
 * No policy file can hang a run: membership is a lookup, network lists are searched, patterns share
 * a budget of work that grows with the text they read, a set of policy files holds boundedly many
 * patterns, and no condition walks a list longer than any state file holds. Costs are asserted on
 * work done (calls, budget units) or, where the old algorithm was quadratic, on inputs so large that
 * it would pass the test's time limit many times over while the new one takes milliseconds (sizes
 * given); never on timings.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildAccount } from "../../src/account/account.js";
import { compilePolicies, lint, lintText } from "../../src/index.js";
import { compilePolicyFile, MAX_CONDITIONS, MAX_LIST_LENGTH } from "../../src/policy/compile.js";
import { checkPolicies } from "../../src/policy/evaluate.js";
import {
  compileRegex,
  MAX_PATTERN_WEIGHT,
  MAX_PATTERNS,
  MAX_TOTAL_PROGRAM,
  PATTERN_MATCH_OVERHEAD,
  PATTERN_WORK_FLOOR,
  PATTERN_WORK_PER_CHARACTER,
  PATTERN_WORK_PER_RESOURCE,
  PatternBudget,
  patternWeight,
  UNICODE_CLASS_WEIGHT,
} from "../../src/policy/regex.js";

/** One policy compiled from data (no YAML to parse: the sizes below are the evaluator's), run on one state. */
function run(policy: Record<string, unknown>, state: object) {
  const { policies, problems } = compilePolicyFile({ policies: [{ id: "acme/x", description: "A policy.", ...policy }] }, "p.yaml");
  expect(problems).toEqual([]);
  const { account } = buildAccount([state]);
  return checkPolicies(account, policies, { filePath: () => "s.json", relativePath: () => "s.json" });
}

const policyText = (resource: string, assert: string) => `policies:\n  - id: acme/x\n    description: A policy.\n    resource: ${resource}\n    assert: ${assert}\n`;

describe("in, not_in, equals: one lookup per value, however long the list", () => {
  it("the work on a value of the data does not grow with the list (10 or 2,000 mappings: the same reads of it)", () => {
    const reads = (listLength: number) => {
      let ownKeys = 0;
      // The data's value counts how often its keys are listed: the old test compared it with every mapping of the list.
      const updates = new Proxy({ frequency: "weekly", duration: 1, hour_of_day: 3, day_of_week: 7, week_of_month: null }, {
        ownKeys(target) {
          ownKeys++;
          return Reflect.ownKeys(target);
        },
      });
      const list = Array.from({ length: listLength }, (_, i) => `{ frequency: weekly, duration: 1, hour_of_day: ${i + 4}, day_of_week: 7, week_of_month: null }`).join(", ");
      const { policies, problems } = compilePolicies([{ filePath: "p.yaml", text: policyText("databases", `{ field: updates, not_in: [${list}] }`) }]);
      expect(problems).toEqual([]);
      const found = lint({ databases: [{ label: "orders", updates }] }, { policies }).filter((d) => d.ruleId === "acme/x");
      expect(found).toEqual([]); // hour 3 is none of them
      return ownKeys;
    };
    expect(reads(2_000)).toBe(reads(10));
  });

  it("mappings compare without key order, lists with it; 1 is not \"1\"; NaN is NaN", () => {
    const holds = (assert: string, updates: unknown) => run({ resource: "databases", assert: JSON.parse(assert) }, { databases: [{ label: "a", updates }] }).length === 0;
    expect(holds('{"field":"updates","in":[{"a":1,"b":[1,2]}]}', { b: [1, 2], a: 1 })).toBe(true);
    expect(holds('{"field":"updates","in":[{"a":1,"b":[1,2]}]}', { a: 1, b: [2, 1] })).toBe(false);
    expect(holds('{"field":"updates","in":[{"a":1}]}', { a: "1" })).toBe(false);
    expect(holds('{"field":"updates","in":[{"a":1}]}', { a: 1, c: 2 })).toBe(false);
    expect(holds('{"field":"updates","equals":[1,{"x":null}]}', [1, { x: null }])).toBe(true);
    expect(holds('{"field":"updates","equals":[1,{"x":null}]}', [1, { x: null }, 2])).toBe(false);
    expect(run({ resource: "databases", assert: { field: "updates", in: [{ n: Number.NaN }] } }, { databases: [{ label: "a", updates: { n: Number.NaN } }] })).toEqual([]);
  });

  it("a value of the data that is cyclic, holds a BigInt or nests 100,000 deep is simply not a member", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    let deep: unknown = { a: 1 };
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    for (const updates of [cyclic, { a: 10n }, deep, [cyclic]]) {
      expect(run({ resource: "databases", assert: { field: "updates", not_in: [{ a: 1 }, [{ a: 1 }]] } }, { databases: [{ label: "a", updates }] })).toEqual([]);
      expect(run({ resource: "databases", assert: { field: "updates", equals: { a: 1 } } }, { databases: [{ label: "a", updates }] })).toHaveLength(1);
    }
  });
});

describe("network lists: merged once, a binary search per value", () => {
  it("cidr_outside with 66,000 networks over an allow list of 200,000 entries (the old scan: 1.3e10 comparisons)", () => {
    // The lower half of each /24 from 10.0.0.0 on: 66,000 networks that do not merge.
    const nets = Array.from({ length: 66_000 }, (_, i) => `${10 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}.0/25`);
    const allow = Array.from({ length: 200_000 }, (_, i) => `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`);
    allow.push("10.0.0.5"); // inside the first network: the one entry that fails, last
    const found = run({ resource: "databases", assert: { field: "allow_list", cidr_outside: nets } }, { databases: [{ label: "a", allow_list: allow }] });
    expect(found.map((f) => f.path)).toEqual([["databases", 0, "allow_list", 200_000]]);
  });

  it("within means inside the networks together: 10.0.0.0/24 lies within 10.0.0.0/25 and 10.0.0.128/25", () => {
    const within = (value: string, list: string[]) => run({ resource: "databases", assert: { field: "allow_list", cidr_within: list } }, { databases: [{ label: "a", allow_list: [value] }] }).length === 0;
    expect(within("10.0.0.0/24", ["10.0.0.0/25", "10.0.0.128/25"])).toBe(true);
    expect(within("10.0.0.0/24", ["10.0.0.128/25", "10.0.0.0/26", "10.0.0.64/26"])).toBe(true);
    expect(within("10.0.0.0/24", ["10.0.0.0/25", "10.0.0.129/32", "10.0.0.130/31"])).toBe(false);
    expect(within("10.0.1.0", ["10.0.0.0/24", "10.0.2.0/24"])).toBe(false);
    expect(within("10.0.2.255", ["10.0.0.0/24", "10.0.2.0/24"])).toBe(true);
    expect(within("2001:db8::/47", ["2001:db8::/48", "2001:db8:1::/48", "10.0.0.0/8"])).toBe(true);
  });

  it("agree with deciding every address one by one (random lists and values in 10.0.0.0/24)", () => {
    const net = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 26, max: 32 })).map(([a, p]) => ({ first: a & ~((1 << (32 - p)) - 1) & 255, prefix: p }));
    const text = (n: { first: number; prefix: number }) => `10.0.0.${n.first}/${n.prefix}`;
    const addresses = (n: { first: number; prefix: number }) => Array.from({ length: 2 ** (32 - n.prefix) }, (_, i) => n.first + i);
    fc.assert(
      fc.property(fc.array(net, { minLength: 1, maxLength: 12 }), net, (list, value) => {
        const covered = new Set(list.flatMap(addresses));
        const mine = addresses(value);
        const decide = (op: string) => run({ resource: "databases", assert: { field: "allow_list", [op]: list.map(text) } }, { databases: [{ label: "a", allow_list: [text(value)] }] }).length === 0;
        expect(decide("cidr_within")).toBe(mine.every((a) => covered.has(a)));
        expect(decide("cidr_outside")).toBe(mine.every((a) => !covered.has(a)));
        expect(decide("overlaps")).toBe(mine.some((a) => covered.has(a)));
      }),
      { numRuns: 300 },
    );
  });
});

describe("patterns: a budget of work per run, growing with the text read", () => {
  it("charges (text length + 1) × program size + the overhead of a match, and refuses exactly past the allowance", () => {
    // Floor 0: the allowance is PATTERN_WORK_PER_CHARACTER for each character of each distinct text.
    const budget = new PatternBudget(0);
    const allowance = PATTERN_WORK_PER_CHARACTER * 3;
    const program = (allowance - PATTERN_MATCH_OVERHEAD) / 4;
    expect(Number.isInteger(program)).toBe(true);
    expect(budget.charge("abc", program)).toBe(true); // exactly the allowance
    expect(budget.work).toBe(allowance);
    expect(budget.charge("abc", 0)).toBe(false); // the same text adds nothing to the allowance
    const other = new PatternBudget(0);
    expect(other.charge("abc", program + 1)).toBe(false);
    expect(other.work).toBe(0);
    // A run's budget: the floor and so much a resource.
    const run = PatternBudget.forAccount(2);
    expect(run.charge("", PATTERN_WORK_FLOOR + 2 * PATTERN_WORK_PER_RESOURCE - PATTERN_MATCH_OVERHEAD)).toBe(true);
    expect(run.charge("", 0)).toBe(false);
  });

  it("an answer remembered from an earlier match costs nothing", () => {
    const r = compileRegex("^web-[0-9]+$");
    if (!r.ok) throw new Error(r.reason);
    const budget = new PatternBudget(0);
    expect(r.regex.search("web-12", budget)).not.toBeNull();
    const spent = budget.work;
    expect(spent).toBe(7 * r.regex.programSize + PATTERN_MATCH_OVERHEAD);
    expect(r.regex.search("web-12", budget)).not.toBeNull();
    expect(budget.work).toBe(spent);
  });

  it("the issue's 67-character pattern on a 200 KB StackScript is reported as not evaluated, not run for a minute", () => {
    const pattern = "(?P<cmd>(?s:.{0,1000}.{0,1000}.{0,1000}.{0,1000}.{0,900}))[A-Z]{2}";
    const script = "#!/bin/bash\n" + "apt-get install -y nginx postgresql-client curl jq # comment here\n".repeat(3000);
    const { policies, problems } = compilePolicies([{ filePath: "p.yaml", text: policyText("stackscripts", `{ not: { field: script, matches: '${pattern}' } }`) }]);
    expect(problems).toEqual([]);
    const found = lint({ stackscripts: [{ label: "bootstrap", images: ["any/all"], script }] }, { policies }).filter((d) => d.ruleId === "acme/x");
    expect(found.map((d) => [d.path, d.message])).toEqual([
      [["stackscripts", 0, "script"], `A policy. (not evaluated: matching "(?P<cmd>(?s:.{0,1000}.{0,1000}.{0,1000… against ${script.length} characters would pass the run's budget for patterns (text length × program size 9806))`],
    ]);
  });

  it("many patterns on one text share the run's budget: those past it are reported, the others evaluated", () => {
    const script = "x".repeat(100_000);
    // 20 policies, each a different pattern of about 100 instructions that does not match.
    const text = `policies:\n${Array.from({ length: 20 }, (_, i) => `  - { id: acme/p${i}, description: P${i}., resource: stackscripts, assert: { not: { field: script, matches: 'x{${90 + i}}Q' } } }\n`).join("")}`;
    const { policies, problems } = compilePolicies([{ filePath: "p.yaml", text }]);
    expect(problems).toEqual([]);
    const found = lint({ stackscripts: [{ label: "bootstrap", images: ["any/all"], script }] }, { policies }).filter((d) => d.ruleId.startsWith("acme/"));
    // The allowance: the floor, one resource and so much a character; each match costs 100,001 characters × its program and the overhead.
    let allowance = PATTERN_WORK_FLOOR + PATTERN_WORK_PER_RESOURCE + PATTERN_WORK_PER_CHARACTER * script.length;
    const evaluated: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = compileRegex(`x{${90 + i}}Q`);
      if (!r.ok) throw new Error(r.reason);
      const cost = (script.length + 1) * r.regex.programSize + PATTERN_MATCH_OVERHEAD;
      if (cost > allowance) break;
      allowance -= cost;
      evaluated.push(`acme/p${i}`);
    }
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThan(20);
    expect(found.map((d) => d.ruleId)).toEqual(Array.from({ length: 20 - evaluated.length }, (_, k) => `acme/p${evaluated.length + k}`));
    for (const d of found) expect(d.message).toMatch(/\(not evaluated: matching "x\{\d+\}Q" against 100000 characters would pass the run's budget for patterns/);
  });

  it("where.label past the budget is reported at the label, whatever the assertion says", () => {
    const label = "a".repeat(300_000);
    const text = `policies:\n  - id: acme/x\n    description: A policy.\n    resource: vpcs\n    where: { label: '(?P<all>(?s:.{0,1000}.{0,1000}.{0,1000}.{0,1000}.{0,900}))Z' }\n    assert: { field: region, exists: true }\n`;
    const { policies } = compilePolicies([{ filePath: "p.yaml", text }]);
    const found = lint({ vpcs: [{ label, region: "us-east" }] }, { policies }).filter((d) => d.ruleId === "acme/x");
    expect(found.map((d) => d.path)).toEqual([["vpcs", 0, "label"]]);
    expect(found[0]?.message).toMatch(/^A policy\. \(not evaluated: matching where\.label /);
  });
});

describe("a set of policy files holds boundedly many patterns, each compiled once", () => {
  const anyOf = (patterns: string[]) => policyText("vpcs", `{ any: [${patterns.map((p) => `{ field: label, matches: '${p}' }`).join(", ")}] }`);

  it(`${MAX_PATTERNS} distinct patterns compile; one more is refused; the same pattern written 2,000 times is one`, () => {
    const distinct = (n: number) => Array.from({ length: n }, (_, i) => `^a${i}$`);
    expect(compilePolicies([{ filePath: "p.yaml", text: anyOf([...distinct(MAX_PATTERNS), ...Array.from({ length: 2000 }, () => "^a0$")]) }]).problems).toEqual([]);
    const { problems } = compilePolicies([{ filePath: "p.yaml", text: anyOf(distinct(MAX_PATTERNS + 1)) }]);
    expect(problems.map((p) => [p.path, p.message])).toEqual([[["policies", 0, "assert", "any", MAX_PATTERNS, "matches"], `pattern "^a${MAX_PATTERNS}$" does not compile: the policy files hold more than ${MAX_PATTERNS} distinct patterns`]]);
  });

  it(`programs of ${MAX_TOTAL_PROGRAM} instructions together; the pattern that passes them and every later one is refused (4,000 of 7,000 instructions: none compiled past it)`, () => {
    const patterns = Array.from({ length: 4000 }, (_, i) => `(?s:.{0,1000}.{0,1000}.{0,1000}.{0,${500 + (i % 400)}})x${i}`);
    // The first pattern whose program takes the total past the limit, from the programs' own sizes.
    let total = 0;
    let first = -1;
    for (let i = 0; first < 0; i++) {
      const r = compileRegex(patterns[i]!);
      if (!r.ok) throw new Error(r.reason);
      total += r.regex.programSize;
      if (total > MAX_TOTAL_PROGRAM) first = i;
    }
    // Across files of one set, too.
    const half = Math.floor(patterns.length / 2);
    const { problems } = compilePolicies([
      { filePath: "a.yaml", text: anyOf(patterns.slice(0, half)) },
      { filePath: "b.yaml", text: anyOf(patterns.slice(half)) },
    ]);
    expect(problems).toHaveLength(patterns.length - first);
    expect(problems[0]).toMatchObject({ file: "a.yaml", path: ["policies", 0, "assert", "any", first, "matches"] });
    expect(problems[0]?.message).toMatch(new RegExp(`does not compile: the policy files' patterns together pass ${MAX_TOTAL_PROGRAM} instructions once compiled$`));
  });
});

describe("a set of policy files holds boundedly heavy patterns", () => {
  it(`patterns weigh their characters, a Unicode class ${UNICODE_CLASS_WEIGHT}: up to ${MAX_PATTERN_WEIGHT} together compile, the pattern past it is refused uncompiled`, () => {
    expect(patternWeight("^web-[0-9]+$")).toBe(12);
    expect(patternWeight("(?i)[\\p{L}\\P{Greek}]x")).toBe(21 + 2 * UNICODE_CLASS_WEIGHT);
    // Distinct patterns of three Unicode classes each (each costs milliseconds to compile and prepare).
    const patterns = Array.from({ length: 2000 }, (_, i) => `(?i)[\\p{L}\\p{M}\\p{N}]{3}x${i}`);
    let total = 0;
    let fit = 0;
    while (total + patternWeight(patterns[fit]!) <= MAX_PATTERN_WEIGHT) total += patternWeight(patterns[fit++]!);
    const text = (n: number) => policyText("vpcs", `{ any: [${patterns.slice(0, n).map((p) => `{ field: label, matches: '${p}' }`).join(", ")}] }`);
    expect(compilePolicies([{ filePath: "p.yaml", text: text(fit) }]).problems).toEqual([]);
    const { problems } = compilePolicies([{ filePath: "p.yaml", text: text(patterns.length) }]);
    expect(problems).toHaveLength(patterns.length - fit);
    expect(problems[0]).toMatchObject({ path: ["policies", 0, "assert", "any", fit, "matches"] });
    expect(problems[0]?.message).toMatch(new RegExp(`the policy files' patterns together pass ${MAX_PATTERN_WEIGHT} characters \\(a Unicode class such as \\\\p\\{L\\} counts as ${UNICODE_CLASS_WEIGHT}\\)$`));
  });
});

describe("a set of policy files holds boundedly many conditions", () => {
  const conditions = (n: number) => policyText("vpcs", `{ any: [${Array.from({ length: n }, (_, i) => `{ field: label, not_equals: x${i} }`).join(", ")}] }`);

  it(`${MAX_CONDITIONS} conditions and policies in all compile (the policy, its any and ${MAX_CONDITIONS - 2} in it); one more is refused, in any file of the set`, () => {
    expect(compilePolicies([{ filePath: "p.yaml", text: conditions(MAX_CONDITIONS - 2) }]).problems).toEqual([]);
    const { policies, problems } = compilePolicies([{ filePath: "p.yaml", text: conditions(MAX_CONDITIONS - 2) }, { filePath: "q.yaml", text: policyText("vpcs", "{ field: label, exists: true }").replace("acme/x", "acme/y") }]);
    expect(problems.map((p) => [p.file, p.path, p.message])).toEqual([["q.yaml", ["policies", 0], `the policy files hold more than ${MAX_CONDITIONS} conditions and policies in all; each is evaluated on every resource it selects (raise it with --max-policy-conditions, or limits.maxPolicyConditions in the config)`]]);
    expect(policies.list.map((p) => p.id)).toEqual(["acme/x"]);
  });

  it("the limit is the caller's (maxPolicyConditions): N compile, N + 1 do not", () => {
    const n = 50;
    expect(compilePolicies([{ filePath: "p.yaml", text: conditions(n - 2) }], { maxPolicyConditions: n }).problems).toEqual([]);
    const past = compilePolicies([{ filePath: "p.yaml", text: conditions(n - 1) }], { maxPolicyConditions: n }).problems;
    expect(past.map((p) => p.message)).toEqual([`the policy files hold more than ${n} conditions and policies in all; each is evaluated on every resource it selects (raise it with --max-policy-conditions, or limits.maxPolicyConditions in the config)`]);
    expect(compilePolicies([{ filePath: "p.yaml", text: conditions(MAX_CONDITIONS) }], { maxPolicyConditions: MAX_CONDITIONS + 2 }).problems).toEqual([]);
  });
});

describe("no condition walks a list longer than any state file holds", () => {
  const sparse = () => {
    const list: unknown[] = [];
    list.length = 2 ** 32 - 1;
    return list;
  };
  const note = `not evaluated: a list of ${2 ** 32 - 1} elements is longer than any state file holds (${MAX_LIST_LENGTH})`;

  it("network operators and quantifiers over a sparse list of 2^32 - 1: reported at the list, not walked for minutes", () => {
    // The first two would walk all 2^32 - 1 holes (none is "x", none overlaps); the others stop at the first hole unless refused first.
    for (const assert of [{ none: "allow_list", assert: { field: ".", equals: "x" } }, { not: { field: "allow_list", overlaps: ["10.0.0.0/8"] } }, { field: "allow_list", cidr_within: ["10.0.0.0/8"] }, { every: "allow_list", assert: { field: ".", exists: true } }]) {
      const found = run({ resource: "databases", assert }, { databases: [{ label: "a", allow_list: sparse() }] });
      expect(found.map((f) => [f.path, f.message])).toEqual([[["databases", 0, "allow_list"], `A policy. (${note})`]]);
    }
  });

  it(`a list of exactly ${MAX_LIST_LENGTH} is walked`, () => {
    const allow = Array.from({ length: MAX_LIST_LENGTH }, () => "10.0.0.1");
    expect(run({ resource: "databases", assert: { field: "allow_list", cidr_within: ["10.0.0.0/8"] } }, { databases: [{ label: "a", allow_list: allow }] })).toEqual([]);
    allow.push("11.0.0.1");
    expect(run({ resource: "databases", assert: { field: "allow_list", cidr_within: ["10.0.0.0/8"] } }, { databases: [{ label: "a", allow_list: allow }] }).map((f) => f.message)).toEqual([`A policy. (not evaluated: a list of ${MAX_LIST_LENGTH + 1} elements is longer than any state file holds (${MAX_LIST_LENGTH}))`]);
  });

  it(`a run whose --max-values is raised walks lists past ${MAX_LIST_LENGTH}: none is skipped silently`, () => {
    // A VPC's subnets are selected by walking its list: past the default length they were skipped,
    // with no word, even when the run's limits let the file hold them.
    const subnets = Array.from({ length: MAX_LIST_LENGTH + 1 }, (_, i) => ({ label: `s${i}` }));
    const state = { vpcs: [{ label: "v", subnets }] };
    const policy = { resource: "subnets", where: { field: "label", equals: `s${MAX_LIST_LENGTH}` }, assert: { field: "ipv4", exists: true } };
    const { policies } = compilePolicyFile({ policies: [{ id: "acme/x", description: "A policy.", ...policy }] }, "p.yaml");
    const { account } = buildAccount([state]);
    const files = { filePath: () => "s.json", relativePath: () => "s.json" };
    expect(checkPolicies(account, policies, files).map((f) => f.path)).toEqual([]);
    expect(checkPolicies(account, policies, files, undefined, MAX_LIST_LENGTH + 1).map((f) => f.path)).toEqual([["vpcs", 0, "subnets", MAX_LIST_LENGTH, "ipv4"]]);
    // Through the linter: the run's limit is the one the policies walk to (the built-in checks find
    // every subnet without its ipv4; the policy's finding is the one asked for).
    const viaLint = (maxValues: number) => lint(state, { policies: compilePolicies([{ filePath: "p.yaml", text: policyText("subnets", "{ field: ipv4, exists: true }").replace("    resource:", `    where: { field: label, equals: s${MAX_LIST_LENGTH} }\n    resource:`) }]).policies, limits: { maxValues } }).filter((d) => d.ruleId === "acme/x");
    expect(viaLint(4 * MAX_LIST_LENGTH).map((d) => d.path)).toEqual([["vpcs", 0, "subnets", MAX_LIST_LENGTH, "ipv4"]]);
  });

  it("where.tags and in_vpc over 2^32 - 1: reported; a VPC's subnets of 2^32 - 1 select nothing", () => {
    expect(run({ resource: "firewalls", where: { tags: ["prod"] }, assert: { field: "label", equals: "x" } }, { firewalls: [{ label: "fw", tags: sparse() }] }).map((f) => f.path)).toEqual([["firewalls", 0, "tags"]]);
    for (const arg of [true, false]) expect(run({ resource: "computes", assert: { in_vpc: arg } }, { computes: [{ label: "c", configs: sparse() }] }).map((f) => [f.path, f.message])).toEqual([[["computes", 0, "configs"], `A policy. (${note})`]]);
    expect(run({ resource: "subnets", assert: { field: "label", exists: true } }, { vpcs: [{ label: "v", subnets: sparse() }] })).toEqual([]);
  });

  it("compilePolicies on a sparse list of 2^32 - 1 sources: one problem, at once", () => {
    const { policies, problems } = compilePolicies(sparse() as never);
    expect(policies.list).toEqual([]);
    expect(problems).toEqual([{ file: "<policies>", message: `${2 ** 32 - 1} policy files is more than 10000; none was compiled`, path: [] }]);
  });
});

describe("lintText with policies keeps its positions", () => {
  it("a pattern finding past the budget points at the field's line", () => {
    const script = "a".repeat(200_000);
    const { policies } = compilePolicies([{ filePath: "p.yaml", text: policyText("stackscripts", "{ field: script, matches: '(?P<x>(?s:.{0,1000}.{0,1000}.{0,1000}.{0,1000}.{0,900}))' }") }]);
    const [d] = lintText(`stackscripts:\n  - label: bootstrap\n    images: [any/all]\n    script: ${script}\n`, { filePath: "s.yaml", policies }).filter((x) => x.ruleId === "acme/x");
    expect([d?.line, d?.column]).toEqual([4, 13]);
  });
});
