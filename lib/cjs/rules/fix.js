"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var fix_exports = {};
__export(fix_exports, {
  applyFixes: () => applyFixes,
  applyFixesAt: () => applyFixesAt,
  unifiedDiff: () => unifiedDiff
});
module.exports = __toCommonJS(fix_exports);
var import_yaml = require("yaml");
var import_load = require("../load/load.js");
var import_limits = require("../load/limits.js");
var import_data = require("../util/data.js");
function plainSafe(value) {
  if (value.length === 0 || value !== value.trim() || /[\[\]{},#\n\r\t"']/.test(value) || value.includes(": ") || value.endsWith(":")) return false;
  try {
    return (0, import_yaml.parse)(value) === value;
  } catch {
    return false;
  }
}
function render(value, original, json, hcl) {
  if (hcl) return original.startsWith('"') && /^[\x20-\x7e]*$/.test(value) ? JSON.stringify(value).replace(/\$\{/g, "$${").replace(/%\{/g, "%%{") : void 0;
  if (json || original.startsWith('"')) return JSON.stringify(value);
  if (original.startsWith("'")) return `'${value.replace(/'/g, "''")}'`;
  return plainSafe(value) ? value : JSON.stringify(value);
}
const MAX_FIX_PATH = 2 * import_limits.DEFAULT_LIMITS.maxDepth;
function applyFixes(text, diagnostics, givenOptions = {}) {
  const options = typeof givenOptions === "object" && givenOptions !== null ? givenOptions : {};
  return applyFixesAt(text, diagnostics, options.json === true);
}
function applyFixesAt(text, diagnostics, json, hcl) {
  if (typeof text !== "string") return { output: "", applied: 0 };
  if (!Array.isArray(diagnostics)) return { output: text, applied: 0 };
  const options = { json };
  const loaded = hcl ? { data: true, positions: hcl } : (0, import_load.loadText)(text, import_limits.DEFAULT_LIMITS, void 0, options.json ? "json" : "yaml");
  if (loaded.data === void 0) return { output: text, applied: 0 };
  const edits = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [, d] of (0, import_data.eachItem)(diagnostics)) {
    if (typeof d !== "object" || d === null || typeof d.fix !== "object" || d.fix === null || typeof d.fix.value !== "string" || !Array.isArray(d.fix.path) || d.fix.path.length > MAX_FIX_PATH) continue;
    const key = JSON.stringify(d.fix.path, (_key, v) => typeof v === "bigint" ? `${v}n` : v);
    if (seen.has(key)) continue;
    seen.add(key);
    const span = loaded.positions.values.get(d.fix.path.join("\0"));
    if (!span || !loaded.positions.scalars.has(d.fix.path.join("\0"))) continue;
    const original = text.slice(span.start, span.end);
    const replacement = render(d.fix.value, original, options.json ?? false, hcl !== void 0);
    if (replacement !== void 0 && replacement !== original) edits.push({ start: span.start, end: span.end, replacement });
  }
  edits.sort((a, b) => a.start - b.start);
  let output = "";
  let at = 0;
  let applied = 0;
  for (const e of edits) {
    if (e.start < at) continue;
    output += text.slice(at, e.start) + e.replacement;
    at = e.end;
    applied++;
  }
  output += text.slice(at);
  return { output, applied };
}
function unifiedDiff(filePath, before, after) {
  if (typeof before !== "string" || typeof after !== "string" || before === after) return "";
  if (typeof filePath !== "string") filePath = "<text>";
  const a = before.split("\n");
  const b = after.split("\n");
  const hunks = [];
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
      for (let j = i; j < a.length && j <= end + 6; j++) if (changed[j]) end = j;
      const from = Math.max(0, i - 3);
      const to = Math.min(a.length - 1, end + 3);
      const lines = [];
      for (let k = from; k <= to; k++) {
        if (changed[k]) lines.push(`-${a[k]}`, `+${b[k]}`);
        else lines.push(` ${a[k]}`);
      }
      const count = to - from + 1;
      hunks.push(`@@ -${from + 1},${count} +${from + 1},${count} @@`);
      (0, import_data.appendAll)(hunks, lines);
      i = to + 1;
    }
  }
  return [`--- ${filePath}`, `+++ ${filePath}`, ...hunks].join("\n") + "\n";
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  applyFixes,
  applyFixesAt,
  unifiedDiff
});
