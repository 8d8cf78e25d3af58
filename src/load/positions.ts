/**
 * Where loaded values sit in their text: a map from data paths to source spans, with line and
 * column lookups. Kept apart from the loaders that fill it (load.ts, plain-yaml.ts) so that each
 * can use it without importing the other.
 */
import type { Finding, Path } from "../diagnostic.js";
import { RULES } from "../rules/catalog.js";

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface ScalarSource {
  /** Offset of the first character of the value inside the source (after an opening quote). */
  readonly valueStart: number;
  /** True when source characters map one-to-one onto the value's characters. */
  readonly verbatim: boolean;
}

export interface SourcePosition {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Where a position map finds an offset's line and column (both from 1): yaml's LineCounter, or LineStarts. */
export interface Lines {
  linePos(offset: number): { line: number; col: number };
}

/**
 * A text's line starts, counted the first time a position is asked for (a clean file asks for
 * none), into a typed array: a JS array grown by a push per line (yaml's LineCounter) took longer
 * than the scan that found the lines. Every line feed starts a line, as yaml's parser reports them;
 * with `loneCr`, so does a carriage return not followed by one (the YAML loader reads those as line
 * breaks; a text it loaded has them replaced already). Answers as LineCounter.linePos does.
 */
export class LineStarts implements Lines {
  private starts: Int32Array | undefined;

  constructor(
    private readonly text: string,
    private readonly loneCr = false,
  ) {}

  linePos(offset: number): { line: number; col: number } {
    const starts = (this.starts ??= this.count());
    // The first line start past the offset: its line is the one before.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (starts[mid]! <= offset) low = mid + 1;
      else high = mid;
    }
    return low === 0 ? { line: 0, col: offset } : { line: low, col: offset - starts[low - 1]! + 1 };
  }

  private count(): Int32Array {
    const text = this.text;
    const loneCr = this.loneCr && text.includes("\r");
    let n = 1;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) n++;
    if (loneCr) for (let i = text.indexOf("\r"); i >= 0; i = text.indexOf("\r", i + 1)) if (text.charCodeAt(i + 1) !== 0x0a) n++;
    const starts = new Int32Array(n);
    let k = 1;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts[k++] = i + 1;
    if (!loneCr) return starts;
    for (let i = text.indexOf("\r"); i >= 0; i = text.indexOf("\r", i + 1)) if (text.charCodeAt(i + 1) !== 0x0a) starts[k++] = i + 1;
    return starts.sort();
  }
}

/** Joins a path's segments into a position map key. */
export const SEP = "\u0000";
const keyOf = (path: Path): string => path.join(SEP);

/**
 * Source spans of every value and mapping key, looked up by data path. The maps are keyed by the
 * path's segments joined with SEP; a subclass may fill them only when they are first read.
 */
export class PositionMap {
  private readonly valueSpans = new Map<string, Span>();
  private readonly keySpans = new Map<string, Span>();
  private readonly scalarSources = new Map<string, ScalarSource>();

  constructor(private readonly lines: Lines) {}

  /** Each value's span. */
  get values(): Map<string, Span> {
    return this.valueSpans;
  }

  /** Each mapping key's span, under its value's path. */
  get keys(): Map<string, Span> {
    return this.keySpans;
  }

  /** Where each string value's characters start, and whether they are spelled as in the source. */
  get scalars(): Map<string, ScalarSource> {
    return this.scalarSources;
  }

  position(start: number, end: number): SourcePosition {
    const a = this.lines.linePos(start);
    const b = this.lines.linePos(Math.max(start, end));
    return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
  }

  /**
   * The span for a path: the key (for `anchor: "key"`) or value; a missing path falls back to its
   * nearest ancestor that exists (a missing field is reported on the object that lacks it).
   */
  locate(path: Path, anchor?: "key", valueRange?: [number, number]): SourcePosition | undefined {
    const exact = keyOf(path);
    if (anchor === "key") {
      const span = this.keys.get(exact);
      if (span) return this.position(span.start, span.end);
    }
    const span = this.values.get(exact);
    if (span) {
      const scalar = valueRange ? this.scalars.get(exact) : undefined;
      if (scalar?.verbatim && valueRange) {
        const start = scalar.valueStart + valueRange[0];
        return this.position(start, start + valueRange[1]);
      }
      return this.position(span.start, span.end);
    }
    for (let n = path.length - 1; n >= 0; n--) {
      const parent = this.values.get(keyOf(path.slice(0, n)));
      if (parent) return this.position(parent.start, parent.end);
    }
    return undefined;
  }

  /** The exact path's value span (or its mapping key's), as offsets into the text; undefined when the path is not there. */
  span(path: Path, anchor?: "key"): Span | undefined {
    return (anchor === "key" ? this.keys : this.values).get(keyOf(path));
  }
}

/** A position map made by `make` the first time it is used (a JSON file's, when a finding asks for one). */
export class DeferredPositions extends PositionMap {
  private made: PositionMap | undefined;

  constructor(private readonly make: () => PositionMap) {
    super(new LineStarts(""));
  }

  private get inner(): PositionMap {
    return (this.made ??= this.make());
  }

  override get values(): Map<string, Span> {
    return this.inner.values;
  }

  override get keys(): Map<string, Span> {
    return this.inner.keys;
  }

  override get scalars(): Map<string, ScalarSource> {
    return this.inner.scalars;
  }

  override position(start: number, end: number): SourcePosition {
    return this.inner.position(start, end);
  }

  override locate(path: Path, anchor?: "key", valueRange?: [number, number]): SourcePosition | undefined {
    return this.inner.locate(path, anchor, valueRange);
  }

  override span(path: Path, anchor?: "key"): Span | undefined {
    return this.inner.span(path, anchor);
  }
}

/** A position map with nothing in it (for a file that was not parsed). */
export function emptyPositions(): PositionMap {
  return new PositionMap(new LineStarts(""));
}

/** A parse-error or input-limit finding of the whole file, at `pos` when given (else line 1). */
export function limitFinding(ruleId: "parse-error" | "input-limit", message: string, pos: SourcePosition | undefined): Finding {
  return { ruleId, severity: RULES[ruleId].severity, message, path: [], ...(pos ?? { line: 1, column: 1, endLine: 1, endColumn: 1 }) };
}

/** The finding for an integer that a JavaScript number cannot hold exactly (`source` as written). */
export function unsafeIntegerFinding(source: string, pos: SourcePosition | undefined): Finding {
  return limitFinding("parse-error", `the number ${source} is out of range: integers beyond ±(2^53 - 1) cannot be read exactly`, pos);
}
