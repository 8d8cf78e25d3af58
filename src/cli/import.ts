/**
 * `cloudlint import` and `--baseline api` (issue 23), the shell around src/import/: sends the
 * requests an import needs (or reads their saved bodies with --from), with bounded concurrency,
 * writes the state files to a temporary folder and moves them into place only when every request
 * succeeded, and reports what was written and what the API did not show.
 */
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { matchesFilter } from "../filter/evaluate.js";
import { ACCOUNT_LISTS, DEFAULT_PAGE_SIZE, fnv1a, IMPORTED_SECTIONS, ImportBuilder, longerThanAllowed, pageQuery, pagesToRead, readEnvelope, trimRecord, type ImportedSection, type ImportRequest, type ImportResult, type TextStore } from "../import/index.js";
import { MergePlanner } from "../import/merge.js";
import { escapeText, isPlainObject, plural } from "../util/text.js";
import { ApiFailure, apiBaseUrl, apiClient, redact, tokenFromEnv, whenAborted } from "./api.js";
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
  /** The most bytes one list's pages may come to (--max-list-bytes). */
  maxListBytes?: number;
}

/** The progress line's clock: the time, and a repeating timer (a test drives both). */
export interface ProgressClock {
  now(): number;
  /** Calls `fn` every `ms` milliseconds until the function returned is called; never keeps the process alive. */
  every(ms: number, fn: () => void): () => void;
}

interface Io {
  stderr: (s: string) => void;
  env: Record<string, string | undefined>;
  version: string;
  /** stderr is a terminal: the progress line is redrawn in place. */
  stderrIsTTY?: boolean;
  /** The progress line's clock (Date.now and an unref'd setInterval when not given). */
  clock?: ProgressClock;
  /** The terminal's width (80 when not known): the progress line is cut to it. */
  stderrColumns?: number;
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
/**
 * The most bytes one list's pages may come to, page 1 included (--max-list-bytes): 256 MiB, some
 * five times the largest list of a 20,000-firewall account, so that a server that sends page after
 * page of new records ends the import with a clear error, not after hours or gigabytes.
 */
export const DEFAULT_MAX_LIST_BYTES = 256 * 1024 * 1024;
/** A request unanswered this long is named on the progress line. */
const STALL_MS = 3000;

/** Where the responses come from: the API, or a folder of saved bodies. */
interface ResponseSource {
  /** The body, parsed, and its size in bytes. */
  get(req: ImportRequest, page: number, signal: AbortSignal): Promise<{ body: unknown; bytes: number }>;
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
        return { body: JSON.parse(readFileSync(path, "utf8")) as unknown, bytes: stats.size };
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

/**
 * `size` slots, each held from before a request is sent until its response was handed on (a page
 * that came before its turn holds its slot while it waits): requests in flight and pages held
 * together never pass the concurrency, whatever the lists claim.
 */
class Slots {
  private free: number;
  private readonly queue: Array<() => void> = [];
  constructor(size: number) {
    this.free = size;
  }
  /** A slot, once one is free; the signal's reason if it aborts first. */
  acquire(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const granted = () => {
        stop();
        resolve();
      };
      const stop = whenAborted(signal, () => {
        const at = this.queue.indexOf(granted);
        if (at >= 0) this.queue.splice(at, 1);
        reject(signal.reason);
      });
      this.queue.push(granted);
    });
  }
  release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.free++;
  }
}

const defaultClock: ProgressClock = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** A number with thousands separators (20,400). */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * The progress of the reading. On a terminal, one line redrawn in place: the request it read
 * last, requests done of an estimate (the lists' `pages` once their first page came), lists
 * finished; a request unanswered for STALL_MS says which one it waits for. Elsewhere (a CI log,
 * a pipe) no such line, only the line each phase ends with; with `enabled` false (--quiet,
 * --debug), nothing.
 */
export function progress(io: Io, enabled: boolean) {
  const clock = io.clock ?? defaultClock;
  const live = enabled && io.stderrIsTTY === true;
  let phase = "";
  let done = 0;
  let total = 0;
  let lists = 0;
  let listsDone = 0;
  let last = "";
  let lastDrawn = -Infinity;
  let drawnText = "";
  /** Requests sent and not answered, by a number, with when each was sent. */
  const waiting = new Map<number, { what: string; since: number }>();
  let sent = 0;
  let stopTimer: (() => void) | undefined;
  const draw = (force = false) => {
    if (!live) return;
    const now = clock.now();
    if (!force && now - lastDrawn < 100) return;
    lastDrawn = now;
    let oldest: { what: string; since: number } | undefined;
    for (const w of waiting.values()) if (oldest === undefined || w.since < oldest.since) oldest = w;
    const stalled = oldest !== undefined && now - oldest.since >= STALL_MS ? `waiting ${Math.floor((now - oldest.since) / 1000)} s for ${oldest.what}` : undefined;
    const doing = stalled ?? `reading ${phase}${last !== "" ? `: ${last}` : ""}`;
    // The numbers first, what it reads after, cut to the terminal's width: a line that wrapped could not be redrawn in place.
    let text = `cloudlint: ${count(done)} of ~${count(Math.max(total, done))} requests, ${listsDone} of ${lists} ${lists === 1 ? "list" : "lists"} finished; ${doing}`;
    const width = Math.max(40, (io.stderrColumns ?? 80) - 1);
    if (text.length > width) text = `${text.slice(0, width - 1)}…`;
    if (text === drawnText && !force) return;
    drawnText = text;
    io.stderr(`\r${text}\x1b[K`);
  };
  return {
    /** A phase starts: `requests` known so far, of which `listCount` are lists. */
    start(name: string, requests: number, listCount: number) {
      phase = name;
      done = 0;
      total = requests;
      lists = listCount;
      listsDone = 0;
      last = "";
      if (live && stopTimer === undefined) stopTimer = clock.every(1000, () => draw(true));
      draw(true);
    },
    /** More requests to come than estimated (a list's pages). */
    more(n: number) {
      total += n;
    },
    /** A request is sent: the number to give `answered`. */
    sent(what: string): number {
      waiting.set(++sent, { what, since: clock.now() });
      return sent;
    },
    answered(id: number) {
      const w = waiting.get(id);
      waiting.delete(id);
      if (w === undefined) return;
      done++;
      last = w.what;
      draw();
    },
    /** A request that will not be answered (aborted, or a page not needed). */
    dropped(id: number) {
      waiting.delete(id);
    },
    listDone() {
      listsDone++;
      draw();
    },
    end(line: string) {
      if (!enabled) return;
      if (live) io.stderr("\r\x1b[K");
      drawnText = "";
      io.stderr(`cloudlint: ${line}\n`);
    },
    /** Stops the timer and clears the line (also after a failure). */
    close() {
      stopTimer?.();
      stopTimer = undefined;
      waiting.clear();
      if (live && drawnText !== "") io.stderr("\r\x1b[K");
      drawnText = "";
    },
  };
}

/** Where the responses go as they arrive: each list's pages in page order, then its end, and each view. */
interface ResponseSink {
  page(key: string, records: readonly unknown[]): void;
  end(key: string): void;
  view(key: string, body: unknown): void;
}

/**
 * Reads lists to their end and views, handing each page of a list to `sink` as soon as it is its
 * turn (page order), and each view as it comes. A page is cut at once to the records the X-Filter
 * asked for (saved bodies, or an API that ignores the header, may hold more) and to the fields the
 * import reads (trimRecord): no response body, and no list, is held.
 *
 * A list's envelope is checked as its pages come, and an envelope that cannot be true ends the
 * import (ApiFailure: exit 2, nothing written):
 * - a page that brings records, none of them new to the list (by id, or by content for records
 *   without one): the server repeats itself, and would for every page it claims;
 * - a page shorter than the page size (not empty) before the last page claimed, where the list
 *   gives no `results`: a page that is not full is the last (with `results`, the pages read are
 *   cut to what `results` needs, as before, and said once);
 * - pages that come to more than `maxListBytes` together.
 * An empty page ends its list early (said once when pages were left); a text field longer than the
 * reference allows is refused. Requests are sent at most `concurrency` at a time, and a list's
 * pages at most `concurrency` ahead of the page last handed on (Slots).
 */
async function readAll(requests: Sequence<ImportRequest>, source: ResponseSource, concurrency: number, controller: AbortController, sink: ResponseSink, shown: ReturnType<typeof progress>, notes: string[], maxListBytes: number): Promise<number> {
  const signal = controller.signal;
  const slots = new Slots(concurrency);
  let read = 0;
  const asked = (req: ImportRequest, page: number) => `GET ${escapeText(req.path + pageQuery(req, page))}`;
  /** One request, its slot taken first (and kept: the caller releases it once the response was handed on). */
  const get = async (req: ImportRequest, page: number) => {
    await slots.acquire(signal);
    // Escaped as every line: the progress line names the request it waits for.
    const id = shown.sent(asked(req, page));
    try {
      const got = await source.get(req, page, signal);
      shown.answered(id);
      return got;
    } catch (e) {
      shown.dropped(id);
      slots.release();
      throw e;
    }
  };
  const refuseLong = (req: ImportRequest, page: number, record: unknown, what: string) => {
    const long = longerThanAllowed(req.key, record);
    if (long) throw new ApiFailure(`${asked(req, page)}: ${what}: ${escapeText(long.field)} is ${count(long.length)} characters long, more than the ${count(long.max)} the API allows: refused, not written (the server's answer cannot be a record of the API)`);
  };
  const readList = async (req: ImportRequest) => {
    const size = req.pageSize ?? DEFAULT_PAGE_SIZE;
    const seen = new Set<string>();
    let bytes = 0;
    /** Checks a page's envelope and records and hands them on; false when the page is empty (the list ends). */
    const take = (page: number, got: { body: unknown; bytes: number }, claimed: number) => {
      bytes += got.bytes;
      if (bytes > maxListBytes) throw new ApiFailure(`${asked(req, page)}: the pages of ${escapeText(req.what)} came to more than ${count(maxListBytes)} bytes by page ${page} (of the ${count(claimed)} claimed): not read further, and nothing was written; if the account's list is that large, raise --max-list-bytes`);
      const envelope = readEnvelope(got.body, page);
      if ("problem" in envelope) throw new ApiFailure(`${asked(req, page)}: ${envelope.problem}`);
      const data = envelope.data;
      read++;
      if (data.length === 0) return { envelope, more: false };
      let fresh = 0;
      // Each record cut once to the fields the import reads: for its identity (without an id) and,
      // when the X-Filter asked for it, for the builder.
      const cut: unknown[] = [];
      for (const record of data) {
        const keep = !req.filter || matchesFilter(record, req.filter);
        // What a record is known by, to see that a page brings something new: its id, else a hash of the fields the import reads.
        const id = isPlainObject(record) && (typeof record.id === "number" || typeof record.id === "string") ? `${typeof record.id}:${String(record.id)}` : undefined;
        const trimmed = keep || id === undefined ? trimRecord(req.key, record) : undefined;
        const key = id ?? `#${fnv1a(JSON.stringify(trimmed) ?? "null")}`;
        if (!seen.has(key)) {
          seen.add(key);
          fresh++;
        }
        if (keep) cut.push(trimmed);
      }
      if (fresh === 0) throw new ApiFailure(`${asked(req, page)}: inconsistent collection envelope: page ${page} of the ${count(claimed)} the list claims brings ${plural(data.length, "record")}, none of them new (all read on the pages before): the server repeats itself, so the list is not read further, and nothing was written`);
      for (const record of cut) refuseLong(req, page, record, `the record of ${escapeText(req.what)} with id ${isPlainObject(record) ? escapeText(String(record.id ?? "?")) : "?"}`);
      sink.page(req.key, cut);
      return { envelope, more: true };
    };
    const first = await get(req, 1);
    let firstPage: { data: readonly unknown[]; pages: number; results?: number };
    try {
      const claimed = readEnvelope(first.body, 1);
      firstPage = take(1, first, "pages" in claimed ? claimed.pages : 1).envelope as typeof firstPage;
    } finally {
      slots.release();
    }
    const { pages, inconsistent } = pagesToRead(req, firstPage);
    if (firstPage.results === undefined && pages > 1 && firstPage.data.length < size) {
      throw new ApiFailure(`${asked(req, 1)}: inconsistent collection envelope: page 1 holds ${plural(firstPage.data.length, "record")}, fewer than the page size ${size}, yet the list claims ${count(firstPage.pages)} pages and gives no results: a list whose first page is not full has no second page, so the list is not read further, and nothing was written`);
    }
    if (inconsistent) notes.push(`GET ${escapeText(req.path)}: ${inconsistent}`);
    shown.more(pages - 1);
    // The pages after the first, at most `concurrency` ahead of the one handed on last.
    const window = new Map<number, Promise<{ body: unknown; bytes: number }>>();
    let next = 2;
    let endedAt: number | undefined;
    const fill = (turn: number) => {
      while (endedAt === undefined && next <= pages && next < turn + concurrency) {
        const promise = get(req, next);
        // Awaited in turn; a page no longer needed is released when it comes (below).
        promise.catch(() => {});
        window.set(next++, promise);
      }
    };
    try {
      for (let turn = 2; turn <= pages && endedAt === undefined; turn++) {
        fill(turn);
        const got = await window.get(turn)!;
        window.delete(turn);
        try {
          const { envelope, more } = take(turn, got, firstPage.pages);
          if (!more) endedAt = turn;
          else if (firstPage.results === undefined && turn < pages && envelope.data.length < size) {
            throw new ApiFailure(`${asked(req, turn)}: inconsistent collection envelope: page ${turn} holds ${plural(envelope.data.length, "record")}, fewer than the page size ${size}, yet the list claims ${count(firstPage.pages)} pages and gives no results: a page that is not full is the last, so the list is not read further, and nothing was written`);
          }
        } finally {
          slots.release();
        }
      }
    } finally {
      // Pages asked for beyond the end (or after a failure): their slots are given back as they come.
      for (const promise of window.values()) promise.then(() => slots.release(), () => {});
    }
    if (endedAt !== undefined && endedAt < pages) notes.push(`GET ${escapeText(req.path)}: page ${endedAt} of the ${pages} pages to read was empty: the pages after it were not read`);
    sink.end(req.key);
    shown.listDone();
  };
  await pool(requests, concurrency, controller, async (req) => {
    if (req.list) return readList(req);
    const got = await get(req, 1);
    try {
      read++;
      if (req.key.startsWith("firewall-rules:")) refuseLong(req, 1, got.body, `the rules of firewall ${escapeText(req.key.slice("firewall-rules:".length))}`);
      sink.view(req.key, got.body);
    } finally {
      slots.release();
    }
  });
  return read;
}

/** Every response an import needs, handed to the builder as it arrives: the account's lists, then each firewall's rules and devices and each StackScript's view. */
async function readAccount(source: ResponseSource, builder: ImportBuilder, concurrency: number, maxListBytes: number, io: Io, showProgress: boolean, stop?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  // A signal (Ctrl-C) stops the requests in flight and the rest.
  if (stop?.aborted) controller.abort(stop.reason);
  stop?.addEventListener("abort", () => controller.abort(stop.reason), { once: true });
  const shown = progress(io, showProgress);
  const notes: string[] = [];
  let firewalls = 0;
  const sink: ResponseSink = {
    page: (key, records) => {
      if (key === "firewalls") firewalls += records.length;
      builder.listPage(key, records);
    },
    end: (key) => builder.listEnd(key),
    view: (key, body) => builder.view(key, body),
  };
  try {
    shown.start("the account's lists", ACCOUNT_LISTS.length, ACCOUNT_LISTS.length);
    const listed = await readAll(ACCOUNT_LISTS, source, concurrency, controller, sink, shown, notes, maxListBytes);
    shown.end(`read the account's lists (${listed} pages): ${plural(firewalls, "firewall")}`);
    const follow = builder.followUps();
    if (follow.length > 0) {
      let lists = 0;
      for (let i = 0; i < follow.length; i++) if (follow.at(i)!.list) lists++;
      shown.start("firewall rules and devices, StackScripts", follow.length, lists);
      const read = await readAll(follow, source, concurrency, controller, sink, shown, notes, maxListBytes);
      shown.end(`read firewalls' rules and devices and StackScripts' views (${read} requests)`);
    }
  } finally {
    shown.close();
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
  const maxListBytes = wholeNumber("--max-list-bytes", args.maxListBytes, 1, Number.MAX_SAFE_INTEGER, DEFAULT_MAX_LIST_BYTES);
  const source: ResponseSource & { token?: string } = args.from !== undefined ? folderSource(args.from, io.cwd) : apiSource(args, io, debug);
  try {
    const builder = new ImportBuilder({ ...(source.token !== undefined ? { secret: source.token } : {}), keepState: options.keepState ?? true, ...(options.store ? { store: options.store() } : {}) });
    await readAccount(source, builder, concurrency, maxListBytes, io, (options.showProgress ?? false) && !args.debug, options.stop);
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
  /** No progress line and no phase lines (the summary and the warnings stay). */
  quiet?: boolean;
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
          const { result, requests } = await readLiveAccount(args, io, { showProgress: args.quiet !== true, keepState: false, store: openSpool, stop: stop.signal });
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
