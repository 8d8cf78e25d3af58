/** The one shape every check produces (SPEC §3). */
import type { PolicyId, RuleId } from "./rules/catalog.js";
/**
 * How serious a finding is: an error fails the run (and, in a request, blocks it); warnings and infos are advice.
 * @example
 * ```ts
 * const severity: Severity = "warning";
 * ```
 */
export type Severity = "error" | "warning" | "info";
/**
 * One step of a Path: an object key or an array index.
 * @example
 * ```ts
 * const segments: PathSegment[] = ["subnets", 0, "ipv4"];
 * ```
 */
export type PathSegment = string | number;
/**
 * Where a value sits: object keys and array indexes, from the value that was validated.
 * @example
 * ```ts
 * const path: Path = ["rules", "inbound", 2, "ports"]; // rules.inbound[2].ports
 * ```
 */
export type Path = PathSegment[];
/**
 * Another place a finding refers to (the first duplicate, the rule that shadows it).
 * @example
 * ```ts
 * const related: RelatedLocation = { path: ["subnets", 0, "ipv4"], message: "overlaps this subnet" };
 * ```
 */
export interface RelatedLocation {
    path: Path;
    /** Set when the related location is in another file of the run (CLI), or always in CLI output. */
    file?: string;
    line?: number;
    column?: number;
    message: string;
}
/**
 * A machine-applicable edit: replace the value at `path` with `value`.
 * @example
 * ```ts
 * const fix: Fix = { path: ["rules", "inbound", 0, "ports"], value: "22, 80", description: 'replace with "22, 80"' };
 * ```
 */
export interface Fix {
    path: Path;
    value: unknown;
    description: string;
}
/**
 * One finding: the rule that produced it, its severity, a message, and the path of the value it is about (relative to what was validated); positions when it came from text.
 * @example
 * ```ts
 * const d: Diagnostic = { ruleId: "firewall-ports-syntax", severity: "error", message: 'ports "022": leading zero', path: ["rules", "inbound", 0, "ports"], line: 9, column: 18 };
 * ```
 */
export interface Diagnostic {
    /** The rule that produced it: one of the registry's ids (`RULES`), each with a page `rules/<id>.md`, or an organisation policy's id (`acme/db-ha-in-prod`). */
    ruleId: RuleId | PolicyId;
    severity: Severity;
    message: string;
    path: Path;
    line?: number;
    column?: number;
    endLine?: number;
    endColumn?: number;
    related?: RelatedLocation[];
    fix?: Fix;
}
/** Internal extras a check may attach; stripped before diagnostics leave the library. */
export interface Finding extends Diagnostic {
    /** Index of the file (in a multi-file run) the path belongs to. */
    fileIndex?: number;
    /** Point at the mapping key instead of its value (unknown keys). */
    anchor?: "key";
    /** Offset and length inside a string value, for a precise column (e.g. one port piece). */
    valueRange?: [number, number];
    related?: (RelatedLocation & {
        fileIndex?: number;
    })[];
    /** A suppression at any related location (in the same file) silences it too (the rules that contribute to one finding). */
    suppressibleAtRelated?: boolean;
}
export declare const SEVERITY_ORDER: Record<Severity, number>;
/** The same finding with every path in it (own, fix, related) rewritten by `move`. */
export declare function mapFindingPaths(f: Finding, move: (path: Path) => Path): Finding;
/** Strips the internal extras of findings, leaving the public diagnostic shape. */
export declare function toDiagnostics(findings: readonly Finding[]): Diagnostic[];
/**
 * The public diagnostic of a finding. Messages quote user data, so every message leaves here with
 * control, bidirectional and zero-width characters escaped (see escapeText).
 */
export declare function toDiagnostic(f: Finding): Diagnostic;
