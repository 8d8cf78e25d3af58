// Types of the build scripts the tests import (plain .mjs files).
declare module "*/scripts/hook-repository.mjs" {
  export const HOOK_GIT_ENV: NodeJS.ProcessEnv;
  export function git(cwd: string, ...args: string[]): string;
  export function hookRepository(): { path: string; rev: string };
}
declare module "*/scripts/cli-bundle.mjs" {
  export function buildCli(root: string, options?: { minify?: boolean }): Promise<Record<string, Uint8Array>>;
  export function builtBundle(bundle: Uint8Array): { sha256: string; size: number };
}
declare module "*/scripts/lib-bundle.mjs" {
  export const LIB_ENTRIES: Record<string, string>;
  export function buildLib(root: string): Promise<Record<string, string>>;
  export function listLib(root: string): string[];
}
declare module "*/bench/tf-folder.mjs" {
  export function generate(minBytes: number): Array<{ filePath: string; text: string }>;
}
