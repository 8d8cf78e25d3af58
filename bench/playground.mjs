// The playground in the real browser (issue 37): keystroke-to-diagnostics on the examples/ account
// and on a generated 500-resource account, and the bundle sizes of the page's JavaScript.
//
// Debian's chromium (/usr/bin/chromium) driven by playwright-core, headless, against the built
// playground served on 127.0.0.1. Each edit is one keystroke at the end of a comment line of a
// state file; for each, two figures:
//   - lint: #status's data-ms, what the page measures from the lint request (after the typing pause)
//     to the diagnostics shown: the worker's lint, the message round trips and the rendering;
//   - wall: from the keydown (in the page, performance.now()) to #status's data-generation moving on,
//     which adds the typing pause (the debounce) that the page waits before it asks.
// Median and p95 over EDITS edits (default 40) after WARMUP (5) unmeasured ones. Targets: lint
// ≤ 50 ms on examples/, ≤ 150 ms on 500 resources; the page's JavaScript ≤ 400 KB gzipped in all,
// the worker loaded after first paint. The bundle split is what the browser fetched: the page's
// scripts before its first contentful paint, and the worker's (its script and what it imports).
//
// `node bench/playground.mjs` (CLOUDLINT_SITE_DIR: a built site to use; else the playground alone is
// built into a temporary folder by site/playground/build.mjs). Also part of `npm run bench`.
// Exits 1 when a target is missed.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { realisticAccount } from "./accounts.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const EDITS = Number(process.env.EDITS ?? 40);
const WARMUP = 5;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// --- the built playground -------------------------------------------------------------------
let temp;
let dir = process.env.CLOUDLINT_SITE_DIR;
if (!dir) {
  const build = join(root, "site/playground/build.mjs");
  if (!existsSync(build)) {
    console.error("bench/playground.mjs: site/playground/build.mjs is missing: there is no playground to measure");
    process.exit(1);
  }
  temp = mkdtempSync(join(tmpdir(), "cloudlint-bench-playground-"));
  const { buildPlayground } = await import(pathToFileURL(build).href);
  const log = console.log;
  console.log = () => {}; // the build's own report; this bench prints its own sizes
  try {
    await buildPlayground(temp);
  } finally {
    console.log = log;
  }
  dir = temp;
}
dir = realpathSync(dir);
if (!existsSync(join(dir, "playground/index.html"))) {
  console.error(`bench/playground.mjs: ${dir}/playground/index.html is missing`);
  process.exit(1);
}

const MIME = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".wasm": "application/wasm" };
const server = createServer((request, response) => {
  const path = decodeURIComponent((request.url ?? "/").split(/[?#]/)[0]);
  let file = resolve(dir, `.${sep}${path}`);
  if ((file !== dir && !file.startsWith(dir + sep)) || path.split("/").includes("..")) {
    response.writeHead(404).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": MIME[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
  response.end(readFileSync(file));
});
await new Promise((ready) => server.listen(0, "127.0.0.1", ready));
const origin = `http://127.0.0.1:${server.address().port}`;
const url = `${origin}/playground/`;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const version = browser.version();

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function settled(page, after) {
  for (;;) {
    await page.waitForFunction((after) => {
      const s = document.querySelector("#status");
      return s?.dataset.state === "done" && Number(s.dataset.generation) > after;
    }, after, { timeout: 120_000 });
    const seen = Number(await page.locator("#status").getAttribute("data-generation"));
    await page.waitForTimeout(600);
    const now = await page.locator("#status").evaluate((s) => ({ state: s.dataset.state, generation: Number(s.dataset.generation) }));
    if (now.state === "done" && now.generation === seen) return seen;
  }
}

const generationOf = async (page) => Number(await page.locator("#status").getAttribute("data-generation"));

async function openPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const workers = [];
  page.on("worker", (w) => workers.push(w));
  await page.goto(url, { waitUntil: "load" });
  await settled(page, 0);
  // The keydown time and each generation's time, taken in the page.
  await page.evaluate(() => {
    const marks = (window.__bench = { keydown: 0, generations: new Map() });
    window.addEventListener("keydown", () => (marks.keydown = performance.now()), { capture: true });
    const status = document.querySelector("#status");
    new MutationObserver(() => {
      const g = Number(status.dataset.generation);
      if (!marks.generations.has(g)) marks.generations.set(g, performance.now());
    }).observe(status, { attributes: true, attributeFilter: ["data-generation"] });
  });
  return { page, errors, workers };
}

async function chooseExample(page, value) {
  const at = await generationOf(page);
  await page.locator("#example").selectOption(value);
  await settled(page, at);
}

/** Puts the cursor at the end of the open file, on a new comment line. */
async function commentLineAtEnd(page) {
  const content = page.locator('[role="tabpanel"]:visible .cm-content').first();
  await content.click();
  await page.keyboard.press("Control+End");
  const at = await generationOf(page);
  await page.keyboard.type("\n# bench ");
  await settled(page, at);
}

/** One keystroke per edit; the lint's and the wall time's figures. */
async function measureEdits(page) {
  const lint = [];
  const wall = [];
  for (let i = 0; i < WARMUP + EDITS; i++) {
    const at = await generationOf(page);
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    const done = await settled(page, at);
    const figures = await page.evaluate((g) => ({ ms: Number(document.querySelector("#status").dataset.ms), at: window.__bench.generations.get(g), keydown: window.__bench.keydown }), at + 1);
    if (i < WARMUP) continue;
    if (done !== at + 1) throw new Error(`one keystroke brought ${done - at} lints`);
    lint.push(figures.ms);
    wall.push(figures.at - figures.keydown);
  }
  return { lint, wall };
}

const report = (name, { lint, wall }, target) => {
  const median = quantile(lint, 0.5);
  const p95 = quantile(lint, 0.95);
  console.log(
    `  ${name.padEnd(34)} lint median ${median.toFixed(0).padStart(4)} ms, p95 ${p95.toFixed(0).padStart(4)} ms (target ≤ ${target} ms: median ${median <= target ? "met" : "MISSED"}, p95 ${p95 <= target ? "within" : "over"}); keystroke to diagnostics median ${quantile(wall, 0.5).toFixed(0)} ms, p95 ${quantile(wall, 0.95).toFixed(0)} ms`,
  );
  return median <= target;
};

let missed = 0;
console.log(`playground keystroke to diagnostics (${version}, headless; ${EDITS} edits after ${WARMUP} unmeasured, one keystroke each)`);

// --- examples/ ------------------------------------------------------------------------------
{
  const { page, errors } = await openPage();
  await chooseExample(page, "examples");
  const tab = page.locator('[role="tab"][data-side="after"]').filter({ hasText: "firewalls.yaml" }).first();
  if (await tab.count()) await tab.click();
  await commentLineAtEnd(page);
  const figures = await measureEdits(page);
  const files = await page.locator('[role="tab"]').count();
  if (!report(`examples/ account (${files} files)`, figures, 50)) missed++;
  if (errors.length) throw new Error(`the page reported errors: ${errors.join("; ")}`);
  await page.context().close();
}

// --- 500 resources --------------------------------------------------------------------------
{
  const { page, errors } = await openPage();
  await chooseExample(page, "examples");
  const text = realisticAccount(500);
  await page.locator("#new-file-name").fill("account.yaml");
  await page.locator("#new-file-name").press("Enter");
  await page.locator('[role="tab"][data-path="account.yaml"]').click();
  // Only the generated account: every other tab closed.
  for (const path of await page.$$eval('[role="tab"]', (tabs) => tabs.map((t) => t.dataset.path).filter((p) => p !== "account.yaml"))) {
    await page.getByRole("button", { name: `Close ${path}`, exact: true }).click();
  }
  const at = await generationOf(page);
  const content = page.locator('[role="tabpanel"]:visible .cm-content').first();
  await content.click();
  await content.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await settled(page, at);
  await commentLineAtEnd(page);
  const figures = await measureEdits(page);
  const tabs = await page.locator('[role="tab"]').count();
  if (!report(`500 resources (${kb(text.length)}, ${tabs} file${tabs === 1 ? "" : "s"})`, figures, 150)) missed++;
  if (errors.length) throw new Error(`the page reported errors: ${errors.join("; ")}`);
  await page.context().close();
}

// --- bundle sizes -----------------------------------------------------------------------------
{
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = [];
  context.on("request", (r) => {
    if (r.url().startsWith(origin) && /\.m?js(\?|$)/.test(new URL(r.url()).pathname)) fetched.push({ url: r.url(), at: Date.now() });
  });
  const workerUrls = [];
  page.on("worker", (w) => workerUrls.push(w.url()));
  await page.goto(url, { waitUntil: "load" });
  await settled(page, 0);
  const paint = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const scripts = performance.getEntriesByType("resource").filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname)).map((e) => ({ url: e.name, start: e.startTime }));
    return { fcp, origin: performance.timeOrigin, scripts };
  });
  const workerScripts = new Set(workerUrls.map((u) => u.split(/[?#]/)[0]));
  // The worker's own imports are requests of its own, not among the page's resource entries.
  const pageScripts = new Set(paint.scripts.map((s) => s.url.split(/[?#]/)[0]));
  for (const f of fetched) {
    const u = f.url.split(/[?#]/)[0];
    if (!pageScripts.has(u)) workerScripts.add(u);
  }
  const size = (u) => {
    const file = join(dir, decodeURIComponent(new URL(u).pathname));
    const bytes = readFileSync(file);
    return { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
  };
  const before = paint.scripts.filter((s) => paint.fcp === undefined || s.start < paint.fcp).map((s) => s.url.split(/[?#]/)[0]);
  const afterPaint = paint.scripts.filter((s) => paint.fcp !== undefined && s.start >= paint.fcp && !workerScripts.has(s.url.split(/[?#]/)[0])).map((s) => s.url.split(/[?#]/)[0]);
  const sum = (urls) => urls.reduce((t, u) => ({ raw: t.raw + size(u).raw, gz: t.gz + size(u).gz }), { raw: 0, gz: 0 });
  console.log(`\nplayground JavaScript, as chromium fetched it (gzip -9 of the files served)`);
  const line = (name, urls) => {
    const s = sum(urls);
    console.log(`  ${name.padEnd(34)} ${kb(s.raw).padStart(10)} ${kb(s.gz).padStart(10)} gzipped  (${urls.map((u) => u.slice(url.length)).join(", ") || "none"})`);
    return s;
  };
  const a = line("before first paint", [...new Set(before)]);
  const b = line("page, after first paint", [...new Set(afterPaint)]);
  const w = line("the lint worker", [...workerScripts]);
  const total = a.gz + b.gz + w.gz;
  const workerStarts = fetched.filter((f) => workerScripts.has(f.url.split(/[?#]/)[0]));
  // Wall-clock times of both sides (the page's time origin plus its paint time; the request's Date.now()).
  const paintAt = paint.fcp === undefined ? undefined : paint.origin + paint.fcp;
  const workerAfterPaint = paintAt !== undefined && workerStarts.length > 0 && workerStarts.every((f) => f.at >= paintAt) && !before.some((u) => workerScripts.has(u));
  console.log(`  ${"in all".padEnd(34)} ${"".padStart(10)} ${kb(total).padStart(10)} gzipped  (target ≤ 400 KB: ${total <= 400 * 1024 ? "met" : "MISSED"})`);
  console.log(`  first contentful paint at ${paint.fcp?.toFixed(0) ?? "?"} ms; the worker (${workerStarts.length ? "fetched" : "NOT fetched"}) ${workerAfterPaint ? "after" : "NOT after"} it`);
  if (total > 400 * 1024 || !workerAfterPaint) missed++;
  await context.close();
}

await browser.close();
server.close();
if (temp) rmSync(temp, { recursive: true, force: true });
process.exit(missed ? 1 : 0);
