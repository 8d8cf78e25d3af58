/**
 * Filterable fields per collection (SPEC §6). The API reference leaves them out; the live API
 * documents them as below. `created` / `updated` are date-times. Nested VPC subnet fields are
 * addressed with a dot (`subnets.label`) and match when any subnet matches.
 */

/**
 * The type of a filterable field: what values and operators it takes (`tags` takes a string, never a list).
 * @example
 * ```ts
 * const type: FieldType = COLLECTIONS.firewalls.tags.type; // "tags"
 * ```
 */
export type FieldType = "string" | "number" | "boolean" | "datetime" | "tags";

/**
 * A filterable field: its type and whether +order_by takes it.
 * @example
 * ```ts
 * const spec: FieldSpec = COLLECTIONS.vpcs.created;
 * spec.type; // "datetime"
 * ```
 */
export interface FieldSpec {
  readonly type: FieldType;
  /** False where the API refuses +order_by on the field (image status). */
  readonly sortable: boolean;
}

const f = (type: FieldType, sortable = true): FieldSpec => ({ type, sortable });

/**
 * The filterable fields of each collection the API can filter (SPEC §6), with their types and whether +order_by takes them.
 * @example
 * ```ts
 * Object.keys(COLLECTIONS.firewalls); // ["id", "label", "tags", "created", "updated"]
 * COLLECTIONS.images.status.sortable; // false
 * ```
 */
export const COLLECTIONS = {
  vpcs: {
    id: f("number"),
    label: f("string"),
    region: f("string"),
    created: f("datetime"),
    updated: f("datetime"),
    "subnets.id": f("number"),
    "subnets.label": f("string"),
    "subnets.created": f("datetime"),
    "subnets.updated": f("datetime"),
  },
  subnets: { id: f("number"), label: f("string"), created: f("datetime"), updated: f("datetime") },
  "vpc-ips": { active: f("boolean"), config_id: f("number"), compute_id: f("number"), region: f("string"), vpc_id: f("number") },
  firewalls: { id: f("number"), label: f("string"), tags: f("tags"), created: f("datetime"), updated: f("datetime") },
  "firewall-devices": { id: f("number"), created: f("datetime"), updated: f("datetime") },
  images: {
    label: f("string"),
    deprecated: f("boolean"),
    is_public: f("boolean"),
    size: f("number"),
    type: f("string"),
    vendor: f("string"),
    status: f("string", false),
  },
  stackscripts: {
    label: f("string"),
    description: f("string"),
    deployments_total: f("number"),
    is_public: f("boolean"),
    rev_note: f("string"),
    mine: f("boolean"),
  },
  databases: { label: f("string"), type: f("string"), engine: f("string"), version: f("string"), region: f("string"), status: f("string") },
  "database-engines": { engine: f("string"), version: f("string") },
  ips: { address: f("string"), prefix: f("number"), type: f("string"), rdns: f("string"), region: f("string") },
  "ipv6-ranges": {},
  "ipv6-pools": { region: f("string") },
} as const satisfies Record<string, Record<string, FieldSpec>>;

/**
 * A collection that takes an X-Filter (`vpcs`, `firewalls`, `images`, …).
 * @example
 * ```ts
 * const collection: Collection = "databases";
 * validateFilter(collection, { engine: "mysql" }); // []
 * ```
 */
export type Collection = keyof typeof COLLECTIONS;

/**
 * The names of the collections that take an X-Filter.
 * @example
 * ```ts
 * COLLECTION_NAMES.includes("vpc-ips"); // true
 * ```
 */
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as Collection[];

export function isCollection(name: unknown): name is Collection {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(COLLECTIONS, name);
}

export function fieldSpec(collection: Collection, field: string): FieldSpec | undefined {
  const fields: Record<string, FieldSpec> = COLLECTIONS[collection];
  return Object.prototype.hasOwnProperty.call(fields, field) ? fields[field] : undefined;
}

/** Fields the API names but does not let you filter on, for a precise message. */
export const NOT_FILTERABLE: Partial<Record<Collection, Record<string, string>>> = {
  vpcs: { description: "VPC description is not filterable", "subnets.description": "subnet description is not filterable" },
  subnets: { ipv4: "subnet ipv4 is not filterable" },
  firewalls: { status: "firewall status is not filterable" },
};

/**
 * The fields of each listed record, where the reference's Resources part tabulates the record
 * (VPC, VPC subnet, VPC IP address, database engine, MySQL database, image); where it says the
 * record's fields are "not shown" (firewalls, devices, IP addresses, IPv6 ranges and pools,
 * StackScripts) the collection has no entry. The reference: "Keys are filterable response
 * fields", so a key that names no field of the record at all is one the API refuses (the live API:
 * 400 "Cannot filter on foo").
 */
export const RECORD_FIELDS: Partial<Record<Collection, readonly string[]>> = {
  vpcs: ["id", "label", "description", "region", "subnets", "created", "updated", "subnets.id", "subnets.label", "subnets.ipv4", "subnets.computes", "subnets.created", "subnets.updated", "subnets.description"],
  subnets: ["id", "label", "ipv4", "computes", "created", "updated"],
  "vpc-ips": ["active", "address", "address_range", "config_id", "gateway", "interface_id", "compute_id", "nat_1_1", "prefix", "region", "subnet_id", "subnet_mask", "vpc_id"],
  "database-engines": ["id", "engine", "version", "total_disk_size_gb", "used_disk_size_gb"],
  databases: ["id", "label", "engine", "version", "region", "type", "cluster_size", "encrypted", "ssl_connection", "replication_type", "allow_list", "hosts", "port", "status", "total_disk_size_gb", "used_disk_size_gb", "updates", "created", "updated"],
  images: ["id", "label", "description", "is_public", "created_by", "created", "updated", "expiry", "eol", "deprecated", "size", "status", "type", "vendor", "capabilities"],
};

/**
 * Fields a later API version adds to a listed record, which the reference's record lacks (the
 * live API's VPCs carry `vpc_type`): under the `live` profile a filter on one is a warning
 * (`filter-field-later`), not the refusal of a key that names no field of the record.
 */
export const LATER_FIELDS: Partial<Record<Collection, readonly string[]>> = {
  vpcs: ["vpc_type"],
};

/**
 * Strict date-time as the API writes it: `YYYY-MM-DDThh:mm:ss`, no offset. Hand-written (no
 * regular expression) and range-checked, including the day of the month.
 */
export function isDateTime(s: string): boolean {
  if (s.length !== 19 || s[4] !== "-" || s[7] !== "-" || s[10] !== "T" || s[13] !== ":" || s[16] !== ":") return false;
  const num = (from: number, to: number): number => {
    let n = 0;
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) return -1;
      n = n * 10 + (c - 48);
    }
    return n;
  };
  const year = num(0, 4);
  const month = num(5, 7);
  const day = num(8, 10);
  const hour = num(11, 13);
  const minute = num(14, 16);
  const second = num(17, 19);
  if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}
