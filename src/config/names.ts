/** The config file names, apart from the config's validator so the CLI's file walk can read them without loading it. */
export const CONFIG_FILE_NAMES = [".cloudlintrc.yaml", ".cloudlintrc.json", "cloudlint.config.yaml"] as const;

/** State files, and Terraform/OpenTofu configurations (`.tf`, `.tofu`; `.tf.json` and `.tofu.json` end in .json): what a folder's walk reads. */
export const STATE_EXTENSIONS = [".yaml", ".yml", ".json", ".tf", ".tofu"] as const;

/** Whether a file name is one a folder's walk reads (any case). */
export function isStateFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return STATE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** Folders a walk never enters: hidden ones (`.git`, `.terraform`, …) and node_modules. */
export function isSkippedFolderName(name: string): boolean {
  return (name.startsWith(".") && name !== "." && name !== "..") || name === "node_modules";
}

/** The ignore files of a folder, in the order their lines apply (.cloudlintignore's win). */
export const IGNORE_FILE_NAMES = [".gitignore", ".cloudlintignore"] as const;
