/**
 * GitHub Actions workflow commands: one annotation per finding, with the escaping the runner
 * requires, and a summary line when there are more findings than a step shows as annotations.
 */
import type { FileResult } from "../lint.js";
/** The runner shows at most this many annotations of each kind per step. */
export declare const GITHUB_ANNOTATIONS_PER_KIND = 10;
/** Escaping for the message part of a workflow command. */
export declare function escapeData(text: string): string;
/** Escaping for property values (file, title, …): also ":" and ",". */
export declare function escapeProperty(text: string): string;
/** One workflow command per finding; every field is escaped (safeResults) before the runner's own escaping. */
export declare function streamGithub(results: readonly FileResult[]): Generator<string>;
/**
 * GitHub Actions workflow commands (::error, ::warning, ::notice), every piece of user data escaped so that none can be read as another command.
 * @example
 * ```ts
 * formatGithub(lintSources([{ filePath: "fw.yaml", text: "firewalls:\n  - label: x\n" }])); // "::error file=fw.yaml,line=2,…"
 * ```
 */
export declare function formatGithub(results: readonly FileResult[]): string;
