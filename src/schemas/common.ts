/** Shared pieces of the JSON Schemas. */
export const DRAFT = "http://json-schema.org/draft-07/schema#";
export const ID_BASE = "https://cloudlint.dev/schemas/";

/** Read-only fields a baseline state file may carry (SPEC §2). */
export const stateId = { type: "integer", description: "Read-only: the resource's ID, in a baseline." } as const;

/**
 * An id in a request body: a positive integer, range-checked like a path id (1..2^53-1, so that
 * every JSON reader holds it exactly). `what` says whose id it is.
 */
export const bodyId = (description: string) => ({ type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description }) as const;
