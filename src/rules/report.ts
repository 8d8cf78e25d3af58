import { mapFindingPaths, type Finding, type Path } from "../diagnostic.js";
import { checkDataBounds, type DataBounds } from "../util/data.js";
import { RULES, type RuleId } from "./catalog.js";

/** A finding names at most this many related locations; a message says how many more there are. */
export const MAX_RELATED = 10;

export type FindingExtras = Pick<Finding, "related" | "fix" | "anchor" | "valueRange" | "fileIndex" | "suppressibleAtRelated">;

/**
 * Collects findings. Severity comes from the catalogue, so a check names only the rule; overrides
 * are applied later, in one place.
 */
export class Reporter {
  readonly findings: Finding[] = [];

  report(ruleId: RuleId, path: Path, message: string, extras: FindingExtras = {}): void {
    this.findings.push({ ruleId, severity: RULES[ruleId].severity, message, path, ...extras });
  }

  /**
   * Each of `keys` given as "" (field-empty): the reference states these fields' type but no
   * length, and the live API refuses an empty region, type or label, so this is a live rule.
   */
  reportEmpty(body: Readonly<Record<string, unknown>>, keys: readonly string[], at: Path = []): void {
    for (const key of keys) if (body[key] === "") this.report("field-empty", [...at, key], `${key} must not be empty`);
  }

  /** Adds findings produced relative to `prefix` (e.g. a validator's output); all their paths move. */
  addAll(findings: readonly Finding[], prefix: Path = []): void {
    for (const f of findings) this.findings.push(prefix.length ? mapFindingPaths(f, (p) => [...prefix, ...p]) : f);
  }
}

/**
 * Data a library entry point is handed as a value, measured before any check walks it
 * (checkDataBounds; the loader's depth and value limits unless given): the input-limit finding of
 * what was refused (`what` names the value in the message, e.g. "the inventory"), or undefined.
 */
export function refusedData(data: unknown, bounds?: DataBounds, what?: string): Finding | undefined {
  const problem = checkDataBounds(data, bounds);
  if (!problem) return undefined;
  return { ruleId: "input-limit", severity: RULES["input-limit"].severity, message: what ? `${what}: ${problem.message}` : problem.message, path: what ? [] : problem.path };
}

/**
 * A library entry point's check of data it was handed: the check's findings, or only the
 * input-limit finding when the data is past the loader's limits (refusedData), so that the check
 * never walks what was refused.
 */
export function withinBounds(data: unknown, check: () => Finding[]): Finding[] {
  const refused = refusedData(data);
  return refused ? [refused] : check();
}
