/**
 * X-Filter evaluation against response records, as the API applies it: plain keys are equality
 * (tags: membership), keys are ANDed, +and/+or nest, +or under a field matches any listed value,
 * +gt/+gte/+lt/+lte compare numbers and date-times, +contains is a substring match, +neq is
 * inequality. Dotted fields (`subnets.label`) match when any element of the list matches.
 * Total: a filter that does not validate matches nothing rather than throwing.
 */
import { isPlainObject } from "../util/text.js";
import { MAX_FILTER_DEPTH } from "./validate.js";
import { definedItems, eachItem, everyItem, someItem } from "../util/data.js";

type Value = unknown;

/** The values a (possibly dotted) field has on an item: one, or one per list element. */
function fieldValues(item: Record<string, unknown>, field: string): Value[] {
  const dot = field.indexOf(".");
  if (dot === -1) return Object.prototype.hasOwnProperty.call(item, field) ? [item[field]] : [undefined];
  const head = item[field.slice(0, dot)];
  const rest = field.slice(dot + 1);
  if (!Array.isArray(head)) return [];
  return definedItems(head).flatMap(([, element]) => (isPlainObject(element) ? fieldValues(element, rest) : []));
}

function equals(actual: Value, wanted: Value): boolean {
  if (Array.isArray(actual)) return someItem(actual, (a) => a === wanted); // tags: membership
  return actual === wanted;
}

function compare(actual: Value, wanted: Value, op: string): boolean {
  // Numbers numerically; date-times ("YYYY-MM-DDThh:mm:ss", fixed width) as text.
  const comparable = (typeof actual === "number" && typeof wanted === "number") || (typeof actual === "string" && typeof wanted === "string");
  if (!comparable) return false;
  const a = actual as number | string;
  const b = wanted as number | string;
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

function matchesOperators(actual: Value, ops: Record<string, unknown>): boolean {
  for (const op of Object.keys(ops)) {
    const wanted = ops[op];
    let ok: boolean;
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
        ok =
          typeof wanted === "string" &&
          (Array.isArray(actual) ? someItem(actual, (a) => typeof a === "string" && a.includes(wanted)) : typeof actual === "string" && actual.includes(wanted));
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

function matches(item: Record<string, unknown>, filter: Record<string, unknown>, depth: number): boolean {
  if (depth > MAX_FILTER_DEPTH) return false;
  for (const key of Object.keys(filter)) {
    const wanted = filter[key];
    if (key === "+order_by" || key === "+order") continue;
    if (key === "+and" || key === "+or") {
      if (!Array.isArray(wanted) || wanted.length === 0) return false;
      const test = (sub: unknown) => isPlainObject(sub) && matches(item, sub, depth + 1);
      if (!(key === "+and" ? everyItem(wanted, test) : someItem(wanted, test))) return false;
      continue;
    }
    if (key.startsWith("+")) return false;
    const values = fieldValues(item, key);
    const test = isPlainObject(wanted) ? (v: Value) => matchesOperators(v, wanted) : Array.isArray(wanted) ? () => false : (v: Value) => equals(v, wanted);
    if (!values.some(test)) return false;
  }
  return true;
}

/**
 * True when the record matches the filter (ordering keys are ignored).
 * @example
 * ```ts
 * matchesFilter({ label: "web-1", region: "us-east" }, { "+or": [{ region: "us-east" }, { region: "eu-west" }] }); // true
 * ```
 */
export function matchesFilter(item: unknown, filter: unknown): boolean {
  return isPlainObject(item) && isPlainObject(filter) && matches(item, filter, 0);
}

function rank(v: Value): number {
  return v === null || v === undefined ? 1 : 0;
}

function compareValues(a: Value, b: Value): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Answers a list request the way the API does: the records that match, sorted by `+order_by`
 * (`+order` asc by default, desc on request; records without the field last). Stable.
 * @example
 * ```ts
 * applyFilter([{ label: "b", size: 2 }, { label: "a", size: 1 }], { "+order_by": "size" }).map((r) => r.label); // ["a", "b"]
 * ```
 */
export function applyFilter<T>(items: readonly T[], filter: unknown): T[] {
  if (!Array.isArray(items)) return [];
  // The items a list holds (a sparse list of 2^32−1 slots costs what it holds, not its length).
  const result: T[] = [];
  for (const [, item] of eachItem(items)) if (matchesFilter(item, filter)) result.push(item);
  if (!isPlainObject(filter) || typeof filter["+order_by"] !== "string") return result;
  const field = filter["+order_by"];
  const direction = filter["+order"] === "desc" ? -1 : 1;
  const keyed = result.map((item, index) => ({ item, index, value: fieldValues(item as Record<string, unknown>, field)[0] }));
  keyed.sort((p, q) => rank(p.value) - rank(q.value) || (rank(p.value) ? 0 : direction * compareValues(p.value, q.value)) || p.index - q.index);
  return keyed.map((k) => k.item);
}

/**
 * The value of the X-Filter header for a filter: compact JSON. "" for a value that is not a JSON
 * object or cannot be written as JSON (BigInts, cycles, nesting deeper than any filter the API takes).
 * @example
 * ```ts
 * const headers = { "X-Filter": xFilterHeader({ label: { "+contains": "web" } }) }; // {"label":{"+contains":"web"}}
 * ```
 */
export function xFilterHeader(filter: unknown): string {
  if (!isPlainObject(filter)) return "";
  try {
    return JSON.stringify(filter) ?? "";
  } catch {
    return "";
  }
}
