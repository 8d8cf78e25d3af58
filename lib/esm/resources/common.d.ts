/** Pieces every resource validator uses. */
import { type Diagnostic, type Finding, type Severity } from "../diagnostic.js";
import { type RuleId } from "../rules/catalog.js";
import type { Reporter } from "../rules/report.js";
/**
 * Which request a body is for: `create` (POST) or `update` (PUT).
 * @example
 * ```ts
 * const mode: Mode = "update";
 * validateVpc({ label: "prod-2" }, mode); // []
 * ```
 */
export type Mode = "create" | "update";
/**
 * For update bodies: reports each field the endpoint cannot change (with the advice given for it)
 * and returns the body without them, so the schema does not report them again as unknown fields.
 * Keys are copied with defineProperty, so a `__proto__` key stays plain data.
 */
export declare function withoutForbiddenFields(body: unknown, forbidden: Readonly<Record<string, string>>, ruleId: RuleId, out: Reporter): unknown;
/** `"a/b"` → its two non-empty parts, else undefined. */
export declare function splitPair(text: string): [string, string] | undefined;
/**
 * Which constraints block: `reference` (the default) blocks on what the API reference states the
 * API refuses; `live` also on what is known of the live API beyond it (rules marked `live`).
 * @example
 * ```ts
 * const profile: RequestProfile = "live";
 * validateFirewall({ label: "1-web", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }, "create", { profile })[0]?.severity; // "error"
 * ```
 */
export type RequestProfile = "reference" | "live";
/**
 * Options of the resource validators (and of validateRequest): the profile, and per-rule settings by rule id.
 * @example
 * ```ts
 * const options: ProfileOptions = { rules: { "subnet-ipv4-private": "error" } };
 * validateSubnet({ label: "app", ipv4: "203.0.113.0/24" }, "create", options)[0]?.severity; // "error"
 * ```
 */
export interface ProfileOptions {
    /** `reference` (default) or `live`. */
    profile?: RequestProfile;
    /** Per-rule settings; an unknown rule id or setting is an error (`request-options`), not ignored. */
    rules?: Partial<Record<RuleId, Severity | "off">>;
}
/**
 * Findings (`request-options`, paths under `["options", …]`) for options that are not what
 * ProfileOptions allows: another profile, an unknown rule id, an unknown setting. Total.
 */
export declare function optionsFindings(options: unknown): Finding[];
/** The severity a finding has under the options (already checked by optionsFindings), or `off`. */
export declare function profileSeverity(ruleId: string, severity: Severity, options: ProfileOptions | undefined): Severity | "off";
/**
 * The diagnostics a resource validator returns: each finding at its severity under the options
 * (live-API constraints are warnings unless the profile is `live`), or the options' own errors.
 */
export declare function profiledDiagnostics(findings: readonly Finding[], options: unknown): Diagnostic[];
