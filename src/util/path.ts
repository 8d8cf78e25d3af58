/** Paths written the way the API names a field: `rules.inbound[2].ports`, `allow_list[3]`. */
import type { Path } from "../diagnostic.js";
import { escapeText } from "./text.js";

/** A key longer than this is cut (a 1 MB unknown key must not come back whole). */
export const MAX_FIELD_SEGMENT = 64;

/**
 * Writes a path (from index `from`) as `rules.inbound[2].ports`. Keys are user text: each is
 * escaped and cut to MAX_FIELD_SEGMENT characters, as values are in messages.
 */
export function dottedPath(path: Path, from = 0): string | undefined {
  let field = "";
  for (let i = from; i < path.length; i++) {
    const segment = path[i]!;
    if (typeof segment === "number") field += `[${segment}]`;
    else {
      const key = escapeText(segment.length > MAX_FIELD_SEGMENT ? segment.slice(0, MAX_FIELD_SEGMENT - 1) + "…" : segment);
      field += field === "" ? key : `.${key}`;
    }
  }
  return field === "" ? undefined : field;
}
