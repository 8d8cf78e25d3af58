/**
 * The Terraform configuration of the plans a run lints: the `.tf` and `.tf.json` files of each
 * plan's folder (or of the folder --terraform-dir names) and of the local modules they call, read
 * so that a plan's findings point at the attribute's line in the `.tf` file (and the suppression
 * comments there apply). Nothing outside the repository is read: a module source that climbs out
 * of it, or a link that leads out, is passed over (--debug says so).
 */
import { readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { DEFAULT_LIMITS } from "../load/limits.js";
import { isLocalModuleSource, isTerraformConfigPath, localModuleSources, MAX_MODULE_DEPTH, moduleSources, normFolder, readHclConfig, readJsonConfig, tofuOverrides, type ModuleCall } from "../terraform/config.js";
import type { VariableInputs } from "../terraform/inputs.js";
import { orderAutoTfvars } from "../terraform/variables.js";
import { appendAll, setOwn } from "../util/data.js";
import { loadText } from "../load/load.js";
import { startsAsTerraformJson } from "../terraform/plan.js";
import { findRepository, isWithin, readSource, realpathSafe, statSafe, UsageError, type ReadFile } from "./files.js";

/** Module calls nest at most this deep, and at most this many configuration files are read. */
const MAX_FILES = 10_000;

/** `terraform show -json` writes `format_version` first: enough to tell a plan before parsing it. */
export function looksLikeTerraformJson(read: ReadFile): boolean {
  return /\.json$/i.test(read.source.filePath) && startsAsTerraformJson(read.source.text);
}

export interface PlanConfigOptions {
  /** --terraform-dir: the folder of the plans' configuration (default: each plan's own folder). */
  readonly dir?: string;
  readonly maxBytes: number;
  /** What all of them may read together (the run's total limit). */
  readonly maxTotalBytes: number;
  readonly debug: (line: string) => void;
}

/** The configuration files of the run's plans (marked `terraformConfig`), not already among `reads`. */
export function planConfigurations(reads: readonly ReadFile[], cwd: string, options: PlanConfigOptions): ReadFile[] {
  const plans = reads.filter(looksLikeTerraformJson);
  if (options.dir !== undefined && plans.length === 0) throw new UsageError("--terraform-dir places the findings of a Terraform plan (terraform show -json); no plan is among the linted files");
  if (plans.length === 0) return [];
  if (options.dir !== undefined && !statSafe(resolve(cwd, options.dir))?.isDirectory()) throw new UsageError(`--terraform-dir ${options.dir} is not a folder`);
  const repository = findRepository(cwd);
  const linted = new Set(reads.map((r) => r.absolute));
  const out: ReadFile[] = [];
  const seen = new Set<string>();
  // Each file once, however many links name it; and no more than the run's byte budget.
  const files = new Set(reads.map((r) => realpathSafe(r.absolute) ?? r.absolute));
  let bytes = 0;
  const visit = (folder: string, depth: number) => {
    const real = realpathSafe(folder);
    if (real === undefined || seen.has(real) || out.length >= MAX_FILES) return;
    seen.add(real);
    if (!isWithin(repository.real, real)) {
      options.debug(`not read: ${relative(cwd, folder) || folder}, a Terraform module folder outside the repository`);
      return;
    }
    let names: string[];
    try {
      // Files before links to them: a finding is placed in the file, not in a link's name for it.
      names = readdirSync(folder, { withFileTypes: true })
        .filter((e) => (e.isFile() || e.isSymbolicLink()) && isTerraformConfigPath(e.name))
        .sort((a, b) => Number(a.isSymbolicLink()) - Number(b.isSymbolicLink()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((e) => e.name);
    } catch {
      return;
    }
    for (const name of names) {
      const absolute = join(folder, name);
      const realFile = realpathSafe(absolute);
      if (linted.has(absolute) || realFile === undefined || files.has(realFile) || !isWithin(repository.real, realFile) || out.length >= MAX_FILES) continue;
      const size = statSafe(realFile)?.size ?? 0;
      if (size > options.maxBytes || bytes + size > options.maxTotalBytes) {
        options.debug(`not read: ${relative(cwd, absolute)}: past the size limits (a plan's findings in it stay in the plan)`);
        continue;
      }
      files.add(realFile);
      bytes += size;
      const read = readSource(absolute, cwd, { maxBytes: options.maxBytes });
      if ("problem" in read) {
        options.debug(`not read: ${relative(cwd, absolute)}: ${read.problem}`);
        continue;
      }
      read.source.terraformConfig = true;
      out.push(read);
      if (depth >= MAX_MODULE_DEPTH || read.source.text === "") continue;
      const config = /\.json$/i.test(name) ? readJsonConfig(name, loadText(read.source.text, { ...DEFAULT_LIMITS, maxBytes: options.maxBytes }, undefined, "json"), 0) : readHclConfig(name, read.source.text, 0, { ...DEFAULT_LIMITS, maxBytes: options.maxBytes });
      for (const source of localModuleSources(config)) visit(resolve(folder, source), depth + 1);
    }
  };
  for (const plan of plans) visit(options.dir !== undefined ? resolve(cwd, options.dir) : dirname(plan.absolute), 0);
  if (out.length) options.debug(`read ${out.length} Terraform configuration file${out.length === 1 ? "" : "s"} to place the plan's findings`);
  return out;
}

export interface ModuleConfigOptions {
  readonly maxBytes: number;
  /** What the module files may read together (what is left of the run's total limit). */
  readonly maxTotalBytes: number;
  readonly debug: (line: string) => void;
}

/** `.terraform/modules/modules.json` of a root folder: each installed module's folder by its key (`web`, `web.inner`), or undefined when there is none. */
function installedModules(root: string, maxBytes: number): Map<string, string> | undefined {
  const path = join(root, ".terraform", "modules", "modules.json");
  if (!statSafe(path)?.isFile()) return undefined;
  const read = readSource(path, root, { maxBytes });
  if ("problem" in read) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(read.source.text);
  } catch {
    return undefined;
  }
  const out = new Map<string, string>();
  const list = typeof data === "object" && data !== null ? (data as { Modules?: unknown }).Modules : undefined;
  if (!Array.isArray(list)) return out;
  for (const m of list) {
    if (typeof m !== "object" || m === null) continue;
    const { Key: key, Dir: dir } = m as { Key?: unknown; Dir?: unknown };
    if (typeof key === "string" && key !== "" && typeof dir === "string" && dir !== "") out.set(key, resolve(root, dir));
  }
  return out;
}

/**
 * The configuration files of the modules that the run's Terraform configuration files call and
 * that are not among them: local sources (`../../modules/fw`) followed from the root being linted
 * even when the module's folder is not among the paths, and registry or git sources from the
 * copy `terraform init` installed (`.terraform/modules/modules.json` of the root folder). Inside
 * the repository only, within the byte limits. Each calling file's source gets `moduleCalls`: the
 * installed copy's folder, or why a module is not read (the lint notes it at the `source` line).
 */
export function moduleConfigurations(reads: readonly ReadFile[], cwd: string, options: ModuleConfigOptions): ReadFile[] {
  const all = reads.filter((r) => isTerraformConfigPath(r.source.filePath) && !r.source.terraformConfig);
  // A .tf file a .tofu file replaces calls nothing (the lint leaves it out too).
  const replaced = tofuOverrides(all.map((r) => r.source.filePath));
  const configs = all.filter((_, i) => !replaced.has(i));
  if (configs.length === 0) return [];
  const repository = findRepository(cwd);
  const files = new Set(reads.map((r) => realpathSafe(r.absolute) ?? r.absolute));
  /** The folders (real paths) of the files the run has read, kept beside `files`. */
  const fileFolders = new Set([...files].map((f) => dirname(f)));
  const lintedFolders = new Set(configs.map((r) => realpathSafe(dirname(r.absolute)) ?? dirname(r.absolute)));
  const seenFolders = new Set<string>();
  /** Each root folder's .terraform/modules/modules.json, read once. */
  const manifests = new Map<string, Map<string, string> | undefined>();
  const out: ReadFile[] = [];
  let bytes = 0;
  const shown = (path: string) => relative(cwd, path) || ".";
  /** A module folder's configuration files, read; undefined when it has none. */
  const readFolder = (folder: string): ReadFile[] | undefined => {
    let names: string[];
    try {
      names = readdirSync(folder, { withFileTypes: true })
        .filter((e) => (e.isFile() || e.isSymbolicLink()) && isTerraformConfigPath(e.name))
        .map((e) => e.name)
        .sort();
    } catch {
      return undefined;
    }
    if (names.length === 0) return undefined;
    const got: ReadFile[] = [];
    for (const name of names) {
      const absolute = join(folder, name);
      const realFile = realpathSafe(absolute);
      if (realFile === undefined || files.has(realFile) || out.length >= MAX_FILES) continue;
      if (!isWithin(repository.real, realFile)) {
        options.debug(`not read: ${shown(absolute)}, a link out of the repository`);
        continue;
      }
      const size = statSafe(realFile)?.size ?? 0;
      if (size > options.maxBytes || bytes + size > options.maxTotalBytes) {
        options.debug(`not read: ${shown(absolute)}: past the size limits (a module file)`);
        continue;
      }
      const read = readSource(absolute, cwd, { maxBytes: options.maxBytes });
      if ("problem" in read) {
        options.debug(`not read: ${shown(absolute)}: ${read.problem}`);
        continue;
      }
      files.add(realFile);
      fileFolders.add(dirname(realFile));
      bytes += size;
      got.push(read);
    }
    return got;
  };
  /** Whether a folder (real path) holds a configuration file the run has read (a file linted under a link elsewhere). */
  const readFolderFiles = (real: string) => fileFolders.has(real);
  /** Each file's module calls (name and literal source), read once. */
  const parsed = new Map<ReadFile, { name: string; source: string | undefined }[]>();
  const callsOf = (read: ReadFile) => {
    let got = parsed.get(read);
    if (got) return got;
    const text = read.source.text;
    const name = read.source.filePath;
    got = text === "" || !/\bmodule\b/.test(text) ? [] : moduleSources(/\.json$/i.test(name) ? readJsonConfig(name, loadText(text, { ...DEFAULT_LIMITS, maxBytes: options.maxBytes }, undefined, "json"), 0) : readHclConfig(name, text, 0, { ...DEFAULT_LIMITS, maxBytes: options.maxBytes }));
    parsed.set(read, got);
    return got;
  };
  // The linted files by folder: a linted folder that another one calls is visited from its caller
  // (so that its registry calls are looked up under the root's modules.json, as `web.inner`).
  const byFolder = new Map<string, ReadFile[]>();
  for (const r of configs) {
    const folder = realpathSafe(dirname(r.absolute)) ?? dirname(r.absolute);
    const list = byFolder.get(folder);
    if (list) list.push(r);
    else byFolder.set(folder, [r]);
  }
  const visitFile = (read: ReadFile, root: string, prefix: string, depth: number) => {
    const name = read.source.filePath;
    const folder = dirname(read.absolute);
    const calls: Record<string, ModuleCall> = Object.create(null) as Record<string, ModuleCall>;
    for (const { name: call, source } of callsOf(read)) {
      if (source === undefined) continue;
      const key = prefix ? `${prefix}.${call}` : call;
      let target: string;
      if (isLocalModuleSource(source)) {
        target = resolve(folder, source);
        const real = realpathSafe(target);
        if (real === undefined || !statSafe(real)?.isDirectory()) {
          calls[call] = { note: `module "${call}": its source ${source} names ${shown(target)}, which does not exist; its resources are not checked` };
          continue;
        }
        if (!isWithin(repository.real, real)) {
          calls[call] = { note: `module "${call}": its source ${source} leads outside the repository (${shown(target)}); nothing outside it is read, so its resources are not checked` };
          continue;
        }
        if (lintedFolders.has(real)) {
          // Among the run's own files: the lint reads it; its calls are its caller's module's.
          if (depth < MAX_MODULE_DEPTH && !seenFolders.has(real)) {
            seenFolders.add(real);
            for (const r of byFolder.get(real) ?? []) visitFile(r, root, key, depth + 1);
          }
          continue;
        }
      } else {
        if (!manifests.has(root)) manifests.set(root, installedModules(root, options.maxBytes));
        const installed = manifests.get(root);
        const dir = installed?.get(key);
        if (dir === undefined) {
          calls[call] = { note: `module "${call}": ${source} is not installed (${installed ? `no entry "${key}" in` : "no"} ${shown(join(root, ".terraform", "modules", "modules.json"))}; run terraform init); its resources are not checked` };
          continue;
        }
        const real = realpathSafe(dir);
        if (real === undefined || !isWithin(repository.real, real)) {
          calls[call] = { note: `module "${call}": its installed copy ${shown(dir)} ${real === undefined ? "does not exist (run terraform init again)" : "is outside the repository; nothing outside it is read"}; its resources are not checked` };
          continue;
        }
        target = dir;
        calls[call] = { folder: relative(cwd, dir) || "." };
      }
      const real = realpathSafe(target)!;
      if (depth >= MAX_MODULE_DEPTH || seenFolders.has(real)) continue;
      seenFolders.add(real);
      const got = readFolder(target);
      if (got === undefined) {
        calls[call] = { note: `module "${call}": ${shown(target)} holds no Terraform configuration file (.tf, .tf.json, .tofu, .tofu.json); its resources are not checked` };
        continue;
      }
      if (got.length) options.debug(`read module "${key}" from ${shown(target)} (${got.length} file${got.length === 1 ? "" : "s"}): called by ${name}`);
      else if (!readFolderFiles(real)) {
        calls[call] = { note: `module "${call}": the files of ${shown(target)} were not read (past the run's size limits, links out of the repository or unreadable: --debug says which); its resources are not checked` };
        continue;
      }
      appendAll(out, got);
      // A .tf file a .tofu file replaces is read (the lint says so) but calls nothing.
      const replacedHere = tofuOverrides(got.map((r) => r.source.filePath));
      got.forEach((r, i) => replacedHere.has(i) || visitFile(r, root, key, depth + 1));
    }
    if (Object.keys(calls).length) read.source.moduleCalls = { ...read.source.moduleCalls, ...calls };
  };
  // Roots first: the linted folders no linted file calls; then any left (only a cycle reaches them).
  const called = new Set<string>();
  for (const r of configs) {
    for (const { source } of callsOf(r)) {
      if (source === undefined || !isLocalModuleSource(source)) continue;
      const real = realpathSafe(resolve(dirname(r.absolute), source));
      if (real !== undefined && real !== (realpathSafe(dirname(r.absolute)) ?? dirname(r.absolute)) && byFolder.has(real)) called.add(real);
    }
  }
  const visitRoot = (folder: string) => {
    if (seenFolders.has(folder)) return;
    seenFolders.add(folder);
    for (const r of byFolder.get(folder)!) visitFile(r, dirname(r.absolute), "", 0);
  };
  for (const folder of byFolder.keys()) if (!called.has(folder)) visitRoot(folder);
  for (const folder of byFolder.keys()) visitRoot(folder);
  return out;
}

/** `--var-file FILE` or `--var NAME=VALUE`, as the command line orders them. */
export type VarArg = { readonly file: string } | { readonly var: string };

/** The config's `terraform.varFiles` (relative to its folder) and `terraform.vars`, as --var-file and --var given before the command line's. */
export function configVarArgs(config: { readonly folder: string; readonly config: { readonly terraform?: { readonly varFiles?: readonly string[]; readonly vars?: Readonly<Record<string, string>> } } } | undefined): VarArg[] {
  const t = config?.config.terraform;
  if (!t) return [];
  return [...(t.varFiles ?? []).map((f) => ({ file: resolve(config.folder, f) })), ...Object.entries(t.vars ?? {}).map(([k, v]) => ({ var: `${k}=${v}` }))];
}

export interface VariableReadOptions {
  readonly maxBytes: number;
  /** What the definitions files may read together (what is left of the run's total limit). */
  readonly maxTotalBytes: number;
  readonly debug: (line: string) => void;
}

/**
 * What the run gives Terraform root modules' variables: TF_VAR_name from the environment, the
 * definitions files Terraform reads by itself from the folders of the linted `.tf` files
 * (terraform.tfvars, terraform.tfvars.json, *.auto.tfvars, *.auto.tfvars.json), and --var-file
 * (relative to here, inside the repository; a file that cannot be read is exit 2) and --var in
 * command-line order. A definitions file found but not readable is passed with its problem: no
 * variable of its root is then known (a lower source's value would be a guess).
 */
export function terraformVariables(reads: readonly { readonly absolute: string; readonly source: { readonly filePath: string; readonly terraformConfig?: boolean } }[], env: Readonly<Record<string, string | undefined>>, varArgs: readonly VarArg[], cwd: string, options: VariableReadOptions): { inputs: VariableInputs; bytes: number } {
  const repository = findRepository(cwd);
  let bytes = 0;
  const envValues: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (k.startsWith("TF_VAR_") && k.length > 7 && v !== undefined) setOwn(envValues, k.slice(7), v);
  }
  const args: ({ filePath: string; text: string } | { name: string; value: string })[] = [];
  for (const a of varArgs) {
    if ("var" in a) {
      const eq = a.var.indexOf("=");
      if (eq <= 0) throw new UsageError(`--var ${a.var}: give NAME=VALUE`);
      args.push({ name: a.var.slice(0, eq), value: a.var.slice(eq + 1) });
      continue;
    }
    const absolute = resolve(cwd, a.file);
    const stats = statSafe(absolute);
    if (!stats) throw new UsageError(`--var-file ${a.file}: no such file`);
    if (!stats.isFile()) throw new UsageError(`--var-file ${a.file} is not a file`);
    if (stats.size > options.maxBytes) throw new UsageError(`--var-file ${a.file} is ${stats.size} bytes, more than the limit of ${options.maxBytes}`);
    const real = realpathSafe(absolute) ?? absolute;
    if (!isWithin(repository.real, real)) throw new UsageError(`--var-file ${a.file} is outside the repository; only files inside it are read`);
    if (bytes + stats.size > options.maxTotalBytes) throw new UsageError(`--var-file ${a.file}: past the run's limit of bytes for all files together`);
    const read = readSource(absolute, cwd, { maxBytes: options.maxBytes });
    if ("problem" in read) throw new UsageError(`--var-file ${a.file}: ${read.problem}`);
    bytes += read.byteLength;
    args.push({ filePath: read.source.filePath, text: read.source.text });
    options.debug(`variables: read --var-file ${read.source.filePath}`);
  }
  // The folders of the linted configuration files: each may be a root module.
  const folders = new Set<string>();
  for (const r of reads) if (!r.source.terraformConfig && isTerraformConfigPath(r.source.filePath)) folders.add(dirname(r.absolute));
  const autoFiles: { filePath: string; text: string; problem?: string }[] = [];
  for (const folder of folders) {
    let names: string[];
    try {
      names = orderAutoTfvars(readdirSync(folder, { withFileTypes: true }).filter((e) => e.isFile() || e.isSymbolicLink()).map((e) => e.name));
    } catch {
      continue;
    }
    for (const name of names) {
      const absolute = join(folder, name);
      const filePath = relative(cwd, absolute) || name;
      const real = realpathSafe(absolute);
      const size = real !== undefined ? (statSafe(real)?.size ?? 0) : 0;
      const refuse = (problem: string) => {
        options.debug(`variables: not read: ${filePath}: ${problem}`);
        autoFiles.push({ filePath, text: "", problem });
      };
      if (real === undefined || !isWithin(repository.real, real)) {
        refuse("it leads outside the repository");
        continue;
      }
      if (size > options.maxBytes || bytes + size > options.maxTotalBytes) {
        refuse("past the size limits");
        continue;
      }
      const read = readSource(absolute, cwd, { maxBytes: options.maxBytes });
      if ("problem" in read) {
        refuse(read.problem);
        continue;
      }
      bytes += read.byteLength;
      autoFiles.push({ filePath: read.source.filePath, text: read.source.text });
      options.debug(`variables: read ${read.source.filePath}`);
    }
  }
  // file(), templatefile(), filebase64(): files inside the repository, within what is left of the byte limits, each read once.
  const read = new Map<string, string | undefined>();
  let left = options.maxTotalBytes - bytes;
  const readFile = (path: string): string | undefined => {
    const absolute = resolve(cwd, path);
    if (read.has(absolute)) return read.get(absolute);
    let text: string | undefined;
    const stats = statSafe(absolute);
    const real = realpathSafe(absolute);
    if (!stats?.isFile() || real === undefined) options.debug(`terraform: file ${relative(cwd, absolute) || path} not found for file()/templatefile()`);
    else if (!isWithin(repository.real, real)) options.debug(`terraform: file ${relative(cwd, absolute)} is outside the repository; file()/templatefile() of it is unknown`);
    else if (stats.size > options.maxBytes || stats.size > left) options.debug(`terraform: file ${relative(cwd, absolute)} is past the size limits; file()/templatefile() of it is unknown`);
    else {
      const got = readSource(absolute, cwd, { maxBytes: options.maxBytes });
      if ("problem" in got) options.debug(`terraform: file ${relative(cwd, absolute)}: ${got.problem}`);
      else {
        left -= got.byteLength;
        text = got.source.text;
        options.debug(`terraform: read ${got.source.filePath} for file()/templatefile()`);
      }
    }
    read.set(absolute, text);
    return text;
  };
  // terraform.workspace: TF_WORKSPACE, else the workspace `terraform workspace select` recorded in
  // the root folder's .terraform/environment, else Terraform's "default".
  const workspaces: Record<string, string> = {};
  // An empty TF_WORKSPACE is unset, as Terraform reads it; TF_DATA_DIR moves .terraform.
  const selected = env.TF_WORKSPACE || undefined;
  const dataDir = env.TF_DATA_DIR || ".terraform";
  for (const folder of folders) {
    let name = selected;
    if (name === undefined) {
      const file = resolve(folder, dataDir, "environment");
      const real = realpathSafe(file);
      if (real !== undefined && isWithin(repository.real, real) && (statSafe(real)?.size ?? Infinity) <= 256) {
        const read = readSource(file, cwd, { maxBytes: 256 });
        if (!("problem" in read)) name = read.source.text.trim();
      }
    }
    if (name !== undefined && /^[A-Za-z0-9_.-]{1,90}$/.test(name)) {
      const key = normFolder(relative(cwd, folder));
      setOwn(workspaces, key, name);
      options.debug(`terraform: workspace of ${key || "."}: ${name}`);
    }
  }
  return { inputs: { env: envValues, autoFiles, args, readFile, workspaces }, bytes };
}
