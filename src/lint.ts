/**
 * The linter pipeline: texts → data and positions → one account → checks → diagnostics with
 * positions attached by path. Pure: no file system, no console.
 */
import { buildAccount, type Account, type Section } from "./account/account.js";
import { checkFirewallsAcrossAccount } from "./account/firewalls.js";
import { checkIpRequestsAcrossAccount } from "./account/ip.js";
import { checkNetworkAcrossAccount } from "./account/network.js";
import { ipAssignShape, ipShareShape, ipv6RangeShape } from "./resources/ip.js";
import { computeFindings, nodebalancerFindings } from "./resources/compute.js";
import { databaseFindings } from "./resources/database.js";
import { imageFindings } from "./resources/image.js";
import { stackscriptFindings } from "./resources/stackscript.js";
import { vpcFindings } from "./resources/vpc.js";
import { SEVERITY_ORDER, toDiagnostic, type Diagnostic, type Finding, type Severity } from "./diagnostic.js";
import { DEFAULT_LIMITS, loadText, type LoadLimits, type PositionMap } from "./load/load.js";
import { firewallFindings } from "./resources/firewall.js";
import { Reporter } from "./rules/report.js";
import { filterFindings, validatePaging } from "./filter/validate.js";

export type RuleSetting = Severity | "off";

export interface LintOptions {
  /** Per-rule severity overrides; `off` drops the rule's findings. */
  rules?: Record<string, RuleSetting>;
  /** Loading limits for text input. */
  limits?: Partial<LoadLimits>;
}

export interface SourceFile {
  filePath: string;
  text: string;
  /** Size of the file on disk, when the caller did not read an oversized file. */
  byteLength?: number;
}

export interface FileResult {
  filePath: string;
  messages: Diagnostic[];
  errorCount: number;
  warningCount: number;
  infoCount: number;
}

/** Runs every resource validator and account check over an account. */
function checkAccount(files: readonly unknown[]): Finding[] {
  const { account, findings } = buildAccount(files);
  const out = new Reporter();
  out.addAll(findings);
  checkResources(account, out);
  checkFirewallsAcrossAccount(account, out);
  checkNetworkAcrossAccount(account, out);
  checkIpRequestsAcrossAccount(account, out);
  return out.findings;
}

/** The validator of each state-file section's entries (what IP requests do is an account check). */
const SECTION_VALIDATORS: Record<Section, (entry: unknown) => Finding[]> = {
  computes: computeFindings,
  nodebalancers: nodebalancerFindings,
  vpcs: (entry) => vpcFindings(entry, "state"),
  firewalls: (entry) => firewallFindings(entry, "state"),
  databases: (entry) => databaseFindings(entry, "state"),
  stackscripts: (entry) => stackscriptFindings(entry, "state"),
  images: (entry) => imageFindings(entry, "state"),
  ip_assignments: ipAssignShape,
  ip_shares: ipShareShape,
  ipv6_ranges: ipv6RangeShape,
};

function checkResources(account: Account, out: Reporter): void {
  for (const [section, validate] of Object.entries(SECTION_VALIDATORS) as [Section, (entry: unknown) => Finding[]][]) {
    for (const entry of account.sections[section]) {
      out.addAll(validate(entry.value).map((f) => ({ ...f, fileIndex: entry.fileIndex })), entry.path);
    }
  }
}

function applySettings(findings: Finding[], rules: Record<string, RuleSetting> | undefined): Finding[] {
  if (!rules) return findings;
  const result: Finding[] = [];
  for (const f of findings) {
    const setting = Object.prototype.hasOwnProperty.call(rules, f.ruleId) ? rules[f.ruleId] : undefined;
    if (setting === "off") continue;
    result.push(setting ? { ...f, severity: setting } : f);
  }
  return result;
}

function compareFindings(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    SEVERITY_ORDER[b.severity] - SEVERITY_ORDER[a.severity] ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

function summarize(filePath: string, messages: Diagnostic[]): FileResult {
  let errorCount = 0;
  let warningCount = 0;
  let infoCount = 0;
  for (const m of messages) {
    if (m.severity === "error") errorCount++;
    else if (m.severity === "warning") warningCount++;
    else infoCount++;
  }
  return { filePath, messages, errorCount, warningCount, infoCount };
}

/** Lints parsed state data (one account). Diagnostics carry paths, no positions. */
export function lint(state: unknown, options: LintOptions = {}): Diagnostic[] {
  return applySettings(checkAccount([state]), options.rules).map(toDiagnostic);
}

/**
 * Lints several state files as one account: uniqueness, references and overlaps are checked
 * across all of them. Returns one result per file, in input order, with positions.
 */
export function lintSources(sources: readonly SourceFile[], options: LintOptions = {}): FileResult[] {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const loaded = sources.map((s) => loadText(s.text, limits, s.byteLength, /\.json$/i.test(s.filePath) ? "json" : "yaml"));
  const findings = [...loaded.flatMap((l, fileIndex) => l.findings.map((f) => ({ ...f, fileIndex }))), ...checkAccount(loaded.map((l) => l.data))];
  const positions = loaded.map((l) => l.positions);
  const perFile: Diagnostic[][] = sources.map(() => []);
  for (const f of applySettings(findings, options.rules)) {
    perFile[f.fileIndex ?? 0]!.push(positioned(f, sources, positions));
  }
  return sources.map((s, i) => summarize(s.filePath, perFile[i]!.sort(compareFindings)));
}

/** The public diagnostic of a finding, with source positions for it and its related locations. */
function positioned(f: Finding, sources: readonly SourceFile[], all: readonly PositionMap[]): Diagnostic {
  const d = toDiagnostic(f);
  if (f.line === undefined) {
    const pos = all[f.fileIndex ?? 0]?.locate(f.path, f.anchor, f.valueRange);
    if (pos) Object.assign(d, pos);
  }
  if (f.related && d.related) {
    d.related = f.related.map((r) => {
      const fileIndex = r.fileIndex ?? f.fileIndex ?? 0;
      const pos = all[fileIndex]?.locate(r.path);
      const { fileIndex: _omit, ...rest } = r;
      return { ...rest, file: sources[fileIndex]?.filePath, ...(pos ? { line: pos.line, column: pos.column } : {}) };
    });
  }
  return d;
}

/**
 * Validates an X-Filter given as JSON text (the CLI's `filter` command), with positions inside
 * the text; optional paging parameters are checked too.
 */
export function lintFilterText(collection: string, text: string, paging?: { page?: number; page_size?: number }, filePath = "X-Filter"): FileResult {
  const loaded = loadText(text, DEFAULT_LIMITS, undefined, "json");
  const messages: Diagnostic[] = loaded.findings.map(toDiagnostic);
  if (loaded.data !== undefined) {
    for (const f of filterFindings(collection, loaded.data)) {
      const pos = loaded.positions.locate(f.path, f.anchor, f.valueRange);
      messages.push({ ...toDiagnostic(f), ...pos });
    }
  }
  if (paging) messages.push(...validatePaging(paging));
  return summarize(filePath, messages.sort(compareFindings));
}

/** Lints one YAML/JSON text, with source positions. */
export function lintText(text: string, options: LintOptions & { filePath?: string } = {}): Diagnostic[] {
  return lintSources([{ filePath: options.filePath ?? "<text>", text }], options)[0]!.messages;
}
