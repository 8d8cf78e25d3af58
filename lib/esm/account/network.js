import { addressInCidr, parseCidr } from "../net/cidr.js";
import { parseIpv4 } from "../net/ip.js";
import { splitPair } from "../resources/common.js";
import { isPlainObject, show, suggest, Suggester } from "../util/text.js";
import { checkUniqueLabels } from "./unique.js";
function indexSubnets(account) {
  const byName = /* @__PURE__ */ new Map();
  const byId = /* @__PURE__ */ new Map();
  for (const vpc of account.sections.vpcs) {
    const { label, subnets } = vpc.value;
    if (!Array.isArray(subnets)) continue;
    subnets.forEach((subnet, index) => {
      if (!isPlainObject(subnet)) return;
      const parsed = typeof subnet.ipv4 === "string" ? parseCidr(subnet.ipv4, { family: 4 }) : void 0;
      const ref = { vpc, index, value: subnet, ...parsed?.ok ? { cidr: parsed.value } : {} };
      if (typeof label === "string" && typeof subnet.label === "string") {
        const name = `${label}/${subnet.label}`;
        if (!byName.has(name)) byName.set(name, ref);
      }
      if (typeof subnet.id === "number" && !byId.has(subnet.id)) byId.set(subnet.id, ref);
    });
  }
  return { byName, byId, suggester: new Suggester(byName.keys()) };
}
function checkInterfaces(account, out) {
  const subnets = indexSubnets(account);
  for (const compute of account.sections.computes) {
    const { configs, region } = compute.value;
    if (!Array.isArray(configs)) continue;
    configs.forEach((config, c) => {
      if (!isPlainObject(config) || !Array.isArray(config.interfaces)) return;
      config.interfaces.forEach((iface, i) => {
        if (!isPlainObject(iface) || iface.purpose !== "vpc") return;
        const at = (...rest) => [...compute.path, "configs", c, "interfaces", i, ...rest];
        const ref = iface.subnet;
        let subnet;
        if (typeof ref === "string") {
          if (!splitPair(ref)) return;
          subnet = subnets.byName.get(ref);
          if (!subnet) {
            const guess = subnets.suggester.suggest(ref);
            out.report("unresolved-reference", at("subnet"), `no subnet ${show(ref)} ("<vpc>/<subnet>") under vpcs${guess ? `; did you mean "${guess}"?` : ""}`, {
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
          out.report("compute-interface-region", at("subnet"), `${show(compute.value.label)} is in ${show(region)} but VPC ${show(subnet.vpc.value.label)} is in ${show(vpcRegion)}; an instance attaches only to VPCs in its region`, {
            fileIndex: compute.fileIndex,
            related: [{ path: [...subnet.vpc.path, "region"], fileIndex: subnet.vpc.fileIndex, message: "the VPC's region" }]
          });
        }
        const vpcAddress = isPlainObject(iface.ipv4) ? iface.ipv4.vpc : void 0;
        if (typeof vpcAddress !== "string" || !subnet.cidr) return;
        const address = parseIpv4(vpcAddress);
        if (!address.ok) return;
        const cidr = subnet.cidr;
        const { vpc, index, value } = subnet;
        const related = () => [{ path: [...vpc.path, "subnets", index, "ipv4"], fileIndex: vpc.fileIndex, message: `subnet ${show(value.label)}` }];
        if (!addressInCidr(address.value, cidr)) {
          out.report("compute-interface-vpc-address", at("ipv4", "vpc"), `${show(vpcAddress)} is outside subnet ${show(subnet.value.label)} (${show(subnet.value.ipv4)})`, { fileIndex: compute.fileIndex, related: related() });
        } else if (cidr.prefix < 31 && (address.value.value === cidr.first || address.value.value === cidr.last)) {
          const which = address.value.value === cidr.first ? "network" : "broadcast";
          out.report("compute-interface-vpc-address", at("ipv4", "vpc"), `${show(vpcAddress)} is the ${which} address of subnet ${show(subnet.value.label)} (${show(subnet.value.ipv4)}); use a host address inside the range`, {
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
        const guess = suggest(region, allowed);
        out.report("region-not-allowed", [...entry.path, "region"], `region ${show(region)} is not one of the account's allowed regions (${allowed.join(", ")})${guess ? `; did you mean "${guess}"?` : ""}`, {
          fileIndex: entry.fileIndex
        });
      }
    }
  }
}
function checkNetworkAcrossAccount(account, out, allowedRegions) {
  if (allowedRegions) checkRegions(account, allowedRegions, out);
  checkUniqueLabels(account.sections.vpcs, "vpc-label-unique", "VPC", out);
  checkUniqueLabels(account.sections.databases, "database-label-unique", "database", out);
  checkInterfaces(account, out);
}
export {
  checkNetworkAcrossAccount
};
