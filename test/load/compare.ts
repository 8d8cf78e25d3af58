/**
 * Two loaders' results in forms that toEqual compares exactly: everything a loader gives
 * (snapshot) and what its position map says of every path (lookups). Shared by the one-pass and
 * the JSON scanner's differential tests.
 */
import type { PositionMap } from "../../src/load/load.js";

/** What a loader gives: the new one's LoadedText, the oracle's, or a position map alone (with no data). */
export interface Loaded {
  readonly data?: unknown;
  readonly findings?: unknown;
  readonly empty?: boolean;
  readonly positions: Pick<PositionMap, "values" | "keys" | "scalars" | "position" | "locate">;
}

/** Everything a loader gives, in a form toEqual compares exactly (-0, NaN and key order included). */
export function snapshot(r: Loaded, length: number) {
  const map = r.positions;
  // Line and column of every offset (every 97th in a long text): the line counters agree.
  const lines: string[] = [];
  for (let at = 0; at <= length; at += length < 5000 ? 1 : 97) {
    const p = map.position(at, at);
    lines.push(`${p.line}:${p.column}`);
  }
  return {
    data: r.data,
    dataKeys: keyOrder(r.data),
    findings: r.findings,
    empty: r.empty,
    values: [...map.values],
    keys: [...map.keys],
    scalars: [...map.scalars],
    lines,
  };
}

/** Key order of every mapping, and -0 told from 0 (toEqual alone does neither); an alias can make data cyclic. */
function keyOrder(v: unknown, seen = new Set<unknown>()): unknown {
  if (Object.is(v, -0)) return "-0";
  if (typeof v !== "object" || v === null) return typeof v;
  if (seen.has(v)) return "cycle";
  seen.add(v);
  const out = Array.isArray(v) ? v.map((x) => keyOrder(x, seen)) : Object.entries(v).map(([k, x]) => [k, keyOrder(x, seen)]);
  seen.delete(v);
  return out;
}

/**
 * What locate() says for every path of the text (each value's path, as text and with numbers for
 * indices; a missing child; the key; a range inside the value). Asked of the new loader before its
 * maps are read, so that its own lookups (tree-positions.ts) are what is compared.
 */
export function lookups(r: Loaded, paths: string[]): unknown[] {
  const out: unknown[] = [];
  for (const joined of paths) {
    const path = joined === "" ? [] : joined.split("\u0000");
    const numeric = path.map((p) => (/^[0-9]+$/.test(p) ? Number(p) : p));
    out.push(r.positions.locate(path), r.positions.locate(numeric), r.positions.locate(path, "key"), r.positions.locate(numeric, undefined, [1, 2]));
    out.push(r.positions.locate([...path, "missing"]), r.positions.locate([...numeric, 0]), r.positions.locate([...path, "1"], "key"));
  }
  return out;
}
