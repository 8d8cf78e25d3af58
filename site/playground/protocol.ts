/** Messages between the page and the lint worker. */
import type { Diagnostic, ExposureMap, FirewallRef, LintFilesResult, WorkspaceFile } from "./core.js";

export type { Diagnostic, ExposureMap, FirewallRef, LintFilesResult, WorkspaceFile };

export type Request =
  | { type: "lint"; generation: number; after: WorkspaceFile[]; before: WorkspaceFile[] | null; firewall: { label: string; path: string } | null }
  | { type: "exposure"; generation: number; firewall: { label: string; path: string } }
  | { type: "fix"; id: number; path: string; text: string; diagnostic: Diagnostic };

export type ExposureAnswer = { map: ExposureMap } | { problem: string } | null;

export type Reply =
  | { type: "lint"; generation: number; result: LintFilesResult; firewalls: FirewallRef[]; exposure: ExposureAnswer; ms: number }
  | { type: "exposure"; generation: number; exposure: ExposureAnswer }
  | { type: "fix"; id: number; text: string | null; error?: string }
  | { type: "error"; generation: number; message: string };
