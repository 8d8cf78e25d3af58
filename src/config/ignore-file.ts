/**
 * .gitignore and .cloudlintignore, with git's semantics on cloudlint's one glob dialect (so a
 * pattern from a pull request is matched in linear time): blank lines and `#` comments are
 * skipped; `!` takes back what earlier lines matched; a trailing `/` matches folders only; a pattern
 * with no "/" but at its end matches at any depth, one with a "/" is relative to the file's folder.
 * The last line that matches decides, and a deeper file decides before a shallower one. Pure.
 */
import { matchGlob } from "./glob.js";

export interface IgnoreRule {
  readonly pattern: string;
  readonly negate: boolean;
  readonly folderOnly: boolean;
}

export function parseIgnoreFile(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  if (typeof text !== "string") return rules;
  for (const raw of text.split(/\r?\n|\r/)) {
    let line = raw.replace(/(?<!\\)\s+$/, "");
    if (line.length === 0 || line.startsWith("#")) continue;
    let negate = false;
    if (line.startsWith("!")) {
      negate = true;
      line = line.slice(1);
    } else if (line.startsWith("\\!") || line.startsWith("\\#")) line = line.slice(1);
    const folderOnly = line.endsWith("/");
    if (folderOnly) line = line.replace(/\/+$/, "");
    if (line.length === 0) continue;
    const anchored = line.includes("/");
    if (line.startsWith("/")) line = line.slice(1);
    rules.push({ pattern: anchored ? line : `**/${line}`, negate, folderOnly });
  }
  return rules;
}

/** What one file's rules say of a path relative to its folder: true ignored, false re-included, undefined no line matched. */
export function ignoredBy(rules: readonly IgnoreRule[], relativePath: string, isFolder: boolean): boolean | undefined {
  let decision: boolean | undefined;
  for (const rule of rules) {
    if (rule.folderOnly && !isFolder) continue;
    if (matchGlob(rule.pattern, relativePath)) decision = !rule.negate;
  }
  return decision;
}

/**
 * What the ignore files of a walk say of a path: `levels` are the folders' rules from the top down
 * (each folder's .gitignore then .cloudlintignore); the deepest level that decides wins, as git
 * decides. `relativeOf` gives the path from a level's folder, or undefined for a level not above it.
 * A reason ("ignored by FILE") or undefined.
 */
export function ignoredByLevels<L extends { readonly rules: readonly IgnoreRule[]; readonly file: string }>(levels: readonly L[], relativeOf: (level: L) => string | undefined, isFolder: boolean): string | undefined {
  for (let i = levels.length - 1; i >= 0; i--) {
    const level = levels[i]!;
    const rel = relativeOf(level);
    if (rel === undefined) continue;
    const decision = ignoredBy(level.rules, rel, isFolder);
    if (decision !== undefined) return decision ? `ignored by ${level.file}` : undefined;
  }
  return undefined;
}
