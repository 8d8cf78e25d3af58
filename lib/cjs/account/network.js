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
var network_exports = {};
__export(network_exports, {
  checkNetworkAcrossAccount: () => checkNetworkAcrossAccount
});
module.exports = __toCommonJS(network_exports);
var import_cidr = require("../net/cidr.js");
var import_ip = require("../net/ip.js");
var import_common = require("../resources/common.js");
var import_text = require("../util/text.js");
var import_unique = require("./unique.js");
function indexSubnets(account) {
  const byName = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  for (const vpc of account.sections.vpcs) {
    const { label, subnets } = vpc.value;
    if (!Array.isArray(subnets)) continue;
    subnets.forEach((subnet, index) => {
      if (!(0, import_text.isPlainObject)(subnet)) return;
      const parsed = typeof subnet.ipv4 === "string" ? (0, import_cidr.parseCidr)(subnet.ipv4, { family: 4 }) : void 0;
      const ref = { vpc, index, value: subnet, ...parsed?.ok ? { cidr: parsed.value } : {} };
      if (typeof label === "string" && typeof subnet.label === "string") {
        const name = `${label}/${subnet.label}`;
        if (!byName.has(name)) byName.set(name, ref);
      }
      if (typeof subnet.id === "number" && !byId.has(subnet.id)) byId.set(subnet.id, ref);
    });
  }
  return { byName, byId, suggester: new import_text.Suggester(byName.keys()) };
}
function checkInterfaces(account, out) {
  const subnets = indexSubnets(account);
  for (const compute of account.sections.computes) {
    const { configs, region } = compute.value;
    if (!Array.isArray(configs)) continue;
    configs.forEach((config, c) => {
      if (!(0, import_text.isPlainObject)(config) || !Array.isArray(config.interfaces)) return;
      config.interfaces.forEach((iface, i) => {
        if (!(0, import_text.isPlainObject)(iface) || iface.purpose !== "vpc") return;
        const at = (...rest) => [...compute.path, "configs", c, "interfaces", i, ...rest];
        const ref = iface.subnet;
        let subnet;
        if (typeof ref === "string") {
          if (!(0, import_common.splitPair)(ref)) return;
          subnet = subnets.byName.get(ref);
          if (!subnet) {
            const guess = subnets.suggester.suggest(ref);
            out.report("unresolved-reference", at("subnet"), `no subnet ${(0, import_text.show)(ref)} ("<vpc>/<subnet>") under vpcs${guess ? `; did you mean "${guess}"?` : ""}`, {
              fileIndex: compute.fileIndex
            });
            return;
          }
        } else if (typeof ref === "number" && Number.isInteger(ref)) {
          subnet = subnets.byId.get(ref);
          if (!subnet) {
            if (subnets.byId.size > 0) out.report("unknown-id-reference", at("subnet"), `no subnet under vpcs has id ${ref}`, { fileIndex: compute.fileIndex });
            return;
          }
        } else return;
        const vpcRegion = subnet.vpc.value.region;
        if (typeof region === "string" && typeof vpcRegion === "string" && region !== vpcRegion) {
          out.report("compute-interface-region", at("subnet"), `${(0, import_text.show)(compute.value.label)} is in ${(0, import_text.show)(region)} but VPC ${(0, import_text.show)(subnet.vpc.value.label)} is in ${(0, import_text.show)(vpcRegion)}; an instance attaches only to VPCs in its region`, {
            fileIndex: compute.fileIndex,
            related: [{ path: [...subnet.vpc.path, "region"], fileIndex: subnet.vpc.fileIndex, message: "the VPC's region" }]
          });
        }
        const vpcAddress = (0, import_text.isPlainObject)(iface.ipv4) ? iface.ipv4.vpc : void 0;
        if (typeof vpcAddress !== "string" || !subnet.cidr) return;
        const address = (0, import_ip.parseIpv4)(vpcAddress);
        if (!address.ok) return;
        const cidr = subnet.cidr;
        const { vpc, index, value } = subnet;
        const related = () => [{ path: [...vpc.path, "subnets", index, "ipv4"], fileIndex: vpc.fileIndex, message: `subnet ${(0, import_text.show)(value.label)}` }];
        if (!(0, import_cidr.addressInCidr)(address.value, cidr)) {
          out.report("compute-interface-vpc-address", at("ipv4", "vpc"), `${(0, import_text.show)(vpcAddress)} is outside subnet ${(0, import_text.show)(subnet.value.label)} (${(0, import_text.show)(subnet.value.ipv4)})`, { fileIndex: compute.fileIndex, related: related() });
        } else if (cidr.prefix < 31 && (address.value.value === cidr.first || address.value.value === cidr.last)) {
          const which = address.value.value === cidr.first ? "network" : "broadcast";
          out.report("compute-interface-vpc-address", at("ipv4", "vpc"), `${(0, import_text.show)(vpcAddress)} is the ${which} address of subnet ${(0, import_text.show)(subnet.value.label)} (${(0, import_text.show)(subnet.value.ipv4)}); use a host address inside the range`, {
            fileIndex: compute.fileIndex,
            related: related()
          });
        }
      });
    });
  }
}
function checkRegions(account, allowed, out) {
  const set = new Set(allowed);
  for (const section of ["computes", "nodebalancers", "vpcs", "databases", "images", "ip_assignments"]) {
    for (const entry of account.sections[section]) {
      const { region } = entry.value;
      if (typeof region === "string" && !set.has(region)) {
        const guess = (0, import_text.suggest)(region, allowed);
        out.report("region-not-allowed", [...entry.path, "region"], `region ${(0, import_text.show)(region)} is not one of the account's allowed regions (${allowed.join(", ")})${guess ? `; did you mean "${guess}"?` : ""}`, {
          fileIndex: entry.fileIndex
        });
      }
    }
  }
}
function checkNetworkAcrossAccount(account, out, allowedRegions) {
  if (allowedRegions) checkRegions(account, allowedRegions, out);
  (0, import_unique.checkUniqueLabels)(account.sections.vpcs, "vpc-label-unique", "VPC", out);
  (0, import_unique.checkUniqueLabels)(account.sections.databases, "database-label-unique", "database", out);
  checkInterfaces(account, out);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkNetworkAcrossAccount
});
