"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var plain_yaml_exports = {};
__export(plain_yaml_exports, {
  readPlainYaml: () => readPlainYaml
});
module.exports = __toCommonJS(plain_yaml_exports);
var import_positions = require("./positions.js");
var import_tree_positions = require("./tree-positions.js");
const GIVE_UP = new Error("not plain YAML");
const LF = 10;
const CR = 13;
const SPACE = 32;
const HASH = 35;
const DQUOTE = 34;
const SQUOTE = 39;
const COMMA = 44;
const DASH = 45;
const COLON = 58;
const LBRACKET = 91;
const RBRACKET = 93;
const LBRACE = 123;
const RBRACE = 125;
const BACKSLASH = 92;
const MAX_RECURSION = 1e3;
const PLAIN_START = new Uint8Array(128);
for (let c = 33; c < 127; c++) PLAIN_START[c] = 1;
for (const c of "-?:,[]{}#&*!|>'\"%@`") PLAIN_START[c.charCodeAt(0)] = 0;
const isFlowIndicator = (c) => c === COMMA || c === LBRACKET || c === RBRACKET || c === LBRACE || c === RBRACE;
const isBreakOrSpace = (c) => c === SPACE || c === LF || c === CR || c !== c;
function isPlainChar(c) {
  if (c < 127) return c >= SPACE;
  return !(c <= 159 || c === 65279 || c === 65534 || c === 65535 || c >= 55296 && c <= 57343);
}
function isMarker(text, i) {
  const c = text.charCodeAt(i);
  return (c === DASH || c === 46) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c && isBreakOrSpace(text.charCodeAt(i + 3));
}
function isPair(text, i) {
  const c = text.charCodeAt(i);
  const d = text.charCodeAt(i + 1);
  return c >= 55296 && c <= 56319 && d >= 56320 && d <= 57343;
}
const DQ_ESCAPES = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  N: "\x85",
  _: "\xA0",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  "	": "	"
};
const NULL_RE = /^(?:~|[Nn]ull|NULL)$/;
const BOOL_RE = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const OCT_RE = /^0o[0-7]+$/;
const INT_RE = /^[-+]?[0-9]+$/;
const HEX_RE = /^0x[0-9a-fA-F]+$/;
const NAN_RE = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const EXP_RE = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT_RE = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
function resolvePlain(s) {
  const c = s.charCodeAt(0);
  if (c >= 48 && c <= 57 || c === 43 || c === DASH || c === 46) {
    if (OCT_RE.test(s)) return parseInt(s.substring(2), 8);
    if (INT_RE.test(s)) return parseInt(s, 10);
    if (HEX_RE.test(s)) return parseInt(s.substring(2), 16);
    if (NAN_RE.test(s)) return s.slice(-3).toLowerCase() === "nan" ? NaN : s[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    if (EXP_RE.test(s) || FLOAT_RE.test(s)) return parseFloat(s);
    return s;
  }
  if (s.length <= 5) {
    if (NULL_RE.test(s)) return null;
    if (BOOL_RE.test(s)) return s[0] === "t" || s[0] === "T";
  }
  return s;
}
const SHARED_LENGTH = 32;
const SHARED_SLOTS = 4096;
const AT_MARKER = -2;
class Reader {
  constructor(text, limits, map) {
    this.text = text;
    this.limits = limits;
    this.map = map;
    this.maxDepth = Math.min(limits.maxDepth, MAX_RECURSION);
  }
  /** Offset of the next character to read. */
  i = 0;
  /** After a value's line: the indentation of the next line with content, -1 at the end of the text. */
  nextIndent = -1;
  /** The deepest indentation of the comment-only lines nextContentLine() stepped over, -1 for none. */
  commentIndent = -1;
  /** yaml's end of the value just read (its node's range[2]): where its parent's span ends if it is the last. */
  valueEnd = 0;
  /** Keys and scalar values read, against limits.maxValues (yaml's lexer counts the same). */
  count = 0;
  notes = [];
  maxDepth;
  /** The items of the lists being read, innermost last (see listFrom). */
  items = [];
  /** Plain scalars seen that are strings spelled as in the source, and quoted ones without escapes (see sharedString). */
  plains = new Array(SHARED_SLOTS);
  quoteds = new Array(SHARED_SLOTS);
  /** The slot of the table that sharedString looked in last. */
  slot = 0;
  counted() {
    if (++this.count > this.limits.maxValues) throw GIVE_UP;
  }
  /** The whole text: one block or flow collection, with comments and blank lines around it. */
  document() {
    const text = this.text;
    if (text.charCodeAt(0) === 65279) this.i = 1;
    let indent = this.nextContentLine();
    if (indent === AT_MARKER && text.charCodeAt(this.i) === DASH) {
      this.i += 3;
      this.endOfLine();
      if (this.i === text.length) throw GIVE_UP;
      indent = this.nextContentLine();
    }
    if (indent < 0) throw GIVE_UP;
    const c = text.charCodeAt(this.i);
    if (this.i === 1 + indent && text.charCodeAt(0) === 65279 && (c === DASH || indent > 0)) throw GIVE_UP;
    let data;
    const root = this.map.add(this.i);
    if (c === LBRACE || c === LBRACKET) {
      data = this.flowCollection(root, 0, -1);
      this.endOfLine();
      this.nextIndent = this.nextContentLine();
    } else {
      data = this.blockCollection(indent, root, 0);
    }
    if (this.commentIndent > 0) throw GIVE_UP;
    if (this.nextIndent === AT_MARKER && text.charCodeAt(this.i) === 46) {
      this.i += 3;
      this.endOfLine();
      this.nextIndent = this.nextContentLine();
    }
    if (this.nextIndent !== -1) throw GIVE_UP;
    return data;
  }
  /**
   * Skips blank and comment-only lines from the start of a line; returns the indentation of the
   * next line with content (this.i at its first character), or -1 at the end of the text.
   */
  nextContentLine() {
    const text = this.text;
    const n = text.length;
    let i = this.i;
    this.commentIndent = -1;
    for (; ; ) {
      const lineStart = i;
      while (i < n && text.charCodeAt(i) === SPACE) i++;
      if (i >= n) {
        this.i = n;
        return -1;
      }
      const c = text.charCodeAt(i);
      if (c === LF) {
        i++;
        continue;
      }
      if (c === CR && text.charCodeAt(i + 1) === LF) {
        i += 2;
        continue;
      }
      if (c === HASH) {
        if (i - lineStart > this.commentIndent) this.commentIndent = i - lineStart;
        const nl = text.indexOf("\n", i);
        if (nl < 0) {
          this.i = n;
          return -1;
        }
        i = nl + 1;
        continue;
      }
      if (c === 9 || c === CR) throw GIVE_UP;
      if (i === lineStart && isMarker(text, i)) {
        this.i = i;
        return AT_MARKER;
      }
      this.i = i;
      return i - lineStart;
    }
  }
  /** After a value on its line: spaces, an optional comment, then the line break or the end. Returns the offset past them (yaml's node end). */
  endOfLine() {
    const text = this.text;
    let i = this.i;
    const start = i;
    while (text.charCodeAt(i) === SPACE) i++;
    let c = text.charCodeAt(i);
    if (c === HASH) {
      if (i === start) throw GIVE_UP;
      const nl = text.indexOf("\n", i);
      i = nl < 0 ? text.length : nl;
      if (nl > 0 && text.charCodeAt(nl - 1) === CR) i = nl - 1;
      c = text.charCodeAt(i);
    }
    if (c === LF) i++;
    else if (c === CR && text.charCodeAt(i + 1) === LF) i += 2;
    else if (i < text.length) throw GIVE_UP;
    this.i = i;
    return i;
  }
  /** A block mapping or list whose first line starts at this.i, indented by `indent`. Leaves this.nextIndent set. */
  blockCollection(indent, node, depth) {
    const text = this.text;
    if (text.charCodeAt(this.i) === DASH && isBreakOrSpace(text.charCodeAt(this.i + 1))) return this.blockList(indent, node, depth);
    return this.blockMap(indent, node, depth);
  }
  /** The column of offset `at` (0-based). */
  column(at) {
    return at - (this.text.lastIndexOf("\n", at - 1) + 1);
  }
  blockMap(indent, node, depth) {
    if (depth >= this.maxDepth) throw GIVE_UP;
    const text = this.text;
    const map = this.map;
    map.setSpan(node, this.i, this.i);
    map.setKind(node, import_tree_positions.MAP);
    const out = {};
    let previous = -1;
    for (; ; ) {
      const keyStart = this.i;
      const c = text.charCodeAt(keyStart);
      let name;
      let keyEnd;
      if (c === DQUOTE || c === SQUOTE) {
        name = c === DQUOTE ? this.doubleQuoted() : this.singleQuoted();
        keyEnd = this.i;
        this.checkQuotedKey(name, depth);
        while (text.charCodeAt(this.i) === SPACE) this.i++;
        if (text.charCodeAt(this.i) !== COLON || !isBreakOrSpace(text.charCodeAt(this.i + 1))) throw GIVE_UP;
      } else {
        keyEnd = this.plain(false);
        if (text.charCodeAt(this.i) !== COLON) throw GIVE_UP;
        name = this.plainKey(keyStart, keyEnd);
      }
      if (this.i - keyStart > 1e3 || Object.hasOwn(out, name)) throw GIVE_UP;
      this.counted();
      this.i++;
      const child = map.add(this.i);
      map.setKey(child, keyStart, keyEnd, name);
      map.link(node, previous, child);
      previous = child;
      const value = this.blockValue(indent, child, depth, true);
      if (name === "__proto__") Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
      else out[name] = value;
      map.setEnd(node, this.valueEnd);
      if (this.nextIndent !== indent) {
        if (this.nextIndent > indent) throw GIVE_UP;
        return out;
      }
      if (text.charCodeAt(this.i) === DASH && isBreakOrSpace(text.charCodeAt(this.i + 1))) throw GIVE_UP;
    }
  }
  blockList(indent, node, depth) {
    if (depth >= this.maxDepth) throw GIVE_UP;
    const text = this.text;
    const map = this.map;
    map.setSpan(node, this.i, this.i);
    map.setKind(node, import_tree_positions.LIST);
    const items = this.items;
    const base = items.length;
    let previous = -1;
    for (; ; ) {
      this.i++;
      const child = map.add(this.i);
      map.link(node, previous, child);
      previous = child;
      items.push(this.blockValue(indent, child, depth, false));
      map.setEnd(node, this.valueEnd);
      if (this.nextIndent !== indent || text.charCodeAt(this.i) !== DASH || !isBreakOrSpace(text.charCodeAt(this.i + 1))) {
        if (this.nextIndent > indent) throw GIVE_UP;
        return this.listFrom(base);
      }
    }
  }
  /**
   * The value after a key's ":" or a list's "-" (this.i just past it), in the collection indented
   * by `indent`: on the same line, on the lines below, or empty.
   */
  blockValue(indent, node, depth, inMap) {
    const text = this.text;
    let i = this.i;
    while (text.charCodeAt(i) === SPACE) i++;
    this.i = i;
    const c = text.charCodeAt(i);
    if (c === LF || c === CR || c === HASH || i >= text.length) {
      const commentBefore = !inMap && this.commentIndent >= 0;
      const emptyAt = i;
      const lineEnd = this.endOfLine();
      const next = this.nextContentLine();
      if (this.commentIndent >= 0 && next <= indent) throw GIVE_UP;
      if (next > indent) {
        const c2 = text.charCodeAt(this.i);
        if (c2 === LBRACE || c2 === LBRACKET || c2 === DQUOTE || c2 === SQUOTE) throw GIVE_UP;
        return this.blockCollection(next, node, depth + 1);
      }
      if (inMap && next === indent && text.charCodeAt(this.i) === DASH && isBreakOrSpace(text.charCodeAt(this.i + 1))) {
        return this.blockList(indent, node, depth + 1);
      }
      if (commentBefore) throw GIVE_UP;
      this.map.setSpan(node, emptyAt, emptyAt);
      this.valueEnd = text.charCodeAt(emptyAt) === HASH ? lineEnd : emptyAt;
      this.nextIndent = next;
      return null;
    }
    let value;
    if (c === 124 || c === 62) {
      return this.blockScalar(indent, node);
    }
    if (c === LBRACE || c === LBRACKET) {
      value = this.flowCollection(node, depth + 1, indent);
    } else if (c === DQUOTE || c === SQUOTE) {
      value = c === DQUOTE ? this.doubleQuoted() : this.singleQuoted();
      const end = this.i;
      let j = end;
      while (text.charCodeAt(j) === SPACE) j++;
      if (text.charCodeAt(j) === COLON) {
        if (inMap) throw GIVE_UP;
        this.i = i;
        return this.blockMap(this.column(i), node, depth + 1);
      }
      this.recordString(node, i, end, value, true);
      this.counted();
    } else if (c === DASH && isBreakOrSpace(text.charCodeAt(i + 1))) {
      if (inMap) throw GIVE_UP;
      return this.blockList(this.column(i), node, depth + 1);
    } else {
      const end = this.plain(false);
      if (text.charCodeAt(this.i) === COLON) {
        if (inMap) throw GIVE_UP;
        this.i = i;
        return this.blockMap(this.column(i), node, depth + 1);
      }
      value = this.plainValue(node, i, end);
    }
    this.valueEnd = this.endOfLine();
    this.nextIndent = this.nextContentLine();
    if (this.nextIndent > indent) throw GIVE_UP;
    return value;
  }
  /**
   * A block scalar at this.i (its `|` or `>`) as the value of a collection indented by `indent`,
   * read as yaml's lexer and composer read it: the lines indented past `indent`, their
   * indentation set by the first one with content, blank lines inside kept, blank lines after the
   * last one left out; kept (literal) or folded, with a final line break unless `-` strips it.
   * Headers with an indentation digit or `+`, a comment or a tab where it would matter, and blank
   * lines indented past the content: the full way.
   */
  blockScalar(indent, node) {
    const text = this.text;
    const n = text.length;
    const start = this.i;
    const folded = text.charCodeAt(start) === 62;
    let i = start + 1;
    const strip = text.charCodeAt(i) === DASH;
    if (strip) i++;
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) !== LF) throw GIVE_UP;
    i++;
    const lines = [];
    let contentIndent = -1;
    let maxLeading = 0;
    let last = -1;
    let end = i;
    for (; ; ) {
      const lineStart = i;
      while (text.charCodeAt(i) === SPACE) i++;
      const spaces = i - lineStart;
      let lineEnd = text.indexOf("\n", i);
      const hasBreak = lineEnd >= 0;
      if (!hasBreak) lineEnd = n;
      const contentEnd = hasBreak && text.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;
      if (contentEnd === i) {
        if (!hasBreak) {
          if (spaces > 0) throw GIVE_UP;
          break;
        }
        if (contentIndent < 0) maxLeading = Math.max(maxLeading, spaces);
        else if (spaces > contentIndent) throw GIVE_UP;
        lines.push(i, spaces, contentEnd);
        i = lineEnd + 1;
        continue;
      }
      if (contentIndent < 0) {
        if (spaces <= indent || maxLeading > spaces) throw GIVE_UP;
        contentIndent = spaces;
      }
      if (spaces < contentIndent) {
        if (spaces > indent) throw GIVE_UP;
        i = lineStart;
        break;
      }
      if (text.charCodeAt(i) === 9 && spaces === contentIndent) throw GIVE_UP;
      lines.push(i, spaces, contentEnd);
      last = lines.length / 3 - 1;
      end = hasBreak ? lineEnd + 1 : n;
      i = hasBreak ? lineEnd + 1 : n;
      if (!hasBreak) break;
    }
    if (contentIndent < 0) throw GIVE_UP;
    let value = "";
    let sep = "";
    let moreIndented = false;
    for (let k = 0; k <= last; k++) {
      const at = lines[3 * k];
      const spaces = lines[3 * k + 1];
      const contentEnd = lines[3 * k + 2];
      const extra = spaces > contentIndent ? text.slice(at - (spaces - contentIndent), at) : "";
      const content = text.slice(at, contentEnd);
      if (!folded) {
        value += sep + extra + content;
        sep = "\n";
      } else if (spaces > contentIndent) {
        if (sep === " ") sep = "\n";
        else if (!moreIndented && sep === "\n") sep = "\n\n";
        value += sep + extra + content;
        sep = "\n";
        moreIndented = true;
      } else if (content === "") {
        if (sep === "\n") value += "\n";
        else sep = "\n";
      } else {
        value += sep + content;
        sep = " ";
        moreIndented = false;
      }
    }
    if (!strip) value += "\n";
    this.counted();
    this.map.setSpan(node, start, end);
    this.map.setString(node, false, false);
    this.i = i;
    this.valueEnd = end;
    this.nextIndent = this.nextContentLine();
    if (this.nextIndent > indent) throw GIVE_UP;
    return value;
  }
  /** Records a scalar value's span and, for a string, where its characters start and whether they are spelled as in the source. */
  recordString(node, start, end, value, quoted) {
    this.map.setSpan(node, start, end);
    this.map.setString(node, quoted, this.text.startsWith(value, quoted ? start + 1 : start));
  }
  /** A list of the items pushed on this.items since `base` (taken off it): an array of exactly their number, not one grown by pushes. */
  listFrom(base) {
    const items = this.items;
    const list = items.slice(base);
    items.length = base;
    return list;
  }
  /**
   * The text from `start` to `end` (at most SHARED_LENGTH characters) as the string `table` holds
   * for it, or undefined. Values repeat in a state file (regions, types, protocols, every key),
   * and one string for all of them takes a fraction of the memory of a copy each.
   */
  sharedString(table, start, end) {
    const text = this.text;
    const length = end - start;
    if (length > SHARED_LENGTH) return void 0;
    let hash = length;
    for (let k = start; k < end; k++) hash = Math.imul(hash, 31) + text.charCodeAt(k) | 0;
    const slot = (hash ^ hash >>> 12) & SHARED_SLOTS - 1;
    this.slot = slot;
    const s = table[slot];
    return s !== void 0 && s.length === length && text.startsWith(s, start) ? s : void 0;
  }
  /**
   * A plain key as the data and the position map both name it: its value as text (`1.50` is "1.5",
   * `true` is "true"). A null key (the data names it "", the map "null") and a merge key (`<<`):
   * the full way.
   */
  plainKey(start, end) {
    const shared = this.sharedString(this.plains, start, end);
    if (shared !== void 0) return shared;
    const slot = this.slot;
    const source = this.text.slice(start, end);
    const value = resolvePlain(source);
    if (value === null || source === "<<") throw GIVE_UP;
    if (value === source && end - start <= SHARED_LENGTH) this.plains[slot] = source;
    return typeof value === "string" ? value : String(value);
  }
  /**
   * A quoted key that holds the position map keys' separator, or an empty key at the top: two
   * paths could then share one map key, and the map decides (see tree-positions.ts).
   */
  checkQuotedKey(name, depth) {
    if (depth === 0 && name === "" || name.includes("\0")) this.map.ambiguous = true;
  }
  /** A plain scalar from `start` to `end` as the value of `node`. */
  plainValue(node, start, end) {
    const shared = this.sharedString(this.plains, start, end);
    if (shared !== void 0) {
      this.counted();
      this.map.setSpan(node, start, end);
      this.map.setString(node, false, true);
      return shared;
    }
    const slot = this.slot;
    const source = this.text.slice(start, end);
    if (source === "<<") throw GIVE_UP;
    const value = resolvePlain(source);
    this.counted();
    if (typeof value === "string") {
      if (end - start <= SHARED_LENGTH) this.plains[slot] = source;
      this.recordString(node, start, end, value, false);
    } else {
      this.map.setSpan(node, start, end);
      if (typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value)) {
        this.notes.push((0, import_positions.unsafeIntegerFinding)(this.text.slice(start, Math.min(end, start + 40)), this.map.position(start, end)));
      }
    }
    return value;
  }
  /**
   * A plain scalar on one line from this.i; returns its end (trailing spaces left out) and leaves
   * this.i where it stopped: a line break, " #", ": " (or ":" before a break), and in a flow
   * collection a flow indicator or ":" before one.
   */
  plain(flow) {
    const text = this.text;
    const start = this.i;
    const first = text.charCodeAt(start);
    if (first < 128 ? PLAIN_START[first] === 0 : !isPlainChar(first) && !isPair(text, start)) {
      const next = text.charCodeAt(start + 1);
      if (first !== DASH && first !== COLON && first !== 63 || isBreakOrSpace(next) || flow && isFlowIndicator(next)) throw GIVE_UP;
    }
    let i = isPair(text, start) ? start + 2 : start + 1;
    const n = text.length;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === SPACE) {
        if (text.charCodeAt(i + 1) === HASH) break;
      } else if (c === COLON) {
        const next = text.charCodeAt(i + 1);
        if (isBreakOrSpace(next) || flow && isFlowIndicator(next)) break;
      } else if (c === LF || c === CR) {
        break;
      } else if (flow && isFlowIndicator(c)) {
        break;
      } else if (c < 128 ? c < SPACE || c === 127 : !isPlainChar(c)) {
        if (!isPair(text, i)) throw GIVE_UP;
        i++;
      }
      i++;
    }
    this.i = i;
    let end = i;
    while (text.charCodeAt(end - 1) === SPACE) end--;
    return end;
  }
  /** The characters of a quoted scalar without escapes, from `start` to `end`: a shared string (see sharedString). */
  quotedText(start, end) {
    const shared = this.sharedString(this.quoteds, start, end);
    if (shared !== void 0) return shared;
    const s = this.text.slice(start, end);
    if (end - start <= SHARED_LENGTH) this.quoteds[this.slot] = s;
    return s;
  }
  /** A double-quoted scalar on one line from this.i (at its quote); this.i ends past the closing quote. */
  doubleQuoted() {
    const text = this.text;
    const start = this.i + 1;
    let i = start;
    let out = "";
    let from = start;
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (c === DQUOTE) break;
      if (c === BACKSLASH) {
        out += text.slice(from, i);
        const e = text[i + 1];
        if (e === void 0) throw GIVE_UP;
        const simple = DQ_ESCAPES[e];
        if (simple !== void 0 && Object.prototype.hasOwnProperty.call(DQ_ESCAPES, e)) {
          out += simple;
          i += 2;
        } else if (e === "x" || e === "u" || e === "U") {
          const length = e === "x" ? 2 : e === "u" ? 4 : 8;
          const hex = text.substr(i + 2, length);
          if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) throw GIVE_UP;
          const code = parseInt(hex, 16);
          if (code > 1114111) throw GIVE_UP;
          out += String.fromCodePoint(code);
          i += 2 + length;
        } else {
          throw GIVE_UP;
        }
        from = i;
        continue;
      }
      if (c !== c || c === LF || c === CR || c < SPACE && c !== 9) throw GIVE_UP;
      i++;
    }
    this.i = i + 1;
    return from === start ? this.quotedText(start, i) : out + text.slice(from, i);
  }
  /** A single-quoted scalar on one line from this.i (at its quote); this.i ends past the closing quote. */
  singleQuoted() {
    const text = this.text;
    const start = this.i + 1;
    let i = start;
    let escaped = false;
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (c === SQUOTE) {
        if (text.charCodeAt(i + 1) !== SQUOTE) break;
        escaped = true;
        i += 2;
        continue;
      }
      if (c !== c || c === LF || c === CR || c < SPACE && c !== 9) throw GIVE_UP;
      i++;
    }
    this.i = i + 1;
    return escaped ? text.slice(start, i).replace(/''/g, "'") : this.quotedText(start, i);
  }
  /**
   * Spaces, line breaks and comments inside a flow collection. A line inside it must be indented
   * past the block collection holding it (`blockIndent`; -1 at the top of the document).
   */
  flowSpace(blockIndent) {
    const text = this.text;
    let i = this.i;
    let newline = false;
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (c === SPACE) i++;
      else if (c === LF || c === CR && text.charCodeAt(i + 1) === LF) {
        i += c === LF ? 1 : 2;
        newline = true;
        const lineStart = i;
        while (text.charCodeAt(i) === SPACE) i++;
        const d = text.charCodeAt(i);
        if (d === 9) throw GIVE_UP;
        if (d !== LF && d !== CR && d !== HASH && i < text.length) {
          if (i - lineStart <= blockIndent) throw GIVE_UP;
          if (i === lineStart && (text.startsWith("---", i) || text.startsWith("...", i))) throw GIVE_UP;
        }
      } else if (c === HASH) {
        const before = text.charCodeAt(i - 1);
        if (before !== SPACE && before !== LF) throw GIVE_UP;
        const nl = text.indexOf("\n", i);
        if (nl < 0) throw GIVE_UP;
        i = text.charCodeAt(nl - 1) === CR ? nl - 1 : nl;
      } else break;
    }
    this.i = i;
    return newline;
  }
  /** A flow mapping or list at this.i (its bracket); this.i ends past the closing bracket. */
  flowCollection(node, depth, blockIndent) {
    if (depth >= this.maxDepth) throw GIVE_UP;
    const text = this.text;
    const positions = this.map;
    positions.setSpan(node, this.i, this.i);
    const isMap = text.charCodeAt(this.i) === LBRACE;
    positions.setKind(node, isMap ? import_tree_positions.MAP : import_tree_positions.LIST);
    let previous = -1;
    const close = isMap ? RBRACE : RBRACKET;
    this.i++;
    const items = this.items;
    const base = items.length;
    const map = isMap ? {} : void 0;
    for (; ; ) {
      this.flowSpace(blockIndent);
      const c = text.charCodeAt(this.i);
      if (c === close) break;
      if (isMap) {
        const keyStart = this.i;
        let name;
        let keyEnd;
        let quoted = false;
        if (c === DQUOTE || c === SQUOTE) {
          name = c === DQUOTE ? this.doubleQuoted() : this.singleQuoted();
          keyEnd = this.i;
          quoted = true;
          this.checkQuotedKey(name, depth);
        } else {
          keyEnd = this.plain(true);
          name = this.plainKey(keyStart, keyEnd);
        }
        while (text.charCodeAt(this.i) === SPACE) this.i++;
        if (text.charCodeAt(this.i) !== COLON || !quoted && !isBreakOrSpace(text.charCodeAt(this.i + 1))) throw GIVE_UP;
        if (this.i - keyStart > 1e3 || Object.hasOwn(map, name)) throw GIVE_UP;
        this.counted();
        this.i++;
        const child = positions.add(this.i);
        positions.setKey(child, keyStart, keyEnd, name);
        positions.link(node, previous, child);
        previous = child;
        this.flowSpace(blockIndent);
        const value = this.flowValue(child, depth, blockIndent);
        if (name === "__proto__") Object.defineProperty(map, name, { value, enumerable: true, writable: true, configurable: true });
        else map[name] = value;
      } else {
        const child = positions.add(this.i);
        positions.link(node, previous, child);
        previous = child;
        items.push(this.flowValue(child, depth, blockIndent));
      }
      if (this.flowSpace(blockIndent) && text.charCodeAt(this.i) === COLON) throw GIVE_UP;
      const d = text.charCodeAt(this.i);
      if (d === COMMA) {
        this.i++;
        continue;
      }
      if (d !== close) throw GIVE_UP;
      break;
    }
    this.i++;
    positions.setEnd(node, this.i);
    return isMap ? map : this.listFrom(base);
  }
  /** A value inside a flow collection at this.i. */
  flowValue(node, depth, blockIndent) {
    const text = this.text;
    const c = text.charCodeAt(this.i);
    if (c === LBRACE || c === LBRACKET) return this.flowCollection(node, depth + 1, blockIndent);
    const start = this.i;
    if (c === DQUOTE || c === SQUOTE) {
      const value = c === DQUOTE ? this.doubleQuoted() : this.singleQuoted();
      this.recordString(node, start, this.i, value, true);
      this.counted();
      return value;
    }
    if (c === COMMA || c === RBRACE || c === RBRACKET) throw GIVE_UP;
    const end = this.plain(true);
    if (text.charCodeAt(this.i) === LF || text.charCodeAt(this.i) === CR || text.charCodeAt(this.i) === SPACE) {
      const at = this.i;
      const newline = this.flowSpace(blockIndent);
      const d = text.charCodeAt(this.i);
      if (newline && !(d === COMMA || d === RBRACE || d === RBRACKET)) throw GIVE_UP;
      this.i = at;
    }
    return this.plainValue(node, start, end);
  }
}
function readPlainYaml(text, limits) {
  try {
    const map = new import_tree_positions.TreePositions(text, text.length >> 4);
    const reader = new Reader(text, limits, map);
    const data = reader.document();
    map.done();
    return { data, positions: map, findings: reader.notes };
  } catch {
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  readPlainYaml
});
