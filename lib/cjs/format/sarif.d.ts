/**
 * SARIF 2.1.0 for code scanning: the rule catalogue in tool.driver.rules (with each rule's page as
 * help), precise regions, and partialFingerprints built from the rule id, the data path and the
 * message (which names the value), never from line numbers, so a finding keeps its identity when
 * unrelated lines move.
 */
import type { Severity } from "../diagnostic.js";
import type { FileResult } from "../lint.js";
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
    policies?: ReadonlyArray<{
        id: string;
        description: string;
        severity: Severity;
        resource: string;
        file?: string;
    }>;
}
/**
 * The https URL of a package's repository from its package.json `repository` (a string or
 * `{ url }`; GitHub-style https or git+https URLs, as npm writes them): without `git+` and `.git`.
 * Undefined otherwise.
 */
export declare function repositoryUrl(pkg: {
    repository?: unknown;
}): string | undefined;
/**
 * The published rule page of a package whose package.json names its repository (see
 * repositoryUrl): <repository>/blob/v<version>/rules/<id>.md. Undefined otherwise.
 */
export declare function repositoryHelpUri(pkg: {
    repository?: unknown;
    version?: unknown;
}): ((ruleId: string) => string) | undefined;
/** FNV-1a, 64 bits as two 32-bit halves: a stable, dependency-free fingerprint. */
export declare function fingerprint(text: string): string;
/**
 * The log is written around its results: the envelope (tool, rules) once, then one result at a
 * time in the same indentation JSON.stringify(log, null, 2) gives, so a large report streams.
 */
export declare function streamSarif(results: readonly FileResult[], givenOptions?: SarifOptions): Generator<string>;
/**
 * The SARIF 2.1.0 report (code scanning): every rule in tool.driver.rules, results with locations and fingerprints.
 * @example
 * ```ts
 * const sarif = JSON.parse(formatSarif(lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }]), { version: "0.1.0" }));
 * sarif.version; // "2.1.0"
 * ```
 */
export declare function formatSarif(results: readonly FileResult[], options?: SarifOptions): string;
