/**
 * The one-pass reader's position map: the spans of every value and key as a tree of numbered
 * nodes in one typed array, filled while the text is read (no path strings, no map entries, no
 * objects per value), and looked up by walking a path down the tree. The string-keyed maps of
 * PositionMap (read directly by fixes and the language server) are built from the tree the first
 * time they are read, in the order and with the keys the full loader gives them; so is every
 * lookup, when a key holds the separator of those map keys or the top mapping has an empty key,
 * where two paths could share one map key and the maps decide which one wins.
 */
import type { Path } from "../diagnostic.js";
import { LineStarts, PositionMap, SEP, type ScalarSource, type SourcePosition, type Span } from "./positions.js";

/**
 * Fields of a node, in its slot of the array: five numbers, 20 bytes a node (a state file holds
 * about one node per 16 bytes of text). A node's first child is the node after it (nodes are
 * numbered in document order, a collection before what it holds), so only the next sibling is
 * stored; a string's first character is its start or the one after (a quote), so a flag says
 * which; a mapping value's key is named by the text of its span, or the text inside its quotes,
 * and only a key spelled otherwise (escapes, `1.50` for "1.5") keeps its name apart.
 */
const START = 0;
const END = 1;
const KEY_START = 2; // -1: not a mapping's value
const INFO = 3; // kind | flags below | key length << KEY_LENGTH_SHIFT
const NEXT_SIBLING = 4; // -1: none
const SLOT = 5;

export const SCALAR = 0;
export const MAP = 1;
export const LIST = 2;
const KIND = 3;
/** A string scalar (its characters start at START, or at START + 1 with QUOTED). */
const STRING = 1 << 2;
const QUOTED = 1 << 3;
/** A string whose source characters are its value's, one for one. */
const VERBATIM = 1 << 4;
/** A collection with at least one child (the node after it). */
const HAS_CHILDREN = 1 << 5;
/** The key's name is the text of its span. */
const KEY_TEXT = 1 << 6;
/** The key's name is the text inside its span's quotes. */
const KEY_INSIDE_QUOTES = 1 << 7;
const KEY_LENGTH_SHIFT = 8;

const INDEX = /^(?:0|[1-9][0-9]*)$/;

export class TreePositions extends PositionMap {
  private nodes: Int32Array;
  private count = 0;
  /** Names of the keys that their text does not spell (see the field comment above), by node. */
  private readonly otherNames = new Map<number, string>();
  /** Children by name or index, built for a container the first time a lookup enters it. */
  private readonly lookups = new Map<number, Map<string, number> | number[]>();
  private filled = false;
  /** Two paths may share one map key (see the module comment): lookups go through the maps. */
  ambiguous = false;

  constructor(
    private readonly text: string,
    expectedNodes: number,
  ) {
    super(new LineStarts(text));
    this.nodes = new Int32Array(Math.max(64, expectedNodes) * SLOT);
  }

  /** A new node, child of nothing yet; returns its number. */
  add(start: number): number {
    const n = this.count++;
    let nodes = this.nodes;
    if ((n + 1) * SLOT > nodes.length) {
      // Half as much again: the estimate is usually close, and the array is trimmed at the end.
      const grown = new Int32Array(Math.ceil(nodes.length / SLOT * 1.5) * SLOT);
      grown.set(nodes);
      this.nodes = nodes = grown;
    }
    const at = n * SLOT;
    nodes[at + START] = start;
    nodes[at + END] = start;
    nodes[at + KEY_START] = -1;
    nodes[at + INFO] = SCALAR;
    nodes[at + NEXT_SIBLING] = -1;
    return n;
  }

  /** All nodes added: the array shrinks to them when an eighth or more of it is unused. */
  done(): void {
    const used = this.count * SLOT;
    if (this.nodes.length - used > this.nodes.length >> 3) this.nodes = this.nodes.slice(0, used);
  }

  /** The key of mapping value `n`: its span and its name. */
  setKey(n: number, start: number, end: number, name: string): void {
    const at = n * SLOT;
    const text = this.text;
    const length = end - start;
    this.nodes[at + KEY_START] = start;
    let info = this.nodes[at + INFO]! | (length << KEY_LENGTH_SHIFT);
    if (name.length === length && text.startsWith(name, start)) info |= KEY_TEXT;
    else if (name.length === length - 2 && text.startsWith(name, start + 1)) info |= KEY_INSIDE_QUOTES;
    else this.otherNames.set(n, name);
    this.nodes[at + INFO] = info;
  }

  /** The key of mapping value `n`: a quoted string from `start` to `end` whose name is the text inside its quotes (no escape). */
  setQuotedKey(n: number, start: number, end: number): void {
    const at = n * SLOT;
    this.nodes[at + KEY_START] = start;
    this.nodes[at + INFO] = this.nodes[at + INFO]! | ((end - start) << KEY_LENGTH_SHIFT) | KEY_INSIDE_QUOTES;
  }

  setSpan(n: number, start: number, end: number): void {
    this.nodes[n * SLOT + START] = start;
    this.nodes[n * SLOT + END] = end;
  }

  setEnd(n: number, end: number): void {
    this.nodes[n * SLOT + END] = end;
  }

  setKind(n: number, kind: number): void {
    this.nodes[n * SLOT + INFO] = (this.nodes[n * SLOT + INFO]! & ~KIND) | kind;
  }

  /** Marks `n` a string scalar whose characters start at its start, or just after (`quoted`). */
  setString(n: number, quoted: boolean, verbatim: boolean): void {
    this.nodes[n * SLOT + INFO] = this.nodes[n * SLOT + INFO]! | STRING | (quoted ? QUOTED : 0) | (verbatim ? VERBATIM : 0);
  }

  /** Links `child` after `previous` (-1: as the first child of `parent`, which must be the node after it). */
  link(parent: number, previous: number, child: number): void {
    if (previous < 0) this.nodes[parent * SLOT + INFO] = this.nodes[parent * SLOT + INFO]! | HAS_CHILDREN;
    else this.nodes[previous * SLOT + NEXT_SIBLING] = child;
  }

  /** The first child of `n`, or -1. */
  private firstChild(n: number): number {
    return (this.nodes[n * SLOT + INFO]! & HAS_CHILDREN) !== 0 ? n + 1 : -1;
  }

  /** The name of mapping value `n`'s key. */
  private nameOf(n: number): string {
    const info = this.nodes[n * SLOT + INFO]!;
    const start = this.nodes[n * SLOT + KEY_START]!;
    const length = info >>> KEY_LENGTH_SHIFT;
    if ((info & KEY_TEXT) !== 0) return this.text.slice(start, start + length);
    if ((info & KEY_INSIDE_QUOTES) !== 0) return this.text.slice(start + 1, start + length - 1);
    return this.otherNames.get(n) ?? "";
  }

  /** Where string `n`'s characters start, or -1 when it is not a string. */
  private valueStart(n: number): number {
    const info = this.nodes[n * SLOT + INFO]!;
    if ((info & STRING) === 0) return -1;
    return this.nodes[n * SLOT + START]! + ((info & QUOTED) !== 0 ? 1 : 0);
  }

  override get values(): Map<string, Span> {
    this.fill();
    return super.values;
  }

  override get keys(): Map<string, Span> {
    this.fill();
    return super.keys;
  }

  override get scalars(): Map<string, ScalarSource> {
    this.fill();
    return super.scalars;
  }

  override locate(path: Path, anchor?: "key", valueRange?: [number, number]): SourcePosition | undefined {
    if (this.ambiguous || this.count === 0) return super.locate(path, anchor, valueRange);
    const nodes = this.nodes;
    let n = 0;
    for (let i = 0; i < path.length; i++) {
      const child = this.child(n, path[i]);
      // A missing path is located at its nearest ancestor that exists.
      if (child < 0) return this.position(nodes[n * SLOT + START]!, nodes[n * SLOT + END]!);
      n = child;
    }
    const at = n * SLOT;
    const keyStart = nodes[at + KEY_START]!;
    if (anchor === "key" && keyStart >= 0) return this.position(keyStart, keyStart + (nodes[at + INFO]! >>> KEY_LENGTH_SHIFT));
    if (valueRange && (nodes[at + INFO]! & (STRING | VERBATIM)) === (STRING | VERBATIM)) {
      const start = this.valueStart(n) + valueRange[0];
      return this.position(start, start + valueRange[1]);
    }
    return this.position(nodes[at + START]!, nodes[at + END]!);
  }

  /** Walks the tree, without filling the maps (a caller that asks for many spans of a large file would otherwise build a map entry for every value). */
  override span(path: Path, anchor?: "key"): Span | undefined {
    if (this.ambiguous || this.count === 0) return super.span(path, anchor);
    let n = 0;
    for (const segment of path) {
      n = this.child(n, segment);
      if (n < 0) return undefined;
    }
    const at = n * SLOT;
    const keyStart = this.nodes[at + KEY_START]!;
    if (anchor === "key") return keyStart >= 0 ? { start: keyStart, end: keyStart + (this.nodes[at + INFO]! >>> KEY_LENGTH_SHIFT) } : undefined;
    return { start: this.nodes[at + START]!, end: this.nodes[at + END]! };
  }

  /** The child of `n` at `segment` (as the maps' keys spell it), or -1. */
  private child(n: number, segment: unknown): number {
    const nodes = this.nodes;
    const kind = nodes[n * SLOT + INFO]! & KIND;
    if (kind === SCALAR) return -1;
    let lookup = this.lookups.get(n);
    if (!lookup) {
      const byName = kind === MAP ? new Map<string, number>() : undefined;
      const byIndex: number[] = [];
      for (let c = this.firstChild(n); c >= 0; c = nodes[c * SLOT + NEXT_SIBLING]!) {
        if (byName) byName.set(this.nameOf(c), c);
        else byIndex.push(c);
      }
      lookup = byName ?? byIndex;
      this.lookups.set(n, lookup);
    }
    const name = segment === null || segment === undefined ? "" : String(segment);
    if (Array.isArray(lookup)) return INDEX.test(name) ? (lookup[Number(name)] ?? -1) : -1;
    return lookup.get(name) ?? -1;
  }

  /** The string-keyed maps, in the order and with the keys the full loader's walk gives them. */
  private fill(): void {
    if (this.filled) return;
    this.filled = true;
    if (this.count === 0) return;
    const values = super.values;
    const keys = super.keys;
    const scalars = super.scalars;
    const nodes = this.nodes;
    // Depth-first, in document order, without recursion: [node, its map key, its depth].
    const stack: Array<[number, string, number]> = [[0, "", 0]];
    while (stack.length > 0) {
      const [n, key, depth] = stack.pop()!;
      const at = n * SLOT;
      const info = nodes[at + INFO]!;
      const keyStart = nodes[at + KEY_START]!;
      if (keyStart >= 0) keys.set(key, { start: keyStart, end: keyStart + (info >>> KEY_LENGTH_SHIFT) });
      values.set(key, { start: nodes[at + START]!, end: nodes[at + END]! });
      if ((info & STRING) !== 0) scalars.set(key, { valueStart: this.valueStart(n), verbatim: (info & VERBATIM) !== 0 });
      const kind = info & KIND;
      if (kind === SCALAR) continue;
      const children: Array<[number, string, number]> = [];
      let index = 0;
      for (let c = this.firstChild(n); c >= 0; c = nodes[c * SLOT + NEXT_SIBLING]!) {
        const segment = kind === MAP ? this.nameOf(c) : String(index++);
        children.push([c, depth === 0 ? segment : key + SEP + segment, depth + 1]);
      }
      for (let k = children.length - 1; k >= 0; k--) stack.push(children[k]!);
    }
  }
}
