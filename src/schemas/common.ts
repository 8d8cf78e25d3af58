/** Shared pieces of the JSON Schemas. */
export const DRAFT = "http://json-schema.org/draft-07/schema#";
export const ID_BASE = "https://cloudlint.dev/schemas/";

/** Read-only fields a baseline state file may carry (SPEC §2). */
export const stateId = { type: "integer", description: "Read-only: the resource's ID, in a baseline." } as const;
