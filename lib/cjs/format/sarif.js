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
var sarif_exports = {};
__export(sarif_exports, {
  fingerprint: () => fingerprint,
  formatSarif: () => formatSarif,
  repositoryHelpUri: () => repositoryHelpUri,
  repositoryUrl: () => repositoryUrl,
  streamSarif: () => streamSarif
});
module.exports = __toCommonJS(sarif_exports);
var import_catalog = require("../rules/catalog.js");
var import_data = require("../util/data.js");
var import_safe = require("./safe.js");
function repositoryUrl(pkg) {
  const raw = typeof pkg.repository === "string" ? pkg.repository : typeof pkg.repository === "object" && pkg.repository !== null ? pkg.repository.url : void 0;
  if (typeof raw !== "string") return void 0;
  let url = raw.startsWith("git+") ? raw.slice(4) : raw;
  if (url.endsWith(".git")) url = url.slice(0, -4);
  if (!url.startsWith("https://")) return void 0;
  return url.replace(/\/+$/, "");
}
function repositoryHelpUri(pkg) {
  const url = repositoryUrl(pkg);
  if (url === void 0 || typeof pkg.version !== "string") return void 0;
  const base = `${url}/blob/v${pkg.version}/rules/`;
  return (ruleId) => `${base}${ruleId}.md`;
}
const LEVEL = { error: "error", warning: "warning", info: "note" };
function fingerprint(text) {
  let h1 = 2166136261;
  let h2 = 16777619 ^ 1540483477;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c, 1540483477) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0");
}
function uri(filePath) {
  return filePath.split("\\").join("/").split("/").map(encodeURIComponent).join("/");
}
function region(d) {
  if (d.line === void 0) return void 0;
  return {
    startLine: d.line,
    startColumn: d.column ?? 1,
    ...d.endLine !== void 0 ? { endLine: d.endLine } : {},
    ...d.endColumn !== void 0 ? { endColumn: d.endColumn } : {}
  };
}
function location(filePath, d) {
  const r = region(d);
  return { physicalLocation: { artifactLocation: { uri: uri(filePath), uriBaseId: "%SRCROOT%" }, ...r ? { region: r } : {} } };
}
const RESULTS_MARK = "\0results\0";
function* streamSarif(results, givenOptions = {}) {
  const options = typeof givenOptions === "object" && givenOptions !== null ? givenOptions : {};
  const ids = Object.keys(import_catalog.RULES);
  const rules = ids.map((id) => {
    const meta = import_catalog.RULES[id];
    const pages = options.rulePages;
    const page = typeof pages === "object" && pages !== null && Object.prototype.hasOwnProperty.call(pages, id) ? pages[id] : void 0;
    return {
      id,
      shortDescription: { text: meta.description },
      ...typeof page === "string" ? { help: { text: meta.description, markdown: page } } : {},
      ...typeof options.helpUri === "function" ? { helpUri: String(options.helpUri(id)) } : {},
      // An opt-in rule is disabled by default; its level is the one it reports at once turned on.
      defaultConfiguration: "defaultOff" in meta ? { enabled: false, level: LEVEL[meta.severity] } : { level: LEVEL[meta.severity] },
      properties: { tags: [meta.resource] }
    };
  });
  const policies = Array.isArray(options.policies) ? options.policies : [];
  const listed = new Set(ids);
  for (const [, p] of (0, import_data.eachItem)(policies)) {
    if (typeof p !== "object" || p === null || typeof p.id !== "string" || listed.has(p.id)) continue;
    listed.add(p.id);
    ids.push(p.id);
    const level = Object.prototype.hasOwnProperty.call(LEVEL, p.severity) ? LEVEL[p.severity] : "warning";
    rules.push({
      id: p.id,
      shortDescription: { text: String(p.description) },
      fullDescription: { text: `${String(p.description)}${typeof p.file === "string" ? ` (organisation policy, ${p.file})` : " (organisation policy)"}` },
      defaultConfiguration: { level },
      properties: { tags: ["policy", String(p.resource)] }
    });
  }
  const index = new Map(ids.map((id, i) => [id, i]));
  const version = typeof options.version === "string" ? options.version : void 0;
  const terraform = (0, import_safe.terraformTotals)(results);
  const log = {
    $schema: "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "cloudlint", ...version ? { version, semanticVersion: version } : {}, rules } },
        columnKind: "utf16CodeUnits",
        results: RESULTS_MARK,
        // Terraform input: how many of the provider's resources were checked fully, partly or not at all.
        ...terraform ? { properties: { terraform } } : {}
      }
    ]
  };
  const envelope = (0, import_safe.safeJson)(log, 2);
  const mark = `${(0, import_safe.safeJson)(RESULTS_MARK)}`;
  const at = envelope.indexOf(mark);
  yield envelope.slice(0, at) + "[";
  let first = true;
  for (const file of (0, import_safe.safeResults)(results)) {
    for (const d of file.messages) {
      const result = {
        ruleId: d.ruleId,
        ...index.has(d.ruleId) ? { ruleIndex: index.get(d.ruleId) } : {},
        level: LEVEL[d.severity],
        message: { text: d.message },
        locations: [location(file.filePath, d)],
        partialFingerprints: { "cloudlint/v1": fingerprint(`${d.ruleId}\0${JSON.stringify(d.path)}\0${d.message}`) },
        ...d.related?.length ? {
          relatedLocations: d.related.map((r, i) => ({
            id: i + 1,
            ...location(r.file ?? file.filePath, r),
            message: { text: r.message }
          }))
        } : {}
      };
      yield (first ? "\n        " : ",\n        ") + (0, import_safe.safeJson)(result, 2).replace(/\n/g, "\n        ");
      first = false;
    }
  }
  yield (first ? "]" : "\n      ]") + envelope.slice(at + mark.length) + "\n";
}
function formatSarif(results, options = {}) {
  return (0, import_safe.joinChunks)(streamSarif(results, options));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  fingerprint,
  formatSarif,
  repositoryHelpUri,
  repositoryUrl,
  streamSarif
});
