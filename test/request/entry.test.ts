/**
 * `cloudlint/request`: the request validator as its own entry, from ESM and CommonJS, loading no
 * YAML, CLI, loader or policy code (issue 21). Run in a child process on the built package (the
 * package's own name resolves through its "exports"), which lists every module it loaded.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { typeCheck } from "../helpers/typescript.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const run = (args: string[]) => JSON.parse(execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" })) as { loaded: string[]; ok: boolean; status: number };

/** Modules that have no place in a service's request check. */
const HEAVY = /node_modules\/(yaml|yargs|re2js)\/|(dist|lib)\/(esm|cjs)\/(cli|lsp|load|policy|config|format|terraform|import|change)\//;

const REQUEST = `{ method: "POST", path: "/vpcs/12/subnets", body: { label: "app", ipv4: "10.0.1.5/24" } }`;

describe("cloudlint/request", () => {
  it("from CommonJS: validates, and loads no YAML, CLI or policy code (cloudlint itself does)", () => {
    const script = (entry: string) =>
      `const { validateRequest } = require("${entry}"); const r = validateRequest(${REQUEST});` +
      `process.stdout.write(JSON.stringify({ ok: r.ok, status: r.status, loaded: Object.keys(require.cache) }));`;
    const light = run(["-e", script("cloudlint/request")]);
    expect(light).toMatchObject({ ok: false, status: 400 });
    expect(light.loaded.some((f) => f.includes("lib/cjs/request/validate.js"))).toBe(true);
    expect(light.loaded.filter((f) => HEAVY.test(f))).toEqual([]);
    // The check is worth something: the main entry does load them.
    expect(run(["-e", script("cloudlint")]).loaded.filter((f) => HEAVY.test(f)).length).toBeGreaterThan(0);
  });

  it("from ESM: validates, and loads no YAML, CLI or policy code (a loader hook lists what is loaded)", () => {
    const script = (entry: string) => `
      import { register } from "node:module";
      import { MessageChannel } from "node:worker_threads";
      const { port1, port2 } = new MessageChannel();
      const loaded = [];
      port1.on("message", (url) => loaded.push(url));
      const hooks = "export function initialize({ port }) { globalThis.port = port; } export async function load(url, context, next) { globalThis.port.postMessage(url); return next(url, context); }";
      register("data:text/javascript," + encodeURIComponent(hooks), { data: { port: port2 }, transferList: [port2] });
      const { validateRequest } = await import("${entry}");
      const r = validateRequest(${REQUEST});
      await new Promise((resolve) => setTimeout(resolve, 200));
      port1.close();
      process.stdout.write(JSON.stringify({ ok: r.ok, status: r.status, loaded }));`;
    const light = run(["--input-type=module", "-e", script("cloudlint/request")]);
    expect(light).toMatchObject({ ok: false, status: 400 });
    expect(light.loaded.some((f) => f.includes("lib/esm/request/validate.js"))).toBe(true);
    expect(light.loaded.filter((f) => HEAVY.test(f))).toEqual([]);
    expect(run(["--input-type=module", "-e", script("cloudlint")]).loaded.filter((f) => HEAVY.test(f)).length).toBeGreaterThan(0);
  });

  it("has types, through the package's exports, and only the request validator's", () => {
    const dir = join(root, "test/.request-entry-types");
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const file = join(dir, "consumer.ts");
    writeFileSync(
      file,
      `import * as request from "cloudlint/request";
import type { PreflightRequest, RequestResult, RequestBodies } from "cloudlint/request";
const result: RequestResult = request.validateRequest({ method: "OPTIONS", path: "/vpcs" });
if (result.ok && "preflight" in result) { const preflight: PreflightRequest = result; const allow: string = preflight.allow; void allow; }
if (!result.ok) { const status: 400 | 404 | 405 | 413 = result.status; const allow: string | undefined = result.allow; void status; void allow; }
const body: RequestBodies["POST /vpcs/{vpcId}/subnets"] = { label: "app", ipv4: "10.0.1.0/24" };
void body;
// @ts-expect-error: the linter is not in this entry
void request.lintText;
`,
    );
    const { program, problems } = typeCheck([file], root);
    rmSync(dir, { recursive: true, force: true });
    expect(problems).toEqual([]);
    expect(program.getSourceFiles().some((f) => f.fileName.endsWith("lib/esm/request/index.d.ts"))).toBe(true);
  }, 60_000);
});
