/**
 * Which cloudlint the extension starts: the workspace folder's own installed one, else the one the
 * `cloudlint.path` setting names, else none (a clear message: the extension bundles no cloudlint,
 * so that the editor never lints with a stale copy of a different version than CI's).
 *
 * Pure: the file system comes in as `isFile`, the platform as a string, so that it is tested
 * without VS Code and without a disk. Total over any input: it never throws.
 */
import * as path from "node:path";
import { escapeText } from "../../../src/util/text.js";

/** How to start the server: `command args...` in `cwd` (never through a shell). */
export interface ServerCommand {
  command: string;
  args: string[];
  cwd: string;
  /** Where it was found: the workspace folder's node_modules, or the `cloudlint.path` setting. */
  source: "workspace" | "setting";
}

export type Located = { ok: true; server: ServerCommand } | { ok: false; message: string };

export interface LocateInput {
  /** The workspace folder's path on disk; undefined when VS Code has no folder open. */
  folder: unknown;
  /** The `cloudlint.path` setting's value, as the settings hold it (any JSON value). */
  configuredPath: unknown;
  /** `process.platform`: on Windows the package's script runs with node, not the `.cmd` shim. */
  platform: string;
  /** Whether a regular file exists at the path. */
  isFile: (file: string) => boolean;
  /** The node executable that runs a `.js` entry point; "node" (from PATH) by default. */
  node?: string;
}

/** The arguments that make cloudlint a language server on stdio. */
export const SERVER_ARGS = ["lsp", "--stdio"] as const;

const SETTING = "cloudlint.path";
const MAX_PATH = 4096;

/** A path for a message: quoted, every control or invisible character escaped, bounded. */
function shown(file: string): string {
  return escapeText(JSON.stringify(file.length > MAX_PATH ? file.slice(0, MAX_PATH) + "…" : file));
}

function safeIsFile(isFile: (file: string) => boolean, file: string): boolean {
  try {
    return isFile(file) === true;
  } catch {
    return false;
  }
}

/** A script that node runs (a package's `bin/cloudlint.js`), rather than an executable. */
const isScript = (file: string) => /\.(?:c|m)?js$/i.test(file);

function start(file: string, cwd: string, source: ServerCommand["source"], node: string): ServerCommand {
  return isScript(file)
    ? { command: node, args: [file, ...SERVER_ARGS], cwd, source }
    : { command: file, args: [...SERVER_ARGS], cwd, source };
}

/**
 * The cloudlint to start for the workspace folder, in this order:
 * 1. the folder's `node_modules/.bin/cloudlint` (not on Windows, where it is a `.cmd` shim that only
 *    a shell runs), then its `node_modules/cloudlint/bin/cloudlint.js` (run with node);
 * 2. the `cloudlint.path` setting: an executable, or a `.js` entry point run with node; a relative
 *    path is relative to the folder;
 * 3. nothing: a message that says what to install or set. There is no bundled fallback.
 */
export function locateServer(input: LocateInput): Located {
  try {
    return locate(input);
  } catch (error) {
    return { ok: false, message: `cloudlint: could not look for the cloudlint to run (${escapeText(String(error))}).` };
  }
}

function locate({ folder, configuredPath, platform, isFile, node }: LocateInput): Located {
  const paths = platform === "win32" ? path.win32 : path.posix;
  const nodeCommand = typeof node === "string" && node !== "" ? node : "node";
  if (typeof folder !== "string" || folder === "" || !paths.isAbsolute(folder)) {
    return {
      ok: false,
      message:
        "cloudlint: open a folder (File > Open Folder): the language server runs the cloudlint installed in the workspace folder.",
    };
  }
  const root = paths.normalize(folder);
  const candidates = [
    ...(platform === "win32" ? [] : [paths.join(root, "node_modules", ".bin", "cloudlint")]),
    paths.join(root, "node_modules", "cloudlint", "bin", "cloudlint.js"),
  ];
  for (const candidate of candidates) {
    if (safeIsFile(isFile, candidate)) return { ok: true, server: start(candidate, root, "workspace", nodeCommand) };
  }

  if (configuredPath !== undefined && configuredPath !== null && configuredPath !== "") {
    if (typeof configuredPath !== "string" || configuredPath.trim() === "") {
      return { ok: false, message: `cloudlint: the setting ${SETTING} must be the path of a cloudlint executable or of its bin/cloudlint.js.` };
    }
    const configured = paths.resolve(root, configuredPath);
    if (!safeIsFile(isFile, configured)) {
      return {
        ok: false,
        message: `cloudlint: the setting ${SETTING} names ${shown(configured)}, which is not a file. Point it at a cloudlint executable or at a cloudlint package's bin/cloudlint.js.`,
      };
    }
    return { ok: true, server: start(configured, root, "setting", nodeCommand) };
  }

  return {
    ok: false,
    message:
      `cloudlint: no cloudlint is installed in the workspace folder ${shown(root)} (no ${candidates
        .map((c) => paths.relative(root, c).split(paths.sep).join("/"))
        .join(" nor ")}). ` +
      `Install it there (npm install --save-dev cloudlint), or set ${SETTING} to a cloudlint executable. ` +
      "The extension bundles no cloudlint of its own, so that the editor lints with the same version as CI.",
  };
}
