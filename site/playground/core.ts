/**
 * TEMPORARY adapter: the interface of src/files/lint-files.ts and src/firewall/exposure-map.ts
 * (being written on main) over today's library, so the playground can be built before they land.
 * Replace this file by re-exports once `git merge main` brings them: it does not read configs or
 * policies, and its exposure map handles YAML/JSON state files only.
 */
import { parse as parseYaml } from "yaml";
import type { Diagnostic } from "../../src/diagnostic.js";
import { explainPacket, fixText, lintSources, type SourceFile } from "../../src/lint.js";
import { compileFirewallRules, evaluateFirewall } from "../../src/firewall/model.js";
import { parsePorts } from "../../src/net/ports.js";
import { DEFAULT_SENSITIVE_PORTS } from "../../src/firewall/analysis.js";

export type { Diagnostic };
export interface WorkspaceFile { path: string; text: string }
export interface LintFilesOptions { baseline?: readonly WorkspaceFile[]; today?: string }
export interface LintFilesResult {
  files: { path: string; role: "account" | "config" | "policy" | "terraform-variables" | "skipped"; messages: Diagnostic[]; skipped?: string }[];
  plan?: { text: string; markdown: string };
  counts: { errors: number; warnings: number; infos: number };
}
export interface ExposureRow { id: string; label: string; family: 4 | 6; address: string }
export interface ExposureBand {
  direction: "inbound" | "outbound"; protocol: "TCP" | "UDP"; row: string; from: number; to: number;
  decision: "ACCEPT" | "DROP"; rule: { index: number; label?: string; line?: number; column?: number } | null; sensitive: boolean;
}
export interface FirewallRef { label: string; path: string; line: number; endLine: number }
export type ExposureMap = { firewall: FirewallRef; rows: ExposureRow[]; bands: ExposureBand[]; sensitivePorts: number[]; policyLine: { inbound?: number; outbound?: number } };

const src = (f: WorkspaceFile): SourceFile => ({ filePath: f.path, text: f.text });
const isState = (p: string) => /\.(ya?ml|json|tf|tfvars)$/i.test(p) && !/(^|\/)\.cloudlintrc/.test(p) && !/(^|\/)\.cloudlint\//.test(p);

export function lintFiles(files: readonly WorkspaceFile[], options: LintFilesOptions = {}): LintFilesResult {
  const given = files.filter((f) => isState(f.path));
  const results = lintSources(given.map(src), { ...(options.baseline ? { baseline: options.baseline.filter((f) => isState(f.path)).map(src) } : {}), ...(options.today ? { today: options.today } : {}) });
  const byPath = new Map(results.map((r) => [r.filePath, r]));
  const out: LintFilesResult["files"] = files.map((f) => {
    const r = byPath.get(f.path);
    return r ? { path: f.path, role: "account", messages: r.messages } : { path: f.path, role: "skipped", messages: [], skipped: "not read by the temporary adapter" };
  });
  const counts = { errors: 0, warnings: 0, infos: 0 };
  for (const f of out) for (const m of f.messages) counts[m.severity === "error" ? "errors" : m.severity === "warning" ? "warnings" : "infos"]++;
  return { files: out, counts, ...(options.baseline ? { plan: { text: "(the temporary adapter draws no plan)", markdown: "" } } : {}) };
}

export function applyFix(path: string, text: string, diagnostic: Diagnostic): string {
  return fixText(path, text, [diagnostic]).output;
}

interface Found { ref: FirewallRef; rules: unknown; file: WorkspaceFile }

function found(files: readonly WorkspaceFile[]): Found[] {
  const out: Found[] = [];
  for (const file of files) {
    if (!/\.(ya?ml|json)$/i.test(file.path) || !isState(file.path) || file.text.length > 1_000_000) continue;
    let data: unknown;
    try { data = parseYaml(file.text, { maxAliasCount: 100 }); } catch { continue; }
    const fws = (data as { firewalls?: unknown })?.firewalls;
    if (!Array.isArray(fws)) continue;
    const lines = file.text.split("\n");
    let from = 0;
    for (const fw of fws) {
      const label = (fw as { label?: unknown })?.label;
      if (typeof label !== "string") continue;
      const at = lines.findIndex((l, i) => i >= from && l.includes(label));
      const line = at < 0 ? 1 : at + 1;
      from = Math.max(from, at + 1);
      out.push({ ref: { label, path: file.path, line, endLine: line }, rules: (fw as { rules?: unknown }).rules, file });
    }
  }
  for (let i = 0; i < out.length; i++) {
    const next = out[i + 1];
    out[i]!.ref.endLine = next && next.file === out[i]!.file ? next.ref.line - 1 : out[i]!.file.text.split("\n").length;
  }
  return out;
}

export function firewallsOf(files: readonly WorkspaceFile[]): FirewallRef[] {
  return found(files).map((f) => f.ref);
}

export function exposureMap(files: readonly WorkspaceFile[], label: string, path?: string): ExposureMap | { problem: string } {
  const all = found(files).filter((f) => f.ref.label === label && (path === undefined || f.ref.path === path));
  if (all.length !== 1) return { problem: all.length === 0 ? `no firewall labelled ${JSON.stringify(label)}` : `${all.length} firewalls are labelled ${JSON.stringify(label)}` };
  const fw = all[0]!;
  const rows: ExposureRow[] = [
    { id: "v4", label: "all IPv4", family: 4, address: "198.51.100.1" },
    { id: "v6", label: "all IPv6", family: 6, address: "2001:db8::1" },
    { id: "10", label: "10.0.0.0/8", family: 4, address: "10.0.0.1" },
    { id: "172", label: "172.16.0.0/12", family: 4, address: "172.16.0.1" },
    { id: "192", label: "192.168.0.0/16", family: 4, address: "192.168.0.1" },
  ];
  const rules = fw.rules as Record<string, unknown> | undefined;
  const bounds = new Set<number>([1, 65536]);
  for (const d of ["inbound", "outbound"]) {
    const list = Array.isArray(rules?.[d]) ? (rules![d] as Array<Record<string, unknown>>) : [];
    for (const r of list) {
      if (typeof r?.["ports"] === "string") for (const p of parsePorts(r["ports"] as string).pieces) { bounds.add(p.start); bounds.add(p.end + 1); }
      const a = r?.["addresses"] as { ipv4?: unknown; ipv6?: unknown } | undefined;
      for (const [fam, l] of [[4, a?.ipv4], [6, a?.ipv6]] as const) {
        if (!Array.isArray(l)) continue;
        for (const net of l) if (typeof net === "string" && !rows.some((row) => row.label === net) && !/^(0\.0\.0\.0|::)\/0$/.test(net)) rows.push({ id: `n${rows.length}`, label: net, family: fam, address: net.split("/")[0]! });
      }
    }
  }
  const edges = [...bounds].filter((b) => b >= 1 && b <= 65536).sort((a, b) => a - b);
  const model = compileFirewallRules(rules);
  const bands: ExposureBand[] = [];
  const lineOf = new Map<string, number | undefined>();
  for (const direction of ["inbound", "outbound"] as const) for (const protocol of ["TCP", "UDP"] as const) for (const row of rows) {
    for (let i = 0; i + 1 < edges.length; i++) {
      const from = edges[i]!; const to = edges[i + 1]! - 1;
      const r = evaluateFirewall(model, { direction, protocol, port: from, address: row.address });
      if ("error" in r) continue;
      const prev = bands[bands.length - 1];
      const ruleKey = r.rule === null ? null : r.rule;
      if (prev && prev.direction === direction && prev.protocol === protocol && prev.row === row.id && prev.decision === r.decision && (prev.rule?.index ?? null) === ruleKey && prev.to === from - 1) { prev.to = to; continue; }
      let rule: ExposureBand["rule"] = null;
      if (r.rule !== null) {
        const key = `${direction}:${r.rule}`;
        if (!lineOf.has(key)) {
          const e = explainPacket(files.filter((f) => f.path === fw.file.path).map(src), label, { direction, protocol, port: from, address: row.address });
          lineOf.set(key, "problem" in e ? undefined : e.rule?.line);
        }
        const line = lineOf.get(key);
        rule = { index: r.rule, ...(r.label !== undefined ? { label: r.label } : {}), ...(line !== undefined ? { line } : {}) };
      }
      bands.push({ direction, protocol, row: row.id, from, to, decision: r.decision, rule, sensitive: DEFAULT_SENSITIVE_PORTS.some((p) => p >= from && p <= to) });
    }
  }
  return { firewall: fw.ref, rows, bands, sensitivePorts: [...DEFAULT_SENSITIVE_PORTS], policyLine: {} };
}
