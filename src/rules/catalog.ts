/**
 * The rule registry: every rule id cloudlint can report, its default severity, what it belongs to
 * and a one-line description. Each id has a page `rules/<id>.md` (the test suite enforces it and
 * runs the page's examples).
 */
import type { Severity } from "../diagnostic.js";

export interface RuleMeta {
  readonly severity: Severity;
  readonly resource: "file" | "state" | "inventory" | "firewall";
  readonly description: string;
}

export const RULES = {
  // Files and the state-file shape.
  "parse-error": { severity: "error", resource: "file", description: "The file is not valid YAML or JSON." },
  "input-limit": { severity: "error", resource: "file", description: "The file exceeds a safety limit (size, nesting depth, YAML aliases)." },
  "state-structure": { severity: "error", resource: "state", description: "The state file's top level, a resource section or an entry has the wrong shape." },
  "state-unknown-key": { severity: "error", resource: "state", description: "A top-level key of the state file is not a known resource section." },
  "unresolved-reference": { severity: "error", resource: "state", description: "A label reference to a compute instance or NodeBalancer names nothing in the account." },
  "unknown-id-reference": { severity: "warning", resource: "state", description: "An integer reference matches no entry of the account's inventory." },

  // Inventory entries used by references.
  "inventory-label-unique": { severity: "error", resource: "inventory", description: "Compute instance and NodeBalancer labels (and ids) are unique in the account." },

  // Firewalls.
  "firewall-field-type": { severity: "error", resource: "firewall", description: "A firewall field has the wrong JSON type." },
  "firewall-required-field": { severity: "error", resource: "firewall", description: "A field the API requires is missing." },
  "firewall-unknown-field": { severity: "error", resource: "firewall", description: "A firewall, rules object, rule or addresses object has a field the API does not define." },
  "firewall-update-field": { severity: "error", resource: "firewall", description: "Firewall update accepts only label, status and tags." },
  "firewall-label-length": { severity: "error", resource: "firewall", description: "Firewall labels are 3 to 32 characters." },
  "firewall-label-syntax": { severity: "error", resource: "firewall", description: "Firewall labels use alphanumerics, - _ . only, start and end alphanumeric, no doubled separators." },
  "firewall-label-letter-first": { severity: "warning", resource: "firewall", description: "The live API also requires a firewall label to begin with a letter." },
  "firewall-label-unique": { severity: "error", resource: "firewall", description: "Firewall labels are unique in the account." },
  "firewall-status": { severity: "error", resource: "firewall", description: "Firewall status is enabled or disabled; deleted cannot be set." },
  "firewall-policy": { severity: "error", resource: "firewall", description: "inbound_policy and outbound_policy are ACCEPT or DROP." },
  "firewall-rules-limit": { severity: "error", resource: "firewall", description: "A firewall has at most 25 rules across inbound and outbound." },
  "firewall-rule-action": { severity: "error", resource: "firewall", description: "A rule's action is ACCEPT or DROP." },
  "firewall-rule-protocol": { severity: "error", resource: "firewall", description: "A rule's protocol is TCP, UDP, ICMP or IPENCAP." },
  "firewall-rule-addresses": { severity: "error", resource: "firewall", description: "A rule's addresses object holds ipv4, ipv6 or both, each a non-empty list." },
  "firewall-rule-addresses-limit": { severity: "error", resource: "firewall", description: "A rule has at most 255 addresses across ipv4 and ipv6." },
  "firewall-address-syntax": { severity: "error", resource: "firewall", description: "Each rule address is strict IP/mask text of the list's family." },
  "firewall-address-not-canonical": { severity: "warning", resource: "firewall", description: "A rule address has host bits set; the API matches the whole network." },
  "firewall-address-duplicate": { severity: "warning", resource: "firewall", description: "The same network is listed twice in one rule." },
  "firewall-ports-syntax": { severity: "error", resource: "firewall", description: "Port strings follow the API's grammar: ports 1..65535, ranges low-high, ', ' separated." },
  "firewall-ports-limit": { severity: "error", resource: "firewall", description: "A port string has at most 15 pieces (a port counts 1, a range 2)." },
  "firewall-ports-protocol": { severity: "error", resource: "firewall", description: "Ports are allowed only with TCP and UDP." },
  "firewall-rule-label-length": { severity: "error", resource: "firewall", description: "Rule labels are 3 to 32 characters." },
  "firewall-rule-description-length": { severity: "error", resource: "firewall", description: "Rule descriptions are 1 to 100 characters." },
  "firewall-device-type": { severity: "error", resource: "firewall", description: "A firewall device's type is compute or nodebalancer." },
  "firewall-nodebalancer-limit": { severity: "error", resource: "firewall", description: "Only one NodeBalancer can be assigned to a firewall on create." },
  "firewall-device-duplicate": { severity: "warning", resource: "firewall", description: "The same device is listed twice in one firewall." },
  "firewall-single-active": { severity: "error", resource: "firewall", description: "A service has at most one enabled firewall assigned." },
  "firewall-live-migration": { severity: "error", resource: "firewall", description: "Firewall changes are refused while an assigned instance is live migrating." },
} as const satisfies Record<string, RuleMeta>;

export type RuleId = keyof typeof RULES;

export function isRuleId(id: string): id is RuleId {
  return Object.prototype.hasOwnProperty.call(RULES, id);
}

export function ruleMeta(id: RuleId): RuleMeta {
  return RULES[id];
}
