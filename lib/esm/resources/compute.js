import { parseCidr } from "../net/cidr.js";
import { addressRange, parseIpv4, parseIpv6 } from "../net/ip.js";
import { Reporter } from "../rules/report.js";
import { resourceValidators } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/compute.generated.js";
import { CREATE_REQUEST } from "../util/marks.js";
import { isPlainObject, show } from "../util/text.js";
import { splitPair } from "./common.js";
import { checkImageId } from "./image.js";
const schemas = resourceValidators("compute", { compute: compiled.computeState, nodebalancer: compiled.nodebalancerState });
const NOT_PUBLIC = /* @__PURE__ */ new Set(["private", "loopback", "linkLocal", "multicast", "unspecified", "broadcast", "carrierGradeNat"]);
function isPublicIpv4(address) {
  return address.family === 4 && !NOT_PUBLIC.has(addressRange(address));
}
function isPrivateIpv4(address) {
  return address.family === 4 && addressRange(address) === "private";
}
function checkAddressList(list, kind, path, out) {
  if (!Array.isArray(list)) return;
  list.forEach((entry, i) => {
    if (typeof entry !== "string") return;
    const at = [...path, i];
    const parsed = parseIpv4(entry);
    if (!parsed.ok) {
      out.report("compute-address-kind", at, `${show(entry)} is not an IPv4 address: ${parsed.reason}`);
    } else if (kind === "public" && !isPublicIpv4(parsed.value)) {
      out.report("compute-address-kind", at, `${show(entry)} is listed as public but is a ${addressRange(parsed.value)} address; move it to ipv4.private or correct it`);
    } else if (kind === "private" && !isPrivateIpv4(parsed.value)) {
      out.report("compute-address-kind", at, `${show(entry)} is listed as private but is not in RFC 1918 space (10/8, 172.16/12, 192.168/16)`);
    }
  });
}
function checkInterface(iface, path, out) {
  const { purpose, subnet, label, ipam_address: ipam, ipv4 } = iface;
  if (purpose === "vlan") {
    if (typeof label !== "string" || label.length === 0) out.report("compute-interface-vlan", path, "a vlan interface needs the VLAN's label");
    if (typeof ipam === "string") {
      const parsed = parseCidr(ipam, { family: 4 });
      if (!parsed.ok) out.report("compute-interface-vlan", [...path, "ipam_address"], `ipam_address ${show(ipam)} is not an IPv4 address in CIDR form: ${parsed.reason}`);
    }
  }
  if (purpose === "vpc") {
    if (subnet === void 0) {
      out.report("compute-interface-subnet", path, 'a vpc interface needs "subnet": "<vpc label>/<subnet label>" or an integer subnet id');
    } else if (typeof subnet === "string" && !splitPair(subnet)) {
      out.report("compute-interface-subnet", [...path, "subnet"], `subnet ${show(subnet)} must be "<vpc label>/<subnet label>" or an integer subnet id`);
    }
  } else if (purpose === "public" || purpose === "vlan") {
    for (const key of ["subnet", "ipv4"]) {
      if (iface[key] !== void 0) out.report("compute-interface-subnet", [...path, key], `${key} applies only to vpc interfaces, not ${purpose}`, { anchor: "key" });
    }
  }
  if (isPlainObject(ipv4)) {
    if (typeof ipv4.vpc === "string") {
      const parsed = parseIpv4(ipv4.vpc);
      if (!parsed.ok) out.report("compute-interface-vpc-address", [...path, "ipv4", "vpc"], `ipv4.vpc ${show(ipv4.vpc)} is not an IPv4 address: ${parsed.reason}`);
    }
    const nat = ipv4.nat_1_1;
    if (typeof nat === "string" && nat !== "any") {
      const parsed = parseIpv4(nat);
      if (!parsed.ok || !isPublicIpv4(parsed.value)) {
        out.report("compute-interface-nat", [...path, "ipv4", "nat_1_1"], `nat_1_1 ${show(nat)} must be a public IPv4 address or "any"`);
      }
    }
  }
}
const nonEmptyList = (v) => Array.isArray(v) && v.length > 0;
function computeFindings(entry) {
  const out = new Reporter();
  out.addAll(schemas.compute(entry));
  if (!isPlainObject(entry)) return out.findings;
  checkImageId(entry.image, ["image"], out);
  if (entry[CREATE_REQUEST] === true && typeof entry.image === "string" && !nonEmptyList(entry.authorized_keys) && !nonEmptyList(entry.authorized_users)) {
    out.report("compute-ssh-keys", ["image"], `the instance is created from ${show(entry.image)} with no authorized_keys or authorized_users, so root logs in by password; give it an SSH key`);
  }
  if (isPlainObject(entry.ipv4)) {
    for (const kind of ["public", "private", "shared"]) checkAddressList(entry.ipv4[kind], kind, ["ipv4", kind], out);
  }
  if (Array.isArray(entry.ipv6_ranges)) {
    entry.ipv6_ranges.forEach((range, i) => {
      if (typeof range !== "string") return;
      const parsed = parseCidr(range, { family: 6 });
      if (!parsed.ok) out.report("compute-address-kind", ["ipv6_ranges", i], `${show(range)} is not an IPv6 range: ${parsed.reason}`);
    });
  }
  if (typeof entry.slaac === "string") {
    const parsed = parseIpv6(entry.slaac);
    if (!parsed.ok) out.report("compute-address-kind", ["slaac"], `slaac ${show(entry.slaac)} is not an IPv6 address: ${parsed.reason}`);
  }
  if (Array.isArray(entry.configs)) {
    entry.configs.forEach((config, c) => {
      if (!isPlainObject(config) || !Array.isArray(config.interfaces)) return;
      let publicSeen;
      config.interfaces.forEach((iface, i) => {
        if (!isPlainObject(iface)) return;
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
export {
  computeFindings,
  isPrivateIpv4,
  isPublicIpv4,
  nodebalancerFindings
};
