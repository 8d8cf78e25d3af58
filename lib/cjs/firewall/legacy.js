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
var legacy_exports = {};
__export(legacy_exports, {
  withLegacyRules: () => withLegacyRules
});
module.exports = __toCommonJS(legacy_exports);
var import_report = require("../rules/report.js");
var import_data = require("../util/data.js");
var import_marks = require("../util/marks.js");
var import_text = require("../util/text.js");
const isPrefix = (a, b) => a.length <= b.length && a.every((p, i) => String(p) === String(b[i]));
function legacyOf(rule) {
  if (!(0, import_text.isPlainObject)(rule)) return void 0;
  const m = rule[import_marks.LEGACY_RULE];
  if (!(0, import_text.isPlainObject)(m) || !Array.isArray(m.attributes)) return void 0;
  const attributes = m.attributes.filter((a) => a === "addresses" || a === "ports");
  return attributes.length ? { attributes, ...typeof m.ports === "string" ? { ports: m.ports } : {} } : void 0;
}
function withLegacyRules(entry, findings) {
  if (!(0, import_text.isPlainObject)(entry) || !(0, import_text.isPlainObject)(entry.rules)) return [...findings];
  const out = new import_report.Reporter();
  const legacy = [];
  for (const direction of ["inbound", "outbound"]) {
    const list = entry.rules[direction];
    if (!Array.isArray(list)) continue;
    for (const [i, item] of (0, import_data.eachItem)(list)) {
      const legacyRule = legacyOf(item);
      if (!legacyRule) continue;
      const { attributes } = legacyRule;
      const at = ["rules", direction, i];
      legacy.push(at);
      const parts = [];
      if (attributes.includes("addresses")) parts.push('replace `addresses` by the lists `ipv4` and `ipv6` (e.g. ipv4 = ["0.0.0.0/0"], ipv6 = ["::/0"])');
      if (attributes.includes("ports")) {
        const joined = legacyRule.ports;
        parts.push(`write \`ports\` as one string of ports and ranges, such as "80", "80,443" or "1000-2000", not a list${joined !== void 0 ? ` (here ports = ${(0, import_text.show)(joined)})` : ""}`);
      }
      out.report("terraform-legacy-firewall-rule", [...at, attributes[0]], `${direction}[${i}] is in the shape of the linode/linode provider before 1.x, which the current provider refuses: ${parts.join("; ")}`);
    }
  }
  if (legacy.length === 0) return [...findings];
  const kept = findings.filter((f) => !legacy.some((at) => isPrefix(at, f.path)));
  const result = [];
  for (const f of kept) result.push(f);
  for (const f of out.findings) result.push(f);
  return result;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  withLegacyRules
});
