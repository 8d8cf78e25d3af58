import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/stackscript.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics } from "./common.js";
import { checkImageId } from "./image.js";
const rules = resourceRules("stackscript");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.stackscriptCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.stackscriptState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.stackscriptUpdate, rules, API_WORDS);
function stackscriptFindings(body, mode) {
  return stackscriptEntryFindings(body, mode === "update" ? updateSchema : createSchema);
}
function stackscriptStateFindings(entry) {
  return stackscriptEntryFindings(entry, stateSchema);
}
function stackscriptEntryFindings(body, shape) {
  const out = new Reporter();
  out.addAll(shape(body));
  if (!isPlainObject(body)) return out.findings;
  if (Array.isArray(body.images)) {
    if (body.images.length === 0) out.report("stackscript-images", ["images"], "images is empty; the live API takes a StackScript with at least one image ID (or any/all)");
    body.images.forEach((id, i) => checkImageId(id, ["images", i], out, true));
  }
  if (body.script === "") out.report("stackscript-script", ["script"], "script must not be empty");
  const { script } = body;
  if (typeof script === "string" && script.length > 0 && !script.startsWith("#!")) {
    const firstLine = script.slice(0, Math.min(script.length, 40)).split("\n")[0];
    out.report("stackscript-interpreter", ["script"], `script starts with ${show(firstLine)}, not an interpreter line such as "#!/bin/bash"; without one it may not run`);
  }
  return out.findings;
}
function validateStackScript(body, mode = "create", options) {
  return profiledDiagnostics(withinBounds(body, () => stackscriptFindings(body, mode)), options);
}
export {
  stackscriptFindings,
  stackscriptStateFindings,
  validateStackScript
};
