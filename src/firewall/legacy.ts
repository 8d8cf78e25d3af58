/**
 * A firewall rule written in the old `linode/linode` provider's shape (before its 1.x `inbound` and
 * `outbound` blocks took `ipv4` and `ipv6` lists and one `ports` string): `addresses = [...]` and
 * `ports = ["80"]`. Terraform input marks such a rule (LEGACY_RULE); it gets one finding naming the
 * attribute and what the current provider expects, instead of the findings its shape causes.
 */
import type { Finding, Path } from "../diagnostic.js";
import { Reporter } from "../rules/report.js";
import { LEGACY_RULE } from "../util/marks.js";
import { isPlainObject, show } from "../util/text.js";

const isPrefix = (a: Path, b: Path): boolean => a.length <= b.length && a.every((p, i) => String(p) === String(b[i]));

/** The old shape's attributes a rule is marked with (none for a state file's rules). */
function legacyOf(rule: unknown): string[] {
  if (!isPlainObject(rule)) return [];
  const m = (rule as Record<symbol, unknown>)[LEGACY_RULE];
  return Array.isArray(m) ? m.filter((a): a is string => a === "addresses" || a === "ports") : [];
}

/** What a `ports` list would be as the current provider's string, when its items are all written out. */
function portsString(ports: unknown): string | undefined {
  if (!Array.isArray(ports) || ports.length === 0 || ports.length > 15) return undefined;
  if (!ports.every((p) => typeof p === "string" || (typeof p === "number" && Number.isInteger(p)))) return undefined;
  return ports.map((p) => String(p).trim()).join(",");
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
    for (let i = 0; i < list.length; i++) {
      const attributes = legacyOf(list[i]);
      if (attributes.length === 0) continue;
      const rule = list[i] as Record<string, unknown>;
      const at: Path = ["rules", direction, i];
      legacy.push(at);
      const parts: string[] = [];
      if (attributes.includes("addresses")) parts.push("`addresses` is the old provider's attribute: the current linode/linode provider takes a rule's addresses as two lists, `ipv4` and `ipv6` (e.g. ipv4 = [\"0.0.0.0/0\"], ipv6 = [\"::/0\"])");
      if (attributes.includes("ports")) {
        const joined = portsString(rule.ports);
        parts.push(`\`ports\` is a list, the old provider's shape: the current one takes one string of ports and ranges, such as "80", "80,443" or "1000-2000"${joined !== undefined ? ` (here ports = ${show(joined)})` : ""}`);
      }
      out.report("terraform-legacy-firewall-rule", [...at, attributes[0]!], `${direction}[${i}] is written in the shape of the linode/linode provider before 1.x: ${parts.join("; ")}`);
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
