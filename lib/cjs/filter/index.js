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
var filter_exports = {};
__export(filter_exports, {
  COLLECTIONS: () => import_fields.COLLECTIONS,
  COLLECTION_NAMES: () => import_fields.COLLECTION_NAMES,
  PAGE_SIZE_MAX: () => import_validate.PAGE_SIZE_MAX,
  PAGE_SIZE_MIN: () => import_validate.PAGE_SIZE_MIN,
  applyFilter: () => import_evaluate.applyFilter,
  isCollection: () => import_fields.isCollection,
  isDateTime: () => import_fields.isDateTime,
  matchesFilter: () => import_evaluate.matchesFilter,
  validateFilter: () => import_validate.validateFilter,
  validatePaging: () => import_validate.validatePaging,
  xFilterHeader: () => import_evaluate.xFilterHeader
});
module.exports = __toCommonJS(filter_exports);
var import_fields = require("./fields.js");
var import_validate = require("./validate.js");
var import_evaluate = require("./evaluate.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COLLECTIONS,
  COLLECTION_NAMES,
  PAGE_SIZE_MAX,
  PAGE_SIZE_MIN,
  applyFilter,
  isCollection,
  isDateTime,
  matchesFilter,
  validateFilter,
  validatePaging,
  xFilterHeader
});
