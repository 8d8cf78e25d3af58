/** The API's way of naming a request field: `rules.inbound[2].ports`, `allow_list[3]`. */
import type { Path } from "../diagnostic.js";
import { dottedPath } from "../util/path.js";

export { MAX_FIELD_SEGMENT } from "../util/path.js";

/** Writes a path inside a request body (or parameter) as the API's error `field` does (see dottedPath). */
export function apiField(path: Path, from = 0): string | undefined {
  return dottedPath(path, from);
}
