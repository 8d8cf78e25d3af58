/**
 * The playground in a real browser (Debian's chromium), against the page contract (ids, roles and
 * data-* attributes the page promises) and against the real CLI: what the page shows for a set of
 * files must be what `cloudlint lint --format json` reports for the same files written to a folder,
 * and every band of the exposure picture must be what `cloudlint explain` answers for its first and
 * last port from its row's address. The scenarios are the issue's: type a mistake and see its
 * finding at its range; apply a quick fix and see it gone; open the Terraform example and see its
 * findings; draw a firewall's exposure; share a link and restore it in a new page; paste hostile
 * input (2 MB, a YAML alias bomb, a .tf locals bomb) and see the CLI's finding with the page still
 * answering. Screenshots go to $CLOUDLINT_SCREENSHOTS or <tmp>/cloudlint-screenshots (printed),
 * never into the repository. No timing is asserted here (bench/playground.mjs measures).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeShare, MAX_FILES_PER_SIDE, toBase64Url } from "../../site/playground/share.js";
import { exposureMap } from "../../src/files/lint-files.js";
import { BROWSER_LABEL, CHROMIUM_VERSION, CI, launchChromium, root, screenshotDir, serveSite, siteDir, SKIP_BROWSER, watchedPage, type SiteServer } from "./harness.js";

const CLI = join(root, "bin/cloudlint.js");

interface Shown {
  file: string;
  rule: string;
  severity: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  fix: boolean;
}
interface Tab {
  path: string;
  side: "after" | "before";
}
interface CliMessage {
  ruleId: string;
  severity: string;
  message: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  related?: Array<{ file?: string; line?: number; column?: number; message: string }>;
}

/** One finding as a comparable line: file, rule, severity and range. */
const key = (f: { file: string; rule: string; severity: string; line: number; column: number; endLine: number; endColumn: number }) =>
  `${f.file} ${f.rule} ${f.severity} ${f.line}:${f.column}-${f.endLine}:${f.endColumn}`;

/** The CLI on these files, written to a folder of their own: lint --format json from that folder, as `cloudlint lint` lints a folder. */
function cliLint(files: Record<string, string>, extra: string[] = []): { shown: string[]; byFile: Map<string, CliMessage[]> } {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-browser-cli-"));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const run = spawnSync(process.execPath, [CLI, "lint", ...extra, "--format", "json"], { cwd: dir, encoding: "utf8", timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
    expect(run.status === 0 || run.status === 1, `cloudlint lint: exit ${run.status}\n${run.stderr}`).toBe(true);
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: CliMessage[] }>;
    const byFile = new Map(results.map((r) => [r.filePath, r.messages]));
    const shown = results.flatMap((r) =>
      r.messages.map((m) => key({ file: r.filePath, rule: m.ruleId, severity: m.severity, line: m.line ?? 0, column: m.column ?? 0, endLine: m.endLine ?? 0, endColumn: m.endColumn ?? 0 })),
    );
    return { shown: shown.sort(), byFile };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `cloudlint explain` for one packet, from a folder holding the files: its JSON answer. */
function explain(dir: string, args: string[]): Promise<{ decision: string; rule: { index: number; line: number } | null; policy?: { line: number } }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, "explain", ".", ...args, "--format", "json"], { cwd: dir });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("close", (code) => {
      if (code !== 0) return fail(new Error(`cloudlint explain ${args.join(" ")}: exit ${code}: ${err}`));
      done(JSON.parse(out));
    });
  });
}

// --- the page ------------------------------------------------------------------------------

/** #status's generation once it shows a finished lint. */
async function generation(page: Page): Promise<number> {
  return Number(await page.locator("#status").getAttribute("data-generation"));
}

/**
 * Waits for a finished lint after generation `after` (state done, generation past it), then until
 * the page is quiet: no new lint within a pause longer than any typing pause the page may use.
 */
async function settle(page: Page, after: number, timeout = 30_000): Promise<number> {
  const status = page.locator("#status");
  const deadline = Date.now() + timeout;
  for (;;) {
    await page.waitForFunction(
      (after) => {
        const s = document.querySelector("#status") as HTMLElement | null;
        return s?.dataset["state"] === "done" && Number(s.dataset["generation"]) > after;
      },
      after,
      { timeout: Math.max(1, deadline - Date.now()) },
    );
    const seen = await generation(page);
    await page.waitForTimeout(600);
    if ((await status.getAttribute("data-state")) === "done" && (await generation(page)) === seen) return seen;
    if (Date.now() > deadline) throw new Error("the page kept linting");
  }
}

async function diagnostics(page: Page): Promise<Shown[]> {
  return page.$$eval("#diagnostics li[data-rule]", (items) =>
    items.map((li) => {
      const d = (li as HTMLElement).dataset;
      return {
        file: d["file"] ?? "",
        rule: d["rule"] ?? "",
        severity: d["severity"] ?? "",
        line: Number(d["line"] ?? 0),
        column: Number(d["column"] ?? 0),
        endLine: Number(d["endLine"] ?? 0),
        endColumn: Number(d["endColumn"] ?? 0),
        message: li.textContent ?? "",
        fix: li.querySelector("button.fix") !== null,
      };
    }),
  );
}

async function tabs(page: Page): Promise<Tab[]> {
  return page.$$eval('[role="tablist"][aria-label="Files"] [role="tab"]', (buttons) =>
    buttons.map((b) => ({ path: (b as HTMLElement).dataset["path"] ?? "", side: ((b as HTMLElement).dataset["side"] ?? "") as "after" | "before" })),
  );
}

function tabButton(page: Page, tab: Tab) {
  return page.locator(`[role="tablist"][aria-label="Files"] [role="tab"][data-path="${tab.path}"][data-side="${tab.side}"]`);
}

/** The editor of the visible tab panel. */
function editor(page: Page) {
  return page.locator('[role="tabpanel"]:visible .cm-content').first();
}

async function selectTab(page: Page, tab: Tab): Promise<void> {
  await tabButton(page, tab).click();
  await expect.poll(() => tabButton(page, tab).getAttribute("aria-selected")).toBe("true");
}

/**
 * The whole text of the open tab's editor, as the editor itself copies it (select all, then a
 * copy event the editor fills in: CodeMirror draws only the lines in view, so the DOM's text is
 * not the document's). The selection is collapsed to the start again afterwards.
 */
async function editorText(page: Page): Promise<string> {
  const content = editor(page);
  await content.click();
  await page.keyboard.press("Control+a");
  const text = await content.evaluate((element) => {
    const data = new DataTransfer();
    element.dispatchEvent(new ClipboardEvent("copy", { clipboardData: data, bubbles: true, cancelable: true }));
    return data.getData("text/plain");
  });
  await page.keyboard.press("Control+Home");
  return text;
}

/** Every tab's text, by side and path, the selected tab selected again at the end. */
async function tabTexts(page: Page): Promise<Map<string, string>> {
  const all = await tabs(page);
  const selected = await page.locator('[role="tab"][aria-selected="true"]').first();
  const back = { path: (await selected.getAttribute("data-path"))!, side: (await selected.getAttribute("data-side")) as "after" | "before" };
  const texts = new Map<string, string>();
  for (const tab of all) {
    await selectTab(page, tab);
    texts.set(`${tab.side}:${tab.path}`, await editorText(page));
  }
  await selectTab(page, back);
  return texts;
}

/** The files of one side, by path. */
function side(texts: Map<string, string>, which: "after" | "before"): Record<string, string> {
  return Object.fromEntries([...texts].filter(([k]) => k.startsWith(`${which}:`)).map(([k, v]) => [k.slice(which.length + 1), v]));
}

/** Pastes `text` into the open editor as the browser does (a paste event carrying it); over the whole text with `replace`. */
async function paste(page: Page, text: string, replace = false): Promise<void> {
  await editor(page).click();
  if (replace) await page.keyboard.press("Control+a");
  await editor(page).evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function chooseExample(page: Page, value: string): Promise<number> {
  const before = await generation(page);
  await page.locator("#example").selectOption(value);
  return settle(page, before);
}

async function addFile(page: Page, path: string): Promise<void> {
  await page.locator("#new-file-name").fill(path);
  await page.locator("#new-file-name").press("Enter");
  const tab = { path, side: "after" as const };
  await expect.poll(() => tabButton(page, tab).count()).toBe(1);
  await selectTab(page, tab);
}

/** The page's findings as comparable lines. */
const shownKeys = (shown: Shown[]) => shown.map(key).sort();

// --- the tests -------------------------------------------------------------------------------

describe.skipIf(SKIP_BROWSER)(`the playground in chromium (${BROWSER_LABEL})`, () => {
  it("chromium is installed (under CI it must be; elsewhere the suite skips without it)", () => {
    expect(CHROMIUM_VERSION, "apt-get install chromium (.ci/run does)").toBeDefined();
  });
  if (!CHROMIUM_VERSION) return;

  let browser: Browser;
  let site: SiteServer;
  let playground: string;
  const shots = screenshotDir();

  beforeAll(async () => {
    site = await serveSite(await siteDir());
    playground = new URL("playground/", site.url).href;
    browser = await launchChromium();
    console.log(`playground screenshots: ${shots}`);
  }, 660_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(url = playground): Promise<{ page: Page; problems: string[] }> {
    const watched = await watchedPage(browser);
    await watched.page.goto(url, { waitUntil: "load" });
    await settle(watched.page, 0, 60_000);
    return watched;
  }

  it("loads: the landmarks, the examples, the tabs and a first lint of the examples/ account", async () => {
    const { page, problems } = await open();
    await expect.poll(() => page.locator("main h1").first().textContent()).toMatch(/playground/i);
    expect(await page.locator('header a[href$="index.html"]').count()).toBeGreaterThan(0);
    expect(await page.locator('header a[href*="rules/"]').count()).toBeGreaterThan(0);
    expect(await page.$$eval("#example option", (o) => o.map((x) => (x as HTMLOptionElement).value).sort())).toEqual(
      ["change", "examples", "examples-broken", "plan", "policy", "terraform"],
    );
    expect((await tabs(page)).length).toBeGreaterThan(0);
    expect(await page.locator('[role="tab"][aria-selected="true"]').count()).toBe(1);
    expect(await editor(page).isVisible()).toBe(true);
    expect(await page.locator("#status").textContent()).toMatch(/\d+ errors?|no (findings|problems)|\bin \d+ files?/i);
    await page.screenshot({ path: join(shots, "playground.png"), fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("shows a mistake typed into a state file at the CLI's rule and range, the rule linked to its page", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "examples");
    const firewalls = (await tabs(page)).find((t) => t.side === "after" && /(^|\/)firewalls\.yaml$/.test(t.path));
    expect(firewalls, "the examples/ account has a firewalls.yaml tab").toBeDefined();
    await selectTab(page, firewalls!);
    const before = await diagnostics(page);
    const texts = await tabTexts(page);
    expect(cliLint(side(texts, "after")).shown, "the page agrees with the CLI on the examples/ account").toEqual(shownKeys(before));

    // `ports: "22"` becomes `ports: "22,  23"`: two spaces after a comma, which the API refuses.
    const at = await generation(page);
    await page.locator('[role="tabpanel"]:visible .cm-line', { hasText: 'ports: "22"' }).first().click();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.type(",  23");
    await settle(page, at);

    const after = await diagnostics(page);
    const edited = await tabTexts(page);
    const text = edited.get(`after:${firewalls!.path}`)!;
    expect(text).toContain('ports: "22,  23"');
    const line = text.split("\n").findIndex((l) => l.includes('ports: "22,  23"')) + 1;
    const fresh = after.filter((d) => !before.some((b) => key(b) === key(d)));
    expect(fresh.map((d) => [d.file, d.rule, d.line])).toContainEqual([firewalls!.path, "firewall-ports-syntax", line]);
    // Every finding, the new one's range among them, is the CLI's on the same files.
    expect(shownKeys(after)).toEqual(cliLint(side(edited, "after")).shown);

    // The rule id links to its page on the site, and that page exists.
    const link = page.locator(`#diagnostics li[data-rule="firewall-ports-syntax"][data-line="${line}"] a.rule`).first();
    expect(await link.textContent()).toBe("firewall-ports-syntax");
    expect(await link.getAttribute("href")).toBe("../rules/firewall-ports-syntax.html");
    expect((await fetch(new URL("../rules/firewall-ports-syntax.html", playground))).status).toBe(200);
    // And the editor marks it too (@codemirror/lint).
    expect(await page.locator('[role="tabpanel"]:visible .cm-lintRange-error').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("applies a quick fix from the diagnostic and the finding is gone", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "examples-broken");
    const before = await diagnostics(page);
    const fixable = before.find((d) => d.fix);
    expect(fixable, "examples-broken/ has a finding with a certain fix").toBeDefined();
    const textsBefore = await tabTexts(page);
    const at = await generation(page);
    await page
      .locator(`#diagnostics li[data-file="${fixable!.file}"][data-rule="${fixable!.rule}"][data-line="${fixable!.line}"][data-column="${fixable!.column}"] button.fix`)
      .first()
      .click();
    await settle(page, at);
    const after = await diagnostics(page);
    expect(after.map(key)).not.toContain(key(fixable!));
    expect(after.length).toBeLessThan(before.length);
    const textsAfter = await tabTexts(page);
    const file = [...textsAfter.keys()].find((k) => k === `after:${fixable!.file}`)!;
    expect(textsAfter.get(file)).not.toBe(textsBefore.get(file));
    // What is left is what the CLI finds in the fixed files.
    expect(shownKeys(after)).toEqual(cliLint(side(textsAfter, "after")).shown);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("moves the cursor to a related location (the CLI's) from the diagnostic", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "examples-broken");
    const texts = side(await tabTexts(page), "after");
    const { byFile } = cliLint(texts);
    // A finding of the CLI's with a related location in another line or file, shown by the page too.
    const shown = await diagnostics(page);
    let target: { file: string; line: number; column: number; related: { file: string; line: number } } | undefined;
    for (const [file, messages] of byFile) {
      for (const m of messages) {
        const r = m.related?.find((x) => x.line !== undefined);
        if (!r || m.line === undefined) continue;
        if (!shown.some((d) => d.file === file && d.line === m.line && d.column === m.column && d.rule === m.ruleId)) continue;
        target = { file, line: m.line, column: m.column ?? 0, related: { file: r.file ?? file, line: r.line! } };
        break;
      }
      if (target) break;
    }
    expect(target, "examples-broken/ has a finding with a related location").toBeDefined();
    const item = page.locator(`#diagnostics li[data-file="${target!.file}"][data-line="${target!.line}"][data-column="${target!.column}"]`).filter({ has: page.locator("button.related") }).first();
    await item.locator("button.related").first().click();
    const tab = { path: target!.related.file, side: "after" as const };
    await expect.poll(() => tabButton(page, tab).getAttribute("aria-selected")).toBe("true");
    const expected = texts[target!.related.file]!.split("\n")[target!.related.line - 1]!;
    await expect.poll(() => page.locator('[role="tabpanel"]:visible .cm-activeLine').first().textContent()).toBe(expected);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("shows the Terraform example's findings, the CLI's on the same files", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "terraform");
    const all = await tabs(page);
    expect(all.some((t) => t.path.endsWith(".tf"))).toBe(true);
    const shown = await diagnostics(page);
    expect(shown.length, "the Terraform example has findings").toBeGreaterThan(0);
    expect(shown.some((d) => d.file.endsWith(".tf"))).toBe(true);
    expect(shownKeys(shown)).toEqual(cliLint(side(await tabTexts(page), "after")).shown);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("draws a firewall's exposure, every band what `cloudlint explain` answers", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "examples");
    const files = side(await tabTexts(page), "after");
    const options = await page.$$eval("#exposure-firewall option", (o) => o.map((x) => ({ value: (x as HTMLOptionElement).value, text: x.textContent ?? "" })));
    const web = options.find((o) => /\bweb-fw\b/.test(o.text));
    expect(web, `the firewall list names web-fw: ${JSON.stringify(options)}`).toBeDefined();
    await page.locator("#exposure-firewall").selectOption(web!.value);
    const svg = page.locator('#exposure svg[role="img"]');
    await expect.poll(() => svg.getAttribute("aria-label")).toMatch(/web-fw/);
    await expect.poll(() => page.locator("#exposure rect[data-band]").count()).toBeGreaterThan(0);
    const bands = await page.$$eval("#exposure rect[data-band]", (rects) =>
      rects.map((r) => {
        const d = (r as SVGElement).dataset;
        return {
          direction: d["direction"] ?? "",
          protocol: d["protocol"] ?? "",
          row: d["row"] ?? "",
          from: Number(d["from"]),
          to: Number(d["to"]),
          decision: d["decision"] ?? "",
          rule: d["rule"] ?? "",
          ruleLine: d["ruleLine"] ?? "",
          address: d["address"],
          title: r.querySelector("title")?.textContent ?? "",
        };
      }),
    );
    await page.locator("#exposure").screenshot({ path: join(shots, "exposure-web-fw.png") });

    // The rows' addresses are the core's (the page draws rows by id); the bands must be the core's too.
    const workspace = Object.entries(files).map(([path, text]) => ({ path, text }));
    const map = exposureMap(workspace, "web-fw");
    if ("problem" in map) throw new Error(map.problem);
    const address = new Map(map.rows.map((r) => [r.id, r.address]));
    const coreBands = map.bands.map((b) => `${b.direction} ${b.protocol} ${b.row} ${b.from}-${b.to} ${b.decision} ${b.rule === null ? "policy" : b.rule.index}`).sort();
    expect(bands.map((b) => `${b.direction} ${b.protocol} ${b.row} ${b.from}-${b.to} ${b.decision} ${b.rule}`).sort()).toEqual(coreBands);
    // Every row of every direction and protocol covers the whole port axis, to 65535, with no gap.
    const byLane = new Map<string, Array<{ from: number; to: number }>>();
    for (const b of bands) byLane.set(`${b.direction} ${b.protocol} ${b.row}`, [...(byLane.get(`${b.direction} ${b.protocol} ${b.row}`) ?? []), b]);
    for (const [lane, spans] of byLane) {
      spans.sort((a, b) => a.from - b.from);
      expect([0, 1], `${lane} starts at port 0 or 1`).toContain(spans[0]!.from);
      expect(spans.at(-1)!.to, lane).toBe(65535);
      for (let i = 1; i < spans.length; i++) expect(spans[i]!.from, lane).toBe(spans[i - 1]!.to + 1);
    }

    // Each band against the CLI: its first and last port from its row's address, through explain.
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-browser-explain-"));
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const checks = bands.flatMap((band) => [...new Set([band.from, band.to])].map((port) => ({ band, port })));
      const mismatches: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < checks.length) {
          const { band, port } = checks[next++]!;
          const row = address.get(band.row);
          if (row === undefined) {
            mismatches.push(`band row ${band.row} is no row of the core's exposure map`);
            continue;
          }
          // A band that says its row's address (data-address) says the core's.
          if (band.address !== undefined && band.address !== row) mismatches.push(`band row ${band.row}: data-address ${band.address}, the core's row address ${row}`);
          const answer = await explain(dir, ["--firewall", "web-fw", "--direction", band.direction, "--protocol", band.protocol, "--port", String(port), "--address", row]);
          const rule = answer.rule === null ? "policy" : String(answer.rule.index);
          const line = String(answer.rule === null ? answer.policy?.line : answer.rule.line);
          if (answer.decision !== band.decision || rule !== band.rule || line !== band.ruleLine) {
            mismatches.push(`${band.direction} ${band.protocol} port ${port} from ${row}: the picture says ${band.decision} by ${band.rule} (line ${band.ruleLine}), explain says ${answer.decision} by ${rule} (line ${line})`);
          }
          // Hovering names the rule and its line.
          if (!band.title.includes(line)) mismatches.push(`the title of ${band.direction} ${band.protocol} ${band.row} ${band.from}-${band.to} does not name line ${line}: ${band.title}`);
        }
      };
      await Promise.all([worker(), worker()]);
      expect(mismatches).toEqual([]);
      expect(checks.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // web-fw's inbound HTTPS is accepted from the load balancer's range only, so some band accepts and some drops.
    expect(bands.some((b) => b.decision === "ACCEPT" && b.direction === "inbound")).toBe(true);
    expect(bands.some((b) => b.decision === "DROP" && b.direction === "inbound")).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 300_000);

  it("shows the plan of a change with a before set", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "change");
    const all = await tabs(page);
    expect(all.some((t) => t.side === "before")).toBe(true);
    expect(all.some((t) => t.side === "after")).toBe(true);
    const plan = page.locator("#plan pre");
    await expect.poll(() => plan.isVisible()).toBe(true);
    expect((await plan.textContent())!.trim().length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("builds a share link that restores every tab, both sides, in a new page", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "change");
    const tabsBefore = await tabs(page);
    const textsBefore = await tabTexts(page);
    const shownBefore = shownKeys(await diagnostics(page));
    const planBefore = await page.locator("#plan pre").textContent();
    await page.locator("#share").click();
    await expect.poll(() => page.locator("#share-url").inputValue()).toMatch(/#s=[A-Za-z0-9_-]+$/);
    const url = await page.locator("#share-url").inputValue();
    expect(url.startsWith(playground)).toBe(true);
    await expect.poll(async () => (await page.locator("#share-status").textContent())!.trim()).not.toBe("");

    const copy = await open(url);
    expect(await tabs(copy.page)).toEqual(tabsBefore);
    expect(await tabTexts(copy.page)).toEqual(textsBefore);
    expect(shownKeys(await diagnostics(copy.page))).toEqual(shownBefore);
    expect(await copy.page.locator("#plan pre").textContent()).toBe(planBefore);
    expect(copy.problems).toEqual([]);
    await copy.page.context().close();

    // A state too large for a link is refused with a message, not cut.
    await addFile(page, "random.yaml");
    const random = Array.from({ length: 6000 }, (_, i) => `# ${i} ${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join("")}`).join("\n");
    const at = await generation(page);
    await paste(page, `${random}\n`);
    await settle(page, at);
    await page.locator("#share").click();
    await expect.poll(() => page.locator("#share-status").textContent()).toMatch(/too large/i);
    expect(await page.locator("#share-url").inputValue()).not.toMatch(/#s=/);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000);

  /** A state file of more than 2 MiB (the CLI's file limit). */
  const bigYaml = () => {
    let s = "firewalls:\n";
    for (let i = 0; s.length <= 2 * 1024 * 1024 + 1024; i++) s += `  - label: fw-${i}\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n`;
    return s;
  };
  const aliasBomb = () => {
    let text = 'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n';
    let previous = "a";
    for (const name of "bcdefghi") {
      text += `${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]\n`;
      previous = name;
    }
    return text;
  };
  const localsBomb = () => {
    let text = 'locals {\n  l0 = "xxxxxxxxxx"\n';
    for (let k = 1; k <= 60; k++) text += `  l${k} = "\${local.l${k - 1}}\${local.l${k - 1}}"\n`;
    return `${text}}\n\nresource "linode_firewall" "web" {\n  label           = local.l60\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n}\n`;
  };

  // Each into an example whose account takes it (examples/'s config lints *.yaml only): the state
  // files as new files, the locals bomb over the Terraform example's only file (a configuration's
  // input-limit finding sits on its first file, and tabs are not in the folder's order).
  for (const [name, example, path, make, replace] of [
    ["a 2 MB paste", "examples", "big.yaml", bigYaml, false],
    ["a YAML alias bomb", "examples", "bomb.yaml", aliasBomb, false],
    ["a .tf locals bomb", "terraform", "main.tf", localsBomb, true],
  ] as const) {
    it(`gives ${name} the CLI's finding and still answers`, async () => {
      const { page, problems } = await open();
      await chooseExample(page, example);
      const texts = side(await tabTexts(page), "after");
      const others = Object.fromEntries(Object.entries(texts).filter(([p]) => p !== path));
      if (replace) {
        expect(Object.keys(texts)).toEqual([path]);
        await selectTab(page, { path, side: "after" });
      } else {
        await addFile(page, path);
      }
      const first = (await tabs(page))[0]!;
      const text = make();
      const at = await generation(page);
      await paste(page, text, replace);
      await settle(page, at, 120_000);
      // The CLI on the same files: the example's and the hostile one.
      const cli = cliLint({ ...others, [path]: text }).byFile.get(path) ?? [];
      expect(cli.map((m) => m.ruleId), "the CLI's own finding").toContain("input-limit");
      const shown = (await diagnostics(page)).filter((d) => d.file === path);
      expect(shown.map((d) => d.rule).sort()).toEqual(cli.map((m) => m.ruleId).sort());
      await page.locator("#status").screenshot({ path: join(shots, `hostile-${path}.png`) });

      // Still answering: another tab opens, typing there lints again.
      await selectTab(page, first);
      const now = await generation(page);
      await editor(page).click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type("\n# still typing\n");
      await settle(page, now, 120_000);
      expect(await editorText(page)).toContain("# still typing");
      expect(problems).toEqual([]);
      await page.context().close();
    }, 300_000);
  }

  // --- after review: the fix's file, file caps and names, keyboard focus, the last file ----------

  /** A link's fragment for [path, side (0 after, 1 before), text] entries, written as the playground writes them (no checks). */
  async function rawLink(entries: Array<[string, 0 | 1, string]>): Promise<string> {
    const bytes = new TextEncoder().encode(JSON.stringify({ v: 1, sel: 0, f: entries }));
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    return `${playground}#s=${toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()))}`;
  }

  const activePath = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset["path"] ?? document.activeElement?.tagName);

  it("writes a fix into its own file when tabs close while the fix is prepared", async () => {
    let big = "firewalls:\n";
    for (let i = 0; i < 5000; i++) big += `  - label: fw-${i}\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n`;
    const fixable = "firewalls:\n  - label: fix-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
    const other = "firewalls:\n  - label: c-fw\n    rules:\n      inbound_policy: ACCEPT\n      outbound_policy: ACCEPT\n";
    const fragment = await encodeShare({
      files: [
        { path: "a-big.yaml", side: "after", text: big },
        { path: "b-fix.yaml", side: "after", text: fixable },
        { path: "c.yaml", side: "after", text: other },
      ],
      selected: 2,
    });
    const { page, problems } = await open(`${playground}#${fragment}`);
    expect(await tabs(page)).toEqual([
      { path: "a-big.yaml", side: "after" },
      { path: "b-fix.yaml", side: "after" },
      { path: "c.yaml", side: "after" },
    ]);
    await expect.poll(() => page.locator('#diagnostics li[data-file="b-fix.yaml"] button.fix').count()).toBe(1);
    const at = await generation(page);
    // Enter in c.yaml starts a lint of a-big's 5,000 firewalls; while the worker is busy with it,
    // b-fix's fix is asked for and a-big (before both in the tabs) is closed.
    await editor(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.waitForTimeout(250);
    await page.evaluate(() => {
      (document.querySelector('#diagnostics li[data-file="b-fix.yaml"] button.fix') as HTMLButtonElement).click();
      (document.querySelector('[aria-label="Close a-big.yaml"]') as HTMLButtonElement).click();
    });
    await settle(page, at, 60_000);
    expect(await tabs(page)).toEqual([
      { path: "b-fix.yaml", side: "after" },
      { path: "c.yaml", side: "after" },
    ]);
    const texts = await tabTexts(page);
    expect(texts.get("after:c.yaml")!.trimEnd(), "c.yaml holds only what was typed into it").toBe(other.trimEnd());
    expect(texts.get("after:b-fix.yaml")).toBe(fixable.replace("inbound_policy: drop", "inbound_policy: DROP"));
    expect(await page.locator('#diagnostics li[data-rule="firewall-policy"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);

  it(`refuses links past ${MAX_FILES_PER_SIDE} files a side, with no "after" file, or naming a refused file; normalises the others`, async () => {
    const many = Array.from({ length: MAX_FILES_PER_SIDE + 1 }, (_, i): [string, 0 | 1, string] => [`f${i}.yaml`, 0, ""]);
    for (const [entries, message] of [
      [many, /more than 200 “after” files/],
      [[["a.yaml", 1, "x: 1"]], /no “after” file/],
      [[["ok.yaml", 0, ""], ["../up.yaml", 0, ""]], /refuses/],
    ] as const) {
      const { page, problems } = await open(await rawLink(entries as Array<[string, 0 | 1, string]>));
      await expect.poll(() => page.locator("#share-status").textContent()).toMatch(message);
      // The default example instead, linted.
      expect((await tabs(page)).every((t) => !/^f\d+\.yaml$|^a\.yaml$|^ok\.yaml$/.test(t.path))).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    }
    // "./x.yaml" is x.yaml: the tab, the findings and the badge all name it so.
    const bad = "firewalls:\n  - label: n-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
    const { page, problems } = await open(await rawLink([["./infra//net.yaml", 0, bad]]));
    expect(await tabs(page)).toEqual([{ path: "infra/net.yaml", side: "after" }]);
    expect((await diagnostics(page)).map((d) => [d.file, d.rule])).toEqual([["infra/net.yaml", "firewall-policy"]]);
    expect(await tabButton(page, { path: "infra/net.yaml", side: "after" }).locator(".badge").textContent()).toBe("1");
    // The add-file box: the same names, normalised and checked for duplicates.
    for (const [name, message] of [
      ["./infra/net.yaml", /already open/],
      ["../x.yaml", /refused/],
      ["a/\u202Eb.yaml", /refused/],
    ] as const) {
      await page.locator("#new-file-name").fill(name);
      await page.locator("#new-file-name").press("Enter");
      await expect.poll(() => page.locator("#file-message").textContent()).toMatch(message);
    }
    await addFile(page, "more/b.yaml");
    await page.locator("#new-file-name").fill("./more//c.yaml");
    await page.locator("#new-file-name").press("Enter");
    await expect.poll(() => tabButton(page, { path: "more/c.yaml", side: "after" }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("keeps keyboard focus where the user is, closes the focused tab with Delete, and says how to leave the editor", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "examples-broken");
    const all = await tabs(page);
    expect(all.length).toBeGreaterThan(2);
    // The close buttons are no stops of the tab order; the tabs say Delete closes them.
    expect(await page.$$eval(".tabbar button.close", (b) => b.map((x) => (x as HTMLElement).tabIndex))).toEqual(all.map(() => -1));
    expect(await page.$$eval('[role="tab"]', (b) => b.map((x) => x.getAttribute("aria-keyshortcuts")))).toEqual(all.map(() => "Delete"));

    // Enter and Space on the selected tab leave focus on it.
    await tabButton(page, all[0]!).focus();
    await page.keyboard.press("Enter");
    expect(await activePath(page)).toBe(all[0]!.path);
    await page.keyboard.press(" ");
    expect(await activePath(page)).toBe(all[0]!.path);
    // The arrow keys still move between tabs.
    await page.keyboard.press("ArrowRight");
    expect(await activePath(page)).toBe(all[1]!.path);
    await page.keyboard.press("Home");
    expect(await activePath(page)).toBe(all[0]!.path);

    // A lint result arriving while a tab has focus leaves it there, on the same element (updated in place).
    await tabButton(page, all[1]!).evaluate((el) => ((el as HTMLElement).dataset["mark"] = "kept"));
    let at = await generation(page);
    await selectTab(page, all[0]!);
    await editor(page).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\n# a comment\n");
    await tabButton(page, all[1]!).focus();
    await settle(page, at);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset["mark"])).toBe("kept");

    // The same for a finding's rule link.
    at = await generation(page);
    await editor(page).click();
    await page.keyboard.type("# another\n");
    const link = page.locator("#diagnostics li[data-rule] a.rule").first();
    const ruleText = await link.textContent();
    await link.focus();
    await settle(page, at);
    expect(await page.evaluate(() => (document.activeElement?.closest("#diagnostics") ? document.activeElement.textContent : document.activeElement?.tagName))).toBe(ruleText);

    // A fix by keyboard: the finding goes, focus stays in the findings.
    const fix = page.locator("#diagnostics button.fix").first();
    expect(await fix.count()).toBe(1);
    at = await generation(page);
    await fix.focus();
    await page.keyboard.press("Enter");
    await settle(page, at);
    expect(await page.evaluate(() => document.activeElement?.closest("#diagnostics") !== null)).toBe(true);

    // Delete closes the focused tab; focus goes to the tab selected then.
    const now = await tabs(page);
    await selectTab(page, now[1]!);
    await tabButton(page, now[1]!).focus();
    at = await generation(page);
    await page.keyboard.press("Delete");
    await expect.poll(() => tabs(page)).toEqual(now.filter((_, i) => i !== 1));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
    await settle(page, at);

    // Escape then Tab leaves the editor (Tab alone indents), as the hint next to it says.
    expect(await page.locator("#editor-hint").isVisible()).toBe(true);
    expect(await page.locator("#editor-hint").textContent()).toMatch(/Esc.*then.*Tab/);
    await editor(page).click();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".cm-content") === null && document.activeElement !== document.body)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("never leaves zero “after” files: the last one stays open, saying why", async () => {
    const { page, problems } = await open();
    await chooseExample(page, "terraform");
    expect(await tabs(page)).toEqual([{ path: "main.tf", side: "after" }]);
    // aria-disabled, yet clickable: a click says why it stays.
    await page.locator('[aria-label="Close main.tf"]').click({ force: true });
    await expect.poll(() => page.locator("#file-message").textContent()).toMatch(/last “after” file/);
    expect(await page.locator('[aria-label="Close main.tf"]').getAttribute("aria-disabled")).toBe("true");
    await tabButton(page, { path: "main.tf", side: "after" }).focus();
    await page.keyboard.press("Delete");
    expect(await tabs(page)).toEqual([{ path: "main.tf", side: "after" }]);
    // With a before set, the before copy can go, the last after file still not.
    await page.locator("#add-before").click();
    await expect.poll(() => tabs(page)).toEqual([{ path: "main.tf", side: "after" }, { path: "main.tf", side: "before" }]);
    await page.locator('[aria-label="Close before: main.tf"]').click();
    await page.locator('[aria-label="Close main.tf"]').click({ force: true });
    await expect.poll(() => tabs(page)).toEqual([{ path: "main.tf", side: "after" }]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
