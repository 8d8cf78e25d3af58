/**
 * One account from one or more state files: the structure of each file checked, its resource
 * entries collected with the file and path they came from, and indexes of the inventory
 * (compute instances, NodeBalancers) by label and id for references.
 */
import type { Finding, Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { isPlainObject, jsonType, show, suggest, Suggester } from "../util/text.js";

export const SECTIONS = [
  "computes",
  "nodebalancers",
  "vpcs",
  "firewalls",
  "databases",
  "stackscripts",
  "images",
  "ip_assignments",
  "ip_shares",
  "ipv6_ranges",
] as const;

export type Section = (typeof SECTIONS)[number];

export { CREATE_REQUEST, IDENTITY } from "../util/marks.js";

export interface Entry {
  readonly fileIndex: number;
  /** Path of the entry in its file, e.g. `["firewalls", 2]`. */
  readonly path: Path;
  readonly value: Record<string, unknown>;
}

export interface InventoryIndex {
  readonly kind: "compute instance" | "NodeBalancer";
  readonly section: "computes" | "nodebalancers";
  readonly entries: Entry[];
  readonly byLabel: Map<string, Entry>;
  readonly byId: Map<number, Entry>;
  /** "Did you mean" for unresolved labels, made on first use; one budget for the whole index. */
  suggester?: Suggester;
}

export interface Account {
  readonly sections: Record<Section, Entry[]>;
  readonly computes: InventoryIndex;
  readonly nodebalancers: InventoryIndex;
}

const SECTION_SET: ReadonlySet<string> = new Set(SECTIONS);

/** Visits each rule (a mapping) of a firewall entry, inbound then outbound, with its index in its list. */
export function eachFirewallRule(fw: Entry, visit: (rule: Record<string, unknown>, direction: "inbound" | "outbound", index: number) => void): void {
  const rules = fw.value.rules;
  if (!isPlainObject(rules)) return;
  for (const direction of ["inbound", "outbound"] as const) {
    const list = rules[direction];
    if (!Array.isArray(list)) continue;
    list.forEach((rule: unknown, i) => {
      if (isPlainObject(rule)) visit(rule, direction, i);
    });
  }
}

function emptySections(): Record<Section, Entry[]> {
  const sections = {} as Record<Section, Entry[]>;
  for (const s of SECTIONS) sections[s] = [];
  return sections;
}

/**
 * Why a file found by walking a folder is plainly not a state file, or undefined when it may be
 * one. A state file's top level is a mapping of sections; a file is taken for one when at least
 * half of its top-level keys (x- keys aside) are sections or near misses of one, so `firewals:`
 * is still linted while package.json, CI workflows, Kubernetes manifests and the like are not. An
 * empty file is an empty account. For a file that did not parse, its text must show a section.
 */
export function notStateReason(data: unknown, text: string, parsed: boolean): string | undefined {
  if (!parsed) {
    const section = new RegExp(`^\\s*"?(${SECTIONS.join("|")})"?\\s*:`, "m");
    return section.test(text) ? undefined : "not valid YAML/JSON and names no resource section";
  }
  if (data === null || data === undefined) return undefined;
  if (!isPlainObject(data)) return "its top level is not a mapping of resource sections";
  const keys = Object.keys(data).filter((k) => !k.startsWith("x-"));
  if (keys.length === 0) return undefined;
  const suggester = new Suggester(SECTIONS);
  const stateLike = keys.filter((k) => SECTION_SET.has(k) || suggester.suggest(k) !== undefined).length;
  return stateLike * 2 >= keys.length ? undefined : `its top-level keys (${keys.slice(0, 3).map((k) => JSON.stringify(k)).join(", ")}${keys.length > 3 ? ", …" : ""}) are not resource sections`;
}

/** Checks each file's top-level shape and gathers its entries. */
function collect(data: unknown, fileIndex: number, sections: Record<Section, Entry[]>, out: Reporter): void {
  if (data === null || data === undefined) return; // an empty file is an empty account
  if (!isPlainObject(data)) {
    out.report("state-structure", [], `the top level of a state file must be a mapping of resource sections, not ${jsonType(data)}`, { fileIndex });
    return;
  }
  for (const key of Object.keys(data)) {
    // x- keys are the file's own (a place for YAML anchors), as in Compose files.
    if (key.startsWith("x-")) continue;
    if (!SECTION_SET.has(key)) {
      const guess = suggest(key, SECTIONS);
      out.report("state-unknown-key", [key], `unknown top-level key ${show(key)}${guess ? `; did you mean "${guess}"?` : `; known sections: ${SECTIONS.join(", ")}`}`, {
        fileIndex,
        anchor: "key",
      });
      continue;
    }
    const section = key as Section;
    const list = data[key];
    if (list === null) continue; // `firewalls:` with nothing under it
    if (!Array.isArray(list)) {
      out.report("state-structure", [key], `${key} must be a list of entries, not ${jsonType(list)}`, { fileIndex });
      continue;
    }
    list.forEach((value: unknown, i) => {
      if (!isPlainObject(value)) {
        out.report("state-structure", [key, i], `each entry of ${key} must be a mapping, not ${jsonType(value)} (${show(value)})`, { fileIndex });
        return;
      }
      sections[section].push({ fileIndex, path: [key, i], value });
    });
  }
}

function buildIndex(kind: InventoryIndex["kind"], section: InventoryIndex["section"], entries: Entry[], out: Reporter): InventoryIndex {
  const index: InventoryIndex = { kind, section, entries, byLabel: new Map(), byId: new Map() };
  for (const entry of entries) {
    const { label, id } = entry.value;
    if (typeof label === "string") {
      const first = index.byLabel.get(label);
      if (first) {
        out.report("inventory-label-unique", [...entry.path, "label"], `${kind} label ${show(label)} is used twice; labels are unique in the account`, {
          fileIndex: entry.fileIndex,
          related: [{ path: [...first.path, "label"], fileIndex: first.fileIndex, message: "first used here" }],
        });
      } else index.byLabel.set(label, entry);
    }
    if (typeof id === "number" && Number.isInteger(id)) {
      const first = index.byId.get(id);
      if (first) {
        out.report("inventory-label-unique", [...entry.path, "id"], `${kind} id ${id} is used twice; ids are unique in the account`, {
          fileIndex: entry.fileIndex,
          related: [{ path: [...first.path, "id"], fileIndex: first.fileIndex, message: "first used here" }],
        });
      } else index.byId.set(id, entry);
    }
  }
  return index;
}

export function buildAccount(files: readonly unknown[]): { account: Account; findings: Finding[] } {
  const out = new Reporter();
  const sections = emptySections();
  files.forEach((data, fileIndex) => collect(data, fileIndex, sections, out));
  const account: Account = {
    sections,
    computes: buildIndex("compute instance", "computes", sections.computes, out),
    nodebalancers: buildIndex("NodeBalancer", "nodebalancers", sections.nodebalancers, out),
  };
  return { account, findings: out.findings };
}

/** What a reference resolved to: an inventory entry, an id the inventory does not list, or nothing. */
export type Resolution = { readonly entry: Entry; readonly key: string } | { readonly entry?: undefined; readonly key: string } | undefined;

/**
 * Resolves a label or integer id against an inventory (SPEC §2): a label that names nothing is an
 * error; an integer that matches nothing is a warning when the account has an inventory of that
 * kind, and unchecked when it has none.
 */
export function resolveReference(index: InventoryIndex, ref: unknown, at: Path, fileIndex: number, out: Reporter): Resolution {
  if (typeof ref === "string") {
    const entry = index.byLabel.get(ref);
    if (entry) return { entry, key: `${index.section}:${entry.fileIndex}:${entry.path.join("/")}` };
    index.suggester ??= new Suggester(index.byLabel.keys());
    const guess = index.suggester.suggest(ref);
    out.report(
      "unresolved-reference",
      at,
      `no ${index.kind} is labelled ${show(ref)} under ${index.section}${guess ? `; did you mean "${guess}"?` : ""}`,
      { fileIndex },
    );
    return undefined;
  }
  if (typeof ref === "number" && Number.isInteger(ref)) {
    const entry = index.byId.get(ref);
    if (entry) return { entry, key: `${index.section}:${entry.fileIndex}:${entry.path.join("/")}` };
    if (index.entries.length > 0) {
      out.report("unknown-id-reference", at, `no ${index.kind} under ${index.section} has id ${ref}`, { fileIndex });
    }
    return { key: `${index.section}#${ref}` };
  }
  return undefined;
}
