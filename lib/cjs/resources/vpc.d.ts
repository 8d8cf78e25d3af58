/**
 * VPCs and subnets: create and update request bodies and state-file entries. Subnets inside one
 * VPC body are checked together (unique labels, no overlaps, O(n log n)); VPC labels across the
 * account are the account layer's.
 */
import { type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { type Cidr } from "../net/cidr.js";
import { Reporter } from "../rules/report.js";
import { type Mode, type ProfileOptions } from "./common.js";
/** Not the reference's words but the live API's (SPEC §7): ASCII letters, digits and "-", no "--". */
export declare function checkVpcLabel(label: string, path: Path, out: Reporter): void;
export declare const MAX_SUBNET_PREFIX = 29;
/** A subnet's ipv4 range: strict syntax, canonical form, size, address space. Returns the network when it parses. */
export declare function checkSubnetIpv4(ipv4: unknown, path: Path, out: Reporter): Cidr | undefined;
/** Findings for a VPC create or update body. */
export declare function vpcFindings(body: unknown, mode: Mode): Finding[];
/** Findings for a state-file VPC entry. */
export declare function vpcStateFindings(entry: unknown): Finding[];
/** Findings for a subnet create or update body. */
export declare function subnetFindings(body: unknown, mode: Mode): Finding[];
/**
 * Validates a VPC body: `create` (POST /vpcs, subnets included) or `update` (PUT: label, description).
 * @example
 * ```ts
 * validateVpc({ label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }] }); // []
 * validateVpc({ region: "us-west" }, "update")[0]?.ruleId; // "vpc-update-field"
 * ```
 */
export declare function validateVpc(body: unknown, mode?: Mode, options?: ProfileOptions): Diagnostic[];
/**
 * Validates a subnet body: `create` (POST /vpcs/{id}/subnets) or `update` (PUT: label only).
 * @example
 * ```ts
 * validateSubnet({ label: "app", ipv4: "10.0.1.5/24" })[0]?.ruleId; // "subnet-ipv4-canonical" (with a fix to 10.0.1.0/24)
 * ```
 */
export declare function validateSubnet(body: unknown, mode?: Mode, options?: ProfileOptions): Diagnostic[];
