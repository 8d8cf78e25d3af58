import { type Diagnostic, type Path, type Severity } from "./diagnostic.js";
import { type LoadedText, type LoadLimits } from "./load/load.js";
import { type Packet } from "./firewall/model.js";
import { type FixResult } from "./rules/fix.js";
import { type PolicySet } from "./policy/index.js";
export { MAX_FINDINGS_PER_FILE, MAX_FINDINGS_PER_RESOURCE } from "./rules/caps.js";
/**
 * A severity override for a rule, or `off`.
 * @example
 * ```ts
 * const settings: Record<string, RuleSetting> = { "firewall-open-policy": "off", "subnet-ipv4-private": "error" };
 * ```
 */
export type RuleSetting = Severity | "off";
/**
 * Options of the linter: severity overrides, firewall-exposed-port's ports, allowed regions, inline suppressions, limits.
 * @example
 * ```ts
 * const options: LintOptions = { rules: { "database-single-node": "off" }, sensitivePorts: [22, 5432], allowedRegions: ["us-east"] };
 * ```
 */
export interface LintOptions {
    /** Per-rule severity overrides; `off` drops the rule's findings. */
    rules?: Record<string, RuleSetting>;
    /** Ports that firewall-exposed-port guards (default: administrative and database ports). */
    sensitivePorts?: number[];
    /** Honour `# cloudlint-disable…` comments (default true; false for audits). */
    inlineConfig?: boolean;
    /** Today as YYYY-MM-DD, for suppressions with `until=` (default: the current date). */
    today?: string;
    /** Per-file rule settings (a config's overrides), applied over `rules`. */
    rulesFor?: (filePath: string) => Record<string, RuleSetting>;
    /** Regions the account may use; region-not-allowed reports others. Unchecked when not given. */
    allowedRegions?: string[];
    /** The account's IPv6 range limit per region, if it was raised (default 1). */
    ipv6RangesPerRegion?: number;
    /** Loading limits for text input. */
    limits?: Partial<LoadLimits>;
    /**
     * The state files before the change (the base of a pull request), for lintSources and lintText:
     * the transition checks then run (a subnet's ipv4 changed, a database field its update does not
     * take, …). Resources are told apart by id, else by label. Problems of the baseline's own files
     * are not reported.
     */
    baseline?: SourceFile[];
    /**
     * Organisation policies (compiled once by compilePolicies), evaluated in the same pass: their
     * findings carry the policy id and obey `rules`, `rulesFor` and inline suppressions.
     */
    policies?: PolicySet;
    /**
     * The path a policy's `where.file` globs are matched against, for a file of the run (default:
     * its filePath). The CLI gives the path relative to the config file's folder.
     */
    policyPath?: (filePath: string) => string;
    /**
     * Values of Terraform root modules' variables: `TF_VAR_name` (env), the definitions files read
     * automatically from root folders (autoFiles: terraform.tfvars, *.auto.tfvars and their .json),
     * and `--var-file`/`--var` in command-line order (args). A variable without a value stays unknown.
     */
    terraform?: VariableInputs;
    /**
     * The baseline's own Terraform variable values, when they differ from the change's (its
     * definitions files at the baseline's revision): default `terraform`. The CLI gives the
     * baseline's terraform.tfvars and *.auto.tfvars files here, with the run's --var, --var-file
     * and TF_VAR_ values, so that a change to a .tfvars file is a change.
     */
    baselineTerraform?: VariableInputs;
}
/**
 * Values of Terraform root modules' variables (LintOptions.terraform), texts only: the caller
 * reads the files. Terraform's precedence, lowest first: `env`; each root folder's
 * terraform.tfvars, terraform.tfvars.json, then *.auto.tfvars and *.auto.tfvars.json in lexical
 * order (`autoFiles`, matched to a root module by their folder); `args` in command-line order.
 * @example
 * ```ts
 * const terraform: VariableInputs = { env: { region: "us-east" }, args: [{ filePath: "prod.tfvars", text: 'ports = "22"\n' }, { name: "label", value: "web" }] };
 * ```
 */
export interface VariableInputs {
    /** `TF_VAR_name` values from the environment, by variable name (without the prefix). */
    env?: Readonly<Record<string, string>>;
    /** Definitions files read automatically from root module folders; `problem` when one is there but could not be read (no variable of its root is then known). */
    autoFiles?: readonly {
        readonly filePath: string;
        readonly text: string;
        readonly problem?: string;
    }[];
    /** `--var-file FILE` (its path and text) and `--var NAME=VALUE`, in command-line order, for every root module. */
    args?: readonly ({
        readonly filePath: string;
        readonly text: string;
    } | {
        readonly name: string;
        readonly value: string;
    })[];
    /**
     * The text of a file a `file()`, `templatefile()` or `filebase64()` call names (its path from the
     * working directory), or undefined when it may not be read: the call's value is then unknown.
     * The CLI and the language server read files inside the repository, within the run's byte limits.
     */
    readFile?: (path: string) => string | undefined;
    /**
     * The workspace `terraform.workspace` names, by root module folder (the CLI reads TF_WORKSPACE,
     * else the folder's .terraform/environment, as Terraform does); "default" for a folder not named.
     */
    workspaces?: Readonly<Record<string, string>>;
}
/**
 * One state file of a run: its path (for messages and config overrides) and its text.
 * @example
 * ```ts
 * const file: SourceFile = { filePath: "infra/network.yaml", text: "vpcs: []\n" };
 * ```
 */
export interface SourceFile {
    filePath: string;
    text: string;
    /** Size of the file on disk, when the caller did not read an oversized file. */
    byteLength?: number;
    /**
     * Set by a reader whose bytes were not clean UTF-8: reported as one parse-error finding. With
     * `lint: false` (UTF-16, binary) nothing else is read from the file; with `lint: true` the text
     * (decoded with replacement characters) is still linted.
     */
    encoding?: {
        message: string;
        lint: boolean;
    };
    /**
     * Found by walking a folder, not named: when it is plainly not a state file (package.json, a
     * workflow, a manifest) it is left out of the account and its result says why (`skipped`).
     */
    optional?: boolean;
    /**
     * A Terraform configuration file (`.tf`, `.tf.json`) given only to place the findings of a plan
     * of the run at their attribute's line (the plan's folder's files, and its local modules'): it
     * is read for positions and suppressions, not linted as an account of its own.
     */
    terraformConfig?: boolean;
    /**
     * A Terraform configuration file's module calls, by name, as the reader of the files found them
     * (the CLI and the language server): the folder of a registry or git module's installed copy
     * (from `.terraform/modules/modules.json`), or why the call's module is not read (a source
     * outside the repository, a folder that does not exist), reported at the call's `source` line.
     * A call not named here is read from the run's files (a local source), else noted as not read.
     */
    moduleCalls?: Record<string, {
        folder?: string;
        note?: string;
    }>;
}
/**
 * The findings of one file of a run, sorted by position, with their counts by severity.
 * @example
 * ```ts
 * const [result]: FileResult[] = lintSources([{ filePath: "fw.yaml", text: "firewalls: []\n" }]);
 * result?.messages; // Diagnostic[] with line and column
 * ```
 */
export interface FileResult {
    filePath: string;
    /** Set when an optional source was plainly not a state file: why it was left out (no messages). */
    skipped?: string;
    /**
     * Set when the file is input cloudlint does not read at all (`terraform show -json` output of
     * another major format version): why, in one line. Its messages say it too (a parse-error); the
     * CLI reports it as an error of the run (exit 2), not as a finding.
     */
    unsupported?: string;
    /**
     * Terraform input: the provider's resources that no rule checks, once per resource type with
     * one address as an example and why (a type the mapping does not cover; a subnet whose VPC is
     * not in the input). Addresses are the input's text: escape them for output. For --debug.
     */
    notChecked?: Array<{
        type: string;
        address: string;
        reason: string;
        filePath?: string;
        line?: number;
    }>;
    /**
     * Terraform configuration (on its root module's first file): the input variables whose value is
     * not known (`var.region`, `module.net.var.cidr`), and why ("no value", "sensitive", "not of its
     * type", "not a literal", "definitions file not read"). Never a value. For --debug.
     */
    unknownVariables?: Array<{
        name: string;
        reason: string;
    }>;
    /**
     * Terraform input, on the file that carries a root module's (or a plan's) account: how many of
     * the provider's resources its rules checked fully (every attribute they read is known), partly
     * (some unknown: the findings that depend on them are dropped) or not at all (a type the mapping
     * does not cover, a subnet whose VPC is not in the input, a block whose count/for_each is
     * unknown), and how many module calls were not read. `unknown` names, for --debug, each unknown
     * value of a resource checked partly and each resource or module call not checked, with where it
     * is written and why (names and reasons only, never a value). Addresses are the input's text:
     * escape them for output.
     */
    terraform?: TerraformChecked;
    messages: Diagnostic[];
    errorCount: number;
    warningCount: number;
    infoCount: number;
}
/**
 * What a lint of Terraform input checked (FileResult's `terraform`): how many of the provider's
 * resources fully, partly or not at all, how many module calls were not read, and each unknown
 * value or resource not checked, where and why.
 * @example
 * ```ts
 * const [result] = lintSources([{ filePath: "main.tf", text: 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = var.region\n}\n' }]);
 * const checked: TerraformChecked | undefined = result?.terraform;
 * checked?.partly; // 1
 * checked?.unknown[0]?.reason; // "no value for var.region"
 * ```
 */
export interface TerraformChecked {
    /** Resources whose every attribute the rules read is known. */
    fully: number;
    /** Resources with some of those attributes unknown: the findings that depend on them are not reported. */
    partly: number;
    /** Resources no rule checks: a type the mapping does not cover, a subnet whose VPC is not in the input, a block whose count/for_each is unknown (one each). */
    notAtAll: number;
    /** Module calls not read (a registry or git source, a folder not linted, an unknown count): their resources are in no count. */
    modulesNotRead: number;
    /** Each resource (or module call) not checked, at its file and line, and why; `type` is the resource's (a module call has none). */
    unchecked: TerraformNote[];
    /** For --debug: each unknown value of a resource checked partly, at its file and line, and why (placed when first read). */
    unknown: TerraformNote[];
}
/**
 * A note of TerraformChecked: a resource, module call or value, where it is written and why it is not (fully) checked.
 * @example
 * ```ts
 * const [result] = lintSources([{ filePath: "main.tf", text: 'resource "linode_vpc" "main" {\n  label  = "main"\n  region = var.region\n}\n' }]);
 * const note: TerraformNote | undefined = result?.terraform?.unknown[0];
 * note && `${note.filePath}:${note.line} ${note.address}.${note.attribute}: ${note.reason}`; // "main.tf:3 linode_vpc.main.region: no value for var.region"
 * ```
 */
export interface TerraformNote {
    filePath: string;
    line?: number;
    column?: number;
    /** The resource's (or module call's) Terraform address. */
    address: string;
    /** The resource's type; none for a module call. */
    type?: string;
    /** The provider attribute, dotted (`inbound[0].ipv4`); "" for the whole resource. */
    attribute: string;
    reason: string;
    /** The whole resource or module call (`unchecked`), not one value. */
    whole: boolean;
}
/** `.json` files are held to JSON; everything else is YAML. */
export declare function syntaxOf(filePath: string): "json" | "yaml";
/**
 * Each state file's parse kept between runs of lintSourcesCached: the language server lints the
 * whole account on every keystroke, and only the file that changed is parsed again (the checks
 * never modify what the loader returns). It holds the files of its latest run only.
 * @internal
 */
export declare class LoadCache {
    #private;
    /** How many texts runs with this cache have parsed (for tests and the benchmark). */
    parsed: number;
    /** readText, or its result for the same path, text and limits last time. */
    load(s: SourceFile, limits: LoadLimits, syntax: "json" | "yaml"): LoadedText;
    /** Forgets the files the run that just ended did not have. */
    sweep(): void;
}
/**
 * The account a text holds, for `cloudlint plan`: `before` for a Terraform plan (the account before
 * the change), and `unsupported` and `notChecked` as FileResult has them.
 * @example
 * ```ts
 * const { state, unsupported }: TextState = stateOfText("plan.json", '{"format_version": "2.0", "resource_changes": []}');
 * unsupported; // 'format_version "2.0" of terraform show -json is not supported; cloudlint reads format 1.x'
 * ```
 */
export type TextState = {
    state: unknown;
    before?: unknown;
    /** Why the text holds no account: it is past a loading limit (the input-limit finding's message). */
    refused?: string;
} & Pick<FileResult, "unsupported" | "notChecked" | "terraform" | "unknownVariables">;
/**
 * The account one text holds (a state file's data, or Terraform input mapped onto one) and, for a
 * Terraform plan, the account before the change that it carries. For `cloudlint plan`.
 * @example
 * ```ts
 * stateOfText("infra/vpc.yaml", "vpcs: []\n").state; // { vpcs: [] }
 * ```
 */
export declare function stateOfText(filePath: string, text: string, byteLength?: number): TextState;
/**
 * The accounts several texts hold, one entry per text, as stateOfText; the `.tf` files of one root
 * module together (the first of its files holds the module's account, the others none).
 * @example
 * ```ts
 * statesOfSources([{ filePath: "infra/main.tf", text: 'resource "linode_vpc" "main" {\n  label = "main"\n  region = "us-east"\n}\n' }])[0]?.state; // { vpcs: [{ label: "main", region: "us-east" }], … }
 * ```
 */
export declare function statesOfSources(givenSources: readonly SourceFile[], limits?: Partial<LoadLimits>, terraform?: VariableInputs): TextState[];
/**
 * Applies the certain fixes of a file's diagnostics to its text, in the file's own syntax (YAML,
 * JSON, or a `.tf` file's HCL: only quoted literals are rewritten, everything else stays byte for
 * byte). A plan (`terraform show -json`) carries no fixes.
 * @example
 * ```ts
 * const text = "firewalls:\n  - label: web-fw\n    rules:\n      inbound_policy: drop\n      outbound_policy: ACCEPT\n";
 * fixText("fw.yaml", text, lintText(text)).output.includes("inbound_policy: DROP"); // true
 * ```
 */
export declare function fixText(filePath: string, text: string, diagnostics: readonly Diagnostic[]): FixResult;
/**
 * Lints parsed state data (one account). Diagnostics carry paths, no positions.
 * @example
 * ```ts
 * lint({ firewalls: [{ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } }] } }] }, { rules: { "firewall-open-policy": "off" } }); // Diagnostic[] with paths, no positions
 * ```
 */
export declare function lint(state: unknown, givenOptions?: LintOptions): Diagnostic[];
/**
 * Lints several state files as one account: uniqueness, references and overlaps are checked
 * across all of them. Returns one result per file, in input order, with positions.
 * @example
 * ```ts
 * const results = lintSources([{ filePath: "infra/fw.yaml", text: "firewalls: []\n" }, { filePath: "infra/vpc.yaml", text: "vpcs: []\n" }]);
 * results.map((r) => r.errorCount); // [0, 0]
 * ```
 */
export declare function lintSources(givenSources: readonly SourceFile[], givenOptions?: LintOptions): FileResult[];
/**
 * lintSources, keeping each state file's parse in `cache` for the next run (the language server).
 * @internal
 */
export declare function lintSourcesCached(givenSources: readonly SourceFile[], givenOptions: LintOptions, givenCache: LoadCache | undefined): FileResult[];
/**
 * Validates an X-Filter given as JSON text (the CLI's `filter` command), with positions inside
 * the text; optional paging parameters are checked too.
 * @example
 * ```ts
 * lintFilterText("images", '{"is_public": "yes"}').messages[0]?.ruleId; // "filter-value-type"
 * ```
 */
export declare function lintFilterText(collection: string, givenText: string, paging?: {
    page?: number;
    page_size?: number;
}, givenPath?: string): FileResult;
/**
 * What decides a packet: the firewall, its file, the decision, and the deciding rule or policy with its position.
 * @example
 * ```ts
 * const files = [{ filePath: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }];
 * const answer = explainPacket(files, "web-fw", { direction: "outbound", protocol: "UDP", port: 53, address: "192.0.2.1" });
 * if ("decision" in answer) { const e: Explanation = answer; e.rule; } // null: the outbound policy decided
 * ```
 */
export interface Explanation {
    firewall: string;
    filePath: string;
    packet: Packet;
    decision: "ACCEPT" | "DROP";
    /** The deciding rule, or null when the policy decided. */
    rule: {
        direction: "inbound" | "outbound";
        index: number;
        label?: string;
        path: Path;
        line?: number;
        column?: number;
    } | null;
    /** Where the deciding policy is written (when the policy decided). */
    policy?: {
        path: Path;
        line?: number;
        column?: number;
    };
    /** Rules left out of the model because the API would reject them. */
    skippedRules: number;
}
/**
 * Why explainPacket could not answer: no such firewall, several of them, or a malformed packet.
 * @example
 * ```ts
 * const problem: ExplainProblem = { problem: "not-found", message: "no firewall is labelled \"web\"" };
 * ```
 */
export type ExplainProblem = {
    problem: "not-found" | "ambiguous" | "packet";
    message: string;
};
/**
 * Which rule decides a packet for a firewall of the account (by label, across the files):
 * the `explain` command, with file positions. Pure.
 * @example
 * ```ts
 * const files = [{ filePath: "fw.yaml", text: "firewalls:\n  - label: web-fw\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n" }];
 * const answer = explainPacket(files, "web-fw", { direction: "inbound", protocol: "TCP", port: 22, address: "203.0.113.9" });
 * if ("decision" in answer) answer.decision; // "DROP" (by the inbound policy)
 * ```
 */
export declare function explainPacket(givenSources: readonly SourceFile[], label: string, packet: Packet): Explanation | ExplainProblem;
/**
 * A firewall of an account and where it is written (firewallsOfSources).
 * @internal
 */
export interface AccountFirewall {
    /** Its label as written (any value). */
    label: unknown;
    /** Its `rules` object as written (any value). */
    rules: unknown;
    /** The file that holds it (a Terraform resource's own file). */
    filePath: string;
    /** Its path in its account's data; `locate` places it, or a path under it, in the file. */
    path: Path;
    locate(path: Path): {
        line: number;
        column: number;
        endLine: number;
        endColumn: number;
    } | undefined;
}
/**
 * Every firewall of the account the sources make (state files, plans, Terraform configurations with
 * their variable values), with where each is written: for explain and the playground's picture.
 * `givenCache`: the LoadCache of a lint of the same sources (lintSourcesCached), whose parses it reads.
 * @internal
 */
export declare function firewallsOfSources(givenSources: readonly SourceFile[], terraform?: VariableInputs, limits?: Partial<LoadLimits>, givenCache?: LoadCache): AccountFirewall[];
/**
 * Lints one YAML/JSON text, with source positions.
 * @example
 * ```ts
 * lintText("firewalls:\n  - label: x\n", { filePath: "fw.yaml" })[0]?.line; // 2
 * ```
 */
export declare function lintText(text: string, options?: LintOptions & {
    filePath?: string;
}): Diagnostic[];
