/**
 * The firewall validator's address checks as they were before issue 24 (commit c6eefe5,
 * src/resources/firewall.ts: checkRuleAddresses, reportDuplicates, reportBadAddress), verbatim but
 * for imports and exports: the reference of the differential property test in
 * test/resources/firewall-addresses.test.ts, which requires the one-reading rewrite to give
 * identical findings.
 */
import type { Path } from "../../src/diagnostic.js";
import { formatCidr, parseCidr, type Cidr } from "../../src/net/cidr.js";
import { findOverlapAnchors } from "../../src/net/overlap.js";
import { Reporter } from "../../src/rules/report.js";
import { MAX_RULE_ADDRESSES } from "../../src/resources/firewall.js";
import { isPlainObject, show } from "../../src/util/text.js";

const FAMILIES = [
  ["ipv4", 4, { family: 4 }],
  ["ipv6", 6, { family: 6 }],
] as const;

/** Address lists of one rule: strict syntax per family, canonical form, duplicates, and the count. */
export function previousCheckRuleAddresses(addresses: unknown, path: Path, out: Reporter): void {
  if (!isPlainObject(addresses)) return;
  let count = 0;
  const total = (Array.isArray(addresses.ipv4) ? addresses.ipv4.length : 0) + (Array.isArray(addresses.ipv6) ? addresses.ipv6.length : 0);
  for (const [key, family, options] of FAMILIES) {
    const list = addresses[key];
    if (!Array.isArray(list)) continue;
    const parsed: (Cidr | undefined)[] = [];
    for (let i = 0; i < list.length; i++) {
      count++;
      if (count === MAX_RULE_ADDRESSES + 1) {
        out.report(
          "firewall-rule-addresses-limit",
          [...path, key, i],
          `this is address ${count} of the rule's ${total}; the API allows at most ${MAX_RULE_ADDRESSES} across ipv4 and ipv6: split the rule`,
        );
      }
      // Past the limit the rule is refused whole: the rest is not analysed (bounded cost).
      if (count > MAX_RULE_ADDRESSES) break;
      const entry: unknown = list[i];
      if (typeof entry !== "string") continue; // the schema reports the type
      const result = parseCidr(entry, options);
      if (!result.ok) {
        reportBadAddress(entry, family, result.reason, [...path, key, i], out);
        continue;
      }
      parsed[i] = result.value;
      if (result.value.hostBitsSet) {
        const at = [...path, key, i];
        const canonical = formatCidr(result.value);
        out.report(
          "firewall-address-not-canonical",
          at,
          `${show(entry)} has host bits set; the API matches the whole network ${canonical} (write that, or /${family === 4 ? 32 : 128} for the single address)`,
          { fix: { path: at, value: canonical, description: `replace with ${canonical}` } },
        );
      }
    }
    if (list.length > 1) reportDuplicates(list, parsed, path, key, out);
  }
}

/**
 * Same network twice in one list, compared by parsed value (no text formatting): pairwise for the
 * short lists rules usually have (the hot path), the overlap sweep for long ones.
 */
function reportDuplicates(list: unknown[], parsed: (Cidr | undefined)[], path: Path, key: string, out: Reporter): void {
  const report = (i: number, firstIndex: number) =>
    out.report("firewall-address-duplicate", [...path, key, i], `${show(list[i])} repeats ${key}[${firstIndex}] (${formatCidr(parsed[i]!)}); remove one`, {
      related: [{ path: [...path, key, firstIndex], message: "first listed here" }],
    });
  const same = (a: Cidr, b: Cidr) => a.first === b.first && a.prefix === b.prefix;
  if (parsed.length <= 16) {
    for (let i = 1; i < parsed.length; i++) {
      const current = parsed[i];
      if (!current) continue;
      for (let j = 0; j < i; j++) {
        const earlier = parsed[j];
        if (earlier && same(earlier, current)) {
          report(i, j);
          break;
        }
      }
    }
    return;
  }
  // Long lists: the shared overlap sweep; equal networks are the duplicates, each anchored to the
  // first of them.
  const duplicates = findOverlapAnchors(parsed).filter((a) => a.equal);
  duplicates.sort((a, b) => a.index - b.index);
  for (const { index, anchor } of duplicates) report(index, anchor);
}

function reportBadAddress(entry: string, family: 4 | 6, reason: string, at: Path, out: Reporter): void {
  const familyName = family === 4 ? "IPv4" : "IPv6";
  // A bare address is the most common slip: offer the single-host network.
  const bare = entry.includes("/") ? undefined : parseCidr(entry, { family, allowBareAddress: true });
  if (bare?.ok) {
    const value = formatCidr(bare.value);
    out.report("firewall-address-syntax", at, `${show(entry)} has no /mask; rule addresses are IP/mask, write ${value} for the single address`, {
      fix: { path: at, value, description: `replace with ${value}` },
    });
    return;
  }
  out.report("firewall-address-syntax", at, `${show(entry)} is not a valid ${familyName} network: ${reason}`);
}

