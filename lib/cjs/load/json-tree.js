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
var json_tree_exports = {};
__export(json_tree_exports, {
  jsonTreePositions: () => jsonTreePositions
});
module.exports = __toCommonJS(json_tree_exports);
var import_json_syntax = require("./json-syntax.js");
var import_tree_positions = require("./tree-positions.js");
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const LBRACE = 123;
const RBRACE = 125;
const LBRACKET = 91;
const RBRACKET = 93;
function jsonTreePositions(text) {
  try {
    return scan(text);
  } catch {
    return void 0;
  }
}
function scan(text) {
  const n = text.length;
  let i = 0;
  while (i < n && (0, import_json_syntax.isWhitespace)(text.charCodeAt(i))) i++;
  const first = text.charCodeAt(i);
  if (first !== LBRACE && first !== LBRACKET) return void 0;
  const map = new import_tree_positions.TreePositions(text, n >> 4);
  const open = [];
  const last = [];
  const isMap = [];
  let backslash = -1;
  const stringEnd = (at) => {
    const quote = text.indexOf('"', at + 1);
    if (quote < 0) return 0;
    if (backslash <= at) {
      backslash = text.indexOf("\\", at + 1);
      if (backslash < 0) backslash = n;
    }
    if (backslash > quote) return quote + 1;
    for (let k = at + 1; k < n; k++) {
      const c = text.charCodeAt(k);
      if (c === BACKSLASH) k++;
      else if (c === QUOTE) return -(k + 1);
    }
    return 0;
  };
  const openContainer = (node, at) => {
    const object = text.charCodeAt(at) === LBRACE;
    map.setSpan(node, at, at);
    map.setKind(node, object ? import_tree_positions.MAP : import_tree_positions.LIST);
    open.push(node);
    last.push(-1);
    isMap.push(object);
  };
  openContainer(map.add(i), i);
  i++;
  let afterMember = false;
  while (open.length > 0) {
    while (i < n && (0, import_json_syntax.isWhitespace)(text.charCodeAt(i))) i++;
    if (i >= n) return void 0;
    const top = open.length - 1;
    const object = isMap[top];
    let c = text.charCodeAt(i);
    if (c === (object ? RBRACE : RBRACKET)) {
      if (!afterMember && last[top] !== -1) return void 0;
      map.setEnd(open[top], i + 1);
      open.pop();
      last.pop();
      isMap.pop();
      i++;
      afterMember = true;
      continue;
    }
    if (afterMember) {
      if (c !== COMMA) return void 0;
      i++;
      afterMember = false;
      continue;
    }
    let child;
    if (object) {
      if (c !== QUOTE) return void 0;
      const keyStart = i;
      const end = stringEnd(i);
      if (end === 0) return void 0;
      const keyEnd = end < 0 ? -end : end;
      i = keyEnd;
      while (i < n && (0, import_json_syntax.isWhitespace)(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== COLON) return void 0;
      i++;
      while (i < n && (0, import_json_syntax.isWhitespace)(text.charCodeAt(i))) i++;
      child = map.add(i);
      if (end < 0) {
        const name = JSON.parse(text.slice(keyStart, keyEnd));
        if (top === 0 && name === "" || name.includes("\0")) map.ambiguous = true;
        map.setKey(child, keyStart, keyEnd, name);
      } else {
        if (top === 0 && keyEnd - keyStart === 2) map.ambiguous = true;
        map.setQuotedKey(child, keyStart, keyEnd);
      }
    } else {
      child = map.add(i);
    }
    map.link(open[top], last[top], child);
    last[top] = child;
    afterMember = true;
    c = text.charCodeAt(i);
    if (c === LBRACE || c === LBRACKET) {
      openContainer(child, i);
      i++;
      afterMember = false;
    } else if (c === QUOTE) {
      const end = stringEnd(i);
      if (end === 0) return void 0;
      const valueEnd = end < 0 ? -end : end;
      const verbatim = end > 0 || text.startsWith(JSON.parse(text.slice(i, valueEnd)), i + 1);
      map.setSpan(child, i, valueEnd);
      map.setString(child, true, verbatim);
      i = valueEnd;
    } else {
      const start = i;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === COMMA || d === RBRACE || d === RBRACKET || (0, import_json_syntax.isWhitespace)(d)) break;
        i++;
      }
      if (i === start) return void 0;
      map.setSpan(child, start, i);
    }
  }
  while (i < n && (0, import_json_syntax.isWhitespace)(text.charCodeAt(i))) i++;
  if (i < n) return void 0;
  map.done();
  return map;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  jsonTreePositions
});
