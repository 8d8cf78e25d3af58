/**
 * IP request bodies: shape only (the schemas). What an assignment, share or range does to the
 * account's instances is checked in account/ip.ts, against the inventory.
 */
import { type Diagnostic } from "../diagnostic.js";
/** Request shapes: instances by integer id, as the API takes them. */
export declare const ipAssignRequestShape: import("../schemas/compile.js").SchemaValidator;
export declare const ipShareRequestShape: import("../schemas/compile.js").SchemaValidator;
export declare const ipv6RangeRequestShape: import("../schemas/compile.js").SchemaValidator;
export declare const ipAllocateShape: import("../schemas/compile.js").SchemaValidator;
export declare const rdnsUpdateShape: import("../schemas/compile.js").SchemaValidator;
/** Shapes of state-file entries (and of requests checked against an inventory): instances by id or label. */
export declare const ipAssignShape: import("../schemas/compile.js").SchemaValidator;
export declare const ipShareShape: import("../schemas/compile.js").SchemaValidator;
export declare const ipv6RangeShape: import("../schemas/compile.js").SchemaValidator;
/**
 * Validates an allocation body (POST /networking/ips): compute_id, public, type ipv4.
 * @example
 * ```ts
 * validateIpAllocation({ compute_id: 101, public: true, type: "ipv4" }); // []
 * ```
 */
export declare function validateIpAllocation(body: unknown): Diagnostic[];
/**
 * Validates an RDNS update body (PUT /networking/ips/{address}): rdns, a string or null.
 * @example
 * ```ts
 * validateRdnsUpdate({ rdns: null }); // [] (resets to the default)
 * ```
 */
export declare function validateRdnsUpdate(body: unknown): Diagnostic[];
