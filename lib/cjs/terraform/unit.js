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
function originOf(mapped, path) {
  for (let n = path.length; n >= 0; n--) {
    const key = (0, import_mapping.pathKey)(path.slice(0, n));
    const o = mapped.origins.get(key);
    if (!o) continue;
    if (n === path.length) return { ...o, exact: true };
    if (mapped.verbatim.has(key)) return { resource: o.resource, attribute: [...o.attribute, ...path.slice(n)], exact: true };
    return { ...o, exact: false };
  }
  return void 0;
}
function terraformUnit(after, before, options = {}) {
  const relocated = /* @__PURE__ */ new Map();
  const place = (r) => {
    if (!options.relocate) return r.locate;
    let l = relocated.get(r);
    if (!l) relocated.set(r, l = options.relocate(r) ?? r.locate);
    return l;
  };
  const desired = (0, import_mapping.mapResources)(after);
  const prior = before ? (0, import_mapping.mapResources)(before) : void 0;
  const sideOf = (path) => path[0] === BEFORE ? [prior, path.slice(1)] : [desired, path];
  const unknownPrefixes = desired.unknown;
  const holders = /* @__PURE__ */ new Set();
  for (const u of unknownPrefixes) {
    const parts = u.split("\0");
    const last = parts[parts.length - 1];
    if (last === "id" || last === "status") continue;
    for (let n = 2; n < parts.length; n++) holders.add(parts.slice(0, n).join("\0"));
  }
  return {
    data: desired.data,
    ...prior ? { before: prior.data } : {},
    locate(path) {
      const [side, p] = sideOf(path);
      const o = side && originOf(side, p);
      if (!o) return void 0;
      return side === desired ? place(o.resource)(o.attribute) : o.resource.locate(o.attribute);
    },
    fixable(path) {
      if (!options.fixes || path[0] === BEFORE || desired.converted.has((0, import_mapping.pathKey)(path))) return void 0;
      const o = originOf(desired, path);
      return o?.exact ? o.resource.locate(o.attribute) : void 0;
    },
    describe(path) {
      const [side, p] = sideOf(path);
      const o = side && originOf(side, p);
      return o ? { address: o.resource.address, attribute: (0, import_path.dottedPath)(o.attribute) ?? "" } : void 0;
    },
    dependsOnUnknown(f) {
      if (unknownPrefixes.size === 0) return false;
      for (let n = f.path.length; n >= 1; n--) if (unknownPrefixes.has((0, import_mapping.pathKey)(f.path.slice(0, n)))) return true;
      return holders.has((0, import_mapping.pathKey)(f.path));
    },
    unmapped: new Map([...desired.unmapped, ...prior?.unmapped ?? []])
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BEFORE,
  originOf,
  terraformUnit
});
