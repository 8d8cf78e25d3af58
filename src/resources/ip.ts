/**
 * IP request bodies: shape only (the schemas). What an assignment, share or range does to the
 * account's instances is checked in account/ip.ts, against the inventory.
 */
import { toDiagnostics, type Diagnostic, type Finding } from "../diagnostic.js";
import { resourceValidators } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/ip.generated.js";

export const ipSchemas = resourceValidators("ip", {
  assign: compiled.ipAssign,
  assignState: compiled.ipAssignState,
  share: compiled.ipShare,
  shareState: compiled.ipShareState,
  rangeCreate: compiled.ipv6RangeCreate,
  rangeState: compiled.ipv6RangeState,
  allocate: compiled.ipAllocate,
  rdns: compiled.rdnsUpdate,
});

/** Shapes of state-file entries (and of requests checked against an inventory): instances by id or label. */
export const ipAssignShape = (body: unknown): Finding[] => ipSchemas.assignState(body);
export const ipShareShape = (body: unknown): Finding[] => ipSchemas.shareState(body);
export const ipv6RangeShape = (body: unknown): Finding[] => ipSchemas.rangeState(body);

/**
 * Validates an allocation body (POST /networking/ips): compute_id, public, type ipv4.
 * @example
 * ```ts
 * validateIpAllocation({ compute_id: 101, public: true, type: "ipv4" }); // []
 * ```
 */
export function validateIpAllocation(body: unknown): Diagnostic[] {
  return toDiagnostics(ipSchemas.allocate(body));
}

/**
 * Validates an RDNS update body (PUT /networking/ips/{address}): rdns, a string or null.
 * @example
 * ```ts
 * validateRdnsUpdate({ rdns: null }); // [] (resets to the default)
 * ```
 */
export function validateRdnsUpdate(body: unknown): Diagnostic[] {
  return toDiagnostics(ipSchemas.rdns(body));
}
