import { formatCidr, parseCidr } from "../net/cidr.js";
import { findOverlapAnchors } from "../net/overlap.js";
import { MAX_RELATED, Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/vpc.generated.js";
import { isPlainObject, plural, show } from "../util/text.js";
import { profiledDiagnostics, withoutForbiddenFields } from "./common.js";
const rules = resourceRules("vpc");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.vpcCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.vpcState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.vpcUpdate, rules, API_WORDS);
const subnetCreateSchema = /* @__PURE__ */ schemaValidator(compiled.subnetCreate, rules, API_WORDS);
const subnetUpdateSchema = /* @__PURE__ */ schemaValidator(compiled.subnetUpdate, rules, API_WORDS);
function checkVpcLabel(label, path, out) {
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    const ok = c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 45;
    if (!ok) {
      out.report("vpc-label-syntax", path, `label ${show(label)} contains ${show(label[i])} at position ${i + 1}; only ASCII letters, digits and "-" are allowed`, {
        valueRange: [i, 1]
      });
      return;
    }
    if (c === 45 && i > 0 && label.charCodeAt(i - 1) === 45) {
      out.report("vpc-label-syntax", path, `label ${show(label)} has "--" at position ${i}; two hyphens in a row are not allowed`, { valueRange: [i - 1, 2] });
      return;
    }
  }
}
const RESERVED = parseCidr("192.168.128.0/17");
const RFC1918 = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map((t) => parseCidr(t));
const MAX_SUBNET_PREFIX = 29;
function within(inner, outer) {
  return outer.ok && outer.value.first <= inner.first && inner.last <= outer.value.last;
}
function checkSubnetIpv4(ipv4, path, out) {
  if (typeof ipv4 !== "string") return void 0;
  const parsed = parseCidr(ipv4, { family: 4 });
  if (!parsed.ok) {
    out.report("subnet-ipv4-syntax", path, `ipv4 ${show(ipv4)} is not a valid IPv4 range: ${parsed.reason}`);
    return void 0;
  }
  const cidr = parsed.value;
  const canonical = formatCidr(cidr);
  if (cidr.hostBitsSet) {
    out.report("subnet-ipv4-canonical", path, `ipv4 ${show(ipv4)} has host bits set; the API takes the canonical form ${canonical}`, {
      fix: { path, value: canonical, description: `replace with ${canonical}` }
    });
  }
  if (cidr.prefix > MAX_SUBNET_PREFIX) {
    out.report("subnet-ipv4-prefix", path, `ipv4 ${show(ipv4)} is a /${cidr.prefix}; the live API allows subnets up to /${MAX_SUBNET_PREFIX} (8 addresses)`);
  }
  if (!RFC1918.some((r) => within(cidr, r))) {
    out.report("subnet-ipv4-private", path, `ipv4 ${show(ipv4)} is not inside RFC 1918 space (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16)`);
  }
  if (RESERVED.ok && cidr.first <= RESERVED.value.last && RESERVED.value.first <= cidr.last) {
    out.report("subnet-ipv4-reserved", path, `ipv4 ${show(ipv4)} overlaps 192.168.128.0/17, which is reserved for private instance addresses`);
  }
  return cidr;
}
function checkSubnets(subnets, path, out) {
  if (!Array.isArray(subnets)) return;
  const cidrs = [];
  const labels = /* @__PURE__ */ new Map();
  subnets.forEach((subnet, i) => {
    if (!isPlainObject(subnet)) return;
    const { label, ipv4 } = subnet;
    if (typeof label === "string") {
      checkVpcLabel(label, [...path, i, "label"], out);
      const first = labels.get(label);
      if (first !== void 0) {
        out.report("subnet-label-unique", [...path, i, "label"], `subnet label ${show(label)} is already used in this VPC`, {
          related: [{ path: [...path, first, "label"], message: "first used here" }]
        });
      } else labels.set(label, i);
    }
    cidrs[i] = checkSubnetIpv4(ipv4, [...path, i, "ipv4"], out);
  });
  const groups = /* @__PURE__ */ new Map();
  for (const { index, anchor } of findOverlapAnchors(cidrs)) {
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
      `subnet ${show(b.label)} (${show(b.ipv4)}) overlaps subnet ${show(a.label)} (${show(a.ipv4)})${more ? ` and ${plural(more, "other subnet")}` : ""} of the same VPC`,
      {
        related: others.slice(0, MAX_RELATED).map((o) => ({ path: [...path, o, "ipv4"], message: `subnet ${show(subnets[o].label)}` }))
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
  const out = new Reporter();
  out.addAll(shape(mode === "update" ? withoutForbiddenFields(body, VPC_UPDATE_FORBIDDEN, "vpc-update-field", out) : body));
  if (!isPlainObject(body)) return out.findings;
  if (typeof body.label === "string") checkVpcLabel(body.label, ["label"], out);
  out.reportEmpty(body, ["region"]);
  if (mode !== "update") checkSubnets(body.subnets, ["subnets"], out);
  return out.findings;
}
function subnetFindings(body, mode) {
  const out = new Reporter();
  if (mode === "update") {
    out.addAll(subnetUpdateSchema(withoutForbiddenFields(body, SUBNET_UPDATE_FORBIDDEN, "vpc-update-field", out)));
  } else {
    out.addAll(subnetCreateSchema(body));
  }
  if (!isPlainObject(body)) return out.findings;
  if (typeof body.label === "string") checkVpcLabel(body.label, ["label"], out);
  if (mode === "create") checkSubnetIpv4(body.ipv4, ["ipv4"], out);
  return out.findings;
}
function validateVpc(body, mode = "create", options) {
  return profiledDiagnostics(withinBounds(body, () => vpcFindings(body, mode)), options);
}
function validateSubnet(body, mode = "create", options) {
  return profiledDiagnostics(withinBounds(body, () => subnetFindings(body, mode)), options);
}
export {
  MAX_SUBNET_PREFIX,
  checkSubnetIpv4,
  checkVpcLabel,
  subnetFindings,
  validateSubnet,
  validateVpc,
  vpcFindings,
  vpcStateFindings
};
