/**
 * Images: captured from a disk (POST /images) or uploaded (POST /images/upload), update, and the
 * image-ID form used wherever an image is referenced (compute instances, StackScripts).
 */
import { type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { type Mode, type ProfileOptions } from "./common.js";
/**
 * The image endpoints that take a body: `create` is POST /images (from a disk), `upload` POST /images/upload, `update` PUT /images/{imageId}.
 * @example
 * ```ts
 * const mode: ImageMode = "upload";
 * validateImage({ label: "golden", region: "us-east" }, mode); // []
 * ```
 */
export type ImageMode = Mode | "upload";
/**
 * Image IDs: `compute/<name>` (public images) or `private/<id>` (account images); `any/all` where
 * a StackScript accepts every image.
 */
export declare function checkImageId(id: unknown, path: Path, out: Reporter, allowAnyAll?: boolean): void;
/** Findings for an image request body: each endpoint its own schema, so neither accepts the other's body. */
export declare function imageFindings(body: unknown, mode: ImageMode): Finding[];
/** Findings for a state-file image entry: captured or uploaded, told apart by its fields. */
export declare function imageStateFindings(body: unknown): Finding[];
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
export declare function validateImage(body: unknown, mode?: ImageMode, options?: ProfileOptions): Diagnostic[];
/**
 * Validates an image ID as referenced by a compute instance (`allowAnyAll` for StackScripts).
 * @example
 * ```ts
 * validateImageId("compute/debian12"); // []
 * validateImageId("any/all", true); // [] (StackScripts accept every image)
 * ```
 */
export declare function validateImageId(id: unknown, allowAnyAll?: boolean): Diagnostic[];
