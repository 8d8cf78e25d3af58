/** Pieces every resource validator uses. */
import { toDiagnostic, toDiagnostics, type Diagnostic, type Finding, type Path, type Severity } from "../diagnostic.js";
import { RULES, isRuleId, type RuleId, type RuleMeta } from "../rules/catalog.js";
import type { Reporter } from "../rules/report.js";
import { isPlainObject, show } from "../util/text.js";

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
export function withoutForbiddenFields(body: unknown, forbidden: Readonly<Record<string, string>>, ruleId: RuleId, out: Reporter): unknown {
  if (!isPlainObject(body)) return body;
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(body)) {
    if (Object.prototype.hasOwnProperty.call(forbidden, key)) {
      out.report(ruleId, [key], forbidden[key]!, { anchor: "key" });
    } else {
      Object.defineProperty(rest, key, { value: body[key], enumerable: true, writable: true, configurable: true });
    }
  }
  return rest;
}

/** `"a/b"` → its two non-empty parts, else undefined. */
export function splitPair(text: string): [string, string] | undefined {
  const slash = text.indexOf("/");
  if (slash <= 0 || slash === text.length - 1 || text.indexOf("/", slash + 1) !== -1) return undefined;
  return [text.slice(0, slash), text.slice(slash + 1)];
}

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

const SETTINGS: readonly unknown[] = ["error", "warning", "info", "off"];

/**
 * Findings (`request-options`, paths under `["options", …]`) for options that are not what
 * ProfileOptions allows: another profile, an unknown rule id, an unknown setting. Total.
 */
export function optionsFindings(options: unknown): Finding[] {
  if (options === undefined || options === null) return [];
  const out: Finding[] = [];
  const report = (path: Path, message: string) => out.push({ ruleId: "request-options", severity: "error", message, path });
  if (!isPlainObject(options)) {
    report(["options"], `options are an object { profile?, rules?, … }, not ${show(options)}`);
    return out;
  }
  const { profile, rules } = options;
  if (profile !== undefined && profile !== "reference" && profile !== "live") report(["options", "profile"], `profile is "reference" or "live", not ${show(profile)}`);
  if (rules === undefined) return out;
  if (!isPlainObject(rules)) {
    report(["options", "rules"], `rules is an object of rule ids to "error", "warning", "info" or "off", not ${show(rules)}`);
    return out;
  }
  for (const id of Object.keys(rules)) {
    if (out.length >= MAX_OPTION_FINDINGS) break;
    if (!isRuleId(id)) report(["options", "rules", id], `${show(id)} is not a rule id of cloudlint`);
    else if (!SETTINGS.includes(rules[id])) report(["options", "rules", id], `${id} is set to ${show(rules[id])}; a rule is "error", "warning", "info" or "off"`);
  }
  return out;
}
const MAX_OPTION_FINDINGS = 10;

/** The severity a finding has under the options (already checked by optionsFindings), or `off`. */
export function profileSeverity(ruleId: string, severity: Severity, options: ProfileOptions | undefined): Severity | "off" {
  const rules = options?.rules as Record<string, unknown> | undefined;
  if (rules && Object.prototype.hasOwnProperty.call(rules, ruleId)) {
    const setting = rules[ruleId];
    if (setting === "off" || setting === "error" || setting === "warning" || setting === "info") return setting;
  }
  const meta: RuleMeta | undefined = isRuleId(ruleId) ? RULES[ruleId] : undefined;
  // An opt-in rule reports only when the options turn it on.
  if (meta?.defaultOff) return "off";
  if (meta === undefined || !("live" in meta)) return severity;
  if (options?.profile === "live") return "error";
  return severity === "error" ? "warning" : severity;
}

/**
 * The diagnostics a resource validator returns: each finding at its severity under the options
 * (live-API constraints are warnings unless the profile is `live`), or the options' own errors.
 */
export function profiledDiagnostics(findings: readonly Finding[], options: unknown): Diagnostic[] {
  const problems = optionsFindings(options);
  if (problems.length > 0) return toDiagnostics(problems);
  const settings = options as ProfileOptions | undefined;
  const out: Diagnostic[] = [];
  for (const f of findings) {
    const severity = profileSeverity(f.ruleId, f.severity, settings);
    if (severity === "off") continue;
    out.push(toDiagnostic(severity === f.severity ? f : { ...f, severity }));
  }
  return out;
}
