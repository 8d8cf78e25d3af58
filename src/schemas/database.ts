/** Managed MySQL databases (POST/PUT /databases/mysql/instances). See firewall.ts for the annotations. */
import { DRAFT, ID_BASE, stateId } from "./common.js";

const label = { type: "string", minLength: 3, maxLength: 32, "x-rule": "database-label-length", description: "3..32 characters, unique in the account." } as const;
const allowList = {
  type: "array",
  items: { type: "string" },
  description: "Single IP addresses or CIDR ranges that may connect (the live API takes IPv4 only); [] blocks every connection; 0.0.0.0/0 allows all.",
} as const;
const type = { type: "string", "x-rule": "database-required-field", description: "Compute instance type of the nodes." } as const;
const updates = {
  type: "object",
  description: "Maintenance window for automated patch updates. The reference states the fields' types; the live API's ranges and enum (SPEC §7) are checked under database-updates.",
  additionalProperties: false,
  properties: {
    frequency: { type: "string", description: "weekly or monthly appear (the live API takes only those)." },
    duration: { type: "integer", description: "Hours (1..3 on the live API)." },
    hour_of_day: { type: "integer", description: "Hour of the day, UTC (0..23 on the live API)." },
    day_of_week: { type: "integer", description: "Day of the week, 1 = Monday (1..7 on the live API)." },
    week_of_month: { type: ["integer", "null"], description: "Week of the month (1..4 for monthly windows, null for weekly ones on the live API)." },
  },
} as const;

export function databaseCreateSchema(state: boolean) {
  return {
    $schema: DRAFT,
    $id: `${ID_BASE}${state ? "database-state" : "database-create"}.schema.json`,
    title: state ? "Managed MySQL database (state file entry)" : "Managed MySQL database create request",
    type: "object",
    required: ["label", "region", "type", "engine"],
    additionalProperties: false,
    properties: {
      ...(state
        ? {
            id: stateId,
            status: {
              type: "string",
              enum: ["provisioning", "active", "suspending", "suspended", "resuming", "restoring", "failed", "degraded", "updating", "backing_up"],
              "x-rule": "database-field-type",
              description: "Read-only, in a baseline.",
            },
            updates,
          }
        : {}),
      label,
      engine: { type: "string", "x-rule": "database-engine", description: "<engine>/<version>, e.g. mysql/8.0.30." },
      region: { type: "string", "x-rule": "database-required-field", description: "Region ID." },
      type,
      cluster_size: { type: "integer", enum: [1, 3], "x-rule": "database-cluster-size", description: "1 (default) or 3 (primary and two replicas)." },
      encrypted: { type: "boolean", description: "Default false." },
      ssl_connection: { type: "boolean", description: "Default true: SSL credentials are required to connect." },
      replication_type: {
        type: "string",
        enum: ["none", "asynch", "semi_synch"],
        "x-rule": "database-field-type",
        description: "none, asynch or semi_synch (the live API: none for a single node; asynch or semi_synch for a cluster of 3).",
      },
      allow_list: allowList,
    },
  } as const;
}

export const databaseUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}database-update.schema.json`,
  title: "Managed MySQL database update request",
  type: "object",
  additionalProperties: false,
  properties: { label, allow_list: allowList, type, updates },
} as const;

export const DATABASE_SCHEMA_FILES = {
  "database-create.schema.json": databaseCreateSchema(false),
  "database-state.schema.json": databaseCreateSchema(true),
  "database-update.schema.json": databaseUpdateSchema,
} as const;
