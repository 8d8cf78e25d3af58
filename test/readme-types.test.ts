/**
 * The README's TypeScript examples compile against the package's types: each ```ts block is
 * type-checked with the TypeScript compiler, "cloudlint" resolved to src/index.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { typeCheck } from "./helpers/typescript.js";

const root = fileURLToPath(new URL("../", import.meta.url));

it("every ```ts block of the README type-checks", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  expect(blocks.length).toBeGreaterThan(0);
  const dir = join(root, "test/.readme-types");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = blocks.map((code, i) => {
    const file = join(dir, `block-${i}.ts`);
    writeFileSync(file, code.replace(/from "cloudlint"/g, 'from "../../src/index.js"') + "\nexport {};\n");
    return file;
  });
  const { problems } = typeCheck(files, dir);
  rmSync(dir, { recursive: true, force: true });
  expect(problems).toEqual([]);
}, 60_000);
