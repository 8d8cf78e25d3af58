import { Reporter } from "../rules/report.js";
import { eachItem } from "../util/data.js";
import { LEGACY_RULE } from "../util/marks.js";
import { isPlainObject, show } from "../util/text.js";
const isPrefix = (a, b) => a.length <= b.length && a.every((p, i) => String(p) === String(b[i]));
function legacyOf(rule) {
  if (!isPlainObject(rule)) return void 0;
  const m = rule[LEGACY_RULE];
  if (!isPlainObject(m) || !Array.isArray(m.attributes)) return void 0;
  const attributes = m.attributes.filter((a) => a === "addresses" || a === "ports");
  return attributes.length ? { attributes, ...typeof m.ports === "string" ? { ports: m.ports } : {} } : void 0;
}
function withLegacyRules(entry, findings) {
  if (!isPlainObject(entry) || !isPlainObject(entry.rules)) return [...findings];
  const out = new Reporter();
  const legacy = [];
  for (const direction of ["inbound", "outbound"]) {
    const list = entry.rules[direction];
    if (!Array.isArray(list)) continue;
    for (const [i, item] of eachItem(list)) {
      const legacyRule = legacyOf(item);
      if (!legacyRule) continue;
      const { attributes } = legacyRule;
      const at = ["rules", direction, i];
      legacy.push(at);
      const parts = [];
      if (attributes.includes("addresses")) parts.push('replace `addresses` by the lists `ipv4` and `ipv6` (e.g. ipv4 = ["0.0.0.0/0"], ipv6 = ["::/0"])');
      if (attributes.includes("ports")) {
        const joined = legacyRule.ports;
        parts.push(`write \`ports\` as one string of ports and ranges, such as "80", "80,443" or "1000-2000", not a list${joined !== void 0 ? ` (here ports = ${show(joined)})` : ""}`);
      }
      out.report("terraform-legacy-firewall-rule", [...at, attributes[0]], `${direction}[${i}] is in the shape of the linode/linode provider before 1.x, which the current provider refuses: ${parts.join("; ")}`);
    }
  }
  if (legacy.length === 0) return [...findings];
  const kept = findings.filter((f) => !legacy.some((at) => isPrefix(at, f.path)));
  const result = [];
  for (const f of kept) result.push(f);
  for (const f of out.findings) result.push(f);
  return result;
}
export {
  withLegacyRules
};
