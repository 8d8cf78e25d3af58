/**
 * The documentation's TypeScript examples compile against the package's types: each ```ts block
 * of the README and of every page under docs/ is type-checked with the TypeScript compiler,
 * "cloudlint" resolved to src/index.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { docPages } from "./helpers/docs.js";
import { typeCheck } from "./helpers/typescript.js";

const root = fileURLToPath(new URL("../", import.meta.url));

it("every ```ts block of the README and of the docs/ pages type-checks", () => {
  const blocks = docPages().flatMap(({ path, text }) => [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => ({ path, code: m[1]! })));
  // The README's service example, and the library's and the services' pages hold some.
  for (const path of ["README.md", "docs/library.md", "docs/services.md"]) expect(blocks.some((b) => b.path === path), path).toBe(true);
  const dir = join(root, "test/.readme-types");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = blocks.map(({ path, code }, i) => {
    const file = join(dir, `${path.replace(/[^a-z0-9]+/gi, "-")}-block-${i}.ts`);
    writeFileSync(file, code.replace(/from "cloudlint"/g, 'from "../../src/index.js"') + "\nexport {};\n");
    return file;
  });
  const { problems } = typeCheck(files, dir);
  rmSync(dir, { recursive: true, force: true });
  expect(problems).toEqual([]);
}, 60_000);
