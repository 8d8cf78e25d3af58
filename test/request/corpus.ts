/**
 * A corpus of requests built from the API reference's own sentences (issue 21), in both
 * directions, shared by the tests of validateRequest (test/request/reference-corpus.test.ts) and
 * of the example gateways (test/examples/services.test.ts).
 */
import type { ApiRequest } from "../../src/request/validate.js";

export const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["203.0.113.0/24"] } }] };
export const database = { label: "orders", region: "us-east", type: "g6-dedicated-2", engine: "mysql/8.0.30" };

/** [the sentence of the reference, the request, the live rule it raises as a warning (or none)]. */
export const ALLOWED: [string, ApiRequest, string | undefined][] = [
  ['"Page size bounds for VPC … lists: not shown"', { method: "GET", path: "/vpcs?page_size=10" }, "paging-page-size-unstated"],
  ['"Page size bounds for … image lists: not shown"', { method: "GET", path: "/images?page_size=10" }, "paging-page-size-unstated"],
  ['"Page size bounds for … database engine … lists: not shown"', { method: "GET", path: "/databases/engines?page_size=1000" }, "paging-page-size-unstated"],
  ['"Page size bounds for … database … lists: not shown"', { method: "GET", path: "/databases/instances?page_size=10" }, "paging-page-size-unstated"],
  ['"Page size bounds for … database … lists: not shown" (MySQL)', { method: "GET", path: "/databases/mysql/instances?page_size=10" }, "paging-page-size-unstated"],
  ['"Page size bounds for … subnet … lists: not shown"', { method: "GET", path: "/vpcs/12/subnets?page_size=10" }, "paging-page-size-unstated"],
  ["a list the Limits table does not name (kernels)", { method: "GET", path: "/compute/kernels?page_size=10" }, "paging-page-size-unstated"],
  ["a list the Limits table does not name (VPC IPs)", { method: "GET", path: "/networking/vpcs/ips?page_size=10" }, "paging-page-size-unstated"],
  ['firewall label: "begin and end with an alphanumeric character"', { method: "POST", path: "/networking/firewalls", body: { label: "1-web", rules } }, "firewall-label-letter-first"],
  ['VPC label: "1..64 characters" (extra constraints "not shown")', { method: "POST", path: "/vpcs", body: { label: "my_vpc.1", region: "us-east" } }, "vpc-label-syntax"],
  ['VPC label update: "1..64 characters"', { method: "PUT", path: "/vpcs/12", body: { label: "my_vpc.1" } }, "vpc-label-syntax"],
  ['subnet label: "1..64 characters"', { method: "PUT", path: "/vpcs/12/subnets/34", body: { label: "db--2" } }, "vpc-label-syntax"],
  ['subnet ipv4 outside RFC 1918 (extra constraints "not shown")', { method: "POST", path: "/vpcs/12/subnets", body: { label: "app", ipv4: "203.0.113.0/24" } }, "subnet-ipv4-private"],
  ['subnet ipv4 a /30 (extra constraints "not shown")', { method: "POST", path: "/vpcs/12/subnets", body: { label: "app", ipv4: "10.0.2.0/30" } }, "subnet-ipv4-prefix"],
  ["subnet ipv4 inside 192.168.128.0/17", { method: "POST", path: "/vpcs/12/subnets", body: { label: "app", ipv4: "192.168.200.0/24" } }, "subnet-ipv4-reserved"],
  ["two subnets of one VPC create with one label", { method: "POST", path: "/vpcs", body: { label: "prod", region: "us-east", subnets: [{ label: "a", ipv4: "10.0.1.0/24" }, { label: "a", ipv4: "10.0.2.0/24" }] } }, "subnet-label-unique"],
  ['allow_list: "Each item a single IP address or a CIDR range" (IPv6)', { method: "POST", path: "/databases/mysql/instances", body: { ...database, allow_list: ["2001:db8::/64"] } }, "database-allow-list-ipv4"],
  ['allow_list: a single IPv6 address', { method: "PUT", path: "/databases/mysql/instances/56", body: { allow_list: ["2001:db8::1"] } }, "database-allow-list-ipv4"],
  ['replication_type: "cluster-size conditions for values: not shown"', { method: "POST", path: "/databases/mysql/instances", body: { ...database, cluster_size: 1, replication_type: "asynch", allow_list: ["203.0.113.0/24"] } }, "database-replication"],
  ['updates: ranges "not shown" (a partial object)', { method: "PUT", path: "/databases/mysql/instances/56", body: { updates: { hour_of_day: 3 } } }, "database-updates"],
  ['updates: "the full enum of frequency: not shown"', { method: "PUT", path: "/databases/mysql/instances/56", body: { updates: { frequency: "daily", duration: 1, hour_of_day: 3, day_of_week: 1 } } }, "database-updates"],
  ["updates: a duration of 4 hours", { method: "PUT", path: "/databases/mysql/instances/56", body: { updates: { frequency: "weekly", duration: 4, hour_of_day: 3, day_of_week: 1, week_of_month: null } } }, "database-updates"],
  ['engine: "On create: <engine>/<version>" (the version\'s form is not shown)', { method: "POST", path: "/databases/mysql/instances", body: { ...database, engine: "mysql/latest", cluster_size: 3, replication_type: "asynch", allow_list: ["203.0.113.0/24"] } }, "database-engine-version"],
  ['region: "Region ID. Required" (no length stated)', { method: "POST", path: "/vpcs", body: { label: "prod", region: "" } }, "field-empty"],
  ['type: "Required on create" (no length stated)', { method: "PUT", path: "/databases/mysql/instances/56", body: { type: "" } }, "field-empty"],
  ['StackScript script: "(required)" (no length stated)', { method: "POST", path: "/compute/stackscripts", body: { label: "bootstrap", images: ["any/all"], script: "" } }, "stackscript-script"],
  ['StackScript images: "required array of strings" (empty)', { method: "POST", path: "/compute/stackscripts", body: { label: "bootstrap", images: [], script: "#!/bin/bash\n" } }, undefined],
  ['X-Filter: "each field\'s documentation says whether it is filterable" (firewall status)', { method: "GET", path: "/networking/firewalls", headers: { "X-Filter": '{"status": "enabled"}' } }, "filter-field"],
  ["X-Filter on a field of images the table does not list", { method: "GET", path: "/images", headers: { "X-Filter": '{"created_by": "me"}' } }, "filter-field"],
  ["X-Filter +order_by a field the table does not list", { method: "GET", path: "/vpcs", headers: { "X-Filter": '{"+order_by": "description"}' } }, "filter-field"],
  // The vendor's web console's subnet search (issue 36): the live API answers it; "the full operator list is not shown".
  ['X-Filter: "the full operator list is not shown" (the web console\'s +contains on the integer id)', { method: "GET", path: "/vpcs/12/subnets", headers: { "X-Filter": '{"+or":[{"label":{"+contains":"app"}},{"id":{"+contains":"app"}}]}' } }, undefined],
  ['assignments: "required array of objects" (empty)', { method: "POST", path: "/networking/ips/assign", body: { region: "us-east", assignments: [] } }, undefined],
  ["GET /images/compute/… (a public image can be viewed)", { method: "GET", path: "/images/compute/debian12" }, undefined],
  ["PUT /images/private/…", { method: "PUT", path: "/images/private/15", body: { label: "golden-2" } }, undefined],
  ["DELETE /images/private/…", { method: "DELETE", path: "/images/private/15" }, undefined],
];

/** [the sentence of the reference, the request, the `field` of the error]. */
export const REFUSED: [string, ApiRequest, string | undefined][] = [
  ['page_size "25..500" on firewall lists', { method: "GET", path: "/networking/firewalls?page_size=10" }, "page_size"],
  ['page_size "25..500" on device lists', { method: "GET", path: "/networking/firewalls/78/devices?page_size=501" }, "page_size"],
  ['page_size "25..500" on IPv6 pool lists', { method: "GET", path: "/networking/ipv6/pools?page_size=24" }, "page_size"],
  ['page_size "25..500" on IPv6 range lists', { method: "GET", path: "/networking/ipv6/ranges?page_size=24" }, "page_size"],
  ['page_size "25..500" on VLAN lists', { method: "GET", path: "/networking/vlans?page_size=24" }, "page_size"],
  ['page_size "25..500" on StackScript lists', { method: "GET", path: "/compute/stackscripts?page_size=501" }, "page_size"],
  ['page "integer >= 1" on every list', { method: "GET", path: "/vpcs?page=0" }, "page"],
  ['firewall label "begin and end with an alphanumeric character"', { method: "POST", path: "/networking/firewalls", body: { label: "web-", rules } }, "label"],
  ['firewall label "no two hyphens … in a row"', { method: "PUT", path: "/networking/firewalls/78", body: { label: "web--fw" } }, "label"],
  ['VPC label "1..64 characters"', { method: "POST", path: "/vpcs", body: { label: "v".repeat(65), region: "us-east" } }, "label"],
  ['subnet ipv4 "IPv4 range in CIDR canonical form"', { method: "POST", path: "/vpcs/12/subnets", body: { label: "app", ipv4: "10.0.1.5/24" } }, "ipv4"],
  ['allow_list "a single IP address or a CIDR range"', { method: "POST", path: "/databases/mysql/instances", body: { ...database, allow_list: ["not-an-address"] } }, "allow_list[0]"],
  ['replication_type "enum none, asynch, semi_synch"', { method: "POST", path: "/databases/mysql/instances", body: { ...database, replication_type: "sync" } }, "replication_type"],
  ['cluster_size "enum 1, 3"', { method: "POST", path: "/databases/mysql/instances", body: { ...database, cluster_size: 2 } }, "cluster_size"],
  ["updates: duration is an integer", { method: "PUT", path: "/databases/mysql/instances/56", body: { updates: { duration: "2" } } }, "updates.duration"],
  ['StackScript images "required"', { method: "POST", path: "/compute/stackscripts", body: { label: "bootstrap", script: "#!/bin/bash\n" } }, "images"],
  ['X-Filter "+order_by … unavailable for the image status field"', { method: "GET", path: "/images", headers: { "X-Filter": '{"+order_by": "status"}' } }, "X-Filter.+order_by"],
  // The live API: 400 {"field": "X-Filter", "reason": "Cannot filter on foo"} (issue 36).
  ['X-Filter: "Keys are filterable response fields" (a key that is no field of the image record)', { method: "GET", path: "/images", headers: { "X-Filter": '{"foo":"bar"}' } }, "X-Filter"],
  ['"Update and delete apply to private images" (PUT)', { method: "PUT", path: "/images/compute/debian12", body: { label: "mine" } }, "imageId"],
  ['"Update and delete apply to private images" (DELETE)', { method: "DELETE", path: "/images/compute/debian12" }, "imageId"],
  ['IPv6 range create: "both together is an error"', { method: "POST", path: "/networking/ipv6/ranges", body: { prefix_length: 64, compute_id: 101, route_target: "2600:3c03::1" } }, "route_target"],
  ['IPv6 range create: "exactly one of compute_id and route_target is required"', { method: "POST", path: "/networking/ipv6/ranges", body: { prefix_length: 64 } }, "compute_id"],
  ["a body id is a positive integer, like a path id (compute_id)", { method: "POST", path: "/networking/ips", body: { compute_id: 0, public: true, type: "ipv4" } }, "compute_id"],
  ["a body id is a positive integer, like a path id (device id)", { method: "POST", path: "/networking/firewalls/78/devices", body: { id: -1, type: "compute" } }, "id"],
  ["a body id is a positive integer, like a path id (disk_id)", { method: "POST", path: "/images", body: { disk_id: 2 ** 53 } }, "disk_id"],
  ["a body id is a positive integer, like a path id (devices.computes)", { method: "POST", path: "/networking/firewalls", body: { label: "web-fw", rules, devices: { computes: [0] } } }, "devices.computes[0]"],
  ["a body id is a positive integer, like a path id (assignments)", { method: "POST", path: "/networking/ips/assign", body: { region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: 0 }] } }, "assignments[0].compute_id"],
];
