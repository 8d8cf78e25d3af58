/** StackScripts: create and update request bodies and state-file entries. */
import { type Diagnostic, type Finding } from "../diagnostic.js";
import { type Mode, type ProfileOptions } from "./common.js";
/** Findings for a StackScript create or update body (any other mode validates as a create body). */
export declare function stackscriptFindings(body: unknown, mode: Mode): Finding[];
/** Findings for a state-file StackScript entry. */
export declare function stackscriptStateFindings(entry: unknown): Finding[];
/**
 * Validates a StackScript body: `create` (POST /compute/stackscripts) or `update` (PUT, any field).
 * @example
 * ```ts
 * validateStackScript({ label: "bootstrap", images: ["compute/debian12"], script: "#!/bin/bash\necho hi\n" }); // []
 * ```
 */
export declare function validateStackScript(body: unknown, mode?: Mode, options?: ProfileOptions): Diagnostic[];
