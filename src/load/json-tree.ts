/**
 * A JSON text's position tree in one scan over its characters: the same TreePositions, node for
 * node, that the YAML reader (plain-yaml.ts) fills for that text, without building any data and
 * without YAML's rules. For a `.json` state file that JSON.parse read and that YAML reads the same
 * way (readsAsYaml): the lint takes JSON.parse's data, and its findings ask this map for their
 * lines and columns.
 *
 * What YAML gives a JSON text, and so this scan: a collection's span runs from its bracket to just
 * past its closing bracket; a string's from its opening quote to just past its closing one, its
 * characters start after the quote and are verbatim when the text there spells the value; a
 * number's or a literal's span is its text; a key's span is its quoted string, named by the string's
 * value; nodes are numbered in document order, a collection before what it holds. The map is
 * ambiguous (looked up through its string-keyed maps, see tree-positions.ts) when a key holds the
 * separator of those maps' keys or the top object has an empty key, as the YAML reader marks it.
 *
 * Iterative (a stack of open containers), one pass, no regular expression, no slice of a string
 * without an escape. The text is one that JSON.parse read (numbers and literals are not checked
 * again here); undefined for a top-level scalar, which the caller leaves to the YAML reader, and
 * for text that breaks JSON's structure (brackets, commas, colons, quotes). Never throws.
 */
import { isWhitespace } from "./json-syntax.js";
import { LIST, MAP, TreePositions } from "./tree-positions.js";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;

/** The position tree of a JSON object or array text, as the YAML reader would fill it; undefined when the text is not one (see above). */
export function jsonTreePositions(text: string): TreePositions | undefined {
  try {
    return scan(text);
  } catch {
    // Only a malformed escape could get here (JSON.parse of a string); the caller then reads the text as YAML.
    return undefined;
  }
}

function scan(text: string): TreePositions | undefined {
  const n = text.length;
  let i = 0;
  while (i < n && isWhitespace(text.charCodeAt(i))) i++;
  const first = text.charCodeAt(i);
  if (first !== LBRACE && first !== LBRACKET) return undefined;
  // About one value per 16 characters of indented JSON: room for most without growing.
  const map = new TreePositions(text, n >> 4);
  // The open containers, innermost last: their node, their last child so far (-1: none), whether a mapping.
  const open: number[] = [];
  const last: number[] = [];
  const isMap: boolean[] = [];
  /** Where the next backslash is (n: none), found again only once the scan has passed it: linear in all. */
  let backslash = -1;

  /** Offset just past the string whose quote is at `at`, negated when it holds an escape; 0 when unterminated. */
  const stringEnd = (at: number): number => {
    const quote = text.indexOf('"', at + 1);
    if (quote < 0) return 0;
    if (backslash <= at) {
      backslash = text.indexOf("\\", at + 1);
      if (backslash < 0) backslash = n;
    }
    if (backslash > quote) return quote + 1;
    // An escape before the quote: step over each escaped character to the real end.
    for (let k = at + 1; k < n; k++) {
      const c = text.charCodeAt(k);
      if (c === BACKSLASH) k++;
      else if (c === QUOTE) return -(k + 1);
    }
    return 0;
  };

  const openContainer = (node: number, at: number): void => {
    const object = text.charCodeAt(at) === LBRACE;
    map.setSpan(node, at, at);
    map.setKind(node, object ? MAP : LIST);
    open.push(node);
    last.push(-1);
    isMap.push(object);
  };

  openContainer(map.add(i), i);
  i++;
  // After a member: a comma or the closing bracket must come next.
  let afterMember = false;
  while (open.length > 0) {
    while (i < n && isWhitespace(text.charCodeAt(i))) i++;
    if (i >= n) return undefined;
    const top = open.length - 1;
    const object = isMap[top]!;
    let c = text.charCodeAt(i);
    if (c === (object ? RBRACE : RBRACKET)) {
      // "[]", "{}" or the end of a member list; a comma just before it is not JSON.
      if (!afterMember && last[top] !== -1) return undefined;
      map.setEnd(open[top]!, i + 1);
      open.pop();
      last.pop();
      isMap.pop();
      i++;
      afterMember = true;
      continue;
    }
    if (afterMember) {
      if (c !== COMMA) return undefined;
      i++;
      afterMember = false;
      continue;
    }
    let child: number;
    if (object) {
      if (c !== QUOTE) return undefined;
      const keyStart = i;
      const end = stringEnd(i);
      if (end === 0) return undefined;
      const keyEnd = end < 0 ? -end : end;
      i = keyEnd;
      while (i < n && isWhitespace(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== COLON) return undefined;
      i++;
      while (i < n && isWhitespace(text.charCodeAt(i))) i++;
      child = map.add(i);
      if (end < 0) {
        const name = JSON.parse(text.slice(keyStart, keyEnd)) as string;
        // As the YAML reader marks it: two paths could then share one map key.
        if ((top === 0 && name === "") || name.includes("\u0000")) map.ambiguous = true;
        map.setKey(child, keyStart, keyEnd, name);
      } else {
        // A key without an escape is named by the text inside its quotes; JSON holds no raw NUL in a string.
        if (top === 0 && keyEnd - keyStart === 2) map.ambiguous = true;
        map.setQuotedKey(child, keyStart, keyEnd);
      }
    } else {
      child = map.add(i);
    }
    map.link(open[top]!, last[top]!, child);
    last[top] = child;
    afterMember = true;
    c = text.charCodeAt(i);
    if (c === LBRACE || c === LBRACKET) {
      openContainer(child, i);
      i++;
      afterMember = false;
    } else if (c === QUOTE) {
      const end = stringEnd(i);
      if (end === 0) return undefined;
      const valueEnd = end < 0 ? -end : end;
      // A string with escapes is verbatim only where its value happens to be spelled out in the text (as the YAML reader tests it).
      const verbatim = end > 0 || text.startsWith(JSON.parse(text.slice(i, valueEnd)) as string, i + 1);
      map.setSpan(child, i, valueEnd);
      map.setString(child, true, verbatim);
      i = valueEnd;
    } else {
      // A number, true, false or null: up to the next comma, bracket or white space.
      const start = i;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === COMMA || d === RBRACE || d === RBRACKET || isWhitespace(d)) break;
        i++;
      }
      if (i === start) return undefined;
      map.setSpan(child, start, i);
    }
  }
  while (i < n && isWhitespace(text.charCodeAt(i))) i++;
  if (i < n) return undefined;
  map.done();
  return map;
}
