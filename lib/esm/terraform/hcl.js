import { show } from "../util/text.js";
const DEFAULT_HCL_LIMITS = { maxDepth: 64, maxNodes: 2e6 };
const DEPTH_CAP = 500;
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
  let min = Infinity;
  let i = 0;
  const n = body.length;
  while (i < n) {
    let j = i;
    while (j < n && body.charCodeAt(j) !== 10 && isSpace(body.charCodeAt(j))) j++;
    const eol = body.indexOf("\n", j);
    const end = eol < 0 ? n : eol;
    if (j < end && j - i < min) min = j - i;
    i = end + 1;
  }
  if (min === Infinity || min === 0) return { value: body, stripped: false };
  let out = "";
  i = 0;
  while (i < n) {
    let j = i;
    while (j < n && body.charCodeAt(j) !== 10 && isSpace(body.charCodeAt(j))) j++;
    const eol = body.indexOf("\n", j);
    const end = eol < 0 ? n : eol + 1;
    out += j < end && body.charCodeAt(j) !== 10 ? body.slice(i + min, end) : body.slice(i, end);
    i = end;
  }
  return { value: out, stripped: true };
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
  names = /* @__PURE__ */ new Map();
  depth = 0;
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
          const after = this.templateSequence(p, c === 37, directives ??= [], true);
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
    if (why || broken || open) {
      this.strValue = null;
      this.strWhy = why || "template";
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
            const after = this.templateSequence(p, c === 37, directives ??= [], false);
            p = after > 0 ? after : this.pos;
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
    if (this.src.charCodeAt(p) === 126) p++;
    this.pos = p;
    this.te = p;
    this.advance();
    if (this.recovering) return this.skipSequence(quoted) ? 0 : -1;
    const depth = this.depth;
    try {
      if (directive) this.parseDirective(directives);
      else this.parseExpression(false);
      this.peek(false);
      if (this.tok !== 7 /* RBRACE */ && this.tok !== 24 /* TILDE_RBRACE */) this.fail(`"}" to close the ${directive ? "%{" : "${"}`);
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
      this.parseExpression(false);
      directives.push(DIRECTIVE_IF);
    } else if (this.isWord("else")) {
      if (top !== DIRECTIVE_IF) this.fail("%{ else } only inside %{ if }, once");
      directives[directives.length - 1] = DIRECTIVE_ELSE;
      this.advance();
    } else if (this.isWord("endif")) {
      if (top !== DIRECTIVE_IF && top !== DIRECTIVE_ELSE) this.fail("%{ endif } only after %{ if }");
      directives.pop();
      this.advance();
    } else if (this.isWord("for")) {
      this.advance();
      this.forHeader("%{ for", "%{ for }");
      directives.push(DIRECTIVE_FOR);
    } else if (this.isWord("endfor")) {
      if (top !== DIRECTIVE_FOR) this.fail("%{ endfor } only after %{ for }");
      directives.pop();
      this.advance();
    } else this.fail("if, else, endif, for or endfor after %{");
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
    let e = this.parseBinary(nl);
    if (this.peek(nl) === 19 /* QUESTION */) {
      this.advance();
      this.parseExpression(nl);
      if (this.peek(nl) !== 13 /* COLON */) this.fail('":" in the conditional');
      this.advance();
      this.parseExpression(nl);
      e = this.unknown(start, this.prevEnd, "conditional");
    }
    this.depth--;
    return e;
  }
  parseBinary(nl) {
    const start = this.ts;
    let e = this.parsePostfix(nl);
    for (; ; ) {
      const t = this.peek(nl);
      if (t !== 23 /* BINOP */ && t !== 17 /* MINUS */ && t !== 16 /* STAR */) return e;
      this.advance();
      this.parsePostfix(nl);
      e = this.unknown(start, this.prevEnd, "operator");
    }
  }
  /** A term and its `.name`, `[index]`, `.*` and `[*]`. */
  parsePostfix(nl) {
    this.peek(nl);
    const start = this.ts;
    const term = this.parseTerm(nl);
    let parts = term.kind === "traversal" ? term.parts : null;
    let postfix = false;
    let why = "";
    for (; ; ) {
      const t = this.peek(nl);
      if (t === 15 /* DOT */) {
        this.advance();
        const u = this.peek(nl);
        if (u === 2 /* IDENT */) parts?.push(this.name());
        else if (u === 3 /* NUMBER */) {
          const digits = this.text();
          if (digits.includes(".") || !NUMBER_SYNTAX.test(digits)) this.fail('an attribute name or a single index after "." (write a[0][1], not a.0.1)');
          parts?.push(Number(digits));
        } else if (u === 16 /* STAR */) {
          why ||= "splat";
          parts = null;
        } else this.fail('an attribute name after "."');
        this.advance();
      } else if (t === 8 /* LBRACK */) {
        this.advance();
        if (this.peek(false) === 16 /* STAR */) {
          this.advance();
          why ||= "splat";
          parts = null;
        } else {
          const key = this.parseExpression(false);
          if (parts !== null) {
            if (key.kind === "literal" && (typeof key.value === "number" || typeof key.value === "string")) parts.push(key.value);
            else {
              why ||= "computed index";
              parts = null;
            }
          }
        }
        if (this.peek(false) !== 9 /* RBRACK */) this.fail('"]" to close the index');
        this.advance();
      } else break;
      postfix = true;
    }
    if (!postfix) return term;
    if (parts) {
      term.span.end = this.prevEnd;
      return term;
    }
    return this.unknown(start, this.prevEnd, why || (term.kind === "unknown" ? term.why : "attribute or index of a value that is not a reference"));
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
          return this.parseCall(start);
        }
        if (next === 10 /* LPAREN */) return this.parseCall(start);
        this.count();
        return { kind: "traversal", root: name, parts: [], span: { start, end } };
      }
      case 4 /* STRING */:
      case 5 /* HEREDOC */: {
        const value = this.strValue;
        const verbatim = this.strVerbatim;
        const why = this.strWhy;
        this.advance();
        if (value === null) return this.unknown(start, this.prevEnd, why);
        return this.literal(value, start, this.prevEnd, verbatim);
      }
      case 8 /* LBRACK */:
        return this.parseTuple();
      case 6 /* LBRACE */:
        return this.parseObject();
      case 10 /* LPAREN */: {
        this.advance();
        this.parseExpression(false);
        if (this.peek(false) !== 11 /* RPAREN */) this.fail('")" to close the parenthesis');
        this.advance();
        return this.unknown(start, this.prevEnd, "parenthesised expression");
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
        return this.unknown(start, this.prevEnd, "operator");
      }
      default:
        return this.fail("an expression");
    }
  }
  parseCall(start) {
    this.advance();
    for (; ; ) {
      const next = this.peek(false);
      if (next === 11 /* RPAREN */) break;
      if (next === 0 /* EOF */) this.unclosed(start, "function call");
      this.parseExpression(false);
      const t = this.peek(false);
      if (t === 14 /* COMMA */) {
        this.advance();
        continue;
      }
      if (t === 21 /* ELLIPSIS */) {
        this.advance();
        if (this.peek(false) !== 11 /* RPAREN */) this.fail('")" after "..."');
        break;
      }
      if (t === 11 /* RPAREN */) break;
      if (t === 0 /* EOF */) this.unclosed(start, "function call");
      this.fail('"," or ")" after a function argument');
    }
    this.advance();
    return this.unknown(start, this.prevEnd, "function call");
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
    let why = "";
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
      if (name === null) why ||= computed ? "computed object key" : "object key that is neither a name nor a string";
      if (this.tok !== 12 /* EQUAL */ && this.tok !== 13 /* COLON */) this.fail('"=" after the object key');
      this.advance();
      const value = this.parseExpression(true);
      this.count();
      items.push({ key: name ?? "", keySpan: key.span, value });
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
    if (why) return this.unknown(start, this.prevEnd, why);
    this.count();
    return { kind: "object", items, span: { start, end: this.prevEnd } };
  }
  /** After `for` (a `for` expression's or a `%{ for }` directive's): `a` or `a, b`, `in`, and the collection. */
  forHeader(after, where) {
    if (this.peek(false) !== 2 /* IDENT */) this.fail(`a name after ${after}`);
    this.advance();
    if (this.peek(false) === 14 /* COMMA */) {
      this.advance();
      if (this.peek(false) !== 2 /* IDENT */) this.fail('a second name after ","');
      this.advance();
    }
    this.peek(false);
    if (!this.isWord("in")) this.fail(`"in" in ${where}`);
    this.advance();
    this.parseExpression(false);
  }
  /** `[for a, b in c : d if e]` and `{for a, b in c : k => v... if e}`, from `for`. */
  parseFor(start, close) {
    this.advance();
    this.forHeader('"for"', "the for expression");
    if (this.peek(false) !== 13 /* COLON */) this.fail('":" after the collection of the for expression');
    this.advance();
    this.parseExpression(false);
    if (close === 7 /* RBRACE */) {
      if (this.peek(false) !== 20 /* FATARROW */) this.fail('"=>" between the key and the value of the for expression');
      this.advance();
      this.parseExpression(false);
      if (this.peek(false) === 21 /* ELLIPSIS */) this.advance();
    }
    this.peek(false);
    if (this.isWord("if")) {
      this.advance();
      this.parseExpression(false);
    }
    if (this.peek(false) !== close) {
      if (this.tok === 0 /* EOF */) this.unclosed(start, "for expression");
      this.fail(close === 9 /* RBRACK */ ? '"]" to close the for expression' : '"}" to close the for expression');
    }
    this.advance();
    return this.unknown(start, this.prevEnd, "for expression");
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
export {
  DEFAULT_HCL_LIMITS,
  parseHcl
};
