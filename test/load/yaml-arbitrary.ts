/**
 * Random YAML texts for the differential loader test: trees of mappings, lists and scalars written
 * in block and flow style, with plain, quoted and block scalars, comments, blank lines, anchors and
 * aliases, merge keys, tags, duplicate keys, unicode (astral characters included), then whole-text
 * variants (CRLF or lone CR line breaks, a byte order mark, document markers) and, for some, a
 * few characters inserted or removed at random so that every kind of syntax error comes up too.
 */
import fc from "fast-check";

type Tree = { kind: "scalar"; text: string } | { kind: "map"; entries: [string, Tree][] } | { kind: "list"; items: Tree[] };

/** Scalar contents: words, every core-schema spelling, indicators, spaces, unicode. */
const WORDS = [
  "web", "x y", "us-east", "10.0.0.0/24", "2001:db8::/32", "80, 443", "http://x.test/a?b=c#d", "a:b", "a #b", "a# b", "-x", "- x", "-",
  "1", "-0", "+1", "007", "0o17", "0o8", "0x1F", "0xg", "1e3", "1E-3", "1.", ".5", "1.50", "-.inf", ".Inf", ".NaN", ".nan", "1_000", "9007199254740991", "9007199254740993", "-9007199254740993", "1e400", "12345678901234567890123",
  "true", "True", "TRUE", "tRue", "false", "yes", "no", "on", "null", "Null", "NULL", "~", "",
  "<<", "&a", "*a", "!t", "!!str", "|", ">", "%x", "@x", "`x", "?", "? x", ":", ": x", ",", "[x]", "{y: 1}", "'", '"', "#", "x: y: z",
  " lead", "trail ", "a  b", "a\tb", "é", "日本", "😀", "a😀b", "x\u2028y", "\u0085", "\ufeff", "\u00a0", "\u0000", "\u001b[2J", "line\nbreak", "two\n\nbreaks", "---", "...", "__proto__", "constructor",
];

const word = fc.constantFrom(...WORDS);
const anyText = fc.oneof({ weight: 3, arbitrary: word }, { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }) }, { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom("a", " ", ":", "-", "#", "'", '"', "\\", ",", "[", "]", "{", "}", "&", "*", "!", "|", ">", "\t", "\n", "😀", "é"), maxLength: 6 }) });
const KEYS = ["a", "b", "c", "label", "rules", "x y", "__proto__", "", "1", "true", "null", "<<", "a:b", "é", "😀", "-k", "k#", "x-anchors"];
const keyText = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: anyText });

const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree; map: Tree; list: Tree; scalar: Tree }>((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("scalar"), tie("map"), tie("list")),
  scalar: anyText.map((text) => ({ kind: "scalar" as const, text })),
  map: fc.array(fc.tuple(keyText, tie("node")), { maxLength: 4 }).map((entries) => ({ kind: "map" as const, entries })),
  list: fc.array(tie("node"), { maxLength: 4 }).map((items) => ({ kind: "list" as const, items })),
})).node;

/** Choices the writer draws from while it writes, so that the same tree is written many ways. */
type Choose = (n: number) => number;

/**
 * Half the texts are written "tame": no anchors, aliases, tags or damage, and a plain scalar only
 * where its text reads back as itself, so that most of them are plain YAML the one-pass reader
 * takes (the other half mostly is not).
 */
let tame = false;
const PLAIN_SAFE = /^(?![-?:] |[-?:]$)[^\s,\[\]{}#&*!|>'"%@`\u0000-\u001f\u007f-\u009f\ufeff\u2028\u2029](?:[^:#\t\n\r\u0000-\u001f\u007f-\u009f\ufeff]|:(?=[^\s,\[\]{}])|(?<! )#)*(?<![ :])$/u;

function hexEscape(c: string, choose: Choose): string {
  const code = c.codePointAt(0)!;
  if (code > 0xffff) return `\\U${code.toString(16).padStart(8, "0")}`;
  return choose(2) ? `\\u${code.toString(16).padStart(4, "0")}` : code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

function doubleQuoted(text: string, choose: Choose): string {
  let out = '"';
  for (const c of text) {
    if (c === '"' || c === "\\") out += "\\" + c;
    else if (c === "\n") out += choose(3) === 0 ? "\n" : "\\n"; // a raw line break folds
    else if (c === "\t") out += choose(2) ? "\\t" : "\t";
    else if (c < " " || choose(8) === 0) out += hexEscape(c, choose);
    else if (c === "/" && choose(2)) out += "\\/";
    else out += c;
  }
  return out + '"';
}

function scalarText(text: string, choose: Choose, flow: boolean, indent: string): string {
  const style = choose(flow ? 3 : 5);
  if (tame && (style === 2 || style === 4) && !PLAIN_SAFE.test(text)) return doubleQuoted(text, choose);
  if (tame && style === 3 && /^\s|\s$|[\r\t\u0000-\u001f\ufeff]/.test(text)) return doubleQuoted(text, choose);
  switch (style) {
    case 0:
      return doubleQuoted(text, choose);
    case 1:
      return `'${text.replace(/'/g, "''")}'`;
    case 3:
      // a block scalar (literal or folded, with a chomping indicator sometimes)
      return `${choose(2) ? "|" : ">"}${["", "-", "+"][choose(3)]}\n${text.split("\n").map((l) => `${indent}  ${l}`).join("\n")}`;
    default:
      return text;
  }
}

/** Properties sometimes put before a node: an anchor, a tag. */
function props(choose: Choose): string {
  if (tame) return "";
  const anchor = choose(8) === 0 ? `&a${choose(3)} ` : "";
  const tag = choose(10) === 0 ? `${["!!str", "!!int", "!!map", "!!seq", "!!omap", "!!set", "!!binary", "!custom", "!!null", "!!bool", "!!float"][choose(11)]} ` : "";
  return anchor + tag;
}

const comment = (choose: Choose): string => (choose(5) === 0 ? ` # ${["c", "a: b", "- x", "😀", "#"][choose(5)]}` : "");

function flow(node: Tree, choose: Choose): string {
  if (!tame && choose(12) === 0) return `*a${choose(3)}`;
  const p = props(choose);
  const sep = () => (choose(6) === 0 ? ",\n  " : choose(4) === 0 ? " ,  " : ", ");
  if (node.kind === "scalar") return p + scalarText(node.text, choose, true, "");
  if (node.kind === "list") return `${p}[${node.items.map((item) => flow(item, choose)).join(sep())}${choose(6) === 0 ? "," : ""}]`;
  return `${p}{${node.entries.map(([k, v]) => `${scalarText(k, choose, true, "")}${choose(6) === 0 ? ":" : ": "}${flow(v, choose)}`).join(sep())}}`;
}

/** A node as the value after "key:" or "-", at `indent`. */
function blockValue(node: Tree, indent: string, choose: Choose): string {
  if (!tame && choose(12) === 0) return ` *a${choose(3)}${comment(choose)}\n`;
  const empty = node.kind === "scalar" ? false : node.kind === "map" ? node.entries.length === 0 : node.items.length === 0;
  if (node.kind === "scalar" || empty || choose(4) === 0) return ` ${props(choose)}${node.kind === "scalar" ? scalarText(node.text, choose, false, indent) : flow(node, choose)}${comment(choose)}\n`;
  const p = props(choose);
  return `${p ? " " + p.trimEnd() : ""}${comment(choose)}\n${block(node, indent + (node.kind === "list" && choose(3) === 0 ? "" : "  "), choose)}`;
}

function block(node: Tree, indent: string, choose: Choose): string {
  const blank = () => (choose(10) === 0 ? "\n" : choose(12) === 0 ? `${indent}# note\n` : "");
  if (node.kind === "map") return node.entries.map(([k, v]) => `${blank()}${indent}${scalarText(k, choose, true, indent)}:${blockValue(v, indent, choose)}`).join("");
  if (node.kind === "list") {
    return node.items
      .map((item) => {
        // A mapping may start on its "-" line.
        if (item.kind === "map" && item.entries.length > 0 && choose(2)) return `${blank()}${indent}- ${block(item, indent + "  ", choose).slice(indent.length + 2)}`;
        return `${blank()}${indent}-${blockValue(item, indent, choose)}`;
      })
      .join("");
  }
  return `${indent}${scalarText(node.text, choose, false, indent)}\n`;
}

/** A whole text: a tree written out, then line breaks, a BOM, markers and damage applied. */
export const yamlText: fc.Arbitrary<string> = fc
  .tuple(fc.boolean(), tree, fc.infiniteStream(fc.nat(1000)), fc.constantFrom("\n", "\n", "\n", "\r\n", "\r"), fc.nat(20), fc.array(fc.tuple(fc.nat(), fc.constantFrom("", ":", "-", " ", "\n", "\t", "#", "[", "]", "{", "}", ",", '"', "'", "&", "*", "!", "|", "?", "😀", "\r")), { maxLength: 2 }))
  .map(([isTame, t, stream, eol, extra, damage]) => {
    tame = isTame;
    const it = stream[Symbol.iterator]();
    const choose: Choose = (n) => (it.next().value as number) % n;
    const top = t.kind === "scalar" ? { kind: "map" as const, entries: [["a", t] as [string, Tree]] } : t;
    let text = top.kind === "map" && top.entries.length === 0 ? "{}\n" : choose(8) === 0 ? flow(top, choose) + "\n" : block(top, choose(6) === 0 ? "  " : "", choose);
    if (extra % 7 === 0) text = "---\n" + text;
    if (extra % 11 === 0) text += "...\n";
    if (extra === 13) text += "---\nb: 2\n";
    if (extra % 5 === 1) text = "# head\n\n" + text;
    if (extra === 17) text = text.trimEnd();
    text = text.replace(/\n/g, eol);
    if (extra % 9 === 2) text = "\ufeff" + text;
    // Damage: a character inserted or removed at a random place.
    for (const [at, c] of tame ? [] : damage) {
      const i = at % (text.length + 1);
      text = c === "" ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + c + text.slice(i);
    }
    return text;
  });
