/**
 * A corpus of real public Terraform configurations of the linode/linode provider, linted as they
 * are, with their findings and "what was checked" counts pinned in expected.json.
 *
 * The configurations themselves are not in this repository: they are third parties' code, and the
 * workplace's rule keeps public repositories' code out of developers' commits. What is committed
 * is test/terraform/corpus/sources.json (where each file comes from: repository, commit, path,
 * licence, and each file's SHA-256, so a copy is checked to be the unmodified original),
 * SOURCES.md (the same as a table), JUDGED.md (each expected finding judged against its rule page)
 * and <name>/expected.json. The files are read from $CLOUDLINT_ORACLE_DIR/terraform-corpus/<name>/
 * (by default the shared/ folder beside the clone: see test/oracle/README.md), in `npm run
 * test:oracle`; a configuration that is not there fails its test, naming where it was looked for.
 *
 * Each configuration is copied to a scratch folder holding a .git folder, so that it is linted as
 * its own repository (its modules resolved inside it, no config file of ours applied), and linted
 * in-process through the CLI's main() (`cloudlint lint --format json <root>`), not by spawning 38
 * processes. Asserted for each: no internal error, exit code 0 or 1, JSON output, the findings and
 * counts equal to expected.json. `CLOUDLINT_UPDATE_CORPUS=1 npm run test:oracle -- corpus`
 * rewrites expected.json from the current output instead (then review the diff and JUDGED.md).
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { oracleDir } from "./dir.js";

const packageRoot = fileURLToPath(new URL("../../", import.meta.url));
const corpusMeta = join(packageRoot, "test/terraform/corpus");
const UPDATE = process.env.CLOUDLINT_UPDATE_CORPUS === "1";
/** A lint of one configuration taking longer than this is a hang (they take milliseconds each). */
const LINT_BUDGET_MS = 10_000;

interface SourceFile {
  path: string;
  sha256: string;
  bytes: number;
}
interface Source {
  name: string;
  repository: string;
  commit: string;
  /** The folder of the repository the files are copied from ("." for its top). */
  path: string;
  /** The root module's folder, relative to `path`: the folder linted. */
  root: string;
  licence: string;
  licenceFile: string;
  exercises: string[];
  files: SourceFile[];
}
interface Finding {
  ruleId: string;
  file: string;
  line: number;
  severity: string;
}
interface Expected {
  exitCode: number;
  findings: Finding[];
  /** The JSON report's `terraform` property, by file (only the files that have one). */
  terraform: Record<string, unknown>;
}

const sources = JSON.parse(readFileSync(join(corpusMeta, "sources.json"), "utf8")) as Source[];
const LICENCES = new Set(["MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "MPL-2.0", "ISC", "Unlicense", "CC0-1.0", "GPL-2.0", "GPL-3.0", "AGPL-3.0", "LGPL-3.0"]);

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/**
 * The first candidate folder that holds the configuration; `broken` when it holds it modified or
 * in part (a failure, not a skip); `absent` when no candidate holds it (the test is skipped).
 */
function locate(source: Source): { dir: string } | { broken: string } | { absent: string } {
  const candidates = [resolve(oracleDir("terraform-corpus"), source.name)];
  for (const dir of candidates) {
    if (!source.files.some((f) => existsSync(join(dir, f.path)))) continue;
    for (const f of source.files) {
      const at = join(dir, f.path);
      if (!existsSync(at)) return { broken: `${at} is missing` };
      if (sha256(at) !== f.sha256) return { broken: `${at} differs from ${f.path} of ${source.repository} at ${source.commit} (SHA-256)` };
    }
    return { dir };
  }
  return { absent: `no copy in ${candidates.join(", ")}` };
}

const scratch = mkdtempSync(join(tmpdir(), "cloudlint-corpus-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The configuration's files in a scratch folder of its own that is a repository (a .git folder). */
function workspace(source: Source, from: string): string {
  const dir = join(scratch, source.name);
  mkdirSync(join(dir, ".git"), { recursive: true });
  for (const f of source.files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    copyFileSync(join(from, f.path), join(dir, f.path));
  }
  return dir;
}

interface Report {
  filePath: string;
  terraform?: unknown;
  messages: { ruleId: string | null; severity: string; line?: number; message: string }[];
}

async function lint(cwd: string, root: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`lint of ${cwd} did not finish in ${LINT_BUDGET_MS} ms`)), LINT_BUDGET_MS);
  });
  try {
    const code = await Promise.race([
      main(["lint", "--format", "json", root], {
        version: "0.0.0-corpus",
        packageRoot,
        stdout: (s) => (stdout += s),
        stderr: (s) => (stderr += s),
        cwd,
        isTTY: false,
        env: {},
      }),
      hang,
    ]);
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}

function summary(code: number, reports: Report[]): Expected {
  const findings: Finding[] = reports.flatMap((r) => r.messages.map((m) => ({ ruleId: m.ruleId ?? "(none)", file: r.filePath, line: m.line ?? 0, severity: m.severity })));
  findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : a.severity < b.severity ? -1 : a.severity > b.severity ? 1 : 0)));
  const terraform: Record<string, unknown> = {};
  for (const r of [...reports].sort((a, b) => (a.filePath < b.filePath ? -1 : 1))) if (r.terraform !== undefined) terraform[r.filePath] = r.terraform;
  return { exitCode: code, findings, terraform };
}

describe("the corpus's manifest", () => {
  it("names each configuration once, with a full commit, a licence that allows copying, and files", () => {
    expect(sources.length).toBeGreaterThanOrEqual(30);
    expect(new Set(sources.map((s) => s.name)).size).toBe(sources.length);
    for (const s of sources) {
      expect(s.name, s.name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(s.repository, s.name).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+$/);
      expect(s.commit, s.name).toMatch(/^[0-9a-f]{40}$/);
      expect(LICENCES.has(s.licence), `${s.name}: ${s.licence}`).toBe(true);
      expect(s.files.length, s.name).toBeGreaterThan(0);
      for (const f of s.files) {
        expect(f.path, s.name).toMatch(/\.(tf|tf\.json|tfvars|tfvars\.json|tofu|tofu\.json|html|sh|yaml|cfg)$/);
        expect(f.path.split("/"), s.name).not.toContain("..");
        expect(f.sha256, s.name).toMatch(/^[0-9a-f]{64}$/);
      }
      // The linted root folder holds Terraform files of the configuration.
      expect(s.files.some((f) => dirname(f.path) === (s.root === "." ? "." : s.root) && /\.tf$/.test(f.path)), s.name).toBe(true);
    }
  });

  it.skipIf(UPDATE)("has an expected.json for each configuration, and none for a configuration it does not name", () => {
    for (const s of sources) expect(existsSync(join(corpusMeta, s.name, "expected.json")), s.name).toBe(true);
    const named = new Set(sources.map((s) => s.name));
    const folders = readdirSync(corpusMeta, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(corpusMeta, d.name, "expected.json")));
    expect(folders.map((d) => d.name).filter((n) => !named.has(n))).toEqual([]);
  });
});

describe("the corpus of real configurations", () => {
  for (const source of sources) {
    const found = locate(source);
    const title = `${source.name} (${source.repository.replace("https://github.com/", "")}/${source.path})`;
    it(title, async () => {
      if ("broken" in found) throw new Error(found.broken);
      if ("absent" in found) throw new Error(`${found.absent}: see test/oracle/README.md`);
      const cwd = workspace(source, found.dir);
      const run = await lint(cwd, source.root);
      expect(run.stderr).not.toMatch(/internal error/i);
      expect([0, 1], run.stderr).toContain(run.code);
      const reports = JSON.parse(run.stdout) as Report[];
      for (const r of reports) for (const m of r.messages) expect(m.message, `${r.filePath}:${m.line}`).not.toMatch(/internal error/i);
      const actual = summary(run.code, reports);
      const file = join(corpusMeta, source.name, "expected.json");
      if (UPDATE) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(actual, null, 2) + "\n");
        return;
      }
      const expected = JSON.parse(readFileSync(file, "utf8")) as Expected;
      expect(actual).toEqual(expected);
    }, LINT_BUDGET_MS + 5_000);
  }
});
