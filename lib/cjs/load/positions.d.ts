/**
 * Where loaded values sit in their text: a map from data paths to source spans, with line and
 * column lookups. Kept apart from the loaders that fill it (load.ts, plain-yaml.ts) so that each
 * can use it without importing the other.
 */
import type { Finding, Path } from "../diagnostic.js";
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
    linePos(offset: number): {
        line: number;
        col: number;
    };
}
/**
 * A text's line starts, counted the first time a position is asked for (a clean file asks for
 * none), into a typed array: a JS array grown by a push per line (yaml's LineCounter) took longer
 * than the scan that found the lines. Every line feed starts a line, as yaml's parser reports them;
 * with `loneCr`, so does a carriage return not followed by one (the YAML loader reads those as line
 * breaks; a text it loaded has them replaced already). Answers as LineCounter.linePos does.
 */
export declare class LineStarts implements Lines {
    private readonly text;
    private readonly loneCr;
    private starts;
    constructor(text: string, loneCr?: boolean);
    linePos(offset: number): {
        line: number;
        col: number;
    };
    private count;
}
/** Joins a path's segments into a position map key. */
export declare const SEP = "\0";
/**
 * Source spans of every value and mapping key, looked up by data path. The maps are keyed by the
 * path's segments joined with SEP; a subclass may fill them only when they are first read.
 */
export declare class PositionMap {
    private readonly lines;
    private readonly valueSpans;
    private readonly keySpans;
    private readonly scalarSources;
    constructor(lines: Lines);
    /** Each value's span. */
    get values(): Map<string, Span>;
    /** Each mapping key's span, under its value's path. */
    get keys(): Map<string, Span>;
    /** Where each string value's characters start, and whether they are spelled as in the source. */
    get scalars(): Map<string, ScalarSource>;
    position(start: number, end: number): SourcePosition;
    /**
     * The span for a path: the key (for `anchor: "key"`) or value; a missing path falls back to its
     * nearest ancestor that exists (a missing field is reported on the object that lacks it).
     */
    locate(path: Path, anchor?: "key", valueRange?: [number, number]): SourcePosition | undefined;
    /** The exact path's value span (or its mapping key's), as offsets into the text; undefined when the path is not there. */
    span(path: Path, anchor?: "key"): Span | undefined;
}
/** A position map made by `make` the first time it is used (a JSON file's, when a finding asks for one). */
export declare class DeferredPositions extends PositionMap {
    private readonly make;
    private made;
    constructor(make: () => PositionMap);
    private get inner();
    get values(): Map<string, Span>;
    get keys(): Map<string, Span>;
    get scalars(): Map<string, ScalarSource>;
    position(start: number, end: number): SourcePosition;
    locate(path: Path, anchor?: "key", valueRange?: [number, number]): SourcePosition | undefined;
    span(path: Path, anchor?: "key"): Span | undefined;
}
/** A position map with nothing in it (for a file that was not parsed). */
export declare function emptyPositions(): PositionMap;
/** A parse-error or input-limit finding of the whole file, at `pos` when given (else line 1). */
export declare function limitFinding(ruleId: "parse-error" | "input-limit", message: string, pos: SourcePosition | undefined): Finding;
/** The finding for an integer that a JavaScript number cannot hold exactly (`source` as written). */
export declare function unsafeIntegerFinding(source: string, pos: SourcePosition | undefined): Finding;
