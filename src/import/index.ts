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
import { NumberColumn } from "../util/column.js";
import { buildInventory, compareText } from "./inventory.js";
import { databaseEntry, deviceOf, firewallBase, idKey, imageEntry, rulesEntry, stackscriptEntry, trimRecord, vpcEntry, withRulesAndDevices, type Device, type Entry, type Odd } from "./records.js";
import { ACCOUNT_LISTS, firewallRequests, followUpRequests, idSegment, kept, type ImportRequest } from "./requests.js";

export { longerThanAllowed, trimRecord, type Entry } from "./records.js";
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

/** One entry as the files hold it: its id (its place in the id order) and its YAML text, an item of its section's list (entryYaml). */
export type ImportedEntry = { readonly id: unknown; readonly label?: unknown; readonly text: string };

/**
 * Where an import keeps the texts it makes (each entry's YAML, and a firewall's list record while
 * its rules and devices are awaited): a text in, a handle out, the text back when asked. The CLI's
 * is a spool file in its staging folder, so that the import holds a few numbers per resource, not
 * its text; memoryStore() keeps them in memory. Each text is put once and read back as put.
 */
export interface TextStore {
  /** Keeps a text: its handle. */
  put(text: string): number;
  /** A text kept under `handle`. */
  get(handle: number): string;
  /** The UTF-8 length of the text kept under `handle`. */
  bytes(handle: number): number;
}

/** A TextStore in memory (a library call, the tests, --baseline api). */
export function memoryStore(): TextStore {
  const texts: string[] = [];
  return { put: (text) => texts.push(text) - 1, get: (handle) => texts[handle] ?? "", bytes: (handle) => utf8Length(texts[handle] ?? "") };
}

/** A section's entries in id order: each one's id and size at hand, its text read (from the import's TextStore) when asked. */
export interface EntryList {
  readonly length: number;
  id(index: number): unknown;
  /** The UTF-8 length of its text. */
  bytes(index: number): number;
  text(index: number): string;
}

/** A section's entries, as a list of records (a test's) or as an import holds them. */
export type Entries = EntryList | readonly ImportedEntry[];

/** An EntryList of either form. */
export function entryList(entries: Entries): EntryList {
  if (!Array.isArray(entries)) return entries as EntryList;
  const list = entries as readonly ImportedEntry[];
  return { length: list.length, id: (i) => list[i]?.id, bytes: (i) => utf8Length(list[i]?.text ?? ""), text: (i) => list[i]?.text ?? "" };
}

/** Every entry of a list, read whole (for the tests and buildImport; an import never holds them all). */
export function entriesOf(entries: Entries): ImportedEntry[] {
  const list = entryList(entries);
  return Array.from({ length: list.length }, (_, i) => ({ id: list.id(i), text: list.text(i) }));
}

export interface ImportResult {
  /** Each section's entries, sorted by id: what the files are made of (their texts in the builder's TextStore). */
  readonly sections: Readonly<Record<ImportedSection, EntryList>>;
  /** The sections' entries as plain data (the account a `--baseline api` compares with); empty unless asked for (`keepState`). */
  readonly state: Record<string, Entry[]>;
  /** How many entries each section holds. */
  readonly counts: Record<string, number>;
  /** How many subnets the VPCs hold. */
  readonly subnets: number;
  /** What the account holds that the API did not show, so the files leave it out: one phrase each. */
  readonly notShown: string[];
  /** Records left out on purpose (deleted firewalls, records with no usable id): one phrase each. */
  readonly leftOut: string[];
  /** Fields of an unexpected type, written as the API gave them so that lint reports them: `firewalls 5001: rules.inbound[0].ports` each, of the first UNEXPECTED_NAMED records in the sections' and ids' order. */
  readonly unexpected: string[];
  /** How many records have fields of an unexpected type (those `unexpected` names, and the rest). */
  readonly unexpectedRecords: number;
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
const SECTIONS = Object.keys(IMPORTED_SECTIONS) as ImportedSection[];

export interface BuildOptions {
  /** A secret (the API token) that must reach no file: wherever the responses echo it, it is written "[redacted]". */
  readonly secret?: string;
  /** Keep each entry's data (ImportResult.state) beside its text; an import that only writes files keeps the text alone. */
  readonly keepState?: boolean;
  /** Where the entries' texts are kept (memoryStore() when not given). */
  readonly store?: TextStore;
}

/** How many records with fields of an unexpected type an import names (ImportResult.unexpected); the others are counted. */
const UNEXPECTED_NAMED = 10;

/** The sections whose records are lists the import reads and writes one entry per record. */
type ListSection = "vpcs" | "firewalls" | "databases" | "stackscripts" | "images";

/** A firewall's rules and devices that came before the other (or before its list record, in a test): held until the firewall is complete. */
interface Arrived {
  /** The rules view: rulesEntry of it (undefined when it is not an object), and its fields of an unexpected type. */
  rules?: { entry: Entry | undefined; odd: Odd };
  devices?: Device[];
  /** The devices of the pages given so far, until the list ends. */
  pendingDevices?: Device[];
}

/**
 * One section's entries as they are made, in columns: each one's id (as idKey's number) and its
 * text's handle in the store; an id that is not a number (a private image's `private/12`) is kept
 * beside, by position.
 */
class SectionIndex {
  private readonly keys = new NumberColumn();
  private readonly handles = new NumberColumn();
  private readonly named = new Map<number, unknown>();
  /** Each entry's data, when the builder keeps it (keepState). */
  private readonly data: Entry[] = [];

  get length(): number {
    return this.keys.length;
  }

  add(id: unknown, handle: number, data?: Entry): void {
    const at = this.keys.push(idKey({ id })[0]);
    this.handles.push(handle);
    if (typeof id !== "number") this.named.set(at, id);
    if (data !== undefined) this.data.push(data);
  }

  /** The entries in id order (idKey's: the number, then the id's text), and their data when kept. */
  sorted(store: TextStore): { list: EntryList; data: Entry[] } {
    const idText = (i: number) => {
      const id = this.named.get(i);
      return typeof id === "string" ? id : "";
    };
    const order = this.keys.order((a, b) => this.keys.at(a) - this.keys.at(b) || compareText(idText(a), idText(b)));
    const at = (i: number) => (i >= 0 && i < order.length ? order[i]! : -1);
    const id = (i: number) => {
      const k = at(i);
      return this.named.has(k) ? this.named.get(k) : k < 0 ? undefined : this.keys.at(k);
    };
    const handle = (i: number) => this.handles.at(at(i));
    const list: EntryList = { length: order.length, id, bytes: (i) => (at(i) < 0 ? 0 : store.bytes(handle(i))), text: (i) => (at(i) < 0 ? "" : store.get(handle(i))) };
    return { list, data: this.data.length === order.length ? Array.from(order, (k) => this.data[k]!) : [] };
  }
}

/** Plain data (what the entry functions make) as JSON that reads back the same, -0 included (JSON.stringify writes it 0). */
function plainJson(value: unknown): string {
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(plainJson).join(",")}]`;
  if (isPlainObject(value)) return `{${Object.keys(value).map((k) => `${JSON.stringify(k)}:${plainJson(value[k])}`).join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/**
 * Builds an import as the responses arrive, holding only what the files need: each list is cut to
 * the fields the import reads when it is complete (and its records, by the caller, as each page
 * arrives: trimRecord), and a firewall becomes its entry's text as soon as its list record, its
 * rules and its devices are in, the three then dropped. Every text made (each entry's YAML, and
 * each firewall's list record while its rules and devices are awaited, the secret already
 * redacted) goes to the TextStore at once; the builder keeps a few numbers per resource in
 * columns (id, handle), not the text. Nothing depends on the order the lists and views arrive in,
 * except that a list's pages are given in page order, each once (listPage, then listEnd; or list,
 * the whole list at once): a list is made into entries page by page, never held whole. Pure and
 * total.
 */
export class ImportBuilder {
  private readonly secret: string;
  private readonly keepState: boolean;
  private readonly store: TextStore;
  private redactedCount = 0;
  /** What was left out, by section (said in the sections' order, whatever order the lists came in). */
  private readonly leftOut: Array<{ section: number; text: string }> = [];
  /** The first UNEXPECTED_NAMED records with fields of an unexpected type (by section, then id), and how many there are. */
  private readonly unexpected: Array<{ section: number; id: number; text: string }> = [];
  private unexpectedRecords = 0;
  private readonly built: Record<ImportedSection, SectionIndex> = { vpcs: new SectionIndex(), firewalls: new SectionIndex(), databases: new SectionIndex(), stackscripts: new SectionIndex(), images: new SectionIndex(), computes: new SectionIndex() };
  /** The firewalls of the list, in its order: their ids, and the handle of their list record (firewallBase, as JSON) until they are complete (then -1). */
  private readonly firewallIds = new NumberColumn();
  private readonly firewallBases = new NumberColumn();
  /** The firewalls' positions in the list, sorted by id (to find one by id). */
  private firewallsById: Uint32Array = new Uint32Array(0);
  /** The fields of an unexpected type of a firewall's list record, by position (few: most have none). */
  private readonly baseOdd = new Map<number, Odd>();
  /** Rules and devices waiting for the rest of their firewall, by id (a few at a time: a firewall's two requests are sent one after the other). */
  private readonly arrived = new Map<string, Arrived>();
  /** The label the compute inventory takes from the devices: the smallest a device gives each instance. */
  private readonly deviceLabels = new Map<number, string>();
  private nodebalancerDevices = false;
  private readonly stackscriptRecords: Entry[] = [];
  /** What a list given page by page left out so far, and the ids it gave (each id is taken once a list). */
  private readonly listCounts = new Map<ListSection, { seen: Set<unknown>; notObjects: number; withoutId: number; again: number }>();
  private readonly stackscriptViews = new Map<string, unknown>();
  private readonly inventoryLists = { ips: [] as unknown[], ranges: [] as unknown[], vpcIps: [] as unknown[] };
  private deletedFirewalls = 0;
  private subnets = 0;
  private images = 0;

  constructor(options: BuildOptions = {}) {
    this.secret = options.secret ?? "";
    this.keepState = options.keepState ?? false;
    this.store = options.store ?? memoryStore();
  }

  /** A list, whole and in page order, under its request key (`firewalls`, `firewall-devices:5001`): listPage, then listEnd. */
  list(key: string, records: readonly unknown[]): void {
    this.listPage(key, records);
    this.listEnd(key);
  }

  /**
   * The next page of a list (pages given in page order, each once), under its request key: its
   * records are made into entries (and their texts stored) at once, so that a list is never held
   * whole; listEnd says the list is complete.
   */
  listPage(key: string, records: readonly unknown[]): void {
    switch (key) {
      case "firewalls": {
        for (const f of this.recordsOf("firewalls", records)) {
          if (!kept("firewalls", f)) {
            this.deletedFirewalls++;
            continue;
          }
          const id = idSegment(f)!;
          // A firewall of an earlier list (recordsOf took each id once from this one).
          if (this.firewallAt(id) >= 0) continue;
          const odd: Odd = [];
          const base = firewallBase(f, odd);
          // Its values are redacted now, before the record is stored; its keys with the whole entry's.
          if (this.secret !== "") for (const k of Object.keys(base)) base[k] = redactSecret(base[k], this.secret, () => this.redactedCount++);
          const at = this.firewallIds.push(Number(id));
          this.firewallBases.push(this.store.put(plainJson(base)));
          if (odd.length > 0) this.baseOdd.set(at, odd);
        }
        return;
      }
      case "vpcs":
        for (const r of this.recordsOf("vpcs", records)) {
          const entry = this.entry("vpcs", r, (odd) => vpcEntry(r, odd));
          if (Array.isArray(entry.subnets)) this.subnets += entry.subnets.length;
          this.add("vpcs", entry);
        }
        return;
      case "databases":
        for (const r of this.recordsOf("databases", records)) this.add("databases", this.entry("databases", r, (odd) => databaseEntry(r, odd)));
        return;
      case "images":
        for (const r of this.recordsOf("images", records)) {
          this.images++;
          this.add("images", this.entry("images", r, (odd) => imageEntry(r, odd)));
        }
        return;
      case "stackscripts":
        appendAll(this.stackscriptRecords, this.recordsOf("stackscripts", records));
        return;
      case "ips":
        appendAll(this.inventoryLists.ips, records);
        return;
      case "ipv6-ranges":
        appendAll(this.inventoryLists.ranges, records);
        return;
      case "vpc-ips":
        appendAll(this.inventoryLists.vpcIps, records);
        return;
    }
    if (key.startsWith("firewall-devices:")) {
      const arrival = this.arrival(key.slice("firewall-devices:".length));
      appendAll((arrival.pendingDevices ??= []), records.map(deviceOf).filter((d): d is Device => d !== undefined));
    }
  }

  /** The end of a list given page by page: what was left out of it is said, and what waited for it is completed. */
  listEnd(key: string): void {
    const section = (["firewalls", "vpcs", "databases", "images", "stackscripts"] as const).find((s) => s === key);
    if (section !== undefined) {
      const counts = this.listCounts.get(section);
      this.listCounts.delete(section);
      if (counts && counts.notObjects > 0) this.left(section, `${plural(counts.notObjects, "record")} of ${section} that ${counts.notObjects === 1 ? "is not an object" : "are not objects"} (null, a list or a scalar)`);
      if (counts && counts.withoutId > 0) this.left(section, `${plural(counts.withoutId, "record")} of ${section} without a usable id`);
      if (counts && counts.again > 0) this.left(section, `${plural(counts.again, "record")} of ${section} listed again under an id already read (the account changed while it was paged; the first kept)`);
    }
    if (key === "firewalls") {
      this.firewallsById = this.firewallIds.order((a, b) => this.firewallIds.at(a) - this.firewallIds.at(b));
      // Rules and devices that came first (a test's order) complete their firewalls now.
      for (const id of [...this.arrived.keys()]) this.complete(id);
    } else if (key.startsWith("firewall-devices:")) {
      const id = key.slice("firewall-devices:".length);
      const arrival = this.arrival(id);
      arrival.devices = arrival.pendingDevices ?? [];
      delete arrival.pendingDevices;
      this.complete(id);
    }
  }

  /** A view's body under its request key (`firewall-rules:5001`, `stackscript:401`). */
  view(key: string, body: unknown): void {
    if (key.startsWith("firewall-rules:")) {
      const id = key.slice("firewall-rules:".length);
      const odd: Odd = [];
      this.arrival(id).rules = { entry: rulesEntry(body, odd), odd };
      this.complete(id);
    } else if (key.startsWith("stackscript:")) this.stackscriptViews.set(key, trimRecord(key, body));
  }

  /**
   * The requests the lists given so far call for (each firewall's rules and devices, in the list's
   * order, then each StackScript's view), made one at a time as they are read: two a firewall would
   * be two objects and two strings for each.
   */
  followUps(): { readonly length: number; at(index: number): ImportRequest | undefined } {
    const waiting: number[] = [];
    for (let i = 0; i < this.firewallIds.length; i++) if (this.firewallBases.at(i) >= 0) waiting.push(this.firewallIds.at(i));
    const ids = Float64Array.from(waiting);
    const scripts = followUpRequests(new Map([["stackscripts", this.stackscriptRecords]]));
    return {
      length: ids.length * 2 + scripts.length,
      at: (index) => (index < 0 || !Number.isInteger(index) ? undefined : index < ids.length * 2 ? firewallRequests(String(ids[index >> 1]))[index & 1] : scripts[index - ids.length * 2]),
    };
  }

  /** The import: every section sorted by id, and what was left out or not shown. */
  finish(): ImportResult {
    // Firewalls whose rules or devices never came are written with what came (a test's partial responses).
    for (let i = 0; i < this.firewallIds.length; i++) this.complete(String(this.firewallIds.at(i)), true);
    this.arrived.clear();
    if (this.deletedFirewalls > 0) this.left("firewalls", plural(this.deletedFirewalls, "deleted firewall"));
    const mismatched: string[] = [];
    for (const s of this.stackscriptRecords) {
      const view = this.stackscriptViews.get(`stackscript:${idSegment(s)}`);
      // The list's id wins: a view that answers for another id is not this StackScript's.
      const merged = isPlainObject(view) && (view.id === undefined || view.id === s.id) ? { ...s, ...view, id: s.id } : s;
      if (isPlainObject(view) && merged === s) mismatched.push(String(s.id));
      this.add("stackscripts", this.entry("stackscripts", s, (odd) => stackscriptEntry(merged, odd)));
    }
    if (mismatched.length > 0) this.left("stackscripts", `the view of ${plural(mismatched.length, "StackScript")} (${mismatched.slice(0, 5).join(", ")}${mismatched.length > 5 ? ", …" : ""}) answered for another id: ignored, so ${mismatched.length === 1 ? "its script is" : "their scripts are"} left out`);
    const devices: Device[] = [...this.deviceLabels].map(([id, label]) => ({ type: "compute", id, label }));
    const inventory = buildInventory({ ...this.inventoryLists, devices });
    if (inventory.malformed > 0) this.left("computes", `${plural(inventory.malformed, "record")} of IP addresses, IPv6 ranges and VPC IP records that ${inventory.malformed === 1 ? "is not an object or has" : "are not objects or have"} an id or address of an unexpected type`);
    for (const c of inventory.computes) this.add("computes", c);
    const notShown: string[] = [];
    if (inventory.computes.length > 0) notShown.push("compute instances' type, image, private and shared IPv4 addresses, public and VLAN interfaces, and configuration profiles' labels (no endpoint of the reference shows them)");
    if (inventory.placeholderLabels > 0) notShown.push(`the labels of ${plural(inventory.placeholderLabels, "compute instance")} no firewall device names (written compute-<id>)`);
    if (inventory.withoutRegion > 0) notShown.push(`the region of ${plural(inventory.withoutRegion, "compute instance")} known only from a firewall device or an IPv6 range (left out of the inventory; devices refer to them by id)`);
    if (inventory.addressRanges > 0) notShown.push(`${plural(inventory.addressRanges, "VPC interface address range")} (the state file has no field for it)`);
    if (this.nodebalancerDevices) notShown.push("NodeBalancers' regions (no NodeBalancer inventory is written; devices refer to them by id)");
    if (this.images > 0) notShown.push("how each private image was made (disk_id or region)");
    const sections = {} as Record<ImportedSection, EntryList>;
    const state: Record<string, Entry[]> = {};
    const counts: Record<string, number> = {};
    for (const section of SECTIONS) {
      const { list, data } = this.built[section].sorted(this.store);
      sections[section] = list;
      if (this.keepState) state[section] = data;
      counts[section] = list.length;
    }
    const unexpected = this.unexpected.map((u) => u.text);
    const leftOut = this.leftOut.sort((a, b) => a.section - b.section).map((l) => l.text);
    return { sections, state, counts, subnets: this.subnets, notShown, leftOut, unexpected, unexpectedRecords: this.unexpectedRecords, redacted: this.redactedCount };
  }

  /** The position in the list of the firewall with this id (its path segment), or -1: a bisection of the positions sorted by id (the list's, once it was given). */
  private firewallAt(id: string): number {
    const wanted = Number(id);
    if (!Number.isSafeInteger(wanted) || String(wanted) !== id) return -1;
    const sorted = this.firewallsById;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.firewallIds.at(sorted[mid]!) < wanted) low = mid + 1;
      else high = mid;
    }
    return low < sorted.length && this.firewallIds.at(sorted[low]!) === wanted ? sorted[low]! : -1;
  }

  private arrival(id: string): Arrived {
    let a = this.arrived.get(id);
    if (!a) this.arrived.set(id, (a = {}));
    return a;
  }

  /** Makes a firewall's entry once its record, rules and devices are in (or, at the end, with what came). */
  private complete(id: string, atEnd = false): void {
    const at = this.firewallAt(id);
    const handle = this.firewallBases.at(at);
    if (at < 0 || !(handle >= 0)) return;
    const came = this.arrived.get(id);
    if (!atEnd && (came?.rules === undefined || came.devices === undefined)) return;
    const base = JSON.parse(this.store.get(handle)) as Entry;
    const devices = came?.devices ?? [];
    for (const d of devices) {
      if (d.type === "nodebalancer") this.nodebalancerDevices = true;
      else if (d.label !== undefined) {
        const label = this.deviceLabels.get(d.id);
        if (label === undefined || compareText(d.label, label) < 0) this.deviceLabels.set(d.id, d.label);
      }
    }
    const odd = [...(this.baseOdd.get(at) ?? []), ...(came?.rules?.odd ?? [])];
    if (odd.length > 0) this.note("firewalls", base.id, odd);
    // The record's values were redacted before it was stored.
    this.add("firewalls", withRulesAndDevices(base, came?.rules?.entry, devices), new Set(Object.keys(base)));
    this.firewallBases.set(at, -1);
    this.baseOdd.delete(at);
    this.arrived.delete(id);
  }

  /**
   * A page's records that are objects with a usable id, each id once in its list (the first
   * page's record); what is left out is counted, and said when the list ends (listEnd).
   */
  private recordsOf(section: ListSection, list: readonly unknown[]): Entry[] {
    let counts = this.listCounts.get(section);
    if (!counts) this.listCounts.set(section, (counts = { seen: new Set(), notObjects: 0, withoutId: 0, again: 0 }));
    const objects = list.filter(isPlainObject);
    counts.notObjects += list.length - objects.length;
    const usable = objects.filter((r) => (section === "images" ? typeof r.id === "string" && r.id !== "" : idSegment(r) !== undefined));
    counts.withoutId += objects.length - usable.length;
    const seen = counts.seen;
    const unique = usable.filter((r) => {
      if (seen.has(r.id)) return false;
      seen.add(r.id);
      return true;
    });
    counts.again += usable.length - unique.length;
    return unique;
  }

  /** Runs an entry function, noting the fields it found of an unexpected type. */
  private entry(section: ListSection, record: Entry, make: (odd: Odd) => Entry): Entry {
    const odd: Odd = [];
    const made = make(odd);
    if (odd.length > 0) this.note(section, record.id, odd);
    return made;
  }

  private left(section: ImportedSection, text: string): void {
    this.leftOut.push({ section: SECTIONS.indexOf(section), text });
  }

  private note(section: ImportedSection, id: unknown, odd: Odd): void {
    const record = { section: SECTIONS.indexOf(section), id: typeof id === "number" ? id : Number(String(id).slice(String(id).lastIndexOf("/") + 1)) || 0, text: `${section} ${String(id)}: ${odd.join(", ")}` };
    this.unexpectedRecords++;
    // Only the first few are named (an API whose every record has one would otherwise cost a text each): kept sorted, a new one after its equals.
    const list = this.unexpected;
    const after = (a: typeof record, b: typeof record) => a.section - b.section || a.id - b.id;
    if (list.length === UNEXPECTED_NAMED && after(record, list[list.length - 1]!) >= 0) return;
    let at = list.length;
    while (at > 0 && after(list[at - 1]!, record) > 0) at--;
    list.splice(at, 0, record);
    if (list.length > UNEXPECTED_NAMED) list.pop();
  }

  /** An entry made final: the secret redacted (but in the values of `redacted`'s keys, done before), then its text to the store (and, when kept, its data). */
  private add(section: ImportedSection, made: Entry, redacted?: ReadonlySet<string>): void {
    const entry = this.secret === "" ? made : (redactSecret(made, this.secret, () => this.redactedCount++, redacted) as Entry);
    this.built[section].add(entry.id, this.store.put(entryYaml(entry)), this.keepState ? entry : undefined);
  }
}

/** The state files of the account the responses describe, every section's data kept. Total: any responses give files. */
export function buildImport(responses: ImportResponses, options: BuildOptions = {}): Omit<ImportResult, "sections"> & { sections: Record<ImportedSection, ImportedEntry[]>; files: ImportedFile[] } {
  const builder = new ImportBuilder({ keepState: true, ...options });
  const first = new Set(ACCOUNT_LISTS.map((r) => r.key));
  for (const key of first) builder.list(key, responses.lists.get(key) ?? []);
  for (const [key, list] of responses.lists) if (!first.has(key)) builder.list(key, list);
  for (const [key, body] of responses.views) builder.view(key, body);
  const result = builder.finish();
  const sections = Object.fromEntries(SECTIONS.map((section) => [section, entriesOf(result.sections[section])])) as Record<ImportedSection, ImportedEntry[]>;
  return { ...result, sections, files: SECTIONS.flatMap((section) => sectionFilesOf(section, sections[section])) };
}

/**
 * A copy of plain data with every occurrence of `secret` in its strings (and keys) written
 * "[redacted]"; `found` is called once per string changed. The entries it is given are fresh
 * copies made by the import, so lists and objects are changed in place (an object is rebuilt only
 * when a key holds the secret). `done` names the keys of the top level whose values were redacted
 * before (their keys are not).
 */
function redactSecret(value: unknown, secret: string, found: () => void, done?: ReadonlySet<string>): unknown {
  const clean = (text: string) => {
    if (!text.includes(secret)) return text;
    found();
    return text.split(secret).join("[redacted]");
  };
  if (typeof value === "string") return clean(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = redactSecret(value[i], secret, found);
    return value;
  }
  if (isPlainObject(value)) {
    const redact = (k: string, v: unknown) => (done?.has(k) ? v : redactSecret(v, secret, found));
    if (Object.keys(value).some((k) => k.includes(secret))) return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), redact(k, v)]));
    for (const k of Object.keys(value)) value[k] = redact(k, value[k]);
    return value;
  }
  return value;
}

/** How every file an import writes starts: a file that does not start with it is not the import's, and is never read or written by one. */
export const IMPORT_HEADER = "# Imported by cloudlint import";

/** The header of a section's file (`from` names the first id of a part of a split section). */
function header(section: ImportedSection, from?: string): string {
  const which = from !== undefined ? ` One part of the section, from id ${escapeText(from)} (a part ends where an id's hash says, so an edit rewrites one part).` : "";
  return `${IMPORT_HEADER}: ${IMPORTED_SECTIONS[section]}.\n# Sorted by id; importing again changes only the entries the account changed, and keeps the rest as it is.${which}\n\n`;
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

/** FNV-1a (32 bits) of a text: stable and well spread (an id's for the cut points, a file's to see that it did not change). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** An id's hash, for the cut points. */
const idHash = (id: unknown): number => fnv1a(typeof id === "string" || typeof id === "number" ? String(id) : "");

/** The number a part's file is named after: its first entry's id (the number after the prefix of an image's `private/12`). */
function partNumber(id: unknown): number | undefined {
  const n = typeof id === "number" ? id : typeof id === "string" ? Number(id.slice(id.lastIndexOf("/") + 1)) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && (typeof id !== "string" || /\d$/.test(id)) ? n : undefined;
}

/** One file of a section's layout: its name, and the entries it holds (`start` to `end`, exclusive, in the section's id order). */
export interface SectionPart {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  /** The first entry's id, for a part of a split section (its header names it). */
  readonly from?: string;
}

/**
 * Where a section's entries go: `<section>.yaml` while they are at most `maxBytes` of YAML; beyond,
 * parts in id order named after their first entry's id (`firewalls-5001.yaml`,
 * `firewalls-5262.yaml`, …). A part ends after an entry whose id's hash is 0 modulo `spacing`
 * (stable cut points, see PART_SPACING), and also before an entry that would take it past
 * `maxBytes`, so that every part stays under that size whatever the entries hold (an entry larger
 * than it alone in its part). Should two parts' names collide (or an id not be a number), the
 * parts are numbered 1, 2, … instead.
 */
export function sectionLayout(section: ImportedSection, entries: Entries, maxBytes = MAX_IMPORTED_FILE_BYTES, spacing = PART_SPACING): SectionPart[] {
  const list = entryList(entries);
  const sizes = new Float64Array(list.length);
  let total = 0;
  for (let i = 0; i < list.length; i++) total += sizes[i] = list.bytes(i);
  if (total <= maxBytes) return [{ name: `${section}.yaml`, start: 0, end: list.length }];
  const cuts: number[] = [0];
  let size = 0;
  for (let i = 0; i < list.length; i++) {
    const bytes = sizes[i]!;
    if (size > 0 && size + bytes > maxBytes) {
      cuts.push(i);
      size = 0;
    }
    size += bytes;
    if (idHash(list.id(i)) % spacing === 0 && i < list.length - 1) {
      cuts.push(i + 1);
      size = 0;
    }
  }
  const numbers = cuts.map((start) => partNumber(list.id(start)));
  const named = numbers.every((n) => n !== undefined) && new Set(numbers).size === numbers.length;
  return cuts.map((start, k) => {
    const first = list.id(start);
    const from = typeof first === "string" || typeof first === "number" ? String(first) : "?";
    return { name: `${section}-${named ? numbers[k] : k + 1}.yaml`, start, end: cuts[k + 1] ?? list.length, from };
  });
}

/** The entries of a list at the given indexes, in that order. */
export function entriesAt(entries: Entries, indexes: readonly number[]): EntryList {
  const list = entryList(entries);
  const at = (i: number) => (i >= 0 && i < indexes.length ? indexes[i]! : -1);
  return { length: indexes.length, id: (i) => list.id(at(i)), bytes: (i) => list.bytes(at(i)), text: (i) => list.text(at(i)) };
}

/** The entries of a list from `start` to `end` (exclusive). */
function entryRange(list: EntryList, start: number, end: number): EntryList {
  const at = (i: number) => (i >= 0 && start + i < end ? start + i : -1);
  return { length: Math.max(0, end - start), id: (i) => list.id(at(i)), bytes: (i) => list.bytes(at(i)), text: (i) => list.text(at(i)) };
}

/** The text of a section's file holding `entries` (all of a part's, in order): the header, the section's key, the entries. */
export function sectionFileText(section: ImportedSection, entries: Entries, from?: string): string {
  const list = entryList(entries);
  if (list.length === 0) return `${header(section, from)}${section}: []\n`;
  const texts: string[] = [`${header(section, from)}${section}:\n`];
  for (let i = 0; i < list.length; i++) texts.push(list.text(i));
  return texts.join("");
}

/** A section's files as a fresh import writes them (sectionLayout), from its entries' texts: each part's text is made when it is written, so one part's (at most maxBytes, but for an entry larger on its own) is held at a time. */
export function sectionFilesOf(section: ImportedSection, entries: Entries, maxBytes = MAX_IMPORTED_FILE_BYTES, spacing = PART_SPACING): ImportedFile[] {
  const list = entryList(entries);
  return sectionLayout(section, list, maxBytes, spacing).map((p) => ({ name: p.name, text: sectionFileText(section, entryRange(list, p.start, p.end), p.from) }));
}

/** A section's files from its entries' data (sectionFilesOf of their texts). */
export function sectionFiles(section: ImportedSection, entries: readonly Entry[], maxBytes = MAX_IMPORTED_FILE_BYTES, spacing = PART_SPACING): ImportedFile[] {
  return sectionFilesOf(section, entries.map((e) => ({ id: e.id, label: e.label, text: entryYaml(e) })), maxBytes, spacing);
}

/** Whether a file name is one an import writes (`firewalls.yaml`, `firewalls-3.yaml`): the files a new import replaces or removes. */
export function isImportedFileName(name: string): boolean {
  const m = /^([a-z]+)(?:-[1-9]\d*)?\.yaml$/.exec(name);
  return m !== null && Object.prototype.hasOwnProperty.call(IMPORTED_SECTIONS, m[1]!);
}
