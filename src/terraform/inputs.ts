/**
 * The values a run gives the root modules' variables, in Terraform's precedence (lowest first):
 * `TF_VAR_name` from the environment; the root folder's `terraform.tfvars`,
 * `terraform.tfvars.json`, then `*.auto.tfvars` and `*.auto.tfvars.json` in lexical order; then
 * `--var-file` and `--var` in the order the command line gives them (they apply to every root
 * module of the run). Texts only: the CLI (or any caller) reads the files.
 */
import type { Assigned } from "./variables.js";
import { orderAutoTfvars, readTfvars } from "./variables.js";
import { folderOf, normFolder, type RootAssignments } from "./config.js";
import { appendAll } from "../util/data.js";
import { LineStarts } from "../load/positions.js";

/** A variable definitions file as given: its path (as the run's sources write theirs) and text. */
export interface VariablesFile {
  readonly filePath: string;
  readonly text: string;
  /** Set when the file is there but could not be read (past a size limit, outside the repository): no variable it would set is known. */
  readonly problem?: string;
}

/** What a run assigns to root modules' variables: the library's LintOptions.terraform (one definition, in lint.ts). */
export type { VariableInputs } from "../lint.js";
import type { VariableInputs } from "../lint.js";

/** A problem of a definitions file, said on the root module it belongs to. Never a value of it. */
export interface InputProblem {
  readonly ruleId: "parse-error" | "input-limit";
  readonly message: string;
}

const norm = normFolder;
const baseName = (p: string) => p.slice(Math.max(p.lastIndexOf("/"), p.lastIndexOf("\\")) + 1);

function lineColumn(text: string, offset: number): string {
  const { line, col } = new LineStarts(text).linePos(offset);
  return `line ${line}, column ${col}`;
}

/** A parser's message without what it quotes of the text (a value of a definitions file may be a secret). */
function safeMessage(message: string): string {
  return message.replace(/,? found .*$/s, "").replace(/"[^"]*"/g, (q) => (q.length <= 6 ? q : '"…"'));
}

/**
 * The assignments of each root module's variables, and the problems of its definitions files.
 * A file with a problem makes every variable of the roots it applies to unknown: a value it holds
 * would override the others.
 */
export function variableAssignments(inputs: VariableInputs | undefined, limits: { maxDepth: number; maxValues: number }): { assignments: RootAssignments; problems: (folder: string) => InputProblem[] } {
  const read = (f: VariablesFile) => {
    if (f.problem !== undefined) return { values: new Map(), problems: [{ ruleId: "input-limit" as const, message: `variable definitions file ${f.filePath} was not read (${f.problem}); no variable of this root module is known` }] };
    const r = readTfvars(f.filePath, f.text, limits);
    const problems = r.problems.slice(0, 5).map((p): InputProblem => {
      const limit = /^(more than [0-9]+ (blocks|values)|nested more than|a list of [0-9]+ entries)/.test(p.message);
      return { ruleId: limit ? "input-limit" : "parse-error", message: `variable definitions file ${f.filePath} (${lineColumn(f.text, p.offset)}): ${safeMessage(p.message)}; no variable of this root module is known` };
    });
    return { values: r.values, problems };
  };
  const env: [string, Assigned][] = Object.entries(inputs?.env ?? {}).map(([k, v]) => [k, { raw: v }]);
  // --var-file and --var: the same for every root, read once.
  const args: [string, Assigned][] = [];
  const argProblems: InputProblem[] = [];
  for (const a of inputs?.args ?? []) {
    if ("name" in a) args.push([a.name, { raw: a.value }]);
    else {
      const r = read(a);
      appendAll(argProblems, r.problems);
      for (const [k, v] of r.values) args.push([k, { value: v }]);
    }
  }
  const byFolder = new Map<string, VariablesFile[]>();
  for (const f of inputs?.autoFiles ?? []) {
    const folder = norm(folderOf(f.filePath));
    const list = byFolder.get(folder) ?? [];
    list.push(f);
    byFolder.set(folder, list);
  }
  const cache = new Map<string, { assigned: Map<string, Assigned[]>; problems: InputProblem[] }>();
  const of = (folder: string) => {
    const hit = cache.get(folder);
    if (hit) return hit;
    const assigned = new Map<string, Assigned[]>();
    const add = ([k, v]: [string, Assigned]) => {
      const list = assigned.get(k) ?? [];
      list.push(v);
      assigned.set(k, list);
    };
    const problems = [...argProblems];
    env.forEach(add);
    const files = byFolder.get(folder) ?? [];
    for (const name of orderAutoTfvars(files.map((f) => baseName(f.filePath)))) {
      const r = read(files.find((f) => baseName(f.filePath) === name)!);
      appendAll(problems, r.problems);
      for (const [k, v] of r.values) add([k, { value: v }]);
    }
    args.forEach(add);
    const entry = { assigned, problems };
    cache.set(folder, entry);
    return entry;
  };
  return {
    assignments: (folder) => {
      const e = of(norm(folder));
      return e.problems.length ? "unreadable" : e.assigned;
    },
    problems: (folder) => of(norm(folder)).problems,
  };
}
