/**
 * Whether a value of the data is one of a policy's values (`in`, `not_in`, `equals`,
 * `not_equals`), in time that does not grow with the policy's list: every value of the list gets a
 * canonical key once, when the policy is compiled (stable JSON: mapping keys sorted, lists in
 * order), and a value of the data is looked up by its own key. That key is built within the size
 * and depth of the largest key of the list, so a value of the data that is larger, deeper or
 * cyclic is known not to be a member without walking it all.
 */

/** A policy's list of values, for membership tests. */
export interface ValueSet {
  has(value: unknown): boolean;
}

/** How much of a value's key may be built: characters and nesting (the largest key of the list). */
interface KeyLimits {
  chars: number;
  readonly depth: number;
}

const isScalar = (v: unknown): boolean => v === null || (typeof v !== "object" && typeof v !== "function");

/**
 * The canonical key of a JSON value (null, booleans, numbers, strings, lists, mappings), or
 * undefined when the value is not JSON (a BigInt, a Map, a hole in a list…) or its key would pass
 * the limits. Numbers are written as JavaScript writes them (NaN and the infinities as words, so
 * they are never taken for null; -0 as 0), strings as JSON strings, so 1 and "1" differ.
 */
function appendKey(value: unknown, limits: KeyLimits, depth: number, out: string[]): boolean {
  if (value === null) return spend("null", limits, out);
  switch (typeof value) {
    case "boolean":
      return spend(value ? "true" : "false", limits, out);
    case "number":
      return spend(Object.is(value, -0) ? "0" : String(value), limits, out);
    case "string":
      // JSON.stringify never shortens a string: one too long is refused before it is copied.
      return value.length + 2 <= limits.chars && spend(JSON.stringify(value), limits, out);
    case "object":
      break;
    default:
      return false;
  }
  if (depth >= limits.depth) return false;
  if (Array.isArray(value)) {
    // Each element takes at least a character and a comma: a list that long cannot fit (nor be walked).
    if (value.length * 2 > limits.chars + 1) return false;
    if (!spend("[", limits, out)) return false;
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return false; // a hole is no JSON value
      if ((i > 0 && !spend(",", limits, out)) || !appendKey(value[i], limits, depth + 1, out)) return false;
    }
    return spend("]", limits, out);
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false; // a Map, a Date, a class: not JSON
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // Each entry takes at least `"":0,`: a mapping with that many keys cannot fit (nor be sorted).
  if (keys.length * 5 > limits.chars + 1) return false;
  keys.sort();
  if (!spend("{", limits, out)) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if ((i > 0 && !spend(",", limits, out)) || !appendKey(key, limits, depth + 1, out) || !spend(":", limits, out) || !appendKey(record[key], limits, depth + 1, out)) return false;
  }
  return spend("}", limits, out);
}

function spend(text: string, limits: KeyLimits, out: string[]): boolean {
  limits.chars -= text.length;
  if (limits.chars < 0) return false;
  out.push(text);
  return true;
}

/** The canonical key of a value within limits (undefined: not JSON, or past them). Never throws. */
export function canonicalKey(value: unknown, chars = Infinity, depth = Infinity): string | undefined {
  const out: string[] = [];
  try {
    return appendKey(value, { chars, depth }, 0, out) ? out.join("") : undefined;
  } catch {
    return undefined; // a getter or proxy that throws: not a JSON value
  }
}

/** How deep a JSON value nests (a scalar: 0). The policy's own values: parsed YAML, finite. */
function depthOf(value: unknown): number {
  if (isScalar(value)) return 0;
  let deepest = 0;
  for (const v of Array.isArray(value) ? value : Object.values(value as object)) deepest = Math.max(deepest, depthOf(v));
  return deepest + 1;
}

/**
 * The set of a policy's values: scalars by identity (SameValueZero: NaN is NaN, -0 is 0), lists
 * and mappings by canonical key. Made once per operator when the policy is compiled.
 */
export function valueSet(values: readonly unknown[]): ValueSet {
  const scalars = new Set<unknown>();
  const keys = new Set<string>();
  let chars = 0;
  let depth = 0;
  for (const v of values) {
    if (isScalar(v)) {
      scalars.add(v);
      continue;
    }
    const key = canonicalKey(v);
    if (key === undefined) continue; // not JSON: nothing of the data can equal it
    keys.add(key);
    chars = Math.max(chars, key.length);
    depth = Math.max(depth, depthOf(v));
  }
  if (keys.size === 0) return { has: (v) => isScalar(v) && scalars.has(v) };
  return {
    has(v: unknown): boolean {
      if (isScalar(v)) return scalars.has(v);
      const key = canonicalKey(v, chars, depth);
      return key !== undefined && keys.has(key);
    },
  };
}
