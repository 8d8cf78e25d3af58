/**
 * The rule registry: every rule id cloudlint can report, its default severity, what it belongs to
 * and a one-line description. Each id has a page `rules/<id>.md` (the test suite enforces it and
 * runs the page's examples).
 */
import type { Severity } from "../diagnostic.js";
/**
 * What the registry says about a rule: default severity, resource, description, and whether the live API refuses it beyond the reference.
 * @example
 * ```ts
 * const meta: RuleMeta = RULES["database-allow-list-open"];
 * meta.severity; // "warning"
 * ```
 */
export interface RuleMeta {
    readonly severity: Severity;
    readonly resource: "file" | "state" | "inventory" | "firewall" | "vpc" | "database" | "stackscript" | "image" | "filter" | "ip" | "request" | "change";
    readonly description: string;
    /**
     * Set on a constraint of the live API beyond what the reference states (SPEC §6's filterable
     * fields, §7): validateRequest and the resource validators block on it only under the `live`
     * profile (or when the caller sets it to error); by default it is a warning there. The linter
     * keeps its severity.
     */
    readonly live?: true;
    /**
     * Set on an opt-in rule: off unless a setting turns it on (`rules: { id: "warning" }` in the
     * config or in the library's options). The linter, the resource validators and validateRequest
     * report nothing for it by default; `severity` is its severity once turned on. The `rules`
     * command, `--print-config` and SARIF's rule descriptors show it as off.
     */
    readonly defaultOff?: true;
}
/**
 * The rule registry: every rule id cloudlint reports, with its default severity, what it applies to and a one-line description.
 * @example
 * ```ts
 * RULES["firewall-label-letter-first"].severity; // "warning"
 * Object.keys(RULES).length; // every rule id, each with a page rules/<id>.md
 * ```
 */
export declare const RULES: {
    readonly "parse-error": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "The file is not valid YAML or JSON.";
    };
    readonly "input-limit": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "The file exceeds a safety limit (size, nesting depth, YAML aliases), or the run's total input limit was reached before it; or data handed to the library exceeds the same depth and value limits (a list of 2^32 − 1 slots, a cycle).";
    };
    readonly "state-structure": {
        readonly severity: "error";
        readonly resource: "state";
        readonly description: "The state file's top level, a resource section or an entry has the wrong shape.";
    };
    readonly "state-unknown-key": {
        readonly severity: "error";
        readonly resource: "state";
        readonly description: "A top-level key of the state file is not a known resource section.";
    };
    readonly "unresolved-reference": {
        readonly severity: "error";
        readonly resource: "state";
        readonly description: "A label reference to a compute instance or NodeBalancer names nothing in the account.";
    };
    readonly "region-not-allowed": {
        readonly severity: "error";
        readonly resource: "state";
        readonly description: "A resource is in a region the config's allowedRegions does not list.";
    };
    readonly "unused-suppression": {
        readonly severity: "warning";
        readonly resource: "file";
        readonly description: "An inline suppression suppresses nothing.";
    };
    readonly "suppression-invalid": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "An inline suppression lacks its rule ids or reason, names an unknown rule, or has a bad until= date.";
    };
    readonly "unknown-id-reference": {
        readonly severity: "warning";
        readonly resource: "state";
        readonly description: "An integer reference matches no entry of the account's inventory.";
    };
    readonly "field-empty": {
        readonly severity: "error";
        readonly resource: "state";
        readonly description: "A region, a database type or an image label is the empty string: the live API refuses it.";
        readonly live: true;
    };
    readonly "label-unsafe-characters": {
        readonly severity: "warning";
        readonly resource: "state";
        readonly description: "A label holds an invisible, control, bidirectional or non-ASCII character that can make it pass for another label.";
    };
    readonly "inventory-label-unique": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "Compute instance and NodeBalancer labels (and ids) are unique in the account.";
    };
    readonly "compute-field-type": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "An inventory field has the wrong JSON type.";
    };
    readonly "compute-required-field": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "An inventory entry lacks its label or region, or an interface its purpose.";
    };
    readonly "terraform-module": {
        readonly severity: "info";
        readonly resource: "file";
        readonly description: "A Terraform module call whose module is not read (a source outside the repository, a folder that does not exist, a registry or git module not installed): its resources are not checked.";
    };
    readonly "terraform-legacy-firewall-rule": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A `linode_firewall` rule block written in the old provider's shape (`addresses = [...]`, `ports = [\"80\"]`): the current provider takes `ipv4`/`ipv6` lists and one `ports` string.";
    };
    readonly "provider-token": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "An API token is written in the configuration (the provider block's `token`): anyone who can read the repository can use the account.";
    };
    readonly "compute-ssh-keys": {
        readonly severity: "warning";
        readonly resource: "inventory";
        readonly description: "An instance created from an image starts with no authorized_keys or authorized_users: root logs in by password.";
    };
    readonly "compute-unknown-field": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "An inventory entry has a field the state file does not define.";
    };
    readonly "compute-address-kind": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "Instance addresses are valid and of their list's kind (public, private RFC 1918, IPv6 ranges, SLAAC).";
    };
    readonly "compute-interface-purpose": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "An interface's purpose is public, vlan or vpc.";
    };
    readonly "compute-interface-public-limit": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "A configuration profile has at most one public interface.";
    };
    readonly "compute-interface-vlan": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "A vlan interface has a label, and its ipam_address is an IPv4 CIDR.";
    };
    readonly "compute-interface-subnet": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "A vpc interface names its subnet as \"<vpc>/<subnet>\" or an integer id.";
    };
    readonly "compute-interface-region": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "An instance attaches only to subnets of VPCs in its own region.";
    };
    readonly "compute-interface-vpc-address": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "A vpc interface's address lies inside its subnet and is not its network or broadcast address.";
    };
    readonly "compute-interface-nat": {
        readonly severity: "error";
        readonly resource: "inventory";
        readonly description: "nat_1_1 is a public IPv4 address or any.";
    };
    readonly "image-id-syntax": {
        readonly severity: "error";
        readonly resource: "image";
        readonly description: "Image IDs are compute/<name> or private/<id> (any/all in StackScripts).";
    };
    readonly "firewall-rule-shadowed": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "A rule can never match: earlier rules decide every packet it matches.";
    };
    readonly "firewall-rule-redundant": {
        readonly severity: "info";
        readonly resource: "firewall";
        readonly description: "Removing the rule would change no decision.";
    };
    readonly "firewall-rule-conflict": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "An earlier rule with the opposite action takes part of the rule's packets.";
    };
    readonly "firewall-exposed-port": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "An administrative or database port is open inbound to every address of a family.";
    };
    readonly "firewall-open-policy": {
        readonly severity: "info";
        readonly resource: "firewall";
        readonly description: "inbound_policy is ACCEPT with no DROP rule.";
    };
    readonly "firewall-open-outbound-policy": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "outbound_policy is ACCEPT (opt-in: off by default).";
        readonly defaultOff: true;
    };
    readonly "firewall-family-gap": {
        readonly severity: "info";
        readonly resource: "firewall";
        readonly description: "Ports are open to every address of one family and none of the other.";
    };
    readonly "firewall-nodebalancer-ineffective": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "On a NodeBalancer only inbound TCP rules take effect.";
    };
    readonly "vpc-field-type": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "A VPC or subnet field has the wrong JSON type.";
    };
    readonly "vpc-required-field": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "A VPC lacks its label or region, or a subnet its label or ipv4.";
    };
    readonly "vpc-unknown-field": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "A VPC or subnet has a field the API does not define.";
    };
    readonly "vpc-update-field": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "VPC update takes only label and description; subnet update only label.";
    };
    readonly "vpc-label-length": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "VPC and subnet labels are 1 to 64 characters.";
    };
    readonly "vpc-label-syntax": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "The live API allows only ASCII letters, digits and \"-\" (no \"--\") in VPC and subnet labels.";
        readonly live: true;
    };
    readonly "vpc-label-unique": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "VPC labels are unique in the account.";
        readonly live: true;
    };
    readonly "vpc-description-length": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "A VPC description is at most 255 characters.";
    };
    readonly "subnet-label-unique": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "Subnet labels are unique within their VPC.";
        readonly live: true;
    };
    readonly "subnet-ipv4-syntax": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "A subnet's ipv4 is a strict IPv4 CIDR.";
    };
    readonly "subnet-ipv4-canonical": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "A subnet's ipv4 is in canonical form (no host bits set).";
    };
    readonly "subnet-ipv4-prefix": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "The live API allows subnet prefixes up to /29.";
        readonly live: true;
    };
    readonly "subnet-ipv4-private": {
        readonly severity: "warning";
        readonly resource: "vpc";
        readonly description: "The live API expects subnet ranges inside RFC 1918 space.";
        readonly live: true;
    };
    readonly "subnet-ipv4-reserved": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "Subnets must not overlap 192.168.128.0/17, reserved for private instance addresses.";
        readonly live: true;
    };
    readonly "subnet-overlap": {
        readonly severity: "error";
        readonly resource: "vpc";
        readonly description: "Subnets of one VPC do not overlap.";
        readonly live: true;
    };
    readonly "database-field-type": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "A database field has the wrong JSON type or value.";
    };
    readonly "database-required-field": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "label, engine, region and type are required on create.";
    };
    readonly "database-unknown-field": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "A database body has a field the API does not define.";
    };
    readonly "database-update-field": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "Database update takes only label, allow_list, type and updates.";
    };
    readonly "database-label-length": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "Database labels are 3 to 32 characters.";
    };
    readonly "database-label-unique": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "Database labels are unique in the account.";
    };
    readonly "database-engine": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "engine is <engine>/<version> with engine mysql.";
    };
    readonly "database-engine-version": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "The live API takes an engine version of numbers and dots (8.0.30).";
        readonly live: true;
    };
    readonly "database-cluster-size": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "cluster_size is 1 or 3.";
    };
    readonly "database-replication": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "replication_type is none for one node, asynch or semi_synch for three.";
        readonly live: true;
    };
    readonly "database-updates": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "The maintenance window's fields are in range and week_of_month matches the frequency.";
        readonly live: true;
    };
    readonly "database-allow-list-syntax": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "Allow-list entries are strict IP addresses or CIDRs.";
    };
    readonly "database-allow-list-ipv4": {
        readonly severity: "error";
        readonly resource: "database";
        readonly description: "The live API takes only IPv4 in an allow list.";
        readonly live: true;
    };
    readonly "database-allow-list-canonical": {
        readonly severity: "info";
        readonly resource: "database";
        readonly description: "A bare allow-list address is written with /32, the way the API returns it.";
    };
    readonly "database-allow-list-host-bits": {
        readonly severity: "warning";
        readonly resource: "database";
        readonly description: "An allow-list range has host bits set and admits its whole network.";
    };
    readonly "database-allow-list-open": {
        readonly severity: "warning";
        readonly resource: "database";
        readonly description: "The allow list admits every address (0.0.0.0/0).";
    };
    readonly "database-allow-list-empty": {
        readonly severity: "warning";
        readonly resource: "database";
        readonly description: "An empty allow list blocks every connection.";
    };
    readonly "database-allow-list-duplicate": {
        readonly severity: "warning";
        readonly resource: "database";
        readonly description: "The same range is listed twice in the allow list.";
    };
    readonly "database-allow-list-contained": {
        readonly severity: "info";
        readonly resource: "database";
        readonly description: "An allow-list entry is contained in another and adds nothing.";
    };
    readonly "database-ssl-disabled": {
        readonly severity: "warning";
        readonly resource: "database";
        readonly description: "ssl_connection: false lets clients connect without TLS.";
    };
    readonly "database-single-node": {
        readonly severity: "info";
        readonly resource: "database";
        readonly description: "A one-node cluster has downtime in every maintenance window.";
    };
    readonly "stackscript-field-type": {
        readonly severity: "error";
        readonly resource: "stackscript";
        readonly description: "A StackScript field has the wrong JSON type.";
    };
    readonly "stackscript-required-field": {
        readonly severity: "error";
        readonly resource: "stackscript";
        readonly description: "label, images and script are required on create.";
    };
    readonly "stackscript-unknown-field": {
        readonly severity: "error";
        readonly resource: "stackscript";
        readonly description: "A StackScript body has a field the API does not define.";
    };
    readonly "stackscript-label-length": {
        readonly severity: "error";
        readonly resource: "stackscript";
        readonly description: "StackScript labels are 3 to 128 characters.";
    };
    readonly "stackscript-images": {
        readonly severity: "error";
        readonly resource: "stackscript";
        readonly description: "The live API takes a StackScript with at least one image.";
        readonly live: true;
    };
    readonly "stackscript-script": {
        readonly severity: "error";
        readonly resource: "stackscript";
        readonly description: "The live API takes a non-empty script.";
        readonly live: true;
    };
    readonly "stackscript-interpreter": {
        readonly severity: "warning";
        readonly resource: "stackscript";
        readonly description: "A script starts with an interpreter line (#!).";
    };
    readonly "image-field-type": {
        readonly severity: "error";
        readonly resource: "image";
        readonly description: "An image field has the wrong JSON type or value.";
    };
    readonly "image-required-field": {
        readonly severity: "error";
        readonly resource: "image";
        readonly description: "An uploaded image needs label and region.";
    };
    readonly "image-unknown-field": {
        readonly severity: "error";
        readonly resource: "image";
        readonly description: "An image body has a field the API does not define.";
    };
    readonly "image-update-field": {
        readonly severity: "error";
        readonly resource: "image";
        readonly description: "Image update takes only label and description.";
    };
    readonly "image-source": {
        readonly severity: "error";
        readonly resource: "image";
        readonly description: "An image is captured from a disk (disk_id) or uploaded (region): exactly one.";
    };
    readonly "image-description-length": {
        readonly severity: "error";
        readonly resource: "image";
        readonly description: "An image description is 1 to 65000 characters, or null.";
    };
    readonly "firewall-field-type": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A firewall field has the wrong JSON type.";
    };
    readonly "firewall-required-field": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A field the API requires is missing.";
    };
    readonly "firewall-unknown-field": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A firewall, rules object, rule or addresses object has a field the API does not define.";
    };
    readonly "firewall-update-field": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Firewall update accepts only label, status and tags.";
    };
    readonly "firewall-label-length": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Firewall labels are 3 to 32 characters.";
    };
    readonly "firewall-label-syntax": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Firewall labels use alphanumerics, - _ . only, start and end alphanumeric, no doubled separators.";
    };
    readonly "firewall-label-letter-first": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "The live API also requires a firewall label to begin with a letter.";
        readonly live: true;
    };
    readonly "firewall-analysis-partial": {
        readonly severity: "info";
        readonly resource: "firewall";
        readonly description: "The analysis of what a firewall accepts left out rules the API would reject.";
    };
    readonly "firewall-label-unique": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Firewall labels are unique in the account.";
    };
    readonly "firewall-status": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Firewall status is enabled or disabled; deleted cannot be set.";
    };
    readonly "firewall-policy": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "inbound_policy and outbound_policy are ACCEPT or DROP.";
    };
    readonly "firewall-rules-limit": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A firewall has at most 25 rules across inbound and outbound.";
    };
    readonly "firewall-rule-action": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A rule's action is ACCEPT or DROP.";
    };
    readonly "firewall-rule-protocol": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A rule's protocol is TCP, UDP, ICMP or IPENCAP.";
    };
    readonly "firewall-rule-addresses": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A rule's addresses object holds ipv4, ipv6 or both, each a non-empty list.";
    };
    readonly "firewall-rule-addresses-limit": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A rule has at most 255 addresses across ipv4 and ipv6.";
    };
    readonly "firewall-address-syntax": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Each rule address is strict IP/mask text of the list's family.";
    };
    readonly "firewall-address-not-canonical": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "A rule address has host bits set; the API matches the whole network.";
    };
    readonly "firewall-address-duplicate": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "The same network is listed twice in one rule.";
    };
    readonly "firewall-ports-syntax": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Port strings follow the API's grammar: ports 1..65535, ranges low-high, ', ' separated.";
    };
    readonly "firewall-ports-limit": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A port string has at most 15 pieces (a port counts 1, a range 2).";
    };
    readonly "firewall-ports-protocol": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Ports are allowed only with TCP and UDP.";
    };
    readonly "firewall-rule-label-length": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Rule labels are 3 to 32 characters.";
    };
    readonly "firewall-rule-description-length": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Rule descriptions are 1 to 100 characters.";
    };
    readonly "firewall-device-type": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A firewall device's type is compute or nodebalancer.";
    };
    readonly "firewall-nodebalancer-limit": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Only one NodeBalancer can be assigned to a firewall on create.";
    };
    readonly "firewall-device-duplicate": {
        readonly severity: "warning";
        readonly resource: "firewall";
        readonly description: "The same device is listed twice in one firewall.";
    };
    readonly "firewall-single-active": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "A service has at most one enabled firewall assigned.";
    };
    readonly "firewall-live-migration": {
        readonly severity: "error";
        readonly resource: "firewall";
        readonly description: "Firewall changes are refused while an assigned instance is live migrating.";
    };
    readonly "ip-field-type": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An IP request field has the wrong JSON type or value.";
    };
    readonly "ip-required-field": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An IP request lacks a field the API requires.";
    };
    readonly "ip-unknown-field": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An IP request has a field the API does not define.";
    };
    readonly "ip-address-syntax": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "Assigned addresses are IPv4 addresses or IPv6 /56 or /64 ranges; shared IPv6 ranges are written without their prefix length.";
    };
    readonly "ip-not-on-account": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An assigned or shared address is held by an instance of the account.";
    };
    readonly "ip-region": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "Addresses and instances of an assignment are in its region; shared addresses in the primary instance's region.";
    };
    readonly "ip-assign-result": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "After an assignment every instance involved has a public IPv4, at most one private IPv4 and at most one IPv6 range.";
    };
    readonly "ip-assign-shared": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "Shared addresses cannot be swapped.";
    };
    readonly "ip-nat": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An address with an active 1:1 NAT to a VPC interface cannot move to another instance or be shared.";
    };
    readonly "ip-live-migration": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "IP assignment is refused while an instance involved is live migrating.";
    };
    readonly "ip-share-empty": {
        readonly severity: "info";
        readonly resource: "ip";
        readonly description: "An empty share list removes every address shared to the instance.";
    };
    readonly "ipv6-range-prefix": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "IPv6 ranges are created with prefix length 56 or 64.";
    };
    readonly "ipv6-range-target": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An IPv6 range request has exactly one of compute_id and route_target (a SLAAC address without /128).";
    };
    readonly "ipv6-range-region-limit": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An account has at most one IPv6 range per region.";
    };
    readonly "ipv6-range-slaac-limit": {
        readonly severity: "error";
        readonly resource: "ip";
        readonly description: "An instance has at most one range targeting its SLAAC address.";
    };
    readonly "config-field-type": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "A config field has the wrong JSON type.";
    };
    readonly "config-required-field": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "A config override lacks files or rules.";
    };
    readonly "config-unknown-field": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "A config key is not one cloudlint knows.";
    };
    readonly "config-invalid": {
        readonly severity: "error";
        readonly resource: "file";
        readonly description: "A config value is not allowed (a severity other than error, warning, info, off; an unknown rule id).";
    };
    readonly "filter-collection": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "The collection is one the API can filter.";
    };
    readonly "filter-structure": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "A filter is an object; +and/+or take non-empty lists of filter objects.";
    };
    readonly "filter-operator": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "Operators are the API's, in their place, on fields of a type they apply to.";
    };
    readonly "filter-value-type": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "Values and operator arguments have the field's type (date-times as YYYY-MM-DDThh:mm:ss).";
    };
    readonly "filter-field": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "Only the collection's filterable fields can be filtered on.";
        readonly live: true;
    };
    readonly "filter-field-unknown": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "A filter key names a field of the listed record (the reference: keys are response fields); the API refuses any other.";
    };
    readonly "filter-field-later": {
        readonly severity: "warning";
        readonly resource: "filter";
        readonly description: "Under the live profile: a filter on a field a later API version adds to the record (VPC vpc_type), not known to be filterable.";
    };
    readonly "filter-operator-type": {
        readonly severity: "warning";
        readonly resource: "filter";
        readonly description: "An operator on a field of a type it is not documented for (+contains on a number): the reference lists no operators, and the live API answers some.";
    };
    readonly "filter-order": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "+order_by names a sortable field; +order is asc or desc and needs +order_by.";
    };
    readonly "filter-tags": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "tags takes a string or operator object, never a list, and no +neq.";
    };
    readonly "paging-page": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "page is an integer of at least 1.";
    };
    readonly "paging-page-size": {
        readonly severity: "error";
        readonly resource: "filter";
        readonly description: "page_size is an integer from 25 to 500 on the lists the reference bounds.";
    };
    readonly "paging-page-size-unstated": {
        readonly severity: "warning";
        readonly resource: "filter";
        readonly description: "page_size is 25..500 on the live API's other lists.";
        readonly live: true;
    };
    readonly "subnet-ipv4-changed": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A subnet's ipv4 is not changeable by update.";
    };
    readonly "vpc-region-changed": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A VPC's region is not changeable by update.";
    };
    readonly "database-field-changed": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A database's engine, region, cluster_size, encrypted, ssl_connection and replication_type are not changeable by update.";
    };
    readonly "change-identity": {
        readonly severity: "info";
        readonly resource: "change";
        readonly description: "A resource without an id whose label changed is deleted and recreated, not renamed.";
    };
    readonly "database-status-transition": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A database is updated only while active, and deleted only while active, failed or degraded (its status in the baseline).";
    };
    readonly "stackscript-public-change": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A public StackScript can be neither made private nor deleted.";
    };
    readonly "database-deleted": {
        readonly severity: "warning";
        readonly resource: "change";
        readonly description: "Deleting a database deletes its data and backups; it cannot be undone.";
    };
    readonly "image-deleted": {
        readonly severity: "warning";
        readonly resource: "change";
        readonly description: "Deleting an image cannot be undone.";
    };
    readonly "firewall-change-exposes-port": {
        readonly severity: "warning";
        readonly resource: "change";
        readonly description: "A rules change opens an administrative or database port to every address of a family.";
    };
    readonly "image-public-change": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A public image (compute/…) can be neither updated nor deleted.";
    };
    readonly "subnet-delete-in-use": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A subnet (or its VPC) is deleted while interfaces of the desired state still use it.";
    };
    readonly "firewall-protection-removed": {
        readonly severity: "warning";
        readonly resource: "change";
        readonly description: "A firewall delete, disable or device removal leaves a service with no enabled firewall.";
    };
    readonly "database-allow-list-change": {
        readonly severity: "warning";
        readonly resource: "change";
        readonly description: "A database allow list is opened to every address (0.0.0.0/0) or emptied.";
    };
    readonly "firewall-enable-conflict": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A change enables a firewall while another enabled firewall is assigned to the same service.";
    };
    readonly "ipv6-range-shared-delete": {
        readonly severity: "error";
        readonly resource: "change";
        readonly description: "A shared IPv6 range cannot be deleted.";
    };
    readonly "database-allow-list-with-edits": {
        readonly severity: "warning";
        readonly resource: "change";
        readonly description: "A database's allow list changes together with its other fields.";
    };
    readonly "request-route": {
        readonly severity: "error";
        readonly resource: "request";
        readonly description: "The method and path name an endpoint of the API.";
    };
    readonly "request-path-parameter": {
        readonly severity: "error";
        readonly resource: "request";
        readonly description: "A path parameter has its endpoint's form: an integer id, an IP address, an IPv6 range without its prefix length, <engine>/<version>.";
    };
    readonly "request-body": {
        readonly severity: "error";
        readonly resource: "request";
        readonly description: "An endpoint that takes a body gets one JSON object, sent as application/json.";
    };
    readonly "request-query": {
        readonly severity: "error";
        readonly resource: "request";
        readonly description: "A query parameter is given once, with a value of its type.";
    };
    readonly "request-options": {
        readonly severity: "error";
        readonly resource: "request";
        readonly description: "Options name a known profile, rule ids and settings.";
    };
    readonly "request-ignored-input": {
        readonly severity: "warning";
        readonly resource: "request";
        readonly description: "A body, query parameter or X-Filter header the endpoint does not take (the API ignores it).";
    };
};
/**
 * A rule id of the registry (the union of RULES' keys).
 * @example
 * ```ts
 * const id: RuleId = "subnet-overlap";
 * RULES[id].description;
 * ```
 */
export type RuleId = keyof typeof RULES;
/**
 * An organisation policy's id: a prefix, a slash and a name (`acme/db-ha-in-prod`); built-in ids have no slash, so the two never collide.
 * @example
 * ```ts
 * const id: PolicyId = "acme/db-ha-in-prod";
 * ```
 */
export type PolicyId = `${string}/${string}`;
export declare function isRuleId(id: string): id is RuleId;
/**
 * A rule's setting when nothing sets it: its severity, or `off` for an opt-in rule (defaultOff).
 * An id that is not a rule's (a policy's) is undefined.
 */
export declare function defaultSetting(id: string): Severity | "off" | undefined;
