import { toDiagnostics } from "../diagnostic.js";
import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/image.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics, splitPair, withoutForbiddenFields } from "./common.js";
const rules = resourceRules("image");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.imageCreate, rules, API_WORDS);
const uploadSchema = /* @__PURE__ */ schemaValidator(compiled.imageUpload, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.imageState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.imageUpdate, rules, API_WORDS);
function isImageName(s) {
  if (s === "." || s === "..") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ok = c >= 48 && c <= 57 || c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 45 || c === 46 || c === 95;
    if (!ok) return false;
  }
  return s.length > 0;
}
function isDigits(s) {
  if (s.length === 0 || s.length > 1 && s[0] === "0") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
function checkImageId(id, path, out, allowAnyAll = false) {
  if (typeof id !== "string") return;
  if (allowAnyAll && id === "any/all") return;
  const pair = splitPair(id);
  const valid = pair !== void 0 && (pair[0] === "compute" && isImageName(pair[1]) || pair[0] === "private" && isDigits(pair[1]));
  if (valid) return;
  const forms = `compute/<name> (public images) or private/<id> (account images)${allowAnyAll ? ", or any/all" : ""}`;
  const hint = pair?.[0] === "linode" ? `; public image IDs begin compute/, e.g. compute/${pair[1]}` : pair?.[0] === "private" ? "; a private image ID is private/ and an integer" : "";
  out.report("image-id-syntax", path, `image ID ${show(id)} is not of the form ${forms}${hint}`);
}
const EMPTY_REFUSED = ["label", "region"];
const UPDATE_FORBIDDEN = {
  disk_id: "image update cannot change disk_id",
  region: "image update cannot change region",
  cloud_init: "image update cannot change cloud_init"
};
function imageFindings(body, mode) {
  const out = new Reporter();
  if (mode === "update") out.addAll(updateSchema(withoutForbiddenFields(body, UPDATE_FORBIDDEN, "image-update-field", out)));
  else out.addAll((mode === "upload" ? uploadSchema : createSchema)(body));
  if (isPlainObject(body)) out.reportEmpty(body, EMPTY_REFUSED);
  return out.findings;
}
function imageStateFindings(body) {
  const out = new Reporter();
  out.addAll(stateSchema(body));
  if (!isPlainObject(body)) return out.findings;
  checkImageId(body.id, ["id"], out);
  out.reportEmpty(body, EMPTY_REFUSED);
  const fromDisk = body.disk_id !== void 0;
  const uploaded = body.region !== void 0;
  if (fromDisk && uploaded) {
    out.report("image-source", [], "an image is either captured from a disk (disk_id) or uploaded (region), not both: remove one", { related: [{ path: ["region"], message: "region makes it an upload" }] });
  } else if (!fromDisk && !uploaded && body.id === void 0) {
    out.report("image-source", [], "give disk_id (capture from a disk) or region (upload), exactly one");
  } else if (uploaded && body.label === void 0) {
    out.report("image-required-field", ["label"], `an uploaded image requires "label" (only a captured image defaults to its disk's label)`);
  }
  return out.findings;
}
function validateImage(body, mode = "create", options) {
  return profiledDiagnostics(withinBounds(body, () => imageFindings(body, mode === "create" || mode === "upload" || mode === "update" ? mode : "create")), options);
}
function validateImageId(id, allowAnyAll = false) {
  const out = new Reporter();
  if (typeof id !== "string") out.report("image-id-syntax", [], `an image ID is a string, not ${show(id)}`);
  checkImageId(id, [], out, allowAnyAll);
  return toDiagnostics(out.findings);
}
export {
  checkImageId,
  imageFindings,
  imageStateFindings,
  validateImage,
  validateImageId
};
