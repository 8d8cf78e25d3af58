/**
 * Share links: every tab's path, side and text, deflated (CompressionStream "deflate-raw") and
 * base64url-encoded into the URL fragment `#s=…`. The fragment never reaches a server: browsers do
 * not send it. Pure of the DOM (CompressionStream, TextEncoder and streams exist in Node too), so
 * it is tested in Node.
 */

import { normalizePath } from "../../src/files/lint-files.js";

/** One tab of the playground as a link carries it. */
export interface SharedFile {
  path: string;
  text: string;
  side: "after" | "before";
}

export interface SharedState {
  files: SharedFile[];
  /** Index into files of the tab that was open. */
  selected: number;
}

/**
 * The longest fragment we write (characters after `#`): 32 KiB. Browsers take far longer URLs, but
 * links travel through chat tools, issue trackers and mail, several of which cut or refuse URLs
 * past a few tens of kilobytes; 32 KiB still holds ~24 KiB of deflated text, i.e. well over
 * 100 KiB of typical state YAML. A state larger than that is refused, never truncated.
 */
export const MAX_FRAGMENT_LENGTH = 32 * 1024;

/** The most a link may inflate to: a link is input like any other and may be a deflate bomb. */
export const MAX_SHARED_TEXT_BYTES = 8 * 1024 * 1024;

/**
 * The most files one side (the "after" files, or the "before" set) may hold, in a link or added by
 * hand: every keystroke lints them all, and a link of thousands of (even empty) files made each
 * keystroke take seconds. 200 is well past any account a person reads in a playground.
 */
export const MAX_FILES_PER_SIDE = 200;

/**
 * A file's name as the playground keeps it: lintFiles' normalised path ("./x.yaml" → "x.yaml",
 * "a//b" → "a/b"), or undefined for a name it refuses ("..", absolute, control or bidi-override
 * characters). Tabs hold this name, so lint results map back to them.
 */
export function fileName(raw: string): string | undefined {
  return normalizePath(raw);
}

const VERSION = 1;

export class ShareError extends Error {
  override name = "ShareError";
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new ShareError(`the link's files inflate to more than ${limit / (1024 * 1024)} MiB; not opened`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** The DOM's and Node's typings of the (de)compression streams differ; both are bytes to bytes. */
function codec(stream: CompressionStream | DecompressionStream): TransformStream<Uint8Array, Uint8Array> {
  return stream as unknown as TransformStream<Uint8Array, Uint8Array>;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ShareError("the link's data is not base64url (it may have been cut or changed)");
  if (text.length % 4 === 1) throw new ShareError("the link's data has a length base64url never has (it may have been cut)");
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const binary = atob(padded);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The fragment (without `#`) for a state: `s=` and the deflated JSON in base64url. */
export async function encodeShare(state: SharedState): Promise<string> {
  const json = JSON.stringify({ v: VERSION, sel: state.selected, f: state.files.map((f) => [f.path, f.side === "before" ? 1 : 0, f.text]) });
  const deflated = await readAll(streamOf(new TextEncoder().encode(json)).pipeThrough(codec(new CompressionStream("deflate-raw"))), Number.MAX_SAFE_INTEGER);
  return `s=${toBase64Url(deflated)}`;
}

/**
 * Why a state cannot be shared, or undefined when its fragment fits: the message names the size
 * and the limit. Call with encodeShare's result.
 */
export function refusal(fragment: string): string | undefined {
  if (fragment.length <= MAX_FRAGMENT_LENGTH) return undefined;
  return `These files are too large for a link: compressed they take ${Math.ceil(fragment.length / 1024)} KiB, and a link holds at most ${MAX_FRAGMENT_LENGTH / 1024} KiB. Nothing was shortened; share the files themselves instead.`;
}

/** The state a fragment (with or without `#`) holds; undefined when it has no `s=`; ShareError when it is malformed. */
export async function decodeShare(fragment: string): Promise<SharedState | undefined> {
  const body = fragment.replace(/^#/, "");
  const match = /(?:^|&)s=([^&]*)/.exec(body);
  if (!match) return undefined;
  const data = match[1] ?? "";
  if (data.length === 0) throw new ShareError("the link holds no files (its #s= is empty)");
  if (data.length > MAX_FRAGMENT_LENGTH * 2) throw new ShareError("the link is longer than any link the playground writes; not opened");
  const bytes = fromBase64Url(data);
  let inflated: Uint8Array;
  try {
    inflated = await readAll(streamOf(bytes).pipeThrough(codec(new DecompressionStream("deflate-raw"))), MAX_SHARED_TEXT_BYTES);
  } catch (error) {
    if (error instanceof ShareError) throw error;
    throw new ShareError("the link's data does not decompress (it may have been cut or changed)");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(inflated));
  } catch {
    throw new ShareError("the link's data is not the playground's (not UTF-8 JSON)");
  }
  return stateOf(parsed);
}

function stateOf(parsed: unknown): SharedState {
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new ShareError("the link's data is not the playground's");
  const record = parsed as Record<string, unknown>;
  if (record["v"] !== VERSION) throw new ShareError(`the link was written by another version of the playground (format ${JSON.stringify(record["v"])}, this one reads ${VERSION})`);
  const list = record["f"];
  if (!Array.isArray(list) || list.length === 0) throw new ShareError("the link holds no files");
  const files: SharedFile[] = [];
  const seen = new Set<string>();
  const perSide = { after: 0, before: 0 };
  for (const entry of list) {
    if (!Array.isArray(entry) || entry.length !== 3) throw new ShareError("the link's data is not the playground's (a file entry is malformed)");
    const [path, side, text] = entry as unknown[];
    if (typeof path !== "string" || path.length === 0 || typeof text !== "string" || (side !== 0 && side !== 1)) {
      throw new ShareError("the link's data is not the playground's (a file entry is malformed)");
    }
    const name = fileName(path);
    if (name === undefined) throw new ShareError(`the link names a file the playground refuses (${JSON.stringify(path.slice(0, 80))}: a relative path without “..”, empty parts or control characters is needed)`);
    const key = `${side}:${name}`;
    if (seen.has(key)) throw new ShareError(`the link names the same file twice (${JSON.stringify(name.slice(0, 80))})`);
    seen.add(key);
    const which = side === 1 ? "before" : "after";
    if (++perSide[which] > MAX_FILES_PER_SIDE) {
      throw new ShareError(`the link holds more than ${MAX_FILES_PER_SIDE} “${which}” files, the most the playground opens on one side`);
    }
    files.push({ path: name, text, side: which });
  }
  if (perSide.after === 0) throw new ShareError("the link holds no “after” file (only a “before” set): there is no account to lint");
  const sel = record["sel"];
  const selected = typeof sel === "number" && Number.isInteger(sel) && sel >= 0 && sel < files.length ? sel : 0;
  return { files, selected };
}
