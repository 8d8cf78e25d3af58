/**
 * SARIF 2.1.0 for code scanning: the rule catalogue in tool.driver.rules (with each rule's page as
 * help), precise regions, and partialFingerprints built from the rule id, the data path and the
 * message (which names the value), never from line numbers, so a finding keeps its identity when
 * unrelated lines move.
 */
import type { Severity } from "../diagnostic.js";
import type { FileResult } from "../lint.js";
import { RULES } from "../rules/catalog.js";
import { eachItem } from "../util/data.js";
import { joinChunks, safeJson, safeResults, terraformTotals } from "./safe.js";

/**
 * Options of the SARIF formatter: the tool's version, rule pages and where they are published.
 * @example
 * ```ts
 * const options: SarifOptions = { version: "0.1.0", helpUri: (id) => `https://example.com/rules/${id}` };
 * formatSarif([], options);
 * ```
 */
export interface SarifOptions {
  /** The tool's version, for tool.driver.version. */
  version?: string;
  /** Rule pages by id (markdown), for each rule's help. */
  rulePages?: Readonly<Record<string, string>>;
  /** Where a rule's page is published, for helpUri. */
  helpUri?: (ruleId: string) => string;
  /** Organisation policies of the run (PolicySet.list), listed in tool.driver.rules after the built-in rules. */
  policies?: ReadonlyArray<{ id: string; description: string; severity: Severity; resource: string; file?: string }>;
}

/**
 * The https URL of a package's repository from its package.json `repository` (a string or
 * `{ url }`; GitHub-style https or git+https URLs, as npm writes them): without `git+` and `.git`.
 * Undefined otherwise.
 */
export function repositoryUrl(pkg: { repository?: unknown }): string | undefined {
  const raw = typeof pkg.repository === "string" ? pkg.repository : typeof pkg.repository === "object" && pkg.repository !== null ? (pkg.repository as { url?: unknown }).url : undefined;
  if (typeof raw !== "string") return undefined;
  let url = raw.startsWith("git+") ? raw.slice(4) : raw;
  if (url.endsWith(".git")) url = url.slice(0, -4);
  if (!url.startsWith("https://")) return undefined;
  return url.replace(/\/+$/, "");
}

/**
 * The published rule page of a package whose package.json names its repository (see
 * repositoryUrl): <repository>/blob/v<version>/rules/<id>.md. Undefined otherwise.
 */
export function repositoryHelpUri(pkg: { repository?: unknown; version?: unknown }): ((ruleId: string) => string) | undefined {
  const url = repositoryUrl(pkg);
  if (url === undefined || typeof pkg.version !== "string") return undefined;
  const base = `${url}/blob/v${pkg.version}/rules/`;
  return (ruleId) => `${base}${ruleId}.md`;
}

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };

/** FNV-1a, 64 bits as two 32-bit halves: a stable, dependency-free fingerprint. */
export function fingerprint(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0");
}

function uri(filePath: string): string {
  return filePath.split("\\").join("/").split("/").map(encodeURIComponent).join("/");
}

function region(d: { line?: number; column?: number; endLine?: number; endColumn?: number }) {
  if (d.line === undefined) return undefined;
  return {
    startLine: d.line,
    startColumn: d.column ?? 1,
    ...(d.endLine !== undefined ? { endLine: d.endLine } : {}),
    ...(d.endColumn !== undefined ? { endColumn: d.endColumn } : {}),
  };
}

function location(filePath: string, d: { line?: number; column?: number; endLine?: number; endColumn?: number }) {
  const r = region(d);
  return { physicalLocation: { artifactLocation: { uri: uri(filePath), uriBaseId: "%SRCROOT%" }, ...(r ? { region: r } : {}) } };
}

const RESULTS_MARK = "\u0000results\u0000";

/**
 * The log is written around its results: the envelope (tool, rules) once, then one result at a
 * time in the same indentation JSON.stringify(log, null, 2) gives, so a large report streams.
 */
export function* streamSarif(results: readonly FileResult[], givenOptions: SarifOptions = {}): Generator<string> {
  const options: SarifOptions = typeof givenOptions === "object" && givenOptions !== null ? givenOptions : {};
  const ids = Object.keys(RULES);
  const rules: object[] = ids.map((id) => {
    const meta = RULES[id as keyof typeof RULES];
    const pages = options.rulePages;
    const page = typeof pages === "object" && pages !== null && Object.prototype.hasOwnProperty.call(pages, id) ? pages[id] : undefined;
    return {
      id,
      shortDescription: { text: meta.description },
      ...(typeof page === "string" ? { help: { text: meta.description, markdown: page } } : {}),
      ...(typeof options.helpUri === "function" ? { helpUri: String(options.helpUri(id)) } : {}),
      // An opt-in rule is disabled by default; its level is the one it reports at once turned on.
      defaultConfiguration: "defaultOff" in meta ? { enabled: false, level: LEVEL[meta.severity] } : { level: LEVEL[meta.severity] },
      properties: { tags: [meta.resource] },
    };
  });
  // Organisation policies: their description is their help; tagged "policy" and their resource.
  const policies = Array.isArray(options.policies) ? options.policies : [];
  const listed = new Set(ids);
  for (const [, p] of eachItem(policies)) {
    if (typeof p !== "object" || p === null || typeof p.id !== "string" || listed.has(p.id)) continue;
    listed.add(p.id);
    ids.push(p.id);
    const level = Object.prototype.hasOwnProperty.call(LEVEL, p.severity) ? LEVEL[p.severity as Severity] : "warning";
    rules.push({
      id: p.id,
      shortDescription: { text: String(p.description) },
      fullDescription: { text: `${String(p.description)}${typeof p.file === "string" ? ` (organisation policy, ${p.file})` : " (organisation policy)"}` },
      defaultConfiguration: { level },
      properties: { tags: ["policy", String(p.resource)] },
    });
  }
  const index = new Map(ids.map((id, i) => [id, i]));
  const version = typeof options.version === "string" ? options.version : undefined;
  const terraform = terraformTotals(results);
  const log = {
    $schema: "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "cloudlint", ...(version ? { version, semanticVersion: version } : {}), rules } },
        columnKind: "utf16CodeUnits",
        results: RESULTS_MARK,
        // Terraform input: how many of the provider's resources were checked fully, partly or not at all.
        ...(terraform ? { properties: { terraform } } : {}),
      },
    ],
  };
  const envelope = safeJson(log, 2);
  const mark = `${safeJson(RESULTS_MARK)}`;
  const at = envelope.indexOf(mark);
  yield envelope.slice(0, at) + "[";
  let first = true;
  for (const file of safeResults(results)) {
    for (const d of file.messages) {
      const result = {
        ruleId: d.ruleId,
        ...(index.has(d.ruleId) ? { ruleIndex: index.get(d.ruleId) } : {}),
        level: LEVEL[d.severity],
        message: { text: d.message },
        locations: [location(file.filePath, d)],
        partialFingerprints: { "cloudlint/v1": fingerprint(`${d.ruleId}\u0000${JSON.stringify(d.path)}\u0000${d.message}`) },
        ...(d.related?.length
          ? {
              relatedLocations: d.related.map((r, i) => ({
                id: i + 1,
                ...location(r.file ?? file.filePath, r),
                message: { text: r.message },
              })),
            }
          : {}),
      };
      yield (first ? "\n        " : ",\n        ") + safeJson(result, 2).replace(/\n/g, "\n        ");
      first = false;
    }
  }
  yield (first ? "]" : "\n      ]") + envelope.slice(at + mark.length) + "\n";
}

/**
 * The SARIF 2.1.0 report (code scanning): every rule in tool.driver.rules, results with locations and fingerprints.
 * @example
 * ```ts
 * const sarif = JSON.parse(formatSarif(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }]), { version: "0.1.0" }));
 * sarif.version; // "2.1.0"
 * ```
 */
export function formatSarif(results: readonly FileResult[], options: SarifOptions = {}): string {
  return joinChunks(streamSarif(results, options));
}
