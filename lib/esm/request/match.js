import { routes } from "./routes.js";
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
for (const route of routes) {
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
  routes.map((r) => [r, [...r.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, kind: r.params[name] ?? "string" }))])
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
export {
  matchRoute,
  parametersOf
};
