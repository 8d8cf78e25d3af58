/**
 * The highest port (65535); ports start at 1.
 * @example
 * ```ts
 * parsePorts(String(MAX_PORT + 1)).problems.length; // 1
 * ```
 */
export declare const MAX_PORT = 65535;
/**
 * The most pieces a port string has (15; a range counts two).
 * @example
 * ```ts
 * parsePorts("1-2, 3-4, 5-6, 7-8, 9-10, 11-12, 13-14, 15").pieceCount > MAX_PORT_PIECES; // true
 * ```
 */
export declare const MAX_PORT_PIECES = 15;
/**
 * One port or range of a port string, with where it is in the string.
 * @example
 * ```ts
 * const [piece]: PortPiece[] = parsePorts("8000-8080").pieces;
 * piece?.start; // 8000
 * ```
 */
export interface PortPiece {
    /** First port of the piece. */
    readonly start: number;
    /** Last port (inclusive); equal to `start` for a single port. */
    readonly end: number;
    /** Offset of the piece in the string, and its length, for precise positions. */
    readonly offset: number;
    readonly length: number;
}
/**
 * A syntax problem of a port string, with the offset and length of the offending text.
 * @example
 * ```ts
 * const [problem]: PortProblem[] = parsePorts("022").problems;
 * problem?.offset; // 0
 * ```
 */
export interface PortProblem {
    readonly message: string;
    /** Offset and length of the offending part of the string. */
    readonly offset: number;
    readonly length: number;
}
/**
 * A parsed port string: its pieces, the API's piece count and the syntax problems.
 * @example
 * ```ts
 * const { pieces, problems }: PortParse = parsePorts("22, 8000-8080");
 * pieces.length; // 2
 * problems; // []
 * ```
 */
export interface PortParse {
    readonly pieces: PortPiece[];
    /** Pieces as the API counts them: a single port 1, a range 2. */
    readonly pieceCount: number;
    /** Syntax problems, in string order. Empty when the string is well formed. */
    readonly problems: PortProblem[];
}
/**
 * Parses a firewall port string in one pass: its pieces with offsets, the API's piece count, and every syntax problem. Never throws.
 * @example
 * ```ts
 * const parsed: PortParse = parsePorts("22, 80-90");
 * parsed.pieceCount; // 3 (a range counts 2)
 * ```
 */
export declare function parsePorts(s: string): PortParse;
/**
 * The canonical text of parsed pieces: `22, 80, 8000-8080`.
 * @example
 * ```ts
 * formatPorts(parsePorts("80,22").pieces); // "80, 22"
 * ```
 */
export declare function formatPorts(pieces: ReadonlyArray<Pick<PortPiece, "start" | "end">>): string;
