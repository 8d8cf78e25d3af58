/**
 * A firewall rule written in the old `linode/linode` provider's shape (before its 1.x `inbound` and
 * `outbound` blocks took `ipv4` and `ipv6` lists and one `ports` string): `addresses = [...]` and
 * `ports = ["80"]`. Terraform input marks such a rule (LEGACY_RULE); it gets one finding naming the
 * attribute and what the current provider expects, instead of the findings its shape causes.
 */
import type { Finding, Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { eachItem } from "../util/data.js";
import { LEGACY_RULE, type LegacyRule } from "../util/marks.js";
import { isPlainObject, show } from "../util/text.js";

const isPrefix = (a: Path, b: Path): boolean => a.length <= b.length && a.every((p, i) => String(p) === String(b[i]));

/** The old shape a rule is marked with (none for a state file's rules). */
function legacyOf(rule: unknown): LegacyRule | undefined {
  if (!isPlainObject(rule)) return undefined;
  const m = (rule as Record<symbol, unknown>)[LEGACY_RULE];
  if (!isPlainObject(m) || !Array.isArray(m.attributes)) return undefined;
  const attributes = m.attributes.filter((a): a is "addresses" | "ports" => a === "addresses" || a === "ports");
  return attributes.length ? { attributes, ...(typeof m.ports === "string" ? { ports: m.ports } : {}) } : undefined;
}

/**
 * A firewall entry's findings (relative to the entry) with those of each legacy-shaped rule
 * replaced by one `terraform-legacy-firewall-rule` finding at its `addresses` (else its `ports`).
 */
export function withLegacyRules(entry: unknown, findings: readonly Finding[]): Finding[] {
  if (!isPlainObject(entry) || !isPlainObject(entry.rules)) return [...findings];
  const out = new Reporter();
  const legacy: Path[] = [];
  for (const direction of ["inbound", "outbound"] as const) {
    const list = entry.rules[direction];
    if (!Array.isArray(list)) continue;
    // (A state file's list may be sparse: it costs what it holds.)
    for (const [i, item] of eachItem(list as unknown[])) {
      const legacyRule = legacyOf(item);
      if (!legacyRule) continue;
      const { attributes } = legacyRule;
      const at: Path = ["rules", direction, i];
      legacy.push(at);
      const parts: string[] = [];
      if (attributes.includes("addresses")) parts.push('replace `addresses` by the lists `ipv4` and `ipv6` (e.g. ipv4 = ["0.0.0.0/0"], ipv6 = ["::/0"])');
      if (attributes.includes("ports")) {
        const joined = legacyRule.ports;
        parts.push(`write \`ports\` as one string of ports and ranges, such as "80", "80,443" or "1000-2000", not a list${joined !== undefined ? ` (here ports = ${show(joined)})` : ""}`);
      }
      out.report("terraform-legacy-firewall-rule", [...at, attributes[0]!], `${direction}[${i}] is in the shape of the linode/linode provider before 1.x, which the current provider refuses: ${parts.join("; ")}`);
    }
  }
  if (legacy.length === 0) return [...findings];
  // The rule's own findings all follow from its shape: the one above says what to change.
  const kept = findings.filter((f) => !legacy.some((at) => isPrefix(at, f.path)));
  const result: Finding[] = [];
  for (const f of kept) result.push(f);
  for (const f of out.findings) result.push(f);
  return result;
}
