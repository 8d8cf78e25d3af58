"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var plan_exports = {};
__export(plan_exports, {
  CONFIG_UPDATE: () => CONFIG_UPDATE,
  planChange: () => planChange,
  planOperations: () => planOperations
});
module.exports = __toCommonJS(plan_exports);
var import_routes = require("../request/routes.js");
var import_text = require("../util/text.js");
var import_path_segment = require("../util/path-segment.js");
var import_identity = require("./identity.js");
const CONFIG_UPDATE = "PUT /compute/instances/{computeId}/configs/{configId}";
const SCOPES = new Map(import_routes.routes.map((r) => [r.id, r.scopes]));
const NOT_UPDATED = /* @__PURE__ */ new Set(["id", "status", "subnets", "rules", "devices", "created", "updated"]);
const READ_ONLY = /* @__PURE__ */ new Set(["id", "status", "created", "updated"]);
const placeholder = (name) => `<${(0, import_path_segment.encodeSegment)(name)}>`;
function ref(change) {
  const side = change?.before ?? change?.after;
  const id = change?.before?.value.id ?? change?.after?.value.id;
  const text = typeof id === "number" ? String(id) : typeof id === "string" ? id : void 0;
  if (text !== void 0) {
    const slash = change?.section === "images" ? text.indexOf("/") : -1;
    const segments = (slash === -1 ? [text] : [text.slice(0, slash), text.slice(slash + 1)]).map(import_path_segment.pathSegment);
    if (segments.every((s) => s !== void 0)) return segments.join("/");
  }
  return placeholder((0, import_identity.sideLabel)(side));
}
function changedFields(change) {
  const after = change.after?.value ?? {};
  const before = change.before?.value;
  const keys = /* @__PURE__ */ new Set([...Object.keys(after), ...before ? Object.keys(before) : []]);
  if (!before) return [...keys].filter((k) => !READ_ONLY.has(k));
  const updatable = (k) => !NOT_UPDATED.has(k) || k === "status" && change.section === "firewalls";
  return [...keys].filter((k) => updatable(k) && (0, import_identity.json)(before[k]) !== (0, import_identity.json)(after[k]));
}
function deviceKeys(side) {
  return new Map((0, import_identity.firewallDevices)(side).map(({ type, ref: ref2 }) => [`${type}:${String(ref2)}`, { type, ref: String(ref2) }]));
}
const PHASES = ["create", "subnet-create", "interface-add", "update", "device-add", "device-remove", "interface-remove", "delete", "subnet-delete", "vpc-delete", "ip"];
function vpcInterfaces(config) {
  const out = /* @__PURE__ */ new Set();
  const interfaces = (0, import_text.isPlainObject)(config) ? config.interfaces : void 0;
  if (!Array.isArray(interfaces)) return out;
  for (const i of interfaces) if ((0, import_text.isPlainObject)(i) && i.purpose === "vpc" && (typeof i.subnet === "string" || typeof i.subnet === "number")) out.add(String(i.subnet));
  return out;
}
const SUBJECT = {
  vpcs: "VPC",
  firewalls: "firewall",
  databases: "database",
  stackscripts: "StackScript",
  images: "image"
};
const IP_ENDPOINTS = {
  ip_assignments: "POST /networking/ips/assign",
  ip_shares: "POST /networking/ips/share",
  ipv6_ranges: "POST /networking/ipv6/ranges"
};
function planChange(before, after, changes = (0, import_identity.matchAccounts)(before, after)) {
  const requests = [];
  for (const section of ["ip_assignments", "ip_shares", "ipv6_ranges"]) {
    const held = new Set(before.sections[section].map((e) => (0, import_identity.json)(e.value)));
    for (const e of after.sections[section]) if (!held.has((0, import_identity.json)(e.value))) requests.push({ section, side: e });
  }
  const kept = (0, import_identity.heldRanges)(after);
  for (const [range, { at }] of (0, import_identity.heldRanges)(before)) if (!kept.has(range)) requests.push({ section: "ipv6_ranges", side: at, range });
  return planOperations(changes, requests);
}
function planOperations(changes, requests = []) {
  const byPhase = new Map(PHASES.map((p) => [p, []]));
  const add = (phase, endpoint, path, subject, source, fields, grants, events2) => {
    const method = endpoint.slice(0, endpoint.indexOf(" "));
    const scopes2 = endpoint === CONFIG_UPDATE ? ["compute:read_write"] : SCOPES.get(endpoint) ?? [];
    byPhase.get(phase).push({ endpoint, method, path, subject, fields, scopes: scopes2, grants, events: events2, source });
  };
  for (const change of changes) {
    const name = (0, import_identity.sideLabel)(change.after ?? change.before);
    const what = SUBJECT[change.section];
    switch (change.section) {
      case "vpcs": {
        const subject = `VPC ${(0, import_identity.json)(name)}`;
        const subnets = Array.isArray(change.after?.value.subnets) ? change.after.value.subnets.length : 0;
        const deleted = Array.isArray(change.before?.value.subnets) ? change.before.value.subnets.length : 0;
        if (change.how === "created") add("create", "POST /vpcs", "/vpcs", subject, change, changedFields(change), ["add_vpc"], ["vpc_create", ...Array(subnets).fill("subnet_create")]);
        else if (change.how === "deleted") add("vpc-delete", "DELETE /vpcs/{vpcId}", `/vpcs/${ref(change)}`, subject, change, [], [`read_write on ${subject}`], ["vpc_delete", ...Array(deleted).fill("subnet_delete")]);
        else {
          const fields = changedFields(change);
          if (fields.length) add("update", "PUT /vpcs/{vpcId}", `/vpcs/${ref(change)}`, subject, change, fields, [`read_write on ${subject}`], ["vpc_update"]);
        }
        break;
      }
      case "subnets": {
        if (!change.vpc || change.vpc.how === "created" || change.vpc.how === "deleted") break;
        const vpcName = (0, import_identity.sideLabel)(change.vpc.after ?? change.vpc.before);
        const subject = `subnet ${(0, import_identity.json)(`${vpcName}/${name}`)}`;
        const base = `/vpcs/${ref(change.vpc)}/subnets`;
        const grants = [`read_write on VPC ${(0, import_identity.json)(vpcName)}`];
        if (change.how === "created") add("subnet-create", "POST /vpcs/{vpcId}/subnets", base, subject, change, changedFields(change), grants, ["subnet_create"]);
        else if (change.how === "deleted") add("subnet-delete", "DELETE /vpcs/{vpcId}/subnets/{vpcSubnetId}", `${base}/${ref(change)}`, subject, change, [], grants, ["subnet_delete"]);
        else {
          const fields = changedFields(change);
          if (fields.length) add("update", "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}", `${base}/${ref(change)}`, subject, change, fields, grants, ["subnet_update"]);
        }
        break;
      }
      case "firewalls": {
        const subject = `firewall ${(0, import_identity.json)(name)}`;
        const path = `/networking/firewalls/${ref(change)}`;
        const grants = [`read_write on ${subject}`];
        if (change.how === "created") {
          const devices = [...deviceKeys(change.after).values()].map((d) => `read_write on ${d.type} ${(0, import_identity.json)(d.ref)}`);
          add("create", "POST /networking/firewalls", "/networking/firewalls", subject, change, changedFields(change), devices, ["firewall_create"]);
          break;
        }
        const before = deviceKeys(change.before);
        const after = deviceKeys(change.after);
        if (change.how === "deleted") {
          for (const d of before.values()) add("device-remove", "DELETE /networking/firewalls/{firewallId}/devices/{deviceId}", `${path}/devices/<${d.type} ${(0, import_path_segment.encodeSegment)(d.ref)}>`, `${subject} device ${d.type} ${(0, import_identity.json)(d.ref)}`, change, [], grants, ["firewall_device_remove"]);
          add("delete", "DELETE /networking/firewalls/{firewallId}", path, subject, change, [], grants, ["firewall_delete"]);
          break;
        }
        const fields = changedFields(change);
        if (fields.length) {
          const status = change.after?.value.status;
          const toggled = fields.includes("status") ? [status === "disabled" ? "firewall_disable" : "firewall_enable"] : [];
          add("update", "PUT /networking/firewalls/{firewallId}", path, subject, change, fields, grants, toggled);
        }
        if ((0, import_identity.json)(change.before?.value.rules) !== (0, import_identity.json)(change.after?.value.rules)) add("update", "PUT /networking/firewalls/{firewallId}/rules", `${path}/rules`, subject, change, ["rules"], grants, []);
        for (const [key, d] of after) {
          if (!before.has(key)) add("device-add", "POST /networking/firewalls/{firewallId}/devices", `${path}/devices`, `${subject} device ${d.type} ${(0, import_identity.json)(d.ref)}`, change, ["id", "type"], [...grants, `read_write on ${d.type} ${(0, import_identity.json)(d.ref)}`], ["firewall_device_add"]);
        }
        for (const [key, d] of before) {
          if (!after.has(key)) add("device-remove", "DELETE /networking/firewalls/{firewallId}/devices/{deviceId}", `${path}/devices/<${d.type} ${(0, import_path_segment.encodeSegment)(d.ref)}>`, `${subject} device ${d.type} ${(0, import_identity.json)(d.ref)}`, change, [], grants, ["firewall_device_remove"]);
        }
        break;
      }
      case "databases":
      case "stackscripts":
      case "images": {
        const subject = `${what} ${(0, import_identity.json)(name)}`;
        const [collection, create, one] = change.section === "databases" ? ["/databases/mysql/instances", "POST /databases/mysql/instances", "/databases/mysql/instances/{instanceId}"] : change.section === "stackscripts" ? ["/compute/stackscripts", "POST /compute/stackscripts", "/compute/stackscripts/{stackscriptId}"] : change.after?.value.region !== void 0 ? ["/images/upload", "POST /images/upload", "/images/{imageId}"] : ["/images", "POST /images", "/images/{imageId}"];
        const base = collection.endsWith("/upload") ? "/images" : collection;
        const path = `${base}/${ref(change)}`;
        const grants = [`read_write on ${subject}`];
        if (change.how === "created") add("create", create, collection, subject, change, changedFields(change), change.section === "databases" ? ["add_databases"] : [], []);
        else if (change.how === "deleted") add("delete", `DELETE ${one}`, path, subject, change, [], change.section === "databases" ? ["an unrestricted user"] : grants, []);
        else {
          const fields = changedFields(change);
          if (fields.length) add("update", `PUT ${one}`, path, subject, change, fields, grants, []);
        }
        break;
      }
      case "computes": {
        if (!change.before || !change.after) break;
        const before = Array.isArray(change.before.value.configs) ? change.before.value.configs : [];
        const after = Array.isArray(change.after.value.configs) ? change.after.value.configs : [];
        for (let i = 0; i < Math.max(before.length, after.length); i++) {
          const was = vpcInterfaces(before[i]);
          const now = vpcInterfaces(after[i]);
          const added = [...now].filter((s) => !was.has(s));
          const removed = [...was].filter((s) => !now.has(s));
          if (!added.length && !removed.length) continue;
          const config = after[i] ?? before[i];
          const configName = (0, import_text.isPlainObject)(config) && typeof config.label === "string" ? config.label : String(i);
          const what2 = [...added.map((s) => `+ vpc interface on ${s}`), ...removed.map((s) => `- vpc interface on ${s}`)];
          add(added.length ? "interface-add" : "interface-remove", CONFIG_UPDATE, `/compute/instances/${ref(change)}/configs/${placeholder(configName)}`, `compute instance ${(0, import_identity.json)(name)} profile ${(0, import_identity.json)(configName)}`, change, what2, [`read_write on compute instance ${(0, import_identity.json)(name)}`], []);
        }
        break;
      }
      default:
        break;
    }
  }
  for (const request of requests) {
    if (request.range !== void 0) {
      const address = request.range.split("/")[0];
      add("delete", "DELETE /networking/ipv6/ranges/{range}", `/networking/ipv6/ranges/${(0, import_path_segment.pathSegment)(address) ?? placeholder(address)}`, `IPv6 range ${(0, import_identity.json)(request.range)}`, request, [], ["read_write on the range"], []);
      continue;
    }
    const endpoint = IP_ENDPOINTS[request.section];
    const subject = `${request.section.replace("_", " ").replace(/s$/, "")} ${String(request.side.path[0])}[${String(request.side.path[1])}]`;
    add("ip", endpoint, endpoint.slice(endpoint.indexOf(" ") + 1), subject, request, Object.keys(request.side.value), ["read_write on the addresses and instances involved"], []);
  }
  const updates = byPhase.get("update");
  byPhase.set("update", [...updates.filter((o) => o.events.includes("firewall_disable")), ...updates.filter((o) => !o.events.includes("firewall_disable"))]);
  const operations = PHASES.flatMap((p) => byPhase.get(p));
  const scopes = [...new Set(operations.flatMap((o) => o.scopes))].sort();
  const events = operations.flatMap((o) => o.events);
  return { operations, scopes, events };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CONFIG_UPDATE,
  planChange,
  planOperations
});
