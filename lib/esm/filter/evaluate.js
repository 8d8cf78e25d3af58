import { isPlainObject } from "../util/text.js";
import { MAX_FILTER_DEPTH } from "./validate.js";
import { definedItems, eachItem, everyItem, someItem } from "../util/data.js";
function fieldValues(item, field) {
  const dot = field.indexOf(".");
  if (dot === -1) return Object.prototype.hasOwnProperty.call(item, field) ? [item[field]] : [void 0];
  const head = item[field.slice(0, dot)];
  const rest = field.slice(dot + 1);
  if (!Array.isArray(head)) return [];
  return definedItems(head).flatMap(([, element]) => isPlainObject(element) ? fieldValues(element, rest) : []);
}
function equals(actual, wanted) {
  if (Array.isArray(actual)) return someItem(actual, (a) => a === wanted);
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
        ok = Array.isArray(wanted) && someItem(wanted, (w) => equals(actual, w));
        break;
      case "+gt":
      case "+gte":
      case "+lt":
      case "+lte":
        ok = compare(actual, wanted, op);
        break;
      case "+contains":
        ok = typeof wanted === "string" && (Array.isArray(actual) ? someItem(actual, (a) => typeof a === "string" && a.includes(wanted)) : typeof actual === "string" && actual.includes(wanted));
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
  if (depth > MAX_FILTER_DEPTH) return false;
  for (const key of Object.keys(filter)) {
    const wanted = filter[key];
    if (key === "+order_by" || key === "+order") continue;
    if (key === "+and" || key === "+or") {
      if (!Array.isArray(wanted) || wanted.length === 0) return false;
      const test2 = (sub) => isPlainObject(sub) && matches(item, sub, depth + 1);
      if (!(key === "+and" ? everyItem(wanted, test2) : someItem(wanted, test2))) return false;
      continue;
    }
    if (key.startsWith("+")) return false;
    const values = fieldValues(item, key);
    const test = isPlainObject(wanted) ? (v) => matchesOperators(v, wanted) : Array.isArray(wanted) ? () => false : (v) => equals(v, wanted);
    if (!values.some(test)) return false;
  }
  return true;
}
function matchesFilter(item, filter) {
  return isPlainObject(item) && isPlainObject(filter) && matches(item, filter, 0);
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
  for (const [, item] of eachItem(items)) if (matchesFilter(item, filter)) result.push(item);
  if (!isPlainObject(filter) || typeof filter["+order_by"] !== "string") return result;
  const field = filter["+order_by"];
  const direction = filter["+order"] === "desc" ? -1 : 1;
  const keyed = result.map((item, index) => ({ item, index, value: fieldValues(item, field)[0] }));
  keyed.sort((p, q) => rank(p.value) - rank(q.value) || (rank(p.value) ? 0 : direction * compareValues(p.value, q.value)) || p.index - q.index);
  return keyed.map((k) => k.item);
}
function xFilterHeader(filter) {
  if (!isPlainObject(filter)) return "";
  try {
    return JSON.stringify(filter) ?? "";
  } catch {
    return "";
  }
}
export {
  applyFilter,
  matchesFilter,
  xFilterHeader
};
