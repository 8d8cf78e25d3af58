import { escapeText } from "./text.js";
const MAX_FIELD_SEGMENT = 64;
function dottedPath(path, from = 0) {
  let field = "";
  for (let i = from; i < path.length; i++) {
    const segment = path[i];
    if (typeof segment === "number") field += `[${segment}]`;
    else {
      const key = escapeText(segment.length > MAX_FIELD_SEGMENT ? segment.slice(0, MAX_FIELD_SEGMENT - 1) + "\u2026" : segment);
      field += field === "" ? key : `.${key}`;
    }
  }
  return field === "" ? void 0 : field;
}
export {
  MAX_FIELD_SEGMENT,
  dottedPath
};
