/**
 * Positions in a JSON text found on demand, for input too large to map value by value up front
 * (a Terraform plan of 20 MB holds a million values; the YAML loader's map of them costs seconds
 * and gigabytes). The text must be valid JSON (JSON.parse read it). A lookup walks down its path
 * from the top, skipping what it does not enter; each container it enters has its members'
 * offsets remembered, so that the first lookup pays one pass over the text at most and the
 * others only the containers they enter. Iterative: no nesting depth overflows the stack.
 */
import type { Path } from "../diagnostic.js";
import { isWhitespace } from "./json-syntax.js";
import { PositionMap, type SourcePosition } from "./load.js";
import { LineStarts } from "./positions.js";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** A container's members: an object's keys (the last of a repeated key wins, as in JSON.parse) or an array's items. */
interface Members {
  /** Offset just past the container's closing bracket. */
  readonly end: number;
  /** Object members: key → offsets of the key (at its quote) and of the value. */
  readonly keys?: Map<string, { key: number; value: number }>;
  /** Array items: each value's offset. */
  readonly items?: number[];
}

/** A JSON text's positions, computed when asked for (see the module comment). */
export class JsonPositions extends PositionMap {
  private readonly members = new Map<number, Members>();

  constructor(private readonly text: string) {
    // A lone CR ends a line, as in the YAML loader.
    super(new LineStarts(text, true));
  }

  override locate(path: Path, anchor?: "key", valueRange?: [number, number]): SourcePosition | undefined {
    let at = this.skipWhitespace(0);
    if (at >= this.text.length) return undefined;
    let keyAt: number | undefined;
    for (const segment of path) {
      const next = this.member(at, segment);
      // A missing path is located at its nearest ancestor, as in the YAML loader's map.
      if (!next) return this.position(at, this.valueEnd(at));
      at = next.value;
      keyAt = next.key;
    }
    if (anchor === "key" && keyAt !== undefined) return this.position(keyAt, this.stringEnd(keyAt));
    const end = this.valueEnd(at);
    // Inside a string written without escapes, each character of the value is one of the source.
    if (valueRange && this.text.charCodeAt(at) === QUOTE && !this.text.slice(at + 1, end - 1).includes("\\")) {
      const start = at + 1 + valueRange[0];
      return this.position(start, start + valueRange[1]);
    }
    return this.position(at, end);
  }

  /** The member `segment` of the container at `at`: an object's key (any segment as text) or an array's index. */
  private member(at: number, segment: string | number): { key?: number; value: number } | undefined {
    const c = this.text.charCodeAt(at);
    if (c !== 0x7b && c !== 0x5b) return undefined;
    const members = this.membersOf(at);
    if (members.keys) return members.keys.get(String(segment));
    const index = typeof segment === "number" ? segment : /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : -1;
    const value = members.items![index];
    return value === undefined ? undefined : { value };
  }

  private membersOf(at: number): Members {
    const known = this.members.get(at);
    if (known) return known;
    const text = this.text;
    const object = text.charCodeAt(at) === 0x7b;
    const keys = object ? new Map<string, { key: number; value: number }>() : undefined;
    const items = object ? undefined : ([] as number[]);
    let i = this.skipWhitespace(at + 1);
    while (i < text.length && text.charCodeAt(i) !== 0x7d && text.charCodeAt(i) !== 0x5d) {
      if (keys) {
        const keyEnd = this.stringEnd(i);
        const raw = text.slice(i + 1, keyEnd - 1);
        const key = raw.includes("\\") ? (JSON.parse(text.slice(i, keyEnd)) as string) : raw;
        const value = this.skipWhitespace(this.skipWhitespace(keyEnd) + 1); // past the colon
        keys.set(key, { key: i, value });
        i = this.valueEnd(value);
      } else {
        items!.push(i);
        i = this.valueEnd(i);
      }
      i = this.skipWhitespace(i);
      if (text.charCodeAt(i) === 0x2c) i = this.skipWhitespace(i + 1);
    }
    const members: Members = { end: Math.min(i + 1, text.length), ...(keys ? { keys } : { items: items! }) };
    this.members.set(at, members);
    return members;
  }

  /** Offset just past the value at `at` (a container's end is remembered once its members are). */
  private valueEnd(at: number): number {
    const text = this.text;
    const c = text.charCodeAt(at);
    if (c === QUOTE) return this.stringEnd(at);
    if (c === 0x7b || c === 0x5b) {
      const known = this.members.get(at);
      if (known) return known.end;
      // Skipped without remembering its members: brackets counted, strings jumped over.
      let depth = 0;
      for (let i = at; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === QUOTE) i = this.stringEnd(i) - 1;
        else if (d === 0x7b || d === 0x5b) depth++;
        else if (d === 0x7d || d === 0x5d) {
          if (--depth === 0) return i + 1;
        }
      }
      return text.length;
    }
    let i = at;
    while (i < text.length) {
      const d = text.charCodeAt(i);
      if (d === 0x2c || d === 0x7d || d === 0x5d || isWhitespace(d)) break;
      i++;
    }
    return i;
  }

  /** Offset just past the string whose opening quote is at `at`. */
  private stringEnd(at: number): number {
    const text = this.text;
    for (let i = at + 1; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) return i + 1;
    }
    return text.length;
  }

  private skipWhitespace(i: number): number {
    while (i < this.text.length && isWhitespace(this.text.charCodeAt(i))) i++;
    return i;
  }

}
