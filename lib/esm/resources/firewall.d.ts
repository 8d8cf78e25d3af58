/**
 * Firewalls: request bodies of create, update, rules update and device create, checked against
 * the schemas (shape) and the reference's semantic constraints (label grammar, ports, addresses,
 * counts). Pure: takes plain data, returns findings whose paths are relative to the value given.
 */
import { type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { type Mode, type ProfileOptions } from "./common.js";
export type { Mode };
/**
 * The most rules a firewall has, across inbound and outbound (25).
 * @example
 * ```ts
 * const rule = { action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } };
 * validateFirewallRules({ inbound: Array(MAX_FIREWALL_RULES + 1).fill(rule) })[0]?.ruleId; // "firewall-rules-limit"
 * ```
 */
export declare const MAX_FIREWALL_RULES = 25;
/**
 * The most addresses one rule has, across ipv4 and ipv6 (255; a network counts as one).
 * @example
 * ```ts
 * const ipv4 = Array.from({ length: MAX_RULE_ADDRESSES + 1 }, (_, i) => `10.0.${i >> 8}.${i & 255}/32`);
 * validateFirewallRule({ action: "ACCEPT", protocol: "TCP", addresses: { ipv4 } }).some((d) => d.ruleId === "firewall-rule-addresses-limit"); // true
 * ```
 */
export declare const MAX_RULE_ADDRESSES = 255;
/**
 * Label grammar: "begin and end with an alphanumeric character; only alphanumerics, hyphens,
 * underscores, periods; no two hyphens, underscores or periods in a row". Length is the schema's.
 */
export declare function checkFirewallLabel(label: string, path: Path, out: Reporter): void;
/** Port-string checks for one rule: grammar, piece limit, and ports only with TCP/UDP. */
export declare function checkPorts(ports: unknown, protocol: unknown, base: Path, out: Reporter, direction?: string, index?: number): void;
/**
 * Address lists of one rule: strict syntax per family, canonical form, duplicates, and the count.
 * Each address is read once, into numbers (scanNetwork): that one reading says whether it is
 * valid, whether its host bits are set, and which network it is; the detailed parser runs only to
 * word a finding.
 */
export declare function checkRuleAddresses(addresses: unknown, base: Path, out: Reporter, direction?: string, index?: number): void;
/** Findings for a firewall create or update body. */
export declare function firewallFindings(body: unknown, mode: Mode): Finding[];
/** Findings for a state-file firewall entry. */
export declare function firewallStateFindings(entry: unknown): Finding[];
/** Findings for a rules object: `update` is the rules endpoint (policies optional), `create` a create body's rules. */
export declare function firewallRulesFindings(rules: unknown, mode: Mode): Finding[];
/**
 * Validates a firewall request body: `create` (POST /networking/firewalls) or `update` (PUT).
 * @example
 * ```ts
 * validateFirewall({ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } }] } }); // []
 * validateFirewall({ label: "web-fw", status: "deleted" }, "update")[0]?.ruleId; // "firewall-status"
 * ```
 */
export declare function validateFirewall(body: unknown, mode?: Mode, options?: ProfileOptions): Diagnostic[];
/**
 * Validates a rules object: `update` for PUT .../rules (policies optional), `create` for a create body's rules.
 * @example
 * ```ts
 * validateFirewallRules({ inbound: [{ action: "DROP", protocol: "TCP", ports: "23", addresses: { ipv4: ["0.0.0.0/0"] } }] }); // [] (policies are optional on update)
 * ```
 */
export declare function validateFirewallRules(rules: unknown, mode?: Mode, options?: ProfileOptions): Diagnostic[];
/**
 * Validates one rule object.
 * @example
 * ```ts
 * validateFirewallRule({ action: "ACCEPT", protocol: "ICMP", ports: "8", addresses: { ipv4: ["198.51.100.0/24"] } })[0]?.ruleId; // "firewall-ports-protocol"
 * ```
 */
export declare function validateFirewallRule(rule: unknown): Diagnostic[];
/**
 * Validates a port string (and, given a protocol, that ports are allowed with it).
 * @example
 * ```ts
 * validatePorts("22, 80, 8000-8080", "TCP"); // []
 * validatePorts("22,  080").map((d) => d.ruleId); // ["firewall-ports-syntax", "firewall-ports-syntax"]
 * ```
 */
export declare function validatePorts(ports: unknown, protocol?: string): Diagnostic[];
/** Findings for a device create body (POST /networking/firewalls/{id}/devices). */
export declare function firewallDeviceFindings(body: unknown): Finding[];
/**
 * Validates a device create body (POST /networking/firewalls/{id}/devices).
 * @example
 * ```ts
 * validateFirewallDevice({ id: 101, type: "compute" }); // []
 * validateFirewallDevice({ id: 101, type: "linode" })[0]?.ruleId; // "firewall-device-type"
 * ```
 */
export declare function validateFirewallDevice(body: unknown): Diagnostic[];
