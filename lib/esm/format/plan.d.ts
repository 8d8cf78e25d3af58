/**
 * A change's plan as text: `stylish` for a terminal, `json` (a stable shape, `version: 1`) for
 * tools, `markdown` for a pull-request comment (summary line, collapsible operation table,
 * findings). Pure; every piece of user data escaped.
 */
import type { ChangePlan } from "../change/index.js";
/**
 * The formats of a plan.
 * @example
 * ```ts
 * PLAN_FORMATS.includes("markdown"); // true
 * ```
 */
export declare const PLAN_FORMATS: readonly ["stylish", "json", "markdown"];
/**
 * A plan's output format: stylish, json or markdown.
 * @example
 * ```ts
 * const format: PlanFormat = "markdown";
 * formatPlan(planChanges(undefined, {}), format);
 * ```
 */
export type PlanFormat = (typeof PLAN_FORMATS)[number];
/**
 * The most characters the markdown plan has: GitHub refuses a comment body longer than 65,536
 * characters ("Body is too long"). Counted in UTF-16 code units (a string's length), never fewer
 * than the characters GitHub counts, so the bound holds with any text.
 */
export declare const MARKDOWN_PLAN_LIMIT = 65536;
/**
 * A plan as text in a format: `json` is `{ version: 1, operations, scopes, events, findings }`;
 * an operation on a resource of Terraform input carries its `address`, and the stylish and
 * markdown plans show it under (or beside) what the operation acts on.
 * @example
 * ```ts
 * formatPlan(planChanges(undefined, { vpcs: [{ label: "prod", region: "us-east" }] }), "stylish"); // "  1. POST /vpcs  VPC \"prod\" (label, region)\n…"
 * ```
 */
export declare function formatPlan(given: ChangePlan, format: PlanFormat): string;
