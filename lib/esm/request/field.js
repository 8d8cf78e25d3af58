import { dottedPath } from "../util/path.js";
import { MAX_FIELD_SEGMENT } from "../util/path.js";
function apiField(path, from = 0) {
  return dottedPath(path, from);
}
export {
  MAX_FIELD_SEGMENT,
  apiField
};
