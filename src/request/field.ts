/** The API's way of naming a request field: `rules.inbound[2].ports`, `allow_list[3]`. */
import type { Path } from "../diagnostic.js";

/** Writes a path inside a request body (or parameter) as the API's error `field` does. */
export function apiField(path: Path, from = 0): string | undefined {
  let field = "";
  for (let i = from; i < path.length; i++) {
    const segment = path[i]!;
    if (typeof segment === "number") field += `[${segment}]`;
    else field += field === "" ? segment : `.${segment}`;
  }
  return field === "" ? undefined : field;
}
