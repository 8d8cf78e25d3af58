/**
 * The browser tests' static server (harness.ts), on a small folder of its own: it serves the site
 * under its base with the right MIME types, resolves folders and extensionless paths as GitHub
 * Pages does, and refuses every path that leaves the folder (the requests are sent raw, as
 * node:http gets them: fetch would normalise the `..` away before it left).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSitePath, serveSite, type SiteServer } from "./harness.js";

let outside: string;
let dir: string;
let site: SiteServer;

beforeAll(async () => {
  outside = realpathSync(mkdtempSync(join(tmpdir(), "cloudlint-server-")));
  dir = join(outside, "site");
  mkdirSync(join(dir, "guide"), { recursive: true });
  mkdirSync(join(dir, "playground"), { recursive: true });
  writeFileSync(join(dir, "index.html"), "<h1>home</h1>");
  writeFileSync(join(dir, "guide/cli.html"), "<h1>cli</h1>");
  writeFileSync(join(dir, "playground/index.html"), "<h1>playground</h1>");
  writeFileSync(join(dir, "playground/main.js"), "export {};");
  writeFileSync(join(dir, "style.css"), "body{}");
  writeFileSync(join(dir, "logo.svg"), "<svg/>");
  writeFileSync(join(outside, "secret.txt"), "secret");
  symlinkSync(join(outside, "secret.txt"), join(dir, "link.txt"));
  site = await serveSite(dir, "/cloudlint/");
});

afterAll(async () => {
  await site?.close();
  rmSync(outside, { recursive: true, force: true });
});

/** GET with the path exactly as written (no normalisation). */
function get(path: string): Promise<{ status: number; type: string | undefined; location: string | undefined; body: string }> {
  const { port } = new URL(site.url);
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => done({ status: response.statusCode ?? 0, type: response.headers["content-type"], location: response.headers.location, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the browser tests' static server", () => {
  it("serves the site under its base, with MIME types", async () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cloudlint\/$/);
    expect(await get("/cloudlint/")).toMatchObject({ status: 200, type: "text/html; charset=utf-8", body: "<h1>home</h1>" });
    expect(await get("/cloudlint/guide/cli.html")).toMatchObject({ status: 200, body: "<h1>cli</h1>" });
    expect(await get("/cloudlint/guide/cli")).toMatchObject({ status: 200, body: "<h1>cli</h1>" });
    expect(await get("/cloudlint/playground/")).toMatchObject({ status: 200, body: "<h1>playground</h1>" });
    expect(await get("/cloudlint/playground/main.js?v=1")).toMatchObject({ status: 200, type: "text/javascript; charset=utf-8" });
    expect(await get("/cloudlint/style.css")).toMatchObject({ status: 200, type: "text/css; charset=utf-8" });
    expect(await get("/cloudlint/logo.svg")).toMatchObject({ status: 200, type: "image/svg+xml" });
  });

  it("redirects a folder named without its slash, so relative URLs resolve inside it", async () => {
    expect(await get("/cloudlint/playground")).toMatchObject({ status: 301, location: "/cloudlint/playground/" });
    expect(await get("/cloudlint")).toMatchObject({ status: 301, location: "/cloudlint/" });
  });

  it("answers 404 outside the base, for missing files and for every way out of the folder", async () => {
    for (const path of [
      "/index.html",
      "/cloudlint/missing.html",
      "/cloudlint/../secret.txt",
      "/cloudlint/..%2fsecret.txt",
      "/cloudlint/%2e%2e/secret.txt",
      "/cloudlint/guide/..%5c..%5csecret.txt",
      "/cloudlint/index.html%00.js",
      "/cloudlint/link.txt",
      "/cloudlint/%E0%A4%A",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain("secret");
    }
  });

  it("resolves paths inside the folder only", () => {
    const real = realpathSync(dir);
    expect(resolveSitePath(real, "guide/cli")).toBe(join(real, "guide/cli.html"));
    expect(resolveSitePath(real, "")).toBe(join(real, "index.html"));
    expect(resolveSitePath(real, "../site/index.html")).toBeUndefined();
    expect(resolveSitePath(real, "/etc/passwd")).toBeUndefined();
    expect(resolveSitePath(real, "link.txt")).toBeUndefined();
  });
});
