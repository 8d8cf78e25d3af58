"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var database_exports = {};
__export(database_exports, {
  DATABASE_ENGINES: () => DATABASE_ENGINES,
  checkAllowList: () => checkAllowList,
  databaseFindings: () => databaseFindings,
  databaseStateFindings: () => databaseStateFindings,
  validateDatabase: () => validateDatabase
});
module.exports = __toCommonJS(database_exports);
var import_cidr = require("../net/cidr.js");
var import_overlap = require("../net/overlap.js");
var import_report = require("../rules/report.js");
var import_compile = require("../schemas/compile.js");
var compiled = __toESM(require("../schemas/validators/database.generated.js"), 1);
var import_text = require("../util/text.js");
var import_common = require("./common.js");
const rules = (0, import_compile.resourceRules)("database");
const createSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.databaseCreate, rules, import_compile.API_WORDS);
const stateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.databaseState, rules);
const updateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.databaseUpdate, rules, import_compile.API_WORDS);
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
  const pair = (0, import_common.splitPair)(engine);
  if (!pair) {
    out.report("database-engine", ["engine"], `engine ${(0, import_text.show)(engine)} must be <engine>/<version>, e.g. "mysql/8.0.30"`);
    return;
  }
  const [name, version] = pair;
  if (!DATABASE_ENGINES.includes(name)) {
    out.report("database-engine", ["engine"], `engine ${(0, import_text.show)(name)} is not a managed MySQL engine; write "mysql/<version>"`);
  } else if (!isVersion(version)) {
    out.report("database-engine-version", ["engine"], `engine version ${(0, import_text.show)(version)} is not a version number such as 8.0.30`);
  }
}
function checkReplication(body, out) {
  const size = body.cluster_size ?? 1;
  const replication = body.replication_type;
  if (typeof replication !== "string" || !REPLICATION_TYPES.includes(replication) || size !== 1 && size !== 3) return;
  if (size === 1 && replication !== "none") {
    out.report("database-replication", ["replication_type"], `replication_type ${(0, import_text.show)(replication)} needs a cluster; a single node (cluster_size 1) takes "none"`);
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
  if (!(0, import_text.isPlainObject)(updates)) return;
  const { frequency, week_of_month: week } = updates;
  const missing = UPDATE_REQUIRED.filter((k) => updates[k] === void 0);
  if (missing.length > 0) out.report("database-updates", ["updates", missing[0]], `the live API takes a maintenance window with ${UPDATE_REQUIRED.join(", ")}; ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`);
  if (typeof frequency === "string" && frequency !== "weekly" && frequency !== "monthly") {
    out.report("database-updates", ["updates", "frequency"], `frequency is weekly or monthly on the live API, not ${(0, import_text.show)(frequency)}`);
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
    out.report("database-updates", ["updates", "week_of_month"], `week_of_month must be null for a weekly window, not ${(0, import_text.show)(week)}`);
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
    const parsed = (0, import_cidr.parseCidr)(entry, { family: 4, allowBareAddress: true });
    if (!parsed.ok) {
      const v6 = entry.includes(":") ? (0, import_cidr.parseCidr)(entry, { family: 6, allowBareAddress: true }) : void 0;
      if (v6?.ok) out.report("database-allow-list-ipv4", at, `allow_list entry ${(0, import_text.show)(entry)} is IPv6; the live API takes only IPv4 addresses and ranges`);
      else out.report("database-allow-list-syntax", at, `allow_list entry ${(0, import_text.show)(entry)} is not an IP address or range: ${v6 && !v6.ok ? v6.reason : parsed.reason}`);
      return;
    }
    const cidr = parsed.value;
    cidrs[i] = cidr;
    const canonical = (0, import_cidr.formatCidr)(cidr);
    if (!entry.includes("/")) {
      out.report("database-allow-list-canonical", at, `write ${canonical}: the API returns single addresses with a /32 mask`, {
        fix: { path: at, value: canonical, description: `replace with ${canonical}` }
      });
    } else if (cidr.hostBitsSet) {
      out.report("database-allow-list-host-bits", at, `${(0, import_text.show)(entry)} has host bits set and admits the whole network ${canonical}; write that, or /32 for the single address`, {
        fix: { path: at, value: canonical, description: `replace with ${canonical}` }
      });
    }
    if (cidr.prefix === 0) {
      out.report("database-allow-list-open", at, `${(0, import_text.show)(entry)} admits every IPv4 address to the database; list the networks that need access`);
    }
  });
  const anchors = (0, import_overlap.findOverlapAnchors)(cidrs);
  for (const { index, anchor, equal } of anchors) {
    if (equal) {
      out.report("database-allow-list-duplicate", [...path, index], `${(0, import_text.show)(list[index])} repeats allow_list[${anchor}]; remove one`, {
        related: [{ path: [...path, anchor], message: "first listed here" }]
      });
    }
  }
  for (const { index, anchor, equal } of anchors) {
    if (!equal) {
      out.report("database-allow-list-contained", [...path, index], `${(0, import_text.show)(list[index])} is already covered by ${(0, import_text.show)(list[anchor])}; it adds nothing`, {
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
  const out = new import_report.Reporter();
  out.addAll(shape(mode === "update" ? (0, import_common.withoutForbiddenFields)(body, UPDATE_FORBIDDEN, "database-update-field", out) : body));
  if (!(0, import_text.isPlainObject)(body)) return out.findings;
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
  return (0, import_common.profiledDiagnostics)((0, import_report.withinBounds)(body, () => databaseFindings(body, mode)), options);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DATABASE_ENGINES,
  checkAllowList,
  databaseFindings,
  databaseStateFindings,
  validateDatabase
});
