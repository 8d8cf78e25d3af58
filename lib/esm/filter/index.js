import { COLLECTIONS, COLLECTION_NAMES, isCollection, isDateTime } from "./fields.js";
import { validateFilter, validatePaging, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from "./validate.js";
import { applyFilter, matchesFilter, xFilterHeader } from "./evaluate.js";
export {
  COLLECTIONS,
  COLLECTION_NAMES,
  PAGE_SIZE_MAX,
  PAGE_SIZE_MIN,
  applyFilter,
  isCollection,
  isDateTime,
  matchesFilter,
  validateFilter,
  validatePaging,
  xFilterHeader
};
