/** The CLI's file access: which state files an invocation names, and reading them safely. */
import { readFileSync, readdirSync, statSync, type Stats } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { SourceFile } from "../lint.js";
import { DEFAULT_LIMITS } from "../load/limits.js";

/** Raised for problems that mean exit 2: the message is for the user, no stack trace. */
export class UsageError extends Error {}

const STATE_EXTENSIONS = [".yaml", ".yml", ".json"];
const SKIPPED_DIRECTORIES = new Set(["node_modules"]);

function isStateFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return STATE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** Expands the arguments into state files: files as given, directories recursively (sorted). */
export function collectFiles(inputs: readonly string[], cwd: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (file: string) => {
    const key = resolve(cwd, file);
    if (!seen.has(key)) {
      seen.add(key);
      files.push(file);
    }
  };
  const walk = (dir: string, found: string[]) => {
    let entries;
    try {
      entries = readdirSync(resolve(cwd, dir), { withFileTypes: true });
    } catch (e) {
      throw new UsageError(`cannot read directory ${dir}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      // Symbolic links are not followed into directories (no cycles); hidden folders and
      // node_modules are never state.
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && !SKIPPED_DIRECTORIES.has(entry.name)) walk(path, found);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && isStateFileName(entry.name)) {
        found.push(path);
      }
    }
  };
  for (const input of inputs) {
    let stats: Stats;
    try {
      stats = statSync(resolve(cwd, input));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new UsageError(code === "ENOENT" ? `no such file or directory: ${input}` : `cannot read ${input}: ${code ?? String(e)}`);
    }
    if (stats.isDirectory()) {
      const found: string[] = [];
      walk(input, found);
      if (found.length === 0) throw new UsageError(`no state files (*.yaml, *.yml, *.json) in directory ${input}`);
      found.forEach(add);
    } else {
      add(input);
    }
  }
  return files;
}

export function statSafe(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

export function readSource(file: string, cwd: string): SourceFile {
  const absolute = resolve(cwd, file);
  const display = relative(cwd, absolute) || file;
  let size: number;
  try {
    size = statSync(absolute).size;
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  // Do not read an oversized file into memory; the loader reports the limit as a finding.
  if (size > DEFAULT_LIMITS.maxBytes) return { filePath: display, text: "", byteLength: size };
  try {
    let text = readFileSync(absolute, "utf8");
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return { filePath: display, text };
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

