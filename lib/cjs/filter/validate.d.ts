/**
 * X-Filter validation (SPEC §6): operators, value types, filterable and sortable fields, per
 * collection. Every diagnostic's path points inside the filter.
 */
import { type Diagnostic, type Finding } from "../diagnostic.js";
export declare const COMPARISONS: readonly ["+gt", "+gte", "+lt", "+lte"];
export declare const FIELD_OPERATORS: readonly ["+gt", "+gte", "+lt", "+lte", "+contains", "+neq", "+or"];
export declare const TOP_OPERATORS: readonly ["+and", "+or", "+order_by", "+order"];
/** Nesting of +and/+or deeper than this is refused (a real filter never comes near). */
export declare const MAX_FILTER_DEPTH = 32;
/** Findings for an X-Filter (internal: keeps key anchors for positions in filter text); `live`: validateRequest's live profile. */
export declare function filterFindings(collection: string, filter: unknown, options?: {
    live?: boolean;
}): Finding[];
/**
 * Validates an X-Filter for a collection. Never throws; paths point inside the filter.
 * @example
 * ```ts
 * validateFilter("images", { is_public: true, "+order_by": "size" }); // []
 * validateFilter("firewalls", { status: "enabled" })[0]?.ruleId; // "filter-field"
 * ```
 */
export declare function validateFilter(collection: string, filter: unknown): Diagnostic[];
export declare const PAGE_SIZE_MIN = 25;
export declare const PAGE_SIZE_MAX = 500;
/** Findings for paging parameters: page an integer >= 1; page_size an integer 25..500. */
export declare function pagingFindings(params: unknown): Finding[];
/**
 * Validates paging parameters: page an integer >= 1; page_size an integer 25..500.
 * @example
 * ```ts
 * validatePaging({ page: 1, page_size: 100 }); // []
 * validatePaging({ page_size: 10 })[0]?.ruleId; // "paging-page-size"
 * ```
 */
export declare function validatePaging(params: unknown): Diagnostic[];
