"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var image_exports = {};
__export(image_exports, {
  checkImageId: () => checkImageId,
  imageFindings: () => imageFindings,
  imageStateFindings: () => imageStateFindings,
  validateImage: () => validateImage,
  validateImageId: () => validateImageId
});
module.exports = __toCommonJS(image_exports);
var import_diagnostic = require("../diagnostic.js");
var import_report = require("../rules/report.js");
var import_compile = require("../schemas/compile.js");
var compiled = __toESM(require("../schemas/validators/image.generated.js"), 1);
var import_text = require("../util/text.js");
var import_common = require("./common.js");
const rules = (0, import_compile.resourceRules)("image");
const createSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.imageCreate, rules, import_compile.API_WORDS);
const uploadSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.imageUpload, rules, import_compile.API_WORDS);
const stateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.imageState, rules);
const updateSchema = /* @__PURE__ */ (0, import_compile.schemaValidator)(compiled.imageUpdate, rules, import_compile.API_WORDS);
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
  const pair = (0, import_common.splitPair)(id);
  const valid = pair !== void 0 && (pair[0] === "compute" && isImageName(pair[1]) || pair[0] === "private" && isDigits(pair[1]));
  if (valid) return;
  const forms = `compute/<name> (public images) or private/<id> (account images)${allowAnyAll ? ", or any/all" : ""}`;
  const hint = pair?.[0] === "linode" ? `; public image IDs begin compute/, e.g. compute/${pair[1]}` : pair?.[0] === "private" ? "; a private image ID is private/ and an integer" : "";
  out.report("image-id-syntax", path, `image ID ${(0, import_text.show)(id)} is not of the form ${forms}${hint}`);
}
const EMPTY_REFUSED = ["label", "region"];
const UPDATE_FORBIDDEN = {
  disk_id: "image update cannot change disk_id",
  region: "image update cannot change region",
  cloud_init: "image update cannot change cloud_init"
};
function imageFindings(body, mode) {
  const out = new import_report.Reporter();
  if (mode === "update") out.addAll(updateSchema((0, import_common.withoutForbiddenFields)(body, UPDATE_FORBIDDEN, "image-update-field", out)));
  else out.addAll((mode === "upload" ? uploadSchema : createSchema)(body));
  if ((0, import_text.isPlainObject)(body)) out.reportEmpty(body, EMPTY_REFUSED);
  return out.findings;
}
function imageStateFindings(body) {
  const out = new import_report.Reporter();
  out.addAll(stateSchema(body));
  if (!(0, import_text.isPlainObject)(body)) return out.findings;
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
  return (0, import_common.profiledDiagnostics)((0, import_report.withinBounds)(body, () => imageFindings(body, mode === "create" || mode === "upload" || mode === "update" ? mode : "create")), options);
}
function validateImageId(id, allowAnyAll = false) {
  const out = new import_report.Reporter();
  if (typeof id !== "string") out.report("image-id-syntax", [], `an image ID is a string, not ${(0, import_text.show)(id)}`);
  checkImageId(id, [], out, allowAnyAll);
  return (0, import_diagnostic.toDiagnostics)(out.findings);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkImageId,
  imageFindings,
  imageStateFindings,
  validateImage,
  validateImageId
});
