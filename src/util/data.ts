/**
 * Data handed to the library as values, not loaded from text: the loader's limits never saw it,
 * so an entry point measures it once, up front, before any check walks it. Two readings:
 * `checkDataBounds` refuses what no state needs (a list of 2^32−1 slots, a cycle, nesting past
 * the loader's depth, more values than a file may hold), so every check after it is bounded by
 * the data's real size; `definedItems` reads a list that a total reader must accept as given in
 * time proportional to the items it holds, not to its length.
 */

/** How much data an entry point takes: the loader's depth and value limits (LoadLimits). */
export interface DataBounds {
  /** Nested mappings and lists at most (the outermost is level 1). */
  readonly maxDepth: number;
  /** Values at most: every mapping, list and item met (a shared value each time it is met). */
  readonly maxValues: number;
}

/**
 * The default bounds, the loader's own (DEFAULT_LIMITS takes them from here): 64 levels, 250,000
 * values. Here, not in load/, so that a validator bundle holds no loader code.
 */
export const DATA_BOUNDS: DataBounds = { maxDepth: 64, maxValues: 250_000 };

/** Why data was refused, and where: the path of the list, value or cycle. */
export interface DataProblem {
  readonly path: Array<string | number>;
  readonly message: string;
}

/**
 * The first reason to refuse data, or undefined when it is within its bounds. One walk, bounded
 * by `maxValues` whatever the data: a list's length is weighed before the list is read, shared
 * values count each time they are met (a DAG that fans out is as large as what a check would
 * walk), a value that contains itself is a cycle, and a getter or proxy that throws makes the
 * data unreadable. Never throws.
 * @example
 * ```ts
 * const list: unknown[] = [];
 * list.length = 2 ** 32 - 1;
 * checkDataBounds({ vpcs: list }, DATA_BOUNDS)?.path; // ["vpcs"]
 * ```
 */
export function checkDataBounds(data: unknown, bounds: DataBounds = DATA_BOUNDS): DataProblem | undefined {
  const { maxDepth, maxValues } = bounds;
  // The mappings and lists being read, outermost first (at most maxDepth: a scan is cheaper than a Set).
  const inside: object[] = [];
  let values = 0;
  // A problem's path is built as the walk unwinds from it: nothing is spent on paths otherwise.
  const problem = (message: string): DataProblem => ({ path: [], message });
  const tooLong = (size: number) => problem(`a list of ${size} entries, more than the ${maxValues} values data may hold`);
  const unreadable = () => problem("a value that could not be read (a getter or proxy threw)");
  // Whether for…in over a plain mapping meets its own keys only (nothing made Object.prototype's
  // enumerable): asked of Object.prototype itself, with no object made for the question.
  let plainKeysOnly = true;
  for (const _ in Object.prototype) {
    plainKeysOnly = false;
    break;
  }
  /** One member of a mapping: a scalar within the count is counted, anything else visited; a problem gets the key on its path. */
  const member = (value: object, key: string, depth: number): DataProblem | undefined => {
    let item: unknown;
    try {
      item = (value as Record<string, unknown>)[key];
    } catch {
      const p = unreadable();
      p.path.unshift(key);
      return p;
    }
    if ((typeof item !== "object" || item === null) && values < maxValues) {
      values++;
      return undefined;
    }
    const found = visit(item, depth + 1);
    if (found) found.path.unshift(key);
    return found;
  };
  const visit = (value: unknown, depth: number): DataProblem | undefined => {
    if (++values > maxValues) return problem(`more than ${maxValues} values (a shared value counts each time)`);
    if (typeof value !== "object" || value === null) return undefined;
    if (depth >= maxDepth) return problem(`nesting deeper than ${maxDepth} levels`);
    if (inside.includes(value)) return problem("a value that contains itself (a cycle)");
    let found: DataProblem | undefined;
    if (ArrayBuffer.isView(value)) {
      // A typed array or DataView: numbers; only its size matters.
      const size = (value as { length?: number }).length ?? value.byteLength;
      return size > maxValues - values ? tooLong(size) : ((values += size), undefined);
    }
    inside.push(value);
    if (Array.isArray(value)) {
      // Weighed before it is read: a sparse list's length is not its size, and reading each slot is.
      if (value.length > maxValues - values) return tooLong(value.length);
      for (let i = 0; i < value.length && !found; i++) {
        const item: unknown = value[i];
        // A scalar within the count is one value: no call for it (most values are scalars).
        if ((typeof item !== "object" || item === null) && values < maxValues) {
          values++;
          continue;
        }
        if ((found = visit(item, depth + 1))) found.path.unshift(i);
      }
    } else {
      // A plain mapping (its prototype Object.prototype, or none) in a realm whose Object.prototype
      // has no enumerable key: for…in gives exactly Object.keys' keys, in its order, read off V8's
      // enumeration cache without a new array per mapping (the walk's largest cost was those).
      // Anything else (a class instance, an object made from another, another realm's, a proxy
      // that names another prototype) is read by Object.keys, so no inherited key is ever met.
      const proto: unknown = Object.getPrototypeOf(value);
      if (plainKeysOnly && (proto === Object.prototype || proto === null)) {
        for (const key in value) if ((found = member(value, key, depth))) break;
      } else {
        for (const key of Object.keys(value)) if ((found = member(value, key, depth))) break;
      }
    }
    inside.pop();
    return found;
  };
  try {
    return visit(data, 0);
  } catch {
    // A proxy that throws (or a stack too small for a raised depth limit): where is not known
    // once the walk has unwound.
    return unreadable();
  }
}

const INDEX = /^(?:0|[1-9]\d{0,9})$/;
/** Holes in a row after which a list is read by its own keys instead of slot by slot. */
const HOLES_BEFORE_KEYS = 1024;

/**
 * The items a list holds, with their indexes, in order, without its holes, one at a time: slot by
 * slot while the list is dense, by its own keys once a run of holes shows it is sparse, so that a
 * list of 2^32−1 slots costs what it holds, not its length.
 * @example
 * ```ts
 * const list: unknown[] = ["a"];
 * list.length = 2 ** 32 - 1;
 * [...eachItem(list)]; // [[0, "a"]]
 * ```
 */
export function* eachItem<T>(list: readonly T[]): Generator<[number, T]> {
  let holes = 0;
  for (let i = 0; i < list.length; i++) {
    if (i in list) {
      holes = 0;
      yield [i, list[i]!];
    } else if (++holes >= HOLES_BEFORE_KEYS) {
      // Own keys list array indexes first, in ascending order; the ones before i were read.
      for (const key of Object.keys(list)) {
        if (!INDEX.test(key)) return;
        const k = Number(key);
        if (k > i && k < list.length) yield [k, list[k]!];
      }
      return;
    }
  }
}

/**
 * The items a list holds, with their indexes (eachItem, collected).
 * @example
 * ```ts
 * definedItems(["a", , "b"]); // [[0, "a"], [2, "b"]]
 * ```
 */
export function definedItems<T>(list: readonly T[]): Array<[number, T]> {
  return [...eachItem(list)];
}

/**
 * Whether an item a list holds passes a test (Array.prototype.some over eachItem: holes are skipped
 * and a sparse list costs what it holds).
 * @example
 * ```ts
 * someItem([1, , 3], (n) => n === 3); // true
 * ```
 */
export function someItem<T>(list: readonly T[], test: (item: T) => boolean): boolean {
  return !everyItem(list, (item) => !test(item));
}

/**
 * Whether every item a list holds passes a test (Array.prototype.every over the items eachItem
 * reads, in the same order, without a pair per item: hot loops over long lists use it).
 * @example
 * ```ts
 * everyItem([1, , 3], (n) => n > 0); // true
 * ```
 */
export function everyItem<T>(list: readonly T[], test: (item: T) => boolean): boolean {
  let holes = 0;
  for (let i = 0; i < list.length; i++) {
    if (i in list) {
      holes = 0;
      if (!test(list[i]!)) return false;
    } else if (++holes >= HOLES_BEFORE_KEYS) {
      // As eachItem: the rest by the list's own keys (array indexes first, ascending).
      for (const key of Object.keys(list)) {
        if (!INDEX.test(key)) return true;
        const k = Number(key);
        if (k > i && k < list.length && !test(list[k]!)) return false;
      }
      return true;
    }
  }
  return true;
}

/**
 * Appends every item of `items` to `target`, one at a time, and returns `target`. What
 * `target.push(...items)` means, without passing the items as arguments: a spread of an
 * input-sized list (`push(...x)`, `Math.max(...x)`) overflows the stack from about 120,000 items.
 * @example
 * ```ts
 * appendAll([1], [2, 3]); // [1, 2, 3]
 * ```
 */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/**
 * Sets `target[key]` as an own data property, whatever `key` is. A plain `target[key] = value`
 * with the key `__proto__` (a JSON key an input may hold) sets the object's prototype instead, and
 * every property of `value` would then seem to be the object's own.
 * @example
 * ```ts
 * const o: Record<string, unknown> = {};
 * setOwn(o, "__proto__", { a: 1 });
 * Object.keys(o); // ["__proto__"]
 * (o as { a?: number }).a; // undefined
 * ```
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
