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
var json_positions_exports = {};
__export(json_positions_exports, {
  JsonPositions: () => JsonPositions
});
module.exports = __toCommonJS(json_positions_exports);
var import_json_syntax = require("./json-syntax.js");
var import_load = require("./load.js");
var import_positions = require("./positions.js");
const QUOTE = 34;
const BACKSLASH = 92;
class JsonPositions extends import_load.PositionMap {
  constructor(text) {
    super(new import_positions.LineStarts(text, true));
    this.text = text;
  }
  members = /* @__PURE__ */ new Map();
  locate(path, anchor, valueRange) {
    let at = this.skipWhitespace(0);
    if (at >= this.text.length) return void 0;
    let keyAt;
    for (const segment of path) {
      const next = this.member(at, segment);
      if (!next) return this.position(at, this.valueEnd(at));
      at = next.value;
      keyAt = next.key;
    }
    if (anchor === "key" && keyAt !== void 0) return this.position(keyAt, this.stringEnd(keyAt));
    const end = this.valueEnd(at);
    if (valueRange && this.text.charCodeAt(at) === QUOTE && !this.text.slice(at + 1, end - 1).includes("\\")) {
      const start = at + 1 + valueRange[0];
      return this.position(start, start + valueRange[1]);
    }
    return this.position(at, end);
  }
  /** The member `segment` of the container at `at`: an object's key (any segment as text) or an array's index. */
  member(at, segment) {
    const c = this.text.charCodeAt(at);
    if (c !== 123 && c !== 91) return void 0;
    const members = this.membersOf(at);
    if (members.keys) return members.keys.get(String(segment));
    const index = typeof segment === "number" ? segment : /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : -1;
    const value = members.items[index];
    return value === void 0 ? void 0 : { value };
  }
  membersOf(at) {
    const known = this.members.get(at);
    if (known) return known;
    const text = this.text;
    const object = text.charCodeAt(at) === 123;
    const keys = object ? /* @__PURE__ */ new Map() : void 0;
    const items = object ? void 0 : [];
    let i = this.skipWhitespace(at + 1);
    while (i < text.length && text.charCodeAt(i) !== 125 && text.charCodeAt(i) !== 93) {
      if (keys) {
        const keyEnd = this.stringEnd(i);
        const raw = text.slice(i + 1, keyEnd - 1);
        const key = raw.includes("\\") ? JSON.parse(text.slice(i, keyEnd)) : raw;
        const value = this.skipWhitespace(this.skipWhitespace(keyEnd) + 1);
        keys.set(key, { key: i, value });
        i = this.valueEnd(value);
      } else {
        items.push(i);
        i = this.valueEnd(i);
      }
      i = this.skipWhitespace(i);
      if (text.charCodeAt(i) === 44) i = this.skipWhitespace(i + 1);
    }
    const members = { end: Math.min(i + 1, text.length), ...keys ? { keys } : { items } };
    this.members.set(at, members);
    return members;
  }
  /** Offset just past the value at `at` (a container's end is remembered once its members are). */
  valueEnd(at) {
    const text = this.text;
    const c = text.charCodeAt(at);
    if (c === QUOTE) return this.stringEnd(at);
    if (c === 123 || c === 91) {
      const known = this.members.get(at);
      if (known) return known.end;
      let depth = 0;
      for (let i2 = at; i2 < text.length; i2++) {
        const d = text.charCodeAt(i2);
        if (d === QUOTE) i2 = this.stringEnd(i2) - 1;
        else if (d === 123 || d === 91) depth++;
        else if (d === 125 || d === 93) {
          if (--depth === 0) return i2 + 1;
        }
      }
      return text.length;
    }
    let i = at;
    while (i < text.length) {
      const d = text.charCodeAt(i);
      if (d === 44 || d === 125 || d === 93 || (0, import_json_syntax.isWhitespace)(d)) break;
      i++;
    }
    return i;
  }
  /** Offset just past the string whose opening quote is at `at`. */
  stringEnd(at) {
    const text = this.text;
    for (let i = at + 1; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) return i + 1;
    }
    return text.length;
  }
  skipWhitespace(i) {
    while (i < this.text.length && (0, import_json_syntax.isWhitespace)(this.text.charCodeAt(i))) i++;
    return i;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  JsonPositions
});
