/**
 * True when the record matches the filter (ordering keys are ignored).
 * @example
 * ```ts
 * matchesFilter({ label: "web-1", region: "us-east" }, { "+or": [{ region: "us-east" }, { region: "eu-west" }] }); // true
 * ```
 */
export declare function matchesFilter(item: unknown, filter: unknown): boolean;
/**
 * Answers a list request the way the API does: the records that match, sorted by `+order_by`
 * (`+order` asc by default, desc on request; records without the field last). Stable.
 * @example
 * ```ts
 * applyFilter([{ label: "b", size: 2 }, { label: "a", size: 1 }], { "+order_by": "size" }).map((r) => r.label); // ["a", "b"]
 * ```
 */
export declare function applyFilter<T>(items: readonly T[], filter: unknown): T[];
/**
 * The value of the X-Filter header for a filter: compact JSON. "" for a value that is not a JSON
 * object or cannot be written as JSON (BigInts, cycles, nesting deeper than any filter the API takes).
 * @example
 * ```ts
 * const headers = { "X-Filter": xFilterHeader({ label: { "+contains": "web" } }) }; // {"label":{"+contains":"web"}}
 * ```
 */
export declare function xFilterHeader(filter: unknown): string;
