/**
 * Applying certain fixes to source text: each fix replaces exactly the text of one scalar (found
 * by its data path), written in the scalar's own quoting style, so comments, key order, quoting
 * and indentation stay as they were. Pure: text in, text out.
 */
import { parse } from "yaml";
import type { Diagnostic, Path } from "../diagnostic.js";
import { loadText, PositionMap } from "../load/load.js";
import { DEFAULT_LIMITS } from "../load/limits.js";
import { appendAll, eachItem } from "../util/data.js";

/**
 * Would this string survive as a plain YAML scalar, as the same string, in block or flow context?
 * yaml itself decides (so "10.0.1.0/24" stays plain and "8080" or "true" get quotes); flow
 * indicators, comment and key markers, and edge whitespace are never written plain.
 */
function plainSafe(value: string): boolean {
  if (value.length === 0 || value !== value.trim() || /[\[\]{},#\n\r\t"']/.test(value) || value.includes(": ") || value.endsWith(":")) return false;
  try {
    return parse(value) === value;
  } catch {
    return false;
  }
}

function render(value: string, original: string, json: boolean, hcl: boolean): string | undefined {
  // HCL: a quoted string only (not a heredoc), written with the escapes JSON and HCL share; a
  // template sequence is escaped as HCL does (`$${`), a control character is not written.
  if (hcl) return original.startsWith('"') && /^[\x20-\x7e]*$/.test(value) ? JSON.stringify(value).replace(/\$\{/g, "$${").replace(/%\{/g, "%%{") : undefined;
  if (json || original.startsWith('"')) return JSON.stringify(value);
  if (original.startsWith("'")) return `'${value.replace(/'/g, "''")}'`;
  return plainSafe(value) ? value : JSON.stringify(value);
}

/**
 * The text with fixes applied, and how many applied.
 * @example
 * ```ts
 * const { output, applied }: FixResult = applyFixes("vpcs: []\n", []);
 * applied; // 0
 * ```
 */
export interface FixResult {
  /** The fixed text (the input when nothing applied). */
  output: string;
  /** How many fixes were applied. */
  applied: number;
}

/** A fix's path is at most this long: a loaded file nests at most DEFAULT_LIMITS.maxDepth levels. */
const MAX_FIX_PATH = 2 * DEFAULT_LIMITS.maxDepth;

/**
 * Applies the string-valued fixes of `diagnostics` to `text`. Fixes whose path does not lead to a
 * scalar in the text, or whose spans overlap an earlier one, are skipped.
 * @example
 * ```ts
 * const text = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
 * applyFixes(text, lintText(text)).output.includes("inbound_policy: DROP"); // true
 * ```
 */
export function applyFixes(text: string, diagnostics: readonly Diagnostic[], givenOptions: { json?: boolean } = {}): FixResult {
  const options = typeof givenOptions === "object" && givenOptions !== null ? givenOptions : {};
  return applyFixesAt(text, diagnostics, options.json === true);
}

/**
 * applyFixes, for a `.tf` file too: `hcl` is its positions from the HCL reader, by the same paths
 * as its findings' fixes (internal: lint.ts's fixText).
 * @internal
 */
export function applyFixesAt(text: string, diagnostics: readonly Diagnostic[], json: boolean, hcl?: PositionMap): FixResult {
  if (typeof text !== "string") return { output: "", applied: 0 };
  if (!Array.isArray(diagnostics)) return { output: text, applied: 0 };
  const options = { json };
  const loaded = hcl ? { data: true, positions: hcl } : loadText(text, DEFAULT_LIMITS, undefined, options.json ? "json" : "yaml");
  if (loaded.data === undefined) return { output: text, applied: 0 };
  const edits: Array<{ start: number; end: number; replacement: string }> = [];
  const seen = new Set<string>();
  // Lists as given are read by what they hold; a path longer than any loaded file nests is no value's.
  for (const [, d] of eachItem(diagnostics)) {
    if (typeof d !== "object" || d === null || typeof d.fix !== "object" || d.fix === null || typeof d.fix.value !== "string" || !Array.isArray(d.fix.path) || d.fix.path.length > MAX_FIX_PATH) continue;
    const key = JSON.stringify(d.fix.path, (_key, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
    if (seen.has(key)) continue;
    seen.add(key);
    const span = loaded.positions.values.get((d.fix.path as Path).join("\u0000"));
    if (!span || !loaded.positions.scalars.has((d.fix.path as Path).join("\u0000"))) continue;
    const original = text.slice(span.start, span.end);
    const replacement = render(d.fix.value, original, options.json ?? false, hcl !== undefined);
    if (replacement !== undefined && replacement !== original) edits.push({ start: span.start, end: span.end, replacement });
  }
  edits.sort((a, b) => a.start - b.start);
  let output = "";
  let at = 0;
  let applied = 0;
  for (const e of edits) {
    if (e.start < at) continue; // overlapping: keep the first
    output += text.slice(at, e.start) + e.replacement;
    at = e.end;
    applied++;
  }
  output += text.slice(at);
  return { output, applied };
}

/**
 * A unified diff of two texts (for --fix-dry-run), three lines of context.
 * @example
 * ```ts
 * unifiedDiff("fw.yaml", "ports: \"22,  80\"\n", "ports: \"22, 80\"\n"); // "--- fw.yaml", "+++ fw.yaml", one hunk
 * ```
 */
export function unifiedDiff(filePath: string, before: string, after: string): string {
  if (typeof before !== "string" || typeof after !== "string" || before === after) return "";
  if (typeof filePath !== "string") filePath = "<text>";
  const a = before.split("\n");
  const b = after.split("\n");
  const hunks: string[] = [];
  if (a.length !== b.length) {
    hunks.push(`@@ -1,${a.length} +1,${b.length} @@`);
    for (const l of a) hunks.push(`-${l}`);
    for (const l of b) hunks.push(`+${l}`);
  } else {
    const changed = a.map((l, i) => l !== b[i]);
    for (let i = 0; i < a.length; ) {
      if (!changed[i]) {
        i++;
        continue;
      }
      let end = i;
      // Extend the hunk while further changes are within the context window.
      for (let j = i; j < a.length && j <= end + 6; j++) if (changed[j]) end = j;
      const from = Math.max(0, i - 3);
      const to = Math.min(a.length - 1, end + 3);
      const lines: string[] = [];
      for (let k = from; k <= to; k++) {
        if (changed[k]) lines.push(`-${a[k]}`, `+${b[k]}`);
        else lines.push(` ${a[k]}`);
      }
      const count = to - from + 1;
      hunks.push(`@@ -${from + 1},${count} +${from + 1},${count} @@`);
      appendAll(hunks, lines);
      i = to + 1;
    }
  }
  return [`--- ${filePath}`, `+++ ${filePath}`, ...hunks].join("\n") + "\n";
}
