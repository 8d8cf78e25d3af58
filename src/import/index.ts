/**
 * `cloudlint import` (issue 23), the pure part: the API's responses → state files. Resources are
 * sorted by id, each section is one file with a fixed key order, and nothing depends on the order
 * the pages or the follow-up requests arrived in, so importing an unchanged account twice gives
 * byte-identical files and an account's change touches only the file of its section. What the API
 * does not show is left out and listed once (`notShown`), never guessed.
 */
import { Document, isScalar, visit } from "yaml";
import { isPlainObject, plural } from "../util/text.js";
import { appendAll } from "../util/data.js";
import { buildInventory } from "./inventory.js";
import { databaseEntry, deviceOf, firewallEntry, imageEntry, sortById, stackscriptEntry, vpcEntry, type Device, type Entry } from "./records.js";
import { idSegment, kept } from "./requests.js";

export { ACCOUNT_LISTS, followUpRequests, LARGEST_PAGE_SIZE, MAX_PAGES, pageQuery, readEnvelope, type Envelope, type ImportRequest } from "./requests.js";

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

const records = (responses: ImportResponses, key: string): Entry[] => (responses.lists.get(key) ?? []).filter(isPlainObject);

/** The state files of the account the responses describe. Total: any responses give files. */
export function buildImport(responses: ImportResponses): ImportResult {
  const leftOut: string[] = [];
  const withId = (section: string, list: Entry[]): Entry[] => {
    const usable = list.filter((r) => (section === "images" ? typeof r.id === "string" && r.id !== "" : idSegment(r) !== undefined));
    if (usable.length < list.length) leftOut.push(`${plural(list.length - usable.length, "record")} of ${section} without a usable id`);
    return usable;
  };
  const firewallRecords = withId("firewalls", records(responses, "firewalls"));
  const live = firewallRecords.filter((f) => kept("firewalls", f));
  if (live.length < firewallRecords.length) leftOut.push(`${plural(firewallRecords.length - live.length, "deleted firewall")}`);
  const allDevices: Device[] = [];
  const firewalls = live.map((f) => {
    const id = idSegment(f)!;
    const devices = (responses.lists.get(`firewall-devices:${id}`) ?? []).map(deviceOf).filter((d): d is Device => d !== undefined);
    appendAll(allDevices, devices);
    return firewallEntry(f, responses.views.get(`firewall-rules:${id}`), devices);
  });
  const stackscripts = withId("stackscripts", records(responses, "stackscripts")).map((s) => {
    const view = responses.views.get(`stackscript:${idSegment(s)}`);
    return stackscriptEntry(isPlainObject(view) ? { ...s, ...view } : s);
  });
  const images = withId("images", records(responses, "images")).map(imageEntry);
  const inventory = buildInventory({ ips: responses.lists.get("ips") ?? [], ranges: responses.lists.get("ipv6-ranges") ?? [], vpcIps: responses.lists.get("vpc-ips") ?? [], devices: allDevices });
  const state: Record<ImportedSection, Entry[]> = {
    vpcs: sortById(withId("vpcs", records(responses, "vpcs")).map(vpcEntry)),
    firewalls: sortById(firewalls),
    databases: sortById(withId("databases", records(responses, "databases")).map(databaseEntry)),
    stackscripts: sortById(stackscripts),
    images: sortById(images),
    computes: inventory.computes,
  };
  const notShown: string[] = [];
  if (inventory.computes.length > 0) notShown.push("compute instances' type, image, private and shared IPv4 addresses, public and VLAN interfaces, and configuration profiles' labels (no endpoint of the reference shows them)");
  if (inventory.placeholderLabels > 0) notShown.push(`the labels of ${plural(inventory.placeholderLabels, "compute instance")} no firewall device names (written compute-<id>)`);
  if (inventory.withoutRegion > 0) notShown.push(`the region of ${plural(inventory.withoutRegion, "compute instance")} known only from a firewall device or an IPv6 range (left out of the inventory; devices refer to them by id)`);
  if (inventory.addressRanges > 0) notShown.push(`${plural(inventory.addressRanges, "VPC interface address range")} (the state file has no field for it)`);
  if (allDevices.some((d) => d.type === "nodebalancer")) notShown.push("NodeBalancers' regions (no NodeBalancer inventory is written; devices refer to them by id)");
  if (images.length > 0) notShown.push("how each private image was made (disk_id or region)");
  const counts = Object.fromEntries(Object.entries(state).map(([k, v]) => [k, v.length]));
  const files = (Object.keys(IMPORTED_SECTIONS) as ImportedSection[]).flatMap((section) => sectionFiles(section, state[section]));
  return { state, files, counts, notShown, leftOut };
}

/** The header of a section's file (the same in every part of a split section). */
function header(section: ImportedSection, part?: { index: number; of: number }): string {
  const which = part ? ` Part ${part.index} of ${part.of}, by id.` : "";
  return `# Imported by cloudlint import: ${IMPORTED_SECTIONS[section]}.\n# Sorted by id; importing again rewrites this file with what the account holds then.${which}\n\n`;
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
  });
  // Every non-empty line two spaces in (an empty line inside a block scalar stays empty).
  return doc
    .toString({ lineWidth: 0, flowCollectionPadding: false })
    .split("\n")
    .map((line) => (line === "" ? line : `  ${line}`))
    .join("\n");
}

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
 * A section's files: `<section>.yaml`, or, when its entries are more than `maxBytes` of YAML,
 * `<section>-1.yaml`, `<section>-2.yaml`, … each holding the next entries in id order up to that
 * size (an entry larger than that alone in its file).
 */
export function sectionFiles(section: ImportedSection, entries: readonly Entry[], maxBytes = MAX_IMPORTED_FILE_BYTES): ImportedFile[] {
  if (entries.length === 0) return [{ name: `${section}.yaml`, text: `${header(section)}${section}: []\n` }];
  const parts: string[][] = [[]];
  let size = 0;
  for (const entry of entries) {
    const text = entryYaml(entry);
    const bytes = utf8Length(text);
    if (size > 0 && size + bytes > maxBytes) {
      parts.push([]);
      size = 0;
    }
    parts[parts.length - 1]!.push(text);
    size += bytes;
  }
  if (parts.length === 1) return [{ name: `${section}.yaml`, text: `${header(section)}${section}:\n${parts[0]!.join("")}` }];
  return parts.map((part, i) => ({ name: `${section}-${i + 1}.yaml`, text: `${header(section, { index: i + 1, of: parts.length })}${section}:\n${part.join("")}` }));
}

/** Whether a file name is one an import writes (`firewalls.yaml`, `firewalls-3.yaml`): the files a new import replaces or removes. */
export function isImportedFileName(name: string): boolean {
  const m = /^([a-z]+)(?:-[1-9]\d*)?\.yaml$/.exec(name);
  return m !== null && Object.prototype.hasOwnProperty.call(IMPORTED_SECTIONS, m[1]!);
}
