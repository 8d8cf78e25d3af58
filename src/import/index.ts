/**
 * `cloudlint import` (issue 23), the pure part: the API's responses → state files. Resources are
 * sorted by id, each section is one file with a fixed key order, and nothing depends on the order
 * the pages or the follow-up requests arrived in, so importing an unchanged account twice gives
 * byte-identical files and an account's change touches only the file of its section. What the API
 * does not show is left out and listed once (`notShown`), never guessed.
 */
import { Document, isScalar, visit } from "yaml";
import { escapeCharacter, escapeText, isPlainObject, plural, UNSAFE_BEYOND_C0 } from "../util/text.js";
import { appendAll } from "../util/data.js";
import { buildInventory } from "./inventory.js";
import { databaseEntry, deviceOf, firewallEntry, imageEntry, sortById, stackscriptEntry, vpcEntry, type Device, type Entry, type Odd } from "./records.js";
import { idSegment, kept } from "./requests.js";

export { ACCOUNT_LISTS, DEFAULT_PAGE_SIZE, followUpRequests, LARGEST_PAGE_SIZE, MAX_PAGES, pageQuery, pagesToRead, readEnvelope, type Envelope, type ImportRequest } from "./requests.js";

/** What the requests answered: each list's records (all pages, in order) and each view's body, by request key. */
export interface ImportResponses {
  readonly lists: ReadonlyMap<string, readonly unknown[]>;
  readonly views: ReadonlyMap<string, unknown>;
}

/** One written state file: its name in the output folder and its text. */
export interface ImportedFile {
  readonly name: string;
  readonly text: string;
}

export interface ImportResult {
  /** The sections' entries, as plain data (the account a `--baseline api` compares with). */
  readonly state: Record<string, Entry[]>;
  /** One file per section (a large section split in parts), in a fixed order. */
  readonly files: ImportedFile[];
  /** How many entries each section holds. */
  readonly counts: Record<string, number>;
  /** What the account holds that the API did not show, so the files leave it out: one phrase each. */
  readonly notShown: string[];
  /** Records left out on purpose (deleted firewalls, records with no usable id): one phrase each. */
  readonly leftOut: string[];
  /** Fields of an unexpected type, written as the API gave them so that lint reports them: `firewalls 5001: rules.inbound[0].ports` each. */
  readonly unexpected: string[];
  /** How many strings of the responses held the secret (written "[redacted]"). */
  readonly redacted: number;
}

/** The sections an import writes, each to `<section>.yaml`, and what the file's header says it holds. */
export const IMPORTED_SECTIONS = {
  vpcs: "VPCs with their subnets (GET /vpcs)",
  firewalls: "firewalls with their rules and devices (GET /networking/firewalls, …/rules, …/devices); devices by instance or NodeBalancer id",
  databases: "managed MySQL databases (GET /databases/mysql/instances), with their status",
  stackscripts: "the account's own StackScripts (GET /compute/stackscripts, X-Filter mine, and each one's view)",
  images: "private images (GET /images, X-Filter is_public false)",
  computes: "the compute inventory, rebuilt from IP addresses, IPv6 ranges, VPC IP records and firewall devices; an instance no device names is labelled compute-<id>",
} as const;
export type ImportedSection = keyof typeof IMPORTED_SECTIONS;

export interface BuildOptions {
  /** A secret (the API token) that must reach no file: wherever the responses echo it, it is written "[redacted]". */
  readonly secret?: string;
}

/** The sections whose records are lists the import reads and writes one entry per record. */
type ListSection = "vpcs" | "firewalls" | "databases" | "stackscripts" | "images";

/** The state files of the account the responses describe. Total: any responses give files. */
export function buildImport(responses: ImportResponses, options: BuildOptions = {}): ImportResult {
  const leftOut: string[] = [];
  const unexpected: string[] = [];
  /** A list's records that are objects with a usable id, each id once (the first page's record). */
  const recordsOf = (section: ListSection): Entry[] => {
    const list = responses.lists.get(section) ?? [];
    const objects = list.filter(isPlainObject);
    if (objects.length < list.length) leftOut.push(`${plural(list.length - objects.length, "record")} of ${section} that ${list.length - objects.length === 1 ? "is not an object" : "are not objects"} (null, a list or a scalar)`);
    const usable = objects.filter((r) => (section === "images" ? typeof r.id === "string" && r.id !== "" : idSegment(r) !== undefined));
    if (usable.length < objects.length) leftOut.push(`${plural(objects.length - usable.length, "record")} of ${section} without a usable id`);
    const seen = new Set<unknown>();
    const unique = usable.filter((r) => {
      if (seen.has(r.id)) return false;
      seen.add(r.id);
      return true;
    });
    if (unique.length < usable.length) leftOut.push(`${plural(usable.length - unique.length, "record")} of ${section} listed again under an id already read (the account changed while it was paged; the first kept)`);
    return unique;
  };
  /** Runs an entry function, noting the fields it found of an unexpected type. */
  const entry = (section: ListSection, record: Entry, make: (odd: Odd) => Entry): Entry => {
    const odd: Odd = [];
    const made = make(odd);
    if (odd.length > 0) unexpected.push(`${section} ${String(record.id)}: ${odd.join(", ")}`);
    return made;
  };
  const firewallRecords = recordsOf("firewalls");
  const live = firewallRecords.filter((f) => kept("firewalls", f));
  if (live.length < firewallRecords.length) leftOut.push(`${plural(firewallRecords.length - live.length, "deleted firewall")}`);
  const allDevices: Device[] = [];
  const firewalls = live.map((f) => {
    const id = idSegment(f)!;
    const devices = (responses.lists.get(`firewall-devices:${id}`) ?? []).map(deviceOf).filter((d): d is Device => d !== undefined);
    appendAll(allDevices, devices);
    return entry("firewalls", f, (odd) => firewallEntry(f, responses.views.get(`firewall-rules:${id}`), devices, odd));
  });
  const mismatched: string[] = [];
  const stackscripts = recordsOf("stackscripts").map((s) => {
    const view = responses.views.get(`stackscript:${idSegment(s)}`);
    // The list's id wins: a view that answers for another id is not this StackScript's.
    const merged = isPlainObject(view) && (view.id === undefined || view.id === s.id) ? { ...s, ...view, id: s.id } : s;
    if (isPlainObject(view) && merged === s) mismatched.push(String(s.id));
    return entry("stackscripts", s, (odd) => stackscriptEntry(merged, odd));
  });
  if (mismatched.length > 0) leftOut.push(`the view of ${plural(mismatched.length, "StackScript")} (${mismatched.slice(0, 5).join(", ")}${mismatched.length > 5 ? ", …" : ""}) answered for another id: ignored, so ${mismatched.length === 1 ? "its script is" : "their scripts are"} left out`);
  const images = recordsOf("images").map((r) => entry("images", r, (odd) => imageEntry(r, odd)));
  const inventory = buildInventory({ ips: responses.lists.get("ips") ?? [], ranges: responses.lists.get("ipv6-ranges") ?? [], vpcIps: responses.lists.get("vpc-ips") ?? [], devices: allDevices });
  if (inventory.malformed > 0) leftOut.push(`${plural(inventory.malformed, "record")} of IP addresses, IPv6 ranges and VPC IP records that ${inventory.malformed === 1 ? "is not an object or has" : "are not objects or have"} an id or address of an unexpected type`);
  const built: Record<ImportedSection, Entry[]> = {
    vpcs: sortById(recordsOf("vpcs").map((r) => entry("vpcs", r, (odd) => vpcEntry(r, odd)))),
    firewalls: sortById(firewalls),
    databases: sortById(recordsOf("databases").map((r) => entry("databases", r, (odd) => databaseEntry(r, odd)))),
    stackscripts: sortById(stackscripts),
    images: sortById(images),
    computes: inventory.computes,
  };
  const secret = options.secret ?? "";
  let redacted = 0;
  const state = secret === "" ? built : (redactSecret(built, secret, () => redacted++) as Record<ImportedSection, Entry[]>);
  const notShown: string[] = [];
  if (inventory.computes.length > 0) notShown.push("compute instances' type, image, private and shared IPv4 addresses, public and VLAN interfaces, and configuration profiles' labels (no endpoint of the reference shows them)");
  if (inventory.placeholderLabels > 0) notShown.push(`the labels of ${plural(inventory.placeholderLabels, "compute instance")} no firewall device names (written compute-<id>)`);
  if (inventory.withoutRegion > 0) notShown.push(`the region of ${plural(inventory.withoutRegion, "compute instance")} known only from a firewall device or an IPv6 range (left out of the inventory; devices refer to them by id)`);
  if (inventory.addressRanges > 0) notShown.push(`${plural(inventory.addressRanges, "VPC interface address range")} (the state file has no field for it)`);
  if (allDevices.some((d) => d.type === "nodebalancer")) notShown.push("NodeBalancers' regions (no NodeBalancer inventory is written; devices refer to them by id)");
  if (images.length > 0) notShown.push("how each private image was made (disk_id or region)");
  const counts = Object.fromEntries(Object.entries(state).map(([k, v]) => [k, v.length]));
  const files = (Object.keys(IMPORTED_SECTIONS) as ImportedSection[]).flatMap((section) => sectionFiles(section, state[section]));
  return { state, files, counts, notShown, leftOut, unexpected, redacted };
}

/** A copy of plain data with every occurrence of `secret` in its strings (and keys) written "[redacted]"; `found` is called once per string changed. */
function redactSecret(value: unknown, secret: string, found: () => void): unknown {
  const clean = (text: string) => {
    if (!text.includes(secret)) return text;
    found();
    return text.split(secret).join("[redacted]");
  };
  if (typeof value === "string") return clean(value);
  if (Array.isArray(value)) return value.map((v) => redactSecret(v, secret, found));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), redactSecret(v, secret, found)]));
  return value;
}

/** How every file an import writes starts: a file of an imported name without it is not the import's to remove. */
export const IMPORT_HEADER = "# Imported by cloudlint import";

/** The header of a section's file (`from` names the first id of a part of a split section). */
function header(section: ImportedSection, from?: string): string {
  const which = from !== undefined ? ` One part of the section, from id ${escapeText(from)} (a part ends where an id's hash says, so an edit rewrites one part).` : "";
  return `${IMPORT_HEADER}: ${IMPORTED_SECTIONS[section]}.\n# Sorted by id; importing again rewrites this file with what the account holds then.${which}\n\n`;
}

/**
 * One entry as YAML, indented as an item of its section's list: keys in the order given, lists of
 * scalars in flow style (`ipv4: [10.0.0.0/8]`), long strings never folded. Each entry is written
 * on its own, so a large section costs one entry's YAML document at a time.
 */
export function entryYaml(entry: Entry): string {
  const doc = new Document([entry]);
  visit(doc, {
    Seq(_, node) {
      if (node.items.length > 0 && node.items.every((i) => isScalar(i))) node.flow = true;
    },
    // A string with a bidirectional, zero-width or C1 character is written double-quoted, where the
    // character becomes an escape below (the yaml package escapes C0 controls itself, not these).
    Scalar(_, node) {
      if (typeof node.value === "string" && UNSAFE_BEYOND_C0_TEST.test(node.value)) node.type = "QUOTE_DOUBLE";
    },
  });
  // Every non-empty line two spaces in (an empty line inside a block scalar stays empty).
  return doc
    .toString({ lineWidth: 0, flowCollectionPadding: false })
    .replace(UNSAFE_BEYOND_C0, escapeCharacter)
    .split("\n")
    .map((line) => (line === "" ? line : `  ${line}`))
    .join("\n");
}

const UNSAFE_BEYOND_C0_TEST = new RegExp(UNSAFE_BEYOND_C0.source);

/** The UTF-8 length of a text (a lone surrogate counts as the 3 bytes of its replacement). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** One section as one file's YAML text. */
export function sectionYaml(section: ImportedSection, entries: readonly Entry[]): string {
  return sectionFiles(section, entries, Infinity)[0]!.text;
}

/**
 * The most bytes one imported file holds before its section is split: under the linter's default
 * limit for one file (2 MiB), so that the imported account lints without raising it.
 */
export const MAX_IMPORTED_FILE_BYTES = 1024 * 1024;

/**
 * One entry in `PART_SPACING` on average ends a part of a split section: the entry whose id hashes
 * to 0 modulo it. The cut points depend on the ids alone, never on the entries' sizes or positions,
 * so an edit of an entry (or its deletion, or an addition) changes the one part it lies in, and
 * every other part keeps its bytes and its name. With firewalls of ~700 bytes (three rules) a part
 * averages ~170 KiB; the gaps between cut points vary (geometrically), the size cut bounds them.
 */
export const PART_SPACING = 256;

/** FNV-1a (32 bits) of an id's text: a stable, well-spread hash for the cut points. */
function idHash(id: unknown): number {
  const text = typeof id === "string" || typeof id === "number" ? String(id) : "";
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The number a part's file is named after: its first entry's id (the number after the prefix of an image's `private/12`). */
function partNumber(entry: Entry): number | undefined {
  const id = entry.id;
  const n = typeof id === "number" ? id : typeof id === "string" ? Number(id.slice(id.lastIndexOf("/") + 1)) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && (typeof id !== "string" || /\d$/.test(id)) ? n : undefined;
}

/**
 * A section's files: `<section>.yaml` while its entries are at most `maxBytes` of YAML; beyond,
 * parts in id order named after their first entry's id (`firewalls-5001.yaml`,
 * `firewalls-5262.yaml`, …). A part ends after an entry whose id's hash is 0 modulo `spacing`
 * (stable cut points, see PART_SPACING), and also before an entry that would take it past
 * `maxBytes`, so that every part stays under that size whatever the entries hold (an entry larger
 * than it alone in its part). Should two parts' names collide (or an id not be a number), the
 * parts are numbered 1, 2, … instead.
 */
export function sectionFiles(section: ImportedSection, entries: readonly Entry[], maxBytes = MAX_IMPORTED_FILE_BYTES, spacing = PART_SPACING): ImportedFile[] {
  if (entries.length === 0) return [{ name: `${section}.yaml`, text: `${header(section)}${section}: []\n` }];
  const texts = entries.map(entryYaml);
  const sizes = texts.map(utf8Length);
  if (sizes.reduce((a, b) => a + b, 0) <= maxBytes) return [{ name: `${section}.yaml`, text: `${header(section)}${section}:\n${texts.join("")}` }];
  const parts: number[][] = [[]];
  let size = 0;
  entries.forEach((entry, i) => {
    if (size > 0 && size + sizes[i]! > maxBytes) {
      parts.push([]);
      size = 0;
    }
    parts[parts.length - 1]!.push(i);
    size += sizes[i]!;
    if (idHash(entry.id) % spacing === 0 && i < entries.length - 1) {
      parts.push([]);
      size = 0;
    }
  });
  const numbers = parts.map((p) => partNumber(entries[p[0]!]!));
  const named = numbers.every((n) => n !== undefined) && new Set(numbers).size === numbers.length;
  return parts.map((p, k) => {
    const first = entries[p[0]!]!;
    const from = typeof first.id === "string" || typeof first.id === "number" ? String(first.id) : "?";
    return { name: `${section}-${named ? numbers[k] : k + 1}.yaml`, text: `${header(section, from)}${section}:\n${p.map((i) => texts[i]).join("")}` };
  });
}

/** Whether a file name is one an import writes (`firewalls.yaml`, `firewalls-3.yaml`): the files a new import replaces or removes. */
export function isImportedFileName(name: string): boolean {
  const m = /^([a-z]+)(?:-[1-9]\d*)?\.yaml$/.exec(name);
  return m !== null && Object.prototype.hasOwnProperty.call(IMPORTED_SECTIONS, m[1]!);
}
