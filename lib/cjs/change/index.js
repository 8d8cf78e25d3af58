"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var change_exports = {};
__export(change_exports, {
  planChanges: () => planChanges
});
module.exports = __toCommonJS(change_exports);
var import_account = require("../account/account.js");
var import_diagnostic = require("../diagnostic.js");
var import_report = require("../rules/report.js");
var import_plan = require("./plan.js");
var import_transitions = require("./transitions.js");
var import_firewall_diff = require("./firewall-diff.js");
var import_catalog = require("../rules/catalog.js");
var import_limits = require("../schemas/limits.js");
var import_data = require("../util/data.js");
var import_marks = require("../util/marks.js");
function boundsOf(options) {
  const given = typeof options === "object" && options !== null ? options.limits : void 0;
  const pick = (key) => {
    const v = typeof given === "object" && given !== null ? given[key] : void 0;
    return typeof v === "number" && Number.isInteger(v) && v > 0 ? Math.min(v, import_limits.LIMIT_SETTINGS[key].ceiling) : import_data.DATA_BOUNDS[key];
  };
  return { maxValues: pick("maxValues"), maxDepth: pick("maxDepth") };
}
const states = (value) => Array.isArray(value) ? value : [value];
function refusedState(value, baseline, bounds) {
  const list = Array.isArray(value) ? value : [value];
  let refused;
  if (list.length > bounds.maxValues) {
    const message = `a list of ${list.length} states, more than the ${bounds.maxValues} values data may hold`;
    refused = { ruleId: "input-limit", severity: import_catalog.RULES["input-limit"].severity, message, path: [] };
  }
  for (const [, state] of (0, import_data.eachItem)(list)) refused ??= (0, import_report.refusedData)(state, bounds);
  if (!refused) return void 0;
  return baseline ? { ...(0, import_diagnostic.toDiagnostic)(refused), baseline: true } : (0, import_diagnostic.toDiagnostic)(refused);
}
function planChanges(before, after, options = {}) {
  const bounds = boundsOf(options);
  const refused = refusedState(after, false, bounds) ?? (before === void 0 ? void 0 : refusedState(before, true, bounds));
  if (refused) return { operations: [], scopes: [], events: [], findings: [refused] };
  const afterStates = states(after);
  const beforeStates = before === void 0 ? [] : states(before);
  const from = (0, import_account.buildAccount)(beforeStates).account;
  const to = (0, import_account.buildAccount)(afterStates).account;
  const out = new import_report.Reporter();
  const offset = afterStates.length;
  const sensitivePorts = options !== null && typeof options === "object" && Array.isArray(options.sensitivePorts) ? (0, import_data.definedItems)(options.sensitivePorts).flatMap(([, p]) => typeof p === "number" ? [p] : []) : void 0;
  const changes = (0, import_transitions.checkTransitions)(from, to, out, (side) => ({ fileIndex: offset + side.fileIndex, path: side.path, where: "in the baseline" }), sensitivePorts ? { sensitivePorts } : {});
  const plan = (0, import_plan.planChange)(from, to, changes);
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
    const cause = import_transitions.CAUSE.get(finding);
    const range = import_transitions.RANGE_CAUSE.get(finding);
    if (cause) push(byCause, cause, finding);
    else if (range !== void 0) push(byRange, range, finding);
    else push(byEntry, entryKey(finding.fileIndex ?? 0, finding.path), finding);
  }
  const about = (op) => {
    const source = op.source;
    if (!("how" in source)) return source.range !== void 0 ? (byRange.get(source.range) ?? []).map(publicFinding) : [];
    const found = [...byCause.get(source) ?? []];
    if (source.after) (0, import_data.appendAll)(found, byEntry.get(entryKey(source.after.fileIndex, source.after.path)) ?? []);
    if (source.before) (0, import_data.appendAll)(found, byEntry.get(entryKey(offset + source.before.fileIndex, source.before.path)) ?? []);
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
  const address = side?.value?.[import_marks.ADDRESS];
  return typeof address === "string" ? { address } : {};
}
function detailsOf(op) {
  if (op.endpoint !== "PUT /networking/firewalls/{firewallId}/rules" || !("how" in op.source)) return [];
  return (0, import_firewall_diff.diffFirewall)(op.source.before?.value.rules, op.source.after?.value.rules).map((region) => region.text);
}
function publicFinding(f) {
  return (0, import_diagnostic.toDiagnostic)({ ...f, fileIndex: void 0 });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  planChanges
});
