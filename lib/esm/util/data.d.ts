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
export declare const DATA_BOUNDS: DataBounds;
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
export declare function checkDataBounds(data: unknown, bounds?: DataBounds): DataProblem | undefined;
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
export declare function eachItem<T>(list: readonly T[]): Generator<[number, T]>;
/**
 * The items a list holds, with their indexes (eachItem, collected).
 * @example
 * ```ts
 * definedItems(["a", , "b"]); // [[0, "a"], [2, "b"]]
 * ```
 */
export declare function definedItems<T>(list: readonly T[]): Array<[number, T]>;
/**
 * Whether an item a list holds passes a test (Array.prototype.some over eachItem: holes are skipped
 * and a sparse list costs what it holds).
 * @example
 * ```ts
 * someItem([1, , 3], (n) => n === 3); // true
 * ```
 */
export declare function someItem<T>(list: readonly T[], test: (item: T) => boolean): boolean;
/**
 * Whether every item a list holds passes a test (Array.prototype.every over the items eachItem
 * reads, in the same order, without a pair per item: hot loops over long lists use it).
 * @example
 * ```ts
 * everyItem([1, , 3], (n) => n > 0); // true
 * ```
 */
export declare function everyItem<T>(list: readonly T[], test: (item: T) => boolean): boolean;
/**
 * Appends every item of `items` to `target`, one at a time, and returns `target`. What
 * `target.push(...items)` means, without passing the items as arguments: a spread of an
 * input-sized list (`push(...x)`, `Math.max(...x)`) overflows the stack from about 120,000 items.
 * @example
 * ```ts
 * appendAll([1], [2, 3]); // [1, 2, 3]
 * ```
 */
export declare function appendAll<T>(target: T[], items: Iterable<T>): T[];
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
export declare function setOwn(target: Record<string, unknown>, key: string, value: unknown): void;
