/**
 * Bounds on how many findings one rule reports, so that a pathological input (a million bad
 * entries) gives a readable report in bounded time and memory.
 */
import type { Finding, Path } from "../diagnostic.js";

/**
 * A rule reports at most this many findings on one resource (a section entry); then one "and N more".
 * @example
 * ```ts
 * MAX_FINDINGS_PER_RESOURCE; // 50: then one "and N more" finding
 * ```
 */
export const MAX_FINDINGS_PER_RESOURCE = 50;
/**
 * And at most this many in one file, whatever the resources (a list of a million scalars); then one "and N more".
 * @example
 * ```ts
 * lint({ databases: [] }).length <= MAX_FINDINGS_PER_FILE; // true, per rule and file
 * ```
 */
export const MAX_FINDINGS_PER_FILE = 1000;

/** The section entry a finding is about (["vpcs", 3]), or undefined for file-level findings. */
function resourceOf(f: Finding): Path | undefined {
  return f.path.length >= 2 && typeof f.path[1] === "number" ? f.path.slice(0, 2) : undefined;
}

/** The "and N more" finding that stands for what a cap left out. */
export function moreFinding(first: Finding, count: number, limit: number, where: string, path: Path): Finding {
  return {
    ruleId: first.ruleId,
    severity: first.severity,
    message: `and ${count - limit} more ${first.ruleId} findings in ${where}; only the first ${limit} are listed`,
    path,
    ...(first.fileIndex !== undefined ? { fileIndex: first.fileIndex } : {}),
  };
}

/**
 * Bounds the report, in one pass: per rule and resource (the section entry a path starts with; the
 * file for top-level findings) at most MAX_FINDINGS_PER_RESOURCE, and per rule and file at most
 * MAX_FINDINGS_PER_FILE; each cap that left findings out adds one "and N more".
 */
export function capFindings(findings: readonly Finding[]): Finding[] {
  const perResource = new Map<string, { count: number; first: Finding }>();
  const perFile = new Map<string, { count: number; first: Finding }>();
  const counted = (groups: Map<string, { count: number; first: Finding }>, key: string, f: Finding): number => {
    const group = groups.get(key);
    if (group) return ++group.count;
    groups.set(key, { count: 1, first: f });
    return 1;
  };
  const kept: Finding[] = [];
  for (const f of findings) {
    const fileKey = `${f.ruleId}\u0000${f.fileIndex ?? 0}`;
    const resource = resourceOf(f);
    if (counted(perResource, `${fileKey}\u0000${resource ? resource.join("\u0000") : ""}`, f) > MAX_FINDINGS_PER_RESOURCE) continue;
    if (counted(perFile, fileKey, f) <= MAX_FINDINGS_PER_FILE) kept.push(f);
  }
  for (const { count, first } of perFile.values()) {
    if (count > MAX_FINDINGS_PER_FILE) kept.push(moreFinding(first, count, MAX_FINDINGS_PER_FILE, "this file", []));
  }
  for (const { count, first } of perResource.values()) {
    if (count <= MAX_FINDINGS_PER_RESOURCE) continue;
    const resource = resourceOf(first);
    kept.push(moreFinding(first, count, MAX_FINDINGS_PER_RESOURCE, resource ? `${String(resource[0])}[${resource[1]}]` : "this file", resource ?? []));
  }
  return kept;
}

/**
 * For one request body: per rule at most MAX_FINDINGS_PER_RESOURCE findings, then one "and N more"
 * at the body (`path`).
 */
export function capPerRule(findings: readonly Finding[], path: Path): Finding[] {
  if (findings.length <= MAX_FINDINGS_PER_RESOURCE) return findings as Finding[];
  const groups = new Map<string, { count: number; first: Finding }>();
  const kept: Finding[] = [];
  for (const f of findings) {
    const group = groups.get(f.ruleId);
    const count = group ? ++group.count : 1;
    if (!group) groups.set(f.ruleId, { count, first: f });
    if (count <= MAX_FINDINGS_PER_RESOURCE) kept.push(f);
  }
  for (const { count, first } of groups.values()) {
    if (count > MAX_FINDINGS_PER_RESOURCE) kept.push(moreFinding(first, count, MAX_FINDINGS_PER_RESOURCE, "the request", path));
  }
  return kept;
}
