/**
 * The API client shared by `cloudlint import` and `--baseline api` (issue 23): Node's own fetch,
 * GET only, the token from an environment variable in the Authorization header and nowhere else.
 *
 * - HTTPS only, except to a loopback address; a URL carrying user info, a query or a fragment is
 *   refused without being echoed (it may hold a token).
 * - Retries with exponential backoff and jitter on 429 (honouring Retry-After), 5xx, dropped
 *   connections and timeouts; a timeout per request; redirects are not followed (the token would
 *   go with them); a response body is read up to a limit.
 * - 401/403 name the scopes the reference lists for the endpoint. Every message is escaped and has
 *   the token redacted, even when the server echoes it back.
 */
import { escapeText } from "../util/text.js";
import { UsageError } from "./files.js";

export interface ApiSettings {
  /** The base URL, checked by apiBaseUrl (no trailing slash). */
  readonly baseUrl: string;
  readonly token: string;
  /** Milliseconds one attempt may take, body included. */
  readonly timeoutMs: number;
  /** Attempts after the first, on a retryable failure. */
  readonly retries: number;
  /** The first backoff step in milliseconds (doubled each attempt, with jitter). */
  readonly baseDelayMs: number;
  /** The most one wait may last (a longer Retry-After is cut to it). */
  readonly maxDelayMs: number;
  /** The largest response body read, in bytes. */
  readonly maxBodyBytes: number;
  readonly userAgent: string;
  /** A --debug line per attempt: method, path, status, time (never a header). */
  readonly debug?: (line: string) => void;
}

/**
 * A failure of the API that outlasted the retries, or one no retry helps: its message is escaped
 * and redacted, safe to print; like a usage error, the run ends with it and exit 2.
 */
export class ApiFailure extends UsageError {}

const LOOPBACK_NAMES = new Set(["localhost", "[::1]"]);

function isLoopback(hostname: string): boolean {
  if (LOOPBACK_NAMES.has(hostname)) return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  return m !== null && m[1] === "127" && m.slice(2).every((p) => Number(p) <= 255);
}

/**
 * The base URL from --api-url: https, or http to a loopback address only; never credentials, a
 * query or a fragment (refused without echoing the value).
 */
export function apiBaseUrl(given: string): string {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new UsageError("--api-url is not an absolute URL (e.g. https://api.example.com/v4)");
  }
  if (url.username !== "" || url.password !== "") throw new UsageError("--api-url must not carry credentials (user info before @): give the token in the environment variable (CLOUDLINT_TOKEN, or the one --token-env names)");
  if (url.search !== "" || given.includes("?")) throw new UsageError("--api-url must not carry a query: a token there would be logged; give the token in the environment variable (CLOUDLINT_TOKEN, or the one --token-env names)");
  if (url.hash !== "" || given.includes("#")) throw new UsageError("--api-url must not carry a fragment");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url.hostname))) {
    throw new UsageError(`--api-url must be https (plain http only to a loopback address such as 127.0.0.1), not ${escapeText(url.protocol.replace(/:$/, ""))}`);
  }
  return url.toString().replace(/\/+$/, "");
}

/** An environment variable's name, for --token-env (a value that is no name is refused without echo: it may be the token). */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

/** The token from the environment: `CLOUDLINT_TOKEN`, or the variable --token-env names. */
export function tokenFromEnv(env: Record<string, string | undefined>, name: string | undefined): string {
  const variable = name ?? "CLOUDLINT_TOKEN";
  if (!ENV_NAME.test(variable)) throw new UsageError("--token-env takes the name of an environment variable (letters, digits and _), not a value; put the token in that variable");
  const token = env[variable];
  // A --token-env value is not echoed: a token given there by mistake may look like a name.
  const which = name === undefined ? `the environment variable ${variable}` : "the environment variable --token-env names";
  if (token === undefined || token.trim() === "") throw new UsageError(`no API token: set ${which} to a personal access token${name === undefined ? " (or name another variable with --token-env)" : ""}; a token is never taken from the command line, where ps shows it`);
  // Visible ASCII only: anything else could split the Authorization header.
  if (!/^[\x21-\x7e]+$/.test(token)) throw new UsageError(`the token in ${which} holds spaces or characters a header cannot carry`);
  return token;
}

/** The text with every occurrence of the token replaced, then escaped. */
export function redact(text: string, token: string): string {
  return escapeText(token.length > 0 ? text.split(token).join("[redacted]") : text);
}

/** How long Retry-After asks to wait, in milliseconds (seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  // Seconds: any number of digits (a huge one is a long wait, which the caller cuts to its cap).
  if (/^\d+$/.test(value)) return Math.min(Number(value), Number.MAX_SAFE_INTEGER / 1000) * 1000;
  // An HTTP date names its day and month ("Wed, 21 Oct 2015 07:28:00 GMT"); "-1" is no date.
  const date = /[A-Za-z]{3}/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Backoff before attempt `attempt` (1-based): base·2^(attempt−1), half of it random ("equal jitter"), at most max. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

/** The API's error body's reasons (`{ errors: [{ field, reason }] }`), short and escaped. */
export function reasons(body: string, token: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ field?: unknown; reason?: unknown }> };
    if (Array.isArray(parsed?.errors)) {
      const list = parsed.errors
        .slice(0, 3)
        .map((e) => (typeof e?.reason === "string" ? `${typeof e.field === "string" ? `${e.field}: ` : ""}${e.reason}` : ""))
        .filter(Boolean)
        // Redacted before it is cut: a token cut in two would no longer match.
        .map((r) => redact(r, token))
        .map((r) => (r.length > 200 ? `${r.slice(0, 200)}…` : r));
      if (list.length) return `: ${list.join("; ")}`;
    }
  } catch {
    // not the API's error body
  }
  return "";
}

/**
 * The system error code (ECONNREFUSED, ENOTFOUND…) somewhere in an error's cause chain (fetch
 * wraps it: "fetch failed" → cause, sometimes an AggregateError's errors), or undefined.
 */
export function errorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const e = queue.shift();
    if (e === null || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
    queue.push(cause);
    if (Array.isArray(errors)) for (const inner of errors.slice(0, 4)) queue.push(inner);
  }
  return undefined;
}

/** An error's message and its causes' ("fetch failed: bad port"), for a failure with no code; at most 4, each cut to 200 characters. */
export function errorMessages(error: unknown): string {
  const messages: string[] = [];
  for (let e = error, n = 0; e !== null && e !== undefined && n < 4; e = (e as { cause?: unknown }).cause, n++) {
    const message = typeof e === "object" && typeof (e as { message?: unknown }).message === "string" ? (e as Error).message : typeof e === "object" ? "" : String(e);
    if (message !== "" && !messages.includes(message)) messages.push(message.slice(0, 200));
    if (typeof e !== "object") break;
  }
  return messages.join(": ") || "unknown error";
}

/** Reads a body up to `limit` bytes; more is a failure (the stream is cancelled). */
async function readBody(response: Response, limit: number): Promise<{ text: string; bytes: number }> {
  const reader = response.body?.getReader();
  if (!reader) return { text: "", bytes: 0 };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new ApiFailure(`the response is larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), bytes: size };
}

/**
 * The callbacks waiting on each run's signal: one listener per signal calls them all, so that any
 * number of requests and backoff waits in flight add none (Node warns past 10 listeners).
 */
const waiting = new WeakMap<AbortSignal, Set<() => void>>();

/** Calls `fn` when `signal` aborts; returns the function that stops waiting. */
export function whenAborted(signal: AbortSignal, fn: () => void): () => void {
  let set = waiting.get(signal);
  if (!set) {
    const callbacks = new Set<() => void>();
    waiting.set(signal, (set = callbacks));
    signal.addEventListener("abort", () => {
      for (const f of [...callbacks]) f();
      callbacks.clear();
    }, { once: true });
  }
  set.add(fn);
  const callbacks = set;
  return () => callbacks.delete(fn);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      stop();
      resolve();
    }, ms);
    const stop = whenAborted(signal, () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** One GET of the API, as a request of an import describes it. */
export interface ApiGet {
  /** The path with its query (`/networking/firewalls?page=2&page_size=500`). */
  readonly path: string;
  readonly filter?: Readonly<Record<string, unknown>>;
  /** The scopes the reference lists for the endpoint, named when it answers 401 or 403. */
  readonly scopes: readonly string[];
}

export interface ApiClient {
  /** The parsed JSON body of a successful GET and its size in bytes; an ApiFailure otherwise (after the retries). */
  get(request: ApiGet, signal: AbortSignal): Promise<{ body: unknown; bytes: number }>;
  /** Attempts sent so far (retries included). */
  readonly attempts: () => number;
}

export function apiClient(settings: ApiSettings): ApiClient {
  let attempts = 0;
  const safe = (text: string) => redact(text, settings.token);
  async function get(request: ApiGet, signal: AbortSignal): Promise<{ body: unknown; bytes: number }> {
    const shown = safe(`GET ${request.path}`);
    for (let attempt = 0; ; attempt++) {
      if (signal.aborted) throw signal.reason;
      attempts++;
      const started = Date.now();
      let failure: string;
      let wait: number | undefined;
      // One controller per attempt, aborted by the run's signal or the timeout, and released after
      // (AbortSignal.any would tie every attempt's signal to the run's for its whole length).
      const attemptController = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        attemptController.abort();
      }, settings.timeoutMs);
      const stopWaiting = whenAborted(signal, () => attemptController.abort(signal.reason));
      try {
        const response = await fetch(settings.baseUrl + request.path, {
          method: "GET",
          headers: {
            Authorization: `Bearer ${settings.token}`,
            Accept: "application/json",
            "User-Agent": settings.userAgent,
            ...(request.filter ? { "X-Filter": JSON.stringify(request.filter) } : {}),
          },
          redirect: "manual",
          signal: attemptController.signal,
        });
        const { text: body, bytes } = await readBody(response, settings.maxBodyBytes);
        const took = Date.now() - started;
        settings.debug?.(`${shown} ${response.status} ${took} ms`);
        if (response.ok) {
          try {
            return { body: JSON.parse(body) as unknown, bytes };
          } catch {
            throw new ApiFailure(`${shown}: the response (${response.status}) is not JSON`);
          }
        }
        const status = response.status;
        if (status === 401 || status === 403) {
          const scopes = request.scopes.length ? request.scopes.join(" and ") : "no scope (the reference lists none for it)";
          const what = status === 401 ? "the token is missing, expired or not valid" : "the token lacks what this endpoint needs";
          throw new ApiFailure(`${shown}: ${status}: ${what}; the endpoint needs ${scopes}${reasons(body, settings.token)}`);
        }
        if (status >= 300 && status < 400) throw new ApiFailure(`${shown}: ${status}: the API answered with a redirect, which is not followed (the token would go with it); give the final URL in --api-url`);
        if (status !== 429 && status < 500) throw new ApiFailure(`${shown}: ${status}${reasons(body, settings.token)}`);
        failure = `${status}${reasons(body, settings.token)}`;
        if (status === 429) wait = retryAfterMs(response.headers.get("retry-after"));
      } catch (e) {
        if (e instanceof ApiFailure) throw e;
        if (signal.aborted) throw signal.reason;
        failure = timedOut ? `no answer within ${settings.timeoutMs / 1000} s` : `the connection failed (${safe(errorCode(e) ?? errorMessages(e))})`;
        settings.debug?.(`${shown} failed after ${Date.now() - started} ms: ${failure}`);
      } finally {
        clearTimeout(timer);
        stopWaiting();
      }
      if (attempt >= settings.retries) throw new ApiFailure(`${shown}: ${failure}, after ${attempt + 1} attempt${attempt === 0 ? "" : "s"}`);
      const delay = Math.min(settings.maxDelayMs, wait ?? backoffMs(attempt + 1, settings.baseDelayMs, settings.maxDelayMs));
      settings.debug?.(`${shown}: ${failure}; retrying in ${(delay / 1000).toFixed(1)} s${wait !== undefined ? " (Retry-After)" : ""}`);
      await sleep(delay, signal);
    }
  }
  return { get, attempts: () => attempts };
}
