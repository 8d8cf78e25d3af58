const isScalar = (v) => v === null || typeof v !== "object" && typeof v !== "function";
function appendKey(value, limits, depth, out) {
  if (value === null) return spend("null", limits, out);
  switch (typeof value) {
    case "boolean":
      return spend(value ? "true" : "false", limits, out);
    case "number":
      return spend(Object.is(value, -0) ? "0" : String(value), limits, out);
    case "string":
      return value.length + 2 <= limits.chars && spend(JSON.stringify(value), limits, out);
    case "object":
      break;
    default:
      return false;
  }
  if (depth >= limits.depth) return false;
  if (Array.isArray(value)) {
    if (value.length * 2 > limits.chars + 1) return false;
    if (!spend("[", limits, out)) return false;
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return false;
      if (i > 0 && !spend(",", limits, out) || !appendKey(value[i], limits, depth + 1, out)) return false;
    }
    return spend("]", limits, out);
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const record = value;
  const keys = Object.keys(record);
  if (keys.length * 5 > limits.chars + 1) return false;
  keys.sort();
  if (!spend("{", limits, out)) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (i > 0 && !spend(",", limits, out) || !appendKey(key, limits, depth + 1, out) || !spend(":", limits, out) || !appendKey(record[key], limits, depth + 1, out)) return false;
  }
  return spend("}", limits, out);
}
function spend(text, limits, out) {
  limits.chars -= text.length;
  if (limits.chars < 0) return false;
  out.push(text);
  return true;
}
function canonicalKey(value, chars = Infinity, depth = Infinity) {
  const out = [];
  try {
    return appendKey(value, { chars, depth }, 0, out) ? out.join("") : void 0;
  } catch {
    return void 0;
  }
}
function depthOf(value) {
  if (isScalar(value)) return 0;
  let deepest = 0;
  for (const v of Array.isArray(value) ? value : Object.values(value)) deepest = Math.max(deepest, depthOf(v));
  return deepest + 1;
}
function valueSet(values) {
  const scalars = /* @__PURE__ */ new Set();
  const keys = /* @__PURE__ */ new Set();
  let chars = 0;
  let depth = 0;
  for (const v of values) {
    if (isScalar(v)) {
      scalars.add(v);
      continue;
    }
    const key = canonicalKey(v);
    if (key === void 0) continue;
    keys.add(key);
    chars = Math.max(chars, key.length);
    depth = Math.max(depth, depthOf(v));
  }
  if (keys.size === 0) return { has: (v) => isScalar(v) && scalars.has(v) };
  return {
    has(v) {
      if (isScalar(v)) return scalars.has(v);
      const key = canonicalKey(v, chars, depth);
      return key !== void 0 && keys.has(key);
    }
  };
}
export {
  canonicalKey,
  valueSet
};
