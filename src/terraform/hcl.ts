/**
 * The HCL native syntax (Terraform's `.tf` files) → blocks, attributes, the values that can be
 * read without evaluating anything, comments and syntax errors, all with their source spans.
 *
 * It follows hashicorp/hcl's `hclsyntax` (the specification and, where the prose is silent, the
 * Go scanner and parser): newlines end attributes, objects and blocks but not lists, calls or
 * parentheses; a line comment ends its line; heredocs end at a line holding only their marker
 * (followed by a newline, as Terraform requires); `<<-` strips the smallest indentation of the
 * non-blank lines. Every expression is parsed to its end and checked; what cannot be known without
 * evaluation (references aside) is `unknown`, with a reason, never guessed.
 *
 * One pass over the text with a hand-written scanner (charCodeAt, no regular expression per
 * character): strings, heredocs and comments are scanned whole; `${...}` and `%{...}` inside them
 * are parsed by the same parser. Pure and total: never throws, never loops, recursion bounded by
 * `maxDepth`, output bounded by `maxNodes`, at most 100 errors.
 */
import { show } from "../util/text.js";

/** UTF-16 offsets into the text (as `String.prototype.slice` takes them); `end` is exclusive. */
export interface Span {
  start: number;
  end: number;
}

/**
 * An attribute's value.
 * - `literal`: a number, `true`/`false`, `null`, or a string without `${...}`/`%{...}` (a quoted
 *   string or a heredoc; a heredoc's value is its body as HCL defines it: every line with its line
 *   break, `<<-` indentation stripped). `-` before a number is folded into it (`-1` is -1).
 *   `verbatim` is true for a string whose value is exactly its source text: for a quoted string the
 *   characters between the quotes (no escape in it), for a heredoc the body, which starts on the
 *   line after the `<<EOT` (nothing stripped, no `$${` or `%%{`); false for anything else.
 * - `tuple`, `object`: `[...]` and `{...}`; an object key is a name or a string (its `keySpan`
 *   covers the quotes); a computed key `(expr) = ...` or any other key makes the object `unknown`.
 * - `traversal`: a reference, `var.x`, `linode_vpc.main.id`, `a[0]`, `a["k"].b` (index with a
 *   literal number or string only), a bare name `x` (no parts).
 * - `unknown`: anything that needs evaluation, with `why` (`function call`, `conditional`,
 *   `operator`, `for expression`, `template interpolation`, `splat`, ...).
 * Every span covers the whole expression in the source.
 */
export type HclExpr =
  | { kind: "literal"; value: string | number | boolean | null; span: Span; verbatim: boolean }
  | { kind: "tuple"; items: HclExpr[]; span: Span }
  | { kind: "object"; items: { key: string; keySpan: Span; value: HclExpr }[]; span: Span }
  | { kind: "traversal"; root: string; parts: (string | number)[]; span: Span }
  | { kind: "unknown"; span: Span; why: string }
  | HclOperation;

/**
 * What needs evaluation, as a tree: evaluated by src/terraform/config.ts.
 * - `template`: a quoted string or heredoc with `${...}`/`%{...}` (see TemplatePart);
 * - `conditional`, `binary` (`op` as written: `+ - * / % == != < > <= >= && ||`), `unary` (`-`, `!`);
 * - `call`: `name(args...)`, `expand` when the last argument is followed by `...`; a provider
 *   function keeps its whole name (`provider::linode::x`);
 * - `for`: `[for k, v in coll : value if cond]` and `{for k, v in coll : key => value... if cond}`;
 * - `index`, `getattr`: an index or attribute of any expression that is not a static reference;
 * - `splat`: `target[*].each` (full) or `target.*.each` (attribute-only): `each` is applied to each
 *   item, written over `{ kind: "splatItem" }`;
 * - `paren`: `( expr )` (a parenthesised object key is an expression, not a name);
 * - `dynamicObject`: an object with a key that is an expression (`(local.k) = 1`, `"${x}" = 2`, `1 = 2`).
 */
export type HclOperation =
  | { kind: "template"; parts: TemplatePart[]; span: Span }
  | { kind: "conditional"; cond: HclExpr; then: HclExpr; else: HclExpr; span: Span }
  | { kind: "binary"; op: string; left: HclExpr; right: HclExpr; span: Span }
  | { kind: "unary"; op: "-" | "!"; operand: HclExpr; span: Span }
  | { kind: "call"; name: string; args: HclExpr[]; expand: boolean; span: Span }
  | { kind: "for"; keyVar: string | undefined; valueVar: string; collection: HclExpr; key: HclExpr | undefined; value: HclExpr; group: boolean; cond: HclExpr | undefined; span: Span }
  | { kind: "index"; target: HclExpr; key: HclExpr; span: Span }
  | { kind: "getattr"; target: HclExpr; name: string; span: Span }
  | { kind: "splat"; target: HclExpr; each: HclExpr; span: Span }
  | { kind: "splatItem"; span: Span }
  | { kind: "paren"; inner: HclExpr; span: Span }
  | { kind: "dynamicObject"; items: { key: HclExpr; value: HclExpr }[]; span: Span };

/**
 * A template's parts in order: literal text (escapes resolved, `<<-` indentation and `~` strip
 * markers applied), `${expr}`, and the `%{if}` / `%{for}` directives with their bodies.
 */
export type TemplatePart =
  | { kind: "text"; text: string }
  | { kind: "interp"; expr: HclExpr }
  | { kind: "if"; cond: HclExpr; then: TemplatePart[]; else: TemplatePart[] }
  | { kind: "for"; keyVar: string | undefined; valueVar: string; collection: HclExpr; body: TemplatePart[] };

/** `name = value`: `span` runs from the name to the end of the value. */
export interface HclAttribute {
  kind: "attribute";
  name: string;
  nameSpan: Span;
  value: HclExpr;
  span: Span;
}

/**
 * `type "label" label { ... }`: `span` runs from the type to the closing brace (included); a
 * quoted label's span covers its quotes. `openBrace`/`closeBrace` are the offsets of the braces;
 * `closeBrace` is -1 when the block is never closed (an error says so; `span` then ends at the
 * last thing read).
 */
export interface HclBlock {
  kind: "block";
  type: string;
  labels: string[];
  labelSpans: Span[];
  body: (HclAttribute | HclBlock)[];
  span: Span;
  openBrace: number;
  closeBrace: number;
}

/** A comment; `text` is exactly the source it spans (markers included, line break excluded). */
export interface HclComment {
  text: string;
  span: Span;
  style: "#" | "//" | "/*";
}

export interface HclFile {
  body: (HclAttribute | HclBlock)[];
  comments: HclComment[];
  errors: { message: string; span: Span }[];
}

/** Bounds on the work one text may cost. */
export interface HclLimits {
  /** Nesting of blocks, brackets, calls, templates and unary operators (default 64, at most 500). */
  maxDepth?: number;
  /** Blocks, attributes, expressions, object items and comments (default 2,000,000). */
  maxNodes?: number;
}

export const DEFAULT_HCL_LIMITS = { maxDepth: 64, maxNodes: 2_000_000 } as const;
const DEPTH_CAP = 500;
/** Links of operator and postfix chains open at once: far above any real expression, well within the stack of what reads the tree. */
const LINK_CAP = 2000;
const MAX_ERRORS = 100;

const enum T {
  EOF,
  NEWLINE,
  IDENT,
  NUMBER,
  STRING,
  HEREDOC,
  LBRACE,
  RBRACE,
  LBRACK,
  RBRACK,
  LPAREN,
  RPAREN,
  EQUAL,
  COLON,
  COMMA,
  DOT,
  STAR,
  MINUS,
  BANG,
  QUESTION,
  FATARROW,
  ELLIPSIS,
  DCOLON,
  BINOP,
  TILDE_RBRACE,
  /** A character or token that cannot start anything; its error is already recorded. */
  INVALID,
}

/** Thrown to unwind a body item whose syntax error is recorded; caught by the body that holds it. */
const SYNTAX = { syntax: true };
/** Thrown to stop reading altogether (a limit reached); caught by parseHcl. */
class Stop {
  constructor(
    readonly message: string,
    readonly span: Span,
  ) {}
}

const ID_START = /^\p{ID_Start}$/u;
const ID_CONTINUE = /^\p{ID_Continue}$/u;
const NUMBER_SYNTAX = /^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isHex = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);

/** Go's unicode.IsSpace, which HCL uses to trim heredoc markers and measure `<<-` indentation. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0x85) return false;
  return c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

function codePointName(c: number): string {
  return "U+" + c.toString(16).toUpperCase().padStart(4, "0");
}

/** The `<<-` rule on a body without sequences (see flushTemplate): whether anything was removed. */
function flushHeredoc(body: string): { value: string; stripped: boolean } {
  const raw: RawPart[] = [body];
  const stripped = flushTemplate(raw);
  return { value: raw[0] as string, stripped };
}

const unescapeTemplate = (s: string): string => s.replace(/\$\$\{/g, "${").replace(/%%\{/g, "%{");

type BodyItem = HclAttribute | HclBlock;

class Parser {
  readonly src: string;
  readonly n: number;
  readonly maxDepth: number;
  readonly maxNodes: number;
  readonly comments: HclComment[] = [];
  readonly errors: { message: string; span: Span }[] = [];
  readonly body: BodyItem[] = [];

  // The current token (one token of lookahead: pos is where the scanner goes on from).
  pos = 0;
  tok: T = T.EOF;
  ts = 0;
  te = 0;
  /** End of the token before the current one: where an expression that stops here ends. */
  prevEnd = 0;
  /** STRING/HEREDOC: the value, or null for a template (then `why` says why). */
  strValue: string | null = null;
  strVerbatim = false;
  strWhy = "";
  /** STRING/HEREDOC that is a template: its parts (null when it is not one, or is broken). */
  strParts: TemplatePart[] | null = null;
  /** The sequence templateSequence just read. */
  seq: RawSeq | null = null;

  readonly names = new Map<string, string>();
  depth = 0;
  /** Links of the chains being read (see link). */
  links = 0;
  nodes = 0;
  /** Skipping the rest of a broken line: templates are skipped, not parsed; lexical errors are not repeated. */
  recovering = false;
  /** An unclosed block was reported: the blocks around it are not reported again. */
  eofReported = false;

  constructor(src: string, limits: HclLimits | undefined) {
    this.src = src;
    this.n = src.length;
    const depth = limits?.maxDepth;
    const nodes = limits?.maxNodes;
    this.maxDepth = typeof depth === "number" && depth >= 1 ? Math.min(Math.floor(depth), DEPTH_CAP) : DEFAULT_HCL_LIMITS.maxDepth;
    this.maxNodes = typeof nodes === "number" && nodes >= 1 ? Math.floor(nodes) : DEFAULT_HCL_LIMITS.maxNodes;
    if (this.n > 0 && src.charCodeAt(0) === 0xfeff) this.pos = 1; // a byte order mark, which HCL skips
  }

  // ---- bookkeeping ----

  error(message: string, start: number, end: number): void {
    if (this.errors.length >= MAX_ERRORS) throw new Stop(`more than ${MAX_ERRORS} syntax errors; the rest of the file was not read`, { start, end });
    this.errors.push({ message, span: { start, end } });
  }

  count(): void {
    if (++this.nodes > this.maxNodes) throw new Stop(`more than ${this.maxNodes} blocks, attributes, values and comments; the rest of the file was not read`, { start: this.ts, end: this.te });
  }

  /** One more link of a chain of operators or postfixes (see parseBinary). */
  link(): void {
    if (++this.links > LINK_CAP) throw new Stop(`a chain of more than ${LINK_CAP} operators, indexes or attributes; the rest of the file was not read`, { start: this.ts, end: this.te });
  }

  /** One level deeper: what is being entered starts at `start` (the current token by default). */
  enter(start = this.ts, end = this.te): void {
    if (++this.depth > this.maxDepth) throw new Stop(`nested more than ${this.maxDepth} levels deep; the rest of the file was not read`, { start, end });
  }

  /** Records "expected ..., found <current token>" and unwinds to the body item. */
  fail(expected: string): never {
    if (this.tok !== T.INVALID) this.error(`expected ${expected}, found ${this.describe()}`, this.ts, this.te);
    throw SYNTAX;
  }

  describe(): string {
    switch (this.tok) {
      case T.EOF:
        return "the end of the file";
      case T.NEWLINE:
        return "the end of the line";
      case T.STRING:
        return "a string";
      case T.HEREDOC:
        return "a heredoc";
      // A name or a number is not quoted: an unquoted secret (`token = 3f9c…`) must not reach a message.
      case T.IDENT:
        return "a name";
      case T.NUMBER:
        return "a number";
      default:
        return this.te - this.ts <= 3 ? show(this.src.slice(this.ts, this.te)) : "an unexpected token";
    }
  }

  text(): string {
    return this.src.slice(this.ts, this.te);
  }

  /**
   * The current identifier, one string per distinct name (configurations repeat their names:
   * fewer strings kept, less for the garbage collector to copy).
   */
  name(): string {
    const text = this.src.slice(this.ts, this.te);
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size < 4096) this.names.set(text, text);
    return text;
  }

  /** The current token's type (a call, so that TypeScript does not keep a narrowing across advance()). */
  cur(): T {
    return this.tok;
  }

  isWord(word: string): boolean {
    return this.tok === T.IDENT && this.te - this.ts === word.length && this.src.startsWith(word, this.ts);
  }

  // ---- scanner ----

  set(tok: T, start: number, end: number): void {
    this.tok = tok;
    this.ts = start;
    this.te = end;
    this.pos = end;
  }

  lexError(message: string, start: number, end: number): void {
    if (!this.recovering) this.error(message, start, end);
  }

  invalid(message: string, start: number, end: number): void {
    this.lexError(message, start, end);
    this.set(T.INVALID, start, end);
  }

  advance(): void {
    this.prevEnd = this.te;
    const src = this.src;
    const n = this.n;
    let p = this.pos;
    for (;;) {
      if (p >= n) return this.set(T.EOF, n, n);
      const c = src.charCodeAt(p);
      switch (c) {
        case 32:
        case 9:
          p++;
          continue;
        case 10:
          return this.set(T.NEWLINE, p, p + 1);
        case 13:
          if (src.charCodeAt(p + 1) === 10) return this.set(T.NEWLINE, p, p + 2);
          return this.invalid("unexpected carriage return without a line feed", p, p + 1);
        case 35: // #
          p = this.lineComment(p, "#");
          if (p < 0) return;
          continue;
        case 47: {
          // /
          const d = src.charCodeAt(p + 1);
          if (d === 47) {
            p = this.lineComment(p, "//");
            if (p < 0) return;
            continue;
          }
          if (d === 42) {
            p = this.blockComment(p);
            continue;
          }
          return this.set(T.BINOP, p, p + 1);
        }
        case 34: // "
          return this.scanQuoted(p);
        case 123:
          return this.set(T.LBRACE, p, p + 1);
        case 125:
          return this.set(T.RBRACE, p, p + 1);
        case 91:
          return this.set(T.LBRACK, p, p + 1);
        case 93:
          return this.set(T.RBRACK, p, p + 1);
        case 40:
          return this.set(T.LPAREN, p, p + 1);
        case 41:
          return this.set(T.RPAREN, p, p + 1);
        case 44:
          return this.set(T.COMMA, p, p + 1);
        case 61: {
          // =
          const d = src.charCodeAt(p + 1);
          if (d === 61) return this.set(T.BINOP, p, p + 2);
          if (d === 62) return this.set(T.FATARROW, p, p + 2);
          return this.set(T.EQUAL, p, p + 1);
        }
        case 58: // :
          if (src.charCodeAt(p + 1) === 58) return this.set(T.DCOLON, p, p + 2);
          return this.set(T.COLON, p, p + 1);
        case 46: // .
          if (src.charCodeAt(p + 1) === 46 && src.charCodeAt(p + 2) === 46) return this.set(T.ELLIPSIS, p, p + 3);
          return this.set(T.DOT, p, p + 1);
        case 42:
          return this.set(T.STAR, p, p + 1);
        case 45:
          return this.set(T.MINUS, p, p + 1);
        case 43:
        case 37:
          return this.set(T.BINOP, p, p + 1);
        case 33: // !
          if (src.charCodeAt(p + 1) === 61) return this.set(T.BINOP, p, p + 2);
          return this.set(T.BANG, p, p + 1);
        case 63:
          return this.set(T.QUESTION, p, p + 1);
        case 60: // <
          if (src.charCodeAt(p + 1) === 60) return this.heredocOrLess(p);
          return this.set(T.BINOP, p, src.charCodeAt(p + 1) === 61 ? p + 2 : p + 1);
        case 62:
          return this.set(T.BINOP, p, src.charCodeAt(p + 1) === 61 ? p + 2 : p + 1);
        case 38: // &
          if (src.charCodeAt(p + 1) === 38) return this.set(T.BINOP, p, p + 2);
          return this.invalid('unexpected "&" (the "and" operator is "&&")', p, p + 1);
        case 124: // |
          if (src.charCodeAt(p + 1) === 124) return this.set(T.BINOP, p, p + 2);
          return this.invalid('unexpected "|" (the "or" operator is "||")', p, p + 1);
        case 126: // ~
          if (src.charCodeAt(p + 1) === 125) return this.set(T.TILDE_RBRACE, p, p + 2);
          return this.invalid('unexpected "~"', p, p + 1);
        default:
          if (isDigit(c)) return this.scanNumber(p);
          if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95) return this.set(T.IDENT, p, this.identEnd(p + 1));
          if (c >= 0x80) {
            const cp = src.codePointAt(p)!;
            if (ID_START.test(String.fromCodePoint(cp))) return this.set(T.IDENT, p, this.identEnd(p + (cp > 0xffff ? 2 : 1)));
            const width = cp > 0xffff ? 2 : 1;
            return this.invalid(`unexpected character ${codePointName(cp)}`, p, p + width);
          }
          return this.invalid(`unexpected character ${c >= 0x20 && c < 0x7f ? show(String.fromCharCode(c)) : codePointName(c)}`, p, p + 1);
      }
    }
  }

  identEnd(p: number): number {
    const src = this.src;
    const n = this.n;
    while (p < n) {
      const c = src.charCodeAt(p);
      if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45) {
        p++;
        continue;
      }
      if (c < 0x80) break;
      const cp = src.codePointAt(p)!;
      if (!ID_CONTINUE.test(String.fromCodePoint(cp))) break;
      p += cp > 0xffff ? 2 : 1;
    }
    return p;
  }

  /** HCL's number token: digits, dots and exponents, never ending with a dot (checked by the parser). */
  scanNumber(start: number): void {
    const src = this.src;
    let p = start + 1;
    let end = p;
    for (;;) {
      const c = src.charCodeAt(p);
      if (isDigit(c)) end = ++p;
      else if (c === 46) p++;
      else if (c === 101 || c === 69) {
        let q = p + 1;
        const s = src.charCodeAt(q);
        if (s === 43 || s === 45) q++;
        if (!isDigit(src.charCodeAt(q))) break;
        end = p = q + 1;
      } else break;
    }
    this.set(T.NUMBER, start, end);
  }

  /** A `#` or `//` comment: records it; a NEWLINE token when a line break ends it (returns -1), else the end. */
  lineComment(start: number, style: "#" | "//"): number {
    const src = this.src;
    const eol = src.indexOf("\n", start);
    let end = eol < 0 ? this.n : eol;
    if (eol > start && src.charCodeAt(eol - 1) === 13) end = eol - 1;
    this.count();
    this.comments.push({ text: src.slice(start, end), span: { start, end }, style });
    if (eol < 0) return this.n;
    this.set(T.NEWLINE, end, eol + 1);
    return -1;
  }

  blockComment(start: number): number {
    const close = this.src.indexOf("*/", start + 2);
    const end = close < 0 ? this.n : close + 2;
    this.count();
    this.comments.push({ text: this.src.slice(start, end), span: { start, end }, style: "/*" });
    // Reported even while recovering: it hides the rest of the file.
    if (close < 0) this.error('unterminated comment: no "*/" closes this "/*"', start, start + 2);
    return end;
  }

  /** `<<EOT` or `<<-EOT` and a line break start a heredoc; `<<` otherwise is two operators. */
  heredocOrLess(start: number): void {
    const src = this.src;
    let p = start + 2;
    const flush = src.charCodeAt(p) === 45;
    if (flush) p++;
    const c = src.charCodeAt(p);
    const isStart = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 0x80 && ID_START.test(String.fromCodePoint(src.codePointAt(p)!)));
    if (!isStart) return this.set(T.BINOP, start, start + 1);
    const markerStart = p;
    const markerEnd = this.identEnd(p + 1);
    let bodyStart = -1;
    if (src.charCodeAt(markerEnd) === 10) bodyStart = markerEnd + 1;
    else if (src.charCodeAt(markerEnd) === 13 && src.charCodeAt(markerEnd + 1) === 10) bodyStart = markerEnd + 2;
    if (bodyStart < 0) {
      return this.invalid(`a heredoc marker ${show(src.slice(start, markerEnd), 44)} must be followed directly by a line break`, start, markerEnd);
    }
    this.scanHeredoc(start, markerStart, markerEnd, bodyStart, flush);
  }

  scanQuoted(start: number): void {
    const src = this.src;
    const n = this.n;
    const savedPrev = this.prevEnd;
    this.enter(start, start + 1);
    let p = start + 1;
    let seg = p;
    let buf = "";
    let verbatim = true;
    let why = "";
    let broken = false;
    let badEscape = false;
    let directives: number[] | null = null;
    const raw: RawPart[] = [];
    for (;;) {
      if (p >= n || src.charCodeAt(p) === 10 || src.charCodeAt(p) === 13) {
        this.depth--;
        this.prevEnd = savedPrev;
        if (!broken) this.lexError("unterminated string: a quoted string must end on the line it starts (a heredoc can span lines)", start, p);
        return this.set(T.INVALID, start, p);
      }
      const c = src.charCodeAt(p);
      if (c === 34) break;
      if (c === 92) {
        // \
        verbatim = false;
        buf += src.slice(seg, p);
        const e = src.charCodeAt(p + 1);
        let len = 2;
        let out = "";
        if (e === 110) out = "\n";
        else if (e === 114) out = "\r";
        else if (e === 116) out = "\t";
        else if (e === 34) out = '"';
        else if (e === 92) out = "\\";
        else if (e === 117 || e === 85) {
          const digits = e === 117 ? 4 : 8;
          let ok = true;
          for (let k = 0; k < digits; k++) if (!isHex(src.charCodeAt(p + 2 + k))) ok = false;
          const cp = ok ? parseInt(src.slice(p + 2, p + 2 + digits), 16) : -1;
          if (!ok) {
            badEscape = true;
            this.lexError(`invalid escape: \\${e === 117 ? "u" : "U"} must be followed by ${digits} hexadecimal digits`, p, p + 2);
          } else if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
            badEscape = true;
            this.lexError(`invalid escape: ${show(src.slice(p, p + 2 + digits))} is not a Unicode character`, p, p + 2 + digits);
          } else out = String.fromCodePoint(cp);
          if (ok) len = 2 + digits;
        } else if (p + 1 < n && e !== 10 && e !== 13) {
          badEscape = true;
          const low = src.charCodeAt(p + 2);
          const width = e >= 0xd800 && e <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 3 : 2; // a whole character
          this.lexError(`invalid escape ${show(src.slice(p, p + width))}: the escapes are \\n \\r \\t \\" \\\\ \\uNNNN \\UNNNNNNNN`, p, p + width);
          len = width;
        } else {
          p++;
          seg = p;
          continue; // the line break or the end is reported as an unterminated string
        }
        buf += out;
        p += len;
        seg = p;
        continue;
      }
      if (c === 36 || c === 37) {
        const d = src.charCodeAt(p + 1);
        if (d === 123) {
          why ||= c === 36 ? "template interpolation" : "template directive";
          raw.push(buf + src.slice(seg, p));
          buf = "";
          const after = this.templateSequence(p, c === 37, (directives ??= []), true);
          if (this.seq) raw.push(this.seq);
          else broken = true;
          if (after < 0) {
            // A broken interpolation that did not close on its line: the string ends there.
            this.depth--;
            this.prevEnd = savedPrev;
            return this.set(T.INVALID, start, this.pos);
          }
          if (after === 0) broken = true;
          p = seg = after === 0 ? this.pos : after;
          continue;
        }
        if (d === c && src.charCodeAt(p + 2) === 123) {
          verbatim = false;
          buf += src.slice(seg, p) + (c === 36 ? "${" : "%{");
          p += 3;
          seg = p;
          continue;
        }
      }
      p++;
    }
    const open = directives !== null && directives.length > 0;
    if (open) this.lexError(`missing %{ ${directives![directives!.length - 1] === DIRECTIVE_FOR ? "endfor" : "endif"} } in this string`, start, p + 1);
    this.depth--;
    this.prevEnd = savedPrev;
    this.strVerbatim = verbatim && !badEscape;
    this.strParts = null;
    if (why || broken || open) {
      this.strValue = null;
      this.strWhy = why || "template";
      if (!broken && !open && !badEscape) {
        raw.push(buf + src.slice(seg, p));
        this.strParts = buildTemplate(raw);
      }
    } else if (badEscape) {
      this.strValue = null;
      this.strWhy = "invalid escape";
    } else {
      this.strValue = verbatim ? src.slice(start + 1, p) : buf + src.slice(seg, p);
    }
    this.set(T.STRING, start, p + 1);
  }

  scanHeredoc(start: number, markerStart: number, markerEnd: number, bodyStart: number, flush: boolean): void {
    const src = this.src;
    const n = this.n;
    const marker = src.slice(markerStart, markerEnd);
    const savedPrev = this.prevEnd;
    this.enter(start, markerEnd);
    let p = bodyStart;
    let why = "";
    let escapes = false;
    let directives: number[] | null = null;
    const raw: RawPart[] = [];
    let seg = bodyStart;
    let broken = false;
    for (;;) {
      // p is at the start of a line: is it the closing marker?
      if (p >= n) {
        this.depth--;
        this.prevEnd = savedPrev;
        // Reported even while recovering: it hides the rest of the file.
        this.error(`unterminated heredoc: no line ${show(marker)} closes the ${show(src.slice(start, markerEnd), 44)} that starts here`, start, markerEnd);
        return this.set(T.INVALID, start, n);
      }
      let q = p;
      while (q < n && src.charCodeAt(q) !== 10 && isSpace(src.charCodeAt(q))) q++;
      if (src.startsWith(marker, q)) {
        const closeEnd = q + marker.length;
        let r = closeEnd;
        while (r < n && src.charCodeAt(r) !== 10 && isSpace(src.charCodeAt(r))) r++;
        if (r >= n) {
          this.depth--;
          this.prevEnd = savedPrev;
          this.error(`the heredoc's closing marker ${show(marker)} must be followed by a line break`, q, closeEnd);
          return this.set(T.INVALID, start, n);
        }
        if (src.charCodeAt(r) === 10) {
          let value: string | null = null;
          let verbatim = false;
          if (!why) {
            let body = src.slice(bodyStart, p);
            let stripped = false;
            if (flush) ({ value: body, stripped } = flushHeredoc(body));
            value = escapes ? unescapeTemplate(body) : body;
            verbatim = !escapes && !stripped;
          } else if (directives !== null && directives.length > 0) {
            this.lexError(`missing %{ ${directives[directives.length - 1] === DIRECTIVE_FOR ? "endfor" : "endif"} } in this heredoc`, start, markerEnd);
            broken = true;
          }
          this.strParts = null;
          if (why && !broken) {
            raw.push(src.slice(seg, p));
            for (let k = 0; k < raw.length; k++) if (typeof raw[k] === "string") raw[k] = unescapeTemplate(raw[k] as string);
            if (flush) flushTemplate(raw);
            this.strParts = buildTemplate(raw);
          }
          this.depth--;
          this.prevEnd = savedPrev;
          this.strValue = value;
          this.strVerbatim = verbatim;
          this.strWhy = why || "template";
          this.set(T.HEREDOC, start, closeEnd);
          // The line break after the marker ends the attribute: the scanner goes on from it.
          this.pos = src.charCodeAt(r - 1) === 13 && r - 1 >= closeEnd ? r - 1 : r;
          return;
        }
      }
      // A line of the body.
      for (;;) {
        if (p >= n) break;
        const c = src.charCodeAt(p);
        if (c === 10) {
          p++;
          break;
        }
        if (c === 36 || c === 37) {
          const d = src.charCodeAt(p + 1);
          if (d === 123) {
            why ||= c === 36 ? "template interpolation" : "template directive";
            raw.push(src.slice(seg, p));
            const after = this.templateSequence(p, c === 37, (directives ??= []), false);
            if (this.seq) raw.push(this.seq);
            else broken = true;
            p = seg = after > 0 ? after : this.pos;
            continue;
          }
          if (d === c && src.charCodeAt(p + 2) === 123) {
            escapes = true;
            p += 3;
            continue;
          }
        }
        p++;
      }
    }
  }

  /**
   * `${ expr }` or `%{ directive }` at `start` inside a template: parsed (or skipped while
   * recovering). Returns the offset after its closing brace; 0 when it was broken and skipped to
   * its closing brace (this.pos is after it); -1 when broken and not closed on its line in a
   * quoted string (this.pos is at the line break).
   */
  templateSequence(start: number, directive: boolean, directives: number[], quoted: boolean): number {
    let p = start + 2;
    const stripLeft = this.src.charCodeAt(p) === 126;
    if (stripLeft) p++; // ~ strip marker
    this.pos = p;
    this.te = p;
    this.seq = null;
    this.advance();
    if (this.recovering) return this.skipSequence(quoted) ? 0 : -1;
    const depth = this.depth;
    try {
      const seq: RawSeq = directive ? this.parseDirective(directives) : { kind: "interp", expr: this.parseExpression(false), stripLeft: false, stripRight: false };
      this.peek(false);
      if (this.tok !== T.RBRACE && this.tok !== T.TILDE_RBRACE) this.fail(`"}" to close the ${directive ? "%{" : "${"}`);
      seq.stripLeft = stripLeft;
      seq.stripRight = this.tok === T.TILDE_RBRACE;
      this.seq = seq;
      return this.te;
    } catch (e) {
      if (e !== SYNTAX) throw e;
      this.depth = depth;
      this.recovering = true;
      try {
        return this.skipSequence(quoted) ? 0 : -1; // from the token that failed
      } finally {
        this.recovering = false;
      }
    }
  }

  /**
   * From the current token, skips to the brace that closes a template sequence (true; this.pos
   * is after it), or to a line break of a quoted string or the end (false; this.pos is there).
   */
  skipSequence(quoted: boolean): boolean {
    let depth = 0;
    for (;;) {
      const t = this.tok;
      if (t === T.EOF) return false;
      if (t === T.NEWLINE && quoted && depth === 0) {
        this.pos = this.ts;
        return false;
      }
      if (t === T.LBRACE) depth++;
      else if (t === T.RBRACE || t === T.TILDE_RBRACE) {
        if (depth === 0) return true;
        depth--;
      }
      this.advance();
    }
  }

  parseDirective(directives: number[]): RawSeq {
    if (this.peek(false) !== T.IDENT) this.fail("if, else, endif, for or endfor after %{");
    const top = directives.length > 0 ? directives[directives.length - 1]! : 0;
    if (this.isWord("if")) {
      this.advance();
      const cond = this.parseExpression(false);
      directives.push(DIRECTIVE_IF);
      return { kind: "if", expr: cond, stripLeft: false, stripRight: false };
    } else if (this.isWord("else")) {
      if (top !== DIRECTIVE_IF) this.fail("%{ else } only inside %{ if }, once");
      directives[directives.length - 1] = DIRECTIVE_ELSE;
      this.advance();
      return { kind: "else", stripLeft: false, stripRight: false };
    } else if (this.isWord("endif")) {
      if (top !== DIRECTIVE_IF && top !== DIRECTIVE_ELSE) this.fail("%{ endif } only after %{ if }");
      directives.pop();
      this.advance();
      return { kind: "endif", stripLeft: false, stripRight: false };
    } else if (this.isWord("for")) {
      this.advance();
      const h = this.forHeader("%{ for", "%{ for }");
      directives.push(DIRECTIVE_FOR);
      return { kind: "for", expr: h.collection, keyVar: h.keyVar, valueVar: h.valueVar, stripLeft: false, stripRight: false };
    } else if (this.isWord("endfor")) {
      if (top !== DIRECTIVE_FOR) this.fail("%{ endfor } only after %{ for }");
      directives.pop();
      this.advance();
      return { kind: "endfor", stripLeft: false, stripRight: false };
    }
    return this.fail("if, else, endif, for or endfor after %{");
  }

  // ---- expressions ----

  /** The current token, past line breaks where they do not matter (`nl` false). */
  peek(nl: boolean): T {
    if (!nl && this.tok === T.NEWLINE) {
      const prevEnd = this.prevEnd; // what ends before the line breaks still ends there
      do this.advance();
      while (this.tok === T.NEWLINE);
      this.prevEnd = prevEnd;
    }
    return this.tok;
  }

  literal(value: string | number | boolean | null, start: number, end: number, verbatim: boolean): HclExpr {
    this.count();
    return { kind: "literal", value, span: { start, end }, verbatim };
  }

  unknown(start: number, end: number, why: string): HclExpr {
    this.count();
    return { kind: "unknown", span: { start, end }, why };
  }

  parseExpression(nl: boolean): HclExpr {
    this.enter();
    this.peek(nl);
    const start = this.ts;
    let e = this.parseBinary(nl, 0);
    if (this.peek(nl) === T.QUESTION) {
      this.advance();
      const then = this.parseExpression(nl);
      if (this.peek(nl) !== T.COLON) this.fail('":" in the conditional');
      this.advance();
      const otherwise = this.parseExpression(nl);
      this.count();
      e = { kind: "conditional", cond: e, then, else: otherwise, span: { start, end: this.prevEnd } };
    }
    this.depth--;
    return e;
  }

  /** The binary operator at the current token, with its precedence (HCL's: `||` 1 … `* / %` 6), or undefined. */
  binaryOp(nl: boolean): { op: string; prec: number } | undefined {
    const t = this.peek(nl);
    if (t === T.MINUS) return { op: "-", prec: 5 };
    if (t === T.STAR) return { op: "*", prec: 6 };
    if (t !== T.BINOP) return undefined;
    const op = this.text();
    const prec = BINARY_PRECEDENCE.get(op);
    return prec === undefined ? undefined : { op, prec };
  }

  /** Operators of precedence above `min`, left-associative (precedence climbing). */
  parseBinary(nl: boolean, min: number): HclExpr {
    const start = this.ts;
    let e = this.parsePostfix(nl);
    // A chain of operators nests as deep as it is long (a + b + c is (a + b) + c): each link counts
    // against a bound of its own (LINK_CAP, far above any real condition), so that what reads the
    // tree (recursively) is bounded.
    const links = this.links;
    for (;;) {
      const o = this.binaryOp(nl);
      if (!o || o.prec <= min) {
        this.links = links;
        return e;
      }
      if (this.tok === T.BINOP && !BINARY_PRECEDENCE.has(this.text())) this.fail("an operator");
      this.advance();
      this.link();
      const right = this.parseBinary(nl, o.prec);
      this.count();
      e = { kind: "binary", op: o.op, left: e, right, span: { start, end: this.prevEnd } };
    }
  }

  /**
   * A term and its `.name`, `[index]`, `.*` and `[*]`. A reference stays a traversal while its
   * parts are names and literal indexes; anything else becomes `index`/`getattr`/`splat` nodes.
   * After `[*]` every following `.name` and `[index]` applies to each item; after `.*` only the
   * `.name`s do (HCL's legacy attribute-only splat).
   */
  parsePostfix(nl: boolean): HclExpr {
    this.peek(nl);
    const start = this.ts;
    let e = this.parseTerm(nl);
    // Inside a splat: the expression applied to each item, and which kind of splat.
    let splat: { target: HclExpr; full: boolean; each: HclExpr; start: number } | null = null;
    const close = () => {
      if (!splat) return;
      this.count();
      e = { kind: "splat", target: splat.target, each: splat.each, span: { start, end: this.prevEnd } };
      splat = null;
    };
    // Each index or attribute of an expression that is not a plain reference is a link (see parseBinary).
    const links = this.links;
    const apply = (f: (x: HclExpr) => HclExpr) => {
      const before = splat ? splat.each : e;
      const after = f(before);
      if (after !== before || after.kind !== "traversal") this.link();
      if (splat) splat.each = after;
      else e = after;
    };
    for (;;) {
      const t = this.peek(nl);
      if (t === T.DOT) {
        this.advance();
        const u = this.peek(nl);
        if (u === T.IDENT) {
          const name = this.name();
          apply((x) => this.attr(x, name, start));
        } else if (u === T.NUMBER) {
          // The legacy index `a.0`; `a.0.1` is `a` and the number 0.1, which HCL refuses.
          const digits = this.text();
          if (digits.includes(".") || !NUMBER_SYNTAX.test(digits)) this.fail('an attribute name or a single index after "." (write a[0][1], not a.0.1)');
          const n = Number(digits);
          apply((x) => this.indexOf(x, { kind: "literal", value: n, span: { start: this.ts, end: this.te }, verbatim: false }, start));
        } else if (u === T.STAR) {
          close();
          this.count();
          splat = { target: e, full: false, each: { kind: "splatItem", span: { start: this.ts, end: this.te } }, start };
        } else this.fail('an attribute name after "."');
        this.advance();
      } else if (t === T.LBRACK) {
        this.advance();
        if (this.peek(false) === T.STAR) {
          this.advance();
          close();
          this.count();
          splat = { target: e, full: true, each: { kind: "splatItem", span: { start: this.ts, end: this.te } }, start };
        } else {
          const key = this.parseExpression(false);
          // An index ends an attribute-only splat: it applies to the splat's result.
          if (splat && !splat.full) close();
          apply((x) => this.indexOf(x, key, start));
        }
        if (this.peek(false) !== T.RBRACK) this.fail('"]" to close the index');
        this.advance();
      } else break;
      if (e.kind === "traversal" || e.kind === "index" || e.kind === "getattr") e.span = { start: e.span.start, end: this.prevEnd };
    }
    close();
    this.links = links;
    return e;
  }

  /** `x.name`: a longer traversal when `x` is one, else a getattr node. */
  attr(x: HclExpr, name: string, start: number): HclExpr {
    if (x.kind === "traversal") {
      x.parts.push(name);
      return x;
    }
    this.count();
    return { kind: "getattr", target: x, name, span: { start, end: this.te } };
  }

  /** `x[key]`: a longer traversal when `x` is one and `key` a literal number or string, else an index node. */
  indexOf(x: HclExpr, key: HclExpr, start: number): HclExpr {
    if (x.kind === "traversal" && key.kind === "literal" && (typeof key.value === "number" || typeof key.value === "string")) {
      x.parts.push(key.value);
      return x;
    }
    this.count();
    return { kind: "index", target: x, key, span: { start, end: this.te } };
  }

  parseTerm(nl: boolean): HclExpr {
    const t = this.peek(nl);
    const start = this.ts;
    switch (t) {
      case T.NUMBER: {
        const text = this.text();
        if (!NUMBER_SYNTAX.test(text)) this.fail("a number such as 1, 1.5 or 1e3");
        this.advance();
        return this.literal(Number(text), start, this.prevEnd, false);
      }
      case T.IDENT: {
        const end = this.te;
        const name = this.name();
        this.advance();
        if (name === "true" || name === "false") return this.literal(name === "true", start, end, false);
        if (name === "null") return this.literal(null, start, end, false);
        const next = this.peek(nl);
        if (next === T.DCOLON) {
          // A provider function, provider::linode::name(...).
          while (this.tok === T.DCOLON) {
            this.advance();
            if (this.cur() !== T.IDENT) this.fail('a name after "::"');
            this.advance();
          }
          if (this.tok !== T.LPAREN) this.fail('"(" after a namespaced function name');
          return this.parseCall(start, this.src.slice(start, this.ts).replace(/\s+/g, ""));
        }
        if (next === T.LPAREN) return this.parseCall(start, name);
        this.count();
        return { kind: "traversal", root: name, parts: [], span: { start, end } };
      }
      case T.STRING:
      case T.HEREDOC: {
        const value = this.strValue;
        const verbatim = this.strVerbatim;
        const why = this.strWhy;
        const parts = this.strParts;
        this.advance();
        if (value === null) {
          if (!parts) return this.unknown(start, this.prevEnd, why);
          this.count();
          return { kind: "template", parts, span: { start, end: this.prevEnd } };
        }
        return this.literal(value, start, this.prevEnd, verbatim);
      }
      case T.LBRACK:
        return this.parseTuple();
      case T.LBRACE:
        return this.parseObject();
      case T.LPAREN: {
        this.advance();
        const inner = this.parseExpression(false);
        if (this.peek(false) !== T.RPAREN) this.fail('")" to close the parenthesis');
        this.advance();
        this.count();
        return { kind: "paren", inner, span: { start, end: this.prevEnd } };
      }
      case T.MINUS:
      case T.BANG: {
        this.advance();
        this.enter();
        const operand = this.parsePostfix(nl);
        this.depth--;
        if (t === T.MINUS && operand.kind === "literal" && typeof operand.value === "number") {
          operand.span.start = start;
          operand.value = operand.value === 0 ? 0 : -operand.value;
          return operand;
        }
        this.count();
        return { kind: "unary", op: t === T.MINUS ? "-" : "!", operand, span: { start, end: this.prevEnd } };
      }
      default:
        return this.fail("an expression");
    }
  }

  parseCall(start: number, name: string): HclExpr {
    this.advance(); // (
    const args: HclExpr[] = [];
    let expand = false;
    for (;;) {
      const next = this.peek(false);
      if (next === T.RPAREN) break;
      if (next === T.EOF) this.unclosed(start, "function call");
      args.push(this.parseExpression(false));
      const t = this.peek(false);
      if (t === T.COMMA) {
        this.advance();
        continue;
      }
      if (t === T.ELLIPSIS) {
        this.advance();
        expand = true;
        if (this.peek(false) !== T.RPAREN) this.fail('")" after "..."');
        break;
      }
      if (t === T.RPAREN) break;
      if (t === T.EOF) this.unclosed(start, "function call");
      this.fail('"," or ")" after a function argument');
    }
    this.advance();
    this.count();
    return { kind: "call", name, args, expand, span: { start, end: this.prevEnd } };
  }

  unclosed(start: number, what: string): never {
    this.error(`this ${what} is never closed`, start, start + 1);
    throw SYNTAX;
  }

  parseTuple(): HclExpr {
    const start = this.ts;
    this.advance(); // [
    if (this.peek(false) === T.IDENT && this.isWord("for")) return this.parseFor(start, T.RBRACK);
    const items: HclExpr[] = [];
    for (;;) {
      const next = this.peek(false);
      if (next === T.RBRACK) break;
      if (next === T.EOF) this.unclosed(start, "list");
      items.push(this.parseExpression(false));
      const t = this.peek(false);
      if (t === T.COMMA) {
        this.advance();
        continue;
      }
      if (t === T.RBRACK) break;
      if (t === T.EOF) this.unclosed(start, "list");
      this.fail('"," or "]" after a list item');
    }
    this.advance();
    this.count();
    return { kind: "tuple", items, span: { start, end: this.prevEnd } };
  }

  parseObject(): HclExpr {
    const start = this.ts;
    this.advance(); // {
    if (this.peek(false) === T.IDENT && this.isWord("for")) return this.parseFor(start, T.RBRACE);
    const items: { key: string; keySpan: Span; value: HclExpr }[] = [];
    const keys: HclExpr[] = [];
    let dynamic = false;
    for (;;) {
      while (this.tok === T.NEWLINE) this.advance();
      if (this.tok === T.RBRACE) break;
      if (this.tok === T.EOF) this.unclosed(start, "object");
      const computed = this.tok === T.LPAREN;
      const key = this.parseExpression(true);
      let name: string | null = null;
      if (!computed) {
        if (key.kind === "traversal" && key.parts.length === 0) name = key.root;
        else if (key.kind === "literal" && typeof key.value === "string") name = key.value;
      }
      if (name === null) dynamic = true;
      if (this.tok !== T.EQUAL && this.tok !== T.COLON) this.fail('"=" after the object key');
      this.advance();
      const value = this.parseExpression(true);
      this.count();
      items.push({ key: name ?? "", keySpan: key.span, value });
      // A name written as a key is a string; any other key is an expression (a parenthesised one too).
      keys.push(name !== null ? { kind: "literal", value: name, span: key.span, verbatim: false } : key);
      const t = this.cur();
      if (t === T.RBRACE) break;
      if (t === T.COMMA || t === T.NEWLINE) {
        this.advance();
        continue;
      }
      if (t === T.EOF) this.unclosed(start, "object");
      this.fail('a line break, "," or "}" after an object item');
    }
    this.advance();
    this.count();
    if (dynamic) return { kind: "dynamicObject", items: items.map((item, i) => ({ key: keys[i]!, value: item.value })), span: { start, end: this.prevEnd } };
    return { kind: "object", items, span: { start, end: this.prevEnd } };
  }

  /** After `for` (a `for` expression's or a `%{ for }` directive's): `a` or `a, b`, `in`, and the collection. */
  forHeader(after: string, where: string): { keyVar: string | undefined; valueVar: string; collection: HclExpr } {
    if (this.peek(false) !== T.IDENT) this.fail(`a name after ${after}`);
    let first = this.name();
    let second: string | undefined;
    this.advance();
    if (this.peek(false) === T.COMMA) {
      this.advance();
      if (this.peek(false) !== T.IDENT) this.fail('a second name after ","');
      second = this.name();
      this.advance();
    }
    this.peek(false);
    if (!this.isWord("in")) this.fail(`"in" in ${where}`);
    this.advance();
    const collection = this.parseExpression(false);
    if (second === undefined) return { keyVar: undefined, valueVar: first, collection };
    const keyVar = first;
    first = second;
    return { keyVar, valueVar: first, collection };
  }

  /** `[for a, b in c : d if e]` and `{for a, b in c : k => v... if e}`, from `for`. */
  parseFor(start: number, close: T): HclExpr {
    this.advance(); // for
    const h = this.forHeader('"for"', "the for expression");
    if (this.peek(false) !== T.COLON) this.fail('":" after the collection of the for expression');
    this.advance();
    let value = this.parseExpression(false);
    let key: HclExpr | undefined;
    let group = false;
    if (close === T.RBRACE) {
      if (this.peek(false) !== T.FATARROW) this.fail('"=>" between the key and the value of the for expression');
      this.advance();
      key = value;
      value = this.parseExpression(false);
      if (this.peek(false) === T.ELLIPSIS) {
        this.advance();
        group = true;
      }
    }
    let cond: HclExpr | undefined;
    this.peek(false);
    if (this.isWord("if")) {
      this.advance();
      cond = this.parseExpression(false);
    }
    if (this.peek(false) !== close) {
      if (this.tok === T.EOF) this.unclosed(start, "for expression");
      this.fail(close === T.RBRACK ? '"]" to close the for expression' : '"}" to close the for expression');
    }
    this.advance();
    this.count();
    return { kind: "for", keyVar: h.keyVar, valueVar: h.valueVar, collection: h.collection, key, value, group, cond, span: { start, end: this.prevEnd } };
  }

  // ---- structure ----

  parseFile(): void {
    this.advance();
    this.parseBody(this.body, -1);
  }

  /** A body up to its closing brace (left as the current token; true) or the end of the text (false). */
  parseBody(items: BodyItem[], openBrace: number): boolean {
    let names: Set<string> | null = null;
    for (;;) {
      const t = this.tok;
      if (t === T.NEWLINE) {
        this.advance();
        continue;
      }
      if (t === T.RBRACE) {
        if (openBrace >= 0) return true;
        this.error('unexpected "}": no block is open here', this.ts, this.te);
        this.advance();
        continue;
      }
      if (t === T.EOF) {
        if (openBrace < 0) return true;
        if (!this.eofReported) this.error('this block is never closed: no "}" matches this "{"', openBrace, openBrace + 1);
        this.eofReported = true;
        return false;
      }
      const depth = this.depth;
      const at = this.ts;
      try {
        if (t !== T.IDENT) this.fail(t === T.STRING ? "an attribute or block name (names are not quoted)" : "an attribute or a block");
        const item = this.parseBodyItem();
        items.push(item);
        if (item.kind === "attribute") {
          names ??= new Set();
          if (!names.has(item.name)) names.add(item.name);
          else this.error(`the attribute ${show(item.name)} is set twice in this body; each attribute may be set once`, item.nameSpan.start, item.nameSpan.end);
        }
      } catch (e) {
        if (e !== SYNTAX) throw e;
        this.depth = depth;
        this.recoverLine();
        if (this.ts === at && this.tok !== T.RBRACE && this.tok !== T.EOF) this.advance(); // always move on
      }
    }
  }

  /**
   * Skips what is left of a broken line: to its line break at this nesting level (left as the
   * current token), or to the "}" that closes the body. `depth` counts brackets already open.
   */
  recoverLine(depth = 0): void {
    this.recovering = true;
    try {
      for (;;) {
        const t = this.tok;
        if (t === T.EOF || (t === T.NEWLINE && depth === 0)) return;
        if (t === T.LBRACE || t === T.LBRACK || t === T.LPAREN) depth++;
        else if (t === T.RBRACE || t === T.RBRACK || t === T.RPAREN || t === T.TILDE_RBRACE) {
          if (depth === 0 && t === T.RBRACE) return;
          if (depth > 0) depth--;
        }
        this.advance();
      }
    } finally {
      this.recovering = false;
    }
  }

  parseBodyItem(): BodyItem {
    const nameStart = this.ts;
    const nameEnd = this.te;
    const name = this.name();
    this.advance();
    const t = this.tok;
    if (t === T.EQUAL) {
      const attribute = this.parseAttributeRest(name, nameStart, nameEnd);
      const u = this.tok;
      if (u === T.NEWLINE) this.advance();
      else if (u !== T.EOF) {
        if (u !== T.INVALID)
          this.error(
            u === T.COMMA
              ? `unexpected "," after the value of ${show(name)}: attributes are separated by line breaks, not commas`
              : `expected a line break after the value of ${show(name)}, found ${this.describe()}`,
            this.ts,
            this.te,
          );
        this.recoverLine();
      }
      return attribute;
    }
    if (t === T.STRING || t === T.IDENT || t === T.LBRACE) return this.parseBlockRest(name, nameStart, nameEnd);
    if (t === T.NEWLINE) this.fail(`"=" or a block after ${show(name)} (a block's "{" must be on the line of its type)`);
    return this.fail(`"=" or a block after ${show(name)}`);
  }

  parseAttributeRest(name: string, nameStart: number, nameEnd: number): HclAttribute {
    this.advance(); // =
    const value = this.parseExpression(true);
    this.count();
    return { kind: "attribute", name, nameSpan: { start: nameStart, end: nameEnd }, value, span: { start: nameStart, end: this.prevEnd } };
  }

  parseBlockRest(type: string, typeStart: number, typeEnd: number): HclBlock {
    const labels: string[] = [];
    const labelSpans: Span[] = [];
    for (;;) {
      const t = this.tok;
      if (t === T.LBRACE) break;
      if (t === T.IDENT) labels.push(this.name());
      else if (t === T.STRING) {
        if (this.strValue === null) this.fail("a block label without ${...} or %{...}");
        labels.push(this.strValue);
      } else if (t === T.NEWLINE) this.fail(`"{" on the line of the block ${show(type)}`);
      else if (t === T.EQUAL) this.fail(`a label or "{" after the block type ${show(type)}`);
      else this.fail(`a label or "{" after the block type ${show(type)}`);
      labelSpans.push({ start: this.ts, end: this.te });
      this.advance();
    }
    const openBrace = this.ts;
    this.advance();
    const body: BodyItem[] = [];
    let closeBrace = -1;
    const t = this.tok;
    if (t === T.NEWLINE || t === T.RBRACE || t === T.EOF) {
      this.enter();
      const closed = this.parseBody(body, openBrace);
      this.depth--;
      if (closed) {
        closeBrace = this.ts;
        this.advance();
      }
    } else {
      // A one-line block: `type { name = value }`. A broken one is skipped to its "}".
      try {
        if (t !== T.IDENT) this.fail(`an attribute or "}" in the one-line block ${show(type)}`);
        const nameStart = this.ts;
        const nameEnd = this.te;
        const name = this.name();
        this.advance();
        if (this.tok !== T.EQUAL) {
          if (this.tok === T.STRING || this.tok === T.IDENT || this.tok === T.LBRACE) this.fail(`"=": a one-line block holds one attribute; put a nested block ${show(name)} on a line of its own`);
          this.fail(`"=" after ${show(name)}`);
        }
        body.push(this.parseAttributeRest(name, nameStart, nameEnd));
        const end = this.cur();
        if (end !== T.RBRACE) {
          if (end === T.COMMA) this.fail('"}": a one-line block holds one attribute; write the block on several lines');
          if (end === T.NEWLINE) this.fail('"}" on the same line: a block with an attribute on its first line must close on that line');
          this.fail('"}" to close the one-line block');
        }
        closeBrace = this.ts;
        this.advance();
      } catch (e) {
        if (e === SYNTAX) this.recoverLine(1);
        throw e;
      }
    }
    this.count();
    const end = closeBrace >= 0 ? closeBrace + 1 : body.length > 0 ? body[body.length - 1]!.span.end : openBrace + 1;
    const block: HclBlock = { kind: "block", type, labels, labelSpans, body, span: { start: typeStart, end }, openBrace, closeBrace };
    void typeEnd;
    if (closeBrace >= 0) {
      const u = this.tok;
      if (u === T.NEWLINE) this.advance();
      else if (u !== T.EOF) {
        if (u !== T.INVALID) this.error(`expected a line break after the "}" of the block ${show(type)}, found ${this.describe()}`, this.ts, this.te);
        this.recoverLine();
      }
    }
    return block;
  }
}

const DIRECTIVE_IF = 1;
const DIRECTIVE_ELSE = 2;
const DIRECTIVE_FOR = 3;

/** HCL's binary operators and their precedence (higher binds tighter). */
const BINARY_PRECEDENCE = new Map<string, number>([
  ["||", 1],
  ["&&", 2],
  ["==", 3],
  ["!=", 3],
  ["<", 4],
  [">", 4],
  ["<=", 4],
  [">=", 4],
  ["+", 5],
  ["-", 5],
  ["*", 6],
  ["/", 6],
  ["%", 6],
]);

/** A template sequence as read: `${expr}` or a directive, with its strip markers. */
interface RawSeq {
  kind: "interp" | "if" | "else" | "endif" | "for" | "endfor";
  expr?: HclExpr;
  keyVar?: string | undefined;
  valueVar?: string;
  stripLeft: boolean;
  stripRight: boolean;
}
/** A template as read: literal text and sequences, in order. */
type RawPart = string | RawSeq;

/**
 * `<<-`: the smallest indentation of the lines' literal starts is removed from each line; a line
 * of only spaces does not count, and a line that starts with a sequence allows none.
 */
function flushTemplate(raw: RawPart[]): boolean {
  let min = Infinity;
  let atLineStart = true;
  for (const part of raw) {
    if (typeof part !== "string") {
      if (atLineStart) min = 0;
      atLineStart = false;
      continue;
    }
    let i = 0;
    const n = part.length;
    while (i < n) {
      const eol = part.indexOf("\n", i);
      const end = eol < 0 ? n : eol;
      if (atLineStart) {
        let j = i;
        while (j < end && isSpace(part.charCodeAt(j))) j++;
        // Text after the indentation, or a line that goes on in a sequence: it counts; a blank line does not.
        if (j < end || eol < 0) min = Math.min(min, j - i);
      }
      if (eol < 0) {
        atLineStart = false;
        break;
      }
      atLineStart = true;
      i = eol + 1;
    }
  }
  if (min === Infinity || min === 0) return false;
  atLineStart = true;
  for (let k = 0; k < raw.length; k++) {
    const part = raw[k]!;
    if (typeof part !== "string") {
      atLineStart = false;
      continue;
    }
    let out = "";
    let i = 0;
    const n = part.length;
    while (i < n) {
      const eol = part.indexOf("\n", i);
      const end = eol < 0 ? n : eol;
      let from = i;
      if (atLineStart) {
        let j = i;
        while (j < end && isSpace(part.charCodeAt(j))) j++;
        if (j < end || eol < 0) from = Math.min(j, i + min);
      }
      out += part.slice(from, eol < 0 ? n : eol + 1);
      if (eol < 0) {
        atLineStart = false;
        break;
      }
      atLineStart = true;
      i = eol + 1;
    }
    raw[k] = out;
  }
  return true;
}

const trimEnd = (s: string): string => {
  let e = s.length;
  while (e > 0 && isSpace(s.charCodeAt(e - 1))) e--;
  return s.slice(0, e);
};
const trimStart = (s: string): string => {
  let b = 0;
  while (b < s.length && isSpace(s.charCodeAt(b))) b++;
  return s.slice(b);
};

/** Raw parts into a template's tree: strip markers applied, directives nested (the scanner checked their order). */
function buildTemplate(raw: RawPart[]): TemplatePart[] {
  // Strip markers trim the literal text next to them.
  for (let k = 0; k < raw.length; k++) {
    const part = raw[k]!;
    if (typeof part === "string") continue;
    if (part.stripLeft && typeof raw[k - 1] === "string") raw[k - 1] = trimEnd(raw[k - 1] as string);
    if (part.stripRight && typeof raw[k + 1] === "string") raw[k + 1] = trimStart(raw[k + 1] as string);
  }
  const root: TemplatePart[] = [];
  const stack: { parts: TemplatePart[]; node?: Extract<TemplatePart, { kind: "if" | "for" }> }[] = [{ parts: root }];
  for (const part of raw) {
    const top = stack[stack.length - 1]!;
    if (typeof part === "string") {
      if (part !== "") top.parts.push({ kind: "text", text: part });
      continue;
    }
    switch (part.kind) {
      case "interp":
        top.parts.push({ kind: "interp", expr: part.expr! });
        break;
      case "if": {
        const node: TemplatePart = { kind: "if", cond: part.expr!, then: [], else: [] };
        top.parts.push(node);
        stack.push({ parts: node.then, node });
        break;
      }
      case "else":
        if (top.node?.kind === "if") top.parts = top.node.else;
        break;
      case "for": {
        const node: TemplatePart = { kind: "for", keyVar: part.keyVar, valueVar: part.valueVar!, collection: part.expr!, body: [] };
        top.parts.push(node);
        stack.push({ parts: node.body, node });
        break;
      }
      default:
        if (stack.length > 1) stack.pop();
    }
  }
  return root;
}

/**
 * Reads HCL native syntax. Never throws: syntax errors are returned with their spans, and what
 * could be read around them is kept (a broken line is skipped to its end or to the brace that
 * closes its block). A limit reached stops reading with one error.
 * @example
 * ```ts
 * const file = parseHcl('resource "linode_vpc" "main" {\n  label = "main"\n}\n');
 * // file.body[0]: { kind: "block", type: "resource", labels: ["linode_vpc", "main"], ... }
 * ```
 */
export function parseHcl(text: string, limits?: HclLimits): HclFile {
  if (typeof text !== "string") return { body: [], comments: [], errors: [{ message: "the input is not text", span: { start: 0, end: 0 } }] };
  const parser = new Parser(text, limits);
  try {
    parser.parseFile();
  } catch (e) {
    if (e instanceof Stop) parser.errors.push({ message: e.message, span: e.span });
    else if (e instanceof RangeError) parser.errors.push({ message: "nested too deeply to read; the rest of the file was not read", span: { start: parser.ts, end: parser.te } });
    else if (e !== SYNTAX) parser.errors.push({ message: `internal error while reading HCL: ${e instanceof Error ? e.message : String(e)}`, span: { start: parser.ts, end: parser.te } });
  }
  return { body: parser.body, comments: parser.comments, errors: parser.errors };
}

/**
 * A template's text (a `templatefile()` file, a `.tf.json` string) as an expression: a literal
 * when it has no `${...}`/`%{...}`, a template otherwise, `unknown` with a reason when it does not
 * parse. Bounded as parseHcl is.
 */
export function parseTemplate(text: string, limits?: HclLimits): HclExpr {
  if (typeof text !== "string") return { kind: "unknown", span: { start: 0, end: 0 }, why: "the template is not text" };
  // As a heredoc, with a marker the text does not hold on a line of its own.
  let marker = "EOT";
  for (let k = 0; text.includes(marker); k++) marker = `EOT${k}x`;
  const src = `v = <<${marker}\n${text}\n${marker}\n`;
  const file = parseHcl(src, limits);
  const a = file.body[0];
  if (file.errors.length > 0 || a?.kind !== "attribute") return { kind: "unknown", span: { start: 0, end: 0 }, why: `the template does not parse${file.errors[0] ? `: ${file.errors[0].message}` : ""}` };
  const v = a.value;
  // The heredoc's body ends with the line break before the marker, which the text does not hold.
  if (v.kind === "literal" && typeof v.value === "string") return { kind: "literal", value: v.value.slice(0, -1), span: { start: 0, end: text.length }, verbatim: false };
  if (v.kind === "template") {
    const last = v.parts[v.parts.length - 1];
    if (last?.kind === "text") {
      if (last.text === "\n") v.parts.pop();
      else last.text = last.text.slice(0, -1);
    }
    return v;
  }
  return v;
}
