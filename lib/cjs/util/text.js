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
var text_exports = {};
__export(text_exports, {
  Suggester: () => Suggester,
  UNSAFE_BEYOND_C0: () => UNSAFE_BEYOND_C0,
  UNSAFE_CHARACTERS: () => UNSAFE_CHARACTERS,
  codePoints: () => codePoints,
  escapeCharacter: () => escapeCharacter,
  escapeText: () => escapeText,
  hasUnsafeCharacters: () => hasUnsafeCharacters,
  isPlainObject: () => isPlainObject,
  jsonType: () => jsonType,
  plural: () => plural,
  show: () => show,
  suggest: () => suggest
});
module.exports = __toCommonJS(text_exports);
const BEYOND_C0 = "\\u007f-\\u009f\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb";
const UNSAFE_CHARACTERS = new RegExp(`[\\u0000-\\u001f${BEYOND_C0}]`, "g");
const UNSAFE_BEYOND_C0 = new RegExp(`[${BEYOND_C0}]`, "g");
const UNSAFE_TEST = new RegExp(UNSAFE_CHARACTERS.source);
const escapeCharacter = (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
function escapeText(text) {
  if (typeof text !== "string") return "";
  return UNSAFE_TEST.test(text) ? text.replace(UNSAFE_CHARACTERS, escapeCharacter) : text;
}
function hasUnsafeCharacters(text) {
  return UNSAFE_TEST.test(text);
}
function show(value, max = 60) {
  let text;
  if (value === void 0) text = "undefined";
  else if (typeof value === "string") text = escapeText(JSON.stringify(value.length > max * 4 ? value.slice(0, max * 4) : value));
  else if (typeof value === "number" || typeof value === "boolean" || value === null) text = String(value);
  else if (Array.isArray(value)) text = `a list of ${value.length}`;
  else if (typeof value === "object") text = "a mapping";
  else text = typeof value;
  return text.length > max ? text.slice(0, max - 1) + "\u2026" : text;
}
function jsonType(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "number") return Number.isInteger(value) ? "an integer" : "a number";
  if (typeof value === "string") return "a string";
  if (typeof value === "boolean") return "a boolean";
  return typeof value;
}
function distance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length];
}
function maxEditsFor(word) {
  return word.length <= 2 ? 0 : Math.max(1, Math.floor(word.length / 3));
}
function suggest(word, candidates) {
  return new Suggester(candidates).suggest(word);
}
class Suggester {
  byLength = /* @__PURE__ */ new Map();
  cache = /* @__PURE__ */ new Map();
  budget;
  constructor(candidates, budget = 2e7) {
    this.budget = budget;
    let index = 0;
    for (const c of candidates) {
      index++;
      if (typeof c !== "string") continue;
      let bucket = this.byLength.get(c.length);
      if (!bucket) this.byLength.set(c.length, bucket = []);
      bucket.push([index, c]);
    }
  }
  suggest(word) {
    if (typeof word !== "string" || word.length > 64) return void 0;
    if (this.cache.has(word)) return this.cache.get(word);
    if (this.budget <= 0) return void 0;
    const lower = word.toLowerCase();
    const maxEdits = maxEditsFor(word);
    let best;
    let bestDistance = maxEdits + 1;
    let near = [];
    for (let len = Math.max(0, word.length - maxEdits); len <= word.length + maxEdits; len++) {
      const bucket = this.byLength.get(len);
      if (bucket) near = near.concat(bucket);
    }
    near.sort((a, b) => a[0] - b[0]);
    for (const [, c] of near) {
      if (this.budget <= 0) break;
      this.budget -= (word.length + 1) * (c.length + 1);
      const d = distance(lower, c.toLowerCase(), bestDistance - 1);
      if (d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    if (this.budget > 0 || best !== void 0) this.cache.set(word, best);
    return best;
  }
}
function plural(n, one, many = one + "s") {
  return `${n} ${n === 1 ? one : many}`;
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function codePoints(text) {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 55296 && c <= 56319 && i + 1 < text.length && (text.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Suggester,
  UNSAFE_BEYOND_C0,
  UNSAFE_CHARACTERS,
  codePoints,
  escapeCharacter,
  escapeText,
  hasUnsafeCharacters,
  isPlainObject,
  jsonType,
  plural,
  show,
  suggest
});
