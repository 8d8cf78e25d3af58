/** parseHcl, the HCL native-syntax reader: each construct with its exact spans, errors where they are, hostile input. */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseHcl, type HclAttribute, type HclBlock, type HclExpr, type HclFile } from "../../src/terraform/hcl.js";
import { hasUnsafeCharacters } from "../../src/util/text.js";

/** The span of the n-th occurrence of `part` in `src`. */
function at(src: string, part: string, nth = 0): { start: number; end: number } {
  let start = -1;
  for (let i = 0; i <= nth; i++) start = src.indexOf(part, start + 1);
  if (start < 0) throw new Error(`${JSON.stringify(part)} is not in the text`);
  return { start, end: start + part.length };
}

/** The value of the attribute `name` at the top level of a text that must read without errors. */
function value(src: string, name = "a"): HclExpr {
  const file = parseHcl(src);
  expect(file.errors).toEqual([]);
  const attr = file.body.find((i): i is HclAttribute => i.kind === "attribute" && i.name === name);
  if (!attr) throw new Error(`no attribute ${name}`);
  return attr.value;
}

const errors = (src: string) => parseHcl(src).errors.map((e) => [e.span.start, e.span.end, e.message]);

/** Every span inside the text, start before end; every comment's text its span's text. */
function checkSpans(src: string, file: HclFile): void {
  const span = (s: { start: number; end: number }) => {
    expect(s.start).toBeGreaterThanOrEqual(0);
    expect(s.end).toBeGreaterThanOrEqual(s.start);
    expect(s.end).toBeLessThanOrEqual(src.length);
  };
  const expr = (x: HclExpr): void => {
    span(x.span);
    if (x.kind === "tuple") x.items.forEach(expr);
    if (x.kind === "object") x.items.forEach((i) => (span(i.keySpan), expr(i.value)));
  };
  const items = (list: (HclAttribute | HclBlock)[]): void => {
    for (const i of list) {
      span(i.span);
      if (i.kind === "attribute") (span(i.nameSpan), expr(i.value));
      else (i.labelSpans.forEach(span), items(i.body));
    }
  };
  items(file.body);
  for (const c of file.comments) (span(c.span), expect(c.text).toBe(src.slice(c.span.start, c.span.end)));
  for (const e of file.errors) (span(e.span), expect(hasUnsafeCharacters(e.message), e.message).toBe(false));
}

describe("structure", () => {
  it("reads blocks with no, quoted and bare labels, their spans, braces and bodies", () => {
    const src = 'terraform {\n  required_version = ">= 1.5"\n}\nresource "linode_vpc" main {\n  label = "vpc"\n}\n';
    const file = parseHcl(src);
    expect(file.errors).toEqual([]);
    const [terraform, vpc] = file.body as HclBlock[];
    expect(terraform).toMatchObject({
      kind: "block",
      type: "terraform",
      labels: [],
      labelSpans: [],
      span: { start: 0, end: at(src, "}").end },
      openBrace: at(src, "{").start,
      closeBrace: at(src, "}").start,
    });
    expect(terraform!.body).toEqual([
      {
        kind: "attribute",
        name: "required_version",
        nameSpan: at(src, "required_version"),
        value: { kind: "literal", value: ">= 1.5", span: at(src, '">= 1.5"'), verbatim: true },
        span: { start: at(src, "required_version").start, end: at(src, '">= 1.5"').end },
      },
    ]);
    expect(vpc).toMatchObject({
      type: "resource",
      labels: ["linode_vpc", "main"],
      labelSpans: [at(src, '"linode_vpc"'), at(src, "main")],
      span: { start: at(src, "resource").start, end: src.length - 1 },
      openBrace: at(src, "{", 1).start,
      closeBrace: src.length - 2,
    });
    expect((vpc!.body[0] as HclAttribute).value).toMatchObject({ kind: "literal", value: "vpc" });
  });

  it("reads one-line blocks, empty blocks and nested blocks, dynamic included", () => {
    const src = [
      'resource "linode_instance" "web" {',
      '  interface { purpose = "public" }',
      "  lifecycle {}",
      "  alerts {",
      "  }",
      '  dynamic "inbound" {',
      "    for_each = var.rules",
      "    content {",
      "      ports = inbound.value.ports",
      "    }",
      "  }",
      "}",
      "",
    ].join("\n");
    const file = parseHcl(src);
    expect(file.errors).toEqual([]);
    const [web] = file.body as HclBlock[];
    const [iface, lifecycle, alerts, dynamic] = web!.body as HclBlock[];
    expect(iface).toMatchObject({ type: "interface", labels: [], span: at(src, 'interface { purpose = "public" }'), openBrace: at(src, "{", 1).start, closeBrace: at(src, "}").start });
    expect(iface!.body).toEqual([
      { kind: "attribute", name: "purpose", nameSpan: at(src, "purpose"), value: { kind: "literal", value: "public", span: at(src, '"public"'), verbatim: true }, span: at(src, 'purpose = "public"') },
    ]);
    expect(lifecycle).toMatchObject({ type: "lifecycle", body: [], span: at(src, "lifecycle {}") });
    expect(alerts).toMatchObject({ type: "alerts", body: [], span: at(src, "alerts {\n  }") });
    expect(dynamic).toMatchObject({ type: "dynamic", labels: ["inbound"] });
    expect(dynamic!.body.map((i) => (i.kind === "block" ? `block ${i.type}` : i.name))).toEqual(["for_each", "block content"]);
    expect(((dynamic!.body[1] as HclBlock).body[0] as HclAttribute).value).toEqual({ kind: "traversal", root: "inbound", parts: ["value", "ports"], span: at(src, "inbound.value.ports") });
  });

  it("takes identifiers with dashes and Unicode letters, a label with escapes, CRLF line ends, a byte order mark and no final line break", () => {
    const src = '\ufeffmy-block "a\\"b" région {\r\n  the-name = 1\r\n  ñ_2 = 2\r\n}';
    const file = parseHcl(src);
    expect(file.errors).toEqual([]);
    const [block] = file.body as HclBlock[];
    expect(block).toMatchObject({ type: "my-block", labels: ['a"b', "région"], labelSpans: [at(src, '"a\\"b"'), at(src, "région")], span: { start: 1, end: src.length }, closeBrace: src.length - 1 });
    expect(block!.body.map((i) => [(i as HclAttribute).name, (i as HclAttribute).span])).toEqual([
      ["the-name", at(src, "the-name = 1")],
      ["ñ_2", at(src, "ñ_2 = 2")],
    ]);
  });

  it("reads the empty text and a text of only comments and blank lines", () => {
    expect(parseHcl("")).toEqual({ body: [], comments: [], errors: [] });
    const src = "\n\n# one\n\n// two\n/* three */\n";
    expect(parseHcl(src)).toEqual({
      body: [],
      comments: [
        { text: "# one", span: at(src, "# one"), style: "#" },
        { text: "// two", span: at(src, "// two"), style: "//" },
        { text: "/* three */", span: at(src, "/* three */"), style: "/*" },
      ],
      errors: [],
    });
  });
});

describe("literals", () => {
  it("numbers: integers, fractions, exponents with and without a fraction, - folded in", () => {
    const src = "a = 0\nb = 42\nc = 1.5\nd = 1e5\ne = 2.5E-2\nf = 1.5e+3\ng = -7\nh = - 0.25\ni = -0\n";
    const expected: [string, number, string][] = [
      ["a", 0, "0"],
      ["b", 42, "42"],
      ["c", 1.5, "1.5"],
      ["d", 100000, "1e5"],
      ["e", 0.025, "2.5E-2"],
      ["f", 1500, "1.5e+3"],
      ["g", -7, "-7"],
      ["h", -0.25, "- 0.25"],
      ["i", 0, "-0"],
    ];
    for (const [name, number, text] of expected) {
      const v = value(src, name);
      const line = at(src, `${name} = ${text}\n`);
      expect(v, name).toEqual({ kind: "literal", value: number, span: { start: line.start + name.length + 3, end: line.end - 1 }, verbatim: false });
      expect(Object.is((v as { value: number }).value, -0), name).toBe(false);
    }
  });

  it("true, false and null", () => {
    const src = "a = true\nb = false\nc = null\n";
    expect(value(src, "a")).toEqual({ kind: "literal", value: true, span: at(src, "true"), verbatim: false });
    expect(value(src, "b")).toEqual({ kind: "literal", value: false, span: at(src, "false"), verbatim: false });
    expect(value(src, "c")).toEqual({ kind: "literal", value: null, span: at(src, "null"), verbatim: false });
  });

  it("strings: every escape decoded, verbatim only without any", () => {
    const escaped = '"n\\n r\\r t\\t q\\" b\\\\ u\\u00e9 U\\U0001F600 $${x} %%{y} $ % 100%"';
    expect(value(`a = ${escaped}\n`)).toEqual({ kind: "literal", value: 'n\n r\r t\t q" b\\ ué U😀 ${x} %{y} $ % 100%', span: { start: 4, end: 4 + escaped.length }, verbatim: false });
    expect(value('a = "plain é 😀 # not a comment // nor this"\n')).toMatchObject({ value: "plain é 😀 # not a comment // nor this", verbatim: true });
    expect(value('a = ""\n')).toMatchObject({ value: "", verbatim: true, span: { start: 4, end: 6 } });
    // HCL's scanner reads "$$${" as "$" and then the escape "$${" (tree-sitter-hcl reads an interpolation).
    expect(value('a = "$$${x} %%%{y}"\n')).toMatchObject({ kind: "literal", value: "$${x} %%{y}" });
  });

  it("heredocs: the body with its line breaks; <<- strips the smallest indentation of the lines that are not blank", () => {
    const plain = "a = <<EOT\nhello\n  world\n# not a comment\nEOT\n";
    const file = parseHcl(plain);
    expect(file.comments).toEqual([]);
    expect(value(plain)).toEqual({ kind: "literal", value: "hello\n  world\n# not a comment\n", span: { start: 4, end: plain.length - 1 }, verbatim: true });
    // A line of only spaces keeps them (HCL leaves it alone); an empty line is empty; tabs count as one.
    const flush = "a = <<-EOT\n    one\n      two\n  \n\n    three\n  EOT\n";
    expect(value(flush)).toEqual({ kind: "literal", value: "one\n  two\n  \n\nthree\n", span: { start: 4, end: flush.length - 1 }, verbatim: false });
    expect(value("a = <<-EOT\n\tone\n\t\ttwo\n\tEOT\n")).toMatchObject({ value: "one\n\ttwo\n", verbatim: false });
    expect(value("a = <<-EOT\nflush\nEOT\n")).toMatchObject({ value: "flush\n", verbatim: true });
    expect(value("a = <<EOT\nEOT\n")).toMatchObject({ value: "", verbatim: true });
    expect(value("a = <<EOT\necho $${HOME} %%{x}\nEOT\n")).toMatchObject({ value: "echo ${HOME} %{x}\n", verbatim: false });
    // The marker may be indented and followed by spaces; a line that only starts with it is body.
    expect(value("a = <<EOT\nEOTX\n  EOT  \n")).toMatchObject({ value: "EOTX\n", span: { start: 4, end: 20 } });
    expect(value("a = <<EOT\r\nx\r\nEOT\r\nb = 1\r\n")).toMatchObject({ value: "x\r\n", verbatim: true });
  });
});

describe("collections and references", () => {
  it("tuples: commas, a trailing comma, line breaks, nesting, empty", () => {
    const src = 'a = [\n  "x", # first\n  1,\n  [true, null],\n  [],\n]\n';
    expect(value(src)).toEqual({
      kind: "tuple",
      span: { start: 4, end: src.length - 1 },
      items: [
        { kind: "literal", value: "x", span: at(src, '"x"'), verbatim: true },
        { kind: "literal", value: 1, span: at(src, "1"), verbatim: false },
        {
          kind: "tuple",
          span: at(src, "[true, null]"),
          items: [
            { kind: "literal", value: true, span: at(src, "true"), verbatim: false },
            { kind: "literal", value: null, span: at(src, "null"), verbatim: false },
          ],
        },
        { kind: "tuple", span: at(src, "[]"), items: [] },
      ],
    });
    expect(parseHcl(src).comments.map((c) => c.text)).toEqual(["# first"]);
  });

  it("objects: = and :, commas or line breaks, names with dashes and quoted keys with their spans", () => {
    const src = 'a = {\n  day-of-week = 1, "hour of day": 22\n  nested = { x = "y" }\n}\n';
    expect(value(src)).toEqual({
      kind: "object",
      span: { start: 4, end: src.length - 1 },
      items: [
        { key: "day-of-week", keySpan: at(src, "day-of-week"), value: { kind: "literal", value: 1, span: at(src, "1"), verbatim: false } },
        { key: "hour of day", keySpan: at(src, '"hour of day"'), value: { kind: "literal", value: 22, span: at(src, "22"), verbatim: false } },
        {
          key: "nested",
          keySpan: at(src, "nested"),
          value: { kind: "object", span: at(src, '{ x = "y" }'), items: [{ key: "x", keySpan: at(src, "x"), value: { kind: "literal", value: "y", span: at(src, '"y"'), verbatim: true } }] },
        },
      ],
    });
    expect(value("a = {}\n")).toEqual({ kind: "object", items: [], span: { start: 4, end: 6 } });
  });

  it("an object with a computed or non-string key is a dynamic object: each key an expression, a name a string", () => {
    expect(value("a = { (local.k) = 1, b = 2 }\n")).toMatchObject({
      kind: "dynamicObject",
      span: { start: 4, end: 28 },
      items: [
        { key: { kind: "paren", inner: { kind: "traversal", root: "local", parts: ["k"] } }, value: { kind: "literal", value: 1 } },
        { key: { kind: "literal", value: "b" }, value: { kind: "literal", value: 2 } },
      ],
    });
    expect(value('a = { "${k}" = 1 }\n')).toMatchObject({ kind: "dynamicObject", items: [{ key: { kind: "template" } }] });
    expect(value("a = { 1 = 2 }\n")).toMatchObject({ kind: "dynamicObject", items: [{ key: { kind: "literal", value: 1 } }] });
    expect(value("a = { x.y = 2 }\n")).toMatchObject({ kind: "dynamicObject", items: [{ key: { kind: "traversal", root: "x", parts: ["y"] } }] });
  });

  it("references: attributes, literal indexes, the legacy .0, a bare name; splats and computed indexes are unknown", () => {
    expect(value("a = var.region\n")).toEqual({ kind: "traversal", root: "var", parts: ["region"], span: { start: 4, end: 14 } });
    expect(value('a = linode_instance.web[0].ipv4["public"].x\n')).toEqual({ kind: "traversal", root: "linode_instance", parts: ["web", 0, "ipv4", "public", "x"], span: { start: 4, end: 43 } });
    expect(value("a = aws.0.id\n")).toEqual({ kind: "traversal", root: "aws", parts: [0, "id"], span: { start: 4, end: 12 } });
    expect(value("a = count\n")).toEqual({ kind: "traversal", root: "count", parts: [], span: { start: 4, end: 9 } });
    // Inside brackets line breaks do not matter, even in a reference.
    expect(value("a = [\n  x\n  .y\n  [1]\n]\n")).toMatchObject({ items: [{ kind: "traversal", root: "x", parts: ["y", 1], span: { start: 8, end: 20 } }] });
    expect(value("a = local.x[*].id\n")).toMatchObject({ kind: "splat", span: { start: 4, end: 17 }, target: { kind: "traversal", root: "local", parts: ["x"] }, each: { kind: "getattr", name: "id", target: { kind: "splatItem" } } });
    expect(value("a = local.x.*.id\n")).toMatchObject({ kind: "splat", span: { start: 4, end: 16 }, each: { kind: "getattr", name: "id" } });
    // After a full splat an index applies to each item; after the legacy .* it applies to the result.
    expect(value("a = local.x[*].ips[0]\n")).toMatchObject({ kind: "splat", each: { kind: "index", target: { kind: "getattr", name: "ips" }, key: { value: 0 } } });
    expect(value("a = local.x.*.ips[0]\n")).toMatchObject({ kind: "index", target: { kind: "splat", each: { kind: "getattr", name: "ips" } }, key: { value: 0 } });
    expect(value("a = local.x[var.i]\n")).toMatchObject({ kind: "index", span: { start: 4, end: 18 }, target: { kind: "traversal", parts: ["x"] }, key: { kind: "traversal", root: "var" } });
    expect(value("a = local.x[var.i].name\n")).toMatchObject({ kind: "getattr", name: "name", span: { start: 4, end: 23 }, target: { kind: "index" } });
    expect(value("a = [1, 2][0]\n")).toMatchObject({ kind: "index", target: { kind: "tuple" }, key: { value: 0 } });
  });
});

describe("what needs evaluation is a tree of operations, read to its end", () => {
  const cases: [string, string][] = [
    ['upper("x")', "call"],
    ['provider::linode::label(var.x, "a")', "call"],
    ["concat(local.a, [\n  1,\n  2,\n]...)", "call"],
    ['var.x ? 1 : "two"', "conditional"],
    ["1 + 2 * 3", "binary"],
    ['var.a == "" && var.b != ""', "binary"],
    ["!var.enabled", "unary"],
    ["-var.n", "unary"],
    ['[for x in var.list : upper(x) if x != ""]', "for"],
    ["{ for k, v in var.map : k => v... }", "for"],
    ['"web-${count.index + 1}"', "template"],
    ['"${lookup(m, "}")}-${"x${"y"}"}"', "template"],
    ['"%{ if var.x }yes%{ else }no%{ endif }"', "template"],
    ['"%{ for v in var.l ~}${v},%{~ endfor }"', "template"],
    ["<<EOT\nhello ${var.name}\n  ${<<INNER\nnested\nINNER\n}\nEOT", "template"],
    ["(1)", "paren"],
  ];
  for (const [expr, kind] of cases) {
    it(`${JSON.stringify(expr)}: ${kind}`, () => {
      const src = `a = ${expr}\nb = "after"\n`;
      expect(value(src)).toMatchObject({ kind, span: { start: 4, end: 4 + expr.length } });
      expect(value(src, "b")).toMatchObject({ kind: "literal", value: "after" });
    });
  }

  const strip = (x: unknown): unknown =>
    Array.isArray(x) ? x.map(strip) : x && typeof x === "object" ? Object.fromEntries(Object.entries(x).filter(([k]) => k !== "span" && k !== "keySpan" && k !== "verbatim").map(([k, v]) => [k, strip(v)])) : x;
  const lit = (value: unknown) => ({ kind: "literal", value });
  const ref = (root: string, ...parts: (string | number)[]) => ({ kind: "traversal", root, parts });

  it("operators bind as HCL's precedence says, left to right", () => {
    expect(strip(value("a = 1 + 2 * 3 - 4\n"))).toEqual({ kind: "binary", op: "-", left: { kind: "binary", op: "+", left: lit(1), right: { kind: "binary", op: "*", left: lit(2), right: lit(3) } }, right: lit(4) });
    expect(strip(value("a = !x || y && z == 1\n"))).toEqual({
      kind: "binary",
      op: "||",
      left: { kind: "unary", op: "!", operand: ref("x") },
      right: { kind: "binary", op: "&&", left: ref("y"), right: { kind: "binary", op: "==", left: ref("z"), right: lit(1) } },
    });
    expect(strip(value("a = x < 1 == y >= 2\n"))).toMatchObject({ op: "==", left: { op: "<" }, right: { op: ">=" } });
    expect(strip(value("a = c ? 1 : d ? 2 : 3\n"))).toEqual({ kind: "conditional", cond: ref("c"), then: lit(1), else: { kind: "conditional", cond: ref("d"), then: lit(2), else: lit(3) } });
  });

  it("templates: text, interpolations, directives with their bodies, strip markers", () => {
    expect(strip(value('a = "web-${count.index + 1}"\n'))).toEqual({ kind: "template", parts: [{ kind: "text", text: "web-" }, { kind: "interp", expr: { kind: "binary", op: "+", left: ref("count", "index"), right: lit(1) } }] });
    expect(strip(value('a = "%{ for v in var.l ~}  ${v},  %{~ endfor }"\n'))).toEqual({
      kind: "template",
      parts: [{ kind: "for", keyVar: undefined, valueVar: "v", collection: ref("var", "l"), body: [{ kind: "interp", expr: ref("v") }, { kind: "text", text: "," }] }],
    });
    expect(strip(value('a = "%{ if x }yes%{ else }no%{ endif }!"\n'))).toEqual({
      kind: "template",
      parts: [{ kind: "if", cond: ref("x"), then: [{ kind: "text", text: "yes" }], else: [{ kind: "text", text: "no" }] }, { kind: "text", text: "!" }],
    });
    expect(strip(value('a = "\\t$${x} ${y}"\n'))).toEqual({ kind: "template", parts: [{ kind: "text", text: "\t${x} " }, { kind: "interp", expr: ref("y") }] });
    // <<- removes the smallest indentation of the lines, the text of a line that goes on in a ${...} counted.
    expect(strip(value("a = <<-EOT\n    hello ${var.name}\n      x\n    EOT\n"))).toEqual({ kind: "template", parts: [{ kind: "text", text: "hello " }, { kind: "interp", expr: ref("var", "name") }, { kind: "text", text: "\n  x\n" }] });
    // A line that starts with ${...} allows no indentation to be removed.
    expect(strip(value("a = <<-EOT\n${x}\n    y\n    EOT\n"))).toEqual({ kind: "template", parts: [{ kind: "interp", expr: ref("x") }, { kind: "text", text: "\n    y\n" }] });
  });

  it("a heredoc inside a call (the provider's user_data) is read and the block goes on", () => {
    const src = 'metadata {\n  user_data = base64encode(<<-EOT\n    #cloud-config\n    packages: [nginx]\n  EOT\n  )\n  other = "x"\n}\n';
    const file = parseHcl(src);
    expect(file.errors).toEqual([]);
    expect(file.comments).toEqual([]);
    const body = (file.body[0] as HclBlock).body as HclAttribute[];
    expect(body.map((a) => [a.name, a.value.kind])).toEqual([
      ["user_data", "call"],
      ["other", "literal"],
    ]);
    expect(body[0]!.value.span).toEqual({ start: at(src, "base64encode").start, end: at(src, "  )").end });
  });
});

describe("comments", () => {
  it("collects the three styles with their spans, wherever they are", () => {
    const src = '# top\nresource "x" "y" { // after the brace\n  a /* between */ = 1 # trailing\n  b = [ /* in a list */ 1,\n  2 ] // end\n}\n/* multi\nline */\n// at the end';
    const file = parseHcl(src);
    expect(file.errors).toEqual([]);
    expect(file.comments).toEqual(
      ["# top", "// after the brace", "/* between */", "# trailing", "/* in a list */", "// end", "/* multi\nline */", "// at the end"].map((text) => ({
        text,
        span: at(src, text),
        style: text.slice(0, text.startsWith("#") ? 1 : 2),
      })),
    );
    const attrs = (file.body[0] as HclBlock).body as HclAttribute[];
    expect(attrs.map((a) => a.span)).toEqual([at(src, "a /* between */ = 1"), at(src, "b = [ /* in a list */ 1,\n  2 ]")]);
  });

  it("a comment's line break is not part of it (CRLF too)", () => {
    const src = "a = 1 # note\r\nb = 2 // two\r\n";
    expect(parseHcl(src).comments.map((c) => c.span)).toEqual([at(src, "# note"), at(src, "// two")]);
  });
});

describe("errors: where, what was expected, and what is still read", () => {
  it("a missing value, then the next line is read", () => {
    expect(errors("a =\nb = 2\n")).toEqual([[3, 4, "expected an expression, found the end of the line"]]);
    expect(parseHcl("a =\nb = 2\n").body.map((i) => (i as HclAttribute).name)).toEqual(["b"]);
  });

  it("an unterminated string ends at its line; the next block is read", () => {
    const src = 'a = "abc\nresource "x" "y" {}\n';
    expect(errors(src)).toEqual([[4, 8, "unterminated string: a quoted string must end on the line it starts (a heredoc can span lines)"]]);
    expect(parseHcl(src).body).toMatchObject([{ kind: "block", type: "resource", labels: ["x", "y"] }]);
  });

  it("a heredoc that never ends, or ends without a line break, is one error at once", () => {
    expect(errors("a = <<EOT\nfoo\n")).toEqual([[4, 9, 'unterminated heredoc: no line "EOT" closes the "<<EOT" that starts here']]);
    expect(errors("a = <<EOT\nfoo\nEOT")).toEqual([[14, 17, 'the heredoc\'s closing marker "EOT" must be followed by a line break']]);
    expect(errors("a = <<EOT x\nEOT\n")[0]).toEqual([4, 9, 'a heredoc marker "<<EOT" must be followed directly by a line break']);
    const long = `a = <<EOT\n${"line\n".repeat(100_000)}`;
    expect(errors(long)).toEqual([[4, 9, 'unterminated heredoc: no line "EOT" closes the "<<EOT" that starts here']]);
  });

  it("an unterminated comment runs to the end and says so", () => {
    const src = "a = 1\n/* never closed\nb = 2\n";
    const file = parseHcl(src);
    expect(file.errors).toEqual([{ message: 'unterminated comment: no "*/" closes this "/*"', span: { start: 6, end: 8 } }]);
    expect(file.comments).toEqual([{ text: src.slice(6), span: { start: 6, end: src.length }, style: "/*" }]);
    expect(file.body.map((i) => (i as HclAttribute).name)).toEqual(["a"]);
  });

  it("a bad list item: the rest of the line is skipped, the block and the next ones are kept", () => {
    const src = 'resource "x" "y" {\n  a = [1, 2\n  b = 3\n  c = 4\n}\nd = 5\n';
    const file = parseHcl(src);
    expect(file.errors).toEqual([{ message: 'expected "," or "]" after a list item, found a name', span: at(src, "b") }]);
    expect((file.body[0] as HclBlock).body.map((i) => (i as HclAttribute).name)).toEqual(["c"]);
    expect((file.body[1] as HclAttribute).name).toBe("d");
  });

  it("escapes, characters and numbers HCL does not take", () => {
    expect(errors('a = "\\q"\n')).toEqual([[5, 7, 'invalid escape "\\\\q": the escapes are \\n \\r \\t \\" \\\\ \\uNNNN \\UNNNNNNNN']]);
    expect(errors('a = "\\u12"\n')).toEqual([[5, 7, "invalid escape: \\u must be followed by 4 hexadecimal digits"]]);
    expect(errors('a = "\\uD800"\n')).toEqual([[5, 11, 'invalid escape: "\\\\uD800" is not a Unicode character']]);
    expect(parseHcl('a = "\\q"\n').body[0]).toMatchObject({ value: { kind: "unknown", why: "invalid escape" } });
    expect(errors("a = 1.2.3\n")).toEqual([[4, 9, 'expected a number such as 1, 1.5 or 1e3, found a number']]);
    expect(errors("a = a.0.1\n")).toEqual([[6, 9, 'expected an attribute name or a single index after "." (write a[0][1], not a.0.1), found a number']]);
    expect(errors("a = $\n")).toEqual([[4, 5, 'unexpected character "$"']]);
    expect(errors("a = 1 & 2\n")).toEqual([[6, 7, 'unexpected "&" (the "and" operator is "&&")']]);
    expect(errors("a = 1\rb = 2\n")).toEqual([[5, 6, "unexpected carriage return without a line feed"]]);
  });

  it("structure HCL does not take: commas, quoted names, a brace on its own line, one-line blocks holding more", () => {
    expect(errors("a = 1,\n")).toEqual([[5, 6, 'unexpected "," after the value of "a": attributes are separated by line breaks, not commas']]);
    expect(errors('"a" = 1\n')).toEqual([[0, 3, "expected an attribute or block name (names are not quoted), found a string"]]);
    expect(errors("x\n{\n}\n")[0]).toEqual([1, 2, 'expected "=" or a block after "x" (a block\'s "{" must be on the line of its type), found the end of the line']);
    expect(errors("x { a = 1, b = 2 }\ny = 1\n")).toEqual([[9, 10, 'expected "}": a one-line block holds one attribute; write the block on several lines, found ","']]);
    expect(errors("x { a = 1\n}\n")).toEqual([[9, 10, 'expected "}" on the same line: a block with an attribute on its first line must close on that line, found the end of the line']]);
    expect(errors("x { y {} }\n")).toEqual([[6, 7, 'expected "=": a one-line block holds one attribute; put a nested block "y" on a line of its own, found "{"']]);
    expect(errors("x {\n  a = 1 }\n")).toEqual([[12, 13, 'expected a line break after the value of "a", found "}"']]);
    expect(errors('x "${a}" {}\n')).toEqual([[2, 8, "expected a block label without ${...} or %{...}, found a string"]]);
    expect(errors("}\na = 1\n")).toEqual([[0, 1, 'unexpected "}": no block is open here']]);
    expect(errors("x {\n  y {\n")).toEqual([[8, 9, 'this block is never closed: no "}" matches this "{"']]);
    expect(errors("a = [1,\n")).toEqual([[4, 5, "this list is never closed"]]);
    expect(errors("a = 1\na = 2\n")).toEqual([[6, 7, 'the attribute "a" is set twice in this body; each attribute may be set once']]);
  });

  it("a broken template is one error; the string is unknown and the line goes on", () => {
    const src = 'a = "${ 1 + }"\nb = "%{ if x }y"\nc = "%{ endif }"\nd = 1\n';
    const file = parseHcl(src);
    expect(file.errors.map((e) => [e.span.start, e.span.end, e.message])).toEqual([
      [12, 13, 'expected an expression, found "}"'],
      [19, 31, "missing %{ endif } in this string"],
      [40, 45, 'expected %{ endif } only after %{ if }, found a name'],
    ]);
    expect(file.body.map((i) => [(i as HclAttribute).name, (i as HclAttribute).value.kind])).toEqual([
      ["a", "unknown"],
      ["b", "unknown"],
      ["c", "unknown"],
      ["d", "literal"],
    ]);
  });

  it("a block left open keeps what it read, with closeBrace -1", () => {
    const src = 'resource "x" "y" {\n  a = 1\n';
    const file = parseHcl(src);
    expect(file.body).toEqual([
      {
        kind: "block",
        type: "resource",
        labels: ["x", "y"],
        labelSpans: [at(src, '"x"'), at(src, '"y"')],
        body: [expect.objectContaining({ name: "a" })],
        span: { start: 0, end: 26 },
        openBrace: 17,
        closeBrace: -1,
      },
    ]);
  });

  it("messages quote user text escaped and shortened", () => {
    const file = parseHcl(`a = 1 \u001b[31m${"x".repeat(200)}\n`);
    expect(file.errors).toHaveLength(1);
    expect(file.errors[0]!.message).toBe("unexpected character U+001B");
    const long = parseHcl(`a = 1 ${"y".repeat(200)}\n`).errors[0]!.message;
    expect(long.length).toBeLessThan(120);
    // A name or number found where it does not belong is described, never quoted (it may be a secret).
    expect(long).toBe('expected a line break after the value of "a", found a name');
  });
});

describe("limits and hostile input: never a throw, never a hang", () => {
  it("depth: 63 nested lists read at maxDepth 64, 64 are one error", () => {
    const deep = (k: number) => `a = ${"[".repeat(k)}1${"]".repeat(k)}\n`;
    expect(parseHcl(deep(63), { maxDepth: 64 }).errors).toEqual([]);
    expect(parseHcl(deep(64), { maxDepth: 64 }).errors).toEqual([{ message: "nested more than 64 levels deep; the rest of the file was not read", span: { start: 68, end: 69 } }]);
    expect(parseHcl(deep(64)).errors).toHaveLength(1); // 64 is the default
    expect(parseHcl(deep(9), { maxDepth: 10 }).errors).toEqual([]);
    expect(parseHcl(deep(10), { maxDepth: 10 }).errors).toHaveLength(1);
  });

  it("10,000 of each nesting construct: one error, no stack overflow", () => {
    const n = 10_000;
    const texts = [
      `a = ${"[".repeat(n)}`,
      `a = ${"[".repeat(n)}${"]".repeat(n)}\n`,
      `a = ${"{ b = ".repeat(n)}1${" }".repeat(n)}\n`,
      `a = ${"(".repeat(n)}1${")".repeat(n)}\n`,
      `a = ${"f(".repeat(n)}`,
      `a = ${"-".repeat(n)}1\n`,
      `a = ${'"${'.repeat(n)}`,
      `a = ${"<<EOT\n${".repeat(n)}`,
      "x {\n".repeat(n),
      "x {\n".repeat(n) + "}\n".repeat(n),
    ];
    for (const text of texts) {
      const file = parseHcl(text);
      expect(file.errors, text.slice(0, 20)).toHaveLength(1);
      expect(file.errors[0]!.message).toBe("nested more than 64 levels deep; the rest of the file was not read");
    }
    // Even with the largest depth allowed (500), the stack holds.
    for (const text of texts) expect(parseHcl(text, { maxDepth: 1e9 }).errors[0]!.message).toBe("nested more than 500 levels deep; the rest of the file was not read");
  });

  it("nodes: maxNodes bounds what is built, exactly", () => {
    // `a = 1` is two nodes: the attribute and its value.
    expect(parseHcl("a = 1\n", { maxNodes: 2 }).errors).toEqual([]);
    expect(parseHcl("a = 1\n", { maxNodes: 1 }).errors).toEqual([{ message: "more than 1 blocks, attributes, values and comments; the rest of the file was not read", span: { start: 5, end: 6 } }]);
    expect(parseHcl("# a\n# b\n", { maxNodes: 1 }).errors).toHaveLength(1);
    const many = parseHcl("a = [" + "1,".repeat(100_000) + "]\n", { maxNodes: 1000 });
    expect(many.errors).toHaveLength(1);
    expect(many.body).toEqual([]);
  });

  it("errors: at most 100, then one saying the rest was not read", () => {
    expect(parseHcl("1\n".repeat(100)).errors).toHaveLength(100);
    const file = parseHcl("1\n".repeat(150));
    expect(file.errors).toHaveLength(101);
    expect(file.errors[100]!.message).toBe("more than 100 syntax errors; the rest of the file was not read");
  });

  it("100,000 blocks: all read, no error", () => {
    const text = 'resource "linode_vpc" "v" {\n  label = "x"\n  tags = ["a", "b"]\n}\n'.repeat(100_000);
    const file = parseHcl(text);
    expect(file.errors).toEqual([]);
    expect(file.body).toHaveLength(100_000);
    expect((file.body[99_999] as HclBlock).span.end).toBe(text.length - 1);
  });

  it("100,000 lines of one attribute each inside a block, 100,000 comments", () => {
    const text = "x {\n" + Array.from({ length: 100_000 }, (_, i) => `  a${i} = ${i} # c\n`).join("") + "}\n";
    const file = parseHcl(text);
    expect(file.errors).toEqual([]);
    expect((file.body[0] as HclBlock).body).toHaveLength(100_000);
    expect(file.comments).toHaveLength(100_000);
  });

  it("NUL bytes and lone surrogates: errors where they are not allowed, kept in strings", () => {
    expect(value('a = "x\u0000y"\n')).toMatchObject({ value: "x\u0000y" });
    expect(value('a = "\ud800\udfff\udc00"\n')).toMatchObject({ value: "\ud800\udfff\udc00", verbatim: true });
    expect(errors("a\u0000 = 1\n")).toEqual([[1, 2, "unexpected character U+0000"]]);
    expect(errors("a = \ud800\n")).toEqual([[4, 5, "unexpected character U+D800"]]);
    expect(errors("\udc00 = 1\nb = 2\n")).toEqual([[0, 1, "unexpected character U+DC00"]]);
    expect(parseHcl("# \u0000 \ud800\nb = 1\n").comments).toHaveLength(1);
  });

  it("not text at all: an error, not a throw", () => {
    expect(parseHcl(undefined as unknown as string)).toEqual({ body: [], comments: [], errors: [{ message: "the input is not text", span: { start: 0, end: 0 } }] });
    expect(parseHcl(42 as unknown as string).errors).toHaveLength(1);
    expect(parseHcl("a = 1\n", { maxDepth: Number.NaN, maxNodes: -1 }).errors).toEqual([]);
  });

  it("any text: no throw, every span inside the text, messages safe to print", () => {
    const pieces = [
      "{",
      "}",
      "[",
      "]",
      "(",
      ")",
      '"',
      "${",
      "%{",
      "}",
      "<<EOT\n",
      "<<-X\n",
      "EOT\n",
      "X",
      "#",
      "//",
      "/*",
      "*/",
      "\n",
      "\r\n",
      "\r",
      "=",
      ",",
      ":",
      "?",
      ".",
      "*",
      "a",
      "for",
      "in",
      "if",
      "1",
      "1.5e3",
      "-",
      "\\",
      "\\u",
      "$${",
      "~}",
      "é",
      "\ud800",
      "\u0000",
      " ",
      "\t",
      "dynamic",
      "=>",
      "...",
      "::",
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 300 }),
          fc.array(fc.constantFrom(...pieces), { maxLength: 120 }).map((a) => a.join("")),
        ),
        (src) => {
          checkSpans(src, parseHcl(src));
          checkSpans(src, parseHcl(src, { maxDepth: 3, maxNodes: 20 }));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("the fixture", () => {
  it("reads the provider example without errors, with every resource and its nested blocks", () => {
    const src = readFileSync(new URL("./fixtures/hcl/provider-example.tf", import.meta.url), "utf8");
    const file = parseHcl(src);
    expect(file.errors).toEqual([]);
    const resources = file.body.filter((b): b is HclBlock => b.kind === "block" && b.type === "resource").map((b) => b.labels.join("."));
    expect(resources).toEqual([
      "random_password.root",
      "linode_vpc.main",
      "linode_vpc_subnet.app",
      "linode_vpc_subnet.db",
      "linode_firewall.web",
      "linode_instance.web",
      "linode_instance.bastion",
      "linode_database_mysql_v2.main",
      "linode_firewall_device.bastion",
      "linode_stackscript.bootstrap",
    ]);
    const firewall = file.body.find((b): b is HclBlock => b.kind === "block" && b.labels[1] === "web" && b.labels[0] === "linode_firewall")!;
    expect(firewall.body.filter((b) => b.kind === "block").map((b) => (b as HclBlock).type)).toEqual(["inbound", "inbound", "outbound"]);
    const script = file.body.find((b): b is HclBlock => b.kind === "block" && b.labels[0] === "linode_stackscript")!;
    const body = (script.body.find((a) => a.kind === "attribute" && a.name === "script") as HclAttribute).value;
    expect(body).toMatchObject({ kind: "literal", verbatim: false });
    expect((body as { value: string }).value).toContain('echo "done: ${HOSTNAME}"\n');
    checkSpans(src, file);
  });
});
