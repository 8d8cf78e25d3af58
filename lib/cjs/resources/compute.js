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
var compute_exports = {};
__export(compute_exports, {
  computeFindings: () => computeFindings,
  isPrivateIpv4: () => isPrivateIpv4,
  isPublicIpv4: () => isPublicIpv4,
  nodebalancerFindings: () => nodebalancerFindings
});
module.exports = __toCommonJS(compute_exports);
var import_cidr = require("../net/cidr.js");
var import_ip = require("../net/ip.js");
var import_report = require("../rules/report.js");
var import_compile = require("../schemas/compile.js");
var compiled = __toESM(require("../schemas/validators/compute.generated.js"), 1);
var import_marks = require("../util/marks.js");
var import_text = require("../util/text.js");
var import_common = require("./common.js");
var import_image = require("./image.js");
const schemas = (0, import_compile.resourceValidators)("compute", { compute: compiled.computeState, nodebalancer: compiled.nodebalancerState });
const NOT_PUBLIC = /* @__PURE__ */ new Set(["private", "loopback", "linkLocal", "multicast", "unspecified", "broadcast", "carrierGradeNat"]);
function isPublicIpv4(address) {
  return address.family === 4 && !NOT_PUBLIC.has((0, import_ip.addressRange)(address));
}
function isPrivateIpv4(address) {
  return address.family === 4 && (0, import_ip.addressRange)(address) === "private";
}
function checkAddressList(list, kind, path, out) {
  if (!Array.isArray(list)) return;
  list.forEach((entry, i) => {
    if (typeof entry !== "string") return;
    const at = [...path, i];
    const parsed = (0, import_ip.parseIpv4)(entry);
    if (!parsed.ok) {
      out.report("compute-address-kind", at, `${(0, import_text.show)(entry)} is not an IPv4 address: ${parsed.reason}`);
    } else if (kind === "public" && !isPublicIpv4(parsed.value)) {
      out.report("compute-address-kind", at, `${(0, import_text.show)(entry)} is listed as public but is a ${(0, import_ip.addressRange)(parsed.value)} address; move it to ipv4.private or correct it`);
    } else if (kind === "private" && !isPrivateIpv4(parsed.value)) {
      out.report("compute-address-kind", at, `${(0, import_text.show)(entry)} is listed as private but is not in RFC 1918 space (10/8, 172.16/12, 192.168/16)`);
    }
  });
}
function checkInterface(iface, path, out) {
  const { purpose, subnet, label, ipam_address: ipam, ipv4 } = iface;
  if (purpose === "vlan") {
    if (typeof label !== "string" || label.length === 0) out.report("compute-interface-vlan", path, "a vlan interface needs the VLAN's label");
    if (typeof ipam === "string") {
      const parsed = (0, import_cidr.parseCidr)(ipam, { family: 4 });
      if (!parsed.ok) out.report("compute-interface-vlan", [...path, "ipam_address"], `ipam_address ${(0, import_text.show)(ipam)} is not an IPv4 address in CIDR form: ${parsed.reason}`);
    }
  }
  if (purpose === "vpc") {
    if (subnet === void 0) {
      out.report("compute-interface-subnet", path, 'a vpc interface needs "subnet": "<vpc label>/<subnet label>" or an integer subnet id');
    } else if (typeof subnet === "string" && !(0, import_common.splitPair)(subnet)) {
      out.report("compute-interface-subnet", [...path, "subnet"], `subnet ${(0, import_text.show)(subnet)} must be "<vpc label>/<subnet label>" or an integer subnet id`);
    }
  } else if (purpose === "public" || purpose === "vlan") {
    for (const key of ["subnet", "ipv4"]) {
      if (iface[key] !== void 0) out.report("compute-interface-subnet", [...path, key], `${key} applies only to vpc interfaces, not ${purpose}`, { anchor: "key" });
    }
  }
  if ((0, import_text.isPlainObject)(ipv4)) {
    if (typeof ipv4.vpc === "string") {
      const parsed = (0, import_ip.parseIpv4)(ipv4.vpc);
      if (!parsed.ok) out.report("compute-interface-vpc-address", [...path, "ipv4", "vpc"], `ipv4.vpc ${(0, import_text.show)(ipv4.vpc)} is not an IPv4 address: ${parsed.reason}`);
    }
    const nat = ipv4.nat_1_1;
    if (typeof nat === "string" && nat !== "any") {
      const parsed = (0, import_ip.parseIpv4)(nat);
      if (!parsed.ok || !isPublicIpv4(parsed.value)) {
        out.report("compute-interface-nat", [...path, "ipv4", "nat_1_1"], `nat_1_1 ${(0, import_text.show)(nat)} must be a public IPv4 address or "any"`);
      }
    }
  }
}
const nonEmptyList = (v) => Array.isArray(v) && v.length > 0;
function computeFindings(entry) {
  const out = new import_report.Reporter();
  out.addAll(schemas.compute(entry));
  if (!(0, import_text.isPlainObject)(entry)) return out.findings;
  (0, import_image.checkImageId)(entry.image, ["image"], out);
  if (entry[import_marks.CREATE_REQUEST] === true && typeof entry.image === "string" && !nonEmptyList(entry.authorized_keys) && !nonEmptyList(entry.authorized_users)) {
    out.report("compute-ssh-keys", ["image"], `the instance is created from ${(0, import_text.show)(entry.image)} with no authorized_keys or authorized_users, so root logs in by password; give it an SSH key`);
  }
  if ((0, import_text.isPlainObject)(entry.ipv4)) {
    for (const kind of ["public", "private", "shared"]) checkAddressList(entry.ipv4[kind], kind, ["ipv4", kind], out);
  }
  if (Array.isArray(entry.ipv6_ranges)) {
    entry.ipv6_ranges.forEach((range, i) => {
      if (typeof range !== "string") return;
      const parsed = (0, import_cidr.parseCidr)(range, { family: 6 });
      if (!parsed.ok) out.report("compute-address-kind", ["ipv6_ranges", i], `${(0, import_text.show)(range)} is not an IPv6 range: ${parsed.reason}`);
    });
  }
  if (typeof entry.slaac === "string") {
    const parsed = (0, import_ip.parseIpv6)(entry.slaac);
    if (!parsed.ok) out.report("compute-address-kind", ["slaac"], `slaac ${(0, import_text.show)(entry.slaac)} is not an IPv6 address: ${parsed.reason}`);
  }
  if (Array.isArray(entry.configs)) {
    entry.configs.forEach((config, c) => {
      if (!(0, import_text.isPlainObject)(config) || !Array.isArray(config.interfaces)) return;
      let publicSeen;
      config.interfaces.forEach((iface, i) => {
        if (!(0, import_text.isPlainObject)(iface)) return;
        const path = ["configs", c, "interfaces", i];
        if (iface.purpose === "public") {
          if (publicSeen !== void 0) {
            out.report("compute-interface-public-limit", [...path, "purpose"], "a configuration profile has at most one public interface", {
              related: [{ path: ["configs", c, "interfaces", publicSeen, "purpose"], message: "the first public interface" }]
            });
          } else publicSeen = i;
        }
        checkInterface(iface, path, out);
      });
    });
  }
  return out.findings;
}
function nodebalancerFindings(entry) {
  return schemas.nodebalancer(entry);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  computeFindings,
  isPrivateIpv4,
  isPublicIpv4,
  nodebalancerFindings
});
