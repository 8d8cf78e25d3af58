/**
 * The YAML that state files are written in, read in one pass: text → plain data and the
 * path → position map together, with no token stream, syntax tree or document in between.
 *
 * yaml's own pipeline (lexer, parser, composer, then a walk for positions and toJS) reads about
 * 1 MB/s; its parser alone costs four times its lexer (bench/load.mjs). This reader takes the
 * common shape of a state file — block mappings and lists, flow collections (over several lines
 * too), plain and quoted scalars on one line, literal and folded block scalars, comments, blank
 * lines, `---` and `...`, CRLF, a byte order mark — and gives up on anything else: anchors and
 * aliases, tags, multi-line plain and quoted scalars, complex, null and merge keys, directives, a
 * second document, tabs where they would matter, duplicate keys, anything yaml would call an error,
 * and every limit reached. `readPlainYaml` then returns undefined and the caller loads the text the
 * full way (load.ts), which gives the findings, or the data, by yaml's own rules. So the result here
 * is either exactly what the full way gives — the same data, the same span for every path, the same
 * findings — or nothing; test/load/one-pass.test.ts holds the two to that on random documents.
 *
 * What must match yaml, and how (each from yaml 2's composer):
 * - a scalar's span is [start, end of its last character] (a block scalar's runs to the end of its
 *   last line); a mapping's or a list's runs from its first key or `-` to the end of its last
 *   value's line (after its comment and line break); a flow collection's from its opening to just
 *   past its closing bracket; an empty value sits just after the `:` or `-` and the spaces after it;
 * - plain scalars resolve by the YAML 1.2 core schema (null, bool, int in decimal, 0o octal and 0x
 *   hex, float, .inf and .nan; anything else a string); quoted ones are strings, with yaml's escapes;
 * - every line break starts a line in the line counter, as yaml's parser reports them.
 * Where yaml's parser has rules of its own (comment lines after an empty value or after the last
 * value, comment lines before an empty list item, a list right after a byte order mark), the text
 * goes the full way.
 *
 * Positions go into a TreePositions (numbers in a typed array, no path strings): the cost of the
 * string-keyed maps is paid only by a caller that reads them. Recursion is bounded by the depth
 * limit (a collection at the limit gives up), so no input can overflow the stack here.
 */
import type { Finding } from "../diagnostic.js";
import type { LoadLimits } from "./limits.js";
import { type PositionMap, unsafeIntegerFinding } from "./positions.js";
import { LIST, MAP, TreePositions } from "./tree-positions.js";

/** Thrown inside the reader when the text leaves the shape it reads; caught in readPlainYaml. */
const GIVE_UP = new Error("not plain YAML");

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const HASH = 0x23;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const COMMA = 0x2c;
const DASH = 0x2d;
const COLON = 0x3a;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const BACKSLASH = 0x5c;

/** Hard ceiling on nesting here whatever the limits say: deeper text takes the full way, which is iterative where it must be. */
const MAX_RECURSION = 1000;

/**
 * Characters that may start a plain scalar here: not an indicator (`-?:,[]{}#&*!|>'"%@` and the
 * backtick), not white space or a control character. `-`, `?` and `:` are let through by plain()
 * when a non-space follows them.
 */
const PLAIN_START = new Uint8Array(128);
for (let c = 0x21; c < 0x7f; c++) PLAIN_START[c] = 1;
for (const c of "-?:,[]{}#&*!|>'\"%@`") PLAIN_START[c.charCodeAt(0)] = 0;

/** Flow indicators end a plain scalar in a flow collection. */
const isFlowIndicator = (c: number): boolean => c === COMMA || c === LBRACKET || c === RBRACKET || c === LBRACE || c === RBRACE;

/** A space, a line break or the end of the text (NaN) after a `:` or `-` makes it an indicator. */
const isBreakOrSpace = (c: number): boolean => c === SPACE || c === LF || c === CR || c !== c;

/**
 * Characters a plain scalar may hold here: printable, not a control, a byte order mark, a
 * non-character or half of a surrogate pair (the callers step over whole pairs).
 */
function isPlainChar(c: number): boolean {
  if (c < 0x7f) return c >= SPACE;
  return !(c <= 0x9f || c === 0xfeff || c === 0xfffe || c === 0xffff || (c >= 0xd800 && c <= 0xdfff));
}

/** A document marker (--- or ...) at `i`, followed by a space, a line break or the end. */
function isMarker(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (c === DASH || c === 0x2e) && text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c && isBreakOrSpace(text.charCodeAt(i + 3));
}

/** True when a high surrogate at `i` is followed by its low half (an astral character). */
function isPair(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  const d = text.charCodeAt(i + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff;
}

const DQ_ESCAPES: Record<string, string> = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  N: "\u0085",
  _: "\u00a0",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  "\t": "\t",
};

const NULL_RE = /^(?:~|[Nn]ull|NULL)$/;
const BOOL_RE = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const OCT_RE = /^0o[0-7]+$/;
const INT_RE = /^[-+]?[0-9]+$/;
const HEX_RE = /^0x[0-9a-fA-F]+$/;
const NAN_RE = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const EXP_RE = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT_RE = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/**
 * A plain scalar's value by the YAML 1.2 core schema, tested in yaml's order. Only text that can be
 * something other than a string (it starts with a digit, a sign, a dot, `~` or a letter of
 * null/true/false) is tested at all.
 */
function resolvePlain(s: string): unknown {
  const c = s.charCodeAt(0);
  if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === DASH || c === 0x2e) {
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

/** Strings of at most this many characters are shared (sharedString), in tables of this many slots. */
const SHARED_LENGTH = 32;
const SHARED_SLOTS = 4096;

/** nextIndent at a document marker (--- or ...) at the start of a line: every collection ends there. */
const AT_MARKER = -2;

export interface PlainYamlResult {
  readonly data: unknown;
  readonly positions: PositionMap;
  /** Integers past 2^53, as the full way reports them; nothing else is found here. */
  readonly findings: Finding[];
}

class Reader {
  /** Offset of the next character to read. */
  i = 0;
  /** After a value's line: the indentation of the next line with content, -1 at the end of the text. */
  nextIndent = -1;
  /** The deepest indentation of the comment-only lines nextContentLine() stepped over, -1 for none. */
  private commentIndent = -1;
  /** yaml's end of the value just read (its node's range[2]): where its parent's span ends if it is the last. */
  private valueEnd = 0;
  /** Keys and scalar values read, against limits.maxValues (yaml's lexer counts the same). */
  private count = 0;
  readonly notes: Finding[] = [];
  private readonly maxDepth: number;
  /** The items of the lists being read, innermost last (see listFrom). */
  private readonly items: unknown[] = [];
  /** Plain scalars seen that are strings spelled as in the source, and quoted ones without escapes (see sharedString). */
  private readonly plains: Array<string | undefined> = new Array(SHARED_SLOTS);
  private readonly quoteds: Array<string | undefined> = new Array(SHARED_SLOTS);
  /** The slot of the table that sharedString looked in last. */
  private slot = 0;

  constructor(
    private readonly text: string,
    private readonly limits: LoadLimits,
    readonly map: TreePositions,
  ) {
    this.maxDepth = Math.min(limits.maxDepth, MAX_RECURSION);
  }

  private counted(): void {
    if (++this.count > this.limits.maxValues) throw GIVE_UP;
  }

  /** The whole text: one block or flow collection, with comments and blank lines around it. */
  document(): unknown {
    const text = this.text;
    if (text.charCodeAt(0) === 0xfeff) this.i = 1;
    let indent = this.nextContentLine();
    if (indent === AT_MARKER && text.charCodeAt(this.i) === DASH) {
      // "---" alone on its line starts the document.
      this.i += 3;
      this.endOfLine();
      if (this.i === text.length) throw GIVE_UP;
      indent = this.nextContentLine();
    }
    if (indent < 0) throw GIVE_UP; // no document, or a marker: the full way says what it is
    const c = text.charCodeAt(this.i);
    // Right after a byte order mark, yaml reads a list or an indented mapping as an error.
    if (this.i === 1 + indent && text.charCodeAt(0) === 0xfeff && (c === DASH || indent > 0)) throw GIVE_UP;
    let data: unknown;
    const root = this.map.add(this.i);
    if (c === LBRACE || c === LBRACKET) {
      data = this.flowCollection(root, 0, -1);
      this.endOfLine();
      this.nextIndent = this.nextContentLine();
    } else {
      data = this.blockCollection(indent, root, 0);
    }
    // Indented comments after the last value: yaml counts them into that value's end (and so into
    // its collections' spans) by rules of its parser's; the full way applies them.
    if (this.commentIndent > 0) throw GIVE_UP;
    if (this.nextIndent === AT_MARKER && text.charCodeAt(this.i) === 0x2e) {
      // "..." ends the document; only blank and comment lines may follow it.
      this.i += 3;
      this.endOfLine();
      this.nextIndent = this.nextContentLine();
    }
    if (this.nextIndent !== -1) throw GIVE_UP; // content after the top collection (less indented, or a second document)
    return data;
  }

  /**
   * Skips blank and comment-only lines from the start of a line; returns the indentation of the
   * next line with content (this.i at its first character), or -1 at the end of the text.
   */
  private nextContentLine(): number {
    const text = this.text;
    const n = text.length;
    let i = this.i;
    this.commentIndent = -1;
    for (;;) {
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
      if (c === 0x09 || c === CR) throw GIVE_UP; // a tab in the indentation: the full way
      // A document marker at the start of a line ends every collection (document() decides what follows).
      if (i === lineStart && isMarker(text, i)) {
        this.i = i;
        return AT_MARKER;
      }
      this.i = i;
      return i - lineStart;
    }
  }

  /** After a value on its line: spaces, an optional comment, then the line break or the end. Returns the offset past them (yaml's node end). */
  private endOfLine(): number {
    const text = this.text;
    let i = this.i;
    const start = i;
    while (text.charCodeAt(i) === SPACE) i++;
    let c = text.charCodeAt(i);
    if (c === HASH) {
      if (i === start) throw GIVE_UP; // a comment must be separated by a space
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
  private blockCollection(indent: number, node: number, depth: number): unknown {
    const text = this.text;
    if (text.charCodeAt(this.i) === DASH && isBreakOrSpace(text.charCodeAt(this.i + 1))) return this.blockList(indent, node, depth);
    return this.blockMap(indent, node, depth);
  }

  /** The column of offset `at` (0-based). */
  private column(at: number): number {
    return at - (this.text.lastIndexOf("\n", at - 1) + 1);
  }

  private blockMap(indent: number, node: number, depth: number): Record<string, unknown> {
    if (depth >= this.maxDepth) throw GIVE_UP;
    const text = this.text;
    const map = this.map;
    map.setSpan(node, this.i, this.i);
    map.setKind(node, MAP);
    const out: Record<string, unknown> = {};
    let previous = -1;
    for (;;) {
      // The key, on one line, then ": " (or ":" at the end of the line).
      const keyStart = this.i;
      const c = text.charCodeAt(keyStart);
      let name: string;
      let keyEnd: number;
      if (c === DQUOTE || c === SQUOTE) {
        name = c === DQUOTE ? this.doubleQuoted() : this.singleQuoted();
        keyEnd = this.i;
        this.checkQuotedKey(name, depth);
        while (text.charCodeAt(this.i) === SPACE) this.i++;
        if (text.charCodeAt(this.i) !== COLON || !isBreakOrSpace(text.charCodeAt(this.i + 1))) throw GIVE_UP;
      } else {
        keyEnd = this.plain(false);
        if (text.charCodeAt(this.i) !== COLON) throw GIVE_UP; // a scalar alone on its line: multi-line, or an error
        name = this.plainKey(keyStart, keyEnd);
      }
      // yaml refuses implicit keys past 1024 characters; duplicates are reported by the full way.
      if (this.i - keyStart > 1000 || Object.hasOwn(out, name)) throw GIVE_UP;
      this.counted();
      this.i++; // the ":"
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
        return out; // this.valueEnd is the map's end too
      }
      // Another line at this indentation: the next key (a "-" there would be an error).
      if (text.charCodeAt(this.i) === DASH && isBreakOrSpace(text.charCodeAt(this.i + 1))) throw GIVE_UP;
    }
  }

  private blockList(indent: number, node: number, depth: number): unknown[] {
    if (depth >= this.maxDepth) throw GIVE_UP;
    const text = this.text;
    const map = this.map;
    map.setSpan(node, this.i, this.i);
    map.setKind(node, LIST);
    const items = this.items;
    const base = items.length;
    let previous = -1;
    for (;;) {
      this.i++; // the "-"
      const child = map.add(this.i);
      map.link(node, previous, child);
      previous = child;
      items.push(this.blockValue(indent, child, depth, false));
      map.setEnd(node, this.valueEnd);
      if (this.nextIndent !== indent || text.charCodeAt(this.i) !== DASH || !isBreakOrSpace(text.charCodeAt(this.i + 1))) {
        if (this.nextIndent > indent) throw GIVE_UP;
        return this.listFrom(base); // this.valueEnd is the list's end too
      }
    }
  }

  /**
   * The value after a key's ":" or a list's "-" (this.i just past it), in the collection indented
   * by `indent`: on the same line, on the lines below, or empty.
   */
  private blockValue(indent: number, node: number, depth: number, inMap: boolean): unknown {
    const text = this.text;
    let i = this.i;
    while (text.charCodeAt(i) === SPACE) i++;
    this.i = i;
    const c = text.charCodeAt(i);
    if (c === LF || c === CR || c === HASH || i >= text.length) {
      // Nothing on this line: a collection on the lines below, or an empty value.
      // Comment lines before a list item's "-" (the nextContentLine() that found its line skipped
      // them) are the item's own props in yaml's parser, and an empty item with a comment among
      // its props ends where they end (after the line break and blank lines past it), which carries
      // into its list's span: the full way.
      const commentBefore = !inMap && this.commentIndent >= 0;
      const emptyAt = i;
      const lineEnd = this.endOfLine();
      const next = this.nextContentLine();
      // Comment lines after an empty value: yaml ends the value after them (by its parser's rules); the full way.
      if (this.commentIndent >= 0 && next <= indent) throw GIVE_UP;
      if (next > indent) {
        const c2 = text.charCodeAt(this.i);
        if (c2 === LBRACE || c2 === LBRACKET || c2 === DQUOTE || c2 === SQUOTE) throw GIVE_UP;
        return this.blockCollection(next, node, depth + 1);
      }
      // A list may sit at its key's own indentation.
      if (inMap && next === indent && text.charCodeAt(this.i) === DASH && isBreakOrSpace(text.charCodeAt(this.i + 1))) {
        return this.blockList(indent, node, depth + 1);
      }
      if (commentBefore) throw GIVE_UP;
      this.map.setSpan(node, emptyAt, emptyAt);
      // With a comment after it, yaml ends the empty value after the comment's line.
      this.valueEnd = text.charCodeAt(emptyAt) === HASH ? lineEnd : emptyAt;
      this.nextIndent = next;
      return null;
    }
    let value: unknown;
    if (c === 0x7c || c === 0x3e) {
      // A literal (|) or folded (>) block scalar: its own lines decide where it ends.
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
        // `- "key": value`: a mapping starting on the list item's line.
        if (inMap) throw GIVE_UP;
        this.i = i;
        return this.blockMap(this.column(i), node, depth + 1);
      }
      this.recordString(node, i, end, value as string, true);
      this.counted();
    } else if (c === DASH && isBreakOrSpace(text.charCodeAt(i + 1))) {
      // `- - x`: a list starting on the list item's line.
      if (inMap) throw GIVE_UP;
      return this.blockList(this.column(i), node, depth + 1);
    } else {
      const end = this.plain(false);
      if (text.charCodeAt(this.i) === COLON) {
        // `- key: value`: a mapping starting on the list item's line (`a: b: c` is an error).
        if (inMap) throw GIVE_UP;
        this.i = i;
        return this.blockMap(this.column(i), node, depth + 1);
      }
      value = this.plainValue(node, i, end);
    }
    this.valueEnd = this.endOfLine();
    this.nextIndent = this.nextContentLine();
    if (this.nextIndent > indent) throw GIVE_UP; // a continuation line: a multi-line scalar, or an error
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
  private blockScalar(indent: number, node: number): unknown {
    const text = this.text;
    const n = text.length;
    const start = this.i;
    const folded = text.charCodeAt(start) === 0x3e;
    let i = start + 1;
    const strip = text.charCodeAt(i) === DASH;
    if (strip) i++;
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) !== LF) throw GIVE_UP;
    i++;
    // Lines as [offset of the first character after the indentation, spaces, offset of the line's end (before CR LF)].
    const lines: number[] = [];
    let contentIndent = -1;
    let maxLeading = 0;
    let last = -1; // index in lines (/3) of the last line with content
    let end = i; // offset past the last content line's break
    for (;;) {
      const lineStart = i;
      while (text.charCodeAt(i) === SPACE) i++;
      const spaces = i - lineStart;
      let lineEnd = text.indexOf("\n", i);
      const hasBreak = lineEnd >= 0;
      if (!hasBreak) lineEnd = n;
      const contentEnd = hasBreak && text.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;
      if (contentEnd === i) {
        // A blank line: inside the scalar, or after it (then it must not be indented past the content).
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
        // An empty block scalar, or leading blank lines indented past the first content line (an error).
        if (spaces <= indent || maxLeading > spaces) throw GIVE_UP;
        contentIndent = spaces;
      }
      if (spaces < contentIndent) {
        // The first line back at the collection's indentation (or less) ends the scalar; one in between is an error.
        if (spaces > indent) throw GIVE_UP;
        i = lineStart;
        break;
      }
      if (text.charCodeAt(i) === 0x09 && spaces === contentIndent) throw GIVE_UP; // a tab starting a line's content
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
      const at = lines[3 * k]!;
      const spaces = lines[3 * k + 1]!;
      const contentEnd = lines[3 * k + 2]!;
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
  private recordString(node: number, start: number, end: number, value: string, quoted: boolean): void {
    this.map.setSpan(node, start, end);
    this.map.setString(node, quoted, this.text.startsWith(value, quoted ? start + 1 : start));
  }

  /** A list of the items pushed on this.items since `base` (taken off it): an array of exactly their number, not one grown by pushes. */
  private listFrom(base: number): unknown[] {
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
  private sharedString(table: Array<string | undefined>, start: number, end: number): string | undefined {
    const text = this.text;
    const length = end - start;
    if (length > SHARED_LENGTH) return undefined;
    let hash = length;
    for (let k = start; k < end; k++) hash = (Math.imul(hash, 31) + text.charCodeAt(k)) | 0;
    const slot = (hash ^ (hash >>> 12)) & (SHARED_SLOTS - 1);
    this.slot = slot;
    const s = table[slot];
    return s !== undefined && s.length === length && text.startsWith(s, start) ? s : undefined;
  }

  /**
   * A plain key as the data and the position map both name it: its value as text (`1.50` is "1.5",
   * `true` is "true"). A null key (the data names it "", the map "null") and a merge key (`<<`):
   * the full way.
   */
  private plainKey(start: number, end: number): string {
    const shared = this.sharedString(this.plains, start, end);
    if (shared !== undefined) return shared;
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
  private checkQuotedKey(name: string, depth: number): void {
    if ((depth === 0 && name === "") || name.includes("\u0000")) this.map.ambiguous = true;
  }

  /** A plain scalar from `start` to `end` as the value of `node`. */
  private plainValue(node: number, start: number, end: number): unknown {
    const shared = this.sharedString(this.plains, start, end);
    if (shared !== undefined) {
      // Text seen before as a plain string: the same string again, spelled as in the source.
      this.counted();
      this.map.setSpan(node, start, end);
      this.map.setString(node, false, true);
      return shared;
    }
    const slot = this.slot;
    const source = this.text.slice(start, end);
    if (source === "<<") throw GIVE_UP; // a merge key's marker where a value belongs: the full way
    const value = resolvePlain(source);
    this.counted();
    if (typeof value === "string") {
      if (end - start <= SHARED_LENGTH) this.plains[slot] = source;
      this.recordString(node, start, end, value, false);
    } else {
      this.map.setSpan(node, start, end);
      if (typeof value === "number" && Number.isInteger(value) && !Number.isSafeInteger(value)) {
        this.notes.push(unsafeIntegerFinding(this.text.slice(start, Math.min(end, start + 40)), this.map.position(start, end)));
      }
    }
    return value;
  }

  /**
   * A plain scalar on one line from this.i; returns its end (trailing spaces left out) and leaves
   * this.i where it stopped: a line break, " #", ": " (or ":" before a break), and in a flow
   * collection a flow indicator or ":" before one.
   */
  private plain(flow: boolean): number {
    const text = this.text;
    const start = this.i;
    const first = text.charCodeAt(start);
    if (first < 128 ? PLAIN_START[first] === 0 : !isPlainChar(first) && !isPair(text, start)) {
      // "-", "?" and ":" start a plain scalar when a non-space follows them (-1, ::/0); other indicators: the full way.
      const next = text.charCodeAt(start + 1);
      if ((first !== DASH && first !== COLON && first !== 0x3f) || isBreakOrSpace(next) || (flow && isFlowIndicator(next))) throw GIVE_UP;
    }
    let i = isPair(text, start) ? start + 2 : start + 1;
    const n = text.length;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === SPACE) {
        if (text.charCodeAt(i + 1) === HASH) break;
      } else if (c === COLON) {
        const next = text.charCodeAt(i + 1);
        if (isBreakOrSpace(next) || (flow && isFlowIndicator(next))) break;
      } else if (c === LF || c === CR) {
        break;
      } else if (flow && isFlowIndicator(c)) {
        break;
      } else if (c < 128 ? c < SPACE || c === 0x7f : !isPlainChar(c)) {
        if (!isPair(text, i)) throw GIVE_UP; // tabs, control characters, lone surrogates: the full way
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
  private quotedText(start: number, end: number): string {
    const shared = this.sharedString(this.quoteds, start, end);
    if (shared !== undefined) return shared;
    const s = this.text.slice(start, end);
    if (end - start <= SHARED_LENGTH) this.quoteds[this.slot] = s;
    return s;
  }

  /** A double-quoted scalar on one line from this.i (at its quote); this.i ends past the closing quote. */
  private doubleQuoted(): string {
    const text = this.text;
    const start = this.i + 1;
    let i = start;
    let out = "";
    let from = start;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === DQUOTE) break;
      if (c === BACKSLASH) {
        out += text.slice(from, i);
        const e = text[i + 1];
        if (e === undefined) throw GIVE_UP;
        const simple = DQ_ESCAPES[e];
        if (simple !== undefined && Object.prototype.hasOwnProperty.call(DQ_ESCAPES, e)) {
          out += simple;
          i += 2;
        } else if (e === "x" || e === "u" || e === "U") {
          const length = e === "x" ? 2 : e === "u" ? 4 : 8;
          const hex = text.substr(i + 2, length);
          if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) throw GIVE_UP;
          const code = parseInt(hex, 16);
          if (code > 0x10ffff) throw GIVE_UP;
          out += String.fromCodePoint(code);
          i += 2 + length;
        } else {
          throw GIVE_UP; // an escaped line break, or an invalid escape
        }
        from = i;
        continue;
      }
      if (c !== c || c === LF || c === CR || (c < SPACE && c !== 0x09)) throw GIVE_UP; // multi-line, unterminated, control characters
      i++;
    }
    this.i = i + 1;
    return from === start ? this.quotedText(start, i) : out + text.slice(from, i);
  }

  /** A single-quoted scalar on one line from this.i (at its quote); this.i ends past the closing quote. */
  private singleQuoted(): string {
    const text = this.text;
    const start = this.i + 1;
    let i = start;
    let escaped = false;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === SQUOTE) {
        if (text.charCodeAt(i + 1) !== SQUOTE) break;
        escaped = true;
        i += 2;
        continue;
      }
      if (c !== c || c === LF || c === CR || (c < SPACE && c !== 0x09)) throw GIVE_UP;
      i++;
    }
    this.i = i + 1;
    return escaped ? text.slice(start, i).replace(/''/g, "'") : this.quotedText(start, i);
  }

  /**
   * Spaces, line breaks and comments inside a flow collection. A line inside it must be indented
   * past the block collection holding it (`blockIndent`; -1 at the top of the document).
   */
  private flowSpace(blockIndent: number): boolean {
    const text = this.text;
    let i = this.i;
    let newline = false;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === SPACE) i++;
      else if (c === LF || (c === CR && text.charCodeAt(i + 1) === LF)) {
        i += c === LF ? 1 : 2;
        newline = true;
        const lineStart = i;
        while (text.charCodeAt(i) === SPACE) i++;
        const d = text.charCodeAt(i);
        if (d === 0x09) throw GIVE_UP;
        if (d !== LF && d !== CR && d !== HASH && i < text.length) {
          if (i - lineStart <= blockIndent) throw GIVE_UP;
          if (i === lineStart && (text.startsWith("---", i) || text.startsWith("...", i))) throw GIVE_UP;
        }
      } else if (c === HASH) {
        const before = text.charCodeAt(i - 1);
        if (before !== SPACE && before !== LF) throw GIVE_UP;
        const nl = text.indexOf("\n", i);
        if (nl < 0) throw GIVE_UP; // an unterminated collection
        i = text.charCodeAt(nl - 1) === CR ? nl - 1 : nl;
      } else break;
    }
    this.i = i;
    return newline;
  }

  /** A flow mapping or list at this.i (its bracket); this.i ends past the closing bracket. */
  private flowCollection(node: number, depth: number, blockIndent: number): unknown {
    if (depth >= this.maxDepth) throw GIVE_UP;
    const text = this.text;
    const positions = this.map;
    positions.setSpan(node, this.i, this.i);
    const isMap = text.charCodeAt(this.i) === LBRACE;
    positions.setKind(node, isMap ? MAP : LIST);
    let previous = -1;
    const close = isMap ? RBRACE : RBRACKET;
    this.i++;
    const items = this.items;
    const base = items.length;
    const map: Record<string, unknown> | undefined = isMap ? {} : undefined;
    for (;;) {
      this.flowSpace(blockIndent);
      const c = text.charCodeAt(this.i);
      if (c === close) break;
      if (isMap) {
        const keyStart = this.i;
        let name: string;
        let keyEnd: number;
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
        // "key: value" (a quoted key may be followed by ":" directly, as in JSON); a key without a value: the full way.
        if (text.charCodeAt(this.i) !== COLON || (!quoted && !isBreakOrSpace(text.charCodeAt(this.i + 1)))) throw GIVE_UP;
        if (this.i - keyStart > 1000 || Object.hasOwn(map!, name)) throw GIVE_UP;
        this.counted();
        this.i++;
        const child = positions.add(this.i);
        positions.setKey(child, keyStart, keyEnd, name);
        positions.link(node, previous, child);
        previous = child;
        this.flowSpace(blockIndent);
        const value = this.flowValue(child, depth, blockIndent);
        if (name === "__proto__") Object.defineProperty(map!, name, { value, enumerable: true, writable: true, configurable: true });
        else map![name] = value;
      } else {
        const child = positions.add(this.i);
        positions.link(node, previous, child);
        previous = child;
        items.push(this.flowValue(child, depth, blockIndent));
      }
      // After an entry: "," or the closing bracket; a ":" after a list item (a pair) or anything else: the full way.
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
  private flowValue(node: number, depth: number, blockIndent: number): unknown {
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
    if (c === COMMA || c === RBRACE || c === RBRACKET) throw GIVE_UP; // an empty value
    const end = this.plain(true);
    // A plain scalar that goes on past a line break would be folded: the full way.
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

/**
 * The text's data and positions when it is plain YAML as described above and within the limits;
 * undefined when the full way must read it. Never throws.
 */
export function readPlainYaml(text: string, limits: LoadLimits): PlainYamlResult | undefined {
  try {
    // About one value per 12 characters in a state file: room for most without growing.
    const map = new TreePositions(text, text.length >> 4);
    const reader = new Reader(text, limits, map);
    const data = reader.document();
    map.done();
    return { data, positions: map, findings: reader.notes };
  } catch {
    return undefined;
  }
}
