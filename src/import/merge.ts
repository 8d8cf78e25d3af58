/**
 * Importing over an existing repository (issue 23): the account's entries merged into the files
 * an earlier import wrote, so that `git diff` shows what the account changed and nothing else.
 *
 * The files the import owns are those that start with its header (IMPORT_HEADER); any other file
 * is never read or written. In them, an entry is found by its section and id, wherever it sits
 * (the user may have moved it to another owned file, reordered its keys, commented it):
 * - an entry whose data (as the loader reads it, the way lint sees it) equals the account's keeps
 *   its text, comments included;
 * - an entry the account changed is replaced in place: only its lines, re-indented to its column;
 * - an entry whose resource is gone from the account is removed: only its lines;
 * - an entry without an id is the user's (a planned resource) and is left alone;
 * - a resource no owned file holds is added at its id-sorted place in the file a fresh import would
 *   put it in (sectionLayout), a new file if that file does not exist yet.
 * The text is spliced by the positions the loader gives, and the result is loaded again and
 * checked before it is written: a file that cannot be merged in place is a problem (the import then
 * writes nothing), never a guess. Pure and total: O(n log n) in the files' and entries' sizes.
 */
import { entriesAt, entryList, fnv1a, isImportedFileName, sectionFileText, sectionLayout, IMPORTED_SECTIONS, type Entries, type EntryList, type ImportedSection } from "./index.js";
import { idKey } from "./records.js";
import { DEFAULT_LIMITS, loadText, type LoadLimits, type PositionMap } from "../load/load.js";
import { appendAll } from "../util/data.js";
import { escapeText, isPlainObject } from "../util/text.js";

const SECTIONS = Object.keys(IMPORTED_SECTIONS) as ImportedSection[];
const isSection = (key: string): key is ImportedSection => Object.prototype.hasOwnProperty.call(IMPORTED_SECTIONS, key);

/**
 * The limits an owned file is loaded with: the loader's, with room for a whole section in one file
 * (a user may join the parts); a larger file is refused, not merged.
 */
export const MERGE_LIMITS: LoadLimits = { ...DEFAULT_LIMITS, maxBytes: 32 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024, maxValues: 4_000_000 };

/** One file of the output folder that starts with the import's header. */
export interface OwnedFile {
  readonly name: string;
  readonly text: string;
}

/** What a file of the plan holds now: its text, or a problem that stops the import (nothing is written). */
export type Rendered = { readonly text: string } | { readonly problem: string };

export interface MergePlan {
  /**
   * Every file the import writes, in a fixed order (the sections' files as a fresh import lays them
   * out, then the other owned files by name): `render` gives its text from its current text
   * (undefined for a new file).
   */
  readonly files: ReadonlyArray<{ readonly name: string; readonly render: (current: string | undefined) => Rendered }>;
  /** Owned part files (`firewalls-5263.yaml`) left with no entry and nothing else: removed. */
  readonly remove: readonly string[];
  /** Files that stop the import (they do not load, or are in the way): one message each, escaped. */
  readonly problems: readonly string[];
}

/** What the account says of an entry of an owned file: none (an entry without id, the user's), keep its text, replace it, remove it. */
const enum Fate {
  None = 0,
  Keep = 1,
  Replace = 2,
  Remove = 3,
}

/**
 * The entries (list items) of a section of an owned file, in columns (a few numbers each, however
 * many the file holds): the lines each spans and what becomes of it.
 */
interface Items {
  readonly length: number;
  /** The start of the line of its `-`, and the end of its last line (after the newline). */
  readonly from: Float64Array;
  readonly to: Float64Array;
  /** Where an entry inserted before it goes: above the comment lines directly over it. */
  readonly lead: Float64Array;
  /** The column of its `-`. */
  readonly column: Float64Array;
  /** The account's entry of the same id (its index in the section's live list), or -1. */
  readonly live: Float64Array;
  /** Whether it has an id (a number, or a text that is not empty). */
  readonly hasId: Uint8Array;
  /** Its id's order (idKey's number; the text of an id that is a text is in orderText). */
  readonly order: Float64Array;
  readonly orderText: Map<number, string>;
  readonly fate: Uint8Array;
}

/** A section of an owned file. */
interface Place {
  readonly section: ImportedSection;
  readonly items: Items;
  /** The column new entries take: the first item's, or two more than the key's. */
  readonly column: number;
  /** Where entries go after every item: the end of the last item's lines, or of the key's line. */
  readonly appendAt: number;
  /** An empty section's value (`[]`, `~`, nothing) with the spaces before it: removed when entries are added. */
  readonly emptyValue?: { readonly from: number; readonly to: number };
  /** Just after the key's colon: where ` []` goes when every entry is removed. */
  readonly afterColon: number;
  /** Entries to insert (their indexes in the live list): at an offset (each item's `lead`, or appendAt), in id order. */
  readonly inserts: Map<number, number[]>;
  /** Of the first k+1 items with an id, the one of the largest id order: the first item after a new entry's id is found by bisection, whatever order the user left them in. */
  readonly highest: Uint32Array;
}

interface Planned {
  readonly name: string;
  readonly fingerprint: string;
  readonly places: Map<ImportedSection, Place>;
  readonly otherKeys: boolean;
  readonly crlf: boolean;
  readonly length: number;
  /** Sections this file does not hold yet, appended with their entries (indexes in the live list). */
  readonly appended: Map<ImportedSection, number[]>;
}

/** A cheap fingerprint of a text (its length and FNV-1a hash): the file must not change between planning and writing. */
const fingerprint = (text: string): string => `${text.length}:${fnv1a(text)}`;

/** Whether two loaded values are the same data: mappings whatever their keys' order, lists in order. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === "number" && typeof b === "number") return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.prototype.hasOwnProperty.call(b, k) || !sameData(a[k], b[k])) return false;
  return true;
}

/** Whether an entry's id finds it: a number, or a text that is not empty. Two ids are the same when their texts are (5 and "5"). */
const hasId = (id: unknown): id is number | string => typeof id === "number" || (typeof id === "string" && id !== "");
const compareOrder = (a: readonly [number, string], b: readonly [number, string]) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const n = text.indexOf("\n", at);
  return n < 0 ? text.length : n + 1;
};

/**
 * The lines a list item spans, from the span of its value: from the start of the line of its `-`
 * to the end of its last line, and the column of its `-`; undefined when anything but white space
 * sits between the `-` and the value, or before the `-` on its line.
 */
function itemLines(text: string, span: { start: number; end: number }): { from: number; to: number; column: number } | undefined {
  let dash = span.start - 1;
  while (dash >= 0 && (text[dash] === " " || text[dash] === "\n" || text[dash] === "\r")) dash--;
  const from = lineStart(text, dash);
  if (text[dash] !== "-" || text.slice(from, dash).trim() !== "") return undefined;
  const to = span.end > span.start && text[span.end - 1] === "\n" ? span.end : lineEnd(text, Math.max(span.start, span.end - 1));
  return { from, to, column: dash - from };
}

/** An entry's text (two spaces before its `-`) at another column; CRLF line ends for a CRLF file. */
function atColumn(text: string, column: number, crlf: boolean): string {
  const moved = column === 2 ? text : text.split("\n").map((line) => (line === "" ? line : " ".repeat(column) + line.slice(2))).join("\n");
  return crlf ? moved.replace(/\n/g, "\r\n") : moved;
}

/**
 * Plans an import over the owned files: `live` is every section's entries (sorted by id, as
 * ImportResult.sections holds them), `owned` the files that start with the import's header, and
 * `others` the names of every other entry of the folder (never touched; a new file cannot take one).
 */
export function planMerge(live: Readonly<Record<ImportedSection, Entries>>, owned: Iterable<OwnedFile>, others: ReadonlySet<string>): MergePlan {
  const planner = new MergePlanner(live);
  for (const file of owned) planner.add(file.name, file.text);
  return planner.finish(others);
}

/**
 * planMerge one file at a time (`add` each owned file, then `finish`), so that a caller holds one
 * file's text at a time: the plan keeps only offsets and the entries' fates, in columns, and finds
 * the account's entry of an id by bisection in its section's list (sorted by id); an entry's text
 * is read from the list when it is compared or written.
 */
export class MergePlanner {
  private readonly lists: Record<ImportedSection, EntryList>;
  /** Whether an owned file holds each live entry, by section and index. */
  private readonly found: Record<ImportedSection, Uint8Array>;
  private readonly planned = new Map<string, Planned>();
  private readonly problems: string[] = [];

  /** `live`: every section's entries, sorted by id (idKey), as ImportResult.sections holds them. */
  constructor(live: Readonly<Record<ImportedSection, Entries>>) {
    this.lists = {} as Record<ImportedSection, EntryList>;
    this.found = {} as Record<ImportedSection, Uint8Array>;
    for (const section of SECTIONS) {
      this.lists[section] = entryList(live[section] ?? []);
      this.found[section] = new Uint8Array(this.lists[section].length);
    }
  }

  /** The index of the live entry of a section with the given id order, or -1. */
  private search(section: ImportedSection, order: readonly [number, string]): number {
    const list = this.lists[section];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareOrder(idKey({ id: list.id(mid) }), order) < 0) low = mid + 1;
      else high = mid;
    }
    return low < list.length && compareOrder(idKey({ id: list.id(low) }), order) === 0 ? low : -1;
  }

  /** The index of the live entry whose id is the same as `id` (the same text: 5 and "5"), or -1. */
  private find(section: ImportedSection, id: unknown): number {
    if (!hasId(id)) return -1;
    const text = String(id);
    // A live id is a number or a text: look for both that `id` can be the same as.
    const asText = this.search(section, idKey({ id: text }));
    if (asText >= 0 && String(this.lists[section].id(asText)) === text) return asText;
    const n = Number(text);
    return Number.isSafeInteger(n) && String(n) === text ? this.search(section, [n, ""]) : -1;
  }

  /** The data of a live entry's text (`live`), as the loader reads it (what a file holding that text holds); loaded when asked, never kept. */
  private liveData(live: string): unknown {
    const loaded = loadText(`x:\n${live}`, MERGE_LIMITS).data;
    return isPlainObject(loaded) && Array.isArray(loaded.x) ? loaded.x[0] : undefined;
  }

  /** Whether an entry of a file holds the account's data: the same text as the account's (an entry no one edited: no loading), or the same data. */
  private isLive(section: ImportedSection, index: number, text: string, lines: { from: number; to: number; column: number }, data: unknown): boolean {
    // Read from the spool once, for both comparisons.
    const live = this.lists[section].text(index);
    return (lines.column === 2 && text.slice(lines.from, lines.to) === live) || sameData(data, this.liveData(live));
  }

  /** An owned file: where its sections' entries are, and what becomes of each. */
  add(name: string, text: string): void {
    const shown = escapeText(name);
    const loaded = loadText(text, MERGE_LIMITS);
    const broken = loaded.findings.find((f) => f.ruleId === "parse-error" || f.ruleId === "input-limit");
    if (broken || loaded.data === undefined) {
      this.problems.push(`${shown} does not load${broken ? ` (${broken.line !== undefined ? `line ${broken.line}: ` : ""}${broken.message})` : ""}: fix it, or remove its first line (the import's header) to make it yours`);
      return;
    }
    const data = loaded.data;
    if (data !== null && !isPlainObject(data)) {
      this.problems.push(`${shown} is not a mapping of sections: fix it, or remove its first line (the import's header) to make it yours`);
      return;
    }
    const places = new Map<ImportedSection, Place>();
    let otherKeys = false;
    for (const [section, value] of Object.entries(data ?? {})) {
      if (!isSection(section)) {
        otherKeys = true;
        continue;
      }
      const place = this.place(text, section, value, loaded.positions);
      if (typeof place === "string") {
        this.problems.push(`${shown}: ${place}`);
        return;
      }
      places.set(section, place);
    }
    this.planned.set(name, { name, fingerprint: fingerprint(text), places, otherKeys, crlf: text.includes("\r\n"), length: text.length, appended: new Map() });
  }

  /** Where a section's entries sit in the text, each compared with the account's; a message when they cannot be spliced. */
  private place(text: string, section: ImportedSection, value: unknown, positions: PositionMap): Place | string {
    const keySpan = positions.span([section], "key");
    const valueSpan = positions.span([section]);
    if (!keySpan || !valueSpan) return `cannot find its ${section} section's text`;
    const colon = text.indexOf(":", keySpan.end);
    const keyColumn = keySpan.start - lineStart(text, keySpan.start);
    const base = { section, afterColon: colon + 1, inserts: new Map<number, number[]>() };
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    if (empty) {
      let from = valueSpan.start;
      while (from > colon + 1 && text[from - 1] === " ") from--;
      return { ...base, items: itemColumns(0), highest: new Uint32Array(0), column: keyColumn + 2, appendAt: lineEnd(text, Math.max(colon, valueSpan.end - 1)), emptyValue: { from, to: valueSpan.end } };
    }
    if (!Array.isArray(value)) return `its ${section} is not a list`;
    if (text[valueSpan.start] === "[") return `its ${section} is a flow list ([…]): write it as a block list (one "- " item a line) for the import to update it in place`;
    if (text[valueSpan.start] !== "-") return `its ${section} is written in a way the import cannot update in place (an anchor or a tag before the list?)`;
    const items = itemColumns(value.length);
    const highest: number[] = [];
    let previousEnd = 0;
    for (let i = 0; i < value.length; i++) {
      const span = positions.span([section, i]);
      if (!span) return `cannot find entry ${i + 1} of its ${section}`;
      const lines = itemLines(text, span);
      if (!lines) return `entry ${i + 1} of its ${section} is written in a way the import cannot update in place (a comment between its "-" and its first field?)`;
      const { from, to, column } = lines;
      let lead = from;
      while (lead > previousEnd) {
        const above = lineStart(text, lead - 1);
        if (!text.slice(above, lead).trimStart().startsWith("#")) break;
        lead = above;
      }
      items.from[i] = from;
      items.to[i] = to;
      items.lead[i] = lead;
      items.column[i] = column;
      items.live[i] = -1;
      const record = value[i];
      const id = isPlainObject(record) ? record.id : undefined;
      if (hasId(id)) {
        items.hasId[i] = 1;
        const order = idKey(record as Record<string, unknown>);
        items.order[i] = order[0];
        if (order[1] !== "") items.orderText.set(i, order[1]);
        const live = this.find(section, id);
        if (live < 0) items.fate[i] = Fate.Remove;
        else {
          items.live[i] = live;
          this.found[section][live] = 1;
          // The same text as the account's (the usual case, an entry no one edited) needs no loading.
          items.fate[i] = this.isLive(section, live, text, lines, record) ? Fate.Keep : Fate.Replace;
        }
        const top = highest[highest.length - 1];
        highest.push(top !== undefined && compareOrder(orderOf(items, top), orderOf(items, i)) >= 0 ? top : i);
      }
      previousEnd = to;
    }
    return { ...base, items, highest: Uint32Array.from(highest), column: items.column[0]!, appendAt: items.to[items.length - 1]! };
  }

  /** The plan, once every owned file was added. */
  finish(others: ReadonlySet<string>): MergePlan {
    const problems = [...this.problems];
    const fresh = new Map<string, { section: ImportedSection; from?: string; entries: number[] }>();
    const order: string[] = [];
    const targeted = new Set<string>();
    for (const section of SECTIONS) {
      const list = this.lists[section];
      const layout = sectionLayout(section, list);
      const held = [...this.planned.values()].some((p) => p.places.has(section));
      for (const part of layout) {
        order.push(part.name);
        const missing: number[] = [];
        for (let i = part.start; i < part.end; i++) if (!hasId(list.id(i)) || this.found[section][i] === 0) missing.push(i);
        // A section with no entry at all gets its (empty) file, as a fresh import writes it, unless an owned file holds it.
        if (missing.length === 0 && !(list.length === 0 && !held && !this.planned.has(part.name) && !others.has(part.name))) continue;
        const file = this.planned.get(part.name);
        if (file) {
          targeted.add(part.name);
          for (const i of missing) this.insert(file, section, i);
        } else if (others.has(part.name)) {
          problems.push(`${escapeText(part.name)} is in the way: the import would add ${missing.length === 1 ? "an entry" : `${missing.length} entries`} to it, but it does not start with the import's header, so it is not the import's to write: move it, or make its first line the header of a file the import wrote ("# Imported by cloudlint import: …") to let the import update it in place`);
        } else {
          const from = part.from !== undefined && missing.length > 0 ? String(list.id(missing[0]!)) : undefined;
          fresh.set(part.name, { section, ...(from !== undefined ? { from } : {}), entries: missing });
        }
      }
    }
    const remove: string[] = [];
    for (const file of this.planned.values()) {
      if (targeted.has(file.name) || file.otherKeys || !isImportedFileName(file.name) || !/-\d+\.yaml$/.test(file.name)) continue;
      const left = [...file.places.values()].some((p) => p.items.fate.some((f) => f !== Fate.Remove) || p.inserts.size > 0);
      if (!left && file.appended.size === 0) remove.push(file.name);
    }
    const removed = new Set(remove);
    const names = [...new Set([...order.filter((n) => fresh.has(n) || this.planned.has(n)), ...[...this.planned.keys()].sort()])].filter((n) => !removed.has(n));
    const files = names.map((name) => {
      const planned = this.planned.get(name);
      const made = fresh.get(name);
      return { name, render: (current: string | undefined): Rendered => (planned ? this.render(planned, current) : made ? { text: sectionFileText(made.section, entriesAt(this.lists[made.section], made.entries), made.from) } : { problem: `${escapeText(name)}: nothing to write` }) };
    });
    return { files, remove: remove.sort(), problems };
  }

  /** Adds a live entry (its index in the section's list) no owned file holds to an owned file: at its id-sorted place in the section, or in a section appended to the file. */
  private insert(file: Planned, section: ImportedSection, index: number): void {
    const place = file.places.get(section);
    if (!place) {
      const list = file.appended.get(section) ?? [];
      file.appended.set(section, list);
      list.push(index);
      return;
    }
    const order = idKey({ id: this.lists[section].id(index) });
    // The first item (in the file's order) whose id comes after the entry's: where the running highest first passes it.
    let low = 0;
    let high = place.highest.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareOrder(orderOf(place.items, place.highest[mid]!), order) > 0) high = mid;
      else low = mid + 1;
    }
    const at = low < place.highest.length ? place.items.lead[place.highest[low]!]! : place.appendAt;
    const list = place.inserts.get(at) ?? [];
    place.inserts.set(at, list);
    list.push(index);
  }

  /** An owned file's new text: its current text with the planned edits, checked by loading it again. */
  private render(file: Planned, current: string | undefined): Rendered {
    const shown = escapeText(file.name);
    if (current === undefined || fingerprint(current) !== file.fingerprint) return { problem: `${shown} changed while the import ran: run it again` };
    const edits: Array<{ from: number; to: number; text: string }> = [];
    const expected = new Map<ImportedSection, { live: number[]; others: number }>();
    for (const place of file.places.values()) {
      const list = this.lists[place.section];
      const text = (index: number, column: number) => atColumn(list.text(index), column, file.crlf);
      const { items } = place;
      const live: number[] = [];
      let others = 0;
      let kept = 0;
      for (let i = 0; i < items.length; i++) {
        const fate = items.fate[i];
        if (fate === Fate.Remove) edits.push({ from: items.from[i]!, to: items.to[i]!, text: "" });
        else if (fate === Fate.Replace) edits.push({ from: items.from[i]!, to: items.to[i]!, text: text(items.live[i]!, items.column[i]!) });
        if (items.hasId[i] === 1 && fate !== Fate.Remove) live.push(items.live[i]!);
        if (items.hasId[i] === 0) others++;
        if (fate !== Fate.Remove) kept++;
      }
      for (const [at, entries] of place.inserts) {
        // Inserted where a line starts: after a last line without a newline, one comes first.
        const lead = at > 0 && current[at - 1] !== "\n" ? (file.crlf ? "\r\n" : "\n") : "";
        edits.push({ from: at, to: at, text: lead + entries.map((e) => text(e, place.column)).join("") });
        appendAll(live, entries);
        kept += entries.length;
      }
      if (place.emptyValue && place.inserts.size > 0) edits.push({ from: place.emptyValue.from, to: place.emptyValue.to, text: "" });
      // A section left with no entry is written `[]`, as a fresh import writes an empty one.
      if (!place.emptyValue && kept === 0) edits.push({ from: place.afterColon, to: place.afterColon, text: " []" });
      expected.set(place.section, { live, others });
    }
    if (file.appended.size > 0) {
      const nl = file.crlf ? "\r\n" : "\n";
      let added = current.length > 0 && !current.endsWith("\n") ? nl : "";
      for (const [section, entries] of file.appended) {
        added += `${section}:${nl}${entries.map((e) => atColumn(this.lists[section].text(e), 2, file.crlf)).join("")}`;
        expected.set(section, { live: [...entries], others: 0 });
      }
      edits.push({ from: current.length, to: current.length, text: added });
    }
    if (edits.length === 0) return { text: current };
    // Zero-length edits (insertions) before a replacement that starts at the same offset.
    edits.sort((a, b) => a.from - b.from || (a.to - a.from) - (b.to - b.from));
    const pieces: string[] = [];
    let at = 0;
    for (const e of edits) {
      pieces.push(current.slice(at, e.from), e.text);
      at = Math.max(at, e.to);
    }
    pieces.push(current.slice(at));
    const next = pieces.join("");
    const problem = this.check(next, expected);
    return problem === undefined ? { text: next } : { problem: `${shown} cannot be updated in place (${problem}); nothing was written: write its entries as a block list, one "- " item a line` };
  }

  /** Whether a merged text loads to what was planned: each section's entries with an id are the account's, as many entries without one as before. */
  private check(text: string, expected: ReadonlyMap<ImportedSection, { live: number[]; others: number }>): string | undefined {
    const loaded = loadText(text, MERGE_LIMITS);
    if (loaded.data === undefined || !isPlainObject(loaded.data) || loaded.findings.some((f) => f.ruleId === "parse-error" || f.ruleId === "input-limit")) return "the merged text would not load";
    const byNumber = (a: number, b: number) => a - b;
    for (const [section, want] of expected) {
      const list = loaded.data[section];
      const items = Array.isArray(list) ? list : [];
      if ((list !== null && !Array.isArray(list)) || items.length !== want.live.length + want.others) return `its ${section} would not hold the entries planned`;
      const live: number[] = [];
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        const id = isPlainObject(item) ? item.id : undefined;
        if (!hasId(id)) continue;
        const index = this.find(section, id);
        const span = loaded.positions.span([section, i]);
        const lines = span ? itemLines(text, span) : undefined;
        if (index < 0 || !lines || !this.isLive(section, index, text, lines, item)) return `an entry of its ${section} would not be the account's`;
        live.push(index);
      }
      if (live.sort(byNumber).join(",") !== [...want.live].sort(byNumber).join(",")) return `its ${section} would not hold the entries planned`;
    }
    return undefined;
  }
}

/** Columns for `n` items. */
function itemColumns(n: number): Items {
  return { length: n, from: new Float64Array(n), to: new Float64Array(n), lead: new Float64Array(n), column: new Float64Array(n), live: new Float64Array(n), hasId: new Uint8Array(n), order: new Float64Array(n), orderText: new Map(), fate: new Uint8Array(n) };
}

/** An item's id order (idKey's). */
function orderOf(items: Items, i: number): [number, string] {
  return [items.order[i]!, items.orderText.get(i) ?? ""];
}
