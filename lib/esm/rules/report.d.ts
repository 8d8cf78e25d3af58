import { type Finding, type Path } from "../diagnostic.js";
import { type DataBounds } from "../util/data.js";
import { type RuleId } from "./catalog.js";
/** A finding names at most this many related locations; a message says how many more there are. */
export declare const MAX_RELATED = 10;
export type FindingExtras = Pick<Finding, "related" | "fix" | "anchor" | "valueRange" | "fileIndex" | "suppressibleAtRelated">;
/**
 * Collects findings. Severity comes from the catalogue, so a check names only the rule; overrides
 * are applied later, in one place.
 */
export declare class Reporter {
    readonly findings: Finding[];
    report(ruleId: RuleId, path: Path, message: string, extras?: FindingExtras): void;
    /**
     * Each of `keys` given as "" (field-empty): the reference states these fields' type but no
     * length, and the live API refuses an empty region, type or label, so this is a live rule.
     */
    reportEmpty(body: Readonly<Record<string, unknown>>, keys: readonly string[], at?: Path): void;
    /** Adds findings produced relative to `prefix` (e.g. a validator's output); all their paths move. */
    addAll(findings: readonly Finding[], prefix?: Path): void;
}
/**
 * Data a library entry point is handed as a value, measured before any check walks it
 * (checkDataBounds; the loader's depth and value limits unless given): the input-limit finding of
 * what was refused (`what` names the value in the message, e.g. "the inventory"), or undefined.
 */
export declare function refusedData(data: unknown, bounds?: DataBounds, what?: string): Finding | undefined;
/**
 * A library entry point's check of data it was handed: the check's findings, or only the
 * input-limit finding when the data is past the loader's limits (refusedData), so that the check
 * never walks what was refused.
 */
export declare function withinBounds(data: unknown, check: () => Finding[]): Finding[];
