import { toDiagnostic, toDiagnostics } from "../diagnostic.js";
import { RULES, isRuleId } from "../rules/catalog.js";
import { isPlainObject, show } from "../util/text.js";
function withoutForbiddenFields(body, forbidden, ruleId, out) {
  if (!isPlainObject(body)) return body;
  const rest = {};
  for (const key of Object.keys(body)) {
    if (Object.prototype.hasOwnProperty.call(forbidden, key)) {
      out.report(ruleId, [key], forbidden[key], { anchor: "key" });
    } else {
      Object.defineProperty(rest, key, { value: body[key], enumerable: true, writable: true, configurable: true });
    }
  }
  return rest;
}
function splitPair(text) {
  const slash = text.indexOf("/");
  if (slash <= 0 || slash === text.length - 1 || text.indexOf("/", slash + 1) !== -1) return void 0;
  return [text.slice(0, slash), text.slice(slash + 1)];
}
const SETTINGS = ["error", "warning", "info", "off"];
function optionsFindings(options) {
  if (options === void 0 || options === null) return [];
  const out = [];
  const report = (path, message) => out.push({ ruleId: "request-options", severity: "error", message, path });
  if (!isPlainObject(options)) {
    report(["options"], `options are an object { profile?, rules?, \u2026 }, not ${show(options)}`);
    return out;
  }
  const { profile, rules } = options;
  if (profile !== void 0 && profile !== "reference" && profile !== "live") report(["options", "profile"], `profile is "reference" or "live", not ${show(profile)}`);
  if (rules === void 0) return out;
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
function profileSeverity(ruleId, severity, options) {
  const rules = options?.rules;
  if (rules && Object.prototype.hasOwnProperty.call(rules, ruleId)) {
    const setting = rules[ruleId];
    if (setting === "off" || setting === "error" || setting === "warning" || setting === "info") return setting;
  }
  const meta = isRuleId(ruleId) ? RULES[ruleId] : void 0;
  if (meta?.defaultOff) return "off";
  if (meta === void 0 || !("live" in meta)) return severity;
  if (options?.profile === "live") return "error";
  return severity === "error" ? "warning" : severity;
}
function profiledDiagnostics(findings, options) {
  const problems = optionsFindings(options);
  if (problems.length > 0) return toDiagnostics(problems);
  const settings = options;
  const out = [];
  for (const f of findings) {
    const severity = profileSeverity(f.ruleId, f.severity, settings);
    if (severity === "off") continue;
    out.push(toDiagnostic(severity === f.severity ? f : { ...f, severity }));
  }
  return out;
}
export {
  optionsFindings,
  profileSeverity,
  profiledDiagnostics,
  splitPair,
  withoutForbiddenFields
};
