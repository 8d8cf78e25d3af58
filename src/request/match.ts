/**
 * Matching a method and a path against the route table. The table is compiled once into a tree of
 * path segments; a match walks it segment by segment (a literal segment before a parameter, so
 * `/images/upload` is its own endpoint, not an image id), comparing segments in place: no array of
 * segments, no substring but the parameters' values.
 */
import { routes, type HttpMethod, type PathParameterKind, type Route } from "./routes.js";

interface Param {
  readonly name: string;
  readonly kind: PathParameterKind;
  /** Takes every remaining segment. */
  readonly rest: boolean;
  readonly node: Node;
}

/** One node of the tree (a class, so that every node has one shape and the walk stays monomorphic). */
class Node {
  /** Literal children: a few per node, compared in place (no substring, no hashing). */
  readonly texts: string[] = [];
  readonly children: Node[] = [];
  param: Param | undefined = undefined;
  /** The endpoints ending here, by method. */
  readonly methods = new Map<string, Route>();

  literal(path: string, at: number, end: number): Node | undefined {
    const length = end - at;
    const texts = this.texts;
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i]!;
      if (text.length !== length) continue;
      let j = 0;
      while (j < length && text.charCodeAt(j) === path.charCodeAt(at + j)) j++;
      if (j === length) return this.children[i];
    }
    return undefined;
  }

  add(text: string): Node {
    const i = this.texts.indexOf(text);
    if (i !== -1) return this.children[i]!;
    const node = new Node();
    this.texts.push(text);
    this.children.push(node);
    return node;
  }
}

/**
 * Parameters that hold a slash (`compute/debian12`, `mysql/8.0.30`) take the rest of the path, and
 * so do addresses, so that a range written with its prefix length gets a message, not a 404.
 */
const SPANS_SEGMENTS = new Set<PathParameterKind>(["imageId", "engineId", "ipv6Range", "ipAddress"]);

const ROOT = new Node();
for (const route of routes) {
  let node = ROOT;
  for (const part of route.path.slice(1).split("/")) {
    if (part.startsWith("{")) {
      const name = part.slice(1, -1);
      const kind: PathParameterKind = route.params[name] ?? "string";
      node.param ??= { name, kind, rest: SPANS_SEGMENTS.has(kind), node: new Node() };
      node = node.param.node;
    } else {
      node = node.add(part);
    }
  }
  node.methods.set(route.method, route);
}

/** Each route's path parameters in path order, with their kinds. */
const PARAMETERS = new Map<Route, readonly { readonly name: string; readonly kind: PathParameterKind }[]>(
  routes.map((r) => [r, [...r.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name: name!, kind: r.params[name!] ?? "string" }))]),
);

/** A route's path parameters in path order, with their kinds. */
export function parametersOf(route: Route): readonly { readonly name: string; readonly kind: PathParameterKind }[] {
  return PARAMETERS.get(route) ?? [];
}

export type RouteMatch =
  | { readonly kind: "found"; readonly route: Route; readonly params: Readonly<Record<string, string>> }
  /** The path is an endpoint's, but not for this method. */
  | { readonly kind: "method"; readonly allowed: readonly HttpMethod[] }
  | { readonly kind: "unknown" };

const UNKNOWN: RouteMatch = { kind: "unknown" };
const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Finds the endpoint of a method and a path between `start` and `end` (no base URL, no query; the
 * path's segments already decoded when `decode` is given).
 */
export function matchRoute(method: string, path: string, start: number, end: number, decode?: (segment: string) => string): RouteMatch {
  let node = ROOT;
  let params: Record<string, string> | undefined;
  let at = start;
  while (at <= end) {
    let slash = path.indexOf("/", at);
    if (slash === -1 || slash > end) slash = end;
    // With percent-encoding the segment is decoded first; otherwise it is compared in place.
    const decoded = decode ? decode(path.slice(at, slash)) : undefined;
    const literal = decoded === undefined ? node.literal(path, at, slash) : node.literal(decoded, 0, decoded.length);
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
  return node.methods.size ? { kind: "method", allowed: [...node.methods.keys()] as HttpMethod[] } : UNKNOWN;
}
