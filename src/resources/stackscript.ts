/** StackScripts: create and update request bodies and state-file entries. */
import { toDiagnostics, type Diagnostic, type Finding } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { resourceValidators } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/stackscript.generated.js";
import { isPlainObject, show } from "../util/text.js";
import type { Mode } from "./common.js";
import { checkImageId } from "./image.js";

const schemas = resourceValidators("stackscript", { create: compiled.stackscriptCreate, state: compiled.stackscriptState, update: compiled.stackscriptUpdate });

/** Findings for a StackScript create or update body, or (`state`) a state-file entry. */
export function stackscriptFindings(body: unknown, mode: Mode | "state"): Finding[] {
  const out = new Reporter();
  // Only the known modes: anything else (a typo, "toString") validates as a create body.
  out.addAll(schemas[mode === "update" ? "update" : mode === "state" ? "state" : "create"](body));
  if (!isPlainObject(body)) return out.findings;
  if (Array.isArray(body.images)) body.images.forEach((id: unknown, i) => checkImageId(id, ["images", i], out, true));
  const { script } = body;
  if (typeof script === "string" && script.length > 0 && !script.startsWith("#!")) {
    const firstLine = script.slice(0, Math.min(script.length, 40)).split("\n")[0];
    out.report("stackscript-interpreter", ["script"], `script starts with ${show(firstLine)}, not an interpreter line such as "#!/bin/bash"; without one it may not run`);
  }
  return out.findings;
}

/** Validates a StackScript body: `create` (POST /compute/stackscripts) or `update` (PUT, any field). */
export function validateStackScript(body: unknown, mode: Mode = "create"): Diagnostic[] {
  return toDiagnostics(stackscriptFindings(body, mode));
}
