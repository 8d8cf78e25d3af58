import { show } from "../util/text.js";
const DEFAULT_HCL_LIMITS = { maxDepth: 64, maxNodes: 2e6 };
const DEPTH_CAP = 500;
const LINK_CAP = 2e3;
const MAX_ERRORS = 100;
var T = /* @__PURE__ */ ((T2) => {
  T2[T2["EOF"] = 0] = "EOF";
  T2[T2["NEWLINE"] = 1] = "NEWLINE";
  T2[T2["IDENT"] = 2] = "IDENT";
  T2[T2["NUMBER"] = 3] = "NUMBER";
  T2[T2["STRING"] = 4] = "STRING";
  T2[T2["HEREDOC"] = 5] = "HEREDOC";
  T2[T2["LBRACE"] = 6] = "LBRACE";
  T2[T2["RBRACE"] = 7] = "RBRACE";
  T2[T2["LBRACK"] = 8] = "LBRACK";
  T2[T2["RBRACK"] = 9] = "RBRACK";
  T2[T2["LPAREN"] = 10] = "LPAREN";
  T2[T2["RPAREN"] = 11] = "RPAREN";
  T2[T2["EQUAL"] = 12] = "EQUAL";
  T2[T2["COLON"] = 13] = "COLON";
  T2[T2["COMMA"] = 14] = "COMMA";
  T2[T2["DOT"] = 15] = "DOT";
  T2[T2["STAR"] = 16] = "STAR";
  T2[T2["MINUS"] = 17] = "MINUS";
  T2[T2["BANG"] = 18] = "BANG";
  T2[T2["QUESTION"] = 19] = "QUESTION";
  T2[T2["FATARROW"] = 20] = "FATARROW";
  T2[T2["ELLIPSIS"] = 21] = "ELLIPSIS";
  T2[T2["DCOLON"] = 22] = "DCOLON";
  T2[T2["BINOP"] = 23] = "BINOP";
  T2[T2["TILDE_RBRACE"] = 24] = "TILDE_RBRACE";
  T2[T2["INVALID"] = 25] = "INVALID";
  return T2;
})(T || {});
const SYNTAX = { syntax: true };
class Stop {
  constructor(message, span) {
    this.message = message;
    this.span = span;
  }
}
const ID_START = new RegExp("^\\p{ID_Start}$", "u");
const ID_CONTINUE = new RegExp("^\\p{ID_Continue}$", "u");
const NUMBER_SYNTAX = /^[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const isDigit = (c) => c >= 48 && c <= 57;
const isHex = (c) => c >= 48 && c <= 57 || c >= 97 && c <= 102 || c >= 65 && c <= 70;
function isSpace(c) {
  if (c <= 32) return c === 32 || c >= 9 && c <= 13;
  if (c < 133) return false;
  return c === 133 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288;
}
function codePointName(c) {
  return "U+" + c.toString(16).toUpperCase().padStart(4, "0");
}
function flushHeredoc(body) {
  const raw = [body];
  const stripped = flushTemplate(raw);
  return { value: raw[0], stripped };
}
const unescapeTemplate = (s) => s.replace(/\$\$\{/g, "${").replace(/%%\{/g, "%{");
class Parser {
  src;
  n;
  maxDepth;
  maxNodes;
  comments = [];
  errors = [];
  body = [];
  // The current token (one token of lookahead: pos is where the scanner goes on from).
  pos = 0;
  tok = 0 /* EOF */;
  ts = 0;
  te = 0;
  /** End of the token before the current one: where an expression that stops here ends. */
  prevEnd = 0;
  /** STRING/HEREDOC: the value, or null for a template (then `why` says why). */
  strValue = null;
  strVerbatim = false;
  strWhy = "";
  /** STRING/HEREDOC that is a template: its parts (null when it is not one, or is broken). */
  strParts = null;
  /** The sequence templateSequence just read. */
  seq = null;
  names = /* @__PURE__ */ new Map();
  depth = 0;
  /** Links of the chains being read (see link). */
  links = 0;
  nodes = 0;
  /** Skipping the rest of a broken line: templates are skipped, not parsed; lexical errors are not repeated. */
  recovering = false;
  /** An unclosed block was reported: the blocks around it are not reported again. */
  eofReported = false;
  constructor(src, limits) {
    this.src = src;
    this.n = src.length;
    const depth = limits?.maxDepth;
    const nodes = limits?.maxNodes;
    this.maxDepth = typeof depth === "number" && depth >= 1 ? Math.min(Math.floor(depth), DEPTH_CAP) : DEFAULT_HCL_LIMITS.maxDepth;
    this.maxNodes = typeof nodes === "number" && nodes >= 1 ? Math.floor(nodes) : DEFAULT_HCL_LIMITS.maxNodes;
    if (this.n > 0 && src.charCodeAt(0) === 65279) this.pos = 1;
  }
  // ---- bookkeeping ----
  error(message, start, end) {
    if (this.errors.length >= MAX_ERRORS) throw new Stop(`more than ${MAX_ERRORS} syntax errors; the rest of the file was not read`, { start, end });
    this.errors.push({ message, span: { start, end } });
  }
  count() {
    if (++this.nodes > this.maxNodes) throw new Stop(`more than ${this.maxNodes} blocks, attributes, values and comments; the rest of the file was not read`, { start: this.ts, end: this.te });
  }
  /** One more link of a chain of operators or postfixes (see parseBinary). */
  link() {
    if (++this.links > LINK_CAP) throw new Stop(`a chain of more than ${LINK_CAP} operators, indexes or attributes; the rest of the file was not read`, { start: this.ts, end: this.te });
  }
  /** One level deeper: what is being entered starts at `start` (the current token by default). */
  enter(start = this.ts, end = this.te) {
    if (++this.depth > this.maxDepth) throw new Stop(`nested more than ${this.maxDepth} levels deep; the rest of the file was not read`, { start, end });
  }
  /** Records "expected ..., found <current token>" and unwinds to the body item. */
  fail(expected) {
    if (this.tok !== 25 /* INVALID */) this.error(`expected ${expected}, found ${this.describe()}`, this.ts, this.te);
    throw SYNTAX;
  }
  describe() {
    switch (this.tok) {
      case 0 /* EOF */:
        return "the end of the file";
      case 1 /* NEWLINE */:
        return "the end of the line";
      case 4 /* STRING */:
        return "a string";
      case 5 /* HEREDOC */:
        return "a heredoc";
      // A name or a number is not quoted: an unquoted secret (`token = 3f9c…`) must not reach a message.
      case 2 /* IDENT */:
        return "a name";
      case 3 /* NUMBER */:
        return "a number";
      default:
        return this.te - this.ts <= 3 ? show(this.src.slice(this.ts, this.te)) : "an unexpected token";
    }
  }
  text() {
    return this.src.slice(this.ts, this.te);
  }
  /**
   * The current identifier, one string per distinct name (configurations repeat their names:
   * fewer strings kept, less for the garbage collector to copy).
   */
  name() {
    const text = this.src.slice(this.ts, this.te);
    const known = this.names.get(text);
    if (known !== void 0) return known;
    if (this.names.size < 4096) this.names.set(text, text);
    return text;
  }
  /** The current token's type (a call, so that TypeScript does not keep a narrowing across advance()). */
  cur() {
    return this.tok;
  }
  isWord(word) {
    return this.tok === 2 /* IDENT */ && this.te - this.ts === word.length && this.src.startsWith(word, this.ts);
  }
  // ---- scanner ----
  set(tok, start, end) {
    this.tok = tok;
    this.ts = start;
    this.te = end;
    this.pos = end;
  }
  lexError(message, start, end) {
    if (!this.recovering) this.error(message, start, end);
  }
  invalid(message, start, end) {
    this.lexError(message, start, end);
    this.set(25 /* INVALID */, start, end);
  }
  advance() {
    this.prevEnd = this.te;
    const src = this.src;
    const n = this.n;
    let p = this.pos;
    for (; ; ) {
      if (p >= n) return this.set(0 /* EOF */, n, n);
      const c = src.charCodeAt(p);
      switch (c) {
        case 32:
        case 9:
          p++;
          continue;
        case 10:
          return this.set(1 /* NEWLINE */, p, p + 1);
        case 13:
          if (src.charCodeAt(p + 1) === 10) return this.set(1 /* NEWLINE */, p, p + 2);
          return this.invalid("unexpected carriage return without a line feed", p, p + 1);
        case 35:
          p = this.lineComment(p, "#");
          if (p < 0) return;
          continue;
        case 47: {
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
          return this.set(23 /* BINOP */, p, p + 1);
        }
        case 34:
          return this.scanQuoted(p);
        case 123:
          return this.set(6 /* LBRACE */, p, p + 1);
        case 125:
          return this.set(7 /* RBRACE */, p, p + 1);
        case 91:
          return this.set(8 /* LBRACK */, p, p + 1);
        case 93:
          return this.set(9 /* RBRACK */, p, p + 1);
        case 40:
          return this.set(10 /* LPAREN */, p, p + 1);
        case 41:
          return this.set(11 /* RPAREN */, p, p + 1);
        case 44:
          return this.set(14 /* COMMA */, p, p + 1);
        case 61: {
          const d = src.charCodeAt(p + 1);
          if (d === 61) return this.set(23 /* BINOP */, p, p + 2);
          if (d === 62) return this.set(20 /* FATARROW */, p, p + 2);
          return this.set(12 /* EQUAL */, p, p + 1);
        }
        case 58:
          if (src.charCodeAt(p + 1) === 58) return this.set(22 /* DCOLON */, p, p + 2);
          return this.set(13 /* COLON */, p, p + 1);
        case 46:
          if (src.charCodeAt(p + 1) === 46 && src.charCodeAt(p + 2) === 46) return this.set(21 /* ELLIPSIS */, p, p + 3);
          return this.set(15 /* DOT */, p, p + 1);
        case 42:
          return this.set(16 /* STAR */, p, p + 1);
        case 45:
          return this.set(17 /* MINUS */, p, p + 1);
        case 43:
        case 37:
          return this.set(23 /* BINOP */, p, p + 1);
        case 33:
          if (src.charCodeAt(p + 1) === 61) return this.set(23 /* BINOP */, p, p + 2);
          return this.set(18 /* BANG */, p, p + 1);
        case 63:
          return this.set(19 /* QUESTION */, p, p + 1);
        case 60:
          if (src.charCodeAt(p + 1) === 60) return this.heredocOrLess(p);
          return this.set(23 /* BINOP */, p, src.charCodeAt(p + 1) === 61 ? p + 2 : p + 1);
        case 62:
          return this.set(23 /* BINOP */, p, src.charCodeAt(p + 1) === 61 ? p + 2 : p + 1);
        case 38:
          if (src.charCodeAt(p + 1) === 38) return this.set(23 /* BINOP */, p, p + 2);
          return this.invalid('unexpected "&" (the "and" operator is "&&")', p, p + 1);
        case 124:
          if (src.charCodeAt(p + 1) === 124) return this.set(23 /* BINOP */, p, p + 2);
          return this.invalid('unexpected "|" (the "or" operator is "||")', p, p + 1);
        case 126:
          if (src.charCodeAt(p + 1) === 125) return this.set(24 /* TILDE_RBRACE */, p, p + 2);
          return this.invalid('unexpected "~"', p, p + 1);
        default:
          if (isDigit(c)) return this.scanNumber(p);
          if (c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95) return this.set(2 /* IDENT */, p, this.identEnd(p + 1));
          if (c >= 128) {
            const cp = src.codePointAt(p);
            if (ID_START.test(String.fromCodePoint(cp))) return this.set(2 /* IDENT */, p, this.identEnd(p + (cp > 65535 ? 2 : 1)));
            const width = cp > 65535 ? 2 : 1;
            return this.invalid(`unexpected character ${codePointName(cp)}`, p, p + width);
          }
          return this.invalid(`unexpected character ${c >= 32 && c < 127 ? show(String.fromCharCode(c)) : codePointName(c)}`, p, p + 1);
      }
    }
  }
  identEnd(p) {
    const src = this.src;
    const n = this.n;
    while (p < n) {
      const c = src.charCodeAt(p);
      if (c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c === 95 || c === 45) {
        p++;
        continue;
      }
      if (c < 128) break;
      const cp = src.codePointAt(p);
      if (!ID_CONTINUE.test(String.fromCodePoint(cp))) break;
      p += cp > 65535 ? 2 : 1;
    }
    return p;
  }
  /** HCL's number token: digits, dots and exponents, never ending with a dot (checked by the parser). */
  scanNumber(start) {
    const src = this.src;
    let p = start + 1;
    let end = p;
    for (; ; ) {
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
    this.set(3 /* NUMBER */, start, end);
  }
  /** A `#` or `//` comment: records it; a NEWLINE token when a line break ends it (returns -1), else the end. */
  lineComment(start, style) {
    const src = this.src;
    const eol = src.indexOf("\n", start);
    let end = eol < 0 ? this.n : eol;
    if (eol > start && src.charCodeAt(eol - 1) === 13) end = eol - 1;
    this.count();
    this.comments.push({ text: src.slice(start, end), span: { start, end }, style });
    if (eol < 0) return this.n;
    this.set(1 /* NEWLINE */, end, eol + 1);
    return -1;
  }
  blockComment(start) {
    const close = this.src.indexOf("*/", start + 2);
    const end = close < 0 ? this.n : close + 2;
    this.count();
    this.comments.push({ text: this.src.slice(start, end), span: { start, end }, style: "/*" });
    if (close < 0) this.error('unterminated comment: no "*/" closes this "/*"', start, start + 2);
    return end;
  }
  /** `<<EOT` or `<<-EOT` and a line break start a heredoc; `<<` otherwise is two operators. */
  heredocOrLess(start) {
    const src = this.src;
    let p = start + 2;
    const flush = src.charCodeAt(p) === 45;
    if (flush) p++;
    const c = src.charCodeAt(p);
    const isStart = c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c >= 128 && ID_START.test(String.fromCodePoint(src.codePointAt(p)));
    if (!isStart) return this.set(23 /* BINOP */, start, start + 1);
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
  scanQuoted(start) {
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
    let directives = null;
    const raw = [];
    for (; ; ) {
      if (p >= n || src.charCodeAt(p) === 10 || src.charCodeAt(p) === 13) {
        this.depth--;
        this.prevEnd = savedPrev;
        if (!broken) this.lexError("unterminated string: a quoted string must end on the line it starts (a heredoc can span lines)", start, p);
        return this.set(25 /* INVALID */, start, p);
      }
      const c = src.charCodeAt(p);
      if (c === 34) break;
      if (c === 92) {
        verbatim = false;
        buf += src.slice(seg, p);
        const e = src.charCodeAt(p + 1);
        let len = 2;
        let out = "";
        if (e === 110) out = "\n";
        else if (e === 114) out = "\r";
        else if (e === 116) out = "	";
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
          } else if (cp > 1114111 || cp >= 55296 && cp <= 57343) {
            badEscape = true;
            this.lexError(`invalid escape: ${show(src.slice(p, p + 2 + digits))} is not a Unicode character`, p, p + 2 + digits);
          } else out = String.fromCodePoint(cp);
          if (ok) len = 2 + digits;
        } else if (p + 1 < n && e !== 10 && e !== 13) {
          badEscape = true;
          const low = src.charCodeAt(p + 2);
          const width = e >= 55296 && e <= 56319 && low >= 56320 && low <= 57343 ? 3 : 2;
          this.lexError(`invalid escape ${show(src.slice(p, p + width))}: the escapes are \\n \\r \\t \\" \\\\ \\uNNNN \\UNNNNNNNN`, p, p + width);
          len = width;
        } else {
          p++;
          seg = p;
          continue;
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
          const after = this.templateSequence(p, c === 37, directives ??= [], true);
          if (this.seq) raw.push(this.seq);
          else broken = true;
          if (after < 0) {
            this.depth--;
            this.prevEnd = savedPrev;
            return this.set(25 /* INVALID */, start, this.pos);
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
    if (open) this.lexError(`missing %{ ${directives[directives.length - 1] === DIRECTIVE_FOR ? "endfor" : "endif"} } in this string`, start, p + 1);
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
    this.set(4 /* STRING */, start, p + 1);
  }
  scanHeredoc(start, markerStart, markerEnd, bodyStart, flush) {
    const src = this.src;
    const n = this.n;
    const marker = src.slice(markerStart, markerEnd);
    const savedPrev = this.prevEnd;
    this.enter(start, markerEnd);
    let p = bodyStart;
    let why = "";
    let escapes = false;
    let directives = null;
    const raw = [];
    let seg = bodyStart;
    let broken = false;
    for (; ; ) {
      if (p >= n) {
        this.depth--;
        this.prevEnd = savedPrev;
        this.error(`unterminated heredoc: no line ${show(marker)} closes the ${show(src.slice(start, markerEnd), 44)} that starts here`, start, markerEnd);
        return this.set(25 /* INVALID */, start, n);
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
          return this.set(25 /* INVALID */, start, n);
        }
        if (src.charCodeAt(r) === 10) {
          let value = null;
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
            for (let k = 0; k < raw.length; k++) if (typeof raw[k] === "string") raw[k] = unescapeTemplate(raw[k]);
            if (flush) flushTemplate(raw);
            this.strParts = buildTemplate(raw);
          }
          this.depth--;
          this.prevEnd = savedPrev;
          this.strValue = value;
          this.strVerbatim = verbatim;
          this.strWhy = why || "template";
          this.set(5 /* HEREDOC */, start, closeEnd);
          this.pos = src.charCodeAt(r - 1) === 13 && r - 1 >= closeEnd ? r - 1 : r;
          return;
        }
      }
      for (; ; ) {
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
            const after = this.templateSequence(p, c === 37, directives ??= [], false);
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
  templateSequence(start, directive, directives, quoted) {
    let p = start + 2;
    const stripLeft = this.src.charCodeAt(p) === 126;
    if (stripLeft) p++;
    this.pos = p;
    this.te = p;
    this.seq = null;
    this.advance();
    if (this.recovering) return this.skipSequence(quoted) ? 0 : -1;
    const depth = this.depth;
    try {
      const seq = directive ? this.parseDirective(directives) : { kind: "interp", expr: this.parseExpression(false), stripLeft: false, stripRight: false };
      this.peek(false);
      if (this.tok !== 7 /* RBRACE */ && this.tok !== 24 /* TILDE_RBRACE */) this.fail(`"}" to close the ${directive ? "%{" : "${"}`);
      seq.stripLeft = stripLeft;
      seq.stripRight = this.tok === 24 /* TILDE_RBRACE */;
      this.seq = seq;
      return this.te;
    } catch (e) {
      if (e !== SYNTAX) throw e;
      this.depth = depth;
      this.recovering = true;
      try {
        return this.skipSequence(quoted) ? 0 : -1;
      } finally {
        this.recovering = false;
      }
    }
  }
  /**
   * From the current token, skips to the brace that closes a template sequence (true; this.pos
   * is after it), or to a line break of a quoted string or the end (false; this.pos is there).
   */
  skipSequence(quoted) {
    let depth = 0;
    for (; ; ) {
      const t = this.tok;
      if (t === 0 /* EOF */) return false;
      if (t === 1 /* NEWLINE */ && quoted && depth === 0) {
        this.pos = this.ts;
        return false;
      }
      if (t === 6 /* LBRACE */) depth++;
      else if (t === 7 /* RBRACE */ || t === 24 /* TILDE_RBRACE */) {
        if (depth === 0) return true;
        depth--;
      }
      this.advance();
    }
  }
  parseDirective(directives) {
    if (this.peek(false) !== 2 /* IDENT */) this.fail("if, else, endif, for or endfor after %{");
    const top = directives.length > 0 ? directives[directives.length - 1] : 0;
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
  peek(nl) {
    if (!nl && this.tok === 1 /* NEWLINE */) {
      const prevEnd = this.prevEnd;
      do
        this.advance();
      while (this.tok === 1 /* NEWLINE */);
      this.prevEnd = prevEnd;
    }
    return this.tok;
  }
  literal(value, start, end, verbatim) {
    this.count();
    return { kind: "literal", value, span: { start, end }, verbatim };
  }
  unknown(start, end, why) {
    this.count();
    return { kind: "unknown", span: { start, end }, why };
  }
  parseExpression(nl) {
    this.enter();
    this.peek(nl);
    const start = this.ts;
    let e = this.parseBinary(nl, 0);
    if (this.peek(nl) === 19 /* QUESTION */) {
      this.advance();
      const then = this.parseExpression(nl);
      if (this.peek(nl) !== 13 /* COLON */) this.fail('":" in the conditional');
      this.advance();
      const otherwise = this.parseExpression(nl);
      this.count();
      e = { kind: "conditional", cond: e, then, else: otherwise, span: { start, end: this.prevEnd } };
    }
    this.depth--;
    return e;
  }
  /** The binary operator at the current token, with its precedence (HCL's: `||` 1 … `* / %` 6), or undefined. */
  binaryOp(nl) {
    const t = this.peek(nl);
    if (t === 17 /* MINUS */) return { op: "-", prec: 5 };
    if (t === 16 /* STAR */) return { op: "*", prec: 6 };
    if (t !== 23 /* BINOP */) return void 0;
    const op = this.text();
    const prec = BINARY_PRECEDENCE.get(op);
    return prec === void 0 ? void 0 : { op, prec };
  }
  /** Operators of precedence above `min`, left-associative (precedence climbing). */
  parseBinary(nl, min) {
    const start = this.ts;
    let e = this.parsePostfix(nl);
    const links = this.links;
    for (; ; ) {
      const o = this.binaryOp(nl);
      if (!o || o.prec <= min) {
        this.links = links;
        return e;
      }
      if (this.tok === 23 /* BINOP */ && !BINARY_PRECEDENCE.has(this.text())) this.fail("an operator");
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
  parsePostfix(nl) {
    this.peek(nl);
    const start = this.ts;
    let e = this.parseTerm(nl);
    let splat = null;
    const close = () => {
      if (!splat) return;
      this.count();
      e = { kind: "splat", target: splat.target, each: splat.each, span: { start, end: this.prevEnd } };
      splat = null;
    };
    const links = this.links;
    const apply = (f) => {
      const before = splat ? splat.each : e;
      const after = f(before);
      if (after !== before || after.kind !== "traversal") this.link();
      if (splat) splat.each = after;
      else e = after;
    };
    for (; ; ) {
      const t = this.peek(nl);
      if (t === 15 /* DOT */) {
        this.advance();
        const u = this.peek(nl);
        if (u === 2 /* IDENT */) {
          const name = this.name();
          apply((x) => this.attr(x, name, start));
        } else if (u === 3 /* NUMBER */) {
          const digits = this.text();
          if (digits.includes(".") || !NUMBER_SYNTAX.test(digits)) this.fail('an attribute name or a single index after "." (write a[0][1], not a.0.1)');
          const n = Number(digits);
          apply((x) => this.indexOf(x, { kind: "literal", value: n, span: { start: this.ts, end: this.te }, verbatim: false }, start));
        } else if (u === 16 /* STAR */) {
          close();
          this.count();
          splat = { target: e, full: false, each: { kind: "splatItem", span: { start: this.ts, end: this.te } }, start };
        } else this.fail('an attribute name after "."');
        this.advance();
      } else if (t === 8 /* LBRACK */) {
        this.advance();
        if (this.peek(false) === 16 /* STAR */) {
          this.advance();
          close();
          this.count();
          splat = { target: e, full: true, each: { kind: "splatItem", span: { start: this.ts, end: this.te } }, start };
        } else {
          const key = this.parseExpression(false);
          if (splat && !splat.full) close();
          apply((x) => this.indexOf(x, key, start));
        }
        if (this.peek(false) !== 9 /* RBRACK */) this.fail('"]" to close the index');
        this.advance();
      } else break;
      if (e.kind === "traversal" || e.kind === "index" || e.kind === "getattr") e.span = { start: e.span.start, end: this.prevEnd };
    }
    close();
    this.links = links;
    return e;
  }
  /** `x.name`: a longer traversal when `x` is one, else a getattr node. */
  attr(x, name, start) {
    if (x.kind === "traversal") {
      x.parts.push(name);
      return x;
    }
    this.count();
    return { kind: "getattr", target: x, name, span: { start, end: this.te } };
  }
  /** `x[key]`: a longer traversal when `x` is one and `key` a literal number or string, else an index node. */
  indexOf(x, key, start) {
    if (x.kind === "traversal" && key.kind === "literal" && (typeof key.value === "number" || typeof key.value === "string")) {
      x.parts.push(key.value);
      return x;
    }
    this.count();
    return { kind: "index", target: x, key, span: { start, end: this.te } };
  }
  parseTerm(nl) {
    const t = this.peek(nl);
    const start = this.ts;
    switch (t) {
      case 3 /* NUMBER */: {
        const text = this.text();
        if (!NUMBER_SYNTAX.test(text)) this.fail("a number such as 1, 1.5 or 1e3");
        this.advance();
        return this.literal(Number(text), start, this.prevEnd, false);
      }
      case 2 /* IDENT */: {
        const end = this.te;
        const name = this.name();
        this.advance();
        if (name === "true" || name === "false") return this.literal(name === "true", start, end, false);
        if (name === "null") return this.literal(null, start, end, false);
        const next = this.peek(nl);
        if (next === 22 /* DCOLON */) {
          while (this.tok === 22 /* DCOLON */) {
            this.advance();
            if (this.cur() !== 2 /* IDENT */) this.fail('a name after "::"');
            this.advance();
          }
          if (this.tok !== 10 /* LPAREN */) this.fail('"(" after a namespaced function name');
          return this.parseCall(start, this.src.slice(start, this.ts).replace(/\s+/g, ""));
        }
        if (next === 10 /* LPAREN */) return this.parseCall(start, name);
        this.count();
        return { kind: "traversal", root: name, parts: [], span: { start, end } };
      }
      case 4 /* STRING */:
      case 5 /* HEREDOC */: {
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
      case 8 /* LBRACK */:
        return this.parseTuple();
      case 6 /* LBRACE */:
        return this.parseObject();
      case 10 /* LPAREN */: {
        this.advance();
        const inner = this.parseExpression(false);
        if (this.peek(false) !== 11 /* RPAREN */) this.fail('")" to close the parenthesis');
        this.advance();
        this.count();
        return { kind: "paren", inner, span: { start, end: this.prevEnd } };
      }
      case 17 /* MINUS */:
      case 18 /* BANG */: {
        this.advance();
        this.enter();
        const operand = this.parsePostfix(nl);
        this.depth--;
        if (t === 17 /* MINUS */ && operand.kind === "literal" && typeof operand.value === "number") {
          operand.span.start = start;
          operand.value = operand.value === 0 ? 0 : -operand.value;
          return operand;
        }
        this.count();
        return { kind: "unary", op: t === 17 /* MINUS */ ? "-" : "!", operand, span: { start, end: this.prevEnd } };
      }
      default:
        return this.fail("an expression");
    }
  }
  parseCall(start, name) {
    this.advance();
    const args = [];
    let expand = false;
    for (; ; ) {
      const next = this.peek(false);
      if (next === 11 /* RPAREN */) break;
      if (next === 0 /* EOF */) this.unclosed(start, "function call");
      args.push(this.parseExpression(false));
      const t = this.peek(false);
      if (t === 14 /* COMMA */) {
        this.advance();
        continue;
      }
      if (t === 21 /* ELLIPSIS */) {
        this.advance();
        expand = true;
        if (this.peek(false) !== 11 /* RPAREN */) this.fail('")" after "..."');
        break;
      }
      if (t === 11 /* RPAREN */) break;
      if (t === 0 /* EOF */) this.unclosed(start, "function call");
      this.fail('"," or ")" after a function argument');
    }
    this.advance();
    this.count();
    return { kind: "call", name, args, expand, span: { start, end: this.prevEnd } };
  }
  unclosed(start, what) {
    this.error(`this ${what} is never closed`, start, start + 1);
    throw SYNTAX;
  }
  parseTuple() {
    const start = this.ts;
    this.advance();
    if (this.peek(false) === 2 /* IDENT */ && this.isWord("for")) return this.parseFor(start, 9 /* RBRACK */);
    const items = [];
    for (; ; ) {
      const next = this.peek(false);
      if (next === 9 /* RBRACK */) break;
      if (next === 0 /* EOF */) this.unclosed(start, "list");
      items.push(this.parseExpression(false));
      const t = this.peek(false);
      if (t === 14 /* COMMA */) {
        this.advance();
        continue;
      }
      if (t === 9 /* RBRACK */) break;
      if (t === 0 /* EOF */) this.unclosed(start, "list");
      this.fail('"," or "]" after a list item');
    }
    this.advance();
    this.count();
    return { kind: "tuple", items, span: { start, end: this.prevEnd } };
  }
  parseObject() {
    const start = this.ts;
    this.advance();
    if (this.peek(false) === 2 /* IDENT */ && this.isWord("for")) return this.parseFor(start, 7 /* RBRACE */);
    const items = [];
    const keys = [];
    let dynamic = false;
    for (; ; ) {
      while (this.tok === 1 /* NEWLINE */) this.advance();
      if (this.tok === 7 /* RBRACE */) break;
      if (this.tok === 0 /* EOF */) this.unclosed(start, "object");
      const computed = this.tok === 10 /* LPAREN */;
      const key = this.parseExpression(true);
      let name = null;
      if (!computed) {
        if (key.kind === "traversal" && key.parts.length === 0) name = key.root;
        else if (key.kind === "literal" && typeof key.value === "string") name = key.value;
      }
      if (name === null) dynamic = true;
      if (this.tok !== 12 /* EQUAL */ && this.tok !== 13 /* COLON */) this.fail('"=" after the object key');
      this.advance();
      const value = this.parseExpression(true);
      this.count();
      items.push({ key: name ?? "", keySpan: key.span, value });
      keys.push(name !== null ? { kind: "literal", value: name, span: key.span, verbatim: false } : key);
      const t = this.cur();
      if (t === 7 /* RBRACE */) break;
      if (t === 14 /* COMMA */ || t === 1 /* NEWLINE */) {
        this.advance();
        continue;
      }
      if (t === 0 /* EOF */) this.unclosed(start, "object");
      this.fail('a line break, "," or "}" after an object item');
    }
    this.advance();
    this.count();
    if (dynamic) return { kind: "dynamicObject", items: items.map((item, i) => ({ key: keys[i], value: item.value })), span: { start, end: this.prevEnd } };
    return { kind: "object", items, span: { start, end: this.prevEnd } };
  }
  /** After `for` (a `for` expression's or a `%{ for }` directive's): `a` or `a, b`, `in`, and the collection. */
  forHeader(after, where) {
    if (this.peek(false) !== 2 /* IDENT */) this.fail(`a name after ${after}`);
    let first = this.name();
    let second;
    this.advance();
    if (this.peek(false) === 14 /* COMMA */) {
      this.advance();
      if (this.peek(false) !== 2 /* IDENT */) this.fail('a second name after ","');
      second = this.name();
      this.advance();
    }
    this.peek(false);
    if (!this.isWord("in")) this.fail(`"in" in ${where}`);
    this.advance();
    const collection = this.parseExpression(false);
    if (second === void 0) return { keyVar: void 0, valueVar: first, collection };
    const keyVar = first;
    first = second;
    return { keyVar, valueVar: first, collection };
  }
  /** `[for a, b in c : d if e]` and `{for a, b in c : k => v... if e}`, from `for`. */
  parseFor(start, close) {
    this.advance();
    const h = this.forHeader('"for"', "the for expression");
    if (this.peek(false) !== 13 /* COLON */) this.fail('":" after the collection of the for expression');
    this.advance();
    let value = this.parseExpression(false);
    let key;
    let group = false;
    if (close === 7 /* RBRACE */) {
      if (this.peek(false) !== 20 /* FATARROW */) this.fail('"=>" between the key and the value of the for expression');
      this.advance();
      key = value;
      value = this.parseExpression(false);
      if (this.peek(false) === 21 /* ELLIPSIS */) {
        this.advance();
        group = true;
      }
    }
    let cond;
    this.peek(false);
    if (this.isWord("if")) {
      this.advance();
      cond = this.parseExpression(false);
    }
    if (this.peek(false) !== close) {
      if (this.tok === 0 /* EOF */) this.unclosed(start, "for expression");
      this.fail(close === 9 /* RBRACK */ ? '"]" to close the for expression' : '"}" to close the for expression');
    }
    this.advance();
    this.count();
    return { kind: "for", keyVar: h.keyVar, valueVar: h.valueVar, collection: h.collection, key, value, group, cond, span: { start, end: this.prevEnd } };
  }
  // ---- structure ----
  parseFile() {
    this.advance();
    this.parseBody(this.body, -1);
  }
  /** A body up to its closing brace (left as the current token; true) or the end of the text (false). */
  parseBody(items, openBrace) {
    let names = null;
    for (; ; ) {
      const t = this.tok;
      if (t === 1 /* NEWLINE */) {
        this.advance();
        continue;
      }
      if (t === 7 /* RBRACE */) {
        if (openBrace >= 0) return true;
        this.error('unexpected "}": no block is open here', this.ts, this.te);
        this.advance();
        continue;
      }
      if (t === 0 /* EOF */) {
        if (openBrace < 0) return true;
        if (!this.eofReported) this.error('this block is never closed: no "}" matches this "{"', openBrace, openBrace + 1);
        this.eofReported = true;
        return false;
      }
      const depth = this.depth;
      const at = this.ts;
      try {
        if (t !== 2 /* IDENT */) this.fail(t === 4 /* STRING */ ? "an attribute or block name (names are not quoted)" : "an attribute or a block");
        const item = this.parseBodyItem();
        items.push(item);
        if (item.kind === "attribute") {
          names ??= /* @__PURE__ */ new Set();
          if (!names.has(item.name)) names.add(item.name);
          else this.error(`the attribute ${show(item.name)} is set twice in this body; each attribute may be set once`, item.nameSpan.start, item.nameSpan.end);
        }
      } catch (e) {
        if (e !== SYNTAX) throw e;
        this.depth = depth;
        this.recoverLine();
        if (this.ts === at && this.tok !== 7 /* RBRACE */ && this.tok !== 0 /* EOF */) this.advance();
      }
    }
  }
  /**
   * Skips what is left of a broken line: to its line break at this nesting level (left as the
   * current token), or to the "}" that closes the body. `depth` counts brackets already open.
   */
  recoverLine(depth = 0) {
    this.recovering = true;
    try {
      for (; ; ) {
        const t = this.tok;
        if (t === 0 /* EOF */ || t === 1 /* NEWLINE */ && depth === 0) return;
        if (t === 6 /* LBRACE */ || t === 8 /* LBRACK */ || t === 10 /* LPAREN */) depth++;
        else if (t === 7 /* RBRACE */ || t === 9 /* RBRACK */ || t === 11 /* RPAREN */ || t === 24 /* TILDE_RBRACE */) {
          if (depth === 0 && t === 7 /* RBRACE */) return;
          if (depth > 0) depth--;
        }
        this.advance();
      }
    } finally {
      this.recovering = false;
    }
  }
  parseBodyItem() {
    const nameStart = this.ts;
    const nameEnd = this.te;
    const name = this.name();
    this.advance();
    const t = this.tok;
    if (t === 12 /* EQUAL */) {
      const attribute = this.parseAttributeRest(name, nameStart, nameEnd);
      const u = this.tok;
      if (u === 1 /* NEWLINE */) this.advance();
      else if (u !== 0 /* EOF */) {
        if (u !== 25 /* INVALID */)
          this.error(
            u === 14 /* COMMA */ ? `unexpected "," after the value of ${show(name)}: attributes are separated by line breaks, not commas` : `expected a line break after the value of ${show(name)}, found ${this.describe()}`,
            this.ts,
            this.te
          );
        this.recoverLine();
      }
      return attribute;
    }
    if (t === 4 /* STRING */ || t === 2 /* IDENT */ || t === 6 /* LBRACE */) return this.parseBlockRest(name, nameStart, nameEnd);
    if (t === 1 /* NEWLINE */) this.fail(`"=" or a block after ${show(name)} (a block's "{" must be on the line of its type)`);
    return this.fail(`"=" or a block after ${show(name)}`);
  }
  parseAttributeRest(name, nameStart, nameEnd) {
    this.advance();
    const value = this.parseExpression(true);
    this.count();
    return { kind: "attribute", name, nameSpan: { start: nameStart, end: nameEnd }, value, span: { start: nameStart, end: this.prevEnd } };
  }
  parseBlockRest(type, typeStart, typeEnd) {
    const labels = [];
    const labelSpans = [];
    for (; ; ) {
      const t2 = this.tok;
      if (t2 === 6 /* LBRACE */) break;
      if (t2 === 2 /* IDENT */) labels.push(this.name());
      else if (t2 === 4 /* STRING */) {
        if (this.strValue === null) this.fail("a block label without ${...} or %{...}");
        labels.push(this.strValue);
      } else if (t2 === 1 /* NEWLINE */) this.fail(`"{" on the line of the block ${show(type)}`);
      else if (t2 === 12 /* EQUAL */) this.fail(`a label or "{" after the block type ${show(type)}`);
      else this.fail(`a label or "{" after the block type ${show(type)}`);
      labelSpans.push({ start: this.ts, end: this.te });
      this.advance();
    }
    const openBrace = this.ts;
    this.advance();
    const body = [];
    let closeBrace = -1;
    const t = this.tok;
    if (t === 1 /* NEWLINE */ || t === 7 /* RBRACE */ || t === 0 /* EOF */) {
      this.enter();
      const closed = this.parseBody(body, openBrace);
      this.depth--;
      if (closed) {
        closeBrace = this.ts;
        this.advance();
      }
    } else {
      try {
        if (t !== 2 /* IDENT */) this.fail(`an attribute or "}" in the one-line block ${show(type)}`);
        const nameStart = this.ts;
        const nameEnd = this.te;
        const name = this.name();
        this.advance();
        if (this.tok !== 12 /* EQUAL */) {
          if (this.tok === 4 /* STRING */ || this.tok === 2 /* IDENT */ || this.tok === 6 /* LBRACE */) this.fail(`"=": a one-line block holds one attribute; put a nested block ${show(name)} on a line of its own`);
          this.fail(`"=" after ${show(name)}`);
        }
        body.push(this.parseAttributeRest(name, nameStart, nameEnd));
        const end2 = this.cur();
        if (end2 !== 7 /* RBRACE */) {
          if (end2 === 14 /* COMMA */) this.fail('"}": a one-line block holds one attribute; write the block on several lines');
          if (end2 === 1 /* NEWLINE */) this.fail('"}" on the same line: a block with an attribute on its first line must close on that line');
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
    const end = closeBrace >= 0 ? closeBrace + 1 : body.length > 0 ? body[body.length - 1].span.end : openBrace + 1;
    const block = { kind: "block", type, labels, labelSpans, body, span: { start: typeStart, end }, openBrace, closeBrace };
    void typeEnd;
    if (closeBrace >= 0) {
      const u = this.tok;
      if (u === 1 /* NEWLINE */) this.advance();
      else if (u !== 0 /* EOF */) {
        if (u !== 25 /* INVALID */) this.error(`expected a line break after the "}" of the block ${show(type)}, found ${this.describe()}`, this.ts, this.te);
        this.recoverLine();
      }
    }
    return block;
  }
}
const DIRECTIVE_IF = 1;
const DIRECTIVE_ELSE = 2;
const DIRECTIVE_FOR = 3;
const BINARY_PRECEDENCE = /* @__PURE__ */ new Map([
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
  ["%", 6]
]);
function flushTemplate(raw) {
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
    const part = raw[k];
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
const trimEnd = (s) => {
  let e = s.length;
  while (e > 0 && isSpace(s.charCodeAt(e - 1))) e--;
  return s.slice(0, e);
};
const trimStart = (s) => {
  let b = 0;
  while (b < s.length && isSpace(s.charCodeAt(b))) b++;
  return s.slice(b);
};
function buildTemplate(raw) {
  for (let k = 0; k < raw.length; k++) {
    const part = raw[k];
    if (typeof part === "string") continue;
    if (part.stripLeft && typeof raw[k - 1] === "string") raw[k - 1] = trimEnd(raw[k - 1]);
    if (part.stripRight && typeof raw[k + 1] === "string") raw[k + 1] = trimStart(raw[k + 1]);
  }
  const root = [];
  const stack = [{ parts: root }];
  for (const part of raw) {
    const top = stack[stack.length - 1];
    if (typeof part === "string") {
      if (part !== "") top.parts.push({ kind: "text", text: part });
      continue;
    }
    switch (part.kind) {
      case "interp":
        top.parts.push({ kind: "interp", expr: part.expr });
        break;
      case "if": {
        const node = { kind: "if", cond: part.expr, then: [], else: [] };
        top.parts.push(node);
        stack.push({ parts: node.then, node });
        break;
      }
      case "else":
        if (top.node?.kind === "if") top.parts = top.node.else;
        break;
      case "for": {
        const node = { kind: "for", keyVar: part.keyVar, valueVar: part.valueVar, collection: part.expr, body: [] };
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
function parseHcl(text, limits) {
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
function parseTemplate(text, limits) {
  if (typeof text !== "string") return { kind: "unknown", span: { start: 0, end: 0 }, why: "the template is not text" };
  let marker = "EOT";
  for (let k = 0; text.includes(marker); k++) marker = `EOT${k}x`;
  const src = `v = <<${marker}
${text}
${marker}
`;
  const file = parseHcl(src, limits);
  const a = file.body[0];
  if (file.errors.length > 0 || a?.kind !== "attribute") return { kind: "unknown", span: { start: 0, end: 0 }, why: `the template does not parse${file.errors[0] ? `: ${file.errors[0].message}` : ""}` };
  const v = a.value;
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
export {
  DEFAULT_HCL_LIMITS,
  parseHcl,
  parseTemplate
};
