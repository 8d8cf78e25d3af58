/**
 * Managed MySQL databases: create and update request bodies and state-file entries, plus the
 * warnings a careful reviewer would give (open or empty allow lists, TLS off, one node).
 */
import { type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { type Mode, type ProfileOptions } from "./common.js";
export declare const DATABASE_ENGINES: readonly ["mysql"];
/**
 * allow_list: strict IPv4 addresses or CIDRs; a bare address is written as /32 the way the API
 * returns it; open, duplicate and contained entries, found with the O(n log n) overlap sweep.
 */
export declare function checkAllowList(list: unknown, path: Path, out: Reporter): void;
/** Findings for a database create or update body. */
export declare function databaseFindings(body: unknown, mode: Mode): Finding[];
/** Findings for a state-file database entry. */
export declare function databaseStateFindings(entry: unknown): Finding[];
/**
 * Validates a managed MySQL database body: `create` (POST) or `update` (PUT: label, allow_list, type, updates).
 * @example
 * ```ts
 * validateDatabase({ label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", cluster_size: 3, replication_type: "semi_synch", allow_list: ["203.0.113.0/24"] }); // []
 * ```
 */
export declare function validateDatabase(body: unknown, mode?: Mode, options?: ProfileOptions): Diagnostic[];
