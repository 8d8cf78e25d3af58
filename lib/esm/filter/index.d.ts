export { COLLECTIONS, COLLECTION_NAMES, isCollection, isDateTime, type Collection, type FieldSpec, type FieldType } from "./fields.js";
export { validateFilter, validatePaging, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from "./validate.js";
export { applyFilter, matchesFilter, xFilterHeader } from "./evaluate.js";
