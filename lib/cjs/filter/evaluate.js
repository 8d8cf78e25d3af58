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
var evaluate_exports = {};
__export(evaluate_exports, {
  applyFilter: () => applyFilter,
  matchesFilter: () => matchesFilter,
  xFilterHeader: () => xFilterHeader
});
module.exports = __toCommonJS(evaluate_exports);
var import_text = require("../util/text.js");
var import_validate = require("./validate.js");
var import_data = require("../util/data.js");
function fieldValues(item, field) {
  const dot = field.indexOf(".");
  if (dot === -1) return Object.prototype.hasOwnProperty.call(item, field) ? [item[field]] : [void 0];
  const head = item[field.slice(0, dot)];
  const rest = field.slice(dot + 1);
  if (!Array.isArray(head)) return [];
  return (0, import_data.definedItems)(head).flatMap(([, element]) => (0, import_text.isPlainObject)(element) ? fieldValues(element, rest) : []);
}
function equals(actual, wanted) {
  if (Array.isArray(actual)) return (0, import_data.someItem)(actual, (a) => a === wanted);
  return actual === wanted;
}
function compare(actual, wanted, op) {
  const comparable = typeof actual === "number" && typeof wanted === "number" || typeof actual === "string" && typeof wanted === "string";
  if (!comparable) return false;
  const a = actual;
  const b = wanted;
  switch (op) {
    case "+gt":
      return a > b;
    case "+gte":
      return a >= b;
    case "+lt":
      return a < b;
    default:
      return a <= b;
  }
}
function matchesOperators(actual, ops) {
  for (const op of Object.keys(ops)) {
    const wanted = ops[op];
    let ok;
    switch (op) {
      case "+or":
        ok = Array.isArray(wanted) && (0, import_data.someItem)(wanted, (w) => equals(actual, w));
        break;
      case "+gt":
      case "+gte":
      case "+lt":
      case "+lte":
        ok = compare(actual, wanted, op);
        break;
      case "+contains":
        ok = typeof wanted === "string" && (Array.isArray(actual) ? (0, import_data.someItem)(actual, (a) => typeof a === "string" && a.includes(wanted)) : typeof actual === "string" && actual.includes(wanted));
        break;
      case "+neq":
        ok = actual !== wanted;
        break;
      default:
        ok = false;
    }
    if (!ok) return false;
  }
  return Object.keys(ops).length > 0;
}
function matches(item, filter, depth) {
  if (depth > import_validate.MAX_FILTER_DEPTH) return false;
  for (const key of Object.keys(filter)) {
    const wanted = filter[key];
    if (key === "+order_by" || key === "+order") continue;
    if (key === "+and" || key === "+or") {
      if (!Array.isArray(wanted) || wanted.length === 0) return false;
      const test2 = (sub) => (0, import_text.isPlainObject)(sub) && matches(item, sub, depth + 1);
      if (!(key === "+and" ? (0, import_data.everyItem)(wanted, test2) : (0, import_data.someItem)(wanted, test2))) return false;
      continue;
    }
    if (key.startsWith("+")) return false;
    const values = fieldValues(item, key);
    const test = (0, import_text.isPlainObject)(wanted) ? (v) => matchesOperators(v, wanted) : Array.isArray(wanted) ? () => false : (v) => equals(v, wanted);
    if (!values.some(test)) return false;
  }
  return true;
}
function matchesFilter(item, filter) {
  return (0, import_text.isPlainObject)(item) && (0, import_text.isPlainObject)(filter) && matches(item, filter, 0);
}
function rank(v) {
  return v === null || v === void 0 ? 1 : 0;
}
function compareValues(a, b) {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
function applyFilter(items, filter) {
  if (!Array.isArray(items)) return [];
  const result = [];
  for (const [, item] of (0, import_data.eachItem)(items)) if (matchesFilter(item, filter)) result.push(item);
  if (!(0, import_text.isPlainObject)(filter) || typeof filter["+order_by"] !== "string") return result;
  const field = filter["+order_by"];
  const direction = filter["+order"] === "desc" ? -1 : 1;
  const keyed = result.map((item, index) => ({ item, index, value: fieldValues(item, field)[0] }));
  keyed.sort((p, q) => rank(p.value) - rank(q.value) || (rank(p.value) ? 0 : direction * compareValues(p.value, q.value)) || p.index - q.index);
  return keyed.map((k) => k.item);
}
function xFilterHeader(filter) {
  if (!(0, import_text.isPlainObject)(filter)) return "";
  try {
    return JSON.stringify(filter) ?? "";
  } catch {
    return "";
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  applyFilter,
  matchesFilter,
  xFilterHeader
});
