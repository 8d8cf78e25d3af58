import { toDiagnostics } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { isPlainObject, jsonType, show, suggest } from "../util/text.js";
import { COLLECTION_NAMES, COLLECTIONS, fieldSpec, isCollection, isDateTime, LATER_FIELDS, NOT_FILTERABLE, RECORD_FIELDS } from "./fields.js";
import { eachItem, someItem } from "../util/data.js";
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
  const ok = spec.type === "number" ? typeof value === "number" : spec.type === "boolean" ? typeof value === "boolean" : spec.type === "datetime" ? typeof value === "string" && isDateTime(value) : typeof value === "string";
  if (!ok) ctx.out.report("filter-value-type", path, `${field} takes ${typeName(spec)}, not ${jsonType(value)} (${show(value)})`);
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
      } else if (spec.type === "tags" && someItem(value, (v) => typeof v !== "string")) {
        ctx.out.report("filter-tags", at, "tags values are strings");
      } else {
        for (const [i, v] of eachItem(value)) checkEqualityValue(field, spec, v, [...at, i], ctx);
      }
    } else if (COMPARISONS.includes(op)) {
      if (spec.type === "number") {
        if (typeof value !== "number") ctx.out.report("filter-value-type", at, `${op} on ${field} takes a number, not ${jsonType(value)} (${show(value)})`);
      } else if (spec.type === "datetime") {
        if (typeof value !== "string" || !isDateTime(value)) ctx.out.report("filter-value-type", at, `${op} on ${field} takes a date-time "YYYY-MM-DDThh:mm:ss", not ${show(value)}`);
      } else {
        ctx.out.report("filter-operator-type", at, `${op} compares numbers and date-times; ${field} is ${spec.type === "tags" ? "tags" : spec.type === "boolean" ? "a boolean" : "text"} (${UNLISTED})`);
      }
    } else if (op === "+contains") {
      if (typeof value !== "string") ctx.out.report("filter-value-type", at, `+contains takes a string, not ${jsonType(value)} (${show(value)})`);
      else if (spec.type !== "string" && spec.type !== "tags") ctx.out.report("filter-operator-type", at, `+contains matches text; ${field} is ${spec.type === "datetime" ? "a date-time" : spec.type === "number" ? "a number" : "a boolean"} (${UNLISTED}: the vendor's console sends +contains on the integer id)`);
    } else if (op === "+neq") {
      if (spec.type === "tags") ctx.out.report("filter-tags", at, "+neq is not supported on tags");
      else if (typeof value !== "string") ctx.out.report("filter-value-type", at, `+neq takes a string, not ${jsonType(value)} (${show(value)})`);
      else if (spec.type === "datetime" && !isDateTime(value)) ctx.out.report("filter-value-type", at, `+neq on ${field} takes a date-time "YYYY-MM-DDThh:mm:ss", not ${show(value)}`);
    } else if (op.startsWith("+")) {
      const guess = suggest(op, FIELD_OPERATORS);
      const where = TOP_OPERATORS.includes(op) ? `; ${op} belongs at the top level of a filter` : guess ? `; did you mean ${guess}?` : "";
      ctx.out.report("filter-operator", at, `unknown operator ${show(op)} under ${field}${where}`, { anchor: "key" });
    } else {
      ctx.out.report("filter-operator", at, `${show(op)} under ${field} is not an operator; use +gt, +gte, +lt, +lte, +contains, +neq or +or`, { anchor: "key" });
    }
  }
}
function checkField(field, value, path, ctx) {
  const spec = fieldSpec(ctx.collection, field);
  const record = RECORD_FIELDS[ctx.collection];
  if (!spec && record !== void 0 && !record.includes(field) && NOT_FILTERABLE[ctx.collection]?.[field] === void 0) {
    const named = /^[A-Za-z0-9_.]+$/.test(field) ? field : show(field);
    if (ctx.live && LATER_FIELDS[ctx.collection]?.includes(field)) {
      ctx.out.report("filter-field-later", path, `${named} is a field of ${ctx.collection} in a later API version than the reference's; whether the API filters on it is not known`, { anchor: "key" });
    } else {
      const guess = suggest(field, Object.keys(COLLECTIONS[ctx.collection]));
      ctx.out.report("filter-field-unknown", path, `Cannot filter on ${named}${guess ? `; did you mean "${guess}"?` : ""}`, { anchor: "key" });
    }
    return;
  }
  if (!spec) {
    const notFilterable = NOT_FILTERABLE[ctx.collection]?.[field];
    const fields = Object.keys(COLLECTIONS[ctx.collection]);
    const guess = suggest(field, fields);
    const known = fields.length ? `filterable fields of ${ctx.collection}: ${fields.join(", ")}` : `${ctx.collection} has no filterable fields`;
    const message = notFilterable ? `${notFilterable}; ${known}` : `${show(field)} is not a filterable field of ${ctx.collection}${guess ? `; did you mean "${guess}"?` : `; ${known}`}`;
    ctx.out.report("filter-field", path, message, { anchor: "key" });
    return;
  }
  if (Array.isArray(value)) {
    if (spec.type === "tags") ctx.out.report("filter-tags", path, 'tags takes a string, not a list; to match any of several tags use {"tags": {"+or": [...]}}');
    else ctx.out.report("filter-value-type", path, `${field} takes ${typeName(spec)}, not a list; to match any of several values use {"${field}": {"+or": [...]}}`);
    return;
  }
  if (isPlainObject(value)) {
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
        for (const [i, member] of eachItem(value)) {
          if (!isPlainObject(member)) ctx.out.report("filter-structure", [...at, i], `each member of ${key} is a filter object, not ${jsonType(member)} (${show(member)})`);
          else checkFilterObject(member, [...at, i], depth + 1, ctx);
        }
        break;
      case "+order_by": {
        if (!top) {
          ctx.out.report("filter-order", at, "+order_by belongs at the top level of the filter", { anchor: "key" });
          break;
        }
        const spec = typeof value === "string" ? fieldSpec(ctx.collection, value) : void 0;
        if (typeof value !== "string") ctx.out.report("filter-order", at, `+order_by names a field, not ${jsonType(value)} (${show(value)})`);
        else if (!spec) ctx.out.report("filter-field", at, `+order_by ${show(value)} is not a filterable field of ${ctx.collection}`);
        else if (!spec.sortable) ctx.out.report("filter-order", at, `+order_by is not available for ${ctx.collection} ${value}`);
        break;
      }
      case "+order":
        if (!top) ctx.out.report("filter-order", at, "+order belongs at the top level of the filter", { anchor: "key" });
        else if (value !== "asc" && value !== "desc") ctx.out.report("filter-order", at, `+order is "asc" or "desc", not ${show(value)}`);
        else if (filter["+order_by"] === void 0) ctx.out.report("filter-order", at, "+order needs +order_by: name the field to sort by", { anchor: "key" });
        break;
      default: {
        const isFieldOperator = FIELD_OPERATORS.includes(key);
        const guess = suggest(key, TOP_OPERATORS);
        const advice = isFieldOperator ? `; ${key} applies under a field: {"field": {"${key}": \u2026}}` : guess ? `; did you mean ${guess}?` : "";
        ctx.out.report("filter-operator", at, `unknown operator ${show(key)} here${advice}`, { anchor: "key" });
      }
    }
  }
}
function filterFindings(collection, filter, options = {}) {
  const out = new Reporter();
  if (!isCollection(collection)) {
    const guess = typeof collection === "string" ? suggest(collection, COLLECTION_NAMES) : void 0;
    out.report("filter-collection", [], `unknown collection ${show(collection)}${guess ? `; did you mean "${guess}"?` : ""}; collections: ${COLLECTION_NAMES.join(", ")}`);
  } else if (!isPlainObject(filter)) {
    out.report("filter-structure", [], `an X-Filter is a JSON object, not ${jsonType(filter)} (${show(filter)})`);
  } else {
    checkFilterObject(filter, [], 0, { collection, out, live: options.live === true });
  }
  return out.findings;
}
function validateFilter(collection, filter) {
  return toDiagnostics(filterFindings(collection, filter));
}
const PAGE_SIZE_MIN = 25;
const PAGE_SIZE_MAX = 500;
function pagingFindings(params) {
  const out = new Reporter();
  if (!isPlainObject(params)) {
    out.report("paging-page", [], `paging parameters are an object { page, page_size }, not ${jsonType(params)}`);
    return out.findings;
  }
  const { page, page_size: size } = params;
  if (page !== void 0 && !(typeof page === "number" && Number.isInteger(page) && page >= 1)) {
    out.report("paging-page", ["page"], `page is an integer of at least 1, not ${show(page)}`);
  }
  if (size !== void 0 && !(typeof size === "number" && Number.isInteger(size) && size >= PAGE_SIZE_MIN && size <= PAGE_SIZE_MAX)) {
    out.report("paging-page-size", ["page_size"], `page_size is an integer from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}, not ${show(size)}`);
  }
  for (const key of Object.keys(params)) {
    if (key !== "page" && key !== "page_size") out.report("paging-page", [key], `unknown paging parameter ${show(key)}; use page and page_size`, { anchor: "key" });
  }
  return out.findings;
}
function validatePaging(params) {
  return toDiagnostics(pagingFindings(params));
}
export {
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
};
