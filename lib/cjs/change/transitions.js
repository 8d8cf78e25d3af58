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
var transitions_exports = {};
__export(transitions_exports, {
  CAUSE: () => CAUSE,
  RANGE_CAUSE: () => RANGE_CAUSE,
  checkTransitions: () => checkTransitions
});
module.exports = __toCommonJS(transitions_exports);
var import_analysis = require("../firewall/analysis.js");
var import_model = require("../firewall/model.js");
var import_firewall_diff = require("./firewall-diff.js");
var import_text = require("../util/text.js");
var import_marks = require("../util/marks.js");
var import_identity = require("./identity.js");
const CAUSE = /* @__PURE__ */ new WeakMap();
const RANGE_CAUSE = /* @__PURE__ */ new WeakMap();
function caused(out, change) {
  const finding = out.findings[out.findings.length - 1];
  if (finding && change) CAUSE.set(finding, change);
}
const DATABASE_FIXED = ["engine", "region", "cluster_size", "encrypted", "ssl_connection", "replication_type"];
const label = import_identity.sideLabel;
const DELETABLE = /* @__PURE__ */ new Set(["active", "failed", "degraded"]);
const DATABASE_UPDATED = ["label", "allow_list", "type", "updates"];
function checkTransitions(before, after, out, placeDeleted, options = {}) {
  const changes = (0, import_identity.matchAccounts)(before, after);
  const at = (side, field) => ({ fileIndex: side.fileIndex, path: field === void 0 ? side.path : [...side.path, field] });
  let current;
  const deleted = (side, ruleId, message) => {
    const { fileIndex, path } = placeDeleted(side);
    out.report(ruleId, path, message, { fileIndex });
    caused(out, current);
  };
  for (const change of changes) {
    current = change;
    const { before: b, after: a } = change;
    if (b && !a) {
      const name = (0, import_text.show)(label(b));
      if (change.section === "databases") {
        const status = b.value.status;
        if (typeof status === "string" && !DELETABLE.has(status)) deleted(b, "database-status-transition", `database ${name} is deleted while ${(0, import_text.show)(status)}; the API deletes a database only while active, failed or degraded`);
        deleted(b, "database-deleted", `database ${name} is deleted, with its data and backups: this cannot be undone`);
      }
      if (change.section === "images") {
        if (isPublicImage(b)) deleted(b, "image-public-change", `image ${name} (${(0, import_text.show)(b.value.id)}) is a public image: it cannot be deleted`);
        else deleted(b, "image-deleted", `image ${name} is deleted: this cannot be undone`);
      }
      if (change.section === "stackscripts" && b.value.is_public === true) deleted(b, "stackscript-public-change", `StackScript ${name} is public and cannot be deleted`);
    }
    if (b && a) {
      if (change.section === "databases" && typeof b.value.status === "string" && b.value.status !== "active") {
        const edited = DATABASE_UPDATED.filter((f) => (0, import_identity.json)(b.value[f]) !== (0, import_identity.json)(a.value[f]));
        if (edited.length) {
          out.report("database-status-transition", [...a.path, edited[0]], `database ${(0, import_text.show)(label(a))} is updated (${edited.join(", ")}) while ${(0, import_text.show)(b.value.status)}; the API updates a database only while active`, { fileIndex: a.fileIndex });
        }
      }
      if (change.section === "images" && isPublicImage(b) && (0, import_identity.json)(b.value) !== (0, import_identity.json)(a.value)) {
        out.report("image-public-change", [...a.path, "id"], `image ${(0, import_text.show)(label(a))} (${(0, import_text.show)(b.value.id)}) is a public image: it cannot be updated`, { fileIndex: a.fileIndex });
      }
      if (change.section === "databases") checkAllowListChange(b, a, out);
      if (change.section === "stackscripts" && b.value.is_public === true && a.value.is_public === false) {
        out.report("stackscript-public-change", [...a.path, "is_public"], `StackScript ${(0, import_text.show)(label(a))} is public and cannot be made private`, { fileIndex: a.fileIndex });
      }
      if (change.section === "firewalls" && (0, import_identity.json)(b.value.rules) !== (0, import_identity.json)(a.value.rules)) checkNewExposures(b, a, options, out);
      if (change.section === "subnets" && b.value.ipv4 !== void 0 && (0, import_identity.json)(b.value.ipv4) !== (0, import_identity.json)(a.value.ipv4)) {
        const { fileIndex, path } = at(a, "ipv4");
        out.report("subnet-ipv4-changed", path, `subnet ${(0, import_text.show)(label(a))}: ipv4 ${(0, import_text.show)(b.value.ipv4)} \u2192 ${(0, import_text.show)(a.value.ipv4)}; a subnet's ipv4 is not changeable by update (create a new subnet and move the interfaces)`, { fileIndex });
      }
      if (change.section === "vpcs" && b.value.region !== void 0 && (0, import_identity.json)(b.value.region) !== (0, import_identity.json)(a.value.region)) {
        const { fileIndex, path } = at(a, "region");
        out.report("vpc-region-changed", path, `VPC ${(0, import_text.show)(label(a))}: region ${(0, import_text.show)(b.value.region)} \u2192 ${(0, import_text.show)(a.value.region)}; VPC update takes only label and description (a VPC in another region is a new VPC)`, { fileIndex });
      }
      if (change.section === "databases") {
        for (const field of DATABASE_FIXED) {
          if ((0, import_identity.json)(b.value[field]) === (0, import_identity.json)(a.value[field])) continue;
          const { fileIndex, path } = at(a, field);
          out.report("database-field-changed", path, `database ${(0, import_text.show)(label(a))}: ${field} ${(0, import_text.show)(b.value[field])} \u2192 ${(0, import_text.show)(a.value[field])}; database update takes only label, allow_list, type and updates`, { fileIndex });
        }
      }
    }
  }
  reportIdentityGuesses(changes, out, placeDeleted);
  checkSubnetsInUse(changes, after, out);
  checkProtectionRemoved(changes, out, placeDeleted);
  checkEnableConflicts(changes, out);
  checkSharedRangesDeleted(before, after, out, placeDeleted);
  return changes;
}
function servicesOf(side) {
  return (0, import_identity.firewallDevices)(side).map(({ type, ref }) => `${type === "compute" ? "compute instance" : "NodeBalancer"} ${(0, import_text.show)(ref)}`);
}
function checkEnableConflicts(changes, out) {
  const firewalls = changes.filter((c) => c.section === "firewalls" && c.after);
  const enabledOn = /* @__PURE__ */ new Map();
  for (const c of firewalls) {
    if (c.after.value.status === "disabled") continue;
    for (const service of servicesOf(c.after)) {
      const list = enabledOn.get(service);
      if (list) list.push(c.after);
      else enabledOn.set(service, [c.after]);
    }
  }
  for (const c of firewalls) {
    if (c.before?.value.status !== "disabled" || c.after.value.status === "disabled") continue;
    for (const service of servicesOf(c.after)) {
      const other = enabledOn.get(service)?.find((s) => s !== c.after);
      if (!other) continue;
      out.report("firewall-enable-conflict", [...c.after.path, "status"], `enabling firewall ${(0, import_text.show)(label(c.after))} while firewall ${(0, import_text.show)(label(other))} is enabled on ${service}; the API refuses it (disable or unassign the other first)`, {
        fileIndex: c.after.fileIndex
      });
      break;
    }
  }
}
function checkSharedRangesDeleted(before, after, out, placeDeleted) {
  const kept = (0, import_identity.heldRanges)(after);
  const shared = /* @__PURE__ */ new Set();
  for (const share of before.sections.ip_shares) {
    const ips = share.value.ips;
    if (Array.isArray(ips)) {
      for (const ip of ips) if (typeof ip === "string") shared.add(ip.toLowerCase());
    }
  }
  for (const compute of before.sections.computes) {
    const v4 = compute.value.ipv4;
    const list = (0, import_text.isPlainObject)(v4) ? v4.shared : void 0;
    if (Array.isArray(list)) {
      for (const ip of list) if (typeof ip === "string") shared.add(ip.toLowerCase());
    }
  }
  const computesByLabel = /* @__PURE__ */ new Map();
  for (const c of after.sections.computes) if (!computesByLabel.has(label(c))) computesByLabel.set(label(c), c);
  for (const [range, { holder }] of (0, import_identity.heldRanges)(before)) {
    if (kept.has(range)) continue;
    const address = range.split("/")[0];
    if (!shared.has(address) && !shared.has(range)) continue;
    const now = computesByLabel.get(label(holder));
    const { fileIndex, path } = now ? { fileIndex: now.fileIndex, path: [...now.path, "ipv6_ranges"] } : placeDeleted(holder);
    out.report("ipv6-range-shared-delete", path, `IPv6 range ${(0, import_text.show)(range)} of ${(0, import_text.show)(label(holder))} is shared and goes away in this change; a shared range cannot be deleted (remove the share first)`, { fileIndex });
    RANGE_CAUSE.set(out.findings[out.findings.length - 1], range);
  }
}
const isPublicImage = (side) => typeof side.value.id === "string" && side.value.id.startsWith("compute/");
function checkAllowListChange(b, a, out) {
  const was = b.value.allow_list;
  const now = a.value.allow_list;
  if ((0, import_identity.json)(was) === (0, import_identity.json)(now) || !Array.isArray(now)) return;
  const at = [...a.path, "allow_list"];
  const name = (0, import_text.show)(label(a));
  const open = now.some((entry) => entry === "0.0.0.0/0");
  if (open && !(Array.isArray(was) && was.includes("0.0.0.0/0"))) {
    out.report("database-allow-list-change", at, `database ${name}: the allow list now admits every address (0.0.0.0/0); before it admitted only ${Array.isArray(was) && was.length ? was.map((e) => (0, import_text.show)(e)).join(", ") : "no one"}`, { fileIndex: a.fileIndex });
  } else if (now.length === 0) {
    out.report("database-allow-list-change", at, `database ${name}: the allow list is emptied, which locks every client out`, { fileIndex: a.fileIndex });
  }
  const others = DATABASE_UPDATED.filter((f) => f !== "allow_list" && (0, import_identity.json)(b.value[f]) !== (0, import_identity.json)(a.value[f]));
  if (others.length) {
    out.report("database-allow-list-with-edits", at, `database ${name}: the allow list changes in the same change as ${others.join(", ")}; setting allow_list takes a while, so successive updates of it are inappropriate: change it on its own`, { fileIndex: a.fileIndex });
  }
}
function checkSubnetsInUse(changes, after, out) {
  const gone = /* @__PURE__ */ new Map();
  const causeOf = /* @__PURE__ */ new Map();
  for (const c of changes) {
    if (c.section !== "subnets" || !c.before) continue;
    const vpcDeleted = c.vpc?.how === "deleted";
    if (c.how !== "deleted" && !vpcDeleted) continue;
    const vpcName = label(c.vpc?.before);
    const what = vpcDeleted ? `VPC ${(0, import_text.show)(vpcName)} is deleted` : `subnet ${(0, import_text.show)(`${vpcName}/${label(c.before)}`)} is deleted`;
    gone.set(`${vpcName}/${label(c.before)}`, what);
    causeOf.set(`${vpcName}/${label(c.before)}`, vpcDeleted ? c.vpc : c);
    if (typeof c.before.value.id === "number") {
      gone.set(`#${c.before.value.id}`, what);
      causeOf.set(`#${c.before.value.id}`, vpcDeleted ? c.vpc : c);
    }
  }
  if (gone.size === 0) return;
  for (const compute of after.sections.computes) {
    const configs = compute.value.configs;
    if (!Array.isArray(configs)) continue;
    configs.forEach((config, i) => {
      const interfaces = (0, import_text.isPlainObject)(config) ? config.interfaces : void 0;
      if (!Array.isArray(interfaces)) return;
      interfaces.forEach((iface, j) => {
        if (!(0, import_text.isPlainObject)(iface)) return;
        const ref = typeof iface.subnet === "number" ? `#${iface.subnet}` : typeof iface.subnet === "string" ? iface.subnet : void 0;
        const what = ref === void 0 ? void 0 : gone.get(ref);
        if (!what) return;
        out.report("subnet-delete-in-use", [...compute.path, "configs", i, "interfaces", j, "subnet"], `${what} while ${(0, import_text.show)(label(compute))} still has an interface on ${(0, import_text.show)(iface.subnet)}; delete the interface first (the API refuses to delete a subnet with interfaces)`, { fileIndex: compute.fileIndex });
        caused(out, causeOf.get(ref));
      });
    });
  }
}
function checkProtectionRemoved(changes, out, placeDeleted) {
  const protect = (side, into) => {
    if (side && side.value.status !== "disabled") for (const service of servicesOf(side)) into.set(service, label(side));
  };
  const firewalls = changes.filter((c) => c.section === "firewalls");
  const before = /* @__PURE__ */ new Map();
  const after = /* @__PURE__ */ new Map();
  for (const c of firewalls) {
    protect(c.before, before);
    protect(c.after, after);
  }
  const byLabel = /* @__PURE__ */ new Map();
  for (const c of firewalls) if (c.before && !byLabel.has(label(c.before))) byLabel.set(label(c.before), c);
  for (const [service, firewall] of before) {
    if (after.has(service)) continue;
    const c = byLabel.get(firewall);
    const cause = !c.after ? "is deleted" : c.after.value.status === "disabled" ? "is disabled" : `no longer lists ${service}`;
    const message = `${service} is left with no enabled firewall: firewall ${(0, import_text.show)(firewall)} ${cause}`;
    if (!c.after) {
      const { fileIndex, path } = placeDeleted(c.before);
      out.report("firewall-protection-removed", path, message, { fileIndex });
      caused(out, c);
    } else {
      const field = c.after.value.status === "disabled" ? "status" : "devices";
      out.report("firewall-protection-removed", [...c.after.path, field], message, { fileIndex: c.after.fileIndex });
    }
  }
}
function checkNewExposures(b, a, options, out) {
  const undecided = unknownDirections(b.value.rules);
  const sensitivePorts = options.sensitivePorts ?? import_analysis.DEFAULT_SENSITIVE_PORTS;
  const beforeModel = (0, import_model.compileFirewallRules)(b.value.rules);
  const afterModel = (0, import_model.compileFirewallRules)(a.value.rules);
  const exposedBefore = (0, import_analysis.analyzeFirewall)(beforeModel, { sensitivePorts }).exposures;
  const fresh = (0, import_analysis.analyzeFirewall)(afterModel, { sensitivePorts }).exposures.flatMap((e) => {
    const was = exposedBefore.filter((x) => x.direction === e.direction && x.protocol === e.protocol && x.family === e.family).flatMap((x) => x.ports);
    if (undecided.has(e.direction)) return [];
    return (0, import_model.subtractRanges)(e.ports, was).map((ports) => ({ direction: e.direction, protocol: e.protocol, family: e.family, ports }));
  });
  if (fresh.length === 0) return;
  const reported = /* @__PURE__ */ new Set();
  for (const region of (0, import_firewall_diff.diffFirewall)(beforeModel, afterModel)) {
    if (region.after !== "ACCEPT" || reported.has(region.text)) continue;
    const opens = fresh.some((f) => f.direction === region.direction && f.protocol === region.protocol && f.family === region.family && region.ports.some(([l, h]) => f.ports[0] <= h && f.ports[1] >= l));
    if (!opens) continue;
    reported.add(region.text);
    out.report("firewall-change-exposes-port", [...a.path, "rules"], `firewall ${(0, import_text.show)(label(a))}: ${region.text}`, { fileIndex: a.fileIndex });
  }
}
function reportIdentityGuesses(changes, out, placeDeleted) {
  const deletedWithoutId = /* @__PURE__ */ new Map();
  for (const c of changes) {
    if (c.how === "deleted" && c.before && c.before.value.id === void 0) {
      const key = c.section === "subnets" ? `subnets:${label(c.vpc?.after ?? c.vpc?.before)}` : c.section;
      const list = deletedWithoutId.get(key);
      if (list) list.push(c.before);
      else deletedWithoutId.set(key, [c.before]);
    }
  }
  for (const c of changes) {
    if (c.how !== "created" || !c.after || c.after.value.id !== void 0 || c.section === "computes" || c.section === "nodebalancers") continue;
    const key = c.section === "subnets" ? `subnets:${label(c.vpc?.after ?? c.vpc?.before)}` : c.section;
    const gone = deletedWithoutId.get(key);
    if (!gone?.length) continue;
    const old = gone[0];
    const { where } = placeDeleted(old);
    out.report(
      "change-identity",
      [...c.after.path, "label"],
      `${(0, import_text.show)(label(c.after))} is new and ${(0, import_text.show)(label(old))} (${where}) is gone, and neither has an id: if this is a rename, the change deletes and recreates it; add the id to update it in place`,
      { fileIndex: c.after.fileIndex }
    );
  }
}
function unknownDirections(rules) {
  const out = /* @__PURE__ */ new Set();
  if (typeof rules !== "object" || rules === null) return out;
  const marks = rules[import_marks.RULES_UNKNOWN];
  for (const direction of ["inbound", "outbound"]) {
    if (marks?.[direction] || marks?.[`${direction}_policy`]) out.add(direction);
    const list = rules[direction];
    const unknownRule = (r) => typeof r === "object" && r !== null && r[import_marks.RULE_UNKNOWN] !== void 0 && r[import_marks.LEGACY_RULE] === void 0;
    if (Array.isArray(list) && list.some(unknownRule)) out.add(direction);
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CAUSE,
  RANGE_CAUSE,
  checkTransitions
});
