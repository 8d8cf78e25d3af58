/**
 * Every internal link of the documentation resolves: the README, the site's pages (docs/) and
 * the rule pages (rules/) link files of the repository by relative paths (so that they work on
 * GitHub; site/build.mjs makes them the site's), and every #anchor names a heading of its target
 * by the slug rule GitHub uses, which the site's VitePress is given (docs/.vitepress/config.mts),
 * so the same anchor works in both places. The renderer's own ids are compared with that rule.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { anchorsOf } from "../../site/slug.mjs";
import { docPages } from "../helpers/docs.js";
import { brokenLinks, linksOf, type Page, type Repository } from "../helpers/links.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

const repository: Repository = {
  kind(path) {
    try {
      return statSync(join(root, path)).isDirectory() ? "folder" : "file";
    } catch {
      return undefined;
    }
  },
  read: (path) => readFileSync(join(root, path), "utf8"),
};

function pages(): Page[] {
  const rules = readdirSync(join(root, "rules")).filter((f) => f.endsWith(".md")).sort();
  return [...docPages(), ...rules.map((f) => ({ path: `rules/${f}`, text: readFileSync(join(root, "rules", f), "utf8") }))];
}

describe("the documentation's links", () => {
  it("every relative link of the README, docs/ and rules/ names a file of the repository, and every anchor a heading of its target", () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(150);
    // The pages do link each other and into each other's headings (the check is not vacuous).
    const links = all.flatMap((p) => linksOf(p.text).map((l) => l.target));
    expect(links.filter((t) => /^\.\/[a-z-]+\.md#/.test(t)).length).toBeGreaterThan(5);
    expect(links.filter((t) => t.startsWith("../rules/")).length).toBeGreaterThan(150);
    expect(brokenLinks(all, repository)).toEqual([]);
  });

  it("the README links every page of docs/", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const linked = new Set(linksOf(readme).map((l) => l.target.replace(/#.*/, "")));
    const docs = readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md"));
    expect(docs.length).toBeGreaterThan(10);
    for (const f of docs) expect(linked.has(`docs/${f}`), `README links docs/${f}`).toBe(true);
  });

  it("finds a broken link: a missing file, a missing heading there or on the same page, an absolute path, a folder taken for a file", () => {
    const memory = new Map<string, string>([
      ["README.md", "# Top\n\nSee [the guide](docs/guide.md#a-section) and [gone](docs/gone.md).\n"],
      ["docs/guide.md", "# Guide\n\n## A section: `--flag` and more\n\n[up](#guide), [down](#no-such), [mapped](#a-section---flag-and-more)\n[abs](/guide.html) [dir](../rules/) [file as dir](./other.md/) [site](/playground/)\n```md\n[in code](nowhere.md)\n```\n`[in a span](nowhere.md)`\n"],
      ["docs/other.md", "# Other\n"],
      ["rules", ""],
    ]);
    const repo: Repository = {
      kind: (path) => (path === "rules" ? "folder" : memory.has(path) ? "file" : undefined),
      read: (path) => memory.get(path)!,
    };
    const made = ["README.md", "docs/guide.md"].map((path) => ({ path, text: memory.get(path)! }));
    expect(brokenLinks(made, repo)).toEqual([
      "README.md:3: docs/guide.md#a-section: docs/guide.md has no heading #a-section",
      "README.md:3: docs/gone.md: no such file or folder (docs/gone.md)",
      "docs/guide.md:5: #no-such: docs/guide.md has no heading #no-such",
      "docs/guide.md:6: /guide.html: an absolute path works neither on GitHub nor under the site's base; link the page relatively",
      "docs/guide.md:6: ./other.md/: docs/other.md is a file, not a folder",
    ]);
    // Fixed, the same pages pass.
    memory.set("README.md", "# Top\n\nSee [the guide](docs/guide.md#a-section---flag-and-more) and [other](docs/other.md).\n");
    memory.set("docs/guide.md", memory.get("docs/guide.md")!.replace("[down](#no-such), ", "").replace("[abs](/guide.html) ", "").replace(" [file as dir](./other.md/)", ""));
    expect(brokenLinks(["README.md", "docs/guide.md"].map((path) => ({ path, text: memory.get(path)! })), repo)).toEqual([]);
  });
});

describe("the slug rule is the site's", () => {
  it("VitePress, configured as the site is, gives every heading of every page the id the links are checked against", async () => {
    const { createMarkdownRenderer } = await import("vitepress");
    const config = (await import("../../docs/.vitepress/config.mjs")).default;
    const md = await createMarkdownRenderer(join(root, "docs"), config.markdown, "/");
    for (const page of pages().filter((p) => p.path !== "README.md" && !p.path.startsWith("rules/")).concat(pages().filter((p) => p.path.startsWith("rules/")).slice(0, 20))) {
      const body = page.text.replace(/^---\n[\s\S]*?\n---\n/, "");
      const html = md.render(body, { path: join(root, page.path), relativePath: page.path, cleanUrls: false });
      const ids = [...html.matchAll(/<h[1-6][^>]* id="([^"]*)"/g)].map((m) => m[1]!);
      expect(ids, page.path).toEqual(anchorsOf(body));
    }
  }, 60_000);
});
