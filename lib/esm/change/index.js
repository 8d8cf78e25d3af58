import { buildAccount } from "../account/account.js";
import { toDiagnostic } from "../diagnostic.js";
import { refusedData, Reporter } from "../rules/report.js";
import { planChange } from "./plan.js";
import { CAUSE, checkTransitions, RANGE_CAUSE } from "./transitions.js";
import { diffFirewall } from "./firewall-diff.js";
import { RULES } from "../rules/catalog.js";
import { LIMIT_SETTINGS } from "../schemas/limits.js";
import { appendAll, DATA_BOUNDS, definedItems, eachItem } from "../util/data.js";
import { ADDRESS } from "../util/marks.js";
function boundsOf(options) {
  const given = typeof options === "object" && options !== null ? options.limits : void 0;
  const pick = (key) => {
    const v = typeof given === "object" && given !== null ? given[key] : void 0;
    return typeof v === "number" && Number.isInteger(v) && v > 0 ? Math.min(v, LIMIT_SETTINGS[key].ceiling) : DATA_BOUNDS[key];
  };
  return { maxValues: pick("maxValues"), maxDepth: pick("maxDepth") };
}
const states = (value) => Array.isArray(value) ? value : [value];
function refusedState(value, baseline, bounds) {
  const list = Array.isArray(value) ? value : [value];
  let refused;
  if (list.length > bounds.maxValues) {
    const message = `a list of ${list.length} states, more than the ${bounds.maxValues} values data may hold`;
    refused = { ruleId: "input-limit", severity: RULES["input-limit"].severity, message, path: [] };
  }
  for (const [, state] of eachItem(list)) refused ??= refusedData(state, bounds);
  if (!refused) return void 0;
  return baseline ? { ...toDiagnostic(refused), baseline: true } : toDiagnostic(refused);
}
function planChanges(before, after, options = {}) {
  const bounds = boundsOf(options);
  const refused = refusedState(after, false, bounds) ?? (before === void 0 ? void 0 : refusedState(before, true, bounds));
  if (refused) return { operations: [], scopes: [], events: [], findings: [refused] };
  const afterStates = states(after);
  const beforeStates = before === void 0 ? [] : states(before);
  const from = buildAccount(beforeStates).account;
  const to = buildAccount(afterStates).account;
  const out = new Reporter();
  const offset = afterStates.length;
  const sensitivePorts = options !== null && typeof options === "object" && Array.isArray(options.sensitivePorts) ? definedItems(options.sensitivePorts).flatMap(([, p]) => typeof p === "number" ? [p] : []) : void 0;
  const changes = checkTransitions(from, to, out, (side) => ({ fileIndex: offset + side.fileIndex, path: side.path, where: "in the baseline" }), sensitivePorts ? { sensitivePorts } : {});
  const plan = planChange(from, to, changes);
  const located = out.findings.map((f) => ({ finding: f, inBaseline: (f.fileIndex ?? 0) >= offset }));
  const byCause = /* @__PURE__ */ new Map();
  const byRange = /* @__PURE__ */ new Map();
  const byEntry = /* @__PURE__ */ new Map();
  const push = (map, key, f) => {
    const list = map.get(key);
    if (list) list.push(f);
    else map.set(key, [f]);
  };
  const entryKey = (fileIndex, path) => {
    const depth = path[2] === "subnets" && typeof path[3] === "number" ? 4 : 2;
    return `${fileIndex}\0${path.slice(0, depth).map(String).join("\0")}`;
  };
  for (const { finding } of located) {
    const cause = CAUSE.get(finding);
    const range = RANGE_CAUSE.get(finding);
    if (cause) push(byCause, cause, finding);
    else if (range !== void 0) push(byRange, range, finding);
    else push(byEntry, entryKey(finding.fileIndex ?? 0, finding.path), finding);
  }
  const about = (op) => {
    const source = op.source;
    if (!("how" in source)) return source.range !== void 0 ? (byRange.get(source.range) ?? []).map(publicFinding) : [];
    const found = [...byCause.get(source) ?? []];
    if (source.after) appendAll(found, byEntry.get(entryKey(source.after.fileIndex, source.after.path)) ?? []);
    if (source.before) appendAll(found, byEntry.get(entryKey(offset + source.before.fileIndex, source.before.path)) ?? []);
    return found.map(publicFinding);
  };
  return {
    operations: plan.operations.map((op) => ({
      endpoint: op.endpoint,
      method: op.method,
      path: op.path,
      subject: op.subject,
      ...addressOf(op),
      fields: op.fields,
      scopes: op.scopes,
      grants: op.grants,
      events: op.events,
      findings: about(op),
      details: detailsOf(op)
    })),
    scopes: plan.scopes,
    events: plan.events,
    findings: located.map(({ finding, inBaseline }) => inBaseline ? { ...publicFinding(finding), baseline: true } : publicFinding(finding))
  };
}
function addressOf(op) {
  const source = op.source;
  const side = "how" in source ? source.after ?? source.before : source.side;
  const address = side?.value?.[ADDRESS];
  return typeof address === "string" ? { address } : {};
}
function detailsOf(op) {
  if (op.endpoint !== "PUT /networking/firewalls/{firewallId}/rules" || !("how" in op.source)) return [];
  return diffFirewall(op.source.before?.value.rules, op.source.after?.value.rules).map((region) => region.text);
}
function publicFinding(f) {
  return toDiagnostic({ ...f, fileIndex: void 0 });
}
export {
  planChanges
};
