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
var overlap_exports = {};
__export(overlap_exports, {
  findOverlapAnchors: () => findOverlapAnchors,
  findOverlappingCidrs: () => findOverlappingCidrs
});
module.exports = __toCommonJS(overlap_exports);
var import_data = require("../util/data.js");
var import_cidr = require("./cidr.js");
function sweep(cidrs, order, pairs) {
  const stack = [];
  for (const index of order) {
    const current = cidrs[index];
    while (stack.length > 0 && cidrs[stack[stack.length - 1]].last < current.first) stack.pop();
    for (const enclosing of stack) {
      pairs.push(enclosing < index ? { first: enclosing, second: index } : { first: index, second: enclosing });
    }
    stack.push(index);
  }
}
function findOverlappingCidrs(cidrs) {
  if (!Array.isArray(cidrs)) return [];
  const pairs = [];
  for (const order of sweepOrders(cidrs)) sweep(cidrs, order, pairs);
  return pairs;
}
function sweepOrders(cidrs) {
  const v4 = [];
  const v6 = [];
  const keys = [];
  for (const [i, c] of (0, import_data.eachItem)(cidrs)) {
    if (!(0, import_cidr.isCidr)(c)) continue;
    if (c.family === 4) {
      keys.push(Number(c.first) * 64 + c.prefix);
      v4.push(i);
    } else v6.push(i);
  }
  const sortedV4 = Array.from(v4.keys()).sort((a, b) => keys[a] - keys[b] || v4[a] - v4[b]).map((k) => v4[k]);
  v6.sort((a, b) => {
    const x = cidrs[a];
    const y = cidrs[b];
    if (x.first !== y.first) return x.first < y.first ? -1 : 1;
    return x.prefix - y.prefix || a - b;
  });
  return [sortedV4, v6];
}
function findOverlapAnchors(cidrs) {
  if (!Array.isArray(cidrs)) return [];
  const anchors = [];
  const leader = new Int32Array(cidrs.length);
  for (const order of sweepOrders(cidrs)) {
    const stack = [];
    for (const index of order) {
      const current = cidrs[index];
      while (stack.length > 0 && cidrs[stack[stack.length - 1]].last < current.first) stack.pop();
      leader[index] = index;
      if (stack.length > 0) {
        const top = stack[stack.length - 1];
        const enclosing = cidrs[top];
        const equal = enclosing.first === current.first && enclosing.prefix === current.prefix;
        if (equal) leader[index] = leader[top];
        anchors.push({ index, anchor: leader[top], equal });
      }
      stack.push(index);
    }
  }
  return anchors;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  findOverlapAnchors,
  findOverlappingCidrs
});
