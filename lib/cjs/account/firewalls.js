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
var firewalls_exports = {};
__export(firewalls_exports, {
  checkFirewallsAcrossAccount: () => checkFirewallsAcrossAccount
});
module.exports = __toCommonJS(firewalls_exports);
var import_text = require("../util/text.js");
var import_account = require("./account.js");
var import_unique = require("./unique.js");
const RELATED_PER_ASSIGNMENT = 3;
function firewallName(entry) {
  return typeof entry.value.label === "string" ? (0, import_text.show)(entry.value.label) : `firewalls[${entry.path[1]}]`;
}
function checkFirewallsAcrossAccount(account, out) {
  (0, import_unique.checkUniqueLabels)(account.sections.firewalls, "firewall-label-unique", "firewall", out);
  const activeByDevice = /* @__PURE__ */ new Map();
  for (const fw of account.sections.firewalls) {
    const { devices, status } = fw.value;
    if (!(0, import_text.isPlainObject)(devices)) continue;
    const enabled = status !== "disabled";
    for (const [kind, index] of [
      ["computes", account.computes],
      ["nodebalancers", account.nodebalancers]
    ]) {
      const refs = devices[kind];
      if (!Array.isArray(refs)) continue;
      refs.forEach((ref, i) => {
        const at = [...fw.path, "devices", kind, i];
        const resolved = (0, import_account.resolveReference)(index, ref, at, fw.fileIndex, out);
        if (!resolved) return;
        if (resolved.entry?.value.live_migration === true) {
          out.report(
            "firewall-live-migration",
            at,
            `${index.kind} ${(0, import_text.show)(ref)} has a live migration in progress; the API refuses firewall changes for it until the migration ends`,
            { fileIndex: fw.fileIndex, related: [{ path: [...resolved.entry.path, "live_migration"], fileIndex: resolved.entry.fileIndex, message: "live migration in progress" }] }
          );
        }
        if (!enabled) return;
        const name = resolved.entry && typeof resolved.entry.value.label === "string" ? (0, import_text.show)(resolved.entry.value.label) : (0, import_text.show)(ref);
        let group = activeByDevice.get(resolved.key);
        if (!group) activeByDevice.set(resolved.key, group = { name: `${index.kind} ${name}`, assignments: [], firewalls: /* @__PURE__ */ new Set() });
        if (!group.firewalls.has(fw)) {
          group.firewalls.add(fw);
          group.assignments.push({ firewall: fw, at });
        }
      });
    }
  }
  for (const fw of account.sections.firewalls) checkNodeBalancerOnly(fw, account, out);
  for (const { name, assignments } of activeByDevice.values()) {
    if (assignments.length < 2) continue;
    const named = assignments.slice(0, 3).map((a) => firewallName(a.firewall)).join(", ");
    const list = assignments.length > 3 ? `${named} and ${assignments.length - 3} more` : named;
    for (const mine of assignments) {
      const others = [];
      for (const a of assignments) {
        if (others.length === RELATED_PER_ASSIGNMENT) break;
        if (a !== mine) others.push(a);
      }
      out.report(
        "firewall-single-active",
        mine.at,
        `${name} has ${assignments.length} enabled firewalls (${list}); a service has at most one active firewall: disable or unassign all but one`,
        {
          fileIndex: mine.firewall.fileIndex,
          related: others.map((o) => ({ path: o.at, fileIndex: o.firewall.fileIndex, message: `also assigned by firewall ${firewallName(o.firewall)}` }))
        }
      );
    }
  }
}
function checkNodeBalancerOnly(fw, account, out) {
  const { devices, rules } = fw.value;
  if (!(0, import_text.isPlainObject)(devices) || !(0, import_text.isPlainObject)(rules)) return;
  const nodebalancers = Array.isArray(devices.nodebalancers) ? devices.nodebalancers : [];
  const computes = Array.isArray(devices.computes) ? devices.computes : [];
  if (nodebalancers.length === 0 || computes.length > 0) return;
  const shown = nodebalancers.slice(0, 3).map((ref) => {
    const entry = typeof ref === "string" ? account.nodebalancers.byLabel.get(ref) : typeof ref === "number" ? account.nodebalancers.byId.get(ref) : void 0;
    return entry && typeof entry.value.label === "string" ? (0, import_text.show)(entry.value.label) : (0, import_text.show)(ref);
  }).join(", ");
  const names = nodebalancers.length > 3 ? `${shown} and ${nodebalancers.length - 3} more` : shown;
  (0, import_account.eachFirewallRule)(fw, (rule, direction, i) => {
    if (direction === "inbound" && rule.protocol === "TCP") return;
    const what = direction === "outbound" ? "outbound rules" : `${String(rule.protocol)} rules`;
    out.report("firewall-nodebalancer-ineffective", [...fw.path, "rules", direction, i], `this firewall is assigned only to NodeBalancer ${names}, where firewalls filter inbound TCP only: ${what} do nothing there`, {
      fileIndex: fw.fileIndex
    });
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkFirewallsAcrossAccount
});
