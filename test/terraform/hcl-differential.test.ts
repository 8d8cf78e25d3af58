/**
 * parseHcl against an independent parser: tree-sitter-hcl (@tree-sitter-grammars/tree-sitter-hcl's
 * wasm build, run by web-tree-sitter). On random valid HCL documents and on the fixtures, both
 * must see the same blocks (types, labels, spans), attributes (names, spans), values (spans; for
 * literals, tuples, objects and references their content) and comments. tree-sitter gives the
 * syntax tree only; the values of its literals are worked out here from their source text
 * (escapes, `$${`, heredoc bodies and `<<-` indentation) without the reader's code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { Language, Parser, type Node } from "web-tree-sitter";
import { beforeAll, describe, expect, it } from "vitest";
import { parseHcl, type HclAttribute, type HclBlock, type HclExpr, type HclFile } from "../../src/terraform/hcl.js";

const require = createRequire(import.meta.url);
let treeSitter: Parser;

beforeAll(async () => {
  await Parser.init();
  const hcl = await Language.load(require.resolve("@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-hcl.wasm"));
  treeSitter = new Parser();
  treeSitter.setLanguage(hcl);
});

// ---- one normal form for both trees ----

type Value =
  | { lit: string | number | boolean | null; s: number; e: number }
  | { tuple: Value[]; s: number; e: number }
  | { object: [string, number, Value][]; s: number; e: number }
  | { trav: (string | number)[]; s: number; e: number }
  | { unknown: true; s: number; e: number };
type Item = { attr: string; s: number; e: number; ns: number; v: Value } | { block: string; labels: string[]; ls: number[]; s: number; e: number; body: Item[] };

function fromReaderValue(x: HclExpr): Value {
  const s = x.span.start;
  const e = x.span.end;
  switch (x.kind) {
    case "literal":
      return { lit: x.value, s, e };
    case "tuple":
      return { tuple: x.items.map(fromReaderValue), s, e };
    case "object":
      return { object: x.items.map((i) => [i.key, i.keySpan.start, fromReaderValue(i.value)] as [string, number, Value]), s, e };
    case "traversal":
      return { trav: [x.root, ...x.parts], s, e };
    default:
      // Anything that needs evaluation (an operation, or what could not be read).
      return { unknown: true, s, e };
  }
}

function fromReader(items: (HclAttribute | HclBlock)[]): Item[] {
  return items.map((i) =>
    i.kind === "attribute"
      ? { attr: i.name, s: i.span.start, e: i.span.end, ns: i.nameSpan.start, v: fromReaderValue(i.value) }
      : { block: i.type, labels: i.labels, ls: i.labelSpans.map((l) => l.start), s: i.span.start, e: i.span.end, body: fromReader(i.body) },
  );
}

const named = (n: Node): Node[] => n.namedChildren.filter((c): c is Node => c !== null && c.type !== "comment");

/** HCL's quoted-string escapes, decoded here independently of the reader. */
const decodeQuoted = (raw: string): string =>
  raw.replace(/\\(?:[nrt"\\]|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})|\$\$\{|%%\{/g, (m) => {
    if (m === "$${") return "${";
    if (m === "%%{") return "%{";
    const c = m[1]!;
    if (c === "u" || c === "U") return String.fromCodePoint(parseInt(m.slice(2), 16));
    return ({ n: "\n", r: "\r", t: "\t", '"': '"', "\\": "\\" } as Record<string, string>)[c]!;
  });

/** `<<-`: the smallest indentation of the lines that are not blank, taken off each of them. */
function flushIndent(body: string): string {
  const lines = body.split(/(?<=\n)/);
  const blank = (l: string) => /^[ \t\r]*\n?$/.test(l);
  const indents = lines.filter((l) => !blank(l)).map((l) => /^[ \t]*/.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => (blank(l) ? l : l.slice(min))).join("");
}

function fromTreeSitterValue(expr: Node, src: string): Value {
  const s = expr.startIndex;
  const e = expr.endIndex;
  const unknown: Value = { unknown: true, s, e };
  const [first, ...rest] = named(expr);
  if (!first) throw new Error(`empty expression at ${s}`);
  if (rest.length > 0) {
    // A reference and its attributes and indexes.
    if (first.type !== "variable_expr") return unknown;
    const parts: (string | number)[] = [first.text];
    for (const step of rest) {
      if (step.type === "get_attr") parts.push(named(step)[0]!.text);
      else if (step.type === "index") {
        const index = named(step)[0]!;
        if (index.type === "legacy_index") {
          parts.push(Number(index.text.slice(1)));
          continue;
        }
        const key = fromTreeSitterValue(named(index)[0]!, src);
        if (!("lit" in key) || (typeof key.lit !== "number" && typeof key.lit !== "string")) return unknown;
        parts.push(key.lit);
      } else return unknown;
    }
    return { trav: parts, s, e };
  }
  switch (first.type) {
    case "literal_value":
      return literalValue(named(first)[0]!, s, e);
    case "variable_expr":
      return { trav: [first.text], s, e };
    case "collection_value": {
      const c = named(first)[0]!;
      if (c.type === "tuple")
        return {
          tuple: named(c)
            .filter((x) => x.type === "expression")
            .map((x) => fromTreeSitterValue(x, src)),
          s,
          e,
        };
      const items: [string, number, Value][] = [];
      for (const elem of named(c).filter((x) => x.type === "object_elem")) {
        const keyNode = elem.childForFieldName("key")!;
        const key = fromTreeSitterValue(keyNode, src);
        let name: string;
        if ("trav" in key && key.trav.length === 1) name = key.trav[0] as string;
        else if ("lit" in key && typeof key.lit === "string") name = key.lit;
        else return unknown;
        items.push([name, keyNode.startIndex, fromTreeSitterValue(elem.childForFieldName("val")!, src)]);
      }
      return { object: items, s, e };
    }
    case "template_expr": {
      const t = named(first)[0]!;
      if (t.type !== "heredoc_template") return unknown;
      if (named(t).some((x) => x.type === "template_interpolation" || x.type === "template_directive")) return unknown;
      const markers = named(t).filter((x) => x.type === "heredoc_identifier");
      const open = markers[0]!;
      const close = markers[markers.length - 1]!;
      const bodyStart = src.indexOf("\n", open.endIndex) + 1;
      const bodyEnd = src.lastIndexOf("\n", close.startIndex - 1) + 1;
      let body = bodyEnd > bodyStart ? src.slice(bodyStart, bodyEnd) : "";
      if (named(t)[0]!.text === "<<-") body = flushIndent(body);
      return { lit: body.replace(/\$\$\{/g, "${").replace(/%%\{/g, "%{"), s, e };
    }
    case "operation": {
      // -N is the number -N; any other operation needs evaluation.
      const op = named(first)[0]!;
      const operand = named(op);
      if (op.type === "unary_operation" && op.child(0)?.type === "-" && operand.length === 1 && operand[0]!.type === "literal_value" && named(operand[0]!)[0]!.type === "numeric_lit") {
        const n = Number(operand[0]!.text);
        return { lit: n === 0 ? 0 : -n, s, e };
      }
      return unknown;
    }
    default:
      return unknown;
  }
}

function literalValue(lit: Node, s: number, e: number): Value {
  switch (lit.type) {
    case "numeric_lit":
      return { lit: Number(lit.text), s, e };
    case "bool_lit":
      return { lit: lit.text === "true", s, e };
    case "null_lit":
      return { lit: null, s, e };
    case "string_lit":
      return { lit: decodeQuoted(lit.text.slice(1, -1)), s, e };
    default:
      throw new Error(`unexpected literal ${lit.type}`);
  }
}

function fromTreeSitterBody(body: Node | undefined, src: string): Item[] {
  if (!body) return [];
  return named(body).map((n): Item => {
    if (n.type === "attribute") {
      const [name, value] = named(n);
      return { attr: name!.text, s: n.startIndex, e: n.endIndex, ns: name!.startIndex, v: fromTreeSitterValue(value!, src) };
    }
    if (n.type !== "block") throw new Error(`unexpected ${n.type} in a body`);
    const parts = named(n);
    const labels = parts.slice(1).filter((p) => p.type === "identifier" || p.type === "string_lit");
    return {
      block: parts[0]!.text,
      labels: labels.map((l) => (l.type === "identifier" ? l.text : decodeQuoted(l.text.slice(1, -1)))),
      ls: labels.map((l) => l.startIndex),
      s: n.startIndex,
      e: n.endIndex,
      body: fromTreeSitterBody(
        parts.find((p) => p.type === "body"),
        src,
      ),
    };
  });
}

/** Comment spans; tree-sitter's line comment keeps the \r of a \r\n, which is the line break, not the comment. */
function comments(n: Node, src: string, out: [number, number][] = []): [number, number][] {
  if (n.type === "comment") out.push([n.startIndex, n.endIndex - (src[n.endIndex - 1] === "\r" && src[n.endIndex] === "\n" ? 1 : 0)]);
  for (const c of n.children) if (c) comments(c, src, out);
  return out;
}

/** Both parsers over one text: no error from either, and the same normal form. */
function agree(src: string): { reader: HclFile } {
  const reader = parseHcl(src);
  const tree = treeSitter.parse(src)!;
  try {
    expect(tree.rootNode.hasError, `tree-sitter finds an error in:\n${src}\n${tree.rootNode.toString()}`).toBe(false);
    expect(reader.errors, `the reader finds errors in:\n${src}`).toEqual([]);
    const body = named(tree.rootNode).find((c) => c.type === "body");
    expect(fromReader(reader.body), src).toEqual(fromTreeSitterBody(body, src));
    expect(
      reader.comments.map((c) => [c.span.start, c.span.end]),
      src,
    ).toEqual(comments(tree.rootNode, src).sort((a, b) => a[0] - b[0]));
    for (const c of reader.comments) expect(c.text).toBe(src.slice(c.span.start, c.span.end));
  } finally {
    tree.delete();
  }
  return { reader };
}

// ---- random valid HCL ----

const KEYWORDS = new Set(["true", "false", "null", "for", "in", "if", "else", "endif", "endfor"]);
const ident = fc
  .oneof(fc.constantFrom("a", "b", "name", "label", "ipv4", "my-attr", "_x", "x_1", "région", "ñame", "a-b-c", "in_x"), fc.stringMatching(/^[a-z][a-z0-9_-]{0,10}$/))
  .filter((s) => !KEYWORDS.has(s));
const sp = fc.constantFrom("", "", " ", "  ", "\t");
const sp1 = fc.constantFrom(" ", " ", "  ", "\t");
const inlineComment = fc.constantFrom("", "", "", " /* c */ ", "/**/", " /* two\nlines */ ");
const lineEnd = fc.constantFrom("", "", "", " # note", " // note ✓", "\t#", " /* end */");

const stringPiece = fc.oneof(
  fc.stringMatching(/^[a-zA-Z0-9 .,:;/_+=-]{1,8}$/),
  fc.constantFrom("é", "😀", "中文", "ü", "\u00a0"),
  fc.constantFrom("\\n", "\\t", '\\"', "\\\\", "\\r", "\\u00e9", "\\U0001F600", "$${", "%%{", "$", "%", "}", "$x", "100%"),
);
const quoted = fc
  .array(stringPiece, { maxLength: 6 })
  .map((a) => `"${a.join("")}"`)
  // "$$${" is "$" then the escape "$${" in HCL; tree-sitter reads "$$" then an interpolation (hcl.test.ts has it).
  .filter((s) => !/\$\$\$\{|%%%\{/.test(s));
const number = fc.oneof(
  fc.nat(1_000_000).map(String),
  fc.tuple(fc.nat(999), fc.nat(999)).map(([a, b]) => `${a}.${b}`),
  // tree-sitter-hcl takes an exponent only after a fraction (HCL takes 1e5 too: see hcl.test.ts).
  fc.tuple(fc.nat(99), fc.nat(99), fc.constantFrom("e", "E", "e+", "e-"), fc.nat(20)).map(([a, f, e, b]) => `${a}.${f}${e}${b}`),
);
const scalar = fc.oneof(
  quoted,
  number,
  number.map((n) => `-${n}`),
  fc.constantFrom("true", "false", "null"),
);

const traversal = fc
  .tuple(
    ident,
    fc.array(
      fc.oneof(
        ident.map((i) => `.${i}`),
        fc.nat(20).map((i) => `[${i}]`),
        quoted.map((q) => `[${q}]`),
        fc.nat(9).map((i) => `.${i}`),
      ),
      { maxLength: 4 },
    ),
  )
  .map(([root, parts]) => root + parts.join(""))
  // HCL reads a.0.1 and a.0.e1 as a then the number 0.1 or 0.e1, an error (tree-sitter takes them).
  .filter((t) => !/\.[0-9]+\.(?:[0-9]|[eE][+-]?[0-9])/.test(t));

const simpleTerm = fc.oneof(scalar, traversal);

const unknownExpr = fc.oneof(
  fc.tuple(fc.constantFrom("upper", "concat", "lookup", "cidrsubnet", "provider::linode::fn"), fc.array(simpleTerm, { maxLength: 3 })).map(([f, args]) => `${f}(${args.join(", ")})`),
  fc.tuple(simpleTerm, simpleTerm, simpleTerm).map(([a, b, c]) => `${a} ? ${b} : ${c}`),
  fc.tuple(simpleTerm, fc.constantFrom("+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||"), simpleTerm).map(([a, op, b]) => `${a} ${op} ${b}`),
  traversal.map((t) => `!${t}`),
  fc.tuple(fc.stringMatching(/^[a-z ]{0,5}$/), simpleTerm, fc.stringMatching(/^[a-z ]{0,5}$/)).map(([a, t, b]) => `"${a}\${${t}}${b}"`),
  simpleTerm.map((t) => `"\${~ ${t} ~}"`),
  traversal.map((t) => `"%{ if ${t} }yes%{ else }no%{ endif }"`),
  traversal.map((t) => `"%{ for v in ${t} }\${v},%{ endfor }"`),
  fc.tuple(ident, traversal).map(([v, t]) => `[for ${v} in ${t} : ${v}.id]`),
  fc.tuple(ident, traversal).map(([v, t]) => `{for k, ${v} in ${t} : k => ${v} if ${v} != ""}`),
  traversal.map((t) => `${t}[*].id`),
  traversal.map((t) => `${t}.*.id`),
  traversal.map((t) => `(${t} + 1)`),
  traversal.map((t) => `${t}[var.i]`),
);

const { expr } = fc.letrec<{ expr: string; tuple: string; object: string }>((tie) => ({
  expr: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, traversal, unknownExpr, tie("tuple"), tie("object")),
  tuple: fc.oneof(
    fc.tuple(fc.array(tie("expr"), { maxLength: 4 }), sp, fc.boolean()).map(([items, s, trailing]) => `[${s}${items.join(`,${s} `)}${trailing && items.length ? "," : ""}]`),
    fc
      .tuple(fc.array(fc.tuple(tie("expr"), lineEnd), { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([items, trailing]) => `[\n${items.map(([v, c], i) => `  ${v}${i < items.length - 1 || trailing ? "," : ""}${c}\n`).join("")}]`),
  ),
  object: fc.oneof(
    fc.array(fc.tuple(fc.oneof(ident, quoted), fc.constantFrom(" = ", "=", ": ", " : "), tie("expr")), { maxLength: 4 }).map(
      (items) =>
        `{ ${unique(items)
          .map(([k, sep, v]) => `${k}${sep}${v}`)
          .join(", ")} }`,
    ),
    fc.array(fc.tuple(fc.oneof(ident, quoted), fc.constantFrom(" = ", ": "), tie("expr"), fc.constantFrom("", ","), lineEnd), { minLength: 1, maxLength: 4 }).map(
      (items) =>
        `{\n${unique(items)
          .map(([k, sep, v, comma, c]) => `    ${k}${sep}${v}${comma}${c}\n`)
          .join("")}  }`,
    ),
  ),
}));

/** Object keys made unique (HCL does not require it, but the reader keeps them all either way). */
function unique<T extends [string, ...unknown[]]>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter(([k]) => !seen.has(k) && (seen.add(k), true));
}

const heredoc = fc
  .record({
    flush: fc.boolean(),
    marker: fc.constantFrom("EOT", "EOF", "END_TEXT"),
    indent: fc.constantFrom("", "  ", "    ", "\t"),
    lines: fc.array(fc.oneof(fc.stringMatching(/^[a-zA-Z0-9 .,:#/_"'=-]{0,20}$/), fc.constantFrom("", "   ", "$${x}", "%%{y}", "é😀", "  more", "back\\slash", "$ 5")), { maxLength: 5 }),
    closeIndent: fc.constantFrom("", "  "),
  })
  .filter(({ marker, lines }) => lines.every((l) => l.trim() !== marker))
  .map(({ flush, marker, indent, lines, closeIndent }) => `<<${flush ? "-" : ""}${marker}\n${lines.map((l) => (l.trim() ? indent + l : l) + "\n").join("")}${closeIndent}${marker}`);

const attributeValue = fc.oneof({ weight: 6, arbitrary: expr.map((v) => ({ v, heredoc: false })) }, { weight: 1, arbitrary: heredoc.map((v) => ({ v, heredoc: true })) });

type BodyPart = { kind: "attr"; name: string; text: (indent: string, name: string) => string } | { kind: "other"; text: (indent: string) => string };

const attribute = fc
  .tuple(ident, sp, inlineComment, sp, attributeValue, lineEnd)
  .map(([name, s1, c, s2, { v, heredoc }, end]): BodyPart => ({ kind: "attr", name, text: (indent, n) => `${indent}${n}${s1}${c}=${s2}${v}${heredoc ? "" : end}\n` }));

const commentLine = fc
  .constantFrom("# a comment\n", "// another one\n", "/* block */\n", "/*\n  several\n  lines\n*/\n", "\n", "#\n", "  # indented ✓\n")
  .map((t): BodyPart => ({ kind: "other", text: (indent) => indent + t }));

const label = fc.oneof(quoted, ident);
const blockType = fc.oneof(fc.constantFrom("resource", "data", "variable", "dynamic", "content", "inbound", "interface", "lifecycle"), ident);

const oneLineBlock = fc
  .tuple(
    blockType,
    fc.array(label, { maxLength: 2 }),
    fc.option(
      fc.tuple(
        ident,
        expr.filter((v) => !v.includes("\n")),
      ),
      { nil: undefined },
    ),
  )
  .map(([type, labels, attr]): BodyPart => ({
    kind: "other",
    text: (indent) => `${indent}${[type, ...labels].join(" ")} {${attr ? ` ${attr[0]} = ${attr[1]} ` : ""}}\n`,
  }));

function body(depth: number): fc.Arbitrary<BodyPart[]> {
  const parts: fc.Arbitrary<BodyPart>[] = [attribute, attribute, commentLine, oneLineBlock];
  if (depth > 0) parts.push(block(depth - 1));
  return fc.array(fc.oneof(...parts), { maxLength: depth > 1 ? 5 : 4 });
}

function block(depth: number): fc.Arbitrary<BodyPart> {
  return fc.tuple(blockType, fc.array(fc.tuple(sp1, label), { maxLength: 2 }), inlineComment, lineEnd, body(depth)).map(([type, labels, c, end, items]): BodyPart => ({
    kind: "other",
    text: (indent) => `${indent}${type}${labels.map(([s, l]) => s + l).join("")} ${c}{${end}\n${render(items, indent + "  ")}${indent}}\n`,
  }));
}

/** The body's text, attribute names made unique in it (HCL reports a repeated one). */
function render(items: BodyPart[], indent: string): string {
  const seen = new Set<string>();
  return items
    .map((p) => {
      if (p.kind === "other") return p.text(indent);
      let name = p.name;
      for (let i = 2; seen.has(name); i++) name = `${p.name}${i}`;
      seen.add(name);
      return p.text(indent, name);
    })
    .join("");
}

const document = fc.tuple(body(3), fc.boolean(), fc.boolean()).map(([items, crlf, finalNewline]) => {
  let text = render(items, "");
  if (!finalNewline && text.endsWith("}\n")) text = text.slice(0, -1);
  return crlf ? text.replace(/\n/g, "\r\n") : text;
});

describe("parseHcl agrees with tree-sitter-hcl", () => {
  it("on random documents: blocks, labels, attributes, values, spans and comments", () => {
    fc.assert(
      fc.property(document, (src) => {
        agree(src);
      }),
      { numRuns: Number(process.env.HCL_RUNS ?? 400) },
    );
  });

  it("on every fixture", () => {
    const dir = new URL("./fixtures/hcl/", import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith(".tf"));
    expect(files).toContain("provider-example.tf");
    for (const file of files) {
      const { reader } = agree(readFileSync(new URL(file, dir), "utf8"));
      expect(reader.body.length, file).toBeGreaterThan(10);
    }
  });

  it("the comparison sees a difference: a span one off, a label, a value", () => {
    // The normal forms are compared, not just computed: each of these breaks the agreement.
    const src = 'resource "linode_vpc" "main" { # c\n  label = "a\\tb"\n}\n';
    const tree = treeSitter.parse(src)!;
    const theirs = fromTreeSitterBody(
      named(tree.rootNode).find((c) => c.type === "body"),
      src,
    );
    tree.delete();
    const ours = parseHcl(src);
    expect(fromReader(ours.body)).toEqual(theirs);
    const variants: ((block: HclBlock, attr: HclAttribute) => void)[] = [
      (_, attr) => (attr.value.span.start += 1),
      (block) => (block.labels[1] = "other"),
      (_, attr) => ((attr.value as { value: unknown }).value = "a\\tb"),
      (block) => (block.span.end -= 1),
      (_, attr) => (attr.nameSpan.start += 1),
    ];
    for (const change of variants) {
      const copy = structuredClone(ours);
      const block = copy.body[0] as HclBlock;
      change(block, block.body[0] as HclAttribute);
      expect(fromReader(copy.body)).not.toEqual(theirs);
    }
  });
});
