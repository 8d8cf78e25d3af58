/**
 * The one-pass reader's position map: the spans of every value and key as a tree of numbered
 * nodes in one typed array, filled while the text is read (no path strings, no map entries, no
 * objects per value), and looked up by walking a path down the tree. The string-keyed maps of
 * PositionMap (read directly by fixes and the language server) are built from the tree the first
 * time they are read, in the order and with the keys the full loader gives them; so is every
 * lookup, when a key holds the separator of those map keys or the top mapping has an empty key,
 * where two paths could share one map key and the maps decide which one wins.
 */
import { LineCounter } from "yaml";
import type { Path } from "../diagnostic.js";
import { PositionMap, SEP, type ScalarSource, type SourcePosition, type Span } from "./positions.js";

/** Fields of a node, in its slot of the array. */
const START = 0;
const END = 1;
const KEY_START = 2; // -1: not a mapping's value
const KEY_END = 3;
const VALUE_START = 4; // a string scalar's first character; -1: not a string scalar
const FLAGS = 5; // kind | VERBATIM
const FIRST_CHILD = 6; // -1: none
const NEXT_SIBLING = 7; // -1: none
const SLOT = 8;

export const SCALAR = 0;
export const MAP = 1;
export const LIST = 2;
const KIND = 3;
const VERBATIM = 4;

const INDEX = /^(?:0|[1-9][0-9]*)$/;

export class TreePositions extends PositionMap {
  private nodes: Int32Array;
  private count = 0;
  /** Each mapping value's key, by node. */
  private readonly names: string[] = [];
  /** Children by name or index, built for a container the first time a lookup enters it. */
  private readonly lookups = new Map<number, Map<string, number> | number[]>();
  private filled = false;
  /** Two paths may share one map key (see the module comment): lookups go through the maps. */
  ambiguous = false;

  /** Line starts, counted from the text the first time a position is asked for (a clean file asks for none). */
  private readonly counter: LineCounter;

  constructor(
    private readonly text: string,
    expectedNodes: number,
  ) {
    const counter = new LineCounter();
    super(counter);
    this.counter = counter;
    this.nodes = new Int32Array(Math.max(64, expectedNodes) * SLOT);
  }

  override position(start: number, end: number): SourcePosition {
    const lines = this.counter;
    if (lines.lineStarts.length === 0) {
      // Every line break starts a line, as yaml's parser reports them.
      lines.addNewLine(0);
      const text = this.text;
      for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines.addNewLine(i + 1);
    }
    return super.position(start, end);
  }

  /** A new node, child of nothing yet; returns its number. */
  add(start: number, name: string): number {
    const n = this.count++;
    let nodes = this.nodes;
    if ((n + 1) * SLOT > nodes.length) {
      const grown = new Int32Array(nodes.length * 2);
      grown.set(nodes);
      this.nodes = nodes = grown;
    }
    const at = n * SLOT;
    nodes[at + START] = start;
    nodes[at + END] = start;
    nodes[at + KEY_START] = -1;
    nodes[at + VALUE_START] = -1;
    nodes[at + FLAGS] = SCALAR;
    nodes[at + FIRST_CHILD] = -1;
    nodes[at + NEXT_SIBLING] = -1;
    this.names.push(name);
    return n;
  }

  setKey(n: number, start: number, end: number): void {
    this.nodes[n * SLOT + KEY_START] = start;
    this.nodes[n * SLOT + KEY_END] = end;
  }

  setSpan(n: number, start: number, end: number): void {
    this.nodes[n * SLOT + START] = start;
    this.nodes[n * SLOT + END] = end;
  }

  setEnd(n: number, end: number): void {
    this.nodes[n * SLOT + END] = end;
  }

  setKind(n: number, kind: number): void {
    this.nodes[n * SLOT + FLAGS] = kind;
  }

  setString(n: number, valueStart: number, verbatim: boolean): void {
    this.nodes[n * SLOT + VALUE_START] = valueStart;
    if (verbatim) this.nodes[n * SLOT + FLAGS] = this.nodes[n * SLOT + FLAGS]! | VERBATIM;
  }

  /** Links `child` after `previous` (-1: as the first child of `parent`). */
  link(parent: number, previous: number, child: number): void {
    if (previous < 0) this.nodes[parent * SLOT + FIRST_CHILD] = child;
    else this.nodes[previous * SLOT + NEXT_SIBLING] = child;
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
    if (anchor === "key" && nodes[at + KEY_START]! >= 0) return this.position(nodes[at + KEY_START]!, nodes[at + KEY_END]!);
    if (valueRange && nodes[at + VALUE_START]! >= 0 && (nodes[at + FLAGS]! & VERBATIM) !== 0) {
      const start = nodes[at + VALUE_START]! + valueRange[0];
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
    if (anchor === "key") return this.nodes[at + KEY_START]! >= 0 ? { start: this.nodes[at + KEY_START]!, end: this.nodes[at + KEY_END]! } : undefined;
    return { start: this.nodes[at + START]!, end: this.nodes[at + END]! };
  }

  /** The child of `n` at `segment` (as the maps' keys spell it), or -1. */
  private child(n: number, segment: unknown): number {
    const nodes = this.nodes;
    const kind = nodes[n * SLOT + FLAGS]! & KIND;
    if (kind === SCALAR) return -1;
    let lookup = this.lookups.get(n);
    if (!lookup) {
      const byName = kind === MAP ? new Map<string, number>() : undefined;
      const byIndex: number[] = [];
      for (let c = nodes[n * SLOT + FIRST_CHILD]!; c >= 0; c = nodes[c * SLOT + NEXT_SIBLING]!) {
        if (byName) byName.set(this.names[c]!, c);
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
      if (nodes[at + KEY_START]! >= 0) keys.set(key, { start: nodes[at + KEY_START]!, end: nodes[at + KEY_END]! });
      values.set(key, { start: nodes[at + START]!, end: nodes[at + END]! });
      if (nodes[at + VALUE_START]! >= 0) scalars.set(key, { valueStart: nodes[at + VALUE_START]!, verbatim: (nodes[at + FLAGS]! & VERBATIM) !== 0 });
      const kind = nodes[at + FLAGS]! & KIND;
      if (kind === SCALAR) continue;
      const children: Array<[number, string, number]> = [];
      let index = 0;
      for (let c = nodes[at + FIRST_CHILD]!; c >= 0; c = nodes[c * SLOT + NEXT_SIBLING]!) {
        const segment = kind === MAP ? this.names[c]! : String(index++);
        children.push([c, depth === 0 ? segment : key + SEP + segment, depth + 1]);
      }
      for (let k = children.length - 1; k >= 0; k--) stack.push(children[k]!);
    }
  }
}
