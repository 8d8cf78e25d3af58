import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the oracle's third-party material is: $CLOUDLINT_ORACLE_DIR, else the shared/ folder
 * beside the clone (the steering repository's). Never inside this repository: see README.md.
 */
export function oracleDir(name: string): string {
  const base = process.env.CLOUDLINT_ORACLE_DIR ?? resolve(fileURLToPath(new URL("../../..", import.meta.url)), "shared");
  return resolve(base, name);
}
