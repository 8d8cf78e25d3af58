/** Finding, reading and validating the config file for the CLI. */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Config } from "../config/config.js";
import { statSafe, UsageError } from "./files.js";

export interface LoadedConfig {
  path: string;
  folder: string;
  config: Config;
}

/** The config: --config, else the first config file name found from the working folder upward. */
export async function loadConfig(explicit: string | undefined, cwd: string): Promise<LoadedConfig | undefined> {
  const { CONFIG_FILE_NAMES, validateConfig } = await import("../config/config.js");
  let path: string | undefined;
  if (explicit !== undefined) {
    path = resolve(cwd, explicit);
    if (!statSafe(path)?.isFile()) throw new UsageError(`no such config file: ${explicit}`);
  } else {
    for (let dir = resolve(cwd); ; dir = dirname(dir)) {
      path = CONFIG_FILE_NAMES.map((n) => join(dir, n)).find((p) => statSafe(p)?.isFile());
      if (path || dirname(dir) === dir) break;
    }
  }
  if (!path) return undefined;
  const display = relative(cwd, path) || path;
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new UsageError(`cannot read config ${display}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  const { loadText } = await import("../load/load.js");
  const loaded = loadText(text, undefined, undefined, path.endsWith(".json") ? "json" : "yaml");
  if (loaded.data === undefined) {
    throw new UsageError(`invalid config ${display}: ${loaded.findings.map((f) => `${display}:${f.line}:${f.column} ${f.message}`).join("; ")}`);
  }
  const { config, problems } = validateConfig(loaded.data ?? {});
  if (problems.length > 0) {
    const at = (p: (typeof problems)[number]) => {
      const pos = loaded.positions.locate(p.path, p.anchor);
      return pos ? `${display}:${pos.line}:${pos.column}` : display;
    };
    throw new UsageError(`invalid config ${display}:\n${problems.map((p) => `  ${at(p)}  ${p.message}  (${p.ruleId})`).join("\n")}`);
  }
  return { path, folder: dirname(path), config };
}

/** A path relative to the config's folder, with "/" separators, for glob matching. */
export function configRelative(config: LoadedConfig, cwd: string, file: string): string {
  return relative(config.folder, resolve(cwd, file)).split(sep).join("/");
}

