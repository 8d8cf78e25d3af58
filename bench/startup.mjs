// Start-up (issue 24, "Start in a blink"): the CLI as whole processes, as pre-commit and CI start
// it, against bare `node -e 0`. `node bench/startup.mjs` (no build needed: it runs the committed
// bin/cloudlint.js); part of `npm run bench`.
//
// The project: one small state file (bench/accounts.mjs's realistic account at n = 10: nine
// resources and three subnets, 1.5 KB) and a .cloudlintrc.yaml whose `files` name it, in a
// temporary folder. Commands:
//   - `lint small.yaml`, `lint` with no paths (the pre-commit hook's own call: the config's files),
//     `lint small.yaml --format github` and `--format sarif` (as CI runs them), `--version`;
//   - ESLint's and Spectral's start for reference, when installed under node_modules/.bin, or under
//     BENCH_TOOLS/node_modules/.bin (a folder where `npm install eslint@9 @stoplight/spectral-cli`
//     was run; never installed by this script, nor a dependency of cloudlint: "not installed"
//     otherwise).
// Every round runs each command once, in a fresh random order (so load that comes and goes hits
// all of them alike), after a warm-up round; the figure per command is the median over the rounds
// of (its time - the same round's `node -e 0`), with the 25th and 75th percentiles as the spread.
// BENCH_ROUNDS (default 21). The code cache (src/cli/code-cache.ts) lives in a folder of this run,
// warmed by the warm-up round as any run after the first finds it; two more rows show the same lint
// without it and as a first run. CLOUDLINT_BIN runs another build of the CLI (e.g. an older
// checkout's bin/cloudlint.js) for comparison; CLOUDLINT_COMPARE=<another bin/cloudlint.js> runs
// that build's five target commands in the same rounds as this one's (rows marked "compare"), so
// that before and after see the same load. Targets (issue 24): lint +80 ms, --version +30 ms.
// Exits 0 always: the machine is shared, and a timing is never a test.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { realisticAccount } from "./accounts.mjs";
import { rng } from "./rng.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 21);
const bin = process.env.CLOUDLINT_BIN ?? join(root, "bin/cloudlint.js");

const dir = mkdtempSync(join(tmpdir(), "cloudlint-startup-"));
const caches = mkdtempSync(join(tmpdir(), "cloudlint-startup-cache-"));
writeFileSync(join(dir, "small.yaml"), realisticAccount(10));
writeFileSync(join(dir, ".cloudlintrc.yaml"), 'files: ["*.yaml"]\n');
// A tiny file for ESLint (it needs a flat config) and an OpenAPI document for Spectral.
writeFileSync(join(dir, "small.js"), "const a = 1;\nexport default a;\n");
writeFileSync(join(dir, "eslint.config.mjs"), "export default [{ rules: { 'no-unused-vars': 'error' } }];\n");
writeFileSync(join(dir, "openapi.yaml"), "openapi: 3.0.0\ninfo: { title: t, version: '1' }\npaths: {}\n");
writeFileSync(join(dir, ".spectral.yaml"), "extends: ['spectral:oas']\n");

const tool = (name) => {
  for (const folder of [root, process.env.BENCH_TOOLS].filter(Boolean)) {
    const path = join(folder, "node_modules/.bin", name);
    if (existsSync(path)) return path;
  }
  return undefined;
};
const eslint = tool("eslint");
const spectral = tool("spectral");

// The environment of a hook or a CI step: no colours forced, no switch of ours; the code cache in a
// folder of this run (warmed by the first round, as any run after the first finds it).
const env = { ...process.env, XDG_CACHE_HOME: join(caches, "warm") };
for (const key of ["FORCE_COLOR", "NO_COLOR", "CLOUDLINT_NO_CACHE", "CLOUDLINT_DEBUG"]) delete env[key];
let fresh = 0;

const commands = [
  { name: "node -e 0 (baseline)", argv: [process.execPath, "-e", "0"] },
  { name: "cloudlint --version", argv: [process.execPath, bin, "--version"], target: 30 },
  { name: "cloudlint lint small.yaml", argv: [process.execPath, bin, "lint", "small.yaml"], target: 80 },
  { name: "cloudlint lint (no paths: the config's files)", argv: [process.execPath, bin, "lint"], target: 80 },
  { name: "cloudlint lint small.yaml --format github", argv: [process.execPath, bin, "lint", "small.yaml", "--format", "github"], target: 80 },
  { name: "cloudlint lint small.yaml --format sarif", argv: [process.execPath, bin, "lint", "small.yaml", "--format", "sarif"], target: 80 },
  // What the code cache buys: the same lint without it, and a first run (an empty cache, written at its end).
  { name: "  the same, CLOUDLINT_NO_CACHE=1", argv: [process.execPath, bin, "lint", "small.yaml"], env: { CLOUDLINT_NO_CACHE: "1" } },
  { name: "  the same, first run (writes the cache)", argv: [process.execPath, bin, "lint", "small.yaml"], env: () => ({ XDG_CACHE_HOME: join(caches, `first-${fresh++}`) }) },
  { name: "eslint small.js (reference)", argv: eslint && [eslint, "small.js"] },
  { name: "spectral lint openapi.yaml (reference)", argv: spectral && [spectral, "lint", "openapi.yaml"] },
];
// The other build's target commands, each right after this build's in the table.
const compare = process.env.CLOUDLINT_COMPARE;
if (compare) {
  for (const c of commands.filter((c) => c.target !== undefined)) {
    commands.splice(commands.indexOf(c) + 1, 0, { name: `  compare: ${c.name.replace(/^cloudlint /, "")}`.slice(0, 48), argv: [process.execPath, compare, ...c.argv.slice(2)] });
  }
}
const runnable = commands.filter((c) => c.argv);

// BENCH_CPU=1: each process also gets its CPU time (user + system), which a loaded machine inflates
// far less than wall time: bash runs it and prints its children's times (`times`, in ms) on a
// descriptor of its own. Wall times then include bash's start, in the baseline's row too.
const CPU = process.env.BENCH_CPU === "1";
const cpuOf = (text) => {
  const m = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(text);
  return m ? (Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4])) * 1000 : NaN;
};

function once(command) {
  const [file, ...args] = command.argv;
  const extra = typeof command.env === "function" ? command.env() : (command.env ?? {});
  const started = process.hrtime.bigint();
  const result = CPU
    ? spawnSync("bash", ["-c", '"$0" "$@" 3>&-; code=$?; times >&3; exit $code', file, ...args], { cwd: dir, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe", "pipe"] })
    : spawnSync(file, args, { cwd: dir, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"] });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status === null || result.status > 1) {
    throw new Error(`${command.name} exited ${result.status ?? result.signal}: ${String(result.stderr).slice(0, 500)}`);
  }
  return CPU ? { ms, cpu: cpuOf(String(result.output[3])) } : { ms };
}

const random = rng(1);
function shuffled(list) {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const quantile = (xs, q) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))];
};

try {
  for (const c of runnable) once(c); // warm-up: the file system cache, the code cache if any
  const times = new Map(runnable.map((c) => [c, []]));
  const over = new Map(runnable.map((c) => [c, []]));
  const cpuOver = new Map(runnable.map((c) => [c, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const t = new Map();
    for (const c of shuffled(runnable)) t.set(c, once(c));
    const base = t.get(runnable[0]);
    for (const c of runnable) {
      times.get(c).push(t.get(c).ms);
      over.get(c).push(t.get(c).ms - base.ms);
      if (CPU) cpuOver.get(c).push(c === runnable[0] ? t.get(c).cpu : t.get(c).cpu - base.cpu);
    }
  }
  const load = loadavg()[0];
  console.log(`node ${process.version}, ${ROUNDS} interleaved rounds (random order per round), load average ${load.toFixed(1)} at the end, ${cpus().length} cores`);
  if (compare) console.log(`compare: ${compare}`);
  console.log(`${"command".padEnd(48)} ${"median".padStart(7)} ${"over node".padStart(10)} ${"p25..p75 over node".padStart(19)}  ${CPU ? "CPU (over node)  " : ""}target`);
  for (const c of commands) {
    if (!c.argv) {
      console.log(`${c.name.padEnd(48)} ${"not installed".padStart(7)}`);
      continue;
    }
    const med = quantile(times.get(c), 0.5);
    const d = over.get(c);
    const isBase = c === runnable[0];
    const target = c.target === undefined ? "" : `+${c.target} ms ${quantile(d, 0.5) <= c.target ? "met" : "MISSED"}`;
    console.log(
      `${c.name.padEnd(48)} ${med.toFixed(0).padStart(4)} ms ${isBase ? "".padStart(10) : `+${quantile(d, 0.5).toFixed(0)} ms`.padStart(10)} ${isBase ? "".padStart(19) : `+${quantile(d, 0.25).toFixed(0)}..+${quantile(d, 0.75).toFixed(0)} ms`.padStart(19)}  ${CPU ? `${isBase ? "" : "+"}${quantile(cpuOver.get(c), 0.5).toFixed(0)} ms`.padStart(15) + "  " : ""}${target}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(caches, { recursive: true, force: true });
}
