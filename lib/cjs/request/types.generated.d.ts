/**
 * VPC create request. JSON Schema: `cloudlint/schemas/vpc-create.json`.
 *
 * @example
 * ```ts
 * const body: VpcCreateRequest = {"label":"prod","region":"us-east","subnets":[{"label":"app","ipv4":"10.0.1.0/24"}]};
 * ```
 */
export interface VpcCreateRequest {
    /**
     * VPC label, 1..64 characters; the live API allows ASCII letters, digits and "-" (no "--").
     */
    label: string;
    /**
     * Region ID.
     */
    region: string;
    /**
     * At most 255 characters.
     */
    description?: string;
    /**
     * Subnets created with the VPC.
     *
     * Items: A subnet: a label and an IPv4 range in canonical CIDR form.
     */
    subnets?: {
        /**
         * Subnet label, 1..64 characters; the live API allows ASCII letters, digits and "-" (no "--").
         */
        label: string;
        /**
         * IPv4 range in CIDR canonical form. Not changeable by update. (The live API also wants it inside RFC 1918 space, at most /29, not overlapping 192.168.128.0/17.)
         */
        ipv4: string;
    }[];
}
/**
 * VPC update request. JSON Schema: `cloudlint/schemas/vpc-update.json`.
 *
 * @example
 * ```ts
 * const body: VpcUpdateRequest = {"description":"production"};
 * ```
 */
export interface VpcUpdateRequest {
    /**
     * VPC label, 1..64 characters; the live API allows ASCII letters, digits and "-" (no "--").
     */
    label?: string;
    /**
     * At most 255 characters.
     */
    description?: string;
}
/**
 * Subnet create request. JSON Schema: `cloudlint/schemas/subnet-create.json`.
 *
 * @example
 * ```ts
 * const body: SubnetCreateRequest = {"label":"app","ipv4":"10.0.1.0/24"};
 * ```
 */
export interface SubnetCreateRequest {
    /**
     * Subnet label, 1..64 characters; the live API allows ASCII letters, digits and "-" (no "--").
     */
    label: string;
    /**
     * IPv4 range in CIDR canonical form. Not changeable by update. (The live API also wants it inside RFC 1918 space, at most /29, not overlapping 192.168.128.0/17.)
     */
    ipv4: string;
}
/**
 * Subnet update request. JSON Schema: `cloudlint/schemas/subnet-update.json`.
 *
 * @example
 * ```ts
 * const body: SubnetUpdateRequest = {"label":"app-2"};
 * ```
 */
export interface SubnetUpdateRequest {
    /**
     * Subnet label, 1..64 characters; the live API allows ASCII letters, digits and "-" (no "--").
     */
    label?: string;
}
/**
 * Managed MySQL database create request. JSON Schema: `cloudlint/schemas/database-create.json`.
 *
 * @example
 * ```ts
 * const body: DatabaseMySqlCreateRequest = {"label":"orders","region":"us-east","type":"g6-dedicated-2","engine":"mysql/8.0.30","cluster_size":3,"replication_type":"semi_synch","allow_list":["203.0.113.0/24"]};
 * ```
 */
export interface DatabaseMySqlCreateRequest {
    /**
     * 3..32 characters, unique in the account.
     */
    label: string;
    /**
     * <engine>/<version>, e.g. mysql/8.0.30.
     */
    engine: string;
    /**
     * Region ID.
     */
    region: string;
    /**
     * Compute instance type of the nodes.
     */
    type: string;
    /**
     * 1 (default) or 3 (primary and two replicas).
     */
    cluster_size?: 1 | 3;
    /**
     * Default false.
     */
    encrypted?: boolean;
    /**
     * Default true: SSL credentials are required to connect.
     */
    ssl_connection?: boolean;
    /**
     * none, asynch or semi_synch (the live API: none for a single node; asynch or semi_synch for a cluster of 3).
     */
    replication_type?: "none" | "asynch" | "semi_synch";
    /**
     * Single IP addresses or CIDR ranges that may connect (the live API takes IPv4 only); [] blocks every connection; 0.0.0.0/0 allows all.
     */
    allow_list?: string[];
}
/**
 * Managed MySQL database update request. JSON Schema: `cloudlint/schemas/database-update.json`.
 *
 * @example
 * ```ts
 * const body: DatabaseMySqlUpdateRequest = {"allow_list":["203.0.113.0/24"],"updates":{"frequency":"weekly","duration":2,"hour_of_day":3,"day_of_week":7,"week_of_month":null}};
 * ```
 */
export interface DatabaseMySqlUpdateRequest {
    /**
     * 3..32 characters, unique in the account.
     */
    label?: string;
    /**
     * Single IP addresses or CIDR ranges that may connect (the live API takes IPv4 only); [] blocks every connection; 0.0.0.0/0 allows all.
     */
    allow_list?: string[];
    /**
     * Compute instance type of the nodes.
     */
    type?: string;
    /**
     * Maintenance window for automated patch updates. The reference states the fields' types; the live API's ranges and enum (SPEC §7) are checked under database-updates.
     */
    updates?: {
        /**
         * weekly or monthly appear (the live API takes only those).
         */
        frequency?: string;
        /**
         * Hours (1..3 on the live API).
         */
        duration?: number;
        /**
         * Hour of the day, UTC (0..23 on the live API).
         */
        hour_of_day?: number;
        /**
         * Day of the week, 1 = Monday (1..7 on the live API).
         */
        day_of_week?: number;
        /**
         * Week of the month (1..4 for monthly windows, null for weekly ones on the live API).
         */
        week_of_month?: number | null;
    };
}
/**
 * Firewall create request. JSON Schema: `cloudlint/schemas/firewall-create.json`.
 *
 * @example
 * ```ts
 * const body: FirewallCreateRequest = {"label":"web-fw","rules":{"inbound_policy":"DROP","outbound_policy":"ACCEPT","inbound":[{"action":"ACCEPT","protocol":"TCP","ports":"443","addresses":{"ipv4":["0.0.0.0/0"]}}]}};
 * ```
 */
export interface FirewallCreateRequest {
    /**
     * 3..32 characters: alphanumerics, hyphens, underscores and periods; begins and ends with an alphanumeric; no two separators in a row; unique.
     */
    label: string;
    /**
     * Organizational tags.
     */
    tags?: string[];
    /**
     * The firewall's rules and default policies.
     */
    rules: {
        /**
         * Inbound rules, applied in order.
         *
         * Items: One firewall rule. Rules apply in order; the first match wins over the policy.
         */
        inbound?: {
            /**
             * What happens to matching traffic. Overrides the policy of its direction.
             */
            action: "ACCEPT" | "DROP";
            /**
             * The protocol the rule matches.
             */
            protocol: "TCP" | "UDP" | "ICMP" | "IPENCAP";
            /**
             * A port, a range or a comma-separated list (one space may follow each comma); 1..65535, no leading zeros; at most 15 pieces (a range counts 2). TCP and UDP only. Absent or null means all ports.
             */
            ports?: string | null;
            /**
             * The remote addresses the rule matches: ipv4, ipv6 or both.
             */
            addresses: {
                /**
                 * IPv4 networks in IP/mask format; must not be empty; 0.0.0.0/0 means all IPv4.
                 *
                 * @minItems 1
                 */
                ipv4?: [string, ...string[]];
                /**
                 * IPv6 networks in IP/mask format, no zone IDs; must not be empty; ::/0 means all IPv6.
                 *
                 * @minItems 1
                 */
                ipv6?: [string, ...string[]];
            };
            /**
             * Display only, 3..32 characters.
             */
            label?: string;
            /**
             * Display only, 1..100 characters.
             */
            description?: string;
        }[];
        /**
         * Default behaviour for traffic in this direction that no rule matches.
         */
        inbound_policy: "ACCEPT" | "DROP";
        /**
         * Outbound rules, applied in order.
         *
         * Items: One firewall rule. Rules apply in order; the first match wins over the policy.
         */
        outbound?: {
            /**
             * What happens to matching traffic. Overrides the policy of its direction.
             */
            action: "ACCEPT" | "DROP";
            /**
             * The protocol the rule matches.
             */
            protocol: "TCP" | "UDP" | "ICMP" | "IPENCAP";
            /**
             * A port, a range or a comma-separated list (one space may follow each comma); 1..65535, no leading zeros; at most 15 pieces (a range counts 2). TCP and UDP only. Absent or null means all ports.
             */
            ports?: string | null;
            /**
             * The remote addresses the rule matches: ipv4, ipv6 or both.
             */
            addresses: {
                /**
                 * IPv4 networks in IP/mask format; must not be empty; 0.0.0.0/0 means all IPv4.
                 *
                 * @minItems 1
                 */
                ipv4?: [string, ...string[]];
                /**
                 * IPv6 networks in IP/mask format, no zone IDs; must not be empty; ::/0 means all IPv6.
                 *
                 * @minItems 1
                 */
                ipv6?: [string, ...string[]];
            };
            /**
             * Display only, 3..32 characters.
             */
            label?: string;
            /**
             * Display only, 1..100 characters.
             */
            description?: string;
        }[];
        /**
         * Default behaviour for traffic in this direction that no rule matches.
         */
        outbound_policy: "ACCEPT" | "DROP";
    };
    /**
     * Services the firewall is assigned to.
     */
    devices?: {
        /**
         * Compute instances: integer ids.
         *
         * Items: An entity id.
         */
        computes?: number[];
        /**
         * NodeBalancers: integer ids.
         *
         * Items: An entity id.
         */
        nodebalancers?: number[];
    };
}
/**
 * Firewall update request. JSON Schema: `cloudlint/schemas/firewall-update.json`.
 *
 * @example
 * ```ts
 * const body: FirewallUpdateRequest = {"status":"disabled"};
 * ```
 */
export interface FirewallUpdateRequest {
    /**
     * 3..32 characters: alphanumerics, hyphens, underscores and periods; begins and ends with an alphanumeric; no two separators in a row; unique.
     */
    label?: string;
    /**
     * enabled (the default for a new firewall) or disabled.
     */
    status?: "enabled" | "disabled";
    /**
     * Organizational tags.
     */
    tags?: string[];
}
/**
 * Firewall rules update request. JSON Schema: `cloudlint/schemas/firewall-rules-update.json`.
 *
 * @example
 * ```ts
 * const body: FirewallRulesUpdateRequest = {"inbound":[{"action":"ACCEPT","protocol":"TCP","ports":"22","addresses":{"ipv4":["203.0.113.0/24"]}}],"inbound_policy":"DROP"};
 * ```
 */
export interface FirewallRulesUpdateRequest {
    /**
     * Inbound rules, applied in order.
     *
     * Items: One firewall rule. Rules apply in order; the first match wins over the policy.
     */
    inbound?: {
        /**
         * What happens to matching traffic. Overrides the policy of its direction.
         */
        action: "ACCEPT" | "DROP";
        /**
         * The protocol the rule matches.
         */
        protocol: "TCP" | "UDP" | "ICMP" | "IPENCAP";
        /**
         * A port, a range or a comma-separated list (one space may follow each comma); 1..65535, no leading zeros; at most 15 pieces (a range counts 2). TCP and UDP only. Absent or null means all ports.
         */
        ports?: string | null;
        /**
         * The remote addresses the rule matches: ipv4, ipv6 or both.
         */
        addresses: {
            /**
             * IPv4 networks in IP/mask format; must not be empty; 0.0.0.0/0 means all IPv4.
             *
             * @minItems 1
             */
            ipv4?: [string, ...string[]];
            /**
             * IPv6 networks in IP/mask format, no zone IDs; must not be empty; ::/0 means all IPv6.
             *
             * @minItems 1
             */
            ipv6?: [string, ...string[]];
        };
        /**
         * Display only, 3..32 characters.
         */
        label?: string;
        /**
         * Display only, 1..100 characters.
         */
        description?: string;
    }[];
    /**
     * Default behaviour for traffic in this direction that no rule matches.
     */
    inbound_policy?: "ACCEPT" | "DROP";
    /**
     * Outbound rules, applied in order.
     *
     * Items: One firewall rule. Rules apply in order; the first match wins over the policy.
     */
    outbound?: {
        /**
         * What happens to matching traffic. Overrides the policy of its direction.
         */
        action: "ACCEPT" | "DROP";
        /**
         * The protocol the rule matches.
         */
        protocol: "TCP" | "UDP" | "ICMP" | "IPENCAP";
        /**
         * A port, a range or a comma-separated list (one space may follow each comma); 1..65535, no leading zeros; at most 15 pieces (a range counts 2). TCP and UDP only. Absent or null means all ports.
         */
        ports?: string | null;
        /**
         * The remote addresses the rule matches: ipv4, ipv6 or both.
         */
        addresses: {
            /**
             * IPv4 networks in IP/mask format; must not be empty; 0.0.0.0/0 means all IPv4.
             *
             * @minItems 1
             */
            ipv4?: [string, ...string[]];
            /**
             * IPv6 networks in IP/mask format, no zone IDs; must not be empty; ::/0 means all IPv6.
             *
             * @minItems 1
             */
            ipv6?: [string, ...string[]];
        };
        /**
         * Display only, 3..32 characters.
         */
        label?: string;
        /**
         * Display only, 1..100 characters.
         */
        description?: string;
    }[];
    /**
     * Default behaviour for traffic in this direction that no rule matches.
     */
    outbound_policy?: "ACCEPT" | "DROP";
}
/**
 * Firewall device create request. JSON Schema: `cloudlint/schemas/firewall-device-create.json`.
 *
 * @example
 * ```ts
 * const body: FirewallDeviceCreateRequest = {"id":101,"type":"compute"};
 * ```
 */
export interface FirewallDeviceCreateRequest {
    /**
     * The entity ID.
     */
    id: number;
    /**
     * compute or nodebalancer.
     */
    type: "compute" | "nodebalancer";
}
/**
 * IP allocation request (POST /networking/ips). JSON Schema: `cloudlint/schemas/ip-allocate.json`.
 *
 * @example
 * ```ts
 * const body: IpAllocateRequest = {"compute_id":101,"public":true,"type":"ipv4"};
 * ```
 */
export interface IpAllocateRequest {
    /**
     * The instance (already configured for additional addresses).
     */
    compute_id: number;
    /**
     * Public or private address.
     */
    public: boolean;
    /**
     * ipv4.
     */
    type: "ipv4";
}
/**
 * IP assign request (POST /networking/ips/assign, /networking/ipv4/assign). JSON Schema: `cloudlint/schemas/ip-assign.json`.
 *
 * @example
 * ```ts
 * const body: IpAssignRequest = {"region":"us-east","assignments":[{"address":"203.0.113.11","compute_id":102}]};
 * ```
 */
export interface IpAssignRequest {
    /**
     * Every address and instance must be in this region.
     */
    region: string;
    /**
     * Moves applied together.
     */
    assignments: {
        /**
         * An IPv4 address, or an IPv6 range with prefix /56 or /64.
         */
        address: string;
        /**
         * A compute instance's id.
         */
        compute_id: number;
    }[];
}
/**
 * IP share request (POST /networking/ips/share, /networking/ipv4/share). JSON Schema: `cloudlint/schemas/ip-share.json`.
 *
 * @example
 * ```ts
 * const body: IpShareRequest = {"compute_id":102,"ips":["203.0.113.11"]};
 * ```
 */
export interface IpShareRequest {
    /**
     * A compute instance's id.
     */
    compute_id: number;
    /**
     * Secondary addresses: IPv4 addresses, IPv6 ranges without their prefix length; [] removes all shares.
     */
    ips: string[];
}
/**
 * RDNS update request (PUT /networking/ips/{address}). JSON Schema: `cloudlint/schemas/ip-rdns-update.json`.
 *
 * @example
 * ```ts
 * const body: IpRdnsUpdateRequest = {"rdns":"www.example.com"};
 * ```
 */
export interface IpRdnsUpdateRequest {
    /**
     * The reverse DNS name; forward DNS must already exist. null resets it to the default.
     */
    rdns: string | null;
}
/**
 * IPv6 range create request (POST /networking/ipv6/ranges). JSON Schema: `cloudlint/schemas/ipv6-range-create.json`.
 *
 * @example
 * ```ts
 * const body: Ipv6RangeCreateRequest = {"prefix_length":64,"compute_id":101};
 * ```
 */
export interface Ipv6RangeCreateRequest {
    /**
     * 56 or 64.
     */
    prefix_length: 56 | 64;
    /**
     * A compute instance's id.
     */
    compute_id?: number;
    /**
     * An instance's SLAAC address, without /128. Exactly one of compute_id and route_target.
     */
    route_target?: string;
}
/**
 * StackScript create request. JSON Schema: `cloudlint/schemas/stackscript-create.json`.
 *
 * @example
 * ```ts
 * const body: StackScriptCreateRequest = {"label":"bootstrap","images":["compute/debian12"],"script":"#!/bin/bash\necho hi\n"};
 * ```
 */
export interface StackScriptCreateRequest {
    /**
     * 3..128 characters.
     */
    label: string;
    /**
     * Image IDs deployable with it (compute/<name>, private/<id>); any/all accepts every image.
     */
    images: string[];
    /**
     * The script run on provisioning; starts with an interpreter line (#!).
     */
    script: string;
    /**
     * Description.
     */
    description?: string;
    /**
     * A public StackScript cannot be made private or deleted.
     */
    is_public?: boolean;
    /**
     * Notes for this revision.
     */
    rev_note?: string;
}
/**
 * StackScript update request. JSON Schema: `cloudlint/schemas/stackscript-update.json`.
 *
 * @example
 * ```ts
 * const body: StackScriptUpdateRequest = {"rev_note":"fix the mirror"};
 * ```
 */
export interface StackScriptUpdateRequest {
    /**
     * 3..128 characters.
     */
    label?: string;
    /**
     * Image IDs deployable with it (compute/<name>, private/<id>); any/all accepts every image.
     */
    images?: string[];
    /**
     * The script run on provisioning; starts with an interpreter line (#!).
     */
    script?: string;
    /**
     * Description.
     */
    description?: string;
    /**
     * A public StackScript cannot be made private or deleted.
     */
    is_public?: boolean;
    /**
     * Notes for this revision.
     */
    rev_note?: string;
}
/**
 * Image create request (POST /images, from a disk). JSON Schema: `cloudlint/schemas/image-create.json`.
 *
 * @example
 * ```ts
 * const body: ImageCreateRequest = {"disk_id":42,"label":"golden","cloud_init":true};
 * ```
 */
export interface ImageCreateRequest {
    /**
     * Capture from this disk (POST /images).
     */
    disk_id: number;
    /**
     * Short title.
     */
    label?: string;
    /**
     * 1..65000 characters, or null.
     */
    description?: string | null;
    /**
     * Whether the image supports cloud-init.
     */
    cloud_init?: boolean;
}
/**
 * Image upload request (POST /images/upload). JSON Schema: `cloudlint/schemas/image-upload.json`.
 *
 * @example
 * ```ts
 * const body: ImageUploadRequest = {"label":"golden","region":"us-east"};
 * ```
 */
export interface ImageUploadRequest {
    /**
     * Short title.
     */
    label: string;
    /**
     * Upload to this region (POST /images/upload).
     */
    region: string;
    /**
     * 1..65000 characters, or null.
     */
    description?: string | null;
    /**
     * Whether the image supports cloud-init.
     */
    cloud_init?: boolean;
}
/**
 * Image update request. JSON Schema: `cloudlint/schemas/image-update.json`.
 *
 * @example
 * ```ts
 * const body: ImageUpdateRequest = {"description":null};
 * ```
 */
export interface ImageUpdateRequest {
    /**
     * Short title.
     */
    label?: string;
    /**
     * 1..65000 characters, or null.
     */
    description?: string | null;
}
