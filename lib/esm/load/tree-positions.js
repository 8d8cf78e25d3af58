import { LineStarts, PositionMap, SEP } from "./positions.js";
const START = 0;
const END = 1;
const KEY_START = 2;
const INFO = 3;
const NEXT_SIBLING = 4;
const SLOT = 5;
const SCALAR = 0;
const MAP = 1;
const LIST = 2;
const KIND = 3;
const STRING = 1 << 2;
const QUOTED = 1 << 3;
const VERBATIM = 1 << 4;
const HAS_CHILDREN = 1 << 5;
const KEY_TEXT = 1 << 6;
const KEY_INSIDE_QUOTES = 1 << 7;
const KEY_LENGTH_SHIFT = 8;
const INDEX = /^(?:0|[1-9][0-9]*)$/;
class TreePositions extends PositionMap {
  constructor(text, expectedNodes) {
    super(new LineStarts(text));
    this.text = text;
    this.nodes = new Int32Array(Math.max(64, expectedNodes) * SLOT);
  }
  nodes;
  count = 0;
  /** Names of the keys that their text does not spell (see the field comment above), by node. */
  otherNames = /* @__PURE__ */ new Map();
  /** Children by name or index, built for a container the first time a lookup enters it. */
  lookups = /* @__PURE__ */ new Map();
  filled = false;
  /** Two paths may share one map key (see the module comment): lookups go through the maps. */
  ambiguous = false;
  /** A new node, child of nothing yet; returns its number. */
  add(start) {
    const n = this.count++;
    let nodes = this.nodes;
    if ((n + 1) * SLOT > nodes.length) {
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
  done() {
    const used = this.count * SLOT;
    if (this.nodes.length - used > this.nodes.length >> 3) this.nodes = this.nodes.slice(0, used);
  }
  /** The key of mapping value `n`: its span and its name. */
  setKey(n, start, end, name) {
    const at = n * SLOT;
    const text = this.text;
    const length = end - start;
    this.nodes[at + KEY_START] = start;
    let info = this.nodes[at + INFO] | length << KEY_LENGTH_SHIFT;
    if (name.length === length && text.startsWith(name, start)) info |= KEY_TEXT;
    else if (name.length === length - 2 && text.startsWith(name, start + 1)) info |= KEY_INSIDE_QUOTES;
    else this.otherNames.set(n, name);
    this.nodes[at + INFO] = info;
  }
  /** The key of mapping value `n`: a quoted string from `start` to `end` whose name is the text inside its quotes (no escape). */
  setQuotedKey(n, start, end) {
    const at = n * SLOT;
    this.nodes[at + KEY_START] = start;
    this.nodes[at + INFO] = this.nodes[at + INFO] | end - start << KEY_LENGTH_SHIFT | KEY_INSIDE_QUOTES;
  }
  setSpan(n, start, end) {
    this.nodes[n * SLOT + START] = start;
    this.nodes[n * SLOT + END] = end;
  }
  setEnd(n, end) {
    this.nodes[n * SLOT + END] = end;
  }
  setKind(n, kind) {
    this.nodes[n * SLOT + INFO] = this.nodes[n * SLOT + INFO] & ~KIND | kind;
  }
  /** Marks `n` a string scalar whose characters start at its start, or just after (`quoted`). */
  setString(n, quoted, verbatim) {
    this.nodes[n * SLOT + INFO] = this.nodes[n * SLOT + INFO] | STRING | (quoted ? QUOTED : 0) | (verbatim ? VERBATIM : 0);
  }
  /** Links `child` after `previous` (-1: as the first child of `parent`, which must be the node after it). */
  link(parent, previous, child) {
    if (previous < 0) this.nodes[parent * SLOT + INFO] = this.nodes[parent * SLOT + INFO] | HAS_CHILDREN;
    else this.nodes[previous * SLOT + NEXT_SIBLING] = child;
  }
  /** The first child of `n`, or -1. */
  firstChild(n) {
    return (this.nodes[n * SLOT + INFO] & HAS_CHILDREN) !== 0 ? n + 1 : -1;
  }
  /** The name of mapping value `n`'s key. */
  nameOf(n) {
    const info = this.nodes[n * SLOT + INFO];
    const start = this.nodes[n * SLOT + KEY_START];
    const length = info >>> KEY_LENGTH_SHIFT;
    if ((info & KEY_TEXT) !== 0) return this.text.slice(start, start + length);
    if ((info & KEY_INSIDE_QUOTES) !== 0) return this.text.slice(start + 1, start + length - 1);
    return this.otherNames.get(n) ?? "";
  }
  /** Where string `n`'s characters start, or -1 when it is not a string. */
  valueStart(n) {
    const info = this.nodes[n * SLOT + INFO];
    if ((info & STRING) === 0) return -1;
    return this.nodes[n * SLOT + START] + ((info & QUOTED) !== 0 ? 1 : 0);
  }
  get values() {
    this.fill();
    return super.values;
  }
  get keys() {
    this.fill();
    return super.keys;
  }
  get scalars() {
    this.fill();
    return super.scalars;
  }
  locate(path, anchor, valueRange) {
    if (this.ambiguous || this.count === 0) return super.locate(path, anchor, valueRange);
    const nodes = this.nodes;
    let n = 0;
    for (let i = 0; i < path.length; i++) {
      const child = this.child(n, path[i]);
      if (child < 0) return this.position(nodes[n * SLOT + START], nodes[n * SLOT + END]);
      n = child;
    }
    const at = n * SLOT;
    const keyStart = nodes[at + KEY_START];
    if (anchor === "key" && keyStart >= 0) return this.position(keyStart, keyStart + (nodes[at + INFO] >>> KEY_LENGTH_SHIFT));
    if (valueRange && (nodes[at + INFO] & (STRING | VERBATIM)) === (STRING | VERBATIM)) {
      const start = this.valueStart(n) + valueRange[0];
      return this.position(start, start + valueRange[1]);
    }
    return this.position(nodes[at + START], nodes[at + END]);
  }
  /** Walks the tree, without filling the maps (a caller that asks for many spans of a large file would otherwise build a map entry for every value). */
  span(path, anchor) {
    if (this.ambiguous || this.count === 0) return super.span(path, anchor);
    let n = 0;
    for (const segment of path) {
      n = this.child(n, segment);
      if (n < 0) return void 0;
    }
    const at = n * SLOT;
    const keyStart = this.nodes[at + KEY_START];
    if (anchor === "key") return keyStart >= 0 ? { start: keyStart, end: keyStart + (this.nodes[at + INFO] >>> KEY_LENGTH_SHIFT) } : void 0;
    return { start: this.nodes[at + START], end: this.nodes[at + END] };
  }
  /** The child of `n` at `segment` (as the maps' keys spell it), or -1. */
  child(n, segment) {
    const nodes = this.nodes;
    const kind = nodes[n * SLOT + INFO] & KIND;
    if (kind === SCALAR) return -1;
    let lookup = this.lookups.get(n);
    if (!lookup) {
      const byName = kind === MAP ? /* @__PURE__ */ new Map() : void 0;
      const byIndex = [];
      for (let c = this.firstChild(n); c >= 0; c = nodes[c * SLOT + NEXT_SIBLING]) {
        if (byName) byName.set(this.nameOf(c), c);
        else byIndex.push(c);
      }
      lookup = byName ?? byIndex;
      this.lookups.set(n, lookup);
    }
    const name = segment === null || segment === void 0 ? "" : String(segment);
    if (Array.isArray(lookup)) return INDEX.test(name) ? lookup[Number(name)] ?? -1 : -1;
    return lookup.get(name) ?? -1;
  }
  /** The string-keyed maps, in the order and with the keys the full loader's walk gives them. */
  fill() {
    if (this.filled) return;
    this.filled = true;
    if (this.count === 0) return;
    const values = super.values;
    const keys = super.keys;
    const scalars = super.scalars;
    const nodes = this.nodes;
    const stack = [[0, "", 0]];
    while (stack.length > 0) {
      const [n, key, depth] = stack.pop();
      const at = n * SLOT;
      const info = nodes[at + INFO];
      const keyStart = nodes[at + KEY_START];
      if (keyStart >= 0) keys.set(key, { start: keyStart, end: keyStart + (info >>> KEY_LENGTH_SHIFT) });
      values.set(key, { start: nodes[at + START], end: nodes[at + END] });
      if ((info & STRING) !== 0) scalars.set(key, { valueStart: this.valueStart(n), verbatim: (info & VERBATIM) !== 0 });
      const kind = info & KIND;
      if (kind === SCALAR) continue;
      const children = [];
      let index = 0;
      for (let c = this.firstChild(n); c >= 0; c = nodes[c * SLOT + NEXT_SIBLING]) {
        const segment = kind === MAP ? this.nameOf(c) : String(index++);
        children.push([c, depth === 0 ? segment : key + SEP + segment, depth + 1]);
      }
      for (let k = children.length - 1; k >= 0; k--) stack.push(children[k]);
    }
  }
}
export {
  LIST,
  MAP,
  SCALAR,
  TreePositions
};
