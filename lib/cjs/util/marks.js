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
var marks_exports = {};
__export(marks_exports, {
  ADDRESS: () => ADDRESS,
  ADDRESSES_UNKNOWN: () => ADDRESSES_UNKNOWN,
  CREATE_REQUEST: () => CREATE_REQUEST,
  IDENTITY: () => IDENTITY,
  LEGACY_RULE: () => LEGACY_RULE,
  RULES_UNKNOWN: () => RULES_UNKNOWN,
  RULE_UNKNOWN: () => RULE_UNKNOWN
});
module.exports = __toCommonJS(marks_exports);
const IDENTITY = Symbol("cloudlint.identity");
const CREATE_REQUEST = Symbol("cloudlint.create");
const ADDRESS = Symbol("cloudlint.address");
const ADDRESSES_UNKNOWN = Symbol("cloudlint.addresses-unknown");
const RULE_UNKNOWN = Symbol("cloudlint.rule-unknown");
const RULES_UNKNOWN = Symbol("cloudlint.rules-unknown");
const LEGACY_RULE = Symbol("cloudlint.legacy-rule");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ADDRESS,
  ADDRESSES_UNKNOWN,
  CREATE_REQUEST,
  IDENTITY,
  LEGACY_RULE,
  RULES_UNKNOWN,
  RULE_UNKNOWN
});
