/** Pieces every resource validator uses. */
import type { RuleId } from "../rules/catalog.js";
import type { Reporter } from "../rules/report.js";
import { isPlainObject } from "../util/text.js";

/**
 * Which request a body is for: `create` (POST) or `update` (PUT).
 * @example
 * ```ts
 * const mode: Mode = "update";
 * validateVpc({ label: "prod-2" }, mode); // []
 * ```
 */
export type Mode = "create" | "update";

/**
 * For update bodies: reports each field the endpoint cannot change (with the advice given for it)
 * and returns the body without them, so the schema does not report them again as unknown fields.
 * Keys are copied with defineProperty, so a `__proto__` key stays plain data.
 */
export function withoutForbiddenFields(body: unknown, forbidden: Readonly<Record<string, string>>, ruleId: RuleId, out: Reporter): unknown {
  if (!isPlainObject(body)) return body;
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(body)) {
    if (Object.prototype.hasOwnProperty.call(forbidden, key)) {
      out.report(ruleId, [key], forbidden[key]!, { anchor: "key" });
    } else {
      Object.defineProperty(rest, key, { value: body[key], enumerable: true, writable: true, configurable: true });
    }
  }
  return rest;
}

/** `"a/b"` → its two non-empty parts, else undefined. */
export function splitPair(text: string): [string, string] | undefined {
  const slash = text.indexOf("/");
  if (slash <= 0 || slash === text.length - 1 || text.indexOf("/", slash + 1) !== -1) return undefined;
  return [text.slice(0, slash), text.slice(slash + 1)];
}
