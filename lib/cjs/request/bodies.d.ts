/** The request body type of each endpoint (generated from the JSON Schemas), by endpoint id. */
import type { EndpointId } from "./routes.js";
import type * as T from "./types.generated.js";
export type { DatabaseMySqlCreateRequest, DatabaseMySqlUpdateRequest, FirewallCreateRequest, FirewallDeviceCreateRequest, FirewallRulesUpdateRequest, FirewallUpdateRequest, ImageCreateRequest, ImageUpdateRequest, ImageUploadRequest, IpAllocateRequest, IpAssignRequest, IpRdnsUpdateRequest, IpShareRequest, Ipv6RangeCreateRequest, StackScriptCreateRequest, StackScriptUpdateRequest, SubnetCreateRequest, SubnetUpdateRequest, VpcCreateRequest, VpcUpdateRequest, } from "./types.generated.js";
/**
 * Endpoints that take a body → the body's type.
 * @example
 * ```ts
 * const body: RequestBodyTypes["POST /images/upload"] = { label: "golden", region: "us-east" };
 * ```
 */
export interface RequestBodyTypes {
    "POST /vpcs": T.VpcCreateRequest;
    "PUT /vpcs/{vpcId}": T.VpcUpdateRequest;
    "POST /vpcs/{vpcId}/subnets": T.SubnetCreateRequest;
    "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}": T.SubnetUpdateRequest;
    "POST /databases/mysql/instances": T.DatabaseMySqlCreateRequest;
    "PUT /databases/mysql/instances/{instanceId}": T.DatabaseMySqlUpdateRequest;
    "POST /networking/firewalls": T.FirewallCreateRequest;
    "PUT /networking/firewalls/{firewallId}": T.FirewallUpdateRequest;
    "POST /networking/firewalls/{firewallId}/devices": T.FirewallDeviceCreateRequest;
    "PUT /networking/firewalls/{firewallId}/rules": T.FirewallRulesUpdateRequest;
    "POST /networking/ips": T.IpAllocateRequest;
    "POST /networking/ips/assign": T.IpAssignRequest;
    "POST /networking/ips/share": T.IpShareRequest;
    "PUT /networking/ips/{address}": T.IpRdnsUpdateRequest;
    "POST /networking/ipv4/assign": T.IpAssignRequest;
    "POST /networking/ipv4/share": T.IpShareRequest;
    "POST /networking/ipv6/ranges": T.Ipv6RangeCreateRequest;
    "POST /compute/stackscripts": T.StackScriptCreateRequest;
    "PUT /compute/stackscripts/{stackscriptId}": T.StackScriptUpdateRequest;
    "POST /images": T.ImageCreateRequest;
    "POST /images/upload": T.ImageUploadRequest;
    "PUT /images/{imageId}": T.ImageUpdateRequest;
}
/**
 * Every endpoint → its body type (`undefined` for endpoints that take none).
 * @example
 * ```ts
 * type SubnetBody = RequestBodies["POST /vpcs/{vpcId}/subnets"]; // SubnetCreateRequest
 * const body: SubnetBody = { label: "app", ipv4: "10.0.1.0/24" };
 * ```
 */
export type RequestBodies = {
    [E in EndpointId]: E extends keyof RequestBodyTypes ? RequestBodyTypes[E] : undefined;
};
