/**
 * `cloudlint import` and `--baseline api` (issue 23), the shell around src/import/: sends the
 * requests an import needs (or reads their saved bodies with --from), with bounded concurrency,
 * writes the state files to a temporary folder and moves them into place only when every request
 * succeeded, and reports what was written and what the API did not show.
 */
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { matchesFilter } from "../filter/evaluate.js";
import { ACCOUNT_LISTS, IMPORTED_SECTIONS, ImportBuilder, pageQuery, pagesToRead, readEnvelope, trimRecord, type ImportedSection, type ImportRequest, type ImportResult, type TextStore } from "../import/index.js";
import { MergePlanner } from "../import/merge.js";
import { escapeText, isPlainObject, plural } from "../util/text.js";
import { ApiFailure, apiBaseUrl, apiClient, redact, tokenFromEnv } from "./api.js";
import { statSafe, UsageError } from "./files.js";
import { Spool } from "./import-spool.js";
import { Interrupted, openStaging, readOwnedFiles, withDeferredSignals, writeImported, type Staging } from "./import-write.js";

export { writeImported };

/** The options that say how to reach the API (import, and lint and plan with --baseline api). */
export interface ApiArgs {
  apiUrl?: string;
  tokenEnv?: string;
  concurrency?: number;
  /** Seconds one request may take. */
  timeout?: number;
  retries?: number;
  debug?: boolean;
}

interface Io {
  stderr: (s: string) => void;
  env: Record<string, string | undefined>;
  version: string;
  /** stderr is a terminal: the progress line is redrawn in place. */
  stderrIsTTY?: boolean;
}

export const DEFAULT_CONCURRENCY = 4;
export const MAX_CONCURRENCY = 16;
export const DEFAULT_TIMEOUT_S = 30;
export const DEFAULT_RETRIES = 5;
/** The first backoff step; CLOUDLINT_RETRY_BASE_MS changes it (meant for tests, which cannot wait seconds). */
const DEFAULT_BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
/** The largest response body (or saved file) read. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** Where the responses come from: the API, or a folder of saved bodies. */
interface ResponseSource {
  get(req: ImportRequest, page: number, signal: AbortSignal): Promise<unknown>;
  /** Requests sent (retries included), or files read. */
  count(): number;
}

function wholeNumber(flag: string, value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max) throw new UsageError(`${flag} takes a whole number from ${min} to ${max}, not ${escapeText(String(value))}`);
  return value;
}

function apiSource(args: ApiArgs, io: Io, debug: (line: string) => void): ResponseSource & { token: string } {
  const given = args.apiUrl ?? io.env.CLOUDLINT_API_URL;
  if (given === undefined || given === "") throw new UsageError("give the API's base URL with --api-url (e.g. https://api.example.com/v4) or CLOUDLINT_API_URL");
  const baseUrl = apiBaseUrl(given);
  const token = tokenFromEnv(io.env, args.tokenEnv);
  const timeout = args.timeout ?? DEFAULT_TIMEOUT_S;
  if (typeof timeout !== "number" || !Number.isFinite(timeout) || timeout <= 0 || timeout > 600) throw new UsageError(`--timeout takes seconds, more than 0 and at most 600, not ${escapeText(String(timeout))}`);
  const base = Number(io.env.CLOUDLINT_RETRY_BASE_MS);
  const client = apiClient({
    baseUrl,
    token,
    timeoutMs: Math.round(timeout * 1000),
    retries: wholeNumber("--retries", args.retries, 0, 10, DEFAULT_RETRIES),
    baseDelayMs: Number.isFinite(base) && base >= 0 && io.env.CLOUDLINT_RETRY_BASE_MS !== "" && io.env.CLOUDLINT_RETRY_BASE_MS !== undefined ? base : DEFAULT_BASE_DELAY_MS,
    maxDelayMs: MAX_DELAY_MS,
    maxBodyBytes: MAX_BODY_BYTES,
    userAgent: `cloudlint/${io.version}`,
    debug,
  });
  return { token, get: (req, page, signal) => client.get({ path: req.path + pageQuery(req, page), ...(req.filter ? { filter: req.filter } : {}), scopes: req.scopes }, signal), count: client.attempts };
}

/** The saved body of a request: `DIR/<path>.json` (page 1), `DIR/<path>.page-<n>.json` (the pages after). */
export function savedPath(dir: string, req: ImportRequest, page: number): string {
  return join(dir, `${req.path.slice(1)}${page > 1 ? `.page-${page}` : ""}.json`);
}

function folderSource(dir: string, cwd: string): ResponseSource {
  const root = resolve(cwd, dir);
  if (statSafe(root)?.isDirectory() !== true) throw new UsageError(`--from ${dir}: no such folder`);
  let reads = 0;
  return {
    count: () => reads,
    get: async (req, page) => {
      const path = savedPath(root, req, page);
      const shown = relative(cwd, path) || path;
      const stats = statSafe(path);
      const asked = `GET ${req.path}${pageQuery(req, page)}${req.filter ? ` with X-Filter ${JSON.stringify(req.filter)}` : ""}`;
      if (stats === undefined) throw new UsageError(`--from ${dir}: ${shown} is missing: save the JSON body of ${asked} there`);
      if (!stats.isFile()) throw new UsageError(`--from ${dir}: ${shown} is not a file`);
      if (stats.size > MAX_BODY_BYTES) throw new UsageError(`--from ${dir}: ${shown} is larger than ${MAX_BODY_BYTES} bytes`);
      reads++;
      try {
        return JSON.parse(readFileSync(path, "utf8")) as unknown;
      } catch (e) {
        throw new UsageError(`--from ${dir}: ${shown} is not JSON${e instanceof SyntaxError ? "" : ` (${(e as NodeJS.ErrnoException).code ?? "unreadable"})`}`);
      }
    },
  };
}

/** Items read by index (a list, or the follow-up requests the builder makes one at a time). */
type Sequence<T> = { readonly length: number; at(index: number): T | undefined };

/** Runs `work` on every item, at most `concurrency` at a time; the first failure stops the rest (in-flight requests are aborted) and is thrown. */
async function pool<T>(items: Sequence<T>, concurrency: number, controller: AbortController, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && !controller.signal.aborted && next < items.length) {
      const item = items.at(next++)!;
      try {
        await work(item);
      } catch (error) {
        if (failure === undefined) {
          failure = { error };
          controller.abort(error);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  if (failure !== undefined) throw failure.error;
  if (controller.signal.aborted) throw controller.signal.reason;
}

/** The progress line: redrawn in place on a terminal, a plain line per phase otherwise (CI logs). */
function progress(io: Io, enabled: boolean) {
  let phase = "";
  let done = 0;
  let total = 0;
  let drawn = 0;
  const draw = (force = false) => {
    if (!enabled || !io.stderrIsTTY) return;
    const now = Date.now();
    if (!force && now - drawn < 100) return;
    drawn = now;
    io.stderr(`\rcloudlint: importing ${phase}: ${done}/${total} requests\x1b[K`);
  };
  return {
    start(name: string, count: number) {
      phase = name;
      done = 0;
      total = count;
      draw(true);
    },
    more(count: number) {
      total += count;
    },
    tick() {
      done++;
      draw();
    },
    end(line: string) {
      if (!enabled) return;
      if (io.stderrIsTTY) io.stderr("\r\x1b[K");
      io.stderr(`cloudlint: ${line}\n`);
    },
  };
}

/** Where the responses go as they arrive: each list once, whole and in page order, and each view. */
interface ResponseSink {
  list(key: string, records: readonly unknown[]): void;
  view(key: string, body: unknown): void;
}

/**
 * Reads lists to their end (page 1 of each, then the other pages) and views, handing each to
 * `sink` as soon as it is complete. A page is cut at once to the records the X-Filter asked for
 * (saved bodies, or an API that ignores the header, may hold more) and to the fields the import
 * reads (trimRecord): the response body is not held.
 */
async function readAll(requests: Sequence<ImportRequest>, source: ResponseSource, concurrency: number, controller: AbortController, sink: ResponseSink, shown: ReturnType<typeof progress>, notes: string[]): Promise<number> {
  const pages = new Map<string, unknown[][]>();
  /** Pages still to come of each list with more than one. */
  const waiting = new Map<string, number>();
  const rest: Array<[ImportRequest, number]> = [];
  const envelope = (req: ImportRequest, page: number, body: unknown) => {
    const read = readEnvelope(body, page);
    if ("problem" in read) throw new ApiFailure(`GET ${escapeText(req.path + pageQuery(req, page))}: ${read.problem}`);
    return read;
  };
  const cut = (req: ImportRequest, data: readonly unknown[]) => (req.filter ? data.filter((r) => matchesFilter(r, req.filter)) : data).map((r) => trimRecord(req.key, r));
  const complete = (req: ImportRequest) => {
    sink.list(req.key, pages.get(req.key)!.flat());
    pages.delete(req.key);
  };
  await pool(requests, concurrency, controller, async (req) => {
    const body = await source.get(req, 1, controller.signal);
    shown.tick();
    if (!req.list) {
      sink.view(req.key, body);
      return;
    }
    const first = envelope(req, 1, body);
    pages.set(req.key, [cut(req, first.data)]);
    const { pages: count, inconsistent } = pagesToRead(req, first);
    if (inconsistent) notes.push(`GET ${escapeText(req.path)}: ${inconsistent}`);
    for (let p = 2; p <= count; p++) rest.push([req, p]);
    shown.more(count - 1);
    if (count > 1) waiting.set(req.key, count - 1);
    else complete(req);
  });
  // A list ends at its first empty page: the pages after it are not asked for (a server that claims
  // more pages than it has answers them empty).
  const endsAt = new Map<string, number>();
  const arrived = (req: ImportRequest) => {
    const left = waiting.get(req.key)! - 1;
    waiting.set(req.key, left);
    if (left === 0) complete(req);
  };
  await pool(rest, concurrency, controller, async ([req, page]) => {
    if (page > (endsAt.get(req.key) ?? Infinity)) return arrived(req);
    const data = envelope(req, page, await source.get(req, page, controller.signal)).data;
    pages.get(req.key)![page - 1] = cut(req, data);
    if (data.length === 0 && page < (endsAt.get(req.key) ?? Infinity)) endsAt.set(req.key, page);
    shown.tick();
    arrived(req);
  });
  const claimed = new Map<string, { req: ImportRequest; pages: number }>();
  for (const [req, page] of rest) claimed.set(req.key, { req, pages: page });
  for (const [key, page] of endsAt) {
    const list = claimed.get(key)!;
    if (page < list.pages) notes.push(`GET ${escapeText(list.req.path)}: page ${page} of the ${list.pages} pages to read was empty: the pages after it were not read`);
  }
  return requests.length + rest.filter(([r, page]) => page <= (endsAt.get(r.key) ?? Infinity)).length;
}

/** Every response an import needs, handed to the builder as it arrives: the account's lists, then each firewall's rules and devices and each StackScript's view. */
async function readAccount(source: ResponseSource, builder: ImportBuilder, concurrency: number, io: Io, showProgress: boolean, stop?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  // A signal (Ctrl-C) stops the requests in flight and the rest.
  if (stop?.aborted) controller.abort(stop.reason);
  stop?.addEventListener("abort", () => controller.abort(stop.reason), { once: true });
  const shown = progress(io, showProgress);
  shown.start("the account's lists", ACCOUNT_LISTS.length);
  const notes: string[] = [];
  let firewalls = 0;
  const sink: ResponseSink = {
    list: (key, records) => {
      if (key === "firewalls") firewalls = records.length;
      builder.list(key, records);
    },
    view: (key, body) => builder.view(key, body),
  };
  const listed = await readAll(ACCOUNT_LISTS, source, concurrency, controller, sink, shown, notes);
  shown.end(`read the account's lists (${listed} pages): ${plural(firewalls, "firewall")}`);
  const follow = builder.followUps();
  if (follow.length > 0) {
    shown.start("firewall rules and devices, StackScripts", follow.length);
    const read = await readAll(follow, source, concurrency, controller, sink, shown, notes);
    shown.end(`read firewalls' rules and devices and StackScripts' views (${read} requests)`);
  }
  // Said once, whether or not the progress lines are shown: the import may be missing records.
  if (notes.length > 0) io.stderr(`cloudlint: inconsistent collection envelopes: ${notes.slice(0, 5).join("; ")}${notes.length > 5 ? `; and ${notes.length - 5} more` : ""}\n`);
}

/**
 * The live account through the API (or saved bodies), as an import builds it; `keepState` keeps
 * every entry's data (ImportResult.state, what `--baseline api` compares with) beside its text;
 * `store` makes the store of the texts once the options were checked (in memory when not given);
 * `stop` aborts the reading (its reason is thrown).
 */
export async function readLiveAccount(args: ApiArgs & { from?: string }, io: Io & { cwd: string }, options: { showProgress?: boolean; keepState?: boolean; store?: () => TextStore; stop?: AbortSignal } = {}): Promise<{ result: ImportResult; requests: number; token?: string }> {
  const debug = (line: string) => {
    if (args.debug) io.stderr(`cloudlint: debug: ${line}\n`);
  };
  const concurrency = wholeNumber("--concurrency", args.concurrency, 1, MAX_CONCURRENCY, DEFAULT_CONCURRENCY);
  const source: ResponseSource & { token?: string } = args.from !== undefined ? folderSource(args.from, io.cwd) : apiSource(args, io, debug);
  try {
    const builder = new ImportBuilder({ ...(source.token !== undefined ? { secret: source.token } : {}), keepState: options.keepState ?? true, ...(options.store ? { store: options.store() } : {}) });
    await readAccount(source, builder, concurrency, io, (options.showProgress ?? false) && !args.debug, options.stop);
    return { result: builder.finish(), requests: source.count(), ...(source.token !== undefined ? { token: source.token } : {}) };
  } catch (e) {
    // An abort carries the first failure (or the signal) as its reason; anything else unexpected is not echoed raw (it may hold the token).
    if (e instanceof UsageError || e instanceof Interrupted) throw e;
    const message = e instanceof Error ? e.message : String(e);
    throw new ApiFailure(`the import failed: ${redact(message, source.token ?? "")}`);
  }
}

export interface ImportArgs extends ApiArgs {
  out?: string;
  from?: string;
}

/** The exit code of a run a signal stopped (128 + the signal's number, as a shell reports it). */
const SIGNAL_EXIT: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

const SECTION_WORDS: Record<ImportedSection, string> = {
  vpcs: "VPC",
  firewalls: "firewall",
  databases: "database",
  stackscripts: "StackScript",
  images: "private image",
  computes: "compute instance",
};

/** `cloudlint import`: exit 0 when the files were written, 2 when the account could not be read or written (the output folder then as it was). */
export async function runImport(args: ImportArgs, io: Io & { cwd: string }): Promise<number> {
  if (args.out === undefined || args.out === "") throw new UsageError("give the folder to write the state files to: cloudlint import --api-url URL --out infra/");
  if (args.from !== undefined && args.apiUrl !== undefined) throw new UsageError("--from reads saved responses instead of the API: give --from or --api-url, not both");
  const started = Date.now();
  const out = resolve(io.cwd, args.out);
  const shownOut = escapeText(relative(io.cwd, out) || ".");
  // Ctrl-C or SIGTERM from here on stops the requests, and the import, with --out as it was.
  const stop = new AbortController();
  let written: { result: { result: ImportResult; requests: number; outcome: Awaited<ReturnType<typeof writeImported>> }; signal?: NodeJS.Signals };
  try {
    written = await withDeferredSignals(
      async (interrupted) => {
        // Everything the import writes before the files move into place is in the staging folder
        // inside --out, made once the options are known to be good: the spool of the entries'
        // texts first, then the files (writeImported).
        let staging: Staging | undefined;
        let spool: Spool | undefined;
        const openSpool = () => {
          staging = openStaging(out);
          return (spool = new Spool(join(staging.dir, "spool"), `${shownOut}/`));
        };
        let handedOver = false;
        try {
          const { result, requests } = await readLiveAccount(args, io, { showProgress: true, keepState: false, store: openSpool, stop: stop.signal });
          // Over an earlier import: the account's entries merged into the files that start with its header, one file read at a time.
          const planner = new MergePlanner(result.sections);
          const others = readOwnedFiles(out, (name, text) => planner.add(name, text));
          const plan = planner.finish(others);
          if (plan.problems.length > 0) throw new UsageError(`cannot import into ${shownOut}/, so nothing was written: ${plan.problems.map((p) => `${shownOut}/${p}`).join("; ")}`);
          handedOver = true;
          const outcome = await writeImported(out, plan.files, { interrupted, remove: plan.remove, staging: staging! });
          return { result, requests, outcome };
        } finally {
          (spool as Spool | undefined)?.close();
          if (!handedOver) (staging as Staging | undefined)?.discard();
        }
      },
      (signal) => stop.abort(new Interrupted(signal)),
    );
  } catch (e) {
    const signal = e instanceof Interrupted ? e.signal : stop.signal.aborted ? (stop.signal.reason as Interrupted).signal : undefined;
    if (signal === undefined) throw e;
    io.stderr(`cloudlint: interrupted (${signal}) before the files were moved into place: ${shownOut}/ is as it was\n`);
    return SIGNAL_EXIT[signal] ?? 130;
  }
  const { result, requests } = written.result;
  const { written: wrote, unchanged, removed } = written.result.outcome;
  const what = (Object.keys(IMPORTED_SECTIONS) as ImportedSection[]).map((s) => plural(result.counts[s] ?? 0, SECTION_WORDS[s]));
  what[0] += ` (${plural(result.subnets, "subnet")})`;
  const source = plural(requests, args.from !== undefined ? "saved response" : "request");
  io.stderr(`cloudlint: imported ${what.join(", ")} into ${shownOut}/ from ${source} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${wrote.length ? `wrote ${wrote.join(", ")}` : "wrote nothing"}${unchanged.length ? `; unchanged ${unchanged.join(", ")}` : ""}${removed.length ? `; removed ${removed.join(", ")} (no longer needed)` : ""}\n`);
  if (result.notShown.length) io.stderr(`cloudlint: not shown by the API, so not in the files: ${result.notShown.join("; ")}\n`);
  if (result.leftOut.length) io.stderr(`cloudlint: left out: ${result.leftOut.join("; ")}\n`);
  const more = result.unexpectedRecords - result.unexpected.length;
  if (result.unexpected.length) io.stderr(`cloudlint: written as the API gave them, of an unexpected type (lint reports them): ${escapeText(result.unexpected.join("; "))}${more > 0 ? `; and ${plural(more, "more record")}` : ""}\n`);
  if (result.redacted) io.stderr(`cloudlint: the API's answers held the token in ${plural(result.redacted, "value")}: written as [redacted]\n`);
  if (written.signal) {
    io.stderr(`cloudlint: interrupted (${written.signal}) after the files were moved into place\n`);
    return SIGNAL_EXIT[written.signal] ?? 130;
  }
  io.stderr(`cloudlint: next: cloudlint lint ${shownOut}/ (the live account's findings), and cloudlint plan ${shownOut}/ --baseline api --api-url URL after an edit\n`);
  return 0;
}

/**
 * `--baseline api`: the live account as the state before the change, limited to the sections the
 * desired files hold (a repository that holds only firewalls does not plan the deletion of every
 * database). Each section is named after the first desired file that holds it, so that a finding
 * about a resource the change deletes points into that file.
 */
export function apiBaseline(result: ImportResult, desired: ReadonlyArray<{ filePath: string; state: unknown }>): { sources: Array<{ filePath: string; text: string }>; states: unknown[]; left: string[] } {
  const byFile = new Map<string, Record<string, unknown>>();
  const left: string[] = [];
  for (const section of Object.keys(IMPORTED_SECTIONS) as ImportedSection[]) {
    const holder = desired.find((d) => isPlainObject(d.state) && section in d.state);
    if (!holder) {
      if ((result.counts[section] ?? 0) > 0) left.push(section);
      continue;
    }
    const name = /\.(ya?ml|json)$/i.test(holder.filePath) ? holder.filePath : `${holder.filePath}.api.json`;
    let state = byFile.get(name);
    if (!state) byFile.set(name, (state = {}));
    state[section] = result.state[section];
  }
  const sources = [...byFile.entries()].map(([filePath, state]) => ({ filePath, text: JSON.stringify(state) }));
  return { sources, states: [...byFile.values()], left };
}
