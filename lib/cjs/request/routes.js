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
var routes_exports = {};
__export(routes_exports, {
  routes: () => routes
});
module.exports = __toCommonJS(routes_exports);
const body = (schema) => ({ kind: "body", schema });
const list = (collection, query) => ({ kind: "list", ...collection ? { collection } : {}, ...query ? { query } : {} });
const boundedList = (collection) => ({ kind: "list", ...collection ? { collection } : {}, pageSizeBounded: true });
const none = { kind: "none" };
function route(id, params, scopes, input, summary) {
  const space = id.indexOf(" ");
  return Object.freeze({
    id,
    method: id.slice(0, space),
    path: id.slice(space + 1),
    params: Object.freeze({ ...params }),
    scopes: Object.freeze([...scopes]),
    input: Object.freeze({ ...input }),
    summary
  });
}
const VPC = { vpcId: "integer" };
const SUBNET = { vpcId: "integer", vpcSubnetId: "integer" };
const DB = { instanceId: "integer" };
const FW = { firewallId: "integer" };
const DEVICE = { firewallId: "integer", deviceId: "integer" };
const IMAGE = { imageId: "imageId" };
const SCRIPT = { stackscriptId: "string" };
const VPC_RW = ["vpc:read_write"];
const IPS_RW = ["ips:read_write", "compute:read_write"];
const routes = [
  route("GET /vpcs", {}, [], list("vpcs"), "List VPCs."),
  route("POST /vpcs", {}, VPC_RW, body("vpc-create.schema.json"), "Create a VPC, with its subnets."),
  route("GET /vpcs/{vpcId}", VPC, [], none, "View a VPC."),
  route("PUT /vpcs/{vpcId}", VPC, VPC_RW, body("vpc-update.schema.json"), "Update a VPC's label or description."),
  route("DELETE /vpcs/{vpcId}", VPC, VPC_RW, none, "Delete a VPC and its subnets."),
  route("GET /networking/vpcs/ips", {}, ["ips:read_only"], list("vpc-ips"), "List the VPC IP addresses of the account."),
  route("GET /vpcs/{vpcId}/ips", VPC, ["ips:read_only"], list("vpc-ips"), "List the IP addresses of one VPC."),
  route("GET /vpcs/{vpcId}/subnets", VPC, [], list("subnets"), "List a VPC's subnets."),
  route("POST /vpcs/{vpcId}/subnets", VPC, VPC_RW, body("subnet-create.schema.json"), "Create a subnet."),
  route("GET /vpcs/{vpcId}/subnets/{vpcSubnetId}", SUBNET, [], none, "View a subnet."),
  route("PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}", SUBNET, VPC_RW, body("subnet-update.schema.json"), "Update a subnet's label."),
  route("DELETE /vpcs/{vpcId}/subnets/{vpcSubnetId}", SUBNET, VPC_RW, none, "Delete a subnet."),
  route("GET /databases/engines", {}, [], list("database-engines"), "List database engines."),
  route("GET /databases/engines/{engineId}", { engineId: "engineId" }, [], list(), "View a database engine."),
  route("GET /databases/instances", {}, ["databases:read_only"], list("databases"), "List databases of every engine."),
  route("GET /databases/mysql/instances", {}, ["databases:read_only"], list("databases"), "List MySQL databases."),
  route("POST /databases/mysql/instances", {}, ["databases:read_write"], body("database-create.schema.json"), "Create a MySQL database."),
  route("GET /databases/mysql/instances/{instanceId}", DB, ["databases:read_only"], none, "View a MySQL database."),
  route("PUT /databases/mysql/instances/{instanceId}", DB, ["databases:read_write"], body("database-update.schema.json"), "Update a MySQL database."),
  route("DELETE /databases/mysql/instances/{instanceId}", DB, ["databases:read_write"], none, "Delete a MySQL database."),
  route("GET /networking/firewalls", {}, ["firewall:read_only"], boundedList("firewalls"), "List firewalls."),
  route("POST /networking/firewalls", {}, ["firewall:read_write"], body("firewall-create.schema.json"), "Create a firewall."),
  route("GET /networking/firewalls/{firewallId}", FW, ["firewall:read_only"], none, "View a firewall."),
  route("PUT /networking/firewalls/{firewallId}", FW, ["firewall:read_write"], body("firewall-update.schema.json"), "Update a firewall's label, status or tags."),
  route("DELETE /networking/firewalls/{firewallId}", FW, ["firewall:read_write"], none, "Delete a firewall."),
  route("GET /networking/firewalls/{firewallId}/devices", FW, ["firewall:read_only"], boundedList("firewall-devices"), "List a firewall's devices."),
  route("POST /networking/firewalls/{firewallId}/devices", FW, ["firewall:read_write"], body("firewall-device-create.schema.json"), "Assign a firewall to a service."),
  route("GET /networking/firewalls/{firewallId}/devices/{deviceId}", DEVICE, ["firewall:read_only"], none, "View a firewall device."),
  route("DELETE /networking/firewalls/{firewallId}/devices/{deviceId}", DEVICE, ["firewall:read_write"], none, "Remove a firewall from a service."),
  route("GET /networking/firewalls/{firewallId}/rules", FW, ["firewall:read_only"], none, "View a firewall's rules."),
  route("PUT /networking/firewalls/{firewallId}/rules", FW, ["firewall:read_write"], body("firewall-rules-update.schema.json"), "Replace a firewall's rules."),
  route("GET /networking/ips", {}, ["ips:read_only"], list("ips", ["skip_ipv6_rdns"]), "List the account's IP addresses."),
  route("POST /networking/ips", {}, IPS_RW, body("ip-allocate.schema.json"), "Allocate an IPv4 address."),
  route("POST /networking/ips/assign", {}, IPS_RW, body("ip-assign.schema.json"), "Assign addresses to instances."),
  route("POST /networking/ips/share", {}, IPS_RW, body("ip-share.schema.json"), "Share addresses with an instance."),
  route("GET /networking/ips/{address}", { address: "ipAddress" }, ["ips:read_only"], none, "View an IP address."),
  route("PUT /networking/ips/{address}", { address: "ipAddress" }, ["ips:read_write"], body("ip-rdns-update.schema.json"), "Update an address's reverse DNS."),
  route("POST /networking/ipv4/assign", {}, IPS_RW, body("ip-assign.schema.json"), "Assign addresses to instances (IPv4 path)."),
  route("POST /networking/ipv4/share", {}, IPS_RW, body("ip-share.schema.json"), "Share addresses with an instance (IPv4 path)."),
  route("GET /networking/ipv6/pools", {}, ["ips:read_only"], boundedList("ipv6-pools"), "List IPv6 pools."),
  route("GET /networking/ipv6/ranges", {}, ["ips:read_only"], boundedList("ipv6-ranges"), "List IPv6 ranges."),
  route("POST /networking/ipv6/ranges", {}, IPS_RW, body("ipv6-range-create.schema.json"), "Create an IPv6 range."),
  route("GET /networking/ipv6/ranges/{range}", { range: "ipv6Range" }, ["ips:read"], none, "View an IPv6 range."),
  route("DELETE /networking/ipv6/ranges/{range}", { range: "ipv6Range" }, ["ips:read_write"], none, "Delete an IPv6 range."),
  route("GET /networking/vlans", {}, ["compute:read_only"], boundedList(), "List VLANs."),
  route("GET /compute/stackscripts", {}, ["stackscripts:read_only"], boundedList("stackscripts"), "List StackScripts."),
  route("POST /compute/stackscripts", {}, ["stackscripts:read_write"], body("stackscript-create.schema.json"), "Create a StackScript."),
  route("GET /compute/stackscripts/{stackscriptId}", SCRIPT, ["stackscripts:read_only"], none, "View a StackScript."),
  route("PUT /compute/stackscripts/{stackscriptId}", SCRIPT, ["stackscripts:read_write"], body("stackscript-update.schema.json"), "Update a StackScript."),
  route("DELETE /compute/stackscripts/{stackscriptId}", SCRIPT, ["stackscripts:read_write"], none, "Delete a private StackScript."),
  route("GET /images", {}, ["images:read_only"], list("images"), "List images."),
  route("POST /images", {}, ["images:read_write", "compute:read_only"], body("image-create.schema.json"), "Capture an image from a disk."),
  route("POST /images/upload", {}, ["images:read_write"], body("image-upload.schema.json"), "Create an image to upload."),
  route("GET /images/{imageId}", IMAGE, ["images:read_only"], none, "View an image."),
  route("PUT /images/{imageId}", IMAGE, ["images:read_write"], body("image-update.schema.json"), "Update a private image."),
  route("DELETE /images/{imageId}", IMAGE, ["images:read_write"], none, "Delete a private image."),
  route("GET /compute/kernels", {}, [], list(), "List kernels.")
];
Object.freeze(routes);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  routes
});
