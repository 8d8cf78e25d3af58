"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var catalog_exports = {};
__export(catalog_exports, {
  RULES: () => RULES,
  defaultSetting: () => defaultSetting,
  isRuleId: () => isRuleId
});
module.exports = __toCommonJS(catalog_exports);
const RULES = {
  // Files and the state-file shape.
  "parse-error": { severity: "error", resource: "file", description: "The file is not valid YAML or JSON." },
  "input-limit": { severity: "error", resource: "file", description: "The file exceeds a safety limit (size, nesting depth, YAML aliases), or the run's total input limit was reached before it; or data handed to the library exceeds the same depth and value limits (a list of 2^32 \u2212 1 slots, a cycle)." },
  "state-structure": { severity: "error", resource: "state", description: "The state file's top level, a resource section or an entry has the wrong shape." },
  "state-unknown-key": { severity: "error", resource: "state", description: "A top-level key of the state file is not a known resource section." },
  "unresolved-reference": { severity: "error", resource: "state", description: "A label reference to a compute instance or NodeBalancer names nothing in the account." },
  "region-not-allowed": { severity: "error", resource: "state", description: "A resource is in a region the config's allowedRegions does not list." },
  "unused-suppression": { severity: "warning", resource: "file", description: "An inline suppression suppresses nothing." },
  "suppression-invalid": { severity: "error", resource: "file", description: "An inline suppression lacks its rule ids or reason, names an unknown rule, or has a bad until= date." },
  "unknown-id-reference": { severity: "warning", resource: "state", description: "An integer reference matches no entry of the account's inventory." },
  // Inventory: compute instances, their interfaces, NodeBalancers.
  "field-empty": { severity: "error", resource: "state", description: "A region, a database type or an image label is the empty string: the live API refuses it.", live: true },
  "label-unsafe-characters": { severity: "warning", resource: "state", description: "A label holds an invisible, control, bidirectional or non-ASCII character that can make it pass for another label." },
  "inventory-label-unique": { severity: "error", resource: "inventory", description: "Compute instance and NodeBalancer labels (and ids) are unique in the account." },
  "compute-field-type": { severity: "error", resource: "inventory", description: "An inventory field has the wrong JSON type." },
  "compute-required-field": { severity: "error", resource: "inventory", description: "An inventory entry lacks its label or region, or an interface its purpose." },
  "terraform-module": { severity: "info", resource: "file", description: "A Terraform module call whose module is not read (a source outside the repository, a folder that does not exist, a registry or git module not installed): its resources are not checked." },
  "terraform-legacy-firewall-rule": { severity: "error", resource: "firewall", description: 'A `linode_firewall` rule block written in the old provider\'s shape (`addresses = [...]`, `ports = ["80"]`): the current provider takes `ipv4`/`ipv6` lists and one `ports` string.' },
  "provider-token": { severity: "error", resource: "file", description: "An API token is written in the configuration (the provider block's `token`): anyone who can read the repository can use the account." },
  "compute-ssh-keys": { severity: "warning", resource: "inventory", description: "An instance created from an image starts with no authorized_keys or authorized_users: root logs in by password." },
  "compute-unknown-field": { severity: "error", resource: "inventory", description: "An inventory entry has a field the state file does not define." },
  "compute-address-kind": { severity: "error", resource: "inventory", description: "Instance addresses are valid and of their list's kind (public, private RFC 1918, IPv6 ranges, SLAAC)." },
  "compute-interface-purpose": { severity: "error", resource: "inventory", description: "An interface's purpose is public, vlan or vpc." },
  "compute-interface-public-limit": { severity: "error", resource: "inventory", description: "A configuration profile has at most one public interface." },
  "compute-interface-vlan": { severity: "error", resource: "inventory", description: "A vlan interface has a label, and its ipam_address is an IPv4 CIDR." },
  "compute-interface-subnet": { severity: "error", resource: "inventory", description: 'A vpc interface names its subnet as "<vpc>/<subnet>" or an integer id.' },
  "compute-interface-region": { severity: "error", resource: "inventory", description: "An instance attaches only to subnets of VPCs in its own region." },
  "compute-interface-vpc-address": { severity: "error", resource: "inventory", description: "A vpc interface's address lies inside its subnet and is not its network or broadcast address." },
  "compute-interface-nat": { severity: "error", resource: "inventory", description: "nat_1_1 is a public IPv4 address or any." },
  "image-id-syntax": { severity: "error", resource: "image", description: "Image IDs are compute/<name> or private/<id> (any/all in StackScripts)." },
  "firewall-rule-shadowed": { severity: "warning", resource: "firewall", description: "A rule can never match: earlier rules decide every packet it matches." },
  "firewall-rule-redundant": { severity: "info", resource: "firewall", description: "Removing the rule would change no decision." },
  "firewall-rule-conflict": { severity: "warning", resource: "firewall", description: "An earlier rule with the opposite action takes part of the rule's packets." },
  "firewall-exposed-port": { severity: "warning", resource: "firewall", description: "An administrative or database port is open inbound to every address of a family." },
  "firewall-open-policy": { severity: "info", resource: "firewall", description: "inbound_policy is ACCEPT with no DROP rule." },
  "firewall-open-outbound-policy": { severity: "warning", resource: "firewall", description: "outbound_policy is ACCEPT (opt-in: off by default).", defaultOff: true },
  "firewall-family-gap": { severity: "info", resource: "firewall", description: "Ports are open to every address of one family and none of the other." },
  "firewall-nodebalancer-ineffective": { severity: "warning", resource: "firewall", description: "On a NodeBalancer only inbound TCP rules take effect." },
  // VPCs and subnets.
  "vpc-field-type": { severity: "error", resource: "vpc", description: "A VPC or subnet field has the wrong JSON type." },
  "vpc-required-field": { severity: "error", resource: "vpc", description: "A VPC lacks its label or region, or a subnet its label or ipv4." },
  "vpc-unknown-field": { severity: "error", resource: "vpc", description: "A VPC or subnet has a field the API does not define." },
  "vpc-update-field": { severity: "error", resource: "vpc", description: "VPC update takes only label and description; subnet update only label." },
  "vpc-label-length": { severity: "error", resource: "vpc", description: "VPC and subnet labels are 1 to 64 characters." },
  "vpc-label-syntax": { severity: "error", resource: "vpc", description: 'The live API allows only ASCII letters, digits and "-" (no "--") in VPC and subnet labels.', live: true },
  "vpc-label-unique": { severity: "error", resource: "vpc", description: "VPC labels are unique in the account.", live: true },
  "vpc-description-length": { severity: "error", resource: "vpc", description: "A VPC description is at most 255 characters." },
  "subnet-label-unique": { severity: "error", resource: "vpc", description: "Subnet labels are unique within their VPC.", live: true },
  "subnet-ipv4-syntax": { severity: "error", resource: "vpc", description: "A subnet's ipv4 is a strict IPv4 CIDR." },
  "subnet-ipv4-canonical": { severity: "error", resource: "vpc", description: "A subnet's ipv4 is in canonical form (no host bits set)." },
  "subnet-ipv4-prefix": { severity: "error", resource: "vpc", description: "The live API allows subnet prefixes up to /29.", live: true },
  "subnet-ipv4-private": { severity: "warning", resource: "vpc", description: "The live API expects subnet ranges inside RFC 1918 space.", live: true },
  "subnet-ipv4-reserved": { severity: "error", resource: "vpc", description: "Subnets must not overlap 192.168.128.0/17, reserved for private instance addresses.", live: true },
  "subnet-overlap": { severity: "error", resource: "vpc", description: "Subnets of one VPC do not overlap.", live: true },
  // Managed MySQL databases.
  "database-field-type": { severity: "error", resource: "database", description: "A database field has the wrong JSON type or value." },
  "database-required-field": { severity: "error", resource: "database", description: "label, engine, region and type are required on create." },
  "database-unknown-field": { severity: "error", resource: "database", description: "A database body has a field the API does not define." },
  "database-update-field": { severity: "error", resource: "database", description: "Database update takes only label, allow_list, type and updates." },
  "database-label-length": { severity: "error", resource: "database", description: "Database labels are 3 to 32 characters." },
  "database-label-unique": { severity: "error", resource: "database", description: "Database labels are unique in the account." },
  "database-engine": { severity: "error", resource: "database", description: "engine is <engine>/<version> with engine mysql." },
  "database-engine-version": { severity: "error", resource: "database", description: "The live API takes an engine version of numbers and dots (8.0.30).", live: true },
  "database-cluster-size": { severity: "error", resource: "database", description: "cluster_size is 1 or 3." },
  "database-replication": { severity: "error", resource: "database", description: "replication_type is none for one node, asynch or semi_synch for three.", live: true },
  "database-updates": { severity: "error", resource: "database", description: "The maintenance window's fields are in range and week_of_month matches the frequency.", live: true },
  "database-allow-list-syntax": { severity: "error", resource: "database", description: "Allow-list entries are strict IP addresses or CIDRs." },
  "database-allow-list-ipv4": { severity: "error", resource: "database", description: "The live API takes only IPv4 in an allow list.", live: true },
  "database-allow-list-canonical": { severity: "info", resource: "database", description: "A bare allow-list address is written with /32, the way the API returns it." },
  "database-allow-list-host-bits": { severity: "warning", resource: "database", description: "An allow-list range has host bits set and admits its whole network." },
  "database-allow-list-open": { severity: "warning", resource: "database", description: "The allow list admits every address (0.0.0.0/0)." },
  "database-allow-list-empty": { severity: "warning", resource: "database", description: "An empty allow list blocks every connection." },
  "database-allow-list-duplicate": { severity: "warning", resource: "database", description: "The same range is listed twice in the allow list." },
  "database-allow-list-contained": { severity: "info", resource: "database", description: "An allow-list entry is contained in another and adds nothing." },
  "database-ssl-disabled": { severity: "warning", resource: "database", description: "ssl_connection: false lets clients connect without TLS." },
  "database-single-node": { severity: "info", resource: "database", description: "A one-node cluster has downtime in every maintenance window." },
  // StackScripts and images.
  "stackscript-field-type": { severity: "error", resource: "stackscript", description: "A StackScript field has the wrong JSON type." },
  "stackscript-required-field": { severity: "error", resource: "stackscript", description: "label, images and script are required on create." },
  "stackscript-unknown-field": { severity: "error", resource: "stackscript", description: "A StackScript body has a field the API does not define." },
  "stackscript-label-length": { severity: "error", resource: "stackscript", description: "StackScript labels are 3 to 128 characters." },
  "stackscript-images": { severity: "error", resource: "stackscript", description: "The live API takes a StackScript with at least one image.", live: true },
  "stackscript-script": { severity: "error", resource: "stackscript", description: "The live API takes a non-empty script.", live: true },
  "stackscript-interpreter": { severity: "warning", resource: "stackscript", description: "A script starts with an interpreter line (#!)." },
  "image-field-type": { severity: "error", resource: "image", description: "An image field has the wrong JSON type or value." },
  "image-required-field": { severity: "error", resource: "image", description: "An uploaded image needs label and region." },
  "image-unknown-field": { severity: "error", resource: "image", description: "An image body has a field the API does not define." },
  "image-update-field": { severity: "error", resource: "image", description: "Image update takes only label and description." },
  "image-source": { severity: "error", resource: "image", description: "An image is captured from a disk (disk_id) or uploaded (region): exactly one." },
  "image-description-length": { severity: "error", resource: "image", description: "An image description is 1 to 65000 characters, or null." },
  // Firewalls.
  "firewall-field-type": { severity: "error", resource: "firewall", description: "A firewall field has the wrong JSON type." },
  "firewall-required-field": { severity: "error", resource: "firewall", description: "A field the API requires is missing." },
  "firewall-unknown-field": { severity: "error", resource: "firewall", description: "A firewall, rules object, rule or addresses object has a field the API does not define." },
  "firewall-update-field": { severity: "error", resource: "firewall", description: "Firewall update accepts only label, status and tags." },
  "firewall-label-length": { severity: "error", resource: "firewall", description: "Firewall labels are 3 to 32 characters." },
  "firewall-label-syntax": { severity: "error", resource: "firewall", description: "Firewall labels use alphanumerics, - _ . only, start and end alphanumeric, no doubled separators." },
  "firewall-label-letter-first": { severity: "warning", resource: "firewall", description: "The live API also requires a firewall label to begin with a letter.", live: true },
  "firewall-analysis-partial": { severity: "info", resource: "firewall", description: "The analysis of what a firewall accepts left out rules the API would reject." },
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
  // IP address management: assign, share, IPv6 ranges, allocation, RDNS.
  "ip-field-type": { severity: "error", resource: "ip", description: "An IP request field has the wrong JSON type or value." },
  "ip-required-field": { severity: "error", resource: "ip", description: "An IP request lacks a field the API requires." },
  "ip-unknown-field": { severity: "error", resource: "ip", description: "An IP request has a field the API does not define." },
  "ip-address-syntax": { severity: "error", resource: "ip", description: "Assigned addresses are IPv4 addresses or IPv6 /56 or /64 ranges; shared IPv6 ranges are written without their prefix length." },
  "ip-not-on-account": { severity: "error", resource: "ip", description: "An assigned or shared address is held by an instance of the account." },
  "ip-region": { severity: "error", resource: "ip", description: "Addresses and instances of an assignment are in its region; shared addresses in the primary instance's region." },
  "ip-assign-result": { severity: "error", resource: "ip", description: "After an assignment every instance involved has a public IPv4, at most one private IPv4 and at most one IPv6 range." },
  "ip-assign-shared": { severity: "error", resource: "ip", description: "Shared addresses cannot be swapped." },
  "ip-nat": { severity: "error", resource: "ip", description: "An address with an active 1:1 NAT to a VPC interface cannot move to another instance or be shared." },
  "ip-live-migration": { severity: "error", resource: "ip", description: "IP assignment is refused while an instance involved is live migrating." },
  "ip-share-empty": { severity: "info", resource: "ip", description: "An empty share list removes every address shared to the instance." },
  "ipv6-range-prefix": { severity: "error", resource: "ip", description: "IPv6 ranges are created with prefix length 56 or 64." },
  "ipv6-range-target": { severity: "error", resource: "ip", description: "An IPv6 range request has exactly one of compute_id and route_target (a SLAAC address without /128)." },
  "ipv6-range-region-limit": { severity: "error", resource: "ip", description: "An account has at most one IPv6 range per region." },
  "ipv6-range-slaac-limit": { severity: "error", resource: "ip", description: "An instance has at most one range targeting its SLAAC address." },
  // The config file (reported as errors of the command, exit 2; ids name the kind of problem).
  "config-field-type": { severity: "error", resource: "file", description: "A config field has the wrong JSON type." },
  "config-required-field": { severity: "error", resource: "file", description: "A config override lacks files or rules." },
  "config-unknown-field": { severity: "error", resource: "file", description: "A config key is not one cloudlint knows." },
  "config-invalid": { severity: "error", resource: "file", description: "A config value is not allowed (a severity other than error, warning, info, off; an unknown rule id)." },
  // X-Filter expressions and paging.
  "filter-collection": { severity: "error", resource: "filter", description: "The collection is one the API can filter." },
  "filter-structure": { severity: "error", resource: "filter", description: "A filter is an object; +and/+or take non-empty lists of filter objects." },
  "filter-operator": { severity: "error", resource: "filter", description: "Operators are the API's, in their place, on fields of a type they apply to." },
  "filter-value-type": { severity: "error", resource: "filter", description: "Values and operator arguments have the field's type (date-times as YYYY-MM-DDThh:mm:ss)." },
  "filter-field": { severity: "error", resource: "filter", description: "Only the collection's filterable fields can be filtered on.", live: true },
  "filter-field-unknown": { severity: "error", resource: "filter", description: "A filter key names a field of the listed record (the reference: keys are response fields); the API refuses any other." },
  "filter-field-later": { severity: "warning", resource: "filter", description: "Under the live profile: a filter on a field a later API version adds to the record (VPC vpc_type), not known to be filterable." },
  "filter-operator-type": { severity: "warning", resource: "filter", description: "An operator on a field of a type it is not documented for (+contains on a number): the reference lists no operators, and the live API answers some." },
  "filter-order": { severity: "error", resource: "filter", description: "+order_by names a sortable field; +order is asc or desc and needs +order_by." },
  "filter-tags": { severity: "error", resource: "filter", description: "tags takes a string or operator object, never a list, and no +neq." },
  "paging-page": { severity: "error", resource: "filter", description: "page is an integer of at least 1." },
  "paging-page-size": { severity: "error", resource: "filter", description: "page_size is an integer from 25 to 500 on the lists the reference bounds." },
  "paging-page-size-unstated": { severity: "warning", resource: "filter", description: "page_size is 25..500 on the live API's other lists.", live: true },
  // Changes against a baseline (lint with a baseline).
  "subnet-ipv4-changed": { severity: "error", resource: "change", description: "A subnet's ipv4 is not changeable by update." },
  "vpc-region-changed": { severity: "error", resource: "change", description: "A VPC's region is not changeable by update." },
  "database-field-changed": { severity: "error", resource: "change", description: "A database's engine, region, cluster_size, encrypted, ssl_connection and replication_type are not changeable by update." },
  "change-identity": { severity: "info", resource: "change", description: "A resource without an id whose label changed is deleted and recreated, not renamed." },
  "database-status-transition": { severity: "error", resource: "change", description: "A database is updated only while active, and deleted only while active, failed or degraded (its status in the baseline)." },
  "stackscript-public-change": { severity: "error", resource: "change", description: "A public StackScript can be neither made private nor deleted." },
  "database-deleted": { severity: "warning", resource: "change", description: "Deleting a database deletes its data and backups; it cannot be undone." },
  "image-deleted": { severity: "warning", resource: "change", description: "Deleting an image cannot be undone." },
  "firewall-change-exposes-port": { severity: "warning", resource: "change", description: "A rules change opens an administrative or database port to every address of a family." },
  "image-public-change": { severity: "error", resource: "change", description: "A public image (compute/\u2026) can be neither updated nor deleted." },
  "subnet-delete-in-use": { severity: "error", resource: "change", description: "A subnet (or its VPC) is deleted while interfaces of the desired state still use it." },
  "firewall-protection-removed": { severity: "warning", resource: "change", description: "A firewall delete, disable or device removal leaves a service with no enabled firewall." },
  "database-allow-list-change": { severity: "warning", resource: "change", description: "A database allow list is opened to every address (0.0.0.0/0) or emptied." },
  "firewall-enable-conflict": { severity: "error", resource: "change", description: "A change enables a firewall while another enabled firewall is assigned to the same service." },
  "ipv6-range-shared-delete": { severity: "error", resource: "change", description: "A shared IPv6 range cannot be deleted." },
  "database-allow-list-with-edits": { severity: "warning", resource: "change", description: "A database's allow list changes together with its other fields." },
  // Requests (validateRequest): the route, path parameters, body, query and headers.
  "request-route": { severity: "error", resource: "request", description: "The method and path name an endpoint of the API." },
  "request-path-parameter": { severity: "error", resource: "request", description: "A path parameter has its endpoint's form: an integer id, an IP address, an IPv6 range without its prefix length, <engine>/<version>." },
  "request-body": { severity: "error", resource: "request", description: "An endpoint that takes a body gets one JSON object, sent as application/json." },
  "request-query": { severity: "error", resource: "request", description: "A query parameter is given once, with a value of its type." },
  "request-options": { severity: "error", resource: "request", description: "Options name a known profile, rule ids and settings." },
  "request-ignored-input": { severity: "warning", resource: "request", description: "A body, query parameter or X-Filter header the endpoint does not take (the API ignores it)." }
};
function isRuleId(id) {
  return Object.prototype.hasOwnProperty.call(RULES, id);
}
function defaultSetting(id) {
  if (!isRuleId(id)) return void 0;
  const meta = RULES[id];
  return meta.defaultOff ? "off" : meta.severity;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  RULES,
  defaultSetting,
  isRuleId
});
