import { FIREWALL_SCHEMA_FILES } from "./firewall.js";

/** Every JSON Schema shipped under `schemas/`, by file name. */
export const SCHEMA_FILES: Record<string, object> = { ...FIREWALL_SCHEMA_FILES };
