/** What the playground's worker takes from the core (src/): the same lint as the CLI, on in-memory files. */
import type { Diagnostic } from "../../src/diagnostic.js";
import type { FirewallExposure } from "../../src/files/lint-files.js";

export { applyFix, exposureMap, firewallsOf, inspectFiles, type FirewallRef, type LintFilesResult, type WorkspaceFile } from "../../src/files/lint-files.js";
export type { Diagnostic };

/** A firewall's picture as exposureMap gives it (not its problem). */
export type ExposureMap = FirewallExposure;
