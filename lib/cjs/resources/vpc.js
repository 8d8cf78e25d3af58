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
var vpc_exports = {};
__export(vpc_exports, {
  MAX_SUBNET_PREFIX: () => MAX_SUBNET_PREFIX,
  checkSubnetIpv4: () => checkSubnetIpv4,
  checkVpcLabel: () => checkVpcLabel,
  subnetFindings: () => subnetFindings,
  validateSubnet: () => validateSubnet,
  validateVpc: () => validateVpc,
  vpcFindings: () => vpcFindings,
  vpcStateFindings: () => vpcStateFindings
});
module.exports = __toCommonJS(vpc_exports);
var import_cidr = require("../net/cidr.js");
var import_overlap = require("../net/overlap.js");
var import_report = require("../rules/report.js");
var import_compile = require("../schemas/compile.js");
var compiled = __toESM(require("../schemas/validators/vpc.generated.js"), 1);
var import_text = require("../util/text.js");
var import_common = require("./common.js");
const rules = (0, import_compile.resourceRules)("vpc");
const createSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.vpcCreate, rules, import_compile.API_WORDS);
const stateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.vpcState, rules);
const updateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.vpcUpdate, rules, import_compile.API_WORDS);
const subnetCreateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.subnetCreate, rules, import_compile.API_WORDS);
const subnetUpdateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.subnetUpdate, rules, import_compile.API_WORDS);
function checkVpcLabel(label, path, out) {
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    const ok = c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 45;
    if (!ok) {
      out.report("vpc-label-syntax", path, `label ${(0, import_text.show)(label)} contains ${(0, import_text.show)(label[i])} at position ${i + 1}; only ASCII letters, digits and "-" are allowed`, {
        valueRange: [i, 1]
      });
      return;
    }
    if (c === 45 && i > 0 && label.charCodeAt(i - 1) === 45) {
      out.report("vpc-label-syntax", path, `label ${(0, import_text.show)(label)} has "--" at position ${i}; two hyphens in a row are not allowed`, { valueRange: [i - 1, 2] });
      return;
    }
  }
}
const RESERVED = (0, import_cidr.parseCidr)("192.168.128.0/17");
const RFC1918 = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map((t) => (0, import_cidr.parseCidr)(t));
const MAX_SUBNET_PREFIX = 29;
function within(inner, outer) {
  return outer.ok && outer.value.first <= inner.first && inner.last <= outer.value.last;
}
function checkSubnetIpv4(ipv4, path, out) {
  if (typeof ipv4 !== "string") return void 0;
  const parsed = (0, import_cidr.parseCidr)(ipv4, { family: 4 });
  if (!parsed.ok) {
    out.report("subnet-ipv4-syntax", path, `ipv4 ${(0, import_text.show)(ipv4)} is not a valid IPv4 range: ${parsed.reason}`);
    return void 0;
  }
  const cidr = parsed.value;
  const canonical = (0, import_cidr.formatCidr)(cidr);
  if (cidr.hostBitsSet) {
    out.report("subnet-ipv4-canonical", path, `ipv4 ${(0, import_text.show)(ipv4)} has host bits set; the API takes the canonical form ${canonical}`, {
      fix: { path, value: canonical, description: `replace with ${canonical}` }
    });
  }
  if (cidr.prefix > MAX_SUBNET_PREFIX) {
    out.report("subnet-ipv4-prefix", path, `ipv4 ${(0, import_text.show)(ipv4)} is a /${cidr.prefix}; the live API allows subnets up to /${MAX_SUBNET_PREFIX} (8 addresses)`);
  }
  if (!RFC1918.some((r) => within(cidr, r))) {
    out.report("subnet-ipv4-private", path, `ipv4 ${(0, import_text.show)(ipv4)} is not inside RFC 1918 space (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16)`);
  }
  if (RESERVED.ok && cidr.first <= RESERVED.value.last && RESERVED.value.first <= cidr.last) {
    out.report("subnet-ipv4-reserved", path, `ipv4 ${(0, import_text.show)(ipv4)} overlaps 192.168.128.0/17, which is reserved for private instance addresses`);
  }
  return cidr;
}
function checkSubnets(subnets, path, out) {
  if (!Array.isArray(subnets)) return;
  const cidrs = [];
  const labels = /* @__PURE__ */ new Map();
  subnets.forEach((subnet, i) => {
    if (!(0, import_text.isPlainObject)(subnet)) return;
    const { label, ipv4 } = subnet;
    if (typeof label === "string") {
      checkVpcLabel(label, [...path, i, "label"], out);
      const first = labels.get(label);
      if (first !== void 0) {
        out.report("subnet-label-unique", [...path, i, "label"], `subnet label ${(0, import_text.show)(label)} is already used in this VPC`, {
          related: [{ path: [...path, first, "label"], message: "first used here" }]
        });
      } else labels.set(label, i);
    }
    cidrs[i] = checkSubnetIpv4(ipv4, [...path, i, "ipv4"], out);
  });
  const groups = /* @__PURE__ */ new Map();
  for (const { index, anchor } of (0, import_overlap.findOverlapAnchors)(cidrs)) {
    const [at, other] = index > anchor ? [index, anchor] : [anchor, index];
    const group = groups.get(at);
    if (group) group.push(other);
    else groups.set(at, [other]);
  }
  for (const at of [...groups.keys()].sort((x, y) => x - y)) {
    const others = groups.get(at).sort((x, y) => x - y);
    const a = subnets[others[0]];
    const b = subnets[at];
    const more = others.length - 1;
    out.report(
      "subnet-overlap",
      [...path, at, "ipv4"],
      `subnet ${(0, import_text.show)(b.label)} (${(0, import_text.show)(b.ipv4)}) overlaps subnet ${(0, import_text.show)(a.label)} (${(0, import_text.show)(a.ipv4)})${more ? ` and ${(0, import_text.plural)(more, "other subnet")}` : ""} of the same VPC`,
      {
        related: others.slice(0, import_report.MAX_RELATED).map((o) => ({ path: [...path, o, "ipv4"], message: `subnet ${(0, import_text.show)(subnets[o].label)}` }))
      }
    );
  }
}
const VPC_UPDATE_FORBIDDEN = {
  region: "VPC update cannot change region",
  subnets: "VPC update does not change subnets; use the subnet endpoints"
};
const SUBNET_UPDATE_FORBIDDEN = { ipv4: "a subnet's ipv4 cannot be changed by update; create a new subnet" };
function vpcFindings(body, mode) {
  return vpcEntryFindings(body, mode === "update" ? "update" : "create", mode === "update" ? updateSchema : createSchema);
}
function vpcStateFindings(entry) {
  return vpcEntryFindings(entry, "state", stateSchema);
}
function vpcEntryFindings(body, mode, shape) {
  const out = new import_report.Reporter();
  out.addAll(shape(mode === "update" ? (0, import_common.withoutForbiddenFields)(body, VPC_UPDATE_FORBIDDEN, "vpc-update-field", out) : body));
  if (!(0, import_text.isPlainObject)(body)) return out.findings;
  if (typeof body.label === "string") checkVpcLabel(body.label, ["label"], out);
  out.reportEmpty(body, ["region"]);
  if (mode !== "update") checkSubnets(body.subnets, ["subnets"], out);
  return out.findings;
}
function subnetFindings(body, mode) {
  const out = new import_report.Reporter();
  if (mode === "update") {
    out.addAll(subnetUpdateSchema((0, import_common.withoutForbiddenFields)(body, SUBNET_UPDATE_FORBIDDEN, "vpc-update-field", out)));
  } else {
    out.addAll(subnetCreateSchema(body));
  }
  if (!(0, import_text.isPlainObject)(body)) return out.findings;
  if (typeof body.label === "string") checkVpcLabel(body.label, ["label"], out);
  if (mode === "create") checkSubnetIpv4(body.ipv4, ["ipv4"], out);
  return out.findings;
}
function validateVpc(body, mode = "create", options) {
  return (0, import_common.profiledDiagnostics)((0, import_report.withinBounds)(body, () => vpcFindings(body, mode)), options);
}
function validateSubnet(body, mode = "create", options) {
  return (0, import_common.profiledDiagnostics)((0, import_report.withinBounds)(body, () => subnetFindings(body, mode)), options);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_SUBNET_PREFIX,
  checkSubnetIpv4,
  checkVpcLabel,
  subnetFindings,
  validateSubnet,
  validateVpc,
  vpcFindings,
  vpcStateFindings
});
