import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPlayground, examples, JS_BUDGET_GZIP } from "../../site/playground/build.mjs";

const out = mkdtempSync(join(tmpdir(), "cloudlint-playground-"));
let built: { outDir: string; sizes: Array<{ file: string; bytes: number; gzip: number }>; totalGzip: number };

beforeAll(async () => {
  built = await buildPlayground(out);
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the playground's build", () => {
  it("writes the page, its script, the worker, the style and the examples", () => {
    for (const file of ["index.html", "playground.js", "worker.js", "playground.css", "examples.json", "licenses.txt"]) {
      expect(readFileSync(join(out, "playground", file)).length, file).toBeGreaterThan(0);
    }
  });

  it("keeps the page's JavaScript within the issue's 400 KB gzipped, as it reports", () => {
    const measured = ["playground.js", "worker.js"].reduce((sum, f) => sum + gzipSync(readFileSync(join(out, "playground", f)), { level: 9 }).length, 0);
    expect(built.totalGzip).toBe(measured);
    expect(measured).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  });

  it("loads nothing from another origin: every script and style URL is relative", () => {
    const html = readFileSync(join(out, "playground", "index.html"), "utf8");
    const urls = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url, url).not.toMatch(/^(https?:)?\/\//);
    const js = readFileSync(join(out, "playground", "playground.js"), "utf8") + readFileSync(join(out, "playground", "worker.js"), "utf8");
    expect(js).not.toMatch(/from\s*"node:|require\("(fs|path|child_process)"\)/);
  });

  it("carries the licence of every bundled package", () => {
    const licences = readFileSync(join(out, "playground", "licenses.txt"), "utf8");
    for (const name of ["@codemirror/view", "@codemirror/lint", "codemirror-lang-hcl", "yaml", "ipaddr.js", "re2js"]) expect(licences).toContain(`${name} `);
  });

  it("has an example for every option of the page's Example select, and no other", async () => {
    const html = readFileSync(join(out, "playground", "index.html"), "utf8");
    const select = /<select id="example"[\s\S]*?<\/select>/.exec(html)![0];
    const options = [...select.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    const written = JSON.parse(readFileSync(join(out, "playground", "examples.json"), "utf8")) as Record<string, { files: Array<{ path: string; side: string; text: string }> }>;
    expect(Object.keys(written).sort()).toEqual([...options].sort());
    expect(written).toEqual(await examples());
  });

  it("takes the examples from the repository: examples/, a policy from examples/policies, both sides of examples-change", () => {
    const written = JSON.parse(readFileSync(join(out, "playground", "examples.json"), "utf8")) as Record<string, { files: Array<{ path: string; side: string; text: string }> }>;
    const text = (id: string, path: string, side = "after") => written[id]!.files.find((f) => f.path === path && f.side === side)?.text;
    expect(text("examples", "firewalls.yaml")).toBe(readFileSync("examples/firewalls.yaml", "utf8"));
    expect(text("examples-broken", "network.yaml")).toBe(readFileSync("examples-broken/network.yaml", "utf8"));
    expect(text("policy", ".cloudlint/policies/firewalls.yaml")).toBe(readFileSync("examples/policies/firewalls.yaml", "utf8"));
    expect(text("change", "network.yaml", "before")).toBe(readFileSync("examples-change/before/network.yaml", "utf8"));
    expect(text("change", "network.yaml", "after")).toBe(readFileSync("examples-change/after/network.yaml", "utf8"));
    expect(written["terraform"]!.files[0]!.path).toMatch(/\.tf$/);
    expect(JSON.parse(text("plan", "plan.json")!)).toHaveProperty("resource_changes");
  });
});
