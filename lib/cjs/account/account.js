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
var account_exports = {};
__export(account_exports, {
  CREATE_REQUEST: () => import_marks.CREATE_REQUEST,
  IDENTITY: () => import_marks.IDENTITY,
  SECTIONS: () => SECTIONS,
  buildAccount: () => buildAccount,
  eachFirewallRule: () => eachFirewallRule,
  notStateReason: () => notStateReason,
  resolveReference: () => resolveReference
});
module.exports = __toCommonJS(account_exports);
var import_report = require("../rules/report.js");
var import_text = require("../util/text.js");
var import_marks = require("../util/marks.js");
const SECTIONS = [
  "computes",
  "nodebalancers",
  "vpcs",
  "firewalls",
  "databases",
  "stackscripts",
  "images",
  "ip_assignments",
  "ip_shares",
  "ipv6_ranges"
];
const SECTION_SET = new Set(SECTIONS);
function eachFirewallRule(fw, visit) {
  const rules = fw.value.rules;
  if (!(0, import_text.isPlainObject)(rules)) return;
  for (const direction of ["inbound", "outbound"]) {
    const list = rules[direction];
    if (!Array.isArray(list)) continue;
    list.forEach((rule, i) => {
      if ((0, import_text.isPlainObject)(rule)) visit(rule, direction, i);
    });
  }
}
function emptySections() {
  const sections = {};
  for (const s of SECTIONS) sections[s] = [];
  return sections;
}
function notStateReason(data, text, parsed) {
  if (!parsed) {
    const section = new RegExp(`^\\s*"?(${SECTIONS.join("|")})"?\\s*:`, "m");
    return section.test(text) ? void 0 : "not valid YAML/JSON and names no resource section";
  }
  if (data === null || data === void 0) return void 0;
  if (!(0, import_text.isPlainObject)(data)) return "its top level is not a mapping of resource sections";
  const keys = Object.keys(data).filter((k) => !k.startsWith("x-"));
  if (keys.length === 0) return void 0;
  const suggester = new import_text.Suggester(SECTIONS);
  const stateLike = keys.filter((k) => SECTION_SET.has(k) || suggester.suggest(k) !== void 0).length;
  return stateLike * 2 >= keys.length ? void 0 : `its top-level keys (${keys.slice(0, 3).map((k) => JSON.stringify(k)).join(", ")}${keys.length > 3 ? ", \u2026" : ""}) are not resource sections`;
}
function collect(data, fileIndex, sections, out) {
  if (data === null || data === void 0) return;
  if (!(0, import_text.isPlainObject)(data)) {
    out.report("state-structure", [], `the top level of a state file must be a mapping of resource sections, not ${(0, import_text.jsonType)(data)}`, { fileIndex });
    return;
  }
  for (const key of Object.keys(data)) {
    if (key.startsWith("x-")) continue;
    if (!SECTION_SET.has(key)) {
      const guess = (0, import_text.suggest)(key, SECTIONS);
      out.report("state-unknown-key", [key], `unknown top-level key ${(0, import_text.show)(key)}${guess ? `; did you mean "${guess}"?` : `; known sections: ${SECTIONS.join(", ")}`}`, {
        fileIndex,
        anchor: "key"
      });
      continue;
    }
    const section = key;
    const list = data[key];
    if (list === null) continue;
    if (!Array.isArray(list)) {
      out.report("state-structure", [key], `${key} must be a list of entries, not ${(0, import_text.jsonType)(list)}`, { fileIndex });
      continue;
    }
    list.forEach((value, i) => {
      if (!(0, import_text.isPlainObject)(value)) {
        out.report("state-structure", [key, i], `each entry of ${key} must be a mapping, not ${(0, import_text.jsonType)(value)} (${(0, import_text.show)(value)})`, { fileIndex });
        return;
      }
      sections[section].push({ fileIndex, path: [key, i], value });
    });
  }
}
function buildIndex(kind, section, entries, out) {
  const index = { kind, section, entries, byLabel: /* @__PURE__ */ new Map(), byId: /* @__PURE__ */ new Map() };
  for (const entry of entries) {
    const { label, id } = entry.value;
    if (typeof label === "string") {
      const first = index.byLabel.get(label);
      if (first) {
        out.report("inventory-label-unique", [...entry.path, "label"], `${kind} label ${(0, import_text.show)(label)} is used twice; labels are unique in the account`, {
          fileIndex: entry.fileIndex,
          related: [{ path: [...first.path, "label"], fileIndex: first.fileIndex, message: "first used here" }]
        });
      } else index.byLabel.set(label, entry);
    }
    if (typeof id === "number" && Number.isInteger(id)) {
      const first = index.byId.get(id);
      if (first) {
        out.report("inventory-label-unique", [...entry.path, "id"], `${kind} id ${id} is used twice; ids are unique in the account`, {
          fileIndex: entry.fileIndex,
          related: [{ path: [...first.path, "id"], fileIndex: first.fileIndex, message: "first used here" }]
        });
      } else index.byId.set(id, entry);
    }
  }
  return index;
}
function buildAccount(files) {
  const out = new import_report.Reporter();
  const sections = emptySections();
  files.forEach((data, fileIndex) => collect(data, fileIndex, sections, out));
  const account = {
    sections,
    computes: buildIndex("compute instance", "computes", sections.computes, out),
    nodebalancers: buildIndex("NodeBalancer", "nodebalancers", sections.nodebalancers, out)
  };
  return { account, findings: out.findings };
}
function resolveReference(index, ref, at, fileIndex, out) {
  if (typeof ref === "string") {
    const entry = index.byLabel.get(ref);
    if (entry) return { entry, key: `${index.section}:${entry.fileIndex}:${entry.path.join("/")}` };
    index.suggester ??= new import_text.Suggester(index.byLabel.keys());
    const guess = index.suggester.suggest(ref);
    out.report(
      "unresolved-reference",
      at,
      `no ${index.kind} is labelled ${(0, import_text.show)(ref)} under ${index.section}${guess ? `; did you mean "${guess}"?` : ""}`,
      { fileIndex }
    );
    return void 0;
  }
  if (typeof ref === "number" && Number.isInteger(ref)) {
    const entry = index.byId.get(ref);
    if (entry) return { entry, key: `${index.section}:${entry.fileIndex}:${entry.path.join("/")}` };
    if (index.entries.length > 0) {
      out.report("unknown-id-reference", at, `no ${index.kind} under ${index.section} has id ${ref}`, { fileIndex });
    }
    return { key: `${index.section}#${ref}` };
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CREATE_REQUEST,
  IDENTITY,
  SECTIONS,
  buildAccount,
  eachFirewallRule,
  notStateReason,
  resolveReference
});
