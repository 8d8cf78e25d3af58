/// <reference lib="dom" />
/**
 * What the real-browser tests share: the built site, a static server for it on 127.0.0.1, and
 * Debian's chromium driven by playwright-core (which downloads no browser of its own).
 *
 * The site: `CLOUDLINT_SITE_DIR` (what `.ci/run` builds with `npm run build:site`), else built once
 * per test run by `node site/build.mjs <folder>` into the run's folder (test/global-setup.ts), the
 * first test file to need it building while the others wait on a lock. It is served under a
 * sub-path, `/cloudlint/`, as GitHub Pages serves a project site: a page whose URLs are not
 * relative-safe breaks here as it would there. The base is `CLOUDLINT_SITE_BASE` when set, else the
 * one the built home page's own asset URLs show, else `/cloudlint/` (the base this harness builds with).
 *
 * No /usr/bin/chromium: the browser tests skip, with the reason, except under CI (`CI` set: .ci/run
 * installs it), where they fail, as test/e2e/editors.test.ts does for the editors.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const CHROMIUM = "/usr/bin/chromium";
export const CI = Boolean(process.env.CI);

/** chromium's version line, or undefined when it is not installed. */
function chromiumVersion(): string | undefined {
  if (!existsSync(CHROMIUM)) return undefined;
  // Debian's launcher script prints a shell warning on stderr: the version is stdout's first line.
  const run = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8", timeout: 30_000 });
  return run.status === 0 ? run.stdout.split("\n")[0]?.trim() : undefined;
}
export const CHROMIUM_VERSION = chromiumVersion();
/** The describe's title part: chromium's version, or why the browser tests skip. */
export const BROWSER_LABEL = CHROMIUM_VERSION ?? `not installed: apt-get install chromium (.ci/run does)`;
/** Skip the browser tests: no chromium and not CI (under CI a missing chromium fails). */
export const SKIP_BROWSER = !CHROMIUM_VERSION && !CI;

/** The flags of common.md: headless, nothing fetched from outside (the machine has no internet). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** chromium with a fresh profile of its own (playwright's launch gives each browser a new temporary user-data-dir). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, timeout: 60_000 });
}

// --- the site ------------------------------------------------------------------------------

const DEFAULT_BASE = "/cloudlint/";

function runFolder(): string {
  // The run's folder (test/global-setup.ts), shared by every worker of the run and removed at its end.
  const run = process.env.CLOUDLINT_TEST_RUN_DIR;
  if (run && existsSync(run)) return run;
  return mkdtempSync(join(tmpdir(), "cloudlint-browser-"));
}

function buildSite(out: string): Promise<void> {
  const script = join(root, "site/build.mjs");
  if (!existsSync(script)) return Promise.reject(new Error(`site/build.mjs is missing: the site cannot be built (npm run build:site)`));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, out], {
      cwd: root,
      env: { ...process.env, CLOUDLINT_SITE_BASE: DEFAULT_BASE },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 600_000);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done();
      else fail(new Error(`node site/build.mjs ${out} failed (${signal ?? `exit ${code}`}):\n${output.slice(-4000)}`));
    });
  });
}

let siteReady: Promise<string> | undefined;

/** The built site's folder: CLOUDLINT_SITE_DIR, else built once per run (a lock folder: one worker builds, the others wait). */
export function siteDir(): Promise<string> {
  siteReady ??= (async () => {
    const given = process.env.CLOUDLINT_SITE_DIR;
    if (given) {
      if (!existsSync(join(given, "index.html"))) throw new Error(`CLOUDLINT_SITE_DIR=${given} holds no index.html: run npm run build:site`);
      return realpathSync(given);
    }
    const run = runFolder();
    const out = join(run, "site");
    const lock = join(run, "site.lock");
    const done = join(run, "site.done");
    const failed = join(run, "site.failed");
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // Another worker builds it.
    }
    if (mine) {
      try {
        await buildSite(out);
        writeFileSync(done, "");
      } catch (error) {
        writeFileSync(failed, (error as Error).message);
        throw error;
      }
    } else {
      const deadline = Date.now() + 660_000;
      while (!existsSync(done)) {
        if (existsSync(failed)) throw new Error(readFileSync(failed, "utf8"));
        if (Date.now() > deadline) throw new Error(`the site build another test worker started did not finish (${lock})`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    return realpathSync(out);
  })();
  return siteReady;
}

/** The base the site was built for: CLOUDLINT_SITE_BASE, else what the home page's asset URLs show, else /cloudlint/. */
export function siteBase(dir: string): string {
  const given = process.env.CLOUDLINT_SITE_BASE;
  if (given) return given.endsWith("/") ? given : `${given}/`;
  if (!process.env.CLOUDLINT_SITE_DIR) return DEFAULT_BASE;
  try {
    const home = readFileSync(join(dir, "index.html"), "utf8");
    const asset = /(?:src|href)="(\/[^"]*?)assets\//.exec(home);
    if (asset) return asset[1]!;
  } catch {
    // No home page: the default.
  }
  return DEFAULT_BASE;
}

// --- the static server ----------------------------------------------------------------------

export const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/plain; charset=utf-8",
  ".yaml": "text/yaml; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".tf": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

/**
 * The file a URL path (already stripped of the base, without query or fragment) names inside
 * `dir`, as GitHub Pages resolves it: the file itself, `x/` and `x` as `x/index.html`, `x` as
 * `x.html`. Undefined when there is none or when the path leaves the folder (`..`, an encoded
 * `/` or `\`, a NUL, a symbolic link pointing out).
 */
export function resolveSitePath(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  if (decoded.split("/").some((part) => part === "..")) return undefined;
  const candidates = decoded === "" || decoded.endsWith("/") ? [join(decoded, "index.html")] : [decoded, `${decoded}.html`, join(decoded, "index.html")];
  for (const candidate of candidates) {
    const full = resolve(dir, `.${sep}${candidate}`);
    if (full !== dir && !full.startsWith(dir + sep)) return undefined;
    let real: string;
    try {
      real = realpathSync(full);
    } catch {
      continue;
    }
    if (!real.startsWith(dir + sep)) return undefined;
    if (statSync(real).isFile()) return real;
  }
  return undefined;
}

export interface SiteServer {
  /** The site's root URL, ending with the base: http://127.0.0.1:PORT/cloudlint/ */
  url: string;
  base: string;
  dir: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1 (a free port) under `base`; anything outside the base or the folder is a 404. */
export async function serveSite(dir: string, base = siteBase(dir)): Promise<SiteServer> {
  const realDir = realpathSync(dir);
  const server = createServer((request, response) => {
    const send = (status: number, body: string | Buffer, type = "text/plain; charset=utf-8") => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store", "x-content-type-options": "nosniff" });
      response.end(request.method === "HEAD" ? undefined : body);
    };
    if (request.method !== "GET" && request.method !== "HEAD") return send(405, "method not allowed");
    const raw = (request.url ?? "/").split(/[?#]/)[0]!;
    if (raw === base.slice(0, -1)) {
      response.writeHead(301, { location: base });
      return response.end();
    }
    if (!raw.startsWith(base)) return send(404, "not found");
    const file = resolveSitePath(realDir, raw.slice(base.length));
    if (!file) return send(404, "not found");
    // A folder named without its slash: redirect, so the page's relative URLs resolve inside it.
    const rest = raw.slice(base.length);
    if (rest !== "" && !rest.endsWith("/") && file === resolve(realDir, `.${sep}${decodeURIComponent(rest)}`, "index.html")) {
      response.writeHead(301, { location: `${raw}/` });
      return response.end();
    }
    send(200, readFileSync(file), MIME[extname(file).toLowerCase()] ?? "application/octet-stream");
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    base,
    dir: realDir,
    server,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

// --- pages ---------------------------------------------------------------------------------

/**
 * A new page (in a context of its own) that records what must fail a test: a console error, an
 * uncaught exception, a request that failed or answered 4xx/5xx. `problems` is checked by the test.
 */
export async function watchedPage(browser: Browser, options: { permissions?: string[] } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (options.permissions) await context.grantPermissions(options.permissions);
  const page = await context.newPage();
  const problems: string[] = [];
  // The browser's own request for the origin's /favicon.ico (a page naming no icon) is none of the
  // site's: on GitHub Pages the origin's root is another site.
  const browsers = (url: string) => /^http:\/\/127\.0\.0\.1:\d+\/favicon\.ico$/.test(url);
  page.on("console", (message) => {
    if (message.type() === "error" && !browsers(message.location().url)) problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A navigation away aborts what the old page had in flight: not a failure of the site.
    const failure = request.failure()?.errorText ?? "failed";
    if (failure !== "net::ERR_ABORTED") problems.push(`request failed: ${request.url()} (${failure})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && !browsers(response.url())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

/** axe-core's serious and critical violations on the page, one line each (id, help, where). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: join(root, "node_modules/axe-core/axe.min.js") });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(", ")}`);
}

/** Where screenshots go (outside the repository's tracked files): $CLOUDLINT_SCREENSHOTS, else <tmp>/cloudlint-screenshots. */
export function screenshotDir(): string {
  const dir = process.env.CLOUDLINT_SCREENSHOTS ?? join(tmpdir(), "cloudlint-screenshots");
  mkdirSync(dir, { recursive: true });
  return dir;
}
