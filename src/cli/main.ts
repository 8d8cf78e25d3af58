/**
 * The command-line interface: the only code that touches the file system, the process and the
 * console. Exit codes (SPEC §4): 0 nothing at or above the fail level, 1 findings, 2 the tool could
 * not do its job (bad arguments, unreadable path).
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { FORMAT_NAMES, type FormatName } from "../format/names.js";
import type { FileResult } from "../lint.js";
import { configRelative, loadConfig } from "./config.js";
import { collectFiles, readSource, UsageError } from "./files.js";

export { collectFiles, UsageError };

// The linter (yaml, validators) is loaded only when a command needs it, so --version and
// --help start fast.

export interface CliIO {
  /** The package version, for --version. */
  version: string;
  /** Where the package is installed (for the rule pages under rules/). */
  packageRoot?: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  cwd: string;
  isTTY: boolean;
  env: Record<string, string | undefined>;
}


interface LintArgs {
  paths: string[];
  /** An explicit config file (--config). */
  config?: string;
  format: FormatName;
  maxWarnings?: number;
  color?: boolean;
  /** Fail (exit 1) on findings at or above this severity; default error. */
  failLevel?: "error" | "warning" | "info";
  /** Report errors only. */
  quiet?: boolean;
  /** Write the report to this file instead of standard output. */
  output?: string;
  version?: string;
  /** Apply the certain fixes to the files, then report what remains. */
  fix?: boolean;
  /** Print the fixes as a diff instead of writing them, then report what would remain. */
  fixDryRun?: boolean;
  /** Honour inline suppressions (false with --no-inline-config). */
  inlineConfig?: boolean;
}

/** Colours: when asked, else only on a terminal and never with NO_COLOR set. */
function useColor(io: CliIO, flag: boolean | undefined): boolean {
  return flag ?? (io.isTTY && !("NO_COLOR" in io.env && io.env.NO_COLOR !== ""));
}

/** The rule pages shipped in the package (rules/*.md), by id; empty when they are not there. */
function rulePages(packageRoot: string | undefined): Record<string, string> {
  const pages: Record<string, string> = {};
  if (packageRoot === undefined) return pages;
  const dir = join(packageRoot, "rules");
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".md"));
  } catch {
    return pages;
  }
  for (const name of names) pages[name.slice(0, -3)] = readFileSync(join(dir, name), "utf8");
  return pages;
}


async function runLint(args: LintArgs, io: CliIO): Promise<number> {
  if (args.maxWarnings !== undefined && (!Number.isInteger(args.maxWarnings) || args.maxWarnings < 0)) {
    throw new UsageError(`--max-warnings takes a whole number >= 0, not ${args.maxWarnings}`);
  }
  const config = await loadConfig(args.config, io.cwd);
  const { matchesAny } = config ? await import("../config/glob.js") : { matchesAny: () => false };
  let files: string[];
  if (args.paths.length > 0) files = collectFiles(args.paths, io.cwd);
  else if (config?.config.files?.length) {
    // The configured account: every state file under the config's folder that `files` matches.
    files = collectFiles([relative(io.cwd, config.folder) || "."], io.cwd).filter((f) => matchesAny(config.config.files, configRelative(config, io.cwd, f)));
    if (files.length === 0) throw new UsageError(`the files globs of ${relative(io.cwd, config.path)} match no state file`);
  } else throw new UsageError("give the state files or directories to lint, e.g. cloudlint lint infra/, or list them under files in a .cloudlintrc.yaml");
  if (config) files = files.filter((f) => !matchesAny(config.config.ignores, configRelative(config, io.cwd, f)));
  if (files.length === 0) throw new UsageError("every given file is ignored by the config");
  const sources = files.map((f) => readSource(f, io.cwd));
  const [{ lintSources }, { FORMATTERS }] = await Promise.all([import("../lint.js"), import("../format/index.js")]);
  const lintOptions: import("../lint.js").LintOptions = args.inlineConfig === false ? { inlineConfig: false } : {};
  if (config) {
    const { rulesForFile } = await import("../config/config.js");
    const { settings } = config.config;
    const relativeOf = new Map(files.map((f, i) => [sources[i]!.filePath, configRelative(config, io.cwd, f)]));
    lintOptions.rulesFor = (filePath) => rulesForFile(config.config, relativeOf.get(filePath) ?? filePath);
    if (settings?.allowedRegions) lintOptions.allowedRegions = settings.allowedRegions;
    if (settings?.sensitivePorts) lintOptions.sensitivePorts = settings.sensitivePorts;
    if (settings?.ipv6RangesPerRegion) lintOptions.ipv6RangesPerRegion = settings.ipv6RangesPerRegion;
  }
  let results: FileResult[] = lintSources(sources, lintOptions);
  if (args.fix || args.fixDryRun) {
    const [{ applyFixes, unifiedDiff }, { syntaxOf }] = await Promise.all([import("../fix.js"), import("../lint.js")]);
    let changed = false;
    for (let i = 0; i < sources.length; i++) {
      const source = sources[i]!;
      if (source.byteLength !== undefined) continue; // never read (over the size limit)
      const { output, applied } = applyFixes(source.text, results[i]!.messages, { json: syntaxOf(source.filePath) === "json" });
      if (applied === 0) continue;
      changed = true;
      if (args.fixDryRun) {
        io.stdout(unifiedDiff(source.filePath, source.text, output));
      } else {
        try {
          writeFileSync(resolve(io.cwd, files[i]!), output);
        } catch (e) {
          throw new UsageError(`cannot write the fixes to ${source.filePath}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
        }
      }
      sources[i] = { ...source, text: output };
    }
    if (changed) results = lintSources(sources, lintOptions);
  }
  if (args.quiet) {
    results = results.map((r) => ({ ...r, messages: r.messages.filter((m) => m.severity === "error"), warningCount: 0, infoCount: 0 }));
  }
  const color = args.output === undefined && useColor(io, args.color);
  const report = FORMATTERS[args.format](results, {
    color: args.format === "stylish" && color,
    ...(args.format === "sarif" ? { version: args.version, rulePages: rulePages(io.packageRoot), ...(await sarifHelpUri(io.packageRoot)) } : {}),
  });
  if (args.output !== undefined) {
    try {
      writeFileSync(resolve(io.cwd, args.output), report);
    } catch (e) {
      throw new UsageError(`cannot write ${args.output}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  } else io.stdout(report);
  const count = (severity: "error" | "warning" | "info") => results.reduce((n, r) => n + r.messages.filter((m) => m.severity === severity).length, 0);
  const order = ["info", "warning", "error"] as const;
  const failFrom = order.indexOf(args.failLevel ?? "error");
  if (order.slice(failFrom).some((severity) => count(severity) > 0)) return 1;
  const warnings = count("warning");
  if (args.maxWarnings !== undefined && warnings > args.maxWarnings) {
    if (args.format === "stylish") io.stderr(`cloudlint: ${warnings} warnings exceed --max-warnings ${args.maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/** The rule pages' published location, from the package's own package.json `repository`. */
async function sarifHelpUri(packageRoot: string | undefined): Promise<{ helpUri?: (id: string) => string }> {
  if (packageRoot === undefined) return {};
  try {
    const { repositoryHelpUri } = await import("../format/sarif.js");
    const helpUri = repositoryHelpUri(JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as Record<string, unknown>);
    return helpUri ? { helpUri } : {};
  } catch {
    return {};
  }
}

/** `cloudlint rules`: the catalogue; `cloudlint rules ID`: that rule's page. */
async function runRules(id: string | undefined, io: CliIO): Promise<number> {
  const { RULES } = await import("../rules/catalog.js");
  const { suggest } = await import("../util/text.js");
  if (id === undefined) {
    const ids = Object.keys(RULES);
    const width = Math.max(...ids.map((i) => i.length));
    io.stdout(ids.map((i) => `${i.padEnd(width)}  ${RULES[i as keyof typeof RULES].severity.padEnd(7)}  ${RULES[i as keyof typeof RULES].description}`).join("\n") + "\n");
    return 0;
  }
  if (!Object.prototype.hasOwnProperty.call(RULES, id)) {
    const guess = suggest(id, Object.keys(RULES));
    throw new UsageError(`unknown rule ${JSON.stringify(id)}${guess ? `; did you mean "${guess}"?` : ""}; "cloudlint rules" lists them`);
  }
  const page = rulePages(io.packageRoot)[id];
  if (page === undefined) throw new UsageError(`the page of ${id} is not installed (rules/${id}.md)`);
  io.stdout(page.endsWith("\n") ? page : page + "\n");
  return 0;
}

interface FilterArgs {
  collection: string;
  filter: string;
  format: FormatName;
  page?: number;
  pageSize?: number;
  color?: boolean;
}

async function runFilter(args: FilterArgs, io: CliIO): Promise<number> {
  const [{ lintFilterText }, { FORMATTERS }, { COLLECTION_NAMES, isCollection }] = await Promise.all([
    import("../lint.js"),
    import("../format/index.js"),
    import("../filter/fields.js"),
  ]);
  if (!isCollection(args.collection)) {
    throw new UsageError(`unknown collection "${args.collection}"; one of: ${COLLECTION_NAMES.join(", ")}`);
  }
  const paging = args.page !== undefined || args.pageSize !== undefined ? { page: args.page, page_size: args.pageSize } : undefined;
  const result = lintFilterText(args.collection, args.filter, paging);
  const color = useColor(io, args.color);
  io.stdout(FORMATTERS[args.format]([result], { color: args.format === "stylish" && color }));
  return result.errorCount > 0 ? 1 : 0;
}

interface ExplainArgs {
  paths: string[];
  firewall: string;
  direction: string;
  protocol: string;
  port?: number;
  address: string;
  format: FormatName;
}

async function runExplain(args: ExplainArgs, io: CliIO): Promise<number> {
  if (args.paths.length === 0) throw new UsageError("give the state files or directories that hold the firewall, e.g. cloudlint explain infra/ --firewall web-fw ...");
  const files = collectFiles(args.paths, io.cwd);
  const sources = files.map((f) => readSource(f, io.cwd));
  const { explainPacket } = await import("../lint.js");
  const packet = { direction: args.direction as "inbound" | "outbound", protocol: args.protocol, ...(args.port !== undefined ? { port: args.port } : {}), address: args.address };
  const result = explainPacket(sources, args.firewall, packet);
  if ("problem" in result) throw new UsageError(result.message);
  if (args.format === "json") {
    io.stdout(JSON.stringify(result) + "\n");
    return 0;
  }
  const { direction, protocol, port, address } = result.packet;
  const what = `${direction} ${protocol}${port !== undefined && (protocol === "TCP" || protocol === "UDP") ? ` port ${port}` : ""} ${direction === "inbound" ? "from" : "to"} ${address}`;
  const at = (p: { line?: number; column?: number }) => (p.line !== undefined ? `${result.filePath}:${p.line}:${p.column}` : result.filePath);
  const by = result.rule
    ? `rule ${result.rule.direction}[${result.rule.index}]${result.rule.label !== undefined ? ` "${result.rule.label}"` : ""} at ${at(result.rule)}`
    : `${direction}_policy at ${at(result.policy ?? {})} (no rule matches)`;
  io.stdout(`${result.decision}  ${what} (firewall "${result.firewall}")\n  decided by ${by}\n`);
  if (result.skippedRules > 0) io.stdout(`  note: ${result.skippedRules} rule(s) the API would reject were left out; run cloudlint lint for details\n`);
  return 0;
}

/**
 * The everyday invocation, `lint <paths..> [--format stylish|json] [--max-warnings N]
 * [--color|--no-color]`, recognised without loading yargs (a quarter of the start-up on a small
 * file). Anything else (help, other commands, unknown or repeated options, any error) returns
 * undefined and goes through yargs, which gives the full behaviour and messages.
 */
export function fastLintArgs(argv: readonly string[]): LintArgs | undefined {
  if (argv[0] !== "lint") return undefined;
  const args: LintArgs = { paths: [], format: "stylish" };
  const seen = new Set<string>();
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("-")) {
      args.paths.push(a);
      continue;
    }
    const name = a === "-f" ? "--format" : a === "--no-color" ? "--color" : a;
    if (seen.has(name)) return undefined;
    seen.add(name);
    if (name === "--format") {
      const value = argv[++i];
      if (value !== "stylish" && value !== "json") return undefined;
      args.format = value;
    } else if (name === "--max-warnings") {
      const value = argv[++i] ?? "";
      if (value.length === 0 || value.length > 9 || [...value].some((c) => c < "0" || c > "9")) return undefined;
      args.maxWarnings = Number(value);
    } else if (name === "--color") {
      args.color = a === "--color";
    } else return undefined;
  }
  return args.paths.length > 0 ? args : undefined;
}

/** Runs the CLI; resolves to the exit code. Never throws. */
export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  try {
    const fast = io.env.CLOUDLINT_NO_FAST_PATH ? undefined : fastLintArgs(argv);
    if (fast) return await runLint({ ...fast, version: io.version }, io);
    const { default: yargs } = await import("yargs");
    let usageFailure: string | undefined;
    // Handlers only record what to run: yargs may report a validation failure after calling a
    // handler, and nothing may run when the arguments are wrong.
    let pending: (() => Promise<number>) | undefined;
    const parser = yargs([...argv])
      .scriptName("cloudlint")
      .usage("$0 <command> [options]")
      .command(
        "lint [paths..]",
        "Lint state files and directories as one account",
        (y) =>
          y
            .positional("paths", { type: "string", array: true, default: [] as string[], describe: "State files, or directories searched for *.yaml, *.yml, *.json" })
            .option("format", { alias: "f", choices: [...FORMAT_NAMES], default: "stylish" as FormatName, describe: "Output format" })
            .option("config", { alias: "c", type: "string", describe: "Config file (default: .cloudlintrc.yaml, .cloudlintrc.json or cloudlint.config.yaml, from here upward)" })
            .option("max-warnings", { type: "number", describe: "Also fail (exit 1) on more than this many warnings" })
            .option("fail-level", { choices: ["error", "warning", "info"] as const, describe: "Fail (exit 1) on findings at or above this severity (default: error)" })
            .option("quiet", { type: "boolean", describe: "Report errors only" })
            .option("output", { alias: "o", type: "string", describe: "Write the report to this file instead of standard output" })
            .option("fix", { type: "boolean", describe: "Apply the certain fixes to the files (keeping comments, order, quoting), then report what remains" })
            .option("fix-dry-run", { type: "boolean", describe: "Print the fixes as a diff instead of writing them" })
            .option("inline-config", { type: "boolean", default: true, describe: "Honour # cloudlint-disable comments (--no-inline-config ignores them, for audits)" })
            .option("color", { type: "boolean", describe: "Force colours on or off (default: on for a terminal, off with NO_COLOR)" }),
        (a) => {
          pending = () =>
            runLint(
              {
                paths: a.paths ?? [],
                ...(a.config !== undefined ? { config: a.config } : {}),
                format: a.format,
                maxWarnings: a.maxWarnings,
                color: a.color,
                failLevel: a.failLevel,
                quiet: a.quiet,
                output: a.output,
                version: io.version,
                fix: a.fix,
                fixDryRun: a.fixDryRun,
                inlineConfig: a.inlineConfig,
              },
              io,
            );
        },
      )
      .command(
        "filter <collection> <filter>",
        "Validate an X-Filter expression (JSON) for a collection",
        (y) =>
          y
            .positional("collection", { type: "string", demandOption: true, describe: "vpcs, subnets, vpc-ips, firewalls, firewall-devices, images, stackscripts, databases, database-engines, ips, ipv6-ranges, ipv6-pools" })
            .positional("filter", { type: "string", demandOption: true, describe: "The filter as JSON, e.g. '{\"label\": \"prod\"}'" })
            .option("format", { alias: "f", choices: [...FORMAT_NAMES], default: "stylish" as FormatName, describe: "Output format" })
            .option("page", { type: "number", describe: "Also check a page parameter (integer >= 1)" })
            .option("page-size", { type: "number", describe: "Also check a page_size parameter (25..500)" })
            .option("color", { type: "boolean", describe: "Force colours on or off" }),
        (a) => {
          pending = () => runFilter({ collection: a.collection, filter: a.filter, format: a.format, page: a.page, pageSize: a.pageSize, color: a.color }, io);
        },
      )
      .command(
        "rules [id]",
        "List every rule, or print one rule's page",
        (y) => y.positional("id", { type: "string", describe: "A rule id, e.g. firewall-ports-syntax" }),
        (a) => {
          pending = () => runRules(a.id, io);
        },
      )
      .command(
        "explain [paths..]",
        "Show which rule of a firewall decides a packet",
        (y) =>
          y
            .positional("paths", { type: "string", array: true, default: [] as string[], describe: "State files or directories" })
            .option("firewall", { type: "string", demandOption: true, describe: "The firewall's label" })
            .option("direction", { choices: ["inbound", "outbound"], demandOption: true, describe: "Traffic direction" })
            .option("protocol", { choices: ["TCP", "UDP", "ICMP", "IPENCAP"], demandOption: true, describe: "Protocol" })
            .option("port", { type: "number", describe: "Port (TCP and UDP)" })
            .option("address", { type: "string", demandOption: true, describe: "Remote address: the source inbound, the destination outbound" })
            .option("format", { alias: "f", choices: [...FORMAT_NAMES], default: "stylish" as FormatName, describe: "Output format" }),
        (a) => {
          pending = () =>
            runExplain({ paths: a.paths ?? [], firewall: a.firewall, direction: a.direction, protocol: a.protocol, port: a.port, address: a.address, format: a.format }, io);
        },
      )
      .demandCommand(1, "name a command: cloudlint lint <paths..>, cloudlint filter <collection> <filter> or cloudlint explain <paths..> --firewall ...")
      .strict()
      .version(io.version)
      .help()
      .alias("h", "help")
      .alias("v", "version")
      .wrap(Math.min(100, process.stdout.columns || 100))
      .exitProcess(false)
      .fail((message, error) => {
        if (error && !(error instanceof UsageError)) throw error;
        usageFailure = error ? error.message : message;
      });
    let helpText = "";
    await parser.parse([...argv], {}, (_err, _argv, output) => {
      helpText = output;
    });
    if (usageFailure !== undefined) {
      io.stderr(`cloudlint: ${usageFailure}\nRun "cloudlint --help" for usage.\n`);
      return 2;
    }
    if (helpText) {
      io.stdout(helpText.endsWith("\n") ? helpText : helpText + "\n");
      return 0;
    }
    return pending ? await pending() : 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`cloudlint: ${e.message}\n`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr(`cloudlint: internal error: ${message}\nThis is a bug in cloudlint; please report it with the input that caused it.\n`);
    if (io.env.CLOUDLINT_DEBUG && e instanceof Error && e.stack) io.stderr(e.stack + "\n");
    return 2;
  }
}

/** Entry point used by bin/cloudlint.js. */
export async function run(version: string, packageRoot?: string): Promise<void> {
  // A reader that stops early (`| head`) closes the pipe: end quietly, not with a stack trace.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
  const code = await main(process.argv.slice(2), {
    version,
    ...(packageRoot !== undefined ? { packageRoot } : {}),
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    cwd: process.cwd(),
    isTTY: Boolean(process.stdout.isTTY),
    env: process.env,
  });
  process.exitCode = code;
}
