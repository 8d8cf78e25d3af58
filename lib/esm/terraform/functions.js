import { compileRe2 } from "../policy/regex.js";
import { parseDocument } from "yaml";
import { Ref, UNKNOWN } from "./resources.js";
import { isSetValue, makeSetValue } from "./variables.js";
import { appendAll, setOwn } from "../util/data.js";
import { show } from "../util/text.js";
import { base64, hex, md5, sha1, sha256, sha512, unbase64 } from "./functions-hash.js";
class FnError {
  constructor(message) {
    this.message = message;
  }
}
const MAX_STRING = 16 * 1024 * 1024;
const opaque = (v) => v === UNKNOWN || v instanceof Ref;
const isSet = (v) => isSetValue(v);
const isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref);
function hasUnknown(v) {
  const stack = [v];
  while (stack.length > 0) {
    const x = stack.pop();
    if (opaque(x)) return true;
    if (Array.isArray(x)) appendAll(stack, x);
    else if (isObj(x)) for (const k of Object.keys(x)) stack.push(x[k]);
  }
  return false;
}
function objectOf(entries) {
  const out = {};
  for (const [k, v] of entries) setOwn(out, k, v);
  return out;
}
const sortedKeys = (o) => Object.keys(o).sort(compareStrings);
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function numberToString(n) {
  if (n === 0) return "0";
  if (!Number.isFinite(n)) return Number.isNaN(n) ? "NaN" : n > 0 ? "+Inf" : "-Inf";
  const s = String(n);
  const e = s.indexOf("e");
  if (e < 0) return s;
  const neg = s.startsWith("-");
  const mant = s.slice(neg ? 1 : 0, e);
  const exp = Number(s.slice(e + 1));
  const dot = mant.indexOf(".");
  const digits = mant.replace(".", "");
  const point = (dot < 0 ? mant.length : dot) + exp;
  let out;
  if (point <= 0) out = "0." + "0".repeat(-point) + digits;
  else if (point >= digits.length) out = digits + "0".repeat(point - digits.length);
  else out = digits.slice(0, point) + "." + digits.slice(point);
  return (neg ? "-" : "") + out;
}
function toStringValue(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number") return numberToString(v);
  if (typeof v === "boolean") return v ? "true" : "false";
  return void 0;
}
const NUMBER_TEXT = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
function parseNumber(s) {
  return NUMBER_TEXT.test(s) ? Number(s) : void 0;
}
function typeName(v) {
  if (v === null) return "null";
  if (typeof v === "string") return "string";
  if (typeof v === "number") return "number";
  if (typeof v === "boolean") return "bool";
  if (Array.isArray(v)) return isSet(v) ? "set" : "tuple";
  if (isObj(v)) return "object";
  return "unknown";
}
function str(v, what) {
  if (opaque(v)) return UNKNOWN;
  if (v === null) return new FnError(`Invalid value for "${what}" parameter: argument must not be null.`);
  const s = toStringValue(v);
  return s ?? new FnError(`Invalid value for "${what}" parameter: string required, but got ${typeName(v)}.`);
}
function num(v, what) {
  if (opaque(v)) return UNKNOWN;
  if (v === null) return new FnError(`Invalid value for "${what}" parameter: argument must not be null.`);
  if (typeof v === "number") return v;
  if (typeof v === "string") {
    const n = parseNumber(v);
    return n ?? new FnError(`Invalid value for "${what}" parameter: a number is required, and ${show(v)} is not a number.`);
  }
  return new FnError(`Invalid value for "${what}" parameter: number required, but got ${typeName(v)}.`);
}
function int(v, what) {
  const n = num(v, what);
  if (typeof n === "number" && !Number.isInteger(n)) return new FnError(`Invalid value for "${what}" parameter: a whole number is required.`);
  if (typeof n === "number" && (n >= 2 ** 63 || n < -(2 ** 63))) return new FnError(`Invalid value for "${what}" parameter: value must be a whole number, between -9223372036854775808 and 9223372036854775807.`);
  return n;
}
function bool(v, what) {
  if (opaque(v)) return UNKNOWN;
  if (typeof v === "boolean") return v;
  if (v === "true") return true;
  if (v === "false") return false;
  if (v === null) return new FnError(`Invalid value for "${what}" parameter: argument must not be null.`);
  return new FnError(`Invalid value for "${what}" parameter: bool required, but got ${typeName(v)}.`);
}
function list(v, what) {
  if (opaque(v)) return UNKNOWN;
  if (Array.isArray(v)) return v;
  if (v === null) return new FnError(`Invalid value for "${what}" parameter: argument must not be null.`);
  return new FnError(`Invalid value for "${what}" parameter: list of any single type required, but got ${typeName(v)}.`);
}
function obj(v, what) {
  if (opaque(v)) return UNKNOWN;
  if (isObj(v)) return v;
  if (v === null) return new FnError(`Invalid value for "${what}" parameter: argument must not be null.`);
  return new FnError(`Invalid value for "${what}" parameter: map of any single type required, but got ${typeName(v)}.`);
}
const unknownSize = (l) => l.length > 1 && isSet(l) && l.some(hasUnknown);
const bad = (x) => x === UNKNOWN || x instanceof FnError;
function equal(a, b, depth = 0) {
  if (a instanceof Ref && b instanceof Ref && a.address === b.address && a.attribute === b.attribute) return true;
  if (opaque(a) || opaque(b) || depth > 100) return UNKNOWN;
  if (a === null || b === null) return a === b;
  if (typeof a !== "object" || typeof b !== "object") return a === b;
  let unknown = false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const e = equal(a[i], b[i], depth + 1);
      if (e === false) return false;
      if (e === UNKNOWN) unknown = true;
    }
    return unknown ? UNKNOWN : true;
  }
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    const e = equal(a[k], b[k], depth + 1);
    if (e === false) return false;
    if (e === UNKNOWN) unknown = true;
  }
  return unknown ? UNKNOWN : true;
}
function keyOf(v) {
  return JSON.stringify(v, (_k, x) => isObj(x) ? objectOf(sortedKeys(x).map((k) => [k, x[k]])) : typeof x === "number" ? `#${numberToString(x)}` : x);
}
function chargeString(host, length2) {
  return length2 <= MAX_STRING && host.charge(Math.ceil(length2 / 64));
}
function built(host, s) {
  return chargeString(host, s.length) ? s : UNKNOWN;
}
const segmenter = typeof Intl !== "undefined" && typeof Intl.Segmenter === "function" ? new Intl.Segmenter(void 0, { granularity: "grapheme" }) : void 0;
const printable = (c) => c >= 32 && c <= 126;
function* graphemes(s) {
  if (!segmenter) {
    for (const c of s) yield c;
    return;
  }
  const n = s.length;
  let start = 0;
  while (start < n) {
    let end = Math.min(n, start + 256);
    while (end < n && end - start < 4096 && !(printable(s.charCodeAt(end - 1)) && printable(s.charCodeAt(end)))) end++;
    if (end < n && s.charCodeAt(end - 1) >= 55296 && s.charCodeAt(end - 1) <= 56319) end++;
    if (end === n || printable(s.charCodeAt(end - 1)) && printable(s.charCodeAt(end))) {
      for (const g of segmenter.segment(s.slice(start, end))) yield g.segment;
      start = end;
      continue;
    }
    let last = "";
    let lastAt = 0;
    for (const g of segmenter.segment(s.slice(start, end))) {
      if (g.index > 0) yield last;
      last = g.segment;
      lastAt = g.index;
    }
    if (lastAt === 0) {
      yield last;
      start = end;
    } else start += lastAt;
  }
}
function graphemeCount(s) {
  if (/^[\x20-\x7e]*$/.test(s)) return s.length;
  let n = 0;
  for (const _ of graphemes(s)) n++;
  return n;
}
const utf8 = (s) => new TextEncoder().encode(s);
function fromUtf8(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return void 0;
  }
}
const unary = (f) => ([a]) => {
  const n = num(a, "num");
  return bad(n) ? n : f(n);
};
function minmax(which) {
  return (args) => {
    if (args.length === 0) return new FnError("must provide at least one number");
    let best;
    let unknown = false;
    for (const a of args) {
      const n = num(a, "numbers");
      if (n instanceof FnError) return n;
      if (n === UNKNOWN) unknown = true;
      else if (best === void 0 || (which === "min" ? n < best : n > best)) best = n;
    }
    return unknown ? UNKNOWN : best;
  };
}
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const parseint = ([a, b]) => {
  const base = int(b, "base");
  if (bad(base)) return base;
  if (a === null) return new FnError('Invalid value for "number" parameter: argument must not be null.');
  if (typeof a === "number" || typeof a === "boolean") return new FnError(`Invalid value for "number" parameter: first argument must be a string, not ${typeName(a)}.`);
  const s = str(a, "number");
  if (bad(s)) return s;
  if (base < 2 || base > 62) return new FnError(`base must be a whole number between 2 and 62 inclusive`);
  const m = /^([+-]?)(.+)$/s.exec(s);
  let value = 0n;
  let ok = m !== null;
  const digits = m ? m[2].replace(/^0+/, "") : "";
  if (m && digits.length > 2100) {
    for (const c of digits) {
      let d = DIGITS.indexOf(c);
      if (base <= 36 && d >= 36) d -= 26;
      if (d < 0 || d >= base) return new FnError(`cannot parse ${show(s)} as a base ${base} integer`);
    }
    return m[1] === "-" ? -Infinity : Infinity;
  }
  if (m) {
    for (const c of m[2]) {
      let d = DIGITS.indexOf(c);
      if (base <= 36 && d >= 36) d -= 26;
      if (d < 0 || d >= base) {
        ok = false;
        break;
      }
      value = value * BigInt(base) + BigInt(d);
    }
  }
  if (!ok) return new FnError(`cannot parse ${show(s)} as a base ${base} integer`);
  const n = Number(value);
  return m[1] === "-" ? -n : n;
};
const stringFn = (f) => ([a], host) => {
  const s = str(a, "str");
  return bad(s) ? s : f(s, host);
};
const SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const TRIM_SPACE = new RegExp(`^[${SPACE}]+|[${SPACE}]+$`, "g");
function title(s) {
  let out = "";
  let prevSep = true;
  for (const c of s) {
    const upper = prevSep ? c.toUpperCase() : c;
    out += Array.from(upper).length === 1 ? upper : c;
    const cp = c.codePointAt(0);
    if (cp < 128) prevSep = !/[A-Za-z0-9_]/.test(c);
    else prevSep = /[\p{L}\p{N}]/u.test(c) ? false : /\s/u.test(c);
  }
  return out;
}
function caseMap(s, upper) {
  const simple = upper ? s.toUpperCase() : s.toLowerCase();
  if (simple.length === s.length && !/[\ud800-\udfff]/.test(s)) return simple;
  let out = "";
  for (const c of s) {
    const m = upper ? c.toUpperCase() : c.toLowerCase();
    out += Array.from(m).length === 1 ? m : c;
  }
  return out;
}
function trimSet(s, cutset, left, right) {
  const cut = new Set(cutset);
  const chars = Array.from(s);
  let i = 0, j = chars.length;
  if (left) while (i < j && cut.has(chars[i])) i++;
  if (right) while (j > i && cut.has(chars[j - 1])) j--;
  return chars.slice(i, j).join("");
}
const substr = ([a, o, l], host) => {
  const s = str(a, "str");
  const offset = int(o, "offset");
  const length2 = int(l, "length");
  if (s instanceof FnError) return s;
  if (bad(offset)) return offset;
  if (bad(length2)) return length2;
  if (s === UNKNOWN) return UNKNOWN;
  const gs = Array.from(graphemes(s));
  let start = offset;
  if (start < 0) start = Math.max(0, start + gs.length);
  if (start >= gs.length) return "";
  let end = length2 < 0 ? gs.length : start + length2;
  if (end > gs.length) end = gs.length;
  return built(host, gs.slice(start, end).join(""));
};
const join = (args, host) => {
  if (args.length < 2) return new FnError("at least one list is required");
  const sep = str(args[0], "separator");
  if (sep instanceof FnError) return sep;
  const parts = [];
  let unknown = sep === UNKNOWN;
  let length2 = 0;
  for (let i = 1; i < args.length; i++) {
    const l = list(args[i], "lists");
    if (l instanceof FnError) return l;
    if (l === UNKNOWN) {
      unknown = true;
      continue;
    }
    for (const x of l) {
      if (x === null) return new FnError(`element ${parts.length} is null; cannot concatenate null values`);
      const s = str(x, "lists");
      if (s instanceof FnError) return s;
      if (s === UNKNOWN) unknown = true;
      else if (!unknown) {
        length2 += s.length;
        parts.push(s);
      }
    }
  }
  if (unknown) return UNKNOWN;
  if (!chargeString(host, length2 + (parts.length > 0 ? (parts.length - 1) * sep.length : 0))) return UNKNOWN;
  return parts.join(sep);
};
const split = ([a, b], host) => {
  const sep = str(a, "separator");
  const s = str(b, "str");
  if (bad(sep)) return sep;
  if (bad(s)) return s;
  if (!host.charge(sep === "" ? s.length : occurrences(s, sep) + 1)) return UNKNOWN;
  return sep === "" ? Array.from(s) : s.split(sep);
};
function occurrences(s, sub) {
  let n = 0;
  for (let i = s.indexOf(sub); i >= 0; i = s.indexOf(sub, i + sub.length)) n++;
  return n;
}
function expand(template, groups) {
  return template.replace(/\$(\$|\{([A-Za-z0-9_]+)\}|([A-Za-z0-9_]+))/g, (_m, all, braced, bare) => {
    if (all === "$") return "$";
    const name = braced ?? bare;
    const g = /^[0-9]+$/.test(name) ? groups(Number(name)) : groups(name);
    return g ?? "";
  });
}
function compileRegex(pattern) {
  try {
    return compileRe2(pattern);
  } catch (e) {
    return new FnError(`invalid regexp pattern: ${e instanceof Error ? show(e.message, 200) : "error"}`);
  }
}
const replace = ([a, b, c], host) => {
  const s = str(a, "str");
  const sub = str(b, "substr");
  const rep = str(c, "replace");
  if (bad(s)) return s;
  if (bad(sub)) return sub;
  if (bad(rep)) return rep;
  if (sub.length > 1 && sub.startsWith("/") && sub.endsWith("/")) {
    const re = compileRegex(sub.slice(1, -1));
    if (re instanceof FnError) return re;
    const m = re.matcher(s);
    const names = re.namedGroups();
    const parts = [];
    let length2 = 0;
    let last = 0;
    let prevEnd = -1;
    while (m.find()) {
      const start = m.start(), end = m.end();
      if (start === end && start === prevEnd) continue;
      prevEnd = end;
      const piece = expand(rep, (g) => {
        const i = typeof g === "number" ? g : names[g];
        if (i === void 0 || i > re.groupCount()) return void 0;
        return m.group(i) ?? "";
      });
      length2 += start - last + piece.length;
      if (length2 > MAX_STRING || !host.charge(1 + Math.ceil((start - last + piece.length) / 64))) return UNKNOWN;
      parts.push(s.slice(last, start), piece);
      last = end;
    }
    length2 += s.length - last;
    if (length2 > MAX_STRING || !chargeString(host, s.length - last)) return UNKNOWN;
    parts.push(s.slice(last));
    return parts.join("");
  }
  if (sub === "") {
    const chars = Array.from(s);
    if (!chargeString(host, s.length + (chars.length + 1) * rep.length)) return UNKNOWN;
    return rep + chars.map((c2) => c2 + rep).join("");
  }
  const count = occurrences(s, sub);
  if (!chargeString(host, s.length + count * (rep.length - sub.length))) return UNKNOWN;
  return s.split(sub).join(rep);
};
function regexFn(all) {
  return ([p, a], host) => {
    const pattern = str(p, "pattern");
    if (pattern instanceof FnError) return pattern;
    let re;
    if (pattern !== UNKNOWN) {
      const r = compileRegex(pattern);
      if (r instanceof FnError) return r;
      re = r;
    }
    const s = str(a, "string");
    if (s instanceof FnError) return s;
    if (s === UNKNOWN || re === void 0) return UNKNOWN;
    const names = re.namedGroups();
    const named = Object.keys(names);
    const groups = re.groupCount();
    if (named.length > 0 && named.length < groups) return new FnError("invalid regexp pattern: cannot mix both named and unnamed capture groups");
    const m = re.matcher(s);
    const one2 = () => {
      if (groups === 0) return m.group(0) ?? "";
      if (named.length > 0) return objectOf(named.map((n) => [n, m.group(names[n]) ?? null]));
      const out2 = [];
      for (let i = 1; i <= groups; i++) out2.push(m.group(i) ?? null);
      return out2;
    };
    if (!all) {
      if (!m.find()) return new FnError("pattern did not match any part of the given string");
      if (!host.charge(groups + 1) || !chargeString(host, m.end() - m.start())) return UNKNOWN;
      return one2();
    }
    const out = [];
    let prevEnd = -1;
    while (m.find()) {
      if (m.start() === m.end() && m.start() === prevEnd) continue;
      prevEnd = m.end();
      if (!host.charge(groups + 1) || !chargeString(host, m.end() - m.start())) return UNKNOWN;
      out.push(one2());
    }
    return out;
  };
}
function exactDecimal(x) {
  x = Math.abs(x);
  if (x === 0) return { digits: "", point: 0 };
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const hi = buf.getUint32(0), lo = buf.getUint32(4);
  const biased = hi >>> 20 & 2047;
  let mant = BigInt(hi & 1048575) << 32n | BigInt(lo);
  let exp;
  if (biased === 0) exp = -1074;
  else {
    mant |= 1n << 52n;
    exp = biased - 1075;
  }
  let text;
  let scale;
  if (exp >= 0) {
    text = (mant << BigInt(exp)).toString();
    scale = 0;
  } else {
    text = (mant * 5n ** BigInt(-exp)).toString();
    scale = -exp;
  }
  return trimDecimal(text, text.length - scale);
}
function trimDecimal(digits, point) {
  let i = 0;
  while (i < digits.length && digits[i] === "0") i++;
  let j = digits.length;
  while (j > i && digits[j - 1] === "0") j--;
  return j === i ? { digits: "", point: 0 } : { digits: digits.slice(i, j), point: point - i };
}
function shortestDecimal(x) {
  x = Math.abs(x);
  if (x === 0) return { digits: "", point: 0 };
  const [m, e] = x.toExponential().split("e");
  return trimDecimal(m.replace(".", ""), Number(e) + 1);
}
function roundDecimal(d, n) {
  if (n < 0) return { digits: "", point: 0 };
  if (d.digits.length <= n) return d;
  const next = d.digits.charCodeAt(n) - 48;
  const rest = d.digits.length > n + 1;
  const prevOdd = n > 0 && (d.digits.charCodeAt(n - 1) - 48) % 2 === 1;
  const up = next > 5 || next === 5 && (rest || prevOdd);
  let kept = d.digits.slice(0, n);
  if (!up) return trimDecimal(kept, d.point);
  let i = kept.length - 1;
  const chars = kept.split("");
  while (i >= 0 && chars[i] === "9") chars[i--] = "0";
  if (i < 0) return trimDecimal("1" + chars.join(""), d.point + 1);
  chars[i] = String.fromCharCode(chars[i].charCodeAt(0) + 1);
  kept = chars.join("");
  return trimDecimal(kept, d.point);
}
const digitAt = (d, i) => i >= 0 && i < d.digits.length ? d.digits[i] : "0";
function fmtE(d, prec, upper) {
  let s = digitAt(d, 0);
  if (prec > 0) {
    s += ".";
    for (let i = 1; i <= prec; i++) s += digitAt(d, i);
  }
  const exp = d.digits === "" ? 0 : d.point - 1;
  const a = Math.abs(exp);
  return s + (upper ? "E" : "e") + (exp < 0 ? "-" : "+") + (a < 10 ? "0" : "") + String(a);
}
function fmtF(d, prec) {
  let s = "";
  if (d.point > 0) for (let i = 0; i < d.point; i++) s += digitAt(d, i);
  else s = "0";
  if (prec > 0) {
    s += ".";
    for (let i = 0; i < prec; i++) s += digitAt(d, d.point + i);
  }
  return s;
}
function formatFloat(x, verb, prec) {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? "NaN" : x > 0 ? "+Inf" : "-Inf";
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  const shortest = prec < 0;
  let d;
  switch (verb) {
    case "e":
    case "E":
      d = shortest ? shortestDecimal(x) : roundDecimal(exactDecimal(x), prec + 1);
      return sign + fmtE(d, shortest ? Math.max(d.digits.length - 1, 0) : prec, verb === "E");
    case "f":
    case "F":
      if (shortest) {
        d = shortestDecimal(x);
        return sign + fmtF(d, Math.max(d.digits.length - d.point, 0));
      }
      d = exactDecimal(x);
      d = roundDecimal(d, d.point + prec);
      return sign + fmtF(d, prec);
    default: {
      let p = prec;
      if (shortest) {
        d = shortestDecimal(x);
        p = d.digits.length;
      } else {
        if (p === 0) p = 1;
        d = roundDecimal(exactDecimal(x), p);
      }
      const nd = Math.max(d.digits.length, 1);
      let eprec = p;
      if (eprec > nd && nd >= d.point) eprec = nd;
      if (shortest) eprec = 6;
      const exp = d.digits === "" ? 0 : d.point - 1;
      if (exp < -4 || exp >= eprec) {
        if (p > nd) p = nd;
        return sign + fmtE(d, p - 1, verb === "G");
      }
      if (p > d.point) p = nd;
      return sign + fmtF(d, Math.max(p - d.point, 0));
    }
  }
}
function padWidth(v, s) {
  if (v.width < 0) return s;
  const n = graphemeCount(s);
  if (n >= v.width) return s;
  const pad = (v.zero ? "0" : " ").repeat(v.width - n);
  return v.minus ? s + pad : pad + s;
}
function formatInteger(v, n) {
  let big = BigInt(n);
  const neg = big < 0n;
  if (neg) big = -big;
  const base = { b: 2, d: 10, o: 8, x: 16, X: 16 }[v.mode];
  let digits = big.toString(base);
  if (v.mode === "X") digits = digits.toUpperCase();
  const sign = neg ? "-" : v.plus ? "+" : v.space ? " " : "";
  const prefix = v.sharp ? { b: "0b", o: "0", x: "0x", X: "0X" }[v.mode] ?? "" : "";
  let zeros = 0, left = 0, right = 0;
  if (v.prec >= 0) {
    if (digits.length < v.prec) zeros = v.prec - digits.length;
    else if (digits === "0" && v.prec === 0) return "";
  }
  const length2 = sign.length + prefix.length + zeros + digits.length;
  if (v.width >= 0 && length2 < v.width) {
    const d = v.width - length2;
    if (v.minus) right = d;
    else if (v.zero && v.prec < 0) zeros = d;
    else left = d;
  }
  return " ".repeat(left) + sign + prefix + "0".repeat(zeros) + digits + " ".repeat(right);
}
function formatOne(v, arg) {
  const at = `${show(v.raw)} at ${v.offset}`;
  if (v.mode !== "v" && arg === null) return new FnError(`unsupported value for ${at}: null value cannot be formatted`);
  switch (v.mode) {
    case "v": {
      if (!v.sharp && typeof arg === "string") return padWidth(v, arg);
      if (!v.sharp && typeof arg === "number") return padWidth(v, formatFloat(arg, "g", -1));
      const j = jsonText(arg);
      return j === UNKNOWN ? new FnError(`unsupported value for ${at}`) : padWidth(v, j);
    }
    case "t": {
      const b = bool(arg, "args");
      if (b instanceof FnError || b === UNKNOWN) return new FnError(`unsupported value for ${at}: bool required`);
      return b ? "true" : "false";
    }
    case "b":
    case "d":
    case "o":
    case "x":
    case "X":
    case "e":
    case "E":
    case "f":
    case "g":
    case "G": {
      const n = typeof arg === "number" ? arg : typeof arg === "string" ? parseNumber(arg) : void 0;
      if (n === void 0) return new FnError(`unsupported value for ${at}: a number is required`);
      if ("bdoxX".includes(v.mode)) {
        if (!Number.isInteger(n)) return new FnError(`unsupported value for ${at}: an integer is required`);
        return formatInteger(v, n);
      }
      let body = formatFloat(n, v.mode, v.prec < 0 ? v.mode === "g" || v.mode === "G" ? -1 : 6 : v.prec);
      let sign = "";
      if (body.startsWith("-")) sign = "-", body = body.slice(1);
      else if (body.startsWith("+")) sign = v.space ? " " : "+", body = body.slice(1);
      else if (v.plus) sign = "+";
      else if (v.space) sign = " ";
      const pad = v.width > sign.length + body.length ? v.width - sign.length - body.length : 0;
      if (v.zero && Number.isFinite(n)) return sign + "0".repeat(pad) + body;
      if (v.minus) return sign + body + " ".repeat(pad);
      return " ".repeat(pad) + sign + body;
    }
    case "s":
    case "q": {
      let s = toStringValue(arg);
      if (s === void 0) return new FnError(`unsupported value for ${at}: string required`);
      if (v.prec > 0) {
        let out = "";
        let i = 0;
        for (const g of graphemes(s)) {
          if (i++ >= v.prec) break;
          out += g;
        }
        s = out;
      }
      return padWidth(v, v.mode === "s" ? s : jsonString(s));
    }
    default:
      return new FnError(`unsupported format verb ${show(v.mode)} in ${show(v.raw)} at offset ${v.offset}`);
  }
}
function formatText(f, args, host) {
  const out = [];
  let length2 = 0;
  let nextArg = 1;
  let highest = 0;
  let i = 0;
  const add = (s) => {
    length2 += s.length;
    if (length2 > MAX_STRING || !host.charge(Math.ceil(s.length / 64))) return false;
    out.push(s);
    return true;
  };
  const digitsAt = () => {
    if (!(f[i] >= "1" && f[i] <= "9")) return void 0;
    let n = 0;
    while (i < f.length && f[i] >= "0" && f[i] <= "9") {
      n = n * 10 + (f.charCodeAt(i) - 48);
      if (n > MAX_STRING) n = MAX_STRING + 1;
      i++;
    }
    return n;
  };
  while (i < f.length) {
    const pct = f.indexOf("%", i);
    if (pct < 0) {
      if (!add(f.slice(i))) return UNKNOWN;
      break;
    }
    if (pct > i && !add(f.slice(i, pct))) return UNKNOWN;
    i = pct + 1;
    if (i >= f.length) return new FnError(`invalid format string starting at offset ${f.length}`);
    if (f[i] === "%") {
      if (!add("%")) return UNKNOWN;
      i++;
      continue;
    }
    const v = { raw: "", offset: pct, arg: nextArg, mode: "", zero: false, sharp: false, plus: false, minus: false, space: false, width: -1, prec: -1 };
    for (; i < f.length && "0#-+ ".includes(f[i]); i++) {
      const c = f[i];
      if (c === "0") v.zero = true;
      else if (c === "#") v.sharp = true;
      else if (c === "-") v.minus = true;
      else if (c === "+") v.plus = true;
      else v.space = true;
    }
    const w = digitsAt();
    if (w !== void 0) v.width = w;
    if (f[i] === ".") {
      i++;
      let p = 0;
      while (i < f.length && f[i] >= "0" && f[i] <= "9") {
        p = Math.min(p * 10 + (f.charCodeAt(i) - 48), MAX_STRING + 1);
        i++;
      }
      v.prec = p;
    }
    if (f[i] === "[") {
      i++;
      const n = digitsAt();
      if (n === void 0 || f[i] !== "]") return i >= f.length ? new FnError(`invalid format string starting at offset ${i}`) : new FnError(`unrecognized format character ${show(String.fromCodePoint(f.codePointAt(i)))} at offset ${i}`);
      v.arg = n;
      i++;
    }
    if (i >= f.length) return new FnError(`invalid format string starting at offset ${i}`);
    if (!/[A-Za-z]/.test(f[i])) return new FnError(`unrecognized format character ${show(String.fromCodePoint(f.codePointAt(i)))} at offset ${i}`);
    v.mode = f[i];
    i++;
    v.raw = f.slice(pct, i);
    if (v.arg > highest) highest = v.arg;
    if (v.arg - 1 >= args.length) return new FnError(`not enough arguments for ${show(v.raw)} at ${v.offset}: need index ${v.arg} but have ${args.length} total`);
    if (Math.max(v.width, v.prec) > MAX_STRING || !host.charge(Math.ceil(Math.max(v.width, v.prec, 0) / 64))) return UNKNOWN;
    const s = formatOne(v, args[v.arg - 1]);
    if (s instanceof FnError) return s;
    if (!add(s)) return UNKNOWN;
    nextArg = v.arg + 1;
  }
  if (highest < args.length) {
    if (highest === 0) return new FnError("too many arguments; no verbs in format string");
    return new FnError(`too many arguments; only ${highest} used by format string`);
  }
  return out.join("");
}
const format = (args, host) => {
  if (args.length === 0) return new FnError("Not enough function arguments.");
  const f = str(args[0], "format");
  if (f instanceof FnError) return f;
  const rest = args.slice(1);
  if (f === UNKNOWN || rest.some(hasUnknown)) return UNKNOWN;
  return formatText(f, rest, host);
};
const formatlist = (args, host) => {
  if (args.length === 0) return new FnError("Not enough function arguments.");
  const f = str(args[0], "format");
  if (f instanceof FnError) return f;
  const rest = args.slice(1);
  if (rest.length === 0) {
    if (f === UNKNOWN) return UNKNOWN;
    const s = formatText(f, [], host);
    return s instanceof FnError || s === UNKNOWN ? s : [s];
  }
  let n = -1;
  let chooser = -1;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (opaque(a)) return UNKNOWN;
    if (Array.isArray(a)) {
      if (unknownSize(a)) return UNKNOWN;
      if (n === -1) n = a.length, chooser = i;
      else if (a.length !== n) return new FnError(`argument ${i + 1} has length ${a.length}, which is inconsistent with argument ${chooser + 1} of length ${n}`);
    }
  }
  if (f === UNKNOWN) return UNKNOWN;
  if (n === 0) return [];
  if (n === -1) n = 1;
  if (!host.charge(n)) return UNKNOWN;
  const out = [];
  for (let k = 0; k < n; k++) {
    const these = rest.map((a) => Array.isArray(a) ? a[k] : a);
    if (these.some(hasUnknown)) {
      out.push(UNKNOWN);
      continue;
    }
    const s = formatText(f, these, host);
    if (s instanceof FnError) return new FnError(`error on format iteration ${k}: ${s.message}`);
    if (s === UNKNOWN) return UNKNOWN;
    out.push(s);
  }
  return out;
};
function jsonString(s) {
  let out = '"';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let esc;
    if (c === 34) esc = '\\"';
    else if (c === 92) esc = "\\\\";
    else if (c < 32) esc = c === 10 ? "\\n" : c === 13 ? "\\r" : c === 9 ? "\\t" : "\\u00" + (c < 16 ? "0" : "") + c.toString(16);
    else if (c === 60 || c === 62 || c === 38 || c === 8232 || c === 8233) esc = "\\u" + c.toString(16).padStart(4, "0");
    else if (c >= 55296 && c <= 57343) {
      const pair = c <= 56319 && i + 1 < s.length && (s.charCodeAt(i + 1) & 64512) === 56320;
      if (pair) {
        i++;
        continue;
      }
      esc = "\uFFFD";
    }
    if (esc !== void 0) {
      out += s.slice(from, i) + esc;
      from = i + 1;
    }
  }
  return out + s.slice(from) + '"';
}
function jsonText(v, host) {
  const parts = [];
  let length2 = 0;
  const put = (s) => {
    length2 += s.length;
    if (length2 > MAX_STRING || host && !host.charge(1 + Math.ceil(s.length / 64))) return false;
    parts.push(s);
    return true;
  };
  const walk = (x, depth) => {
    if (opaque(x) || depth > 1e3) return false;
    if (x === null) return put("null");
    if (typeof x === "string") return put(jsonString(x));
    if (typeof x === "number") return Number.isFinite(x) ? put(numberToString(x)) : false;
    if (typeof x === "boolean") return put(x ? "true" : "false");
    if (Array.isArray(x)) {
      if (!put("[")) return false;
      for (let i = 0; i < x.length; i++) if (i > 0 && !put(",") || !walk(x[i], depth + 1)) return false;
      return put("]");
    }
    if (!put("{")) return false;
    const keys2 = sortedKeys(x);
    for (let i = 0; i < keys2.length; i++) if (i > 0 && !put(",") || !put(jsonString(keys2[i]) + ":") || !walk(x[keys2[i]], depth + 1)) return false;
    return put("}");
  };
  return walk(v, 0) ? parts.join("") : UNKNOWN;
}
function fromData(data, host) {
  let refused = false;
  let cycle = false;
  const inside = /* @__PURE__ */ new Set();
  const walk = (x, depth) => {
    if (typeof x === "object" && x !== null && inside.has(x)) return cycle = true, UNKNOWN;
    if (refused || cycle || depth > 1e3 || !host.charge(1)) return refused = true, UNKNOWN;
    if (typeof x === "object" && x !== null && !(x instanceof Date)) {
      inside.add(x);
      const out2 = walkObject(x, depth);
      inside.delete(x);
      return out2;
    }
    if (x === null || x === void 0) return null;
    if (typeof x === "string") return chargeString(host, x.length) ? x : (refused = true, UNKNOWN);
    if (typeof x === "number" || typeof x === "boolean") return x;
    if (typeof x === "bigint") return Number(x);
    if (x instanceof Date) return x.toISOString();
    return String(x);
  };
  const walkObject = (x, depth) => {
    if (Array.isArray(x)) return x.map((y) => walk(y, depth + 1));
    if (x instanceof Map) return objectOf(Array.from(x.entries(), ([k, y]) => [String(k), walk(y, depth + 1)]));
    if (x instanceof Set) return Array.from(x, (y) => walk(y, depth + 1));
    return objectOf(Object.keys(x).map((k) => [k, walk(x[k], depth + 1)]));
  };
  const out = walk(data, 0);
  if (cycle) return new FnError("the value refers to itself (a recursive alias)");
  return refused ? UNKNOWN : out;
}
const jsondecode = ([a], host) => {
  const s = str(a, "str");
  if (bad(s)) return s;
  if (!chargeString(host, s.length)) return UNKNOWN;
  let data;
  try {
    data = JSON.parse(s);
  } catch (e) {
    if (e instanceof RangeError) return UNKNOWN;
    return new FnError(`Invalid value for "str" parameter: ${e instanceof Error ? show(e.message, 120) : "invalid JSON"}.`);
  }
  return fromData(data, host);
};
const yamldecode = ([a], host) => {
  const s = str(a, "src");
  if (bad(s)) return s;
  if (!chargeString(host, s.length)) return UNKNOWN;
  try {
    const doc = parseDocument(s, { uniqueKeys: true, merge: true, version: "1.1" });
    if (doc.errors.length > 0) return new FnError(`on line ${doc.errors[0].linePos?.[0]?.line ?? 1}: ${show(doc.errors[0].message, 200)}`);
    return fromData(doc.toJS({ maxAliasCount: 100 }), host);
  } catch (e) {
    if (e instanceof RangeError) return UNKNOWN;
    return new FnError(`Invalid value for "src" parameter: ${e instanceof Error ? show(e.message, 200) : "invalid YAML"}.`);
  }
};
function yamlQuote(s) {
  const named = { 0: "0", 7: "a", 8: "b", 9: "t", 10: "n", 11: "v", 12: "f", 13: "r", 27: "e", 34: '"', 92: "\\", 133: "N", 160: "_", 8232: "L", 8233: "P" };
  let out = '"';
  for (const c of s) {
    const cp = c.codePointAt(0);
    const n = named[cp];
    if (n !== void 0) out += "\\" + n;
    else if (cp < 32 || cp >= 127 && cp < 160 || cp === 65279 || cp >= 55296 && cp <= 57343) out += cp <= 255 ? "\\x" + cp.toString(16).toUpperCase().padStart(2, "0") : "\\u" + cp.toString(16).toUpperCase().padStart(4, "0");
    else out += c;
  }
  return out + '"';
}
function yamlText(v, host) {
  if (hasUnknown(v)) return UNKNOWN;
  const lines = [];
  let length2 = 0;
  let refused = false;
  const put = (s) => {
    length2 += s.length + 1;
    if (length2 > MAX_STRING || !host.charge(1 + Math.ceil(s.length / 64))) refused = true;
    else lines.push(s);
  };
  const scalar = (x) => {
    if (x === null) return "null";
    if (typeof x === "number") return Number.isFinite(x) ? numberToString(x) : x > 0 ? "+Inf" : "-Inf";
    if (typeof x === "boolean") return x ? "true" : "false";
    return yamlQuote(x);
  };
  const walk = (x, indent, depth) => {
    if (refused || depth > 1e3) return void (refused = true);
    if (Array.isArray(x)) {
      if (x.length === 0) return void put(indent + "[]");
      for (const y of x) {
        if (Array.isArray(y) && y.length > 0 || isObj(y) && Object.keys(y).length > 0) {
          const start = lines.length;
          walk(y, indent + "  ", depth + 1);
          if (lines[start] !== void 0) lines[start] = indent + "- " + lines[start].slice(indent.length + 2);
        } else put(indent + "- " + (Array.isArray(y) ? "[]" : isObj(y) ? "{}" : scalar(y)));
      }
      return;
    }
    if (isObj(x)) {
      const keys2 = sortedKeys(x);
      if (keys2.length === 0) return void put(indent + "{}");
      for (const k of keys2) {
        const y = x[k];
        if (Array.isArray(y) && y.length > 0 || isObj(y) && Object.keys(y).length > 0) {
          put(indent + scalar(k) + ":");
          walk(y, Array.isArray(y) ? indent : indent + "  ", depth + 1);
        } else put(indent + scalar(k) + ": " + (Array.isArray(y) ? "[]" : isObj(y) ? "{}" : scalar(y)));
      }
      return;
    }
    put(indent + scalar(x));
  };
  walk(v, "", 0);
  if (refused) return UNKNOWN;
  const plain = v === null || typeof v === "number" || typeof v === "boolean";
  return lines.join("\n") + (plain ? "\n...\n" : "\n");
}
function parseCsv(s) {
  const rows = [];
  let i = 0;
  let line = 1;
  while (i < s.length) {
    if (s[i] === "\n" || s[i] === "\r" && s[i + 1] === "\n") {
      i += s[i] === "\r" ? 2 : 1;
      line++;
      continue;
    }
    const row = [];
    for (; ; ) {
      let field = "";
      if (s[i] === '"') {
        i++;
        for (; ; ) {
          if (i >= s.length) return new FnError(`parse error on line ${line}: extraneous or missing " in quoted-field`);
          if (s[i] === '"') {
            if (s[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (s[i] === "\n") line++;
          if (s[i] === "\r" && s[i + 1] === "\n") {
            i++;
            continue;
          }
          field += s[i++];
        }
        if (i < s.length && s[i] !== "," && s[i] !== "\n" && !(s[i] === "\r" && s[i + 1] === "\n") && !(s[i] === "\r" && i + 1 === s.length)) return new FnError(`parse error on line ${line}: extraneous or missing " in quoted-field`);
      } else {
        const start = i;
        while (i < s.length && s[i] !== "," && s[i] !== "\n" && !(s[i] === "\r" && (s[i + 1] === "\n" || i + 1 === s.length))) i++;
        field = s.slice(start, i);
        if (field.includes('"')) return new FnError(`parse error on line ${line}: bare " in non-quoted-field`);
      }
      row.push(field);
      if (s[i] === ",") {
        i++;
        continue;
      }
      if (s[i] === "\r") i++;
      if (s[i] === "\n") i++;
      line++;
      break;
    }
    rows.push(row);
  }
  return rows;
}
const csvdecode = ([a], host) => {
  const s = str(a, "str");
  if (bad(s)) return s;
  if (!chargeString(host, s.length)) return UNKNOWN;
  const rows = parseCsv(s);
  if (rows instanceof FnError) return rows;
  if (rows.length === 0) return new FnError("missing header line");
  const header = rows[0];
  const out = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r];
    if (row.length !== header.length) return new FnError(`record on line ${r + 1}: wrong number of fields`);
    if (!host.charge(row.length + 1)) return UNKNOWN;
    out.push(objectOf(header.map((h, i) => [h, row[i]])));
  }
  return out;
};
const length = ([a]) => {
  const v = a;
  if (opaque(v)) return UNKNOWN;
  if (typeof v === "string") return graphemeCount(v);
  if (Array.isArray(v)) return unknownSize(v) ? UNKNOWN : v.length;
  if (isObj(v)) return Object.keys(v).length;
  if (v === null) return new FnError(`Invalid value for "value" parameter: argument must not be null.`);
  return new FnError(`Invalid value for "value" parameter: argument must be a string, a collection type, or a structural type.`);
};
function allAny(all) {
  return ([a]) => {
    const l = list(a, "list");
    if (bad(l)) return l;
    let unknown = false;
    for (const x of l) {
      if (x === null) {
        if (all) return false;
        continue;
      }
      const b = bool(x, "list");
      if (b instanceof FnError) return b;
      if (b === UNKNOWN) unknown = true;
      else if (b !== all) return !all;
    }
    return unknown ? UNKNOWN : all;
  };
}
const chunklist = ([a, b], host) => {
  const l = list(a, "list");
  const size = int(b, "size");
  if (l instanceof FnError) return l;
  if (bad(size)) return size;
  if (size < 0) return new FnError("the size argument must be positive");
  if (l === UNKNOWN) return UNKNOWN;
  if (size === 0 || l.length === 0) {
    if (!host.charge(1 + l.length)) return UNKNOWN;
    return l.length === 0 ? [] : [Array.from(l)];
  }
  if (!host.charge(l.length + Math.ceil(l.length / size))) return UNKNOWN;
  const out = [];
  for (let i = 0; i < l.length; i += size) out.push(l.slice(i, i + size));
  return out;
};
const coalesce = (args) => {
  if (args.length === 0) return new FnError("at least one argument is required");
  const unified = unify(args);
  if (unified instanceof FnError) return new FnError("all arguments must have the same type");
  for (const a of unified) {
    if (a === UNKNOWN) return UNKNOWN;
    if (a === null || a === "") continue;
    return a;
  }
  return new FnError("no non-null, non-empty-string arguments");
};
const coalescelist = (args) => {
  if (args.length === 0) return new FnError("at least one argument is required");
  for (const a of args) {
    if (a === null) continue;
    const l = list(a, "vals");
    if (l instanceof FnError) return l;
    if (l === UNKNOWN) return UNKNOWN;
    if (l.length > 0) return a;
  }
  return new FnError("no non-null arguments");
};
const compact = ([a], host) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  if (!host.charge(l.length)) return UNKNOWN;
  const out = [];
  for (const x of l) {
    if (x === null || x === "") continue;
    const s = str(x, "list");
    if (s instanceof FnError) return s;
    if (s === UNKNOWN) return UNKNOWN;
    out.push(s);
  }
  return out;
};
const concat = (args, host) => {
  if (args.length === 0) return new FnError("at least one argument is required");
  let total = 0;
  for (const a of args) {
    const l = list(a, "seqs");
    if (bad(l)) return l;
    if (isSet(l)) return new FnError("all arguments must be lists or tuples; got set");
    total += l.length;
  }
  if (!host.charge(total)) return UNKNOWN;
  const out = [];
  for (const a of args) appendAll(out, a);
  return out;
};
const contains = ([a, b]) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  const v = b;
  let unknown = false;
  for (const x of l) {
    const probe = typeof x === "string" && (typeof v === "number" || typeof v === "boolean") ? toStringValue(v) : v;
    const e = equal(x, probe);
    if (e === true) return true;
    if (e === UNKNOWN) unknown = true;
  }
  return unknown ? UNKNOWN : false;
};
const distinct = ([a], host) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  if (l.some(hasUnknown)) return UNKNOWN;
  if (!host.charge(l.length)) return UNKNOWN;
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const x of l) {
    const k = keyOf(x);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(x);
  }
  return out;
};
const element = ([a, b]) => {
  const l = list(a, "list");
  const i = int(b, "index");
  if (l instanceof FnError) return l;
  if (bad(i)) return i;
  if (l === UNKNOWN) return UNKNOWN;
  if (isSet(l)) return new FnError("cannot read elements from set");
  if (l.length === 0) return new FnError("cannot use element function with an empty list");
  let k = i % l.length;
  if (k < 0) k += l.length;
  return l[k];
};
const flatten = ([a], host) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  let size = 0;
  let unknown = false;
  const count = (x, depth) => {
    if (depth > 1e3) return false;
    for (const y of x) {
      if (y === UNKNOWN) unknown = true;
      else if (Array.isArray(y)) {
        if (!count(y, depth + 1)) return false;
      } else size++;
    }
    return true;
  };
  if (!count(l, 0)) return UNKNOWN;
  if (unknown || !host.charge(size)) return UNKNOWN;
  const out = [];
  const walk = (x) => {
    for (const y of x) Array.isArray(y) ? walk(y) : out.push(y);
  };
  walk(l);
  return out;
};
const indexFn = ([a, b]) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  if (isSet(l)) return new FnError("argument must be a list or tuple");
  if (b === UNKNOWN) return UNKNOWN;
  for (let i = 0; i < l.length; i++) {
    const e = equal(l[i], b);
    if (e === UNKNOWN) return UNKNOWN;
    if (e) return i;
  }
  return new FnError("item not found");
};
const keys = ([a], host) => {
  const o = obj(a, "inputMap");
  if (bad(o)) return o;
  const ks = sortedKeys(o);
  return host.charge(ks.length) ? ks : UNKNOWN;
};
const values = ([a], host) => {
  const o = obj(a, "mapping");
  if (bad(o)) return o;
  const ks = sortedKeys(o);
  return host.charge(ks.length) ? ks.map((k) => o[k]) : UNKNOWN;
};
const lookup = (args) => {
  if (args.length < 2) return new FnError("Not enough function arguments.");
  if (args.length > 3) return new FnError("lookup() takes two or three arguments, got " + args.length);
  const o = obj(args[0], "inputMap");
  const k = str(args[1], "key");
  if (o instanceof FnError) return o;
  if (bad(k)) return k;
  if (o === UNKNOWN) return UNKNOWN;
  if (Object.prototype.hasOwnProperty.call(o, k)) return o[k];
  if (args.length === 3) {
    const d = args[2];
    const vs = Object.keys(o).map((key) => o[key]);
    return vs.length > 0 && vs.every((x) => typeof x === "string") && (typeof d === "number" || typeof d === "boolean") ? toStringValue(d) : d;
  }
  return new FnError(`lookup failed to find key ${show(k)}`);
};
const matchkeys = ([v, k, s], host) => {
  const vals = list(v, "values");
  const ks = list(k, "keys");
  const search = list(s, "searchset");
  if (vals instanceof FnError) return vals;
  if (ks instanceof FnError) return ks;
  if (search instanceof FnError) return search;
  if (vals !== UNKNOWN && ks !== UNKNOWN && vals.length !== ks.length) return new FnError("length of keys and values should be equal");
  if (vals === UNKNOWN || ks === UNKNOWN || search === UNKNOWN) return UNKNOWN;
  if (ks.some(hasUnknown) || search.some(hasUnknown)) return UNKNOWN;
  if (!host.charge(ks.length)) return UNKNOWN;
  const wanted = new Set(search.map(keyOf));
  const out = [];
  for (let i = 0; i < ks.length; i++) if (wanted.has(keyOf(ks[i]))) out.push(vals[i]);
  return out;
};
const merge = (args, host) => {
  let total = 0;
  for (const a of args) {
    if (a === null) continue;
    const o = obj(a, "maps");
    if (bad(o)) return o;
    total += Object.keys(o).length;
  }
  if (!host.charge(total)) return UNKNOWN;
  const out = {};
  for (const a of args) if (a !== null) for (const k of Object.keys(a)) setOwn(out, k, a[k]);
  return out;
};
const one = ([a]) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  if (unknownSize(l)) return UNKNOWN;
  if (l.length === 0) return null;
  if (l.length === 1) return l[0];
  return new FnError("must be a list, set, or tuple value with either zero or one elements");
};
const range = (args, host) => {
  if (args.length < 1 || args.length > 3) return new FnError("must have one, two, or three arguments");
  const ns = [];
  for (const a of args) {
    const n = num(a, "params");
    if (bad(n)) return n;
    ns.push(n);
  }
  const [start, end, step] = args.length === 1 ? [0, ns[0], ns[0] < 0 ? -1 : 1] : args.length === 2 ? [ns[0], ns[1], ns[1] < ns[0] ? -1 : 1] : ns;
  if (step === 0) return new FnError("step must not be zero");
  if (step < 0 && end > start) return new FnError("end must be less than start when step is negative");
  if (step > 0 && end < start) return new FnError("end must be greater than start when step is positive");
  const count = Math.ceil((end - start) / step);
  if (!(count <= 1024)) return new FnError("more than 1024 values were generated; either decrease the difference between start and end or use a smaller step");
  if (!host.charge(count)) return UNKNOWN;
  const out = [];
  for (let i = 0; i < count; i++) out.push(start + i * step);
  return out;
};
const reverse = ([a], host) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  if (isSet(l)) return new FnError("can only reverse list or tuple values, not set");
  return host.charge(l.length) ? Array.from(l).reverse() : UNKNOWN;
};
const slice = ([a, b, c], host) => {
  const l = list(a, "list");
  const s = int(b, "start_index");
  const e = int(c, "end_index");
  if (l instanceof FnError) return l;
  if (bad(s)) return s;
  if (bad(e)) return e;
  if (s < 0) return new FnError("the starting index must be greater than or equal to 0");
  if (e < s) return new FnError("the ending index must be greater than or equal to the starting index");
  if (l === UNKNOWN) return UNKNOWN;
  if (isSet(l)) return new FnError("cannot slice a set, because its elements do not have indices; explicitly convert to a list if needed");
  if (e > l.length) return new FnError("the ending index must be less than or equal to the length of the list");
  return host.charge(e - s) ? l.slice(s, e) : UNKNOWN;
};
const sort = ([a], host) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  if (!host.charge(l.length)) return UNKNOWN;
  const out = [];
  for (const x of l) {
    if (x === null) return new FnError("given list element " + out.length + " is null; a null value cannot be sorted");
    const s = str(x, "list");
    if (s instanceof FnError) return s;
    if (s === UNKNOWN) {
      return Array.from(l, () => UNKNOWN);
    }
    out.push(s);
  }
  return out.sort(compareStrings);
};
const sum = ([a]) => {
  const l = list(a, "list");
  if (bad(l)) return l;
  if (l.length === 0) return new FnError("cannot sum an empty list");
  let total = 0;
  let unknown = false;
  for (const x of l) {
    if (x === null) return new FnError("argument must be list, set, or tuple of number values");
    const n = num(x, "list");
    if (n instanceof FnError) return new FnError("argument must be list, set, or tuple of number values");
    if (n === UNKNOWN) unknown = true;
    else total += n;
  }
  return unknown ? UNKNOWN : total;
};
const transpose = ([a], host) => {
  const o = obj(a, "values");
  if (bad(o)) return o;
  let total = 0;
  for (const k of Object.keys(o)) total += Array.isArray(o[k]) ? 2 * o[k].length : 0;
  if (!host.charge(total)) return UNKNOWN;
  const out = /* @__PURE__ */ new Map();
  for (const k of sortedKeys(o)) {
    const l = list(o[k], "values");
    if (l instanceof FnError) return new FnError("input must be a map of lists of strings");
    if (l === UNKNOWN) return UNKNOWN;
    for (const x of l) {
      if (x === null) return new FnError("input must be a map of lists of strings");
      const s = str(x, "values");
      if (s instanceof FnError) return new FnError("input must be a map of lists of strings");
      if (s === UNKNOWN) return UNKNOWN;
      const got = out.get(s);
      if (got) got.push(k);
      else out.set(s, [k]);
    }
  }
  return objectOf(Array.from(out.keys()).sort(compareStrings).map((k) => [k, out.get(k)]));
};
const zipmap = ([a, b], host) => {
  const ks = list(a, "keys");
  const vs = list(b, "values");
  if (ks instanceof FnError) return ks;
  if (vs instanceof FnError) return vs;
  if (ks === UNKNOWN) return UNKNOWN;
  if (vs !== UNKNOWN && ks.length !== vs.length) return new FnError(`number of keys (${ks.length}) does not match number of values (${vs.length})`);
  if (vs === UNKNOWN) return UNKNOWN;
  if (!host.charge(ks.length)) return UNKNOWN;
  const pairs = [];
  for (let i = 0; i < ks.length; i++) {
    const k = str(ks[i], "keys");
    if (k instanceof FnError) return k;
    if (k === UNKNOWN) return UNKNOWN;
    pairs.push([k, vs[i]]);
  }
  return objectOf(pairs);
};
function sets(args, what) {
  const out = [];
  let unknown = false;
  for (const a of args) {
    const l = list(a, what);
    if (l instanceof FnError) return l;
    if (l === UNKNOWN) unknown = true;
    else out.push(l);
  }
  return unknown ? UNKNOWN : out;
}
const setunion = (args, host) => {
  if (args.length === 0) return new FnError("at least one argument is required");
  const ls = sets(args, "sets");
  if (bad(ls)) return ls;
  let total = 0;
  for (const l of ls) total += l.length;
  if (!host.charge(total)) return UNKNOWN;
  const all = [];
  for (const l of ls) appendAll(all, l);
  return makeSetValue(all);
};
const setintersection = (args, host) => {
  if (args.length === 0) return new FnError("at least one argument is required");
  const ls = sets(args, "sets");
  if (bad(ls)) return ls;
  const [first, ...rest] = ls;
  if (ls.some((l) => l.length === 0)) return makeSetValue([]);
  if (ls.some((l) => l.some(hasUnknown))) return UNKNOWN;
  const others = rest.map((l) => new Set(l.map(keyOf)));
  const out = first.filter((x) => others.every((s) => s.has(keyOf(x))));
  return host.charge(out.length) ? makeSetValue(out) : UNKNOWN;
};
const setsubtract = ([a, b], host) => {
  const ls = sets([a, b], "a");
  if (bad(ls)) return ls;
  const [x, y] = ls;
  if (x.length === 0) return makeSetValue([]);
  if (x.some(hasUnknown) || y.some(hasUnknown)) return UNKNOWN;
  const drop = new Set(y.map(keyOf));
  const out = x.filter((v) => !drop.has(keyOf(v)));
  return host.charge(out.length) ? makeSetValue(out) : UNKNOWN;
};
const setproduct = (args, host) => {
  if (args.length < 2) return new FnError("at least two arguments are required");
  if (args.some((x) => Array.isArray(x) && x.length === 0)) return args.every((x) => isSet(x) || opaque(x)) ? makeSetValue([]) : [];
  const ls = sets(args, "sets");
  if (bad(ls)) return ls;
  let count = 1;
  for (const l of ls) count *= (isSet(l) ? makeSetValue(Array.from(l)) : l).length;
  if (count === 0) return args.every((x) => isSet(x)) ? makeSetValue([]) : [];
  if (count > 1e9 || !host.charge(count * (ls.length + 1))) return UNKNOWN;
  const lists = ls.map((l) => isSet(l) ? makeSetValue(Array.from(l)) : l);
  const out = [];
  const walk = (i, acc) => {
    if (i === lists.length) return void out.push(Array.from(acc));
    for (const x of lists[i]) {
      acc.push(x);
      walk(i + 1, acc);
      acc.pop();
    }
  };
  walk(0, []);
  return args.every((x) => isSet(x)) ? makeSetValue(out) : out;
};
function unify(items) {
  const kinds = /* @__PURE__ */ new Set();
  for (const x of items) {
    if (x === null || opaque(x)) continue;
    kinds.add(Array.isArray(x) ? isSet(x) ? "set" : "list" : isObj(x) ? "object" : typeof x);
  }
  if (kinds.size <= 1) return Array.from(items);
  const prims = ["string", "number", "boolean"];
  if ([...kinds].every((k) => prims.includes(k)) && kinds.has("string")) return items.map((x) => x === null || opaque(x) ? x : toStringValue(x));
  if (kinds.size === 2 && kinds.has("list") && kinds.has("set")) return Array.from(items);
  return new FnError("all elements must have the same type");
}
const tostring = ([a]) => {
  const v = a;
  if (v === null || opaque(v)) return v;
  const s = toStringValue(v);
  return s ?? new FnError(`Invalid value for "v" parameter: cannot convert ${typeName(v)} to string.`);
};
const tonumber = ([a]) => {
  const v = a;
  if (v === null || opaque(v)) return v === null ? null : UNKNOWN;
  if (typeof v === "number") return v;
  if (typeof v === "string") return parseNumber(v) ?? new FnError(`Invalid value for "v" parameter: cannot convert ${show(v)} to number; given string must be a decimal representation of a number.`);
  return new FnError(`Invalid value for "v" parameter: cannot convert ${typeName(v)} to number.`);
};
const tobool = ([a]) => {
  const v = a;
  if (v === null || opaque(v)) return v === null ? null : UNKNOWN;
  if (typeof v === "boolean") return v;
  if (v === "true" || v === "false") return v === "true";
  return new FnError(`Invalid value for "v" parameter: cannot convert ${typeof v === "string" ? show(v) : typeName(v)} to bool; only the strings "true" or "false" are allowed.`);
};
function toCollection(kind) {
  return ([a], host) => {
    const v = a;
    if (v === null) return null;
    if (opaque(v)) return UNKNOWN;
    if (!Array.isArray(v)) return new FnError(`Invalid value for "v" parameter: cannot convert ${typeName(v)} to ${kind} of any single type.`);
    if (!host.charge(v.length)) return UNKNOWN;
    const items = unify(v);
    if (items instanceof FnError) return new FnError(`Invalid value for "v" parameter: cannot convert ${typeName(v)} to ${kind} of any single type.`);
    return kind === "set" ? makeSetValue(items) : items;
  };
}
const tomap = ([a], host) => {
  const v = a;
  if (v === null) return null;
  if (opaque(v)) return UNKNOWN;
  if (!isObj(v)) return new FnError(`Invalid value for "v" parameter: cannot convert ${typeName(v)} to map of any single type.`);
  const ks = Object.keys(v);
  if (!host.charge(ks.length)) return UNKNOWN;
  const items = unify(ks.map((k) => v[k]));
  if (items instanceof FnError) return new FnError(`Invalid value for "v" parameter: cannot convert object to map of any single type.`);
  return objectOf(ks.map((k, i) => [k, items[i]]));
};
const encoded = (f, growth) => ([a], host) => {
  const s = str(a, "str");
  if (bad(s)) return s;
  if (!chargeString(host, Math.ceil(s.length * growth) + 128)) return UNKNOWN;
  return f(s);
};
const base64decode = ([a], host) => {
  const s = str(a, "str");
  if (bad(s)) return s;
  if (!chargeString(host, s.length)) return UNKNOWN;
  const bytes = unbase64(s);
  if (!bytes) return new FnError(`failed to decode base64 data ${show(s)}`);
  const text = fromUtf8(bytes);
  if (text === void 0) return new FnError(`the result of decoding the provided string is not valid UTF-8`);
  return text;
};
function encodingName(e) {
  const n = e.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (n === "utf8") return "utf-8";
  if (n === "utf16le") return "utf-16le";
  if (n === "utf16be") return "utf-16be";
  if (n === "iso88591" || n === "latin1" || n === "l1" || n === "isoir100") return "iso-8859-1";
  if (n === "usascii" || n === "ascii") return "us-ascii";
  return void 0;
}
function encodeText(s, enc) {
  if (enc === "utf-8") return utf8(s);
  if (enc === "utf-16le" || enc === "utf-16be") {
    const out2 = new Uint8Array(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      out2[2 * i + (enc === "utf-16le" ? 0 : 1)] = c & 255;
      out2[2 * i + (enc === "utf-16le" ? 1 : 0)] = c >> 8;
    }
    return out2;
  }
  const limit = enc === "us-ascii" ? 127 : 255;
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > limit) return void 0;
    out[i] = c;
  }
  return out;
}
const textencodebase64 = ([a, b], host) => {
  const s = str(a, "string");
  const e = str(b, "encoding");
  if (bad(s)) return s;
  if (bad(e)) return e;
  const enc = encodingName(e);
  if (!enc) return new FnError(`${show(e)} is not a supported IANA encoding name or alias in this Terraform version`);
  if (!chargeString(host, s.length * 6 + 4)) return UNKNOWN;
  const bytes = encodeText(s, enc);
  if (!bytes) return new FnError(`the given string contains characters that cannot be represented in ${show(e)}`);
  return base64(bytes);
};
const textdecodebase64 = ([a, b], host) => {
  const s = str(a, "source");
  const e = str(b, "encoding");
  if (bad(s)) return s;
  if (bad(e)) return e;
  const enc = encodingName(e);
  if (!enc) return new FnError(`${show(e)} is not a supported IANA encoding name or alias in this Terraform version`);
  const bytes = unbase64(s);
  if (!bytes) return new FnError(`the given value is has an invalid base64 symbol`);
  if (!chargeString(host, bytes.length)) return UNKNOWN;
  try {
    if (enc === "us-ascii") {
      if (bytes.some((x) => x > 127)) return new FnError(`the given value is not valid ${show(e)}`);
      return Array.from(bytes, (x) => String.fromCharCode(x)).join("");
    }
    return new TextDecoder(enc === "iso-8859-1" ? "latin1" : enc, { fatal: enc === "utf-8" }).decode(bytes);
  } catch {
    return new FnError(`the given value is not valid ${show(e)}`);
  }
};
function urlencode(s) {
  let out = "";
  for (const b of utf8(s)) {
    const c = String.fromCharCode(b);
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (c === " ") out += "+";
    else out += "%" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase();
  }
  return out;
}
const hashFn = (h, b64) => (s) => {
  const d = h(utf8(s));
  return b64 ? base64(d) : hex(d);
};
function parseUuid(s) {
  const t = s.replace(/^urn:uuid:/i, "").replace(/^\{(.*)\}$/, "$1");
  if (!/^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/.test(t)) return void 0;
  const h = t.replace(/-/g, "");
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(h.slice(2 * i, 2 * i + 2), 16));
}
const NAMESPACES = {
  dns: "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
  url: "6ba7b811-9dad-11d1-80b4-00c04fd430c8",
  oid: "6ba7b812-9dad-11d1-80b4-00c04fd430c8",
  x500: "6ba7b814-9dad-11d1-80b4-00c04fd430c8"
};
const uuidv5 = ([a, b]) => {
  const ns = str(a, "namespace");
  const name = str(b, "name");
  if (bad(ns)) return ns;
  if (bad(name)) return name;
  const space = parseUuid(NAMESPACES[ns] ?? ns);
  if (!space) return new FnError(`uuidv5() doesn't support namespace ${show(ns)}`);
  const data = new Uint8Array(16 + utf8(name).length);
  data.set(space);
  data.set(utf8(name), 16);
  const h = sha1(data).subarray(0, 16);
  h[6] = h[6] & 15 | 80;
  h[8] = h[8] & 63 | 128;
  const x = hex(h);
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
};
function cleanPath(p) {
  if (p === "") return ".";
  const rooted = p.startsWith("/");
  const out = [];
  for (const part of p.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (out.length > 0 && out[out.length - 1] !== "..") out.pop();
      else if (!rooted) out.push("..");
      continue;
    }
    out.push(part);
  }
  const s = (rooted ? "/" : "") + out.join("/");
  return s === "" ? "." : s;
}
function basename(p) {
  if (p === "") return ".";
  const t = p.replace(/\/+$/, "");
  if (t === "") return "/";
  return t.slice(t.lastIndexOf("/") + 1);
}
function dirname(p) {
  const i = p.lastIndexOf("/");
  return cleanPath(p.slice(0, i + 1));
}
function readFile(host, path, then) {
  const p = str(path, "path");
  if (bad(p)) return p;
  if (!host.readFile) return UNKNOWN;
  const text = host.readFile(p);
  if (text === void 0) return UNKNOWN;
  if (text instanceof FnError) return text;
  return then(text);
}
const fileFn = (f) => ([a], host) => readFile(host, a, (text) => f(text, host));
const templatefile = ([a, b], host) => {
  const vars = b;
  if (vars !== UNKNOWN && !isObj(vars)) return new FnError(`Invalid value for "vars" parameter: vars must be an object.`);
  return readFile(host, a, (text) => {
    if (!host.template || vars === UNKNOWN) return UNKNOWN;
    return host.template(text, vars);
  });
};
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
function parseTimestamp(s) {
  const m = RFC3339.exec(s);
  if (!m) return new FnError(`not a valid RFC3339 timestamp: ${show(s)}`);
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number);
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12) return new FnError(`not a valid RFC3339 timestamp: month out of range`);
  if (d < 1 || d > days) return new FnError(`not a valid RFC3339 timestamp: day out of range`);
  if (h > 23 || mi > 59 || sec > 59) return new FnError(`not a valid RFC3339 timestamp: time out of range`);
  let offset = null;
  if (m[8] !== "Z") {
    const oh = Number(m[8].slice(1, 3)), om = Number(m[8].slice(4, 6));
    if (oh > 23 || om > 59) return new FnError(`not a valid RFC3339 timestamp: time zone offset out of range`);
    offset = (m[8][0] === "-" ? -1 : 1) * (oh * 60 + om);
  }
  const frac = (m[7] ?? ".").slice(1);
  const nanos = Number((frac + "000000000").slice(0, 9));
  const date = /* @__PURE__ */ new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, sec, 0);
  return { ms: date.getTime() - (offset ?? 0) * 6e4, nanos, offset };
}
const wallClock = (t) => new Date(t.ms + (t.offset ?? 0) * 6e4);
const two = (n) => String(n).padStart(2, "0");
function offsetText(t, colon, zulu) {
  if (t.offset === null && zulu) return "Z";
  const o = t.offset ?? 0;
  if (o === 0 && zulu) return "Z";
  const a = Math.abs(o);
  return (o < 0 ? "-" : "+") + two(Math.floor(a / 60)) + (colon ? ":" : "") + two(a % 60);
}
function rfc3339(t) {
  const w = wallClock(t);
  const y = w.getUTCFullYear();
  return `${String(y).padStart(4, "0")}-${two(w.getUTCMonth() + 1)}-${two(w.getUTCDate())}T${two(w.getUTCHours())}:${two(w.getUTCMinutes())}:${two(w.getUTCSeconds())}${offsetText(t, true, true)}`;
}
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const formatdate = ([a, b], host) => {
  const spec = str(a, "format");
  const ts = str(b, "time");
  if (spec instanceof FnError) return spec;
  if (ts instanceof FnError) return ts;
  let t;
  if (ts !== UNKNOWN) {
    const p = parseTimestamp(ts);
    if (p instanceof FnError) return p;
    t = p;
  }
  if (spec === UNKNOWN) return UNKNOWN;
  if (!chargeString(host, spec.length * 9)) return UNKNOWN;
  const w = t ? wallClock(t) : /* @__PURE__ */ new Date(0);
  let out = "";
  let i = 0;
  while (i < spec.length) {
    const c = spec[i];
    if (c === "'") {
      let j2 = i + 1;
      let lit = "";
      for (; ; ) {
        if (j2 >= spec.length) return new FnError("unterminated literal '");
        if (spec[j2] === "'") {
          if (spec[j2 + 1] === "'" && j2 > i + 1) {
            lit += "'";
            j2 += 2;
            continue;
          }
          break;
        }
        lit += spec[j2++];
      }
      out += j2 === i + 1 ? "'" : lit;
      i = j2 + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(c)) {
      out += c;
      i++;
      continue;
    }
    let j = i;
    while (j < spec.length && spec[j] === c) j++;
    const tok = spec.slice(i, j);
    const n = tok.length;
    i = j;
    const wrong = (what) => new FnError(`invalid date format verb ${show(tok)}: ${what}`);
    switch (c) {
      case "Y": {
        const y = w.getUTCFullYear();
        if (n === 2) out += two(y % 100);
        else if (n === 4) out += String(y).padStart(4, "0");
        else return wrong('year must either be "YY" or "YYYY"');
        break;
      }
      case "M": {
        const m = w.getUTCMonth();
        if (n === 1) out += String(m + 1);
        else if (n === 2) out += two(m + 1);
        else if (n === 3) out += MONTHS[m].slice(0, 3);
        else if (n === 4) out += MONTHS[m];
        else return wrong('month must be "M", "MM", "MMM", or "MMMM"');
        break;
      }
      case "D":
        if (n === 1) out += String(w.getUTCDate());
        else if (n === 2) out += two(w.getUTCDate());
        else return wrong('day of month must either be "D" or "DD"');
        break;
      case "E":
        if (n === 3) out += WEEKDAYS[w.getUTCDay()].slice(0, 3);
        else if (n === 4) out += WEEKDAYS[w.getUTCDay()];
        else return wrong('day of week must either be "EEE" or "EEEE"');
        break;
      case "h":
        if (n === 1) out += String(w.getUTCHours());
        else if (n === 2) out += two(w.getUTCHours());
        else return wrong('24-hour must either be "h" or "hh"');
        break;
      case "H": {
        const h = w.getUTCHours() % 12 || 12;
        if (n === 1) out += String(h);
        else if (n === 2) out += two(h);
        else return wrong('12-hour must either be "H" or "HH"');
        break;
      }
      case "A":
      case "a":
        if (n !== 2) return wrong(`must be "${c}${c}"`);
        out += w.getUTCHours() < 12 ? c === "A" ? "AM" : "am" : c === "A" ? "PM" : "pm";
        break;
      case "m":
        if (n === 1) out += String(w.getUTCMinutes());
        else if (n === 2) out += two(w.getUTCMinutes());
        else return wrong('minute must either be "m" or "mm"');
        break;
      case "s":
        if (n === 1) out += String(w.getUTCSeconds());
        else if (n === 2) out += two(w.getUTCSeconds());
        else return wrong('second must either be "s" or "ss"');
        break;
      case "Z": {
        const tt = t ?? { ms: 0, nanos: 0, offset: null };
        if (n === 1) out += offsetText(tt, true, true);
        else if (n === 3) out += (tt.offset ?? 0) === 0 ? "UTC" : offsetText(tt, false, false);
        else if (n === 4) out += offsetText(tt, false, false);
        else if (n === 5) out += offsetText(tt, true, false);
        else return wrong("timezone must be Z, ZZZZ, or ZZZZZ");
        break;
      }
      default:
        return new FnError(`invalid date format verb ${show(tok)}: unrecognized`);
    }
  }
  if (t === void 0) return UNKNOWN;
  return out;
};
function parseDuration(s) {
  const units = { ns: 1n, us: 1000n, "\xB5s": 1000n, "\u03BCs": 1000n, ms: 1000000n, s: 1000000000n, m: 60000000000n, h: 3600000000000n };
  let t = s;
  let neg = false;
  if (t.startsWith("-") || t.startsWith("+")) {
    neg = t.startsWith("-");
    t = t.slice(1);
  }
  if (t === "0") return 0n;
  if (t === "") return void 0;
  let total = 0n;
  const re = /([0-9]*)(?:\.([0-9]*))?(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/y;
  while (re.lastIndex < t.length) {
    const m = re.exec(t);
    if (!m || m[1] === "" && (m[2] ?? "") === "") return void 0;
    if (m[1].length > 20 || (m[2] ?? "").length > 30) return void 0;
    const unit = units[m[3]];
    let v = BigInt(m[1] || "0") * unit;
    if (m[2]) v += BigInt(m[2]) * unit / 10n ** BigInt(m[2].length);
    total += v;
    if (total > 9223372036854775807n) return void 0;
  }
  if (total > 9223372036854775807n) return void 0;
  return neg ? -total : total;
}
const timeadd = ([a, b], host) => {
  const ts = str(a, "timestamp");
  const d = str(b, "duration");
  if (ts instanceof FnError) return ts;
  if (d instanceof FnError) return d;
  if (ts === UNKNOWN || d === UNKNOWN) return UNKNOWN;
  const t = parseTimestamp(ts);
  if (t instanceof FnError) return t;
  const dur = parseDuration(d);
  if (dur === void 0) return new FnError(`time: invalid duration ${show(d)}`);
  const total = BigInt(t.ms) * 1000000n + BigInt(t.nanos % 1e6) + dur;
  const ms = Number(total / 1000000n - (total % 1000000n < 0n ? 1n : 0n));
  if (!Number.isFinite(ms) || Math.abs(ms) > 864e13) return UNKNOWN;
  return built(host, rfc3339({ ms, nanos: 0, offset: t.offset }));
};
const timecmp = ([a, b]) => {
  const x = str(a, "timestamp_a");
  const y = str(b, "timestamp_b");
  if (x instanceof FnError) return x;
  if (y instanceof FnError) return y;
  const tx = x === UNKNOWN ? UNKNOWN : parseTimestamp(x);
  if (tx instanceof FnError) return tx;
  const ty = y === UNKNOWN ? UNKNOWN : parseTimestamp(y);
  if (ty instanceof FnError) return ty;
  if (tx === UNKNOWN || ty === UNKNOWN) return UNKNOWN;
  const nx = BigInt(tx.ms) * 1000000n + BigInt(tx.nanos % 1e6);
  const ny = BigInt(ty.ms) * 1000000n + BigInt(ty.nanos % 1e6);
  return nx < ny ? -1 : nx > ny ? 1 : 0;
};
function parseIPv4(s) {
  const parts = s.split(".");
  if (parts.length !== 4) return void 0;
  let v = 0n;
  for (const p of parts) {
    if (!/^[0-9]{1,3}$/.test(p) || Number(p) > 255) return void 0;
    v = v << 8n | BigInt(Number(p));
  }
  return v;
}
function parseIPv6(s) {
  let t = s;
  let tail = [];
  const lastColon = t.lastIndexOf(":");
  if (t.slice(lastColon + 1).includes(".")) {
    const v4 = parseIPv4(t.slice(lastColon + 1));
    if (v4 === void 0) return void 0;
    tail = [v4 >> 16n, v4 & 0xffffn];
    t = t.slice(0, lastColon + 1) + (t[lastColon - 1] === ":" ? "" : "0");
    if (t.endsWith(":0")) t = t.slice(0, -2);
    else if (!t.endsWith("::")) return void 0;
  }
  const halves = t.split("::");
  if (halves.length > 2) return void 0;
  const group = (h) => {
    if (h === "") return [];
    const out = [];
    for (const g of h.split(":")) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return void 0;
      out.push(BigInt(parseInt(g, 16)));
    }
    return out;
  };
  const head = group(halves[0]);
  const rest = halves.length === 2 ? group(halves[1]) : [];
  if (!head || !rest) return void 0;
  const known = head.length + rest.length + tail.length;
  let groups;
  if (halves.length === 2) {
    if (known > 7) return void 0;
    groups = [...head, ...Array(8 - known).fill(0n), ...rest, ...tail];
  } else {
    if (known !== 8) return void 0;
    groups = [...head, ...tail];
  }
  return groups.reduce((acc, g) => acc << 16n | g, 0n);
}
function parseCidr(v) {
  const s = str(v, "prefix");
  if (bad(s)) return s;
  const m = /^([^/]+)\/([0-9]{1,3})$/.exec(s);
  const invalid = new FnError(`invalid CIDR expression: invalid CIDR address: ${show(s)}`);
  if (!m) return invalid;
  let ip = parseIPv4(m[1]);
  let bits = 32;
  if (ip === void 0) {
    ip = parseIPv6(m[1]);
    bits = 128;
  }
  const prefix = Number(m[2]);
  if (ip === void 0 || prefix > bits || m[2].length > 1 && m[2].startsWith("0")) return invalid;
  return { ip: ip & mask(prefix, bits), prefix, bits };
}
const mask = (prefix, bits) => (1n << BigInt(bits)) - 1n ^ (1n << BigInt(bits - prefix)) - 1n;
function ipText(ip, bits) {
  if (bits === 32 || ip >> 32n === 0xffffn) {
    const v = ip & 0xffffffffn;
    return [24n, 16n, 8n, 0n].map((sh) => String(v >> sh & 0xffn)).join(".");
  }
  const groups = Array.from({ length: 8 }, (_, i) => Number(ip >> BigInt(112 - 16 * i) & 0xffffn));
  let best = -1, bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen && j - i >= 2) best = i, bestLen = j - i;
    i = j;
  }
  const hexes = groups.map((g) => g.toString(16));
  if (best < 0) return hexes.join(":");
  return hexes.slice(0, best).join(":") + "::" + hexes.slice(best + bestLen).join(":");
}
function netText(ip, prefix, bits) {
  const text = ipText(ip, bits);
  return `${text}/${bits === 128 && !text.includes(":") ? prefix - 96 : prefix}`;
}
const cidrhost = ([a, b]) => {
  const net = parseCidr(a);
  const n = int(b, "hostnum");
  if (net instanceof FnError) return net;
  if (bad(n)) return n;
  if (net === UNKNOWN) return UNKNOWN;
  const hostBits = BigInt(net.bits - net.prefix);
  let num2 = BigInt(n);
  const max = 1n << hostBits;
  if (num2 < 0n) num2 += max;
  if (num2 < 0n || num2 >= max) return new FnError(`prefix of ${net.prefix} does not accommodate a host numbered ${numberToString(n)}`);
  return ipText(net.ip | num2, net.bits);
};
const cidrnetmask = ([a]) => {
  const net = parseCidr(a);
  if (bad(net)) return net;
  if (net.bits !== 32) return new FnError("IPv6 addresses cannot have a netmask");
  return ipText(mask(net.prefix, 32), 32);
};
const cidrsubnet = ([a, b, c]) => {
  const net = parseCidr(a);
  const newbits = int(b, "newbits");
  const netnum = int(c, "netnum");
  if (net instanceof FnError) return net;
  if (bad(newbits)) return newbits;
  if (bad(netnum)) return netnum;
  if (net === UNKNOWN) return UNKNOWN;
  if (newbits < 0) return new FnError("must extend prefix by at least one bit");
  const prefix = net.prefix + newbits;
  if (prefix > net.bits) return new FnError(`insufficient address space to extend prefix of ${net.prefix} by ${newbits}`);
  if (netnum < 0 || BigInt(netnum) >= 1n << BigInt(newbits)) return new FnError(`prefix extension of ${newbits} does not accommodate a subnet numbered ${numberToString(netnum)}`);
  const ip = net.ip | BigInt(netnum) << BigInt(net.bits - prefix);
  return netText(ip, prefix, net.bits);
};
const cidrsubnets = (args, host) => {
  if (args.length === 0) return new FnError("Not enough function arguments.");
  const net = parseCidr(args[0]);
  if (net instanceof FnError) return net;
  const lens = [];
  for (let i = 1; i < args.length; i++) {
    const n = int(args[i], "newbits");
    if (bad(n)) return n;
    lens.push(n);
  }
  if (net === UNKNOWN) return UNKNOWN;
  if (lens.length === 0) return [];
  if (!host.charge(lens.length)) return UNKNOWN;
  const top = (1n << BigInt(net.bits)) - 1n;
  const hostmask = (p) => top ^ mask(p, net.bits);
  let plen = net.prefix + lens[0];
  if (plen > net.bits) plen = net.bits;
  let cur = net.ip - 1n & top & mask(Math.max(plen, 0), net.bits);
  let curLen = plen;
  const out = [];
  for (let i = 0; i < lens.length; i++) {
    const l = lens[i];
    if (l < 1) return new FnError(`invalid newbits argument ${i + 1}: must extend prefix by at least one bit`);
    if (l > 32) return new FnError(`invalid newbits argument ${i + 1}: may not extend prefix by more than 32 bits`);
    const len = net.prefix + l;
    if (len > net.bits) return new FnError(`invalid newbits argument ${i + 1}: would extend prefix to ${len} bits, which is too long for an ${net.bits === 32 ? "IPv4" : "IPv6"} address`);
    const currentLast = cur | hostmask(curLen);
    const subnet = currentLast & mask(len, net.bits);
    const last = (subnet | hostmask(len)) + 1n & top;
    const next = last & mask(len, net.bits);
    if (last === 0n || (next & mask(net.prefix, net.bits)) !== net.ip) return new FnError(`invalid newbits argument ${i + 1}: not enough remaining address space for a subnet with a prefix of ${len} bits after ${netText(cur, curLen, net.bits)}`);
    cur = next;
    curLen = len;
    out.push(netText(cur, len, net.bits));
  }
  return out;
};
const unknownFn = () => UNKNOWN;
const identity = ([a]) => a;
const FUNCTIONS = /* @__PURE__ */ new Map([
  // numeric
  ["abs", [1, 1, unary(Math.abs)]],
  ["ceil", [1, 1, unary(Math.ceil)]],
  ["floor", [1, 1, unary(Math.floor)]],
  ["log", [2, 2, ([a, b]) => {
    const n = num(a, "num"), base = num(b, "base");
    if (n instanceof FnError) return n;
    if (base instanceof FnError) return base;
    return n === UNKNOWN || base === UNKNOWN ? UNKNOWN : Math.log(n) / Math.log(base);
  }]],
  ["max", [0, Infinity, minmax("max")]],
  ["min", [0, Infinity, minmax("min")]],
  ["parseint", [2, 2, parseint]],
  ["pow", [2, 2, ([a, b]) => {
    const x = num(a, "num"), y = num(b, "power");
    if (x instanceof FnError) return x;
    if (y instanceof FnError) return y;
    return x === UNKNOWN || y === UNKNOWN ? UNKNOWN : Math.pow(x, y);
  }]],
  ["signum", [1, 1, unary((n) => n > 0 ? 1 : n < 0 ? -1 : 0)]],
  // string
  ["chomp", [1, 1, stringFn((s) => s.replace(/(?:\r\n?|\n)*$/, ""))]],
  ["endswith", [2, 2, ([a, b]) => {
    const s = str(a, "str"), x = str(b, "suffix");
    if (s instanceof FnError) return s;
    if (x instanceof FnError) return x;
    return s === UNKNOWN || x === UNKNOWN ? UNKNOWN : s.endsWith(x);
  }]],
  ["startswith", [2, 2, ([a, b]) => {
    const s = str(a, "str"), x = str(b, "prefix");
    if (s instanceof FnError) return s;
    if (x instanceof FnError) return x;
    if (x === "") return true;
    return s === UNKNOWN || x === UNKNOWN ? UNKNOWN : s.startsWith(x);
  }]],
  ["strcontains", [2, 2, ([a, b]) => {
    const s = str(a, "str"), x = str(b, "substr");
    if (s instanceof FnError) return s;
    if (x instanceof FnError) return x;
    return s === UNKNOWN || x === UNKNOWN ? UNKNOWN : s.includes(x);
  }]],
  ["format", [1, Infinity, format]],
  ["formatlist", [1, Infinity, formatlist]],
  ["indent", [2, 2, ([a, b], host) => {
    const n = int(a, "spaces"), s = str(b, "str");
    if (n instanceof FnError) return n;
    if (s instanceof FnError) return s;
    if (n === UNKNOWN || s === UNKNOWN) return UNKNOWN;
    const lines = occurrences(s, "\n");
    const width = Math.max(0, n);
    if (width > MAX_STRING || !chargeString(host, s.length + lines * width)) return UNKNOWN;
    return s.split("\n").join("\n" + " ".repeat(width));
  }]],
  ["join", [1, Infinity, join]],
  ["lower", [1, 1, stringFn((s, h) => chargeString(h, s.length) ? caseMap(s, false) : UNKNOWN)]],
  ["upper", [1, 1, stringFn((s, h) => chargeString(h, s.length) ? caseMap(s, true) : UNKNOWN)]],
  ["regex", [2, 2, regexFn(false)]],
  ["regexall", [2, 2, regexFn(true)]],
  ["replace", [3, 3, replace]],
  ["split", [2, 2, split]],
  ["strrev", [1, 1, stringFn((s, h) => chargeString(h, s.length) ? Array.from(graphemes(s)).reverse().join("") : UNKNOWN)]],
  ["substr", [3, 3, substr]],
  ["title", [1, 1, stringFn((s, h) => chargeString(h, s.length) ? title(s) : UNKNOWN)]],
  ["trim", [2, 2, ([a, b]) => {
    const s = str(a, "str"), c = str(b, "cutset");
    if (s instanceof FnError) return s;
    if (c instanceof FnError) return c;
    return s === UNKNOWN || c === UNKNOWN ? UNKNOWN : trimSet(s, c, true, true);
  }]],
  ["trimprefix", [2, 2, ([a, b]) => {
    const s = str(a, "str"), p = str(b, "prefix");
    if (s instanceof FnError) return s;
    if (p instanceof FnError) return p;
    return s === UNKNOWN || p === UNKNOWN ? UNKNOWN : s.startsWith(p) ? s.slice(p.length) : s;
  }]],
  ["trimsuffix", [2, 2, ([a, b]) => {
    const s = str(a, "str"), p = str(b, "suffix");
    if (s instanceof FnError) return s;
    if (p instanceof FnError) return p;
    return s === UNKNOWN || p === UNKNOWN ? UNKNOWN : p !== "" && s.endsWith(p) ? s.slice(0, s.length - p.length) : s;
  }]],
  ["trimspace", [1, 1, stringFn((s) => s.replace(TRIM_SPACE, ""))]],
  // collection
  ["alltrue", [1, 1, allAny(true)]],
  ["anytrue", [1, 1, allAny(false)]],
  ["chunklist", [2, 2, chunklist]],
  ["coalesce", [0, Infinity, coalesce]],
  ["coalescelist", [0, Infinity, coalescelist]],
  ["compact", [1, 1, compact]],
  ["concat", [0, Infinity, concat]],
  ["contains", [2, 2, contains]],
  ["distinct", [1, 1, distinct]],
  ["element", [2, 2, element]],
  ["flatten", [1, 1, flatten]],
  ["index", [2, 2, indexFn]],
  ["keys", [1, 1, keys]],
  ["length", [1, 1, length]],
  ["lookup", [2, 3, lookup]],
  ["matchkeys", [3, 3, matchkeys]],
  ["merge", [0, Infinity, merge]],
  ["one", [1, 1, one]],
  ["range", [1, 3, range]],
  ["reverse", [1, 1, reverse]],
  ["setintersection", [1, Infinity, setintersection]],
  ["setproduct", [0, Infinity, setproduct]],
  ["setsubtract", [2, 2, setsubtract]],
  ["setunion", [1, Infinity, setunion]],
  ["slice", [3, 3, slice]],
  ["sort", [1, 1, sort]],
  ["sum", [1, 1, sum]],
  ["transpose", [1, 1, transpose]],
  ["values", [1, 1, values]],
  ["zipmap", [2, 2, zipmap]],
  // encoding
  ["base64decode", [1, 1, base64decode]],
  ["base64encode", [1, 1, encoded((s) => base64(utf8(s)), 4)]],
  ["base64gzip", [1, 1, unknownFn]],
  ["csvdecode", [1, 1, csvdecode]],
  ["jsondecode", [1, 1, jsondecode]],
  ["jsonencode", [1, 1, ([a], host) => jsonText(a, host)]],
  ["textdecodebase64", [2, 2, textdecodebase64]],
  ["textencodebase64", [2, 2, textencodebase64]],
  ["urlencode", [1, 1, encoded(urlencode, 9)]],
  ["yamldecode", [1, 1, yamldecode]],
  ["yamlencode", [1, 1, ([a], host) => yamlText(a, host)]],
  // filesystem
  ["abspath", [1, 1, unknownFn]],
  ["basename", [1, 1, stringFn((s) => basename(s))]],
  ["dirname", [1, 1, stringFn((s) => dirname(s))]],
  ["pathexpand", [1, 1, unknownFn]],
  ["file", [1, 1, fileFn((t) => t)]],
  ["fileexists", [1, 1, ([a], host) => {
    const p = str(a, "path");
    if (bad(p)) return p;
    return host.fileExists?.(p) ?? UNKNOWN;
  }]],
  ["filebase64", [1, 1, fileFn((t, h) => chargeString(h, t.length * 4 + 4) ? base64(utf8(t)) : UNKNOWN)]],
  ["fileset", [2, 2, unknownFn]],
  ["templatefile", [2, 2, templatefile]],
  ["filemd5", [1, 1, fileFn((t) => hashFn(md5, false)(t))]],
  ["filesha1", [1, 1, fileFn((t) => hashFn(sha1, false)(t))]],
  ["filesha256", [1, 1, fileFn((t) => hashFn(sha256, false)(t))]],
  ["filesha512", [1, 1, fileFn((t) => hashFn(sha512, false)(t))]],
  ["filebase64sha256", [1, 1, fileFn((t) => hashFn(sha256, true)(t))]],
  ["filebase64sha512", [1, 1, fileFn((t) => hashFn(sha512, true)(t))]],
  // date and time
  ["formatdate", [2, 2, formatdate]],
  ["timeadd", [2, 2, timeadd]],
  ["timecmp", [2, 2, timecmp]],
  ["timestamp", [0, 0, unknownFn]],
  ["plantimestamp", [0, 0, unknownFn]],
  // hash and crypto
  ["md5", [1, 1, stringFn((s) => hashFn(md5, false)(s))]],
  ["sha1", [1, 1, stringFn((s) => hashFn(sha1, false)(s))]],
  ["sha256", [1, 1, stringFn((s) => hashFn(sha256, false)(s))]],
  ["sha512", [1, 1, stringFn((s) => hashFn(sha512, false)(s))]],
  ["base64sha256", [1, 1, stringFn((s) => hashFn(sha256, true)(s))]],
  ["base64sha512", [1, 1, stringFn((s) => hashFn(sha512, true)(s))]],
  ["bcrypt", [1, 2, unknownFn]],
  ["rsadecrypt", [2, 2, unknownFn]],
  ["uuid", [0, 0, unknownFn]],
  ["uuidv5", [2, 2, uuidv5]],
  // ip networks
  ["cidrhost", [2, 2, cidrhost]],
  ["cidrnetmask", [1, 1, cidrnetmask]],
  ["cidrsubnet", [3, 3, cidrsubnet]],
  ["cidrsubnets", [1, Infinity, cidrsubnets]],
  // type conversion
  ["tobool", [1, 1, tobool]],
  ["tolist", [1, 1, toCollection("list")]],
  ["tomap", [1, 1, tomap]],
  ["tonumber", [1, 1, tonumber]],
  ["toset", [1, 1, toCollection("set")]],
  ["tostring", [1, 1, tostring]],
  ["type", [1, 1, unknownFn]],
  ["sensitive", [1, 1, unknownFn]],
  ["nonsensitive", [1, 1, identity]],
  ["issensitive", [1, 1, unknownFn]],
  ["ephemeralasnull", [1, 1, identity]]
]);
const NEVER_KNOWN = new Set([...FUNCTIONS].filter(([, [, , impl]]) => impl === unknownFn).map(([name]) => name));
const FILE_FUNCTIONS = /* @__PURE__ */ new Set(["file", "filebase64", "fileexists", "templatefile", "filemd5", "filesha1", "filesha256", "filesha512", "filebase64sha256", "filebase64sha512", "fileset"]);
const FUNCTION_NAMES = new Set(FUNCTIONS.keys());
function callFunction(name, args, host) {
  try {
    if (typeof name !== "string") return new FnError("there is no function named that");
    if (name.startsWith("provider::")) return UNKNOWN;
    const f = FUNCTIONS.get(name);
    if (!f) return new FnError(`there is no function named ${show(name)}`);
    const [fewest, most, impl] = f;
    if (!Array.isArray(args)) return UNKNOWN;
    if (args.length < fewest) return new FnError(`Not enough function arguments: ${show(name)} takes at least ${fewest}.`);
    if (args.length > most) return new FnError(`Too many function arguments: ${show(name)} takes at most ${most}.`);
    return impl(args, host);
  } catch {
    return UNKNOWN;
  }
}
export {
  FILE_FUNCTIONS,
  FUNCTION_NAMES,
  FnError,
  MAX_STRING,
  NEVER_KNOWN,
  callFunction,
  numberToString,
  toStringValue
};
