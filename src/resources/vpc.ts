/**
 * VPCs and subnets: create and update request bodies and state-file entries. Subnets inside one
 * VPC body are checked together (unique labels, no overlaps, O(n log n)); VPC labels across the
 * account are the account layer's.
 */
import { type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { formatCidr, parseCidr, type Cidr } from "../net/cidr.js";
import { findOverlapAnchors } from "../net/overlap.js";
import { MAX_RELATED, Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator, type SchemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/vpc.generated.js";
import { isPlainObject, plural, show } from "../util/text.js";
import { profiledDiagnostics, withoutForbiddenFields, type Mode, type ProfileOptions } from "./common.js";

const rules = resourceRules("vpc");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.vpcCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.vpcState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.vpcUpdate, rules, API_WORDS);
const subnetCreateSchema = /* @__PURE__ */ schemaValidator(compiled.subnetCreate, rules, API_WORDS);
const subnetUpdateSchema = /* @__PURE__ */ schemaValidator(compiled.subnetUpdate, rules, API_WORDS);

/** Not the reference's words but the live API's (SPEC §7): ASCII letters, digits and "-", no "--". */
export function checkVpcLabel(label: string, path: Path, out: Reporter): void {
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45;
    if (!ok) {
      out.report("vpc-label-syntax", path, `label ${show(label)} contains ${show(label[i])} at position ${i + 1}; only ASCII letters, digits and "-" are allowed`, {
        valueRange: [i, 1],
      });
      return;
    }
    if (c === 45 && i > 0 && label.charCodeAt(i - 1) === 45) {
      out.report("vpc-label-syntax", path, `label ${show(label)} has "--" at position ${i}; two hyphens in a row are not allowed`, { valueRange: [i - 1, 2] });
      return;
    }
  }
}

/** Networks the live API keeps out of VPC subnets. */
const RESERVED = parseCidr("192.168.128.0/17");
const RFC1918 = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map((t) => parseCidr(t));
export const MAX_SUBNET_PREFIX = 29;

function within(inner: Cidr, outer: ReturnType<typeof parseCidr>): boolean {
  return outer.ok && outer.value.first <= inner.first && inner.last <= outer.value.last;
}

/** A subnet's ipv4 range: strict syntax, canonical form, size, address space. Returns the network when it parses. */
export function checkSubnetIpv4(ipv4: unknown, path: Path, out: Reporter): Cidr | undefined {
  if (typeof ipv4 !== "string") return undefined; // the schema reports type and presence
  const parsed = parseCidr(ipv4, { family: 4 });
  if (!parsed.ok) {
    out.report("subnet-ipv4-syntax", path, `ipv4 ${show(ipv4)} is not a valid IPv4 range: ${parsed.reason}`);
    return undefined;
  }
  const cidr = parsed.value;
  const canonical = formatCidr(cidr);
  if (cidr.hostBitsSet) {
    out.report("subnet-ipv4-canonical", path, `ipv4 ${show(ipv4)} has host bits set; the API takes the canonical form ${canonical}`, {
      fix: { path, value: canonical, description: `replace with ${canonical}` },
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

/** Subnets of one VPC: each range, unique labels, and no two overlapping (sort and sweep). */
function checkSubnets(subnets: unknown, path: Path, out: Reporter): void {
  if (!Array.isArray(subnets)) return;
  const cidrs: (Cidr | undefined)[] = [];
  const labels = new Map<string, number>();
  subnets.forEach((subnet: unknown, i) => {
    if (!isPlainObject(subnet)) return;
    const { label, ipv4 } = subnet;
    if (typeof label === "string") {
      checkVpcLabel(label, [...path, i, "label"], out);
      const first = labels.get(label);
      if (first !== undefined) {
        out.report("subnet-label-unique", [...path, i, "label"], `subnet label ${show(label)} is already used in this VPC`, {
          related: [{ path: [...path, first, "label"], message: "first used here" }],
        });
      } else labels.set(label, i);
    }
    cidrs[i] = checkSubnetIpv4(ipv4, [...path, i, "ipv4"], out);
  });
  // One finding per subnet that overlaps another, at the later one, naming the first it overlaps
  // and how many more (n equal subnets are n-1 findings, not n(n-1)/2).
  const groups = new Map<number, number[]>();
  for (const { index, anchor } of findOverlapAnchors(cidrs)) {
    const [at, other] = index > anchor ? [index, anchor] : [anchor, index];
    const group = groups.get(at);
    if (group) group.push(other);
    else groups.set(at, [other]);
  }
  for (const at of [...groups.keys()].sort((x, y) => x - y)) {
    const others = groups.get(at)!.sort((x, y) => x - y);
    const a = subnets[others[0]!] as Record<string, unknown>;
    const b = subnets[at] as Record<string, unknown>;
    const more = others.length - 1;
    out.report(
      "subnet-overlap",
      [...path, at, "ipv4"],
      `subnet ${show(b.label)} (${show(b.ipv4)}) overlaps subnet ${show(a.label)} (${show(a.ipv4)})${more ? ` and ${plural(more, "other subnet")}` : ""} of the same VPC`,
      {
        related: others.slice(0, MAX_RELATED).map((o) => ({ path: [...path, o, "ipv4"], message: `subnet ${show((subnets[o] as Record<string, unknown>).label)}` })),
      },
    );
  }
}

const VPC_UPDATE_FORBIDDEN = {
  region: "VPC update cannot change region",
  subnets: "VPC update does not change subnets; use the subnet endpoints",
};
const SUBNET_UPDATE_FORBIDDEN = { ipv4: "a subnet's ipv4 cannot be changed by update; create a new subnet" };

/** Findings for a VPC create or update body. */
export function vpcFindings(body: unknown, mode: Mode): Finding[] {
  return vpcEntryFindings(body, mode === "update" ? "update" : "create", mode === "update" ? updateSchema : createSchema);
}

/** Findings for a state-file VPC entry. */
export function vpcStateFindings(entry: unknown): Finding[] {
  return vpcEntryFindings(entry, "state", stateSchema);
}

function vpcEntryFindings(body: unknown, mode: Mode | "state", shape: SchemaValidator): Finding[] {
  const out = new Reporter();
  out.addAll(shape(mode === "update" ? withoutForbiddenFields(body, VPC_UPDATE_FORBIDDEN, "vpc-update-field", out) : body));
  if (!isPlainObject(body)) return out.findings;
  if (typeof body.label === "string") checkVpcLabel(body.label, ["label"], out);
  out.reportEmpty(body, ["region"]);
  if (mode !== "update") checkSubnets(body.subnets, ["subnets"], out);
  return out.findings;
}

/** Findings for a subnet create or update body. */
export function subnetFindings(body: unknown, mode: Mode): Finding[] {
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

/**
 * Validates a VPC body: `create` (POST /vpcs, subnets included) or `update` (PUT: label, description).
 * @example
 * ```ts
 * validateVpc({ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }] }); // []
 * validateVpc({ region: "us-west" }, "update")[0]?.ruleId; // "vpc-update-field"
 * ```
 */
export function validateVpc(body: unknown, mode: Mode = "create", options?: ProfileOptions): Diagnostic[] {
  return profiledDiagnostics(withinBounds(body, () => vpcFindings(body, mode)), options);
}

/**
 * Validates a subnet body: `create` (POST /vpcs/{id}/subnets) or `update` (PUT: label only).
 * @example
 * ```ts
 * validateSubnet({ label: "app", ipv4: "10.0.1.5/24" })[0]?.ruleId; // "subnet-ipv4-canonical" (with a fix to 10.0.1.0/24)
 * ```
 */
export function validateSubnet(body: unknown, mode: Mode = "create", options?: ProfileOptions): Diagnostic[] {
  return profiledDiagnostics(withinBounds(body, () => subnetFindings(body, mode)), options);
}
