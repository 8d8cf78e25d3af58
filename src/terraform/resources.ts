/**
 * The vendor provider's (`linode/linode`) resources, as either Terraform input gives them (a
 * plan's values or a configuration's literals): what the rest of src/terraform/ hands the
 * mapping. A value the input does not know (computed at apply, a variable, a function) is
 * UNKNOWN and a reference to another resource is a Ref: neither is ever guessed.
 */
import type { Path } from "../diagnostic.js";

/** A value Terraform knows only after apply, or that cloudlint does not evaluate. */
export const UNKNOWN: unique symbol = Symbol("unknown");
export type Unknown = typeof UNKNOWN;

/** A reference to another resource of the same module (`linode_vpc.main.id` → address `linode_vpc.main`, attribute `id`). */
export class Ref {
  constructor(
    readonly address: string,
    readonly attribute: string,
  ) {}
}

/** A provider value: JSON data, with UNKNOWN and Ref where the input leaves them. */
export type TfValue = string | number | boolean | null | Unknown | Ref | TfValue[] | { [key: string]: TfValue };

/** Where a provider attribute of a resource sits in its source. */
export interface TfLocation {
  /** Index of the source file (of the run) it is in. */
  readonly fileIndex: number;
  /** Locates a path inside that file (the loader's position map, or the HCL reader's spans). */
  readonly path: Path;
}

/** One managed resource instance of the provider. */
export interface TfResource {
  /** The full address: `module.net.linode_firewall.web["prod"]`. */
  readonly address: string;
  /** The address without its instance key, for references: `module.net.linode_firewall.web`. */
  readonly module: string;
  readonly type: string;
  /** The provider's attribute values (nested blocks are lists of objects). */
  readonly values: { [key: string]: TfValue };
  /** The path of a provider attribute (e.g. ["inbound", 2, "ports"]) in the source, for positions. */
  readonly locate: (attribute: Path) => TfLocation;
  /** True when the input creates it (a plan's create, or any resource of a configuration). */
  readonly creating: boolean;
  /** Set on the desired side of a replace: another resource than the one it replaces. */
  readonly replacing?: boolean;
  /** A configuration's resource: each provider attribute (or part) it leaves unknown, and why (for --debug). */
  readonly unknownWhy?: readonly UnknownWhy[];
}

/** An unknown value of a resource: its provider attribute path and why it is unknown, in a few words. */
export interface UnknownWhy {
  readonly attribute: Path;
  readonly why: string;
}

export function isUnknown(v: unknown): v is Unknown {
  return v === UNKNOWN;
}

export function isTfObject(v: unknown): v is { [key: string]: TfValue } {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref);
}
