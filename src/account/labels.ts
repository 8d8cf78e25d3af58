/**
 * Labels that do not say what they look like: a compute label "wеb-1" with a Cyrillic "е" is not
 * "web-1", yet reads the same in a review, and a zero-width or bidirectional character hides a
 * difference or reorders the text. Labels are how the state file refers to resources, so each such
 * character is flagged. VPC, subnet and firewall labels have syntax rules that already allow ASCII
 * only; this covers the labels the API states no character rules for.
 */
import type { Path } from "../diagnostic.js";
import type { Reporter } from "../rules/report.js";
import { hasUnsafeCharacters, isPlainObject, show } from "../util/text.js";
import { eachFirewallRule, type Account, type Entry } from "./account.js";

const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;

/** The first character of a label that is not printable ASCII, with its position, or undefined. */
function firstSuspect(label: string): { code: number; index: number; invisible: boolean } | undefined {
  for (let i = 0; i < label.length; i++) {
    const c = label.codePointAt(i)!;
    if (c >= 0x20 && c < 0x7f) continue;
    return { code: c, index: i, invisible: hasUnsafeCharacters(String.fromCodePoint(c)) };
  }
  return undefined;
}

function checkLabel(label: unknown, path: Path, fileIndex: number, out: Reporter): void {
  if (typeof label !== "string") return;
  const suspect = firstSuspect(label);
  if (!suspect) return;
  const what = suspect.invisible
    ? `the invisible or control character ${hex(suspect.code)}`
    : `the non-ASCII character ${hex(suspect.code)} (${String.fromCodePoint(suspect.code)})`;
  out.report(
    "label-unsafe-characters",
    path,
    `label ${show(label)} has ${what} at position ${suspect.index + 1}; it can pass for another label in a review and resolves only to itself: use ASCII letters, digits and - _ .`,
    { fileIndex },
  );
}

/** Labels of every section the API gives no character rules for, and the labels inside them. */
export function checkLabelCharacters(account: Account, out: Reporter): void {
  const top = (entries: readonly Entry[]) => {
    for (const e of entries) checkLabel(e.value.label, [...e.path, "label"], e.fileIndex, out);
  };
  for (const section of ["computes", "nodebalancers", "databases", "stackscripts", "images"] as const) top(account.sections[section]);
  for (const compute of account.sections.computes) {
    const { configs } = compute.value;
    if (!Array.isArray(configs)) continue;
    configs.forEach((config: unknown, c) => {
      if (!isPlainObject(config)) return;
      checkLabel(config.label, [...compute.path, "configs", c, "label"], compute.fileIndex, out);
      if (!Array.isArray(config.interfaces)) return;
      config.interfaces.forEach((iface: unknown, i) => {
        if (isPlainObject(iface) && iface.purpose === "vlan") checkLabel(iface.label, [...compute.path, "configs", c, "interfaces", i, "label"], compute.fileIndex, out);
      });
    });
  }
  for (const fw of account.sections.firewalls) {
    eachFirewallRule(fw, (rule, direction, i) => checkLabel(rule.label, [...fw.path, "rules", direction, i, "label"], fw.fileIndex, out));
  }
}
