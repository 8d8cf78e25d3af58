/** StackScripts (POST/PUT /compute/stackscripts) and images (POST /images, /images/upload, PUT). See firewall.ts for the annotations. */
import { bodyId, DRAFT, ID_BASE, stateId } from "./common.js";

const stackscriptProperties = {
  label: { type: "string", minLength: 3, maxLength: 128, "x-rule": "stackscript-label-length", description: "3..128 characters." },
  images: {
    type: "array",
    items: { type: "string" },
    description: "Image IDs deployable with it (compute/<name>, private/<id>); any/all accepts every image.",
  },
  script: { type: "string", "x-rule": "stackscript-script", description: "The script run on provisioning; starts with an interpreter line (#!)." },
  description: { type: "string", description: "Description." },
  is_public: { type: "boolean", description: "A public StackScript cannot be made private or deleted." },
  rev_note: { type: "string", description: "Notes for this revision." },
} as const;

export function stackscriptCreateSchema(state: boolean) {
  return {
    $schema: DRAFT,
    $id: `${ID_BASE}${state ? "stackscript-state" : "stackscript-create"}.schema.json`,
    title: state ? "StackScript (state file entry)" : "StackScript create request",
    type: "object",
    required: ["label", "images", "script"],
    additionalProperties: false,
    properties: { ...(state ? { id: stateId } : {}), ...stackscriptProperties },
  } as const;
}

export const stackscriptUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}stackscript-update.schema.json`,
  title: "StackScript update request",
  type: "object",
  additionalProperties: false,
  properties: stackscriptProperties,
} as const;

const imageDescription = {
  type: ["string", "null"],
  minLength: 1,
  maxLength: 65000,
  "x-rule": "image-description-length",
  description: "1..65000 characters, or null.",
} as const;
const imageLabel = { type: "string", "x-rule": "image-required-field", description: "Short title." } as const;

const imageFields = {
  disk_id: bodyId("Capture from this disk (POST /images)."),
  region: { type: "string", "x-rule": "image-required-field", description: "Upload to this region (POST /images/upload)." },
  label: imageLabel,
  description: imageDescription,
  cloud_init: { type: "boolean", description: "Whether the image supports cloud-init." },
} as const;

/**
 * An image in a state file: captured from a disk (`disk_id`) or uploaded (`region`, with `label`
 * required). Which of the two is checked in code, for a clearer message.
 */
export const imageStateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}image-state.schema.json`,
  title: "Image (state file entry)",
  type: "object",
  additionalProperties: false,
  properties: {
    id: { type: "string", description: "Read-only: private/<id>, in a baseline." },
    status: { type: "string", enum: ["creating", "pending_upload", "available"], "x-rule": "image-field-type", description: "Read-only, in a baseline." },
    ...imageFields,
  },
} as const;

/** POST /images: capture a private image from a compute disk. */
export const imageCreateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}image-create.schema.json`,
  title: "Image create request (POST /images, from a disk)",
  type: "object",
  required: ["disk_id"],
  additionalProperties: false,
  properties: { disk_id: imageFields.disk_id, label: imageLabel, description: imageDescription, cloud_init: imageFields.cloud_init },
} as const;

/** POST /images/upload: a private image whose data is uploaded afterwards. */
export const imageUploadSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}image-upload.schema.json`,
  title: "Image upload request (POST /images/upload)",
  type: "object",
  required: ["label", "region"],
  additionalProperties: false,
  properties: { label: imageLabel, region: imageFields.region, description: imageDescription, cloud_init: imageFields.cloud_init },
} as const;

export const imageUpdateSchema = {
  $schema: DRAFT,
  $id: `${ID_BASE}image-update.schema.json`,
  title: "Image update request",
  type: "object",
  additionalProperties: false,
  properties: { label: imageLabel, description: imageDescription },
} as const;

export const STACKSCRIPT_IMAGE_SCHEMA_FILES = {
  "stackscript-create.schema.json": stackscriptCreateSchema(false),
  "stackscript-state.schema.json": stackscriptCreateSchema(true),
  "stackscript-update.schema.json": stackscriptUpdateSchema,
  "image-create.schema.json": imageCreateSchema,
  "image-upload.schema.json": imageUploadSchema,
  "image-state.schema.json": imageStateSchema,
  "image-update.schema.json": imageUpdateSchema,
} as const;
