// Types of the build scripts the tests import (plain .mjs files).
declare module "*/scripts/hook-repository.mjs" {
  export const HOOK_GIT_ENV: NodeJS.ProcessEnv;
  export function git(cwd: string, ...args: string[]): string;
  export function hookRepository(): { path: string; rev: string };
}
declare module "*/scripts/cli-bundle.mjs" {
  export function cliBundleOptions(root: string): import("esbuild").BuildOptions;
  export function binOptions(root: string, built: { sha256: string; size: number }): import("esbuild").BuildOptions;
  export function builtBundle(bundle: Uint8Array): { sha256: string; size: number };
}
