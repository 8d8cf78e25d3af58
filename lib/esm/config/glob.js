const MAX_BRACE_EXPANSIONS = 256;
function tokenize(pattern) {
  const tokens = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*") {
      if (tokens[tokens.length - 1]?.kind !== "star") tokens.push({ kind: "star" });
    } else if (c === "?") tokens.push({ kind: "any" });
    else if (c === "\\" && i + 1 < pattern.length) tokens.push({ kind: "char", ch: pattern[++i] });
    else if (c === "[") {
      let j = i + 1;
      const negated = pattern[j] === "!" || pattern[j] === "^";
      if (negated) j++;
      const ranges = [];
      let first = true;
      for (; j < pattern.length && (pattern[j] !== "]" || first); j++) {
        first = false;
        const lo = pattern[j];
        if (pattern[j + 1] === "-" && j + 2 < pattern.length && pattern[j + 2] !== "]") {
          ranges.push([lo, pattern[j + 2]]);
          j += 2;
        } else ranges.push([lo, lo]);
      }
      if (j >= pattern.length) tokens.push({ kind: "char", ch: "[" });
      else {
        tokens.push({ kind: "class", negated, ranges });
        i = j;
      }
    } else tokens.push({ kind: "char", ch: c });
  }
  return tokens;
}
function matchesToken(t, ch) {
  if (t.kind === "any") return true;
  if (t.kind === "char") return t.ch === ch;
  if (t.kind === "class") return t.ranges.some(([lo, hi]) => lo <= ch && ch <= hi) !== t.negated;
  return false;
}
function matchSegment(tokens, text) {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    const token = tokens[p];
    if (token && token.kind !== "star" && matchesToken(token, text[t])) {
      p++;
      t++;
    } else if (token?.kind === "star") {
      star = p++;
      mark = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (tokens[p]?.kind === "star") p++;
  return p === tokens.length;
}
function segments(s) {
  return s.split("\\").join("/").split("/").filter((x) => x.length > 0 && x !== ".");
}
function patternSegments(s) {
  return s.split("/").filter((x) => x.length > 0 && x !== ".");
}
function expandBraces(pattern, limit = MAX_BRACE_EXPANSIONS) {
  const open = findBrace(pattern);
  if (!open) return [pattern];
  const { start, end, parts } = open;
  const out = [];
  for (const part of parts) {
    for (const expanded of expandBraces(pattern.slice(0, start) + part + pattern.slice(end + 1), limit)) {
      out.push(expanded);
      if (out.length > limit) return [pattern];
    }
  }
  return out;
}
function findBrace(pattern) {
  for (let start = 0; start < pattern.length; start++) {
    if (pattern[start] === "\\") {
      start++;
      continue;
    }
    if (pattern[start] !== "{") continue;
    let depth = 0;
    const parts = [];
    let from = start + 1;
    for (let i = start; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === "\\") {
        i++;
        continue;
      }
      if (c === "{") depth++;
      else if (c === "}") {
        depth--;
        if (depth === 0) {
          parts.push(pattern.slice(from, i));
          if (parts.length > 1) return { start, end: i, parts };
          break;
        }
      } else if (c === "," && depth === 1) {
        parts.push(pattern.slice(from, i));
        from = i + 1;
      }
    }
  }
  return void 0;
}
const cache = /* @__PURE__ */ new Map();
function compile(pattern) {
  let compiled = cache.get(pattern);
  if (!compiled) {
    compiled = { alternatives: expandBraces(pattern).map((p) => patternSegments(p).map((s) => s === "**" ? "**" : tokenize(s))) };
    if (cache.size > 1e4) cache.clear();
    cache.set(pattern, compiled);
  }
  return compiled;
}
function matchSegments(ps, ts) {
  let reach = new Array(ts.length + 1).fill(false);
  reach[0] = true;
  for (const seg of ps) {
    const next = new Array(ts.length + 1).fill(false);
    if (seg === "**") {
      let any = false;
      for (let j = 0; j <= ts.length; j++) {
        any = any || reach[j];
        next[j] = any;
      }
    } else {
      for (let j = 1; j <= ts.length; j++) next[j] = reach[j - 1] && matchSegment(seg, ts[j - 1]);
    }
    reach = next;
  }
  return reach[ts.length];
}
function matchGlob(pattern, path) {
  if (typeof pattern !== "string" || typeof path !== "string") return false;
  const ts = segments(path);
  return compile(pattern).alternatives.some((ps) => matchSegments(ps, ts));
}
function matchesAny(patterns, path) {
  if (!Array.isArray(patterns)) return false;
  let matched = false;
  for (const p of patterns) {
    if (typeof p !== "string") continue;
    if (p.startsWith("!")) {
      if (matched && matchGlob(p.slice(1), path)) matched = false;
    } else if (!matched && matchGlob(p, path)) matched = true;
  }
  return matched;
}
function isGlob(text) {
  return /[*?[{]/.test(text);
}
function folderCovered(patterns, rel, match = matchGlob) {
  let covered = false;
  for (const pattern of patterns) {
    if (pattern.startsWith("!")) {
      if (covered && match(pattern.slice(1), `${rel}/x`)) covered = false;
      if (covered && pattern.slice(1).startsWith(`${rel}/`)) covered = false;
      continue;
    }
    const folder = pattern.endsWith("/**") ? pattern.slice(0, -3) : pattern.endsWith("/") ? pattern.slice(0, -1) : void 0;
    if (folder !== void 0 && folder.length > 0 && match(folder, rel)) covered = true;
  }
  return covered;
}
export {
  MAX_BRACE_EXPANSIONS,
  expandBraces,
  folderCovered,
  isGlob,
  matchGlob,
  matchesAny
};
