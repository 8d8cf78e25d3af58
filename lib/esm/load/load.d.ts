import type { Finding } from "../diagnostic.js";
import { type JsonReading } from "./json-syntax.js";
import { DEFAULT_LIMITS, type LoadLimits } from "./limits.js";
import { PositionMap } from "./positions.js";
export { DEFAULT_LIMITS, type LoadLimits };
export { emptyPositions, PositionMap, type ScalarSource, type SourcePosition, type Span } from "./positions.js";
export interface LoadedText {
    /** The parsed data; `undefined` when the text could not be loaded (see findings). */
    readonly data: unknown;
    readonly positions: PositionMap;
    /** parse-error / input-limit findings, already positioned. */
    readonly findings: Finding[];
    /** The text holds no document at all (only white space and comments): an empty account, not a `null`. */
    readonly empty?: boolean;
}
/**
 * Parses YAML or JSON text. Never throws; problems come back as findings. `reading`: for JSON,
 * JSON.parse's reading of the same text when the caller already has one (readJsonWithin), so that
 * a file is parsed once.
 */
export declare function loadText(input: string, limits?: LoadLimits, byteLength?: number, syntax?: "yaml" | "json", reading?: JsonReading): LoadedText;
