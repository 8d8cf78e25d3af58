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
var validate_exports = {};
__export(validate_exports, {
  COMPARISONS: () => COMPARISONS,
  FIELD_OPERATORS: () => FIELD_OPERATORS,
  MAX_FILTER_DEPTH: () => MAX_FILTER_DEPTH,
  PAGE_SIZE_MAX: () => PAGE_SIZE_MAX,
  PAGE_SIZE_MIN: () => PAGE_SIZE_MIN,
  TOP_OPERATORS: () => TOP_OPERATORS,
  filterFindings: () => filterFindings,
  pagingFindings: () => pagingFindings,
  validateFilter: () => validateFilter,
  validatePaging: () => validatePaging
});
module.exports = __toCommonJS(validate_exports);
var import_diagnostic = require("../diagnostic.js");
var import_report = require("../rules/report.js");
var import_text = require("../util/text.js");
var import_fields = require("./fields.js");
var import_data = require("../util/data.js");
const COMPARISONS = ["+gt", "+gte", "+lt", "+lte"];
const FIELD_OPERATORS = [...COMPARISONS, "+contains", "+neq", "+or"];
const TOP_OPERATORS = ["+and", "+or", "+order_by", "+order"];
const MAX_FILTER_DEPTH = 32;
const UNLISTED = "the reference does not list which operators a field's type takes, and the live API answers some of these";
function typeName(spec) {
  switch (spec.type) {
    case "number":
      return "a number";
    case "boolean":
      return "true or false";
    case "datetime":
      return 'a date-time "YYYY-MM-DDThh:mm:ss"';
    default:
      return "a string";
  }
}
function checkEqualityValue(field, spec, value, path, ctx) {
  if (value === null) return;
  const ok = spec.type === "number" ? typeof value === "number" : spec.type === "boolean" ? typeof value === "boolean" : spec.type === "datetime" ? typeof value === "string" && (0, import_fields.isDateTime)(value) : typeof value === "string";
  if (!ok) ctx.out.report("filter-value-type", path, `${field} takes ${typeName(spec)}, not ${(0, import_text.jsonType)(value)} (${(0, import_text.show)(value)})`);
}
function checkOperatorObject(field, spec, ops, path, ctx) {
  const keys = Object.keys(ops);
  if (keys.length === 0) {
    ctx.out.report("filter-structure", path, `${field} has an empty operator object; give a value or an operator such as +gt`);
    return;
  }
  for (const op of keys) {
    const value = ops[op];
    const at = [...path, op];
    if (op === "+or") {
      if (!Array.isArray(value) || value.length === 0) {
        ctx.out.report("filter-structure", at, `+or under ${field} takes a non-empty list of values`);
      } else if (spec.type === "tags" && (0, import_data.someItem)(value, (v) => typeof v !== "string")) {
        ctx.out.report("filter-tags", at, "tags values are strings");
      } else {
        for (const [i, v] of (0, import_data.eachItem)(value)) checkEqualityValue(field, spec, v, [...at, i], ctx);
      }
    } else if (COMPARISONS.includes(op)) {
      if (spec.type === "number") {
        if (typeof value !== "number") ctx.out.report("filter-value-type", at, `${op} on ${field} takes a number, not ${(0, import_text.jsonType)(value)} (${(0, import_text.show)(value)})`);
      } else if (spec.type === "datetime") {
        if (typeof value !== "string" || !(0, import_fields.isDateTime)(value)) ctx.out.report("filter-value-type", at, `${op} on ${field} takes a date-time "YYYY-MM-DDThh:mm:ss", not ${(0, import_text.show)(value)}`);
      } else {
        ctx.out.report("filter-operator-type", at, `${op} compares numbers and date-times; ${field} is ${spec.type === "tags" ? "tags" : spec.type === "boolean" ? "a boolean" : "text"} (${UNLISTED})`);
      }
    } else if (op === "+contains") {
      if (typeof value !== "string") ctx.out.report("filter-value-type", at, `+contains takes a string, not ${(0, import_text.jsonType)(value)} (${(0, import_text.show)(value)})`);
      else if (spec.type !== "string" && spec.type !== "tags") ctx.out.report("filter-operator-type", at, `+contains matches text; ${field} is ${spec.type === "datetime" ? "a date-time" : spec.type === "number" ? "a number" : "a boolean"} (${UNLISTED}: the vendor's console sends +contains on the integer id)`);
    } else if (op === "+neq") {
      if (spec.type === "tags") ctx.out.report("filter-tags", at, "+neq is not supported on tags");
      else if (typeof value !== "string") ctx.out.report("filter-value-type", at, `+neq takes a string, not ${(0, import_text.jsonType)(value)} (${(0, import_text.show)(value)})`);
      else if (spec.type === "datetime" && !(0, import_fields.isDateTime)(value)) ctx.out.report("filter-value-type", at, `+neq on ${field} takes a date-time "YYYY-MM-DDThh:mm:ss", not ${(0, import_text.show)(value)}`);
    } else if (op.startsWith("+")) {
      const guess = (0, import_text.suggest)(op, FIELD_OPERATORS);
      const where = TOP_OPERATORS.includes(op) ? `; ${op} belongs at the top level of a filter` : guess ? `; did you mean ${guess}?` : "";
      ctx.out.report("filter-operator", at, `unknown operator ${(0, import_text.show)(op)} under ${field}${where}`, { anchor: "key" });
    } else {
      ctx.out.report("filter-operator", at, `${(0, import_text.show)(op)} under ${field} is not an operator; use +gt, +gte, +lt, +lte, +contains, +neq or +or`, { anchor: "key" });
    }
  }
}
function checkField(field, value, path, ctx) {
  const spec = (0, import_fields.fieldSpec)(ctx.collection, field);
  const record = import_fields.RECORD_FIELDS[ctx.collection];
  if (!spec && record !== void 0 && !record.includes(field) && import_fields.NOT_FILTERABLE[ctx.collection]?.[field] === void 0) {
    const named = /^[A-Za-z0-9_.]+$/.test(field) ? field : (0, import_text.show)(field);
    if (ctx.live && import_fields.LATER_FIELDS[ctx.collection]?.includes(field)) {
      ctx.out.report("filter-field-later", path, `${named} is a field of ${ctx.collection} in a later API version than the reference's; whether the API filters on it is not known`, { anchor: "key" });
    } else {
      const guess = (0, import_text.suggest)(field, Object.keys(import_fields.COLLECTIONS[ctx.collection]));
      ctx.out.report("filter-field-unknown", path, `Cannot filter on ${named}${guess ? `; did you mean "${guess}"?` : ""}`, { anchor: "key" });
    }
    return;
  }
  if (!spec) {
    const notFilterable = import_fields.NOT_FILTERABLE[ctx.collection]?.[field];
    const fields = Object.keys(import_fields.COLLECTIONS[ctx.collection]);
    const guess = (0, import_text.suggest)(field, fields);
    const known = fields.length ? `filterable fields of ${ctx.collection}: ${fields.join(", ")}` : `${ctx.collection} has no filterable fields`;
    const message = notFilterable ? `${notFilterable}; ${known}` : `${(0, import_text.show)(field)} is not a filterable field of ${ctx.collection}${guess ? `; did you mean "${guess}"?` : `; ${known}`}`;
    ctx.out.report("filter-field", path, message, { anchor: "key" });
    return;
  }
  if (Array.isArray(value)) {
    if (spec.type === "tags") ctx.out.report("filter-tags", path, 'tags takes a string, not a list; to match any of several tags use {"tags": {"+or": [...]}}');
    else ctx.out.report("filter-value-type", path, `${field} takes ${typeName(spec)}, not a list; to match any of several values use {"${field}": {"+or": [...]}}`);
    return;
  }
  if ((0, import_text.isPlainObject)(value)) {
    checkOperatorObject(field, spec, value, path, ctx);
    return;
  }
  checkEqualityValue(field, spec, value, path, ctx);
}
function checkFilterObject(filter, path, depth, ctx) {
  const top = path.length === 0;
  for (const key of Object.keys(filter)) {
    const value = filter[key];
    const at = [...path, key];
    if (!key.startsWith("+")) {
      checkField(key, value, at, ctx);
      continue;
    }
    switch (key) {
      case "+and":
      case "+or":
        if (!Array.isArray(value) || value.length === 0) {
          ctx.out.report("filter-structure", at, `${key} takes a non-empty list of filter objects`);
          break;
        }
        if (depth >= MAX_FILTER_DEPTH) {
          ctx.out.report("filter-structure", at, `+and/+or are nested deeper than ${MAX_FILTER_DEPTH} levels`);
          break;
        }
        for (const [i, member] of (0, import_data.eachItem)(value)) {
          if (!(0, import_text.isPlainObject)(member)) ctx.out.report("filter-structure", [...at, i], `each member of ${key} is a filter object, not ${(0, import_text.jsonType)(member)} (${(0, import_text.show)(member)})`);
          else checkFilterObject(member, [...at, i], depth + 1, ctx);
        }
        break;
      case "+order_by": {
        if (!top) {
          ctx.out.report("filter-order", at, "+order_by belongs at the top level of the filter", { anchor: "key" });
          break;
        }
        const spec = typeof value === "string" ? (0, import_fields.fieldSpec)(ctx.collection, value) : void 0;
        if (typeof value !== "string") ctx.out.report("filter-order", at, `+order_by names a field, not ${(0, import_text.jsonType)(value)} (${(0, import_text.show)(value)})`);
        else if (!spec) ctx.out.report("filter-field", at, `+order_by ${(0, import_text.show)(value)} is not a filterable field of ${ctx.collection}`);
        else if (!spec.sortable) ctx.out.report("filter-order", at, `+order_by is not available for ${ctx.collection} ${value}`);
        break;
      }
      case "+order":
        if (!top) ctx.out.report("filter-order", at, "+order belongs at the top level of the filter", { anchor: "key" });
        else if (value !== "asc" && value !== "desc") ctx.out.report("filter-order", at, `+order is "asc" or "desc", not ${(0, import_text.show)(value)}`);
        else if (filter["+order_by"] === void 0) ctx.out.report("filter-order", at, "+order needs +order_by: name the field to sort by", { anchor: "key" });
        break;
      default: {
        const isFieldOperator = FIELD_OPERATORS.includes(key);
        const guess = (0, import_text.suggest)(key, TOP_OPERATORS);
        const advice = isFieldOperator ? `; ${key} applies under a field: {"field": {"${key}": \u2026}}` : guess ? `; did you mean ${guess}?` : "";
        ctx.out.report("filter-operator", at, `unknown operator ${(0, import_text.show)(key)} here${advice}`, { anchor: "key" });
      }
    }
  }
}
function filterFindings(collection, filter, options = {}) {
  const out = new import_report.Reporter();
  if (!(0, import_fields.isCollection)(collection)) {
    const guess = typeof collection === "string" ? (0, import_text.suggest)(collection, import_fields.COLLECTION_NAMES) : void 0;
    out.report("filter-collection", [], `unknown collection ${(0, import_text.show)(collection)}${guess ? `; did you mean "${guess}"?` : ""}; collections: ${import_fields.COLLECTION_NAMES.join(", ")}`);
  } else if (!(0, import_text.isPlainObject)(filter)) {
    out.report("filter-structure", [], `an X-Filter is a JSON object, not ${(0, import_text.jsonType)(filter)} (${(0, import_text.show)(filter)})`);
  } else {
    checkFilterObject(filter, [], 0, { collection, out, live: options.live === true });
  }
  return out.findings;
}
function validateFilter(collection, filter) {
  return (0, import_diagnostic.toDiagnostics)(filterFindings(collection, filter));
}
const PAGE_SIZE_MIN = 25;
const PAGE_SIZE_MAX = 500;
function pagingFindings(params) {
  const out = new import_report.Reporter();
  if (!(0, import_text.isPlainObject)(params)) {
    out.report("paging-page", [], `paging parameters are an object { page, page_size }, not ${(0, import_text.jsonType)(params)}`);
    return out.findings;
  }
  const { page, page_size: size } = params;
  if (page !== void 0 && !(typeof page === "number" && Number.isInteger(page) && page >= 1)) {
    out.report("paging-page", ["page"], `page is an integer of at least 1, not ${(0, import_text.show)(page)}`);
  }
  if (size !== void 0 && !(typeof size === "number" && Number.isInteger(size) && size >= PAGE_SIZE_MIN && size <= PAGE_SIZE_MAX)) {
    out.report("paging-page-size", ["page_size"], `page_size is an integer from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}, not ${(0, import_text.show)(size)}`);
  }
  for (const key of Object.keys(params)) {
    if (key !== "page" && key !== "page_size") out.report("paging-page", [key], `unknown paging parameter ${(0, import_text.show)(key)}; use page and page_size`, { anchor: "key" });
  }
  return out.findings;
}
function validatePaging(params) {
  return (0, import_diagnostic.toDiagnostics)(pagingFindings(params));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COMPARISONS,
  FIELD_OPERATORS,
  MAX_FILTER_DEPTH,
  PAGE_SIZE_MAX,
  PAGE_SIZE_MIN,
  TOP_OPERATORS,
  filterFindings,
  pagingFindings,
  validateFilter,
  validatePaging
});
