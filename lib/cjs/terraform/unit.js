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
var unit_exports = {};
__export(unit_exports, {
  BEFORE: () => BEFORE,
  originOf: () => originOf,
  terraformUnit: () => terraformUnit
});
module.exports = __toCommonJS(unit_exports);
var import_mapping = require("./mapping.js");
var import_path = require("../util/path.js");
const BEFORE = "$before";
const DECIDED_BY_ANALYSIS = /* @__PURE__ */ new Set(["firewall-rule-shadowed", "firewall-rule-redundant", "firewall-rule-conflict", "firewall-exposed-port", "firewall-family-gap", "firewall-open-policy", "firewall-analysis-partial", "terraform-legacy-firewall-rule"]);
const MAX_NOTES = 1e3;
const isPrefix = (a, b) => a.length <= b.length && a.every((p, i) => String(p) === String(b[i]));
function originOf(mapped, path, from = 0) {
  for (let node = mapped.index.deepest(path, from); node; node = node.parent) {
    const resource = node.resource;
    const attribute = node.attribute;
    if (!resource || !attribute) continue;
    const n = from + node.depth;
    if (n === path.length) return { resource, attribute, exact: true };
    if (node.verbatim) return { resource, attribute: attribute.concat(path.slice(n)), exact: true };
    return { resource, attribute, exact: false };
  }
  return void 0;
}
function terraformUnit(after, before, options = {}, whole) {
  const relocated = /* @__PURE__ */ new Map();
  const place = (r) => {
    if (!options.relocate) return r.locate;
    let l = relocated.get(r);
    if (!l) relocated.set(r, l = options.relocate(r) ?? r.locate);
    return l;
  };
  const desired = (0, import_mapping.mapResources)(after);
  const prior = before ? (0, import_mapping.mapResources)(before) : void 0;
  const sideOf = (path) => path[0] === BEFORE ? prior : desired;
  const skip = (path) => path[0] === BEFORE ? 1 : 0;
  const unknowns = desired.index.unknowns;
  desired.index.markHolders();
  return {
    data: desired.data,
    ...prior ? { before: prior.data } : {},
    locate(path) {
      const side = sideOf(path);
      const o = side && originOf(side, path, skip(path));
      if (!o) return void 0;
      return side === desired ? place(o.resource)(o.attribute) : o.resource.locate(o.attribute);
    },
    fixable(path) {
      if (!options.fixes || path[0] === BEFORE || desired.index.find(path)?.converted) return void 0;
      const o = originOf(desired, path);
      return o?.exact ? o.resource.locate(o.attribute) : void 0;
    },
    describe(path) {
      const side = sideOf(path);
      const o = side && originOf(side, path, skip(path));
      return o ? { address: o.resource.address, attribute: (0, import_path.dottedPath)(o.attribute) ?? "" } : void 0;
    },
    dependsOnUnknown(f) {
      if (unknowns.length === 0 || DECIDED_BY_ANALYSIS.has(f.ruleId)) return false;
      let node = desired.index.root;
      for (let i = 0; i < f.path.length; i++) {
        const next = node.find(f.path[i]);
        if (!next) return false;
        if (next.unknown) return true;
        node = next;
      }
      return node.holder;
    },
    unmapped: new Map([...desired.unmapped, ...prior?.unmapped ?? []]),
    coverage() {
      const unchecked = [];
      const note = (list, n) => {
        if (list.length < MAX_NOTES) list.push(n);
      };
      let notAtAll = 0;
      let modulesNotRead = 0;
      for (const [r, why] of desired.notChecked) {
        notAtAll++;
        note(unchecked, { address: r.address, attribute: "", why, at: place(r)([]), whole: true, type: r.type });
      }
      for (const [address, w] of whole ?? []) {
        if (w.type === void 0) modulesNotRead++;
        else notAtAll++;
        note(unchecked, { address, attribute: "", why: w.why, at: { fileIndex: w.fileIndex, path: w.path }, whole: true, ...w.type !== void 0 ? { type: w.type } : {} });
      }
      const unknownOf = /* @__PURE__ */ new Map();
      for (const u of unknowns) {
        const parts = u.path();
        const last = u.key;
        const o = originOf(desired, parts);
        if (!o || desired.notChecked.has(o.resource)) continue;
        if (last === "id" || last === "status" && !o.resource.unknownWhy) continue;
        let list = unknownOf.get(o.resource);
        if (!list) unknownOf.set(o.resource, list = []);
        list.push(o.attribute);
      }
      const total = after.filter((r) => r.type.startsWith("linode_")).length;
      const unknown = () => {
        const notes = [];
        const asPath = (a) => a.filter((p) => p !== "*").map((p) => typeof p === "string" && /^(0|[1-9][0-9]{0,8})$/.test(p) ? Number(p) : p);
        for (const [r, given] of unknownOf) {
          const attributes = given.map(asPath);
          const own = r.unknownWhy?.filter((n) => attributes.some((a) => isPrefix(a, n.attribute) || isPrefix(n.attribute, a))) ?? [];
          for (const n of own) note(notes, { address: r.address, attribute: (0, import_path.dottedPath)(n.attribute) ?? "", why: n.why, at: place(r)(n.attribute), whole: false, type: r.type });
          if (own.length) continue;
          const why = r.unknownWhy ? "its value is not known to cloudlint" : "the plan leaves it unknown (known only after apply, or sensitive)";
          for (const a of attributes) note(notes, { address: r.address, attribute: (0, import_path.dottedPath)(a) ?? "", why, at: place(r)(a), whole: false, type: r.type });
        }
        return notes;
      };
      return { fully: Math.max(0, total - unknownOf.size - desired.notChecked.size), partly: unknownOf.size, notAtAll, modulesNotRead, unchecked, unknown };
    }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BEFORE,
  originOf,
  terraformUnit
});
