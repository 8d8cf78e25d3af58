import { mapFindingPaths, type Finding, type Path } from "../diagnostic.js";
import { RULES, type RuleId } from "./catalog.js";

export type FindingExtras = Pick<Finding, "related" | "fix" | "anchor" | "valueRange" | "fileIndex">;

/**
 * Collects findings. Severity comes from the catalogue, so a check names only the rule; overrides
 * are applied later, in one place.
 */
export class Reporter {
  readonly findings: Finding[] = [];

  constructor(private readonly base: Path = [], private readonly fileIndex?: number) {}

  report(ruleId: RuleId, path: Path, message: string, extras: FindingExtras = {}): void {
    const finding: Finding = { ruleId, severity: RULES[ruleId].severity, message, path: [...this.base, ...path], ...extras };
    if (this.fileIndex !== undefined && finding.fileIndex === undefined) finding.fileIndex = this.fileIndex;
    this.findings.push(finding);
  }

  /** Adds findings produced relative to `prefix` (e.g. a validator's output); all their paths move. */
  addAll(findings: readonly Finding[], prefix: Path = []): void {
    const head = [...this.base, ...prefix];
    for (const f of findings) {
      const moved = head.length ? mapFindingPaths(f, (p) => [...head, ...p]) : { ...f };
      if (this.fileIndex !== undefined && moved.fileIndex === undefined) moved.fileIndex = this.fileIndex;
      this.findings.push(moved);
    }
  }
}
