import { formatCidr, parseCidr } from "../net/cidr.js";
import { findOverlapAnchors } from "../net/overlap.js";
import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/database.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics, splitPair, withoutForbiddenFields } from "./common.js";
const rules = resourceRules("database");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.databaseCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.databaseState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.databaseUpdate, rules, API_WORDS);
const DATABASE_ENGINES = ["mysql"];
function isVersion(v) {
  if (v.length === 0 || v[0] === "." || v[v.length - 1] === ".") return false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 46) {
      if (v.charCodeAt(i - 1) === 46) return false;
    } else if (c < 48 || c > 57) return false;
  }
  return true;
}
function checkEngine(engine, out) {
  if (typeof engine !== "string") return;
  const pair = splitPair(engine);
  if (!pair) {
    out.report("database-engine", ["engine"], `engine ${show(engine)} must be <engine>/<version>, e.g. "mysql/8.0.30"`);
    return;
  }
  const [name, version] = pair;
  if (!DATABASE_ENGINES.includes(name)) {
    out.report("database-engine", ["engine"], `engine ${show(name)} is not a managed MySQL engine; write "mysql/<version>"`);
  } else if (!isVersion(version)) {
    out.report("database-engine-version", ["engine"], `engine version ${show(version)} is not a version number such as 8.0.30`);
  }
}
function checkReplication(body, out) {
  const size = body.cluster_size ?? 1;
  const replication = body.replication_type;
  if (typeof replication !== "string" || !REPLICATION_TYPES.includes(replication) || size !== 1 && size !== 3) return;
  if (size === 1 && replication !== "none") {
    out.report("database-replication", ["replication_type"], `replication_type ${show(replication)} needs a cluster; a single node (cluster_size 1) takes "none"`);
  } else if (size === 3 && replication === "none") {
    out.report("database-replication", ["replication_type"], 'a cluster of 3 replicates: replication_type must be "asynch" or "semi_synch", not "none"');
  }
}
const REPLICATION_TYPES = ["none", "asynch", "semi_synch"];
const UPDATE_RANGES = [
  ["duration", 1, 3, "hours, 1..3"],
  ["hour_of_day", 0, 23, "0..23"],
  ["day_of_week", 1, 7, "1..7 (1 = Monday)"],
  ["week_of_month", 1, 4, "1..4"]
];
const UPDATE_REQUIRED = ["frequency", "duration", "hour_of_day", "day_of_week"];
function checkUpdates(updates, out) {
  if (!isPlainObject(updates)) return;
  const { frequency, week_of_month: week } = updates;
  const missing = UPDATE_REQUIRED.filter((k) => updates[k] === void 0);
  if (missing.length > 0) out.report("database-updates", ["updates", missing[0]], `the live API takes a maintenance window with ${UPDATE_REQUIRED.join(", ")}; ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`);
  if (typeof frequency === "string" && frequency !== "weekly" && frequency !== "monthly") {
    out.report("database-updates", ["updates", "frequency"], `frequency is weekly or monthly on the live API, not ${show(frequency)}`);
  }
  for (const [key, min, max, words] of UPDATE_RANGES) {
    const value = updates[key];
    if (typeof value === "number" && Number.isInteger(value) && (value < min || value > max)) {
      out.report("database-updates", ["updates", key], `${key} is ${words} on the live API, not ${value}`);
    }
  }
  if (frequency === "monthly" && (week === void 0 || week === null)) {
    out.report("database-updates", ["updates"], "a monthly maintenance window needs week_of_month (1..4)");
  } else if (frequency === "weekly" && week !== void 0 && week !== null) {
    out.report("database-updates", ["updates", "week_of_month"], `week_of_month must be null for a weekly window, not ${show(week)}`);
  }
}
function checkAllowList(list, path, out) {
  if (!Array.isArray(list)) return;
  if (list.length === 0) {
    out.report("database-allow-list-empty", path, "allow_list is empty, which blocks every connection, public and private; list the addresses that may connect");
    return;
  }
  const cidrs = new Array(list.length);
  list.forEach((entry, i) => {
    if (typeof entry !== "string") return;
    const at = [...path, i];
    const parsed = parseCidr(entry, { family: 4, allowBareAddress: true });
    if (!parsed.ok) {
      const v6 = entry.includes(":") ? parseCidr(entry, { family: 6, allowBareAddress: true }) : void 0;
      if (v6?.ok) out.report("database-allow-list-ipv4", at, `allow_list entry ${show(entry)} is IPv6; the live API takes only IPv4 addresses and ranges`);
      else out.report("database-allow-list-syntax", at, `allow_list entry ${show(entry)} is not an IP address or range: ${v6 && !v6.ok ? v6.reason : parsed.reason}`);
      return;
    }
    const cidr = parsed.value;
    cidrs[i] = cidr;
    const canonical = formatCidr(cidr);
    if (!entry.includes("/")) {
      out.report("database-allow-list-canonical", at, `write ${canonical}: the API returns single addresses with a /32 mask`, {
        fix: { path: at, value: canonical, description: `replace with ${canonical}` }
      });
    } else if (cidr.hostBitsSet) {
      out.report("database-allow-list-host-bits", at, `${show(entry)} has host bits set and admits the whole network ${canonical}; write that, or /32 for the single address`, {
        fix: { path: at, value: canonical, description: `replace with ${canonical}` }
      });
    }
    if (cidr.prefix === 0) {
      out.report("database-allow-list-open", at, `${show(entry)} admits every IPv4 address to the database; list the networks that need access`);
    }
  });
  const anchors = findOverlapAnchors(cidrs);
  for (const { index, anchor, equal } of anchors) {
    if (equal) {
      out.report("database-allow-list-duplicate", [...path, index], `${show(list[index])} repeats allow_list[${anchor}]; remove one`, {
        related: [{ path: [...path, anchor], message: "first listed here" }]
      });
    }
  }
  for (const { index, anchor, equal } of anchors) {
    if (!equal) {
      out.report("database-allow-list-contained", [...path, index], `${show(list[index])} is already covered by ${show(list[anchor])}; it adds nothing`, {
        related: [{ path: [...path, anchor], message: "the covering entry" }]
      });
    }
  }
}
const UPDATE_FORBIDDEN = Object.fromEntries(
  ["engine", "region", "cluster_size", "encrypted", "ssl_connection", "replication_type"].map((k) => [k, `database update cannot change ${k}; it takes only label, allow_list, type and updates`])
);
function databaseFindings(body, mode) {
  return databaseEntryFindings(body, mode === "update" ? "update" : "create", mode === "update" ? updateSchema : createSchema);
}
function databaseStateFindings(entry) {
  return databaseEntryFindings(entry, "state", stateSchema);
}
const EMPTY_REFUSED = ["region", "type"];
function databaseEntryFindings(body, mode, shape) {
  const out = new Reporter();
  out.addAll(shape(mode === "update" ? withoutForbiddenFields(body, UPDATE_FORBIDDEN, "database-update-field", out) : body));
  if (!isPlainObject(body)) return out.findings;
  checkAllowList(body.allow_list, ["allow_list"], out);
  checkUpdates(body.updates, out);
  out.reportEmpty(body, EMPTY_REFUSED);
  if (mode === "update") return out.findings;
  checkEngine(body.engine, out);
  checkReplication(body, out);
  if (body.allow_list === void 0) {
    out.report("database-allow-list-empty", [], "allow_list is not set, and its default [] blocks every connection; list the addresses that may connect");
  }
  if (body.ssl_connection === false) {
    out.report("database-ssl-disabled", ["ssl_connection"], "ssl_connection: false lets clients connect without TLS; leave it true (the default) unless every client is on a private network");
  }
  if ((body.cluster_size ?? 1) === 1) {
    out.report(
      "database-single-node",
      body.cluster_size === void 0 ? [] : ["cluster_size"],
      "a single-node database is down during every maintenance window; cluster_size 3 keeps a replica serving"
    );
  }
  return out.findings;
}
function validateDatabase(body, mode = "create", options) {
  return profiledDiagnostics(withinBounds(body, () => databaseFindings(body, mode)), options);
}
export {
  DATABASE_ENGINES,
  checkAllowList,
  databaseFindings,
  databaseStateFindings,
  validateDatabase
};
