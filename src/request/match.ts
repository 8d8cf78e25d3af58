/**
 * Matching a method and a path against the route table. The table is compiled once into a map
 * from the first path segment to its routes, so a match costs a handful of string comparisons
 * whatever the path.
 */
import { routes, type HttpMethod, type PathParameterKind, type Route } from "./routes.js";

type Segment = { readonly literal: string } | { readonly param: string; readonly kind: PathParameterKind; readonly rest: boolean };

interface CompiledRoute {
  readonly route: Route;
  readonly segments: readonly Segment[];
  /** Literal segments: the most literal match wins (`/images/upload` over `/images/{imageId}`). */
  readonly literals: number;
}

/**
 * Parameters that hold a slash (`compute/debian12`, `mysql/8.0.30`) take the rest of the path, and
 * so do addresses, so that a range written with its prefix length gets a message, not a 404.
 */
const SPANS_SEGMENTS = new Set<PathParameterKind>(["imageId", "engineId", "ipv6Range", "ipAddress"]);

function compile(route: Route): CompiledRoute {
  const segments: Segment[] = route.path
    .slice(1)
    .split("/")
    .map((part) => {
      if (!part.startsWith("{")) return { literal: part };
      const name = part.slice(1, -1);
      const kind = route.params[name] ?? "string";
      return { param: name, kind, rest: SPANS_SEGMENTS.has(kind) };
    });
  return { route, segments, literals: segments.filter((s) => "literal" in s).length };
}

const BY_FIRST_SEGMENT = new Map<string, CompiledRoute[]>();
for (const r of routes) {
  const compiled = compile(r);
  const first = (compiled.segments[0] as { literal: string }).literal;
  const list = BY_FIRST_SEGMENT.get(first);
  if (list) list.push(compiled);
  else BY_FIRST_SEGMENT.set(first, [compiled]);
}

export type RouteMatch =
  | { readonly kind: "found"; readonly route: Route; readonly params: Record<string, string> }
  /** The path is an endpoint's, but not for this method. */
  | { readonly kind: "method"; readonly allowed: readonly HttpMethod[] }
  | { readonly kind: "unknown" };

function matchSegments(compiled: CompiledRoute, parts: readonly string[]): Record<string, string> | undefined {
  const { segments } = compiled;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if ("literal" in segment) {
      if (parts[i] !== segment.literal) return undefined;
      continue;
    }
    if (segment.rest && i === segments.length - 1) {
      if (i >= parts.length) return undefined;
      params[segment.param] = parts.slice(i).join("/");
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    params[segment.param] = part;
  }
  return parts.length === segments.length ? params : undefined;
}

/** Finds the endpoint of a method and a path split into segments (no base URL, no query). */
export function matchRoute(method: string, parts: readonly string[]): RouteMatch {
  const candidates = BY_FIRST_SEGMENT.get(parts[0] ?? "");
  if (!candidates) return { kind: "unknown" };
  let best = -1;
  let found: { route: Route; params: Record<string, string> } | undefined;
  let allowed: HttpMethod[] = [];
  for (const compiled of candidates) {
    if (compiled.literals < best) continue;
    const params = matchSegments(compiled, parts);
    if (!params) continue;
    if (compiled.literals > best) {
      best = compiled.literals;
      found = undefined;
      allowed = [];
    }
    allowed.push(compiled.route.method);
    if (compiled.route.method === method) found = { route: compiled.route, params };
  }
  if (found) return { kind: "found", ...found };
  return allowed.length ? { kind: "method", allowed } : { kind: "unknown" };
}
