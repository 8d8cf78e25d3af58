/**
 * The translation of JSON Schema errors into findings with rule ids and messages a user can act
 * on. The validators themselves are ajv's standalone code, generated at build time
 * (`validators/<resource>.generated.ts`), so nothing is compiled, and ajv is not even loaded, at run time.
 */
import type { Finding, Path } from "../diagnostic.js";
import { type RuleId } from "../rules/catalog.js";
/** The subset of ajv's error object this module reads (ajv runs with `verbose: true`). */
export interface SchemaError {
    keyword: string;
    instancePath: string;
    params: Record<string, unknown>;
    message?: string;
    parentSchema?: unknown;
    data?: unknown;
}
/** A precompiled ajv validator: returns true or sets `errors`. */
export type CompiledValidator = ((data: unknown) => boolean) & {
    errors?: SchemaError[] | null;
};
/** Resource-wide rule ids for failures that are not tied to one field's constraint. */
export interface SchemaRuleIds {
    readonly type: RuleId;
    readonly required: RuleId;
    readonly unknown: RuleId;
}
export interface SchemaValidator {
    (data: unknown): Finding[];
}
/** Resources whose schemas report type, required and unknown-field failures under `<resource>-…` ids. */
export type SchemaResource = "firewall" | "vpc" | "compute" | "database" | "stackscript" | "image" | "ip" | "config";
/** The rule ids a resource's schemas report type, required and unknown-field failures under. */
export declare function resourceRules(resource: SchemaResource): SchemaRuleIds;
/**
 * Wraps a resource's precompiled validators, each reporting under the resource's rule ids. (A
 * module whose validators are used apart, such as a request body's and a state-file entry's,
 * wraps each with schemaValidator instead, so that a bundler keeps only those used.)
 */
export declare function resourceValidators<K extends string>(resource: SchemaResource, validators: Record<K, CompiledValidator>, options?: MessageOptions): Record<K, SchemaValidator>;
export interface MessageOptions {
    /**
     * false: messages never quote the value found (only its type, and the schema's own words), for
     * data that may not be what it claims to be (a config file that is really someone's secrets).
     */
    quoteValues?: boolean;
    /**
     * true: types in the API's (JSON's) words, "an object", "an array", for request bodies whose
     * errors a service passes on; otherwise a state file's (YAML's) words, "a mapping", "a list".
     */
    apiWords?: boolean;
}
/**
 * Wraps a precompiled validator so that it returns findings. Past MAX_FINDINGS_PER_RESOURCE errors
 * of one rule, the report's cap (rules/caps.ts) drops every further one: those are only counted
 * for its "and N more", so they are not written (no path, no message, no did-you-mean), and a body
 * of 160,000 unknown keys costs 50 messages, not 160,000.
 */
export declare function schemaValidator(validate: CompiledValidator, rules: SchemaRuleIds, options?: MessageOptions): SchemaValidator;
/**
 * Whether a finding only stands for a schema error past the cap (its path need not be moved: the
 * cap drops it).
 */
export declare function isCountedOnly(finding: Finding): boolean;
/** `ipv4[3]`, `ports`, `rules.inbound[0]`: the field a message talks about. */
export declare function fieldName(path: Path): string;
/**
 * The message options of a request body's schema: the API's words ("must be an object"), for
 * errors a service passes on to its users.
 */
export declare const API_WORDS: MessageOptions;
