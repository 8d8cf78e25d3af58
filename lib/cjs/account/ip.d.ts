/**
 * IP address management against the inventory: assignments (applied together, then every
 * instance involved checked), shares and IPv6 range creation, as the API reference states them.
 * The same functions serve the linter (every request of the run) and the library
 * (checkIpAssignment & co., for a service with no file at all).
 */
import { type Diagnostic, type Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { type Account, type Entry } from "./account.js";
type Kind = "public" | "private" | "range";
interface Holding {
    readonly public: Set<string>;
    readonly private: Set<string>;
    readonly range: Set<string>;
}
interface Located {
    readonly entry: Entry;
    readonly path: Path;
}
/** Who holds what, built once per account from the `computes` inventory. */
export interface IpInventory {
    readonly account: Account;
    readonly holdings: Map<Entry, Holding>;
    /** Canonical address (IPv4) or range (IPv6 CIDR) → its holder. */
    readonly owners: Map<string, Located & {
        kind: Kind;
    }>;
    /** Canonical IPv6 network address of each held range → the range's canonical CIDR. */
    readonly rangeByNetwork: Map<string, string>;
    /** IPv4 addresses configured for 1:1 NAT on a vpc interface. */
    readonly nat: Map<string, Located>;
    /** Addresses shared to instances. */
    readonly shared: Map<string, Located>;
    readonly bySlaac: Map<string, Entry>;
}
export declare function buildIpInventory(account: Account): IpInventory;
/**
 * An assignment request: every address and instance in the region, addresses on the account, no
 * shared or 1:1 NAT addresses moved; then all moves applied together and every instance involved
 * left with a public IPv4, at most one private IPv4 and at most one IPv6 range.
 */
export declare function checkAssignment(inv: IpInventory, request: unknown, path: Path, fileIndex: number, out: Reporter): void;
/** A share request: addresses of the account, in the primary's region, not used for 1:1 NAT. */
export declare function checkShare(inv: IpInventory, request: unknown, path: Path, fileIndex: number, out: Reporter): void;
/** What already counts against the range limits: ranges held, then requests as they are checked. */
export interface RangeCounters {
    /** Ranges per region, in order (the first is named in findings). */
    readonly byRegion: Map<string, Located[]>;
    readonly byInstance: Map<Entry, Located>;
    /** Ranges allowed per region (1 unless the account's limit was raised). */
    readonly perRegion: number;
}
export declare function rangeCounters(inv: IpInventory, perRegion?: number): RangeCounters;
/** An IPv6 range create request: one target, and the one-per-region and one-per-SLAAC limits. */
export declare function checkRangeCreate(inv: IpInventory, request: unknown, path: Path, fileIndex: number, out: Reporter, counters: RangeCounters): void;
/** Every IP request of the run, against the account's inventory. */
export declare function checkIpRequestsAcrossAccount(account: Account, out: Reporter, rangesPerRegion?: number): void;
/**
 * The IP inventory of a service's `{ computes: [...] }` (anything else is an empty one, built
 * once: the checks only read an inventory).
 */
export declare function inventoryFrom(inventory: unknown): IpInventory;
/**
 * Checks an assign request (POST /networking/ips/assign) against an inventory `{ computes: [...] }`.
 * @example
 * ```ts
 * const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10", "203.0.113.11"] } }, { label: "web-2", id: 102, region: "us-east", ipv4: { public: ["203.0.113.12"] } }] };
 * checkIpAssignment(inventory, { region: "us-east", assignments: [{ address: "203.0.113.11", compute_id: 102 }] }); // []
 * ```
 */
export declare function checkIpAssignment(inventory: unknown, request: unknown): Diagnostic[];
/**
 * Checks a share request (POST /networking/ips/share) against an inventory `{ computes: [...] }`.
 * @example
 * ```ts
 * const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10", "203.0.113.11"] } }, { label: "web-2", id: 102, region: "us-east", ipv4: { public: ["203.0.113.12"] } }] };
 * checkIpShare(inventory, { compute_id: 102, ips: ["203.0.113.11"] }); // []
 * ```
 */
export declare function checkIpShare(inventory: unknown, request: unknown): Diagnostic[];
/**
 * Checks an IPv6 range create request (POST /networking/ipv6/ranges) against an inventory `{ computes: [...] }`.
 * @example
 * ```ts
 * const inventory = { computes: [{ label: "web-1", id: 101, region: "us-east", ipv4: { public: ["203.0.113.10", "203.0.113.11"] } }, { label: "web-2", id: 102, region: "us-east", ipv4: { public: ["203.0.113.12"] } }] };
 * checkIpv6RangeCreate(inventory, { prefix_length: 64, compute_id: 101, route_target: "2600:3c03::1" })[0]?.ruleId; // "ipv6-range-target"
 * ```
 */
export declare function checkIpv6RangeCreate(inventory: unknown, request: unknown): Diagnostic[];
export {};
