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
var unique_exports = {};
__export(unique_exports, {
  checkUniqueLabels: () => checkUniqueLabels
});
module.exports = __toCommonJS(unique_exports);
var import_text = require("../util/text.js");
function checkUniqueLabels(entries, ruleId, kind, out) {
  const byLabel = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const { label } = entry.value;
    if (typeof label !== "string") continue;
    const first = byLabel.get(label);
    if (first) {
      out.report(ruleId, [...entry.path, "label"], `${kind} label ${(0, import_text.show)(label)} is already used; labels are unique in the account`, {
        fileIndex: entry.fileIndex,
        related: [{ path: [...first.path, "label"], fileIndex: first.fileIndex, message: "first used here" }]
      });
    } else byLabel.set(label, entry);
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkUniqueLabels
});
