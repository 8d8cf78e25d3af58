/** `cloudlint init`: a starter config beside the user, and the pre-commit snippet to add. */
import { join, relative } from "node:path";
import { repositoryUrl } from "../format/sarif.js";
import { lstatSafe, statSafe, UsageError } from "./files.js";
import { replaceFile, writeRefusal } from "./write.js";

/** The config schema where an npm install puts it, beside the config. */
export const LOCAL_SCHEMA = "./node_modules/cloudlint/schemas/config.schema.json";

/**
 * The config schema of this version in the repository (package.json's `repository` on GitHub, at
 * the tag v<version>), for a project with no node_modules/ (pre-commit installs cloudlint in its
 * own cache); undefined when package.json names no GitHub repository.
 */
export function repositorySchema(pkg: { repository?: unknown; version?: unknown }): string | undefined {
  const url = repositoryUrl(pkg);
  if (url === undefined || typeof pkg.version !== "string" || !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(pkg.version)) return undefined;
  const match = /^https:\/\/github\.com\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(url);
  return match ? `https://raw.githubusercontent.com/${match[1]}/${match[2]}/v${pkg.version}/schemas/config.schema.json` : undefined;
}

/** The starter config, its `$schema` comment naming `schema`. */
export const starterConfig = (schema: string) => `# yaml-language-server: $schema=${schema}
# cloudlint configuration (every key is explained in cloudlint's docs/cli.md, "Configuration").
# The files that make up the account (cross-file rules see them all), relative to this file.
files:
  - "infra/**/*.yaml"
  - "infra/**/*.yml"
  - "infra/**/*.json"
  - "infra/**/*.tf"
# Files never linted.
ignores: []
# Severity per rule id (cloudlint rules lists them): error, warning, info or off.
rules: {}
# Per-glob severities, later ones win.
overrides: []
# Account-wide settings, e.g.
#   allowedRegions: [us-east, eu-west]   (region-not-allowed)
#   sensitivePorts: [22, 3306, 5432]     (firewall-exposed-port; default: administrative and database ports)
settings: {}
`;

export const STARTER_CONFIG = starterConfig(LOCAL_SCHEMA);

export const PRE_COMMIT_SNIPPET = `# .pre-commit-config.yaml
repos:
  - repo: <this repository's URL>
    rev: <a tag or commit>
    hooks:
      - id: cloudlint              # lints the account the config's \`files\` name (no config: the repository)
      - id: cloudlint-policy-test  # runs the policies' own tests when .cloudlint/policies/ changes
      - id: cloudlint-init         # only when asked: pre-commit run --hook-stage manual cloudlint-init
      # - id: cloudlint
      #   args: [infra/]           # or name the account's folders here
`;

/**
 * The pre-commit snippet for this installation: the repository and the tag of the installed
 * version (`pkg`: the package's own package.json, the one place that names where it is published),
 * in place of PRE_COMMIT_SNIPPET's placeholders; a placeholder stays where package.json does not say.
 */
export function preCommitSnippet(pkg: { repository?: unknown; version?: unknown } | undefined): string {
  const repo = pkg ? repositoryUrl(pkg) : undefined;
  const version = typeof pkg?.version === "string" && /^\d+\.\d+\.\d+[\w.+-]*$/.test(pkg.version) ? pkg.version : undefined;
  let snippet = PRE_COMMIT_SNIPPET;
  if (repo !== undefined) snippet = snippet.replace("<this repository's URL>", repo);
  if (version !== undefined) snippet = snippet.replace("rev: <a tag or commit>", `rev: v${version}`);
  return snippet;
}

/**
 * Writes .cloudlintrc.yaml in `cwd` (never over an existing config without --force, never through
 * a symbolic link even with it) and returns what to print. Its `$schema` is the installed
 * package's when there is one, else the published one of `pkg` (the package's own package.json;
 * repositorySchema) when it names one.
 */
export function runInit(cwd: string, force: boolean, pkg?: { repository?: unknown; version?: unknown }): string {
  const path = join(cwd, ".cloudlintrc.yaml");
  // The local schema when cloudlint is installed here, else (pre-commit only) the published one.
  const published = pkg ? repositorySchema(pkg) : undefined;
  const schema = published === undefined || statSafe(join(cwd, LOCAL_SCHEMA))?.isFile() ? LOCAL_SCHEMA : published;
  const display = relative(cwd, path) || path;
  const refusal = writeRefusal(path);
  if (refusal) throw new UsageError(`refusing to write ${display}: ${refusal}`);
  if (lstatSafe(path) && !force) throw new UsageError(`${display} already exists; remove it or run cloudlint init --force`);
  const outcome = replaceFile(path, (write) => write(starterConfig(schema)));
  if (!outcome.ok) throw new UsageError(`cannot write .cloudlintrc.yaml: ${outcome.code}`);
  return `wrote .cloudlintrc.yaml (its files globs name the account; edit them to where your state files are)\n\nTo run cloudlint before every commit, add this to .pre-commit-config.yaml:\n\n${preCommitSnippet(pkg)}`;
}
