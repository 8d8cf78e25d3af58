import { mapFindingPaths, type Finding, type Path } from "../diagnostic.js";
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

  /** Adds findings produced relative to `prefix` (e.g. a validator's output); all their paths move. */
  addAll(findings: readonly Finding[], prefix: Path = []): void {
    for (const f of findings) this.findings.push(prefix.length ? mapFindingPaths(f, (p) => [...prefix, ...p]) : f);
  }
}
