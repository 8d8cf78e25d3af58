/**
 * The account's names for the editor features (definition, references, rename, hover, completion):
 * every resource's label (and id) where it is defined, and every reference to one, with the exact
 * characters that name it. Built from the same parses as the lint (the workspace's LoadCache: an
 * unchanged file is not parsed again) and the core's buildAccount, and kept until a file's parse
 * changes: requests between two keystrokes share one index.
 *
 * What refers to what is the core's (SPEC §2): a firewall's devices (instances and NodeBalancers,
 * by label or id), an IP request's compute_id, a compute interface's `subnet` (`vpc/subnet`, or a
 * subnet id), a StackScript's images and an instance's image (`private/<id>`). Resolution is the
 * core's too: the first entry with a name wins (a second one is a uniqueness finding).
 */
import { buildAccount, notStateReason, type Entry, type Section } from "../account/account.js";
import type { Path } from "../diagnostic.js";
import { syntaxOf, type SourceFile } from "../lint.js";
import { resolveLimits } from "../load/limits.js";
import type { LoadedText, PositionMap } from "../load/load.js";
import { isTerraformConfigPath } from "../terraform/config.js";
import { isPlainObject } from "../util/text.js";
import type { Workspace } from "./workspace.js";

/** What a name can name: a section's entries, or a VPC's subnets. */
export type TargetKind = Section | "subnets";

/** A resource a name resolves to. */
export interface Definition {
  readonly key: string;
  readonly kind: TargetKind;
  readonly fileIndex: number;
  /** The entry's path (`["vpcs", 0, "subnets", 1]` for a subnet). */
  readonly path: Path;
  readonly value: Record<string, unknown>;
  /** The VPC of a subnet. */
  readonly vpc?: Entry;
}

/** Characters of a file that name a resource: a label or id where it is defined, or a reference. */
export interface Occurrence {
  readonly key: string;
  readonly role: "definition" | "reference";
  readonly fileIndex: number;
  /** The value's path in its file. */
  readonly path: Path;
  /** The naming characters (text offsets): the whole scalar, or its VPC or subnet part. */
  readonly start: number;
  readonly end: number;
  /** The whole scalar's span, and whether its characters are the value's one for one (no escapes). */
  readonly valueStart: number;
  readonly valueEnd: number;
  readonly verbatim: boolean;
  /** The scalar's value, and which part of it names the resource (the whole, or a subnet reference's VPC or subnet part). */
  readonly value: string | number;
  readonly part: "whole" | "vpc" | "subnet";
}

export interface IndexedFile {
  readonly filePath: string;
  /** The file's absolute path (filePath is relative to its account's folder). */
  readonly absolute: string;
  readonly text: string;
  readonly loaded: LoadedText;
}

export interface AccountIndex {
  readonly files: readonly IndexedFile[];
  /** Resources by key (`computes:web-1`, `computes#12`, `subnets:prod/app`, `images#private/3`), the first one first. */
  readonly definitions: ReadonlyMap<string, Definition[]>;
  /** Every occurrence of each key. */
  readonly occurrences: ReadonlyMap<string, Occurrence[]>;
  /** The occurrences of each file, in text order. */
  readonly byFile: readonly Occurrence[][];
  readonly fileIndexOf: ReadonlyMap<string, number>;
}

export const labelKey = (kind: TargetKind, label: string): string => `${kind}:${label}`;
export const idKey = (kind: TargetKind, id: string | number): string => `${kind}#${id}`;

/** The sections whose entries have labels worth naming (each one a definition). */
const LABELLED: readonly Section[] = ["computes", "nodebalancers", "vpcs", "firewalls", "databases", "stackscripts", "images"];

let last: { key: readonly LoadedText[]; index: AccountIndex } | undefined;

/** The index of the workspace's account as its files read now (built again only when a parse changed). */
export function accountIndex(workspace: Workspace): AccountIndex {
  const limits = resolveLimits(workspace.options.limits);
  const files: IndexedFile[] = [];
  for (const source of workspace.sources()) {
    if (!isStateSource(source)) continue;
    const loaded = workspace.cache.load(source, limits, syntaxOf(source.filePath));
    files.push({ filePath: source.filePath, absolute: workspace.absoluteOf(source.filePath), text: source.text, loaded });
  }
  const key = files.map((f) => f.loaded);
  if (last && last.key.length === key.length && last.key.every((l, i) => l === key[i])) return last.index;
  const index = buildIndex(files);
  last = { key, index };
  return index;
}

function isStateSource(source: SourceFile): boolean {
  return !isTerraformConfigPath(source.filePath) && !source.encoding;
}

function buildIndex(files: IndexedFile[]): AccountIndex {
  const data = files.map((f) => {
    const d = f.loaded.data;
    // A file found by walking that is plainly not a state file is no part of the account (as in lint).
    return isPlainObject(d) && notStateReason(d, f.text, true) === undefined ? d : undefined;
  });
  const { account } = buildAccount(data);
  const definitions = new Map<string, Definition[]>();
  const occurrences = new Map<string, Occurrence[]>();
  const byFile: Occurrence[][] = files.map(() => []);
  const add = <T>(map: Map<string, T[]>, key: string, item: T) => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  /** Records the scalar at `path` as naming `key` (the whole of it, or a part). */
  const occur = (key: string, role: Occurrence["role"], fileIndex: number, path: Path, part: Occurrence["part"] = "whole", partRange?: [number, number]) => {
    const positions = files[fileIndex]!.loaded.positions;
    const span = positions.values.get(path.join("\u0000"));
    const scalar = positions.scalars.get(path.join("\u0000"));
    if (!span) return;
    const value = valueAt(files[fileIndex]!.loaded.data, path);
    if (typeof value !== "string" && typeof value !== "number") return;
    // The loader records how a string's characters sit in the text; a number (an id: `compute_id: 12`)
    // has no such record and is only ever named whole.
    const verbatim = scalar?.verbatim ?? false;
    // A part of a value is placed only when the value's characters are the text's.
    if (part !== "whole" && (!verbatim || !scalar)) return;
    const start = part === "whole" ? span.start : scalar!.valueStart + partRange![0];
    const end = part === "whole" ? span.end : scalar!.valueStart + partRange![1];
    const occurrence: Occurrence = { key, role, fileIndex, path, start, end, valueStart: span.start, valueEnd: span.end, verbatim, value, part };
    add(occurrences, key, occurrence);
    byFile[fileIndex]!.push(occurrence);
  };
  const define = (kind: TargetKind, fileIndex: number, path: Path, value: Record<string, unknown>, name: string | undefined, vpc?: Entry) => {
    const label = name ?? (typeof value.label === "string" ? value.label : undefined);
    if (label !== undefined) {
      const key = labelKey(kind, label);
      add(definitions, key, { key, kind, fileIndex, path, value, ...(vpc ? { vpc } : {}) });
      occur(key, "definition", fileIndex, [...path, "label"]);
    }
    const id = value.id;
    if ((typeof id === "number" && Number.isInteger(id)) || (kind === "images" && typeof id === "string" && id !== "")) {
      const key = idKey(kind, id as string | number);
      add(definitions, key, { key, kind, fileIndex, path, value, ...(vpc ? { vpc } : {}) });
      occur(key, "definition", fileIndex, [...path, "id"]);
    }
  };
  for (const section of LABELLED) {
    for (const entry of account.sections[section]) {
      define(section, entry.fileIndex, entry.path, entry.value, undefined);
      if (section !== "vpcs" || !Array.isArray(entry.value.subnets)) continue;
      const vpcLabel = entry.value.label;
      entry.value.subnets.forEach((subnet: unknown, i) => {
        if (!isPlainObject(subnet)) return;
        const subnetPath = [...entry.path, "subnets", i];
        const name = typeof vpcLabel === "string" && typeof subnet.label === "string" ? `${vpcLabel}/${subnet.label}` : undefined;
        if (name !== undefined) {
          const key = labelKey("subnets", name);
          add(definitions, key, { key, kind: "subnets", fileIndex: entry.fileIndex, path: subnetPath, value: subnet, vpc: entry });
          occur(key, "definition", entry.fileIndex, [...subnetPath, "label"]);
        }
        if (typeof subnet.id === "number" && Number.isInteger(subnet.id)) {
          const key = idKey("subnets", subnet.id);
          add(definitions, key, { key, kind: "subnets", fileIndex: entry.fileIndex, path: subnetPath, value: subnet, vpc: entry });
          occur(key, "definition", entry.fileIndex, [...subnetPath, "id"]);
        }
      });
    }
  }
  /** A reference to an instance or NodeBalancer by label or id. */
  const inventoryRef = (kind: "computes" | "nodebalancers", ref: unknown, fileIndex: number, path: Path) => {
    if (typeof ref === "string") occur(labelKey(kind, ref), "reference", fileIndex, path);
    else if (typeof ref === "number" && Number.isInteger(ref)) occur(idKey(kind, ref), "reference", fileIndex, path);
  };
  for (const fw of account.sections.firewalls) {
    const devices = fw.value.devices;
    if (!isPlainObject(devices)) continue;
    for (const kind of ["computes", "nodebalancers"] as const) {
      const refs = devices[kind];
      if (Array.isArray(refs)) refs.forEach((ref: unknown, i) => inventoryRef(kind, ref, fw.fileIndex, [...fw.path, "devices", kind, i]));
    }
  }
  for (const request of account.sections.ip_assignments) {
    const list = request.value.assignments;
    if (Array.isArray(list)) list.forEach((item: unknown, i) => isPlainObject(item) && inventoryRef("computes", item.compute_id, request.fileIndex, [...request.path, "assignments", i, "compute_id"]));
  }
  for (const section of ["ip_shares", "ipv6_ranges"] as const) {
    for (const request of account.sections[section]) inventoryRef("computes", request.value.compute_id, request.fileIndex, [...request.path, "compute_id"]);
  }
  const imageRef = (ref: unknown, fileIndex: number, path: Path) => {
    if (typeof ref === "string" && ref.startsWith("private/")) occur(idKey("images", ref), "reference", fileIndex, path);
  };
  for (const script of account.sections.stackscripts) {
    const images = script.value.images;
    if (Array.isArray(images)) images.forEach((ref: unknown, i) => imageRef(ref, script.fileIndex, [...script.path, "images", i]));
  }
  for (const compute of account.sections.computes) {
    imageRef(compute.value.image, compute.fileIndex, [...compute.path, "image"]);
    const configs = compute.value.configs;
    if (!Array.isArray(configs)) continue;
    configs.forEach((config: unknown, c) => {
      if (!isPlainObject(config) || !Array.isArray(config.interfaces)) return;
      config.interfaces.forEach((iface: unknown, i) => {
        if (!isPlainObject(iface)) return;
        const path = [...compute.path, "configs", c, "interfaces", i, "subnet"];
        const ref = iface.subnet;
        if (typeof ref === "number" && Number.isInteger(ref)) occur(idKey("subnets", ref), "reference", compute.fileIndex, path);
        if (typeof ref !== "string") return;
        const slash = ref.indexOf("/");
        if (slash <= 0 || slash === ref.length - 1 || ref.indexOf("/", slash + 1) >= 0) return;
        occur(labelKey("subnets", ref), "reference", compute.fileIndex, path, "subnet", [slash + 1, ref.length]);
        occur(labelKey("vpcs", ref.slice(0, slash)), "reference", compute.fileIndex, path, "vpc", [0, slash]);
      });
    });
  }
  for (const list of byFile) list.sort((a, b) => a.start - b.start || a.end - b.end);
  return { files, definitions, occurrences, byFile, fileIndexOf: new Map(files.map((f, i) => [f.filePath, i])) };
}

/** The value at a path of the data, if any. */
export function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const step of path) {
    if (Array.isArray(value) && typeof step === "number") value = value[step];
    else if (isPlainObject(value) && typeof step === "string" && Object.prototype.hasOwnProperty.call(value, step)) value = value[step];
    else return undefined;
  }
  return value;
}

/** The occurrence under a text offset of a file (the innermost: a subnet reference's part before the whole). */
export function occurrenceAt(index: AccountIndex, fileIndex: number, offset: number): Occurrence | undefined {
  let found: Occurrence | undefined;
  for (const o of index.byFile[fileIndex] ?? []) {
    if (o.start > offset) break;
    if (offset <= o.end && (!found || o.end - o.start < found.end - found.start)) found = o;
  }
  return found;
}

/** The resource an occurrence names (the first definition of its key), if the account has one. */
export function definitionOf(index: AccountIndex, key: string): Definition | undefined {
  return index.definitions.get(key)?.[0];
}

/** A file's 1-based line and column of an offset, and the LSP range of two offsets. */
export function rangeIn(positions: PositionMap, start: number, end: number) {
  const p = positions.position(start, end);
  return { start: { line: p.line - 1, character: p.column - 1 }, end: { line: p.endLine - 1, character: p.endColumn - 1 } };
}

/** Where a definition's entry is: its label (else the entry) in its file. */
export function definitionRange(index: AccountIndex, d: Definition) {
  const positions = index.files[d.fileIndex]!.loaded.positions;
  const span = positions.values.get([...d.path, "label"].join("\u0000")) ?? positions.values.get(d.path.join("\u0000"));
  return span ? rangeIn(positions, span.start, span.end) : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
}
