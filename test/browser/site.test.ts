/**
 * The documentation site in a real browser (Debian's chromium), served under a sub-path as GitHub
 * Pages serves a project site: the home page, every guide page, the rules index, a rule page, the
 * API reference and the playground load with no console error and no failed request; axe-core
 * finds no serious or critical violation on any of them; the client-side search finds a rule by its
 * id; and every internal link and asset URL of every built page names a file the server answers.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, BROWSER_LABEL, CHROMIUM_VERSION, CI, launchChromium, resolveSitePath, serveSite, siteDir, SKIP_BROWSER, watchedPage, type SiteServer } from "./harness.js";

/** Every .html file of the built site, relative to its folder with "/" separators. */
function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) out.push(relative(dir, full).split(sep).join("/"));
    }
  };
  walk(dir);
  return out.sort();
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The href and src values of a page's HTML (attribute values, entities decoded). */
function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    links.push((match[2] ?? match[3] ?? "").replace(/&(?:amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]!));
  }
  return links;
}

/**
 * The internal links of one page that name no file of the site: a relative or root-relative URL
 * resolved against the page's URL under `base`, which must stay under the base (a link to `/x`
 * on a site served from /cloudlint/ is a link out of the site) and name a file the server serves.
 */
function brokenLinks(dir: string, base: string, page: string, html: string): string[] {
  const origin = "http://site.invalid";
  const pageUrl = new URL(`${base}${page}`, origin);
  const broken: string[] = [];
  for (const link of linksOf(html)) {
    if (link === "" || link.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith("//")) continue;
    const target = new URL(link, pageUrl);
    if (target.origin !== origin || !target.pathname.startsWith(base)) {
      broken.push(`${link} (leaves the site's base ${base})`);
      continue;
    }
    if (!resolveSitePath(dir, target.pathname.slice(base.length))) broken.push(link);
  }
  return [...new Set(broken)];
}

/** The rule pages a page's main content links (resolved URLs of /rules/<id>.html, the index left out). */
async function rulePageLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval("main a[href]", (links) => links.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.filter((h) => /\/rules\/[a-z0-9-]+\.html$/.test(h) && !h.endsWith("/index.html")))];
}

describe("internal links of the built site (no browser needed)", () => {
  it("flags a missing page, a link out of the base, and passes the good ones (the checker itself)", () => {
    // The checker on a made-up page of the real site's folder layout: it must fail where it should.
    const made = '<a href="guide/missing.html">x</a><a href="/elsewhere/">y</a><a href="https://example.com/">z</a><a href="#top">t</a>';
    expect(brokenLinks("/nonexistent-folder", "/cloudlint/", "index.html", made)).toEqual(["guide/missing.html", "/elsewhere/ (leaves the site's base /cloudlint/)"]);
    expect(linksOf(`<img src='a.png'><a href="b.html?x=1&amp;y=2">`)).toEqual(["a.png", "b.html?x=1&y=2"]);
  });

  it("every page's internal links and assets name files the server answers", async () => {
    const dir = await siteDir();
    const site = await serveSite(dir);
    try {
      const pages = htmlFiles(dir);
      expect(pages).toContain("index.html");
      expect(pages).toContain("playground/index.html");
      expect(pages).toContain("rules/index.html");
      expect(pages).toContain("api/index.html");
      const problems: string[] = [];
      for (const page of pages) {
        for (const link of brokenLinks(site.dir, site.base, page, readFileSync(join(dir, page), "utf8"))) problems.push(`${page}: ${link}`);
      }
      expect(problems).toEqual([]);
      // And over HTTP, the home page's and the playground's: each answers 200.
      for (const page of ["", "playground/"]) {
        const html = await (await fetch(new URL(page, site.url))).text();
        for (const link of new Set(linksOf(html))) {
          if (link === "" || link.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith("//")) continue;
          const response = await fetch(new URL(link, new URL(page, site.url)));
          expect(response.status, `${page || "home"}: ${link}`).toBe(200);
        }
      }
    } finally {
      await site.close();
    }
  }, 660_000);
});

describe.skipIf(SKIP_BROWSER)(`the site in chromium (${BROWSER_LABEL})`, () => {
  it("chromium is installed (under CI it must be; elsewhere the suite skips without it)", () => {
    expect(CHROMIUM_VERSION, "apt-get install chromium (.ci/run does)").toBeDefined();
  });
  if (!CHROMIUM_VERSION) return;

  let browser: Browser;
  let site: SiteServer;
  let pages: string[];

  beforeAll(async () => {
    const dir = await siteDir();
    site = await serveSite(dir);
    browser = await launchChromium();
    // The guide: every page at the site's top level (getting-started.html, cli.html, ...).
    const guide = htmlFiles(dir).filter((page) => !page.includes("/") && page !== "index.html" && page !== "404.html");
    pages = ["", ...guide, "rules/index.html", "api/index.html", "playground/index.html"];
  }, 660_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it("has a home page and several guide pages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
  });

  it("loads every page with no console error or failed request, and axe finds nothing serious or critical", async () => {
    // One rule page too: the first in the rules index.
    const { page: index, problems: indexProblems } = await watchedPage(browser);
    await index.goto(new URL("rules/index.html", site.url).href, { waitUntil: "load" });
    const rulePages = await rulePageLinks(index);
    expect(rulePages.length, "the rules index links rule pages").toBeGreaterThan(10);
    const ruleUrl = rulePages[0]!;
    expect(indexProblems).toEqual([]);
    await index.context().close();

    const report: string[] = [];
    for (const url of [...pages.map((p) => new URL(p, site.url).href), ruleUrl]) {
      const { page, problems } = await watchedPage(browser);
      const response = await page.goto(url, { waitUntil: "load" });
      expect(response?.status(), url).toBe(200);
      await page.waitForLoadState("networkidle");
      const title = await page.title();
      expect(title, `${url} has a title`).not.toBe("");
      expect(await page.locator("h1").count(), `${url} has an h1`).toBeGreaterThan(0);
      for (const violation of await axeViolations(page)) report.push(`${url}: ${violation}`);
      for (const problem of problems) report.push(`${url}: ${problem}`);
      await page.context().close();
    }
    expect(report).toEqual([]);
  }, 300_000);

  it("finds a rule by its id with the client-side search", async () => {
    const { page, problems } = await watchedPage(browser);
    await page.goto(site.url, { waitUntil: "load" });
    // A rule id from the rules index: the search must find its page.
    await page.goto(new URL("rules/index.html", site.url).href, { waitUntil: "load" });
    const href = (await rulePageLinks(page))[3]!;
    const id = /([a-z0-9-]+)\.html$/.exec(href)![1]!;
    await page.getByRole("button", { name: /search/i }).first().click();
    const input = page.locator("#localsearch-input, .VPLocalSearchBox input").first();
    await input.waitFor({ state: "visible" });
    await input.fill(id);
    const result = page.locator(`.VPLocalSearchBox a[href*="rules/${id}.html"]`).first();
    await result.waitFor({ state: "visible", timeout: 15_000 });
    await result.click();
    await page.waitForURL(new RegExp(`rules/${id}\\.html`));
    await expect.poll(() => page.locator("h1").first().textContent()).toContain(id);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
