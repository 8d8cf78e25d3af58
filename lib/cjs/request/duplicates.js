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
var duplicates_exports = {};
__export(duplicates_exports, {
  firstDuplicateKey: () => firstDuplicateKey,
  hasDuplicateKey: () => hasDuplicateKey
});
module.exports = __toCommonJS(duplicates_exports);
const QUOTE = 34;
const BACKSLASH = 92;
function firstDuplicateKey(text) {
  const stack = [];
  const length = text.length;
  let i = 0;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      for (; ; ) {
        const d = text.charCodeAt(end);
        if (d === BACKSLASH) {
          escaped = true;
          end += 2;
        } else if (d === QUOTE || end >= length) break;
        else end++;
      }
      const top = stack[stack.length - 1];
      if (top !== void 0 && top.keys !== void 0 && top.expectKey) {
        const key = escaped ? JSON.parse(text.slice(i, end + 1)) : text.slice(i + 1, end);
        if (top.keys.has(key)) return pathTo(stack, key);
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end + 1;
      continue;
    }
    if (c === 123) stack.push({ keys: /* @__PURE__ */ new Set(), expectKey: true, key: "", index: 0 });
    else if (c === 91) stack.push({ keys: void 0, expectKey: false, key: "", index: 0 });
    else if (c === 125 || c === 93) stack.pop();
    else if (c === 44) {
      const top = stack[stack.length - 1];
      if (top !== void 0) {
        if (top.keys !== void 0) top.expectKey = true;
        else top.index++;
      }
    }
    i++;
  }
  return void 0;
}
function hasDuplicateKey(text, parsed) {
  return countColons(text) !== countKeys(parsed);
}
function countColons(text) {
  let count = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i) + 1;
      continue;
    }
    if (c === 58) count++;
    i++;
  }
  return count;
}
function stringEnd(text, start) {
  let end = start;
  for (; ; ) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}
function countKeys(value) {
  let count = 0;
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === "object" && item !== null) stack.push(item);
      continue;
    }
    const values = Object.values(node);
    count += values.length;
    for (let i = 0; i < values.length; i++) {
      const item = values[i];
      if (typeof item === "object" && item !== null) stack.push(item);
    }
  }
  return count;
}
function pathTo(stack, key) {
  const path = [];
  for (let i = 0; i < stack.length - 1; i++) {
    const container = stack[i];
    path.push(container.keys !== void 0 ? container.key : container.index);
  }
  path.push(key);
  return path;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  firstDuplicateKey,
  hasDuplicateKey
});
