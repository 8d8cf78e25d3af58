import { mapFindingPaths } from "../diagnostic.js";
import { checkDataBounds } from "../util/data.js";
import { RULES } from "./catalog.js";
const MAX_RELATED = 10;
class Reporter {
  findings = [];
  report(ruleId, path, message, extras = {}) {
    this.findings.push({ ruleId, severity: RULES[ruleId].severity, message, path, ...extras });
  }
  /**
   * Each of `keys` given as "" (field-empty): the reference states these fields' type but no
   * length, and the live API refuses an empty region, type or label, so this is a live rule.
   */
  reportEmpty(body, keys, at = []) {
    for (const key of keys) if (body[key] === "") this.report("field-empty", [...at, key], `${key} must not be empty`);
  }
  /** Adds findings produced relative to `prefix` (e.g. a validator's output); all their paths move. */
  addAll(findings, prefix = []) {
    for (const f of findings) this.findings.push(prefix.length ? mapFindingPaths(f, (p) => [...prefix, ...p]) : f);
  }
}
function refusedData(data, bounds, what) {
  const problem = checkDataBounds(data, bounds);
  if (!problem) return void 0;
  return { ruleId: "input-limit", severity: RULES["input-limit"].severity, message: what ? `${what}: ${problem.message}` : problem.message, path: what ? [] : problem.path };
}
function withinBounds(data, check) {
  const refused = refusedData(data);
  return refused ? [refused] : check();
}
export {
  MAX_RELATED,
  Reporter,
  refusedData,
  withinBounds
};
