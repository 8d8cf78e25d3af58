/**
 * Strict JSON syntax check (RFC 8259) that says where the text goes wrong, and what JSON.parse
 * read of a text that YAML reads the same way.
 *
 * `.json` state files are read by JSON.parse when YAML would read them the same (readsAsYaml);
 * otherwise they go through the YAML reader, and YAML accepts more than JSON (trailing commas,
 * bare words, comments), so they are first held to JSON itself. JSON.parse cannot say where a
 * text goes wrong: its messages do not reliably give an offset and may quote the whole input.
 * One pass, no recursion (an explicit stack), no regular expressions.
 */
/** JSON.parse's reading of a text: its data, or null when the text is not JSON. */
export type JsonReading = {
    readonly data: unknown;
} | null;
/**
 * JSON.parse of a text within the size limit (undefined over it, where nothing is parsed): read
 * once for every reader of a .json file (the Terraform check, then the loader). Never throws.
 */
export declare function readJsonWithin(text: string, limits: {
    readonly maxBytes: number;
}, byteLength?: number): JsonReading | undefined;
export interface JsonSyntaxError {
    readonly offset: number;
    readonly message: string;
}
/** JSON's white space: space, tab, line feed, carriage return. */
export declare function isWhitespace(c: number): boolean;
/** The first syntax error of `text` as JSON, or undefined when it is valid JSON. */
export declare function findJsonSyntaxError(text: string): JsonSyntaxError | undefined;
/**
 * Whether YAML reads `text`, which JSON.parse read into `data`, as the same data without a finding
 * (so that the loader may take JSON.parse's data, and leave the positions for later): within
 * `maxDepth` and `maxValues` (values as yaml's lexer counts them: keys and scalars), no key named
 * twice (JSON.parse keeps the last one; YAML reports it), no integer past 2^53 (YAML reports it),
 * no tab (tabs are white space to JSON; YAML refuses them in some places), no line break between a
 * key and its colon (YAML keys are on one line) and no key of more than 1000 characters (yaml
 * refuses one past 1024). A false answer is always safe: the loader then reads the text as YAML.
 *
 * One walk of the data and a search of the text for colons, no pass over its every character.
 * Keys named twice are found by counting: each key of the text is followed by one colon outside
 * strings, and a key lost to a repeated one is missing from the data with all it held, so the
 * colons of the text number the data's keys plus the colons inside its strings exactly when no key
 * is repeated (a colon written `\u003a` would break the count: such a text is read as YAML).
 */
export declare function readsAsYaml(text: string, data: unknown, maxDepth: number, maxValues: number): boolean;
