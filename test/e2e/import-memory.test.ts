/**
 * `cloudlint import`'s memory against a server sending 30 MB pages (issue 36), the real binary
 * under a heap too small to hold the list: 10 pages of 100 VPCs, each VPC with a 300 KB region
 * (a field the import keeps), 300 MB in all, read with Node's old space cut to 160 MB. The import
 * hands each page to the builder and the spool as it comes, so it ends well; an import that kept
 * a list's pages until the list ended (as before) fails with "JavaScript heap out of memory".
 * Slow (7 to 25 s on a shared 2-core machine, 300 MB through the loopback): test/e2e.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs fixture shared with bench/import.mjs
import { startApiServer } from "../import/api-server.mjs";

const bin = join(fileURLToPath(new URL("../../", import.meta.url)), "bin/cloudlint.js");
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const PAGES = 10;
/** Page `page` of the list: 100 new VPCs of ~300 KB each. */
function page(page: number): string {
  const data = Array.from({ length: 100 }, (_, i) => {
    const id = page * 1000 + i;
    return { id, label: `vpc-${id}`, region: `r${id}-${"x".repeat(300_000)}`, subnets: [] };
  });
  return JSON.stringify({ data, page, pages: PAGES, results: PAGES * 100 });
}

describe("cloudlint import against 30 MB pages", () => {
  it("reads a 300 MB list with a 160 MB heap: pages are not held until the list ends", { timeout: 300_000 }, async () => {
    const s = (await startApiServer({ respond: (path: string, url: URL) => (path === "/vpcs" ? page(Number(url.searchParams.get("page") ?? 1)) : undefined) })) as { url: string; token: string; requests: Array<{ path: string }>; close: () => Promise<void> };
    cleanups.push(() => s.close());
    const dir = mkdtempSync(join(tmpdir(), "cloudlint-pages-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const r = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ["--max-old-space-size=160", bin, "import", "--api-url", s.url, "--out", "infra", "--concurrency", "1", "--max-list-bytes", String(4 * 1024 ** 3)], { cwd: dir, env: { PATH: process.env.PATH ?? "", CLOUDLINT_TOKEN: s.token } });
      let stderr = "";
      child.stderr.on("data", (d) => (stderr += d));
      child.on("close", (code) => resolve({ code, stderr }));
    });
    expect(r.stderr).not.toContain("heap out of memory");
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`cloudlint: imported ${PAGES * 100} VPCs (0 subnets)`);
    expect(s.requests.filter((q) => q.path === "/v4/vpcs")).toHaveLength(PAGES);
    // Split into parts under the linter's 1 MiB a file: every VPC written.
    expect(readdirSync(join(dir, "infra")).filter((n) => n.startsWith("vpcs")).length).toBeGreaterThan(100);
  });
});
