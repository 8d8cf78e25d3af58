/** The config file names, apart from the config's validator so the CLI's file walk can read them without loading it. */
export const CONFIG_FILE_NAMES = [".cloudlintrc.yaml", ".cloudlintrc.json", "cloudlint.config.yaml"] as const;
