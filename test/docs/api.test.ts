/**
 * The API reference is generated from the code's doc comments (`npm run docs`, TypeDoc): every
 * export has a doc comment and an example, every example compiles against the package's types,
 * the request types' example bodies are accepted by validateRequest, and TypeDoc itself runs
 * clean (its validation treats an undocumented export as an error).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CONSUMER_OPTIONS, typeCheck } from "../helpers/typescript.js";
import { validateRequest } from "../../src/request/validate.js";
import { routes } from "../../src/request/routes.js";
import { REQUEST_TYPES } from "../../src/schemas/index.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const index = `${root}src/index.ts`;

function exportsWithDocs() {
  const program = ts.createProgram([index], CONSUMER_OPTIONS);
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  return checker.getExportsOfModule(module).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const doc = ts.displayPartsToString(target.getDocumentationComment(checker));
    const examples = target
      .getJsDocTags(checker)
      .filter((t) => t.name === "example")
      .map((t) => ts.displayPartsToString(t.text));
    return { name: symbol.name, doc, examples };
  });
}

describe("the API reference", () => {
  const documented = exportsWithDocs();

  it("documents every export, each with an example", () => {
    expect(documented.length).toBeGreaterThan(150);
    expect(documented.filter((e) => e.doc.trim() === "").map((e) => e.name)).toEqual([]);
    expect(documented.filter((e) => e.examples.length === 0).map((e) => e.name)).toEqual([]);
  });

  it("has examples that compile against the package's types", () => {
    const names = documented.map((e) => e.name);
    const dir = mkdtempSync(join(root, "test/.doc-examples-"));
    try {
      const files = documented.flatMap(({ name, examples }) =>
        examples.map((example, i) => {
          const code = /```ts\n([\s\S]*?)```/.exec(example)?.[1];
          if (code === undefined) throw new Error(`${name}: an example that is not a \`\`\`ts block`);
          const file = join(dir, `${name}-${i}.ts`);
          writeFileSync(file, `import { ${names.join(", ")} } from "../../src/index.js";\n${code}\nexport {};\n`);
          return file;
        }),
      );
      const { problems } = typeCheck(files, dir);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.each(Object.entries(REQUEST_TYPES))("the example body of %s is accepted by its endpoints", (file, { example }) => {
    const endpoints = routes.filter((r) => r.input.kind === "body" && r.input.schema === file);
    expect(endpoints.length).toBeGreaterThan(0);
    for (const route of endpoints) {
      const path = route.path.replace("{imageId}", "private/15").replace(/\{\w+\}/g, (m) => (m === "{address}" ? "203.0.113.10" : "12"));
      expect(validateRequest({ method: route.method, path, body: example }), route.id).toMatchObject({ ok: true, diagnostics: [] });
    }
  });

  it("npm run docs builds it with TypeDoc, which fails on an undocumented export", () => {
    const out = mkdtempSync(join(tmpdir(), "cloudlint-docs-"));
    try {
      const run = spawnSync(process.execPath, [`${root}node_modules/typedoc/bin/typedoc`, "--out", out], { cwd: root, encoding: "utf8" });
      expect(run.stdout + run.stderr).not.toMatch(/\[warning\]|\[error\]/);
      expect(run.status).toBe(0);
      mkdirSync(out, { recursive: true });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
