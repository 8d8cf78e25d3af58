/**
 * Builds the playground into <outDir>/playground/: the page's script and the lint worker (esbuild,
 * minified ES modules), the HTML and CSS, and examples.json (the examples, read from the
 * repository at build time). Prints each JavaScript file's gzipped size.
 *   node site/playground/build.mjs [outDir]   (default site/dist)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile, copyFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");

/** The page's JavaScript (page script and worker, gzipped) may not exceed this (issue 37). */
export const JS_BUDGET_GZIP = 400 * 1024;

const TARGET = ["chrome110", "firefox115", "safari16"];

async function yamlFilesOf(folder) {
  // Dot files (.cloudlintrc.yaml) last: the first tab opened is a state file.
  const names = (await readdir(join(root, folder))).filter((n) => /\.(ya?ml|json)$/.test(n)).sort((a, b) => Number(a.startsWith(".")) - Number(b.startsWith(".")) || (a < b ? -1 : a > b ? 1 : 0));
  return Promise.all(names.map(async (name) => ({ path: name, text: await readFile(join(root, folder, name), "utf8") })));
}

/** Every example: id → files (path, side, text), as the page's #example select names them. */
export async function examples() {
  const after = (files) => files.map((f) => ({ ...f, side: "after" }));
  const read = (path) => readFile(join(root, path), "utf8");
  const ex = join("site", "playground", "examples");
  return {
    examples: { files: after(await yamlFilesOf("examples")) },
    "examples-broken": { files: after(await yamlFilesOf("examples-broken")) },
    terraform: { files: after([{ path: "main.tf", text: await read(join(ex, "terraform", "main.tf")) }]) },
    plan: { files: after([{ path: "plan.json", text: await read(join(ex, "plan", "plan.json")) }]) },
    policy: {
      files: after([
        { path: "firewalls.yaml", text: await read(join(ex, "policy", "firewalls.yaml")) },
        { path: ".cloudlint/policies/firewalls.yaml", text: await read(join("examples", "policies", "firewalls.yaml")) },
      ]),
    },
    change: {
      files: [
        ...after(await yamlFilesOf(join("examples-change", "after"))),
        ...(await yamlFilesOf(join("examples-change", "before"))).map((f) => ({ ...f, side: "before" })),
      ],
    },
  };
}

/**
 * The licence texts of the packages bundled into the page (MIT and the like ask that their notice
 * travel with copies): one section per package, from its LICENSE file.
 */
async function licensesOf(inputs) {
  const packages = new Set();
  for (const input of inputs) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input.replace(/\\/g, "/"));
    if (match) packages.add(match[1]);
  }
  const sections = [];
  for (const name of [...packages].sort()) {
    const folder = join(root, "node_modules", name);
    const meta = JSON.parse(await readFile(join(folder, "package.json"), "utf8"));
    const file = (await readdir(folder)).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    const text = file ? await readFile(join(folder, file), "utf8") : `(no licence file in the package; package.json says ${meta.license ?? "nothing"})`;
    sections.push(`${name} ${meta.version} (${meta.license ?? "no licence field"})\n\n${text.trim()}\n`);
  }
  return `The cloudlint playground bundles these packages:\n\n${sections.join(`\n${"-".repeat(72)}\n\n`)}`;
}

export async function buildPlayground(outDir) {
  // The core imports the validators the project's build generates (src/schemas/validators/, not
  // committed): a fresh clone has them only after `node scripts/build.mjs`.
  if (!existsSync(join(root, "src", "schemas", "validators", "firewall.generated.ts"))) {
    execFileSync(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  }
  const out = join(resolve(outDir), "playground");
  await mkdir(out, { recursive: true });
  const result = await build({
    entryPoints: { playground: join(here, "main.ts"), worker: join(here, "worker.ts") },
    outdir: out,
    bundle: true,
    minify: true,
    format: "esm",
    splitting: false,
    target: TARGET,
    platform: "browser",
    legalComments: "linked",
    metafile: true,
    logLevel: "warning",
    // The core is pure; anything that would pull Node built-ins into the page is a bug to see here.
    external: [],
  });
  await writeFile(join(out, "licenses.txt"), await licensesOf(Object.keys(result.metafile.inputs)));
  await copyFile(join(here, "index.html"), join(out, "index.html"));
  await copyFile(join(here, "playground.css"), join(out, "playground.css"));
  await writeFile(join(out, "examples.json"), JSON.stringify(await examples()));
  let total = 0;
  const sizes = [];
  for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".js")).sort()) {
    const bytes = await readFile(file);
    const gz = gzipSync(bytes, { level: 9 }).length;
    total += gz;
    sizes.push({ file: relative(out, file), bytes: bytes.length, gzip: gz });
    console.log(`playground/${relative(out, file)}: ${(bytes.length / 1024).toFixed(1)} KiB, ${(gz / 1024).toFixed(1)} KiB gzipped`);
  }
  console.log(`playground JavaScript in all: ${(total / 1024).toFixed(1)} KiB gzipped (budget ${JS_BUDGET_GZIP / 1024} KiB)`);
  if (total > JS_BUDGET_GZIP) throw new Error(`the playground's JavaScript is ${(total / 1024).toFixed(1)} KiB gzipped, over the ${JS_BUDGET_GZIP / 1024} KiB budget`);
  return { outDir: out, sizes, totalGzip: total };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildPlayground(process.argv[2] ?? join(root, "site", "dist")).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
