/**
 * Images: captured from a disk (POST /images) or uploaded (POST /images/upload), update, and the
 * image-ID form used wherever an image is referenced (compute instances, StackScripts).
 */
import { toDiagnostics, type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/image.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics, splitPair, withoutForbiddenFields, type Mode, type ProfileOptions } from "./common.js";

const rules = resourceRules("image");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.imageCreate, rules, API_WORDS);
const uploadSchema = /* @__PURE__ */ schemaValidator(compiled.imageUpload, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.imageState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.imageUpdate, rules, API_WORDS);

/**
 * The image endpoints that take a body: `create` is POST /images (from a disk), `upload` POST /images/upload, `update` PUT /images/{imageId}.
 * @example
 * ```ts
 * const mode: ImageMode = "upload";
 * validateImage({ label: "golden", region: "us-east" }, mode); // []
 * ```
 */
export type ImageMode = Mode | "upload";

/** A public image's name: letters, digits, `-`, `.` and `_`, but not `.` or `..` (a path step, not a name). */
function isImageName(s: string): boolean {
  if (s === "." || s === "..") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 45 || c === 46 || c === 95;
    if (!ok) return false;
  }
  return s.length > 0;
}

function isDigits(s: string): boolean {
  if (s.length === 0 || (s.length > 1 && s[0] === "0")) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * Image IDs: `compute/<name>` (public images) or `private/<id>` (account images); `any/all` where
 * a StackScript accepts every image.
 */
export function checkImageId(id: unknown, path: Path, out: Reporter, allowAnyAll = false): void {
  if (typeof id !== "string") return; // the schema reports the type
  if (allowAnyAll && id === "any/all") return;
  const pair = splitPair(id);
  const valid = pair !== undefined && ((pair[0] === "compute" && isImageName(pair[1])) || (pair[0] === "private" && isDigits(pair[1])));
  if (valid) return;
  const forms = `compute/<name> (public images) or private/<id> (account images)${allowAnyAll ? ", or any/all" : ""}`;
  const hint = pair?.[0] === "linode" ? `; public image IDs begin compute/, e.g. compute/${pair[1]}` : pair?.[0] === "private" ? "; a private image ID is private/ and an integer" : "";
  out.report("image-id-syntax", path, `image ID ${show(id)} is not of the form ${forms}${hint}`);
}

/** Fields the live API refuses as "" (field-empty); the reference states no length for them. */
const EMPTY_REFUSED = ["label", "region"] as const;

const UPDATE_FORBIDDEN = {
  disk_id: "image update cannot change disk_id",
  region: "image update cannot change region",
  cloud_init: "image update cannot change cloud_init",
};

/** Findings for an image request body: each endpoint its own schema, so neither accepts the other's body. */
export function imageFindings(body: unknown, mode: ImageMode): Finding[] {
  const out = new Reporter();
  if (mode === "update") out.addAll(updateSchema(withoutForbiddenFields(body, UPDATE_FORBIDDEN, "image-update-field", out)));
  else out.addAll((mode === "upload" ? uploadSchema : createSchema)(body));
  if (isPlainObject(body)) out.reportEmpty(body, EMPTY_REFUSED);
  return out.findings;
}

/** Findings for a state-file image entry: captured or uploaded, told apart by its fields. */
export function imageStateFindings(body: unknown): Finding[] {
  const out = new Reporter();
  out.addAll(stateSchema(body));
  if (!isPlainObject(body)) return out.findings;
  // The id is the image's path in the API (PUT /images/private/12): checked like any image ID, so
  // that `private/1/../../account/users/…` is reported before a plan puts it there.
  checkImageId(body.id, ["id"], out);
  out.reportEmpty(body, EMPTY_REFUSED);
  const fromDisk = body.disk_id !== undefined;
  const uploaded = body.region !== undefined;
  if (fromDisk && uploaded) {
    out.report("image-source", [], "an image is either captured from a disk (disk_id) or uploaded (region), not both: remove one", { related: [{ path: ["region"], message: "region makes it an upload" }] });
  } else if (!fromDisk && !uploaded && body.id === undefined) {
    // An image with an id exists already (cloudlint import writes them so): the API does not show
    // how it was made, and no create will be sent for it.
    out.report("image-source", [], "give disk_id (capture from a disk) or region (upload), exactly one");
  } else if (uploaded && body.label === undefined) {
    out.report("image-required-field", ["label"], 'an uploaded image requires "label" (only a captured image defaults to its disk\'s label)');
  }
  return out.findings;
}

/**
 * Validates an image request body: `create` (POST /images: `disk_id` required, no `region`),
 * `upload` (POST /images/upload: `label` and `region` required) or `update` (PUT: label,
 * description).
 * @example
 * ```ts
 * validateImage({ disk_id: 42, label: "golden" }); // [] (POST /images)
 * validateImage({ label: "golden", region: "us-east" }, "upload"); // [] (POST /images/upload)
 * validateImage({ label: "", region: "us-east" }, "upload", { profile: "live" })[0]?.ruleId; // "field-empty"
 * ```
 */
export function validateImage(body: unknown, mode: ImageMode = "create", options?: ProfileOptions): Diagnostic[] {
  return profiledDiagnostics(withinBounds(body, () => imageFindings(body, mode === "create" || mode === "upload" || mode === "update" ? mode : "create")), options);
}

/**
 * Validates an image ID as referenced by a compute instance (`allowAnyAll` for StackScripts).
 * @example
 * ```ts
 * validateImageId("compute/debian12"); // []
 * validateImageId("any/all", true); // [] (StackScripts accept every image)
 * ```
 */
export function validateImageId(id: unknown, allowAnyAll = false): Diagnostic[] {
  const out = new Reporter();
  if (typeof id !== "string") out.report("image-id-syntax", [], `an image ID is a string, not ${show(id)}`);
  checkImageId(id, [], out, allowAnyAll);
  return toDiagnostics(out.findings);
}
