/** `cloudlint init`: a starter config beside the user, and the pre-commit snippet to add. */
import { join, relative } from "node:path";
import { repositoryUrl } from "../format/sarif.js";
import { lstatSafe, UsageError } from "./files.js";
import { replaceFile, writeRefusal } from "./write.js";

export const STARTER_CONFIG = `# yaml-language-server: $schema=./node_modules/cloudlint/schemas/config.schema.json
# cloudlint configuration (the README's "Configuration" section explains every key).
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

export const PRE_COMMIT_SNIPPET = `# .pre-commit-config.yaml
repos:
  - repo: <this repository's URL>
    rev: <a tag or commit>
    hooks:
      - id: cloudlint              # lints the account named by the config's \`files\`, with its policies
      - id: cloudlint-policy-test  # runs the policies' own tests when .cloudlint/policies/ changes
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
 * a symbolic link even with it) and returns what to print.
 */
export function runInit(cwd: string, force: boolean, pkg?: { repository?: unknown; version?: unknown }): string {
  const path = join(cwd, ".cloudlintrc.yaml");
  const display = relative(cwd, path) || path;
  const refusal = writeRefusal(path);
  if (refusal) throw new UsageError(`refusing to write ${display}: ${refusal}`);
  if (lstatSafe(path) && !force) throw new UsageError(`${display} already exists; remove it or run cloudlint init --force`);
  const outcome = replaceFile(path, (write) => write(STARTER_CONFIG));
  if (!outcome.ok) throw new UsageError(`cannot write .cloudlintrc.yaml: ${outcome.code}`);
  return `wrote .cloudlintrc.yaml (its files globs name the account; edit them to where your state files are)\n\nTo run cloudlint before every commit, add this to .pre-commit-config.yaml:\n\n${preCommitSnippet(pkg)}`;
}
