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
var lint_exports = {};
__export(lint_exports, {
  LoadCache: () => LoadCache,
  MAX_FINDINGS_PER_FILE: () => import_caps2.MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE: () => import_caps2.MAX_FINDINGS_PER_RESOURCE,
  explainPacket: () => explainPacket,
  firewallsOfSources: () => firewallsOfSources,
  fixText: () => fixText,
  lint: () => lint,
  lintFilterText: () => lintFilterText,
  lintSources: () => lintSources,
  lintSourcesCached: () => lintSourcesCached,
  lintText: () => lintText,
  stateOfText: () => stateOfText,
  statesOfSources: () => statesOfSources,
  syntaxOf: () => syntaxOf
});
module.exports = __toCommonJS(lint_exports);
var import_account = require("./account/account.js");
var import_firewalls = require("./account/firewalls.js");
var import_ip = require("./account/ip.js");
var import_network = require("./account/network.js");
var import_labels = require("./account/labels.js");
var import_checks = require("./firewall/checks.js");
var import_legacy = require("./firewall/legacy.js");
var import_ip2 = require("./resources/ip.js");
var import_compute = require("./resources/compute.js");
var import_database = require("./resources/database.js");
var import_image = require("./resources/image.js");
var import_stackscript = require("./resources/stackscript.js");
var import_vpc = require("./resources/vpc.js");
var import_diagnostic = require("./diagnostic.js");
var import_json_syntax = require("./load/json-syntax.js");
var import_load = require("./load/load.js");
var import_limits = require("./load/limits.js");
var import_catalog = require("./rules/catalog.js");
var import_firewall = require("./resources/firewall.js");
var import_report = require("./rules/report.js");
var import_model = require("./firewall/model.js");
var import_text = require("./util/text.js");
var import_data = require("./util/data.js");
var import_validate = require("./filter/validate.js");
var import_suppress = require("./rules/suppress.js");
var import_fix = require("./rules/fix.js");
var import_transitions = require("./change/transitions.js");
var import_caps = require("./rules/caps.js");
var import_catalog2 = require("./rules/catalog.js");
var import_compile = require("./policy/compile.js");
var import_evaluate = require("./policy/evaluate.js");
var import_policy = require("./policy/index.js");
var import_plan = require("./terraform/plan.js");
var import_unit = require("./terraform/unit.js");
var import_inputs = require("./terraform/inputs.js");
var import_mapping = require("./terraform/mapping.js");
var import_marks = require("./util/marks.js");
var import_config = require("./terraform/config.js");
var import_caps2 = require("./rules/caps.js");
function terraformNotes(loaded, all, sources) {
  if (loaded?.unsupported !== void 0) return { unsupported: loaded.unsupported };
  const unknownVariables = loaded?.tfUnresolved?.length ? { unknownVariables: loaded.tfUnresolved.map((u) => ({ name: u.name, reason: u.why })) } : {};
  const unit = loaded?.terraform;
  if (!unit) return unknownVariables;
  const coverage = unit.coverage();
  const place = (at) => {
    const file = at ? sources[at.fileIndex]?.filePath : void 0;
    const pos = at && file !== void 0 ? all[at.fileIndex]?.positions.locate(at.path) : void 0;
    return { ...file !== void 0 ? { filePath: file } : {}, ...pos ? { line: pos.line, column: pos.column } : {} };
  };
  const notes = (list) => list.map((n) => ({ filePath: "", ...place(n.at), address: n.address, ...n.type !== void 0 ? { type: n.type } : {}, attribute: n.attribute, reason: n.why, whole: n.whole })).sort((a, b) => a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const unchecked = notes(coverage.unchecked);
  const terraform = { fully: coverage.fully, partly: coverage.partly, notAtAll: coverage.notAtAll, modulesNotRead: coverage.modulesNotRead, unchecked };
  let unknown;
  Object.defineProperty(terraform, "unknown", { get: () => unknown ??= notes(coverage.unknown()), enumerable: true, configurable: true });
  const unmapped = unit.unmapped;
  if (!unmapped.size) return { terraform, ...unknownVariables };
  const whereOf = new Map(unchecked.map((u) => [u.address, u]));
  const notChecked = [...unmapped].map(([key, address]) => {
    const w = whereOf.get(address);
    const at = w?.filePath ? { filePath: w.filePath, ...w.line !== void 0 ? { line: w.line } : {} } : {};
    return key.endsWith(import_mapping.UNPLACED) ? { type: key.slice(0, -import_mapping.UNPLACED.length), address, reason: import_mapping.UNPLACED.slice(2, -1), ...at } : { type: key, address, reason: "the mapping does not cover it", ...at };
  });
  return { notChecked: notChecked.sort((a, b) => a.type < b.type ? -1 : a.type > b.type ? 1 : 0), terraform, ...unknownVariables };
}
function checkAccount(files, options, baseline, names = []) {
  const { account, findings } = (0, import_account.buildAccount)(files);
  const out = new import_report.Reporter();
  out.addAll(findings);
  const policies = (0, import_policy.compiledPolicies)(options.policies);
  const firewallModel = policies?.length ? (0, import_model.firewallModels)() : import_model.compileFirewallRules;
  if (baseline) (0, import_transitions.checkTransitions)(baseline.account, account, out, baseline.placeDeleted, options.sensitivePorts ? { sensitivePorts: options.sensitivePorts } : {});
  checkResources(account, options, out, firewallModel);
  (0, import_firewalls.checkFirewallsAcrossAccount)(account, out);
  (0, import_network.checkNetworkAcrossAccount)(account, out, options.allowedRegions);
  (0, import_ip.checkIpRequestsAcrossAccount)(account, out, options.ipv6RangesPerRegion ?? 1);
  (0, import_labels.checkLabelCharacters)(account, out);
  if (policies?.length) {
    const filePath = (i) => names[i] ?? "<state>";
    const policyPath = options.policyPath;
    out.addAll((0, import_evaluate.checkPolicies)(account, policies, { filePath, relativePath: policyPath ? (i) => policyPath(filePath(i)) : filePath }, firewallModel, (0, import_compile.maxListLength)(options.limits)));
  }
  return (0, import_caps.capFindings)(out.findings);
}
const SECTION_VALIDATORS = {
  computes: import_compute.computeFindings,
  nodebalancers: import_compute.nodebalancerFindings,
  vpcs: import_vpc.vpcStateFindings,
  firewalls: (entry, options, firewallModel) => (0, import_legacy.withLegacyRules)(entry, [...(0, import_firewall.firewallStateFindings)(entry), ...(0, import_checks.firewallSemanticFindings)(entry, options.sensitivePorts ? { sensitivePorts: options.sensitivePorts } : {}, firewallModel)]),
  databases: import_database.databaseStateFindings,
  stackscripts: import_stackscript.stackscriptStateFindings,
  images: import_image.imageStateFindings,
  ip_assignments: import_ip2.ipAssignShape,
  ip_shares: import_ip2.ipShareShape,
  ipv6_ranges: import_ip2.ipv6RangeShape
};
function checkResources(account, options, out, firewallModel) {
  for (const [section, validate] of Object.entries(SECTION_VALIDATORS)) {
    for (const entry of account.sections[section]) {
      out.addAll(validate(entry.value, options, firewallModel).map((f) => ({ ...f, fileIndex: entry.fileIndex })), entry.path);
    }
  }
}
function applySettings(findings, rules) {
  const result = [];
  for (const f of findings) {
    const setting = rules && Object.prototype.hasOwnProperty.call(rules, f.ruleId) ? rules[f.ruleId] : void 0;
    if (setting === "off" || setting === void 0 && (0, import_catalog2.defaultSetting)(f.ruleId) === "off") continue;
    result.push(setting ? { ...f, severity: setting } : f);
  }
  return result;
}
function compareFindings(a, b) {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || import_diagnostic.SEVERITY_ORDER[b.severity] - import_diagnostic.SEVERITY_ORDER[a.severity] || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}
function summarize(filePath, messages) {
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
function syntaxOf(filePath) {
  return /\.json$/i.test(filePath) ? "json" : "yaml";
}
const WHOLE_FILE = { line: 1, column: 1, endLine: 1, endColumn: 1 };
function readText(s, limits, syntax) {
  if (syntax !== "json") return (0, import_load.loadText)(s.text, limits, s.byteLength, syntax);
  const reading = (0, import_json_syntax.readJsonWithin)(s.text, limits, s.byteLength);
  return (0, import_plan.loadTerraformText)(s.text, limits, s.byteLength, reading) ?? (0, import_load.loadText)(s.text, limits, s.byteLength, "json", reading);
}
class LoadCache {
  /** How many texts runs with this cache have parsed (for tests and the benchmark). */
  parsed = 0;
  #entries = /* @__PURE__ */ new Map();
  #used = /* @__PURE__ */ new Set();
  /** readText, or its result for the same path, text and limits last time. */
  load(s, limits, syntax) {
    const key = `${syntax}\0${s.byteLength ?? ""}\0${limits.maxBytes}\0${limits.maxDepth}\0${limits.maxAliases}\0${limits.maxValues}`;
    this.#used.add(s.filePath);
    const hit = this.#entries.get(s.filePath);
    if (hit && hit.text === s.text && hit.key === key) return hit.loaded;
    this.parsed++;
    const loaded = readText(s, limits, syntax);
    this.#entries.set(s.filePath, { text: s.text, key, loaded });
    return loaded;
  }
  /** Forgets the files the run that just ended did not have. */
  sweep() {
    for (const path of this.#entries.keys()) if (!this.#used.has(path)) this.#entries.delete(path);
    this.#used.clear();
  }
}
function loadSources(sources, limits, cache, inputs) {
  let total = 0;
  return finishTerraform(limits, inputs, sources, sources.map((s, fileIndex) => {
    const size = Math.max(s.byteLength ?? 0, s.text.length);
    if (s.terraformConfig && (size > limits.maxBytes || total + size > limits.maxTotalBytes)) return { data: void 0, positions: (0, import_load.emptyPositions)(), findings: [] };
    if (size <= limits.maxBytes) total += size;
    if (size <= limits.maxBytes && total > limits.maxTotalBytes) {
      const message = `the run's input passes the limit of ${limits.maxTotalBytes} bytes for all files together; this file (${size} bytes) was not linted (${(0, import_limits.raiseLimitHint)("maxTotalBytes")})`;
      return { data: void 0, positions: (0, import_load.emptyPositions)(), findings: [{ ruleId: "input-limit", severity: import_catalog.RULES["input-limit"].severity, message, path: [], ...WHOLE_FILE }] };
    }
    const encoding = s.encoding ? [{ ruleId: "parse-error", severity: import_catalog.RULES["parse-error"].severity, message: s.encoding.message, path: [], ...WHOLE_FILE }] : [];
    if (s.encoding && !s.encoding.lint) return { data: void 0, positions: (0, import_load.emptyPositions)(), findings: encoding };
    if ((0, import_config.isTerraformConfigPath)(s.filePath)) return loadConfig(s, fileIndex, limits, size, encoding);
    const loaded = cache ? cache.load(s, limits, syntaxOf(s.filePath)) : readText(s, limits, syntaxOf(s.filePath));
    const terraform = syntaxOf(s.filePath) === "json" ? (0, import_plan.terraformJsonKind)(loaded.data) : void 0;
    if (terraform?.kind === "unsupported") {
      return { data: void 0, positions: loaded.positions, findings: [{ ruleId: "parse-error", severity: import_catalog.RULES["parse-error"].severity, message: terraform.message, path: [], ...WHOLE_FILE }], unsupported: terraform.message };
    }
    if (terraform) {
      const plan = (0, import_plan.readTerraformJson)(loaded.data, terraform.kind, fileIndex);
      return { data: void 0, positions: loaded.positions, findings: [...encoding, ...loaded.findings, ...(0, import_config.planTokenFindings)(loaded.data, loaded.positions)], plan, group: "" };
    }
    if (s.optional && s.byteLength === void 0 && !loaded.findings.some((f) => f.ruleId === "input-limit")) {
      const skipped = (0, import_account.notStateReason)(loaded.data, s.text, loaded.data !== void 0);
      if (skipped) return { data: void 0, positions: (0, import_load.emptyPositions)(), findings: [], skipped };
    }
    const findings = [...encoding, ...loaded.findings];
    if (loaded.data === null && !loaded.empty) {
      findings.push({ ruleId: "state-structure", severity: import_catalog.RULES["state-structure"].severity, message: "the document is null; a state file's top level is a mapping of resource sections (an empty file is an empty account)", path: [], ...WHOLE_FILE });
    }
    return { ...loaded, group: "", findings };
  }));
}
function loadConfig(s, fileIndex, limits, size, encoding) {
  if (size > limits.maxBytes) {
    const message = `the file is ${size} bytes, more than the limit of ${limits.maxBytes} (${(0, import_limits.raiseLimitHint)("maxBytes")})`;
    return { data: void 0, positions: (0, import_load.emptyPositions)(), findings: [...encoding, { ruleId: "input-limit", severity: import_catalog.RULES["input-limit"].severity, message, path: [], ...WHOLE_FILE }] };
  }
  const read = /\.json$/i.test(s.filePath) ? (0, import_config.readJsonConfig)(s.filePath, (0, import_load.loadText)(s.text, limits, s.byteLength, "json"), fileIndex, s.text.length) : (0, import_config.readHclConfig)(s.filePath, s.text, fileIndex, limits);
  const config = (0, import_config.withModuleCalls)(read, s.moduleCalls);
  return { data: void 0, positions: config.positions, findings: [...encoding, ...config.findings], config };
}
function finishTerraform(limits, inputs, sources, loaded) {
  for (const [tf, tofu] of (0, import_config.tofuOverrides)(sources.map((s) => s.filePath))) {
    if (!loaded[tf]?.config || !loaded[tofu]?.config) continue;
    loaded[tf] = { data: void 0, positions: (0, import_load.emptyPositions)(), findings: [], skipped: `${sources[tofu].filePath} replaces it (OpenTofu reads a .tofu file instead of the .tf file of the same name)` };
  }
  const configs = loaded.flatMap((l, fileIndex) => l.config && !sources[fileIndex]?.terraformConfig ? [{ ...l.config, fileIndex }] : []);
  const variables = configs.length ? (0, import_inputs.variableAssignments)(inputs, limits) : void 0;
  const roots = configs.length ? (0, import_config.rootModules)(configs, limits, variables?.assignments, inputs?.readFile, inputs?.workspaces) : [];
  const folders = (0, import_config.configFolders)(configs);
  for (const c of configs) (0, import_data.appendAll)(loaded[c.fileIndex].findings, (0, import_config.moduleCallNotes)(c, folders));
  const planFolders = new Set(loaded.flatMap((l, i) => l.plan ? [(0, import_config.moduleFolder)((0, import_config.folderOf)(sources[i].filePath), ".") ?? ""] : []));
  const placing = new Set(roots.filter((r) => planFolders.has(r.folder)).flatMap((r) => r.files));
  const ofPlans = loaded.flatMap((l, fileIndex) => l.config && (sources[fileIndex]?.terraformConfig || placing.has(fileIndex)) ? [{ ...l.config, fileIndex }] : []);
  for (const c of ofPlans) loaded[c.fileIndex] = { ...loaded[c.fileIndex], placesPlan: true };
  loaded.forEach((l, i) => {
    if (!l.plan) return;
    const locate = ofPlans.length ? (0, import_config.configLocator)(ofPlans, (0, import_config.folderOf)(sources[i].filePath), limits) : void 0;
    const unit = (0, import_unit.terraformUnit)(l.plan.after, l.plan.before, locate ? { relocate: (r) => locate(r.address, r.module) } : {});
    loaded[i] = { ...l, data: unit.data, terraform: unit };
  });
  for (const root of roots) {
    if (planFolders.has(root.folder)) continue;
    const carrier = root.files[0];
    const unit = (0, import_unit.terraformUnit)(root.resources, void 0, { fixes: true }, root.unknownWhy);
    const findings = loaded[carrier].findings;
    for (const p of variables?.problems(root.folder) ?? []) findings.push({ ruleId: p.ruleId, severity: import_catalog.RULES[p.ruleId].severity, message: p.message, path: [], ...WHOLE_FILE });
    if (root.exhausted) {
      const past = root.exhausted === "instances" ? `${limits.maxTerraformInstances.toLocaleString("en-US")} resource and module instances` : `${root.valuesBudget.toLocaleString("en-US")} values`;
      const hint = root.exhausted === "values" && root.bySize ? "at most 250,000 values plus one per four characters of its files, whatever the limits: evaluation stays linear in the input" : (0, import_limits.raiseLimitHint)(root.exhausted === "instances" ? "maxTerraformInstances" : "maxTerraformValues");
      const message = root.exhausted === "depth" ? "the configuration's expressions nest too deeply to evaluate: only the part read before that is checked" : `the configuration expands to more than ${past} (count, for_each, dynamic blocks, functions, modules calling modules, locals built from locals): only the part read before that is checked (${hint})`;
      findings.push({ ruleId: "input-limit", severity: import_catalog.RULES["input-limit"].severity, message, path: [], ...WHOLE_FILE });
    }
    loaded[carrier] = { ...loaded[carrier], data: unit.data, terraform: unit, group: `tf:${root.folder}`, findings, tfUnknown: root.unknown, tfUnresolved: root.unresolved };
  }
  return loaded;
}
function readOptions(given) {
  if (typeof given !== "object" || given === null) return {};
  const o = given;
  const out = {};
  if (typeof o.rules === "object" && o.rules !== null) out.rules = readSettings(o.rules);
  if (Array.isArray(o.sensitivePorts)) out.sensitivePorts = (0, import_data.definedItems)(o.sensitivePorts).flatMap(([, p]) => typeof p === "number" ? [p] : []);
  if (typeof o.inlineConfig === "boolean") out.inlineConfig = o.inlineConfig;
  if (typeof o.today === "string") out.today = o.today;
  if (typeof o.rulesFor === "function") {
    const rulesFor = o.rulesFor;
    out.rulesFor = (filePath) => readSettings(rulesFor(filePath));
  }
  if (Array.isArray(o.allowedRegions)) out.allowedRegions = (0, import_data.definedItems)(o.allowedRegions).flatMap(([, r]) => typeof r === "string" ? [r] : []);
  if (typeof o.ipv6RangesPerRegion === "number" && Number.isInteger(o.ipv6RangesPerRegion) && o.ipv6RangesPerRegion >= 1) out.ipv6RangesPerRegion = o.ipv6RangesPerRegion;
  if (typeof o.limits === "object" && o.limits !== null) out.limits = o.limits;
  if (Array.isArray(o.baseline)) out.baseline = readSources(o.baseline);
  if ((0, import_policy.compiledPolicies)(o.policies)) out.policies = o.policies;
  if (typeof o.terraform === "object" && o.terraform !== null) out.terraform = readVariableInputs(o.terraform);
  if (typeof o.baselineTerraform === "object" && o.baselineTerraform !== null) out.baselineTerraform = readVariableInputs(o.baselineTerraform);
  if (typeof o.policyPath === "function") {
    const policyPath = o.policyPath;
    out.policyPath = (filePath) => {
      const p = policyPath(filePath);
      return typeof p === "string" ? p : filePath;
    };
  }
  return out;
}
function readVariableInputs(o) {
  const file = (x) => {
    const f = typeof x === "object" && x !== null ? x : {};
    if (typeof f.filePath !== "string" || typeof f.text !== "string") return void 0;
    return typeof f.problem === "string" ? { filePath: f.filePath, text: f.text, problem: f.problem } : { filePath: f.filePath, text: f.text };
  };
  const env = {};
  if (typeof o.env === "object" && o.env !== null) {
    for (const [k, v] of Object.entries(o.env)) if (typeof v === "string") (0, import_data.setOwn)(env, k, v);
  }
  const autoFiles = Array.isArray(o.autoFiles) ? (0, import_data.definedItems)(o.autoFiles).flatMap(([, f]) => file(f) ?? []) : [];
  const args = Array.isArray(o.args) ? (0, import_data.definedItems)(o.args).flatMap(([, a]) => {
    const x = typeof a === "object" && a !== null ? a : {};
    if (typeof x.name === "string" && typeof x.value === "string") return [{ name: x.name, value: x.value }];
    const f = file(a);
    return f ? [f] : [];
  }) : [];
  const given = o.readFile;
  const readFile = typeof given === "function" ? (path) => {
    try {
      const text = given(path);
      return typeof text === "string" ? text : void 0;
    } catch {
      return void 0;
    }
  } : void 0;
  const workspaces = {};
  if (typeof o.workspaces === "object" && o.workspaces !== null) {
    for (const [k, v] of Object.entries(o.workspaces)) if (typeof v === "string") (0, import_data.setOwn)(workspaces, k, v);
  }
  return { env, autoFiles, args, workspaces, ...readFile ? { readFile } : {} };
}
const SETTINGS = /* @__PURE__ */ new Set(["error", "warning", "info", "off"]);
function readSettings(given) {
  const out = {};
  if (typeof given !== "object" || given === null) return out;
  for (const [id, setting] of Object.entries(given)) {
    if (SETTINGS.has(setting)) Object.defineProperty(out, id, { value: setting, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
function readModuleCalls(given) {
  const out = /* @__PURE__ */ Object.create(null);
  for (const [name, c] of Object.entries(given)) {
    if (!(0, import_text.isPlainObject)(c)) continue;
    out[name] = { ...typeof c.folder === "string" ? { folder: c.folder } : {}, ...typeof c.note === "string" ? { note: c.note } : {} };
  }
  return out;
}
function readSources(given) {
  if (!Array.isArray(given)) return [];
  return (0, import_data.definedItems)(given).map(([i, s]) => {
    const o = typeof s === "object" && s !== null ? s : {};
    const source = { filePath: typeof o.filePath === "string" ? o.filePath : `<input ${i}>`, text: typeof o.text === "string" ? o.text : "" };
    if (typeof o.byteLength === "number" && Number.isFinite(o.byteLength)) source.byteLength = o.byteLength;
    if (o.optional === true) source.optional = true;
    if (o.terraformConfig === true) source.terraformConfig = true;
    if ((0, import_text.isPlainObject)(o.moduleCalls)) source.moduleCalls = readModuleCalls(o.moduleCalls);
    const e = o.encoding;
    if (typeof e === "object" && e !== null && typeof e.message === "string") source.encoding = { message: e.message, lint: e.lint === true };
    return source;
  });
}
function stateOfText(filePath, text, byteLength) {
  return statesOfSources([{ filePath: typeof filePath === "string" ? filePath : "", text: typeof text === "string" ? text : "", ...typeof byteLength === "number" ? { byteLength } : {} }])[0] ?? { state: void 0 };
}
function statesOfSources(givenSources, limits, terraform) {
  const inputs = typeof terraform === "object" && terraform !== null ? readVariableInputs(terraform) : void 0;
  const sources = readSources(givenSources);
  const all = loadSources(sources, (0, import_limits.resolveLimits)(limits), void 0, inputs);
  return all.map((l) => {
    const refused = l.data === void 0 ? l.findings.find((f) => f.ruleId === "input-limit") : void 0;
    return { ...l.terraform?.before ? { state: l.data, before: l.terraform.before } : { state: l.data }, ...refused ? { refused: refused.message } : {}, ...terraformNotes(l, all, sources) };
  });
}
function fixText(filePath, text, diagnostics) {
  const name = typeof filePath === "string" ? filePath : "";
  if (typeof text === "string" && (0, import_config.isTerraformConfigPath)(name) && !/\.json$/i.test(name)) {
    return (0, import_fix.applyFixesAt)(text, diagnostics, false, (0, import_config.hclPositions)(name, text, import_load.DEFAULT_LIMITS));
  }
  return (0, import_fix.applyFixesAt)(text, diagnostics, syntaxOf(name) === "json");
}
function lint(state, givenOptions = {}) {
  const options = readOptions(givenOptions);
  const refused = (0, import_report.refusedData)(state, (0, import_limits.resolveLimits)(options.limits));
  if (refused) return applySettings([refused], options.rules).map(import_diagnostic.toDiagnostic);
  return applySettings(checkAccount([state], options), options.rules).map(import_diagnostic.toDiagnostic);
}
function lintSources(givenSources, givenOptions = {}) {
  return lintSourcesCached(givenSources, givenOptions, void 0);
}
function lintSourcesCached(givenSources, givenOptions, givenCache) {
  const sources = readSources(givenSources);
  const options = readOptions(givenOptions);
  const limits = (0, import_limits.resolveLimits)(options.limits);
  const cache = givenCache instanceof LoadCache ? givenCache : void 0;
  const loaded = loadSources(sources, limits, cache, options.terraform);
  cache?.sweep();
  const baselineOf = options.baseline ? loadBaseline(options.baseline, sources, limits, loaded, options.baselineTerraform ?? options.terraform) : terraformBaseline(loaded);
  const groups = [...new Set(loaded.flatMap((l) => l.group !== void 0 ? [l.group] : []))];
  const names = sources.map((s) => s.filePath);
  const checked = groups.flatMap((g) => checkAccount(loaded.map((l) => l.group === g ? l.data : void 0), options, baselineOf(g), names));
  const determined = loaded.some((l) => l.terraform) ? checked.filter((f) => !loaded[f.fileIndex ?? 0]?.terraform?.dependsOnUnknown(f)) : checked;
  const findings = [...(0, import_caps.capFindings)(loaded.flatMap((l, fileIndex) => l.findings.map((f) => ({ ...f, fileIndex })))), ...determined];
  const positions = loaded.map((l) => l.terraform ? terraformLocator(l.terraform, loaded) : l.positions);
  const perFile = sources.map(() => []);
  const seen = loaded.some((l) => l.config) ? /* @__PURE__ */ new Set() : void 0;
  const alsoAt = /* @__PURE__ */ new Map();
  const settings = sources.map((s) => options.rulesFor ? { ...options.rules, ...options.rulesFor(s.filePath) } : options.rules);
  for (const f of findings) {
    const unit = loaded[f.fileIndex ?? 0]?.terraform;
    const fileIndex = (unit && f.line === void 0 ? unit.locate(f.path)?.fileIndex : void 0) ?? f.fileIndex ?? 0;
    for (const kept of applySettings([f], settings[fileIndex])) {
      const d = positioned(kept, sources, positions, loaded);
      if (unit) nameTerraformAddress(d, unit, kept.path, loaded[fileIndex]?.config !== void 0);
      if (seen) {
        const key = `${fileIndex}\0${d.ruleId}\0${d.line}\0${d.column}\0${d.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      perFile[fileIndex].push(d);
      if (kept.suppressibleAtRelated && d.related) {
        const lines = d.related.filter((r) => r.file === sources[fileIndex]?.filePath && r.line !== void 0).map((r) => r.line);
        if (lines.length) alsoAt.set(d, lines);
      }
    }
  }
  const today = options.today ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  const policyIds = new Set(options.policies?.list.map((p) => p.id));
  const known = (id) => (0, import_catalog2.isRuleId)(id) || policyIds.has(id);
  return sources.map((s, i) => {
    let messages = perFile[i];
    const config = loaded[i].config;
    if (options.inlineConfig !== false && config && !/\.json$/i.test(s.filePath)) {
      messages = (0, import_suppress.applySuppressions)(s.text, messages, today, alsoAt, known, config.comments);
      if (loaded[i].placesPlan) messages = messages.filter((m) => m.ruleId !== "unused-suppression");
    } else if (options.inlineConfig !== false && !config && syntaxOf(s.filePath) === "yaml" && !loaded[i].skipped) messages = (0, import_suppress.applySuppressions)(s.text, messages, today, alsoAt, known);
    const result = summarize(s.filePath, messages.sort(compareFindings));
    const skipped = loaded[i].skipped;
    return skipped ? { ...result, skipped } : { ...result, ...terraformNotes(loaded[i], loaded, sources) };
  });
}
function loadBaseline(files, desired, limits, desiredLoaded, terraform) {
  const loaded = loadSources(files, limits, void 0, terraform);
  const indexOf = new Map(desired.map((s, i) => [s.filePath, i]));
  const placeDeleted = (side) => {
    const filePath = files[side.fileIndex]?.filePath ?? "";
    const fileIndex = indexOf.get(filePath);
    if (fileIndex !== void 0) return { fileIndex, path: side.path.slice(0, 1), where: `in ${filePath} before the change` };
    return { fileIndex: 0, path: [], where: `in ${filePath}, which the change deletes` };
  };
  const roots = desiredLoaded.filter((l) => l.group?.startsWith("tf:"));
  const whole = loaded.length > 0 && loaded.every((l) => l.plan !== void 0) && roots.length <= 1;
  const wholePlace = (side) => ({ fileIndex: 0, path: [], where: `in ${files[side.fileIndex]?.filePath ?? ""}, the state before the change` });
  const accounts = /* @__PURE__ */ new Map();
  return (group) => {
    let b = accounts.get(group);
    if (b) return b;
    if (whole) {
      const unknown = desiredLoaded.find((l) => l.group === group)?.tfUnknown;
      const data = loaded.map((l) => unknown?.size ? withoutAddresses(l.data, unknown) : l.data);
      b = { account: (0, import_account.buildAccount)(data).account, placeDeleted: wholePlace };
    } else b = { account: (0, import_account.buildAccount)(loaded.map((l) => l.group === group ? l.data : void 0)).account, placeDeleted };
    accounts.set(group, b);
    return b;
  };
}
function withoutAddresses(data, unknown) {
  if (!(0, import_text.isPlainObject)(data)) return data;
  const kept = (e) => {
    const address = (0, import_text.isPlainObject)(e) ? e[import_marks.ADDRESS] : void 0;
    return typeof address !== "string" || !(0, import_config.underUnknown)(address, unknown);
  };
  const out = {};
  for (const [section, list] of Object.entries(data)) {
    if (!Array.isArray(list)) {
      out[section] = list;
      continue;
    }
    out[section] = list.filter(kept).map((e) => {
      if (section !== "vpcs" || !(0, import_text.isPlainObject)(e) || !Array.isArray(e.subnets)) return e;
      const copy = { ...e, subnets: e.subnets.filter(kept) };
      for (const mark of Object.getOwnPropertySymbols(e)) Object.defineProperty(copy, mark, { value: e[mark], enumerable: false });
      return copy;
    });
  }
  return out;
}
function terraformLocator(unit, loaded) {
  return {
    locate(path, anchor, valueRange) {
      const at = unit.locate(path);
      return at ? loaded[at.fileIndex]?.positions.locate(at.path, anchor, valueRange) : void 0;
    }
  };
}
function nameTerraformAddress(d, unit, path, config) {
  if (d.fix) {
    const at = config ? unit.fixable(d.fix.path) : void 0;
    if (at) d.fix = { ...d.fix, path: at.path };
    else delete d.fix;
  }
  const where = unit.describe(path);
  if (!where) return;
  const name = where.attribute ? `${where.address}.${where.attribute}` : where.address;
  d.message = `${(0, import_text.escapeText)(name)}: ${d.message}`;
}
function terraformBaseline(loaded) {
  if (!loaded.some((l) => l.terraform?.before)) return () => void 0;
  const { account } = (0, import_account.buildAccount)(loaded.map((l) => l.terraform?.before));
  const placeDeleted = (side) => ({ fileIndex: side.fileIndex, path: [import_unit.BEFORE, ...side.path], where: "in the plan's state before the change" });
  return (group) => group === "" ? { account, placeDeleted } : void 0;
}
function positioned(f, sources, all, loaded) {
  const d = (0, import_diagnostic.toDiagnostic)(f);
  if (f.line === void 0) {
    const pos = all[f.fileIndex ?? 0]?.locate(f.path, f.anchor, f.valueRange);
    if (pos) Object.assign(d, pos);
  }
  if (f.related && d.related) {
    d.related = f.related.map((r) => {
      const own = r.fileIndex ?? f.fileIndex ?? 0;
      const pos = all[own]?.locate(r.path);
      const fileIndex = loaded[own]?.terraform?.locate(r.path)?.fileIndex ?? own;
      const { fileIndex: _omit, ...rest } = r;
      return { ...rest, file: sources[fileIndex]?.filePath, ...pos ? { line: pos.line, column: pos.column } : {} };
    });
  }
  return d;
}
function lintFilterText(collection, givenText, paging, givenPath = "X-Filter") {
  const text = typeof givenText === "string" ? givenText : "";
  const filePath = typeof givenPath === "string" ? givenPath : "X-Filter";
  const loaded = (0, import_load.loadText)(text, import_load.DEFAULT_LIMITS, void 0, "json");
  const messages = loaded.findings.map(import_diagnostic.toDiagnostic);
  if (loaded.data !== void 0) {
    for (const f of (0, import_validate.filterFindings)(collection, loaded.data)) {
      const pos = loaded.positions.locate(f.path, f.anchor, f.valueRange);
      messages.push({ ...(0, import_diagnostic.toDiagnostic)(f), ...pos });
    }
  }
  if (paging) (0, import_data.appendAll)(messages, (0, import_validate.validatePaging)(paging));
  return summarize(filePath, messages.sort(compareFindings));
}
function explainPacket(givenSources, label, packet) {
  if (typeof label !== "string") return { problem: "not-found", message: "the firewall label must be a string" };
  const matches = firewallsOfSources(givenSources).filter((fw2) => fw2.label === label);
  const where = (fw2) => {
    const pos = fw2.locate(fw2.path);
    return `${fw2.filePath}${pos ? `:${pos.line}:${pos.column}` : ""}`;
  };
  if (matches.length === 0) return { problem: "not-found", message: `no firewall labelled ${JSON.stringify(label)} in the given files` };
  if (matches.length > 1) return { problem: "ambiguous", message: `${matches.length} firewalls are labelled ${JSON.stringify(label)}: ${matches.map(where).join(", ")}` };
  const fw = matches[0];
  const rules = fw.rules;
  const compiled = (0, import_model.compileFirewallRules)(rules);
  const result = (0, import_model.evaluateFirewall)(compiled, packet);
  if ("error" in result) return { problem: "packet", message: result.error };
  const locate = (path2) => {
    const pos = fw.locate(path2);
    return pos ? { line: pos.line, column: pos.column } : {};
  };
  const raw = (d) => (0, import_text.isPlainObject)(rules) && Array.isArray(rules[d]) ? rules[d].length : 0;
  const skippedRules = raw("inbound") - compiled.inbound.rules.length + raw("outbound") - compiled.outbound.rules.length;
  const base = { firewall: label, filePath: fw.filePath, packet, decision: result.decision, skippedRules };
  if (result.rule === null) {
    const path2 = [...fw.path, "rules", `${packet.direction}_policy`];
    return { ...base, rule: null, policy: { path: path2, ...locate(path2) } };
  }
  const path = [...fw.path, "rules", packet.direction, result.rule];
  return { ...base, rule: { direction: packet.direction, index: result.rule, ...result.label !== void 0 ? { label: result.label } : {}, path, ...locate(path) } };
}
function firewallsOfSources(givenSources, terraform, limits, givenCache) {
  const sources = readSources(givenSources);
  const inputs = typeof terraform === "object" && terraform !== null ? readVariableInputs(terraform) : void 0;
  const loaded = loadSources(sources, (0, import_limits.resolveLimits)(limits), givenCache instanceof LoadCache ? givenCache : void 0, inputs);
  const { account } = (0, import_account.buildAccount)(loaded.map((l) => l.data));
  const locators = loaded.map((l) => l.terraform ? terraformLocator(l.terraform, loaded) : l.positions);
  return account.sections.firewalls.map((fw) => {
    const value = fw.value;
    const fileIndex = loaded[fw.fileIndex]?.terraform?.locate(fw.path)?.fileIndex ?? fw.fileIndex;
    const locator = locators[fw.fileIndex];
    return { label: value.label, rules: value.rules, filePath: sources[fileIndex]?.filePath ?? "", path: fw.path, locate: (path) => locator.locate(path) };
  });
}
function lintText(text, options = {}) {
  const filePath = typeof options === "object" && options !== null && typeof options.filePath === "string" ? options.filePath : "<text>";
  if (typeof text !== "string") {
    return [{ ruleId: "parse-error", severity: "error", message: `lintText takes YAML or JSON text, not ${(0, import_text.jsonType)(text)}`, path: [] }];
  }
  return lintSources([{ filePath, text }], options)[0].messages;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  LoadCache,
  MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE,
  explainPacket,
  firewallsOfSources,
  fixText,
  lint,
  lintFilterText,
  lintSources,
  lintSourcesCached,
  lintText,
  stateOfText,
  statesOfSources,
  syntaxOf
});
