/** StackScripts: create and update request bodies and state-file entries. */
import { type Diagnostic, type Finding } from "../diagnostic.js";
import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator, type SchemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/stackscript.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics, type Mode, type ProfileOptions } from "./common.js";
import { checkImageId } from "./image.js";

const rules = resourceRules("stackscript");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.stackscriptCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.stackscriptState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.stackscriptUpdate, rules, API_WORDS);

/** Findings for a StackScript create or update body (any other mode validates as a create body). */
export function stackscriptFindings(body: unknown, mode: Mode): Finding[] {
  return stackscriptEntryFindings(body, mode === "update" ? updateSchema : createSchema);
}

/** Findings for a state-file StackScript entry. */
export function stackscriptStateFindings(entry: unknown): Finding[] {
  return stackscriptEntryFindings(entry, stateSchema);
}

function stackscriptEntryFindings(body: unknown, shape: SchemaValidator): Finding[] {
  const out = new Reporter();
  out.addAll(shape(body));
  if (!isPlainObject(body)) return out.findings;
  if (Array.isArray(body.images)) {
    // The reference states an array of strings; the live API wants at least one image (a live rule).
    if (body.images.length === 0) out.report("stackscript-images", ["images"], "images is empty; the live API takes a StackScript with at least one image ID (or any/all)");
    body.images.forEach((id: unknown, i) => checkImageId(id, ["images", i], out, true));
  }
  if (body.script === "") out.report("stackscript-script", ["script"], "script must not be empty");
  const { script } = body;
  if (typeof script === "string" && script.length > 0 && !script.startsWith("#!")) {
    const firstLine = script.slice(0, Math.min(script.length, 40)).split("\n")[0];
    out.report("stackscript-interpreter", ["script"], `script starts with ${show(firstLine)}, not an interpreter line such as "#!/bin/bash"; without one it may not run`);
  }
  return out.findings;
}

/**
 * Validates a StackScript body: `create` (POST /compute/stackscripts) or `update` (PUT, any field).
 * @example
 * ```ts
 * validateStackScript({ label: "bootstrap", images: ["compute/debian12"], script: "#!/bin/bash\necho hi\n" }); // []
 * ```
 */
export function validateStackScript(body: unknown, mode: Mode = "create", options?: ProfileOptions): Diagnostic[] {
  return profiledDiagnostics(withinBounds(body, () => stackscriptFindings(body, mode)), options);
}
