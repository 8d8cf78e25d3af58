/**
 * Managed MySQL databases: create and update request bodies and state-file entries, plus the
 * warnings a careful reviewer would give (open or empty allow lists, TLS off, one node).
 */
import { type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { formatCidr, parseCidr, type Cidr } from "../net/cidr.js";
import { findOverlapAnchors } from "../net/overlap.js";
import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator, type SchemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/database.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics, splitPair, withoutForbiddenFields, type Mode, type ProfileOptions } from "./common.js";

const rules = resourceRules("database");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.databaseCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.databaseState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.databaseUpdate, rules, API_WORDS);

export const DATABASE_ENGINES = ["mysql"] as const;

function isVersion(v: string): boolean {
  // Digits separated by single dots: 8, 8.0, 8.0.30.
  if (v.length === 0 || v[0] === "." || v[v.length - 1] === ".") return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 46) {
      if (v.charCodeAt(i - 1) === 46) return false;
    } else if (c < 48 || c > 57) return false;
  }
  return true;
}

/** `engine` on create: `<engine>/<version>`, engine mysql; a version of digits and dots is the live API's (a live rule). */
function checkEngine(engine: unknown, out: Reporter): void {
  if (typeof engine !== "string") return;
  const pair = splitPair(engine);
  if (!pair) {
    out.report("database-engine", ["engine"], `engine ${show(engine)} must be <engine>/<version>, e.g. "mysql/8.0.30"`);
    return;
  }
  const [name, version] = pair;
  if (!(DATABASE_ENGINES as readonly string[]).includes(name)) {
    out.report("database-engine", ["engine"], `engine ${show(name)} is not a managed MySQL engine; write "mysql/<version>"`);
  } else if (!isVersion(version)) {
    out.report("database-engine-version", ["engine"], `engine version ${show(version)} is not a version number such as 8.0.30`);
  }
}

/** cluster_size and replication_type agree (SPEC §7): none for 1 node, asynch or semi_synch for 3. */
function checkReplication(body: Record<string, unknown>, out: Reporter): void {
  const size = body.cluster_size ?? 1;
  const replication = body.replication_type;
  // A value outside the enum is the schema's error (one error per field and cause).
  if (typeof replication !== "string" || !REPLICATION_TYPES.includes(replication) || (size !== 1 && size !== 3)) return;
  if (size === 1 && replication !== "none") {
    out.report("database-replication", ["replication_type"], `replication_type ${show(replication)} needs a cluster; a single node (cluster_size 1) takes "none"`);
  } else if (size === 3 && replication === "none") {
    out.report("database-replication", ["replication_type"], 'a cluster of 3 replicates: replication_type must be "asynch" or "semi_synch", not "none"');
  }
}

const REPLICATION_TYPES: readonly unknown[] = ["none", "asynch", "semi_synch"];

/** The live API's ranges of the maintenance window (SPEC §7; the reference leaves them "not shown"). */
const UPDATE_RANGES = [
  ["duration", 1, 3, "hours, 1..3"],
  ["hour_of_day", 0, 23, "0..23"],
  ["day_of_week", 1, 7, "1..7 (1 = Monday)"],
  ["week_of_month", 1, 4, "1..4"],
] as const;
const UPDATE_REQUIRED = ["frequency", "duration", "hour_of_day", "day_of_week"] as const;

/**
 * The maintenance window as the live API takes it (SPEC §7, all under database-updates, a live
 * rule): every field but week_of_month given, frequency weekly or monthly, each number in its
 * range, week_of_month required for monthly windows and null for weekly ones. The reference
 * states only the fields' types (the schema's).
 */
function checkUpdates(updates: unknown, out: Reporter): void {
  if (!isPlainObject(updates)) return;
  const { frequency, week_of_month: week } = updates;
  const missing = UPDATE_REQUIRED.filter((k) => updates[k] === undefined);
  if (missing.length > 0) out.report("database-updates", ["updates", missing[0]!], `the live API takes a maintenance window with ${UPDATE_REQUIRED.join(", ")}; ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`);
  if (typeof frequency === "string" && frequency !== "weekly" && frequency !== "monthly") {
    out.report("database-updates", ["updates", "frequency"], `frequency is weekly or monthly on the live API, not ${show(frequency)}`);
  }
  for (const [key, min, max, words] of UPDATE_RANGES) {
    const value = updates[key];
    if (typeof value === "number" && Number.isInteger(value) && (value < min || value > max)) {
      out.report("database-updates", ["updates", key], `${key} is ${words} on the live API, not ${value}`);
    }
  }
  if (frequency === "monthly" && (week === undefined || week === null)) {
    out.report("database-updates", ["updates"], "a monthly maintenance window needs week_of_month (1..4)");
  } else if (frequency === "weekly" && week !== undefined && week !== null) {
    out.report("database-updates", ["updates", "week_of_month"], `week_of_month must be null for a weekly window, not ${show(week)}`);
  }
}

/**
 * allow_list: strict IPv4 addresses or CIDRs; a bare address is written as /32 the way the API
 * returns it; open, duplicate and contained entries, found with the O(n log n) overlap sweep.
 */
export function checkAllowList(list: unknown, path: Path, out: Reporter): void {
  if (!Array.isArray(list)) return;
  if (list.length === 0) {
    out.report("database-allow-list-empty", path, "allow_list is empty, which blocks every connection, public and private; list the addresses that may connect");
    return;
  }
  const cidrs: (Cidr | undefined)[] = new Array(list.length);
  list.forEach((entry: unknown, i) => {
    if (typeof entry !== "string") return;
    const at = [...path, i];
    const parsed = parseCidr(entry, { family: 4, allowBareAddress: true });
    if (!parsed.ok) {
      // The reference takes "a single IP address or a CIDR range"; the live API only IPv4 (SPEC §7).
      const v6 = entry.includes(":") ? parseCidr(entry, { family: 6, allowBareAddress: true }) : undefined;
      if (v6?.ok) out.report("database-allow-list-ipv4", at, `allow_list entry ${show(entry)} is IPv6; the live API takes only IPv4 addresses and ranges`);
      else out.report("database-allow-list-syntax", at, `allow_list entry ${show(entry)} is not an IP address or range: ${v6 && !v6.ok ? v6.reason : parsed.reason}`);
      return;
    }
    const cidr = parsed.value;
    cidrs[i] = cidr;
    const canonical = formatCidr(cidr);
    if (!entry.includes("/")) {
      out.report("database-allow-list-canonical", at, `write ${canonical}: the API returns single addresses with a /32 mask`, {
        fix: { path: at, value: canonical, description: `replace with ${canonical}` },
      });
    } else if (cidr.hostBitsSet) {
      out.report("database-allow-list-host-bits", at, `${show(entry)} has host bits set and admits the whole network ${canonical}; write that, or /32 for the single address`, {
        fix: { path: at, value: canonical, description: `replace with ${canonical}` },
      });
    }
    if (cidr.prefix === 0) {
      out.report("database-allow-list-open", at, `${show(entry)} admits every IPv4 address to the database; list the networks that need access`);
    }
  });
  // One finding per redundant entry: a repeat of the first equal entry, else the innermost entry
  // covering it (one anchor per entry, so n equal entries cost n log n, not n²).
  const anchors = findOverlapAnchors(cidrs);
  for (const { index, anchor, equal } of anchors) {
    if (equal) {
      out.report("database-allow-list-duplicate", [...path, index], `${show(list[index])} repeats allow_list[${anchor}]; remove one`, {
        related: [{ path: [...path, anchor], message: "first listed here" }],
      });
    }
  }
  for (const { index, anchor, equal } of anchors) {
    if (!equal) {
      out.report("database-allow-list-contained", [...path, index], `${show(list[index])} is already covered by ${show(list[anchor])}; it adds nothing`, {
        related: [{ path: [...path, anchor], message: "the covering entry" }],
      });
    }
  }
}

const UPDATE_FORBIDDEN: Record<string, string> = Object.fromEntries(
  ["engine", "region", "cluster_size", "encrypted", "ssl_connection", "replication_type"].map((k) => [k, `database update cannot change ${k}; it takes only label, allow_list, type and updates`]),
);

/** Findings for a database create or update body. */
export function databaseFindings(body: unknown, mode: Mode): Finding[] {
  return databaseEntryFindings(body, mode === "update" ? "update" : "create", mode === "update" ? updateSchema : createSchema);
}

/** Findings for a state-file database entry. */
export function databaseStateFindings(entry: unknown): Finding[] {
  return databaseEntryFindings(entry, "state", stateSchema);
}

const EMPTY_REFUSED = ["region", "type"] as const;

function databaseEntryFindings(body: unknown, mode: Mode | "state", shape: SchemaValidator): Finding[] {
  const out = new Reporter();
  out.addAll(shape(mode === "update" ? withoutForbiddenFields(body, UPDATE_FORBIDDEN, "database-update-field", out) : body));
  if (!isPlainObject(body)) return out.findings;
  checkAllowList(body.allow_list, ["allow_list"], out);
  checkUpdates(body.updates, out);
  out.reportEmpty(body, EMPTY_REFUSED);
  if (mode === "update") return out.findings;
  checkEngine(body.engine, out);
  checkReplication(body, out);
  if (body.allow_list === undefined) {
    out.report("database-allow-list-empty", [], "allow_list is not set, and its default [] blocks every connection; list the addresses that may connect");
  }
  if (body.ssl_connection === false) {
    out.report("database-ssl-disabled", ["ssl_connection"], "ssl_connection: false lets clients connect without TLS; leave it true (the default) unless every client is on a private network");
  }
  if ((body.cluster_size ?? 1) === 1) {
    out.report(
      "database-single-node",
      body.cluster_size === undefined ? [] : ["cluster_size"],
      "a single-node database is down during every maintenance window; cluster_size 3 keeps a replica serving",
    );
  }
  return out.findings;
}

/**
 * Validates a managed MySQL database body: `create` (POST) or `update` (PUT: label, allow_list, type, updates).
 * @example
 * ```ts
 * validateDatabase({ label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30", cluster_size: 3, replication_type: "semi_synch", allow_list: ["203.0.113.0/24"] }); // []
 * ```
 */
export function validateDatabase(body: unknown, mode: Mode = "create", options?: ProfileOptions): Diagnostic[] {
  return profiledDiagnostics(withinBounds(body, () => databaseFindings(body, mode)), options);
}
