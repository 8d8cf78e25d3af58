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
/**
 * The filterable fields of each collection the API can filter (SPEC §6), with their types and whether +order_by takes them.
 * @example
 * ```ts
 * Object.keys(COLLECTIONS.firewalls); // ["id", "label", "tags", "created", "updated"]
 * COLLECTIONS.images.status.sortable; // false
 * ```
 */
export declare const COLLECTIONS: {
    readonly vpcs: {
        readonly id: FieldSpec;
        readonly label: FieldSpec;
        readonly region: FieldSpec;
        readonly created: FieldSpec;
        readonly updated: FieldSpec;
        readonly "subnets.id": FieldSpec;
        readonly "subnets.label": FieldSpec;
        readonly "subnets.created": FieldSpec;
        readonly "subnets.updated": FieldSpec;
    };
    readonly subnets: {
        readonly id: FieldSpec;
        readonly label: FieldSpec;
        readonly created: FieldSpec;
        readonly updated: FieldSpec;
    };
    readonly "vpc-ips": {
        readonly active: FieldSpec;
        readonly config_id: FieldSpec;
        readonly compute_id: FieldSpec;
        readonly region: FieldSpec;
        readonly vpc_id: FieldSpec;
    };
    readonly firewalls: {
        readonly id: FieldSpec;
        readonly label: FieldSpec;
        readonly tags: FieldSpec;
        readonly created: FieldSpec;
        readonly updated: FieldSpec;
    };
    readonly "firewall-devices": {
        readonly id: FieldSpec;
        readonly created: FieldSpec;
        readonly updated: FieldSpec;
    };
    readonly images: {
        readonly label: FieldSpec;
        readonly deprecated: FieldSpec;
        readonly is_public: FieldSpec;
        readonly size: FieldSpec;
        readonly type: FieldSpec;
        readonly vendor: FieldSpec;
        readonly status: FieldSpec;
    };
    readonly stackscripts: {
        readonly label: FieldSpec;
        readonly description: FieldSpec;
        readonly deployments_total: FieldSpec;
        readonly is_public: FieldSpec;
        readonly rev_note: FieldSpec;
        readonly mine: FieldSpec;
    };
    readonly databases: {
        readonly label: FieldSpec;
        readonly type: FieldSpec;
        readonly engine: FieldSpec;
        readonly version: FieldSpec;
        readonly region: FieldSpec;
        readonly status: FieldSpec;
    };
    readonly "database-engines": {
        readonly engine: FieldSpec;
        readonly version: FieldSpec;
    };
    readonly ips: {
        readonly address: FieldSpec;
        readonly prefix: FieldSpec;
        readonly type: FieldSpec;
        readonly rdns: FieldSpec;
        readonly region: FieldSpec;
    };
    readonly "ipv6-ranges": {};
    readonly "ipv6-pools": {
        readonly region: FieldSpec;
    };
};
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
export declare const COLLECTION_NAMES: Collection[];
export declare function isCollection(name: unknown): name is Collection;
export declare function fieldSpec(collection: Collection, field: string): FieldSpec | undefined;
/** Fields the API names but does not let you filter on, for a precise message. */
export declare const NOT_FILTERABLE: Partial<Record<Collection, Record<string, string>>>;
/**
 * The fields of each listed record, where the reference's Resources part tabulates the record
 * (VPC, VPC subnet, VPC IP address, database engine, MySQL database, image); where it says the
 * record's fields are "not shown" (firewalls, devices, IP addresses, IPv6 ranges and pools,
 * StackScripts) the collection has no entry. The reference: "Keys are filterable response
 * fields", so a key that names no field of the record at all is one the API refuses (the live API:
 * 400 "Cannot filter on foo").
 */
export declare const RECORD_FIELDS: Partial<Record<Collection, readonly string[]>>;
/**
 * Fields a later API version adds to a listed record, which the reference's record lacks (the
 * live API's VPCs carry `vpc_type`): under the `live` profile a filter on one is a warning
 * (`filter-field-later`), not the refusal of a key that names no field of the record.
 */
export declare const LATER_FIELDS: Partial<Record<Collection, readonly string[]>>;
/**
 * Strict date-time as the API writes it: `YYYY-MM-DDThh:mm:ss`, no offset. Hand-written (no
 * regular expression) and range-checked, including the day of the month.
 */
export declare function isDateTime(s: string): boolean;
