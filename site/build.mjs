#!/usr/bin/env node
// npm run build:site [-- OUT_DIR]: the whole site, for any static host, into OUT_DIR (default
// site/dist/): the documentation (docs/, VitePress) at the root, every rule page (rules/*.md) at
// rules/<id>.html with an index of them, the library's API reference (typedoc) at api/, and the
// playground at playground/ (site/playground/build.mjs, when it exists).
//
// CLOUDLINT_SITE_BASE: the path the site is served from ("/" by default; "/cloudlint/" for a
// GitHub Pages project site). Nothing here uses the network.
//
// The pages are written for GitHub first: docs/*.md link each other as ./page.md, the rule pages
// as ../rules/<id>.md, and any other file of the repository by its path. They are staged into
// site/.build/ (docs/ at its root, rules/ under rules/) with every link made the site's: a page's
// link stays a page link (VitePress turns it into .html and checks it exists), a link to any other
// file of the repository becomes its GitHub address.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const stage = join(root, "site", ".build");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const repositoryUrl = String(pkg.repository?.url ?? "").replace(/^git\+/, "").replace(/\.git$/, "");

class BuildError extends Error {}

/** The repository's address of a file or folder that is no page of the site. */
function githubUrl(path, isFolder) {
  return `${repositoryUrl}/${isFolder ? "tree" : "blob"}/main/${path}`;
}

/** Where a repository file is on the staged site (relative to site/.build), or null when it is not a page. */
function stagedPath(repoPath) {
  if (repoPath === "docs" || repoPath === "docs/") return "index.md";
  if (repoPath.startsWith("docs/") && repoPath.endsWith(".md")) return repoPath.slice("docs/".length);
  if (repoPath === "rules" || repoPath === "rules/") return "rules/index.md";
  if (/^rules\/[^/]+\.md$/.test(repoPath)) return repoPath;
  return null;
}

/** A page's Markdown with its links made the site's (fenced code untouched) and its HTML comments dropped. */
export function stageMarkdown(text, repoPath) {
  const from = posix.dirname(repoPath);
  const at = stagedPath(repoPath);
  let fence = null;
  const out = [];
  for (const line of text.split("\n")) {
    const f = /^\s*(```+|~~~+)/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      out.push(line);
      continue;
    }
    if (fence !== null) {
      out.push(line);
      continue;
    }
    // A comment line such as <!-- starter-config --> marks a block for the tests; the site
    // renders no HTML from the pages (they are GitHub Markdown), so it would show as text.
    if (/^\s*<!--.*-->\s*$/.test(line)) continue;
    out.push(
      line.replace(/\]\(([^)\s]+)\)/g, (whole, target) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#") || target.startsWith("/")) return whole;
        const hash = target.indexOf("#");
        const file = hash < 0 ? target : target.slice(0, hash);
        const anchor = hash < 0 ? "" : target.slice(hash);
        const resolved = posix.normalize(posix.join(from, file));
        if (resolved.startsWith("..")) throw new BuildError(`${repoPath}: the link ${target} leaves the repository`);
        const page = stagedPath(resolved);
        if (page === null) {
          const isFolder = file.endsWith("/") || (existsSync(join(root, resolved)) && statSync(join(root, resolved)).isDirectory());
          return `](${githubUrl(resolved.replace(/\/$/, ""), isFolder)}${anchor})`;
        }
        let link = posix.relative(posix.dirname(at), page);
        if (!link.startsWith(".")) link = `./${link}`;
        return `](${link}${anchor})`;
      }),
    );
  }
  return out.join("\n");
}

/**
 * The rules index: every rule page, with its default severity and the one-line description of the
 * rule registry (src/rules/catalog.ts, as the library build leaves it in dist/esm/), or, for a page
 * the registry lacks, the first sentence of the page.
 */
async function rulesIndex(ids) {
  const { RULES } = await import(pathToFileURL(join(root, "dist", "esm", "rules", "catalog.js")).href);
  const rows = ids.map((id) => {
    const meta = RULES[id];
    const text = readFileSync(join(root, "rules", `${id}.md`), "utf8");
    const severity = meta ? `${meta.severity}${meta.defaultOff ? " (off by default)" : ""}` : (/^\| Severity \| (.*?) \|$/m.exec(text)?.[1] ?? "");
    const body = text.split("\n\n").map((p) => p.trim()).find((p) => p && !p.startsWith("#") && !p.startsWith("|")) ?? "";
    const summary = meta?.description ?? (/^([\s\S]*?\.)(\s|$)/.exec(body)?.[1] ?? body).replace(/\s*\n\s*/g, " ");
    return `| [\`${id}\`](./${id}.md) | ${severity} | ${summary.replace(/\|/g, "\\|")} |`;
  });
  return [
    "# Every rule",
    "",
    `The ${ids.length} rules cloudlint reports, each with its page: what it checks, why, the API reference sentence it enforces, and a bad and a good example. [Rules](../rules.md) says how severities are set and which rules are off by default.`,
    "",
    "| rule | severity | checks |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

async function stageSources() {
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(join(stage, "rules"), { recursive: true });
  const docs = join(root, "docs");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || (dir === docs && entry.name === "api")) continue; // .vitepress/, typedoc's own docs/api/
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const repoPath = relative(root, path).split(sep).join("/");
        const target = join(stage, relative(docs, path));
        mkdirSync(dirname(target), { recursive: true });
        if (entry.name.endsWith(".md")) writeFileSync(target, stageMarkdown(readFileSync(path, "utf8"), repoPath));
        else cpSync(path, target);
      }
    }
  };
  walk(docs);
  const ids = readdirSync(join(root, "rules")).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3)).sort();
  for (const id of ids) writeFileSync(join(stage, "rules", `${id}.md`), stageMarkdown(readFileSync(join(root, "rules", `${id}.md`), "utf8"), `rules/${id}.md`));
  writeFileSync(join(stage, "rules", "index.md"), await rulesIndex(ids));
  return { rules: ids.length };
}

async function buildDocs(outDir) {
  const { build } = await import("vitepress");
  await build(join(root, "docs"), { outDir });
}

function buildApi(outDir) {
  const typedoc = join(root, "node_modules", "typedoc", "bin", "typedoc");
  const run = spawnSync(process.execPath, [typedoc, "--options", join(root, "typedoc.json"), "--out", join(outDir, "api"), "--logLevel", "Warn"], { cwd: root, encoding: "utf8" });
  if (run.error) throw new BuildError(`typedoc did not start: ${run.error.message}`);
  if (run.status !== 0) throw new BuildError(`typedoc failed (exit ${run.status}):\n${(run.stdout + run.stderr).trim()}`);
  // TypeDoc's theme puts a heading's permalink inside the <summary> that folds its section: a
  // link inside a control (axe-core: nested-interactive, serious). The heading keeps its id.
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".html")) {
        const html = readFileSync(path, "utf8");
        const fixed = html.replace(/<summary\b[^>]*>[\s\S]*?<\/summary>/g, (summary) => summary.replace(/<a href="#[^"]*" aria-label="Permalink" class="tsd-anchor-icon">[\s\S]*?<\/a>/g, ""));
        if (fixed !== html) writeFileSync(path, fixed);
      }
    }
  };
  walk(join(outDir, "api"));
}

/** Bytes and gzipped bytes of the files under `dir`, per top-level entry. */
function sizes(dir) {
  const byPart = new Map();
  const walk = (d, part) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      const key = part ?? (entry.isDirectory() ? `${entry.name}/` : "(pages)");
      if (entry.isDirectory()) walk(path, key);
      else {
        const data = readFileSync(path);
        const s = byPart.get(key) ?? { files: 0, bytes: 0, gzip: 0 };
        s.files++;
        s.bytes += data.length;
        s.gzip += gzipSync(data).length;
        byPart.set(key, s);
      }
    }
  };
  walk(dir, null);
  return byPart;
}

const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;

async function step(name, fn) {
  const started = performance.now();
  try {
    const result = await fn();
    console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BuildError(`${name} failed: ${message}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith("-"))) throw new BuildError("usage: node site/build.mjs [OUT_DIR]   (env CLOUDLINT_SITE_BASE: the path the site is served from, default /)");
  const outDir = resolve(args[0] ?? join(root, "site", "dist"));
  // The output folder is emptied: never the repository, a folder holding it, or one of its sources.
  const rel = relative(root, outDir);
  if (rel === "" || !relative(outDir, root).startsWith("..") || (!rel.startsWith("..") && !/^(site[\\/]dist|dist)([\\/]|$)/.test(rel))) {
    throw new BuildError(`refusing to build into ${outDir}: give a new folder, or one outside the repository (default site/dist)`);
  }
  const base = process.env.CLOUDLINT_SITE_BASE ?? "/";
  console.log(`cloudlint site: building into ${outDir} (base ${base})`);
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  // typedoc reads the sources, some of which the build generates (src/schemas/validators/*.generated.ts,
  // the request types): the project's own build, skipped by it when nothing changed since the last.
  await step("library build (scripts/build.mjs)", () => {
    const run = spawnSync(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, encoding: "utf8" });
    if (run.error) throw new BuildError(`scripts/build.mjs did not start: ${run.error.message}`);
    if (run.status !== 0) throw new BuildError(`scripts/build.mjs failed (exit ${run.status}):\n${(run.stdout + run.stderr).trim()}`);
  });
  const { rules } = await step("staging docs/ and rules/ (site/.build/)", () => stageSources());
  await step("documentation (VitePress)", async () => {
    const saved = process.env.CLOUDLINT_SITE_SRC;
    process.env.CLOUDLINT_SITE_SRC = stage;
    try {
      await buildDocs(outDir);
    } finally {
      if (saved === undefined) delete process.env.CLOUDLINT_SITE_SRC;
      else process.env.CLOUDLINT_SITE_SRC = saved;
    }
  });
  await step("API reference (typedoc)", () => buildApi(outDir));
  const playground = join(root, "site", "playground", "build.mjs");
  if (existsSync(playground)) {
    await step("playground", async () => {
      const module = await import(pathToFileURL(playground).href);
      if (typeof module.buildPlayground !== "function") throw new BuildError("site/playground/build.mjs exports no buildPlayground(outDir)");
      await module.buildPlayground(outDir);
    });
  } else console.log("  playground: skipped (no site/playground/build.mjs)");
  let total = { files: 0, bytes: 0, gzip: 0 };
  console.log(`cloudlint site: built in ${((performance.now() - started) / 1000).toFixed(1)} s, ${rules} rule pages:`);
  for (const [part, s] of [...sizes(outDir)].sort()) {
    console.log(`  ${part.padEnd(14)} ${String(s.files).padStart(5)} files  ${kb(s.bytes).padStart(9)}  (${kb(s.gzip)} gzipped)`);
    total = { files: total.files + s.files, bytes: total.bytes + s.bytes, gzip: total.gzip + s.gzip };
  }
  console.log(`  ${"total".padEnd(14)} ${String(total.files).padStart(5)} files  ${kb(total.bytes).padStart(9)}  (${kb(total.gzip)} gzipped)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(`cloudlint site: ${error instanceof BuildError ? error.message : `unexpected failure: ${error?.message ?? error}`}`);
    process.exit(1);
  });
}
