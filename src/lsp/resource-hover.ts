/**
 * Hover on the account's names (account-index.ts):
 * - on a reference (a firewall's device, an IP request's compute_id, an interface's subnet, an
 *   image id): the resource it resolves to, with its file and line and a few of its fields, or
 *   that it resolves to nothing;
 * - on a firewall's label: what it exposes, from the core's exposure analysis (analyzeFirewall on
 *   the same rule model the lint uses): its policies, the ports open to every address of each
 *   family, the sensitive ones among them, and its devices.
 */
import type { HoverParams } from "vscode-languageserver/node";
import { DEFAULT_SENSITIVE_PORTS, MAX_ANALYSED_RULES, analyzeFirewall } from "../firewall/analysis.js";
import { compileFirewallRules } from "../firewall/model.js";
import type { LintOptions } from "../lint.js";
import { isPlainObject } from "../util/text.js";
import { definitionOf, definitionRange, rangeIn, type AccountIndex, type Definition } from "./account-index.js";
import { markdownText, type ServerContext } from "./context.js";
import { atCursor, KIND_NAMES } from "./navigation.js";

interface HoverPart {
  readonly markdown: string;
  readonly range: ReturnType<typeof rangeIn>;
}

/** Fields worth a line in a hover, in this order (at most MAX_FIELDS of them). */
const FIELDS = ["id", "region", "type", "ipv4", "status", "engine", "image", "description", "is_public"];
const MAX_FIELDS = 4;

export function resourceHover(context: ServerContext, absolute: string, params: HoverParams): HoverPart[] {
  const at = atCursor(context, params.textDocument.uri, params.position);
  if (!at) return [];
  const { index, occurrence } = at;
  const range = rangeIn(index.files[occurrence.fileIndex]!.loaded.positions, occurrence.start, occurrence.end);
  const target = definitionOf(index, occurrence.key);
  if (occurrence.role === "reference") {
    if (!target) return [{ markdown: `No ${kindOfKey(occurrence.key)} of the account is named ${markdownText(JSON.stringify(occurrence.part === "vpc" ? String(occurrence.value).split("/")[0] : occurrence.value))}`, range }];
    return [{ markdown: describe(index, target), range }];
  }
  if (target && target.kind === "firewalls" && occurrence.path[occurrence.path.length - 1] === "label") return [{ markdown: exposure(context.workspace.accountOf(absolute).options, index, target), range }];
  return [];
}

function kindOfKey(key: string): string {
  const kind = key.slice(0, key.search(/[:#]/)) as Definition["kind"];
  return KIND_NAMES[kind] ?? "resource";
}

function where(index: AccountIndex, d: Definition): string {
  return `${index.files[d.fileIndex]!.filePath}:${definitionRange(index, d).start.line + 1}`;
}

/** The resource: its kind and label, where it is, a few fields. */
export function describe(index: AccountIndex, d: Definition): string {
  const name = typeof d.value.label === "string" ? d.value.label : typeof d.value.id === "string" || typeof d.value.id === "number" ? String(d.value.id) : "(no label)";
  const title = d.kind === "subnets" ? `subnet **${markdownText(name)}** of VPC **${markdownText(String(d.vpc?.value.label ?? "?"))}**` : `${KIND_NAMES[d.kind]} **${markdownText(name)}**`;
  const lines = [`${title} — ${markdownText(where(index, d))}`];
  const fields = FIELDS.filter((f) => ["string", "number", "boolean"].includes(typeof d.value[f])).slice(0, MAX_FIELDS);
  for (const f of fields) lines.push(`- ${f}: ${markdownText(String(d.value[f]).slice(0, 120))}`);
  return lines.join("\n");
}

function ranges(ports: ReadonlyArray<readonly [number, number]>): string {
  return ports.map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)).join(", ");
}

let allPorts: number[] | undefined;

/** A firewall's policies and what it opens to every address, per family. */
function exposure(options: LintOptions, index: AccountIndex, fw: Definition): string {
  const rules = isPlainObject(fw.value.rules) ? fw.value.rules : {};
  const lines = [`firewall **${markdownText(String(fw.value.label))}** — ${markdownText(where(index, fw))}${fw.value.status === "disabled" ? " (disabled: it filters nothing)" : ""}`, ""];
  const policy = (p: unknown) => (typeof p === "string" ? markdownText(p) : "(not set)");
  lines.push(`Policies: inbound ${policy(rules.inbound_policy)}, outbound ${policy(rules.outbound_policy)}`);
  const model = compileFirewallRules(rules);
  if (model.inbound.rules.length > MAX_ANALYSED_RULES) {
    // The analysis leaves such a direction out: "nothing" would be a claim it never checked.
    lines.push(`- not analysed: ${model.inbound.rules.length} inbound rules, more than the ${MAX_ANALYSED_RULES} the exposure analysis reads (the API takes at most 25)`);
  } else {
    exposed(options, model, lines);
    const caveat = leftOutCaveat(rules, model);
    if (caveat) lines.push(caveat);
  }
  const devices = isPlainObject(fw.value.devices) ? fw.value.devices : {};
  const count = (k: string) => (Array.isArray(devices[k]) ? (devices[k] as unknown[]).length : 0);
  lines.push(`- devices: ${count("computes")} compute instance(s), ${count("nodebalancers")} NodeBalancer(s)`);
  return lines.join("\n");
}

/**
 * The inbound rules the analysis left out (the API would reject them: the same condition as
 * firewall-analysis-partial): what they would open is not in the lines above, so "nothing" there
 * is not the whole story. Undefined when every inbound rule was analysed.
 */
function leftOutCaveat(rules: Record<string, unknown>, model: ReturnType<typeof compileFirewallRules>): string | undefined {
  const list = rules.inbound;
  if (!Array.isArray(list) || model.inbound.rules.length === list.length) return undefined;
  const kept = new Set(model.inbound.rules.map((r) => r.index));
  const left: number[] = [];
  for (let i = 0; i < list.length; i++) if (!kept.has(i)) left.push(i);
  const names = left.slice(0, 5).map((i) => {
    const rule: unknown = list[i];
    const label = isPlainObject(rule) && typeof rule.label === "string" ? ` (${markdownText(JSON.stringify(rule.label.slice(0, 60)))})` : "";
    return `inbound[${i}]${label}`;
  });
  const one = left.length === 1;
  const shown = left.length > 5 ? `${names.join(", ")} and ${left.length - 5} more` : names.join(", ");
  return `- partial: rule${one ? "" : "s"} ${shown} ${one ? "is" : "are"} invalid and ${one ? "was" : "were"} left out; what ${one ? "it" : "they"} would open is not shown`;
}

/** What a firewall opens inbound to every address, per family, with the sensitive ports named. */
function exposed(options: LintOptions, model: ReturnType<typeof compileFirewallRules>, lines: string[]): void {
  // Every port counts: what is open to the whole of a family, by protocol (ranges, so bounded).
  allPorts ??= Array.from({ length: 65535 }, (_, i) => i + 1);
  const open = analyzeFirewall(model, { sensitivePorts: allPorts }).exposures.filter((e) => e.direction === "inbound");
  const sensitive = new Set(options.sensitivePorts ?? DEFAULT_SENSITIVE_PORTS);
  for (const family of [4, 6] as const) {
    const of = open.filter((e) => e.family === family);
    const what = of.map((e) => (e.protocol === "TCP" || e.protocol === "UDP" ? `${e.protocol} ${ranges(e.ports)}` : e.protocol));
    lines.push(`- open inbound to every IPv${family} address: ${what.length ? what.join("; ") : "nothing"}`);
    const risky = of.flatMap((e) => (e.protocol === "TCP" || e.protocol === "UDP" ? [...sensitive].filter((p) => e.ports.some(([a, b]) => p >= a && p <= b)).map((p) => `${e.protocol} ${p}`) : []));
    if (risky.length) lines.push(`  - sensitive: ${risky.slice(0, 10).join(", ")}${risky.length > 10 ? ", …" : ""}`);
  }
}
