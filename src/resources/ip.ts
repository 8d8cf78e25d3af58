/**
 * IP request bodies: shape only (the schemas). What an assignment, share or range does to the
 * account's instances is checked in account/ip.ts, against the inventory.
 */
import { toDiagnostics, type Diagnostic } from "../diagnostic.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/ip.generated.js";

// One wrapper per schema (marked pure), so that a bundle keeps only those it calls.
const rules = resourceRules("ip");
/** Request shapes: instances by integer id, as the API takes them. */
export const ipAssignRequestShape = /* @__PURE__ */ schemaValidator(compiled.ipAssign, rules, API_WORDS);
export const ipShareRequestShape = /* @__PURE__ */ schemaValidator(compiled.ipShare, rules, API_WORDS);
export const ipv6RangeRequestShape = /* @__PURE__ */ schemaValidator(compiled.ipv6RangeCreate, rules, API_WORDS);
export const ipAllocateShape = /* @__PURE__ */ schemaValidator(compiled.ipAllocate, rules, API_WORDS);
export const rdnsUpdateShape = /* @__PURE__ */ schemaValidator(compiled.rdnsUpdate, rules, API_WORDS);
/** Shapes of state-file entries (and of requests checked against an inventory): instances by id or label. */
export const ipAssignShape = /* @__PURE__ */ schemaValidator(compiled.ipAssignState, rules);
export const ipShareShape = /* @__PURE__ */ schemaValidator(compiled.ipShareState, rules);
export const ipv6RangeShape = /* @__PURE__ */ schemaValidator(compiled.ipv6RangeState, rules);

/**
 * Validates an allocation body (POST /networking/ips): compute_id, public, type ipv4.
 * @example
 * ```ts
 * validateIpAllocation({ compute_id: 101, public: true, type: "ipv4" }); // []
 * ```
 */
export function validateIpAllocation(body: unknown): Diagnostic[] {
  return toDiagnostics(ipAllocateShape(body));
}

/**
 * Validates an RDNS update body (PUT /networking/ips/{address}): rdns, a string or null.
 * @example
 * ```ts
 * validateRdnsUpdate({ rdns: null }); // [] (resets to the default)
 * ```
 */
export function validateRdnsUpdate(body: unknown): Diagnostic[] {
  return toDiagnostics(rdnsUpdateShape(body));
}
