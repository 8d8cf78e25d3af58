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
var match_exports = {};
__export(match_exports, {
  matchRoute: () => matchRoute,
  parametersOf: () => parametersOf
});
module.exports = __toCommonJS(match_exports);
var import_routes = require("./routes.js");
class Node {
  /** Literal children: a few per node, compared in place (no substring, no hashing). */
  texts = [];
  children = [];
  param = void 0;
  /** The endpoints ending here, by method. */
  methods = /* @__PURE__ */ new Map();
  literal(path, at, end) {
    const length = end - at;
    const texts = this.texts;
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i];
      if (text.length !== length) continue;
      let j = 0;
      while (j < length && text.charCodeAt(j) === path.charCodeAt(at + j)) j++;
      if (j === length) return this.children[i];
    }
    return void 0;
  }
  add(text) {
    const i = this.texts.indexOf(text);
    if (i !== -1) return this.children[i];
    const node = new Node();
    this.texts.push(text);
    this.children.push(node);
    return node;
  }
}
const SPANS_SEGMENTS = /* @__PURE__ */ new Set(["imageId", "engineId", "ipv6Range", "ipAddress"]);
const ROOT = new Node();
for (const route of import_routes.routes) {
  let node = ROOT;
  for (const part of route.path.slice(1).split("/")) {
    if (part.startsWith("{")) {
      const name = part.slice(1, -1);
      const kind = route.params[name] ?? "string";
      node.param ??= { name, kind, rest: SPANS_SEGMENTS.has(kind), node: new Node() };
      node = node.param.node;
    } else {
      node = node.add(part);
    }
  }
  node.methods.set(route.method, route);
}
const PARAMETERS = new Map(
  import_routes.routes.map((r) => [r, [...r.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, kind: r.params[name] ?? "string" }))])
);
function parametersOf(route) {
  return PARAMETERS.get(route) ?? [];
}
const UNKNOWN = { kind: "unknown" };
const NO_PARAMS = Object.freeze({});
function matchRoute(method, path, start, end, decode) {
  let node = ROOT;
  let params;
  let at = start;
  while (at <= end) {
    let slash = path.indexOf("/", at);
    if (slash === -1 || slash > end) slash = end;
    const decoded = decode ? decode(path.slice(at, slash)) : void 0;
    const literal = decoded === void 0 ? node.literal(path, at, slash) : node.literal(decoded, 0, decoded.length);
    if (literal) node = literal;
    else if (node.param) {
      const { param } = node;
      params ??= {};
      if (param.rest) {
        const rest = path.slice(at, end);
        params[param.name] = decode ? rest.split("/").map(decode).join("/") : rest;
        node = param.node;
        break;
      }
      params[param.name] = decoded ?? path.slice(at, slash);
      node = param.node;
    } else return UNKNOWN;
    at = slash + 1;
  }
  const route = node.methods.get(method);
  if (route) return { kind: "found", route, params: params ?? NO_PARAMS };
  return node.methods.size ? { kind: "method", allowed: [...node.methods.keys()] } : UNKNOWN;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  matchRoute,
  parametersOf
});
